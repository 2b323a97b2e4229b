//===- RaiseGatheredHalf.cpp - Raise IREE's fused rotate_half -------------===//
//
// IREE's dispatch creation rewrites `x * cos + rotate_half(x) * sin` into one
// generic: rotate_half becomes an index-arithmetic gather from a
// [..., 2, D/2] view of the same x, negated by a select,
//
//   %y = linalg.generic ins(%x, %cos, %sin) ... {
//     %k = linalg.index 2          // the channel loop
//     %m = arith.remsi %k, D/2
//     %h = arith.divsi %k, D/2
//     %s = arith.subi 1, %h
//     %e = tensor.extract %x2[.., %s, %m] : tensor<..x2xD/2>
//     %n = arith.negf %e
//     %r = arith.select (%s == 1), %n, %e
//     yield x * cos + %r * sin
//   }
//
// and may read x through a transposing indexing map. The gather is checked
// by evaluating its index arithmetic for every channel: channel k must read
// x[k + D/2] negated for k < D/2 and x[k - D/2] as is for the others.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/Remarks.h"
#include "rope/Support/TensorBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Evaluates the index arithmetic `v` of a generic's body for the value
/// `channel` of loop `loop`: constants, `linalg.index` of that loop, and
/// integer add, sub, mul, div, rem and compare; nullopt for anything else.
static std::optional<int64_t> evaluate(Value v, unsigned loop,
                                       int64_t channel) {
  APInt constant;
  if (matchPattern(v, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  Operation *op = v.getDefiningOp();
  if (auto index = dyn_cast_or_null<linalg::IndexOp>(op)) {
    if (index.getDim() != loop)
      return std::nullopt;
    return channel;
  }
  if (!op || op->getNumOperands() != 2)
    return std::nullopt;
  std::optional<int64_t> a = evaluate(op->getOperand(0), loop, channel);
  std::optional<int64_t> b = evaluate(op->getOperand(1), loop, channel);
  if (!a || !b)
    return std::nullopt;
  if (isa<arith::AddIOp>(op))
    return *a + *b;
  if (isa<arith::SubIOp>(op))
    return *a - *b;
  if (isa<arith::MulIOp>(op))
    return *a * *b;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    switch (cmp.getPredicate()) {
    case arith::CmpIPredicate::eq:
      return *a == *b;
    case arith::CmpIPredicate::ne:
      return *a != *b;
    case arith::CmpIPredicate::slt:
    case arith::CmpIPredicate::ult:
      return *a < *b;
    case arith::CmpIPredicate::sle:
    case arith::CmpIPredicate::ule:
      return *a <= *b;
    case arith::CmpIPredicate::sgt:
    case arith::CmpIPredicate::ugt:
      return *a > *b;
    case arith::CmpIPredicate::sge:
    case arith::CmpIPredicate::uge:
      return *a >= *b;
    }
  }
  if (*b <= 0)
    return std::nullopt;
  // Channels and divisors are non-negative: signed and unsigned agree.
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp>(op))
    return *a >= 0 ? std::optional<int64_t>(*a / *b) : std::nullopt;
  if (isa<arith::RemSIOp, arith::RemUIOp>(op))
    return *a >= 0 ? std::optional<int64_t>(*a % *b) : std::nullopt;
  return std::nullopt;
}

/// Returns true if `pairs` ([..., 2, D/2]) and `x` ([..., D]) are views of
/// one tensor: `pairs` splits the channels of x, or both expand one source
/// with the same groups but the last, which `pairs` extends by one
/// dimension.
static bool isPairView(Value pairs, Value x) {
  auto expand = pairs.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand)
    return false;
  SmallVector<ReassociationIndices> groups = expand.getReassociationIndices();
  auto xType = cast<RankedTensorType>(x.getType());
  int64_t rank = xType.getRank();
  SmallVector<ReassociationIndices> xGroups;
  if (expand.getSrc() == x) {
    for (int64_t j = 0; j < rank; ++j)
      xGroups.push_back({j});
  } else {
    auto xExpand = x.getDefiningOp<tensor::ExpandShapeOp>();
    if (!xExpand || xExpand.getSrc() != expand.getSrc())
      return false;
    xGroups = xExpand.getReassociationIndices();
  }
  if (groups.size() != xGroups.size())
    return false;
  xGroups.back().push_back(rank);
  return groups == xGroups;
}

/// Matches `generic` against the fused form; on NearMiss `why` says what
/// does not check out.
static MatchLevel matchGatheredHalf(linalg::GenericOp generic,
                                    RotationMatch &match, std::string &why) {
  if (generic->getNumResults() != 1 || generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return MatchLevel::None;
  auto type = cast<RankedTensorType>(generic->getResult(0).getType());
  int64_t rank = type.getRank();
  Block &body = generic.getRegion().front();
  if (rank < 2 || type.isDynamicDim(rank - 1) ||
      type.getDimSize(rank - 1) % 2 != 0 ||
      !body.getArgument(generic.getNumDpsInputs()).use_empty())
    return MatchLevel::None;
  int64_t head = type.getDimSize(rank - 1), half = head / 2;
  auto sum = body.getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!sum)
    return MatchLevel::None;
  auto inputOf = [&](Value v) -> std::optional<MappedOperand> {
    auto arg = dyn_cast<BlockArgument>(v);
    if (!arg || arg.getOwner() != &body ||
        arg.getArgNumber() >= generic.getNumDpsInputs())
      return std::nullopt;
    return MappedOperand{generic.getDpsInputs()[arg.getArgNumber()],
                         generic.getIndexingMapsArray()[arg.getArgNumber()]};
  };
  for (int swap = 0; swap < 2; ++swap) {
    auto direct = sum->getOperand(swap).getDefiningOp<arith::MulFOp>();
    auto rotated = sum->getOperand(1 - swap).getDefiningOp<arith::MulFOp>();
    if (!direct || !rotated)
      continue;
    for (int r = 0; r < 2; ++r) {
      auto select = rotated->getOperand(r).getDefiningOp<arith::SelectOp>();
      std::optional<MappedOperand> sin = inputOf(rotated->getOperand(1 - r));
      if (!select || !sin)
        continue;
      // select(cond, -e, e) or select(cond, e, -e), e gathered from a view.
      bool negatedWhenTrue = true;
      auto negate = select.getTrueValue().getDefiningOp<arith::NegFOp>();
      if (!negate || negate.getOperand() != select.getFalseValue()) {
        negatedWhenTrue = false;
        negate = select.getFalseValue().getDefiningOp<arith::NegFOp>();
        if (!negate || negate.getOperand() != select.getTrueValue())
          continue;
      }
      auto extract = negate.getOperand().getDefiningOp<tensor::ExtractOp>();
      if (!extract)
        continue;
      auto pairsType = extract.getTensor().getType();
      if (pairsType.getRank() != rank + 1 ||
          pairsType.getDimSize(rank - 1) != 2 ||
          pairsType.getDimSize(rank) != half)
        continue;
      for (int d = 0; d < 2; ++d) {
        std::optional<MappedOperand> x = inputOf(direct->getOperand(d));
        std::optional<MappedOperand> cos = inputOf(direct->getOperand(1 - d));
        if (!x || !cos || !isPairView(extract.getTensor(), x->value))
          continue;
        // x must be read through a permutation that keeps the channels
        // last, and the gather must read the same element but the channel.
        AffineMap xMap = x->map;
        if (!xMap.isPermutation() ||
            xMap.getResult(rank - 1) !=
                getAffineDimExpr(rank - 1, generic.getContext())) {
          why = "its input is not read through a permutation that keeps "
                "the channels last";
          return MatchLevel::NearMiss;
        }
        for (int64_t j = 0; j + 1 < rank; ++j) {
          auto index = extract.getIndices()[j].getDefiningOp<linalg::IndexOp>();
          if (!index ||
              getAffineDimExpr(index.getDim(), generic.getContext()) !=
                  xMap.getResult(j)) {
            why = "its gathered partner is not read at the input's own "
                  "position";
            return MatchLevel::NearMiss;
          }
        }
        Value pairIndex = extract.getIndices()[rank - 1];
        Value channelIndex = extract.getIndices()[rank];
        int otherSign = 0;
        for (int64_t k = 0; k < head; ++k) {
          std::optional<int64_t> p = evaluate(pairIndex, rank - 1, k);
          std::optional<int64_t> i = evaluate(channelIndex, rank - 1, k);
          std::optional<int64_t> cond =
              evaluate(select.getCondition(), rank - 1, k);
          if (!p || !i || !cond || *p < 0 || *p > 1 || *i < 0 || *i >= half) {
            why = "its gather indices are not computed from the channel "
                  "index alone";
            return MatchLevel::NearMiss;
          }
          bool negated = (*cond != 0) == negatedWhenTrue;
          int64_t read = *p * half + *i;
          bool first = k < half;
          int64_t partner = first ? k + half : k - half;
          if (read != partner) {
            why = "its gathered partner is not the other half of the "
                  "channel's pair";
            return MatchLevel::NearMiss;
          }
          otherSign |= (negated != first) ? 2 : 1;
        }
        if (otherSign != 1) {
          why = otherSign == 2 ? "its partner tensor has the other sign "
                                 "convention (the rotation by the negated "
                                 "angle)"
                               : "its gathered partner is not negated in "
                                 "one half only";
          return MatchLevel::NearMiss;
        }
        if (failed(matchTables(*cos, *sin, type, traceHalfTable, match, why)))
          return MatchLevel::NearMiss;
        match.input = x->value;
        match.layout = Layout::Half;
        match.tableStride = 1;
        match.form = "gathered rotate_half (IREE dispatch)";
        return MatchLevel::Match;
      }
    }
  }
  return MatchLevel::None;
}

namespace {

struct RaiseGatheredHalf : OpRewritePattern<linalg::GenericOp> {
  RaiseGatheredHalf(MLIRContext *context, const RaiseOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    RotationMatch match;
    std::string why;
    if (matchGatheredHalf(op, match, why) != MatchLevel::Match)
      return rewriter.notifyMatchFailure(op, why);
    // The rotation reads x in loop order: transpose it there first.
    AffineMap xMap;
    for (OpOperand *operand : op.getDpsInputOperands())
      if (operand->get() == match.input)
        xMap = op.getMatchingIndexingMap(operand);
    if (!xMap.isIdentity()) {
      SmallVector<int64_t> permutation;
      AffineMap inverse = inversePermutation(xMap);
      for (AffineExpr expr : inverse.getResults())
        permutation.push_back(cast<AffineDimExpr>(expr).getPosition());
      rewriter.setInsertionPoint(op);
      match.input =
          createTranspose(rewriter, op.getLoc(), match.input, permutation);
    }
    rewriter.replaceOp(op,
                       buildRotation(rewriter, op.getLoc(), match, options));
    return success();
  }

  RaiseOptions options;
};

} // namespace

void mlir::rope::populateRaiseGatheredHalfPatterns(
    RewritePatternSet &patterns, const RaiseOptions &options) {
  patterns.add<RaiseGatheredHalf>(patterns.getContext(), options);
}

void raise::explainGatheredHalf(linalg::GenericOp op) {
  RotationMatch match;
  std::string why;
  if (matchGatheredHalf(op, match, why) == MatchLevel::NearMiss)
    Decision(DecisionKind::Missed, op, "rope-raise", "RotationNotRaised")
            .arg("Form", "gathered rotate_half")
            .arg("Reason", why)
        << "rope-raise: gathered rotate_half (IREE dispatch) rotation not "
           "raised: "
        << why;
}
