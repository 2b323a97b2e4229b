// A multi-row kernel that reads its right operand in place (few result rows,
// so not packed) with rows under 4 KiB prefetches, into the L2, the lines of
// its columns 64 k steps ahead (kInPlacePrefetchSteps): past the end of the
// operand's rows, those that follow in memory, such as the next key block of
// a flash tile's transposed keys or values.

// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=sapphirerapids | FileCheck %s
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver3 | FileCheck %s --check-prefix=AVX2

// 24 x 64 x 128 (rows of 256 bytes): 12 x 32 kernels, whose two lines of
// the row 64 steps ahead are prefetched with locality 2 at each step.
// CHECK-DAG: #[[PLUS64:.*]] = affine_map<(d0) -> (d0 + 64)>
// CHECK-DAG: #[[PLUS16:.*]] = affine_map<(d0) -> (d0 + 16)>
// CHECK-LABEL: func @scores
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step %c32
// CHECK: %[[N16:.*]] = affine.apply #[[PLUS16]](%[[N]])
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %c1 iter_args(%{{.*}}) -> (vector<12x32xf32>)
// CHECK: %[[AHEAD:.*]] = affine.apply #[[PLUS64]](%[[K]])
// CHECK: memref.prefetch %[[B:.*]][%[[AHEAD]], %[[N]]], read, locality<2>, data : memref<128x64xf32, strided<[64, 1], offset: ?>>
// CHECK: memref.prefetch %[[B]][%[[AHEAD]], %[[N16]]], read, locality<2>, data
// CHECK-NOT: memref.prefetch
// CHECK: vector.transfer_read
// AVX2-LABEL: func @scores
// AVX2: scf.for %{{.*}} step %c1 iter_args(%{{.*}}) -> (vector<4x16xf32>)
// AVX2: memref.prefetch %{{.*}}, read, locality<2>, data
// AVX2-NOT: memref.prefetch
// AVX2: vector.transfer_read
func.func @scores(%q: memref<24x128xf32>, %kt: memref<128x64xf32, strided<[64, 1], offset: ?>>,
                  %s: memref<24x64xf32>) {
  linalg.matmul ins(%q, %kt : memref<24x128xf32>, memref<128x64xf32, strided<[64, 1], offset: ?>>)
                outs(%s : memref<24x64xf32>)
  return
}

// A right operand stored [n, k] (transposed by the map) is packed into
// panels, which the kernels prefetch as the table says (4 steps ahead into
// the L1, 64 into the L2); the operand itself is not prefetched.
// CHECK-LABEL: func @transposed_map
// CHECK: memref.prefetch %{{.*}}, read, locality<3>, data : memref<2x128x32xf32>
// CHECK: memref.prefetch %{{.*}}, read, locality<2>, data : memref<2x128x32xf32>
// CHECK-NOT: memref.prefetch {{.*}} : memref<64x128xf32>
// CHECK: return
func.func @transposed_map(%q: memref<24x128xf32>, %k: memref<64x128xf32>,
                          %s: memref<24x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                 affine_map<(m, n, k) -> (n, k)>,
                                 affine_map<(m, n, k) -> (m, n)>]
                ins(%q, %k : memref<24x128xf32>, memref<64x128xf32>)
                outs(%s : memref<24x64xf32>)
  return
}

// Fewer columns than a kernel's width (16 < 32) leave a right operand
// stored [n, k] in place, unpacked: its rows are not contiguous along n, so
// its multi-row kernels prefetch nothing.
// CHECK-LABEL: func @narrow_transposed
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.prefetch
// CHECK: scf.for %{{.*}} step %c1 iter_args(%{{.*}}) -> (vector<12x16xf32>)
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @narrow_transposed(%q: memref<24x128xf32>, %k: memref<16x128xf32>,
                             %s: memref<24x16xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                 affine_map<(m, n, k) -> (n, k)>,
                                 affine_map<(m, n, k) -> (m, n)>]
                ins(%q, %k : memref<24x128xf32>, memref<16x128xf32>)
                outs(%s : memref<24x16xf32>)
  return
}

// One-row kernels keep their own prefetch into the L1, 16 steps ahead.
// CHECK-LABEL: func @one_row
// CHECK: memref.prefetch %{{.*}}, read, locality<3>, data
// CHECK-NOT: locality<2>
// CHECK: return
func.func @one_row(%q: memref<1x128xf32>, %v: memref<128x64xf32>,
                   %o: memref<1x64xf32>) {
  linalg.matmul ins(%q, %v : memref<1x128xf32>, memref<128x64xf32>)
                outs(%o : memref<1x64xf32>)
  return
}
