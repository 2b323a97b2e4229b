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
  // expected-error @+1 {{'rope.rotate' op operand #1 must be tensor of integer positions, or an integer start offset, but got 'tensor<7xf32>'}}
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<7x8xf32>, tensor<7xf32>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

func.func @integer_input(%q: tensor<7x8xi32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xi32> {
  // expected-error @+1 {{'rope.rotate' op operand #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float values, but got 'tensor<7x8xi32>'}}
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

func.func @infinite_scale(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // expected-error @+1 {{'rope.rotate' op scale must be finite, got INF}}
  %0 = rope.rotate %q, %p, %f layout(half) scale(0x7FF0000000000000) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
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
  // expected-error @+1 {{base must be positive and finite, got -1}}
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
