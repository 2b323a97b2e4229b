// The low-precision peaks of this CPU, beside fma_peak.c's f32 one, for
// bench/peaks.py: every thread runs independent chains of one instruction,
// more chains than its latency times its throughput, so nothing but that
// instruction's throughput limits it.
//
//   LOWP_DPBF16  AVX512-BF16 vdpbf16ps on zmm: 16 f32 lanes, each adding two
//                bf16 products, 64 flops per instruction;
//   LOWP_FP16    AVX512-FP16 vfmadd...ph on zmm: 32 f16 lanes, 64 flops;
//   LOWP_AMX     AMX tdpbf16ps: a 16x16 f32 tile += a 16x32 bf16 tile times a
//                32x16 one (VNNI pairs), 16 * 16 * 32 * 2 flops.
//
// A kernel is compiled only when the compiler's target has the feature
// (-march=native on a CPU with it) and runs only when cpuid says the CPU and
// the OS (XCR0) have it; AMX also needs the kernel's permission for tile
// data (arch_prctl). Built with clang-22 -O3 -march=native -fopenmp.

#include <immintrin.h>
#include <stdint.h>

#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <cpuid.h>

enum { LOWP_DPBF16 = 0, LOWP_FP16 = 1, LOWP_AMX = 2 };

/// What lowp_peak_available returns.
enum {
  LOWP_READY = 1,
  LOWP_NOT_COMPILED = 0,  // the compiler's target lacks the feature
  LOWP_NO_CPU = -1,       // the CPU (or the OS's XCR0) lacks it
  LOWP_REFUSED = -2,      // Linux refused the AMX tile data permission
};

#define CHAINS 16

/// Whether cpuid leaf 7 (subleaf `sub`) sets `bit` of register `reg` (1 EBX,
/// 2 ECX, 3 EDX, 0 EAX) and XCR0 has all of `xcr0` (the OS saves that state).
__attribute__((unused)) static int cpuHas(unsigned sub, int reg, int bit, uint64_t xcr0) {
  unsigned r[4];
  if (!__get_cpuid_count(7, sub, &r[0], &r[1], &r[2], &r[3]) ||
      !((r[reg] >> bit) & 1))
    return 0;
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !((c >> 27) & 1)) // OSXSAVE
    return 0;
  unsigned lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return ((((uint64_t)hi << 32) | lo) & xcr0) == xcr0;
}

// XCR0: SSE, AVX, and the three AVX-512 states; AMX tile config and data.
#define XCR0_AVX512 0xe6u
#define XCR0_AMX (3ull << 17)

#ifdef __AVX512BF16__
static double runDpbf16(int64_t rounds, int threads) {
  float sink[16];
#pragma omp parallel num_threads(threads)
  {
    __m512 acc[CHAINS];
    for (int i = 0; i < CHAINS; ++i)
      acc[i] = _mm512_set1_ps(1.0f + i * 1e-3f);
    __m512bh x = _mm512_cvtne2ps_pbh(_mm512_set1_ps(1.0f),
                                     _mm512_set1_ps(1.0f));
    __m512bh y = _mm512_cvtne2ps_pbh(_mm512_set1_ps(0x1p-20f),
                                     _mm512_set1_ps(0x1p-20f));
    for (int64_t r = 0; r < rounds; ++r) {
#pragma clang loop unroll(full)
      for (int i = 0; i < CHAINS; ++i)
        acc[i] = _mm512_dpbf16_ps(acc[i], x, y);
      // Keeps the chains from being folded away.
      __asm__ volatile("" : "+v"(x));
    }
    __m512 total = acc[0];
    for (int i = 1; i < CHAINS; ++i)
      total = _mm512_add_ps(total, acc[i]);
#pragma omp critical
    _mm512_storeu_ps(sink, total);
  }
  volatile float keep = sink[0];
  (void)keep;
  return 64.0 * CHAINS * (double)rounds * threads;
}
#endif

#ifdef __AVX512FP16__
static double runFp16(int64_t rounds, int threads) {
  _Float16 sink[32];
#pragma omp parallel num_threads(threads)
  {
    __m512h acc[CHAINS];
    for (int i = 0; i < CHAINS; ++i)
      acc[i] = _mm512_set1_ph((_Float16)(1.0f + i * 1e-2f));
    // acc = acc / 2 + 1 tends to 2: no overflow, no subnormals.
    __m512h x = _mm512_set1_ph((_Float16)0.5f), y = _mm512_set1_ph(1);
    for (int64_t r = 0; r < rounds; ++r) {
#pragma clang loop unroll(full)
      for (int i = 0; i < CHAINS; ++i)
        acc[i] = _mm512_fmadd_ph(acc[i], x, y);
      __asm__ volatile("" : "+v"(x));
    }
    __m512h total = acc[0];
    for (int i = 1; i < CHAINS; ++i)
      total = _mm512_add_ph(total, acc[i]);
#pragma omp critical
    _mm512_storeu_ph(sink, total);
  }
  volatile _Float16 keep = sink[0];
  (void)keep;
  return 64.0 * CHAINS * (double)rounds * threads;
}
#endif

#if defined(__AMX_TILE__) && defined(__AMX_BF16__)
/// The 64-byte operand of ldtilecfg (palette 1).
struct TileConfig {
  uint8_t palette, startRow, reserved[14];
  uint16_t bytesPerRow[16];
  uint8_t rows[16];
};

static double runAmx(int64_t rounds, int threads) {
  float sink[16 * 16];
#pragma omp parallel num_threads(threads)
  {
    // Tiles 0-3 accumulate (16 x 16 f32), 4-5 are A and 6-7 B (16 rows of
    // 32 bf16): each accumulator pairs one A with one B, and the loop does no
    // loads.
    struct TileConfig config = {.palette = 1};
    for (int t = 0; t < 8; ++t) {
      config.bytesPerRow[t] = 64;
      config.rows[t] = 16;
    }
    _tile_loadconfig(&config);
    uint16_t operand[16 * 32];
    for (int i = 0; i < 16 * 32; ++i)
      operand[i] = 0x3580; // bf16 2^-20
    _tile_loadd(4, operand, 64);
    _tile_loadd(5, operand, 64);
    _tile_loadd(6, operand, 64);
    _tile_loadd(7, operand, 64);
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
    for (int64_t r = 0; r < rounds; ++r) {
      _tile_dpbf16ps(0, 4, 6);
      _tile_dpbf16ps(1, 4, 7);
      _tile_dpbf16ps(2, 5, 6);
      _tile_dpbf16ps(3, 5, 7);
    }
#pragma omp critical
    {
      _tile_stored(0, sink, 64);
      _tile_stored(1, sink, 64);
      _tile_stored(2, sink, 64);
      _tile_stored(3, sink, 64);
    }
    _tile_release();
  }
  volatile float keep = sink[0];
  (void)keep;
  return 4.0 * 16 * 16 * 32 * 2 * (double)rounds * threads;
}

/// Asks Linux for the permission to use AMX tile data (ARCH_REQ_XCOMP_PERM,
/// XFEATURE_XTILEDATA): without it the first tile instruction is killed by
/// SIGILL. Once granted it holds for every thread of the process.
static int amxPermitted(void) {
#ifdef __linux__
  return syscall(SYS_arch_prctl, 0x1023, 18) == 0;
#else
  return 0;
#endif
}
#endif

/// Whether `kernel` can run here: LOWP_READY, or why not.
int lowp_peak_available(int kernel) {
  switch (kernel) {
  case LOWP_DPBF16:
#ifdef __AVX512BF16__
    return cpuHas(1, 0, 5, XCR0_AVX512) ? LOWP_READY : LOWP_NO_CPU;
#else
    return LOWP_NOT_COMPILED;
#endif
  case LOWP_FP16:
#ifdef __AVX512FP16__
    return cpuHas(0, 3, 23, XCR0_AVX512) ? LOWP_READY : LOWP_NO_CPU;
#else
    return LOWP_NOT_COMPILED;
#endif
  case LOWP_AMX:
#if defined(__AMX_TILE__) && defined(__AMX_BF16__)
    if (!cpuHas(0, 3, 24, XCR0_AMX) || !cpuHas(0, 3, 22, XCR0_AMX))
      return LOWP_NO_CPU;
    return amxPermitted() ? LOWP_READY : LOWP_REFUSED;
#else
    return LOWP_NOT_COMPILED;
#endif
  }
  return LOWP_NOT_COMPILED;
}

/// Runs `rounds` rounds of `kernel`'s chains on each of `threads` OpenMP
/// threads and returns the flops done, or 0 when the kernel cannot run here
/// (lowp_peak_available says why).
double lowp_peak_run(int kernel, int64_t rounds, int threads) {
  (void)rounds, (void)threads; // unused where no kernel is compiled
  if (lowp_peak_available(kernel) != LOWP_READY)
    return 0.0;
  switch (kernel) {
#ifdef __AVX512BF16__
  case LOWP_DPBF16:
    return runDpbf16(rounds, threads);
#endif
#ifdef __AVX512FP16__
  case LOWP_FP16:
    return runFp16(rounds, threads);
#endif
#if defined(__AMX_TILE__) && defined(__AMX_BF16__)
  case LOWP_AMX:
    return runAmx(rounds, threads);
#endif
  }
  return 0.0;
}
