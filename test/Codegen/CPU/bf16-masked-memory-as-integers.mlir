// RUN: rope-opt %s -rope-bf16-masked-memory-as-integers | FileCheck %s

// A masked load and store of bf16 lanes move the same bits as i16; the
// pass-through and the loaded value are bitcast around it. Other element
// types are left alone.
// CHECK-LABEL: llvm.func @rest(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr, %[[Q:[^:]*]]: !llvm.ptr, %[[M:[^:]*]]: vector<8xi1>, %[[PASS:[^:]*]]: vector<8xbf16>
// CHECK: %[[PASSI:.*]] = llvm.bitcast %[[PASS]] : vector<8xbf16> to vector<8xi16>
// CHECK: %[[I:.*]] = llvm.intr.masked.load %[[P]], %[[M]], %[[PASSI]] {alignment = 2 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xi16>) -> vector<8xi16>
// CHECK: %[[F:.*]] = llvm.bitcast %[[I]] : vector<8xi16> to vector<8xbf16>
// CHECK: %[[FI:.*]] = llvm.bitcast %[[F]] : vector<8xbf16> to vector<8xi16>
// CHECK: llvm.intr.masked.store %[[FI]], %[[Q]], %[[M]] {alignment = 2 : i32} : vector<8xi16>, vector<8xi1> into !llvm.ptr
// CHECK: llvm.intr.masked.load %{{.*}} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
llvm.func @rest(%p: !llvm.ptr, %q: !llvm.ptr, %m: vector<8xi1>, %pass: vector<8xbf16>, %pass32: vector<8xf32>) {
  %v = llvm.intr.masked.load %p, %m, %pass {alignment = 2 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xbf16>) -> vector<8xbf16>
  llvm.intr.masked.store %v, %q, %m {alignment = 2 : i32} : vector<8xbf16>, vector<8xi1> into !llvm.ptr
  %w = llvm.intr.masked.load %p, %m, %pass32 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  llvm.return
}

// A plain store of a bf16 vector stores its bits as i16; scalars and other
// element types are left alone.
// CHECK-LABEL: llvm.func @row(
// CHECK-SAME: %[[Q:[^:]*]]: !llvm.ptr, %[[V:[^:]*]]: vector<128xbf16>
// CHECK: %[[VI:.*]] = llvm.bitcast %[[V]] : vector<128xbf16> to vector<128xi16>
// CHECK: llvm.store %[[VI]], %[[Q]] {alignment = 2 : i64} : vector<128xi16>, !llvm.ptr
// CHECK: llvm.store %{{.*}} : bf16, !llvm.ptr
// CHECK: llvm.store %{{.*}} : vector<8xf32>, !llvm.ptr
llvm.func @row(%q: !llvm.ptr, %v: vector<128xbf16>, %s: bf16, %w: vector<8xf32>) {
  llvm.store %v, %q {alignment = 2 : i64} : vector<128xbf16>, !llvm.ptr
  llvm.store %s, %q : bf16, !llvm.ptr
  llvm.store %w, %q : vector<8xf32>, !llvm.ptr
  llvm.return
}
