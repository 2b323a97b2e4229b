// On a machine without a CUDA driver the default libcuda.so.1 is not found.
// UNSUPPORTED: cuda-driver
// RUN: env -u ROPE_CUDA_DRIVER not --crash rope-cuda-runtime-test 2>&1 | FileCheck %s
// CHECK: rope cuda runtime: cannot load the CUDA driver libcuda.so.1: libcuda.so.1: cannot open shared object file
// CHECK-NOT: round trip
// RUN: env ROPE_CUDA_DRIVER=/nonexistent/libcuda.so.1 rope-cuda-runtime-test --probe | FileCheck %s --check-prefix=PROBE
// PROBE: module not loaded
// PROBE-NEXT: probe 0: cannot load the CUDA driver /nonexistent/libcuda.so.1: /nonexistent/libcuda.so.1: cannot open shared object file
// A library that is not a CUDA driver: the first missing function is named.
// RUN: env ROPE_CUDA_DRIVER=libm.so.6 rope-cuda-runtime-test --probe | FileCheck %s --check-prefix=NOT-A-DRIVER
// NOT-A-DRIVER: module not loaded
// NOT-A-DRIVER-NEXT: probe 0: the CUDA driver libm.so.6 has no cuGetErrorName
