// No silent miss on XLA's attention: JAX's `bhqk,bkhd->bqhd` reaches
// linalg (through StableHLO and IREE's input conversion) as the transposed
// product V^T P^T, with the probabilities as the right operand. The whole
// exported block (scripts/export-jax-blocks.py) is raised, and the attention
// is reported, not fused, with that reason at its QK^T product.
// RUN: rope-opt --rope-raise --rope-fuse-attention --mlir-print-op-on-diagnostic=false %S/../../Integration/Models/Inputs/jax-llama-block.mlir 2>&1 | FileCheck %s
// CHECK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles)
// CHECK: jax-llama-block.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: attention not fused: the product with the values takes the probabilities as its right operand and the values as its left (V^T P^T, the transposed form of JAX{{.}}s exports through XLA); rope-fuse-attention fuses P V
// CHECK-NOT: rope.attention
// CHECK: linalg.batch_matmul
