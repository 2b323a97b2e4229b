// The CPU strategy of rope-lower-to-llvm, stage by stage: rotations as
// OpenMP-parallel rows of vectors with shuffles for interleaved pairs, the
// cos/sin table as rows of target-wide vectors, rows prefetched ahead, bf16
// rounded by the target's instruction where it has one, every llvm.func
// tagged with the target.
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 target-features=+avx512f,+avx512bf16,+avx512vl,+fma" | FileCheck %s --check-prefixes=CHECK,AVX512
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=x86-64-v3" | FileCheck %s --check-prefixes=CHECK,AVX2
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=1" | FileCheck %s --check-prefix=SEQ
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 num-threads=4" | FileCheck %s --check-prefix=FOUR
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 vectorize=0 num-threads=1" | FileCheck %s --check-prefix=SCALAR
// RUN: rope-opt %s --rope-lower-to-llvm | FileCheck %s --check-prefix=HOST
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4" | FileCheck %s --check-prefix=DECODE

// CHECK-LABEL: llvm.func @rotate(
// The table: f64 angle reduction and polynomials, one register of f64 lanes.
// AVX512: llvm.fmul %{{.*}}, %{{.*}} : vector<8xf64>
// AVX2: llvm.fmul %{{.*}}, %{{.*}} : vector<4xf64>
// The rows run in an OpenMP worksharing loop.
// CHECK: omp.parallel
// CHECK: omp.wsloop
// CHECK: omp.loop_nest
// The input row 4 KiB ahead is prefetched for reading (two 64-byte lines of
// 64 bf16), the output row for writing (below); not the shared table rows.
// CHECK-COUNT-2: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}>
// CHECK-NOT: llvm.intr.prefetch
// A row of 64 bf16 channels: split into even and odd members by shuffles,
// rotated in f32, joined by a shuffle.
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 2, 4, {{.*}}, 62] : vector<64xf32>
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [1, 3, 5, {{.*}}, 63] : vector<64xf32>
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 32, 1, 33, {{.*}}, 31, 63] : vector<32xf32>
// With AVX512_BF16 the rounding is one conversion; without, integer code on
// the whole vector (never a scalar loop).
// AVX512: llvm.fptrunc %{{.*}} : vector<64xf32> to vector<64xbf16>
// AVX2-NOT: to vector<64xbf16>
// AVX2: llvm.lshr %{{.*}}, %{{.*}} : vector<64xi32>
// CHECK-COUNT-2: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 3 : i32, rw = 1 : i32}>
// CHECK-NOT: llvm.intr.masked.gather
// CHECK-NOT: llvm.intr.masked.scatter
// AVX512: target_cpu = "znver4"
// AVX512-SAME: target_features = #llvm.target_features<["+avx512f", "+avx512bf16", "+avx512vl", "+fma"]>
// AVX2: target_cpu = "x86-64-v3"
// AVX2-NOT: target_features

// SEQ-NOT: omp.
// SEQ: llvm.shufflevector
// SEQ-NOT: omp.

// A decode step (32 rows of 64 channels) has too little work for threads;
// its rows, a sequential loop then, are prefetched by rope-prefetch-rows'
// loop rule (rows of a function argument), one 256-byte row per line.
// DECODE-LABEL: llvm.func @decode(
// DECODE-NOT: omp.
// DECODE: llvm.intr.prefetch
// DECODE-NOT: omp.
// DECODE: llvm.shufflevector
// DECODE-NOT: omp.
// DECODE: llvm.return

// FOUR: %[[N:.*]] = llvm.mlir.constant(4 : i32) : i32
// FOUR: omp.parallel num_threads(%[[N]] : i32)

// SCALAR-LABEL: llvm.func @rotate(
// SCALAR-NOT: vector<
// SCALAR-NOT: omp.
// SCALAR: llvm.return

// The host's CPU and its features are the default target.
// HOST: llvm.func @rotate(
// HOST-SAME: target_cpu = "{{[a-z0-9-]+}}"
// HOST-SAME: target_features = #llvm.target_features<[{{.*}}"{{[+-]}}avx512f"
func.func @rotate(%q: tensor<8x128x64xbf16>, %pos: tensor<128xi64>) -> tensor<8x128x64xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %r = rope.rotate %q, %pos, %f layout(interleaved) : tensor<8x128x64xbf16>, tensor<128xi64>, tensor<32xf64> -> tensor<8x128x64xbf16>
  return %r : tensor<8x128x64xbf16>
}

func.func @decode(%q: tensor<1x32x1x64xf32>, %offset: index) -> tensor<1x32x1x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %r = rope.rotate %q, %offset, %f layout(interleaved) : tensor<1x32x1x64xf32>, index, tensor<32xf64> -> tensor<1x32x1x64xf32>
  return %r : tensor<1x32x1x64xf32>
}
