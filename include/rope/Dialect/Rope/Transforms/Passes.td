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

#endif // ROPE_DIALECT_ROPE_TRANSFORMS_PASSES_TD
