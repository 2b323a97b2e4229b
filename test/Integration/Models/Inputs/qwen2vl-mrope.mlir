// Exported by scripts/export-graphs.py (qwen2vl-mrope): HF Qwen2-VL text attention block, multimodal RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Qwen2VLDecoderLayer's input_layernorm + Qwen2VLAttention (eager, additive causal mask) + residual: multimodal RoPE (mrope_section [2, 3, 3]: frequencies 0-1 of the temporal row, 2-4 of the height row, 5-7 of the width row), q/k/v biases
// config: Qwen2VLTextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, rope_parameters={'rope_type': 'default', 'rope_theta': 10000.0, 'mrope_section': [2, 3, 3]})
// inputs: hidden_states [1, 8, 64], position_ids [3, 1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.q_proj.bias [64], a5 attn.k_proj.weight [32, 64], a6 attn.k_proj.bias [32], a7 attn.v_proj.weight [32, 64], a8 attn.v_proj.bias [32], a9 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> (0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> ()>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @qwen2vl_mrope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<3x1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
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
      %75 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.addf %in, %out : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.divf %in, %cst_5 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.truncf %cst_4 : f64 to f32
      %76 = arith.addf %in, %75 : f32
      linalg.yield %76 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.rsqrt %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [3, 1, 8, 1] : tensor<3x1x8xi64> into tensor<3x1x8x1xi64>
    %10 = tensor.empty() : tensor<3x1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<3x1x8x1xi64>) outs(%10 : tensor<3x1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %75 = arith.sitofp %in : i64 to f32
      linalg.yield %75 : f32
    } -> tensor<3x1x8x1xf32>
    %12 = tensor.empty() : tensor<3x1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %cst_3 : tensor<3x1x8x1xf32>, tensor<8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<3x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.cos %in : f32
      linalg.yield %75 : f32
    } -> tensor<3x1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.sin %in : f32
      linalg.yield %75 : f32
    } -> tensor<3x1x8x8xf32>
    %extracted_slice = tensor.extract_slice %15[0, 0, 0, 0] [3, 1, 8, 2] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<3x1x8x2xf32>
    %extracted_slice_7 = tensor.extract_slice %15[0, 0, 0, 2] [3, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<3x1x8x3xf32>
    %extracted_slice_8 = tensor.extract_slice %15[0, 0, 0, 5] [3, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<3x1x8x3xf32>
    %extracted_slice_9 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 1, 8, 2] [1, 1, 1, 1] : tensor<3x1x8x2xf32> to tensor<1x1x8x2xf32>
    %collapsed = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2], [3]] : tensor<1x1x8x2xf32> into tensor<1x8x2xf32>
    %extracted_slice_10 = tensor.extract_slice %extracted_slice_7[1, 0, 0, 0] [1, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x3xf32> to tensor<1x1x8x3xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2], [3]] : tensor<1x1x8x3xf32> into tensor<1x8x3xf32>
    %extracted_slice_12 = tensor.extract_slice %extracted_slice_8[2, 0, 0, 0] [1, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x3xf32> to tensor<1x1x8x3xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2], [3]] : tensor<1x1x8x3xf32> into tensor<1x8x3xf32>
    %concat = tensor.concat dim(2) %collapsed, %collapsed_11, %collapsed_13 : (tensor<1x8x2xf32>, tensor<1x8x3xf32>, tensor<1x8x3xf32>) -> tensor<1x8x8xf32>
    %concat_14 = tensor.concat dim(2) %concat, %concat : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %extracted_slice_15 = tensor.extract_slice %14[0, 0, 0, 0] [3, 1, 8, 2] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<3x1x8x2xf32>
    %extracted_slice_16 = tensor.extract_slice %14[0, 0, 0, 2] [3, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<3x1x8x3xf32>
    %extracted_slice_17 = tensor.extract_slice %14[0, 0, 0, 5] [3, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<3x1x8x3xf32>
    %extracted_slice_18 = tensor.extract_slice %extracted_slice_15[0, 0, 0, 0] [1, 1, 8, 2] [1, 1, 1, 1] : tensor<3x1x8x2xf32> to tensor<1x1x8x2xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_18 [[0, 1], [2], [3]] : tensor<1x1x8x2xf32> into tensor<1x8x2xf32>
    %extracted_slice_20 = tensor.extract_slice %extracted_slice_16[1, 0, 0, 0] [1, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x3xf32> to tensor<1x1x8x3xf32>
    %collapsed_21 = tensor.collapse_shape %extracted_slice_20 [[0, 1], [2], [3]] : tensor<1x1x8x3xf32> into tensor<1x8x3xf32>
    %extracted_slice_22 = tensor.extract_slice %extracted_slice_17[2, 0, 0, 0] [1, 1, 8, 3] [1, 1, 1, 1] : tensor<3x1x8x3xf32> to tensor<1x1x8x3xf32>
    %collapsed_23 = tensor.collapse_shape %extracted_slice_22 [[0, 1], [2], [3]] : tensor<1x1x8x3xf32> into tensor<1x8x3xf32>
    %concat_24 = tensor.concat dim(2) %collapsed_19, %collapsed_21, %collapsed_23 : (tensor<1x8x2xf32>, tensor<1x8x3xf32>, tensor<1x8x3xf32>) -> tensor<1x8x8xf32>
    %concat_25 = tensor.concat dim(2) %concat_24, %concat_24 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %16 = tensor.empty() : tensor<8xi64>
    %17 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%16 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      linalg.yield %76 : i64
    } -> tensor<8xi64>
    %expanded_26 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_27 = tensor.expand_shape %17 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel"]} ins(%expanded_26, %expanded_27 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_59: i64, %out: i1):
      %75 = arith.cmpi sgt, %in, %in_59 : i64
      linalg.yield %75 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map9, #map10, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_59: f32, %in_60: f32, %out: f32):
      %75 = arith.select %in, %in_59, %in_60 : f32
      linalg.yield %75 : f32
    } -> tensor<8x8xf32>
    %expanded_28 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %collapsed_29 = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<8x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = linalg.matmul ins(%collapsed_29, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %26 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<64xf32>) outs(%23 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %27 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%23 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<8x64xf32>
    %28 = tensor.empty() : tensor<64x32xf32>
    %transposed_30 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%28 : tensor<64x32xf32>) permutation = [1, 0] 
    %29 = tensor.empty() : tensor<8x32xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %31 = linalg.matmul ins(%collapsed_29, %transposed_30 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%30 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<32xf32>) outs(%29 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%29 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<8x32xf32>
    %transposed_31 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%28 : tensor<64x32xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed_29, %transposed_31 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%30 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map11, #map9], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%29 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel"]} ins(%34, %35 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%29 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<8x32xf32>
    %expanded_32 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %37 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_33 = linalg.transpose ins(%expanded_32 : tensor<1x8x4x16xf32>) outs(%37 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_34 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %38 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x8x2x16xf32>) outs(%38 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_36 = tensor.expand_shape %36 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<1x8x2x16xf32>) outs(%38 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_38 = tensor.expand_shape %concat_25 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_39 = tensor.expand_shape %concat_14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33, %expanded_38 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%37 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice_40 = tensor.extract_slice %transposed_33[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_41 = tensor.extract_slice %transposed_33[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %40 = tensor.empty() : tensor<1x4x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41 : tensor<1x4x8x8xf32>) outs(%40 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.negf %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_42 = tensor.concat dim(3) %41, %extracted_slice_40 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_42, %expanded_39 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%37 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %42 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%37 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_35, %expanded_38 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%38 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_43 = tensor.extract_slice %transposed_35[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_44 = tensor.extract_slice %transposed_35[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %45 = tensor.empty() : tensor<1x2x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_44 : tensor<1x2x8x8xf32>) outs(%45 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.negf %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_45 = tensor.concat dim(3) %46, %extracted_slice_43 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_45, %expanded_39 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%38 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.mulf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x2x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%38 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x2x8x16xf32>
    %49 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x2x8x16xf32>) outs(%49 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_46 = tensor.collapse_shape %50 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37 : tensor<1x2x8x16xf32>) outs(%49 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %52 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_47 = linalg.transpose ins(%collapsed_46 : tensor<1x4x8x16xf32>) outs(%52 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_48 = tensor.collapse_shape %43 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_49 = tensor.collapse_shape %transposed_47 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %53 = tensor.empty() : tensor<4x8x8xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %55 = linalg.batch_matmul ins(%collapsed_48, %collapsed_49 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%54 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_50 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x4x8x8xf32>) outs(%40 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.mulf %in, %cst_6 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map12, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_28 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%40 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %58 = tensor.empty() : tensor<1x4x8xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%58 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %60 = tensor.empty() : tensor<1x4x8xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %62:2 = linalg.generic {indexing_maps = [#map3, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x4x8x8xf32>) outs(%61, %59 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_59: i64):
      %75 = linalg.index 3 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.maximumf %in, %out : f32
      %78 = arith.cmpf ogt, %in, %out : f32
      %79 = arith.select %78, %76, %out_59 : i64
      linalg.yield %77, %79 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_51 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_51 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%40 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.subf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x4x8x8xf32>) outs(%40 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = math.exp %in : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %65 = tensor.empty() : tensor<1x4x8x1xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.addf %in, %out : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x1xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%40 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.divf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_52 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_53 = tensor.collapse_shape %51 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %69 = tensor.empty() : tensor<4x8x16xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %71 = linalg.batch_matmul ins(%collapsed_52, %collapsed_53 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%70 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_54 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %72 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x4x8x16xf32>) outs(%72 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_57 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %73 = linalg.matmul ins(%collapsed_57, %transposed_56 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_58 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_58 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_59: f32, %out: f32):
      %75 = arith.addf %in, %in_59 : f32
      linalg.yield %75 : f32
    } -> tensor<1x8x64xf32>
    return %74 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
