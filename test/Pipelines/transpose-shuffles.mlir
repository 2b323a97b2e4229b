// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=sapphirerapids num-threads=1" \
// RUN:   | FileCheck %s

// rope-lower-to-llvm lowers a transpose of 16 x 16 words of 32 bits (the
// AMX pack of keys read as [n, k], rope-vectorize-contractions) to
// shuffles of whole rows, 64 of them (vector-transpose-lowering
// shuffle16x16), not to an extract and an insert per element (256 of each,
// which the x86 backend kept as such).
// CHECK-LABEL: llvm.func @transpose(
// CHECK-NOT: llvm.extractelement
// CHECK-COUNT-64: llvm.shufflevector
// CHECK-NOT: llvm.extractelement
// CHECK: llvm.return
func.func @transpose(%a: memref<16x16xi32>, %b: memref<16x16xi32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i32
  %v = vector.transfer_read %a[%c0, %c0], %zero {in_bounds = [true, true]}
      : memref<16x16xi32>, vector<16x16xi32>
  %t = vector.transpose %v, [1, 0] : vector<16x16xi32> to vector<16x16xi32>
  vector.transfer_write %t, %b[%c0, %c0] {in_bounds = [true, true]}
      : vector<16x16xi32>, memref<16x16xi32>
  return
}

// The f32 pack of a right operand read as [n, k] (QK^T with K [keys, d]):
// 16 x 16 blocks, two per 32-column panel and 16 k, each 64 shuffles; the
// gathers of k past the last 16 (none here: d = 64) stay as they were.
// CHECK-LABEL: llvm.func @qk_pack(
// CHECK-COUNT-128: llvm.shufflevector
// CHECK: llvm.return
func.func @qk_pack(%q: memref<2x300x64xf32>, %k: memref<2x256x64xf32>,
                   %s: memref<2x300x256xf32>) {
  linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%q, %k : memref<2x300x64xf32>, memref<2x256x64xf32>)
      outs(%s : memref<2x300x256xf32>)
  return
}
