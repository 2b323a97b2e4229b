//===- RowDotProducts.cpp - Few-row contractions as dot products ----------===//
//
// C[m, n] (+)= sum_k A[m, k] B[n, k] for a few rows m, both operands with k
// contiguous: the scores of a grouped-query decode step's stacked query
// heads against a block of keys. Instead of packing B into panels (a
// transpose per block, each block read once), a block of `rows` x `keys`
// accumulators of target-wide f32 vectors runs along k: for each k step
// the `keys` rows of B are loaded (and widened) once for all the rows of A,
// and each accumulator is summed horizontally at the end. More rows than
// one block holds run as groups of rows in turn over the same keys, whose
// rows the later groups find in the L1.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;

/// Bytes of a cache line: one prefetch each.
static constexpr int64_t kLineBytes = 64;
/// How far ahead the rows of B are prefetched, in bytes.
static constexpr int64_t kAheadBytes = 4096;

/// Returns the indices of `map` (a projected permutation of the loops)
/// for the loop values `at`.
static SmallVector<Value> indicesOf(AffineMap map,
                                    const llvm::SmallDenseMap<unsigned, Value>
                                        &at) {
  SmallVector<Value> indices;
  for (unsigned i = 0, e = map.getNumResults(); i < e; ++i)
    indices.push_back(at.lookup(map.getDimPosition(i)));
  return indices;
}

/// Reads `lanes` elements of `source` along its innermost dimension at
/// `indices`, widened to f32.
static Value readRow(OpBuilder &b, Location loc, Value source,
                     ValueRange indices, int64_t lanes) {
  Type element = cast<MemRefType>(source.getType()).getElementType();
  Value padding = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
  Value vector = vector::TransferReadOp::create(
      b, loc, VectorType::get({lanes}, element), source, indices, padding,
      ArrayRef<bool>{true});
  if (element.isF32())
    return vector;
  return arith::ExtFOp::create(b, loc, VectorType::get({lanes}, b.getF32Type()),
                               vector);
}

StringRef mlir::rope::whyNotRowDotProducts(
    linalg::LinalgOp op, const linalg::ContractionDimensions &dims,
    int64_t lanes, int64_t maxRows) {
  if (!dims.batch.empty() || dims.m.size() != 1 || dims.n.size() != 1 ||
      dims.k.size() != 1)
    return "batch dimensions or several m, n or k";
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  int64_t m = sizes[dims.m.front()], k = sizes[dims.k.front()];
  if (ShapedType::isDynamic(m) || m < 2 || m > maxRows)
    return "not a few rows of static count";
  if (ShapedType::isDynamic(k) || k % lanes != 0)
    return "k is not a static multiple of the vector length";
  auto resultType = cast<MemRefType>(op.getDpsInitOperand(0)->get().getType());
  if (!resultType.getElementType().isF32())
    return "the result is not f32";
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    Type element = cast<MemRefType>(input->get().getType()).getElementType();
    if (!element.isF32() && !element.isBF16() && !element.isF16())
      return "an operand is not f32, bf16 or f16";
    if (map.getNumResults() == 0 ||
        map.getDimPosition(map.getNumResults() - 1) != dims.k.front() ||
        !cast<MemRefType>(input->get().getType()).isLastDimUnitStride())
      return "an operand does not hold k contiguous";
  }
  return "";
}

void mlir::rope::buildRowDotProducts(RewriterBase &rewriter,
                                     linalg::LinalgOp op,
                                     const linalg::ContractionDimensions &dims,
                                     const RowDotShape &shape,
                                     bool zeroStart) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  unsigned mDim = dims.m.front(), nDim = dims.n.front(), kDim = dims.k.front();
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  int64_t rows = sizes[mDim], depth = sizes[kDim];
  Value a = op.getDpsInputOperand(0)->get();
  Value bRows = op.getDpsInputOperand(1)->get();
  Value c = op.getDpsInitOperand(0)->get();
  AffineMap aMap = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  AffineMap bMap = op.getMatchingIndexingMap(op.getDpsInputOperand(1));
  AffineMap cMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  int64_t lanes = shape.lanes;
  Type f32 = rewriter.getF32Type();
  auto accType = VectorType::get({lanes}, f32);
  int64_t bBytes =
      cast<MemRefType>(bRows.getType()).getElementTypeBitWidth() / 8;
  int64_t rowBytes = depth * bBytes;
  int64_t ahead = std::max<int64_t>(1, kAheadBytes / rowBytes);

  // The size of n: static, or the extent of B's dimension it indexes.
  Value nSize;
  if (!ShapedType::isDynamic(sizes[nDim])) {
    nSize = arith::ConstantIndexOp::create(rewriter, loc, sizes[nDim]);
  } else {
    unsigned position = *bMap.getResultPosition(
        getAffineDimExpr(nDim, rewriter.getContext()));
    nSize = memref::DimOp::create(rewriter, loc, bRows, position);
  }
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);

  // Rows [first, first + count) against `columns`: the k loop, then the
  // sums.
  auto emitGroup = [&](OpBuilder &b, Location loc, ArrayRef<Value> columns,
                       int64_t first, int64_t count) {
    int64_t keys = columns.size();
    Value zeros = arith::ConstantOp::create(b, loc, b.getZeroAttr(accType));
    SmallVector<Value> inits(count * keys, zeros);
    auto kLoop = scf::ForOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, 0),
        arith::ConstantIndexOp::create(b, loc, depth),
        arith::ConstantIndexOp::create(b, loc, lanes), inits,
        [&](OpBuilder &b, Location loc, Value k, ValueRange accs) {
          SmallVector<Value> keyRows;
          for (int64_t j = 0; j < keys; ++j) {
            llvm::SmallDenseMap<unsigned, Value> at;
            at[nDim] = columns[j];
            at[kDim] = k;
            keyRows.push_back(
                readRow(b, loc, bRows, indicesOf(bMap, at), lanes));
          }
          SmallVector<Value> next;
          for (int64_t r = 0; r < count; ++r) {
            llvm::SmallDenseMap<unsigned, Value> at;
            at[mDim] = arith::ConstantIndexOp::create(b, loc, first + r);
            at[kDim] = k;
            Value left = readRow(b, loc, a, indicesOf(aMap, at), lanes);
            for (int64_t j = 0; j < keys; ++j)
              next.push_back(vector::FMAOp::create(b, loc, left, keyRows[j],
                                                   accs[r * keys + j]));
          }
          scf::YieldOp::create(b, loc, next);
        });
    for (int64_t r = 0; r < count; ++r) {
      for (int64_t j = 0; j < keys; ++j) {
        Value sum = vector::ReductionOp::create(
            b, loc, vector::CombiningKind::ADD,
            kLoop.getResult(r * keys + j));
        llvm::SmallDenseMap<unsigned, Value> at;
        at[mDim] = arith::ConstantIndexOp::create(b, loc, first + r);
        at[nDim] = columns[j];
        SmallVector<Value> indices = indicesOf(cMap, at);
        if (!zeroStart)
          sum = arith::AddFOp::create(
              b, loc, memref::LoadOp::create(b, loc, c, indices), sum);
        memref::StoreOp::create(b, loc, sum, c, indices);
      }
    }
  };

  // One block of `keys` columns from n0: their prefetches, then each group
  // of rows.
  auto emitBlock = [&](OpBuilder &b, Location loc, Value n0, int64_t keys) {
    SmallVector<Value> columns;
    for (int64_t j = 0; j < keys; ++j)
      columns.push_back(
          j == 0 ? n0
                 : arith::AddIOp::create(
                       b, loc, n0, arith::ConstantIndexOp::create(b, loc, j))
                       .getResult());
    // The rows of B `ahead` columns on, one prefetch per line; past the end
    // of the buffer x86 drops them.
    for (int64_t j = 0; j < keys; ++j) {
      llvm::SmallDenseMap<unsigned, Value> at;
      at[nDim] = arith::AddIOp::create(
          b, loc, columns[j], arith::ConstantIndexOp::create(b, loc, ahead));
      for (int64_t line = 0; line * kLineBytes < rowBytes; ++line) {
        at[kDim] =
            arith::ConstantIndexOp::create(b, loc, line * kLineBytes / bBytes);
        memref::PrefetchOp::create(b, loc, bRows, indicesOf(bMap, at),
                                   /*isWrite=*/false, shape.streamLocalityHint,
                                   /*isDataCache=*/true);
      }
    }
    for (int64_t first = 0; first < rows; first += shape.groupRows)
      emitGroup(b, loc, columns, first,
                std::min(shape.groupRows, rows - first));
  };

  // Whole blocks of shape.keys columns, then the columns left one at a time.
  AffineExpr d0;
  bindDims(rewriter.getContext(), d0);
  OpFoldResult mainEndSize = affine::makeComposedFoldedAffineApply(
      rewriter, loc, d0.floorDiv(shape.keys) * shape.keys,
      ArrayRef<OpFoldResult>{ShapedType::isDynamic(sizes[nDim])
                                 ? OpFoldResult(nSize)
                                 : rewriter.getIndexAttr(sizes[nDim])});
  Value mainEnd = getValueOrCreateConstantIndexOp(rewriter, loc, mainEndSize);
  scf::ForOp::create(rewriter, loc, zero, mainEnd,
                     arith::ConstantIndexOp::create(rewriter, loc, shape.keys),
                     ValueRange{},
                     [&](OpBuilder &b, Location loc, Value n0, ValueRange) {
                       emitBlock(b, loc, n0, shape.keys);
                       scf::YieldOp::create(b, loc);
                     });
  if (shape.keys > 1 && (ShapedType::isDynamic(sizes[nDim]) ||
                         sizes[nDim] % shape.keys != 0))
    scf::ForOp::create(rewriter, loc, mainEnd, nSize, one, ValueRange{},
                       [&](OpBuilder &b, Location loc, Value n0, ValueRange) {
                         emitBlock(b, loc, n0, 1);
                         scf::YieldOp::create(b, loc);
                       });
  rewriter.eraseOp(op);
}
