// RUN: rope-opt %s -rope-fuse-attention --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// torch-mlir scales Q and K by sqrt(scale) with an f64 constant truncated to
// f32 inside each scaling generic (head_dim 32: sqrt(1/sqrt(32)) =
// 0.42044820762685731, not exact in f32). The truncation is folded into the
// factor: the op's scale is the product of the two f32 factors,
// float(0.4204482f)^2 = 0.17677670050080341 (1/sqrt(32) = 0.17677669529663687).
// CHECK: remark: fused into rope.attention: {{.*}}scale 0.176777 (on the queries, keys)
// CHECK-LABEL: func.func @truncated_scale
// CHECK: rope.attention {{.*}} scale(0.17677670050080341)
#id = affine_map<(h, m, d) -> (h, m, d)>
func.func @truncated_scale(%q: tensor<2x8x32xf32>, %k: tensor<2x8x32xf32>, %v: tensor<2x8x32xf32>,
                           %pos: tensor<8xi64>) -> tensor<2x8x32xf32> {
  %half = arith.constant 0.42044820762685731 : f64
  %freqs = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x32xf32>, tensor<8xi64>, tensor<16xf64> -> tensor<2x8x32xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x32xf32>, tensor<8xi64>, tensor<16xf64> -> tensor<2x8x32xf32>
  %e = tensor.empty() : tensor<2x8x32xf32>
  %qs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%qr : tensor<2x8x32xf32>) outs(%e : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %f = arith.truncf %half : f64 to f32
      %m = arith.mulf %in, %f : f32
      linalg.yield %m : f32
  } -> tensor<2x8x32xf32>
  %ks = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%kr : tensor<2x8x32xf32>) outs(%e : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %f = arith.truncf %half : f64 to f32
      %m = arith.mulf %in, %f : f32
      linalg.yield %m : f32
  } -> tensor<2x8x32xf32>
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<2x8x8xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %s = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qs, %ks : tensor<2x8x32xf32>, tensor<2x8x32xf32>)
      outs(%sz : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x8x8xf32>) outs(%se : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x8x8xf32>, tensor<2x8x32xf32>)
      outs(%oz : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
  return %o : tensor<2x8x32xf32>
}
