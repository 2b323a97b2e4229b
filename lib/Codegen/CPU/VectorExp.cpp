//===- VectorExp.cpp - f32 exp on vectors in 14 (or 10) operations -------===//
//
// exp x = 2^n exp r, with n = round(x / ln 2) and r = x - n ln 2 in
// [-ln 2 / 2, ln 2 / 2]. Every step is one vector instruction on x86:
//
//   x = min(max(x, -87.5), 89)    clamped; NaN passes (select of olt/ogt)
//   t = x * log2(e) + S           S = 1.5 * 2^23 + 126: t rounds to an
//                                 integer, and its low mantissa bits hold
//                                 n + 126 (no rounding instruction)
//   m = t - S                     n as a float, exactly
//   r = x - m * L1 - m * L2       ln 2 = L1 + L2, two fused multiply-adds
//   p = 2 exp r                   degree 6, Horner (6 FMAs)
//   s = bitcast(bitcast(t) << 23) 2^(n - 1): the exponent field n + 126
//   exp x = p * s
//
// Taking 2^(n - 1) and 2 exp r keeps 2^(n-1) a normal float from n = -125
// to 128, so the largest finite results need no special case: above
// ln(FLT_MAX) the product overflows to inf by itself (x is clamped at 89
// only to keep n below 2^22). Below about -87.0 (n <= -126), the exponent
// field is 0 and the result is +0: results under ~2.4e-38 flush to zero,
// exp(-inf) is exactly 0 (the masked scores of attention). A NaN gives a
// NaN polynomial times a zero or finite scale: NaN.
//
// The polynomial is a least-squares fit of the relative error on Chebyshev
// nodes of [-0.3476, 0.3476], reweighted toward equal ripple, its
// coefficients rounded to f32: 1.8e-8 relative (0.15 ulp) before the
// rounding of the evaluation.
//
// With the `afn` fast-math flag (approximate functions allowed), the
// exponential takes 10 operations: r = x - m ln 2 in one multiply-add (ln 2
// rounded to f32: at most 2.6e-6 off for |m| <= 126) and a degree-3 fit
// (1.03e-4 relative): within 1.1e-4 of exp x, exp 0 = 1 exactly, for
// results that are rounded to bf16 (2^-9) next, such as the probabilities
// of bf16 attention.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {

constexpr float kLowestInput = -87.5f;
constexpr float kHighestInput = 89.0f;
constexpr float kLog2E = 0x1.715476p+0f;
// 1.5 * 2^23 + 126: adding it rounds to an integer and biases the exponent.
constexpr float kRoundingShift = 12583038.0f;
// ln 2 = kLn2High + kLn2Low; kLn2High has 15 significant bits, so m * kLn2High
// is exact for |m| <= 256.
constexpr float kLn2High = 0x1.62e4p-1f;
constexpr float kLn2Low = 0x1.7f7d1cp-20f;
// 2 exp r, highest degree first (the fit's coefficients, doubled exactly).
constexpr float kTwiceExpPoly[] = {
    0x1.6aaeccp-9f, 0x1.126f08p-6f, 0x1.5558b0p-4f, 0x1.555406p-2f,
    0x1.fffffap-1f, 0x1p+1f,        0x1p+1f,
};
// ln 2 rounded to f32, and 2 exp r to 1.03e-4 (degree 3, fitted the same
// way with the constant term held at 2, so that exp 0 = 1): the `afn` form.
constexpr float kLn2 = 0x1.62e430p-1f;
constexpr float kTwiceExpPolyApprox[] = {
    0x1.52453ap-2f,
    0x1.022094p+0f,
    0x1.000cfcp+1f,
    0x1p+1f,
};

struct VectorExpPattern : OpRewritePattern<math::ExpOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || !type.getElementType().isF32() || type.isScalable() ||
        type.getRank() == 0)
      return rewriter.notifyMatchFailure(op, "not a fixed f32 vector");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    auto cst = [&](float value) -> Value {
      return arith::ConstantOp::create(
          b, DenseElementsAttr::get(type, b.getF32FloatAttr(value)));
    };
    auto fma = [&](Value a, Value x, Value c) -> Value {
      return math::FmaOp::create(b, a, x, c);
    };
    // select(x < c, c, x) and select(x > c, c, x): a NaN compares false and
    // stays (x86: one max or min with the operands in this order).
    auto clamp = [&](Value x, arith::CmpFPredicate predicate,
                     float bound) -> Value {
      Value c = cst(bound);
      Value beyond = arith::CmpFOp::create(b, predicate, x, c);
      return arith::SelectOp::create(b, beyond, c, x);
    };

    Value x = clamp(op.getOperand(), arith::CmpFPredicate::OLT, kLowestInput);
    x = clamp(x, arith::CmpFPredicate::OGT, kHighestInput);
    Value shift = cst(kRoundingShift);
    Value t = fma(x, cst(kLog2E), shift);
    Value m = arith::SubFOp::create(b, t, shift);
    bool approximate =
        arith::bitEnumContainsAll(op.getFastmath(), arith::FastMathFlags::afn);
    Value r;
    if (approximate) {
      r = fma(m, cst(-kLn2), x);
    } else {
      r = fma(m, cst(-kLn2High), x);
      r = fma(m, cst(-kLn2Low), r);
    }
    ArrayRef<float> poly =
        approximate ? ArrayRef<float>(kTwiceExpPolyApprox) : kTwiceExpPoly;
    Value p = cst(poly.front());
    for (float c : poly.drop_front())
      p = fma(p, r, cst(c));
    VectorType intType = type.clone(b.getI32Type());
    Value bits = arith::BitcastOp::create(b, intType, t);
    bits = arith::ShLIOp::create(
        b, bits,
        arith::ConstantOp::create(
            b, DenseElementsAttr::get(intType, b.getI32IntegerAttr(23))));
    Value scale = arith::BitcastOp::create(b, type, bits);
    rewriter.replaceOp(op, arith::MulFOp::create(b, p, scale));
    return success();
  }
};

} // namespace

void mlir::rope::populateVectorExpPatterns(RewritePatternSet &patterns) {
  patterns.add<VectorExpPattern>(patterns.getContext());
}
