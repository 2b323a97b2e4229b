//===- ExtractCopy.h - torch-mlir's copies by tensor.extract ----*- C++ -*-===//
//
// With dynamic sizes, torch-mlir writes its expands and broadcasts as a
// linalg.generic without inputs that reads the source by tensor.extract at
// the loop indices (see ExtractCopy.cpp). Both the raising patterns and the
// attention matcher look through such copies.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_SUPPORT_EXTRACTCOPY_H
#define ROPE_SUPPORT_EXTRACTCOPY_H

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::rope {

/// If `op` is torch-mlir's copy of a tensor by tensor.extract at the loop
/// indices, returns the tensor. With `broadcastDim`, the copy must instead
/// read index 0 of a unit dimension there: a broadcast along it.
Value matchExtractCopy(Operation *op,
                       std::optional<int64_t> broadcastDim = std::nullopt);

} // namespace mlir::rope

#endif // ROPE_SUPPORT_EXTRACTCOPY_H
