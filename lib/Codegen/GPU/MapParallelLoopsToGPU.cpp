//===- MapParallelLoopsToGPU.cpp - Linear 1-D grids for parallel loops ----===//

#include "rope/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_MAPPARALLELLOOPSTOGPUPASS
#include "rope/Codegen/GPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// Threads of a block of a linearized loop.
static constexpr int64_t kThreadsPerBlock = 256;

/// Returns true if `loop` iterates from 0 by 1 in every dimension, has no
/// reductions and no mapping yet.
static bool isLinearizable(scf::ParallelOp loop) {
  if (loop->hasAttr(gpu::getMappingAttrName()) || loop.getNumReductions())
    return false;
  auto isConstant = [](Value value, int64_t expected) {
    std::optional<int64_t> constant = getConstantIntValue(value);
    return constant && *constant == expected;
  };
  return llvm::all_of(loop.getLowerBound(),
                      [&](Value v) { return isConstant(v, 0); }) &&
         llvm::all_of(loop.getStep(),
                      [&](Value v) { return isConstant(v, 1); });
}

static void setMapping(scf::ParallelOp loop, gpu::Processor processor) {
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, loop.getContext());
  (void)gpu::setMappingAttr(
      loop, {gpu::ParallelLoopDimMappingAttr::get(loop.getContext(), processor,
                                                  identity, identity)});
}

/// Replaces `loop` by blocks x threads over its linearized iteration space.
static void linearize(RewriterBase &rewriter, scf::ParallelOp loop) {
  Location loc = loop.getLoc();
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> bounds(loop.getUpperBound());
  Value total = bounds.front();
  for (Value bound : ArrayRef<Value>(bounds).drop_front())
    total = rewriter.createOrFold<arith::MulIOp>(loc, total, bound);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value threads =
      arith::ConstantIndexOp::create(rewriter, loc, kThreadsPerBlock);
  Value blocks = rewriter.createOrFold<arith::CeilDivUIOp>(loc, total, threads);

  auto buildGrid = [&](OpBuilder &b, Location loc) {
    auto blockLoop = scf::ParallelOp::create(
        b, loc, ValueRange{zero}, ValueRange{blocks}, ValueRange{one},
        [&](OpBuilder &b, Location loc, ValueRange block) {
          auto threadLoop = scf::ParallelOp::create(
              b, loc, ValueRange{zero}, ValueRange{threads}, ValueRange{one},
              [&](OpBuilder &b, Location loc, ValueRange thread) {
                Value linear = arith::AddIOp::create(
                    b, loc, arith::MulIOp::create(b, loc, block[0], threads),
                    thread[0]);
                Value inside = arith::CmpIOp::create(
                    b, loc, arith::CmpIPredicate::ult, linear, total);
                scf::IfOp::create(
                    b, loc, inside, [&](OpBuilder &b, Location loc) {
                      SmallVector<Value> ivs(loop.getInductionVars());
                      IRMapping mapping;
                      if (bounds.size() == 1) {
                        mapping.map(ivs.front(), linear);
                      } else {
                        auto delinearized =
                            affine::AffineDelinearizeIndexOp::create(
                                b, loc, linear, bounds, /*hasOuterBound=*/true);
                        mapping.map(ivs, delinearized.getResults());
                      }
                      for (Operation &op : loop.getBody()->without_terminator())
                        b.clone(op, mapping);
                      scf::YieldOp::create(b, loc);
                    });
              });
          setMapping(threadLoop, gpu::Processor::ThreadX);
        });
    setMapping(blockLoop, gpu::Processor::BlockX);
  };
  // CUDA rejects empty grids: unless the loop is known to iterate, the grid
  // runs only if it does.
  std::optional<int64_t> known = getConstantIntValue(total);
  if (known && *known > 0) {
    buildGrid(rewriter, loc);
  } else {
    Value nonempty = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ugt, total, zero);
    scf::IfOp::create(rewriter, loc, nonempty, [&](OpBuilder &b, Location loc) {
      buildGrid(b, loc);
      scf::YieldOp::create(b, loc);
    });
  }
  rewriter.eraseOp(loop);
}

namespace {

struct MapParallelLoopsToGPUPass
    : rope::impl::MapParallelLoopsToGPUPassBase<MapParallelLoopsToGPUPass> {
  void runOnOperation() override {
    SmallVector<scf::ParallelOp> outermost;
    getOperation()->walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() && isLinearizable(loop))
        outermost.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : outermost)
      linearize(rewriter, loop);
  }
};

} // namespace
