//===- Remarks.cpp - Decisions of rope-mlir passes as remarks -------------===//

#include "rope/Support/Remarks.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::rope;

/// The name of the function that holds `op`, owned by the context.
static StringRef getFunctionName(Operation *op) {
  if (!op)
    return {};
  auto function = op->getParentOfType<FunctionOpInterface>();
  if (!function)
    function = dyn_cast<FunctionOpInterface>(op);
  return function ? function.getNameAttr().getValue() : StringRef();
}

Decision::Decision(DecisionKind kind, Operation *op, StringRef pass,
                   StringRef name, DecisionVisibility visibility)
    : Decision(kind, op->getLoc(), op, pass, name, visibility) {}

Decision::Decision(DecisionKind kind, Location loc, Operation *scope,
                   StringRef pass, StringRef name,
                   DecisionVisibility visibility)
    : kind(kind), loc(loc), pass(pass), name(name),
      function(getFunctionName(scope)), visibility(visibility) {}

Decision &Decision::arg(StringRef key, StringRef value) {
  args.emplace_back(key.str(), value.str());
  return *this;
}

Decision &Decision::arg(StringRef key, int64_t value) {
  return arg(key, StringRef(std::to_string(value)));
}

Decision &Decision::arg(StringRef key, double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.6g", value);
  return arg(key, StringRef(text));
}

/// Starts a remark of `kind` on the context's remark engine, or an empty one
/// where the engine is absent or filters this category out.
static remark::detail::InFlightRemark startRemark(DecisionKind kind,
                                                  Location loc,
                                                  remark::RemarkOpts opts) {
  switch (kind) {
  case DecisionKind::Passed:
    return remark::passed(loc, opts);
  case DecisionKind::Missed:
    return remark::missed(loc, opts);
  case DecisionKind::Failed:
    return remark::failed(loc, opts);
  case DecisionKind::Analysis:
    return remark::analysis(loc, opts);
  }
  llvm_unreachable("unknown decision kind");
}

Decision::~Decision() {
  remark::detail::InFlightRemark remark;
  if (loc->getContext()->getRemarkEngine()) {
    remark::RemarkOpts opts =
        remark::RemarkOpts::name(name).category(pass).function(function);
    remark = startRemark(kind, loc, opts);
  }
  // No engine, or one whose filters leave rope-mlir's category out.
  if (!remark) {
    if (visibility == DecisionVisibility::Printed)
      emitRemark(loc) << message;
    return;
  }
  remark << remark::detail::Remark::Arg("Remark", StringRef(message));
  for (const auto &[key, value] : args)
    remark << remark::detail::Remark::Arg(key, StringRef(value));
}
