// rope-lower-to-nvvm: rope ops and the element-wise linalg around them become
// kernels, each in a gpu.binary holding PTX text, launched by the host code.
// The default libdevice (for the table's rounding, __nv_rint) comes from the
// CUDA toolkit, so the test is unsupported where the toolkit is absent.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s --check-prefix=STAGE

// The host function launches four kernels: the shared cos/sin table, the two
// rotations and the scaling.
// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: llvm.func @rotate_qk(
// CHECK-COUNT-4: gpu.launch_func @rotate_qk_kernel{{(_[0-9])?}}::@rotate_qk_kernel blocks in
// CHECK-NOT: gpu.module
// CHECK-NOT: gpu.func
// The kernels are PTX 8.0 for sm_90 (the defaults), with libdevice linked
// (math.roundeven of the table's angle reduction is __nv_rint): no external
// __nv_ function is left for ptxas to reject.
// CHECK: gpu.binary @rotate_qk_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80", link = ["{{.*}}libdevice.10.bc"]>
// CHECK-SAME: assembly = "
// CHECK-SAME: .version 8.0
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK-NOT: .extern .func __nv_
// CHECK: gpu.binary @rotate_qk_kernel_0
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK: gpu.binary @rotate_qk_kernel_1
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK: gpu.binary @rotate_qk_kernel_2
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK-NOT: .extern .func __nv_

// SM80-COUNT-4: gpu.binary @rotate_qk_kernel{{.*}}#nvvm.target<chip = "sm_80", features = "+ptx80"{{.*}}.version 8.0{{.*}}.target sm_80

// Before NVVM: upstream's default mapping puts the parallel dimensions of each
// generic on the grid, one thread per block (the fourth dimension of a
// rotation, the pairs, a sequential loop in the kernel).
// STAGE-LABEL: IR Dump After GpuKernelOutliningPass
// STAGE: func.func @rotate_qk(%{{.*}}: memref<8x128x64xf32>, %{{.*}}: memref<2x128x64xf16>, %{{.*}}: memref<128xi64>) -> (memref<8x128x64xf32>, memref<2x128x64xf16>)
// STAGE: gpu.launch_func @rotate_qk_kernel::@rotate_qk_kernel blocks in (%c128{{[_0-9]*}}, %c32{{[_0-9]*}}, %c1{{[_0-9]*}}) threads in (%c1{{[_0-9]*}}, %c1{{[_0-9]*}}, %c1{{[_0-9]*}})
// STAGE: gpu.launch_func @rotate_qk_kernel_0::@rotate_qk_kernel blocks in (%c8{{[_0-9]*}}, %c128{{[_0-9]*}}, %c2{{[_0-9]*}})
// STAGE-SAME: memref<8x128x2x32xf32>
// STAGE: gpu.launch_func @rotate_qk_kernel_1::@rotate_qk_kernel blocks in (%c2{{[_0-9]*}}, %c128{{[_0-9]*}}, %c2{{[_0-9]*}})
// STAGE-SAME: memref<2x128x32x2xf16>
// STAGE: gpu.launch_func @rotate_qk_kernel_2::@rotate_qk_kernel blocks in (%c8{{[_0-9]*}}, %c128{{[_0-9]*}}, %c64{{[_0-9]*}})
// STAGE: gpu.module @rotate_qk_kernel {
// STAGE: gpu.func @rotate_qk_kernel({{.*}}) kernel
// STAGE: gpu.block_id x
// STAGE: math.roundeven
// STAGE: gpu.module @rotate_qk_kernel_0 {
// STAGE: gpu.func @rotate_qk_kernel({{.*}}) kernel
// STAGE: scf.for
// STAGE: arith.mulf
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @rotate_qk(%q: tensor<8x128x64xf32>, %k: tensor<2x128x64xf16>,
                     %pos: tensor<128xi64>)
    -> (tensor<8x128x64xf32>, tensor<2x128x64xf16>) {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %f layout(half)
      : tensor<8x128x64xf32>, tensor<128xi64>, tensor<32xf64> -> tensor<8x128x64xf32>
  %kr = rope.rotate %k, %pos, %f layout(interleaved)
      : tensor<2x128x64xf16>, tensor<128xi64>, tensor<32xf64> -> tensor<2x128x64xf16>
  %e = tensor.empty() : tensor<8x128x64xf32>
  %s = arith.constant 0.125 : f32
  %qs = linalg.generic {indexing_maps = [#id, #id],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%qr : tensor<8x128x64xf32>) outs(%e : tensor<8x128x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %s : f32
    linalg.yield %y : f32
  } -> tensor<8x128x64xf32>
  return %qs, %kr : tensor<8x128x64xf32>, tensor<2x128x64xf16>
}
