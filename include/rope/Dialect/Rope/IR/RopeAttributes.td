//===- RopeAttributes.td - Rope attributes -----------------*- tablegen -*-===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_TD
#define ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_TD

include "rope/Dialect/Rope/IR/RopeBase.td"
include "rope/Dialect/Rope/IR/RopeInterfaces.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

def Rope_LayoutInterleaved : I32EnumAttrCase<"Interleaved", 0, "interleaved">;
def Rope_LayoutHalf : I32EnumAttrCase<"Half", 1, "half">;

def Rope_Layout : I32EnumAttr<"Layout",
    "which channels form a rotated pair",
    [Rope_LayoutInterleaved, Rope_LayoutHalf]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

def Rope_LayoutAttr : EnumAttr<Rope_Dialect, Rope_Layout, "layout"> {
  let assemblyFormat = "`<` $value `>`";
  let summary = "channel pairing of a rotation";
  let description = [{
    `interleaved` pairs channels (2i, 2i+1) (GPT-J, Meta LLaMA's complex
    form); `half` pairs channels (i, i + rotary_dim/2) (GPT-NeoX, Hugging
    Face `rotate_half`).
  }];
}

//===----------------------------------------------------------------------===//
// Frequency schedules
//===----------------------------------------------------------------------===//

// A float64 schedule parameter, written as a float literal.
class Rope_F64Parameter<string desc, string default = "">
    : AttrOrTypeParameter<"::llvm::APFloat", desc> {
  let comparator = "$_lhs.bitwiseIsEqual($_rhs)";
  let parser = "::mlir::rope::parseF64Parameter($_parser)";
  let printer = "$_printer.printFloat($_self)";
  let defaultValue = default;
}

// A non-empty list of float64 values, written `[1.0, 0.5, ...]`.
class Rope_F64ArrayParameter<string desc>
    : AttrOrTypeParameter<"::mlir::DenseF64ArrayAttr", desc> {
  let parser = "::mlir::rope::parseF64ArrayParameter($_parser)";
  let printer = "::mlir::rope::printF64ArrayParameter($_printer, $_self)";
}

def Rope_DefaultScheduleAttr : Rope_Attr<"DefaultSchedule", "default",
    [DeclareAttrInterfaceMethods<Rope_FrequencyScheduleAttrInterface,
                                 ["computeInverseFrequencies"]>]> {
  let summary = "the original RoPE schedule: theta_i = base^(-2i/rotary_dim)";
  let description = [{
    The schedule of the RoFormer paper. `base` defaults to 10000.

    ```mlir
    %f = rope.frequencies #rope.default<rotary_dim = 128, base = 500000.0>
           -> tensor<64xf32>
    ```
  }];
  let parameters = (ins "int64_t":$rotary_dim,
                        Rope_F64Parameter<"base of the geometric schedule",
                                          "::llvm::APFloat(10000.0)">:$base);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Rope_ExplicitScheduleAttr : Rope_Attr<"ExplicitSchedule", "explicit",
    [DeclareAttrInterfaceMethods<Rope_FrequencyScheduleAttrInterface,
                                 ["getRotaryDim",
                                  "computeInverseFrequencies"]>]> {
  let summary = "a given list of inverse frequencies";
  let description = [{
    Inverse frequencies given one per pair, for learned or custom schedules;
    rotary_dim is twice their count.

    ```mlir
    %f = rope.frequencies #rope.explicit<[1.0, 0.5, 0.25]> -> tensor<3xf64>
    ```
  }];
  let parameters = (ins Rope_F64ArrayParameter<"inverse frequency of each pair">:$frequencies);
  let assemblyFormat = "`<` $frequencies `>`";
  let genVerifyDecl = 1;
}

#endif // ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_TD
