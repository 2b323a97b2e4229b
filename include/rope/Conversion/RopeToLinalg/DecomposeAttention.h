//===- DecomposeAttention.h - rope.attention as a flash loop nest -*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_DECOMPOSEATTENTION_H
#define ROPE_CONVERSION_ROPETOLINALG_DECOMPOSEATTENTION_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewriterBase;
namespace rope {

#define GEN_PASS_DECL_DECOMPOSEATTENTIONPASS
#include "rope/Conversion/Passes.h.inc"

/// Builds, at the rewriter's insertion point, the tiled online-softmax loop
/// nest that computes `op` and returns its result (the caller replaces the
/// op). The keys are rotated as `keyRotation` says, else as the op records,
/// else as estimateKeyRotation chooses.
FailureOr<Value> decomposeAttention(RewriterBase &rewriter, AttentionOp op,
                                    std::optional<KeyRotation> keyRotation);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOLINALG_DECOMPOSEATTENTION_H
