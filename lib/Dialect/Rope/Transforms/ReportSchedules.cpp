//===- ReportSchedules.cpp - Tabulate frequency schedules as remarks ------===//

#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/IR/Matchers.h"
#include "llvm/Support/Format.h"

#include <cmath>

namespace mlir::rope {
#define GEN_PASS_DEF_REPORTSCHEDULESPASS
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static constexpr double kTwoPi = 6.283185307179586476925286766559;

/// Writes the table of `op`'s schedule to `os`.
static void writeReport(FrequenciesOp op, raw_ostream &os) {
  FrequencyScheduleAttrInterface schedule = op.getSchedule();
  std::optional<int64_t> length;
  IntegerAttr constantLength;
  if (Value operand = op.getSequenceLength())
    if (matchPattern(operand, m_Constant(&constantLength)))
      length = constantLength.getValue().getSExtValue();

  SmallVector<double> theta, weights;
  schedule.computeInverseFrequencies(theta, length);
  bool hasWeights = schedule.computeInterpolationWeights(weights);

  os << "schedule " << schedule << ": " << theta.size()
     << " pairs, attention factor "
     << llvm::format("%.6g", schedule.computeAttentionFactor());
  if (schedule.usesSequenceLength()) {
    if (length)
      os << ", sequence length " << *length;
    else
      os << ", sequence length not constant (shown within the original "
            "context)";
  }
  os << "\n   pair           theta  wavelength (tokens)";
  if (hasWeights)
    os << "  interpolated";
  for (auto [i, t] : llvm::enumerate(theta)) {
    // A zero frequency (explicit, or a pair `proportional` leaves unrotated)
    // never turns.
    if (t == 0.0)
      os << "\n" << llvm::format("%7zu  %14.6e  %19s", i, t, "inf");
    else
      os << "\n" << llvm::format("%7zu  %14.6e  %19.1f", i, t, kTwoPi / t);
    if (hasWeights)
      os << llvm::format("  %12.3f", weights[i]);
  }
}

namespace {
struct ReportSchedulesPass
    : rope::impl::ReportSchedulesPassBase<ReportSchedulesPass> {
  void runOnOperation() override {
    getOperation()->walk([](FrequenciesOp op) {
      std::string report;
      llvm::raw_string_ostream os(report);
      writeReport(op, os);
      op.emitRemark(report);
    });
    markAllAnalysesPreserved();
  }
};
} // namespace
