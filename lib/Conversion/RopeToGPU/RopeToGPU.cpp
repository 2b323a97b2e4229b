//===- RopeToGPU.cpp - Rotations as GPU-mapped loops ----------------------===//
//
// The GPU lowering of `rope.rotate` and `rope.rotate_with_tables`: a grid of
// blocks over (position blocks, head groups) and threads over (chunks of a
// row, positions). A thread owns a chunk of V pairs of one position (V
// elements make 128 bits when the shape allows it), gets the chunk's cos and
// sin once (computed, or loaded from the tables) and rotates it in each head
// of its group; the warps of a block read and write consecutive memory with
// 128-bit accesses. The kernel is a `gpu.launch` on the operands' buffers.
//
//===----------------------------------------------------------------------===//

#include "rope/Conversion/RopeToGPU/RopeToGPU.h"
#include "rope/Conversion/RopeToLinalg/RopeToLinalg.h"
#include "rope/Conversion/RopeToVector/RopeToVector.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::rope {
#define GEN_PASS_DEF_CONVERTROPETOGPUPASS
#include "rope/Conversion/Passes.h.inc"
} // namespace mlir::rope

using namespace mlir;
using namespace mlir::rope;

namespace {

/// How a rotation of `[heads, seq, headDim]` is spread over a grid.
struct RotationMapping {
  int64_t pairs;
  int64_t headDim;
  /// Pairs a thread rotates in each head (V).
  int64_t chunk;
  /// Threads of a row that rotate (pairs / chunk) and that copy the
  /// channels past rotary_dim ((headDim - 2 pairs) / chunk).
  int64_t rotatingThreads;
  int64_t copyingThreads;
  int64_t positionsPerBlock;
  int64_t headsPerThread;

  int64_t rowThreads() const { return rotatingThreads + copyingThreads; }
};

} // namespace

/// The widest chunk of at most 128 bits whose pairs and channels divide the
/// pair count and the head dimension (so every access is aligned to its
/// size), and the block and head-group shape around it: head groups divide
/// the heads that share cos/sin (`headsPerBatch`, unknown if dynamic).
static RotationMapping chooseMapping(int64_t pairs, int64_t headDim,
                                     unsigned elementBits,
                                     std::optional<int64_t> seq,
                                     std::optional<int64_t> headsPerBatch) {
  RotationMapping m;
  m.pairs = pairs;
  m.headDim = headDim;
  m.chunk = std::max<int64_t>(1, 128 / elementBits);
  while (m.chunk > 1 && (pairs % m.chunk || headDim % m.chunk))
    m.chunk /= 2;
  m.rotatingThreads = pairs / m.chunk;
  m.copyingThreads = (headDim - 2 * pairs) / m.chunk;
  m.positionsPerBlock =
      std::max<int64_t>(1, kRotationThreadsPerBlock / m.rowThreads());
  if (seq)
    m.positionsPerBlock =
        std::min(m.positionsPerBlock, std::max<int64_t>(1, *seq));
  m.headsPerThread = 1;
  if (headsPerBatch)
    for (int64_t heads = kRotationHeadsPerThread; heads > 1; heads /= 2)
      if (*headsPerBatch % heads == 0) {
        m.headsPerThread = heads;
        break;
      }
  return m;
}

static Value index(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// The type a rotation computes in: f64 for f64 input, else f32.
static Type computeTypeOf(Type elementType) {
  MLIRContext *ctx = elementType.getContext();
  return elementType.isF64() ? Type(Float64Type::get(ctx))
                             : Type(Float32Type::get(ctx));
}

/// Converts a float scalar to the float type `type`.
static Value castScalar(OpBuilder &b, Location loc, Value value, Type type) {
  unsigned from = value.getType().getIntOrFloatBitWidth();
  unsigned to = type.getIntOrFloatBitWidth();
  if (value.getType() == type)
    return value;
  if (from < to)
    return arith::ExtFOp::create(b, loc, type, value);
  return arith::TruncFOp::create(b, loc, type, value);
}

/// The alignment of a chunk access: its size, up to the 16 bytes that the
/// buffers' base addresses are assumed to have.
static llvm::Align chunkAlignment(VectorType type) {
  int64_t bytes =
      type.getNumElements() * type.getElementType().getIntOrFloatBitWidth() / 8;
  return llvm::Align(std::min<int64_t>(bytes, 16));
}

static Value loadChunk(OpBuilder &b, Location loc, Value buffer,
                       VectorType type, ValueRange indices) {
  return vector::LoadOp::create(b, loc, type, buffer, indices,
                                /*nontemporal=*/false, chunkAlignment(type));
}

/// Views an identity-layout buffer `[d0, ..., seq, headDim]` of rank >= 3 as
/// `[d0 * ..., seq, headDim]`.
static Value collapseLeading(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  int64_t rank = type.getRank();
  if (rank <= 3)
    return buffer;
  ReassociationIndices leading;
  for (int64_t i = 0; i < rank - 2; ++i)
    leading.push_back(i);
  SmallVector<ReassociationIndices> groups = {leading, {rank - 2}, {rank - 1}};
  return memref::CollapseShapeOp::create(b, loc, buffer, groups);
}

namespace {

/// Returns the cos and sin of a thread's chunk, vectors of its `chunk` pairs
/// from `first` in the compute type, at `position`, for `batch` (null unless
/// cos/sin depend on the batch).
using CosSinBuilder = std::function<std::pair<Value, Value>(
    OpBuilder &, Location, Value batch, Value position, Value first,
    int64_t chunk)>;

/// What a rotation kernel needs: the buffers, the mapping, how to get cos
/// and sin, and builders for the accesses.
struct ThreadBody {
  RotationMapping mapping;
  Value input, output;
  /// Rank of the (collapsed) input: 2 means no head dimension.
  int64_t rank;
  /// Heads sharing cos/sin (those of one batch), or null if all do.
  Value headsPerBatch;
  CosSinBuilder cosSin;
  Layout layout;
  bool inverse;
  Type elementType, computeType;

  SmallVector<Value> rowIndices(Value head, Value position,
                                Value channel) const {
    if (rank == 2)
      return {position, channel};
    return {head, position, channel};
  }

  void store(OpBuilder &b, Location loc, Value value,
             ValueRange indices) const {
    vector::StoreOp::create(b, loc, value, output, indices,
                            /*nontemporal=*/false,
                            chunkAlignment(cast<VectorType>(value.getType())));
  }

  Value head(OpBuilder &b, Location loc, Value head0, int64_t j) const {
    if (j == 0)
      return head0;
    return arith::AddIOp::create(b, loc, head0, index(b, loc, j));
  }

  /// Loads the two V-element chunks of `channels` in each head of the group
  /// starting at `head0`.
  SmallVector<std::pair<Value, Value>>
  loadGroup(OpBuilder &b, Location loc, ArrayRef<Value> heads, Value position,
            std::pair<Value, Value> channels) const {
    auto chunkType = VectorType::get({mapping.chunk}, elementType);
    SmallVector<std::pair<Value, Value>> chunks;
    for (Value head : heads)
      chunks.push_back(
          {loadChunk(b, loc, input, chunkType,
                     rowIndices(head, position, channels.first)),
           loadChunk(b, loc, input, chunkType,
                     rowIndices(head, position, channels.second))});
    return chunks;
  }

  /// Rotates the interleaved pairs of `chunk` (a vector of whole pairs in
  /// the element type) by `c` and `s` and stores them at `channel`.
  void rotateInterleaved(OpBuilder &b, Location loc, Value chunk, Value c,
                         Value s, ValueRange indices) const {
    auto pairs = vector::DeinterleaveOp::create(
        b, loc, castVector(b, loc, chunk, computeType));
    auto [even, odd] =
        rotatePairs(b, loc, pairs.getRes1(), pairs.getRes2(), c, s, inverse);
    store(b, loc,
          castVector(b, loc, vector::InterleaveOp::create(b, loc, even, odd),
                     elementType),
          indices);
  }

  /// Rotates the V pairs of thread `t` (`first` = t V) at `position` in each
  /// head of the group starting at `head0`: every load of the group, then
  /// cos and sin, then the rotations and stores. Consecutive threads access
  /// consecutive chunks in both of their accesses:
  ///   half: channels [first, first + V) and [P + first, P + first + V),
  ///         pairs [first, first + V);
  ///   interleaved, V even: channels [first, first + V) and [P + first, ...),
  ///         pairs [first / 2, first / 2 + V / 2) and P / 2 on from there;
  ///   interleaved, V = 1: channels 2 first and 2 first + 1, pair first.
  void rotate(OpBuilder &b, Location loc, Value head0, Value position,
              Value first) const {
    int64_t v = mapping.chunk;
    bool pieces = layout == Layout::Interleaved && v % 2 == 0;
    Value lowChannel = first, highChannel;
    if (layout == Layout::Interleaved && !pieces) {
      lowChannel = arith::MulIOp::create(b, loc, first, index(b, loc, 2));
      highChannel = arith::AddIOp::create(b, loc, lowChannel, index(b, loc, v));
    } else {
      highChannel =
          arith::AddIOp::create(b, loc, first, index(b, loc, mapping.pairs));
    }
    SmallVector<Value> heads;
    for (int64_t j = 0; j < mapping.headsPerThread; ++j)
      heads.push_back(head(b, loc, head0, j));
    SmallVector<std::pair<Value, Value>> chunks =
        loadGroup(b, loc, heads, position, {lowChannel, highChannel});
    Value batch =
        headsPerBatch
            ? arith::DivUIOp::create(b, loc, head0, headsPerBatch).getResult()
            : Value();

    if (pieces) {
      Value lowPair = arith::DivUIOp::create(b, loc, first, index(b, loc, 2));
      Value highPair = arith::AddIOp::create(b, loc, lowPair,
                                             index(b, loc, mapping.pairs / 2));
      auto [lowCos, lowSin] = cosSin(b, loc, batch, position, lowPair, v / 2);
      auto [highCos, highSin] =
          cosSin(b, loc, batch, position, highPair, v / 2);
      for (auto [head, chunk] : llvm::zip(heads, chunks)) {
        rotateInterleaved(b, loc, chunk.first, lowCos, lowSin,
                          rowIndices(head, position, lowChannel));
        rotateInterleaved(b, loc, chunk.second, highCos, highSin,
                          rowIndices(head, position, highChannel));
      }
      return;
    }

    // half: the chunks hold the pairs' first and second elements; with
    // interleaved chunks of one pair, they are its two channels.
    auto [c, s] = cosSin(b, loc, batch, position, first, v);
    for (auto [head, chunk] : llvm::zip(heads, chunks)) {
      Value low = castVector(b, loc, chunk.first, computeType);
      Value high = castVector(b, loc, chunk.second, computeType);
      auto [newLow, newHigh] = rotatePairs(b, loc, low, high, c, s, inverse);
      store(b, loc, castVector(b, loc, newLow, elementType),
            rowIndices(head, position, lowChannel));
      store(b, loc, castVector(b, loc, newHigh, elementType),
            rowIndices(head, position, highChannel));
    }
  }

  /// Copies channels [channel, channel + V) of `position`, past rotary_dim,
  /// in each head of the group starting at `head0`.
  void copy(OpBuilder &b, Location loc, Value head0, Value position,
            Value channel) const {
    auto chunkType = VectorType::get({mapping.chunk}, elementType);
    SmallVector<std::pair<Value, Value>> chunks;
    for (int64_t j = 0; j < mapping.headsPerThread; ++j) {
      Value h = head(b, loc, head0, j);
      chunks.push_back({h, loadChunk(b, loc, input, chunkType,
                                     rowIndices(h, position, channel))});
    }
    for (auto [h, value] : chunks)
      store(b, loc, value, rowIndices(h, position, channel));
  }
};

/// The body of thread (x, y) of block (x, y): position x * Y + thread y of
/// the heads from block y * heads-per-thread; thread x's chunk rotates or,
/// past the rotating threads, copies.
static void buildThread(OpBuilder &b, Location loc, const ThreadBody &body,
                        ValueRange block, ValueRange thread, Value seqSize,
                        bool guardPositions) {
  const RotationMapping &m = body.mapping;
  Value position = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, block[0],
                            index(b, loc, m.positionsPerBlock)),
      thread[1]);
  Value head0 =
      arith::MulIOp::create(b, loc, block[1], index(b, loc, m.headsPerThread));
  auto work = [&](OpBuilder &b, Location loc) {
    Value chunk = thread[0];
    auto rotate = [&](OpBuilder &b, Location loc) {
      Value first =
          arith::MulIOp::create(b, loc, chunk, index(b, loc, m.chunk));
      body.rotate(b, loc, head0, position, first);
    };
    if (m.copyingThreads == 0)
      return rotate(b, loc);
    Value rotating =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, chunk,
                              index(b, loc, m.rotatingThreads));
    scf::IfOp::create(
        b, loc, rotating,
        [&](OpBuilder &b, Location loc) {
          rotate(b, loc);
          scf::YieldOp::create(b, loc);
        },
        [&](OpBuilder &b, Location loc) {
          Value copied = arith::SubIOp::create(
              b, loc, chunk, index(b, loc, m.rotatingThreads));
          Value channel = arith::AddIOp::create(
              b, loc, index(b, loc, 2 * m.pairs),
              arith::MulIOp::create(b, loc, copied, index(b, loc, m.chunk)));
          body.copy(b, loc, head0, position, channel);
          scf::YieldOp::create(b, loc);
        });
  };
  if (!guardPositions)
    return work(b, loc);
  Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                       position, seqSize);
  scf::IfOp::create(b, loc, inside, [&](OpBuilder &b, Location loc) {
    work(b, loc);
    scf::YieldOp::create(b, loc);
  });
}

/// A read-only buffer of `tensor` (identity layout).
static Value toBuffer(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  return bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), tensor,
      /*read_only=*/true);
}

/// Replaces the rotation `op` of `input` (static head dimension) by a kernel
/// writing a new buffer, with cos/sin from `cosSin`. `batched`: cos/sin
/// depend on dimension 0 of the input (the batch).
static void replaceByKernel(PatternRewriter &rewriter, Operation *op,
                            Value inputTensor, Layout layout, int64_t rotaryDim,
                            bool inverse, bool batched, CosSinBuilder cosSin) {
  Location loc = op->getLoc();
  auto inputType = cast<RankedTensorType>(inputTensor.getType());
  int64_t rank = inputType.getRank();
  ArrayRef<int64_t> shape = inputType.getShape();
  Type elementType = inputType.getElementType();

  // Heads: every dimension before seq. With batched cos/sin the heads of one
  // batch (dimension 0) share them.
  std::optional<int64_t> heads = 1;
  for (int64_t d : shape.drop_back(2))
    heads = heads && !ShapedType::isDynamic(d) ? std::optional(*heads * d)
                                               : std::nullopt;
  std::optional<int64_t> headsPerBatch = heads;
  if (batched)
    headsPerBatch = heads && !ShapedType::isDynamic(shape.front())
                        ? std::optional(*heads / shape.front())
                        : std::nullopt;
  std::optional<int64_t> seq;
  if (!ShapedType::isDynamic(shape[rank - 2]))
    seq = shape[rank - 2];
  RotationMapping mapping =
      chooseMapping(rotaryDim / 2, shape.back(),
                    elementType.getIntOrFloatBitWidth(), seq, headsPerBatch);

  Value input = toBuffer(rewriter, loc, inputTensor);
  SmallVector<Value> dynamicSizes;
  for (int64_t d = 0; d < rank; ++d)
    if (inputType.isDynamicDim(d))
      dynamicSizes.push_back(
          tensor::DimOp::create(rewriter, loc, inputTensor, d));
  Value result = memref::AllocOp::create(
      rewriter, loc, MemRefType::get(shape, elementType), dynamicSizes);

  ThreadBody body;
  body.mapping = mapping;
  body.input = collapseLeading(rewriter, loc, input);
  body.output = collapseLeading(rewriter, loc, result);
  body.rank = std::min<int64_t>(rank, 3);
  body.cosSin = std::move(cosSin);
  body.layout = layout;
  body.inverse = inverse;
  body.elementType = elementType;
  body.computeType = computeTypeOf(elementType);

  Value one = index(rewriter, loc, 1);
  // Folded where static, so that the launch's grid is known.
  Value seqSize =
      rewriter.createOrFold<memref::DimOp>(loc, body.output, body.rank - 2);
  Value headCount =
      body.rank == 2
          ? one
          : rewriter.createOrFold<memref::DimOp>(loc, body.output, 0);
  if (batched)
    body.headsPerBatch = rewriter.createOrFold<arith::DivUIOp>(
        loc, headCount, rewriter.createOrFold<memref::DimOp>(loc, input, 0));
  Value positionsPerBlock = index(rewriter, loc, mapping.positionsPerBlock);
  Value positionBlocks = rewriter.createOrFold<arith::CeilDivUIOp>(
      loc, seqSize, positionsPerBlock);
  Value headGroups = rewriter.createOrFold<arith::DivUIOp>(
      loc, headCount, index(rewriter, loc, mapping.headsPerThread));
  bool guardPositions = !seq || *seq % mapping.positionsPerBlock != 0;

  // A gpu.launch rather than mapped scf.parallel loops: the canonicalizer
  // (in bufferization's pipeline) would merge a nest of those, mapping and
  // all. CUDA rejects empty grids: unless the grid is known to be nonempty,
  // the launch runs only if it is.
  auto buildLaunch = [&](OpBuilder &b, Location loc) {
    auto launch = gpu::LaunchOp::create(b, loc, positionBlocks, headGroups, one,
                                        index(b, loc, mapping.rowThreads()),
                                        positionsPerBlock, one);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&launch.getBody().front());
    gpu::KernelDim3 block = launch.getBlockIds();
    gpu::KernelDim3 thread = launch.getThreadIds();
    buildThread(b, loc, body, {block.x, block.y}, {thread.x, thread.y}, seqSize,
                guardPositions);
    gpu::TerminatorOp::create(b, loc);
  };
  std::optional<int64_t> blocks = getConstantIntValue(positionBlocks);
  std::optional<int64_t> groups = getConstantIntValue(headGroups);
  if (blocks && groups && *blocks > 0 && *groups > 0) {
    buildLaunch(rewriter, loc);
  } else {
    Value zero = index(rewriter, loc, 0);
    Value nonempty = arith::AndIOp::create(
        rewriter, loc,
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ugt,
                              positionBlocks, zero),
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ugt,
                              headGroups, zero));
    scf::IfOp::create(rewriter, loc, nonempty, [&](OpBuilder &b, Location loc) {
      buildLaunch(b, loc);
      scf::YieldOp::create(b, loc);
    });
  }
  rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
      op, inputType, result, /*restrict=*/rewriter.getUnitAttr(),
      /*writable=*/rewriter.getUnitAttr());
}

struct MapRotateWithTablesToGPU : OpRewritePattern<RotateWithTablesOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(RotateWithTablesOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType inputType = op.getInput().getType();
    if (inputType.isDynamicDim(inputType.getRank() - 1) ||
        inputType.getShape().back() == 0)
      return rewriter.notifyMatchFailure(op, "dynamic or empty head");
    if (op->getParentOfType<LoopLikeOpInterface>())
      return rewriter.notifyMatchFailure(op, "inside a loop");
    auto cosType = cast<RankedTensorType>(op.getCos().getType());
    if (cosType.getElementType() !=
        cast<RankedTensorType>(op.getSin().getType()).getElementType())
      return rewriter.notifyMatchFailure(op, "cos and sin types differ");
    Value cos = toBuffer(rewriter, loc, op.getCos());
    Value sin = toBuffer(rewriter, loc, op.getSin());
    Type computeType = computeTypeOf(inputType.getElementType());
    auto loadTables = [=](OpBuilder &b, Location loc, Value batch,
                          Value position, Value first, int64_t chunk) {
      auto type = VectorType::get({chunk}, cosType.getElementType());
      SmallVector<Value> indices;
      if (batch)
        indices.push_back(batch);
      indices.append({position, first});
      return std::pair(castVector(b, loc, loadChunk(b, loc, cos, type, indices),
                                  computeType),
                       castVector(b, loc, loadChunk(b, loc, sin, type, indices),
                                  computeType));
    };
    replaceByKernel(rewriter, op, op.getInput(), op.getLayout(),
                    op.getEffectiveRotaryDim(), op.getInverse(),
                    cosType.getRank() == 3, loadTables);
    return success();
  }
};

/// `rope.rotate` without multimodal sections: each thread computes the
/// angles of its chunk at its position (once for its group of heads) from
/// the positions (or the offset) and the frequencies.
struct MapRotateToGPU : OpRewritePattern<RotateOp> {
  MapRotateToGPU(MLIRContext *ctx, bool fastAngles)
      : OpRewritePattern(ctx), fastAngles(fastAngles) {}

  LogicalResult matchAndRewrite(RotateOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType inputType = op.getInput().getType();
    if (inputType.isDynamicDim(inputType.getRank() - 1) ||
        inputType.getShape().back() == 0)
      return rewriter.notifyMatchFailure(op, "dynamic or empty head");
    if (op.getSections())
      return rewriter.notifyMatchFailure(op, "multimodal sections");
    if (op->getParentOfType<LoopLikeOpInterface>())
      return rewriter.notifyMatchFailure(op, "inside a loop");
    Value frequencies = toBuffer(rewriter, loc, op.getFrequencies());
    bool offset = op.hasOffset();
    Value positions =
        offset ? op.getPositions() : toBuffer(rewriter, loc, op.getPositions());
    bool batched =
        !offset &&
        cast<RankedTensorType>(op.getPositions().getType()).getRank() == 2;
    Type computeType = computeTypeOf(inputType.getElementType());
    Value scale = op.getScale();
    bool fast = fastAngles;
    auto computeAngles = [=](OpBuilder &b, Location loc, Value batch,
                             Value position, Value first, int64_t chunk) {
      Value at;
      if (offset) {
        Value start = positions;
        if (!start.getType().isIndex())
          start = arith::IndexCastOp::create(
              b, loc, b.getIndexType(),
              arith::ExtSIOp::create(b, loc, b.getI64Type(), start));
        at = arith::AddIOp::create(b, loc, start, position);
      } else {
        SmallVector<Value> indices;
        if (batch)
          indices.push_back(batch);
        indices.push_back(position);
        at = memref::LoadOp::create(b, loc, positions, indices);
      }
      auto frequencyType = VectorType::get(
          {chunk}, cast<MemRefType>(frequencies.getType()).getElementType());
      Value theta = loadChunk(b, loc, frequencies, frequencyType, {first});
      Value factor = scale ? castScalar(b, loc, scale, computeType) : Value();
      SmallVector<Value> cosines, sines;
      for (int64_t j = 0; j < chunk; ++j) {
        Value frequency = vector::ExtractOp::create(b, loc, theta, j);
        auto [c, s] =
            buildAngleCosSin(b, loc, at, frequency, computeType, fast);
        if (factor) {
          c = arith::MulFOp::create(b, loc, c, factor);
          s = arith::MulFOp::create(b, loc, s, factor);
        }
        cosines.push_back(c);
        sines.push_back(s);
      }
      auto type = VectorType::get({chunk}, computeType);
      return std::pair<Value, Value>(
          vector::FromElementsOp::create(b, loc, type, cosines),
          vector::FromElementsOp::create(b, loc, type, sines));
    };
    replaceByKernel(rewriter, op, op.getInput(), op.getLayout(),
                    op.getEffectiveRotaryDim(), op.getInverse(), batched,
                    computeAngles);
    return success();
  }

private:
  bool fastAngles;
};

struct ConvertRopeToGPUPass
    : rope::impl::ConvertRopeToGPUPassBase<ConvertRopeToGPUPass> {
  using ConvertRopeToGPUPassBase::ConvertRopeToGPUPassBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateRopeToGPUConversionPatterns(patterns, fastAngles);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::rope::populateRopeToGPUConversionPatterns(
    RewritePatternSet &patterns, bool fastAngles) {
  patterns.add<MapRotateWithTablesToGPU>(patterns.getContext());
  patterns.add<MapRotateToGPU>(patterns.getContext(), fastAngles);
}
