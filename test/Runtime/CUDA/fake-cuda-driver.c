/* A stand-in for libcuda.so.1 with every function librope_cuda_runtime.so
 * resolves, for testing the runtime's handling of driver results without a
 * GPU. Each function succeeds and does nothing (a module load returns a
 * dummy module), except:
 *   cuModuleUnload returns $ROPE_FAKE_CUDA_UNLOAD_RESULT (default 0), e.g. 4
 *   (CUDA_ERROR_DEINITIALIZED) as the real driver does for the unloads that
 *   run among a program's global destructors after its own exit handler;
 *   cuGetErrorName fails as the real driver's does once shut down, so the
 *   runtime names the errors itself. */
#include <stddef.h>
#include <stdlib.h>

typedef int CUresult;
enum { SUCCESS = 0, NOT_INITIALIZED = 3 };

static char dummy;

CUresult cuGetErrorName(CUresult error, const char **name) {
  (void)error;
  (void)name;
  return NOT_INITIALIZED;
}

CUresult cuModuleUnload(void *module) {
  (void)module;
  const char *result = getenv("ROPE_FAKE_CUDA_UNLOAD_RESULT");
  return result ? atoi(result) : SUCCESS;
}

CUresult cuModuleLoadData(void **module, const void *image) {
  (void)image;
  *module = &dummy;
  return SUCCESS;
}

CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned count,
                            int *options, void **values) {
  (void)count;
  (void)options;
  (void)values;
  return cuModuleLoadData(module, image);
}

/* The rest: success, their outputs left as the caller set them. */
#define SUCCEED(name)                                                          \
  CUresult name() { return SUCCESS; }
SUCCEED(cuInit)
SUCCEED(cuDeviceGet)
SUCCEED(cuDevicePrimaryCtxRetain)
SUCCEED(cuCtxSetCurrent)
SUCCEED(cuModuleGetFunction)
SUCCEED(cuLaunchKernel)
SUCCEED(cuStreamCreate)
SUCCEED(cuStreamSynchronize)
SUCCEED(cuStreamDestroy_v2)
SUCCEED(cuMemAlloc_v2)
SUCCEED(cuMemAllocManaged)
SUCCEED(cuMemFree_v2)
SUCCEED(cuMemcpyAsync)
SUCCEED(cuMemAllocAsync)
SUCCEED(cuMemFreeAsync)
SUCCEED(cuDeviceGetDefaultMemPool)
SUCCEED(cuMemPoolSetAttribute)
SUCCEED(cuEventCreate)
SUCCEED(cuEventDestroy_v2)
SUCCEED(cuEventRecord)
SUCCEED(cuEventSynchronize)
SUCCEED(cuEventElapsedTime)
SUCCEED(cuStreamWaitEvent)
