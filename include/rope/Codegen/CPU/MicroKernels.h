//===- MicroKernels.h - Instruction families of matmul kernels --*- C++ -*-===//
//
// rope-vectorize-contractions builds the cache blocks, the packed panels and
// the register block of a contraction once; what the register block
// computes with is an instruction family, one file each under
// lib/Codegen/CPU/Kernels/: f32 FMA today (F32FMA.cpp); bf16 dot products
// (vdpbf16ps), f16 and AMX tiles are to be siblings with their own packed
// layouts.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_CPU_MICROKERNELS_H
#define ROPE_CODEGEN_CPU_MICROKERNELS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <memory>

namespace mlir::rope {

/// The instructions a micro-kernel's register block is computed with.
class MicroKernelFamily {
public:
  virtual ~MicroKernelFamily() = default;

  /// Returns the family's name, which remarks show (e.g. "f32-fma").
  virtual StringRef getName() const = 0;

  /// Turns `tile`, a linalg.contract of one register block on memrefs (its
  /// right operand [k, columns], its left [rows, k] or [k, rows]), into
  /// vector code; the caller erases `tile`.
  virtual LogicalResult vectorizeTile(RewriterBase &rewriter,
                                      linalg::ContractOp tile) const = 0;

  /// Adds the patterns that run on the vectorized tiles before the
  /// accumulator is hoisted out of the k loop: the tile's contraction
  /// into the family's per-k-step form.
  virtual void populateContractPatterns(RewritePatternSet &patterns) const = 0;

  /// Adds the patterns that run after hoisting: the per-k-step form into
  /// the family's instructions on 1-D vectors, loads and stores.
  virtual void populateLoweringPatterns(RewritePatternSet &patterns) const = 0;
};

/// Returns the f32 FMA family: operands widened to f32, one `vector.fma`
/// per row and register of the block for each k (vfmadd231ps).
std::unique_ptr<MicroKernelFamily> createF32FMAKernelFamily();

} // namespace mlir::rope

#endif // ROPE_CODEGEN_CPU_MICROKERNELS_H
