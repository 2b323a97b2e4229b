//===- RopeToLinalg.h - Rope to Linalg conversion ---------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
#define ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H

#include "mlir/Pass/Pass.h"

namespace mlir {
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

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
