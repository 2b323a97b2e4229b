// rope.attention has no GPU lowering yet: rope-lower-to-nvvm stops with a
// located error instead of producing wrong code (on the GPU, write the
// rotations and the linalg attention around them, as
// lower-to-nvvm-attention.mlir does).
// RUN: not rope-opt %s --rope-lower-to-nvvm 2>&1 | FileCheck %s
// CHECK: lower-to-nvvm-unsupported.mlir:[[# @LINE + 4]]:8: error: failed to legalize operation 'rope.attention'
func.func @prefill(%q: tensor<1x8x128x64xf32>, %k: tensor<1x2x128x64xf32>,
                   %v: tensor<1x2x128x64xf32>, %pos: tensor<128xi64>) -> tensor<1x8x128x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f) layout(half) scale(0.125) causal key_rotation(up_front)
     : tensor<1x8x128x64xf32>, tensor<1x2x128x64xf32>, tensor<1x2x128x64xf32>, tensor<32xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x8x128x64xf32>
  return %o : tensor<1x8x128x64xf32>
}
