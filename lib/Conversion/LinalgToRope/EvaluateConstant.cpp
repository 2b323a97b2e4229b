//===- EvaluateConstant.cpp - Fold inverse frequencies computed in graph --===//
//
// JAX and `torch.compile` graphs compute `inv_freq` in the graph, e.g.
// `1 / base ** (2 * iota(D/2) / D)` as elementwise generics over
// `linalg.index`. Raising needs the values to recover the schedule, so the
// small static tensors such graphs compute from constants alone are
// evaluated here, each op rounded to its result type as the graph rounds.
//
//===----------------------------------------------------------------------===//

#include "RaiseMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::raise;

/// Tensors larger than this are not evaluated (frequency vectors have at
/// most a few hundred values).
static constexpr int64_t kMaxElements = 1 << 14;

/// Returns `value` rounded to `type` if it is a float type.
static double roundTo(Type type, double value) {
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType || floatType.isF64())
    return value;
  APFloat rounded(value);
  bool losesInfo;
  rounded.convert(floatType.getFloatSemantics(),
                  APFloat::rmNearestTiesToEven, &losesInfo);
  rounded.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
  return rounded.convertToDouble();
}

/// Evaluates one scalar op of a generic body, operands given; nullopt for
/// an op it does not know. Integers are held exactly as doubles.
static std::optional<double> evaluateOp(Operation *op,
                                        ArrayRef<double> operands) {
  auto unary = [&](double (*fn)(double)) { return fn(operands[0]); };
  std::optional<double> result =
      llvm::TypeSwitch<Operation *, std::optional<double>>(op)
          .Case<arith::AddFOp, arith::AddIOp>(
              [&](auto) { return operands[0] + operands[1]; })
          .Case<arith::SubFOp, arith::SubIOp>(
              [&](auto) { return operands[0] - operands[1]; })
          .Case<arith::MulFOp, arith::MulIOp>(
              [&](auto) { return operands[0] * operands[1]; })
          .Case<arith::DivFOp>([&](auto) { return operands[0] / operands[1]; })
          .Case<arith::NegFOp>([&](auto) { return -operands[0]; })
          .Case<arith::SIToFPOp, arith::UIToFPOp, arith::IndexCastOp,
                arith::ExtFOp, arith::TruncFOp, arith::ExtSIOp>(
              [&](auto) { return operands[0]; })
          .Case<math::PowFOp>(
              [&](auto) { return std::pow(operands[0], operands[1]); })
          .Case<math::ExpOp>([&](auto) { return unary(std::exp); })
          .Case<math::Exp2Op>([&](auto) { return unary(std::exp2); })
          .Case<math::LogOp>([&](auto) { return unary(std::log); })
          .Case<math::SqrtOp>([&](auto) { return unary(std::sqrt); })
          .Case<math::RsqrtOp>(
              [&](auto) { return 1.0 / std::sqrt(operands[0]); })
          .Default([](Operation *) { return std::nullopt; });
  if (!result)
    return std::nullopt;
  return roundTo(op->getResult(0).getType(), *result);
}

/// Evaluates the body of `generic` at the loop indices `indices`, its
/// inputs' values given (row-major, shaped as their types).
static std::optional<double>
evaluateBody(linalg::GenericOp generic, ArrayRef<int64_t> indices,
             ArrayRef<SmallVector<double>> inputs) {
  Block &body = generic.getRegion().front();
  llvm::DenseMap<Value, double> values;
  for (auto [index, input] : llvm::enumerate(generic.getDpsInputs())) {
    auto type = cast<RankedTensorType>(input.getType());
    SmallVector<int64_t> position =
        generic.getIndexingMapsArray()[index].compose(indices);
    int64_t linear = 0;
    for (auto [size, at] : llvm::zip_equal(type.getShape(), position))
      linear = linear * size + at;
    values[body.getArgument(index)] = inputs[index][linear];
  }
  for (Operation &op : body.without_terminator()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op)) {
      values[index] = static_cast<double>(indices[index.getDim()]);
      continue;
    }
    Attribute attr;
    if (matchPattern(&op, m_Constant(&attr))) {
      if (auto floatAttr = dyn_cast<FloatAttr>(attr))
        values[op.getResult(0)] = floatAttr.getValueAsDouble();
      else if (auto intAttr = dyn_cast<IntegerAttr>(attr))
        values[op.getResult(0)] =
            static_cast<double>(intAttr.getValue().getSExtValue());
      else
        return std::nullopt;
      continue;
    }
    SmallVector<double> operands;
    for (Value operand : op.getOperands()) {
      auto it = values.find(operand);
      if (it != values.end()) {
        operands.push_back(it->second);
      } else if (FloatAttr floatAttr;
                 matchPattern(operand, m_Constant(&floatAttr))) {
        operands.push_back(floatAttr.getValueAsDouble());
      } else if (IntegerAttr intAttr;
                 matchPattern(operand, m_Constant(&intAttr))) {
        operands.push_back(
            static_cast<double>(intAttr.getValue().getSExtValue()));
      } else {
        return std::nullopt;
      }
    }
    if (op.getNumResults() != 1)
      return std::nullopt;
    std::optional<double> result = evaluateOp(&op, operands);
    if (!result)
      return std::nullopt;
    values[op.getResult(0)] = *result;
  }
  auto it = values.find(body.getTerminator()->getOperand(0));
  if (it == values.end())
    return std::nullopt;
  return it->second;
}

std::optional<SmallVector<double>> raise::evaluateConstant(Value v,
                                                           int depth) {
  if (std::optional<SmallVector<double>> values = readFloatConstant(v))
    return values;
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (depth == 0 || !type || !type.hasStaticShape() ||
      type.getNumElements() > kMaxElements)
    return std::nullopt;
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(def))
    return evaluateConstant(def->getOperand(0), depth - 1);
  auto generic = dyn_cast_or_null<linalg::GenericOp>(def);
  if (!generic || generic->getNumResults() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops() ||
      !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
           .isIdentity() ||
      !generic.getRegion()
           .front()
           .getArgument(generic.getNumDpsInputs())
           .use_empty())
    return std::nullopt;
  SmallVector<SmallVector<double>> inputs;
  for (Value input : generic.getDpsInputs()) {
    std::optional<SmallVector<double>> values =
        evaluateConstant(input, depth - 1);
    if (!values)
      return std::nullopt;
    inputs.push_back(std::move(*values));
  }
  SmallVector<double> result;
  SmallVector<int64_t> indices(type.getRank(), 0);
  for (int64_t linear = 0; linear < type.getNumElements(); ++linear) {
    int64_t rest = linear;
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      indices[d] = rest % type.getDimSize(d);
      rest /= type.getDimSize(d);
    }
    std::optional<double> value = evaluateBody(generic, indices, inputs);
    if (!value)
      return std::nullopt;
    result.push_back(*value);
  }
  return result;
}

MappedOperand raise::lookThroughBroadcasts(MappedOperand operand) {
  while (auto generic = operand.value.getDefiningOp<linalg::GenericOp>()) {
    if (!getElementwiseGeneric(operand.value) ||
        generic.getNumDpsInputs() != 1 ||
        generic.getRegion().front().getTerminator()->getOperand(0) !=
            generic.getRegion().front().getArgument(0))
      break;
    AffineMap inputMap = generic.getIndexingMapsArray()[0];
    if (!inputMap.isProjectedPermutation(/*allowZeroInResults=*/true))
      break;
    operand = {generic.getDpsInputs()[0], inputMap.compose(operand.map)};
  }
  return operand;
}
