//===- AttentionCostModel.h - Choices of the fused attention ----*- C++ -*-===//
//
// The tile sizes of rope.attention's flash loop nest and the cost model that
// chooses where its keys are rotated. rope-fuse-attention reports the
// estimate in its remarks; rope-decompose-attention applies it when the op
// does not record a choice.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_IR_ATTENTIONCOSTMODEL_H
#define ROPE_DIALECT_ROPE_IR_ATTENTIONCOSTMODEL_H

#include "rope/Dialect/Rope/IR/RopeOps.h"

#include <string>

namespace mlir::rope {

/// Queries per tile of the flash loop nest (rows of the score block) under a
/// causal mask, and where the products take bf16 operands: a tile of as
/// many queries as a key block has keys crosses the diagonal in one block.
constexpr int64_t kAttentionQueryTile = 64;
/// Queries per tile of attention without a causal mask whose products take
/// f32 operands: every tile reads every key block, and a taller tile reads
/// each block (from the L2) for more rows. 192 is a whole number of kernel
/// rows for each row of the kernel-shape table (4, 8 or 12 rows). On the
/// AMX Xeon (family 6 model 167), 8 heads, builds interleaved in one
/// process: S = 2048, 1 thread 139.6 -> 150.6 GFLOP/s (64 -> 192), 2
/// threads 265 -> 285; S = 768, 1 thread 113 -> 133; the AVX2 kernels
/// (target-cpu=x86-64-v3) 82.4 -> 85.6. Causal attention lost 7% (128 ->
/// 119 GFLOP/s): tiles of 192 queries cross the diagonal in three blocks.
/// bf16 products on AMX lost 7% too (551 -> 515).
constexpr int64_t kAttentionUnmaskedQueryTile = 192;
/// Keys per block of the flash loop nest (columns of the score block).
constexpr int64_t kAttentionKeyTile = 64;
/// Keys per block where both products take bf16 operands (AMX tiles,
/// vdpbf16ps): each block's probabilities are rounded and packed, and each
/// P V updates the f32 accumulator's tiles, so longer blocks spread that
/// over more keys. On the AMX Xeon (family 6 model 167), S = 2048, one
/// thread, builds interleaved in one process, best of 6 to 8 calls:
/// 8 heads 96 -> 83 ms (64 -> 256 keys), GQA 32/8 284 -> 195 ms, GQA
/// causal 184 -> 146 ms; 512 keys were no better than 256.
constexpr int64_t kAttentionBF16KeyTile = 256;
/// Keys per block of the static blocks that take the keys after the last
/// whole block of kAttentionBF16KeyTile (then a dynamic block takes the
/// fewer than this many left). Under a causal mask a tile of 64 queries
/// ends 64, 128 or 192 keys into a block of 256 in three tiles of four; one
/// dynamic block there took the kernels and softmax of dynamic shapes. On
/// the AMX Xeon (family 6 model 167), bf16, S = 2048, causal, one thread,
/// builds interleaved in one process, best of 5 to 10 calls: 8 heads 18.9
/// -> 18.3 ms, GQA 32/8 66.0 -> 61.8-62.7 ms; blocks of 128 and then 64
/// were no better than 64 alone.
constexpr int64_t kAttentionTailBlock = 64;
/// Below this many (batch x query head) pairs, an attention whose queries
/// fit in one tile (decoding) splits its keys among parallel iterations too
/// (flash-decoding), so that every core has work.
constexpr int64_t kMinParallelTiles = 16;
/// Keys per split of flash-decoding, at least; and the most splits.
constexpr int64_t kKeysPerSplit = 512;
constexpr int64_t kMaxKeySplits = 16;

/// A bf16 attention's two products take bf16 operands (AMX tiles or
/// vdpbf16ps, where the pipeline asks for them) only when at least this many
/// queries read each key and value: the static query count times the query
/// heads per key/value head (a dynamic count is taken as enough). The
/// kernels pack every key and value block first, which fewer queries do not
/// repay: on the AMX Xeon (family 6 model 167), 32 heads x 4096 keys, one
/// thread, both builds interleaved in one process (on a loaded machine), a
/// step of 1 query took 39 ms on tiles against 8 ms on f32 FMAs, 4 queries
/// 199 against 27, 16 queries 214 against 40, 64 queries 192 against 176.
constexpr int64_t kMinBF16ProductQueries = 128;

/// Floating-point operations a core performs in the time it moves one byte
/// to or from memory: the machine balance the key rotation cost model
/// converts bytes with (about 117 GFLOP/s per core over about 15 GB/s on the
/// x86 servers this was tuned on).
constexpr double kFlopsPerByte = 8.0;
/// What rotating a key element on read costs, in flops at the FMA peak.
/// Where a tile holds one query (decoding), the rotation happens along the
/// key's row inside the score's dot product: two products and an add, the
/// cos/sin loads amortized over the pair. A tile of several queries rotates
/// each key block into a buffer that its scores' matmul then reads
/// transposed, in place of the packed blocks of the rotated copy. Fitted on
/// the AMX Xeon (family 6 model 167), 8 heads, tiles of 64 queries, 1
/// thread, on_read against up_front at S = 512 (8 tiles: 9.8 against 8.1
/// ms) and S = 1024 (16 tiles: 36.9 against 29.0 ms): each extra rotation
/// of a key element cost 0.54 ns, 126 flops at its 235 GFLOP/s (and the
/// rotated copy 0.51 ns, above the 8 bytes at kFlopsPerByte charged here):
/// on_read pays off only where one tile reads each key block.
constexpr double kRowRotationFlopsPerElement = 4.0;
constexpr double kTileRotationFlopsPerElement = 128.0;

/// Where to rotate the keys of a rope.attention, and why.
struct KeyRotationEstimate {
  KeyRotation choice;
  /// How many query tiles read each block of keys: the query tiles of a
  /// head times the query heads that share a key head.
  int64_t reuse;
  /// Key elements (every batch and head), or 0 where a size is dynamic.
  int64_t keyElements;
  /// Extra work of `on_read` over a single rotation: (reuse - 1) rotations
  /// of every key.
  double onReadExtraFlops;
  /// Extra memory traffic of `up_front`: reading the keys once more and
  /// writing the rotated copy.
  double upFrontExtraBytes;
  /// One sentence for a remark.
  std::string explanation;
};

/// Chooses where `op`'s keys are rotated: `on_read` when few query tiles
/// share each key block (decoding, short prefills; the query heads of a
/// group stacked in one tile count once, getStackedHeads), since rotating
/// on every read then costs less than a rotated copy's round trip to memory;
/// `up_front` otherwise. Dynamic query lengths count as long prefills.
/// `queryTile` is the queries per tile of the loop nest; unset, the tile
/// getQueryTile chooses for f32 products. Returns std::nullopt when the
/// keys are already rotated.
std::optional<KeyRotationEstimate>
estimateKeyRotation(AttentionOp op,
                    std::optional<int64_t> queryTile = std::nullopt);

/// Returns the queries per tile rope-decompose-attention takes for `op`
/// when it is not told: kAttentionQueryTile under a causal mask or where
/// the products take bf16 operands (`bf16Products`),
/// kAttentionUnmaskedQueryTile otherwise.
int64_t getQueryTile(AttentionOp op, bool bf16Products);

/// Returns the query heads per key/value head of `op` if both are static.
std::optional<int64_t> getQueryGroup(AttentionOp op);

/// Returns how many queries read each key and value of `op` (the query
/// count times the query group), if static.
std::optional<int64_t> getQueriesPerKey(AttentionOp op);

/// Returns how many query heads one tile of rope-decompose-attention's loop
/// nest stacks for `op` (stack-query-heads): its query heads per key head
/// where there are more than one (static head counts) and their queries, a
/// static count below `queryTile`, stack to at most `queryTile` rows (a
/// grouped-query decode step or short chunk); else 1.
int64_t getStackedHeads(AttentionOp op, int64_t queryTile);

} // namespace mlir::rope

#endif // ROPE_DIALECT_ROPE_IR_ATTENTIONCOSTMODEL_H
