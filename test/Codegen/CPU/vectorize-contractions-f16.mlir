// f16 contractions on AVX512-FP16 FMAs (rope-vectorize-contractions'
// f16-family=f16-fma, lib/Codegen/CPU/Kernels/F16FMA.cpp): the selection,
// f16 panels, left row panels of doubled f16 words, f16 registers of 32
// lanes, one vector.fma per row and register on f16, the zero fill
// absorbed, and in the LLVM dialect FMAs on f16 vectors; without the
// option, or where an operand is not f16, the f32 paths.

// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids f16-family=f16-fma' 2>/dev/null | FileCheck %s
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids f16-family=f16-fma' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT

// REMARK: remark: rope-vectorize-contractions: sapphirerapids kernel, 12 x 2 registers of 32 f16 (12 x 64), unroll 1, prefetch 4 and 64 into the L2, k blocks of 512, f16-fma{{$}}
// REMARK: remark: rope-vectorize-contractions: sapphirerapids kernel, 12 x 2 registers of 16 f32 (12 x 32), unroll 1, prefetch 4 and 64 into the L2, k blocks of 512, f32-fma{{$}}
// REMARK: remark: rope-vectorize-contractions: an operand of the f16 result is not f16; left to the scalar loops
// DEFAULT: remark: rope-vectorize-contractions: the result is bf16 or f16 (rope-widen-accumulators, on tensors, makes it an f32 accumulation); left to the scalar loops
// DEFAULT: remark: rope-vectorize-contractions: sapphirerapids kernel, 12 x 2 registers of 16 f32 (12 x 32), unroll 1, prefetch 4 and 64 into the L2, k blocks of 512, f32-fma{{$}}
// DEFAULT: remark: rope-vectorize-contractions: the result is bf16 or f16

// Options the target cannot take are errors.
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-cpu=znver4 f16-family=f16-fma' 2>&1 | FileCheck %s --check-prefix=NOFP16
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-cpu=sapphirerapids f16-family=f16-fma vector-bits=256' 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: not rope-opt %s '-rope-vectorize-contractions=f16-family=half' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rope-opt %s '-rope-lower-to-llvm=target-cpu=znver4 f16-family=f16-fma' 2>&1 | FileCheck %s --check-prefix=NOFP16
// NOFP16: f16-family=f16-fma needs a target with AVX512-FP16 (+avx512fp16)
// NARROW: f16-family=f16-fma needs 512-bit vectors, not vector-bits=256
// UNKNOWN: f16-family must be auto, f32-fma or f16-fma, not 'half'

// The whole pipeline: FMAs on f16 vectors in the LLVM dialect.
// RUN: rope-opt %s -split-input-file '-rope-lower-to-llvm=target-cpu=sapphirerapids f16-family=f16-fma' 2>/dev/null | FileCheck %s --check-prefix=LLVM
// LLVM-LABEL: llvm.func @matmul
// LLVM-COUNT-24: llvm.intr.fmuladd({{.*}}) : (vector<32xf16>, vector<32xf16>, vector<32xf16>) -> vector<32xf16>

// CHECK-LABEL: func @matmul
// The right operand in f16 panels of 64 columns, [n / 64, k, 64]:
// CHECK: %[[PANELS:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<4x512x64xf16>
// CHECK: vector.transfer_read %{{.*}} : memref<512x256xf16>, vector<64xf16>
// CHECK-NOT: arith.extf
// CHECK: vector.transfer_write %{{.*}}, %[[PANELS]]{{.*}} : vector<64xf16>, memref<4x512x64xf16>
// Row panels of the left operand, each f16 doubled into a 32-bit word:
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<12x512x12xi32>
// CHECK: %[[COLUMN:.*]] = vector.transfer_read %{{.*}} : memref<288x512xf16>, vector<12xf16>
// CHECK: %[[BITS:.*]] = vector.bitcast %[[COLUMN]] : vector<12xf16> to vector<12xi16>
// CHECK: %[[TWICE:.*]] = vector.interleave %[[BITS]], %[[BITS]] : vector<12xi16> -> vector<24xi16>
// CHECK: %[[WORDS:.*]] = vector.bitcast %[[TWICE]] : vector<24xi16> to vector<12xi32>
// CHECK: vector.store %[[WORDS]], %[[LEFT]]
// The kernel: 12 x 64 f16 accumulators from the zero fill; per k step the
// panel prefetched 4 steps ahead into the L1 and 64 into the L2 (one line
// of 32 f16 at a time), two
// registers of the panel, and per row one 32-bit word broadcast to 32 f16
// lanes and two FMAs.
// CHECK: scf.if {{.*}} -> (vector<12x64xf16>)
// CHECK-NEXT: scf.yield %{{.*}} : vector<12x64xf16>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<12x64xf16>)
// CHECK-COUNT-2: memref.prefetch %[[PANELS]]{{.*}} locality<3>
// CHECK-COUNT-2: memref.prefetch %[[PANELS]]{{.*}} locality<2>
// CHECK-NOT: memref.prefetch
// CHECK-COUNT-2: vector.load %[[PANELS]]{{.*}} : memref<4x512x64xf16>, vector<32xf16>
// CHECK: %[[WORD:.*]] = memref.load %[[LEFT]]
// CHECK: %[[SPREAD:.*]] = vector.broadcast %[[WORD]] : i32 to vector<16xi32>
// CHECK: %[[ROW:.*]] = vector.bitcast %[[SPREAD]] : vector<16xi32> to vector<32xf16>
// CHECK: vector.fma %[[ROW]], {{.*}} : vector<32xf16>
// CHECK-COUNT-23: vector.fma {{.*}} : vector<32xf16>
// CHECK-NOT: vector.fma
// CHECK: scf.yield
// CHECK-NOT: linalg.fill
func.func @matmul(%a: memref<288x512xf16>, %b: memref<512x256xf16>, %c: memref<288x256xf16>) {
  %zero = arith.constant 0.0 : f16
  linalg.fill ins(%zero : f16) outs(%c : memref<288x256xf16>)
  linalg.matmul ins(%a, %b : memref<288x512xf16>, memref<512x256xf16>) outs(%c : memref<288x256xf16>)
  return
}

// -----

// f16 operands into f32: the f32 FMA kernels, f16 converted while packing.
// CHECK-LABEL: func @into_f32
// CHECK: vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT: vector.fma {{.*}}xf16>
func.func @into_f32(%a: memref<96x64xf16>, %b: memref<64x256xf16>, %c: memref<96x256xf32>) {
  linalg.matmul ins(%a, %b : memref<96x64xf16>, memref<64x256xf16>) outs(%c : memref<96x256xf32>)
  return
}

// -----

// f32 operands into an f16 result: not the f16 kernels.
// CHECK-LABEL: func @mixed
// CHECK: linalg.matmul
func.func @mixed(%a: memref<16x64xf32>, %b: memref<64x64xf32>, %c: memref<16x64xf16>) {
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x64xf32>) outs(%c : memref<16x64xf16>)
  return
}
