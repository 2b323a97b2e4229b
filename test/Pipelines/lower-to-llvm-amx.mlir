// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=sapphirerapids num-threads=1" \
// RUN:   | FileCheck %s
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=sapphirerapids num-threads=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | clang --target=x86_64-unknown-linux-gnu -march=sapphirerapids -O2 -S -x ir - -o - \
// RUN:   | FileCheck %s --check-prefix=ASM
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=sapphirerapids num-threads=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | clang --target=x86_64-unknown-linux-gnu -march=sapphirerapids -O2 -c -x ir - -o %t.o

// amx ops lower to the x86 tile intrinsics in rope-lower-to-llvm (on any
// host: nothing here runs; test/Integration/CPU/amx-tiles.py runs it where
// the CPU has AMX). The function asks Linux for the tile data permission
// (rope-request-amx-permission) and returns status 3 when refused
// (rope-return-status); its tile code is a function of its own, so that
// the x86 backend's ldtilecfg and tilerelease run only after a granted
// request.

// CHECK-LABEL: llvm.func @tile_matmul(
// CHECK:   %[[STATE:.*]] = llvm.call @__rope_request_amx() : () -> i32
// CHECK:   %[[GRANTED:.*]] = llvm.icmp "eq" %[[STATE]]
// CHECK:   llvm.cond_br %[[GRANTED]], ^[[CALL:.*]], ^[[REFUSED:[a-z0-9]*]]
// CHECK: ^[[REFUSED]]:
// CHECK:   llvm.call @snprintf
// CHECK:   %[[CODE:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK:   llvm.call @__rope_check_failed(%[[CODE]])
// CHECK-NEXT: llvm.return
// CHECK: ^[[CALL]]:
// CHECK-NEXT: llvm.call @tile_matmul.amx(
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func internal @tile_matmul.amx(
// CHECK-SAME: no_inline
// CHECK-NOT: llvm.func
// CHECK: llvm.call_intrinsic "llvm.x86.tdpbf16ps.internal"
// CHECK-LABEL: llvm.func @_mlir_ciface_tile_matmul(
// CHECK: llvm.call @tile_matmul(
// CHECK: llvm.func weak_odr @__rope_request_amx() -> i32
// CHECK: llvm.func @_rope_checked_tile_matmul(

// ASM-LABEL: {{^}}tile_matmul:
// ASM-NOT: ldtilecfg
// ASM-NOT: tilerelease
// ASM: tile_matmul.amx
// ASM: .size tile_matmul,
// ASM-LABEL: tile_matmul.amx:
// ASM: ldtilecfg
// ASM: tdpbf16ps
// ASM: tilerelease
// ASM: .size tile_matmul.amx,

func.func @tile_matmul(%a: memref<16x32xbf16>, %b: memref<16x32xbf16>, %c: memref<16x16xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %acc = amx.tile_zero : !amx.tile<16x16xf32>
  %ta = amx.tile_load %a[%c0, %c0] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %tb = amx.tile_load %b[%c0, %c0] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %r = amx.tile_mulf %ta, %tb, %acc : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %c[%c0, %c0], %r : memref<16x16xf32>, !amx.tile<16x16xf32>
  return
}
