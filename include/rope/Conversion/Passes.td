//===- Passes.td - Rope conversion passes ------------------*- tablegen -*-===//

#ifndef ROPE_CONVERSION_PASSES_TD
#define ROPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertRopeToLinalgPass : Pass<"rope-to-linalg"> {
  let summary = "Lower rope operations to linalg.generic and arith/math";
  let description = [{
    The reference lowering of the `rope` dialect:

    * `rope.frequencies` becomes an `arith.constant` holding the schedule's
      values (computed in float64, rounded once), and another for its
      attention factor. With a sequence length known only at run time,
      `dynamic_ntk` becomes a float64 `linalg.generic`
      (theta_i = default_i * exp(-2i/(d-2) * ln r)) and `longrope` an
      `arith.select` between its two folded lists.
    * `rope.rotate` becomes two `linalg.generic` ops: one computes cos and sin
      tables, one value per position and pair (`[seq, rotary_dim/2]` or
      `[batch, seq, rotary_dim/2]`), forming each angle in float64 and
      reducing it modulo 2*pi before taking cos and sin in f32 (multimodal
      `sections` gather each pair's position from its axis with
      `tensor.extract`; a `scale` multiplies both tables; rotations in one
      block with the same positions, frequencies, scale, sections and pair
      count, typically Q and K, share one table generic); the other
      rotates. When every channel rotates, the head is viewed
      (`tensor.expand_shape`) as [2, pairs] (`half`) or [pairs, 2]
      (`interleaved`) and the loops run over (..., k, i), pair i innermost:
      channel (k, i) reads its partner (1 - k, i) and table entry i, every
      access is contiguous (or of stride 2) along i and the sign of sin
      depends on k only, so the loop vectorizes; the result is collapsed
      back. Under partial rotary one generic runs over the whole input,
      reading each channel's partner (`interleaved`: c xor 1; `half`:
      (c + rotary_dim/2) mod rotary_dim) and pair through affine maps taken
      modulo rotary_dim and the number of pairs, so that channels
      rotary_dim..head_dim read in bounds; a select passes them through.
    * `rope.rotate_with_tables` becomes the second of these generics over the
      given tables.

    f16 and bf16 inputs are extended to f32 inside the generic and the result
    is rounded once.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // ROPE_CONVERSION_PASSES_TD
