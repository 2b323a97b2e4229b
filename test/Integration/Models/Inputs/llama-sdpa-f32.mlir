// Exported by scripts/export-graphs.py (llama-sdpa-f32): HF Llama attention block, SDPA, float32
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (sdpa, attention_mask=None (causal)) + residual
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
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
  func.func @llama_sdpa_f32(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %79 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.addf %in, %out : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.divf %in, %cst_8 : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.truncf %cst_7 : f64 to f32
      %80 = arith.addf %in, %79 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = math.rsqrt %in : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.sitofp %in : i64 to f32
      linalg.yield %79 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_6 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %13 = tensor.empty() : tensor<1x8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = math.cos %in : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = math.sin %in : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x16xf32>
    %16 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%16 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %17 = tensor.empty() : tensor<8x64xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %19 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%18 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_10 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %20 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x8x4x16xf32>) outs(%20 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %21 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%21 : tensor<64x32xf32>) permutation = [1, 0] 
    %22 = tensor.empty() : tensor<8x32xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_13 = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %25 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_15 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%21 : tensor<64x32xf32>) permutation = [1, 0] 
    %26 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %26 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_19 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %expanded_18 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%20 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_11[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %28 = tensor.empty() : tensor<1x4x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x4x8x8xf32>) outs(%28 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.negf %in : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_21 = tensor.concat dim(3) %29, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_19 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%20 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%20 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.addf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_18 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %33 = tensor.empty() : tensor<1x2x8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x2x8x8xf32>) outs(%33 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.negf %in : f32
      linalg.yield %79 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_24 = tensor.concat dim(3) %34, %extracted_slice_22 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_24, %expanded_19 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.mulf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x2x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.addf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x2x8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x4x8x16xf32>) outs(%20 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.mulf %in, %cst_9 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x16xf32>
    %38 = tensor.empty() : tensor<8xi64>
    %39 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%38 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %79 = linalg.index 0 : index
      %80 = arith.index_cast %79 : index to i64
      linalg.yield %80 : i64
    } -> tensor<8xi64>
    %expanded_25 = tensor.expand_shape %39 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_26 = tensor.expand_shape %39 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %40 = tensor.empty() : tensor<8x8xi64>
    %41 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_25, %expanded_26 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%40 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_40: i64, %out: i64):
      %79 = arith.subi %in, %in_40 : i64
      linalg.yield %79 : i64
    } -> tensor<8x8xi64>
    %42 = tensor.empty() : tensor<8x8xi1>
    %43 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x8xi64>) outs(%42 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %79 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %79 : i1
    } -> tensor<8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_4 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%42 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_40: i1, %out: i1):
      %79 = arith.andi %in, %in_40 : i1
      linalg.yield %79 : i1
    } -> tensor<8x8xi1>
    %45 = tensor.empty() : tensor<8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map9, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%44, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<f32>) outs(%45 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %79 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %79 : f32
    } -> tensor<8x8xf32>
    %47 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x2x8x16xf32>) outs(%47 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_27 = tensor.collapse_shape %48 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<1x2x8x16xf32>) outs(%47 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %50 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<1x4x8x16xf32>) outs(%50 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<1x4x16x8xf32>) outs(%50 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.mulf %in, %cst_9 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_29 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_30 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %52 = tensor.empty() : tensor<4x8x8xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %54 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_31 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %46 : tensor<1x4x8x8xf32>, tensor<8x8xf32>) outs(%28 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.addf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x8xf32>
    %56 = tensor.empty() : tensor<1x4x8xi64>
    %57 = linalg.fill ins(%c0_i64 : i64) outs(%56 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %58 = tensor.empty() : tensor<1x4x8xf32>
    %59 = linalg.fill ins(%cst_0 : f32) outs(%58 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %60:2 = linalg.generic {indexing_maps = [#map3, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x4x8x8xf32>) outs(%59, %57 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_40: i64):
      %79 = linalg.index 3 : index
      %80 = arith.index_cast %79 : index to i64
      %81 = arith.maximumf %in, %out : f32
      %82 = arith.cmpf ogt, %in, %out : f32
      %83 = arith.select %82, %80, %out_40 : i64
      linalg.yield %81, %83 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_32 = tensor.expand_shape %60#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_32 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%28 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.subf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x4x8x8xf32>) outs(%28 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = math.exp %in : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x8xf32>
    %63 = tensor.empty() : tensor<1x4x8x1xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x4x8x8xf32>) outs(%64 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.addf %in, %out : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %65 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%28 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.divf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x8xf32>
    %67 = tensor.empty() : tensor<1x4x8x8xi1>
    %68 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x4x8x8xf32>) outs(%67 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %79 = arith.extf %in : f32 to f64
      %80 = arith.cmpf oeq, %79, %cst_5 : f64
      linalg.yield %80 : i1
    } -> tensor<1x4x8x8xi1>
    %69 = tensor.empty() : tensor<1x4x8x1xi1>
    %70 = linalg.fill ins(%true : i1) outs(%69 : tensor<1x4x8x1xi1>) -> tensor<1x4x8x1xi1>
    %71 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<1x4x8x8xi1>) outs(%70 : tensor<1x4x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %79 = arith.andi %in, %out : i1
      linalg.yield %79 : i1
    } -> tensor<1x4x8x1xi1>
    %72 = linalg.generic {indexing_maps = [#map14, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %cst_1, %66 : tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%28 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %79 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %79 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %49 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %73 = tensor.empty() : tensor<4x8x16xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %75 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%74 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_35 = tensor.expand_shape %75 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %76 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x8x16xf32>) outs(%76 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%16 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %77 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%18 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_39 = tensor.expand_shape %77 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_39 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %79 = arith.addf %in, %in_40 : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x64xf32>
    return %78 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
