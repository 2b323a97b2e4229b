// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// A start offset: the table is [seq, pairs] and position = offset + index.
// CHECK-DAG: #[[FREQ:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[TAB:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func @offset
// CHECK-SAME: (%[[Q:.*]]: tensor<1x5x8xf32>, %[[OFF:.*]]: index, %[[F:.*]]: tensor<4xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[FREQ]], #[[TAB]], #[[TAB]]], {{.*}}} ins(%[[F]] : tensor<4xf32>) outs({{.*}} : tensor<5x4xf32>, tensor<5x4xf32>)
// CHECK: %[[S:.*]] = linalg.index 0 : index
// CHECK: %[[S64:.*]] = arith.index_cast %[[S]] : index to i64
// CHECK: %[[OFF64:.*]] = arith.index_cast %[[OFF]] : index to i64
// CHECK: %[[POS:.*]] = arith.addi %[[S64]], %[[OFF64]] : i64
// CHECK: arith.sitofp %[[POS]] : i64 to f64
func.func @offset(%q: tensor<1x5x8xf32>, %off: index, %f: tensor<4xf32>) -> tensor<1x5x8xf32> {
  %0 = rope.rotate %q, %off, %f layout(half) : tensor<1x5x8xf32>, index, tensor<4xf32> -> tensor<1x5x8xf32>
  return %0 : tensor<1x5x8xf32>
}

// -----

// An i32 offset is sign-extended.
// CHECK-LABEL: func @offset_i32
// CHECK-SAME: %[[OFF:[a-z0-9_]+]]: i32
// CHECK: arith.extsi %[[OFF]] : i32 to i64
func.func @offset_i32(%q: tensor<5x8xf32>, %off: i32, %f: tensor<4xf32>) -> tensor<5x8xf32> {
  %0 = rope.rotate %q, %off, %f layout(half) : tensor<5x8xf32>, i32, tensor<4xf32> -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// [batch, seq] positions: a [batch, seq, pairs] table, read at (batch, seq,
// pair) and broadcast over heads (dimension 1).
// CHECK-DAG: #[[FREQ:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[POS:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[TAB:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
// CHECK-LABEL: func @batch_positions
// CHECK-SAME: %[[P:[a-z0-9_]+]]: tensor<2x5xi32>
// CHECK: %[[T:.*]]:2 = linalg.generic {indexing_maps = [#[[FREQ]], #[[POS]], #[[TAB]], #[[TAB]]], {{.*}}} ins(%{{.*}}, %[[P]] : tensor<4xf32>, tensor<2x5xi32>) outs({{.*}} : tensor<2x5x4xf32>, tensor<2x5x4xf32>)
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[PAIR]], #[[PAIR]], #{{.*}}]
func.func @batch_positions(%q: tensor<2x3x5x8xf32>, %p: tensor<2x5xi32>, %f: tensor<4xf32>) -> tensor<2x3x5x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x3x5x8xf32>, tensor<2x5xi32>, tensor<4xf32> -> tensor<2x3x5x8xf32>
  return %0 : tensor<2x3x5x8xf32>
}

// -----

// A scale multiplies cos and sin once, in the table; f64 is rounded to f32.
// CHECK-LABEL: func @scale
// CHECK-SAME: %[[S:[a-z0-9_]+]]: f64
// CHECK: %[[COS:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: %[[SIN:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: %[[SCALE:.*]] = arith.truncf %[[S]] : f64 to f32
// CHECK: %[[SC:.*]] = arith.mulf %[[COS]], %[[SCALE]] : f32
// CHECK: %[[SS:.*]] = arith.mulf %[[SIN]], %[[SCALE]] : f32
// CHECK: linalg.yield %[[SC]], %[[SS]]
func.func @scale(%q: tensor<5x8xf32>, %p: tensor<5xi64>, %f: tensor<4xf32>, %s: f64) -> tensor<5x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(half) scale(%s : f64) : tensor<5x8xf32>, tensor<5xi64>, tensor<4xf32> -> tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// Multimodal sections [1, 2] over positions [axes = 2, batch, seq]: the table
// is [batch, seq, pairs] and pair i gathers the position of axis
// (i >= 1 ? 1 : 0) at (batch, seq).
// CHECK-DAG: #[[FREQ:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[TAB:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func @sections
// CHECK-SAME: %[[P:[a-z0-9_]+]]: tensor<2x3x5xi64>
// CHECK: linalg.generic {indexing_maps = [#[[FREQ]], #[[TAB]], #[[TAB]]], {{.*}}} ins(%{{.*}} : tensor<3xf32>) outs({{.*}} : tensor<3x5x3xf32>, tensor<3x5x3xf32>)
// CHECK: %[[PAIR:.*]] = linalg.index 2 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: %[[BOUND:.*]] = arith.constant 1 : index
// CHECK: %[[PAST:.*]] = arith.cmpi uge, %[[PAIR]], %[[BOUND]] : index
// CHECK: %[[NEXT:.*]] = arith.addi %[[ZERO]], %[[ONE]] : index
// CHECK: %[[AXIS:.*]] = arith.select %[[PAST]], %[[NEXT]], %[[ZERO]] : index
// CHECK: %[[B:.*]] = linalg.index 0 : index
// CHECK: %[[SEQ:.*]] = linalg.index 1 : index
// CHECK: tensor.extract %[[P]][%[[AXIS]], %[[B]], %[[SEQ]]] : tensor<2x3x5xi64>
func.func @sections(%q: tensor<3x4x5x6xf32>, %p: tensor<2x3x5xi64>, %f: tensor<3xf32>) -> tensor<3x4x5x6xf32> {
  %0 = rope.rotate %q, %p, %f layout(interleaved) sections([1, 2]) : tensor<3x4x5x6xf32>, tensor<2x3x5xi64>, tensor<3xf32> -> tensor<3x4x5x6xf32>
  return %0 : tensor<3x4x5x6xf32>
}
