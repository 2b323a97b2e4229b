// Exported by scripts/export-graphs.py (stablelm-partial): HF StableLM attention block, partial rotary 0.25
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: StableLmDecoderLayer's input_layernorm + StableLmAttention (eager, additive causal mask) + residual: partial rotary (factor 0.25: 4 of head_dim 16), LayerNorm
// config: StableLmConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=4, partial_rotary_factor=0.25)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 norm.bias [64], a4 attn.q_proj.weight [64, 64], a5 attn.k_proj.weight [64, 64], a6 attn.v_proj.weight [64, 64], a7 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @stablelm_partial(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 6.400000e+01 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %75 = arith.extf %in : f32 to f64
      linalg.yield %75 : f64
    } -> tensor<1x8x64xf64>
    %2 = tensor.empty() : tensor<1x8x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %75 = arith.addf %in, %out : f64
      linalg.yield %75 : f64
    } -> tensor<1x8x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %75 = arith.divf %in, %cst_6 : f64
      linalg.yield %75 : f64
    } -> tensor<1x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %75 = arith.subf %in, %in_45 : f64
      linalg.yield %75 : f64
    } -> tensor<1x8x64xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%0 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %75 = arith.mulf %in, %in_45 : f64
      linalg.yield %75 : f64
    } -> tensor<1x8x64xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x8x64xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %75 = arith.addf %in, %out : f64
      linalg.yield %75 : f64
    } -> tensor<1x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %75 = arith.divf %in, %cst_6 : f64
      linalg.yield %75 : f64
    } -> tensor<1x8x1xf64>
    %10 = tensor.empty() : tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %75 = arith.truncf %in : f64 to f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.addf %in, %out : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.divf %in, %cst_7 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.truncf %cst_5 : f64 to f32
      %76 = arith.addf %in, %75 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.rsqrt %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.subf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg2 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.addf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %75 = arith.sitofp %in : i64 to f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %23 = tensor.empty() : tensor<1x8x2xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_4 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%23 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %24, %24 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %25 = tensor.empty() : tensor<1x8x4xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%25 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.cos %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x4xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%25 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.sin %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x4xf32>
    %28 = tensor.empty() : tensor<8xi64>
    %29 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%28 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      linalg.yield %76 : i64
    } -> tensor<8xi64>
    %expanded_9 = tensor.expand_shape %29 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_10 = tensor.expand_shape %29 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %30 = tensor.empty() : tensor<8x8xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%30 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_45: i64, %out: i1):
      %75 = arith.cmpi sgt, %in, %in_45 : i64
      linalg.yield %75 : i1
    } -> tensor<8x8xi1>
    %32 = tensor.empty() : tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %75 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %75 : f32
    } -> tensor<8x8xf32>
    %expanded_11 = tensor.expand_shape %33 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %34 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %35 = tensor.empty() : tensor<8x64xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %38 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_14 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %40 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x4x16xf32>) outs(%40 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_16 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x4x16xf32>) outs(%40 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x8x4x16xf32>) outs(%40 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_15[0, 0, 0, 4] [1, 4, 8, 12] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x12xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_17[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_17[0, 0, 0, 4] [1, 4, 8, 12] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x12xf32>
    %expanded_23 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %expanded_24 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %41 = tensor.empty() : tensor<1x4x8x4xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_23 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_25 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xf32> to tensor<1x4x8x2xf32>
    %extracted_slice_26 = tensor.extract_slice %extracted_slice[0, 0, 0, 2] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xf32> to tensor<1x4x8x2xf32>
    %43 = tensor.empty() : tensor<1x4x8x2xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x4x8x2xf32>) outs(%43 : tensor<1x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.negf %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x2xf32>
    %concat_27 = tensor.concat dim(3) %44, %extracted_slice_25 : (tensor<1x4x8x2xf32>, tensor<1x4x8x2xf32>) -> tensor<1x4x8x4xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_24 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x4xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.addf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x4xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %expanded_23 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 0] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xf32> to tensor<1x4x8x2xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 2] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xf32> to tensor<1x4x8x2xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x4x8x2xf32>) outs(%43 : tensor<1x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.negf %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x2xf32>
    %concat_30 = tensor.concat dim(3) %48, %extracted_slice_28 : (tensor<1x4x8x2xf32>, tensor<1x4x8x2xf32>) -> tensor<1x4x8x4xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_24 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.mulf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %49 : tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) outs(%41 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.addf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x4xf32>
    %concat_31 = tensor.concat dim(3) %46, %extracted_slice_20 : (tensor<1x4x8x4xf32>, tensor<1x4x8x12xf32>) -> tensor<1x4x8x16xf32>
    %concat_32 = tensor.concat dim(3) %50, %extracted_slice_22 : (tensor<1x4x8x4xf32>, tensor<1x4x8x12xf32>) -> tensor<1x4x8x16xf32>
    %51 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_33 = linalg.transpose ins(%concat_32 : tensor<1x4x8x16xf32>) outs(%51 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_34 = tensor.collapse_shape %concat_31 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_33 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %52 = tensor.empty() : tensor<4x8x8xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %54 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_36 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %55 = tensor.empty() : tensor<1x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x4x8x8xf32>) outs(%55 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.mulf %in, %cst_8 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_11 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%55 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.addf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %58 = tensor.empty() : tensor<1x4x8xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%58 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %60 = tensor.empty() : tensor<1x4x8xf32>
    %61 = linalg.fill ins(%cst_1 : f32) outs(%60 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %62:2 = linalg.generic {indexing_maps = [#map8, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x4x8x8xf32>) outs(%61, %59 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %75 = linalg.index 3 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.maximumf %in, %out : f32
      %78 = arith.cmpf ogt, %in, %out : f32
      %79 = arith.select %78, %76, %out_45 : i64
      linalg.yield %77, %79 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_37 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_37 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%55 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.subf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x4x8x8xf32>) outs(%55 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.exp %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %65 = tensor.empty() : tensor<1x4x8x1xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.addf %in, %out : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%55 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.divf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %69 = tensor.empty() : tensor<4x8x16xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %71 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%70 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_40 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %72 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x4x8x16xf32>) outs(%72 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %73 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_44 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_44 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %75 = arith.addf %in, %in_45 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    return %74 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
