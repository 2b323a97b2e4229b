// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// bf16 is extended to f32, computed in f32 and rounded once.
// CHECK-LABEL: func @bf16
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<3x4x2xbf16>)
// CHECK: ^bb0(%[[X:.*]]: bf16, %[[Y:.*]]: bf16, %[[C:.*]]: f32, %[[S:.*]]: f32, %{{.*}}: bf16):
// CHECK: %[[X32:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK: %[[Y32:.*]] = arith.extf %[[Y]] : bf16 to f32
// CHECK: %[[XC:.*]] = arith.mulf %[[X32]], %[[C]] : f32
// CHECK: %[[YS:.*]] = arith.mulf %[[Y32]], %{{.*}} : f32
// CHECK: %[[SUM:.*]] = arith.addf %[[XC]], %[[YS]] : f32
// CHECK: %[[OUT:.*]] = arith.truncf %[[SUM]] : f32 to bf16
// CHECK: linalg.yield %[[OUT]] : bf16
func.func @bf16(%q: tensor<3x8xbf16>, %p: tensor<3xi64>, %f: tensor<4xf32>) -> tensor<3x8xbf16> {
  %0 = rope.rotate %q, %p, %f layout(interleaved) : tensor<3x8xbf16>, tensor<3xi64>, tensor<4xf32> -> tensor<3x8xbf16>
  return %0 : tensor<3x8xbf16>
}

// -----

// f16 input with bf16 frequencies: both widen (angles in f64).
// CHECK-LABEL: func @f16
// CHECK: arith.extf %{{.*}} : bf16 to f64
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @f16(%q: tensor<3x8xf16>, %p: tensor<3xi64>, %f: tensor<4xbf16>) -> tensor<3x8xf16> {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<3x8xf16>, tensor<3xi64>, tensor<4xbf16> -> tensor<3x8xf16>
  return %0 : tensor<3x8xf16>
}

// -----

// f64 input computes in f64: f64 tables, f64 cos/sin, no rounding.
// CHECK-LABEL: func @f64
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<3x4xf64>, tensor<3x4xf64>)
// CHECK: %[[R1:.*]] = arith.subf
// CHECK: %[[R:.*]] = arith.subf %[[R1]]
// CHECK-NOT: arith.truncf
// CHECK: linalg.yield %{{.*}}, %{{.*}} : f64, f64
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<3x2x4xf64>)
// CHECK: ^bb0(%[[X:.*]]: f64, %[[Y:.*]]: f64, %[[C:.*]]: f64, %[[S:.*]]: f64, %{{.*}}: f64):
// CHECK: arith.mulf %[[X]], %[[C]] : f64
// CHECK-NOT: arith.truncf
func.func @f64(%q: tensor<3x8xf64>, %p: tensor<3xi64>, %f: tensor<4xf64>) -> tensor<3x8xf64> {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<3x8xf64>, tensor<3xi64>, tensor<4xf64> -> tensor<3x8xf64>
  return %0 : tensor<3x8xf64>
}
