// Exported by scripts/export-graphs.py (cohere2-sliding): HF Cohere 2 attention block, sliding window, interleaved pairs
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Cohere2DecoderLayer's input_layernorm + Cohere2Attention (eager, additive causal mask) + residual: sliding-window layer (window 4), interleaved pairs, LayerNorm
// config: Cohere2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, layer_types=['sliding_attention'], sliding_window=4)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @cohere2_sliding(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%1 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_5 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %4 = tensor.empty() : tensor<1x8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %3 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.subf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %78 : f32
    } -> tensor<1x8x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x8x64xf32>) outs(%1 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_5 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_4 : f64 to f32
      %79 = arith.addf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.rsqrt %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %10 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %11 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %78 = arith.sitofp %in : i64 to f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_3 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<1x8x8x2xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x8xf32>) outs(%16 : tensor<1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x2xf32>
    %collapsed = tensor.collapse_shape %17 [[0], [1], [2, 3]] : tensor<1x8x8x2xf32> into tensor<1x8x16xf32>
    %18 = tensor.empty() : tensor<1x8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x16xf32>) outs(%18 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.cos %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x16xf32>) outs(%18 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.sin %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x16xf32>
    %21 = tensor.empty() : tensor<8xi64>
    %22 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%21 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %78 = linalg.index 0 : index
      %79 = arith.index_cast %78 : index to i64
      linalg.yield %79 : i64
    } -> tensor<8xi64>
    %expanded_7 = tensor.expand_shape %22 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_8 = tensor.expand_shape %22 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %23 = tensor.empty() : tensor<8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%23 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_44: i64, %out: i1):
      %78 = arith.cmpi sgt, %in, %in_44 : i64
      linalg.yield %78 : i1
    } -> tensor<8x8xi1>
    %25 = tensor.empty() : tensor<8x1xi64>
    %26 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_8 : tensor<8x1xi64>) outs(%25 : tensor<8x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %78 = arith.subi %in, %c4_i64 : i64
      linalg.yield %78 : i64
    } -> tensor<8x1xi64>
    %27 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %26 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%23 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_44: i64, %out: i1):
      %78 = arith.cmpi sle, %in, %in_44 : i64
      linalg.yield %78 : i1
    } -> tensor<8x8xi1>
    %28 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%24, %27 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%23 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_44: i1, %out: i1):
      %78 = arith.ori %in, %in_44 : i1
      linalg.yield %78 : i1
    } -> tensor<8x8xi1>
    %29 = tensor.empty() : tensor<8x8xf32>
    %30 = linalg.generic {indexing_maps = [#map8, #map9, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%28, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%29 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_44: f32, %in_45: f32, %out: f32):
      %78 = arith.select %in, %in_44, %in_45 : f32
      linalg.yield %78 : f32
    } -> tensor<8x8xf32>
    %expanded_9 = tensor.expand_shape %30 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %31 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_10 = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %32 = tensor.empty() : tensor<8x64xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %34 = linalg.matmul ins(%collapsed_10, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_11 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %35 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x4x16xf32>) outs(%35 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %36 = tensor.empty() : tensor<64x32xf32>
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %37 = tensor.empty() : tensor<8x32xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %39 = linalg.matmul ins(%collapsed_10, %transposed_13 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %40 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%36 : tensor<64x32xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed_10, %transposed_16 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%38 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_17 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_20 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 2] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 1] [1, 4, 8, 8] [1, 1, 1, 2] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %43 = tensor.empty() : tensor<1x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x4x8x8xf32>) outs(%43 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.negf %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x8xf32>
    %expanded_22 = tensor.expand_shape %44 [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 8, 1] : tensor<1x4x8x8xf32> into tensor<1x4x8x8x1xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 8, 1] : tensor<1x4x8x8xf32> into tensor<1x4x8x8x1xf32>
    %concat = tensor.concat dim(4) %expanded_22, %expanded_23 : (tensor<1x4x8x8x1xf32>, tensor<1x4x8x8x1xf32>) -> tensor<1x4x8x8x2xf32>
    %collapsed_24 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<1x4x8x8x2xf32> into tensor<1x4x8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_24, %expanded_20 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%35 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%35 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.addf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 2] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_15[0, 0, 0, 1] [1, 2, 8, 8] [1, 1, 1, 2] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %48 = tensor.empty() : tensor<1x2x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x2x8x8xf32>) outs(%48 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.negf %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x2x8x8xf32>
    %expanded_27 = tensor.expand_shape %49 [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 8, 1] : tensor<1x2x8x8xf32> into tensor<1x2x8x8x1xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_25 [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 8, 1] : tensor<1x2x8x8xf32> into tensor<1x2x8x8x1xf32>
    %concat_29 = tensor.concat dim(4) %expanded_27, %expanded_28 : (tensor<1x2x8x8x1xf32>, tensor<1x2x8x8x1xf32>) -> tensor<1x2x8x8x2xf32>
    %collapsed_30 = tensor.collapse_shape %concat_29 [[0], [1], [2], [3, 4]] : tensor<1x2x8x8x2xf32> into tensor<1x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_30, %expanded_20 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.mulf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x2x8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.addf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x2x8x16xf32>
    %52 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x2x8x16xf32>) outs(%52 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_31 = tensor.collapse_shape %53 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %54 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x2x8x16xf32>) outs(%52 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %55 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_32 = linalg.transpose ins(%collapsed_31 : tensor<1x4x8x16xf32>) outs(%55 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_33 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_34 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %56 = tensor.empty() : tensor<4x8x8xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %58 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%57 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_35 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<1x4x8x8xf32>) outs(%43 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.mulf %in, %cst_6 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map10, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_9 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%43 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.addf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x8xf32>
    %61 = tensor.empty() : tensor<1x4x8xi64>
    %62 = linalg.fill ins(%c0_i64 : i64) outs(%61 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %63 = tensor.empty() : tensor<1x4x8xf32>
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %65:2 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<1x4x8x8xf32>) outs(%64, %62 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_44: i64):
      %78 = linalg.index 3 : index
      %79 = arith.index_cast %78 : index to i64
      %80 = arith.maximumf %in, %out : f32
      %81 = arith.cmpf ogt, %in, %out : f32
      %82 = arith.select %81, %79, %out_44 : i64
      linalg.yield %80, %82 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_36 = tensor.expand_shape %65#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_36 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%43 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.subf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x4x8x8xf32>) outs(%43 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.exp %in : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x8xf32>
    %68 = tensor.empty() : tensor<1x4x8x1xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<1x4x8x8xf32>) outs(%69 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map13, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%43 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.divf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_37 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %54 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %72 = tensor.empty() : tensor<4x8x16xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %74 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%73 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_39 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %75 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x4x8x16xf32>) outs(%75 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_41 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%31 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %76 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%33 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_43 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_43 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_44: f32, %out: f32):
      %78 = arith.addf %in, %in_44 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x64xf32>
    return %77 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
