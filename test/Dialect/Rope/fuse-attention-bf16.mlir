// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s

// Hugging Face's eager attention in bf16 or f16: QK^T, the scale and the
// mask (torch.finfo(dtype).min added above the diagonal) in the graph's
// type, softmax(dtype=float32) as an arith.extf to f32, the softmax in f32
// and an arith.truncf back, then PV in the graph's type. rope.attention
// computes the scores, the softmax and the weighted sum in f32 and rounds
// once, at least as precise as the graph, so the chain fuses through the
// conversions.

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// CHECK-LABEL: func @eager_bf16
// CHECK: rope.attention {{.*}} causal {{.*}}-> tensor<2x8x8xbf16>
// CHECK-NOT: arith.extf
func.func @eager_bf16(%q: tensor<2x8x8xbf16>, %k: tensor<2x8x8xbf16>, %v: tensor<2x8x8xbf16>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xbf16> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xbf16>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xbf16>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xbf16>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xbf16>
  %zero = arith.constant 0.0 : bf16
  %lowest = arith.constant -3.38953139E+38 : bf16
  %scale = arith.constant 0.353515625 : bf16
  %init = tensor.empty() : tensor<2x8x8xbf16>
  %wide = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : bf16) outs(%init : tensor<2x8x8xbf16>) -> tensor<2x8x8xbf16>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.353516 (on the scores); causal mask as additive mask of the lowest finite bf16 (as -inf), diagonal 0; softmax linalg.softmax in f32, from and back to bf16 (rope.attention computes the scores, softmax and weighted sum in f32 and rounds once); PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xbf16>, tensor<2x8x8xbf16>) outs(%fill : tensor<2x8x8xbf16>) -> tensor<2x8x8xbf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xbf16>) outs(%init : tensor<2x8x8xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %r = arith.mulf %x, %scale : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x8xbf16>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled : tensor<2x8x8xbf16>) outs(%init : tensor<2x8x8xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %m = arith.select %hidden, %lowest, %zero : bf16
    %r = arith.addf %x, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x8xbf16>
  %ext = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked : tensor<2x8x8xbf16>) outs(%wide : tensor<2x8x8xf32>) {
  ^bb0(%x: bf16, %out: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%ext : tensor<2x8x8xf32>) outs(%wide : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %trunc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%probs : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x8xbf16>
  %out = linalg.batch_matmul ins(%trunc, %v : tensor<2x8x8xbf16>, tensor<2x8x8xbf16>) outs(%fill : tensor<2x8x8xbf16>) -> tensor<2x8x8xbf16>
  return %out : tensor<2x8x8xbf16>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// CHECK-LABEL: func @eager_f16
// CHECK: rope.attention {{.*}} causal {{.*}}-> tensor<2x8x8xf16>
// CHECK-NOT: arith.extf
func.func @eager_f16(%q: tensor<2x8x8xf16>, %k: tensor<2x8x8xf16>, %v: tensor<2x8x8xf16>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf16> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf16>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf16>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf16>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf16>
  %zero = arith.constant 0.0 : f16
  %lowest = arith.constant -65504.0 : f16
  %scale = arith.constant 0.353515625 : f16
  %init = tensor.empty() : tensor<2x8x8xf16>
  %wide = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f16) outs(%init : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.353516 (on the scores); causal mask as additive mask of the lowest finite f16 (as -inf), diagonal 0; softmax linalg.softmax in f32, from and back to f16 (rope.attention computes the scores, softmax and weighted sum in f32 and rounds once); PV as linalg.batch_matmul}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf16>, tensor<2x8x8xf16>) outs(%fill : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf16>) outs(%init : tensor<2x8x8xf16>) {
  ^bb0(%x: f16, %out: f16):
    %r = arith.mulf %x, %scale : f16
    linalg.yield %r : f16
  } -> tensor<2x8x8xf16>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled : tensor<2x8x8xf16>) outs(%init : tensor<2x8x8xf16>) {
  ^bb0(%x: f16, %out: f16):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %hidden = arith.cmpi ugt, %j, %i : index
    %m = arith.select %hidden, %lowest, %zero : f16
    %r = arith.addf %x, %m : f16
    linalg.yield %r : f16
  } -> tensor<2x8x8xf16>
  %ext = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked : tensor<2x8x8xf16>) outs(%wide : tensor<2x8x8xf32>) {
  ^bb0(%x: f16, %out: f32):
    %r = arith.extf %x : f16 to f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%ext : tensor<2x8x8xf32>) outs(%wide : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %trunc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%probs : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf16>) {
  ^bb0(%x: f32, %out: f16):
    %r = arith.truncf %x : f32 to f16
    linalg.yield %r : f16
  } -> tensor<2x8x8xf16>
  %out = linalg.batch_matmul ins(%trunc, %v : tensor<2x8x8xf16>, tensor<2x8x8xf16>) outs(%fill : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  return %out : tensor<2x8x8xf16>
}

// -----

#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (m, n)>

// As torch-mlir exports it: each bf16 matmul accumulates into f32 and an
// arith.truncf rounds it, and the mask is a constant bf16 tensor of
// torch.finfo(bf16).min above the diagonal.
// CHECK-LABEL: func @torch_mlir_bf16
// CHECK: rope.attention {{.*}} causal {{.*}}-> tensor<2x4x8xbf16>
// CHECK-NOT: linalg.batch_matmul
func.func @torch_mlir_bf16(%q: tensor<2x4x8xbf16>, %k: tensor<2x4x8xbf16>, %v: tensor<2x4x8xbf16>,
    %pos: tensor<4xi64>) -> tensor<2x4x8xbf16> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x4x8xbf16>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xbf16>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x4x8xbf16>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xbf16>
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.353515625 : bf16
  %mask = arith.constant dense<[[0.0, -3.38953139E+38, -3.38953139E+38, -3.38953139E+38], [0.0, 0.0, -3.38953139E+38, -3.38953139E+38], [0.0, 0.0, 0.0, -3.38953139E+38], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xbf16>
  %kinit = tensor.empty() : tensor<2x8x4xbf16>
  %kt = linalg.transpose ins(%kr : tensor<2x4x8xbf16>) outs(%kinit : tensor<2x8x4xbf16>) permutation = [0, 2, 1]
  %sinit = tensor.empty() : tensor<2x4x4xf32>
  %sfill = linalg.fill ins(%zero : f32) outs(%sinit : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %init = tensor.empty() : tensor<2x4x4xbf16>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul of linalg.transpose'd keys accumulating in f32 (rounded after); scale 0.353516 (on the scores); causal mask as additive mask of the lowest finite bf16 (as -inf), diagonal 0; softmax linalg.softmax in f32, from and back to bf16 (rope.attention computes the scores, softmax and weighted sum in f32 and rounds once); PV as linalg.batch_matmul accumulating in f32 (rounded after)}}
  // expected-remark @+1 {{keys rotated}}
  %scores32 = linalg.batch_matmul ins(%qr, %kt : tensor<2x4x8xbf16>, tensor<2x8x4xbf16>) outs(%sfill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %scores = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores32 : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x4xbf16>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %r = arith.mulf %x, %scale : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %masked = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled, %mask : tensor<2x4x4xbf16>, tensor<4x4xbf16>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: bf16, %m: bf16, %out: bf16):
    %r = arith.addf %x, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %ext = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked : tensor<2x4x4xbf16>) outs(%sinit : tensor<2x4x4xf32>) {
  ^bb0(%x: bf16, %out: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%ext : tensor<2x4x4xf32>) outs(%sinit : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %trunc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%probs : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %oinit = tensor.empty() : tensor<2x4x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %out32 = linalg.batch_matmul ins(%trunc, %v : tensor<2x4x4xbf16>, tensor<2x4x8xbf16>) outs(%ofill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %rinit = tensor.empty() : tensor<2x4x8xbf16>
  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%out32 : tensor<2x4x8xf32>) outs(%rinit : tensor<2x4x8xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x8xbf16>
  return %out : tensor<2x4x8xbf16>
}

// -----

#id = affine_map<(h, m, n) -> (h, m, n)>
#row = affine_map<(h, m, n) -> (m, n)>

// The same with the mask as torch-mlir stores a captured tensor: a
// dense_resource constant, read from its blob.
// CHECK-LABEL: func @resource_mask_bf16
// CHECK: rope.attention {{.*}} causal {{.*}}-> tensor<2x4x8xbf16>
// CHECK-NOT: linalg.batch_matmul
func.func @resource_mask_bf16(%q: tensor<2x4x8xbf16>, %k: tensor<2x4x8xbf16>, %v: tensor<2x4x8xbf16>,
    %pos: tensor<4xi64>) -> tensor<2x4x8xbf16> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x4x8xbf16>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xbf16>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x4x8xbf16>, tensor<4xi64>, tensor<4xf64> -> tensor<2x4x8xbf16>
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.353515625 : bf16
  %mask = arith.constant dense_resource<causal_mask_4x4> : tensor<4x4xbf16>
  %kinit = tensor.empty() : tensor<2x8x4xbf16>
  %kt = linalg.transpose ins(%kr : tensor<2x4x8xbf16>) outs(%kinit : tensor<2x8x4xbf16>) permutation = [0, 2, 1]
  %sinit = tensor.empty() : tensor<2x4x4xf32>
  %sfill = linalg.fill ins(%zero : f32) outs(%sinit : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %init = tensor.empty() : tensor<2x4x4xbf16>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul of linalg.transpose'd keys accumulating in f32 (rounded after); scale 0.353516 (on the scores); causal mask as additive mask of the lowest finite bf16 (as -inf), diagonal 0; softmax linalg.softmax in f32, from and back to bf16 (rope.attention computes the scores, softmax and weighted sum in f32 and rounds once); PV as linalg.batch_matmul accumulating in f32 (rounded after)}}
  // expected-remark @+1 {{keys rotated}}
  %scores32 = linalg.batch_matmul ins(%qr, %kt : tensor<2x4x8xbf16>, tensor<2x8x4xbf16>) outs(%sfill : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %scores = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores32 : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x4xbf16>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %r = arith.mulf %x, %scale : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %masked = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled, %mask : tensor<2x4x4xbf16>, tensor<4x4xbf16>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: bf16, %m: bf16, %out: bf16):
    %r = arith.addf %x, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %ext = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%masked : tensor<2x4x4xbf16>) outs(%sinit : tensor<2x4x4xf32>) {
  ^bb0(%x: bf16, %out: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<2x4x4xf32>
  %probs = linalg.softmax dimension(2) ins(%ext : tensor<2x4x4xf32>) outs(%sinit : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %trunc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%probs : tensor<2x4x4xf32>) outs(%init : tensor<2x4x4xbf16>) {
  ^bb0(%x: f32, %out: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x4xbf16>
  %oinit = tensor.empty() : tensor<2x4x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %out32 = linalg.batch_matmul ins(%trunc, %v : tensor<2x4x4xbf16>, tensor<2x4x8xbf16>) outs(%ofill : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %rinit = tensor.empty() : tensor<2x4x8xbf16>
  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%out32 : tensor<2x4x8xf32>) outs(%rinit : tensor<2x4x8xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x8xbf16>
  return %out : tensor<2x4x8xbf16>
}

{-#
  dialect_resources: {
    builtin: {
      causal_mask_4x4: "0x0200000000007FFF7FFF7FFF000000007FFF7FFF0000000000007FFF0000000000000000"
    }
  }
#-}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// Near-miss: an f32 graph whose softmax is computed in f64. rope.attention
// computes f32 in f32, less precise than the graph: refused.
// CHECK-LABEL: func @f32_softmax_in_f64
// CHECK-NOT: rope.attention
func.func @f32_softmax_in_f64(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %wide = tensor.empty() : tensor<2x8x8xf64>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the softmax is computed in f64 and its result converted to f32, but rope.attention computes f32 attention in f32, less precisely}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %ext = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%wide : tensor<2x8x8xf64>) {
  ^bb0(%x: f32, %out: f64):
    %r = arith.extf %x : f32 to f64
    linalg.yield %r : f64
  } -> tensor<2x8x8xf64>
  %probs = linalg.softmax dimension(2) ins(%ext : tensor<2x8x8xf64>) outs(%wide : tensor<2x8x8xf64>) -> tensor<2x8x8xf64>
  %trunc = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%probs : tensor<2x8x8xf64>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f64, %out: f32):
    %r = arith.truncf %x : f64 to f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%trunc, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
