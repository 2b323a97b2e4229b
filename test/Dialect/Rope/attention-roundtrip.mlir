// RUN: rope-opt %s | FileCheck %s
// RUN: rope-opt %s | rope-opt | FileCheck %s
// RUN: rope-opt %s --mlir-print-op-generic | rope-opt | FileCheck %s

// CHECK-LABEL: func @prefill_gqa_causal
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%[[P:.*]], %[[P]]) frequencies(%{{.*}}) layout(half) scale(1.250000e-01) causal key_rotation(up_front) : tensor<1x8x128x64xbf16>, tensor<1x2x128x64xbf16>, tensor<1x2x128x64xbf16>, tensor<32xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x8x128x64xbf16>
func.func @prefill_gqa_causal(%q: tensor<1x8x128x64xbf16>, %k: tensor<1x2x128x64xbf16>, %v: tensor<1x2x128x64xbf16>, %pos: tensor<128xi64>) -> tensor<1x8x128x64xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f) layout(half) scale(0.125) causal key_rotation(up_front)
     : tensor<1x8x128x64xbf16>, tensor<1x2x128x64xbf16>, tensor<1x2x128x64xbf16>, tensor<32xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x8x128x64xbf16>
  return %o : tensor<1x8x128x64xbf16>
}

// Keys already rotated (no key positions), a start offset for the query.
// CHECK-LABEL: func @decode_rotated_cache
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}) frequencies(%{{.*}}) layout(interleaved) key_rotation(on_read) : tensor<8x1x64xf32>, tensor<8x4096x64xf32>, tensor<8x4096x64xf32>, tensor<32xf64>, index -> tensor<8x1x64xf32>
func.func @decode_rotated_cache(%q: tensor<8x1x64xf32>, %k: tensor<8x4096x64xf32>, %v: tensor<8x4096x64xf32>, %off: index) -> tensor<8x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%off) frequencies(%f) layout(interleaved) key_rotation(on_read)
     : tensor<8x1x64xf32>, tensor<8x4096x64xf32>, tensor<8x4096x64xf32>, tensor<32xf64>, index -> tensor<8x1x64xf32>
  return %o : tensor<8x1x64xf32>
}

// Partial rotary, multimodal sections, an attention factor, an explicit
// diagonal, a sliding window, soft-capping, a value head dimension unlike the
// query's, dynamic sequences.
// CHECK-LABEL: func @everything
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}, %{{.*}}) frequencies(%{{.*}}) layout(half) rotary_dim(48) sections([8, 8, 8]) rope_scale(%{{.*}} : f32) scale(1.250000e-01) softcap(5.000000e+01) causal diagonal(%{{.*}}) window(4096) : tensor<4x?x96xf16>, tensor<4x?x96xf16>, tensor<4x?x32xf16>, tensor<24xf64>, tensor<3x?xi64>, tensor<3x?xi64> -> tensor<4x?x32xf16>
func.func @everything(%q: tensor<4x?x96xf16>, %k: tensor<4x?x96xf16>, %v: tensor<4x?x32xf16>, %qp: tensor<3x?xi64>, %kp: tensor<3x?xi64>, %s: f32, %d: index) -> tensor<4x?x32xf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 48> -> tensor<24xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) rotary_dim(48) sections([8, 8, 8]) rope_scale(%s : f32) scale(0.125) softcap(50.0) causal diagonal(%d) window(4096)
     : tensor<4x?x96xf16>, tensor<4x?x96xf16>, tensor<4x?x32xf16>, tensor<24xf64>, tensor<3x?xi64>, tensor<3x?xi64> -> tensor<4x?x32xf16>
  return %o : tensor<4x?x32xf16>
}

// Per-query causal limits (a static KV cache's cache positions), with a
// window, and rotated keys.
// CHECK-LABEL: func @limits
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}) frequencies(%{{.*}}) layout(half) causal limits(%{{.*}} : tensor<?xi32>) window(64) : tensor<1x8x?x64xbf16>, tensor<1x2x128x64xbf16>, tensor<1x2x128x64xbf16>, tensor<32xf64>, tensor<?xi64> -> tensor<1x8x?x64xbf16>
func.func @limits(%q: tensor<1x8x?x64xbf16>, %k: tensor<1x2x128x64xbf16>, %v: tensor<1x2x128x64xbf16>, %qp: tensor<?xi64>, %l: tensor<?xi32>) -> tensor<1x8x?x64xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp) frequencies(%f) layout(half) causal limits(%l : tensor<?xi32>) window(64)
     : tensor<1x8x?x64xbf16>, tensor<1x2x128x64xbf16>, tensor<1x2x128x64xbf16>, tensor<32xf64>, tensor<?xi64> -> tensor<1x8x?x64xbf16>
  return %o : tensor<1x8x?x64xbf16>
}

// Attention sinks: one logit per query head (grouped-query heads, a
// sliding window, a dynamic head count).
// CHECK-LABEL: func @sinks
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} positions(%{{.*}}, %{{.*}}) frequencies(%{{.*}}) layout(half) causal window(128) sinks(%{{.*}} : tensor<8xbf16>) : tensor<1x8x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<32xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<1x8x?x64xbf16>
// CHECK: rope.attention %{{.*}} sinks(%{{.*}} : tensor<?xf32>) : tensor<?x16x64xf32>
func.func @sinks(%q: tensor<1x8x?x64xbf16>, %k: tensor<1x2x?x64xbf16>, %v: tensor<1x2x?x64xbf16>, %qp: tensor<?xi64>, %kp: tensor<?xi64>, %s: tensor<8xbf16>,
                 %q2: tensor<?x16x64xf32>, %p2: tensor<16xi64>, %s2: tensor<?xf32>) -> (tensor<1x8x?x64xbf16>, tensor<?x16x64xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal window(128) sinks(%s : tensor<8xbf16>)
     : tensor<1x8x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<32xf64>, tensor<?xi64>, tensor<?xi64> -> tensor<1x8x?x64xbf16>
  %o2 = rope.attention %q2, %q2, %q2 positions(%p2, %p2) frequencies(%f) layout(half) sinks(%s2 : tensor<?xf32>)
     : tensor<?x16x64xf32>, tensor<?x16x64xf32>, tensor<?x16x64xf32>, tensor<32xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<?x16x64xf32>
  return %o, %o2 : tensor<1x8x?x64xbf16>, tensor<?x16x64xf32>
}

// Without rotation (NoPE layers): no positions, frequencies or layout, and
// no rotation types after the value's; every other option as usual.
// CHECK-LABEL: func @unrotated
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} scale(1.250000e-01) causal : tensor<1x8x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16> -> tensor<1x8x?x64xbf16>
// CHECK: rope.attention %{{.*}}, %{{.*}}, %{{.*}} softcap(5.000000e+01) causal diagonal(%{{.*}}) window(16) sinks(%{{.*}} : tensor<8xbf16>) : tensor<1x8x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16> -> tensor<1x8x?x64xbf16>
func.func @unrotated(%q: tensor<1x8x?x64xbf16>, %k: tensor<1x2x?x64xbf16>, %v: tensor<1x2x?x64xbf16>, %d: index, %s: tensor<8xbf16>) -> (tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) {
  %o = rope.attention %q, %k, %v scale(0.125) causal
     : tensor<1x8x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16> -> tensor<1x8x?x64xbf16>
  %o2 = rope.attention %q, %k, %v softcap(50.0) causal diagonal(%d) window(16) sinks(%s : tensor<8xbf16>)
     : tensor<1x8x?x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16> -> tensor<1x8x?x64xbf16>
  return %o, %o2 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>
}
