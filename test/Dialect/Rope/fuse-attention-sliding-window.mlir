// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Sliding-window causal masks (Mistral's and Gemma's `sliding_window`):
// query i sees the W keys i + diagonal - W < j <= i + diagonal. The mask is
// recognized by evaluating it, whatever computes it, and fuses as
// `causal window(W)`; a mask whose visible keys are not one such band per
// query is refused with the query that breaks it.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// CHECK-LABEL: func @select_window
// CHECK: rope.attention {{.*}} causal window(3) key_rotation
func.func @select_window(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %qpos: tensor<8xi64>, %kpos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %qpos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as select of -inf on the scores, diagonal 0, sliding window of 3 keys; softmax linalg.softmax; PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c3 = arith.constant 3 : index
    %future = arith.cmpi sgt, %j, %i : index
    %behind = arith.subi %i, %j : index
    %old = arith.cmpi sge, %behind, %c3 : index
    %hidden = arith.ori %future, %old : i1
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%ofill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Decoding 6 queries after 4 cached keys with an additive constant mask: the
// diagonal is Skv - Sq = 4, the default, so only the window is recorded.
// CHECK-LABEL: func @additive_window
// CHECK: rope.attention {{.*}} causal window(4) key_rotation
func.func @additive_window(%q: tensor<2x6x8xf32>, %k: tensor<2x10x8xf32>, %v: tensor<2x10x8xf32>,
    %qpos: tensor<6xi64>, %kpos: tensor<10xi64>) -> tensor<2x6x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %qpos, %freqs layout(half) : tensor<2x6x8xf32>, tensor<6xi64>, tensor<4xf64> -> tensor<2x6x8xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(half) : tensor<2x10x8xf32>, tensor<10xi64>, tensor<4xf64> -> tensor<2x10x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x6x10xf32>
  %oinit = tensor.empty() : tensor<2x6x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x6x10xf32>) -> tensor<2x6x10xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
  %mask = arith.constant dense<[[0xFF800000, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0.0, 0.0, 0.0, 0.0, 0xFF800000, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0.0, 0.0, 0.0, 0.0, 0xFF800000], [0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000, 0.0, 0.0, 0.0, 0.0]]> : tensor<6x10xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as additive mask, diagonal 4, sliding window of 4 keys; softmax linalg.softmax; PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x6x8xf32>, tensor<2x10x8xf32>) outs(%fill : tensor<2x6x10xf32>) -> tensor<2x6x10xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %mask : tensor<2x6x10xf32>, tensor<6x10xf32>) outs(%init : tensor<2x6x10xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %r = arith.addf %x, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x6x10xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x6x10xf32>) outs(%init : tensor<2x6x10xf32>) -> tensor<2x6x10xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x6x10xf32>, tensor<2x10x8xf32>) outs(%ofill : tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
  return %out : tensor<2x6x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// A sliding window that also keeps key 0 visible (an attention sink) is not
// one band per query.
// CHECK-LABEL: func @window_with_sink
// CHECK-NOT: rope.attention
func.func @window_with_sink(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %qpos: tensor<8xi64>, %kpos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %qpos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the scores pass through linalg.generic, which is neither a constant scale nor a causal mask: the mask is not causal: query 3 sees key 2 after a hidden one}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %true = arith.constant true
    %future = arith.cmpi sgt, %j, %i : index
    %behind = arith.subi %i, %j : index
    %old = arith.cmpi sge, %behind, %c2 : index
    %sink = arith.cmpi eq, %j, %c0 : index
    %notsink = arith.xori %sink, %true : i1
    %oldnotsink = arith.andi %old, %notsink : i1
    %hidden = arith.ori %future, %oldnotsink : i1
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%ofill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
