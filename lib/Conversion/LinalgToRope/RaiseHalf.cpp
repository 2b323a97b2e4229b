//===- RaiseHalf.cpp - Raise Hugging Face rotate_half rotations -----------===//
//
// `q * cos + rotate_half(q) * sin` as torch-mlir exports it: two elementwise
// multiplications summed by a third generic, rotate_half written as
//
//   %lo = tensor.extract_slice %q[..., 0] [..., D/2]
//   %hi = tensor.extract_slice %q[..., D/2] [..., D/2]
//   %n = linalg.generic {negf} ins(%hi)
//   %r = tensor.concat dim(last) %n, %lo
//
// (after the upstream TOSA-to-linalg passes: `tosa.slice`, `tosa.negate`
// and `tosa.concat` as extract_slice, a negf generic and insert_slices
// into a tensor.empty)
//
// and cos/sin broadcast over the heads by the multiplications' indexing
// maps. With pair i = (q[i], q[i + D/2]) this is the `half` rotation by the
// tables' first halves, provided each table repeats its halves.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Classifies `v` as `concat(-x[D/2:], x[:D/2])` (Hugging Face's
/// rotate_half) or the other sign convention (`concat(x[D/2:], -x[:D/2])`)
/// and sets `x`.
static PartnerKind classifyHalfConcat(Value v, Value &x) {
  std::optional<SmallVector<Value>> inputs = getLastDimConcatInputs(v);
  if (!inputs || inputs->size() != 2)
    return PartnerKind::None;
  auto type = cast<RankedTensorType>(v.getType());
  int64_t rank = type.getRank();
  if (rank < 2 || type.isDynamicDim(rank - 1) ||
      type.getDimSize(rank - 1) % 2 != 0)
    return PartnerKind::None;
  int64_t half = type.getDimSize(rank - 1) / 2;
  Value first = (*inputs)[0], second = (*inputs)[1];
  Value hi, lo;
  auto isWhole = [&](Value source) {
    return cast<RankedTensorType>(source.getType()) == type;
  };
  if (Value negated = getNegated(first);
      negated && isLastDimSlice(negated, half, half, hi) &&
      isLastDimSlice(second, 0, half, lo) && hi == lo && isWhole(hi)) {
    x = hi;
    return PartnerKind::Rotation;
  }
  if (Value negated = getNegated(second);
      negated && isLastDimSlice(first, half, half, hi) &&
      isLastDimSlice(negated, 0, half, lo) && hi == lo && isWhole(hi)) {
    x = hi;
    return PartnerKind::OtherSign;
  }
  return PartnerKind::None;
}

const RotationForm &raise::getHalfForm() {
  static const RotationForm form{"rotate_half", Layout::Half,
                                 /*tableStride=*/1, classifyHalfConcat,
                                 traceHalfTable};
  return form;
}

void mlir::rope::populateRaiseHalfPatterns(RewritePatternSet &patterns,
                                           const RaiseOptions &options) {
  populateRotationSumPattern(patterns, getHalfForm(), options);
}
