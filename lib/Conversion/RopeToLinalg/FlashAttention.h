//===- FlashAttention.h - Pieces of rope.attention's loop nest --*- C++ -*-===//
//
// Internal to MLIRRopeToLinalg: what the files of rope-decompose-attention
// share. FlashTile.cpp builds one query tile (its queries, a range of key
// blocks, its output), FlashDecoding.cpp the split-key form of decoding,
// DecomposeAttention.cpp the loops over tiles and the pass.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_LIB_CONVERSION_ROPETOLINALG_FLASHATTENTION_H
#define ROPE_LIB_CONVERSION_ROPETOLINALG_FLASHATTENTION_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"

namespace mlir::rope::flash {

/// What every tile of the loop nest reads.
struct Operands {
  AttentionOp op;
  int64_t rank;
  Type element, compute;
  int64_t headDim, valueDim, pairs;
  Value query, key, value;
  Value queryCos, querySin, keyCos, keySin;
  /// The rotated keys (up_front or already rotated), else null.
  Value rotatedKey;
  /// The full key blocks of the rotated keys, each transposed and
  /// contiguous: [b..., Hkv, Skv / keyTile, D, keyTile]
  /// (null when no tile has more than one query).
  Value keyBlocks;
  /// Query heads per key head.
  Value group;
  Value queryLength, keyLength;
  /// Causal: query i sees key j when j <= i + diagonal ...
  Value diagonal;
  /// ... or, with per-query limits ([Sq] integers), when j <= limits[i].
  Value limits;
  /// Sliding window: query i sees key j only when j > last - window, where
  /// last is its last visible key (i + diagonal or limits[i]).
  std::optional<int64_t> window;
  /// The window clamped to Skv + 1 (limitWindow), for key ranges that must
  /// not wrap; null without a window.
  Value windowLength;
  /// Queries per tile and keys per block.
  int64_t queryTile, keyTile;
  /// Whether the tiles' products take bf16 operands (AttentionTiles).
  bool bf16Products = false;
  /// Whether the keys are split into ranges (flash-decoding): a range may
  /// hold no key that some of the tile's queries see.
  bool splitKeys = false;
  /// Query heads per tile: 1, or (see getStackedHeads) the query heads
  /// that share a key head, whose queries, all `headRows` of each head in
  /// turn, the tile's rows stack. Each block of keys and values is then
  /// read once for the whole group instead of once per query head.
  int64_t stackedHeads = 1;
  int64_t headRows = 0;
  /// Whether blocks of f32 scores of static size (rows of 128 keys or more)
  /// take the online softmax a row at a time (AttentionTiles::rowSoftmax,
  /// buildSoftmaxRows).
  bool rowSoftmax = false;
  /// The attention sinks ([Hq], the op's float type), if any: each query
  /// head's logit added to the softmax's normalization.
  Value sinks;
};

/// Running state of a query tile: row maxima, row sums, the weighted sum.
struct TileState {
  Value max, sum, acc;
};

/// One key block's step of the online softmax: the new row maxima and row
/// sums, the factors a = exp(m - m') by which the output accumulated so far
/// is to be scaled, whether any of them is below 1 (i1), and the weights
/// that P V multiplies (the probabilities, rounded to the element type
/// with bf16 products).
struct SoftmaxStep {
  Value max, sum, alpha, raised, weights;
};

/// The shift of a block's exponentials, p = exp(s - shift): the row
/// maximum `max`, or 0 where `maybeUnseen` and the row has seen no key yet
/// (max = -inf), so that its masked scores give exp(-inf) = 0, not NaN.
Value shiftScores(OpBuilder &b, Location loc, Value max, bool maybeUnseen);

/// How far a block's maximum may exceed the running maximum before the
/// running maximum (and with it the state) is moved: probabilities stay at
/// most e^8 ~ 2981, so the row sums of 2^24 keys stay below 5.1e10.
constexpr double kLazyMaxMargin = 8.0;

/// Returns true if buildSoftmaxRows takes a block of `scores`: with
/// `ops.rowSoftmax`, static f32 [rows, cols] scores, cols at least 128.
bool canBuildSoftmaxRows(const Operands &ops, Value scores);

/// The softmax step of a block of `scores` ([rows, cols] f32, static) as
/// one loop over its rows, each read once into a vector of the whole row:
/// its maximum (a tree of compare-and-select), the lazy move of the row's
/// maximum, the exponentials, their sum (a tree of additions) and the
/// weights, written in the same iteration. The running maxima and sums of
/// `state` are updated in place. The same arithmetic as the element-wise
/// generics of buildKeyBlock, without their four passes over the block.
SoftmaxStep buildSoftmaxRows(OpBuilder &b, Location loc, const Operands &ops,
                             Value scores, TileState state, bool maybeUnseen);

/// The fast-math flags of the probabilities' exponentials: `afn` with bf16
/// products, whose P is rounded to bf16 (2^-9) before P V, so that
/// rope-approximate-vector-math may take its 10-operation exp (within
/// 1.1e-4); none otherwise. The row sums add the same values.
arith::FastMathFlags probabilityMath(const Operands &ops);

/// Returns the rows of a tile of `rows` queries per head: `rows` times
/// ops.stackedHeads.
OpFoldResult getTileRows(OpBuilder &b, const Operands &ops, OpFoldResult rows);

/// Returns `value` as an index Value (a constant if it is an attribute).
Value index(OpBuilder &b, Location loc, OpFoldResult value);
/// Returns a constant `value` of the float `type`.
Value floatConstant(OpBuilder &b, Location loc, Type type, double value);
/// Returns a tensor of `sizes` and `type` filled with `value`.
Value filled(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
             Type type, double value);
/// Returns the iterator types of loops, reductions where `reduction` is set.
SmallVector<utils::IteratorType> iterators(ArrayRef<bool> reduction);
/// Returns whether a query whose last visible key is `last` sees key `j`
/// (i1): j <= last and, with a window (`windowLength` not null), j > last -
/// windowLength. `last` must be clamped by clampLimit (or, without a
/// window, clampDiagonal) and `windowLength` by limitWindow, so that no
/// difference wraps.
Value isKeyVisible(OpBuilder &b, Location loc, Value last, Value j,
                   Value windowLength);
/// Returns the last visible key `limit` of a query (an element of
/// rope.attention's `limits`, any integer type, or query + clamped diagonal)
/// as an index in [-1, 2 keyLength] that shows the same keys under the
/// window limitWindow() returns (or, without a window, in [-1, keyLength]):
/// nothing computed from it can wrap, INT64_MIN and INT64_MAX included. It
/// does not decrease as `limit` grows.
Value clampLimit(OpBuilder &b, Location loc, Value limit, Value keyLength,
                 std::optional<int64_t> window);
/// Returns the window that goes with clamped limits: min(window, Skv + 1).
Value limitWindow(OpBuilder &b, Location loc, int64_t window,
                  Value keyLength);
/// Returns `bound` * tanh(`x`) (a soft-capped score whose scale already
/// holds 1 / bound).
Value tanhTimes(OpBuilder &b, Location loc, Value x, double bound);
/// Returns the soft-capped `score`: `bound` * tanh(`score` / `bound`).
Value capScore(OpBuilder &b, Location loc, Value score, double bound);
/// Returns the causal `diagonal` (index) clamped to [-queryLength,
/// keyLength], or under a `window` to [-queryLength, INT64_MAX -
/// queryLength]: the same keys are visible (every key from keyLength on
/// without a window, none from -queryLength down), and `query + diagonal`
/// can no longer wrap for any run-time diagonal, INT64_MIN and INT64_MAX
/// included. Under a window, `query + diagonal` then goes through
/// clampLimit.
Value clampDiagonal(OpBuilder &b, Location loc, Value diagonal,
                    Value queryLength, Value keyLength, bool window);

/// Returns the rotated queries [queryStart, queryStart + rows) of query head
/// `head`, scaled by the score scale, in the compute type: [rows, D]; with
/// stacked heads, those of heads [head, head + stackedHeads) in turn:
/// [stackedHeads * rows, D].
Value prepareQueries(OpBuilder &b, Location loc, const Operands &ops,
                     ValueRange batch, Value head, Value queryStart,
                     OpFoldResult rows);
/// Folds the keys [lo, hi) (all keys when `lo` is null) that queries
/// [queryStart, queryStart + rows) see into a fresh online-softmax state;
/// `lo` is a multiple of the key tile.
TileState buildKeyRange(OpBuilder &b, Location loc, const Operands &ops,
                        ValueRange batch, Value keyHead, Value q,
                        Value queryStart, OpFoldResult rows, Value lo,
                        Value hi);
/// Returns the sink logit of query head `head` (index) in the compute type.
Value sinkLogit(OpBuilder &b, Location loc, const Operands &ops, Value head);
/// Returns the row sums `sum` (a tensor of rows) with each row's sink term
/// added: sum + exp(sink - max), `max` the row maxima its exponentials are
/// shifted by and `rowHead` the query head of a row (built in the body of
/// a generic over the rows, reading linalg.index).
Value addSinkTerms(OpBuilder &b, Location loc, const Operands &ops, Value sum,
                   Value max,
                   function_ref<Value(OpBuilder &, Location)> rowHead);
/// Returns the output `acc / sum` of an element of a row (`sum` with the
/// sink's term, see addSinkTerms); with attention sinks 0 where the row saw
/// no key (its maximum `max` is -inf).
Value normalize(OpBuilder &b, Location loc, const Operands &ops, Value acc,
                Value sum, Value max);
/// Returns acc / l of `state` (with the sink's term, see normalize),
/// rounded once to the element type; `head` is the tile's (first) query
/// head.
Value buildTileOutput(OpBuilder &b, Location loc, const Operands &ops,
                      TileState state, OpFoldResult rows, Value head);
/// Builds the output of the query tile of `rows` queries from `queryStart`
/// of query head `head` (the first of the stacked heads) at batch indices
/// `batch`: [rows, Dv] in the element type ([stackedHeads * rows, Dv]).
Value buildQueryTile(OpBuilder &b, Location loc, const Operands &ops,
                     ValueRange batch, Value head, Value queryStart,
                     OpFoldResult rows);

/// Returns how many ranges flash-decoding splits the keys of `op` into, or
/// 1 (see FlashDecoding.cpp), with query tiles of `queryTile` queries.
int64_t getKeySplits(AttentionOp op, bool keysRotatedOnRead, int64_t queryTile,
                     int64_t stackedHeads);
/// Flash-decoding: the result of attention whose `rows` queries form one
/// tile, with the keys split into `splits` ranges of `chunk` keys computed
/// in parallel, then combined.
Value buildSplitKeys(OpBuilder &b, Location loc, const Operands &ops,
                     int64_t rows, int64_t splits, Value chunk);

} // namespace mlir::rope::flash

#endif // ROPE_LIB_CONVERSION_ROPETOLINALG_FLASHATTENTION_H
