// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/gpt-oss-sinks.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTOSS
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/gpt-oss-sinks-bf16.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTOSS-BF16
// RUN: rope-opt --rope-import-tosa %S/../../Integration/Models/Inputs/gpt-oss-sinks-tosa.mlir | rope-opt --rope-raise --rope-fuse-attention 2>/dev/null | FileCheck %s --check-prefix=GPTOSS-TOSA
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/gpt-oss-dynamic-lengths.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTOSS-DYN

// Attention sinks (gpt-oss): the scores concatenated with one column that
// broadcasts a logit per head, the softmax over both, and the column
// dropped (`probs[..., :-1]`) before P V. They fuse as `sinks(%s)`.

// gpt-oss as exported (test/Integration/Models/Inputs): its q/k rotations
// raised (split halves, YaRN with an untruncated band, attention factor
// 1.35), its sinks argument (#3) given to the fused op, the explicit shift
// by the row maximum before the softmax looked through; in bf16 that shift
// is rounded to bf16 before the softmax widens it to f32.
// GPTOSS: rope.frequencies #rope.yarn<rotary_dim = 16, base = 1.500000e+05, factor = 3.200000e+01, original_max_position = 4096, truncate = false>
// GPTOSS: rope.attention {{.*}} layout(half) rope_scale(%{{.*}} : f32) scale(2.500000e-01) causal sinks(%arg3 : tensor<4xf32>) key_rotation(on_read) : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>
// GPTOSS-NOT: tensor.concat {{.*}} -> tensor<1x4x8x9xf32>
// GPTOSS-NOT: math.exp
// GPTOSS-BF16: rope.attention {{.*}} causal sinks(%arg3 : tensor<4xbf16>) key_rotation(on_read) : tensor<1x4x8x16xbf16>
// GPTOSS-BF16-NOT: math.exp
// Through TOSA the rotated halves and the sinks' column are concatenated by
// insert_slices into a tensor.empty.
// GPTOSS-TOSA: rope.attention {{.*}} causal sinks(%arg3 : tensor<4xf32>) key_rotation(on_read) : tensor<1x4x8x16xf32>
// GPTOSS-TOSA-NOT: math.exp
// With symbolic lengths torch-mlir slices the sinks' column off with
// bounds it clamps at run time (`min(N, 0)` to `max(min(N - 1, N) - 0, 0)`
// of the N = Skv + 1 columns), and the sizes of the scores feed those bounds
// and the reductions' inits: fused along with them.
// GPTOSS-DYN: rope.attention {{.*}} causal diagonal(%{{.*}}) sinks(%arg5 : tensor<4xf32>) : tensor<1x4x?x16xf32>, tensor<1x2x?x16xf32>
// GPTOSS-DYN-NOT: math.exp
// GPTOSS-DYN-NOT: tensor.extract_slice {{.*}} : tensor<1x4x?x?xf32> to tensor<1x4x?x?xf32>

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#perhead = affine_map<(h, m, n) -> (h)>
#id = affine_map<(h, m, n) -> (h, m, n)>

// CHECK-LABEL: func @sinks
// CHECK-SAME: %[[SINKS:[^:]*]]: tensor<2xf32>)
// CHECK: %[[O:.*]] = rope.attention {{.*}} scale(2.500000e-01) sinks(%[[SINKS]] : tensor<2xf32>)
// CHECK-NOT: linalg.softmax
// CHECK: return %[[O]]
func.func @sinks(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>, %sinks: tensor<2xf32>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %quarter = arith.constant 0.25 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.25 (on the scores); no mask; softmax linalg.softmax with attention sinks (a block argument #4: one logit per query head in the normalization, its column dropped before PV)}}
  // expected-remark @+1 {{keys rotated}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %quarter : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  %cinit = tensor.empty() : tensor<2x8x1xf32>
  %column = linalg.generic {indexing_maps = [#perhead, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sinks : tensor<2xf32>) outs(%cinit : tensor<2x8x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x8x1xf32>
  %all = tensor.concat dim(2) %scaled, %column : (tensor<2x8x8xf32>, tensor<2x8x1xf32>) -> tensor<2x8x9xf32>
  %pinit = tensor.empty() : tensor<2x8x9xf32>
  %probs = linalg.softmax dimension(2) ins(%all : tensor<2x8x9xf32>) outs(%pinit : tensor<2x8x9xf32>) -> tensor<2x8x9xf32>
  %keys = tensor.extract_slice %probs[0, 0, 0] [2, 8, 8] [1, 1, 1] : tensor<2x8x9xf32> to tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%keys, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}

// -----

// A last column of one value per query, not per head: not attention sinks.
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
#perquery = affine_map<(h, m, n) -> (m)>
#id = affine_map<(h, m, n) -> (h, m, n)>
// CHECK-LABEL: func @per_query_column
// CHECK-NOT: rope.attention
func.func @per_query_column(%q: tensor<2x8x16xf32>, %k: tensor<2x8x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>, %extra: tensor<8xf32>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+1 {{attention not fused: the softmax's last column (attention sinks) is not a vector of one value per head broadcast along the batch and the queries}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %cinit = tensor.empty() : tensor<2x8x1xf32>
  %column = linalg.generic {indexing_maps = [#perquery, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extra : tensor<8xf32>) outs(%cinit : tensor<2x8x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x8x1xf32>
  %all = tensor.concat dim(2) %scores, %column : (tensor<2x8x8xf32>, tensor<2x8x1xf32>) -> tensor<2x8x9xf32>
  %pinit = tensor.empty() : tensor<2x8x9xf32>
  %probs = linalg.softmax dimension(2) ins(%all : tensor<2x8x9xf32>) outs(%pinit : tensor<2x8x9xf32>) -> tensor<2x8x9xf32>
  %keys = tensor.extract_slice %probs[0, 0, 0] [2, 8, 8] [1, 1, 1] : tensor<2x8x9xf32> to tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%keys, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}

// -----

// The softmax normalizes the scores of 9 keys, and P V reads the weights of
// the first 8 only: no column of sinks to fuse.
#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>
// CHECK-LABEL: func @dropped_key
// CHECK-NOT: rope.attention
func.func @dropped_key(%q: tensor<2x8x16xf32>, %k: tensor<2x9x16xf32>, %v: tensor<2x8x16xf32>,
    %pos: tensor<8xi64>, %kpos: tensor<9xi64>) -> tensor<2x8x16xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %qr = rope.rotate %q, %pos, %freqs layout(half) : tensor<2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<2x8x16xf32>
  %kr = rope.rotate %k, %kpos, %freqs layout(half) : tensor<2x9x16xf32>, tensor<9xi64>, tensor<8xf64> -> tensor<2x9x16xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x9xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x9xf32>) -> tensor<2x8x9xf32>
  %oinit = tensor.empty() : tensor<2x8x16xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oinit : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  // expected-remark @+1 {{attention not fused: the softmax normalizes one column more than the product with the values reads, but its scores are not the keys' scores concatenated with one column (attention sinks)}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%qr, %kr : tensor<2x8x16xf32>, tensor<2x9x16xf32>) outs(%fill : tensor<2x8x9xf32>) -> tensor<2x8x9xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x9xf32>) outs(%init : tensor<2x8x9xf32>) -> tensor<2x8x9xf32>
  %keys = tensor.extract_slice %probs[0, 0, 0] [2, 8, 8] [1, 1, 1] : tensor<2x8x9xf32> to tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%keys, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%ofill : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %out : tensor<2x8x16xf32>
}
