//===- Passes.td - rope-mlir transforms --------------------*- tablegen -*-===//

#ifndef ROPE_TRANSFORMS_PASSES_TD
#define ROPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def DecomposeAggregatedOpsPass : Pass<"rope-decompose-aggregated-ops"> {
  let summary = "Decompose linalg aggregated ops such as linalg.softmax";
  let description = [{
    Replaces every op that implements `linalg::AggregatedOpInterface` (for
    example `linalg.softmax`) by the linalg ops of its decomposition, so that
    attention graphs written with named ops lower through the CPU pipeline.
    Upstream MLIR offers this only as a transform-dialect op.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ElementwiseInPlacePass : Pass<"rope-elementwise-in-place"> {
  let summary = "Write element-wise results over an input that dies there";
  let description = [{
    A `linalg.generic` with only parallel loops whose result starts from a
    `tensor.empty` (its body does not read the initial value) gets, from
    one-shot bufferization, a new buffer for that result. Where one of its
    inputs has the result's type, is read through the same identity map,
    is read nowhere after the op (its other uses are inputs of linalg ops
    before it), and comes from a destination-style op in the op's block
    (not a function argument or a constant, which would be copied first,
    nor a value from outside a loop around the op, which the next iteration
    reads again), this pass makes
    the result start from that input instead: bufferization then writes the
    result over the input's buffer, each element read before it is written.

    Element-wise chains stop allocating a buffer per step. The attention
    graph that rope-fuse-attention does not fuse (scores, scale, softmax,
    at [heads, S, S] each) keeps one buffer of scores where it held three.
    On an Intel Xeon with AMX (family 6 model 167), bf16 GQA 32/8 at S =
    2048 (512 MiB of f32 scores), same process: 1130 -> 756 ms a call on
    1 thread, 625 -> 416 ms on 2, the same result to the bit.

    `rope-lower-to-llvm` runs it before its element-wise strategy.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ReshapeIntoDestinationPass : Pass<"rope-reshape-into-destination"> {
  let summary = "Move a collapse_shape from a stored value onto its destination";
  let description = [{
    Rewrites `bufferization.materialize_in_destination
    (tensor.collapse_shape %x) in %dest` into a materialization of `%x` in
    the matching `expand_shape` of `%dest`. Empty-tensor elimination does not
    look through reshapes, so without this a value computed in a reshaped
    view (as `rope-to-linalg` computes full rotations, head viewed as
    [2, pairs] or [pairs, 2]) is built in a temporary and copied into the
    destination; with it, it is written there directly.
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def MemRefCopyToLinalgPass : Pass<"rope-memref-copy-to-linalg"> {
  let summary = "Rewrite strided memref.copy into linalg.copy";
  let description = [{
    `finalize-memref-to-llvm` lowers a `memref.copy` between views that are
    not both contiguous to a call to `memrefCopy`, a function of MLIR's
    runner library that a self-contained shared library does not have. This
    pass rewrites such copies (the ones between tiles of tiled code, for
    example) into `linalg.copy`, which lowers to loops. Copies between
    identity layouts stay: they become `llvm.intr.memcpy`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def InlineComplexResourcesPass : Pass<"rope-inline-complex-resources"> {
  let summary = "Turn dense_resource constants of complex numbers into "
                "dense elements";
  let description = [{
    torch-mlir exports a registered complex buffer (Meta's `freqs_cis`, a
    `torch.polar` table gathered by position) as an `arith.constant
    dense_resource<...> : tensor<...xcomplex<f32>>`. `mlir-translate` writes
    a `dense_resource` global only as raw data of an element type LLVM has
    constant arrays of, which the struct of a complex number is not ("no
    known conversion for innermost element type"). This pass replaces the
    value of every `arith.constant` and the initial value of every
    `memref.global` that is a `dense_resource` of `complex<f32>` or
    `complex<f64>` elements by dense elements holding the same data (its
    blob, read as pairs of real and imaginary parts), which translate. Other
    resources, and resources whose blob is missing or of the wrong size,
    stay as they are. `rope-lower-to-llvm` runs it before anything else
    lowers.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def CheckLoweredToLLVMPass : Pass<"rope-check-lowered-to-llvm", "ModuleOp"> {
  let summary = "Fail unless every op is in the LLVM dialect";
  let description = [{
    The last step of `rope-lower-to-llvm`. Conversion passes leave ops they
    do not know in place; this pass turns such a leftover into an error at
    its location instead of output that `mlir-translate` or `mlir-runner`
    rejects later.
  }];
}

def FuseMultiplyAddsPass : Pass<"rope-fuse-multiply-adds"> {
  let summary = "Turn contractible llvm.fmul + llvm.fadd pairs into llvm.intr.fmuladd";
  let description = [{
    An `llvm.fadd` whose operand is an `llvm.fmul` used by it alone, both
    with the `contract` fast-math flag, becomes one `llvm.intr.fmuladd` of
    the flags the two share (either operand order of the sum). The pass
    folds as it goes, so that the `llvm.extractvalue` of an
    `llvm.insertvalue` which unrolled n-D vectors leave between a product
    and its sum disappears first; it neither moves constants nor changes
    blocks.

    LLVM fuses such a pair only in instruction selection. Where its
    optimizers fold the two to a constant first, or move them into
    different blocks, the same arithmetic rounds twice: rope.rotate's
    float64 tables of constant positions and frequencies, folded in an
    untiled build and computed with FMAs in a tiled one, differed by an
    ulp. `llvm.intr.fmuladd` is fused, or not, by the target alone (where it
    has an FMA faster than a multiply and an add), and LLVM folds it to a
    constant as one fused operation: on targets with FMA every build rounds
    alike. That is what clang emits for `-ffp-contract=on`. (On a target
    without FMA, folded and computed values can still differ.)

    Products with other uses, differences (`llvm.fsub`) and operations
    without `contract` stay as they are. `rope-lower-to-llvm` runs it after
    the conversion to the LLVM dialect.

    ```mlir
    %p = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f64
    %s = llvm.fadd %p, %c {fastmathFlags = #llvm.fastmath<contract>} : f64
    // becomes
    %s = llvm.intr.fmuladd(%a, %b, %c) {fastmathFlags = #llvm.fastmath<contract>} : (f64, f64, f64) -> f64
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ReadOnlyArgumentsPass : Pass<"rope-read-only-arguments", "ModuleOp"> {
  let summary = "Keep compiled functions from writing into their callers' tensors";
  let description = [{
    Marks every tensor argument of every public `func.func` with a body
    `bufferization.writable = false`, unless the argument already carries
    that attribute, so that one-shot bufferization never writes into the
    buffer a caller passed: a graph that updates an input tensor
    (`tensor.insert_slice` into it, a scatter into a KV cache, a `linalg`
    op whose `outs` is the argument) gets a copy of it, as tensor semantics
    promise. An argument marked `{bufferization.writable = true}` by the
    user is updated in place instead (a KV cache the caller wants written
    without a copy).

    `rope-lower-to-llvm` and `rope-lower-to-nvvm` run it just before
    bufferization.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def ExportSignaturesPass : Pass<"rope-export-signatures", "ModuleOp"> {
  let summary = "Record each public function's signature in an exported global";
  let description = [{
    For every public `func.func` with a body, adds an exported constant
    `llvm.mlir.global external constant @_rope_signature_<name>` holding the
    function's signature as a NUL-terminated JSON object, so that a caller
    of the compiled library (`rope_mlir.aot.call`) can check its arguments
    before calling:

    ```json
    {"version":1,"function":"axpy","args":[
      {"kind":"tensor","type":"f32","shape":[-1,4],"mlir":"tensor<?x4xf32>"},
      {"kind":"scalar","type":"i64","mlir":"i64","name":"k"}
     ],
     "results":[
      {"kind":"tensor","type":"f32","shape":[-1,4],"mlir":"tensor<?x4xf32>"}
     ]}
    ```

    `kind` is `tensor`, `memref`, `scalar` (integer, index or float) or
    `other`; `type` is the element type (of a scalar: its type) as MLIR
    prints it (`f32`, `bf16`, `f16`, `f64`, `i64`, `i32`, `index`, ...);
    `shape` lists the sizes with -1 for a dynamic one, and is null for an
    unranked type; a memref with a strided layout other than the identity
    adds `strides` and `offset` (-1 where dynamic); `mlir` is the whole
    type; `name` is the argument's `rope.name` string attribute, where it
    has one. Private functions and declarations get none. The pass must
    run on the tensor-level IR, before bufferization: `rope-lower-to-llvm`
    runs it first when `emit-c-interface` is on. Running it again replaces
    the globals it made.
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

def CheckTransformSchedulesPass : Pass<"rope-check-transform-schedules"> {
  let summary = "Reject transform schedules that crash upstream MLIR 22";
  let description = [{
    Upstream MLIR 22 verifies too little of two tiling ops of the transform
    dialect and then crashes on them: `transform.structured.tile_using_for`
    whose `static_sizes` hold a dynamic marker (INT64_MIN) without a matching
    dynamic size operand (when printed or applied), and
    `transform.structured.tile_using_forall` whose tile sizes are all 0
    (when applied). This pass reports such ops at their location and fails
    instead. `rope-opt` runs it before any pipeline it is given, so a
    schedule in the input module cannot crash it; schedules loaded with
    `--transform-preload-library` are not seen.
  }];
}

def LowerTMTensorPass : Pass<"rope-lower-tm-tensor"> {
  let summary = "Rewrite torch-mlir's tm_tensor.scatter into scf, tensor and linalg ops";
  let description = [{
    torch-mlir writes `index_copy_` and `index_put_` (Hugging Face's static
    KV cache) as `tm_tensor.scatter`, an op of its own dialect that its
    linalg-on-tensors output keeps. This pass rewrites every
    `tm_tensor.scatter` on tensors (rope-mlir's declaration of the op or
    torch-mlir's own: it reads the op by name) into an `scf.for` over the
    updates that extracts each update's slice, combines it with the slice of
    the original it writes by a `linalg.generic` running the scatter's
    region, and inserts the result; so a scatter of 32 single elements is 32
    iterations. Updates are applied in order, so repeated indices
    (`unique_indices(false)`, an accumulating `index_put_`) combine as
    torch-mlir specifies.

    An update whose indices put any of its slice outside the original (for
    which torch-mlir leaves the result undefined) writes nothing.

    `rope-lower-to-llvm` and `rope-lower-to-nvvm` run it first; a scatter it
    cannot rewrite (on memrefs, or not `ins(updates, indices)
    outs(original)`) is an error.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def SimplifyTosaPass : Pass<"rope-simplify-tosa"> {
  let summary = "Rewrite TOSA channel gathers and unit tiles as slices and broadcasts";
  let description = [{
    Normalizes three TOSA spellings that torch-mlir's TOSA output uses for
    strided channel selection and `repeat_interleave`, so that the
    linalg-on-tensors form after the upstream TOSA conversions reads as
    torch-mlir's own linalg output does (`rope-import-tosa` runs it first):

    * a `tosa.gather` whose indices are a constant (or a `tosa.tile` of one
      along the batch dimension) with every row the arithmetic progression
      `s, s + t, ..., s + (W - 1) t` (t >= 1, in range) becomes the
      `tensor.extract_slice` of its values at offset `s`, stride `t`;
    * a `tosa.reshape` of a slice that takes a range of the last non-unit
      dimension of a tensor (whole along every other dimension) into a
      shape with the same number of leading elements becomes the slice of
      the reshaped source: `reshape(slice([N, K, 1]), [a, b, W])` is
      `slice(reshape(x, [a, b, K]))`, which leaves the selection on the
      channels of the tensor the graph multiplies;
    * a `tosa.tile` that repeats only dimensions of size 1 becomes a
      broadcasting `linalg.generic` of the input without those dimensions
      (`tosa-to-linalg` would build a generic of twice the rank).

    Each rewrite computes the same values; anything else is left unchanged.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::tosa::TosaDialect"];
}

#endif // ROPE_TRANSFORMS_PASSES_TD
