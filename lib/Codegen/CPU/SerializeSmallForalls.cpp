//===- SerializeSmallForalls.cpp - Keep small loops off the thread pool ---===//

#include "rope/Codegen/CPU/Passes.h"
#include "rope/Support/Remarks.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::rope {
#define GEN_PASS_DEF_SERIALIZESMALLFORALLSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// Returns the static trip count of the scf.for loop `loop` (1 if unknown).
static uint64_t getTripCount(scf::ForOp loop) {
  std::optional<APInt> trips = loop.getStaticTripCount();
  if (!trips || trips->getBitWidth() > 64)
    return 1;
  return std::max<uint64_t>(1, trips->getZExtValue());
}

/// Returns the elements one iteration of `forall` handles: the largest, over
/// the ops of its body, of the op's widest vector times the static trip
/// counts of the scf.for loops around it inside the body (at least 1).
static int64_t getElementsPerIteration(scf::ForallOp forall) {
  uint64_t widest = 1;
  forall.getBody()->walk([&](Operation *op) {
    uint64_t elements = 1;
    for (Type type : llvm::concat<const Type>(op->getResultTypes(),
                                              op->getOperandTypes()))
      if (auto vector = dyn_cast<VectorType>(type))
        elements = std::max<uint64_t>(elements, vector.getNumElements());
    for (Operation *parent = op->getParentOp(); parent != forall;
         parent = parent->getParentOp())
      if (auto loop = dyn_cast<scf::ForOp>(parent))
        elements = llvm::SaturatingMultiply(elements, getTripCount(loop));
    widest = std::max(widest, elements);
  });
  return static_cast<int64_t>(
      std::min<uint64_t>(widest, std::numeric_limits<int64_t>::max()));
}

/// Returns the static trip count of `forall` (saturated at UINT64_MAX), or
/// nullopt if a bound or step is dynamic.
static std::optional<uint64_t> getTripCount(scf::ForallOp forall) {
  uint64_t trips = 1;
  for (auto [lb, ub, step] :
       llvm::zip_equal(forall.getStaticLowerBound(),
                       forall.getStaticUpperBound(), forall.getStaticStep())) {
    if (ShapedType::isDynamic(lb) || ShapedType::isDynamic(ub) ||
        ShapedType::isDynamic(step) || step <= 0)
      return std::nullopt;
    // ub - lb in unsigned arithmetic: no overflow once ub > lb.
    uint64_t span = ub > lb ? static_cast<uint64_t>(ub) -
                                  static_cast<uint64_t>(lb)
                            : 0;
    trips = llvm::SaturatingMultiply(
        trips, llvm::divideCeil(span, static_cast<uint64_t>(step)));
  }
  return trips;
}

/// Reports whether `forall` stays a parallel loop (OpenMP threads) or runs
/// sequentially, and why. Reported to a remark engine only.
static void remarkThreading(scf::ForallOp forall, bool parallel,
                            StringRef why) {
  Decision(DecisionKind::Analysis, forall, "rope-serialize-small-foralls",
           "Threading", DecisionVisibility::EngineOnly)
          .arg("Parallel", parallel ? "true" : "false")
          .arg("Reason", why)
      << (parallel ? "parallel loop: " : "sequential loop: ") << why;
}

namespace {

struct SerializeSmallForallsPass
    : rope::impl::SerializeSmallForallsPassBase<SerializeSmallForallsPass> {
  using SerializeSmallForallsPassBase::SerializeSmallForallsPassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(SerializeSmallForallsPassBase::initializeOptions(options,
                                                                errorHandler)))
      return failure();
    return checkOptionRange(errorHandler, getArgument(),
                            "min-parallel-elements", minParallelElements, 0);
  }

  void runOnOperation() override {
    SmallVector<scf::ForallOp> small;
    getOperation()->walk([&](scf::ForallOp forall) {
      if (!forall.getOutputs().empty())
        return;
      // Loops inside a parallel loop run on the thread that runs its
      // iteration (the outer loop has the threads already).
      if (forall->getParentOfType<scf::ForallOp>() ||
          forall->getParentOfType<scf::ParallelOp>()) {
        remarkThreading(forall, /*parallel=*/false,
                        "nested in a parallel loop, whose threads run it");
        small.push_back(forall);
        return;
      }
      std::optional<uint64_t> trips = getTripCount(forall);
      if (!trips) {
        remarkThreading(forall, /*parallel=*/true, "dynamic trip count");
        return;
      }
      // trips * perIteration < minParallelElements, without overflow.
      int64_t perIteration = getElementsPerIteration(forall);
      bool serial =
          minParallelElements > 0 &&
          *trips < llvm::divideCeil(static_cast<uint64_t>(minParallelElements),
                                    static_cast<uint64_t>(perIteration));
      std::string why;
      llvm::raw_string_ostream(why)
          << *trips << " iterations of " << perIteration << " elements, "
          << (serial ? "below " : "at least ") << minParallelElements;
      remarkThreading(forall, !serial, why);
      if (serial)
        small.push_back(forall);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ForallOp forall : small) {
      rewriter.setInsertionPoint(forall);
      if (failed(scf::forallToForLoop(rewriter, forall)))
        return signalPassFailure();
    }
  }
};

} // namespace
