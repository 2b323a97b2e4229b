// RUN: rope-opt %s -split-input-file -rope-fuse-attention -verify-diagnostics | FileCheck %s
// RUN: rope-opt %s -split-input-file -rope-fuse-attention=unrotated=false -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/smollm3-nope.mlir 2>/dev/null | FileCheck %s --check-prefix=SMOLLM3
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/llama4-nope.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA4
// RUN: rope-opt --rope-import-tosa %S/../../Integration/Models/Inputs/cohere2-global-tosa.mlir | rope-opt --rope-raise --rope-fuse-attention 2>/dev/null | FileCheck %s --check-prefix=COHERE2
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/smollm3-nope-dynamic-lengths.mlir 2>/dev/null | FileCheck %s --check-prefix=SMOLLM3-DYN
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/qwen3vl-mrope-interleaved.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TABLES
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/hunyuan-qknorm-after-rope.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUNYUAN
// RUN: rope-opt --rope-raise --rope-fuse-attention %S/../../Integration/Models/Inputs/exaone4-global.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXAONE
// RUN: rope-opt --rope-fuse-attention %S/../../Integration/Models/Inputs/llama-eager-f32.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNRAISED

// Attention whose queries and keys no rope.rotate rotates (the layers a
// model leaves without positional embedding: NoPE) fuses into a
// rope.attention without positions, frequencies or layout, with every other
// form the matcher takes (grouped-query broadcast, mask, scale). The
// queries and keys are taken where they are laid out as QK^T reads them:
// after torch's transpose of [b, s, h, d]. With unrotated=false such an
// attention is left alone, with the remark it had before (which walks the
// queries back past that transpose to find a rotation).

// The exports (test/Integration/Models/Inputs): SmolLM3's NoPE layer,
// Llama 4's (its queries first scaled by a per-position temperature, which
// stays outside: the fused op reads the scaled, transposed queries), Cohere
// 2's global layer through TOSA, and SmolLM3's NoPE layer over a dynamic
// cache (keys = cat(past, k), the past length the run-time diagonal).
// SMOLLM3-NOT: rope.rotate
// SMOLLM3: rope.attention %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}} scale(2.500000e-01) causal : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x4x8x16xf32>
// SMOLLM3-NOT: math.exp
// LLAMA4: math.log1p
// LLAMA4: rope.attention %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}} scale(2.500000e-01) causal : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x4x8x16xf32>
// LLAMA4-NOT: math.exp
// COHERE2: rope.attention %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}} scale(2.500000e-01) causal : tensor<1x4x8x16xf32>
// COHERE2-NOT: math.exp
// SMOLLM3-DYN: %[[KEYS:.*]] = tensor.concat
// SMOLLM3-DYN: rope.attention %{{[a-z_0-9]+}}, %[[KEYS]], %{{[a-z_0-9]+}} scale(2.500000e-01) causal diagonal(%{{.*}}) : tensor<1x4x?x16xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32> -> tensor<1x4x?x16xf32>
// SMOLLM3-DYN-NOT: math.exp
// Qwen3-VL's interleaved multimodal rotation, which rope-raise leaves as
// rope.rotate_with_tables (the graph's tables): the attention fuses
// without a rotation, and the remark says the rotation stays outside.
// TABLES: remark: fused into rope.attention: {{.*}}; no rotation: neither the queries (from rope.rotate_with_tables) nor the keys (from rope.rotate_with_tables) are rotated by rope.rotate (rope.rotate_with_tables rotates them outside the fused op)
// Hunyuan's q/k norms after the rotation: the same, the rotations before
// the norms.
// HUNYUAN: remark: fused into rope.attention: {{.*}}; no rotation: neither the queries (from linalg.generic) nor the keys (from linalg.generic) are rotated by rope.rotate (rope.rotate rotates them outside the fused op, before the ops that reach QK^T)
// And EXAONE 4's global layer, which has no RoPE: the remark says so.
// EXAONE: remark: fused into rope.attention: {{.*}}; no rotation: {{.*}} (a layer without positional embedding)
// Llama's block without rope-raise: its rotation is still the graph's
// sin/cos arithmetic, which the remark names rather than calling the
// layer one without positional embedding.
// UNRAISED: remark: fused into rope.attention: {{.*}}; no rotation: {{.*}} (their producers compute sines or cosines: a rotation rope-raise did not recognize stays outside the fused op)

#bcast = affine_map<(b, h, g, s, d) -> (b, h, s, d)>
#id5 = affine_map<(b, h, g, s, d) -> (b, h, g, s, d)>
#id4 = affine_map<(b, h, m, n) -> (b, h, m, n)>
#row = affine_map<(b, h, m, n) -> (b, h, m)>

// Torch's layout: [b, s, h, d] transposed to [b, h, s, d], the keys and
// values broadcast to the query heads (repeat_kv), a causal mask by index
// comparison, linalg.softmax.
// CHECK-LABEL: func @torch_layout
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x4x16xf32>, %[[K:.*]]: tensor<1x8x2x16xf32>, %[[V:.*]]: tensor<1x8x2x16xf32>)
// CHECK-DAG: %[[QT:.*]] = linalg.transpose ins(%[[Q]] {{.*}} permutation = [0, 2, 1, 3]
// CHECK-DAG: %[[KT:.*]] = linalg.transpose ins(%[[K]] {{.*}} permutation = [0, 2, 1, 3]
// CHECK-DAG: %[[VT:.*]] = linalg.transpose ins(%[[V]] {{.*}} permutation = [0, 2, 1, 3]
// CHECK: %[[O:.*]] = rope.attention %[[QT]], %[[KT]], %[[VT]] scale(2.500000e-01) causal : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32> -> tensor<1x4x8x16xf32>
// CHECK-NOT: linalg.softmax
// CHECK: tensor.collapse_shape %[[O]]
// OFF: remark: attention not fused: the QK^T product reads the queries with the dimensions of a block argument permuted as [0, 2, 1, 3]
func.func @torch_layout(%q: tensor<1x8x4x16xf32>, %k: tensor<1x8x2x16xf32>, %v: tensor<1x8x2x16xf32>) -> tensor<1x4x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.25 : f32
  %qe = tensor.empty() : tensor<1x4x8x16xf32>
  %qt = linalg.transpose ins(%q : tensor<1x8x4x16xf32>) outs(%qe : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3]
  %ke = tensor.empty() : tensor<1x2x8x16xf32>
  %kt = linalg.transpose ins(%k : tensor<1x8x2x16xf32>) outs(%ke : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%v : tensor<1x8x2x16xf32>) outs(%ke : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %rep = tensor.empty() : tensor<1x2x2x8x16xf32>
  %kb = linalg.generic {indexing_maps = [#bcast, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%kt : tensor<1x2x8x16xf32>) outs(%rep : tensor<1x2x2x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x8x16xf32>
  %vb = linalg.generic {indexing_maps = [#bcast, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%vt : tensor<1x2x8x16xf32>) outs(%rep : tensor<1x2x2x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x2x8x16xf32>
  %kc = tensor.collapse_shape %kb [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
  %vc = tensor.collapse_shape %vb [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
  %se = tensor.empty() : tensor<4x8x8xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  // expected-remark @+2 {{fused into rope.attention: QK^T as linalg.batch_matmul with the keys transposed by its indexing maps; scale 0.25 (on the scores); causal mask as select of -inf on the scores, diagonal 0; softmax linalg.softmax; PV as linalg.batch_matmul; no rotation: neither the queries (from linalg.transpose) nor the keys (from linalg.transpose) are rotated by rope.rotate (a layer without positional embedding); grouped-query attention, 2 query heads per key/value head (linalg.generic)}}
  // expected-remark @+1 {{nothing rotated: the fused op has no positions or frequencies, so there is no key rotation for the cost model to place}}
  %scores = linalg.batch_matmul indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>, affine_map<(h, m, n, d) -> (h, n, d)>, affine_map<(h, m, n, d) -> (h, m, n)>] ins(%qc, %kc : tensor<4x8x16xf32>, tensor<4x8x16xf32>) outs(%sf : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s4 = tensor.expand_shape %scores [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
  %me = tensor.empty() : tensor<1x4x8x8xf32>
  %scaled = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s4 : tensor<1x4x8x8xf32>) outs(%me : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x8x8xf32>) outs(%me : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %hide = arith.cmpi ugt, %j, %i : index
    %r = arith.select %hide, %ninf, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x8xf32>
  %probs = linalg.softmax dimension(3) ins(%masked : tensor<1x4x8x8xf32>) outs(%me : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %pc = tensor.collapse_shape %probs [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
  %oe = tensor.empty() : tensor<4x8x16xf32>
  %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %out = linalg.batch_matmul ins(%pc, %vc : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%of : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %o4 = tensor.expand_shape %out [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
  return %o4 : tensor<1x4x8x16xf32>
}

// -----

#q = affine_map<(h, m, n, d) -> (h, m, d)>
#k = affine_map<(h, m, n, d) -> (h, n, d)>
#s = affine_map<(h, m, n, d) -> (h, m, n)>

// Keys rotated, queries not: not a rotation rope.attention expresses
// (neither both nor none), refused whatever `unrotated` says.
// CHECK-LABEL: func @only_keys_rotated
// CHECK-NOT: rope.attention
// OFF: remark: attention not fused: the keys are rotated but the queries are not (they come from a block argument)
func.func @only_keys_rotated(%q: tensor<2x8x8xf32>, %k: tensor<2x8x8xf32>, %v: tensor<2x8x8xf32>,
    %pos: tensor<8xi64>) -> tensor<2x8x8xf32> {
  %freqs = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %kr = rope.rotate %k, %pos, %freqs layout(half) : tensor<2x8x8xf32>, tensor<8xi64>, tensor<4xf64> -> tensor<2x8x8xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  // expected-remark @+1 {{attention not fused: the keys are rotated but the queries are not (they come from a block argument)}}
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q, %kr : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %probs = linalg.softmax dimension(2) ins(%scores : tensor<2x8x8xf32>) outs(%init : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %out = linalg.batch_matmul ins(%probs, %v : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%fill : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %out : tensor<2x8x8xf32>
}
