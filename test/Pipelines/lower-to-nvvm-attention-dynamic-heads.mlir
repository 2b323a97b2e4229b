// rope-lower-to-nvvm writes rope.attention as a graph in which query head h
// reads key head h / group through an affine map: dynamic head counts are a
// located error, not wrong code.
// RUN: not rope-opt %s --rope-lower-to-nvvm 2>&1 >/dev/null | FileCheck %s

// CHECK: lower-to-nvvm-attention-dynamic-heads.mlir:[[# @LINE + 3]]:8: error: 'rope.attention' op needs static head counts to be lowered as a graph
func.func @dynamic_groups(%q: tensor<?x16x32xf32>, %k: tensor<?x16x32xf32>, %pos: tensor<16xi64>) -> tensor<?x16x32xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %o = rope.attention %q, %k, %k positions(%pos, %pos) frequencies(%f) layout(half)
     : tensor<?x16x32xf32>, tensor<?x16x32xf32>, tensor<?x16x32xf32>, tensor<16xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<?x16x32xf32>
  return %o : tensor<?x16x32xf32>
}
