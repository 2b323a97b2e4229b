//===- DecomposeAttention.cpp - rope.attention as a flash loop nest -------===//
//
// Lowers rope.attention to a tiled online-softmax loop nest on tensors:
//
//   cos/sin tables of the query (and key) positions, once
//   [up_front: K' = rotate(K), once]
//   scf.forall (batch..., query head, query tile of kAttentionQueryTile rows)
//     q = rotate(Q tile) * scale                       [rows, D], in f32
//     m = -inf, l = 0, acc = 0                         [rows], [rows], [rows, Dv]
//     scf.for key blocks of kAttentionKeyTile keys (causal: only those the
//             tile's last query sees; unmasked blocks, then masked ones)
//       k = K' block, or rotate(K block) (on_read)     [cols, D]
//       s = q k^T (+ causal mask on diagonal blocks)   [rows, cols]
//       m' = max(m, rowmax s); p = exp(s - m'); a = exp(m - m')
//       l = a l + rowsum p; acc = a acc + p V_block; m = m'
//     out tile = acc / l
//
// Full query tiles and key blocks have static sizes, so the CPU strategy
// vectorizes their matmuls and element-wise generics; the last partial tile
// and block (when the lengths are not multiples of the tiles, or dynamic)
// get their own loops with dynamic sizes.
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/RopeToLinalg/DecomposeAttention.h"
#include "rope/Conversion/RopeToLinalg/RopeToLinalg.h"
#include "rope/Dialect/Rope/IR/AttentionCostModel.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_DECOMPOSEATTENTIONPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

namespace {

/// What every tile of the loop nest reads.
struct Operands {
  AttentionOp op;
  int64_t rank;
  Type element, compute;
  int64_t headDim, valueDim, pairs;
  Value query, key, value;
  Value queryCos, querySin, keyCos, keySin;
  /// The rotated keys (up_front or already rotated), else null.
  Value rotatedKey;
  /// The full key blocks of the rotated keys, each transposed and
  /// contiguous: [b..., Hkv, Skv / kAttentionKeyTile, D, kAttentionKeyTile]
  /// (null when no tile has more than one query).
  Value keyBlocks;
  /// Query heads per key head.
  Value group;
  Value queryLength, keyLength;
  /// Causal: query i sees key j when j <= i + diagonal.
  Value diagonal;
};

/// Running state of a query tile: row maxima, row sums, the weighted sum.
struct TileState {
  Value max, sum, acc;
};

} // namespace

static Value index(OpBuilder &b, Location loc, OpFoldResult value) {
  return getValueOrCreateConstantIndexOp(b, loc, value);
}

static Value floatConstant(OpBuilder &b, Location loc, Type type,
                           double value) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
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

/// Returns a tensor of `sizes` and `type` filled with `value`.
static Value filled(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                    Type type, double value) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, type);
  return linalg::FillOp::create(b, loc, floatConstant(b, loc, type, value),
                                empty)
      .getResult(0);
}

static SmallVector<utils::IteratorType> iterators(ArrayRef<bool> reduction) {
  return llvm::map_to_vector(reduction, [](bool r) {
    return r ? utils::IteratorType::reduction : utils::IteratorType::parallel;
  });
}

/// Maps of a [rows, cols] loop nest: the identity, and rows only.
static AffineMap rowsColsMap(MLIRContext *ctx) {
  return AffineMap::getMultiDimIdentityMap(2, ctx);
}
static AffineMap rowsMap(MLIRContext *ctx) {
  return AffineMap::get(2, 0, getAffineDimExpr(0, ctx), ctx);
}

/// s = q k^T over [rows, cols], reducing the head dimension.
/// `k` is [cols, D], or [D, cols] when `transposedKeys`.
static Value buildScores(OpBuilder &b, Location loc, const Operands &ops,
                         Value q, Value k, OpFoldResult rows,
                         OpFoldResult cols, bool transposedKeys) {
  MLIRContext *ctx = b.getContext();
  Value zero = filled(b, loc, {rows, cols}, ops.compute, 0.0);
  if (isConstantIntValue(rows, 1)) {
    // One query (decoding): a dot product per key, reducing along the key's
    // contiguous row, instead of a matmul kernel that would first transpose
    // the block.
    AffineExpr j, d;
    bindDims(ctx, j, d);
    AffineExpr first = getAffineConstantExpr(0, ctx);
    SmallVector<AffineMap> maps = {AffineMap::get(2, 0, {first, d}, ctx),
                                   AffineMap::get(2, 0, {j, d}, ctx),
                                   AffineMap::get(2, 0, {first, j}, ctx)};
    return linalg::GenericOp::create(
               b, loc, zero.getType(), ValueRange{q, k}, ValueRange{zero},
               maps, iterators({false, true}),
               [&](OpBuilder &b, Location loc, ValueRange args) {
                 Value key = args[1];
                 if (key.getType() != ops.compute)
                   key = arith::ExtFOp::create(b, loc, ops.compute, key);
                 Value product = arith::MulFOp::create(b, loc, args[0], key);
                 linalg::YieldOp::create(
                     b, loc,
                     arith::AddFOp::create(b, loc, args[2], product)
                         .getResult());
               })
        .getResult(0);
  }
  AffineExpr m, n, d;
  bindDims(ctx, m, n, d);
  SmallVector<AffineMap> maps = {
      AffineMap::get(3, 0, {m, d}, ctx),
      AffineMap::get(3, 0, transposedKeys ? ArrayRef<AffineExpr>{d, n}
                                          : ArrayRef<AffineExpr>{n, d},
                     ctx),
      AffineMap::get(3, 0, {m, n}, ctx)};
  auto matmul = linalg::MatmulOp::create(b, loc, zero.getType(),
                                         ValueRange{q, k}, ValueRange{zero});
  matmul.setIndexingMapsAttr(b.getAffineMapArrayAttr(maps));
  return matmul.getResult(0);
}

/// Sets the scores of keys the queries do not see to -inf: key `keyStart + j`
/// is hidden from query `queryStart + i` when it lies past the diagonal.
static Value buildCausalMask(OpBuilder &b, Location loc, const Operands &ops,
                             Value scores, Value queryStart, Value keyStart) {
  MLIRContext *ctx = b.getContext();
  AffineMap identity = rowsColsMap(ctx);
  Value minusInf = floatConstant(b, loc, ops.compute,
                                 -std::numeric_limits<double>::infinity());
  return linalg::GenericOp::create(
             b, loc, scores.getType(), ValueRange{}, ValueRange{scores},
             ArrayRef<AffineMap>{identity}, iterators({false, false}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value i = arith::AddIOp::create(
                   b, loc, linalg::IndexOp::create(b, loc, 0), queryStart);
               Value j = arith::AddIOp::create(
                   b, loc, linalg::IndexOp::create(b, loc, 1), keyStart);
               Value last = arith::AddIOp::create(b, loc, i, ops.diagonal);
               Value visible = arith::CmpIOp::create(
                   b, loc, arith::CmpIPredicate::sle, j, last);
               linalg::YieldOp::create(
                   b, loc,
                   arith::SelectOp::create(b, loc, visible, args[0],
                                           minusInf)
                       .getResult());
             })
      .getResult(0);
}

/// One key block of the online softmax: folds keys [keyStart, keyStart +
/// cols) into `state`.
static TileState buildKeyBlock(OpBuilder &b, Location loc,
                               const Operands &ops, ValueRange batch,
                               Value keyHead, Value q, Value queryStart,
                               OpFoldResult rows, Value keyStart,
                               OpFoldResult cols, bool masked,
                               TileState state) {
  MLIRContext *ctx = b.getContext();
  AttentionOp op = ops.op;
  Value k;
  bool transposedKeys = ops.keyBlocks &&
                        isConstantIntValue(cols, kAttentionKeyTile) &&
                        !isConstantIntValue(rows, 1);
  if (transposedKeys) {
    // Block keyStart / tile of the transposed blocks, a contiguous [D, cols].
    auto type = cast<RankedTensorType>(ops.keyBlocks.getType());
    SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
    Value block = arith::DivUIOp::create(
        b, loc, keyStart,
        arith::ConstantIndexOp::create(b, loc, kAttentionKeyTile));
    offsets.append({keyHead, block, b.getIndexAttr(0), b.getIndexAttr(0)});
    SmallVector<OpFoldResult> sizes(type.getRank() - 2, b.getIndexAttr(1));
    sizes.append({b.getIndexAttr(ops.headDim), cols});
    SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
    auto sliceType = RankedTensorType::get(
        {ops.headDim, kAttentionKeyTile}, type.getElementType());
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

  Value scores = buildScores(b, loc, ops, q, k, rows, cols, transposedKeys);
  if (masked)
    scores = buildCausalMask(b, loc, ops, scores, queryStart, keyStart);

  AffineMap full = rowsColsMap(ctx), row = rowsMap(ctx);
  AffineMap one = AffineMap::getMultiDimIdentityMap(1, ctx);
  // The block's row maxima.
  Value blockMax =
      linalg::GenericOp::create(
          b, loc, state.max.getType(), ValueRange{scores},
          ValueRange{filled(b, loc, {rows}, ops.compute,
                            -std::numeric_limits<double>::infinity())},
          ArrayRef<AffineMap>{full, row}, iterators({false, true}),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                b, loc,
                arith::MaximumFOp::create(b, loc, args[0], args[1])
                    .getResult());
          })
          .getResult(0);
  // m' = max(m, block max); a = exp(m - m'); l = a l (the block's sum is
  // added below). Written in place, so that the loop carries its state in
  // the same buffers.
  Value alphaEmpty = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, state.max), ops.compute);
  auto rescale = linalg::GenericOp::create(
      b, loc, TypeRange{state.max.getType(), state.sum.getType(),
                        alphaEmpty.getType()},
      ValueRange{blockMax}, ValueRange{state.max, state.sum, alphaEmpty},
      ArrayRef<AffineMap>{one, one, one, one}, iterators({false}),
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Value max = arith::MaximumFOp::create(b, loc, args[0], args[1]);
        Value alpha = math::ExpOp::create(
            b, loc, arith::SubFOp::create(b, loc, args[1], max));
        Value sum = arith::MulFOp::create(b, loc, args[2], alpha);
        linalg::YieldOp::create(b, loc, ValueRange{max, sum, alpha});
      });
  Value max = rescale.getResult(0);
  Value alpha = rescale.getResult(2);
  // p = exp(s - m')
  Value probabilities =
      linalg::GenericOp::create(
          b, loc, scores.getType(), ValueRange{max}, ValueRange{scores},
          ArrayRef<AffineMap>{row, full}, iterators({false, false}),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            Value shifted = arith::SubFOp::create(b, loc, args[1], args[0]);
            linalg::YieldOp::create(
                b, loc, math::ExpOp::create(b, loc, shifted).getResult());
          })
          .getResult(0);
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
  // acc = a acc + p v
  Value acc =
      linalg::GenericOp::create(
          b, loc, state.acc.getType(), ValueRange{alpha},
          ValueRange{state.acc}, ArrayRef<AffineMap>{row, full},
          iterators({false, false}),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                b, loc,
                arith::MulFOp::create(b, loc, args[1], args[0]).getResult());
          })
          .getResult(0);
  acc = linalg::MatmulOp::create(b, loc, acc.getType(),
                                 ValueRange{probabilities, v}, ValueRange{acc})
            .getResult(0);
  return {max, sum, acc};
}

/// Emits `scf.for` over key blocks [first, last) of `blockSize` keys each
/// (a dynamic size when `blockSize` is a Value) and returns the final state.
static TileState buildKeyLoop(OpBuilder &b, Location loc, const Operands &ops,
                              ValueRange batch, Value keyHead, Value q,
                              Value queryStart, OpFoldResult rows, Value first,
                              Value last, OpFoldResult blockSize, bool masked,
                              TileState state) {
  Value step = index(b, loc, b.getIndexAttr(kAttentionKeyTile));
  auto loop = scf::ForOp::create(
      b, loc, first, last, step, ValueRange{state.max, state.sum, state.acc},
      [&](OpBuilder &b, Location loc, Value keyStart, ValueRange args) {
        TileState next = buildKeyBlock(
            b, loc, ops, batch, keyHead, q, queryStart, rows, keyStart,
            blockSize, masked, TileState{args[0], args[1], args[2]});
        scf::YieldOp::create(b, loc,
                             ValueRange{next.max, next.sum, next.acc});
      });
  return {loop.getResult(0), loop.getResult(1), loop.getResult(2)};
}

/// Returns the rotated queries [queryStart, queryStart + rows) of query head
/// `head`, scaled by the score scale, in the compute type: [rows, D].
static Value prepareQueries(OpBuilder &b, Location loc, const Operands &ops,
                            ValueRange batch, Value head, Value queryStart,
                            OpFoldResult rows) {
  MLIRContext *ctx = b.getContext();
  AttentionOp op = ops.op;
  Value q = sliceRows(b, loc, ops.query, batch, head, queryStart, rows);
  Value cos = sliceTable(b, loc, ops.queryCos, batch, queryStart, rows);
  Value sin = sliceTable(b, loc, ops.querySin, batch, queryStart, rows);
  q = RotateWithTablesOp::create(b, loc, q.getType(), q, cos, sin,
                                 op.getLayoutAttr(), op.getRotaryDimAttr(),
                                 nullptr);
  Value scale = floatConstant(b, loc, ops.compute, op.getEffectiveScale());
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
                   b, loc,
                   arith::MulFOp::create(b, loc, x, scale).getResult());
             })
      .getResult(0);
}

/// Folds the keys [lo, hi) (all keys when `lo` is null) that queries
/// [queryStart, queryStart + rows) see into a fresh online-softmax state;
/// `lo` is a multiple of the key tile.
static TileState buildKeyRange(OpBuilder &b, Location loc, const Operands &ops,
                               ValueRange batch, Value keyHead, Value q,
                               Value queryStart, OpFoldResult rows, Value lo,
                               Value hi) {
  AttentionOp op = ops.op;
  TileState state = {
      filled(b, loc, {rows}, ops.compute,
             -std::numeric_limits<double>::infinity()),
      filled(b, loc, {rows}, ops.compute, 0.0),
      filled(b, loc, {rows, b.getIndexAttr(ops.valueDim)}, ops.compute, 0.0)};

  // Keys [0, end): all of them, or (causal) those the tile's last query
  // sees. Blocks before `unmaskedEnd` are seen whole by every query of the
  // tile.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value end = ops.keyLength;
  Value unmaskedEnd = end;
  if (op.getCausal()) {
    Value rowsValue = index(b, loc, rows);
    Value seen = arith::AddIOp::create(
        b, loc, arith::AddIOp::create(b, loc, queryStart, rowsValue),
        ops.diagonal);
    end = arith::MaxSIOp::create(
        b, loc, zero, arith::MinSIOp::create(b, loc, seen, ops.keyLength));
    // The first query sees keys j <= queryStart + diagonal.
    Value firstSeen = arith::AddIOp::create(
        b, loc, arith::AddIOp::create(b, loc, queryStart, ops.diagonal),
        arith::ConstantIndexOp::create(b, loc, 1));
    unmaskedEnd = arith::MaxSIOp::create(
        b, loc, zero, arith::MinSIOp::create(b, loc, firstSeen, end));
  }
  // Within [lo, hi): keys [first, end).
  Value first = zero;
  if (lo) {
    end = arith::MinSIOp::create(b, loc, end, hi);
    first = arith::MinSIOp::create(b, loc, lo, end);
  }
  Value tile = arith::ConstantIndexOp::create(b, loc, kAttentionKeyTile);
  auto roundDown = [&](Value v) -> Value {
    return arith::MulIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, v, tile), tile);
  };
  Value fullBlocksEnd = roundDown(end);
  Value unmaskedBlocksEnd = arith::MaxSIOp::create(
      b, loc, first,
      arith::MinSIOp::create(b, loc, roundDown(unmaskedEnd), fullBlocksEnd));
  fullBlocksEnd = arith::MaxSIOp::create(b, loc, first, fullBlocksEnd);
  OpFoldResult blockSize = b.getIndexAttr(kAttentionKeyTile);
  state = buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                       first, unmaskedBlocksEnd, blockSize, /*masked=*/false,
                       state);
  if (op.getCausal())
    state = buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                         unmaskedBlocksEnd, fullBlocksEnd, blockSize,
                         /*masked=*/true, state);
  // The last partial block: at most one iteration, of a dynamic size.
  Value rest = arith::SubIOp::create(b, loc, end, fullBlocksEnd);
  return buildKeyLoop(b, loc, ops, batch, keyHead, q, queryStart, rows,
                      fullBlocksEnd, end, rest, op.getCausal(), state);
}

/// Returns acc / l of `state`, rounded once to the element type.
static Value buildTileOutput(OpBuilder &b, Location loc, const Operands &ops,
                             TileState state, OpFoldResult rows) {
  MLIRContext *ctx = b.getContext();
  AffineMap full = rowsColsMap(ctx), row = rowsMap(ctx);
  Value outEmpty = tensor::EmptyOp::create(
      b, loc, {rows, b.getIndexAttr(ops.valueDim)}, ops.element);
  return linalg::GenericOp::create(
             b, loc, outEmpty.getType(), ValueRange{state.acc, state.sum},
             ValueRange{outEmpty}, ArrayRef<AffineMap>{full, row, full},
             iterators({false, false}),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value x = arith::DivFOp::create(b, loc, args[0], args[1]);
               if (ops.element != ops.compute)
                 x = arith::TruncFOp::create(b, loc, ops.element, x);
               linalg::YieldOp::create(b, loc, x);
             })
      .getResult(0);
}

/// Builds the output of the query tile of `rows` queries from `queryStart`
/// of query head `head` at batch indices `batch`: [rows, Dv] in the element
/// type.
static Value buildQueryTile(OpBuilder &b, Location loc, const Operands &ops,
                            ValueRange batch, Value head, Value queryStart,
                            OpFoldResult rows) {
  Value keyHead = arith::DivUIOp::create(b, loc, head, ops.group);
  Value q = prepareQueries(b, loc, ops, batch, head, queryStart, rows);
  TileState state = buildKeyRange(b, loc, ops, batch, keyHead, q, queryStart,
                                  rows, nullptr, nullptr);
  return buildTileOutput(b, loc, ops, state, rows);
}

/// Returns the full blocks of `ops.rotatedKey`, each transposed into a
/// contiguous [D, kAttentionKeyTile] (see Operands::keyBlocks): one pass over
/// the keys that spares every query tile a transposing copy of every block
/// (and the kernels rows at the stride of a whole sequence).
static Value buildKeyBlocks(OpBuilder &b, Location loc, const Operands &ops) {
  int64_t rank = ops.rank;
  Value keys = ops.rotatedKey;
  auto type = cast<RankedTensorType>(keys.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, keys);
  Value tile = arith::ConstantIndexOp::create(b, loc, kAttentionKeyTile);
  Value blocks = arith::DivUIOp::create(b, loc, ops.keyLength, tile);
  // The keys of the full blocks, [b..., Hkv, blocks * tile, D].
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  sizes[rank - 2] = arith::MulIOp::create(b, loc, blocks, tile).getResult();
  Value full = tensor::ExtractSliceOp::create(b, loc, keys, offsets, sizes,
                                              strides);
  // [b..., Hkv, blocks, tile, D], then [b..., Hkv, blocks, D, tile].
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t d = 0; d < rank - 2; ++d)
    reassociation.push_back({d});
  reassociation.push_back({rank - 2, rank - 1});
  reassociation.push_back({rank});
  SmallVector<OpFoldResult> expandedSizes(sizes.begin(), sizes.end() - 2);
  expandedSizes.append({blocks, b.getIndexAttr(kAttentionKeyTile),
                        b.getIndexAttr(ops.headDim)});
  SmallVector<int64_t> staticSizes;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(expandedSizes, dynamicSizes, staticSizes);
  Value expanded = tensor::ExpandShapeOp::create(
      b, loc, RankedTensorType::get(staticSizes, type.getElementType()), full,
      reassociation, expandedSizes);
  SmallVector<OpFoldResult> blockSizes(expandedSizes);
  std::swap(blockSizes[rank], blockSizes[rank - 1]);
  Value empty =
      tensor::EmptyOp::create(b, loc, blockSizes, type.getElementType());
  SmallVector<int64_t> permutation =
      llvm::to_vector(llvm::seq<int64_t>(0, rank + 1));
  std::swap(permutation[rank], permutation[rank - 1]);
  return linalg::TransposeOp::create(b, loc, expanded, empty, permutation)
      .getResult()[0];
}

/// Emits an scf.forall over the batch dimensions, the query heads and
/// `tiles` query tiles of `rows` queries from `firstQuery`, writing into
/// `dest`; returns the result.
static Value buildTileLoop(OpBuilder &b, Location loc, const Operands &ops,
                           Value dest, Value firstQuery, Value tiles,
                           OpFoldResult rows) {
  int64_t batchDims = ops.rank - 3;
  SmallVector<OpFoldResult> ubs;
  for (int64_t d = 0; d < batchDims + 1; ++d)
    ubs.push_back(tensor::getMixedSize(b, loc, ops.query, d));
  ubs.push_back(tiles);
  auto forall =
      scf::ForallOp::create(b, loc, ubs, ValueRange{dest}, std::nullopt);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(forall.getBody()->getTerminator());
  SmallVector<Value> ivs = llvm::to_vector(forall.getInductionVars());
  ValueRange batch = ValueRange(ivs).take_front(batchDims);
  Value head = ivs[batchDims];
  Value queryStart = arith::AddIOp::create(
      b, loc, firstQuery,
      arith::MulIOp::create(b, loc, ivs.back(), index(b, loc, rows)));
  Value tile = buildQueryTile(b, loc, ops, batch, head, queryStart, rows);
  SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
  offsets.append({head, queryStart, b.getIndexAttr(0)});
  SmallVector<OpFoldResult> sizes(batchDims + 1, b.getIndexAttr(1));
  sizes.append({rows, b.getIndexAttr(ops.valueDim)});
  SmallVector<OpFoldResult> strides(ops.rank, b.getIndexAttr(1));
  b.setInsertionPointToStart(forall.getTerminator().getBody());
  tensor::ParallelInsertSliceOp::create(b, loc, tile,
                                        forall.getRegionIterArgs()[0],
                                        offsets, sizes, strides);
  return forall.getResult(0);
}

/// Returns a map from `loops` loop dimensions to `dims`.
static AffineMap dimsMap(MLIRContext *ctx, unsigned loops,
                         ArrayRef<unsigned> dims) {
  SmallVector<AffineExpr> exprs;
  for (unsigned d : dims)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(loops, 0, exprs, ctx);
}

/// Flash-decoding: attention whose `rows` queries form one tile, with the
/// keys split into `splits` ranges of `chunk` keys computed in parallel
/// (each a partial row maximum, sum and output), then combined: the
/// partial sums and outputs weighted by exp(partial max - overall max).
/// Returns the result.
static Value buildSplitKeys(OpBuilder &b, Location loc, const Operands &ops,
                            int64_t rows, int64_t splits, Value chunk) {
  MLIRContext *ctx = b.getContext();
  int64_t batchDims = ops.rank - 3;
  SmallVector<OpFoldResult> heads;
  for (int64_t d = 0; d < batchDims + 1; ++d)
    heads.push_back(tensor::getMixedSize(b, loc, ops.query, d));
  // Partial states: [b..., Hq, splits, rows] and [b..., Hq, splits, rows, Dv].
  SmallVector<OpFoldResult> rowShape(heads);
  rowShape.append({b.getIndexAttr(splits), b.getIndexAttr(rows)});
  SmallVector<OpFoldResult> accShape(rowShape);
  accShape.push_back(b.getIndexAttr(ops.valueDim));
  Value maxInit = tensor::EmptyOp::create(b, loc, rowShape, ops.compute);
  Value accInit = tensor::EmptyOp::create(b, loc, accShape, ops.compute);

  // Iterations (batch..., split, head): consecutive iterations of a thread
  // read the same key range (and its cos/sin tables) for successive heads.
  SmallVector<OpFoldResult> ubs(heads.begin(), heads.end() - 1);
  ubs.append({b.getIndexAttr(splits), heads.back()});
  auto forall = scf::ForallOp::create(
      b, loc, ubs, ValueRange{maxInit, maxInit, accInit}, std::nullopt);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(forall.getBody()->getTerminator());
    SmallVector<Value> ivs = llvm::to_vector(forall.getInductionVars());
    ValueRange batch = ValueRange(ivs).take_front(batchDims);
    Value split = ivs[batchDims];
    Value head = ivs.back();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value keyHead = arith::DivUIOp::create(b, loc, head, ops.group);
    Value q = prepareQueries(b, loc, ops, batch, head, zero,
                             b.getIndexAttr(rows));
    Value lo = arith::MulIOp::create(b, loc, split, chunk);
    Value hi = arith::AddIOp::create(b, loc, lo, chunk);
    TileState state = buildKeyRange(b, loc, ops, batch, keyHead, q, zero,
                                    b.getIndexAttr(rows), lo, hi);
    b.setInsertionPointToStart(forall.getTerminator().getBody());
    SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
    offsets.append({head, split, b.getIndexAttr(0)});
    SmallVector<OpFoldResult> sizes(batchDims + 2, b.getIndexAttr(1));
    sizes.push_back(b.getIndexAttr(rows));
    SmallVector<OpFoldResult> strides(batchDims + 3, b.getIndexAttr(1));
    ValueRange outs = forall.getRegionIterArgs();
    tensor::ParallelInsertSliceOp::create(b, loc, state.max, outs[0], offsets,
                                          sizes, strides);
    tensor::ParallelInsertSliceOp::create(b, loc, state.sum, outs[1], offsets,
                                          sizes, strides);
    offsets.push_back(b.getIndexAttr(0));
    sizes.push_back(b.getIndexAttr(ops.valueDim));
    strides.push_back(b.getIndexAttr(1));
    tensor::ParallelInsertSliceOp::create(b, loc, state.acc, outs[2], offsets,
                                          sizes, strides);
  }
  Value maxes = forall.getResult(0), sums = forall.getResult(1),
        accs = forall.getResult(2);

  // Loops (b..., h, r, [d,] s), the split innermost: every combining
  // generic reduces it.
  unsigned rDim = batchDims + 1;
  SmallVector<unsigned> lead = llvm::to_vector(llvm::seq<unsigned>(0, rDim));
  auto with = [&](ArrayRef<unsigned> rest) {
    SmallVector<unsigned> dims(lead);
    dims.append(rest.begin(), rest.end());
    return dims;
  };
  unsigned rowLoops = batchDims + 3, accLoops = batchDims + 4;
  unsigned sRow = rowLoops - 1, sAcc = accLoops - 1, dAcc = accLoops - 2;
  SmallVector<bool> rowIters(rowLoops, false), accIters(accLoops, false);
  rowIters.back() = accIters.back() = true;
  SmallVector<OpFoldResult> outRows(heads);
  outRows.push_back(b.getIndexAttr(rows));
  SmallVector<OpFoldResult> outAcc(outRows);
  outAcc.push_back(b.getIndexAttr(ops.valueDim));

  // The overall row maxima.
  Value maxFill = filled(b, loc, outRows, ops.compute,
                         -std::numeric_limits<double>::infinity());
  Value overall =
      linalg::GenericOp::create(
          b, loc, maxFill.getType(), ValueRange{maxes}, ValueRange{maxFill},
          ArrayRef<AffineMap>{dimsMap(ctx, rowLoops, with({sRow, rDim})),
                              dimsMap(ctx, rowLoops, with({rDim}))},
          iterators(rowIters),
          [&](OpBuilder &b, Location loc, ValueRange args) {
            linalg::YieldOp::create(
                b, loc,
                arith::MaximumFOp::create(b, loc, args[0], args[1])
                    .getResult());
          })
          .getResult(0);
  // sum_s x_s * exp(max_s - overall) for the sums and the outputs.
  auto weighted = [&](Value partial, unsigned loops, unsigned sDim,
                      ArrayRef<unsigned> partialDims,
                      ArrayRef<unsigned> outDims, ArrayRef<bool> iters,
                      ArrayRef<OpFoldResult> shape) {
    Value init = filled(b, loc, shape, ops.compute, 0.0);
    return linalg::GenericOp::create(
               b, loc, init.getType(), ValueRange{partial, maxes, overall},
               ValueRange{init},
               ArrayRef<AffineMap>{
                   dimsMap(ctx, loops, with(partialDims)),
                   dimsMap(ctx, loops, with({sDim, rDim})),
                   dimsMap(ctx, loops, with({rDim})),
                   dimsMap(ctx, loops, with(outDims))},
               iterators(iters),
               [&](OpBuilder &b, Location loc, ValueRange args) {
                 Value weight = math::ExpOp::create(
                     b, loc, arith::SubFOp::create(b, loc, args[1], args[2]));
                 Value term = arith::MulFOp::create(b, loc, args[0], weight);
                 linalg::YieldOp::create(
                     b, loc,
                     arith::AddFOp::create(b, loc, args[3], term).getResult());
               })
        .getResult(0);
  };
  Value sum = weighted(sums, rowLoops, sRow, {sRow, rDim}, {rDim}, rowIters,
                       outRows);
  Value acc = weighted(accs, accLoops, sAcc, {sAcc, rDim, dAcc},
                       {rDim, dAcc}, accIters, outAcc);
  // out = acc / sum, rounded once.
  unsigned outLoops = batchDims + 3;
  Value outEmpty = tensor::EmptyOp::create(b, loc, outAcc, ops.element);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(outLoops, ctx);
  return linalg::GenericOp::create(
             b, loc, outEmpty.getType(), ValueRange{acc, sum},
             ValueRange{outEmpty},
             ArrayRef<AffineMap>{identity, identity.dropResult(outLoops - 1),
                                 identity},
             iterators(SmallVector<bool>(outLoops, false)),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value x = arith::DivFOp::create(b, loc, args[0], args[1]);
               if (ops.element != ops.compute)
                 x = arith::TruncFOp::create(b, loc, ops.element, x);
               linalg::YieldOp::create(b, loc, x);
             })
      .getResult(0);
}

/// Returns how many ranges flash-decoding splits the keys of `op` into, or
/// 1. Only queries that fit one tile are split, in ranges of at least
/// kKeysPerSplit keys: into up to kMaxKeySplits ranges when there are fewer
/// (batch x query head) pairs than kMinParallelTiles (a dynamic key length
/// gets kMaxKeySplits), and into ranges of kKeysPerSplit keys when several
/// heads rotate the keys on read, so that the range's cos/sin tables stay in
/// cache while each head reads them.
static int64_t getKeySplits(AttentionOp op, bool keysRotatedOnRead) {
  RankedTensorType query = op.getQuery().getType();
  RankedTensorType key = op.getKey().getType();
  int64_t rank = query.getRank();
  int64_t queries = query.getDimSize(rank - 2);
  if (ShapedType::isDynamic(queries) || queries >= kAttentionQueryTile ||
      queries == 0)
    return 1;
  int64_t pairs = 1;
  for (int64_t d = 0; d < rank - 2; ++d) {
    if (query.isDynamicDim(d))
      return 1;
    pairs *= query.getDimSize(d);
  }
  int64_t keys = key.getDimSize(rank - 2);
  if (keysRotatedOnRead && pairs > 1 && !ShapedType::isDynamic(keys))
    return std::max<int64_t>(1, keys / kKeysPerSplit);
  if (pairs >= kMinParallelTiles)
    return 1;
  if (ShapedType::isDynamic(keys))
    return kMaxKeySplits;
  return std::clamp<int64_t>(keys / kKeysPerSplit, 1, kMaxKeySplits);
}

FailureOr<Value> mlir::rope::decomposeAttention(
    RewriterBase &rewriter, AttentionOp op,
    std::optional<KeyRotation> keyRotation) {
  Location loc = op.getLoc();
  OpBuilder &b = rewriter;
  Operands ops;
  ops.op = op;
  ops.rank = op.getQuery().getType().getRank();
  ops.element = op.getQuery().getType().getElementType();
  ops.compute = ops.element.isF64() ? b.getF64Type() : b.getF32Type();
  ops.headDim = op.getQuery().getType().getShape().back();
  ops.valueDim = op.getValue().getType().getShape().back();
  ops.pairs = op.getEffectiveRotaryDim() / 2;
  ops.query = op.getQuery();
  ops.key = op.getKey();
  ops.value = op.getValue();
  int64_t rank = ops.rank;

  std::optional<ArrayRef<int64_t>> sections = op.getSections();
  std::tie(ops.queryCos, ops.querySin) = buildRotationTables(
      b, loc, ops.query, op.getQueryPositions(), op.getFrequencies(),
      op.getRopeScale(), ops.pairs, sections);
  if (Value keyPositions = op.getKeyPositions()) {
    // Positions tensors shared by queries and keys give one table.
    if (keyPositions == op.getQueryPositions() &&
        isa<ShapedType>(keyPositions.getType())) {
      ops.keyCos = ops.queryCos;
      ops.keySin = ops.querySin;
    } else {
      std::tie(ops.keyCos, ops.keySin) = buildRotationTables(
          b, loc, ops.key, keyPositions, op.getFrequencies(),
          op.getRopeScale(), ops.pairs, sections);
    }
    KeyRotation choice;
    if (keyRotation)
      choice = *keyRotation;
    else if (std::optional<KeyRotation> recorded = op.getKeyRotation())
      choice = *recorded;
    else
      choice = estimateKeyRotation(op)->choice;
    if (choice == KeyRotation::UpFront)
      ops.rotatedKey = RotateWithTablesOp::create(
          b, loc, ops.key.getType(), ops.key, ops.keyCos, ops.keySin,
          op.getLayoutAttr(), op.getRotaryDimAttr(), nullptr);
  } else {
    ops.rotatedKey = ops.key;
  }

  ops.queryLength = tensor::DimOp::create(b, loc, ops.query, rank - 2);
  ops.keyLength = tensor::DimOp::create(b, loc, ops.key, rank - 2);
  ops.group = arith::DivUIOp::create(
      b, loc, tensor::DimOp::create(b, loc, ops.query, rank - 3),
      tensor::DimOp::create(b, loc, ops.key, rank - 3));
  std::optional<int64_t> queries = getConstantIntValue(
      tensor::getMixedSize(b, loc, ops.query, rank - 2));
  if (ops.rotatedKey && (!queries || *queries >= kAttentionQueryTile))
    ops.keyBlocks = buildKeyBlocks(b, loc, ops);
  if (op.getCausal()) {
    ops.diagonal = op.getDiagonal();
    if (!ops.diagonal)
      ops.diagonal =
          arith::SubIOp::create(b, loc, ops.keyLength, ops.queryLength);
  }

  bool rotatedOnRead = !ops.rotatedKey;
  if (int64_t splits = getKeySplits(op, rotatedOnRead); splits > 1) {
    // Keys per range: ceil(keys / splits), rounded up to whole key tiles.
    Value tile = arith::ConstantIndexOp::create(b, loc, kAttentionKeyTile);
    Value perSplit = arith::CeilDivUIOp::create(
        b, loc, ops.keyLength, arith::ConstantIndexOp::create(b, loc, splits));
    Value chunk = arith::MulIOp::create(
        b, loc, arith::CeilDivUIOp::create(b, loc, perSplit, tile), tile);
    return buildSplitKeys(b, loc, ops, *queries, splits, chunk);
  }

  SmallVector<OpFoldResult> resultSizes =
      tensor::getMixedSizes(b, loc, ops.query);
  resultSizes.back() = b.getIndexAttr(ops.valueDim);
  Value result = tensor::EmptyOp::create(b, loc, resultSizes, ops.element);
  // Full query tiles, then the last partial one (if any).
  Value tile = arith::ConstantIndexOp::create(b, loc, kAttentionQueryTile);
  Value fullTiles = arith::DivUIOp::create(b, loc, ops.queryLength, tile);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  result = buildTileLoop(b, loc, ops, result, zero, fullTiles,
                         b.getIndexAttr(kAttentionQueryTile));
  Value covered = arith::MulIOp::create(b, loc, fullTiles, tile);
  Value rest = arith::SubIOp::create(b, loc, ops.queryLength, covered);
  std::optional<int64_t> staticRest;
  if (queries)
    staticRest = *queries % kAttentionQueryTile;
  if (!staticRest || *staticRest != 0) {
    Value partial = arith::ConstantIndexOp::create(b, loc, 1);
    if (!staticRest)
      partial = arith::MinUIOp::create(b, loc, rest, partial);
    OpFoldResult rows = staticRest ? OpFoldResult(b.getIndexAttr(*staticRest))
                                   : OpFoldResult(rest);
    result = buildTileLoop(b, loc, ops, result, covered, partial, rows);
  }
  return result;
}

namespace {
struct DecomposeAttentionPass
    : rope::impl::DecomposeAttentionPassBase<DecomposeAttentionPass> {
  using DecomposeAttentionPassBase::DecomposeAttentionPassBase;

  void runOnOperation() override {
    std::optional<KeyRotation> forced;
    if (keyRotation != "auto") {
      forced = symbolizeKeyRotation(keyRotation);
      if (!forced) {
        getOperation()->emitError("rope-decompose-attention: key-rotation "
                                  "must be auto, on_read or up_front, got '")
            << keyRotation << "'";
        return signalPassFailure();
      }
    }
    SmallVector<AttentionOp> ops;
    getOperation()->walk([&](AttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AttentionOp op : ops) {
      rewriter.setInsertionPoint(op);
      FailureOr<Value> result = decomposeAttention(rewriter, op, forced);
      if (failed(result))
        return signalPassFailure();
      rewriter.replaceOp(op, *result);
    }
  }
};
} // namespace
