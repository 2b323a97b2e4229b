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

/// Inserts the rope dialect, every upstream dialect, the upstream dialect
/// extensions and the translations of every dialect to LLVM IR (those of
/// ropeRegisterAllLLVMTranslations) into `registry`: what rope-opt knows.
/// Does nothing when `registry` is null.
MLIR_CAPI_EXPORTED void ropeRegisterAllDialects(MlirDialectRegistry registry);

/// Inserts into `registry` the translations to LLVM IR of every dialect
/// that has one (builtin, LLVM, NVVM, GPU, OpenMP, ...), which
/// gpu-module-to-binary, and so the rope-lower-to-nvvm pipeline, needs to
/// serialize kernels. ropeRegisterAllDialects includes them; this is for a
/// registry filled otherwise. Does nothing when `registry` is null.
MLIR_CAPI_EXPORTED void
ropeRegisterAllLLVMTranslations(MlirDialectRegistry registry);

/// Registers rope-mlir's passes and pipelines and every upstream pass with
/// the global registry, so that mlirParsePassPipeline can name them.
MLIR_CAPI_EXPORTED void ropeRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif // ROPE_C_ROPE_H
