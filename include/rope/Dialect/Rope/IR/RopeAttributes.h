//===- RopeAttributes.h - Rope attributes -----------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_H
#define ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::rope {
/// Parses a float64 attribute parameter (a float literal).
FailureOr<llvm::APFloat> parseF64Parameter(AsmParser &parser);
/// Parses `[v0, v1, ...]`, a non-empty list of float64 values.
FailureOr<DenseF64ArrayAttr> parseF64ArrayParameter(AsmParser &parser);
/// Prints `[v0, v1, ...]`.
void printF64ArrayParameter(AsmPrinter &printer, DenseF64ArrayAttr values);
/// Parses the value of an optional float64 parameter that is present.
FailureOr<std::optional<llvm::APFloat>>
parseOptionalF64Parameter(AsmParser &parser);
/// Returns true if both are absent or both hold bitwise equal values.
bool sameOptionalF64(const std::optional<llvm::APFloat> &lhs,
                     const std::optional<llvm::APFloat> &rhs);
/// Parses `true` or `false`.
FailureOr<bool> parseBoolParameter(AsmParser &parser);
} // namespace mlir::rope

#include "rope/Dialect/Rope/IR/RopeEnums.h.inc"
#include "rope/Dialect/Rope/IR/RopeInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "rope/Dialect/Rope/IR/RopeAttributes.h.inc"

#endif // ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_H
