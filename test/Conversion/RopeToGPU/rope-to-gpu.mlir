// RUN: rope-opt %s --rope-to-gpu --split-input-file | FileCheck %s

// Q-like f32, half layout, partial rotary (16 of 24 channels), tables per
// batch: the heads [2, 6] are viewed as 12; a row is 2 rotating chunks of 4
// pairs plus 2 copying chunks of 4 channels; 33 positions a block; heads in
// groups of 2 (6 heads a batch); each group reads its batch's table row.
// CHECK-LABEL: func.func @partial_batched(
// CHECK-SAME: %[[X:.*]]: tensor<2x6x33x24xf32>, %[[C:.*]]: tensor<2x33x8xf32>, %[[S:.*]]: tensor<2x33x8xf32>)
// CHECK-DAG: %[[XB:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<2x6x33x24xf32> to memref<2x6x33x24xf32>
// CHECK-DAG: %[[CB:.*]] = bufferization.to_buffer %[[C]] read_only
// CHECK-DAG: %[[OUT:.*]] = memref.alloc() : memref<2x6x33x24xf32>
// CHECK-DAG: %[[IN3:.*]] = memref.collapse_shape %[[XB]] {{\[\[}}0, 1], [2], [3]] : memref<2x6x33x24xf32> into memref<12x33x24xf32>
// CHECK-DAG: %[[OUT3:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1], [2], [3]]
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %c1{{.*}}, %{{.*}} = %c6{{.*}}, %{{.*}} = %c1{{.*}}) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%{{.*}} = %c4{{.*}}, %{{.*}} = %c33{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: %[[POS:.*]] = arith.addi %{{.*}}, %[[TY]] : index
// CHECK: %[[HEAD:.*]] = arith.muli %[[BY]], %c2
// CHECK: %[[ROTATES:.*]] = arith.cmpi ult, %[[TX]], %c2
// CHECK: scf.if %[[ROTATES]] {
// CHECK: %[[PAIR:.*]] = arith.muli %[[TX]], %c4
// CHECK: %[[BATCH:.*]] = arith.divui %[[HEAD]], %c6
// CHECK: vector.load %[[CB]][%[[BATCH]], %[[POS]], %[[PAIR]]] {alignment = 16 : i64} : memref<2x33x8xf32>, vector<4xf32>
// CHECK: %[[SECOND:.*]] = arith.addi %[[PAIR]], %c8
// CHECK: vector.load %[[IN3]][%[[HEAD]], %[[POS]], %[[PAIR]]] {alignment = 16 : i64}
// CHECK: vector.load %[[IN3]][%[[HEAD]], %[[POS]], %[[SECOND]]] {alignment = 16 : i64}
// CHECK: vector.load %[[IN3]][%[[HEAD2:.*]], %[[POS]], %[[PAIR]]]
// CHECK: vector.load %[[IN3]][%[[HEAD2]], %[[POS]], %[[SECOND]]]
// CHECK: vector.store %{{.*}}, %[[OUT3]][%[[HEAD]], %[[POS]], %[[PAIR]]] {alignment = 16 : i64} : memref<12x33x24xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}}, %[[OUT3]][%[[HEAD]], %[[POS]], %[[SECOND]]]
// CHECK: } else {
// CHECK: %[[COPIED:.*]] = arith.subi %[[TX]], %c2
// CHECK: %[[CHUNK:.*]] = arith.muli %[[COPIED]], %c4
// CHECK: %[[CHANNEL:.*]] = arith.addi %[[CHUNK]], %c16
// CHECK: %[[V:.*]] = vector.load %[[IN3]][%[[HEAD]], %[[POS]], %[[CHANNEL]]]
// CHECK: vector.store %[[V]], %[[OUT3]][%[[HEAD]], %[[POS]], %[[CHANNEL]]]
// CHECK: gpu.terminator
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK: return %[[R]]
func.func @partial_batched(%x: tensor<2x6x33x24xf32>, %c: tensor<2x33x8xf32>,
                           %s: tensor<2x33x8xf32>) -> tensor<2x6x33x24xf32> {
  %r = rope.rotate_with_tables %x, %c, %s layout(half) rotary_dim(16)
      : tensor<2x6x33x24xf32>, tensor<2x33x8xf32>, tensor<2x33x8xf32> -> tensor<2x6x33x24xf32>
  return %r : tensor<2x6x33x24xf32>
}

// -----

// bf16, interleaved, a dynamic sequence and a head dimension of 10 (5
// pairs): chunks of one pair; 51 positions a block, ceil(seq / 51) blocks,
// each thread checks its position; 4 heads in one thread; computed in f32.
// CHECK-LABEL: func.func @dynamic_seq(
// CHECK: %[[SEQ:.*]] = tensor.dim %{{.*}}, %c1
// CHECK: %[[OUT:.*]] = memref.alloc(%[[SEQ]]) : memref<4x?x10xbf16>
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[SEQ]], %c51
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[BLOCKS]], %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c5{{.*}}, %{{.*}} = %c51{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %{{.*}}, %[[SEQ]]
// CHECK: scf.if %[[INSIDE]] {
// CHECK-COUNT-2: vector.load {{.*}} : memref<?x5xf32>, vector<1xf32>
// CHECK-COUNT-8: vector.load {{.*}} : memref<4x?x10xbf16>, vector<1xbf16>
// CHECK: arith.extf %{{.*}} : vector<1xbf16> to vector<1xf32>
// CHECK: vector.deinterleave %{{.*}} : vector<2xf32> -> vector<1xf32>
// CHECK: vector.interleave
// CHECK: arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
func.func @dynamic_seq(%x: tensor<4x?x10xbf16>, %c: tensor<?x5xf32>,
                       %s: tensor<?x5xf32>) -> tensor<4x?x10xbf16> {
  %r = rope.rotate_with_tables %x, %c, %s layout(interleaved)
      : tensor<4x?x10xbf16>, tensor<?x5xf32>, tensor<?x5xf32> -> tensor<4x?x10xbf16>
  return %r : tensor<4x?x10xbf16>
}

// -----

// rope.rotate is left to rope-materialize-tables and rope-to-linalg.
// CHECK-LABEL: func.func @rotate_untouched(
// CHECK: rope.rotate
// CHECK-NOT: gpu.launch
func.func @rotate_untouched(%x: tensor<2x8x64xf32>, %pos: tensor<8xi64>,
                            %f: tensor<32xf32>) -> tensor<2x8x64xf32> {
  %r = rope.rotate %x, %pos, %f layout(half)
      : tensor<2x8x64xf32>, tensor<8xi64>, tensor<32xf32> -> tensor<2x8x64xf32>
  return %r : tensor<2x8x64xf32>
}
