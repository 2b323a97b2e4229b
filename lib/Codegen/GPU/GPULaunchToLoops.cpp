//===- GPULaunchToLoops.cpp - Run gpu.launch bodies on the host -----------===//

#include "rope/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::rope {
#define GEN_PASS_DEF_GPULAUNCHTOLOOPSPASS
#include "rope/Codegen/GPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

/// Replaces `launch` by a parallel loop over its blocks and threads, each
/// iteration running the body with those ids.
static LogicalResult launchToLoops(RewriterBase &rewriter,
                                   gpu::LaunchOp launch) {
  if (!launch.getBody().hasOneBlock() || launch.getAsyncToken() ||
      !launch.getWorkgroupAttributions().empty() ||
      !launch.getPrivateAttributions().empty() ||
      launch.getDynamicSharedMemorySize())
    return launch.emitError("only synchronous single-block launches without "
                            "shared memory run as host loops");
  WalkResult barriers = launch.getBody().walk(
      [](gpu::BarrierOp) { return WalkResult::interrupt(); });
  if (barriers.wasInterrupted())
    return launch.emitError("a launch with barriers cannot run as host loops");

  Location loc = launch.getLoc();
  rewriter.setInsertionPoint(launch);
  gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
  gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
  SmallVector<Value> bounds = {grid.x,  grid.y,  grid.z,
                               block.x, block.y, block.z};
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  SmallVector<Value> zeros(6, zero), ones(6, one);
  scf::ParallelOp::create(
      rewriter, loc, zeros, bounds, ones,
      [&](OpBuilder &b, Location loc, ValueRange ivs) {
        IRMapping mapping;
        gpu::KernelDim3 blockIds = launch.getBlockIds();
        gpu::KernelDim3 threadIds = launch.getThreadIds();
        gpu::KernelDim3 gridSize = launch.getGridSize();
        gpu::KernelDim3 blockSize = launch.getBlockSize();
        mapping.map(ValueRange{blockIds.x, blockIds.y, blockIds.z, threadIds.x,
                               threadIds.y, threadIds.z},
                    ivs);
        mapping.map(ValueRange{gridSize.x, gridSize.y, gridSize.z, blockSize.x,
                               blockSize.y, blockSize.z},
                    bounds);
        for (Operation &op : launch.getBody().front().without_terminator())
          b.clone(op, mapping);
      });
  rewriter.eraseOp(launch);
  return success();
}

namespace {

struct GPULaunchToLoopsPass
    : rope::impl::GPULaunchToLoopsPassBase<GPULaunchToLoopsPass> {
  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation()->walk(
        [&](gpu::LaunchOp launch) { launches.push_back(launch); });
    IRRewriter rewriter(&getContext());
    for (gpu::LaunchOp launch : launches)
      if (failed(launchToLoops(rewriter, launch)))
        return signalPassFailure();
  }
};

} // namespace
