//===- CheckLoweredToLLVM.cpp - Verify a module is fully lowered ----------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CHECKLOWEREDTOLLVMPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

namespace {
struct CheckLoweredToLLVMPass
    : rope::impl::CheckLoweredToLLVMPassBase<CheckLoweredToLLVMPass> {
  void runOnOperation() override {
    bool clean = true;
    getOperation()->walk([&](Operation *op) {
      // OpenMP ops translate to LLVM IR themselves (parallel loops).
      if (isa<ModuleOp>(op) ||
          isa<LLVM::LLVMDialect, omp::OpenMPDialect>(op->getDialect()))
        return;
      op->emitError("'") << op->getName()
                         << "' was not lowered to the LLVM dialect";
      clean = false;
    });
    if (!clean)
      signalPassFailure();
  }
};
} // namespace
