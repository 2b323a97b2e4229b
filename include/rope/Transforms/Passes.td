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

#endif // ROPE_TRANSFORMS_PASSES_TD
