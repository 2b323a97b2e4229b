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
// which is one rotation of %q with `rotary_dim(R)`.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

template <typename RotationOp>
struct FoldPartialRotary : OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern<tensor::ConcatOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp concat,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = concat.getResultType();
    int64_t rank = type.getRank();
    if (concat.getInputs().size() != 2 || !type.hasStaticShape() ||
        concat.getDim() != static_cast<uint64_t>(rank - 1))
      return failure();
    auto rotation = concat.getInputs()[0].getDefiningOp<RotationOp>();
    if (!rotation || rotation.getInverse())
      return failure();
    int64_t headDim = type.getDimSize(rank - 1);
    int64_t rotaryDim =
        cast<RankedTensorType>(rotation.getType()).getDimSize(rank - 1);
    Value rotated, passed;
    if (rotation.getEffectiveRotaryDim() != rotaryDim ||
        !isLastDimSlice(rotation.getInput(), 0, rotaryDim, rotated) ||
        !isLastDimSlice(concat.getInputs()[1], rotaryDim,
                        headDim - rotaryDim, passed) ||
        rotated != passed || rotated.getType() != type)
      return failure();
    emitRemark(concat.getLoc())
        << "rope-raise: partial rotary: the rotation of the first "
        << rotaryDim << " of " << headDim
        << " channels and the pass-through of the others folded into "
           "rotary_dim("
        << rotaryDim << ")";
    rewriter.modifyOpInPlace(rotation, [&] {
      rotation.getInputMutable().assign(rotated);
      rotation.setRotaryDimAttr(rewriter.getI64IntegerAttr(rotaryDim));
      rotation.getResult().setType(type);
    });
    rewriter.replaceOp(concat, rotation.getResult());
    return success();
  }
};

} // namespace

void mlir::rope::populateRaisePartialRotaryPatterns(
    RewritePatternSet &patterns) {
  patterns.add<FoldPartialRotary<RotateOp>, FoldPartialRotary<RotateWithTablesOp>>(
      patterns.getContext());
}
