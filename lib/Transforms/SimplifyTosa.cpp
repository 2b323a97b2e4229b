//===- SimplifyTosa.cpp - TOSA gathers and tiles as slices and broadcasts -===//
//
// torch-mlir's TOSA output selects the even and odd channels of a head with
// `tosa.gather` over a [rows, channels, 1] reshape and constant index rows,
// and spells `repeat_interleave` as `tosa.tile` of a trailing unit
// dimension. These patterns rewrite both into the strided slices and
// broadcasts of torch-mlir's linalg output, on the tensor the graph uses.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/Dialect/Tosa/Utils/ConversionUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_SIMPLIFYTOSAPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// Returns the product of `sizes` (all static), saturated at UINT64_MAX.
static uint64_t product(ArrayRef<int64_t> sizes) {
  uint64_t result = 1;
  for (int64_t size : sizes)
    result = llvm::SaturatingMultiply(result, static_cast<uint64_t>(size));
  return result;
}

/// Returns the rows of the [N, W] gather indices `indices` if they are a
/// constant, or a `tosa.tile` of a constant along the first dimension, whose
/// rows are all the same; else nothing.
static std::optional<SmallVector<int64_t>> getRepeatedRow(Value indices) {
  if (auto tile = indices.getDefiningOp<tosa::TileOp>()) {
    SmallVector<int64_t> multiples;
    if (!tosa::getConstShapeValues(tile.getMultiples().getDefiningOp(),
                                   multiples) ||
        multiples.size() != 2 || multiples[1] != 1)
      return std::nullopt;
    indices = tile.getInput1();
  }
  DenseIntElementsAttr values;
  auto type = dyn_cast<RankedTensorType>(indices.getType());
  if (!type || type.getRank() != 2 || !type.hasStaticShape() ||
      !matchPattern(indices, m_Constant(&values)))
    return std::nullopt;
  int64_t width = type.getDimSize(1);
  // A splat is one repeated index (a progression only if W is 1); huge
  // constants are not read element by element.
  if (values.isSplat())
    return width == 1 ? std::optional<SmallVector<int64_t>>(
                            {values.getSplatValue<APInt>().getSExtValue()})
                      : std::nullopt;
  if (type.getNumElements() > (int64_t(1) << 20))
    return std::nullopt;
  SmallVector<int64_t> row;
  int64_t i = 0;
  for (const APInt &value : values.getValues<APInt>()) {
    int64_t index = value.getSExtValue();
    if (i < width)
      row.push_back(index);
    else if (row[i % width] != index)
      return std::nullopt;
    ++i;
  }
  return row;
}

namespace {
/// gather(values [N, K, C], rows s, s + t, ..., s + (W - 1) t)
///   -> extract_slice values[0, s, 0] [N, W, C] [1, t, 1]
struct GatherAsStridedSlice : OpRewritePattern<tosa::GatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::GatherOp op,
                                PatternRewriter &rewriter) const override {
    auto valuesType = dyn_cast<RankedTensorType>(op.getValues().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!valuesType || !resultType || !valuesType.hasStaticShape() ||
        !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shapes");
    std::optional<SmallVector<int64_t>> row = getRepeatedRow(op.getIndices());
    if (!row || row->empty())
      return rewriter.notifyMatchFailure(op, "indices are not constant rows");
    int64_t width = row->size(), start = row->front();
    int64_t stride = width > 1 ? (*row)[1] - start : 1;
    if (start < 0 || stride < 1)
      return rewriter.notifyMatchFailure(op, "not an increasing progression");
    for (int64_t i = 0; i < width; ++i)
      if ((*row)[i] != start + i * stride)
        return rewriter.notifyMatchFailure(op, "not an arithmetic progression");
    // In range: start + (W - 1) * stride < K, without overflow.
    if (start >= valuesType.getDimSize(1) ||
        (width - 1) > (valuesType.getDimSize(1) - 1 - start) / stride)
      return rewriter.notifyMatchFailure(op, "indices out of range");
    auto index = [&](int64_t v) -> OpFoldResult {
      return rewriter.getIndexAttr(v);
    };
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, resultType, op.getValues(),
        SmallVector<OpFoldResult>{index(0), index(start), index(0)},
        SmallVector<OpFoldResult>{index(resultType.getDimSize(0)), index(width),
                                  index(resultType.getDimSize(2))},
        SmallVector<OpFoldResult>{index(1), index(stride), index(1)});
    return success();
  }
};

/// reshape(extract_slice(S [A..., K, 1...]) on the K dimension, T), with T's
/// last non-unit dimension the slice's size W and as many elements before
/// it as A..., is the same slice of S reshaped to T's leading sizes and K
/// (then reshaped to T if T has trailing unit dimensions).
struct ReshapeOfChannelSlice : OpRewritePattern<tosa::ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto slice = op.getInput1().getDefiningOp<tensor::ExtractSliceOp>();
    if (!slice)
      return rewriter.notifyMatchFailure(op, "not a reshape of a slice");
    RankedTensorType sourceType = slice.getSourceType();
    auto targetType = dyn_cast<RankedTensorType>(op.getType());
    if (!targetType || !sourceType.hasStaticShape() ||
        !targetType.hasStaticShape() ||
        slice.getResultType().getRank() != sourceType.getRank())
      return rewriter.notifyMatchFailure(op, "dynamic or rank-reducing");
    // The sliced dimension: the last one of size > 1 in the source.
    ArrayRef<int64_t> source = sourceType.getShape();
    int64_t dim = static_cast<int64_t>(source.size()) - 1;
    while (dim >= 0 && source[dim] == 1)
      --dim;
    if (dim < 0)
      return rewriter.notifyMatchFailure(op, "no channel dimension");
    ArrayRef<int64_t> offsets = slice.getStaticOffsets();
    ArrayRef<int64_t> sizes = slice.getStaticSizes();
    ArrayRef<int64_t> strides = slice.getStaticStrides();
    for (int64_t d = 0, e = source.size(); d < e; ++d) {
      if (d == dim)
        continue;
      if (offsets[d] != 0 || sizes[d] != source[d] || strides[d] != 1)
        return rewriter.notifyMatchFailure(op, "slices another dimension");
    }
    if (ShapedType::isDynamic(offsets[dim]) ||
        ShapedType::isDynamic(sizes[dim]) ||
        ShapedType::isDynamic(strides[dim]))
      return rewriter.notifyMatchFailure(op, "dynamic slice");
    int64_t width = sizes[dim];
    ArrayRef<int64_t> target = targetType.getShape();
    int64_t targetDim = static_cast<int64_t>(target.size()) - 1;
    while (targetDim >= 0 && target[targetDim] == 1)
      --targetDim;
    uint64_t rows = product(source.take_front(dim));
    if (width < 2 || targetDim < 0 || target[targetDim] != width ||
        rows == std::numeric_limits<uint64_t>::max() ||
        product(target.take_front(targetDim)) != rows)
      return rewriter.notifyMatchFailure(op, "the channels do not line up");
    if (source.take_front(dim) == target.take_front(targetDim))
      return rewriter.notifyMatchFailure(op,
                                         "the slice is already on T's view");

    Location loc = op.getLoc();
    Value input = slice.getSource();
    if (auto reshape = input.getDefiningOp<tosa::ReshapeOp>())
      input = reshape.getInput1();
    SmallVector<int64_t> viewShape(target.take_front(targetDim));
    viewShape.push_back(source[dim]);
    auto viewType =
        RankedTensorType::get(viewShape, sourceType.getElementType());
    Value view = tosa::ReshapeOp::create(
        rewriter, loc, viewType, input,
        tosa::getTosaConstShape(rewriter, loc, viewShape));
    int64_t rank = viewShape.size();
    SmallVector<OpFoldResult> newOffsets(rank, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> newSizes,
        newStrides(rank, rewriter.getIndexAttr(1));
    for (int64_t size : target.take_front(targetDim))
      newSizes.push_back(rewriter.getIndexAttr(size));
    newSizes.push_back(rewriter.getIndexAttr(width));
    newOffsets.back() = rewriter.getIndexAttr(offsets[dim]);
    newStrides.back() = rewriter.getIndexAttr(strides[dim]);
    Value sliced = tensor::ExtractSliceOp::create(
        rewriter, loc, view, newOffsets, newSizes, newStrides);
    if (cast<RankedTensorType>(sliced.getType()) == targetType) {
      rewriter.replaceOp(op, sliced);
      return success();
    }
    rewriter.replaceOpWithNewOp<tosa::ReshapeOp>(
        op, targetType, sliced, tosa::getTosaConstShape(rewriter, loc, target));
    return success();
  }
};

/// tile(x, multiples) repeating only dimensions of size 1 -> a generic
/// broadcasting x without those dimensions.
struct TileOfUnitDimsAsBroadcast : OpRewritePattern<tosa::TileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::TileOp op,
                                PatternRewriter &rewriter) const override {
    auto inputType = dyn_cast<RankedTensorType>(op.getInput1().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    SmallVector<int64_t> multiples;
    if (!inputType || !resultType || !resultType.hasStaticShape() ||
        !tosa::getConstShapeValues(op.getMultiples().getDefiningOp(),
                                   multiples) ||
        static_cast<int64_t>(multiples.size()) != inputType.getRank())
      return rewriter.notifyMatchFailure(op, "dynamic tile");
    int64_t rank = inputType.getRank();
    SmallVector<bool> tiled(rank, false);
    bool any = false;
    for (int64_t d = 0; d < rank; ++d) {
      if (multiples[d] == 1)
        continue;
      if (inputType.getDimSize(d) != 1)
        return rewriter.notifyMatchFailure(op, "tiles a dimension of size > 1");
      tiled[d] = any = true;
    }
    if (!any)
      return rewriter.notifyMatchFailure(op, "repeats nothing");

    // Drop the tiled unit dimensions: each joins the group of the kept
    // dimension before it (or after it, before the first kept one).
    SmallVector<ReassociationIndices> groups;
    ReassociationIndices pending;
    SmallVector<AffineExpr> exprs;
    SmallVector<int64_t> keptShape;
    for (int64_t d = 0; d < rank; ++d) {
      if (tiled[d]) {
        if (groups.empty())
          pending.push_back(d);
        else
          groups.back().push_back(d);
        continue;
      }
      pending.push_back(d);
      groups.push_back(pending);
      pending.clear();
      exprs.push_back(rewriter.getAffineDimExpr(d));
      keptShape.push_back(inputType.getDimSize(d));
    }
    Location loc = op.getLoc();
    Value input = op.getInput1();
    if (static_cast<int64_t>(keptShape.size()) != rank) {
      if (!groups.empty())
        llvm::append_range(groups.back(), pending);
      else
        groups.clear();
      input = tensor::CollapseShapeOp::create(
          rewriter, loc,
          RankedTensorType::get(keptShape, inputType.getElementType()), input,
          groups);
    }
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, exprs, ctx),
        AffineMap::getMultiDimIdentityMap(rank, ctx)};
    Value init = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                         resultType.getElementType());
    rewriter.replaceOpWithNewOp<linalg::GenericOp>(
        op, resultType, input, init, maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [](OpBuilder &b, Location loc, ValueRange args) {
          linalg::YieldOp::create(b, loc, args[0]);
        });
    return success();
  }
};

struct SimplifyTosaPass : rope::impl::SimplifyTosaPassBase<SimplifyTosaPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<GatherAsStridedSlice, ReshapeOfChannelSlice,
                 TileOfUnitDimsAsBroadcast>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
