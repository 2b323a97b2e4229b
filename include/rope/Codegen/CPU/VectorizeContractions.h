//===- VectorizeContractions.h - Register-blocked matmul kernels *- C++ -*-===//
//
// The contraction step of the CPU strategy without the pass, for transform
// ops and compilers that choose the register block themselves.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_CPU_VECTORIZECONTRACTIONS_H
#define ROPE_CODEGEN_CPU_VECTORIZECONTRACTIONS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <string>

namespace mlir::rope {

/// Replaces `op`, a contraction on memrefs, by rope-vectorize-contractions'
/// cache-blocked loops around a `rows` x `cols` register-blocked
/// micro-kernel for registers of `vectorBits` bits. Fails, with `reason`
/// set and the IR unchanged, when the kernels do not support `op`; fails
/// with `reason` empty and an error emitted when the kernel cannot be
/// built.
LogicalResult vectorizeContraction(RewriterBase &rewriter, linalg::LinalgOp op,
                                   int64_t vectorBits, int64_t rows,
                                   int64_t cols, std::string &reason);

} // namespace mlir::rope

#endif // ROPE_CODEGEN_CPU_VECTORIZECONTRACTIONS_H
