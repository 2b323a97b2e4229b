//===- DecomposeAttention.cpp - rope.attention as a flash loop nest -------===//
//
// Lowers rope.attention to a tiled online-softmax loop nest on tensors:
//
//   cos/sin tables of the query (and key) positions, once
//   [up_front: K' = rotate(K), once]
//   scf.forall (batch..., query head, query tile of queryTile rows)
//     q = rotate(Q tile) * scale                       [rows, D], in f32
//     m = -inf, l = 0, acc = 0                         [rows], [rows], [rows,
//     Dv] scf.for key blocks of keyTile keys (causal: only those the
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
#include "FlashAttention.h"
#include "rope/Conversion/RopeToLinalg/RopeToLinalg.h"
#include "rope/Dialect/Rope/IR/AttentionCostModel.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_DECOMPOSEATTENTIONPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::flash;

/// Returns the full blocks of `ops.rotatedKey`, each transposed into a
/// contiguous [D, keyTile] (see Operands::keyBlocks): one pass over
/// the keys that spares every query tile a transposing copy of every block
/// (and the kernels rows at the stride of a whole sequence).
static Value buildKeyBlocks(OpBuilder &b, Location loc, const Operands &ops) {
  int64_t rank = ops.rank;
  Value keys = ops.rotatedKey;
  auto type = cast<RankedTensorType>(keys.getType());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, keys);
  Value tile = arith::ConstantIndexOp::create(b, loc, ops.keyTile);
  Value blocks = arith::DivUIOp::create(b, loc, ops.keyLength, tile);
  // The keys of the full blocks, [b..., Hkv, blocks * tile, D].
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  sizes[rank - 2] = arith::MulIOp::create(b, loc, blocks, tile).getResult();
  Value full =
      tensor::ExtractSliceOp::create(b, loc, keys, offsets, sizes, strides);
  // [b..., Hkv, blocks, tile, D], then [b..., Hkv, blocks, D, tile].
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t d = 0; d < rank - 2; ++d)
    reassociation.push_back({d});
  reassociation.push_back({rank - 2, rank - 1});
  reassociation.push_back({rank});
  SmallVector<OpFoldResult> expandedSizes(sizes.begin(), sizes.end() - 2);
  expandedSizes.append(
      {blocks, b.getIndexAttr(ops.keyTile), b.getIndexAttr(ops.headDim)});
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
  for (int64_t d = 0; d < batchDims; ++d)
    ubs.push_back(tensor::getMixedSize(b, loc, ops.query, d));
  // Stacked heads: one tile per key head.
  ubs.push_back(tensor::getMixedSize(
      b, loc, ops.stackedHeads > 1 ? ops.key : ops.query, batchDims));
  ubs.push_back(tiles);
  auto forall =
      scf::ForallOp::create(b, loc, ubs, ValueRange{dest}, std::nullopt);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(forall.getBody()->getTerminator());
  SmallVector<Value> ivs = llvm::to_vector(forall.getInductionVars());
  ValueRange batch = ValueRange(ivs).take_front(batchDims);
  Value head = ivs[batchDims];
  if (ops.stackedHeads > 1)
    head = arith::MulIOp::create(
        b, loc, head, arith::ConstantIndexOp::create(b, loc, ops.stackedHeads));
  Value queryStart = arith::AddIOp::create(
      b, loc, firstQuery,
      arith::MulIOp::create(b, loc, ivs.back(), index(b, loc, rows)));
  Value tile = buildQueryTile(b, loc, ops, batch, head, queryStart, rows);
  SmallVector<OpFoldResult> offsets(batch.begin(), batch.end());
  offsets.append({head, queryStart, b.getIndexAttr(0)});
  SmallVector<OpFoldResult> sizes(batchDims, b.getIndexAttr(1));
  sizes.append(
      {b.getIndexAttr(ops.stackedHeads), rows, b.getIndexAttr(ops.valueDim)});
  SmallVector<OpFoldResult> strides(ops.rank, b.getIndexAttr(1));
  if (ops.stackedHeads > 1) {
    // [heads * rows, Dv] as [heads, rows, Dv].
    int64_t rowCount = *getConstantIntValue(rows);
    auto type = cast<RankedTensorType>(tile.getType());
    tile = tensor::ExpandShapeOp::create(
        b, loc,
        RankedTensorType::get({ops.stackedHeads, rowCount, ops.valueDim},
                              type.getElementType()),
        tile, ArrayRef<ReassociationIndices>{{0, 1}, {2}});
  }
  b.setInsertionPointToStart(forall.getTerminator().getBody());
  tensor::ParallelInsertSliceOp::create(
      b, loc, tile, forall.getRegionIterArgs()[0], offsets, sizes, strides);
  return forall.getResult(0);
}

/// Reports how `op` is decomposed: flash tiles or flash-decoding key ranges,
/// the tile sizes, where the keys are rotated, and whether the products take
/// bf16 operands (and why not, where the pipeline asked for them:
/// `bf16Asked`). Reported to a remark engine only: every attention gets one.
static void remarkDecomposition(AttentionOp op, const Operands &ops,
                                int64_t splits, bool bf16Asked) {
  StringRef keys = !op.hasRotation()       ? "not_rotated"
                   : !op.getKeyPositions() ? "as_given"
                   : ops.rotatedKey        ? "up_front"
                                           : "on_read";
  Decision decision(DecisionKind::Analysis, op, "rope-decompose-attention",
                    "AttentionTiles", DecisionVisibility::EngineOnly);
  decision.arg("Form", splits > 1 ? "flash-decoding" : "flash")
      .arg("QueryTile", ops.queryTile)
      .arg("KeyTile", ops.keyTile)
      .arg("KeySplits", splits)
      .arg("StackedHeads", ops.stackedHeads)
      .arg("KeyRotation", keys)
      .arg("Causal", op.getCausal() ? "true" : "false")
      .arg("Window", op.getWindowSize().value_or(0))
      .arg("BF16Products", ops.bf16Products ? "true" : "false");
  if (splits > 1)
    decision << "flash-decoding: the keys split into " << splits
             << " ranges of whole " << ops.keyTile
             << "-key blocks, combined by their softmax statistics";
  else
    decision << "flash loop nest: query tiles of " << ops.queryTile
             << " rows, key blocks of " << ops.keyTile << " keys";
  decision << "; keys " << keys;
  if (ops.stackedHeads > 1)
    decision << "; " << ops.stackedHeads
             << " query heads per tile, which share a key head";
  if (ops.bf16Products)
    decision << "; products on bf16 operands";
  else if (bf16Asked)
    decision << "; products in f32: " << *getQueriesPerKey(op)
             << " queries per key (fewer than " << kMinBF16ProductQueries
             << ") would not repay packing the keys and values for bf16 "
                "kernels";
}

bool mlir::rope::fitsOneQueryTile(AttentionOp op, int64_t queryTile) {
  RankedTensorType query = op.getQuery().getType();
  int64_t queries = query.getDimSize(query.getRank() - 2);
  return !ShapedType::isDynamic(queries) && queries > 0 && queries < queryTile;
}

FailureOr<Value>
mlir::rope::decomposeAttention(RewriterBase &rewriter, AttentionOp op,
                               std::optional<KeyRotation> keyRotation,
                               const AttentionTiles &tiles) {
  Location loc = op.getLoc();
  bool bf16Products = tiles.bf16Products &&
                      op.getQuery().getType().getElementType().isBF16() &&
                      getQueriesPerKey(op).value_or(kMinBF16ProductQueries) >=
                          kMinBF16ProductQueries;
  std::optional<int64_t> chosenTile = tiles.queryTile;
  if (!op.getCausal() && tiles.unmaskedQueryTile)
    chosenTile = tiles.unmaskedQueryTile;
  int64_t queryTile = chosenTile.value_or(getQueryTile(op, bf16Products));
  if (queryTile < 1 || (tiles.keyTile && *tiles.keyTile < 1) ||
      (tiles.keySplits && *tiles.keySplits < 1))
    return op.emitError("attention decomposition: tile sizes and key splits "
                        "must be at least 1");
  if (tiles.keySplits && *tiles.keySplits > 1 &&
      !fitsOneQueryTile(op, queryTile))
    return op.emitError("attention decomposition: splitting the keys needs a "
                        "static query count below the query tile (")
           << queryTile << ")";
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
  ops.queryTile = queryTile;
  ops.bf16Products = bf16Products;
  ops.rowSoftmax = tiles.rowSoftmax;
  ops.sinks = op.getSinks();
  ops.keyTile = tiles.keyTile.value_or(
      ops.bf16Products ? kAttentionBF16KeyTile : kAttentionKeyTile);
  int64_t rank = ops.rank;

  std::optional<ArrayRef<int64_t>> sections = op.getSections();
  // Without rotation (NoPE) there are no tables: the queries are read as
  // they are, and so are the keys.
  if (op.hasRotation())
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
          b, loc, ops.key, keyPositions, op.getFrequencies(), op.getRopeScale(),
          ops.pairs, sections);
    }
    KeyRotation choice;
    if (keyRotation)
      choice = *keyRotation;
    else if (std::optional<KeyRotation> recorded = op.getKeyRotation())
      choice = *recorded;
    else
      choice = estimateKeyRotation(op, ops.queryTile)->choice;
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
  std::optional<int64_t> queries =
      getConstantIntValue(tensor::getMixedSize(b, loc, ops.query, rank - 2));
  // Not for bf16 products: their tile kernels pack each key block in VNNI
  // pairs from the keys as they are (rows of pairs along D) at less cost
  // than a transposition of 16-bit keys up front. On an Intel Xeon with AMX
  // (family 6 model 167), bf16, S = 2048, 1 thread, same process: 8 heads
  // 25.7 -> 24.7 ms, causal 20.0 -> 18.8 ms, GQA 32/8 88.9 -> 88.1 ms (f32
  // products: 102 -> 111 ms without the blocks).
  if (ops.rotatedKey && !ops.bf16Products &&
      (!queries || *queries >= ops.queryTile))
    ops.keyBlocks = buildKeyBlocks(b, loc, ops);
  if (op.getCausal()) {
    // Per-query limits, or a diagonal: a run-time one is clamped, so that
    // tile bounds computed from it cannot wrap; the default Skv - Sq is in
    // range already.
    ops.window = op.getWindowSize();
    ops.limits = op.getLimits();
    if (Value diagonal = op.getDiagonal())
      ops.diagonal =
          flash::clampDiagonal(b, loc, diagonal, ops.queryLength,
                               ops.keyLength, ops.window.has_value());
    else if (!ops.limits)
      ops.diagonal =
          arith::SubIOp::create(b, loc, ops.keyLength, ops.queryLength);
    if (ops.window)
      ops.windowLength = flash::limitWindow(b, loc, *ops.window, ops.keyLength);
  }

  // The query heads that share a key head, in one tile where their
  // queries fit (GQA decoding): the key and value blocks are read once for
  // all of them. Per-query limits are repeated for each head's rows.
  ops.stackedHeads =
      tiles.stackQueryHeads ? getStackedHeads(op, ops.queryTile) : 1;
  if (ops.stackedHeads > 1) {
    ops.headRows = *queries;
    if (ops.limits)
      ops.limits = tensor::ConcatOp::create(
          b, loc, /*dim=*/0, SmallVector<Value>(ops.stackedHeads, ops.limits));
  }

  bool rotatedOnRead = !ops.rotatedKey;
  int64_t splits = tiles.keySplits.value_or(
      getKeySplits(op, rotatedOnRead, ops.queryTile, ops.stackedHeads));
  remarkDecomposition(op, ops, splits,
                      tiles.bf16Products && ops.element.isBF16());
  if (splits > 1) {
    // Keys per range: ceil(keys / splits), rounded up to whole key tiles.
    Value tile = arith::ConstantIndexOp::create(b, loc, ops.keyTile);
    Value perSplit = arith::CeilDivUIOp::create(
        b, loc, ops.keyLength, arith::ConstantIndexOp::create(b, loc, splits));
    Value chunk = arith::MulIOp::create(
        b, loc, arith::CeilDivUIOp::create(b, loc, perSplit, tile), tile);
    ops.splitKeys = true;
    return buildSplitKeys(b, loc, ops, *queries, splits, chunk);
  }

  SmallVector<OpFoldResult> resultSizes =
      tensor::getMixedSizes(b, loc, ops.query);
  resultSizes.back() = b.getIndexAttr(ops.valueDim);
  Value result = tensor::EmptyOp::create(b, loc, resultSizes, ops.element);
  // Full query tiles, then the last partial one (if any).
  Value tile = arith::ConstantIndexOp::create(b, loc, ops.queryTile);
  Value fullTiles = arith::DivUIOp::create(b, loc, ops.queryLength, tile);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  // (Stacked heads: all queries fit one partial tile.)
  if (ops.stackedHeads == 1)
    result = buildTileLoop(b, loc, ops, result, zero, fullTiles,
                           b.getIndexAttr(ops.queryTile));
  Value covered = arith::MulIOp::create(b, loc, fullTiles, tile);
  Value rest = arith::SubIOp::create(b, loc, ops.queryLength, covered);
  std::optional<int64_t> staticRest;
  if (queries)
    staticRest = *queries % ops.queryTile;
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
    if (keyRotation == KeyRotationMode::OnRead)
      forced = KeyRotation::OnRead;
    else if (keyRotation == KeyRotationMode::UpFront)
      forced = KeyRotation::UpFront;
    if (form != "flash" && form != "graph") {
      getOperation()->emitError("rope-decompose-attention: form must be "
                                "flash or graph, got '")
          << form << "'";
      return signalPassFailure();
    }
    SmallVector<AttentionOp> ops;
    getOperation()->walk([&](AttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (auto [name, value] :
         {std::pair<StringRef, int64_t>{"query-tile", queryTile},
          {"unmasked-query-tile", unmaskedQueryTile}}) {
      if (value >= 0)
        continue;
      getOperation()->emitError("rope-decompose-attention: ")
          << name << " must not be negative, got " << value;
      return signalPassFailure();
    }
    AttentionTiles tiles;
    tiles.bf16Products = bf16Products;
    tiles.rowSoftmax = rowSoftmax;
    tiles.stackQueryHeads = stackQueryHeads;
    if (queryTile > 0)
      tiles.queryTile = queryTile;
    if (unmaskedQueryTile > 0)
      tiles.unmaskedQueryTile = unmaskedQueryTile;
    for (AttentionOp op : ops) {
      rewriter.setInsertionPoint(op);
      FailureOr<Value> result =
          form == "graph" ? buildAttentionGraph(rewriter, op)
                          : decomposeAttention(rewriter, op, forced, tiles);
      if (failed(result))
        return signalPassFailure();
      rewriter.replaceOp(op, *result);
    }
  }
};
} // namespace
