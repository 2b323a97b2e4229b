//===- RopeOps.cpp - Rope operations --------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/MathExtras.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::rope;

/// Parses a bare keyword naming a case of the enum attribute `AttrT` (via
/// `symbolize`); the error names the attribute (`what`) and the keywords it
/// takes (`expected`).
template <typename AttrT, typename SymbolizeFn>
static ParseResult parseEnumKeyword(OpAsmParser &parser, AttrT &attr,
                                    SymbolizeFn symbolize, StringRef what,
                                    StringRef expected) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  auto value = symbolize(keyword);
  if (!value)
    return parser.emitError(loc, "unknown ")
           << what << " '" << keyword << "', expected " << expected;
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

/// Parses the bare keyword of a layout (`half`, `interleaved`).
static ParseResult parseLayout(OpAsmParser &parser, LayoutAttr &layout) {
  return parseEnumKeyword(
      parser, layout, [](StringRef k) { return symbolizeLayout(k); }, "layout",
      "'interleaved' or 'half'");
}

static void printLayout(OpAsmPrinter &printer, Operation *, LayoutAttr layout) {
  printer << stringifyLayout(layout.getValue());
}

/// Parses the bare keyword of a key rotation (`on_read`, `up_front`).
static ParseResult parseKeyRotation(OpAsmParser &parser,
                                    KeyRotationAttr &keyRotation) {
  return parseEnumKeyword(
      parser, keyRotation, [](StringRef k) { return symbolizeKeyRotation(k); },
      "key rotation", "'on_read' or 'up_front'");
}

static void printKeyRotation(OpAsmPrinter &printer, Operation *,
                             KeyRotationAttr keyRotation) {
  printer << stringifyKeyRotation(keyRotation.getValue());
}

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/IR/RopeOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

/// Verifies that the static sizes of `type`, the operand or result `what`
/// of `op`, and its element size in bytes multiply to at most INT64_MAX:
/// the lowerings address its buffer, and compute loop bounds, offsets and
/// tile ends in it, with 64-bit indices. Dimensions of size zero do not
/// excuse the others (loops over them are built all the same); dynamic ones
/// and elements of unknown size count as one.
static LogicalResult verifyAddressableSize(Operation *op, StringRef what,
                                           ShapedType type) {
  Type element = type.getElementType();
  int64_t bytes = 1;
  if (element.isIndex())
    bytes = 8;
  else if (element.isIntOrFloat())
    bytes = llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
  for (int64_t size : type.getShape()) {
    if (ShapedType::isDynamic(size) || size == 0)
      continue;
    if (llvm::MulOverflow(bytes, size, bytes))
      return op->emitOpError()
             << what << " type " << type
             << " is too large: its size in bytes exceeds INT64_MAX, beyond "
                "what 64-bit indices address";
  }
  return success();
}

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
  if (failed(verifyAddressableSize(op, "input", inputType)))
    return failure();
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
                                         RankedTensorType inputType,
                                         StringRef input = "input") {
  int64_t inputRank = inputType.getRank();
  int64_t seq = inputType.getDimSize(inputRank - 2);
  if (shape.size() != 1 && shape.size() != 2)
    return op->emitOpError()
           << what << " must be indexed by [seq] or [batch, seq], got "
           << shape.size() << " such dimensions";
  if (!compatible(shape.back(), seq))
    return op->emitOpError()
           << what << " cover " << shape.back() << " positions but the "
           << input << "'s sequence dimension (" << inputRank - 2 << ") has "
           << seq;
  if (shape.size() == 2) {
    if (inputRank < 3)
      return op->emitOpError()
             << what << " indexed by [batch, seq] need an " << input
             << " of rank >= 3, got rank " << inputRank;
    if (!compatible(shape.front(), inputType.getDimSize(0)))
      return op->emitOpError()
             << what << " have batch size " << shape.front() << " but the "
             << input << "'s dimension 0 has " << inputType.getDimSize(0);
  }
  return success();
}

/// Verifies the positions of a rotation of `inputType` (`[..., seq,
/// head_dim]`, called `input` in messages) by `rotaryDim` channels: a start
/// offset, `[seq]` or `[batch, seq]`, or with `sections` `[axes, seq]` or
/// `[axes, batch, seq]`, and the sections themselves.
static LogicalResult
verifyPositions(Operation *op, StringRef what, Type positionsType,
                RankedTensorType inputType, int64_t rotaryDim,
                std::optional<ArrayRef<int64_t>> sections, StringRef input) {
  auto positions = dyn_cast<RankedTensorType>(positionsType);
  if (!sections) {
    if (positions)
      return verifyPositionShape(op, what, positions.getShape(), inputType,
                                 input);
    return success();
  }

  // Each section is checked against the pair count before it is added, so
  // the running sum never exceeds 2 * (rotary_dim / 2) and cannot overflow.
  int64_t pairs = 0;
  for (int64_t section : *sections) {
    if (section <= 0)
      return op->emitOpError("sections must be positive, got ") << section;
    if (section > rotaryDim / 2 || pairs + section > rotaryDim / 2)
      return op->emitOpError("sections cover more than the ")
             << rotaryDim / 2 << " pairs of rotary_dim " << rotaryDim;
    pairs += section;
  }
  if (pairs != rotaryDim / 2)
    return op->emitOpError("sections cover ")
           << pairs << " pairs but rotary_dim " << rotaryDim << " has "
           << rotaryDim / 2;
  if (!positions || positions.getRank() < 2)
    return op->emitOpError("sections need ")
           << what << " indexed by [axes, seq] or [axes, batch, seq], got "
           << positionsType;
  int64_t axes = static_cast<int64_t>(sections->size());
  if (!compatible(positions.getDimSize(0), axes))
    return op->emitOpError() << what << " have " << positions.getDimSize(0)
                             << " axes but there are " << axes << " sections";
  return verifyPositionShape(op, what, positions.getShape().drop_front(),
                             inputType, input);
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
static LogicalResult verifyRoundedFrequencies(
    FrequenciesOp op, std::optional<int64_t> sequenceLength, StringRef when) {
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
        failed(verifyRoundedFrequencies(*this,
                                        longRope.getOriginalMaxPosition() + 1,
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

/// Verifies that `frequencies` holds rotary_dim / 2 values, where its size is
/// static.
static LogicalResult verifyFrequencyCount(Operation *op, Value frequencies,
                                          int64_t rotaryDim) {
  int64_t count = cast<ShapedType>(frequencies.getType()).getDimSize(0);
  if (ShapedType::isDynamic(count) || count == rotaryDim / 2)
    return success();
  return op->emitOpError("expected ")
         << rotaryDim / 2 << " frequencies (rotary_dim / 2) for rotary_dim "
         << rotaryDim << ", got " << count;
}

int64_t RotateOp::getEffectiveRotaryDim() {
  return effectiveRotaryDim(getInput().getType(), getRotaryDim());
}

LogicalResult RotateOp::verify() {
  RankedTensorType inputType = getInput().getType();
  FailureOr<int64_t> rotaryDim = verifyRotationShape(
      *this, inputType, getResult().getType(), getRotaryDim());
  if (failed(rotaryDim))
    return failure();

  if (failed(verifyFrequencyCount(*this, getFrequencies(), *rotaryDim)))
    return failure();
  return verifyPositions(*this, "positions", getPositions().getType(),
                         inputType, *rotaryDim, getSections(), "input");
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
  if (failed(verifyAddressableSize(*this, "table", cosType)))
    return failure();
  int64_t pairs = cosType.getShape().back();
  if (!ShapedType::isDynamic(pairs) && pairs != *rotaryDim / 2)
    return emitOpError("tables hold ")
           << pairs << " values per position, expected " << *rotaryDim / 2
           << " (rotary_dim / 2)";
  return verifyPositionShape(*this, "tables", cosType.getShape().drop_back(),
                             inputType);
}

//===----------------------------------------------------------------------===//
// AttentionOp
//===----------------------------------------------------------------------===//

int64_t AttentionOp::getEffectiveRotaryDim() {
  if (!hasRotation())
    return 0;
  return effectiveRotaryDim(getQuery().getType(), getRotaryDim());
}

double AttentionOp::getEffectiveScale() {
  if (std::optional<APFloat> scale = getScale())
    return scale->convertToDouble();
  return 1.0 /
         std::sqrt(static_cast<double>(getQuery().getType().getShape().back()));
}

/// Verifies the rotation of the queries and keys: positions, frequencies
/// and layout together, or none of the rotation's operands and attributes.
LogicalResult AttentionOp::verifyRotation() {
  if (!getFrequencies() || !getQueryPositions() || !getLayoutAttr()) {
    if (getFrequencies() || getQueryPositions() || getLayoutAttr())
      return emitOpError("takes query positions, frequencies and a layout "
                         "together, or none of them (no rotation)");
    StringRef extra = getKeyPositions()  ? "key positions"
                      : getRopeScale()   ? "rope_scale"
                      : getRotaryDim()   ? "rotary_dim"
                      : getSections()    ? "sections"
                      : getKeyRotation() ? "key_rotation"
                                         : "";
    if (!extra.empty())
      return emitOpError() << extra
                           << " needs a rotation (query positions, "
                              "frequencies and a layout)";
    return success();
  }
  RankedTensorType query = getQuery().getType();
  RankedTensorType rotated =
      RankedTensorType::get(query.getShape(), query.getElementType());
  FailureOr<int64_t> rotaryDim =
      verifyRotationShape(*this, rotated, rotated, getRotaryDim());
  if (failed(rotaryDim))
    return failure();
  if (failed(verifyFrequencyCount(*this, getFrequencies(), *rotaryDim)))
    return failure();
  if (failed(verifyPositions(*this, "query positions",
                             getQueryPositions().getType(), query, *rotaryDim,
                             getSections(), "query")))
    return failure();
  if (Value keyPositions = getKeyPositions())
    if (failed(verifyPositions(*this, "key positions", keyPositions.getType(),
                               getKey().getType(), *rotaryDim, getSections(),
                               "key")))
      return failure();
  return success();
}

LogicalResult AttentionOp::verify() {
  RankedTensorType query = getQuery().getType();
  RankedTensorType key = getKey().getType();
  RankedTensorType value = getValue().getType();
  RankedTensorType result = getResult().getType();
  int64_t rank = query.getRank();
  if (rank < 3)
    return emitOpError("query must have rank >= 3 ([batch..., heads, seq, "
                       "head_dim]), got rank ")
           << rank;
  if (key.getRank() != rank || value.getRank() != rank ||
      result.getRank() != rank)
    return emitOpError("query, key, value and result must have the same "
                       "rank, got ")
           << rank << ", " << key.getRank() << ", " << value.getRank()
           << " and " << result.getRank();
  Type element = query.getElementType();
  if (key.getElementType() != element || value.getElementType() != element ||
      result.getElementType() != element)
    return emitOpError("query, key, value and result must have the same "
                       "element type");
  for (auto [what, type] :
       {std::pair<StringRef, RankedTensorType>("query", query),
        {"key", key},
        {"value", value},
        {"result", result}})
    if (failed(verifyAddressableSize(*this, what, type)))
      return failure();
  for (int64_t d = 0; d + 3 < rank; ++d)
    if (!compatible(query.getDimSize(d), key.getDimSize(d)) ||
        !compatible(query.getDimSize(d), value.getDimSize(d)) ||
        !compatible(query.getDimSize(d), result.getDimSize(d)))
      return emitOpError("batch dimension ")
             << d << " differs between query, key, value and result";
  int64_t headsQ = query.getDimSize(rank - 3);
  int64_t headsKV = key.getDimSize(rank - 3);
  if (!compatible(headsKV, value.getDimSize(rank - 3)))
    return emitOpError("key and value have different head counts (")
           << headsKV << " and " << value.getDimSize(rank - 3) << ")";
  if (!ShapedType::isDynamic(headsQ) && !ShapedType::isDynamic(headsKV) &&
      (headsKV == 0 || headsQ % headsKV != 0))
    return emitOpError("query heads (")
           << headsQ << ") must be a multiple of key/value heads (" << headsKV
           << ")";
  if (!compatible(key.getDimSize(rank - 2), value.getDimSize(rank - 2)))
    return emitOpError("key and value have different sequence lengths (")
           << key.getDimSize(rank - 2) << " and " << value.getDimSize(rank - 2)
           << ")";
  int64_t headDim = query.getShape().back();
  if (ShapedType::isDynamic(headDim) ||
      ShapedType::isDynamic(key.getShape().back()) ||
      ShapedType::isDynamic(value.getShape().back()))
    return emitOpError("head dimensions (the last) must be static");
  if (value.getShape().back() == 0)
    return emitOpError("value head dimension must be positive, got 0");
  if (key.getShape().back() != headDim)
    return emitOpError("query and key head dimensions differ (")
           << headDim << " and " << key.getShape().back() << ")";
  if (!compatible(result.getDimSize(rank - 3), headsQ) ||
      !compatible(result.getDimSize(rank - 2), query.getDimSize(rank - 2)) ||
      result.getShape().back() != value.getShape().back())
    return emitOpError("result must be [batch..., query heads, query seq, "
                       "value head_dim], got ")
           << result;

  if (failed(verifyRotation()))
    return failure();

  if (std::optional<APFloat> scale = getScale())
    if (!scale->isFinite() || scale->isZero())
      return emitOpError("scale must be finite and nonzero, got ")
             << scale->convertToDouble();
  if (std::optional<double> softcap = getSoftcapBound())
    if (!std::isfinite(*softcap) || *softcap <= 0.0)
      return emitOpError("softcap must be finite and positive, got ")
             << *softcap;
  if (getDiagonal() && !getCausal())
    return emitOpError("diagonal is only meaningful with causal");
  if (Value limits = getLimits()) {
    if (!getCausal())
      return emitOpError("limits is only meaningful with causal");
    if (getDiagonal())
      return emitOpError("takes a diagonal or limits, not both");
    int64_t count = cast<RankedTensorType>(limits.getType()).getDimSize(0);
    if (!compatible(count, query.getDimSize(rank - 2)))
      return emitOpError("expected one limit per query (")
             << query.getDimSize(rank - 2) << "), got " << count;
  }
  if (std::optional<int64_t> window = getWindowSize()) {
    if (!getCausal())
      return emitOpError("window is only meaningful with causal");
    if (*window < 1)
      return emitOpError("window must be at least 1 key, got ") << *window;
  }
  if (Value sinks = getSinks()) {
    auto sinksType = cast<RankedTensorType>(sinks.getType());
    if (sinksType.getElementType() != element)
      return emitOpError("sinks must have the query's element type (")
             << element << "), got " << sinksType.getElementType();
    int64_t count = sinksType.getDimSize(0);
    if (!compatible(count, headsQ))
      return emitOpError("expected one sink per query head (")
             << headsQ << "), got " << count;
  }
  return success();
}
