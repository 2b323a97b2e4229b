// RUN: rope-opt %s -rope-vectorize-elementwise=vector-bits=512 -canonicalize -split-input-file | FileCheck %s --check-prefix=ZMM
// RUN: rope-opt %s -rope-vectorize-elementwise=vector-bits=256 -canonicalize -split-input-file | FileCheck %s --check-prefix=YMM

// An element-wise generic over [rows, 64]: a forall over the rows, an
// scf.for over the row by the lanes of the widest element type (f64: 8 in
// 512 bits, 4 in 256), vector ops inside, no masks.
// ZMM-LABEL: func @rows
// ZMM: scf.forall (%{{.*}}) in (16)
// ZMM: scf.for %{{.*}} = %c0 to %c64 step %c8
// ZMM: vector.transfer_read {{.*}} vector<1x8xf64>
// ZMM: arith.mulf {{.*}} : vector<1x8xf64>
// ZMM: arith.truncf {{.*}} : vector<1x8xf64> to vector<1x8xf32>
// ZMM-NOT: vector.mask
// YMM-LABEL: func @rows
// YMM: scf.for %{{.*}} = %c0 to %c64 step %c4
// YMM: arith.mulf {{.*}} : vector<1x4xf64>
func.func @rows(%a: tensor<16x64xf64>, %b: tensor<64xf64>) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<16x64xf64>, tensor<64xf64>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%x: f64, %y: f64, %o: f32):
    %m = arith.mulf %x, %y : f64
    %t = arith.truncf %m : f64 to f32
    linalg.yield %t : f32
  } -> tensor<16x64xf32>
  return %r : tensor<16x64xf32>
}

// -----

// A row of 12 f32 (not a multiple of 16 lanes, at most two registers) is one
// vector; a row reduction is vectorized whole, one forall iteration per row;
// a contraction is left to the contraction strategy.
// ZMM-LABEL: func @short_reduction
// ZMM: scf.forall (%{{.*}}) in (5)
// ZMM-NOT: scf.for
// ZMM: arith.addf {{.*}} : vector<1x12xf32>
// ZMM: scf.forall (%{{.*}}) in (5)
// ZMM: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x12xf32> to vector<1xf32>
// ZMM-NOT: linalg.reduce
// ZMM: linalg.matmul
func.func @short_reduction(%a: tensor<5x12xf32>, %init: tensor<5xf32>, %b: tensor<12x4xf32>, %c: tensor<5x4xf32>) -> (tensor<5x12xf32>, tensor<5xf32>, tensor<5x4xf32>) {
  %e = tensor.empty() : tensor<5x12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<5x12xf32>) outs(%e : tensor<5x12xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<5x12xf32>
  %red = linalg.reduce ins(%a : tensor<5x12xf32>) outs(%init : tensor<5xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %mm = linalg.matmul ins(%a, %b : tensor<5x12xf32>, tensor<12x4xf32>) outs(%c : tensor<5x4xf32>) -> tensor<5x4xf32>
  return %r, %red, %mm : tensor<5x12xf32>, tensor<5xf32>, tensor<5x4xf32>
}

// -----

// A dynamic row: an scf.for over its whole tiles of 16 lanes (the loop
// peeled, so that they need no mask) and the rest, fewer than 16 elements,
// in one masked vector. With 8 lanes (f32 in 256 bits) the same.
// ZMM-LABEL: func @dynamic_row
// ZMM: scf.forall (%{{.*}}) in (5)
// ZMM: %[[END:.*]] = affine.apply
// ZMM: scf.for %{{.*}} = %{{.*}} to %[[END]] step %c16
// ZMM-NOT: vector.mask
// ZMM: vector.transfer_read {{.*}} : tensor<1x16xf32>, vector<1x16xf32>
// ZMM-NOT: vector.mask
// ZMM: arith.addf {{.*}} : vector<1x16xf32>
// ZMM-NOT: vector.mask
// ZMM: vector.transfer_write
// ZMM: scf.for %{{.*}} = %[[END]] to
// ZMM: %[[MASK:.*]] = vector.create_mask %c1, %{{.*}} : vector<1x16xi1>
// ZMM: vector.mask %[[MASK]] { vector.transfer_read {{.*}} : tensor<1x?xf32>, vector<1x16xf32> }
// ZMM: arith.addf {{.*}} : vector<1x16xf32>
// ZMM: vector.mask %[[MASK]] { vector.transfer_write
// YMM-LABEL: func @dynamic_row
// YMM: scf.for %{{.*}} step %c8
// YMM: vector.create_mask %c1, %{{.*}} : vector<1x8xi1>
func.func @dynamic_row(%d: tensor<5x?xf32>) -> tensor<5x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %d, %c1 : tensor<5x?xf32>
  %e = tensor.empty(%n) : tensor<5x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<5x?xf32>) outs(%e : tensor<5x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<5x?xf32>
  return %r : tensor<5x?xf32>
}

// -----

// A static row of 37 (no divisor near 16 lanes; dynamic batch rows): two
// whole tiles of 16 and a static rest of 5, none masked.
// ZMM-LABEL: func @prime_row
// ZMM: scf.forall (%{{.*}}) in (%{{.*}})
// ZMM: scf.for %{{.*}} = %c0 to %c32 step %c16
// ZMM: arith.extf {{.*}} : vector<1x16xbf16> to vector<1x16xf32>
// ZMM: arith.extf {{.*}} : vector<1x5xbf16> to vector<1x5xf32>
// ZMM-NOT: vector.mask
// ZMM-NOT: create_mask
// ZMM: return
func.func @prime_row(%d: tensor<?x37xbf16>) -> tensor<?x37xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?x37xbf16>
  %e = tensor.empty(%n) : tensor<?x37xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<?x37xbf16>) outs(%e : tensor<?x37xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %s = arith.extf %x : bf16 to f32
    linalg.yield %s : f32
  } -> tensor<?x37xf32>
  return %r : tensor<?x37xf32>
}

// -----

// A dynamic row reduction (softmax's max over a dynamic number of keys): the
// row's whole tiles of 16 combine into 16 partial maxima carried in a
// register through the loop (no tensor in the loop), reduced once after it;
// the rest of the row is one masked vector reduced into that.
// ZMM-LABEL: func @dynamic_reduction
// ZMM: %[[ID:.*]] = arith.constant dense<0xFF800000> : vector<1x16xf32>
// ZMM: scf.forall (%{{.*}}) in (5)
// ZMM: %[[SPLIT:.*]] = affine.min
// ZMM: %[[PARTIAL:.*]] = scf.for %{{.*}} = %c0 to %[[SPLIT]] step %c16 iter_args(%[[ACC:.*]] = %[[ID]]) -> (vector<1x16xf32>)
// ZMM: %[[X:.*]] = vector.transfer_read {{.*}} : tensor<1x16xf32>, vector<1x16xf32>
// ZMM: %[[MAX:.*]] = arith.maximumf %[[X]], %[[ACC]] : vector<1x16xf32>
// ZMM: scf.yield %[[MAX]] : vector<1x16xf32>
// ZMM: %[[ROW:.*]] = vector.multi_reduction <maximumf>, %[[PARTIAL]], %{{.*}} [1] : vector<1x16xf32> to vector<1xf32>
// ZMM: %[[MASK:.*]] = vector.create_mask %c1, %{{.*}} : vector<1x16xi1>
// ZMM: %[[REST:.*]] = vector.mask %[[MASK]] { vector.transfer_read
// ZMM: vector.mask %[[MASK]] { vector.multi_reduction <maximumf>, %[[REST]], %[[ROW]] [1] : vector<1x16xf32> to vector<1xf32> }
// ZMM-NOT: linalg.
// ZMM: return
func.func @dynamic_reduction(%a: tensor<5x?xf32>, %init: tensor<5xf32>) -> tensor<5xf32> {
  %red = linalg.reduce ins(%a : tensor<5x?xf32>) outs(%init : tensor<5xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.maximumf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %red : tensor<5xf32>
}

// -----

// A static reduction row longer than 4096: the same loop over its 312 whole
// tiles, then a vector of the 8 left, unmasked.
// ZMM-LABEL: func @long_reduction
// ZMM: scf.for %{{.*}} = %c0 to %c4992 step %c16 iter_args(%{{.*}} = %{{.*}}) -> (vector<1x16xf32>)
// ZMM: arith.addf {{.*}} : vector<1x16xf32>
// ZMM: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x16xf32> to vector<1xf32>
// ZMM: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<1x8xf32> to vector<1xf32>
// ZMM-NOT: vector.mask
// ZMM: return
func.func @long_reduction(%a: tensor<3x5000xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %red = linalg.reduce ins(%a : tensor<3x5000xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %red : tensor<3xf32>
}

// -----

// A fill whose only use initializes a contraction is left to
// rope-vectorize-contractions, which starts the kernels from its value; other
// fills are vectorized.
// ZMM-LABEL: func @fill_of_matmul
// ZMM: %[[F:.*]] = linalg.fill
// ZMM: linalg.matmul {{.*}} outs(%[[F]] : tensor<16x64xf32>)
// ZMM: scf.forall
// ZMM: vector.transfer_write {{.*}} : vector<1x16xf32>
func.func @fill_of_matmul(%a: tensor<16x8xf32>, %b: tensor<8x64xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  %g = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %m, %g : tensor<16x64xf32>, tensor<16x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Ops reading or writing boolean tensors stay scalar: LLVM loads and stores
// vector<N x i1> bit-packed, while an i1 memref holds one byte per element
// (a vectorized causal mask came out wrong).
// ZMM-LABEL: func @mask
// ZMM-NOT: vector.
// ZMM-NOT: scf.forall
// ZMM: return
func.func @mask(%d: tensor<8x8xi64>, %s: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8x8xi1>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<8x8xi64>) outs(%e : tensor<8x8xi1>) {
  ^bb0(%in: i64, %out: i1):
    %c = arith.cmpi sle, %in, %c0 : i64
    linalg.yield %c : i1
  } -> tensor<8x8xi1>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %s : tensor<8x8xi1>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%a: i1, %b: f32, %out: f32):
    %v = arith.select %a, %b, %ninf : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A generic that writes over its input (rope-elementwise-in-place: the
// input is also its initial value) reads each tile from the loops'
// destination, the tile it then writes, not from the value outside the
// loops: bufferized in place, the loops would otherwise overwrite what
// later iterations read, and bufferization would copy the input first.
// ZMM-LABEL: func @in_place
// ZMM: %[[S:.*]] = linalg.matmul
// ZMM: scf.forall (%[[R:.*]]) in (64) shared_outs(%[[DEST:.*]] = %[[S]])
// ZMM:   %[[ROW:.*]] = tensor.extract_slice %[[DEST]][%[[R]], 0] [1, 64]
// ZMM:   scf.for %[[J:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[ROW]])
// ZMM:     %[[TILE:.*]] = tensor.extract_slice %[[ACC]][0, %[[J]]] [1, 16]
// ZMM:     %[[X:.*]] = vector.transfer_read %[[TILE]]
// ZMM:     %[[Y:.*]] = arith.mulf %[[X]]
// ZMM:     vector.transfer_write %[[Y]], %[[TILE]]
// ZMM-NOT: tensor.extract_slice %[[S]]
// ZMM: return
func.func @in_place(%q: tensor<64x32xf32>, %k: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = linalg.matmul ins(%q, %k : tensor<64x32xf32>, tensor<32x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<64x64xf32>) outs(%s : tensor<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %scaled : tensor<64x64xf32>
}
