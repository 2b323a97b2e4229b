//===- DecomposeAttention.h - rope.attention as a flash loop nest -*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOLINALG_DECOMPOSEATTENTION_H
#define ROPE_CONVERSION_ROPETOLINALG_DECOMPOSEATTENTION_H

#include "rope/Dialect/Rope/IR/AttentionCostModel.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Dialect/Rope/Transforms/KeyRotationMode.h"

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewriterBase;
namespace rope {

#define GEN_PASS_DECL_DECOMPOSEATTENTIONPASS
#include "rope/Conversion/Passes.h.inc"

/// The tiles of rope.attention's flash loop nest.
struct AttentionTiles {
  /// Queries per tile (rows of the score block), at least 1; unset, as
  /// getQueryTile chooses for each op.
  std::optional<int64_t> queryTile;
  /// Queries per tile without a causal mask, at least 1; unset, as
  /// queryTile.
  std::optional<int64_t> unmaskedQueryTile;
  /// Keys per block (columns of the score block), at least 1; unset,
  /// kAttentionBF16KeyTile where the products take bf16 operands and
  /// kAttentionKeyTile otherwise.
  std::optional<int64_t> keyTile;
  /// Ranges that flash-decoding splits the keys into when the queries fit
  /// one tile (1: no split); unset, as getKeySplits chooses.
  std::optional<int64_t> keySplits;
  /// bf16 attention: the scaled queries and the probabilities are rounded
  /// to bf16, so that both products of a tile multiply bf16 operands into
  /// f32 sums (what AMX tiles run); otherwise they multiply in f32.
  bool bf16Products = false;
  /// Blocks of f32 scores of static size (all but a last partial block of
  /// dynamic size) with rows of at least 128 keys take the online softmax
  /// one row at a time, on vectors of the whole row (one read of each score,
  /// see FlashSoftmaxRows.cpp), not as element-wise generics over the block:
  /// for a strategy, such as rope-lower-to-llvm's, that lowers vectors of
  /// any length to the target's registers.
  bool rowSoftmax = false;
  /// Where the queries of several query heads that share a key head fit
  /// one tile together (GQA decoding, see getStackedHeads), one tile takes
  /// them all, so that each key and value block is read once for the group
  /// rather than once per query head.
  bool stackQueryHeads = true;
};

/// Returns true if the queries of `op` fit one tile of `queryTile` queries
/// (a static, non-zero count below it): the keys may then be split.
bool fitsOneQueryTile(AttentionOp op, int64_t queryTile);

/// Builds, at the rewriter's insertion point, the tiled online-softmax loop
/// nest that computes `op` and returns its result (the caller replaces the
/// op). The keys are rotated as `keyRotation` says, else as the op records,
/// else as estimateKeyRotation chooses. Fails, with an error and before
/// building anything, for tiles below 1 and for `tiles.keySplits` above 1
/// when the queries do not fit one tile (fitsOneQueryTile).
FailureOr<Value> decomposeAttention(RewriterBase &rewriter, AttentionOp op,
                                    std::optional<KeyRotation> keyRotation,
                                    const AttentionTiles &tiles = {});

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
