// Bad input gives a located diagnostic and a non-zero exit, never a crash.
// RUN: not rope-opt %s -split-input-file 2>&1 | FileCheck %s --implicit-check-not="Stack dump" --implicit-check-not="PLEASE submit"
// RUN: not rope-opt %s -split-input-file -rope-lower-to-llvm 2>&1 | FileCheck %s --implicit-check-not="Stack dump" --implicit-check-not="PLEASE submit"

// CHECK: bad-input.mlir:[[@LINE+2]]:{{[0-9]+}}: error: expected ':'
func.func @truncated(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  %0 = rope.rotate %q, %p, %f layout(half)
}

// -----

// CHECK: bad-input.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected SSA operand
%0 = rope.rotate

// -----

// CHECK: bad-input.mlir:[[@LINE+1]]:{{[0-9]+}}: error: rotary_dim 4611686018427387904 exceeds the supported maximum 1048576
%f = rope.frequencies #rope.default<rotary_dim = 4611686018427387904> -> tensor<2305843009213693952xf32>

// -----

// CHECK: bad-input.mlir:[[@LINE+1]]:{{[0-9]+}}: error: integer value too large
%f = rope.frequencies #rope.default<rotary_dim = 99999999999999999999999> -> tensor<4xf32>

// -----

func.func @absurd_rotary_dim(%q: tensor<7x8xf32>, %p: tensor<7xi64>, %f: tensor<4xf32>) -> tensor<7x8xf32> {
  // CHECK: bad-input.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'rope.rotate' op rotary_dim must be positive, got -9223372036854775808
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(-9223372036854775808) : tensor<7x8xf32>, tensor<7xi64>, tensor<4xf32> -> tensor<7x8xf32>
  return %0 : tensor<7x8xf32>
}

// -----

// CHECK: bad-input.mlir:[[@LINE+1]]:{{[0-9]+}}: error: unknown attribute `no_such_schedule` in dialect `rope`
%f = rope.frequencies #rope.no_such_schedule<rotary_dim = 8> -> tensor<4xf32>

// -----

// CHECK: bad-input.mlir:[[@LINE+1]]:{{[0-9]+}}: error: invalid properties {schedule = #rope.layout<half>} for op rope.frequencies
%f = "rope.frequencies"() <{schedule = #rope.layout<half>}> : () -> tensor<4xf32>
