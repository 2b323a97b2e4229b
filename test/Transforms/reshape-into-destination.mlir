// RUN: rope-opt %s -rope-reshape-into-destination -split-input-file | FileCheck %s

// A memref destination is expanded to the stored value's shape.
// CHECK-LABEL: func @memref_destination
// CHECK-SAME: (%[[X:.*]]: tensor<3x2x4xf32>, %[[OUT:.*]]: memref<3x8xf32>)
// CHECK: %[[VIEW:.*]] = memref.expand_shape %[[OUT]] {{\[\[}}0], [1, 2]] output_shape [3, 2, 4] : memref<3x8xf32> into memref<3x2x4xf32>
// CHECK: bufferization.materialize_in_destination %[[X]] in restrict writable %[[VIEW]] : (tensor<3x2x4xf32>, memref<3x2x4xf32>) -> ()
// CHECK-NOT: tensor.collapse_shape
func.func @memref_destination(%x: tensor<3x2x4xf32>, %out: memref<3x8xf32>) {
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
  bufferization.materialize_in_destination %c in restrict writable %out : (tensor<3x8xf32>, memref<3x8xf32>) -> ()
  return
}

// -----

// A tensor destination is expanded too, and the result collapsed back.
// CHECK-LABEL: func @tensor_destination
// CHECK-SAME: (%[[X:.*]]: tensor<?x2x4xf32>, %[[DEST:.*]]: tensor<?x8xf32>)
// CHECK: %[[VIEW:.*]] = tensor.expand_shape %[[DEST]] {{\[\[}}0], [1, 2]] output_shape [%{{.*}}, 2, 4]
// CHECK: %[[STORED:.*]] = bufferization.materialize_in_destination %[[X]] in %[[VIEW]] : (tensor<?x2x4xf32>, tensor<?x2x4xf32>) -> tensor<?x2x4xf32>
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[STORED]] {{\[\[}}0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
// CHECK: return %[[FLAT]]
func.func @tensor_destination(%x: tensor<?x2x4xf32>, %dest: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
  %r = bufferization.materialize_in_destination %c in %dest : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// -----

// Anything else stays: a value that is not a collapse, a strided memref.
// CHECK-LABEL: func @unchanged
// CHECK-NOT: expand_shape
// CHECK: bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<3x8xf32>, memref<3x8xf32>)
// CHECK: bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<3x8xf32>, memref<3x8xf32, strided<[16, 1]>>)
func.func @unchanged(%y: tensor<3x8xf32>, %x: tensor<3x2x4xf32>, %out: memref<3x8xf32>, %strided: memref<3x8xf32, strided<[16, 1]>>) {
  bufferization.materialize_in_destination %y in restrict writable %out : (tensor<3x8xf32>, memref<3x8xf32>) -> ()
  %c = tensor.collapse_shape %x [[0], [1, 2]] : tensor<3x2x4xf32> into tensor<3x8xf32>
  bufferization.materialize_in_destination %c in restrict writable %strided : (tensor<3x8xf32>, memref<3x8xf32, strided<[16, 1]>>) -> ()
  return
}
