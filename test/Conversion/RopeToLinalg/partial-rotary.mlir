// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// rotary_dim 6 of head_dim 10: channels 6..9 are copied, channels 0..5 are
// rotated into a slice of the same result; pairs use rotary_dim (not
// head_dim): partner (c + 3) mod 6, pair c mod 3.
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, (d2 + 3) mod 6)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 mod 3)>
// CHECK-LABEL: func @partial_half
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x10xf32>
// CHECK: %[[T:.*]]:2 = linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<7x3xf32>, tensor<7x3xf32>)
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<2x7x10xf32>
// CHECK: %[[TAIL_IN:.*]] = tensor.extract_slice %[[Q]][0, 0, 6] [2, 7, 4] [1, 1, 1]
// CHECK: %[[TAIL_OUT:.*]] = tensor.extract_slice %[[OUT]][0, 0, 6] [2, 7, 4] [1, 1, 1]
// CHECK: %[[TAIL:.*]] = linalg.copy ins(%[[TAIL_IN]] : tensor<2x7x4xf32>) outs(%[[TAIL_OUT]] : tensor<2x7x4xf32>)
// CHECK: %[[WITH_TAIL:.*]] = tensor.insert_slice %[[TAIL]] into %[[OUT]][0, 0, 6] [2, 7, 4] [1, 1, 1]
// CHECK: %[[HEAD_IN:.*]] = tensor.extract_slice %[[Q]][0, 0, 0] [2, 7, 6] [1, 1, 1]
// CHECK: %[[HEAD_OUT:.*]] = tensor.extract_slice %[[WITH_TAIL]][0, 0, 0] [2, 7, 6] [1, 1, 1]
// CHECK: %[[HEAD:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #[[PARTNER]], #[[PAIR]], #[[PAIR]], #{{.*}}]
// CHECK-SAME: ins(%[[HEAD_IN]], %[[HEAD_IN]], %[[T]]#0, %[[T]]#1 : {{.*}}) outs(%[[HEAD_OUT]] : tensor<2x7x6xf32>)
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: arith.cmpi ult, %{{.*}}, %[[C3]] : index
// CHECK: %[[RES:.*]] = tensor.insert_slice %[[HEAD]] into %[[WITH_TAIL]][0, 0, 0] [2, 7, 6] [1, 1, 1]
// CHECK: return %[[RES]]
func.func @partial_half(%q: tensor<2x7x10xf32>, %p: tensor<7xi64>, %f: tensor<3xf32>) -> tensor<2x7x10xf32> {
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(6) : tensor<2x7x10xf32>, tensor<7xi64>, tensor<3xf32> -> tensor<2x7x10xf32>
  return %0 : tensor<2x7x10xf32>
}

// -----

// Dynamic sizes flow through tensor.dim into the slices.
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2 - (d2 mod 2) * 2 + 1)>
// CHECK-LABEL: func @partial_interleaved_dynamic
// CHECK-SAME: (%[[Q:.*]]: tensor<?x?x8xbf16>
// CHECK: tensor.empty(%{{.*}}) : tensor<?x2xf32>
// CHECK: tensor.empty(%[[D0:.*]], %[[D1:.*]]) : tensor<?x?x8xbf16>
// CHECK: tensor.extract_slice %[[Q]][0, 0, 4] [%[[D0]], %[[D1]], 4] [1, 1, 1]
// CHECK: linalg.copy
// CHECK: tensor.extract_slice %[[Q]][0, 0, 0] [%[[D0]], %[[D1]], 4] [1, 1, 1]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[PARTNER]]
func.func @partial_interleaved_dynamic(%q: tensor<?x?x8xbf16>, %off: index, %f: tensor<2xf32>) -> tensor<?x?x8xbf16> {
  %0 = rope.rotate %q, %off, %f layout(interleaved) rotary_dim(4) : tensor<?x?x8xbf16>, index, tensor<2xf32> -> tensor<?x?x8xbf16>
  return %0 : tensor<?x?x8xbf16>
}
