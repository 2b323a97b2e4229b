//===- ExportSignatures.cpp - Entry point signatures as exported globals --===//
//
// rope_mlir.aot calls compiled functions through ctypes, which knows nothing
// of their types. This pass writes each public function's signature, as
// JSON, into an exported string global that the caller reads back from the
// shared library and checks its arguments against.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/JSON.h"

namespace mlir::rope {
#define GEN_PASS_DEF_EXPORTSIGNATURESPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

static constexpr llvm::StringLiteral kSymbolPrefix = "_rope_signature_";
static constexpr llvm::StringLiteral kArgNameAttr = "rope.name";

static std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// Writes one argument or result as a JSON object (format in Passes.td).
static void writeValue(llvm::json::OStream &json, Type type, StringAttr name) {
  json.object([&] {
    if (isa<TensorType, BaseMemRefType>(type)) {
      auto shaped = cast<ShapedType>(type);
      json.attribute("kind", isa<TensorType>(type) ? "tensor" : "memref");
      json.attribute("type", typeText(shaped.getElementType()));
      if (shaped.hasRank()) {
        json.attributeArray("shape", [&] {
          for (int64_t size : shaped.getShape())
            json.value(ShapedType::isDynamic(size) ? int64_t(-1) : size);
        });
      } else {
        json.attribute("shape", nullptr);
      }
      // A caller passes contiguous buffers: say where the type wants others.
      auto memref = dyn_cast<MemRefType>(type);
      SmallVector<int64_t> strides;
      int64_t offset;
      if (memref && !memref.getLayout().isIdentity() &&
          succeeded(memref.getStridesAndOffset(strides, offset))) {
        auto orDynamic = [](int64_t v) {
          return ShapedType::isDynamic(v) ? int64_t(-1) : v;
        };
        json.attributeArray("strides", [&] {
          for (int64_t stride : strides)
            json.value(orDynamic(stride));
        });
        json.attribute("offset", orDynamic(offset));
      }
    } else if (isa<IntegerType, IndexType, FloatType>(type)) {
      json.attribute("kind", "scalar");
      json.attribute("type", typeText(type));
    } else {
      json.attribute("kind", "other");
    }
    json.attribute("mlir", typeText(type));
    if (name)
      json.attribute("name", name.getValue());
  });
}

static std::string signatureJson(func::FuncOp func) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::json::OStream json(os);
  json.object([&] {
    json.attribute("version", 1);
    json.attribute("function", func.getSymName());
    json.attributeArray("args", [&] {
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
        writeValue(json, type,
                   func.getArgAttrOfType<StringAttr>(i, kArgNameAttr));
    });
    json.attributeArray("results", [&] {
      for (Type type : func.getResultTypes())
        writeValue(json, type, StringAttr());
    });
  });
  return text;
}

namespace {
struct ExportSignaturesPass
    : rope::impl::ExportSignaturesPassBase<ExportSignaturesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    auto i8 = IntegerType::get(module.getContext(), 8);
    SmallVector<func::FuncOp> funcs;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic() && !func.isExternal())
        funcs.push_back(func);

    for (func::FuncOp func : funcs) {
      std::string symbol = (kSymbolPrefix + func.getSymName()).str();
      if (Operation *existing = symbols.lookup(symbol)) {
        if (!isa<LLVM::GlobalOp>(existing)) {
          existing->emitError("symbol '")
              << symbol << "' is reserved for the signature of @"
              << func.getSymName();
          return signalPassFailure();
        }
        symbols.erase(existing);
      }
      // The global holds a C string: the JSON text and its terminating NUL.
      std::string value = signatureJson(func);
      value.push_back('\0');
      OpBuilder builder(func);
      builder.setInsertionPointAfter(func);
      auto global = LLVM::GlobalOp::create(
          builder, func.getLoc(), LLVM::LLVMArrayType::get(i8, value.size()),
          /*isConstant=*/true, LLVM::Linkage::External, symbol,
          builder.getStringAttr(value));
      symbols.insert(global);
    }
  }
};
} // namespace
