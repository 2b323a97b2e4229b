// Kernels of a result larger than the L2 (2 MiB on the sapphirerapids row)
// in rope-vectorize-contractions: each prefetches its tile's lines for
// writing before its k loop, starts from zeros, and adds the tile after the
// loop (in the k block from 0 of an absorbed zero fill, nothing: the fill's
// value is the start; a nonzero fill's value is the first block's start).
// A result that fits the L2 keeps the loads before the loop; a view is
// judged by the buffer it views.

// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=sapphirerapids | FileCheck %s

// 1024 x 768 f32 (3 MiB) after a zero fill, k = 600: two k blocks.
// CHECK-LABEL: func @large_fill
// CHECK-SAME: %[[C:[a-z0-9]+]]: memref<1024x768xf32>
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<12x32xf32>
// CHECK: scf.for %[[K0:.*]] = %{{.*}} to %{{.*}} step %c512
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c12
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c32
// CHECK: memref.prefetch %[[C]][%[[I]], %[[J]]], write, locality<3>, data
// CHECK-COUNT-23: memref.prefetch %[[C]][%{{.*}}, %{{.*}}], write, locality<3>, data
// CHECK-NOT: memref.prefetch %[[C]]
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[K0]], %{{.*}} : index
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %[[K0]] to %{{.*}} iter_args(%{{.*}} = %[[ZEROS]]) -> (vector<12x32xf32>)
// CHECK-NOT: vector.transfer_read %[[C]]
// CHECK: scf.yield
// CHECK: %[[TILE:.*]] = scf.if %[[FIRST]] -> (vector<12x32xf32>) {
// CHECK-NEXT: scf.yield %[[SUM]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[OLD:.*]] = vector.transfer_read %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[SUM]], %[[OLD]] : vector<12x32xf32>
// CHECK-NEXT: scf.yield %[[NEW]]
// CHECK: vector.transfer_write %[[TILE]], %[[C]][%[[I]], %[[J]]]
// The 4 rows left: the same, on a 4 x 32 tile.
// CHECK: iter_args(%{{.*}} = %{{.*}}) -> (vector<4x32xf32>)
// CHECK: scf.if %{{.*}} -> (vector<4x32xf32>)
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<4x32xf32>
// CHECK-NOT: linalg.fill
// CHECK: return
func.func @large_fill(%a: memref<1024x600xf32>, %b: memref<600x768xf32>,
                      %c: memref<1024x768xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<1024x768xf32>)
  linalg.matmul ins(%a, %b : memref<1024x600xf32>, memref<600x768xf32>)
                outs(%c : memref<1024x768xf32>)
  return
}

// No fill: every k block adds its tile after the loop.
// CHECK-LABEL: func @large_accumulate
// CHECK-SAME: %[[C:[a-z0-9]+]]: memref<1024x768xf32>
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<12x32xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c12
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %c32
// CHECK-COUNT-24: memref.prefetch %[[C]]{{.*}}, write, locality<3>, data
// CHECK: %[[SUM:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[ZEROS]]) -> (vector<12x32xf32>)
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[OLD:.*]] = vector.transfer_read %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[SUM]], %[[OLD]] : vector<12x32xf32>
// CHECK-NEXT: vector.transfer_write %[[NEW]], %[[C]][%[[I]], %[[J]]]
func.func @large_accumulate(%a: memref<1024x600xf32>, %b: memref<600x768xf32>,
                            %c: memref<1024x768xf32>) {
  linalg.matmul ins(%a, %b : memref<1024x600xf32>, memref<600x768xf32>)
                outs(%c : memref<1024x768xf32>)
  return
}

// A nonzero fill: the k block from 0 starts from its value.
// CHECK-LABEL: func @large_fill_one
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<12x32xf32>
// CHECK-DAG: %[[ONES:.*]] = arith.constant dense<1.000000e+00> : vector<12x32xf32>
// CHECK: %[[FIRST:.*]] = arith.cmpi eq
// CHECK: %[[START:.*]] = arith.select %[[FIRST]], %[[ONES]], %[[ZEROS]] : vector<12x32xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[START]]) -> (vector<12x32xf32>)
// CHECK: scf.if %[[FIRST]] -> (vector<12x32xf32>)
func.func @large_fill_one(%a: memref<1024x600xf32>, %b: memref<600x768xf32>,
                          %c: memref<1024x768xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<1024x768xf32>)
  linalg.matmul ins(%a, %b : memref<1024x600xf32>, memref<600x768xf32>)
                outs(%c : memref<1024x768xf32>)
  return
}

// 512 x 512 f32 (1 MiB) fits the L2: the tile is read before the loop (or
// the fill's value taken), no prefetch for writing.
// CHECK-LABEL: func @fits_l2
// CHECK-SAME: %[[C:[a-z0-9]+]]: memref<512x512xf32>
// CHECK-NOT: write, locality
// CHECK: %[[START:.*]] = scf.if %{{.*}} -> (vector<12x32xf32>) {
// CHECK: } else {
// CHECK-NEXT: %[[OLD:.*]] = vector.transfer_read %[[C]]
// CHECK-NEXT: scf.yield %[[OLD]]
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[START]]) -> (vector<12x32xf32>)
// CHECK-NOT: arith.addf
// CHECK-NOT: write, locality
// CHECK: return
func.func @fits_l2(%a: memref<512x600xf32>, %b: memref<600x512xf32>,
                   %c: memref<512x512xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<512x512xf32>)
  linalg.matmul ins(%a, %b : memref<512x600xf32>, memref<600x512xf32>)
                outs(%c : memref<512x512xf32>)
  return
}

// A result of dynamic size that views a static buffer: that buffer's size
// decides. A view of a 256 x 256 scratch block (256 KiB) keeps the loads; a
// view of a 2048 x 2048 argument (16 MiB) defers them.
// CHECK-LABEL: func @view_of_small
// CHECK-NOT: write, locality
// CHECK: return
func.func @view_of_small(%a: memref<?x600xf32>, %b: memref<600x?xf32>,
                         %m: index, %n: index) {
  %buf = memref.alloc() : memref<256x256xf32>
  %c = memref.subview %buf[0, 0] [%m, %n] [1, 1]
      : memref<256x256xf32> to memref<?x?xf32, strided<[256, 1]>>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32, strided<[256, 1]>>)
  linalg.matmul ins(%a, %b : memref<?x600xf32>, memref<600x?xf32>)
                outs(%c : memref<?x?xf32, strided<[256, 1]>>)
  memref.dealloc %buf : memref<256x256xf32>
  return
}
// CHECK-LABEL: func @view_of_large
// CHECK: memref.prefetch %{{.*}}, write, locality<3>, data : memref<2048x2048xf32>
// CHECK: return
func.func @view_of_large(%a: memref<?x600xf32>, %b: memref<600x?xf32>,
                         %big: memref<2048x2048xf32>, %m: index, %n: index) {
  %c = memref.subview %big[0, 0] [%m, %n] [1, 1]
      : memref<2048x2048xf32> to memref<?x?xf32, strided<[2048, 1]>>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32, strided<[2048, 1]>>)
  linalg.matmul ins(%a, %b : memref<?x600xf32>, memref<600x?xf32>)
                outs(%c : memref<?x?xf32, strided<[2048, 1]>>)
  return
}
