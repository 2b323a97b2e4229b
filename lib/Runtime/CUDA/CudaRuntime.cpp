//===- CudaRuntime.cpp - The mgpu* functions over the CUDA driver API -----===//
//
// Host code lowered by MLIR's gpu-to-llvm calls a small C ABI (mgpuModuleLoad,
// mgpuLaunchKernel, mgpuMemAlloc, ...). This file implements it over the CUDA
// driver API, which it loads at run time with dlopen: the library builds
// without CUDA headers and a program linked to it starts on a machine without
// a driver. The first mgpu* call loads the driver (libcuda.so.1, or the file
// named by ROPE_CUDA_DRIVER), initializes it and makes device 0's primary
// context current. Any failure prints one line naming the call and the error
// to stderr and aborts: the ABI has no way to return an error. Programs that
// would rather report a missing driver themselves ask ropeCudaProbe first.
//
// Beyond the mgpu* ABI (include/rope/Runtime/CudaRuntime.h): the probe,
// event timing, and a caller-owned stream that host code enqueues on
// without waiting, so that a benchmark times kernels back to back.
//
//===----------------------------------------------------------------------===//

#include "rope/Runtime/CudaRuntime.h"

#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <type_traits>

#define ROPE_CUDA_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

// The few driver API types this file needs, with cuda.h's layouts.
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctxOpaque *;
using CUmodule = struct CUmodOpaque *;
using CUfunction = struct CUfuncOpaque *;
using CUstream = struct CUstreamOpaque *;
using CUevent = struct CUeventOpaque *;
using CUmemoryPool = struct CUmemPoolOpaque *;
using CUjitOption = int;

constexpr CUresult kCudaSuccess = 0;
constexpr CUresult kCudaDeinitialized = 4;
constexpr CUjitOption kJitOptimizationLevel = 7; // CU_JIT_OPTIMIZATION_LEVEL
constexpr unsigned kStreamNonBlocking = 1;       // CU_STREAM_NON_BLOCKING
constexpr unsigned kMemAttachGlobal = 1;         // CU_MEM_ATTACH_GLOBAL
constexpr int kMemPoolReleaseThreshold = 4; // CU_MEMPOOL_ATTR_RELEASE_THRESHOLD

// Each driver function this file calls: member, exported symbol (the
// versioned one cuda.h's macros select) and type.
#define ROPE_CUDA_DRIVER_FUNCTIONS(X)                                          \
  X(cuGetErrorName, "cuGetErrorName", CUresult(CUresult, const char **))       \
  X(cuInit, "cuInit", CUresult(unsigned))                                      \
  X(cuDeviceGet, "cuDeviceGet", CUresult(CUdevice *, int))                     \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain",                      \
    CUresult(CUcontext *, CUdevice))                                           \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", CUresult(CUcontext))                   \
  X(cuModuleLoadData, "cuModuleLoadData", CUresult(CUmodule *, const void *))  \
  X(cuModuleLoadDataEx, "cuModuleLoadDataEx",                                  \
    CUresult(CUmodule *, const void *, unsigned, CUjitOption *, void **))      \
  X(cuModuleGetFunction, "cuModuleGetFunction",                                \
    CUresult(CUfunction *, CUmodule, const char *))                            \
  X(cuModuleUnload, "cuModuleUnload", CUresult(CUmodule))                      \
  X(cuLaunchKernel, "cuLaunchKernel",                                          \
    CUresult(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,     \
             unsigned, unsigned, CUstream, void **, void **))                  \
  X(cuStreamCreate, "cuStreamCreate", CUresult(CUstream *, unsigned))          \
  X(cuStreamSynchronize, "cuStreamSynchronize", CUresult(CUstream))            \
  X(cuStreamDestroy, "cuStreamDestroy_v2", CUresult(CUstream))                 \
  X(cuMemAlloc, "cuMemAlloc_v2", CUresult(CUdeviceptr *, size_t))              \
  X(cuMemAllocManaged, "cuMemAllocManaged",                                    \
    CUresult(CUdeviceptr *, size_t, unsigned))                                 \
  X(cuMemFree, "cuMemFree_v2", CUresult(CUdeviceptr))                          \
  X(cuMemcpyAsync, "cuMemcpyAsync",                                            \
    CUresult(CUdeviceptr, CUdeviceptr, size_t, CUstream))                      \
  X(cuMemAllocAsync, "cuMemAllocAsync",                                        \
    CUresult(CUdeviceptr *, size_t, CUstream))                                 \
  X(cuMemFreeAsync, "cuMemFreeAsync", CUresult(CUdeviceptr, CUstream))         \
  X(cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool",                    \
    CUresult(CUmemoryPool *, CUdevice))                                        \
  X(cuMemPoolSetAttribute, "cuMemPoolSetAttribute",                            \
    CUresult(CUmemoryPool, int, void *))                                       \
  X(cuEventCreate, "cuEventCreate", CUresult(CUevent *, unsigned))             \
  X(cuEventDestroy, "cuEventDestroy_v2", CUresult(CUevent))                    \
  X(cuEventRecord, "cuEventRecord", CUresult(CUevent, CUstream))               \
  X(cuEventSynchronize, "cuEventSynchronize", CUresult(CUevent))               \
  X(cuEventElapsedTime, "cuEventElapsedTime",                                  \
    CUresult(float *, CUevent, CUevent))                                       \
  X(cuStreamWaitEvent, "cuStreamWaitEvent",                                    \
    CUresult(CUstream, CUevent, unsigned))

struct Driver {
#define ROPE_CUDA_DECLARE(name, symbol, type) std::add_pointer_t<type> name;
  ROPE_CUDA_DRIVER_FUNCTIONS(ROPE_CUDA_DECLARE)
#undef ROPE_CUDA_DECLARE
  CUcontext context;
};

Driver theDriver;
/// Why the driver could not be loaded (empty once it is).
std::string loadError;
/// The stream set by ropeCudaSetCallerStream, or null.
CUstream callerStream = nullptr;

} // namespace

/// Prints "rope cuda runtime: <message>" on one line and aborts.
[[noreturn]] __attribute__((format(printf, 1, 2))) static void
fail(const char *format, ...) {
  std::fputs("rope cuda runtime: ", stderr);
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::abort();
}

/// The name of a driver error: the driver's own, or for the errors a driver
/// that cannot name them (the toolkit's stub) returns, cuda.h's.
static const char *errorName(CUresult result) {
  const char *name = nullptr;
  if (theDriver.cuGetErrorName &&
      theDriver.cuGetErrorName(result, &name) == kCudaSuccess && name)
    return name;
  switch (result) {
  case 3:
    return "CUDA_ERROR_NOT_INITIALIZED";
  case 4:
    return "CUDA_ERROR_DEINITIALIZED";
  case 34:
    return "CUDA_ERROR_STUB_LIBRARY";
  case 35:
    return "CUDA_ERROR_INSUFFICIENT_DRIVER";
  case 100:
    return "CUDA_ERROR_NO_DEVICE";
  default:
    return "unknown CUDA error";
  }
}

static void check(CUresult result, const char *call) {
  if (result != kCudaSuccess)
    fail("%s failed: %s (%d)", call, errorName(result), result);
}

/// Sets `loadError` and returns false if `result` is an error.
static bool succeeded(CUresult result, const char *call) {
  if (result == kCudaSuccess)
    return true;
  loadError = std::string(call) + " failed: " + errorName(result) + " (" +
              std::to_string(result) + ")";
  return false;
}

/// Loads and initializes the driver, or says why not in `loadError`.
static void loadDriver() {
  const char *path = std::getenv("ROPE_CUDA_DRIVER");
  if (!path || !*path)
    path = "libcuda.so.1";
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    loadError = std::string("cannot load the CUDA driver ") + path + ": " +
                dlerror();
    return;
  }
#define ROPE_CUDA_RESOLVE(name, symbol, type)                                  \
  theDriver.name =                                                             \
      reinterpret_cast<std::add_pointer_t<type>>(dlsym(handle, symbol));       \
  if (!theDriver.name) {                                                       \
    loadError = std::string("the CUDA driver ") + path + " has no " + symbol;  \
    return;                                                                    \
  }
  ROPE_CUDA_DRIVER_FUNCTIONS(ROPE_CUDA_RESOLVE)
#undef ROPE_CUDA_RESOLVE
  CUdevice device;
  if (!succeeded(theDriver.cuInit(0), "cuInit") ||
      !succeeded(theDriver.cuDeviceGet(&device, 0), "cuDeviceGet") ||
      !succeeded(theDriver.cuDevicePrimaryCtxRetain(&theDriver.context, device),
                 "cuDevicePrimaryCtxRetain"))
    return;
  // Stream-ordered allocations (mgpuMemAlloc on a stream) keep their memory
  // in the pool between calls instead of returning it at every
  // synchronization.
  CUmemoryPool pool;
  uint64_t keepAll = UINT64_MAX;
  if (!succeeded(theDriver.cuDeviceGetDefaultMemPool(&pool, device),
                 "cuDeviceGetDefaultMemPool") ||
      !succeeded(theDriver.cuMemPoolSetAttribute(pool, kMemPoolReleaseThreshold,
                                                 &keepAll),
                 "cuMemPoolSetAttribute"))
    return;
}

static bool driverLoaded() {
  static std::once_flag loaded;
  std::call_once(loaded, loadDriver);
  return loadError.empty();
}

/// The loaded driver, with device 0's primary context current on the
/// calling thread. Loads and initializes it on the first call of the process.
static Driver &driver() {
  if (!driverLoaded())
    fail("%s", loadError.c_str());
  thread_local bool contextCurrent = false;
  if (!contextCurrent) {
    check(theDriver.cuCtxSetCurrent(theDriver.context), "cuCtxSetCurrent");
    contextCurrent = true;
  }
  return theDriver;
}

ROPE_CUDA_EXPORT int ropeCudaProbe(char *message, size_t size) {
  bool loaded = driverLoaded();
  if (message && size)
    std::snprintf(message, size, "%s",
                  loaded ? "CUDA driver loaded" : loadError.c_str());
  return loaded ? 1 : 0;
}

static CUdeviceptr devicePointer(const void *pointer) {
  return reinterpret_cast<CUdeviceptr>(pointer);
}

// Host code loads its kernels in global constructors, before main could ask
// ropeCudaProbe: without a usable driver the loads return null and the error
// is reported when a kernel of such a module is looked up.

/// Loads a cubin or fat binary (gpu-module-to-binary's bin/fatbin formats).
ROPE_CUDA_EXPORT void *mgpuModuleLoad(void *data, size_t /*size*/) {
  if (!driverLoaded())
    return nullptr;
  CUmodule module = nullptr;
  check(driver().cuModuleLoadData(&module, data), "cuModuleLoadData");
  return module;
}

/// Compiles and loads PTX text (the isa format) at the given optimization
/// level.
ROPE_CUDA_EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel) {
  if (!driverLoaded())
    return nullptr;
  CUmodule module = nullptr;
  CUjitOption options[] = {kJitOptimizationLevel};
  void *values[] = {reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  check(driver().cuModuleLoadDataEx(&module, data, 1, options, values),
        "cuModuleLoadDataEx");
  return module;
}

/// Unloads `module`. The unloads of the modules embedded in a program run
/// among its global destructors, possibly after the driver's own exit
/// handler has shut it down and released every module: then there is
/// nothing left to do.
ROPE_CUDA_EXPORT void mgpuModuleUnload(void *module) {
  if (!module)
    return;
  CUresult result = driver().cuModuleUnload(static_cast<CUmodule>(module));
  if (result != kCudaDeinitialized)
    check(result, "cuModuleUnload");
}

ROPE_CUDA_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  Driver &d = driver();
  if (!module)
    fail("kernel %s: its module was not loaded", name);
  CUfunction function = nullptr;
  check(d.cuModuleGetFunction(&function, static_cast<CUmodule>(module), name),
        "cuModuleGetFunction");
  return function;
}

ROPE_CUDA_EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX,
                                       intptr_t gridY, intptr_t gridZ,
                                       intptr_t blockX, intptr_t blockY,
                                       intptr_t blockZ, int32_t sharedBytes,
                                       void *stream, void **params,
                                       void **extra, size_t /*paramsCount*/) {
  check(driver().cuLaunchKernel(static_cast<CUfunction>(function), gridX,
                                gridY, gridZ, blockX, blockY, blockZ,
                                sharedBytes, static_cast<CUstream>(stream),
                                params, extra),
        "cuLaunchKernel");
}

/// A new non-blocking stream, or the caller's stream when one is set.
ROPE_CUDA_EXPORT void *mgpuStreamCreate() {
  Driver &d = driver();
  if (callerStream)
    return callerStream;
  CUstream stream = nullptr;
  check(d.cuStreamCreate(&stream, kStreamNonBlocking), "cuStreamCreate");
  return stream;
}

/// Waits for `stream`; the caller's stream is left to the caller.
ROPE_CUDA_EXPORT void mgpuStreamSynchronize(void *stream) {
  Driver &d = driver();
  if (stream && stream == callerStream)
    return;
  check(d.cuStreamSynchronize(static_cast<CUstream>(stream)),
        "cuStreamSynchronize");
}

ROPE_CUDA_EXPORT void mgpuStreamDestroy(void *stream) {
  Driver &d = driver();
  if (stream && stream == callerStream)
    return;
  check(d.cuStreamDestroy(static_cast<CUstream>(stream)), "cuStreamDestroy");
}

ROPE_CUDA_EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  check(driver().cuStreamWaitEvent(static_cast<CUstream>(stream),
                                   static_cast<CUevent>(event), 0),
        "cuStreamWaitEvent");
}

ROPE_CUDA_EXPORT void ropeCudaSetCallerStream(void *stream) {
  driver();
  callerStream = static_cast<CUstream>(stream);
}

/// A timing event (upstream's mgpuEventCreate disables timing; these time
/// the benchmarks).
ROPE_CUDA_EXPORT void *mgpuEventCreate() {
  CUevent event = nullptr;
  check(driver().cuEventCreate(&event, 0), "cuEventCreate");
  return event;
}

ROPE_CUDA_EXPORT void mgpuEventDestroy(void *event) {
  check(driver().cuEventDestroy(static_cast<CUevent>(event)), "cuEventDestroy");
}

ROPE_CUDA_EXPORT void mgpuEventSynchronize(void *event) {
  check(driver().cuEventSynchronize(static_cast<CUevent>(event)),
        "cuEventSynchronize");
}

ROPE_CUDA_EXPORT void mgpuEventRecord(void *event, void *stream) {
  check(driver().cuEventRecord(static_cast<CUevent>(event),
                               static_cast<CUstream>(stream)),
        "cuEventRecord");
}

ROPE_CUDA_EXPORT float ropeCudaEventElapsedMs(void *start, void *end) {
  float milliseconds = 0;
  check(driver().cuEventElapsedTime(&milliseconds, static_cast<CUevent>(start),
                                    static_cast<CUevent>(end)),
        "cuEventElapsedTime");
  return milliseconds;
}

/// Allocates device memory, or managed memory (visible to host and device)
/// when `isHostShared`. With a stream the allocation is stream-ordered
/// (from the device's memory pool, which keeps freed memory for reuse);
/// without one it is synchronous.
ROPE_CUDA_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                    bool isHostShared) {
  Driver &d = driver();
  if (sizeBytes == 0)
    return nullptr;
  CUdeviceptr pointer = 0;
  if (isHostShared)
    check(d.cuMemAllocManaged(&pointer, sizeBytes, kMemAttachGlobal),
          "cuMemAllocManaged");
  else if (stream)
    check(d.cuMemAllocAsync(&pointer, sizeBytes, static_cast<CUstream>(stream)),
          "cuMemAllocAsync");
  else
    check(d.cuMemAlloc(&pointer, sizeBytes), "cuMemAlloc");
  return reinterpret_cast<void *>(pointer);
}

/// Frees what mgpuMemAlloc returned: ordered on `stream` when given (for
/// memory allocated on a stream), else at once.
ROPE_CUDA_EXPORT void mgpuMemFree(void *pointer, void *stream) {
  Driver &d = driver();
  if (!pointer)
    return;
  if (stream)
    check(
        d.cuMemFreeAsync(devicePointer(pointer), static_cast<CUstream>(stream)),
        "cuMemFreeAsync");
  else
    check(d.cuMemFree(devicePointer(pointer)), "cuMemFree");
}

/// Copies between any two of host and device memory (unified addressing
/// tells the driver which is which), ordered on `stream`.
ROPE_CUDA_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                 void *stream) {
  check(driver().cuMemcpyAsync(devicePointer(dst), devicePointer(src),
                               sizeBytes, static_cast<CUstream>(stream)),
        "cuMemcpyAsync");
}
