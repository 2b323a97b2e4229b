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
