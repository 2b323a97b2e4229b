//===- BF16MaskedMemoryAsIntegers.cpp - bf16 masked memory as i16 ---------===//
//
// LLVM's x86 backend expands a masked load of a bf16 vector on targets
// without AVX512-BF16 through per-lane __truncsfbf2 calls (not in libgcc 12);
// the same bits move as i16 with one masked move on every target. Plain
// stores of bf16 vectors move as i16 too: InstCombine otherwise sinks the
// bitcast of the rounded bits (arith-expand-ops' truncf) above their NaN
// select, and the x86 backend scalarizes a bf16 select lane by lane.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::rope {
#define GEN_PASS_DEF_BF16MASKEDMEMORYASINTEGERSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// The i16 vector type of the bf16 vector `type`, or null for other types.
static VectorType asIntegers(Type type) {
  auto vector = dyn_cast<VectorType>(type);
  if (!vector || !vector.getElementType().isBF16())
    return {};
  return vector.clone(IntegerType::get(type.getContext(), 16));
}

/// Makes `store` (plain or masked) store its bf16 vector's bits as i16.
template <typename StoreOpT>
static void storeAsIntegers(StoreOpT store) {
  VectorType integers = asIntegers(store.getValue().getType());
  if (!integers)
    return;
  OpBuilder builder(store);
  store.getValueMutable().assign(LLVM::BitcastOp::create(
      builder, store.getLoc(), integers, store.getValue()));
}

namespace {
struct BF16MaskedMemoryAsIntegersPass
    : rope::impl::BF16MaskedMemoryAsIntegersPassBase<
          BF16MaskedMemoryAsIntegersPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (auto store = dyn_cast<LLVM::StoreOp>(op))
        return storeAsIntegers(store);
      if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op))
        return storeAsIntegers(store);
      auto load = dyn_cast<LLVM::MaskedLoadOp>(op);
      if (!load)
        return;
      VectorType type = load.getType();
      VectorType integers = asIntegers(type);
      if (!integers)
        return;
      OpBuilder builder(load);
      Location loc = load.getLoc();
      if (Value passThru = load.getPassThru())
        load.getPassThruMutable().assign(
            LLVM::BitcastOp::create(builder, loc, integers, passThru));
      load.getResult().setType(integers);
      builder.setInsertionPointAfter(load);
      auto floats = LLVM::BitcastOp::create(builder, loc, type, load);
      load.getResult().replaceAllUsesExcept(floats, floats);
    });
  }
};
} // namespace
