// An attention graph through rope-lower-to-nvvm: Q and K rotated (the
// rotation kernels), QK^T, softmax (decomposed), PV. The linalg around the
// rotations gets one thread per output element of a linear grid, reductions
// as loops in the thread: correct, not fast. Every kernel assembles for
// sm_90 without spills.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm > %t.mlir
// RUN: %python %S/../Integration/GPU/Inputs/extract_ptx.py %t.mlir %t.ptx | count 12
// RUN: %ptxas -arch=sm_90 -v %t.ptx/attention_kernel_2.ptx -o %t.qk.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 -v %t.ptx/attention_kernel_4.ptx -o %t.max.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 -v %t.ptx/attention_kernel_5.ptx -o %t.exp.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 -v %t.ptx/attention_kernel_8.ptx -o %t.div.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: %ptxas -arch=sm_90 -v %t.ptx/attention_kernel_10.ptx -o %t.pv.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS

// CHECK-LABEL: func.func @attention(
// Q and K: blocks (1 position block, 2 groups of 4 heads), threads (4
// chunks of 4 pairs, 64 positions).
// CHECK: gpu.launch_func @attention_kernel::@attention_kernel blocks in (%c1, %c2, %c1) threads in (%c4, %c64, %c1)
// CHECK: gpu.launch_func @attention_kernel_0::@attention_kernel blocks in (%c1, %c2, %c1) threads in (%c4, %c64, %c1)
// CHECK-COUNT-10: gpu.launch_func @attention_kernel_{{[0-9]+}}::@attention_kernel blocks in ({{.*}}) threads in (%c256
// CHECK: return
// QK^T: one thread per score, the 32-term dot product a loop.
// CHECK: gpu.module @attention_kernel_2
// CHECK: scf.if
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c32
// CHECK: arith.mulf
// CHECK: gpu.module @attention_kernel_5
// CHECK: math.exp
// PV: the 64-term sums.
// CHECK: gpu.module @attention_kernel_10
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c64

// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

func.func @attention(%q: tensor<8x64x32xf32>, %k: tensor<8x64x32xf32>, %v: tensor<8x64x32xf32>,
                     %pos: tensor<64xi64>) -> tensor<8x64x32xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  %qr = rope.rotate %q, %pos, %f layout(half) : tensor<8x64x32xf32>, tensor<64xi64>, tensor<16xf64> -> tensor<8x64x32xf32>
  %kr = rope.rotate %k, %pos, %f layout(half) : tensor<8x64x32xf32>, tensor<64xi64>, tensor<16xf64> -> tensor<8x64x32xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %s = linalg.batch_matmul indexing_maps = [
      affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>,
      affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%qr, %kr : tensor<8x64x32xf32>, tensor<8x64x32xf32>) outs(%z : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %e2 = tensor.empty() : tensor<8x64x64xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x64x64xf32>) outs(%e2 : tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
  %e3 = tensor.empty() : tensor<8x64x32xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x64x64xf32>, tensor<8x64x32xf32>) outs(%z3 : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
  return %o : tensor<8x64x32xf32>
}
