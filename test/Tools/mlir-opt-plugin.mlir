// rope-mlir inside upstream mlir-opt (Debian's mlir-opt-22, which links
// libMLIR.so) through RopePlugin.so: the dialect plugin brings the rope
// dialect and what its passes need, the pass plugin rope-mlir's passes and
// pipelines. Without the plugin mlir-opt knows neither.
// REQUIRES: rope-plugin
// RUN: mlir-opt %s --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-raise)' 2>/dev/null | FileCheck %s --check-prefix=RAISE
// RUN: mlir-opt %rope_src_root/examples/attention.mlir --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-fuse-attention)' 2>&1 | FileCheck %s --check-prefix=FUSE
// RUN: mlir-opt %rope_src_root/examples/attention.mlir --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-lower-to-llvm)' | FileCheck %s --check-prefix=LLVM
// RUN: mlir-opt %s --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-raise,rope-lower-to-llvm{fuse-attention=1})' | FileCheck %s --check-prefix=LLVM-RAISED

// The transform-dialect extension comes with the dialect plugin: the
// transform script of the transform-ops test raises, fuses and decomposes
// its attention under upstream mlir-opt as under rope-opt.
// RUN: mlir-opt %rope_src_root/test/Dialect/Rope/TransformOps/raise-fuse-decompose.mlir --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --transform-interpreter 2>&1 | FileCheck %rope_src_root/test/Dialect/Rope/TransformOps/raise-fuse-decompose.mlir

// Options are parsed and checked as in rope-opt.
// RUN: not mlir-opt %s --load-dialect-plugin=%rope_plugin --load-pass-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-fuse-attention{key-rotation=sideways})' 2>&1 | FileCheck %s --check-prefix=BAD-OPTION

// Without the plugins: no rope dialect, no rope passes.
// RUN: not mlir-opt %rope_src_root/examples/attention.mlir 2>&1 | FileCheck %s --check-prefix=NO-DIALECT
// RUN: not mlir-opt %s --load-dialect-plugin=%rope_plugin --pass-pipeline='builtin.module(rope-raise)' 2>&1 | FileCheck %s --check-prefix=NO-PASS

// RAISE-LABEL: func.func @batched_linear_scaled
// RAISE: rope.frequencies #rope.linear<rotary_dim = 8, factor = 2.000000e+00> -> tensor<4xf64>
// RAISE: rope.rotate %arg0, %arg1, %{{.*}} layout(half) scale(%{{.*}} : f32) : tensor<2x2x4x8xf32>, tensor<2x4xi64>, tensor<4xf64> -> tensor<2x2x4x8xf32>
// RAISE-NOT: math.cos
// FUSE: remark: fused into rope.attention
// FUSE: remark: keys rotated
// FUSE-LABEL: func.func @attention
// FUSE: rope.attention %arg0, %arg1, %arg2
// FUSE-NOT: linalg.softmax
// LLVM: llvm.func @attention
// LLVM-NOT: rope.
// LLVM-NOT: linalg.
// LLVM-RAISED: llvm.func @batched_linear_scaled
// LLVM-RAISED-NOT: linalg.
// BAD-OPTION: key-rotation
// NO-DIALECT: error: {{.*}}rope
// NO-PASS: 'rope-raise' does not refer to a registered pass or pass pipeline

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @batched_linear_scaled(%x: tensor<2x2x4x8xf32>, %pos: tensor<2x4xi64>) -> tensor<2x2x4x8xf32> {
  %inv = arith.constant dense<[5.000000e-01, 5.000000e-02, 5.000000e-03, 5.000000e-04]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi64> into tensor<2x4x1xi64>
  %e0 = tensor.empty() : tensor<2x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<2x4x1xi64>) outs(%e0 : tensor<2x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<2x4x1xf32>
  %e1 = tensor.empty() : tensor<2x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<2x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.cos %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.sin %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %e3 = tensor.empty() : tensor<2x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %e4 = tensor.empty() : tensor<2x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<2x2x4x4xf32>) outs(%e4 : tensor<2x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

