//===- Rope.cpp - C API of rope-mlir --------------------------------------===//

#include "rope-c/Rope.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/InitRope.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Rope, rope, mlir::rope::RopeDialect)

void ropeRegisterAllDialects(MlirDialectRegistry registry) {
  if (mlirDialectRegistryIsNull(registry))
    return;
  mlir::DialectRegistry &cppRegistry = *unwrap(registry);
  mlir::registerAllDialects(cppRegistry);
  mlir::registerAllExtensions(cppRegistry);
  mlir::registerAllToLLVMIRTranslations(cppRegistry);
  mlir::rope::registerAllDialects(cppRegistry);
}

void ropeRegisterAllLLVMTranslations(MlirDialectRegistry registry) {
  if (mlirDialectRegistryIsNull(registry))
    return;
  mlir::registerAllToLLVMIRTranslations(*unwrap(registry));
}

void ropeRegisterAllPasses() {
  mlir::registerAllPasses();
  mlir::rope::registerAllPasses();
}
