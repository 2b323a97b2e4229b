//===- MatchSizeExpressions.cpp - Index arithmetic over tensor sizes ------===//
//
// Frontends compute slice bounds from tensor sizes with index arithmetic:
// torch-mlir lowers `x[..., :-1]` of a dynamic size N to the offset
// `index_cast(minsi(index_cast(N), 0))` and the size
// `maxsi(minsi(select(N - 1 < 0, -1, N - 1), N) - offset, 0)`. Such an
// expression is evaluated here with every `tensor.dim` it reads replaced by
// sample sizes, small and large: one that gives the same value for every
// sample is taken to be that value for every size.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatchers.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::rope;
using namespace mlir::rope::detail;

namespace {

/// Evaluates index and integer arithmetic with the `tensor.dim` values it
/// reads given sizes: the n-th distinct one gets `sizes(n)`.
class SizeEvaluator {
public:
  explicit SizeEvaluator(function_ref<int64_t(unsigned)> sizes)
      : sizes(sizes) {}

  std::optional<int64_t> evaluate(Value value, int depth = 32) {
    if (depth == 0)
      return std::nullopt;
    if (std::optional<int64_t> constant = getConstantIntValue(value))
      return constant;
    if (auto dim = value.getDefiningOp<tensor::DimOp>()) {
      auto [it, inserted] = leaves.try_emplace(value, leaves.size());
      return sizes(it->second);
    }
    Operation *op = value.getDefiningOp();
    if (!op)
      return std::nullopt;
    auto operand = [&](unsigned i) {
      return evaluate(op->getOperand(i), depth - 1);
    };
    if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp>(op))
      return operand(0);
    if (auto select = dyn_cast<arith::SelectOp>(op)) {
      std::optional<int64_t> condition = operand(0);
      if (!condition)
        return std::nullopt;
      return *condition ? operand(1) : operand(2);
    }
    if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
      SmallVector<Attribute> inputs;
      Builder builder(op->getContext());
      for (Value input : apply.getMapOperands()) {
        std::optional<int64_t> known = evaluate(input, depth - 1);
        if (!known)
          return std::nullopt;
        inputs.push_back(builder.getIndexAttr(*known));
      }
      SmallVector<Attribute> results;
      if (failed(apply.getAffineMap().constantFold(inputs, results)) ||
          results.size() != 1)
        return std::nullopt;
      return cast<IntegerAttr>(results[0]).getInt();
    }
    if (op->getNumOperands() != 2)
      return std::nullopt;
    std::optional<int64_t> lhs = operand(0), rhs = operand(1);
    if (!lhs || !rhs)
      return std::nullopt;
    int64_t a = *lhs, b = *rhs;
    // Sizes near 2^40 must not wrap: an overflow evaluates to nothing.
    if (isa<arith::AddIOp>(op))
      return llvm::checkedAdd(a, b);
    if (isa<arith::SubIOp>(op))
      return llvm::checkedSub(a, b);
    if (isa<arith::MulIOp>(op))
      return llvm::checkedMul(a, b);
    if (isa<arith::MinSIOp>(op))
      return std::min(a, b);
    if (isa<arith::MaxSIOp>(op))
      return std::max(a, b);
    if (auto cmp = dyn_cast<arith::CmpIOp>(op))
      return arith::applyCmpPredicate(cmp.getPredicate(), APInt(64, a, true),
                                      APInt(64, b, true));
    return std::nullopt;
  }

private:
  function_ref<int64_t(unsigned)> sizes;
  llvm::DenseMap<Value, unsigned> leaves;
};

} // namespace

std::optional<int64_t> rope::detail::getSizeIndependentValue(OpFoldResult value) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return constant;
  // Sizes of 0, 1, a few, distinct ones and ones near 2^40: the bounds
  // frontends compute clamp at 0 and at the size, so each branch is taken.
  static constexpr int64_t kSamples[] = {0, 1, 2, 7, 4096, int64_t(1) << 40};
  std::optional<int64_t> result;
  for (unsigned sample = 0; sample < std::size(kSamples) + 2; ++sample) {
    // Named: SizeEvaluator keeps a function_ref to it.
    auto sizeOf = [&](unsigned leaf) -> int64_t {
      if (sample < std::size(kSamples))
        return kSamples[sample];
      // Each leaf its own size.
      return sample == std::size(kSamples) ? 3 + 5 * leaf
                                           : (int64_t(1) << 30) - 17 * leaf;
    };
    SizeEvaluator evaluator(sizeOf);
    std::optional<int64_t> known = evaluator.evaluate(cast<Value>(value));
    if (!known || (result && *known != *result))
      return std::nullopt;
    result = known;
  }
  return result;
}

/// Returns true if `op` computes an index or integer from others without
/// side effects (what frontends compute slice bounds and fill sizes with),
/// or is a tensor.empty of such sizes or a linalg.fill of one (the initial
/// value of a reduction).
static bool isSizeArithmetic(Operation *op) {
  if (isa<tensor::EmptyOp, linalg::FillOp>(op))
    return true;
  return isa<tensor::DimOp, affine::AffineApplyOp, arith::IndexCastOp,
             arith::IndexCastUIOp, arith::ExtSIOp, arith::TruncIOp,
             arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::MinSIOp,
             arith::MaxSIOp, arith::CmpIOp, arith::SelectOp>(op) &&
         llvm::all_of(op->getResultTypes(),
                      [](Type type) { return type.isIntOrIndex(); });
}

/// Returns true if `op` or an op around it (a copy generic whose body reads
/// a size) is in `chain`.
static bool isInChain(Operation *op, const OpChain &chain) {
  for (Operation *owner = op; owner; owner = owner->getParentOp())
    if (chain.contains(owner))
      return true;
  return false;
}

void rope::detail::absorbSizeComputations(OpChain &chain) {
  SmallVector<Operation *> dims;
  for (const auto &entry : chain)
    for (Operation *user : entry.first->getUsers())
      if (isa<tensor::DimOp>(user) && !isInChain(user, chain))
        dims.push_back(user);
  for (Operation *dim : dims) {
    if (isInChain(dim, chain))
      continue;
    // Everything the size flows into, which must end in the chain.
    llvm::SetVector<Operation *> reached;
    SmallVector<Operation *> pending = {dim};
    bool contained = true;
    while (contained && !pending.empty()) {
      Operation *op = pending.pop_back_val();
      if (isInChain(op, chain) || !reached.insert(op))
        continue;
      if (!isSizeArithmetic(op)) {
        contained = false;
        break;
      }
      for (Operation *user : op->getUsers())
        pending.push_back(user);
    }
    if (!contained)
      continue;
    for (Operation *op : reached)
      chain.insert({op, "sizes"});
  }
}
