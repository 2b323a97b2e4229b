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
    dimensions, the key and value on their heads and lengths, and that the
    query heads are a positive multiple of the key heads.

    A relation between static sizes is left to the verifier, so fully static
    rotations get no checks; `rope.frequencies` needs none (its result is
    always static).

    A check is an `scf.if` on the failed condition whose body calls
    `dprintf(2, ...)` and `abort()` (declared in the module as `llvm.func`;
    the messages are `llvm.mlir.global` strings), so a failed check writes
    one line to stderr, unbuffered, naming the op, its location and the
    sizes, and aborts the process (SIGABRT):

    ```
    rope.rotate at model.mlir:12:8: runtime check failed: positions cover 3
    positions (dimension 0) but the input's sequence dimension (1) has 5
    ```

    `cf.assert` is not used: its lowering prints with `puts` to stdout,
    whose buffer `abort()` discards when stdout is a pipe or a file.
    `rope-lower-to-llvm` runs this pass first unless `runtime-checks=0`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_TD
