//===- RopeSchedules.cpp - Frequency schedule math and verification -------===//
//
// The frequency schedules of the rope dialect, computed in float64 following
// the formulas of the papers and of Hugging Face transformers'
// modeling_rope_utils.py (d = rotary_dim everywhere, never head_dim, except
// in `proportional`, whose rotary_dim is the head_dim its exponents use).
//
// Each formula is a free function of the parameters, so that a verifier can
// evaluate it before the attribute exists: a schedule verifies only if its
// inverse frequencies and attention factor are finite in float64 (and the
// factor > 0), and the error names the parameter that breaks it.
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

static double f64(const APFloat &value) { return value.convertToDouble(); }

/// Checks that a schedule rotates a positive, even number of channels, given
/// by its parameter `name`.
static LogicalResult verifyRotaryDim(EmitErrorFn emitError, int64_t rotaryDim,
                                     StringRef name = "rotary_dim") {
  if (rotaryDim <= 0)
    return emitError() << name << " must be positive, got " << rotaryDim;
  if (rotaryDim % 2 != 0)
    return emitError() << name << " must be even, got " << rotaryDim;
  if (rotaryDim > kMaxRotaryDim)
    return emitError() << name << " " << rotaryDim
                       << " exceeds the supported maximum " << kMaxRotaryDim;
  return success();
}

/// Checks that `value` is finite and greater than `bound` (or at least
/// `bound` when `orEqual`).
static LogicalResult verifyAbove(EmitErrorFn emitError, StringRef name,
                                 const APFloat &value, double bound,
                                 bool orEqual = false) {
  double v = f64(value);
  if (std::isfinite(v) && (v > bound || (orEqual && v == bound)))
    return success();
  return emitError() << name << " must be finite and "
                     << (orEqual ? ">= " : "> ") << str(bound) << ", got "
                     << str(v);
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

/// Checks that `result`, the `what` of a schedule, is finite (and > 0 when
/// `positive`); otherwise blames parameter `name`, whose value is `value`.
static LogicalResult verifyComputed(EmitErrorFn emitError, const Twine &what,
                                    double result, const Twine &name,
                                    double value, bool positive = false) {
  if (std::isfinite(result) && (!positive || result > 0.0))
    return success();
  return emitError() << name << " = " << str(value) << " makes the " << what
                     << " " << str(result) << "; it must be finite"
                     << (positive ? " and > 0" : "");
}

/// Checks that every inverse frequency is finite, blaming parameter `name`.
static LogicalResult verifyFrequencies(EmitErrorFn emitError,
                                       ArrayRef<double> frequencies,
                                       StringRef name, double value) {
  for (auto [i, f] : llvm::enumerate(frequencies))
    if (failed(verifyComputed(emitError,
                              "inverse frequency of pair " + Twine(i), f, name,
                              value)))
      return failure();
  return success();
}

/// Appends theta_i = base^(-2i/d) for every pair.
static void appendGeometric(SmallVectorImpl<double> &frequencies,
                            int64_t rotaryDim, double base) {
  for (int64_t i = 0; i < rotaryDim / 2; ++i)
    frequencies.push_back(
        std::pow(base, -static_cast<double>(2 * i) / rotaryDim));
}

/// Checks the parameters every geometric schedule has, and that its
/// geometric frequencies are finite (a subnormal base overflows them).
static LogicalResult verifyGeometric(EmitErrorFn emitError, int64_t rotaryDim,
                                     const APFloat &base) {
  if (failed(verifyRotaryDim(emitError, rotaryDim)) ||
      failed(verifyAbove(emitError, "base", base, 0.0)))
    return failure();
  SmallVector<double> geometric;
  appendGeometric(geometric, rotaryDim, f64(base));
  return verifyFrequencies(emitError, geometric, "base", f64(base));
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
  appendGeometric(frequencies, getRotaryDim(), f64(getBase()));
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

/// Appends the default frequencies divided by `factor`.
static void appendLinear(SmallVectorImpl<double> &frequencies,
                         int64_t rotaryDim, double base, double factor) {
  size_t first = frequencies.size();
  appendGeometric(frequencies, rotaryDim, base);
  for (double &f : llvm::drop_begin(frequencies, first))
    f /= factor;
}

LogicalResult LinearScheduleAttr::verify(EmitErrorFn emitError,
                                         int64_t rotaryDim, APFloat base,
                                         APFloat factor) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)))
    return failure();
  SmallVector<double> frequencies;
  appendLinear(frequencies, rotaryDim, f64(base), f64(factor));
  return verifyFrequencies(emitError, frequencies, "factor", f64(factor));
}

void LinearScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendLinear(frequencies, getRotaryDim(), f64(getBase()), f64(getFactor()));
}

//===----------------------------------------------------------------------===//
// ntk
//===----------------------------------------------------------------------===//

LogicalResult NtkScheduleAttr::verify(EmitErrorFn emitError, int64_t rotaryDim,
                                      APFloat base, APFloat factor) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyNtkRotaryDim(emitError, rotaryDim)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)))
    return failure();
  double scaledBase = ntkBase(f64(base), f64(factor), rotaryDim);
  if (failed(verifyComputed(emitError, "NTK base base * factor^(d/(d-2))",
                            scaledBase, "factor", f64(factor),
                            /*positive=*/true)))
    return failure();
  SmallVector<double> frequencies;
  appendGeometric(frequencies, rotaryDim, scaledBase);
  return verifyFrequencies(emitError, frequencies, "factor", f64(factor));
}

void NtkScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendGeometric(frequencies, getRotaryDim(),
                  ntkBase(f64(getBase()), f64(getFactor()), getRotaryDim()));
}

//===----------------------------------------------------------------------===//
// dynamic_ntk
//===----------------------------------------------------------------------===//

// Up to L the frequencies are the default ones, which verifyGeometric checks;
// beyond L the base only grows, so every theta_i stays between 0 and its
// default value.
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
  int64_t original = getOriginalMaxPosition();
  double base = f64(getBase());
  if (!sequenceLength || *sequenceLength <= original) {
    appendGeometric(frequencies, getRotaryDim(), base);
    return;
  }
  // factor * Lcur / L - (factor - 1), written as 1 + factor * (Lcur - L) / L
  // so that a large factor does not cancel to 0 at Lcur = L.
  double scale = 1.0 + f64(getFactor()) *
                           static_cast<double>(*sequenceLength - original) /
                           static_cast<double>(original);
  appendGeometric(frequencies, getRotaryDim(),
                  ntkBase(base, scale, getRotaryDim()));
}

//===----------------------------------------------------------------------===//
// yarn
//===----------------------------------------------------------------------===//

/// YaRN's ramp: the share of the interpolated frequency in each pair.
static void appendYarnRamp(SmallVectorImpl<double> &ramp, int64_t rotaryDim,
                           double base, int64_t originalMaxPosition,
                           double betaFast, double betaSlow, bool truncate) {
  double original = static_cast<double>(originalMaxPosition);
  // The pair index at which a wavelength turns `rotations` times within the
  // original context.
  auto correctionDim = [&](double rotations) {
    return rotaryDim * std::log(original / (rotations * 2.0 * kPi)) /
           (2.0 * std::log(base));
  };
  double low = correctionDim(betaFast);
  double high = correctionDim(betaSlow);
  if (truncate) {
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

/// Appends YaRN's blend of theta_i / factor and theta_i along its ramp.
static void appendYarn(SmallVectorImpl<double> &frequencies, int64_t rotaryDim,
                       double base, double factor, int64_t originalMaxPosition,
                       double betaFast, double betaSlow, bool truncate) {
  SmallVector<double> original, ramp;
  appendGeometric(original, rotaryDim, base);
  appendYarnRamp(ramp, rotaryDim, base, originalMaxPosition, betaFast,
                 betaSlow, truncate);
  for (auto [theta, weight] : llvm::zip_equal(original, ramp))
    frequencies.push_back(theta / factor * weight + theta * (1.0 - weight));
}

/// YaRN's attention scale for a context extension `scale` and coefficient
/// `mscale`.
static double yarnMscale(double scale, double mscale) {
  return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

/// YaRN's attention factor: the given one, DeepSeek's ratio of mscales when
/// both are set, else m(factor, 1).
static double yarnAttentionFactor(double factor, double mscale,
                                  double mscaleAllDim,
                                  const std::optional<APFloat> &given) {
  if (given)
    return f64(*given);
  if (mscale != 0.0 && mscaleAllDim != 0.0)
    return yarnMscale(factor, mscale) / yarnMscale(factor, mscaleAllDim);
  return yarnMscale(factor, 1.0);
}

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
      failed(verifyAbove(emitError, "beta_fast", betaFast, 0.0)) ||
      failed(verifyAbove(emitError, "mscale", mscale, 0.0, true)) ||
      failed(verifyAbove(emitError, "mscale_all_dim", mscaleAllDim, 0.0,
                         true)) ||
      failed(verifyAttentionFactor(emitError, attentionFactor)))
    return failure();
  if (!(f64(betaFast) >= f64(betaSlow)))
    return emitError() << "beta_fast (" << str(f64(betaFast))
                       << ") must not be below beta_slow ("
                       << str(f64(betaSlow)) << ")";

  // With base > 1 every theta_i is at most 1: only a tiny factor overflows.
  SmallVector<double> frequencies;
  appendYarn(frequencies, rotaryDim, f64(base), f64(factor),
             originalMaxPosition, f64(betaFast), f64(betaSlow), truncate);
  if (failed(verifyFrequencies(emitError, frequencies, "factor", f64(factor))))
    return failure();

  // mscale >= 0 keeps both terms of the ratio >= 1: only an infinite
  // numerator (mscale) or a huge denominator (mscale_all_dim) breaks it.
  double scale = yarnAttentionFactor(f64(factor), f64(mscale),
                                     f64(mscaleAllDim), attentionFactor);
  bool numeratorFinite = std::isfinite(yarnMscale(f64(factor), f64(mscale)));
  return verifyComputed(emitError, "attention factor", scale,
                        numeratorFinite ? "mscale_all_dim" : "mscale",
                        numeratorFinite ? f64(mscaleAllDim) : f64(mscale),
                        /*positive=*/true);
}

bool YarnScheduleAttr::computeInterpolationWeights(
    SmallVectorImpl<double> &weights) const {
  appendYarnRamp(weights, getRotaryDim(), f64(getBase()),
                 getOriginalMaxPosition(), f64(getBetaFast()),
                 f64(getBetaSlow()), getTruncate());
  return true;
}

void YarnScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendYarn(frequencies, getRotaryDim(), f64(getBase()), f64(getFactor()),
             getOriginalMaxPosition(), f64(getBetaFast()), f64(getBetaSlow()),
             getTruncate());
}

double YarnScheduleAttr::computeAttentionFactor() const {
  return yarnAttentionFactor(f64(getFactor()), f64(getMscale()),
                             f64(getMscaleAllDim()), getAttentionFactor());
}

//===----------------------------------------------------------------------===//
// llama3
//===----------------------------------------------------------------------===//

/// The share of theta_i / factor in Llama 3's blend for pair frequency
/// `theta`: 1 for long wavelengths, 0 for short ones, linear in between.
static double llama3Weight(double theta, double low, double high,
                           int64_t originalMaxPosition) {
  double original = static_cast<double>(originalMaxPosition);
  double wavelength = 2.0 * kPi / theta;
  if (wavelength < original / high)
    return 0.0;
  if (wavelength > original / low)
    return 1.0;
  double smooth = (original / wavelength - low) / (high - low);
  return 1.0 - smooth;
}

/// Appends Llama 3's blend of theta_i / factor and theta_i.
static void appendLlama3(SmallVectorImpl<double> &frequencies,
                         int64_t rotaryDim, double base, double factor,
                         double low, double high, int64_t originalMaxPosition) {
  SmallVector<double> original;
  appendGeometric(original, rotaryDim, base);
  for (double theta : original) {
    double weight = llama3Weight(theta, low, high, originalMaxPosition);
    frequencies.push_back(weight * theta / factor + (1.0 - weight) * theta);
  }
}

LogicalResult Llama3ScheduleAttr::verify(EmitErrorFn emitError,
                                         int64_t rotaryDim, APFloat base,
                                         APFloat factor, APFloat lowFreqFactor,
                                         APFloat highFreqFactor,
                                         int64_t originalMaxPosition) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)) ||
      failed(verifyAbove(emitError, "low_freq_factor", lowFreqFactor, 0.0)) ||
      failed(verifyAbove(emitError, "high_freq_factor", highFreqFactor, 0.0)) ||
      failed(verifyOriginalMaxPosition(emitError, originalMaxPosition)))
    return failure();
  if (!(f64(highFreqFactor) > f64(lowFreqFactor)))
    return emitError() << "high_freq_factor (" << str(f64(highFreqFactor))
                       << ") must exceed low_freq_factor ("
                       << str(f64(lowFreqFactor)) << ")";
  SmallVector<double> frequencies;
  appendLlama3(frequencies, rotaryDim, f64(base), f64(factor),
               f64(lowFreqFactor), f64(highFreqFactor), originalMaxPosition);
  return verifyFrequencies(emitError, frequencies, "factor", f64(factor));
}

bool Llama3ScheduleAttr::computeInterpolationWeights(
    SmallVectorImpl<double> &weights) const {
  SmallVector<double> original;
  appendGeometric(original, getRotaryDim(), f64(getBase()));
  for (double theta : original)
    weights.push_back(llama3Weight(theta, f64(getLowFreqFactor()),
                                   f64(getHighFreqFactor()),
                                   getOriginalMaxPosition()));
  return true;
}

void Llama3ScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendLlama3(frequencies, getRotaryDim(), f64(getBase()), f64(getFactor()),
               f64(getLowFreqFactor()), f64(getHighFreqFactor()),
               getOriginalMaxPosition());
}

//===----------------------------------------------------------------------===//
// longrope
//===----------------------------------------------------------------------===//

/// Appends theta_i = base^(-2i/d) / ext_i for the rescale factors `ext`.
static void appendLongRope(SmallVectorImpl<double> &frequencies,
                           int64_t rotaryDim, double base,
                           ArrayRef<double> ext) {
  size_t first = frequencies.size();
  appendGeometric(frequencies, rotaryDim, base);
  for (auto [f, e] : llvm::zip_equal(llvm::drop_begin(frequencies, first), ext))
    f /= e;
}

/// Checks a LongRoPE factor list: one positive finite value per pair, each
/// giving a finite frequency.
static LogicalResult verifyFactorList(EmitErrorFn emitError, StringRef name,
                                      DenseF64ArrayAttr factors,
                                      int64_t rotaryDim, double base) {
  if (factors.size() != rotaryDim / 2)
    return emitError() << name << " holds " << factors.size()
                       << " values, expected rotary_dim / 2 = "
                       << rotaryDim / 2;
  for (auto [i, f] : llvm::enumerate(factors.asArrayRef()))
    if (!std::isfinite(f) || f <= 0.0)
      return emitError() << name << "[" << i
                         << "] must be finite and > 0, got " << str(f);
  SmallVector<double> frequencies;
  appendLongRope(frequencies, rotaryDim, base, factors.asArrayRef());
  for (auto [i, f] : llvm::enumerate(frequencies))
    if (failed(verifyComputed(emitError,
                              "inverse frequency of pair " + Twine(i), f,
                              name + "[" + Twine(i) + "]", factors[i])))
      return failure();
  return success();
}

/// LongRoPE's attention factor: the given one, else
/// sqrt(1 + ln(factor) / ln(L)) for factor > 1, else 1.
static double longRopeAttentionFactor(double factor,
                                      int64_t originalMaxPosition,
                                      const std::optional<APFloat> &given) {
  if (given)
    return f64(*given);
  if (factor <= 1.0)
    return 1.0;
  return std::sqrt(1.0 + std::log(factor) /
                             std::log(static_cast<double>(
                                 originalMaxPosition)));
}

LogicalResult LongRopeScheduleAttr::verify(
    EmitErrorFn emitError, int64_t rotaryDim, APFloat base,
    DenseF64ArrayAttr shortFactor, DenseF64ArrayAttr longFactor,
    int64_t originalMaxPosition, APFloat factor,
    std::optional<APFloat> attentionFactor) {
  if (failed(verifyGeometric(emitError, rotaryDim, base)) ||
      failed(verifyFactorList(emitError, "short_factor", shortFactor,
                              rotaryDim, f64(base))) ||
      failed(verifyFactorList(emitError, "long_factor", longFactor, rotaryDim,
                              f64(base))) ||
      failed(verifyOriginalMaxPosition(emitError, originalMaxPosition)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)) ||
      failed(verifyAttentionFactor(emitError, attentionFactor)))
    return failure();
  // ln L is 0 for L = 1: the default attention factor needs L > 1.
  return verifyComputed(
      emitError, "attention factor sqrt(1 + ln(factor) / ln(L))",
      longRopeAttentionFactor(f64(factor), originalMaxPosition,
                              attentionFactor),
      "original_max_position", static_cast<double>(originalMaxPosition),
      /*positive=*/true);
}

bool LongRopeScheduleAttr::usesSequenceLength() const { return true; }

void LongRopeScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies,
    std::optional<int64_t> sequenceLength) const {
  bool isLong = sequenceLength && *sequenceLength > getOriginalMaxPosition();
  appendLongRope(frequencies, getRotaryDim(), f64(getBase()),
                 isLong ? getLongFactor().asArrayRef()
                        : getShortFactor().asArrayRef());
}

double LongRopeScheduleAttr::computeAttentionFactor() const {
  return longRopeAttentionFactor(f64(getFactor()), getOriginalMaxPosition(),
                                 getAttentionFactor());
}

//===----------------------------------------------------------------------===//
// proportional
//===----------------------------------------------------------------------===//

/// Appends proportional RoPE's frequencies: base^(-2i/D) / factor for the
/// first floor(p * D / 2) pairs, 0 for the rest of the D/2 (Hugging Face's
/// `int(partial_rotary_factor * head_dim // 2)`).
static void appendProportional(SmallVectorImpl<double> &frequencies,
                               int64_t headDim, double partialRotaryFactor,
                               double base, double factor) {
  auto rotated = static_cast<int64_t>(
      std::floor(partialRotaryFactor * static_cast<double>(headDim) / 2.0));
  for (int64_t i = 0; i < headDim / 2; ++i)
    frequencies.push_back(
        i < rotated ? std::pow(base, -static_cast<double>(2 * i) / headDim) /
                          factor
                    : 0.0);
}

LogicalResult ProportionalScheduleAttr::verify(EmitErrorFn emitError,
                                               int64_t headDim,
                                               APFloat partialRotaryFactor,
                                               APFloat base, APFloat factor) {
  if (failed(verifyRotaryDim(emitError, headDim, "head_dim")) ||
      failed(verifyAbove(emitError, "partial_rotary_factor",
                         partialRotaryFactor, 0.0)))
    return failure();
  if (!(f64(partialRotaryFactor) <= 1.0))
    return emitError() << "partial_rotary_factor must be <= 1, got "
                       << str(f64(partialRotaryFactor));
  if (failed(verifyAbove(emitError, "base", base, 0.0)) ||
      failed(verifyAbove(emitError, "factor", factor, 0.0)))
    return failure();
  // The rotated pairs' geometric part overflows only for a tiny base, the
  // division only for a tiny factor.
  SmallVector<double> frequencies;
  appendProportional(frequencies, headDim, f64(partialRotaryFactor),
                     f64(base), 1.0);
  if (failed(verifyFrequencies(emitError, frequencies, "base", f64(base))))
    return failure();
  frequencies.clear();
  appendProportional(frequencies, headDim, f64(partialRotaryFactor),
                     f64(base), f64(factor));
  return verifyFrequencies(emitError, frequencies, "factor", f64(factor));
}

int64_t ProportionalScheduleAttr::getRotaryDim() const { return getHeadDim(); }

void ProportionalScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies, std::optional<int64_t>) const {
  appendProportional(frequencies, getHeadDim(), f64(getPartialRotaryFactor()),
                     f64(getBase()), f64(getFactor()));
}
