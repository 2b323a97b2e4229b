//===- Passes.h - Rope dialect passes ---------------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::rope {

/// Where rope-fuse-attention rotates the keys: as the cost model decides, or
/// forced.
enum class KeyRotationMode { Auto, OnRead, UpFront };

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_H
