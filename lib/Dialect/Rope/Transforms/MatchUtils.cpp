//===- MatchUtils.cpp - Small matchers shared by the attention matcher ----===//

#include "AttentionMatchers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APFloat.h"

#include <cmath>

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

std::optional<double> rope::detail::getConstantFloat(Value value) {
  if (auto castOp = value.getDefiningOp<tensor::CastOp>())
    return getConstantFloat(castOp.getSource());
  if (auto fill = value.getDefiningOp<linalg::FillOp>())
    return getConstantFloat(fill.getInputs()[0]);
  // A 0-d tensor broadcast by a linalg.generic (torch-mlir's full-like
  // tensors with dynamic sizes).
  if (auto generic = value.getDefiningOp<linalg::GenericOp>();
      generic && generic.getNumDpsInputs() == 1 &&
      generic.getIndexingMapsArray()[0].getNumResults() == 0) {
    Block &body = generic.getRegion().front();
    if (body.getOperations().size() == 1 &&
        body.getTerminator()->getOperand(0) == body.getArgument(0))
      return getConstantFloat(generic.getDpsInputs()[0]);
  }
  // A constant converted to another float type (torch-mlir truncates an f64
  // scale to f32 inside the scaling generic): the converted value.
  if (auto ext = value.getDefiningOp<arith::ExtFOp>())
    return getConstantFloat(ext.getIn());
  if (auto trunc = value.getDefiningOp<arith::TruncFOp>()) {
    std::optional<double> wide = getConstantFloat(trunc.getIn());
    if (!wide)
      return std::nullopt;
    APFloat narrow(*wide);
    bool losesInfo;
    narrow.convert(cast<FloatType>(getElementTypeOrSelf(trunc.getType()))
                       .getFloatSemantics(),
                   APFloat::rmNearestTiesToEven, &losesInfo);
    return narrow.convertToDouble();
  }
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto splat = dyn_cast<SplatElementsAttr>(attr))
    attr = splat.getSplatValue<Attribute>();
  if (auto dense = dyn_cast<DenseElementsAttr>(attr); dense && dense.isSplat())
    attr = dense.getSplatValue<Attribute>();
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return floatAttr.getValueAsDouble();
  return std::nullopt;
}

bool rope::detail::isExactMaskValue(double value, Type element) {
  if (std::isinf(value) && value < 0)
    return true;
  auto floatType = dyn_cast<FloatType>(element);
  return floatType &&
         value == APFloat::getLargest(floatType.getFloatSemantics(),
                                      /*Negative=*/true)
                      .convertToDouble();
}

bool rope::detail::isRowMap(AffineMap map, unsigned rank) {
  unsigned numResults = map.getNumResults();
  if (numResults != rank - 1 && numResults != rank)
    return false;
  for (unsigned i = 0; i + 1 < rank; ++i)
    if (map.getResult(i) != getAffineDimExpr(i, map.getContext()))
      return false;
  if (numResults == rank - 1)
    return true;
  auto last = dyn_cast<AffineConstantExpr>(map.getResult(rank - 1));
  return last && last.getValue() == 0;
}

std::optional<SmallVector<ReassociationIndices>>
rope::detail::getReshape(RankedTensorType from, RankedTensorType to) {
  if (from.getRank() == to.getRank()) {
    if (!tensor::CastOp::areCastCompatible(from, to))
      return std::nullopt;
    SmallVector<ReassociationIndices> identity;
    for (int64_t i = 0; i < from.getRank(); ++i)
      identity.push_back({i});
    return identity;
  }
  if (from.getRank() > to.getRank())
    return getReassociationIndicesForReshape(from, to);
  return getReassociationIndicesForReshape(to, from);
}

Value rope::detail::reshapeTo(OpBuilder &builder, Location loc, Value value,
                              RankedTensorType to) {
  auto from = cast<RankedTensorType>(value.getType());
  if (from == to)
    return value;
  SmallVector<ReassociationIndices> reassociation = *getReshape(from, to);
  if (from.getRank() > to.getRank()) {
    // The collapsed sizes follow from `from`; a cast adds what `to` knows.
    value = tensor::CollapseShapeOp::create(builder, loc, value, reassociation);
  } else if (from.getRank() < to.getRank()) {
    value =
        tensor::ExpandShapeOp::create(builder, loc, to, value, reassociation);
  }
  if (value.getType() != to)
    value = tensor::CastOp::create(builder, loc, to, value);
  return value;
}

bool rope::detail::namesWideDimensions(ArrayRef<ReassociationIndices> groups,
                                       int64_t wideRank) {
  return llvm::none_of(groups, [&](const ReassociationIndices &group) {
    return group.empty() || llvm::any_of(group, [&](int64_t dim) {
             return dim < 0 || dim >= wideRank;
           });
  });
}

Value rope::detail::stripUnitReshapes(Value value, OpChain &chain,
                                      StringRef role) {
  while (Operation *op = value.getDefiningOp()) {
    SmallVector<ReassociationIndices> groups;
    RankedTensorType wide;
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
      groups = expand.getReassociationIndices();
      wide = expand.getResultType();
    } else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
      groups = collapse.getReassociationIndices();
      wide = collapse.getSrcType();
    } else {
      break;
    }
    if (!namesWideDimensions(groups, wide.getRank()))
      break;
    Value source = op->getOperand(0);
    // A row-major reshape that only adds or drops unit dimensions (each
    // group has at most one dimension that is not a static 1) keeps every
    // element at its index once the unit dimensions are ignored.
    if (!llvm::all_of(groups, [&](const ReassociationIndices &group) {
          return llvm::count_if(group, [&](int64_t dim) {
                   return wide.getDimSize(dim) != 1;
                 }) <= 1;
        }))
      break;
    chain.insert({op, role});
    value = source;
  }
  return value;
}

/// Returns true if every loop of `op` is parallel.
static bool allParallel(linalg::GenericOp op) {
  return op.getNumLoops() == op.getNumParallelLoops();
}

std::optional<std::pair<Value, double>>
rope::detail::matchConstantScale(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || !allParallel(generic) || generic.getNumDpsInits() != 1 ||
      generic.getNumResults() != 1)
    return std::nullopt;
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *arith = yield.getValues()[0].getDefiningOp();
  if (!arith || arith->getBlock() != &body ||
      !isa<arith::MulFOp, arith::DivFOp>(arith))
    return std::nullopt;
  // Besides the product, the body may only compute the factor (constants
  // and their conversions), from nothing the loop iterates over.
  for (Operation &other : body.without_terminator()) {
    if (&other == arith)
      continue;
    if (!isa<arith::ConstantOp, arith::TruncFOp, arith::ExtFOp>(other) ||
        llvm::any_of(other.getOperands(), [&](Value operand) {
          return operand.getParentBlock() == &body;
        }))
      return std::nullopt;
  }

  // Returns the factor `operand` stands for, if it is a constant: captured,
  // or a block argument of a constant input.
  auto constantOf = [&](Value operand) -> std::optional<double> {
    auto arg = dyn_cast<BlockArgument>(operand);
    if (!arg || arg.getOwner() != &body)
      return getConstantFloat(operand);
    OpOperand *input = generic.getMatchingOpOperand(arg);
    if (!generic.isDpsInput(input))
      return std::nullopt;
    return getConstantFloat(input->get());
  };
  // Returns the identity-mapped input `operand` reads, if any.
  auto dataOf = [&](Value operand) -> Value {
    auto arg = dyn_cast<BlockArgument>(operand);
    if (!arg || arg.getOwner() != &body)
      return {};
    OpOperand *input = generic.getMatchingOpOperand(arg);
    if (!generic.isDpsInput(input) ||
        !generic.getMatchingIndexingMap(input).isIdentity() ||
        input->get().getType() != generic.getResult(0).getType())
      return {};
    return input->get();
  };
  if (!generic.getIndexingMapsArray().back().isIdentity())
    return std::nullopt;

  Value lhs = arith->getOperand(0), rhs = arith->getOperand(1);
  if (Value data = dataOf(lhs))
    if (std::optional<double> factor = constantOf(rhs))
      return std::make_pair(data, isa<arith::DivFOp>(arith) ? 1.0 / *factor
                                                            : *factor);
  if (isa<arith::MulFOp>(arith))
    if (Value data = dataOf(rhs))
      if (std::optional<double> factor = constantOf(lhs))
        return std::make_pair(data, *factor);
  return std::nullopt;
}

std::optional<SoftCap> rope::detail::matchSoftCap(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || !allParallel(generic) || generic.getNumDpsInputs() != 1 ||
      generic.getNumDpsInits() != 1 || generic.getNumResults() != 1 ||
      !llvm::all_of(generic.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return std::nullopt;
  Block &body = generic.getRegion().front();
  BlockArgument input = body.getArgument(0);
  Value yielded = cast<linalg::YieldOp>(body.getTerminator()).getValues()[0];

  // Peels a multiplication or division of `value` by a constant: returns
  // the other operand and the factor (1 if there is none).
  auto peelFactor = [&](Value value) -> std::pair<Value, double> {
    Operation *arith = value.getDefiningOp();
    if (!arith || arith->getBlock() != &body ||
        !isa<arith::MulFOp, arith::DivFOp>(arith))
      return {value, 1.0};
    Value lhs = arith->getOperand(0), rhs = arith->getOperand(1);
    if (std::optional<double> factor = getConstantFloat(rhs))
      return {lhs, isa<arith::DivFOp>(arith) ? 1.0 / *factor : *factor};
    if (isa<arith::MulFOp>(arith))
      if (std::optional<double> factor = getConstantFloat(lhs))
        return {rhs, *factor};
    return {value, 1.0};
  };
  auto [tanhResult, post] = peelFactor(yielded);
  auto tanh = tanhResult.getDefiningOp<math::TanhOp>();
  if (!tanh || tanh->getBlock() != &body)
    return std::nullopt;
  auto [argument, pre] = peelFactor(tanh.getOperand());
  if (argument != input)
    return std::nullopt;
  // Nothing else in the body (constants aside) may compute.
  for (Operation &other : body.without_terminator())
    if (!isa<arith::ConstantOp>(other) && &other != tanh.getOperation() &&
        &other != tanh.getOperand().getDefiningOp() &&
        &other != yielded.getDefiningOp())
      return std::nullopt;
  return SoftCap{generic.getDpsInputs()[0], pre, post};
}
