//===- ImportTosa.cpp - The rope-import-tosa pipeline ---------------------===//
//
// TOSA graphs (torch-mlir's TOSA output) to the linalg-on-tensors form that
// rope-raise and rope-lower-to-llvm read, with the upstream conversions.
//
//===----------------------------------------------------------------------===//

#include "rope/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tosa/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void rope::buildImportTosaPipeline(OpPassManager &pm) {
  // The TOSA conversions are function passes.
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(tosa::createTosaOptionalDecompositionsPass());
  funcPm.addPass(tosa::createTosaToLinalgNamed());
  funcPm.addPass(tosa::createTosaToLinalg());
  funcPm.addPass(createTosaToArithPass());
  funcPm.addPass(createTosaToTensorPass());
}
