/* Calls librope_cuda_runtime.so as host code lowered by gpu-to-llvm does
 * (the prototypes are the ones gpu-to-llvm declares): a stream, a device
 * buffer and a round trip of 16 floats through it, printing "round trip ok".
 * Given a PTX file with a kernel `twice(float *p)` (p[threadIdx.x] *= 2), it
 * also loads it, launches it twice on the buffer (the second time timed with
 * events on a caller-owned stream, printing "events ok") and prints "kernel
 * ok" if the buffer holds 4x its input. Without a usable driver the first
 * call reports the error and aborts. With --probe it loads a module as
 * host code's global constructors do (without a driver: null, printing
 * "module not loaded", no abort) and asks ropeCudaProbe, printing
 * "probe <0|1>: <message>". With --unload it loads a module and unloads it,
 * printing "unloaded" (the driver's result is tested with a stand-in
 * driver, fake-cuda-driver.c). */
#include "rope/Runtime/CudaRuntime.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t sharedBytes, void *stream,
                      void **params, void **extra, size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamDestroy(void *stream);
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *pointer, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);

enum { N = 16 };

static int launchTwice(const char *ptxPath, void *device, void *stream,
                       const float *in) {
  static char ptx[1 << 16];
  FILE *file = fopen(ptxPath, "rb");
  if (!file) {
    fprintf(stderr, "cannot open %s\n", ptxPath);
    return 1;
  }
  size_t size = fread(ptx, 1, sizeof(ptx) - 1, file);
  fclose(file);
  ptx[size] = '\0';
  void *module = mgpuModuleLoadJIT(ptx, 2);
  void *function = mgpuModuleGetFunction(module, "twice");
  void *params[] = {&device};
  mgpuLaunchKernel(function, 1, 1, 1, N, 1, 1, 0, stream, params, NULL, 1);

  // Timed on the caller's stream: host code's stream calls then use it and
  // leave waiting to the caller.
  ropeCudaSetCallerStream(stream);
  void *start = mgpuEventCreate(), *end = mgpuEventCreate();
  mgpuEventRecord(start, stream);
  void *own = mgpuStreamCreate();
  mgpuLaunchKernel(function, 1, 1, 1, N, 1, 1, 0, own, params, NULL, 1);
  mgpuStreamSynchronize(own);
  mgpuStreamDestroy(own);
  mgpuEventRecord(end, stream);
  mgpuEventSynchronize(end);
  float ms = ropeCudaEventElapsedMs(start, end);
  mgpuEventDestroy(start);
  mgpuEventDestroy(end);
  ropeCudaSetCallerStream(NULL);
  if (own != stream || !(ms >= 0.0f)) {
    fprintf(stderr, "caller stream %p vs %p, %g ms\n", own, stream, ms);
    return 1;
  }
  printf("events ok\n");

  float out[N];
  mgpuMemcpy(out, device, sizeof(out), stream);
  mgpuStreamSynchronize(stream);
  mgpuModuleUnload(module);
  for (int i = 0; i < N; ++i) {
    if (out[i] != 4.0f * in[i]) {
      fprintf(stderr, "kernel result %d: %g, expected %g\n", i, out[i],
              4.0f * in[i]);
      return 1;
    }
  }
  printf("kernel ok\n");
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "--probe") == 0) {
    // As the global constructors of host code do, before main.
    static char noPTX[] = "";
    if (!mgpuModuleLoadJIT(noPTX, 0))
      printf("module not loaded\n");
    mgpuModuleUnload(NULL);
    char message[512];
    int usable = ropeCudaProbe(message, sizeof(message));
    printf("probe %d: %s\n", usable, message);
    return 0;
  }
  if (argc > 1 && strcmp(argv[1], "--unload") == 0) {
    static char noPTX[] = "";
    mgpuModuleUnload(mgpuModuleLoadJIT(noPTX, 0));
    printf("unloaded\n");
    return 0;
  }
  float in[N], out[N];
  for (int i = 0; i < N; ++i) {
    in[i] = (float)i * 0.5f;
    out[i] = -1.0f;
  }
  void *stream = mgpuStreamCreate();
  void *device = mgpuMemAlloc(sizeof(in), stream, false);
  mgpuMemcpy(device, in, sizeof(in), stream);
  mgpuMemcpy(out, device, sizeof(out), stream);
  mgpuStreamSynchronize(stream);
  if (memcmp(in, out, sizeof(in)) != 0) {
    fprintf(stderr, "round trip differs\n");
    return 1;
  }
  printf("round trip ok\n");
  int status = argc > 1 ? launchTwice(argv[1], device, stream, in) : 0;
  mgpuMemFree(device, stream);
  mgpuStreamDestroy(stream);
  return status;
}
