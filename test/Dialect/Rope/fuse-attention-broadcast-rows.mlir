// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// A decomposed softmax whose row maximum and row sum are broadcast back to
// the scores' shape by copies (a linalg.generic that yields its input read
// through a map without the last dimension) before the subtraction and the
// division, as XLA's exports write them.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (h, m)>
#max_read = affine_map<(h, m, n) -> (h, m)>
#sum_read = affine_map<(h, m, n) -> (h, m)>

// CHECK-LABEL: func.func @broadcast_rows
// CHECK: %[[O:.*]] = rope.attention
// CHECK-NOT: linalg.generic
// CHECK: return %[[O]]
func.func @broadcast_rows(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 1; no mask; softmax decomposed (max, exp, sum, divide); PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %rinit = tensor.empty() : tensor<2x8xf32>
  %mfill = linalg.fill ins(%ninf : f32) outs(%rinit : tensor<2x8xf32>) -> tensor<2x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scores : tensor<2x8x8xf32>) outs(%mfill : tensor<2x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<2x8xf32>
  %maxb = linalg.generic {indexing_maps = [#max_read, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%max : tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %shifted = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %maxb : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<2x8x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  } -> tensor<2x8x8xf32>
  %sfill = linalg.fill ins(%zero : f32) outs(%rinit : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp : tensor<2x8x8xf32>) outs(%sfill : tensor<2x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %acc, %in : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  %sumb = linalg.generic {indexing_maps = [#sum_read, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sum : tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp, %sumb : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.divf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (h, m)>
#max_read = affine_map<(h, m, n) -> (h, m)>
#sum_read = affine_map<(h, m, n) -> (h, n)>

// The row sum broadcast along the queries (each score divided by the sum
// of another row). Not fused.
func.func @sum_along_queries(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the probabilities come from linalg.generic, which is not a softmax form rope-fuse-attention recognizes: the row sum is broadcast back by a linalg.generic copy that reads it as (d0, d1, d2) -> (d0, d2), not as one value per row}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %rinit = tensor.empty() : tensor<2x8xf32>
  %mfill = linalg.fill ins(%ninf : f32) outs(%rinit : tensor<2x8xf32>) -> tensor<2x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scores : tensor<2x8x8xf32>) outs(%mfill : tensor<2x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<2x8xf32>
  %maxb = linalg.generic {indexing_maps = [#max_read, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%max : tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %shifted = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %maxb : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<2x8x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  } -> tensor<2x8x8xf32>
  %sfill = linalg.fill ins(%zero : f32) outs(%rinit : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp : tensor<2x8x8xf32>) outs(%sfill : tensor<2x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %acc, %in : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  %sumb = linalg.generic {indexing_maps = [#sum_read, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sum : tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp, %sumb : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.divf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (h, m)>
#max_read = affine_map<(h, m, n) -> (h, n)>
#sum_read = affine_map<(h, m, n) -> (h, m)>

// The row maximum broadcast along the queries: not the shift of a softmax.
// Not fused.
func.func @max_along_queries(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the probabilities come from linalg.generic, which is not a softmax form rope-fuse-attention recognizes: the row maximum is broadcast back by a linalg.generic copy that reads it as (d0, d1, d2) -> (d0, d2), not as one value per row}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %rinit = tensor.empty() : tensor<2x8xf32>
  %mfill = linalg.fill ins(%ninf : f32) outs(%rinit : tensor<2x8xf32>) -> tensor<2x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scores : tensor<2x8x8xf32>) outs(%mfill : tensor<2x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<2x8xf32>
  %maxb = linalg.generic {indexing_maps = [#max_read, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%max : tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %shifted = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores, %maxb : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<2x8x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%shifted : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  } -> tensor<2x8x8xf32>
  %sfill = linalg.fill ins(%zero : f32) outs(%rinit : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp : tensor<2x8x8xf32>) outs(%sfill : tensor<2x8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %acc, %in : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  %sumb = linalg.generic {indexing_maps = [#sum_read, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sum : tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp, %sumb : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %p = arith.divf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
