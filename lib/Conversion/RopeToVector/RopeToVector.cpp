//===- RopeToVector.cpp - Rotations as row vectors ------------------------===//
//
// The CPU lowering of `rope.rotate_with_tables`: one `scf.forall` iteration
// per row of the input (every dimension but the head), the row read as one
// vector, its pairs split with vector shuffles (never gathers), rotated with
// the row's cos and sin and written back as one vector. The loop is the
// parallel loop that threads share; the row vector is what the target
// legalizes into its registers.
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/RopeToVector/RopeToVector.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOVECTORPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

Value mlir::rope::castVector(OpBuilder &b, Location loc, Value value,
                             Type type) {
  auto vectorType = cast<VectorType>(value.getType());
  auto from = cast<FloatType>(vectorType.getElementType());
  auto to = cast<FloatType>(type);
  if (from == to)
    return value;
  VectorType result = vectorType.clone(to);
  if (from.getWidth() < to.getWidth())
    return arith::ExtFOp::create(b, loc, result, value);
  return arith::TruncFOp::create(b, loc, result, value);
}

/// Returns elements [offset, offset + size) of the 1-D vector `value`.
static Value slice(OpBuilder &b, Location loc, Value value, int64_t offset,
                   int64_t size) {
  return vector::ExtractStridedSliceOp::create(b, loc, value, {offset}, {size},
                                               {1});
}

std::pair<Value, Value> mlir::rope::rotatePairs(OpBuilder &b, Location loc,
                                                Value first, Value second,
                                                Value cos, Value sin,
                                                bool inverse) {
  Value firstCos = arith::MulFOp::create(b, loc, first, cos);
  Value secondCos = arith::MulFOp::create(b, loc, second, cos);
  Value firstSin = arith::MulFOp::create(b, loc, first, sin);
  Value secondSin = arith::MulFOp::create(b, loc, second, sin);
  if (inverse)
    return {arith::AddFOp::create(b, loc, firstCos, secondSin),
            arith::SubFOp::create(b, loc, secondCos, firstSin)};
  return {arith::SubFOp::create(b, loc, firstCos, secondSin),
          arith::AddFOp::create(b, loc, secondCos, firstSin)};
}

namespace {

/// The loop over the rows of a rotation: an scf.forall whose iterations are
/// the rows, and each row's indices (every dimension but the head).
struct RowLoop {
  scf::ForallOp forall;
  SmallVector<Value> row;
};

/// Returns the scf.forall over the rows `sizes` (the input's sizes but the
/// head) of a rotation writing into `init`. With `block` > 1 dividing the
/// static number of positions (the last of `sizes`), and rows of other
/// dimensions sharing each position's cos/sin row (the heads; the batch
/// too unless `batchedTables`), the loop runs over blocks of `block`
/// positions and, in each, over the sharing rows, the block's positions
/// innermost: [batch (batched tables), position block, sharing dims...,
/// position in block]. The block's cos/sin rows are then read from memory
/// once for all sharing rows, and each sharing row's positions are
/// contiguous. Else the loop is over the rows in order.
static RowLoop createRowLoop(OpBuilder &b, Location loc,
                             ArrayRef<OpFoldResult> sizes, Value init,
                             bool batchedTables, int64_t block) {
  int64_t rows = sizes.size();
  unsigned positionDim = rows - 1;
  std::optional<int64_t> positions = getConstantIntValue(sizes.back());
  SmallVector<unsigned> sharing;
  for (unsigned d = batchedTables ? 1 : 0; d < positionDim; ++d)
    sharing.push_back(d);
  if (block <= 1 || sharing.empty() || !positions || *positions % block != 0 ||
      *positions / block < 2) {
    auto forall = scf::ForallOp::create(b, loc, sizes, ValueRange{init},
                                        /*mapping=*/std::nullopt);
    return {forall, SmallVector<Value>(forall.getInductionVars())};
  }
  SmallVector<OpFoldResult> loop;
  if (batchedTables)
    loop.push_back(sizes.front());
  loop.push_back(b.getIndexAttr(*positions / block));
  for (unsigned d : sharing)
    loop.push_back(sizes[d]);
  loop.push_back(b.getIndexAttr(block));
  auto forall = scf::ForallOp::create(b, loc, loop, ValueRange{init},
                                      /*mapping=*/std::nullopt);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forall.getBody());
  SmallVector<Value> ivs = forall.getInductionVars();
  SmallVector<Value> row(rows);
  unsigned next = 0;
  if (batchedTables)
    row[0] = ivs[next++];
  Value blockIndex = ivs[next++];
  for (unsigned d : sharing)
    row[d] = ivs[next++];
  Value blockStart = arith::MulIOp::create(
      b, loc, blockIndex, arith::ConstantIndexOp::create(b, loc, block));
  row[positionDim] = arith::AddIOp::create(b, loc, blockStart, ivs.back());
  return {forall, row};
}

struct VectorizeRotateWithTables : OpRewritePattern<RotateWithTablesOp> {
  VectorizeRotateWithTables(MLIRContext *context, int64_t positionBlock)
      : OpRewritePattern(context), positionBlock(positionBlock) {}

  LogicalResult matchAndRewrite(RotateWithTablesOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType inputType = op.getInput().getType();
    int64_t rank = inputType.getRank();
    int64_t headDim = inputType.getShape().back();
    if (headDim > kMaxVectorizedHeadDim)
      return rewriter.notifyMatchFailure(op, "head dimension too wide");
    int64_t rotaryDim = op.getEffectiveRotaryDim();
    int64_t pairs = rotaryDim / 2;
    Type elementType = inputType.getElementType();
    Type computeType =
        elementType.isF64() ? rewriter.getF64Type() : rewriter.getF32Type();
    auto tableType = cast<RankedTensorType>(op.getCos().getType());
    bool batchedTables = tableType.getRank() == 3;

    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(rewriter, loc, op.getInput());
    Value init = tensor::EmptyOp::create(rewriter, loc, sizes, elementType);
    SmallVector<OpFoldResult> rows(sizes.begin(), sizes.end() - 1);
    auto [forall, row] =
        createRowLoop(rewriter, loc, rows, init, batchedTables, positionBlock);

    OpBuilder::InsertionGuard guard(rewriter);
    // After the row indices that createRowLoop computes.
    rewriter.setInsertionPoint(forall.getTerminator());
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    SmallVector<Value> indices(row);
    indices.push_back(zero);
    auto rowType = VectorType::get({headDim}, elementType);
    Value x = vector::TransferReadOp::create(
        rewriter, loc, rowType, op.getInput(), indices,
        /*padding=*/std::nullopt, ArrayRef<bool>{true});
    x = castVector(rewriter, loc, x, computeType);

    SmallVector<Value> tableIndices;
    if (batchedTables)
      tableIndices.push_back(row.front());
    tableIndices.append({row.back(), zero});
    auto readTable = [&](Value table) {
      Value values = vector::TransferReadOp::create(
          rewriter, loc, VectorType::get({pairs}, tableType.getElementType()),
          table, tableIndices, /*padding=*/std::nullopt, ArrayRef<bool>{true});
      return castVector(rewriter, loc, values, computeType);
    };
    Value cos = readTable(op.getCos());
    Value sin = readTable(op.getSin());

    Value rotated =
        rotaryDim == headDim ? x : slice(rewriter, loc, x, 0, rotaryDim);
    Value first, second;
    if (op.getLayout() == Layout::Half) {
      first = slice(rewriter, loc, rotated, 0, pairs);
      second = slice(rewriter, loc, rotated, pairs, pairs);
    } else {
      auto pair = vector::DeinterleaveOp::create(rewriter, loc, rotated);
      first = pair.getRes1();
      second = pair.getRes2();
    }
    auto [newFirst, newSecond] =
        rotatePairs(rewriter, loc, first, second, cos, sin, op.getInverse());
    if (op.getLayout() == Layout::Half) {
      rotated = vector::InsertStridedSliceOp::create(rewriter, loc, newFirst,
                                                     rotated, {0}, {1});
      rotated = vector::InsertStridedSliceOp::create(rewriter, loc, newSecond,
                                                     rotated, {pairs}, {1});
    } else {
      rotated =
          vector::InterleaveOp::create(rewriter, loc, newFirst, newSecond);
    }
    Value result = rotaryDim == headDim
                       ? rotated
                       : vector::InsertStridedSliceOp::create(
                             rewriter, loc, rotated, x, {0}, {1})
                             .getResult();
    result = castVector(rewriter, loc, result, elementType);

    // Write the row into the slice of the shared output it owns.
    SmallVector<OpFoldResult> offsets(row.begin(), row.end());
    offsets.push_back(rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> rowSizes(rank, rewriter.getIndexAttr(1));
    rowSizes.back() = rewriter.getIndexAttr(headDim);
    SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
    Value shared = forall.getRegionOutArgs().front();
    Value rowSlice = tensor::ExtractSliceOp::create(rewriter, loc, shared,
                                                    offsets, rowSizes, strides);
    SmallVector<Value> zeros(rank, zero);
    Value written = vector::TransferWriteOp::create(
                        rewriter, loc, result, rowSlice, zeros,
                        ArrayRef<bool>(SmallVector<bool>(1, true)))
                        .getResult();
    rewriter.setInsertionPointToStart(forall.getTerminator().getBody());
    tensor::ParallelInsertSliceOp::create(rewriter, loc, written, shared,
                                          offsets, rowSizes, strides);
    rewriter.replaceOp(op, forall.getResults());
    return success();
  }

  int64_t positionBlock;
};

struct ConvertRopeToVectorPass
    : rope::impl::ConvertRopeToVectorPassBase<ConvertRopeToVectorPass> {
  using ConvertRopeToVectorPassBase::ConvertRopeToVectorPassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(ConvertRopeToVectorPassBase::initializeOptions(options,
                                                              errorHandler)))
      return failure();
    return checkOptionRange(errorHandler, getArgument(), "position-block",
                            positionBlock, 0);
  }

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRopeToVectorConversionPatterns(patterns, positionBlock);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::rope::populateRopeToVectorConversionPatterns(
    RewritePatternSet &patterns, int64_t positionBlock) {
  patterns.add<VectorizeRotateWithTables>(patterns.getContext(), positionBlock);
}
