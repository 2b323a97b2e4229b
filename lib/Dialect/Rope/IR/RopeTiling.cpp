//===- RopeTiling.cpp - TilingInterface of the rotation ops ---------------===//
//
// A tile of a rotation covers a box of the input [..., seq, head_dim]. It
// rotates the input's slice over the whole head dimension (a channel's
// partner may lie anywhere in the head) with the matching slices of its
// positions or tables, then extracts the requested channels if the tile
// does not span the head.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "TilingUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// Builds the tile of a rotation op: the rotation of the input slice over
/// the whole head dimension, with the channels of the tile extracted.
/// `buildTiledOp` creates the op on the input slice.
static FailureOr<TilingResult>
tileRotation(OpBuilder &b, Operation *op, Value input,
             ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
             function_ref<Operation *(Value, SmallVectorImpl<Operation *> &)>
                 buildTiledOp) {
  Location loc = op->getLoc();
  int64_t rank = offsets.size();
  SmallVector<OpFoldResult> inputOffsets(offsets), inputSizes(sizes);
  inputOffsets.back() = b.getIndexAttr(0);
  inputSizes.back() = tensor::getMixedSize(b, loc, input, rank - 1);
  SmallVector<Operation *> slices;
  Value inputTile = slice(b, loc, input, inputOffsets, inputSizes, slices);
  Operation *tiled = buildTiledOp(inputTile, slices);
  Value result = tiled->getResult(0);

  std::optional<int64_t> headOffset = getConstantIntValue(offsets.back());
  std::optional<int64_t> headSize = getConstantIntValue(sizes.back());
  int64_t headDim = cast<RankedTensorType>(input.getType()).getShape().back();
  if (!headOffset || *headOffset != 0 || !headSize || *headSize != headDim) {
    SmallVector<OpFoldResult> headOffsets(rank, b.getIndexAttr(0));
    headOffsets.back() = offsets.back();
    SmallVector<OpFoldResult> headSizes(inputSizes);
    headSizes.back() = sizes.back();
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    result = tensor::ExtractSliceOp::create(b, loc, result, headOffsets,
                                            headSizes, strides);
  }
  return TilingResult{{tiled}, {result}, slices};
}

/// The parts of TilingInterface and ReifyRankedShapedTypeOpInterface that do
/// not depend on the op's operands.
template <typename OpTy>
static SmallVector<utils::IteratorType> rotationIteratorTypes(OpTy op) {
  return SmallVector<utils::IteratorType>(op.getInput().getType().getRank(),
                                          utils::IteratorType::parallel);
}

template <typename OpTy>
static SmallVector<Range> rotationIterationDomain(OpTy op, OpBuilder &b) {
  SmallVector<Range> domain;
  for (OpFoldResult size :
       tensor::getMixedSizes(b, op.getLoc(), op.getInput()))
    domain.push_back(Range{b.getIndexAttr(0), size, b.getIndexAttr(1)});
  return domain;
}

template <typename OpTy>
static LogicalResult
reifyRotationShape(OpTy op, OpBuilder &b,
                   ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  reifiedReturnShapes.push_back(
      tensor::getMixedSizes(b, op.getLoc(), op.getInput()));
  return success();
}

static LogicalResult identityTilePosition(ArrayRef<OpFoldResult> offsets,
                                          ArrayRef<OpFoldResult> sizes,
                                          SmallVector<OpFoldResult> &resultOffsets,
                                          SmallVector<OpFoldResult> &resultSizes) {
  resultOffsets.assign(offsets.begin(), offsets.end());
  resultSizes.assign(sizes.begin(), sizes.end());
  return success();
}

//===----------------------------------------------------------------------===//
// RotateOp
//===----------------------------------------------------------------------===//

SmallVector<utils::IteratorType> RotateOp::getLoopIteratorTypes() {
  return rotationIteratorTypes(*this);
}

SmallVector<Range> RotateOp::getIterationDomain(OpBuilder &b) {
  return rotationIterationDomain(*this, b);
}

LogicalResult
RotateOp::reifyResultShapes(OpBuilder &b,
                            ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  return reifyRotationShape(*this, b, reifiedReturnShapes);
}

FailureOr<TilingResult>
RotateOp::getTiledImplementation(OpBuilder &b, ArrayRef<OpFoldResult> offsets,
                                 ArrayRef<OpFoldResult> sizes) {
  Location loc = getLoc();
  int64_t rank = offsets.size();
  auto build = [&](Value inputTile, SmallVectorImpl<Operation *> &slices) {
    Value positions = getPositions();
    if (hasOffset()) {
      // The tile starts `offsets[seq]` positions further. An integer offset
      // is widened to i64 first, as the untiled lowering forms `offset + s`
      // in i64: adding in a narrower type would wrap where it does not.
      Value start = getValueOrCreateConstantIndexOp(b, loc, offsets[rank - 2]);
      if (!positions.getType().isIndex()) {
        Type i64 = b.getI64Type();
        start = arith::IndexCastOp::create(b, loc, i64, start);
        if (positions.getType() != i64)
          positions = arith::ExtSIOp::create(b, loc, i64, positions);
      }
      positions = arith::AddIOp::create(b, loc, positions, start);
    } else {
      positions = slicePositionLike(b, loc, positions, getSections() ? 1 : 0,
                                    /*trailing=*/0, offsets, sizes, slices);
    }
    return RotateOp::create(b, loc, inputTile.getType(), inputTile, positions,
                            getFrequencies(), getScale(), getLayoutAttr(),
                            getRotaryDimAttr(), getSectionsAttr(),
                            getInverseAttr())
        .getOperation();
  };
  return tileRotation(b, *this, getInput(), offsets, sizes, build);
}

LogicalResult RotateOp::getResultTilePosition(
    OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  return identityTilePosition(offsets, sizes, resultOffsets, resultSizes);
}

FailureOr<TilingResult>
RotateOp::generateResultTileValue(OpBuilder &b, unsigned,
                                  ArrayRef<OpFoldResult> offsets,
                                  ArrayRef<OpFoldResult> sizes) {
  return getTiledImplementation(b, offsets, sizes);
}

//===----------------------------------------------------------------------===//
// RotateWithTablesOp
//===----------------------------------------------------------------------===//

SmallVector<utils::IteratorType> RotateWithTablesOp::getLoopIteratorTypes() {
  return rotationIteratorTypes(*this);
}

SmallVector<Range> RotateWithTablesOp::getIterationDomain(OpBuilder &b) {
  return rotationIterationDomain(*this, b);
}

LogicalResult RotateWithTablesOp::reifyResultShapes(
    OpBuilder &b, ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  return reifyRotationShape(*this, b, reifiedReturnShapes);
}

FailureOr<TilingResult>
RotateWithTablesOp::getTiledImplementation(OpBuilder &b,
                                           ArrayRef<OpFoldResult> offsets,
                                           ArrayRef<OpFoldResult> sizes) {
  Location loc = getLoc();
  auto build = [&](Value inputTile, SmallVectorImpl<Operation *> &slices) {
    Value cos = slicePositionLike(b, loc, getCos(), /*axes=*/0,
                                  /*trailing=*/1, offsets, sizes, slices);
    Value sin = slicePositionLike(b, loc, getSin(), /*axes=*/0,
                                  /*trailing=*/1, offsets, sizes, slices);
    return RotateWithTablesOp::create(b, loc, inputTile.getType(), inputTile,
                                      cos, sin, getLayoutAttr(),
                                      getRotaryDimAttr(), getInverseAttr())
        .getOperation();
  };
  return tileRotation(b, *this, getInput(), offsets, sizes, build);
}

LogicalResult RotateWithTablesOp::getResultTilePosition(
    OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  return identityTilePosition(offsets, sizes, resultOffsets, resultSizes);
}

FailureOr<TilingResult>
RotateWithTablesOp::generateResultTileValue(OpBuilder &b, unsigned,
                                            ArrayRef<OpFoldResult> offsets,
                                            ArrayRef<OpFoldResult> sizes) {
  return getTiledImplementation(b, offsets, sizes);
}
