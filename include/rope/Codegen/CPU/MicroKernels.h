//===- MicroKernels.h - Instruction families of matmul kernels --*- C++ -*-===//
//
// rope-vectorize-contractions builds the cache blocks, the packed panels and
// the register block of a contraction once; what the register block
// computes with is an instruction family, one file each under
// lib/Codegen/CPU/Kernels/: f32 FMA (F32FMA.cpp) and bf16 dot products
// (BF16Dot.cpp, vdpbf16ps, on panels of k pairs). AMX tiles (AMXTiles.cpp)
// build their own loops: a tile holds a whole 16 x 16 block of the result,
// so the vector register block does not apply.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_CODEGEN_CPU_MICROKERNELS_H
#define ROPE_CODEGEN_CPU_MICROKERNELS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#include <functional>
#include <memory>

namespace mlir::rope {

/// The instructions a micro-kernel's register block is computed with.
class MicroKernelFamily {
public:
  virtual ~MicroKernelFamily() = default;

  /// Returns the family's name, which remarks show (e.g. "f32-fma").
  virtual StringRef getName() const = 0;

  /// Turns `tile`, a linalg.contract of one register block on memrefs (its
  /// right operand [k, columns], its left [rows, k] or [k, rows]), into
  /// vector code; the caller erases `tile`.
  virtual LogicalResult vectorizeTile(RewriterBase &rewriter,
                                      linalg::ContractOp tile) const = 0;

  /// Adds the patterns that run on the vectorized tiles before the
  /// accumulator is hoisted out of the k loop: the tile's contraction
  /// into the family's per-k-step form.
  virtual void populateContractPatterns(RewritePatternSet &patterns) const = 0;

  /// Adds the patterns that run after hoisting: the per-k-step form into
  /// the family's instructions on 1-D vectors, loads and stores.
  virtual void populateLoweringPatterns(RewritePatternSet &patterns) const = 0;
};

/// Returns the f32 FMA family: operands widened to f32, one `vector.fma`
/// per row and register of the block for each k (vfmadd231ps).
std::unique_ptr<MicroKernelFamily> createF32FMAKernelFamily();

/// One k step of a register block of 16-bit operands (bf16, f16) on
/// 512-bit registers: `rows` x `cols` accumulators of `accElement` (f32 or
/// f16) read from and written back to `result` (a [rows, cols] view, at
/// [0, 0]; the caller hoists both out of its k loop). For each row r, the
/// i32 word at `leftIndices` + [r] of `leftWords` is broadcast and viewed
/// as 32 lanes of `operandElement`; for each register j of the row, the
/// right register at `rightIndices` + [j * lanes] of `right` (of 16-bit or
/// i32 elements, viewed as 32 lanes of `operandElement`) and that left
/// register are combined into the accumulators' register by `combine`.
struct WordBroadcastStep {
  Value result;
  Type accElement, operandElement;
  Value leftWords;
  ValueRange leftIndices;
  Value right;
  ValueRange rightIndices;
  int64_t rows, cols;
  std::function<Value(OpBuilder &, Location, Value acc, Value left,
                      Value right)>
      combine;
};

/// Emits `step` (see WordBroadcastStep).
void emitWordBroadcastStep(OpBuilder &b, Location loc,
                           const WordBroadcastStep &step);

/// Emits one k step of the bf16 dot-product register block (vdpbf16ps):
/// `rows` x `cols` f32 accumulators, read from and written back to
/// `result` (a [rows, cols] view, at [0, 0]; the caller hoists both out of
/// its k loop), plus, for each row r and each 16 columns j, the products of
/// the k pair at `leftIndices` + [r] of `leftPairs` and the pairs of the 16
/// columns at `rightIndices` + [j] of `rightPairs`. Both pair buffers hold
/// i32: the two bf16 of a pair, the first k in the low half (see
/// interleaveBF16Pairs). `cols` is a multiple of 16.
void emitBF16DotStep(OpBuilder &b, Location loc, Value result,
                     Value leftPairs, ValueRange leftIndices, Value rightPairs,
                     ValueRange rightIndices, int64_t rows, int64_t cols);

/// Emits one k step of the f16 FMA register block (AVX512-FP16): `rows` x
/// `cols` f16 accumulators, read from and written back to `result` (a
/// [rows, cols] view, at [0, 0]; the caller hoists both out of its k loop),
/// plus, for each row r and each 32 columns j, the left element at
/// `leftIndices` + [r] of `leftWords` times the 32 f16 at `rightIndices` +
/// [j] of `right`, one vector.fma each. `leftWords` holds i32, each the
/// left f16 twice (interleaveBF16Pairs(v, v)), broadcast as one 32-bit
/// value. `cols` is a multiple of 32.
void emitF16FMAStep(OpBuilder &b, Location loc, Value result, Value leftWords,
                    ValueRange leftIndices, Value right,
                    ValueRange rightIndices, int64_t rows, int64_t cols);

/// Returns the pairs (even[i], odd[i]) of two vectors of one length of 16-bit
/// elements (bf16, or their bits as i16) as i32 vectors of that length, in
/// the layout emitBF16DotStep reads (and, with even == odd, of f16 bits,
/// emitF16FMAStep).
Value interleaveBF16Pairs(OpBuilder &b, Location loc, Value even, Value odd);

/// The block of buildRowDotProducts: f32 vectors of `lanes` lanes, `keys`
/// columns of the result at a time for `groupRows` rows (groupRows x keys
/// accumulators; more rows run as several such groups in turn over the same
/// columns), and the memref.prefetch locality hint of the right operand's
/// rows.
struct RowDotShape {
  int64_t lanes;
  int64_t keys;
  int64_t groupRows;
  int32_t streamLocalityHint;
};

/// Returns why buildRowDotProducts does not take `op`, a contraction on
/// memrefs of dimensions `dims`: batch dimensions, rows that are not a
/// static count from 2 to `maxRows`, a k that is not a static multiple of
/// `lanes`, a result that is not f32, an operand that is not f32, bf16 or
/// f16 or does not hold k contiguous (innermost, unit stride); an empty
/// string if it does.
StringRef whyNotRowDotProducts(linalg::LinalgOp op,
                               const linalg::ContractionDimensions &dims,
                               int64_t lanes, int64_t maxRows);

/// Replaces `op` (see whyNotRowDotProducts), C[m, n] (+)= sum_k A[m, k]
/// B[n, k] with a few rows m, by dot products along k (Kernels/
/// RowDotProducts.cpp): for each `shape.keys` columns n and each group of
/// at most `shape.groupRows` rows, groupRows x keys f32 accumulators of
/// `shape.lanes` lanes over k, each k step reading the keys' rows of B once
/// for all the rows of the group (the next group finds them in the L1),
/// then a horizontal sum per accumulator into C (written, where
/// `zeroStart`, else added). The rows of B are prefetched 4 KiB ahead. No
/// pack of B, which a few rows do not repay.
void buildRowDotProducts(RewriterBase &rewriter, linalg::LinalgOp op,
                         const linalg::ContractionDimensions &dims,
                         const RowDotShape &shape, bool zeroStart);

/// Returns why the AMX tile kernels (Kernels/AMXTiles.cpp) do not support
/// `op`, a contraction on memrefs with an f32 result that multiplies and
/// adds in f32, of dimensions `dims` (one m, n and k): an operand that is
/// not bf16, a result whose second innermost dimension is not m or whose
/// rows are not contiguous; an empty string if they do.
StringRef whyNotAMXTiles(linalg::LinalgOp op,
                         const linalg::ContractionDimensions &dims);

/// Returns true if the AMX tile kernels load the left operand of `op` in
/// place, without a pack: a static buffer of at most 64 KiB whose rows (m)
/// hold contiguous k, in whole 32-row blocks and whole 32-k tiles, the rows
/// spread over the L1 sets (at most 4 of a tile's 16 rows in one). A flash
/// tile's bf16 queries and probabilities are such operands.
bool readsAMXLeftInPlace(linalg::LinalgOp op,
                         const linalg::ContractionDimensions &dims);

/// The packs of whole buffers that buildAMXContraction made before a loop
/// (a flash tile's rotated keys and its values), by buffer, loop and the
/// buffer's dimensions that are k and n: a later contraction on a slice of
/// the same buffer in the same loop with the same k and n (the flash tile's
/// blocks of 64 keys after its blocks of 256) reads the same pack.
using AMXWholePacks =
    llvm::DenseMap<std::tuple<Value, Operation *, unsigned, unsigned>, Value>;

/// Replaces `op` (see whyNotAMXTiles) by loops of AMX tile instructions:
/// both operands packed once into zero-padded tiles (the right one in the
/// VNNI pair layout; the left one read in place where readsAMXLeftInPlace
/// says so), and 32 x 32 blocks of the result accumulated in four
/// 16 x 16 f32 tiles over k (tdpbf16ps), starting from zeros when
/// `zeroStart` (the result was just filled with zeros), else from the
/// result. The packing and the blocks are `scf.forall` loops when
/// `parallel`. `wholePacks`, where given, holds the packs of whole buffers
/// made so far, and takes the ones made here.
void buildAMXContraction(RewriterBase &rewriter, linalg::LinalgOp op,
                         const linalg::ContractionDimensions &dims,
                         bool zeroStart, bool parallel,
                         AMXWholePacks *wholePacks = nullptr);

} // namespace mlir::rope

#endif // ROPE_CODEGEN_CPU_MICROKERNELS_H
