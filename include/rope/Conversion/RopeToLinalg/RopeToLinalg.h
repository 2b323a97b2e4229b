//===- RopeToLinalg.h - Rope to Linalg conversion ---------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
#define ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace rope {

#define GEN_PASS_DECL_CONVERTROPETOLINALGPASS
#include "rope/Conversion/Passes.h.inc"

/// Adds the patterns that lower `rope.frequencies`, `rope.rotate` and
/// `rope.rotate_with_tables` to linalg.generic, arith, math and tensor ops.
void populateRopeToLinalgConversionPatterns(RewritePatternSet &patterns);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOLINALG_ROPETOLINALG_H
