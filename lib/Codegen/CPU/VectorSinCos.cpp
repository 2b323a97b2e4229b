//===- VectorSinCos.cpp - Accurate f32 sin and cos on vectors -------------===//
//
// MLIR's polynomial sin/cos reduces x by multiples of pi/2 with one f32
// constant: the error grows with |x| (1e-3 at 1e6 rad, the angles of f32
// rotary tables at positions near 2^20). Here the reduction runs in f64
// lanes: k = round(x * 2/pi), r = x - k*P1 - k*P2 - k*P3 with pi/2 =
// P1 + P2 + P3 (three doubles, ~160 bits) by fused multiply-adds. x - k*P1
// is exact (a multiple of 2^-52 below 2 in magnitude) while k < 2^53 and
// |r| < 2, the two other steps round relative to r itself, so r keeps ~52
// correct bits however close x is to a multiple of pi/2. Taylor polynomials
// of sin and cos on |r| <= pi/4 (+ rounding slack), evaluated in f64 and
// rounded once to f32, give the correctly rounded result but for a few
// near-ties (within one ulp). Lanes with |x| > 2^48 (the product x * 2/pi
// no longer gives k within one) make the whole vector take per-lane libm
// calls; inf and NaN give NaN.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/bit.h"

using namespace mlir;

namespace {

// pi/2 = P1 + P2 + P3 (+ ~2^-163), each the nearest double to the rest.
constexpr double kPiOver2Part1 = 0x1.921fb54442d18p+0;
constexpr double kPiOver2Part2 = 0x1.1a62633145c07p-54;
constexpr double kPiOver2Part3 = -0x1.f1976b7ed8fbcp-110;
constexpr double kTwoOverPi = 0x1.45f306dc9c883p-1;
// Beyond this |x| the f64 product x * 2/pi may round k off by more than
// one (|r| past the polynomials' interval): libm takes those vectors.
constexpr double kMaxReduced = 0x1p48;
constexpr double kRoundingShift = 0x1.8p52;
// Libm fallback: unrolled calls up to this many lanes, a loop beyond.
constexpr int64_t kMaxUnrolledLanes = 16;

template <typename OpTy, bool IsCos>
struct VectorSinCosPattern : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || !type.getElementType().isF32() || type.isScalable() ||
        type.getRank() == 0)
      return rewriter.notifyMatchFailure(op, "not a fixed f32 vector");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    auto f64Type = type.clone(b.getF64Type());
    auto i64Type = type.clone(b.getI64Type());
    // One constant op per value (the lit test and readers see one name).
    llvm::DenseMap<uint64_t, Value> constants;
    auto cst = [&](double value) -> Value {
      Value &c = constants[llvm::bit_cast<uint64_t>(value)];
      if (!c)
        c = arith::ConstantOp::create(
            b, DenseElementsAttr::get(f64Type, b.getF64FloatAttr(value)));
      return c;
    };
    auto fma = [&](Value a, Value x, Value c) -> Value {
      return math::FmaOp::create(b, a, x, c);
    };
    auto mul = [&](Value x, Value y) -> Value {
      return arith::MulFOp::create(b, x, y);
    };

    Value x = op.getOperand();
    Value xd = arith::ExtFOp::create(b, f64Type, x);
    Value ax = math::AbsFOp::create(b, xd);
    // False for NaN and inf: those lanes reduce with k = 0 (and the
    // polynomials of NaN or inf give NaN, selected below).
    Value reduced = arith::CmpFOp::create(b, arith::CmpFPredicate::OLE, ax,
                                          cst(kMaxReduced));
    // k = x * 2/pi rounded to an integer by adding 1.5 * 2^52 (no rounding
    // instruction needed), whose low mantissa bits then hold k mod 4 (no
    // f64 -> i64 conversion, which AVX2 lacks).
    Value shifted = arith::AddFOp::create(b, mul(xd, cst(kTwoOverPi)),
                                          cst(kRoundingShift));
    shifted = arith::SelectOp::create(b, reduced, shifted, cst(kRoundingShift));
    Value k = arith::SubFOp::create(b, shifted, cst(kRoundingShift));
    Value negK = arith::NegFOp::create(b, k);
    Value r = fma(negK, cst(kPiOver2Part1), xd);
    r = fma(negK, cst(kPiOver2Part2), r);
    r = fma(negK, cst(kPiOver2Part3), r);

    // Taylor series: the first omitted terms, r^13/13! and r^14/14! at
    // |r| = 0.8 (pi/4 and slack), are below 1e-11 (f32 needs ~1e-9).
    Value r2 = mul(r, r);
    auto horner = [&](ArrayRef<double> coefficients) -> Value {
      Value p = cst(coefficients.front());
      for (double c : coefficients.drop_front())
        p = fma(p, r2, cst(c));
      return p;
    };
    Value sinPoly = horner({-1.0 / 39916800, 1.0 / 362880, -1.0 / 5040,
                            1.0 / 120, -1.0 / 6});
    Value sinR = fma(mul(r, r2), sinPoly, r);
    Value cosR = horner({1.0 / 479001600, -1.0 / 3628800, 1.0 / 40320,
                         -1.0 / 720, 1.0 / 24, -0.5, 1.0});

    // Quadrant q = k mod 4 (k + 1 for cos): sin r, cos r, -sin r, -cos r.
    Value q = arith::BitcastOp::create(b, i64Type, shifted);
    auto icst = [&](int64_t value) -> Value {
      return arith::ConstantOp::create(
          b, DenseElementsAttr::get(i64Type, b.getI64IntegerAttr(value)));
    };
    if (IsCos)
      q = arith::AddIOp::create(b, q, icst(1));
    auto bitSet = [&](int64_t bit) -> Value {
      Value masked = arith::AndIOp::create(b, q, icst(bit));
      return arith::CmpIOp::create(b, arith::CmpIPredicate::ne, masked,
                                   icst(0));
    };
    Value result = arith::SelectOp::create(b, bitSet(1), cosR, sinR);
    result = arith::SelectOp::create(
        b, bitSet(2), arith::NegFOp::create(b, result), result);
    // sin x rounds to x below 2^-12 (x^3/6 is under a quarter ulp): keeps
    // the sign of -0, which the reduction (-0 - 0*P1) loses.
    if (!IsCos) {
      Value tiny = arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, ax,
                                         cst(0x1p-12));
      result = arith::SelectOp::create(b, tiny, xd, result);
    }
    Value finite = arith::CmpFOp::create(b, arith::CmpFPredicate::ULT, ax,
                                         cst(INFINITY));
    Value nan = cst(NAN);
    result = arith::SelectOp::create(b, finite, result, nan);
    Value vector = arith::TruncFOp::create(b, type, result);

    // Any finite lane beyond kMaxReduced: libm for every lane.
    Value huge = arith::CmpFOp::create(b, arith::CmpFPredicate::UGT, ax,
                                       cst(kMaxReduced));
    huge = arith::AndIOp::create(b, huge, finite);
    // 1-D views of multi-dimensional vectors.
    auto flatten = [&](OpBuilder &builder, Value value) -> Value {
      auto vectorType = cast<VectorType>(value.getType());
      if (vectorType.getRank() == 1)
        return value;
      return vector::ShapeCastOp::create(
          builder, value.getLoc(),
          VectorType::get({vectorType.getNumElements()},
                          vectorType.getElementType()),
          value);
    };
    Value anyHuge = vector::ReductionOp::create(
        b, vector::CombiningKind::OR, flatten(b, huge));
    auto ifOp = scf::IfOp::create(
        b, anyHuge,
        [&](OpBuilder &nested, Location loc) {
          ImplicitLocOpBuilder nb(loc, nested);
          Value lanes = flatten(nb, x);
          Value out = lanes;
          int64_t count = type.getNumElements();
          if (count <= kMaxUnrolledLanes) {
            for (int64_t i = 0; i < count; ++i) {
              Value lane = vector::ExtractOp::create(nb, lanes, i);
              Value value = OpTy::create(nb, lane);
              out = vector::InsertOp::create(nb, value, out, i);
            }
          } else {
            // Long vectors (whole rows of a reduction): a loop, not
            // thousands of calls.
            Value zero = arith::ConstantIndexOp::create(nb, 0);
            Value step = arith::ConstantIndexOp::create(nb, 1);
            Value end = arith::ConstantIndexOp::create(nb, count);
            auto loop = scf::ForOp::create(
                nb, zero, end, step, ValueRange{lanes},
                [&](OpBuilder &body, Location bodyLoc, Value i,
                    ValueRange carried) {
                  ImplicitLocOpBuilder lb(bodyLoc, body);
                  Value lane =
                      vector::ExtractOp::create(lb, lanes, OpFoldResult(i));
                  Value value = OpTy::create(lb, lane);
                  Value next = vector::InsertOp::create(
                      lb, value, carried.front(), OpFoldResult(i));
                  scf::YieldOp::create(lb, next);
                });
            out = loop.getResult(0);
          }
          if (type.getRank() != 1)
            out = vector::ShapeCastOp::create(nb, type, out);
          scf::YieldOp::create(nb, out);
        },
        [&](OpBuilder &nested, Location loc) {
          scf::YieldOp::create(nested, loc, vector);
        });
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

} // namespace

void mlir::rope::populateVectorSinCosPatterns(RewritePatternSet &patterns) {
  patterns.add<VectorSinCosPattern<math::SinOp, false>,
               VectorSinCosPattern<math::CosOp, true>>(patterns.getContext());
}
