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
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

/// Returns the dimensions of `shape` other than 1 (dynamic ones included, as
/// ShapedType::kDynamic).
SmallVector<int64_t> nonUnitDims(ArrayRef<int64_t> shape);

/// Returns true if `slice` is `source[..., offset : offset + size * stride :
/// stride]` (every other dimension whole) and sets `source`.
bool isLastDimSlice(Value slice, int64_t offset, int64_t size, Value &source,
                    int64_t stride = 1);

/// Returns the inputs, in order, of a concatenation along the last
/// dimension that produces `v`: a `tensor.concat`, or a chain of
/// `tensor.insert_slice`s of whole tensors into a `tensor.empty` whose last
/// dimensions they tile in order (how the upstream TOSA-to-tensor lowering
/// writes `tosa.concat`); nullopt otherwise.
std::optional<SmallVector<Value>> getLastDimConcatInputs(Value v);

/// Returns the [..., k] source of an expand_shape of `v` to [..., k, 1], or
/// null.
Value getTrailingUnitSource(Value v);

/// Returns the [..., k, 2] source of a collapse_shape of `v` that merges
/// only its two last dimensions into one of size 2k, or null.
Value getCollapsedPairs(Value v);

/// Returns the negated operand of an elementwise `negf` generic, or null.
Value getNegated(Value v);

/// Returns the values of a float constant (`dense` or `dense_resource`) as
/// doubles, or nullopt.
std::optional<SmallVector<double>> readFloatConstant(Value v);

/// Returns the values of a static float tensor computed from constants
/// alone (constants, unit reshapes, parallel generics whose bodies read
/// their inputs, `linalg.index` and constants with arith/math ops), each op
/// rounded to its result type; nullopt otherwise or past `depth` producers.
std::optional<SmallVector<double>> evaluateConstant(Value v, int depth = 16);

/// Returns `operand` read through the copy generics that broadcast or
/// transpose it (JAX's `broadcast_in_dim` after IREE's input conversion),
/// their maps composed with the operand's.
MappedOperand lookThroughBroadcasts(MappedOperand operand);

/// Positions and frequencies that `angles[..., i] = float(positions[...]) *
/// frequencies[i]` is computed from.
struct AngleTrace {
  Value positions;
  SmallVector<double> frequencies;
  FloatType frequencyType;
  /// Frequencies the graph reads at run time (torch.compile passes
  /// `inv_freq` as an argument): a tensor whose only non-unit dimension is
  /// the pairs; `frequencies` is then empty.
  Value runtimeFrequencies;
  /// The positions are converted with `arith.uitofp`: their bits are an
  /// unsigned integer, which a rope op (reading signed integers) must be
  /// given widened.
  bool isUnsigned = false;
};

/// A cos or sin table traced back to what it is computed from.
struct TableTrace {
  enum class Trig { Cos, Sin, Other };
  /// %f of the `tensor.concat(%f, %f)` along the last dimension that the
  /// table is an elementwise function of: the table's halves are equal.
  Value angles;
  /// Cos or Sin when the function is `trig(%f) * scale`.
  Trig trig = Trig::Other;
  double scale = 1.0;
  /// Multimodal sections: when the halves are recomposed from the rows of
  /// a [axes, ..., pairs] table (Qwen2-VL), `angles` is that table and pair
  /// runs of these lengths take axes 0, 1, ...
  SmallVector<int64_t> sections;
  /// Positions and frequencies of a table gathered from a constant one
  /// (traceGatheredTable), which has `gatheredRows` positions.
  std::optional<AngleTrace> gathered;
  int64_t gatheredRows = 0;
  /// Why positions and frequencies cannot be recovered, when the trace
  /// knows (e.g. the table is gathered).
  std::string notExact;
};

/// Walks the elementwise functions of one tensor that compute the table `v`
/// (a trig function, constant factors after it, float casts), recording the
/// trig function and the factors in `trace` (`Other` when there is no trig
/// function or anything else). Returns the tensor they start from, or null
/// if `v` mixes several tensors.
Value walkTableFunction(Value v, TableTrace &trace);

/// Traces a table of halves (Hugging Face's `cat((freqs, freqs), -1)` under
/// cos or sin); fails with the reason in `why`.
FailureOr<TableTrace> traceHalfTable(Value table, std::string &why);

/// Traces a [..., pairs] table gathered by position id from a constant
/// [positions, ...] table of cos or sin values (GPT-J), recovering the ids
/// and the frequencies; fails with the reason in `why`.
FailureOr<TableTrace> traceGatheredTable(Value table, std::string &why);

/// Traces a [..., pairs] table holding one value per pair: gathered from a
/// constant table (GPT-J), the first or second half of a table of halves
/// (GLM's and DeepSeek's `cos[..., :D/2]`), or a trig function of the
/// angles. A table of other provenance gives a trace without angles (its
/// `trig` is Other), which keeps the graph's tables.
TableTrace tracePairTable(Value table);

/// Traces angles back to integer positions and constant frequencies; fails
/// with the reason in `why`.
FailureOr<AngleTrace> traceAngles(Value angles, std::string &why);

/// Where a rotation's tables and positions vary.
struct TableLayout {
  /// The tables vary with dimension 0 of the input (the batch).
  bool perBatch = false;
  /// The sequence dimension of the input; a rope op needs it just before
  /// the channels, so another one means transposing around the rotation.
  int64_t seqDim = 0;
};

/// Checks that a table operand read with `map` by a rotation of `input`
/// (channels last; the table of the same rank or lower, its dimensions read
/// in order) is indexed by the channels, broadcast along every other
/// dimension but one (the sequence) and possibly dimension 0 (the batch), as
/// the tables and positions of the rope ops are laid out.
FailureOr<TableLayout> checkTableMap(AffineMap map, RankedTensorType table,
                                     RankedTensorType input, std::string &why);

/// Returns the named schedule (`#rope.default`, `#rope.linear`,
/// `#rope.proportional`, `#rope.llama3`) whose values rounded to `type` are
/// `frequencies` (2 * frequencies.size() channels), or
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
  /// Where the tables vary (checkTableMap).
  TableLayout tables;
  TableTrace cosTrace, sinTrace;
  /// The form matched, for remarks ("rotate_half", ...).
  StringRef form;
};

/// Checks the cos and sin operands of a rotation of `input`: tensors laid
/// out as checkTableMap requires, both the same way, each traced by
/// `traceTable`. On success sets `match`'s cos, sin, tables and traces.
LogicalResult matchTables(const MappedOperand &cos, const MappedOperand &sin,
                          RankedTensorType input,
                          FailureOr<TableTrace> (*traceTable)(Value table,
                                                              std::string &why),
                          RotationMatch &match, std::string &why);

/// How a tensor relates to the `x` it is computed from in one idiom family's
/// `x * cos + partner(x) * sin`.
enum class PartnerKind {
  None,
  /// The family's partner: the rotation by +angle.
  Rotation,
  /// The partners with the other sign: the rotation by -angle.
  OtherSign,
};

/// What distinguishes one idiom family's `x * cos + partner(x) * sin`.
struct RotationForm {
  /// For remarks ("rotate_half", ...).
  StringRef name;
  Layout layout;
  /// See RotationMatch::tableStride.
  int64_t tableStride;
  /// Classifies `v` as the family's partner of some `x`, which it sets.
  PartnerKind (*classifyPartner)(Value v, Value &x);
  /// Traces a table: proves it repeats its values as the layout pairs
  /// channels, and finds what it is computed from.
  FailureOr<TableTrace> (*traceTable)(Value table, std::string &why);
};

/// The forms of the families (RaiseHalf.cpp, RaiseInterleaved.cpp).
const RotationForm &getHalfForm();
const RotationForm &getInterleavedForm();

/// How far a generic got towards a family's rotation.
enum class MatchLevel { None, NearMiss, Match };

/// Matches `add` against `x * cos + partner(x) * sin` of `form` (in any
/// operand order). NearMiss means the partner of the multiplied tensor was
/// found but the rest does not check out (`why` says what).
MatchLevel matchRotationSum(linalg::GenericOp add, const RotationForm &form,
                            RotationMatch &match, std::string &why);

/// Adds the pattern that raises `form`'s rotations.
void populateRotationSumPattern(RewritePatternSet &patterns,
                                const RotationForm &form,
                                const RaiseOptions &options);

/// Emits a remark at `op` if it is IREE's fused rotate_half but cannot be
/// raised (RaiseGatheredHalf.cpp), saying why.
void explainGatheredHalf(linalg::GenericOp op);

/// Emits a remark at `op` (a tensor.concat, tensor.insert_slice or
/// tensor.collapse_shape) if it puts back together the rotated components
/// of pairs split by slices but cannot be raised (RaisePairComponents.cpp),
/// saying why.
void explainPairComponents(Operation *op);

/// Splits every elementwise generic under `root` that sums products and
/// reads a rotation's partner tensor or stride-2 channels (a rotation fused
/// by upstream elementwise fusion) into one generic per op of its body, the
/// form the idiom families match (SplitFusedRotations.cpp).
void splitFusedRotations(Operation *root);

/// Emits a remark at every generic with reduction loops under `root` that
/// reads a rotation's partner tensor or stride-2 channels: a rotation fused
/// into a contraction, which no idiom family matches.
void explainFusedRotations(Operation *root);

/// Builds the `rope.rotate` (exact angles, when positions and frequencies
/// are recovered and `options.exactAngles`) or `rope.rotate_with_tables`
/// (the graph's tables) of a matched rotation, and reports it with a remark
/// at `loc` when `options.remarks`.
Value buildRotation(RewriterBase &rewriter, Location loc,
                    const RotationMatch &match, const RaiseOptions &options);

} // namespace mlir::rope::raise

#endif // LIB_CONVERSION_LINALGTOROPE_RAISEMATCHERS_H
