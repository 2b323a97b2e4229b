// RUN: rope-opt %s -rope-vectorize-contractions=vector-bits=512 -split-input-file | FileCheck %s --check-prefix=ZMM
// RUN: rope-opt %s -rope-vectorize-contractions=vector-bits=256 -split-input-file | FileCheck %s --check-prefix=YMM

// RUN: rope-opt %s -split-input-file -rope-lower-to-llvm=target-cpu=znver4 | FileCheck %s --check-prefix=LLVM

// A matmul: an scf.forall over blocks of rows (two, for two threads), k and
// n cache blocks, and the 8 x 32 micro-kernel (4 x 16 with 256-bit
// registers): its accumulator is read before the k loop, carried as an
// iteration argument through one FMA per row and k, and written after it.
// No contraction is left. rope-lower-to-llvm runs the pass with the target's
// width and makes the forall an OpenMP loop.
// ZMM-LABEL: func @matmul
// ZMM-SAME: (%[[A:.*]]: memref<16x64xf32>, %[[B:.*]]: memref<64x64xf32>, %[[C:.*]]: memref<16x64xf32>)
// ZMM: scf.forall (%{{.*}}) in (2)
// ZMM: %[[INIT:.*]] = vector.transfer_read %[[C]]{{.*}} : memref<16x64xf32>, vector<8x32xf32>
// ZMM: %[[SUM:.*]] = scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<8x32xf32>)
// ZMM: vector.transfer_read %[[A]]{{.*}} vector<8x1xf32>
// ZMM: %[[ROW:.*]] = vector.transfer_read %[[B]]{{.*}} vector<1x32xf32>
// ZMM-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// ZMM: scf.yield
// ZMM-NEXT: }
// ZMM-NEXT: vector.transfer_write %[[SUM]], %[[C]]
// ZMM-NOT: vector.contract
// ZMM-NOT: linalg.
// ZMM: return
// YMM-LABEL: func @matmul
// YMM: scf.forall (%{{.*}}) in (2)
// YMM: scf.for %{{.*}} iter_args(%{{.*}}) -> (vector<4x16xf32>)
// YMM-COUNT-4: vector.fma {{.*}} : vector<16xf32>
// YMM-NOT: vector.contract
// LLVM-LABEL: llvm.func @matmul
// LLVM: omp.wsloop
// LLVM-COUNT-8: llvm.intr.fmuladd({{.*}}) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
func.func @matmul(%a: memref<16x64xf32>, %b: memref<64x64xf32>, %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// QK^T: K is read as [n, k], so it is first copied into a buffer of 32-column
// panels [head, panel, k, 32] (parallel over heads and panels): each 16 k of
// each 16 columns of a panel as 16 reads along k (K's rows), a 16 x 16
// transpose and 16 stores of a panel row; k past the last whole 16 (none
// here) one gather along n per k and panel. The micro-kernels read their
// rows from the panels. The 8 columns past the last panel get an 8 x 8
// kernel that reads K itself. The forall runs over heads and row blocks;
// the buffer is freed after the kernels.
// ZMM-LABEL: func @qk_transposed
// ZMM: %[[PANELS:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<2x1x64x32xf32>
// ZMM: scf.forall (%{{.*}}, %{{.*}}) in (2, 1)
// ZMM: scf.for %[[K:.*]] = %{{.*}} to %c64{{.*}} step %c16
// ZMM: scf.for %[[PANEL:.*]] = %{{.*}} to %{{.*}} step %c1
// ZMM-COUNT-16: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}, %[[K]]], %{{.*}} {in_bounds = [true]} : memref<2x40x64xf32>, vector<16xf32>
// ZMM: vector.transpose %{{.*}}, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
// ZMM: vector.store %{{.*}}, %[[PANELS]][%{{.*}}, %[[PANEL]], %[[K]], %c0{{.*}}] : memref<2x1x64x32xf32>, vector<16xf32>
// ZMM-COUNT-15: vector.store %{{.*}}, %[[PANELS]][%{{.*}}, %[[PANEL]], %{{.*}}, %c0{{.*}}] : memref<2x1x64x32xf32>, vector<16xf32>
// ZMM-COUNT-16: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}, %[[K]]], %{{.*}} {in_bounds = [true]} : memref<2x40x64xf32>, vector<16xf32>
// ZMM: vector.transpose
// ZMM-COUNT-16: vector.store %{{.*}}, %[[PANELS]][%{{.*}}, %[[PANEL]], %{{.*}}, %c16{{.*}}] : memref<2x1x64x32xf32>, vector<16xf32>
// ZMM: scf.for %{{.*}} = %c64{{.*}} to %c64{{.*}} step %c1
// ZMM: vector.transfer_read {{.*}} : memref<2x40x64xf32>, vector<32xf32>
// ZMM: vector.transfer_write {{.*}}, %[[PANELS]]
// ZMM: scf.forall (%{{.*}}, %{{.*}}) in (2, 1)
// ZMM: scf.for {{.*}} -> (vector<8x32xf32>)
// ZMM: vector.transfer_read %[[PANELS]]
// ZMM: vector.fma {{.*}} : vector<32xf32>
// ZMM: scf.forall (%{{.*}}, %{{.*}}) in (2, 1)
// ZMM: scf.for {{.*}} -> (vector<8x8xf32>)
// ZMM: vector.fma {{.*}} : vector<8xf32>
// ZMM: memref.dealloc %[[PANELS]]
// ZMM-NOT: vector.contract
func.func @qk_transposed(%q: memref<2x16x64xf32>, %k: memref<2x40x64xf32>, %s: memref<2x16x40xf32>) {
  linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%q, %k : memref<2x16x64xf32>, memref<2x40x64xf32>) outs(%s : memref<2x16x40xf32>)
  return
}

// -----

// K of 70 columns: k in [0, 64) by transposes, [64, 70) by gathers.
// ZMM-LABEL: func @qk_transposed_rest
// ZMM: scf.for %{{.*}} = %{{.*}} to %c64{{.*}} step %c16
// ZMM: vector.transpose
// ZMM: scf.for %{{.*}} = %c64{{.*}} to %c70{{.*}} step %c1
// ZMM: vector.transfer_read {{.*}}permutation_map{{.*}} : memref<2x40x70xf32>, vector<32xf32>
// A right operand stored [k, n] is copied row by row, without transposes.
// ZMM-LABEL: func @matmul_panels
// ZMM-NOT: vector.transpose
// ZMM: return
func.func @qk_transposed_rest(%q: memref<2x16x70xf32>, %k: memref<2x40x70xf32>, %s: memref<2x16x40xf32>) {
  linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%q, %k : memref<2x16x70xf32>, memref<2x40x70xf32>) outs(%s : memref<2x16x40xf32>)
  return
}
func.func @matmul_panels(%a: memref<300x300xf32>, %b: memref<300x520xf32>, %c: memref<300x520xf32>) {
  linalg.matmul ins(%a, %b : memref<300x300xf32>, memref<300x520xf32>) outs(%c : memref<300x520xf32>)
  return
}

// -----

// Static sizes the kernel does not divide: 7 rows and 33 columns become a
// 7 x 32 kernel and a 7 x 1 kernel.
// ZMM-LABEL: func @odd
// ZMM: scf.for {{.*}} -> (vector<7x32xf32>)
// ZMM: scf.for {{.*}} -> (vector<7x1xf32>)
// ZMM-NOT: linalg.
// ZMM: return
func.func @odd(%a: memref<7x5xf32>, %b: memref<5x33xf32>, %c: memref<7x33xf32>) {
  linalg.matmul ins(%a, %b : memref<7x5xf32>, memref<5x33xf32>) outs(%c : memref<7x33xf32>)
  return
}

// -----

// Dynamic sizes: the kernel runs over the rows and columns it divides (the
// forall's size computed at run time); the remainders run kernels one row
// (1 x 32) or one column (8 x 1) wide, and one element in the corner, each
// with its accumulator in registers through the k loop. No linalg op (scalar
// code) is left.
// ZMM-LABEL: func @dynamic
// ZMM: scf.forall (%{{.*}}) in (%{{.*}})
// ZMM: scf.for {{.*}} -> (vector<8x32xf32>)
// ZMM-DAG: scf.for {{.*}} -> (vector<8x1xf32>)
// ZMM-DAG: scf.for {{.*}} -> (vector<1x32xf32>)
// ZMM-DAG: scf.for {{.*}} -> (vector<1x1xf32>)
// ZMM-NOT: linalg.
// ZMM: return
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

// Large enough to pack both operands: the right one into panels (256 rows
// reuse them), each 128 x 256 block of the left one into row panels in a
// buffer of each row block (512 columns reuse it), read by the kernels as 8 consecutive floats
// per k. The 16 panels are packed in 2 groups of 8. Two row blocks, one
// per thread.
// ZMM-LABEL: func @packed
// ZMM: %[[PANELS:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<16x512x32xf32>
// ZMM: scf.forall (%{{.*}}) in (2)
// ZMM: vector.transfer_write {{.*}}, %[[PANELS]]
// ZMM: scf.forall (%{{.*}}) in (2)
// ZMM: %[[ROWS:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16x256x8xf32>
// ZMM: vector.store {{.*}}, %[[ROWS]]
// ZMM: scf.for {{.*}} -> (vector<8x32xf32>)
// ZMM: vector.transfer_read %[[ROWS]]{{.*}} vector<1x8xf32>
// ZMM: vector.transfer_read %[[PANELS]]{{.*}} vector<1x32xf32>
// ZMM: memref.dealloc %[[ROWS]]
// ZMM: memref.dealloc %[[PANELS]]
func.func @packed(%a: memref<256x512xf32>, %b: memref<512x512xf32>, %c: memref<256x512xf32>) {
  linalg.matmul ins(%a, %b : memref<256x512xf32>, memref<512x512xf32>) outs(%c : memref<256x512xf32>)
  return
}

// -----

// A contraction generic (matmul with a transposed left operand) and a bf16
// matmul accumulating in f32 are vectorized; an f64 matmul and ops on tensors
// are not.
// ZMM-LABEL: func @generic_and_bf16
// ZMM: scf.for {{.*}} -> (vector<8x32xf32>)
// ZMM: vector.fma {{.*}} : vector<32xf32>
// ZMM: scf.for {{.*}} -> (vector<8x32xf32>)
// ZMM: arith.extf {{.*}}bf16{{.*}} to {{.*}}f32
// ZMM: vector.fma {{.*}} : vector<32xf32>
// ZMM: linalg.matmul ins({{.*}} : memref<8x8xf64>, memref<8x8xf64>)
// ZMM: linalg.matmul ins({{.*}} : tensor<8x8xf32>, tensor<8x8xf32>)
func.func @generic_and_bf16(%at: memref<64x16xf32>, %b: memref<64x32xf32>, %c: memref<16x32xf32>,
                            %x: memref<8x64xbf16>, %y: memref<64x32xbf16>, %z: memref<8x32xf32>,
                            %d: memref<8x8xf64>, %t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%at, %b : memref<64x16xf32>, memref<64x32xf32>) outs(%c : memref<16x32xf32>) {
  ^bb0(%l: f32, %r: f32, %o: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  linalg.matmul ins(%x, %y : memref<8x64xbf16>, memref<64x32xbf16>) outs(%z : memref<8x32xf32>)
  linalg.matmul ins(%d, %d : memref<8x8xf64>, memref<8x8xf64>) outs(%d : memref<8x8xf64>)
  %r = linalg.matmul ins(%t, %t : tensor<8x8xf32>, tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A fill of the result right before the op is absorbed: the first k block
// starts from the filled value, the others from the result. With a dynamic k
// (possibly 0) the fill stays.
// ZMM-LABEL: func @fill
// ZMM-NOT: linalg.fill
// ZMM: %[[FIRST:.*]] = arith.cmpi eq
// ZMM: %[[INIT:.*]] = scf.if %[[FIRST]] -> (vector<8x32xf32>) {
// ZMM-NEXT: scf.yield %{{.*}} : vector<8x32xf32>
// ZMM-NEXT: } else {
// ZMM-NEXT: vector.transfer_read
// ZMM: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (vector<8x32xf32>)
// ZMM-LABEL: func @fill_dynamic_k
// ZMM: linalg.fill
// ZMM: scf.forall
func.func @fill(%a: memref<16x64xf32>, %b: memref<64x64xf32>, %c: memref<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x64xf32>) outs(%c : memref<16x64xf32>)
  return
}
func.func @fill_dynamic_k(%a: memref<16x?xf32>, %b: memref<?x64xf32>, %c: memref<16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<16x64xf32>)
  linalg.matmul ins(%a, %b : memref<16x?xf32>, memref<?x64xf32>) outs(%c : memref<16x64xf32>)
  return
}
