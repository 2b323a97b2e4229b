//===- FlashSoftmaxRows.cpp - A key block's softmax a row at a time ------===//
//
// The element-wise form of a key block's online softmax (buildKeyBlock's
// generics) passes over the block of scores four times: its row maxima,
// the exponentials, their rounding for bf16 products, their row sums; each
// pass reads a block (64 x 256 f32, 64 KiB, with bf16 products) that no
// longer fits the L1. Here each row is read once into one vector of the
// whole row (16 registers of 16 lanes for 256 keys), and everything a row
// needs is done before the next one.
//
//===----------------------------------------------------------------------===//

#include "FlashAttention.h"
#include "rope/Support/VectorBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::flash;

/// The shortest rows taken one at a time. Rows of 64 keys (f32 products'
/// blocks) spend as much on the two trees of a row as they save: on an
/// Intel Xeon with AMX (family 6 model 167), f32 GQA 32/8 at S = 2048, 1
/// thread, builds interleaved in one process, 384-389 ms with the
/// generics against 396 ms by rows; 8 heads 93 against 94 ms.
constexpr int64_t kMinRowLength = 128;

bool flash::canBuildSoftmaxRows(const Operands &ops, Value scores) {
  auto type = cast<RankedTensorType>(scores.getType());
  return ops.rowSoftmax && type.hasStaticShape() &&
         type.getElementType().isF32() && type.getNumElements() > 0 &&
         type.getDimSize(1) >= kMinRowLength;
}

SoftmaxStep flash::buildSoftmaxRows(OpBuilder &b, Location loc,
                                    const Operands &ops, Value scores,
                                    TileState state, bool maybeUnseen) {
  auto scoresType = cast<RankedTensorType>(scores.getType());
  int64_t rows = scoresType.getDimSize(0), cols = scoresType.getDimSize(1);
  Type f32 = scoresType.getElementType();
  Type weightType = ops.bf16Products ? ops.element : f32;
  auto rowType = VectorType::get({cols}, f32);
  Value zero = floatConstant(b, loc, f32, 0.0);
  Value one = floatConstant(b, loc, f32, 1.0);
  Value minusInf =
      floatConstant(b, loc, f32, -std::numeric_limits<double>::infinity());
  Value margin = floatConstant(b, loc, f32, kLazyMaxMargin);
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value alphaInit = tensor::EmptyOp::create(b, loc, {rows}, f32);
  Value weightsInit = tensor::EmptyOp::create(b, loc, {rows, cols}, weightType);
  SmallVector<bool> inBounds = {true};

  // max(x, y) as x > y ? x : y, one vmaxps on x86 (maxnumf needs NaN
  // fix-ups). A NaN score can then leave a NaN block maximum, which never
  // raises the running one (the comparison below is false), and the row's
  // output is NaN either way (its exponential is).
  auto maxOf = [](OpBuilder &b, Location loc, Value x, Value y) -> Value {
    Value greater =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, y);
    return arith::SelectOp::create(b, loc, greater, x, y);
  };
  auto addOf = [](OpBuilder &b, Location loc, Value x, Value y) -> Value {
    return arith::AddFOp::create(b, loc, x, y);
  };

  // The maximum of row r + 1 is found in the iteration of row r (the last
  // iteration reads its own row again): the two chains of dependent steps,
  // a row's maximum tree and the next row's exponentials and sum tree, are
  // independent, so that the core overlaps them.
  auto rowMax = [&](OpBuilder &b, Location loc, Value r) {
    Value row = vector::TransferReadOp::create(
        b, loc, rowType, scores, ValueRange{r, c0}, zero, inBounds);
    return createTreeReduction(b, loc, row, maxOf);
  };
  Value lastRow = arith::ConstantIndexOp::create(b, loc, rows - 1);
  auto loop = scf::ForOp::create(
      b, loc, c0, arith::ConstantIndexOp::create(b, loc, rows),
      arith::ConstantIndexOp::create(b, loc, 1),
      ValueRange{state.max, state.sum, alphaInit, weightsInit, one,
                 rowMax(b, loc, c0)},
      [&](OpBuilder &b, Location loc, Value r, ValueRange args) {
        Value next = arith::MinUIOp::create(
            b, loc,
            arith::AddIOp::create(b, loc, r,
                                  arith::ConstantIndexOp::create(b, loc, 1)),
            lastRow);
        Value nextMax = rowMax(b, loc, next);
        Value row = vector::TransferReadOp::create(
            b, loc, rowType, scores, ValueRange{r, c0}, zero, inBounds);
        Value blockMax = args[5];
        Value oldMax = tensor::ExtractOp::create(b, loc, args[0], r);
        Value oldSum = tensor::ExtractOp::create(b, loc, args[1], r);
        // m' = m unless the block's maximum exceeds m by more than
        // kLazyMaxMargin (as buildSoftmaxGenerics).
        Value raised = arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OLT,
            arith::AddFOp::create(b, loc, oldMax, margin), blockMax);
        Value max = arith::SelectOp::create(b, loc, raised, blockMax, oldMax);
        Value shift = shiftScores(b, loc, max, maybeUnseen);
        Value p = math::ExpOp::create(
            b, loc,
            arith::SubFOp::create(
                b, loc, row,
                vector::BroadcastOp::create(b, loc, rowType, shift)),
            probabilityMath(ops));
        Value blockSum = createTreeReduction(b, loc, p, addOf);
        // a = exp(m - m') where a row that has seen keys moves its maximum,
        // rarely after the first blocks; 1 otherwise (a row that has seen
        // no key has l = 0 and acc = 0).
        Value unseen = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                             oldMax, minusInf);
        Value moved = arith::AndIOp::create(
            b, loc, raised,
            arith::XOrIOp::create(
                b, loc, unseen,
                arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1)));
        auto alphaIf = scf::IfOp::create(
            b, loc, moved,
            [&](OpBuilder &b, Location loc) {
              // On a vector of one lane, as the generics compute it: the
              // CPU strategy's exp (rope-approximate-vector-math), no libm
              // call.
              auto laneType = VectorType::get({1}, f32);
              Value alpha = math::ExpOp::create(
                  b, loc,
                  vector::BroadcastOp::create(
                      b, loc, laneType,
                      arith::SubFOp::create(b, loc, oldMax, shift)));
              scf::YieldOp::create(
                  b, loc,
                  ValueRange{vector::ExtractOp::create(b, loc, alpha, 0)});
            },
            [&](OpBuilder &b, Location loc) {
              scf::YieldOp::create(b, loc, one);
            });
        Value alpha = alphaIf.getResult(0);
        // l = a l + rowsum p, the sum of the unrounded probabilities.
        Value sum = arith::AddFOp::create(
            b, loc, arith::MulFOp::create(b, loc, oldSum, alpha), blockSum);
        Value weights = p;
        if (ops.bf16Products)
          weights = arith::TruncFOp::create(
              b, loc, VectorType::get({cols}, weightType), p);
        Value smallest = arith::MinNumFOp::create(b, loc, args[4], alpha);
        scf::YieldOp::create(
            b, loc,
            ValueRange{tensor::InsertOp::create(b, loc, max, args[0], r),
                       tensor::InsertOp::create(b, loc, sum, args[1], r),
                       tensor::InsertOp::create(b, loc, alpha, args[2], r),
                       vector::TransferWriteOp::create(b, loc, weights, args[3],
                                                       ValueRange{r, c0},
                                                       inBounds)
                           .getResult(),
                       smallest, nextMax});
      });
  Value raised = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                       loop.getResult(4), one);
  return {loop.getResult(0), loop.getResult(1), loop.getResult(2), raised,
          loop.getResult(3)};
}
