//===- RaiseHalf.cpp - Raise Hugging Face rotate_half rotations -----------===//
//
// `q * cos + rotate_half(q) * sin` as torch-mlir exports it: two elementwise
// multiplications summed by a third generic, rotate_half written as
//
//   %lo = tensor.extract_slice %q[..., 0] [..., D/2]
//   %hi = tensor.extract_slice %q[..., D/2] [..., D/2]
//   %n = linalg.generic {negf} ins(%hi)
//   %r = tensor.concat dim(last) %n, %lo
//
// and cos/sin broadcast over the heads by the multiplications' indexing
// maps. With pair i = (q[i], q[i + D/2]) this is the `half` rotation by the
// tables' first halves, provided each table repeats its halves.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Returns the negated operand of an elementwise `negf` generic, or null.
static Value getNegated(Value v) {
  auto operands = matchElementwise<arith::NegFOp>(v);
  if (!operands || !(*operands)[0].map.isIdentity())
    return {};
  return (*operands)[0].value;
}

/// The sign conventions of a concatenation of the two halves of one tensor.
enum class HalfConcat { None, RotateHalf, OtherSign };

/// Classifies `v` as `concat(-x[D/2:], x[:D/2])` (Hugging Face's rotate_half)
/// or another sign convention of the swapped halves (`concat(x[D/2:],
/// -x[:D/2])`), and sets `x`.
static HalfConcat classifyHalfConcat(Value v, Value &x) {
  auto concat = v.getDefiningOp<tensor::ConcatOp>();
  if (!concat || concat.getInputs().size() != 2)
    return HalfConcat::None;
  RankedTensorType type = concat.getResultType();
  int64_t rank = type.getRank();
  if (!type.hasStaticShape() || rank < 2 ||
      concat.getDim() != static_cast<uint64_t>(rank - 1) ||
      type.getDimSize(rank - 1) % 2 != 0)
    return HalfConcat::None;
  int64_t half = type.getDimSize(rank - 1) / 2;
  Value first = concat.getInputs()[0], second = concat.getInputs()[1];
  Value hi, lo;
  auto isWhole = [&](Value source) {
    return cast<RankedTensorType>(source.getType()) == type;
  };
  if (Value negated = getNegated(first);
      negated && isLastDimSlice(negated, half, half, hi) &&
      isLastDimSlice(second, 0, half, lo) && hi == lo && isWhole(hi)) {
    x = hi;
    return HalfConcat::RotateHalf;
  }
  if (Value negated = getNegated(second);
      negated && isLastDimSlice(first, half, half, hi) &&
      isLastDimSlice(negated, 0, half, lo) && hi == lo && isWhole(hi)) {
    x = hi;
    return HalfConcat::OtherSign;
  }
  return HalfConcat::None;
}

namespace {

/// How far a generic got towards `x * cos + rotate_half(x) * sin`.
enum class MatchLevel { None, NearMiss, Match };

} // namespace

/// Matches `add` against `x * cos + rotate_half(x) * sin` (in any operand
/// order). NearMiss means a rotate_half of the multiplied tensor was found
/// but the rest does not check out (`why` says what).
static MatchLevel matchRotateHalf(linalg::GenericOp add, RotationMatch &match,
                                  std::string &why) {
  auto terms = matchElementwise<arith::AddFOp>(add->getResult(0));
  auto type = dyn_cast<RankedTensorType>(add->getResult(0).getType());
  if (!terms || !type || !type.hasStaticShape() || type.getRank() < 2 ||
      !(*terms)[0].map.isIdentity() || !(*terms)[1].map.isIdentity())
    return MatchLevel::None;
  for (int swap = 0; swap < 2; ++swap) {
    auto direct = matchElementwise<arith::MulFOp>((*terms)[swap].value);
    auto rotated = matchElementwise<arith::MulFOp>((*terms)[1 - swap].value);
    if (!direct || !rotated)
      continue;
    for (int r = 0; r < 2; ++r) {
      MappedOperand rotateHalf = (*rotated)[r], sin = (*rotated)[1 - r];
      Value x;
      HalfConcat kind = classifyHalfConcat(rotateHalf.value, x);
      if (kind == HalfConcat::None || !rotateHalf.map.isIdentity() ||
          cast<RankedTensorType>(x.getType()) != type)
        continue;
      for (int d = 0; d < 2; ++d) {
        MappedOperand input = (*direct)[d], cos = (*direct)[1 - d];
        if (input.value != x || !input.map.isIdentity())
          continue;
        if (kind == HalfConcat::OtherSign) {
          why = "the halves are swapped with the other sign convention "
                "(concat(x2, -x1)), which is not Hugging Face's rotate_half";
          return MatchLevel::NearMiss;
        }
        match.input = x;
        match.layout = Layout::Half;
        match.cos = cos;
        match.sin = sin;
        match.tableStride = 1;
        match.form = "rotate_half";
        bool cosPerBatch, sinPerBatch;
        if (failed(checkTableMap(cos.map,
                                 cast<RankedTensorType>(cos.value.getType()),
                                 type, cosPerBatch, why)) ||
            failed(checkTableMap(sin.map,
                                 cast<RankedTensorType>(sin.value.getType()),
                                 type, sinPerBatch, why)))
          return MatchLevel::NearMiss;
        if (cosPerBatch != sinPerBatch) {
          why = "its cos table varies with the batch and its sin table does "
                "not, or the reverse";
          return MatchLevel::NearMiss;
        }
        match.perBatch = cosPerBatch;
        FailureOr<TableTrace> cosTrace = traceHalfTable(cos.value, why);
        if (failed(cosTrace))
          return MatchLevel::NearMiss;
        FailureOr<TableTrace> sinTrace = traceHalfTable(sin.value, why);
        if (failed(sinTrace))
          return MatchLevel::NearMiss;
        match.cosTrace = *cosTrace;
        match.sinTrace = *sinTrace;
        return MatchLevel::Match;
      }
      why = "rotate_half(x) is multiplied, but the other product is not of "
            "x itself";
      return MatchLevel::NearMiss;
    }
  }
  return MatchLevel::None;
}

namespace {

struct RaiseRotateHalf : OpRewritePattern<linalg::GenericOp> {
  RaiseRotateHalf(MLIRContext *context, const RaiseOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    RotationMatch match;
    std::string why;
    if (matchRotateHalf(op, match, why) != MatchLevel::Match)
      return rewriter.notifyMatchFailure(op, why);
    rewriter.replaceOp(op, buildRotation(rewriter, op.getLoc(), match, options));
    return success();
  }

  RaiseOptions options;
};

} // namespace

void mlir::rope::populateRaiseHalfPatterns(RewritePatternSet &patterns,
                                           const RaiseOptions &options) {
  patterns.add<RaiseRotateHalf>(patterns.getContext(), options);
}

void mlir::rope::explainUnraisedRotateHalf(Operation *root) {
  root->walk([](linalg::GenericOp op) {
    RotationMatch match;
    std::string why;
    if (matchRotateHalf(op, match, why) == MatchLevel::NearMiss)
      op.emitRemark() << "rope-raise: rotate_half rotation not raised: "
                      << why;
  });
}
