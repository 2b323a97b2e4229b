// Exported by scripts/export-graphs.py (gpt-oss-sliding): HF gpt-oss attention block, sliding window and sinks
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: GptOssDecoderLayer's input_layernorm + GptOssAttention (eager, additive causal mask) + residual: sliding-window layer (window 4) with attention sinks
// config: GptOssConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['sliding_attention'], sliding_window=4, num_local_experts=4, num_experts_per_tok=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.sinks [4], a4 attn.q_proj.weight [64, 64], a5 attn.q_proj.bias [64], a6 attn.k_proj.weight [32, 64], a7 attn.k_proj.bias [32], a8 attn.v_proj.weight [32, 64], a9 attn.v_proj.bias [32], a10 attn.o_proj.weight [64, 64], a11 attn.o_proj.bias [64]
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
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @gpt_oss_sliding(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<4xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>) -> tensor<1x8x64xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.3465735902799727 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_6 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %90 = arith.sitofp %in : i64 to f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_4 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.cos %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.sin %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x8xf32>
    %17 = tensor.empty() : tensor<8xi64>
    %18 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%17 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %90 = linalg.index 0 : index
      %91 = arith.index_cast %90 : index to i64
      linalg.yield %91 : i64
    } -> tensor<8xi64>
    %expanded_8 = tensor.expand_shape %18 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %18 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %19 = tensor.empty() : tensor<8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%19 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %90 = arith.cmpi sgt, %in, %in_42 : i64
      linalg.yield %90 : i1
    } -> tensor<8x8xi1>
    %21 = tensor.empty() : tensor<8x1xi64>
    %22 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9 : tensor<8x1xi64>) outs(%21 : tensor<8x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %90 = arith.subi %in, %c4_i64 : i64
      linalg.yield %90 : i64
    } -> tensor<8x1xi64>
    %23 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %22 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%19 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %90 = arith.cmpi sle, %in, %in_42 : i64
      linalg.yield %90 : i1
    } -> tensor<8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%20, %23 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%19 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_42: i1, %out: i1):
      %90 = arith.ori %in, %in_42 : i1
      linalg.yield %90 : i1
    } -> tensor<8x8xi1>
    %25 = tensor.empty() : tensor<8x8xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%24, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%25 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %90 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %90 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %26 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %27 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%27 : tensor<64x64xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<8x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<64xf32>) outs(%28 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %32 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%28 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %expanded_11 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %33 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x4x16xf32>) outs(%33 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %34 = tensor.empty() : tensor<64x32xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%34 : tensor<64x32xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<8x32xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<32xf32>) outs(%35 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%35 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %40 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%34 : tensor<64x32xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%35 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%35 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<8x32xf32>
    %expanded_17 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_20 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %44 = tensor.empty() : tensor<1x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_19 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %expanded_20 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %46 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.subf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %expanded_19 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_20 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %49 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %concat = tensor.concat dim(3) %47, %50 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %51 = tensor.empty() : tensor<1x2x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %expanded_19 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %expanded_20 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %53 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.subf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %expanded_19 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %expanded_20 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.mulf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %56 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%51 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_24 = tensor.concat dim(3) %54, %57 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %58 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %59 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_24 : tensor<1x2x8x16xf32>) outs(%58 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_25 = tensor.collapse_shape %59 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x2x8x16xf32>) outs(%58 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %61 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_26 = linalg.transpose ins(%collapsed_25 : tensor<1x4x8x16xf32>) outs(%61 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_27 = tensor.collapse_shape %concat [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %62 = tensor.empty() : tensor<4x8x8xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %64 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%63 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_29 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_10 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %67 = tensor.empty() : tensor<1x4x8x1xf32>
    %expanded_30 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %68 = linalg.generic {indexing_maps = [#map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x4x1xf32>) outs(%67 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x1xf32>
    %concat_31 = tensor.concat dim(3) %66, %68 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %69 = tensor.empty() : tensor<1x4x8xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %71 = tensor.empty() : tensor<1x4x8xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %73:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%concat_31 : tensor<1x4x8x9xf32>) outs(%72, %70 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %90 = linalg.index 3 : index
      %91 = arith.index_cast %90 : index to i64
      %92 = arith.maximumf %in, %out : f32
      %93 = arith.cmpf ogt, %in, %out : f32
      %94 = arith.select %93, %91, %out_42 : i64
      linalg.yield %92, %94 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_32 = tensor.expand_shape %73#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %74 = tensor.empty() : tensor<1x4x8x9xf32>
    %75 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_32 : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%74 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.subf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x9xf32>
    %76:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x4x8x9xf32>) outs(%72, %70 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %90 = linalg.index 3 : index
      %91 = arith.index_cast %90 : index to i64
      %92 = arith.maximumf %in, %out : f32
      %93 = arith.cmpf ogt, %in, %out : f32
      %94 = arith.select %93, %91, %out_42 : i64
      linalg.yield %92, %94 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_33 = tensor.expand_shape %76#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_33 : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%74 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.subf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x9xf32>
    %78 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x4x8x9xf32>) outs(%74 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.exp %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x9xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%67 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<1x4x8x9xf32>) outs(%79 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%74 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.divf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x9xf32>
    %extracted_slice_34 = tensor.extract_slice %81[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x9xf32> to tensor<1x4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %extracted_slice_34 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %60 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %82 = tensor.empty() : tensor<4x8x16xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %84 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%83 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_37 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %85 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x4x8x16xf32>) outs(%85 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_39 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %transposed_40 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%27 : tensor<64x64xf32>) permutation = [1, 0] 
    %86 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %87 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<64xf32>) outs(%28 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %88 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%28 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<8x64xf32>
    %expanded_41 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_41 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %90 = arith.addf %in, %in_42 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    return %89 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FFAD3663E9421503D40A8DE3B3C54EF39289398378C92893628177835"
    }
  }
#-}
