//===- MatchSoftmax.cpp - Softmax forms of attention graphs ---------------===//
//
// linalg.softmax, and the decomposed form that frontends emit (torch-mlir's
// decomposition of scaled_dot_product_attention among them):
//
//   m = max_j x           (a reduction generic; extra results such as
//                          torch's argmax must be unused)
//   e = exp(x - m)        (one generic, or a subtraction then an exp; the
//                          max subtraction is optional: softmax is
//                          invariant to any per-row shift)
//   s = sum_j e           (a reduction generic from a zero fill)
//   p = e / s             (or e * r with r = 1 / s)
//   p' = select(all_j(x == -inf), 0, p)   (torch-mlir, optional)
//
// x itself may be y - max_j y (gpt-oss shifts its logits before calling
// softmax): such shifts are looked through.
//
// Row vectors (m, s) may pass through reshapes that add or drop unit
// dimensions, as torch-mlir's keepdim results do, and may be broadcast back
// to the scores' shape by a copy (a linalg.generic that yields its input read
// through a row map), as XLA's exports do. The reductions may also be
// linalg.reduce ops over the last dimension, and the -inf test may compare
// an f64 copy of x with a constant tensor, as TOSA's conversion to linalg
// writes them.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

static constexpr StringLiteral kRole = "softmax";

/// Returns `value`'s defining op if it is an all-parallel linalg.generic
/// with one result and an identity output map.
static linalg::GenericOp getElementwise(Value value) {
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || op.getNumLoops() != op.getNumParallelLoops() ||
      op.getNumResults() != 1 || !op.getIndexingMapsArray().back().isIdentity())
    return {};
  return op;
}

/// Returns the value `op` yields (its only result).
static Value getYielded(linalg::GenericOp op) {
  return cast<linalg::YieldOp>(op.getRegion().front().getTerminator())
      .getValues()[0];
}

/// Returns the input of `op` that `operand` (a value in its body) reads,
/// if it is one of its block arguments for an input mapped by `map` (the
/// identity when `row` is false, a row map otherwise).
static Value getInput(linalg::GenericOp op, Value operand, bool row) {
  auto arg = dyn_cast<BlockArgument>(operand);
  if (!arg || arg.getOwner() != &op.getRegion().front())
    return {};
  OpOperand *input = op.getMatchingOpOperand(arg);
  if (!op.isDpsInput(input))
    return {};
  AffineMap map = op.getMatchingIndexingMap(input);
  bool matches = row ? isRowMap(map, op.getNumLoops()) : map.isIdentity();
  return matches ? input->get() : Value();
}

/// Returns the row vector that `operand` (a value in `op`'s body) reads:
/// an input mapped by a row map, or an identity-mapped copy of one (a
/// broadcast by linalg.generic, as XLA's exports write it), which joins
/// `chain` if it copies along the rows. If it copies along another
/// dimension, `misread` says how it reads the vector.
static Value getRowInput(linalg::GenericOp op, Value operand, OpChain &chain,
                         std::string &misread) {
  if (Value row = getInput(op, operand, /*row=*/true))
    return row;
  Value full = getInput(op, operand, /*row=*/false);
  Operation *copy = full ? full.getDefiningOp() : nullptr;
  std::optional<AffineMap> map = getCopyMap(copy);
  if (!map || map->isPermutation())
    return {};
  if (isRowMap(*map, map->getNumDims())) {
    chain.insert({copy, kRole});
  } else {
    llvm::raw_string_ostream os(misread);
    os << "is broadcast back by a linalg.generic copy that reads it as " << *map
       << ", not as one value per row";
  }
  return copy->getOperand(0);
}

/// Returns true if the reduction body `body` (arguments: the element, the
/// accumulator, ...) yields one of `CombinerOps` of its first two
/// arguments, in either order.
template <typename... CombinerOps>
static bool isCombiner(Block &body) {
  Operation *combiner = body.getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || !isa<CombinerOps...>(combiner))
    return false;
  Value in = body.getArgument(0), acc = body.getArgument(1);
  Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
  return (lhs == in && rhs == acc) || (lhs == acc && rhs == in);
}

/// Matches `value` as the row reduction over the last loop of one input
/// with `CombinerOps`, and returns that input. Other results of the
/// reduction (torch's argmax) must be unused. With `zeroInit`, the
/// accumulator must start at zero.
template <typename... CombinerOps>
static Value matchRowReduction(Value value, OpChain &chain, bool zeroInit) {
  // linalg.reduce over the last dimension (TOSA's reduce_max/reduce_sum).
  if (auto reduce = value.getDefiningOp<linalg::ReduceOp>()) {
    if (reduce.getNumDpsInputs() != 1 || reduce.getDimensions().size() != 1)
      return {};
    auto inputType = cast<ShapedType>(reduce.getInputs()[0].getType());
    if (reduce.getDimensions()[0] + 1 != inputType.getRank())
      return {};
    if (zeroInit && getConstantFloat(reduce.getInits()[0]) != 0.0)
      return {};
    if (!isCombiner<CombinerOps...>(reduce.getRegion().front()))
      return {};
    chain.insert({reduce, kRole});
    return reduce.getInputs()[0];
  }
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || cast<OpResult>(value).getResultNumber() != 0 ||
      op.getNumDpsInputs() != 1)
    return {};
  unsigned rank = op.getNumLoops();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (unsigned i = 0; i < rank; ++i)
    if ((iterators[i] == utils::IteratorType::reduction) != (i + 1 == rank))
      return {};
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps[0].isIdentity() || !isRowMap(maps[1], rank))
    return {};
  for (OpResult other : op.getResults().drop_front())
    if (!other.use_empty())
      return {};
  if (zeroInit && getConstantFloat(op.getDpsInits()[0]) != 0.0)
    return {};

  if (!isCombiner<CombinerOps...>(op.getRegion().front()))
    return {};
  chain.insert({op, kRole});
  return op.getDpsInputs()[0];
}

/// Matches `row` as max_j `x`, through unit reshapes.
static bool isRowMax(Value row, Value x, OpChain &chain) {
  OpChain ops;
  row = stripUnitReshapes(row, ops, kRole);
  if (matchRowReduction<arith::MaximumFOp, arith::MaxNumFOp>(
          row, ops, /*zeroInit=*/false) != x)
    return false;
  appendChain(chain, ops);
  return true;
}

/// Matches `shifted` (a value in `op`'s body) as x - m with m = max_j x,
/// and returns x.
static Value matchShift(linalg::GenericOp op, Value shifted, OpChain &chain,
                        std::string &reason) {
  auto sub = shifted.getDefiningOp<arith::SubFOp>();
  if (!sub)
    return {};
  OpChain ops;
  std::string misread;
  Value x = getInput(op, sub.getLhs(), /*row=*/false);
  Value max = getRowInput(op, sub.getRhs(), ops, misread);
  if (!x || !max || !isRowMax(max, x, ops))
    return {};
  if (!misread.empty()) {
    reason = "the row maximum " + misread;
    return {};
  }
  appendChain(chain, ops);
  return x;
}

/// Matches `value` as exp(x - max_j x) or exp(x) and returns x.
static Value matchExp(Value value, OpChain &chain, std::string &reason) {
  linalg::GenericOp op = getElementwise(value);
  if (!op)
    return {};
  auto exp = getYielded(op).getDefiningOp<math::ExpOp>();
  if (!exp)
    return {};
  Value x;
  if (Value input = getInput(op, exp.getOperand(), /*row=*/false)) {
    // A separate subtraction, or none.
    x = input;
    if (linalg::GenericOp sub = getElementwise(input)) {
      if (Value shifted = matchShift(sub, getYielded(sub), chain, reason)) {
        chain.insert({sub, kRole});
        x = shifted;
      } else if (!reason.empty()) {
        return {};
      }
    }
  } else {
    x = matchShift(op, exp.getOperand(), chain, reason);
  }
  if (x)
    chain.insert({op, kRole});
  return x;
}

/// Matches `value` (a row vector) as 1 / s and returns s.
static Value matchReciprocal(Value value, OpChain &chain) {
  linalg::GenericOp op = getElementwise(value);
  if (!op)
    return {};
  auto div = getYielded(op).getDefiningOp<arith::DivFOp>();
  if (!div || getConstantFloat(div.getLhs()) != 1.0)
    return {};
  Value sum = getInput(op, div.getRhs(), /*row=*/false);
  if (sum)
    chain.insert({op, kRole});
  return sum;
}

/// Matches `value` as e / sum_j e, or e * (1 / sum_j e), and returns the
/// softmax input x of e.
static Value matchDivision(Value value, OpChain &chain, std::string &reason) {
  linalg::GenericOp op = getElementwise(value);
  if (!op)
    return {};
  Operation *normalize = getYielded(op).getDefiningOp();
  if (!isa_and_nonnull<arith::DivFOp, arith::MulFOp>(normalize))
    return {};
  std::string misread;
  Value exp = getInput(op, normalize->getOperand(0), /*row=*/false);
  Value sum =
      exp ? getRowInput(op, normalize->getOperand(1), chain, misread) : Value();
  if (!exp && isa<arith::MulFOp>(normalize)) {
    exp = getInput(op, normalize->getOperand(1), /*row=*/false);
    sum = exp ? getRowInput(op, normalize->getOperand(0), chain, misread)
              : Value();
  }
  if (!exp || !sum)
    return {};
  sum = stripUnitReshapes(sum, chain, kRole);
  if (isa<arith::MulFOp>(normalize)) {
    sum = matchReciprocal(sum, chain);
    if (!sum)
      return {};
    sum = stripUnitReshapes(sum, chain, kRole);
  }
  if (matchRowReduction<arith::AddFOp>(sum, chain, /*zeroInit=*/true) != exp)
    return {};
  if (!misread.empty()) {
    reason = (isa<arith::MulFOp>(normalize) ? "the reciprocal of the row sum "
                                            : "the row sum ") +
             misread;
    return {};
  }
  Value x = matchExp(exp, chain, reason);
  if (x)
    chain.insert({op, "probabilities"});
  return x;
}

/// Returns the constant `operand` (a value in `op`'s body) stands for: a
/// constant captured or computed in the body, or a block argument of a
/// constant input.
static std::optional<double> getConstantOperand(linalg::GenericOp op,
                                                Value operand) {
  if (auto arg = dyn_cast<BlockArgument>(operand);
      arg && arg.getOwner() == &op.getRegion().front()) {
    OpOperand *input = op.getMatchingOpOperand(arg);
    if (!op.isDpsInput(input))
      return std::nullopt;
    return getConstantFloat(input->get());
  }
  return getConstantFloat(operand);
}

/// Matches `value` as the elementwise test x == -inf (in any float type,
/// x possibly extended to a wider one first) and returns x; the generic
/// that extends it, if any, joins `chain`.
static Value matchIsMinusInf(Value value, OpChain &chain) {
  linalg::GenericOp op = getElementwise(value);
  if (!op)
    return {};
  auto cmp = getYielded(op).getDefiningOp<arith::CmpFOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpFPredicate::OEQ)
    return {};
  std::optional<double> bound = getConstantOperand(op, cmp.getRhs());
  if (!bound || !std::isinf(*bound) || *bound > 0)
    return {};
  Value lhs = cmp.getLhs();
  if (auto ext = lhs.getDefiningOp<arith::ExtFOp>())
    lhs = ext.getIn();
  Value x = getInput(op, lhs, /*row=*/false);
  // TOSA: the extension in a generic of its own.
  if (linalg::GenericOp widen = x ? getElementwise(x) : nullptr)
    if (auto ext = getYielded(widen).getDefiningOp<arith::ExtFOp>())
      if (Value narrow = getInput(widen, ext.getIn(), /*row=*/false)) {
        chain.insert({widen, kRole});
        x = narrow;
      }
  return x;
}

/// Matches `value` as select(all_j(x == -inf), 0, p) and returns p; `x`
/// receives x.
static Value matchMaskedRowGuard(Value value, Value &x, OpChain &chain,
                                 std::string &reason) {
  linalg::GenericOp op = getElementwise(value);
  if (!op)
    return {};
  auto select = getYielded(op).getDefiningOp<arith::SelectOp>();
  if (!select)
    return {};
  OpChain guard;
  std::string misread;
  Value condition = getRowInput(op, select.getCondition(), guard, misread);
  Value probs = getInput(op, select.getFalseValue(), /*row=*/false);
  if (!condition || !probs)
    return {};
  if (getConstantOperand(op, select.getTrueValue()) != 0.0)
    return {};
  condition = stripUnitReshapes(condition, guard, kRole);
  Value test = matchRowReduction<arith::AndIOp>(condition, guard,
                                                /*zeroInit=*/false);
  if (!test || !(x = matchIsMinusInf(test, guard)))
    return {};
  if (!misread.empty()) {
    reason = "the test for fully masked rows " + misread;
    return {};
  }
  guard.insert({test.getDefiningOp(), kRole});
  guard.insert({op, "probabilities"});
  appendChain(chain, guard);
  return probs;
}

Value rope::detail::stripRowMaxShifts(Value x, OpChain &chain,
                                      std::string &reason) {
  while (linalg::GenericOp sub = getElementwise(x)) {
    Value shifted = matchShift(sub, getYielded(sub), chain, reason);
    if (!shifted)
      break;
    chain.insert({sub, kRole});
    x = shifted;
  }
  return x;
}

std::optional<SoftmaxMatch>
rope::detail::matchSoftmax(Value probs, OpChain &chain, std::string &reason) {
  if (auto softmax = probs.getDefiningOp<linalg::SoftmaxOp>()) {
    if (softmax.getDimension() + 1 !=
        static_cast<uint64_t>(softmax.getInputOperandType().getRank()))
      return std::nullopt;
    chain.insert({softmax, "probabilities"});
    return SoftmaxMatch{softmax.getInput(), "linalg.softmax", false};
  }

  OpChain ops;
  Value guarded;
  if (Value inner = matchMaskedRowGuard(probs, guarded, ops, reason))
    probs = inner;
  else if (!reason.empty())
    return std::nullopt;
  Value x = matchDivision(probs, ops, reason);
  if (!x || (guarded && guarded != x))
    return std::nullopt;
  // Shifts by the row maximum before the softmax's own (gpt-oss subtracts
  // it explicitly, then calls softmax): softmax is invariant to them.
  x = stripRowMaxShifts(x, ops, reason);
  if (!reason.empty())
    return std::nullopt;
  appendChain(chain, ops);
  SoftmaxMatch match{x, "decomposed (max, exp, sum, divide)", false};
  if (guarded) {
    match.form += " with fully masked rows set to 0";
    match.zeroesMaskedRows = true;
  }
  return match;
}
