//===- AttentionGraph.cpp - rope.attention as the graph it fuses ----------===//
//
// The inverse of rope-fuse-attention: rope.attention as rotations of Q and K,
// a scores contraction, the scale and causal mask, linalg.softmax and the PV
// contraction, every intermediate a whole tensor. Pipelines without a flash
// mapping (the NVVM one) lower this form.
//
//===----------------------------------------------------------------------===//

#include "FlashAttention.h"
#include "rope/Conversion/RopeToLinalg/DecomposeAttention.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;

/// Returns `op`'s rotation of `input` at `positions`, or `input` when
/// `positions` is null (keys already rotated, or no rotation at all).
static Value rotate(OpBuilder &b, AttentionOp op, Value input,
                    Value positions) {
  if (!positions)
    return input;
  return RotateOp::create(b, op.getLoc(), input.getType(), input, positions,
                          op.getFrequencies(), op.getRopeScale(),
                          op.getLayoutAttr(), op.getRotaryDimAttr(),
                          op.getSectionsAttr(), nullptr);
}

/// Returns `value` converted to the float type `type`.
static Value extend(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::ExtFOp::create(b, loc, type, value);
}

FailureOr<Value> mlir::rope::buildAttentionGraph(RewriterBase &rewriter,
                                                 AttentionOp op) {
  Location loc = op.getLoc();
  OpBuilder &b = rewriter;
  MLIRContext *ctx = b.getContext();
  RankedTensorType queryType = op.getQuery().getType();
  RankedTensorType keyType = op.getKey().getType();
  int64_t rank = queryType.getRank();
  int64_t batchDims = rank - 3;
  int64_t queryHeads = queryType.getDimSize(rank - 3);
  int64_t keyHeads = keyType.getDimSize(rank - 3);
  if (ShapedType::isDynamic(queryHeads) || ShapedType::isDynamic(keyHeads))
    return op.emitOpError("needs static head counts to be lowered as a "
                          "graph (grouped-query attention maps query head h "
                          "to key head h / group)");
  // Without query heads no element reads a key head: a group of 1 keeps
  // the maps defined (h floordiv 0 is not, and tiling folded it into
  // garbage; found by rope-fuzz).
  int64_t group = queryHeads == keyHeads || queryHeads == 0 || keyHeads == 0
                      ? 1
                      : queryHeads / keyHeads;
  Type element = queryType.getElementType();
  Type compute = element.isF64() ? b.getF64Type() : b.getF32Type();

  Value query = rotate(b, op, op.getQuery(), op.getQueryPositions());
  Value key = rotate(b, op, op.getKey(), op.getKeyPositions());
  Value value = op.getValue();

  // Loops (b..., h, i, j, d) for the scores, (b..., h, i, e, j) for PV.
  unsigned loops = batchDims + 4;
  auto dim = [&](unsigned d) { return getAffineDimExpr(d, ctx); };
  SmallVector<AffineExpr> batch;
  for (unsigned d = 0; d < batchDims; ++d)
    batch.push_back(dim(d));
  AffineExpr h = dim(batchDims), i = dim(batchDims + 1),
             third = dim(batchDims + 2), fourth = dim(batchDims + 3);
  AffineExpr keyHead = group == 1 ? h : h.floorDiv(group);
  auto map = [&](ArrayRef<AffineExpr> rest) {
    SmallVector<AffineExpr> exprs(batch);
    exprs.append(rest.begin(), rest.end());
    return AffineMap::get(loops, 0, exprs, ctx);
  };
  SmallVector<utils::IteratorType> contraction(loops,
                                               utils::IteratorType::parallel);
  contraction.back() = utils::IteratorType::reduction;
  auto multiplyAdd = [&](OpBuilder &b, Location loc, ValueRange args) {
    Value product =
        arith::MulFOp::create(b, loc, extend(b, loc, args[0], compute),
                              extend(b, loc, args[1], compute));
    linalg::YieldOp::create(
        b, loc, arith::AddFOp::create(b, loc, args[2], product).getResult());
  };

  // scores[b..., h, i, j] = sum_d q[b..., h, i, d] k[b..., h / g, j, d]
  SmallVector<OpFoldResult> scoreShape =
      tensor::getMixedSizes(b, loc, op.getQuery());
  scoreShape.back() = tensor::getMixedSize(b, loc, op.getKey(), rank - 2);
  Value scoreInit = flash::filled(b, loc, scoreShape, compute, 0.0);
  Value scores =
      linalg::GenericOp::create(
          b, loc, scoreInit.getType(), ValueRange{query, key},
          ValueRange{scoreInit},
          ArrayRef<AffineMap>{map({h, i, fourth}), map({keyHead, third, fourth}),
                              map({h, i, third})},
          contraction, multiplyAdd)
          .getResult(0);

  // Scale, and -inf where the key lies past the causal diagonal (or before
  // the sliding window).
  Value scale = flash::floatConstant(b, loc, compute, op.getEffectiveScale());
  std::optional<double> softcap = op.getSoftcapBound();
  Value diagonal = op.getDiagonal();
  Value limits = op.getLimits();
  Value keyLength = tensor::DimOp::create(b, loc, op.getKey(), rank - 2);
  Value queryLength = tensor::DimOp::create(b, loc, op.getQuery(), rank - 2);
  // The window, clamped as the last visible keys are.
  std::optional<int64_t> window = op.getWindowSize();
  Value windowLength;
  if (window)
    windowLength = flash::limitWindow(b, loc, *window, keyLength);
  if (op.getCausal() && !limits) {
    // query + diagonal must not wrap for a run-time diagonal.
    diagonal = diagonal ? flash::clampDiagonal(b, loc, diagonal, queryLength,
                                               keyLength, window.has_value())
                        : arith::SubIOp::create(b, loc, keyLength, queryLength);
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  if (limits) {
    // Each query reads its limit.
    inputs.push_back(limits);
    maps.push_back(AffineMap::get(rank, 0, b.getAffineDimExpr(rank - 2)));
  }
  maps.push_back(identity);
  Value minusInf = flash::floatConstant(
      b, loc, compute, -std::numeric_limits<double>::infinity());
  scores = linalg::GenericOp::create(
               b, loc, scores.getType(), inputs, ValueRange{scores}, maps,
               SmallVector<utils::IteratorType>(rank,
                                                utils::IteratorType::parallel),
               [&](OpBuilder &b, Location loc, ValueRange args) {
                 Value scaled =
                     arith::MulFOp::create(b, loc, args.back(), scale);
                 if (softcap)
                   scaled = flash::capScore(b, loc, scaled, *softcap);
                 if (op.getCausal()) {
                   Value last;
                   if (limits) {
                     last = flash::clampLimit(b, loc, args[0], keyLength,
                                              window);
                   } else {
                     Value query = linalg::IndexOp::create(b, loc, rank - 2);
                     last = arith::AddIOp::create(b, loc, query, diagonal);
                     if (window)
                       last = flash::clampLimit(b, loc, last, keyLength,
                                                window);
                   }
                   Value key = linalg::IndexOp::create(b, loc, rank - 1);
                   Value visible =
                       flash::isKeyVisible(b, loc, last, key, windowLength);
                   scaled = arith::SelectOp::create(b, loc, visible, scaled,
                                                    minusInf);
                 }
                 linalg::YieldOp::create(b, loc, scaled);
               })
               .getResult(0);

  // Attention sinks: each query head's logit as one more column of its
  // scores, which the softmax normalizes and P V then leaves out.
  SmallVector<OpFoldResult> softmaxShape(scoreShape);
  if (Value sinks = op.getSinks()) {
    SmallVector<OpFoldResult> columnShape(scoreShape);
    columnShape.back() = b.getIndexAttr(1);
    Value column = tensor::EmptyOp::create(b, loc, columnShape, compute);
    column =
        linalg::GenericOp::create(
            b, loc, column.getType(), ValueRange{sinks}, ValueRange{column},
            ArrayRef<AffineMap>{
                AffineMap::get(rank, 0, b.getAffineDimExpr(rank - 3)),
                identity},
            SmallVector<utils::IteratorType>(rank,
                                             utils::IteratorType::parallel),
            [&](OpBuilder &b, Location loc, ValueRange args) {
              linalg::YieldOp::create(b, loc, extend(b, loc, args[0], compute));
            })
            .getResult(0);
    scores =
        tensor::ConcatOp::create(b, loc, rank - 1, ValueRange{scores, column});
    softmaxShape.back() = tensor::getMixedSize(b, loc, scores, rank - 1);
  }
  Value probabilities =
      linalg::SoftmaxOp::create(
          b, loc, scores.getType(), scores,
          tensor::EmptyOp::create(b, loc, softmaxShape, compute), rank - 1)
          .getResult()[0];
  if (op.getSinks()) {
    SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
    SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
    probabilities = tensor::ExtractSliceOp::create(
        b, loc, probabilities, offsets, scoreShape, strides);
  }

  // out[b..., h, i, e] = sum_j p[b..., h, i, j] v[b..., h / g, j, e]
  SmallVector<OpFoldResult> outShape =
      tensor::getMixedSizes(b, loc, op.getQuery());
  outShape.back() = b.getIndexAttr(op.getValue().getType().getShape().back());
  Value outInit = flash::filled(b, loc, outShape, compute, 0.0);
  Value out =
      linalg::GenericOp::create(
          b, loc, outInit.getType(), ValueRange{probabilities, value},
          ValueRange{outInit},
          ArrayRef<AffineMap>{map({h, i, fourth}), map({keyHead, fourth, third}),
                              map({h, i, third})},
          contraction, multiplyAdd)
          .getResult(0);
  if (element == compute)
    return out;
  Value empty = tensor::EmptyOp::create(b, loc, outShape, element);
  return linalg::GenericOp::create(
             b, loc, empty.getType(), ValueRange{out}, ValueRange{empty},
             ArrayRef<AffineMap>{identity, identity},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               linalg::YieldOp::create(
                   b, loc,
                   arith::TruncFOp::create(b, loc, element, args[0])
                       .getResult());
             })
      .getResult(0);
}
