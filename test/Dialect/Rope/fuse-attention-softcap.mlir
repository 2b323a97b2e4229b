// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Logit soft-capping (Gemma 2's attn_logit_softcapping): the scaled scores
// pass through C * tanh(s / C) before the mask. The tanh, with the constant
// factors around it in its own generic or in the generics next to it, fuses
// as `softcap(C)`, the factor inside the tanh times C as the scale. A mask
// before the tanh (which turns -inf into -C) and a second tanh are refused.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// As torch-mlir exports Gemma 2: scale, divide by 50, tanh, multiply by 50,
// each a generic of its own, then the causal mask.
// CHECK-LABEL: func @gemma2_separate
// CHECK: rope.attention {{.*}} scale(2.500000e-01) softcap(5.000000e+01) causal key_rotation
func.func @gemma2_separate(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %quarter = arith.constant 0.25 : f32
  %cap = arith.constant 50.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.25 (on the scores); soft-capped to 50 (bound * tanh(s / bound)); causal mask as select of -inf on the scores, diagonal 0; softmax linalg.softmax}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %quarter : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %div = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.divf %x, %cap : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %tanh = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%div : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.tanh %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %capped = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%tanh : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %cap : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%capped : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi sgt, %j, %i : index
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// After linalg-fuse-elementwise-ops: 12 * tanh(s * 0.03125) in one body, no
// mask. The bound is 12 and the scale 0.03125 * 12 = 0.375.
// CHECK-LABEL: func @fused_body
// CHECK: rope.attention {{.*}} scale(3.750000e-01) softcap(1.200000e+01) key_rotation
func.func @fused_body(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.375; soft-capped to 12 (bound * tanh(s / bound)); no mask}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %capped = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %inner = arith.constant 0.03125 : f32
    %outer = arith.constant 12.0 : f32
    %a = arith.mulf %x, %inner : f32
    %t = math.tanh %a : f32
    %r = arith.mulf %outer, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%capped : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// A negative outer factor: -20 * tanh(-s / 20) is 20 * tanh(s / 20).
// CHECK-LABEL: func @negative_factors
// CHECK: rope.attention {{.*}} scale(1.000000e+00) softcap(2.000000e+01) key_rotation
func.func @negative_factors(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+2 {{soft-capped to 20}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %capped = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %inner = arith.constant -20.0 : f32
    %outer = arith.constant -20.0 : f32
    %a = arith.divf %x, %inner : f32
    %t = math.tanh %a : f32
    %r = arith.mulf %t, %outer : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%capped : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// Near-miss: the mask comes before the cap, so hidden scores become -50,
// not -inf.
// CHECK-LABEL: func @mask_before_cap
// CHECK-NOT: rope.attention
func.func @mask_before_cap(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+1 {{attention not fused: the scores are masked before the soft-capping tanh, which turns the hidden scores into -bound instead of -inf; rope.attention masks after it}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi sgt, %j, %i : index
    %r = arith.select %hidden, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %capped = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 50.0 : f32
    %a = arith.divf %x, %c : f32
    %t = math.tanh %a : f32
    %r = arith.mulf %t, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%capped : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// Near-miss: two caps.
// CHECK-LABEL: func @two_caps
// CHECK-NOT: rope.attention
func.func @two_caps(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+1 {{attention not fused: the scores pass through two tanh ops; rope.attention soft-caps once}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %first = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  %second = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%first : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%second : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}
