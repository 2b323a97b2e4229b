//===- RopeToLinalg.h - Rope to Linalg conversion ---------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
#define ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H

#include "mlir/IR/Value.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class OpBuilder;
class RewritePatternSet;
class OpBuilder;
class RewriterBase;

namespace rope {

#define GEN_PASS_DECL_CONVERTROPETOLINALGPASS
#define GEN_PASS_DECL_MATERIALIZEROPETABLESPASS
#include "rope/Conversion/Passes.h.inc"

/// Adds the patterns that lower `rope.frequencies`, `rope.rotate` and
/// `rope.rotate_with_tables` to linalg.generic, arith, math and tensor ops.
void populateRopeToLinalgConversionPatterns(RewritePatternSet &patterns);

/// Builds the cos and sin tables of a rotation of `input` ([..., seq,
/// head_dim]) at `positions` by `frequencies` over `pairs` pairs, scaled by
/// `scale` if given: one `linalg.generic` with two results in the compute
/// type (f64 for f64 input, else f32), indexed by [seq, pair] or [batch,
/// seq, pair] (a start offset gives [seq, pair]; multimodal positions
/// [axes, ...] drop the axis, which each pair picks by its section). Angles
/// are formed in float64 and reduced modulo pi/2 before float64
/// polynomials: the exact-angle default of every rope lowering; with
/// `fastAngles`, f32 tables come from f32 angles and math.cos/math.sin (see
/// buildAngleCosSin).
std::pair<Value, Value>
buildRotationTables(OpBuilder &b, Location loc, Value input, Value positions,
                    Value frequencies, Value scale, int64_t pairs,
                    std::optional<ArrayRef<int64_t>> sections,
                    bool fastAngles = false);

/// Replaces every `rope.rotate` nested in `root` by the linalg.generic of its
/// cos/sin tables and a `rope.rotate_with_tables` using them. Rotations of a
/// block that agree on positions, frequencies, scale, sections, pair count
/// and compute type (typically Q and K) share one table generic. With
/// `fastAngles`, f32 tables come from f32 angles and math.cos/math.sin
/// instead of the exact float64 reduction (f64 tables stay exact).
/// Unscaled rotations with constant frequencies first leave out their
/// trailing pairs of frequency zero (the proportional schedule's), which
/// rotate by angle 0: they are neither computed nor given table entries.
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
