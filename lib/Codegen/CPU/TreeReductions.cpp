//===- TreeReductions.cpp - Min/max reductions of a vector as trees -------===//
//
// LLVM's x86 backend expands llvm.vector.reduce.fmax / fmin / fmaximum /
// fminimum one lane at a time: a chain of as many dependent scalar max
// instructions (with NaN fix-ups) as the vector has lanes, whatever the
// fast-math flags short of nnan. These min and max are associative and
// commutative, so halving the vector with element-wise min or max until
// one lane is left gives the same value in log2(lanes) vector steps.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"
#include "rope/Support/VectorBuilders.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_TREEREDUCTIONSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

namespace {

/// Returns true for the floating-point min and max kinds.
static bool isMinMax(vector::CombiningKind kind) {
  switch (kind) {
  case vector::CombiningKind::MAXNUMF:
  case vector::CombiningKind::MINNUMF:
  case vector::CombiningKind::MAXIMUMF:
  case vector::CombiningKind::MINIMUMF:
    return true;
  default:
    return false;
  }
}

struct TreeMinMaxReduction : OpRewritePattern<vector::ReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    // A masked reduction (inside vector.mask) reads only some lanes.
    if (!isMinMax(op.getKind()) || type.getRank() != 1 ||
        type.isScalable() || type.getNumElements() < 2 ||
        isa<vector::MaskOp>(op->getParentOp()))
      return failure();
    vector::CombiningKind kind = op.getKind();
    Value result = rope::createTreeReduction(
        rewriter, op.getLoc(), op.getVector(),
        [&](OpBuilder &b, Location loc, Value x, Value y) {
          return vector::makeArithReduction(b, loc, kind, x, y);
        });
    if (Value acc = op.getAcc())
      result =
          vector::makeArithReduction(rewriter, op.getLoc(), kind, result, acc);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct TreeReductionsPass
    : rope::impl::TreeReductionsPassBase<TreeReductionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    rope::populateTreeReductionPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace

void mlir::rope::populateTreeReductionPatterns(RewritePatternSet &patterns) {
  patterns.add<TreeMinMaxReduction>(patterns.getContext());
}
