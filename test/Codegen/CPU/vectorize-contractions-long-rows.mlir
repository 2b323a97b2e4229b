// Right operands with long rows in rope-vectorize-contractions:
// * read in place (few result rows, so not packed) with rows of 4 KiB or
//   more, a multi-row kernel takes k blocks of 16 (not 512), so that the
//   rows of a block are read side by side as the n kernels advance, instead
//   of 128 bytes of each of 512 rows, one page and the same cache sets per
//   step, and each step prefetches its piece of the row one block ahead
//   into the L2; rows under 4 KiB keep the row's k blocks;
// * packed, the panels are written in groups of 8 (256 columns), k outside
//   the panels of a group, so that each k step reads 1 KiB of a row;
// * with fewer row blocks than threads (2 by default, `threads`), n is
//   split as well, so that every thread gets a range of columns;
// * read in place with rows of 4 KiB or more, the kernels of the remainder
//   rows are stacked into the block of the full kernels (its last one when
//   the blocks run in turn), inside the same (k, n) cache blocks, so that
//   each block of the right operand is read once for all the rows: in one
//   block where the blocks would run in turn or the threads can split the
//   columns into shares of 4 KiB of a row or more; else, with fewer full
//   kernels than threads, the rows left get a block of their own.

// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver3 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX2
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=sapphirerapids threads=8' 2>&1 | FileCheck %s --check-prefix=T8
// The remark's machine-readable arguments:
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=sapphirerapids --remarks-filter='rope-.*' --remark-format=yaml --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=YAML

// YAML:      Name: LongRightRows
// YAML:      Function: skinny
// YAML:      - RowBytes: '16384'
// YAML-NEXT: - BlockK: '16'

// 8 x 4096 x 4096: one 8-row block, read in place in k blocks of 16, its
// columns in 2 halves of 2048 (8 ranges of 512 with threads=8).
// CHECK: remark: rope-vectorize-contractions: the right operand is read in place, rows of 16384 bytes: k blocks of 16
// CHECK-NOT: rows of 4000 bytes
// CHECK-DAG: #[[FROM:.*]] = affine_map<(d0) -> (d0 * 2048)>
// CHECK-DAG: #[[TO:.*]] = affine_map<(d0) -> (4096, d0 * 2048 + 2048)>
// CHECK-DAG: #[[PLUS16:.*]] = affine_map<(d0) -> (d0 + 16)>
// (@balanced's row blocks, below)
// CHECK-DAG: #[[BFIRST:.*]] = affine_map<(d0) -> (((d0 * 85) floordiv 3) * 12)>
// CHECK-DAG: #[[BEND:.*]] = affine_map<(d0) -> (((d0 * 85 + 85) floordiv 3) * 12)>
// CHECK-LABEL: func @skinny
// CHECK-NOT: memref.alloc
// CHECK: scf.forall (%{{.*}}, %[[HALF:.*]]) in (1, 2)
// CHECK: %[[N0:.*]] = affine.apply #[[FROM]](%[[HALF]])
// CHECK: %[[N1:.*]] = affine.min #[[TO]](%[[HALF]])
// CHECK: scf.for %[[K0:.*]] = %c0 to %c4096 step %c16
// CHECK: scf.for %{{.*}} = %[[N0]] to %[[N1]] step %c256
// CHECK: scf.for %[[K:.*]] = %[[K0]] to %{{.*}} step %c1 iter_args(%{{.*}}) -> (vector<8x32xf32>)
// Each step prefetches, into the L2, the kernel's two lines of the row one
// k block (16) ahead.
// CHECK: %[[AHEAD:.*]] = affine.apply #[[PLUS16]](%[[K]])
// CHECK: memref.prefetch %{{.*}}[%[[AHEAD]], %{{.*}}], read, locality<2>, data : memref<4096x4096xf32>
// CHECK: memref.prefetch %{{.*}}[%[[AHEAD]], %{{.*}}], read, locality<2>, data : memref<4096x4096xf32>
// CHECK-NOT: memref.prefetch
// CHECK: vector.transfer_read
// T8-DAG: #[[FIRST:.*]] = affine_map<(d0) -> (((d0 * 21) floordiv 8) * 12)>
// T8-DAG: #[[END:.*]] = affine_map<(d0) -> (((d0 * 21 + 21) floordiv 8) * 12)>
// T8-LABEL: func @skinny
// T8: scf.forall (%{{.*}}, %{{.*}}) in (1, 8)
// 20 rows: a block of 12 and one of 8, each split in 2 (rows of 4000 bytes:
// not stacked).
// T8-LABEL: func @short_rows
// T8: scf.forall (%{{.*}}, %{{.*}}) in (1, 8)
// 256 rows: the panels in 5 groups; 21 kernels of 12 rows in 8 blocks of 2
// or 3 (block b: kernels [21 b / 8, 21 (b + 1) / 8), rounded down), and the
// 4 rows left in one block, its columns split 8 ways.
// T8-LABEL: func @packed
// T8: scf.forall (%{{.*}}) in (5)
// T8: scf.forall (%[[B:.*]]) in (8)
// T8: affine.apply #[[FIRST]](%[[B]])
// T8: affine.apply #[[END]](%[[B]])
// T8: scf.forall (%{{.*}}, %{{.*}}) in (1, 8)
func.func @skinny(%a: memref<8x4096xf32>, %b: memref<4096x4096xf32>,
                  %c: memref<8x4096xf32>) {
  linalg.matmul ins(%a, %b : memref<8x4096xf32>, memref<4096x4096xf32>)
                outs(%c : memref<8x4096xf32>)
  return
}

// Rows of 4000 bytes: the row's k blocks of 512.
// CHECK-LABEL: func @short_rows
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c512
// CHECK-NOT: step %c16
// CHECK: return
func.func @short_rows(%a: memref<20x700xf32>, %b: memref<700x1000xf32>,
                      %c: memref<20x1000xf32>) {
  linalg.matmul ins(%a, %b : memref<20x700xf32>, memref<700x1000xf32>)
                outs(%c : memref<20x1000xf32>)
  return
}

// 256 rows: packed, 34 panels of 32 columns in 5 groups of at most 8; each
// step of k reads the group's piece of a row.
// CHECK-LABEL: func @packed
// CHECK: %[[P:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<34x300x32xf32>
// CHECK: scf.forall (%[[G:.*]]) in (5)
// CHECK: %[[FIRST:.*]] = affine.apply #{{.*}}(%[[G]])
// CHECK: %[[END:.*]] = affine.min #{{.*}}(%[[G]])
// CHECK: scf.for %[[KP:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[PANEL:.*]] = %[[FIRST]] to %[[END]] step
// CHECK: %[[COL:.*]] = affine.apply #{{.*}}(%[[PANEL]])
// CHECK: %[[ROW:.*]] = vector.transfer_read %{{.*}}[%[[KP]], %[[COL]]]{{.*}} : memref<300x1100xf32>, vector<32xf32>
// CHECK: vector.transfer_write %[[ROW]], %[[P]][%[[PANEL]], %[[KP]], %{{.*}}] {{.*}} : vector<32xf32>, memref<34x300x32xf32>
func.func @packed(%a: memref<256x300xf32>, %b: memref<300x1100xf32>,
                  %c: memref<256x1100xf32>) {
  linalg.matmul ins(%a, %b : memref<256x300xf32>, memref<300x1100xf32>)
                outs(%c : memref<256x1100xf32>)
  return
}

// bf16 rows of 2100 elements, 4200 bytes, on f32 FMAs (zen3: 4 x 16
// kernels of widened operands): k blocks of 16 as well. (On sapphirerapids
// they take the AMX tiles, which pack both operands.)
// AVX2: remark: rope-vectorize-contractions: the right operand is read in place, rows of 16384 bytes: k blocks of 16
// AVX2: remark: rope-vectorize-contractions: the right operand is read in place, rows of 4200 bytes: k blocks of 16
// AVX2-LABEL: func @bf16_rows
// AVX2: scf.for %{{.*}} = %c0{{.*}} to %c37{{.*}} step %c16
func.func @bf16_rows(%a: memref<5x37xbf16>, %b: memref<37x2100xbf16>,
                     %c: memref<5x2100xf32>) {
  linalg.matmul ins(%a, %b : memref<5x37xbf16>, memref<37x2100xbf16>)
                outs(%c : memref<5x2100xf32>)
  return
}

// 20 x 1000 x 1100 (rows of 4400 bytes): one block of the 12-row kernel;
// splitting its columns in 2 would leave each thread 2176 bytes of a row,
// so the 8 rows left get a block of their own after it (the select keeps
// rows 12 to 20 in block 1; rows 12 to 20 of the 12-row loop are empty
// there): the threads read whole rows. Then the 12 columns left, likewise.
// CHECK-LABEL: func @stacked
// CHECK: scf.forall (%[[BLOCK:.*]]) in (2)
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[BLOCK]], %c1
// CHECK: %[[END:.*]] = arith.select %[[LAST]], %c20{{.*}}, %c12
// CHECK: scf.for %[[K0:.*]] = %c0{{.*}} to %c1000{{.*}} step %c16
// CHECK: scf.for %[[N0:.*]] = %{{.*}} to %{{.*}} step %c256
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c12
// CHECK: iter_args(%{{.*}}) -> (vector<12x32xf32>)
// CHECK: scf.for %{{.*}} = %c12{{.*}} to %[[END]] step %c8
// CHECK: iter_args(%{{.*}}) -> (vector<8x32xf32>)
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: scf.for %{{.*}} = %c1088 to %c1100 step %c96
// CHECK: iter_args(%{{.*}}) -> (vector<12x12xf32>)
// CHECK: iter_args(%{{.*}}) -> (vector<8x12xf32>)
// CHECK-NOT: vector<12x32xf32>
// CHECK: return
// With threads=8 the two blocks' columns split in 4 ranges.
// T8-LABEL: func @stacked
// T8: scf.forall (%{{.*}}, %{{.*}}) in (2, 4)
func.func @stacked(%a: memref<20x1000xf32>, %b: memref<1000x1100xf32>,
                   %c: memref<20x1100xf32>) {
  linalg.matmul ins(%a, %b : memref<20x1000xf32>, memref<1000x1100xf32>)
                outs(%c : memref<20x1100xf32>)
  return
}

// Rows of 8400 bytes: halves of 4160 bytes, so the 8 rows left are stacked
// into the one block of the 12-row kernel, whose columns split in 2.
// CHECK-LABEL: func @stacked_split
// CHECK: scf.forall (%[[BLOCK:.*]], %{{.*}}) in (1, 2)
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[BLOCK]], %c0
// CHECK: %[[END:.*]] = arith.select %[[LAST]], %c20{{.*}}, %c12
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c50{{.*}} step %c16
// CHECK: iter_args(%{{.*}}) -> (vector<12x32xf32>)
// CHECK: scf.for %{{.*}} = %c12{{.*}} to %[[END]] step %c8
// CHECK: iter_args(%{{.*}}) -> (vector<8x32xf32>)
func.func @stacked_split(%a: memref<20x50xf32>, %b: memref<50x2100xf32>,
                         %c: memref<20x2100xf32>) {
  linalg.matmul ins(%a, %b : memref<20x50xf32>, memref<50x2100xf32>)
                outs(%c : memref<20x2100xf32>)
  return
}

// Inside a parallel loop the blocks would run in turn: the 64 rows (5
// kernels of 12 and the 4 rows left) make one block, which reads the right
// operand once.
// CHECK-LABEL: func @stacked_in_turn
// CHECK: scf.forall
// CHECK-NOT: scf.forall
// CHECK: %[[END:.*]] = arith.select %{{.*}}, %c64, %c60
// CHECK: iter_args(%{{.*}}) -> (vector<12x32xf32>)
// CHECK: scf.for %{{.*}} = %c60 to %[[END]] step %c4
// CHECK: iter_args(%{{.*}}) -> (vector<4x32xf32>)
// Rows of 4 KiB split in two would leave each thread 2 KiB of a row: two
// blocks on two threads, the 4 rows on their own.
// CHECK-LABEL: func @not_stacked
// CHECK-NOT: arith.select
// CHECK: scf.forall (%{{.*}}) in (2)
// CHECK: iter_args(%{{.*}}) -> (vector<12x32xf32>)
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (1, 2)
// CHECK: iter_args(%{{.*}}) -> (vector<4x32xf32>)
// Rows of 8 KiB: halves of 4 KiB, so all 64 rows make one block (the 12-row
// kernels packed from the left operand, then the 4 rows left) whose
// columns split in 2: each thread streams its half of the operand once.
// CHECK-LABEL: func @one_block
// CHECK: scf.forall (%[[BLOCK:.*]], %{{.*}}) in (1, 2)
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<5x16x12xf32>
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[BLOCK]], %c0
// CHECK: %[[END:.*]] = arith.select %[[LAST]], %c64, %c60
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c300 step %c16
// CHECK: iter_args(%{{.*}}) -> (vector<12x32xf32>)
// CHECK: scf.for %{{.*}} = %c60 to %[[END]] step %c4
// CHECK: iter_args(%{{.*}}) -> (vector<4x32xf32>)
// CHECK-NOT: scf.forall
// CHECK: return
func.func @stacked_in_turn(%a: memref<2x64x1000xf32>, %b: memref<1000x1024xf32>,
                           %c: memref<2x64x1024xf32>) {
  scf.forall (%i) in (2) {
    %sa = memref.subview %a[%i, 0, 0] [1, 64, 1000] [1, 1, 1]
        : memref<2x64x1000xf32> to memref<64x1000xf32, strided<[1000, 1], offset: ?>>
    %sc = memref.subview %c[%i, 0, 0] [1, 64, 1024] [1, 1, 1]
        : memref<2x64x1024xf32> to memref<64x1024xf32, strided<[1024, 1], offset: ?>>
    linalg.matmul ins(%sa, %b : memref<64x1000xf32, strided<[1000, 1], offset: ?>>, memref<1000x1024xf32>)
                  outs(%sc : memref<64x1024xf32, strided<[1024, 1], offset: ?>>)
  }
  return
}
func.func @not_stacked(%a: memref<64x1000xf32>, %b: memref<1000x1024xf32>,
                       %c: memref<64x1024xf32>) {
  linalg.matmul ins(%a, %b : memref<64x1000xf32>, memref<1000x1024xf32>)
                outs(%c : memref<64x1024xf32>)
  return
}
func.func @one_block(%a: memref<64x300xf32>, %b: memref<300x2048xf32>,
                     %c: memref<64x2048xf32>) {
  linalg.matmul ins(%a, %b : memref<64x300xf32>, memref<300x2048xf32>)
                outs(%c : memref<64x2048xf32>)
  return
}

// Balanced row blocks with the default thread count (blocks in a multiple
// of 2): m = 2048 is 170 kernels of 12 rows, in 6 blocks of 28 or 29
// (block b: kernels [170 b / 6, 170 (b + 1) / 6), 85 per thread on 2), not
// 5 blocks of 29 and one of 25; the 8 rows left run after them, their
// columns split in 2.
// CHECK-LABEL: func @balanced
// CHECK: scf.forall (%[[BB:.*]]) in (6)
// CHECK: %[[BM0:.*]] = affine.apply #[[BFIRST]](%[[BB]])
// CHECK: %[[BM1:.*]] = affine.apply #[[BEND]](%[[BB]])
// CHECK: scf.for %{{.*}} = %[[BM0]] to %[[BM1]] step %c12
// CHECK: -> (vector<12x32xf32>)
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (1, 2)
// CHECK: -> (vector<8x32xf32>)
func.func @balanced(%a: memref<2048x64xf32>, %b: memref<64x256xf32>,
                    %c: memref<2048x256xf32>) {
  linalg.matmul ins(%a, %b : memref<2048x64xf32>, memref<64x256xf32>)
                outs(%c : memref<2048x256xf32>)
  return
}
