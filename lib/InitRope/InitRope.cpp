//===- InitRope.cpp - Register everything rope-mlir provides --------------===//

#include "rope/InitRope.h"
#include "rope/Codegen/CPU/Passes.h"
#include "rope/Codegen/GPU/Passes.h"
#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Dialect/Rope/TransformOps/RopeTransformOps.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Dialect/TMTensor/IR/TMTensorDialect.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::rope::registerAllDialects(DialectRegistry &registry) {
  // The upstream dialects rope-mlir's input, passes and pipelines use, with
  // the external models and extensions they rely on (linalg's tiling and
  // bufferization models, the ConvertToLLVM interfaces, ...) and the
  // translations to LLVM IR that gpu-module-to-binary needs: a pass that
  // loads a dialect whose models were never registered crashes. Inserting
  // what the registry already has is harmless.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<RopeDialect>();
  registerTransformDialectExtension(registry);
}

void mlir::rope::registerTMTensorDialect(DialectRegistry &registry) {
  registry.insert<tm_tensor::TMTensorDialect>();
}

void mlir::rope::registerAllPasses() {
  registerRopePasses();
  registerRopeConversionPasses();
  registerRopeTransformsPasses();
  registerRopeCodegenCPUPasses();
  registerRopeCodegenGPUPasses();
  registerPipelines();
}
