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

// -----

// Every static schedule folds. Expected values (float64, rounded once to
// f32) worked out by hand, and checked against python/rope_mlir/schedules.py:
// linear d=4 base 100 factor 4: [1, 0.1] / 4.
// ntk: base' = 100 * 4^(4/2) = 1600, theta = [1, 1600^-1/2].
// dynamic_ntk L=4 factor 2: length 6 gives 100 * (2*6/4 - 1)^2 = 400, so
// [1, 0.05]; length 2 <= L keeps [1, 0.1].
// yarn d=8 L=6283 factor 4: band [floor(log10(31.25)), ceil(log10(1000))]
// = [1, 3], ramp [0, 0, 1/2, 1]: [1, 0.1, 0.01 (1/8 + 1/2), 0.001 / 4];
// attention factor 0.1 ln 4 + 1.
// llama3 d=8 L=64: pair 1 (wavelength 62.8) blends with s = (64/62.83 - 1)/3,
// (1 - s) 0.1/8 + s 0.1 = 0.0130422562; pairs 2, 3 are divided by 8.
// longrope d=4 base 100: short [1, 2] -> [1, 0.05]; a length 10 > L = 8
// takes long [2, 4] -> [0.5, 0.025]; attention factor sqrt(1 + ln 4 / ln 8).
// CHECK-LABEL: func @fold_schedules
// CHECK-DAG: %[[LINEAR:.*]] = arith.constant dense<[2.500000e-01, 2.500000e-02]> : tensor<2xf32>
// CHECK-DAG: %[[NTK:.*]] = arith.constant dense<[1.000000e+00, 2.500000e-02]> : tensor<2xf32>
// CHECK-DAG: %[[LONG6:.*]] = arith.constant dense<[1.000000e+00, 5.000000e-02]> : tensor<2xf32>
// CHECK-DAG: %[[SHORT2:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf32>
// CHECK-DAG: %[[YARN:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01, 6.250000e-03, 2.500000e-04]> : tensor<4xf32>
// CHECK-DAG: %[[YARN_SCALE:.*]] = arith.constant 1.13862944 : f32
// CHECK-DAG: %[[LLAMA:.*]] = arith.constant dense<[1.000000e+00, 0.0130422562, 1.250000e-03, 1.250000e-04]> : tensor<4xf32>
// CHECK-DAG: %[[LR_LONG:.*]] = arith.constant dense<[5.000000e-01, 2.500000e-02]> : tensor<2xf32>
// CHECK-DAG: %[[LR_SCALE:.*]] = arith.constant 1.2909944487358056 : f64
// CHECK-NOT: rope.frequencies
// CHECK: return %[[LINEAR]], %[[NTK]], %[[LONG6]], %[[SHORT2]], %[[YARN]], %[[YARN_SCALE]], %[[LLAMA]], %[[LONG6]], %[[LR_LONG]], %[[LR_SCALE]]
func.func @fold_schedules() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, f32, tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, f64) {
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : i64
  %c10 = arith.constant 10 : i32
  %0 = rope.frequencies #rope.linear<rotary_dim = 4, base = 100.0, factor = 4.0> -> tensor<2xf32>
  %1 = rope.frequencies #rope.ntk<rotary_dim = 4, base = 100.0, factor = 4.0> -> tensor<2xf32>
  %2 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 2.0, original_max_position = 4> (%c6 : index) -> tensor<2xf32>
  %3 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 2.0, original_max_position = 4> (%c2 : i64) -> tensor<2xf32>
  %4, %5 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 6283> -> tensor<4xf32>, f32
  %6 = rope.frequencies #rope.llama3<rotary_dim = 8, original_max_position = 64> -> tensor<4xf32>
  %7 = rope.frequencies #rope.longrope<rotary_dim = 4, base = 100.0, short_factor = [1.0, 2.0], long_factor = [2.0, 4.0], original_max_position = 8, factor = 4.0> -> tensor<2xf32>
  %8, %9 = rope.frequencies #rope.longrope<rotary_dim = 4, base = 100.0, short_factor = [1.0, 2.0], long_factor = [2.0, 4.0], original_max_position = 8, factor = 4.0> (%c10 : i32) -> tensor<2xf32>, f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4xf32>, f32, tensor<4xf32>, tensor<2xf32>, tensor<2xf32>, f64
}

// -----

// proportional head_dim 8, partial_rotary_factor 0.6 (int(0.6 * 8 // 2) = 2
// pairs rotate), base 100, factor 2: [1, 100^(-2/8)] / 2, then zeros; in
// numpy float64: k = int(0.6 * 8 // 2); th = np.zeros(4);
// th[:k] = 1 / 100.0 ** (np.arange(0, 2 * k, 2) / 8) / 2
// -> [0.5, 0.15811388300841897, 0.0, 0.0]. The defaults are `default` over
// head_dim: [1, 0.1, 0.01, 0.001], rounded once to f32.
// CHECK-LABEL: func @fold_proportional
// CHECK-DAG: %[[P:.*]] = arith.constant dense<[5.000000e-01, 0.15811388300841897, 0.000000e+00, 0.000000e+00]> : tensor<4xf64>
// CHECK-DAG: %[[FULL:.*]] = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
// CHECK-NOT: rope.frequencies
// CHECK: return %[[P]], %[[FULL]]
func.func @fold_proportional() -> (tensor<4xf64>, tensor<4xf32>) {
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 0.6, base = 100.0, factor = 2.0> -> tensor<4xf64>
  %1 = rope.frequencies #rope.proportional<head_dim = 8> -> tensor<4xf32>
  return %0, %1 : tensor<4xf64>, tensor<4xf32>
}

// -----

// A sequence length known only at run time keeps the op.
// CHECK-LABEL: func @no_fold_runtime_length
// CHECK: rope.frequencies #rope.dynamic_ntk
func.func @no_fold_runtime_length(%n: index) -> tensor<2xf32> {
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 2.0, original_max_position = 4> (%n : index) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A constant scale of 1 is no scale: the inverse pair still cancels.
// CHECK-LABEL: func @unit_scale_cancels
// CHECK-SAME: (%[[Q:.*]]: tensor<7x8xf32>
// CHECK-NEXT: return %[[Q]]
func.func @unit_scale_cancels(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  %one = arith.constant 1.0 : f32
  %0 = rope.rotate %q, %p, %f layout(half) scale(%one : f32) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  %1 = rope.rotate %0, %p, %f layout(half) inverse : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %1 : tensor<7x8xf32>
}

// -----

// Values that underflow the result type fold to 0: 1e-10 and 1e-12 are below
// f16's smallest subnormal.
// CHECK-LABEL: func @fold_underflow_f16
// CHECK: arith.constant dense<0.000000e+00> : tensor<2xf16>
func.func @fold_underflow_f16() -> tensor<2xf16> {
  %0 = rope.frequencies #rope.linear<rotary_dim = 4, base = 100.0, factor = 1.0e10> -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

// Dynamic NTK at L is the default schedule whatever the factor: with
// factor = 1e17, factor * L / L - (factor - 1) would cancel to 0 (an infinite
// theta_1); 1 + factor * (Lcur - L) / L does not. At Lcur = 5,
// theta_1 = (100 * (1 + 1e17 / 4)^2)^(-1/2) = 4e-18.
// CHECK-LABEL: func @fold_dynamic_ntk_large_factor
// CHECK-DAG: arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK-DAG: arith.constant dense<[1.000000e+00, 4.000000e-18]> : tensor<2xf64>
func.func @fold_dynamic_ntk_large_factor() -> (tensor<2xf64>, tensor<2xf64>) {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 1.0e17, original_max_position = 4> (%c4 : index) -> tensor<2xf64>
  %1 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 1.0e17, original_max_position = 4> (%c5 : index) -> tensor<2xf64>
  return %0, %1 : tensor<2xf64>, tensor<2xf64>
}
