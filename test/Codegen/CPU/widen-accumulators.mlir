// RUN: rope-opt %s -split-input-file -rope-widen-accumulators -verify-diagnostics | FileCheck %s
// With f16=false (rope-lower-to-llvm's f16-family=f16-fma), f16 x f16 -> f16
// stays; bf16 is widened as before.
// RUN: rope-opt %s -split-input-file -rope-widen-accumulators=f16=false 2>/dev/null | FileCheck %s --check-prefix=KEEP
// KEEP-LABEL: func @matmul_from_fill
// KEEP: arith.truncf %{{.*}} : f32 to bf16
// KEEP-LABEL: func @batch_matmul_into_value
// KEEP-NOT: arith.extf
// KEEP: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<?x?x?xf16>, tensor<?x?x?xf16>) outs(%{{.*}} : tensor<?x?x?xf16>)
// KEEP-NOT: arith.truncf
// KEEP-LABEL: func @scores

// A bf16 matmul from a zero fill: an f32 fill of the widened zero (folded),
// the contraction with an f32 result (operands extended, f32 products and sums),
// then one truncf to bf16.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func @matmul_from_fill
// CHECK-SAME: (%[[X:.*]]: tensor<64x96xbf16>, %[[Y:.*]]: tensor<96x80xbf16>)
// CHECK: %[[ZW:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<64x80xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[ZW]] : f32) outs(%[[E]] : tensor<64x80xf32>)
// CHECK: %[[W:.*]] = linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]], %[[Y]] : tensor<64x96xbf16>, tensor<96x80xbf16>) outs(%[[F]] : tensor<64x80xf32>)
// CHECK: ^bb0(%[[L:.*]]: bf16, %[[R:.*]]: bf16, %[[O:.*]]: f32):
// CHECK: %[[LW:.*]] = arith.extf %[[L]] : bf16 to f32
// CHECK: %[[RW:.*]] = arith.extf %[[R]] : bf16 to f32
// CHECK: %[[P:.*]] = arith.mulf %[[LW]], %[[RW]] : f32
// CHECK: %[[S:.*]] = arith.addf %[[O]], %[[P]] : f32
// CHECK: linalg.yield %[[S]] : f32
// CHECK: %[[NE:.*]] = tensor.empty() : tensor<64x80xbf16>
// CHECK: %[[N:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[W]] : tensor<64x80xf32>) outs(%[[NE]] : tensor<64x80xbf16>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: return %[[N]]
func.func @matmul_from_fill(%a: tensor<64x96xbf16>, %b: tensor<96x80xbf16>) -> tensor<64x80xbf16> {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<64x80xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<64x80xbf16>) -> tensor<64x80xbf16>
  // expected-remark @below {{rope-widen-accumulators: bf16 result accumulated in f32 and rounded once}}
  %r = linalg.matmul ins(%a, %b : tensor<64x96xbf16>, tensor<96x80xbf16>) outs(%f : tensor<64x80xbf16>) -> tensor<64x80xbf16>
  return %r : tensor<64x80xbf16>
}

// -----

// An f16 batch_matmul accumulating into a given value of dynamic sizes: the
// value is extended element by element into an f32 tensor of its sizes.
// CHECK-LABEL: func @batch_matmul_into_value
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x?xf16>, %[[Y:.*]]: tensor<?x?x?xf16>, %[[I:.*]]: tensor<?x?x?xf16>)
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[I]], %c0
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[I]], %c1
// CHECK-DAG: %[[D2:.*]] = tensor.dim %[[I]], %c2
// CHECK: %[[E:.*]] = tensor.empty(%[[D0]], %[[D1]], %[[D2]]) : tensor<?x?x?xf32>
// CHECK: %[[IW:.*]] = linalg.generic {{.*}} ins(%[[I]] : tensor<?x?x?xf16>) outs(%[[E]] : tensor<?x?x?xf32>)
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: %[[W:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%[[X]], %[[Y]] : tensor<?x?x?xf16>, tensor<?x?x?xf16>) outs(%[[IW]] : tensor<?x?x?xf32>)
// CHECK: %[[NE:.*]] = tensor.empty(%[[D0]], %[[D1]], %[[D2]]) : tensor<?x?x?xf16>
// CHECK: %[[N:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<?x?x?xf32>) outs(%[[NE]] : tensor<?x?x?xf16>)
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: return %[[N]]
func.func @batch_matmul_into_value(%a: tensor<?x?x?xf16>, %b: tensor<?x?x?xf16>, %init: tensor<?x?x?xf16>) -> tensor<?x?x?xf16> {
  // expected-remark @below {{rope-widen-accumulators: f16 result accumulated in f32 and rounded once}}
  %r = linalg.batch_matmul ins(%a, %b : tensor<?x?x?xf16>, tensor<?x?x?xf16>) outs(%init : tensor<?x?x?xf16>) -> tensor<?x?x?xf16>
  return %r : tensor<?x?x?xf16>
}

// -----

// QK^T as a generic multiplying in bf16: the maps are kept, the product and
// the sum move to f32.
// CHECK-DAG: #[[Q:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
// CHECK-DAG: #[[S:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func @scores
// CHECK: linalg.generic {indexing_maps = [#[[Q]], #[[K]], #[[S]]]
// CHECK-SAME: outs(%{{.*}} : tensor<8x16x32xf32>)
// CHECK: arith.mulf {{.*}} : f32
// CHECK: arith.addf {{.*}} : f32
// CHECK: arith.truncf {{.*}} : f32 to bf16
#q = affine_map<(b, m, n, k) -> (b, m, k)>
#k = affine_map<(b, m, n, k) -> (b, n, k)>
#s = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @scores(%q: tensor<8x16x64xbf16>, %key: tensor<8x32x64xbf16>, %init: tensor<8x16x32xbf16>) -> tensor<8x16x32xbf16> {
  // expected-remark @below {{bf16 result accumulated in f32}}
  %r = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %key : tensor<8x16x64xbf16>, tensor<8x32x64xbf16>) outs(%init : tensor<8x16x32xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %o: bf16):
    %p = arith.mulf %x, %y : bf16
    %s = arith.addf %o, %p : bf16
    linalg.yield %s : bf16
  } -> tensor<8x16x32xbf16>
  return %r : tensor<8x16x32xbf16>
}

// -----

// Left alone: an f32 result, an integer result, a bf16 result of f64
// operands, a bf16 element-wise generic, and a contraction on memrefs.
// CHECK-LABEL: func @left_alone
// CHECK-NOT: arith.truncf
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xbf16>, tensor<8x4xbf16>) outs(%{{.*}} : tensor<4x4xf32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xi8>, tensor<8x4xi8>) outs(%{{.*}} : tensor<4x4xi32>)
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf64>, tensor<8x4xf64>) outs(%{{.*}} : tensor<4x4xbf16>)
// CHECK: linalg.add
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x8xbf16>, memref<8x4xbf16>) outs(%{{.*}} : memref<4x4xbf16>)
func.func @left_alone(%a: tensor<4x8xbf16>, %b: tensor<8x4xbf16>, %c: tensor<4x4xf32>,
                      %ia: tensor<4x8xi8>, %ib: tensor<8x4xi8>, %ic: tensor<4x4xi32>,
                      %da: tensor<4x8xf64>, %db: tensor<8x4xf64>, %dc: tensor<4x4xbf16>,
                      %ma: memref<4x8xbf16>, %mb: memref<8x4xbf16>, %mc: memref<4x4xbf16>)
    -> (tensor<4x4xf32>, tensor<4x4xi32>, tensor<4x4xbf16>, tensor<4x4xbf16>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xbf16>, tensor<8x4xbf16>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%ia, %ib : tensor<4x8xi8>, tensor<8x4xi8>) outs(%ic : tensor<4x4xi32>) -> tensor<4x4xi32>
  %2 = linalg.matmul ins(%da, %db : tensor<4x8xf64>, tensor<8x4xf64>) outs(%dc : tensor<4x4xbf16>) -> tensor<4x4xbf16>
  %3 = linalg.add ins(%dc, %dc : tensor<4x4xbf16>, tensor<4x4xbf16>) outs(%dc : tensor<4x4xbf16>) -> tensor<4x4xbf16>
  linalg.matmul ins(%ma, %mb : memref<4x8xbf16>, memref<8x4xbf16>) outs(%mc : memref<4x4xbf16>)
  return %0, %1, %2, %3 : tensor<4x4xf32>, tensor<4x4xi32>, tensor<4x4xbf16>, tensor<4x4xbf16>
}
