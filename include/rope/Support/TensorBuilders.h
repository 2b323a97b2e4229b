//===- TensorBuilders.h - Small tensor-op builders shared by passes -*- C++ -*-===//
//
// Builders for tensor ops that raising and attention fusion both emit around
// the ops they match.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_SUPPORT_TENSORBUILDERS_H
#define ROPE_SUPPORT_TENSORBUILDERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::rope {

/// Returns `value` (a ranked tensor, static or dynamic sizes) transposed by
/// `permutation` as linalg.transpose writes it (result dimension i is input
/// dimension permutation[i]), into a tensor.empty of the permuted sizes.
Value createTranspose(OpBuilder &b, Location loc, Value value,
                      ArrayRef<int64_t> permutation);

} // namespace mlir::rope

#endif // ROPE_SUPPORT_TENSORBUILDERS_H
