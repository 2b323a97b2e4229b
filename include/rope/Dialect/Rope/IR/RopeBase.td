//===- RopeBase.td - Rope dialect definition ---------------*- tablegen -*-===//
//
// The `rope` dialect: rotary position embedding as first-class IR.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_ROPE_IR_ROPEBASE_TD
#define ROPE_DIALECT_ROPE_IR_ROPEBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Rope_Dialect : Dialect {
  let name = "rope";
  let cppNamespace = "::mlir::rope";
  let summary = "Rotary position embedding (RoPE)";
  let description = [{
    The `rope` dialect expresses rotary position embedding as it appears in
    transformer attention: a frequency schedule (`rope.frequencies`) that
    produces the inverse frequency theta_i of every channel pair, and a
    rotation (`rope.rotate`, `rope.rotate_with_tables`) that turns pair i of
    the vector at position m by the angle m * theta_i:

    ```
    (a, b) -> (a * cos(m * theta_i) - b * sin(m * theta_i),
               a * sin(m * theta_i) + b * cos(m * theta_i))
    ```

    The pairing of channels is always explicit (`#rope.layout<interleaved>`
    pairs x[2i] with x[2i+1], `#rope.layout<half>` pairs x[i] with
    x[i + rotary_dim/2]), since mixing them up silently changes a model.
    Frequency schedules are attributes implementing
    `FrequencyScheduleAttrInterface`, so that new schedules slot in without
    changing the ops.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // Folding makes arith constants; tiling makes tensor slices.
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
  let extraClassDeclaration = [{
    /// Registers the attributes (defined next to their storage classes).
    void registerAttributes();
  }];
}

class Rope_Op<string mnemonic, list<Trait> traits = []>
    : Op<Rope_Dialect, mnemonic, traits>;

class Rope_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Rope_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

#endif // ROPE_DIALECT_ROPE_IR_ROPEBASE_TD
