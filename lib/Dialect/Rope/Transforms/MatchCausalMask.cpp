//===- MatchCausalMask.cpp - Causal masks on attention scores -------------===//
//
// A mask is recognized by what it computes, not by how: the masking generic
// is evaluated at every (query, key) pair, with its scores input kept
// symbolic, from constants (dense or splat), linalg.index, fills, reshapes
// and the integer, comparison and select ops of the linalg.generic ops that
// compute it. This covers a select on an index comparison, an additive
// constant mask and torch-mlir's mask built from iota generics alike.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// The most (query, key) pairs evaluated to recognize a mask.
static constexpr int64_t kMaxMaskElements = int64_t(1) << 22;
/// A masked score is -inf or at most this: exp of the difference to any
/// realistic score is 0 in every float type.
static constexpr double kMaskedBelow = -1.0e4;
/// Producers followed before the evaluation gives up.
static constexpr unsigned kMaxDepth = 16;

namespace {
/// A value of the evaluated mask: an integer (or i1), a float, or the score
/// plus a constant.
struct Scalar {
  enum class Kind { Int, Float, Score } kind;
  int64_t i = 0;
  /// The float, or the offset added to the score.
  double f = 0.0;

  static Scalar integer(int64_t v) { return {Kind::Int, v, 0.0}; }
  static Scalar real(double v) { return {Kind::Float, 0, v}; }
};

/// The values of one body evaluation (small: no allocation per element).
using Environment = llvm::SmallDenseMap<Value, Scalar, 8>;

/// Evaluates tensors element by element, with `scores` symbolic.
class MaskEvaluator {
public:
  explicit MaskEvaluator(Value scores) : scores(scores) {}

  std::optional<Scalar> evaluate(Value tensor, ArrayRef<int64_t> index,
                                 unsigned depth);

  /// Evaluates the first result of `op` at the iteration `loops`.
  std::optional<Scalar> evaluateResult(linalg::GenericOp op,
                                       ArrayRef<int64_t> loops) {
    auto yield = cast<linalg::YieldOp>(op.getRegion().front().getTerminator());
    Environment env;
    return evaluateInBody(op, yield.getValues()[0], loops, env, 0);
  }

private:
  std::optional<Scalar> evaluateInBody(linalg::GenericOp op, Value value,
                                       ArrayRef<int64_t> loops,
                                       Environment &env, unsigned depth);
  std::optional<Scalar> evaluateOp(linalg::GenericOp op, Operation *inner,
                                   ArrayRef<int64_t> loops, Environment &env,
                                   unsigned depth);

  Value scores;
};
} // namespace

/// Returns the scalar of an integer or float attribute.
static std::optional<Scalar> fromAttribute(Attribute attr) {
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    const APInt &value = integer.getValue();
    return Scalar::integer(value.getBitWidth() == 1 ? value.getZExtValue()
                                                    : value.getSExtValue());
  }
  if (auto real = dyn_cast<FloatAttr>(attr))
    return Scalar::real(real.getValueAsDouble());
  return std::nullopt;
}

/// Returns element `linear` of a dense constant.
static std::optional<Scalar> fromElements(DenseElementsAttr attr,
                                          int64_t linear) {
  if (attr.isSplat())
    return fromAttribute(attr.getSplatValue<Attribute>());
  Type element = attr.getElementType();
  if (isa<FloatType>(element))
    return Scalar::real(attr.getValues<APFloat>()[linear].convertToDouble());
  if (element.isInteger(1))
    return Scalar::integer(attr.getValues<bool>()[linear]);
  if (element.isIntOrIndex())
    return Scalar::integer(attr.getValues<APInt>()[linear].getSExtValue());
  return std::nullopt;
}

/// Returns element `linear` of a dense_resource constant (torch-mlir's
/// constants, a captured mask among them), read from its blob.
static std::optional<Scalar> fromResource(DenseResourceElementsAttr attr,
                                          int64_t linear) {
  AsmResourceBlob *blob = attr.getRawHandle().getBlob();
  Type element = attr.getElementType();
  if (!blob || !element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8)
    return std::nullopt;
  unsigned width = element.getIntOrFloatBitWidth();
  ArrayRef<char> data = blob->getData();
  size_t bytes = width / 8, offset = linear * bytes;
  if (offset + bytes > data.size())
    return std::nullopt;
  APInt bits(width, 0);
  for (size_t i = 0; i < bytes; ++i)
    bits.insertBits(static_cast<uint8_t>(data[offset + i]), i * 8, 8);
  if (auto floatType = dyn_cast<FloatType>(element))
    return Scalar::real(
        APFloat(floatType.getFloatSemantics(), bits).convertToDouble());
  return Scalar::integer(bits.getSExtValue());
}

/// Returns `expr` at the loop indices `loops` (AffineMap::compose would
/// create constant expressions in the context for every element).
static std::optional<int64_t> applyExpr(AffineExpr expr,
                                        ArrayRef<int64_t> loops) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return loops[dim.getPosition()];
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constant.getValue();
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return std::nullopt;
  std::optional<int64_t> lhs = applyExpr(binary.getLHS(), loops);
  std::optional<int64_t> rhs = applyExpr(binary.getRHS(), loops);
  if (!lhs || !rhs)
    return std::nullopt;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return *lhs + *rhs;
  case AffineExprKind::Mul:
    return *lhs * *rhs;
  case AffineExprKind::Mod:
    return *rhs > 0 ? std::optional<int64_t>(llvm::mod(*lhs, *rhs))
                    : std::nullopt;
  case AffineExprKind::FloorDiv:
    return *rhs > 0
               ? std::optional<int64_t>(llvm::divideFloorSigned(*lhs, *rhs))
               : std::nullopt;
  case AffineExprKind::CeilDiv:
    return *rhs > 0 ? std::optional<int64_t>(llvm::divideCeilSigned(*lhs, *rhs))
                    : std::nullopt;
  default:
    return std::nullopt;
  }
}

/// Returns the results of `map` at the loop indices `loops`.
static std::optional<SmallVector<int64_t>> applyMap(AffineMap map,
                                                    ArrayRef<int64_t> loops) {
  SmallVector<int64_t> index;
  for (AffineExpr expr : map.getResults()) {
    std::optional<int64_t> value = applyExpr(expr, loops);
    if (!value)
      return std::nullopt;
    index.push_back(*value);
  }
  return index;
}

std::optional<Scalar>
MaskEvaluator::evaluate(Value tensor, ArrayRef<int64_t> index, unsigned depth) {
  if (tensor == scores)
    return Scalar{Scalar::Kind::Score, 0, 0.0};
  if (depth > kMaxDepth)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || !type.hasStaticShape() ||
      static_cast<int64_t>(index.size()) != type.getRank())
    return std::nullopt;
  for (auto [i, size] : llvm::zip_equal(index, type.getShape()))
    if (i < 0 || i >= size)
      return std::nullopt;

  DenseElementsAttr dense;
  if (matchPattern(tensor, m_Constant(&dense)))
    return fromElements(dense,
                        linearize(index, computeStrides(type.getShape())));
  DenseResourceElementsAttr resource;
  if (matchPattern(tensor, m_Constant(&resource)))
    return fromResource(resource,
                        linearize(index, computeStrides(type.getShape())));
  Operation *op = tensor.getDefiningOp();
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op)) {
    // Reshapes keep the row-major order of the elements.
    Value source = op->getOperand(0);
    auto sourceType = cast<RankedTensorType>(source.getType());
    if (!sourceType.hasStaticShape())
      return std::nullopt;
    int64_t linear = linearize(index, computeStrides(type.getShape()));
    return evaluate(source,
                    delinearize(linear, computeStrides(sourceType.getShape())),
                    depth + 1);
  }
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(op)) {
    Attribute attr;
    if (!matchPattern(fill.getInputs()[0], m_Constant(&attr)))
      return std::nullopt;
    return fromAttribute(attr);
  }
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumLoops() != generic.getNumParallelLoops())
    return std::nullopt;
  unsigned resultNumber = cast<OpResult>(tensor).getResultNumber();
  if (!generic.getIndexingMapMatchingResult(cast<OpResult>(tensor))
           .isIdentity())
    return std::nullopt;
  auto yield =
      cast<linalg::YieldOp>(generic.getRegion().front().getTerminator());
  Environment env;
  return evaluateInBody(generic, yield.getValues()[resultNumber], index, env,
                        depth + 1);
}

std::optional<Scalar> MaskEvaluator::evaluateInBody(linalg::GenericOp op,
                                                    Value value,
                                                    ArrayRef<int64_t> loops,
                                                    Environment &env,
                                                    unsigned depth) {
  if (auto it = env.find(value); it != env.end())
    return it->second;
  std::optional<Scalar> result;
  Block *body = &op.getRegion().front();
  if (auto arg = dyn_cast<BlockArgument>(value);
      arg && arg.getOwner() == body) {
    OpOperand *operand = op.getMatchingOpOperand(arg);
    if (std::optional<SmallVector<int64_t>> index =
            applyMap(op.getMatchingIndexingMap(operand), loops))
      result = evaluate(operand->get(), *index, depth);
  } else if (Operation *inner = value.getDefiningOp();
             inner && inner->getBlock() == body) {
    result = evaluateOp(op, inner, loops, env, depth);
  } else {
    Attribute attr;
    if (matchPattern(value, m_Constant(&attr)))
      result = fromAttribute(attr);
  }
  if (result)
    env[value] = *result;
  return result;
}

/// Returns `lhs pred rhs`.
static bool compare(arith::CmpIPredicate pred, int64_t lhs, int64_t rhs) {
  auto ul = static_cast<uint64_t>(lhs), ur = static_cast<uint64_t>(rhs);
  switch (pred) {
  case arith::CmpIPredicate::eq:
    return lhs == rhs;
  case arith::CmpIPredicate::ne:
    return lhs != rhs;
  case arith::CmpIPredicate::slt:
    return lhs < rhs;
  case arith::CmpIPredicate::sle:
    return lhs <= rhs;
  case arith::CmpIPredicate::sgt:
    return lhs > rhs;
  case arith::CmpIPredicate::sge:
    return lhs >= rhs;
  case arith::CmpIPredicate::ult:
    return ul < ur;
  case arith::CmpIPredicate::ule:
    return ul <= ur;
  case arith::CmpIPredicate::ugt:
    return ul > ur;
  case arith::CmpIPredicate::uge:
    return ul >= ur;
  }
  llvm_unreachable("unknown cmpi predicate");
}

std::optional<Scalar> MaskEvaluator::evaluateOp(linalg::GenericOp op,
                                                Operation *inner,
                                                ArrayRef<int64_t> loops,
                                                Environment &env,
                                                unsigned depth) {
  using Kind = Scalar::Kind;
  auto operand = [&](unsigned i) {
    return evaluateInBody(op, inner->getOperand(i), loops, env, depth);
  };
  if (auto index = dyn_cast<linalg::IndexOp>(inner))
    return Scalar::integer(loops[index.getDim()]);
  if (auto constant = dyn_cast<arith::ConstantOp>(inner))
    return fromAttribute(constant.getValue());
  if (auto select = dyn_cast<arith::SelectOp>(inner)) {
    std::optional<Scalar> condition = operand(0);
    if (!condition || condition->kind != Kind::Int)
      return std::nullopt;
    return operand(condition->i ? 1 : 2);
  }
  if (inner->getNumOperands() == 1) {
    std::optional<Scalar> in = operand(0);
    if (!in)
      return std::nullopt;
    if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::ExtUIOp,
            arith::TruncIOp>(inner) &&
        in->kind == Kind::Int)
      return in;
    if (isa<arith::SIToFPOp, arith::UIToFPOp>(inner) && in->kind == Kind::Int)
      return Scalar::real(static_cast<double>(in->i));
    if (isa<arith::ExtFOp, arith::TruncFOp>(inner) && in->kind != Kind::Int)
      return in;
    return std::nullopt;
  }
  if (inner->getNumOperands() != 2)
    return std::nullopt;
  std::optional<Scalar> lhs = operand(0), rhs = operand(1);
  if (!lhs || !rhs)
    return std::nullopt;
  if (lhs->kind == Kind::Int && rhs->kind == Kind::Int) {
    int64_t a = lhs->i, b = rhs->i;
    // Wrapping arithmetic, as the integer ops define it.
    auto wrap = [](uint64_t v) { return static_cast<int64_t>(v); };
    auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
    if (auto cmp = dyn_cast<arith::CmpIOp>(inner))
      return Scalar::integer(compare(cmp.getPredicate(), a, b));
    if (isa<arith::AddIOp>(inner))
      return Scalar::integer(wrap(ua + ub));
    if (isa<arith::SubIOp>(inner))
      return Scalar::integer(wrap(ua - ub));
    if (isa<arith::MulIOp>(inner))
      return Scalar::integer(wrap(ua * ub));
    if (isa<arith::AndIOp>(inner))
      return Scalar::integer(a & b);
    if (isa<arith::OrIOp>(inner))
      return Scalar::integer(a | b);
    if (isa<arith::XOrIOp>(inner))
      return Scalar::integer(a ^ b);
    return std::nullopt;
  }
  if (lhs->kind == Kind::Int || rhs->kind == Kind::Int)
    return std::nullopt;
  // Float arithmetic; the score may only be shifted by a constant.
  bool lhsScore = lhs->kind == Kind::Score, rhsScore = rhs->kind == Kind::Score;
  if (isa<arith::AddFOp>(inner) && !(lhsScore && rhsScore))
    return Scalar{lhsScore || rhsScore ? Kind::Score : Kind::Float, 0,
                  lhs->f + rhs->f};
  if (isa<arith::SubFOp>(inner) && !rhsScore)
    return Scalar{lhs->kind, 0, lhs->f - rhs->f};
  if (lhsScore || rhsScore)
    return std::nullopt;
  if (isa<arith::MulFOp>(inner))
    return Scalar::real(lhs->f * rhs->f);
  if (isa<arith::MaximumFOp, arith::MaxNumFOp>(inner))
    return Scalar::real(std::max(lhs->f, rhs->f));
  if (isa<arith::MinimumFOp, arith::MinNumFOp>(inner))
    return Scalar::real(std::min(lhs->f, rhs->f));
  return std::nullopt;
}

/// Returns true if `op` reads batch or head positions (the loops before the
/// last two) other than through unit dimensions, apart from `scores`.
static bool dependsOnLeadingLoops(linalg::GenericOp op, OpOperand *scores) {
  unsigned rank = op.getNumLoops();
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (input == scores)
      continue;
    AffineMap map = op.getMatchingIndexingMap(input);
    auto type = dyn_cast<RankedTensorType>(input->get().getType());
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      auto loop = dyn_cast<AffineDimExpr>(expr);
      if (loop && loop.getPosition() + 2 < rank &&
          (!type || type.getDimSize(dim) != 1))
        return true;
    }
  }
  WalkResult walk = op.getRegion().walk([&](linalg::IndexOp index) {
    return index.getDim() + 2 < rank ? WalkResult::interrupt()
                                     : WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// The band of keys a causal mask shows: query i sees keys j with
/// `i + diagonal - window < j <= i + diagonal` (no lower bound without a
/// window), clamped to [0, keys).
struct Band {
  int64_t diagonal;
  std::optional<int64_t> window;
};

/// Evaluates `op` over the (query, key) plane with `scores` symbolic and
/// returns the band of keys each query sees, or the reason it is not a
/// causal (or sliding-window) mask.
static FailureOr<Band> evaluateBand(linalg::GenericOp op, OpOperand *scores,
                                    bool &minusInf, double &hidden,
                                    std::string &reason) {
  auto type = cast<RankedTensorType>(op.getResult(0).getType());
  int64_t rank = type.getRank(), queries = type.getDimSize(rank - 2),
          keys = type.getDimSize(rank - 1);
  MaskEvaluator evaluator(scores->get());
  SmallVector<int64_t> loops(rank, 0);
  // Query i sees the keys [first[i], first[i] + visible[i]).
  SmallVector<int64_t> first(queries, 0), visible(queries, 0);
  for (int64_t i = 0; i < queries; ++i) {
    // Whether a visible key was seen, and a hidden one after it.
    bool seen = false, ended = false;
    for (int64_t j = 0; j < keys; ++j) {
      loops[rank - 2] = i;
      loops[rank - 1] = j;
      std::optional<Scalar> value = evaluator.evaluateResult(op, loops);
      if (!value) {
        reason = llvm::formatv("its value at query {0}, key {1} is neither "
                               "the score plus a constant nor a constant "
                               "function of the indices",
                               i, j);
        return failure();
      }
      bool isScore = value->kind == Scalar::Kind::Score && value->f == 0.0;
      bool isMasked =
          value->kind != Scalar::Kind::Int &&
          (value->f <= kMaskedBelow || (std::isinf(value->f) && value->f < 0));
      if (!isScore && !isMasked) {
        reason = llvm::formatv("the mask gives query {0}, key {1} neither "
                               "the score nor -inf (or a value <= {2})",
                               i, j, kMaskedBelow);
        return failure();
      }
      if (isScore && ended) {
        reason = llvm::formatv("the mask is not causal: query {0} sees key "
                               "{1} after a hidden one",
                               i, j);
        return failure();
      }
      if (isScore && !seen)
        first[i] = j;
      seen |= isScore;
      ended |= isMasked && seen;
      minusInf &= !isMasked || std::isinf(value->f);
      if (isMasked)
        hidden = std::max(hidden, value->f);
      if (isScore)
        ++visible[i];
    }
  }

  // Row i ends at clamp(i + diagonal + 1, 0, keys); a row that ends
  // strictly inside pins the diagonal down, and a row whose band starts
  // after key 0 without being cut by the end pins the window.
  std::optional<int64_t> diagonal;
  for (int64_t i = 0; i < queries && !diagonal; ++i)
    if (visible[i] > 0 && first[i] + visible[i] < keys)
      diagonal = first[i] + visible[i] - 1 - i;
  for (int64_t i = 0; i < queries && !diagonal; ++i)
    if (visible[i] > 0)
      diagonal = keys - 1 - i;
  if (!diagonal) {
    reason = "the mask hides every key from every query";
    return failure();
  }
  std::optional<int64_t> window;
  for (int64_t i = 0; i < queries && !window; ++i)
    if (visible[i] > 0 && first[i] > 0 && first[i] + visible[i] < keys)
      window = visible[i];
  for (int64_t i = 0; i < queries && !window; ++i)
    if (visible[i] > 0 && first[i] > 0)
      window = i + *diagonal - first[i] + 1;
  for (int64_t i = 0; i < queries; ++i) {
    int64_t last = std::clamp<int64_t>(i + *diagonal + 1, 0, keys);
    int64_t start =
        window ? std::clamp<int64_t>(i + *diagonal - *window + 1, 0, last) : 0;
    if (visible[i] != last - start || (visible[i] > 0 && first[i] != start)) {
      reason = llvm::formatv("the mask is not causal: query {0} sees {1} "
                             "keys from key {2}, not {3} from key {4}",
                             i, visible[i], first[i], last - start, start);
      return failure();
    }
  }
  return Band{*diagonal, window};
}

FailureOr<CausalMask> rope::detail::matchCausalMask(Operation *op,
                                                    std::string &reason) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !generic.getIndexingMapsArray().back().isIdentity())
    return failure();
  auto type = cast<RankedTensorType>(generic.getResult(0).getType());
  int64_t rank = type.getRank();
  if (rank < 2)
    return failure();

  Operation *yielded =
      cast<linalg::YieldOp>(generic.getRegion().front().getTerminator())
          .getValues()[0]
          .getDefiningOp();
  std::string form = isa_and_nonnull<arith::SelectOp>(yielded)
                         ? "select of -inf on the scores"
                         : "additive mask";
  for (OpOperand *input : generic.getDpsInputOperands()) {
    if (!generic.getMatchingIndexingMap(input).isIdentity() ||
        input->get().getType() != type)
      continue;
    if (std::optional<CausalMask> mask =
            matchIndexComparisonMask(generic, input)) {
      mask->form = form;
      return *mask;
    }
    int64_t queries = type.getDimSize(rank - 2),
            keys = type.getDimSize(rank - 1);
    if (ShapedType::isDynamic(queries) || ShapedType::isDynamic(keys)) {
      reason = "a mask on dynamic query or key lengths is not recognized";
      continue;
    }
    if (queries * keys > kMaxMaskElements) {
      reason = llvm::formatv("the mask has more than {0} elements to inspect",
                             kMaxMaskElements);
      continue;
    }
    if (dependsOnLeadingLoops(generic, input)) {
      reason = "the mask depends on the batch or head";
      continue;
    }
    std::string why;
    bool minusInf = true;
    double hidden = -std::numeric_limits<double>::infinity();
    FailureOr<Band> band = evaluateBand(generic, input, minusInf, hidden, why);
    if (succeeded(band))
      return CausalMask{input->get(), band->diagonal, band->window,
                        minusInf, hidden, form,
                        /*diagonalScalar=*/std::nullopt,
                        /*diagonalScale=*/0};
    if (!why.empty())
      reason = why;
  }
  return failure();
}
