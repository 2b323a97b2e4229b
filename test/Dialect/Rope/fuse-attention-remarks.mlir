// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics -o /dev/null

// The remarks of rope-fuse-attention: what it fused, where the keys are
// rotated and why, and why an attention was not fused. Each case is the same
// 2 x [8, 8] attention with one thing changed.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// Fused: one remark for the forms, one for the key rotation.
func.func @fused(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; no mask; softmax linalg.softmax; PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated on_read (cost model): each key block is read by 1 query tiles (192 queries per tile, 1 query heads per key head): rotating on read costs 0.00 extra flops per key element, a rotated copy 8.00 extra bytes (64.00 flops at 8.00 flops per byte); estimated extra work: on_read 0 flops, up_front 1.02e+03 bytes}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// Keys rotated otherwise than the queries (frequencies, layout, rotary_dim,
// inverse) or not at all are taken as given: rope.attention without key
// positions rotates only the queries, as the graph does.
func.func @different_frequencies(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %freqs2 = rope.frequencies #rope.default<rotary_dim = 8, base = 500000.0> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs2 layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{keys taken as given, not rotated by the fused op (the queries and keys are rotated with different frequencies)}}
  // expected-remark @+1 {{keys taken as given: only the queries are rotated, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// ... their layout ...
func.func @different_layouts(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(interleaved) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{keys taken as given, not rotated by the fused op (the queries and keys are rotated with different layouts)}}
  // expected-remark @+1 {{keys taken as given: only the queries are rotated, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// ... their rotary_dim ...
func.func @different_rotary_dims(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %freqs4 = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %qr = rope.rotate %q, %pos, %freqs4 layout(half) rotary_dim(4) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<2xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{keys taken as given, not rotated by the fused op (the queries and keys are rotated with different rotary_dim)}}
  // expected-remark @+1 {{keys taken as given: only the queries are rotated, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// ... and rotate forward.
func.func @inverse_rotation(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) inverse : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{keys taken as given, not rotated by the fused op (the keys are rotated with `inverse`)}}
  // expected-remark @+1 {{keys taken as given: only the queries are rotated, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// The rotated queries are also returned: they must be written anyway.
func.func @rotated_queries_used_elsewhere(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the rotated queries (rope.rotate) are also used by func.return}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out, %qr : tensor<2x8x8xf32>, tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// The scores are also returned.
func.func @scores_used_elsewhere(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the scores (linalg.batch_matmul) are also used by func.return}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out, %scores : tensor<2x8x8xf32>, tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// The probabilities are also returned (attention weights as an output).
func.func @probabilities_used_elsewhere(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the probabilities (linalg.softmax) are also used by func.return}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out, %probs : tensor<2x8x8xf32>, tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// Only the queries are rotated: rope.attention without key positions would
// mean keys that are already rotated, which this graph does not say.
func.func @keys_not_rotated(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = tensor.empty() : tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{keys taken as given, not rotated by the fused op (they come from tensor.empty)}}
  // expected-remark @+1 {{keys taken as given: only the queries are rotated, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// Only the keys are rotated.
func.func @queries_not_rotated(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %qr = arith.constant dense<1.0> : tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the keys are rotated but the queries are not (they come from arith.constant)}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// Plain attention (no rope.rotate on either side) is fused without a
// rotation; with unrotated=false it is left to other passes
// (fuse-attention-unrotated.mlir).
func.func @no_rotation(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = arith.constant dense<1.0> : tensor<2x8x8xf32>
  %kr = arith.constant dense<2.0> : tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; no mask; softmax linalg.softmax; PV as linalg.batch_matmul; no rotation: neither the queries (from arith.constant) nor the keys (from arith.constant) are rotated by rope.rotate (a layer without positional embedding)}}
  // expected-remark @+1 {{nothing rotated: the fused op has no positions or frequencies, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// Values are never rotated: a warning at the rotation, and no fusion.
func.func @rotated_values(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  // expected-warning @+1 {{values are never rotated: this rope.rotate feeds the values of an attention, which is not fused}}
  %vr = rope.rotate %v, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the values are rotated, and values are never rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %vr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// A mask that is not causal (no query sees key 0: neither a causal nor a
// sliding-window band).
func.func @not_causal(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask: the mask is not causal: query 1 sees 7 keys from key 1, not 6 from key 2}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %mask = arith.constant dense<[[0xFF800000, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #bcast, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %mask : tensor<2x8x8xf32>, tensor<1x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %m: f32, %out: f32):
    %r = arith.addf %s, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#bcast = affine_map<(h, m, n) -> (0, n)>

// A scale that is not a constant is not a scale the op can take.
func.func @scale_by_argument(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask: its value at query 0, key 0 is neither the score plus a constant nor a constant function of the indices}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %c = tensor.empty() : tensor<2x8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %r = arith.mulf %s, %f : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// A strict causal mask (j < i) with a finite fill: query 0 sees no key and
// gets uniform weights in the graph, NaN in rope.attention.
func.func @finite_fill_hides_a_whole_row(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the mask hides every key from the first queries with a finite value, which gives them uniform weights, rope.attention NaN}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi sge, %j, %i : index
    %r = arith.select %hidden, %lowest, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Key/value heads repeated before the heads ([g, hkv]): query head h would
// read key head h % 2, not h / 2.
func.func @heads_repeated_outside(%q: tensor<4x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<4x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<4x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<4x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %rep = tensor.empty() : tensor<2x2x8x8xf32>
  %kb = linalg.broadcast ins(%kr : tensor<2x8x8xf32>) outs(%rep : tensor<2x2x8x8xf32>) dimensions = [0]
  %vb = linalg.broadcast ins(%v : tensor<2x8x8xf32>) outs(%rep : tensor<2x2x8x8xf32>) dimensions = [0]
  %k4 = tensor.collapse_shape %kb [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %v4 = tensor.collapse_shape %vb [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  // expected-remark @+1 {{attention not fused: the keys are broadcast to the query heads by linalg.broadcast in a way rope.attention does not express (one dimension added right after the key/value heads, so that query head h reads head h / group)}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %k4 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<4x8x8xf32>) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v4 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %out : tensor<4x8x8xf32>
}

// -----

// A rotation that feeds no attention is left alone, without remarks.
func.func @rotation_only(%q: tensor<2x8x8xf32>, %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  return %qr : tensor<2x8x8xf32>
}

// -----

// Zero heads (found by rope-fuzz: the cost model divided by the key/value
// head count): nothing to group query heads by, so not fused.
func.func @zero_heads(%q: tensor<0x16x32xf32>, %k: tensor<0x64x32xf32>,
    %v: tensor<0x64x32xf32>, %off: index, %kpos: tensor<64xi32>) -> tensor<0x16x32xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %qr = rope.rotate %q, %off, %freqs layout(interleaved) : tensor<0x16x32xf32>, index, tensor<16xf64> -> tensor<0x16x32xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(interleaved) : tensor<0x64x32xf32>, tensor<64xi32>, tensor<16xf64> -> tensor<0x64x32xf32>
  %kt_init = tensor.empty() : tensor<0x32x64xf32>
  %kt = linalg.transpose ins(%kr : tensor<0x64x32xf32>) outs(%kt_init : tensor<0x32x64xf32>) permutation = [0, 2, 1]
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<0x16x64xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<0x16x64xf32>) -> tensor<0x16x64xf32>
  // expected-remark @+1 {{attention not fused: there are no key/value heads (a head dimension of size 0)}}
  %scores = linalg.batch_matmul ins(%qr, %kt : tensor<0x16x32xf32>, tensor<0x32x64xf32>) outs(%fill : tensor<0x16x64xf32>) -> tensor<0x16x64xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<0x16x64xf32>) outs(%init : tensor<0x16x64xf32>) -> tensor<0x16x64xf32>
  %out_init = tensor.empty() : tensor<0x16x32xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<0x16x32xf32>) -> tensor<0x16x32xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<0x16x64xf32>, tensor<0x64x32xf32>) outs(%out_fill : tensor<0x16x32xf32>) -> tensor<0x16x32xf32>
  return %out : tensor<0x16x32xf32>
}
