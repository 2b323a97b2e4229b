// rope-lower-to-nvvm: rope ops and the element-wise linalg around them become
// kernels, each in a gpu.binary holding PTX text, launched by the host code.
// The default libdevice (for the angle reduction's rounding, __nv_rint) comes
// from the CUDA toolkit, so the test is unsupported where it is absent.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm="chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s --check-prefix=STAGE
// RUN: rope-opt %s --rope-lower-to-nvvm --mlir-print-ir-after=convert-gpu-to-nvvm 2>&1 >/dev/null | FileCheck %s --check-prefix=NVVM
// RUN: rope-opt %s --rope-lower-to-nvvm=fast-angles --mlir-print-ir-after=gpu-kernel-outlining 2>&1 >/dev/null | FileCheck %s --check-prefix=FAST
// RUN: rope-opt %s --rope-lower-to-nvvm=fast-angles | FileCheck %s --check-prefix=FAST-PTX

// @rotate_qk launches three kernels: the two rotations, each computing its
// cos/sin, and the scaling; @rotate_tables one, reading its tables.
// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: llvm.func @rotate_qk(
// CHECK-COUNT-3: gpu.launch_func <%{{.*}} : !llvm.ptr> @rotate_qk_kernel{{(_[0-9])?}}::@rotate_qk_kernel blocks in
// CHECK-NOT: gpu.module
// CHECK-NOT: gpu.func
// The kernels are PTX 8.0 for sm_90 (the defaults), with libdevice linked
// (math.roundeven of the angle reduction is __nv_rint): no external __nv_
// function is left for ptxas to reject. The rotations' accesses are
// 128-bit.
// CHECK: gpu.binary @rotate_qk_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80", link = ["{{.*}}libdevice.10.bc"]>
// CHECK-SAME: assembly = "
// CHECK-SAME: .version 8.0
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK-NOT: .extern .func __nv_
// CHECK-SAME: ld.global{{(.nc)?}}.v4.b32
// CHECK-SAME: st.global.v4.b32
// CHECK: gpu.binary @rotate_qk_kernel_0
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK-SAME: ld.global{{(.nc)?}}.v4.b32
// CHECK-SAME: st.global.v4.b32
// CHECK: gpu.binary @rotate_qk_kernel_1
// CHECK-SAME: .entry rotate_qk_kernel(
// CHECK-LABEL: llvm.func @rotate_tables(
// CHECK: gpu.launch_func <%{{.*}} : !llvm.ptr> @rotate_tables_kernel::@rotate_tables_kernel blocks in
// CHECK: gpu.binary @rotate_tables_kernel
// CHECK-SAME: .target sm_90
// CHECK-SAME: ld.global{{(.nc)?}}.v4.b32
// CHECK-SAME: st.global.v4.b32
// CHECK-NOT: .extern .func __nv_

// SM80-COUNT-3: gpu.binary @rotate_qk_kernel{{.*}}#nvvm.target<chip = "sm_80", features = "+ptx80"{{.*}}.version 8.0{{.*}}.target sm_80

// Before NVVM. Q (f32, half): blocks over (positions / 32, heads / 4),
// threads over (8 chunks of 4 pairs: x[4t..4t+4) and x[32+4t..), 32
// positions); each thread loads its 4 heads' chunks, then computes the cos
// and sin of its 4 pairs at its position (float64 angle, Cody-Waite
// reduction) once for them. K (f16, interleaved): chunks of 8 pairs (16
// channels, two 128-bit vectors), 4 a row, 64 positions, both heads in one
// thread. The scaling: one thread per element of a linear grid of 256
// blocks. Buffers the kernels write are GPU memory.
// STAGE-LABEL: IR Dump After GpuKernelOutliningPass
// STAGE: func.func @rotate_qk(%[[Q:.*]]: memref<8x128x64xf32>, %[[K:.*]]: memref<2x128x64xf16>, %[[POS:.*]]: memref<128xi64>) -> (memref<8x128x64xf32>, memref<2x128x64xf16>)
// STAGE: %[[QR:.*]] = gpu.alloc () : memref<8x128x64xf32>
// STAGE: gpu.launch_func @rotate_qk_kernel::@rotate_qk_kernel blocks in (%c4, %c2, %c1) threads in (%c8, %c32, %c1) args(%[[Q]] : memref<8x128x64xf32>, %[[POS]] : memref<128xi64>, %[[QR]] : memref<8x128x64xf32>)
// STAGE: %[[KR:.*]] = gpu.alloc () : memref<2x128x64xf16>
// STAGE: gpu.launch_func @rotate_qk_kernel_0::@rotate_qk_kernel blocks in (%c2, %c1, %c1) threads in (%c4, %c64, %c1) args(%[[K]] : memref<2x128x64xf16>, %[[POS]] : memref<128xi64>, %[[KR]] : memref<2x128x64xf16>)
// STAGE: %[[QS:.*]] = gpu.alloc () : memref<8x128x64xf32>
// STAGE: gpu.launch_func @rotate_qk_kernel_1::@rotate_qk_kernel blocks in (%c256{{[_0-9]*}}, %c1{{[_0-9]*}}, %c1{{[_0-9]*}}) threads in (%c256{{[_0-9]*}}, %c1{{[_0-9]*}}, %c1{{[_0-9]*}}) args(%[[QR]] : memref<8x128x64xf32>, %[[QS]] : memref<8x128x64xf32>)
// STAGE: gpu.dealloc %[[QR]]
// STAGE: return %[[QS]], %[[KR]]

// STAGE: gpu.module @rotate_qk_kernel {
// STAGE: gpu.func @rotate_qk_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 8, 32, 1>, known_grid_size = array<i32: 4, 2, 1>}
// STAGE: %[[FREQS:.*]] = memref.get_global @__constant_32xf64 : memref<32xf64>
// STAGE-COUNT-8: vector.load %{{.*}} {alignment = 16 : i64} : memref<8x128x64xf32>, vector<4xf32>
// STAGE: memref.load %{{.*}} : memref<128xi64>
// STAGE: vector.load %[[FREQS]]{{.*}} : memref<32xf64>, vector<4xf64>
// STAGE-COUNT-4: math.roundeven %{{.*}} : f64
// STAGE: vector.from_elements {{.*}} : vector<4xf32>
// STAGE: vector.from_elements {{.*}} : vector<4xf32>
// STAGE-NOT: vector.load
// STAGE-COUNT-8: vector.store %{{.*}} {alignment = 16 : i64} : memref<8x128x64xf32>, vector<4xf32>
// STAGE: gpu.return

// STAGE: gpu.module @rotate_qk_kernel_0 {
// STAGE: gpu.func @rotate_qk_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 4, 64, 1>, known_grid_size = array<i32: 2, 1, 1>}
// STAGE-COUNT-4: vector.load %{{.*}} {alignment = 16 : i64} : memref<2x128x64xf16>, vector<8xf16>
// STAGE-COUNT-8: math.roundeven %{{.*}} : f64
// STAGE: arith.extf %{{.*}} : vector<8xf16> to vector<8xf32>
// STAGE: vector.deinterleave %{{.*}} : vector<8xf32> -> vector<4xf32>
// STAGE: vector.interleave %{{.*}} : vector<4xf32> -> vector<8xf32>
// STAGE: arith.truncf %{{.*}} : vector<8xf32> to vector<8xf16>
// STAGE: vector.store %{{.*}} {alignment = 16 : i64} : memref<2x128x64xf16>, vector<8xf16>

// STAGE: gpu.module @rotate_qk_kernel_1 {
// STAGE: gpu.func @rotate_qk_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 256, 1, 1>}
// STAGE: gpu.block_id x
// STAGE: gpu.thread_id x
// STAGE: arith.cmpi ult
// STAGE: scf.if
// STAGE: arith.mulf

// STAGE: gpu.module @rotate_tables_kernel {
// STAGE: gpu.func @rotate_tables_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 1, 1, 1>}
// STAGE-COUNT-8: vector.load %{{.*}} : memref<4x16x128xf32>, vector<4xf32>
// STAGE-COUNT-2: vector.load %{{.*}} {alignment = 16 : i64} : memref<16x64xf32>, vector<4xf32>
// STAGE-NOT: math.roundeven
// STAGE: vector.store

// After convert-gpu-to-nvvm, the rotations' accesses are 128-bit vector
// loads and stores (global ones in PTX: kernel arguments point to global
// memory).
// NVVM-LABEL: IR Dump After ConvertGpuOpsToNVVMOps
// NVVM: gpu.module @rotate_qk_kernel
// NVVM: nvvm.read.ptx.sreg.ctaid.x
// NVVM: nvvm.read.ptx.sreg.tid.x
// NVVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// NVVM: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr

// fast-angles: the rotation kernels take f32 angles and math.cos/math.sin
// (libdevice's __nv_cosf/__nv_sinf, linked in) instead of the float64
// reduction.
// FAST-LABEL: IR Dump After GpuKernelOutliningPass
// FAST: gpu.module @rotate_qk_kernel {
// FAST-NOT: math.roundeven
// FAST: arith.sitofp %{{.*}} : i64 to f32
// FAST: math.cos %{{.*}} : f32
// FAST: math.sin %{{.*}} : f32
// FAST: gpu.module @rotate_qk_kernel_0 {
// FAST-PTX: gpu.binary @rotate_qk_kernel
// FAST-PTX-NOT: .extern .func __nv_

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

// A rotation of an imported graph, with its tables.
func.func @rotate_tables(%x: tensor<4x16x128xf32>, %cos: tensor<16x64xf32>,
                         %sin: tensor<16x64xf32>) -> tensor<4x16x128xf32> {
  %r = rope.rotate_with_tables %x, %cos, %sin layout(half)
      : tensor<4x16x128xf32>, tensor<16x64xf32>, tensor<16x64xf32> -> tensor<4x16x128xf32>
  return %r : tensor<4x16x128xf32>
}
