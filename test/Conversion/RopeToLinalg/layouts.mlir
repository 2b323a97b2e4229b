// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// Half layout, all channels rotated: the head is viewed as [2, pairs] and
// the loops run over (b, s, k, i) with the pair i innermost; channel (k, i)
// pairs with (1 - k, i) and reads the tables at (s, i); k = 0 gets -sin.
// CHECK-DAG: #[[FREQ:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[POS:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[TAB:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, -d2 + 1, d3)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-LABEL: func @half
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x8xf32>, %[[P:.*]]: tensor<7xi64>, %[[F:.*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<7x4xf32>
// CHECK: %[[T:.*]]:2 = linalg.generic {indexing_maps = [#[[FREQ]], #[[POS]], #[[TAB]], #[[TAB]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[F]], %[[P]] : tensor<4xf32>, tensor<7xi64>) outs(%[[E]], %[[E]] : tensor<7x4xf32>, tensor<7x4xf32>)
// CHECK: ^bb0(%[[FI:.*]]: f32, %[[PI:.*]]: i64,
// CHECK: %[[PF:.*]] = arith.sitofp %[[PI]] : i64 to f64
// CHECK: %[[FF:.*]] = arith.extf %[[FI]] : f32 to f64
// CHECK: %[[ANGLE:.*]] = arith.mulf %[[PF]], %[[FF]] : f64
// Cody-Waite reduction by pi/2 in f64, float64 polynomials for cos/sin of
// the remainder, the quadrant's swap and signs, one rounding to f32.
// CHECK: %[[TURNS:.*]] = arith.mulf %[[ANGLE]], %{{.*}} : f64
// CHECK: %[[K:.*]] = math.roundeven %[[TURNS]] : f64
// CHECK: %[[R:.*]] = arith.subf %[[ANGLE]]
// CHECK: %[[R2:.*]] = arith.subf %[[R]]
// Both are clamped (which matters only beyond exact reduction, 2^25 quarter
// turns), so cos and sin stay on the unit circle for any angle.
// CHECK: arith.minnumf %[[R2]]
// CHECK: %[[KMIN:.*]] = arith.minnumf %[[K]]
// CHECK: %[[KC:.*]] = arith.maxnumf %[[KMIN]]
// CHECK-NOT: math.
// CHECK: arith.fptosi %[[KC]] : f64 to i64
// CHECK: %[[COS:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: %[[SIN:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: linalg.yield %[[COS]], %[[SIN]]
// CHECK: %[[QE:.*]] = tensor.expand_shape %[[Q]] {{\[\[}}0], [1], [2, 3]] output_shape [2, 7, 2, 4] : tensor<2x7x8xf32> into tensor<2x7x2x4xf32>
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<2x7x2x4xf32>
// CHECK: %[[RES:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[PARTNER]], #[[PAIR]], #[[PAIR]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK-SAME: ins(%[[QE]], %[[QE]], %[[T]]#0, %[[T]]#1 : {{.*}}) outs(%[[OUT]] : tensor<2x7x2x4xf32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[C:.*]]: f32, %[[S:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[KI:.*]] = linalg.index 2 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[KI]], %[[ZERO]] : index
// CHECK: %[[NEG:.*]] = arith.negf %[[S]] : f32
// CHECK: %[[SS:.*]] = arith.select %[[FIRST]], %[[NEG]], %[[S]] : f32
// CHECK: %[[XC:.*]] = arith.mulf %[[X]], %[[C]] : f32
// CHECK: %[[YS:.*]] = arith.mulf %[[Y]], %[[SS]] : f32
// CHECK: %[[SUM:.*]] = arith.addf %[[XC]], %[[YS]] : f32
// CHECK: linalg.yield %[[SUM]] : f32
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[RES]] {{\[\[}}0], [1], [2, 3]] : tensor<2x7x2x4xf32> into tensor<2x7x8xf32>
// CHECK: return %[[FLAT]]
func.func @half(%q: tensor<2x7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<2x7x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

// Interleaved layout: the head is viewed as [pairs, 2]; the loops still run
// over (b, s, k, i) with i innermost, so x is read at (b, s, i, k) (stride 2
// along i) and its partner at (b, s, i, 1 - k).
// CHECK-DAG: #[[X:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, -d2 + 1)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-LABEL: func @interleaved
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0], [1], [2, 3]] output_shape [2, 7, 4, 2] : tensor<2x7x8xf32> into tensor<2x7x4x2xf32>
// CHECK: linalg.generic {indexing_maps = [#[[X]], #[[PARTNER]], #[[PAIR]], #[[PAIR]], #[[X]]]
// CHECK: %[[KI:.*]] = linalg.index 2 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[KI]], %{{.*}} : index
// CHECK: %[[NEG:.*]] = arith.negf %[[S:.*]] : f32
// CHECK: arith.select %[[FIRST]], %[[NEG]], %[[S]] : f32
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0], [1], [2, 3]] : tensor<2x7x4x2xf32> into tensor<2x7x8xf32>
func.func @interleaved(%q: tensor<2x7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<2x7x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(interleaved) : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

// The inverse rotation flips the sign of sin: the first channel of a pair
// gets +sin, the second -sin.
// CHECK-LABEL: func @inverse
// CHECK: %[[FIRST:.*]] = arith.cmpi eq
// CHECK: %[[NEG:.*]] = arith.negf %[[S:.*]] : f32
// CHECK: arith.select %[[FIRST]], %[[S]], %[[NEG]] : f32
func.func @inverse(%q: tensor<2x7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<2x7x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(interleaved) inverse : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

// Frequencies that are not folded yet become a constant.
// CHECK-LABEL: func @frequencies
// CHECK: %[[C:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK: linalg.generic {{.*}} ins(%[[C]], %{{.*}} : tensor<2xf64>, tensor<7xi64>)
// CHECK: ^bb0(%[[FI:.*]]: f64, %[[PI:.*]]: i64,
// CHECK: %[[PF:.*]] = arith.sitofp %[[PI]] : i64 to f64
// CHECK-NEXT: arith.mulf %[[PF]], %[[FI]] : f64
func.func @frequencies(%q: tensor<7x4xf32>, %p: tensor<7xi64>) -> tensor<7x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x4xf32>, tensor<7xi64>, tensor<2xf64> -> tensor<7x4xf32>
  return %0 : tensor<7x4xf32>
}
