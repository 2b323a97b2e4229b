//===- ApproximateVectorMath.cpp - Polynomial math on vectors -------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_APPROXIMATEVECTORMATHPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

namespace {

struct ApproximateVectorMathPass
    : rope::impl::ApproximateVectorMathPassBase<ApproximateVectorMathPass> {
  void runOnOperation() override {
    // Only f32 math on vectors: scalar math keeps libm's correctly reduced
    // results, f64 math (schedules computed at run time) its precision.
    SmallVector<Operation *> targets;
    getOperation()->walk([&](Operation *op) {
      if (!isa<math::MathDialect>(op->getDialect()) ||
          op->getNumResults() != 1)
        return;
      auto type = dyn_cast<VectorType>(op->getResult(0).getType());
      if (type && type.getElementType().isF32())
        targets.push_back(op);
    });
    if (targets.empty())
      return;
    RewritePatternSet patterns(&getContext());
    // Not rsqrt: its approximation (8 lanes only) is an x86vector AVX
    // intrinsic, a dialect the pipeline neither loads nor lowers (it
    // crashed on RMSNorm's rows with AVX2); LLVM's 1 / sqrt is exact enough
    // and vectorized.
    // Not sin and cos either: MLIR's reduce x by pi/2 with one f32 constant
    // (1e-3 off at 1e6 rad, rotary angles at positions near 2^20); ours
    // reduce in f64 lanes (within one ulp up to 2^48, libm beyond).
    // Not exp: ours (VectorExp.cpp) takes 14 vector instructions where
    // MLIR's takes 20, and it is most of the softmax rows' work.
    populateMathPolynomialApproximationPatterns(patterns, [](StringRef name) {
      name.consume_front("math.");
      return name != "rsqrt" && name != "sin" && name != "cos" &&
             name != "exp";
    });
    rope::populateVectorSinCosPatterns(patterns);
    rope::populateVectorExpPatterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    if (failed(applyOpPatternsGreedily(targets, std::move(patterns), config)))
      return signalPassFailure();
  }
};

} // namespace
