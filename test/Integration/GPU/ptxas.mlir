// The PTX rope-lower-to-nvvm emits is accepted by the CUDA toolkit's ptxas
// for sm_80 and sm_90, and the kernels keep every value in registers (no
// spills), the rotations with 128-bit global loads and stores.
// ptxas only assembles: nothing here runs on a GPU.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm > %t.mlir
// RUN: %python %S/Inputs/extract_ptx.py %t.mlir %t.ptx | FileCheck %s --check-prefix=NAMES
// RUN: %ptxas -arch=sm_90 -v %t.ptx/rotate_qk_kernel.ptx -o %t.half.cubin 2>&1 | FileCheck %s
// RUN: %ptxas -arch=sm_90 -v %t.ptx/rotate_qk_kernel_0.ptx -o %t.interleaved.cubin 2>&1 | FileCheck %s
// RUN: %ptxas -arch=sm_90 -v %t.ptx/rotate_qk_kernel_1.ptx -o %t.table.cubin 2>&1 | FileCheck %s
// RUN: %ptxas -arch=sm_90 -v %t.ptx/rotate_qk_kernel_2.ptx -o %t.with-table.cubin 2>&1 | FileCheck %s
// RUN: %ptxas -arch=sm_90 -v %t.ptx/rotate_qk_kernel_3.ptx -o %t.scale.cubin 2>&1 | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_80" > %t.sm80.mlir
// RUN: %python %S/Inputs/extract_ptx.py %t.sm80.mlir %t.sm80.ptx | FileCheck %s --check-prefix=NAMES
// RUN: %ptxas -arch=sm_80 -v %t.sm80.ptx/rotate_qk_kernel.ptx -o %t.sm80.half.cubin 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: %ptxas -arch=sm_80 -v %t.sm80.ptx/rotate_qk_kernel_0.ptx -o %t.sm80.interleaved.cubin 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: %ptxas -arch=sm_80 -v %t.sm80.ptx/rotate_qk_kernel_2.ptx -o %t.sm80.with-table.cubin 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: FileCheck %s --check-prefix=VEC < %t.ptx/rotate_qk_kernel.ptx
// RUN: FileCheck %s --check-prefix=VEC < %t.sm80.ptx/rotate_qk_kernel_0.ptx
// RUN: FileCheck %s --check-prefix=VEC < %t.ptx/rotate_qk_kernel_2.ptx
// The other formats call ptxas (and fatbinary) from the pipeline itself:
// a cubin is an ELF file, a fatbin starts with its magic 0xBA55ED50.
// RUN: rope-opt %s --rope-lower-to-nvvm="format=bin" | FileCheck %s --check-prefix=BIN
// RUN: rope-opt %s --rope-lower-to-nvvm="format=fatbin" | FileCheck %s --check-prefix=FATBIN

// NAMES: rotate_qk_kernel
// NAMES-NEXT: rotate_qk_kernel_0
// NAMES-NEXT: rotate_qk_kernel_1
// NAMES-NEXT: rotate_qk_kernel_2
// NAMES-NEXT: rotate_qk_kernel_3

// CHECK: Compiling entry function 'rotate_qk_kernel' for 'sm_90'
// CHECK: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// CHECK: Used {{[0-9]+}} registers

// SM80: Compiling entry function 'rotate_qk_kernel' for 'sm_80'
// SM80: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

// VEC: ld.global{{(.nc)?}}.v4.b32
// VEC: st.global.v4.b32
// VEC-NOT: .local

// BIN-COUNT-5: gpu.binary @rotate_qk_kernel{{.*}}bin = "\7FELF
// FATBIN-COUNT-5: gpu.binary @rotate_qk_kernel{{.*}}}, "P\EDU\BA
// Q and K rotated by the same positions, K in f16 with interleaved pairs
// (two kernels computing their cos/sin), a multimodal rotation of Q (a table
// kernel and a rotation kernel reading the table), and an element-wise
// scaling of Q after its rotation: five kernels.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @rotate_qk(%q: tensor<8x128x64xf32>, %k: tensor<2x128x64xf16>,
                     %pos: tensor<128xi64>, %thw: tensor<3x128xi64>)
    -> (tensor<8x128x64xf32>, tensor<2x128x64xf16>, tensor<8x128x64xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %qr = rope.rotate %q, %pos, %f layout(half)
      : tensor<8x128x64xf32>, tensor<128xi64>, tensor<32xf64> -> tensor<8x128x64xf32>
  %kr = rope.rotate %k, %pos, %f layout(interleaved)
      : tensor<2x128x64xf16>, tensor<128xi64>, tensor<32xf64> -> tensor<2x128x64xf16>
  %mr = rope.rotate %q, %thw, %f layout(half) sections([8, 12, 12])
      : tensor<8x128x64xf32>, tensor<3x128xi64>, tensor<32xf64> -> tensor<8x128x64xf32>
  %e = tensor.empty() : tensor<8x128x64xf32>
  %s = arith.constant 0.125 : f32
  %qs = linalg.generic {indexing_maps = [#id, #id],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%qr : tensor<8x128x64xf32>) outs(%e : tensor<8x128x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %s : f32
    linalg.yield %y : f32
  } -> tensor<8x128x64xf32>
  return %qs, %kr, %mr : tensor<8x128x64xf32>, tensor<2x128x64xf16>, tensor<8x128x64xf32>
}
