//===- VectorBuilders.h - Small vector-op builders shared by passes -*- C++
//-*-===//
//
// Builders for vector ops that the CPU strategy and the attention loop nest
// both emit.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_SUPPORT_VECTORBUILDERS_H
#define ROPE_SUPPORT_VECTORBUILDERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::rope {

/// Combines the lanes of the 1-D fixed-size `vector` into one scalar with
/// `combine` (an associative, commutative operation on two values of one
/// type, vectors or scalars) by halving the vector until one lane is left:
/// log2(lanes) element-wise steps on whole registers instead of a chain of
/// one dependent step per lane. A lane left over by an odd length is
/// combined into the result at the end.
Value createTreeReduction(
    OpBuilder &b, Location loc, Value vector,
    function_ref<Value(OpBuilder &, Location, Value, Value)> combine);

} // namespace mlir::rope

#endif // ROPE_SUPPORT_VECTORBUILDERS_H
