// A contraction on AMX tiles inside a sequential loop (a flash tile's key
// loop) whose left operand is defined outside the loop and not written in
// it packs that operand once, before the loop; the right operand, a view
// the loop moves, is packed in every iteration.

// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids | FileCheck %s

// CHECK-LABEL: func @invariant_left
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4x16x32xbf16>
// CHECK: %[[RIGHT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x4x16x32xbf16>
// The left pack's loops, then the key loop.
// CHECK: scf.for
// CHECK: vector.transfer_write %{{.*}}, %[[LEFT]]
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c256{{.*}} step %c64
// CHECK-NOT: %[[LEFT]][{{.*}}] {in_bounds
// CHECK: vector.transfer_write %{{.*}}, %[[RIGHT]]
// CHECK: amx.tile_mulf
// CHECK: memref.dealloc %[[LEFT]]
func.func @invariant_left(%q: memref<32x128xbf16>, %k: memref<256x128xbf16>, %s: memref<4x32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  scf.for %j = %c0 to %c256 step %c64 {
    %block = memref.subview %k[%j, 0] [64, 128] [1, 1] : memref<256x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
    %i = arith.divui %j, %c64 : index
    %out = memref.subview %s[%i, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%q, %block : memref<32x128xbf16>, memref<64x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%out : memref<32x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}

// -----

// The loop writes the left operand: its pack stays in the loop.
// CHECK-LABEL: func @written_left
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4x16x32xbf16>
// CHECK: scf.for
// CHECK: linalg.fill
// CHECK: vector.transfer_write %{{.*}}, %[[LEFT]]
// CHECK: amx.tile_mulf
func.func @written_left(%q: memref<32x128xbf16>, %k: memref<256x128xbf16>, %s: memref<4x32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : bf16
  scf.for %j = %c0 to %c256 step %c64 {
    linalg.fill ins(%one : bf16) outs(%q : memref<32x128xbf16>)
    %block = memref.subview %k[%j, 0] [64, 128] [1, 1] : memref<256x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
    %i = arith.divui %j, %c64 : index
    %out = memref.subview %s[%i, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32> to memref<32x64xf32, strided<[64, 1], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%q, %block : memref<32x128xbf16>, memref<64x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%out : memref<32x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}
