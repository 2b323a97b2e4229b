// On a machine without a CUDA driver the default libcuda.so.1 is not found.
// UNSUPPORTED: cuda-driver
// RUN: env -u ROPE_CUDA_DRIVER not --crash rope-cuda-runtime-test 2>&1 | FileCheck %s
// CHECK: rope cuda runtime: cannot load the CUDA driver libcuda.so.1: libcuda.so.1: cannot open shared object file
// CHECK-NOT: round trip
