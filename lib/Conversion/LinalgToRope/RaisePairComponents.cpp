//===- RaisePairComponents.cpp - Raise rotations of split pair components -===//
//
// Rotations written on the two components of each pair, taken apart by
// slices and put back together after the rotation:
//
//   x1, x2 = <the first and second components of the pairs of x>
//   o1 = x1 * cos - x2 * sin
//   o2 = x2 * cos + x1 * sin
//   <o1 and o2 put back together>
//
// with [..., D/2] tables (one value per pair). Three spellings are known:
//
//   * even/odd in, halves out (Hugging Face's DeepSeek
//     `apply_rotary_pos_emb_interleave`): x1, x2 = x[..., 0::2],
//     x[..., 1::2]; cat([o1, o2], -1). The `half` rotation of the
//     deinterleaved `concat(x1, x2)`, which is what it is raised to (the
//     rotation's input is that concatenation of the graph's own slices).
//   * halves in, halves out (gpt-oss, vLLM's native GPT-NeoX style):
//     x1, x2 = torch.chunk(x, 2, -1); cat([o1, o2], -1). The `half`
//     rotation of x.
//   * even/odd in, pairs out (vLLM's native GPT-J style): x1, x2 =
//     x[..., 0::2], x[..., 1::2]; stack([o1, o2], -1).flatten(-2), exported
//     as expand_shapes to [..., D/2, 1], a concat and a collapse_shape. The
//     `interleaved` rotation of x.
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

/// How the components of a pair are sliced out of x.
struct ComponentSlices {
  /// For remarks.
  StringRef name;
  /// The channel offsets of the first and second components, and the stride
  /// between consecutive pairs.
  int64_t firstOffset, secondOffset, stride;
};

/// One product `x1 * table` (or x2) of the rotation.
struct ChannelProduct {
  Value channels;
  MappedOperand table;
};

/// The matched rotation: its tables, how x was taken apart and the slices.
struct ComponentMatch {
  RotationMatch rotation;
  Value x, first, second;
  bool halves = false;
};

} // namespace

/// The slicings of `pairs` pairs: even/odd channels, or the two halves.
static std::array<ComponentSlices, 2> componentSlices(int64_t pairs) {
  return {ComponentSlices{"even/odd", 0, 1, 2},
          ComponentSlices{"split halves", 0, pairs, 1}};
}

/// Matches an elementwise product `v` of a slice of a [..., 2 * pairs]
/// tensor, starting at `offset` with `stride`, by a table. Sets `x` to the
/// sliced tensor, or checks that it is `x`.
static std::optional<ChannelProduct>
matchChannelProduct(Value v, int64_t offset, int64_t pairs, int64_t stride,
                    Value &x) {
  auto factors = matchElementwise<arith::MulFOp>(v);
  if (!factors)
    return std::nullopt;
  for (int swap = 0; swap < 2; ++swap) {
    const MappedOperand &channels = (*factors)[swap];
    Value source;
    if (!channels.map.isIdentity() ||
        !isLastDimSlice(channels.value, offset, pairs, source, stride) ||
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

/// Matches `o1` and `o2` against the rotated components of one slicing.
/// NearMiss means the products were found but the tables do not check out
/// (`why` says why).
static MatchLevel matchComponents(Value o1, Value o2, ComponentMatch &match,
                                  std::string &why) {
  auto type = dyn_cast<RankedTensorType>(o1.getType());
  if (!type || type != o2.getType() || type.getRank() < 2 ||
      type.isDynamicDim(type.getRank() - 1))
    return MatchLevel::None;
  int64_t pairs = type.getShape().back();
  auto first = matchElementwise<arith::SubFOp>(o1);
  auto second = matchElementwise<arith::AddFOp>(o2);
  if (!first || !second ||
      !llvm::all_of(
          llvm::concat<MappedOperand>(*first, *second),
          [](const MappedOperand &term) { return term.map.isIdentity(); }))
    return MatchLevel::None;
  for (const ComponentSlices &slices : componentSlices(pairs)) {
    // x1 * cos - x2 * sin, then x2 * cos + x1 * sin in either order.
    Value x;
    std::optional<ChannelProduct> firstCos = matchChannelProduct(
        (*first)[0].value, slices.firstOffset, pairs, slices.stride, x);
    std::optional<ChannelProduct> secondSin =
        firstCos ? matchChannelProduct((*first)[1].value, slices.secondOffset,
                                       pairs, slices.stride, x)
                 : std::nullopt;
    if (!secondSin)
      continue;
    for (int swap = 0; swap < 2; ++swap) {
      std::optional<ChannelProduct> secondCos = matchChannelProduct(
          (*second)[swap].value, slices.secondOffset, pairs, slices.stride, x);
      std::optional<ChannelProduct> firstSin =
          secondCos
              ? matchChannelProduct((*second)[1 - swap].value,
                                    slices.firstOffset, pairs, slices.stride, x)
              : std::nullopt;
      if (!firstSin)
        continue;
      match.rotation.form = slices.name;
      if (!sameOperand(firstCos->table, secondCos->table) ||
          !sameOperand(secondSin->table, firstSin->table)) {
        why = "its two components are not rotated by the same cos and sin "
              "tables";
        return MatchLevel::NearMiss;
      }
      if (failed(matchTables(firstCos->table, secondSin->table, type,
                             tracePerPairTable, match.rotation, why)))
        return MatchLevel::NearMiss;
      match.x = x;
      match.first = firstCos->channels;
      match.second = secondSin->channels;
      match.halves = slices.stride == 1;
      match.rotation.tableStride = 1;
      return MatchLevel::Match;
    }
  }
  return MatchLevel::None;
}

/// Matches `concat(o1, o2)` along the last dimension (a tensor.concat, or
/// insert_slices into a tensor.empty as the TOSA lowering writes it): a
/// `half` rotation.
static MatchLevel matchHalvesOut(Value concat, ComponentMatch &match,
                                 std::string &why) {
  std::optional<SmallVector<Value>> halves = getLastDimConcatInputs(concat);
  if (!halves || halves->size() != 2)
    return MatchLevel::None;
  MatchLevel level = matchComponents((*halves)[0], (*halves)[1], match, why);
  match.rotation.layout = Layout::Half;
  return level;
}

/// Matches `stack([o1, o2], -1).flatten(-2)` of even/odd components: an
/// `interleaved` rotation of x.
static MatchLevel matchPairsOut(tensor::CollapseShapeOp collapse,
                                ComponentMatch &match, std::string &why) {
  Value stacked = getCollapsedPairs(collapse.getResult());
  std::optional<SmallVector<Value>> inputs =
      stacked ? getLastDimConcatInputs(stacked) : std::nullopt;
  if (!inputs || inputs->size() != 2)
    return MatchLevel::None;
  Value o1 = getTrailingUnitSource((*inputs)[0]);
  Value o2 = getTrailingUnitSource((*inputs)[1]);
  if (!o1 || !o2)
    return MatchLevel::None;
  MatchLevel level = matchComponents(o1, o2, match, why);
  if (level == MatchLevel::Match &&
      (match.halves || match.x.getType() != collapse.getResultType()))
    return MatchLevel::None;
  match.rotation.layout = Layout::Interleaved;
  return level;
}

namespace {

/// Raises the halves form rooted at `OpTy`: a tensor.concat, or the last
/// insert_slice of a chain that concatenates (TOSA).
template <typename OpTy> struct RaiseHalvesOut : OpRewritePattern<OpTy> {
  RaiseHalvesOut(MLIRContext *context, const RaiseOptions &options)
      : OpRewritePattern<OpTy>(context), options(options) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    ComponentMatch match;
    std::string why;
    if (matchHalvesOut(op.getResult(), match, why) != MatchLevel::Match)
      return rewriter.notifyMatchFailure(op, why);
    Location loc = op.getLoc();
    RankedTensorType type = op.getResultType();
    // Halves that cover x rotate x itself; otherwise (even/odd, or halves of
    // a wider tensor) the rotation reads the concatenated components.
    match.rotation.input =
        match.halves && match.x.getType() == type
            ? match.x
            : tensor::ConcatOp::create(rewriter, loc, type.getRank() - 1,
                                       ValueRange{match.first, match.second})
                  .getResult();
    rewriter.replaceOp(op,
                       buildRotation(rewriter, loc, match.rotation, options));
    return success();
  }

  RaiseOptions options;
};

struct RaisePairsOut : OpRewritePattern<tensor::CollapseShapeOp> {
  RaisePairsOut(MLIRContext *context, const RaiseOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(tensor::CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    ComponentMatch match;
    std::string why;
    if (matchPairsOut(op, match, why) != MatchLevel::Match)
      return rewriter.notifyMatchFailure(op, why);
    match.rotation.input = match.x;
    rewriter.replaceOp(
        op, buildRotation(rewriter, op.getLoc(), match.rotation, options));
    return success();
  }

  RaiseOptions options;
};

} // namespace

void mlir::rope::populateRaisePairComponentPatterns(
    RewritePatternSet &patterns, const RaiseOptions &options) {
  patterns.add<RaiseHalvesOut<tensor::ConcatOp>,
               RaiseHalvesOut<tensor::InsertSliceOp>, RaisePairsOut>(
      patterns.getContext(), options);
}

static void explainNearMiss(Operation *op, const ComponentMatch &match,
                            const std::string &why) {
  Decision(DecisionKind::Missed, op, "rope-raise", "RotationNotRaised")
          .arg("Form", match.rotation.form)
          .arg("Reason", why)
      << "rope-raise: " << match.rotation.form
      << " rotation not raised: " << why;
}

void raise::explainPairComponents(Operation *op) {
  ComponentMatch match;
  std::string why;
  MatchLevel level = MatchLevel::None;
  if (isa<tensor::ConcatOp, tensor::InsertSliceOp>(op))
    level = matchHalvesOut(op->getResult(0), match, why);
  else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op))
    level = matchPairsOut(collapse, match, why);
  if (level == MatchLevel::NearMiss)
    explainNearMiss(op, match, why);
}
