//===- F32FMA.cpp - f32 FMA micro-kernels ---------------------------------===//
//
// The register block as outer products: for each k, the row of the right
// panel (vectorColumns registers) times each left element broadcast, one
// vector.fma per row and register into the accumulators.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"

using namespace mlir;
using namespace mlir::rope;

namespace {

struct F32FMAKernelFamily : MicroKernelFamily {
  StringRef getName() const override { return "f32-fma"; }

  LogicalResult vectorizeTile(RewriterBase &rewriter,
                              linalg::ContractOp tile) const override {
    rewriter.setInsertionPoint(tile);
    FailureOr<linalg::VectorizationResult> vectorized = linalg::vectorize(
        rewriter, tile, /*inputVectorSizes=*/{}, /*inputScalableVecDims=*/{},
        /*vectorizeNDExtract=*/false, /*flatten1DDepthwiseConv=*/false,
        /*assumeDynamicDimsMatchVecSizes=*/false,
        /*createNamedContraction=*/true);
    return success(succeeded(vectorized));
  }

  void populateContractPatterns(RewritePatternSet &patterns) const override {
    vector::populateVectorContractLoweringPatterns(
        patterns, vector::VectorContractLowering::OuterProduct);
  }

  void populateLoweringPatterns(RewritePatternSet &patterns) const override {
    MLIRContext *context = patterns.getContext();
    vector::populateVectorOuterProductLoweringPatterns(patterns);
    vector::populateVectorTransferPermutationMapLoweringPatterns(patterns);
    vector::populateVectorTransferLoweringPatterns(patterns, 1);
    vector::populateVectorBroadcastLoweringPatterns(patterns);
    vector::populateVectorShapeCastLoweringPatterns(patterns);
    // 16 x 16 transposes of 32-bit elements (the packs of bf16 pairs whose
    // k is contiguous) as shuffles, the others element by element.
    vector::populateVectorTransposeLoweringPatterns(
        patterns, vector::VectorTransposeLowering::Shuffle16x16);
    vector::ExtractOp::getCanonicalizationPatterns(patterns, context);
    vector::BroadcastOp::getCanonicalizationPatterns(patterns, context);
    vector::ShapeCastOp::getCanonicalizationPatterns(patterns, context);
    vector::TransposeOp::getCanonicalizationPatterns(patterns, context);
  }
};

} // namespace

std::unique_ptr<MicroKernelFamily> mlir::rope::createF32FMAKernelFamily() {
  return std::make_unique<F32FMAKernelFamily>();
}
