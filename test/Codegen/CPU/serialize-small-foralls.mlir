// RUN: rope-opt %s -rope-serialize-small-foralls=min-parallel-elements=1024 -split-input-file | FileCheck %s

// 16 iterations x 32-element vectors = 512 < 1024: sequential. 64 x 32 =
// 2048: parallel. A dynamic bound stays parallel.
// CHECK-LABEL: func @work
// CHECK: scf.for %{{.*}} = %{{.*}} to %c16 step %c1
// CHECK: scf.forall (%{{.*}}) in (64)
// CHECK: scf.forall (%{{.*}}) in (%{{.*}})
func.func @work(%a: memref<64x32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %v = vector.broadcast %z : f32 to vector<32xf32>
  scf.forall (%i) in (16) {
    vector.store %v, %a[%i, %c0] : memref<64x32xf32>, vector<32xf32>
  }
  scf.forall (%i) in (64) {
    vector.store %v, %a[%i, %c0] : memref<64x32xf32>, vector<32xf32>
  }
  scf.forall (%i) in (%n) {
    vector.store %v, %a[%i, %c0] : memref<64x32xf32>, vector<32xf32>
  }
  return
}

// -----

// An inner scf.for multiplies the work of an iteration: 16 x (8 x 8) = 1024.
// CHECK-LABEL: func @inner_loop
// CHECK: scf.forall
func.func @inner_loop(%a: memref<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0.0 : f32
  %v = vector.broadcast %z : f32 to vector<8xf32>
  scf.forall (%i) in (16) {
    scf.for %j = %c0 to %c64 step %c8 {
      vector.store %v, %a[%i, %j] : memref<16x64xf32>, vector<8xf32>
    }
  }
  return
}

// -----

// Trip counts past int64 (found by rope-fuzz: a signed overflow of trips x
// iterations): counted saturated, so both loops stay parallel.
// CHECK-LABEL: func @huge_trip_counts
// CHECK-COUNT-2: scf.forall
// CHECK-NOT: scf.for
func.func @huge_trip_counts(%x: memref<4x2048x128xf32>, %o: memref<4x2048x128xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  scf.forall (%h, %p) in (4611686018427387904, 2048) {
    %row = vector.transfer_read %x[%h, %p, %c0], %pad {in_bounds = [true]} : memref<4x2048x128xf32>, vector<128xf32>
    vector.transfer_write %row, %o[%h, %p, %c0] {in_bounds = [true]} : vector<128xf32>, memref<4x2048x128xf32>
  }
  scf.forall (%i) = (-9223372036854775807) to (9223372036854775807) step (1) {
    %row = vector.transfer_read %x[%c0, %c0, %c0], %pad {in_bounds = [true]} : memref<4x2048x128xf32>, vector<128xf32>
    vector.transfer_write %row, %o[%c0, %c0, %c0] {in_bounds = [true]} : vector<128xf32>, memref<4x2048x128xf32>
  }
  return
}
