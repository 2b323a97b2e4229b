//===- RaiseInterleaved.cpp - Raise GPT-J rotate_every_two rotations ------===//
//
// GPT-J's `x * cos + rotate_every_two(x) * sin` as torch-mlir exports it:
// rotate_every_two takes the even and odd channels with stride-2 slices,
// negates the odd ones and interleaves them back:
//
//   %e = tensor.extract_slice %x[..., 0] [..., D/2] [..., 2]
//   %o = tensor.extract_slice %x[..., 1] [..., D/2] [..., 2]
//   %n = linalg.generic {negf} ins(%o)
//   %c = tensor.concat dim(last) (expand(%n) : [..., D/2, 1]),
//                                (expand(%e) : [..., D/2, 1])
//   %r = tensor.collapse_shape %c : [..., D/2, 2] into [..., D]
//
// and the tables repeat each value twice in a row (`repeat_interleave`: a
// generic broadcasting [..., D/2] to [..., D/2, 2], collapsed), after cos
// and sin (GPT-J; GLM repeats the first half of Llama-style tables) or
// before them (Cohere repeats the angles). With pair i
// = (x[2i], x[2i+1]) this is the `interleaved` rotation by every other
// table value.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/ExtractCopy.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Returns the [..., k] tensor that `v` ([..., k, 1]) expands, looking
/// through negations before or after the expansion (upstream reshape
/// propagation moves the expansion first), and whether it is negated.
static Value getPairHalf(Value v, bool &negated) {
  negated = false;
  bool expanded = false;
  while (true) {
    if (Value source = getNegated(v)) {
      negated = !negated;
      v = source;
    } else if (Value source = expanded ? Value() : getTrailingUnitSource(v)) {
      expanded = true;
      v = source;
    } else {
      return expanded ? v : Value();
    }
  }
}

/// Classifies `v` as GPT-J's rotate_every_two of some `x`: pairs
/// (-x[2i+1], x[2i]), or the other sign convention (x[2i+1], -x[2i]).
static PartnerKind classifyEveryTwo(Value v, Value &x) {
  Value pairs = getCollapsedPairs(v);
  std::optional<SmallVector<Value>> inputs =
      pairs ? getLastDimConcatInputs(pairs) : std::nullopt;
  if (!inputs || inputs->size() != 2)
    return PartnerKind::None;
  bool firstNegated, secondNegated;
  Value first = getPairHalf((*inputs)[0], firstNegated);
  Value second = getPairHalf((*inputs)[1], secondNegated);
  auto type = cast<RankedTensorType>(v.getType());
  int64_t pairCount = type.getShape().back() / 2;
  if (!first || !second || firstNegated == secondNegated)
    return PartnerKind::None;
  Value odd, even;
  if (!isLastDimSlice(first, 1, pairCount, odd, 2) ||
      !isLastDimSlice(second, 0, pairCount, even, 2) || odd != even ||
      cast<RankedTensorType>(odd.getType()) != type)
    return PartnerKind::None;
  x = odd;
  return firstNegated ? PartnerKind::Rotation : PartnerKind::OtherSign;
}

/// Returns the [..., k] source of `v` if `v` repeats each of its values
/// twice in a row (`repeat_interleave(2)`: the collapse of a generic that
/// broadcasts [..., k] along a new trailing dimension of 2, by an indexing
/// map or, with dynamic sizes, by tensor.extract from [..., k, 1]), else
/// null; sets `why` when `v` repeats values another way.
static Value getRepeatInterleaveSource(Value v, std::string &why) {
  Value pairs = getCollapsedPairs(stripUnitReshapes(v));
  if (!pairs)
    return {};
  int64_t pairsRank = cast<RankedTensorType>(pairs.getType()).getRank();
  if (Value source = matchExtractCopy(pairs.getDefiningOp(), pairsRank - 1)) {
    Value repeated = stripUnitReshapes(source);
    if (cast<RankedTensorType>(repeated.getType()).getRank() == pairsRank - 1)
      return repeated;
  }
  linalg::GenericOp generic = getElementwiseGeneric(pairs);
  if (!generic || generic.getNumDpsInputs() != 1 ||
      !isa<BlockArgument>(
          generic.getRegion().front().getTerminator()->getOperand(0)))
    return {};
  AffineMap map = generic.getIndexingMapsArray()[0];
  unsigned rank = map.getNumDims();
  if (map != AffineMap::getMultiDimIdentityMap(rank, map.getContext())
                 .getMajorSubMap(rank - 1)) {
    why = "its cos/sin table repeats values, but not each twice in a row";
    return {};
  }
  return generic.getDpsInputs()[0];
}

/// Proves that a table repeats each value twice in a row, after its trig
/// function (GPT-J, GLM) or before it (Cohere's `repeat_interleave` of the
/// angles, then cos and sin), and finds what it is computed from.
static FailureOr<TableTrace> traceInterleavedTable(Value table,
                                                   std::string &why) {
  if (Value source = getRepeatInterleaveSource(table, why))
    return tracePairTable(source);
  if (!why.empty())
    return failure();
  TableTrace trace;
  Value start = walkTableFunction(table, trace);
  if (start && start != stripUnitReshapes(table)) {
    if (Value angles = getRepeatInterleaveSource(start, why)) {
      trace.angles = angles;
      return trace;
    }
    if (!why.empty())
      return failure();
  }
  why = "its cos/sin table is not a repeat_interleave (each value twice "
        "in a row) of a table or of the angles its trig function reads, so "
        "its pairs are not known to share one value";
  return failure();
}

const RotationForm &raise::getInterleavedForm() {
  static const RotationForm form{"rotate_every_two", Layout::Interleaved,
                                 /*tableStride=*/2, classifyEveryTwo,
                                 traceInterleavedTable};
  return form;
}

void mlir::rope::populateRaiseInterleavedPatterns(RewritePatternSet &patterns,
                                                  const RaiseOptions &options) {
  populateRotationSumPattern(patterns, getInterleavedForm(), options);
}
