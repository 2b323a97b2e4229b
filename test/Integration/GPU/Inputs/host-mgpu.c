/* The mgpu* and ropeCuda* functions the GPU check (bench/gpu/gpu_check.c)
 * calls, over host memory: with them the check runs on the CPU against its
 * kernels compiled for the host (rope-gpu-launch-to-loops), which tests the
 * check's own float64 references. Streams and events are placeholders;
 * events record the wall clock. */
#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void *mgpuStreamCreate(void) { return (void *)1; }
void mgpuStreamSynchronize(void *stream) { (void)stream; }
void mgpuStreamDestroy(void *stream) { (void)stream; }

void *mgpuMemAlloc(uint64_t bytes, void *stream, bool isHostShared) {
  (void)stream;
  (void)isHostShared;
  return aligned_alloc(64, (bytes + 63) / 64 * 64);
}
void mgpuMemFree(void *pointer, void *stream) {
  (void)stream;
  free(pointer);
}
void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  (void)stream;
  memcpy(dst, src, bytes);
}

void *mgpuEventCreate(void) { return calloc(1, sizeof(double)); }
void mgpuEventDestroy(void *event) { free(event); }
void mgpuEventSynchronize(void *event) { (void)event; }
void mgpuEventRecord(void *event, void *stream) {
  (void)stream;
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  *(double *)event = now.tv_sec * 1e3 + now.tv_nsec * 1e-6;
}

int ropeCudaProbe(char *message, size_t size) {
  if (size)
    message[0] = '\0';
  return 1;
}
void ropeCudaSetCallerStream(void *stream) { (void)stream; }
float ropeCudaEventElapsedMs(void *start, void *end) {
  return (float)(*(double *)end - *(double *)start);
}
