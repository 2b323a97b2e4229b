//===- RotationSum.cpp - x * cos + partner(x) * sin -----------------------===//
//
// The shape every family of frontend RoPE shares: two elementwise products
// summed by a third generic, one of the input and a cos table, one of the
// input's partner tensor (the family's rotate_half / rotate_every_two) and
// a sin table, the tables broadcast over the heads by indexing maps.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

MatchLevel raise::matchRotationSum(linalg::GenericOp add,
                                   const RotationForm &form,
                                   RotationMatch &match, std::string &why) {
  if (add->getNumResults() != 1)
    return MatchLevel::None;
  auto terms = matchElementwise<arith::AddFOp>(add->getResult(0));
  auto type = dyn_cast<RankedTensorType>(add->getResult(0).getType());
  if (!terms || !type || type.getRank() < 2 ||
      type.isDynamicDim(type.getRank() - 1) || !(*terms)[0].map.isIdentity() ||
      !(*terms)[1].map.isIdentity())
    return MatchLevel::None;
  for (int swap = 0; swap < 2; ++swap) {
    auto direct = matchElementwise<arith::MulFOp>((*terms)[swap].value);
    auto rotated = matchElementwise<arith::MulFOp>((*terms)[1 - swap].value);
    if (!direct || !rotated)
      continue;
    for (int r = 0; r < 2; ++r) {
      MappedOperand partner = (*rotated)[r], sin = (*rotated)[1 - r];
      Value x;
      PartnerKind kind = form.classifyPartner(partner.value, x);
      if (kind == PartnerKind::None || !partner.map.isIdentity() ||
          cast<RankedTensorType>(x.getType()) != type)
        continue;
      for (int d = 0; d < 2; ++d) {
        MappedOperand input = (*direct)[d], cos = (*direct)[1 - d];
        if (input.value != x || !input.map.isIdentity())
          continue;
        if (kind == PartnerKind::OtherSign) {
          why = "its partner tensor has the other sign convention (the "
                "rotation by the negated angle)";
          return MatchLevel::NearMiss;
        }
        if (failed(matchTables(cos, sin, type, form.traceTable, match, why)))
          return MatchLevel::NearMiss;
        match.input = x;
        match.layout = form.layout;
        match.tableStride = form.tableStride;
        match.form = form.name;
        return MatchLevel::Match;
      }
      why = "its partner tensor is multiplied, but the other product is not "
            "of the same input";
      return MatchLevel::NearMiss;
    }
  }
  return MatchLevel::None;
}

namespace {

struct RaiseRotationSum : OpRewritePattern<linalg::GenericOp> {
  RaiseRotationSum(MLIRContext *context, const RotationForm &form,
                   const RaiseOptions &options)
      : OpRewritePattern(context), form(form), options(options) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    RotationMatch match;
    std::string why;
    if (matchRotationSum(op, form, match, why) != MatchLevel::Match)
      return rewriter.notifyMatchFailure(op, why);
    rewriter.replaceOp(op,
                       buildRotation(rewriter, op.getLoc(), match, options));
    return success();
  }

  const RotationForm &form;
  RaiseOptions options;
};

} // namespace

void raise::populateRotationSumPattern(RewritePatternSet &patterns,
                                       const RotationForm &form,
                                       const RaiseOptions &options) {
  patterns.add<RaiseRotationSum>(patterns.getContext(), form, options);
}

/// Returns true if `v` is summed with another product by an elementwise
/// generic (where matchRotationSum explains a near miss).
static bool isSummedProduct(Value v) {
  return llvm::any_of(v.getUsers(), [&](Operation *user) {
    auto generic = dyn_cast<linalg::GenericOp>(user);
    return generic && generic->getNumResults() == 1 &&
           (matchElementwise<arith::AddFOp>(generic->getResult(0)) ||
            matchElementwise<arith::SubFOp>(generic->getResult(0)));
  });
}

/// Emits a remark at `op` if it multiplies a family's partner tensor but
/// its product is not summed as a rotation: a rotation written some other
/// way, which no pattern took.
static void explainPartnerProduct(linalg::GenericOp op) {
  if (op->getNumResults() != 1)
    return;
  auto factors = matchElementwise<arith::MulFOp>(op->getResult(0));
  if (!factors || isSummedProduct(op->getResult(0)))
    return;
  for (const MappedOperand &factor : *factors) {
    for (const RotationForm *form : {&getHalfForm(), &getInterleavedForm()}) {
      Value x;
      if (form->classifyPartner(factor.value, x) == PartnerKind::None)
        continue;
      Decision(DecisionKind::Missed, op, "rope-raise", "RotationNotRaised")
              .arg("Form", form->name)
          << "rope-raise: " << form->name
          << " rotation not raised: its partner tensor is multiplied here, "
             "but the product is not added to a product of the input by a "
             "cos table";
      return;
    }
  }
}

void mlir::rope::explainUnraisedRotations(Operation *root) {
  root->walk([](Operation *op) {
    if (isa<tensor::ConcatOp, tensor::InsertSliceOp, tensor::CollapseShapeOp>(
            op))
      explainPairComponents(op);
  });
  explainFusedRotations(root);
  root->walk([](linalg::GenericOp op) {
    explainGatheredHalf(op);
    explainPartnerProduct(op);
    for (const RotationForm *form : {&getHalfForm(), &getInterleavedForm()}) {
      RotationMatch match;
      std::string why;
      if (matchRotationSum(op, *form, match, why) == MatchLevel::NearMiss) {
        Decision(DecisionKind::Missed, op, "rope-raise", "RotationNotRaised")
                .arg("Form", form->name)
                .arg("Reason", why)
            << "rope-raise: " << form->name << " rotation not raised: " << why;
        return;
      }
    }
  });
}
