//===- TMTensorDialect.cpp - torch-mlir's tm_tensor ops rope-mlir reads ---===//

#include "rope/Dialect/TMTensor/IR/TMTensorDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::rope::tm_tensor;

#include "rope/Dialect/TMTensor/IR/TMTensorDialect.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "rope/Dialect/TMTensor/IR/TMTensorOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "rope/Dialect/TMTensor/IR/TMTensorOps.cpp.inc"

/// Returns true if static sizes `a` and `b` may be equal.
static bool compatible(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

LogicalResult ScatterOp::verify() {
  if (getInputs().size() != 2 || getOutputs().size() != 1)
    return emitOpError("expects two inputs (updates, indices) and one output "
                       "(original), has ")
           << getInputs().size() << " and " << getOutputs().size();
  auto updates = cast<RankedTensorType>(getInputs()[0].getType());
  auto indices = cast<RankedTensorType>(getInputs()[1].getType());
  auto original = cast<RankedTensorType>(getOutputs()[0].getType());
  if (getResults().size() != 1 || getResults()[0].getType() != original)
    return emitOpError("expects one result of the output's type ") << original;

  if (indices.getRank() != 2 || !isa<IntegerType>(indices.getElementType()))
    return emitOpError("expects indices [updates, depth] of integers, got ")
           << indices;
  int64_t depth = indices.getDimSize(1);
  if (ShapedType::isDynamic(depth))
    return emitOpError("expects a static index depth");
  ArrayRef<int64_t> dimensionMap = getDimensionMap();
  if (static_cast<int64_t>(dimensionMap.size()) != depth)
    return emitOpError("has ")
           << dimensionMap.size() << " dimension_map entries for index depth "
           << depth;
  int64_t rank = original.getRank();
  llvm::SmallBitVector seen(rank);
  for (int64_t dim : dimensionMap) {
    if (dim < 0 || dim >= rank)
      return emitOpError("dimension_map entry ")
             << dim << " is not a dimension of the rank-" << rank
             << " original";
    if (seen.test(dim))
      return emitOpError("dimension_map names dimension ") << dim << " twice";
    seen.set(dim);
  }

  if (updates.getRank() < 1)
    return emitOpError("expects updates of rank at least 1");
  if (!compatible(updates.getDimSize(0), indices.getDimSize(0)))
    return emitOpError("has ")
           << updates.getDimSize(0) << " updates but "
           << indices.getDimSize(0) << " index rows";
  int64_t sliceRank = updates.getRank() - 1;
  if (sliceRank > rank)
    return emitOpError("has update slices of rank ")
           << sliceRank << ", more than the original's " << rank;
  int64_t offset = rank - sliceRank;
  // Dimensions before the slice's are only reached through indices.
  for (int64_t dim = 0; dim < offset; ++dim)
    if (!seen.test(dim))
      return emitOpError("leaves dimension ")
             << dim << " of the original neither indexed nor in the update "
             << "slice";
  for (int64_t dim = offset; dim < rank; ++dim) {
    int64_t size = updates.getDimSize(dim - offset + 1);
    if (!ShapedType::isDynamic(size) && !original.isDynamicDim(dim) &&
        size > original.getDimSize(dim))
      return emitOpError("update dimension ")
             << dim - offset + 1 << " (" << size
             << ") exceeds the original's dimension " << dim << " ("
             << original.getDimSize(dim) << ")";
  }

  Type element = original.getElementType();
  if (updates.getElementType() != element)
    return emitOpError("updates ")
           << updates << " and original " << original
           << " have different element types";
  Block &body = getRegion().front();
  if (body.getNumArguments() != 2 ||
      body.getArgument(0).getType() != element ||
      body.getArgument(1).getType() != element)
    return emitOpError("expects a region with two ")
           << element << " arguments (update, original)";
  auto yield = cast<YieldOp>(body.getTerminator());
  if (yield.getNumOperands() != 1 ||
      yield.getOperand(0).getType() != element)
    return yield.emitOpError("expects to yield one ") << element;
  return success();
}
