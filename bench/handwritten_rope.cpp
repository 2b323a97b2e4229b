// Hand-written baselines for bench/rotate.py and bench/rotate_table.py: a
// STREAM copy and the RoPE loop a performance engineer would write by hand.
//
// bench/rotate.py builds this file with
//     clang++-22 -O3 -march=native -shared -fPIC
// (single-threaded: the OpenMP pragmas are ignored), bench/rotate_table.py
// adds -fopenmp and links LLVM's libomp, so that the loops run on
// OMP_NUM_THREADS threads. Both call the extern "C" functions through ctypes.
// Arrays are dense and row-major: x and out are [rows, seq, head_dim] (rows =
// batch * heads), the tables are [seq, head_dim / 2]. The whole head is rotated
// (rotary_dim == head_dim), which is the case the benchmarks measure.
//
// The tables use the same arithmetic as rope-mlir's lowering, so that the two
// do the same work: the angle position * theta in double, reduced modulo 2*pi
// (two-constant Cody-Waite), then sincosf in float.

#include <cmath>
#include <cstdint>
#include <vector>

namespace {

constexpr double kInvTwoPi = 0.15915494309189535;
constexpr double kTwoPiHi = 6.2831853032112122;     // 2*pi rounded to 26 bits
constexpr double kTwoPiLo = 3.9683743187221617e-9;  // 2*pi - kTwoPiHi

// Per-call table storage, kept between calls so that the timed loop does not
// allocate (and fault in) fresh pages each time.
std::vector<float> &cosStorage() {
  static std::vector<float> storage;
  return storage;
}
std::vector<float> &sinStorage() {
  static std::vector<float> storage;
  return storage;
}

void rotateHalf(const float *__restrict x, const float *__restrict cosTable,
                const float *__restrict sinTable, float *__restrict out,
                int64_t rows, int64_t seq, int64_t headDim) {
  const int64_t half = headDim / 2;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t s = 0; s < seq; ++s) {
      const float *xs = x + (r * seq + s) * headDim;
      float *os = out + (r * seq + s) * headDim;
      const float *c = cosTable + s * half;
      const float *sn = sinTable + s * half;
      for (int64_t i = 0; i < half; ++i) {
        const float a = xs[i], b = xs[i + half];
        os[i] = a * c[i] - b * sn[i];
        os[i + half] = a * sn[i] + b * c[i];
      }
    }
  }
}

void rotateInterleaved(const float *__restrict x,
                       const float *__restrict cosTable,
                       const float *__restrict sinTable,
                       float *__restrict out, int64_t rows, int64_t seq,
                       int64_t headDim) {
  const int64_t half = headDim / 2;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t s = 0; s < seq; ++s) {
      const float *xs = x + (r * seq + s) * headDim;
      float *os = out + (r * seq + s) * headDim;
      const float *c = cosTable + s * half;
      const float *sn = sinTable + s * half;
      for (int64_t i = 0; i < half; ++i) {
        const float a = xs[2 * i], b = xs[2 * i + 1];
        os[2 * i] = a * c[i] - b * sn[i];
        os[2 * i + 1] = a * sn[i] + b * c[i];
      }
    }
  }
}

} // namespace

extern "C" {

// STREAM "copy": b[i] = a[i]. no_builtin keeps clang from turning the loop
// into a call to memcpy (glibc's memcpy switches to non-temporal stores for
// large sizes, which is a different experiment: bench/rotate.py times
// numpy's copyto for that one).
__attribute__((no_builtin("memcpy"))) void
bench_stream_copy(const float *__restrict a, float *__restrict b, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    b[i] = a[i];
}

// The same copy on OMP_NUM_THREADS threads, each copying one contiguous
// block: STREAM's parallel copy.
__attribute__((no_builtin("memcpy"))) void
bench_stream_copy_parallel(const float *__restrict a, float *__restrict b,
                           int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    b[i] = a[i];
}

// cos/sin tables [seq, half] for the given positions and frequencies.
void bench_rope_tables(const int64_t *__restrict positions,
                       const float *__restrict freqs, int64_t seq,
                       int64_t half, float *__restrict cosTable,
                       float *__restrict sinTable) {
#pragma omp parallel for schedule(static)
  for (int64_t s = 0; s < seq; ++s) {
    const double m = static_cast<double>(positions[s]);
    for (int64_t i = 0; i < half; ++i) {
      const double angle = m * static_cast<double>(freqs[i]);
      const double k = std::nearbyint(angle * kInvTwoPi);
      const float reduced =
          static_cast<float>((angle - k * kTwoPiHi) - k * kTwoPiLo);
      // glibc's sincosf, the call LLVM makes of rope-mlir's math.cos +
      // math.sin pair (std::cos/std::sin set errno and are not merged).
      ::sincosf(reduced, &sinTable[s * half + i], &cosTable[s * half + i]);
    }
  }
}

// Rotation only, with tables given. interleaved: 0 = half, 1 = interleaved.
void bench_rope_rotate_tables(const float *x, const float *cosTable,
                              const float *sinTable, float *out, int64_t rows,
                              int64_t seq, int64_t headDim,
                              int32_t interleaved) {
  if (interleaved)
    rotateInterleaved(x, cosTable, sinTable, out, rows, seq, headDim);
  else
    rotateHalf(x, cosTable, sinTable, out, rows, seq, headDim);
}

// The whole operation as a user calls it: tables computed in this call, then
// the rotation, out of place.
void bench_rope_rotate(const float *x, const int64_t *positions,
                       const float *freqs, float *out, int64_t rows,
                       int64_t seq, int64_t headDim, int32_t interleaved) {
  const int64_t half = headDim / 2;
  std::vector<float> &cosTable = cosStorage();
  std::vector<float> &sinTable = sinStorage();
  cosTable.resize(seq * half);
  sinTable.resize(seq * half);
  bench_rope_tables(positions, freqs, seq, half, cosTable.data(),
                    sinTable.data());
  bench_rope_rotate_tables(x, cosTable.data(), sinTable.data(), out, rows, seq,
                           headDim, interleaved);
}

// Calls that take a microsecond or so (decode: one position) are too short to
// time one at a time from Python; these make `repeats` calls in a row.

void bench_stream_copy_repeat(const float *a, float *b, int64_t n,
                              int32_t parallel, int64_t repeats) {
  for (int64_t k = 0; k < repeats; ++k) {
    if (parallel)
      bench_stream_copy_parallel(a, b, n);
    else
      bench_stream_copy(a, b, n);
  }
}

void bench_rope_rotate_repeat(const float *x, const int64_t *positions,
                              const float *freqs, float *out, int64_t rows,
                              int64_t seq, int64_t headDim, int32_t interleaved,
                              int64_t repeats) {
  for (int64_t k = 0; k < repeats; ++k)
    bench_rope_rotate(x, positions, freqs, out, rows, seq, headDim,
                      interleaved);
}

// A compiled entry point taking (memref *x, index offset, memref *out), as
// _mlir_ciface_ wrappers of rope-mlir's decode functions do, called through
// its address so that nothing is inlined across the call.
void bench_repeat_kernel(void (*kernel)(void *, int64_t, void *), void *x,
                         int64_t offset, void *out, int64_t repeats) {
  for (int64_t k = 0; k < repeats; ++k)
    kernel(x, offset, out);
}

} // extern "C"
