//===- Passes.h - Rope dialect passes ---------------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H

#include "rope/Dialect/Rope/Transforms/CheckFailureMode.h"
#include "rope/Dialect/Rope/Transforms/KeyRotationMode.h"

#include "mlir/Pass/Pass.h"

namespace mlir::rope {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H
