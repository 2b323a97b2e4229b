//===- RopeOps.cpp - Rope operations --------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/APFloat.h"

#include <limits>

using namespace mlir;
using namespace mlir::rope;

/// Parses the bare keyword of a layout (`half`, `interleaved`).
static ParseResult parseLayout(OpAsmParser &parser, LayoutAttr &layout) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<Layout> value = symbolizeLayout(keyword);
  if (!value)
    return parser.emitError(loc, "unknown layout '")
           << keyword << "', expected 'interleaved' or 'half'";
  layout = LayoutAttr::get(parser.getContext(), *value);
  return success();
}

static void printLayout(OpAsmPrinter &printer, Operation *, LayoutAttr layout) {
  printer << stringifyLayout(layout.getValue());
}

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/IR/RopeOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

/// Verifies what every rotation op requires of its input and result and
/// returns the number of rotated channels.
static FailureOr<int64_t>
verifyRotationShape(Operation *op, RankedTensorType inputType,
                    RankedTensorType resultType,
                    std::optional<int64_t> rotaryDim) {
  if (inputType.getRank() < 2)
    return op->emitOpError("input must have rank >= 2 ([..., seq, head_dim]),"
                           " got rank ")
           << inputType.getRank();
  if (inputType != resultType)
    return op->emitOpError("result type ")
           << resultType << " must match input type " << inputType;
  int64_t headDim = inputType.getShape().back();
  if (ShapedType::isDynamic(headDim))
    return op->emitOpError("head dimension (the last) of the input must be "
                           "static");
  if (!rotaryDim) {
    if (headDim == 0)
      return op->emitOpError("head_dim must be positive, got 0");
    if (headDim % 2 != 0)
      return op->emitOpError("head_dim must be even to rotate all channels, "
                             "got ")
             << headDim << " (set rotary_dim for partial rotary)";
    return headDim;
  }
  if (*rotaryDim <= 0)
    return op->emitOpError("rotary_dim must be positive, got ") << *rotaryDim;
  if (*rotaryDim % 2 != 0)
    return op->emitOpError("rotary_dim must be even, got ") << *rotaryDim;
  if (*rotaryDim > headDim)
    return op->emitOpError("rotary_dim ")
           << *rotaryDim << " exceeds head_dim " << headDim;
  return *rotaryDim;
}

/// Returns `rotaryDim` if set, else the head dimension of `input`.
static int64_t effectiveRotaryDim(RankedTensorType input,
                                  std::optional<int64_t> rotaryDim) {
  return rotaryDim ? *rotaryDim : input.getShape().back();
}

/// Returns true if two static-or-dynamic sizes may be equal.
static bool compatible(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Verifies that `shape`, the leading dimensions of positions or tables, is
/// `[seq]` or `[batch, seq]` for `inputType` (`[..., seq, head_dim]`).
static LogicalResult verifyPositionShape(Operation *op, StringRef what,
                                         ArrayRef<int64_t> shape,
                                         RankedTensorType inputType) {
  int64_t inputRank = inputType.getRank();
  int64_t seq = inputType.getDimSize(inputRank - 2);
  if (shape.size() != 1 && shape.size() != 2)
    return op->emitOpError()
           << what << " must be indexed by [seq] or [batch, seq], got "
           << shape.size() << " such dimensions";
  if (!compatible(shape.back(), seq))
    return op->emitOpError()
           << what << " cover " << shape.back()
           << " positions but the input's sequence dimension (" << inputRank - 2
           << ") has " << seq;
  if (shape.size() == 2) {
    if (inputRank < 3)
      return op->emitOpError()
             << what << " indexed by [batch, seq] need an input of rank >= 3, "
             << "got rank " << inputRank;
    if (!compatible(shape.front(), inputType.getDimSize(0)))
      return op->emitOpError()
             << what << " have batch size " << shape.front()
             << " but the input's dimension 0 has " << inputType.getDimSize(0);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// FrequenciesOp
//===----------------------------------------------------------------------===//

/// Rounds `value` once to `type`, to nearest even, as folding does.
static APFloat roundTo(double value, FloatType type) {
  APFloat rounded(value);
  bool losesInfo;
  rounded.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
  return rounded;
}

/// Checks that `op`'s frequencies for `sequenceLength` (which `when`
/// describes) stay finite when rounded to its result element type.
static LogicalResult
verifyRoundedFrequencies(FrequenciesOp op,
                         std::optional<int64_t> sequenceLength,
                         StringRef when) {
  auto type = cast<FloatType>(op.getFrequencies().getType().getElementType());
  SmallVector<double> values;
  op.getSchedule().computeInverseFrequencies(values, sequenceLength);
  for (auto [i, value] : llvm::enumerate(values))
    if (!roundTo(value, type).isFinite())
      return op.emitOpError("inverse frequency of pair ")
             << i << when << " (" << value << ") overflows " << type;
  return success();
}

LogicalResult FrequenciesOp::verify() {
  auto type = getFrequencies().getType();
  FrequencyScheduleAttrInterface schedule = getSchedule();
  int64_t pairs = schedule.getRotaryDim() / 2;
  if (type.isDynamicDim(0))
    return emitOpError("result must have a static size (") << pairs << ")";
  if (type.getDimSize(0) != pairs)
    return emitOpError("schedule has ")
           << pairs << " pairs (rotary_dim " << 2 * pairs
           << ") but the result holds " << type.getDimSize(0) << " values";
  if (!getSequenceLength() && schedule.requiresSequenceLength())
    return emitOpError("schedule ")
           << schedule << " depends on the sequence length: pass it as an "
           << "operand";
  if (getSequenceLength() && !schedule.usesSequenceLength())
    return emitOpError("schedule ")
           << schedule << " does not depend on the sequence length";

  // The schedule verified its float64 values; rounding to a narrower type may
  // still overflow. LongRoPE has two lists, whichever the length selects;
  // the other schedules' values at any length are bounded by those without
  // one (dynamic NTK only shrinks them beyond the original context).
  if (failed(verifyRoundedFrequencies(*this, std::nullopt, "")))
    return failure();
  if (auto longRope = dyn_cast<LongRopeScheduleAttr>(schedule))
    if (longRope.getOriginalMaxPosition() <
            std::numeric_limits<int64_t>::max() &&
        failed(verifyRoundedFrequencies(
            *this, longRope.getOriginalMaxPosition() + 1,
            " beyond original_max_position")))
      return failure();
  if (Value factor = getAttentionFactor()) {
    auto factorType = cast<FloatType>(factor.getType());
    double value = schedule.computeAttentionFactor();
    APFloat rounded = roundTo(value, factorType);
    if (!rounded.isFinite())
      return emitOpError("attention factor (")
             << value << ") overflows " << factorType;
    if (rounded.isZero())
      return emitOpError("attention factor (")
             << value << ") rounds to 0 in " << factorType;
  }
  return success();
}

DenseElementsAttr
FrequenciesOp::getValues(std::optional<int64_t> sequenceLength) {
  auto type = cast<RankedTensorType>(getFrequencies().getType());
  auto elementType = cast<FloatType>(type.getElementType());
  SmallVector<double> values;
  getSchedule().computeInverseFrequencies(values, sequenceLength);
  SmallVector<APFloat> rounded;
  for (double value : values)
    rounded.push_back(roundTo(value, elementType));
  return DenseElementsAttr::get(type, rounded);
}

LogicalResult FrequenciesOp::fold(FoldAdaptor adaptor,
                                  SmallVectorImpl<OpFoldResult> &results) {
  std::optional<int64_t> sequenceLength;
  if (getSequenceLength()) {
    auto length = dyn_cast_if_present<IntegerAttr>(adaptor.getSequenceLength());
    if (!length)
      return failure();
    sequenceLength = length.getValue().getSExtValue();
  }
  results.push_back(getValues(sequenceLength));
  if (Value factor = getAttentionFactor())
    results.push_back(FloatAttr::get(factor.getType(),
                                     getSchedule().computeAttentionFactor()));
  return success();
}

//===----------------------------------------------------------------------===//
// RotateOp
//===----------------------------------------------------------------------===//

int64_t RotateOp::getEffectiveRotaryDim() {
  return effectiveRotaryDim(getInput().getType(), getRotaryDim());
}

LogicalResult RotateOp::verify() {
  RankedTensorType inputType = getInput().getType();
  FailureOr<int64_t> rotaryDim = verifyRotationShape(
      *this, inputType, getResult().getType(), getRotaryDim());
  if (failed(rotaryDim))
    return failure();

  int64_t numFreqs = getFrequencies().getType().getDimSize(0);
  if (!ShapedType::isDynamic(numFreqs) && numFreqs != *rotaryDim / 2)
    return emitOpError("expected ")
           << *rotaryDim / 2 << " frequencies (rotary_dim / 2) for rotary_dim "
           << *rotaryDim << ", got " << numFreqs;

  auto positions = dyn_cast<RankedTensorType>(getPositions().getType());
  std::optional<ArrayRef<int64_t>> sections = getSections();
  if (!sections) {
    if (positions)
      return verifyPositionShape(*this, "positions", positions.getShape(),
                                 inputType);
    return success();
  }

  // Each section is checked against the pair count before it is added, so
  // the running sum never exceeds 2 * (rotary_dim / 2) and cannot overflow.
  int64_t pairs = 0;
  for (int64_t section : *sections) {
    if (section <= 0)
      return emitOpError("sections must be positive, got ") << section;
    if (section > *rotaryDim / 2 || pairs + section > *rotaryDim / 2)
      return emitOpError("sections cover more than the ")
             << *rotaryDim / 2 << " pairs of rotary_dim " << *rotaryDim;
    pairs += section;
  }
  if (pairs != *rotaryDim / 2)
    return emitOpError("sections cover ")
           << pairs << " pairs but rotary_dim " << *rotaryDim << " has "
           << *rotaryDim / 2;
  if (!positions || positions.getRank() < 2)
    return emitOpError("sections need positions indexed by [axes, seq] or "
                       "[axes, batch, seq], got ")
           << getPositions().getType();
  int64_t axes = static_cast<int64_t>(sections->size());
  if (!compatible(positions.getDimSize(0), axes))
    return emitOpError("positions have ")
           << positions.getDimSize(0) << " axes but there are " << axes
           << " sections";
  return verifyPositionShape(*this, "positions",
                             positions.getShape().drop_front(), inputType);
}

bool RotateOp::isScaled() {
  if (!getScale())
    return false;
  FloatAttr scale;
  return !matchPattern(getScale(), m_Constant(&scale)) ||
         !scale.getValue().isExactlyValue(1.0);
}

OpFoldResult RotateOp::fold(FoldAdaptor adaptor) {
  if (isScaled())
    return {};

  // Rotating by all-zero frequencies is the identity.
  if (auto freqs =
          dyn_cast_if_present<DenseElementsAttr>(adaptor.getFrequencies()))
    if (llvm::all_of(freqs.getValues<APFloat>(),
                     [](const APFloat &f) { return f.isZero(); }))
      return getInput();

  // A rotation followed by its inverse at the same positions cancels.
  auto producer = getInput().getDefiningOp<RotateOp>();
  if (producer && producer.getInverse() != getInverse() &&
      producer.getPositions() == getPositions() &&
      producer.getFrequencies() == getFrequencies() &&
      producer.getLayout() == getLayout() &&
      producer.getEffectiveRotaryDim() == getEffectiveRotaryDim() &&
      producer.getSections() == getSections() && !producer.isScaled())
    return producer.getInput();
  return {};
}

//===----------------------------------------------------------------------===//
// RotateWithTablesOp
//===----------------------------------------------------------------------===//

int64_t RotateWithTablesOp::getEffectiveRotaryDim() {
  return effectiveRotaryDim(getInput().getType(), getRotaryDim());
}

LogicalResult RotateWithTablesOp::verify() {
  RankedTensorType inputType = getInput().getType();
  FailureOr<int64_t> rotaryDim = verifyRotationShape(
      *this, inputType, getResult().getType(), getRotaryDim());
  if (failed(rotaryDim))
    return failure();

  auto cosType = cast<RankedTensorType>(getCos().getType());
  if (cosType != getSin().getType())
    return emitOpError("cos and sin tables must have the same type, got ")
           << cosType << " and " << getSin().getType();
  if (cosType.getRank() < 2)
    return emitOpError("tables must have rank 2 ([seq, rotary_dim/2]) or 3 "
                       "([batch, seq, rotary_dim/2]), got rank ")
           << cosType.getRank();
  int64_t pairs = cosType.getShape().back();
  if (!ShapedType::isDynamic(pairs) && pairs != *rotaryDim / 2)
    return emitOpError("tables hold ")
           << pairs << " values per position, expected " << *rotaryDim / 2
           << " (rotary_dim / 2)";
  return verifyPositionShape(*this, "tables",
                             cosType.getShape().drop_back(), inputType);
}
