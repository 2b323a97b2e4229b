// rope-lower-to-llvm records each entry point's signature from its tensor
// types (before bufferization), next to the C wrapper, and only when it
// emits C wrappers.
// RUN: rope-opt %s -rope-lower-to-llvm | FileCheck %s
// RUN: rope-opt %s -rope-lower-to-llvm=emit-c-interface=false | FileCheck %s --check-prefix=NOWRAP

// CHECK-DAG: llvm.mlir.global external constant @_rope_signature_rotate("{\22version\22:1,\22function\22:\22rotate\22,\22args\22:[{\22kind\22:\22tensor\22,\22type\22:\22f32\22,\22shape\22:[2,-1,8],\22mlir\22:\22tensor<2x?x8xf32>\22},{\22kind\22:\22tensor\22,\22type\22:\22i64\22,\22shape\22:[-1],\22mlir\22:\22tensor<?xi64>\22,\22name\22:\22positions\22}],\22results\22:[{\22kind\22:\22tensor\22,\22type\22:\22f32\22,\22shape\22:[2,-1,8],\22mlir\22:\22tensor<2x?x8xf32>\22}]}\00")
// CHECK-DAG: llvm.func @_mlir_ciface_rotate(
// CHECK-NOT: _rope_signature_helper
// NOWRAP-NOT: _rope_signature_
func.func @rotate(%x: tensor<2x?x8xf32>, %pos: tensor<?xi64> {rope.name = "positions"})
    -> tensor<2x?x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %r = call @helper(%x, %pos, %f)
      : (tensor<2x?x8xf32>, tensor<?xi64>, tensor<4xf64>) -> tensor<2x?x8xf32>
  return %r : tensor<2x?x8xf32>
}

func.func private @helper(%x: tensor<2x?x8xf32>, %pos: tensor<?xi64>, %f: tensor<4xf64>)
    -> tensor<2x?x8xf32> {
  %r = rope.rotate %x, %pos, %f layout(half)
      : tensor<2x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<2x?x8xf32>
  return %r : tensor<2x?x8xf32>
}
