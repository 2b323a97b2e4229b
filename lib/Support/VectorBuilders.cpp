//===- VectorBuilders.cpp - Small vector-op builders shared by passes -----===//

#include "rope/Support/VectorBuilders.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;

Value mlir::rope::createTreeReduction(
    OpBuilder &b, Location loc, Value vector,
    function_ref<Value(OpBuilder &, Location, Value, Value)> combine) {
  int64_t lanes = cast<VectorType>(vector.getType()).getNumElements();
  SmallVector<Value> leftOver;
  while (lanes > 1) {
    if (lanes % 2 == 1) {
      leftOver.push_back(vector::ExtractOp::create(b, loc, vector, lanes - 1));
      vector = vector::ExtractStridedSliceOp::create(b, loc, vector, {0},
                                                     {lanes - 1}, {1});
      --lanes;
    }
    int64_t half = lanes / 2;
    Value low =
        vector::ExtractStridedSliceOp::create(b, loc, vector, {0}, {half}, {1});
    Value high = vector::ExtractStridedSliceOp::create(b, loc, vector, {half},
                                                       {half}, {1});
    vector = combine(b, loc, low, high);
    lanes = half;
  }
  Value result = vector::ExtractOp::create(b, loc, vector, 0);
  for (Value lane : leftOver)
    result = combine(b, loc, result, lane);
  return result;
}
