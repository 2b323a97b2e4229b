//===- Passes.h - Rope dialect passes ---------------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H

#include "rope/Dialect/Rope/Transforms/KeyRotationMode.h"

#include "mlir/Pass/Pass.h"

namespace mlir::rope {

/// What a failed run-time check does: records its message and RopeStatus
/// in the thread's status and returns from the function (rope-c/Runtime.h;
/// rope-return-status lowers the return), or prints the message to stderr
/// and aborts the process.
enum class CheckFailureMode { Status, Abort };

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H
