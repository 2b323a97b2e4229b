//===- Passes.h - rope-mlir transforms --------------------------*- C++ -*-===//

#ifndef ROPE_TRANSFORMS_PASSES_H
#define ROPE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "rope/Transforms/Passes.h.inc"

/// Adds the pattern that rewrites `tm_tensor.scatter` on tensors (matched by
/// name, so torch-mlir's op as well as rope-mlir's declaration of it) into
/// an scf.for of slice updates (rope-lower-tm-tensor).
void populateLowerTMTensorPatterns(RewritePatternSet &patterns);

/// Adds the pattern of rope-elementwise-in-place: an element-wise
/// linalg.generic result that starts from a tensor.empty starts from an input
/// of the same type that dies there instead.
void populateElementwiseInPlacePatterns(RewritePatternSet &patterns);

/// Adds the pattern of rope-fuse-multiply-adds: an llvm.fadd of a
/// single-use llvm.fmul, both `contract`, becomes llvm.intr.fmuladd.
void populateFuseMultiplyAddsPatterns(RewritePatternSet &patterns);

} // namespace mlir::rope

#endif // ROPE_TRANSFORMS_PASSES_H
