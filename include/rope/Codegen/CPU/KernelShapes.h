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
  /// How many k steps ahead the kernel also prefetches the packed right
  /// panel into the L2 (0: none). A block of the panel that the first row
  /// kernel of a cache block reads from the L3 or memory otherwise waits on
  /// the stream prefetcher, which two threads streaming at once outrun.
  int64_t l2PrefetchDistance;
  /// Whether bf16 contractions multiply on vdpbf16ps where the target has
  /// AVX512-BF16: true where it runs at twice the f32 FMA rate (Zen 4 and
  /// 5), false where widening to f32 FMAs is faster (Sapphire and Emerald
  /// Rapids run vdpbf16ps at half the f32 rate; their bf16 goes to AMX).
  bool bf16Dot;
  /// The cache level into which the kernels and loops that stream rows once
  /// from memory prefetch them: 1 (the L1, `prefetcht0`) or 2 (the L2,
  /// `prefetcht1`). These are a decode step's keys, read by the scores loop
  /// (rope-prefetch-rows' `loop-cache-level`), and its values, read by the
  /// one-row P V kernel. Prefetches into the L1 each hold one of its few miss
  /// buffers until the line arrives; Zen 4 then reads keys and values at
  /// two thirds of the rate its L2's prefetches reach.
  int64_t streamCacheLevel;
};

/// The instruction family of a contraction with bf16 operands.
enum class BF16Family { F32FMA, BF16Dot, AMX };

/// Returns the name of `family` as remarks and the `bf16-family` option
/// spell it: "f32-fma", "bf16-dot" or "amx-bf16".
llvm::StringRef getBF16FamilyName(BF16Family family);

/// Checks a `bf16-family` option value against the target: one of "auto",
/// "f32-fma", "bf16-dot" (AVX512-BF16 and 512-bit vectors) or "amx-bf16"
/// (AMX-TILE and AMX-BF16). Returns what is wrong, or an empty string.
std::string checkBF16Family(llvm::StringRef requested, const CPUTarget &target,
                            int64_t vectorBits);

/// Returns the family of bf16 contractions for `requested` (checked):
/// with "auto", AMX tiles where the target has them, else vdpbf16ps where
/// it has AVX512-BF16, no AMX-TILE (an Intel server core under another
/// name) and `shape` says so, else f32 FMAs.
BF16Family selectBF16Family(llvm::StringRef requested, const CPUTarget &target,
                            const CPUKernelShape &shape);

/// Checks an `f16-family` option value against the target: one of "auto",
/// "f32-fma" (f16 results widened to an f32 accumulation) or "f16-fma"
/// (contractions of f16 operands with an f16 result accumulate in f16 on
/// AVX512-FP16; 512-bit vectors). Returns what is wrong, or an empty
/// string.
std::string checkF16Family(llvm::StringRef requested, const CPUTarget &target,
                           int64_t vectorBits);

/// Returns true if `requested` (a checked `f16-family`) asks for the f16
/// FMA kernels: "auto" does not (see checkF16Family).
inline bool isF16FMAFamily(llvm::StringRef requested) {
  return requested == "f16-fma";
}

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
