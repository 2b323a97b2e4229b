//===- ExpandPowers.cpp - Integer powers as multiplications ---------------===//
//
// math.fpowi, math.ipowi and small integral math.powf as repeated squaring
// on scalars and vectors alike. LLVM's powi intrinsic takes one scalar
// exponent of the C int's width, and LLVM has no integer power at all, so
// vectorized powers (torch-mlir's x.pow(2) is `math.fpowi %x, %c2_i64`)
// would not lower otherwise.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_EXPANDPOWERSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// The largest |exponent| of a math.powf that becomes multiplications: each
/// multiplication rounds, so x^n is then within about n/2 ulp of pow's
/// (correctly rounded for n = 2, the case torch-mlir's variances need).
static constexpr int64_t kMaxPowfExponent = 4;

/// Returns the exponent `value` holds in every lane, if it is a constant
/// (a scalar, a splat, or a broadcast of either).
static std::optional<APInt> getUniformConstant(Value value) {
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return getUniformConstant(broadcast.getSource());
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant;
  return std::nullopt;
}

/// Returns `value` (a scalar or vector of `type`'s element type) as a
/// constant of `type`.
static Value createConstant(OpBuilder &b, Location loc, Type type,
                            TypedAttr scalar) {
  if (auto vector = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(b, loc,
                                     DenseElementsAttr::get(vector, scalar));
  return arith::ConstantOp::create(b, loc, scalar);
}

/// Returns the scalar or vector type of `type`'s shape with element type
/// `element`.
static Type withElementType(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

/// Returns `value`, an index or an integer (scalar or vector), as an
/// integer: index becomes i64, whose bits the expansions shift.
static Value castIndexToI64(OpBuilder &b, Location loc, Value value) {
  if (!getElementTypeOrSelf(value.getType()).isIndex())
    return value;
  return arith::IndexCastOp::create(
      b, loc, withElementType(value.getType(), b.getI64Type()), value);
}

/// Returns whether each lane of the integer `value` is negative.
static Value isNegative(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  Value zero = createConstant(b, loc, type,
                              b.getIntegerAttr(getElementTypeOrSelf(type), 0));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, value, zero);
}

/// Returns true if `value` is a scalar or a vector (the powers on tensors
/// are linalg's to lower).
static bool isScalarOrVector(Value value) {
  return !isa<ShapedType>(value.getType()) || isa<VectorType>(value.getType());
}

namespace {

/// How to multiply the base of a power, and its 1.
struct Multiplication {
  function_ref<Value(Value, Value)> multiply;
  Value one;
};

} // namespace

/// Returns base^exponent by repeated squaring, the low bit first, as
/// compiler-rt's __powisf2 does (so results round the same).
static Value createConstantPower(Value base, APInt exponent,
                                 const Multiplication &m) {
  Value result, square = base;
  while (true) {
    if (exponent[0])
      result = result ? m.multiply(result, square) : square;
    exponent.lshrInPlace(1);
    if (exponent.isZero())
      break;
    square = m.multiply(square, square);
  }
  return result ? result : m.one;
}

/// Returns base^magnitude for an exponent known only at run time, the
/// magnitude (unsigned) in every lane: an scf.while squares the base until
/// every lane's magnitude is shifted out.
static Value createLoopPower(OpBuilder &b, Location loc, Value base,
                             Value magnitude, const Multiplication &m) {
  Type intType = magnitude.getType();
  Type element = getElementTypeOrSelf(intType);
  Value zero = createConstant(b, loc, intType, b.getIntegerAttr(element, 0));
  Value oneBit = createConstant(b, loc, intType, b.getIntegerAttr(element, 1));
  SmallVector<Type> types = {base.getType(), base.getType(), intType};
  auto loop =
      scf::WhileOp::create(b, loc, types, ValueRange{m.one, base, magnitude});
  Block *before = b.createBlock(&loop.getBefore(), {}, types, {loc, loc, loc});
  Value remaining = before->getArgument(2);
  if (auto vectorType = dyn_cast<VectorType>(intType)) {
    // Any lane left: an or of the lanes.
    auto flat = VectorType::get({vectorType.getNumElements()}, element);
    remaining = vector::ReductionOp::create(
        b, loc, vector::CombiningKind::OR,
        vector::ShapeCastOp::create(b, loc, flat, remaining));
  }
  Value more = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ne, remaining,
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(element, 0)));
  scf::ConditionOp::create(b, loc, more, before->getArguments());
  Block *after = b.createBlock(&loop.getAfter(), {}, types, {loc, loc, loc});
  Value result = after->getArgument(0), square = after->getArgument(1),
        bits = after->getArgument(2);
  Value low =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                            arith::AndIOp::create(b, loc, bits, oneBit), zero);
  Value next =
      arith::SelectOp::create(b, loc, low, m.multiply(result, square), result);
  scf::YieldOp::create(
      b, loc,
      ValueRange{next, m.multiply(square, square),
                 arith::ShRUIOp::create(b, loc, bits, oneBit)});
  b.setInsertionPointAfter(loop);
  return loop.getResult(0);
}

/// Returns base^|exponent|, by multiplications when the exponent is a
/// uniform constant, else by a loop. `exponent` is an integer of base's
/// shape.
static Value createMagnitudePower(OpBuilder &b, Location loc, Value base,
                                  Value exponent, const Multiplication &m) {
  if (std::optional<APInt> constant = getUniformConstant(exponent))
    return createConstantPower(base, constant->abs(), m);
  Type type = exponent.getType();
  Value zero = createConstant(b, loc, type,
                              b.getIntegerAttr(getElementTypeOrSelf(type), 0));
  // The magnitude as an unsigned number: INT_MIN stays 2^(width-1).
  Value magnitude = arith::SelectOp::create(
      b, loc, isNegative(b, loc, exponent),
      arith::SubIOp::create(b, loc, zero, exponent), exponent);
  return createLoopPower(b, loc, base, magnitude, m);
}

namespace {

/// math.fpowi: repeated squaring, then 1/x for negative exponents.
struct ExpandFPowI : OpRewritePattern<math::FPowIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::FPowIOp op,
                                PatternRewriter &rewriter) const override {
    if (!isScalarOrVector(op.getLhs()))
      return failure();
    Location loc = op.getLoc();
    Type type = op.getType();
    arith::FastMathFlags flags = op.getFastmath();
    auto multiply = [&](Value lhs, Value rhs) -> Value {
      return arith::MulFOp::create(rewriter, loc, lhs, rhs, flags);
    };
    Value one =
        createConstant(rewriter, loc, type,
                       rewriter.getFloatAttr(getElementTypeOrSelf(type), 1.0));
    Value exponent = castIndexToI64(rewriter, loc, op.getRhs());
    Value power = createMagnitudePower(rewriter, loc, op.getLhs(), exponent,
                                       {multiply, one});
    std::optional<APInt> uniform = getUniformConstant(exponent);
    if (uniform && !uniform->isNegative()) {
      rewriter.replaceOp(op, power);
      return success();
    }
    Value reciprocal = arith::DivFOp::create(rewriter, loc, one, power, flags);
    if (uniform) {
      rewriter.replaceOp(op, reciprocal);
      return success();
    }
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        op, isNegative(rewriter, loc, exponent), reciprocal, power);
    return success();
  }
};

/// math.ipowi: repeated squaring; a negative exponent gives 0 unless the
/// base is 1 or -1 (as math.ipowi's folder), 0 for a base of 0 too.
struct ExpandIPowI : OpRewritePattern<math::IPowIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::IPowIOp op,
                                PatternRewriter &rewriter) const override {
    if (!isScalarOrVector(op.getLhs()))
      return failure();
    Location loc = op.getLoc();
    Value base = castIndexToI64(rewriter, loc, op.getLhs());
    Value exponent = castIndexToI64(rewriter, loc, op.getRhs());
    Type type = base.getType();
    auto constant = [&](int64_t value) {
      return createConstant(
          rewriter, loc, type,
          rewriter.getIntegerAttr(getElementTypeOrSelf(type), value));
    };
    auto multiply = [&](Value lhs, Value rhs) -> Value {
      return arith::MulIOp::create(rewriter, loc, lhs, rhs);
    };
    Value one = constant(1);
    Value power =
        createMagnitudePower(rewriter, loc, base, exponent, {multiply, one});
    std::optional<APInt> uniform = getUniformConstant(exponent);
    if (!uniform || uniform->isNegative()) {
      // 1 for a base of 1, base^|exponent| (+-1) for -1, else 0.
      auto equals = [&](int64_t value) {
        return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                     base, constant(value));
      };
      Value reciprocal = arith::SelectOp::create(
          rewriter, loc, equals(-1), power,
          arith::SelectOp::create(rewriter, loc, equals(1), one, constant(0)));
      power = uniform ? reciprocal
                      : Value(arith::SelectOp::create(
                            rewriter, loc, isNegative(rewriter, loc, exponent),
                            reciprocal, power));
    }
    if (power.getType() != op.getType())
      power = arith::IndexCastOp::create(rewriter, loc, op.getType(), power);
    rewriter.replaceOp(op, power);
    return success();
  }
};

/// math.powf by a constant small integer: math.fpowi's expansion.
struct ExpandIntegralPowF : OpRewritePattern<math::PowFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::PowFOp op,
                                PatternRewriter &rewriter) const override {
    if (!isScalarOrVector(op.getLhs()))
      return failure();
    Value exponent = op.getRhs();
    if (auto broadcast = exponent.getDefiningOp<vector::BroadcastOp>())
      exponent = broadcast.getSource();
    APFloat value(0.0);
    if (!matchPattern(exponent, m_ConstantFloat(&value)))
      return failure();
    APSInt integer(64, /*isUnsigned=*/false);
    bool exact = false;
    if (value.convertToInteger(integer, APFloat::rmTowardZero, &exact) !=
            APFloat::opOK ||
        !exact || integer.abs().ugt(kMaxPowfExponent))
      return failure();
    Type intType = withElementType(op.getType(), rewriter.getI64Type());
    Value power =
        createConstant(rewriter, op.getLoc(), intType,
                       rewriter.getI64IntegerAttr(integer.getExtValue()));
    rewriter.replaceOpWithNewOp<math::FPowIOp>(op, op.getType(), op.getLhs(),
                                               power, op.getFastmathAttr());
    return success();
  }
};

struct ExpandPowersPass : rope::impl::ExpandPowersPassBase<ExpandPowersPass> {
  void runOnOperation() override {
    // Only the powers and what their expansions create: no folding or
    // simplification of the rest of the module.
    SmallVector<Operation *> powers;
    getOperation()->walk([&](Operation *op) {
      if (isa<math::FPowIOp, math::IPowIOp, math::PowFOp>(op))
        powers.push_back(op);
    });
    if (powers.empty())
      return;
    RewritePatternSet patterns(&getContext());
    rope::populateExpandPowerPatterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(powers, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace

void rope::populateExpandPowerPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandFPowI, ExpandIPowI, ExpandIntegralPowF>(
      patterns.getContext());
}
