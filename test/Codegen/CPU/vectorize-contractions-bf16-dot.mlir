// bf16 contractions on vdpbf16ps (the bf16-dot kernels of
// rope-vectorize-contractions, lib/Codegen/CPU/Kernels/BF16Dot.cpp): the
// selection by target and bf16-family, both operands packed in k pairs (i32
// elements holding two bf16), the k loop over pairs, one broadcast left
// pair and one x86vector.avx512.dot per row and register, and the
// intrinsic in the LLVM dialect.

// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=znver4 2>/dev/null | FileCheck %s
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids bf16-family=bf16-dot' 2>/dev/null | FileCheck %s --check-prefix=SPRDOT

// Selection: zen4 and zen5 default to the dot kernels, sapphirerapids to
// AMX tiles and, without AMX-BF16, to f32 FMAs (vdpbf16ps runs at half the
// f32 rate there); a CPU without AVX512-BF16 to f32 FMAs.
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=znver4 -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZEN4
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=znver5 -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZEN5
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPR
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=sapphirerapids target-features=-amx-bf16' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FMA
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=znver4 bf16-family=f32-fma' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FMA
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=znver4 vector-bits=512' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FMA
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=znver4 vector-bits=512 bf16-family=bf16-dot' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: rope-opt %s -split-input-file -rope-vectorize-contractions=target-cpu=znver3 -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZEN3
// x86-64-v4 with AVX512-BF16: 512-bit vectors (avx512f, which LLVM's list
// for x86-64-v4 leaves implied), so the generic row's dot products.
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=x86-64-v4 target-features=+avx512bf16' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// Without avx512f, nor AVX512-BF16, which needs it: f32 FMAs on AVX2.
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=znver4 target-features=-avx512f' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=AVX2FMA
// AVX2FMA: remark: rope-vectorize-contractions: generic-avx2 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma{{$}}
// A CPU named otherwise (a VM reporting rocketlake) takes the generic row:
// vdpbf16ps with AVX512-BF16, f32 FMAs when it also has AMX-TILE (an Intel
// server core, AMX-BF16 turned off).
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=rocketlake target-features=+avx512bf16' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: rope-opt %s -split-input-file '-rope-vectorize-contractions=target-cpu=rocketlake target-features=+avx512bf16,+amx-tile' -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FMA

// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 8 x 2 registers of 16 f32 (8 x 32), unroll 1, prefetch 0, k blocks of 512, bf16-dot on k pairs (vdpbf16ps)
// ZEN5: remark: rope-vectorize-contractions: zen5 kernel, 12 x 2 registers of 16 f32 (12 x 32), unroll 1, prefetch 0, k blocks of 512, bf16-dot on k pairs (vdpbf16ps)
// SPR: remark: rope-vectorize-contractions: amx-bf16 tiles
// FMA: remark: rope-vectorize-contractions: {{.*}} f32-fma{{$}}
// FMA-NOT: on k pairs
// GENERIC: remark: rope-vectorize-contractions: generic-avx512 kernel, 8 x 2 registers of 16 f32 (8 x 32), unroll 1, prefetch 0, k blocks of 512, bf16-dot on k pairs (vdpbf16ps)
// ZEN3: remark: rope-vectorize-contractions: zen3 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma{{$}}

// Options the target cannot take are errors.
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-cpu=znver3 bf16-family=bf16-dot' 2>&1 | FileCheck %s --check-prefix=NODOT
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-cpu=znver4 bf16-family=amx-bf16' 2>&1 | FileCheck %s --check-prefix=NOAMX
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-cpu=znver4 bf16-family=bf16-dot vector-bits=256' 2>&1 | FileCheck %s --check-prefix=NARROW
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-cpu=znver4 bf16-family=vnni' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not rope-opt %s '-rope-lower-to-llvm=target-cpu=znver3 bf16-family=bf16-dot' 2>&1 | FileCheck %s --check-prefix=NODOT
// NODOT: bf16-family=bf16-dot needs a target with AVX512-BF16 (+avx512bf16)
// NOAMX: bf16-family=amx-bf16 needs a target with AMX-TILE and AMX-BF16 (+amx-tile,+amx-bf16)
// NARROW: bf16-family=bf16-dot needs 512-bit vectors, not vector-bits=256
// UNKNOWN: bf16-family must be auto, f32-fma, bf16-dot or amx-bf16, not 'vnni'

// The whole pipeline: vdpbf16ps in the LLVM dialect, for znver4 and for
// sapphirerapids when asked.
// RUN: rope-opt %s -split-input-file -rope-lower-to-llvm=target-cpu=znver4 2>/dev/null | FileCheck %s --check-prefix=LLVM
// RUN: rope-opt %s -split-input-file '-rope-lower-to-llvm=target-cpu=sapphirerapids bf16-family=bf16-dot' 2>/dev/null | FileCheck %s --check-prefix=LLVM
// LLVM-LABEL: llvm.func @matmul
// LLVM-COUNT-16: llvm.call_intrinsic "llvm.x86.avx512bf16.dpbf16ps.512"
// LLVM-NOT: x86vector.
// LLVM-NOT: llvm.intr.fmuladd
// LLVM-LABEL: llvm.func @odd_k_narrow_n
// LLVM: llvm.call_intrinsic "llvm.x86.avx512bf16.dpbf16ps.512"
// LLVM: llvm.intr.fmuladd

// CHECK-LABEL: func @matmul
// The right operand in panels of 32 columns by k pairs, [n / 32, k / 2, 32]:
// rows 2p and 2p + 1 read along n, as their bits (i16: LLVM's x86 backend
// cannot promote bf16 vectors of every length across blocks), interleaved,
// as i32.
// CHECK: %[[RIGHT:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<2x32x32xi32>
// CHECK: scf.forall
// CHECK: %[[EVEN:.*]] = vector.transfer_read %{{.*}} : memref<64x64xbf16>, vector<32xbf16>
// CHECK: %[[EVENBITS:.*]] = vector.bitcast %[[EVEN]] : vector<32xbf16> to vector<32xi16>
// CHECK: %[[ODD:.*]] = vector.transfer_read %{{.*}} : memref<64x64xbf16>, vector<32xbf16>
// CHECK: %[[ODDBITS:.*]] = vector.bitcast %[[ODD]] : vector<32xbf16> to vector<32xi16>
// CHECK: %[[ODDZ:.*]] = arith.select %{{.*}}, %[[ODDBITS]], %{{.*}} : vector<32xi16>
// CHECK: %[[PAIRS:.*]] = vector.interleave %[[EVENBITS]], %[[ODDZ]] : vector<32xi16> -> vector<64xi16>
// CHECK: %[[INTS:.*]] = vector.bitcast %[[PAIRS]] : vector<64xi16> to vector<32xi32>
// CHECK: vector.transfer_write %[[INTS]], %[[RIGHT]]
// Each block of the left operand (k blocks of 512: bf16 operands take half
// the L2 of f32 ones) in row panels of pairs, [4 row panels, 256 pairs, 8
// rows]. Its k is contiguous: chunks of 16 pairs are one load per row (32
// bf16 as 16 words), the 8 rows' words transposed by shuffles (a 16 x 16
// block, its last 8 rows zeros), and stored as the first 8 words of each
// transposed row; the pairs past the last chunk (none here) are gathered
// and interleaved.
// CHECK: %[[LEFT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x256x8xi32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// CHECK-COUNT-8: vector.bitcast %{{.*}} : vector<32xbf16> to vector<16xi32>
// CHECK: vector.shuffle
// CHECK: %[[WORDS:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [8], strides = [1]} : vector<16xi32> to vector<8xi32>
// CHECK: vector.store %[[WORDS]], %[[LEFT]]{{.*}} : memref<4x256x8xi32>, vector<8xi32>
// CHECK-COUNT-15: vector.store %{{.*}}, %[[LEFT]]{{.*}} : memref<4x256x8xi32>, vector<8xi32>
// CHECK: vector.interleave %{{.*}} : vector<8xi16> -> vector<16xi16>
// CHECK: vector.store %{{.*}}, %[[LEFT]]
// The kernel: the absorbed fill, then k pairs carrying 8 x 32 accumulators.
// CHECK: scf.if
// CHECK: %[[ACC:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<8x32xf32>)
// CHECK: %[[B0:.*]] = vector.load %[[RIGHT]]{{.*}} : memref<2x32x32xi32>, vector<16xi32>
// CHECK: %[[B0BF:.*]] = vector.bitcast %[[B0]] : vector<16xi32> to vector<32xbf16>
// CHECK: %[[B1:.*]] = vector.load %[[RIGHT]]{{.*}} : memref<2x32x32xi32>, vector<16xi32>
// CHECK: %[[A0:.*]] = memref.load %[[LEFT]]{{.*}} : memref<4x256x8xi32>
// CHECK: %[[A0V:.*]] = vector.broadcast %[[A0]] : i32 to vector<16xi32>
// CHECK: %[[A0BF:.*]] = vector.bitcast %[[A0V]] : vector<16xi32> to vector<32xbf16>
// CHECK: x86vector.avx512.dot %{{.*}}, %[[A0BF]], %[[B0BF]] : vector<32xbf16> -> vector<16xf32>
// CHECK-COUNT-15: x86vector.avx512.dot
// CHECK-NOT: x86vector.avx512.dot
// CHECK: scf.yield
// CHECK: vector.transfer_write %[[ACC]]
// CHECK-NOT: vector.fma
// CHECK: memref.dealloc %[[LEFT]]
// CHECK: memref.dealloc %[[RIGHT]]

// SPRDOT-LABEL: func @matmul
// SPRDOT: memref<2x32x32xi32>
// SPRDOT-COUNT-24: x86vector.avx512.dot
func.func @matmul(%a: memref<64x64xbf16>, %b: memref<64x64xbf16>, %c: memref<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<64x64xf32>)
  linalg.matmul ins(%a, %b : memref<64x64xbf16>, memref<64x64xbf16>) outs(%c : memref<64x64xf32>)
  return
}

// -----

// An odd k (37) pairs its last element with zeros: 19 pairs. The 8
// columns past the one panel go to the f32 FMA kernels, which read the
// operands as given.
// CHECK-LABEL: func @odd_k_narrow_n
// CHECK: memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<1x19x32xi32>
// CHECK: %[[ODD:.*]] = arith.addi %{{.*}}, %c1{{.*}} : index
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %[[ODD]], %c37{{.*}} : index
// CHECK: arith.select %[[INSIDE]], %[[ODD]], %{{.*}} : index
// CHECK: x86vector.avx512.dot
// CHECK: vector.fma
func.func @odd_k_narrow_n(%a: memref<16x37xbf16>, %b: memref<37x40xbf16>, %c: memref<16x40xf32>) {
  linalg.matmul ins(%a, %b : memref<16x37xbf16>, memref<37x40xbf16>) outs(%c : memref<16x40xf32>)
  return
}

// -----

// Keys read as [n, k] (QK^T): packed in pairs along k from their rows. k
// is contiguous, so chunks of 16 pairs of 16 keys are a 16 x 16 block of
// words, one load per key, transposed; the pairs past the last chunk (none
// here) are gathered along n and interleaved.
// CHECK-LABEL: func @qkt
// CHECK: %[[KEYS:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<2x2x32x32xi32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c16
// CHECK-COUNT-16: vector.bitcast %{{.*}} : vector<32xi16> to vector<16xi32>
// CHECK: vector.transpose %{{.*}}, [1, 0] : vector<16x16xi32> to vector<16x16xi32>
// CHECK-COUNT-16: vector.store %{{.*}}, %[[KEYS]]{{.*}} : memref<2x2x32x32xi32>, vector<16xi32>
// CHECK: vector.transfer_read %{{.*}} {in_bounds = [true], permutation_map = #{{.*}}} : memref<2x64x64xbf16>, vector<32xbf16>
// CHECK: vector.interleave
// CHECK: x86vector.avx512.dot
#lhs = affine_map<(b, m, n, k) -> (b, m, k)>
#rhs = affine_map<(b, m, n, k) -> (b, n, k)>
#out = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @qkt(%q: memref<2x16x64xbf16>, %k: memref<2x64x64xbf16>, %s: memref<2x16x64xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhs, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : memref<2x16x64xbf16>, memref<2x64x64xbf16>) outs(%s : memref<2x16x64xf32>) {
  ^bb0(%l: bf16, %r: bf16, %o: f32):
    %lf = arith.extf %l : bf16 to f32
    %rf = arith.extf %r : bf16 to f32
    %p = arith.mulf %lf, %rf : f32
    %sum = arith.addf %o, %p : f32
    linalg.yield %sum : f32
  }
  return
}

// -----

// f32 operands keep the f32 FMA kernels whatever the family.
// CHECK-LABEL: func @f32_operands
// CHECK-NOT: x86vector
// CHECK: vector.fma
func.func @f32_operands(%a: memref<16x64xf32>, %b: memref<64x64xf32>, %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x64xf32>) outs(%c : memref<16x64xf32>)
  return
}
