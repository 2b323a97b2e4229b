// Contractions on AMX tiles inside a sequential loop (a flash tile's key
// loop): a left operand defined outside the loop and not written in it is
// packed once, before the loop; a right operand that is a slice of a
// buffer the loop does not write (the key or value block of the iteration)
// is read from a pack of that whole buffer, made once before the loop.

// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids | FileCheck %s
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// The 30-query functions pack both operands, the others read the queries
// in place.
// REMARK-COUNT-2: operands packed once, the right one in VNNI pairs
// REMARK-COUNT-3: the left operand read in place, the right one packed once in VNNI pairs
// REMARK-NOT: remark

// The keys [256, 128] read as [n, k]: packed whole, 16 tiles of n by 4 of
// k; the iteration's block is the view at n tile j / 16. The 30 queries
// are not whole 32-row blocks: they are packed (readsAMXLeftInPlace).
// CHECK-LABEL: func @invariant_operands
// CHECK: %[[WHOLE:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<16x4x16x32xbf16>
// CHECK: scf.forall
// CHECK: vector.transfer_write %{{.*}}, %[[WHOLE]]
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<2x4x16x32xbf16>
// CHECK: scf.forall
// CHECK: vector.transfer_write %{{.*}}, %[[LEFT]]
// CHECK: scf.for %[[J:.*]] = %c0{{.*}} to %c256{{.*}} step %c64
// CHECK: %[[TILE:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK: memref.subview %[[WHOLE]][%[[TILE]], 0, 0, 0] [4, 4, 16, 32] [1, 1, 1, 1]
// CHECK-NOT: vector.transfer_write %{{.*}}, %[[LEFT]][
// CHECK-NOT: vector.transfer_write %{{.*}}, %[[WHOLE]][
// CHECK: amx.tile_mulf
// CHECK: memref.dealloc %[[LEFT]]
// CHECK: memref.dealloc %[[WHOLE]]
func.func @invariant_operands(%q: memref<30x128xbf16>, %k: memref<256x128xbf16>, %s: memref<4x30x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  scf.for %j = %c0 to %c256 step %c64 {
    %block = memref.subview %k[%j, 0] [64, 128] [1, 1] : memref<256x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
    %i = arith.divui %j, %c64 : index
    %out = memref.subview %s[%i, 0, 0] [1, 30, 64] [1, 1, 1] : memref<4x30x64xf32> to memref<30x64xf32, strided<[64, 1], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%q, %block : memref<30x128xbf16>, memref<64x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%out : memref<30x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}

// -----

// The loop writes the left operand: its pack stays in the loop.
// CHECK-LABEL: func @written_left
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<2x4x16x32xbf16>
// CHECK: scf.for
// CHECK: linalg.fill
// CHECK: vector.transfer_write %{{.*}}, %[[LEFT]]
// CHECK: amx.tile_mulf
func.func @written_left(%q: memref<30x128xbf16>, %k: memref<256x128xbf16>, %s: memref<4x30x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : bf16
  scf.for %j = %c0 to %c256 step %c64 {
    linalg.fill ins(%one : bf16) outs(%q : memref<30x128xbf16>)
    %block = memref.subview %k[%j, 0] [64, 128] [1, 1] : memref<256x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
    %i = arith.divui %j, %c64 : index
    %out = memref.subview %s[%i, 0, 0] [1, 30, 64] [1, 1, 1] : memref<4x30x64xf32> to memref<30x64xf32, strided<[64, 1], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%q, %block : memref<30x128xbf16>, memref<64x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%out : memref<30x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}

// -----

// Blocks of 48 keys start off the 32-key grid of the tiles, and a loop that
// writes the keys changes them: the block is packed in every iteration.
// CHECK-LABEL: func @unaligned_block
// CHECK-NOT: memref<16x4x16x32xbf16>
// CHECK: %[[RIGHT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x4x16x32xbf16>
// CHECK: scf.for
// CHECK: vector.transfer_write %{{.*}}, %[[RIGHT]]
// CHECK: amx.tile_mulf
// CHECK-LABEL: func @written_right
// CHECK-NOT: memref<16x4x16x32xbf16>
// CHECK: %[[RIGHT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x4x16x32xbf16>
// CHECK: scf.for
// CHECK: linalg.fill
// CHECK: vector.transfer_write %{{.*}}, %[[RIGHT]]
// CHECK: amx.tile_mulf
func.func @unaligned_block(%q: memref<32x128xbf16>, %k: memref<256x128xbf16>, %s: memref<32x48xf32>) {
  %c0 = arith.constant 0 : index
  %c48 = arith.constant 48 : index
  %c240 = arith.constant 240 : index
  scf.for %j = %c0 to %c240 step %c48 {
    %block = memref.subview %k[%j, 0] [48, 128] [1, 1] : memref<256x128xbf16> to memref<48x128xbf16, strided<[128, 1], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%q, %block : memref<32x128xbf16>, memref<48x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%s : memref<32x48xf32>)
  }
  return
}
func.func @written_right(%q: memref<32x128xbf16>, %k: memref<256x128xbf16>, %s: memref<32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : bf16
  scf.for %j = %c0 to %c256 step %c64 {
    linalg.fill ins(%one : bf16) outs(%k : memref<256x128xbf16>)
    %block = memref.subview %k[%j, 0] [64, 128] [1, 1] : memref<256x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
        ins(%q, %block : memref<32x128xbf16>, memref<64x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%s : memref<32x64xf32>)
  }
  return
}

// -----

// 32 queries of 128 contiguous bf16 (8 KiB, rows 256 bytes apart): whole
// blocks and tiles, so the tiles are loaded from the queries in place, with
// no left pack at all; the right operand is still read from the pack of
// the whole keys.
// CHECK-LABEL: func @left_in_place
// CHECK-SAME: (%[[Q:[^:]*]]: memref<32x128xbf16>
// CHECK: %[[WHOLE:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<16x4x16x32xbf16>
// CHECK-NOT: memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<2x4x16x32xbf16>
// CHECK: scf.for
// CHECK: amx.tile_load %[[Q]][%{{.*}}, %{{.*}}] : memref<32x128xbf16> into !amx.tile<16x32xbf16>
// CHECK: amx.tile_mulf
func.func @left_in_place(%q: memref<32x128xbf16>, %k: memref<256x128xbf16>, %s: memref<4x32x64xf32>) {
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
