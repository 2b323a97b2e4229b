// librope_cuda_runtime.so against a stand-in driver (fake-cuda-driver.c):
// how it handles the results of the driver's calls, without a GPU.
//
// Host code unloads its modules among its global destructors, which may run
// after the driver's own exit handler has shut it down: cuModuleUnload then
// returns CUDA_ERROR_DEINITIALIZED, and there is nothing left to unload.
// RUN: env ROPE_CUDA_DRIVER=%rope_obj_root/lib/librope-fake-cuda-driver.so ROPE_FAKE_CUDA_UNLOAD_RESULT=4 rope-cuda-runtime-test --unload 2>&1 | FileCheck %s --check-prefix=SHUT-DOWN
// SHUT-DOWN-NOT: rope cuda runtime
// SHUT-DOWN: unloaded

// Any other failure of the unload is reported, named by the runtime when
// the driver cannot name it, and aborts.
// RUN: env ROPE_CUDA_DRIVER=%rope_obj_root/lib/librope-fake-cuda-driver.so ROPE_FAKE_CUDA_UNLOAD_RESULT=1 not --crash rope-cuda-runtime-test --unload 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: env ROPE_CUDA_DRIVER=%rope_obj_root/lib/librope-fake-cuda-driver.so ROPE_FAKE_CUDA_UNLOAD_RESULT=3 not --crash rope-cuda-runtime-test --unload 2>&1 | FileCheck %s --check-prefix=NOT-INITIALIZED
// FAILED: rope cuda runtime: cuModuleUnload failed: unknown CUDA error (1)
// FAILED-NOT: unloaded
// NOT-INITIALIZED: rope cuda runtime: cuModuleUnload failed: CUDA_ERROR_NOT_INITIALIZED (3)

// A successful unload.
// RUN: env ROPE_CUDA_DRIVER=%rope_obj_root/lib/librope-fake-cuda-driver.so rope-cuda-runtime-test --unload | FileCheck %s --check-prefix=SHUT-DOWN
