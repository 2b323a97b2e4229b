// RUN: rope-opt %s --rope-to-gpu --split-input-file | FileCheck %s
// RUN: rope-opt %s --rope-to-gpu=fast-angles --split-input-file | FileCheck %s --check-prefix=FAST

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
// CHECK: %[[SECOND:.*]] = arith.addi %[[PAIR]], %c8
// CHECK: vector.load %[[IN3]][%[[HEAD]], %[[POS]], %[[PAIR]]] {alignment = 16 : i64}
// CHECK: vector.load %[[IN3]][%[[HEAD]], %[[POS]], %[[SECOND]]] {alignment = 16 : i64}
// CHECK: vector.load %[[IN3]][%[[HEAD2:.*]], %[[POS]], %[[PAIR]]]
// CHECK: vector.load %[[IN3]][%[[HEAD2]], %[[POS]], %[[SECOND]]]
// CHECK: %[[BATCH:.*]] = arith.divui %[[HEAD]], %c6
// CHECK: vector.load %[[CB]][%[[BATCH]], %[[POS]], %[[PAIR]]] {alignment = 16 : i64} : memref<2x33x8xf32>, vector<4xf32>
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
// pairs): chunks of one pair; 51 positions a block, ceil(seq / 51) blocks
// (no launch for an empty sequence: CUDA rejects empty grids), each thread
// checks its position; 4 heads in one thread; computed in f32. A chunk of one
// pair is its two channels, rotated as they are (nothing to deinterleave).
// CHECK-LABEL: func.func @dynamic_seq(
// CHECK: %[[SEQ:.*]] = tensor.dim %{{.*}}, %c1
// CHECK: %[[OUT:.*]] = memref.alloc(%[[SEQ]]) : memref<4x?x10xbf16>
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[SEQ]], %c51
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi ugt, %[[BLOCKS]], %c0
// CHECK: scf.if %[[NONEMPTY]] {
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[BLOCKS]], %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c5{{.*}}, %{{.*}} = %c51{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %{{.*}}, %[[SEQ]]
// CHECK: scf.if %[[INSIDE]] {
// CHECK-COUNT-8: vector.load {{.*}} : memref<4x?x10xbf16>, vector<1xbf16>
// CHECK-COUNT-2: vector.load {{.*}} : memref<?x5xf32>, vector<1xf32>
// CHECK: arith.extf %{{.*}} : vector<1xbf16> to vector<1xf32>
// CHECK-NOT: vector.deinterleave
// CHECK: arith.truncf %{{.*}} : vector<1xf32> to vector<1xbf16>
// CHECK: gpu.terminator
func.func @dynamic_seq(%x: tensor<4x?x10xbf16>, %c: tensor<?x5xf32>,
                       %s: tensor<?x5xf32>) -> tensor<4x?x10xbf16> {
  %r = rope.rotate_with_tables %x, %c, %s layout(interleaved)
      : tensor<4x?x10xbf16>, tensor<?x5xf32>, tensor<?x5xf32> -> tensor<4x?x10xbf16>
  return %r : tensor<4x?x10xbf16>
}

// -----

// rope.rotate computes its cos/sin in the kernel: after the loads of its 2
// heads, the position (offset + s), the 4 frequencies of the chunk, and per
// pair the float64 angle, Cody-Waite reduced, times the scale.
// CHECK-LABEL: func.func @rotate_offset(
// CHECK-SAME: %[[X:.*]]: tensor<2x8x64xf32>, %[[OFFSET:.*]]: i32, %[[F:.*]]: tensor<32xf64>, %[[SCALE:.*]]: f32)
// CHECK: %[[FB:.*]] = bufferization.to_buffer %[[F]] read_only : tensor<32xf64> to memref<32xf64>
// CHECK: gpu.launch
// CHECK-COUNT-4: vector.load %{{.*}} : memref<2x8x64xf32>, vector<4xf32>
// CHECK: %[[WIDE:.*]] = arith.extsi %[[OFFSET]] : i32 to i64
// CHECK: %[[START:.*]] = arith.index_cast %[[WIDE]] : i64 to index
// CHECK: %[[AT:.*]] = arith.addi %[[START]], %{{.*}} : index
// CHECK: %[[THETA:.*]] = vector.load %[[FB]][%{{.*}}] {alignment = 16 : i64} : memref<32xf64>, vector<4xf64>
// CHECK: vector.extract %[[THETA]][0] : f64 from vector<4xf64>
// CHECK: arith.sitofp %{{.*}} : i64 to f64
// CHECK: math.roundeven %{{.*}} : f64
// CHECK: arith.mulf %{{.*}}, %[[SCALE]] : f32
// CHECK: vector.extract %[[THETA]][3] : f64 from vector<4xf64>
// CHECK: vector.from_elements {{.*}} : vector<4xf32>
// CHECK: vector.store
func.func @rotate_offset(%x: tensor<2x8x64xf32>, %offset: i32,
                         %f: tensor<32xf64>, %scale: f32) -> tensor<2x8x64xf32> {
  %r = rope.rotate %x, %offset, %f layout(half) scale(%scale : f32)
      : tensor<2x8x64xf32>, i32, tensor<32xf64> -> tensor<2x8x64xf32>
  return %r : tensor<2x8x64xf32>
}

// -----

// [batch, seq] positions: each thread reads the position of its head
// group's batch; with fast-angles, f32 angles and math.cos/sin.
// Interleaved with chunks of 8 channels (4 pairs): thread t reads channels
// [8t, 8t + 8) and [32 + 8t, 40 + 8t), so that consecutive threads read
// consecutive 16 bytes in both loads; their pairs [4t, 4t + 4) and
// [16 + 4t, 20 + 4t) get cos/sin from 4 frequencies each.
// CHECK-LABEL: func.func @batch_positions(
// CHECK: gpu.launch blocks({{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c4{{.*}}, %{{.*}} = %c8{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: %[[LOW:.*]] = arith.muli %[[TX]], %c8
// CHECK: %[[HIGH:.*]] = arith.addi %[[LOW]], %c32
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}, %[[LOW]]] {alignment = 16 : i64} : memref<8x8x64xbf16>, vector<8xbf16>
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}, %[[HIGH]]] {alignment = 16 : i64} : memref<8x8x64xbf16>, vector<8xbf16>
// CHECK: %[[BATCH:.*]] = arith.divui
// CHECK: %[[LOWPAIR:.*]] = arith.divui %[[LOW]], %c2
// CHECK: %[[HIGHPAIR:.*]] = arith.addi %[[LOWPAIR]], %c16
// CHECK: memref.load %{{.*}}[%[[BATCH]], %{{.*}}] : memref<2x8xi64>
// CHECK: vector.load %{{.*}}[%[[LOWPAIR]]] {alignment = 16 : i64} : memref<32xf32>, vector<4xf32>
// CHECK: vector.load %{{.*}}[%[[HIGHPAIR]]] {alignment = 16 : i64} : memref<32xf32>, vector<4xf32>
// CHECK: vector.deinterleave %{{.*}} : vector<8xf32> -> vector<4xf32>
// CHECK: vector.interleave %{{.*}} : vector<4xf32> -> vector<8xf32>
// CHECK: vector.store %{{.*}}[%{{.*}}, %{{.*}}, %[[LOW]]] {alignment = 16 : i64} : memref<8x8x64xbf16>, vector<8xbf16>
// CHECK: vector.deinterleave %{{.*}} : vector<8xf32> -> vector<4xf32>
// CHECK: vector.store %{{.*}}[%{{.*}}, %{{.*}}, %[[HIGH]]] {alignment = 16 : i64} : memref<8x8x64xbf16>, vector<8xbf16>
// FAST-LABEL: func.func @batch_positions(
// FAST: arith.sitofp %{{.*}} : i64 to f32
// FAST: math.cos %{{.*}} : f32
// FAST: math.sin %{{.*}} : f32
// FAST-NOT: math.roundeven
func.func @batch_positions(%x: tensor<2x4x8x64xbf16>, %pos: tensor<2x8xi64>,
                           %f: tensor<32xf32>) -> tensor<2x4x8x64xbf16> {
  %r = rope.rotate %x, %pos, %f layout(interleaved)
      : tensor<2x4x8x64xbf16>, tensor<2x8xi64>, tensor<32xf32> -> tensor<2x4x8x64xbf16>
  return %r : tensor<2x4x8x64xbf16>
}

// -----

// Multimodal rotations are left to rope-materialize-tables.
// CHECK-LABEL: func.func @multimodal(
// CHECK: rope.rotate
// CHECK-NOT: gpu.launch
func.func @multimodal(%x: tensor<2x8x64xf32>, %pos: tensor<3x8xi64>,
                      %f: tensor<32xf32>) -> tensor<2x8x64xf32> {
  %r = rope.rotate %x, %pos, %f layout(half) sections([8, 12, 12])
      : tensor<2x8x64xf32>, tensor<3x8xi64>, tensor<32xf32> -> tensor<2x8x64xf32>
  return %r : tensor<2x8x64xf32>
}

// -----

// A rotation inside a loop is left to rope-to-linalg: its launch could end
// up nested in a kernel.
// CHECK-LABEL: func.func @in_loop(
// CHECK: scf.forall
// CHECK: rope.rotate_with_tables
// CHECK-NOT: gpu.launch
func.func @in_loop(%x: tensor<4x8x64xf32>, %c: tensor<8x32xf32>,
                   %s: tensor<8x32xf32>) -> tensor<4x8x64xf32> {
  %e = tensor.empty() : tensor<4x8x64xf32>
  %r = scf.forall (%h) in (4) shared_outs(%o = %e) -> (tensor<4x8x64xf32>) {
    %xs = tensor.extract_slice %x[%h, 0, 0] [1, 8, 64] [1, 1, 1]
        : tensor<4x8x64xf32> to tensor<8x64xf32>
    %y = rope.rotate_with_tables %xs, %c, %s layout(half)
        : tensor<8x64xf32>, tensor<8x32xf32>, tensor<8x32xf32> -> tensor<8x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%h, 0, 0] [1, 8, 64] [1, 1, 1]
          : tensor<8x64xf32> into tensor<4x8x64xf32>
    }
  }
  return %r : tensor<4x8x64xf32>
}
