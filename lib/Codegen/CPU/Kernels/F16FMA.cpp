//===- F16FMA.cpp - f16 FMA micro-kernels (AVX512-FP16) -------------------===//
//
// The register block of an f16 x f16 -> f16 contraction on AVX512-FP16:
// registers of 32 f16 lanes, one vfmadd231ph per row and register per k.
// x86 has no broadcast of a 16-bit element from memory that is a plain
// load: vpbroadcastw takes a shuffle on port 5, one of the two ports of
// 512-bit FMAs on Intel cores. So the left row panels hold each f16 twice,
// as one 32-bit word, which a 32-bit broadcast (vpbroadcastd, a load only)
// spreads over all 32 lanes.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;

/// f16 lanes of a 512-bit register.
static constexpr int64_t kLanes = 32;

void mlir::rope::emitF16FMAStep(OpBuilder &b, Location loc, Value result,
                                Value leftWords, ValueRange leftIndices,
                                Value right, ValueRange rightIndices,
                                int64_t rows, int64_t cols) {
  assert(cols % kLanes == 0 && "columns must fill whole registers");
  Type f16 = b.getF16Type();
  auto accType = VectorType::get({rows, cols}, f16);
  auto laneType = VectorType::get({kLanes}, f16);
  auto wordsType = VectorType::get({kLanes / 2}, b.getI32Type());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value padding = arith::ConstantOp::create(b, loc, b.getZeroAttr(f16));
  // One read and one write of the whole block, which the caller hoists out
  // of the k loop.
  Value acc = vector::TransferReadOp::create(
      b, loc, accType, result, ValueRange{zero, zero}, padding,
      ArrayRef<bool>{true, true});
  SmallVector<Value> columns;
  for (int64_t column = 0; column < cols; column += kLanes) {
    SmallVector<Value> at(rightIndices);
    at.push_back(arith::ConstantIndexOp::create(b, loc, column));
    columns.push_back(vector::TransferReadOp::create(
        b, loc, laneType, right, at, padding, ArrayRef<bool>{true}));
  }
  for (int64_t row = 0; row < rows; ++row) {
    SmallVector<Value> at(leftIndices);
    at.push_back(arith::ConstantIndexOp::create(b, loc, row));
    Value word = memref::LoadOp::create(b, loc, leftWords, at);
    Value left = vector::BitCastOp::create(
        b, loc, laneType, vector::BroadcastOp::create(b, loc, wordsType, word));
    Value sums = vector::ExtractOp::create(b, loc, acc, row);
    for (auto [index, column] : llvm::enumerate(columns)) {
      int64_t offset = static_cast<int64_t>(index) * kLanes;
      Value lanes = vector::ExtractStridedSliceOp::create(
          b, loc, sums, /*offsets=*/{offset}, /*sizes=*/{kLanes},
          /*strides=*/{1});
      Value fma = vector::FMAOp::create(b, loc, left, column, lanes);
      sums = vector::InsertStridedSliceOp::create(b, loc, fma, sums,
                                                  /*offsets=*/{offset},
                                                  /*strides=*/{1});
    }
    acc = vector::InsertOp::create(b, loc, sums, acc, row);
  }
  vector::TransferWriteOp::create(b, loc, acc, result, ValueRange{zero, zero},
                                  ArrayRef<bool>{true, true});
}
