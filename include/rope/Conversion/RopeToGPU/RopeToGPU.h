//===- RopeToGPU.h - Rope to GPU-mapped loops -------------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_ROPETOGPU_ROPETOGPU_H
#define ROPE_CONVERSION_ROPETOGPU_ROPETOGPU_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace rope {

#define GEN_PASS_DECL_CONVERTROPETOGPUPASS
#include "rope/Conversion/Passes.h.inc"

/// Threads a block of a rotation kernel aims at (rows of one head dimension
/// each, several positions per block).
constexpr int64_t kRotationThreadsPerBlock = 256;

/// The most heads one thread rotates with the cos and sin it got once.
constexpr int64_t kRotationHeadsPerThread = 4;

/// Adds the patterns that lower `rope.rotate` (without multimodal sections)
/// and `rope.rotate_with_tables` with a static head dimension, outside
/// loops, to a `gpu.launch` on the operands' buffers: blocks over (position
/// blocks, head groups), threads over (chunks of a row, positions). Each
/// thread gets the cos and sin of its pairs at one position once (from the
/// tables, or computed from the position and the frequencies: float64
/// angles reduced exactly, or with `fastAngles` f32 angles and
/// math.cos/sin) and rotates them in several heads, with loads and stores
/// of 128 bits where the head dimension allows.
void populateRopeToGPUConversionPatterns(RewritePatternSet &patterns,
                                         bool fastAngles = false);

} // namespace rope
} // namespace mlir

#endif // ROPE_CONVERSION_ROPETOGPU_ROPETOGPU_H
