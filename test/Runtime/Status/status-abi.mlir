// The run-time status ABI (rope-c/Runtime.h) from C: a library compiled by
// rope-lower-to-llvm, linked into a C program (status-abi.c) that calls
// _rope_checked_rotate with good and bad sizes, from one thread and from
// two at once, and the C interface directly.
// RUN: rope-opt %s --rope-lower-to-llvm="num-threads=1" -o %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: clang -O2 -shared -fPIC -Wno-override-module -x ir %t.ll -o %t.so
// RUN: clang -O2 -I %rope_src_root/include %S/status-abi.c %t.so -lpthread -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
//
// The abort behaviour stays available: the same bad call kills the process
// after one line on stderr.
// RUN: rope-opt %s --rope-lower-to-llvm="num-threads=1 on-check-failure=abort" -o %t.abort.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.abort.mlir -o %t.abort.ll
// RUN: clang -O2 -shared -fPIC -Wno-override-module -x ir %t.abort.ll -o %t.abort.so
// RUN: clang -O2 -I %rope_src_root/include %S/status-abi.c %t.abort.so -lpthread -lm -o %t.abort.exe
// RUN: not --crash %t.abort.exe abort 2>&1 | FileCheck %s --check-prefix=ABORT

// CHECK: good call: status 0, no message, max error {{[0-9.e-]+}} within 1e-5
// CHECK: bad call: status 1 (ROPE_STATUS_SIZE_MISMATCH)
// CHECK-NEXT: message: rope.rotate at {{.*}}status-abi.mlir:[[@LINE+14]]:8: runtime check failed: positions cover 3 positions (dimension 0) but the input's sequence dimension (1) has 5
// CHECK-NEXT: result descriptor: null
// CHECK: after rope_clear_error: status 0, message null
// CHECK: direct C interface: status 1 kept until cleared, then 0
// CHECK: good call after 100 bad ones: status 0, max error {{[0-9.e-]+}} within 1e-5
// CHECK: threads: 2000 bad calls each saw status 1, 2000 good calls each saw status 0 and the right values
// CHECK: overflow: status 2 (ROPE_STATUS_OVERFLOW): rope.rotate at {{.*}}: runtime check failed: start offset 9223372036854775807 + sequence length 5 - 1 overflows int64
// CHECK: PASS

// ABORT: rope.rotate at {{.*}}status-abi.mlir:{{[0-9]+}}:8: runtime check failed: positions cover 3 positions (dimension 0) but the input's sequence dimension (1) has 5
// ABORT-NOT: status

func.func @rotate(%x: tensor<?x?x8xf32>, %p: tensor<?xi64>) -> tensor<?x?x8xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %r = rope.rotate %x, %p, %f layout(half) : tensor<?x?x8xf32>, tensor<?xi64>, tensor<4xf64> -> tensor<?x?x8xf32>
  return %r : tensor<?x?x8xf32>
}

func.func @rotate_offset(%x: tensor<?x?x8xf32>, %off: i64) -> tensor<?x?x8xf32> attributes {llvm.emit_c_interface} {
  %f = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
  %r = rope.rotate %x, %off, %f layout(half) : tensor<?x?x8xf32>, i64, tensor<4xf64> -> tensor<?x?x8xf32>
  return %r : tensor<?x?x8xf32>
}
