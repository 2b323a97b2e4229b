//===- SpecializeDecode.cpp - Version attention on its query length -------===//
//
// A graph exported with a dynamic query length (torch.export's symbolic
// sequence length, one graph for prefill and decode) reaches rope.attention
// with Sq = ?. Its flash lowering then takes one query through the partial
// tile's dynamic loops, where none of the decode kernels apply. This pass
// versions such an op on Sq == 1: the `then` region holds a copy of the op
// whose query (and query positions and limits) are cast to one query, which
// lowers as a decode step with static shapes. Short chunks (2 to
// chunk-queries queries) take a copy padded with zero queries to
// chunk-queries, whose first Sq rows are the result; other lengths keep
// the op.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

namespace mlir::rope {
#define GEN_PASS_DEF_SPECIALIZEDECODEPASS
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static constexpr StringLiteral kPassName = "rope-specialize-decode";

/// Returns the query length that `value` (the query positions or limits,
/// whose last dimension is the query's; null or a scalar: none) fixes
/// statically, if any.
static std::optional<int64_t> fixedQueries(Value value) {
  auto type =
      dyn_cast_if_present<RankedTensorType>(value ? value.getType() : Type());
  if (!type || type.isDynamicDim(type.getRank() - 1))
    return std::nullopt;
  return type.getShape().back();
}

/// Returns why `op` is not versioned on a single query, or an empty string
/// where it is.
static StringRef whyNotSpecialized(AttentionOp op) {
  RankedTensorType query = op.getQuery().getType();
  if (!ShapedType::isDynamic(query.getDimSize(query.getRank() - 2)))
    return "the query length is static";
  // Self-attention: one positions tensor for both means Sq == Skv, where a
  // single query is a one-token prompt, not a decode step (one start offset
  // for both does not).
  if (op.getQueryPositions() &&
      op.getKeyPositions() == op.getQueryPositions() &&
      isa<ShapedType>(op.getQueryPositions().getType()))
    return "the queries and keys share their positions (Sq == Skv)";
  // Without positions (no rotation), self-attention shows in the sizes:
  // the query and key lengths provably equal (both the dimension of one
  // activation the graph projects).
  int64_t seq = query.getRank() - 2;
  FailureOr<bool> equal = ValueBoundsConstraintSet::areEqual(
      ValueBoundsConstraintSet::Variable(op.getQuery(), seq),
      ValueBoundsConstraintSet::Variable(op.getKey(), seq));
  if (succeeded(equal) && *equal)
    return "the query and key lengths are provably equal (Sq == Skv)";
  // Positions or limits of a static length other than 1 fix Sq (the
  // run-time checks compare them).
  if (fixedQueries(op.getQueryPositions()).value_or(1) != 1)
    return "the query positions fix the query length at another value";
  if (fixedQueries(op.getLimits()).value_or(1) != 1)
    return "the limits fix the query length at another value";
  return "";
}

/// Returns `value` (a ranked tensor) cast to a static `size` in its
/// dimension `dim`, or `value` where that dimension is static already.
static Value castDim(OpBuilder &b, Location loc, Value value, int64_t dim,
                     int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  if (!type.isDynamicDim(dim))
    return value;
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  return tensor::CastOp::create(b, loc, type.clone(shape), value);
}

/// Returns `value` (a ranked tensor) padded with zeros at the end of its
/// dimension `dim` to a static `size`.
static Value padDim(OpBuilder &b, Location loc, Value value, int64_t dim,
                    int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  SmallVector<Value> sizes;
  for (int64_t d = 0, e = type.getRank(); d < e; ++d)
    if (d != dim && type.isDynamicDim(d))
      sizes.push_back(tensor::DimOp::create(b, loc, value, d));
  Value zero =
      arith::ConstantOp::create(b, loc, b.getZeroAttr(type.getElementType()));
  return tensor::createPadHighOp(type.clone(shape), value, zero,
                                 /*nofold=*/false, loc, b, sizes);
}

/// Returns a copy of `op` for `queries` static queries, `length` being the
/// run-time query length: the query, its positions (the last dimension of
/// every positions form) and the limits cast to `queries` where `length`
/// is that, else padded with zeros to it, the default causal diagonal then
/// made explicit (Skv - length), and the result's first `length` rows
/// taken.
static Value buildCopy(RewriterBase &rewriter, AttentionOp op, int64_t queries,
                       Value length, bool padded) {
  Location loc = op.getLoc();
  int64_t seqDim = op.getQuery().getType().getRank() - 2;
  auto resize = [&](Value value, int64_t dim) {
    return padded ? padDim(rewriter, loc, value, dim, queries)
                  : castDim(rewriter, loc, value, dim, queries);
  };
  IRMapping mapping;
  mapping.map(op.getQuery(), resize(op.getQuery(), seqDim));
  Value positions = op.getQueryPositions();
  if (auto type = dyn_cast_if_present<RankedTensorType>(
          positions ? positions.getType() : Type()))
    mapping.map(positions, resize(positions, type.getRank() - 1));
  if (Value limits = op.getLimits())
    mapping.map(limits, resize(limits, 0));
  // The default causal diagonal of the padded queries would be Skv - the
  // padded count: the real one, Skv - length, is given instead.
  Value diagonal;
  if (padded && op.getCausal() && !op.getDiagonal() && !op.getLimits()) {
    Value keys = tensor::DimOp::create(rewriter, loc, op.getKey(), seqDim);
    diagonal = arith::SubIOp::create(rewriter, loc, keys, length);
  }
  auto copy = cast<AttentionOp>(rewriter.clone(*op, mapping));
  RankedTensorType resultType = op.getType();
  SmallVector<int64_t> shape(resultType.getShape());
  shape[seqDim] = queries;
  copy.getResult().setType(resultType.clone(shape));
  if (!padded)
    return tensor::CastOp::create(rewriter, loc, resultType, copy);
  if (diagonal)
    copy.getDiagonalMutable().assign(diagonal);
  SmallVector<OpFoldResult> offsets(resultType.getRank(),
                                    rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(rewriter, loc, copy.getResult());
  sizes[seqDim] = length;
  SmallVector<OpFoldResult> strides(resultType.getRank(),
                                    rewriter.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(rewriter, loc, resultType, copy,
                                        offsets, sizes, strides);
}

/// Versions `op` on its query length (see the file comment): one query, then
/// (where `chunkQueries` > 1) 2 to chunkQueries queries padded to
/// chunkQueries, then the op as it was.
static void specialize(RewriterBase &rewriter, AttentionOp op,
                       int64_t chunkQueries) {
  Location loc = op.getLoc();
  int64_t seqDim = op.getQuery().getType().getRank() - 2;
  rewriter.setInsertionPoint(op);
  Value length = tensor::DimOp::create(rewriter, loc, op.getQuery(), seqDim);
  auto branch = [&](arith::CmpIPredicate predicate, int64_t bound) {
    Value condition = arith::CmpIOp::create(
        rewriter, loc, predicate, length,
        arith::ConstantIndexOp::create(rewriter, loc, bound));
    return scf::IfOp::create(rewriter, loc, op.getType(), condition,
                             /*withElseRegion=*/true);
  };
  auto single = branch(arith::CmpIPredicate::eq, 1);
  rewriter.replaceAllUsesWith(op.getResult(), single.getResult(0));
  rewriter.setInsertionPointToStart(single.thenBlock());
  scf::YieldOp::create(rewriter, loc,
                       buildCopy(rewriter, op, 1, length, /*padded=*/false));
  rewriter.setInsertionPointToStart(single.elseBlock());
  if (chunkQueries > 1) {
    auto chunk = branch(arith::CmpIPredicate::ule, chunkQueries);
    scf::YieldOp::create(rewriter, loc, chunk.getResult(0));
    rewriter.setInsertionPointToStart(chunk.thenBlock());
    scf::YieldOp::create(
        rewriter, loc,
        buildCopy(rewriter, op, chunkQueries, length, /*padded=*/true));
    rewriter.setInsertionPointToStart(chunk.elseBlock());
  }
  // Any other length: the op as it was.
  Block *rest = rewriter.getInsertionBlock();
  rewriter.moveOpBefore(op, rest, rest->end());
  rewriter.setInsertionPointToEnd(rest);
  scf::YieldOp::create(rewriter, loc, op.getResult());
}

namespace {
struct SpecializeDecodePass
    : rope::impl::SpecializeDecodePassBase<SpecializeDecodePass> {
  using SpecializeDecodePassBase::SpecializeDecodePassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(
            SpecializeDecodePassBase::initializeOptions(options, errorHandler)))
      return failure();
    if (chunkQueries < 0)
      return errorHandler("chunk-queries must not be negative, got " +
                          Twine(chunkQueries.getValue()));
    return success();
  }

  void runOnOperation() override {
    SmallVector<AttentionOp> ops;
    getOperation()->walk([&](AttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AttentionOp op : ops) {
      StringRef whyNot = whyNotSpecialized(op);
      if (!whyNot.empty()) {
        Decision(DecisionKind::Missed, op, kPassName, "NotSpecialized",
                 DecisionVisibility::EngineOnly)
            << "not versioned on a single query: " << whyNot;
        continue;
      }
      // Positions or limits of one query cannot be padded to more.
      bool fixed =
          fixedQueries(op.getQueryPositions()) || fixedQueries(op.getLimits());
      int64_t chunk = fixed ? 0 : chunkQueries.getValue();
      Decision decision(DecisionKind::Passed, op, kPassName, "SingleQuery");
      decision.arg("ChunkQueries", chunk > 1 ? chunk : 0)
          << "versioned on the query length: a copy with one query (a decode "
             "step, static shapes) where it is 1, ";
      if (chunk > 1)
        decision << "a copy padded to " << chunk << " queries where it is 2 to "
                 << chunk << " (a short chunk), ";
      decision << "the op as it was otherwise";
      specialize(rewriter, op, chunk);
    }
  }
};
} // namespace
