//===- InitRope.cpp - Register everything rope-mlir provides --------------===//

#include "rope/InitRope.h"
#include "rope/Codegen/CPU/Passes.h"
#include "rope/Codegen/GPU/Passes.h"
#include "rope/Conversion/Passes.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Pipelines/Pipelines.h"
#include "rope/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

void mlir::rope::registerAllDialects(DialectRegistry &registry) {
  registry.insert<RopeDialect>();
}

void mlir::rope::registerAllPasses() {
  registerRopePasses();
  registerRopeConversionPasses();
  registerRopeTransformsPasses();
  registerRopeCodegenCPUPasses();
  registerRopeCodegenGPUPasses();
  registerPipelines();
}
