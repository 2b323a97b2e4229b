//===- RuntimeStatus.h - The run-time status ABI in LLVM IR -----*- C++ -*-===//
//
// Builders of what a compiled module defines for the status ABI of
// rope-c/Runtime.h: the thread-local status and message of failed run-time
// checks, the call a failed check makes, and rope_last_error,
// rope_last_status and rope_clear_error. Everything is weak_odr, so
// modules linked into one binary share one status.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_RUNTIMESTATUS_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_RUNTIMESTATUS_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::rope::runtime {

/// The calling thread's RopeStatus (i32).
inline constexpr llvm::StringLiteral kStatusGlobal = "__rope_status";
/// The calling thread's message, a NUL-terminated string.
inline constexpr llvm::StringLiteral kMessageGlobal = "__rope_message";
/// `void __rope_check_failed(i32 status)`: what a failed check calls after
/// writing its message; rope-return-status returns from the function there.
inline constexpr llvm::StringLiteral kCheckFailed = "__rope_check_failed";
/// The status-returning twin of `_mlir_ciface_<name>`.
inline constexpr llvm::StringLiteral kCheckedPrefix = "_rope_checked_";
/// Bytes of the message buffer, its NUL included.
inline constexpr int64_t kMessageCapacity = 1024;

/// Returns the thread-local message buffer of `module`, defining it (and
/// the status) if needed; fails, with an error, if the name is taken by
/// something else.
FailureOr<LLVM::GlobalOp> getOrCreateMessageBuffer(ModuleOp module);

/// Returns `__rope_check_failed`, defining it if needed (it stores its
/// argument into the thread's status).
FailureOr<LLVM::LLVMFuncOp> getOrCreateCheckFailed(ModuleOp module);

/// What a failed check calls: `report` writes its message (snprintf into
/// the thread's message buffer, or with `abort` dprintf to stderr) and
/// `end` records its status (__rope_check_failed, or abort()).
struct FailureFunctions {
  LLVM::LLVMFuncOp report, end;
  /// The message buffer (null with `abort`).
  LLVM::GlobalOp messageBuffer;
};

/// Declares (or defines) the functions a failed check of `user` (a pass
/// name, for errors) calls in `module`.
FailureOr<FailureFunctions> declareFailureFunctions(ModuleOp module,
                                                    bool abort,
                                                    StringRef user);

/// Defines rope_last_error, rope_last_status and rope_clear_error (and the
/// globals they read) where the module does not have them yet.
LogicalResult defineStatusFunctions(ModuleOp module);

/// Returns the function `name` of `type` in `module`, defining it (weak_odr)
/// with the body `build` makes from its entry block's arguments if the
/// module has no such symbol; fails, with an error, if the name is taken by
/// something else.
FailureOr<LLVM::LLVMFuncOp> getOrDefineFunction(
    ModuleOp module, StringRef name, LLVM::LLVMFunctionType type,
    function_ref<void(OpBuilder &, Location, ValueRange)> build);

/// Returns the function `name` of `type` in `module`, declaring it (no body,
/// external) if needed; fails, with an error naming `user`, if the name is
/// taken by something else.
FailureOr<LLVM::LLVMFuncOp> getOrDeclareFunction(ModuleOp module,
                                                 StringRef name,
                                                 LLVM::LLVMFunctionType type,
                                                 StringRef user);

} // namespace mlir::rope::runtime

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_RUNTIMESTATUS_H
