//===- RopeTransformOps.h - transform.rope.* ops ----------------*- C++ -*-===//
//
// The transform-dialect extension that exposes raising, attention fusion,
// attention decomposition and the CPU strategy's contraction kernels to
// transform scripts.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMOPS_ROPETRANSFORMOPS_H
#define ROPE_DIALECT_ROPE_TRANSFORMOPS_ROPETRANSFORMOPS_H

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/IR/TransformTypes.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/IR/OpImplementation.h"

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/TransformOps/RopeTransformOps.h.inc"

namespace mlir {
class DialectRegistry;

namespace rope {

/// Registers the `transform.rope.*` ops with the transform dialect.
void registerTransformDialectExtension(DialectRegistry &registry);

} // namespace rope
} // namespace mlir

#endif // ROPE_DIALECT_ROPE_TRANSFORMOPS_ROPETRANSFORMOPS_H
