//===- RopeTransformOps.cpp - transform.rope.* ops ------------------------===//
//
// Each op runs the C++ entry point behind one rope-mlir pass on the payload
// ops of its target handle: raiseRotations (rope-raise), matchAttention and
// fuseAttention (rope-fuse-attention), decomposeAttention
// (rope-decompose-attention) and vectorizeContraction
// (rope-vectorize-contractions).
//
//===----------------------------------------------------------------------===//

#include "rope/Dialect/Rope/TransformOps/RopeTransformOps.h"
#include "rope/Codegen/CPU/Passes.h"
#include "rope/Codegen/CPU/VectorizeContractions.h"
#include "rope/Conversion/LinalgToRope/LinalgToRope.h"
#include "rope/Conversion/RopeToLinalg/DecomposeAttention.h"
#include "rope/Dialect/Rope/IR/RopeDialect.h"
#include "rope/Dialect/Rope/IR/RopeOps.h"
#include "rope/Dialect/Rope/Transforms/FuseAttention.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <optional>

using namespace mlir;
using namespace mlir::rope;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Declares that `op` consumes its operands, produces its results and
/// changes the payload.
static void
consumeAndProduce(Operation *op,
                  SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  transform::consumesHandle(op->getOpOperands(), effects);
  transform::producesHandle(op->getOpResults(), effects);
  transform::modifiesPayload(effects);
}

/// Parses a `key_rotation` attribute: `auto` gives no forced choice.
static FailureOr<std::optional<KeyRotation>> parseKeyRotation(StringRef value) {
  if (value == "auto")
    return std::optional<KeyRotation>();
  if (std::optional<KeyRotation> choice = symbolizeKeyRotation(value))
    return std::optional<KeyRotation>(*choice);
  return failure();
}

/// Verifies a `key_rotation` attribute of `op`.
static LogicalResult verifyKeyRotation(Operation *op, StringRef value) {
  if (succeeded(parseKeyRotation(value)))
    return success();
  return op->emitOpError("key_rotation must be auto, on_read or up_front, "
                         "got '")
         << value << "'";
}

/// Returns the ops directly in `block`, to tell the ones a rewrite adds.
static llvm::DenseSet<Operation *> opsOf(Block *block) {
  llvm::DenseSet<Operation *> ops;
  for (Operation &op : *block)
    ops.insert(&op);
  return ops;
}

/// Records the rotations that a rewrite creates and the ops it erases, and
/// forwards every notification to the transform rewriter's tracking
/// listener.
struct PayloadRecorder : public RewriterBase::ForwardingListener {
  using ForwardingListener::ForwardingListener;

  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    ForwardingListener::notifyOperationInserted(op, previous);
    if (isa<RotateOp, RotateWithTablesOp>(op))
      rotations.insert(op);
  }
  void notifyOperationErased(Operation *op) override {
    ForwardingListener::notifyOperationErased(op);
    rotations.remove(op);
    erased.insert(op);
  }

  llvm::SetVector<Operation *> rotations;
  llvm::DenseSet<Operation *> erased;
};

//===----------------------------------------------------------------------===//
// RaiseOp
//===----------------------------------------------------------------------===//

void transform::RaiseOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumeAndProduce(getOperation(), effects);
}

DiagnosedSilenceableFailure
transform::RaiseOp::apply(transform::TransformRewriter &rewriter,
                          transform::TransformResults &results,
                          transform::TransformState &state) {
  RaiseOptions options;
  options.exactAngles = getExactAngles();
  options.remarks = getRemarks();
  SmallVector<Operation *> targets, rotations;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    targets.push_back(target);
    PayloadRecorder recorder(rewriter.getListener());
    if (failed(raiseRotations(target, options, &recorder)))
      return emitDefiniteFailure()
             << "raising did not converge under the payload op";
    if (recorder.rotations.empty()) {
      results.set(llvm::cast<OpResult>(getTransformed()), targets);
      results.set(llvm::cast<OpResult>(getRotations()), rotations);
      DiagnosedSilenceableFailure diag = emitSilenceableError()
                                         << "no rotation was raised";
      diag.attachNote(target->getLoc())
          << "under this payload op (run with `remarks` for the rotations "
             "left and why)";
      return diag;
    }
    llvm::append_range(rotations, recorder.rotations);
  }
  results.set(llvm::cast<OpResult>(getTransformed()), targets);
  results.set(llvm::cast<OpResult>(getRotations()), rotations);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// FuseAttentionOp
//===----------------------------------------------------------------------===//

LogicalResult transform::FuseAttentionOp::verify() {
  return verifyKeyRotation(*this, getKeyRotation());
}

void transform::FuseAttentionOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumeAndProduce(getOperation(), effects);
}

/// Returns the key rotation mode of the pass for a verified attribute.
static KeyRotationMode getKeyRotationMode(StringRef value) {
  if (value == "on_read")
    return KeyRotationMode::OnRead;
  if (value == "up_front")
    return KeyRotationMode::UpFront;
  return KeyRotationMode::Auto;
}

DiagnosedSilenceableFailure
transform::FuseAttentionOp::apply(transform::TransformRewriter &rewriter,
                                  transform::TransformResults &results,
                                  transform::TransformState &state) {
  KeyRotationMode mode = getKeyRotationMode(getKeyRotation());
  SmallVector<Operation *> attentions;
  auto fail = [&](Operation *target, const Twine &message) {
    results.set(llvm::cast<OpResult>(getAttentions()), attentions);
    DiagnosedSilenceableFailure diag = emitSilenceableError() << message;
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  };
  for (Operation *target : state.getPayloadOps(getTarget())) {
    if (isa<linalg::LinalgOp>(target)) {
      // One chain: the target is its PV contraction.
      AttentionMatchResult result = matchAttention(target, getUnrotated());
      if (!result.match) {
        if (result.reason.empty())
          return fail(target, "the payload op is not the output (PV "
                              "contraction) of an attention");
        DiagnosedSilenceableFailure diag =
            fail(target, "attention not fused: " + result.reason);
        if (result.rejected && result.rejected != target)
          diag.attachNote(result.rejected->getLoc()) << "its scores";
        return diag;
      }
      rewriter.setInsertionPoint(target);
      attentions.push_back(fuseAttention(rewriter, *result.match, mode));
      continue;
    }
    // Every chain nested in the target, as rope-fuse-attention does.
    SmallVector<Operation *> candidates;
    target->walk([&](linalg::LinalgOp op) {
      if (op->getNumResults() == 1)
        candidates.push_back(op);
    });
    // A rewriter that also records the ops each fusion erases (the chain
    // and the producers only it used), so that they are skipped.
    PayloadRecorder recorder(rewriter.getListener());
    IRRewriter fuser(rewriter.getContext(), &recorder);
    std::optional<std::pair<Operation *, std::string>> rejection;
    size_t before = attentions.size();
    for (Operation *candidate : candidates) {
      if (recorder.erased.contains(candidate))
        continue;
      AttentionMatchResult result = matchAttention(candidate, getUnrotated());
      if (!result.match) {
        if (result.rejected && !rejection)
          rejection = {result.rejected, result.reason};
        continue;
      }
      attentions.push_back(fuseAttention(fuser, *result.match, mode));
    }
    if (attentions.size() == before) {
      if (!rejection)
        return fail(target, "no attention found to fuse");
      DiagnosedSilenceableFailure diag =
          fail(target, "no attention fused: " + rejection->second);
      diag.attachNote(rejection->first->getLoc()) << "the rejected scores";
      return diag;
    }
  }
  results.set(llvm::cast<OpResult>(getAttentions()), attentions);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// DecomposeAttentionOp
//===----------------------------------------------------------------------===//

LogicalResult transform::DecomposeAttentionOp::verify() {
  // The getters of I64Attr return uint64_t: read the attributes signed.
  int64_t queryTile = getQueryTileAttr().getInt();
  int64_t keyTile = getKeyTileAttr().getInt();
  if (queryTile < 1)
    return emitOpError("query_tile must be at least 1, got ") << queryTile;
  if (keyTile < 1)
    return emitOpError("key_tile must be at least 1, got ") << keyTile;
  if (IntegerAttr splits = getKeySplitsAttr(); splits && splits.getInt() < 1)
    return emitOpError("key_splits must be at least 1, got ")
           << splits.getInt();
  return verifyKeyRotation(*this, getKeyRotation());
}

void transform::DecomposeAttentionOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumeAndProduce(getOperation(), effects);
}

DiagnosedSilenceableFailure
transform::DecomposeAttentionOp::apply(transform::TransformRewriter &rewriter,
                                       transform::TransformResults &results,
                                       transform::TransformState &state) {
  std::optional<KeyRotation> keyRotation = *parseKeyRotation(getKeyRotation());
  AttentionTiles tiles;
  tiles.queryTile = getQueryTile();
  tiles.keyTile = getKeyTile();
  tiles.keySplits = getKeySplits();
  SmallVector<Operation *> loops;
  auto fail = [&](Operation *target, const Twine &message) {
    results.set(llvm::cast<OpResult>(getLoops()), loops);
    DiagnosedSilenceableFailure diag = emitSilenceableError() << message;
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  };
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto attention = dyn_cast<AttentionOp>(target);
    if (!attention)
      return fail(target, "the payload op is not rope.attention");
    if (tiles.keySplits && *tiles.keySplits > 1 &&
        !fitsOneQueryTile(attention, *tiles.queryTile))
      return fail(target, "key_splits above 1 needs a static query count "
                          "below query_tile (" +
                              Twine(*tiles.queryTile) + ")");
    Block *block = attention->getBlock();
    llvm::DenseSet<Operation *> existing = opsOf(block);
    rewriter.setInsertionPoint(attention);
    FailureOr<Value> result =
        decomposeAttention(rewriter, attention, keyRotation, tiles);
    if (failed(result))
      return emitDefiniteFailure() << "decomposition failed";
    rewriter.replaceOp(attention, *result);
    for (Operation &op : *block)
      if (isa<scf::ForallOp>(op) && !existing.contains(&op))
        loops.push_back(&op);
  }
  results.set(llvm::cast<OpResult>(getLoops()), loops);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// VectorizeContractionOp
//===----------------------------------------------------------------------===//

LogicalResult transform::VectorizeContractionOp::verify() {
  ArrayRef<int64_t> block = getRegisterBlock();
  if (block.size() != 2)
    return emitOpError("register_block must be [rows, columns], got ")
           << block.size() << " values";
  int64_t bits = getVectorBitsAttr().getInt();
  if (bits < kMinVectorBits || bits > kMaxVectorBits ||
      !llvm::isPowerOf2_64(bits))
    return emitOpError("vector_bits must be a power of two from ")
           << kMinVectorBits << " to " << kMaxVectorBits << ", got " << bits;
  if (block[0] < 1 || block[1] < 1)
    return emitOpError("register_block sizes must be at least 1, got [")
           << block[0] << ", " << block[1] << "]";
  int64_t lanes = bits / 32;
  if (block[1] % lanes != 0)
    return emitOpError("register_block columns (")
           << block[1] << ") must be a multiple of the " << lanes
           << " f32 lanes of a " << bits << "-bit register";
  return success();
}

void transform::VectorizeContractionOp::getEffects(
    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  consumeAndProduce(getOperation(), effects);
}

DiagnosedSilenceableFailure
transform::VectorizeContractionOp::apply(transform::TransformRewriter &rewriter,
                                         transform::TransformResults &results,
                                         transform::TransformState &state) {
  ArrayRef<int64_t> block = getRegisterBlock();
  SmallVector<Operation *> loops;
  for (Operation *target : state.getPayloadOps(getTarget())) {
    auto contraction = dyn_cast<linalg::LinalgOp>(target);
    std::string reason = "not a linalg op";
    if (contraction) {
      Block *parent = target->getBlock();
      llvm::DenseSet<Operation *> existing = opsOf(parent);
      if (succeeded(vectorizeContraction(rewriter, contraction, getVectorBits(),
                                         block[0], block[1], reason))) {
        for (Operation &op : *parent)
          if (isa<LoopLikeOpInterface>(op) && !existing.contains(&op))
            loops.push_back(&op);
        continue;
      }
      if (reason.empty())
        return emitDefiniteFailure() << "contraction kernel failed";
    }
    results.set(llvm::cast<OpResult>(getLoops()), loops);
    DiagnosedSilenceableFailure diag =
        emitSilenceableError() << "contraction not vectorized: " << reason;
    diag.attachNote(target->getLoc()) << "payload op";
    return diag;
  }
  results.set(llvm::cast<OpResult>(getLoops()), loops);
  return DiagnosedSilenceableFailure::success();
}

//===----------------------------------------------------------------------===//
// Extension
//===----------------------------------------------------------------------===//

#define GET_OP_CLASSES
#include "rope/Dialect/Rope/TransformOps/RopeTransformOps.cpp.inc"

namespace {
class RopeTransformDialectExtension
    : public transform::TransformDialectExtension<
          RopeTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RopeTransformDialectExtension)

  RopeTransformDialectExtension() {
    // What the ops create in the payload.
    declareGeneratedDialect<RopeDialect>();
    declareGeneratedDialect<affine::AffineDialect>();
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<math::MathDialect>();
    declareGeneratedDialect<memref::MemRefDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    declareGeneratedDialect<tensor::TensorDialect>();
    declareGeneratedDialect<vector::VectorDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "rope/Dialect/Rope/TransformOps/RopeTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void mlir::rope::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<RopeTransformDialectExtension>();
}
