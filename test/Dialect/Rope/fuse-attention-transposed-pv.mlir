// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// The product with the values written transposed, out^T = V^T P^T, as XLA
// writes JAX's `bhqk,bkhd->bqhd`: the values transposed on the left, the
// probabilities transposed on the right. It fuses into a rope.attention
// whose result is transposed to the product's layout.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id3 = affine_map<(h, m, n) -> (h, m, n)>
#swap = affine_map<(h, m, n) -> (h, n, m)>

// CHECK-LABEL: func.func @transposed_product
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x8xf32>, %[[K:.*]]: tensor<2x8x8xf32>, %[[VT:.*]]: tensor<2x16x8xf32>, %[[POS:.*]]: tensor<8xi64>)
// CHECK: %[[V:.*]] = linalg.transpose ins(%[[VT]] : tensor<2x16x8xf32>) outs(%{{.*}} : tensor<2x8x16xf32>) permutation = [0, 2, 1]
// CHECK: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[POS]], %[[POS]]) {{.*}} -> tensor<2x8x16xf32>
// CHECK: %[[OT:.*]] = linalg.transpose ins(%[[O]] : tensor<2x8x16xf32>) outs(%{{.*}} : tensor<2x16x8xf32>) permutation = [0, 2, 1]
// CHECK-NOT: linalg.batch_matmul
// CHECK: return %[[OT]]
func.func @transposed_product(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %vt: tensor<2x16x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x16x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; no mask; softmax linalg.softmax; PV as out^T = V^T P^T, linalg.batch_matmul (rope.attention's result transposed to it)}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %pt = linalg.generic {indexing_maps = [#swap, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%probs : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x16x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  %out = linalg.batch_matmul ins(%vt, %pt : tensor<2x16x8xf32>, tensor<2x8x8xf32>) outs(%ofill : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %out : tensor<2x16x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// P itself on the right: the product sums over the queries. Not fused.
func.func @probabilities_not_transposed(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %vt: tensor<2x16x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x16x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the product with the values contracts the probabilities over their query dimension, not over the keys the softmax normalizes}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x16x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  %out = linalg.batch_matmul ins(%vt, %probs : tensor<2x16x8xf32>, tensor<2x8x8xf32>) outs(%ofill : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %out : tensor<2x16x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id4 = affine_map<(b, h, m, n) -> (b, h, m, n)>
#swap_heads = affine_map<(b, h, m, n) -> (h, b, n, m)>

// P^T copied with the batch and head dimensions swapped as well: each
// output row would weigh another head's values. Not fused.
func.func @transpose_moves_heads(%q: tensor<4x8x8xf32>, %k: tensor<4x8x8xf32>, %vt: tensor<4x16x8xf32>,
    %pos: tensor<8xi64>) -> tensor<4x16x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<4x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<4x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<4x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<4x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  // expected-remark @+1 {{attention not fused: the product with the values reads the probabilities with the softmax's dimensions permuted as [1, 0, 3, 2], which moves its batch and head dimensions}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s4 = tensor.expand_shape %scores [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %init4 = tensor.empty() : tensor<2x2x8x8xf32>
  %probs = linalg.softmax dimension(3) ins(%s4 : tensor<2x2x8x8xf32>) outs(%init4 : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
  %pt = linalg.generic {indexing_maps = [#swap_heads, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%probs : tensor<2x2x8x8xf32>) outs(%init4 : tensor<2x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x2x8x8xf32>
  %p3 = tensor.collapse_shape %pt [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %oinit = tensor.empty() : tensor<4x16x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  %out = linalg.batch_matmul ins(%vt, %p3 : tensor<4x16x8xf32>, tensor<4x8x8xf32>) outs(%ofill : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
  return %out : tensor<4x16x8xf32>
}
