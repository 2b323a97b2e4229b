//===- InlineComplexResources.cpp - Complex constants as dense elements ---===//
//
// torch-mlir exports a complex buffer (Meta's freqs_cis, torch.polar) as a
// dense_resource of complex<f32>. mlir-translate writes a dense_resource
// global as raw data only for element types LLVM has constant arrays of,
// which a complex number's struct is not ("no known conversion for
// innermost element type"); dense elements of complex numbers it writes
// element by element.
//
//===----------------------------------------------------------------------===//

#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

namespace mlir::rope {
#define GEN_PASS_DEF_INLINECOMPLEXRESOURCESPASS
#include "rope/Transforms/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;

/// Returns the dense elements holding the data of `attr`, a dense_resource
/// of complex numbers, or null when `attr` is something else or its blob
/// is missing or has the wrong size.
static DenseElementsAttr inlineComplexResource(Attribute attr) {
  auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(attr);
  if (!resource || !isa<ComplexType>(resource.getType().getElementType()))
    return nullptr;
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return nullptr;
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(resource.getType(), blob->getData(),
                                           splat))
    return nullptr;
  return DenseElementsAttr::getFromRawBuffer(resource.getType(),
                                             blob->getData());
}

namespace {
struct InlineComplexResourcesPass
    : rope::impl::InlineComplexResourcesPassBase<InlineComplexResourcesPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        if (DenseElementsAttr dense =
                inlineComplexResource(constant.getValue()))
          constant.setValueAttr(cast<TypedAttr>(dense));
      } else if (auto global = dyn_cast<memref::GlobalOp>(op)) {
        if (DenseElementsAttr dense = inlineComplexResource(
                global.getInitialValue().value_or(Attribute())))
          global.setInitialValueAttr(dense);
      }
    });
  }
};
} // namespace
