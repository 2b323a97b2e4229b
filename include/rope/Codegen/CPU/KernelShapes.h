//===- KernelShapes.h - Contraction kernel shapes per CPU -------*- C++ -*-===//
//
// The table from which rope-vectorize-contractions takes the shape of its
// register-blocked micro-kernels: one row per CPU generation (and generic
// rows per vector width), chosen from the target CPU and features.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_CPU_KERNELSHAPES_H
#define ROPE_CODEGEN_CPU_KERNELSHAPES_H

#include "rope/Codegen/CPU/Passes.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::rope {

/// One row of the kernel-shape table: what the CPU offers (the inputs) and
/// the micro-kernel chosen for it (the outputs).
struct CPUKernelShape {
  /// The row's name, which the selection remark shows (e.g. "zen4").
  llvm::StringRef name;
  /// Width of the vector registers the kernels use, in bits.
  int64_t vectorBits;
  /// Architectural vector registers (16 with AVX2, 32 with AVX-512).
  int64_t registers;
  /// Vector FMAs of that width the core starts per cycle (Zen 4 splits a
  /// 512-bit FMA over its two 256-bit pipes: 1), and their latency in
  /// cycles: ports x latency accumulators keep every pipe busy.
  int64_t fmaPorts;
  int64_t fmaLatency;
  /// Per-core data cache sizes in KiB.
  int64_t l1KiB;
  int64_t l2KiB;
  /// The register block: `rows` rows of the result by `vectorColumns`
  /// registers of columns, rows x vectorColumns accumulators.
  int64_t rows;
  int64_t vectorColumns;
  /// Times the kernel's k loop is unrolled (1: not).
  int64_t unroll;
  /// How many k steps ahead the kernel prefetches the packed right panel
  /// (0: none, the hardware's stream prefetcher follows it).
  int64_t prefetchDistance;
};

/// Returns the rows of the table for known CPU generations, in order.
llvm::ArrayRef<CPUKernelShape> getCPUKernelShapes();

/// Returns the LLVM CPU names (e.g. "znver4") that select the row `name`.
llvm::ArrayRef<llvm::StringRef> getKernelShapeCPUs(llvm::StringRef name);

/// Returns the generic row for vector registers of `vectorBits` bits
/// ("generic-avx512", "generic-avx2", "generic-sse", or "generic-<bits>"
/// for wider scalable widths).
CPUKernelShape getGenericKernelShape(int64_t vectorBits);

/// Selects the row for `target`: the row of its CPU generation when the
/// target's features still give that row's vector width (znver4 with
/// -avx512f takes the generic AVX2 row), else the generic row of the
/// features' vector width.
CPUKernelShape selectKernelShape(const CPUTarget &target);

} // namespace mlir::rope

#endif // ROPE_CODEGEN_CPU_KERNELSHAPES_H
