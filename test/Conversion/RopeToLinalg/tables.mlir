// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// Given tables: one generic, no table computation; bf16 tables widen to f32.
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-LABEL: func @tables
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x8xf32>, %[[COS:.*]]: tensor<7x4xbf16>, %[[SIN:.*]]: tensor<7x4xbf16>)
// CHECK-NOT: math.roundeven
// CHECK: %[[QE:.*]] = tensor.expand_shape %[[Q]]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[PAIR]], #[[PAIR]], #{{.*}}]
// CHECK-SAME: ins(%[[QE]], %[[QE]], %[[COS]], %[[SIN]] : tensor<2x7x4x2xf32>, tensor<2x7x4x2xf32>, tensor<7x4xbf16>, tensor<7x4xbf16>)
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %[[C:.*]]: bf16, %[[S:.*]]: bf16, %{{.*}}: f32):
// CHECK: arith.extf %[[C]] : bf16 to f32
// CHECK: arith.extf %[[S]] : bf16 to f32
// CHECK-NOT: linalg.generic
func.func @tables(%q: tensor<2x7x8xf32>, %cos: tensor<7x4xbf16>, %sin: tensor<7x4xbf16>) -> tensor<2x7x8xf32> {
  %0 = rope.rotate_with_tables %q, %cos, %sin layout(interleaved) : tensor<2x7x8xf32>, tensor<7x4xbf16>, tensor<7x4xbf16> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

// [batch, seq, pairs] tables, partial rotary, inverse.
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2 mod 2)>
// CHECK-LABEL: func @batch_tables_inverse
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[PAIR]], #[[PAIR]], #{{.*}}]
// CHECK: %[[FIRST:.*]] = arith.cmpi ult
// CHECK: %[[NEG:.*]] = arith.negf %[[S:.*]] : f32
// CHECK: arith.select %[[FIRST]], %[[S]], %[[NEG]] : f32
func.func @batch_tables_inverse(%q: tensor<2x7x8xf32>, %cos: tensor<2x7x2xf32>, %sin: tensor<2x7x2xf32>) -> tensor<2x7x8xf32> {
  %0 = rope.rotate_with_tables %q, %cos, %sin layout(half) rotary_dim(4) inverse : tensor<2x7x8xf32>, tensor<2x7x2xf32>, tensor<2x7x2xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}
