//===- RopeAttentionTiling.cpp - TilingInterface of rope.attention --------===//
//
// rope.attention tiles over its batch, query head and query dimensions (all
// parallel); a tile reads every key. A tile of queries takes the slice of
// the query positions (a start offset moves with the tile) and of the
// causal limits, and moves the causal diagonal by the tile's first query; a
// tile of query heads reads the key/value heads its query heads map to.
//
//===----------------------------------------------------------------------===//

#include "TilingUtils.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

SmallVector<utils::IteratorType> AttentionOp::getLoopIteratorTypes() {
  return SmallVector<utils::IteratorType>(getQuery().getType().getRank() - 1,
                                          utils::IteratorType::parallel);
}

SmallVector<Range> AttentionOp::getIterationDomain(OpBuilder &b) {
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(b, getLoc(), getQuery());
  sizes.pop_back();
  SmallVector<Range> domain;
  for (OpFoldResult size : sizes)
    domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
  return domain;
}

LogicalResult AttentionOp::reifyResultShapes(
    OpBuilder &b, ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(b, getLoc(), getQuery());
  sizes.back() = b.getIndexAttr(getValue().getType().getShape().back());
  reifiedReturnShapes.push_back(sizes);
  return success();
}

/// Returns the key or value heads that query heads [offset, offset + size)
/// read, as a tensor with one head per query head: the slice of the same
/// heads without grouping, the one shared head for a single query head, and
/// otherwise a copy that repeats each head for its group.
static Value sliceKeyValue(OpBuilder &b, Location loc, AttentionOp op,
                           Value source, ArrayRef<OpFoldResult> offsets,
                           ArrayRef<OpFoldResult> sizes,
                           SmallVectorImpl<Operation *> &slices) {
  int64_t rank = op.getQuery().getType().getRank();
  int64_t headDim = rank - 3;
  auto type = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> sliceOffsets(offsets.begin(),
                                         offsets.begin() + headDim);
  SmallVector<OpFoldResult> sliceSizes(sizes.begin(), sizes.begin() + headDim);
  SmallVector<OpFoldResult> full = tensor::getMixedSizes(b, loc, source);
  int64_t queryHeads = op.getQuery().getType().getDimSize(headDim);
  if (queryHeads == type.getDimSize(headDim) &&
      !ShapedType::isDynamic(queryHeads)) {
    sliceOffsets.push_back(offsets[headDim]);
    sliceSizes.push_back(sizes[headDim]);
  } else {
    Value group = arith::DivUIOp::create(
        b, loc, tensor::DimOp::create(b, loc, op.getQuery(), headDim),
        tensor::DimOp::create(b, loc, source, headDim));
    Value first = arith::DivUIOp::create(
        b, loc, getValueOrCreateConstantIndexOp(b, loc, offsets[headDim]),
        group);
    if (isConstantIntValue(sizes[headDim], 1)) {
      sliceOffsets.push_back(first);
      sliceSizes.push_back(b.getIndexAttr(1));
    } else {
      // Every head the tile needs, then a copy with one head per query
      // head: head h of the tile reads head (offset + h) / group - first.
      sliceOffsets.push_back(b.getIndexAttr(0));
      sliceSizes.push_back(full[headDim]);
      sliceOffsets.append({b.getIndexAttr(0), b.getIndexAttr(0)});
      sliceSizes.append({full[rank - 2], full[rank - 1]});
      Value heads = slice(b, loc, source, sliceOffsets, sliceSizes, slices);
      SmallVector<OpFoldResult> shape(sliceSizes);
      shape[headDim] = sizes[headDim];
      Value empty =
          tensor::EmptyOp::create(b, loc, shape, type.getElementType());
      Value offset = getValueOrCreateConstantIndexOp(b, loc, offsets[headDim]);
      auto identity = AffineMap::getMultiDimIdentityMap(rank, b.getContext());
      auto copy = linalg::GenericOp::create(
          b, loc, empty.getType(), ValueRange(), ValueRange{empty},
          ArrayRef<AffineMap>{identity},
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [&](OpBuilder &b, Location loc, ValueRange) {
            SmallVector<Value> indices;
            for (int64_t d = 0; d < rank; ++d)
              indices.push_back(linalg::IndexOp::create(b, loc, d));
            Value head =
                arith::AddIOp::create(b, loc, indices[headDim], offset);
            indices[headDim] = arith::DivUIOp::create(b, loc, head, group);
            Value element = tensor::ExtractOp::create(b, loc, heads, indices);
            linalg::YieldOp::create(b, loc, element);
          });
      return copy.getResult(0);
    }
  }
  sliceOffsets.append({b.getIndexAttr(0), b.getIndexAttr(0)});
  sliceSizes.append({full[rank - 2], full[rank - 1]});
  return slice(b, loc, source, sliceOffsets, sliceSizes, slices);
}

FailureOr<TilingResult>
AttentionOp::getTiledImplementation(OpBuilder &b,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  Location loc = getLoc();
  int64_t rank = getQuery().getType().getRank();
  SmallVector<Operation *> slices;
  // Offsets and sizes over every dimension of the query.
  SmallVector<OpFoldResult> queryOffsets(offsets), querySizes(sizes);
  queryOffsets.push_back(b.getIndexAttr(0));
  querySizes.push_back(tensor::getMixedSize(b, loc, getQuery(), rank - 1));
  Value query = slice(b, loc, getQuery(), queryOffsets, querySizes, slices);
  Value key = sliceKeyValue(b, loc, *this, getKey(), offsets, sizes, slices);
  Value value =
      sliceKeyValue(b, loc, *this, getValue(), offsets, sizes, slices);

  int64_t axes = getSections() ? 1 : 0;
  Value queryPositions = getQueryPositions();
  if (!queryPositions) {
    // No rotation: nothing to slice.
  } else if (isa<ShapedType>(queryPositions.getType())) {
    queryPositions =
        slicePositionLike(b, loc, queryPositions, axes,
                          /*trailing=*/0, queryOffsets, querySizes, slices);
  } else {
    // As for rope.rotate: the start moves by the tile's first query, added
    // in i64 (or index).
    Value start = getValueOrCreateConstantIndexOp(b, loc, offsets[rank - 2]);
    if (!queryPositions.getType().isIndex()) {
      Type i64 = b.getI64Type();
      start = arith::IndexCastOp::create(b, loc, i64, start);
      if (queryPositions.getType() != i64)
        queryPositions = arith::ExtSIOp::create(b, loc, i64, queryPositions);
    }
    queryPositions = arith::AddIOp::create(b, loc, queryPositions, start);
  }
  Value keyPositions = getKeyPositions();
  if (keyPositions && isa<ShapedType>(keyPositions.getType())) {
    // Every key; the batch follows the tile.
    SmallVector<OpFoldResult> keyOffsets(queryOffsets), keySizes(querySizes);
    keyOffsets[rank - 2] = b.getIndexAttr(0);
    keySizes[rank - 2] = tensor::getMixedSize(b, loc, getKey(), rank - 2);
    keyPositions =
        slicePositionLike(b, loc, keyPositions, axes,
                          /*trailing=*/0, keyOffsets, keySizes, slices);
  }

  // Query i of the tile is query offset + i of the op.
  Value diagonal = getDiagonal();
  if (getCausal() && !getLimits()) {
    Value keyLength = tensor::DimOp::create(b, loc, getKey(), rank - 2);
    Value queryLength = tensor::DimOp::create(b, loc, getQuery(), rank - 2);
    if (!diagonal) {
      diagonal = arith::SubIOp::create(b, loc, keyLength, queryLength);
    } else {
      // Clamped to [-Sq, Skv] (the same keys visible), or under a window to
      // [-Sq, INT64_MAX - Sq] (a diagonal past the keys can still hide
      // them all), first, so that adding the offset cannot wrap for any
      // run-time diagonal.
      Value lowest = arith::SubIOp::create(
          b, loc, arith::ConstantIndexOp::create(b, loc, 0), queryLength);
      Value highest = keyLength;
      if (getWindowSize())
        highest = arith::SubIOp::create(
            b, loc,
            arith::ConstantIndexOp::create(
                b, loc, std::numeric_limits<int64_t>::max()),
            queryLength);
      diagonal = arith::MaxSIOp::create(
          b, loc, lowest, arith::MinSIOp::create(b, loc, diagonal, highest));
    }
    diagonal = arith::AddIOp::create(
        b, loc, diagonal,
        getValueOrCreateConstantIndexOp(b, loc, offsets[rank - 2]));
  }

  // The tile's queries take their limits.
  Value limits = getLimits();
  if (limits)
    limits = slice(b, loc, limits, {offsets[rank - 2]}, {sizes[rank - 2]},
                   slices);
  // ... and its query heads their sinks.
  Value sinks = getSinks();
  if (sinks)
    sinks =
        slice(b, loc, sinks, {offsets[rank - 3]}, {sizes[rank - 3]}, slices);

  SmallVector<OpFoldResult> resultSizes(querySizes);
  resultSizes.back() = b.getIndexAttr(getValue().getType().getShape().back());
  SmallVector<int64_t> staticSizes;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(resultSizes, dynamicSizes, staticSizes);
  auto resultType = RankedTensorType::get(
      staticSizes, getResult().getType().getElementType());
  auto tiled = AttentionOp::create(
      b, loc, resultType, query, key, value, queryPositions, keyPositions,
      getFrequencies(), getRopeScale(), diagonal, limits, sinks,
      getLayoutAttr(), getRotaryDimAttr(), getSectionsAttr(), getScaleAttr(),
      getCausalAttr(), getKeyRotationAttr(), getWindowAttr(), getSoftcapAttr());
  return TilingResult{{tiled}, {tiled.getResult()}, slices};
}

LogicalResult AttentionOp::getResultTilePosition(
    OpBuilder &b, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  resultOffsets.assign(offsets.begin(), offsets.end());
  resultOffsets.push_back(b.getIndexAttr(0));
  resultSizes.assign(sizes.begin(), sizes.end());
  resultSizes.push_back(b.getIndexAttr(getValue().getType().getShape().back()));
  return success();
}

FailureOr<TilingResult>
AttentionOp::generateResultTileValue(OpBuilder &b, unsigned,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes) {
  return getTiledImplementation(b, offsets, sizes);
}
