//===- FuseAttention.h - Rotated attention into rope.attention --*- C++ -*-===//
//
// The matcher and rewrite behind rope-fuse-attention, for compilers that want
// them without the pass: matchAttention recognizes rope.rotate(Q),
// rope.rotate(K) -> QK^T -> scale -> causal mask -> softmax -> PV in
// linalg-on-tensors IR; fuseAttention replaces a match by one rope.attention.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_FUSEATTENTION_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_FUSEATTENTION_H

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <string>

namespace mlir::rope {

/// An integer element the graph reads at run time: `tensor` (of integers)
/// at the constant `index`, such as the cache position a static KV cache's
/// mask compares the keys with. With `queryDim`, one element per query:
/// dimension `*queryDim` is indexed by the query (its entry in `index` is
/// 0), as a chunk of queries reads each one's cache position. Or an integer
/// value of the graph itself (`tensor` of integer or index type, `index`
/// empty), such as the past length of a cache whose size is symbolic.
struct RuntimeScalar {
  Value tensor;
  SmallVector<int64_t, 4> index;
  std::optional<unsigned> queryDim;

  /// True if `tensor` is the integer itself rather than a tensor of them.
  bool isValue() const { return !isa<ShapedType>(tensor.getType()); }

  bool operator==(const RuntimeScalar &other) const {
    return tensor == other.tensor && index == other.index &&
           queryDim == other.queryDim;
  }
};

/// An attention chain that can become one rope.attention.
struct AttentionMatch {
  /// The QK^T contraction: where the remarks about this attention go.
  Operation *scores = nullptr;
  /// The PV contraction, whose result the fused op replaces.
  Operation *output = nullptr;
  /// The rotation of the queries: its positions, frequencies, layout,
  /// rotary_dim, sections and scale become the fused op's. Null when
  /// neither the queries nor the keys are rotated (NoPE): the fused op then
  /// rotates nothing.
  RotateOp queryRotation;
  /// The rotation of the keys, or null when the keys are taken as given
  /// (rope.attention without key positions: a KV cache, or rotated keys
  /// the graph also uses elsewhere).
  RotateOp keyRotation;
  /// The queries and keys of the fused op (before any grouped-query
  /// broadcast), each the concatenation of its parts along the head
  /// dimension. One part each, unless the graph rotates the last channels
  /// (DeepSeek's multi-head latent attention): then the rotated channels
  /// are moved first in both, which leaves QK^T unchanged.
  SmallVector<Value, 2> queryParts;
  SmallVector<Value, 2> keyParts;
  /// The values before any grouped-query broadcast.
  Value value;
  /// The permutation (as linalg.transpose's) that lays `value` out as
  /// [..., seq, channels] with the leading dimensions of the product, if it
  /// is not the identity (the values reach the product transposed).
  SmallVector<int64_t> valuePermutation;
  /// True if the PV contraction computes the output transposed,
  /// out^T = V^T P^T (as XLA writes it): the fused op's result is
  /// transposed to it.
  bool transposedOutput = false;
  /// Query heads per key/value head (1 without grouped-query attention).
  int64_t group = 1;
  /// The product of every constant factor on Q, K and the scores.
  double scale = 1.0;
  /// The causal diagonal (key j is visible to query i when j <= i +
  /// diagonal), if the scores are masked.
  std::optional<int64_t> diagonal;
  /// A diagonal that depends on a value read at run time: the diagonal is
  /// `*diagonal + diagonalScale * diagonalScalar` (a decode step's mask
  /// `j <= cache_position`). With a per-query value (`queryDim`), query i
  /// sees key j when `j <= *diagonal + diagonalScale * value[i]` instead:
  /// rope.attention's limits.
  std::optional<RuntimeScalar> diagonalScalar;
  int64_t diagonalScale = 0;
  /// The sliding window (query i sees only keys j > i + diagonal - window),
  /// if the causal mask has one.
  std::optional<int64_t> window;
  /// The soft-capping bound C (scores C tanh(s / C)), if the scores are
  /// soft-capped.
  std::optional<double> softcap;
  /// The attention sinks ([query heads], the graph's element type): one
  /// logit per query head that joins the softmax and is then dropped, if
  /// the graph has them (gpt-oss).
  Value sinks;
  /// The recognized forms, as a phrase for the remark.
  std::string description;
  /// Every op the fused op replaces (including `output`).
  llvm::SetVector<Operation *> ops;
};

/// What matchAttention found at one candidate PV contraction.
struct AttentionMatchResult {
  /// Set when the chain can be fused.
  std::optional<AttentionMatch> match;
  /// The QK^T contraction when an attention was found but cannot be fused,
  /// with the reason as a sentence.
  Operation *rejected = nullptr;
  std::string reason;
  /// Set when the values are rotated: a rope.rotate that deserves a warning.
  Operation *rotatedValues = nullptr;
};

/// Matches the attention whose PV product is `output`. Returns an empty
/// result when `output` is not the product of a softmax of QK^T scores with
/// values. With `allowUnrotated`, an attention whose queries and keys no
/// rope.rotate rotates (a layer without positional embedding) matches too,
/// with a null `queryRotation`; without it, it is rejected.
AttentionMatchResult matchAttention(Operation *output,
                                    bool allowUnrotated = true);

/// Replaces `match` by one rope.attention whose key_rotation follows `mode`
/// (the cost model of AttentionCostModel.h for `Auto`). Returns the new op.
AttentionOp fuseAttention(RewriterBase &rewriter, const AttentionMatch &match,
                          KeyRotationMode mode);

/// Adds a pattern that fuses every matching attention (without remarks),
/// unrotated ones too with `allowUnrotated`.
void populateFuseAttentionPatterns(RewritePatternSet &patterns,
                                   KeyRotationMode mode,
                                   bool allowUnrotated = true);

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_FUSEATTENTION_H
