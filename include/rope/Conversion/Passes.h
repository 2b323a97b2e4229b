//===- Passes.h - Rope conversion passes ------------------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_PASSES_H
#define ROPE_CONVERSION_PASSES_H

#include "rope/Conversion/RopeToGPU/RopeToGPU.h"
#include "rope/Conversion/RopeToLinalg/DecomposeAttention.h"
#include "rope/Conversion/LinalgToRope/LinalgToRope.h"
#include "rope/Conversion/RopeToLinalg/RopeToLinalg.h"
#include "rope/Conversion/RopeToVector/RopeToVector.h"

namespace mlir::rope {

#define GEN_PASS_REGISTRATION
#include "rope/Conversion/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_CONVERSION_PASSES_H
