//===- OptionChecks.h - Range checks of numeric pass options ----*- C++ -*-===//
//
// Numeric options of rope-mlir's passes and pipelines are checked when they
// are parsed (Pass::initializeOptions, a pipeline's registration callback),
// so that a value the code cannot handle is an error naming the option
// instead of a crash or an LLVM error deep inside a pass.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_TRANSFORMS_OPTIONCHECKS_H
#define ROPE_TRANSFORMS_OPTIONCHECKS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <limits>
#include <string>

namespace mlir::rope {

/// Reports through `errorHandler` that `value`, the option `option` of the
/// pass or pipeline `pass`, lies outside [`min`, `max`] or, where
/// `powerOfTwo`, is not a power of two, and returns its result; returns
/// success for a value in range. The default `max` means no upper bound.
inline LogicalResult
checkOptionRange(function_ref<LogicalResult(const Twine &)> errorHandler,
                 StringRef pass, StringRef option, int64_t value, int64_t min,
                 int64_t max = std::numeric_limits<int64_t>::max(),
                 bool powerOfTwo = false) {
  if (value >= min && value <= max &&
      (!powerOfTwo || llvm::isPowerOf2_64(static_cast<uint64_t>(value))))
    return success();
  std::string accepted = powerOfTwo ? "a power of two " : "";
  if (max == std::numeric_limits<int64_t>::max())
    accepted += "at least " + std::to_string(min);
  else
    accepted += "from " + std::to_string(min) + " to " + std::to_string(max);
  return errorHandler(pass + ": " + option + " must be " + accepted + ", got " +
                      Twine(value));
}

} // namespace mlir::rope

#endif // ROPE_TRANSFORMS_OPTIONCHECKS_H
