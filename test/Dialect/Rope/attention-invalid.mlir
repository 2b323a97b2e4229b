// RUN: rope-opt %s -split-input-file -verify-diagnostics

func.func @rank(%q: tensor<16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<16x64xf32> {
  // expected-error @+1 {{'rope.attention' op query must have rank >= 3 ([batch..., heads, seq, head_dim]), got rank 2}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) : tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<16x64xf32>
  return %o : tensor<16x64xf32>
}

// -----

func.func @groups(%q: tensor<6x16x64xf32>, %k: tensor<4x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<6x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op query heads (6) must be a multiple of key/value heads (4)}}
  %o = rope.attention %q, %k, %k positions(%p, %p) frequencies(%f) layout(half) : tensor<6x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<6x16x64xf32>
  return %o : tensor<6x16x64xf32>
}

// -----

func.func @key_value_length(%q: tensor<2x16x64xf32>, %k: tensor<2x32x64xf32>, %v: tensor<2x16x64xf32>, %p: tensor<16xi64>, %kp: tensor<32xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op key and value have different sequence lengths (32 and 16)}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x32x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<32xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @head_dim(%q: tensor<2x16x64xf32>, %k: tensor<2x16x32xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x32xf32> {
  // expected-error @+1 {{'rope.attention' op query and key head dimensions differ (64 and 32)}}
  %o = rope.attention %q, %k, %k positions(%p, %p) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x32xf32>
  return %o : tensor<2x16x32xf32>
}

// -----

func.func @result(%q: tensor<2x16x64xf32>, %v: tensor<2x16x32xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op result must be [batch..., query heads, query seq, value head_dim], got 'tensor<2x16x64xf32>'}}
  %o = rope.attention %q, %q, %v positions(%p, %p) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x32xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @key_positions(%q: tensor<2x16x64xf32>, %k: tensor<2x32x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op key positions cover 16 positions but the key's sequence dimension (1) has 32}}
  %o = rope.attention %q, %k, %k positions(%p, %p) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @frequencies(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<16xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op expected 32 frequencies (rotary_dim / 2) for rotary_dim 64, got 16}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<16xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @scale(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op scale must be finite and nonzero, got 0}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) scale(0.0) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @diagonal(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>, %d: index) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op diagonal is only meaningful with causal}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) diagonal(%d) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @element_types(%q: tensor<2x16x64xf32>, %k: tensor<2x16x64xbf16>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op query, key, value and result must have the same element type}}
  %o = rope.attention %q, %k, %k positions(%p, %p) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @key_rotation(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{unknown key rotation 'sometimes', expected 'on_read' or 'up_front'}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) key_rotation(sometimes) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @empty_values(%q: tensor<2x16x64xf32>, %v: tensor<2x16x0xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x0xf32> {
  // expected-error @+1 {{'rope.attention' op value head dimension must be positive, got 0}}
  %o = rope.attention %q, %q, %v positions(%p, %p) frequencies(%f) layout(half) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x0xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x0xf32>
  return %o : tensor<2x16x0xf32>
}

// -----

// Static sizes whose bytes overflow a 64-bit index: sequences of INT64_MAX once
// verified, and the flash lowering then built slices at negative offsets.
func.func @huge_sequence(%q: tensor<1x2x9223372036854775807x64xf32>, %k: tensor<1x2x9223372036854775807x64xf32>, %v: tensor<1x2x9223372036854775807x64xf32>, %p: tensor<9223372036854775807xi64>, %kp: tensor<9223372036854775807xi64>, %f: tensor<32xf64>) -> tensor<1x2x9223372036854775807x64xf32> {
  // expected-error @+1 {{'rope.attention' op query type 'tensor<1x2x9223372036854775807x64xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half) : tensor<1x2x9223372036854775807x64xf32>, tensor<1x2x9223372036854775807x64xf32>, tensor<1x2x9223372036854775807x64xf32>, tensor<32xf64>, tensor<9223372036854775807xi64>, tensor<9223372036854775807xi64> -> tensor<1x2x9223372036854775807x64xf32>
  return %o : tensor<1x2x9223372036854775807x64xf32>
}

// -----

func.func @huge_key_sequence(%q: tensor<1x2x16x64xf32>, %k: tensor<1x2x9223372036854775807x64xf32>, %v: tensor<1x2x9223372036854775807x64xf32>, %p: tensor<16xi64>, %kp: tensor<9223372036854775807xi64>, %f: tensor<32xf64>) -> tensor<1x2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op key type 'tensor<1x2x9223372036854775807x64xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half) : tensor<1x2x16x64xf32>, tensor<1x2x9223372036854775807x64xf32>, tensor<1x2x9223372036854775807x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<9223372036854775807xi64> -> tensor<1x2x16x64xf32>
  return %o : tensor<1x2x16x64xf32>
}

// -----

func.func @huge_value_sequence(%q: tensor<1x2x16x64xf32>, %k: tensor<1x2x?x64xf32>, %v: tensor<1x2x9223372036854775807x1xf32>, %p: tensor<16xi64>, %kp: tensor<?xi64>, %f: tensor<32xf64>) -> tensor<1x2x16x1xf32> {
  // expected-error @+1 {{'rope.attention' op value type 'tensor<1x2x9223372036854775807x1xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half) : tensor<1x2x16x64xf32>, tensor<1x2x?x64xf32>, tensor<1x2x9223372036854775807x1xf32>, tensor<32xf64>, tensor<16xi64>, tensor<?xi64> -> tensor<1x2x16x1xf32>
  return %o : tensor<1x2x16x1xf32>
}

// -----

func.func @huge_heads(%q: tensor<1x4611686018427387904x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xf32>, %p: tensor<16xi64>, %kp: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<1x4611686018427387904x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op query type 'tensor<1x4611686018427387904x16x64xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half) : tensor<1x4611686018427387904x16x64xf32>, tensor<1x2x16x64xf32>, tensor<1x2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<1x4611686018427387904x16x64xf32>
  return %o : tensor<1x4611686018427387904x16x64xf32>
}

// -----

// A dimension of size zero does not excuse the others.
func.func @huge_batch(%q: tensor<2305843009213693952x0x2x16x64xf32>, %k: tensor<2305843009213693952x0x2x16x64xf32>, %v: tensor<2305843009213693952x0x2x16x64xf32>, %p: tensor<16xi64>, %kp: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2305843009213693952x0x2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op query type 'tensor<2305843009213693952x0x2x16x64xf32>' is too large: its size in bytes exceeds INT64_MAX, beyond what 64-bit indices address}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half) : tensor<2305843009213693952x0x2x16x64xf32>, tensor<2305843009213693952x0x2x16x64xf32>, tensor<2305843009213693952x0x2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2305843009213693952x0x2x16x64xf32>
  return %o : tensor<2305843009213693952x0x2x16x64xf32>
}

// -----

func.func @window_not_causal(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op window is only meaningful with causal}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) window(4) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @window_empty(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op window must be at least 1 key, got 0}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) causal window(0) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @softcap_zero(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op softcap must be finite and positive, got 0}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) softcap(0.0) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @softcap_negative(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op softcap must be finite and positive, got -3.000000e+01}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) softcap(-30.0) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @softcap_infinite(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op softcap must be finite and positive, got INF}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) softcap(0x7FF0000000000000) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @limits_without_causal(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op limits is only meaningful with causal}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) limits(%p : tensor<16xi64>) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @limits_and_diagonal(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>, %d: index) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op takes a diagonal or limits, not both}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) causal diagonal(%d) limits(%p : tensor<16xi64>) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @limits_count(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>, %l: tensor<15xi32>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op expected one limit per query (16), got 15}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) causal limits(%l : tensor<15xi32>) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @limits_type(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>, %l: tensor<16xf32>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op operand #6 must be 1D tensor of}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) causal limits(%l : tensor<16xf32>) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @sinks_count(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>, %s: tensor<3xf32>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op expected one sink per query head (2), got 3}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) sinks(%s : tensor<3xf32>) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @sinks_element_type(%q: tensor<2x16x64xbf16>, %p: tensor<16xi64>, %f: tensor<32xf64>, %s: tensor<2xf32>) -> tensor<2x16x64xbf16> {
  // expected-error @+1 {{'rope.attention' op sinks must have the query's element type ('bf16'), got 'f32'}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) sinks(%s : tensor<2xf32>) : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<2x16x64xbf16>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xbf16>
  return %o : tensor<2x16x64xbf16>
}

// -----

func.func @sinks_integers(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>, %s: tensor<2xi32>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op operand #6 must be 1D tensor of floating-point values}}
  %o = rope.attention %q, %q, %q positions(%p, %p) frequencies(%f) layout(half) sinks(%s : tensor<2xi32>) : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

// Without rotation, the rotation's other operands and attributes are
// refused (in the generic form, which can spell them).
func.func @unrotated_key_positions(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op key positions needs a rotation (query positions, frequencies and a layout)}}
  %o = "rope.attention"(%q, %q, %q, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0, 0, 0>}> : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<16xi64>) -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @unrotated_rotary_dim(%q: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op rotary_dim needs a rotation (query positions, frequencies and a layout)}}
  %o = "rope.attention"(%q, %q, %q) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, rotary_dim = 32 : i64}> : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

func.func @unrotated_key_rotation(%q: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op key_rotation needs a rotation (query positions, frequencies and a layout)}}
  %o = "rope.attention"(%q, %q, %q) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0>, key_rotation = #rope.key_rotation<on_read>}> : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

// Positions and frequencies without a layout: half a rotation.
func.func @rotation_without_layout(%q: tensor<2x16x64xf32>, %p: tensor<16xi64>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{'rope.attention' op takes query positions, frequencies and a layout together, or none of them (no rotation)}}
  %o = "rope.attention"(%q, %q, %q, %p, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 0, 0, 0, 0>}> : (tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<16xi64>, tensor<32xf64>) -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}

// -----

// The custom form's rotation types come in a group: the frequencies' and
// the query positions' (then the key positions').
func.func @unrotated_with_types(%q: tensor<2x16x64xf32>, %f: tensor<32xf64>) -> tensor<2x16x64xf32> {
  // expected-error @+1 {{expected ','}}
  %o = rope.attention %q, %q, %q causal : tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>, tensor<32xf64> -> tensor<2x16x64xf32>
  return %o : tensor<2x16x64xf32>
}
