// RUN: rope-opt %s -transform-interpreter -canonicalize -split-input-file | FileCheck %s

// Tiles of (1 batch, 2 query heads, 16 queries) of grouped-query attention
// (4 query heads per key head): the query and its positions are sliced, the
// key/value heads of the two query heads are gathered per query head, the
// key positions stay whole, and the causal diagonal moves with the tile's
// first query (Skv - Sq = 0, plus the tile's start); the sliding window,
// relative to the diagonal, stays as it is.
// CHECK-LABEL: func @gqa_causal
// CHECK-SAME: (%[[Q:.*]]: tensor<1x8x64x32xf32>, %[[K:.*]]: tensor<1x2x64x32xf32>, %[[V:.*]]: tensor<1x2x64x32xf32>, %[[P:.*]]: tensor<64xi64>
// CHECK: scf.for %[[H:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %c2
// CHECK: scf.for %[[S:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %c16
// CHECK: %[[QT:.*]] = tensor.extract_slice %[[Q]][0, %[[H]], %[[S]], 0] [1, 2, 16, 32] [1, 1, 1, 1]
// CHECK: %[[KT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2x64x32xf32>)
// CHECK:   arith.divui
// CHECK:   tensor.extract %[[K]]
// CHECK: %[[VT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2x64x32xf32>)
// CHECK:   tensor.extract %[[V]]
// CHECK: %[[PT:.*]] = tensor.extract_slice %[[P]][%[[S]]] [16] [1]
// CHECK: rope.attention %[[QT]], %[[KT]], %[[VT]] positions(%[[PT]], %[[P]]) frequencies(%{{.*}}) layout(half) causal diagonal(%[[S]]) window(8) : tensor<1x2x16x32xf32>, tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>, tensor<16xf64>, tensor<16xi64>, tensor<64xi64> -> tensor<1x2x16x32xf32>
func.func @gqa_causal(%q: tensor<1x8x64x32xf32>, %k: tensor<1x2x64x32xf32>, %v: tensor<1x2x64x32xf32>, %p: tensor<64xi64>, %f: tensor<16xf64>) -> tensor<1x8x64x32xf32> {
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half) causal window(8)
     : tensor<1x8x64x32xf32>, tensor<1x2x64x32xf32>, tensor<1x2x64x32xf32>, tensor<16xf64>, tensor<64xi64>, tensor<64xi64> -> tensor<1x8x64x32xf32>
  return %o : tensor<1x8x64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:3 = transform.structured.tile_using_for %op tile_sizes [1, 2, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// One query head per tile reads its key head as a slice (no copy); a start
// offset moves with the tile.
// CHECK-LABEL: func @one_head_offset
// CHECK-SAME: (%[[Q:.*]]: tensor<8x32x32xf32>, %[[K:.*]]: tensor<2x48x32xf32>, %[[V:.*]]: tensor<2x48x32xf32>, %[[OFF:.*]]: i64
// CHECK: scf.forall (%[[H:.*]], %[[T:.*]]) in (8, 4)
// CHECK: %[[S:.*]] = affine.apply #{{.*}}(%[[T]])
// CHECK: %[[KH:.*]] = arith.divui %[[H]], %c4
// CHECK: tensor.extract_slice %[[K]][%[[KH]], 0, 0] [1, 48, 32] [1, 1, 1]
// CHECK: %[[VH:.*]] = arith.divui %[[H]], %c4
// CHECK: tensor.extract_slice %[[V]][%[[VH]], 0, 0] [1, 48, 32] [1, 1, 1]
// CHECK: %[[START:.*]] = arith.index_cast %[[S]] : index to i64
// CHECK: %[[QP:.*]] = arith.addi %[[OFF]], %[[START]] : i64
// CHECK: rope.attention {{.*}} positions(%[[QP]]) frequencies
// CHECK-SAME: tensor<1x8x32xf32>, tensor<1x48x32xf32>, tensor<1x48x32xf32>, tensor<16xf64>, i64 -> tensor<1x8x32xf32>
func.func @one_head_offset(%q: tensor<8x32x32xf32>, %k: tensor<2x48x32xf32>, %v: tensor<2x48x32xf32>, %off: i64, %f: tensor<16xf64>) -> tensor<8x32x32xf32> {
  %o = rope.attention %q, %k, %v positions(%off) frequencies(%f) layout(interleaved)
     : tensor<8x32x32xf32>, tensor<2x48x32xf32>, tensor<2x48x32xf32>, tensor<16xf64>, i64 -> tensor<8x32x32xf32>
  return %o : tensor<8x32x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %op tile_sizes [1, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A tile of queries takes its slice of the causal limits, which stay
// absolute key indices (no diagonal to move).
// CHECK-LABEL: func @limits
// CHECK-SAME: tensor<16xf64>, %[[L:[a-z0-9_]+]]: tensor<64xi64>
// CHECK: scf.for %[[S:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %c16
// CHECK: %[[LT:.*]] = tensor.extract_slice %[[L]][%[[S]]] [16] [1]
// CHECK: rope.attention {{.*}} causal limits(%[[LT]] : tensor<16xi64>) : tensor<1x2x16x32xf32>
// CHECK-NOT: diagonal
func.func @limits(%q: tensor<1x2x64x32xf32>, %k: tensor<1x2x128x32xf32>, %v: tensor<1x2x128x32xf32>, %p: tensor<64xi64>, %f: tensor<16xf64>, %l: tensor<64xi64>) -> tensor<1x2x64x32xf32> {
  %o = rope.attention %q, %k, %v positions(%p) frequencies(%f) layout(half) causal limits(%l : tensor<64xi64>)
     : tensor<1x2x64x32xf32>, tensor<1x2x128x32xf32>, tensor<1x2x128x32xf32>, tensor<16xf64>, tensor<64xi64> -> tensor<1x2x64x32xf32>
  return %o : tensor<1x2x64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:3 = transform.structured.tile_using_for %op tile_sizes [1, 2, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
