// XLA's attention fuses: JAX's `bhqk,bkhd->bqhd` reaches linalg (through
// StableHLO and IREE's input conversion) as the transposed product
// out^T = V^T P^T, with the probabilities as the right operand, every
// transpose a copy by linalg.generic, the softmax's row maximum and sum
// broadcast back by copies, and the key/value heads broadcast [b, s, h, g, d]
// before the transpose to [b, h, s, d]. The whole exported block
// (scripts/export-jax-blocks.py) is raised and its attention fused into one
// rope.attention of the transposed unrotated inputs, whose result is
// transposed to the product's [b * h, d, s] layout; the export's own copy
// back to [b, s, h, d] follows.
// RUN: rope-opt --rope-raise --rope-fuse-attention --mlir-print-op-on-diagnostic=false %S/../../Integration/Models/Inputs/jax-llama-block.mlir 2>&1 | FileCheck %s
// CHECK-COUNT-2: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles)
// CHECK: jax-llama-block.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: fused into rope.attention: QK^T as linalg.batch_matmul of keys transposed by a linalg.generic copy; scale 0.25 (on the scores); causal mask as select of the lowest finite f32 on the scores (as -inf), diagonal 0; softmax decomposed (max, exp, sum, divide); PV as out^T = V^T P^T, linalg.batch_matmul of transposed values (rope.attention's result transposed to it); grouped-query attention, 2 query heads per key/value head (linalg.generic)
// (The 8 queries of the 2 query heads of a group stack into one tile, which
// reads each key block once: rotating on read costs no extra rotation.)
// CHECK: remark: keys rotated on_read (cost model): each key block is read by 1 query tiles (64 queries per tile, 2 query heads per key head)
// CHECK: %[[Q:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x4x16xf32>) {{.*}} permutation = [0, 2, 1, 3]
// CHECK: %[[K:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x2x16xf32>) {{.*}} permutation = [0, 2, 1, 3]
// CHECK: %[[V:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x8x2x16xf32>) {{.*}} permutation = [0, 2, 1, 3]
// CHECK-NOT: rope.rotate
// CHECK: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions({{.*}}) frequencies({{.*}}) layout(half) scale(2.500000e-01) causal key_rotation(on_read) : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, {{.*}} -> tensor<1x4x8x16xf32>
// CHECK: %[[OT:.*]] = linalg.transpose ins(%[[O]] : tensor<1x4x8x16xf32>) {{.*}} permutation = [0, 1, 3, 2]
// CHECK: tensor.collapse_shape %[[OT]] {{\[}}[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
// CHECK-NOT: linalg.batch_matmul
// CHECK-NOT: math.exp
// CHECK: linalg.matmul
