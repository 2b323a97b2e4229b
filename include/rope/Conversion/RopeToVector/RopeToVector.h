//===- RopeToVector.h - Rope to vector conversion ---------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace rope {

#define GEN_PASS_DECL_CONVERTROPETOVECTORPASS
#include "rope/Conversion/Passes.h.inc"

/// The widest head (in elements) that a rotation is vectorized for: a row
/// of the head becomes one vector value.
constexpr int64_t kMaxVectorizedHeadDim = 1024;

/// Adds the pattern that lowers `rope.rotate_with_tables` with a static head
/// dimension of at most kMaxVectorizedHeadDim to an `scf.forall` over the
/// rows of its input, each row rotated as one vector: the halves of the
/// rotated channels (`half`) or their `vector.deinterleave`d pairs
/// (`interleaved`) combined with the row's cos and sin, computed in f32 (f64
/// for f64 input) and rounded once.
void populateRopeToVectorConversionPatterns(RewritePatternSet &patterns);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
