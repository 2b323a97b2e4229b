//===- RaiseDeinterleaved.cpp - Raise even/odd rotations (DeepSeek) -------===//
//
// DeepSeek's interleaved weights as Hugging Face rotates them
// (`apply_rotary_pos_emb_interleave`): the even and odd channels are taken
// by stride-2 slices and rotated into the two halves of the result,
//
//   x1, x2 = x[..., 0::2], x[..., 1::2]
//   cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)
//
// with [..., D/2] tables (one value per pair). This is the `half` rotation
// of the deinterleaved `concat(x1, x2)`, which is what it is raised to: the
// rotation's input is that concatenation of the graph's own slices.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/Remarks.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

namespace {

/// One product `x[..., parity::2] * table` of the rotation.
struct ChannelProduct {
  Value channels;
  MappedOperand table;
};

/// The matched even/odd rotation.
struct DeinterleavedMatch {
  RotationMatch rotation;
  Value even, odd;
};

} // namespace

/// Matches an elementwise product `v` of a stride-2 slice, starting at
/// `parity`, of a [..., 2 * pairs] tensor by a table. Sets `x` to the sliced
/// tensor, or checks that it is `x`.
static std::optional<ChannelProduct>
matchChannelProduct(Value v, int64_t parity, int64_t pairs, Value &x) {
  auto factors = matchElementwise<arith::MulFOp>(v);
  if (!factors)
    return std::nullopt;
  for (int swap = 0; swap < 2; ++swap) {
    const MappedOperand &channels = (*factors)[swap];
    Value source;
    if (!channels.map.isIdentity() ||
        !isLastDimSlice(channels.value, parity, pairs, source, 2) ||
        (x && source != x))
      continue;
    x = source;
    return ChannelProduct{channels.value, (*factors)[1 - swap]};
  }
  return std::nullopt;
}

static bool sameOperand(const MappedOperand &a, const MappedOperand &b) {
  return a.value == b.value && a.map == b.map;
}

static FailureOr<TableTrace> tracePerPairTable(Value table, std::string &) {
  return tracePairTable(table);
}

/// Matches `concat` against the even/odd rotation. NearMiss means the
/// products were found but the tables do not check out (`why` says why).
static MatchLevel matchDeinterleaved(tensor::ConcatOp concat,
                                     DeinterleavedMatch &match,
                                     std::string &why) {
  std::optional<SmallVector<Value>> halves =
      getLastDimConcatInputs(concat.getResult());
  if (!halves || halves->size() != 2)
    return MatchLevel::None;
  auto type = dyn_cast<RankedTensorType>((*halves)[0].getType());
  if (!type || type != (*halves)[1].getType() || type.getRank() < 2 ||
      type.isDynamicDim(type.getRank() - 1))
    return MatchLevel::None;
  int64_t pairs = type.getShape().back();
  auto first = matchElementwise<arith::SubFOp>((*halves)[0]);
  auto second = matchElementwise<arith::AddFOp>((*halves)[1]);
  if (!first || !second ||
      !llvm::all_of(llvm::concat<MappedOperand>(*first, *second),
                    [](const MappedOperand &term) {
                      return term.map.isIdentity();
                    }))
    return MatchLevel::None;
  // x1 * cos - x2 * sin, then x2 * cos + x1 * sin in either order.
  Value x;
  std::optional<ChannelProduct> evenCos =
      matchChannelProduct((*first)[0].value, 0, pairs, x);
  std::optional<ChannelProduct> oddSin =
      evenCos ? matchChannelProduct((*first)[1].value, 1, pairs, x)
              : std::nullopt;
  if (!oddSin)
    return MatchLevel::None;
  for (int swap = 0; swap < 2; ++swap) {
    std::optional<ChannelProduct> oddCos =
        matchChannelProduct((*second)[swap].value, 1, pairs, x);
    std::optional<ChannelProduct> evenSin =
        oddCos ? matchChannelProduct((*second)[1 - swap].value, 0, pairs, x)
               : std::nullopt;
    if (!evenSin)
      continue;
    if (!sameOperand(evenCos->table, oddCos->table) ||
        !sameOperand(oddSin->table, evenSin->table)) {
      why = "its two halves are not rotated by the same cos and sin tables";
      return MatchLevel::NearMiss;
    }
    if (failed(matchTables(evenCos->table, oddSin->table, type,
                           tracePerPairTable, match.rotation, why)))
      return MatchLevel::NearMiss;
    match.even = evenCos->channels;
    match.odd = oddSin->channels;
    match.rotation.layout = Layout::Half;
    match.rotation.tableStride = 1;
    match.rotation.form = "even/odd";
    return MatchLevel::Match;
  }
  return MatchLevel::None;
}

namespace {

struct RaiseDeinterleaved : OpRewritePattern<tensor::ConcatOp> {
  RaiseDeinterleaved(MLIRContext *context, const RaiseOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(tensor::ConcatOp op,
                                PatternRewriter &rewriter) const override {
    DeinterleavedMatch match;
    std::string why;
    if (matchDeinterleaved(op, match, why) != MatchLevel::Match)
      return rewriter.notifyMatchFailure(op, why);
    Location loc = op.getLoc();
    int64_t last = op.getResultType().getRank() - 1;
    match.rotation.input = tensor::ConcatOp::create(
        rewriter, loc, last, ValueRange{match.even, match.odd});
    rewriter.replaceOp(op, buildRotation(rewriter, loc, match.rotation,
                                         options));
    return success();
  }

  RaiseOptions options;
};

} // namespace

void mlir::rope::populateRaiseDeinterleavedPatterns(
    RewritePatternSet &patterns, const RaiseOptions &options) {
  patterns.add<RaiseDeinterleaved>(patterns.getContext(), options);
}

void raise::explainDeinterleaved(tensor::ConcatOp op) {
  DeinterleavedMatch match;
  std::string why;
  if (matchDeinterleaved(op, match, why) == MatchLevel::NearMiss)
    Decision(DecisionKind::Missed, op, "rope-raise", "RotationNotRaised")
            .arg("Form", "even/odd")
            .arg("Reason", why)
        << "rope-raise: even/odd rotation not raised: " << why;
}
