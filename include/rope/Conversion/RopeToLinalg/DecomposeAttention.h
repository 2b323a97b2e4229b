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

/// Builds, at the rewriter's insertion point, `op` as the graph that
/// rope-fuse-attention fuses: `rope.rotate` of the queries and keys, a
/// scores contraction (query head h reading key head h / group), scale and
/// causal mask, `linalg.softmax`, the PV contraction, all in f32 (f64 for
/// f64) and rounded once; every intermediate is a whole tensor. Returns the
/// result; fails, with an error, when a head count is dynamic (query head h
/// reads key head h / group in an affine map).
FailureOr<Value> buildAttentionGraph(RewriterBase &rewriter, AttentionOp op);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOLINALG_DECOMPOSEATTENTION_H
