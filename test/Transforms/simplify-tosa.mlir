// RUN: rope-opt --rope-simplify-tosa --split-input-file %s | FileCheck %s

// The odd channels of [4, 16] rows: a gather of the constant row
// 1, 3, ..., 15 tiled over the rows is the stride-2 slice from 1.
// CHECK-LABEL: func.func @odd_channels
// CHECK-SAME: %[[V:.*]]: tensor<4x16x1xf32>
// CHECK-NOT: tosa.gather
// CHECK: %[[S:.*]] = tensor.extract_slice %[[V]][0, 1, 0] [4, 8, 1] [1, 2, 1] : tensor<4x16x1xf32> to tensor<4x8x1xf32>
// CHECK: return %[[S]]
func.func @odd_channels(%values: tensor<4x16x1xf32>) -> tensor<4x8x1xf32> {
  %row = "tosa.const"() <{values = dense<[[1, 3, 5, 7, 9, 11, 13, 15]]> : tensor<1x8xi32>}> : () -> tensor<1x8xi32>
  %m = tosa.const_shape {values = dense<[4, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %indices = tosa.tile %row, %m : (tensor<1x8xi32>, !tosa.shape<2>) -> tensor<4x8xi32>
  %0 = tosa.gather %values, %indices : (tensor<4x16x1xf32>, tensor<4x8xi32>) -> tensor<4x8x1xf32>
  return %0 : tensor<4x8x1xf32>
}

// -----

// A constant [N, W] whose rows are all 2, 5, 8 (stride 3), over C = 2.
// CHECK-LABEL: func.func @constant_rows
// CHECK: tensor.extract_slice %{{.*}}[0, 2, 0] [2, 3, 2] [1, 3, 1] : tensor<2x10x2xf32> to tensor<2x3x2xf32>
// CHECK-NOT: tosa.gather
func.func @constant_rows(%values: tensor<2x10x2xf32>) -> tensor<2x3x2xf32> {
  %indices = "tosa.const"() <{values = dense<[[2, 5, 8], [2, 5, 8]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %0 = tosa.gather %values, %indices : (tensor<2x10x2xf32>, tensor<2x3xi32>) -> tensor<2x3x2xf32>
  return %0 : tensor<2x3x2xf32>
}

// -----

// Gathers that are not one strided slice stay: rows that differ, a row that
// is not an arithmetic progression, a decreasing one, one past the end, and
// indices that are not constant.
// CHECK-LABEL: func.func @not_slices
// CHECK-COUNT-5: tosa.gather
// CHECK-NOT: tensor.extract_slice
func.func @not_slices(%values: tensor<2x8x1xf32>, %dynamic: tensor<2x2xi32>)
    -> (tensor<2x2x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x2x1xf32>) {
  %differ = "tosa.const"() <{values = dense<[[0, 2], [1, 3]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %uneven = "tosa.const"() <{values = dense<[[0, 1, 3], [0, 1, 3]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %down = "tosa.const"() <{values = dense<[[6, 4, 2], [6, 4, 2]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %past = "tosa.const"() <{values = dense<[[4, 6, 8], [4, 6, 8]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %0 = tosa.gather %values, %differ : (tensor<2x8x1xf32>, tensor<2x2xi32>) -> tensor<2x2x1xf32>
  %1 = tosa.gather %values, %uneven : (tensor<2x8x1xf32>, tensor<2x3xi32>) -> tensor<2x3x1xf32>
  %2 = tosa.gather %values, %down : (tensor<2x8x1xf32>, tensor<2x3xi32>) -> tensor<2x3x1xf32>
  %3 = tosa.gather %values, %past : (tensor<2x8x1xf32>, tensor<2x3xi32>) -> tensor<2x3x1xf32>
  %4 = tosa.gather %values, %dynamic : (tensor<2x8x1xf32>, tensor<2x2xi32>) -> tensor<2x2x1xf32>
  return %0, %1, %2, %3, %4 : tensor<2x2x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>, tensor<2x2x1xf32>
}

// -----

// GPT-J's spelling: x [1, 8, 64] viewed as [32, 16, 1] rows of one head's
// channels, the even channels gathered, and the result viewed as
// [1, 8, 4, 8] (and [1, 8, 4, 8, 1]): the same values as the stride-2
// slice of x viewed as [1, 8, 4, 16], the head the graph multiplies.
// CHECK-LABEL: func.func @gptj_even_channels
// CHECK-SAME: %[[X:.*]]: tensor<1x8x64xf32>
// CHECK: %[[HEADS:.*]] = tosa.reshape %[[X]], %{{.*}} : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
// CHECK: %[[EVEN:.*]] = tensor.extract_slice %[[HEADS]][0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 2] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
// CHECK: %[[HEADS2:.*]] = tosa.reshape %[[X]], %{{.*}} : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
// CHECK: %[[EVEN2:.*]] = tensor.extract_slice %[[HEADS2]][0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 2]
// CHECK: %[[UNIT:.*]] = tosa.reshape %[[EVEN2]], %{{.*}} : (tensor<1x8x4x8xf32>, !tosa.shape<5>) -> tensor<1x8x4x8x1xf32>
// CHECK: return %[[EVEN]], %[[UNIT]]
func.func @gptj_even_channels(%x: tensor<1x8x64xf32>) -> (tensor<1x8x4x8xf32>, tensor<1x8x4x8x1xf32>) {
  %rows = tosa.const_shape {values = dense<[32, 16, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v = tosa.reshape %x, %rows : (tensor<1x8x64xf32>, !tosa.shape<3>) -> tensor<32x16x1xf32>
  %row = "tosa.const"() <{values = dense<[[0, 2, 4, 6, 8, 10, 12, 14]]> : tensor<1x8xi32>}> : () -> tensor<1x8xi32>
  %m = tosa.const_shape {values = dense<[32, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %indices = tosa.tile %row, %m : (tensor<1x8xi32>, !tosa.shape<2>) -> tensor<32x8xi32>
  %g = tosa.gather %v, %indices : (tensor<32x16x1xf32>, tensor<32x8xi32>) -> tensor<32x8x1xf32>
  %s4 = tosa.const_shape {values = dense<[1, 8, 4, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s5 = tosa.const_shape {values = dense<[1, 8, 4, 8, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %0 = tosa.reshape %g, %s4 : (tensor<32x8x1xf32>, !tosa.shape<4>) -> tensor<1x8x4x8xf32>
  %1 = tosa.reshape %g, %s5 : (tensor<32x8x1xf32>, !tosa.shape<5>) -> tensor<1x8x4x8x1xf32>
  return %0, %1 : tensor<1x8x4x8xf32>, tensor<1x8x4x8x1xf32>
}

// -----

// Reshapes that do not keep the sliced channels last are left alone: the
// slice of a leading dimension, and a view whose rows split the channels.
// CHECK-LABEL: func.func @reshape_not_of_channels
// CHECK-COUNT-2: tensor.extract_slice
// CHECK-NOT: tensor.extract_slice
func.func @reshape_not_of_channels(%x: tensor<8x16xf32>) -> (tensor<2x2x16xf32>, tensor<32x2xf32>) {
  %rows = tensor.extract_slice %x[0, 0] [4, 16] [2, 1] : tensor<8x16xf32> to tensor<4x16xf32>
  %s0 = tosa.const_shape {values = dense<[2, 2, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.reshape %rows, %s0 : (tensor<4x16xf32>, !tosa.shape<3>) -> tensor<2x2x16xf32>
  %even = tensor.extract_slice %x[0, 0] [8, 8] [1, 2] : tensor<8x16xf32> to tensor<8x8xf32>
  %s1 = tosa.const_shape {values = dense<[32, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %even, %s1 : (tensor<8x8xf32>, !tosa.shape<2>) -> tensor<32x2xf32>
  return %0, %1 : tensor<2x2x16xf32>, tensor<32x2xf32>
}

// -----

// repeat_interleave: tiling the trailing unit dimension of [1, 8, 1, 8, 1]
// twice is a broadcast of [1, 8, 1, 8] along a new last dimension.
// CHECK: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @repeat_interleave
// CHECK-SAME: %[[X:.*]]: tensor<1x8x1x8x1xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0], [1], [2], [3, 4]] : tensor<1x8x1x8x1xf32> into tensor<1x8x1x8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x8x1x8x2xf32>
// CHECK: %[[B:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%[[C]] : tensor<1x8x1x8xf32>) outs(%[[E]] : tensor<1x8x1x8x2xf32>)
// CHECK-NEXT: ^bb0(%[[IN_ARG:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN_ARG]] : f32
// CHECK: return %[[B]]
func.func @repeat_interleave(%x: tensor<1x8x1x8x1xf32>) -> tensor<1x8x1x8x2xf32> {
  %m = tosa.const_shape {values = dense<[1, 1, 1, 1, 2]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %0 = tosa.tile %x, %m : (tensor<1x8x1x8x1xf32>, !tosa.shape<5>) -> tensor<1x8x1x8x2xf32>
  return %0 : tensor<1x8x1x8x2xf32>
}

// -----

// Tiled leading unit dimensions join the first kept dimension's group; an
// all-unit input becomes a broadcast of a scalar.
// CHECK-DAG: #[[LEAD:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[NONE:.*]] = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @unit_tiles
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : tensor<1x1x4xf32> into tensor<4xf32>
// CHECK: linalg.generic {indexing_maps = [#[[LEAD]], {{.*}}]{{.*}} outs(%{{.*}} : tensor<3x2x4xf32>)
// CHECK: tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK: linalg.generic {indexing_maps = [#[[NONE]], {{.*}}]{{.*}} outs(%{{.*}} : tensor<2x5xf32>)
// CHECK-NOT: tosa.tile
func.func @unit_tiles(%x: tensor<1x1x4xf32>, %y: tensor<1x1xf32>) -> (tensor<3x2x4xf32>, tensor<2x5xf32>) {
  %m = tosa.const_shape {values = dense<[3, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.tile %x, %m : (tensor<1x1x4xf32>, !tosa.shape<3>) -> tensor<3x2x4xf32>
  %n = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.tile %y, %n : (tensor<1x1xf32>, !tosa.shape<2>) -> tensor<2x5xf32>
  return %0, %1 : tensor<3x2x4xf32>, tensor<2x5xf32>
}

// -----

// A tile of a dimension of size > 1 is a real tile: left to tosa-to-linalg.
// CHECK-LABEL: func.func @real_tile
// CHECK: tosa.tile
func.func @real_tile(%x: tensor<2x4xf32>) -> tensor<4x4xf32> {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %x, %m : (tensor<2x4xf32>, !tosa.shape<2>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// One index per row: 8 is past the 8 rows of the values (left alone), 3 is
// the slice at 3; a splat of several equal indices is not a progression.
// CHECK-LABEL: func.func @single_indices
// CHECK: tosa.gather
// CHECK: tensor.extract_slice %{{.*}}[0, 3, 0] [2, 1, 1] [1, 1, 1]
// CHECK: tosa.gather
func.func @single_indices(%values: tensor<2x8x1xf32>) -> (tensor<2x1x1xf32>, tensor<2x1x1xf32>, tensor<2x4x1xf32>) {
  %past = "tosa.const"() <{values = dense<8> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
  %three = "tosa.const"() <{values = dense<3> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
  %same = "tosa.const"() <{values = dense<3> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %0 = tosa.gather %values, %past : (tensor<2x8x1xf32>, tensor<2x1xi32>) -> tensor<2x1x1xf32>
  %1 = tosa.gather %values, %three : (tensor<2x8x1xf32>, tensor<2x1xi32>) -> tensor<2x1x1xf32>
  %2 = tosa.gather %values, %same : (tensor<2x8x1xf32>, tensor<2x4xi32>) -> tensor<2x4x1xf32>
  return %0, %1, %2 : tensor<2x1x1xf32>, tensor<2x1x1xf32>, tensor<2x4x1xf32>
}
