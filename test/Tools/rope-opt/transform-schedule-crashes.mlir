// Transform schedules that upstream MLIR 22 crashes on are errors in rope-opt,
// reported by rope-check-transform-schedules before the interpreter runs.
// RUN: not rope-opt %s -split-input-file -transform-interpreter 2>&1 | FileCheck %s --implicit-check-not="Stack dump" --implicit-check-not="PLEASE submit"
// RUN: not rope-opt %s -split-input-file -rope-check-transform-schedules 2>&1 | FileCheck %s

func.func @f(%q: tensor<64x32xf32>, %off: index, %f: tensor<16xf64>) -> tensor<64x32xf32> {
  %r = rope.rotate %q, %off, %f layout(half) : tensor<64x32xf32>, index, tensor<16xf64> -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.rotate"]} in %root : (!transform.any_op) -> !transform.any_op
    // CHECK: transform-schedule-crashes.mlir:[[@LINE+1]]:{{[0-9]+}}: error: all tile sizes are 0: upstream MLIR 22 crashes when this op is applied
    %t, %l = transform.structured.tile_using_forall %op tile_sizes [0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @g(%q: tensor<64x32xf32>, %off: index, %f: tensor<16xf64>) -> tensor<64x32xf32> {
  %r = rope.rotate %q, %off, %f layout(half) : tensor<64x32xf32>, index, tensor<16xf64> -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["rope.rotate"]} in %root : (!transform.any_op) -> !transform.any_op
    // CHECK: transform-schedule-crashes.mlir:[[@LINE+1]]:{{[0-9]+}}: error: tile sizes hold 1 dynamic marker(s) (-9223372036854775808) but the op has 0 dynamic size operand(s)
    %t, %l = transform.structured.tile_using_for %op tile_sizes [-9223372036854775808] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
