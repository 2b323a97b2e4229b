//===- BF16Dot.cpp - bf16 dot-product micro-kernels (vdpbf16ps) -----------===//
//
// The register block of a bf16 contraction on AVX512-BF16: each k step takes
// two consecutive k at once. A left element pair is broadcast to all 16
// lanes as one 32-bit value, and each register of the right panel row holds
// 16 columns' pairs, so one x86vector.avx512.dot (vdpbf16ps) per row and
// register adds a[r][2p] b[2p][n] + a[r][2p+1] b[2p+1][n] into the f32
// accumulator of column n.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;
using namespace mlir::rope;

/// f32 lanes of the 512-bit registers vdpbf16ps works on.
static constexpr int64_t kLanes = 16;

void mlir::rope::emitBF16DotStep(OpBuilder &b, Location loc, Value result,
                                 Value leftPairs, ValueRange leftIndices,
                                 Value rightPairs, ValueRange rightIndices,
                                 int64_t rows, int64_t cols) {
  assert(cols % kLanes == 0 && "columns must fill whole registers");
  Type f32 = b.getF32Type();
  Type i32 = b.getI32Type();
  auto accType = VectorType::get({rows, cols}, f32);
  auto laneType = VectorType::get({kLanes}, f32);
  auto pairsType = VectorType::get({kLanes}, i32);
  auto bf16Type = VectorType::get({2 * kLanes}, b.getBF16Type());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value padding = arith::ConstantOp::create(b, loc, b.getZeroAttr(f32));
  // One read and one write of the whole block, which the caller hoists out
  // of the k loop.
  Value acc = vector::TransferReadOp::create(
      b, loc, accType, result, ValueRange{zero, zero}, padding,
      ArrayRef<bool>{true, true});

  SmallVector<Value> right;
  Value intPadding = arith::ConstantOp::create(b, loc, b.getZeroAttr(i32));
  for (int64_t column = 0; column < cols; column += kLanes) {
    SmallVector<Value> at(rightIndices);
    at.push_back(arith::ConstantIndexOp::create(b, loc, column));
    Value pairs = vector::TransferReadOp::create(
        b, loc, pairsType, rightPairs, at, intPadding, ArrayRef<bool>{true});
    right.push_back(vector::BitCastOp::create(b, loc, bf16Type, pairs));
  }
  for (int64_t row = 0; row < rows; ++row) {
    SmallVector<Value> at(leftIndices);
    at.push_back(arith::ConstantIndexOp::create(b, loc, row));
    Value pair = memref::LoadOp::create(b, loc, leftPairs, at);
    Value left = vector::BitCastOp::create(
        b, loc, bf16Type, vector::BroadcastOp::create(b, loc, pairsType, pair));
    Value sums = vector::ExtractOp::create(b, loc, acc, row);
    for (auto [index, rightPairsOfRow] : llvm::enumerate(right)) {
      int64_t offset = static_cast<int64_t>(index) * kLanes;
      Value lanes = vector::ExtractStridedSliceOp::create(
          b, loc, sums, /*offsets=*/{offset}, /*sizes=*/{kLanes},
          /*strides=*/{1});
      Value dot = x86vector::DotBF16Op::create(b, loc, laneType, lanes, left,
                                               rightPairsOfRow);
      sums = vector::InsertStridedSliceOp::create(b, loc, dot, sums,
                                                  /*offsets=*/{offset},
                                                  /*strides=*/{1});
    }
    acc = vector::InsertOp::create(b, loc, sums, acc, row);
  }
  vector::TransferWriteOp::create(b, loc, acc, result, ValueRange{zero, zero},
                                  ArrayRef<bool>{true, true});
}

Value mlir::rope::interleaveBF16Pairs(OpBuilder &b, Location loc, Value even,
                                      Value odd) {
  auto type = cast<VectorType>(even.getType());
  Value pairs = vector::InterleaveOp::create(b, loc, even, odd);
  return vector::BitCastOp::create(
      b, loc, VectorType::get(type.getShape(), b.getI32Type()), pairs);
}
