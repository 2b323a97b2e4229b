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

    A schedule verifies only if, in float64, every inverse frequency is
    finite (for every sequence length: both lists of LongRoPE; dynamic NTK
    at the original context, beyond which its frequencies only shrink) and
    its attention factor is finite and positive; the error names the
    parameter at fault. `rope.frequencies` checks the same values after
    rounding to its result types.
  }];
  let methods = [
    InterfaceMethod<
      "Returns the number of rotated channels (twice the number of pairs).",
      "int64_t", "getRotaryDim">,
    InterfaceMethod<[{
        Appends the inverse frequency of every pair, in float64. Schedules
        that depend on the sequence length use `sequenceLength` (std::nullopt
        when it is not known: they then give their frequencies for a
        sequence within the original context).
      }],
      "void", "computeInverseFrequencies",
      (ins "::llvm::SmallVectorImpl<double> &":$frequencies,
           "std::optional<int64_t>":$sequenceLength)>,
    InterfaceMethod<
      "Returns true if the frequencies depend on the sequence length.",
      "bool", "usesSequenceLength", (ins), [{}], [{ return false; }]>,
    InterfaceMethod<[{
        Returns true if the sequence length must be given (as an operand of
        `rope.frequencies`) for the frequencies to be defined.
      }],
      "bool", "requiresSequenceLength", (ins), [{}], [{ return false; }]>,
    InterfaceMethod<
      "Returns the factor the schedule applies to cos and sin (1 if none).",
      "double", "computeAttentionFactor", (ins), [{}], [{ return 1.0; }]>,
    InterfaceMethod<[{
        For schedules that blend original and interpolated (divided by the
        scaling factor) frequencies: appends the share of the interpolated
        frequency in every pair (0: original kept, 1: fully interpolated) and
        returns true. Other schedules return false.
      }],
      "bool", "computeInterpolationWeights",
      (ins "::llvm::SmallVectorImpl<double> &":$weights), [{}],
      [{ return false; }]>,
  ];
}

#endif // ROPE_DIALECT_ROPE_IR_ROPEINTERFACES_TD
