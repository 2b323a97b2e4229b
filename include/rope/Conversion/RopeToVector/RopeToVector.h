//===- RopeToVector.h - Rope to vector conversion ---------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
#define ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H

#include "mlir/IR/Value.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class OpBuilder;
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
/// Adds the pattern lowering rope.rotate_with_tables to an scf.forall of row
/// vectors; `positionBlock` positions per block (see the pass's
/// `position-block` option), 0 for the rows in order.
void populateRopeToVectorConversionPatterns(RewritePatternSet &patterns,
                                            int64_t positionBlock = 0);

/// Converts a float vector to the element type `type` (extf or truncf).
Value castVector(OpBuilder &b, Location loc, Value value, Type type);

/// Rotates the pairs (first[i], second[i]) of two vectors by the angles whose
/// cos and sin are `cos` and `sin`: (a cos - b sin, a sin + b cos), or by the
/// negated angles when `inverse`. Shared by the CPU and GPU lowerings.
std::pair<Value, Value> rotatePairs(OpBuilder &b, Location loc, Value first,
                                    Value second, Value cos, Value sin,
                                    bool inverse);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOVECTOR_ROPETOVECTOR_H
