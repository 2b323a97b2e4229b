// rope-mlir as a CMake package: install it, build an outside project with
// find_package(RopeMLIR), and run this file through that project's own
// pass manager with rope-mlir's dialect and passes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cmake --install %rope_obj_root --prefix %t/prefix > %t/install.log
// RUN: %cmake -G Ninja -S %S/consumer -B %t/build -DCMAKE_CXX_COMPILER=%cxx_compiler -DRopeMLIR_DIR=%t/prefix/lib/cmake/rope-mlir > %t/configure.log
// RUN: %cmake --build %t/build > %t/build.log
// RUN: %t/build/rope-consumer %s "rope-report-schedules,canonicalize,rope-to-linalg" 2>&1 | FileCheck %s

// The installed rope-opt works too.
// RUN: %t/prefix/bin/rope-opt %s --canonicalize | FileCheck %s --check-prefix=TOOL

// CHECK: remark: schedule #rope.default<rotary_dim = 4, base = 1.000000e+02>
// CHECK-LABEL: func.func @rotate
// CHECK: arith.constant dense<[1.000000e+00, 1.000000e-01]> : tensor<2xf64>
// CHECK: linalg.generic
// CHECK-NOT: rope.
// TOOL: rope.rotate %{{.*}}, %{{.*}}, %{{.*}} layout(half)
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
