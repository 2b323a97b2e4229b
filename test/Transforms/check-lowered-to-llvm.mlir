// RUN: rope-opt %s -rope-check-lowered-to-llvm -split-input-file -verify-diagnostics

// A fully lowered module passes.
llvm.func @lowered(%x: f32) -> f32 {
  llvm.return %x : f32
}

// -----

llvm.func @leftover(%x: f32) {
  // expected-error @+1 {{'vector.print' was not lowered to the LLVM dialect}}
  vector.print %x : f32
  llvm.return
}

// -----

// expected-error @+1 {{'func.func' was not lowered to the LLVM dialect}}
func.func @not_lowered() {
  // expected-error @+1 {{'func.return' was not lowered to the LLVM dialect}}
  return
}
