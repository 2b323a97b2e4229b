// The kernel-shape table of rope-vectorize-contractions: one RUN line per
// target, each checking the row the remark names and the register block in
// the IR (the accumulator's vector<rows x columns> carried through the k
// loop, rows FMAs on vectors of the columns per k step).

// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver3 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ZEN3
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver4 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ZEN4
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=znver5 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=ZEN5
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=sapphirerapids -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SPR
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=emeraldrapids -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SPR
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=skylake-avx512 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// A CPU without a row of its own that has AMX-TILE (a Sapphire Rapids
// whose model a hypervisor masks: LLVM takes it for rocketlake) gets the
// Sapphire/Emerald Rapids row; without AMX-TILE, the generic one.
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=rocketlake target-features=+amx-tile,+amx-bf16' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SPR
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=rocketlake -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=x86-64-v3 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX2
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=x86-64 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SSE
// Features count with what they imply: LLVM lists x86-64-v4's as avx512vl,
// avx512bw, avx512dq and avx512cd, not avx512f, which they imply (its
// kernels were once the AVX2 ones); removing a feature removes those that
// imply it.
// RUN: rope-opt %s -rope-vectorize-contractions=target-cpu=x86-64-v4 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=x86-64-v3 target-features=+avx512bw' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=skylake-avx512 target-features=-avx' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SSE

// Features that take away the row's vector width select the generic row of
// the width that is left; a nonzero vector-bits the generic row of its own.
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=znver4 target-features=+avx2,+fma,-avx512f' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX2
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=x86-64-v3 target-features=+avx512f' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: rope-opt %s '-rope-vectorize-contractions=target-cpu=znver3 vector-bits=512' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512

// rope-lower-to-llvm passes its target on: the Zen 5 block in LLVM's FMAs.
// RUN: rope-opt %s -rope-lower-to-llvm=target-cpu=znver5 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=LLVM5

// Bad targets are errors, not crashes.
// RUN: not rope-opt %s -rope-vectorize-contractions=target-cpu=pentium9 2>&1 | FileCheck %s --check-prefix=BADCPU
// RUN: not rope-opt %s '-rope-vectorize-contractions=target-features=avx2' 2>&1 | FileCheck %s --check-prefix=BADFEATURE

// ZEN3: remark: rope-vectorize-contractions: zen3 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN3-LABEL: func @matmul
// ZEN3: scf.for {{.*}} -> (vector<4x16xf32>)
// ZEN3-COUNT-4: vector.fma {{.*}} : vector<16xf32>
// ZEN3-NOT: vector.fma
// ZEN3: scf.yield
// ZEN3-NOT: memref.prefetch

// ZEN4: remark: rope-vectorize-contractions: zen4 kernel, 8 x 2 registers of 16 f32 (8 x 32), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN4-LABEL: func @matmul
// ZEN4: scf.for {{.*}} -> (vector<8x32xf32>)
// ZEN4-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// ZEN4-NOT: vector.fma
// ZEN4: scf.yield
// ZEN4-NOT: memref.prefetch

// ZEN5: remark: rope-vectorize-contractions: zen5 kernel, 12 x 2 registers of 16 f32 (12 x 32), unroll 1, prefetch 0, k blocks of 256, f32-fma
// ZEN5-LABEL: func @matmul
// ZEN5: scf.for {{.*}} -> (vector<12x32xf32>)
// ZEN5-COUNT-12: vector.fma {{.*}} : vector<32xf32>
// ZEN5-NOT: vector.fma
// ZEN5: scf.yield
// ZEN5-NOT: memref.prefetch

// The 12 x 2 block, and a prefetch of each of the two cache lines of the
// packed panel's row 4 k steps ahead into the L1, and 64 steps ahead into
// the L2.
// SPR: remark: rope-vectorize-contractions: sapphirerapids kernel, 12 x 2 registers of 16 f32 (12 x 32), unroll 1, prefetch 4 and 64 into the L2, k blocks of 512, f32-fma
// SPR-DAG: #[[AHEADMAP:map[0-9]*]] = affine_map<(d0) -> (d0 + 4)>
// SPR-DAG: #[[L2MAP:map[0-9]*]] = affine_map<(d0) -> (d0 + 64)>
// SPR-LABEL: func @matmul
// SPR: %[[PANELS:.*]] = memref.alloc() {alignment = 64 : i64, rope.scratch} : memref<8x256x32xf32>
// SPR: scf.for %[[K:[a-z0-9_]+]] = {{.*}} -> (vector<12x32xf32>)
// SPR-NEXT: %[[AHEAD:.*]] = affine.apply #[[AHEADMAP]](%[[K]])
// SPR: memref.prefetch %[[PANELS]][%{{.*}}, %[[AHEAD]], %{{.*}}], read, locality<3>, data
// SPR: memref.prefetch %[[PANELS]][%{{.*}}, %[[AHEAD]], %{{.*}}], read, locality<3>, data
// SPR: %[[L2AHEAD:.*]] = affine.apply #[[L2MAP]](%[[K]])
// SPR: memref.prefetch %[[PANELS]][%{{.*}}, %[[L2AHEAD]], %{{.*}}], read, locality<2>, data
// SPR: memref.prefetch %[[PANELS]][%{{.*}}, %[[L2AHEAD]], %{{.*}}], read, locality<2>, data
// SPR-COUNT-12: vector.fma {{.*}} : vector<32xf32>
// SPR-NOT: vector.fma
// SPR: scf.yield

// AVX512: remark: rope-vectorize-contractions: generic-avx512 kernel, 8 x 2 registers of 16 f32 (8 x 32), unroll 1, prefetch 0, k blocks of 256, f32-fma
// AVX512-LABEL: func @matmul
// AVX512: scf.for {{.*}} -> (vector<8x32xf32>)
// AVX512-COUNT-8: vector.fma {{.*}} : vector<32xf32>

// AVX2: remark: rope-vectorize-contractions: generic-avx2 kernel, 4 x 2 registers of 8 f32 (4 x 16), unroll 1, prefetch 0, k blocks of 256, f32-fma
// AVX2-LABEL: func @matmul
// AVX2: scf.for {{.*}} -> (vector<4x16xf32>)
// AVX2-COUNT-4: vector.fma {{.*}} : vector<16xf32>
// AVX2-NOT: vector.fma
// AVX2: scf.yield

// SSE: remark: rope-vectorize-contractions: generic-sse kernel, 4 x 2 registers of 4 f32 (4 x 8), unroll 1, prefetch 0, k blocks of 256, f32-fma
// SSE-LABEL: func @matmul
// SSE: scf.for {{.*}} -> (vector<4x8xf32>)
// SSE-COUNT-4: vector.fma {{.*}} : vector<8xf32>

// LLVM5: remark: rope-vectorize-contractions: zen5 kernel, 12 x 2 registers of 16 f32 (12 x 32)
// LLVM5-LABEL: llvm.func @matmul
// LLVM5-COUNT-12: llvm.intr.fmuladd({{.*}}) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
// LLVM5: "znver5"

// BADCPU: target-cpu 'pentium9' is not an x86-64 CPU LLVM knows
// BADFEATURE: target-features entry 'avx2' must be +name or -name

func.func @matmul(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
  linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
  return
}
