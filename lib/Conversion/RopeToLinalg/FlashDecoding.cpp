//===- FlashDecoding.cpp - rope.attention with keys split in ranges -------===//
//
// Flash-decoding: the keys of attention whose queries fit one tile are split
// into ranges computed in parallel, each a partial online-softmax state,
// combined at the end.
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
Value flash::buildSplitKeys(OpBuilder &b, Location loc, const Operands &ops,
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
  // Stacked heads: one iteration per key head, for all its query heads.
  SmallVector<OpFoldResult> ubs(heads.begin(), heads.end() - 1);
  ubs.append({b.getIndexAttr(splits),
              ops.stackedHeads > 1
                  ? tensor::getMixedSize(b, loc, ops.key, batchDims)
                  : heads.back()});
  auto forall = scf::ForallOp::create(
      b, loc, ubs, ValueRange{maxInit, maxInit, accInit}, std::nullopt);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(forall.getBody()->getTerminator());
    SmallVector<Value> ivs = llvm::to_vector(forall.getInductionVars());
    ValueRange batch = ValueRange(ivs).take_front(batchDims);
    Value split = ivs[batchDims];
    Value head = ivs.back();
    if (ops.stackedHeads > 1)
      head = arith::MulIOp::create(
          b, loc, head,
          arith::ConstantIndexOp::create(b, loc, ops.stackedHeads));
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value keyHead = arith::DivUIOp::create(b, loc, head, ops.group);
    Value q =
        prepareQueries(b, loc, ops, batch, head, zero, b.getIndexAttr(rows));
    Value lo = arith::MulIOp::create(b, loc, split, chunk);
    Value hi = arith::AddIOp::create(b, loc, lo, chunk);
    TileState state = buildKeyRange(b, loc, ops, batch, keyHead, q, zero,
                                    b.getIndexAttr(rows), lo, hi);
    if (ops.stackedHeads > 1) {
      // [heads * rows] as [heads, 1, rows], [heads * rows, Dv] as [heads, 1,
      // rows, Dv].
      auto expand = [&](Value stacked, ArrayRef<int64_t> shape,
                        ArrayRef<ReassociationIndices> groups) -> Value {
        return tensor::ExpandShapeOp::create(
            b, loc, RankedTensorType::get(shape, ops.compute), stacked, groups);
      };
      state.max = expand(state.max, {ops.stackedHeads, 1, rows}, {{0, 1, 2}});
      state.sum = expand(state.sum, {ops.stackedHeads, 1, rows}, {{0, 1, 2}});
      state.acc = expand(state.acc, {ops.stackedHeads, 1, rows, ops.valueDim},
                         {{0, 1, 2}, {3}});
    }
    b.setInsertionPointToStart(forall.getTerminator().getBody());
    SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
    offsets.append({head, split, b.getIndexAttr(0)});
    SmallVector<OpFoldResult> sizes(batchDims, b.getIndexAttr(1));
    sizes.append({b.getIndexAttr(ops.stackedHeads), b.getIndexAttr(1)});
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
                arith::MaxNumFOp::create(b, loc, args[0], args[1])
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
               ArrayRef<AffineMap>{dimsMap(ctx, loops, with(partialDims)),
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
  Value sum =
      weighted(sums, rowLoops, sRow, {sRow, rDim}, {rDim}, rowIters, outRows);
  Value acc = weighted(accs, accLoops, sAcc, {sAcc, rDim, dAcc}, {rDim, dAcc},
                       accIters, outAcc);
  // out = acc / sum (with the sink's term), rounded once.
  unsigned outLoops = batchDims + 3;
  Value outEmpty = tensor::EmptyOp::create(b, loc, outAcc, ops.element);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(outLoops, ctx);
  AffineMap row = identity.dropResult(outLoops - 1);
  SmallVector<Value> inputs{acc, sum};
  SmallVector<AffineMap> maps{identity, row};
  if (ops.sinks) {
    // The sinks join once, under the overall maximum: rows [b..., h, r].
    inputs[1] = addSinkTerms(
        b, loc, ops, sum, overall, [&](OpBuilder &b, Location loc) -> Value {
          return linalg::IndexOp::create(b, loc, batchDims);
        });
    inputs.push_back(overall);
    maps.push_back(row);
  }
  maps.push_back(identity);
  return linalg::GenericOp::create(
             b, loc, outEmpty.getType(), inputs, ValueRange{outEmpty}, maps,
             iterators(SmallVector<bool>(outLoops, false)),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value x = normalize(b, loc, ops, args[0], args[1],
                                   ops.sinks ? args[2] : Value());
               if (ops.element != ops.compute)
                 x = arith::TruncFOp::create(b, loc, ops.element, x);
               linalg::YieldOp::create(b, loc, x);
             })
      .getResult(0);
}

/// Returns how many ranges flash-decoding splits the keys of `op` into, or
/// 1. Only queries that fit one tile are split, in ranges of at least
/// kKeysPerSplit keys: into up to kMaxKeySplits ranges when there are fewer
/// tiles, (batch x query head) pairs or with `stackedHeads` query heads per
/// tile (batch x key head) pairs, than kMinParallelTiles (a dynamic key length
/// gets kMaxKeySplits), and into ranges of kKeysPerSplit keys when several
/// heads rotate the keys on read, so that the range's cos/sin tables stay in
/// cache while each head reads them.
int64_t flash::getKeySplits(AttentionOp op, bool keysRotatedOnRead,
                            int64_t queryTile, int64_t stackedHeads) {
  RankedTensorType query = op.getQuery().getType();
  RankedTensorType key = op.getKey().getType();
  int64_t rank = query.getRank();
  int64_t queries = query.getDimSize(rank - 2);
  if (ShapedType::isDynamic(queries) || queries >= queryTile || queries == 0)
    return 1;
  int64_t pairs = 1;
  for (int64_t d = 0; d < rank - 2; ++d) {
    if (query.isDynamicDim(d))
      return 1;
    pairs *= query.getDimSize(d);
  }
  // Tiles of stacked heads: one per (batch x key head) pair.
  pairs /= stackedHeads;
  int64_t keys = key.getDimSize(rank - 2);
  if (keysRotatedOnRead && pairs > 1 && !ShapedType::isDynamic(keys))
    return std::max<int64_t>(1, keys / kKeysPerSplit);
  if (pairs >= kMinParallelTiles)
    return 1;
  if (ShapedType::isDynamic(keys))
    return kMaxKeySplits;
  return std::clamp<int64_t>(keys / kKeysPerSplit, 1, kMaxKeySplits);
}
