// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=sapphirerapids num-threads=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | clang --target=x86_64-unknown-linux-gnu -march=sapphirerapids -O3 -fPIC -S -x ir - -o - \
// RUN:   | FileCheck %s

// The run-time status is thread-local, reached through __tls_get_addr in a
// shared library. LLVM's x86 backend assumes that call keeps xmm16-31,
// while glibc's slow path (the first access after another library with TLS
// was loaded: realloc, memcpy) overwrites them. The status functions are
// therefore never inlined: _rope_checked_<name> calls rope_clear_error and
// rope_last_status, so that no AVX-512 register holds its arguments across
// a TLS access (inlined, the descriptors passed on the stack were kept in
// xmm16 and lost once enough compiled libraries were loaded).
// CHECK-LABEL: _rope_checked_many:
// CHECK-NOT: __tls_get_addr
// CHECK: call{{.*}}rope_clear_error
// CHECK-NOT: __tls_get_addr
// CHECK: {{call|jmp}}{{.*}}rope_last_status
// CHECK: .Lfunc_end
func.func @many(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>,
                %d: memref<?xf32>, %e: memref<?xf32>, %f: memref<?xf32>,
                %g: memref<?xf32>, %h: memref<?xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<?xf32>
  memref.store %x, %h[%c0] : memref<?xf32>
  return
}
