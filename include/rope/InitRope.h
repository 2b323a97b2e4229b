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

/// Adds the rope dialect and its transform-dialect extension to `registry`.
void registerAllDialects(DialectRegistry &registry);

/// Registers every rope-mlir pass and pipeline with the global registry.
void registerAllPasses();

} // namespace rope
} // namespace mlir

#endif // ROPE_INITROPE_H
