// The rotations rope-lower-to-nvvm compiles, run on the GPU: Q and K
// [1,32,4096,128] and the decode step [1,32,1,128] at offset 32767, f32 and
// bf16, half and interleaved, each output element compared with a float64
// reference (bench/gpu/gpu_check.c --check). Needs a GPU and its driver.
// REQUIRES: cuda, cuda-gpu
// RUN: rm -rf %t && env ROPE_BUILD_DIR=%rope_obj_root bash %rope_src_root/scripts/build-gpu-check.sh %t
// RUN: %t/gpu-check --check | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: 8 checks passed
