//===- WordBroadcastStep.cpp - k steps on left words broadcast ------------===//
//
// The k step shared by the 16-bit kernels (bf16 dot products, f16 FMAs):
// the left operand's elements for a row arrive as one 32-bit word, which a
// 32-bit broadcast from memory (a load alone on x86) spreads over a 512-bit
// register; each register of the right panel row is combined with it into
// that row's accumulators.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;

/// Bits of the registers the kernels work on.
static constexpr int64_t kRegisterBits = 512;

void mlir::rope::emitWordBroadcastStep(OpBuilder &b, Location loc,
                                       const WordBroadcastStep &step) {
  auto accElement = cast<FloatType>(step.accElement);
  int64_t accLanes = kRegisterBits / accElement.getWidth();
  assert(step.cols % accLanes == 0 && "columns must fill whole registers");
  auto accType = VectorType::get({step.rows, step.cols}, accElement);
  auto operandType =
      VectorType::get({kRegisterBits / 16}, step.operandElement);
  auto wordsType = VectorType::get({kRegisterBits / 32}, b.getI32Type());
  Type rightElement = cast<MemRefType>(step.right.getType()).getElementType();
  auto rightType = VectorType::get(
      {kRegisterBits / rightElement.getIntOrFloatBitWidth()}, rightElement);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  // One read and one write of the whole block, which the caller hoists out
  // of the k loop.
  Value acc = vector::TransferReadOp::create(
      b, loc, accType, step.result, ValueRange{zero, zero},
      arith::ConstantOp::create(b, loc, b.getZeroAttr(accElement)),
      ArrayRef<bool>{true, true});
  Value rightPadding =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(rightElement));
  SmallVector<Value> right;
  for (int64_t column = 0; column < step.cols; column += accLanes) {
    SmallVector<Value> at(step.rightIndices);
    at.push_back(arith::ConstantIndexOp::create(b, loc, column));
    Value row = vector::TransferReadOp::create(
        b, loc, rightType, step.right, at, rightPadding, ArrayRef<bool>{true});
    right.push_back(rightType == operandType
                        ? row
                        : vector::BitCastOp::create(b, loc, operandType, row));
  }
  for (int64_t row = 0; row < step.rows; ++row) {
    SmallVector<Value> at(step.leftIndices);
    at.push_back(arith::ConstantIndexOp::create(b, loc, row));
    Value word = memref::LoadOp::create(b, loc, step.leftWords, at);
    Value left = vector::BitCastOp::create(
        b, loc, operandType,
        vector::BroadcastOp::create(b, loc, wordsType, word));
    Value sums = vector::ExtractOp::create(b, loc, acc, row);
    for (auto [index, rightOfRow] : llvm::enumerate(right)) {
      int64_t offset = static_cast<int64_t>(index) * accLanes;
      Value lanes = vector::ExtractStridedSliceOp::create(
          b, loc, sums, /*offsets=*/{offset}, /*sizes=*/{accLanes},
          /*strides=*/{1});
      Value combined = step.combine(b, loc, lanes, left, rightOfRow);
      assert(combined.getType() == lanes.getType() &&
             "one register of the row");
      sums = vector::InsertStridedSliceOp::create(b, loc, combined, sums,
                                                  /*offsets=*/{offset},
                                                  /*strides=*/{1});
    }
    acc = vector::InsertOp::create(b, loc, sums, acc, row);
  }
  vector::TransferWriteOp::create(b, loc, acc, step.result,
                                  ValueRange{zero, zero},
                                  ArrayRef<bool>{true, true});
}
