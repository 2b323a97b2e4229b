//===- ElementwiseInPlace.cpp - Element-wise results over dying inputs ----===//
//
// An element-wise linalg.generic whose result starts from a tensor.empty gets
// a buffer of its own from bufferization, even where one of its inputs, of
// the same type and read at the same index, has no other use: that input's
// buffer could take the result, each element being read before it is
// overwritten. Attention graphs as exported (scores, scaled scores, the
// exponentials of the softmax) then hold three [heads, S, S] buffers where
// one does, each fresh from the kernel (page faults) on every call.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_ELEMENTWISEINPLACEPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

namespace {

/// Returns true if `input`'s value is read nowhere after `op`: its other
/// uses are inputs of linalg ops before `op` in its block (or nested in ops
/// before it), which read it and return no view of it.
static bool diesAt(OpOperand &input, Operation *op) {
  for (OpOperand &use : input.get().getUses()) {
    if (&use == &input)
      continue;
    Operation *user = use.getOwner();
    auto reader = dyn_cast<linalg::LinalgOp>(user);
    if (!reader || !reader.isDpsInput(&use))
      return false;
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    if (!ancestor || ancestor == op || !ancestor->isBeforeInBlock(op))
      return false;
  }
  return true;
}

/// Returns the input of `op` whose buffer can take the result of `init`: of
/// the same type, read at the index the result is written (identity maps,
/// the element-wise access that one-shot bufferization lets an op read and
/// write in one buffer), read nowhere after `op` (diesAt), and computed in
/// `op`'s block by an op that writes a buffer of its own or one it was
/// given (destination style), not a function argument or a constant, which
/// bufferization would copy first.
static OpOperand *findDyingInput(linalg::GenericOp op, OpOperand &init) {
  AffineMap resultMap = op.getMatchingIndexingMap(&init);
  if (!resultMap.isIdentity())
    return nullptr;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    if (value.getType() != init.get().getType() ||
        op.getMatchingIndexingMap(input) != resultMap || !diesAt(*input, op))
      continue;
    // Produced in the same block: a value from outside a loop around `op`
    // is read again by the next iteration.
    Operation *producer = value.getDefiningOp();
    if (producer && isa<DestinationStyleOpInterface>(producer) &&
        producer->getBlock() == op->getBlock())
      return input;
  }
  return nullptr;
}

/// Makes each tensor.empty result of an all-parallel linalg.generic, whose
/// initial value its body does not read, start from a dying input instead.
struct WriteOverDyingInput : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        op.getNumParallelLoops() != op.getNumLoops())
      return failure();
    bool changed = false;
    for (OpOperand &init : op.getDpsInitsMutable()) {
      if (!init.get().getDefiningOp<tensor::EmptyOp>() ||
          !op.getMatchingBlockArgument(&init).use_empty())
        continue;
      OpOperand *input = findDyingInput(op, init);
      if (!input)
        continue;
      rewriter.modifyOpInPlace(op, [&] { init.set(input->get()); });
      changed = true;
    }
    return success(changed);
  }
};

struct ElementwiseInPlacePass
    : rope::impl::ElementwiseInPlacePassBase<ElementwiseInPlacePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    rope::populateElementwiseInPlacePatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace

void mlir::rope::populateElementwiseInPlacePatterns(
    RewritePatternSet &patterns) {
  patterns.add<WriteOverDyingInput>(patterns.getContext());
}
