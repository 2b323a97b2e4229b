// The GPU check (bench/gpu/gpu_check.c) run on the CPU, so that its float64
// references are themselves tested where no GPU is: its kernels
// (bench/gpu/generate_kernels.py) go through the GPU lowering up to the
// launches (rope.attention as the graph it fuses, the rotations as
// rope-to-gpu kernels, the rest on rope-gpu-map-parallel-loops' grid), and
// rope-gpu-launch-to-loops runs each launch as host loops; its mgpu* calls
// go to host memory (Inputs/host-mgpu.c in the GPU tests).
// RUN: %python %rope_src_root/bench/gpu/generate_kernels.py > %t.mlir
// RUN: rope-opt %t.mlir --pass-pipeline="builtin.module(func.func(rope-decompose-attention{form=graph}),rope-to-gpu,rope-materialize-tables,rope-to-gpu,rope-to-linalg,rope-decompose-aggregated-ops,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops,rope-gpu-map-parallel-loops,convert-parallel-loops-to-gpu),rope-gpu-launch-to-loops,rope-lower-to-llvm)" -o %t.llvm.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// RUN: clang -O2 -c -Wno-override-module -x ir %t.ll -o %t.o
// RUN: clang -O2 -std=c11 -I%rope_src_root/include %rope_src_root/bench/gpu/gpu_check.c %S/../GPU/Inputs/host-mgpu.c %t.o %openmp_link -lm -o %t.exe
// RUN: %t.exe --check | FileCheck %s

// CHECK: ok qk [1,32,4096,128] f32 half
// CHECK: ok qk [1,32,4096,128] f32 interleaved
// CHECK: ok qk [1,32,4096,128] bf16 half
// CHECK: ok qk [1,32,4096,128] bf16 interleaved
// CHECK: ok decode [1,32,1,128] offset 32767 f32 half
// CHECK: ok decode [1,32,1,128] offset 32767 f32 interleaved
// CHECK: ok decode [1,32,1,128] offset 32767 bf16 half
// CHECK: ok decode [1,32,1,128] offset 32767 bf16 interleaved
// CHECK: ok attention f32 causal [1,8,333,64] x [1,2,333,64]
// CHECK: ok attention f32 full [1,8,333,64] x [1,2,333,64]
// CHECK: ok attention f32 decode [1,8,1,64] x [1,2,333,64]
// CHECK: ok attention bf16 causal [1,8,333,64] x [1,2,333,64]
// CHECK: ok attention bf16 full [1,8,333,64] x [1,2,333,64]
// CHECK: ok attention bf16 decode [1,8,1,64] x [1,2,333,64]
// CHECK: 14 checks passed
