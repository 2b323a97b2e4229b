// Shapes that are legal but extreme lower without trouble: an empty sequence
// and a sequence of 2^60 positions (only IR is built, nothing is allocated).
// RUN: rope-opt %s -rope-lower-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @empty_seq
func.func @empty_seq(%q: tensor<0x8xf32>, %p: tensor<0xi64>) -> tensor<0x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf32>
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<0x8xf32>, tensor<0xi64>, tensor<4xf32> -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}

// CHECK-LABEL: llvm.func @huge
// CHECK: llvm.mlir.constant(1152921504606846976 : index)
func.func @huge(%q: tensor<1152921504606846976x8xf32>, %p: index) -> tensor<1152921504606846976x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf32>
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<1152921504606846976x8xf32>, index, tensor<4xf32> -> tensor<1152921504606846976x8xf32>
  return %0 : tensor<1152921504606846976x8xf32>
}
