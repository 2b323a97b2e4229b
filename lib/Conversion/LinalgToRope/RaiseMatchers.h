//===- RaiseMatchers.h - Shared matchers of rope-raise ----------*- C++ -*-===//
//
// What every idiom family of `rope-raise` recognizes the same way: the
// elementwise generics that frontends emit for one scalar op, reshapes that
// only add or drop unit dimensions, cos/sin tables traced back to the angles
// they are computed from, the angles traced back to integer positions and a
// constant inverse-frequency vector, and the rotation op built from them.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_LINALGTOROPE_RAISEMATCHERS_H
#define LIB_CONVERSION_LINALGTOROPE_RAISEMATCHERS_H

#include "rope/Conversion/LinalgToRope/LinalgToRope.h"
#include "rope/Dialect/Rope/IR/RopeAttributes.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <string>

namespace mlir::rope::raise {

/// An input of an elementwise generic and the indexing map it is read with.
struct MappedOperand {
  Value value;
  AffineMap map;
};

/// Returns the linalg.generic defining `v` if it has one result, all loops
/// parallel, an identity output map and a body that reads neither the output
/// nor the loop indices; else null.
linalg::GenericOp getElementwiseGeneric(Value v);

/// Returns the inputs that `OpTy`, the only op of the body of the generic
/// defining `v`, reads (in the op's operand order) if the generic is
/// elementwise (getElementwiseGeneric) and yields that op's result.
template <typename OpTy>
std::optional<SmallVector<MappedOperand, 2>> matchElementwise(Value v) {
  linalg::GenericOp generic = getElementwiseGeneric(v);
  if (!generic)
    return std::nullopt;
  Block &body = generic.getRegion().front();
  if (body.getOperations().size() != 2)
    return std::nullopt;
  auto op = dyn_cast<OpTy>(&body.front());
  if (!op || body.getTerminator()->getOperand(0) != op->getResult(0))
    return std::nullopt;
  SmallVector<MappedOperand, 2> operands;
  for (Value operand : op->getOperands()) {
    auto arg = dyn_cast<BlockArgument>(operand);
    if (!arg || arg.getOwner() != &body ||
        arg.getArgNumber() >= generic.getNumDpsInputs())
      return std::nullopt;
    operands.push_back({generic.getDpsInputs()[arg.getArgNumber()],
                        generic.getIndexingMapsArray()[arg.getArgNumber()]});
  }
  return operands;
}

/// Returns `v` with every `tensor.expand_shape` / `tensor.collapse_shape`
/// that only adds or drops unit dimensions looked through.
Value stripUnitReshapes(Value v);

/// Returns the static dimensions of `shape` other than 1.
SmallVector<int64_t> nonUnitDims(ArrayRef<int64_t> shape);

/// Returns true if `slice` is `source[..., offset : offset + size]` (every
/// other dimension whole, unit strides) and sets `source`.
bool isLastDimSlice(Value slice, int64_t offset, int64_t size, Value &source);

/// Returns the values of a float constant (`dense` or `dense_resource`) as
/// doubles, or nullopt.
std::optional<SmallVector<double>> readFloatConstant(Value v);

/// A cos or sin table traced back to what it is computed from.
struct TableTrace {
  enum class Trig { Cos, Sin, Other };
  /// %f of the `tensor.concat(%f, %f)` along the last dimension that the
  /// table is an elementwise function of: the table's halves are equal.
  Value angles;
  /// Cos or Sin when the function is `trig(%f) * scale`.
  Trig trig = Trig::Other;
  double scale = 1.0;
};

/// Traces a table of halves (Hugging Face's `cat((freqs, freqs), -1)` under
/// cos or sin); fails with the reason in `why`.
FailureOr<TableTrace> traceHalfTable(Value table, std::string &why);

/// Positions and frequencies that `angles[..., i] = float(positions[...]) *
/// frequencies[i]` is computed from.
struct AngleTrace {
  Value positions;
  SmallVector<double> frequencies;
  FloatType frequencyType;
};

/// Traces angles back to integer positions and constant frequencies; fails
/// with the reason in `why`.
FailureOr<AngleTrace> traceAngles(Value angles, std::string &why);

/// Checks that a table operand of rank n read with `map` by a rotation of
/// `input` (rank n, [..., seq, head_dim]) is shared by every leading
/// dimension or varies with dimension 0 only (`perBatch`), as the tables and
/// positions of the rope ops are laid out.
LogicalResult checkTableMap(AffineMap map, RankedTensorType table,
                            RankedTensorType input, bool &perBatch,
                            std::string &why);

/// Returns the named schedule (`#rope.default`, `#rope.linear`) whose values
/// rounded to `type` are `frequencies` (2 * frequencies.size() channels), or
/// `#rope.explicit` with the values; `how` says which and why.
FrequencyScheduleAttrInterface recoverSchedule(MLIRContext *context,
                                               ArrayRef<double> frequencies,
                                               FloatType type,
                                               std::string &how);

/// The cos and sin operands of a matched rotation of `input`, as its
/// multiplications read them (rank of input, broadcast by `map`).
struct RotationMatch {
  Value input;
  Layout layout;
  MappedOperand cos, sin;
  /// Channel stride of a table's distinct values along its last dimension:
  /// 1 when the halves repeat (`half`), 2 when each value is repeated
  /// twice in a row (`interleaved`).
  int64_t tableStride;
  /// The tables vary with dimension 0 of the input (checkTableMap).
  bool perBatch;
  TableTrace cosTrace, sinTrace;
  /// The form matched, for remarks ("rotate_half", ...).
  StringRef form;
};

/// Builds the `rope.rotate` (exact angles, when positions and frequencies
/// are recovered and `options.exactAngles`) or `rope.rotate_with_tables`
/// (the graph's tables) of a matched rotation, and reports it with a remark
/// at `loc` when `options.remarks`.
Value buildRotation(RewriterBase &rewriter, Location loc,
                    const RotationMatch &match, const RaiseOptions &options);

} // namespace mlir::rope::raise

#endif // LIB_CONVERSION_LINALGTOROPE_RAISEMATCHERS_H
