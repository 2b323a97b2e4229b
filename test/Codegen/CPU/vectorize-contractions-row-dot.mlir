// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver4 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=x86-64-v3 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX2

// A few rows times a right operand whose rows hold k contiguous (the scores
// of a grouped-query decode step: 4 stacked query heads against a block of
// 64 bf16 keys [keys, D]), inside a parallel loop: dot products along k,
// not a pack of the keys into panels. Per 4 keys, 16 accumulators of 16
// f32 (with AVX2 2 keys, 8 accumulators of 8), each k step widening each key's
// 16 bf16 once for the 4 rows; then a horizontal sum per accumulator into
// the result, whose zero fill is absorbed. The key rows 4 KiB ahead (16
// rows of 256 bytes) are prefetched, into the L2 on zen4 (the table's
// level for streamed rows).
// CHECK: remark: rope-vectorize-contractions: zen4, 4 rows of dot products along k, 4 columns at a time (16 accumulators of 16 f32), both operands read in place; the zero fill is absorbed
// CHECK: remark: rope-vectorize-contractions: zen4, 4 rows of dot products along k, 4 columns at a time (16 accumulators of 16 f32), both operands read in place
// CHECK-NOT: absorbed
// CHECK: remark: rope-vectorize-contractions: zen4, 12 rows of dot products along k, 2 columns at a time (12 accumulators of 16 f32, for each of 2 groups of rows in turn), both operands read in place
// CHECK: remark: rope-vectorize-contractions: zen4 kernel
// CHECK: remark: rope-vectorize-contractions: zen4 kernel
// AVX2: remark: rope-vectorize-contractions: generic-avx2, 4 rows of dot products along k, 2 columns at a time (8 accumulators of 8 f32), both operands read in place; the zero fill is absorbed

// CHECK-LABEL: func @scores
// CHECK: scf.forall
// CHECK-NOT: linalg.fill
// CHECK: scf.for %[[N:.*]] = %c0{{.*}} to %c64{{.*}} step %c4
// CHECK: %[[AHEAD:.*]] = arith.addi %[[N]], %c16{{.*}}
// CHECK: memref.prefetch %{{.*}}[%[[AHEAD]], %c0{{.*}}], read, locality<2>, data
// CHECK-COUNT-15: memref.prefetch
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c128{{.*}} step %c16{{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-4: arith.extf %{{.*}} : vector<16xbf16> to vector<16xf32>
// CHECK-NOT: arith.extf
// CHECK-COUNT-16: vector.fma
// CHECK: scf.yield
// CHECK-COUNT-16: vector.reduction <add>
// CHECK-NOT: memref.load
// CHECK: memref.store
// AVX2-LABEL: func @scores
// AVX2: scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c2{{.*}}
// AVX2: scf.for %{{.*}} = %c0{{.*}} to %c128{{.*}} step %c8{{.*}}
func.func @scores(%q: memref<2x4x128xf32>, %k: memref<2x64x128xbf16>,
                  %s: memref<2x4x64xf32>) {
  %zero = arith.constant 0.0 : f32
  scf.forall (%h) in (2) {
    %qh = memref.subview %q[%h, 0, 0] [1, 4, 128] [1, 1, 1]
        : memref<2x4x128xf32> to memref<4x128xf32, strided<[128, 1], offset: ?>>
    %kh = memref.subview %k[%h, 0, 0] [1, 64, 128] [1, 1, 1]
        : memref<2x64x128xbf16> to memref<64x128xbf16, strided<[128, 1], offset: ?>>
    %sh = memref.subview %s[%h, 0, 0] [1, 4, 64] [1, 1, 1]
        : memref<2x4x64xf32> to memref<4x64xf32, strided<[64, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%sh : memref<4x64xf32, strided<[64, 1], offset: ?>>)
    linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                   affine_map<(m, n, d) -> (n, d)>,
                                   affine_map<(m, n, d) -> (m, n)>]
        ins(%qh, %kh : memref<4x128xf32, strided<[128, 1], offset: ?>>,
                       memref<64x128xbf16, strided<[128, 1], offset: ?>>)
        outs(%sh : memref<4x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}

// A dynamic number of keys (the last partial block): whole groups of 4
// keys, then the keys left one at a time; the result is added to.
// CHECK-LABEL: func @partial
// CHECK: %[[KEYS:.*]] = memref.dim %arg1, %c0{{.*}}
// CHECK: %[[MAIN:.*]] = affine.apply #{{.*}}()[%[[KEYS]]]
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %[[MAIN]] step %c4{{.*}}
// CHECK: memref.load
// CHECK: scf.for %{{.*}} = %[[MAIN]] to %[[KEYS]] step %c1{{.*}}
// CHECK-COUNT-4: vector.reduction <add>
func.func @partial(%q: memref<4x64xf32>, %k: memref<?x64xf32>,
                   %s: memref<4x?xf32>) {
  scf.forall (%i) in (1) {
    linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                   affine_map<(m, n, d) -> (n, d)>,
                                   affine_map<(m, n, d) -> (m, n)>]
        ins(%q, %k : memref<4x64xf32>, memref<?x64xf32>)
        outs(%s : memref<4x?xf32>)
  }
  return
}

// 12 rows (a short chunk of 3 queries of 4 stacked query heads): two
// groups of 6 rows in turn over each pair of keys, 12 accumulators each;
// the keys' rows are prefetched once per pair, and the second group reads
// them again (from the L1). 17 rows are more than the kernel takes: the
// table's kernel packs the keys.
// CHECK-LABEL: func @groups
// CHECK: scf.for %[[N:.*]] = %c0{{.*}} to %c64{{.*}} step %c2
// CHECK-COUNT-16: memref.prefetch
// CHECK-NOT: memref.prefetch
// CHECK: scf.for {{.*}} -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-12: vector.fma
// CHECK: scf.yield
// CHECK-COUNT-12: vector.reduction <add>
// CHECK-NOT: memref.prefetch
// CHECK: scf.for {{.*}} -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-12: vector.fma
// CHECK: scf.yield
// CHECK: %[[LAST:.*]] = vector.reduction <add>
// CHECK: %[[ROW:.*]] = memref.load %{{.*}}[%c6{{.*}}, %[[N]]]
// CHECK: arith.addf %[[ROW]], %[[LAST]]
// CHECK-LABEL: func @too_many
// CHECK-NOT: vector.reduction
func.func @groups(%q: memref<12x128xf32>, %k: memref<64x128xf32>,
                  %s: memref<12x64xf32>) {
  scf.forall (%i) in (1) {
    linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                   affine_map<(m, n, d) -> (n, d)>,
                                   affine_map<(m, n, d) -> (m, n)>]
        ins(%q, %k : memref<12x128xf32>, memref<64x128xf32>)
        outs(%s : memref<12x64xf32>)
  }
  return
}
func.func @too_many(%q: memref<17x128xf32>, %k: memref<64x128xf32>,
                    %s: memref<17x64xf32>) {
  scf.forall (%i) in (1) {
    linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                   affine_map<(m, n, d) -> (n, d)>,
                                   affine_map<(m, n, d) -> (m, n)>]
        ins(%q, %k : memref<17x128xf32>, memref<64x128xf32>)
        outs(%s : memref<17x64xf32>)
  }
  return
}

// Not taken: outside a parallel loop (the table's kernels parallelize
// over the result), and with a k (40) that is not a multiple of 16.
// CHECK-LABEL: func @top_level
// CHECK-NOT: vector.reduction
// CHECK-LABEL: func @odd_k
// CHECK-NOT: vector.reduction
// CHECK: return
func.func @top_level(%q: memref<4x128xf32>, %k: memref<64x128xf32>,
                     %s: memref<4x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                 affine_map<(m, n, d) -> (n, d)>,
                                 affine_map<(m, n, d) -> (m, n)>]
      ins(%q, %k : memref<4x128xf32>, memref<64x128xf32>)
      outs(%s : memref<4x64xf32>)
  return
}
func.func @odd_k(%q: memref<4x40xf32>, %k: memref<64x40xf32>,
                 %s: memref<4x64xf32>) {
  scf.forall (%i) in (1) {
    linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                   affine_map<(m, n, d) -> (n, d)>,
                                   affine_map<(m, n, d) -> (m, n)>]
        ins(%q, %k : memref<4x40xf32>, memref<64x40xf32>)
        outs(%s : memref<4x64xf32>)
  }
  return
}
