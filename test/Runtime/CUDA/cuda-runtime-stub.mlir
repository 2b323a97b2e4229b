// The CUDA toolkit's stub driver loads and resolves every function, and its
// cuInit fails with CUDA_ERROR_STUB_LIBRARY.
// REQUIRES: cuda-stub-driver
// RUN: env ROPE_CUDA_DRIVER=%cuda_stub_driver not --crash rope-cuda-runtime-test 2>&1 | FileCheck %s
// CHECK: rope cuda runtime: cuInit failed: CUDA_ERROR_STUB_LIBRARY (34)
// CHECK-NOT: round trip

// The probe reports the same error and returns, without aborting.
// RUN: env ROPE_CUDA_DRIVER=%cuda_stub_driver rope-cuda-runtime-test --probe | FileCheck %s --check-prefix=PROBE
// PROBE: module not loaded
// PROBE-NEXT: probe 0: cuInit failed: CUDA_ERROR_STUB_LIBRARY (34)
