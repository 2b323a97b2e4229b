// RUN: rope-opt %s -rope-materialize-tables -split-input-file | FileCheck %s

// Q and K at the same positions share one table generic; each rotation
// becomes a rope.rotate_with_tables over it that keeps layout, rotary_dim and
// inverse. A scale is folded into the tables.
// CHECK-LABEL: func @shared
// CHECK: %[[T:.*]]:2 = linalg.generic
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<16x4xf32>, tensor<16x4xf32>)
// CHECK: arith.mulf %{{.*}}, %[[SCALE:.*]] : f32
// CHECK-NOT: linalg.generic
// CHECK: %[[QR:.*]] = rope.rotate_with_tables %{{.*}}, %[[T]]#0, %[[T]]#1 layout(interleaved) rotary_dim(8) : tensor<2x16x12xf32>, tensor<16x4xf32>, tensor<16x4xf32> -> tensor<2x16x12xf32>
// CHECK: %[[KR:.*]] = rope.rotate_with_tables %{{.*}}, %[[T]]#0, %[[T]]#1 layout(interleaved) rotary_dim(8) inverse : tensor<2x16x12xf32>
// CHECK-NOT: rope.rotate %
func.func @shared(%q: tensor<2x16x12xf32>, %k: tensor<2x16x12xf32>, %p: tensor<16xi64>, %f: tensor<4xf64>, %s: f32) -> (tensor<2x16x12xf32>, tensor<2x16x12xf32>) {
  %qr = rope.rotate %q, %p, %f layout(interleaved) rotary_dim(8) scale(%s : f32) : tensor<2x16x12xf32>, tensor<16xi64>, tensor<4xf64> -> tensor<2x16x12xf32>
  %kr = rope.rotate %k, %p, %f layout(interleaved) rotary_dim(8) scale(%s : f32) inverse : tensor<2x16x12xf32>, tensor<16xi64>, tensor<4xf64> -> tensor<2x16x12xf32>
  return %qr, %kr : tensor<2x16x12xf32>, tensor<2x16x12xf32>
}

// -----

// [batch, seq] positions give [batch, seq, pairs] tables; multimodal
// positions [axes, seq] give [seq, pairs]; f64 input gets f64 tables.
// CHECK-LABEL: func @shapes
// CHECK: rope.rotate_with_tables {{.*}} : tensor<2x3x5x8xf32>, tensor<2x5x4xf32>, tensor<2x5x4xf32>
// CHECK: rope.rotate_with_tables {{.*}} : tensor<5x8xf64>, tensor<5x4xf64>, tensor<5x4xf64>
func.func @shapes(%q: tensor<2x3x5x8xf32>, %p: tensor<2x5xi32>, %m: tensor<5x8xf64>, %thw: tensor<3x5xi64>, %f: tensor<4xf64>) -> (tensor<2x3x5x8xf32>, tensor<5x8xf64>) {
  %a = rope.rotate %q, %p, %f layout(half) : tensor<2x3x5x8xf32>, tensor<2x5xi32>, tensor<4xf64> -> tensor<2x3x5x8xf32>
  %b = rope.rotate %m, %thw, %f layout(half) sections([1, 2, 1]) : tensor<5x8xf64>, tensor<3x5xi64>, tensor<4xf64> -> tensor<5x8xf64>
  return %a, %b : tensor<2x3x5x8xf32>, tensor<5x8xf64>
}
