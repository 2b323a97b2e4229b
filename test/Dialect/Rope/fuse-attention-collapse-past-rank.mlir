// RUN: rope-opt %s --rope-fuse-attention=unrotated=false -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: rope-opt %s --rope-fuse-attention -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
//
// rope-fuzz's finding (seed 261778014): the collapse_shapes of the keys,
// values and queries name source dimension -2^63 in their reassociations,
// which the verifier lets through. The layout matcher permuted the wide
// shape by that index (undefined behaviour, which UBSan reports in the
// hardening suite); it must reject the collapse instead, as it rejects
// such an expand_shape (fuse-attention-reassociation-past-rank.mlir), and
// the attention stays unfused with a remark.
//
// CHECK-NOT: runtime error
// CHECK: remark: attention not fused: neither the queries nor the keys are rotated by rope.rotate (the queries come from tensor.collapse_shape, the keys from tensor.collapse_shape)
// CHECK-NOT: runtime error
//
// Fused without a rotation by default, the malformed reshape taken as it is
// (no runtime error either):
// FUSED-NOT: runtime error
// FUSED: remark: fused into rope.attention: {{.*}}no rotation
// FUSED-NOT: runtime error

#bcast = affine_map<(b, h, g, s, d) -> (b, h, s, d)>
#id5 = affine_map<(b, h, g, s, d) -> (b, h, g, s, d)>
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
func.func @dynamic_gqa(%q: tensor<1x4x?x8xf32>, %k: tensor<1x2x?x8xf32>, %v: tensor<1x2x?x8xf32>,
    %pos: tensor<?xi64>) -> tensor<1x4x?x8xf32> {
  %c2 = arith.constant 2 : index
  %n = tensor.dim %q, %c2 : tensor<1x4x?x8xf32>
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<1x4x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<1x4x?x8xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<1x2x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<1x2x?x8xf32>
  %rep = tensor.empty(%c2, %n) : tensor<1x2x?x?x8xf32>
  %kb = linalg.generic {indexing_maps = [#bcast, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%kr : tensor<1x2x?x8xf32>) outs(%rep : tensor<1x2x?x?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x?x?x8xf32>
  %vb = linalg.generic {indexing_maps = [#bcast, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v : tensor<1x2x?x8xf32>) outs(%rep : tensor<1x2x?x?x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x?x?x8xf32>
  %kc = tensor.collapse_shape %kb [[-9223372036854775808], [1, 2], [3], [4]] : tensor<1x2x?x?x8xf32> into tensor<1x?x?x8xf32>
  %vc = tensor.collapse_shape %vb [[-9223372036854775808], [1, 2], [3], [4]] : tensor<1x2x?x?x8xf32> into tensor<1x?x?x8xf32>
  %k4 = tensor.cast %kc : tensor<1x?x?x8xf32> to tensor<1x4x?x8xf32>
  %v4 = tensor.cast %vc : tensor<1x?x?x8xf32> to tensor<1x4x?x8xf32>
  %q3 = tensor.collapse_shape %qr [[-9223372036854775808, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
  %k3 = tensor.collapse_shape %k4 [[-9223372036854775808, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
  %v3 = tensor.collapse_shape %v4 [[-9223372036854775808, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty(%n, %n) : tensor<4x?x?xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %oinit = tensor.empty(%n) : tensor<4x?x8xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q3, %k3 : tensor<4x?x8xf32>, tensor<4x?x8xf32>) outs(%fill : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<4x?x?xf32>) outs(%init : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %out = linalg.batch_matmul ins(%probs, %v3 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%ofill : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
  %o4 = tensor.expand_shape %out [[-9223372036854775808, 1], [2], [3]] output_shape [1, 4, %n, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
  return %o4 : tensor<1x4x?x8xf32>
}
