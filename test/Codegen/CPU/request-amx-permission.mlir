// RUN: rope-opt %s --rope-request-amx-permission | FileCheck %s
// RUN: rope-opt %s --rope-request-amx-permission=on-failure=abort | FileCheck %s --check-prefix=ABORT
// RUN: rope-opt %s --rope-request-amx-permission --rope-return-status | FileCheck %s --check-prefix=RETURN
//
// A second run changes nothing.
// RUN: rope-opt %s --rope-request-amx-permission -o %t.once.mlir
// RUN: rope-opt %t.once.mlir --rope-request-amx-permission -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

// The process-wide answer and the functions the request calls.
// CHECK-DAG: llvm.mlir.global weak_odr @__rope_amx_state(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-DAG: llvm.func @syscall(i64, ...) -> i64
// CHECK-DAG: llvm.func @__errno_location() -> !llvm.ptr
// CHECK-DAG: llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32

// A function with tile intrinsics asks first; refused, it writes its
// message and fails with ROPE_STATUS_UNSUPPORTED_CPU (3) in a block of its
// own. Its tile code moves into a function that only a granted request
// calls.
// CHECK-LABEL: llvm.func @tiles(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr)
// CHECK-NEXT: %[[STATE:.*]] = llvm.call @__rope_request_amx() : () -> i32
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[GRANTED:.*]] = llvm.icmp "eq" %[[STATE]], %[[ONE]] : i32
// CHECK-NEXT: llvm.cond_br %[[GRANTED]], ^[[CALL:bb[0-9]+]], ^[[REFUSED:bb[0-9]+]]
// CHECK-NEXT: ^[[REFUSED]]:
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[ERRNO:.*]] = llvm.sub %[[ZERO]], %[[STATE]] : i32
// CHECK-NEXT: %[[FORMAT:.*]] = llvm.mlir.addressof @[[MESSAGE:rope_amx_message[_0-9]*]] : !llvm.ptr
// CHECK-NEXT: %[[CAPACITY:.*]] = llvm.mlir.constant(1024 : i64) : i64
// CHECK-NEXT: %[[BUFFER:.*]] = llvm.mlir.addressof @__rope_message : !llvm.ptr
// CHECK-NEXT: llvm.call @snprintf(%[[BUFFER]], %[[CAPACITY]], %[[FORMAT]], %[[ERRNO]])
// CHECK-NEXT: %[[CODE:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: llvm.call @__rope_check_failed(%[[CODE]]) : (i32) -> ()
// CHECK-NEXT: llvm.br ^[[CALL]]
// CHECK-NEXT: ^[[CALL]]:
// CHECK-NEXT: llvm.call @tiles.amx(%[[P]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func internal @tiles.amx(%{{.*}}: !llvm.ptr) attributes {no_inline} {
// CHECK: llvm.call_intrinsic "llvm.x86.tilezero.internal"
// CHECK: llvm.call_intrinsic "llvm.x86.tilestored64.internal"
llvm.func @tiles(%p: !llvm.ptr) {
  %rows = llvm.mlir.constant(16 : i16) : i16
  %bytes = llvm.mlir.constant(64 : i16) : i16
  %stride = llvm.mlir.constant(64 : i64) : i64
  %t = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%rows, %bytes) : (i16, i16) -> !llvm.x86_amx
  llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%rows, %bytes, %p, %stride, %t) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
  llvm.return
}

// A tile product (llvm.x86.tdp*) inside a loop, in a function with a
// result: the call returns the body's result.
// CHECK-LABEL: llvm.func @product(
// CHECK: llvm.call @__rope_request_amx()
// CHECK: %[[R:.*]] = llvm.call @product.amx(%{{.*}}, %{{.*}}) : (!llvm.ptr, i64) -> i64
// CHECK-NEXT: llvm.return %[[R]] : i64
// CHECK-LABEL: llvm.func internal @product.amx(
// CHECK: ^bb1(
// CHECK: llvm.call_intrinsic "llvm.x86.tdpbf16ps.internal"
llvm.func @product(%p: !llvm.ptr, %n: i64) -> i64 {
  %rows = llvm.mlir.constant(16 : i16) : i16
  %bytes = llvm.mlir.constant(64 : i16) : i16
  %stride = llvm.mlir.constant(64 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%zero : i64)
^loop(%i: i64):
  %a = llvm.call_intrinsic "llvm.x86.tileloadd64.internal"(%rows, %bytes, %p, %stride) : (i16, i16, !llvm.ptr, i64) -> !llvm.x86_amx
  %c = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%rows, %bytes) : (i16, i16) -> !llvm.x86_amx
  %r = llvm.call_intrinsic "llvm.x86.tdpbf16ps.internal"(%rows, %bytes, %bytes, %c, %a, %a) : (i16, i16, i16, !llvm.x86_amx, !llvm.x86_amx, !llvm.x86_amx) -> !llvm.x86_amx
  llvm.call_intrinsic "llvm.x86.tilestored64.internal"(%rows, %bytes, %p, %stride, %r) : (i16, i16, !llvm.ptr, i64, !llvm.x86_amx) -> ()
  %next = llvm.add %i, %one : i64
  %more = llvm.icmp "slt" %next, %n : i64
  llvm.cond_br %more, ^loop(%next : i64), ^done
^done:
  llvm.return %n : i64
}

// Functions without tile intrinsics, other x86 intrinsics among them, and
// declarations are left alone.
// CHECK-LABEL: llvm.func @no_tiles(
// CHECK-NEXT: llvm.call_intrinsic "llvm.x86.rdtsc"
// CHECK-NEXT: llvm.return
llvm.func @no_tiles() -> i64 {
  %t = llvm.call_intrinsic "llvm.x86.rdtsc"() : () -> i64
  llvm.return %t : i64
}
// CHECK: llvm.func @declared(!llvm.ptr)
llvm.func @declared(!llvm.ptr)

// The request, defined once per module, weak_odr: it asks Linux once per
// process, arch_prctl (158) ARCH_REQ_XCOMP_PERM (0x1023 = 4131)
// XFEATURE_XTILEDATA (18), and keeps the answer, 1 or -errno, in the
// process-wide state with relaxed atomics.
// CHECK-LABEL: llvm.func weak_odr @__rope_request_amx() -> i32 attributes {no_inline} {
// CHECK-NEXT: %[[ADDR:.*]] = llvm.mlir.addressof @__rope_amx_state : !llvm.ptr
// CHECK-NEXT: %[[KNOWN:.*]] = llvm.load %[[ADDR]] atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK:      %[[UNKNOWN:.*]] = llvm.icmp "eq" %[[KNOWN]], %{{.*}} : i32
// CHECK-NEXT: llvm.cond_br %[[UNKNOWN]], ^[[ASK:bb[0-9]+]], ^[[DONE:bb[0-9]+]](%[[KNOWN]] : i32)
// CHECK-NEXT: ^[[ASK]]:
// CHECK-NEXT: %[[NR:.*]] = llvm.mlir.constant(158 : i64) : i64
// CHECK-NEXT: %[[OPTION:.*]] = llvm.mlir.constant(4131 : i64) : i64
// CHECK-NEXT: %[[FEATURE:.*]] = llvm.mlir.constant(18 : i64) : i64
// CHECK-NEXT: %[[RESULT:.*]] = llvm.call @syscall(%[[NR]], %[[OPTION]], %[[FEATURE]]) vararg(!llvm.func<i64 (i64, ...)>) : (i64, i64, i64) -> i64
// CHECK:      llvm.icmp "eq" %[[RESULT]], %{{.*}} : i64
// CHECK:      llvm.cond_br %{{.*}}, ^[[RECORD:bb[0-9]+]](%{{.*}} : i32), ^[[FAILED:bb[0-9]+]]
// CHECK-NEXT: ^[[FAILED]]:
// CHECK-NEXT: %[[WHERE:.*]] = llvm.call @__errno_location() : () -> !llvm.ptr
// CHECK-NEXT: %[[ERRNO:.*]] = llvm.load %[[WHERE]] : !llvm.ptr -> i32
// CHECK:      %[[NEGATED:.*]] = llvm.sub %{{.*}}, %[[ERRNO]] : i32
// CHECK-NEXT: llvm.br ^[[RECORD]](%[[NEGATED]] : i32)
// CHECK-NEXT: ^[[RECORD]](%[[ANSWER:.*]]: i32):
// CHECK-NEXT: llvm.store %[[ANSWER]], %[[ADDR]] atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.br ^[[DONE]](%[[ANSWER]] : i32)
// CHECK-NEXT: ^[[DONE]](%[[STATE:.*]]: i32):
// CHECK-NEXT: llvm.return %[[STATE]] : i32

// CHECK: llvm.mlir.global internal constant @[[MESSAGE]]("rope: @tiles runs on AMX tiles, but Linux refused the tile data permission (arch_prctl ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA): errno %d; compile for a target without AMX (-amx-bf16 in target-features) to run without tiles\00")
// CHECK: llvm.mlir.global internal constant @{{.*}}("rope: @product runs on AMX tiles

// on-failure=abort: the message goes to stderr, then abort().
// ABORT-LABEL: llvm.func @tiles(
// ABORT: %[[FD:.*]] = llvm.mlir.constant(2 : i32) : i32
// ABORT-NEXT: llvm.call @dprintf(%[[FD]], %{{.*}}, %{{.*}}) vararg(!llvm.func<i32 (i32, ptr, ...)>)
// ABORT-NEXT: llvm.call @abort() : () -> ()
// ABORT-NEXT: llvm.unreachable
// ABORT-NOT: __rope_check_failed
// ABORT: ("rope: @tiles runs on AMX tiles, {{.*}} to run without tiles\0A\00")

// rope-return-status returns right after the failure.
// RETURN-LABEL: llvm.func @tiles(
// RETURN: llvm.cond_br %{{.*}}, ^[[CALL:bb[0-9]+]], ^[[REFUSED:bb[0-9]+]]
// RETURN: llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// RETURN-NEXT: llvm.return
// RETURN-NEXT: ^[[CALL]]:
// RETURN-LABEL: llvm.func @product(
// RETURN: llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// RETURN-NEXT: %[[Z:.*]] = llvm.mlir.zero : i64
// RETURN-NEXT: llvm.return %[[Z]] : i64
