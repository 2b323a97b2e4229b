// RUN: rope-opt %s --pass-pipeline='builtin.module(func.func(rope-gpu-map-parallel-loops))' | FileCheck %s

// 3 x 100 iterations: 2 blocks of 256 threads, each thread checks its linear
// index against 300 and delinearizes it (last dimension fastest).
// CHECK-LABEL: func.func @linear(
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[C300:.*]] = arith.constant 300 : index
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[C2]])
// CHECK: scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%[[C256]])
// CHECK: %[[BASE:.*]] = arith.muli %[[B]], %[[C256]]
// CHECK: %[[I:.*]] = arith.addi %[[BASE]], %[[T]]
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[I]], %[[C300]]
// CHECK: scf.if %[[IN]] {
// CHECK: %[[IJ:.*]]:2 = affine.delinearize_index %[[I]] into (3, 100)
// CHECK: memref.load %{{.*}}[%[[IJ]]#0, %[[IJ]]#1]
// CHECK: mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]
// CHECK: mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]

// A dynamic trip count: ceil(n / 256) blocks, and no grid at all when n is 0.
// CHECK-LABEL: func.func @dynamic(
// CHECK: %[[N:.*]] = memref.dim
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[N]], %{{.*}}
// CHECK: %[[ANY:.*]] = arith.cmpi ugt, %[[N]], %{{.*}}
// CHECK: scf.if %[[ANY]] {
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[BLOCKS]])

// Loops with reductions, and loops already mapped, are left alone.
// CHECK-LABEL: func.func @reduction(
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init
// CHECK-NOT: mapping
// CHECK-LABEL: func.func @mapped(
// CHECK: scf.parallel
// CHECK-SAME: to (%c8)
// CHECK: mapping = [#gpu.loop_dim_map<processor = block_y
func.func @linear(%a: memref<3x100xf32>, %b: memref<3x100xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c100) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<3x100xf32>
    memref.store %x, %b[%i, %j] : memref<3x100xf32>
    scf.reduce
  }
  return
}
func.func @dynamic(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
func.func @reduction(%a: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  return %s : f32
}
func.func @mapped(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %x = memref.load %a[%i] : memref<8xf32>
    memref.store %x, %a[%i] : memref<8xf32>
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}
