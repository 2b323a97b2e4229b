/* The GPU check: correctness and speed of the rotations and fused attentions
 * that rope-lower-to-nvvm compiles (bench/gpu/generate_kernels.py), on a
 * machine with only the NVIDIA driver. Linked with the kernels' host code
 * (embedded fat binaries) and librope_cuda_runtime.so by
 * scripts/build-gpu-check.sh.
 *
 *   gpu-check [--check] [--bench] [--iterations N]   (default: both)
 *
 * --check runs every function once on random inputs and compares each output
 * element with a float64 reference computed here (angles pos * theta_i in
 * float64, theta_i = 10000^(-2i/128)): |y - ref| <= 1e-5 + 1e-6 |ref| for
 * f32; <= 2^-8 |ref| + 1e-5 for bf16 (one rounding, the reference computed
 * from the bf16 input). It prints one line per function and "N checks
 * passed" or "FAILED".
 *
 * The attentions (grouped-query, 8 query and 2 key/value heads, 333 tokens,
 * head dimension 64; causal, full, and one decoding query against the 333
 * keys) are compared with a float64 reference of the rotation, the scaled
 * scores, the mask, the softmax and PV computed here from the same inputs:
 * |y - ref| <= 1e-5 + 1e-5 |ref| for f32; <= 1e-2 + 2^-7 |ref| for bf16
 * (the rotated Q and K, the scores' operands and the output are rounded to
 * bf16 on the way). --bench also prints their time per call.
 *
 * --bench times each function with CUDA events on one stream (host code
 * enqueues on it without waiting: ropeCudaSetCallerStream), against a
 * device-to-device copy of the same bytes (Q and K read and written) timed
 * the same way in the same run, and prints the ratio copy time / rotation
 * time (1.0: the rotation moves its bytes as fast as a copy). For the decode
 * step (64 KiB in all) that copy, two back-to-back copy operations, is
 * launch-bound: the ratio is then the distance to the launch-bound floor. */
#include "rope/Runtime/CudaRuntime.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HEADS = 32, SEQ = 4096, HEAD_DIM = 128, PAIRS = HEAD_DIM / 2 };
static const int64_t kDecodeOffset = 32767;

/* The mgpu* functions of librope_cuda_runtime.so used here. */
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

/* Memref descriptors of the C interface. */
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[4], strides[4];
} MemRef4;
typedef struct {
  void *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;
typedef struct {
  MemRef4 q, k;
} Pair;

#define DECLARE(type, layout)                                                  \
  void _mlir_ciface_qk_##type##_##layout(Pair *, MemRef4 *, MemRef4 *,         \
                                         MemRef1 *);                           \
  void _mlir_ciface_decode_##type##_##layout(Pair *, MemRef4 *, MemRef4 *,     \
                                             int64_t);
DECLARE(f32, half)
DECLARE(f32, interleaved)
DECLARE(bf16, half)
DECLARE(bf16, interleaved)

enum { ATT_HEADS = 8, ATT_KV_HEADS = 2, ATT_SEQ = 333, ATT_DIM = 64 };
#define DECLARE_ATTENTION(type)                                                \
  void _mlir_ciface_attention_##type##_causal(MemRef4 *, MemRef4 *, MemRef4 *, \
                                              MemRef4 *, MemRef1 *);           \
  void _mlir_ciface_attention_##type##_full(MemRef4 *, MemRef4 *, MemRef4 *,   \
                                            MemRef4 *, MemRef1 *);             \
  void _mlir_ciface_attention_##type##_decode(                                 \
      MemRef4 *, MemRef4 *, MemRef4 *, MemRef4 *, MemRef1 *, MemRef1 *);
DECLARE_ATTENTION(f32)
DECLARE_ATTENTION(bf16)

typedef void (*PrefillAttention)(MemRef4 *, MemRef4 *, MemRef4 *, MemRef4 *,
                                 MemRef1 *);
typedef void (*DecodeAttention)(MemRef4 *, MemRef4 *, MemRef4 *, MemRef4 *,
                                MemRef1 *, MemRef1 *);
typedef struct {
  const char *name;
  bool bf16, causal;
  PrefillAttention prefill; /* or */
  DecodeAttention decode;
} AttentionVariant;

static const AttentionVariant kAttentions[] = {
    {"f32 causal", false, true, _mlir_ciface_attention_f32_causal, NULL},
    {"f32 full", false, false, _mlir_ciface_attention_f32_full, NULL},
    {"f32 decode", false, true, NULL, _mlir_ciface_attention_f32_decode},
    {"bf16 causal", true, true, _mlir_ciface_attention_bf16_causal, NULL},
    {"bf16 full", true, false, _mlir_ciface_attention_bf16_full, NULL},
    {"bf16 decode", true, true, NULL, _mlir_ciface_attention_bf16_decode},
};
enum { ATTENTIONS = sizeof(kAttentions) / sizeof(kAttentions[0]) };

typedef void (*QKFunction)(Pair *, MemRef4 *, MemRef4 *, MemRef1 *);
typedef void (*DecodeFunction)(Pair *, MemRef4 *, MemRef4 *, int64_t);

typedef struct {
  const char *name;
  bool bf16, interleaved;
  QKFunction qk;
  DecodeFunction decode;
} Variant;

static const Variant kVariants[] = {
    {"f32 half", false, false, _mlir_ciface_qk_f32_half,
     _mlir_ciface_decode_f32_half},
    {"f32 interleaved", false, true, _mlir_ciface_qk_f32_interleaved,
     _mlir_ciface_decode_f32_interleaved},
    {"bf16 half", true, false, _mlir_ciface_qk_bf16_half,
     _mlir_ciface_decode_bf16_half},
    {"bf16 interleaved", true, true, _mlir_ciface_qk_bf16_interleaved,
     _mlir_ciface_decode_bf16_interleaved},
};
enum { VARIANTS = sizeof(kVariants) / sizeof(kVariants[0]) };

static void *stream;

static uint16_t toBF16(float value) {
  uint32_t bits;
  memcpy(&bits, &value, 4);
  bits += 0x7FFF + ((bits >> 16) & 1);
  return (uint16_t)(bits >> 16);
}

static float fromBF16(uint16_t value) {
  uint32_t bits = (uint32_t)value << 16;
  float result;
  memcpy(&result, &bits, 4);
  return result;
}

/* A normal draw (Box-Muller over a 64-bit LCG): inputs like activations. */
static double gaussian(uint64_t *state) {
  double u[2];
  for (int i = 0; i < 2; ++i) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    u[i] = ((*state >> 11) + 0.5) / 9007199254740992.0;
  }
  return sqrt(-2.0 * log(u[0])) * cos(6.283185307179586 * u[1]);
}

/* A tensor on the host (as float, already rounded to bf16 when bf16) and
 * on the device (in its element type). */
typedef struct {
  size_t elements, bytes;
  float *host;
  void *device;
} Tensor;

static Tensor makeTensor(size_t elements, bool bf16, uint64_t *state) {
  Tensor t = {elements, elements * (bf16 ? 2 : 4), NULL, NULL};
  t.host = malloc(elements * sizeof(float));
  void *staging = malloc(t.bytes);
  for (size_t i = 0; i < elements; ++i) {
    float value = (float)gaussian(state);
    if (bf16) {
      uint16_t rounded = toBF16(value);
      ((uint16_t *)staging)[i] = rounded;
      value = fromBF16(rounded);
    } else {
      ((float *)staging)[i] = value;
    }
    t.host[i] = value;
  }
  t.device = mgpuMemAlloc(t.bytes, NULL, false);
  mgpuMemcpy(t.device, staging, t.bytes, stream);
  mgpuStreamSynchronize(stream);
  free(staging);
  return t;
}

static void freeTensor(Tensor *t) {
  mgpuMemFree(t->device, NULL);
  free(t->host);
}

static MemRef4 memref4Shaped(void *device, int64_t heads, int64_t seq,
                             int64_t dim) {
  MemRef4 m = {device,
               device,
               0,
               {1, heads, seq, dim},
               {heads * seq * dim, seq * dim, dim, 1}};
  return m;
}

static MemRef4 memref4(void *device, int64_t seq) {
  return memref4Shaped(device, HEADS, seq, HEAD_DIM);
}

/* Compares the device tensor `result` (seq positions) with the rotation of
 * `input` by `positions`; returns the largest error relative to its bound. */
static double compare(const Variant *v, const Tensor *input, void *result,
                      int64_t seq, const int64_t *positions, bool *ok) {
  size_t bytes = input->bytes;
  void *copy = malloc(bytes);
  mgpuMemcpy(copy, result, bytes, stream);
  mgpuStreamSynchronize(stream);
  double worst = 0.0;
  for (int64_t s = 0; s < seq; ++s) {
    for (int i = 0; i < PAIRS; ++i) {
      double theta = pow(10000.0, -2.0 * i / HEAD_DIM);
      double angle = (double)positions[s] * theta;
      double c = cos(angle), sn = sin(angle);
      int first = v->interleaved ? 2 * i : i;
      int second = v->interleaved ? 2 * i + 1 : i + PAIRS;
      for (int h = 0; h < HEADS; ++h) {
        size_t row = ((size_t)h * seq + s) * HEAD_DIM;
        double a = input->host[row + first], b = input->host[row + second];
        double ref[2] = {a * c - b * sn, a * sn + b * c};
        size_t at[2] = {row + first, row + second};
        for (int j = 0; j < 2; ++j) {
          double y = v->bf16 ? fromBF16(((uint16_t *)copy)[at[j]])
                             : ((float *)copy)[at[j]];
          double bound = v->bf16 ? ldexp(fabs(ref[j]), -8) + 1e-5
                                 : 1e-5 + 1e-6 * fabs(ref[j]);
          double error = fabs(y - ref[j]) / bound;
          if (!(error <= 1.0) && *ok) {
            fprintf(stderr,
                    "  %s: head %d position %lld channel %zu: %.9g, "
                    "expected %.9g\n",
                    v->name, h, (long long)positions[s], at[j] - row, y,
                    ref[j]);
            *ok = false;
          }
          if (!(error <= worst))
            worst = error;
        }
      }
    }
  }
  free(copy);
  return worst;
}

typedef struct {
  Tensor q, k;
  void *positions;
  int64_t *hostPositions;
} Inputs;

/* A device copy of `count` positions. */
static void *devicePositions(const int64_t *host, int64_t count) {
  void *device = mgpuMemAlloc(count * sizeof(int64_t), NULL, false);
  mgpuMemcpy(device, (void *)host, count * sizeof(int64_t), stream);
  mgpuStreamSynchronize(stream);
  return device;
}

static Inputs makeInputs(const Variant *v, int64_t seq, uint64_t *state) {
  Inputs in;
  size_t elements = (size_t)HEADS * seq * HEAD_DIM;
  in.q = makeTensor(elements, v->bf16, state);
  in.k = makeTensor(elements, v->bf16, state);
  in.hostPositions = malloc(SEQ * sizeof(int64_t));
  for (int64_t s = 0; s < SEQ; ++s)
    in.hostPositions[s] = s;
  in.positions = devicePositions(in.hostPositions, SEQ);
  return in;
}

static void freeInputs(Inputs *in) {
  freeTensor(&in->q);
  freeTensor(&in->k);
  mgpuMemFree(in->positions, NULL);
  free(in->hostPositions);
}

static void call(const Variant *v, bool decode, Inputs *in, Pair *out) {
  int64_t seq = decode ? 1 : SEQ;
  MemRef4 q = memref4(in->q.device, seq), k = memref4(in->k.device, seq);
  MemRef1 positions = {in->positions, in->positions, 0, {SEQ}, {1}};
  if (decode)
    v->decode(out, &q, &k, kDecodeOffset);
  else
    v->qk(out, &q, &k, &positions);
}

/* x [heads, seq, ATT_DIM] rotated in float64 (layout half, base 10000). */
static double *rotateReference(const float *x, int heads, int seq,
                               const int64_t *positions) {
  enum { HALF = ATT_DIM / 2 };
  double *out = malloc((size_t)heads * seq * ATT_DIM * sizeof(double));
  for (int s = 0; s < seq; ++s) {
    for (int i = 0; i < HALF; ++i) {
      double angle =
          (double)positions[s] * pow(10000.0, -2.0 * i / (double)ATT_DIM);
      double c = cos(angle), sn = sin(angle);
      for (int h = 0; h < heads; ++h) {
        size_t row = ((size_t)h * seq + s) * ATT_DIM;
        double a = x[row + i], b = x[row + i + HALF];
        out[row + i] = a * c - b * sn;
        out[row + i + HALF] = a * sn + b * c;
      }
    }
  }
  return out;
}

typedef struct {
  Tensor q, k, v;
  int64_t queries;
  int64_t *queryPositions, *keyPositions;
  void *devQueryPositions, *devKeyPositions;
} AttentionInputs;

/* Positions 7, 8, ... for the keys (the queries: the last `queries`). */
static AttentionInputs makeAttentionInputs(const AttentionVariant *a,
                                           uint64_t *state) {
  AttentionInputs in;
  in.queries = a->decode ? 1 : ATT_SEQ;
  in.q = makeTensor((size_t)ATT_HEADS * in.queries * ATT_DIM, a->bf16, state);
  in.k = makeTensor((size_t)ATT_KV_HEADS * ATT_SEQ * ATT_DIM, a->bf16, state);
  in.v = makeTensor((size_t)ATT_KV_HEADS * ATT_SEQ * ATT_DIM, a->bf16, state);
  in.keyPositions = malloc(ATT_SEQ * sizeof(int64_t));
  for (int64_t s = 0; s < ATT_SEQ; ++s)
    in.keyPositions[s] = 7 + s;
  in.queryPositions = in.keyPositions + (ATT_SEQ - in.queries);
  in.devKeyPositions = devicePositions(in.keyPositions, ATT_SEQ);
  in.devQueryPositions = devicePositions(in.queryPositions, in.queries);
  return in;
}

static void freeAttentionInputs(AttentionInputs *in) {
  freeTensor(&in->q);
  freeTensor(&in->k);
  freeTensor(&in->v);
  mgpuMemFree(in->devKeyPositions, NULL);
  mgpuMemFree(in->devQueryPositions, NULL);
  free(in->keyPositions);
}

static MemRef4 callAttention(const AttentionVariant *a, AttentionInputs *in) {
  MemRef4 out;
  MemRef4 q = memref4Shaped(in->q.device, ATT_HEADS, in->queries, ATT_DIM);
  MemRef4 k = memref4Shaped(in->k.device, ATT_KV_HEADS, ATT_SEQ, ATT_DIM);
  MemRef4 v = memref4Shaped(in->v.device, ATT_KV_HEADS, ATT_SEQ, ATT_DIM);
  MemRef1 keys = {in->devKeyPositions, in->devKeyPositions, 0, {ATT_SEQ}, {1}};
  MemRef1 queries = {
      in->devQueryPositions, in->devQueryPositions, 0, {in->queries}, {1}};
  if (a->decode)
    a->decode(&out, &q, &k, &v, &queries, &keys);
  else
    a->prefill(&out, &q, &k, &v, &keys);
  return out;
}

/* The largest |y - ref| relative to its bound; prints the first failure. */
static double compareAttention(const AttentionVariant *a,
                               const AttentionInputs *in, void *result,
                               bool *ok) {
  int64_t queries = in->queries, diagonal = ATT_SEQ - queries;
  size_t count = (size_t)ATT_HEADS * queries * ATT_DIM;
  void *copy = malloc(count * (a->bf16 ? 2 : 4));
  mgpuMemcpy(copy, result, count * (a->bf16 ? 2 : 4), stream);
  mgpuStreamSynchronize(stream);
  double *rq =
      rotateReference(in->q.host, ATT_HEADS, queries, in->queryPositions);
  double *rk =
      rotateReference(in->k.host, ATT_KV_HEADS, ATT_SEQ, in->keyPositions);
  double *p = malloc(ATT_SEQ * sizeof(double));
  double worst = 0.0;
  for (int h = 0; h < ATT_HEADS; ++h) {
    int kv = h / (ATT_HEADS / ATT_KV_HEADS);
    for (int64_t i = 0; i < queries; ++i) {
      const double *qrow = rq + ((size_t)h * queries + i) * ATT_DIM;
      int64_t visible = a->causal ? i + diagonal + 1 : ATT_SEQ;
      double max = -INFINITY, sum = 0.0;
      for (int64_t j = 0; j < visible; ++j) {
        const double *krow = rk + ((size_t)kv * ATT_SEQ + j) * ATT_DIM;
        double dot = 0.0;
        for (int d = 0; d < ATT_DIM; ++d)
          dot += qrow[d] * krow[d];
        p[j] = 0.125 * dot;
        if (p[j] > max)
          max = p[j];
      }
      for (int64_t j = 0; j < visible; ++j)
        sum += p[j] = exp(p[j] - max);
      for (int d = 0; d < ATT_DIM; ++d) {
        double ref = 0.0;
        for (int64_t j = 0; j < visible; ++j)
          ref += p[j] * in->v.host[((size_t)kv * ATT_SEQ + j) * ATT_DIM + d];
        ref /= sum;
        size_t at = ((size_t)h * queries + i) * ATT_DIM + d;
        double y =
            a->bf16 ? fromBF16(((uint16_t *)copy)[at]) : ((float *)copy)[at];
        double bound =
            a->bf16 ? 1e-2 + ldexp(fabs(ref), -7) : 1e-5 + 1e-5 * fabs(ref);
        double error = fabs(y - ref) / bound;
        if (!(error <= 1.0) && *ok) {
          fprintf(stderr,
                  "  attention %s: head %d query %lld channel %d: %.9g, "
                  "expected %.9g\n",
                  a->name, h, (long long)i, d, y, ref);
          *ok = false;
        }
        if (!(error <= worst))
          worst = error;
      }
    }
  }
  free(p);
  free(rq);
  free(rk);
  free(copy);
  return worst;
}

static bool checkAttention(const AttentionVariant *a, uint64_t *state) {
  AttentionInputs in = makeAttentionInputs(a, state);
  MemRef4 out = callAttention(a, &in);
  mgpuStreamSynchronize(stream);
  bool ok = true;
  double worst = compareAttention(a, &in, out.aligned, &ok);
  printf("%s attention %s [1,8,%lld,64] x [1,2,333,64]: max error %.3f of "
         "the bound\n",
         ok ? "ok" : "FAIL", a->name, (long long)in.queries, worst);
  mgpuMemFree(out.allocated, stream);
  mgpuStreamSynchronize(stream);
  freeAttentionInputs(&in);
  return ok;
}

static int check(void) {
  int passed = 0, failed = 0;
  uint64_t state = 20261130;
  for (int d = 0; d < 2; ++d) {
    bool decode = d == 1;
    int64_t seq = decode ? 1 : SEQ;
    for (int i = 0; i < VARIANTS; ++i) {
      const Variant *v = &kVariants[i];
      Inputs in = makeInputs(v, seq, &state);
      Pair out;
      call(v, decode, &in, &out);
      mgpuStreamSynchronize(stream);
      bool ok = true;
      int64_t offset = kDecodeOffset;
      const int64_t *positions = decode ? &offset : in.hostPositions;
      double worst = compare(v, &in.q, out.q.aligned, seq, positions, &ok);
      double worstK = compare(v, &in.k, out.k.aligned, seq, positions, &ok);
      if (worstK > worst)
        worst = worstK;
      printf("%s %s %s: max error %.3f of the bound\n", ok ? "ok" : "FAIL",
             decode ? "decode [1,32,1,128] offset 32767" : "qk [1,32,4096,128]",
             v->name, worst);
      ok ? ++passed : ++failed;
      mgpuMemFree(out.q.allocated, stream);
      mgpuMemFree(out.k.allocated, stream);
      mgpuStreamSynchronize(stream);
      freeInputs(&in);
    }
  }
  for (int i = 0; i < ATTENTIONS; ++i)
    checkAttention(&kAttentions[i], &state) ? ++passed : ++failed;
  if (failed) {
    printf("%d of %d checks FAILED\n", failed, passed + failed);
    return 1;
  }
  printf("%d checks passed\n", passed);
  return 0;
}

/* Milliseconds per call of `body` over `iterations` calls on the stream. */
typedef void (*Body)(void *context);
static double timeCalls(Body body, void *context, int iterations) {
  for (int i = 0; i < 3; ++i)
    body(context);
  void *start = mgpuEventCreate(), *end = mgpuEventCreate();
  mgpuEventRecord(start, stream);
  for (int i = 0; i < iterations; ++i)
    body(context);
  mgpuEventRecord(end, stream);
  mgpuEventSynchronize(end);
  double ms = ropeCudaEventElapsedMs(start, end) / iterations;
  mgpuEventDestroy(start);
  mgpuEventDestroy(end);
  return ms;
}

typedef struct {
  const Variant *variant;
  bool decode;
  Inputs *inputs;
  void *copyQ, *copyK;
} Work;

static void rotateOnce(void *context) {
  Work *w = context;
  Pair out;
  call(w->variant, w->decode, w->inputs, &out);
  mgpuMemFree(out.q.allocated, stream);
  mgpuMemFree(out.k.allocated, stream);
}

static void copyOnce(void *context) {
  Work *w = context;
  mgpuMemcpy(w->copyQ, w->inputs->q.device, w->inputs->q.bytes, stream);
  mgpuMemcpy(w->copyK, w->inputs->k.device, w->inputs->k.bytes, stream);
}

typedef struct {
  const AttentionVariant *variant;
  AttentionInputs *inputs;
} AttentionWork;

static void attentionOnce(void *context) {
  AttentionWork *w = context;
  MemRef4 out = callAttention(w->variant, w->inputs);
  mgpuMemFree(out.allocated, stream);
}

static int bench(int iterations) {
  uint64_t state = 7;
  printf("%-34s %10s %10s %8s %9s\n", "rotation of Q and K", "rope us",
         "copy us", "GB/s", "copy/rope");
  for (int d = 0; d < 2; ++d) {
    bool decode = d == 1;
    int64_t seq = decode ? 1 : SEQ;
    for (int i = 0; i < VARIANTS; ++i) {
      const Variant *v = &kVariants[i];
      Inputs in = makeInputs(v, seq, &state);
      Work w = {v, decode, &in, mgpuMemAlloc(in.q.bytes, NULL, false),
                mgpuMemAlloc(in.k.bytes, NULL, false)};
      ropeCudaSetCallerStream(stream);
      int n = decode ? iterations * 10 : iterations;
      double rope = timeCalls(rotateOnce, &w, n);
      double copy = timeCalls(copyOnce, &w, n);
      ropeCudaSetCallerStream(NULL);
      double bytes = 2.0 * (in.q.bytes + in.k.bytes);
      char name[64];
      snprintf(name, sizeof(name), "%s %s",
               decode ? "decode" : "[1,32,4096,128]", v->name);
      printf("%-34s %10.2f %10.2f %8.1f %9.3f\n", name, rope * 1e3, copy * 1e3,
             bytes / (rope * 1e-3) / 1e9, copy / rope);
      mgpuMemFree(w.copyQ, NULL);
      mgpuMemFree(w.copyK, NULL);
      freeInputs(&in);
    }
  }
  printf("%-34s %10s\n", "attention (graph form)", "us");
  for (int i = 0; i < ATTENTIONS; ++i) {
    const AttentionVariant *a = &kAttentions[i];
    AttentionInputs in = makeAttentionInputs(a, &state);
    AttentionWork w = {a, &in};
    ropeCudaSetCallerStream(stream);
    double ms = timeCalls(attentionOnce, &w, iterations);
    ropeCudaSetCallerStream(NULL);
    printf("%-34s %10.2f\n", a->name, ms * 1e3);
    freeAttentionInputs(&in);
  }
  return 0;
}

int main(int argc, char **argv) {
  bool doCheck = false, doBench = false;
  int iterations = 50;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--check")) {
      doCheck = true;
    } else if (!strcmp(argv[i], "--bench")) {
      doBench = true;
    } else if (!strcmp(argv[i], "--iterations") && i + 1 < argc) {
      iterations = atoi(argv[++i]);
    } else {
      fprintf(stderr, "usage: %s [--check] [--bench] [--iterations N]\n",
              argv[0]);
      return 2;
    }
  }
  if (!doCheck && !doBench)
    doCheck = doBench = true;
  /* Each line as it is printed: a failing runtime call aborts. */
  setvbuf(stdout, NULL, _IOLBF, 0);
  char message[512];
  if (!ropeCudaProbe(message, sizeof(message))) {
    fprintf(stderr, "gpu-check: no usable GPU: %s\n", message);
    return 77;
  }
  stream = mgpuStreamCreate();
  int status = doCheck ? check() : 0;
  if (doBench && status == 0)
    status = bench(iterations);
  mgpuStreamDestroy(stream);
  return status;
}
