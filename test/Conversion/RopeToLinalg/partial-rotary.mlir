// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// rotary_dim 6 of head_dim 10: one generic over all 10 channels; pairs use
// rotary_dim (not head_dim): partner (c + 3) mod 6, pair c mod 3, which stay
// in bounds for the pass-through channels 6..9; a select keeps their input.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, (d2 + 3) mod 6)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 mod 3)>
// CHECK-LABEL: func @partial_half
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x10xf32>
// CHECK: %[[T:.*]]:2 = linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<7x3xf32>, tensor<7x3xf32>)
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<2x7x10xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[RES:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[PARTNER]], #[[PAIR]], #[[PAIR]], #[[ID]]]
// CHECK-SAME: ins(%[[Q]], %[[Q]], %[[T]]#0, %[[T]]#1 : {{.*}}) outs(%[[OUT]] : tensor<2x7x10xf32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK: %[[C:.*]] = linalg.index 2 : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: arith.cmpi ult, %[[C]], %[[C3]] : index
// CHECK: %[[ROT:.*]] = arith.addf
// CHECK: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[ROTATES:.*]] = arith.cmpi ult, %[[C]], %[[C6]] : index
// CHECK: %[[Y:.*]] = arith.select %[[ROTATES]], %[[ROT]], %[[X]] : f32
// CHECK: linalg.yield %[[Y]] : f32
// CHECK: return %[[RES]]
func.func @partial_half(%q: tensor<2x7x10xf32>, %p: tensor<7xi64>, %f: tensor<3xf32>) -> tensor<2x7x10xf32> {
  %0 = rope.rotate %q, %p, %f layout(half) rotary_dim(6) : tensor<2x7x10xf32>, tensor<7xi64>, tensor<3xf32> -> tensor<2x7x10xf32>
  return %0 : tensor<2x7x10xf32>
}

// -----

// Interleaved partial rotary takes partner and pair modulo rotary_dim (4)
// and pairs (2); dynamic sizes flow through tensor.dim; a bf16 pass-through
// channel is yielded as read, without a round trip through f32.
// CHECK-DAG: #[[PARTNER:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, (d2 - (d2 mod 2) * 2 + 1) mod 4)>
// CHECK-DAG: #[[PAIR:.*]] = affine_map<(d0, d1, d2) -> (d1, (d2 floordiv 2) mod 2)>
// CHECK-LABEL: func @partial_interleaved_dynamic
// CHECK-SAME: (%[[Q:.*]]: tensor<?x?x8xbf16>
// CHECK: tensor.empty(%{{.*}}) : tensor<?x2xf32>
// CHECK: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?x8xbf16>
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[PARTNER]], #[[PAIR]], #[[PAIR]], #{{.*}}]
// CHECK: ^bb0(%[[X:[a-z0-9_]+]]: bf16,
// CHECK: %[[ROT:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[ROTATES:.*]] = arith.cmpi ult, %{{.*}}, %[[C4]] : index
// CHECK: arith.select %[[ROTATES]], %[[ROT]], %[[X]] : bf16
func.func @partial_interleaved_dynamic(%q: tensor<?x?x8xbf16>, %off: index, %f: tensor<2xf32>) -> tensor<?x?x8xbf16> {
  %0 = rope.rotate %q, %off, %f layout(interleaved) rotary_dim(4) : tensor<?x?x8xbf16>, index, tensor<2xf32> -> tensor<?x?x8xbf16>
  return %0 : tensor<?x?x8xbf16>
}
