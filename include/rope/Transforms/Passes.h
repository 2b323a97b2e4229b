//===- Passes.h - rope-mlir transforms --------------------------*- C++ -*-===//

#ifndef ROPE_TRANSFORMS_PASSES_H
#define ROPE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::rope {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "rope/Transforms/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_TRANSFORMS_PASSES_H
