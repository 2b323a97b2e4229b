// rope.attention through rope-lower-to-nvvm: without a GPU mapping of the
// flash loop nest, rope-decompose-attention{form=graph} writes it as the
// graph it fuses, so the rotations become rope-to-gpu kernels and the
// scores, mask, softmax and PV the linear-grid kernels of the rest (correct,
// not fast). (Dynamic head counts: lower-to-nvvm-attention-dynamic-heads.mlir.)
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=rope-decompose-attention 2>&1 >/dev/null | FileCheck %s --check-prefix=GRAPH
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s

// GRAPH-LABEL: func.func @prefill
// GRAPH: rope.rotate %arg0
// GRAPH: rope.rotate %arg1
// GRAPH: linalg.generic {indexing_maps = [#{{.*}}, #[[KMAP:.*]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
// GRAPH: arith.cmpi sle
// GRAPH: linalg.softmax dimension(3)
// GRAPH: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK-LABEL: func.func @prefill(
// The two rotation kernels (blocks over position blocks x head groups,
// threads over 128-bit chunks x positions), then the rest.
// CHECK: gpu.launch_func @prefill_kernel::@prefill_kernel blocks in
// CHECK: gpu.launch_func @prefill_kernel_0::@prefill_kernel blocks in
// CHECK: gpu.launch_func
// CHECK: return
func.func @prefill(%q: tensor<1x8x128x64xf32>, %k: tensor<1x2x128x64xf32>,
                   %v: tensor<1x2x128x64xf32>, %pos: tensor<128xi64>) -> tensor<1x8x128x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f) layout(half) scale(0.125) causal key_rotation(up_front)
     : tensor<1x8x128x64xf32>, tensor<1x2x128x64xf32>, tensor<1x2x128x64xf32>, tensor<32xf64>, tensor<128xi64>, tensor<128xi64> -> tensor<1x8x128x64xf32>
  return %o : tensor<1x8x128x64xf32>
}
