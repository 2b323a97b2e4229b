//===- WidenAccumulators.cpp - bf16/f16 contraction results in f32 --------===//
//
// A contraction whose result is bf16 or f16 (JAX's and IREE's bf16 dots, a
// hand-written f16 matmul) accumulates, as linalg defines it, in that type:
// every step of the k loop rounds. The micro-kernels accumulate in f32
// registers; so does every CPU library users compare with (oneDNN, XLA's CPU
// backend, PyTorch). This rewrites such a contraction on tensors into
//
//   widen the initial value to f32 (a fill of the widened scalar where the
//   initial value is a fill) -> the same contraction with an f32 result
//   (operands extended, products and sums in f32) -> round once to the
//   result type,
//
// which the contraction kernels vectorize and whose two element-wise ends
// the element-wise vectorization handles.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_WIDENACCUMULATORSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

namespace {

/// Returns true for the element types whose results are widened.
static bool isNarrowFloat(Type type) { return type.isBF16() || type.isF16(); }

/// Returns `value` as f32 (extended if narrower).
static Value toF32(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isF32())
    return value;
  return arith::ExtFOp::create(b, loc, b.getF32Type(), value);
}

/// Creates an element-wise linalg.generic converting `source` into `dest`
/// (same shape) with `convert` applied to each element.
static Value
createConversion(OpBuilder &b, Location loc, Value source, Value dest,
                 function_ref<Value(OpBuilder &, Location, Value)> convert) {
  int64_t rank = cast<RankedTensorType>(source.getType()).getRank();
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, dest.getType(), ValueRange{source}, ValueRange{dest},
             ArrayRef<AffineMap>{identity, identity}, iterators,
             [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
               linalg::YieldOp::create(
                   nested, nestedLoc,
                   ValueRange{convert(nested, nestedLoc, args[0])});
             })
      .getResult(0);
}

struct WidenContractionAccumulator
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  WidenContractionAccumulator(MLIRContext *context, bool widenF16)
      : OpInterfaceRewritePattern(context), widenF16(widenF16) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op))
      return failure();
    Value init = op.getDpsInits()[0];
    auto initType = cast<RankedTensorType>(init.getType());
    Type narrow = initType.getElementType();
    if (!isNarrowFloat(narrow))
      return failure();
    if (narrow.isF16() && !widenF16 &&
        llvm::all_of(op.getDpsInputs(), [](Value input) {
          return getElementTypeOrSelf(input.getType()).isF16();
        }))
      return failure();
    for (Value input : op.getDpsInputs()) {
      Type element = getElementTypeOrSelf(input.getType());
      if (!isa<FloatType>(element) ||
          element.getIntOrFloatBitWidth() > 32)
        return failure();
    }
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, init);
    Value wideEmpty = tensor::EmptyOp::create(rewriter, loc, sizes, f32);
    // The initial value in f32: a fill stays a fill (which the kernels
    // absorb), anything else is extended element by element.
    Value wideInit;
    auto fill = init.getDefiningOp<linalg::FillOp>();
    if (fill && fill.hasPureTensorSemantics())
      wideInit = linalg::FillOp::create(
                     rewriter, loc,
                     ValueRange{toF32(rewriter, loc, fill.getInputs()[0])},
                     ValueRange{wideEmpty})
                     .getResult(0);
    else
      wideInit = createConversion(rewriter, loc, init, wideEmpty, toF32);
    auto wide = linalg::GenericOp::create(
        rewriter, loc, wideEmpty.getType(), op.getDpsInputs(),
        ValueRange{wideInit}, op.getIndexingMapsArray(),
        op.getIteratorTypesArray(),
        [&](OpBuilder &b, Location nestedLoc, ValueRange args) {
          Value product =
              arith::MulFOp::create(b, nestedLoc, toF32(b, nestedLoc, args[0]),
                                    toF32(b, nestedLoc, args[1]));
          linalg::YieldOp::create(
              b, nestedLoc,
              ValueRange{arith::AddFOp::create(b, nestedLoc, args[2], product)
                             .getResult()});
        });
    Value narrowEmpty = tensor::EmptyOp::create(rewriter, loc, sizes, narrow);
    Value result = createConversion(
        rewriter, loc, wide.getResult(0), narrowEmpty,
        [&](OpBuilder &b, Location nestedLoc, Value value) -> Value {
          return arith::TruncFOp::create(b, nestedLoc, narrow, value);
        });
    Decision(DecisionKind::Passed, op, "rope-widen-accumulators",
             "WidenedAccumulator")
            .arg("ResultType", narrow.isBF16() ? "bf16" : "f16")
        << "rope-widen-accumulators: " << narrow
        << " result accumulated in f32 and rounded once";
    rewriter.replaceOp(op, result);
    return success();
  }

  bool widenF16;
};

struct WidenAccumulatorsPass
    : rope::impl::WidenAccumulatorsPassBase<WidenAccumulatorsPass> {
  using WidenAccumulatorsPassBase::WidenAccumulatorsPassBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    rope::populateWidenAccumulatorPatterns(patterns, f16);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace

void mlir::rope::populateWidenAccumulatorPatterns(RewritePatternSet &patterns,
                                                  bool widenF16) {
  patterns.add<WidenContractionAccumulator>(patterns.getContext(), widenF16);
}
