//===- RopeSchedules.cpp - Frequency schedule math and verification -------===//
//
// The frequency schedules of the rope dialect, computed in float64 following
// the formulas of the papers and of Hugging Face transformers'
// modeling_rope_utils.py (d = rotary_dim everywhere, never head_dim).
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeAttributes.h"

#include "llvm/ADT/SmallString.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;

using EmitErrorFn = function_ref<InFlightDiagnostic()>;

static constexpr double kPi = 3.141592653589793238462643383279502884;

/// The largest rotary_dim a schedule may have. Real models use at most a few
/// hundred channels; the bound keeps folding from materializing absurdly
/// large constants.
static constexpr int64_t kMaxRotaryDim = int64_t(1) << 20;

//===----------------------------------------------------------------------===//
// Shared checks and formulas
//===----------------------------------------------------------------------===//

/// Formats a parameter value for a diagnostic: shortest form, "32", "0.5".
static std::string str(double value) {
  SmallString<32> text;
  APFloat(value).toString(text);
  return std::string(text);
}

/// Checks that a schedule rotates a positive, even number of channels.
static LogicalResult verifyRotaryDim(EmitErrorFn emitError,
                                     int64_t rotaryDim) {
  if (rotaryDim <= 0)
    return emitError() << "rotary_dim must be positive, got " << rotaryDim;
  if (rotaryDim % 2 != 0)
    return emitError() << "rotary_dim must be even, got " << rotaryDim;
  if (rotaryDim > kMaxRotaryDim)
    return emitError() << "rotary_dim " << rotaryDim
                       << " exceeds the supported maximum " << kMaxRotaryDim;
  return success();
}

/// Checks that `value` is finite and greater than `bound` (or at least
/// `bound` when `orEqual`).
static LogicalResult verifyAbove(EmitErrorFn emitError, StringRef name,
                                 const APFloat &value, double bound,
                                 bool orEqual = false) {
  double v = value.convertToDouble();
  if (std::isfinite(v) && (v > bound || (orEqual && v == bound)))
    return success();
  return emitError() << name << " must be finite and "
                     << (orEqual ? ">= " : "> ") << str(bound) << ", got "
                     << str(v);
}

/// Checks the parameters every geometric schedule has.
static LogicalResult verifyGeometric(EmitErrorFn emitError, int64_t rotaryDim,
                                     const APFloat &base) {
  if (failed(verifyRotaryDim(emitError, rotaryDim)))
    return failure();
  return verifyAbove(emitError, "base", base, 0.0);
}

static LogicalResult verifyOriginalMaxPosition(EmitErrorFn emitError,
                                               int64_t originalMaxPosition) {
  if (originalMaxPosition > 0)
    return success();
  return emitError() << "original_max_position must be positive, got "
                     << originalMaxPosition;
}

/// Checks that the NTK exponent d / (d - 2) is defined.
static LogicalResult verifyNtkRotaryDim(EmitErrorFn emitError,
                                        int64_t rotaryDim) {
  if (rotaryDim > 2)
    return success();
  return emitError() << "NTK scaling needs rotary_dim > 2 (its exponent is "
                        "d / (d - 2)), got "
                     << rotaryDim;
}

/// Checks an optional explicit attention factor.
static LogicalResult
verifyAttentionFactor(EmitErrorFn emitError,
                      const std::optional<APFloat> &attentionFactor) {
  if (!attentionFactor)
    return success();
  return verifyAbove(emitError, "attention_factor", *attentionFactor, 0.0);
}

/// Appends theta_i = base^(-2i/d) for every pair.
static void appendGeometric(SmallVectorImpl<double> &frequencies,
                            int64_t rotaryDim, double base) {
  for (int64_t i = 0; i < rotaryDim / 2; ++i)
    frequencies.push_back(
        std::pow(base, -static_cast<double>(2 * i) / rotaryDim));
}

/// The base of NTK-aware scaling by `scale`: base * scale^(d/(d-2)).
static double ntkBase(double base, double scale, int64_t rotaryDim) {
  return base * std::pow(scale, static_cast<double>(rotaryDim) /
                                    static_cast<double>(rotaryDim - 2));
}

//===----------------------------------------------------------------------===//
// default
//===----------------------------------------------------------------------===//

LogicalResult DefaultScheduleAttr::verify(EmitErrorFn emitError,
                                          int64_t rotaryDim, APFloat base) {
  return verifyGeometric(emitError, rotaryDim, base);
}

void DefaultScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendGeometric(frequencies, getRotaryDim(), getBase().convertToDouble());
}

//===----------------------------------------------------------------------===//
// explicit
//===----------------------------------------------------------------------===//

LogicalResult ExplicitScheduleAttr::verify(EmitErrorFn emitError,
                                           DenseF64ArrayAttr frequencies) {
  if (frequencies.empty())
    return emitError() << "explicit schedule needs at least one frequency";
  if (failed(verifyRotaryDim(emitError, 2 * frequencies.size())))
    return failure();
  for (auto [i, f] : llvm::enumerate(frequencies.asArrayRef()))
    if (!std::isfinite(f))
      return emitError() << "frequency #" << i << " is not finite";
  return success();
}

int64_t ExplicitScheduleAttr::getRotaryDim() const {
  return 2 * getFrequencies().size();
}

void ExplicitScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  llvm::append_range(frequencies, getFrequencies().asArrayRef());
}

//===----------------------------------------------------------------------===//
// linear
//===----------------------------------------------------------------------===//

LogicalResult LinearScheduleAttr::verify(EmitErrorFn emitError,
                                         int64_t rotaryDim, APFloat base,
                                         APFloat factor) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)))
    return failure();
  return verifyAbove(emitError, "factor", factor, 0.0);
}

void LinearScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  size_t first = frequencies.size();
  appendGeometric(frequencies, getRotaryDim(), getBase().convertToDouble());
  double factor = getFactor().convertToDouble();
  for (double &f : llvm::drop_begin(frequencies, first))
    f /= factor;
}

//===----------------------------------------------------------------------===//
// ntk
//===----------------------------------------------------------------------===//

LogicalResult NtkScheduleAttr::verify(EmitErrorFn emitError, int64_t rotaryDim,
                                      APFloat base, APFloat factor) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyNtkRotaryDim(emitError, rotaryDim)))
    return failure();
  return verifyAbove(emitError, "factor", factor, 0.0);
}

void NtkScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendGeometric(frequencies, getRotaryDim(),
                  ntkBase(getBase().convertToDouble(),
                          getFactor().convertToDouble(), getRotaryDim()));
}

//===----------------------------------------------------------------------===//
// dynamic_ntk
//===----------------------------------------------------------------------===//

LogicalResult DynamicNtkScheduleAttr::verify(EmitErrorFn emitError,
                                             int64_t rotaryDim, APFloat base,
                                             APFloat factor,
                                             int64_t originalMaxPosition) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyNtkRotaryDim(emitError, rotaryDim)) ||
      failed(verifyOriginalMaxPosition(emitError, originalMaxPosition)))
    return failure();
  return verifyAbove(emitError, "factor", factor, 0.0);
}

bool DynamicNtkScheduleAttr::usesSequenceLength() const { return true; }
bool DynamicNtkScheduleAttr::requiresSequenceLength() const { return true; }

void DynamicNtkScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies,
    std::optional<int64_t> sequenceLength) const {
  double original = static_cast<double>(getOriginalMaxPosition());
  double length =
      std::max(original, static_cast<double>(sequenceLength.value_or(0)));
  double factor = getFactor().convertToDouble();
  double scale = factor * length / original - (factor - 1.0);
  appendGeometric(frequencies, getRotaryDim(),
                  ntkBase(getBase().convertToDouble(), scale, getRotaryDim()));
}

//===----------------------------------------------------------------------===//
// yarn
//===----------------------------------------------------------------------===//

LogicalResult YarnScheduleAttr::verify(
    EmitErrorFn emitError, int64_t rotaryDim, APFloat base, APFloat factor,
    int64_t originalMaxPosition, APFloat betaFast, APFloat betaSlow,
    bool truncate, APFloat mscale, APFloat mscaleAllDim,
    std::optional<APFloat> attentionFactor) {
  if (failed(verifyRotaryDim(emitError, rotaryDim)) ||
      failed(verifyAbove(emitError, "base", base, 1.0)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)) ||
      failed(verifyOriginalMaxPosition(emitError, originalMaxPosition)) ||
      failed(verifyAbove(emitError, "beta_slow", betaSlow, 0.0)) ||
      failed(verifyAbove(emitError, "mscale", mscale, 0.0, true)) ||
      failed(verifyAbove(emitError, "mscale_all_dim", mscaleAllDim, 0.0,
                         true)) ||
      failed(verifyAttentionFactor(emitError, attentionFactor)))
    return failure();
  if (!(betaFast.convertToDouble() >= betaSlow.convertToDouble()))
    return emitError() << "beta_fast (" << str(betaFast.convertToDouble())
                       << ") must not be below beta_slow ("
                       << str(betaSlow.convertToDouble()) << ")";
  return success();
}

/// YaRN's ramp: the share of the interpolated frequency in each pair.
static void yarnRamp(YarnScheduleAttr attr, SmallVectorImpl<double> &ramp) {
  int64_t rotaryDim = attr.getRotaryDim();
  double base = attr.getBase().convertToDouble();
  double original = static_cast<double>(attr.getOriginalMaxPosition());
  // The pair index at which a wavelength turns `rotations` times within the
  // original context.
  auto correctionDim = [&](double rotations) {
    return rotaryDim * std::log(original / (rotations * 2.0 * kPi)) /
           (2.0 * std::log(base));
  };
  double low = correctionDim(attr.getBetaFast().convertToDouble());
  double high = correctionDim(attr.getBetaSlow().convertToDouble());
  if (attr.getTruncate()) {
    low = std::floor(low);
    high = std::ceil(high);
  }
  low = std::max(low, 0.0);
  high = std::min(high, static_cast<double>(rotaryDim - 1));
  if (low == high)
    high += 0.001;
  for (int64_t i = 0; i < rotaryDim / 2; ++i)
    ramp.push_back(std::clamp((i - low) / (high - low), 0.0, 1.0));
}

bool YarnScheduleAttr::computeInterpolationWeights(
    SmallVectorImpl<double> &weights) const {
  yarnRamp(*this, weights);
  return true;
}

void YarnScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  SmallVector<double> original, ramp;
  appendGeometric(original, getRotaryDim(), getBase().convertToDouble());
  yarnRamp(*this, ramp);
  double factor = getFactor().convertToDouble();
  for (auto [theta, weight] : llvm::zip_equal(original, ramp))
    frequencies.push_back(theta / factor * weight + theta * (1.0 - weight));
}

/// YaRN's attention scale for a context extension `scale` and coefficient
/// `mscale`.
static double yarnMscale(double scale, double mscale) {
  return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

double YarnScheduleAttr::computeAttentionFactor() const {
  if (std::optional<APFloat> given = getAttentionFactor())
    return given->convertToDouble();
  double factor = getFactor().convertToDouble();
  double mscale = getMscale().convertToDouble();
  double mscaleAllDim = getMscaleAllDim().convertToDouble();
  if (mscale != 0.0 && mscaleAllDim != 0.0)
    return yarnMscale(factor, mscale) / yarnMscale(factor, mscaleAllDim);
  return yarnMscale(factor, 1.0);
}

//===----------------------------------------------------------------------===//
// llama3
//===----------------------------------------------------------------------===//

LogicalResult Llama3ScheduleAttr::verify(EmitErrorFn emitError,
                                         int64_t rotaryDim, APFloat base,
                                         APFloat factor, APFloat lowFreqFactor,
                                         APFloat highFreqFactor,
                                         int64_t originalMaxPosition) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)) ||
      failed(verifyAbove(emitError, "low_freq_factor", lowFreqFactor, 0.0)) ||
      failed(verifyOriginalMaxPosition(emitError, originalMaxPosition)))
    return failure();
  if (!(highFreqFactor.convertToDouble() > lowFreqFactor.convertToDouble()))
    return emitError() << "high_freq_factor ("
                       << str(highFreqFactor.convertToDouble())
                       << ") must exceed low_freq_factor ("
                       << str(lowFreqFactor.convertToDouble()) << ")";
  return success();
}

/// The share of theta_i / factor in Llama 3's blend for pair frequency
/// `theta`: 1 for long wavelengths, 0 for short ones, linear in between.
static double llama3Weight(Llama3ScheduleAttr attr, double theta) {
  double original = static_cast<double>(attr.getOriginalMaxPosition());
  double low = attr.getLowFreqFactor().convertToDouble();
  double high = attr.getHighFreqFactor().convertToDouble();
  double wavelength = 2.0 * kPi / theta;
  if (wavelength < original / high)
    return 0.0;
  if (wavelength > original / low)
    return 1.0;
  double smooth = (original / wavelength - low) / (high - low);
  return 1.0 - smooth;
}

bool Llama3ScheduleAttr::computeInterpolationWeights(
    SmallVectorImpl<double> &weights) const {
  SmallVector<double> original;
  appendGeometric(original, getRotaryDim(), getBase().convertToDouble());
  for (double theta : original)
    weights.push_back(llama3Weight(*this, theta));
  return true;
}

void Llama3ScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  SmallVector<double> original;
  appendGeometric(original, getRotaryDim(), getBase().convertToDouble());
  double factor = getFactor().convertToDouble();
  for (double theta : original) {
    double weight = llama3Weight(*this, theta);
    frequencies.push_back(weight * theta / factor + (1.0 - weight) * theta);
  }
}

//===----------------------------------------------------------------------===//
// longrope
//===----------------------------------------------------------------------===//

/// Checks a LongRoPE factor list: one positive finite value per pair.
static LogicalResult verifyFactorList(EmitErrorFn emitError, StringRef name,
                                      DenseF64ArrayAttr factors,
                                      int64_t rotaryDim) {
  if (factors.size() != rotaryDim / 2)
    return emitError() << name << " holds " << factors.size()
                       << " values, expected rotary_dim / 2 = "
                       << rotaryDim / 2;
  for (auto [i, f] : llvm::enumerate(factors.asArrayRef()))
    if (!std::isfinite(f) || f <= 0.0)
      return emitError() << name << "[" << i
                         << "] must be finite and > 0, got " << str(f);
  return success();
}

LogicalResult LongRopeScheduleAttr::verify(
    EmitErrorFn emitError, int64_t rotaryDim, APFloat base,
    DenseF64ArrayAttr shortFactor, DenseF64ArrayAttr longFactor,
    int64_t originalMaxPosition, APFloat factor,
    std::optional<APFloat> attentionFactor) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyFactorList(emitError, "short_factor", shortFactor,
                              rotaryDim)) ||
      failed(verifyFactorList(emitError, "long_factor", longFactor,
                              rotaryDim)) ||
      failed(verifyOriginalMaxPosition(emitError, originalMaxPosition)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)) ||
      failed(verifyAttentionFactor(emitError, attentionFactor)))
    return failure();
  return success();
}

bool LongRopeScheduleAttr::usesSequenceLength() const { return true; }

void LongRopeScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies,
    std::optional<int64_t> sequenceLength) const {
  bool isLong = sequenceLength && *sequenceLength > getOriginalMaxPosition();
  ArrayRef<double> factors = isLong ? getLongFactor().asArrayRef()
                                    : getShortFactor().asArrayRef();
  size_t first = frequencies.size();
  appendGeometric(frequencies, getRotaryDim(), getBase().convertToDouble());
  for (auto [f, ext] :
       llvm::zip_equal(llvm::drop_begin(frequencies, first), factors))
    f /= ext;
}

double LongRopeScheduleAttr::computeAttentionFactor() const {
  if (std::optional<APFloat> given = getAttentionFactor())
    return given->convertToDouble();
  double factor = getFactor().convertToDouble();
  if (factor <= 1.0)
    return 1.0;
  return std::sqrt(1.0 + std::log(factor) /
                             std::log(static_cast<double>(
                                 getOriginalMaxPosition())));
}
