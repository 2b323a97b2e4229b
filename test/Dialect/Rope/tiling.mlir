// RUN: rope-opt %s -transform-interpreter -canonicalize -split-input-file | FileCheck %s

// Tiling over batch and sequence slices the input and its positions; the
// head dimension stays whole.
// CHECK-LABEL: func @positions
// CHECK-SAME: (%[[Q:.*]]: tensor<8x64x32xf32>, %[[P:.*]]: tensor<64xi64>, %[[F:.*]]: tensor<16xf32>)
// CHECK: scf.for %[[B:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(
// CHECK: scf.for %[[S:[a-z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] =
// CHECK: %[[QT:.*]] = tensor.extract_slice %[[Q]][%[[B]], %[[S]], 0] [2, 16, 32] [1, 1, 1]
// CHECK: %[[PT:.*]] = tensor.extract_slice %[[P]][%[[S]]] [16] [1]
// CHECK: %[[R:.*]] = rope.rotate %[[QT]], %[[PT]], %[[F]] layout(half) : tensor<2x16x32xf32>, tensor<16xi64>, tensor<16xf32> -> tensor<2x16x32xf32>
// CHECK: tensor.insert_slice %[[R]] into %[[ACC]][%[[B]], %[[S]], 0] [2, 16, 32] [1, 1, 1]
func.func @positions(%q: tensor<8x64x32xf32>, %p: tensor<64xi64>, %f: tensor<16xf32>) -> tensor<8x64x32xf32> {
  %r = rope.rotate %q, %p, %f layout(half) : tensor<8x64x32xf32>, tensor<64xi64>, tensor<16xf32> -> tensor<8x64x32xf32>
  return %r : tensor<8x64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.rotate"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [2, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A start offset moves with the tile: offset + the tile's first position,
// added in i64 as the untiled lowering adds them (a narrower offset would
// wrap where the untiled rotation does not).
// CHECK-LABEL: func @offset
// CHECK-SAME: (%[[Q:.*]]: tensor<64x32xbf16>, %[[OFF:.*]]: i32
// CHECK: scf.for %[[S:[a-z0-9_]+]] =
// CHECK-DAG: %[[S64:.*]] = arith.index_cast %[[S]] : index to i64
// CHECK-DAG: %[[OFF64:.*]] = arith.extsi %[[OFF]] : i32 to i64
// CHECK: %[[START:.*]] = arith.addi %[[OFF64]], %[[S64]] : i64
// CHECK: rope.rotate %{{.*}}, %[[START]], %{{.*}} layout(interleaved) rotary_dim(16) inverse : tensor<8x32xbf16>, i64
func.func @offset(%q: tensor<64x32xbf16>, %off: i32, %f: tensor<8xf64>) -> tensor<64x32xbf16> {
  %r = rope.rotate %q, %off, %f layout(interleaved) rotary_dim(16) inverse : tensor<64x32xbf16>, i32, tensor<8xf64> -> tensor<64x32xbf16>
  return %r : tensor<64x32xbf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.rotate"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %op tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// [batch, seq] positions slice along batch (input dimension 0) and seq;
// multimodal [axes, seq] positions keep every axis; a scale passes through.
// CHECK-LABEL: func @batch_and_sections
// CHECK-SAME: (%[[Q:.*]]: tensor<4x2x16x8xf32>, %[[P:.*]]: tensor<4x16xi64>, %[[M:.*]]: tensor<3x16xi64>, %[[F:.*]]: tensor<4xf32>, %[[SC:.*]]: f32)
// CHECK: scf.for %[[B:[a-z0-9_]+]] =
// CHECK: scf.for %[[S:[a-z0-9_]+]] =
// CHECK: %[[PT:.*]] = tensor.extract_slice %[[P]][%[[B]], %[[S]]] [1, 4] [1, 1]
// CHECK: rope.rotate %{{.*}}, %[[PT]], %[[F]] layout(half) scale(%[[SC]] : f32) : tensor<1x2x4x8xf32>, tensor<1x4xi64>
// CHECK: %[[MT:.*]] = tensor.extract_slice %[[M]][0, %[[S]]] [3, 4] [1, 1]
// CHECK: rope.rotate %{{.*}}, %[[MT]], %[[F]] layout(half) sections([1, 1, 2]) : tensor<1x2x4x8xf32>, tensor<3x4xi64>
func.func @batch_and_sections(%q: tensor<4x2x16x8xf32>, %p: tensor<4x16xi64>, %m: tensor<3x16xi64>, %f: tensor<4xf32>, %s: f32) -> (tensor<4x2x16x8xf32>, tensor<4x2x16x8xf32>) {
  %r = rope.rotate %q, %p, %f layout(half) scale(%s : f32) : tensor<4x2x16x8xf32>, tensor<4x16xi64>, tensor<4xf32> -> tensor<4x2x16x8xf32>
  %r2 = rope.rotate %q, %m, %f layout(half) sections([1, 1, 2]) : tensor<4x2x16x8xf32>, tensor<3x16xi64>, tensor<4xf32> -> tensor<4x2x16x8xf32>
  return %r, %r2 : tensor<4x2x16x8xf32>, tensor<4x2x16x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.rotate"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %ops tile_sizes [1, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A tile of the head dimension rotates the whole head (a channel's partner
// can be anywhere in it; here that is all of %q, the slice folds away) and
// extracts the tile's channels.
// CHECK-LABEL: func @head_tile
// CHECK-SAME: (%[[Q:.*]]: tensor<16x32xf32>
// CHECK: scf.for %[[C:[a-z0-9_]+]] =
// CHECK: %[[R:.*]] = rope.rotate %[[Q]], {{.*}} : tensor<16x32xf32>
// CHECK: %[[RT:.*]] = tensor.extract_slice %[[R]][0, %[[C]]] [16, 8] [1, 1]
// CHECK: tensor.insert_slice %[[RT]] into %{{.*}}[0, %[[C]]] [16, 8] [1, 1]
func.func @head_tile(%q: tensor<16x32xf32>, %p: tensor<16xi64>, %f: tensor<16xf32>) -> tensor<16x32xf32> {
  %r = rope.rotate %q, %p, %f layout(half) : tensor<16x32xf32>, tensor<16xi64>, tensor<16xf32> -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.rotate"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %op tile_sizes [0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Tables slice along the sequence and keep their pairs whole.
// CHECK-LABEL: func @tables
// CHECK-SAME: (%[[Q:.*]]: tensor<2x64x16xf32>, %[[C:.*]]: tensor<2x64x8xf32>, %[[S:.*]]: tensor<2x64x8xf32>)
// CHECK: scf.for %[[B:[a-z0-9_]+]] =
// CHECK: scf.for %[[I:[a-z0-9_]+]] =
// CHECK: %[[CT:.*]] = tensor.extract_slice %[[C]][%[[B]], %[[I]], 0] [1, 32, 8] [1, 1, 1]
// CHECK: %[[ST:.*]] = tensor.extract_slice %[[S]][%[[B]], %[[I]], 0] [1, 32, 8] [1, 1, 1]
// CHECK: rope.rotate_with_tables %{{.*}}, %[[CT]], %[[ST]] layout(interleaved) : tensor<1x32x16xf32>, tensor<1x32x8xf32>, tensor<1x32x8xf32>
func.func @tables(%q: tensor<2x64x16xf32>, %c: tensor<2x64x8xf32>, %s: tensor<2x64x8xf32>) -> tensor<2x64x16xf32> {
  %r = rope.rotate_with_tables %q, %c, %s layout(interleaved) : tensor<2x64x16xf32>, tensor<2x64x8xf32>, tensor<2x64x8xf32> -> tensor<2x64x16xf32>
  return %r : tensor<2x64x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.rotate_with_tables"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %op tile_sizes [1, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Upstream tile-and-fuse pulls the rotations of Q and K into the tiles of
// QK^T: each (head, query block) tile rotates its query block (offset moved)
// and its head's keys.
// CHECK-LABEL: func @fuse_into_qk
// CHECK-SAME: (%[[Q:.*]]: tensor<8x64x32xf32>, %[[K:.*]]: tensor<8x64x32xf32>, %[[OFF:.*]]: index
// CHECK: scf.for %[[H:[a-z0-9_]+]] =
// CHECK: scf.for %[[M:[a-z0-9_]+]] =
// CHECK: %[[QT:.*]] = tensor.extract_slice %[[Q]][%[[H]], %[[M]], 0] [1, 16, 32]
// CHECK: %[[START:.*]] = arith.addi %[[OFF]], %[[M]] : index
// CHECK: %[[QR:.*]] = rope.rotate %[[QT]], %[[START]], {{.*}} : tensor<1x16x32xf32>
// CHECK: %[[KT:.*]] = tensor.extract_slice %[[K]][%[[H]], 0, 0] [1, 64, 32]
// CHECK: %[[KR:.*]] = rope.rotate %[[KT]], %[[OFF]], {{.*}} : tensor<1x64x32xf32>
// CHECK: linalg.batch_matmul {{.*}} ins(%[[QR]], %[[KR]] : tensor<1x16x32xf32>, tensor<1x64x32xf32>)
func.func @fuse_into_qk(%q: tensor<8x64x32xf32>, %k: tensor<8x64x32xf32>, %off: index, %f: tensor<16xf32>) -> tensor<8x64x64xf32> {
  %qr = rope.rotate %q, %off, %f layout(half) : tensor<8x64x32xf32>, index, tensor<16xf32> -> tensor<8x64x32xf32>
  %kr = rope.rotate %k, %off, %f layout(half) : tensor<8x64x32xf32>, index, tensor<16xf32> -> tensor<8x64x32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %s = linalg.batch_matmul
      indexing_maps = [affine_map<(h, m, n, d) -> (h, m, d)>,
                       affine_map<(h, m, n, d) -> (h, n, d)>,
                       affine_map<(h, m, n, d) -> (h, m, n)>]
      ins(%qr, %kr : tensor<8x64x32xf32>, tensor<8x64x32xf32>)
      outs(%z : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  return %s : tensor<8x64x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %l:2 = transform.structured.fuse %mm tile_sizes [1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
