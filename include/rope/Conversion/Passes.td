//===- Passes.td - Rope conversion passes ------------------*- tablegen -*-===//

#ifndef ROPE_CONVERSION_PASSES_TD
#define ROPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def DecomposeAttentionPass : Pass<"rope-decompose-attention"> {
  let summary = "Lower rope.attention to a tiled online-softmax (flash) loop "
                "nest";
  let description = [{
    Replaces every `rope.attention` by a loop nest on tensors in which the
    rotated queries and keys and the score matrix exist only one tile at a
    time:

    * the cos/sin tables of the query and key positions are computed once
      (one table when both use the same positions tensor), as
      `rope-materialize-tables` computes them (angles in float64);
    * with `key_rotation` `up_front` the keys are rotated once into a
      rotated copy; with `on_read` each key block is rotated inside the key
      loop every time a query tile reads it; keys that are already rotated
      are read as they are. Rotated keys that several queries of a tile read
      are also copied once into transposed blocks, `[D, 64]` each and
      contiguous, so that the scores' matmul reads keys in the layout its
      kernels want instead of transposing every block for every query tile
      (not with `bf16-products`: the tile kernels pack each block of 16-bit
      keys into VNNI pairs from its rows, cheaper than a transposed copy);
    * a tile of one query (decoding) computes its scores as one dot product
      per key along the key's row;
    * flash-decoding: when all queries fit one tile, the keys are split
      into ranges of at least 512 keys computed in parallel (a partial row
      maximum, sum and output each) and combined, each weighted by
      exp(its maximum - the overall maximum): into up to 16 ranges when
      there are fewer than 16 (batch x query head) pairs, so that every core
      has work, and into ranges of 512 keys when several heads rotate their
      keys on read, the heads of a range being successive iterations so
      that the range's cos/sin tables stay in cache;
    * an `scf.forall` runs over the batch dimensions, the query heads and the
      tiles of queries (plus one loop for the last partial tile): tiles of
      192 queries where every tile reads every key block (no causal mask)
      and the products multiply f32, so that each key block, read from the
      L2, serves more rows; tiles of 64, one key block, under a causal mask
      (taller tiles would cross the diagonal in several blocks, each masked)
      and where the products take bf16 operands; `query-tile` sets another
      size, and `unmasked-query-tile` another for attention without a
      causal mask (`rope-lower-to-llvm` sets 192 where the bf16 products
      run on `vdpbf16ps`: on an AMD EPYC Zen 4, family 25 model 17, bf16,
      8 heads, S = 2048, 1 thread, same-run medians 91.7 -> 88.3 ms; AMX
      tiles keep 64, where 192 measured 7 % slower). Each
      tile rotates its queries once (`rope.rotate_with_tables` on the tile),
      scales them by `scale` in f32, and runs `scf.for` loops over blocks of
      64 keys (256 where the products take bf16 operands, `bf16-products`:
      the tile kernels then round and pack fewer, longer blocks) carrying the row maxima, the row sums and the unnormalized
      output: scores by a `linalg.matmul` with transposed keys, the online
      softmax as `linalg.generic`s (`exp` of the scores minus the row
      maximum), and the weighted values by a `linalg.matmul` into the
      output. With `row-softmax` (set by `rope-lower-to-llvm`), the softmax
      of each block of static size and at least 128 keys (the 256-key
      blocks of bf16 products) is instead one `scf.for` over its rows
      that reads each row once as a `vector` of the whole row: its maximum
      and its sum as trees of whole-vector steps, the exponentials, and the
      weights written in the same iteration (the next row's maximum is
      found in the same iteration, so that the two chains of dependent
      steps overlap), where the generics pass over the block four times. On
      an Intel Xeon with AMX (family 6 model 167), bf16, S = 2048, 1 thread,
      builds interleaved in one process: 8 heads 26.3 -> 23.8 ms, GQA 32/8
      110 -> 94 ms, causal 8 heads 21.9 -> 20.7 ms. Rows of 64 keys (f32
      products) keep the generics: there the two trees of a row cost what
      they save (f32 GQA 32/8: 384-389 ms with the generics, 396 by rows);
    * the row maxima move lazily: a row's maximum moves to a block's
      maximum only when that exceeds it by more than 8, so the
      probabilities stay below e^8 (row sums of 2^24 keys below 5.1e10),
      and the output accumulator is rescaled (by `exp` of the change of
      maximum, under an `scf.if`) only in the blocks that move some row's
      maximum: after the first blocks, rarely. Any common shift of a row's
      maximum, sum and output gives the same output, so the result differs
      from rescaling in every block by rounding only;
    * causal attention visits only the key blocks the tile's last query
      sees, and masks (`arith.select` to -inf) only the blocks that cross
      the diagonal; with per-query `limits`, the blocks up to the tile's
      largest limit, masking those past its smallest (each row reading its
      own limit);
    * full tiles and blocks have static sizes for the CPU strategy to
      vectorize; the last partial key block has a dynamic size. Where key
      blocks are longer than 64 keys (bf16 products: 256), the keys after
      the last whole block first go through static blocks of 64 keys
      (`kAttentionTailBlock`), and the dynamic block takes the fewer than
      64 left: a causal tile of 64 queries ends inside a block of 256 in
      three tiles of four. On an Intel Xeon with AMX (family 6 model 167:
      avx512_bf16, amx_bf16), bf16, S = 2048, causal, one thread, the two
      builds interleaved in one process: 8 heads 18.9 -> 18.3 ms, GQA 32/8
      66.0 -> 62 ms.

    Grouped-query attention reads key/value head h / (Hq / Hkv) for query
    head h; nothing is copied per query head. Where the queries of the
    Hq / Hkv query heads that share a key head fit one tile together (a
    static query count below the query tile, times the group, at most the
    query tile: a decode step, or a few speculative queries), one tile takes
    them all (`stack-query-heads`, on by default): its rows are each head's
    queries in turn, its loop runs over the key heads, and each key and
    value block is read (and rotated, on read) once for the group rather
    than once per query head. The causal mask reads query r mod Sq for row
    r, and per-query `limits` are repeated for each head.

    ```
    rope-opt model.mlir --rope-fuse-attention --rope-decompose-attention
    ```

    `rope-lower-to-llvm` runs this pass first.
  }];
  let options = [
    Option<"keyRotation", "key-rotation", "::mlir::rope::KeyRotationMode",
           /*default=*/"::mlir::rope::KeyRotationMode::Auto",
           "Where to rotate the keys: on_read, up_front, or auto (as the op "
           "records, else as the cost model of rope-fuse-attention chooses)",
           "ROPE_KEY_ROTATION_MODE_VALUES">,
    Option<"form", "form", "std::string", "\"flash\"",
           "flash (the tiled loop nest above) or graph (the unfused graph: "
           "rope.rotate of Q and K, a scores contraction, scale and causal "
           "mask, linalg.softmax, a PV contraction; for pipelines without a "
           "mapping of the loop nest, such as rope-lower-to-nvvm)">,
    Option<"queryTile", "query-tile", "int64_t", /*default=*/"0",
           "Queries per tile of the flash loop nest (0: 64 under a causal "
           "mask or with bf16 products, 192 otherwise; not negative)">,
    Option<"unmaskedQueryTile", "unmasked-query-tile", "int64_t",
           /*default=*/"0",
           "Queries per tile of the flash loop nest without a causal mask "
           "(0: as query-tile; not negative). rope-lower-to-llvm sets 192 "
           "where bf16 products run on vdpbf16ps">,
    Option<"bf16Products", "bf16-products", "bool", "false",
           "bf16 attention (flash form): round the scaled queries and the "
           "probabilities to bf16, so that Q K^T and P V multiply bf16 "
           "operands into f32 sums, the form AMX tiles run "
           "(rope-lower-to-llvm sets it where the target's bf16 "
           "contractions run on AMX tiles or vdpbf16ps); "
           "only where at least 128 queries (times the query heads per "
           "key head) read each key, since fewer do not repay packing the "
           "keys and values (decode steps keep f32 products); the "
           "probabilities' exp then carries `afn` (within 1.1e-4, "
           "rope-approximate-vector-math)">,
    Option<"stackQueryHeads", "stack-query-heads", "bool", "true",
           "Flash form: one tile takes the queries of all the query heads "
           "that share a key head where they fit one tile together (GQA "
           "decoding), so that each key and value block is read once for "
           "them">,
    Option<"rowSoftmax", "row-softmax", "bool", "false",
           "Flash form: the online softmax of each block of f32 scores of "
           "static size and rows of at least 128 keys one row at a time, "
           "each row read once into a vector "
           "of the whole row (its maximum, exponentials, sum and weights "
           "in one pass), instead of element-wise linalg.generics that "
           "pass over the block four times (rope-lower-to-llvm sets it "
           "with its vectorizing strategy)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ConvertRopeToLinalgPass : Pass<"rope-to-linalg"> {
  let summary = "Lower rope operations to linalg.generic and arith/math";
  let description = [{
    The reference lowering of the `rope` dialect:

    * `rope.frequencies` becomes an `arith.constant` holding the schedule's
      values (computed in float64, rounded once), and another for its
      attention factor. With a sequence length known only at run time,
      `dynamic_ntk` becomes a float64 `linalg.generic`
      (theta_i = default_i * exp(-2i/(d-2) * ln r)) and `longrope` an
      `arith.select` between its two folded lists.
    * `rope.rotate` becomes two `linalg.generic` ops: one computes cos and sin
      tables, one value per position and pair (`[seq, rotary_dim/2]` or
      `[batch, seq, rotary_dim/2]`), forming each angle in float64,
      reducing it modulo pi/2 (Cody-Waite) and taking cos and sin with
      float64 polynomials before rounding to f32 (f64 for f64 input; no libm
      call, so the generic vectorizes) (multimodal
      `sections` gather each pair's position from its axis with
      `tensor.extract`; a `scale` multiplies both tables; rotations in one
      block with the same positions, frequencies, scale, sections and pair
      count, typically Q and K, share one table generic); the other
      rotates. When every channel rotates, the head is viewed
      (`tensor.expand_shape`) as [2, pairs] (`half`) or [pairs, 2]
      (`interleaved`) and the loops run over (..., k, i), pair i innermost:
      channel (k, i) reads its partner (1 - k, i) and table entry i, every
      access is contiguous (or of stride 2) along i and the sign of sin
      depends on k only, so the loop vectorizes; the result is collapsed
      back. Under partial rotary one generic runs over the whole input,
      reading each channel's partner (`interleaved`: c xor 1; `half`:
      (c + rotary_dim/2) mod rotary_dim) and pair through affine maps taken
      modulo rotary_dim and the number of pairs, so that channels
      rotary_dim..head_dim read in bounds; a select passes them through.
    * `rope.rotate_with_tables` becomes the second of these generics over the
      given tables.

    f16 and bf16 inputs are extended to f32 inside the generic and the result
    is rounded once.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def MaterializeRopeTablesPass : Pass<"rope-materialize-tables"> {
  let summary = "Compute the cos/sin tables of rope.rotate ops as linalg, "
                "leaving rope.rotate_with_tables";
  let description = [{
    Replaces every `rope.rotate` by the `linalg.generic` that computes its
    cos and sin tables (as `rope-to-linalg` builds them: angles in float64,
    reduced modulo pi/2, float64 polynomials, one value per position and
    pair, scaled by `scale`; rotations of one block with the same positions,
    frequencies, scale, sections and pair count share one table generic) and
    a `rope.rotate_with_tables` of its input with those tables. The first
    step of `rope-lower-to-llvm`'s vectorized path: the rotation itself is
    left to `rope-to-vector`.

    Pairs whose frequency is zero rotate by angle 0. An unscaled rotation
    with constant frequencies (an `arith.constant` or a static
    `rope.frequencies`, e.g. the `proportional` schedule, whose pairs past
    the rotated share are zero) leaves its trailing zero pairs out, here and
    in `rope-to-linalg`: an `interleaved` one becomes a rotation of its first
    2k channels (`rotary_dim(2k)`), a `half` one rotates the concatenation
    of its channels [0, k) and [P, P + k) (P = rotary_dim / 2) and
    concatenates the result back with the channels it keeps; neither gets
    table entries for the skipped pairs. A rotation whose input has a
    dimension of static size 0 rotates nothing: it is replaced by its input.

    `fast-angles` (opt-in, named for what it gives up): for f32 tables (f32,
    f16 and bf16 inputs) the angle is the f32 product of the position and the
    f32-rounded frequency, and cos/sin are `math.cos`/`math.sin` of it (on
    NVIDIA GPUs libdevice's `__nv_cosf`/`__nv_sinf`, within 2 ulp). Both
    roundings are relative to the angle, so the angle error grows with the
    position: up to |m theta| 2^-23 rad (about 0.004 rad at m = 32767 with
    theta = 1, 0.12 rad at m = 10^6), against float64 angles reduced exactly
    by default. f64 tables stay exact.
  }];
  let options = [
    Option<"fastAngles", "fast-angles", "bool", "false",
           "f32 angles and math.cos/sin for f32 tables (error grows with "
           "the position; see the description)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertRopeToVectorPass : Pass<"rope-to-vector"> {
  let summary = "Lower rope.rotate_with_tables to a parallel loop of row "
                "vectors";
  let description = [{
    Lowers each `rope.rotate_with_tables` whose head dimension is static and
    at most 1024 to an `scf.forall` over the rows of its input (every
    dimension but the head), writing into a `tensor.empty` destination
    through `tensor.parallel_insert_slice`. Each iteration reads the row as
    one `vector<head_dim x T>` and the row's cos and sin as
    `vector<rotary_dim/2 x T>`, converts them to f32 (f64 for f64 input),
    splits the rotated channels into the two members of every pair (`half`:
    `vector.extract_strided_slice` of the two halves; `interleaved`:
    `vector.deinterleave`, shuffles rather than gathers), rotates, joins the
    pairs back (`vector.insert_strided_slice` or `vector.interleave`), keeps
    the pass-through channels of a partial rotation, rounds once to the
    element type and writes the row with one `vector.transfer_write`.

    ```mlir
    %r = scf.forall (%h, %s) in (8, 128) shared_outs(%o = %e) -> (tensor<8x128x64xf32>) {
      %x = vector.transfer_read %q[%h, %s, %c0] ... : tensor<8x128x64xf32>, vector<64xf32>
      %c = vector.transfer_read %cos[%s, %c0] ... : tensor<128x32xf32>, vector<32xf32>
      %a, %b = vector.deinterleave %x : vector<64xf32> -> vector<32xf32>
      ...
    }
    ```

    `rope-lower-to-llvm` turns the `scf.forall` into an OpenMP parallel
    loop, so the rows are shared among threads.

    With `position-block=B` (B > 1) dividing a static number of positions
    (at least two blocks), and rows of other dimensions that share each
    position's cos/sin row (the heads; the batch too unless the tables are
    batched), the loop runs over blocks of B positions and, in each, over
    the sharing rows with the block's positions innermost:

    ```mlir
    // q: [1, 32, 2048, 128], position-block=16
    scf.forall (%blk, %b, %h, %i) in (128, 1, 32, 16) ... {
      %s = %blk * 16 + %i   // arith.muli, arith.addi
      ...
    }
    ```

    A block's cos/sin rows (16 x 64 pairs x 2 x f32: 8 KiB) are then read
    from memory once and stay in the L1 cache for every head, instead of
    the whole table being streamed again for each head; each head's rows of
    a block stay contiguous (16 rows of 256 bytes in bf16). Threads share
    the loop in that order too. Other rotations keep the row order.
  }];
  let options = [
    Option<"positionBlock", "position-block", "int64_t", "0",
           "Positions per block of rows rotated for every head before the "
           "next block (0 or 1: the rows in order; not negative)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ConvertRopeToGPUPass : Pass<"rope-to-gpu"> {
  let summary = "Lower rope.rotate and rope.rotate_with_tables to GPU kernels";
  let description = [{
    The rotation kernel of `rope-lower-to-nvvm`, as a CUDA engineer would
    write it for a memory-bound operation. Each `rope.rotate` (without
    multimodal `sections`) and `rope.rotate_with_tables` with a static head
    dimension becomes `bufferization.to_buffer` of its operands, a
    `memref.alloc` result, one `gpu.launch` and a `bufferization.to_tensor`
    of the result:

    * the input is viewed as `[heads, seq, head_dim]` (all leading
      dimensions folded into `heads`);
    * blocks: x over blocks of positions, y over groups of up to 4 heads
      (within one batch when cos/sin depend on the batch);
    * threads: x over the chunks of a row, y over the positions of the block
      (about 256 threads a block), so that a warp covers consecutive memory;
    * a chunk is V pairs, V = 128 bits / element width (4 for f32, 8 for
      f16/bf16) when the pair count and the head dimension allow it. Thread
      t (c = t V) loads x[c..c+V) and x[P+c..P+c+V) (P pairs) in both
      layouts, so that consecutive threads read consecutive 16 bytes in each
      of its loads: in `half` these are pairs c..c+V; in `interleaved` they
      are pairs c/2..c/2+V/2 and P/2+c/2..P/2+c/2+V/2, split with
      `vector.deinterleave` (with V = 1, an odd pair count, the pair's two
      channels 2c and 2c+1). The loads and stores carry 16-byte alignment
      and become `ld.global.v4`/`st.global.v4`;
    * a thread issues all the loads of its head group, then gets the cos and
      sin of its V pairs at its position once and rotates them in every head
      of the group: `rope.rotate_with_tables` loads them from the tables;
      `rope.rotate` computes them from its position (tensor element or
      offset + s) and the frequencies, with float64 angles reduced modulo
      pi/2 (exact, as `rope-to-linalg`), or with `fast-angles` f32 angles
      and `math.cos`/`math.sin` (see `rope-materialize-tables`), times
      `scale`;
    * f16/bf16 are computed in f32 (f64 stays f64) and rounded once;
      channels past `rotary_dim` are copied by extra threads of the row.

    Buffers are assumed 16-byte aligned (cuMemAlloc gives 256) and contiguous
    (the identity layout). Rotations with a dynamic head dimension,
    multimodal ones (their tables come from `rope-materialize-tables`), and
    rotations inside a loop (a launch cannot nest in what may become a
    kernel), are left alone.
  }];
  let options = [
    Option<"fastAngles", "fast-angles", "bool", "false",
           "f32 angles and math.cos/sin for f32 compute (error grows with "
           "the position)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def RaiseToRopePass : Pass<"rope-raise"> {
  let summary = "Recognize rotary position embedding written with ordinary "
                "linalg/tensor ops and rewrite it into rope ops";
  let description = [{
    Finds RoPE as frontends export it to linalg-on-tensors (torch-mlir's
    `fx.export_and_import` of Hugging Face and Meta models; the graphs of
    `scripts/export-graphs.py`) and replaces each rotation of a query or key
    with `rope.rotate` or `rope.rotate_with_tables`. Values are never rotated
    by these graphs and so never raised; a slice/negate/concat that is not
    part of a rotation is left alone.

    Recognized forms (one file and one `populate...Patterns` per family):

    * `half` (Hugging Face `rotate_half`, GPT-NeoX, Llama, Qwen2): the sum
      of two elementwise products `x * cos + rotate_half(x) * sin`, where
      `rotate_half(x)` is `tensor.concat(negf(x[..., D/2:]), x[..., :D/2])`
      and cos and sin are tensors broadcast over the heads by the indexing
      maps (varying along one sequence dimension and possibly dimension 0,
      the batch). The tables must be provably duplicated halves: an
      elementwise function of `tensor.concat(%f, %f)` along the last
      dimension (the frontend's `cat((freqs, freqs), -1)`).
    * `half` in IREE's dispatch form: one generic computing `x * cos +
      r * sin` where `r` is rotate_half gathered by `tensor.extract` from a
      `[..., 2, D/2]` view (`expand_shape`) of x with index arithmetic on
      the channel index and negated by a `select`; x may be read through a
      permutation (a transpose fused into the dispatch), which becomes a
      `linalg.transpose` before the rotation. The gather is checked by
      evaluating its index arithmetic for every channel.
    * `interleaved` (GPT-J `rotate_every_two`): `x * cos +
      rotate_every_two(x) * sin`, the even and odd channels taken by
      stride-2 `extract_slice`s, the odd ones negated and re-interleaved
      (`expand_shape` to [..., D/2, 1], `concat`, `collapse_shape`; Cohere
      and GLM write it as `stack([-x2, x1], -1).flatten(-2)`, the same), the
      tables `repeat_interleave`d (each value twice in a row) after cos and
      sin (GPT-J's gathered tables; GLM's `cos[..., :D/2]` of a table of
      halves, traced to its angles) or before them (Cohere repeats the
      angles). A sequence
      dimension other than the one before the channels (GPT-J rotates
      [batch, seq, heads, D]) is moved there by a `linalg.transpose` around
      the rotation and back.
    * even/odd (DeepSeek's interleaved weights, Hugging Face's
      `apply_rotary_pos_emb_interleave`): `cat([x1 * cos - x2 * sin, x2 *
      cos + x1 * sin], -1)` of the stride-2 slices `x1 = x[..., 0::2]`,
      `x2 = x[..., 1::2]`, with one table value per pair (`cos[..., :D/2]`
      of a table of halves, a gathered table, or cos/sin of the angles):
      the `half` rotation of `concat(x1, x2)`.
    * split halves (gpt-oss, vLLM's native GPT-NeoX style): the same with
      `x1, x2 = torch.chunk(x, 2, -1)` (slices of the first and second
      half): the `half` rotation of x itself.
    * stacked pairs (vLLM's native GPT-J style): the even/odd components
      put back as `stack([x1 * cos - x2 * sin, x2 * cos + x1 * sin],
      -1).flatten(-2)` (`expand_shape`s to [..., D/2, 1], a `concat` and a
      `collapse_shape`): the `interleaved` rotation of x.
    * complex multiply (Meta's LLaMA `apply_rotary_emb`):
      `view_as_real(view_as_complex(x) * freqs_cis)`, exported as a generic
      that `complex.create`s pairs read with `tensor.extract`, a
      `complex.mul` generic with a broadcast `freqs_cis`, and a
      `complex.re`/`complex.im` `select` generic, collapsed. The
      `interleaved` rotation takes the real and imaginary parts of
      `freqs_cis`, rebuilt without complex numbers from the elementwise
      generic that creates it, so no complex op is left.
    * partial rotary (GPT-NeoX `rotary_pct`, GPT-J `rotary_dim`):
      `tensor.concat` of a rotation of `x[..., :R]` and `x[..., R:]` becomes
      one rotation of `x` with `rotary_dim(R)`, also when the rotation sits
      between the transposes of a moved sequence dimension.

    Graphs that went through upstream elementwise fusion
    (`--linalg-fuse-elementwise-ops`) are matched too: a fused generic that
    sums products and reads a rotation's partner tensor (or stride-2
    channels), and the fused generics its tables and angles come from
    (e.g. `sitofp(positions) * inv_freq` as one generic), are first split
    into one generic per op of their bodies; negations moved across unit
    reshapes are looked through. A rotation fused into a contraction (a
    generic with reduction loops) is not raised, with a remark.

    What the rotation is raised to:

    * With `exact-angles` (the default) the positions and frequencies are
      recovered when cos and sin are `math.cos` / `math.sin` of
      `sitofp(position_ids) * inv_freq` with a constant `inv_freq`
      (`dense` or `dense_resource`, or computed in the graph from constants
      and `linalg.index`, as JAX and `torch.compile` write
      `1 / base ** (2 * iota / D)`, which is evaluated; operands may be
      broadcast by copy generics, as after IREE's input conversion; bf16
      or f16 constants may be extended first; `uitofp` positions are unsigned, so narrower ones are widened
      to i64 with `arith.extui` and unsigned i64 ones keep the tables), possibly multiplied by a constant attention factor (which
      becomes `scale`) and rounded to the model's type (exact angles drop
      that rounding of the tables). Qwen2-VL's multimodal
      tables (cos/sin of `[axes, ..., pairs]` angles, axis j's rows cut to
      the j-th run of pairs and re-concatenated) give `sections([...])` and
      `[axes, seq]` (or `[axes, batch, seq]`) positions. Tables gathered by
      position id from a constant `[positions, ...]` table (GPT-J's
      `embed_positions[position_ids]`, with or without the negative-index
      wrap) are recovered when every row p of their columns is cos (or
      sin) of p * theta_i to within float32 rounding; the raised rotation
      then assumes the ids lie in the table's range, as the graph does. The result is `rope.rotate`
      with the integer positions and a `rope.frequencies` op: a named
      schedule (`#rope.default` with the base recovered, `#rope.linear`,
      `#rope.llama3` with low/high frequency factors 1 and 4,
      `#rope.yarn` with Hugging Face's betas (the band truncated or, as
      gpt-oss configures it, not),
      `#rope.proportional` for a geometric prefix followed by zeros) when every
      graph constant is that schedule's value rounded to the constant's
      type (within 2e-6 relative for f32, 1e-2 for bf16 and f16; the roundest
      base or factor first), else `#rope.explicit` with the
      constants themselves. The angles are then
      formed in float64 as `rope.rotate` defines them instead of the
      graph's float32 `position * inv_freq`: at position 2^20 the float32
      product alone is off by up to 0.06 rad, which the raised graph no
      longer loses. Inverse frequencies that the graph reads at run time
      (a vector argument: torch.compile lifts `inv_freq` into a graph
      input) become the `rope.rotate`'s frequencies operand as they are,
      with the angles formed from them in float64 the same way.
    * Otherwise, or with `exact-angles=false` (keep the graph's numerics),
      `rope.rotate_with_tables` takes the first halves of the graph's own
      cos and sin tensors, so the tables are bit-for-bit those of the
      graph.

    TOSA graphs are read after the upstream TOSA-to-linalg passes
    (`rope-import-tosa`): a `tosa.concat` lowered to `tensor.insert_slice`s
    of whole tensors into a `tensor.empty` (nested concatenations
    flattened into one run) counts as a concatenation everywhere above,
    inverse frequencies may be `[1, ..., 1, n]` constants broadcast by the
    product's indexing map, and a constant factor may be a one-element
    tensor broadcast into the generic that multiplies by it.

    Shapes may be dynamic except the channels: a dynamic sequence length
    (torch.export `Dim`) is followed through the `tensor.empty` sizes of
    destination-style ops and `tensor.dim`. Qwen2-VL's sections and GPT-J's
    gathered tables are recovered for static shapes only.

    Every raised rotation is reported with a remark (the form matched,
    layout, rotary_dim, schedule or tables, and how the schedule was
    recognized); a `rotate_half` that is found but cannot be raised gets a
    remark saying why.

    ```mlir
    // x * cos + rotate_half(x) * sin with cos/sin from position_ids * inv_freq
    %f = rope.frequencies #rope.default<rotary_dim = 16, base = 10000.0>
           -> tensor<8xf64>
    %r = rope.rotate %x, %pos, %f layout(half)
           : tensor<1x4x8x16xf32>, tensor<8xi64>, tensor<8xf64>
          -> tensor<1x4x8x16xf32>
    ```
  }];
  let options = [
    Option<"exactAngles", "exact-angles", "bool", /*default=*/"true",
           "Recover positions and frequencies and raise to rope.rotate "
           "(angles in float64); false keeps the graph's cos/sin tables "
           "bit-for-bit (rope.rotate_with_tables)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::rope::RopeDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // ROPE_CONVERSION_PASSES_TD
