//===- RopeAttributes.cpp - Rope attributes -------------------------------===//

#include "rope/Dialect/Rope/IR/RopeAttributes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;

#include "rope/Dialect/Rope/IR/RopeEnums.cpp.inc"
#include "rope/Dialect/Rope/IR/RopeInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "rope/Dialect/Rope/IR/RopeAttributes.cpp.inc"

void RopeDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "rope/Dialect/Rope/IR/RopeAttributes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Parameter parsing and printing
//===----------------------------------------------------------------------===//

FailureOr<APFloat> mlir::rope::parseF64Parameter(AsmParser &parser) {
  double value;
  if (parser.parseFloat(value))
    return failure();
  return APFloat(value);
}

FailureOr<DenseF64ArrayAttr>
mlir::rope::parseF64ArrayParameter(AsmParser &parser) {
  SmallVector<double> values;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseFloat(values.emplace_back());
      }))
    return failure();
  return DenseF64ArrayAttr::get(parser.getContext(), values);
}

void mlir::rope::printF64ArrayParameter(AsmPrinter &printer,
                                        DenseF64ArrayAttr values) {
  printer << '[';
  llvm::interleaveComma(values.asArrayRef(), printer, [&](double value) {
    printer.printFloat(APFloat(value));
  });
  printer << ']';
}

/// The largest rotary_dim a schedule may have. Real models use at most a few
/// hundred channels; the bound keeps folding from materializing absurdly
/// large constants.
static constexpr int64_t kMaxRotaryDim = int64_t(1) << 20;

/// Checks that a schedule rotates a positive, even number of channels.
static LogicalResult
verifyRotaryDim(function_ref<InFlightDiagnostic()> emitError,
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

//===----------------------------------------------------------------------===//
// DefaultScheduleAttr
//===----------------------------------------------------------------------===//

LogicalResult
DefaultScheduleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                            int64_t rotaryDim, APFloat base) {
  if (failed(verifyRotaryDim(emitError, rotaryDim)))
    return failure();
  if (!base.isFiniteNonZero() || base.isNegative())
    return emitError() << "base must be positive and finite, got "
                       << base.convertToDouble();
  return success();
}

void DefaultScheduleAttr::computeInverseFrequencies(
    SmallVectorImpl<double> &frequencies) const {
  int64_t rotaryDim = getRotaryDim();
  double base = getBase().convertToDouble();
  for (int64_t i = 0; i < rotaryDim / 2; ++i)
    frequencies.push_back(
        std::pow(base, -static_cast<double>(2 * i) / rotaryDim));
}

//===----------------------------------------------------------------------===//
// ExplicitScheduleAttr
//===----------------------------------------------------------------------===//

LogicalResult
ExplicitScheduleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
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
    SmallVectorImpl<double> &frequencies) const {
  llvm::append_range(frequencies, getFrequencies().asArrayRef());
}
