//===- RequestAMXPermission.cpp - Ask Linux for the AMX tile state --------===//
//
// Linux lets a process use AMX tile data only after arch_prctl
// (ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) granted it; without it the first
// tile instruction is SIGILL. Functions with tile intrinsics ask first (once
// per process) and report a refusal through the run-time status ABI
// (rope-c/Runtime.h) instead.
//
//===----------------------------------------------------------------------===//

#include "rope-c/Runtime.h"
#include "rope/Codegen/CPU/Passes.h"
#include "rope/Dialect/Rope/Transforms/RuntimeStatus.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir::rope {
#define GEN_PASS_DEF_REQUESTAMXPERMISSIONPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static constexpr llvm::StringLiteral kPass = "rope-request-amx-permission";
/// `i32 __rope_request_amx()`: 1 when the process may use tile data, else
/// the request's errno, negated.
static constexpr llvm::StringLiteral kRequest = "__rope_request_amx";
/// The process's answer: 0 not asked yet, else what kRequest returns.
static constexpr llvm::StringLiteral kState = "__rope_amx_state";
// <asm/unistd_64.h> and <asm/prctl.h>, x86-64.
static constexpr int64_t kSysArchPrctl = 158;
static constexpr int64_t kArchReqXcompPerm = 0x1023;
static constexpr int64_t kXFeatureXTileData = 18;

static bool isAMXIntrinsic(LLVM::CallIntrinsicOp call) {
  StringRef name = call.getIntrin();
  return name.starts_with("llvm.x86.tile") || name.starts_with("llvm.x86.tdp");
}

static bool callsAMXIntrinsic(LLVM::LLVMFuncOp function) {
  WalkResult result = function.walk([](LLVM::CallIntrinsicOp call) {
    return isAMXIntrinsic(call) ? WalkResult::interrupt()
                                : WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Collects the functions this pass made or made already: those that ask
/// for the permission and the tile code they call.
static DenseSet<StringRef> getRequestingFunctions(ModuleOp module) {
  DenseSet<StringRef> done;
  for (auto function : module.getOps<LLVM::LLVMFuncOp>()) {
    bool requests = false;
    SmallVector<StringRef> callees;
    function.walk([&](LLVM::CallOp call) {
      if (std::optional<StringRef> callee = call.getCallee()) {
        requests |= *callee == kRequest;
        callees.push_back(*callee);
      }
    });
    if (!requests)
      continue;
    done.insert(function.getName());
    done.insert(callees.begin(), callees.end());
  }
  return done;
}

/// Returns the process-wide answer, a zero-initialized weak_odr i32,
/// defining it if needed.
static FailureOr<LLVM::GlobalOp> getOrCreateState(ModuleOp module) {
  auto i32 = IntegerType::get(module.getContext(), 32);
  if (Operation *existing = SymbolTable::lookupSymbolIn(module, kState)) {
    auto global = dyn_cast<LLVM::GlobalOp>(existing);
    if (!global || global.getGlobalType() != i32 || global.getThreadLocal_())
      return existing->emitError() << "@" << kState << " is reserved for "
                                   << kPass << " (a process-wide i32)";
    return global;
  }
  auto builder = OpBuilder::atBlockBegin(module.getBody());
  return LLVM::GlobalOp::create(builder, module.getLoc(), i32,
                                /*isConstant=*/false, LLVM::Linkage::WeakODR,
                                kState, builder.getI32IntegerAttr(0));
}

/// Returns `__rope_request_amx`, defining it if needed.
static FailureOr<LLVM::LLVMFuncOp> getOrDefineRequest(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  auto i32 = IntegerType::get(ctx, 32);
  auto i64 = IntegerType::get(ctx, 64);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  FailureOr<LLVM::GlobalOp> state = getOrCreateState(module);
  // long syscall(long number, ...) and int *__errno_location(void).
  FailureOr<LLVM::LLVMFuncOp> syscall = runtime::getOrDeclareFunction(
      module, "syscall",
      LLVM::LLVMFunctionType::get(i64, {i64}, /*isVarArg=*/true), kPass);
  FailureOr<LLVM::LLVMFuncOp> errnoLocation = runtime::getOrDeclareFunction(
      module, "__errno_location", LLVM::LLVMFunctionType::get(ptr, {}), kPass);
  if (failed(state) || failed(syscall) || failed(errnoLocation))
    return failure();

  auto build = [&](OpBuilder &b, Location loc, ValueRange) {
    auto constant = [&](Type type, int64_t value) -> Value {
      return LLVM::ConstantOp::create(b, loc, type, value);
    };
    Region *body = b.getBlock()->getParent();
    Block *ask = new Block(), *refused = new Block(), *record = new Block(),
          *done = new Block();
    for (Block *block : {ask, refused, record, done})
      body->push_back(block);
    record->addArgument(i32, loc);
    done->addArgument(i32, loc);

    // Concurrent first calls both ask and store the same answer: relaxed
    // (monotonic) atomics keep the races benign.
    Value address = LLVM::AddressOfOp::create(b, loc, *state);
    Value known = LLVM::LoadOp::create(b, loc, i32, address, /*alignment=*/4,
                                       /*isVolatile=*/false,
                                       /*isNonTemporal=*/false,
                                       /*isInvariant=*/false,
                                       /*isInvariantGroup=*/false,
                                       LLVM::AtomicOrdering::monotonic);
    Value unknown = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, known,
                                         constant(i32, 0));
    LLVM::CondBrOp::create(b, loc, unknown, ask, ValueRange(), done,
                           ValueRange{known});

    b.setInsertionPointToStart(ask);
    Value result =
        LLVM::CallOp::create(b, loc, *syscall,
                             ValueRange{constant(i64, kSysArchPrctl),
                                        constant(i64, kArchReqXcompPerm),
                                        constant(i64, kXFeatureXTileData)})
            .getResult();
    Value granted = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                         result, constant(i64, 0));
    LLVM::CondBrOp::create(b, loc, granted, record,
                           ValueRange{constant(i32, 1)}, refused, ValueRange());

    b.setInsertionPointToStart(refused);
    Value errnoAddress =
        LLVM::CallOp::create(b, loc, *errnoLocation, ValueRange()).getResult();
    Value error = LLVM::LoadOp::create(b, loc, i32, errnoAddress);
    LLVM::BrOp::create(
        b, loc,
        ValueRange{LLVM::SubOp::create(b, loc, constant(i32, 0), error)},
        record);

    b.setInsertionPointToStart(record);
    LLVM::StoreOp::create(b, loc, record->getArgument(0), address,
                          /*alignment=*/4, /*isVolatile=*/false,
                          /*isNonTemporal=*/false, /*isInvariantGroup=*/false,
                          LLVM::AtomicOrdering::monotonic);
    LLVM::BrOp::create(b, loc, record->getArguments(), done);

    b.setInsertionPointToStart(done);
    LLVM::ReturnOp::create(b, loc, done->getArgument(0));
  };
  return runtime::getOrDefineFunction(
      module, kRequest, LLVM::LLVMFunctionType::get(i32, {}), build);
}

namespace {
/// Emits the refused path of one function: its message with the errno, then
/// the status and a branch back to `resume` (rope-return-status returns
/// right after the status instead), or stderr and abort().
class RefusalBuilder {
public:
  RefusalBuilder(ModuleOp module, CheckFailureMode mode)
      : module(module), mode(mode) {}

  LogicalResult declareFunctions() {
    FailureOr<runtime::FailureFunctions> declared =
        runtime::declareFailureFunctions(
            module, mode == CheckFailureMode::Abort, kPass);
    if (failed(declared))
      return failure();
    functions = *declared;
    return success();
  }

  /// Fills `block` for `function`, whose request returned `state`.
  void build(Block *block, LLVM::LLVMFuncOp function, Value state,
             Block *resume, SymbolTable &symbols) {
    Location loc = function.getLoc();
    auto b = OpBuilder::atBlockEnd(block);
    auto i32 = b.getI32Type();
    bool abort = mode == CheckFailureMode::Abort;
    // The name is part of a printf format.
    std::string name = llvm::join(llvm::split(function.getName(), '%'), "%%");
    std::string message =
        (Twine("rope: @") + name +
         " runs on AMX tiles, but Linux refused the tile data permission "
         "(arch_prctl ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA): errno %d; "
         "compile for a target without AMX (-amx-bf16 in target-features) "
         "to run without tiles" +
         (abort ? "\n" : ""))
            .str();
    message.push_back('\0');
    // Created detached: the symbol table renames it on a name collision
    // when it appends it to the module.
    OpBuilder detached(module.getContext());
    auto global = LLVM::GlobalOp::create(
        detached, loc, LLVM::LLVMArrayType::get(b.getI8Type(), message.size()),
        /*isConstant=*/true, LLVM::Linkage::Internal, "rope_amx_message",
        detached.getStringAttr(message));
    symbols.insert(global);

    Value error = LLVM::SubOp::create(
        b, loc, LLVM::ConstantOp::create(b, loc, i32, 0), state);
    Value format = LLVM::AddressOfOp::create(b, loc, global);
    if (abort) {
      LLVM::CallOp::create(
          b, loc, functions.report,
          ValueRange{LLVM::ConstantOp::create(b, loc, i32, 2), format, error});
      LLVM::CallOp::create(b, loc, functions.end, ValueRange());
      LLVM::UnreachableOp::create(b, loc);
      return;
    }
    Value capacity = LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                              runtime::kMessageCapacity);
    LLVM::CallOp::create(
        b, loc, functions.report,
        ValueRange{LLVM::AddressOfOp::create(b, loc, functions.messageBuffer),
                   capacity, format, error});
    LLVM::CallOp::create(
        b, loc, functions.end,
        ValueRange{LLVM::ConstantOp::create(
            b, loc, i32, static_cast<int64_t>(ROPE_STATUS_UNSUPPORTED_CPU))});
    LLVM::BrOp::create(b, loc, ValueRange(), resume);
  }

private:
  ModuleOp module;
  CheckFailureMode mode;
  runtime::FailureFunctions functions;
};

struct RequestAMXPermissionPass
    : rope::impl::RequestAMXPermissionPassBase<RequestAMXPermissionPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    DenseSet<StringRef> done = getRequestingFunctions(module);
    SmallVector<LLVM::LLVMFuncOp> functions;
    for (auto function : module.getOps<LLVM::LLVMFuncOp>())
      if (!function.isExternal() && !done.contains(function.getName()) &&
          callsAMXIntrinsic(function))
        functions.push_back(function);
    if (functions.empty())
      return;
    FailureOr<LLVM::LLVMFuncOp> request = getOrDefineRequest(module);
    RefusalBuilder refusal(module, onFailure);
    if (failed(request) || failed(refusal.declareFunctions()))
      return signalPassFailure();

    SymbolTable symbols(module);
    for (LLVM::LLVMFuncOp function : functions) {
      if (function.isVarArg()) {
        function.emitError() << kPass << " cannot forward the variadic "
                             << "arguments of a function on AMX tiles";
        return signalPassFailure();
      }
      // The tile code moves into a function of its own, which only a
      // granted request calls: LLVM's x86 backend configures the tiles
      // (ldtilecfg) after the last call before them, and releases them
      // (tilerelease) on return, in whatever function runs them.
      auto tiles = function.cloneWithoutRegions();
      tiles.getBody().takeBody(function.getBody());
      tiles.setSymName((function.getName() + ".amx").str());
      tiles.setLinkage(LLVM::Linkage::Internal);
      tiles.setNoInline(true);
      symbols.insert(tiles, std::next(function->getIterator()));

      Location loc = function.getLoc();
      OpBuilder b(function.getContext());
      Block *entry = function.addEntryBlock(b);
      Block *refused = b.createBlock(&function.getBody());
      Block *call = b.createBlock(&function.getBody());

      b.setInsertionPointToStart(entry);
      Value state =
          LLVM::CallOp::create(b, loc, *request, ValueRange()).getResult();
      Value granted = LLVM::ICmpOp::create(
          b, loc, LLVM::ICmpPredicate::eq, state,
          LLVM::ConstantOp::create(b, loc, b.getI32Type(), 1));
      LLVM::CondBrOp::create(b, loc, granted, call, refused);
      refusal.build(refused, function, state, call, symbols);

      b.setInsertionPointToStart(call);
      auto result = LLVM::CallOp::create(b, loc, tiles, entry->getArguments());
      if (isa<LLVM::LLVMVoidType>(function.getFunctionType().getReturnType()))
        LLVM::ReturnOp::create(b, loc, ValueRange());
      else
        LLVM::ReturnOp::create(b, loc, result.getResult());
    }
  }
};
} // namespace
