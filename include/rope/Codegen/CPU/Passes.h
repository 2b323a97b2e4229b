//===- Passes.h - rope-mlir CPU strategy passes -----------------*- C++ -*-===//

#ifndef ROPE_CODEGEN_CPU_PASSES_H
#define ROPE_CODEGEN_CPU_PASSES_H

#include "rope/Dialect/Rope/Transforms/CheckFailureMode.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::rope {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "rope/Codegen/CPU/Passes.h.inc"

/// The widths of vector registers, in bits, that rope-vectorize-elementwise
/// and rope-vectorize-contractions accept: powers of two from SSE's and
/// NEON's 128 to SVE's widest, 2048.
constexpr int64_t kMinVectorBits = 128;
constexpr int64_t kMaxVectorBits = 2048;

/// Reports through `errorHandler` a `vector-bits` option of `pass` outside
/// those widths.
inline LogicalResult
checkVectorBits(function_ref<LogicalResult(const Twine &)> errorHandler,
                StringRef pass, int64_t bits) {
  return checkOptionRange(errorHandler, pass, "vector-bits", bits,
                          kMinVectorBits, kMaxVectorBits, /*powerOfTwo=*/true);
}

/// Adds the patterns of rope-expand-powers: math.fpowi, math.ipowi and
/// math.powf by small integral constants on scalars and vectors as repeated
/// squaring, exact where LLVM's powi is.
void populateExpandPowerPatterns(RewritePatternSet &patterns);

/// Adds the patterns that rewrite f32 math.sin and math.cos on vectors with
/// a range reduction by pi/2 in f64 lanes (pi/2 split in three doubles,
/// exact for |x| < 2^48) and f64 polynomials: within one ulp of the
/// correctly rounded f32 result; lanes beyond 2^48 (rare) fall back to libm.
void populateVectorSinCosPatterns(RewritePatternSet &patterns);

/// Adds the pattern that rewrites f32 math.exp on vectors as 2^n exp r
/// (n = round(x / ln 2), the scale built in the exponent bits, a degree-6
/// polynomial): 14 operations, within 2 ulp of float64 for results from
/// ~2.4e-38 up (1 ulp measured), +0 below that, inf past ln(FLT_MAX),
/// NaN for NaN.
void populateVectorExpPatterns(RewritePatternSet &patterns);

/// Adds the patterns that rewrite unmasked floating-point min and max
/// reductions of a 1-D vector (vector.reduction <maxnumf>, <minnumf>,
/// <maximumf>, <minimumf>) as trees of element-wise min or max over
/// halves of the vector: the same value, in log2(lanes) vector steps
/// instead of a chain of one scalar step per lane.
void populateTreeReductionPatterns(RewritePatternSet &patterns);

/// Adds the pattern that rewrites a float row reduction of a block of rows
/// (vector.multi_reduction <add>, <maxnumf>, <minnumf>, <maximumf> or
/// <minimumf> over the innermost dimension of [1..., rows, n], rows a power
/// of two, n a multiple of it) into element-wise operations on each row's
/// chunks, then on pairs of rows' registers whose halves shuffle together,
/// until one register of `rows` lanes holds every row's result:
/// rope-vectorize-elementwise reduces the rows of softmax in blocks of as
/// many rows as a register has lanes this way.
void populateRowBlockReductionPatterns(RewritePatternSet &patterns);

/// Adds the pattern that rewrites a contraction on tensors with a bf16 or
/// f16 result into the same contraction accumulating in f32 (its initial
/// value widened, a fill as a fill of the widened scalar) followed by one
/// rounding to the result type: the form the contraction kernels take.
/// Without `widenF16`, contractions of f16 operands into f16 are left in
/// f16 (for the f16 FMA kernels).
void populateWidenAccumulatorPatterns(RewritePatternSet &patterns,
                                      bool widenF16 = true);

/// The CPU and features that `rope-set-llvm-target` gives the LLVM module for
/// the options `cpu` and `features` (`host` resolves to the host's).
struct CPUTarget {
  std::string cpu;
  std::string features;

  /// Returns the width of the widest vector registers the features provide:
  /// 512 (AVX-512F), 256 (AVX), else 128.
  int64_t getVectorBits() const;
  /// Returns true if the target converts f32 to bf16 in hardware
  /// (AVX512_BF16).
  bool hasBF16Conversion() const;
  /// Returns true if the target multiplies bf16 on AMX tiles (AMX-TILE and
  /// AMX-BF16).
  bool hasAMXBF16() const;
  /// Returns true if the target has AMX-TILE (Sapphire Rapids and later
  /// Intel server cores, whatever name a virtual machine reports).
  bool hasAMXTile() const;
  /// Returns true if the target computes in f16 (AVX512-FP16: vfmadd...ph
  /// on 32 lanes of a 512-bit register).
  bool hasAVX512FP16() const;
};
CPUTarget resolveCPUTarget(StringRef cpu, StringRef features);

/// Checks the `target-cpu` and `target-features` options: a known x86 CPU
/// (or `host`) and features of the form +name/-name. Returns a message
/// saying what is wrong, or an empty string.
std::string checkCPUTarget(StringRef cpu, StringRef features);

} // namespace mlir::rope

#endif // ROPE_CODEGEN_CPU_PASSES_H
