//===- rope-opt.cpp - The rope-mlir optimizer driver ----------------------===//
//
// mlir-opt with the rope dialect, its passes and pipelines registered next to
// every upstream dialect, extension and pass.
//
//===----------------------------------------------------------------------===//

#include "rope/InitRope.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::rope::registerAllPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::rope::registerAllDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "rope-mlir optimizer driver\n", registry));
}
