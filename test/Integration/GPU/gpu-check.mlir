// The GPU check's build step (scripts/build-gpu-check.sh) works here: the
// folder it prepares holds the executable and the runtime, and without a
// usable driver the executable says so and exits with 77 before any check.
// REQUIRES: cuda
// RUN: rm -rf %t && env ROPE_BUILD_DIR=%rope_obj_root bash %rope_src_root/scripts/build-gpu-check.sh %t | FileCheck %s --check-prefix=BUILT
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// RUN: env ROPE_CUDA_DRIVER=/nonexistent/libcuda.so.1 not %t/gpu-check --check 2>&1 | FileCheck %s --check-prefix=NO-DRIVER
// RUN: env ROPE_CUDA_DRIVER=/nonexistent/libcuda.so.1 %t/gpu-check --check; test $? -eq 77

// BUILT: built {{.*}}: run scripts/gpu-check.sh there
// FILES: gpu-check
// FILES: librope_cuda_runtime.so
// NO-DRIVER: gpu-check: no usable GPU: cannot load the CUDA driver /nonexistent/libcuda.so.1
// NO-DRIVER-NOT: checks passed
