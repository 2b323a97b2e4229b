// RUN: rope-opt %s -rope-prefetch-rows -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-prefetch-rows=distance=0 -split-input-file | FileCheck %s --check-prefix=OFF

// A rotation's row loop: the input row read and the output row written
// (through a subview) are prefetched 4096 bytes (8 rows of 512) ahead, one
// prefetch per 64-byte line, the row clamped to the last; the table row,
// indexed by the position only, is shared by the heads and left alone.
// CHECK-LABEL: func @rows
// CHECK-SAME: (%[[X:[a-z0-9]+]]: memref<4x2048x128xf32>, %[[T:[a-z0-9]+]]: memref<2048x64xf32>, %[[O:[a-z0-9]+]]: memref<4x2048x128xf32>)
// CHECK: scf.forall (%[[H:.*]], %[[P:.*]]) in (4, 2048)
// CHECK: %[[NEXT:.*]] = arith.addi %[[P]], %c8
// CHECK: %[[AHEAD:.*]] = arith.minsi %[[NEXT]], %c2047
// CHECK: memref.prefetch %[[X]][%[[H]], %[[AHEAD]], %c0{{.*}}], read, locality<3>, data
// CHECK-COUNT-7: memref.prefetch %[[X]][%[[H]], %[[AHEAD]], %c{{[0-9]+}}{{.*}}], read
// CHECK: vector.transfer_read %[[X]]
// CHECK-NOT: memref.prefetch %[[T]]
// CHECK: vector.transfer_read %[[T]]
// CHECK: memref.prefetch %[[O]][%[[H]], %{{.*}}, %c0{{.*}}], write, locality<3>, data
// CHECK-COUNT-7: memref.prefetch %[[O]]{{.*}}, write
// CHECK: vector.transfer_write
// OFF-LABEL: func @rows
// OFF-NOT: memref.prefetch
func.func @rows(%x: memref<4x2048x128xf32>, %t: memref<2048x64xf32>, %o: memref<4x2048x128xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.forall (%h, %p) in (4, 2048) {
    %row = vector.transfer_read %x[%h, %p, %c0], %pad {in_bounds = [true]} : memref<4x2048x128xf32>, vector<128xf32>
    %cos = vector.transfer_read %t[%p, %c0], %pad {in_bounds = [true]} : memref<2048x64xf32>, vector<64xf32>
    %y = vector.insert_strided_slice %cos, %row {offsets = [0], strides = [1]} : vector<64xf32> into vector<128xf32>
    %slice = memref.subview %o[%h, %p, 0] [1, 1, 128] [1, 1, 1] : memref<4x2048x128xf32> to memref<1x1x128xf32, strided<[262144, 128, 1], offset: ?>>
    vector.transfer_write %y, %slice[%c0, %c0, %c0] {in_bounds = [true]} : vector<128xf32>, memref<1x1x128xf32, strided<[262144, 128, 1], offset: ?>>
  }
  return
}

// -----

// bf16 rows of 256 bytes: 16 rows ahead, 4 lines each; a dynamic bound is
// clamped at its last row.
// CHECK-LABEL: func @bf16_dynamic
// CHECK: %[[LAST:.*]] = arith.subi %{{.*}}, %c1
// CHECK: %[[NEXT:.*]] = arith.addi %{{.*}}, %c16
// CHECK: arith.minsi %[[NEXT]], %[[LAST]]
// CHECK-COUNT-4: memref.prefetch {{.*}}, read
// CHECK-NOT: memref.prefetch
// CHECK: vector.transfer_read
func.func @bf16_dynamic(%x: memref<?x128xbf16>, %n: index) -> vector<128xbf16> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : bf16
  %acc = memref.alloca() : memref<vector<128xbf16>>
  scf.forall (%p) in (%n) {
    %row = vector.transfer_read %x[%p, %c0], %pad {in_bounds = [true]} : memref<?x128xbf16>, vector<128xbf16>
    memref.store %row, %acc[] : memref<vector<128xbf16>>
  }
  %r = memref.load %acc[] : memref<vector<128xbf16>>
  return %r : vector<128xbf16>
}

// -----

// Left alone: part of a row, a row indexed by an outer induction variable,
// a forall with shared outputs (on tensors).
// CHECK-LABEL: func @not_rows
// CHECK-NOT: memref.prefetch
func.func @not_rows(%x: memref<8x128xf32>, %y: memref<8x8x128xf32>, %t: tensor<8x128xf32>) -> tensor<8x128xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %acc = memref.alloca() : memref<vector<64xf32>>
  scf.forall (%p) in (8) {
    %part = vector.transfer_read %x[%p, %c0], %pad {in_bounds = [true]} : memref<8x128xf32>, vector<64xf32>
    memref.store %part, %acc[] : memref<vector<64xf32>>
  }
  scf.forall (%a, %b) in (8, 8) {
    %row = vector.transfer_read %y[%b, %a, %c0], %pad {in_bounds = [true]} : memref<8x8x128xf32>, vector<128xf32>
    %half = vector.extract_strided_slice %row {offsets = [0], sizes = [64], strides = [1]} : vector<128xf32> to vector<64xf32>
    memref.store %half, %acc[] : memref<vector<64xf32>>
  }
  %r = scf.forall (%p) in (8) shared_outs(%o = %t) -> (tensor<8x128xf32>) {
    %row = vector.transfer_read %x[%p, %c0], %pad {in_bounds = [true]} : memref<8x128xf32>, vector<128xf32>
    %slice = tensor.extract_slice %o[%p, 0] [1, 128] [1, 1] : tensor<8x128xf32> to tensor<1x128xf32>
    %w = vector.transfer_write %row, %slice[%c0, %c0] {in_bounds = [true]} : vector<128xf32>, tensor<1x128xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%p, 0] [1, 128] [1, 1] : tensor<1x128xf32> into tensor<8x128xf32>
    }
  }
  return %r : tensor<8x128xf32>
}
