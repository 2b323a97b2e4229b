// The TOSA exports of Inputs/ (scripts/export-graphs.py --tosa: torch-mlir's
// TOSA output of the same models) after rope-import-tosa, the upstream
// TOSA-to-linalg passes. TOSA spells the rotation differently from the
// linalg-on-tensors exports: `tosa.concat` becomes insert_slices into a
// tensor.empty (a concatenation of a concatenation flattened into one run),
// the inverse frequencies and scalar factors are [1, ..., 1, n] constants
// broadcast by indexing maps, and `tosa.mul`'s shift operand is dropped for
// floats. q and k are raised as from the linalg exports; v is left alone.

// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/llama-rope-tosa.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=LLAMA-REMARK
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/llama-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA
// RUN: rope-opt --rope-import-tosa --rope-raise=exact-angles=false %S/Inputs/llama-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA-TABLES
// LLAMA-REMARK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> (the graph's 8 f32 inverse frequencies are this schedule's values within rounding)
// LLAMA-LABEL: func.func @llama_rope
// LLAMA-SAME: %{{.*}}: tensor<1x8x64xf32>, %[[POS:.*]]: tensor<1x8xi64>
// LLAMA-NOT: tosa.
// LLAMA-NOT: math.cos
// LLAMA: %[[QIN:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>)
// LLAMA: %[[KIN:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x2x16xf32>)
// LLAMA: %[[V:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x2x16xf32>)
// LLAMA: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0, 1]] : tensor<1x8xi64> into tensor<8xi64>
// LLAMA: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// LLAMA: %[[Q:.*]] = rope.rotate %[[QIN]], %[[P]], %[[F]] layout(half) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// LLAMA: %[[K:.*]] = rope.rotate %[[KIN]], %{{.*}}, %{{.*}} layout(half) : tensor<1x2x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x2x8x16xf32>
// LLAMA-NOT: linalg.generic
// LLAMA: return %[[Q]], %[[K]], %[[V]]
// LLAMA-TABLES-LABEL: func.func @llama_rope
// LLAMA-TABLES: math.cos
// LLAMA-TABLES-COUNT-2: rope.rotate_with_tables %{{.*}} layout(half) : tensor<1x{{4|2}}x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>

// The attention layer: q and k raised, the attention left to other passes.
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/llama-sdpa-attention-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=SDPA
// SDPA-LABEL: func.func @llama_sdpa_attention
// SDPA-NOT: math.cos
// SDPA-COUNT-2: rope.rotate %{{.*}} layout(half) : tensor<1x{{4|2}}x8x16xf32>, tensor<8xi64>, tensor<8xf64>
// SDPA-NOT: rope.rotate
// SDPA: math.exp

// ... and fused: TOSA's softmax (linalg.reduce for the max and the sum, a
// reciprocal, torch's zeroing of fully masked rows tested on an f64 copy
// against a constant -inf tensor) is recognized.
// RUN: rope-opt --rope-import-tosa --rope-raise --rope-fuse-attention %S/Inputs/llama-sdpa-attention-tosa.mlir 2>&1 | FileCheck %s --check-prefix=SDPA-FUSED
// SDPA-FUSED: remark: fused into rope.attention: {{.*}}; causal mask as additive mask, diagonal 0; softmax decomposed (max, exp, sum, divide) with fully masked rows set to 0;
// SDPA-FUSED-LABEL: func.func @llama_sdpa_attention
// SDPA-FUSED-COUNT-1: rope.attention
// SDPA-FUSED-NOT: rope.attention
// SDPA-FUSED-NOT: math.exp

// Llama 3's schedule is recovered from TOSA's [1, 1, 8] constant.
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/llama3-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA3
// LLAMA3-COUNT-2: rope.frequencies #rope.llama3<rotary_dim = 16, base = 5.000000e+05, original_max_position = 64> -> tensor<8xf64>
// LLAMA3-NOT: linalg.generic

// YaRN's attention factor is a [1, 1, 1] constant multiplied in by a
// broadcasting generic: it becomes the scale.
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/yarn-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=YARN
// YARN: %[[S:.*]] = arith.constant 1.138629{{[0-9]*}} : f32
// YARN: rope.frequencies #rope.yarn<rotary_dim = 16, factor = 4.000000e+00, original_max_position = 64>
// YARN: rope.rotate %{{.*}} layout(half) scale(%[[S]] : f32) : tensor<1x4x8x16xf32>
// YARN: rope.rotate %{{.*}} layout(half) scale(%[[S]] : f32) : tensor<1x2x8x16xf32>
// YARN-NOT: linalg.generic

// bf16: the inverse frequencies are a bf16 constant extended to f32 and
// reshaped to [1, 1, 8].
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/llama-bf16-rope-tosa.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=BF16-REMARK
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/llama-bf16-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=BF16
// BF16-REMARK-COUNT-2: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> (the graph's 8 bf16 inverse frequencies are this schedule's values within rounding)
// BF16-COUNT-2: rope.rotate %{{.*}} layout(half) : tensor<1x{{4|2}}x8x16xbf16>, tensor<8xi64>, tensor<8xf64> -> tensor<1x{{4|2}}x8x16xbf16>

// GPT-NeoX's partial rotary: the pass-through is joined by TOSA's lowered
// concatenation.
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/neox-rope-tosa.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=NEOX-REMARK
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/neox-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=NEOX
// NEOX-REMARK-COUNT-2: remark: rope-raise: partial rotary: the rotation of the first 4 of 16 channels and the pass-through of the others folded into rotary_dim(4)
// NEOX-LABEL: func.func @neox_rope
// NEOX-COUNT-2: rope.rotate %{{.*}} layout(half) rotary_dim(4) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<2xf64> -> tensor<1x4x8x16xf32>
// NEOX-NOT: insert_slice

// Qwen2-VL: TOSA flattens `concat(concat(sections), concat(sections))` into
// one run of six insertions; the sections are recovered.
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/qwen2vl-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=QWEN
// QWEN-LABEL: func.func @qwen2vl_rope
// QWEN-SAME: %[[POS:[^:]*]]: tensor<3x1x8xi64>
// QWEN: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0], [1, 2]] : tensor<3x1x8xi64> into tensor<3x8xi64>
// QWEN-COUNT-2: rope.rotate %{{.*}} layout(half) sections([2, 3, 3]) : tensor<1x4x8x16xf32>, tensor<3x8xi64>, tensor<8xf64>
// QWEN-NOT: math.cos

// GPT-J through TOSA: the even and odd channels are `tosa.gather`s of
// constant index rows over a [rows, channels, 1] reshape and the tables are
// repeated by `tosa.tile` of a trailing unit dimension; rope-import-tosa's
// rope-simplify-tosa rewrites them into torch-mlir's strided slices of the
// [B, S, H, D] head and a broadcast, and the gathered [1, 64, 16] table
// (TOSA's gather reads it at [0, p, j]) gives back the schedule. The
// positions are the gather's row ids (i32 after TOSA's cast, negative ids
// wrapped by the graph's select).
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/gptj-rope-tosa.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=GPTJ-REMARK
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/gptj-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTJ
// RUN: rope-opt --rope-import-tosa --rope-raise=exact-angles=false %S/Inputs/gptj-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTJ-TABLES
// GPTJ-REMARK-COUNT-2: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> (the graph's 8 f32 inverse frequencies are this schedule's values within rounding), positions assumed in [0, 64) as the gathered table covers
// GPTJ-LABEL: func.func @gptj_rope
// GPTJ-NOT: tosa.gather
// GPTJ-NOT: tosa.tile
// GPTJ: %[[P:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<1x8xi32> into tensor<8xi32>
// GPTJ: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// GPTJ: rope.rotate %{{.*}}, %[[P]], %[[F]] layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8xi32>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// GPTJ: rope.rotate %{{.*}} layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8xi32>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// GPTJ-NOT: rope.rotate
// GPTJ-TABLES-LABEL: func.func @gptj_rope
// GPTJ-TABLES-COUNT-2: rope.rotate_with_tables %{{.*}} layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/gptj-partial-rope-tosa.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=GPTJP-REMARK
// RUN: rope-opt --rope-import-tosa --rope-raise %S/Inputs/gptj-partial-rope-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTJP
// GPTJP-REMARK-DAG: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved, rotary_dim 4, exact angles): schedule #rope.default<rotary_dim = 4>
// GPTJP-REMARK-DAG: remark: rope-raise: partial rotary: the rotation of the first 4 of 16 channels and the pass-through of the others folded into rotary_dim(4)
// GPTJP-LABEL: func.func @gptj_partial_rope
// GPTJP-COUNT-2: rope.rotate %{{.*}} layout(interleaved) rotary_dim(4) : tensor<1x4x8x16xf32>, tensor<8xi32>, tensor<2xf64> -> tensor<1x4x8x16xf32>
// GPTJP-NOT: rope.rotate

// Cohere 2's block through TOSA (test/Integration/Models/Inputs): the
// angles it repeats before cos and sin pass through an expand_shape and a
// collapse_shape of a unit dimension; traced through them to positions and
// the default schedule (exact angles), not left as the graph's tables.
// RUN: rope-opt --rope-import-tosa --rope-raise %S/../../Integration/Models/Inputs/cohere2-sliding-tosa.mlir 2>/dev/null | FileCheck %s --check-prefix=COHERE2
// COHERE2-COUNT-2: rope.rotate %{{.*}} layout(interleaved)
// COHERE2-NOT: rope.rotate_with_tables
// COHERE2-NOT: math.cos
