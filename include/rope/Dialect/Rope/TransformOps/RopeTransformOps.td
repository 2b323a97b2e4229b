//===- RopeTransformOps.td - transform.rope.* ops ----------*- tablegen -*-===//
//
// The transform-dialect extension of rope-mlir: raising, attention fusion,
// attention decomposition and the CPU strategy's contraction kernels as
// transform ops, so that a transform script can drive them op by op.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMOPS_ROPETRANSFORMOPS_TD
#define ROPE_DIALECT_ROPE_TRANSFORMOPS_ROPETRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

class RopeTransformOp<string mnemonic, list<Trait> traits = []>
    : Op<Transform_Dialect, "rope." # mnemonic,
         !listconcat([DeclareOpInterfaceMethods<TransformOpInterface>,
                      DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
                      ReportTrackingListenerFailuresOpTrait], traits)>;

def RaiseOp : RopeTransformOp<"raise"> {
  let summary = "Raise the rotations under a payload op to rope ops";
  let description = [{
    Runs the raising of `rope-raise` on the ops nested in each payload op
    of `target` (a function or a module): the idiom families' patterns (Hugging Face's
    `rotate_half`, IREE's gathered halves, GPT-J's interleaved pairs,
    DeepSeek's even/odd halves, Meta's complex multiplication, partial
    rotary) after splitting rotations that elementwise fusion merged.
    `exact_angles` is the pass's `exact-angles` option: when false, the
    graph's own cos/sin tables feed `rope.rotate_with_tables`. With
    `remarks`, each raised rotation and each rotation left (with the reason)
    gets a remark, as under the pass.

    #### Return modes

    Consumes `target` (raising erases and splits ops nested in it) and
    returns it again as `transformed`; `rotations` holds the `rope.rotate`
    and `rope.rotate_with_tables` ops that the raising created. Produces a
    silenceable failure, naming the payload op, when nothing under one of
    the targets was raised.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedAttr<BoolAttr, "true">:$exact_angles,
                       UnitAttr:$remarks);
  let results = (outs TransformHandleTypeInterface:$transformed,
                      TransformHandleTypeInterface:$rotations);
  let assemblyFormat =
      "$target attr-dict `:` functional-type(operands, results)";
}

def FuseAttentionOp : RopeTransformOp<"fuse_attention"> {
  let summary = "Fuse rotated attention chains into rope.attention";
  let description = [{
    Runs the matcher of `rope-fuse-attention`: `rope.rotate(Q)`,
    `rope.rotate(K)` -> QK^T -> scale -> causal mask -> softmax -> PV in
    linalg-on-tensors IR becomes one `rope.attention`. A payload op of
    `target` that is a linalg op is taken as the PV contraction of one
    chain; any other payload op (a function, a module) has every chain
    nested in it fused, as by the pass. `key_rotation` (`auto`, `on_read`
    or `up_front`) is the pass's option: where the fused op rotates the
    keys, `auto` by the cost model. `unrotated` (true by default) is the
    pass's option too: whether attention that no `rope.rotate` rotates
    (NoPE layers) is fused, without a rotation.

    #### Return modes

    Consumes `target` (the matched chains are erased) and returns the
    created `rope.attention` ops as `attentions`. Produces a silenceable
    failure when a linalg target is not the output of an attention that
    fuses, or when nothing under another target fuses, with the matcher's
    reason (for example a mask that is not causal, or an intermediate with
    another user) attached as a note at the payload op it concerns.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedStrAttr<StrAttr, "auto">:$key_rotation,
                       DefaultValuedAttr<BoolAttr, "true">:$unrotated);
  let results = (outs TransformHandleTypeInterface:$attentions);
  let assemblyFormat =
      "$target attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def DecomposeAttentionOp : RopeTransformOp<"decompose_attention"> {
  let summary = "Decompose rope.attention into a flash loop nest";
  let description = [{
    Lowers each `rope.attention` of `target` as `rope-decompose-attention`
    does, to a tiled online-softmax loop nest on tensors, with the tiles
    given here: `scf.forall` over batch, query heads and tiles of
    `query_tile` queries; inside, `scf.for` over blocks of `key_tile` keys.
    Queries that fit one tile (decoding) split the keys into ranges computed
    in parallel and combined (flash-decoding): into `key_splits` ranges when
    it is given, else as many as the pass chooses; `key_splits = 1`
    disables the split. `key_rotation` (`auto`, `on_read`, `up_front`)
    overrides the op's own choice; `auto` keeps it (or lets the cost model
    decide).

    #### Return modes

    Consumes `target` (each op is replaced) and returns the outermost
    `scf.forall` loops built for them as `loops`. Produces a silenceable
    failure for a payload op that is not `rope.attention`, and for
    `key_splits` above 1 on an attention whose query count is dynamic or
    not below `query_tile`. The tile sizes are verified: positive, and
    `key_splits` at least 1.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DefaultValuedAttr<I64Attr, "64">:$query_tile,
                       DefaultValuedAttr<I64Attr, "64">:$key_tile,
                       OptionalAttr<I64Attr>:$key_splits,
                       DefaultValuedStrAttr<StrAttr, "auto">:$key_rotation);
  let results = (outs TransformHandleTypeInterface:$loops);
  let assemblyFormat =
      "$target attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def VectorizeContractionOp : RopeTransformOp<"vectorize_contraction"> {
  let summary = "Register-blocked vector kernel of a contraction on memrefs";
  let description = [{
    The contraction step of the CPU strategy (`rope-vectorize-contractions`)
    on each payload op of `target`, a linalg contraction on memrefs (after
    bufferization) with one m, one n and one k dimension, an f32 result and
    f32, f16 or bf16 operands: cache-blocked loops around a micro-kernel
    that keeps a `register_block = [rows, columns]` block of the result in
    vector registers of `vector_bits` bits for a whole block of k, one
    `vector.fma` per row and register for each k. `columns` must be a
    multiple of the f32 lanes of a register (`vector_bits / 32`);
    `vector_bits` a power of two from 128 to 2048. The pass's own block is
    `[8, 32]` for 512 bits and `[4, 16]` for 256.

    #### Return modes

    Consumes `target` (each contraction is replaced) and returns the
    outermost loops built for them as `loops`. Produces a silenceable
    failure, with the reason, for a payload op the kernels do not support
    (not a contraction on memrefs, several m, n or k dimensions, a result
    other than f32, ...); the payload is then left unchanged.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                       DenseI64ArrayAttr:$register_block,
                       DefaultValuedAttr<I64Attr, "512">:$vector_bits);
  let results = (outs TransformHandleTypeInterface:$loops);
  let assemblyFormat =
      "$target attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // ROPE_DIALECT_ROPE_TRANSFORMOPS_ROPETRANSFORMOPS_TD
