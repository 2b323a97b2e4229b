//===- RopeToLinalg.h - Rope to Linalg conversion ---------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
#define ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H

#include "mlir/IR/Value.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class OpBuilder;
class RewritePatternSet;
class RewriterBase;

namespace rope {

#define GEN_PASS_DECL_CONVERTROPETOLINALGPASS
#define GEN_PASS_DECL_MATERIALIZEROPETABLESPASS
#include "rope/Conversion/Passes.h.inc"

/// Adds the patterns that lower `rope.frequencies`, `rope.rotate` and
/// `rope.rotate_with_tables` to linalg.generic, arith, math and tensor ops.
void populateRopeToLinalgConversionPatterns(RewritePatternSet &patterns);

/// Replaces every `rope.rotate` nested in `root` by the linalg.generic of its
/// cos/sin tables and a `rope.rotate_with_tables` using them. Rotations of a
/// block that agree on positions, frequencies, scale, sections, pair count
/// and compute type (typically Q and K) share one table generic. With
/// `fastAngles`, f32 tables come from f32 angles and math.cos/math.sin
/// instead of the exact float64 reduction (f64 tables stay exact).
void materializeRotationTables(RewriterBase &rewriter, Operation *root,
                               bool fastAngles = false);

/// Returns cos and sin, in the float type `type`, of the angle of the
/// integer or index `position` times the float `frequency`: by default the
/// product in float64, reduced modulo pi/2 (Cody-Waite) and evaluated with
/// float64 polynomials (exact to an ulp of `type` even near 2^24); with
/// `fastAngles` and an f32 `type`, the f32 product and math.cos/math.sin.
/// Scalar code, shared by the table generics and the GPU kernels.
std::pair<Value, Value> buildAngleCosSin(OpBuilder &b, Location loc,
                                         Value position, Value frequency,
                                         Type type, bool fastAngles);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
