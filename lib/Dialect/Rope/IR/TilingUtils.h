//===- TilingUtils.h - Slicing helpers of the tiled rope ops ----*- C++ -*-===//
//
// Internal to the dialect library: the slices that tiles of rotations and of
// rope.attention take of their operands.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_DIALECT_ROPE_IR_TILINGUTILS_H
#define ROPE_LIB_DIALECT_ROPE_IR_TILINGUTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

namespace mlir::rope::detail {

/// Returns the slice of `value` at `offsets`/`sizes` (unit strides) and
/// appends the slice op to `slices`.
Value slice(OpBuilder &b, Location loc, Value value,
            ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
            SmallVectorImpl<Operation *> &slices);

/// Slices a positions tensor or table whose leading dimensions follow an
/// input's (`offsets`/`sizes` are in the input's dimensions): `[seq, ...]`
/// or `[batch, seq, ...]`, after `axes` leading axis dimensions kept whole
/// (multimodal positions). `trailing` trailing dimensions (a table's pairs)
/// are kept whole.
Value slicePositionLike(OpBuilder &b, Location loc, Value value, int64_t axes,
                        int64_t trailing, ArrayRef<OpFoldResult> offsets,
                        ArrayRef<OpFoldResult> sizes,
                        SmallVectorImpl<Operation *> &slices);

} // namespace mlir::rope::detail

#endif // ROPE_LIB_DIALECT_ROPE_IR_TILINGUTILS_H
