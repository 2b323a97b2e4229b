/*===- CudaRuntime.h - librope_cuda_runtime's C interface ---------*- C -*-===//
 *
 * librope_cuda_runtime.so implements the mgpu* functions that host code
 * lowered by MLIR's gpu-to-llvm calls (mgpuModuleLoad, mgpuLaunchKernel,
 * mgpuMemAlloc, mgpuEventRecord, ...) over the CUDA driver API, loaded at
 * run time. This header declares what it adds for the programs that drive
 * such host code themselves (tests, benchmarks).
 *
 *===----------------------------------------------------------------------===*/

#ifndef ROPE_RUNTIME_CUDARUNTIME_H
#define ROPE_RUNTIME_CUDARUNTIME_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads and initializes the CUDA driver (libcuda.so.1, or the file named by
/// $ROPE_CUDA_DRIVER) if not done yet. Returns 1 if it is usable, else 0; in
/// both cases writes a one-line description (the error) into `message` (at
/// most `size` bytes, NUL-terminated). Never aborts, unlike the mgpu*
/// functions, which abort with that line when the driver is unusable.
int ropeCudaProbe(char *message, size_t size);

/// Makes host code enqueue its work on `stream` (a stream from
/// mgpuStreamCreate) and return without waiting: mgpuStreamCreate then
/// returns `stream`, and mgpuStreamSynchronize and mgpuStreamDestroy do
/// nothing on it. The caller synchronizes. Null restores the default (a
/// stream per call of the host code, waited for before it returns).
void ropeCudaSetCallerStream(void *stream);

/// Milliseconds between two events recorded with mgpuEventRecord (created
/// by mgpuEventCreate, which creates timing events), once `end` completed.
float ropeCudaEventElapsedMs(void *start, void *end);

#ifdef __cplusplus
}
#endif

#endif /* ROPE_RUNTIME_CUDARUNTIME_H */
