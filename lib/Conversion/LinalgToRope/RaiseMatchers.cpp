//===- RaiseMatchers.cpp - Shared matchers of rope-raise ------------------===//
//
// Elementwise generics, unit reshapes, constants, and the trace of a cos/sin
// table back to its angles and of the angles back to positions and
// frequencies.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

linalg::GenericOp raise::getElementwiseGeneric(Value v) {
  auto generic = v.getDefiningOp<linalg::GenericOp>();
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return {};
  if (!generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity())
    return {};
  Block &body = generic.getRegion().front();
  if (!body.getArgument(generic.getNumDpsInputs()).use_empty() ||
      !body.getOps<linalg::IndexOp>().empty())
    return {};
  return generic;
}

SmallVector<int64_t> raise::nonUnitDims(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> dims;
  for (int64_t size : shape)
    if (size != 1)
      dims.push_back(size);
  return dims;
}

Value raise::stripUnitReshapes(Value v) {
  while (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
      v.getDefiningOp())) {
    Value source = v.getDefiningOp()->getOperand(0);
    auto sourceType = cast<RankedTensorType>(source.getType());
    auto resultType = cast<RankedTensorType>(v.getType());
    // A dynamic dimension counts as non-unit: reshapes that keep the
    // non-unit dimensions in order only add or drop unit ones.
    if (nonUnitDims(sourceType.getShape()) !=
        nonUnitDims(resultType.getShape()))
      return v;
    v = source;
  }
  return v;
}

/// Returns the value that sizes the dynamic dimension `dim` of `v`: the
/// `tensor.empty` operand it comes from, following destination-style
/// results to their inits; or null.
static Value getDynamicSize(Value v, int64_t dim) {
  while (true) {
    if (auto empty = v.getDefiningOp<tensor::EmptyOp>())
      return empty.getDynamicSize(dim);
    // A slice (not rank-reducing) or an expansion is sized by its operands
    // (DeepSeek's rotated channels, sliced off the projected queries).
    if (auto slice = v.getDefiningOp<tensor::ExtractSliceOp>())
      return slice.getResultType().getRank() == slice.getSourceType().getRank()
                 ? dyn_cast<Value>(slice.getMixedSizes()[dim])
                 : Value();
    if (auto expand = v.getDefiningOp<tensor::ExpandShapeOp>())
      return dyn_cast<Value>(expand.getMixedOutputShape()[dim]);
    auto result = dyn_cast<OpResult>(v);
    auto dps = result ? dyn_cast<DestinationStyleOpInterface>(result.getOwner())
                      : nullptr;
    if (!dps || !dps.hasPureTensorSemantics())
      return {};
    v = dps.getTiedOpOperand(result)->get();
  }
}

/// Returns true if `size` is the whole of dimension `dim` of `source`.
static bool isWholeDim(OpFoldResult size, Value source, int64_t dim) {
  auto type = cast<RankedTensorType>(source.getType());
  if (!type.isDynamicDim(dim))
    return getConstantIntValue(size) == type.getDimSize(dim);
  auto value = dyn_cast<Value>(size);
  if (!value)
    return false;
  if (auto dimOp = value.getDefiningOp<tensor::DimOp>())
    if (dimOp.getSource() == source &&
        getConstantIntValue(dimOp.getIndex()) == dim)
      return true;
  return value == getDynamicSize(source, dim);
}

bool raise::isLastDimSlice(Value slice, int64_t offset, int64_t size,
                           Value &source, int64_t stride) {
  auto op = slice.getDefiningOp<tensor::ExtractSliceOp>();
  if (!op)
    return false;
  RankedTensorType sourceType = op.getSourceType();
  int64_t rank = sourceType.getRank();
  if (op.getResultType().getRank() != rank)
    return false;
  SmallVector<OpFoldResult> sizes = op.getMixedSizes();
  for (int64_t j = 0; j < rank; ++j) {
    bool last = j == rank - 1;
    if (op.getStaticOffsets()[j] != (last ? offset : 0) ||
        op.getStaticStrides()[j] != (last ? stride : 1) ||
        (last ? op.getStaticSizes()[j] != size
              : !isWholeDim(sizes[j], op.getSource(), j)))
      return false;
  }
  source = op.getSource();
  return true;
}

std::optional<SmallVector<Value>> raise::getLastDimConcatInputs(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || type.getRank() < 1)
    return std::nullopt;
  int64_t rank = type.getRank();
  if (auto concat = v.getDefiningOp<tensor::ConcatOp>()) {
    if (concat.getDim() != static_cast<uint64_t>(rank - 1))
      return std::nullopt;
    return SmallVector<Value>(concat.getInputs());
  }
  // The chain is walked from its last insertion back to the tensor.empty:
  // each insertion must end where the next one starts, the last at the end.
  if (type.isDynamicDim(rank - 1))
    return std::nullopt;
  SmallVector<Value> inputs;
  int64_t end = type.getDimSize(rank - 1);
  while (auto insert = v.getDefiningOp<tensor::InsertSliceOp>()) {
    RankedTensorType source = insert.getSourceType();
    if (source.getRank() != rank || !insert.hasUnitStride() ||
        source.isDynamicDim(rank - 1))
      return std::nullopt;
    for (int64_t j = 0; j + 1 < rank; ++j)
      if (insert.getStaticOffsets()[j] != 0 ||
          source.getDimSize(j) != type.getDimSize(j))
        return std::nullopt;
    int64_t size = source.getDimSize(rank - 1);
    if (insert.getStaticOffsets()[rank - 1] != end - size)
      return std::nullopt;
    end -= size;
    inputs.push_back(insert.getSource());
    v = insert.getDest();
  }
  if (end != 0 || inputs.size() < 2 || !v.getDefiningOp<tensor::EmptyOp>())
    return std::nullopt;
  std::reverse(inputs.begin(), inputs.end());
  return inputs;
}

Value raise::getTrailingUnitSource(Value v) {
  auto expand = v.getDefiningOp<tensor::ExpandShapeOp>();
  if (!expand)
    return {};
  RankedTensorType result = expand.getResultType();
  int64_t rank = result.getRank();
  if (rank < 2 || result.getDimSize(rank - 1) != 1 ||
      expand.getSrcType().getRank() != rank - 1 ||
      expand.getReassociationIndices().back() !=
          ReassociationIndices{rank - 2, rank - 1})
    return {};
  return expand.getSrc();
}

Value raise::getCollapsedPairs(Value v) {
  auto collapse = v.getDefiningOp<tensor::CollapseShapeOp>();
  if (!collapse)
    return {};
  RankedTensorType source = collapse.getSrcType();
  int64_t rank = source.getRank();
  SmallVector<ReassociationIndices> groups = collapse.getReassociationIndices();
  if (rank < 2 || source.getDimSize(rank - 1) != 2 ||
      groups.size() != static_cast<size_t>(rank - 1) ||
      groups.back() != ReassociationIndices{rank - 2, rank - 1})
    return {};
  return collapse.getSrc();
}

Value raise::getNegated(Value v) {
  auto operands = matchElementwise<arith::NegFOp>(v);
  if (!operands || !(*operands)[0].map.isIdentity())
    return {};
  return (*operands)[0].value;
}

std::optional<SmallVector<double>> raise::readFloatConstant(Value v) {
  auto constant = v.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return std::nullopt;
  Attribute value = constant.getValue();
  if (auto dense = dyn_cast<DenseFPElementsAttr>(value)) {
    SmallVector<double> values;
    for (APFloat element : dense.getValues<APFloat>()) {
      bool losesInfo;
      element.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                      &losesInfo);
      values.push_back(element.convertToDouble());
    }
    return values;
  }
  if (auto blob = dyn_cast<DenseF32ResourceElementsAttr>(value))
    if (std::optional<ArrayRef<float>> data = blob.tryGetAsArrayRef())
      return SmallVector<double>(data->begin(), data->end());
  if (auto blob = dyn_cast<DenseF64ResourceElementsAttr>(value))
    if (std::optional<ArrayRef<double>> data = blob.tryGetAsArrayRef())
      return SmallVector<double>(data->begin(), data->end());
  // 16-bit floats (bf16, f16): the blob holds their bit patterns.
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value)) {
    auto type = dyn_cast<FloatType>(resource.getType().getElementType());
    const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!type || type.getWidth() != 16 || !blob)
      return std::nullopt;
    ArrayRef<char> bytes = blob->getData();
    int64_t count = resource.getType().getNumElements();
    if (static_cast<int64_t>(bytes.size()) != 2 * count)
      return std::nullopt;
    SmallVector<double> values;
    for (int64_t i = 0; i < count; ++i) {
      uint16_t bits;
      std::memcpy(&bits, bytes.data() + 2 * i, sizeof(bits));
      values.push_back(
          APFloat(type.getFloatSemantics(), APInt(16, bits)).convertToDouble());
    }
    return values;
  }
  return std::nullopt;
}

/// Values of the block arguments of a generic that read one-element
/// constant tensors (TOSA broadcasts a scalar operand as a [1, ..., 1]
/// constant).
using ConstantArgs = llvm::SmallDenseMap<Value, double, 2>;

/// Returns the value of a scalar float constant, looking through float
/// casts of it (torch-mlir multiplies by `truncf` of an f64 constant) and
/// reading block arguments bound in `args`.
static std::optional<double>
getScalarConstant(Value v, const ConstantArgs &args = ConstantArgs()) {
  FloatAttr attr;
  if (matchPattern(v, m_Constant(&attr)))
    return attr.getValueAsDouble();
  if (auto it = args.find(v); it != args.end())
    return it->second;
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    return getScalarConstant(ext.getIn(), args);
  auto trunc = v.getDefiningOp<arith::TruncFOp>();
  auto type = trunc ? dyn_cast<FloatType>(trunc.getType()) : nullptr;
  std::optional<double> wide =
      trunc ? getScalarConstant(trunc.getIn(), args) : std::optional<double>();
  if (!type || !wide)
    return std::nullopt;
  APFloat value(*wide);
  bool losesInfo;
  value.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble();
}

/// Returns the operand of `op` that carries the computation from the block
/// argument (the others being constants or values defined outside `body`),
/// or null if there is not exactly one.
static Value getComputedOperand(Operation *op, Block &body,
                                const ConstantArgs &args) {
  Value computed;
  for (Value operand : op->getOperands()) {
    if (matchPattern(operand, m_Constant()) || getScalarConstant(operand, args))
      continue;
    if (operand.getParentBlock() != &body)
      continue;
    if (computed)
      return {};
    computed = operand;
  }
  return computed;
}

/// Walks the elementwise single-input generics that compute `v` from one
/// tensor, recording in `trace` a trig function and the constant factors
/// applied after it (`seenTrig`; anything else sets `other`). Returns the
/// tensor they start from, or null if `v` mixes several tensors.
static Value walkUnaryChain(Value v, TableTrace &trace, bool &seenTrig,
                            bool &other) {
  v = stripUnitReshapes(v);
  while (linalg::GenericOp generic = getElementwiseGeneric(v)) {
    // One input read whole; any other is a one-element constant.
    Block &body = generic.getRegion().front();
    std::optional<unsigned> computedInput;
    ConstantArgs args;
    for (auto [index, map] : llvm::enumerate(generic.getIndexingMapsArray())) {
      if (static_cast<int64_t>(index) == generic.getNumDpsInputs())
        break;
      Value input = generic.getDpsInputs()[index];
      auto type = dyn_cast<RankedTensorType>(input.getType());
      std::optional<SmallVector<double>> values;
      if (type && type.hasStaticShape() && type.getNumElements() == 1)
        values = readFloatConstant(input);
      if (values) {
        args[body.getArgument(index)] = values->front();
      } else if (!computedInput && map.isIdentity()) {
        computedInput = index;
      } else {
        return v;
      }
    }
    if (!computedInput)
      return v;
    Value current = body.getTerminator()->getOperand(0);
    while (current != body.getArgument(*computedInput)) {
      Operation *op = current.getDefiningOp();
      Value next = op && op->getBlock() == &body
                       ? getComputedOperand(op, body, args)
                       : Value();
      if (!next)
        return {};
      std::optional<double> factor;
      if (isa<arith::MulFOp>(op))
        factor =
            getScalarConstant(op->getOperand(op->getOperand(0) == next), args);
      if (factor && !seenTrig) {
        trace.scale *= *factor;
      } else if (isa<math::CosOp, math::SinOp>(op) && !seenTrig) {
        seenTrig = true;
        trace.trig = isa<math::CosOp>(op) ? TableTrace::Trig::Cos
                                          : TableTrace::Trig::Sin;
      } else if (isa<arith::ExtFOp, arith::TruncFOp>(op)) {
        // A table rounded to the model's type (bf16, f16): exact angles
        // drop the rounding, tables keep it.
      } else {
        other = true;
      }
      current = next;
    }
    v = stripUnitReshapes(generic.getDpsInputs()[*computedInput]);
  }
  return v;
}

Value raise::walkTableFunction(Value v, TableTrace &trace) {
  bool seenTrig = false;
  bool other = false;
  Value source = walkUnaryChain(v, trace, seenTrig, other);
  if (!seenTrig || other)
    trace.trig = TableTrace::Trig::Other;
  return source;
}

/// Matches Qwen2-VL's multimodal recomposition `concat(part_0, ...,
/// part_{n-1})` along the last dimension, part_j being axis j of a common
/// table T [n, ..., pairs] cut to its j-th run of channels. Returns T and
/// the run lengths (the sections).
static std::optional<std::pair<Value, SmallVector<int64_t>>>
matchSectionConcat(ArrayRef<Value> parts) {
  if (parts.size() < 2)
    return std::nullopt;
  Value common;
  SmallVector<int64_t> sections;
  int64_t channel = 0;
  for (auto [axis, part] : llvm::enumerate(parts)) {
    Value source = stripUnitReshapes(part);
    SmallVector<int64_t> offsets, sizes;
    while (auto slice = source.getDefiningOp<tensor::ExtractSliceOp>()) {
      if (!slice.hasUnitStride() ||
          slice.getResultType().getRank() != slice.getSourceType().getRank() ||
          ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
          ShapedType::isDynamicShape(slice.getStaticSizes()))
        return std::nullopt;
      if (sizes.empty()) {
        sizes.assign(slice.getStaticSizes().begin(),
                     slice.getStaticSizes().end());
        offsets.assign(slice.getStaticOffsets().begin(),
                       slice.getStaticOffsets().end());
      } else {
        for (auto [total, offset] :
             llvm::zip_equal(offsets, slice.getStaticOffsets()))
          total += offset;
      }
      source = slice.getSource();
    }
    auto type = dyn_cast<RankedTensorType>(source.getType());
    if (sizes.empty() || !type || !type.hasStaticShape() ||
        (common && source != common))
      return std::nullopt;
    common = source;
    int64_t rank = type.getRank();
    if (offsets[0] != static_cast<int64_t>(axis) || sizes[0] != 1 ||
        offsets.back() != channel)
      return std::nullopt;
    for (int64_t j = 1; j + 1 < rank; ++j)
      if (offsets[j] != 0 || sizes[j] != type.getDimSize(j))
        return std::nullopt;
    sections.push_back(sizes.back());
    channel += sizes.back();
  }
  auto type = cast<RankedTensorType>(common.getType());
  if (type.getDimSize(0) != static_cast<int64_t>(sections.size()) ||
      type.getShape().back() != channel)
    return std::nullopt;
  return std::make_pair(common, sections);
}

FailureOr<TableTrace> raise::traceHalfTable(Value table, std::string &why) {
  TableTrace trace;
  bool seenTrig = false;
  bool other = false;
  Value v = walkUnaryChain(table, trace, seenTrig, other);
  std::optional<SmallVector<Value>> halves =
      v ? getLastDimConcatInputs(v) : std::nullopt;
  if (!halves) {
    why = "its cos/sin table is not an elementwise function of "
          "`concat(%f, %f)` along the last dimension, so its halves are "
          "not known to be equal";
    return failure();
  }
  // The halves are one tensor, or (TOSA's flattened concatenation of a
  // concatenation) the same run of parts twice.
  size_t half = halves->size() / 2;
  ArrayRef<Value> parts(*halves);
  if (halves->size() % 2 != 0 ||
      parts.take_front(half) != parts.drop_front(half)) {
    why = "its cos/sin table is a concatenation, but not of one tensor "
          "with itself along the last dimension";
    return failure();
  }
  std::optional<SmallVector<Value>> inner;
  if (half == 1) {
    trace.angles = parts.front();
    inner = getLastDimConcatInputs(trace.angles);
  } else {
    inner = SmallVector<Value>(parts.take_front(half));
  }
  if (!seenTrig && !other && inner) {
    if (auto sections = matchSectionConcat(*inner)) {
      Value angles = walkUnaryChain(sections->first, trace, seenTrig, other);
      if (angles) {
        trace.angles = angles;
        trace.sections = sections->second;
      }
    }
  }
  if (!trace.angles) {
    why = "its cos/sin table repeats a concatenation that is not a "
          "multimodal recomposition of sections";
    return failure();
  }
  if (!seenTrig || other)
    trace.trig = TableTrace::Trig::Other;
  return trace;
}

TableTrace raise::tracePairTable(Value table) {
  std::string notExact;
  FailureOr<TableTrace> gathered = traceGatheredTable(table, notExact);
  if (succeeded(gathered))
    return *gathered;
  int64_t pairs = cast<RankedTensorType>(table.getType()).getShape().back();
  for (int64_t offset : {int64_t(0), pairs}) {
    Value halves;
    std::string why;
    if (!isLastDimSlice(stripUnitReshapes(table), offset, pairs, halves) ||
        cast<RankedTensorType>(halves.getType()).getShape().back() !=
            2 * pairs)
      continue;
    FailureOr<TableTrace> half = traceHalfTable(halves, why);
    if (succeeded(half) && half->sections.empty())
      return *half;
  }
  TableTrace trace;
  Value angles = walkTableFunction(table, trace);
  if (angles && trace.trig != TableTrace::Trig::Other) {
    trace.angles = angles;
    return trace;
  }
  TableTrace unknown;
  unknown.notExact = notExact;
  return unknown;
}

/// Returns true if `frequencies` is read by the last of `rank` loops only:
/// a vector, or (TOSA's broadcast) a tensor of unit dimensions but the last.
static bool isFrequencyMap(const MappedOperand &frequencies, int64_t rank) {
  AffineMap map = frequencies.map;
  auto type = dyn_cast<RankedTensorType>(frequencies.value.getType());
  int64_t results = map.getNumResults();
  if (!type || results < 1 ||
      map.getResult(results - 1) !=
          getAffineDimExpr(rank - 1, map.getContext()))
    return false;
  return llvm::all_of(type.getShape().drop_back(),
                      [](int64_t size) { return size == 1; });
}

FailureOr<AngleTrace> raise::traceAngles(Value angles, std::string &why) {
  // Unit dimensions added and dropped again (TOSA's reshapes around the
  // angles that Cohere repeats) change nothing.
  angles = stripUnitReshapes(angles);
  auto type = dyn_cast<RankedTensorType>(angles.getType());
  auto product = matchElementwise<arith::MulFOp>(angles);
  if (!type || type.isDynamicDim(type.getRank() - 1) || !product) {
    why = "its angles are not an elementwise product";
    return failure();
  }
  MLIRContext *context = angles.getContext();
  int64_t rank = type.getRank();
  for (int swap = 0; swap < 2; ++swap) {
    MappedOperand positions = lookThroughBroadcasts((*product)[swap]);
    MappedOperand frequencies = lookThroughBroadcasts((*product)[1 - swap]);
    if (!isFrequencyMap(frequencies, rank))
      continue;
    // A frequency constant of the model's type (bf16) may be extended first.
    Value constant = stripUnitReshapes(frequencies.value);
    if (auto extended = matchElementwise<arith::ExtFOp>(constant);
        extended && (*extended)[0].map.isIdentity())
      constant = stripUnitReshapes((*extended)[0].value);
    std::optional<SmallVector<double>> values = evaluateConstant(constant);
    // Frequencies the graph reads at run time: a function argument (or any
    // value no constant computes) with the pairs as its only non-unit
    // dimension, of a type rope ops take.
    Value runtime;
    if (!values) {
      auto frequencyType = dyn_cast<RankedTensorType>(constant.getType());
      if (!frequencyType || !frequencyType.hasStaticShape() ||
          nonUnitDims(frequencyType.getShape()).size() > 1 ||
          !isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(
              frequencyType.getElementType())) {
        why = "its inverse frequencies are neither a constant nor a vector "
              "of f16, bf16, f32 or f64";
        return failure();
      }
      runtime = constant;
      values.emplace();
    }
    if (!llvm::all_of(*values, [](double f) { return std::isfinite(f); })) {
      why = "its inverse frequencies are not all finite";
      return failure();
    }
    auto positionType = dyn_cast<RankedTensorType>(positions.value.getType());
    AffineMap map = positions.map;
    bool lastIsZero =
        positionType && map.getNumResults() == rank &&
        positionType.getDimSize(rank - 1) == 1 &&
        map.getResult(rank - 1) == getAffineConstantExpr(0, context);
    for (int64_t j = 0; lastIsZero && j + 1 < rank; ++j)
      lastIsZero = map.getResult(j) == getAffineDimExpr(j, context);
    // Or (IREE's tables) positions without the unit dimension, the map
    // dropping the last loop.
    bool lastDropped = positionType && positionType.getRank() == rank - 1 &&
                       map == AffineMap::getMultiDimIdentityMap(rank, context)
                                  .dropResult(rank - 1);
    if (!lastIsZero && !lastDropped)
      continue;
    // The conversion may come before a unit reshape (JAX).
    Value floats = stripUnitReshapes(positions.value);
    std::optional<SmallVector<MappedOperand, 2>> converted =
        matchElementwise<arith::SIToFPOp>(floats);
    bool isUnsigned = !converted;
    if (!converted)
      converted = matchElementwise<arith::UIToFPOp>(floats);
    if (!converted || !(*converted)[0].map.isIdentity()) {
      why = "its positions are not converted from integers";
      return failure();
    }
    Value integers = stripUnitReshapes((*converted)[0].value);
    auto integerType = dyn_cast<RankedTensorType>(integers.getType());
    if (!integerType || nonUnitDims(integerType.getShape()) !=
                            nonUnitDims(type.getShape().drop_back())) {
      why = "its integer positions are reshaped in a way that is not followed";
      return failure();
    }
    return AngleTrace{
        integers, std::move(*values),
        cast<FloatType>(getElementTypeOrSelf(constant.getType())), runtime,
        isUnsigned};
  }
  why = "its angles are not positions times a vector of frequencies";
  return failure();
}

FailureOr<TableLayout> raise::checkTableMap(AffineMap map,
                                            RankedTensorType table,
                                            RankedTensorType input,
                                            std::string &why) {
  int64_t rank = input.getRank();
  int64_t tableRank = table.getRank();
  if (rank < 2 || tableRank < 1 || tableRank > rank ||
      map.getNumResults() != tableRank || map.getNumDims() != rank ||
      input.isDynamicDim(rank - 1)) {
    why = "its cos/sin tables are not read along the rotated input's "
          "dimensions, or its channels are dynamic";
    return failure();
  }
  MLIRContext *context = map.getContext();
  if (map.getResult(tableRank - 1) != getAffineDimExpr(rank - 1, context) ||
      table.getDimSize(tableRank - 1) != input.getDimSize(rank - 1)) {
    why = "its cos/sin tables are not indexed by the channel dimension";
    return failure();
  }
  // Every table dimension is a broadcast (a unit dimension read at 0) or
  // reads an input dimension in order; at most two input dimensions besides
  // the channels vary: the batch (0) and the sequence.
  SmallVector<int64_t> varying;
  int64_t previous = -1;
  for (int64_t t = 0; t + 1 < tableRank; ++t) {
    AffineExpr expr = map.getResult(t);
    if (expr == getAffineConstantExpr(0, context) && table.getDimSize(t) == 1)
      continue;
    auto dim = dyn_cast<AffineDimExpr>(expr);
    int64_t j = dim ? static_cast<int64_t>(dim.getPosition()) : -1;
    if (j <= previous || j >= rank - 1 ||
        table.getDimSize(t) != input.getDimSize(j)) {
      why = "its cos/sin tables are read along dimension " + std::to_string(t) +
            " in a way that is not a broadcast";
      return failure();
    }
    previous = j;
    if (input.getDimSize(j) != 1)
      varying.push_back(j);
  }
  TableLayout layout;
  if (varying.size() == 2 && varying[0] == 0) {
    layout.perBatch = true;
    layout.seqDim = varying[1];
    return layout;
  }
  if (varying.size() == 1) {
    layout.seqDim = varying[0];
    return layout;
  }
  if (varying.empty() && input.getDimSize(rank - 2) == 1) {
    layout.seqDim = rank - 2;
    return layout;
  }
  why = "its cos/sin tables do not vary along one sequence dimension (and "
        "at most the batch)";
  return failure();
}

LogicalResult raise::matchTables(
    const MappedOperand &cosOperand, const MappedOperand &sinOperand,
    RankedTensorType input,
    FailureOr<TableTrace> (*traceTable)(Value table, std::string &why),
    RotationMatch &match, std::string &why) {
  MappedOperand cos = lookThroughBroadcasts(cosOperand);
  MappedOperand sin = lookThroughBroadcasts(sinOperand);
  auto cosType = dyn_cast<RankedTensorType>(cos.value.getType());
  auto sinType = dyn_cast<RankedTensorType>(sin.value.getType());
  if (!cosType || !sinType) {
    why = "its cos/sin tables are not tensors";
    return failure();
  }
  FailureOr<TableLayout> cosLayout =
      checkTableMap(cos.map, cosType, input, why);
  if (failed(cosLayout))
    return failure();
  FailureOr<TableLayout> sinLayout =
      checkTableMap(sin.map, sinType, input, why);
  if (failed(sinLayout))
    return failure();
  if (cosLayout->perBatch != sinLayout->perBatch ||
      cosLayout->seqDim != sinLayout->seqDim) {
    why = "its cos and sin tables are laid out differently";
    return failure();
  }
  FailureOr<TableTrace> cosTrace = traceTable(cos.value, why);
  if (failed(cosTrace))
    return failure();
  FailureOr<TableTrace> sinTrace = traceTable(sin.value, why);
  if (failed(sinTrace))
    return failure();
  match.cos = cos;
  match.sin = sin;
  match.tables = *cosLayout;
  match.cosTrace = *cosTrace;
  match.sinTrace = *sinTrace;
  return success();
}
