//===- LowerTMTensor.cpp - tm_tensor.scatter to scf, tensor and linalg ----===//
//
// torch-mlir's linalg-on-tensors output writes index_copy_/index_put_ as
// tm_tensor.scatter. Each update n becomes one iteration of an scf.for that
// reads the update's slice and the slice of the accumulated tensor it writes,
// combines them element-wise with the scatter's region (a linalg.generic)
// and inserts the result.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SmallBitVector.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_LOWERTMTENSORPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

static constexpr llvm::StringLiteral kScatterName = "tm_tensor.scatter";

namespace {
/// The parts of a tm_tensor.scatter on tensors, read through the generic
/// Operation API so that torch-mlir's op and rope-mlir's are both accepted.
struct ScatterParts {
  Value updates, indices, original;
  RankedTensorType updatesType, originalType;
  ArrayRef<int64_t> dimensionMap;
  Block *body;
};

/// Returns the reason `op` cannot be rewritten, or "" with `parts` filled.
std::string readScatter(Operation *op, ScatterParts &parts) {
  if (op->getNumOperands() != 3 || op->getNumResults() != 1 ||
      op->getNumRegions() != 1 || op->getRegion(0).getBlocks().size() != 1)
    return "expects ins(updates, indices) outs(original) with one result and "
           "a one-block region";
  parts.updates = op->getOperand(0);
  parts.indices = op->getOperand(1);
  parts.original = op->getOperand(2);
  parts.updatesType = dyn_cast<RankedTensorType>(parts.updates.getType());
  auto indicesType = dyn_cast<RankedTensorType>(parts.indices.getType());
  parts.originalType = dyn_cast<RankedTensorType>(parts.original.getType());
  if (!parts.updatesType || !indicesType || !parts.originalType ||
      op->getResult(0).getType() != parts.originalType)
    return "rewrites the op on ranked tensors only";
  std::optional<Attribute> map = op->getInherentAttr("dimension_map");
  auto dimensionMap = dyn_cast_or_null<DenseI64ArrayAttr>(map.value_or(nullptr));
  if (!dimensionMap)
    return "has no dimension_map";
  parts.dimensionMap = dimensionMap.asArrayRef();
  int64_t rank = parts.originalType.getRank();
  int64_t sliceRank = parts.updatesType.getRank() - 1;
  if (indicesType.getRank() != 2 ||
      indicesType.getDimSize(1) !=
          static_cast<int64_t>(parts.dimensionMap.size()) ||
      sliceRank < 0 || sliceRank > rank)
    return "has indices, updates and dimension_map of inconsistent shapes";
  llvm::SmallBitVector indexed(rank);
  for (int64_t dim : parts.dimensionMap) {
    if (dim < 0 || dim >= rank || indexed.test(dim))
      return "has an invalid dimension_map";
    indexed.set(dim);
  }
  for (int64_t dim = 0; dim < rank - sliceRank; ++dim)
    if (!indexed.test(dim))
      return "leaves a leading dimension unindexed";
  parts.body = &op->getRegion(0).front();
  if (parts.body->getNumArguments() != 2 ||
      parts.body->getTerminator()->getNumOperands() != 1)
    return "expects a region (update, original) -> value";
  return "";
}

struct LowerScatter : RewritePattern {
  LowerScatter(MLIRContext *context)
      : RewritePattern(kScatterName, /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    ScatterParts parts;
    std::string reason = readScatter(op, parts);
    if (!reason.empty())
      return rewriter.notifyMatchFailure(op, reason);

    Location loc = op->getLoc();
    int64_t rank = parts.originalType.getRank();
    int64_t sliceRank = parts.updatesType.getRank() - 1;
    int64_t leading = rank - sliceRank;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value count = getValueOrCreateConstantIndexOp(
        rewriter, loc, tensor::getMixedSize(rewriter, loc, parts.updates, 0));

    // The slice every update writes: 1 along the leading (indexed only)
    // dimensions, the update's sizes along the trailing ones.
    SmallVector<OpFoldResult> sliceSizes;
    SmallVector<int64_t> sliceShape;
    for (int64_t dim = 1; dim <= sliceRank; ++dim) {
      sliceSizes.push_back(
          tensor::getMixedSize(rewriter, loc, parts.updates, dim));
      sliceShape.push_back(parts.updatesType.getDimSize(dim));
    }
    auto sliceType =
        RankedTensorType::get(sliceShape, parts.originalType.getElementType());
    SmallVector<OpFoldResult> sizes(leading, rewriter.getIndexAttr(1));
    llvm::append_range(sizes, sliceSizes);
    SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
    SmallVector<OpFoldResult> updateSizes{rewriter.getIndexAttr(1)};
    llvm::append_range(updateSizes, sliceSizes);
    SmallVector<OpFoldResult> updateStrides(sliceRank + 1,
                                            rewriter.getIndexAttr(1));

    auto loop = scf::ForOp::create(
        rewriter, loc, zero, count, one, ValueRange{parts.original},
        [&](OpBuilder &b, Location loc, Value n, ValueRange iterArgs) {
          Value acc = iterArgs.front();
          // Offsets from the index row (0 where no column indexes the
          // dimension). In bounds when, along every dimension, the offset is
          // >= 0 and the slice ends within it (a dynamic update may be
          // wider than the original); static checks fold away.
          SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
          for (auto [column, dim] : llvm::enumerate(parts.dimensionMap)) {
            Value c = arith::ConstantIndexOp::create(b, loc, column);
            Value index = tensor::ExtractOp::create(b, loc, parts.indices,
                                                    ValueRange{n, c});
            offsets[dim] =
                arith::IndexCastOp::create(b, loc, b.getIndexType(), index)
                    .getResult();
          }
          Value inBounds = arith::ConstantIntOp::create(b, loc, 1, 1);
          for (int64_t dim = 0; dim < rank; ++dim) {
            Value offset = getValueOrCreateConstantIndexOp(b, loc, offsets[dim]);
            Value size = getValueOrCreateConstantIndexOp(b, loc, sizes[dim]);
            Value extent = getValueOrCreateConstantIndexOp(
                b, loc, tensor::getMixedSize(b, loc, acc, dim));
            Value end = arith::AddIOp::create(b, loc, offset, size);
            Value low = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                              offset, zero);
            Value high = arith::CmpIOp::create(
                b, loc, arith::CmpIPredicate::sle, end, extent);
            inBounds = arith::AndIOp::create(
                b, loc, inBounds, arith::AndIOp::create(b, loc, low, high));
          }
          auto write = scf::IfOp::create(
              b, loc, inBounds,
              [&](OpBuilder &b, Location loc) {
                SmallVector<OpFoldResult> updateOffsets(sliceRank + 1,
                                                        b.getIndexAttr(0));
                updateOffsets.front() = n;
                Value update = tensor::ExtractSliceOp::create(
                    b, loc, sliceType, parts.updates, updateOffsets,
                    updateSizes, updateStrides);
                Value current = tensor::ExtractSliceOp::create(
                    b, loc, sliceType, acc, offsets, sizes, strides);
                SmallVector<AffineMap> maps(
                    2, b.getMultiDimIdentityMap(sliceRank));
                SmallVector<utils::IteratorType> iterators(
                    sliceRank, utils::IteratorType::parallel);
                auto combine = linalg::GenericOp::create(
                    b, loc, TypeRange{sliceType}, ValueRange{update},
                    ValueRange{current}, maps, iterators,
                    [&](OpBuilder &b, Location loc, ValueRange args) {
                      IRMapping mapping;
                      mapping.map(parts.body->getArgument(0), args[0]);
                      mapping.map(parts.body->getArgument(1), args[1]);
                      for (Operation &inner : parts.body->without_terminator())
                        b.clone(inner, mapping);
                      linalg::YieldOp::create(
                          b, loc,
                          mapping.lookupOrDefault(
                              parts.body->getTerminator()->getOperand(0)));
                    });
                Value written = tensor::InsertSliceOp::create(
                    b, loc, combine.getResult(0), acc, offsets, sizes,
                    strides);
                scf::YieldOp::create(b, loc, written);
              },
              [&](OpBuilder &b, Location loc) {
                scf::YieldOp::create(b, loc, acc);
              });
          scf::YieldOp::create(b, loc, write.getResult(0));
        });
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

struct LowerTMTensorPass
    : rope::impl::LowerTMTensorPassBase<LowerTMTensorPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    rope::populateLowerTMTensorPatterns(patterns);
    // Only the scatters are rewritten; nothing else is folded.
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingOps);
    SmallVector<Operation *> scatters;
    getOperation()->walk([&](Operation *op) {
      if (op->getName().getStringRef() == kScatterName)
        scatters.push_back(op);
    });
    if (scatters.empty())
      return;
    (void)applyOpPatternsGreedily(scatters, std::move(patterns), config);
    WalkResult result = getOperation()->walk([&](Operation *op) {
      if (op->getName().getStringRef() != kScatterName)
        return WalkResult::advance();
      ScatterParts parts;
      std::string reason = readScatter(op, parts);
      op->emitError("rope-lower-tm-tensor: cannot rewrite this "
                    "tm_tensor.scatter: it ")
          << (reason.empty() ? "was left unchanged" : reason);
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace

void rope::populateLowerTMTensorPatterns(RewritePatternSet &patterns) {
  patterns.add<LowerScatter>(patterns.getContext());
}
