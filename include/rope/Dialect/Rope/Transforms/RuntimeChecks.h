//===- RuntimeChecks.h - Run-time size checks of rotations ------*- C++ -*-===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_RUNTIMECHECKS_H
#define ROPE_DIALECT_ROPE_TRANSFORMS_RUNTIMECHECKS_H

#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Dialect/Rope/Transforms/Passes.h"

namespace mlir {
class OpBuilder;

namespace rope {

/// Inserts at `builder`'s insertion point a run-time check of every size
/// relation of `op` that its verifier accepts only because a size is
/// dynamic (positions against the input's sequence and batch dimensions,
/// axes against sections, frequencies against rotary_dim / 2) and, for an
/// `index` or `i64` start offset, that offset + seq - 1 does not overflow.
/// A failed check reports a message naming the op, its location and the
/// sizes as `mode` says (the module gets the functions and globals that
/// needs and one string global per check). Returns the number of checks (0
/// for fully static shapes); fails, with an error, if the module uses those
/// names for something else.
FailureOr<unsigned> insertRuntimeChecks(OpBuilder &builder, RotateOp op,
                                        CheckFailureMode mode);

/// The same for the tables' sequence, batch and pair dimensions.
FailureOr<unsigned> insertRuntimeChecks(OpBuilder &builder,
                                        RotateWithTablesOp op,
                                        CheckFailureMode mode);

/// The same for attention: the query and key positions against the query
/// and key, the frequencies, the batch dimensions of query, key and value,
/// the key and value heads and lengths, and query heads a multiple of the
/// key heads.
FailureOr<unsigned> insertRuntimeChecks(OpBuilder &builder, AttentionOp op,
                                        CheckFailureMode mode);

} // namespace rope
} // namespace mlir

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_RUNTIMECHECKS_H
