// RUN: rope-opt %s -rope-define-bf16-truncation | FileCheck %s
// The definition rounds like a hardware conversion: a C driver compares it
// with a rounding computed in double for 2^20 floats and the edge cases.
// RUN: rope-opt %s -rope-define-bf16-truncation | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O2 -Wno-override-module %t.ll %S/Inputs/truncsfbf2-driver.c -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=ROUND

// CHECK-LABEL: llvm.func weak @__truncsfbf2(%{{.*}}: f32) -> bf16 {
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.fcmp "uno"
// CHECK: llvm.trunc %{{.*}} : i32 to i16
// CHECK: llvm.bitcast %{{.*}} : i16 to bf16

// ROUND-NOT: FAIL
// ROUND: checked {{[0-9]+}} floats: 0 differ
module {
}
