//===- RopeToLinalg.cpp - Lower rope ops to linalg.generic ----------------===//
//
// The reference lowering of the rope dialect. See the pass description in
// rope/Conversion/Passes.td for the structure of the generated IR.
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/RopeToLinalg/RopeToLinalg.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOLINALGPASS
#define GEN_PASS_DEF_MATERIALIZEROPETABLESPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

// pi/2 split for Cody-Waite range reduction in float64: kPiOver2Hi holds the
// leading 28 bits of pi/2, so k * kPiOver2Hi is exact for |k| < 2^25
// quarter turns (angles up to ~5e7 rad); kPiOver2Lo is the float64 rounding
// of pi/2 - kPiOver2Hi.
static constexpr double kPiOver2Hi = 0x1.921fb54p+0;
static constexpr double kPiOver2Lo = 0x1.10b4611a62633p-30;
static constexpr double kTwoOverPi = 0x1.45f306dc9c883p-1;
// Bounds that only angles beyond exact reduction reach: pi/4 rounded up, and
// the largest quarter-turn count converted to an integer.
static constexpr double kQuarterPiBound = 0x1.921fb54442d19p-1;
static constexpr double kLargestQuadrant = 0x1p62;
// Taylor coefficients of sin(r)/r and cos(r) in r^2, highest first: on
// |r| <= pi/4 the first omitted terms are below 1e-19, so the float64
// evaluation is good to about an ulp of float64.
static constexpr double kSinCoefficients[] = {1.0 / 355687428096000.0,
                                              -1.0 / 1307674368000.0,
                                              1.0 / 6227020800.0,
                                              -1.0 / 39916800.0,
                                              1.0 / 362880.0,
                                              -1.0 / 5040.0,
                                              1.0 / 120.0,
                                              -1.0 / 6.0,
                                              1.0};
static constexpr double kCosCoefficients[] = {-1.0 / 6402373705728000.0,
                                              1.0 / 20922789888000.0,
                                              -1.0 / 87178291200.0,
                                              1.0 / 479001600.0,
                                              -1.0 / 3628800.0,
                                              1.0 / 40320.0,
                                              -1.0 / 720.0,
                                              1.0 / 24.0,
                                              -1.0 / 2.0,
                                              1.0};
// The same series cut for results of float32 or narrower: on |r| <= pi/4 the
// first omitted terms are below 2.2e-9 (sin r / r) and 1.2e-10 (cos r)
// relative, under 0.04 of a float32 ulp, so the result still rounds to
// within an ulp of the exact value, at 5 and 6 terms instead of 9 and 10.
static constexpr double kSinCoefficientsF32[] = {1.0 / 362880.0, -1.0 / 5040.0,
                                                 1.0 / 120.0, -1.0 / 6.0, 1.0};
static constexpr double kCosCoefficientsF32[] = {
    -1.0 / 3628800.0, 1.0 / 40320.0, -1.0 / 720.0, 1.0 / 24.0, -1.0 / 2.0, 1.0};

/// Rounds the f64 `value` once to the 16-bit float `type`: rounded to odd
/// into f32 (toward zero, the last bit set if anything was cut), then to
/// nearest into `type`; f32 keeps more than two extra bits, so the second
/// rounding decides as a direct one would. (A direct f64 -> bf16 truncation
/// is a call to __truncdfbf2, which libgcc lacks.)
static Value roundF64To16Bit(OpBuilder &b, Location loc, Value value,
                             Type type) {
  Type f32 = b.getF32Type(), i32 = b.getI32Type();
  auto i32Constant = [&](int32_t v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
  };
  Value nearest = arith::TruncFOp::create(b, loc, f32, value);
  Value back = arith::ExtFOp::create(b, loc, b.getF64Type(), nearest);
  Value bits = arith::BitcastOp::create(b, loc, i32, nearest);
  // Rounded away from zero: one f32 ulp back toward zero (sign-magnitude).
  Value away = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT,
                                     math::AbsFOp::create(b, loc, back),
                                     math::AbsFOp::create(b, loc, value));
  bits = arith::SelectOp::create(
      b, loc, away, arith::SubIOp::create(b, loc, bits, i32Constant(1)), bits);
  Value inexact =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, back, value);
  bits = arith::SelectOp::create(
      b, loc, inexact, arith::OrIOp::create(b, loc, bits, i32Constant(1)),
      bits);
  Value odd = arith::BitcastOp::create(b, loc, f32, bits);
  return arith::TruncFOp::create(b, loc, type, odd);
}

/// Converts a float of any width to `type` (a float type), rounding once.
static Value castFloat(OpBuilder &b, Location loc, Value value, Type type) {
  unsigned from = cast<FloatType>(value.getType()).getWidth();
  unsigned to = cast<FloatType>(type).getWidth();
  if (value.getType() == type)
    return value;
  if (from < to)
    return arith::ExtFOp::create(b, loc, type, value);
  if (from == 64 && to == 16)
    return roundF64To16Bit(b, loc, value, type);
  return arith::TruncFOp::create(b, loc, type, value);
}

/// Converts an index or a signless integer of at most 64 bits (what the
/// verifiers allow for positions and lengths) to i64, signed.
static Value castToI64(OpBuilder &b, Location loc, Value value) {
  Type i64 = b.getI64Type();
  if (value.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, i64, value);
  if (value.getType() == i64)
    return value;
  return arith::ExtSIOp::create(b, loc, i64, value);
}

/// Returns the type a rotation computes in: f64 for f64 input, else f32
/// (f16 and bf16 are extended and rounded once at the end).
static FloatType getComputeType(Type inputType) {
  Type element = cast<ShapedType>(inputType).getElementType();
  Builder b(element.getContext());
  return element.isF64() ? b.getF64Type() : b.getF32Type();
}

/// Evaluates the polynomial with float64 `coefficients` (highest first) at
/// `x` by Horner's rule, each step contractible into an FMA.
static Value buildPolynomial(OpBuilder &b, Location loc, Value x,
                             ArrayRef<double> coefficients) {
  auto f64 = [&](double v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  };
  // Each step may contract to one fused multiply-add where the target has
  // one (it only removes a rounding).
  auto contract = arith::FastMathFlags::contract;
  Value result = f64(coefficients.front());
  for (double c : coefficients.drop_front())
    result = arith::AddFOp::create(
        b, loc, arith::MulFOp::create(b, loc, result, x, contract), f64(c),
        contract);
  return result;
}

/// Returns cos and sin of the float64 `angle`, converted to `type`. The angle
/// is reduced in float64 to r in [-pi/4, pi/4] plus a quadrant (Cody-Waite),
/// and cos and sin of r come from float64 polynomials: no libm call, every
/// step vectorizes, and an f32 result is within an ulp of the exact value
/// even at positions near 2^24.
static std::pair<Value, Value> buildCosSin(OpBuilder &b, Location loc,
                                           Value angle, Type type) {
  auto f64 = [&](double v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  };
  auto i64 = [&](int64_t v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(v));
  };
  Value k = math::RoundEvenOp::create(
      b, loc, arith::MulFOp::create(b, loc, angle, f64(kTwoOverPi)));
  Value r = arith::SubFOp::create(
      b, loc, angle, arith::MulFOp::create(b, loc, k, f64(kPiOver2Hi)));
  r = arith::SubFOp::create(b, loc, r,
                            arith::MulFOp::create(b, loc, k, f64(kPiOver2Lo)));
  // Beyond 2^25 quarter turns k * kPiOver2Hi is no longer exact, and from
  // about 2^53 rad on the float64 angle itself is off by more than a turn:
  // there r may leave [-pi/4, pi/4]. Clamping it (and k, for fptosi) keeps
  // cos and sin on the unit circle, so the result is still a rotation.
  // minnumf/maxnumf would turn a NaN angle (a NaN frequency, or 0 * inf) or
  // an infinite one into a bound, a silent rotation by pi/4: adding
  // angle - angle, +0 for every finite angle and NaN otherwise, makes cos
  // and sin NaN there, as IEEE arithmetic would.
  r = arith::MaxNumFOp::create(
      b, loc, arith::MinNumFOp::create(b, loc, r, f64(kQuarterPiBound)),
      f64(-kQuarterPiBound));
  r = arith::AddFOp::create(b, loc, r,
                            arith::SubFOp::create(b, loc, angle, angle));
  k = arith::MaxNumFOp::create(
      b, loc, arith::MinNumFOp::create(b, loc, k, f64(kLargestQuadrant)),
      f64(-kLargestQuadrant));
  Value r2 = arith::MulFOp::create(b, loc, r, r);
  bool narrow = getElementTypeOrSelf(type).getIntOrFloatBitWidth() <= 32;
  Value sinR = arith::MulFOp::create(
      b, loc, r,
      buildPolynomial(b, loc, r2,
                      narrow ? ArrayRef<double>(kSinCoefficientsF32)
                             : ArrayRef<double>(kSinCoefficients)));
  Value cosR = buildPolynomial(b, loc, r2,
                               narrow ? ArrayRef<double>(kCosCoefficientsF32)
                                      : ArrayRef<double>(kCosCoefficients));

  // angle = r + q * pi/2: odd quadrants swap cos and sin; sin is negated in
  // quadrants 2 and 3, cos in 1 and 2.
  Value quadrant = arith::AndIOp::create(
      b, loc, arith::FPToSIOp::create(b, loc, b.getI64Type(), k), i64(3));
  auto bitSet = [&](Value value, int64_t bit) -> Value {
    Value masked = arith::AndIOp::create(b, loc, value, i64(bit));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, masked,
                                 i64(0));
  };
  Value swap = bitSet(quadrant, 1);
  Value sin = arith::SelectOp::create(b, loc, swap, cosR, sinR);
  Value cos = arith::SelectOp::create(b, loc, swap, sinR, cosR);
  sin = arith::SelectOp::create(b, loc, bitSet(quadrant, 2),
                                arith::NegFOp::create(b, loc, sin), sin);
  Value cosNegated = bitSet(arith::AddIOp::create(b, loc, quadrant, i64(1)), 2);
  cos = arith::SelectOp::create(b, loc, cosNegated,
                                arith::NegFOp::create(b, loc, cos), cos);
  return {castFloat(b, loc, cos, type), castFloat(b, loc, sin, type)};
}

std::pair<Value, Value> mlir::rope::buildAngleCosSin(OpBuilder &b, Location loc,
                                                     Value position,
                                                     Value frequency, Type type,
                                                     bool fastAngles) {
  Type angleType = fastAngles && type.isF32() ? b.getF32Type() : b.getF64Type();
  Value angle = arith::MulFOp::create(
      b, loc,
      arith::SIToFPOp::create(b, loc, angleType, castToI64(b, loc, position)),
      castFloat(b, loc, frequency, angleType));
  if (angleType.isF64())
    return buildCosSin(b, loc, angle, type);
  return {math::CosOp::create(b, loc, angle),
          math::SinOp::create(b, loc, angle)};
}

static SmallVector<utils::IteratorType> parallelLoops(unsigned n) {
  return SmallVector<utils::IteratorType>(n, utils::IteratorType::parallel);
}

/// Returns the axis of the multimodal section that pair `pair` (an index)
/// belongs to: the number of section ends at or below it.
static Value buildSectionAxis(OpBuilder &b, Location loc, Value pair,
                              ArrayRef<int64_t> sections) {
  Value axis = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  int64_t end = 0;
  for (int64_t section : sections.drop_back()) {
    end += section;
    Value bound = arith::ConstantIndexOp::create(b, loc, end);
    Value past =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, pair, bound);
    Value next = arith::AddIOp::create(b, loc, axis, one);
    axis = arith::SelectOp::create(b, loc, past, next, axis);
  }
  return axis;
}

std::pair<Value, Value> mlir::rope::buildRotationTables(
    OpBuilder &b, Location loc, Value input, Value positions, Value frequencies,
    Value scale, int64_t pairs, std::optional<ArrayRef<int64_t>> sections,
    bool fastAngles) {
  MLIRContext *ctx = b.getContext();
  Type computeType = getComputeType(input.getType());
  int64_t inputRank = cast<RankedTensorType>(input.getType()).getRank();
  bool hasOffset = !isa<ShapedType>(positions.getType());

  SmallVector<OpFoldResult> sizes;
  if (hasOffset)
    sizes.push_back(tensor::getMixedSize(b, loc, input, inputRank - 2));
  else
    sizes = tensor::getMixedSizes(b, loc, positions);
  if (sections)
    sizes.erase(sizes.begin());
  unsigned numLoops = sizes.size() + 1;
  sizes.push_back(b.getIndexAttr(pairs));
  Value empty = tensor::EmptyOp::create(b, loc, sizes, computeType);

  // Plain position tensors are read through an indexing map; offsets and
  // multimodal positions are computed or gathered in the body.
  SmallVector<Value> inputs = {frequencies};
  SmallVector<AffineMap> maps = {
      AffineMap::get(numLoops, 0, getAffineDimExpr(numLoops - 1, ctx), ctx)};
  AffineMap identity = AffineMap::getMultiDimIdentityMap(numLoops, ctx);
  bool positionsAsInput = !hasOffset && !sections;
  if (positionsAsInput) {
    inputs.push_back(positions);
    maps.push_back(identity.dropResult(numLoops - 1));
  }
  maps.append({identity, identity});

  auto body = [&](OpBuilder &b, Location loc, ValueRange args) {
    Value position;
    if (positionsAsInput) {
      position = args[1];
    } else if (sections) {
      SmallVector<Value> indices = {buildSectionAxis(
          b, loc, linalg::IndexOp::create(b, loc, numLoops - 1), *sections)};
      for (unsigned d = 0; d + 1 < numLoops; ++d)
        indices.push_back(linalg::IndexOp::create(b, loc, d));
      position = tensor::ExtractOp::create(b, loc, positions, indices);
    } else {
      Value seqIndex = linalg::IndexOp::create(b, loc, numLoops - 2);
      position = arith::AddIOp::create(b, loc, castToI64(b, loc, seqIndex),
                                       castToI64(b, loc, positions));
    }
    auto [cos, sin] =
        buildAngleCosSin(b, loc, position, args[0], computeType, fastAngles);
    if (scale) {
      Value factor = castFloat(b, loc, scale, computeType);
      cos = arith::MulFOp::create(b, loc, cos, factor);
      sin = arith::MulFOp::create(b, loc, sin, factor);
    }
    linalg::YieldOp::create(b, loc, ValueRange{cos, sin});
  };
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{empty.getType(), empty.getType()}, inputs,
      ValueRange{empty, empty}, maps, parallelLoops(numLoops), body);
  return {generic.getResult(0), generic.getResult(1)};
}

/// Builds the cos and sin tables of `op` (see buildRotationTables).
static std::pair<Value, Value> buildTables(OpBuilder &b, RotateOp op,
                                           bool fastAngles = false) {
  return buildRotationTables(b, op.getLoc(), op.getInput(), op.getPositions(),
                             op.getFrequencies(), op.getScale(),
                             op.getEffectiveRotaryDim() / 2, op.getSections(),
                             fastAngles);
}

/// Builds the body shared by both rotation forms: the rotated value of a
/// channel `x` whose pair partner is `y`, from the pair's `cos` and `sin`,
/// in the compute type, converted to `elementType`. `isFirst` says whether
/// the channel is the first of its pair (it gets x cos - y sin, the second
/// x cos + y sin); the inverse flips the sign of sin.
static Value buildRotatedValue(OpBuilder &b, Location loc, ValueRange args,
                               Value isFirst, bool inverse, Type elementType,
                               Type computeType) {
  Value x = castFloat(b, loc, args[0], computeType);
  Value y = castFloat(b, loc, args[1], computeType);
  Value c = castFloat(b, loc, args[2], computeType);
  Value s = castFloat(b, loc, args[3], computeType);
  Value negS = arith::NegFOp::create(b, loc, s);
  Value signedSin = inverse ? arith::SelectOp::create(b, loc, isFirst, s, negS)
                            : arith::SelectOp::create(b, loc, isFirst, negS, s);
  Value result =
      arith::AddFOp::create(b, loc, arith::MulFOp::create(b, loc, x, c),
                            arith::MulFOp::create(b, loc, y, signedSin));
  return castFloat(b, loc, result, elementType);
}

/// Rotates all channels of `input` with per-pair tables. The head is viewed
/// as [2, pairs] (half) or [pairs, 2] (interleaved) and the loops run over
/// (..., k, i) with the pair index i innermost: every access is then
/// contiguous (half) or of stride 2 (interleaved) along i, and the sign of
/// sin depends on k alone, so the inner loop vectorizes.
static Value buildFullRotation(OpBuilder &b, Location loc, Value input,
                               Value cos, Value sin, Layout layout,
                               bool inverse) {
  MLIRContext *ctx = b.getContext();
  auto inputType = cast<RankedTensorType>(input.getType());
  int64_t rank = inputType.getRank();
  int64_t pairs = inputType.getShape().back() / 2;
  bool half = layout == Layout::Half;

  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, input);
  sizes.pop_back();
  SmallVector<int64_t> shape(inputType.getShape().drop_back());
  if (half) {
    sizes.append({b.getIndexAttr(2), b.getIndexAttr(pairs)});
    shape.append({2, pairs});
  } else {
    sizes.append({b.getIndexAttr(pairs), b.getIndexAttr(2)});
    shape.append({pairs, 2});
  }
  SmallVector<ReassociationIndices> reassociation;
  for (int64_t d = 0; d < rank - 1; ++d)
    reassociation.push_back({d});
  reassociation.push_back({rank - 1, rank});
  auto expandedType = RankedTensorType::get(shape, inputType.getElementType());
  Value expanded = tensor::ExpandShapeOp::create(b, loc, expandedType, input,
                                                 reassociation, sizes);
  Value init =
      tensor::EmptyOp::create(b, loc, sizes, inputType.getElementType());

  // Loops (d0, ..., d[rank-2], k, i): k picks the channel of a pair, i the
  // pair.
  SmallVector<AffineExpr> leading;
  for (int64_t d = 0; d < rank - 1; ++d)
    leading.push_back(getAffineDimExpr(d, ctx));
  AffineExpr k = getAffineDimExpr(rank - 1, ctx);
  AffineExpr i = getAffineDimExpr(rank, ctx);
  auto headMap = [&](AffineExpr channel) {
    SmallVector<AffineExpr> exprs(leading);
    if (half)
      exprs.append({channel, i});
    else
      exprs.append({i, channel});
    return AffineMap::get(rank + 1, 0, exprs, ctx);
  };
  SmallVector<AffineExpr> tableExprs;
  if (cast<RankedTensorType>(cos.getType()).getRank() == 3)
    tableExprs.push_back(getAffineDimExpr(0, ctx));
  tableExprs.append({getAffineDimExpr(rank - 2, ctx), i});
  AffineMap tableMap = AffineMap::get(rank + 1, 0, tableExprs, ctx);

  auto body = [&](OpBuilder &b, Location loc, ValueRange args) {
    Value channel = linalg::IndexOp::create(b, loc, rank - 1);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value isFirst =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, channel, zero);
    linalg::YieldOp::create(b, loc,
                            buildRotatedValue(b, loc, args, isFirst, inverse,
                                              inputType.getElementType(),
                                              getComputeType(inputType)));
  };
  Value rotated =
      linalg::GenericOp::create(
          b, loc, TypeRange{init.getType()},
          ValueRange{expanded, expanded, cos, sin}, ValueRange{init},
          ArrayRef<AffineMap>{headMap(k), headMap(1 - k), tableMap, tableMap,
                              headMap(k)},
          parallelLoops(rank + 1), body)
          .getResult(0);
  return tensor::CollapseShapeOp::create(b, loc, inputType, rotated,
                                         reassociation);
}

/// Rotates the first `rotaryDim` channels of `input` with per-pair tables
/// `cos` and `sin` ([seq, pairs] or [batch, seq, pairs]); the other channels
/// pass through. Full rotations take buildFullRotation's vectorizable loop
/// structure. Partial ones run one linalg.generic over the whole input: every
/// channel reads its partner and its pair's table entry through affine maps
/// taken modulo rotary_dim and the number of pairs, so that the pass-through
/// channels still read in bounds (and discard what they read).
static Value buildRotation(OpBuilder &b, Location loc, Value input, Value cos,
                           Value sin, Layout layout, int64_t rotaryDim,
                           bool inverse) {
  MLIRContext *ctx = b.getContext();
  auto inputType = cast<RankedTensorType>(input.getType());
  int64_t rank = inputType.getRank();
  int64_t pairs = rotaryDim / 2;
  if (rotaryDim == inputType.getShape().back())
    return buildFullRotation(b, loc, input, cos, sin, layout, inverse);
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, input), inputType.getElementType());

  AffineExpr channel = getAffineDimExpr(rank - 1, ctx);
  AffineExpr partner, pair;
  if (layout == Layout::Interleaved) {
    partner = (channel + 1 - 2 * (channel % 2)) % rotaryDim;
    pair = channel.floorDiv(2) % pairs;
  } else {
    partner = (channel + pairs) % rotaryDim;
    pair = channel % pairs;
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap partnerMap = identity.replace(channel, partner, rank, 0);
  SmallVector<AffineExpr> tableExprs;
  if (cast<RankedTensorType>(cos.getType()).getRank() == 3)
    tableExprs.push_back(getAffineDimExpr(0, ctx));
  tableExprs.append({getAffineDimExpr(rank - 2, ctx), pair});
  AffineMap tableMap = AffineMap::get(rank, 0, tableExprs, ctx);

  auto body = [&](OpBuilder &b, Location loc, ValueRange args) {
    Value index = linalg::IndexOp::create(b, loc, rank - 1);
    Value isFirst;
    if (layout == Layout::Interleaved) {
      Value two = arith::ConstantIndexOp::create(b, loc, 2);
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value parity = arith::RemUIOp::create(b, loc, index, two);
      isFirst =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, parity, zero);
    } else {
      Value half = arith::ConstantIndexOp::create(b, loc, pairs);
      isFirst =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, half);
    }
    Value result = buildRotatedValue(b, loc, args, isFirst, inverse,
                                     inputType.getElementType(),
                                     getComputeType(inputType));
    Value bound = arith::ConstantIndexOp::create(b, loc, rotaryDim);
    Value rotates =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, bound);
    linalg::YieldOp::create(
        b, loc,
        arith::SelectOp::create(b, loc, rotates, result, args[0]).getResult());
  };
  return linalg::GenericOp::create(
             b, loc, TypeRange{init.getType()},
             ValueRange{input, input, cos, sin}, ValueRange{init},
             ArrayRef<AffineMap>{identity, partnerMap, tableMap, tableMap,
                                 identity},
             parallelLoops(rank), body)
      .getResult(0);
}

/// Builds a constant f64 tensor.
static Value buildF64Constant(OpBuilder &b, Location loc,
                              ArrayRef<double> values) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    b.getF64Type());
  return arith::ConstantOp::create(b, loc,
                                   DenseElementsAttr::get(type, values));
}

/// Builds dynamic NTK frequencies for a runtime sequence length `length`
/// (i64): theta_i = base'^(-2i/d) = default_i * r^(-2i/(d-2)) with
/// r = factor * max(length, L) / L - (factor - 1), evaluated in float64 as
/// default_i * exp(-2i/(d-2) * ln r).
static Value buildDynamicNtkFrequencies(OpBuilder &b, Location loc,
                                        DynamicNtkScheduleAttr schedule,
                                        RankedTensorType type, Value length) {
  MLIRContext *ctx = b.getContext();
  Type f64 = b.getF64Type();
  int64_t d = schedule.getRotaryDim();
  SmallVector<double> theta, exponents;
  DefaultScheduleAttr::get(ctx, d, schedule.getBase())
      .computeInverseFrequencies(theta, std::nullopt);
  for (int64_t i = 0; i < d / 2; ++i)
    exponents.push_back(-2.0 * i / static_cast<double>(d - 2));

  auto f64Constant = [&](double v) -> Value {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  };
  int64_t original = schedule.getOriginalMaxPosition();
  double factor = schedule.getFactor().convertToDouble();
  // r = 1 + factor * (max(length, L) - L) / L, as the fold computes it: the
  // form factor * max(length, L) / L - (factor - 1) cancels to 0 or less for
  // large factors. The integer difference cannot overflow (L > 0).
  Value originalValue =
      arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(original));
  Value excess = arith::SubIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, length, originalValue),
      originalValue);
  Value ratio = arith::AddFOp::create(
      b, loc,
      arith::MulFOp::create(
          b, loc, arith::SIToFPOp::create(b, loc, f64, excess),
          f64Constant(factor / static_cast<double>(original))),
      f64Constant(1.0));
  Value logRatio = math::LogOp::create(b, loc, ratio);

  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, ctx);
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  return linalg::GenericOp::create(
             b, loc, TypeRange{type},
             ValueRange{buildF64Constant(b, loc, theta),
                        buildF64Constant(b, loc, exponents)},
             ValueRange{empty},
             ArrayRef<AffineMap>{identity, identity, identity},
             parallelLoops(1),
             [&](OpBuilder &b, Location loc, ValueRange args) {
               Value power = arith::MulFOp::create(b, loc, args[1], logRatio);
               Value value = arith::MulFOp::create(
                   b, loc, args[0], math::ExpOp::create(b, loc, power));
               linalg::YieldOp::create(
                   b, loc, castFloat(b, loc, value, type.getElementType()));
             })
      .getResult(0);
}

/// Builds the frequencies of `op` for a sequence length known only at run
/// time, or returns null for schedules without such a lowering. LongRoPE
/// selects between its two folded lists.
static Value buildRuntimeFrequencies(OpBuilder &b, FrequenciesOp op) {
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(op.getFrequencies().getType());
  Value length = castToI64(b, loc, op.getSequenceLength());
  if (auto ntk = dyn_cast<DynamicNtkScheduleAttr>(op.getSchedule()))
    return buildDynamicNtkFrequencies(b, loc, ntk, type, length);
  if (auto longRope = dyn_cast<LongRopeScheduleAttr>(op.getSchedule())) {
    int64_t original = longRope.getOriginalMaxPosition();
    Value shortValues = arith::ConstantOp::create(b, loc, op.getValues());
    // No int64 length exceeds INT64_MAX: the long factors never apply.
    if (original == std::numeric_limits<int64_t>::max())
      return shortValues;
    Value isLong = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::sgt, length,
        arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(original)));
    Value longValues =
        arith::ConstantOp::create(b, loc, op.getValues(original + 1));
    return arith::SelectOp::create(b, loc, isLong, longValues, shortValues);
  }
  return {};
}

/// Replaces `op` by its rotation with the tables `cos` and `sin`.
static void replaceRotation(RewriterBase &rewriter, RotateOp op, Value cos,
                            Value sin) {
  rewriter.replaceOp(op, buildRotation(rewriter, op.getLoc(), op.getInput(),
                                       cos, sin, op.getLayout(),
                                       op.getEffectiveRotaryDim(),
                                       op.getInverse()));
}

namespace {

struct LowerFrequencies : OpRewritePattern<FrequenciesOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(FrequenciesOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    FrequencyScheduleAttrInterface schedule = op.getSchedule();
    Value frequencies;
    Value length = op.getSequenceLength();
    IntegerAttr constantLength;
    if (!length) {
      frequencies = arith::ConstantOp::create(rewriter, loc, op.getValues());
    } else if (matchPattern(length, m_Constant(&constantLength))) {
      frequencies = arith::ConstantOp::create(
          rewriter, loc,
          op.getValues(constantLength.getValue().getSExtValue()));
    } else {
      frequencies = buildRuntimeFrequencies(rewriter, op);
      if (!frequencies)
        return rewriter.notifyMatchFailure(
            op, "no runtime lowering for this schedule");
    }
    SmallVector<Value> results = {frequencies};
    if (Value factor = op.getAttentionFactor())
      results.push_back(arith::ConstantOp::create(
          rewriter, loc,
          rewriter.getFloatAttr(factor.getType(),
                                schedule.computeAttentionFactor())));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct LowerRotate : OpRewritePattern<RotateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RotateOp op,
                                PatternRewriter &rewriter) const override {
    auto [cos, sin] = buildTables(rewriter, op);
    replaceRotation(rewriter, op, cos, sin);
    return success();
  }
};

struct LowerRotateWithTables : OpRewritePattern<RotateWithTablesOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RotateWithTablesOp op,
                                PatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildRotation(rewriter, op.getLoc(), op.getInput(), op.getCos(),
                          op.getSin(), op.getLayout(),
                          op.getEffectiveRotaryDim(), op.getInverse()));
    return success();
  }
};

/// What the cos/sin tables of a rotation depend on. Rotations in one block
/// that agree on all of it (typically Q and K) share their tables.
struct TableKey {
  Block *block;
  Value positions, frequencies, scale;
  Attribute sections;
  int64_t pairs;
  Type computeType;
  // For start offsets, the table covers the input's sequence dimension: its
  // static size, or the input itself when that size is dynamic.
  int64_t sequence;
  Value sequenceSource;

  explicit TableKey(RotateOp op)
      : block(op->getBlock()), positions(op.getPositions()),
        frequencies(op.getFrequencies()), scale(op.getScale()),
        sections(op.getSectionsAttr()), pairs(op.getEffectiveRotaryDim() / 2),
        computeType(getComputeType(op.getInput().getType())), sequence(0) {
    if (!op.hasOffset())
      return;
    RankedTensorType type = op.getInput().getType();
    sequence = type.getDimSize(type.getRank() - 2);
    if (ShapedType::isDynamic(sequence))
      sequenceSource = op.getInput();
  }

  bool operator==(const TableKey &other) const {
    return std::tie(block, positions, frequencies, scale, sections, pairs,
                    computeType, sequence, sequenceSource) ==
           std::tie(other.block, other.positions, other.frequencies,
                    other.scale, other.sections, other.pairs, other.computeType,
                    other.sequence, other.sequenceSource);
  }
};

struct ConvertRopeToLinalgPass
    : rope::impl::ConvertRopeToLinalgPassBase<ConvertRopeToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    IRRewriter rewriter(ctx);
    materializeRotationTables(rewriter, getOperation());

    ConversionTarget target(*ctx);
    target.addIllegalDialect<RopeDialect>();
    target.addLegalDialect<arith::ArithDialect, linalg::LinalgDialect,
                           math::MathDialect, tensor::TensorDialect>();
    RewritePatternSet patterns(ctx);
    populateRopeToLinalgConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

struct MaterializeRopeTablesPass
    : rope::impl::MaterializeRopeTablesPassBase<MaterializeRopeTablesPass> {
  using MaterializeRopeTablesPassBase::MaterializeRopeTablesPassBase;

  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    materializeRotationTables(rewriter, getOperation(), fastAngles);
  }
};

} // namespace

void mlir::rope::populateRopeToLinalgConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerFrequencies, LowerRotate, LowerRotateWithTables>(
      patterns.getContext());
}

/// Returns the frequencies of a rotation when they are constant: an
/// `arith.constant` or a `rope.frequencies` of a static schedule.
static DenseElementsAttr getConstantFrequencies(Value frequencies) {
  DenseElementsAttr values;
  if (matchPattern(frequencies, m_Constant(&values)))
    return values;
  auto op = frequencies.getDefiningOp<FrequenciesOp>();
  if (op && !op.getSequenceLength() && frequencies == op.getFrequencies())
    return op.getValues();
  return {};
}

/// Returns `value[..., offset : offset + size]`.
static Value sliceLastDim(OpBuilder &b, Location loc, Value value,
                          int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, value);
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  offsets.back() = b.getIndexAttr(offset);
  sizes.back() = b.getIndexAttr(size);
  return tensor::ExtractSliceOp::create(b, loc, value, offsets, sizes, strides);
}

/// Leaves the trailing pairs whose frequency is zero out of an unscaled
/// rotation with constant frequencies (the proportional schedule's): they
/// are rotated by angle 0, the identity. An interleaved rotation keeps its
/// first 2k channels (rotary_dim 2k); a half one rotates the concatenation
/// of its channels [0, k) and [P, P + k) (P = rotary_dim / 2) and
/// concatenates them back with the channels it keeps. Returns the rotation left
/// to lower, or null when every frequency is zero or the input has a
/// dimension of static size 0 (`op` is then replaced by its input: MLIR 22's
/// verifier rejects a slice at offset 0 of an empty dimension). `narrowed`
/// keeps the narrowed frequencies per block and original, so that rotations
/// sharing frequencies in a block still share tables (a constant made in one
/// loop of a tiled function does not dominate the rotations of another).
static RotateOp
skipZeroFrequencyPairs(RewriterBase &rewriter, RotateOp op,
                       DenseMap<std::pair<Block *, Value>, Value> &narrowed) {
  auto type = cast<RankedTensorType>(op.getInput().getType());
  if (llvm::is_contained(type.getShape(), 0)) {
    rewriter.replaceOp(op, op.getInput());
    return {};
  }
  DenseElementsAttr values = getConstantFrequencies(op.getFrequencies());
  if (op.isScaled() || op.getSections() || !values ||
      type.isDynamicDim(type.getRank() - 1))
    return op;
  SmallVector<APFloat> frequencies(values.getValues<APFloat>());
  int64_t active = 0;
  for (auto [i, frequency] : llvm::enumerate(frequencies))
    if (!frequency.isZero())
      active = i + 1;
  int64_t pairs = frequencies.size();
  if (active == pairs)
    return op;
  if (active == 0) {
    rewriter.replaceOp(op, op.getInput());
    return {};
  }
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value &kept = narrowed[{op->getBlock(), op.getFrequencies()}];
  if (!kept) {
    auto keptType = RankedTensorType::get({active}, values.getElementType());
    kept = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(keptType,
                               ArrayRef(frequencies).take_front(active)));
  }
  Value input = op.getInput();
  if (op.getLayout() == Layout::Interleaved) {
    auto rotation = RotateOp::create(
        rewriter, loc, type, input, op.getPositions(), kept, op.getScale(),
        op.getLayoutAttr(), rewriter.getI64IntegerAttr(2 * active),
        op.getSectionsAttr(), op.getInverseAttr());
    rewriter.replaceOp(op, rotation.getResult());
    return rotation;
  }
  Value first = sliceLastDim(rewriter, loc, input, 0, active);
  Value second = sliceLastDim(rewriter, loc, input, pairs, active);
  Value both = tensor::ConcatOp::create(rewriter, loc, type.getRank() - 1,
                                        ValueRange{first, second});
  auto rotation =
      RotateOp::create(rewriter, loc, both.getType(), both, op.getPositions(),
                       kept, op.getScale(), op.getLayoutAttr(), IntegerAttr(),
                       op.getSectionsAttr(), op.getInverseAttr());
  // A new tensor (not insertions into the input, which bufferization may
  // do in the caller's buffer): rotated, kept, rotated, kept channels.
  int64_t head = type.getShape().back();
  Value result = tensor::ConcatOp::create(
      rewriter, loc, type.getRank() - 1,
      ValueRange{sliceLastDim(rewriter, loc, rotation, 0, active),
                 sliceLastDim(rewriter, loc, input, active, pairs - active),
                 sliceLastDim(rewriter, loc, rotation, active, active),
                 sliceLastDim(rewriter, loc, input, pairs + active,
                              head - pairs - active)});
  rewriter.replaceOp(op, result);
  return rotation;
}

void mlir::rope::materializeRotationTables(RewriterBase &rewriter,
                                           Operation *root, bool fastAngles) {
  SmallVector<RotateOp> rotations;
  root->walk([&](RotateOp op) { rotations.push_back(op); });
  SmallVector<std::pair<TableKey, std::pair<Value, Value>>> tables;
  DenseMap<std::pair<Block *, Value>, Value> narrowed;
  for (RotateOp original : rotations) {
    RotateOp op = skipZeroFrequencyPairs(rewriter, original, narrowed);
    if (!op)
      continue;
    TableKey key(op);
    auto *known = llvm::find_if(
        tables, [&](const auto &entry) { return entry.first == key; });
    rewriter.setInsertionPoint(op);
    std::pair<Value, Value> cosSin;
    if (known != tables.end()) {
      cosSin = known->second;
    } else {
      cosSin = buildTables(rewriter, op, fastAngles);
      tables.push_back({key, cosSin});
    }
    rewriter.replaceOpWithNewOp<RotateWithTablesOp>(
        op, op.getType(), op.getInput(), cosSin.first, cosSin.second,
        op.getLayoutAttr(), op.getRotaryDimAttr(), op.getInverseAttr());
  }
}
