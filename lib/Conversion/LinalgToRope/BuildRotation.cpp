//===- BuildRotation.cpp - The rope op of a matched rotation --------------===//
//
// Every idiom family ends here: a matched rotation becomes `rope.rotate`
// when its positions and frequencies are recovered (exact angles), else
// `rope.rotate_with_tables` over the graph's own tables, with a remark that
// says which and why.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"
#include "rope/Support/Remarks.h"
#include "rope/Support/TensorBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Returns `value` reshaped to the static `shape` (the same non-unit
/// dimensions in the same order), or null.
static Value reshapeUnitDims(OpBuilder &b, Location loc, Value value,
                             ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getShape() == shape)
    return value;
  auto target = RankedTensorType::get(shape, type.getElementType());
  if (type.getRank() > target.getRank()) {
    if (auto groups =
            getReassociationIndicesForCollapse(type.getShape(), shape))
      return tensor::CollapseShapeOp::create(b, loc, target, value, *groups);
    return {};
  }
  if (auto groups = getReassociationIndicesForCollapse(shape, type.getShape()))
    return tensor::ExpandShapeOp::create(b, loc, target, value, *groups);
  return {};
}

/// Returns the integer tensor `positions` zero-extended to i64: a rope op
/// reads its positions as signed, the graph converted them as unsigned.
static Value zeroExtendToI64(OpBuilder &b, Location loc, Value positions) {
  auto type = cast<RankedTensorType>(positions.getType());
  Type i64 = b.getI64Type();
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, positions), i64);
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{positions},
      ValueRange{init}, ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value wide = arith::ExtUIOp::create(nested, nestedLoc, i64, args[0]);
        linalg::YieldOp::create(nested, nestedLoc, wide);
      });
  return generic->getResult(0);
}

/// The positions and frequencies of a rotation whose angles are recovered.
struct ExactRotation {
  Value positions;
  Value frequencies;
  Value scale;
  DenseI64ArrayAttr sections;
  std::string description;
};

static FailureOr<ExactRotation> buildExact(RewriterBase &rewriter, Location loc,
                                           const RotationMatch &match,
                                           std::string &why) {
  const TableTrace &cos = match.cosTrace, &sin = match.sinTrace;
  if (cos.trig != TableTrace::Trig::Cos || sin.trig != TableTrace::Trig::Sin) {
    why = !cos.notExact.empty()
              ? cos.notExact
              : "its tables are not cos and sin of the angles (times a "
                "constant)";
    return failure();
  }
  if (cos.angles != sin.angles || cos.scale != sin.scale ||
      cos.sections != sin.sections) {
    why = "its cos and sin tables are not computed from the same angles and "
          "scale";
    return failure();
  }
  // A gathered table's frequencies come from its sin half (asin is well
  // conditioned at small angles, acos is not).
  FailureOr<AngleTrace> angles = sin.gathered
                                     ? FailureOr<AngleTrace>(*sin.gathered)
                                     : traceAngles(cos.angles, why);
  if (failed(angles))
    return failure();
  if (cos.gathered.has_value() != sin.gathered.has_value() ||
      (cos.gathered && cos.gathered->positions != sin.gathered->positions)) {
    why = "its cos and sin tables are not gathered by the same positions";
    return failure();
  }
  auto inputType = cast<RankedTensorType>(match.input.getType());
  int64_t rank = inputType.getRank();
  int64_t rotaryDim = inputType.getDimSize(rank - 1);
  auto pairs = static_cast<int64_t>(angles->frequencies.size());
  if (Value runtime = angles->runtimeFrequencies)
    pairs = cast<RankedTensorType>(runtime.getType()).getNumElements();
  if (2 * pairs != rotaryDim) {
    why = "its frequency vector does not have one value per pair";
    return failure();
  }
  SmallVector<int64_t> positionShape;
  if (!cos.sections.empty())
    positionShape.push_back(static_cast<int64_t>(cos.sections.size()));
  if (match.tables.perBatch)
    positionShape.push_back(inputType.getDimSize(0));
  positionShape.push_back(inputType.getDimSize(match.tables.seqDim));
  auto angleType = cast<RankedTensorType>(cos.angles.getType());
  if (nonUnitDims(angleType.getShape().drop_back()) !=
      nonUnitDims(positionShape)) {
    why = "its angles are not laid out as [axes?, batch?, seq] positions";
    return failure();
  }
  auto integerType =
      dyn_cast<IntegerType>(getElementTypeOrSelf(angles->positions));
  if (angles->isUnsigned && (!integerType || integerType.getWidth() >= 64)) {
    why = "its positions are unsigned 64-bit integers (arith.uitofp), which "
          "rope ops would read as signed";
    return failure();
  }
  Value positions =
      reshapeUnitDims(rewriter, loc, angles->positions, positionShape);
  if (!positions) {
    why = "its positions cannot be reshaped to the rotation's positions";
    return failure();
  }
  if (angles->isUnsigned)
    positions = zeroExtendToI64(rewriter, loc, positions);
  Value scale;
  std::string description;
  llvm::raw_string_ostream os(description);
  Value frequencies;
  if (Value runtime = angles->runtimeFrequencies) {
    // The graph's own inverse frequencies, read at run time: the angles
    // are computed from them exactly (in f64), as from a schedule's.
    frequencies = reshapeUnitDims(rewriter, loc, runtime, {pairs});
    os << "the graph's " << pairs << " " << angles->frequencyType
       << " inverse frequencies, read at run time from ";
    if (auto argument = dyn_cast<BlockArgument>(runtime))
      os << "block argument #" << argument.getArgNumber();
    else
      os << runtime.getDefiningOp()->getName();
  } else {
    MLIRContext *context = rewriter.getContext();
    std::string how;
    FrequencyScheduleAttrInterface schedule = recoverSchedule(
        context, angles->frequencies, angles->frequencyType, how);
    frequencies =
        FrequenciesOp::create(
            rewriter, loc,
            RankedTensorType::get({pairs}, rewriter.getF64Type()),
            /*attention_factor=*/Type(), schedule,
            /*sequence_length=*/Value())
            .getFrequencies();
    os << "schedule " << schedule << " (" << how << ")";
  }
  if (sin.gathered)
    os << ", positions assumed in [0, " << sin.gatheredRows
       << ") as the gathered table covers";
  if (cos.scale != 1.0) {
    auto tableType = cast<FloatType>(getElementTypeOrSelf(match.cos.value));
    scale = arith::ConstantOp::create(rewriter, loc,
                                      FloatAttr::get(tableType, cos.scale));
    os << ", scale " << cos.scale;
  }
  DenseI64ArrayAttr sections;
  if (!cos.sections.empty()) {
    sections = rewriter.getDenseI64ArrayAttr(cos.sections);
    os << ", sections [";
    llvm::interleaveComma(cos.sections, os);
    os << "]";
  }
  return ExactRotation{positions, frequencies, scale, sections, description};
}

/// Returns the `[batch?, seq, pairs]` table that `rope.rotate_with_tables`
/// takes, sliced from the graph's broadcast table operand.
static Value sliceTable(OpBuilder &b, Location loc, const RotationMatch &match,
                        Value table) {
  auto inputType = cast<RankedTensorType>(match.input.getType());
  auto tableType = cast<RankedTensorType>(table.getType());
  int64_t rank = tableType.getRank();
  int64_t pairs = inputType.getShape().back() / 2;
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, table);
  sizes.back() = b.getIndexAttr(pairs);
  SmallVector<int64_t> offsets(rank, 0), strides(rank, 1);
  strides.back() = match.tableStride;
  SmallVector<int64_t> shape;
  if (match.tables.perBatch)
    shape.push_back(inputType.getDimSize(0));
  shape.append({inputType.getDimSize(match.tables.seqDim), pairs});
  auto resultType = RankedTensorType::get(shape, tableType.getElementType());
  return tensor::ExtractSliceOp::create(
      b, loc, resultType, table,
      getAsIndexOpFoldResult(b.getContext(), offsets), sizes,
      getAsIndexOpFoldResult(b.getContext(), strides));
}

/// Builds the rotation op of a match whose sequence dimension is just
/// before the channels.
/// Reports the rotation `match` raised to `op` at `loc`: printed under the
/// `remarks` option, else only to a remark engine. `angles` says where the
/// angles come from and `detail` how (the schedule recognized, or why exact
/// angles were not used).
static void remarkRaised(RewriterBase &rewriter, Location loc,
                         const RotationMatch &match,
                         const RaiseOptions &options, StringRef op,
                         StringRef angles, StringRef detail) {
  StringRef layout = stringifyLayout(match.layout);
  int64_t rotaryDim =
      cast<RankedTensorType>(match.input.getType()).getShape().back();
  Operation *scope = rewriter.getInsertionBlock()->getParentOp();
  DecisionVisibility visibility = options.remarks
                                      ? DecisionVisibility::Printed
                                      : DecisionVisibility::EngineOnly;
  Decision(DecisionKind::Passed, loc, scope, "rope-raise", "RotationRaised",
           visibility)
          .arg("Form", match.form)
          .arg("Op", op)
          .arg("Layout", layout)
          .arg("RotaryDim", rotaryDim)
          .arg("Angles", detail)
      << "rope-raise: " << match.form << " rotation raised to " << op
      << " (layout " << layout << ", rotary_dim " << rotaryDim << ", "
      << angles << "): " << detail;
}

static Value buildRotationOp(RewriterBase &rewriter, Location loc,
                             const RotationMatch &match, Value input,
                             const RaiseOptions &options);

Value raise::buildRotation(RewriterBase &rewriter, Location loc,
                           const RotationMatch &match,
                           const RaiseOptions &options) {
  auto inputType = cast<RankedTensorType>(match.input.getType());
  int64_t rank = inputType.getRank();
  int64_t seqDim = match.tables.seqDim;
  if (seqDim == rank - 2)
    return buildRotationOp(rewriter, loc, match, match.input, options);
  // A rope op rotates [..., seq, channels]: move the sequence there and back
  // (GPT-J rotates [batch, seq, heads, channels]).
  SmallVector<int64_t> permutation;
  for (int64_t j = 0; j + 1 < rank; ++j)
    if (j != seqDim)
      permutation.push_back(j);
  permutation.append({seqDim, rank - 1});
  SmallVector<int64_t> inverse(rank);
  for (auto [to, from] : llvm::enumerate(permutation))
    inverse[from] = to;
  Value moved = createTranspose(rewriter, loc, match.input, permutation);
  Value rotated = buildRotationOp(rewriter, loc, match, moved, options);
  return createTranspose(rewriter, loc, rotated, inverse);
}

static Value buildRotationOp(RewriterBase &rewriter, Location loc,
                             const RotationMatch &match, Value input,
                             const RaiseOptions &options) {
  auto inputType = cast<RankedTensorType>(input.getType());
  std::string why = "exact-angles=false keeps the graph's numerics";
  if (options.exactAngles) {
    FailureOr<ExactRotation> exact = buildExact(rewriter, loc, match, why);
    if (succeeded(exact)) {
      remarkRaised(rewriter, loc, match, options, "rope.rotate",
                   "exact angles", exact->description);
      return RotateOp::create(rewriter, loc, inputType, input, exact->positions,
                              exact->frequencies, exact->scale, match.layout,
                              /*rotary_dim=*/IntegerAttr(), exact->sections);
    }
  }
  Value cos = sliceTable(rewriter, loc, match, match.cos.value);
  Value sin = sliceTable(rewriter, loc, match, match.sin.value);
  remarkRaised(rewriter, loc, match, options, "rope.rotate_with_tables",
               "the graph's cos/sin tables as given",
               "exact angles not used: " + why);
  return RotateWithTablesOp::create(rewriter, loc, inputType, input, cos, sin,
                                    match.layout,
                                    /*rotary_dim=*/IntegerAttr());
}
