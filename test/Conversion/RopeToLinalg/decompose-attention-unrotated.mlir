// RUN: rope-opt %s --rope-decompose-attention -canonicalize -split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-decompose-attention=form=graph -canonicalize -split-input-file | FileCheck %s --check-prefix=GRAPH
// RUN: rope-opt %s --rope-decompose-attention --remarks-filter='rope-decompose-attention' \
// RUN:   --remark-format=yaml --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=REMARK

// rope.attention without rotation (NoPE): the same flash loop nest with no
// rotation tables and no rotation. Each query tile is sliced and scaled
// (1/sqrt(16)) as it is; the keys are transposed into blocks as they are.
// CHECK-LABEL: func @prefill
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<1x4x128x16xf32>, %[[K:[^:]*]]: tensor<1x2x128x16xf32>
// CHECK-NOT: math.cos
// CHECK-NOT: math.sin
// CHECK-NOT: rope.rotate_with_tables
// CHECK: %[[EXPANDED:.*]] = tensor.expand_shape %[[K]]
// CHECK: linalg.transpose ins(%[[EXPANDED]]
// CHECK: scf.forall (%[[HEAD:[^,]*]], %[[TILE:[^)]*]]) in (4, 2)
// CHECK:   %[[QTILE:.*]] = tensor.extract_slice %[[Q]][0, %[[HEAD]], %{{.*}}, 0] [1, 1, 64, 16]
// CHECK:   linalg.generic {{.*}} ins(%[[QTILE]] : tensor<64x16xf32>)
// CHECK:     arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK:   scf.for
// CHECK-NOT: rope.rotate_with_tables
// GRAPH-LABEL: func @prefill
// GRAPH-NOT: rope.rotate
// GRAPH: linalg.softmax
// REMARK: Function: prefill
// REMARK: 'flash loop nest: query tiles of 64 rows, key blocks of 64 keys; keys not_rotated'
// REMARK: KeyRotation: not_rotated
func.func @prefill(%q: tensor<1x4x128x16xf32>, %k: tensor<1x2x128x16xf32>, %v: tensor<1x2x128x16xf32>) -> tensor<1x4x128x16xf32> {
  %o = rope.attention %q, %k, %v causal : tensor<1x4x128x16xf32>, tensor<1x2x128x16xf32>, tensor<1x2x128x16xf32> -> tensor<1x4x128x16xf32>
  return %o : tensor<1x4x128x16xf32>
}

// -----

// A grouped-query decode step over 3000 keys: its query heads stack into
// one tile per key head, and the keys split into ranges (flash-decoding),
// still without a rotation.
// CHECK-LABEL: func @decode
// CHECK-NOT: rope.rotate_with_tables
// CHECK-NOT: math.cos
// CHECK: return
// REMARK: Function: decode
// REMARK: 'flash-decoding: the keys split into {{[0-9]+}} ranges of whole 64-key blocks, combined by their softmax statistics; keys not_rotated; 2 query heads per tile, which share a key head'
func.func @decode(%q: tensor<1x4x1x16xf32>, %k: tensor<1x2x3000x16xf32>, %v: tensor<1x2x3000x16xf32>) -> tensor<1x4x1x16xf32> {
  %o = rope.attention %q, %k, %v causal : tensor<1x4x1x16xf32>, tensor<1x2x3000x16xf32>, tensor<1x2x3000x16xf32> -> tensor<1x4x1x16xf32>
  return %o : tensor<1x4x1x16xf32>
}
