// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Grouped-query attention exported with a dynamic sequence length
// (torch.export.Dim): torch-mlir sizes repeat_kv's expand at run time, so
// the broadcast's group dimension is dynamic in its type, and a tensor.cast
// restores the static query heads after the collapse. The group is then
// the ratio of the static heads (4 query heads over 2 key/value heads).

#bcast = affine_map<(b, h, g, s, d) -> (b, h, s, d)>
#id5 = affine_map<(b, h, g, s, d) -> (b, h, g, s, d)>
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// CHECK-LABEL: func @dynamic_gqa
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x?x8xf32>, %[[K:.*]]: tensor<1x2x?x8xf32>, %[[V:.*]]: tensor<1x2x?x8xf32>, %[[POS:.*]]: tensor<?xi64>)
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[POS]], %[[POS]]) {{.*}} : tensor<1x4x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>
func.func @dynamic_gqa(%q: tensor<1x4x?x8xf32>, %k: tensor<1x2x?x8xf32>, %v: tensor<1x2x?x8xf32>,
    %pos: tensor<?xi64>) -> tensor<1x4x?x8xf32> {
  %c2 = arith.constant 2 : index
  %n = tensor.dim %q, %c2 : tensor<1x4x?x8xf32>
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x4x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<1x4x?x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<1x2x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<1x2x?x8xf32>
  %rep = tensor.empty(%c2, %n) : tensor<1x2x?x?x8xf32>
  %kb = linalg.generic {indexing_maps = [#bcast, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%kr : tensor<1x2x?x8xf32>) outs(%rep : tensor<1x2x?x?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x?x?x8xf32>
  %vb = linalg.generic {indexing_maps = [#bcast, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<1x2x?x8xf32>) outs(%rep : tensor<1x2x?x?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x?x?x8xf32>
  %kc = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<1x2x?x?x8xf32> into tensor<1x?x?x8xf32>
  %vc = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<1x2x?x?x8xf32> into tensor<1x?x?x8xf32>
  %k4 = tensor.cast %kc : tensor<1x?x?x8xf32> to tensor<1x4x?x8xf32>
  %v4 = tensor.cast %vc : tensor<1x?x?x8xf32> to tensor<1x4x?x8xf32>
  %q3 = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
  %k3 = tensor.collapse_shape %k4 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
  %v3 = tensor.collapse_shape %v4 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty(%n, %n) : tensor<4x?x?xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %oinit = tensor.empty(%n) : tensor<4x?x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; no mask; softmax linalg.softmax; PV as linalg.batch_matmul; grouped-query attention, 2 query heads per key/value head (linalg.generic)}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q3, %k3 : tensor<4x?x8xf32>, tensor<4x?x8xf32>) outs(%fill : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<4x?x?xf32>) outs(%init : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%ofill : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
  %o4 = tensor.expand_shape %out [[0, 1], [2], [3]] output_shape [1, 4, %n, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
  return %o4 : tensor<1x4x?x8xf32>
}
