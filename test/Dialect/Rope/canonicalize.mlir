// RUN: rope-opt %s -canonicalize -split-input-file | FileCheck %s

// theta_i = 10000^(-2i/8) = 10^-i, rounded once to f32.
// CHECK-LABEL: func @fold_default_schedule
// CHECK: %[[C:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
// CHECK-NOT: rope.frequencies
// CHECK: return %[[C]]
func.func @fold_default_schedule() -> tensor<4xf32> {
  %0 = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// theta_i = 100^(-2i/4) = 100^0, 100^-0.5 in f64.
// CHECK-LABEL: func @fold_default_schedule_f64
// CHECK: arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
func.func @fold_default_schedule_f64() -> tensor<2xf64> {
  %0 = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// 0.3 rounds to the bf16 value 0.30078125 (0x3E9A).
// CHECK-LABEL: func @fold_explicit_schedule_bf16
// CHECK: arith.constant dense<[3.007810e-01, 5.000000e-01]> : tensor<2xbf16>
func.func @fold_explicit_schedule_bf16() -> tensor<2xbf16> {
  %0 = rope.frequencies #rope.explicit<[0.3, 0.5]> -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

// CHECK-LABEL: func @cancel_inverse
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x8xf32>
// CHECK-NEXT: return %[[Q]], %[[Q]]
func.func @cancel_inverse(%q: tensor<2x7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> (tensor<2x7x8xf32>, tensor<2x7x8xf32>) {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  %1 = rope.rotate %0, %p, %f layout(half) inverse : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  %2 = rope.rotate %q, %p, %f layout(half) inverse : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  %3 = rope.rotate %2, %p, %f layout(half) : tensor<2x7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %1, %3 : tensor<2x7x8xf32>, tensor<2x7x8xf32>
}

// -----

// CHECK-LABEL: func @cancel_inverse_offset
// CHECK-SAME: (%[[Q:.*]]: tensor<7x8xbf16>
// CHECK-NEXT: return %[[Q]]
func.func @cancel_inverse_offset(%q: tensor<7x8xbf16>, %off: index, %f: tensor<3xf32>) -> tensor<7x8xbf16> {
  %0 = rope.rotate %q, %off, %f layout(interleaved) rotary_dim(6) : tensor<7x8xbf16>, index, tensor<3xf32> -> tensor<7x8xbf16>
  %1 = rope.rotate %0, %off, %f layout(interleaved) rotary_dim(6) inverse : tensor<7x8xbf16>, index, tensor<3xf32> -> tensor<7x8xbf16>
  return %1 : tensor<7x8xbf16>
}

// -----

// Different positions, layouts, rotary dims or a scale do not cancel.
// CHECK-LABEL: func @no_cancel
// CHECK-COUNT-7: rope.rotate
func.func @no_cancel(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %p2: tensor<7xi64>, %f: tensor<4xf32>, %f2: tensor<2xf32>) -> (tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>) {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %1 = rope.rotate %0, %p2, %f layout(half) inverse : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %2 = rope.rotate %0, %p, %f layout(interleaved) inverse : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %two = arith.constant 2.0 : f32
  %3 = rope.rotate %q, %p, %f layout(half) scale(%two : f32) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %4 = rope.rotate %3, %p, %f layout(half) inverse : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %5 = rope.rotate %q, %p, %f2 layout(half) rotary_dim(4) : tensor<7x8xf32>, tensor<7xi64>, tensor<2xf32> -> tensor<7x8xf32>
  %half = arith.constant 0.5 : f64
  %6 = rope.rotate %5, %p, %f2 layout(half) rotary_dim(4) scale(%half : f64) inverse : tensor<7x8xf32>, tensor<7xi64>, tensor<2xf32> -> tensor<7x8xf32>
  return %1, %2, %4, %6 : tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>
}

// -----

// CHECK-LABEL: func @zero_frequencies
// CHECK-SAME: (%[[Q:.*]]: tensor<7x8xf32>
// CHECK-NOT: rope.rotate
// CHECK: return %[[Q]], %[[Q]]
func.func @zero_frequencies(%q: tensor<7x8xf32>, %p: tensor<7xi64>) -> (tensor<7x8xf32>, tensor<7x8xf32>) {
  %z = arith.constant dense<0.0> : tensor<4xf32>
  %0 = rope.rotate %q, %p, %z layout(half) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %f = rope.frequencies #rope.explicit<[0.0, 0.0, -0.0, 0.0]> -> tensor<4xf64>
  %1 = rope.rotate %q, %p, %f layout(interleaved) inverse : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf64> -> tensor<7x8xf32>
  return %0, %1 : tensor<7x8xf32>, tensor<7x8xf32>
}

// -----

// A scaled rotation by zero frequencies still scales: it stays.
// CHECK-LABEL: func @zero_frequencies_scaled
// CHECK: rope.rotate
func.func @zero_frequencies_scaled(%q: tensor<7x8xf32>, %p: tensor<7xi64>) -> tensor<7x8xf32> {
  %z2 = arith.constant dense<0.0> : tensor<4xf32>
  %s = arith.constant 1.5 : f32
  %0 = rope.rotate %q, %p, %z2 layout(half) scale(%s : f32) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}
