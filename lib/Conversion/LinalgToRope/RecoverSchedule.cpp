//===- RecoverSchedule.cpp - Name the schedule of constant frequencies ----===//
//
// A graph carries its inverse frequencies as a constant vector. When the
// vector is a named schedule's values rounded to the constant's type, the
// raised rotation names that schedule (and so computes the exact values);
// otherwise it keeps the constants as `#rope.explicit`.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// The relative difference allowed between a schedule's value and a graph
/// constant of type `type`: a few rounding steps of the frontend's own
/// computation (e.g. torch's float32 `base ** (2i / d)`).
static double roundingTolerance(FloatType type) {
  if (type.getWidth() >= 64)
    return 1e-12;
  if (type.getFPMantissaWidth() >= 24)
    return 2e-6;
  return 1e-2;
}

static bool matchesSchedule(FrequencyScheduleAttrInterface schedule,
                            ArrayRef<double> frequencies, double tolerance) {
  SmallVector<double> expected;
  schedule.computeInverseFrequencies(expected, std::nullopt);
  if (expected.size() != frequencies.size())
    return false;
  for (auto [want, have] : llvm::zip_equal(expected, frequencies))
    if (!(std::abs(want - have) <= tolerance * std::abs(want)))
      return false;
  return true;
}

/// Returns `value` and, before it, the round numbers near it that a model
/// configuration would have written, roundest first (1, 2 and 3 significant
/// digits, integers, three decimals): a low-precision constant (bf16) is
/// within rounding of several, and the roundest is the one meant.
static SmallVector<double> candidates(double value) {
  SmallVector<double> values;
  if (value > 0.0 && std::isfinite(value)) {
    double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double digits : {1.0, 10.0, 100.0})
      values.push_back(std::round(value / magnitude * digits) * magnitude /
                       digits);
  }
  values.append(
      {std::round(value), std::round(value * 1000.0) / 1000.0, value});
  SmallVector<double> unique;
  for (double v : values)
    if (!llvm::is_contained(unique, v))
      unique.push_back(v);
  return unique;
}

/// Returns the (base, factor) pairs, round numbers first, for which
/// `prefix` (at least two finite decreasing positive values) may be
/// theta_i = base^(-2i/d) / factor, i = 0, 1, ...: the ratio of its ends
/// gives the base, its first value the factor.
static SmallVector<std::pair<double, double>>
geometricCandidates(ArrayRef<double> prefix, int64_t rotaryDim) {
  SmallVector<std::pair<double, double>> result;
  auto count = static_cast<int64_t>(prefix.size());
  if (count < 2 || !(prefix.front() > prefix.back()) ||
      !llvm::all_of(prefix,
                    [](double f) { return std::isfinite(f) && f > 0.0; }))
    return result;
  double base = std::pow(prefix.front() / prefix.back(),
                         static_cast<double>(rotaryDim) / (2.0 * (count - 1)));
  double factor = 1.0 / prefix.front();
  for (double b : candidates(base))
    for (double s : candidates(factor))
      if (b > 1.0 && std::isfinite(b) && s > 0.0 && std::isfinite(s))
        result.push_back({b, s});
  return result;
}

/// The bases to try for a schedule whose first pairs may be scaled: the one
/// pair 1 gives if it is not, then the usual ones.
static SmallVector<double> usualBases(ArrayRef<double> frequencies) {
  auto pairs = static_cast<double>(frequencies.size());
  return {std::round(std::pow(frequencies[1], -pairs)), 10000.0, 500000.0,
          1000000.0};
}

/// Returns the Llama 3 schedule (low/high frequency factors 1 and 4, as
/// every Llama 3.x configuration has them) whose values are `frequencies`,
/// or null: the base from usualBases, the
/// factor from the last pair, the original context length from a blended
/// pair's weight (or a power of two when no pair blends).
static FrequencyScheduleAttrInterface
recoverLlama3(MLIRContext *context, ArrayRef<double> frequencies,
              double tolerance) {
  auto pairs = static_cast<int64_t>(frequencies.size());
  int64_t rotaryDim = 2 * pairs;
  if (pairs < 2)
    return {};
  const double low = 1.0, high = 4.0;
  for (double base : usualBases(frequencies)) {
    if (!(base > 1.0) || !std::isfinite(base))
      continue;
    auto theta = [&](int64_t i) {
      return std::pow(base, -2.0 * static_cast<double>(i) / rotaryDim);
    };
    double factor =
        std::round(theta(pairs - 1) / frequencies.back() * 1000.0) / 1000.0;
    if (!(factor > 1.0) || !std::isfinite(factor))
      continue;
    SmallVector<int64_t> lengths;
    for (int64_t i = 0; i < pairs && lengths.empty(); ++i) {
      double ratio = frequencies[i] / theta(i);
      double weight = (ratio - 1.0 / factor) / (1.0 - 1.0 / factor);
      if (weight <= 1e-3 || weight >= 1.0 - 1e-3)
        continue;
      double wavelength = 2.0 * M_PI / theta(i);
      lengths.push_back(
          std::llround(wavelength * (low + weight * (high - low))));
    }
    if (lengths.empty())
      for (int64_t length = 16; length <= (int64_t{1} << 24); length *= 2)
        lengths.push_back(length);
    for (int64_t length : lengths) {
      if (length <= 0)
        continue;
      auto schedule = Llama3ScheduleAttr::get(context, rotaryDim, APFloat(base),
                                              APFloat(factor), APFloat(low),
                                              APFloat(high), length);
      if (matchesSchedule(schedule, frequencies, tolerance))
        return schedule;
    }
  }
  return {};
}

/// Returns the YaRN schedule (Hugging Face's defaults: beta_fast 32,
/// beta_slow 1; the band truncated, or not as gpt-oss configures it) whose
/// values are `frequencies`, or null: the base as for Llama 3, the factor
/// from the last pair, the original context length a power of two.
static FrequencyScheduleAttrInterface recoverYarn(MLIRContext *context,
                                                  ArrayRef<double> frequencies,
                                                  double tolerance) {
  auto pairs = static_cast<int64_t>(frequencies.size());
  int64_t rotaryDim = 2 * pairs;
  if (pairs < 2)
    return {};
  for (double base : usualBases(frequencies)) {
    if (!(base > 1.0) || !std::isfinite(base))
      continue;
    double last = std::pow(base, -2.0 * static_cast<double>(pairs - 1) /
                                     static_cast<double>(rotaryDim));
    for (double factor : candidates(last / frequencies.back())) {
      if (!(factor > 1.0) || !std::isfinite(factor))
        continue;
      for (int64_t length = 16; length <= (int64_t{1} << 24); length *= 2)
        for (bool truncate : {true, false}) {
          auto schedule = YarnScheduleAttr::get(
              context, rotaryDim, APFloat(base), APFloat(factor), length,
              APFloat(32.0), APFloat(1.0), truncate, APFloat(0.0), APFloat(0.0),
              std::nullopt);
          if (matchesSchedule(schedule, frequencies, tolerance))
            return schedule;
        }
    }
  }
  return {};
}

FrequencyScheduleAttrInterface
raise::recoverSchedule(MLIRContext *context, ArrayRef<double> frequencies,
                       FloatType type, std::string &how) {
  auto pairs = static_cast<int64_t>(frequencies.size());
  int64_t rotaryDim = 2 * pairs;
  double tolerance = roundingTolerance(type);
  std::string typeName;
  llvm::raw_string_ostream typeStream(typeName);
  typeStream << type;
  bool positive = llvm::all_of(
      frequencies, [](double f) { return std::isfinite(f) && f > 0.0; });
  auto matched = [&](FrequencyScheduleAttrInterface schedule) {
    how = "the graph's " + std::to_string(pairs) + " " + typeName +
          " inverse frequencies are this schedule's values within rounding";
    return schedule;
  };
  // Default and linear: theta_i = base^(-2i/d) / factor over every pair.
  if (positive)
    for (auto [base, factor] : geometricCandidates(frequencies, rotaryDim)) {
      FrequencyScheduleAttrInterface schedule;
      if (factor == 1.0)
        schedule = DefaultScheduleAttr::get(context, rotaryDim, APFloat(base));
      else
        schedule = LinearScheduleAttr::get(context, rotaryDim, APFloat(base),
                                           APFloat(factor));
      if (matchesSchedule(schedule, frequencies, tolerance))
        return matched(schedule);
    }
  // Proportional (Gemma 4): the same over the whole head for the first
  // pairs, zeros after.
  auto rotated = static_cast<int64_t>(
      llvm::find_if(frequencies, [](double f) { return !(f > 0.0); }) -
      frequencies.begin());
  if (rotated < pairs && llvm::all_of(ArrayRef(frequencies).drop_front(rotated),
                                      [](double f) { return f == 0.0; }))
    for (auto [base, factor] : geometricCandidates(
             ArrayRef(frequencies).take_front(rotated), rotaryDim)) {
      auto schedule = ProportionalScheduleAttr::get(
          context, rotaryDim,
          APFloat(2.0 * static_cast<double>(rotated) / rotaryDim),
          APFloat(base), APFloat(factor));
      if (matchesSchedule(schedule, frequencies, tolerance))
        return matched(schedule);
    }
  if (positive) {
    if (FrequencyScheduleAttrInterface schedule =
            recoverLlama3(context, frequencies, tolerance))
      return matched(schedule);
    if (FrequencyScheduleAttrInterface schedule =
            recoverYarn(context, frequencies, tolerance))
      return matched(schedule);
  }
  how = "the graph's " + std::to_string(pairs) + " " + typeName +
        " inverse frequencies match no named schedule and are kept as given";
  return ExplicitScheduleAttr::get(
      context, DenseF64ArrayAttr::get(context, frequencies));
}
