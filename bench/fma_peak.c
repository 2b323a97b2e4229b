// The f32 FMA peak of this CPU, for bench/matmul.py: every thread runs
// chains of fused multiply-adds on the widest vector registers
// (-march=native: zmm with AVX-512F, else ymm), more independent chains than
// the FMA latency times the FMA units, so nothing but FMA throughput limits
// it. Built with clang-22 -O3 -march=native -fopenmp.

#include <immintrin.h>
#include <stdint.h>

#ifdef __AVX512F__
// 32 zmm registers: 16 accumulators and the two operands.
#define CHAINS 16
typedef __m512 vec;
#define LANES 16
#define SET1 _mm512_set1_ps
#define FMA _mm512_fmadd_ps
#define ADD _mm512_add_ps
#define STORE _mm512_storeu_ps
#else
// 16 ymm registers: 12 accumulators (at least the 2 ports x 5 cycles of
// latency of any AVX2 core) and the two operands. 16 chains spilled to the
// stack inside the loop and read 40 % of the peak on a Zen 1 EPYC.
#define CHAINS 12
typedef __m256 vec;
#define LANES 8
#define SET1 _mm256_set1_ps
#define FMA _mm256_fmadd_ps
#define ADD _mm256_add_ps
#define STORE _mm256_storeu_ps
#endif

/// Returns the f32 lanes of one FMA.
int fma_peak_lanes(void) { return LANES; }

/// Runs `rounds` rounds of CHAINS independent FMAs on each of `threads`
/// OpenMP threads and returns the f32 flops done (2 per lane and FMA).
double fma_peak_run(int64_t rounds, int threads) {
  float sink[LANES];
#pragma omp parallel num_threads(threads)
  {
    vec acc[CHAINS];
    for (int i = 0; i < CHAINS; ++i)
      acc[i] = SET1(1.0f + i * 1e-3f);
    vec x = SET1(0.999999f), y = SET1(1e-7f);
    for (int64_t r = 0; r < rounds; ++r) {
#pragma clang loop unroll(full)
      for (int i = 0; i < CHAINS; ++i)
        acc[i] = FMA(acc[i], x, y);
      // Keeps the chains from being folded away.
      __asm__ volatile("" : "+v"(x));
    }
    vec total = acc[0];
    for (int i = 1; i < CHAINS; ++i)
      total = ADD(total, acc[i]);
#pragma omp critical
    STORE(sink, total);
  }
  volatile float keep = sink[0];
  (void)keep;
  return 2.0 * LANES * CHAINS * (double)rounds * threads;
}
