// rope.attention without rotation (NoPE) through rope-lower-to-nvvm (the
// graph form): no rotation kernels; the QK^T kernel reads the function's
// queries and keys as they are. 11 kernels (fills, QK^T, the causal mask,
// the softmax's steps, P V); QK^T and P V assemble for sm_90 without
// spills.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm > %t.mlir
// RUN: %python %S/../Integration/GPU/Inputs/extract_ptx.py %t.mlir %t.ptx | count 11
// RUN: %ptxas -arch=sm_90 -v %t.ptx/nope_kernel_0.ptx -o %t.qk.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 -v %t.ptx/nope_kernel_9.ptx -o %t.pv.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS

// CHECK-LABEL: func.func @nope(
// CHECK-SAME: %[[Q:[^:]*]]: memref<1x4x5x8xf32>, %[[K:[^:]*]]: memref<1x2x7x8xf32>, %[[V:[^:]*]]: memref<1x2x7x8xf32>
// CHECK: gpu.launch_func @nope_kernel::@nope_kernel
// CHECK: gpu.launch_func @nope_kernel_0::@nope_kernel {{.*}} args(%[[Q]] : memref<1x4x5x8xf32>, %[[K]] : memref<1x2x7x8xf32>,
// CHECK: gpu.launch_func @nope_kernel_9::@nope_kernel {{.*}} args(%{{.*}} : memref<1x4x5x7xf32>, %[[V]] : memref<1x2x7x8xf32>,
// CHECK: return
// CHECK-NOT: math.cos
// CHECK-NOT: math.sin
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
func.func @nope(%q: tensor<1x4x5x8xf32>, %k: tensor<1x2x7x8xf32>, %v: tensor<1x2x7x8xf32>) -> tensor<1x4x5x8xf32> {
  %o = rope.attention %q, %k, %v causal : tensor<1x4x5x8xf32>, tensor<1x2x7x8xf32>, tensor<1x2x7x8xf32> -> tensor<1x4x5x8xf32>
  return %o : tensor<1x4x5x8xf32>
}
