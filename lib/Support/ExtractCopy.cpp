//===- ExtractCopy.cpp - torch-mlir's copies by tensor.extract ------------===//
//
// With dynamic sizes, torch-mlir writes expand (and the broadcasts of its
// matmul operands) as a linalg.generic without inputs whose body reads the
// source with tensor.extract at the loop indices, each guarded for a
// source dimension of size 1:
//
//   %i = linalg.index 3 : index
//   %one = arith.cmpi eq, %size, %c1 : index
//   %j = arith.select %one, %c0, %i : index
//   %x = tensor.extract %source[%c0, %h, %c0, %j, %d]
//
// The guard reads index 0 of a dimension of size 1 and index i otherwise:
// the copy is the identity whenever the source dimension is as long as the
// result's, which torch's expand to the source's own sizes guarantees.
//
//===----------------------------------------------------------------------===//

#include "rope/Support/ExtractCopy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::rope;

/// Returns the loop whose index `value` is (through torch-mlir's size-1
/// guard), -1 for the constant 0, or nullopt.
static std::optional<int64_t> getIndexLoop(Value value) {
  if (matchPattern(value, m_Zero()))
    return -1;
  if (auto select = value.getDefiningOp<arith::SelectOp>()) {
    auto compare = select.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!compare || compare.getPredicate() != arith::CmpIPredicate::eq ||
        !matchPattern(compare.getRhs(), m_One()) ||
        !matchPattern(select.getTrueValue(), m_Zero()))
      return std::nullopt;
    value = select.getFalseValue();
  }
  if (auto index = value.getDefiningOp<linalg::IndexOp>())
    return index.getDim();
  return std::nullopt;
}

Value rope::matchExtractCopy(Operation *op,
                             std::optional<int64_t> broadcastDim) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumDpsInputs() != 0 ||
      generic.getNumResults() != 1 ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      !generic.getIndexingMapsArray().back().isIdentity())
    return {};
  Block &body = generic.getRegion().front();
  auto extract =
      body.getTerminator()->getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (!extract || extract->getBlock() != &body)
    return {};
  auto source = cast<RankedTensorType>(extract.getTensor().getType());
  auto result = cast<RankedTensorType>(generic.getResult(0).getType());
  if (source.getRank() != result.getRank())
    return {};
  for (auto [dim, index] : llvm::enumerate(extract.getIndices())) {
    std::optional<int64_t> loop = getIndexLoop(index);
    if (!loop)
      return {};
    bool unitSource = source.getDimSize(dim) == 1;
    if (*loop == static_cast<int64_t>(dim))
      continue;
    // Index 0 of a unit dimension: the identity on a unit result dimension,
    // the broadcast at `broadcastDim`.
    if (*loop != -1 || !unitSource)
      return {};
    if (broadcastDim != static_cast<int64_t>(dim) &&
        result.getDimSize(dim) != 1)
      return {};
  }
  if (broadcastDim) {
    OperandRange indices = extract.getIndices();
    if (*broadcastDim >= static_cast<int64_t>(indices.size()) ||
        getIndexLoop(indices[*broadcastDim]) != -1)
      return {};
  }
  return extract.getTensor();
}
