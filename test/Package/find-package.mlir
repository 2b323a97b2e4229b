// rope-mlir as an installed package, used the ways docs/Integrating.md
// shows: install into a fresh prefix, then build and run each snippet of
// that page (and the README's CMake recipe, which must be the page's) with
// nothing but CMAKE_PREFIX_PATH pointing at the prefix.
// RUN: rm -rf %t && mkdir -p %t/cpp %t/c %t/old
// RUN: %cmake --install %rope_obj_root --prefix %t/prefix > %t/install.log
// RUN: find %t/prefix -type d -empty | count 0
// RUN: %python %snippet %rope_src_root/README.md CMakeLists.txt > %t/cpp/CMakeLists.txt
// RUN: %python %snippet %rope_src_root/docs/Integrating.md CMakeLists.txt | diff %t/cpp/CMakeLists.txt -
// RUN: %python %snippet %rope_src_root/docs/Integrating.md main.cpp > %t/cpp/main.cpp
// RUN: %cmake -G Ninja -S %t/cpp -B %t/cpp/build -DCMAKE_CXX_COMPILER=%cxx_compiler -DCMAKE_PREFIX_PATH=%t/prefix > %t/cpp-configure.log
// RUN: %cmake --build %t/cpp/build > %t/cpp-build.log
// RUN: %t/cpp/build/my-compiler %s "rope-report-schedules,rope-to-linalg" 2>&1 | FileCheck %s

// The consumer registers rope-mlir's entry points alone: the passes that
// load linalg's tiling models and the LLVM conversions find them.
// RUN: %t/cpp/build/my-compiler %rope_src_root/examples/attention.mlir rope-vectorize-elementwise | FileCheck %s --check-prefix=VECTOR
// RUN: %t/cpp/build/my-compiler %rope_src_root/examples/attention.mlir rope-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// Another minor version is refused, by the version file.
// RUN: sed 's/RopeMLIR 0.2 /RopeMLIR 0.1 /' %t/cpp/CMakeLists.txt > %t/old/CMakeLists.txt
// RUN: cp %t/cpp/main.cpp %t/old/
// RUN: not %cmake -G Ninja -S %t/old -B %t/old/build -DCMAKE_CXX_COMPILER=%cxx_compiler -DCMAKE_PREFIX_PATH=%t/prefix > %t/old.log 2>&1
// RUN: FileCheck %s --check-prefix=OLD < %t/old.log

// C: the C API's snippet against the installed libRopeMLIR-C.so.
// RUN: %python %snippet %rope_src_root/docs/Integrating.md main.c > %t/c/main.c
// RUN: %python %snippet %rope_src_root/docs/Integrating.md c/CMakeLists.txt > %t/c/CMakeLists.txt
// RUN: %cmake -G Ninja -S %t/c -B %t/c/build -DCMAKE_C_COMPILER=%c_compiler -DCMAKE_CXX_COMPILER=%cxx_compiler -DCMAKE_PREFIX_PATH=%t/prefix > %t/c-configure.log
// RUN: %cmake --build %t/c/build > %t/c-build.log
// RUN: %t/c/build/my-c-tool | FileCheck %s --check-prefix=CAPI

// Python: the snippet through the installed libRopeMLIR-C.so.
// RUN: %python %snippet %rope_src_root/docs/Integrating.md fuse.py > %t/fuse.py
// RUN: cd %rope_src_root && env ROPE_MLIR_C_LIBRARY=%t/prefix/lib/libRopeMLIR-C.so %python %t/fuse.py | FileCheck %s --check-prefix=PY

// The plugin snippet with the installed plugin, under upstream mlir-opt.
// RUN: %python %snippet %rope_src_root/docs/Integrating.md mlir-opt.sh mlir-opt-22=%llvm_tools_dir/mlir-opt PREFIX=%t/prefix model.mlir=%rope_src_root/examples/attention.mlir > %t/mlir-opt.sh
// RUN: sh %t/mlir-opt.sh | FileCheck %s --check-prefix=PLUGIN

// The installed rope-opt works too, and names its version.
// RUN: %t/prefix/bin/rope-opt %s --canonicalize | FileCheck %s --check-prefix=TOOL
// RUN: %t/prefix/bin/rope-opt --version | FileCheck %s --check-prefix=VERSION

// CHECK: remark: schedule #rope.default<rotary_dim = 4, base = 1.000000e+02>
// CHECK-LABEL: func.func @rotate
// CHECK: linalg.generic
// CHECK-NOT: rope.
// VECTOR-LABEL: func.func @attention
// VECTOR: vector.
// LLVM: llvm.func @attention
// LLVM-NOT: rope.
// LLVM-NOT: linalg.
// OLD: compatible with requested version "0.1"
// OLD: RopeMLIR/RopeMLIRConfig.cmake, version: 0.2.0
// CAPI: func.func @rotate
// CAPI: linalg.generic
// CAPI-NOT: rope.
// PY: rope-mlir 0.2.0
// PY: rope.attention
// PY: remark: fused into rope.attention
// PY: remark: keys rotated
// PLUGIN: llvm.func @attention
// PLUGIN-NOT: rope.
// TOOL: rope.rotate %{{.*}}, %{{.*}}, %{{.*}} layout(half)
// VERSION: rope-mlir version 0.2.0
func.func @rotate(%q: tensor<3x4xf32>, %off: index) -> tensor<3x4xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 4, base = 100.0> -> tensor<2xf64>
  %r = rope.rotate %q, %off, %f layout(half) : tensor<3x4xf32>, index, tensor<2xf64> -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
