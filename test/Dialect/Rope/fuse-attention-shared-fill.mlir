// RUN: rope-opt %s -rope-fuse-attention --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// One fill initializes both contractions (a fuzzing find: the pass read
// the replaced PV op after erasing it while collecting the producers the
// fusion leaves dead). The fill and its empty tensor go with the graph.
// CHECK: remark: fused into rope.attention
// CHECK-LABEL: func.func @shared_fill
// CHECK-NOT: linalg.fill
// CHECK-NOT: tensor.empty
// CHECK: rope.attention
// CHECK-NOT: linalg.
// CHECK: return
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>
func.func @shared_fill(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
