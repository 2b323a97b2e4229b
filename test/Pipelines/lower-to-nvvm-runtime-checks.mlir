// rope-lower-to-nvvm checks on the host, before the kernel, what the
// verifier could not: here that the positions cover the sequence. The check
// reads sizes only (buffer metadata), never GPU memory. By default a failed
// check records its message and status and the host function returns before
// the launch (rope-c/Runtime.h); on-check-failure=abort prints and aborts.
// REQUIRES: cuda
// RUN: rope-opt %s --rope-lower-to-nvvm | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-nvvm="on-check-failure=abort" | FileCheck %s --check-prefix=ABORT
// RUN: rope-opt %s --rope-lower-to-nvvm="runtime-checks=0" | FileCheck %s --check-prefix=OFF
// CHECK-LABEL: llvm.func @dynamic(
// CHECK: llvm.call @snprintf
// CHECK-NEXT: llvm.call @__rope_check_failed
// CHECK-NEXT: llvm.return %{{.*}} : !llvm.struct
// CHECK: gpu.launch_func
// CHECK-DAG: llvm.mlir.global internal constant @rope_check_message("rope.rotate at {{.*}}lower-to-nvvm-runtime-checks.mlir:{{[0-9]+}}:8: runtime check failed: positions cover
// CHECK-DAG: llvm.func weak_odr @rope_last_error()
// ABORT-LABEL: llvm.func @dynamic(
// ABORT: llvm.call @dprintf
// ABORT: llvm.call @abort()
// ABORT: gpu.launch_func
// OFF-LABEL: llvm.func @dynamic(
// OFF-NOT: @abort
// OFF-NOT: @__rope_check_failed
// OFF: gpu.launch_func
func.func @dynamic(%x: tensor<?x4x?x64xf32>, %pos: tensor<?xi64>,
                   %f: tensor<32xf32>) -> tensor<?x4x?x64xf32> {
  %r = rope.rotate %x, %pos, %f layout(half)
      : tensor<?x4x?x64xf32>, tensor<?xi64>, tensor<32xf32> -> tensor<?x4x?x64xf32>
  return %r : tensor<?x4x?x64xf32>
}
