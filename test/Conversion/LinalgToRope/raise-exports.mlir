// The real exports of Inputs/ (scripts/export-graphs.py: torch-mlir
// fx.export_and_import of transformers 5.24 models): the rotations of q and
// k are raised, v is returned as it was.

// RUN: rope-opt --rope-raise %S/Inputs/llama-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=LLAMA-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/llama-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA
// LLAMA-REMARK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> (the graph's 8 f32 inverse frequencies are this schedule's values within rounding)
// LLAMA-LABEL: func.func @llama_rope
// LLAMA-SAME: %[[H:.*]]: tensor<1x8x64xf32>, %[[POS:.*]]: tensor<1x8xi64>
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

// The attention layer (SDPA decomposed into matmul/softmax generics): q and
// k raised in place, the attention left to the other passes.
// RUN: rope-opt --rope-raise %S/Inputs/llama-sdpa-attention.mlir 2>/dev/null | FileCheck %s --check-prefix=SDPA
// SDPA-LABEL: func.func @llama_sdpa_attention
// SDPA-NOT: math.cos
// SDPA-COUNT-2: rope.rotate %{{.*}} layout(half) : tensor<1x{{4|2}}x8x16xf32>, tensor<8xi64>, tensor<8xf64>
// SDPA-NOT: rope.rotate
// SDPA: linalg.batch_matmul
// SDPA: math.exp
// SDPA: linalg.batch_matmul

// A dynamic sequence length (torch.export Dim): slices sized by the
// tensor.empty operands of the transposes, tables of ? positions.
// RUN: rope-opt --rope-raise %S/Inputs/llama-dynamic-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=DYN
// RUN: rope-opt --rope-raise=exact-angles=false %S/Inputs/llama-dynamic-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=DYN-TABLES
// DYN-LABEL: func.func @llama_dynamic_rope
// DYN-SAME: %{{.*}}: tensor<1x?x64xf32>, %[[POS:[^:]*]]: tensor<1x?xi64>
// DYN: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0, 1]] : tensor<1x?xi64> into tensor<?xi64>
// DYN: rope.rotate %{{.*}}, %[[P]], %{{.*}} layout(half) : tensor<1x4x?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<1x4x?x16xf32>
// DYN: rope.rotate %{{.*}} layout(half) : tensor<1x2x?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<1x2x?x16xf32>
// DYN-NOT: math.cos
// DYN-TABLES-COUNT-2: rope.rotate_with_tables %{{.*}} layout(half) : tensor<1x{{4|2}}x?x16xf32>, tensor<?x8xf32>, tensor<?x8xf32>

// Llama 3's wavelength-dependent constants (base 500000, factor 8, low and
// high frequency factors 1 and 4, original context 64): the named schedule
// is recovered.
// RUN: rope-opt --rope-raise %S/Inputs/llama3-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA3
// LLAMA3-COUNT-2: rope.frequencies #rope.llama3<rotary_dim = 16, base = 5.000000e+05, original_max_position = 64> -> tensor<8xf64>
// LLAMA3-NOT: linalg.generic

// YaRN (factor 4, original context 64): the ramp of scaled and original
// frequencies is recognized, and the attention factor that multiplies cos
// and sin (a truncf of an f64 constant in the generics) becomes `scale`.
// RUN: rope-opt --rope-raise %S/Inputs/yarn-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=YARN
// YARN-DAG: %[[S:.*]] = arith.constant 1.13862944 : f32
// YARN-DAG: %[[F:.*]] = rope.frequencies #rope.yarn<rotary_dim = 16, factor = 4.000000e+00, original_max_position = 64> -> tensor<8xf64>
// YARN: rope.rotate %{{.*}}, %{{.*}}, %[[F]] layout(half) scale(%[[S]] : f32) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// YARN-NOT: math.cos

// GPT-NeoX, rotary_pct 0.25 of head_dim 16 out of a fused QKV projection:
// the rotation of the first 4 channels and the pass-through of the other 12
// become one rotation with rotary_dim(4).
// RUN: rope-opt --rope-raise %S/Inputs/neox-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=NEOX-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/neox-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=NEOX
// NEOX-REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 4, exact angles): schedule #rope.default<rotary_dim = 4>
// NEOX-REMARK: remark: rope-raise: partial rotary: the rotation of the first 4 of 16 channels and the pass-through of the others folded into rotary_dim(4)
// NEOX-LABEL: func.func @neox_rope
// NEOX: %[[Q:.*]] = tensor.extract_slice %[[QKV:.*]][0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x48xf32> to tensor<1x4x8x16xf32>
// NEOX: %[[K:.*]] = tensor.extract_slice %[[QKV]][0, 0, 0, 16] [1, 4, 8, 16]
// NEOX: %[[V:.*]] = tensor.extract_slice %[[QKV]][0, 0, 0, 32] [1, 4, 8, 16]
// NEOX: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
// NEOX: %[[QR:.*]] = rope.rotate %[[Q]], %{{.*}}, %[[F]] layout(half) rotary_dim(4) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<2xf64> -> tensor<1x4x8x16xf32>
// NEOX: %[[KR:.*]] = rope.rotate %[[K]], %{{.*}} layout(half) rotary_dim(4)
// NEOX-NOT: tensor.concat
// NEOX: return %[[QR]], %[[KR]], %[[V]]

// Qwen2-VL: three position rows (time, height, width), the angles of each
// row computed, cut into sections [2, 3, 3] of the 8 pairs and recomposed:
// raised to a multimodal rotation with the [3, seq] positions.
// RUN: rope-opt --rope-raise %S/Inputs/qwen2vl-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=QWEN-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/qwen2vl-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=QWEN
// RUN: rope-opt --rope-raise=exact-angles=false %S/Inputs/qwen2vl-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=QWEN-TABLES
// QWEN-REMARK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> ({{.*}}), sections [2, 3, 3]
// QWEN-LABEL: func.func @qwen2vl_rope
// QWEN-SAME: %{{.*}}: tensor<1x8x64xf32>, %[[POS:[^:]*]]: tensor<3x1x8xi64>
// QWEN: %[[QIN:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>)
// QWEN: %[[KIN:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>)
// QWEN: %[[V:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>)
// QWEN: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0], [1, 2]] : tensor<3x1x8xi64> into tensor<3x8xi64>
// QWEN: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// QWEN: %[[Q:.*]] = rope.rotate %[[QIN]], %[[P]], %[[F]] layout(half) sections([2, 3, 3]) : tensor<1x4x8x16xf32>, tensor<3x8xi64>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// QWEN: %[[K:.*]] = rope.rotate %[[KIN]], {{.*}} sections([2, 3, 3])
// QWEN-NOT: tensor.concat
// QWEN: return %[[Q]], %[[K]], %[[V]]
// QWEN-TABLES-COUNT-2: rope.rotate_with_tables %{{.*}} layout(half) : tensor<1x4x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32> -> tensor<1x4x8x16xf32>

// Keeping the graph's numerics: tables as given for every model.
// RUN: rope-opt --rope-raise=exact-angles=false %S/Inputs/llama-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=LLAMA-TABLES
// LLAMA-TABLES: math.cos
// LLAMA-TABLES: math.sin
// LLAMA-TABLES-COUNT-2: rope.rotate_with_tables %{{.*}} layout(half) : tensor<1x{{4|2}}x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32>

// GPT-J: rotate_every_two in [batch, seq, heads, channels], sin/cos gathered
// by position id from a constant [64, sin | cos] table and
// repeat_interleave'd. The table's rows are sin/cos of p * theta_i for the
// default schedule: raised to interleaved rotations with the position ids,
// transposed to [batch, heads, seq, channels] and back; with
// exact-angles=false the gathered tables (every other value) are used.
// RUN: rope-opt --rope-raise %S/Inputs/gptj-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=GPTJ-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/gptj-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTJ
// RUN: rope-opt --rope-raise=exact-angles=false %S/Inputs/gptj-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTJ-TABLES
// GPTJ-REMARK-COUNT-2: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> ({{.*}}), positions assumed in [0, 64) as the gathered table covers
// GPTJ-LABEL: func.func @gptj_rope
// GPTJ-SAME: %{{.*}}: tensor<1x8x64xf32>, %[[POS:[^:]*]]: tensor<1x8xi64>
// GPTJ: %[[V:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>)
// GPTJ-NOT: tensor.extract
// GPTJ: %[[Q:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>) outs(%{{.*}} : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3]
// GPTJ: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0, 1]] : tensor<1x8xi64> into tensor<8xi64>
// GPTJ: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// GPTJ: %[[QR:.*]] = rope.rotate %[[Q]], %[[P]], %[[F]] layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// GPTJ: linalg.transpose ins(%[[QR]] : tensor<1x4x8x16xf32>) outs(%{{.*}} : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3]
// GPTJ: rope.rotate {{.*}} layout(interleaved)
// GPTJ-NOT: tensor.concat
// GPTJ: return %{{.*}}, %{{.*}}, %[[V]]
// GPTJ-TABLES: %[[C:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0, 0] [1, 8, 1, 8] [1, 1, 1, 2] : tensor<1x8x1x16xf32> to tensor<8x8xf32>
// GPTJ-TABLES: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0, 0] [1, 8, 1, 8] [1, 1, 1, 2] : tensor<1x8x1x16xf32> to tensor<8x8xf32>
// GPTJ-TABLES: rope.rotate_with_tables %{{.*}}, %[[C]], %[[S]] layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32> -> tensor<1x4x8x16xf32>

// GPT-J with rotary_dim 4 of head_dim 16 (GPT-J-6B rotates 64 of 256): the
// rotation of the first channels, between its transposes, and the
// pass-through of the others fold into one rotation with rotary_dim(4).
// RUN: rope-opt --rope-raise %S/Inputs/gptj-partial-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=GPTJP-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/gptj-partial-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=GPTJP
// GPTJP-REMARK: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved, rotary_dim 4, exact angles): schedule #rope.default<rotary_dim = 4>
// GPTJP-REMARK: remark: rope-raise: partial rotary: the rotation of the first 4 of 16 channels and the pass-through of the others folded into rotary_dim(4)
// GPTJP-LABEL: func.func @gptj_partial_rope
// GPTJP: %[[V:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>)
// GPTJP: %[[Q:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>) outs(%{{.*}} : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3]
// GPTJP: %[[QR:.*]] = rope.rotate %[[Q]], %{{.*}}, %{{.*}} layout(interleaved) rotary_dim(4) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<2xf64> -> tensor<1x4x8x16xf32>
// GPTJP: linalg.transpose ins(%[[QR]] : tensor<1x4x8x16xf32>) outs(%{{.*}} : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3]
// GPTJP: rope.rotate {{.*}} layout(interleaved) rotary_dim(4)
// GPTJP-NOT: tensor.concat
// GPTJP: return %{{.*}}, %{{.*}}, %[[V]]

// A bfloat16 Llama: inv_freq is a bf16 constant (extended to f32), cos and
// sin are rounded to bf16, the products and the sum are bf16. The bf16
// constants are the default schedule's within bf16 rounding: raised with
// exact angles (f32 compute, one rounding).
// RUN: rope-opt --rope-raise %S/Inputs/llama-bf16-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=BF16-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/llama-bf16-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=BF16
// BF16-REMARK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> (the graph's 8 bf16 inverse frequencies are this schedule's values within rounding)
// BF16-LABEL: func.func @llama_bf16_rope
// BF16: rope.rotate %{{.*}} layout(half) : tensor<1x4x8x16xbf16>, tensor<8xi64>, tensor<8xf64> -> tensor<1x4x8x16xbf16>
// BF16: rope.rotate %{{.*}} layout(half) : tensor<1x2x8x16xbf16>, tensor<8xi64>, tensor<8xf64> -> tensor<1x2x8x16xbf16>

// Meta's complex form: view_as_complex, complex.mul by a broadcast
// freqs_cis, view_as_real. Raised to interleaved rotations by the real and
// imaginary parts of freqs_cis, rebuilt without complex numbers: no complex
// op is left (rope-lower-to-llvm cannot lower them).
// RUN: rope-opt --rope-raise %S/Inputs/meta-complex-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=META-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/meta-complex-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=META
// META-REMARK-COUNT-2: remark: rope-raise: complex multiply rotation raised to rope.rotate_with_tables (layout interleaved, rotary_dim 16, the graph's cos/sin tables as given): exact angles not used: its cos/sin tables are the parts of a complex freqs_cis
// META-LABEL: func.func @meta_complex_rope
// META-NOT: complex
// META: math.cos
// META-NOT: complex
// META: math.sin
// META-NOT: complex
// META: rope.rotate_with_tables %{{.*}} layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32> -> tensor<1x4x8x16xf32>
// META-NOT: complex
// META: rope.rotate_with_tables %{{.*}} layout(interleaved)
// META-NOT: complex
// META: return

// JAX through IREE's input conversion (scripts/export-jax-graphs.py): the
// tables broadcast over the heads by copy generics, inv_freq computed in
// the graph from linalg.index (folded to recover the schedule), i32
// positions converted before a unit reshape, [batch, seq, heads, D] moved
// around the rotation.
// RUN: rope-opt --rope-raise %S/Inputs/jax-llama-rope.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=JAX-REMARK
// RUN: rope-opt --rope-raise %S/Inputs/jax-llama-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=JAX
// RUN: rope-opt --rope-raise %S/Inputs/jax-gptj-rope.mlir 2>/dev/null | FileCheck %s --check-prefix=JAXGPTJ
// JAX-REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16> (the graph's 8 f32 inverse frequencies are this schedule's values within rounding)
// JAX-LABEL: func.func @jax_llama_rope
// JAX-SAME: %[[X:[^:]*]]: tensor<1x8x4x16xf32>, %[[POS:[^:]*]]: tensor<1x8xi32>
// JAX: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<1x8x4x16xf32>) {{.*}} permutation = [0, 2, 1, 3]
// JAX: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0, 1]] : tensor<1x8xi32> into tensor<8xi32>
// JAX: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// JAX: %[[R:.*]] = rope.rotate %[[T]], %[[P]], %[[F]] layout(half) : tensor<1x4x8x16xf32>, tensor<8xi32>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// JAX: %[[B:.*]] = linalg.transpose ins(%[[R]] : tensor<1x4x8x16xf32>) {{.*}} permutation = [0, 2, 1, 3]
// JAX-NOT: math.cos
// JAX: return %[[B]]
// JAXGPTJ-LABEL: func.func @jax_gptj_rope
// JAXGPTJ: rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// JAXGPTJ: rope.rotate %{{.*}} layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8xi32>, tensor<8xf64> -> tensor<1x4x8x16xf32>
// JAXGPTJ-NOT: math.sin
