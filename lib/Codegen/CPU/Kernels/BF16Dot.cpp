//===- BF16Dot.cpp - bf16 dot-product micro-kernels (vdpbf16ps) -----------===//
//
// The register block of a bf16 contraction on AVX512-BF16: each k step takes
// two consecutive k at once. A left element pair is broadcast to all 16
// lanes as one 32-bit value, and each register of the right panel row holds
// 16 columns' pairs, so one x86vector.avx512.dot (vdpbf16ps) per row and
// register adds a[r][2p] b[2p][n] + a[r][2p+1] b[2p+1][n] into the f32
// accumulator of column n.
//
//===----------------------------------------------------------------------===//

#include "rope/Codegen/CPU/MicroKernels.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;
using namespace mlir::rope;

void mlir::rope::emitBF16DotStep(OpBuilder &b, Location loc, Value result,
                                 Value leftPairs, ValueRange leftIndices,
                                 Value rightPairs, ValueRange rightIndices,
                                 int64_t rows, int64_t cols) {
  auto dot = [](OpBuilder &nested, Location nestedLoc, Value acc, Value left,
                Value right) -> Value {
    return x86vector::DotBF16Op::create(nested, nestedLoc, acc.getType(), acc,
                                        left, right);
  };
  emitWordBroadcastStep(b, loc,
                        {result, b.getF32Type(), b.getBF16Type(), leftPairs,
                         leftIndices, rightPairs, rightIndices, rows, cols,
                         dot});
}

Value mlir::rope::interleaveBF16Pairs(OpBuilder &b, Location loc, Value even,
                                      Value odd) {
  auto type = cast<VectorType>(even.getType());
  Value pairs = vector::InterleaveOp::create(b, loc, even, odd);
  return vector::BitCastOp::create(
      b, loc, VectorType::get(type.getShape(), b.getI32Type()), pairs);
}
