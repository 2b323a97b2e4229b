// RUN: rope-opt %s | rope-opt | FileCheck %s
// RUN: rope-opt --mlir-print-op-generic %s | rope-opt | FileCheck %s

// tm_tensor.scatter as torch-mlir prints it (its index_copy_ into a static
// KV cache): parsed, printed and parsed again, in the custom and the
// generic form.

// CHECK-LABEL: func.func @static_cache
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%{{.*}}, %{{.*}} : tensor<32x1x1x1x1xf32>, tensor<32x4xi64>) outs(%{{.*}} : tensor<1x2x128x16xf32>) {
// CHECK: ^bb0(%[[NEW:.*]]: f32, %{{.*}}: f32):
// CHECK:   tm_tensor.yield %[[NEW]] : f32
// CHECK: } -> tensor<1x2x128x16xf32>
func.func @static_cache(%upd: tensor<32x1x1x1x1xf32>, %idx: tensor<32x4xi64>,
                        %cache: tensor<1x2x128x16xf32>) -> tensor<1x2x128x16xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%upd, %idx : tensor<32x1x1x1x1xf32>, tensor<32x4xi64>) outs(%cache : tensor<1x2x128x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<1x2x128x16xf32>
  return %0 : tensor<1x2x128x16xf32>
}

// An accumulating index_put_ of rows, with dynamic sizes.
// CHECK-LABEL: func.func @accumulate_rows
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
// CHECK: arith.addf
func.func @accumulate_rows(%upd: tensor<?x16xf32>, %idx: tensor<?x1xi32>,
                           %dst: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%upd, %idx : tensor<?x16xf32>, tensor<?x1xi32>) outs(%dst : tensor<?x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    tm_tensor.yield %s : f32
  } -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
