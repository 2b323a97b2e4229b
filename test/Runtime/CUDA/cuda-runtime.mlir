// librope_cuda_runtime.so without a GPU: every way of missing a usable driver
// ends in one clear line and an abort, never a crash elsewhere.
// RUN: env ROPE_CUDA_DRIVER=/nonexistent/libcuda.so.1 not --crash rope-cuda-runtime-test 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: rope cuda runtime: cannot load the CUDA driver /nonexistent/libcuda.so.1: /nonexistent/libcuda.so.1: cannot open shared object file
// MISSING-NOT: round trip
