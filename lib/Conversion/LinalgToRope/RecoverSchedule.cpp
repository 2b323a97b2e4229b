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
/// configuration would have written (integers, then three decimals).
static SmallVector<double, 3> candidates(double value) {
  SmallVector<double, 3> values = {std::round(value),
                                   std::round(value * 1000.0) / 1000.0, value};
  return values;
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
  bool positive = llvm::all_of(frequencies, [](double f) {
    return std::isfinite(f) && f > 0.0;
  });
  if (pairs >= 2 && positive && frequencies.front() > frequencies.back()) {
    // theta_i = base^(-2i/d) / factor: the ratio of the ends gives the base,
    // the first value the factor.
    double base = std::pow(frequencies.front() / frequencies.back(),
                           static_cast<double>(rotaryDim) / (2.0 * (pairs - 1)));
    double factor = 1.0 / frequencies.front();
    for (double b : candidates(base)) {
      if (!(b > 1.0))
        continue;
      for (double s : candidates(factor)) {
        if (!(s > 0.0))
          continue;
        FrequencyScheduleAttrInterface schedule;
        if (s == 1.0)
          schedule = DefaultScheduleAttr::get(context, rotaryDim, APFloat(b));
        else
          schedule = LinearScheduleAttr::get(context, rotaryDim, APFloat(b),
                                             APFloat(s));
        if (!matchesSchedule(schedule, frequencies, tolerance))
          continue;
        how = "the graph's " + std::to_string(pairs) + " " + typeName +
              " inverse frequencies are this schedule's values within "
              "rounding";
        return schedule;
      }
    }
  }
  how = "the graph's " + std::to_string(pairs) + " " + typeName +
        " inverse frequencies match no named schedule and are kept as given";
  return ExplicitScheduleAttr::get(
      context, DenseF64ArrayAttr::get(context, frequencies));
}
