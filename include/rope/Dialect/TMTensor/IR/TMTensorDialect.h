//===- TMTensorDialect.h - torch-mlir's tm_tensor ops rope-mlir reads -*- C++ -*-===//

#ifndef ROPE_DIALECT_TMTENSOR_IR_TMTENSORDIALECT_H
#define ROPE_DIALECT_TMTENSOR_IR_TMTENSORDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "rope/Dialect/TMTensor/IR/TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "rope/Dialect/TMTensor/IR/TMTensorOps.h.inc"

#endif // ROPE_DIALECT_TMTENSOR_IR_TMTENSORDIALECT_H
