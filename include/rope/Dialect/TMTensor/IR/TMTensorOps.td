//===- TMTensorOps.td - torch-mlir's tm_tensor ops rope-mlir reads -*- tablegen -*-===//
//
// The part of torch-mlir's `tm_tensor` dialect that its linalg-on-tensors
// output contains for the models rope-mlir compiles, declared here with the
// same name, syntax and semantics so that rope-opt parses that output as
// torch-mlir prints it. `rope-lower-tm-tensor` rewrites the ops into
// upstream scf, tensor and linalg ops.
//
//===----------------------------------------------------------------------===//

#ifndef ROPE_DIALECT_TMTENSOR_IR_TMTENSOROPS
#define ROPE_DIALECT_TMTENSOR_IR_TMTENSOROPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::mlir::rope::tm_tensor";
  let summary = "torch-mlir's tm_tensor ops, as rope-mlir reads them";
  let description = [{
    torch-mlir's linalg-on-tensors output is upstream MLIR except for a few
    ops of its own `tm_tensor` dialect. One of them appears in the attention
    blocks of deployed models: `tm_tensor.scatter`, which is how torch-mlir
    writes `index_copy_` and `index_put_` (Hugging Face's static KV cache
    writes each step's keys and values into the cache with it).

    rope-mlir declares that op with torch-mlir's name, syntax and semantics,
    on tensors, so that `rope-opt` parses the exported graph unchanged, and
    `rope-lower-tm-tensor` (the first step of `rope-lower-to-llvm` and
    `rope-lower-to-nvvm`) rewrites it into upstream ops.

    Only `rope-opt` registers this dialect
    (`mlir::rope::registerTMTensorDialect`): a compiler that links
    torch-mlir registers torch-mlir's own `tm_tensor` instead, and
    `rope-lower-tm-tensor` rewrites the scatter of either, since it reads
    the op by name.
  }];
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<TMTensor_Dialect, mnemonic, traits>;

def TMTensor_ScatterOp : TMTensor_Op<"scatter", [AttrSizedOperandSegments,
    Pure, SingleBlockImplicitTerminator<"::mlir::rope::tm_tensor::YieldOp">]> {
  let summary = "writes slices of `updates` into `original` at `indices`";
  let description = [{
    `ins(%updates, %indices)` `outs(%original)`: for every update `n` (the
    first dimension of `%updates` and `%indices`) and every element `u` of
    its slice `%updates[n, ...]`, the element of `%original` at

    ```
    p[d]                  = u[d - (rank(original) - rank(updates) + 1)]
                            for the trailing dimensions d of the slice,
                            else 0
    p[dimension_map[c]]  += %indices[n, c]   for each index column c
    ```

    becomes the region applied to (the update's element, the original
    element): the region yields the new value (`tm_tensor.yield %upd` for
    a copy, an add for an accumulating `index_put_`). The result is
    `%original` with those elements replaced. Updates are applied in order
    of `n`; `unique_indices(true)` states that no two of them write the same
    element.

    `%indices` is `[N, depth]` of integers with a static depth;
    `dimension_map` names a distinct dimension of `%original` for each of
    its columns. The slice rank `rank(updates) - 1` is at most
    `rank(original)` and, with the depth, covers every dimension of
    `%original`; a slice dimension is at most the dimension of
    `%original` it writes. Indices outside `%original` are undefined
    behaviour, as in torch-mlir.

    ```mlir
    // Hugging Face's static cache: one token's 2 heads x 16 channels,
    // written element by element at (0, head, position, channel).
    %c = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>}
           unique_indices(true)
           ins(%upd, %idx : tensor<32x1x1x1x1xf32>, tensor<32x4xi64>)
           outs(%cache : tensor<1x2x128x16xf32>) {
         ^bb0(%new: f32, %old: f32):
           tm_tensor.yield %new : f32
         } -> tensor<1x2x128x16xf32>
    ```

    rope-mlir reads the op on tensors only; torch-mlir's linalg-on-tensors
    output never has it on memrefs.
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$inputs,
                       Variadic<AnyRankedTensor>:$outputs,
                       DenseI64ArrayAttr:$dimension_map,
                       DefaultValuedAttr<BoolAttr, "true">:$unique_indices);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
  let hasVerifier = 1;
}

def TMTensor_YieldOp : TMTensor_Op<"yield", [Pure, ReturnLike, Terminator,
    HasParent<"::mlir::rope::tm_tensor::ScatterOp">]> {
  let summary = "the value a tm_tensor.scatter region writes";
  let description = [{
    Ends the region of `tm_tensor.scatter` with the element to write.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif // ROPE_DIALECT_TMTENSOR_IR_TMTENSOROPS
