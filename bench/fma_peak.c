// The f32 FMA peak of this machine, for bench/attention.py: every figure of a
// compute-bound kernel there is read as a fraction of what this loop reaches
// in the same run.
//
// bench/attention.py builds this file with
//     clang-22 -O3 -march=native -shared -fPIC -fopenmp (LLVM's libomp)
// and calls fma_peak through ctypes. Each thread runs kChains independent
// chains of 512-bit FMAs (acc = acc * m + a, 16 floats per instruction): with
// an FMA latency of 4 cycles and two FMA pipes (Zen 4 and Zen 5), 8 chains
// keep both pipes busy; 16 leave headroom and fit the 32 zmm registers with
// the two operands. The chains converge to a / (1 - m), so the values stay
// normal numbers (no denormal slowdown, no overflow).

#include <immintrin.h>
#include <omp.h>
#include <stdint.h>

enum { kChains = 16, kLanes = 16 };

/// Floating-point operations one iteration of one thread performs.
int64_t fma_peak_flops_per_iteration(void) { return 2 * kChains * kLanes; }

/// Runs `iterations` iterations of the FMA chains on every thread of an
/// OpenMP parallel region (OMP_NUM_THREADS threads) and returns the number of
/// threads that ran them. `m` and `a` come from the caller so that nothing is
/// folded; the sum of the results goes to `*sink` so that nothing is dead.
int fma_peak(int64_t iterations, float m, float a, float *sink) {
  int threads = 1;
  float total = 0.0f;
#pragma omp parallel reduction(+ : total)
  {
#pragma omp single
    threads = omp_get_num_threads();
    const __m512 mul = _mm512_set1_ps(m);
    const __m512 add = _mm512_set1_ps(a);
    __m512 acc[kChains];
    for (int c = 0; c < kChains; ++c)
      acc[c] = _mm512_set1_ps((float)c);
    for (int64_t i = 0; i < iterations; ++i) {
#pragma clang loop unroll(full)
      for (int c = 0; c < kChains; ++c)
        acc[c] = _mm512_fmadd_ps(acc[c], mul, add);
    }
    __m512 sum = acc[0];
    for (int c = 1; c < kChains; ++c)
      sum = _mm512_add_ps(sum, acc[c]);
    total += _mm512_reduce_add_ps(sum);
  }
  *sink = total;
  return threads;
}
