// RUN: rope-opt %s --rope-decompose-attention -split-input-file | FileCheck %s

// Where the cost model (estimateKeyRotation) puts the key rotation when the
// op records none. A decode step rotates each key along its row inside the
// score's dot product (kRowRotationFlopsPerElement, 4 flops): with 4 query
// heads per key head, 3 extra rotations (12 flops) cost less than a rotated
// copy (64), so the keys are rotated on read, one block at a time.
// CHECK-LABEL: func @gqa_decode
// CHECK-NOT: rope.rotate_with_tables {{.*}} -> tensor<1x1x1024x64xf32>
// CHECK: rope.rotate_with_tables {{.*}} : tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x32xf32> -> tensor<64x64xf32>
func.func @gqa_decode(%q: tensor<1x4x1x64xf32>, %k: tensor<1x1x1024x64xf32>,
                      %v: tensor<1x1x1024x64xf32>, %qp: tensor<1xi64>,
                      %kp: tensor<1024xi64>) -> tensor<1x4x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal
     : tensor<1x4x1x64xf32>, tensor<1x1x1024x64xf32>, tensor<1x1x1024x64xf32>,
       tensor<32xf64>, tensor<1xi64>, tensor<1024xi64> -> tensor<1x4x1x64xf32>
  return %o : tensor<1x4x1x64xf32>
}

// -----

// A prefill whose key blocks two query tiles read (200 queries, tiles of
// 192): each extra rotation in a tile of several queries costs 128 flops
// (kTileRotationFlopsPerElement), more than the copy's 64, so the keys are
// rotated once, up front.
// CHECK-LABEL: func @two_tiles
// CHECK: rope.rotate_with_tables %{{.*}} -> tensor<1x2x200x64xf32>
func.func @two_tiles(%q: tensor<1x2x200x64xf32>, %k: tensor<1x2x200x64xf32>,
                     %v: tensor<1x2x200x64xf32>, %p: tensor<200xi64>)
    -> tensor<1x2x200x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half)
     : tensor<1x2x200x64xf32>, tensor<1x2x200x64xf32>, tensor<1x2x200x64xf32>,
       tensor<32xf64>, tensor<200xi64>, tensor<200xi64> -> tensor<1x2x200x64xf32>
  return %o : tensor<1x2x200x64xf32>
}

// -----

// One tile of 192 queries reads each key block once: rotating on read adds
// nothing.
// CHECK-LABEL: func @one_tile
// CHECK-NOT: rope.rotate_with_tables {{.*}} -> tensor<1x2x150x64xf32>
// CHECK: return
func.func @one_tile(%q: tensor<1x2x150x64xf32>, %k: tensor<1x2x150x64xf32>,
                    %v: tensor<1x2x150x64xf32>, %p: tensor<150xi64>)
    -> tensor<1x2x150x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half)
     : tensor<1x2x150x64xf32>, tensor<1x2x150x64xf32>, tensor<1x2x150x64xf32>,
       tensor<32xf64>, tensor<150xi64>, tensor<150xi64> -> tensor<1x2x150x64xf32>
  return %o : tensor<1x2x150x64xf32>
}
