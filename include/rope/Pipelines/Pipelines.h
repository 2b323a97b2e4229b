//===- Pipelines.h - rope-mlir pass pipelines -------------------*- C++ -*-===//

#ifndef ROPE_PIPELINES_PIPELINES_H
#define ROPE_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;

namespace rope {

/// Options of the `rope-lower-to-llvm` pipeline.
struct LowerToLLVMOptions : public PassPipelineOptions<LowerToLLVMOptions> {
  PassOptions::Option<bool> emitCInterface{
      *this, "emit-c-interface",
      llvm::cl::desc("Emit _mlir_ciface_ wrappers for every function, so "
                     "that C (and ctypes) can call them with memref "
                     "descriptors"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time the size relations of rope ops "
                     "that dynamic shapes leave unverified "
                     "(rope-insert-runtime-checks): a failed check prints "
                     "the op, its location and the sizes to stderr and "
                     "aborts"),
      llvm::cl::init(true)};
};

/// Lowers a module of rope, linalg, tensor, arith and math ops on tensors to
/// the LLVM dialect: rope-to-linalg, decomposition of aggregated linalg ops,
/// one-shot bufferization of function boundaries (identity layouts: callers
/// pass contiguous buffers), buffer deallocation, loops, LLVM. `pm` must be
/// anchored on `builtin.module` (or on any op, and then run on a module).
void buildLowerToLLVMPipeline(OpPassManager &pm,
                              const LowerToLLVMOptions &options);

/// Registers the rope-mlir pipelines with the global pass registry.
void registerPipelines();

} // namespace rope
} // namespace mlir

#endif // ROPE_PIPELINES_PIPELINES_H
