//===- AMXTiles.cpp - bf16 contractions on AMX tiles ----------------------===//
//
// A contraction of bf16 operands into an f32 result on Intel's tile units
// (tdpbf16ps). Both operands are copied once into tile-shaped packs,
// zero-padded to whole tiles (so any size, static or dynamic, runs whole
// tiles):
//
// * the left operand as [its batch dimensions..., m tile, k tile, 16, 32]:
//   a 16 x 32 tile is 16 rows of 32 consecutive k, 1 KiB contiguous;
// * the right operand in the VNNI pair layout the instruction reads,
//   [its batch dimensions..., n tile, k tile, 16, 32]: row p of a tile holds
//   the 16 columns' elements at k = 2p and 2p + 1, interleaved.
//
// A 32 x 32 block of the result lives in four 16 x 16 f32 tiles for the
// whole k loop; each k step loads two left and two right tiles (all eight
// tile registers) and issues four tdpbf16ps. Blocks are parallel over the
// batch dimensions and the rows of blocks; blocks that reach past the
// result's edge, or of a result whose row stride is dynamic, go through a
// 32 x 32 scratch buffer.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"
#include "rope/Codegen/CPU/ScratchBuffers.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::rope;

namespace {

/// Rows of every tile; bf16 elements (k) per row of an operand tile; f32
/// columns per row of a result tile; tiles per side of a result block.
constexpr int64_t kTileRows = 16;
constexpr int64_t kTileK = 32;
constexpr int64_t kTileColumns = 16;
constexpr int64_t kBlockTiles = 2;
/// Result blocks per chunk of n and k tiles per chunk of k: the right
/// operand's chunk (2048 k x 256 columns of bf16, 1 MiB) stays in L2 while
/// the row blocks pass over it. Measured on a Sapphire Rapids-class Xeon
/// (matmul 2048^3, 1 thread): 8 x 64 gave 1000-1100 GFLOP/s; 4 or 16 blocks
/// of n, or 16 or 32 tiles of k (the result read again per chunk), 10-30 %
/// less.
constexpr int64_t kChunkBlocksN = 8;
constexpr int64_t kChunkTilesK = 64;
/// The bytes after which L1 sets repeat (48 KiB, 12 ways), and the most
/// rows of a stored tile that may fall into one set.
constexpr int64_t kL1SetPeriod = 4096;
constexpr int64_t kMaxTileRowsPerSet = 4;
/// Tiles of n that one iteration of the right operand's pack copies, row
/// by row of B: 8 tiles read 256 bytes of each row of a B stored [k, n],
/// where one tile read 32 (half a cache line, and a new page at every row
/// of 4 KiB or more). On an Intel Xeon with AMX (family 6 model 167),
/// matmul 2048^3 of bf16 operands, best of 25 calls in a process of its
/// own, three processes each: 1 thread 1098-1150 -> 1184-1221 GFLOP/s, 2
/// threads 2054-2137 -> 2208-2302 (4 tiles: 1158-1187 and 2235-2250).
constexpr int64_t kPackGroupTiles = 8;
/// The largest left operand read in place (readsAMXLeftInPlace): larger
/// ones are reused by many blocks, which read a pack's contiguous tiles
/// better.
constexpr int64_t kMaxInPlaceLeftBytes = 64 * 1024;

/// The contraction as the tile loops see it.
struct TileContraction {
  SmallVector<Value, 3> operands;
  SmallVector<AffineMap, 3> maps;
  SmallVector<unsigned> batch;
  unsigned m, n, k;
  SmallVector<OpFoldResult> sizes;
};

} // namespace

static Value index(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

static Value apply(OpBuilder &b, Location loc, AffineExpr expr,
                   ArrayRef<OpFoldResult> operands) {
  return getValueOrCreateConstantIndexOp(
      b, loc,
      affine::makeComposedFoldedAffineApply(b, loc, expr, operands));
}

/// Returns the batch dimensions of `c` that operand `operand` has, in the
/// order of its indexing map.
static SmallVector<unsigned> operandBatch(const TileContraction &c,
                                          unsigned operand) {
  SmallVector<unsigned> dims;
  AffineMap map = c.maps[operand];
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i)
    if (llvm::is_contained(c.batch, map.getDimPosition(i)))
      dims.push_back(map.getDimPosition(i));
  return dims;
}

/// Returns the indices into operand `operand` of `c` for the loop values
/// `at` (one per loop dimension the operand uses).
static SmallVector<Value>
operandIndices(const TileContraction &c, unsigned operand,
               const llvm::SmallDenseMap<unsigned, Value> &at) {
  AffineMap map = c.maps[operand];
  return llvm::map_to_vector(
      llvm::seq<unsigned>(0, map.getNumResults()),
      [&](unsigned i) { return at.lookup(map.getDimPosition(i)); });
}

/// Reads `length` elements of operand `operand` of `c` from the loop values
/// `at` along loop dimension `along`, the elements past its end as zeros,
/// or zeros altogether when `valid` is false (an index of a dimension not
/// read along is past its end).
static Value readRow(OpBuilder &b, Location loc, const TileContraction &c,
                     unsigned operand,
                     const llvm::SmallDenseMap<unsigned, Value> &at,
                     unsigned along, int64_t length, Value valid) {
  Value source = c.operands[operand];
  AffineMap map = c.maps[operand];
  Type element = getElementTypeOrSelf(source.getType());
  auto type = VectorType::get({length}, element);
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  auto read = [&](OpBuilder &nested, Location nestedLoc) {
    AffineMap permutation = AffineMap::get(
        map.getNumResults(), 0,
        {getAffineDimExpr(*map.getResultPosition(
                              getAffineDimExpr(along, b.getContext())),
                          b.getContext())},
        b.getContext());
    Value row = vector::TransferReadOp::create(
        nested, nestedLoc, type, source, operandIndices(c, operand, at),
        AffineMapAttr::get(permutation), zero, /*mask=*/Value(),
        nested.getBoolArrayAttr({false}));
    scf::YieldOp::create(nested, nestedLoc, row);
  };
  auto zeros = [&](OpBuilder &nested, Location nestedLoc) {
    Value row = arith::ConstantOp::create(nested, nestedLoc, type,
                                          DenseElementsAttr::get(
                                              type, b.getZeroAttr(element)));
    scf::YieldOp::create(nested, nestedLoc, row);
  };
  return scf::IfOp::create(b, loc, valid, read, zeros).getResult(0);
}

/// Creates the loops from 0 to `ubs` at the insertion point, an
/// `scf.forall` when `parallel`, else `scf.for` loops; leaves the insertion
/// point in the body and returns the induction variables.
static SmallVector<Value> createLoopNest(OpBuilder &b, Location loc,
                                         ArrayRef<OpFoldResult> ubs,
                                         bool parallel) {
  SmallVector<OpFoldResult> zeros(ubs.size(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> ones(ubs.size(), b.getIndexAttr(1));
  if (parallel) {
    auto forall = scf::ForallOp::create(b, loc, zeros, ubs, ones, ValueRange(),
                                        std::nullopt);
    b.setInsertionPoint(forall.getBody()->getTerminator());
    return llvm::to_vector(forall.getInductionVars());
  }
  SmallVector<Value> ivs;
  for (OpFoldResult ub : ubs) {
    auto loop = scf::ForOp::create(b, loc, index(b, loc, 0),
                                   getValueOrCreateConstantIndexOp(b, loc, ub),
                                   index(b, loc, 1));
    b.setInsertionPoint(loop.getBody()->getTerminator());
    ivs.push_back(loop.getInductionVar());
  }
  return ivs;
}

/// Allocates the pack of operand `operand` of `c`: [its batch sizes...,
/// `tiles`, k tiles, 16, 32] bf16.
static Value allocatePack(OpBuilder &b, Location loc, const TileContraction &c,
                          unsigned operand, OpFoldResult tiles,
                          OpFoldResult kTiles) {
  SmallVector<OpFoldResult> sizes;
  for (unsigned dim : operandBatch(c, operand))
    sizes.push_back(c.sizes[dim]);
  sizes.append({tiles, kTiles, b.getIndexAttr(kTileRows),
                b.getIndexAttr(kTileK)});
  SmallVector<int64_t> shape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, shape);
  auto alloc =
      memref::AllocOp::create(b, loc, MemRefType::get(shape, b.getBF16Type()),
                              dynamicSizes, b.getI64IntegerAttr(64));
  // Kept for the next call (rope-cache-scratch-buffers).
  markScratch(alloc);
  return alloc;
}

/// Creates the outer loops of operand `operand`'s pack at the insertion
/// point, over its batch dimensions and its `tiles` tiles of m (n), an
/// `scf.forall` when `parallel`; returns the batch dimensions with their
/// induction variables, and the tile's.
static std::pair<llvm::SmallDenseMap<unsigned, Value>, Value>
createPackLoops(OpBuilder &b, Location loc, const TileContraction &c,
                unsigned operand, OpFoldResult tiles, bool parallel,
                SmallVectorImpl<Value> &ivs) {
  SmallVector<unsigned> batch = operandBatch(c, operand);
  SmallVector<OpFoldResult> ubs;
  for (unsigned dim : batch)
    ubs.push_back(c.sizes[dim]);
  ubs.push_back(tiles);
  ivs.assign(createLoopNest(b, loc, ubs, parallel));
  llvm::SmallDenseMap<unsigned, Value> at;
  for (auto [dim, iv] : llvm::zip(batch, ivs))
    at[dim] = iv;
  return {at, ivs.back()};
}

/// Returns the outermost loop around `iv`'s loop that is nested in `block`.
static Operation *getLoopIn(Value iv, Block *block) {
  Operation *loop = iv.getParentBlock()->getParentOp();
  while (loop->getBlock() != block)
    loop = loop->getParentOp();
  return loop;
}

/// Copies the left operand into `pack`, [batch..., m tile, k tile, r, 32]
/// = A[batch..., m tile * 16 + r, k tile * 32 + 0..31]. Returns the
/// outermost loop of the copy.
static Operation *packLeft(OpBuilder &b, Location loc,
                           const TileContraction &c, Value pack,
                           OpFoldResult mTiles, OpFoldResult kTiles,
                           bool parallel) {
  OpBuilder::InsertionGuard guard(b);
  Block *block = b.getInsertionBlock();
  SmallVector<Value> ivs;
  auto [at, mTile] = createPackLoops(b, loc, c, 0, mTiles, parallel, ivs);
  SmallVector<Value> inner = createLoopNest(
      b, loc, {kTiles, b.getIndexAttr(kTileRows)}, /*parallel=*/false);
  AffineExpr d0, d1;
  bindDims(b.getContext(), d0, d1);
  at[c.m] = apply(b, loc, d0 * kTileRows + d1, {mTile, inner[1]});
  at[c.k] = apply(b, loc, d0 * kTileK, {inner[0]});
  Value valid = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ult, at[c.m],
      getValueOrCreateConstantIndexOp(b, loc, c.sizes[c.m]));
  Value row = readRow(b, loc, c, 0, at, c.k, kTileK, valid);
  SmallVector<Value> packIndices(ivs);
  packIndices.append({inner[0], inner[1], index(b, loc, 0)});
  vector::TransferWriteOp::create(b, loc, row, pack, packIndices,
                                  ArrayRef<bool>{true});
  return getLoopIn(mTile, block);
}

/// Copies the right operand into `pack` in the VNNI pair layout:
/// [batch..., n tile, k tile, p, 2 j + q] = B[batch..., k tile * 32 + 2 p +
/// q, n tile * 16 + j]. Rows of B along n are read two at a time and
/// interleaved; a B stored as [n, k] (QK^T's keys) is read along k, one
/// column of the tile at a time.
static void packRight(OpBuilder &b, Location loc, const TileContraction &c,
                      Value pack, OpFoldResult nTiles, OpFoldResult kTiles,
                      bool parallel) {
  OpBuilder::InsertionGuard guard(b);
  AffineMap map = c.maps[1];
  bool alongK = map.getDimPosition(map.getNumResults() - 1) == c.k;
  AffineExpr d0, d1;
  bindDims(b.getContext(), d0, d1);
  // Tiles of n per iteration of the outer loop (see kPackGroupTiles); fewer
  // where there would be fewer than two groups.
  int64_t group = 1;
  if (!alongK) {
    group = kPackGroupTiles;
    if (std::optional<int64_t> tiles = getConstantIntValue(nTiles))
      group = std::clamp<int64_t>(*tiles / 2, 1, kPackGroupTiles);
  }
  OpFoldResult groups = affine::makeComposedFoldedAffineApply(
      b, loc, d0.ceilDiv(group), {nTiles});
  SmallVector<Value> ivs;
  auto [at, nGroup] = createPackLoops(b, loc, c, 1, groups, parallel, ivs);
  Value nTile = nGroup;
  SmallVector<OpFoldResult> innerSizes = {kTiles};
  if (!alongK)
    innerSizes.push_back(b.getIndexAttr(kTileK / 2));
  SmallVector<Value> inner =
      createLoopNest(b, loc, innerSizes, /*parallel=*/false);
  if (group > 1) {
    // The group's tiles innermost: the k loop walks down B's rows, reading
    // each row's piece of the group's columns in turn.
    Value first = apply(b, loc, d0 * group, {nGroup});
    Value count = getValueOrCreateConstantIndexOp(
        b, loc,
        affine::makeComposedFoldedAffineMin(
            b, loc,
            AffineMap::get(2, 0, {b.getAffineConstantExpr(group), d1 - d0},
                           b.getContext()),
            {first, nTiles}));
    auto tiles = scf::ForOp::create(b, loc, index(b, loc, 0), count,
                                    index(b, loc, 1));
    b.setInsertionPoint(tiles.getBody()->getTerminator());
    nTile = apply(b, loc, d0 + d1, {first, tiles.getInductionVar()});
    ivs.back() = nTile;
  }
  Value sizeN = getValueOrCreateConstantIndexOp(b, loc, c.sizes[c.n]);
  Value sizeK = getValueOrCreateConstantIndexOp(b, loc, c.sizes[c.k]);
  SmallVector<Value> packIndices(ivs);
  packIndices.push_back(inner[0]);
  if (alongK) {
    // Column j's 32 k are 16 pairs, 32-bit words: the tile, in words, is
    // the transpose of the 16 x 16 words of its 16 columns, row p holding
    // pair p of each. One vector.transpose of i32 (vpunpck and vshufi64x2
    // with the pipeline's 16 x 16 transpose lowering) where one column at
    // a time took 16 scattered 4-byte stores built from bf16 shuffles,
    // which the x86 backend took apart one element at a time.
    auto words = VectorType::get({kTileColumns, kTileK / 2}, b.getI32Type());
    Value block = arith::ConstantOp::create(
        b, loc, words, DenseElementsAttr::get(words, b.getI32IntegerAttr(0)));
    at[c.k] = apply(b, loc, d0 * kTileK, {inner[0]});
    for (int64_t j = 0; j < kTileColumns; ++j) {
      at[c.n] = apply(b, loc, d0 * kTileColumns + j, {nTile});
      Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          at[c.n], sizeN);
      Value column = vector::BitCastOp::create(
          b, loc, VectorType::get({kTileK / 2}, b.getI32Type()),
          readRow(b, loc, c, 1, at, c.k, kTileK, valid));
      block = vector::InsertOp::create(b, loc, column, block, j);
    }
    Value pairs = vector::BitCastOp::create(
        b, loc, VectorType::get({kTileRows, kTileK}, b.getBF16Type()),
        vector::TransposeOp::create(b, loc, block, {1, 0}));
    packIndices.append({index(b, loc, 0), index(b, loc, 0)});
    vector::TransferWriteOp::create(b, loc, pairs, pack, packIndices,
                                    ArrayRef<bool>{true, true});
    return;
  }
  // inner[1] is the pair p: rows k = 2p and 2p + 1, interleaved.
  at[c.n] = apply(b, loc, d0 * kTileColumns, {nTile});
  SmallVector<Value, 2> rows;
  for (int64_t q = 0; q < 2; ++q) {
    at[c.k] = apply(b, loc, d0 * kTileK + d1 * 2 + q, {inner[0], inner[1]});
    Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        at[c.k], sizeK);
    rows.push_back(readRow(b, loc, c, 1, at, c.n, kTileColumns, valid));
  }
  // As 16-bit integers: the x86 backend takes a shuffle of bf16 vectors
  // apart one element at a time (vpextrw and vmovw, 100 instructions for a
  // pair of rows), one of i16 vectors as vpermt2w.
  auto words = VectorType::get({kTileColumns}, b.getI16Type());
  for (Value &row : rows)
    row = vector::BitCastOp::create(b, loc, words, row);
  Value interleaved = vector::BitCastOp::create(
      b, loc, VectorType::get({kTileK}, b.getBF16Type()),
      vector::InterleaveOp::create(b, loc, rows[0], rows[1]));
  packIndices.append({inner[1], index(b, loc, 0)});
  vector::TransferWriteOp::create(b, loc, interleaved, pack, packIndices,
                                  ArrayRef<bool>{true});
}

/// Returns the indices into the result of `c` at batch values `batchIvs`
/// (in `c.batch` order), row `row` and column `column`.
static SmallVector<Value> resultIndices(const TileContraction &c,
                                        ValueRange batchIvs, Value row,
                                        Value column) {
  llvm::SmallDenseMap<unsigned, Value> at;
  for (auto [dim, iv] : llvm::zip(c.batch, batchIvs))
    at[dim] = iv;
  at[c.m] = row;
  at[c.n] = column;
  return operandIndices(c, 2, at);
}

/// Returns the indices into the pack of operand `operand` for the tile
/// `tile` at k tile `kTile`.
static SmallVector<Value> packIndices(OpBuilder &b, Location loc,
                                      const TileContraction &c,
                                      unsigned operand, ValueRange batchIvs,
                                      Value tile, Value kTile) {
  SmallVector<Value> indices;
  for (unsigned dim : operandBatch(c, operand))
    indices.push_back(batchIvs[llvm::find(c.batch, dim) - c.batch.begin()]);
  Value zero = index(b, loc, 0);
  indices.append({tile, kTile, zero, zero});
  return indices;
}

/// Returns the permutation map of a transfer along a row of the result (its
/// innermost dimension, n).
static AffineMap getResultRowMap(const TileContraction &c, MLIRContext *ctx) {
  unsigned rank = c.maps[2].getNumResults();
  return AffineMap::get(rank, 0, {getAffineDimExpr(rank - 1, ctx)}, ctx);
}

/// Moves the rows of a 32 x 32 block of the result at (`m0`, `n0`) between
/// the result and `scratch`, [32, 32] f32: into the scratch (elements past
/// the result's edge as zeros) when `load`, else back into the result (only
/// the elements inside it).
static void copyEdgeBlock(OpBuilder &b, Location loc, const TileContraction &c,
                          ValueRange batchIvs, Value m0, Value n0,
                          Value scratch, bool load) {
  OpBuilder::InsertionGuard guard(b);
  constexpr int64_t side = kBlockTiles * kTileRows;
  Value row = createLoopNest(b, loc, {b.getIndexAttr(side)}, false).front();
  AffineExpr d0, d1;
  bindDims(b.getContext(), d0, d1);
  Value m = apply(b, loc, d0 + d1, {m0, row});
  Value inside = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ult, m,
      getValueOrCreateConstantIndexOp(b, loc, c.sizes[c.m]));
  Value result = c.operands[2];
  AffineMap alongN = getResultRowMap(c, b.getContext());
  auto type = VectorType::get({side}, b.getF32Type());
  Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f));
  Value zeroIndex = index(b, loc, 0);
  if (load) {
    Value values = scf::IfOp::create(
                       b, loc, inside,
                       [&](OpBuilder &nested, Location nestedLoc) {
                         Value read = vector::TransferReadOp::create(
                             nested, nestedLoc, type, result,
                             resultIndices(c, batchIvs, m, n0),
                             AffineMapAttr::get(alongN), zero, Value(),
                             nested.getBoolArrayAttr({false}));
                         scf::YieldOp::create(nested, nestedLoc, read);
                       },
                       [&](OpBuilder &nested, Location nestedLoc) {
                         Value zeros = arith::ConstantOp::create(
                             nested, nestedLoc, type,
                             DenseElementsAttr::get(type, 0.0f));
                         scf::YieldOp::create(nested, nestedLoc, zeros);
                       })
                       .getResult(0);
    vector::TransferWriteOp::create(b, loc, values, scratch,
                                    ValueRange{row, zeroIndex},
                                    ArrayRef<bool>{true});
    return;
  }
  scf::IfOp::create(b, loc, inside, [&](OpBuilder &nested, Location nestedLoc) {
    Value values = vector::TransferReadOp::create(
        nested, nestedLoc, type, scratch, ValueRange{row, zeroIndex}, zero,
        ArrayRef<bool>{true});
    vector::TransferWriteOp::create(nested, nestedLoc, values, result,
                                    resultIndices(c, batchIvs, m, n0),
                                    AffineMapAttr::get(alongN), Value(),
                                    nested.getBoolArrayAttr({false}));
    scf::YieldOp::create(nested, nestedLoc);
  });
}

/// Copies the 32 x 32 block in `scratch` into the result at (`m0`, `n0`),
/// where it lies inside the result: one unmasked row at a time.
static void copyBlockOut(OpBuilder &b, Location loc, const TileContraction &c,
                         ValueRange batchIvs, Value m0, Value n0,
                         Value scratch) {
  constexpr int64_t side = kBlockTiles * kTileRows;
  AffineExpr d0, d1;
  bindDims(b.getContext(), d0, d1);
  AffineMap alongN = getResultRowMap(c, b.getContext());
  auto type = VectorType::get({side}, b.getF32Type());
  Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f));
  Value zeroIndex = index(b, loc, 0);
  for (int64_t row = 0; row < side; ++row) {
    Value values = vector::TransferReadOp::create(
        b, loc, type, scratch, ValueRange{index(b, loc, row), zeroIndex}, zero,
        ArrayRef<bool>{true});
    Value m = apply(b, loc, d0 + row, {m0});
    vector::TransferWriteOp::create(b, loc, values, c.operands[2],
                                    resultIndices(c, batchIvs, m, n0),
                                    AffineMapAttr::get(alongN), Value(),
                                    b.getBoolArrayAttr({true}));
  }
}

/// Emits, at the insertion point, the four accumulator tiles of the block
/// at (`m0`, `n0`): the result's values, read directly where the block lies
/// inside the result, through `scratch` otherwise.
static SmallVector<Value> loadBlock(OpBuilder &b, Location loc,
                                    const TileContraction &c,
                                    ValueRange batchIvs, Value m0, Value n0,
                                    Value inside, Value scratch) {
  auto tileType =
      amx::TileType::get({kTileRows, kTileColumns}, b.getF32Type());
  AffineExpr d0;
  bindDims(b.getContext(), d0);
  auto loadTiles = [&](OpBuilder &nested, Location nestedLoc, Value base,
                       auto indicesAt) {
    SmallVector<Value> tiles;
    for (int64_t i = 0; i < kBlockTiles; ++i)
      for (int64_t j = 0; j < kBlockTiles; ++j)
        tiles.push_back(amx::TileLoadOp::create(nested, nestedLoc, tileType,
                                                base, indicesAt(i, j)));
    scf::YieldOp::create(nested, nestedLoc, tiles);
  };
  auto ifOp = scf::IfOp::create(
      b, loc, inside,
      [&](OpBuilder &nested, Location nestedLoc) {
        loadTiles(nested, nestedLoc, c.operands[2], [&](int64_t i, int64_t j) {
          return resultIndices(
              c, batchIvs, apply(nested, nestedLoc, d0 + i * kTileRows, {m0}),
              apply(nested, nestedLoc, d0 + j * kTileColumns, {n0}));
        });
      },
      [&](OpBuilder &nested, Location nestedLoc) {
        copyEdgeBlock(nested, nestedLoc, c, batchIvs, m0, n0, scratch,
                      /*load=*/true);
        loadTiles(nested, nestedLoc, scratch, [&](int64_t i, int64_t j) {
          return SmallVector<Value>{index(nested, nestedLoc, i * kTileRows),
                                    index(nested, nestedLoc, j * kTileColumns)};
        });
      });
  return SmallVector<Value>(ifOp.getResults());
}

/// Whether rows `strideBytes` apart put at most kMaxTileRowsPerSet of a
/// tile's 16 rows into one L1 set (sets repeat every kL1SetPeriod bytes).
static bool spreadsOverL1Sets(int64_t strideBytes) {
  int64_t positions = kL1SetPeriod / std::gcd(strideBytes, kL1SetPeriod);
  return kTileRows / std::min(kTileRows, positions) <= kMaxTileRowsPerSet;
}

/// Returns the static stride between the rows (second innermost dimension)
/// of `value`, a memref whose innermost dimension is contiguous, or
/// std::nullopt.
static std::optional<int64_t> getStaticRowStride(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!type || type.getRank() < 2 ||
      failed(type.getStridesAndOffset(strides, offset)) ||
      strides.back() != 1)
    return std::nullopt;
  int64_t stride = strides[strides.size() - 2];
  if (ShapedType::isDynamic(stride) || stride <= 0)
    return std::nullopt;
  return stride;
}

/// Whether the result's tiles are stored into it with `tilestored`: where
/// its rows are a static stride apart. Rows 2, 4 or 8 KiB apart put 8 or 16
/// of a tile's rows into one L1 set, yet storing them through the scratch
/// block and vector row copies was slower: on the AMX Xeon (family 6 model
/// 167), bf16 operands, one thread, builds interleaved in one process,
/// median GFLOP/s, scratch -> in place: [2048, 2048] x [2048, 1024] 1038 ->
/// 1134, x [2048, 2048] 1027-1088 -> 1087-1114, x [2048, 512] 1071-1096 ->
/// 1078-1129.
static bool storesDirectly(const TileContraction &c) {
  return getStaticRowStride(c.operands[2]).has_value();
}

/// Stores the four accumulator tiles `tiles` of the block at (`m0`, `n0`):
/// into the result directly where the block lies inside it and
/// storesDirectly says so; otherwise into `scratch`, whose rows are then
/// copied into the result with vector stores.
static void storeBlock(OpBuilder &b, Location loc, const TileContraction &c,
                       ValueRange batchIvs, Value m0, Value n0, Value inside,
                       Value scratch, ValueRange tiles) {
  auto storeTiles = [&](OpBuilder &nested, Location nestedLoc, Value base,
                        auto indicesAt) {
    for (int64_t i = 0; i < kBlockTiles; ++i)
      for (int64_t j = 0; j < kBlockTiles; ++j)
        amx::TileStoreOp::create(nested, nestedLoc, base, indicesAt(i, j),
                                 tiles[i * kBlockTiles + j]);
  };
  auto intoScratch = [&](OpBuilder &nested, Location nestedLoc) {
    storeTiles(nested, nestedLoc, scratch, [&](int64_t i, int64_t j) {
      return SmallVector<Value>{index(nested, nestedLoc, i * kTileRows),
                                index(nested, nestedLoc, j * kTileColumns)};
    });
  };
  bool direct = storesDirectly(c);
  scf::IfOp::create(
      b, loc, inside,
      [&](OpBuilder &nested, Location nestedLoc) {
        if (direct) {
          AffineExpr d0;
          bindDims(nested.getContext(), d0);
          storeTiles(nested, nestedLoc, c.operands[2], [&](int64_t i,
                                                           int64_t j) {
            return resultIndices(
                c, batchIvs,
                apply(nested, nestedLoc, d0 + i * kTileRows, {m0}),
                apply(nested, nestedLoc, d0 + j * kTileColumns, {n0}));
          });
        } else {
          intoScratch(nested, nestedLoc);
          copyBlockOut(nested, nestedLoc, c, batchIvs, m0, n0, scratch);
        }
        scf::YieldOp::create(nested, nestedLoc);
      },
      [&](OpBuilder &nested, Location nestedLoc) {
        intoScratch(nested, nestedLoc);
        copyEdgeBlock(nested, nestedLoc, c, batchIvs, m0, n0, scratch,
                      /*load=*/false);
        scf::YieldOp::create(nested, nestedLoc);
      });
}

/// Moves the allocation of `buffer` (a memref.alloc freed by one
/// memref.dealloc in the same block) before the outermost `scf.for` around
/// it (looking through `scf.if`, not past a parallel loop or the function),
/// and its free after that loop, when its sizes are static: a flash tile's
/// key loop then allocates its packs once, not once per key block. The
/// kernels write every element of a pack and of the scratch block before
/// reading it, so one buffer serves every iteration.
static void hoistOutOfLoops(RewriterBase &rewriter, Value buffer) {
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  if (!alloc || !alloc.getDynamicSizes().empty())
    return;
  memref::DeallocOp free;
  for (Operation *user : buffer.getUsers())
    if (auto dealloc = dyn_cast<memref::DeallocOp>(user))
      free = dealloc;
  if (!free || free->getBlock() != alloc->getBlock())
    return;
  scf::ForOp outermost;
  for (Operation *parent = alloc->getParentOp();
       isa_and_nonnull<scf::ForOp, scf::IfOp>(parent);
       parent = parent->getParentOp())
    if (auto loop = dyn_cast<scf::ForOp>(parent))
      outermost = loop;
  if (!outermost)
    return;
  rewriter.moveOpBefore(alloc, outermost);
  rewriter.moveOpAfter(free, outermost);
}

/// Returns the buffer `value` (a memref) is a view of.
static Value getRootBuffer(Value value) {
  return memref::skipViewLikeOps(cast<MemrefValue>(value));
}

/// Returns true if an op in `scope` may write to the buffer `root` (or
/// writes somewhere it does not say). Distinct buffers are taken not to
/// alias: function arguments are, as one-shot bufferization's
/// `restrict` function boundary assumes.
static bool mayWriteTo(Operation *scope, Value root) {
  WalkResult result = scope->walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &instance : instances) {
      if (!isa<MemoryEffects::Write>(instance.getEffect()))
        continue;
      Value written = instance.getValue();
      // The tile ops other than tile_store write tile registers, which
      // their effects give no value for.
      if (!written && isa<amx::AMXDialect>(op->getDialect()) &&
          !isa<amx::TileStoreOp>(op))
        continue;
      if (!written || !isa<MemrefValue>(written) ||
          getRootBuffer(written) == root)
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Moves `nest`, the loops that copy `operand` into the pack `buffer`,
/// before the loop its allocation was hoisted out of (hoistOutOfLoops) when
/// the copy gives the same pack in every iteration: `operand` is defined
/// outside that loop and nothing in the loop writes to its buffer, and the
/// copy uses no other value defined in the loop but constants (which are
/// copied out with it). A flash tile's queries are then packed once, not
/// once per key block.
static void hoistInvariantPack(RewriterBase &rewriter, Value buffer,
                               Operation *nest, Value operand) {
  Operation *alloc = buffer.getDefiningOp();
  if (!alloc || nest->getBlock() == alloc->getBlock())
    return;
  Operation *loop = nest;
  while (loop && loop->getBlock() != alloc->getBlock())
    loop = loop->getParentOp();
  if (!loop || !isa<scf::ForOp>(loop))
    return;
  auto inLoop = [&](Value value) {
    Operation *owner = value.getParentBlock()->getParentOp();
    return loop == owner || loop->isProperAncestor(owner);
  };
  if (inLoop(operand) || mayWriteTo(loop, getRootBuffer(operand)))
    return;
  SmallVector<Operation *> constants;
  WalkResult uses = nest->walk([&](Operation *op) {
    for (Value value : op->getOperands()) {
      Operation *owner = value.getParentBlock()->getParentOp();
      if (nest == owner || nest->isProperAncestor(owner) || !inLoop(value))
        continue;
      Operation *def = value.getDefiningOp();
      if (!def || !def->hasTrait<OpTrait::ConstantLike>())
        return WalkResult::interrupt();
      constants.push_back(def);
    }
    return WalkResult::advance();
  });
  if (uses.wasInterrupted())
    return;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(loop);
  for (Operation *constant : constants) {
    Operation *copy = rewriter.clone(*constant);
    rewriter.replaceUsesWithIf(
        constant->getResults(), copy->getResults(),
        [&](OpOperand &use) { return nest->isAncestor(use.getOwner()); });
  }
  rewriter.moveOpBefore(nest, loop);
}

/// Returns true if `value` is a multiple of `factor`: a constant, the
/// induction variable of an `scf.for` whose lower bound and step are
/// multiples, a product with a constant multiple, or a sum, difference,
/// minimum or maximum of multiples (a flash tile's key blocks of 64 after
/// its whole blocks of 256 start at max(256 (end / 256), 0)). Looks
/// `depth` definitions deep.
static bool isMultipleOf(OpFoldResult value, int64_t factor,
                         unsigned depth = 8) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return *constant % factor == 0;
  if (depth == 0)
    return false;
  Value v = cast<Value>(value);
  auto multiple = [&](Value operand) {
    return isMultipleOf(operand, factor, depth - 1);
  };
  if (auto iv = dyn_cast<BlockArgument>(v)) {
    auto loop = dyn_cast<scf::ForOp>(iv.getOwner()->getParentOp());
    return loop && loop.getInductionVar() == iv &&
           multiple(loop.getLowerBound()) && multiple(loop.getStep());
  }
  Operation *op = v.getDefiningOp();
  if (isa_and_nonnull<arith::MulIOp>(op))
    return llvm::any_of(op->getOperands(), [&](Value operand) {
      std::optional<int64_t> constant = getConstantIntValue(operand);
      return constant && *constant % factor == 0;
    });
  if (isa_and_nonnull<arith::AddIOp, arith::SubIOp, arith::MaxSIOp,
                      arith::MinSIOp>(op))
    return llvm::all_of(op->getOperands(), multiple);
  return false;
}

/// Packs the whole buffer that the right operand of `c` (no batch
/// dimensions) is a 2-D slice of, once, before the outermost loop around
/// `op` that does not define it, when nothing in that loop writes it: the
/// keys or values of a flash tile's key block, which every query tile would
/// otherwise pack again. The slice must be a unit-stride subview of a
/// static buffer whose two kept dimensions are whole, or start and end on
/// multiples of 32. Returns the view of that pack which is the operand's
/// pack ([n tiles, k tiles, 16, 32], as packRight would have made it), or
/// failure. A pack in `wholePacks` of the same buffer before the same loop
/// with the same k and n dimensions is read instead of making another.
static FailureOr<Value>
packWholeRightSource(RewriterBase &rewriter, Location loc, Operation *op,
                     const TileContraction &c, OpFoldResult nTiles,
                     OpFoldResult kTiles, AMXWholePacks *wholePacks) {
  auto slice = c.operands[1].getDefiningOp<memref::SubViewOp>();
  if (!c.batch.empty() || !slice || !slice.hasUnitStride() ||
      !getConstantIntValue(nTiles) || !getConstantIntValue(kTiles))
    return failure();
  Value source = slice.getSource();
  auto sourceType = cast<MemRefType>(source.getType());
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  if (!sourceType.hasStaticShape() ||
      sourceType.getRank() - dropped.count() != 2)
    return failure();
  Operation *owner = source.getParentBlock()->getParentOp();
  Operation *loop = nullptr;
  for (Operation *parent = op->getParentOp();
       isa<scf::ForOp, scf::ForallOp, scf::IfOp>(parent) && parent != owner &&
       !parent->isProperAncestor(owner);
       parent = parent->getParentOp())
    if (isa<scf::ForOp, scf::ForallOp>(parent))
      loop = parent;
  if (!loop || mayWriteTo(loop, getRootBuffer(source)))
    return failure();

  // The pack's contraction: the dropped dimensions as batch dimensions
  // 0..d-1, then m, n and k, the kept ones whole.
  MLIRContext *ctx = rewriter.getContext();
  unsigned batchDims = dropped.count();
  TileContraction whole;
  whole.m = batchDims;
  whole.n = batchDims + 1;
  whole.k = batchDims + 2;
  SmallVector<AffineExpr> results;
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  SmallVector<OpFoldResult> packOffsets;
  OpFoldResult nOffset, kOffset;
  int64_t extentN = 0, extentK = 0;
  unsigned kept = 0, kDim = 0, nDim = 0;
  for (int64_t i = 0, e = sourceType.getRank(); i < e; ++i) {
    int64_t extent = sourceType.getDimSize(i);
    if (dropped.test(i)) {
      whole.batch.push_back(whole.batch.size());
      whole.sizes.push_back(rewriter.getIndexAttr(extent));
      results.push_back(getAffineDimExpr(whole.batch.back(), ctx));
      packOffsets.push_back(offsets[i]);
      continue;
    }
    unsigned loopDim = c.maps[1].getDimPosition(kept++);
    bool isK = loopDim == c.k;
    std::optional<int64_t> size = getConstantIntValue(sizes[i]);
    bool full = isConstantIntValue(offsets[i], 0) && size && *size == extent;
    if (!full && (!size || *size % kTileK != 0 || extent % kTileK != 0 ||
                  !isMultipleOf(offsets[i], kTileK)))
      return failure();
    results.push_back(getAffineDimExpr(isK ? whole.k : whole.n, ctx));
    (isK ? kDim : nDim) = i;
    (isK ? kOffset : nOffset) = offsets[i];
    (isK ? extentK : extentN) = extent;
  }
  whole.sizes.append({rewriter.getIndexAttr(1),
                      rewriter.getIndexAttr(extentN),
                      rewriter.getIndexAttr(extentK)});
  AffineMap map = AffineMap::get(batchDims + 3, 0, results, ctx);
  whole.operands.assign({source, source, source});
  whole.maps.assign({map, map, map});
  constexpr int64_t side = kBlockTiles * kTileRows;
  OpFoldResult wholeNTiles =
      rewriter.getIndexAttr(llvm::divideCeil(extentN, side) * kBlockTiles);
  OpFoldResult wholeKTiles =
      rewriter.getIndexAttr(llvm::divideCeil(extentK, kTileK));

  OpBuilder::InsertionGuard guard(rewriter);
  auto key = std::make_tuple(source, loop, kDim, nDim);
  Value pack = wholePacks ? wholePacks->lookup(key) : Value();
  if (!pack) {
    rewriter.setInsertionPoint(loop);
    pack = allocatePack(rewriter, loc, whole, 1, wholeNTiles, wholeKTiles);
    bool parallel = !loop->getParentOfType<scf::ForallOp>() &&
                    !loop->getParentOfType<scf::ParallelOp>();
    packRight(rewriter, loc, whole, pack, wholeNTiles, wholeKTiles, parallel);
    rewriter.setInsertionPointAfter(loop);
    memref::DeallocOp::create(rewriter, loc, pack);
    if (wholePacks)
      (*wholePacks)[key] = pack;
  }

  // The operand's tiles: from its offsets along n (16 columns a tile) and
  // k (32 a tile).
  rewriter.setInsertionPoint(op);
  AffineExpr d0;
  bindDims(ctx, d0);
  packOffsets.push_back(affine::makeComposedFoldedAffineApply(
      rewriter, loc, d0.floorDiv(kTileColumns), {nOffset}));
  packOffsets.push_back(affine::makeComposedFoldedAffineApply(
      rewriter, loc, d0.floorDiv(kTileK), {kOffset}));
  packOffsets.append({rewriter.getIndexAttr(0), rewriter.getIndexAttr(0)});
  SmallVector<OpFoldResult> packSizes(batchDims, rewriter.getIndexAttr(1));
  packSizes.append({nTiles, kTiles, rewriter.getIndexAttr(kTileRows),
                    rewriter.getIndexAttr(kTileK)});
  SmallVector<OpFoldResult> strides(packSizes.size(),
                                    rewriter.getIndexAttr(1));
  SmallVector<int64_t> shape = {*getConstantIntValue(nTiles),
                                *getConstantIntValue(kTiles), kTileRows,
                                kTileK};
  auto viewType = memref::SubViewOp::inferRankReducedResultType(
      shape, cast<MemRefType>(pack.getType()), packOffsets, packSizes,
      strides);
  return memref::SubViewOp::create(rewriter, loc, viewType, pack, packOffsets,
                                   packSizes, strides)
      .getResult();
}

bool mlir::rope::readsAMXLeftInPlace(
    linalg::LinalgOp op, const linalg::ContractionDimensions &dims) {
  OpOperand *left = op.getDpsInputOperand(0);
  AffineMap map = op.getMatchingIndexingMap(left);
  unsigned rank = map.getNumResults();
  auto type = dyn_cast<MemRefType>(left->get().getType());
  if (!type || !type.hasStaticShape() || rank < 2 ||
      !map.isProjectedPermutation() ||
      map.getDimPosition(rank - 1) != dims.k.front() ||
      map.getDimPosition(rank - 2) != dims.m.front())
    return false;
  int64_t rows = type.getDimSize(rank - 2);
  int64_t columns = type.getDimSize(rank - 1);
  std::optional<int64_t> stride = getStaticRowStride(left->get());
  return rows % (kBlockTiles * kTileRows) == 0 && columns % kTileK == 0 &&
         type.getNumElements() * 2 <= kMaxInPlaceLeftBytes && stride &&
         spreadsOverL1Sets(*stride * 2);
}

StringRef
mlir::rope::whyNotAMXTiles(linalg::LinalgOp op,
                           const linalg::ContractionDimensions &dims) {
  for (OpOperand *input : op.getDpsInputOperands())
    if (!getElementTypeOrSelf(input->get().getType()).isBF16())
      return "an operand is not bf16";
  OpOperand *init = op.getDpsInitOperand(0);
  AffineMap map = op.getMatchingIndexingMap(init);
  unsigned rank = map.getNumResults();
  // amx.tile_load and tile_store step from row to row by the stride of the
  // buffer's second innermost dimension.
  if (rank < 2 || map.getDimPosition(rank - 2) != dims.m.front())
    return "m is not the result's second innermost dimension";
  auto type = cast<MemRefType>(init->get().getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) || strides.back() != 1)
    return "the result's rows are not contiguous";
  return "";
}

void mlir::rope::buildAMXContraction(RewriterBase &rewriter,
                                     linalg::LinalgOp op,
                                     const linalg::ContractionDimensions &dims,
                                     bool zeroStart, bool parallel,
                                     AMXWholePacks *wholePacks) {
  Location loc = op.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  TileContraction c;
  for (OpOperand &operand : op->getOpOperands()) {
    c.operands.push_back(operand.get());
    c.maps.push_back(op.getMatchingIndexingMap(&operand));
  }
  c.batch.assign(dims.batch.begin(), dims.batch.end());
  c.m = dims.m.front();
  c.n = dims.n.front();
  c.k = dims.k.front();
  c.sizes = llvm::map_to_vector(op.createLoopRanges(rewriter, loc),
                                [](const Range &range) { return range.size; });

  // Tiles of m and n, rounded up to whole blocks; tiles of k; chunks of n
  // blocks and of k tiles (at least one, which zeros the result when k is
  // 0 and the fill was absorbed).
  constexpr int64_t side = kBlockTiles * kTileRows;
  AffineExpr d0, d1;
  bindDims(rewriter.getContext(), d0, d1);
  auto fold = [&](AffineExpr expr, ArrayRef<OpFoldResult> operands) {
    return affine::makeComposedFoldedAffineApply(rewriter, loc, expr,
                                                 operands);
  };
  OpFoldResult blocksM = fold(d0.ceilDiv(side), {c.sizes[c.m]});
  OpFoldResult blocksN = fold(d0.ceilDiv(side), {c.sizes[c.n]});
  OpFoldResult tilesM = fold(d0 * kBlockTiles, {blocksM});
  OpFoldResult tilesN = fold(d0 * kBlockTiles, {blocksN});
  OpFoldResult tilesK = fold(d0.ceilDiv(kTileK), {c.sizes[c.k]});
  OpFoldResult chunksN = fold(d0.ceilDiv(kChunkBlocksN), {blocksN});
  OpFoldResult chunksK = affine::makeComposedFoldedAffineMax(
      rewriter, loc,
      AffineMap::get(1, 0,
                     {d0.ceilDiv(kChunkTilesK),
                      rewriter.getAffineConstantExpr(1)},
                     rewriter.getContext()),
      {tilesK});

  bool leftInPlace = readsAMXLeftInPlace(op, dims);
  Value left;
  SmallVector<Value> buffers;
  if (!leftInPlace) {
    left = allocatePack(rewriter, loc, c, 0, tilesM, tilesK);
    buffers.push_back(left);
  }
  // The right operand: a view of its whole buffer's pack where that is
  // packed once, before the loops, else a pack of its own.
  FailureOr<Value> wholeView =
      packWholeRightSource(rewriter, loc, op, c, tilesN, tilesK, wholePacks);
  Value right;
  if (succeeded(wholeView)) {
    right = *wholeView;
  } else {
    right = allocatePack(rewriter, loc, c, 1, tilesN, tilesK);
    buffers.push_back(right);
  }
  Operation *leftNest =
      leftInPlace ? nullptr
                  : packLeft(rewriter, loc, c, left, tilesM, tilesK, parallel);
  if (failed(wholeView))
    packRight(rewriter, loc, c, right, tilesN, tilesK, parallel);

  {
    OpBuilder::InsertionGuard blocksGuard(rewriter);
    // The scratch block that results pass through, on the heap (an op
    // inside loops that run sequentially, one thread or a flash tile's key
    // loop, would grow the stack at each iteration with an alloca): one per
    // iteration of the parallel loop (each thread's own), else one before
    // the loops, freed after them.
    auto allocateScratch = [&]() -> Value {
      Value buffer = memref::AllocOp::create(
          rewriter, loc, MemRefType::get({side, side}, rewriter.getF32Type()),
          ValueRange(), rewriter.getI64IntegerAttr(64));
      auto free = memref::DeallocOp::create(rewriter, loc, buffer);
      rewriter.setInsertionPoint(free);
      buffers.push_back(buffer);
      return buffer;
    };
    Value scratch = parallel ? Value() : allocateScratch();
    // Chunks of n and k, in that order: the right operand's chunk stays in
    // L2 while the row blocks (in parallel) pass over it.
    SmallVector<Value> chunks =
        createLoopNest(rewriter, loc, {chunksN, chunksK}, /*parallel=*/false);
    // The first and the end of chunk `chunk` of `total` items, `size` each.
    auto chunkRange = [&](Value chunk, int64_t size, OpFoldResult total) {
      Value first = apply(rewriter, loc, d0 * size, {chunk});
      Value end = getValueOrCreateConstantIndexOp(
          rewriter, loc,
          affine::makeComposedFoldedAffineMin(
              rewriter, loc,
              AffineMap::get(2, 0, {d0 * size + size, d1},
                             rewriter.getContext()),
              {chunk, total}));
      return std::make_pair(first, end);
    };
    auto [firstTileK, lastTileK] = chunkRange(chunks[1], kChunkTilesK, tilesK);
    SmallVector<OpFoldResult> ubs;
    for (unsigned dim : c.batch)
      ubs.push_back(c.sizes[dim]);
    ubs.push_back(blocksM);
    SmallVector<Value> ivs = createLoopNest(rewriter, loc, ubs, parallel);
    ValueRange batchIvs = ValueRange(ivs).drop_back();
    if (parallel)
      scratch = allocateScratch();
    auto [firstBlockN, lastBlockN] =
        chunkRange(chunks[0], kChunkBlocksN, blocksN);
    auto blockLoop = scf::ForOp::create(rewriter, loc, firstBlockN, lastBlockN,
                                        index(rewriter, loc, 1));
    rewriter.setInsertionPoint(blockLoop.getBody()->getTerminator());
    Value blockN = blockLoop.getInductionVar();
    Value m0 = apply(rewriter, loc, d0 * side, {ivs.back()});
    Value n0 = apply(rewriter, loc, d0 * side, {blockN});
    // Whether the block [start, start + side) lies inside size `size`.
    auto fits = [&](Value start, OpFoldResult size) -> Value {
      return arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ule,
          apply(rewriter, loc, d0 + side, {start}),
          getValueOrCreateConstantIndexOp(rewriter, loc, size));
    };
    Value inside = arith::AndIOp::create(rewriter, loc, fits(m0, c.sizes[c.m]),
                                         fits(n0, c.sizes[c.n]));
    auto loadResult = [&](OpBuilder &b, Location bodyLoc) {
      return loadBlock(b, bodyLoc, c, batchIvs, m0, n0, inside, scratch);
    };
    SmallVector<Value> start;
    if (zeroStart) {
      // The first k chunk starts from zeros, the others from the result.
      Value first = arith::CmpIOp::create(rewriter, loc,
                                          arith::CmpIPredicate::eq, chunks[1],
                                          index(rewriter, loc, 0));
      auto tileType = amx::TileType::get({kTileRows, kTileColumns},
                                         rewriter.getF32Type());
      auto ifOp = scf::IfOp::create(
          rewriter, loc, first,
          [&](OpBuilder &b, Location bodyLoc) {
            SmallVector<Value> zeros;
            for (int64_t i = 0; i < kBlockTiles * kBlockTiles; ++i)
              zeros.push_back(amx::TileZeroOp::create(b, bodyLoc, tileType));
            scf::YieldOp::create(b, bodyLoc, zeros);
          },
          [&](OpBuilder &b, Location bodyLoc) {
            scf::YieldOp::create(b, bodyLoc, loadResult(b, bodyLoc));
          });
      start.assign(ifOp.getResults().begin(), ifOp.getResults().end());
    } else {
      start = loadResult(rewriter, loc);
    }

    auto operandTile =
        amx::TileType::get({kTileRows, kTileK}, rewriter.getBF16Type());
    auto kLoop = scf::ForOp::create(
        rewriter, loc, firstTileK, lastTileK, index(rewriter, loc, 1), start,
        [&](OpBuilder &b, Location bodyLoc, Value kTile, ValueRange acc) {
          // Each product right after the loads it needs (on the Xeon,
          // within the noise of all four loads first).
          auto loadTile = [&](unsigned operand, Value pack, Value block,
                              int64_t i) -> Value {
            Value tile = apply(b, bodyLoc, d0 * kBlockTiles + i, {block});
            if (operand == 0 && leftInPlace) {
              llvm::SmallDenseMap<unsigned, Value> at;
              for (auto [dim, iv] : llvm::zip(c.batch, batchIvs))
                at[dim] = iv;
              at[c.m] = apply(b, bodyLoc, d0 * kTileRows, {tile});
              at[c.k] = apply(b, bodyLoc, d0 * kTileK, {kTile});
              return amx::TileLoadOp::create(b, bodyLoc, operandTile,
                                             c.operands[0],
                                             operandIndices(c, 0, at));
            }
            return amx::TileLoadOp::create(
                b, bodyLoc, operandTile, pack,
                packIndices(b, bodyLoc, c, operand, batchIvs, tile, kTile));
          };
          SmallVector<Value> lefts(kBlockTiles), rights(kBlockTiles);
          SmallVector<Value> next(acc.begin(), acc.end());
          for (int64_t i = 0; i < kBlockTiles; ++i) {
            lefts[i] = loadTile(0, left, ivs.back(), i);
            for (int64_t j = 0; j < kBlockTiles; ++j) {
              if (i == 0)
                rights[j] = loadTile(1, right, blockN, j);
              Value &accumulator = next[i * kBlockTiles + j];
              accumulator = amx::TileMulFOp::create(
                  b, bodyLoc, accumulator.getType(), lefts[i], rights[j],
                  accumulator);
            }
          }
          scf::YieldOp::create(b, bodyLoc, next);
        });
    storeBlock(rewriter, loc, c, batchIvs, m0, n0, inside, scratch,
               kLoop.getResults());
  }
  if (!leftInPlace)
    memref::DeallocOp::create(rewriter, loc, left);
  if (failed(wholeView))
    memref::DeallocOp::create(rewriter, loc, right);
  rewriter.eraseOp(op);
  for (Value buffer : buffers)
    hoistOutOfLoops(rewriter, buffer);
  if (!leftInPlace)
    hoistInvariantPack(rewriter, left, leftNest, c.operands[0]);
}
