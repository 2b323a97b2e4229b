// Every pass and pipeline of rope-mlir works under explicit nesting, as the
// C API and Python give pipelines, and a pipeline nested where it cannot run
// is a parse error, never an abort.
// RUN: rope-opt %s --pass-pipeline='builtin.module(rope-lower-to-llvm)' | FileCheck %s
// RUN: rope-opt %s --pass-pipeline='builtin.module(rope-lower-to-llvm{emit-c-interface=0})' | FileCheck %s --check-prefix=NOWRAP
// RUN: rope-opt %s --pass-pipeline='any(rope-lower-to-llvm)' | FileCheck %s
// RUN: not rope-opt %s --pass-pipeline='builtin.module(func.func(rope-lower-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NESTED --implicit-check-not="Stack dump" --implicit-check-not="PLEASE submit"
// RUN: rope-opt %s --pass-pipeline='builtin.module(func.func(rope-to-linalg,rope-decompose-aggregated-ops,rope-reshape-into-destination,rope-report-schedules,rope-fuse-attention{key-rotation=up_front}))' -o /dev/null
// RUN: not rope-opt %s --pass-pipeline='builtin.module(func.func(rope-check-lowered-to-llvm))' 2>&1 | FileCheck %s --check-prefix=CHECKNEST --implicit-check-not="Stack dump"

// CHECK: llvm.func @rotate(
// CHECK: llvm.func @_mlir_ciface_rotate(
// NOWRAP: llvm.func @rotate(
// NOWRAP-NOT: _mlir_ciface_
// NESTED: rope-lower-to-llvm runs on 'builtin.module', not on 'func.func'
// CHECKNEST: error: Can't add pass 'CheckLoweredToLLVMPass' restricted to 'builtin.module'
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
