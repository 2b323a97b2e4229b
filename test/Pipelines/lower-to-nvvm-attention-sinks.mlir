// rope.attention with attention sinks through rope-lower-to-nvvm (the graph
// form: the sinks as one more column of the scores, the softmax over both,
// P V over the keys' columns): a kernel writes each query head's sink into
// the column, P V reads the probabilities through a view that leaves the
// column out, and the sinks' kernel and P V assemble for sm_90 without
// spills.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm > %t.mlir
// RUN: %python %S/../Integration/GPU/Inputs/extract_ptx.py %t.mlir %t.ptx | count 14
// RUN: %ptxas -arch=sm_90 -v %t.ptx/sinks_kernel_4.ptx -o %t.column.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 -v %t.ptx/sinks_kernel_12.ptx -o %t.pv.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS

// CHECK-LABEL: func.func @sinks(
// CHECK-SAME: %[[SINKS:[^:]*]]: memref<4xf32>)
// CHECK: gpu.launch_func @sinks_kernel_4::@sinks_kernel {{.*}} args(%[[SINKS]] : memref<4xf32>, %{{.*}} : memref<1x4x5x1xf32>)
// CHECK: gpu.launch_func @sinks_kernel_12::@sinks_kernel {{.*}} args(%{{.*}} : memref<1x4x5x7xf32, strided<[160, 40, 8, 1]>>
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
func.func @sinks(%q: tensor<1x4x5x8xf32>, %k: tensor<1x2x7x8xf32>, %v: tensor<1x2x7x8xf32>, %qp: tensor<5xi64>, %kp: tensor<7xi64>, %s: tensor<4xf32>) -> tensor<1x4x5x8xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(half) causal sinks(%s : tensor<4xf32>) : tensor<1x4x5x8xf32>, tensor<1x2x7x8xf32>, tensor<1x2x7x8xf32>, tensor<4xf64>, tensor<5xi64>, tensor<7xi64> -> tensor<1x4x5x8xf32>
  return %o : tensor<1x4x5x8xf32>
}
