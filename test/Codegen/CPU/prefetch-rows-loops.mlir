// RUN: rope-opt %s --rope-prefetch-rows --split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-prefetch-rows=distance=256 --split-input-file | FileCheck %s --check-prefix=NEAR
// RUN: rope-opt %s --rope-prefetch-rows=loop-cache-level=2 --split-input-file | FileCheck %s --check-prefix=L2

// A loop reading one 256-byte row of a function argument per iteration,
// through a rank-reducing subview (a key block of [b, h, s, d]): prefetches
// of the row 4096 / 256 = 16 rows ahead, one per 64-byte line, at the
// argument's indices. The table row read from a buffer that is not an
// argument gets none.
// CHECK-LABEL: func @rows
// CHECK-SAME: (%[[K:.*]]: memref<1x4x4096x128xbf16>, %{{.*}}: memref<64x64xf32>, %[[H:.*]]: index, %[[J:.*]]: index)
// CHECK: scf.for %[[I:.*]] = %c0 to %c64 step %c1 {
// CHECK:   %[[ROW:.*]] = arith.addi %[[J]], %[[I]]
// CHECK:   %[[AHEAD:.*]] = arith.addi %[[ROW]], %c16
// CHECK:   memref.prefetch %[[K]][%c0{{.*}}, %[[H]], %[[AHEAD]], %c0{{.*}}], read, locality<3>, data
// CHECK:   %[[C32:.*]] = arith.addi %c0{{.*}}, %c32
// CHECK:   memref.prefetch %[[K]][%c0{{.*}}, %[[H]], %[[AHEAD]], %[[C32]]], read, locality<3>, data
// CHECK:   memref.prefetch
// CHECK:   memref.prefetch
// CHECK-NOT: memref.prefetch
// CHECK:   vector.transfer_read
// CHECK:   vector.transfer_read
// With loop-cache-level=2 the same prefetches go into the L2 (locality 2,
// prefetcht1), as rope-lower-to-llvm asks on Zen 4.
// L2-LABEL: func @rows
// L2: scf.for
// L2-COUNT-4: memref.prefetch %{{.*}}, read, locality<2>, data
// L2-NOT: memref.prefetch
// L2: vector.transfer_read
// NEAR-LABEL: func @rows
// NEAR: scf.for
// NEAR: %[[ONE:.*]] = arith.constant 1 : index
// NEAR-NEXT: %[[AHEAD:.*]] = arith.addi %{{.*}}, %[[ONE]] : index
// NEAR-NEXT: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}, %[[AHEAD]], %{{.*}}]
func.func @rows(%k: memref<1x4x4096x128xbf16>, %table: memref<64x64xf32>, %h: index, %j: index) -> vector<128xbf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : bf16
  %fpad = arith.constant 0.0 : f32
  %block = memref.subview %k[0, %h, %j, 0] [1, 1, 64, 128] [1, 1, 1, 1]
      : memref<1x4x4096x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
  %out = memref.alloca() : memref<64x128xbf16>
  scf.for %i = %c0 to %c64 step %c1 {
    %row = vector.transfer_read %block[%i, %c0], %pad {in_bounds = [true]}
        : memref<64x128xbf16, strided<[128, 1], offset: ?>>, vector<128xbf16>
    %t = vector.transfer_read %table[%i, %c0], %fpad {in_bounds = [true]}
        : memref<64x64xf32>, vector<64xf32>
    vector.transfer_write %row, %out[%i, %c0] {in_bounds = [true]}
        : vector<128xbf16>, memref<64x128xbf16>
  }
  %r = vector.transfer_read %out[%c0, %c0], %pad {in_bounds = [true]} : memref<64x128xbf16>, vector<128xbf16>
  return %r : vector<128xbf16>
}

// -----

// Loops with vector FMAs (matmul micro-kernels) and reads along the loop's
// innermost dimension get no prefetches.
// CHECK-LABEL: func @kernel
// CHECK-NOT: memref.prefetch
func.func @kernel(%a: memref<64x128xf32>, %acc: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%s = %acc) -> (vector<16xf32>) {
    %x = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true]} : memref<64x128xf32>, vector<16xf32>
    %f = vector.fma %x, %x, %s : vector<16xf32>
    scf.yield %f : vector<16xf32>
  }
  %t = scf.for %i = %c0 to %c64 step %c1 iter_args(%s = %acc) -> (vector<16xf32>) {
    %x = vector.transfer_read %a[%c0, %i], %pad {in_bounds = [true]} : memref<64x128xf32>, vector<16xf32>
    %y = arith.addf %x, %s : vector<16xf32>
    scf.yield %y : vector<16xf32>
  }
  %u = arith.addf %r, %t : vector<16xf32>
  return %u : vector<16xf32>
}

