// RUN: rope-opt %s -rope-fuse-multiply-adds -split-input-file | FileCheck %s

// The product on either side of the sum.
// CHECK-LABEL: llvm.func @either_side
//  CHECK-SAME: (%[[A:.*]]: f64, %[[B:.*]]: f64, %[[C:.*]]: f64)
//   CHECK-NOT: llvm.fmul
//       CHECK: %[[L:.*]] = llvm.intr.fmuladd(%[[A]], %[[B]], %[[C]]) {fastmathFlags = #llvm.fastmath<contract>}
//       CHECK: %[[R:.*]] = llvm.intr.fmuladd(%[[B]], %[[C]], %[[A]]) {fastmathFlags = #llvm.fastmath<contract>}
//       CHECK: llvm.fadd %[[L]], %[[R]] : f64
llvm.func @either_side(%a: f64, %b: f64, %c: f64) -> f64 {
  %p = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f64
  %l = llvm.fadd %p, %c {fastmathFlags = #llvm.fastmath<contract>} : f64
  %q = llvm.fmul %b, %c {fastmathFlags = #llvm.fastmath<contract>} : f64
  %r = llvm.fadd %a, %q {fastmathFlags = #llvm.fastmath<contract>} : f64
  %s = llvm.fadd %l, %r : f64
  llvm.return %s : f64
}

// -----

// A Horner chain of vectors fuses step by step; the flags are those the
// two ops share.
// CHECK-LABEL: llvm.func @horner
//  CHECK-SAME: (%[[X:.*]]: vector<8xf32>, %[[C0:.*]]: vector<8xf32>, %[[C1:.*]]: vector<8xf32>, %[[C2:.*]]: vector<8xf32>)
//       CHECK: %[[S1:.*]] = llvm.intr.fmuladd(%[[C0]], %[[X]], %[[C1]]) {fastmathFlags = #llvm.fastmath<contract>} : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
//       CHECK: %[[S2:.*]] = llvm.intr.fmuladd(%[[S1]], %[[X]], %[[C2]]) {fastmathFlags = #llvm.fastmath<nnan, contract>}
//       CHECK: llvm.return %[[S2]]
llvm.func @horner(%x: vector<8xf32>, %c0: vector<8xf32>, %c1: vector<8xf32>, %c2: vector<8xf32>) -> vector<8xf32> {
  %p1 = llvm.fmul %c0, %x {fastmathFlags = #llvm.fastmath<contract>} : vector<8xf32>
  %s1 = llvm.fadd %p1, %c1 {fastmathFlags = #llvm.fastmath<fast>} : vector<8xf32>
  %p2 = llvm.fmul %s1, %x {fastmathFlags = #llvm.fastmath<nnan, contract>} : vector<8xf32>
  %s2 = llvm.fadd %p2, %c2 {fastmathFlags = #llvm.fastmath<nnan, ninf, contract>} : vector<8xf32>
  llvm.return %s2 : vector<8xf32>
}

// -----

// The two ends in different blocks fuse as well: that is where LLVM's own
// contraction would have left them apart.
// CHECK-LABEL: llvm.func @across_blocks
//       CHECK: ^bb1:
//  CHECK-NEXT: llvm.intr.fmuladd
llvm.func @across_blocks(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
  llvm.br ^bb1
^bb1:
  %s = llvm.fadd %p, %c {fastmathFlags = #llvm.fastmath<contract>} : f32
  llvm.return %s : f32
}

// -----

// An n-D vector unrolled into an array passes its rows through
// insertvalue/extractvalue pairs, which fold away first.
// CHECK-LABEL: llvm.func @unrolled
//  CHECK-SAME: (%[[A:.*]]: vector<2xf64>, %[[B:.*]]: vector<2xf64>, %[[C:.*]]: !llvm.array<1 x vector<2xf64>>)
//       CHECK: %[[ROW:.*]] = llvm.extractvalue %[[C]][0]
//       CHECK: %[[S:.*]] = llvm.intr.fmuladd(%[[A]], %[[B]], %[[ROW]])
//       CHECK: llvm.return %[[S]]
llvm.func @unrolled(%a: vector<2xf64>, %b: vector<2xf64>, %c: !llvm.array<1 x vector<2xf64>>) -> vector<2xf64> {
  %p = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf64>
  %u = llvm.mlir.poison : !llvm.array<1 x vector<2xf64>>
  %i = llvm.insertvalue %p, %u[0] : !llvm.array<1 x vector<2xf64>>
  %e = llvm.extractvalue %i[0] : !llvm.array<1 x vector<2xf64>>
  %row = llvm.extractvalue %c[0] : !llvm.array<1 x vector<2xf64>>
  %s = llvm.fadd %e, %row {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf64>
  llvm.return %s : vector<2xf64>
}

// -----

// What stays: a product used twice, a product or a sum without `contract`,
// a difference.
// CHECK-LABEL: llvm.func @kept
//   CHECK-NOT: llvm.intr.fmuladd
//       CHECK: llvm.return
llvm.func @kept(%a: f32, %b: f32, %c: f32) -> f32 {
  %twice = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
  %t0 = llvm.fadd %twice, %c {fastmathFlags = #llvm.fastmath<contract>} : f32
  %t1 = llvm.fadd %twice, %t0 {fastmathFlags = #llvm.fastmath<contract>} : f32
  %strict = llvm.fmul %a, %c : f32
  %t2 = llvm.fadd %strict, %t1 {fastmathFlags = #llvm.fastmath<contract>} : f32
  %p = llvm.fmul %b, %c {fastmathFlags = #llvm.fastmath<contract>} : f32
  %t3 = llvm.fadd %p, %t2 : f32
  %q = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<contract>} : f32
  %t4 = llvm.fsub %q, %t3 {fastmathFlags = #llvm.fastmath<contract>} : f32
  llvm.return %t4 : f32
}
