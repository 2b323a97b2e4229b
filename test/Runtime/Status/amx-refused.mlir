// A function on AMX tiles in a process that Linux refuses the tile data
// permission: amx-refused.c installs a seccomp filter that fails
// arch_prctl(ARCH_REQ_XCOMP_PERM) with EPERM, then calls @tile_matmul
// twice. Each call returns ROPE_STATUS_UNSUPPORTED_CPU with a message that
// names the function and the errno, runs no tile instruction (the process
// would die of SIGILL) and leaves the output alone; @scale, without tiles,
// still works. The library is compiled for x86-64 with AMX only, so the
// refused path runs on any x86-64 host.
// RUN: rope-opt %s --rope-lower-to-llvm="num-threads=1 target-cpu=x86-64 target-features=+amx-tile,+amx-bf16" -o %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: clang -O2 -shared -fPIC -Wno-override-module -x ir %t.ll -o %t.so
// RUN: clang -O2 -I %rope_src_root/include %S/amx-refused.c %t.so -o %t.exe
// RUN: %t.exe | FileCheck %s
//
// With on-check-failure=abort the refusal prints the message and aborts.
// RUN: rope-opt %s --rope-lower-to-llvm="num-threads=1 target-cpu=x86-64 target-features=+amx-tile,+amx-bf16 on-check-failure=abort" -o %t.abort.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.abort.mlir -o %t.abort.ll
// RUN: clang -O2 -shared -fPIC -Wno-override-module -x ir %t.abort.ll -o %t.abort.so
// RUN: clang -O2 -I %rope_src_root/include %S/amx-refused.c %t.abort.so -o %t.abort.exe
// RUN: not --crash %t.abort.exe 2>&1 | FileCheck %s --check-prefix=ABORT

// CHECK: filter: arch_prctl(ARCH_REQ_XCOMP_PERM) gives -1, errno 1
// CHECK-NEXT: call 1: status 3 (ROPE_STATUS_UNSUPPORTED_CPU)
// CHECK-NEXT: message: rope: @tile_matmul runs on AMX tiles, but Linux refused the tile data permission (arch_prctl ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA): errno 1; compile for a target without AMX (-amx-bf16 in target-features) to run without tiles
// CHECK-NEXT: call 2: status 3 (ROPE_STATUS_UNSUPPORTED_CPU)
// CHECK-NEXT: message: rope: @tile_matmul runs on AMX tiles, but Linux refused {{.*}}: errno 1;
// CHECK-NEXT: output: untouched
// CHECK-NEXT: function without tiles: status 0, c[0] = 84
// CHECK-NEXT: PASS

// ABORT: filter: arch_prctl(ARCH_REQ_XCOMP_PERM) gives -1, errno 1
// ABORT: rope: @tile_matmul runs on AMX tiles, but Linux refused {{.*}}: errno 1;
// ABORT-NOT: call 1

func.func @tile_matmul(%a: memref<16x32xbf16>, %b: memref<16x32xbf16>, %c: memref<16x16xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %acc = amx.tile_load %c[%c0, %c0] : memref<16x16xf32> into !amx.tile<16x16xf32>
  %ta = amx.tile_load %a[%c0, %c0] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %tb = amx.tile_load %b[%c0, %c0] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %r = amx.tile_mulf %ta, %tb, %acc : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %c[%c0, %c0], %r : memref<16x16xf32>, !amx.tile<16x16xf32>
  return
}

func.func @scale(%c: memref<16x16xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %x = memref.load %c[%i, %j] : memref<16x16xf32>
      %y = arith.mulf %x, %two : f32
      memref.store %y, %c[%i, %j] : memref<16x16xf32>
    }
  }
  return
}
