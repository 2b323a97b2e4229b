//===- CacheScratchBuffers.cpp - Keep packed buffers across calls ---------===//
//
// A matmul packs whole operands into buffers of megabytes that live for one
// call. malloc maps such a buffer afresh at each call once glibc has given
// the previous one back to the kernel (two 8 MiB packs freed together pass
// its trim threshold), and every page then faults and is zeroed again: a
// sixth of a bf16 matmul's time on AMX on 1 thread, a third on 2
// (docs/RopeCodegenCPUPasses.md). Each scratch allocation site
// instead keeps its last buffer in a slot of its own, which the next call
// takes.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/Passes.h"
#include "rope/Codegen/CPU/ScratchBuffers.h"
#include "rope/Support/Remarks.h"
#include "rope/Transforms/OptionChecks.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CACHESCRATCHBUFFERSPASS
#include "rope/Codegen/CPU/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

static constexpr llvm::StringLiteral kPass = "rope-cache-scratch-buffers";
/// The slots' symbol prefix: `__rope_scratch_slot<N>`, one i64 per site.
static constexpr llvm::StringLiteral kSlotPrefix = "__rope_scratch_slot";
/// Bytes before the data that hold the buffer's capacity.
static constexpr int64_t kHeaderBytes = 8;

namespace {

/// A scratch allocation the pass rewrites: the alloc, its one dealloc and
/// its size in bytes when static.
struct Site {
  memref::AllocOp alloc;
  memref::DeallocOp dealloc;
  std::optional<int64_t> staticBytes;
};

} // namespace

/// Returns why `alloc` (marked scratch) is left to malloc, or an empty
/// string; fills `site`.
static StringRef checkSite(memref::AllocOp alloc, Site &site) {
  MemRefType type = alloc.getType();
  if (!type.getLayout().isIdentity())
    return "its layout is not the identity";
  if (type.getMemorySpace())
    return "it is not in the default memory space";
  if (!type.getElementType().isIntOrFloat())
    return "its elements are not integers or floats";
  unsigned bits = type.getElementTypeBitWidth();
  if (bits == 0 || bits % 8 != 0)
    return "its elements are not whole bytes";
  for (Operation *user : alloc->getUsers()) {
    auto dealloc = dyn_cast<memref::DeallocOp>(user);
    if (!dealloc)
      continue;
    if (site.dealloc)
      return "it has more than one dealloc";
    site.dealloc = dealloc;
  }
  if (!site.dealloc)
    return "it has no dealloc";
  // The dealloc uses values defined at the alloc.
  for (Operation *op = site.dealloc->getParentOp();
       op && op != alloc->getParentOp(); op = op->getParentOp())
    if (op->hasTrait<OpTrait::IsIsolatedFromAbove>())
      return "its dealloc is in a region isolated from it";
  site.alloc = alloc;
  if (type.hasStaticShape())
    site.staticBytes = type.getNumElements() * (bits / 8);
  return "";
}

/// Returns the i64 constant `value`.
static Value i64(OpBuilder &b, Location loc, int64_t value) {
  return LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                  b.getI64IntegerAttr(value));
}

/// Returns the extents of the buffer `alloc` allocates, as i64.
static SmallVector<Value> getExtents(OpBuilder &b, Location loc,
                                     memref::AllocOp alloc) {
  SmallVector<Value> extents;
  unsigned dynamic = 0;
  for (int64_t size : alloc.getType().getShape())
    extents.push_back(
        ShapedType::isDynamic(size)
            ? arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                         alloc.getDynamicSizes()[dynamic++])
                  .getResult()
            : i64(b, loc, size));
  return extents;
}

/// Returns the size in bytes of the buffer `site` allocates, as i64.
static Value getByteSize(OpBuilder &b, Location loc, Site site,
                         ArrayRef<Value> extents) {
  if (site.staticBytes)
    return i64(b, loc, *site.staticBytes);
  Value bytes = i64(b, loc, site.alloc.getType().getElementTypeBitWidth() / 8);
  for (Value extent : extents)
    bytes = LLVM::MulOp::create(b, loc, bytes, extent);
  return bytes;
}

/// Builds the memref descriptor of `type` (identity layout, `extents`) over
/// `data` and returns it as a value of `type`: the allocated and the aligned
/// pointer are both `data` (the dealloc this pass rewrites is the only one).
static Value buildMemRef(OpBuilder &b, Location loc, MemRefType type,
                         Value data, ArrayRef<Value> extents) {
  LLVMTypeConverter converter(b.getContext());
  MemRefDescriptor descriptor =
      MemRefDescriptor::poison(b, loc, converter.convertType(type));
  descriptor.setAllocatedPtr(b, loc, data);
  descriptor.setAlignedPtr(b, loc, data);
  descriptor.setOffset(b, loc, i64(b, loc, 0));
  Value stride = i64(b, loc, 1);
  for (int64_t i = type.getRank() - 1; i >= 0; --i) {
    descriptor.setSize(b, loc, i, extents[i]);
    descriptor.setStride(b, loc, i, stride);
    if (i > 0)
      stride = LLVM::MulOp::create(b, loc, stride, extents[i]);
  }
  return UnrealizedConversionCastOp::create(b, loc, type, Value(descriptor))
      .getResult(0);
}

/// Frees the buffer at `address` (i64) when `nonZero`.
static void freeIfNonZero(OpBuilder &b, Location loc, Value address,
                          Value nonZero, LLVM::LLVMFuncOp freeFn) {
  scf::IfOp::create(b, loc, nonZero, [&](OpBuilder &then, Location thenLoc) {
    Value pointer = LLVM::IntToPtrOp::create(
        then, thenLoc, LLVM::LLVMPointerType::get(b.getContext()), address);
    LLVM::CallOp::create(then, thenLoc, freeFn, ValueRange{pointer});
    scf::YieldOp::create(then, thenLoc);
  });
}

/// Rewrites `site` to take its buffer from slot `slot` (an i64 global: 0,
/// or the address of a buffer whose first 8 bytes hold its capacity) and to
/// put it back there when freed.
static LogicalResult rewriteSite(ModuleOp module, const Site &site,
                                 LLVM::GlobalOp slot,
                                 SymbolTableCollection &symbols) {
  memref::AllocOp alloc = site.alloc;
  Location loc = alloc.getLoc();
  OpBuilder b(alloc);
  MLIRContext *context = b.getContext();
  Type i64Type = b.getI64Type();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  FailureOr<LLVM::LLVMFuncOp> mallocFn =
      LLVM::lookupOrCreateMallocFn(b, module, i64Type, &symbols);
  FailureOr<LLVM::LLVMFuncOp> freeFn =
      LLVM::lookupOrCreateFreeFn(b, module, &symbols);
  if (failed(mallocFn) || failed(freeFn))
    return alloc.emitError(kPass) << ": cannot declare malloc and free";

  int64_t alignment = std::max<int64_t>(alloc.getAlignment().value_or(16), 16);
  // The capacity this call needs: the header, the data, and room to align.
  SmallVector<Value> extents = getExtents(b, loc, alloc);
  Value need = LLVM::AddOp::create(b, loc, getByteSize(b, loc, site, extents),
                                   i64(b, loc, kHeaderBytes + alignment));
  Value slotAddress = LLVM::AddressOfOp::create(b, loc, slot);
  Value zero = i64(b, loc, 0);
  // Take the slot's buffer (another thread at the same site finds 0).
  Value cached =
      LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::xchg, slotAddress,
                                zero, LLVM::AtomicOrdering::acq_rel);
  Value hasCached =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, cached, zero);
  auto capacity = scf::IfOp::create(
      b, loc, hasCached,
      [&](OpBuilder &then, Location thenLoc) {
        Value header = LLVM::IntToPtrOp::create(then, thenLoc, ptrType, cached);
        Value bytes = LLVM::LoadOp::create(then, thenLoc, i64Type, header);
        scf::YieldOp::create(then, thenLoc, bytes);
      },
      [&](OpBuilder &otherwise, Location elseLoc) {
        scf::YieldOp::create(otherwise, elseLoc, zero);
      });
  Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                     capacity.getResult(0), need);
  auto raw = scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &then, Location thenLoc) {
        scf::YieldOp::create(then, thenLoc, cached);
      },
      [&](OpBuilder &otherwise, Location elseLoc) {
        // Too small (a dynamic size grew) or none: a new buffer.
        freeIfNonZero(otherwise, elseLoc, cached, hasCached, *freeFn);
        Value fresh = LLVM::CallOp::create(otherwise, elseLoc, *mallocFn,
                                           ValueRange{need})
                          .getResult();
        LLVM::StoreOp::create(otherwise, elseLoc, need, fresh);
        Value address =
            LLVM::PtrToIntOp::create(otherwise, elseLoc, i64Type, fresh);
        scf::YieldOp::create(otherwise, elseLoc, address);
      });
  Value base = raw.getResult(0);
  // The data: past the header, rounded up to the alignment.
  Value data = LLVM::AndOp::create(
      b, loc,
      LLVM::AddOp::create(b, loc, base,
                          i64(b, loc, kHeaderBytes + alignment - 1)),
      i64(b, loc, -alignment));
  Value dataPtr = LLVM::IntToPtrOp::create(b, loc, ptrType, data);
  Value memref = buildMemRef(b, loc, alloc.getType(), dataPtr, extents);

  // Freed: back into the slot; a buffer already there (another thread's)
  // is freed instead.
  memref::DeallocOp dealloc = site.dealloc;
  OpBuilder after(dealloc);
  Value releaseSlot = LLVM::AddressOfOp::create(after, loc, slot);
  Value previous = LLVM::AtomicRMWOp::create(
      after, loc, LLVM::AtomicBinOp::xchg, releaseSlot, base,
      LLVM::AtomicOrdering::acq_rel);
  Value hadPrevious = arith::CmpIOp::create(
      after, loc, arith::CmpIPredicate::ne, previous, i64(after, loc, 0));
  freeIfNonZero(after, loc, previous, hadPrevious, *freeFn);
  dealloc.erase();
  alloc.getResult().replaceAllUsesWith(memref);
  alloc.erase();
  return success();
}

/// Defines `@__rope_scratch_release` (internal), which frees the buffer in
/// each of `slots`, and registers it among the module's global destructors:
/// a library that is unloaded (dlclose) or a process that exits gives the
/// kept buffers back.
static void defineRelease(ModuleOp module, ArrayRef<LLVM::GlobalOp> slots,
                          SymbolTableCollection &symbols) {
  MLIRContext *context = module.getContext();
  Location loc = module.getLoc();
  SymbolTable &table = symbols.getSymbolTable(module);
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  FailureOr<LLVM::LLVMFuncOp> freeFn =
      LLVM::lookupOrCreateFreeFn(b, module, &symbols);
  if (failed(freeFn))
    return;
  auto release = LLVM::LLVMFuncOp::create(
      b, loc, "__rope_scratch_release",
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {}),
      LLVM::Linkage::Internal);
  table.insert(release);
  OpBuilder body = OpBuilder::atBlockBegin(release.addEntryBlock(b));
  Value zero = i64(body, loc, 0);
  for (LLVM::GlobalOp slot : slots) {
    Value address = LLVM::AddressOfOp::create(body, loc, slot);
    Value kept =
        LLVM::AtomicRMWOp::create(body, loc, LLVM::AtomicBinOp::xchg, address,
                                  zero, LLVM::AtomicOrdering::acq_rel);
    // free(NULL) does nothing.
    Value pointer = LLVM::IntToPtrOp::create(
        body, loc, LLVM::LLVMPointerType::get(context), kept);
    LLVM::CallOp::create(body, loc, *freeFn, ValueRange{pointer});
  }
  LLVM::ReturnOp::create(body, loc, ValueRange());

  // Appended to the module's destructors, if it has some already.
  SmallVector<Attribute> dtors, priorities, data;
  auto existing = llvm::to_vector(module.getOps<LLVM::GlobalDtorsOp>());
  for (LLVM::GlobalDtorsOp op : existing) {
    llvm::append_range(dtors, op.getDtors());
    llvm::append_range(priorities, op.getPriorities());
    llvm::append_range(data, op.getData());
    op.erase();
  }
  dtors.push_back(FlatSymbolRefAttr::get(release));
  priorities.push_back(b.getI32IntegerAttr(65535));
  data.push_back(LLVM::ZeroAttr::get(context));
  b.setInsertionPointToEnd(module.getBody());
  LLVM::GlobalDtorsOp::create(b, loc, b.getArrayAttr(dtors),
                              b.getArrayAttr(priorities), b.getArrayAttr(data));
}

namespace {

struct CacheScratchBuffersPass
    : public rope::impl::CacheScratchBuffersPassBase<CacheScratchBuffersPass> {
  using Base::Base;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Base::initializeOptions(options, errorHandler)))
      return failure();
    return checkOptionRange(errorHandler, getArgument(), "min-bytes", minBytes,
                            0);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<memref::AllocOp> marked;
    module.walk([&](memref::AllocOp alloc) {
      if (alloc->hasAttr(kScratchAttrName))
        marked.push_back(alloc);
    });
    SymbolTableCollection symbols;
    SymbolTable &table = symbols.getSymbolTable(module);
    unsigned next = 0;
    SmallVector<LLVM::GlobalOp> created;
    // The slots, in the order of their sites, at the top of the module.
    OpBuilder slots = OpBuilder::atBlockBegin(module.getBody());
    for (memref::AllocOp alloc : marked) {
      alloc->removeAttr(kScratchAttrName);
      Site site;
      StringRef why = checkSite(alloc, site);
      if (why.empty() && site.staticBytes && *site.staticBytes < minBytes)
        continue;
      if (!why.empty()) {
        Decision(DecisionKind::Missed, alloc, kPass, "Uncached")
                .arg("Reason", why)
            << kPass << ": scratch buffer left to malloc: " << why;
        continue;
      }
      // A slot of its own: a name no symbol of the module has.
      std::string name;
      do
        name = (kSlotPrefix + Twine(next++)).str();
      while (table.lookup(name));
      auto slot = LLVM::GlobalOp::create(
          slots, alloc.getLoc(), slots.getI64Type(), /*isConstant=*/false,
          LLVM::Linkage::Internal, name, slots.getI64IntegerAttr(0));
      slots.setInsertionPointAfter(slot);
      table.insert(slot);
      if (failed(rewriteSite(module, site, slot, symbols)))
        return signalPassFailure();
      created.push_back(slot);
    }
    if (!created.empty())
      defineRelease(module, created, symbols);
  }
};

} // namespace
