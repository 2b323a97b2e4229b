// RUN: rope-opt %s --rope-decompose-attention -canonicalize | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=form=graph -canonicalize | FileCheck %s --check-prefix=GRAPH

// softcap(20) with scale 0.25: the flash tiles scale the queries by
// 0.25 / 20 = 0.0125 and turn each block's scores into 20 * tanh(s) before
// the causal mask and the online softmax.
// CHECK-LABEL: func @softcap
// CHECK-DAG: %[[BOUND:.*]] = arith.constant 2.000000e+01 : f32
// CHECK-DAG: %[[PRE:.*]] = arith.constant 1.250000e-02 : f32
// CHECK: scf.forall
// CHECK:   linalg.generic
// CHECK:     arith.mulf %{{.*}}, %[[PRE]] : f32
// CHECK:   scf.for
// CHECK:     linalg.matmul
// CHECK:     linalg.generic {{.*}} outs(%{{.*}} : tensor<64x64xf32>)
// CHECK:       %[[T:.*]] = math.tanh %{{.*}} : f32
// CHECK:       arith.mulf %[[T]], %[[BOUND]] : f32
// CHECK:     math.exp
// The graph form: scale, divide by 20, tanh, multiply by 20, then the mask.
// GRAPH-LABEL: func @softcap
// GRAPH: linalg.generic
// GRAPH:   %[[S:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// GRAPH:   %[[D:.*]] = arith.divf %[[S]], %{{.*}} : f32
// GRAPH:   %[[T:.*]] = math.tanh %[[D]] : f32
// GRAPH:   %[[C:.*]] = arith.mulf %[[T]], %{{.*}} : f32
// GRAPH:   arith.select %{{.*}}, %[[C]], %{{.*}} : f32
// GRAPH: linalg.softmax
func.func @softcap(%q: tensor<1x4x128x16xf32>, %k: tensor<1x4x128x16xf32>, %v: tensor<1x4x128x16xf32>,
                   %p: tensor<128xi64>) -> tensor<1x4x128x16xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half) scale(0.25) softcap(20.0) causal
       : tensor<1x4x128x16xf32>, tensor<1x4x128x16xf32>, tensor<1x4x128x16xf32>, tensor<8xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x4x128x16xf32>
  return %o : tensor<1x4x128x16xf32>
}
