//===- AttentionMatchers.h - Pieces of the attention matcher ----*- C++ -*-===//
//
// Matchers for the parts of an attention graph between the two contractions:
// constant scales, causal masks, softmax forms and the reshapes around them.
// Each one adds the ops it consumes to an OpChain, with the role of the value
// they compute (for the remark when one of them has another user).
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_DIALECT_ROPE_TRANSFORMS_ATTENTIONMATCHERS_H
#define ROPE_LIB_DIALECT_ROPE_TRANSFORMS_ATTENTIONMATCHERS_H

#include "rope/Dialect/Rope/Transforms/FuseAttention.h"
#include "rope/Support/ExtractCopy.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/MapVector.h"

#include <optional>
#include <string>

namespace mlir::rope::detail {

/// The ops of a match, each with the role of what it computes.
using OpChain = llvm::MapVector<Operation *, StringRef>;

/// Adds the ops of `from` to `to`.
inline void appendChain(OpChain &to, const OpChain &from) {
  for (const auto &[op, role] : from)
    to.insert({op, role});
}

/// Returns the float value of a scalar or splat constant, or of a tensor
/// filled with one.
std::optional<double> getConstantFloat(Value value);

/// Returns true if `map` (over `rank` loops) reads one value per row: the
/// loops d0 .. d(rank-2) in order, optionally followed by the constant 0.
bool isRowMap(AffineMap map, unsigned rank);

/// If `op` is an expand_shape, collapse_shape or tensor.reshape that leaves
/// the last two dimensions alone (it regroups batch and head dimensions
/// only, so the row-major index of a matrix is unchanged), a tensor.cast, or
/// a copy by tensor.extract (matchExtractCopy), returns its input.
Value getLeadingReshapeSource(Operation *op);

/// If `op` is a linalg.generic that copies its one input (its body yields
/// the input unchanged, every loop is parallel and the result map is the
/// identity), returns the input's indexing map: a permutation for a
/// transpose, a projection for a broadcast.
std::optional<AffineMap> getCopyMap(Operation *op);

/// If `op` transposes its input (a linalg.transpose, or a copy whose input
/// map is a permutation), returns the permutation as linalg.transpose
/// writes it: result dimension i is input dimension permutation[i].
std::optional<SmallVector<int64_t>> getTransposePermutation(Operation *op);

/// Walks back across `op`, a transpose or a reshape, from its result laid
/// out by `permutation` (dimension i of the layout is dimension
/// permutation[i] of the result): returns its input and sets `permutation`
/// to the input's layout. A reshape passes if, in that layout, it regroups
/// leading dimensions only (see getLeadingReshapeSource); a cast or a copy
/// by tensor.extract passes unchanged.
Value peelLayout(Operation *op, SmallVectorImpl<int64_t> &permutation);

/// Returns true if every group of `groups` (a tensor.expand_shape's or
/// tensor.collapse_shape's reassociation) is non-empty and names
/// dimensions of the wide side, in [0, `wideRank`): the upstream verifiers
/// let a negative index or one past the rank through.
bool namesWideDimensions(ArrayRef<ReassociationIndices> groups,
                         int64_t wideRank);

/// Follows expand_shape and collapse_shape ops that only add or drop unit
/// dimensions back from `value`, adding them to `chain` with `role`.
Value stripUnitReshapes(Value value, OpChain &chain, StringRef role);

/// Returns the reassociation that reshapes `from` into `to` with one
/// expand_shape or collapse_shape (and a tensor.cast for static sizes), if
/// there is one.
std::optional<SmallVector<ReassociationIndices>>
getReshape(RankedTensorType from, RankedTensorType to);

/// Reshapes `value` into `to` (which getReshape accepts).
Value reshapeTo(OpBuilder &builder, Location loc, Value value,
                RankedTensorType to);

/// If `op` converts its input to another float type element by element (a
/// linalg.generic with identity maps whose body is one arith.extf, or one
/// arith.truncf), returns the input.
template <typename CastOp> std::optional<Value> matchFloatCast(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  Block &body = generic.getRegion().front();
  auto cast = dyn_cast<CastOp>(&body.front());
  if (body.getOperations().size() != 2 || !cast ||
      cast.getIn() != body.getArgument(0) ||
      body.getTerminator()->getOperand(0) != cast.getResult())
    return std::nullopt;
  return generic.getDpsInputs()[0];
}

/// If `op` multiplies or divides its input by a constant (a linalg.generic
/// with `mulf` or `divf` by a scalar or splat constant), returns the input
/// and the factor.
std::optional<std::pair<Value, double>> matchConstantScale(Operation *op);

/// A soft-capping tanh on scores: the result is post * tanh(pre * source).
struct SoftCap {
  Value source;
  double pre, post;
};

/// Matches `op` as an element-wise linalg.generic computing
/// `b * tanh(a * x)` from its identity-mapped input x, where the optional
/// factors a and b are constants applied by mulf or divf (Gemma 2's
/// `tanh(s / C) * C` after linalg-fuse-elementwise-ops, or the tanh alone).
std::optional<SoftCap> matchSoftCap(Operation *op);

/// A recognized softmax over the last dimension.
struct SoftmaxMatch {
  /// The scores the softmax normalizes.
  Value input;
  /// A description of the form, for remarks.
  std::string form;
  /// True if the graph sets rows whose scores are all -inf to 0 (as
  /// torch-mlir's decomposition of SDPA does) instead of NaN.
  bool zeroesMaskedRows = false;
};

/// Matches `probs` as softmax(x) over the last dimension: linalg.softmax,
/// or exp(x - max x) / sum exp(x - max x) written as linalg.generic
/// reductions and elementwise ops (the max subtraction is optional), with
/// torch-mlir's select of 0 for fully masked rows. The row vectors may be
/// broadcast back by copies; on a failure, `reason` says why if such a copy
/// does not broadcast along the rows.
std::optional<SoftmaxMatch> matchSoftmax(Value probs, OpChain &chain,
                                         std::string &reason);

/// Returns `x` with every shift by its own row maximum (x = y - max_j y,
/// which softmax is invariant to) looked through, the ops joining `chain`;
/// sets `reason` if such a maximum is broadcast back along another
/// dimension.
Value stripRowMaxShifts(Value x, OpChain &chain, std::string &reason);

/// Returns the value of `value` (an index or integer) if it is the same for
/// every size it reads: a constant, or arithmetic on `tensor.dim` values
/// that evaluates to one value at sample sizes from 0 to 2^40 (torch-mlir's
/// clamped slice bounds; MatchSizeExpressions.cpp).
std::optional<int64_t> getSizeIndependentValue(OpFoldResult value);

/// Adds to `chain` the size computations that read the shape of its ops
/// (a `tensor.dim` of one, and the index arithmetic, tensor.empty and
/// linalg.fill after it) and flow only into ops of the chain: slice bounds
/// and reduction inits the fused op replaces along with them
/// (MatchSizeExpressions.cpp).
void absorbSizeComputations(OpChain &chain);

/// A causal mask recognized on [..., M, N] scores.
struct CausalMask {
  /// The data input of the masking op: the scores before the mask.
  Value scores;
  /// Key j is visible to query i when j <= i + diagonal.
  int64_t diagonal;
  /// A sliding window: key j is visible only when j > i + diagonal - window.
  std::optional<int64_t> window;
  /// True if every hidden score is -inf (not a large negative value, which
  /// gives a query that sees no key uniform weights instead of NaN).
  bool minusInf;
  /// The largest value a hidden score takes (for an additive mask, the
  /// largest constant added to it).
  double hidden;
  /// A description of the form, for remarks.
  std::string form;
  /// The diagonal plus `diagonalScale` times this value read at run time,
  /// if set.
  std::optional<RuntimeScalar> diagonalScalar;
  int64_t diagonalScale = 0;
};

/// Returns true if hiding a score with `value` in `element` is exactly
/// hiding it with -inf in a softmax over any row with a visible score:
/// `value` is -inf or the lowest finite value of the type (Hugging Face's
/// torch.finfo(dtype).min). A larger value such as -1e4 is not: scores
/// below it would outweigh it.
bool isExactMaskValue(double value, Type element);

/// Matches `op` as a causal mask on its scores: a linalg.generic whose value
/// at (..., i, j) is the score where j <= i + diagonal and -inf (or a
/// large negative value) elsewhere, by selecting or by adding a mask tensor.
/// The mask is evaluated element by element from constants, linalg.index
/// and the ops that compute it, so it needs static M and N. On failure,
/// `reason` says why when `op` reads the scores.
FailureOr<CausalMask> matchCausalMask(Operation *op, std::string &reason);

/// Matches `op` as a causal mask that is one comparison of linear functions
/// of the query and key indices (linalg.index), in its body or in the ops
/// computing a mask tensor it reads, selecting or adding -inf (or a large
/// negative value) to the `scores` input. It holds for any sequence
/// length, static or dynamic.
std::optional<CausalMask> matchIndexComparisonMask(linalg::GenericOp op,
                                                   OpOperand *scores);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_DIALECT_ROPE_TRANSFORMS_ATTENTIONMATCHERS_H
