// RUN: rope-opt %s -rope-report-schedules -split-input-file -o /dev/null 2>&1 | FileCheck %s

// The default schedule, d = 64, base 10000: pair i turns once every
// 2*pi*10000^(2i/64) tokens, i.e. 6.3, 628.3, 6283.2 and 47117.2 tokens for
// pairs 0, 16, 24 and 31.
// CHECK: remark: schedule #rope.default<rotary_dim = 64>: 32 pairs, attention factor 1
// CHECK-NEXT: pair           theta  wavelength (tokens)
// CHECK-NEXT: {{^ *}}0    1.000000e+00                  6.3
// CHECK:      {{^ *}}16    1.000000e-02                628.3
// CHECK:      {{^ *}}24    1.000000e-03               6283.2
// CHECK:      {{^ *}}31    1.333521e-04              47117.2
func.func @seed_table() -> tensor<32xf64> {
  %0 = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  return %0 : tensor<32xf64>
}

// -----

// YaRN, d = 16, L = 4096: corr(32) = 2.62 and corr(1) = 5.63 give the band
// [2, 6]; pairs 3, 4, 5 are 1/4, 1/2, 3/4 interpolated, and the attention
// factor is 0.1 ln 4 + 1 = 1.13863.
// CHECK: remark: schedule #rope.yarn<rotary_dim = 16, factor = 4.000000e+00, original_max_position = 4096>: 8 pairs, attention factor 1.13863
// CHECK-NEXT: pair           theta  wavelength (tokens)  interpolated
// CHECK-NEXT: {{^ *}}0    1.000000e+00                  6.3         0.000
// CHECK-NEXT: {{^ *}}1    {{.*}}         0.000
// CHECK-NEXT: {{^ *}}2    1.000000e-01                 62.8         0.000
// CHECK-NEXT: {{^ *}}3    {{.*}}         0.250
// CHECK-NEXT: {{^ *}}4    6.250000e-03 {{.*}}         0.500
// CHECK-NEXT: {{^ *}}5    {{.*}}         0.750
// CHECK-NEXT: {{^ *}}6    2.500000e-04 {{.*}}         1.000
// CHECK-NEXT: {{^ *}}7    {{.*}}         1.000
func.func @yarn() -> tensor<8xf64> {
  %0, %1 = rope.frequencies #rope.yarn<rotary_dim = 16, factor = 4.0, original_max_position = 4096> -> tensor<8xf64>, f32
  return %0 : tensor<8xf64>
}

// -----

// Llama 3 with L = 64, low 1, high 4, d = 8, base 10000: wavelengths 6.3,
// 62.8, 628.3, 6283.2; 6.3 < 64/4 is kept, 62.8 lies in [16, 64] and blends
// with weight 1 - (64/62.83 - 1)/3 = 0.994, the longer ones are scaled.
// CHECK: remark: schedule #rope.llama3<rotary_dim = 8, original_max_position = 64>: 4 pairs, attention factor 1
// CHECK-NEXT: pair           theta  wavelength (tokens)  interpolated
// CHECK-NEXT: {{^ *}}0    1.000000e+00                  6.3         0.000
// CHECK-NEXT: {{^ *}}1 {{.*}}         0.994
// CHECK-NEXT: {{^ *}}2    1.250000e-03 {{.*}}         1.000
// CHECK-NEXT: {{^ *}}3    1.250000e-04 {{.*}}         1.000
func.func @llama3() -> tensor<4xf64> {
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, original_max_position = 64> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// Sequence-length dependent schedules say which length they show.
// CHECK: remark: schedule #rope.dynamic_ntk<rotary_dim = 4, base = 1.000000e+02, factor = 2.000000e+00, original_max_position = 4>: 2 pairs, attention factor 1, sequence length 6
// CHECK-NEXT: pair
// CHECK-NEXT: {{^ *}}0    1.000000e+00
// CHECK-NEXT: {{^ *}}1    5.000000e-02
// CHECK: remark: schedule #rope.longrope<{{.*}}>: 2 pairs, attention factor 1.22474, sequence length not constant (shown within the original context)
// CHECK-NEXT: pair
// CHECK-NEXT: {{^ *}}0    1.000000e+00
// CHECK-NEXT: {{^ *}}1    5.000000e-02
func.func @lengths(%n: index) -> (tensor<2xf64>, tensor<2xf64>) {
  %c6 = arith.constant 6 : index
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 4, base = 100.0, factor = 2.0, original_max_position = 4> (%c6 : index) -> tensor<2xf64>
  %1 = rope.frequencies #rope.longrope<rotary_dim = 4, base = 100.0, short_factor = [1.0, 2.0], long_factor = [2.0, 4.0], original_max_position = 16, factor = 4.0> (%n : index) -> tensor<2xf64>
  return %0, %1 : tensor<2xf64>, tensor<2xf64>
}

// -----

// Proportional, head_dim 8, share 0.5: pairs 0 and 1 rotate (exponents over
// the whole head: 10000^(-2/8) = 0.1), pairs 2 and 3 have frequency 0 and an
// infinite wavelength.
// CHECK: remark: schedule #rope.proportional<head_dim = 8, partial_rotary_factor = 5.000000e-01>: 4 pairs, attention factor 1
// CHECK-NEXT: pair           theta  wavelength (tokens)
// CHECK-NEXT: {{^ *}}0    1.000000e+00                  6.3
// CHECK-NEXT: {{^ *}}1    1.000000e-01                 62.8
// CHECK-NEXT: {{^ *}}2    0.000000e+00                  inf
// CHECK-NEXT: {{^ *}}3    0.000000e+00                  inf
func.func @proportional() -> tensor<4xf64> {
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 0.5> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
