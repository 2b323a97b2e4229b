//===- FuseMultiplyAdds.cpp - Contractible mul + add as llvm.fmuladd ------===//
//
// An llvm.fadd of an llvm.fmul, both with the `contract` flag, may be fused
// into one multiply-add. LLVM fuses such a pair only in instruction
// selection: where its optimizers fold the two to a constant first (a
// table of constant positions and frequencies), or move them into
// different blocks, the same arithmetic rounds twice, so a tiled and an
// untiled build differ in the last bit. llvm.intr.fmuladd is fused or not
// by the target alone (where an FMA is faster than a multiply and an add),
// and LLVM folds it to a constant as one fused operation; clang emits it
// for C expressions under -ffp-contract=on.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_FUSEMULTIPLYADDSPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

static bool isContractible(LLVM::FastmathFlags flags) {
  return LLVM::bitEnumContainsAll(flags, LLVM::FastmathFlags::contract);
}

namespace {

/// fadd(fmul(a, b), c) and fadd(c, fmul(a, b)), both contractible, the
/// product used by the sum alone -> fmuladd(a, b, c) with the flags the two
/// share.
struct FuseMultiplyAdd : OpRewritePattern<LLVM::FAddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LLVM::FAddOp add,
                                PatternRewriter &rewriter) const override {
    LLVM::FastmathFlags flags = add.getFastmathFlags();
    if (!isContractible(flags))
      return rewriter.notifyMatchFailure(add, "the sum is not contractible");
    for (unsigned i = 0; i < 2; ++i) {
      auto mul = add->getOperand(i).getDefiningOp<LLVM::FMulOp>();
      if (!mul || !mul->hasOneUse() || !isContractible(mul.getFastmathFlags()))
        continue;
      rewriter.replaceOpWithNewOp<LLVM::FMulAddOp>(
          add, mul.getLhs(), mul.getRhs(), add->getOperand(1 - i),
          flags & mul.getFastmathFlags());
      rewriter.eraseOp(mul);
      return success();
    }
    return rewriter.notifyMatchFailure(add, "no contractible product");
  }
};

struct FuseMultiplyAddsPass
    : rope::impl::FuseMultiplyAddsPassBase<FuseMultiplyAddsPass> {
  void runOnOperation() override {
    // Folding looks through the aggregates of unrolled n-D vectors
    // (extractvalue of insertvalue) between a product and its sum. Nothing
    // else moves: constants stay where they are, blocks as they are.
    RewritePatternSet patterns(&getContext());
    rope::populateFuseMultiplyAddsPatterns(patterns);
    GreedyRewriteConfig config;
    config.enableConstantCSE(false).setRegionSimplificationLevel(
        GreedySimplifyRegionLevel::Disabled);
    if (failed(
            applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

void rope::populateFuseMultiplyAddsPatterns(RewritePatternSet &patterns) {
  patterns.add<FuseMultiplyAdd>(patterns.getContext());
}
