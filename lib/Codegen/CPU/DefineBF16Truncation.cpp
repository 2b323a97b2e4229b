//===- DefineBF16Truncation.cpp - __truncsfbf2 for bf16-less targets ------===//
//
// The f32 -> bf16 rounding that LLVM's x86 backend calls on targets without
// AVX512-BF16, defined in the module: libgcc 12 has no __truncsfbf2.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::rope {
#define GEN_PASS_DEF_DEFINEBF16TRUNCATIONPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

static constexpr llvm::StringLiteral kName = "__truncsfbf2";

namespace {
struct DefineBF16TruncationPass
    : rope::impl::DefineBF16TruncationPassBase<DefineBF16TruncationPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    auto f32 = Float32Type::get(ctx);
    auto bf16 = BFloat16Type::get(ctx);
    auto type = LLVM::LLVMFunctionType::get(bf16, {f32});
    if (Operation *existing = SymbolTable::lookupSymbolIn(module, kName)) {
      auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
      if (function && function.getFunctionType() == type)
        return;
      existing->emitError() << "@" << kName << " must be the C function "
                            << type << " (float to bfloat16)";
      return signalPassFailure();
    }

    Location loc = module.getLoc();
    auto b = OpBuilder::atBlockEnd(module.getBody());
    auto function =
        LLVM::LLVMFuncOp::create(b, loc, kName, type, LLVM::Linkage::Weak);
    Block *entry = function.addEntryBlock(b);
    b.setInsertionPointToStart(entry);
    auto i16 = b.getI16Type();
    auto i32 = b.getI32Type();
    auto constant = [&](int64_t value) -> Value {
      return LLVM::ConstantOp::create(b, loc, i32, value);
    };
    Value x = entry->getArgument(0);
    Value bits = LLVM::BitcastOp::create(b, loc, i32, x);
    // Round to nearest even: add 0x7fff plus the lowest kept bit, keep the
    // high half (an overflow into the exponent rounds up to infinity).
    Value lowestKept = LLVM::AndOp::create(
        b, loc, LLVM::LShrOp::create(b, loc, bits, constant(16)), constant(1));
    Value rounded = LLVM::AddOp::create(
        b, loc, bits, LLVM::AddOp::create(b, loc, lowestKept, constant(0x7fff)));
    Value high = LLVM::LShrOp::create(b, loc, rounded, constant(16));
    // NaN: the high half with the quiet bit set, sign kept.
    Value quiet = LLVM::OrOp::create(
        b, loc, LLVM::LShrOp::create(b, loc, bits, constant(16)),
        constant(0x40));
    Value isNaN =
        LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::uno, x, x);
    Value result = LLVM::SelectOp::create(b, loc, isNaN, quiet, high);
    Value half = LLVM::TruncOp::create(b, loc, i16, result);
    LLVM::ReturnOp::create(b, loc,
                           LLVM::BitcastOp::create(b, loc, bf16, half)
                               .getResult());
  }
};
} // namespace
