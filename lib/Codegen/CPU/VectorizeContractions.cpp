//===- VectorizeContractions.cpp - Register-blocked matmul kernels --------===//
//
// Contractions on memrefs become cache-blocked loops around a micro-kernel
// that keeps a rows x columns block of the result in vector registers for a
// whole block of k: the classic BLAS structure, built from upstream pieces
// (linalg::vectorize, contraction-to-outer-product lowering, loop-invariant
// code motion, hoisting of the accumulator's transfers).
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/VectorizeContractions.h"
#include "rope/Codegen/CPU/KernelShapes.h"
#include "rope/Codegen/CPU/MicroKernels.h"
#include "rope/Codegen/CPU/Passes.h"
#include "rope/Codegen/CPU/ScratchBuffers.h"
#include "rope/Support/Remarks.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/ViewLikeInterfaceUtils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::rope {
#define GEN_PASS_DEF_VECTORIZECONTRACTIONSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

namespace {

/// Micro-kernels per cache block in m and n, and the k extent of a block
/// (at least; see getBlockK): with 8 x 32 f32 kernels, a 256 x 256 block of
/// the left operand (256 KiB) and a 256 x 256 block of the right one (256
/// KiB) stay in a 1 MiB L2.
constexpr int64_t kRowKernelsPerBlock = 32;
constexpr int64_t kColumnKernelsPerBlock = 8;
constexpr int64_t kBlockK = 256;
/// The deepest k block getBlockK chooses.
constexpr int64_t kMaxBlockK = 512;
/// Row blocks of a part without batches come in multiples of this when the
/// pass is not told the threads (`threads` = 0): the two cores of the
/// machines this project is measured on get the same share of them.
constexpr int64_t kDefaultRowBlockMultiple = 2;
/// The result rows (columns) from which packing the right (left) operand
/// pays off.
constexpr int64_t kPanelMinRows = 256;
/// The row length (bytes) of a right operand read in place from which its
/// multi-row kernels take k blocks of kLongRowsBlockK.
constexpr int64_t kLongRowBytes = 4096;
constexpr int64_t kLongRowsBlockK = 16;
/// The locality hint (prefetcht1: into the L2) with which those kernels
/// prefetch the rows of the next k block (see prefetchRightRows).
constexpr int32_t kLongRowsPrefetchHint = 2;
/// How many k steps ahead a one-row kernel prefetches the rows of a right
/// operand it reads in place.
constexpr int64_t kOneRowPrefetchSteps = 16;
/// The most rows of a result (static) whose kernels share half the
/// registers in one block, a right operand stored [k, n] read in place.
constexpr int64_t kFewRows = 4;
/// The most rows (static) of a contraction whose operands both hold k
/// contiguous that is built as dot products along k (inside a parallel
/// loop; buildRowDotProducts), and the most rows of one group of its
/// accumulators: more run as equal groups in turn.
constexpr int64_t kRowDotMaxRows = 16;
constexpr int64_t kRowDotGroupRows = 8;
/// How many k steps ahead, and with which locality hint (2: into the L2), a
/// multi-row kernel prefetches the rows of a right operand it reads in place
/// with rows shorter than kLongRowBytes (see prefetchRightRows).
constexpr int64_t kInPlacePrefetchSteps = 64;
constexpr int32_t kInPlacePrefetchHint = 2;
constexpr int64_t kPanelMinColumns = 512;
constexpr int64_t kCacheLineBytes = 64;

/// Returns how many elements of `element` a cache line holds.
static int64_t getLineElements(Type element) {
  return kCacheLineBytes * 8 / element.getIntOrFloatBitWidth();
}

/// Returns whether `k0`, the start of a kernel's k block, is 0: the block a
/// result's fill is absorbed into.
static Value isFirstKBlock(OpBuilder &b, Location loc, Value k0) {
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, k0,
                               arith::ConstantIndexOp::create(b, loc, 0));
}

/// A contraction with one m, one n and one k dimension (and any batch
/// dimensions), in the form the kernels are built from: its operands and
/// indexing maps, the loop sizes, and the right operand's packed panels (see
/// packRightOperand) when there are.
struct Contraction {
  linalg::LinalgOp op;
  /// The element type of the kernels' registers and packs: f32, or f16
  /// for the f16 FMA kernels.
  Type element;
  Value packed;
  SmallVector<Value, 3> operands;
  SmallVector<AffineMap, 3> maps;
  SmallVector<unsigned> batch;
  unsigned m, n, k;
  SmallVector<OpFoldResult> sizes;
};

/// The k loop of a micro-kernel and the start of its k block.
struct KernelLoop {
  scf::ForOp loop;
  Value k0;
};

/// How the micro-kernels of a part are built.
enum class StepKind {
  /// linalg.contract tiles, vectorized by the kernel family.
  Tiles,
  /// bf16 dot products over k pairs (emitBF16DotStep).
  BF16Dot,
  /// f16 FMAs on left elements broadcast as 32-bit words (emitF16FMAStep).
  F16FMA,
};

/// A block of the left operand packed for the micro-kernels: its rows from
/// `m0` and columns from `k0`, as [row panel, k, row] of the kernels'
/// element type (tiles); for BF16Dot as [row panel, k / 2, row] i32, each
/// element the bf16 pair of k = 2p and 2p + 1; for F16FMA as [row panel,
/// k, row] i32, each element its f16 twice.
struct LeftBlock {
  Value buffer;
  OpFoldResult m0, k0;
  StepKind step = StepKind::Tiles;
};

/// A rectangle of the result, [mLo, mHi) x [nLo, nHi) in every batch, the
/// static micro-kernel (rows, columns) that divides it, and whether its
/// columns are those of the packed panels.
struct Part {
  OpFoldResult mLo, mHi, nLo, nHi;
  std::pair<int64_t, int64_t> kernel;
  bool panelColumns;
};

} // namespace

/// Returns the position of loop `dim` among the results of `map`.
static std::optional<unsigned> getResultOf(AffineMap map, unsigned dim) {
  return map.getResultPosition(getAffineDimExpr(dim, map.getContext()));
}

/// Returns true if the right operand of `c` is stored [k, n]: n is its
/// innermost dimension, so its rows are contiguous along n.
static bool hasRightRows(const Contraction &c) {
  return getResultOf(c.maps[1], c.n) == c.maps[1].getNumResults() - 1;
}

/// Returns true if `fill` (may be null) fills the result buffer of `op` with
/// zeros: the kernels may then start from zeros and write the result.
static bool isZeroFillOfResult(linalg::FillOp fill, linalg::LinalgOp op) {
  return fill && fill.hasPureBufferSemantics() &&
         fill.getOutputs()[0] == op.getDpsInitOperand(0)->get() &&
         matchPattern(fill.getInputs()[0], m_AnyZeroFloat());
}

/// Returns true if `op` is a contraction on memrefs, which the pass either
/// vectorizes or reports.
static bool isBufferContraction(linalg::LinalgOp op) {
  return op.hasPureBufferSemantics() && op.getNumDpsInputs() == 2 &&
         op.getNumDpsInits() == 1 && linalg::isaContractionOpInterface(op);
}

/// Returns true if both operands of `op` are bf16.
static bool hasBF16Operands(linalg::LinalgOp op) {
  return llvm::all_of(op.getDpsInputOperands(), [](OpOperand *input) {
    return getElementTypeOrSelf(input->get().getType()).isBF16();
  });
}

/// Returns true if `op`'s result is f16 (with f16 operands, for the f16
/// FMA kernels).
static bool hasF16Result(linalg::LinalgOp op) {
  return getElementTypeOrSelf(op.getDpsInitOperand(0)->get().getType())
      .isF16();
}

/// Returns why the micro-kernel does not support `op`, a contraction on
/// memrefs, or an empty string if it does (a single m, n and k dimension, an
/// f32 result whose innermost dimension is n, and f32, f16 or bf16
/// operands; with `f16Results`, also f16 operands multiplied and added into
/// an f16 result); then `dims` holds its dimensions.
static StringRef whyUnsupported(linalg::LinalgOp op,
                                linalg::ContractionDimensions &dims,
                                bool f16Results) {
  FailureOr<linalg::ContractionDimensions> inferred =
      linalg::inferContractionDims(op);
  if (failed(inferred) || inferred->m.size() != 1 || inferred->n.size() != 1 ||
      inferred->k.size() != 1)
    return "not exactly one m, one n and one k dimension";
  dims = *inferred;
  OpOperand *init = op.getDpsInitOperand(0);
  Type result = getElementTypeOrSelf(init->get().getType());
  if (result.isF16() && f16Results) {
    // The f16 FMA kernels: products and sums in f16, as the op's.
    for (OpOperand *input : op.getDpsInputOperands())
      if (!getElementTypeOrSelf(input->get().getType()).isF16())
        return "an operand of the f16 result is not f16";
    for (Operation &inner : op.getBlock()->without_terminator())
      if (!isa<arith::MulFOp, arith::AddFOp>(inner))
        return "the body does more than multiply and add in f16";
  } else {
    if (result.isBF16() || result.isF16())
      return "the result is bf16 or f16 (rope-widen-accumulators, on tensors, "
             "makes it an f32 accumulation)";
    if (!result.isF32())
      return "the result is not f32";
    for (OpOperand *input : op.getDpsInputOperands()) {
      Type element = getElementTypeOrSelf(input->get().getType());
      if (!element.isF32() && !element.isBF16() && !element.isF16())
        return "an operand is not f32, f16 or bf16";
    }
    // The tiles are linalg.contract ops, which multiply in the result type.
    for (Operation &inner : op.getBlock()->without_terminator())
      if (!isa<arith::ExtFOp, arith::MulFOp, arith::AddFOp>(inner) ||
          (isa<arith::MulFOp>(inner) &&
           !inner.getResult(0).getType().isF32()))
        return "the body does more than multiply and add in f32";
  }
  AffineMap initMap = op.getMatchingIndexingMap(init);
  if (initMap.getNumResults() == 0 ||
      getResultOf(initMap, dims.n.front()) != initMap.getNumResults() - 1)
    return "n is not the result's innermost dimension";
  return "";
}

/// Returns a rank-reduced subview of operand `index` of `c` for the tile at
/// batch indices `batchIvs`, offsets `offsets` and sizes `sizes` (both in
/// m, n, k order), and its indexing map over the loops (m, n, k).
static std::pair<Value, AffineMap>
createView(RewriterBase &rewriter, Location loc, const Contraction &c,
           unsigned index, ValueRange batchIvs, ArrayRef<OpFoldResult> offsets,
           ArrayRef<OpFoldResult> sizes) {
  MLIRContext *context = rewriter.getContext();
  OpFoldResult one = rewriter.getIndexAttr(1);
  Value operand = c.operands[index];
  AffineMap map = c.maps[index];
  SmallVector<OpFoldResult> viewOffsets, viewSizes;
  SmallVector<int64_t> shape;
  SmallVector<AffineExpr> results;
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i) {
    unsigned dim = map.getDimPosition(i);
    const auto *batch = llvm::find(c.batch, dim);
    if (batch != c.batch.end()) {
      viewOffsets.push_back(batchIvs[batch - c.batch.begin()]);
      viewSizes.push_back(one);
      continue;
    }
    unsigned loop = dim == c.m ? 0 : dim == c.n ? 1 : 2;
    viewOffsets.push_back(offsets[loop]);
    viewSizes.push_back(sizes[loop]);
    std::optional<int64_t> size = getConstantIntValue(sizes[loop]);
    shape.push_back(size ? *size : ShapedType::kDynamic);
    results.push_back(getAffineDimExpr(loop, context));
  }
  SmallVector<OpFoldResult> strides(viewOffsets.size(), one);
  auto viewType = memref::SubViewOp::inferRankReducedResultType(
      shape, cast<MemRefType>(operand.getType()), viewOffsets, viewSizes,
      strides);
  Value view = memref::SubViewOp::create(rewriter, loc, viewType, operand,
                                         viewOffsets, viewSizes, strides);
  return {view, AffineMap::get(3, 0, results, context)};
}

/// Creates a linalg.contract over the loops (m, n, k) that computes the tile of
/// `c` at batch indices `batchIvs`, offsets `offsets` and sizes `sizes` (both
/// in m, n, k order) on rank-reduced subviews. With `panels`, the right
/// operand is read from `c.packed`, the tile's columns being one panel; with
/// `left`, the left operand from that block, the tile's rows one row panel.
static linalg::ContractOp createTile(RewriterBase &rewriter, Location loc,
                                     const Contraction &c, ValueRange batchIvs,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes,
                                     bool panels = false,
                                     const LeftBlock *left = nullptr) {
  MLIRContext *context = rewriter.getContext();
  OpFoldResult one = rewriter.getIndexAttr(1);
  SmallVector<Value, 3> views;
  SmallVector<AffineMap, 3> maps;
  for (auto [index, original, map] : llvm::enumerate(c.operands, c.maps)) {
    if (!(panels && index == 1) && !(left && index == 0)) {
      auto [view, viewMap] =
          createView(rewriter, loc, c, index, batchIvs, offsets, sizes);
      views.push_back(view);
      maps.push_back(viewMap);
      continue;
    }
    Value operand = original;
    SmallVector<OpFoldResult> viewOffsets, viewSizes;
    SmallVector<int64_t> shape;
    SmallVector<AffineExpr> results;
    if (panels && index == 1) {
      // [batch..., panel, k, column] -> [k, column].
      for (unsigned i = 0, e = map.getNumResults(); i < e; ++i) {
        const auto *batch = llvm::find(c.batch, map.getDimPosition(i));
        if (batch != c.batch.end()) {
          viewOffsets.push_back(batchIvs[batch - c.batch.begin()]);
          viewSizes.push_back(one);
        }
      }
      AffineExpr d0;
      bindDims(context, d0);
      int64_t cols = *getConstantIntValue(sizes[1]);
      viewOffsets.append({affine::makeComposedFoldedAffineApply(
                              rewriter, loc, d0.floorDiv(cols), {offsets[1]}),
                          offsets[2], rewriter.getIndexAttr(0)});
      viewSizes.append({one, sizes[2], sizes[1]});
      std::optional<int64_t> depth = getConstantIntValue(sizes[2]);
      shape = {depth ? *depth : ShapedType::kDynamic, cols};
      results = {getAffineDimExpr(2, context), getAffineDimExpr(1, context)};
      operand = c.packed;
    } else if (left && index == 0) {
      // [row panel, k, row] -> [k, row].
      AffineExpr d0, d1;
      bindDims(context, d0, d1);
      int64_t rows = *getConstantIntValue(sizes[0]);
      viewOffsets = {
          affine::makeComposedFoldedAffineApply(
              rewriter, loc, (d0 - d1).floorDiv(rows), {offsets[0], left->m0}),
          affine::makeComposedFoldedAffineApply(rewriter, loc, d0 - d1,
                                                {offsets[2], left->k0}),
          rewriter.getIndexAttr(0)};
      viewSizes = {one, sizes[2], sizes[0]};
      std::optional<int64_t> depth = getConstantIntValue(sizes[2]);
      shape = {depth ? *depth : ShapedType::kDynamic, rows};
      results = {getAffineDimExpr(2, context), getAffineDimExpr(0, context)};
      operand = left->buffer;
    }
    SmallVector<OpFoldResult> strides(viewOffsets.size(), one);
    auto viewType = memref::SubViewOp::inferRankReducedResultType(
        shape, cast<MemRefType>(operand.getType()), viewOffsets, viewSizes,
        strides);
    views.push_back(memref::SubViewOp::create(rewriter, loc, viewType, operand,
                                              viewOffsets, viewSizes, strides));
    maps.push_back(AffineMap::get(3, 0, results, context));
  }
  return linalg::ContractOp::create(
      rewriter, loc, ValueRange{views[0], views[1]}, ValueRange{views[2]},
      rewriter.getAffineMapArrayAttr(maps));
}

/// Creates `scf.for` loops from `lbs` to `ubs` by `steps` at the insertion
/// point, leaves the insertion point in the innermost body and returns its
/// induction variables.
static SmallVector<Value> createLoops(OpBuilder &b, Location loc,
                                      ArrayRef<OpFoldResult> lbs,
                                      ArrayRef<OpFoldResult> ubs,
                                      ArrayRef<OpFoldResult> steps) {
  SmallVector<Value> ivs;
  for (auto [lb, ub, step] : llvm::zip(lbs, ubs, steps)) {
    auto loop =
        scf::ForOp::create(b, loc, getValueOrCreateConstantIndexOp(b, loc, lb),
                           getValueOrCreateConstantIndexOp(b, loc, ub),
                           getValueOrCreateConstantIndexOp(b, loc, step));
    b.setInsertionPoint(loop.getBody()->getTerminator());
    ivs.push_back(loop.getInductionVar());
  }
  return ivs;
}

/// Creates loops from 0 to `ubs` by 1 at the insertion point, one
/// `scf.forall` when `parallel`, else nested `scf.for` loops. Leaves the
/// insertion point in the body and returns the outermost loop and the
/// induction variables.
static std::pair<Operation *, SmallVector<Value>>
createParallelLoops(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> ubs,
                    bool parallel) {
  SmallVector<OpFoldResult> zeros(ubs.size(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(ubs.size(), b.getIndexAttr(1));
  if (parallel) {
    auto forall = scf::ForallOp::create(b, loc, zeros, ubs, ones, ValueRange(),
                                        std::nullopt);
    b.setInsertionPoint(forall.getBody()->getTerminator());
    return {forall, llvm::to_vector(forall.getInductionVars())};
  }
  SmallVector<Value> ivs = createLoops(b, loc, zeros, ubs, ones);
  return {ivs.front().getParentBlock()->getParentOp(), ivs};
}

/// Creates the outer loops of a part, over the batch dimensions, over
/// `blocks` blocks of m and, when `columnSplits` > 1, over that many ranges
/// of n (see createParallelLoops).
static std::pair<Operation *, SmallVector<Value>>
createOuterLoops(OpBuilder &b, Location loc, const Contraction &c,
                 OpFoldResult blocks, int64_t columnSplits, bool parallel) {
  SmallVector<OpFoldResult> ubs;
  for (unsigned dim : c.batch)
    ubs.push_back(c.sizes[dim]);
  ubs.push_back(blocks);
  if (columnSplits > 1)
    ubs.push_back(b.getIndexAttr(columnSplits));
  return createParallelLoops(b, loc, ubs, parallel);
}

/// Reads `length` consecutive elements of `source`, indexed through `map`
/// by the loop indices `at`, along loop `along` (a gather where that is not
/// the source's innermost dimension), as f32 when `widen`: the f32 panels
/// hold f32, so that kernels of bf16 or f16 operands convert each element
/// once, not once per use.
static Value readAlong(OpBuilder &b, Location loc, Value source, AffineMap map,
                       const llvm::SmallDenseMap<unsigned, Value> &at,
                       unsigned along, int64_t length, bool widen = true) {
  auto type = cast<MemRefType>(source.getType());
  SmallVector<Value> indices;
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i)
    indices.push_back(at.lookup(map.getDimPosition(i)));
  AffineMap read = AffineMap::get(
      map.getNumResults(), 0,
      {getAffineDimExpr(*getResultOf(map, along), b.getContext())},
      b.getContext());
  Value padding =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(type.getElementType()));
  Value vector = vector::TransferReadOp::create(
      b, loc, VectorType::get({length}, type.getElementType()), source, indices,
      AffineMapAttr::get(read), padding, /*mask=*/Value(),
      b.getBoolArrayAttr({true}));
  if (type.getElementType().isF32() || !widen)
    return vector;
  return arith::ExtFOp::create(
      b, loc, VectorType::get({length}, b.getF32Type()), vector);
}

/// Returns `vector` of 16-bit floats as its bits (i16). The packs of the
/// 16-bit kernels move such values as i16 from their loads on: LLVM's x86
/// backend cannot promote a bf16 vector of some lengths (9 lanes, a
/// remainder of the sapphirerapids block's 12 rows) that lives across
/// blocks.
static Value asInt16Bits(OpBuilder &b, Location loc, Value vector) {
  auto type = cast<VectorType>(vector.getType());
  return vector::BitCastOp::create(
      b, loc, VectorType::get(type.getShape(), b.getI16Type()), vector);
}

/// Reads, as readAlong, the bf16 elements at k = `even` and k = `even` + 1
/// (loop `kDim`, of size `kSize`) and returns them as i32 pairs (see
/// interleaveBF16Pairs); past `kSize` the odd one is zero.
static Value readPairsAlong(OpBuilder &b, Location loc, Value source,
                            AffineMap map,
                            llvm::SmallDenseMap<unsigned, Value> at,
                            unsigned along, int64_t length, unsigned kDim,
                            Value even, OpFoldResult kSize) {
  at[kDim] = even;
  Value first = asInt16Bits(
      b, loc, readAlong(b, loc, source, map, at, along, length, false));
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value odd = arith::AddIOp::create(b, loc, even, one);
  Value inside = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ult, odd,
      getValueOrCreateConstantIndexOp(b, loc, kSize));
  // The last k of an odd size pairs with a zero; its index must stay in
  // bounds all the same.
  at[kDim] = arith::SelectOp::create(b, loc, inside, odd, even);
  Value second = asInt16Bits(
      b, loc, readAlong(b, loc, source, map, at, along, length, false));
  Value zeros = arith::ConstantOp::create(
      b, loc, b.getZeroAttr(cast<VectorType>(second.getType())));
  second = arith::SelectOp::create(b, loc, inside, second, zeros);
  return interleaveBF16Pairs(b, loc, first, second);
}

/// The lanes of the transposes that pack a right operand stored [n, k]
/// (16 x 16 f32, see packTransposed).
constexpr int64_t kTransposeLanes = 16;

/// Returns true if `source`, indexed through `map`, has elements of type
/// `element` and loop `k` as its innermost dimension, of unit stride.
static bool hasContiguousK(Value source, AffineMap map, unsigned k,
                           Type element) {
  auto type = cast<MemRefType>(source.getType());
  if (type.getElementType() != element ||
      getResultOf(map, k) != map.getNumResults() - 1)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) &&
         strides.back() == 1;
}

/// Returns the loop indices of the right operand's batch dimensions (the
/// first of `batchIvs`, in the order of its indexing map) and of k (`k`),
/// as readAlong takes them.
static llvm::SmallDenseMap<unsigned, Value>
getRightIndices(const Contraction &c, ArrayRef<Value> batchIvs, Value k) {
  AffineMap map = c.maps[1];
  llvm::SmallDenseMap<unsigned, Value> at;
  unsigned batchIndex = 0;
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i)
    if (llvm::is_contained(c.batch, map.getDimPosition(i)))
      at[map.getDimPosition(i)] = batchIvs[batchIndex++];
  at[c.k] = k;
  return at;
}

/// Reads, as readAlong, the piece of `source` along loop `k` that one row
/// of a transposed block holds: kTransposeLanes elements, or with `pairs`
/// kTransposeLanes bf16 pairs (2 x kTransposeLanes bf16) as i32 words.
static Value readTransposePiece(OpBuilder &b, Location loc, Value source,
                                AffineMap map,
                                const llvm::SmallDenseMap<unsigned, Value> &at,
                                unsigned k, bool pairs) {
  Value piece = readAlong(b, loc, source, map, at, k,
                          pairs ? 2 * kTransposeLanes : kTransposeLanes,
                          /*widen=*/!pairs);
  if (!pairs)
    return piece;
  return vector::BitCastOp::create(
      b, loc, VectorType::get({kTransposeLanes}, b.getI32Type()),
      asInt16Bits(b, loc, piece));
}

/// Returns the kTransposeLanes x kTransposeLanes block whose first rows are
/// `pieces` (the rest zeros), transposed: vector.transpose, which
/// rope-lower-to-llvm lowers to shuffles.
static Value transposePieces(OpBuilder &b, Location loc,
                             ArrayRef<Value> pieces) {
  auto pieceType = cast<VectorType>(pieces.front().getType());
  auto blockType = VectorType::get({kTransposeLanes, kTransposeLanes},
                                   pieceType.getElementType());
  Value block =
      arith::ConstantOp::create(b, loc, blockType, b.getZeroAttr(blockType));
  for (auto [row, piece] : llvm::enumerate(pieces))
    block = vector::InsertOp::create(b, loc, piece, block,
                                     static_cast<int64_t>(row));
  return vector::TransposeOp::create(b, loc, block, {1, 0});
}

/// Packs k in [k, k + kTransposeLanes) of the right operand's panel at the
/// last of `panelIvs` (after the batch indices) into `buffer`: for each
/// kTransposeLanes columns of the panel, their rows' pieces along k (one
/// vector each) as a 16 x 16 block, transposed (transposePieces), and
/// stored as kTransposeLanes rows of the panel, where a gather along n
/// builds each element with its own insert. On an Intel Xeon with AMX
/// (family 6 model 167), [8, 2048, 128] x K [8, 2048, 128] read through the
/// map, 1 thread, builds interleaved in one process: median 165 -> 168-169
/// GFLOP/s.
///
/// With `pairs` (bf16 operands), `k` and the panel's rows count k pairs: a
/// row's piece is kTransposeLanes pairs read as i32 words, so the block
/// transposes the pairs whole, where the gathers along n insert each bf16
/// on its own (two inserts per word).
static void packTransposed(RewriterBase &rewriter, Location loc,
                           const Contraction &c, Value buffer,
                           ArrayRef<Value> panelIvs, Value k, int64_t cols,
                           bool pairs) {
  AffineExpr d0;
  bindDims(rewriter.getContext(), d0);
  llvm::SmallDenseMap<unsigned, Value> at = getRightIndices(
      c, panelIvs,
      pairs ? affine::makeComposedAffineApply(rewriter, loc, d0 * 2, {k})
                  .getResult()
            : k);
  for (int64_t half = 0; half < cols; half += kTransposeLanes) {
    SmallVector<Value> pieces;
    for (int64_t row = 0; row < kTransposeLanes; ++row) {
      at[c.n] = getValueOrCreateConstantIndexOp(
          rewriter, loc,
          affine::makeComposedFoldedAffineApply(
              rewriter, loc, d0 * cols + half + row, {panelIvs.back()}));
      pieces.push_back(readTransposePiece(rewriter, loc, c.operands[1],
                                          c.maps[1], at, c.k, pairs));
    }
    Value rows = transposePieces(rewriter, loc, pieces);
    for (int64_t step = 0; step < kTransposeLanes; ++step) {
      SmallVector<Value> indices(panelIvs);
      indices.push_back(
          getValueOrCreateConstantIndexOp(rewriter, loc,
                                          affine::makeComposedFoldedAffineApply(
                                              rewriter, loc, d0 + step, {k})));
      indices.push_back(arith::ConstantIndexOp::create(rewriter, loc, half));
      vector::StoreOp::create(
          rewriter, loc, vector::ExtractOp::create(rewriter, loc, rows, step),
          buffer, indices);
    }
  }
}

/// Packs the k pairs [pair, pair + kTransposeLanes) of the k block at `k0`
/// of the left operand's row panel `panel` (`rows` rows from `m0` + `panel`
/// x `rows`; `at` holds the batch indices) into `buffer` [panels, pairs,
/// rows] i32, for the dot-product kernels of a left operand of bf16 with k
/// contiguous: each row's kTransposeLanes pairs are one load, and the
/// block's transpose (transposePieces, rows <= kTransposeLanes) gives a
/// pair's words for all the panel's rows at once, where readPairsAlong
/// gathers each bf16 on its own. On an AMD EPYC Zen 4 (family 25 model 17),
/// the packs of Q (Q K^T) and P (P V) took 2.6 and 5.0 % of fused bf16
/// attention's time (8 heads, S = 2048, 1 thread, perf samples) by gathers.
static void packLeftTransposed(RewriterBase &rewriter, Location loc,
                               const Contraction &c, Value buffer,
                               llvm::SmallDenseMap<unsigned, Value> at,
                               OpFoldResult m0, OpFoldResult k0, Value panel,
                               Value pair, int64_t rows) {
  AffineExpr d0, d1;
  bindDims(rewriter.getContext(), d0, d1);
  at[c.k] =
      affine::makeComposedAffineApply(rewriter, loc, d0 + d1 * 2, {k0, pair});
  SmallVector<Value> pieces;
  for (int64_t row = 0; row < rows; ++row) {
    at[c.m] = affine::makeComposedAffineApply(
        rewriter, loc, d0 + d1 * rows + row, {m0, panel});
    pieces.push_back(readTransposePiece(rewriter, loc, c.operands[0], c.maps[0],
                                        at, c.k, /*pairs=*/true));
  }
  Value words = transposePieces(rewriter, loc, pieces);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  for (int64_t step = 0; step < kTransposeLanes; ++step) {
    Value word = vector::ExtractOp::create(rewriter, loc, words, step);
    if (rows < kTransposeLanes)
      word = vector::ExtractStridedSliceOp::create(
          rewriter, loc, word, /*offsets=*/{0}, /*sizes=*/{rows},
          /*strides=*/{1});
    Value packed =
        affine::makeComposedAffineApply(rewriter, loc, d0 + step, {pair});
    vector::StoreOp::create(rewriter, loc, word, buffer,
                            ValueRange{panel, packed, zero});
  }
}

/// Copies columns [0, panels * cols) of the right operand into panels of
/// `cols` columns, an f32 buffer [its batch dimensions..., panels, k, cols], in
/// which a micro-kernel finds the rows of its k loop at consecutive
/// addresses: rows of a power-of-two length (2048 floats) otherwise fall
/// into a few cache sets, and a right operand read as [n, k] (QK^T) would
/// need a gather per row. With `pairs` (bf16 operands, the dot-product
/// kernels), the buffer is [batch..., panels, k / 2 rounded up, cols] i32
/// instead, each element the bf16 pair at k = 2p and 2p + 1 of its column.
/// One pass over the operand, parallel over groups of
/// kColumnKernelsPerBlock panels when `parallel`.
/// Returns the buffer, which the caller frees.
static Value packRightOperand(RewriterBase &rewriter, Location loc,
                              const Contraction &c, OpFoldResult panels,
                              int64_t cols, bool parallel, bool pairs) {
  MLIRContext *context = rewriter.getContext();
  Value source = c.operands[1];
  AffineMap map = c.maps[1];
  SmallVector<OpFoldResult> ubs;
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i)
    if (llvm::is_contained(c.batch, map.getDimPosition(i)))
      ubs.push_back(memref::getMixedSize(rewriter, loc, source, i));
  AffineExpr d0, d1;
  bindDims(context, d0, d1);
  OpFoldResult depth =
      pairs ? affine::makeComposedFoldedAffineApply(rewriter, loc,
                                                    d0.ceilDiv(2), {c.sizes[c.k]})
            : c.sizes[c.k];
  SmallVector<OpFoldResult> sizes(ubs);
  sizes.push_back(panels);
  sizes.push_back(depth);
  sizes.push_back(rewriter.getIndexAttr(cols));
  SmallVector<int64_t> shape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, shape);
  auto type =
      MemRefType::get(shape, pairs ? Type(rewriter.getI32Type()) : c.element);
  Value buffer = memref::AllocOp::create(rewriter, loc, type, dynamicSizes,
                                         rewriter.getI64IntegerAttr(64));
  // Kept for the next call (rope-cache-scratch-buffers).
  markScratch(buffer.getDefiningOp());
  OpBuilder::InsertionGuard guard(rewriter);
  // Panels in groups of kColumnKernelsPerBlock, k outside the panels of a
  // group: each k step reads a row's piece across the group (1 KiB of f32),
  // not one panel's 128 bytes of each row, which for rows of 4 KiB or more
  // (n >= 1024) touches a new page, in the same cache set, at every step.
  ubs.push_back(affine::makeComposedFoldedAffineApply(
      rewriter, loc, d0.ceilDiv(kColumnKernelsPerBlock), {panels}));
  SmallVector<Value> ivs =
      createParallelLoops(rewriter, loc, ubs, parallel).second;
  Value group = ivs.back();
  OpFoldResult firstPanel = affine::makeComposedFoldedAffineApply(
      rewriter, loc, d0 * kColumnKernelsPerBlock, {group});
  OpFoldResult endPanel = affine::makeComposedFoldedAffineMin(
      rewriter, loc,
      AffineMap::get(2, 0, {d0 + kColumnKernelsPerBlock, d1}, context),
      {firstPanel, panels});
  // A right operand stored [n, k] (k contiguous) of f32, or of bf16 packed
  // in pairs: whole chunks of kTransposeLanes k (pairs) by transposes, the
  // rest (or all, otherwise) by gathers along n. With pairs, a chunk needs
  // both elements of each of its pairs: the chunks end before an odd k's
  // last pair.
  OpFoldResult gatherFrom = rewriter.getIndexAttr(0);
  if (cols % kTransposeLanes == 0 &&
      hasContiguousK(source, map, c.k,
                     pairs ? Type(rewriter.getBF16Type())
                           : Type(rewriter.getF32Type()))) {
    OpBuilder::InsertionGuard loopGuard(rewriter);
    gatherFrom = affine::makeComposedFoldedAffineApply(
        rewriter, loc,
        pairs ? d0.floorDiv(2 * kTransposeLanes) * kTransposeLanes
              : d0.floorDiv(kTransposeLanes) * kTransposeLanes,
        {pairs ? c.sizes[c.k] : depth});
    SmallVector<Value> inner = createLoops(
        rewriter, loc, {rewriter.getIndexAttr(0), firstPanel},
        {gatherFrom, endPanel},
        {rewriter.getIndexAttr(kTransposeLanes), rewriter.getIndexAttr(1)});
    SmallVector<Value> panelIvs(ivs);
    panelIvs.back() = inner[1];
    packTransposed(rewriter, loc, c, buffer, panelIvs, inner[0], cols, pairs);
  }
  SmallVector<Value> inner =
      createLoops(rewriter, loc, {gatherFrom, firstPanel}, {depth, endPanel},
                  {rewriter.getIndexAttr(1), rewriter.getIndexAttr(1)});
  Value k = inner[0];
  ivs.back() = inner[1];
  llvm::SmallDenseMap<unsigned, Value> at = getRightIndices(c, ivs, k);
  at[c.n] = getValueOrCreateConstantIndexOp(
      rewriter, loc,
      affine::makeComposedFoldedAffineApply(rewriter, loc, d0 * cols,
                                            {ivs.back()}));
  Value row =
      pairs ? readPairsAlong(
                  rewriter, loc, source, map, at, c.n, cols, c.k,
                  affine::makeComposedAffineApply(rewriter, loc, d0 * 2, {k}),
                  c.sizes[c.k])
            : readAlong(rewriter, loc, source, map, at, c.n, cols,
                        /*widen=*/c.element.isF32());
  SmallVector<Value> packedIndices(ivs);
  packedIndices.push_back(k);
  packedIndices.push_back(arith::ConstantIndexOp::create(rewriter, loc, 0));
  vector::TransferWriteOp::create(rewriter, loc, row, buffer, packedIndices,
                                  ArrayRef<bool>{true});
  return buffer;
}

/// Returns memref.prefetch's locality hint for rows that `shape`'s CPU
/// streams once from memory: 3 (prefetcht0) for its streamCacheLevel 1, 2
/// (prefetcht1) for 2.
static int32_t getStreamLocalityHint(const CPUKernelShape &shape) {
  return shape.streamCacheLevel == 2 ? 2 : 3;
}

/// Prefetches, in a kernel's k loop at step `k`, each cache line of the row
/// `distance` steps ahead of the packed right panel that holds column `n`
/// (panels of `cols` columns), with `localityHint` as memref.prefetch's (3:
/// into the L1, 2: into the L2). Past the end of the panel the prefetch
/// reads the next one's rows, or nothing: x86 drops prefetches of unmapped
/// addresses.
static void prefetchPanel(RewriterBase &rewriter, Location loc,
                          const Contraction &c, ValueRange batchIvs, Value n,
                          Value k, int64_t cols, int64_t distance,
                          int32_t localityHint) {
  AffineExpr d0;
  bindDims(rewriter.getContext(), d0);
  SmallVector<Value> indices;
  AffineMap map = c.maps[1];
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i) {
    const auto *batch = llvm::find(c.batch, map.getDimPosition(i));
    if (batch != c.batch.end())
      indices.push_back(batchIvs[batch - c.batch.begin()]);
  }
  indices.push_back(affine::makeComposedAffineApply(rewriter, loc,
                                                    d0.floorDiv(cols), {n}));
  indices.push_back(
      affine::makeComposedAffineApply(rewriter, loc, d0 + distance, {k}));
  int64_t lineElements = getLineElements(c.element);
  for (int64_t column = 0; column < cols; column += lineElements) {
    SmallVector<Value> at(indices);
    at.push_back(arith::ConstantIndexOp::create(rewriter, loc, column));
    memref::PrefetchOp::create(rewriter, loc, c.packed, at, /*isWrite=*/false,
                               localityHint, /*isDataCache=*/true);
  }
}

/// Prefetches, in a kernel's k loop at step `k`, each cache line of the
/// columns [n, n + cols) of the right operand's row `distance` steps ahead
/// (`localityHint` as memref.prefetch's), where the operand is read in
/// place (stored [k, n], not packed):
/// * a one-row kernel (a decode step's values, streamed once from memory,
///   where the next rows of the block, and past its end the next block's,
///   are the next in memory) into the cache level of the table's
///   streamCacheLevel (the L2 on Zen 4, else the L1);
/// * a multi-row kernel in k blocks of kLongRowsBlockK, the rows of the
///   next k block at the same columns into the L2: the threads of a column
///   split read pieces of rows, which the hardware prefetchers do not run
///   past. On an Intel Xeon with AMX (family 6 model 167), f32, result rows
///   64-byte aligned, builds interleaved in one process: [12, 1000] x
///   [1000, 1088] 198 -> 218 GFLOP/s on 2 threads, 124 -> 136 on 1;
///   [8, 4096] x [4096, 4096] 94 -> 103 on 1 thread; others unchanged;
/// * any other multi-row kernel, the rows kInPlacePrefetchSteps ahead into
///   the L2: past the end of a flash tile's key block (the transposed keys
///   of Q K^T, the values of P V), those of the next block, whose first
///   reads otherwise wait on the L3 or memory. On the same Xeon, one
///   thread, builds interleaved in one process: fused attention, 8 heads, S
///   = 2048, 169 -> 180 GFLOP/s (GQA 32/8 163 -> 168; causal 155 -> 156; 2
///   threads 340 -> 354); [128, 1024] x [1024, 1000] 137 -> 161, [200, 768]
///   x [768, 768] 177 -> 187, [12, 1024] x [1024, 960] 78 -> 121; small
///   operands that stay in the L2 lose 1-3% ([100, 512] x [512, 512] 204
///   -> 199).
/// Only right operands stored [k, n] qualify (hasRightRows): a row of one
/// stored [n, k] is not contiguous along n.
/// x86 drops prefetches of unmapped addresses past the end.
static void prefetchRightRows(RewriterBase &rewriter, Location loc,
                              const Contraction &c, ValueRange batchIvs,
                              Value n, Value k, int64_t cols, int64_t distance,
                              int32_t localityHint) {
  AffineExpr d0;
  bindDims(rewriter.getContext(), d0);
  Value right = c.operands[1];
  Type element = cast<MemRefType>(right.getType()).getElementType();
  int64_t lineElements = getLineElements(element);
  Value ahead =
      affine::makeComposedAffineApply(rewriter, loc, d0 + distance, {k});
  AffineMap map = c.maps[1];
  for (int64_t column = 0; column < cols; column += lineElements) {
    Value at = affine::makeComposedAffineApply(rewriter, loc, d0 + column, {n});
    SmallVector<Value> indices;
    for (unsigned i = 0, e = map.getNumResults(); i < e; ++i) {
      unsigned dim = map.getDimPosition(i);
      const auto *batch = llvm::find(c.batch, dim);
      indices.push_back(batch != c.batch.end()
                            ? batchIvs[batch - c.batch.begin()]
                        : dim == c.k ? ahead
                                     : at);
    }
    memref::PrefetchOp::create(rewriter, loc, right, indices,
                               /*isWrite=*/false, localityHint,
                               /*isDataCache=*/true);
  }
}

/// Returns the k extent of the cache blocks on the CPU of `shape`: kBlockK,
/// doubled up to kMaxBlockK while a block of the left operand
/// (kRowKernelsPerBlock of the row's f32 kernels) and one of the right
/// operand (kColumnKernelsPerBlock kernels), of `operandBytes` elements as
/// packed (4, or 2 for bf16 pairs), fill at most two thirds of its L2. The
/// kernels read and write each tile of the result once per k block, from
/// the L3 or memory once a part's rows have left the L2: deeper blocks make
/// fewer such passes. Of the table, the sapphirerapids row (2 MiB of L2)
/// takes 512 for f32 operands (1.25 MiB of blocks): on an Intel Xeon with
/// AMX (family 6 model 167), matmul 2048^3 f32, builds interleaved in one
/// process, median GFLOP/s: 1 thread 108 -> 113 and 95 -> 102 in two runs
/// (a third, of both changes together, saw no difference); 2 threads, both
/// with the balanced row blocks of emitPart, 185 -> 192. The other rows
/// take 512 for bf16 dot products (0.5 MiB of blocks on zen4): on an AMD
/// EPYC Zen 4 (family 25 model 17), matmul 2048^3 of bf16 operands,
/// same-run medians, 217 -> 219 GFLOP/s on 1 thread, 427 -> 430 on 2.
static int64_t getBlockK(const CPUKernelShape &shape, int64_t operandBytes) {
  int64_t columns = shape.vectorColumns * shape.vectorBits / 32;
  int64_t bytesPerK =
      (kRowKernelsPerBlock * shape.rows + kColumnKernelsPerBlock * columns) *
      operandBytes;
  int64_t budget = shape.l2KiB * 1024 * 2 / 3;
  int64_t blockK = kBlockK;
  while (blockK < kMaxBlockK && bytesPerK * blockK * 2 <= budget)
    blockK *= 2;
  return blockK;
}

/// Emits the loops of one part of `c` and returns their root op; appends the
/// micro-kernel tiles to `tiles` and their k loops to `kLoops`. With
/// `packLeft`, each block of the left operand is first copied into row
/// panels (a block of rows of a power-of-two length otherwise falls into a
/// few cache sets). With `step` BF16Dot (bf16 operands, `c.packed` in k
/// pairs), the kernels are bf16 dot products over k pairs (emitBF16DotStep)
/// on row panels of pairs; with F16FMA (f16 operands and result, `c.packed`
/// in f16), f16 FMAs (emitF16FMAStep) on row panels of doubled f16; for
/// both, every block of the left operand is packed and no tiles are
/// appended.
///
/// `parts` is one part, or with `stackedRows` the parts of one column range
/// stacked in m (the one of full kernels first, then the remainder rows'),
/// without batches, on tiles (left panels for the first part only): the
/// row blocks are those of the first part, the last of them also runs the
/// remainder's kernels (or, where the threads would otherwise split narrow
/// columns, a block of their own after them), and every kernel of a block
/// runs inside each (k, n) cache block, so that the block reads each piece
/// of a right operand read in place from memory once for all its rows (see
/// LongRightRows in matchAndRewrite).
static Operation *emitPart(RewriterBase &rewriter, Location loc,
                           const Contraction &c, ArrayRef<Part> parts,
                           bool stackedRows, bool parallel,
                           int64_t rowBlockMultiple, bool packLeft,
                           StepKind step, int64_t blockK,
                           const CPUKernelShape &shape,
                           SmallVectorImpl<linalg::ContractOp> &tiles,
                           SmallVectorImpl<KernelLoop> &kLoops) {
  AffineExpr d0, d1;
  bindDims(rewriter.getContext(), d0, d1);
  OpFoldResult zero = rewriter.getIndexAttr(0);
  OpFoldResult one = rewriter.getIndexAttr(1);
  const Part &part = parts.front();
  assert((stackedRows || parts.size() == 1) && "one part unless stacked");
  assert((!stackedRows || (c.batch.empty() && step == StepKind::Tiles)) &&
         "stacked parts take tiles without batches");
  OpFoldResult height = affine::makeComposedFoldedAffineApply(
      rewriter, loc, d1 - d0, {part.mLo, part.mHi});
  auto [rows, cols] = part.kernel;
  // Without batches to share, a part of static height is split into a
  // multiple of `rowBlockMultiple` blocks (balancedBlocks below): 170
  // kernels of 12 rows (m = 2048) in 6 blocks of 28 or 29 kernels, 85 per
  // thread on two. Blocks of 32 and one of 10 gave the threads 96 and 74
  // kernels; blocks of 29 and one of 25, 87 and 83. On an Intel Xeon with
  // AMX (family 6 model 167), matmul 2048^3 f32, 2 threads, builds
  // interleaved in one process, medians: 172 -> 185 GFLOP/s, then (a later
  // session, the machine faster) 386-399 -> 406-408.
  std::optional<int64_t> width =
      getConstantIntValue(affine::makeComposedFoldedAffineApply(
          rewriter, loc, d1 - d0, {part.nLo, part.nHi}));
  int64_t rightBytes =
      getElementTypeOrSelf(c.operands[1].getType()).getIntOrFloatBitWidth() / 8;
  // Stacked rows make one block where its blocks would otherwise run in
  // turn, or where its columns split between the threads leave each at
  // least kLongRowBytes of a row (each thread then streams its share of the
  // right operand once for all the rows): on an Intel Xeon with AMX
  // (family 6 model 167), [64, 4096] x [4096, 4096] f32, 2 threads: 205 ->
  // 248 GFLOP/s (two row blocks each streamed all 64 MiB), 1 thread 118 ->
  // 132-139. Narrower shares keep the prefetchers from running ahead ([48,
  // 1000] x [1000, 1100], 2 threads: 293 in two row blocks, 157 in one).
  bool oneBlock =
      stackedRows &&
      (!parallel || rowBlockMultiple == 1 ||
       (width && *width * rightBytes / rowBlockMultiple >= kLongRowBytes));
  int64_t rowKernels = kRowKernelsPerBlock;
  std::optional<int64_t> staticHeight = getConstantIntValue(height);
  // Balanced: a part of whole kernels that is not stacked splits them into
  // `balancedBlocks` blocks whose sizes differ by one kernel at most.
  std::optional<int64_t> balancedBlocks;
  int64_t kernels = 0;
  if (c.batch.empty() && staticHeight) {
    kernels = std::max<int64_t>(1, *staticHeight / rows);
    int64_t blocks = llvm::alignTo(
        llvm::divideCeil(kernels, kRowKernelsPerBlock), rowBlockMultiple);
    rowKernels = std::clamp<int64_t>(llvm::divideCeil(kernels, blocks), 1,
                                     kRowKernelsPerBlock);
    if (oneBlock && kernels <= kRowKernelsPerBlock)
      rowKernels = kernels;
    else if (!stackedRows && *staticHeight == kernels * rows)
      balancedBlocks = std::min(blocks, kernels);
  }
  int64_t blockM = rows * rowKernels;
  int64_t blockN = cols * kColumnKernelsPerBlock;
  MLIRContext *context = rewriter.getContext();
  OpFoldResult blocks = balancedBlocks
                            ? rewriter.getIndexAttr(*balancedBlocks)
                            : affine::makeComposedFoldedAffineApply(
                                  rewriter, loc, d0.ceilDiv(blockM), {height});
  // Stacked rows in blocks (narrow shares, see oneBlock) whose full kernels
  // make fewer blocks than threads: their columns would be split into
  // narrow ranges (on the same Xeon, [20, 1000] x [1000, 1088] f32 on 2
  // threads: 130 GFLOP/s in halves of 2176 bytes, 1 thread 123). The
  // remainder's kernels get a block of their own instead, after the full
  // ones' (the same shape: 130 -> 211, PyTorch 210 in the same run), and
  // the threads read whole rows.
  std::optional<int64_t> staticBlocks = getConstantIntValue(blocks);
  bool remainderBlock = stackedRows && !oneBlock && parts.size() > 1 &&
                        staticBlocks && *staticBlocks < rowBlockMultiple;
  if (remainderBlock) {
    blocks = rewriter.getIndexAttr(*staticBlocks + 1);
    staticBlocks = *staticBlocks + 1;
  }
  // Fewer row blocks than threads (few rows, no batches): n is split too,
  // into as many ranges as give each thread one (m = 8 on two threads: one
  // row block, two halves of n, each thread reading half of a right
  // operand read in place), of whole kernels.
  int64_t columnSplits = 1;
  if (parallel && c.batch.empty() && staticBlocks && *staticBlocks > 0 &&
      *staticBlocks < rowBlockMultiple && width)
    columnSplits = std::max<int64_t>(
        1, std::min(rowBlockMultiple / *staticBlocks, *width / cols));
  auto [root, ivs] =
      createOuterLoops(rewriter, loc, c, blocks, columnSplits, parallel);
  Value split = columnSplits > 1 ? ivs.pop_back_val() : Value();
  ValueRange batchIvs = ArrayRef<Value>(ivs).drop_back();
  OpFoldResult m0, mEnd;
  if (balancedBlocks) {
    // Block b runs kernels [b kernels / blocks, (b + 1) kernels / blocks),
    // rounded down.
    m0 = affine::makeComposedFoldedAffineApply(
        rewriter, loc, d0 + (d1 * kernels).floorDiv(*balancedBlocks) * rows,
        {part.mLo, ivs.back()});
    mEnd = affine::makeComposedFoldedAffineApply(
        rewriter, loc,
        d0 + ((d1 + 1) * kernels).floorDiv(*balancedBlocks) * rows,
        {part.mLo, ivs.back()});
  } else {
    m0 = affine::makeComposedFoldedAffineApply(rewriter, loc, d0 + d1 * blockM,
                                               {part.mLo, ivs.back()});
    mEnd = affine::makeComposedFoldedAffineMin(
        rewriter, loc, AffineMap::get(2, 0, {d0 + blockM, d1}, context),
        {m0, part.mHi});
  }
  std::optional<LeftBlock> left;
  bool dot = step == StepKind::BF16Dot;
  if (packLeft || step != StepKind::Tiles) {
    auto type =
        step == StepKind::Tiles
            ? MemRefType::get({rowKernels, blockK, rows}, c.element)
            : MemRefType::get({rowKernels, dot ? blockK / 2 : blockK, rows},
                              rewriter.getI32Type());
    // On the heap: 256 KiB would overflow small thread stacks.
    left = LeftBlock{memref::AllocOp::create(rewriter, loc, type,
                                             rewriter.getI64IntegerAttr(64)),
                     m0, OpFoldResult(), step};
  }
  // Cache blocks of k, then n.
  Value k0 = createLoops(rewriter, loc, {zero}, {c.sizes[c.k]},
                         {rewriter.getIndexAttr(blockK)})
                 .front();
  if (left) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointAfter(k0.getParentBlock()->getParentOp());
    memref::DeallocOp::create(rewriter, loc, left->buffer);
  }
  OpFoldResult kEnd = affine::makeComposedFoldedAffineMin(
      rewriter, loc, AffineMap::get(2, 0, {d0 + blockK, d1}, context),
      {k0, c.sizes[c.k]});
  if (left) {
    left->k0 = k0;
    OpBuilder::InsertionGuard guard(rewriter);
    AffineExpr depth = dot ? (d0 - d1).ceilDiv(2) : d0 - d1;
    OpFoldResult panels = affine::makeComposedFoldedAffineApply(
        rewriter, loc, (d0 - d1).floorDiv(rows), {mEnd, m0});
    llvm::SmallDenseMap<unsigned, Value> at;
    for (auto [dim, iv] : llvm::zip(c.batch, batchIvs))
      at[dim] = iv;
    // A left operand of bf16 with k contiguous: whole chunks of
    // kTransposeLanes pairs by transposes, the rest by gathers.
    OpFoldResult gatherFrom = zero;
    if (dot && rows <= kTransposeLanes &&
        hasContiguousK(c.operands[0], c.maps[0], c.k, rewriter.getBF16Type())) {
      OpBuilder::InsertionGuard loopGuard(rewriter);
      gatherFrom = affine::makeComposedFoldedAffineApply(
          rewriter, loc,
          (d0 - d1).floorDiv(2 * kTransposeLanes) * kTransposeLanes,
          {kEnd, k0});
      SmallVector<Value> chunkIvs =
          createLoops(rewriter, loc, {zero, zero}, {panels, gatherFrom},
                      {one, rewriter.getIndexAttr(kTransposeLanes)});
      packLeftTransposed(rewriter, loc, c, left->buffer, at, m0, k0,
                         chunkIvs[0], chunkIvs[1], rows);
    }
    SmallVector<Value> packIvs =
        createLoops(rewriter, loc, {zero, gatherFrom},
                    {panels, affine::makeComposedFoldedAffineApply(
                                 rewriter, loc, depth, {kEnd, k0})},
                    {one, one});
    at[c.m] = getValueOrCreateConstantIndexOp(
        rewriter, loc,
        affine::makeComposedFoldedAffineApply(rewriter, loc, d0 + d1 * rows,
                                              {m0, packIvs[0]}));
    Value column;
    if (dot) {
      Value even = affine::makeComposedAffineApply(rewriter, loc, d0 + d1 * 2,
                                                   {k0, packIvs[1]});
      column = readPairsAlong(rewriter, loc, c.operands[0], c.maps[0], at, c.m,
                              rows, c.k, even, c.sizes[c.k]);
    } else {
      at[c.k] = arith::AddIOp::create(rewriter, loc, k0, packIvs[1]);
      column = readAlong(rewriter, loc, c.operands[0], c.maps[0], at, c.m,
                         rows, /*widen=*/c.element.isF32());
      if (step == StepKind::F16FMA) {
        column = asInt16Bits(rewriter, loc, column);
        column = interleaveBF16Pairs(rewriter, loc, column, column);
      }
    }
    Value zeroIndex = arith::ConstantIndexOp::create(rewriter, loc, 0);
    vector::TransferWriteOp::create(rewriter, loc, column, left->buffer,
                                    {packIvs[0], packIvs[1], zeroIndex},
                                    ArrayRef<bool>{true});
  }
  OpFoldResult nLo = part.nLo, nHi = part.nHi;
  if (split) {
    int64_t chunk = llvm::alignTo(llvm::divideCeil(*width, columnSplits), cols);
    nLo = affine::makeComposedFoldedAffineApply(rewriter, loc, d0 + d1 * chunk,
                                                {part.nLo, split});
    nHi = affine::makeComposedFoldedAffineMin(
        rewriter, loc, AffineMap::get(2, 0, {d0 + chunk, d1}, context),
        {nLo, part.nHi});
  }
  Value n0 =
      createLoops(rewriter, loc, {nLo}, {nHi}, {rewriter.getIndexAttr(blockN)})
          .front();
  OpFoldResult nEnd = affine::makeComposedFoldedAffineMin(
      rewriter, loc, AffineMap::get(2, 0, {d0 + blockN, d1}, context),
      {n0, nHi});
  // Micro-kernels, k innermost: the accumulator is hoisted out of that loop.
  // The dot-product kernels step through k pairs: [k0 / 2, kEnd / 2
  // rounded up) (k0 is even).
  OpFoldResult kLo = k0, kHi = kEnd;
  if (dot) {
    kLo = affine::makeComposedFoldedAffineApply(rewriter, loc,
                                                d0.floorDiv(2), {k0});
    kHi = affine::makeComposedFoldedAffineApply(rewriter, loc, d0.ceilDiv(2),
                                                {kEnd});
  }
  if (stackedRows) {
    // The remainder's rows: in the last row block (of its own, see
    // remainderBlock, where the full kernels' rows are empty), none in the
    // others.
    Value lastBlock = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, ivs.back(),
        getValueOrCreateConstantIndexOp(rewriter, loc,
                                        affine::makeComposedFoldedAffineApply(
                                            rewriter, loc, d0 - 1, {blocks})));
    for (const Part &stacked : parts) {
      OpBuilder::InsertionGuard guard(rewriter);
      int64_t stackedRowsPerKernel = stacked.kernel.first;
      OpFoldResult lo = m0, hi = mEnd;
      if (&stacked != &part) {
        lo = stacked.mLo;
        Value from = getValueOrCreateConstantIndexOp(rewriter, loc, lo);
        hi = arith::SelectOp::create(
                 rewriter, loc, lastBlock,
                 getValueOrCreateConstantIndexOp(rewriter, loc, stacked.mHi),
                 from)
                 .getResult();
      }
      SmallVector<Value> kernelIvs =
          createLoops(rewriter, loc, {lo, n0, kLo}, {hi, nEnd, kHi},
                      {rewriter.getIndexAttr(stackedRowsPerKernel),
                       rewriter.getIndexAttr(cols), one});
      kLoops.push_back(
          {cast<scf::ForOp>(kernelIvs[2].getParentBlock()->getParentOp()), k0});
      if (stackedRowsPerKernel == 1 && !c.packed)
        prefetchRightRows(rewriter, loc, c, batchIvs, kernelIvs[1],
                          kernelIvs[2], cols, kOneRowPrefetchSteps,
                          getStreamLocalityHint(shape));
      else if (!c.packed && blockK == kLongRowsBlockK)
        prefetchRightRows(rewriter, loc, c, batchIvs, kernelIvs[1],
                          kernelIvs[2], cols, kLongRowsBlockK,
                          kLongRowsPrefetchHint);
      tiles.push_back(createTile(rewriter, loc, c, batchIvs,
                                 {kernelIvs[0], kernelIvs[1], kernelIvs[2]},
                                 {rewriter.getIndexAttr(stackedRowsPerKernel),
                                  rewriter.getIndexAttr(cols), one},
                                 stacked.panelColumns && c.packed,
                                 left && &stacked == &part ? &*left : nullptr));
    }
    return root;
  }
  SmallVector<Value> kernelIvs = createLoops(
      rewriter, loc, {m0, n0, kLo}, {mEnd, nEnd, kHi},
      {rewriter.getIndexAttr(rows), rewriter.getIndexAttr(cols), one});
  kLoops.push_back(
      {cast<scf::ForOp>(kernelIvs[2].getParentBlock()->getParentOp()), k0});
  if (part.panelColumns && c.packed) {
    if (shape.prefetchDistance > 0)
      prefetchPanel(rewriter, loc, c, batchIvs, kernelIvs[1], kernelIvs[2],
                    cols, shape.prefetchDistance, /*localityHint=*/3);
    if (shape.l2PrefetchDistance > 0)
      prefetchPanel(rewriter, loc, c, batchIvs, kernelIvs[1], kernelIvs[2],
                    cols, shape.l2PrefetchDistance, /*localityHint=*/2);
  }
  // (k blocks of kLongRowsBlockK: a right operand read in place with long
  // rows, see LongRightRows in matchAndRewrite.)
  if (rows == 1 && !c.packed && !left)
    prefetchRightRows(rewriter, loc, c, batchIvs, kernelIvs[1], kernelIvs[2],
                      cols, kOneRowPrefetchSteps, getStreamLocalityHint(shape));
  else if (!c.packed && blockK == kLongRowsBlockK && step == StepKind::Tiles)
    prefetchRightRows(rewriter, loc, c, batchIvs, kernelIvs[1], kernelIvs[2],
                      cols, kLongRowsBlockK, kLongRowsPrefetchHint);
  else if (!c.packed && rows > 1 && step == StepKind::Tiles &&
           hasRightRows(c))
    prefetchRightRows(rewriter, loc, c, batchIvs, kernelIvs[1], kernelIvs[2],
                      cols, kInPlacePrefetchSteps, kInPlacePrefetchHint);
  if (step != StepKind::Tiles) {
    Value result =
        createView(rewriter, loc, c, 2, batchIvs,
                   {kernelIvs[0], kernelIvs[1], kernelIvs[2]},
                   {rewriter.getIndexAttr(rows), rewriter.getIndexAttr(cols),
                    one})
            .first;
    Value leftPanel = affine::makeComposedAffineApply(
        rewriter, loc, (d0 - d1).floorDiv(rows), {kernelIvs[0], m0});
    // The left block's k index: a pair's for BF16Dot (the loop steps over
    // pairs), a k's otherwise.
    Value leftK = affine::makeComposedAffineApply(
        rewriter, loc, dot ? d0 - d1.floorDiv(2) : d0 - d1,
        {kernelIvs[2], k0});
    SmallVector<Value> rightIndices;
    AffineMap map = c.maps[1];
    for (unsigned i = 0, e = map.getNumResults(); i < e; ++i) {
      const auto *batch = llvm::find(c.batch, map.getDimPosition(i));
      if (batch != c.batch.end())
        rightIndices.push_back(batchIvs[batch - c.batch.begin()]);
    }
    rightIndices.push_back(affine::makeComposedAffineApply(
        rewriter, loc, d0.floorDiv(cols), {kernelIvs[1]}));
    rightIndices.push_back(kernelIvs[2]);
    if (dot)
      emitBF16DotStep(rewriter, loc, result, left->buffer, {leftPanel, leftK},
                      c.packed, rightIndices, rows, cols);
    else
      emitF16FMAStep(rewriter, loc, result, left->buffer, {leftPanel, leftK},
                     c.packed, rightIndices, rows, cols);
    return root;
  }
  tiles.push_back(createTile(
      rewriter, loc, c, batchIvs, {kernelIvs[0], kernelIvs[1], kernelIvs[2]},
      {rewriter.getIndexAttr(rows), rewriter.getIndexAttr(cols), one},
      part.panelColumns && c.packed, left ? &*left : nullptr));
  return root;
}

/// Keeps the accumulator of a micro-kernel in registers across its k loop:
/// a read and a write of the same block of a buffer at loop-invariant
/// indices, the only accesses to that buffer in `loop`, move before and
/// after it, and the value is carried as an iteration argument. Returns the
/// read, or null if there is no such pair; `loop` is updated to the new
/// loop.
/// (linalg::hoistRedundantVectorTransfers does this too but gives up on any
/// buffer that also has a view, as the result has once a fill or a remainder
/// part takes a subview of it.)
static vector::TransferReadOp hoistAccumulator(RewriterBase &rewriter,
                                               scf::ForOp &loop) {
  auto writes =
      llvm::to_vector(loop.getBody()->getOps<vector::TransferWriteOp>());
  for (vector::TransferWriteOp write : writes) {
    Value base = write.getBase();
    if (!loop.isDefinedOutsideOfLoop(base) ||
        !llvm::all_of(write.getIndices(), [&](Value index) {
          return loop.isDefinedOutsideOfLoop(index);
        }))
      continue;
    vector::TransferReadOp read;
    bool onlyPair = true;
    for (Operation *user : base.getUsers()) {
      if (user == write || !loop->isAncestor(user))
        continue;
      auto candidate = dyn_cast<vector::TransferReadOp>(user);
      if (read || !candidate || candidate->getBlock() != loop.getBody() ||
          candidate.getIndices() != write.getIndices() ||
          candidate.getVectorType() != write.getVectorType() ||
          candidate.getPermutationMap() != write.getPermutationMap() ||
          candidate.getMask() || write.getMask())
        onlyPair = false;
      read = candidate;
    }
    if (!onlyPair || !read || !read->isBeforeInBlock(write))
      continue;
    rewriter.moveOpBefore(read, loop);
    FailureOr<LoopLikeOpInterface> hoisted = loop.replaceWithAdditionalYields(
        rewriter, read.getResult(), /*replaceInitOperandUsesInLoop=*/true,
        [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
          return SmallVector<Value>{write.getValueToStore()};
        });
    if (failed(hoisted))
      return nullptr;
    loop = cast<scf::ForOp>(hoisted->getOperation());
    rewriter.moveOpAfter(write, loop);
    rewriter.modifyOpInPlace(write, [&] {
      write.getValueToStoreMutable().assign(loop.getResults().back());
    });
    return read;
  }
  return nullptr;
}

/// Makes the hoisted accumulator `read` of a kernel start from `fill` in the
/// k block from 0 (`k0` is the block's start) instead of from memory.
static void startFromFill(RewriterBase &rewriter, vector::TransferReadOp read,
                          Value k0, Value fill) {
  Location loc = read.getLoc();
  rewriter.setInsertionPoint(read);
  Value first = isFirstKBlock(rewriter, loc, k0);
  auto start = scf::IfOp::create(rewriter, loc, read.getType(), first,
                                 /*withElseRegion=*/true);
  rewriter.setInsertionPointToStart(start.thenBlock());
  scf::YieldOp::create(rewriter, loc,
                       ValueRange{vector::BroadcastOp::create(
                           rewriter, loc, read.getVectorType(), fill)});
  rewriter.setInsertionPointToStart(start.elseBlock());
  auto yield = scf::YieldOp::create(rewriter, loc, read.getResult());
  rewriter.replaceAllUsesExcept(read.getResult(), start.getResult(0), yield);
  rewriter.moveOpBefore(read, yield);
}

/// Makes the kernel `loop`, whose accumulator `read` was hoisted before it,
/// start from zeros (with `fill`: from its value in the k block from 0) and
/// add the result's tile after the loop, having prefetched the tile's lines
/// for writing before it. A result larger than the L2 (`l2Bytes`) has left
/// it, and often the L3, by the time the next k block reads a tile back:
/// the loads that started the kernel stalled its first FMAs, the deferred
/// ones find the lines prefetched. On an Intel Xeon with AMX (family 6
/// model 167), matmul 2048^3 f32, builds interleaved in one process: 1
/// thread 206-208 -> 209-211 GFLOP/s. Smaller results (the blocks of fused
/// attention, which stay in the L2) keep the loads: there, the deferred
/// adds and prefetches cost 1.5 % (8 heads, S = 2048, non-causal). Returns
/// false, changing nothing, if the tile is not a 2-d minor-identity read
/// written back once, or the buffer the result views has a static size
/// that fits the L2.
static bool deferAccumulator(RewriterBase &rewriter,
                             vector::TransferReadOp read, scf::ForOp loop,
                             Value k0, Value fill, int64_t l2Bytes) {
  Value result = loop.getResults().back();
  if (!result.hasOneUse() || loop.getInitArgs().back() != read.getResult())
    return false;
  auto write = dyn_cast<vector::TransferWriteOp>(*result.getUsers().begin());
  VectorType type = read.getVectorType();
  // The buffer the result views (a block of a fused attention's scratch
  // buffer, of dynamic size at a sequence's end, views a static one).
  Value buffer = read.getBase();
  while (auto view = buffer.getDefiningOp<ViewLikeOpInterface>())
    buffer = view.getViewSource();
  auto bufferType = dyn_cast<MemRefType>(buffer.getType());
  if (!write || type.getRank() != 2 || !type.getElementType().isF32() ||
      !bufferType || !read.getPermutationMap().isMinorIdentity() ||
      (bufferType.hasStaticShape() &&
       bufferType.getNumElements() * bufferType.getElementTypeBitWidth() / 8 <=
           l2Bytes))
    return false;
  Location loc = read.getLoc();
  rewriter.setInsertionPoint(loop);
  int64_t lineElements = getLineElements(type.getElementType());
  SmallVector<Value> indices(read.getIndices());
  size_t rowDim = indices.size() - 2, colDim = indices.size() - 1;
  AffineExpr d0 = rewriter.getAffineDimExpr(0);
  for (int64_t row = 0; row < type.getDimSize(0); ++row)
    for (int64_t col = 0; col < type.getDimSize(1); col += lineElements) {
      SmallVector<Value> at = indices;
      at[rowDim] = getValueOrCreateConstantIndexOp(
          rewriter, loc,
          affine::makeComposedFoldedAffineApply(rewriter, loc, d0 + row,
                                                {indices[rowDim]}));
      at[colDim] = getValueOrCreateConstantIndexOp(
          rewriter, loc,
          affine::makeComposedFoldedAffineApply(rewriter, loc, d0 + col,
                                                {indices[colDim]}));
      memref::PrefetchOp::create(rewriter, loc, read.getBase(), at,
                                 /*isWrite=*/true, /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
  Value zeros = arith::ConstantOp::create(rewriter, loc, type,
                                          rewriter.getZeroAttr(type));
  Value first, init = zeros;
  if (fill) {
    first = isFirstKBlock(rewriter, loc, k0);
    if (!matchPattern(fill, m_AnyZeroFloat()))
      init = arith::SelectOp::create(
          rewriter, loc, first,
          vector::BroadcastOp::create(rewriter, loc, type, fill), zeros);
  }
  rewriter.modifyOpInPlace(loop, [&] {
    loop.getInitArgsMutable()[loop.getNumRegionIterArgs() - 1].assign(init);
  });
  rewriter.setInsertionPoint(write);
  Value sum;
  if (fill) {
    // The k block from 0 has nothing to add.
    auto add = scf::IfOp::create(rewriter, loc, type, first,
                                 /*withElseRegion=*/true);
    rewriter.setInsertionPointToStart(add.thenBlock());
    scf::YieldOp::create(rewriter, loc, result);
    rewriter.setInsertionPointToStart(add.elseBlock());
    rewriter.moveOpBefore(read, add.elseBlock(), add.elseBlock()->end());
    scf::YieldOp::create(
        rewriter, loc,
        ValueRange{arith::AddFOp::create(rewriter, loc, result, read)});
    sum = add.getResult(0);
  } else {
    rewriter.moveOpBefore(read, write);
    sum = arith::AddFOp::create(rewriter, loc, result, read);
  }
  rewriter.modifyOpInPlace(write,
                           [&] { write.getValueToStoreMutable().assign(sum); });
  return true;
}

/// Splits the result into the part the (rows x cols) kernel divides and the
/// remainders: static remainders get kernels of their own size, dynamic ones
/// kernels one row or one column wide, which divide any size. Empty parts
/// are left out.
static SmallVector<Part> splitParts(OpBuilder &b, Location loc,
                                    const Contraction &c, int64_t rows,
                                    int64_t cols) {
  AffineExpr d0;
  bindDims(b.getContext(), d0);
  OpFoldResult zero = b.getIndexAttr(0);
  OpFoldResult sizeM = c.sizes[c.m], sizeN = c.sizes[c.n];
  OpFoldResult mainM = affine::makeComposedFoldedAffineApply(
      b, loc, d0.floorDiv(rows) * rows, {sizeM});
  OpFoldResult mainN = affine::makeComposedFoldedAffineApply(
      b, loc, d0.floorDiv(cols) * cols, {sizeN});
  // The kernel size of a remainder: its static size (0 if it is empty), 1
  // if it is dynamic.
  auto remainder = [](OpFoldResult size, int64_t step) -> int64_t {
    std::optional<int64_t> constant = getConstantIntValue(size);
    return constant ? *constant % step : 1;
  };
  int64_t restM = remainder(sizeM, rows);
  int64_t restN = remainder(sizeN, cols);
  int64_t fullM = isConstantIntValue(mainM, 0) ? 0 : rows;
  int64_t fullN = isConstantIntValue(mainN, 0) ? 0 : cols;
  SmallVector<Part> parts;
  auto add = [&](OpFoldResult mLo, OpFoldResult mHi, OpFoldResult nLo,
                 OpFoldResult nHi, int64_t kernelRows, int64_t kernelCols,
                 bool panelColumns) {
    if (kernelRows != 0 && kernelCols != 0)
      parts.push_back(Part{mLo, mHi, nLo, nHi,
                           std::make_pair(kernelRows, kernelCols),
                           panelColumns});
  };
  add(zero, mainM, zero, mainN, fullM, fullN, true);
  add(zero, mainM, mainN, sizeN, fullM, restN, false);
  add(mainM, sizeM, zero, mainN, restM, fullN, true);
  add(mainM, sizeM, mainN, sizeN, restM, restN, false);
  return parts;
}

namespace {

/// Folds a memref.subview into a vector transfer of it: the transfer reads
/// or writes the subview's source, so that the accumulator's transfers
/// meet on one buffer. Only subviews: upstream's
/// populateFoldMemRefAliasOpPatterns also folds memref.expand_shape into
/// transfer reads, and in MLIR 22 that pattern creates the source's indices
/// before it gives up on a read whose permutation map names a dimension
/// other than the innermost of an expanded group, so the greedy driver sees
/// a change in every iteration and never converges. A micro-kernel's tile
/// of the right operand, [1 (k), columns] from [batch, k, n], is such a
/// read when the subview's rank reduction keeps the unit batch dimension
/// and drops k, and the operand is an expand_shape (a TOSA matmul's
/// [1, k, n] view of its weights).
template <typename TransferOp>
struct FoldSubViewIntoTransfer : OpRewritePattern<TransferOp> {
  using OpRewritePattern<TransferOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(TransferOp op,
                                PatternRewriter &rewriter) const override {
    auto subview = op.getBase().template getDefiningOp<memref::SubViewOp>();
    if (!subview || !subview.hasUnitStride() || op.hasOutOfBoundsDim())
      return failure();
    llvm::SmallBitVector dropped = subview.getDroppedDims();
    SmallVector<Value> indices;
    affine::resolveIndicesIntoOpWithOffsetsAndStrides(
        rewriter, op.getLoc(), subview.getMixedOffsets(),
        subview.getMixedStrides(), dropped, op.getIndices(), indices);
    AffineMap map = expandDimsToRank(
        op.getPermutationMap(), subview.getSourceType().getRank(), dropped);
    rewriter.modifyOpInPlace(op, [&] {
      op.getBaseMutable().assign(subview.getSource());
      op.getIndicesMutable().assign(indices);
      op.setPermutationMapAttr(AffineMapAttr::get(map));
    });
    return success();
  }
};

struct VectorizeContractionsPass
    : rope::impl::VectorizeContractionsPassBase<VectorizeContractionsPass> {
  using VectorizeContractionsPassBase::VectorizeContractionsPassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(VectorizeContractionsPassBase::initializeOptions(options,
                                                                errorHandler)))
      return failure();
    return checkOptions(errorHandler);
  }

  LogicalResult
  checkOptions(function_ref<LogicalResult(const Twine &)> errorHandler) {
    std::string problem = checkCPUTarget(targetCpu, targetFeatures);
    if (!problem.empty())
      return errorHandler(getArgument() + ": " + problem);
    if (vectorBits != 0 &&
        failed(checkVectorBits(errorHandler, getArgument(), vectorBits)))
      return failure();
    if (threads < 0)
      return errorHandler(getArgument() + ": threads must be 0 or more, not " +
                          Twine(threads));
    if (f16Family != "auto") {
      problem = checkF16Family(
          f16Family, resolveCPUTarget(targetCpu, targetFeatures), vectorBits);
      if (!problem.empty())
        return errorHandler(getArgument() + ": " + problem);
    }
    if (bf16Family == "auto")
      return success();
    problem = checkBF16Family(
        bf16Family, resolveCPUTarget(targetCpu, targetFeatures), vectorBits);
    if (!problem.empty())
      return errorHandler(getArgument() + ": " + problem);
    return success();
  }

  LogicalResult initialize(MLIRContext *context) override {
    family = createF32FMAKernelFamily();
    f16Kernels = isF16FMAFamily(f16Family);
    // A bad target given in C++ is reported by runOnOperation; LLVM's CPU
    // tables must not be asked about it.
    bool knownTarget = checkCPUTarget(targetCpu, targetFeatures).empty();
    if (vectorBits != 0 || !knownTarget) {
      shape = getGenericKernelShape(vectorBits != 0 ? vectorBits : 512);
      // A vector width given: the generic kernel of that width, f32 FMAs
      // unless a family is asked for.
      if (knownTarget && bf16Family != "auto")
        bf16Kernels = selectBF16Family(
            bf16Family, resolveCPUTarget(targetCpu, targetFeatures), shape);
    } else {
      CPUTarget target = resolveCPUTarget(targetCpu, targetFeatures);
      shape = selectKernelShape(target);
      // bf16 contractions go to the tile units where the target has them,
      // else to vdpbf16ps where the table's row says it pays.
      bf16Kernels = selectBF16Family(bf16Family, target, shape);
    }
    // Before hoisting: contractions become the family's per-k-step form,
    // and the transfers read the base buffers (hoisting ignores views).
    RewritePatternSet contract(context);
    family->populateContractPatterns(contract);
    contract.add<FoldSubViewIntoTransfer<vector::TransferReadOp>,
                 FoldSubViewIntoTransfer<vector::TransferWriteOp>>(context);
    vector::TransferReadOp::getCanonicalizationPatterns(contract, context);
    vector::TransferWriteOp::getCanonicalizationPatterns(contract, context);
    memref::SubViewOp::getCanonicalizationPatterns(contract, context);
    affine::AffineApplyOp::getCanonicalizationPatterns(contract, context);
    affine::AffineMinOp::getCanonicalizationPatterns(contract, context);
    contractPatterns = std::move(contract);
    // After hoisting: the family's instructions on 1-D vectors, loads,
    // broadcasts and stores.
    RewritePatternSet lower(context);
    family->populateLoweringPatterns(lower);
    lowerPatterns = std::move(lower);
    return success();
  }

  void runOnOperation() override {
    // Options given in C++ rather than parsed are checked here.
    if (failed(checkOptions([&](const Twine &message) {
          return mlir::emitError(getOperation()->getLoc(), message);
        })))
      return signalPassFailure();
    SmallVector<std::pair<linalg::LinalgOp, linalg::ContractionDimensions>>
        candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (!isBufferContraction(op))
        return;
      linalg::ContractionDimensions dims;
      StringRef reason = whyUnsupported(op, dims, f16Kernels);
      if (reason.empty())
        candidates.emplace_back(op, dims);
      else
        Decision(DecisionKind::Missed, op, "rope-vectorize-contractions",
                 "NotVectorized")
                .arg("Reason", reason)
            << "rope-vectorize-contractions: " << reason
            << "; left to the scalar loops";
    });
    IRRewriter rewriter(&getContext());
    wholePacks.clear();
    for (auto [op, dims] : candidates)
      if (failed(vectorize(rewriter, op, dims)))
        return signalPassFailure();
  }

  /// The AMX packs of whole buffers made so far (see AMXWholePacks).
  AMXWholePacks wholePacks;

  /// Replaces `op` by AMX tile loops and returns true where the target has
  /// the tile units and the tile kernels support it; reports why not where
  /// the target has them and the operands are bf16.
  bool buildOnTiles(RewriterBase &rewriter, linalg::LinalgOp op,
                    const linalg::ContractionDimensions &dims,
                    linalg::FillOp fill, bool parallel) {
    if (bf16Kernels != BF16Family::AMX || !hasBF16Operands(op))
      return false;
    StringRef why = whyNotAMXTiles(op, dims);
    if (!why.empty()) {
      Decision(DecisionKind::Missed, op, "rope-vectorize-contractions",
               "NotOnTiles")
              .arg("Reason", why)
          << "rope-vectorize-contractions: not on AMX tiles: " << why
          << "; vector FMA kernels instead";
      return false;
    }
    // A fill of the result with zeros right before the op: the tiles start
    // from zeros instead of reading the result.
    bool zeroStart = isZeroFillOfResult(fill, op);
    Decision(DecisionKind::Analysis, op, "rope-vectorize-contractions",
             "KernelShape")
            .arg("Family", "amx-bf16")
            .arg("Rows", int64_t(32))
            .arg("Columns", int64_t(32))
        << "rope-vectorize-contractions: amx-bf16 tiles, 32 x 32 blocks of "
           "2 x 2 f32 tiles of 16 x 16, k steps of 32 (tdpbf16ps); "
        << (readsAMXLeftInPlace(op, dims)
                ? "the left operand read in place, the right one packed "
                  "once in VNNI pairs"
                : "operands packed once, the right one in VNNI pairs")
        << (zeroStart ? "; the zero fill is absorbed" : "");
    buildAMXContraction(rewriter, op, dims, zeroStart, parallel, &wholePacks);
    if (zeroStart)
      rewriter.eraseOp(fill);
    return true;
  }

  /// Builds `op` as dot products along k (buildRowDotProducts) where it has
  /// a few rows and both operands hold k contiguous, inside a parallel loop
  /// (a grouped-query decode step's scores: a tile of stacked query heads
  /// against a block of keys); returns whether it did.
  bool buildAsRowDotProducts(RewriterBase &rewriter, linalg::LinalgOp op,
                             const linalg::ContractionDimensions &dims,
                             linalg::FillOp fill, bool parallel) {
    int64_t lanes = shape.vectorBits / 32;
    if (parallel || kernelRows || hasF16Result(op) ||
        !whyNotRowDotProducts(op, dims, lanes, kRowDotMaxRows).empty())
      return false;
    int64_t rows = op.getStaticLoopRanges()[dims.m.front()];
    int64_t groups = llvm::divideCeil(rows, kRowDotGroupRows);
    RowDotShape dotShape;
    dotShape.lanes = lanes;
    dotShape.groupRows = llvm::divideCeil(rows, groups);
    dotShape.keys =
        std::max<int64_t>(1, shape.registers / 2 / dotShape.groupRows);
    dotShape.streamLocalityHint = getStreamLocalityHint(shape);
    bool zeroStart = isZeroFillOfResult(fill, op);
    Decision(DecisionKind::Analysis, op, "rope-vectorize-contractions",
             "KernelShape")
            .arg("Row", shape.name)
            .arg("Rows", rows)
            .arg("Columns", dotShape.keys)
            .arg("VectorBits", shape.vectorBits)
            .arg("Family", "f32-dot-rows")
        << "rope-vectorize-contractions: " << shape.name << ", " << rows
        << " rows of dot products along k, " << dotShape.keys
        << " columns at a time (" << dotShape.groupRows * dotShape.keys
        << " accumulators of " << lanes << " f32"
        << (groups > 1 ? ", for each of " + std::to_string(groups) +
                             " groups of rows in turn"
                       : std::string())
        << "), both operands read in place"
        << (zeroStart ? "; the zero fill is absorbed" : "");
    buildRowDotProducts(rewriter, op, dims, dotShape, zeroStart);
    if (zeroStart)
      rewriter.eraseOp(fill);
    return true;
  }

  LogicalResult vectorize(RewriterBase &rewriter, linalg::LinalgOp op,
                          const linalg::ContractionDimensions &dims) {
    Location loc = op.getLoc();
    auto fill = dyn_cast_or_null<linalg::FillOp>(op->getPrevNode());
    bool parallel = !op->getParentOfType<scf::ForallOp>() &&
                    !op->getParentOfType<scf::ParallelOp>();
    if (buildOnTiles(rewriter, op, dims, fill, parallel))
      return success();
    if (buildAsRowDotProducts(rewriter, op, dims, fill, parallel))
      return success();
    rewriter.setInsertionPoint(op);
    Contraction c;
    c.op = op;
    for (OpOperand &operand : c.op->getOpOperands()) {
      c.operands.push_back(operand.get());
      c.maps.push_back(c.op.getMatchingIndexingMap(&operand));
    }
    c.batch.assign(dims.batch.begin(), dims.batch.end());
    c.m = dims.m.front();
    c.n = dims.n.front();
    c.k = dims.k.front();
    c.sizes =
        llvm::map_to_vector(op.createLoopRanges(rewriter, loc),
                            [](const Range &range) { return range.size; });

    // The register block of the target's row of the kernel-shape table, or
    // the one vectorizeContraction was given, of f32 lanes, or f16 ones for
    // an f16 result (the f16 FMA kernels, which whyUnsupported admits only
    // with f16-family=f16-fma).
    bool half = hasF16Result(op);
    c.element = half ? Type(rewriter.getF16Type()) : rewriter.getF32Type();
    int64_t lanes = shape.vectorBits / c.element.getIntOrFloatBitWidth();
    int64_t cols = kernelCols ? kernelCols : shape.vectorColumns * lanes;
    int64_t rows = kernelRows ? kernelRows : shape.rows;
    StringRef row = kernelRows ? StringRef("given") : StringRef(shape.name);
    // One row of the result times a right operand stored [k, n] (a decode
    // step's P V, a vector-matrix product): the table's block would keep
    // rows x vectorColumns accumulators with one row filled, too few chains
    // for the FMA latency, and read each row of the right operand in short
    // pieces. Half the registers in one row instead: each k step reads a
    // long contiguous piece of the row. (A right operand stored [n, k] is
    // packed into panels first, which wider panels would only slow down.)
    // A few rows (up to kFewRows: the stacked query heads of a decode step
    // of grouped-query attention) likewise share half the registers, so
    // that each k step still reads a long piece of the row: 2 rows of 8
    // registers, 4 of 4 with AVX-512.
    bool rightRows = hasRightRows(c);
    std::optional<int64_t> fewRows = getConstantIntValue(c.sizes[c.m]);
    if (!kernelRows && rightRows && fewRows && *fewRows >= 1 &&
        *fewRows <= kFewRows && *fewRows < rows) {
      std::optional<int64_t> sizeN = getConstantIntValue(c.sizes[c.n]);
      int64_t vectors = std::max<int64_t>(1, shape.registers / 2 / *fewRows);
      if (sizeN)
        vectors = std::clamp<int64_t>(llvm::divideCeil(*sizeN, lanes), 1,
                                      vectors);
      rows = *fewRows;
      cols = vectors * lanes;
    }
    // bf16 operands on vdpbf16ps: both operands are packed in k pairs, the
    // right one into panels whatever its layout (not for a one-row block,
    // which reads its right operand once, in place).
    std::optional<int64_t> staticN = getConstantIntValue(c.sizes[c.n]);
    bool dot = bf16Kernels == BF16Family::BF16Dot && hasBF16Operands(op) &&
               shape.vectorBits == 512 && rows > 1 &&
               (!staticN || *staticN >= cols);
    // f16 on AVX512-FP16 FMAs likewise: both operands packed, the left one
    // as doubled f16 words (a one-row block, and columns past the last
    // panel, take the tiles: f16 FMAs on broadcast shuffles).
    bool f16Step = half && shape.vectorBits == 512 && rows > 1 &&
                   (!staticN || *staticN >= cols);
    StepKind step = dot       ? StepKind::BF16Dot
                    : f16Step ? StepKind::F16FMA
                              : StepKind::Tiles;
    StringRef familyName = dot    ? getBF16FamilyName(BF16Family::BF16Dot)
                           : half ? StringRef("f16-fma")
                                  : family->getName();
    int64_t blockK = getBlockK(shape, step == StepKind::BF16Dot ? 2 : 4);
    Decision(DecisionKind::Analysis, op, "rope-vectorize-contractions",
             "KernelShape")
            .arg("Row", row)
            .arg("Rows", rows)
            .arg("Columns", cols)
            .arg("VectorBits", shape.vectorBits)
            .arg("Unroll", shape.unroll)
            .arg("PrefetchDistance", shape.prefetchDistance)
            .arg("L2PrefetchDistance", shape.l2PrefetchDistance)
            .arg("StreamCacheLevel", shape.streamCacheLevel)
            .arg("BlockK", blockK)
            .arg("Family", familyName)
        << "rope-vectorize-contractions: " << row << " kernel, " << rows
        << " x " << cols / lanes << " registers of " << lanes
        << (half ? " f16 (" : " f32 (") << rows << " x " << cols << "), unroll "
        << shape.unroll << ", prefetch " << shape.prefetchDistance
        << (shape.l2PrefetchDistance > 0
                ? " and " + std::to_string(shape.l2PrefetchDistance) +
                      " into the L2"
                : std::string())
        << ", k blocks of " << blockK << ", " << familyName
        << (dot ? " on k pairs (vdpbf16ps)" : "");

    // Panels cost a pass over the right operand: worth it when its rows are
    // not n (a gather per row otherwise) or when enough rows of the result
    // reuse them.
    AffineExpr d0;
    bindDims(rewriter.getContext(), d0);
    OpFoldResult panels = affine::makeComposedFoldedAffineApply(
        rewriter, loc, d0.floorDiv(cols), {c.sizes[c.n]});
    std::optional<int64_t> sizeM = getConstantIntValue(c.sizes[c.m]);
    if (!isConstantIntValue(panels, 0) &&
        (step != StepKind::Tiles || !rightRows ||
         (sizeM && *sizeM >= kPanelMinRows)))
      c.packed =
          packRightOperand(rewriter, loc, c, panels, cols, parallel, dot);
    // A right operand read in place, stored [k, n] with rows of 4 KiB or
    // more: a multi-row kernel reads 128 bytes of each of its k block's rows,
    // a new page and the same cache sets at every step, which at k blocks of
    // 512 held 8 x 4096 x 4096 f32 to 2.2 GB/s of the right operand.
    // k blocks of kLongRowsBlockK read the rows of a block side by side as
    // the n kernels advance, a few streams the prefetchers follow.
    int64_t rightBytes =
        getElementTypeOrSelf(c.operands[1].getType()).getIntOrFloatBitWidth() /
        8;
    bool longRightRows = !c.packed && rightRows && staticN &&
                         *staticN * rightBytes >= kLongRowBytes;
    if (longRightRows && rows > 1)
      Decision(DecisionKind::Analysis, op, "rope-vectorize-contractions",
               "LongRightRows")
              .arg("RowBytes", *staticN * rightBytes)
              .arg("BlockK", kLongRowsBlockK)
          << "rope-vectorize-contractions: the right operand is read in "
             "place, rows of "
          << *staticN * rightBytes << " bytes: k blocks of " << kLongRowsBlockK;
    // Row panels of the left operand cost a copy per block: worth it when its
    // rows are longer than kBlockK and enough columns reuse each block.
    std::optional<int64_t> sizeN = getConstantIntValue(c.sizes[c.n]);
    std::optional<int64_t> sizeK = getConstantIntValue(c.sizes[c.k]);
    bool leftPanels =
        sizeN && *sizeN >= kPanelMinColumns && (!sizeK || *sizeK > kBlockK);

    SmallVector<Operation *> roots;
    SmallVector<linalg::ContractOp> tiles;
    SmallVector<KernelLoop> kLoops;
    SmallVector<Part> parts = splitParts(rewriter, loc, c, rows, cols);
    int64_t rowBlockMultiple = threads > 0 ? threads : kDefaultRowBlockMultiple;
    // Such a right operand is streamed from memory by each part, and in
    // each row block, that reads it. The parts of one column range are
    // stacked instead (see emitPart): into one block where the blocks would
    // run in turn or the threads can split the columns into shares of at
    // least kLongRowBytes of a row, so that the operand is read once for
    // all the rows; else, with fewer full kernels than threads, the
    // remainder's kernels get a block of their own. On an Intel Xeon with
    // AMX (family 6 model 167), [20, 1000] x [1000, 1100] f32, where the
    // 12-row and the 8-row parts each read all 4.4 MB: 1 thread (two row
    // blocks in turn) 99 -> 119 GFLOP/s. With two blocks or more on as many
    // threads and narrow shares, the parts stay as they are: stacking would
    // unbalance the blocks (128 rows: 60 and 68), which costs as much as
    // the pass it saves.
    int64_t fullKernels = sizeM ? *sizeM / rows : 0;
    if (longRightRows && c.batch.empty() && step == StepKind::Tiles &&
        fullKernels > 0 && *sizeM > rows &&
        (fullKernels < rowBlockMultiple || rowBlockMultiple == 1 || !parallel ||
         *staticN * rightBytes / rowBlockMultiple >= kLongRowBytes)) {
      for (bool panelColumns : {true, false}) {
        SmallVector<Part> stacked;
        for (const Part &part : parts)
          if (part.panelColumns == panelColumns)
            stacked.push_back(part);
        if (stacked.empty())
          continue;
        OpBuilder::InsertionGuard guard(rewriter);
        bool multiRow = llvm::any_of(
            stacked, [](const Part &part) { return part.kernel.first > 1; });
        roots.push_back(emitPart(
            rewriter, loc, c, stacked, /*stackedRows=*/true, parallel,
            rowBlockMultiple, leftPanels && panelColumns, StepKind::Tiles,
            multiRow ? kLongRowsBlockK : blockK, shape, tiles, kLoops));
      }
      parts.clear();
    }
    for (const Part &part : parts) {
      OpBuilder::InsertionGuard guard(rewriter);
      bool packLeft =
          leftPanels && part.panelColumns && part.kernel.first == rows;
      int64_t partBlockK = !c.packed && longRightRows && part.kernel.first > 1
                               ? kLongRowsBlockK
                               : blockK;
      roots.push_back(emitPart(rewriter, loc, c, part, /*stackedRows=*/false,
                               parallel, rowBlockMultiple, packLeft,
                               part.panelColumns ? step : StepKind::Tiles,
                               partBlockK, shape, tiles, kLoops));
    }
    if (c.packed)
      memref::DeallocOp::create(rewriter, loc, c.packed);
    rewriter.eraseOp(c.op);

    for (linalg::ContractOp tile : tiles) {
      if (failed(family->vectorizeTile(rewriter, tile)))
        return tile->emitError("rope-vectorize-contractions: cannot "
                               "vectorize the micro-kernel");
      rewriter.eraseOp(tile);
    }
    for (Operation *root : roots) {
      if (failed(applyPatternsGreedily(root, contractPatterns)))
        return root->emitError("rope-vectorize-contractions: contraction "
                               "lowering did not converge");
      root->walk([](LoopLikeOpInterface loop) { moveLoopInvariantCode(loop); });
      // The accumulator's read and write must use the same index values.
      DominanceInfo dominance(root);
      eliminateCommonSubExpressions(rewriter, dominance, root);
    }
    SmallVector<vector::TransferReadOp> accumulators;
    for (KernelLoop &kernel : kLoops)
      accumulators.push_back(hoistAccumulator(rewriter, kernel.loop));
    // A fill of the result right before the op: the kernels start their
    // first k block from its value instead of reading the result, saving a
    // pass over it. Not when k may be 0 (no k block would write the value),
    // nor when a kernel's accumulator stayed in memory. The kernels of a
    // result larger than the L2 add their tile after the k loop instead of
    // starting from it (deferAccumulator).
    bool absorbFill =
        fill && fill.hasPureBufferSemantics() &&
        fill.getOutputs()[0] == c.operands[2] &&
        fill.getInputs()[0].getType() == c.element && sizeK && *sizeK > 0 &&
        llvm::all_of(accumulators, [](vector::TransferReadOp read) {
          return static_cast<bool>(read);
        });
    for (auto [read, kernel] : llvm::zip(accumulators, kLoops)) {
      if (!read)
        continue;
      Value value = absorbFill ? fill.getInputs()[0] : Value();
      if (!deferAccumulator(rewriter, read, kernel.loop, kernel.k0, value,
                            shape.l2KiB * 1024) &&
          value)
        startFromFill(rewriter, read, kernel.k0, value);
    }
    if (absorbFill)
      rewriter.eraseOp(fill);
    for (Operation *root : roots) {
      if (failed(applyPatternsGreedily(root, lowerPatterns)))
        return root->emitError("rope-vectorize-contractions: vector "
                               "lowering did not converge");
    }
    // Unrolled after lowering, so that each copy of the body is FMAs.
    if (shape.unroll > 1)
      for (KernelLoop kernel : kLoops)
        if (failed(loopUnrollByFactor(kernel.loop, shape.unroll)))
          return kernel.loop->emitError("rope-vectorize-contractions: cannot "
                                        "unroll the micro-kernel");
    return success();
  }

  std::shared_ptr<MicroKernelFamily> family;
  /// The instruction family of contractions of bf16 operands.
  BF16Family bf16Kernels = BF16Family::F32FMA;
  /// Whether contractions of f16 operands into f16 run on f16 FMAs.
  bool f16Kernels = false;
  CPUKernelShape shape;
  FrozenRewritePatternSet contractPatterns;
  FrozenRewritePatternSet lowerPatterns;
  /// The micro-kernel's rows and columns when given (vectorizeContraction),
  /// else 0: derived from vectorBits.
  int64_t kernelRows = 0, kernelCols = 0;
};

} // namespace

LogicalResult rope::vectorizeContraction(RewriterBase &rewriter,
                                         linalg::LinalgOp op,
                                         int64_t vectorBits, int64_t rows,
                                         int64_t cols, std::string &reason) {
  if (!isBufferContraction(op)) {
    reason = "not a contraction on memrefs";
    return failure();
  }
  linalg::ContractionDimensions dims;
  if (StringRef why = whyUnsupported(op, dims, /*f16Results=*/false);
      !why.empty()) {
    reason = why.str();
    return failure();
  }
  VectorizeContractionsPassOptions options;
  options.vectorBits = vectorBits;
  VectorizeContractionsPass pass(options);
  pass.kernelRows = rows;
  pass.kernelCols = cols;
  if (failed(pass.initialize(op->getContext())) ||
      failed(pass.vectorize(rewriter, op, dims))) {
    reason.clear();
    return failure();
  }
  return success();
}
