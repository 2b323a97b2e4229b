// RUN: rope-opt %s --transform-interpreter 2>&1 | FileCheck %s

// A lowering driven by a transform script to the point of vector code: the
// fused attention is decomposed into 16 x 16 flash tiles
// (transform.rope.decompose_attention), its rotations lowered (the
// rope-to-linalg pass, applied by transform.apply_registered_pass), the
// function bufferized, and every matmul of the tiles replaced by the CPU
// strategy's kernels with a 2 x 16 register block of 256-bit registers
// (transform.rope.vectorize_contraction): two rows of the result, each one
// vector<16xf32> (two ymm registers), one vector.fma per row and k. The
// PV matmuls have 8 columns (the value dimension), below the block's 16:
// their kernels keep the 2 rows with the remainder's 8 columns.

// The handle returned holds the outermost loops of the kernels: QK^T and
// PV in the full key blocks' two loops (unmasked, masked) and in the
// partial block's, whose dynamic key count adds kernels one column wide.
// CHECK: remark: kernel loop nests 8 : i64
// CHECK-LABEL: func.func @attention
// CHECK-NOT: linalg.matmul
// CHECK: scf.forall
// QK^T: the 2 x 16 block carried through k, two FMAs per k.
// CHECK: scf.for {{.*}} -> (vector<2x16xf32>) {
// CHECK-NOT: scf.yield
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: scf.yield
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: vector.fma
// CHECK: scf.yield {{.*}} : vector<2x16xf32>
// PV: 2 x 8.
// CHECK: scf.for {{.*}} -> (vector<2x8xf32>) {
// CHECK-NOT: scf.yield
// CHECK: vector.fma {{.*}} : vector<8xf32>
// CHECK-NOT: scf.yield
// CHECK: vector.fma {{.*}} : vector<8xf32>
// CHECK-NOT: vector.fma
// CHECK: scf.yield {{.*}} : vector<2x8xf32>
// CHECK-NOT: linalg.matmul
// CHECK: return

func.func @attention(%q: tensor<1x2x16x8xf32>, %k: tensor<1x2x16x8xf32>, %v: tensor<1x2x16x8xf32>, %pos: tensor<16xi64>) -> tensor<1x2x16x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f) layout(half) scale(0.35355339059327379) causal key_rotation(up_front) : tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>, tensor<4xf64>, tensor<16xi64>, tensor<16xi64> -> tensor<1x2x16x8xf32>
  return %o : tensor<1x2x16x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %attention = transform.structured.match ops{["rope.attention"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %loops = transform.rope.decompose_attention %attention {query_tile = 16, key_tile = 16}
        : (!transform.any_op) -> !transform.any_op
    %func = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %lowered = transform.apply_registered_pass "rope-to-linalg" to %func
        : (!transform.any_op) -> !transform.any_op
    %buffers = transform.bufferization.one_shot_bufferize %lowered
        : (!transform.any_op) -> !transform.any_op
    %matmuls = transform.structured.match ops{["linalg.matmul"]} in %buffers
        : (!transform.any_op) -> !transform.any_op
    %kernels = transform.rope.vectorize_contraction %matmuls
        {register_block = array<i64: 2, 16>, vector_bits = 256}
        : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %kernels : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "kernel loop nests" : !transform.param<i64>
    transform.yield
  }
}
