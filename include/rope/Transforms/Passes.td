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
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::tensor::TensorDialect"];
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

def CheckLoweredToLLVMPass : Pass<"rope-check-lowered-to-llvm", "ModuleOp"> {
  let summary = "Fail unless every op is in the LLVM dialect";
  let description = [{
    The last step of `rope-lower-to-llvm`. Conversion passes leave ops they
    do not know in place; this pass turns such a leftover into an error at
    its location instead of output that `mlir-translate` or `mlir-runner`
    rejects later.
  }];
}

#endif // ROPE_TRANSFORMS_PASSES_TD
