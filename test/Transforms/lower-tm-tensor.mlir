// RUN: rope-opt --rope-lower-tm-tensor --split-input-file %s | FileCheck %s

// Rows of [2, 8, 16] written at (batch, row) pairs: one scf.for iteration
// per update, each reading its index row, checking that the slice lies in
// the original along every dimension, and combining the update's slice with the original's by the
// scatter's region.
// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[UPD:.*]]: tensor<3x1x16xf32>, %[[IDX:.*]]: tensor<3x2xi64>, %[[DST:.*]]: tensor<2x8x16xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[LOOP:.*]] = scf.for %[[N:.*]] = %[[C0]] to %[[C3]] {{.*}} iter_args(%[[ACC:.*]] = %[[DST]])
// CHECK:   %[[I0:.*]] = tensor.extract %[[IDX]][%[[N]], %{{.*}}] : tensor<3x2xi64>
// CHECK:   %[[B:.*]] = arith.index_cast %[[I0]] : i64 to index
// CHECK:   %[[I1:.*]] = tensor.extract %[[IDX]][%[[N]], %{{.*}}] : tensor<3x2xi64>
// CHECK:   %[[R:.*]] = arith.index_cast %[[I1]] : i64 to index
// CHECK:   arith.cmpi sge, %[[B]], %[[C0]]
// CHECK:   arith.cmpi sge, %[[R]], %[[C0]]
// CHECK:   %[[IN:.*]] = scf.if %{{.*}} -> (tensor<2x8x16xf32>)
// CHECK:     %[[U:.*]] = tensor.extract_slice %[[UPD]][%[[N]], 0, 0] [1, 1, 16] [1, 1, 1] : tensor<3x1x16xf32> to tensor<1x16xf32>
// CHECK:     %[[O:.*]] = tensor.extract_slice %[[ACC]][%[[B]], %[[R]], 0] [1, 1, 16] [1, 1, 1] : tensor<2x8x16xf32> to tensor<1x16xf32>
// CHECK:     %[[C:.*]] = linalg.generic {{.*}} ins(%[[U]] : tensor<1x16xf32>) outs(%[[O]] : tensor<1x16xf32>)
// CHECK:       ^bb0(%[[NEW:.*]]: f32, %{{.*}}: f32):
// CHECK:       linalg.yield %[[NEW]] : f32
// CHECK:     %[[W:.*]] = tensor.insert_slice %[[C]] into %[[ACC]][%[[B]], %[[R]], 0] [1, 1, 16] [1, 1, 1]
// CHECK:     scf.yield %[[W]]
// CHECK:   } else {
// CHECK:     scf.yield %[[ACC]]
// CHECK:   scf.yield %[[IN]]
// CHECK: return %[[LOOP]]
// CHECK-NOT: tm_tensor
func.func @rows(%upd: tensor<3x1x16xf32>, %idx: tensor<3x2xi64>, %dst: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%upd, %idx : tensor<3x1x16xf32>, tensor<3x2xi64>) outs(%dst : tensor<2x8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

// Scalar updates (a slice of rank 0) into a dynamic original, accumulated:
// the region's add runs on 0-d slices, and the loop runs over the dynamic
// number of updates.
// CHECK-LABEL: func.func @accumulate_scalars
// CHECK: %[[COUNT:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[COUNT]]
// CHECK:   tensor.extract_slice {{.*}} : tensor<?xf32> to tensor<f32>
// CHECK:   tensor.extract_slice {{.*}} : tensor<?x?xf32> to tensor<f32>
// CHECK:   linalg.generic {{.*}} ins(%{{.*}} : tensor<f32>) outs(%{{.*}} : tensor<f32>)
// CHECK:     arith.addf
// CHECK:   tensor.insert_slice {{.*}} : tensor<f32> into tensor<?x?xf32>
func.func @accumulate_scalars(%upd: tensor<?xf32>, %idx: tensor<?x2xi32>, %dst: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 1, 0>} unique_indices(false) ins(%upd, %idx : tensor<?xf32>, tensor<?x2xi32>) outs(%dst : tensor<?x?xf32>) {
  ^bb0(%new: f32, %old: f32):
    %s = arith.addf %new, %old : f32
    tm_tensor.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
