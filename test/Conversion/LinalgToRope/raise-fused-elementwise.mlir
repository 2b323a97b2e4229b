// The real exports of Inputs/ after upstream elementwise fusion
// (`--linalg-fuse-elementwise-ops`), which merges `x * cos + partner(x) *
// sin` into one generic, `sitofp(positions) * inv_freq` into another, and
// moves negations across reshapes: rope-raise splits the fused generics on
// a rotation's path and raises them as the unfused exports, exact angles
// included. test/Integration/CPU/raise-fused-elementwise.py runs them.

// RUN: rope-opt --linalg-fuse-elementwise-ops %S/Inputs/llama-rope.mlir | rope-opt --rope-raise 2>&1 >/dev/null | FileCheck %s --check-prefix=LLAMA-REMARK
// RUN: rope-opt --linalg-fuse-elementwise-ops %S/Inputs/llama-rope.mlir | rope-opt --rope-raise 2>/dev/null | FileCheck %s --check-prefix=LLAMA
// LLAMA-REMARK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16>
// LLAMA-LABEL: func.func @llama_rope
// LLAMA-NOT: math.cos
// LLAMA-COUNT-2: rope.rotate %{{.*}} layout(half) : tensor<1x{{4|2}}x8x16xf32>, tensor<8xi64>, tensor<8xf64>
// LLAMA-NOT: math.sin

// GPT-J: the negation of the odd channels moved before their unit expand.
// RUN: rope-opt --linalg-fuse-elementwise-ops %S/Inputs/gptj-rope.mlir | rope-opt --rope-raise 2>/dev/null | FileCheck %s --check-prefix=GPTJ
// GPTJ-LABEL: func.func @gptj_rope
// GPTJ-COUNT-2: rope.rotate %{{.*}} layout(interleaved) : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<8xf64>

// GPT-NeoX's partial rotary and Qwen2-VL's sections.
// RUN: rope-opt --linalg-fuse-elementwise-ops %S/Inputs/neox-rope.mlir | rope-opt --rope-raise 2>/dev/null | FileCheck %s --check-prefix=NEOX
// NEOX-LABEL: func.func @neox_rope
// NEOX-COUNT-2: rope.rotate {{.*}} layout(half) rotary_dim(4)
// RUN: rope-opt --linalg-fuse-elementwise-ops %S/Inputs/qwen2vl-rope.mlir | rope-opt --rope-raise 2>/dev/null | FileCheck %s --check-prefix=QWEN
// QWEN-LABEL: func.func @qwen2vl_rope
// QWEN-COUNT-2: rope.rotate {{.*}} layout(half) sections([2, 3, 3])

// Whole attention layer: fusion also merges the query rotation into the
// QK^T contraction, which no family matches; the remark says so.
// RUN: rope-opt --linalg-fuse-elementwise-ops %S/Inputs/llama-sdpa-attention.mlir | rope-opt --rope-raise 2>&1 >/dev/null | FileCheck %s --check-prefix=SDPA
// SDPA: remark: rope-raise: rotation not raised: it is fused into a generic with reduction loops (upstream elementwise fusion into a contraction); run rope-raise before --linalg-fuse-elementwise-ops
