//===- RopeInterfaces.td - Rope attribute interfaces -------*- tablegen -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEINTERFACES_TD
#define ROPE_DIALECT_ROPE_IR_ROPEINTERFACES_TD

include "mlir/IR/OpBase.td"

def Rope_FrequencyScheduleAttrInterface
    : AttrInterface<"FrequencyScheduleAttrInterface"> {
  let cppNamespace = "::mlir::rope";
  let description = [{
    A frequency schedule: the rule that gives the inverse frequency theta_i of
    every channel pair i = 0 .. rotary_dim/2 - 1. Schedules compute their
    values in float64 so that folding to a constant of any float type rounds
    exactly once.
  }];
  let methods = [
    InterfaceMethod<
      "Returns the number of rotated channels (twice the number of pairs).",
      "int64_t", "getRotaryDim">,
    InterfaceMethod<
      "Appends the inverse frequency of every pair, in float64.",
      "void", "computeInverseFrequencies",
      (ins "::llvm::SmallVectorImpl<double> &":$frequencies)>,
    InterfaceMethod<
      "Returns the factor the schedule applies to cos and sin (1 if none).",
      "double", "getAttentionFactor", (ins), [{}], [{ return 1.0; }]>,
  ];
}

#endif // ROPE_DIALECT_ROPE_IR_ROPEINTERFACES_TD
