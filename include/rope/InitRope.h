//===- InitRope.h - Register everything rope-mlir provides ------*- C++ -*-===//
//
// One entry point per project for tools and compilers that embed rope-mlir.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_INITROPE_H
#define ROPE_INITROPE_H

namespace mlir {
class DialectRegistry;

namespace rope {

/// Adds the rope dialect and its transform-dialect extension to `registry`,
/// together with everything rope-mlir's passes and pipelines need: the
/// upstream dialects they read and produce, the external models and extensions those dialects rely on (linalg's
/// tiling and bufferization models, the ConvertToLLVM interfaces, ...) and
/// the translations to LLVM IR. A context built from this registry alone
/// can parse rope-mlir's input and run every rope-mlir pass and pipeline.
void registerAllDialects(DialectRegistry &registry);

/// Adds rope-mlir's declaration of torch-mlir's `tm_tensor` ops (the
/// scatter that torch-mlir's linalg-on-tensors output keeps for
/// `index_copy_`), so that such output parses. Not part of
/// registerAllDialects: a compiler that links torch-mlir registers torch-mlir's
/// own `tm_tensor` dialect under that name, and rope-lower-tm-tensor rewrites
/// its scatter as well. rope-opt registers it.
void registerTMTensorDialect(DialectRegistry &registry);

/// Registers every rope-mlir pass and pipeline with the global registry.
void registerAllPasses();

} // namespace rope
} // namespace mlir

#endif // ROPE_INITROPE_H
