//===- RopeOps.h - Rope operations ------------------------------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEOPS_H
#define ROPE_DIALECT_ROPE_IR_ROPEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "rope/Dialect/Rope/IR/RopeAttributes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/IR/RopeOps.h.inc"

#endif // ROPE_DIALECT_ROPE_IR_ROPEOPS_H
