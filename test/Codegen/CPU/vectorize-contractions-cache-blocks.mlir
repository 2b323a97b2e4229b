// The cache blocks of rope-vectorize-contractions: the k extent of a block
// grows from 256 to 512 where a block of each operand at 512 fits in two
// thirds of the row's L2 (sapphirerapids: 2 MiB, (32 x 12 + 8 x 32) x 512
// floats = 1.25 MiB), and a part without batches is split into row blocks
// of equal height, as many as a multiple of `threads` (2 when it is 0), so
// that every thread gets the same share.

// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SPR
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver4 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ZEN4
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=sapphirerapids threads=16' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=T16
// rope-lower-to-llvm passes its num-threads on.
// RUN: rope-opt %s '-rope-lower-to-llvm=target-cpu=sapphirerapids num-threads=4' -mlir-print-ir-after=rope-vectorize-contractions -o /dev/null 2>&1 | FileCheck %s --check-prefix=T4
// RUN: not rope-opt %s -rope-vectorize-contractions=threads=-1 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: rope-vectorize-contractions: threads must be 0 or more, not -1

// SPR: remark: rope-vectorize-contractions: sapphirerapids kernel, {{.*}}, k blocks of 512, f32-fma
// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, {{.*}}, k blocks of 256, f32-fma

// m = 2048: 170 kernels of 12 rows in 6 blocks of 29 (not 5 of 32 and one
// of 10), each packing 512 k of its rows; the 8 rows left get a block of
// their own, its columns split in two (one half per thread). Zen 4: 256
// kernels of 8 rows, 8 blocks of 32, k blocks of 256.
// SPR-LABEL: func @square
// SPR: scf.forall (%{{.*}}) in (6)
// SPR: memref.alloc() {alignment = 64 : i64} : memref<29x512x12xf32>
// SPR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c512
// SPR: scf.forall (%{{.*}}, %{{.*}}) in (1, 2)
// SPR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c512
// ZEN4-LABEL: func @square
// ZEN4: scf.forall (%{{.*}}) in (8)
// ZEN4: memref.alloc() {alignment = 64 : i64} : memref<32x256x8xf32>
// ZEN4: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c256
// 16 threads: 16 blocks of 11 kernels (15 of 11 and one of 5), not 6.
// T16-LABEL: func @square
// T16: scf.forall (%{{.*}}) in (16)
// T16: memref.alloc() {alignment = 64 : i64} : memref<11x512x12xf32>
// 4 threads: 8 blocks of 22 kernels.
// T4-LABEL: func @square
// T4: scf.forall (%{{.*}}) in (8)
// T4: memref.alloc() {alignment = 64 : i64} : memref<22x512x12xf32>
func.func @square(%a: memref<2048x2048xf32>, %b: memref<2048x2048xf32>,
                  %c: memref<2048x2048xf32>) {
  linalg.matmul ins(%a, %b : memref<2048x2048xf32>, memref<2048x2048xf32>)
                outs(%c : memref<2048x2048xf32>)
  return
}

// m = 1000: 83 kernels of 12 rows in 4 blocks of 21 (3 blocks of 32 would
// leave the second thread one and a half of them). Zen 4: 125 kernels of 8
// rows, 4 blocks of 32.
// SPR-LABEL: func @rows1000
// SPR: scf.forall (%{{.*}}) in (4)
// SPR: memref.alloc() {alignment = 64 : i64} : memref<21x512x12xf32>
// ZEN4-LABEL: func @rows1000
// ZEN4: scf.forall (%{{.*}}) in (4)
// ZEN4: memref.alloc() {alignment = 64 : i64} : memref<32x256x8xf32>
func.func @rows1000(%a: memref<1000x1024xf32>, %b: memref<1024x1024xf32>,
                    %c: memref<1000x1024xf32>) {
  linalg.matmul ins(%a, %b : memref<1000x1024xf32>, memref<1024x1024xf32>)
                outs(%c : memref<1000x1024xf32>)
  return
}
