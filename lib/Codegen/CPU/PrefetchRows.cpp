//===- PrefetchRows.cpp - Software prefetch for row-streaming loops -------===//
//
// A loop of rotations reads and writes one row per iteration, hundreds of
// kilobytes apart from the rows of the next head; the hardware prefetchers
// alone leave the core waiting on memory (about 0.70 of a STREAM copy for an
// f32 rotation, 0.75 in bf16, measured). Prefetching the rows a few
// kilobytes ahead, for reading and for writing, brings both closer to the
// copy's speed. The same holds for the keys a decoding attention rotates as
// it reads them, in sequential loops inside each parallel iteration.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"
#include "rope/Support/Remarks.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::rope {
#define GEN_PASS_DEF_PREFETCHROWSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// Bytes of a cache line: one prefetch each.
constexpr int64_t kCacheLineBytes = 64;

/// Returns true if every stride of `subview` is 1.
static bool hasUnitStrides(memref::SubViewOp subview) {
  return llvm::all_of(subview.getMixedStrides(), [](OpFoldResult stride) {
    return isConstantIntValue(stride, 1);
  });
}

/// Returns the indices into the source of `subview` (unit strides) of its
/// element at `indices`: offset + index, the offset alone for a zero index
/// and for the dimensions a rank-reducing subview drops.
static SmallVector<OpFoldResult>
getSourceIndices(OpBuilder &b, Location loc, memref::SubViewOp subview,
                 ArrayRef<OpFoldResult> indices) {
  llvm::SmallBitVector dropped = subview.getDroppedDims();
  SmallVector<OpFoldResult> at;
  const OpFoldResult *next = indices.begin();
  for (auto [dim, offset] : llvm::enumerate(subview.getMixedOffsets())) {
    if (dropped.test(dim)) {
      at.push_back(offset);
      continue;
    }
    OpFoldResult index = *next++;
    if (isZeroInteger(index))
      index = offset;
    else if (!isZeroInteger(offset))
      index = arith::AddIOp::create(
                  b, loc, getValueOrCreateConstantIndexOp(b, loc, offset),
                  getValueOrCreateConstantIndexOp(b, loc, index))
                  .getResult();
    at.push_back(index);
  }
  return at;
}

/// The memref a transfer reaches and its indices there: `base[indices]`
/// itself, or, through a subview with unit strides and the same rank, the
/// subview's source at offsets + indices.
static std::pair<Value, SmallVector<OpFoldResult>>
resolveRoot(OpBuilder &b, Location loc, Value base, ValueRange indices) {
  SmallVector<OpFoldResult> at(indices.begin(), indices.end());
  auto subview = base.getDefiningOp<memref::SubViewOp>();
  if (!subview ||
      subview.getSourceType().getRank() != subview.getType().getRank() ||
      !hasUnitStrides(subview))
    return {base, at};
  return {subview.getSource(), getSourceIndices(b, loc, subview, at)};
}

/// Alignment, in bytes, that a non-temporal vector store of a row needs.
constexpr int64_t kStreamAlignment = 64;

/// Replaces `write`, which writes the whole row of `root` at `indices`, by
///   scf.if (row address % 64 == 0 && bytes(root) >= minBytes)
///     llvm.store {nontemporal, alignment = 64} of the row's bits
///   else
///     the original write
/// and returns the scf.if; returns null (and leaves `write`) where the row
/// is not a whole number of 64-byte lines or `root` has a static shape of
/// fewer than `minBytes` bytes.
static scf::IfOp storeNonTemporal(OpBuilder &b, Location loc,
                                  vector::TransferWriteOp write, Value root,
                                  ArrayRef<Value> indices, int64_t elementBytes,
                                  int64_t minBytes) {
  auto rootType = cast<MemRefType>(root.getType());
  int64_t bitWidth = rootType.getElementTypeBitWidth();
  int64_t rowBytes = write.getVectorType().getNumElements() * elementBytes;
  // Whole cache lines of byte-sized elements only: a partly written line
  // costs the memory a read-modify-write.
  if (bitWidth != elementBytes * 8 || rowBytes % kStreamAlignment != 0 ||
      (rootType.hasStaticShape() &&
       rootType.getNumElements() * elementBytes < minBytes))
    return {};
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, root);
  Value address = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, root);
  Value linear = metadata.getOffset();
  for (auto [index, stride] : llvm::zip(indices, metadata.getStrides()))
    linear = arith::AddIOp::create(
        b, loc, linear, arith::MulIOp::create(b, loc, index, stride));
  Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
  address = arith::AddIOp::create(b, loc, address,
                                  arith::MulIOp::create(b, loc, linear, bytes));
  Value misalignment = arith::AndIOp::create(
      b, loc, address,
      arith::ConstantIndexOp::create(b, loc, kStreamAlignment - 1));
  Value condition =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, misalignment,
                            arith::ConstantIndexOp::create(b, loc, 0));
  if (!rootType.hasStaticShape()) {
    Value elements = arith::ConstantIndexOp::create(b, loc, 1);
    for (Value size : metadata.getSizes())
      elements = arith::MulIOp::create(b, loc, elements, size);
    Value large =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                              arith::MulIOp::create(b, loc, elements, bytes),
                              arith::ConstantIndexOp::create(b, loc, minBytes));
    condition = arith::AndIOp::create(b, loc, condition, large);
  }
  auto ifOp = scf::IfOp::create(b, loc, condition, /*withElseRegion=*/true);
  // The row's bits as integers, stored through the address checked above:
  // LLVM's x86 backend scalarizes a non-temporal store of a bf16 vector
  // through f32 conversions (calls to __truncsfbf2 without AVX512_BF16).
  b.setInsertionPointToStart(ifOp.thenBlock());
  VectorType vectorType = write.getVectorType();
  Value bits = vector::BitCastOp::create(
      b, loc,
      VectorType::get(vectorType.getShape(),
                      b.getIntegerType(elementBytes * 8)),
      write.getVector());
  Value pointer = LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()),
      arith::IndexCastOp::create(b, loc, b.getI64Type(), address).getResult());
  LLVM::StoreOp::create(b, loc, bits, pointer, kStreamAlignment,
                        /*isVolatile=*/false, /*isNonTemporal=*/true);
  // The original write in the else branch; `b` is left before it, for the
  // write prefetches.
  b.setInsertionPointToStart(ifOp.elseBlock());
  Operation *kept = b.clone(*write);
  write->erase();
  b.setInsertionPoint(kept);
  return ifOp;
}

/// Returns true if `value` is computed from induction variables of `forall`
/// and values from outside its body by pure ops of the body (index
/// arithmetic), and adds the induction variables it uses to `used`.
static bool isIndexOf(Value value, scf::ForallOp forall,
                      llvm::SmallBitVector &used, int depth = 0) {
  SmallVector<Value> ivs = forall.getInductionVars();
  if (auto it = llvm::find(ivs, value); it != ivs.end()) {
    used.set(it - ivs.begin());
    return true;
  }
  if (!forall.getRegion().isAncestor(value.getParentRegion()))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || !isPure(def) || def->getNumRegions() != 0 || depth > 8)
    return false;
  return llvm::all_of(def->getOperands(), [&](Value operand) {
    return isIndexOf(operand, forall, used, depth + 1);
  });
}

/// Returns `value`, an index of `forall`'s body (isIndexOf), as computed in
/// the iteration whose induction variables `mapping` maps to: the ops that
/// compute it are cloned at `b`.
static Value remapIndex(OpBuilder &b, Value value, scf::ForallOp forall,
                        IRMapping &mapping) {
  if (Value mapped = mapping.lookupOrNull(value))
    return mapped;
  if (!forall.getRegion().isAncestor(value.getParentRegion()))
    return value;
  Operation *def = value.getDefiningOp();
  for (Value operand : def->getOperands())
    remapIndex(b, operand, forall, mapping);
  Operation *clone = b.clone(*def, mapping);
  return clone->getResult(cast<OpResult>(value).getResultNumber());
}

/// Returns the induction variables of the iteration of `forall` `ahead`
/// iterations after the current one in the row-major order of its loops,
/// the order in which OpenMP's collapsed worksharing loop hands them to each
/// thread, clamped to the last iteration. Where a loop other than the
/// outermost has a dynamic size (a division per row would cost more than the
/// prefetch saves), or a loop does not start at 0 with step 1, only the
/// innermost induction variable (which does) moves ahead, clamped to its
/// last value.
static SmallVector<Value> getIterationAhead(OpBuilder &b, Location loc,
                                            scf::ForallOp forall,
                                            int64_t ahead) {
  auto constant = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  };
  SmallVector<OpFoldResult> ubs = forall.getMixedUpperBound();
  SmallVector<Value> ivs(forall.getInductionVars());
  bool normalized =
      llvm::all_of(forall.getMixedLowerBound(),
                   [](OpFoldResult lb) { return isConstantIntValue(lb, 0); }) &&
      llvm::all_of(forall.getMixedStep(), [](OpFoldResult step) {
        return isConstantIntValue(step, 1);
      });
  SmallVector<int64_t> sizes;
  for (OpFoldResult ub : ArrayRef<OpFoldResult>(ubs).drop_front()) {
    std::optional<int64_t> size = getConstantIntValue(ub);
    if (!normalized || !size || *size <= 0) {
      Value last = b.createOrFold<arith::SubIOp>(
          loc, getValueOrCreateConstantIndexOp(b, loc, ubs.back()),
          constant(1));
      ivs.back() = arith::MinSIOp::create(
          b, loc, arith::AddIOp::create(b, loc, ivs.back(), constant(ahead)),
          last);
      return ivs;
    }
    sizes.push_back(*size);
  }
  Value linear = ivs.front();
  Value total = getValueOrCreateConstantIndexOp(b, loc, ubs.front());
  for (auto [iv, size] : llvm::zip(ArrayRef<Value>(ivs).drop_front(), sizes)) {
    linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, linear, constant(size)), iv);
    total = b.createOrFold<arith::MulIOp>(loc, total, constant(size));
  }
  Value last = b.createOrFold<arith::SubIOp>(loc, total, constant(1));
  Value next = arith::MinSIOp::create(
      b, loc, arith::AddIOp::create(b, loc, linear, constant(ahead)), last);
  for (int64_t d = ivs.size() - 1; d > 0; --d) {
    ivs[d] = arith::RemUIOp::create(b, loc, next, constant(sizes[d - 1]));
    next = arith::DivUIOp::create(b, loc, next, constant(sizes[d - 1]));
  }
  ivs.front() = next;
  return ivs;
}

/// Adds prefetches of the row `distanceBytes` ahead, in the order the
/// iterations of `forall` run, of the one that `transfer` moves, if it
/// reads or writes one whole contiguous row at indices that use every
/// induction variable of `forall` (a row streamed through once) and are
/// computed from them by index arithmetic.
static bool prefetchAhead(scf::ForallOp forall,
                          VectorTransferOpInterface transfer,
                          int64_t distanceBytes, int64_t nontemporalBytes) {
  auto vectorType = dyn_cast<VectorType>(transfer.getVectorType());
  if (!vectorType || vectorType.getRank() != 1 ||
      !transfer.getPermutationMap().isMinorIdentity() ||
      transfer.hasOutOfBoundsDim() || transfer.getMask())
    return false;
  auto baseType = dyn_cast<MemRefType>(transfer.getBase().getType());
  if (!baseType || baseType.getRank() < 2)
    return false;
  OpBuilder b(transfer);
  Location loc = transfer.getLoc();
  OpBuilder::InsertionGuard guard(b);
  auto [root, at] =
      resolveRoot(b, loc, transfer.getBase(), transfer.getIndices());
  auto rootType = cast<MemRefType>(root.getType());
  int64_t rowElements = rootType.getShape().back();
  if (rowElements != vectorType.getNumElements() ||
      !rootType.isLastDimUnitStride() || !isZeroInteger(at.back()))
    return false;
  SmallVector<Value> rowIndices;
  for (OpFoldResult index : at)
    rowIndices.push_back(getValueOrCreateConstantIndexOp(b, loc, index));
  // Only rows the loop streams through once: a memref whose indices leave
  // out an induction variable (the cos/sin rows shared by the heads) is read
  // again by other iterations and stays in cache, where prefetches only cost
  // (measured: bf16 0.91 of copy without them, 0.71 with them).
  llvm::SmallBitVector used(forall.getRank());
  for (Value index : rowIndices)
    if (!isIndexOf(index, forall, used))
      return false;
  if (!used.all())
    return false;
  int64_t elementBytes = llvm::divideCeil(rootType.getElementTypeBitWidth(), 8);
  int64_t rowBytes = rowElements * elementBytes;
  bool isWrite = isa<vector::TransferWriteOp>(transfer.getOperation());
  // Large rows written once go around the cache when they are aligned; the
  // rows written through it are still prefetched for writing.
  bool streamed = false;
  if (isWrite && nontemporalBytes > 0)
    streamed = static_cast<bool>(storeNonTemporal(
        b, loc, cast<vector::TransferWriteOp>(transfer.getOperation()), root,
        rowIndices, elementBytes, nontemporalBytes));
  if (distanceBytes <= 0)
    return streamed;
  int64_t rowsAhead = llvm::divideCeil(distanceBytes, rowBytes);
  IRMapping mapping;
  mapping.map(forall.getInductionVars(),
              getIterationAhead(b, loc, forall, rowsAhead));
  SmallVector<Value> indices;
  for (Value index : rowIndices)
    indices.push_back(remapIndex(b, index, forall, mapping));
  int64_t lineElements = std::max<int64_t>(1, kCacheLineBytes / elementBytes);
  for (int64_t column = 0; column < rowElements; column += lineElements) {
    indices.back() = arith::ConstantIndexOp::create(b, loc, column);
    memref::PrefetchOp::create(b, loc, root, indices, isWrite,
                               /*localityHint=*/3, /*isDataCache=*/true);
  }
  return streamed;
}

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
  Location loc = read.getLoc();
  Value source = read.getBase();
  SmallVector<OpFoldResult> at(read.getIndices().begin(),
                               read.getIndices().end());
  while (auto subview = source.getDefiningOp<memref::SubViewOp>()) {
    if (!hasUnitStrides(subview))
      return std::nullopt;
    at = getSourceIndices(b, loc, subview, at);
    source = subview.getSource();
  }
  auto argument = dyn_cast<BlockArgument>(source);
  if (!argument ||
      !isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
    return std::nullopt;
  SmallVector<Value> indices;
  for (OpFoldResult index : at)
    indices.push_back(getValueOrCreateConstantIndexOp(b, loc, index));
  return std::make_pair(source, indices);
}

/// Adds prefetches of the rows `distanceBytes` ahead for every read of at
/// least a cache line of a function argument's row (through unit-stride
/// subviews, rank-reducing ones too) in an `scf.for` with step 1 whose
/// induction variable indexes an outer dimension of the read: the keys a
/// decoding attention rotates as it reads them, one row per iteration, in a
/// loop inside a parallel iteration. Loops with `vector.fma` (matmul
/// micro-kernels) are left alone. Prefetches past the end of the argument
/// are dropped by the hardware. `localityHint` is memref.prefetch's (3:
/// into the L1, 2: into the L2).
static void prefetchLoopReads(Operation *root, int64_t aheadBytes,
                              int32_t localityHint) {
  SmallVector<std::pair<vector::TransferReadOp, scf::ForOp>> reads;
  root->walk([&](vector::TransferReadOp read) {
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
    if (elementBytes == 0 || rowBytes < kCacheLineBytes ||
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
    ahead[*rowDim] =
        arith::AddIOp::create(b, loc, indices[*rowDim],
                              arith::ConstantIndexOp::create(b, loc, distance));
    int64_t lineElements = kCacheLineBytes / elementBytes;
    for (int64_t line = 0; line * kCacheLineBytes < rowBytes; ++line) {
      SmallVector<Value> at(ahead);
      if (line > 0)
        at.back() = arith::AddIOp::create(
            b, loc, at.back(),
            arith::ConstantIndexOp::create(b, loc, line * lineElements));
      memref::PrefetchOp::create(b, loc, argument, at, /*isWrite=*/false,
                                 localityHint, /*isDataCache=*/true);
    }
  }
}

namespace {

struct PrefetchRowsPass : rope::impl::PrefetchRowsPassBase<PrefetchRowsPass> {
  using PrefetchRowsPassBase::PrefetchRowsPassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(PrefetchRowsPassBase::initializeOptions(options, errorHandler)))
      return failure();
    if (failed(checkOptionRange(errorHandler, getArgument(), "distance",
                                distance, 0)))
      return failure();
    if (failed(checkOptionRange(errorHandler, getArgument(),
                                "nontemporal-bytes", nontemporalBytes, 0)))
      return failure();
    return checkOptionRange(errorHandler, getArgument(), "loop-cache-level",
                            loopCacheLevel, 1, 2);
  }

  void runOnOperation() override {
    if (distance <= 0 && nontemporalBytes <= 0)
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
      bool streamed = false;
      for (VectorTransferOpInterface transfer : transfers)
        streamed |= prefetchAhead(forall, transfer, distance, nontemporalBytes);
      // Non-temporal stores are weakly ordered: a fence once the loop is
      // done orders them before what the caller does next (the workers of
      // an OpenMP loop end with its barrier's locked instructions, which
      // drain their write-combining buffers).
      Decision(DecisionKind::Analysis, forall, "rope-prefetch-rows",
               "NonTemporalStores", DecisionVisibility::EngineOnly)
              .arg("NonTemporal", streamed ? "true" : "false")
              .arg("NontemporalBytes", static_cast<int64_t>(nontemporalBytes))
              .arg("PrefetchDistance", static_cast<int64_t>(distance))
          << (streamed ? "rows stored non-temporally (outputs of at least "
                       : "rows stored through the cache (no output of at "
                         "least ")
          << nontemporalBytes << " bytes"
          << (streamed ? "), then a fence" : " written here)");
      if (streamed) {
        OpBuilder b(forall->getContext());
        b.setInsertionPointAfter(forall);
        LLVM::FenceOp::create(b, forall.getLoc(),
                              LLVM::AtomicOrdering::seq_cst);
      }
    });
    if (distance > 0)
      prefetchLoopReads(getOperation(), distance,
                        /*localityHint=*/loopCacheLevel == 2 ? 2 : 3);
  }
};

} // namespace
