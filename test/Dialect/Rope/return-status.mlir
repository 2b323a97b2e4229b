// RUN: rope-opt %s -rope-return-status -split-input-file -verify-diagnostics | FileCheck %s

// A failed check (the call to __rope_check_failed) returns from its
// function: the rest of the failure block is cut off, and a function with a
// result returns zeros (a null memref descriptor). The module gets
// rope_last_error, rope_last_status and rope_clear_error.
// CHECK-LABEL: llvm.func @guarded(
// CHECK-SAME: %[[BAD:[^:]*]]: i1
// CHECK:   llvm.cond_br %[[BAD]], ^[[FAIL:.*]], ^[[OK:.*]]
// CHECK: ^[[FAIL]]:
// CHECK:   llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.zero : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.return %[[ZERO]] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: ^[[OK]]:
// CHECK:   llvm.call @work()
// CHECK:   llvm.return %{{.*}} : !llvm.struct<(ptr, ptr, i64)>
// CHECK-LABEL: llvm.func @no_result(
// CHECK:   llvm.call @__rope_check_failed
// CHECK-NEXT: llvm.return{{$}}
// CHECK-LABEL: llvm.func weak_odr @rope_last_error() -> !llvm.ptr attributes {no_inline} {
// CHECK:   %[[S:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:   %[[OKS:.*]] = llvm.icmp "eq" %[[S]], %{{.*}} : i32
// CHECK:   %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:   %[[MSG:.*]] = llvm.mlir.addressof @__rope_message : !llvm.ptr
// CHECK:   %[[R:.*]] = llvm.select %[[OKS]], %[[NULL]], %[[MSG]] : i1, !llvm.ptr
// CHECK:   llvm.return %[[R]] : !llvm.ptr
// CHECK-LABEL: llvm.func weak_odr @rope_last_status() -> i32 attributes {no_inline} {
// CHECK-LABEL: llvm.func weak_odr @rope_clear_error() attributes {no_inline} {
// CHECK:   llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr
llvm.mlir.global weak_odr thread_local @__rope_status() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.zero : i32
  llvm.return %0 : i32
}
llvm.func weak_odr @__rope_check_failed(%arg0: i32) {
  %0 = llvm.mlir.addressof @__rope_status : !llvm.ptr
  llvm.store %arg0, %0 : i32, !llvm.ptr
  llvm.return
}
llvm.func @work()
llvm.func @guarded(%bad: i1, %d: !llvm.struct<(ptr, ptr, i64)>) -> !llvm.struct<(ptr, ptr, i64)> {
  llvm.cond_br %bad, ^fail, ^ok
^fail:
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @__rope_check_failed(%c1) : (i32) -> ()
  llvm.br ^ok
^ok:
  llvm.call @work() : () -> ()
  llvm.return %d : !llvm.struct<(ptr, ptr, i64)>
}
llvm.func @no_result(%bad: i1) {
  llvm.cond_br %bad, ^fail, ^ok
^fail:
  %c2 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @__rope_check_failed(%c2) : (i32) -> ()
  llvm.br ^ok
^ok:
  llvm.call @work() : () -> ()
  llvm.return
}

// -----

// A C interface returning void gets _rope_checked_<name>: it clears the
// status, calls the C interface with its own arguments and returns the
// status. One returning a value (a scalar result) gets none.
// CHECK-LABEL: llvm.func @_mlir_ciface_f(
// CHECK: llvm.func @_rope_checked_f(%[[A0:.*]]: !llvm.ptr, %[[A1:.*]]: i64) -> i32 {
// CHECK-NEXT:   llvm.call @rope_clear_error() : () -> ()
// CHECK-NEXT:   llvm.call @_mlir_ciface_f(%[[A0]], %[[A1]]) : (!llvm.ptr, i64) -> ()
// CHECK-NEXT:   %[[S:.*]] = llvm.call @rope_last_status() : () -> i32
// CHECK-NEXT:   llvm.return %[[S]] : i32
// CHECK-NOT: @_rope_checked_g
llvm.func @_mlir_ciface_f(%out: !llvm.ptr, %n: i64) {
  llvm.return
}
llvm.func @_mlir_ciface_g() -> f32 {
  %0 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %0 : f32
}

// -----

// A failed check inside another op's region (no return possible there)
// records its message and aborts.
// CHECK-LABEL: llvm.func @nested(
// CHECK: omp.parallel {
// CHECK:   llvm.call @__rope_check_failed(%{{.*}}) : (i32) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
llvm.func weak_odr @__rope_check_failed(%arg0: i32) {
  llvm.return
}
llvm.func @nested() {
  omp.parallel {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.call @__rope_check_failed(%c1) : (i32) -> ()
    omp.terminator
  }
  llvm.return
}

// -----

// A status entry point's name taken by something else is an error.
llvm.func @_mlir_ciface_h() {
  llvm.return
}
// expected-error @+1 {{@_rope_checked_h is reserved for the status-returning entry point of @h}}
llvm.mlir.global internal @_rope_checked_h(0 : i32) {addr_space = 0 : i32} : i32

// -----

// Two checks of one condition in one block (canonicalization merges scf.ifs
// on the same condition): the first one returns, the second is cut off with
// the rest of the block.
// CHECK-LABEL: llvm.func @merged(
// CHECK:   %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   llvm.call @__rope_check_failed(%[[ONE]]) : (i32) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NOT: llvm.call @__rope_check_failed
// CHECK: ^
llvm.func weak_odr @__rope_check_failed(%arg0: i32) {
  llvm.return
}
llvm.func @merged(%bad: i1) {
  llvm.cond_br %bad, ^fail, ^ok
^fail:
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @__rope_check_failed(%c1) : (i32) -> ()
  %c2 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @__rope_check_failed(%c2) : (i32) -> ()
  llvm.br ^ok
^ok:
  llvm.return
}
