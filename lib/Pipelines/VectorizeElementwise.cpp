//===- VectorizeElementwise.cpp - Element-wise linalg as row vectors ------===//

#include "rope/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_VECTORIZEELEMENTWISEPASS
#include "rope/Pipelines/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// The longest reduction row vectorized whole (softmax rows of a 4096-token
/// context); longer rows stay scalar loops.
static constexpr int64_t kMaxReductionRow = 4096;

/// Returns true if the only reduction loop of `op` is its innermost loop
/// and every other loop is parallel (a row reduction: softmax's max and sum).
/// Contractions (matmuls) are left to the contraction strategy: a dot
/// product per output element is not how they run fast.
static bool isInnermostReduction(linalg::LinalgOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  return !linalg::isaContractionOpInterface(op) &&
         op.getNumReductionLoops() == 1 &&
         iterators.back() == utils::IteratorType::reduction &&
         op.getNumParallelLoops() + 1 == op.getNumLoops();
}

/// Returns true if `op` reads or writes elements narrower than a byte (i1):
/// LLVM stores a vector of them bit-packed, while their memrefs hold one
/// byte per element, so a vectorized boolean op (a causal mask) would write
/// the wrong bytes.
static bool hasSubByteElements(linalg::LinalgOp op) {
  return llvm::any_of(op->getOpOperands(), [](OpOperand &operand) {
    Type element = getElementTypeOrSelf(operand.get().getType());
    return element.isIntOrFloat() && element.getIntOrFloatBitWidth() < 8;
  });
}

/// Returns the number of lanes of a `vectorBits` register for the widest
/// element type `op` reads or writes.
static int64_t getLanes(linalg::LinalgOp op, int64_t vectorBits) {
  unsigned widest = 8;
  for (OpOperand &operand : op->getOpOperands()) {
    Type element = getElementTypeOrSelf(operand.get().getType());
    if (element.isIntOrIndexOrFloat())
      widest = std::max(widest, element.isIndex()
                                    ? 64u
                                    : element.getIntOrFloatBitWidth());
  }
  return std::max<int64_t>(1, vectorBits / widest);
}

/// Tiles `op` with `sizes` into loops of `loopType` and returns the tiled
/// op, replacing `op`'s results.
static FailureOr<Operation *>
tile(RewriterBase &rewriter, TilingInterface op, ArrayRef<int64_t> sizes,
     scf::SCFTilingOptions::LoopType loopType) {
  scf::SCFTilingOptions options;
  options.setLoopType(loopType);
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, op, options);
  if (failed(tiled) || tiled->tiledOps.size() != 1)
    return failure();
  rewriter.replaceOp(op, tiled->replacements);
  return tiled->tiledOps.front();
}

/// Returns the vector size for an innermost loop of static size `size` on a
/// target of `lanes` lanes: the lanes when they divide it, the whole loop
/// when it is at most two registers, else the largest divisor below the
/// lanes, so that no tile needs a mask.
static int64_t getVectorSize(int64_t size, int64_t lanes) {
  if (size % lanes == 0)
    return lanes;
  if (size <= 2 * lanes)
    return size;
  int64_t divisor = lanes;
  while (size % divisor != 0)
    --divisor;
  return divisor;
}

/// Tiles every loop of `op` but the innermost by 1 into an scf.forall (one
/// iteration per row) and returns the tiled op, or `op` itself when it has a
/// single loop.
static FailureOr<Operation *> tileRows(RewriterBase &rewriter,
                                       linalg::LinalgOp op) {
  int64_t loops = op.getNumLoops();
  if (loops == 1)
    return op.getOperation();
  SmallVector<int64_t> rows(loops, 1);
  rows.back() = 0;
  return tile(rewriter, cast<TilingInterface>(op.getOperation()), rows,
              scf::SCFTilingOptions::LoopType::ForallOp);
}

/// Tiles a linalg op whose innermost loop reduces (and only that one) into
/// an scf.forall over the other loops and vectorizes each row whole: the
/// reduction becomes a vector.multi_reduction of the row.
static void vectorizeReductionRows(RewriterBase &rewriter,
                                   linalg::LinalgOp op) {
  FailureOr<Operation *> rows = tileRows(rewriter, op);
  if (failed(rows))
    return;
  Operation *current = *rows;
  rewriter.setInsertionPoint(current);
  FailureOr<linalg::VectorizationResult> vectorized =
      linalg::vectorize(rewriter, current);
  if (succeeded(vectorized))
    rewriter.replaceOp(current, vectorized->replacements);
}

/// Tiles an all-parallel linalg op into an scf.forall over every loop but
/// the innermost and an scf.for over the innermost by a vector size chosen
/// from `lanes`, and vectorizes the tile. A dynamic innermost loop is left
/// to the scalar lowering.
static void vectorizeRows(RewriterBase &rewriter, linalg::LinalgOp op,
                          int64_t targetLanes) {
  int64_t loops = op.getNumLoops();
  int64_t innermost = op.getStaticLoopRanges().back();
  if (ShapedType::isDynamic(innermost) || innermost == 0)
    return;
  if (op.getNumReductionLoops() == 1) {
    if (innermost <= kMaxReductionRow)
      vectorizeReductionRows(rewriter, op);
    return;
  }
  int64_t lanes = getVectorSize(innermost, targetLanes);
  FailureOr<Operation *> rows = tileRows(rewriter, op);
  if (failed(rows))
    return;
  Operation *current = *rows;
  SmallVector<int64_t> inner(loops, 0);
  inner.back() = lanes;
  FailureOr<Operation *> tiled = current;
  if (lanes < innermost)
    tiled = tile(rewriter, cast<TilingInterface>(current), inner,
                 scf::SCFTilingOptions::LoopType::ForOp);
  if (failed(tiled))
    return;
  // Every tile is static (the vector size divides the loop), so its shape is
  // the vector shape and no mask is needed.
  rewriter.setInsertionPoint(*tiled);
  FailureOr<linalg::VectorizationResult> vectorized =
      linalg::vectorize(rewriter, *tiled);
  if (failed(vectorized))
    return;
  rewriter.replaceOp(*tiled, vectorized->replacements);
}

/// Returns true if `op` is a fill whose only use initializes a contraction:
/// rope-vectorize-contractions starts the contraction's kernels from the
/// fill's value instead of writing and reading the result in two passes.
static bool initializesContraction(linalg::LinalgOp op) {
  if (!isa<linalg::FillOp>(op) || !op->hasOneUse())
    return false;
  OpOperand &use = *op->getUses().begin();
  auto user = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return user && user.isDpsInit(&use) &&
         linalg::isaContractionOpInterface(user);
}

namespace {

struct VectorizeElementwisePass
    : rope::impl::VectorizeElementwisePassBase<VectorizeElementwisePass> {
  using VectorizeElementwisePassBase::VectorizeElementwisePassBase;

  void runOnOperation() override {
    if (vectorBits < 8) {
      mlir::emitError(getOperation()->getLoc(),
                      "rope-vectorize-elementwise: vector-bits must be at "
                      "least 8, got ")
          << static_cast<int64_t>(vectorBits);
      return signalPassFailure();
    }
    SmallVector<linalg::LinalgOp> candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op.hasPureTensorSemantics() && op.getNumLoops() > 0 &&
          !op->getParentOfType<scf::ForallOp>() &&
          !initializesContraction(op) && !hasSubByteElements(op) &&
          (op.getNumLoops() == op.getNumParallelLoops() ||
           isInnermostReduction(op)))
        candidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : candidates)
      vectorizeRows(rewriter, op, getLanes(op, vectorBits));
  }
};

} // namespace
