// Shapes that are legal but extreme lower without trouble: an empty sequence
// and a sequence of 2^57 positions, 2^62 bytes (only IR is built, nothing is
// allocated). One of 2^60 positions, whose 2^65 bytes 64-bit indices cannot
// address, is a verifier error (test/Dialect/Rope/invalid.mlir).
// RUN: rope-opt %s -rope-lower-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @empty_seq
func.func @empty_seq(%q: tensor<0x8xf32>, %p: tensor<0xi64>) -> tensor<0x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf32>
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<0x8xf32>, tensor<0xi64>, tensor<4xf32> -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}

// CHECK-LABEL: llvm.func @huge
// CHECK: llvm.mlir.constant(144115188075855872 : index)
func.func @huge(%q: tensor<144115188075855872x8xf32>, %p: index) -> tensor<144115188075855872x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf32>
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<144115188075855872x8xf32>, index, tensor<4xf32> -> tensor<144115188075855872x8xf32>
  return %0 : tensor<144115188075855872x8xf32>
}
