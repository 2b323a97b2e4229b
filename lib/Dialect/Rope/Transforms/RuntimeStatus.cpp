//===- RuntimeStatus.cpp - The run-time status ABI in LLVM IR -------------===//

#include "rope/Dialect/Rope/Transforms/RuntimeStatus.h"

#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::rope;

FailureOr<LLVM::LLVMFuncOp>
runtime::getOrDeclareFunction(ModuleOp module, StringRef name,
                              LLVM::LLVMFunctionType type, StringRef user) {
  Operation *existing = SymbolTable::lookupSymbolIn(module, name);
  if (!existing) {
    auto builder = OpBuilder::atBlockBegin(module.getBody());
    return LLVM::LLVMFuncOp::create(builder, module.getLoc(), name, type);
  }
  auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
  if (!function || function.getFunctionType() != type)
    return existing->emitError() << user << " needs @" << name
                                 << " to be the C function " << type;
  return function;
}

/// Returns the thread-local, zero-initialized global `name` of `type`,
/// defining it if needed.
static FailureOr<LLVM::GlobalOp> getOrCreateThreadLocal(ModuleOp module,
                                                        StringRef name,
                                                        Type type) {
  Operation *existing = SymbolTable::lookupSymbolIn(module, name);
  if (existing) {
    auto global = dyn_cast<LLVM::GlobalOp>(existing);
    if (!global || global.getGlobalType() != type || !global.getThreadLocal_())
      return existing->emitError()
             << "@" << name
             << " is reserved for rope-mlir's run-time status (a thread-local "
             << type << ")";
    return global;
  }
  Location loc = module.getLoc();
  auto builder = OpBuilder::atBlockBegin(module.getBody());
  auto global = LLVM::GlobalOp::create(
      builder, loc, type, /*isConstant=*/false, LLVM::Linkage::WeakODR,
      name, Attribute(), /*alignment=*/0, /*addrSpace=*/0, /*dsoLocal=*/false,
      /*thread_local_=*/true);
  builder.createBlock(&global.getInitializerRegion());
  LLVM::ReturnOp::create(builder, loc,
                         LLVM::ZeroOp::create(builder, loc, type).getResult());
  return global;
}

static FailureOr<LLVM::GlobalOp> getOrCreateStatus(ModuleOp module) {
  return getOrCreateThreadLocal(module, runtime::kStatusGlobal,
                                IntegerType::get(module.getContext(), 32));
}

FailureOr<LLVM::GlobalOp> runtime::getOrCreateMessageBuffer(ModuleOp module) {
  if (failed(getOrCreateStatus(module)))
    return failure();
  return getOrCreateThreadLocal(
      module, kMessageGlobal,
      LLVM::LLVMArrayType::get(IntegerType::get(module.getContext(), 8),
                               kMessageCapacity));
}

FailureOr<LLVM::LLVMFuncOp> runtime::getOrDefineFunction(
    ModuleOp module, StringRef name, LLVM::LLVMFunctionType type,
    function_ref<void(OpBuilder &, Location, ValueRange)> build) {
  if (Operation *existing = SymbolTable::lookupSymbolIn(module, name)) {
    auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
    if (!function || function.getFunctionType() != type)
      return existing->emitError()
             << "@" << name << " is reserved for rope-mlir's run-time status "
             << "(the C function " << type << ")";
    return function;
  }
  Location loc = module.getLoc();
  auto builder = OpBuilder::atBlockEnd(module.getBody());
  auto function = LLVM::LLVMFuncOp::create(builder, loc, name, type,
                                           LLVM::Linkage::WeakODR);
  // Never inlined: they reach the thread-local status through
  // __tls_get_addr, which LLVM's x86 backend assumes keeps xmm16-31 while
  // glibc's slow path (a new module's TLS, realloc and memcpy) overwrites
  // them. Inlined into an AVX-512 caller that keeps a value there across it
  // (the arguments of _rope_checked_<name>), the value was lost once many
  // compiled libraries were loaded. Behind a call, xmm16-31 are the caller's
  // to save.
  function.setNoInline(true);
  Block *entry = function.addEntryBlock(builder);
  builder.setInsertionPointToStart(entry);
  build(builder, loc, entry->getArguments());
  return function;
}

FailureOr<LLVM::LLVMFuncOp> runtime::getOrCreateCheckFailed(ModuleOp module) {
  FailureOr<LLVM::GlobalOp> status = getOrCreateStatus(module);
  if (failed(status))
    return failure();
  MLIRContext *ctx = module.getContext();
  auto type = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                          {IntegerType::get(ctx, 32)});
  return getOrDefineFunction(module, kCheckFailed, type,
                             [&](OpBuilder &b, Location loc, ValueRange args) {
                               LLVM::StoreOp::create(
                                   b, loc, args[0],
                                   LLVM::AddressOfOp::create(b, loc, *status));
                               LLVM::ReturnOp::create(b, loc, ValueRange());
                             });
}

FailureOr<runtime::FailureFunctions>
runtime::declareFailureFunctions(ModuleOp module, bool abort, StringRef user) {
  MLIRContext *ctx = module.getContext();
  auto i32 = IntegerType::get(ctx, 32);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  FailureFunctions functions;
  if (abort) {
    FailureOr<LLVM::LLVMFuncOp> print = getOrDeclareFunction(
        module, "dprintf",
        LLVM::LLVMFunctionType::get(i32, {i32, ptr}, /*isVarArg=*/true), user);
    FailureOr<LLVM::LLVMFuncOp> abortFn = getOrDeclareFunction(
        module, "abort",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), {}), user);
    if (failed(print) || failed(abortFn))
      return failure();
    functions.report = *print;
    functions.end = *abortFn;
    return functions;
  }
  FailureOr<LLVM::LLVMFuncOp> print = getOrDeclareFunction(
      module, "snprintf",
      LLVM::LLVMFunctionType::get(i32, {ptr, IntegerType::get(ctx, 64), ptr},
                                  /*isVarArg=*/true),
      user);
  FailureOr<LLVM::GlobalOp> buffer = getOrCreateMessageBuffer(module);
  FailureOr<LLVM::LLVMFuncOp> failFn = getOrCreateCheckFailed(module);
  if (failed(print) || failed(buffer) || failed(failFn))
    return failure();
  functions.report = *print;
  functions.end = *failFn;
  functions.messageBuffer = *buffer;
  return functions;
}

LogicalResult runtime::defineStatusFunctions(ModuleOp module) {
  FailureOr<LLVM::GlobalOp> status = getOrCreateStatus(module);
  FailureOr<LLVM::GlobalOp> message = getOrCreateMessageBuffer(module);
  if (failed(status) || failed(message))
    return failure();
  MLIRContext *ctx = module.getContext();
  auto i32 = IntegerType::get(ctx, 32);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  auto loadStatus = [&](OpBuilder &b, Location loc) -> Value {
    return LLVM::LoadOp::create(b, loc, i32,
                                LLVM::AddressOfOp::create(b, loc, *status));
  };
  // const char *rope_last_error(void): the message, or NULL when the status
  // is ROPE_STATUS_OK.
  auto lastError = getOrDefineFunction(
      module, "rope_last_error", LLVM::LLVMFunctionType::get(ptr, {}),
      [&](OpBuilder &b, Location loc, ValueRange) {
        Value ok = LLVM::ICmpOp::create(
            b, loc, LLVM::ICmpPredicate::eq, loadStatus(b, loc),
            LLVM::ConstantOp::create(b, loc, i32, 0));
        Value text = LLVM::SelectOp::create(
            b, loc, ok, LLVM::ZeroOp::create(b, loc, ptr),
            LLVM::AddressOfOp::create(b, loc, *message));
        LLVM::ReturnOp::create(b, loc, text);
      });
  auto lastStatus = getOrDefineFunction(
      module, "rope_last_status", LLVM::LLVMFunctionType::get(i32, {}),
      [&](OpBuilder &b, Location loc, ValueRange) {
        LLVM::ReturnOp::create(b, loc, loadStatus(b, loc));
      });
  auto clear = getOrDefineFunction(
      module, "rope_clear_error",
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx), {}),
      [&](OpBuilder &b, Location loc, ValueRange) {
        LLVM::StoreOp::create(b, loc, LLVM::ConstantOp::create(b, loc, i32, 0),
                              LLVM::AddressOfOp::create(b, loc, *status));
        LLVM::ReturnOp::create(b, loc, ValueRange());
      });
  return success(succeeded(lastError) && succeeded(lastStatus) &&
                 succeeded(clear));
}
