// RUN: rope-opt %s -rope-prefetch-rows -split-input-file | FileCheck %s
// RUN: rope-opt %s -rope-prefetch-rows=distance=0 -split-input-file | FileCheck %s --check-prefix=OFF

// A rotation's row loop: the input row read and the output row written
// (through a subview) are prefetched 4096 bytes (8 rows of 512) ahead in
// the loop's row-major order (near the end of a head, the next head's first
// rows), one prefetch per 64-byte line, clamped to the last iteration; the
// table row, indexed by the position only, is shared by the heads and left
// alone.
// CHECK-LABEL: func @rows
// CHECK-SAME: (%[[X:[a-z0-9]+]]: memref<4x2048x128xf32>, %[[T:[a-z0-9]+]]: memref<2048x64xf32>, %[[O:[a-z0-9]+]]: memref<4x2048x128xf32>)
// CHECK: scf.forall (%[[H:.*]], %[[P:.*]]) in (4, 2048)
// CHECK: %[[HEAD:.*]] = arith.muli %[[H]], %c2048
// CHECK: %[[LINEAR:.*]] = arith.addi %[[HEAD]], %[[P]]
// CHECK: %[[NEXT:.*]] = arith.addi %[[LINEAR]], %c8
// CHECK: %[[AHEAD:.*]] = arith.minsi %[[NEXT]], %c8191
// CHECK: %[[AP:.*]] = arith.remui %[[AHEAD]], %c2048
// CHECK: %[[AH:.*]] = arith.divui %[[AHEAD]], %c2048
// CHECK: memref.prefetch %[[X]][%[[AH]], %[[AP]], %c0{{.*}}], read, locality<3>, data
// CHECK-COUNT-7: memref.prefetch %[[X]][%[[AH]], %[[AP]], %c{{[0-9]+}}{{.*}}], read
// CHECK: vector.transfer_read %[[X]]
// CHECK-NOT: memref.prefetch %[[T]]
// CHECK: vector.transfer_read %[[T]]
// CHECK: memref.prefetch %[[O]][%{{.*}}, %{{.*}}, %c0{{.*}}], write, locality<3>, data
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

// Left alone: part of a row, a forall with shared outputs (on tensors).
// CHECK-LABEL: func @not_rows
// CHECK-NOT: memref.prefetch
func.func @not_rows(%x: memref<8x128xf32>, %t: tensor<8x128xf32>) -> tensor<8x128xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %acc = memref.alloca() : memref<vector<64xf32>>
  scf.forall (%p) in (8) {
    %part = vector.transfer_read %x[%p, %c0], %pad {in_bounds = [true]} : memref<8x128xf32>, vector<64xf32>
    memref.store %part, %acc[] : memref<vector<64xf32>>
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

// -----

// Rows in any order the indices compute from every induction variable: the
// row the loop reaches 8 iterations later. Transposed (row [b, a] in
// iteration (a, b)); in blocks of 16 positions with the heads inside
// (rope-to-vector's position-block, position blk * 16 + i: 16 bf16 rows of
// 256 bytes ahead is the next head's same position); with a dynamic inner
// bound, only the innermost induction variable moves ahead (no division
// per row), clamped.
// CHECK-LABEL: func @any_order
// CHECK: scf.forall (%[[A:.*]], %[[B:.*]]) in (8, 8)
// CHECK: %[[AHEAD:.*]] = arith.minsi %{{.*}}, %c63
// CHECK: %[[B2:.*]] = arith.remui %[[AHEAD]], %c8
// CHECK: %[[A2:.*]] = arith.divui %[[AHEAD]], %c8
// CHECK: memref.prefetch %{{.*}}[%[[B2]], %[[A2]], %c0{{.*}}], read
// CHECK: scf.forall (%[[BLK:.*]], %[[H:.*]], %[[I:.*]]) in (8, 4, 16)
// CHECK: %[[L1:.*]] = arith.muli %[[BLK]], %c4
// CHECK: %[[L2:.*]] = arith.addi %[[L1]], %[[H]]
// CHECK: %[[L3:.*]] = arith.muli %[[L2]], %c16
// CHECK: %[[L4:.*]] = arith.addi %[[L3]], %[[I]]
// CHECK: %[[N:.*]] = arith.addi %[[L4]], %c16
// CHECK: %[[M:.*]] = arith.minsi %[[N]], %c511
// CHECK: %[[I2:.*]] = arith.remui %[[M]], %c16
// CHECK: %[[Q:.*]] = arith.divui %[[M]], %c16
// CHECK: %[[H2:.*]] = arith.remui %[[Q]], %c4
// CHECK: %[[BLK2:.*]] = arith.divui %[[Q]], %c4
// CHECK: %[[S2:.*]] = arith.muli %[[BLK2]], %c16
// CHECK: %[[P2:.*]] = arith.addi %[[S2]], %[[I2]]
// CHECK-COUNT-4: memref.prefetch %{{.*}}[%[[H2]], %[[P2]], %c{{[0-9]+}}{{.*}}], read
// CHECK: scf.forall (%[[DH:.*]], %[[DP:.*]]) in (%{{.*}}, %{{.*}})
// CHECK: %[[DN:.*]] = arith.addi %[[DP]], %c8
// CHECK: %[[DA:.*]] = arith.minsi %[[DN]], %{{.*}}
// CHECK: memref.prefetch %{{.*}}[%[[DH]], %[[DA]], %c0{{.*}}], read
func.func @any_order(%y: memref<8x8x128xf32>, %q: memref<4x128x128xbf16>, %d: memref<?x?x128xf32>, %h: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %pad = arith.constant 0.0 : f32
  %padb = arith.constant 0.0 : bf16
  %acc = memref.alloca() : memref<vector<128xf32>>
  %accb = memref.alloca() : memref<vector<128xbf16>>
  scf.forall (%a, %b) in (8, 8) {
    %row = vector.transfer_read %y[%b, %a, %c0], %pad {in_bounds = [true]} : memref<8x8x128xf32>, vector<128xf32>
    memref.store %row, %acc[] : memref<vector<128xf32>>
  }
  scf.forall (%blk, %hd, %i) in (8, 4, 16) {
    %start = arith.muli %blk, %c16 : index
    %p = arith.addi %start, %i : index
    %row = vector.transfer_read %q[%hd, %p, %c0], %padb {in_bounds = [true]} : memref<4x128x128xbf16>, vector<128xbf16>
    memref.store %row, %accb[] : memref<vector<128xbf16>>
  }
  scf.forall (%hd, %p) in (%h, %n) {
    %row = vector.transfer_read %d[%hd, %p, %c0], %pad {in_bounds = [true]} : memref<?x?x128xf32>, vector<128xf32>
    memref.store %row, %acc[] : memref<vector<128xf32>>
  }
  return
}

// -----

// An outer loop that steps by 2: only the innermost induction variable moves
// ahead (the linear order would need every loop normalized).
// CHECK-LABEL: func @outer_step
// CHECK: scf.forall (%[[A:.*]], %[[P:.*]]) = (0, 0) to (8, 64) step (2, 1)
// CHECK: %[[N:.*]] = arith.addi %[[P]], %c8
// CHECK: %[[M:.*]] = arith.minsi %[[N]], %c63
// CHECK-NOT: arith.divui
// CHECK: memref.prefetch %{{.*}}[%[[A]], %[[M]], %c0{{.*}}], read
func.func @outer_step(%y: memref<8x64x128xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %acc = memref.alloca() : memref<vector<128xf32>>
  scf.forall (%a, %p) = (0, 0) to (8, 64) step (2, 1) {
    %row = vector.transfer_read %y[%a, %p, %c0], %pad {in_bounds = [true]} : memref<8x64x128xf32>, vector<128xf32>
    memref.store %row, %acc[] : memref<vector<128xf32>>
  }
  return
}
