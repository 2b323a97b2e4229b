//===- LinalgToRope.cpp - The rope-raise pass -----------------------------===//
//
// Runs every idiom family's raising patterns, then explains the rotations
// that were found but left.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Conversion/LinalgToRope/LinalgToRope.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_RAISETOROPEPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

namespace {

struct RaiseToRopePass : rope::impl::RaiseToRopePassBase<RaiseToRopePass> {
  using Base::Base;

  void runOnOperation() override {
    RaiseOptions options;
    options.exactAngles = exactAngles;
    if (failed(raiseRotations(getOperation(), options)))
      return signalPassFailure();
  }
};

} // namespace

LogicalResult mlir::rope::raiseRotations(Operation *root,
                                         const RaiseOptions &options,
                                         RewriterBase::Listener *listener) {
  raise::splitFusedRotations(root);
  RewritePatternSet patterns(root->getContext());
  populateRaiseHalfPatterns(patterns, options);
  populateRaiseGatheredHalfPatterns(patterns, options);
  populateRaiseInterleavedPatterns(patterns, options);
  populateRaisePairComponentPatterns(patterns, options);
  populateRaiseComplexPatterns(patterns, options);
  populateRaisePartialRotaryPatterns(patterns);
  // No folding: the raised `rope.frequencies` keep their schedules for the
  // reader (they fold when the rope ops are lowered).
  GreedyRewriteConfig config;
  config.enableFolding(false);
  config.setListener(listener);
  if (failed(applyPatternsGreedily(root, std::move(patterns), config)))
    return failure();
  if (options.remarks)
    explainUnraisedRotations(root);
  return success();
}
