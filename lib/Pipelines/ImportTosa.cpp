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
#include "mlir/Transforms/Passes.h"
#include "rope/Transforms/Passes.h"

using namespace mlir;

void rope::buildImportTosaPipeline(OpPassManager &pm) {
  // The TOSA conversions are function passes.
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  // Channel gathers and unit tiles as the slices and broadcasts that
  // torch-mlir's linalg output uses (GPT-J's rotate_every_two).
  funcPm.addPass(rope::createSimplifyTosaPass());
  funcPm.addPass(createCSEPass());
  funcPm.addPass(tosa::createTosaOptionalDecompositionsPass());
  funcPm.addPass(tosa::createTosaToLinalgNamed());
  funcPm.addPass(tosa::createTosaToLinalg());
  funcPm.addPass(createTosaToArithPass());
  funcPm.addPass(createTosaToTensorPass());
}
