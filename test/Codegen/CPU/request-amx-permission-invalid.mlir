// RUN: rope-opt %s -split-input-file -verify-diagnostics --rope-request-amx-permission

// expected-error @+1 {{@__rope_amx_state is reserved for rope-request-amx-permission (a process-wide i32)}}
llvm.mlir.global external @__rope_amx_state() {addr_space = 0 : i32} : i64
llvm.func @tiles() {
  %rows = llvm.mlir.constant(16 : i16) : i16
  %bytes = llvm.mlir.constant(64 : i16) : i16
  %t = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%rows, %bytes) : (i16, i16) -> !llvm.x86_amx
  llvm.return
}

// -----

// expected-error @+1 {{@__rope_request_amx is reserved for rope-mlir's run-time status (the C function '!llvm.func<i32 ()>')}}
llvm.func @__rope_request_amx()
llvm.func @tiles() {
  %rows = llvm.mlir.constant(16 : i16) : i16
  %bytes = llvm.mlir.constant(64 : i16) : i16
  %t = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%rows, %bytes) : (i16, i16) -> !llvm.x86_amx
  llvm.return
}

// -----

// expected-error @+1 {{rope-request-amx-permission needs @syscall to be the C function '!llvm.func<i64 (i64, ...)>'}}
llvm.func @syscall(i32, ...) -> i32
llvm.func @tiles() {
  %rows = llvm.mlir.constant(16 : i16) : i16
  %bytes = llvm.mlir.constant(64 : i16) : i16
  %t = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%rows, %bytes) : (i16, i16) -> !llvm.x86_amx
  llvm.return
}

// -----

// expected-error @+1 {{rope-request-amx-permission cannot forward the variadic arguments of a function on AMX tiles}}
llvm.func @tiles(%n: i32, ...) {
  %rows = llvm.mlir.constant(16 : i16) : i16
  %bytes = llvm.mlir.constant(64 : i16) : i16
  %t = llvm.call_intrinsic "llvm.x86.tilezero.internal"(%rows, %bytes) : (i16, i16) -> !llvm.x86_amx
  llvm.return
}
