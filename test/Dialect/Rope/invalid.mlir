// RUN: rope-opt %s -split-input-file -verify-diagnostics

func.func @odd_rotary_dim(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<3xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op rotary_dim must be even, got 5}}
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(5) : tensor<7x8xf32>, tensor<7xi64>, tensor<3xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @rotary_dim_too_large(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<5xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op rotary_dim 10 exceeds head_dim 8}}
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(10) : tensor<7x8xf32>, tensor<7xi64>, tensor<5xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @rotary_dim_not_positive(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op rotary_dim must be positive, got 0}}
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(0) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @odd_head_dim(%q: tensor<7x9xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x9xf32> {
  // expected-error @+1 {{'rope.rotate' op head_dim must be even to rotate all channels, got 9 (set rotary_dim for partial rotary)}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x9xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x9xf32>
  return %0 : tensor<7x9xf32>
}

// -----

func.func @empty_head_dim(%q: tensor<7x0xf32>, %p: tensor<7xi64>, %f: tensor<0xf32>) -> tensor<7x0xf32> {
  // expected-error @+1 {{'rope.rotate' op head_dim must be positive, got 0}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x0xf32>, tensor<7xi64>, tensor<0xf32> -> tensor<7x0xf32>
  return %0 : tensor<7x0xf32>
}

// -----

func.func @frequency_count(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<3xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op expected 4 frequencies (rotary_dim / 2) for rotary_dim 8, got 3}}
  %0 = rope.rotate %q, %p, %f layout(interleaved) : tensor<7x8xf32>, tensor<7xi64>, tensor<3xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @position_length(%q: tensor<2x7x8xf32>, %p: tensor<6xi64>, %f: tensor<4xf32>) -> tensor<2x7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op positions cover 6 positions but the input's sequence dimension (1) has 7}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x7x8xf32>, tensor<6xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

func.func @position_batch(%q: tensor<2x4x7x8xf32>, %p: tensor<3x7xi64>, %f: tensor<4xf32>) -> tensor<2x4x7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op positions have batch size 3 but the input's dimension 0 has 2}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x4x7x8xf32>, tensor<3x7xi64>, tensor<4xf32> -> tensor<2x4x7x8xf32>
  return %0 : tensor<2x4x7x8xf32>
}

// -----

func.func @position_batch_rank(%q: tensor<7x8xf32>, %p: tensor<1x7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op positions indexed by [batch, seq] need an input of rank >= 3, got rank 2}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xf32>, tensor<1x7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @position_rank(%q: tensor<2x3x7x8xf32>, %p: tensor<2x3x7xi64>, %f: tensor<4xf32>) -> tensor<2x3x7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op positions must be indexed by [seq] or [batch, seq], got 3 such dimensions}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<2x3x7x8xf32>, tensor<2x3x7xi64>, tensor<4xf32> -> tensor<2x3x7x8xf32>
  return %0 : tensor<2x3x7x8xf32>
}

// -----

func.func @float_positions(%q: tensor<7x8xf32>, %p: tensor<7xf32>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op operand #1 must be tensor of positions, or a start offset (index or 8- to 64-bit integers), but got 'tensor<7xf32>'}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xf32>, tensor<7xf32>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @integer_input(%q: tensor<7x8xi32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xi32> {
  // expected-error @+1 {{'rope.rotate' op operand #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<7x8xi32>'}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xi32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xi32>
  return %0 : tensor<7x8xi32>
}

// -----

func.func @integer_frequencies(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xi32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op operand #2 must be 1D tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<4xi32>'}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xi32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @result_type(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xbf16> {
  // expected-error @+1 {{'rope.rotate' op result type 'tensor<7x8xbf16>' must match input type 'tensor<7x8xf32>'}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xbf16>
  return %0 : tensor<7x8xbf16>
}

// -----

func.func @input_rank(%q: tensor<8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'rope.rotate' op input must have rank >= 2 ([..., seq, head_dim]), got rank 1}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @dynamic_head_dim(%q: tensor<7x?xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x?xf32> {
  // expected-error @+1 {{'rope.rotate' op head dimension (the last) of the input must be static}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x?xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x?xf32>
  return %0 : tensor<7x?xf32>
}

// -----

func.func @missing_layout(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op requires attribute 'layout'}}
  %0 = "rope.rotate"(%q, %p, %f) : (tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32>) -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @unknown_layout(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{unknown layout 'neox', expected 'interleaved' or 'half'}}
  %0 = rope.rotate %q, %p, %f layout(neox) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @integer_scale(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>, %s: i32) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op operand #3 must be f16, bf16, f32 or f64 scalar, but got 'i32'}}
  %0 = rope.rotate %q, %p, %f layout(half) scale(%s : i32) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @frequencies_size() -> tensor<3xf32> {
  // expected-error @+1 {{'rope.frequencies' op schedule has 4 pairs (rotary_dim 8) but the result holds 3 values}}
  %0 = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @frequencies_dynamic() -> tensor<?xf32> {
  // expected-error @+1 {{'rope.frequencies' op result must have a static size (4)}}
  %0 = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @frequencies_not_a_schedule() -> tensor<4xf32> {
  // expected-error @+1 {{invalid properties {schedule = 8 : i64} for op rope.frequencies: Invalid attribute `schedule` in property conversion: 8 : i64}}
  %0 = "rope.frequencies"() <{schedule = 8 : i64}> : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @schedule_odd_rotary_dim() -> tensor<3xf32> {
  // expected-error @+1 {{rotary_dim must be even, got 7}}
  %0 = rope.frequencies #rope.default<rotary_dim = 7> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @schedule_zero_rotary_dim() -> tensor<0xf32> {
  // expected-error @+1 {{rotary_dim must be positive, got 0}}
  %0 = rope.frequencies #rope.default<rotary_dim = 0> -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @schedule_base() -> tensor<4xf32> {
  // expected-error @+1 {{base must be finite and > 0, got -1}}
  %0 = rope.frequencies #rope.default<rotary_dim = 8, base = -1.0> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @schedule_missing_rotary_dim() -> tensor<4xf32> {
  // expected-error @+1 {{struct is missing required parameter: rotary_dim}}
  %0 = rope.frequencies #rope.default<base = 10.0> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @explicit_empty() -> tensor<1xf32> {
  // expected-error @+1 {{explicit schedule needs at least one frequency}}
  %0 = rope.frequencies #rope.explicit<[]> -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @explicit_not_finite() -> tensor<2xf32> {
  // expected-error @+1 {{frequency #1 is not finite}}
  %0 = rope.frequencies #rope.explicit<[1.0, 0x7FF8000000000000]> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @tables_mismatch(%q: tensor<7x8xf32>, %c: tensor<7x4xf32>, %s: tensor<7x4xf16>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate_with_tables' op cos and sin tables must have the same type, got 'tensor<7x4xf32>' and 'tensor<7x4xf16>'}}
  %0 = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<7x8xf32>, tensor<7x4xf32>, tensor<7x4xf16> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @tables_rank(%q: tensor<7x8xf32>, %c: tensor<4xf32>, %s: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate_with_tables' op tables must have rank 2 ([seq, rotary_dim/2]) or 3 ([batch, seq, rotary_dim/2]), got rank 1}}
  %0 = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<7x8xf32>, tensor<4xf32>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @tables_pairs(%q: tensor<7x8xf32>, %c: tensor<7x8xf32>, %s: tensor<7x8xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate_with_tables' op tables hold 8 values per position, expected 4 (rotary_dim / 2)}}
  %0 = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @tables_seq(%q: tensor<7x8xf32>, %c: tensor<5x4xf32>, %s: tensor<5x4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate_with_tables' op tables cover 5 positions but the input's sequence dimension (0) has 7}}
  %0 = rope.rotate_with_tables %q, %c, %s layout(half) : tensor<7x8xf32>, tensor<5x4xf32>, tensor<5x4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @tables_odd_rotary_dim(%q: tensor<7x8xf32>, %c: tensor<7x2xf32>, %s: tensor<7x2xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate_with_tables' op rotary_dim must be even, got 3}}
  %0 = rope.rotate_with_tables %q, %c, %s layout(interleaved) rotary_dim(3) : tensor<7x8xf32>, tensor<7x2xf32>, tensor<7x2xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @linear_factor() -> tensor<4xf64> {
  // expected-error @+1 {{factor must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.linear<rotary_dim = 8, factor = 0.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @ntk_rotary_dim() -> tensor<1xf64> {
  // expected-error @+1 {{NTK scaling needs rotary_dim > 2 (its exponent is d / (d - 2)), got 2}}
  %0 = rope.frequencies #rope.ntk<rotary_dim = 2, factor = 2.0> -> tensor<1xf64>
  return %0 : tensor<1xf64>
}

// -----

func.func @ntk_factor() -> tensor<4xf64> {
  // expected-error @+1 {{factor must be finite and > 0, got -2}}
  %0 = rope.frequencies #rope.ntk<rotary_dim = 8, factor = -2.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @dynamic_ntk_original() -> tensor<4xf64> {
  // expected-error @+1 {{original_max_position must be positive, got 0}}
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.0, original_max_position = 0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_beta_order() -> tensor<4xf64> {
  // expected-error @+1 {{beta_fast (1) must not be below beta_slow (32)}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, beta_fast = 1.0, beta_slow = 32.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_base() -> tensor<4xf64> {
  // expected-error @+1 {{base must be finite and > 1, got 1}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, base = 1.0, factor = 4.0, original_max_position = 4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_beta_slow() -> tensor<4xf64> {
  // expected-error @+1 {{beta_slow must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, beta_fast = 0.0, beta_slow = 0.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_factor() -> tensor<4xf64> {
  // expected-error @+1 {{factor must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 0.0, original_max_position = 4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_original() -> tensor<4xf64> {
  // expected-error @+1 {{original_max_position must be positive, got -4096}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = -4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_mscale() -> tensor<4xf64> {
  // expected-error @+1 {{mscale must be finite and >= 0, got -1}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, mscale = -1.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_mscale_all_dim() -> tensor<4xf64> {
  // expected-error @+1 {{mscale_all_dim must be finite and >= 0, got -0.5}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, mscale_all_dim = -0.5> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_attention_factor() -> tensor<4xf64> {
  // expected-error @+1 {{attention_factor must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, attention_factor = 0.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_rotary_dim() -> tensor<4xf64> {
  // expected-error @+1 {{rotary_dim must be even, got 9}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 9, factor = 4.0, original_max_position = 4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @llama3_band() -> tensor<4xf64> {
  // expected-error @+1 {{high_freq_factor (4) must exceed low_freq_factor (4)}}
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, low_freq_factor = 4.0, high_freq_factor = 4.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @llama3_low() -> tensor<4xf64> {
  // expected-error @+1 {{low_freq_factor must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, low_freq_factor = 0.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @llama3_factor() -> tensor<4xf64> {
  // expected-error @+1 {{factor must be finite and > 0, got -8}}
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, factor = -8.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @llama3_original() -> tensor<4xf64> {
  // expected-error @+1 {{original_max_position must be positive, got 0}}
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, original_max_position = 0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @longrope_short_length() -> tensor<2xf64> {
  // expected-error @+1 {{short_factor holds 1 values, expected rotary_dim / 2 = 2}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0], long_factor = [2.0, 8.0], original_max_position = 4096> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @longrope_long_length() -> tensor<2xf64> {
  // expected-error @+1 {{long_factor holds 3 values, expected rotary_dim / 2 = 2}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [2.0, 8.0, 9.0], original_max_position = 4096> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @longrope_factor_value() -> tensor<2xf64> {
  // expected-error @+1 {{long_factor[1] must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [2.0, 0.0], original_max_position = 4096> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @longrope_factor() -> tensor<2xf64> {
  // expected-error @+1 {{factor must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [2.0, 8.0], original_max_position = 4096, factor = 0.0> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @longrope_attention_factor() -> tensor<2xf64> {
  // expected-error @+1 {{attention_factor must be finite and > 0, got -1}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [2.0, 8.0], original_max_position = 4096, attention_factor = -1.0> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @longrope_original() -> tensor<2xf64> {
  // expected-error @+1 {{original_max_position must be positive, got 0}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [2.0, 8.0], original_max_position = 0> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @yarn_missing_factor() -> tensor<4xf64> {
  // expected-error @+1 {{struct is missing required parameter: factor}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, original_max_position = 4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_truncate_keyword() -> tensor<4xf64> {
  // expected-error @+2 {{expected 'true' or 'false'}}
  // expected-error @+1 {{failed to parse Rope_YarnScheduleAttr parameter 'truncate' which is to be a `bool`}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, truncate = yes> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @dynamic_ntk_needs_length() -> tensor<4xf64> {
  // expected-error @+1 {{'rope.frequencies' op schedule #rope.dynamic_ntk<rotary_dim = 8, factor = 2.000000e+00, original_max_position = 4096> depends on the sequence length: pass it as an operand}}
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.0, original_max_position = 4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @default_takes_no_length(%n: index) -> tensor<4xf64> {
  // expected-error @+1 {{'rope.frequencies' op schedule #rope.default<rotary_dim = 8> does not depend on the sequence length}}
  %0 = rope.frequencies #rope.default<rotary_dim = 8> (%n : index) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @integer_attention_factor() -> tensor<4xf64> {
  // expected-error @+1 {{'rope.frequencies' op result #1 must be f16, bf16, f32 or f64 scalar, but got 'i32'}}
  %0, %1 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096> -> tensor<4xf64>, i32
  return %0 : tensor<4xf64>
}

// -----

func.func @float_sequence_length(%n: f32) -> tensor<4xf64> {
  // expected-error @+1 {{'rope.frequencies' op operand #0 must be index or 8- to 64-bit signless integer, but got 'f32'}}
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.0, original_max_position = 4096> (%n : f32) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @sections_sum(%q: tensor<7x8xf32>, %p: tensor<2x7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op sections cover 3 pairs but rotary_dim 8 has 4}}
  %0 = rope.rotate %q, %p, %f layout(half) sections([1, 2]) : tensor<7x8xf32>, tensor<2x7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @sections_positive(%q: tensor<7x8xf32>, %p: tensor<2x7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op sections must be positive, got 0}}
  %0 = rope.rotate %q, %p, %f layout(half) sections([4, 0]) : tensor<7x8xf32>, tensor<2x7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @sections_axes(%q: tensor<7x8xf32>, %p: tensor<3x7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op positions have 3 axes but there are 2 sections}}
  %0 = rope.rotate %q, %p, %f layout(interleaved) sections([1, 3]) : tensor<7x8xf32>, tensor<3x7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @sections_offset(%q: tensor<7x8xf32>, %off: index, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op sections need positions indexed by [axes, seq] or [axes, batch, seq], got 'index'}}
  %0 = rope.rotate %q, %off, %f layout(half) sections([2, 2]) : tensor<7x8xf32>, index, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @sections_seq(%q: tensor<2x7x8xf32>, %p: tensor<2x2x6xi64>, %f: tensor<4xf32>) -> tensor<2x7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op positions cover 6 positions but the input's sequence dimension (1) has 7}}
  %0 = rope.rotate %q, %p, %f layout(half) sections([2, 2]) : tensor<2x7x8xf32>, tensor<2x2x6xi64>, tensor<4xf32> -> tensor<2x7x8xf32>
  return %0 : tensor<2x7x8xf32>
}

// -----

func.func @wide_sequence_length(%n: i128) -> tensor<4xf64> {
  // expected-error @+1 {{'rope.frequencies' op operand #0 must be index or 8- to 64-bit signless integer, but got 'i128'}}
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, factor = 2.0, original_max_position = 4096> (%n : i128) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @wide_offset(%q: tensor<7x8xf32>, %off: i128, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op operand #1 must be tensor of positions, or a start offset (index or 8- to 64-bit integers), but got 'i128'}}
  %0 = rope.rotate %q, %off, %f layout(half) : tensor<7x8xf32>, i128, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

// The int64 sum of these sections wraps around to 4: each section is checked
// against the pair count before it is added.
func.func @sections_overflow(%q: tensor<7x8xf32>, %p: tensor<3x7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op sections cover more than the 4 pairs of rotary_dim 8}}
  %0 = rope.rotate %q, %p, %f layout(half) sections([9223372036854775807, 9223372036854775807, 6]) : tensor<7x8xf32>, tensor<3x7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @scale_f8(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>, %s: f8E4M3FN) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op operand #3 must be f16, bf16, f32 or f64 scalar, but got 'f8E4M3FN'}}
  %0 = rope.rotate %q, %p, %f layout(half) scale(%s : f8E4M3FN) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @scale_tf32(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>, %s: tf32) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op operand #3 must be f16, bf16, f32 or f64 scalar, but got 'tf32'}}
  %0 = rope.rotate %q, %p, %f layout(half) scale(%s : tf32) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @attention_factor_f8() -> f8E5M2 {
  // expected-error @+1 {{'rope.frequencies' op result #1 must be f16, bf16, f32 or f64 scalar, but got 'f8E5M2'}}
  %0, %1 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096> -> tensor<4xf64>, f8E5M2
  return %1 : f8E5M2
}

// -----

// Schedules verify only if their float64 values are finite; the error names
// the parameter at fault.

func.func @default_base_overflow() -> tensor<524288xf64> {
  // expected-error @+1 {{base = 4.9406564584124654E-324 makes the inverse frequency of pair 499880 +Inf; it must be finite}}
  %0 = rope.frequencies #rope.default<rotary_dim = 1048576, base = 4.9406564584124654e-324> -> tensor<524288xf64>
  return %0 : tensor<524288xf64>
}

// -----

func.func @linear_factor_overflow() -> tensor<4xf64> {
  // expected-error @+1 {{factor = 4.9406564584124654E-324 makes the inverse frequency of pair 0 +Inf; it must be finite}}
  %0 = rope.frequencies #rope.linear<rotary_dim = 8, factor = 4.9406564584124654e-324> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @ntk_base_overflow() -> tensor<4xf64> {
  // expected-error @+1 {{factor = 1.0000000000000001E+300 makes the NTK base base * factor^(d/(d-2)) +Inf; it must be finite and > 0}}
  %0 = rope.frequencies #rope.ntk<rotary_dim = 8, factor = 1.0e300> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @ntk_base_underflow() -> tensor<4xf64> {
  // expected-error @+1 {{factor = 1.0E-300 makes the NTK base base * factor^(d/(d-2)) 0; it must be finite and > 0}}
  %0 = rope.frequencies #rope.ntk<rotary_dim = 8, factor = 1.0e-300> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_factor_nan() -> tensor<4xf64> {
  // expected-error @+1 {{factor = 4.9406564584124654E-324 makes the inverse frequency of pair 0 NaN; it must be finite}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.9406564584124654e-324, original_max_position = 4096> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_beta_fast_inf() -> tensor<4xf64> {
  // expected-error @+1 {{beta_fast must be finite and > 0, got +Inf}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, beta_fast = 0x7FF0000000000000> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// 0.1 * 1.7e308 * ln(1e10) overflows the numerator of DeepSeek's ratio.
func.func @yarn_mscale_inf() -> tensor<4xf64> {
  // expected-error @+1 {{mscale = 1.6999999999999999E+308 makes the attention factor +Inf; it must be finite and > 0}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 1.0e10, original_max_position = 4096, mscale = 1.7e308, mscale_all_dim = 1.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @yarn_mscale_all_dim_inf() -> tensor<4xf64> {
  // expected-error @+1 {{mscale_all_dim = 1.6999999999999999E+308 makes the attention factor 0; it must be finite and > 0}}
  %0 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 1.0e10, original_max_position = 4096, mscale = 1.0, mscale_all_dim = 1.7e308> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @llama3_high_inf() -> tensor<4xf64> {
  // expected-error @+1 {{high_freq_factor must be finite and > 0, got +Inf}}
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, high_freq_factor = 0x7FF0000000000000> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @llama3_factor_overflow() -> tensor<4xf64> {
  // expected-error @+1 {{factor = 9.9998886718268301E-321 makes the inverse frequency of pair 3 +Inf; it must be finite}}
  %0 = rope.frequencies #rope.llama3<rotary_dim = 8, factor = 1.0e-320> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @longrope_factor_overflow() -> tensor<2xf64> {
  // expected-error @+1 {{long_factor[0] = 4.9406564584124654E-324 makes the inverse frequency of pair 0 +Inf; it must be finite}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [4.9406564584124654e-324, 8.0], original_max_position = 4096> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// sqrt(1 + ln(factor) / ln(L)) divides by ln 1 = 0.
func.func @longrope_original_one() -> tensor<2xf64> {
  // expected-error @+1 {{original_max_position = 1 makes the attention factor sqrt(1 + ln(factor) / ln(L)) +Inf; it must be finite and > 0}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [2.0, 8.0], original_max_position = 1, factor = 4.0> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// rope.frequencies checks its values after rounding to its result types.

func.func @frequencies_overflow_f16() -> tensor<4xf16> {
  // expected-error @+1 {{'rope.frequencies' op inverse frequency of pair 0 (1.000000e+05) overflows 'f16'}}
  %0 = rope.frequencies #rope.linear<rotary_dim = 8, factor = 1.0e-5> -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @frequencies_overflow_f32() -> tensor<2xf32> {
  // expected-error @+1 {{'rope.frequencies' op inverse frequency of pair 1 (1.000000e+39) overflows 'f32'}}
  %0 = rope.frequencies #rope.explicit<[1.0, 1.0e39]> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The long list applies only beyond L, but a runtime length may select it.
func.func @frequencies_long_overflow_f16(%n: index) -> tensor<2xf16> {
  // expected-error @+1 {{'rope.frequencies' op inverse frequency of pair 0 beyond original_max_position (1.000000e+05) overflows 'f16'}}
  %0 = rope.frequencies #rope.longrope<rotary_dim = 4, short_factor = [1.0, 1.0], long_factor = [1.0e-5, 8.0], original_max_position = 4096> (%n : index) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

// Dynamic NTK is checked at the original context (the default schedule);
// longer sequences only shrink its frequencies.
func.func @frequencies_dynamic_ntk_overflow_bf16(%n: index) -> tensor<4xbf16> {
  // expected-error @+1 {{'rope.frequencies' op inverse frequency of pair 3 (1.000000e+45) overflows 'bf16'}}
  %0 = rope.frequencies #rope.dynamic_ntk<rotary_dim = 8, base = 1.0e-60, factor = 2.0, original_max_position = 4096> (%n : index) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @attention_factor_overflow_f16() -> f16 {
  // expected-error @+1 {{'rope.frequencies' op attention factor (1.000000e+05) overflows 'f16'}}
  %0, %1 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, attention_factor = 1.0e5> -> tensor<4xf64>, f16
  return %1 : f16
}

// -----

func.func @attention_factor_zero_f32() -> f32 {
  // expected-error @+1 {{'rope.frequencies' op attention factor (1.000000e-50) rounds to 0 in 'f32'}}
  %0, %1 = rope.frequencies #rope.yarn<rotary_dim = 8, factor = 4.0, original_max_position = 4096, attention_factor = 1.0e-50> -> tensor<4xf64>, f32
  return %1 : f32
}

// -----

func.func @proportional_odd_head_dim() -> tensor<3xf64> {
  // expected-error @+1 {{head_dim must be even, got 7}}
  %0 = rope.frequencies #rope.proportional<head_dim = 7> -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

func.func @proportional_zero_head_dim() -> tensor<0xf64> {
  // expected-error @+1 {{head_dim must be positive, got 0}}
  %0 = rope.frequencies #rope.proportional<head_dim = 0> -> tensor<0xf64>
  return %0 : tensor<0xf64>
}

// -----

func.func @proportional_huge_head_dim() -> tensor<4xf64> {
  // expected-error @+1 {{head_dim 1048578 exceeds the supported maximum 1048576}}
  %0 = rope.frequencies #rope.proportional<head_dim = 1048578> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @proportional_partial_zero() -> tensor<4xf64> {
  // expected-error @+1 {{partial_rotary_factor must be finite and > 0, got 0}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 0.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @proportional_partial_nan() -> tensor<4xf64> {
  // expected-error @+1 {{partial_rotary_factor must be finite and > 0, got NaN}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 0x7FF8000000000000> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @proportional_partial_above_one() -> tensor<4xf64> {
  // expected-error @+1 {{partial_rotary_factor must be <= 1, got 1.5}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 1.5> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @proportional_base() -> tensor<4xf64> {
  // expected-error @+1 {{base must be finite and > 0, got +Inf}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, base = 0x7FF0000000000000> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

func.func @proportional_factor() -> tensor<4xf64> {
  // expected-error @+1 {{factor must be finite and > 0, got -2}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, factor = -2.0> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// TINY^(-62/64) overflows; with partial_rotary_factor = 0.5 pair 31 would be 0.
func.func @proportional_base_overflow() -> tensor<32xf64> {
  // expected-error @+1 {{base = 4.9406564584124654E-324 makes the inverse frequency of pair 31 +Inf; it must be finite}}
  %0 = rope.frequencies #rope.proportional<head_dim = 64, base = 4.9406564584124654e-324> -> tensor<32xf64>
  return %0 : tensor<32xf64>
}

// -----

func.func @proportional_factor_overflow() -> tensor<4xf64> {
  // expected-error @+1 {{factor = 4.9406564584124654E-324 makes the inverse frequency of pair 0 +Inf; it must be finite}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 0.25, factor = 4.9406564584124654e-324> -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// The frequency tensor holds head_dim/2 values, not the rotated pairs only.
func.func @proportional_count() -> tensor<1xf64> {
  // expected-error @+1 {{'rope.frequencies' op schedule has 4 pairs (rotary_dim 8) but the result holds 1 values}}
  %0 = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 0.25> -> tensor<1xf64>
  return %0 : tensor<1xf64>
}

// -----

func.func @huge_sequence(%q: tensor<9223372036854775807x8xf32>, %p: tensor<9223372036854775807xi64>, %f: tensor<4xf32>) -> tensor<9223372036854775807x8xf32> {
  // expected-error @+1 {{'rope.rotate' op input type 'tensor<9223372036854775807x8xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<9223372036854775807x8xf32>, tensor<9223372036854775807xi64>, tensor<4xf32> -> tensor<9223372036854775807x8xf32>
  return %0 : tensor<9223372036854775807x8xf32>
}

// -----

func.func @huge_head_dim(%q: tensor<7x4611686018427387904xf16>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x4611686018427387904xf16> {
  // expected-error @+1 {{'rope.rotate' op input type 'tensor<7x4611686018427387904xf16>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(8) : tensor<7x4611686018427387904xf16>, tensor<7xi64>, tensor<4xf32> -> tensor<7x4611686018427387904xf16>
  return %0 : tensor<7x4611686018427387904xf16>
}

// -----

func.func @huge_tables(%q: tensor<?x8xf32>, %c: tensor<9223372036854775807x4xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{'rope.rotate_with_tables' op table type 'tensor<9223372036854775807x4xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %0 = rope.rotate_with_tables %q, %c, %c layout(half) : tensor<?x8xf32>, tensor<9223372036854775807x4xf32>, tensor<9223372036854775807x4xf32> -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
