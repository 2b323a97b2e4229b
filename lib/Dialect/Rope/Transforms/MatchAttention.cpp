//===- MatchAttention.cpp - Recognize rotated attention in linalg IR ------===//
//
// Starts at a candidate PV contraction and walks back: the probabilities
// (a softmax form, the left operand, or the right one of the transposed
// product out^T = V^T P^T that XLA writes), the scores (reshapes, constant
// scales, one causal mask) to the QK^T contraction, and from each
// contraction operand through reshapes of the batch and head dimensions,
// transposes (linalg.transpose or copies by linalg.generic), constant scales
// and one grouped-query broadcast, to the rope.rotate ops of Q and K and to
// the values.
//
// The walk keeps the permutation that lays each value out as the operand
// (MatchLayout.cpp). Reshapes of the leading (batch and head) dimensions in
// that layout keep the row-major index of each [seq, head_dim] matrix, so Q,
// the scores and the output agree on it. Rotated queries and keys must end
// with their leading dimensions in place (their positions may index the
// batch); the values are transposed for rope.attention if need be. A
// grouped-query broadcast must add its dimension right after the key/value
// head in that layout (torch's repeat_kv, or XLA's broadcast of
// [b, s, h, d] before its transpose), so that query head h reads key head
// h / group, as rope.attention does.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/Transforms/FuseAttention.h"

#include "AttentionMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {
/// C[b..., m, n] = sum_k A[b..., m, k] * B[b..., n, k], with A and B
/// possibly stored with their last two dimensions swapped.
struct Contraction {
  linalg::LinalgOp op;
  /// The left operand is stored [..., k, m].
  bool lhsTransposed;
  /// The right operand is stored [..., k, n] (as matmul's is).
  bool rhsKN;
  /// bf16 or f16 operands accumulated into f32 (torch-mlir's matmuls in
  /// those types, rounded by an arith.truncf after).
  bool widening;
};

/// What a contraction operand was before the ops between them.
struct OperandSource {
  Value value;
  /// Dimension i of the operand (its leading dimensions regrouped) is
  /// dimension permutation[i] of `value`.
  SmallVector<int64_t> permutation;
  /// The first transpose passed that is not a plain copy (for the remark),
  /// if any.
  Operation *transpose = nullptr;
  double scale = 1.0;
  /// The grouped-query broadcast passed, and its group.
  Operation *broadcast = nullptr;
  int64_t group = 1;
  /// A broadcast where the walk stopped: not one rope.attention can take.
  Operation *otherBroadcast = nullptr;
};
} // namespace

/// Matches `op` as a contraction with one m, n and k loop and every other
/// loop a batch loop, in the same order in every operand, accumulating
/// into zeros, in one element type or from bf16 or f16 into f32.
static std::optional<Contraction> matchContraction(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!linalgOp || !linalg::isaContractionOpInterface(linalgOp) ||
      linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1 ||
      !linalgOp.hasPureTensorSemantics())
    return std::nullopt;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(linalgOp);
  if (failed(dims) || dims->m.size() != 1 || dims->n.size() != 1 ||
      dims->k.size() != 1 || dims->batch.size() + 3 != linalgOp.getNumLoops())
    return std::nullopt;
  SmallVector<unsigned> batch(dims->batch.begin(), dims->batch.end());
  llvm::sort(batch);

  // Returns whether `map` reads (batch..., b, a) rather than (batch..., a, b).
  MLIRContext *ctx = op->getContext();
  auto order = [&](AffineMap map, unsigned a,
                   unsigned b) -> std::optional<bool> {
    if (map.getNumResults() != batch.size() + 2)
      return std::nullopt;
    for (auto [i, loop] : llvm::enumerate(batch))
      if (map.getResult(i) != getAffineDimExpr(loop, ctx))
        return std::nullopt;
    AffineExpr first = map.getResult(batch.size());
    AffineExpr second = map.getResult(batch.size() + 1);
    AffineExpr ea = getAffineDimExpr(a, ctx), eb = getAffineDimExpr(b, ctx);
    if (first == ea && second == eb)
      return false;
    if (first == eb && second == ea)
      return true;
    return std::nullopt;
  };
  SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  unsigned m = dims->m[0], n = dims->n[0], k = dims->k[0];
  std::optional<bool> lhs = order(maps[0], m, k);
  std::optional<bool> rhs = order(maps[1], n, k);
  std::optional<bool> out = order(maps[2], m, n);
  if (!lhs || !rhs || !out || *out)
    return std::nullopt;

  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  Type input = getElementTypeOrSelf(linalgOp.getDpsInputs()[0].getType());
  bool widening = input != element;
  if (widening && (!element.isF32() || !isa<BFloat16Type, Float16Type>(input)))
    return std::nullopt;
  for (Value operand : linalgOp.getDpsInputs())
    if (getElementTypeOrSelf(operand.getType()) != input)
      return std::nullopt;
  if (getElementTypeOrSelf(linalgOp.getDpsInits()[0].getType()) != element ||
      getConstantFloat(linalgOp.getDpsInits()[0]) != 0.0)
    return std::nullopt;
  return Contraction{linalgOp, *lhs, *rhs, widening};
}

/// Returns the first rope.rotate, rope.rotate_with_tables or op computing
/// a sine or cosine (a rotation rope-raise did not raise) among the
/// producers of `value` (itself included), searched breadth-first through at
/// most `limit` ops, not past a contraction or an attention (a projection
/// leads to earlier layers, whose rotations are theirs), or null.
static Operation *findUpstreamRotation(Value value, unsigned limit = 32) {
  SmallVector<Operation *> queue;
  llvm::SmallPtrSet<Operation *, 16> seen;
  if (Operation *def = value.getDefiningOp())
    queue.push_back(def);
  for (size_t i = 0; i < queue.size() && i < limit; ++i) {
    Operation *op = queue[i];
    if (isa<RotateOp, RotateWithTablesOp>(op))
      return op;
    bool trig = false;
    op->walk([&](Operation *nested) {
      trig |= isa<math::SinOp, math::CosOp>(nested);
    });
    if (trig)
      return op;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (isa<AttentionOp>(op) ||
        (linalgOp && linalg::isaContractionOpInterface(linalgOp)))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && seen.insert(def).second)
        queue.push_back(def);
  }
  return nullptr;
}

/// Returns true if `permutation` keeps every dimension but the last two.
static bool keepsLeading(ArrayRef<int64_t> permutation) {
  int64_t rank = permutation.size();
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (permutation[i] != i)
      return false;
  return rank >= 2;
}

/// Returns true if `permutation` swaps the last two dimensions.
static bool swapsLastTwo(ArrayRef<int64_t> permutation) {
  int64_t rank = permutation.size();
  return rank >= 2 && permutation[rank - 1] == rank - 2;
}

/// Matches `op` as the broadcast of key or value heads to query heads: a
/// new dimension, or a unit one, at `dim` of its result, which the caller
/// checks is right after the heads. Returns its input and group (dynamic
/// when the export sizes it at run time, as torch-mlir does with dynamic
/// sequence lengths).
static std::optional<std::pair<Value, int64_t>>
matchGroupBroadcast(Operation *op, int64_t dim, OpChain &chain,
                    StringRef role) {
  if (auto broadcast = dyn_cast_or_null<linalg::BroadcastOp>(op)) {
    ArrayRef<int64_t> dims = broadcast.getDimensions();
    if (dims.size() != 1 || dims[0] != dim)
      return std::nullopt;
    int64_t group = broadcast.getInit().getType().getDimSize(dim);
    return std::make_pair(broadcast.getInput(), group);
  }
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumResults() != 1)
    return std::nullopt;
  auto resultType = cast<RankedTensorType>(generic.getResult(0).getType());
  int64_t resultRank = resultType.getRank();
  if (Value source = matchExtractCopy(op, dim)) {
    // The unit dimension it reads is added by an expand_shape.
    auto expand = source.getDefiningOp<tensor::ExpandShapeOp>();
    if (!expand || expand.getSrcType().getRank() + 1 != resultRank)
      return std::nullopt;
    for (auto [i, group] : llvm::enumerate(expand.getReassociationIndices())) {
      int64_t kept = static_cast<int64_t>(i) + (static_cast<int64_t>(i) >= dim);
      SmallVector<int64_t> rest(llvm::make_filter_range(
          group, [&](int64_t other) { return other != dim; }));
      if (rest.size() != 1 || rest[0] != kept)
        return std::nullopt;
    }
    chain.insert({expand, role});
    return std::make_pair(expand.getSrc(), resultType.getDimSize(dim));
  }
  // A copy whose input map is the identity without loop `dim`, or with 0
  // for it.
  std::optional<AffineMap> input = getCopyMap(op);
  if (!input)
    return std::nullopt;
  bool dropped = input->getNumResults() + 1 == resultRank;
  if (!dropped && input->getNumResults() != resultRank)
    return std::nullopt;
  for (int64_t loop = 0, result = 0; loop < resultRank; ++loop) {
    AffineExpr expr = input->getResult(result);
    if (loop == dim) {
      if (dropped)
        continue;
      auto zero = dyn_cast<AffineConstantExpr>(expr);
      if (!zero || zero.getValue() != 0)
        return std::nullopt;
    } else if (expr != getAffineDimExpr(loop, op->getContext())) {
      return std::nullopt;
    }
    ++result;
  }
  return std::make_pair(generic.getDpsInputs()[0], resultType.getDimSize(dim));
}

/// Returns true if `op` copies its input to a larger tensor: a
/// linalg.broadcast, or a copy whose input map is not a permutation.
static bool isBroadcastLike(Operation *op) {
  if (isa<linalg::BroadcastOp>(op))
    return true;
  std::optional<AffineMap> map = getCopyMap(op);
  return map && !map->isPermutation();
}

/// Walks back from a contraction operand to what it was before reshapes of
/// the leading dimensions and transposes (see peelLayout), constant scales
/// (if `allowScale`: the scores absorb those of the queries and keys, while
/// a scale of the values stays in the value operand) and (if
/// `allowBroadcast`) one grouped-query broadcast, whose new dimension must
/// be right after the heads in the operand's layout.
///
/// The walk ends where it can go no further, unless `backUp` is set and
/// that leaves the value laid out otherwise than the operand (but for the
/// last two dimensions): it then stops at the last value on the way (past
/// the broadcast) that is laid out as the operand, which rope.attention
/// takes as it is (torch-mlir's values, transposed from [b, s, h, d] by a
/// linalg.transpose the graph may also return; keys rotated along another
/// dimension, taken as given).
static OperandSource peelOperand(Value value, bool allowBroadcast,
                                 bool allowScale, bool backUp, OpChain &chain,
                                 StringRef role) {
  OperandSource source;
  SmallVector<int64_t> permutation = llvm::to_vector(
      llvm::seq<int64_t>(0, cast<RankedTensorType>(value.getType()).getRank()));
  // Where the walk may stop: the value, its layout, how many ops it passed,
  // the first transpose among them and the product of their scales.
  struct Stop {
    Value value;
    SmallVector<int64_t> permutation;
    size_t passed;
    Operation *transpose;
    double scale;
  };
  OpChain passed;
  Operation *transpose = nullptr;
  double scale = 1.0;
  SmallVector<Stop> stops = {{value, permutation, 0, nullptr, 1.0}};
  size_t firstStop = 0;
  while (Operation *op = value.getDefiningOp()) {
    if (Value input = peelLayout(op, permutation)) {
      std::optional<SmallVector<int64_t>> moved = getTransposePermutation(op);
      if (!transpose && moved && !isIdentityPermutation(*moved))
        transpose = op;
      passed.insert({op, role});
      value = input;
    } else if (std::optional<std::pair<Value, double>> scaled =
                   allowScale ? matchConstantScale(op) : std::nullopt) {
      scale *= scaled->second;
      passed.insert({op, role});
      value = scaled->first;
    } else {
      int64_t rank = permutation.size();
      std::optional<std::pair<Value, int64_t>> broadcast;
      int64_t dim = rank >= 3 ? permutation[rank - 3] : 0;
      if (allowBroadcast && !source.broadcast && rank >= 3)
        broadcast = matchGroupBroadcast(op, dim, passed, role);
      if (!broadcast) {
        if (isBroadcastLike(op))
          source.otherBroadcast = op;
        break;
      }
      source.broadcast = op;
      source.group = broadcast->second;
      passed.insert({op, role});
      value = broadcast->first;
      // Without the new dimension, the layout skips it.
      if (cast<RankedTensorType>(value.getType()).getRank() + 1 == rank) {
        permutation.erase(permutation.begin() + rank - 3);
        for (int64_t &other : permutation)
          other -= other > dim;
      }
      firstStop = stops.size();
    }
    stops.push_back({value, permutation, passed.size(), transpose, scale});
  }

  const Stop *stop = &stops.back();
  if (backUp && !keepsLeading(stop->permutation))
    for (const Stop &earlier :
         llvm::reverse(ArrayRef(stops).drop_front(firstStop)))
      if (keepsLeading(earlier.permutation)) {
        stop = &earlier;
        break;
      }
  for (const auto &entry :
       llvm::make_range(passed.begin(), passed.begin() + stop->passed))
    chain.insert(entry);
  source.value = stop->value;
  source.permutation = stop->permutation;
  source.transpose = stop->transpose;
  source.scale = stop->scale;
  return source;
}

/// Returns true if `a` and `b` hold the same value: the same SSA value, or
/// the same result of two identical side-effect-free ops without operands
/// (two equal constants, or two rope.frequencies of one static schedule, as
/// a frontend or rope-raise may create one per rotation).
static bool sameValue(Value a, Value b) {
  if (a == b)
    return true;
  auto resultA = dyn_cast_or_null<OpResult>(a);
  auto resultB = dyn_cast_or_null<OpResult>(b);
  if (!resultA || !resultB ||
      resultA.getResultNumber() != resultB.getResultNumber())
    return false;
  Operation *opA = resultA.getOwner(), *opB = resultB.getOwner();
  return opA->getNumOperands() == 0 && isMemoryEffectFree(opA) &&
         OperationEquivalence::isEquivalentTo(
             opA, opB, OperationEquivalence::ignoreValueEquivalence, nullptr,
             OperationEquivalence::IgnoreLocations);
}

/// Returns why rope.attention cannot rotate the keys as `key` does with the
/// rotation of `query` (which is not inverse), or an empty string.
static std::string compareRotations(RotateOp query, RotateOp key) {
  if (key.getInverse())
    return "the keys are rotated with `inverse`";
  if (query.getLayout() != key.getLayout())
    return "the queries and keys are rotated with different layouts";
  if (query.getEffectiveRotaryDim() != key.getEffectiveRotaryDim())
    return "the queries and keys are rotated with different rotary_dim";
  if (query.getSectionsAttr() != key.getSectionsAttr())
    return "the queries and keys are rotated with different sections";
  if (!sameValue(query.getFrequencies(), key.getFrequencies()))
    return "the queries and keys are rotated with different frequencies";
  if (!sameValue(query.getScale(), key.getScale()))
    return "the queries and keys are rotated with different scales";
  return "";
}

/// Returns the size of the last dimension of `value`.
static int64_t getChannels(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape().back();
}

/// Returns the two parts of `value` if it is a tensor.concat of two
/// tensors along the last (head) dimension.
static std::optional<std::pair<Value, Value>> matchChannelConcat(Value value) {
  if (auto concat = value.getDefiningOp<tensor::ConcatOp>()) {
    if (concat.getInputs().size() != 2 ||
        concat.getDim() + 1 !=
            static_cast<uint64_t>(concat.getResultType().getRank()))
      return std::nullopt;
    return std::make_pair(concat.getInputs()[0], concat.getInputs()[1]);
  }
  // torch-mlir also writes the concatenation as two insert_slices of whole
  // tensors into a tensor.empty, the second ending the channels (with
  // dynamic sizes too: a dynamic dimension is whole where both insertions
  // take the size the tensor.empty has).
  auto second = value.getDefiningOp<tensor::InsertSliceOp>();
  auto first =
      second ? second.getDest().getDefiningOp<tensor::InsertSliceOp>() : nullptr;
  auto empty = first ? first.getDest().getDefiningOp<tensor::EmptyOp>()
                     : tensor::EmptyOp();
  if (!empty)
    return std::nullopt;
  RankedTensorType type = second.getResultType();
  int64_t rank = type.getRank();
  if (type.isDynamicDim(rank - 1))
    return std::nullopt;
  int64_t end = 0;
  for (tensor::InsertSliceOp insert : {first, second}) {
    RankedTensorType source = insert.getSourceType();
    if (source.getRank() != rank || !insert.hasUnitStride() ||
        source.isDynamicDim(rank - 1) ||
        insert.getStaticOffsets()[rank - 1] != end)
      return std::nullopt;
    for (int64_t j = 0; j + 1 < rank; ++j) {
      bool whole = type.isDynamicDim(j)
                       ? dyn_cast<Value>(insert.getMixedSizes()[j]) ==
                             empty.getDynamicSize(j)
                       : !source.isDynamicDim(j) &&
                             source.getDimSize(j) == type.getDimSize(j);
      if (insert.getStaticOffsets()[j] != 0 || !whole)
        return std::nullopt;
    }
    end += source.getDimSize(rank - 1);
  }
  if (end != type.getDimSize(rank - 1))
    return std::nullopt;
  return std::make_pair(first.getSource(), second.getSource());
}

namespace {
/// Queries that concatenate rotated and unrotated channels.
struct ChannelSplit {
  RotateOp rotation;
  /// The unrotated channels.
  Value other;
  bool rotatedLast;
};
} // namespace

/// Matches `value` as the concatenation along the head dimension of
/// channels rotated by rope.rotate and unrotated ones, in either order.
static std::optional<ChannelSplit> matchRotatedChannels(Value value) {
  std::optional<std::pair<Value, Value>> parts = matchChannelConcat(value);
  if (!parts)
    return std::nullopt;
  if (auto rotation = parts->second.getDefiningOp<RotateOp>())
    return ChannelSplit{rotation, parts->first, /*rotatedLast=*/true};
  if (auto rotation = parts->first.getDefiningOp<RotateOp>())
    return ChannelSplit{rotation, parts->second, /*rotatedLast=*/false};
  return std::nullopt;
}

/// Returns the form of `contraction` (the QK^T or PV product) as a phrase.
static std::string describe(const Contraction &contraction,
                            const OperandSource &right, bool keys) {
  std::string form = contraction.op->getName().getStringRef().str();
  if (isa<linalg::GenericOp>(contraction.op))
    form += " contraction";
  bool transposedRead = keys ? !contraction.rhsKN : contraction.rhsKN;
  if (!keys && right.transpose)
    form += " of transposed values";
  else if (keys && right.transpose && swapsLastTwo(right.permutation))
    form += isa<linalg::TransposeOp>(right.transpose)
                ? " of linalg.transpose'd keys"
                : " of keys transposed by a linalg.generic copy";
  else if (keys && transposedRead && !isa<linalg::GenericOp>(contraction.op))
    form += " with the keys transposed by its indexing maps";
  if (contraction.widening)
    form += " accumulating in f32 (rounded after)";
  return form;
}

/// Returns true if the positions `rotation` takes stay valid when its input
/// gets a leading unit dimension.
static bool positionsAllowExpansion(RotateOp rotation) {
  auto positions =
      dyn_cast<RankedTensorType>(rotation.getPositions().getType());
  return !positions || positions.getRank() == 1 ||
         (rotation.getSections() && positions.getRank() == 2);
}

/// Returns `shape` (of rank >= 2) with a leading unit dimension if it has
/// rank 2.
static SmallVector<int64_t> withHeads(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> result(shape);
  if (result.size() == 2)
    result.insert(result.begin(), 1);
  return result;
}

/// Returns where `value` comes from, for a remark.
static std::string describeSource(Value value) {
  if (Operation *op = value.getDefiningOp())
    return op->getName().getStringRef().str();
  return "a block argument";
}

/// Returns a run-time integer of the graph for a remark: "the run-time size
/// of dimension 2 of block argument #2" through integer casts, else "the
/// run-time integer from <op>".
static std::string describeRuntimeInteger(Value value) {
  while (isa_and_nonnull<arith::IndexCastOp, arith::ExtSIOp, arith::ExtUIOp>(
      value.getDefiningOp()))
    value = value.getDefiningOp()->getOperand(0);
  if (auto dim = value.getDefiningOp<tensor::DimOp>()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "the run-time size";
    if (std::optional<int64_t> index = dim.getConstantIndex())
      os << " of dimension " << *index;
    os << " of " << describeSource(dim.getSource());
    if (auto arg = dyn_cast<BlockArgument>(dim.getSource()))
      os << " #" << arg.getArgNumber();
    return text;
  }
  if (auto arg = dyn_cast<BlockArgument>(value))
    return "the run-time integer block argument #" +
           std::to_string(arg.getArgNumber());
  return "the run-time integer from " + describeSource(value);
}

/// Returns true if `user` is not in `chain`, nor in the body of an op of
/// it (a copy by tensor.extract).
static bool isOutside(Operation *user, const OpChain &chain) {
  for (Operation *owner = user; owner; owner = owner->getParentOp())
    if (chain.contains(owner))
      return false;
  return true;
}

/// Returns the first user of an op of `chain` (other than `output`) outside
/// the chain, as a reason.
static std::string findOutsideUser(const OpChain &chain, Operation *output) {
  for (const auto &[op, role] : chain) {
    if (op == output)
      continue;
    for (Operation *user : op->getUsers()) {
      if (!isOutside(user, chain))
        continue;
      return llvm::formatv("the {0} ({1}) are also used by {2}", role,
                           op->getName(), user->getName());
    }
  }
  return "";
}

/// Returns the QK^T contraction that `from` is computed from through linalg
/// ops and reshapes (a few ops back at most), if there is one and, with
/// `needSoftmax`, an exponential and a reduction on the way (a softmax of
/// some form): the chain is an attention that a remark should explain when
/// it is not fused.
static Operation *findScoresContraction(Value from, bool needSoftmax) {
  constexpr unsigned kMaxOps = 64;
  SmallVector<Value> pending = {from};
  llvm::SmallPtrSet<Operation *, 16> seen;
  bool exp = !needSoftmax, reduction = !needSoftmax;
  Operation *found = nullptr;
  while (!pending.empty() && seen.size() < kMaxOps) {
    Operation *op = pending.pop_back_val().getDefiningOp();
    if (!op || !seen.insert(op).second)
      continue;
    if (matchContraction(op)) {
      found = found ? found : op;
      continue;
    }
    if (!isa<linalg::LinalgOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::CastOp, tensor::ReshapeOp>(op))
      continue;
    bool softmax = isa<linalg::SoftmaxOp>(op);
    exp |= softmax || op->walk([](math::ExpOp) {
                          return WalkResult::interrupt();
                        }).wasInterrupted();
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    reduction |= softmax || (linalgOp && linalgOp.getNumReductionLoops() > 0);
    for (Value operand : op->getOperands())
      if (isa<RankedTensorType>(operand.getType()))
        pending.push_back(operand);
  }
  return exp && reduction ? found : nullptr;
}

/// If `op` rounds a bf16 or f16 contraction accumulated in f32 (an
/// arith.truncf of it), returns the contraction.
static std::optional<Contraction> matchRoundedContraction(Operation *op) {
  std::optional<Value> wide = matchFloatCast<arith::TruncFOp>(op);
  if (!wide)
    return std::nullopt;
  std::optional<Contraction> contraction =
      matchContraction(wide->getDefiningOp());
  if (!contraction || !contraction->widening ||
      getElementTypeOrSelf(op->getResult(0).getType()) !=
          getElementTypeOrSelf(contraction->op.getDpsInputs()[0].getType()))
    return std::nullopt;
  return contraction;
}

/// Returns the source of `op` if it is a tensor.extract_slice from the
/// start of every dimension, with unit strides, that keeps all of a tensor
/// but the last element of its last dimension (the probabilities of real
/// keys, the sinks' column dropped: `probs[..., :-1]`). Offsets may be index
/// arithmetic that is 0 for every size (torch-mlir's clamped bounds of a
/// dynamic size, getSizeIndependentValue). A size that is not static must
/// be a `tensor.dim` of the same dimension (checkSinkSliceSizes checks of
/// which tensor); the last one is what the product with the values reads,
/// one per key.
static Value getDroppedLastColumnSource(Operation *op) {
  auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(op);
  if (!slice)
    return {};
  RankedTensorType source = slice.getSourceType();
  RankedTensorType result = slice.getResultType();
  int64_t rank = source.getRank();
  if (rank < 2 || result.getRank() != rank ||
      !llvm::all_of(slice.getMixedOffsets(),
                    [](OpFoldResult offset) {
                      return getSizeIndependentValue(offset) == 0;
                    }) ||
      !llvm::all_of(slice.getMixedStrides(), isOneInteger))
    return {};
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  for (auto [d, size] : llvm::enumerate(sizes)) {
    bool last = static_cast<int64_t>(d) + 1 == rank;
    if (!source.isDynamicDim(d) && !result.isDynamicDim(d)) {
      if (result.getDimSize(d) != source.getDimSize(d) - (last ? 1 : 0))
        return {};
      continue;
    }
    if (last)
      continue;
    auto dim = dyn_cast<Value>(size)
                   ? cast<Value>(size).getDefiningOp<tensor::DimOp>()
                   : tensor::DimOp();
    if (!dim || getConstantIntValue(dim.getIndex()) != static_cast<int64_t>(d))
      return {};
  }
  return slice.getSource();
}

/// Returns true if the dynamic sizes of the slice that drops the sinks'
/// column (getDroppedLastColumnSource) other than the last are those of
/// `scores` (the keys' scores) or of the probabilities it slices.
static bool checkSinkSliceSizes(Operation *op, Value scores) {
  auto slice = cast<tensor::ExtractSliceOp>(op);
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  for (OpFoldResult size : ArrayRef(sizes).drop_back()) {
    auto dim = dyn_cast<Value>(size)
                   ? cast<Value>(size).getDefiningOp<tensor::DimOp>()
                   : tensor::DimOp();
    if (dim && dim.getSource() != scores &&
        dim.getSource() != slice.getSource())
      return false;
  }
  return true;
}

/// Matches `scores` as the concatenation, along the last dimension, of the
/// scores of the keys and one column of attention sinks broadcast from a
/// vector of one value per head (dimension rank - 3): gpt-oss's
/// `cat([scores, sinks.reshape(1, -1, 1, 1).expand(...)], -1)`. Returns the
/// scores of the keys and sets `sinks` (the vector), or sets `why`.
static Value matchSinkColumn(Value scores, Value &sinks, OpChain &chain,
                             std::string &why) {
  auto type = cast<RankedTensorType>(scores.getType());
  int64_t rank = type.getRank();
  std::optional<std::pair<Value, Value>> parts = matchChannelConcat(scores);
  if (!parts || getChannels(parts->second) != 1) {
    why = "the softmax normalizes one column more than the product with the "
          "values reads, but its scores are not the keys' scores "
          "concatenated with one column (attention sinks)";
    return {};
  }
  OpChain ops;
  // The tensor.concat, or both insert_slices (TOSA).
  for (Operation *op = scores.getDefiningOp();
       isa_and_nonnull<tensor::ConcatOp, tensor::InsertSliceOp>(op);
       op = isa<tensor::InsertSliceOp>(op) ? op->getOperand(1).getDefiningOp()
                                           : nullptr)
    ops.insert({op, "sinks"});
  Value column = stripUnitReshapes(parts->second, ops, "sinks");
  if (Operation *copy = column.getDefiningOp()) {
    if (std::optional<AffineMap> map = getCopyMap(copy)) {
      // Broadcast along everything but the heads: every non-unit dimension
      // of the copied tensor is read at the head loop.
      Value source = copy->getOperand(0);
      auto sourceType = cast<RankedTensorType>(source.getType());
      bool byHead = rank >= 3 && map->getNumDims() == rank;
      for (auto [d, size] : llvm::enumerate(sourceType.getShape()))
        if (size != 1 &&
            map->getResult(d) != getAffineDimExpr(rank - 3, copy->getContext()))
          byHead = false;
      if (byHead) {
        ops.insert({copy, "sinks"});
        column = stripUnitReshapes(source, ops, "sinks");
      }
    }
  }
  auto vector = cast<RankedTensorType>(column.getType());
  if (vector.getRank() != 1 || rank < 3 ||
      vector.getDimSize(0) != type.getDimSize(rank - 3)) {
    why = "the softmax's last column (attention sinks) is not a vector of "
          "one value per head broadcast along the batch and the queries";
    return {};
  }
  sinks = column;
  appendChain(chain, ops);
  return parts->first;
}

namespace {
/// The softmax behind one operand of the PV contraction.
struct Probabilities {
  /// The operand before reshapes and transposes.
  OperandSource source;
  /// A conversion of the softmax's result to a narrower type, if any.
  Operation *narrowing = nullptr;
  /// The slice that drops the softmax's last column (attention sinks), if
  /// any.
  Operation *dropsLastColumn = nullptr;
  /// The value given to the softmax matcher.
  Value input;
  std::optional<SoftmaxMatch> softmax;
  /// Why the softmax matcher failed, if it says.
  std::string softmaxReason;
  OpChain chain;
};
} // namespace

/// Walks back from `operand` of the PV contraction through reshapes and
/// transposes and a conversion to a narrower type (a softmax computed in a
/// wider type, as torch's softmax(dtype=float32) in a bf16 or f16 graph) to
/// a softmax.
static Probabilities matchProbabilities(Value operand) {
  Probabilities result;
  result.source = peelOperand(operand, /*allowBroadcast=*/false,
                              /*allowScale=*/false, /*backUp=*/false,
                              result.chain, "probabilities");
  result.input = result.source.value;
  // A narrowing conversion and the slice that drops the sinks' column, in
  // either order.
  while (Operation *op = result.input.getDefiningOp()) {
    if (std::optional<Value> wide = matchFloatCast<arith::TruncFOp>(op);
        wide && !result.narrowing) {
      result.narrowing = op;
      result.input = *wide;
    } else if (Value whole = result.dropsLastColumn
                                 ? Value()
                                 : getDroppedLastColumnSource(op)) {
      result.dropsLastColumn = op;
      result.input = whole;
    } else {
      break;
    }
    result.chain.insert({op, "probabilities"});
  }
  result.softmax =
      matchSoftmax(result.input, result.chain, result.softmaxReason);
  return result;
}

AttentionMatchResult rope::matchAttention(Operation *output,
                                          bool allowUnrotated) {
  AttentionMatchResult result;
  std::optional<Contraction> pv = matchRoundedContraction(output);
  if (!pv)
    pv = matchContraction(output);
  if (!pv || (pv->widening && pv->op.getOperation() == output))
    return result;
  OpChain chain;
  chain.insert({output, "output"});
  chain.insert({pv->op, "output"});

  // The probabilities are the left operand (P V), or the right one of the
  // transposed product out^T = V^T P^T that XLA writes.
  Probabilities probs = matchProbabilities(pv->op.getDpsInputs()[0]);
  bool swapped = false;
  if (!probs.softmax) {
    Probabilities right = matchProbabilities(pv->op.getDpsInputs()[1]);
    if (right.softmax) {
      probs = std::move(right);
      swapped = true;
    } else {
      // An attention whose softmax is not recognized: report it at the QK^T
      // product behind either operand.
      result.rejected =
          findScoresContraction(probs.input, /*needSoftmax=*/true);
      if (!result.rejected) {
        result.rejected =
            findScoresContraction(right.input, /*needSoftmax=*/true);
        probs = std::move(right);
        swapped = true;
      }
      if (!result.rejected)
        return result;
      result.reason = llvm::formatv(
          "the probabilities{0} come from {1}{2}, which is not a softmax form "
          "rope-fuse-attention recognizes{3}{4}",
          swapped ? " (the right operand of the product with the values, "
                    "out^T = V^T P^T)"
                  : "",
          describeSource(probs.input),
          probs.narrowing ? " (through an arith.truncf)" : "",
          probs.softmaxReason.empty() ? "" : ": ", probs.softmaxReason);
      return result;
    }
  }
  // The softmax's rows must be the product's rows of P: its last dimension
  // the contracted one, its leading dimensions in place.
  ArrayRef<int64_t> probsLayout = probs.source.permutation;
  bool probsSwapped = swapped ? pv->rhsKN : pv->lhsTransposed;
  if (!keepsLeading(probsLayout) || swapsLastTwo(probsLayout) != probsSwapped) {
    result.rejected =
        findScoresContraction(probs.softmax->input, /*needSoftmax=*/false);
    if (!keepsLeading(probsLayout))
      result.reason = llvm::formatv(
          "the product with the values reads the probabilities with the "
          "softmax's dimensions permuted as [{0}], which moves its batch and "
          "head dimensions",
          llvm::make_range(probsLayout.begin(), probsLayout.end()));
    else
      result.reason = "the product with the values contracts the "
                      "probabilities over their query dimension, not over "
                      "the keys the softmax normalizes";
    return result;
  }
  appendChain(chain, probs.chain);
  std::optional<SoftmaxMatch> softmax = probs.softmax;

  // From the softmax input back to QK^T.
  Value scores = softmax->input;
  std::string widened;
  if (probs.narrowing) {
    std::optional<Value> wide =
        matchFloatCast<arith::ExtFOp>(scores.getDefiningOp());
    // rope.attention computes bf16 and f16 in f32: as wide as the graph.
    Type narrow = getElementTypeOrSelf(output->getResult(0).getType());
    if (!wide || getElementTypeOrSelf(wide->getType()) != narrow ||
        !isa<BFloat16Type, Float16Type>(narrow) ||
        !getElementTypeOrSelf(scores.getType()).isF32()) {
      result.rejected = findScoresContraction(scores, /*needSoftmax=*/false);
      Type softmaxType = getElementTypeOrSelf(scores.getType());
      bool computedInF32 = isa<BFloat16Type, Float16Type>(narrow);
      if (computedInF32 && softmaxType.isF32())
        result.reason = llvm::formatv(
            "the softmax is computed in f32 and its result converted to {0}, "
            "but its input is not the {0} scores extended to f32",
            narrow);
      else
        result.reason = llvm::formatv(
            "the softmax is computed in {0} and its result converted to {1}, "
            "but rope.attention computes {1} attention in {2}, less "
            "precisely",
            softmaxType, narrow,
            computedInF32 ? Type(Float32Type::get(narrow.getContext()))
                          : narrow);
      return result;
    }
    widened = llvm::formatv("in {0}, from and back to {1}",
                            getElementTypeOrSelf(scores.getType()),
                            getElementTypeOrSelf(wide->getType()));
    chain.insert({scores.getDefiningOp(), "scores"});
    scores = *wide;
  }
  // Attention sinks: the softmax's extra column, which P V leaves out.
  Value sinks;
  if (probs.dropsLastColumn) {
    // A shift by the row maximum in the narrow type, before the softmax
    // widens it (gpt-oss in bf16).
    std::string why;
    scores = stripRowMaxShifts(scores, chain, why);
    Value keyScores =
        why.empty() ? matchSinkColumn(scores, sinks, chain, why) : Value();
    if (!keyScores) {
      // Reported at the QK^T product behind the scores' first part.
      if (std::optional<std::pair<Value, Value>> parts =
              matchChannelConcat(scores))
        scores = parts->first;
      result.rejected = findScoresContraction(scores, /*needSoftmax=*/false);
      result.reason = why;
      return result;
    }
    if (!checkSinkSliceSizes(probs.dropsLastColumn, keyScores)) {
      result.rejected = findScoresContraction(keyScores, /*needSoftmax=*/false);
      result.reason = "the probabilities without the sinks' column are "
                      "sliced to sizes other than the scores'";
      return result;
    }
    scores = keyScores;
  }
  // Walking back from the softmax, `scale` collects the constant factors;
  // at a soft-capping tanh the factors so far (and the tanh's own) become
  // its bound, and `scale` starts again from the factor inside the tanh.
  double scale = 1.0;
  SmallVector<std::string> scaledBy;
  std::optional<CausalMask> mask;
  std::optional<double> softcap;
  std::string maskReason;
  while (Operation *op = scores.getDefiningOp()) {
    if (Value source = getLeadingReshapeSource(op)) {
      chain.insert({op, "scores"});
      scores = source;
      continue;
    }
    if (std::optional<Contraction> rounded = matchRoundedContraction(op)) {
      chain.insert({op, "scores"});
      scores = rounded->op->getResult(0);
      continue;
    }
    if (std::optional<std::pair<Value, double>> scaled =
            matchConstantScale(op)) {
      scale *= scaled->second;
      if (!llvm::is_contained(scaledBy, "scores"))
        scaledBy.push_back("scores");
      chain.insert({op, "scores"});
      scores = scaled->first;
      continue;
    }
    if (std::optional<SoftCap> capped = matchSoftCap(op)) {
      Operation *qkOp =
          findScoresContraction(capped->source, /*needSoftmax=*/false);
      if (softcap) {
        result.rejected = qkOp;
        result.reason = "the scores pass through two tanh ops; rope.attention "
                        "soft-caps once";
        return result;
      }
      // post tanh(pre s) = |post| tanh(sign(post) pre s): tanh is odd.
      double post = scale * capped->post, pre = capped->pre;
      if (post < 0) {
        post = -post;
        pre = -pre;
      }
      if (!(post > 0) || !std::isfinite(post) || !std::isfinite(pre) ||
          pre == 0) {
        result.rejected = qkOp;
        result.reason = llvm::formatv(
            "the scores are soft-capped as {0} * tanh({1} * s), which is not "
            "a finite positive bound of nonzero scores",
            post, pre);
        return result;
      }
      softcap = post;
      scale = pre;
      chain.insert({op, "scores"});
      scores = capped->source;
      continue;
    }
    if (!mask) {
      FailureOr<CausalMask> causal = matchCausalMask(op, maskReason);
      if (succeeded(causal)) {
        if (softcap) {
          // tanh(-inf) is -1: a mask before the cap does not hide.
          result.rejected =
              findScoresContraction(causal->scores, /*needSoftmax=*/false);
          result.reason = "the scores are masked before the soft-capping "
                          "tanh, which turns the hidden scores into -bound "
                          "instead of -inf; rope.attention masks after it";
          return result;
        }
        mask = *causal;
        chain.insert({op, "scores"});
        scores = causal->scores;
        continue;
      }
    }
    break;
  }
  std::optional<Contraction> qk = matchContraction(scores.getDefiningOp());
  if (!qk) {
    // An op between the scores and the softmax that is not understood:
    // report it at the QK^T product it reads, if there is one.
    Operation *stuck = scores.getDefiningOp();
    if (!stuck)
      return result;
    result.rejected = findScoresContraction(scores, /*needSoftmax=*/false);
    result.reason = llvm::formatv(
        "the scores pass through {0}, which is neither a constant scale "
        "nor a causal mask{1}{2}",
        stuck->getName(), maskReason.empty() ? "" : ": ", maskReason);
    return result;
  }
  chain.insert({qk->op, "scores"});
  result.rejected = qk->op;
  auto reject = [&](const Twine &reason) {
    result.reason = reason.str();
    return result;
  };

  // rope.attention hides scores with -inf: a finite mask value is the same
  // only if no visible score can fall below it.
  if (mask && !isExactMaskValue(mask->hidden,
                                getElementTypeOrSelf(mask->scores.getType())))
    return reject(llvm::formatv(
        "the causal mask hides scores with {0}, which is neither -inf nor "
        "the lowest finite {1}: scores below it would outweigh it, while "
        "rope.attention hides them with -inf",
        llvm::format("%.9g", mask->hidden),
        getElementTypeOrSelf(mask->scores.getType())));

  // The queries are walked back to their rotation. Queries that no
  // rope.rotate rotates (NoPE layers) are, like the keys, taken where they
  // are laid out as QK^T reads them.
  OpChain queryChain;
  OperandSource q =
      peelOperand(qk->op.getDpsInputs()[0], /*allowBroadcast=*/false,
                  /*allowScale=*/true, /*backUp=*/false, queryChain, "queries");
  if (allowUnrotated && !q.value.getDefiningOp<RotateOp>() &&
      !matchRotatedChannels(q.value)) {
    queryChain.clear();
    q = peelOperand(qk->op.getDpsInputs()[0], /*allowBroadcast=*/false,
                    /*allowScale=*/true, /*backUp=*/true, queryChain,
                    "queries");
  }
  for (const auto &entry : queryChain)
    chain.insert(entry);
  OperandSource k =
      peelOperand(qk->op.getDpsInputs()[1], /*allowBroadcast=*/true,
                  /*allowScale=*/true, /*backUp=*/true, chain, "keys");
  OperandSource v = peelOperand(pv->op.getDpsInputs()[swapped ? 0 : 1],
                                /*allowBroadcast=*/true, /*allowScale=*/false,
                                /*backUp=*/true, chain, "values");
  for (const OperandSource *source : {&k, &v})
    if (source->otherBroadcast)
      return reject(llvm::formatv(
          "the {0} are broadcast to the query heads by {1} in a way "
          "rope.attention does not express (one dimension added right after "
          "the key/value heads, so that query head h reads head h / group)",
          source == &k ? "keys" : "values", source->otherBroadcast->getName()));
  // The queries and keys are rotated along their second to last dimension
  // (with positions that may index the first): QK^T must read them with
  // their leading dimensions in place. (Keys that are not, the walk takes
  // as given where it can.)
  for (const OperandSource *source : {&q, &k})
    if (!keepsLeading(source->permutation))
      return reject(llvm::formatv(
          "the QK^T product reads the {0} with the dimensions of {1} "
          "permuted as [{2}]: rope.attention takes them [..., seq, channels] "
          "with their batch and head dimensions in place",
          source == &q ? "queries" : "keys", describeSource(source->value),
          llvm::make_range(source->permutation.begin(),
                           source->permutation.end())));
  for (const OperandSource *source : {&q, &k}) {
    if (swapsLastTwo(source->permutation) ==
        (source == &q ? qk->lhsTransposed : qk->rhsKN))
      continue;
    StringRef role = source == &q ? "queries" : "keys";
    if (source->value.getDefiningOp<RotateOp>())
      return reject(llvm::formatv(
          "the QK^T product contracts the {0} over the dimension their "
          "rope.rotate takes positions along (its second to last), not over "
          "their channels",
          role));
    return reject(llvm::formatv(
        "the QK^T product contracts the {0} (from {1}) over their second to "
        "last dimension: rope.attention takes them [..., seq, channels] and "
        "contracts the channels",
        role, describeSource(source->value)));
  }
  if (auto valueRotation = v.value.getDefiningOp<RotateOp>()) {
    result.rotatedValues = valueRotation;
    return reject("the values are rotated, and values are never rotated");
  }

  // The queries are rotated, or concatenate unrotated channels and rotated
  // ones (multi-head latent attention); the keys then split at the same
  // channel.
  Value keys = k.value;
  auto queryRotation = q.value.getDefiningOp<RotateOp>();
  SmallVector<Value, 2> queryParts, keyParts;
  std::optional<Value> keysNope;
  bool rotatedLast = false;
  if (queryRotation) {
    queryParts.push_back(queryRotation.getInput());
  } else if (std::optional<ChannelSplit> split =
                 matchRotatedChannels(q.value)) {
    std::optional<std::pair<Value, Value>> keySplit =
        matchChannelConcat(k.value);
    int64_t rotated = getChannels(split->rotation.getResult());
    int64_t offset = split->rotatedLast ? getChannels(split->other) : 0;
    if (!keySplit ||
        getChannels(split->rotatedLast ? keySplit->second : keySplit->first) !=
            rotated)
      return reject(llvm::formatv(
          "the queries concatenate {0} channels rotated by rope.rotate at "
          "channel {1} with unrotated ones, but the keys are not a "
          "concatenation split at the same channel (they come from {2})",
          rotated, offset, describeSource(k.value)));
    queryRotation = split->rotation;
    rotatedLast = split->rotatedLast;
    queryParts = {queryRotation.getInput(), split->other};
    keys = rotatedLast ? keySplit->second : keySplit->first;
    keysNope = rotatedLast ? keySplit->first : keySplit->second;
    chain.insert({q.value.getDefiningOp(), "queries"});
    chain.insert({k.value.getDefiningOp(), "keys"});
  }
  auto keyRotation = keys.getDefiningOp<RotateOp>();
  if (!queryRotation && keyRotation)
    return reject("the keys are rotated but the queries are not (they come "
                  "from " +
                  describeSource(q.value) + ")");
  if (!queryRotation && !allowUnrotated)
    return reject("neither the queries nor the keys are rotated by "
                  "rope.rotate (the queries come from " +
                  describeSource(q.value) + ", the keys from " +
                  describeSource(k.value) + ")");
  // Neither rotated: attention without positional embedding, fused without
  // a rotation.
  if (!queryRotation)
    queryParts.push_back(q.value);
  if (queryRotation && queryRotation.getInverse())
    return reject("the queries are rotated with `inverse`");
  if (queryRotation)
    chain.insert({queryRotation, "rotated queries"});

  // Keys that rope.attention cannot rotate as the queries (or that the graph
  // also uses rotated) are taken as given: rope.attention without key
  // positions computes the same scores.
  std::string keysGiven = "they come from " + describeSource(keys);
  if (keyRotation) {
    keysGiven = compareRotations(queryRotation, keyRotation);
    for (Operation *user : keyRotation->getUsers())
      if (keysGiven.empty() && isOutside(user, chain))
        keysGiven = llvm::formatv("the rotated keys are also used by {0}",
                                  user->getName());
    if (keysGiven.empty())
      chain.insert({keyRotation, "rotated keys"});
    else
      keyRotation = {};
  }
  keyParts.push_back(keyRotation ? keyRotation.getInput() : keys);
  if (keysNope)
    keyParts.push_back(*keysNope);

  if (k.group != v.group && !ShapedType::isDynamic(k.group) &&
      !ShapedType::isDynamic(v.group))
    return reject(llvm::formatv("the keys are broadcast to {0} query heads "
                                "per head but the values to {1}",
                                k.group, v.group));

  auto queryType = cast<RankedTensorType>(q.value.getType());
  auto keyType = cast<RankedTensorType>(k.value.getType());
  Type element = queryType.getElementType();
  // The values, taken [..., seq, channels] with the leading dimensions of
  // the product: transposed unless they are so already.
  SmallVector<int64_t> valuePermutation = v.permutation;
  int64_t valueRank = valuePermutation.size();
  if (swapped ? !pv->lhsTransposed : !pv->rhsKN)
    std::swap(valuePermutation[valueRank - 2], valuePermutation[valueRank - 1]);
  if (isIdentityPermutation(valuePermutation))
    valuePermutation.clear();
  auto valueSource = cast<RankedTensorType>(v.value.getType());
  auto valueType =
      valuePermutation.empty()
          ? valueSource
          : RankedTensorType::get(
                applyPermutation(valueSource.getShape(), valuePermutation),
                element);
  auto outputType = cast<RankedTensorType>(output->getResult(0).getType());
  if (keyType.getElementType() != element ||
      valueSource.getElementType() != element ||
      outputType.getElementType() != element ||
      getElementTypeOrSelf(qk->op.getDpsInputs()[0].getType()) != element ||
      getElementTypeOrSelf(pv->op.getDpsInputs()[0].getType()) != element)
    return reject("the queries, keys, values, scores and output do not "
                  "share one element type");
  if (queryType.getRank() != keyType.getRank())
    return reject("the queries and keys have different ranks");
  if (ShapedType::isDynamic(queryType.getShape().back()) ||
      ShapedType::isDynamic(valueType.getShape().back()))
    return reject("the head dimensions are dynamic");
  if (queryType.getRank() == 2 && queryRotation &&
      (!positionsAllowExpansion(queryRotation) ||
       (keyRotation && !positionsAllowExpansion(keyRotation))))
    return reject("[batch, seq] positions on matrices without heads");
  SmallVector<int64_t> queryShape = withHeads(queryType.getShape());
  SmallVector<int64_t> keyShape = withHeads(keyType.getShape());
  size_t heads = queryShape.size() - 3;
  ArrayRef<int64_t> queryLeading = ArrayRef(queryShape).drop_back(2);
  ArrayRef<int64_t> keyLeading = ArrayRef(keyShape).drop_back(2);
  int64_t queryHeads = queryShape[heads], keyHeads = keyShape[heads];
  // A group sized at run time is the ratio of the heads, which the
  // contractions' shapes fix.
  int64_t group = ShapedType::isDynamic(k.group) ? v.group : k.group;
  if (ShapedType::isDynamic(group)) {
    if (ShapedType::isDynamic(queryHeads) || ShapedType::isDynamic(keyHeads) ||
        keyHeads == 0 || queryHeads % keyHeads != 0)
      return reject(llvm::formatv(
          "the keys and values are broadcast to the query heads with a "
          "dynamic group, and the heads ({0} query, {1} key/value) do not "
          "fix it",
          queryHeads, keyHeads));
    group = queryHeads / keyHeads;
  }
  if (queryLeading.drop_back() != keyLeading.drop_back() ||
      ShapedType::isDynamic(queryHeads) != ShapedType::isDynamic(keyHeads) ||
      (ShapedType::isDynamic(queryHeads) && group != 1) ||
      (!ShapedType::isDynamic(queryHeads) && queryHeads != keyHeads * group))
    return reject(llvm::formatv(
        "the batch and head dimensions of the queries and keys do "
        "not match ({0} query heads, {1} key heads, group {2})",
        queryHeads, keyHeads, group));

  // rope.attention groups query heads by key/value heads: it needs one.
  if (keyHeads == 0)
    return reject("there are no key/value heads (a head dimension of size "
                  "0)");

  SmallVector<int64_t> valueShape(keyLeading);
  valueShape.append({valueType.getDimSize(valueType.getRank() - 2),
                     valueType.getShape().back()});
  auto attentionValueType = RankedTensorType::get(valueShape, element);
  // The product out^T = V^T P^T gives the output [..., channels, seq].
  SmallVector<int64_t> resultShape(queryLeading);
  resultShape.append({queryShape[heads + 1], valueShape.back()});
  if (swapped)
    std::swap(resultShape[resultShape.size() - 2], resultShape.back());
  auto resultType = RankedTensorType::get(resultShape, element);
  if (!getReshape(valueType, attentionValueType) ||
      !getReshape(resultType, outputType))
    return reject("the values or the output cannot be reshaped to the "
                  "batch and head dimensions of the queries");

  scale *= q.scale * k.scale;
  if (q.scale != 1.0)
    scaledBy.push_back("queries");
  if (k.scale != 1.0)
    scaledBy.push_back("keys");
  if (!std::isfinite(scale) || scale == 0.0)
    return reject(
        llvm::formatv("the scale {0} is not finite and nonzero", scale));
  // With a negative diagonal the first queries see no key: rope.attention
  // gives them NaN, as softmax over -inf does (0 with sinks, as the graph
  // does whatever it hides them with). A run-time diagonal is assumed
  // non-negative (the remark says so).
  bool runtimeDiagonal = mask && mask->diagonalScalar;
  if (mask && !runtimeDiagonal && mask->diagonal < 0 &&
      softmax->zeroesMaskedRows)
    return reject("the graph sets the rows the mask hides entirely to 0, "
                  "rope.attention to NaN");
  if (mask && !runtimeDiagonal && mask->diagonal < 0 && !mask->minusInf &&
      !sinks)
    return reject("the mask hides every key from the first queries with a "
                  "finite value, which gives them uniform weights, "
                  "rope.attention NaN");
  if (sinks) {
    int64_t count = cast<RankedTensorType>(sinks.getType()).getDimSize(0);
    if (count != queryHeads)
      return reject(llvm::formatv(
          "the attention sinks hold {0} values, not one per query head ({1})",
          count, queryHeads));
    if (getElementTypeOrSelf(sinks.getType()) != element)
      return reject(
          llvm::formatv("the attention sinks are {0}, not the attention's {1}",
                        getElementTypeOrSelf(sinks.getType()), element));
  }
  // Sizes of the chain's tensors that only the chain reads (dynamic slice
  // bounds and fill sizes) go with it.
  absorbSizeComputations(chain);
  if (std::string why = findOutsideUser(chain, output); !why.empty())
    return reject(why);

  AttentionMatch match;
  match.scores = qk->op;
  match.output = output;
  match.queryRotation = queryRotation;
  match.keyRotation = keyRotation;
  match.queryParts = std::move(queryParts);
  match.keyParts = std::move(keyParts);
  match.value = v.value;
  match.valuePermutation = std::move(valuePermutation);
  match.transposedOutput = swapped;
  match.group = group;
  // rope.attention's scores are C tanh(scale s / C): its scale is the
  // factor inside the tanh times the bound.
  match.scale = softcap ? scale * *softcap : scale;
  match.softcap = softcap;
  match.sinks = sinks;
  if (mask) {
    match.diagonal = mask->diagonal;
    match.diagonalScalar = mask->diagonalScalar;
    match.diagonalScale = mask->diagonalScale;
    match.window = mask->window;
  }
  for (const auto &entry : chain)
    match.ops.insert(entry.first);

  llvm::raw_string_ostream os(match.description);
  os << "QK^T as " << describe(*qk, k, /*keys=*/true) << "; scale "
     << llvm::format("%.6g", match.scale);
  if (!scaledBy.empty())
    os << " (on the " << llvm::join(scaledBy, ", ") << ")";
  if (softcap)
    os << "; soft-capped to " << llvm::format("%.6g", *softcap)
       << " (bound * tanh(s / bound))";
  if (mask) {
    // A mask of the lowest finite value is fused as one of -inf.
    std::string form = mask->form;
    if (!std::isinf(mask->hidden)) {
      std::string lowest;
      llvm::raw_string_ostream(lowest)
          << "the lowest finite "
          << getElementTypeOrSelf(mask->scores.getType());
      if (size_t at = form.find("-inf"); at != std::string::npos)
        form.replace(at, 4, lowest);
      else
        form += " of " + lowest;
      form += " (as -inf)";
    }
    const std::optional<RuntimeScalar> &scalar = mask->diagonalScalar;
    bool limits = scalar && scalar->queryDim;
    os << "; causal mask as " << form << (limits ? ", limits " : ", diagonal ");
    if (scalar) {
      // For example "the run-time element [0, 0] of a block argument #1",
      // or per query "the run-time elements [0, i] of ...".
      if (mask->diagonalScale != 1)
        os << mask->diagonalScale << " * ";
      if (scalar->isValue()) {
        os << describeRuntimeInteger(scalar->tensor);
      } else {
        os << (limits ? "the run-time elements [" : "the run-time element [");
        for (auto [d, i] : llvm::enumerate(scalar->index))
          os << (d ? ", " : "")
             << (limits && d == *scalar->queryDim ? std::string("i")
                                                  : std::to_string(i));
        os << "] of " << describeSource(scalar->tensor);
        if (auto arg = dyn_cast<BlockArgument>(scalar->tensor))
          os << " #" << arg.getArgNumber();
      }
      if (mask->diagonal != 0)
        os << (mask->diagonal > 0 ? " + " : " - ")
           << std::abs(mask->diagonal);
      if ((!mask->minusInf || softmax->zeroesMaskedRows) && !sinks)
        os << " (assumed >= 0: a query that sees no key gets NaN, where the "
              "graph gives it "
           << (softmax->zeroesMaskedRows ? "zeros" : "uniform weights")
           << ")";
    } else {
      os << mask->diagonal;
    }
    if (mask->window)
      os << ", sliding window of " << *mask->window << " keys";
  } else {
    os << "; no mask";
  }
  os << "; softmax " << softmax->form;
  if (sinks) {
    os << " with attention sinks (" << describeSource(sinks);
    if (auto arg = dyn_cast<BlockArgument>(sinks))
      os << " #" << arg.getArgNumber();
    os << ": one logit per query head in the normalization, its column "
          "dropped before PV)";
  }
  if (!widened.empty())
    os << " " << widened
       << " (rope.attention computes the scores, softmax and weighted sum in "
          "f32 and rounds once)";
  os << "; PV as " << (swapped ? "out^T = V^T P^T, " : "")
     << describe(*pv, v, /*keys=*/false)
     << (swapped ? " (rope.attention's result transposed to it)" : "");
  if (keysNope)
    os << "; the rotated channels " << (rotatedLast ? "last" : "first")
       << " of concatenated queries and keys (multi-head latent attention)"
       << (rotatedLast ? ", moved first in both (QK^T is unchanged)" : "");
  if (!queryRotation) {
    os << "; no rotation: neither the queries (from " << describeSource(q.value)
       << ") nor the keys (from " << describeSource(keys)
       << ") are rotated by rope.rotate";
    // A rotation before other ops (HunYuan's q/k norms after RoPE), or with
    // the graph's own tables, stays outside.
    Operation *rotation = findUpstreamRotation(q.value);
    if (!rotation)
      rotation = findUpstreamRotation(keys);
    if (!rotation)
      os << " (a layer without positional embedding)";
    else if (!isa<RotateOp, RotateWithTablesOp>(rotation))
      os << " (their producers compute sines or cosines: a rotation "
            "rope-raise did not recognize stays outside the fused op)";
    else if (rotation->getResult(0) == q.value ||
             rotation->getResult(0) == keys)
      os << " (" << rotation->getName()
         << " rotates them outside the fused op)";
    else
      os << " (" << rotation->getName()
         << " rotates them outside the fused op, before the ops that reach "
            "QK^T)";
  } else if (!keyRotation) {
    os << "; keys taken as given, not rotated by the fused op (" << keysGiven
       << ")";
  }
  if (k.broadcast)
    os << "; grouped-query attention, " << group
       << " query heads per key/value head (" << k.broadcast->getName() << ")";
  result.match = std::move(match);
  return result;
}
