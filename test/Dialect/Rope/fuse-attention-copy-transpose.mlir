// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Transposes written as copies: a linalg.generic that yields its input read
// through a permutation map, as XLA's exports (through IREE's input
// conversion) write every transpose. The queries and keys are rotated
// [b, s, h, d] (rope-raise moves the sequence next to the channels around
// the rope.rotate and back), then copied to [b, h, s, d] (the keys to
// [b, h, d, s]); the key/value heads are broadcast [b, s, h, g, d] before
// that transpose, and the values are copied to [b, h, s, d].

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#to_bhsd = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#to_bhds = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#group_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#group_out = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>

// CHECK-LABEL: func.func @rotated_before_transpose
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x2x8xf32>, %[[K:.*]]: tensor<1x8x1x8xf32>, %[[V:.*]]: tensor<1x8x1x8xf32>, %[[POS:.*]]: tensor<8xi64>)
// CHECK: %[[QT:.*]] = linalg.transpose ins(%[[Q]] : tensor<1x8x2x8xf32>) {{.*}} permutation = [0, 2, 1, 3]
// CHECK: %[[KT:.*]] = linalg.transpose ins(%[[K]] : tensor<1x8x1x8xf32>) {{.*}} permutation = [0, 2, 1, 3]
// CHECK: %[[VT:.*]] = linalg.transpose ins(%[[V]] : tensor<1x8x1x8xf32>) {{.*}} permutation = [0, 2, 1, 3]
// CHECK: %[[O:.*]] = rope.attention %[[QT]], %[[KT]], %[[VT]] positions(%[[POS]], %[[POS]]) {{.*}} : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>, {{.*}} -> tensor<1x2x8x8xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]]
// CHECK-NOT: linalg.generic
// CHECK: return %[[C]]
func.func @rotated_before_transpose(%q: tensor<1x8x2x8xf32>, %k: tensor<1x8x1x8xf32>,
    %v: tensor<1x8x1x8xf32>, %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %zero = arith.constant 0.0 : f32
  // rope-raise's rotations of [b, s, h, d].
  %qe = tensor.empty() : tensor<1x2x8x8xf32>
  %qt = linalg.transpose ins(%q : tensor<1x8x2x8xf32>) outs(%qe : tensor<1x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %qr = rope.rotate %qt, %pos, %freqs layout(half) : tensor<1x2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<1x2x8x8xf32>
  %qbe = tensor.empty() : tensor<1x8x2x8xf32>
  %qb = linalg.transpose ins(%qr : tensor<1x2x8x8xf32>) outs(%qbe : tensor<1x8x2x8xf32>) permutation = [0, 2, 1, 3]
  %ke = tensor.empty() : tensor<1x1x8x8xf32>
  %kt = linalg.transpose ins(%k : tensor<1x8x1x8xf32>) outs(%ke : tensor<1x1x8x8xf32>) permutation = [0, 2, 1, 3]
  %kr = rope.rotate %kt, %pos, %freqs layout(half) : tensor<1x1x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<1x1x8x8xf32>
  %kbe = tensor.empty() : tensor<1x8x1x8xf32>
  %kb = linalg.transpose ins(%kr : tensor<1x1x8x8xf32>) outs(%kbe : tensor<1x8x1x8xf32>) permutation = [0, 2, 1, 3]
  // The key/value heads broadcast to the query heads, [b, s, h, g, d].
  %ge = tensor.empty() : tensor<1x8x1x2x8xf32>
  %kg = linalg.generic {indexing_maps = [#group_in, #group_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%kb : tensor<1x8x1x8xf32>) outs(%ge : tensor<1x8x1x2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x1x2x8xf32>
  %kc = tensor.collapse_shape %kg [[0], [1], [2, 3], [4]] : tensor<1x8x1x2x8xf32> into tensor<1x8x2x8xf32>
  %vg = linalg.generic {indexing_maps = [#group_in, #group_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<1x8x1x8xf32>) outs(%ge : tensor<1x8x1x2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x1x2x8xf32>
  %vc = tensor.collapse_shape %vg [[0], [1], [2, 3], [4]] : tensor<1x8x1x2x8xf32> into tensor<1x8x2x8xf32>
  // XLA's transposes: Q and V to [b, h, s, d], K to [b, h, d, s].
  %qh = linalg.generic {indexing_maps = [#to_bhsd, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qb : tensor<1x8x2x8xf32>) outs(%qe : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x8xf32>
  %kh = linalg.generic {indexing_maps = [#to_bhds, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kc : tensor<1x8x2x8xf32>) outs(%qe : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x8xf32>
  %vh = linalg.generic {indexing_maps = [#to_bhsd, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%vc : tensor<1x8x2x8xf32>) outs(%qe : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x8xf32>
  %q3 = tensor.collapse_shape %qh [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %k3 = tensor.collapse_shape %kh [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %v3 = tensor.collapse_shape %vh [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul of keys transposed by a linalg.generic copy; scale 1; no mask; softmax linalg.softmax; PV as linalg.batch_matmul of transposed values; grouped-query attention, 2 query heads per key/value head (linalg.generic)}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul ins(%q3, %k3 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#to_bhsd = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#to_bhds = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>

// A rotation along the heads: rope.rotate of [b, s, h, d] rotates along h
// (its second to last dimension), which the copies then move to the batch
// and head dimensions of the product. Not fused.
func.func @rotated_along_heads(%q: tensor<1x8x2x8xf32>, %k: tensor<1x8x2x8xf32>,
    %v: tensor<2x8x8xf32>, %pos: tensor<2xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %zero = arith.constant 0.0 : f32
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x8x2x8xf32>, tensor<2xi64>, tensor<4xf64> -> tensor<1x8x2x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<1x8x2x8xf32>, tensor<2xi64>, tensor<4xf64> -> tensor<1x8x2x8xf32>
  %qe = tensor.empty() : tensor<1x2x8x8xf32>
  %qh = linalg.generic {indexing_maps = [#to_bhsd, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr : tensor<1x8x2x8xf32>) outs(%qe : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x8xf32>
  %kh = linalg.generic {indexing_maps = [#to_bhds, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr : tensor<1x8x2x8xf32>) outs(%qe : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x8xf32>
  %q3 = tensor.collapse_shape %qh [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %k3 = tensor.collapse_shape %kh [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the QK^T product reads the queries with the dimensions of rope.rotate permuted as [0, 2, 1, 3]: rope.attention takes them [..., seq, channels] with their batch and head dimensions in place}}
  %scores = linalg.batch_matmul ins(%q3, %k3 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#to_bhds = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#group_in = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#group_out = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>

// The key heads broadcast [b, s, g, h, d], the new dimension before the
// heads: query head i reads key head i mod 2, not i / 2. Not fused.
func.func @group_before_heads(%q: tensor<1x4x8x8xf32>, %k: tensor<1x8x2x8xf32>,
    %v: tensor<4x8x8xf32>, %pos: tensor<8xi64>) -> tensor<4x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %zero = arith.constant 0.0 : f32
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x4x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<1x4x8x8xf32>
  %ge = tensor.empty() : tensor<1x8x2x2x8xf32>
  %kg = linalg.generic {indexing_maps = [#group_in, #group_out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<1x8x2x8xf32>) outs(%ge : tensor<1x8x2x2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x2x2x8xf32>
  %kc = tensor.collapse_shape %kg [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x8xf32> into tensor<1x8x4x8xf32>
  %ke = tensor.empty() : tensor<1x4x8x8xf32>
  %kh = linalg.generic {indexing_maps = [#to_bhds, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kc : tensor<1x8x4x8xf32>) outs(%ke : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x8x8xf32>
  %q3 = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
  %k3 = tensor.collapse_shape %kh [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
  %init = tensor.empty() : tensor<4x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  // expected-remark @+1 {{attention not fused: the keys are broadcast to the query heads by linalg.generic in a way rope.attention does not express}}
  %scores = linalg.batch_matmul ins(%q3, %k3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<4x8x8xf32>) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %out : tensor<4x8x8xf32>
}

// -----

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#to_bhds = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>

// Keys rotated along their heads (rope.rotate of [b, s, h, d]) are not
// rotated as the queries: the walk stops at their copy to [b, h, d, s],
// which it would take as given, but rope.attention takes given keys
// [..., seq, channels]. Not fused.
func.func @keys_rotated_along_heads(%q: tensor<1x2x8x8xf32>, %k: tensor<1x8x2x8xf32>,
    %v: tensor<2x8x8xf32>, %pos: tensor<8xi64>, %heads: tensor<2xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %zero = arith.constant 0.0 : f32
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<1x2x8x8xf32>
  %kr = rope.rotate %k, %heads, %freqs layout(half) : tensor<1x8x2x8xf32>, tensor<2xi64>, tensor<4xf64> -> tensor<1x8x2x8xf32>
  %ke = tensor.empty() : tensor<1x2x8x8xf32>
  %kh = linalg.generic {indexing_maps = [#to_bhds, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr : tensor<1x8x2x8xf32>) outs(%ke : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x8x8xf32>
  %q3 = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %k3 = tensor.collapse_shape %kh [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the QK^T product contracts the keys (from linalg.generic) over their second to last dimension: rope.attention takes them [..., seq, channels] and contracts the channels}}
  %scores = linalg.batch_matmul ins(%q3, %k3 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
