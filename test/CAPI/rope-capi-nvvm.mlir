// rope-lower-to-nvvm through the C API: serializing the kernels translates
// them to LLVM IR, which needs the translations ropeRegisterAllDialects
// registers. PTX text (format=isa) needs no CUDA toolkit, and no libdevice
// is linked, so this runs without either.
// RUN: rope-capi-test %s "builtin.module(rope-lower-to-nvvm{format=isa libdevice=})" | FileCheck %s

// CHECK: loaded dialect: rope
// CHECK-LABEL: llvm.func @rotate(
// CHECK: gpu.launch_func
// CHECK: gpu.binary @rotate_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}assembly = "{{.*}}.version 8.0{{.*}}.target sm_90
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
