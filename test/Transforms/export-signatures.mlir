// RUN: rope-opt %s -rope-export-signatures -split-input-file -verify-diagnostics | FileCheck %s
// Running the pass twice replaces its globals instead of adding more.
// RUN: rope-opt %s -rope-export-signatures -rope-export-signatures -split-input-file -verify-diagnostics | FileCheck %s

// Dynamic sizes are -1; a rope.name names its argument.
// CHECK-LABEL: func.func @axpy
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.mlir.global external constant @_rope_signature_axpy("{\22version\22:1,\22function\22:\22axpy\22,\22args\22:[{\22kind\22:\22tensor\22,\22type\22:\22f32\22,\22shape\22:[-1,4],\22mlir\22:\22tensor<?x4xf32>\22},{\22kind\22:\22scalar\22,\22type\22:\22i64\22,\22mlir\22:\22i64\22,\22name\22:\22k\22}],\22results\22:[{\22kind\22:\22tensor\22,\22type\22:\22f32\22,\22shape\22:[-1,4],\22mlir\22:\22tensor<?x4xf32>\22}]}\00") {addr_space = 0 : i32}
// CHECK-NOT:   _rope_signature_axpy
func.func @axpy(%x: tensor<?x4xf32>, %k: i64 {rope.name = "k"}) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}

// -----

// Element types as MLIR prints them, rank 0, several results; private
// functions and declarations get no signature.
// CHECK-LABEL: func.func @types
// CHECK:       llvm.mlir.global external constant @_rope_signature_types("{\22version\22:1,\22function\22:\22types\22,\22args\22:[{\22kind\22:\22tensor\22,\22type\22:\22bf16\22,\22shape\22:[2,3],\22mlir\22:\22tensor<2x3xbf16>\22},{\22kind\22:\22tensor\22,\22type\22:\22f16\22,\22shape\22:[],\22mlir\22:\22tensor<f16>\22},{\22kind\22:\22tensor\22,\22type\22:\22index\22,\22shape\22:[-1],\22mlir\22:\22tensor<?xindex>\22},{\22kind\22:\22scalar\22,\22type\22:\22f32\22,\22mlir\22:\22f32\22},{\22kind\22:\22scalar\22,\22type\22:\22i32\22,\22mlir\22:\22i32\22},{\22kind\22:\22scalar\22,\22type\22:\22index\22,\22mlir\22:\22index\22}],\22results\22:[{\22kind\22:\22tensor\22,\22type\22:\22f64\22,\22shape\22:[5],\22mlir\22:\22tensor<5xf64>\22},{\22kind\22:\22scalar\22,\22type\22:\22i64\22,\22mlir\22:\22i64\22}]}\00")
// CHECK-NOT:   _rope_signature_
func.func @types(%a: tensor<2x3xbf16>, %b: tensor<f16>, %c: tensor<?xindex>,
                 %d: f32, %e: i32, %f: index) -> (tensor<5xf64>, i64) {
  %r = arith.constant dense<1.0> : tensor<5xf64>
  %i = arith.constant 7 : i64
  return %r, %i : tensor<5xf64>, i64
}

func.func private @helper(%x: f32) -> f32 {
  return %x : f32
}

func.func private @declared(f32) -> f32

// -----

// Memrefs: a fixed strided layout adds strides and offset (-1 where
// dynamic); an identity layout does not. Unranked shapes are null, types
// that are neither shaped nor scalar are "other"; no arguments, no results.
// CHECK-LABEL: func.func @memrefs
// CHECK:       @_rope_signature_memrefs("{\22version\22:1,\22function\22:\22memrefs\22,\22args\22:[{\22kind\22:\22memref\22,\22type\22:\22f32\22,\22shape\22:[3,4],\22strides\22:[4,1],\22offset\22:1,\22mlir\22:\22memref<3x4xf32, strided<[4, 1], offset: 1>>\22},{\22kind\22:\22memref\22,\22type\22:\22i8\22,\22shape\22:[-1],\22strides\22:[-1],\22offset\22:-1,\22mlir\22:\22memref<?xi8, strided<[?], offset: ?>>\22},{\22kind\22:\22memref\22,\22type\22:\22i1\22,\22shape\22:[2],\22mlir\22:\22memref<2xi1>\22},{\22kind\22:\22tensor\22,\22type\22:\22f32\22,\22shape\22:null,\22mlir\22:\22tensor<*xf32>\22},{\22kind\22:\22other\22,\22mlir\22:\22vector<4xf32>\22}],\22results\22:[]}\00")
// CHECK-LABEL: func.func @nothing
// CHECK:       @_rope_signature_nothing("{\22version\22:1,\22function\22:\22nothing\22,\22args\22:[],\22results\22:[]}\00")
func.func @memrefs(%a: memref<3x4xf32, strided<[4, 1], offset: 1>>,
                   %b: memref<?xi8, strided<[?], offset: ?>>, %c: memref<2xi1>,
                   %d: tensor<*xf32>, %e: vector<4xf32>) {
  return
}

func.func @nothing() {
  return
}

// -----

// The signature's symbol name is taken.
func.func @taken() {
  return
}

// expected-error @+1 {{symbol '_rope_signature_taken' is reserved for the signature of @taken}}
func.func @_rope_signature_taken() {
  return
}
