// RUN: rope-opt %s -split-input-file -rope-fuse-attention | FileCheck %s
// RUN: rope-opt %s -split-input-file -rope-fuse-attention=key-rotation=up_front --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FORCED

// The forms rope-fuse-attention recognizes; fuse-attention-remarks.mlir has
// the remarks and what it refuses, fuse-attention-torch-sdpa.mlir the form
// torch-mlir exports.

// linalg.batch_matmul whose indexing maps transpose K (examples/attention.mlir).
// CHECK-LABEL: func @batch_matmul_transposing_maps
// CHECK-SAME: (%[[Q:.*]]: tensor<8x128x64xf32>, %[[K:.*]]: tensor<8x128x64xf32>, %[[V:.*]]: tensor<8x128x64xf32>, %[[P:.*]]: tensor<128xi64>)
// CHECK: %[[F:.*]] = rope.frequencies
// CHECK-NEXT: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[P]], %[[P]]) frequencies(%[[F]]) layout(half) scale(1.250000e-01) key_rotation(on_read) : tensor<8x128x64xf32>, tensor<8x128x64xf32>, tensor<8x128x64xf32>, tensor<32xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<8x128x64xf32>
// CHECK-NEXT: return %[[O]]
// FORCED: remark: keys rotated up_front (forced by key-rotation; the cost model would choose on_read): each key block is read by 1 query tiles (192 queries per tile
// FORCED-LABEL: func @batch_matmul_transposing_maps
// FORCED: rope.attention {{.*}} key_rotation(up_front)
func.func @batch_matmul_transposing_maps(%q: tensor<8x128x64xf32>, %k: tensor<8x128x64xf32>,
                                         %v: tensor<8x128x64xf32>, %pos: tensor<128xi64>)
    -> tensor<8x128x64xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<8x128x64xf32>, tensor<128xi64>, tensor<32xf64> -> tensor<8x128x64xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<8x128x64xf32>, tensor<128xi64>, tensor<32xf64> -> tensor<8x128x64xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x128x128xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<8x128x64xf32>, tensor<8x128x64xf32>)
      outs(%fill : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %scale = arith.constant 0.125 : f32
  %scaled = linalg.generic
      {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<8x128x128xf32>) outs(%init : tensor<8x128x128xf32>) {
  ^bb0(%s: f32, %out: f32):
    %r = arith.mulf %s, %scale : f32
    linalg.yield %r : f32
  } -> tensor<8x128x128xf32>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<8x128x128xf32>)
      outs(%init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %out_init = tensor.empty() : tensor<8x128x64xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<8x128x128xf32>, tensor<8x128x64xf32>)
      outs(%out_fill : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %out : tensor<8x128x64xf32>
}

// -----

// linalg.batch_matmul on a linalg.transpose of K; the scale divides; Q and
// K at different positions (a cache offset for the queries).
// CHECK-LABEL: func @batch_matmul_on_transpose
// CHECK-SAME: (%[[Q:.*]]: tensor<4x16x32xf32>, %[[K:.*]]: tensor<4x64x32xf32>, %[[V:.*]]: tensor<4x64x32xf32>, %[[OFF:.*]]: index, %[[KP:.*]]: tensor<64xi32>)
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[OFF]], %[[KP]]) frequencies(%{{.*}}) layout(interleaved) scale(2.500000e-01) key_rotation(on_read) : tensor<4x16x32xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>, tensor<16xf64>, index, tensor<64xi32> -> tensor<4x16x32xf32>
// CHECK-NOT: linalg.
func.func @batch_matmul_on_transpose(%q: tensor<4x16x32xf32>, %k: tensor<4x64x32xf32>,
                                     %v: tensor<4x64x32xf32>, %off: index, %kpos: tensor<64xi32>)
    -> tensor<4x16x32xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %qr = rope.rotate %q, %off, %freqs layout(interleaved)
      : tensor<4x16x32xf32>, index, tensor<16xf64> -> tensor<4x16x32xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(interleaved)
      : tensor<4x64x32xf32>, tensor<64xi32>, tensor<16xf64> -> tensor<4x64x32xf32>
  %kt_init = tensor.empty() : tensor<4x32x64xf32>
  %kt = linalg.transpose ins(%kr : tensor<4x64x32xf32>) outs(%kt_init : tensor<4x32x64xf32>) permutation = [0, 2, 1]
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x16x64xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %scores = linalg.batch_matmul ins(%qr, %kt : tensor<4x16x32xf32>, tensor<4x32x64xf32>)
      outs(%fill : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %four = arith.constant 4.0 : f32
  %scaled = linalg.generic
      {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<4x16x64xf32>) outs(%init : tensor<4x16x64xf32>) {
  ^bb0(%s: f32, %out: f32):
    %r = arith.divf %s, %four : f32
    linalg.yield %r : f32
  } -> tensor<4x16x64xf32>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<4x16x64xf32>)
      outs(%init : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %out_init = tensor.empty() : tensor<4x16x32xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<4x16x64xf32>, tensor<4x64x32xf32>)
      outs(%out_fill : tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  return %out : tensor<4x16x32xf32>
}

// -----

// linalg.matmul of single matrices (no heads) on a transpose of K, without
// a scale: the op gets a unit head dimension and scale 1.
// CHECK-LABEL: func @matmul_on_transpose
// CHECK-SAME: (%[[Q:.*]]: tensor<16x8xf32>, %[[K:.*]]: tensor<16x8xf32>, %[[V:.*]]: tensor<16x4xf32>, %[[P:.*]]: tensor<16xi64>)
// CHECK-DAG: %[[Q3:.*]] = tensor.expand_shape %[[Q]] {{\[}}[0, 1], [2]] output_shape [1, 16, 8]
// CHECK-DAG: %[[K3:.*]] = tensor.expand_shape %[[K]] {{\[}}[0, 1], [2]] output_shape [1, 16, 8]
// CHECK-DAG: %[[V3:.*]] = tensor.expand_shape %[[V]] {{\[}}[0, 1], [2]] output_shape [1, 16, 4]
// CHECK: %[[O:.*]] = rope.attention %[[Q3]], %[[K3]], %[[V3]] positions(%[[P]], %[[P]]) frequencies(%{{.*}}) layout(half) scale(1.000000e+00) key_rotation(on_read) : tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<1x16x4xf32>, tensor<4xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<1x16x4xf32>
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2]] : tensor<1x16x4xf32> into tensor<16x4xf32>
// CHECK: return %[[R]]
func.func @matmul_on_transpose(%q: tensor<16x8xf32>, %k: tensor<16x8xf32>,
                               %v: tensor<16x4xf32>, %pos: tensor<16xi64>) -> tensor<16x4xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<16x8xf32>, tensor<16xi64>, tensor<4xf64> -> tensor<16x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<16x8xf32>, tensor<16xi64>, tensor<4xf64> -> tensor<16x8xf32>
  %kt_init = tensor.empty() : tensor<8x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<16x8xf32>) outs(%kt_init : tensor<8x16xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16x16xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  %scores = linalg.matmul ins(%qr, %kt : tensor<16x8xf32>, tensor<8x16xf32>)
      outs(%fill : tensor<16x16xf32>) -> tensor<16x16xf32>
  %probs = linalg.softmax dimension(1) ins(%scores : tensor<16x16xf32>)
      outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  %out_init = tensor.empty() : tensor<16x4xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<16x4xf32>) -> tensor<16x4xf32>
  %out = linalg.matmul ins(%probs, %v : tensor<16x16xf32>, tensor<16x4xf32>)
      outs(%out_fill : tensor<16x4xf32>) -> tensor<16x4xf32>
  return %out : tensor<16x4xf32>
}

// -----

// 4-D linalg.generic contractions over [b, h, s, d], a causal mask as a
// select on a linalg.index comparison, the decomposed softmax (max, exp of
// the difference in one generic, sum, divide), partial rotary.
#qk_q = affine_map<(b, h, m, n, d) -> (b, h, m, d)>
#qk_k = affine_map<(b, h, m, n, d) -> (b, h, n, d)>
#qk_s = affine_map<(b, h, m, n, d) -> (b, h, m, n)>
#pv_p = affine_map<(b, h, m, e, n) -> (b, h, m, n)>
#pv_v = affine_map<(b, h, m, e, n) -> (b, h, n, e)>
#pv_o = affine_map<(b, h, m, e, n) -> (b, h, m, e)>
#id = affine_map<(b, h, m, n) -> (b, h, m, n)>
#row = affine_map<(b, h, m, n) -> (b, h, m)>
// CHECK-LABEL: func @generic_4d
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x8x16xf32>, %[[K:.*]]: tensor<2x4x8x16xf32>, %[[V:.*]]: tensor<2x4x8x16xf32>, %[[P:.*]]: tensor<2x8xi64>)
// CHECK: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[P]], %[[P]]) frequencies(%{{.*}}) layout(half) rotary_dim(8) scale(2.500000e-01) causal key_rotation(on_read) : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<4xf64>, tensor<2x8xi64>, tensor<2x8xi64> -> tensor<2x4x8x16xf32>
// CHECK-NEXT: return %[[O]]
func.func @generic_4d(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x8x16xf32>,
                      %v: tensor<2x4x8x16xf32>, %pos: tensor<2x8xi64>) -> tensor<2x4x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) rotary_dim(8)
      : tensor<2x4x8x16xf32>, tensor<2x8xi64>, tensor<4xf64> -> tensor<2x4x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) rotary_dim(8)
      : tensor<2x4x8x16xf32>, tensor<2x8xi64>, tensor<4xf64> -> tensor<2x4x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x4x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %scores = linalg.generic
      {indexing_maps = [#qk_q, #qk_k, #qk_s],
       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %kr : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%fill : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  %scale = arith.constant 0.25 : f32
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<2x4x8x8xf32>) outs(%init : tensor<2x4x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %r = arith.mulf %scale, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scaled : tensor<2x4x8x8xf32>) outs(%init : tensor<2x4x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %visible = arith.cmpi ule, %j, %i : index
    %r = arith.select %visible, %s, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %row_init = tensor.empty() : tensor<2x4x8xf32>
  %max_fill = linalg.fill ins(%ninf : f32) outs(%row_init : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%masked : tensor<2x4x8x8xf32>) outs(%max_fill : tensor<2x4x8xf32>) {
  ^bb0(%s: f32, %acc: f32):
    %r = arith.maxnumf %s, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%masked, %max : tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%init : tensor<2x4x8x8xf32>) {
  ^bb0(%s: f32, %m: f32, %out: f32):
    %d = arith.subf %s, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<2x4x8x8xf32>
  %sum_fill = linalg.fill ins(%zero : f32) outs(%row_init : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%exp : tensor<2x4x8x8xf32>) outs(%sum_fill : tensor<2x4x8xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8xf32>
  %probs = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%exp, %sum : tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%init : tensor<2x4x8x8xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4x8x8xf32>
  %out_init = tensor.empty() : tensor<2x4x8x16xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32>
  %out = linalg.generic
      {indexing_maps = [#pv_p, #pv_v, #pv_o],
       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%probs, %v : tensor<2x4x8x8xf32>, tensor<2x4x8x16xf32>) outs(%out_fill : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x16xf32>
  return %out : tensor<2x4x8x16xf32>
}

// -----

// 3-D linalg.generic contractions, decoding 2 queries against 4 keys with an
// additive constant mask (0 / the lowest f32, torch.finfo(float32).min):
// the diagonal is Skv - Sq = 2, the
// default, so it stays implicit.
#qk_q = affine_map<(h, m, n, d) -> (h, m, d)>
#qk_k = affine_map<(h, m, n, d) -> (h, n, d)>
#qk_s = affine_map<(h, m, n, d) -> (h, m, n)>
#pv_p = affine_map<(h, m, e, n) -> (h, m, n)>
#pv_v = affine_map<(h, m, e, n) -> (h, n, e)>
#pv_o = affine_map<(h, m, e, n) -> (h, m, e)>
#id = affine_map<(h, m, n) -> (h, m, n)>
#plane = affine_map<(h, m, n) -> (m, n)>
// CHECK-LABEL: func @generic_3d_additive_mask
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}, %{{.*}}) frequencies(%{{.*}}) layout(half) scale(1.000000e+00) causal key_rotation(on_read) : tensor<3x2x8xf32>, tensor<3x4x8xf32>, tensor<3x4x8xf32>, tensor<4xf64>, tensor<2xi64>, tensor<4xi64> -> tensor<3x2x8xf32>
// CHECK-NOT: arith.constant
func.func @generic_3d_additive_mask(%q: tensor<3x2x8xf32>, %k: tensor<3x4x8xf32>, %v: tensor<3x4x8xf32>,
                                    %qpos: tensor<2xi64>, %kpos: tensor<4xi64>) -> tensor<3x2x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %qpos, %freqs layout(half)
      : tensor<3x2x8xf32>, tensor<2xi64>, tensor<4xf64> -> tensor<3x2x8xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(half)
      : tensor<3x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<3x4x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x2x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  %scores = linalg.generic
      {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %kr : tensor<3x2x8xf32>, tensor<3x4x8xf32>) outs(%fill : tensor<3x2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x2x4xf32>
  %mask = arith.constant dense<[[0.0, 0.0, 0.0, -3.40282347E+38], [0.0, 0.0, 0.0, 0.0]]> : tensor<2x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #plane, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores, %mask : tensor<3x2x4xf32>, tensor<2x4xf32>) outs(%init : tensor<3x2x4xf32>) {
  ^bb0(%s: f32, %m: f32, %out: f32):
    %r = arith.addf %s, %m : f32
    linalg.yield %r : f32
  } -> tensor<3x2x4xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<3x2x4xf32>)
      outs(%init : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  %out_init = tensor.empty() : tensor<3x2x8xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<3x2x8xf32>) -> tensor<3x2x8xf32>
  %out = linalg.generic
      {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%probs, %v : tensor<3x2x4xf32>, tensor<3x4x8xf32>) outs(%out_fill : tensor<3x2x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x2x8xf32>
  return %out : tensor<3x2x8xf32>
}

// -----

// A mask that hides the diagonal too (j < i): an explicit diagonal of -1.
// Query 0 sees no key: -inf gives it NaN, as rope.attention does.
#id = affine_map<(h, m, n) -> (h, m, n)>
// CHECK-LABEL: func @strict_causal_select
// CHECK: %[[D:.*]] = arith.constant -1 : index
// CHECK: rope.attention {{.*}} scale(1.250000e-01) causal diagonal(%[[D]]) key_rotation(on_read)
func.func @strict_causal_select(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
                                %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.125 : f32
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi sge, %j, %i : index
    %r = arith.select %hidden, %ninf, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%masked : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %r = arith.mulf %s, %scale : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<2x8x8xf32>)
      outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%out_fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

// Grouped-query attention with linalg.broadcast (K and V heads repeated
// right after the key/value head), batch_matmul on heads collapsed with the
// batch: the op gets the un-broadcast K and V.
// CHECK-LABEL: func @gqa_linalg_broadcast
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x8xf32>, %[[K:.*]]: tensor<1x2x8x8xf32>, %[[V:.*]]: tensor<1x2x8x8xf32>, %[[P:.*]]: tensor<8xi64>)
// CHECK: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[P]], %[[P]]) {{.*}} : tensor<1x4x8x8xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<4xf64>, tensor<8xi64>, tensor<8xi64> -> tensor<1x4x8x8xf32>
// CHECK: tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
// CHECK-NOT: linalg.
func.func @gqa_linalg_broadcast(%q: tensor<1x4x8x8xf32>, %k: tensor<1x2x8x8xf32>,
                                %v: tensor<1x2x8x8xf32>, %pos: tensor<8xi64>) -> tensor<4x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<1x4x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<1x4x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<1x2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<1x2x8x8xf32>
  %rep_init = tensor.empty() : tensor<1x2x2x8x8xf32>
  %kb = linalg.broadcast ins(%kr : tensor<1x2x8x8xf32>) outs(%rep_init : tensor<1x2x2x8x8xf32>) dimensions = [2]
  %vb = linalg.broadcast ins(%v : tensor<1x2x8x8xf32>) outs(%rep_init : tensor<1x2x2x8x8xf32>) dimensions = [2]
  %k3 = tensor.collapse_shape %kb [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
  %v3 = tensor.collapse_shape %vb [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x8xf32> into tensor<4x8x8xf32>
  %q3 = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%q3, %k3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>)
      outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<4x8x8xf32>)
      outs(%init : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>)
      outs(%fill : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %out : tensor<4x8x8xf32>
}

// -----

// Grouped-query attention as torch-mlir emits repeat_kv for 3-D heads:
// expand_shape to a unit group dimension, a broadcasting generic, and
// collapse_shape.
#src = affine_map<(h, g, s, d) -> (h, 0, s, d)>
#dst = affine_map<(h, g, s, d) -> (h, g, s, d)>
// CHECK-LABEL: func @gqa_expand_broadcast_collapse
// CHECK-SAME: (%[[Q:.*]]: tensor<6x8x8xf32>, %[[K:.*]]: tensor<2x8x8xf32>, %[[V:.*]]: tensor<2x8x4xf32>, %[[P:.*]]: tensor<8xi64>)
// CHECK: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] {{.*}} : tensor<6x8x8xf32>, tensor<2x8x8xf32>, tensor<2x8x4xf32>, tensor<4xf64>, tensor<8xi64>, tensor<8xi64> -> tensor<6x8x4xf32>
// CHECK-NEXT: return %[[O]]
func.func @gqa_expand_broadcast_collapse(%q: tensor<6x8x8xf32>, %k: tensor<2x8x8xf32>,
                                         %v: tensor<2x8x4xf32>, %pos: tensor<8xi64>) -> tensor<6x8x4xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<6x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<6x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %ke = tensor.expand_shape %kr [[0, 1], [2], [3]] output_shape [2, 1, 8, 8] : tensor<2x8x8xf32> into tensor<2x1x8x8xf32>
  %ve = tensor.expand_shape %v [[0, 1], [2], [3]] output_shape [2, 1, 8, 4] : tensor<2x8x4xf32> into tensor<2x1x8x4xf32>
  %kb_init = tensor.empty() : tensor<2x3x8x8xf32>
  %kb = linalg.generic {indexing_maps = [#src, #dst], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ke : tensor<2x1x8x8xf32>) outs(%kb_init : tensor<2x3x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3x8x8xf32>
  %vb_init = tensor.empty() : tensor<2x3x8x4xf32>
  %vb = linalg.generic {indexing_maps = [#src, #dst], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ve : tensor<2x1x8x4xf32>) outs(%vb_init : tensor<2x3x8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3x8x4xf32>
  %k3 = tensor.collapse_shape %kb [[0, 1], [2], [3]] : tensor<2x3x8x8xf32> into tensor<6x8x8xf32>
  %v3 = tensor.collapse_shape %vb [[0, 1], [2], [3]] : tensor<2x3x8x4xf32> into tensor<6x8x4xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<6x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<6x8x8xf32>) -> tensor<6x8x8xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %k3 : tensor<6x8x8xf32>, tensor<6x8x8xf32>)
      outs(%fill : tensor<6x8x8xf32>) -> tensor<6x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<6x8x8xf32>)
      outs(%init : tensor<6x8x8xf32>) -> tensor<6x8x8xf32>
  %out_init = tensor.empty() : tensor<6x8x4xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<6x8x8xf32>, tensor<6x8x4xf32>)
      outs(%out_fill : tensor<6x8x4xf32>) -> tensor<6x8x4xf32>
  return %out : tensor<6x8x4xf32>
}

// -----

// Dynamic sequence lengths: the cost model cannot count the query tiles, so
// the keys are rotated up front.
// CHECK-LABEL: func @dynamic_sequence
// CHECK: rope.attention {{.*}} scale(1.250000e-01) key_rotation(up_front) : tensor<8x?x64xf32>, tensor<8x?x64xf32>, tensor<8x?x64xf32>, tensor<32xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<8x?x64xf32>
func.func @dynamic_sequence(%q: tensor<8x?x64xf32>, %k: tensor<8x?x64xf32>,
                            %v: tensor<8x?x64xf32>, %pos: tensor<?xi64>) -> tensor<8x?x64xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<8x?x64xf32>, tensor<?xi64>, tensor<32xf64> -> tensor<8x?x64xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<8x?x64xf32>, tensor<?xi64>, tensor<32xf64> -> tensor<8x?x64xf32>
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %n = tensor.dim %q, %c1 : tensor<8x?x64xf32>
  %init = tensor.empty(%n, %n) : tensor<8x?x?xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<8x?x64xf32>, tensor<8x?x64xf32>)
      outs(%fill : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %scale = arith.constant 0.125 : f32
  %scaled = linalg.generic
      {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<8x?x?xf32>) outs(%init : tensor<8x?x?xf32>) {
  ^bb0(%s: f32, %out: f32):
    %r = arith.mulf %s, %scale : f32
    linalg.yield %r : f32
  } -> tensor<8x?x?xf32>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<8x?x?xf32>)
      outs(%init : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %out_init = tensor.empty(%n) : tensor<8x?x64xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<8x?x?xf32>, tensor<8x?x64xf32>)
      outs(%out_fill : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  return %out : tensor<8x?x64xf32>
}

// -----

// bf16 throughout, a YaRN attention factor on both rotations (the same
// value), multimodal sections with [axes, seq] positions.
// CHECK-LABEL: func @bf16_sections_rope_scale
// CHECK: %[[F:.*]], %[[S:.*]] = rope.frequencies
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}, %{{.*}}) frequencies(%[[F]]) layout(half) sections([1, 1, 2]) rope_scale(%[[S]] : f32) scale(1.250000e-01) key_rotation(on_read) : tensor<4x16x8xbf16>, tensor<4x16x8xbf16>, tensor<4x16x8xbf16>, tensor<4xf64>, tensor<3x16xi64>, tensor<3x16xi64> -> tensor<4x16x8xbf16>
func.func @bf16_sections_rope_scale(%q: tensor<4x16x8xbf16>, %k: tensor<4x16x8xbf16>,
                                    %v: tensor<4x16x8xbf16>, %pos: tensor<3x16xi64>) -> tensor<4x16x8xbf16> {
  %freqs, %factor = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096> -> tensor<4xf64>, f32
  %qr = rope.rotate %q, %pos, %freqs layout(half) sections([1, 1, 2]) scale(%factor : f32)
      : tensor<4x16x8xbf16>, tensor<3x16xi64>, tensor<4xf64> -> tensor<4x16x8xbf16>
  %kr = rope.rotate %k, %pos, %freqs layout(half) sections([1, 1, 2]) scale(%factor : f32)
      : tensor<4x16x8xbf16>, tensor<3x16xi64>, tensor<4xf64> -> tensor<4x16x8xbf16>
  %zero = arith.constant 0.0 : bf16
  %init = tensor.empty() : tensor<4x16x16xbf16>
  %fill = linalg.fill ins(%zero : bf16) outs(%init : tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<4x16x8xbf16>, tensor<4x16x8xbf16>)
      outs(%fill : tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
  %scale = arith.constant 0.125 : bf16
  %scaled = linalg.generic
      {indexing_maps = [affine_map<(h, m, n) -> (h, m, n)>, affine_map<(h, m, n) -> (h, m, n)>],
       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<4x16x16xbf16>) outs(%init : tensor<4x16x16xbf16>) {
  ^bb0(%s: bf16, %out: bf16):
    %r = arith.mulf %s, %scale : bf16
    linalg.yield %r : bf16
  } -> tensor<4x16x16xbf16>
  %probs = linalg.softmax dimension(2) ins(%scaled : tensor<4x16x16xbf16>)
      outs(%init : tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
  %out_init = tensor.empty() : tensor<4x16x8xbf16>
  %out_fill = linalg.fill ins(%zero : bf16) outs(%out_init : tensor<4x16x8xbf16>) -> tensor<4x16x8xbf16>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<4x16x16xbf16>, tensor<4x16x8xbf16>)
      outs(%out_fill : tensor<4x16x8xbf16>) -> tensor<4x16x8xbf16>
  return %out : tensor<4x16x8xbf16>
}

// -----

// One rope.frequencies per rotation (as rope-raise may produce): identical
// side-effect-free ops count as the same frequencies.
// CHECK-LABEL: func @frequencies_per_rotation
// CHECK: %[[F:.*]] = rope.frequencies
// CHECK: rope.attention {{.*}} frequencies(%[[F]]) layout(half) scale(1.000000e+00)
func.func @frequencies_per_rotation(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>,
                                    %v: tensor<2x8x8xf32>, %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %fq = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %fk = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %fq layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %fk layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>)
      outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

// A causal mask on dynamic sequence lengths, recognized from the index
// comparison alone (any length): the diagonal (0: Skv - Sq is not known
// statically) becomes an operand.
#id = affine_map<(h, m, n) -> (h, m, n)>
// CHECK-LABEL: func @dynamic_causal
// CHECK: %[[D:.*]] = arith.constant 0 : index
// CHECK: rope.attention {{.*}} scale(1.000000e+00) causal diagonal(%[[D]]) key_rotation(up_front) : tensor<8x?x64xf32>
func.func @dynamic_causal(%q: tensor<8x?x64xf32>, %k: tensor<8x?x64xf32>,
                          %v: tensor<8x?x64xf32>, %pos: tensor<?xi64>) -> tensor<8x?x64xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<8x?x64xf32>, tensor<?xi64>, tensor<32xf64> -> tensor<8x?x64xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<8x?x64xf32>, tensor<?xi64>, tensor<32xf64> -> tensor<8x?x64xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1 : index
  %n = tensor.dim %q, %c1 : tensor<8x?x64xf32>
  %init = tensor.empty(%n, %n) : tensor<8x?x?xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<8x?x64xf32>, tensor<8x?x64xf32>)
      outs(%fill : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<8x?x?xf32>) outs(%init : tensor<8x?x?xf32>) {
  ^bb0(%s: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %visible = arith.cmpi sle, %j, %i : index
    %r = arith.select %visible, %s, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<8x?x?xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<8x?x?xf32>)
      outs(%init : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %out_init = tensor.empty(%n) : tensor<8x?x64xf32>
  %out_fill = linalg.fill ins(%zero : f32) outs(%out_init : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<8x?x?xf32>, tensor<8x?x64xf32>)
      outs(%out_fill : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  return %out : tensor<8x?x64xf32>
}

// -----

// An added select of the lowest f32 on the keys after i + 1
// (j > i + 1 hidden): diagonal 1, explicit since Skv - Sq = 0.
#id = affine_map<(h, m, n) -> (h, m, n)>
// CHECK-LABEL: func @added_select_diagonal_one
// CHECK: %[[D:.*]] = arith.constant 1 : index
// CHECK: rope.attention {{.*}} scale(1.000000e+00) causal diagonal(%[[D]]) key_rotation(on_read)
func.func @added_select_diagonal_one(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
                                     %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %big = arith.constant -3.40282347E+38 : f32
  %one = arith.constant 1 : i32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %limit = arith.addi %ii, %one : i32
    %hidden = arith.cmpi sgt, %jj, %limit : i32
    %m = arith.select %hidden, %big, %zero : f32
    %r = arith.addf %s, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%masked : tensor<2x8x8xf32>)
      outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}

// -----

// torch-mlir's causal mask (iota generics, a difference, a comparison, an and
// with a splat true, a select of 0 / -inf, added to the scores) at 4096
// positions: recognized symbolically, with no element evaluation.
// CHECK-LABEL: func @torch_mask_4096
// CHECK: rope.attention {{.*}} scale(1.000000e+00) causal key_rotation(up_front) : tensor<1x4x4096x16xf32>
// CHECK-NOT: linalg.generic
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
func.func @torch_mask_4096(%q: tensor<1x4x4096x16xf32>, %k: tensor<1x4x4096x16xf32>, %v: tensor<1x4x4096x16xf32>, %pos: tensor<4096xi64>) -> tensor<1x4x4096x16xf32> {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0.0 : f32
  %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
  %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
  %cst_4 = arith.constant dense<true> : tensor<4096x4096xi1>
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x4x4096x16xf32>, tensor<4096xi64>, tensor<8xf64> -> tensor<1x4x4096x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<1x4x4096x16xf32>, tensor<4096xi64>, tensor<8xf64> -> tensor<1x4x4096x16xf32>
  %29 = tensor.empty() : tensor<4096xi64>
  %30 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%29 : tensor<4096xi64>) {
  ^bb0(%out: i64):
    %69 = linalg.index 0 : index
    %70 = arith.index_cast %69 : index to i64
    linalg.yield %70 : i64
  } -> tensor<4096xi64>
  %expanded_27 = tensor.expand_shape %30 [[0, 1]] output_shape [1, 4096] : tensor<4096xi64> into tensor<1x4096xi64>
  %expanded_28 = tensor.expand_shape %30 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
  %31 = tensor.empty() : tensor<4096x4096xi64>
  %32 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %expanded_28 : tensor<1x4096xi64>, tensor<4096x1xi64>) outs(%31 : tensor<4096x4096xi64>) {
  ^bb0(%in: i64, %in_42: i64, %out: i64):
    %69 = arith.subi %in, %in_42 : i64
    linalg.yield %69 : i64
  } -> tensor<4096x4096xi64>
  %33 = tensor.empty() : tensor<4096x4096xi1>
  %34 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<4096x4096xi64>) outs(%33 : tensor<4096x4096xi1>) {
  ^bb0(%in: i64, %out: i1):
    %69 = arith.cmpi sle, %in, %c0_i64 : i64
    linalg.yield %69 : i1
  } -> tensor<4096x4096xi1>
  %35 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_4 : tensor<4096x4096xi1>, tensor<4096x4096xi1>) outs(%33 : tensor<4096x4096xi1>) {
  ^bb0(%in: i1, %in_42: i1, %out: i1):
    %69 = arith.andi %in, %in_42 : i1
    linalg.yield %69 : i1
  } -> tensor<4096x4096xi1>
  %36 = tensor.empty() : tensor<4096x4096xf32>
  %37 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_2, %cst_3 : tensor<4096x4096xi1>, tensor<f32>, tensor<f32>) outs(%36 : tensor<4096x4096xf32>) {
  ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
    %69 = arith.select %in, %in_42, %in_43 : f32
    linalg.yield %69 : f32
  } -> tensor<4096x4096xf32>
  %init = tensor.empty() : tensor<1x4x4096x4096xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<1x4x4096x4096xf32>) -> tensor<1x4x4096x4096xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, m, n, d) -> (b, h, m, d)>, affine_map<(b, h, m, n, d) -> (b, h, n, d)>, affine_map<(b, h, m, n, d) -> (b, h, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kr : tensor<1x4x4096x16xf32>, tensor<1x4x4096x16xf32>) outs(%fill : tensor<1x4x4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4096x4096xf32>
  %46 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores, %37 : tensor<1x4x4096x4096xf32>, tensor<4096x4096xf32>) outs(%init : tensor<1x4x4096x4096xf32>) {
  ^bb0(%in: f32, %in_42: f32, %out: f32):
    %69 = arith.addf %in, %in_42 : f32
    linalg.yield %69 : f32
  } -> tensor<1x4x4096x4096xf32>
  %probs = linalg.softmax dimension(3) ins(%46 : tensor<1x4x4096x4096xf32>) outs(%init : tensor<1x4x4096x4096xf32>) -> tensor<1x4x4096x4096xf32>
  %oi = tensor.empty() : tensor<1x4x4096x16xf32>
  %of = linalg.fill ins(%cst : f32) outs(%oi : tensor<1x4x4096x16xf32>) -> tensor<1x4x4096x16xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(b, h, m, e, n) -> (b, h, m, n)>, affine_map<(b, h, m, e, n) -> (b, h, n, e)>, affine_map<(b, h, m, e, n) -> (b, h, m, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%probs, %v : tensor<1x4x4096x4096xf32>, tensor<1x4x4096x16xf32>) outs(%of : tensor<1x4x4096x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4096x16xf32>
  return %out : tensor<1x4x4096x16xf32>
}

// -----

// tensor.cast between the ops (a frontend erasing static sizes): the fused
// op keeps the static sizes of the rotations, a cast gives the output type.
// CHECK-LABEL: func @casts
// CHECK: %[[O:.*]] = rope.attention {{.*}} -> tensor<2x8x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[O]] : tensor<2x8x8xf32> to tensor<2x?x8xf32>
// CHECK-NEXT: return %[[C]]
func.func @casts(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
                 %pos: tensor<8xi64>) -> tensor<2x?x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kd = tensor.cast %kr : tensor<2x8x8xf32> to tensor<2x?x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %fd = tensor.cast %fill : tensor<2x8x8xf32> to tensor<2x8x?xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kd : tensor<2x8x8xf32>, tensor<2x?x8xf32>)
      outs(%fd : tensor<2x8x?xf32>) -> tensor<2x8x?xf32>
  %sd = tensor.cast %scores : tensor<2x8x?xf32> to tensor<2x?x?xf32>
  %id = tensor.cast %init : tensor<2x8x8xf32> to tensor<2x?x?xf32>
  %probs = linalg.softmax dimension(2) ins(%sd : tensor<2x?x?xf32>)
      outs(%id : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %od = tensor.cast %fill : tensor<2x8x8xf32> to tensor<2x?x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x?x?xf32>, tensor<2x8x8xf32>)
      outs(%od : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %out : tensor<2x?x8xf32>
}

// -----

// The decomposed softmax with a separate subtraction and exp, and the
// normalization as a product with the reciprocal of the sum.
#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (h, m)>
#vec = affine_map<(h, m) -> (h, m)>
// CHECK-LABEL: func @softmax_reciprocal
// CHECK: rope.attention {{.*}} scale(1.000000e+00) key_rotation(on_read)
// CHECK-NOT: linalg.generic
func.func @softmax_reciprocal(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
                              %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half)
      : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scores = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %row_init = tensor.empty() : tensor<2x8xf32>
  %max_fill = linalg.fill ins(%ninf : f32) outs(%row_init : tensor<2x8xf32>) -> tensor<2x8xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%scores : tensor<2x8x8xf32>) outs(%max_fill : tensor<2x8xf32>) {
  ^bb0(%s: f32, %acc: f32):
    %r = arith.maximumf %acc, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %shifted = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%scores, %max : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%s: f32, %m: f32, %out: f32):
    %d = arith.subf %s, %m : f32
    linalg.yield %d : f32
  } -> tensor<2x8x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%shifted : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%d: f32, %out: f32):
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<2x8x8xf32>
  %sum_fill = linalg.fill ins(%zero : f32) outs(%row_init : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%exp : tensor<2x8x8xf32>) outs(%sum_fill : tensor<2x8xf32>) {
  ^bb0(%e: f32, %acc: f32):
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %inv = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<2x8xf32>) outs(%row_init : tensor<2x8xf32>) {
  ^bb0(%s: f32, %out: f32):
    %r = arith.divf %one, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %probs = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%inv, %exp : tensor<2x8xf32>, tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%r: f32, %e: f32, %out: f32):
    %p = arith.mulf %r, %e : f32
    linalg.yield %p : f32
  } -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>)
      outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
