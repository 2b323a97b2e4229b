// A Hugging Face Llama attention layer (transformers LlamaRotaryEmbedding +
// LlamaAttention, sdpa, causal, 4 query heads, 2 key/value heads, head_dim
// 16) exported by torch-mlir with a dynamic sequence length
// (torch.export.Dim on hidden_states and position_ids), after rope-raise;
// the projection weights and inverse frequencies, dense_resource constants
// in the export, are arguments here. With dynamic sizes torch-mlir writes
// repeat_kv's expand, and the broadcasts of the matmul operands, as
// linalg.generic copies by tensor.extract with a guard for size-1
// dimensions, and reshapes the scores and probabilities with tensor.reshape;
// the softmax's maximum is expanded with a dynamic unit dimension and its
// fully-masked-row guard reads a broadcast 0-d zero.
// RUN: rope-opt %s -rope-fuse-attention --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// CHECK: remark: fused into rope.attention: QK^T as linalg.batch_matmul of linalg.transpose'd keys; scale 0.25 (on the queries, keys); causal mask as additive mask, diagonal 0; softmax decomposed (max, exp, sum, divide) with fully masked rows set to 0; PV as linalg.batch_matmul; grouped-query attention, 2 query heads per key/value head (linalg.generic)
// CHECK: remark: keys rotated up_front (cost model)
// CHECK-LABEL: func.func @llama_sdpa_dynamic
// CHECK: rope.attention {{.*}} causal diagonal(%{{.*}}) key_rotation(up_front) : tensor<1x4x?x16xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
// CHECK-NOT: linalg.batch_matmul

#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @llama_sdpa_dynamic(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %cst_4: tensor<64x64xf32>, %cst_6: tensor<32x64xf32>, %cst_7: tensor<32x64xf32>, %cst_8: tensor<64x64xf32>, %cst_9: tensor<8xf32>) -> tensor<1x?x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_10 = arith.constant 5.000000e-01 : f32
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_11 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_11, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %1 = tensor.empty(%dim_11) : tensor<1x?x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%1 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %119 = arith.sitofp %in : i64 to f32
      linalg.yield %119 : f32
    } -> tensor<1x?x1xf32>
    %3 = tensor.empty(%dim_11) : tensor<1x?x8xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %cst_9 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%3 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %119 = arith.mulf %in, %in_52 : f32
      linalg.yield %119 : f32
    } -> tensor<1x?x8xf32>
    %dim_12 = tensor.dim %4, %c1 : tensor<1x?x8xf32>
    %5 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%cst_8 : tensor<64x64xf32>) outs(%5 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %6 = tensor.empty(%dim) : tensor<?x64xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %8 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%7 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_13 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %9 = arith.cmpi slt, %0, %c0_i64 : i64
    %10 = arith.select %9, %c1_i64, %0 : i64
    %11 = arith.extui %9 : i1 to i64
    %12 = arith.addi %11, %c1_i64 : i64
    %13 = arith.muli %10, %c16_i64 : i64
    %14 = arith.cmpi sle, %12, %c1_i64 : i64
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %15 = arith.muli %0, %c64_i64 : i64
    %16 = arith.divsi %15, %13 : i64
    %17 = arith.select %9, %16, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %17, %16, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_13(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %18 = arith.index_cast %17 : i64 to index
    %19 = tensor.empty(%18) : tensor<1x4x?x16xf32>
    %transposed_14 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%19 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %20 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%cst_7 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %21 = tensor.empty(%dim) : tensor<?x32xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %23 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %24 = arith.muli %0, %c32_i64 : i64
    %25 = arith.divsi %24, %13 : i64
    %26 = arith.select %9, %25, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %26, %25, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %27 = arith.index_cast %26 : i64 to index
    %28 = tensor.empty(%27) : tensor<1x2x?x16xf32>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%28 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%cst_6 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_21 = tensor.expand_shape %29 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %reshape_22 = tensor.reshape %expanded_21(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x2x16xf32>) outs(%28 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %30 = arith.cmpi eq, %18, %dim_12 : index
    cf.assert %30, "mismatched size for broadcast"
    %extracted_slice = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, %18, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %31 = tensor.empty(%18) : tensor<1x4x?x8xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x4x?x8xf32>) outs(%31 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.negf %in : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x8xf32>
    %dim_24 = tensor.dim %32, %c2 : tensor<1x4x?x8xf32>
    %33 = arith.cmpi eq, %dim_24, %dim_12 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = arith.cmpi eq, %18, %dim_24 : index
    cf.assert %34, "mismatched size for broadcast"
    %collapsed_25 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x?xi64> into tensor<?xi64>
    %frequencies = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
    %35 = rope.rotate %transposed_14, %collapsed_25, %frequencies layout(half) : tensor<1x4x?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<1x4x?x16xf32>
    %36 = arith.cmpi eq, %27, %dim_12 : index
    cf.assert %36, "mismatched size for broadcast"
    %extracted_slice_26 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [1, 2, %27, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %37 = tensor.empty(%27) : tensor<1x2x?x8xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x2x?x8xf32>) outs(%37 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.negf %in : f32
      linalg.yield %119 : f32
    } -> tensor<1x2x?x8xf32>
    %dim_27 = tensor.dim %38, %c2 : tensor<1x2x?x8xf32>
    %39 = arith.cmpi eq, %dim_27, %dim_12 : index
    cf.assert %39, "mismatched size for broadcast"
    %40 = arith.cmpi eq, %27, %dim_27 : index
    cf.assert %40, "mismatched size for broadcast"
    %collapsed_28 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x?xi64> into tensor<?xi64>
    %frequencies_29 = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
    %41 = rope.rotate %transposed_19, %collapsed_28, %frequencies_29 layout(half) : tensor<1x2x?x16xf32>, tensor<?xi64>, tensor<8xf64> -> tensor<1x2x?x16xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x4x?x16xf32>) outs(%19 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.mulf %in, %cst_10 : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x16xf32>
    %43 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %43, "negative values not allowed in new dimensions"
    cf.assert %43, "negative values not allowed in new dimensions"
    %44 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %45 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<i1>) outs(%44 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %46 = tensor.empty(%dim) : tensor<?xi64>
    %47 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%46 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %119 = linalg.index 0 : index
      %120 = arith.index_cast %119 : index to i64
      linalg.yield %120 : i64
    } -> tensor<?xi64>
    %expanded_30 = tensor.expand_shape %47 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_31 = tensor.expand_shape %47 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %48 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %49 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_30, %expanded_31 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%48 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_52: i64, %out: i64):
      %119 = arith.subi %in, %in_52 : i64
      linalg.yield %119 : i64
    } -> tensor<?x?xi64>
    %50 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<?x?xi64>) outs(%50 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %119 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %119 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %52 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %45 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%50 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_52: i1, %out: i1):
      %119 = arith.andi %in, %in_52 : i1
      linalg.yield %119 : i1
    } -> tensor<?x?xi1>
    %53 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_1, %cst_2 : tensor<?x?xi1>, tensor<f32>, tensor<f32>) outs(%53 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %119 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %119 : f32
    } -> tensor<?x?xf32>
    %expanded_32 = tensor.expand_shape %41 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %27, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %55 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    %56 = tensor.empty(%dim) : tensor<1x2x2x?x16xf32>
    %57 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%56 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %119 = linalg.index 1 : index
      %120 = linalg.index 3 : index
      %121 = linalg.index 4 : index
      %122 = arith.cmpi eq, %27, %c1 : index
      %123 = arith.select %122, %c0, %120 : index
      %extracted = tensor.extract %expanded_32[%c0, %119, %c0, %123, %121] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_33 = tensor.collapse_shape %57 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %expanded_34 = tensor.expand_shape %transposed_23 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %27, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    %58 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%56 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %119 = linalg.index 1 : index
      %120 = linalg.index 3 : index
      %121 = linalg.index 4 : index
      %122 = arith.cmpi eq, %27, %c1 : index
      %123 = arith.select %122, %c0, %120 : index
      %extracted = tensor.extract %expanded_34[%c0, %119, %c0, %123, %121] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_35 = tensor.collapse_shape %58 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %59 = tensor.empty(%dim) : tensor<1x4x16x?xf32>
    %transposed_36 = linalg.transpose ins(%collapsed_33 : tensor<1x4x?x16xf32>) outs(%59 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<1x4x16x?xf32>) outs(%59 : tensor<1x4x16x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.mulf %in, %cst_10 : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x16x?xf32>
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    %61 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %62 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%61 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %119 = linalg.index 1 : index
      %120 = linalg.index 2 : index
      %121 = linalg.index 3 : index
      %122 = arith.cmpi eq, %18, %c1 : index
      %123 = arith.select %122, %c0, %120 : index
      %extracted = tensor.extract %42[%c0, %119, %123, %121] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_37 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    %63 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%59 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %119 = linalg.index 1 : index
      %120 = linalg.index 2 : index
      %121 = linalg.index 3 : index
      %122 = arith.cmpi eq, %dim, %c1 : index
      %123 = arith.select %122, %c0, %121 : index
      %extracted = tensor.extract %60[%c0, %119, %120, %123] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_38 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %64 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %66 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%65 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %67 = arith.muli %0, %c4_i64 : i64
    %68 = arith.select %9, %c4_i64, %67 : i64
    %69 = arith.muli %68, %0 : i64
    %70 = arith.select %9, %c4_i64, %69 : i64
    %71 = arith.select %9, %12, %11 : i64
    %72 = arith.cmpi sle, %71, %c1_i64 : i64
    cf.assert %72, "must have at most one inferred (negative) dimension"
    %73 = arith.muli %67, %0 : i64
    %74 = arith.divsi %73, %70 : i64
    %75 = arith.select %9, %74, %0 : i64
    %from_elements_39 = tensor.from_elements %c1_i64, %c4_i64, %75, %75 : tensor<4xi64>
    %reshape_40 = tensor.reshape %66(%from_elements_39) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %76 = arith.index_cast %75 : i64 to index
    %77 = arith.cmpi eq, %76, %dim : index
    cf.assert %77, "mismatched size for broadcast"
    cf.assert %77, "mismatched size for broadcast"
    %78 = tensor.empty(%76, %76) : tensor<1x4x?x?xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map10, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_40, %54 : tensor<1x4x?x?xf32>, tensor<?x?xf32>) outs(%78 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %119 = arith.addf %in, %in_52 : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x?xf32>
    %80 = tensor.empty(%76) : tensor<1x4x?xi64>
    %81 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %82 = tensor.empty(%76) : tensor<1x4x?xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %84:2 = linalg.generic {indexing_maps = [#map3, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<1x4x?x?xf32>) outs(%83, %81 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_52: i64):
      %119 = linalg.index 3 : index
      %120 = arith.index_cast %119 : index to i64
      %121 = arith.maximumf %in, %out : f32
      %122 = arith.cmpf ogt, %in, %out : f32
      %123 = arith.select %122, %120, %out_52 : i64
      linalg.yield %121, %123 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_41 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [1, 4, %76, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_41 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%78 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %119 = arith.subf %in, %in_52 : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x?xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x4x?x?xf32>) outs(%78 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = math.exp %in : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x?xf32>
    %87 = tensor.empty(%76) : tensor<1x4x?x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x4x?x?xf32>) outs(%88 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %119 = arith.addf %in, %out : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x1xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %89 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%78 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %119 = arith.divf %in, %in_52 : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x?xf32>
    %91 = tensor.empty(%76, %76) : tensor<1x4x?x?xi1>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x4x?x?xf32>) outs(%91 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %119 = arith.extf %in : f32 to f64
      %120 = arith.cmpf oeq, %119, %cst_5 : f64
      linalg.yield %120 : i1
    } -> tensor<1x4x?x?xi1>
    %93 = tensor.empty(%76) : tensor<1x4x?x1xi1>
    %94 = linalg.fill ins(%true : i1) outs(%93 : tensor<1x4x?x1xi1>) -> tensor<1x4x?x1xi1>
    %95 = linalg.generic {indexing_maps = [#map3, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<1x4x?x?xi1>) outs(%94 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %119 = arith.andi %in, %out : i1
      linalg.yield %119 : i1
    } -> tensor<1x4x?x1xi1>
    %96 = arith.cmpi sge, %75, %c0_i64 : i64
    cf.assert %96, "negative values not allowed in new dimensions"
    %97 = arith.index_cast %75 : i64 to index
    cf.assert %96, "negative values not allowed in new dimensions"
    %98 = tensor.empty(%97, %97) : tensor<1x4x?x?xf32>
    %99 = linalg.generic {indexing_maps = [#map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%98 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x?xf32>
    %100 = arith.cmpi eq, %76, %97 : index
    cf.assert %100, "mismatched size for broadcast"
    %101 = arith.cmpi eq, %97, %76 : index
    cf.assert %101, "mismatched size for broadcast"
    %102 = tensor.empty(%76, %97) : tensor<1x4x?x?xf32>
    %103 = linalg.generic {indexing_maps = [#map12, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %99, %90 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%102 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %119 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %119 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    %104 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %105 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%104 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %119 = linalg.index 1 : index
      %120 = linalg.index 2 : index
      %121 = linalg.index 3 : index
      %122 = arith.cmpi eq, %76, %c1 : index
      %123 = arith.select %122, %c0, %120 : index
      %124 = arith.cmpi eq, %97, %c1 : index
      %125 = arith.select %124, %c0, %121 : index
      %extracted = tensor.extract %103[%c0, %119, %123, %125] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %72, "must have at most one inferred (negative) dimension"
    %from_elements_42 = tensor.from_elements %c4_i64, %75, %75 : tensor<3xi64>
    %reshape_43 = tensor.reshape %105(%from_elements_42) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %55, "unimplemented: dynamic negative broadcast sizes"
    %106 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%61 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %119 = linalg.index 1 : index
      %120 = linalg.index 2 : index
      %121 = linalg.index 3 : index
      %122 = arith.cmpi eq, %dim, %c1 : index
      %123 = arith.select %122, %c0, %120 : index
      %extracted = tensor.extract %collapsed_35[%c0, %119, %123, %121] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_44 = tensor.collapse_shape %106 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %107 = arith.cmpi eq, %75, %0 : i64
    cf.assert %107, "mismatching contracting dimension"
    %108 = tensor.empty(%76) : tensor<4x?x16xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %110 = linalg.batch_matmul ins(%reshape_43, %collapsed_44 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%109 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_45 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [1, 4, %76, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %111 = tensor.empty(%76) : tensor<1x?x4x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x4x?x16xf32>) outs(%111 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %75, %c64_i64 : i64
    %113 = arith.divsi %112, %10 : i64
    %114 = arith.select %9, %113, %0 : i64
    %from_elements_47 = tensor.from_elements %c1_i64, %114, %113 : tensor<3xi64>
    %reshape_48 = tensor.reshape %transposed_46(%from_elements_47) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_49 = linalg.transpose ins(%cst_4 : tensor<64x64xf32>) outs(%5 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %reshape_48 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %115 = arith.index_cast %114 : i64 to index
    %116 = tensor.empty(%115) : tensor<?x64xf32>
    %117 = linalg.fill ins(%cst : f32) outs(%116 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %118 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%117 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_51 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %115, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    return %expanded_51 : tensor<1x?x64xf32>
  }
}
