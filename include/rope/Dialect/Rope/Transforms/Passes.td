//===- Passes.td - Rope dialect passes ---------------------*- tablegen -*-===//

#ifndef ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_TD
#define ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ReportSchedulesPass : Pass<"rope-report-schedules"> {
  let summary = "Report what each frequency schedule does, pair by pair";
  let description = [{
    Emits a remark at every `rope.frequencies` op with a table of its
    schedule: for each pair, the inverse frequency theta, the wavelength
    2*pi/theta in tokens (how many positions one full turn takes), and for
    schedules that blend original and interpolated frequencies (YaRN,
    Llama 3) the share of the interpolated one. A sequence length operand
    that is a constant is used; otherwise the table shows the frequencies
    within the original context. The IR is not changed.

    ```
    rope-opt model.mlir --rope-report-schedules -o /dev/null
    ```
  }];
}

def InsertRuntimeChecksPass
    : Pass<"rope-insert-runtime-checks", "ModuleOp"> {
  let summary = "Check at run time the size relations that the verifiers "
                "leave to dynamic shapes";
  let description = [{
    The verifiers of `rope.rotate` and `rope.rotate_with_tables` accept a
    size relation whenever one side of it is dynamic (`?`); a wrong size at
    run time would then make the lowered code read past its buffers. This
    pass puts before each such op a check of every relation that is not
    known statically:

    * positions (or tables) `[seq]` / `[batch, seq]`: their sequence size
      equals the input's sequence dimension (the second to last), their
      batch size the input's dimension 0;
    * multimodal positions `[axes, ...]`: as many axes as `sections`;
    * the frequency tensor, and the last dimension of the cos and sin
      tables: rotary_dim / 2 values;
    * an `index` or `i64` start offset: the last position,
      offset + seq - 1, does not overflow int64. The lowering sign-extends
      a narrower offset to i64 and adds in i64, which cannot overflow for
      any tensor that fits in memory: such offsets get no check.

    `rope.attention` gets the same checks of its query and key positions
    (against the query's and the key's sequence dimensions) and frequencies,
    and checks that the query, key and value agree on their batch
    dimensions, the key and value on their heads and lengths, that the
    query heads are a positive multiple of the key heads, that its `limits`
    hold one value per query and its `sinks` one per query head.

    Each check then moves as early in its block as the sizes it reads allow
    (sizes of intermediate results are first rewritten into the sizes they
    derive from, e.g. a projected and reshaped query's into the input's), so
    that a failed check stops the function before it computes, and
    allocates, what the op it guards does not need. Checks keep their order.

    A relation between static sizes is left to the verifier, so fully static
    rotations get no checks; `rope.frequencies` needs none (its result is
    always static).

    A check is an `scf.if` on the failed condition. Its message names the
    op, its location and the sizes:

    ```
    rope.rotate at model.mlir:12:8: runtime check failed: positions cover 3
    positions (dimension 0) but the input's sequence dimension (1) has 5
    ```

    What a failed check does is `on-failure`:

    * `status` (the default): the body writes the message with `snprintf`
      into a thread-local buffer and calls `__rope_check_failed` with the
      check's `RopeStatus` (`rope-c/Runtime.h`: 1 for sizes that differ, 2
      for an overflowing offset), which stores it in a thread-local status.
      Both and the functions that read them (`rope_last_error`,
      `rope_last_status`, `rope_clear_error`) are defined in the module,
      `weak_odr`. `rope-return-status`, after the lowering to the LLVM
      dialect, makes the function return right after that call, so the op
      never runs on sizes that disagree, and gives each C interface a
      status-returning twin `_rope_checked_<name>`.
    * `abort`: the body calls `dprintf(2, ...)` and `abort()`, so a failed
      check writes one line to stderr, unbuffered, and kills the process
      (SIGABRT). For `mlir-runner`, whose entry points return nothing, and
      for programs that prefer to stop. (`cf.assert` is not used: its
      lowering prints with `puts` to stdout, whose buffer `abort()` discards
      when stdout is a pipe or a file.)

    The functions are declared or defined in the module as `llvm.func`, the
    messages are `llvm.mlir.global` strings. `rope-lower-to-llvm` and
    `rope-lower-to-nvvm` run this pass first unless `runtime-checks=0`, with
    their `on-check-failure` option.
  }];
  let options = [
    Option<"onFailure", "on-failure", "::mlir::rope::CheckFailureMode",
           /*default=*/"::mlir::rope::CheckFailureMode::Status",
           "What a failed check does: `status` records its message and "
           "status and returns from the function, `abort` prints the message "
           "to stderr and aborts",
           "ROPE_CHECK_FAILURE_MODE_VALUES">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ReturnStatusPass : Pass<"rope-return-status", "ModuleOp"> {
  let summary = "Return from the function where a run-time check failed; "
                "export status-returning entry points";
  let description = [{
    The LLVM-dialect half of the run-time status ABI (`rope-c/Runtime.h`),
    run after the lowering to the LLVM dialect:

    * Each call to `__rope_check_failed` (a failed check of
      `rope-insert-runtime-checks`, `on-failure=status`, or an AMX tile
      permission that Linux refused, `rope-request-amx-permission`) in the
      body of an `llvm.func` ends its block: the function returns there,
      zero values for its results (null memref descriptors). The rest of
      the function, the op the check guards among it, does not run. A
      failed check nested in another op's region (an OpenMP parallel
      region, where no return is possible) aborts after recording its
      message instead.
    * Each C interface `_mlir_ciface_<name>` that returns `void` (memref
      results go through its first argument) gets a twin
      `_rope_checked_<name>` with the same arguments that clears the
      calling thread's status, calls it and returns the status as `i32`
      (`ROPE_STATUS_OK`, 0, or the failed check's code).
    * Where the module has a C interface or a failed check,
      `rope_last_error`, `rope_last_status` and `rope_clear_error` are
      defined (`weak_odr`), with the thread-local status and message
      they read.

    Status and message are thread-local, so a failed call on one thread
    leaves calls on other threads alone. Buffers the function allocated
    before the failed check are not freed. `rope-lower-to-llvm` and
    `rope-lower-to-nvvm` run this pass after `convert-func-to-llvm`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def FuseAttentionPass : Pass<"rope-fuse-attention"> {
  let summary = "Fuse rotated attention graphs into rope.attention";
  let description = [{
    Recognizes, in linalg-on-tensors IR, attention whose queries and keys
    are rotated by `rope.rotate`:

    ```
    rope.rotate(Q), rope.rotate(K) -> QK^T -> [scale] -> [causal mask]
      -> softmax -> PV
    ```

    and replaces the chain by one `rope.attention`, so that neither the
    rotated Q and K nor the score matrix need to be written to memory.
    The matcher starts at each PV contraction and walks back; it accepts:

    * contractions as `linalg.matmul`, `linalg.batch_matmul` (with
      `indexing_maps` that transpose K, or on a `linalg.transpose` of K) or
      `linalg.generic` (mul/add, one reduction loop, any number of batch and
      head loops), accumulating into zeros. The product with the values may
      be written transposed, out^T = V^T P^T (XLA's form of JAX's
      attention): the fused op's result is then transposed to it by a
      `linalg.transpose`;
    * reshapes (`tensor.expand_shape`/`collapse_shape`/`reshape`) of the
      batch and head dimensions anywhere between the rotations and the
      output, torch-mlir's copies by `tensor.extract` (its broadcasts with
      dynamic sizes, guarded for size-1 dimensions), and transposes:
      `linalg.transpose`, or copies by `linalg.generic` with a permutation
      map (as XLA writes every transpose). Reshapes are followed through
      transposes when they regroup whole dimensions that are batch or head
      dimensions of the product. Q and K must reach QK^T with their batch
      and head dimensions in place, their sequence and channels last (a
      rotation of [b, s, h, d], which `rope-raise` writes between two
      transposes, passes: the fused op takes the transposed input); V is
      transposed for the fused op where it needs to be;
    * grouped-query attention: K and V broadcast to the query heads by a
      `linalg.broadcast` or a broadcasting `linalg.generic` that adds a
      dimension (or fills a unit one) right after the key/value heads, as
      torch's `repeat_kv` does (`expand_shape`, broadcast,
      `collapse_shape`, and a `tensor.cast`), or before a transpose that
      moves the heads there (XLA's broadcast of [b, s, h, d] to
      [b, s, h, g, d]). The fused op takes the keys and values before the
      broadcast. A group dimension sized at run time (torch-mlir with a
      dynamic sequence length) is the ratio of the static query and
      key/value heads;
    * constant scales: `linalg.generic` ops multiplying or dividing by a
      scalar or splat constant, on the scores, on Q or on K (torch-mlir
      scales both by the square root of the SDPA scale); their product
      becomes the op's `scale` (1 if there is none);
    * logit soft-capping between the scale and the mask: a `linalg.generic`
      computing `b * tanh(a * s)` (the constant factors in the same generic
      or in the scale generics around it; Gemma 2's `tanh(s / C) * C`)
      becomes `softcap(C)`, the factors inside the tanh the `scale` times C.
      A mask before the tanh (which would turn -inf into -C) or a second
      tanh is refused with a remark;
    * a causal mask on the scores: a `linalg.generic` that selects -inf (or
      the element type's lowest finite value, Hugging Face's
      `torch.finfo(dtype).min`, which gives the same softmax) by a comparison of `linalg.index` values, or adds a
      mask tensor, constant or computed (torch-mlir builds its mask from
      iota generics). A mask that is one comparison of linear functions of
      the query and key indices (`linalg.index`), in the masking generic's
      body or in the generics, fills, splat constants and unit reshapes
      that compute its mask tensor, is recognized symbolically, for any
      (also dynamic) sequence length; otherwise the mask (constants,
      `dense_resource` ones included) is evaluated for every (query, key) pair of static
      M x N scores (up to 2^22 pairs), so any formulation that yields a
      causal triangle is recognized. Its diagonal becomes the op's
      `diagonal` (left implicit when it is statically Skv - Sq), for any
      Sq and Skv (a decode step or a chunk of prefill after a KV cache, a
      static cache whose slots after the current position are masked). With
      a single query, the comparison may also read one integer element, at
      fixed indices, of a tensor that no generic, fill or constant computes
      (Hugging Face's static cache compares the keys with `cache_position`,
      a function argument):
      that element, read at run time, becomes the `diagonal` operand. For
      any number of queries, the comparison may also take an integer the
      graph computes outside the mask (not a constant), such as the past
      length `tensor.dim` gives a cache of symbolic size (one graph for
      decode steps and prefill chunks compares key j with `past + i`):
      that integer becomes the `diagonal` operand. With several queries, the comparison may read such a tensor at the query
      index along one dimension (a chunk of a chunked prefill into a static
      cache: `j > cache_position[i]`, with no term in i besides): each
      query's element, scaled and offset as the mask does, becomes its
      entry of the `limits` operand, whether or not they are consecutive.
      The remark says that a negative one would give NaN where a graph
      masking with a finite value gives uniform weights. A
      mask that hides every key from some queries must do so with -inf (NaN
      there, as in rope.attention). A mask of another finite value (say
      -1e4) is refused with a remark naming it: a visible score below it
      would lose to the hidden ones in the graph, not in rope.attention;
    * softmax over the keys: `linalg.softmax`, or the decomposed form
      (max-reduce, subtract, exp, sum-reduce, divide or multiply by the
      reciprocal, as `linalg.generic` ops, the max subtraction optional; the
      row maximum and sum read by a row map, or broadcast back to the
      scores' shape by copies, as XLA writes them), including
      torch-mlir's decomposition of `scaled_dot_product_attention`, whose
      extra select sets fully masked rows to 0 (accepted when no row is
      fully masked). In a bf16 or f16 graph the softmax may be computed in
      f32 between an `arith.extf` of the scores and an `arith.truncf` of the
      probabilities (torch's `softmax(dtype=float32)`, as Hugging Face's
      eager attention does): rope.attention computes the scores, softmax
      and weighted sum in f32 and rounds once, at least as precise. Shifts
      of the softmax's input by its own row maximum before the softmax
      (gpt-oss subtracts it explicitly, in bf16 before the widening) are
      looked through: softmax does not change under them;
    * attention sinks (gpt-oss): the softmax over the scores concatenated
      (`tensor.concat` along the keys) with one column that broadcasts a
      vector of one logit per query head (a copy `linalg.generic`, unit
      reshapes), and P V reading the probabilities without that column (an
      `extract_slice` of all but the last key, before or after a narrowing
      `arith.truncf`). The vector becomes the op's `sinks` operand (it
      must be of the attention's element type). A dropped last column that
      is not such a column of sinks is refused with a remark;
    * keys as given: when the queries are rotated by `rope.rotate` but the
      keys are not (a KV cache: `tensor.concat` of the cached keys and the
      newly rotated ones, or an `insert_slice` into a static cache), when
      the keys' rotation differs from the queries' or when the rotated keys
      have another user (stored in the cache), the fused op takes the keys
      as they are, without key positions (rope.attention then rotates only
      the queries); the cache update stays outside;
    * multi-head latent attention (DeepSeek): Q = concat(q_nope,
      rotate(q_pe)) and K = concat(k_nope, k_rope) along the head
      dimension, split at the same channel. QK^T is unchanged by the same
      permutation of the channels of Q and K, so the fused op reads
      concat(q_pe, q_nope) with `rotary_dim` the rotated width and
      concat(k_rope, k_nope) (keys as given, or rotated by the op when
      k_rope is a matching `rope.rotate`); V may have another head size;
    * no rotation at all (the layers a model leaves without positional
      embedding, NoPE: a quarter of Llama 4's and SmolLM3's, Cohere 2's
      global layers), with `unrotated` (the default): neither Q nor K comes
      from a `rope.rotate`. The fused op takes no positions, frequencies or
      layout; Q and K are taken where they are laid out as QK^T reads them
      (after torch's transpose of [b, s, h, d], which stays outside, as
      does anything before it: Llama 4's per-position query temperature).
      A rotation the graph computes without `rope.rotate` (one `rope-raise`
      did not recognize) is then also left outside, and the remark names
      where Q and K come from. With `unrotated=false` such an attention is
      left to other passes, with a remark.

    The keys are rotated inside the fused op when their rotation uses the
    queries' frequencies value, layout, rotary_dim, sections and scale
    operand, is not inverse and has no other user; their positions may
    differ (they become the op's query and key positions). Otherwise they
    are taken as given (above). The queries' rotation must not be inverse.
    Nothing is fused, and a remark at the QK^T contraction says why, when
    the keys are rotated but the queries are not, when neither is and
    `unrotated` is off, when a value in the chain (rotated Q,
    scores, probabilities) has a user outside it, when the mask hides with
    a finite value other than the lowest, when the probabilities are not a
    recognized softmax, or when the scores pass through an op that is
    neither a scale nor a causal mask. A rotated V gets a warning (values
    are never rotated) and is not fused. A `rope.rotate` that feeds no
    attention is left alone.

    Each fused op gets two remarks: the forms recognized (contractions,
    scale, mask and diagonal, softmax form and type, grouped-query group,
    channel order, keys as given and why, no rotation and where Q and K
    come from), and where its keys are rotated
    with the cost model's explanation and estimates (`estimateKeyRotation`:
    the reuse of each key block, the extra flops of rotating on read and
    the extra bytes of a rotated copy), or that the keys are taken as given
    and there is no key rotation to place, or that nothing is rotated.

    ```
    rope-opt model.mlir --rope-fuse-attention="key-rotation=auto"
    ```
  }];
  let options = [
    Option<"keyRotation", "key-rotation", "::mlir::rope::KeyRotationMode",
           /*default=*/"::mlir::rope::KeyRotationMode::Auto",
           "Where the fused op rotates its keys: `auto` sets key_rotation "
           "from the cost model, `on_read` and `up_front` force that choice",
           "ROPE_KEY_ROTATION_MODE_VALUES">,
    Option<"unrotated", "unrotated", "bool", /*default=*/"true",
           "Also fuse attention whose queries and keys no rope.rotate "
           "rotates (layers without positional embedding), into a "
           "rope.attention without rotation; false leaves it to other "
           "passes, with a remark">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::rope::RopeDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def SpecializeDecodePass : Pass<"rope-specialize-decode"> {
  let summary = "Version rope.attention with a dynamic query length on a "
                "single query (a decode step) and on short chunks";
  let description = [{
    A graph exported with a symbolic sequence length (torch.export's
    `Dim`, one graph for prefill and decode) reaches `rope.attention` with
    a dynamic query length. Its flash lowering takes the queries in tiles
    of static size and the rest in a partial tile of dynamic size: one
    query, the decode step, runs entirely in the partial tile, where none
    of the decode kernels (the one-row and few-row products, query heads
    stacked over their key head, f32 products for bf16) apply.

    This pass versions each such op on its query length:

    ```mlir
    %n = tensor.dim %q, %c2 : tensor<1x32x?x128xbf16>
    %one = arith.cmpi eq, %n, %c1 : index
    %o = scf.if %one -> (tensor<1x32x?x128xbf16>) {
      %q1 = tensor.cast %q : tensor<1x32x?x128xbf16> to tensor<1x32x1x128xbf16>
      %d = rope.attention %q1, %k, %v ... -> tensor<1x32x1x128xbf16>
      %c = tensor.cast %d : tensor<1x32x1x128xbf16> to tensor<1x32x?x128xbf16>
      scf.yield %c : tensor<1x32x?x128xbf16>
    } else {
      %c = scf.if %few -> (tensor<1x32x?x128xbf16>) {  // Sq <= 4
        // Q, positions, limits padded to 4 queries; the first Sq rows.
        ...
      } else {
        %a = rope.attention %q, %k, %v ... -> tensor<1x32x?x128xbf16>
        scf.yield %a : tensor<1x32x?x128xbf16>
      }
      scf.yield %c : tensor<1x32x?x128xbf16>
    }
    ```

    The query positions (their last dimension, in every positions form)
    and the per-query `limits` are cast to one query with it.

    Between the two, where `chunk-queries` (default 4) is above 1, query
    lengths from 2 to `chunk-queries` (speculative decoding's drafts, the
    small chunks of a chunked prefill) take a copy whose query, query
    positions and limits are padded with zeros to `chunk-queries` queries,
    the default causal diagonal made explicit (Skv - Sq, so that the real
    queries see the keys they saw); its result's first Sq rows are the
    op's. The padded queries cost their share of the products, which the
    static shapes repay: GQA 32/8 against 8192 keys, causal, 1 thread,
    builds called in turn in one process on an AMD EPYC Zen 4 (family 25
    model 17): 4 queries f32 45.4 -> 7.9 ms and bf16 14.0 -> 9.3 ms (the
    static graph 7.9 and 8.5 ms), 2 queries f32 35.6 -> 7.8 ms and bf16
    10.1 -> 8.4 ms (static 4.8 and 4.6).

    Ops whose query length is static are left alone, and so are ops whose
    queries and keys share one positions tensor (self-attention: Sq == Skv, where
    one query is a one-token prompt rather than a decode step; one start
    offset for both does not count) or, without rotation, whose query and
    key lengths are provably equal (`ValueBoundsConstraintSet`: one
    activation's dimension), and ops whose query positions or limits have
    a static length other than 1. Query positions or limits of
    static length 1 get the one-query copy only.

    Each versioned op gets a remark; ops left alone get a missed remark
    with the reason, reported to a remark engine only. `rope-lower-to-llvm`
    runs this pass before `rope-decompose-attention` (its option
    `specialize-decode`).
  }];
  let options = [
    Option<"chunkQueries", "chunk-queries", "int64_t", /*default=*/"4",
           "Query lengths from 2 to this run as a copy of the op padded to "
           "this many queries (a short chunk: speculative decoding, small "
           "chunks of a chunked prefill); 0 or 1: no such copy">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_TD
