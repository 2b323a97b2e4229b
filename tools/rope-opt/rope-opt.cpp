//===- rope-opt.cpp - The rope-mlir optimizer driver ----------------------===//
//
// mlir-opt with the rope dialect, its passes and pipelines registered next to
// every upstream dialect, extension, pass and LLVM IR translation. Every
// pipeline it runs starts with rope-check-transform-schedules, so that a
// transform schedule in the input that upstream MLIR 22 would crash on is an
// error instead.
//
//===----------------------------------------------------------------------===//

#include "rope/InitRope.h"
#include "rope/Transforms/Passes.h"
#include "rope/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

int main(int argc, char **argv) {
  registerAllPasses();
  rope::registerAllPasses();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  // gpu-module-to-binary (rope-lower-to-nvvm) translates kernels to LLVM IR.
  registerAllToLLVMIRTranslations(registry);
  rope::registerAllDialects(registry);
  rope::registerTMTensorDialect(registry);

  // --version names rope-mlir's version before LLVM's.
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "rope-mlir version " << ROPE_MLIR_VERSION_STRING << "\n";
  });
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "rope-mlir optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: "
                 << llvm::join(registry.getDialectNames(), ", ") << "\n";
    return 0;
  }
  if (config.shouldListPasses()) {
    printRegisteredPasses();
    return 0;
  }
  MlirOptMainConfig commandLine = config;
  config.setPassPipelineSetupFn([commandLine](PassManager &pm) {
    pm.addPass(rope::createCheckTransformSchedulesPass());
    return commandLine.setupPassPipeline(pm);
  });

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
