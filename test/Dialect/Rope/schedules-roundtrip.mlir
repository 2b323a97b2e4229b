// RUN: rope-opt %s | FileCheck %s
// RUN: rope-opt %s | rope-opt | FileCheck %s
// RUN: rope-opt %s --mlir-print-op-generic | rope-opt | FileCheck %s

// Parameters at their defaults are not printed.
// CHECK-LABEL: func @schedules
func.func @schedules(%len: index, %len32: i32) {
  // CHECK: rope.frequencies #rope.linear<rotary_dim = 8, factor = 4.000000e+00> -> tensor<4xf64>
  %0 = rope.frequencies #rope.linear<rotary_dim = 8, base = 10000.0, factor = 4.0> -> tensor<4xf64>
  // CHECK: rope.frequencies #rope.ntk<rotary_dim = 8, base = 5.000000e+05, factor = 2.000000e+00> -> tensor<4xf32>
  %1 = rope.frequencies #rope.ntk<rotary_dim = 8, base = 500000.0, factor = 2.0> -> tensor<4xf32>
  // CHECK: rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.000000e+00, original_max_position = 4096>(%{{.*}} : index) -> tensor<4xf64>
  %2 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.0, original_max_position = 4096> (%len : index) -> tensor<4xf64>
  // CHECK: rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.000000e+00, original_max_position = 4096> -> tensor<4xf64>, f32
  %3:2 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, beta_fast = 32.0, beta_slow = 1.0, truncate = true> -> tensor<4xf64>, f32
  // CHECK: rope.frequencies #rope.yarn<rotary_dim = 8, base = 5.000000e+04, factor = 4.000000e+00, original_max_position = 4096, beta_fast = 1.600000e+01, beta_slow = 2.000000e+00, truncate = false, mscale = 1.000000e+00, mscale_all_dim = 7.070000e-01, attention_factor = 1.250000e+00> -> tensor<4xf64>
  %4 = rope.frequencies #rope.yarn<rotary_dim = 8, base = 50000.0, factor = 4.0, original_max_position = 4096, beta_fast = 16.0, beta_slow = 2.0, truncate = false, mscale = 1.0, mscale_all_dim = 0.707, attention_factor = 1.25> -> tensor<4xf64>
  // CHECK: rope.frequencies #rope.llama3<rotary_dim = 8, base = 5.000000e+05> -> tensor<4xf64>
  %5 = rope.frequencies #rope.llama3<rotary_dim = 8, base = 500000.0, factor = 8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, original_max_position = 8192> -> tensor<4xf64>
  // CHECK: rope.frequencies #rope.llama3<rotary_dim = 8, factor = 1.600000e+01, low_freq_factor = 2.000000e+00, high_freq_factor = 8.000000e+00, original_max_position = 1024> -> tensor<4xbf16>
  %6 = rope.frequencies #rope.llama3<rotary_dim = 8, factor = 16.0, low_freq_factor = 2.0, high_freq_factor = 8.0, original_max_position = 1024> -> tensor<4xbf16>
  // CHECK: rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.000000e+00, 1.500000e+00], long_factor = [2.000000e+00, 8.000000e+00], original_max_position = 4096, factor = 3.200000e+01>(%{{.*}} : i32) -> tensor<2xf64>, f64
  %7:2 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.5], long_factor = [2.0, 8.0], original_max_position = 4096, factor = 32.0> (%len32 : i32) -> tensor<2xf64>, f64
  // CHECK: rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.000000e+00, 1.000000e+00], long_factor = [1.000000e+00, 1.000000e+00], original_max_position = 16, attention_factor = 1.000000e+00> -> tensor<2xf32>
  %8 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [1.0, 1.0], original_max_position = 16, attention_factor = 1.0> -> tensor<2xf32>
  return
}

// proportional (Gemma 4): head_dim/2 frequencies whatever the rotated share.
// CHECK-LABEL: func @proportional
func.func @proportional() {
  // CHECK: rope.frequencies #rope.proportional<head_dim = 512, partial_rotary_factor = 2.500000e-01, base = 1.000000e+06> -> tensor<256xf64>
  %0 = rope.frequencies #rope.proportional<head_dim = 512, partial_rotary_factor = 0.25, base = 1000000.0> -> tensor<256xf64>
  // CHECK: rope.frequencies #rope.proportional<head_dim = 8> -> tensor<4xf32>
  %1 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 1.0, base = 10000.0, factor = 1.0> -> tensor<4xf32>
  // CHECK: rope.frequencies #rope.proportional<head_dim = 8, factor = 8.000000e+00> -> tensor<4xf64>
  %2 = rope.frequencies #rope.proportional<factor = 8.0, head_dim = 8> -> tensor<4xf64>
  return
}
