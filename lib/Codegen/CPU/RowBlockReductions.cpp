//===- RowBlockReductions.cpp - Row reductions of a block of rows ---------===//
//
// A row reduction vectorized one row at a time (softmax's row maxima and
// sums) ends every row with a reduction across the lanes of one register:
// log2(lanes) steps of a shuffle and an operation, for one result. With a
// block of as many rows as a register has lanes, the lanes of all the rows
// reduce together: each row's chunks first combine lane by lane into one
// register, then pairs of registers combine their halves, rows in order,
// until one register holds every row's result, lane r for row r:
//
//   stage 1:  [a0 a1 a2 a3] [b0 b1 b2 b3]  ->  [a0 a1 b0 b1] op [a2 a3 b2 b3]
//   stage 2:  [A0 A1 B0 B1] [C0 C1 D0 D1]  ->  [A0 B0 C0 D0] op [A1 B1 C1 D1]
//
// rows - 1 operations and 2 (rows - 1) shuffles for `rows` rows, instead of
// log2(rows) of each per row. The operations combine the same values in
// another order: exact for min and max, a reassociation for sums (the
// per-row trees reassociate too).
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {

/// Returns true for the combining kinds whose operation is element-wise on
/// floats and associative (sums up to rounding).
static bool isSupportedKind(vector::CombiningKind kind) {
  using Kind = vector::CombiningKind;
  return llvm::is_contained(
      {Kind::ADD, Kind::MAXNUMF, Kind::MINNUMF, Kind::MAXIMUMF, Kind::MINIMUMF},
      kind);
}

/// vector.multi_reduction over the innermost dimension of [1..., rows, n],
/// rows a power of two from 2 and n a multiple of rows, into [1..., rows]:
/// the rows' results as one vector of `rows` lanes.
struct RowBlockReduction : OpRewritePattern<vector::MultiDimReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::MultiDimReductionOp op,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<VectorType>(op.getSource().getType());
    auto resultType = dyn_cast<VectorType>(op.getType());
    if (!source || !resultType || source.isScalable() || source.getRank() < 2 ||
        !isa<FloatType>(source.getElementType()) ||
        !isSupportedKind(op.getKind()) ||
        isa<vector::MaskOp>(op->getParentOp()))
      return rewriter.notifyMatchFailure(op, "not a float row reduction");
    int64_t rank = source.getRank();
    SmallVector<bool> reduced = op.getReductionMask();
    if (!reduced.back() || llvm::count(reduced, true) != 1)
      return rewriter.notifyMatchFailure(op, "not over the innermost dim");
    ArrayRef<int64_t> shape = source.getShape();
    int64_t rows = shape[rank - 2], n = shape[rank - 1];
    if (!llvm::all_of(shape.drop_back(2), [](int64_t d) { return d == 1; }) ||
        rows < 2 || !llvm::isPowerOf2_64(rows) || n % rows != 0)
      return rewriter.notifyMatchFailure(op, "not a block of rows x lanes");

    Location loc = op.getLoc();
    vector::CombiningKind kind = op.getKind();
    Type element = source.getElementType();
    auto rowsType = VectorType::get({rows}, element);
    Value block = vector::ShapeCastOp::create(
        rewriter, loc, VectorType::get({rows, n}, element), op.getSource());
    // Each row's chunks of `rows` lanes, combined lane by lane.
    SmallVector<Value> partial;
    for (int64_t r = 0; r < rows; ++r) {
      Value row = vector::ExtractOp::create(rewriter, loc, block, r);
      Value combined;
      for (int64_t c = 0; c < n; c += rows) {
        Value chunk = vector::ExtractStridedSliceOp::create(
            rewriter, loc, row, /*offsets=*/{c}, /*sizes=*/{rows},
            /*strides=*/{1});
        combined = combined ? vector::makeArithReduction(rewriter, loc, kind,
                                                         combined, chunk)
                            : chunk;
      }
      partial.push_back(combined);
    }
    // Pairs of registers combine their halves: each register holds groups
    // of `width` lanes, one group per row, rows in order.
    for (int64_t width = rows; width > 1; width /= 2) {
      int64_t half = width / 2, groups = rows / width;
      SmallVector<int64_t> lowMask, highMask;
      for (int64_t side = 0; side < 2; ++side)
        for (int64_t g = 0; g < groups; ++g)
          for (int64_t i = 0; i < half; ++i) {
            int64_t lane = side * rows + g * width + i;
            lowMask.push_back(lane);
            highMask.push_back(lane + half);
          }
      SmallVector<Value> next;
      for (size_t p = 0; p + 1 < partial.size(); p += 2) {
        Value low = vector::ShuffleOp::create(rewriter, loc, partial[p],
                                              partial[p + 1], lowMask);
        Value high = vector::ShuffleOp::create(rewriter, loc, partial[p],
                                               partial[p + 1], highMask);
        next.push_back(
            vector::makeArithReduction(rewriter, loc, kind, low, high));
      }
      partial = std::move(next);
    }
    Value result = partial.front();
    Value acc =
        vector::ShapeCastOp::create(rewriter, loc, rowsType, op.getAcc());
    result = vector::makeArithReduction(rewriter, loc, kind, result, acc);
    rewriter.replaceOpWithNewOp<vector::ShapeCastOp>(op, resultType, result);
    return success();
  }
};

} // namespace

void mlir::rope::populateRowBlockReductionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RowBlockReduction>(patterns.getContext());
}
