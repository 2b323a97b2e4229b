// The ahead-of-time path as a C user takes it: rope-opt lowers this module,
// mlir-translate and clang build a shared library, and a plain C program
// (Inputs/aot_driver.c) calls its _mlir_ciface_ entry point with memref
// descriptors and checks the result against its own double-precision
// rotation.
// RUN: rope-opt %s --rope-lower-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O3 -shared -fPIC %t.ll -o %t.so -lm %openmp_link
// RUN: clang -O2 %S/Inputs/aot_driver.c %t.so -o %t.exe -lm %openmp_link
// RUN: %t.exe | FileCheck %s
// Both entry points write into the caller's buffer: no copy of the output.
// RUN: rope-opt %s --rope-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// LLVM-NOT: llvm.intr.memcpy
// LLVM-NOT: memrefCopy

// CHECK: rotated 5 x 6 (half, rotary_dim 4, offset 1000)
// CHECK: max abs error vs double precision: {{[0-9.e+-]+}}
// CHECK: rotated 5 x 6 (interleaved, rotary_dim 6, offset 1000)
// CHECK: max abs error vs double precision: {{[0-9.e+-]+}}
// CHECK: PASS
// CHECK-NOT: FAIL

// Positions offset .. offset + 4, base 10000, half layout, rotary_dim 4 of a
// head_dim 6: channels 4 and 5 pass through. The output is written into
// the caller's buffer (destination-passing style).
func.func @rotate(%x: memref<5x6xf32>, %out: memref<5x6xf32>, %offset: index) {
  %xt = bufferization.to_tensor %x restrict : memref<5x6xf32> to tensor<5x6xf32>
  %f = rope.frequencies #rope.default<rotary_dim = 4> -> tensor<2xf64>
  %r = rope.rotate %xt, %offset, %f layout(half) rotary_dim(4)
         : tensor<5x6xf32>, index, tensor<2xf64> -> tensor<5x6xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
    : (tensor<5x6xf32>, memref<5x6xf32>) -> ()
  return
}

// All channels, interleaved: the rotation runs on the head viewed as
// [3, 2], and rope-reshape-into-destination lets it write into %out.
func.func @rotate_full(%x: memref<5x6xf32>, %out: memref<5x6xf32>, %offset: index) {
  %xt = bufferization.to_tensor %x restrict : memref<5x6xf32> to tensor<5x6xf32>
  %f = rope.frequencies #rope.default<rotary_dim = 6> -> tensor<3xf64>
  %r = rope.rotate %xt, %offset, %f layout(interleaved)
         : tensor<5x6xf32>, index, tensor<3xf64> -> tensor<5x6xf32>
  bufferization.materialize_in_destination %r in restrict writable %out
    : (tensor<5x6xf32>, memref<5x6xf32>) -> ()
  return
}
