// One row of the result times a right operand stored [k, n] (a decode
// step's P V): the register block spans the columns, half the registers in
// one row (8 on AVX2's 16, 16 on AVX-512's 32, no more than n needs), and
// the k loop prefetches the right operand's row 16 steps ahead, one
// prefetch per 64-byte line of the block's columns: into the L1 (locality
// 3), or into the L2 (locality 2) where the kernel table says so (zen4). A right operand stored
// [n, k] keeps the table's block (it is packed into panels first).

// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=x86-64-v3 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX2
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver4 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ZEN4

// AVX2: remark: rope-vectorize-contractions: generic-avx2 kernel, 1 x 8 registers of 8 f32 (1 x 64), unroll 1, prefetch 0, k blocks of 256, f32-fma
// AVX2: remark: rope-vectorize-contractions: generic-avx2 kernel, 1 x 2 registers of 8 f32 (1 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma
// AVX2: remark: rope-vectorize-contractions: generic-avx2 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma
// AVX2: remark: rope-vectorize-contractions: generic-avx2 kernel, 2 x 4 registers of 8 f32 (2 x 32), unroll 1, prefetch 0, k blocks of 256, f32-fma
// AVX2: remark: rope-vectorize-contractions: generic-avx2 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 1 x 8 registers of 16 f32 (1 x 128), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 1 x 1 registers of 16 f32 (1 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 8 x 2 registers of 16 f32 (8 x 32), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 2 x 8 registers of 16 f32 (2 x 128), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 4 x 4 registers of 16 f32 (4 x 64), unroll 1, prefetch 0, k blocks of 256, f32-fma

// P [1, 64] x V [64, 128] in bf16: AVX2 runs two 64-column blocks, each k
// step prefetching the two lines (32 bf16 each) of row k + 16.
// AVX2-DAG: #[[LINE_MAP:.*]] = affine_map<(d0) -> (d0 + 32)>
// AVX2-DAG: #[[AHEAD_MAP:.*]] = affine_map<(d0) -> (d0 + 16)>
// AVX2-LABEL: func @decode_pv
// AVX2: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step %c64
// AVX2-NEXT: %[[LINE:.*]] = affine.apply #[[LINE_MAP]](%[[N]])
// AVX2: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %c1 iter_args({{.*}}) -> (vector<1x64xf32>)
// AVX2-NEXT: %[[AHEAD:.*]] = affine.apply #[[AHEAD_MAP]](%[[K]])
// AVX2-NEXT: memref.prefetch %arg1[%[[AHEAD]], %[[N]]], read, locality<3>, data : memref<64x128xbf16>
// AVX2-NEXT: memref.prefetch %arg1[%[[AHEAD]], %[[LINE]]], read, locality<3>, data : memref<64x128xbf16>
// AVX2-NOT: memref.prefetch
// AVX2: vector.fma {{.*}} : vector<64xf32>
// AVX2-NOT: vector.fma
// AVX2: return
// ZEN4-LABEL: func @decode_pv
// ZEN4: scf.for {{.*}} -> (vector<1x128xf32>)
// ZEN4-COUNT-4: memref.prefetch %arg1[{{.*}}], read, locality<2>, data
// ZEN4-NOT: memref.prefetch
// ZEN4: vector.fma {{.*}} : vector<128xf32>
func.func @decode_pv(%p: memref<1x64xbf16>, %v: memref<64x128xbf16>,
                     %o: memref<1x128xf32>) {
  linalg.matmul ins(%p, %v : memref<1x64xbf16>, memref<64x128xbf16>)
                outs(%o : memref<1x128xf32>)
  return
}

// Fewer columns than half the registers hold: as many as n needs.
// AVX2-LABEL: func @narrow
// AVX2: -> (vector<1x16xf32>)
// ZEN4-LABEL: func @narrow
// ZEN4: -> (vector<1x16xf32>)
func.func @narrow(%a: memref<1x40xf32>, %b: memref<40x16xf32>,
                  %c: memref<1x16xf32>) {
  linalg.matmul ins(%a, %b : memref<1x40xf32>, memref<40x16xf32>)
                outs(%c : memref<1x16xf32>)
  return
}

// One query's scores against keys stored [n, k]: the table's block.
// AVX2-LABEL: func @decode_scores
// AVX2-NOT: vector<1x64xf32>
// AVX2: return
func.func @decode_scores(%q: memref<1x128xf32>, %k: memref<64x128xf32>,
                         %s: memref<1x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, d) -> (m, d)>,
                                 affine_map<(m, n, d) -> (n, d)>,
                                 affine_map<(m, n, d) -> (m, n)>]
                ins(%q, %k : memref<1x128xf32>, memref<64x128xf32>)
                outs(%s : memref<1x64xf32>)
  return
}

// A few rows (the stacked query heads of a grouped-query decode step: P V
// of 2 or 4 heads) share half the registers likewise: 2 x 8 and 4 x 4 on
// AVX-512, so that each k step reads 256 or 128 contiguous bytes of the
// right operand's row, not the table's 32 columns (4 passes over each row).
// With AVX2, 2 x 4; 4 rows keep the table's 4 x 2. The rows of the right
// operand are prefetched as a multi-row kernel's are (64 steps ahead into
// the L2).
// ZEN4-LABEL: func @two_rows
// ZEN4: scf.for {{.*}} -> (vector<2x128xf32>)
// ZEN4-LABEL: func @four_rows
// ZEN4: scf.for {{.*}} -> (vector<4x64xf32>)
// ZEN4: memref.prefetch %arg1[{{.*}}], read, locality<2>, data
func.func @two_rows(%p: memref<2x64xf32>, %v: memref<64x128xf32>,
                    %o: memref<2x128xf32>) {
  linalg.matmul ins(%p, %v : memref<2x64xf32>, memref<64x128xf32>)
                outs(%o : memref<2x128xf32>)
  return
}
func.func @four_rows(%p: memref<4x64xf32>, %v: memref<64x128xf32>,
                     %o: memref<4x128xf32>) {
  linalg.matmul ins(%p, %v : memref<4x64xf32>, memref<64x128xf32>)
                outs(%o : memref<4x128xf32>)
  return
}
