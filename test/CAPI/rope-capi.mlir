// rope-mlir through its C API (libRopeMLIR-C.so): a C program loads the
// dialect by handle, parses this file and runs a pipeline of rope passes.
// RUN: rope-capi-test %s "builtin.module(canonicalize,rope-to-linalg)" | FileCheck %s
// RUN: not rope-capi-test %s "builtin.module(no-such-pass)" 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: null registry: ignored
// CHECK: loaded dialect: rope
// CHECK-LABEL: func.func @rotate
// CHECK: arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK: linalg.generic
// CHECK-NOT: rope.
// BAD: 'no-such-pass' does not refer to a registered pass or pass pipeline
// BAD: pipeline failed
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
