//===- MatchAttention.cpp - Recognize rotated attention in linalg IR ------===//
//
// Starts at a candidate PV contraction and walks back: the probabilities
// (a softmax form), the scores (reshapes, constant scales, one causal mask)
// to the QK^T contraction, and from each contraction operand through
// reshapes of the batch and head dimensions, transposes of the last two
// dimensions, constant scales and one grouped-query broadcast, to the
// rope.rotate ops of Q and K and to the values.
//
// Reshapes of the leading (batch and head) dimensions keep the row-major
// index of each [seq, head_dim] matrix, so Q, the scores and the output
// agree on it. A grouped-query broadcast must add its dimension right after
// the key/value head (torch's repeat_kv), so that query head h reads key
// head h / group, as rope.attention does.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/Transforms/FuseAttention.h"

#include "AttentionMatchers.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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
};

/// What a contraction operand was before the ops between them.
struct OperandSource {
  Value value;
  /// Transposes of the last two dimensions passed.
  unsigned transposes = 0;
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
/// into zeros, in one element type.
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
  for (Value operand : op->getOperands())
    if (getElementTypeOrSelf(operand.getType()) != element)
      return std::nullopt;
  if (getConstantFloat(linalgOp.getDpsInits()[0]) != 0.0)
    return std::nullopt;
  return Contraction{linalgOp, *lhs, *rhs};
}

/// Returns true if `permutation` keeps every dimension but the last two.
static bool keepsLeading(ArrayRef<int64_t> permutation) {
  int64_t rank = permutation.size();
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (permutation[i] != i)
      return false;
  return rank >= 2;
}

/// Matches `op` as the broadcast of key or value heads to query heads (a
/// new dimension, or a unit one, right after the heads: the third to last)
/// and returns its input and group.
static std::optional<std::pair<Value, int64_t>>
matchGroupBroadcast(Operation *op) {
  if (auto broadcast = dyn_cast_or_null<linalg::BroadcastOp>(op)) {
    int64_t rank = broadcast.getInit().getType().getRank();
    ArrayRef<int64_t> dims = broadcast.getDimensions();
    if (rank < 3 || dims.size() != 1 || dims[0] != rank - 3)
      return std::nullopt;
    int64_t group = broadcast.getInit().getType().getDimSize(rank - 3);
    if (ShapedType::isDynamic(group))
      return std::nullopt;
    return std::make_pair(broadcast.getInput(), group);
  }
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops())
    return std::nullopt;
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (body.getOperations().size() != 1 ||
      yield.getValues()[0] != body.getArgument(0))
    return std::nullopt;
  SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
  unsigned rank = generic.getNumLoops();
  if (rank < 3 || !maps[1].isIdentity())
    return std::nullopt;
  // The input map is the identity without loop rank-3, or with 0 for it.
  unsigned skipped = rank - 3;
  AffineMap input = maps[0];
  bool dropped = input.getNumResults() == rank - 1;
  if (!dropped && input.getNumResults() != rank)
    return std::nullopt;
  for (unsigned loop = 0, result = 0; loop < rank; ++loop) {
    AffineExpr expr = input.getResult(result);
    if (loop == skipped) {
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
  int64_t group = cast<RankedTensorType>(generic.getResult(0).getType())
                      .getDimSize(skipped);
  if (ShapedType::isDynamic(group))
    return std::nullopt;
  return std::make_pair(generic.getDpsInputs()[0], group);
}

/// Returns true if `op` copies its input to a larger tensor: a
/// linalg.broadcast, or a linalg.generic that yields its input read with a
/// non-identity map.
static bool isBroadcastLike(Operation *op) {
  if (isa<linalg::BroadcastOp>(op))
    return true;
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumResults() != 1)
    return false;
  Block &body = generic.getRegion().front();
  return body.getOperations().size() == 1 &&
         cast<linalg::YieldOp>(body.getTerminator()).getValues()[0] ==
             body.getArgument(0) &&
         !generic.getIndexingMapsArray()[0].isIdentity();
}

/// Walks back from a contraction operand to what it was before reshapes of
/// the leading dimensions, transposes of the last two, constant scales (if
/// `allowScale`: the scores absorb those of the queries and keys, while a
/// scale of the values stays in the value operand) and (if
/// `allowBroadcast`) one grouped-query broadcast.
static OperandSource peelOperand(Value value, bool allowBroadcast,
                                 bool allowScale, OpChain &chain,
                                 StringRef role) {
  OperandSource source;
  while (Operation *op = value.getDefiningOp()) {
    if (isLeadingReshape(op)) {
      chain.insert({op, role});
      value = op->getOperand(0);
      continue;
    }
    if (auto transpose = dyn_cast<linalg::TransposeOp>(op);
        transpose && keepsLeading(transpose.getPermutation())) {
      ArrayRef<int64_t> perm = transpose.getPermutation();
      source.transposes += perm.back() != static_cast<int64_t>(perm.size()) - 1;
      chain.insert({op, role});
      value = transpose.getInput();
      continue;
    }
    if (std::optional<std::pair<Value, double>> scaled =
            allowScale ? matchConstantScale(op) : std::nullopt) {
      source.scale *= scaled->second;
      chain.insert({op, role});
      value = scaled->first;
      continue;
    }
    if (allowBroadcast && !source.broadcast)
      if (std::optional<std::pair<Value, int64_t>> broadcast =
              matchGroupBroadcast(op)) {
        source.broadcast = op;
        source.group = broadcast->second;
        chain.insert({op, role});
        value = broadcast->first;
        continue;
      }
    if (isBroadcastLike(op))
      source.otherBroadcast = op;
    break;
  }
  source.value = value;
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

/// Returns why `query` and `key` cannot share one rope.attention, or an
/// empty string.
static std::string compareRotations(RotateOp query, RotateOp key) {
  if (query.getInverse() || key.getInverse())
    return "the queries or keys are rotated with `inverse`";
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

/// Returns the form of `contraction` (the QK^T or PV product) as a phrase.
static std::string describe(const Contraction &contraction,
                            const OperandSource &right, bool keys) {
  std::string form = contraction.op->getName().getStringRef().str();
  if (isa<linalg::GenericOp>(contraction.op))
    form += " contraction";
  bool transposedRead = keys ? !contraction.rhsKN : contraction.rhsKN;
  if (right.transposes)
    form += keys ? " of linalg.transpose'd keys" : " of transposed values";
  else if (keys && transposedRead && !isa<linalg::GenericOp>(contraction.op))
    form += " with the keys transposed by its indexing maps";
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

/// Returns the first user of an op of `chain` (other than `output`) outside
/// the chain, as a reason.
static std::string findOutsideUser(const OpChain &chain, Operation *output) {
  for (const auto &[op, role] : chain) {
    if (op == output)
      continue;
    for (Operation *user : op->getUsers())
      if (!chain.contains(user))
        return llvm::formatv("the {0} ({1}) are also used by {2}", role,
                             op->getName(), user->getName());
  }
  return "";
}

AttentionMatchResult rope::matchAttention(Operation *output) {
  AttentionMatchResult result;
  std::optional<Contraction> pv = matchContraction(output);
  if (!pv || pv->lhsTransposed)
    return result;
  OpChain chain;
  chain.insert({output, "output"});

  Value probs = pv->op.getDpsInputs()[0];
  while (isLeadingReshape(probs.getDefiningOp())) {
    chain.insert({probs.getDefiningOp(), "probabilities"});
    probs = probs.getDefiningOp()->getOperand(0);
  }
  std::optional<SoftmaxMatch> softmax = matchSoftmax(probs, chain);
  if (!softmax)
    return result;

  // From the softmax input back to QK^T.
  Value scores = softmax->input;
  double scale = 1.0;
  SmallVector<std::string> scaledBy;
  std::optional<CausalMask> mask;
  std::string maskReason;
  while (Operation *op = scores.getDefiningOp()) {
    if (isLeadingReshape(op)) {
      chain.insert({op, "scores"});
      scores = op->getOperand(0);
      continue;
    }
    if (std::optional<std::pair<Value, double>> scaled =
            matchConstantScale(op)) {
      scale *= scaled->second;
      scaledBy.push_back("scores");
      chain.insert({op, "scores"});
      scores = scaled->first;
      continue;
    }
    if (!mask) {
      FailureOr<CausalMask> causal = matchCausalMask(op, maskReason);
      if (succeeded(causal)) {
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
    for (Value operand : stuck->getOperands()) {
      while (isLeadingReshape(operand.getDefiningOp()))
        operand = operand.getDefiningOp()->getOperand(0);
      if (matchContraction(operand.getDefiningOp())) {
        result.rejected = operand.getDefiningOp();
        result.reason = llvm::formatv(
            "the scores pass through {0}, which is neither a constant scale "
            "nor a causal mask{1}{2}",
            stuck->getName(), maskReason.empty() ? "" : ": ", maskReason);
        break;
      }
    }
    return result;
  }
  chain.insert({qk->op, "scores"});
  result.rejected = qk->op;
  auto reject = [&](const Twine &reason) {
    result.reason = reason.str();
    return result;
  };

  OperandSource q =
      peelOperand(qk->op.getDpsInputs()[0], /*allowBroadcast=*/false,
                  /*allowScale=*/true, chain, "queries");
  OperandSource k =
      peelOperand(qk->op.getDpsInputs()[1], /*allowBroadcast=*/true,
                  /*allowScale=*/true, chain, "keys");
  OperandSource v =
      peelOperand(pv->op.getDpsInputs()[1], /*allowBroadcast=*/true,
                  /*allowScale=*/false, chain, "values");
  for (const OperandSource *source : {&k, &v})
    if (source->otherBroadcast)
      return reject(llvm::formatv(
          "the {0} are broadcast to the query heads by {1} in a way "
          "rope.attention does not express (one dimension added right after "
          "the key/value heads, so that query head h reads head h / group)",
          source == &k ? "keys" : "values", source->otherBroadcast->getName()));
  auto queryRotation = q.value.getDefiningOp<RotateOp>();
  auto keyRotation = k.value.getDefiningOp<RotateOp>();
  if (auto valueRotation = v.value.getDefiningOp<RotateOp>()) {
    result.rotatedValues = valueRotation;
    return reject("the values are rotated, and values are never rotated");
  }
  if (!queryRotation && !keyRotation)
    return reject("neither the queries nor the keys are rotated by "
                  "rope.rotate");
  if (!keyRotation)
    return reject("the queries are rotated but the keys are not (they come "
                  "from " +
                  describeSource(k.value) +
                  "; rope.attention without key positions takes keys that "
                  "are already rotated)");
  if (!queryRotation)
    return reject("the keys are rotated but the queries are not (they come "
                  "from " +
                  describeSource(q.value) + ")");
  if (std::string why = compareRotations(queryRotation, keyRotation);
      !why.empty())
    return reject(why);
  chain.insert({queryRotation, "rotated queries"});
  chain.insert({keyRotation, "rotated keys"});

  if ((q.transposes % 2 == 1) != qk->lhsTransposed ||
      (k.transposes % 2 == 1) != qk->rhsKN ||
      (v.transposes % 2 == 1) == pv->rhsKN)
    return reject("the queries, keys or values are contracted over the "
                  "wrong dimension");
  if (k.group != v.group)
    return reject(llvm::formatv("the keys are broadcast to {0} query heads "
                                "per head but the values to {1}",
                                k.group, v.group));

  auto queryType = cast<RankedTensorType>(queryRotation.getInput().getType());
  auto keyType = cast<RankedTensorType>(keyRotation.getInput().getType());
  auto valueType = cast<RankedTensorType>(v.value.getType());
  auto outputType = cast<RankedTensorType>(output->getResult(0).getType());
  Type element = queryType.getElementType();
  if (keyType.getElementType() != element ||
      valueType.getElementType() != element ||
      outputType.getElementType() != element ||
      getElementTypeOrSelf(qk->op->getResult(0).getType()) != element)
    return reject("the queries, keys, values, scores and output do not "
                  "share one element type");
  if (queryType.getRank() != keyType.getRank())
    return reject("the rotated queries and keys have different ranks");
  if (ShapedType::isDynamic(queryType.getShape().back()) ||
      ShapedType::isDynamic(valueType.getShape().back()))
    return reject("the head dimensions are dynamic");
  if (queryType.getRank() == 2 && (!positionsAllowExpansion(queryRotation) ||
                                   !positionsAllowExpansion(keyRotation)))
    return reject("[batch, seq] positions on matrices without heads");
  SmallVector<int64_t> queryShape = withHeads(queryType.getShape());
  SmallVector<int64_t> keyShape = withHeads(keyType.getShape());
  size_t heads = queryShape.size() - 3;
  ArrayRef<int64_t> queryLeading = ArrayRef(queryShape).drop_back(2);
  ArrayRef<int64_t> keyLeading = ArrayRef(keyShape).drop_back(2);
  int64_t queryHeads = queryShape[heads], keyHeads = keyShape[heads];
  if (queryLeading.drop_back() != keyLeading.drop_back() ||
      ShapedType::isDynamic(queryHeads) != ShapedType::isDynamic(keyHeads) ||
      (ShapedType::isDynamic(queryHeads) && k.group != 1) ||
      (!ShapedType::isDynamic(queryHeads) && queryHeads != keyHeads * k.group))
    return reject(llvm::formatv(
        "the batch and head dimensions of the rotated queries and keys do "
        "not match ({0} query heads, {1} key heads, group {2})",
        queryHeads, keyHeads, k.group));

  // rope.attention groups query heads by key/value heads: it needs one.
  if (keyHeads == 0)
    return reject("there are no key/value heads (a head dimension of size "
                  "0)");

  SmallVector<int64_t> valueShape(keyLeading);
  valueShape.append({valueType.getDimSize(valueType.getRank() - 2),
                     valueType.getShape().back()});
  auto attentionValueType = RankedTensorType::get(valueShape, element);
  SmallVector<int64_t> resultShape(queryLeading);
  resultShape.append({queryShape[heads + 1], valueShape.back()});
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
  // gives them NaN, as softmax over -inf does.
  if (mask && mask->diagonal < 0 && softmax->zeroesMaskedRows)
    return reject("the graph sets the rows the mask hides entirely to 0, "
                  "rope.attention to NaN");
  if (mask && mask->diagonal < 0 && !mask->minusInf)
    return reject("the mask hides every key from the first queries with a "
                  "finite value, which gives them uniform weights, "
                  "rope.attention NaN");
  if (std::string why = findOutsideUser(chain, output); !why.empty())
    return reject(why);

  AttentionMatch match;
  match.scores = qk->op;
  match.output = output;
  match.queryRotation = queryRotation;
  match.keyRotation = keyRotation;
  match.value = v.value;
  match.group = k.group;
  match.scale = scale;
  if (mask)
    match.diagonal = mask->diagonal;
  for (const auto &entry : chain)
    match.ops.insert(entry.first);

  llvm::raw_string_ostream os(match.description);
  os << "QK^T as " << describe(*qk, k, /*keys=*/true) << "; scale "
     << llvm::format("%.6g", scale);
  if (!scaledBy.empty())
    os << " (on the " << llvm::join(scaledBy, ", ") << ")";
  if (mask)
    os << "; causal mask as " << mask->form << ", diagonal " << mask->diagonal;
  else
    os << "; no mask";
  os << "; softmax " << softmax->form << "; PV as "
     << describe(*pv, v, /*keys=*/false);
  if (k.broadcast)
    os << "; grouped-query attention, " << k.group
       << " query heads per key/value head (" << k.broadcast->getName() << ")";
  result.match = std::move(match);
  return result;
}
