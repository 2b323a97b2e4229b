// RUN: rope-opt %s --rope-decompose-attention -canonicalize | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=stack-query-heads=0 -canonicalize | FileCheck %s --check-prefix=APART
// RUN: rope-opt %s --rope-decompose-attention --remarks-filter='rope-decompose-attention' \
// RUN:   --remark-format=yaml --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=REMARK

// Grouped-query attention whose queries fit one tile (a decode step, a
// short chunk): one tile per key head takes the queries of its 4 query
// heads, so that each key and value block is read once for the group. The
// tile's rows are the heads' rows in turn: a collapse of their contiguous
// [4, 1, 128] slice, cos/sin tables repeated per head, one rotation; the
// scores a 4-row matmul against the key block read as [keys, D] (which
// rope-vectorize-contractions takes as dot products along D); P V a 4-row
// matmul; the output expanded back to [4, 1, 128].
// CHECK-LABEL: func @decode
// CHECK: %[[KV:.*]] = scf.forall (%[[H:.*]]) in (2)
// CHECK: %[[FIRST:.*]] = arith.muli %[[H]], %c4
// CHECK: %[[Q:.*]] = tensor.extract_slice %arg0[0, %[[FIRST]], 0, 0] [1, 4, 1, 128]
// CHECK: tensor.collapse_shape %[[Q]] {{\[}}[0, 1], [2]] : tensor<4x1x128xf32> into tensor<4x128xf32>
// CHECK: linalg.broadcast ins(%{{.*}} : tensor<1x64xf32>) outs(%{{.*}} : tensor<4x1x64xf32>) dimensions = [0]
// CHECK: rope.rotate_with_tables %{{.*}} : tensor<4x128xf32>, tensor<4x64xf32>, tensor<4x64xf32> -> tensor<4x128xf32>
// CHECK: scf.for %{{.*}} = %c0 to %c256 step %c64
// CHECK: tensor.extract_slice %arg1[0, %{{.*}}, %{{.*}}, 0] [1, 1, 64, 128]
// CHECK: linalg.matmul indexing_maps = {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x128xf32>, tensor<64x128xf32>) outs(%{{.*}} : tensor<4x64xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x64xf32>, tensor<64x128xf32>) outs(%{{.*}} : tensor<4x128xf32>)
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [4, 1, 128] : tensor<4x128xf32> into tensor<4x1x128xf32>
// CHECK: tensor.parallel_insert_slice %{{.*}} into %{{.*}}[0, %[[FIRST]], 0, 0] [1, 4, 1, 128]
// Without stacking, a tile per query head, each reading its key head.
// APART-LABEL: func @decode
// APART: scf.forall (%{{.*}}) in (8)
// APART-NOT: tensor.collapse_shape
// APART: tensor.parallel_insert_slice %{{.*}} [1, 1, 1, 128]
// REMARK: Function: decode
// REMARK: - KeySplits: '1'
// REMARK-NEXT: - StackedHeads: '4'
func.func @decode(%q: tensor<1x8x1x128xf32>, %k: tensor<1x2x256x128xf32>,
                  %v: tensor<1x2x256x128xf32>, %qp: index) -> tensor<1x8x1x128xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half)
     : tensor<1x8x1x128xf32>, tensor<1x2x256x128xf32>,
       tensor<1x2x256x128xf32>, tensor<64xf64>, index -> tensor<1x8x1x128xf32>
  return %o : tensor<1x8x1x128xf32>
}

// A causal chunk of 3 queries for each of 2 query heads per key head: row r
// of the 6-row tile is query r mod 3 of its head.
// CHECK-LABEL: func @causal_chunk
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: tensor.collapse_shape %{{.*}} : tensor<2x3x64xf32> into tensor<6x64xf32>
// CHECK: linalg.generic
// CHECK: %[[ROW:.*]] = linalg.index 0 : index
// CHECK: arith.remui %[[ROW]], %c3 : index
// CHECK: tensor.parallel_insert_slice %{{.*}} [1, 2, 3, 64]
// REMARK: Function: causal_chunk
// REMARK: - StackedHeads: '2'
func.func @causal_chunk(%q: tensor<1x4x3x64xf32>, %k: tensor<1x2x100x64xf32>,
                        %v: tensor<1x2x100x64xf32>, %qp: tensor<3xi64>,
                        %kp: tensor<100xi64>) -> tensor<1x4x3x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal
     : tensor<1x4x3x64xf32>, tensor<1x2x100x64xf32>, tensor<1x2x100x64xf32>,
       tensor<32xf64>, tensor<3xi64>, tensor<100xi64> -> tensor<1x4x3x64xf32>
  return %o : tensor<1x4x3x64xf32>
}

// Per-query limits are repeated for each stacked head: the mask of the
// 6-row tile reads limits[r] of the 6 repeated ones.
// CHECK-LABEL: func @limits
// CHECK: %[[LIMITS:.*]] = tensor.concat dim(0) %arg5, %arg5 : (tensor<3xi64>, tensor<3xi64>) -> tensor<6xi64>
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: linalg.generic {{.*}} ins(%[[LIMITS]] : tensor<6xi64>) outs(%{{.*}} : tensor<6x64xf32>)
func.func @limits(%q: tensor<1x4x3x64xf32>, %k: tensor<1x2x100x64xf32>,
                  %v: tensor<1x2x100x64xf32>, %qp: tensor<3xi64>,
                  %kp: tensor<100xi64>, %lim: tensor<3xi64>) -> tensor<1x4x3x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal limits(%lim : tensor<3xi64>)
     : tensor<1x4x3x64xf32>, tensor<1x2x100x64xf32>, tensor<1x2x100x64xf32>,
       tensor<32xf64>, tensor<3xi64>, tensor<100xi64> -> tensor<1x4x3x64xf32>
  return %o : tensor<1x4x3x64xf32>
}

// Flash-decoding with stacked heads: the key ranges of each key head run in
// parallel (the one key head's loop folded away), the partial states of
// its 4 query heads expanded to [4, 1, 1] and [4, 1, 1, 64] in the [heads,
// splits, rows(, Dv)] states.
// CHECK-LABEL: func @split
// CHECK: scf.forall (%{{.*}}) in (3)
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2], [3]] output_shape [4, 1, 1, 64] : tensor<4x64xf32> into tensor<4x1x1x64xf32>
// CHECK: tensor.parallel_insert_slice %{{.*}} [1, 4, 1, 1, 64]
// REMARK: Function: split
// REMARK: - Form: flash-decoding
// REMARK: - KeySplits: '3'
// REMARK-NEXT: - StackedHeads: '4'
func.func @split(%q: tensor<1x4x1x64xf32>, %k: tensor<1x1x1536x64xf32>,
                 %v: tensor<1x1x1536x64xf32>, %qp: index,
                 %kp: tensor<1536xi64>) -> tensor<1x4x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half)
     : tensor<1x4x1x64xf32>, tensor<1x1x1536x64xf32>, tensor<1x1x1536x64xf32>,
       tensor<32xf64>, index, tensor<1536xi64> -> tensor<1x4x1x64xf32>
  return %o : tensor<1x4x1x64xf32>
}

// Multi-head attention (one query head per key head) and grouped queries
// too many to stack (4 x 64 rows above the tile) keep a tile per query head.
// CHECK-LABEL: func @too_many
// CHECK-NOT: tensor.collapse_shape
// CHECK: return
// REMARK: Function: too_many
// REMARK: - StackedHeads: '1'
func.func @too_many(%q: tensor<1x8x64x64xf32>, %k: tensor<1x2x128x64xf32>,
                    %v: tensor<1x2x128x64xf32>, %qp: tensor<64xi64>,
                    %kp: tensor<128xi64>) -> tensor<1x8x64x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half)
     : tensor<1x8x64x64xf32>, tensor<1x2x128x64xf32>, tensor<1x2x128x64xf32>,
       tensor<32xf64>, tensor<64xi64>, tensor<128xi64> -> tensor<1x8x64x64xf32>
  return %o : tensor<1x8x64x64xf32>
}
