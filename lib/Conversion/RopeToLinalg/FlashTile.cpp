//===- FlashTile.cpp - One query tile of rope.attention's loop nest -------===//
//
// A tile of queries: its rotated, scaled queries, the online softmax over a
// range of key blocks (full blocks unmasked or masked, the last partial
// block), and its output.
//
//===----------------------------------------------------------------------===//

#include "FlashAttention.h"
#include "rope/Dialect/Rope/IR/AttentionCostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::flash;

Value flash::index(OpBuilder &b, Location loc, OpFoldResult value) {
  return getValueOrCreateConstantIndexOp(b, loc, value);
}

arith::FastMathFlags flash::probabilityMath(const Operands &ops) {
  return ops.bf16Products ? arith::FastMathFlags::afn
                          : arith::FastMathFlags::none;
}

Value flash::floatConstant(OpBuilder &b, Location loc, Type type,
                           double value) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

OpFoldResult flash::getTileRows(OpBuilder &b, const Operands &ops,
                                OpFoldResult rows) {
  if (ops.stackedHeads == 1)
    return rows;
  return b.getIndexAttr(*getConstantIntValue(rows) * ops.stackedHeads);
}

/// Returns rows [start, start + rows) of head `head` of `source` ([b...,
/// heads, seq, width]) at batch indices `batch`, as a [rows, width] tensor.
static Value sliceRows(OpBuilder &b, Location loc, Value source,
                       ValueRange batch, Value head, Value start,
                       OpFoldResult rows) {
  auto type = cast<RankedTensorType>(source.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
  offsets.append({head, start, b.getIndexAttr(0)});
  SmallVector<OpFoldResult> sizes(rank - 2, b.getIndexAttr(1));
  sizes.append({rows, b.getIndexAttr(type.getShape().back())});
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  auto sliceType = RankedTensorType::get(
      {getConstantIntValue(rows).value_or(ShapedType::kDynamic),
       type.getShape().back()},
      type.getElementType());
  return tensor::ExtractSliceOp::create(b, loc, sliceType, source, offsets,
                                        sizes, strides);
}

/// Returns rows [start, start + rows) of a cos or sin table ([seq, pairs] or
/// [batch, seq, pairs]) as a [rows, pairs] tensor.
static Value sliceTable(OpBuilder &b, Location loc, Value table,
                        ValueRange batch, Value start, OpFoldResult rows) {
  auto type = cast<RankedTensorType>(table.getType());
  SmallVector<OpFoldResult> offsets, sizes;
  if (type.getRank() == 3) {
    offsets.push_back(batch.front());
    sizes.push_back(b.getIndexAttr(1));
  }
  offsets.append({start, b.getIndexAttr(0)});
  sizes.append({rows, b.getIndexAttr(type.getShape().back())});
  SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
  auto sliceType = RankedTensorType::get(
      {getConstantIntValue(rows).value_or(ShapedType::kDynamic),
       type.getShape().back()},
      type.getElementType());
  return tensor::ExtractSliceOp::create(b, loc, sliceType, table, offsets,
                                        sizes, strides);
}

/// Returns all `rows` rows of heads [head, head + heads) of `source`
/// ([b..., heads, rows, width]) at batch indices `batch`, one head after
/// the other, as a [heads * rows, width] tensor (contiguous in the source).
static Value sliceStackedRows(OpBuilder &b, Location loc, Value source,
                              ValueRange batch, Value head, int64_t heads,
                              OpFoldResult rows) {
  auto type = cast<RankedTensorType>(source.getType());
  int64_t rank = type.getRank();
  int64_t width = type.getShape().back();
  int64_t rowCount = *getConstantIntValue(rows);
  SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
  offsets.append({head, b.getIndexAttr(0), b.getIndexAttr(0)});
  SmallVector<OpFoldResult> sizes(rank - 3, b.getIndexAttr(1));
  sizes.append({b.getIndexAttr(heads), rows, b.getIndexAttr(width)});
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  auto sliceType =
      RankedTensorType::get({heads, rowCount, width}, type.getElementType());
  Value slice = tensor::ExtractSliceOp::create(b, loc, sliceType, source,
                                               offsets, sizes, strides);
  auto stackedType =
      RankedTensorType::get({heads * rowCount, width}, type.getElementType());
  return tensor::CollapseShapeOp::create(
      b, loc, stackedType, slice, ArrayRef<ReassociationIndices>{{0, 1}, {2}});
}

/// Returns `table` ([rows, pairs], static) repeated `heads` times along
/// its rows: [heads * rows, pairs], the table of stacked heads' queries.
static Value stackTable(OpBuilder &b, Location loc, Value table,
                        int64_t heads) {
  auto type = cast<RankedTensorType>(table.getType());
  int64_t rows = type.getDimSize(0), pairs = type.getDimSize(1);
  Value empty = tensor::EmptyOp::create(b, loc, {heads, rows, pairs},
                                        type.getElementType());
  Value repeated =
      linalg::BroadcastOp::create(b, loc, table, empty, ArrayRef<int64_t>{0})
          .getResult()[0];
  return tensor::CollapseShapeOp::create(
      b, loc,
      RankedTensorType::get({heads * rows, pairs}, type.getElementType()),
      repeated, ArrayRef<ReassociationIndices>{{0, 1}, {2}});
}

/// Returns a tensor of `sizes` and `type` filled with `value`.
Value flash::filled(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                    Type type, double value) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, type);
  return linalg::FillOp::create(b, loc, floatConstant(b, loc, type, value),
                                empty)
      .getResult(0);
}

SmallVector<utils::IteratorType> flash::iterators(ArrayRef<bool> reduction) {
  return llvm::map_to_vector(reduction, [](bool r) {
    return r ? utils::IteratorType::reduction : utils::IteratorType::parallel;
  });
}

Value flash::isKeyVisible(OpBuilder &b, Location loc, Value last, Value j,
                          Value windowLength) {
  Value visible =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, j, last);
  if (!windowLength)
    return visible;
  // j > last - window as last - j < window: `last` is clamped
  // (clampDiagonal, clampLimit), so the difference cannot wrap.
  Value behind = arith::SubIOp::create(b, loc, last, j);
  Value inWindow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                         behind, windowLength);
  return arith::AndIOp::create(b, loc, visible, inWindow);
}

Value flash::tanhTimes(OpBuilder &b, Location loc, Value x, double bound) {
  Value c = floatConstant(b, loc, x.getType(), bound);
  return arith::MulFOp::create(b, loc, c, math::TanhOp::create(b, loc, x));
}

Value flash::capScore(OpBuilder &b, Location loc, Value score, double bound) {
  Value c = floatConstant(b, loc, score.getType(), bound);
  return tanhTimes(b, loc, arith::DivFOp::create(b, loc, score, c), bound);
}

Value flash::clampDiagonal(OpBuilder &b, Location loc, Value diagonal,
                           Value queryLength, Value keyLength,
                           bool window) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value lowest = arith::SubIOp::create(b, loc, zero, queryLength);
  // Without a window every key from keyLength on is visible; with one, the
  // lasts are clamped again by clampLimit, which needs them exact.
  Value highest = keyLength;
  if (window)
    highest = arith::SubIOp::create(
        b, loc,
        arith::ConstantIndexOp::create(b, loc,
                                       std::numeric_limits<int64_t>::max()),
        queryLength);
  return arith::MaxSIOp::create(
      b, loc, lowest, arith::MinSIOp::create(b, loc, diagonal, highest));
}

Value flash::limitWindow(OpBuilder &b, Location loc, int64_t window,
                         Value keyLength) {
  return arith::MinSIOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, window),
      arith::AddIOp::create(b, loc, keyLength,
                            arith::ConstantIndexOp::create(b, loc, 1)));
}

Value flash::clampLimit(OpBuilder &b, Location loc, Value limit,
                        Value keyLength, std::optional<int64_t> window) {
  if (!limit.getType().isIndex())
    limit = arith::IndexCastOp::create(b, loc, b.getIndexType(), limit);
  using P = arith::CmpIPredicate;
  auto select = [&](P predicate, Value lhs, Value rhs, Value whenTrue,
                    Value whenFalse) -> Value {
    Value condition = arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
    return arith::SelectOp::create(b, loc, condition, whenTrue, whenFalse);
  };
  Value minusOne = arith::ConstantIndexOp::create(b, loc, -1);
  if (!window) {
    // Every key from the last on is visible.
    return arith::MaxSIOp::create(
        b, loc, minusOne, arith::MinSIOp::create(b, loc, limit, keyLength));
  }
  // Query sees [limit - W + 1, limit]. With W' = min(W, Skv + 1):
  //   limit < 0:              nothing          -> -1
  //   0 <= limit <= Skv:      [0, limit] as is (both windows reach key 0)
  //   Skv < limit < W:        every key        -> Skv
  //   W <= limit:             [limit - W + 1, Skv) -> limit - (W - W'),
  //                           at most 2 Skv (past it nothing is visible).
  Value w = arith::ConstantIndexOp::create(b, loc, *window);
  Value windowLength = limitWindow(b, loc, *window, keyLength);
  Value shifted = arith::SubIOp::create(
      b, loc, limit, arith::SubIOp::create(b, loc, w, windowLength));
  Value twice = arith::AddIOp::create(b, loc, keyLength, keyLength);
  Value beyond = arith::MinSIOp::create(b, loc, shifted, twice);
  Value past = select(P::slt, limit, w, keyLength, beyond);
  Value within = select(P::sle, limit, keyLength, limit, past);
  return select(P::slt, limit, arith::ConstantIndexOp::create(b, loc, 0),
                minusOne, within);
}

Value flash::shiftScores(OpBuilder &b, Location loc, Value max,
                         bool maybeUnseen) {
  if (!maybeUnseen)
    return max;
  Type type = max.getType();
  Value minusInf =
      floatConstant(b, loc, type, -std::numeric_limits<double>::infinity());
  Value unseen =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, max, minusInf);
  return arith::SelectOp::create(b, loc, unseen,
                                 floatConstant(b, loc, type, 0.0), max);
}

/// Maps of a [rows, cols] loop nest: the identity, and rows only.
static AffineMap rowsColsMap(MLIRContext *ctx) {
  return AffineMap::getMultiDimIdentityMap(2, ctx);
}
static AffineMap rowsMap(MLIRContext *ctx) {
  return AffineMap::get(2, 0, getAffineDimExpr(0, ctx), ctx);
}

/// Returns the 2-D tensor `x` of the compute type rounded to the element
/// type (truncf).
static Value roundToElement(OpBuilder &b, Location loc, const Operands &ops,
                            Value x) {
  MLIRContext *ctx = b.getContext();
  auto type = cast<RankedTensorType>(x.getType());
  Value empty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, x), ops.element);
  AffineMap identity = rowsColsMap(ctx);
  return linalg::GenericOp::create(
             b, loc, RankedTensorType::get(type.getShape(), ops.element),
             ValueRange{x}, ValueRange{empty},
             ArrayRef<AffineMap>{identity, identity},
             iterators({false, false}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               linalg::YieldOp::create(
                   b, loc,
                   arith::TruncFOp::create(b, loc, ops.element, args[0])
                       .getResult());
             })
      .getResult(0);
}

/// s = q k^T over [rows, cols], reducing the head dimension.
/// `k` is [cols, D], or [D, cols] when `transposedKeys`.
/// Returns the scores [1, cols] of one query `q` ([1, D]) against the keys
/// `k` ([cols, D]) into `zero`: a dot product per key, reducing along the
/// key's contiguous row, instead of a matmul kernel that would first
/// transpose the block.
static Value buildRowScores(OpBuilder &b, Location loc, const Operands &ops,
                            Value q, Value k, Value zero) {
  MLIRContext *ctx = b.getContext();
  AffineExpr j, d;
  bindDims(ctx, j, d);
  AffineExpr first = getAffineConstantExpr(0, ctx);
  SmallVector<AffineMap> maps = {AffineMap::get(2, 0, {first, d}, ctx),
                                 AffineMap::get(2, 0, {j, d}, ctx),
                                 AffineMap::get(2, 0, {first, j}, ctx)};
  return linalg::GenericOp::create(
             b, loc, zero.getType(), ValueRange{q, k}, ValueRange{zero}, maps,
             iterators({false, true}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value query = args[0], key = args[1];
               if (query.getType() != ops.compute)
                 query = arith::ExtFOp::create(b, loc, ops.compute, query);
               if (key.getType() != ops.compute)
                 key = arith::ExtFOp::create(b, loc, ops.compute, key);
               Value product = arith::MulFOp::create(b, loc, query, key);
               linalg::YieldOp::create(
                   b, loc,
                   arith::AddFOp::create(b, loc, args[2], product).getResult());
             })
      .getResult(0);
}

static Value buildScores(OpBuilder &b, Location loc, const Operands &ops,
                         Value q, Value k, OpFoldResult rows, OpFoldResult cols,
                         bool transposedKeys) {
  MLIRContext *ctx = b.getContext();
  Value zero = filled(b, loc, {rows, cols}, ops.compute, 0.0);
  if (isConstantIntValue(rows, 1))
    return buildRowScores(b, loc, ops, q, k, zero);
  AffineExpr m, n, d;
  bindDims(ctx, m, n, d);
  SmallVector<AffineMap> maps = {
      AffineMap::get(3, 0, {m, d}, ctx),
      AffineMap::get(3, 0,
                     transposedKeys ? ArrayRef<AffineExpr>{d, n}
                                    : ArrayRef<AffineExpr>{n, d},
                     ctx),
      AffineMap::get(3, 0, {m, n}, ctx)};
  auto matmul = linalg::MatmulOp::create(b, loc, zero.getType(),
                                         ValueRange{q, k}, ValueRange{zero});
  matmul.setIndexingMapsAttr(b.getAffineMapArrayAttr(maps));
  return matmul.getResult(0);
}

/// Sets the scores of keys the queries do not see to -inf: key `keyStart + j`
/// is hidden from query `queryStart + i` when it lies past the diagonal or
/// before the sliding window.
static Value buildCausalMask(OpBuilder &b, Location loc, const Operands &ops,
                             Value scores, Value queryStart, Value keyStart) {
  MLIRContext *ctx = b.getContext();
  AffineMap identity = rowsColsMap(ctx);
  Value minusInf = floatConstant(b, loc, ops.compute,
                                 -std::numeric_limits<double>::infinity());
  // With limits, each row reads its own (stacked heads: decomposeAttention
  // repeats the limits for each of them).
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  if (ops.limits) {
    OpFoldResult rows = tensor::getMixedSize(b, loc, scores, 0);
    inputs.push_back(tensor::ExtractSliceOp::create(
        b, loc, ops.limits, ArrayRef<OpFoldResult>{queryStart},
        ArrayRef<OpFoldResult>{rows},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)}));
    maps.push_back(rowsMap(ctx));
  }
  maps.push_back(identity);
  return linalg::GenericOp::create(
             b, loc, scores.getType(), inputs, ValueRange{scores}, maps,
             iterators({false, false}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value last;
               if (ops.limits) {
                 last = clampLimit(b, loc, args[0], ops.keyLength,
                                   ops.window);
               } else {
                 // Row r of stacked heads is query r mod headRows.
                 Value row = linalg::IndexOp::create(b, loc, 0);
                 if (ops.stackedHeads > 1)
                   row = arith::RemUIOp::create(
                       b, loc, row,
                       arith::ConstantIndexOp::create(b, loc, ops.headRows));
                 Value i = arith::AddIOp::create(b, loc, row, queryStart);
                 last = arith::AddIOp::create(b, loc, i, ops.diagonal);
                 if (ops.window)
                   last = clampLimit(b, loc, last, ops.keyLength, ops.window);
               }
               Value j = arith::AddIOp::create(
                   b, loc, linalg::IndexOp::create(b, loc, 1), keyStart);
               Value visible = isKeyVisible(b, loc, last, j, ops.windowLength);
               linalg::YieldOp::create(
                   b, loc,
                   arith::SelectOp::create(b, loc, visible, args.back(),
                                           minusInf)
                       .getResult());
             })
      .getResult(0);
}

/// The softmax step of a block of `scores` as element-wise generics: the
/// row maxima, the lazy move of the running maxima, the exponentials (and
/// their rounding for bf16 products), the row sums, and the smallest a.
static SoftmaxStep buildSoftmaxGenerics(OpBuilder &b, Location loc,
                                        const Operands &ops, Value scores,
                                        TileState state, bool maybeUnseen) {
  MLIRContext *ctx = b.getContext();
  AffineMap full = rowsColsMap(ctx), row = rowsMap(ctx);
  AffineMap one = AffineMap::getMultiDimIdentityMap(1, ctx);
  OpFoldResult rows = tensor::getMixedSize(b, loc, scores, 0);
  // The block's row maxima (maxnumf: the vector reduction is a tree of
  // vmaxps; maximumf's NaN propagation would make it scalar).
  Value blockMax =
      linalg::GenericOp::create(
          b, loc, state.max.getType(), ValueRange{scores},
          ValueRange{filled(b, loc, {rows}, ops.compute,
                            -std::numeric_limits<double>::infinity())},
          ArrayRef<AffineMap>{full, row}, iterators({false, true}),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                b, loc,
                arith::MaxNumFOp::create(b, loc, args[0], args[1])
                    .getResult());
          })
          .getResult(0);
  // m' = m unless the block's maximum exceeds m by more than kLazyMaxMargin,
  // then m' = block max (FlashAttention-4's lazy rescaling): p = exp(s - m')
  // stays at most exp(kLazyMaxMargin), and the state is rescaled only in
  // the rare blocks that raise a maximum, as any common shift of m, l and
  // acc gives the same acc / l. a = exp(m - m'); l = a l (the block's sum is
  // added below). Written in place, so that the loop carries its state in
  // the same buffers.
  Value alphaEmpty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, state.max), ops.compute);
  auto rescale = linalg::GenericOp::create(
      b, loc,
      TypeRange{state.max.getType(), state.sum.getType(), alphaEmpty.getType()},
      ValueRange{blockMax}, ValueRange{state.max, state.sum, alphaEmpty},
      ArrayRef<AffineMap>{one, one, one, one}, iterators({false}),
      [&](OpBuilder &b, Location loc, ValueRange args) {
        // m + margin < block max; false for a NaN block maximum (the row
        // keeps m, as maxnumf would) and for -inf < -inf (a row that has
        // seen no key yet keeps -inf).
        Value margin = floatConstant(b, loc, ops.compute, kLazyMaxMargin);
        Value raised = arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OLT,
            arith::AddFOp::create(b, loc, args[1], margin), args[0]);
        Value max = arith::SelectOp::create(b, loc, raised, args[0], args[1]);
        // A row that has seen no key yet (m = -inf) has l = 0 and acc = 0:
        // a = 1 leaves them so, and marks the row as not needing a rescale.
        Value minusInf = floatConstant(
            b, loc, ops.compute, -std::numeric_limits<double>::infinity());
        Value unseen = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                             args[1], minusInf);
        Value alpha = arith::SelectOp::create(
            b, loc, unseen, floatConstant(b, loc, ops.compute, 1.0),
            math::ExpOp::create(
                b, loc,
                arith::SubFOp::create(b, loc, args[1],
                                      shiftScores(b, loc, max, maybeUnseen))));
        Value sum = arith::MulFOp::create(b, loc, args[2], alpha);
        linalg::YieldOp::create(b, loc, ValueRange{max, sum, alpha});
      });
  Value max = rescale.getResult(0);
  Value alpha = rescale.getResult(2);
  // p = exp(s - m'). With bf16 products, P V multiplies the probabilities
  // rounded to bf16 (as FlashAttention does), rounded in the same loop; the
  // row sums below keep them in f32.
  SmallVector<Value> outputs = {scores};
  SmallVector<Type> resultTypes = {scores.getType()};
  SmallVector<AffineMap> maps = {row, full};
  if (ops.bf16Products) {
    outputs.push_back(tensor::EmptyOp::create(
        b, loc, tensor::getMixedSizes(b, loc, scores), ops.element));
    resultTypes.push_back(outputs.back().getType());
    maps.push_back(full);
  }
  auto exponentials = linalg::GenericOp::create(
      b, loc, resultTypes, ValueRange{max}, outputs, maps,
      iterators({false, false}),
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Value shifted = arith::SubFOp::create(
            b, loc, args[1], shiftScores(b, loc, args[0], maybeUnseen));
        SmallVector<Value> results = {
            math::ExpOp::create(b, loc, shifted, probabilityMath(ops))};
        if (ops.bf16Products)
          results.push_back(
              arith::TruncFOp::create(b, loc, ops.element, results[0]));
        linalg::YieldOp::create(b, loc, results);
      });
  Value probabilities = exponentials.getResult(0);
  // l = a l + rowsum p
  Value sum =
      linalg::GenericOp::create(
          b, loc, state.sum.getType(), ValueRange{probabilities},
          ValueRange{rescale.getResult(1)}, ArrayRef<AffineMap>{full, row},
          iterators({false, true}),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                b, loc,
                arith::AddFOp::create(b, loc, args[0], args[1]).getResult());
          })
          .getResult(0);
  // Whether some row's maximum was raised (a < 1).
  Value ones = filled(b, loc, {}, ops.compute, 1.0);
  AffineMap toScalar = AffineMap::get(1, 0, {}, ctx);
  Value smallest =
      linalg::GenericOp::create(
          b, loc, ones.getType(), ValueRange{alpha}, ValueRange{ones},
          ArrayRef<AffineMap>{one, toScalar}, iterators({true}),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                b, loc,
                arith::MinNumFOp::create(b, loc, args[0], args[1]).getResult());
          })
          .getResult(0);
  Value raised = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OLT,
      tensor::ExtractOp::create(b, loc, smallest, ValueRange{}),
      floatConstant(b, loc, ops.compute, 1.0));
  return {max, sum, alpha, raised, exponentials.getResults().back()};
}

/// One key block of the online softmax: folds keys [keyStart, keyStart +
/// cols) into `state`.
static TileState buildKeyBlock(OpBuilder &b, Location loc, const Operands &ops,
                               ValueRange batch, Value keyHead, Value q,
                               Value queryStart, OpFoldResult rows,
                               Value keyStart, OpFoldResult cols, bool masked,
                               TileState state) {
  MLIRContext *ctx = b.getContext();
  AttentionOp op = ops.op;
  Value k;
  OpFoldResult tileRows = getTileRows(b, ops, rows);
  bool transposedKeys = ops.keyBlocks &&
                        isConstantIntValue(cols, ops.keyTile) &&
                        !isConstantIntValue(tileRows, 1);
  if (transposedKeys) {
    // Block keyStart / tile of the transposed blocks, a contiguous [D, cols].
    auto type = cast<RankedTensorType>(ops.keyBlocks.getType());
    SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
    Value block = arith::DivUIOp::create(
        b, loc, keyStart, arith::ConstantIndexOp::create(b, loc, ops.keyTile));
    offsets.append({keyHead, block, b.getIndexAttr(0), b.getIndexAttr(0)});
    SmallVector<OpFoldResult> sizes(type.getRank() - 2, b.getIndexAttr(1));
    sizes.append({b.getIndexAttr(ops.headDim), cols});
    SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
    auto sliceType = RankedTensorType::get({ops.headDim, ops.keyTile},
                                           type.getElementType());
    k = tensor::ExtractSliceOp::create(b, loc, sliceType, ops.keyBlocks,
                                       offsets, sizes, strides);
  } else if (ops.rotatedKey) {
    k = sliceRows(b, loc, ops.rotatedKey, batch, keyHead, keyStart, cols);
  } else {
    Value block = sliceRows(b, loc, ops.key, batch, keyHead, keyStart, cols);
    Value cos = sliceTable(b, loc, ops.keyCos, batch, keyStart, cols);
    Value sin = sliceTable(b, loc, ops.keySin, batch, keyStart, cols);
    k = RotateWithTablesOp::create(b, loc, block.getType(), block, cos, sin,
                                   op.getLayoutAttr(), op.getRotaryDimAttr(),
                                   nullptr);
  }
  Value v = sliceRows(b, loc, ops.value, batch, keyHead, keyStart, cols);

  Value scores = buildScores(b, loc, ops, q, k, tileRows, cols, transposedKeys);
  if (std::optional<double> softcap = op.getSoftcapBound()) {
    AffineMap identity = rowsColsMap(ctx);
    scores = linalg::GenericOp::create(
                 b, loc, scores.getType(), ValueRange{}, ValueRange{scores},
                 ArrayRef<AffineMap>{identity}, iterators({false, false}),
                 [&](OpBuilder &b, Location loc, ValueRange args) {
                   linalg::YieldOp::create(
                       b, loc, tanhTimes(b, loc, args[0], *softcap));
                 })
                 .getResult(0);
  }
  if (masked)
    scores = buildCausalMask(b, loc, ops, scores, queryStart, keyStart);

  // Under a sliding window, with per-query limits or in a range of split
  // keys, a masked block can hide every key from a row that has seen none
  // yet, and its running maximum stays -inf: the exponentials are then
  // shifted by 0 instead (exp(-inf - 0) = 0), not by -inf (NaN).
  bool maybeUnseen = masked && (ops.window || ops.limits || ops.splitKeys);
  SoftmaxStep step =
      canBuildSoftmaxRows(ops, scores)
          ? buildSoftmaxRows(b, loc, ops, scores, state, maybeUnseen)
          : buildSoftmaxGenerics(b, loc, ops, scores, state, maybeUnseen);
  // acc = a acc + p v, the product a acc only where some row's maximum was
  // raised (a < 1).
  auto ifRaised = scf::IfOp::create(
      b, loc, step.raised,
      [&](OpBuilder &b, Location loc) {
        Value scaled =
            linalg::GenericOp::create(
                b, loc, state.acc.getType(), ValueRange{step.alpha},
                ValueRange{state.acc},
                ArrayRef<AffineMap>{rowsMap(ctx), rowsColsMap(ctx)},
                iterators({false, false}),
                [&](OpBuilder &b, Location loc, ValueRange args) {
                  linalg::YieldOp::create(
                      b, loc,
                      arith::MulFOp::create(b, loc, args[1], args[0])
                          .getResult());
                })
                .getResult(0);
        scf::YieldOp::create(b, loc, scaled);
      },
      [&](OpBuilder &b, Location loc) {
        scf::YieldOp::create(b, loc, state.acc);
      });
  Value acc = ifRaised.getResult(0);
  acc = linalg::MatmulOp::create(b, loc, acc.getType(),
                                 ValueRange{step.weights, v}, ValueRange{acc})
            .getResult(0);
  return {step.max, step.sum, acc};
}

/// Emits `scf.for` over key blocks [first, last) of `blockSize` keys each
/// (a dynamic size when `blockSize` is a Value, which steps by the key tile)
/// and returns the final state.
static TileState buildKeyLoop(OpBuilder &b, Location loc, const Operands &ops,
                              ValueRange batch, Value keyHead, Value q,
                              Value queryStart, OpFoldResult rows, Value first,
                              Value last, OpFoldResult blockSize, bool masked,
                              TileState state) {
  std::optional<int64_t> staticSize = getConstantIntValue(blockSize);
  Value step =
      index(b, loc, b.getIndexAttr(staticSize ? *staticSize : ops.keyTile));
  auto loop = scf::ForOp::create(
      b, loc, first, last, step, ValueRange{state.max, state.sum, state.acc},
      [&](OpBuilder &b, Location loc, Value keyStart, ValueRange args) {
        TileState next = buildKeyBlock(
            b, loc, ops, batch, keyHead, q, queryStart, rows, keyStart,
            blockSize, masked, TileState{args[0], args[1], args[2]});
        scf::YieldOp::create(b, loc, ValueRange{next.max, next.sum, next.acc});
      });
  return {loop.getResult(0), loop.getResult(1), loop.getResult(2)};
}

/// Returns the rotated queries [queryStart, queryStart + rows) of query head
/// `head`, scaled by the score scale, in the compute type: [rows, D].
Value flash::prepareQueries(OpBuilder &b, Location loc, const Operands &ops,
                            ValueRange batch, Value head, Value queryStart,
                            OpFoldResult rows) {
  MLIRContext *ctx = b.getContext();
  AttentionOp op = ops.op;
  Value q;
  if (ops.stackedHeads == 1)
    q = sliceRows(b, loc, ops.query, batch, head, queryStart, rows);
  else
    q = sliceStackedRows(b, loc, ops.query, batch, head, ops.stackedHeads,
                         rows);
  if (ops.queryCos) {
    Value cos = sliceTable(b, loc, ops.queryCos, batch, queryStart, rows);
    Value sin = sliceTable(b, loc, ops.querySin, batch, queryStart, rows);
    if (ops.stackedHeads > 1) {
      cos = stackTable(b, loc, cos, ops.stackedHeads);
      sin = stackTable(b, loc, sin, ops.stackedHeads);
    }
    q = RotateWithTablesOp::create(b, loc, q.getType(), q, cos, sin,
                                   op.getLayoutAttr(), op.getRotaryDimAttr(),
                                   nullptr);
  }
  rows = getTileRows(b, ops, rows);
  // Soft-capped scores are C tanh(scale q.k / C): the queries carry
  // scale / C, and the key blocks apply C tanh.
  double factor = op.getEffectiveScale();
  if (std::optional<double> softcap = op.getSoftcapBound())
    factor /= *softcap;
  Value scale = floatConstant(b, loc, ops.compute, factor);
  AffineMap full = rowsColsMap(ctx);
  Value scaledEmpty = tensor::EmptyOp::create(
      b, loc, {rows, b.getIndexAttr(ops.headDim)}, ops.compute);
  return linalg::GenericOp::create(
             b, loc, scaledEmpty.getType(), ValueRange{q},
             ValueRange{scaledEmpty}, ArrayRef<AffineMap>{full, full},
             iterators({false, false}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value x = args[0];
               if (x.getType() != ops.compute)
                 x = arith::ExtFOp::create(b, loc, ops.compute, x);
               linalg::YieldOp::create(
                   b, loc, arith::MulFOp::create(b, loc, x, scale).getResult());
             })
      .getResult(0);
}

/// Returns the smallest and the largest last visible key of queries
/// [queryStart, queryStart + rows) (causal): queryStart + diagonal and
/// queryStart + rows - 1 + diagonal (clamped by clampLimit under a window),
/// or with limits the minimum and maximum of their clamped limits (a loop
/// over the rows).
static std::pair<Value, Value> lastKeyRange(OpBuilder &b, Location loc,
                                            const Operands &ops,
                                            Value queryStart,
                                            OpFoldResult rows) {
  Value rowsValue = index(b, loc, rows);
  if (!ops.limits) {
    Value first = arith::AddIOp::create(b, loc, queryStart, ops.diagonal);
    Value last = arith::SubIOp::create(
        b, loc, arith::AddIOp::create(b, loc, first, rowsValue),
        arith::ConstantIndexOp::create(b, loc, 1));
    if (!ops.window)
      return {first, last};
    // clampLimit does not decrease: the extremes stay the extremes.
    return {clampLimit(b, loc, first, ops.keyLength, ops.window),
            clampLimit(b, loc, last, ops.keyLength, ops.window)};
  }
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, rowsValue, one,
      ValueRange{ops.keyLength, arith::ConstantIndexOp::create(b, loc, -1)},
      [&](OpBuilder &b, Location loc, Value row, ValueRange range) {
        Value query = arith::AddIOp::create(b, loc, queryStart, row);
        Value limit = clampLimit(
            b, loc, tensor::ExtractOp::create(b, loc, ops.limits, query),
            ops.keyLength, ops.window);
        scf::YieldOp::create(
            b, loc,
            ValueRange{arith::MinSIOp::create(b, loc, range[0], limit),
                       arith::MaxSIOp::create(b, loc, range[1], limit)});
      });
  return {loop.getResult(0), loop.getResult(1)};
}

/// Folds the keys [lo, hi) (all keys when `lo` is null) that queries
/// [queryStart, queryStart + rows) see into a fresh online-softmax state;
/// `lo` is a multiple of the key tile.
TileState flash::buildKeyRange(OpBuilder &b, Location loc, const Operands &ops,
                               ValueRange batch, Value keyHead, Value q,
                               Value queryStart, OpFoldResult rows, Value lo,
                               Value hi) {
  AttentionOp op = ops.op;
  OpFoldResult tileRows = getTileRows(b, ops, rows);
  TileState state = {filled(b, loc, {tileRows}, ops.compute,
                            -std::numeric_limits<double>::infinity()),
                     filled(b, loc, {tileRows}, ops.compute, 0.0),
                     filled(b, loc, {tileRows, b.getIndexAttr(ops.valueDim)},
                            ops.compute, 0.0)};

  // Keys [0, end): all of them, or (causal) those the tile's last query
  // sees. Blocks before `unmaskedEnd` are seen whole by every query of the
  // tile.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value end = ops.keyLength;
  Value unmaskedEnd = end;
  // The smallest and the largest last visible key of the tile's queries.
  Value minLast, maxLast;
  if (op.getCausal()) {
    std::tie(minLast, maxLast) = lastKeyRange(b, loc, ops, queryStart, rows);
    Value seen = arith::AddIOp::create(b, loc, maxLast, one);
    end = arith::MaxSIOp::create(
        b, loc, zero, arith::MinSIOp::create(b, loc, seen, ops.keyLength));
    // Every query of the tile sees keys j <= minLast.
    Value seenByAll = arith::AddIOp::create(b, loc, minLast, one);
    unmaskedEnd = arith::MaxSIOp::create(
        b, loc, zero, arith::MinSIOp::create(b, loc, seenByAll, end));
  }
  // Within [lo, hi): keys [first, end).
  Value first = zero;
  if (lo) {
    end = arith::MinSIOp::create(b, loc, end, hi);
    first = arith::MinSIOp::create(b, loc, lo, end);
  }
  Value tile = arith::ConstantIndexOp::create(b, loc, ops.keyTile);
  auto roundDown = [&](Value v) -> Value {
    return arith::MulIOp::create(b, loc,
                                 arith::DivUIOp::create(b, loc, v, tile), tile);
  };
  Value fullBlocksEnd = roundDown(end);
  // Sliding window: the blocks before every query's window are skipped, and
  // those before some query's window are masked.
  Value windowedEnd = first;
  if (ops.windowLength) {
    // The window of a query whose last visible key is `last` starts at
    // last + 1 - window.
    auto windowStart = [&](Value last) -> Value {
      Value start = arith::SubIOp::create(
          b, loc, arith::AddIOp::create(b, loc, last, one), ops.windowLength);
      return arith::MaxSIOp::create(b, loc, zero,
                                    arith::MinSIOp::create(b, loc, start, end));
    };
    first = arith::MaxSIOp::create(b, loc, first,
                                   roundDown(windowStart(minLast)));
    Value roundedUp = arith::MulIOp::create(
        b, loc, arith::CeilDivUIOp::create(b, loc, windowStart(maxLast), tile),
        tile);
    windowedEnd = arith::MaxSIOp::create(
        b, loc, first, arith::MinSIOp::create(b, loc, roundedUp, fullBlocksEnd));
  }
  Value unmaskedBlocksEnd = arith::MaxSIOp::create(
      b, loc, windowedEnd,
      arith::MinSIOp::create(b, loc, roundDown(unmaskedEnd), fullBlocksEnd));
  fullBlocksEnd = arith::MaxSIOp::create(b, loc, first, fullBlocksEnd);
  OpFoldResult blockSize = b.getIndexAttr(ops.keyTile);
  if (ops.windowLength)
    state = buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                         first, windowedEnd, blockSize, /*masked=*/true, state);
  state = buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                       windowedEnd, unmaskedBlocksEnd, blockSize,
                       /*masked=*/false, state);
  if (op.getCausal())
    state = buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                         unmaskedBlocksEnd, fullBlocksEnd, blockSize,
                         /*masked=*/true, state);
  // Key blocks longer than kAttentionTailBlock (bf16 products): the keys
  // after the last whole block are first taken in static blocks of that
  // many keys, masked as the partial block is.
  if (ops.keyTile > kAttentionTailBlock &&
      ops.keyTile % kAttentionTailBlock == 0) {
    Value tail = arith::ConstantIndexOp::create(b, loc, kAttentionTailBlock);
    Value rest = arith::SubIOp::create(b, loc, end, fullBlocksEnd);
    Value tailEnd = arith::AddIOp::create(
        b, loc, fullBlocksEnd,
        arith::MulIOp::create(
            b, loc, arith::DivUIOp::create(b, loc, rest, tail), tail));
    state = buildKeyLoop(
        b, loc, ops, batch, keyHead, q, queryStart, rows, fullBlocksEnd,
        tailEnd, b.getIndexAttr(kAttentionTailBlock), op.getCausal(), state);
    fullBlocksEnd = tailEnd;
  }
  // The last partial block: at most one iteration, of a dynamic size.
  Value rest = arith::SubIOp::create(b, loc, end, fullBlocksEnd);
  return buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                      fullBlocksEnd, end, rest, op.getCausal(), state);
}

Value flash::sinkLogit(OpBuilder &b, Location loc, const Operands &ops,
                       Value head) {
  Value sink = tensor::ExtractOp::create(b, loc, ops.sinks, head);
  if (sink.getType() == ops.compute)
    return sink;
  return arith::ExtFOp::create(b, loc, ops.compute, sink);
}

Value flash::addSinkTerms(OpBuilder &b, Location loc, const Operands &ops,
                          Value sum, Value max,
                          function_ref<Value(OpBuilder &, Location)> rowHead) {
  auto type = cast<RankedTensorType>(sum.getType());
  unsigned rank = type.getRank();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, b.getContext());
  Value empty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, sum), type.getElementType());
  return linalg::GenericOp::create(
             b, loc, type, ValueRange{sum, max}, ValueRange{empty},
             SmallVector<AffineMap>(3, identity),
             iterators(SmallVector<bool>(rank, false)),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value shifted = arith::SubFOp::create(
                   b, loc, sinkLogit(b, loc, ops, rowHead(b, loc)), args[1]);
               linalg::YieldOp::create(
                   b, loc,
                   arith::AddFOp::create(b, loc, args[0],
                                         math::ExpOp::create(b, loc, shifted))
                       .getResult());
             })
      .getResult(0);
}

Value flash::normalize(OpBuilder &b, Location loc, const Operands &ops,
                       Value acc, Value sum, Value max) {
  Value out = arith::DivFOp::create(b, loc, acc, sum);
  if (!ops.sinks)
    return out;
  // A row that saw no key (max = -inf) puts all of its weight on the sink,
  // which has no value: 0, whatever its state holds (the online softmax's
  // exp(-inf - -inf) leaves NaN there once a block of keys hid from it has
  // been folded in).
  Value unseen = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OEQ, max,
      floatConstant(b, loc, ops.compute,
                    -std::numeric_limits<double>::infinity()));
  return arith::SelectOp::create(b, loc, unseen,
                                 floatConstant(b, loc, ops.compute, 0.0), out);
}

Value flash::buildTileOutput(OpBuilder &b, Location loc, const Operands &ops,
                             TileState state, OpFoldResult rows, Value head) {
  MLIRContext *ctx = b.getContext();
  AffineMap full = rowsColsMap(ctx), row = rowsMap(ctx);
  Value outEmpty = tensor::EmptyOp::create(
      b, loc, {rows, b.getIndexAttr(ops.valueDim)}, ops.element);
  Value sum = state.sum;
  SmallVector<Value> inputs{state.acc};
  if (ops.sinks) {
    // Once per row: its sink's term, the sink of head head + r / headRows
    // for row r of stacked heads.
    sum = addSinkTerms(
        b, loc, ops, sum, state.max, [&](OpBuilder &b, Location loc) -> Value {
          if (ops.stackedHeads == 1)
            return head;
          return arith::AddIOp::create(
              b, loc, head,
              arith::DivUIOp::create(
                  b, loc, linalg::IndexOp::create(b, loc, 0),
                  arith::ConstantIndexOp::create(b, loc, ops.headRows)));
        });
    inputs.append({sum, state.max});
  } else {
    inputs.push_back(sum);
  }
  SmallVector<AffineMap> maps(inputs.size(), row);
  maps.front() = full;
  maps.push_back(full);
  return linalg::GenericOp::create(
             b, loc, outEmpty.getType(), inputs, ValueRange{outEmpty}, maps,
             iterators({false, false}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value x = normalize(b, loc, ops, args[0], args[1],
                                   ops.sinks ? args[2] : Value());
               if (ops.element != ops.compute)
                 x = arith::TruncFOp::create(b, loc, ops.element, x);
               linalg::YieldOp::create(b, loc, x);
             })
      .getResult(0);
}

/// Builds the output of the query tile of `rows` queries from `queryStart`
/// of query head `head` at batch indices `batch`: [rows, Dv] in the element
/// type.
Value flash::buildQueryTile(OpBuilder &b, Location loc, const Operands &ops,
                            ValueRange batch, Value head, Value queryStart,
                            OpFoldResult rows) {
  Value keyHead = arith::DivUIOp::create(b, loc, head, ops.group);
  Value q = prepareQueries(b, loc, ops, batch, head, queryStart, rows);
  // With bf16 products, Q K^T multiplies the scaled queries rounded to bf16
  // by the (bf16) keys.
  if (ops.bf16Products)
    q = roundToElement(b, loc, ops, q);
  TileState state = buildKeyRange(b, loc, ops, batch, keyHead, q, queryStart,
                                  rows, nullptr, nullptr);
  return buildTileOutput(b, loc, ops, state, getTileRows(b, ops, rows), head);
}
