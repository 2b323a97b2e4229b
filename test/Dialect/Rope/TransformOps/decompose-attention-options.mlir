// RUN: rope-opt %s --transform-interpreter --split-input-file 2>&1 | FileCheck %s

// transform.rope.decompose_attention's options on a decoding step (one
// query, 64 keys, 2 heads): forced flash-decoding key splits, the key block
// and the key rotation, against the default.

// Four key ranges of 8-key blocks, the keys rotated once up front although
// the op records on_read; one loop nest returned.
// CHECK: remark: loops 1 : i64
// CHECK-LABEL: func.func @split
// CHECK: rope.rotate_with_tables %{{.*}} : tensor<1x2x64x8xf32>, tensor<64x4xf32>, tensor<64x4xf32> -> tensor<1x2x64x8xf32>
// CHECK: scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) in (1, 4, 2)
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c8
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x8xf32>, tensor<8x8xf32>)
func.func @split(%q: tensor<1x2x1x8xf32>, %k: tensor<1x2x64x8xf32>, %v: tensor<1x2x64x8xf32>, %qp: index, %kp: tensor<64xi64>) -> tensor<1x2x1x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) scale(0.35355339059327379) key_rotation(on_read) : tensor<1x2x1x8xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<4xf64>, index, tensor<64xi64> -> tensor<1x2x1x8xf32>
  return %o : tensor<1x2x1x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.rope.decompose_attention %a {key_splits = 4, key_tile = 8, key_rotation = "up_front"} : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %l : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "loops" : !transform.param<i64>
    transform.yield
  }
}

// -----

// The defaults: no split for this size, 64-key blocks rotated on read as
// the op records; the full query tiles' loop (none here) and the partial
// tile's.
// CHECK: remark: loops 2 : i64
// CHECK-LABEL: func.func @defaults
// CHECK-NOT: tensor<1x2x64x8xf32>, tensor<64x4xf32>
// CHECK: scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) in (1, 2, %{{.*}})
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c64
// CHECK: rope.rotate_with_tables {{.*}} : tensor<64x8xf32>, tensor<64x4xf32>, tensor<64x4xf32> -> tensor<64x8xf32>
// CHECK: scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) in (1, 2, %{{.*}})
func.func @defaults(%q: tensor<1x2x1x8xf32>, %k: tensor<1x2x64x8xf32>, %v: tensor<1x2x64x8xf32>, %qp: index, %kp: tensor<64xi64>) -> tensor<1x2x1x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) scale(0.35355339059327379) key_rotation(on_read) : tensor<1x2x1x8xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<4xf64>, index, tensor<64xi64> -> tensor<1x2x1x8xf32>
  return %o : tensor<1x2x1x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.rope.decompose_attention %a : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %l : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "loops" : !transform.param<i64>
    transform.yield
  }
}
