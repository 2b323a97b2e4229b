//===- F16FMA.cpp - f16 FMA micro-kernels (AVX512-FP16) -------------------===//
//
// The register block of an f16 x f16 -> f16 contraction on AVX512-FP16:
// registers of 32 f16 lanes, one vfmadd231ph per row and register per k.
// x86 has no broadcast of a 16-bit element from memory that is a plain
// load: vpbroadcastw takes a shuffle on port 5, one of the two ports of
// 512-bit FMAs on Intel cores. So the left row panels hold each f16 twice,
// as one 32-bit word, which a 32-bit broadcast (vpbroadcastd, a load only)
// spreads over all 32 lanes.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::rope;

void mlir::rope::emitF16FMAStep(OpBuilder &b, Location loc, Value result,
                                Value leftWords, ValueRange leftIndices,
                                Value right, ValueRange rightIndices,
                                int64_t rows, int64_t cols) {
  auto fma = [](OpBuilder &nested, Location nestedLoc, Value acc, Value left,
                Value right) -> Value {
    return vector::FMAOp::create(nested, nestedLoc, left, right, acc);
  };
  emitWordBroadcastStep(b, loc,
                        {result, b.getF16Type(), b.getF16Type(), leftWords,
                         leftIndices, right, rightIndices, rows, cols, fma});
}
