// RUN: rope-opt %s -rope-fuse-attention -verify-diagnostics | FileCheck %s

// One attention head (Gemma 2B, Phi): torch-mlir collapses [b, 1, s, d]
// into [b, s, d] for the batch matmuls by merging the unit head dimension
// into the sequence ([[0], [1, 2], [3]]) rather than into the batch. The
// merged unit dimension keeps the last two dimensions, so the chain fuses.

#id = affine_map<(b, m, n) -> (b, m, n)>

// CHECK-LABEL: func @one_head
// CHECK: %[[O:.*]] = rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}, %{{.*}}) frequencies(%{{.*}}) layout(half) scale(2.500000e-01)
// CHECK-NOT: linalg.batch_matmul
// CHECK: return
func.func @one_head(%q: tensor<1x1x8x16xf32>, %k: tensor<1x1x8x16xf32>, %v: tensor<1x1x8x16xf32>, %pos: tensor<8xi64>) -> tensor<1x1x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x1x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x1x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<1x1x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x1x8x16xf32>
  %qc = tensor.collapse_shape %qr [[0], [1, 2], [3]] : tensor<1x1x8x16xf32> into tensor<1x8x16xf32>
  %kinit = tensor.empty() : tensor<1x1x16x8xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x1x8x16xf32>) outs(%kinit : tensor<1x1x16x8xf32>) permutation = [0, 1, 3, 2]
  %kc = tensor.collapse_shape %kt [[0], [1, 2], [3]] : tensor<1x1x16x8xf32> into tensor<1x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.25 : f32
  %sinit = tensor.empty() : tensor<1x8x8xf32>
  %sfill = linalg.fill ins(%zero : f32) outs(%sinit : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul ins(%qc, %kc : tensor<1x8x16xf32>, tensor<1x16x8xf32>) outs(%sfill : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<1x8x8xf32>) outs(%sinit : tensor<1x8x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %s4 = tensor.expand_shape %scaled [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
  %pinit = tensor.empty() : tensor<1x1x8x8xf32>
  %probs = linalg.softmax dimension(3) ins(%s4 : tensor<1x1x8x8xf32>) outs(%pinit : tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
  %pc = tensor.collapse_shape %probs [[0], [1, 2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
  %vc = tensor.collapse_shape %v [[0], [1, 2], [3]] : tensor<1x1x8x16xf32> into tensor<1x8x16xf32>
  %oinit = tensor.empty() : tensor<1x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %out = linalg.batch_matmul ins(%pc, %vc : tensor<1x8x8xf32>, tensor<1x8x16xf32>) outs(%ofill : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %o4 = tensor.expand_shape %out [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
  return %o4 : tensor<1x1x8x16xf32>
}
