//===- ReturnStatus.cpp - Failed checks return; status entry points -------===//
//
// The LLVM-dialect half of the run-time status ABI (rope-c/Runtime.h): a
// failed run-time check returns from its function, and each C interface
// gets a twin that returns the status.
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/Transforms/Passes.h"
#include "rope/Dialect/Rope/Transforms/RuntimeStatus.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::rope {
#define GEN_PASS_DEF_RETURNSTATUSPASS
#include "rope/Dialect/Rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static constexpr llvm::StringLiteral kCInterfacePrefix = "_mlir_ciface_";

/// Makes `function` return right after `call` (a failed check): the rest of
/// its block is cut off, and erased when nothing outside uses it.
static void returnAfter(LLVM::CallOp call, LLVM::LLVMFuncOp function) {
  Block *block = call->getBlock();
  Block *rest = block->splitBlock(std::next(call->getIterator()));
  bool usedOutside = llvm::any_of(rest->getOperations(), [&](Operation &op) {
    return llvm::any_of(op.getUsers(), [&](Operation *user) {
      return user->getBlock() != rest;
    });
  });
  if (!usedOutside) {
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*rest)))
      op.erase();
    rest->erase();
  }

  auto builder = OpBuilder::atBlockEnd(block);
  Type result = function.getFunctionType().getReturnType();
  if (isa<LLVM::LLVMVoidType>(result)) {
    LLVM::ReturnOp::create(builder, call.getLoc(), ValueRange());
    return;
  }
  LLVM::ReturnOp::create(
      builder, call.getLoc(),
      LLVM::ZeroOp::create(builder, call.getLoc(), result).getResult());
}

/// Creates `_rope_checked_<name>` for the C interface `wrapper`: clears the
/// status, calls `wrapper` with its arguments, returns the status.
static LogicalResult createCheckedEntryPoint(ModuleOp module,
                                             LLVM::LLVMFuncOp wrapper) {
  StringRef name = wrapper.getName().drop_front(kCInterfacePrefix.size());
  std::string checkedName = (runtime::kCheckedPrefix + name).str();
  auto i32 = IntegerType::get(module.getContext(), 32);
  LLVM::LLVMFunctionType wrapperType = wrapper.getFunctionType();
  auto type = LLVM::LLVMFunctionType::get(i32, wrapperType.getParams());
  if (Operation *existing = SymbolTable::lookupSymbolIn(module, checkedName)) {
    auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
    if (function && function.getFunctionType() == type && !function.isExternal())
      return success(); // Made by an earlier run of this pass.
    return existing->emitError()
           << "@" << checkedName << " is reserved for the status-returning "
           << "entry point of @" << name;
  }

  Location loc = wrapper.getLoc();
  auto builder = OpBuilder::atBlockEnd(module.getBody());
  auto function = LLVM::LLVMFuncOp::create(builder, loc, checkedName, type);
  Block *entry = function.addEntryBlock(builder);
  builder.setInsertionPointToStart(entry);
  auto clear = module.lookupSymbol<LLVM::LLVMFuncOp>("rope_clear_error");
  auto last = module.lookupSymbol<LLVM::LLVMFuncOp>("rope_last_status");
  LLVM::CallOp::create(builder, loc, clear, ValueRange());
  LLVM::CallOp::create(builder, loc, wrapper, entry->getArguments());
  auto status = LLVM::CallOp::create(builder, loc, last, ValueRange());
  LLVM::ReturnOp::create(builder, loc, status.getResult());
  return success();
}

namespace {
struct ReturnStatusPass
    : rope::impl::ReturnStatusPassBase<ReturnStatusPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The first failed check of each block: the rest of the block is cut
    // off with it (checks of one condition share a block once
    // canonicalization merged their scf.ifs).
    SmallVector<LLVM::CallOp> failures;
    module.walk([&](Block *block) {
      for (auto call : block->getOps<LLVM::CallOp>()) {
        if (call.getCallee() == runtime::kCheckFailed) {
          failures.push_back(call);
          break;
        }
      }
    });
    SmallVector<LLVM::LLVMFuncOp> wrappers;
    for (auto function : module.getOps<LLVM::LLVMFuncOp>())
      if (function.getName().starts_with(kCInterfacePrefix) &&
          !function.isExternal() &&
          isa<LLVM::LLVMVoidType>(function.getFunctionType().getReturnType()))
        wrappers.push_back(function);
    if (failures.empty() && wrappers.empty())
      return;
    if (failed(runtime::defineStatusFunctions(module)))
      return signalPassFailure();

    for (LLVM::CallOp call : failures) {
      auto function = call->getParentOfType<LLVM::LLVMFuncOp>();
      if (!function) {
        call.emitError("a failed run-time check outside an llvm.func cannot "
                       "return a status");
        return signalPassFailure();
      }
      if (call->getParentRegion() == &function.getBody()) {
        returnAfter(call, function);
        continue;
      }
      // Inside another op's region (an OpenMP parallel region): no return
      // is possible there, so the check aborts after recording its message.
      FailureOr<LLVM::LLVMFuncOp> abort = runtime::getOrDeclareFunction(
          module, "abort",
          LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(&getContext()),
                                      {}),
          getArgument());
      if (failed(abort))
        return signalPassFailure();
      OpBuilder builder(call);
      builder.setInsertionPointAfter(call);
      LLVM::CallOp::create(builder, call.getLoc(), *abort, ValueRange());
    }
    for (LLVM::LLVMFuncOp wrapper : wrappers)
      if (failed(createCheckedEntryPoint(module, wrapper)))
        return signalPassFailure();
  }
};
} // namespace
