//===- FuseAttention.cpp - Rotated attention into rope.attention ----------===//

#include "rope/Dialect/Rope/Transforms/FuseAttention.h"
#include "rope/Dialect/Rope/IR/AttentionCostModel.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Support/Remarks.h"
#include "rope/Support/TensorBuilders.h"

#include "AttentionMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Format.h"

namespace mlir::rope {
#define GEN_PASS_DEF_FUSEATTENTIONPASS
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

/// Returns `value` with a leading unit dimension if it is a matrix: the
/// heads of a rope.attention operand.
static Value withHeads(OpBuilder &builder, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getRank() != 2)
    return value;
  auto expanded = RankedTensorType::get(
      {1, type.getDimSize(0), type.getDimSize(1)}, type.getElementType());
  return tensor::ExpandShapeOp::create(builder, loc, expanded, value,
                                       {{0, 1}, {2}});
}

/// Returns the concatenation of `parts` along the last dimension.
static Value concatChannels(OpBuilder &builder, Location loc,
                            ArrayRef<Value> parts) {
  if (parts.size() == 1)
    return parts.front();
  int64_t rank = cast<RankedTensorType>(parts.front().getType()).getRank();
  return tensor::ConcatOp::create(builder, loc, rank - 1, parts);
}

/// Returns the ops outside `match` that define its operands, or values its
/// bodies capture (constant scales, masks, fills, empty tensors).
static SmallVector<Operation *> getProducers(const AttentionMatch &match) {
  SmallVector<Operation *> producers;
  for (Operation *op : match.ops)
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (Operation *def = operand.getDefiningOp();
            def && !op->isAncestor(def) && !match.ops.contains(def))
          producers.push_back(def);
    });
  return producers;
}

/// Erases the ops of `match` once `output` is replaced (and erased), then
/// the `producers` (see getProducers, collected before the replacement)
/// that only they used.
static void eraseMatched(RewriterBase &rewriter, const AttentionMatch &match,
                         SmallVector<Operation *> producers) {

  SmallVector<Operation *> pending(llvm::make_filter_range(
      match.ops, [&](Operation *op) { return op != match.output; }));
  while (!pending.empty()) {
    size_t before = pending.size();
    llvm::erase_if(pending, [&](Operation *op) {
      if (!op->use_empty())
        return false;
      rewriter.eraseOp(op);
      return true;
    });
    if (pending.size() == before)
      break;
  }

  llvm::DenseSet<Operation *> erased;
  while (!producers.empty()) {
    Operation *op = producers.pop_back_val();
    if (erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        producers.push_back(def);
    erased.insert(op);
    rewriter.eraseOp(op);
  }
}

/// Returns rope.attention's limits for a mask that shows query i the keys
/// j <= offset + scale * x[i], where x is `perQuery` (a tensor of integers
/// read along its query dimension): the [Sq] slice of x that the queries
/// read, and, unless scale is 1 and offset 0, that slice sign-extended to
/// i64, scaled and offset.
static Value buildLimits(OpBuilder &builder, Location loc,
                         const RuntimeScalar &perQuery, int64_t scale,
                         int64_t offset, Value query) {
  auto type = cast<RankedTensorType>(perQuery.tensor.getType());
  auto queryType = cast<RankedTensorType>(query.getType());
  int64_t queryDim = queryType.getRank() - 2;
  SmallVector<OpFoldResult> offsets, sizes;
  for (auto [d, i] : llvm::enumerate(perQuery.index)) {
    offsets.push_back(builder.getIndexAttr(i));
    sizes.push_back(d == *perQuery.queryDim
                        ? tensor::getMixedSize(builder, loc, query, queryDim)
                        : OpFoldResult(builder.getIndexAttr(1)));
  }
  SmallVector<OpFoldResult> strides(type.getRank(), builder.getIndexAttr(1));
  auto sliceType = RankedTensorType::get({queryType.getDimSize(queryDim)},
                                         type.getElementType());
  Value limits = tensor::ExtractSliceOp::create(
      builder, loc, sliceType, perQuery.tensor, offsets, sizes, strides);
  if (scale == 1 && offset == 0)
    return limits;
  Type i64 = builder.getI64Type();
  Value empty = tensor::EmptyOp::create(
      builder, loc, tensor::getMixedSizes(builder, loc, limits), i64);
  AffineMap identity = builder.getMultiDimIdentityMap(1);
  return linalg::GenericOp::create(
             builder, loc, empty.getType(), ValueRange{limits},
             ValueRange{empty}, ArrayRef<AffineMap>{identity, identity},
             ArrayRef<utils::IteratorType>{utils::IteratorType::parallel},
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value x = args[0];
               if (x.getType() != i64)
                 x = arith::ExtSIOp::create(b, loc, i64, x);
               x = arith::MulIOp::create(
                   b, loc, x, arith::ConstantIntOp::create(b, loc, i64, scale));
               x = arith::AddIOp::create(
                   b, loc, x,
                   arith::ConstantIntOp::create(b, loc, i64, offset));
               linalg::YieldOp::create(b, loc, x);
             })
      .getResult(0);
}

AttentionOp rope::fuseAttention(RewriterBase &rewriter,
                                const AttentionMatch &match,
                                KeyRotationMode mode) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(match.output);
  Location loc = match.scores->getLoc();
  RotateOp queryRotation = match.queryRotation;
  RotateOp keyRotation = match.keyRotation;

  Value query =
      withHeads(rewriter, loc, concatChannels(rewriter, loc, match.queryParts));
  Value key =
      withHeads(rewriter, loc, concatChannels(rewriter, loc, match.keyParts));
  auto queryType = cast<RankedTensorType>(query.getType());
  auto keyType = cast<RankedTensorType>(key.getType());
  Value value = match.value;
  if (!match.valuePermutation.empty())
    value = createTranspose(rewriter, loc, value, match.valuePermutation);
  auto valueType = cast<RankedTensorType>(value.getType());
  Type element = queryType.getElementType();
  int64_t valueDim = valueType.getShape().back();

  SmallVector<int64_t> valueShape(keyType.getShape().drop_back(2));
  valueShape.append({valueType.getDimSize(valueType.getRank() - 2), valueDim});
  value = reshapeTo(rewriter, loc, value,
                    RankedTensorType::get(valueShape, element));
  SmallVector<int64_t> resultShape(queryType.getShape().drop_back());
  resultShape.push_back(valueDim);
  auto resultType = RankedTensorType::get(resultShape, element);

  // The default diagonal (Skv - Sq) is left implicit. A run-time one is
  // the integer the mask reads, sign-extended, scaled and offset; one per
  // query becomes the limits.
  Value diagonal, limits;
  if (const std::optional<RuntimeScalar> &scalar = match.diagonalScalar;
      scalar && scalar->queryDim) {
    limits = buildLimits(rewriter, loc, *scalar, match.diagonalScale,
                         match.diagonal.value_or(0), query);
  } else if (scalar) {
    Value element = scalar->tensor;
    if (!scalar->isValue()) {
      SmallVector<Value> index;
      for (int64_t i : scalar->index)
        index.push_back(arith::ConstantIndexOp::create(rewriter, loc, i));
      element = tensor::ExtractOp::create(rewriter, loc, element, index);
    } else if (auto cast = element.getDefiningOp<arith::IndexCastOp>();
               cast && cast.getIn().getType().isIndex()) {
      // A size the graph cast to an integer: the size itself.
      element = cast.getIn();
    }
    diagonal = element.getType().isIndex()
                   ? element
                   : arith::IndexCastOp::create(
                         rewriter, loc, rewriter.getIndexType(), element);
    if (match.diagonalScale != 1)
      diagonal = arith::MulIOp::create(
          rewriter, loc, diagonal,
          arith::ConstantIndexOp::create(rewriter, loc, match.diagonalScale));
    if (match.diagonal && *match.diagonal != 0)
      diagonal = arith::AddIOp::create(
          rewriter, loc, diagonal,
          arith::ConstantIndexOp::create(rewriter, loc, *match.diagonal));
  } else if (match.diagonal) {
    int64_t queries = queryType.getDimSize(queryType.getRank() - 2);
    int64_t keys = keyType.getDimSize(keyType.getRank() - 2);
    if (ShapedType::isDynamic(queries) || ShapedType::isDynamic(keys) ||
        *match.diagonal != keys - queries)
      diagonal = arith::ConstantIndexOp::create(rewriter, loc, *match.diagonal);
  }
  // Without a rotation (NoPE) the op takes no positions, frequencies,
  // layout or rotation options.
  Value queryPositions, frequencies, ropeScale;
  LayoutAttr layout;
  IntegerAttr rotaryDimAttr;
  DenseI64ArrayAttr sections;
  if (queryRotation) {
    queryPositions = queryRotation.getPositions();
    frequencies = queryRotation.getFrequencies();
    ropeScale = queryRotation.getScale();
    layout = queryRotation.getLayoutAttr();
    sections = queryRotation.getSectionsAttr();
    int64_t rotaryDim = queryRotation.getEffectiveRotaryDim();
    if (rotaryDim != queryType.getShape().back())
      rotaryDimAttr = rewriter.getI64IntegerAttr(rotaryDim);
  }

  auto attention = AttentionOp::create(
      rewriter, loc, resultType, query, key, value, queryPositions,
      keyRotation ? keyRotation.getPositions() : Value(), frequencies,
      ropeScale, diagonal, limits, match.sinks, layout, rotaryDimAttr, sections,
      rewriter.getF64FloatAttr(match.scale),
      match.diagonal ? rewriter.getUnitAttr() : UnitAttr(), KeyRotationAttr(),
      match.window ? rewriter.getI64IntegerAttr(*match.window) : IntegerAttr(),
      match.softcap ? rewriter.getF64FloatAttr(*match.softcap) : FloatAttr());
  if (keyRotation) {
    KeyRotation choice = KeyRotation::UpFront;
    if (mode == KeyRotationMode::OnRead)
      choice = KeyRotation::OnRead;
    else if (mode == KeyRotationMode::Auto)
      choice = estimateKeyRotation(attention)->choice;
    attention.setKeyRotationAttr(
        KeyRotationAttr::get(rewriter.getContext(), choice));
  }

  auto outputType = cast<RankedTensorType>(match.output->getResultTypes()[0]);
  SmallVector<Operation *> producers = getProducers(match);
  Value result = attention;
  if (match.transposedOutput) {
    SmallVector<int64_t> swap =
        llvm::to_vector(llvm::seq<int64_t>(0, resultType.getRank()));
    std::swap(swap[swap.size() - 2], swap.back());
    result = createTranspose(rewriter, loc, result, swap);
  }
  rewriter.replaceOp(match.output,
                     reshapeTo(rewriter, loc, result, outputType));
  eraseMatched(rewriter, match, std::move(producers));
  return attention;
}

namespace {
struct FuseAttentionPattern
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  FuseAttentionPattern(MLIRContext *context, KeyRotationMode mode,
                       bool allowUnrotated)
      : OpInterfaceRewritePattern(context), mode(mode),
        allowUnrotated(allowUnrotated) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    AttentionMatchResult result = matchAttention(op, allowUnrotated);
    if (!result.match)
      return rewriter.notifyMatchFailure(op, result.reason.empty()
                                                 ? "not an attention output"
                                                 : result.reason);
    fuseAttention(rewriter, *result.match, mode);
    return success();
  }

  KeyRotationMode mode;
  bool allowUnrotated;
};

/// Records the ops a rewrite erases, so that the pass skips them.
struct ErasedOps : public RewriterBase::Listener {
  void notifyOperationErased(Operation *op) override { erased.insert(op); }
  llvm::DenseSet<Operation *> erased;
};

/// Returns `value` in a remark's short notation.
static std::string formatCount(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.3g", value);
  return text;
}

/// Reports the key rotation of `op` and why.
static void remarkKeyRotation(AttentionOp op, KeyRotationMode mode) {
  std::optional<KeyRotationEstimate> estimate = estimateKeyRotation(op);
  Decision decision(DecisionKind::Analysis, op, "rope-fuse-attention",
                    "KeyRotation");
  if (!op.hasRotation()) {
    decision.arg("KeyRotation", "none");
    decision << "nothing rotated: the fused op has no positions or "
                "frequencies, so there is no key rotation for the cost model "
                "to place";
    return;
  }
  if (!estimate) {
    decision.arg("KeyRotation", "as_given");
    decision << "keys taken as given: only the queries are rotated, so there "
                "is no key rotation for the cost model to place";
    return;
  }
  StringRef chosen = stringifyKeyRotation(*op.getKeyRotation());
  decision.arg("KeyRotation", chosen)
      .arg("CostModelChoice", stringifyKeyRotation(estimate->choice))
      .arg("Forced", mode == KeyRotationMode::Auto ? "false" : "true")
      .arg("Reuse", estimate->reuse);
  decision << "keys rotated " << chosen;
  if (mode == KeyRotationMode::Auto)
    decision << " (cost model): ";
  else
    decision << " (forced by key-rotation; the cost model would choose "
             << stringifyKeyRotation(estimate->choice) << "): ";
  decision << estimate->explanation;
  if (estimate->keyElements) {
    decision.arg("OnReadExtraFlops", estimate->onReadExtraFlops)
        .arg("UpFrontExtraBytes", estimate->upFrontExtraBytes);
    decision << "; estimated extra work: on_read "
             << formatCount(estimate->onReadExtraFlops) << " flops, up_front "
             << formatCount(estimate->upFrontExtraBytes) << " bytes";
  } else {
    decision << "; the key count is dynamic, no totals estimated";
  }
}

struct FuseAttentionPass
    : public rope::impl::FuseAttentionPassBase<FuseAttentionPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (op->getNumResults() == 1)
        candidates.push_back(op);
    });
    ErasedOps listener;
    IRRewriter rewriter(&getContext(), &listener);
    for (Operation *candidate : candidates) {
      if (listener.erased.contains(candidate))
        continue;
      AttentionMatchResult result = matchAttention(candidate, unrotated);
      if (result.rotatedValues)
        result.rotatedValues->emitWarning()
            << "values are never rotated: this rope.rotate feeds the values "
               "of an attention, which is not fused";
      if (!result.match) {
        if (result.rejected)
          Decision(DecisionKind::Missed, result.rejected,
                   "rope-fuse-attention", "AttentionNotFused")
                  .arg("Reason", result.reason)
              << "attention not fused: " << result.reason;
        continue;
      }
      std::string description = result.match->description;
      AttentionOp attention =
          fuseAttention(rewriter, *result.match, keyRotation);
      Decision(DecisionKind::Passed, attention, "rope-fuse-attention",
               "AttentionFused")
              .arg("Pattern", description)
          << "fused into rope.attention: " << description;
      remarkKeyRotation(attention, keyRotation);
    }
  }
};
} // namespace

void rope::populateFuseAttentionPatterns(RewritePatternSet &patterns,
                                         KeyRotationMode mode,
                                         bool allowUnrotated) {
  patterns.add<FuseAttentionPattern>(patterns.getContext(), mode,
                                     allowUnrotated);
}
