// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// Half layout: channel c pairs with (c + 4) mod 8 and reads pair c mod 4 of
// the tables; the first half gets -sin.
// CHECK-DAG: #[[FREQ:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[POS:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[TAB:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, (d2 + 4) mod 8)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 mod 4)>
// CHECK-LABEL: func @half
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x8xf32>, %[[P:.*]]: tensor<7xi64>, %[[F:.*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<7x4xf32>
// CHECK: %[[T:.*]]:2 = linalg.generic {indexing_maps = [#[[FREQ]], #[[POS]], #[[TAB]], #[[TAB]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[F]], %[[P]] : tensor<4xf32>, tensor<7xi64>) outs(%[[E]], %[[E]] : tensor<7x4xf32>, tensor<7x4xf32>)
// CHECK: ^bb0(%[[FI:.*]]: f32, %[[PI:.*]]: i64,
// CHECK: %[[PF:.*]] = arith.sitofp %[[PI]] : i64 to f64
// CHECK: %[[FF:.*]] = arith.extf %[[FI]] : f32 to f64
// CHECK: %[[ANGLE:.*]] = arith.mulf %[[PF]], %[[FF]] : f64
// Cody-Waite reduction by 2*pi in f64, then cos/sin in f32.
// CHECK: %[[TURNS:.*]] = arith.mulf %[[ANGLE]], %{{.*}} : f64
// CHECK: %[[K:.*]] = math.roundeven %[[TURNS]] : f64
// CHECK: %[[R:.*]] = arith.subf
// CHECK: %[[R2:.*]] = arith.subf %[[R]]
// CHECK: %[[R32:.*]] = arith.truncf %[[R2]] : f64 to f32
// CHECK: %[[COS:.*]] = math.cos %[[R32]] : f32
// CHECK: %[[SIN:.*]] = math.sin %[[R32]] : f32
// CHECK: linalg.yield %[[COS]], %[[SIN]]
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<2x7x8xf32>
// CHECK: %[[RES:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[PARTNER]], #[[PAIR]], #[[PAIR]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]}
// CHECK-SAME: ins(%[[Q]], %[[Q]], %[[T]]#0, %[[T]]#1 : {{.*}}) outs(%[[OUT]] : tensor<2x7x8xf32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[C:.*]]: f32, %[[S:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[IDX:.*]] = linalg.index 2 : index
// CHECK: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi ult, %[[IDX]], %[[FOUR]] : index
// CHECK: %[[NEG:.*]] = arith.negf %[[S]] : f32
// CHECK: %[[SS:.*]] = arith.select %[[FIRST]], %[[NEG]], %[[S]] : f32
// CHECK: %[[XC:.*]] = arith.mulf %[[X]], %[[C]] : f32
// CHECK: %[[YS:.*]] = arith.mulf %[[Y]], %[[SS]] : f32
// CHECK: %[[SUM:.*]] = arith.addf %[[XC]], %[[YS]] : f32
// CHECK: linalg.yield %[[SUM]] : f32
// CHECK: return %[[RES]]
func.func @half(%q: tensor<2x7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<2x7x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

// Interleaved layout: channel c pairs with c xor 1 = c + 1 - 2 (c mod 2) and
// reads pair c floordiv 2; even channels get -sin.
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2 - (d2 mod 2) * 2 + 1)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 floordiv 2)>
// CHECK-LABEL: func @interleaved
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[PARTNER]], #[[PAIR]], #[[PAIR]], #{{.*}}]
// CHECK: %[[IDX:.*]] = linalg.index 2 : index
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[PARITY:.*]] = arith.remui %[[IDX]], %[[TWO]] : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[PARITY]], %[[ZERO]] : index
// CHECK: %[[NEG:.*]] = arith.negf %[[S:.*]] : f32
// CHECK: arith.select %[[FIRST]], %[[NEG]], %[[S]] : f32
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
