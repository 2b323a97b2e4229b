//===- TilingUtils.cpp - Slicing helpers of the tiled rope ops ------------===//

#include "TilingUtils.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

/// Returns the slice of `value` at `offsets`/`sizes` (unit strides), or
/// `value` itself when the slice is the whole of it.
Value mlir::rope::detail::slice(OpBuilder &b, Location loc, Value value,
                                ArrayRef<OpFoldResult> offsets,
                                ArrayRef<OpFoldResult> sizes,
                                SmallVectorImpl<Operation *> &slices) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  auto op =
      tensor::ExtractSliceOp::create(b, loc, value, offsets, sizes, strides);
  slices.push_back(op);
  return op;
}

/// Slices a positions tensor or table whose leading dimensions follow the
/// input's: `[seq, ...]` or `[batch, seq, ...]`, after `axes` leading axis
/// dimensions kept whole (multimodal positions). Trailing dimensions (a
/// table's pairs) are kept whole.
Value mlir::rope::detail::slicePositionLike(
    OpBuilder &b, Location loc, Value value, int64_t axes, int64_t trailing,
    ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
    SmallVectorImpl<Operation *> &slices) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t inputRank = offsets.size();
  int64_t seqDims = type.getRank() - axes - trailing;
  SmallVector<OpFoldResult> full = tensor::getMixedSizes(b, loc, value);
  SmallVector<OpFoldResult> sliceOffsets(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> sliceSizes = full;
  // [seq] follows input dimension rank-2; [batch, seq] dimensions 0 and
  // rank-2.
  SmallVector<int64_t> inputDims = {inputRank - 2};
  if (seqDims == 2)
    inputDims.insert(inputDims.begin(), 0);
  for (auto [i, dim] : llvm::enumerate(inputDims)) {
    sliceOffsets[axes + i] = offsets[dim];
    sliceSizes[axes + i] = sizes[dim];
  }
  return detail::slice(b, loc, value, sliceOffsets, sliceSizes, slices);
}
