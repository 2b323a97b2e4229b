//===- CheckTransformSchedules.cpp - Schedules upstream would crash on ----===//

#include "rope/Transforms/Passes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CHECKTRANSFORMSCHEDULESPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// Returns the entries of the DenseI64ArrayAttr `name` of `op` (empty when
/// it has none).
static ArrayRef<int64_t> getSizes(Operation *op, StringRef name) {
  if (auto sizes = dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr(name)
                                                           .value_or(nullptr)))
    return sizes.asArrayRef();
  return {};
}

/// Checks one transform op; emits an error and returns failure if upstream
/// would crash on it.
static LogicalResult checkOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name == "transform.structured.tile_using_for") {
    // Operand 0 is the target; the others are the dynamic sizes.
    int64_t markers = llvm::count(getSizes(op, "static_sizes"),
                                  ShapedType::kDynamic);
    int64_t dynamic = static_cast<int64_t>(op->getNumOperands()) - 1;
    if (markers != dynamic)
      return op->emitError("tile sizes hold ")
             << markers << " dynamic marker(s) (" << ShapedType::kDynamic
             << ") but the op has " << dynamic
             << " dynamic size operand(s): upstream MLIR 22 crashes on this "
                "op; give positive tile sizes";
    return success();
  }
  if (name == "transform.structured.tile_using_forall") {
    ArrayRef<int64_t> tiles = getSizes(op, "static_tile_sizes");
    if (!tiles.empty() && getSizes(op, "static_num_threads").empty() &&
        llvm::all_of(tiles, [](int64_t size) { return size == 0; }))
      return op->emitError("all tile sizes are 0: upstream MLIR 22 crashes "
                           "when this op is applied; tile at least one "
                           "dimension");
  }
  return success();
}

namespace {
struct CheckTransformSchedulesPass
    : rope::impl::CheckTransformSchedulesPassBase<
          CheckTransformSchedulesPass> {
  void runOnOperation() override {
    bool clean = true;
    getOperation()->walk([&](Operation *op) {
      if (failed(checkOp(op)))
        clean = false;
    });
    if (!clean)
      signalPassFailure();
  }
};
} // namespace
