// Exported by scripts/export-graphs.py (glm-partial): HF GLM attention block
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: GlmDecoderLayer's input_layernorm + GlmAttention (eager, additive causal mask) + residual: interleaved partial rotary (repeat_interleave tables, factor 0.5)
// config: GlmConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, partial_rotary_factor=0.5)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.q_proj.bias [64], a5 attn.k_proj.weight [32, 64], a6 attn.k_proj.bias [32], a7 attn.v_proj.weight [32, 64], a8 attn.v_proj.bias [32], a9 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @glm_partial(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_4 = arith.constant 1.562500e-07 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %80 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.divf %in, %cst_5 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.truncf %cst_4 : f64 to f32
      %81 = arith.addf %in, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.rsqrt %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %80 = arith.sitofp %in : i64 to f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x4xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%11 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %13 = tensor.empty() : tensor<1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.cos %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.sin %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<8xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %80 = linalg.index 0 : index
      %81 = arith.index_cast %80 : index to i64
      linalg.yield %81 : i64
    } -> tensor<8xi64>
    %expanded_7 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_8 = tensor.expand_shape %17 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      %80 = arith.cmpi sgt, %in, %in_54 : i64
      linalg.yield %80 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_54: f32, %in_55: f32, %out: f32):
      %80 = arith.select %in, %in_54, %in_55 : f32
      linalg.yield %80 : f32
    } -> tensor<8x8xf32>
    %expanded_9 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<8x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %26 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%23 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%23 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<8x64xf32>
    %expanded_10 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %28 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %29 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%29 : tensor<64x32xf32>) permutation = [1, 0] 
    %30 = tensor.empty() : tensor<8x32xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %32 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%30 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%32, %33 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%30 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<8x32xf32>
    %expanded_13 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %35 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x16xf32>) outs(%35 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_15 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%29 : tensor<64x32xf32>) permutation = [1, 0] 
    %36 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%30 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%30 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x2x16xf32>) outs(%35 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_19 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %extracted_slice = tensor.extract_slice %expanded_18[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
    %39 = tensor.empty() : tensor<1x1x8x4x2xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x1x8x4xf32>) outs(%39 : tensor<1x1x8x4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x8x4x2xf32>
    %collapsed_20 = tensor.collapse_shape %40 [[0], [1], [2], [3, 4]] : tensor<1x1x8x4x2xf32> into tensor<1x1x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_19[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
    %41 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x1x8x4xf32>) outs(%39 : tensor<1x1x8x4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x8x4x2xf32>
    %collapsed_22 = tensor.collapse_shape %41 [[0], [1], [2], [3, 4]] : tensor<1x1x8x4x2xf32> into tensor<1x1x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_11[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %42 = tensor.empty() : tensor<1x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %collapsed_20 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice_27 = tensor.extract_slice %extracted_slice_23[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_23[0, 0, 0, 1] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %44 = tensor.empty() : tensor<1x4x8x4xf32>
    %45 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<1x4x8x4xf32>) outs(%44 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.negf %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x4xf32>
    %expanded_29 = tensor.expand_shape %45 [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 4, 1] : tensor<1x4x8x4xf32> into tensor<1x4x8x4x1xf32>
    %expanded_30 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 4, 1] : tensor<1x4x8x4xf32> into tensor<1x4x8x4x1xf32>
    %concat_31 = tensor.concat dim(4) %expanded_29, %expanded_30 : (tensor<1x4x8x4x1xf32>, tensor<1x4x8x4x1xf32>) -> tensor<1x4x8x4x2xf32>
    %collapsed_32 = tensor.collapse_shape %concat_31 [[0], [1], [2], [3, 4]] : tensor<1x4x8x4x2xf32> into tensor<1x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_32, %collapsed_22 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %48 = tensor.empty() : tensor<1x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %collapsed_20 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_33 = tensor.extract_slice %extracted_slice_25[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 2] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %extracted_slice_34 = tensor.extract_slice %extracted_slice_25[0, 0, 0, 1] [1, 2, 8, 4] [1, 1, 1, 2] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %50 = tensor.empty() : tensor<1x2x8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<1x2x8x4xf32>) outs(%50 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.negf %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x8x4xf32>
    %expanded_35 = tensor.expand_shape %51 [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 4, 1] : tensor<1x2x8x4xf32> into tensor<1x2x8x4x1xf32>
    %expanded_36 = tensor.expand_shape %extracted_slice_33 [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 4, 1] : tensor<1x2x8x4xf32> into tensor<1x2x8x4x1xf32>
    %concat_37 = tensor.concat dim(4) %expanded_35, %expanded_36 : (tensor<1x2x8x4x1xf32>, tensor<1x2x8x4x1xf32>) -> tensor<1x2x8x4x2xf32>
    %collapsed_38 = tensor.collapse_shape %concat_37 [[0], [1], [2], [3, 4]] : tensor<1x2x8x4x2xf32> into tensor<1x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38, %collapsed_22 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.mulf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_39 = tensor.concat dim(3) %47, %extracted_slice_24 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %concat_40 = tensor.concat dim(3) %53, %extracted_slice_26 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %54 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %55 = linalg.generic {indexing_maps = [#map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_40 : tensor<1x2x8x16xf32>) outs(%54 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_41 = tensor.collapse_shape %55 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<1x2x8x16xf32>) outs(%54 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %57 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_42 = linalg.transpose ins(%collapsed_41 : tensor<1x4x8x16xf32>) outs(%57 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_43 = tensor.collapse_shape %concat_39 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %58 = tensor.empty() : tensor<4x8x8xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %60 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%59 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_45 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %cst_6 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_9 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %63 = tensor.empty() : tensor<1x4x8xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %65 = tensor.empty() : tensor<1x4x8xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %67:2 = linalg.generic {indexing_maps = [#map11, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x4x8x8xf32>) outs(%66, %64 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_54: i64):
      %80 = linalg.index 3 : index
      %81 = arith.index_cast %80 : index to i64
      %82 = arith.maximumf %in, %out : f32
      %83 = arith.cmpf ogt, %in, %out : f32
      %84 = arith.select %83, %81, %out_54 : i64
      linalg.yield %82, %84 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_46 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map11, #map15, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_46 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.subf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.exp %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %70 = tensor.empty() : tensor<1x4x8x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map11, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<1x4x8x8xf32>) outs(%71 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map11, #map15, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.divf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_47 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_48 = tensor.collapse_shape %56 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %74 = tensor.empty() : tensor<4x8x16xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %76 = linalg.batch_matmul ins(%collapsed_47, %collapsed_48 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%75 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_49 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %77 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x4x8x16xf32>) outs(%77 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_51 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %78 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_53 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_53 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %80 = arith.addf %in, %in_54 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x64xf32>
    return %79 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
