//===- RaisePartialRotary.cpp - Fold partial rotary into rotary_dim -------===//
//
// GPT-NeoX (`rotary_pct`) and other partial-rotary models rotate the first R
// channels of the head and pass the rest through:
//
//   %a = tensor.extract_slice %q[..., 0] [..., R]
//   %b = tensor.extract_slice %q[..., R] [..., D - R]
//   %r = rope.rotate %a, ...            (raised by the other patterns)
//   %j = tensor.concat dim(last) %r, %b
//
// which is one rotation of %q with `rotary_dim(R)`, also when the rotation
// is wrapped in transposes that move the sequence dimension and back, and
// when the concatenation is TOSA's lowered one (insert_slices into a
// tensor.empty).
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/Remarks.h"
#include "rope/Support/TensorBuilders.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

template <typename RotationOp>
struct FoldPartialRotary : RewritePattern {
  FoldPartialRotary(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *concat,
                                PatternRewriter &rewriter) const override {
    if (!isa<tensor::ConcatOp, tensor::InsertSliceOp>(concat))
      return failure();
    std::optional<SmallVector<Value>> inputs =
        getLastDimConcatInputs(concat->getResult(0));
    if (!inputs || inputs->size() != 2)
      return failure();
    auto type = cast<RankedTensorType>(concat->getResult(0).getType());
    int64_t rank = type.getRank();
    if (type.isDynamicDim(rank - 1))
      return failure();
    // The rotation may sit between two transposes that move the sequence
    // next to the channels and back (GPT-J's [batch, seq, heads, D]).
    Value rotatedValue = (*inputs)[0];
    SmallVector<int64_t> back;
    if (auto transpose = rotatedValue.getDefiningOp<linalg::TransposeOp>()) {
      back.assign(transpose.getPermutation().begin(),
                  transpose.getPermutation().end());
      rotatedValue = transpose.getInput();
    }
    auto rotation = rotatedValue.getDefiningOp<RotationOp>();
    if (!rotation || rotation.getInverse())
      return failure();
    Value rotatedInput = rotation.getInput();
    SmallVector<int64_t> forth;
    if (!back.empty()) {
      auto transpose = rotatedInput.getDefiningOp<linalg::TransposeOp>();
      if (!transpose || back.back() != rank - 1)
        return failure();
      forth.assign(transpose.getPermutation().begin(),
                   transpose.getPermutation().end());
      for (int64_t j = 0; j < rank; ++j)
        if (back[forth[j]] != j)
          return failure();
      rotatedInput = transpose.getInput();
    }
    int64_t headDim = type.getDimSize(rank - 1);
    int64_t rotaryDim =
        cast<RankedTensorType>(rotation.getType()).getDimSize(rank - 1);
    Value rotated, passed;
    if (rotation.getEffectiveRotaryDim() != rotaryDim ||
        !isLastDimSlice(rotatedInput, 0, rotaryDim, rotated) ||
        !isLastDimSlice((*inputs)[1], rotaryDim, headDim - rotaryDim, passed) ||
        rotated != passed || rotated.getType() != type)
      return failure();
    Decision(DecisionKind::Passed, concat, "rope-raise", "PartialRotary")
            .arg("RotaryDim", rotaryDim)
            .arg("HeadDim", headDim)
        << "rope-raise: partial rotary: the rotation of the first " << rotaryDim
        << " of " << headDim
        << " channels and the pass-through of the others folded into "
           "rotary_dim("
        << rotaryDim << ")";
    Location loc = rotation.getLoc();
    Value input = rotated;
    if (!forth.empty()) {
      rewriter.setInsertionPoint(rotation);
      input = createTranspose(rewriter, loc, rotated, forth);
    }
    rewriter.modifyOpInPlace(rotation, [&] {
      rotation.getInputMutable().assign(input);
      rotation.setRotaryDimAttr(rewriter.getI64IntegerAttr(rotaryDim));
      rotation.getResult().setType(cast<RankedTensorType>(input.getType()));
    });
    Value result = rotation.getResult();
    if (!back.empty()) {
      rewriter.setInsertionPoint(concat);
      result = createTranspose(rewriter, loc, result, back);
    }
    rewriter.replaceOp(concat, result);
    return success();
  }
};

} // namespace

void mlir::rope::populateRaisePartialRotaryPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<FoldPartialRotary<RotateOp>, FoldPartialRotary<RotateWithTablesOp>>(
          patterns.getContext());
}
