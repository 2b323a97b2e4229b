//===- PrefetchRows.cpp - Prefetch the next rows of streamed inputs -------===//
//
// A loop that reads one row of a function argument per iteration (the
// rotation of a key block read on the fly, one key at a time) waits for
// memory on every row: its few outstanding cache misses do not cover the
// latency, and the hardware prefetchers do not run far enough ahead within
// the short ranges a tile reads. This pass issues software prefetches a few
// rows ahead.
//
//===----------------------------------------------------------------------===//

#include "rope/Pipelines/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::rope {
#define GEN_PASS_DEF_PREFETCHROWSPASS
#include "rope/Pipelines/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// Bytes a prefetch brings in (one cache line).
static constexpr int64_t kLineBytes = 64;

/// Returns true if `value` is computed from `iv` by additions (arith.addi,
/// affine.apply) or is `iv` itself.
static bool dependsOn(Value value, Value iv, int depth = 0) {
  if (value == iv)
    return true;
  if (depth > 4)
    return false;
  Operation *def = value.getDefiningOp();
  if (!def || !isa<arith::AddIOp, affine::AffineApplyOp>(def))
    return false;
  return llvm::any_of(def->getOperands(), [&](Value operand) {
    return dependsOn(operand, iv, depth + 1);
  });
}

/// Returns the function argument that `read` reads and its indices into it,
/// looking through subviews with unit strides (rank-reducing ones too); or
/// nothing.
static std::optional<std::pair<Value, SmallVector<Value>>>
getArgumentIndices(OpBuilder &b, vector::TransferReadOp read) {
  Value source = read.getBase();
  SmallVector<Value> indices(read.getIndices());
  Location loc = read.getLoc();
  while (auto subview = source.getDefiningOp<memref::SubViewOp>()) {
    if (!llvm::all_of(subview.getMixedStrides(), [](OpFoldResult stride) {
          return isConstantIntValue(stride, 1);
        }))
      return std::nullopt;
    // Source dimensions a rank-reducing subview drops take its offset.
    llvm::SmallBitVector dropped = subview.getDroppedDims();
    SmallVector<Value> sourceIndices;
    auto *next = indices.begin();
    for (auto [dim, offset] : llvm::enumerate(subview.getMixedOffsets())) {
      Value offsetValue = getValueOrCreateConstantIndexOp(b, loc, offset);
      if (dropped.test(dim)) {
        sourceIndices.push_back(offsetValue);
        continue;
      }
      Value index = *next++;
      if (!isConstantIntValue(offset, 0))
        index = arith::AddIOp::create(b, loc, index, offsetValue);
      sourceIndices.push_back(index);
    }
    indices = std::move(sourceIndices);
    source = subview.getSource();
  }
  auto argument = dyn_cast<BlockArgument>(source);
  if (!argument ||
      !isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
    return std::nullopt;
  return std::make_pair(source, indices);
}

namespace {

struct PrefetchRowsPass
    : rope::impl::PrefetchRowsPassBase<PrefetchRowsPass> {
  using PrefetchRowsPassBase::PrefetchRowsPassBase;

  void runOnOperation() override {
    SmallVector<std::pair<vector::TransferReadOp, scf::ForOp>> reads;
    getOperation()->walk([&](vector::TransferReadOp read) {
      auto loop = read->getParentOfType<scf::ForOp>();
      if (!loop || !isConstantIntValue(loop.getStep(), 1))
        return;
      // Micro-kernels keep their registers busy; their operands are in cache.
      bool kernel = false;
      loop->walk([&](vector::FMAOp) { kernel = true; });
      if (kernel || !isa<MemRefType>(read.getBase().getType()))
        return;
      reads.emplace_back(read, loop);
    });

    for (auto [read, loop] : reads) {
      OpBuilder b(read);
      Location loc = read.getLoc();
      // The row: a read of at least a cache line along the innermost
      // dimension.
      VectorType vectorType = read.getVectorType();
      auto memrefType = cast<MemRefType>(read.getBase().getType());
      Type element = memrefType.getElementType();
      if (vectorType.getRank() == 0 || memrefType.getRank() < 2 ||
          !element.isIntOrFloat())
        continue;
      int64_t elementBytes = element.getIntOrFloatBitWidth() / 8;
      int64_t rowBytes = vectorType.getShape().back() * elementBytes;
      if (elementBytes == 0 || rowBytes < kLineBytes ||
          !read.getPermutationMap().isMinorIdentity())
        continue;
      std::optional<std::pair<Value, SmallVector<Value>>> base =
          getArgumentIndices(b, read);
      if (!base)
        continue;
      auto [argument, indices] = *base;
      // The dimension the loop walks (not the innermost one).
      Value iv = loop.getInductionVar();
      std::optional<size_t> rowDim;
      for (size_t d = 0; d + 1 < indices.size(); ++d)
        if (dependsOn(indices[d], iv))
          rowDim = d;
      if (!rowDim)
        continue;
      int64_t distance = std::max<int64_t>(1, aheadBytes / rowBytes);
      SmallVector<Value> ahead(indices);
      ahead[*rowDim] = arith::AddIOp::create(
          b, loc, indices[*rowDim],
          arith::ConstantIndexOp::create(b, loc, distance));
      int64_t lineElements = kLineBytes / elementBytes;
      for (int64_t line = 0; line * kLineBytes < rowBytes; ++line) {
        SmallVector<Value> at(ahead);
        if (line > 0)
          at.back() = arith::AddIOp::create(
              b, loc, at.back(),
              arith::ConstantIndexOp::create(b, loc, line * lineElements));
        memref::PrefetchOp::create(b, loc, argument, at, /*isWrite=*/false,
                                   /*localityHint=*/3, /*isDataCache=*/true);
      }
    }
  }
};

} // namespace
