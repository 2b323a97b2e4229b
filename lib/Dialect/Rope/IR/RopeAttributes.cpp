//===- RopeAttributes.cpp - Rope attributes -------------------------------===//

#include "rope/Dialect/Rope/IR/RopeAttributes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"


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

FailureOr<std::optional<APFloat>>
mlir::rope::parseOptionalF64Parameter(AsmParser &parser) {
  FailureOr<APFloat> value = parseF64Parameter(parser);
  if (failed(value))
    return failure();
  return std::optional<APFloat>(*value);
}

bool mlir::rope::sameOptionalF64(const std::optional<APFloat> &lhs,
                                 const std::optional<APFloat> &rhs) {
  if (!lhs || !rhs)
    return !lhs && !rhs;
  return lhs->bitwiseIsEqual(*rhs);
}

FailureOr<bool> mlir::rope::parseBoolParameter(AsmParser &parser) {
  if (succeeded(parser.parseOptionalKeyword("true")))
    return true;
  if (succeeded(parser.parseOptionalKeyword("false")))
    return false;
  return parser.emitError(parser.getCurrentLocation(),
                          "expected 'true' or 'false'");
}

void mlir::rope::printF64ArrayParameter(AsmPrinter &printer,
                                        DenseF64ArrayAttr values) {
  printer << '[';
  llvm::interleaveComma(values.asArrayRef(), printer, [&](double value) {
    printer.printFloat(APFloat(value));
  });
  printer << ']';
}

