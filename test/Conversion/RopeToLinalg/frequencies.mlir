// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// A static schedule and its attention factor become constants.
// CHECK-LABEL: func @static_yarn
// CHECK-DAG: %[[F:.*]] = arith.constant dense<{{.*}}> : tensor<4xf64>
// CHECK-DAG: %[[S:.*]] = arith.constant 1.13862944 : f32
// CHECK: return %[[F]], %[[S]]
func.func @static_yarn() -> (tensor<4xf64>, f32) {
  %0, %1 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 6283> -> tensor<4xf64>, f32
  return %0, %1 : tensor<4xf64>, f32
}

// -----

// dynamic_ntk with a runtime length: r = 1 + factor * (max(len, L) - L) / L
// and theta_i = default_i * exp(-2i/(d-2) * ln r), in f64, rounded once.
// CHECK-LABEL: func @dynamic_ntk
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[L:.*]] = arith.constant 4 : i64
// r = 1 + factor * (max(n, L) - L) / L (factor / L = 0.5 here): never
// factor * max(n, L) / L - (factor - 1), which cancels for huge factors.
// CHECK: %[[CUR:.*]] = arith.maxsi %[[N64]], %[[L]] : i64
// CHECK: %[[EXCESS:.*]] = arith.subi %[[CUR]], %[[L]] : i64
// CHECK: %[[EXCESSF:.*]] = arith.sitofp %[[EXCESS]] : i64 to f64
// CHECK: %[[SCALED:.*]] = arith.mulf %[[EXCESSF]], %{{.*}} : f64
// CHECK: %[[R:.*]] = arith.addf %[[SCALED]], %{{.*}} : f64
// CHECK: %[[LOGR:.*]] = math.log %[[R]] : f64
// CHECK: %[[THETA:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK: %[[EXPS:.*]] = arith.constant dense<[-0.000000e+00, -1.000000e+00]> : tensor<2xf64>
// CHECK: linalg.generic {{.*}} ins(%[[THETA]], %[[EXPS]] : tensor<2xf64>, tensor<2xf64>) outs(%{{.*}} : tensor<2xf32>)
// CHECK: ^bb0(%[[T:.*]]: f64, %[[E:.*]]: f64, %{{.*}}: f32):
// CHECK: %[[P:.*]] = arith.mulf %[[E]], %[[LOGR]] : f64
// CHECK: %[[X:.*]] = math.exp %[[P]] : f64
// CHECK: %[[V:.*]] = arith.mulf %[[T]], %[[X]] : f64
// CHECK: %[[V32:.*]] = arith.truncf %[[V]] : f64 to f32
// CHECK: linalg.yield %[[V32]] : f32
func.func @dynamic_ntk(%n: index) -> tensor<2xf32> {
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 2.0, original_max_position = 4> (%n : index) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// longrope with a runtime length selects between its folded lists.
// CHECK-LABEL: func @longrope
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK-DAG: %[[N64:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-DAG: %[[L:.*]] = arith.constant 8 : i64
// CHECK-DAG: %[[IS_LONG:.*]] = arith.cmpi sgt, %[[N64]], %[[L]] : i64
// CHECK-DAG: %[[LONG:.*]] = arith.constant dense<[5.000000e-01, 2.500000e-02]> : tensor<2xf64>
// CHECK-DAG: %[[SHORT:.*]] = arith.constant dense<[1.000000e+00, 5.000000e-02]> : tensor<2xf64>
// CHECK: %[[F:.*]] = arith.select %[[IS_LONG]], %[[LONG]], %[[SHORT]] : tensor<2xf64>
// CHECK: %[[S:.*]] = arith.constant 1.2909944487358056 : f64
// CHECK: return %[[F]], %[[S]]
func.func @longrope(%n: i32) -> (tensor<2xf64>, f64) {
  %0, %1 = rope.frequencies #rope.longrope<rotary_dim = 4, base = 100.0, short_factor = [1.0, 2.0], long_factor = [2.0, 4.0], original_max_position = 8, factor = 4.0> (%n : i32) -> tensor<2xf64>, f64
  return %0, %1 : tensor<2xf64>, f64
}

// -----

// No int64 length exceeds original_max_position = INT64_MAX, so the short
// factors always apply (the long list was once folded at INT64_MAX + 1).
// CHECK-LABEL: func @longrope_max_original
// CHECK: %[[SHORT:.*]] = arith.constant dense<[1.000000e+00, 5.000000e-02]> : tensor<2xf64>
// CHECK-NOT: arith.select
// CHECK: return %[[SHORT]]
func.func @longrope_max_original(%n: i64) -> tensor<2xf64> {
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, base = 100.0, short_factor = [1.0, 2.0], long_factor = [2.0, 4.0], original_max_position = 9223372036854775807, factor = 4.0> (%n : i64) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
