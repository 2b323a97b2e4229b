//===- SpecializeDecode.cpp - Version attention on a single query ---------===//
//
// A graph exported with a dynamic query length (torch.export's symbolic
// sequence length, one graph for prefill and decode) reaches rope.attention
// with Sq = ?. Its flash lowering then takes one query through the partial
// tile's dynamic loops, where none of the decode kernels apply. This pass
// versions such an op on Sq == 1: the `then` region holds a copy of the op
// whose query (and query positions and limits) are cast to one query, which
// lowers as a decode step with static shapes; the `else` region keeps the op.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_SPECIALIZEDECODEPASS
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static constexpr StringLiteral kPassName = "rope-specialize-decode";

/// Returns why `op` is not versioned on a single query, or an empty string
/// where it is.
static StringRef whyNotSpecialized(AttentionOp op) {
  RankedTensorType query = op.getQuery().getType();
  if (!ShapedType::isDynamic(query.getDimSize(query.getRank() - 2)))
    return "the query length is static";
  // Self-attention: one positions tensor for both means Sq == Skv, where a
  // single query is a one-token prompt, not a decode step.
  if (op.getKeyPositions() == op.getQueryPositions())
    return "the queries and keys share their positions (Sq == Skv)";
  // Positions or limits of a static length other than 1 fix Sq (the
  // run-time checks compare them).
  auto fixesOther = [](Value value) {
    auto type = dyn_cast_if_present<RankedTensorType>(
        value ? value.getType() : Type());
    return type && !type.isDynamicDim(type.getRank() - 1) &&
           type.getShape().back() != 1;
  };
  if (fixesOther(op.getQueryPositions()))
    return "the query positions fix the query length at another value";
  if (fixesOther(op.getLimits()))
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

/// Versions `op` on its query length being 1 (see the file comment).
static void specialize(RewriterBase &rewriter, AttentionOp op) {
  Location loc = op.getLoc();
  RankedTensorType queryType = op.getQuery().getType();
  int64_t seqDim = queryType.getRank() - 2;
  rewriter.setInsertionPoint(op);
  Value length = tensor::DimOp::create(rewriter, loc, op.getQuery(), seqDim);
  Value single =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, length,
                            arith::ConstantIndexOp::create(rewriter, loc, 1));
  auto ifOp = scf::IfOp::create(rewriter, loc, op.getType(), single,
                                /*withElseRegion=*/true);

  // One query: the query, its positions (the last dimension of every
  // positions form) and the limits cast to it.
  rewriter.setInsertionPointToStart(ifOp.thenBlock());
  IRMapping mapping;
  mapping.map(op.getQuery(), castDim(rewriter, loc, op.getQuery(), seqDim, 1));
  Value positions = op.getQueryPositions();
  if (auto type = dyn_cast<RankedTensorType>(positions.getType()))
    mapping.map(positions,
                castDim(rewriter, loc, positions, type.getRank() - 1, 1));
  if (Value limits = op.getLimits())
    mapping.map(limits, castDim(rewriter, loc, limits, 0, 1));
  Operation *decode = rewriter.clone(*op, mapping);
  RankedTensorType resultType = op.getType();
  SmallVector<int64_t> shape(resultType.getShape());
  shape[seqDim] = 1;
  decode->getResult(0).setType(resultType.clone(shape));
  Value result =
      tensor::CastOp::create(rewriter, loc, resultType, decode->getResult(0));
  scf::YieldOp::create(rewriter, loc, result);

  // Any other length: the op as it was.
  rewriter.replaceAllUsesWith(op.getResult(), ifOp.getResult(0));
  rewriter.moveOpBefore(op, ifOp.elseBlock(), ifOp.elseBlock()->end());
  rewriter.setInsertionPointToEnd(ifOp.elseBlock());
  scf::YieldOp::create(rewriter, loc, op.getResult());
}

namespace {
struct SpecializeDecodePass
    : rope::impl::SpecializeDecodePassBase<SpecializeDecodePass> {
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
      Decision(DecisionKind::Passed, op, kPassName, "SingleQuery")
          << "versioned on the query length: a copy with one query (a "
             "decode step, static shapes) where it is 1, the op as it was "
             "otherwise";
      specialize(rewriter, op);
    }
  }
};
} // namespace
