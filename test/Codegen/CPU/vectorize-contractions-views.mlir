// RUN: rope-opt %s -rope-vectorize-contractions=vector-bits=256 -split-input-file -verify-diagnostics | FileCheck %s

// TOSA's projection after rope-import-tosa: linalg.batch_matmul reads its
// [1, k, n] weights through an expand_shape of the [k, n] matrix. The
// micro-kernel is built (upstream's expand_shape folding of transfer reads
// made the contraction lowering loop forever: "did not converge"), the
// weights read through the view, the accumulator carried through k.
// CHECK-LABEL: func @tosa_projection
// CHECK-SAME: (%[[X:[^:]*]]: memref<1x32x256xf32>, %[[W:[^:]*]]: memref<256x256xf32>, %[[C:[^:]*]]: memref<1x32x256xf32>)
// CHECK: %[[W3:.*]] = memref.expand_shape %[[W]]
// CHECK: scf.forall
// CHECK: %[[INIT:.*]] = vector.transfer_read %[[C]]{{.*}} : memref<1x32x256xf32>, vector<4x16xf32>
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (vector<4x16xf32>)
// CHECK: vector.transfer_read %[[W3]]{{.*}} : memref<1x256x256xf32>, vector<1x16xf32>
// CHECK-COUNT-4: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: linalg.batch_matmul
func.func @tosa_projection(%x: memref<1x32x256xf32>, %w: memref<256x256xf32>, %c: memref<1x32x256xf32>) {
  %w3 = memref.expand_shape %w [[0, 1], [2]] output_shape [1, 256, 256] : memref<256x256xf32> into memref<1x256x256xf32>
  // expected-remark @+1 {{rope-vectorize-contractions: generic-avx2 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma}}
  linalg.batch_matmul ins(%x, %w3 : memref<1x32x256xf32>, memref<1x256x256xf32>) outs(%c : memref<1x32x256xf32>)
  return
}

// -----

// The same with an expanded left operand, one row, and sizes the kernel
// does not divide.
// CHECK-LABEL: func @expanded_left
// CHECK: vector.fma
// CHECK-NOT: linalg.batch_matmul
func.func @expanded_left(%a: memref<3x24xf32>, %b: memref<3x24x37xf32>, %c: memref<3x1x37xf32>) {
  %a3 = memref.expand_shape %a [[0, 1], [2]] output_shape [3, 1, 24] : memref<3x24xf32> into memref<3x1x24xf32>
  // One row: the one-row block, 1 x 5 registers for 37 columns.
  // expected-remark @+1 {{rope-vectorize-contractions: generic-avx2 kernel, 1 x 5 registers of 8 f32 (1 x 40), unroll 1, prefetch 0, k blocks of 256, f32-fma}}
  linalg.batch_matmul ins(%a3, %b : memref<3x1x24xf32>, memref<3x24x37xf32>) outs(%c : memref<3x1x37xf32>)
  return
}

// -----

// A contraction the micro-kernel does not support stays, with a remark.
// CHECK-LABEL: func @integer
// CHECK: linalg.matmul
func.func @integer(%a: memref<4x8xi32>, %b: memref<8x16xi32>, %c: memref<4x16xi32>) {
  // expected-remark @+1 {{rope-vectorize-contractions: the result is not f32; left to the scalar loops}}
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x16xi32>) outs(%c : memref<4x16xi32>)
  return
}

// -----

// A bf16 result on memrefs stays too; the remark names the pass that widens
// it on tensors.
// CHECK-LABEL: func @bf16_result
// CHECK: linalg.matmul
func.func @bf16_result(%a: memref<4x8xbf16>, %b: memref<8x16xbf16>, %c: memref<4x16xbf16>) {
  // expected-remark @+1 {{rope-vectorize-contractions: the result is bf16 or f16 (rope-widen-accumulators, on tensors, makes it an f32 accumulation); left to the scalar loops}}
  linalg.matmul ins(%a, %b : memref<4x8xbf16>, memref<8x16xbf16>) outs(%c : memref<4x16xbf16>)
  return
}
