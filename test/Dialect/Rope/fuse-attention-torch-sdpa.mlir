// The attention part of an HF Llama attention layer with SDPA as torch-mlir
// exports it (test/Conversion/LinalgToRope/Inputs/llama-sdpa-attention.mlir
// of the rope-raise work: transformers LlamaAttention, sdpa, causal, 4 query
// heads, 2 key/value heads, head_dim 16, 8 positions), from the projected and
// transposed Q, K, V on. The rotate_half computations of Q and K (%18-%22,
// %23-%27 in the export) are replaced by the rope.rotate ops rope-raise
// produces for them; everything after is the export, unchanged: Q and K^T
// scaled by sqrt(1/sqrt(16)) each, repeat_kv as a broadcasting generic and a
// collapse_shape, the causal mask built from iota generics and added to the
// scores, torch's decomposed softmax (max with argmax, sub, exp, sum, div)
// with its select of 0 for fully masked rows, and the PV batch_matmul.
// RUN: rope-opt %s -rope-fuse-attention --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: remark: fused into rope.attention: QK^T as linalg.batch_matmul of linalg.transpose'd keys; scale 0.25 (on the queries, keys); causal mask as additive mask, diagonal 0; softmax decomposed (max, exp, sum, divide) with fully masked rows set to 0; PV as linalg.batch_matmul; grouped-query attention, 2 query heads per key/value head (linalg.generic)
// (The 8 queries of the 2 query heads of a group stack into one tile, which
// reads each key block once: rotating on read costs no extra rotation.)
// CHECK: remark: keys rotated on_read (cost model): each key block is read by 1 query tiles (64 queries per tile, 2 query heads per key head)
// CHECK-LABEL: func.func @llama_sdpa_attention
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x16xf32>, %[[K:.*]]: tensor<1x2x8x16xf32>, %[[V:.*]]: tensor<1x2x8x16xf32>, %[[POS:.*]]: tensor<1x8xi64>)
// CHECK: %[[F:.*]] = rope.frequencies
// CHECK-NEXT: %[[O:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[POS]], %[[POS]]) frequencies(%[[F]]) layout(half) scale(2.500000e-01) causal key_rotation(on_read) : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<8xf64>, tensor<1x8xi64>, tensor<1x8xi64> -> tensor<1x4x8x16xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]]
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[C]]
// CHECK-NEXT: return %[[E]]

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_sdpa_attention(%transposed_13: tensor<1x4x8x16xf32>, %transposed_16: tensor<1x2x8x16xf32>, %transposed_19: tensor<1x2x8x16xf32>, %arg1: tensor<1x8xi64>) -> tensor<1x4x8x16xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_11 = arith.constant 5.000000e-01 : f32
    %freqs = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
    %11 = tensor.empty() : tensor<1x4x8x16xf32>
    %19 = tensor.empty() : tensor<1x4x8x8xf32>
    %22 = rope.rotate %transposed_13, %arg1, %freqs layout(half) : tensor<1x4x8x16xf32>, tensor<1x8xi64>, tensor<8xf64> -> tensor<1x4x8x16xf32>
    %27 = rope.rotate %transposed_16, %arg1, %freqs layout(half) : tensor<1x2x8x16xf32>, tensor<1x8xi64>, tensor<8xf64> -> tensor<1x2x8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x8x16xf32>) outs(%11 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.mulf %in, %cst_11 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x16xf32>
    %29 = tensor.empty() : tensor<8xi64>
    %30 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%29 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %69 = linalg.index 0 : index
      %70 = arith.index_cast %69 : index to i64
      linalg.yield %70 : i64
    } -> tensor<8xi64>
    %expanded_27 = tensor.expand_shape %30 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_28 = tensor.expand_shape %30 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %31 = tensor.empty() : tensor<8x8xi64>
    %32 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %expanded_28 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%31 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_42: i64, %out: i64):
      %69 = arith.subi %in, %in_42 : i64
      linalg.yield %69 : i64
    } -> tensor<8x8xi64>
    %33 = tensor.empty() : tensor<8x8xi1>
    %34 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x8xi64>) outs(%33 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %69 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %69 : i1
    } -> tensor<8x8xi1>
    %35 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_4 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%33 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %69 = arith.andi %in, %in_42 : i1
      linalg.yield %69 : i1
    } -> tensor<8x8xi1>
    %36 = tensor.empty() : tensor<8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%35, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%36 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %69 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %69 : f32
    } -> tensor<8x8xf32>
    %38 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x2x8x16xf32>) outs(%38 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_29 = tensor.collapse_shape %39 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<1x2x8x16xf32>) outs(%38 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %41 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_30 = linalg.transpose ins(%collapsed_29 : tensor<1x4x8x16xf32>) outs(%41 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_30 : tensor<1x4x16x8xf32>) outs(%41 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.mulf %in, %cst_11 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_31 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_32 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %43 = tensor.empty() : tensor<4x8x8xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %45 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%44 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_33 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %37 : tensor<1x4x8x8xf32>, tensor<8x8xf32>) outs(%19 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %69 = arith.addf %in, %in_42 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %47 = tensor.empty() : tensor<1x4x8xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %49 = tensor.empty() : tensor<1x4x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %51:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<1x4x8x8xf32>) outs(%50, %48 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %69 = linalg.index 3 : index
      %70 = arith.index_cast %69 : index to i64
      %71 = arith.maximumf %in, %out : f32
      %72 = arith.cmpf ogt, %in, %out : f32
      %73 = arith.select %72, %70, %out_42 : i64
      linalg.yield %71, %73 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_34 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_34 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%19 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %69 = arith.subf %in, %in_42 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x4x8x8xf32>) outs(%19 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = math.exp %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %54 = tensor.empty() : tensor<1x4x8x1xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<1x4x8x8xf32>) outs(%55 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.addf %in, %out : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%19 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %69 = arith.divf %in, %in_42 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %58 = tensor.empty() : tensor<1x4x8x8xi1>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x4x8x8xf32>) outs(%58 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %69 = arith.extf %in : f32 to f64
      %70 = arith.cmpf oeq, %69, %cst_6 : f64
      linalg.yield %70 : i1
    } -> tensor<1x4x8x8xi1>
    %60 = tensor.empty() : tensor<1x4x8x1xi1>
    %61 = linalg.fill ins(%true : i1) outs(%60 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %62 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<1x4x8x8xi1>) outs(%61 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %69 = arith.andi %in, %out : i1
      linalg.yield %69 : i1
    } -> tensor<1x4x8x1xi1>
    %63 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %cst_1, %57 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%19 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %69 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %40 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %64 = tensor.empty() : tensor<4x8x16xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %66 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%65 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_37 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    return %expanded_37 : tensor<1x4x8x16xf32>
  }
}
