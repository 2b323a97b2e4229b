//===- MatchLayout.cpp - Reshapes and transposes of attention operands ----===//
//
// The operands of the two contractions reach them through reshapes of their
// leading (batch and head) dimensions and through transposes: linalg.transpose
// ops, or copies by linalg.generic with a permutation map, as XLA's exports
// write them after IREE's input conversion. A walk back from an operand keeps
// the permutation that lays the value it has reached out as the operand; it
// passes a reshape only if, so laid out, the reshape regroups leading
// dimensions alone (it then keeps the row-major index of every matrix).
//
//===----------------------------------------------------------------------===//

#include "AttentionMatchers.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

std::optional<AffineMap> rope::detail::getCopyMap(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !generic.getIndexingMapsArray().back().isIdentity())
    return std::nullopt;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 1 ||
      body.getTerminator()->getOperand(0) != body.getArgument(0))
    return std::nullopt;
  return generic.getIndexingMapsArray().front();
}

std::optional<SmallVector<int64_t>>
rope::detail::getTransposePermutation(Operation *op) {
  if (auto transpose = dyn_cast_or_null<linalg::TransposeOp>(op))
    return SmallVector<int64_t>(transpose.getPermutation());
  std::optional<AffineMap> map = getCopyMap(op);
  if (!map || !map->isPermutation())
    return std::nullopt;
  // Input dimension j is read at loop p(j): result dimension p(j) is input
  // dimension j.
  SmallVector<int64_t> permutation(map->getNumResults());
  for (auto [dim, expr] : llvm::enumerate(map->getResults()))
    permutation[cast<AffineDimExpr>(expr).getPosition()] = dim;
  return permutation;
}

/// Returns true if the last two groups of `reassociation` of the wider
/// type `wide` are single dimensions, but for unit dimensions merged into
/// them (one head: torch-mlir collapses [b, 1, s, t] as [[0], [1, 2], [3]]).
static bool keepsLastTwo(ArrayRef<ReassociationIndices> reassociation,
                         ArrayRef<int64_t> wide) {
  size_t n = reassociation.size();
  if (n < 2)
    return false;
  for (size_t g = n - 2; g < n; ++g) {
    const ReassociationIndices &group = reassociation[g];
    for (int64_t dim : group)
      if (dim != group.back() && wide[dim] != 1)
        return false;
  }
  return true;
}

/// Returns true if `reshape` keeps the last two dimensions and regroups
/// static leading ones. Dynamic last dimensions pass when both are dynamic:
/// the reshape then keeps them unless it splits the matrix otherwise, which
/// the contractions on either side of an attention's reshape rule out.
static bool keepsLastTwo(tensor::ReshapeOp reshape) {
  auto from = cast<RankedTensorType>(reshape.getSource().getType());
  auto to = cast<RankedTensorType>(reshape.getResult().getType());
  if (from.getRank() < 2 || to.getRank() < 2)
    return false;
  for (int64_t i = 1; i <= 2; ++i)
    if (from.getDimSize(from.getRank() - i) != to.getDimSize(to.getRank() - i))
      return false;
  auto leading = [](RankedTensorType type) -> std::optional<int64_t> {
    int64_t product = 1;
    for (int64_t size : type.getShape().drop_back(2)) {
      if (ShapedType::isDynamic(size))
        return std::nullopt;
      product *= size;
    }
    return product;
  };
  std::optional<int64_t> fromLeading = leading(from);
  return fromLeading && fromLeading == leading(to);
}

/// Moves `permutation` (of the dimensions of `narrow`, the collapsed type)
/// across a reshape with `reassociation` (one group of dimensions of `wide`
/// per dimension of `narrow`), if each group stays whole and in order, and
/// the reshape, laid out by the permutation, keeps the last two dimensions.
/// Returns the permutation of the dimensions of `wide`.
static std::optional<SmallVector<int64_t>>
permuteAcrossReshape(ArrayRef<int64_t> permutation,
                     ArrayRef<ReassociationIndices> reassociation,
                     ArrayRef<int64_t> wide) {
  SmallVector<int64_t> widePermutation;
  SmallVector<ReassociationIndices> laidOut;
  for (int64_t dim : permutation) {
    ReassociationIndices group;
    for (int64_t wideDim : reassociation[dim]) {
      group.push_back(widePermutation.size());
      widePermutation.push_back(wideDim);
    }
    laidOut.push_back(group);
  }
  if (!keepsLastTwo(laidOut, applyPermutation(wide, widePermutation)))
    return std::nullopt;
  return widePermutation;
}

/// If `op` is a reshape that `permutation` (of its result's dimensions)
/// moves across (see the file comment), a tensor.cast or a copy by
/// tensor.extract, returns its input and sets `permutation` to that of the
/// input's dimensions.
static Value peelReshape(Operation *op, SmallVectorImpl<int64_t> &permutation) {
  if (auto castOp = dyn_cast_or_null<tensor::CastOp>(op))
    return isa<RankedTensorType>(castOp.getSource().getType()) &&
                   isa<RankedTensorType>(castOp.getType())
               ? castOp.getSource()
               : Value();
  if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(op)) {
    SmallVector<ReassociationIndices> groups =
        collapse.getReassociationIndices();
    // A permutation of the result's dimensions, and groups that name
    // source dimensions.
    if (permutation.size() != groups.size() ||
        !isPermutationVector(permutation) ||
        !namesWideDimensions(groups, collapse.getSrcType().getRank()))
      return {};
    std::optional<SmallVector<int64_t>> wide = permuteAcrossReshape(
        permutation, groups, collapse.getSrcType().getShape());
    if (!wide)
      return {};
    permutation.assign(*wide);
    return collapse.getSrc();
  }
  if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(op)) {
    // The result is the wide type: ordered by the permutation, its groups
    // must be runs of it, in order.
    SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
    // Only a permutation of the result's dimensions, and groups that are
    // not empty and name result dimensions, can be read through the
    // expansion.
    int64_t rank = expand.getResultType().getRank();
    if (static_cast<int64_t>(permutation.size()) != rank ||
        !isPermutationVector(permutation) || !namesWideDimensions(groups, rank))
      return {};
    SmallVector<int64_t> position = invertPermutationVector(permutation);
    SmallVector<int64_t> narrow =
        llvm::to_vector(llvm::seq<int64_t>(0, groups.size()));
    llvm::sort(narrow, [&](int64_t a, int64_t b) {
      return position[groups[a].front()] < position[groups[b].front()];
    });
    std::optional<SmallVector<int64_t>> wide =
        permuteAcrossReshape(narrow, groups, expand.getResultType().getShape());
    if (!wide || ArrayRef<int64_t>(*wide) != ArrayRef<int64_t>(permutation))
      return {};
    permutation.assign(narrow);
    return expand.getSrc();
  }
  if (auto reshape = dyn_cast_or_null<tensor::ReshapeOp>(op)) {
    int64_t rank = permutation.size();
    for (int64_t i = 0; i + 2 < rank; ++i)
      if (permutation[i] != i)
        return {};
    if (!keepsLastTwo(reshape))
      return {};
    bool swapped = permutation.back() != rank - 1;
    int64_t sourceRank = reshape.getSource().getType().getRank();
    permutation.assign(llvm::to_vector(llvm::seq<int64_t>(0, sourceRank)));
    if (swapped)
      std::swap(permutation[sourceRank - 2], permutation[sourceRank - 1]);
    return reshape.getSource();
  }
  return matchExtractCopy(op);
}

Value rope::detail::peelLayout(Operation *op,
                               SmallVectorImpl<int64_t> &permutation) {
  if (Value source = peelReshape(op, permutation))
    return source;
  std::optional<SmallVector<int64_t>> transpose = getTransposePermutation(op);
  if (!transpose || transpose->size() != permutation.size())
    return {};
  for (int64_t &dim : permutation)
    dim = (*transpose)[dim];
  return op->getOperand(0);
}

Value rope::detail::getLeadingReshapeSource(Operation *op) {
  if (!op || op->getNumResults() != 1)
    return {};
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return {};
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return peelReshape(op, identity);
}
