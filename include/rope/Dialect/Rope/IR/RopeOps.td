//===- RopeOps.td - Rope operations ------------------------*- tablegen -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEOPS_TD
#define ROPE_DIALECT_ROPE_IR_ROPEOPS_TD

include "rope/Dialect/Rope/IR/RopeBase.td"
include "rope/Dialect/Rope/IR/RopeAttributes.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/TilingInterface.td"

// Both rotations tile over every dimension of the input; a tile of the head
// dimension computes the whole head and extracts the requested channels,
// since a channel's partner may lie outside the tile.
defvar Rope_RotationInterfaces = [
  Pure,
  DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                            ["reifyResultShapes"]>,
  DeclareOpInterfaceMethods<TilingInterface,
      ["getLoopIteratorTypes", "getIterationDomain", "getTiledImplementation",
       "getResultTilePosition", "generateResultTileValue"]>,
];

def Rope_FloatTensor : RankedTensorOf<[F16, BF16, F32, F64]>;
def Rope_FrequencyTensor : 1DTensorOf<[F16, BF16, F32, F64]>;
def Rope_TableTensor : RankedTensorOf<[F16, BF16, F32, F64]>;
// Scales and attention factors: the float types the CPU lowering computes in
// or converts from.
def Rope_ScalarFloat : AnyTypeOf<[F16, BF16, F32, F64],
    "f16, bf16, f32 or f64 scalar">;
// Positions and lengths: signless integers of 8 to 64 bits, or index.
def Rope_Integer : AnyTypeOf<[I8, I16, I32, I64, Index],
    "index or 8- to 64-bit signless integer">;
def Rope_Positions : AnyTypeOf<[RankedTensorOf<[I8, I16, I32, I64, Index]>,
                                I8, I16, I32, I64, Index],
    "tensor of positions, or a start offset (index or 8- to 64-bit integers)">;

//===----------------------------------------------------------------------===//
// FrequenciesOp
//===----------------------------------------------------------------------===//

def Rope_FrequenciesOp : Rope_Op<"frequencies", [Pure]> {
  let summary = "inverse frequencies of a frequency schedule";
  let description = [{
    Produces the inverse frequency theta_i of each of the rotary_dim/2 channel
    pairs, as the schedule attribute defines them, and optionally the
    schedule's attention factor (the scale YaRN and LongRoPE put on cos and
    sin; 1 for the other schedules), to be passed to `rope.rotate`'s
    `scale`. The values are computed in float64 and rounded once to the
    result's element type: use f64 frequencies for long contexts, since an
    f32 theta_i is off by up to 6e-8 relative, which is 1 rad at position
    2^24.

    The verifier accepts a schedule only if every value it folds to, and its
    attention factor, is finite in the result's element type (values that
    round to 0 are allowed); the error names the parameter at fault.
    `rope_mlir.schedules` accepts and rejects the same parameter sets.

    Schedules that depend on the sequence length (`dynamic_ntk` requires it,
    `longrope` uses it when given) take it as an operand. The op folds to
    constants when the schedule is static or the length is a constant.

    ```mlir
    %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
    // folds to: arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf64>
    %g, %scale = rope.frequencies #rope.yarn<rotary_dim = 128, factor = 4.0,
                   original_max_position = 4096> -> tensor<64xf64>, f32
    %h = rope.frequencies #rope.dynamic_ntk<rotary_dim = 128, factor = 2.0,
           original_max_position = 4096> (%seq_len : index) -> tensor<64xf64>
    ```
  }];
  let arguments = (ins Rope_FrequencyScheduleAttrInterface:$schedule,
                       Optional<Rope_Integer>:$sequence_length);
  let results = (outs Rope_FrequencyTensor:$frequencies,
                      Optional<Rope_ScalarFloat>:$attention_factor);
  // `->`, not `:`, before the types: the parser of a `#dialect.attr` would
  // take a `: type` that follows as the attribute's own type.
  let assemblyFormat = [{
    $schedule (`(` $sequence_length^ `:` type($sequence_length) `)`)?
    attr-dict `->` type($frequencies) (`,` type($attention_factor)^)?
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// Returns the schedule's inverse frequencies for `sequenceLength` as a
    /// dense constant of the result type.
    ::mlir::DenseElementsAttr
    getValues(std::optional<int64_t> sequenceLength = std::nullopt);
  }];
}

//===----------------------------------------------------------------------===//
// RotateOp
//===----------------------------------------------------------------------===//

def Rope_RotateOp : Rope_Op<"rotate", Rope_RotationInterfaces> {
  let summary = "rotary position embedding of a query or key tensor";
  let description = [{
    Rotates every channel pair of `input` (shape `[..., seq, head_dim]`) by
    the angle `position * theta_i`, where theta_i are the `frequencies`
    (one per pair, as produced by `rope.frequencies`):

    ```
    (a, b) -> (a * cos - b * sin, a * sin + b * cos)
    ```

    * `positions` is either a tensor of integer positions, `[seq]` (shared by
      every leading dimension) or `[batch, seq]` (dimension 0 of `input` is
      the batch; broadcast over the dimensions between batch and seq), or a
      scalar integer/index start offset (positions `offset + s`, as in
      KV-cache decoding).
    * `layout` says which channels form a pair (`interleaved`: (2i, 2i+1);
      `half`: (i, i + rotary_dim/2)).
    * `rotary_dim` (default: head_dim) rotates only the first `rotary_dim`
      channels; the others pass through unchanged (partial rotary).
    * `inverse` rotates by the negated angle (the backward pass, and the way
      to undo a rotation).
    * `scale` (an f16, bf16, f32 or f64 scalar) multiplies cos and sin: the
      attention factor that `rope.frequencies` gives for YaRN and LongRoPE.
    * `sections` (multimodal RoPE, as in Qwen2-VL) gives each axis of a
      positions tensor `[axes, seq]` or `[axes, batch, seq]` a run of pairs:
      with `sections([16, 24, 24])` pairs 0-15 take the positions of axis 0
      (time), 16-39 those of axis 1 (height), 40-63 those of axis 2 (width).
      The sections sum to rotary_dim / 2; pairs are numbered as the layout
      defines them.

    f16 and bf16 inputs are computed in f32 and rounded once; f32 computes
    in f32 and f64 in f64.

    The op implements `TilingInterface` (tiles of the input take the matching
    slices of the positions; a start offset moves with the tile), so that
    upstream tiling and tile-and-fuse can pull a rotation into a consumer's
    loop nest. Angles are formed in float64 and reduced modulo
    2*pi before cos and sin, so long positions keep their accuracy.

    Examples:

    ```mlir
    %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
    %r = rope.rotate %q, %pos, %f layout(half)
           : tensor<1x32x2048x128xbf16>, tensor<2048xi64>, tensor<64xf64>
          -> tensor<1x32x2048x128xbf16>

    %g, %scale = rope.frequencies #rope.yarn<rotary_dim = 64, factor = 4.0,
                   original_max_position = 4096> -> tensor<32xf64>, f32
    %s = rope.rotate %k, %offset, %g layout(interleaved) scale(%scale : f32)
           : tensor<8x1x64xf32>, index, tensor<32xf64> -> tensor<8x1x64xf32>

    %m = rope.rotate %q, %thw, %f layout(half) sections([16, 24, 24])
           : tensor<1x32x2048x128xbf16>, tensor<3x2048xi64>, tensor<64xf64>
          -> tensor<1x32x2048x128xbf16>
    ```

    The verifier rejects an input type whose size in bytes (its static
    dimensions other than zero times the element size) exceeds INT64_MAX:
    the lowerings index buffers and loops with 64-bit integers.
  }];
  let arguments = (ins Rope_FloatTensor:$input,
                       Rope_Positions:$positions,
                       Rope_FrequencyTensor:$frequencies,
                       Optional<Rope_ScalarFloat>:$scale,
                       Rope_LayoutAttr:$layout,
                       OptionalAttr<I64Attr>:$rotary_dim,
                       OptionalAttr<DenseI64ArrayAttr>:$sections,
                       UnitAttr:$inverse);
  let results = (outs Rope_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $positions `,` $frequencies `layout` `(` custom<Layout>($layout) `)`
    (`rotary_dim` `(` $rotary_dim^ `)`)? (`sections` `(` $sections^ `)`)?
    (`scale` `(` $scale^ `:` type($scale) `)`)? (`inverse` $inverse^)?
    attr-dict `:` type($input) `,` type($positions) `,` type($frequencies)
    `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// Returns the number of rotated channels: `rotary_dim` if given, else
    /// the head dimension.
    int64_t getEffectiveRotaryDim();
    /// Returns true if cos and sin are scaled by anything but a constant 1.
    bool isScaled();
    /// Returns true if the positions are a scalar start offset.
    bool hasOffset() { return !::llvm::isa<::mlir::ShapedType>(
                                 getPositions().getType()); }
  }];
}

//===----------------------------------------------------------------------===//
// RotateWithTablesOp
//===----------------------------------------------------------------------===//

def Rope_RotateWithTablesOp : Rope_Op<"rotate_with_tables",
                                      Rope_RotationInterfaces> {
  let summary = "rotary position embedding with precomputed cos/sin tables";
  let description = [{
    The form of `rope.rotate` that imported graphs carry: instead of positions
    and frequencies it takes tables `cos` and `sin` of shape
    `[seq, rotary_dim/2]` or `[batch, seq, rotary_dim/2]`, one value per
    position and pair. `layout`, `rotary_dim` and `inverse` mean what they
    mean for `rope.rotate` (`inverse` negates sin). Any scale is part of the
    tables.

    ```mlir
    %r = rope.rotate_with_tables %q, %cos, %sin layout(interleaved)
           : tensor<8x16x64xf32>, tensor<16x32xf32>, tensor<16x32xf32>
          -> tensor<8x16x64xf32>
    ```

    The verifier rejects an input or table type whose size in bytes (its
    static dimensions other than zero times the element size) exceeds
    INT64_MAX: the lowerings index buffers and loops with 64-bit integers.
  }];
  let arguments = (ins Rope_FloatTensor:$input,
                       Rope_TableTensor:$cos,
                       Rope_TableTensor:$sin,
                       Rope_LayoutAttr:$layout,
                       OptionalAttr<I64Attr>:$rotary_dim,
                       UnitAttr:$inverse);
  let results = (outs Rope_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $cos `,` $sin `layout` `(` custom<Layout>($layout) `)`
    (`rotary_dim` `(` $rotary_dim^ `)`)? (`inverse` $inverse^)? attr-dict
    `:` type($input) `,` type($cos) `,` type($sin) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Returns the number of rotated channels: `rotary_dim` if given, else
    /// the head dimension.
    int64_t getEffectiveRotaryDim();
  }];
}

//===----------------------------------------------------------------------===//
// AttentionOp
//===----------------------------------------------------------------------===//

def Rope_AttentionOp : Rope_Op<"attention", [Pure, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>,
    DeclareOpInterfaceMethods<TilingInterface,
      ["getLoopIteratorTypes", "getIterationDomain", "getTiledImplementation",
       "getResultTilePosition", "generateResultTileValue"]>]> {
  let summary = "scaled dot-product attention with rotated queries and keys";
  let description = [{
    Attention in which the queries and keys are rotated by rotary position
    embedding, as one op, so that neither the rotated Q and K nor the score
    matrix need to exist in memory. `rope-fuse-attention` forms it from
    `rope.rotate` ops feeding a QK^T matmul, a softmax and a PV matmul;
    `rope-decompose-attention` lowers it to a tiled online-softmax (flash)
    loop nest.

    With `query` `[b..., Hq, Sq, D]`, `key` `[b..., Hkv, Skv, D]`, `value`
    `[b..., Hkv, Skv, Dv]` and the result `[b..., Hq, Sq, Dv]` (any number
    of leading batch dimensions, Hq a multiple of Hkv: grouped-query
    attention, query head h reading key/value head h / (Hq / Hkv)):

    ```
    s[i, j]   = scale * dot(R(q[h, i], qpos[i]), R(k[h', j], kpos[j]))
    out[h, i] = sum_j softmax_j(s[i, j]) * v[h', j]
    ```

    where R rotates as `rope.rotate` does with the `frequencies`, `layout`,
    `rotary_dim`, `sections` and `rope_scale` (the schedule's attention
    factor) given here, the queries at `query_positions` and the keys at
    `key_positions`. Positions take every form `rope.rotate` accepts
    (`[seq]`, `[batch, seq]`, a start offset, `[axes, ...]` with sections),
    each relative to its own tensor. Without `key_positions` the keys are
    already rotated (a KV cache that stores rotated keys): only the queries
    are rotated.

    Without `positions`, `frequencies` and `layout`, nothing is rotated and
    R is the identity: plain scaled dot-product attention, with every other
    option below. This is the attention of the layers that a model leaves
    without positional embedding (NoPE: a quarter of Llama 4's and SmolLM3's
    layers, Cohere 2's global layers), so that they get the same flash
    lowering as their rotated neighbours. `rotary_dim`, `sections`,
    `rope_scale` and `key_rotation` then have nothing to describe and are
    rejected.

    * `scale` multiplies the scores (default 1/sqrt(D)).
    * `softcap(C)` caps the scaled scores smoothly to (-C, C) before the
      mask and softmax: `s = C * tanh(scale * dot(...) / C)` (Gemma 2's
      `attn_logit_softcapping`). C is finite and positive.
    * `causal` lets query i see key j only when `j <= i + diagonal`;
      `diagonal` defaults to Skv - Sq, so that the last query sees every key
      (the queries are the last Sq of the Skv positions, as when decoding
      with a KV cache; for Sq == Skv this is the lower triangle). A query
      that sees no key gets NaN, as softmax over nothing.
    * `window(W)` (with `causal`) is sliding-window attention: query i sees
      only the W keys `i + diagonal - W < j <= i + diagonal` (with
      `limits`: `limits[i] - W < j <= limits[i]`), itself included
      (Mistral's and Gemma's `sliding_window`). The flash lowering skips
      the key blocks outside every query's window.
    * `sinks(%s)` gives each query head h a learned logit `sinks[h]` that
      joins the softmax's normalization and takes no value (gpt-oss's
      attention sinks, HF's `s_aux`):
      `p[i, j] = exp(s[i, j]) / (exp(sinks[h]) + sum_k exp(s[i, k]))`, so
      the weights of a row sum to less than 1. `%s` holds one value per
      query head, of the query's element type (computed in f32 for f16 and
      bf16). A query that sees no key gets 0, not NaN.
    * `key_rotation` records where the keys are rotated (`on_read`: inside
      the loop over key blocks; `up_front`: once, into a rotated copy). Left
      out, the lowering decides with the cost model `rope-fuse-attention`
      reports.

    f16 and bf16 inputs are computed in f32 (scores, softmax and the
    weighted sum), f64 in f64; the result is rounded once. The rotated
    queries and keys are R's results, rounded to the element type as
    `rope.rotate`'s are (as a graph that rotates and then attends rounds
    them, and as a cache of rotated keys holds them). With the flash
    form's `bf16-products` (`rope-decompose-attention`, set by
    `rope-lower-to-llvm` where the target multiplies bf16), the scaled
    queries and the probabilities are rounded to bf16 as well, as
    FlashAttention rounds P. A bf16 graph that rounds its scores and
    probabilities to bf16 around a softmax in f32 (torch's
    `softmax(dtype=float32)`) is therefore computed at least as
    precisely.

    ```mlir
    %o = rope.attention %q, %k, %v positions(%pos, %pos) frequencies(%f)
           layout(half) scale(0.125) causal
           : tensor<1x32x2048x128xbf16>, tensor<1x8x2048x128xbf16>,
             tensor<1x8x2048x128xbf16>, tensor<64xf64>, tensor<2048xi64>,
             tensor<2048xi64> -> tensor<1x32x2048x128xbf16>
    // Decoding one token at position 4095 against a cache of rotated keys.
    %d = rope.attention %q1, %kc, %vc positions(%c4095) frequencies(%f)
           layout(half) key_rotation(on_read)
           : tensor<1x32x1x128xf32>, tensor<1x32x4096x128xf32>,
             tensor<1x32x4096x128xf32>, tensor<64xf64>, index
          -> tensor<1x32x1x128xf32>
    // A layer without positional embedding (NoPE).
    %n = rope.attention %q, %k, %v scale(0.125) causal
           : tensor<1x32x2048x128xbf16>, tensor<1x8x2048x128xbf16>,
             tensor<1x8x2048x128xbf16> -> tensor<1x32x2048x128xbf16>
    // A chunk of 4 queries against a static cache of 128 slots, each query
    // seeing the slots up to its cache position %cp.
    %c = rope.attention %q4, %kc, %vc positions(%pos4) frequencies(%f)
           layout(half) causal limits(%cp : tensor<4xi64>)
           key_rotation(on_read)
           : tensor<1x32x4x128xf32>, tensor<1x8x128x128xf32>,
             tensor<1x8x128x128xf32>, tensor<64xf64>, tensor<1x4xi64>
          -> tensor<1x32x4x128xf32>
    ```

    The op implements `TilingInterface` over its batch, head and query
    dimensions (a tile of queries takes its slice of the query positions
    and of `limits`, and moves the causal diagonal with it), so upstream
    tiling can distribute it.

    The verifier rejects a query, key, value or result type whose size in
    bytes (its static dimensions other than zero times the element size)
    exceeds INT64_MAX: the lowerings index buffers and loops with 64-bit
    integers.
  }];
  let arguments = (ins Rope_FloatTensor:$query,
                       Rope_FloatTensor:$key,
                       Rope_FloatTensor:$value,
                       Optional<Rope_Positions>:$query_positions,
                       Optional<Rope_Positions>:$key_positions,
                       Optional<Rope_FrequencyTensor>:$frequencies,
                       Optional<Rope_ScalarFloat>:$rope_scale,
                       Optional<Index>:$diagonal,
                       Optional<1DTensorOf<[I8, I16, I32, I64, Index]>>:$limits,
                       Optional<1DTensorOf<[AnyFloat]>>:$sinks,
                       OptionalAttr<Rope_LayoutAttr>:$layout,
                       OptionalAttr<I64Attr>:$rotary_dim,
                       OptionalAttr<DenseI64ArrayAttr>:$sections,
                       OptionalAttr<F64Attr>:$scale,
                       UnitAttr:$causal,
                       OptionalAttr<Rope_KeyRotationAttr>:$key_rotation,
                       OptionalAttr<I64Attr>:$window,
                       OptionalAttr<F64Attr>:$softcap);
  let results = (outs Rope_FloatTensor:$result);
  let assemblyFormat = [{
    $query `,` $key `,` $value
    (`positions` `(` $query_positions^ (`,` $key_positions^)? `)`
     `frequencies` `(` $frequencies `)`
     `layout` `(` custom<Layout>($layout) `)`)?
    (`rotary_dim` `(` $rotary_dim^ `)`)? (`sections` `(` $sections^ `)`)?
    (`rope_scale` `(` $rope_scale^ `:` type($rope_scale) `)`)?
    (`scale` `(` $scale^ `)`)? (`softcap` `(` $softcap^ `)`)?
    (`causal` $causal^)?
    (`diagonal` `(` $diagonal^ `)`)?
    (`limits` `(` $limits^ `:` type($limits) `)`)? (`window` `(` $window^ `)`)?
    (`sinks` `(` $sinks^ `:` type($sinks) `)`)?
    (`key_rotation` `(` custom<KeyRotation>($key_rotation)^ `)`)?
    attr-dict `:` type($query) `,` type($key) `,` type($value)
    (`,` type($frequencies)^ `,` type($query_positions)
     (`,` type($key_positions)^)?)? `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Returns the number of rotated channels: `rotary_dim` if given, else
    /// the head dimension; 0 without rotation.
    int64_t getEffectiveRotaryDim();
    /// Returns the score scale: `scale` if given, else 1/sqrt(head_dim).
    double getEffectiveScale();
    /// Returns true if the op rotates the queries (and maybe the keys):
    /// false for attention without positional rotation (no positions,
    /// frequencies or layout; NoPE layers).
    bool hasRotation() { return static_cast<bool>(getFrequencies()); }
    /// Returns true if the keys are taken as given: already rotated (a
    /// rotating op without key positions), or never rotated (no rotation).
    bool areKeysRotated() { return !getKeyPositions(); }
    /// Returns the soft-capping bound C (s = C tanh(s / C)), if any.
    std::optional<double> getSoftcapBound() {
      if (FloatAttr softcap = getSoftcapAttr())
        return softcap.getValueAsDouble();
      return std::nullopt;
    }
    /// Returns the sliding window in keys (signed), if there is one.
    std::optional<int64_t> getWindowSize() {
      if (IntegerAttr window = getWindowAttr())
        return window.getInt();
      return std::nullopt;
    }
    /// Returns the number of leading batch dimensions.
    int64_t getNumBatchDims() { return getQuery().getType().getRank() - 3; }

  private:
    LogicalResult verifyRotation();
  }];
}

#endif // ROPE_DIALECT_ROPE_IR_ROPEOPS_TD
