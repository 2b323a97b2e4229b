//===- ReadOnlyArguments.cpp - Public tensor arguments are not written ----===//
//
// One-shot bufferization treats function arguments as writable: a graph
// that updates an input tensor would write into its caller's buffer. Public
// functions' tensor arguments are marked bufferization.writable = false
// unless the user said otherwise.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::rope {
#define GEN_PASS_DEF_READONLYARGUMENTSPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

namespace {
struct ReadOnlyArgumentsPass
    : rope::impl::ReadOnlyArgumentsPassBase<ReadOnlyArgumentsPass> {
  void runOnOperation() override {
    StringRef writable = bufferization::BufferizationDialect::kWritableAttrName;
    BoolAttr no = BoolAttr::get(&getContext(), false);
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPublic())
        continue;
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
        if (isa<TensorType>(type) && !func.getArgAttr(i, writable))
          func.setArgAttr(i, writable, no);
    }
  }
};
} // namespace
