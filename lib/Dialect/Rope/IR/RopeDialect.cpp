//===- RopeDialect.cpp - Rope dialect -------------------------------------===//

#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Dialect/Rope/IR/RopeAttributes.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::rope;

#include "rope/Dialect/Rope/IR/RopeDialect.cpp.inc"

void RopeDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "rope/Dialect/Rope/IR/RopeOps.cpp.inc"
      >();
  registerAttributes();
}

Operation *RopeDialect::materializeConstant(OpBuilder &builder,
                                            Attribute value, Type type,
                                            Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
