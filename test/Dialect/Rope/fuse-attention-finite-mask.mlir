// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Causal masks that hide scores with a finite value. rope.attention hides
// them with -inf, which is the same only when the value is -inf or the
// element type's lowest finite value (Hugging Face's torch.finfo(dtype).min):
// with -1e4, a visible score below -1e4 is outweighed by the hidden ones in
// the graph (1.96 apart from the fused result in
// test/Integration/CPU/fuse-attention-deployed.py), so that mask is refused.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// CHECK-LABEL: func @select_lowest_f32
// CHECK: rope.attention {{.*}} causal
func.func @select_lowest_f32(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; causal mask as select of the lowest finite f32 on the scores (as -inf), diagonal 0; softmax linalg.softmax; PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hidden, %lowest, %x : f32
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

// CHECK-LABEL: func @select_minus_1e4
// CHECK-NOT: rope.attention
func.func @select_minus_1e4(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %big = arith.constant -1.0e+04 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the causal mask hides scores with -10000, which is neither -inf nor the lowest finite f32: scores below it would outweigh it, while rope.attention hides them with -inf}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hidden, %big, %x : f32
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
#bias = affine_map<(h, m, n) -> (m, n)>

// An additive bias of -1e4 above the diagonal (a constant tensor): refused
// the same way, naming the value.
// CHECK-LABEL: func @additive_minus_1e4
// CHECK-NOT: rope.attention
func.func @additive_minus_1e4(%q: tensor<2x4x8xf32>, %k: tensor<2x4x8xf32>, %v: tensor<2x4x8xf32>,
    %pos: tensor<4xi64>) -> tensor<2x4x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xf32>
  %zero = arith.constant 0.0 : f32
  %mask = arith.constant dense<[[0.0, -1.0e+04, -1.0e+04, -1.0e+04], [0.0, 0.0, -1.0e+04, -1.0e+04], [0.0, 0.0, 0.0, -1.0e+04], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %init = tensor.empty() : tensor<2x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %oinit = tensor.empty() : tensor<2x4x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  // expected-remark @+1 {{attention not fused: the causal mask hides scores with -10000, which is neither -inf nor the lowest finite f32}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%fill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %mask : tensor<2x4x4xf32>, tensor<4x4xf32>) outs(%init : tensor<2x4x4xf32>) {
  ^bb0(%x: f32, %m: f32, %out: f32):
    %r = arith.addf %x, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x4x4xf32>, tensor<2x4x8xf32>) outs(%ofill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %out : tensor<2x4x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// The lowest finite f16 (-65504) in an f16 graph: fused.
// CHECK-LABEL: func @select_lowest_f16
// CHECK: rope.attention {{.*}} causal
func.func @select_lowest_f16(%q: tensor<2x8x8xf16>, %k: tensor<2x8x8xf16>, %v: tensor<2x8x8xf16>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf16> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf16>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf16>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf16>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf16>
  %zero = arith.constant 0.0 : f16
  %lowest = arith.constant -65504.0 : f16
  %init = tensor.empty() : tensor<2x8x8xf16>
  %fill = linalg.fill ins(%zero : f16) outs(%init : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  // expected-remark @+2 {{causal mask as select of the lowest finite f16 on the scores (as -inf), diagonal 0}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf16>, tensor<2x8x8xf16>) outs(%fill : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  %masked = linalg.generic {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf16>) outs(%init : tensor<2x8x8xf16>) {
  ^bb0(%x: f16, %out: f16):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hidden, %lowest, %x : f16
    linalg.yield %r : f16
  } -> tensor<2x8x8xf16>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf16>) outs(%init : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf16>, tensor<2x8x8xf16>) outs(%fill : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  return %out : tensor<2x8x8xf16>
}
