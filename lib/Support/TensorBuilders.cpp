//===- TensorBuilders.cpp - Small tensor-op builders shared by passes -----===//

#include "rope/Support/TensorBuilders.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"

using namespace mlir;

Value rope::createTranspose(OpBuilder &b, Location loc, Value value,
                            ArrayRef<int64_t> permutation) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, value);
  Value init =
      tensor::EmptyOp::create(b, loc, applyPermutation(sizes, permutation),
                              getElementTypeOrSelf(value.getType()));
  return linalg::TransposeOp::create(b, loc, value, init, permutation)
      ->getResult(0);
}
