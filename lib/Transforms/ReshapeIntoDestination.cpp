//===- ReshapeIntoDestination.cpp - Reshape destinations, not values ------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_RESHAPEINTODESTINATIONPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// Rewrites `materialize_in_destination (collapse_shape %x) in %dest` into
/// `materialize_in_destination %x in (expand_shape %dest)`.
static void sinkCollapse(RewriterBase &rewriter,
                         bufferization::MaterializeInDestinationOp op) {
  auto collapse = op.getSource().getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse)
    return;
  Location loc = op.getLoc();
  Value source = collapse.getSrc();
  auto sourceType = cast<RankedTensorType>(source.getType());
  rewriter.setInsertionPoint(op);
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(rewriter, loc, source);
  SmallVector<ReassociationIndices> reassociation =
      collapse.getReassociationIndices();
  Value dest = op.getDest();
  if (auto memrefType = dyn_cast<MemRefType>(dest.getType())) {
    if (!memrefType.getLayout().isIdentity())
      return;
    auto expandedType =
        MemRefType::get(sourceType.getShape(), memrefType.getElementType(),
                        MemRefLayoutAttrInterface(),
                        memrefType.getMemorySpace());
    Value expanded = memref::ExpandShapeOp::create(
        rewriter, loc, expandedType, dest, reassociation, sizes);
    rewriter.modifyOpInPlace(op, [&] {
      op.getSourceMutable().assign(source);
      op.getDestMutable().assign(expanded);
    });
    if (collapse->use_empty())
      rewriter.eraseOp(collapse);
    return;
  }
  Value expanded = tensor::ExpandShapeOp::create(rewriter, loc, sourceType,
                                                 dest, reassociation, sizes);
  auto stored = bufferization::MaterializeInDestinationOp::create(
      rewriter, loc, sourceType, source, expanded);
  stored.setRestrict(op.getRestrict());
  stored.setWritable(op.getWritable());
  rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
      op, op.getResult().getType(), stored.getResult(), reassociation);
  if (collapse->use_empty())
    rewriter.eraseOp(collapse);
}

namespace {
struct ReshapeIntoDestinationPass
    : rope::impl::ReshapeIntoDestinationPassBase<ReshapeIntoDestinationPass> {
  void runOnOperation() override {
    SmallVector<bufferization::MaterializeInDestinationOp> stores;
    getOperation()->walk([&](bufferization::MaterializeInDestinationOp op) {
      stores.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (bufferization::MaterializeInDestinationOp op : stores)
      sinkCollapse(rewriter, op);
  }
};
} // namespace
