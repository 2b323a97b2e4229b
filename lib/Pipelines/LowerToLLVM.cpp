//===- LowerToLLVM.cpp - The rope-lower-to-llvm pipeline ------------------===//

#include "rope/Pipelines/Pipelines.h"
#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Dialect/LLVMIR/Transforms/RequestCWrappers.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void rope::buildLowerToLLVMPipeline(OpPassManager &pm,
                                    const LowerToLLVMOptions &options) {
  // Signatures for rope_mlir.aot's argument checks, from the tensor types
  // (before bufferization).
  if (options.emitCInterface)
    pm.addPass(rope::createExportSignaturesPass());
  // Fold schedules and cancel rotations before they turn into loops.
  pm.addPass(createCanonicalizerPass());
  if (options.runtimeChecks)
    pm.addPass(rope::createInsertRuntimeChecksPass());
  pm.addPass(rope::createConvertRopeToLinalgPass());
  pm.addPass(rope::createDecomposeAggregatedOpsPass());
  // No CSE before bufferization: merging equal tensor.empty ops would make
  // one-shot bufferization copy (out of place) instead of writing in place.
  pm.addPass(createCanonicalizerPass());

  // Lets a result written into a destination argument
  // (bufferization.materialize_in_destination) be computed in place there
  // instead of in a new buffer that is then copied.
  pm.addPass(rope::createReshapeIntoDestinationPass());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addPass(rope::createMemRefCopyToLinalgPass());

  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  // bf16 truncation would otherwise call __truncsfbf2, which libgcc lacks.
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  if (options.emitCInterface)
    pm.addNestedPass<func::FuncOp>(LLVM::createLLVMRequestCWrappersPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(rope::createCheckLoweredToLLVMPass());
}

void rope::registerPipelines() {
  // Registered by hand rather than with PassPipelineRegistration so that a
  // pipeline nested under another op (`func.func(rope-lower-to-llvm)`) is a
  // parse error instead of an abort when its module passes are added.
  registerPassPipeline(
      "rope-lower-to-llvm",
      "Lower rope ops and the tensor code around them to the LLVM dialect, "
      "runnable with mlir-runner or compiled ahead of time",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        StringRef anchor = pm.getOpAnchorName();
        if (anchor != ModuleOp::getOperationName() &&
            anchor != OpPassManager::getAnyOpAnchorName())
          return errorHandler("rope-lower-to-llvm runs on 'builtin.module', "
                              "not on '" +
                              pm.getOpAnchorName() +
                              "': give it at the top level or inside "
                              "builtin.module(...)");
        LowerToLLVMOptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        buildLowerToLLVMPipeline(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optionsHandler) {
        optionsHandler(LowerToLLVMOptions());
      });
}
