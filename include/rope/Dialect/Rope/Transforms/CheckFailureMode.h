//===- CheckFailureMode.h - What a failed run-time check does ---*- C++ -*-===//
//
// The `on-failure` option of rope-insert-runtime-checks and
// rope-request-amx-permission, and the `on-check-failure` option of the
// lowering pipelines: one enum, one list of values.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_CHECKFAILUREMODE_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_CHECKFAILUREMODE_H

namespace mlir::rope {

/// What a failed run-time check does: records its message and RopeStatus
/// in the thread's status and returns from the function (rope-c/Runtime.h;
/// rope-return-status lowers the return), or prints the message to stderr
/// and aborts the process.
enum class CheckFailureMode { Status, Abort };

} // namespace mlir::rope

/// The command-line values of an `on-failure` or `on-check-failure` option.
#define ROPE_CHECK_FAILURE_MODE_VALUES                                         \
  ::llvm::cl::values(                                                          \
      clEnumValN(::mlir::rope::CheckFailureMode::Status, "status",             \
                 "record the message and return a status"),                    \
      clEnumValN(::mlir::rope::CheckFailureMode::Abort, "abort",               \
                 "print the message to stderr and abort"))

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_CHECKFAILUREMODE_H
