//===- PrefetchRows.cpp - Software prefetch for row-streaming loops -------===//
//
// A loop of rotations reads and writes one row per iteration, hundreds of
// kilobytes apart from the rows of the next head; the hardware prefetchers
// alone leave the core waiting on memory (about 0.70 of a STREAM copy for an
// f32 rotation, 0.75 in bf16, measured). Prefetching the rows a few
// kilobytes ahead, for reading and for writing, brings both to the copy's
// speed.
//
//===----------------------------------------------------------------------===//

#include "rope/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::rope {
#define GEN_PASS_DEF_PREFETCHROWSPASS
#include "rope/Pipelines/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// Bytes of a cache line: one prefetch each.
constexpr int64_t kCacheLineBytes = 64;

/// The memref a transfer reaches and its indices there: `base[indices]`
/// itself, or, through a subview with unit strides and the same rank, the
/// subview's source at offsets + indices.
static std::pair<Value, SmallVector<OpFoldResult>>
resolveRoot(OpBuilder &b, Location loc, Value base, ValueRange indices) {
  SmallVector<OpFoldResult> at(indices.begin(), indices.end());
  auto subview = base.getDefiningOp<memref::SubViewOp>();
  if (!subview ||
      subview.getSourceType().getRank() != subview.getType().getRank() ||
      !llvm::all_of(subview.getStaticStrides(),
                    [](int64_t stride) { return stride == 1; }))
    return {base, at};
  for (auto [index, offset] : llvm::zip_equal(at, subview.getMixedOffsets())) {
    if (isZeroInteger(index))
      index = offset;
    else if (!isZeroInteger(offset))
      index = arith::AddIOp::create(
                  b, loc, getValueOrCreateConstantIndexOp(b, loc, offset),
                  getValueOrCreateConstantIndexOp(b, loc, index))
                  .getResult();
  }
  return {subview.getSource(), at};
}

/// Adds prefetches of the row `distanceBytes` ahead of the one that
/// `transfer` moves, if it reads or writes one whole contiguous row, the row
/// index being the innermost induction variable of `forall`, at indices that
/// use every induction variable of `forall`.
static void prefetchAhead(scf::ForallOp forall,
                          VectorTransferOpInterface transfer,
                          int64_t distanceBytes) {
  auto vectorType = dyn_cast<VectorType>(transfer.getVectorType());
  if (!vectorType || vectorType.getRank() != 1 ||
      !transfer.getPermutationMap().isMinorIdentity() ||
      transfer.hasOutOfBoundsDim() || transfer.getMask())
    return;
  auto baseType = dyn_cast<MemRefType>(transfer.getBase().getType());
  if (!baseType || baseType.getRank() < 2)
    return;
  Value iv = forall.getInductionVars().back();
  OpBuilder b(transfer);
  Location loc = transfer.getLoc();
  OpBuilder::InsertionGuard guard(b);
  auto [root, at] =
      resolveRoot(b, loc, transfer.getBase(), transfer.getIndices());
  auto rootType = cast<MemRefType>(root.getType());
  int64_t rank = rootType.getRank();
  int64_t rowElements = rootType.getShape().back();
  if (rowElements != vectorType.getNumElements() ||
      !rootType.isLastDimUnitStride() || !isZeroInteger(at.back()) ||
      dyn_cast_if_present<Value>(at[rank - 2]) != iv)
    return;
  // Only rows the loop streams through once: a memref whose indices leave
  // out an induction variable (the cos/sin rows shared by the heads) is read
  // again by other iterations and stays in cache, where prefetches only cost
  // (measured: bf16 0.91 of copy without them, 0.71 with them).
  for (Value loopIv : forall.getInductionVars())
    if (!llvm::is_contained(at, OpFoldResult(loopIv)))
      return;
  int64_t elementBytes = llvm::divideCeil(rootType.getElementTypeBitWidth(), 8);
  int64_t rowBytes = rowElements * elementBytes;
  int64_t rowsAhead = llvm::divideCeil(distanceBytes, rowBytes);
  // The row `rowsAhead` iterations later, clamped to the last row.
  Value last = b.createOrFold<arith::SubIOp>(
      loc,
      getValueOrCreateConstantIndexOp(b, loc,
                                      forall.getMixedUpperBound().back()),
      arith::ConstantIndexOp::create(b, loc, 1));
  Value ahead = arith::MinSIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, iv,
                            arith::ConstantIndexOp::create(b, loc, rowsAhead)),
      last);
  SmallVector<Value> indices;
  for (OpFoldResult index : at)
    indices.push_back(getValueOrCreateConstantIndexOp(b, loc, index));
  indices[rank - 2] = ahead;
  bool isWrite = isa<vector::TransferWriteOp>(transfer.getOperation());
  int64_t lineElements = std::max<int64_t>(1, kCacheLineBytes / elementBytes);
  for (int64_t column = 0; column < rowElements; column += lineElements) {
    indices.back() = arith::ConstantIndexOp::create(b, loc, column);
    memref::PrefetchOp::create(b, loc, root, indices, isWrite,
                               /*localityHint=*/3, /*isDataCache=*/true);
  }
}

namespace {

struct PrefetchRowsPass : rope::impl::PrefetchRowsPassBase<PrefetchRowsPass> {
  using PrefetchRowsPassBase::PrefetchRowsPassBase;

  void runOnOperation() override {
    if (distance <= 0)
      return;
    getOperation()->walk([&](scf::ForallOp forall) {
      if (!forall.getOutputs().empty() || forall.getRank() == 0)
        return;
      std::optional<int64_t> lower =
          getConstantIntValue(forall.getMixedLowerBound().back());
      std::optional<int64_t> step =
          getConstantIntValue(forall.getMixedStep().back());
      if (lower != 0 || step != 1)
        return;
      SmallVector<VectorTransferOpInterface> transfers;
      forall.getBody()->walk([&](VectorTransferOpInterface transfer) {
        transfers.push_back(transfer);
      });
      for (VectorTransferOpInterface transfer : transfers)
        prefetchAhead(forall, transfer, distance);
    });
  }
};

} // namespace
