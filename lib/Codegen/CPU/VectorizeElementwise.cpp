//===- VectorizeElementwise.cpp - Element-wise linalg as row vectors ------===//

#include "rope/Codegen/CPU/Passes.h"
#include "rope/Support/Remarks.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::rope {
#define GEN_PASS_DEF_VECTORIZEELEMENTWISEPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// The longest reduction row vectorized whole (softmax rows of a 4096-token
/// context); longer rows stay scalar loops.
static constexpr int64_t kMaxReductionRow = 4096;

/// Returns true if `op` is a contraction with row (m) and column (n)
/// dimensions: a matmul, which the contraction strategy runs as outer
/// products (a dot product per output element is not how it runs fast).
/// Matrix-vector products have no such kernel and stay here.
static bool isMatmulLike(linalg::LinalgOp op) {
  if (!linalg::isaContractionOpInterface(op))
    return false;
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  return failed(dims) || (!dims->m.empty() && !dims->n.empty());
}

/// Returns true if the only reduction loop of `op` is its innermost loop
/// and every other loop is parallel (a row reduction: softmax's max and
/// sum, a matrix-vector product), and `op` is not a matmul.
static bool isInnermostReduction(linalg::LinalgOp op) {
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  return !isMatmulLike(op) && op.getNumReductionLoops() == 1 &&
         iterators.back() == utils::IteratorType::reduction &&
         op.getNumParallelLoops() + 1 == op.getNumLoops();
}

/// Returns the number of lanes of a `vectorBits` register for the widest
/// element type `op` reads or writes.
static int64_t getLanes(linalg::LinalgOp op, int64_t vectorBits) {
  unsigned widest = 8;
  for (OpOperand &operand : op->getOpOperands()) {
    Type element = getElementTypeOrSelf(operand.get().getType());
    if (element.isIntOrIndexOrFloat())
      widest = std::max(
          widest, element.isIndex() ? 64u : element.getIntOrFloatBitWidth());
  }
  return std::max<int64_t>(1, vectorBits / widest);
}

/// Tiles `op` with `sizes` into loops of `loopType`, replacing `op`'s
/// results, and returns the tiling result (the tiled op and its loops).
static FailureOr<scf::SCFTilingResult>
tileWithLoops(RewriterBase &rewriter, TilingInterface op,
              ArrayRef<int64_t> sizes,
              scf::SCFTilingOptions::LoopType loopType) {
  scf::SCFTilingOptions options;
  options.setLoopType(loopType);
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  // Inputs that are also the op's initial value (written over in place,
  // rope-elementwise-in-place): pairs of operand numbers.
  SmallVector<std::pair<unsigned, unsigned>> sameAsInit;
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op.getOperation()))
    for (OpOperand *input : linalgOp.getDpsInputOperands())
      for (OpOperand &init : linalgOp.getDpsInitsMutable())
        if (input->get() == init.get())
          sameAsInit.push_back(
              {input->getOperandNumber(), init.getOperandNumber()});
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, op, options);
  if (failed(tiled) || tiled->tiledOps.size() != 1)
    return failure();
  rewriter.replaceOp(op, tiled->replacements);
  // The tiled op reads such an input as a slice of the value outside the
  // loops, and writes the same slice of the loops' destination: bufferized
  // in place, the loops would overwrite the buffer that later iterations
  // read, and bufferization copies it first. Reading the tile of the
  // destination instead (the same elements, not yet written in this
  // iteration) keeps the op element-wise in one buffer.
  Operation *tiledOp = tiled->tiledOps.front();
  for (std::pair<unsigned, unsigned> numbers : sameAsInit) {
    unsigned inputNumber = numbers.first;
    auto input = tiledOp->getOperand(inputNumber)
                     .getDefiningOp<tensor::ExtractSliceOp>();
    auto init = tiledOp->getOperand(numbers.second)
                    .getDefiningOp<tensor::ExtractSliceOp>();
    if (input && init && input.getType() == init.getType() &&
        isEqualConstantIntOrValueArray(input.getMixedOffsets(),
                                       init.getMixedOffsets()) &&
        isEqualConstantIntOrValueArray(input.getMixedSizes(),
                                       init.getMixedSizes()) &&
        isEqualConstantIntOrValueArray(input.getMixedStrides(),
                                       init.getMixedStrides()))
      rewriter.modifyOpInPlace(
          tiledOp, [&] { tiledOp->setOperand(inputNumber, init.getResult()); });
  }
  return tiled;
}

/// Tiles `op` with `sizes` into loops of `loopType` and returns the tiled
/// op, replacing `op`'s results.
static FailureOr<Operation *> tile(RewriterBase &rewriter, TilingInterface op,
                                   ArrayRef<int64_t> sizes,
                                   scf::SCFTilingOptions::LoopType loopType) {
  FailureOr<scf::SCFTilingResult> tiled =
      tileWithLoops(rewriter, op, sizes, loopType);
  if (failed(tiled))
    return failure();
  return tiled->tiledOps.front();
}

/// Vectorizes the linalg op `op` in place. With `size` 0 its shape must be
/// static and is the vector shape. Otherwise the vectors are 1 x ... x 1 x
/// `size`: where `exact`, the op's dynamic sizes are taken to be those (a
/// whole tile), else its innermost loop is masked to its size. The scalable
/// flags are always given (none): without them linalg::vectorize builds mask
/// types that differ from the types of the vectors they mask.
static void vectorizeInPlace(RewriterBase &rewriter, Operation *op,
                             int64_t size = 0, bool exact = false) {
  SmallVector<int64_t> vectorSizes;
  SmallVector<bool> scalable;
  if (size != 0) {
    int64_t loops = cast<linalg::LinalgOp>(op).getNumLoops();
    vectorSizes.assign(loops, 1);
    vectorSizes.back() = size;
    scalable.assign(loops, false);
  }
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::VectorizationResult> vectorized = linalg::vectorize(
      rewriter, op, vectorSizes, scalable, /*vectorizeNDExtract=*/false,
      /*flatten1DDepthwiseConv=*/false,
      /*assumeDynamicDimsMatchVecSizes=*/exact);
  if (succeeded(vectorized))
    rewriter.replaceOp(op, vectorized->replacements);
}

/// Returns the vector size for an innermost loop of static size `size` on a
/// target of `lanes` lanes, so that no tile needs a mask: the lanes when they
/// divide it, the whole loop when it is at most two registers, else the
/// largest divisor below the lanes if it fills at least half of them. Returns
/// 0 when none does (a prime row of 37): the loop is then tiled by the lanes
/// and its last tile masked.
static int64_t getVectorSize(int64_t size, int64_t lanes) {
  if (size % lanes == 0)
    return lanes;
  if (size <= 2 * lanes)
    return size;
  int64_t divisor = lanes;
  while (size % divisor != 0)
    --divisor;
  return 2 * divisor >= lanes ? divisor : 0;
}

/// Returns true if a vector of `size` elements of `op`'s element types may
/// not reach LLVM: LLVM 22's x86 backend cannot soft-promote a vector of
/// 8k + 1 bf16 elements (k >= 1) that lives across blocks ("Do not know how
/// to soft promote this operator's operand!" for a <9 x bfloat> phi or a
/// load in one block stored in another), as a row of 9 bf16 scores read
/// with its broadcast row maximum makes it. Such rows take masked vectors
/// of the next power of two instead.
static bool isUnsafeVectorSize(linalg::LinalgOp op, int64_t size) {
  if (size <= 1 || size % 8 != 1)
    return false;
  return llvm::any_of(op->getOperandTypes(), [](Type type) {
    return getElementTypeOrSelf(type).isBF16();
  });
}

/// Vectorizes `op` with vectors as wide as its static shape, or, where that
/// width is unsafe (isUnsafeVectorSize), with its innermost loop masked in
/// vectors of the next power of two.
static void vectorizeWhole(RewriterBase &rewriter, linalg::LinalgOp op) {
  int64_t innermost = op.getStaticLoopRanges().back();
  if (!ShapedType::isDynamic(innermost) && isUnsafeVectorSize(op, innermost))
    return vectorizeInPlace(
        rewriter, op, static_cast<int64_t>(llvm::PowerOf2Ceil(innermost)));
  vectorizeInPlace(rewriter, op);
}

/// Tiles every loop of `op` but the innermost by 1 into an scf.forall (one
/// iteration per row; scf.for inside a parallel loop) and returns the tiled
/// op, or `op` itself when it has a single loop.
static FailureOr<Operation *> tileRows(RewriterBase &rewriter,
                                       linalg::LinalgOp op) {
  int64_t loops = op.getNumLoops();
  if (loops == 1)
    return op.getOperation();
  SmallVector<int64_t> rows(loops, 1);
  rows.back() = 0;
  // Inside a parallel loop (a tile of a flash loop nest), the rows run on
  // the thread of the enclosing iteration.
  bool nested = op->getParentOfType<scf::ForallOp>() ||
                op->getParentOfType<scf::ParallelOp>();
  return tile(rewriter, cast<TilingInterface>(op.getOperation()), rows,
              nested ? scf::SCFTilingOptions::LoopType::ForOp
                     : scf::SCFTilingOptions::LoopType::ForallOp);
}

/// The longest row (in registers) that a block of rows reduces together
/// (vectorizeReductionRows): the block then holds `lanes` times as many
/// registers.
static constexpr int64_t kMaxBlockRowRegisters = 4;

/// Returns true if `op` reduces its one input into its one output with a
/// single float operation whose rows can reduce as a block (the softmax row
/// maxima and sums): add, maxnumf, minnumf, maximumf or minimumf of the
/// element and the accumulator.
static bool isPlainFloatReduction(linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1)
    return false;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return false;
  Operation &combiner = body.front();
  if (!isa<arith::AddFOp, arith::MaxNumFOp, arith::MinNumFOp, arith::MaximumFOp,
           arith::MinimumFOp>(combiner))
    return false;
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  return yield.getValues().size() == 1 &&
         yield.getValues()[0] == combiner.getResult(0) &&
         llvm::is_contained(combiner.getOperands(), body.getArgument(0)) &&
         llvm::is_contained(combiner.getOperands(), body.getArgument(1));
}

/// Tiles a linalg op whose innermost loop reduces (and only that one) into
/// an scf.forall over the other loops and vectorizes each row whole: the
/// reduction becomes a vector.multi_reduction of the row. A plain float
/// reduction (isPlainFloatReduction) whose rows come in a static multiple
/// of `lanes` and are whole registers long, at most kMaxBlockRowRegisters,
/// takes blocks of `lanes` rows instead, which
/// populateRowBlockReductionPatterns reduces into one register: their
/// vector.multi_reduction ops are appended to `blocks`.
static void vectorizeReductionRows(RewriterBase &rewriter, linalg::LinalgOp op,
                                   int64_t lanes,
                                   SmallVectorImpl<Operation *> &blocks) {
  int64_t loops = op.getNumLoops();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (loops >= 2 && lanes >= 2 && llvm::isPowerOf2_64(lanes) &&
      isPlainFloatReduction(op) && !ShapedType::isDynamic(ranges[loops - 2]) &&
      ranges[loops - 2] % lanes == 0 && ranges.back() % lanes == 0 &&
      ranges.back() <= kMaxBlockRowRegisters * lanes) {
    SmallVector<int64_t> sizes(loops, 1);
    sizes[loops - 2] = lanes;
    sizes.back() = 0;
    bool nested = op->getParentOfType<scf::ForallOp>() ||
                  op->getParentOfType<scf::ParallelOp>();
    FailureOr<Operation *> block =
        tile(rewriter, cast<TilingInterface>(op.getOperation()), sizes,
             nested ? scf::SCFTilingOptions::LoopType::ForOp
                    : scf::SCFTilingOptions::LoopType::ForallOp);
    if (failed(block))
      return;
    Operation *loop = (*block)->getParentOp();
    vectorizeInPlace(rewriter, *block);
    loop->walk([&](vector::MultiDimReductionOp reduction) {
      blocks.push_back(reduction);
    });
    return;
  }
  FailureOr<Operation *> rows = tileRows(rewriter, op);
  if (succeeded(rows))
    vectorizeWhole(rewriter, cast<linalg::LinalgOp>(*rows));
}

/// Tiles the innermost loop of the row op `op` by `lanes` into an scf.for,
/// peels its last, partial iteration (the loop is dynamic, or static and
/// `lanes` does not divide it) and vectorizes the tile in both loops. The
/// full tiles are `lanes` wide and the last one of a static loop is as wide
/// as the remainder: their sizes are known, so they need no mask. The last
/// tile of a dynamic loop is masked.
static void vectorizeMaskedRow(RewriterBase &rewriter, linalg::LinalgOp op,
                               int64_t lanes) {
  int64_t loops = op.getNumLoops();
  int64_t innermost = op.getStaticLoopRanges().back();
  SmallVector<int64_t> inner(loops, 0);
  inner.back() = lanes;
  FailureOr<scf::SCFTilingResult> tiled =
      tileWithLoops(rewriter, cast<TilingInterface>(op.getOperation()), inner,
                    scf::SCFTilingOptions::LoopType::ForOp);
  if (failed(tiled) || tiled->loops.size() != 1)
    return;
  // (tile, vector size of the innermost loop, whether that is its size)
  SmallVector<std::tuple<Operation *, int64_t, bool>> tiles = {
      {tiled->tiledOps.front(), lanes, true}};
  scf::ForOp tail;
  if (succeeded(scf::peelForLoopAndSimplifyBounds(
          rewriter, cast<scf::ForOp>(tiled->loops.front()), tail))) {
    bool dynamic = ShapedType::isDynamic(innermost);
    tail.walk([&](linalg::LinalgOp tile) {
      tiles.push_back({tile, dynamic ? lanes : innermost % lanes, !dynamic});
    });
  }
  for (auto [tile, size, exact] : tiles) {
    if (exact && isUnsafeVectorSize(cast<linalg::LinalgOp>(tile), size))
      vectorizeWhole(rewriter, cast<linalg::LinalgOp>(tile));
    else
      vectorizeInPlace(rewriter, tile, size, exact);
  }
}

/// Wraps the reduction `op`, the rest of a row split off by linalg::splitOp
/// (its inputs slices of the row made for it alone, its inits the first
/// part's results), in an scf.if on its loop `dim` being non-empty; the else
/// branch yields the inits. A static empty rest (a size that folds to a
/// constant later) then folds away with its slice at the row's end, which
/// the slice verifiers reject. Returns `op`, now in the then branch.
static Operation *guardNonEmpty(RewriterBase &rewriter, TilingInterface op,
                                unsigned dim) {
  auto linalgOp = cast<linalg::LinalgOp>(op.getOperation());
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value size = getValueOrCreateConstantIndexOp(
      rewriter, loc, op.getIterationDomain(rewriter)[dim].size);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value nonEmpty = arith::CmpIOp::create(rewriter, loc,
                                         arith::CmpIPredicate::sgt, size, zero);
  SmallVector<Value> inits(linalgOp.getDpsInits());
  auto guard = scf::IfOp::create(rewriter, loc, op->getResultTypes(), nonEmpty,
                                 /*withElseRegion=*/true);
  rewriter.replaceAllUsesWith(op->getResults(), guard.getResults());
  Block *thenBlock = guard.thenBlock();
  rewriter.setInsertionPointToStart(thenBlock);
  auto yield = scf::YieldOp::create(rewriter, loc, op->getResults());
  rewriter.moveOpBefore(op, yield);
  for (OpOperand *input : linalgOp.getDpsInputOperands()) {
    auto slice = input->get().getDefiningOp<tensor::ExtractSliceOp>();
    if (slice && slice->hasOneUse())
      rewriter.moveOpBefore(slice, op);
  }
  rewriter.setInsertionPointToStart(guard.elseBlock());
  scf::YieldOp::create(rewriter, loc, inits);
  return op;
}

/// Returns true if `op` reduces into one result with one combiner that has a
/// neutral element (add, mul, max, min, and, or, xor): what tiling into
/// partial results needs. Others (an argmax's two results) stay scalar, as
/// do bodies that read `linalg.index`: MLIR 22's partial-reduction tiling
/// does not offset it by the tile's position (every tile saw 0..15).
static bool hasPartialReduction(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op.hasIndexSemantics())
    return false;
  // MLIR 22's partial-reduction tiling reads the result's map as dimensions
  // only: a kept unit dimension read at 0 (torch-mlir's keepdim reductions,
  // `(d0, d1, d2) -> (d0, d1, 0)`) makes it read out of bounds.
  if (!op.getMatchingIndexingMap(op.getDpsInitOperand(0))
           .isProjectedPermutation(/*allowZeroInResults=*/false))
    return false;
  SmallVector<Operation *, 4> combiners;
  if (!matchReduction(op.getRegionOutputArgs(), 0, combiners) ||
      combiners.size() != 1)
    return false;
  return arith::getNeutralElement(combiners.front()).has_value();
}

/// Vectorizes a row reduction `op` (one row per forall iteration) whose row
/// is dynamic or too long for one vector. The row is split where its last
/// `lanes`-wide tile ends. The tiles before are reduced into `lanes` partial
/// results (an scf.for whose tiles combine element-wise into the partials,
/// kept in registers), which are reduced once after the loop; the rest of the
/// row, fewer than `lanes` elements, is reduced by one masked vector.
static void vectorizeLongReductionRow(RewriterBase &rewriter,
                                      linalg::LinalgOp op, int64_t lanes) {
  Location loc = op.getLoc();
  unsigned loops = op.getNumLoops();
  unsigned dim = loops - 1;
  auto tileable = cast<TilingInterface>(op.getOperation());
  rewriter.setInsertionPoint(op);
  OpFoldResult size = tileable.getIterationDomain(rewriter)[dim].size;
  AffineExpr n = getAffineSymbolExpr(0, rewriter.getContext());
  OpFoldResult split = affine::makeComposedFoldedAffineApply(
      rewriter, loc, n.floorDiv(lanes) * lanes, {size});
  auto [full, tail] = linalg::splitOp(rewriter, tileable, dim, split);
  if (!full)
    return;
  // The rest of the row: a vector of its size where that is static, else
  // masked (its size is below `lanes`) and guarded, as it may be empty.
  if (tail && cast<linalg::LinalgOp>(tail.getOperation()).hasDynamicShape())
    vectorizeInPlace(rewriter, guardNonEmpty(rewriter, tail, dim), lanes);
  else if (tail)
    vectorizeWhole(rewriter, cast<linalg::LinalgOp>(tail.getOperation()));

  scf::SCFTilingOptions options;
  options.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  options.setReductionTilingStrategy(
      ReductionTilingStrategy::PartialReductionOuterReduction);
  SmallVector<int64_t> sizes(loops, 0);
  sizes.back() = lanes;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  options.setReductionDims({dim});
  rewriter.setInsertionPoint(full);
  FailureOr<scf::SCFTilingResult> tiled =
      scf::tileUsingSCF(rewriter, full, options);
  if (failed(tiled) || tiled->tiledOps.size() != 1 || tiled->loops.size() != 1)
    return;
  rewriter.replaceOp(full, tiled->replacements);
  // Every tile is `lanes` wide (the split is a multiple of it): its sizes,
  // the tiler's min(lanes, split - iv) in the loop's body, are that
  // constant.
  auto loop = cast<scf::ForOp>(tiled->loops.front().getOperation());
  rewriter.setInsertionPoint(loop);
  Value width = arith::ConstantIndexOp::create(rewriter, loc, lanes);
  for (auto min : llvm::make_early_inc_range(
           loop.getBody()->getOps<affine::AffineMinOp>()))
    rewriter.replaceOp(min, width);
  // The partials' initial fill and their merge are static [1..., lanes].
  SmallVector<Operation *> staticOps(tiled->mergeOps);
  for (Value initial : tiled->initialValues)
    if (Operation *fill = initial.getDefiningOp<linalg::FillOp>())
      staticOps.push_back(fill);
  for (Operation *staticOp : staticOps)
    vectorizeInPlace(rewriter, staticOp);
  // The tiles' types are dynamic, their sizes `lanes`.
  vectorizeInPlace(rewriter, tiled->tiledOps.front(), lanes, /*exact=*/true);
  // Keep the partials in registers: hoist their read and write out of the
  // loop, once their indices (constants made in the loop) are.
  auto loopLike = cast<LoopLikeOpInterface>(loop.getOperation());
  moveLoopInvariantCode(loopLike);
  hoistLoopInvariantSubsets(rewriter, loopLike);
}

/// Tiles an all-parallel linalg op into an scf.forall over every loop but
/// the innermost and an scf.for over the innermost by a vector size chosen
/// from `targetLanes`, and vectorizes the tile. A dynamic innermost loop, or
/// one that no vector size near the lanes divides, is tiled by the lanes
/// with its last tile masked.
static void vectorizeRows(RewriterBase &rewriter, linalg::LinalgOp op,
                          int64_t targetLanes,
                          SmallVectorImpl<Operation *> &blocks) {
  int64_t loops = op.getNumLoops();
  int64_t innermost = op.getStaticLoopRanges().back();
  if (innermost == 0)
    return;
  bool dynamic = ShapedType::isDynamic(innermost);
  if (op.getNumReductionLoops() == 1) {
    if (!dynamic && innermost <= kMaxReductionRow)
      return vectorizeReductionRows(rewriter, op, targetLanes, blocks);
    if (!hasPartialReduction(op))
      return;
    FailureOr<Operation *> rows = tileRows(rewriter, op);
    if (succeeded(rows))
      vectorizeLongReductionRow(rewriter, cast<linalg::LinalgOp>(*rows),
                                targetLanes);
    return;
  }
  int64_t lanes = dynamic ? 0 : getVectorSize(innermost, targetLanes);
  // A part of the row as wide as LLVM cannot take: the masked rows below.
  if (lanes < innermost && isUnsafeVectorSize(op, lanes))
    lanes = 0;
  FailureOr<Operation *> rows = tileRows(rewriter, op);
  if (failed(rows))
    return;
  Operation *current = *rows;
  if (lanes == 0)
    return vectorizeMaskedRow(rewriter, cast<linalg::LinalgOp>(current),
                              targetLanes);
  SmallVector<int64_t> inner(loops, 0);
  inner.back() = lanes;
  FailureOr<Operation *> tiled = current;
  if (lanes < innermost)
    tiled = tile(rewriter, cast<TilingInterface>(current), inner,
                 scf::SCFTilingOptions::LoopType::ForOp);
  // Every tile is static (the vector size divides the loop), so its shape is
  // the vector shape and no mask is needed (but for a width LLVM cannot
  // take).
  if (succeeded(tiled))
    vectorizeWhole(rewriter, cast<linalg::LinalgOp>(*tiled));
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

/// Returns true if `op` reads or writes a tensor of elements narrower than a
/// byte (i1 masks): LLVM packs a vector of i1 into bits when it stores or
/// loads it, while a buffer of i1 holds one byte per element, so vector
/// transfers of such tensors would read and write the wrong bytes.
static bool hasSubByteTensors(linalg::LinalgOp op) {
  return llvm::any_of(op->getOperands(), [](Value operand) {
    auto type = dyn_cast<ShapedType>(operand.getType());
    return type && type.getElementType().isIntOrFloat() &&
           type.getElementType().getIntOrFloatBitWidth() < 8;
  });
}

namespace {

struct VectorizeElementwisePass
    : rope::impl::VectorizeElementwisePassBase<VectorizeElementwisePass> {
  using VectorizeElementwisePassBase::VectorizeElementwisePassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(VectorizeElementwisePassBase::initializeOptions(options,
                                                               errorHandler)))
      return failure();
    return checkOptions(errorHandler);
  }

  LogicalResult
  checkOptions(function_ref<LogicalResult(const Twine &)> errorHandler) {
    return checkVectorBits(errorHandler, getArgument(), vectorBits);
  }

  void runOnOperation() override {
    // Options given in C++ rather than parsed are checked here.
    if (failed(checkOptions([&](const Twine &message) {
          return mlir::emitError(getOperation()->getLoc(), message);
        })))
      return signalPassFailure();
    SmallVector<linalg::LinalgOp> candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (!op.hasPureTensorSemantics() || op.getNumLoops() == 0 ||
          initializesContraction(op))
        return;
      StringRef reason;
      if (hasSubByteTensors(op))
        reason = "sub-byte element types";
      else if (op.getNumLoops() != op.getNumParallelLoops() &&
               !isInnermostReduction(op))
        reason = "a reduction that is not the innermost loop";
      if (reason.empty()) {
        candidates.push_back(op);
        return;
      }
      // Contractions are rope-vectorize-contractions' to decide.
      if (linalg::isaContractionOpInterface(op))
        return;
      Decision(DecisionKind::Missed, op, "rope-vectorize-elementwise",
               "LeftScalar", DecisionVisibility::EngineOnly)
              .arg("Reason", reason)
          << "left to scalar loops: " << reason;
    });
    IRRewriter rewriter(&getContext());
    SmallVector<Operation *> blocks;
    for (linalg::LinalgOp op : candidates) {
      int64_t lanes = getLanes(op, vectorBits);
      Decision(DecisionKind::Passed, op, "rope-vectorize-elementwise",
               "Vectorized", DecisionVisibility::EngineOnly)
              .arg("Lanes", lanes)
              .arg("VectorBits", static_cast<int64_t>(vectorBits))
          << "rows vectorized, " << lanes << " lanes of " << vectorBits
          << " bits";
      vectorizeRows(rewriter, op, lanes, blocks);
    }
    // Blocks of rows reduce into one register each.
    RewritePatternSet patterns(&getContext());
    populateRowBlockReductionPatterns(patterns);
    (void)applyOpPatternsGreedily(blocks, std::move(patterns));
  }
};

} // namespace
