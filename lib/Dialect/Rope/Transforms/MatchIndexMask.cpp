//===- MatchIndexMask.cpp - Causal masks as index comparisons -------------===//
//
// The symbolic counterpart of the mask evaluation in MatchCausalMask.cpp:
// a select (or an added select) of -inf on one comparison of linear
// functions of the query index i and the key index j, such as
// `select(j <= i, s, -inf)`, written in the masking generic's body or
// computed into the mask tensor it reads by generics, fills, splat
// constants and unit reshapes (torch-mlir's iota, difference, comparison
// and select). It holds for every sequence length, so it needs neither
// static nor small ones. One integer the graph reads at run time may take
// part (a decode step's `j > cache_position`, or a symbolic past length
// the graph computes with, as in `j > past + i`): it becomes a run-time
// diagonal; one integer per query, read at the query index (a chunk's
// `j > cache_position[i]`), becomes rope.attention's limits.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// A masked score is -inf or at most this (as in MatchCausalMask.cpp).
static constexpr double kMaskedBelow = -1.0e4;

namespace {
/// a * i + b * j + c + s * x, where x is an integer read at run time.
struct Linear {
  Linear() = default;
  Linear(int64_t a, int64_t b, int64_t c, int64_t s = 0,
         std::optional<RuntimeScalar> x = std::nullopt)
      : a(a), b(b), c(c), s(s), x(std::move(x)) {}

  int64_t a = 0, b = 0, c = 0;
  int64_t s = 0;
  std::optional<RuntimeScalar> x;

  /// True if the value is >= 0 for every i, j >= 0.
  bool isNonNegative() const { return a >= 0 && b >= 0 && c >= 0 && s == 0; }
  /// True if the value is a constant.
  bool isConstant() const { return a == 0 && b == 0 && s == 0; }
};

/// Returns kx * x + ky * y, or nothing if they read different run-time
/// integers.
static std::optional<Linear> combine(const Linear &x, int64_t kx,
                                     const Linear &y, int64_t ky) {
  Linear result{kx * x.a + ky * y.a, kx * x.b + ky * y.b,
                kx * x.c + ky * y.c, kx * x.s + ky * y.s, std::nullopt};
  if (x.s != 0 && y.s != 0 && !(*x.x == *y.x))
    return std::nullopt;
  if (x.s != 0)
    result.x = x.x;
  else if (y.s != 0)
    result.x = y.x;
  if (result.s == 0)
    result.x = std::nullopt;
  return result;
}

/// Returns x - y (which cannot fail when either is free of run-time values).
static std::optional<Linear> minus(const Linear &x, const Linear &y) {
  return combine(x, 1, y, -1);
}

/// A condition: `e <= 0`, or a constant.
struct Condition {
  std::optional<bool> constant;
  Linear e;

  Condition negated() const {
    if (constant)
      return {!*constant, {}};
    // not (e <= 0)  <=>  e >= 1  <=>  1 - e <= 0.
    return {std::nullopt, *minus(Linear{0, 0, 1}, e)};
  }
};

/// A float of the body: the score plus a constant, or a constant.
struct Leaf {
  bool score;
  double value;
};

/// A float that may depend on one condition.
struct Choice {
  std::optional<Condition> condition;
  Leaf whenTrue, whenFalse;
};

/// One symbolic value of the body.
struct Symbol {
  enum class Kind { Int, Bool, Float } kind;
  Linear linear;
  Condition condition;
  Choice choice;
};

/// An index as a linear function of (i, j), or unknown (a batch or head
/// loop, which the mask must not read).
using Index = std::optional<Linear>;

/// Evaluates a masking generic symbolically at the loops (..., i, j),
/// following the tensors it reads through the generics, fills, splat
/// constants and unit reshapes that compute them.
class IndexMaskAnalysis {
public:
  explicit IndexMaskAnalysis(Value scores) : scores(scores) {}

  /// Returns result `resultNumber` of `op` at `loops`.
  std::optional<Symbol> analyzeGeneric(linalg::GenericOp op,
                                       unsigned resultNumber,
                                       ArrayRef<Index> loops, unsigned depth);

private:
  /// One body being evaluated.
  struct Frame {
    linalg::GenericOp op;
    ArrayRef<Index> loops;
    unsigned depth;
    DenseMap<Value, Symbol> memo;
  };

  std::optional<Symbol> analyze(Frame &frame, Value value);
  std::optional<Symbol> analyzeOp(Frame &frame, Operation *inner);
  std::optional<Symbol> analyzeTensor(Value tensor, ArrayRef<Index> index,
                                      unsigned depth);
  std::optional<Symbol> compare(arith::CmpIPredicate pred, const Linear &lhs,
                                const Linear &rhs);

  Value scores;
};
} // namespace

/// Producers followed before the analysis gives up.
static constexpr unsigned kMaxDepth = 16;

static Symbol intSymbol(Linear linear) {
  return {Symbol::Kind::Int, linear, {}, {}};
}
static Symbol boolSymbol(Condition condition) {
  return {Symbol::Kind::Bool, {}, condition, {}};
}
static Symbol floatSymbol(Choice choice) {
  return {Symbol::Kind::Float, {}, {}, choice};
}

/// Returns the symbol of a constant scalar attribute.
static std::optional<Symbol> fromAttribute(Attribute attr) {
  if (auto real = dyn_cast<FloatAttr>(attr)) {
    Leaf leaf{false, real.getValueAsDouble()};
    return floatSymbol({std::nullopt, leaf, leaf});
  }
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    const APInt &value = integer.getValue();
    if (value.getBitWidth() == 1)
      return boolSymbol({value.getBoolValue(), {}});
    return intSymbol({0, 0, value.getSExtValue()});
  }
  return std::nullopt;
}

/// Returns `expr` over the loop indices `loops`.
static Index applyExpr(AffineExpr expr, ArrayRef<Index> loops) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return loops[dim.getPosition()];
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return Linear{0, 0, constant.getValue()};
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return std::nullopt;
  Index lhs = applyExpr(binary.getLHS(), loops);
  Index rhs = applyExpr(binary.getRHS(), loops);
  if (!lhs || !rhs)
    return std::nullopt;
  if (expr.getKind() == AffineExprKind::Add)
    return combine(*lhs, 1, *rhs, 1);
  if (expr.getKind() == AffineExprKind::Mul && rhs->isConstant())
    return combine(*lhs, rhs->c, Linear{}, 0);
  return std::nullopt;
}

/// Returns the non-unit sizes of `type`.
static SmallVector<int64_t> nonUnitSizes(RankedTensorType type) {
  SmallVector<int64_t> sizes;
  for (int64_t size : type.getShape())
    if (size != 1)
      sizes.push_back(size);
  return sizes;
}

std::optional<Symbol> IndexMaskAnalysis::analyzeGeneric(linalg::GenericOp op,
                                                        unsigned resultNumber,
                                                        ArrayRef<Index> loops,
                                                        unsigned depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  Frame frame{op, loops, depth, DenseMap<Value, Symbol>()};
  auto yield = cast<linalg::YieldOp>(op.getRegion().front().getTerminator());
  return analyze(frame, yield.getValues()[resultNumber]);
}

std::optional<Symbol> IndexMaskAnalysis::analyzeTensor(Value tensor,
                                                       ArrayRef<Index> index,
                                                       unsigned depth) {
  if (depth > kMaxDepth || tensor == scores)
    return std::nullopt;
  DenseElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)))
    return dense.isSplat() ? fromAttribute(dense.getSplatValue<Attribute>())
                           : std::nullopt;
  Operation *op = tensor.getDefiningOp();
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(op)) {
    Attribute attr;
    if (!matchPattern(fill.getInputs()[0], m_Constant(&attr)))
      return std::nullopt;
    return fromAttribute(attr);
  }
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
    // Only unit dimensions added or dropped: the other indices carry over.
    auto source = cast<RankedTensorType>(op->getOperand(0).getType());
    auto result = cast<RankedTensorType>(tensor.getType());
    if (nonUnitSizes(source) != nonUnitSizes(result))
      return std::nullopt;
    SmallVector<Index> kept, sourceIndex;
    for (auto [i, size] : llvm::enumerate(result.getShape()))
      if (size != 1)
        kept.push_back(index[i]);
    auto next = kept.begin();
    for (int64_t size : source.getShape())
      sourceIndex.push_back(size == 1 ? Index(Linear{}) : *next++);
    return analyzeTensor(op->getOperand(0), sourceIndex, depth + 1);
  }
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (generic && generic.getNumLoops() == generic.getNumParallelLoops() &&
      generic.getIndexingMapMatchingResult(cast<OpResult>(tensor))
          .isIdentity())
    return analyzeGeneric(generic, cast<OpResult>(tensor).getResultNumber(),
                          index, depth + 1);
  // Any other tensor of integers read at one fixed element is a value known
  // only at run time (a function argument such as the cache position); read
  // at the query index along one dimension, it is one such value per query
  // (the cache positions of a chunk).
  auto type = cast<RankedTensorType>(tensor.getType());
  if (generic || !type.getElementType().isSignlessInteger() ||
      type.getElementType().isInteger(1))
    return std::nullopt;
  RuntimeScalar scalar{tensor, {}, std::nullopt};
  for (auto [d, entry, size] : llvm::enumerate(index, type.getShape())) {
    if (entry && entry->a == 1 && entry->b == 0 && entry->c == 0 &&
        entry->s == 0 && !scalar.queryDim) {
      scalar.queryDim = d;
      scalar.index.push_back(0);
      continue;
    }
    if (!entry || !entry->isConstant() || entry->c < 0 ||
        ShapedType::isDynamic(size) || entry->c >= size)
      return std::nullopt;
    scalar.index.push_back(entry->c);
  }
  return intSymbol({0, 0, 0, 1, scalar});
}

std::optional<Symbol> IndexMaskAnalysis::analyze(Frame &frame, Value value) {
  if (auto it = frame.memo.find(value); it != frame.memo.end())
    return it->second;
  std::optional<Symbol> result;
  Block *body = &frame.op.getRegion().front();
  if (auto arg = dyn_cast<BlockArgument>(value);
      arg && arg.getOwner() == body) {
    OpOperand *operand = frame.op.getMatchingOpOperand(arg);
    if (frame.op.isDpsInput(operand)) {
      if (operand->get() == scores && frame.depth == 0) {
        result = floatSymbol({std::nullopt, {true, 0.0}, {true, 0.0}});
      } else {
        SmallVector<Index> index;
        for (AffineExpr expr :
             frame.op.getMatchingIndexingMap(operand).getResults())
          index.push_back(applyExpr(expr, frame.loops));
        result = analyzeTensor(operand->get(), index, frame.depth + 1);
      }
    }
  } else if (Operation *inner = value.getDefiningOp();
             inner && inner->getBlock() == body) {
    result = analyzeOp(frame, inner);
  } else {
    // Defined above the generic: a constant, or an integer known only at
    // run time (a symbolic size, such as a cache's past length).
    Attribute attr;
    if (matchPattern(value, m_Constant(&attr)))
      result = fromAttribute(attr);
    else if (value.getType().isIndex() ||
             (value.getType().isSignlessInteger() &&
              !value.getType().isInteger(1)))
      result = intSymbol(
          {0, 0, 0, 1, RuntimeScalar{value, {}, /*queryDim=*/std::nullopt}});
  }
  if (result)
    frame.memo[value] = *result;
  return result;
}

std::optional<Symbol> IndexMaskAnalysis::compare(arith::CmpIPredicate pred,
                                                 const Linear &lhs,
                                                 const Linear &rhs) {
  using P = arith::CmpIPredicate;
  // Unsigned comparisons agree with signed ones on values known to be >= 0.
  bool unsignedOk = lhs.isNonNegative() && rhs.isNonNegative();
  switch (pred) {
  case P::ule:
  case P::ult:
  case P::uge:
  case P::ugt:
    if (!unsignedOk)
      return std::nullopt;
    break;
  default:
    break;
  }
  std::optional<Linear> lhsMinusRhs = minus(lhs, rhs);
  std::optional<Linear> rhsMinusLhs = minus(rhs, lhs);
  if (!lhsMinusRhs || !rhsMinusLhs)
    return std::nullopt;
  switch (pred) {
  case P::sle:
  case P::ule:
    return boolSymbol({std::nullopt, *lhsMinusRhs});
  case P::slt:
  case P::ult:
    return boolSymbol({std::nullopt, *minus(*lhsMinusRhs, Linear{0, 0, -1})});
  case P::sge:
  case P::uge:
    return boolSymbol({std::nullopt, *rhsMinusLhs});
  case P::sgt:
  case P::ugt:
    return boolSymbol({std::nullopt, *minus(*rhsMinusLhs, Linear{0, 0, -1})});
  default:
    return std::nullopt;
  }
}

std::optional<Symbol> IndexMaskAnalysis::analyzeOp(Frame &frame,
                                                   Operation *inner) {
  using Kind = Symbol::Kind;
  if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
    Index loop = frame.loops[index.getDim()];
    return loop ? std::optional<Symbol>(intSymbol(*loop)) : std::nullopt;
  }
  if (auto constant = dyn_cast<arith::ConstantOp>(inner))
    return fromAttribute(constant.getValue());
  SmallVector<Symbol, 3> operands;
  for (Value operand : inner->getOperands()) {
    std::optional<Symbol> symbol = analyze(frame, operand);
    if (!symbol)
      return std::nullopt;
    operands.push_back(*symbol);
  }
  auto all = [&](Kind kind) {
    return llvm::all_of(operands,
                        [&](const Symbol &s) { return s.kind == kind; });
  };

  // Zero extension keeps only values known to be >= 0.
  if (isa<arith::IndexCastOp, arith::ExtSIOp>(inner) && all(Kind::Int))
    return operands[0];
  if (isa<arith::ExtUIOp>(inner) && all(Kind::Int) &&
      operands[0].linear.isNonNegative())
    return operands[0];
  if (all(Kind::Int) && operands.size() == 2) {
    const Linear &x = operands[0].linear, &y = operands[1].linear;
    std::optional<Linear> result;
    if (isa<arith::AddIOp>(inner))
      result = combine(x, 1, y, 1);
    else if (isa<arith::SubIOp>(inner))
      result = minus(x, y);
    else if (isa<arith::MulIOp>(inner)) {
      const Linear *variable = &x, *constant = &y;
      if (variable->isConstant())
        std::swap(variable, constant);
      if (!constant->isConstant())
        return std::nullopt;
      result = combine(*variable, constant->c, Linear{}, 0);
    }
    if (result)
      return intSymbol(*result);
    if (auto cmp = dyn_cast<arith::CmpIOp>(inner))
      return compare(cmp.getPredicate(), x, y);
    return std::nullopt;
  }
  if (all(Kind::Bool) && operands.size() == 2 &&
      isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(inner)) {
    // One side must be a constant: a single comparison stays.
    Condition x = operands[0].condition, y = operands[1].condition;
    if (!x.constant)
      std::swap(x, y);
    if (!x.constant)
      return std::nullopt;
    if (isa<arith::AndIOp>(inner))
      return boolSymbol(*x.constant ? y : Condition{false, {}});
    if (isa<arith::OrIOp>(inner))
      return boolSymbol(*x.constant ? Condition{true, {}} : y);
    return boolSymbol(*x.constant ? y.negated() : y);
  }
  if (auto select = dyn_cast<arith::SelectOp>(inner)) {
    if (operands[0].kind != Kind::Bool || operands[1].kind != Kind::Float ||
        operands[2].kind != Kind::Float || operands[1].choice.condition ||
        operands[2].choice.condition)
      return std::nullopt;
    Condition condition = operands[0].condition;
    Leaf whenTrue = operands[1].choice.whenTrue;
    Leaf whenFalse = operands[2].choice.whenTrue;
    if (condition.constant) {
      Leaf leaf = *condition.constant ? whenTrue : whenFalse;
      return floatSymbol({std::nullopt, leaf, leaf});
    }
    return floatSymbol({condition, whenTrue, whenFalse});
  }
  if (isa<arith::AddFOp>(inner) && all(Kind::Float)) {
    Choice x = operands[0].choice, y = operands[1].choice;
    if (x.condition && y.condition)
      return std::nullopt;
    if (!x.condition)
      std::swap(x, y);
    // y is unconditional: add it to both arms.
    auto add = [](Leaf l, Leaf r) -> std::optional<Leaf> {
      if (l.score && r.score)
        return std::nullopt;
      return Leaf{l.score || r.score, l.value + r.value};
    };
    std::optional<Leaf> whenTrue = add(x.whenTrue, y.whenTrue);
    std::optional<Leaf> whenFalse = add(x.whenFalse, y.whenTrue);
    if (!whenTrue || !whenFalse)
      return std::nullopt;
    return floatSymbol({x.condition, *whenTrue, *whenFalse});
  }
  return std::nullopt;
}

/// Returns true if `leaf` is the score itself.
static bool isScore(Leaf leaf) { return leaf.score && leaf.value == 0.0; }

/// Returns true if `leaf` hides the score.
static bool isMasked(Leaf leaf) {
  return leaf.value <= kMaskedBelow ||
         (std::isinf(leaf.value) && leaf.value < 0);
}

std::optional<CausalMask>
rope::detail::matchIndexComparisonMask(linalg::GenericOp op,
                                       OpOperand *scores) {
  // Batch and head loops are unknown: the mask must not depend on them.
  unsigned rank = op.getNumLoops();
  // With a single query, i is 0 (a decode step's mask may read the query's
  // position by i: it is the one position).
  auto scoresType = cast<RankedTensorType>(scores->get().getType());
  bool oneQuery = scoresType.getDimSize(scoresType.getRank() - 2) == 1;
  SmallVector<Index> loops(rank, std::nullopt);
  loops[rank - 2] = oneQuery ? Linear{} : Linear{1, 0, 0};
  loops[rank - 1] = Linear{0, 1, 0};
  IndexMaskAnalysis analysis(scores->get());
  std::optional<Symbol> result = analysis.analyzeGeneric(op, 0, loops, 0);
  if (!result || result->kind != Symbol::Kind::Float ||
      !result->choice.condition)
    return std::nullopt;
  const Choice &choice = result->choice;
  Condition visible = *choice.condition;
  Leaf hidden = choice.whenFalse;
  if (!isScore(choice.whenTrue)) {
    visible = visible.negated();
    hidden = choice.whenTrue;
    if (!isScore(choice.whenFalse))
      return std::nullopt;
  }
  if (!isMasked(hidden) || visible.constant)
    return std::nullopt;
  // Visible when b * (j - i) + c + s * x <= 0 with b > 0, i.e.
  // j - i <= floor(-(c + s * x) / b). With a single query (i = 0) the
  // coefficient of i does not matter.
  Linear e = visible.e;
  if (e.s != 0 && e.x->queryDim) {
    // Visible when j + c + s * x[i] <= 0: j <= -s * x[i] - c, each query
    // its own limit (no term in i besides x's index).
    if (e.a != 0 || e.b != 1)
      return std::nullopt;
    return CausalMask{scores->get(), -e.c, /*window=*/std::nullopt,
                      std::isinf(hidden.value) && hidden.value < 0,
                      hidden.value, "", e.x, -e.s};
  }
  if (oneQuery)
    e.a = -e.b;
  if (e.b <= 0 || e.a != -e.b || (e.s != 0 && e.b != 1))
    return std::nullopt;
  CausalMask mask{scores->get(),
                  llvm::divideFloorSigned(-e.c, e.b),
                  /*window=*/std::nullopt,
                  std::isinf(hidden.value) && hidden.value < 0,
                  hidden.value,
                  "",
                  std::nullopt,
                  0};
  if (e.s != 0) {
    mask.diagonalScalar = e.x;
    mask.diagonalScale = -e.s;
  }
  return mask;
}
