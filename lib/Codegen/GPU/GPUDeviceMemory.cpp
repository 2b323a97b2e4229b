//===- GPUDeviceMemory.cpp - Buffers of kernels in GPU memory -------------===//

#include "rope/Codegen/GPU/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::rope {
#define GEN_PASS_DEF_GPUDEVICEMEMORYPASS
#include "rope/Codegen/GPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static bool inKernel(Operation *op) {
  return op->getParentOfType<gpu::LaunchOp>() ||
         op->getParentOfType<gpu::GPUModuleOp>();
}

/// Returns true if the buffer `value`, or a view of it, is used in a kernel
/// or returned.
static bool reachesDevice(Value value) {
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (inKernel(user) || isa<func::ReturnOp>(user))
      return true;
    if (auto view = dyn_cast<ViewLikeOpInterface>(user))
      if (view.getViewSource() == value && reachesDevice(view->getResult(0)))
        return true;
  }
  return false;
}

/// Moves the `memref.get_global` ops whose buffers `launch` reads into it,
/// so that outlining copies the globals into the GPU module.
static void sinkGlobals(gpu::LaunchOp launch) {
  Block &entry = launch.getBody().front();
  DenseMap<Operation *, Value> sunk;
  launch.getBody().walk([&](Operation *op) {
    for (OpOperand &operand : op->getOpOperands()) {
      auto global = operand.get().getDefiningOp<memref::GetGlobalOp>();
      if (!global || launch->isAncestor(global))
        continue;
      Value &copy = sunk[global];
      if (!copy) {
        OpBuilder b(&entry, entry.begin());
        copy = b.clone(*global)->getResult(0);
      }
      operand.set(copy);
    }
  });
}

namespace {

struct GPUDeviceMemoryPass
    : rope::impl::GPUDeviceMemoryPassBase<GPUDeviceMemoryPass> {
  void runOnOperation() override {
    getOperation()->walk(sinkGlobals);
    SmallVector<memref::AllocOp> allocs;
    SmallVector<memref::CopyOp> copies;
    WalkResult walk = getOperation()->walk([&](Operation *op) {
      if (inKernel(op))
        return WalkResult::advance();
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        if (reachesDevice(alloc))
          allocs.push_back(alloc);
      } else if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
        if (reachesDevice(alloca)) {
          alloca.emitError("a kernel uses a buffer on the host's stack");
          return WalkResult::interrupt();
        }
      } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
        copies.push_back(copy);
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();

    IRRewriter rewriter(&getContext());
    for (memref::AllocOp alloc : allocs) {
      for (Operation *user : llvm::to_vector(alloc->getUsers())) {
        if (auto dealloc = dyn_cast<memref::DeallocOp>(user)) {
          rewriter.setInsertionPoint(dealloc);
          rewriter.replaceOpWithNewOp<gpu::DeallocOp>(
              dealloc, /*asyncToken=*/Type(), ValueRange(),
              dealloc.getMemref());
        } else if (!inKernel(user) &&
                   isa<memref::LoadOp, memref::StoreOp>(user)) {
          user->emitError("host code accesses a buffer in GPU memory");
          return signalPassFailure();
        }
      }
      rewriter.setInsertionPoint(alloc);
      rewriter.replaceOpWithNewOp<gpu::AllocOp>(
          alloc, alloc.getType(), /*asyncToken=*/Type(), ValueRange(),
          alloc.getDynamicSizes(), alloc.getSymbolOperands(),
          /*hostShared=*/false);
    }
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<gpu::MemcpyOp>(copy, /*asyncToken=*/Type(),
                                                 ValueRange(), copy.getTarget(),
                                                 copy.getSource());
    }
  }
};

} // namespace
