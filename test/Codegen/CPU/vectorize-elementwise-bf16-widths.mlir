// RUN: rope-opt %s -rope-vectorize-elementwise=vector-bits=512 -canonicalize -split-input-file | FileCheck %s

// LLVM 22's x86 backend cannot soft-promote a vector of 8k + 1 bf16
// elements (k >= 1) that lives across blocks (a row of 9 bf16 scores read
// with its broadcast row maximum crashed llc on gpt-oss's bf16 softmax). Such
// widths take masked vectors of the next power of two; others keep their
// exact width.

// CHECK-LABEL: func @row_of_nine
// CHECK-NOT: vector<9xbf16>
// CHECK: vector.constant_mask [1, 1, 1, 9] : vector<1x1x1x16xi1>
// CHECK: vector.mask %{{.*}} { vector.transfer_read {{.*}} : tensor<1x1x1x9xbf16>, vector<1x1x1x16xbf16> }
// CHECK: arith.subf %{{.*}}, %{{.*}} : vector<1x1x1x16xbf16>
// CHECK-NOT: vector<9xbf16>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
func.func @row_of_nine(%x: tensor<1x4x8x9xbf16>, %m: tensor<1x4x8x1xbf16>) -> tensor<1x4x8x9xbf16> {
  %e = tensor.empty() : tensor<1x4x8x9xbf16>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %m : tensor<1x4x8x9xbf16>, tensor<1x4x8x1xbf16>) outs(%e : tensor<1x4x8x9xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %v = arith.subf %a, %b : bf16
    linalg.yield %v : bf16
  } -> tensor<1x4x8x9xbf16>
  return %r : tensor<1x4x8x9xbf16>
}

// -----

// The same row in f16, and a bf16 row of 12: exact widths.
// CHECK-LABEL: func @other_widths
// CHECK: arith.subf %{{.*}}, %{{.*}} : vector<1x1x1x9xf16>
// CHECK: arith.subf %{{.*}}, %{{.*}} : vector<1x1x1x12xbf16>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
func.func @other_widths(%x: tensor<1x4x8x9xf16>, %m: tensor<1x4x8x1xf16>, %y: tensor<1x4x8x12xbf16>, %n: tensor<1x4x8x1xbf16>) -> (tensor<1x4x8x9xf16>, tensor<1x4x8x12xbf16>) {
  %e = tensor.empty() : tensor<1x4x8x9xf16>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %m : tensor<1x4x8x9xf16>, tensor<1x4x8x1xf16>) outs(%e : tensor<1x4x8x9xf16>) {
  ^bb0(%a: f16, %b: f16, %out: f16):
    %v = arith.subf %a, %b : f16
    linalg.yield %v : f16
  } -> tensor<1x4x8x9xf16>
  %f = tensor.empty() : tensor<1x4x8x12xbf16>
  %s = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %n : tensor<1x4x8x12xbf16>, tensor<1x4x8x1xbf16>) outs(%f : tensor<1x4x8x12xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %v = arith.subf %a, %b : bf16
    linalg.yield %v : bf16
  } -> tensor<1x4x8x12xbf16>
  return %r, %s : tensor<1x4x8x9xf16>, tensor<1x4x8x12xbf16>
}

// -----

// A reduction row of 17 bf16 values (the row maxima of 16 keys and a
// sink): masked to 32.
// CHECK-LABEL: func @reduction_of_seventeen
// CHECK-NOT: vector<17xbf16>
// CHECK: vector.mask %{{.*}} { vector.transfer_read {{.*}} : tensor<1x1x17xbf16>, vector<1x1x32xbf16> }
// CHECK: vector.mask %{{.*}} { vector.multi_reduction <maximumf>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @reduction_of_seventeen(%x: tensor<2x3x17xbf16>) -> tensor<2x3xbf16> {
  %cst = arith.constant 0xFF80 : bf16
  %e = tensor.empty() : tensor<2x3xbf16>
  %f = linalg.fill ins(%cst : bf16) outs(%e : tensor<2x3xbf16>) -> tensor<2x3xbf16>
  %r = linalg.generic {indexing_maps = [#id3, #red], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x17xbf16>) outs(%f : tensor<2x3xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %v = arith.maximumf %a, %out : bf16
    linalg.yield %v : bf16
  } -> tensor<2x3xbf16>
  return %r : tensor<2x3xbf16>
}
