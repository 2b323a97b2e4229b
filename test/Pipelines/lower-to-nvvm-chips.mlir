// rope-lower-to-nvvm compiles for every chip LLVM's NVPTX backend knows,
// with the chip's oldest PTX version when ptx-features names none and with
// any newer one; an older one is rejected when the pipeline is parsed
// (bad-target.mlir). No libdevice is linked and the PTX is text, so this
// needs no CUDA toolkit.
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_90 ptx-features= libdevice=" | FileCheck %s --check-prefix=SM90
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_100a ptx-features=+ptx86 libdevice=" | FileCheck %s --check-prefix=SM100A
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_120 ptx-features=+ptx60,+ptx87 libdevice=" | FileCheck %s --check-prefix=SM120
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_75 ptx-features=+ptx63 libdevice=" | FileCheck %s --check-prefix=SM75

// SM90: gpu.binary @rotate_kernel [#gpu.object<#nvvm.target<chip = "sm_90">, {{.*}}assembly = "{{.*}}.version 7.8{{.*}}.target sm_90
// SM100A: gpu.binary @rotate_kernel [#gpu.object<#nvvm.target<chip = "sm_100a", features = "+ptx86">, {{.*}}assembly = "{{.*}}.version 8.6{{.*}}.target sm_100a
// SM120: gpu.binary @rotate_kernel [#gpu.object<#nvvm.target<chip = "sm_120", features = "+ptx60,+ptx87">, {{.*}}assembly = "{{.*}}.version 8.7{{.*}}.target sm_120
// SM75: gpu.binary @rotate_kernel [#gpu.object<#nvvm.target<chip = "sm_75", features = "+ptx63">, {{.*}}assembly = "{{.*}}.version 6.3{{.*}}.target sm_75
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
