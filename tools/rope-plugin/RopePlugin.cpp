//===- RopePlugin.cpp - rope-mlir as an mlir-opt plugin -------------------===//
//
// A shared library that an MLIR driver built on MlirOptMain (upstream
// mlir-opt among them) loads with --load-dialect-plugin and
// --load-pass-plugin. Both entry points call the same registration functions
// as rope-opt and the C++ API (rope/InitRope.h), so the plugin registers
// exactly what they do.
//
//===----------------------------------------------------------------------===//

#include "rope/InitRope.h"
#include "rope/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/Compiler.h"

/// The dialect plugin: the rope dialect and everything its passes need.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RopePlugin", ROPE_MLIR_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::rope::registerAllDialects(*registry);
          }};
}

/// The pass plugin: every rope-mlir pass and pipeline.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RopePlugin", ROPE_MLIR_VERSION_STRING,
          []() { mlir::rope::registerAllPasses(); }};
}
