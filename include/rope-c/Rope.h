/*===-- rope-c/Rope.h - C API of rope-mlir -------------------------*- C -*-===*\
|*                                                                            *|
|* The rope dialect and rope-mlir's passes for programs that drive MLIR      *|
|* through its C API (and for bindings built on it). Link libRopeMLIR-C.so,  *|
|* which also carries MLIR's core C API (mlir-c/IR.h, mlir-c/Pass.h).        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ROPE_C_ROPE_H
#define ROPE_C_ROPE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The handle of the rope dialect: mlirGetDialectHandle__rope__().
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Rope, rope);

/// Inserts the rope dialect, every upstream dialect and the upstream dialect
/// extensions into `registry`: what rope-opt knows. Does nothing when
/// `registry` is null.
MLIR_CAPI_EXPORTED void ropeRegisterAllDialects(MlirDialectRegistry registry);

/// Registers rope-mlir's passes and pipelines and every upstream pass with
/// the global registry, so that mlirParsePassPipeline can name them.
MLIR_CAPI_EXPORTED void ropeRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif // ROPE_C_ROPE_H
