//===- AttentionCostModel.cpp - Choices of the fused attention ------------===//

#include "rope/Dialect/Rope/IR/AttentionCostModel.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::rope;

std::optional<int64_t> mlir::rope::getQueryGroup(AttentionOp op) {
  RankedTensorType query = op.getQuery().getType();
  RankedTensorType key = op.getKey().getType();
  int64_t rank = query.getRank();
  int64_t queryHeads = query.getDimSize(rank - 3);
  int64_t keyHeads = key.getDimSize(rank - 3);
  if (ShapedType::isDynamic(queryHeads) || ShapedType::isDynamic(keyHeads) ||
      keyHeads == 0)
    return std::nullopt;
  return queryHeads / keyHeads;
}

std::optional<int64_t> mlir::rope::getQueriesPerKey(AttentionOp op) {
  RankedTensorType query = op.getQuery().getType();
  int64_t queries = query.getDimSize(query.getRank() - 2);
  std::optional<int64_t> group = getQueryGroup(op);
  if (ShapedType::isDynamic(queries) || !group)
    return std::nullopt;
  return queries * *group;
}

int64_t mlir::rope::getStackedHeads(AttentionOp op, int64_t queryTile) {
  std::optional<int64_t> group = getQueryGroup(op);
  RankedTensorType query = op.getQuery().getType();
  int64_t queries = query.getDimSize(query.getRank() - 2);
  if (!group || *group <= 1 || ShapedType::isDynamic(queries) || queries == 0 ||
      queries >= queryTile || queries * *group > queryTile)
    return 1;
  return *group;
}

int64_t mlir::rope::getQueryTile(AttentionOp op, bool bf16Products) {
  return op.getCausal() || bf16Products ? kAttentionQueryTile
                                        : kAttentionUnmaskedQueryTile;
}

std::optional<KeyRotationEstimate>
mlir::rope::estimateKeyRotation(AttentionOp op,
                                std::optional<int64_t> queryTile) {
  if (op.areKeysRotated())
    return std::nullopt;
  RankedTensorType query = op.getQuery().getType();
  RankedTensorType key = op.getKey().getType();
  int64_t queries = query.getDimSize(query.getRank() - 2);
  int64_t group = getQueryGroup(op).value_or(1);
  int64_t tile =
      std::max<int64_t>(queryTile.value_or(getQueryTile(op, false)), 1);

  KeyRotationEstimate estimate;
  bool longPrefill = ShapedType::isDynamic(queries);
  int64_t tiles = longPrefill ? 0 : (queries + tile - 1) / tile;
  estimate.reuse = tiles * group / getStackedHeads(op, tile);
  estimate.keyElements = key.hasStaticShape() ? key.getNumElements() : 0;
  int64_t elementBytes = key.getElementTypeBitWidth() / 8;

  // Per key element: on_read rotates it `reuse` times instead of once;
  // up_front reads it once more and writes the rotated copy.
  double rotationFlops =
      queries == 1 ? kRowRotationFlopsPerElement : kTileRotationFlopsPerElement;
  double extraFlopsPerElement =
      static_cast<double>(std::max<int64_t>(estimate.reuse - 1, 0)) *
      rotationFlops;
  double extraBytesPerElement = 2.0 * elementBytes;
  double elements = static_cast<double>(estimate.keyElements);
  estimate.onReadExtraFlops = extraFlopsPerElement * elements;
  estimate.upFrontExtraBytes = extraBytesPerElement * elements;
  bool onRead = !longPrefill &&
                extraFlopsPerElement < extraBytesPerElement * kFlopsPerByte;
  estimate.choice = onRead ? KeyRotation::OnRead : KeyRotation::UpFront;

  std::string reuse = longPrefill ? std::string("an unknown number of")
                                  : llvm::formatv("{0}", estimate.reuse).str();
  estimate.explanation = llvm::formatv(
      "each key block is read by {0} query tiles ({1} queries per tile, {2} "
      "query heads per key head): rotating on read costs {3} extra flops per "
      "key element, a rotated copy {4} extra bytes ({5} flops at {6} flops "
      "per byte)",
      reuse, tile, group,
      longPrefill ? std::string("unbounded")
                  : llvm::formatv("{0}", extraFlopsPerElement).str(),
      extraBytesPerElement, extraBytesPerElement * kFlopsPerByte,
      kFlopsPerByte);
  return estimate;
}
