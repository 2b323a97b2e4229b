//===- Remarks.h - Decisions of rope-mlir passes as remarks -----*- C++ -*-===//
//
// Every decision a rope-mlir pass takes (a rotation raised or not, an
// attention fused or not, where keys are rotated, how an attention is tiled,
// which kernel a contraction gets) is reported through one type, `Decision`.
//
// Without MLIR's remark engine on the context, or where its filters leave the
// pass out, a decision that is printed by default becomes a plain diagnostic
// remark: the text users and tests read on stderr. With the engine
// (`--remarks-filter=rope --remark-format=yaml --remarks-output-file=...` in
// rope-opt, or `remark::enableOptimizationRemarks` in an embedding compiler)
// it becomes a structured optimization remark: kind (passed, missed, failed,
// analysis), category (the pass's command-line name), remark name, enclosing
// function, the message and machine-readable arguments.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_SUPPORT_REMARKS_H
#define ROPE_SUPPORT_REMARKS_H

#include "mlir/IR/Location.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <utility>

namespace mlir {
class Operation;

namespace rope {

/// The outcome a decision reports, as MLIR's remark kinds name them.
enum class DecisionKind {
  /// A transformation applied (a rotation raised, an attention fused).
  Passed,
  /// A transformation that did not apply, with the reason.
  Missed,
  /// A transformation that was attempted and failed.
  Failed,
  /// A choice among alternatives (tile sizes, key rotation, kernel shape).
  Analysis,
};

/// Whether a decision also prints as a diagnostic remark when no remark engine
/// is enabled.
enum class DecisionVisibility {
  /// Printed as `remark: <message>` without a remark engine.
  Printed,
  /// Only reported to a remark engine (decisions too frequent for stderr).
  EngineOnly,
};

/// One decision of a rope-mlir pass. Stream the human-readable message into it
/// with `<<` and attach machine-readable arguments with `arg`; it is reported
/// when it goes out of scope. `pass` and `name` must outlive the context's
/// remark engine (use string literals).
class Decision {
public:
  /// A decision about `op`.
  Decision(DecisionKind kind, Operation *op, llvm::StringRef pass,
           llvm::StringRef name,
           DecisionVisibility visibility = DecisionVisibility::Printed);
  /// A decision at `loc` inside `scope`'s function (`scope` may be null).
  Decision(DecisionKind kind, Location loc, Operation *scope,
           llvm::StringRef pass, llvm::StringRef name,
           DecisionVisibility visibility = DecisionVisibility::Printed);
  Decision(const Decision &) = delete;
  Decision &operator=(const Decision &) = delete;
  ~Decision();

  template <typename T>
  Decision &operator<<(T &&value) {
    os << std::forward<T>(value);
    return *this;
  }

  /// Attaches `key: value` to the structured remark (not to the message).
  Decision &arg(llvm::StringRef key, llvm::StringRef value);
  Decision &arg(llvm::StringRef key, int64_t value);
  Decision &arg(llvm::StringRef key, double value);

private:
  DecisionKind kind;
  Location loc;
  llvm::StringRef pass;
  llvm::StringRef name;
  llvm::StringRef function;
  DecisionVisibility visibility;
  std::string message;
  llvm::raw_string_ostream os{message};
  llvm::SmallVector<std::pair<std::string, std::string>> args;
};

} // namespace rope
} // namespace mlir

#endif // ROPE_SUPPORT_REMARKS_H
