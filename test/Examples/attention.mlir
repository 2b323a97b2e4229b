// The README's main job: examples/attention.mlir compiled through rope-opt to
// a shared library, run, and checked against the float64 numpy reference.
// RUN: %python %rope_src_root/examples/run_attention.py | FileCheck %s
// CHECK: rope-fuse-attention: fused into rope.attention: QK^T as linalg.batch_matmul
// CHECK: rope-fuse-attention: keys rotated
// CHECK: compiled examples/attention.mlir with rope-opt --rope-lower-to-llvm
// CHECK: PASS: compiled attention matches the reference

// The example lowers to rope-free linalg on tensors, then to LLVM.
// RUN: rope-opt %rope_src_root/examples/attention.mlir -rope-to-linalg | FileCheck %s --check-prefix=LINALG
// LINALG-NOT: rope.
// LINALG: linalg.batch_matmul
// LINALG: linalg.softmax
// RUN: rope-opt %rope_src_root/examples/attention.mlir -rope-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// LLVM: llvm.func @_mlir_ciface_attention
