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
// Key rotation strategy of rope.attention
//===----------------------------------------------------------------------===//

def Rope_KeyRotationOnRead : I32EnumAttrCase<"OnRead", 0, "on_read">;
def Rope_KeyRotationUpFront : I32EnumAttrCase<"UpFront", 1, "up_front">;

def Rope_KeyRotation : I32EnumAttr<"KeyRotation",
    "where rope.attention rotates its keys",
    [Rope_KeyRotationOnRead, Rope_KeyRotationUpFront]> {
  let cppNamespace = "::mlir::rope";
  let genSpecializedAttr = 0;
}

def Rope_KeyRotationAttr : EnumAttr<Rope_Dialect, Rope_KeyRotation,
                                    "key_rotation"> {
  let assemblyFormat = "`<` $value `>`";
  let summary = "where the keys of a fused attention are rotated";
  let description = [{
    `on_read` rotates each block of keys inside the loop over key blocks,
    every time a block of queries reads it (no rotated copy of K exists);
    `up_front` rotates all keys once, before the loop, into a buffer that
    every block of queries reads.
  }];
}

//===----------------------------------------------------------------------===//
// Frequency schedules
//===----------------------------------------------------------------------===//

// The description of a parameter with a default: the reference docs list
// the default with it, so that they cannot drift from the definition.
class Rope_WithDefault<string desc, string default> {
  string text = !if(!empty(default), desc, desc # " (default " # default # ")");
}

// A float64 schedule parameter, written as a float literal; `default`, if
// any, is a float literal too.
class Rope_F64Parameter<string desc, string default = "">
    : AttrOrTypeParameter<"::llvm::APFloat",
                          Rope_WithDefault<desc, default>.text> {
  let comparator = "$_lhs.bitwiseIsEqual($_rhs)";
  let parser = "::mlir::rope::parseF64Parameter($_parser)";
  let printer = "$_printer.printFloat($_self)";
  let defaultValue = !if(!empty(default), "",
                         "::llvm::APFloat(" # default # ")");
}

// A non-empty list of float64 values, written `[1.0, 0.5, ...]`.
class Rope_F64ArrayParameter<string desc>
    : AttrOrTypeParameter<"::mlir::DenseF64ArrayAttr", desc> {
  let parser = "::mlir::rope::parseF64ArrayParameter($_parser)";
  let printer = "::mlir::rope::printF64ArrayParameter($_printer, $_self)";
}

// An optional float64 parameter.
class Rope_OptionalF64Parameter<string desc>
    : AttrOrTypeParameter<"std::optional<::llvm::APFloat>", desc> {
  let comparator = "::mlir::rope::sameOptionalF64($_lhs, $_rhs)";
  let parser = "::mlir::rope::parseOptionalF64Parameter($_parser)";
  let printer = "$_printer.printFloat(*$_self)";
  let defaultValue = "std::nullopt";
}

// A boolean parameter, written `true` or `false`.
class Rope_BoolParameter<string desc, string default>
    : AttrOrTypeParameter<"bool", Rope_WithDefault<desc, default>.text> {
  let parser = "::mlir::rope::parseBoolParameter($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
  let defaultValue = default;
}

// The parameters every geometric schedule starts from.
defvar Rope_RotaryDimParameter = AttrParameter<"int64_t",
    "number of rotated channels (d in the formulas)">;
defvar Rope_BaseParameter = Rope_F64Parameter<"base of the geometric schedule",
                                               "10000.0">;

// An int64_t parameter with a default (an integer literal).
class Rope_I64Parameter<string desc, string default>
    : DefaultValuedParameter<"int64_t", default,
                             Rope_WithDefault<desc, default>.text>;

// A schedule with a `<key = value, ...>` syntax.
class Rope_ScheduleAttr<string name, string attrMnemonic,
                        list<string> overridden = []>
    : Rope_Attr<name, attrMnemonic,
        [DeclareAttrInterfaceMethods<Rope_FrequencyScheduleAttrInterface,
             !listconcat(["computeInverseFrequencies"], overridden)>]> {
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Rope_DefaultScheduleAttr : Rope_ScheduleAttr<"DefaultSchedule", "default"> {
  let summary = "the original RoPE schedule: theta_i = base^(-2i/rotary_dim)";
  let description = [{
    The schedule of the RoFormer paper. `base` defaults to 10000.

    ```mlir
    %f = rope.frequencies #rope.default<rotary_dim = 128, base = 500000.0>
           -> tensor<64xf64>
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base);
}

def Rope_ExplicitScheduleAttr : Rope_ScheduleAttr<"ExplicitSchedule",
    "explicit", ["getRotaryDim"]> {
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
}

def Rope_LinearScheduleAttr : Rope_ScheduleAttr<"LinearSchedule", "linear"> {
  let summary = "position interpolation: theta_i = base^(-2i/d) / factor";
  let description = [{
    Linear scaling (position interpolation, Chen et al. 2023; Hugging Face
    `rope_type = "linear"`): every frequency is divided by `factor`, which
    stretches the trained context by that factor.

    ```mlir
    %f = rope.frequencies #rope.linear<rotary_dim = 128, factor = 4.0>
           -> tensor<64xf64>
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base,
                        Rope_F64Parameter<"scaling factor s">:$factor);
}

def Rope_NtkScheduleAttr : Rope_ScheduleAttr<"NtkSchedule", "ntk"> {
  let summary = "NTK-aware scaling: base' = base * factor^(d/(d-2))";
  let description = [{
    NTK-aware scaling: the default schedule with its base raised to
    `base * factor^(d/(d-2))`, d = rotary_dim (which must exceed 2), so that
    high frequencies stay nearly unchanged and low ones are interpolated.

    ```mlir
    %f = rope.frequencies #rope.ntk<rotary_dim = 128, factor = 4.0>
           -> tensor<64xf64>
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base,
                        Rope_F64Parameter<"scaling factor s">:$factor);
}

def Rope_DynamicNtkScheduleAttr : Rope_ScheduleAttr<"DynamicNtkSchedule",
    "dynamic_ntk", ["usesSequenceLength", "requiresSequenceLength"]> {
  let summary = "dynamic NTK scaling, driven by the runtime sequence length";
  let description = [{
    Dynamic NTK scaling (Hugging Face `rope_type = "dynamic"`): with
    L = `original_max_position` and Lcur = max(seq_len, L),
    base' = base * (factor * Lcur / L - (factor - 1))^(d/(d-2)). Up to L
    positions the frequencies are the default ones. `rope.frequencies` takes
    the sequence length as an operand; it folds when that is a constant.

    ```mlir
    %f = rope.frequencies #rope.dynamic_ntk<rotary_dim = 128, factor = 2.0,
           original_max_position = 4096> (%seq_len : index) -> tensor<64xf64>
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base,
                        Rope_F64Parameter<"scaling factor s">:$factor,
                        AttrParameter<"int64_t", "original context length L">:$original_max_position);
}

def Rope_YarnScheduleAttr : Rope_ScheduleAttr<"YarnSchedule", "yarn",
    ["computeAttentionFactor", "computeInterpolationWeights"]> {
  let summary = "YaRN: a ramp between original and interpolated frequencies";
  let description = [{
    YaRN (Peng et al. 2023; Hugging Face `rope_type = "yarn"`). With
    L = `original_max_position` and corr(r) = d ln(L / (2 pi r)) / (2 ln base),
    the correction band is [low, high] = [corr(beta_fast), corr(beta_slow)]
    (floor and ceil when `truncate`, clamped to [0, d - 1]). Pair i keeps
    its original frequency below the band, takes theta_i / factor above it,
    and blends linearly inside it.

    The attention factor (the scale on cos and sin) is `attention_factor` if
    given; else, when both `mscale` and `mscale_all_dim` are non-zero
    (DeepSeek), m(factor, mscale) / m(factor, mscale_all_dim) with
    m(s, k) = 0.1 k ln(s) + 1 (1 for s <= 1); else m(factor, 1).

    ```mlir
    %f, %scale = rope.frequencies #rope.yarn<rotary_dim = 128, factor = 4.0,
                   original_max_position = 4096> -> tensor<64xf64>, f32
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base,
                        Rope_F64Parameter<"scaling factor s">:$factor,
                        AttrParameter<"int64_t", "original context length L">:$original_max_position,
                        Rope_F64Parameter<"rotations where extrapolation ends", "32.0">:$beta_fast,
                        Rope_F64Parameter<"rotations where interpolation starts", "1.0">:$beta_slow,
                        Rope_BoolParameter<"round the band outwards to whole pairs", "true">:$truncate,
                        Rope_F64Parameter<"DeepSeek mscale; 0: unused", "0.0">:$mscale,
                        Rope_F64Parameter<"DeepSeek mscale_all_dim; 0: unused", "0.0">:$mscale_all_dim,
                        Rope_OptionalF64Parameter<"explicit attention factor">:$attention_factor);
}

def Rope_Llama3ScheduleAttr : Rope_ScheduleAttr<"Llama3Schedule", "llama3",
    ["computeInterpolationWeights"]> {
  let summary = "Llama 3.1: wavelength-based blend of original and scaled";
  let description = [{
    The Llama 3.1 schedule (Hugging Face `rope_type = "llama3"`). With
    L = `original_max_position` and wavelength w_i = 2 pi / theta_i: pairs
    with w_i < L / high_freq_factor keep theta_i, pairs with
    w_i > L / low_freq_factor take theta_i / factor, and pairs between blend
    with weight s_i = (L / w_i - low_freq_factor) /
    (high_freq_factor - low_freq_factor):
    (1 - s_i) theta_i / factor + s_i theta_i. The defaults of `factor`,
    `low_freq_factor`, `high_freq_factor` and `original_max_position` are
    Llama 3.1's; `base` defaults to 10000 as everywhere (Hugging Face's
    default too), so give Llama 3.1's 500000 explicitly.

    ```mlir
    %f = rope.frequencies #rope.llama3<rotary_dim = 128, base = 500000.0>
           -> tensor<64xf64>
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base,
                        Rope_F64Parameter<"scaling factor s", "8.0">:$factor,
                        Rope_F64Parameter<"low frequency factor", "1.0">:$low_freq_factor,
                        Rope_F64Parameter<"high frequency factor", "4.0">:$high_freq_factor,
                        Rope_I64Parameter<"original context length L", "8192">:$original_max_position);
}

def Rope_LongRopeScheduleAttr : Rope_ScheduleAttr<"LongRopeSchedule",
    "longrope", ["usesSequenceLength", "computeAttentionFactor"]> {
  let summary = "LongRoPE: per-pair rescale factors, short or long";
  let description = [{
    LongRoPE (Ding et al. 2024; Phi-3; Hugging Face
    `rope_type = "longrope"`): theta_i = 1 / (ext_i * base^(2i/d)) with ext
    the `long_factor` list when the sequence length exceeds
    L = `original_max_position`, else the `short_factor` list (also when the
    sequence length is not given). Each list holds d/2 values.

    The attention factor is `attention_factor` if given, else
    sqrt(1 + ln(factor) / ln(L)) for factor > 1 (else 1), where `factor` is
    the context extension (max positions / L).

    ```mlir
    %f, %scale = rope.frequencies #rope.longrope<rotary_dim = 4,
                   short_factor = [1.0, 1.5], long_factor = [2.0, 8.0],
                   original_max_position = 4096, factor = 32.0>
                   (%seq_len : index) -> tensor<2xf64>, f32
    ```
  }];
  let parameters = (ins Rope_RotaryDimParameter:$rotary_dim,
                        Rope_BaseParameter:$base,
                        Rope_F64ArrayParameter<"per-pair factors up to L">:$short_factor,
                        Rope_F64ArrayParameter<"per-pair factors beyond L">:$long_factor,
                        AttrParameter<"int64_t", "original context length L">:$original_max_position,
                        Rope_F64Parameter<"context extension factor", "1.0">:$factor,
                        Rope_OptionalF64Parameter<"explicit attention factor">:$attention_factor);
}

def Rope_ProportionalScheduleAttr : Rope_ScheduleAttr<"ProportionalSchedule",
    "proportional", ["getRotaryDim"]> {
  let summary = "proportional partial rotary (Gemma 4): zero-padded schedule";
  let description = [{
    Proportional RoPE (Gemma 4's global attention; Hugging Face transformers
    5.x `rope_type = "proportional"`): the exponents run over the whole head,
    not over the rotated channels. With D = `head_dim`,
    p = `partial_rotary_factor` and k = floor(p * D / 2), pair i < k takes
    theta_i = base^(-2i/D) / factor and the remaining D/2 - k pairs take 0
    (they pass through unrotated). The schedule's rotary_dim is D: its
    frequency tensor holds D/2 values and a `half` rotation pairs channel i
    with channel i + D/2 across the whole head, as Hugging Face's
    `rotate_half` does. `partial_rotary_factor` defaults to 1.0 and `factor`
    to 1.0 (Hugging Face's defaults), with which the schedule is `default`
    with rotary_dim = D.

    ```mlir
    %f = rope.frequencies #rope.proportional<head_dim = 512,
           partial_rotary_factor = 0.25, base = 1000000.0> -> tensor<256xf64>
    ```
  }];
  let parameters = (ins AttrParameter<"int64_t", "channels of the head (D in the formula; the schedule's rotary_dim)">:$head_dim,
                        Rope_F64Parameter<"share p of the pairs that rotate, in (0, 1]", "1.0">:$partial_rotary_factor,
                        Rope_BaseParameter:$base,
                        Rope_F64Parameter<"divides every frequency", "1.0">:$factor);
}

#endif // ROPE_DIALECT_ROPE_IR_ROPEATTRIBUTES_TD
