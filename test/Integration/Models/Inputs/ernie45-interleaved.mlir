// Exported by scripts/export-graphs.py (ernie45-interleaved): HF ERNIE 4.5 attention block, interleaved pairs
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Ernie4_5DecoderLayer's input_layernorm + Ernie4_5Attention (eager, additive causal mask) + residual: interleaved pairs (its own rotate_half on even/odd channels), base 500000
// config: Ernie4_5Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @ernie45_interleaved(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
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
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %72 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_5 : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_4 : f64 to f32
      %73 = arith.addf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %72 = arith.sitofp %in : i64 to f32
      linalg.yield %72 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %13 = tensor.empty() : tensor<1x8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.cos %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.sin %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x16xf32>
    %16 = tensor.empty() : tensor<8xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %72 = linalg.index 0 : index
      %73 = arith.index_cast %72 : index to i64
      linalg.yield %73 : i64
    } -> tensor<8xi64>
    %expanded_7 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_8 = tensor.expand_shape %17 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_48: i64, %out: i1):
      %72 = arith.cmpi sgt, %in, %in_48 : i64
      linalg.yield %72 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %72 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %72 : f32
    } -> tensor<8x8xf32>
    %expanded_9 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %23 = tensor.empty() : tensor<8x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_10 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %26 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x8x4x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<8x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_13 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %31 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_15 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x2x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_19 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %extracted_slice = tensor.extract_slice %expanded_18[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xf32> to tensor<1x1x8x8xf32>
    %33 = tensor.empty() : tensor<1x1x8x8x2xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x1x8x8xf32>) outs(%33 : tensor<1x1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x8x8x2xf32>
    %collapsed_20 = tensor.collapse_shape %34 [[0], [1], [2], [3, 4]] : tensor<1x1x8x8x2xf32> into tensor<1x1x8x16xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_19[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xf32> to tensor<1x1x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x1x8x8xf32>) outs(%33 : tensor<1x1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x8x8x2xf32>
    %collapsed_22 = tensor.collapse_shape %35 [[0], [1], [2], [3, 4]] : tensor<1x1x8x8x2xf32> into tensor<1x1x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %collapsed_20 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 2] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_11[0, 0, 0, 1] [1, 4, 8, 8] [1, 1, 1, 2] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %37 = tensor.empty() : tensor<1x4x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x4x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x8xf32>
    %expanded_25 = tensor.expand_shape %38 [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 8, 1] : tensor<1x4x8x8xf32> into tensor<1x4x8x8x1xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 8, 1] : tensor<1x4x8x8xf32> into tensor<1x4x8x8x1xf32>
    %concat_27 = tensor.concat dim(4) %expanded_25, %expanded_26 : (tensor<1x4x8x8x1xf32>, tensor<1x4x8x8x1xf32>) -> tensor<1x4x8x8x2xf32>
    %collapsed_28 = tensor.collapse_shape %concat_27 [[0], [1], [2], [3, 4]] : tensor<1x4x8x8x2xf32> into tensor<1x4x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_28, %collapsed_22 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.addf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %collapsed_20 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 2] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_14[0, 0, 0, 1] [1, 2, 8, 8] [1, 1, 1, 2] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %42 = tensor.empty() : tensor<1x2x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x2x8x8xf32>) outs(%42 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.negf %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x2x8x8xf32>
    %expanded_31 = tensor.expand_shape %43 [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 8, 1] : tensor<1x2x8x8xf32> into tensor<1x2x8x8x1xf32>
    %expanded_32 = tensor.expand_shape %extracted_slice_29 [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 8, 1] : tensor<1x2x8x8xf32> into tensor<1x2x8x8x1xf32>
    %concat_33 = tensor.concat dim(4) %expanded_31, %expanded_32 : (tensor<1x2x8x8x1xf32>, tensor<1x2x8x8x1xf32>) -> tensor<1x2x8x8x2xf32>
    %collapsed_34 = tensor.collapse_shape %concat_33 [[0], [1], [2], [3, 4]] : tensor<1x2x8x8x2xf32> into tensor<1x2x8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_34, %collapsed_22 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.mulf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x2x8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.addf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x2x8x16xf32>
    %46 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x2x8x16xf32>) outs(%46 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_35 = tensor.collapse_shape %47 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<1x2x8x16xf32>) outs(%46 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %49 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_36 = linalg.transpose ins(%collapsed_35 : tensor<1x4x8x16xf32>) outs(%49 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_37 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %50 = tensor.empty() : tensor<4x8x8xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %52 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%51 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_39 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x4x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.mulf %in, %cst_6 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_9 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.addf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x8xf32>
    %55 = tensor.empty() : tensor<1x4x8xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %57 = tensor.empty() : tensor<1x4x8xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %59:2 = linalg.generic {indexing_maps = [#map10, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x4x8x8xf32>) outs(%58, %56 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_48: i64):
      %72 = linalg.index 3 : index
      %73 = arith.index_cast %72 : index to i64
      %74 = arith.maximumf %in, %out : f32
      %75 = arith.cmpf ogt, %in, %out : f32
      %76 = arith.select %75, %73, %out_48 : i64
      linalg.yield %74, %76 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_40 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map14, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_40 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.subf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x4x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.exp %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x8xf32>
    %62 = tensor.empty() : tensor<1x4x8x1xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map10, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<1x4x8x8xf32>) outs(%63 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map14, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.divf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %48 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %66 = tensor.empty() : tensor<4x8x16xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %68 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%67 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_43 = tensor.expand_shape %68 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %69 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x4x8x16xf32>) outs(%69 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_45 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %70 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_47 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_47 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %72 = arith.addf %in, %in_48 : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x64xf32>
    return %71 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FB093463EC8081A3D4FF7EE3B215DB93AF8C88F39C4105F38A7072D37"
    }
  }
#-}
