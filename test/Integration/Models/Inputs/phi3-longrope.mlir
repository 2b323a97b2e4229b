// Exported by scripts/export-graphs.py (phi3-longrope): HF Phi-3 attention block, LongRoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Phi3DecoderLayer's input_layernorm + Phi3Attention (eager, additive causal mask) + residual: LongRoPE (short factors up to the original context of 64, long ones past it, chosen at run time from the largest position; attention factor sqrt(1 + ln 4 / ln 64)); the export returns the rotary inv_freq buffer it writes, first
// config: Phi3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=256, original_max_position_embeddings=64, rope_parameters={'rope_type': 'longrope', 'rope_theta': 10000.0, 'short_factor': [1.0, 1.05, 1.1, 1.25, 1.5, 2.0, 2.5, 3.0], 'long_factor': [1.0, 1.5, 2.0, 3.0, 5.0, 8.0, 12.0, 16.0], 'original_max_position_embeddings': 64, 'partial_rotary_factor': 1.0})
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.o_proj.weight [64, 64], a4 attn.qkv_proj.weight [128, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0) -> ()>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> (0, d1)>
#map9 = affine_map<(d0, d1) -> (d0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @phi3_longrope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<128x64xf32>) -> (tensor<8xf32>, tensor<1x8x64xf32>) {
    %c64_i64 = arith.constant 64 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.1547005383792517 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %77 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.addf %in, %out : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.divf %in, %cst_7 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_6 : f64 to f32
      %78 = arith.addf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.rsqrt %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x64xf32>
    %10 = tensor.empty() : tensor<i64>
    %11 = linalg.fill ins(%c-9223372036854775808_i64 : i64) outs(%10 : tensor<i64>) -> tensor<i64>
    %12 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "reduction"]} ins(%arg1 : tensor<1x8xi64>) outs(%11 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %77 = arith.maxsi %in, %out : i64
      linalg.yield %77 : i64
    } -> tensor<i64>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%12 : tensor<i64>) outs(%10 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %77 = arith.addi %in, %c1_i64 : i64
      linalg.yield %77 : i64
    } -> tensor<i64>
    %14 = tensor.empty() : tensor<i1>
    %15 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%13 : tensor<i64>) outs(%14 : tensor<i1>) {
    ^bb0(%in: i64, %out: i1):
      %77 = arith.cmpi sgt, %in, %c64_i64 : i64
      linalg.yield %77 : i1
    } -> tensor<i1>
    %16 = tensor.empty() : tensor<8xf32>
    %17 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map7], iterator_types = ["parallel"]} ins(%15, %cst_5, %cst_4 : tensor<i1>, tensor<8xf32>, tensor<8xf32>) outs(%16 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %77 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %77 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %77 = arith.sitofp %in : i64 to f32
      linalg.yield %77 : f32
    } -> tensor<1x8x1xf32>
    %19 = tensor.empty() : tensor<1x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %17 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%19 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %21 = tensor.empty() : tensor<1x8x16xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%21 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.cos %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x16xf32>) outs(%21 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_3 : f64 to f32
      %78 = arith.mulf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%21 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.sin %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x16xf32>) outs(%21 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.truncf %cst_3 : f64 to f32
      %78 = arith.mulf %in, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<1x8x16xf32>
    %26 = tensor.empty() : tensor<8xi64>
    %27 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%26 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %77 = linalg.index 0 : index
      %78 = arith.index_cast %77 : index to i64
      linalg.yield %78 : i64
    } -> tensor<8xi64>
    %expanded_9 = tensor.expand_shape %27 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_10 = tensor.expand_shape %27 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %28 = tensor.empty() : tensor<8x8xi1>
    %29 = linalg.generic {indexing_maps = [#map8, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%28 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %77 = arith.cmpi sgt, %in, %in_42 : i64
      linalg.yield %77 : i1
    } -> tensor<8x8xi1>
    %30 = tensor.empty() : tensor<8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%29, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%30 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %77 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %77 : f32
    } -> tensor<8x8xf32>
    %expanded_11 = tensor.expand_shape %31 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %32 = tensor.empty() : tensor<64x128xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<128x64xf32>) outs(%32 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %33 = tensor.empty() : tensor<8x128xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %35 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x128xf32>) outs(%34 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %expanded_12 = tensor.expand_shape %35 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %extracted_slice = tensor.extract_slice %expanded_12[0, 0, 0] [1, 8, 64] [1, 1, 1] : tensor<1x8x128xf32> to tensor<1x8x64xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded_12[0, 0, 64] [1, 8, 32] [1, 1, 1] : tensor<1x8x128xf32> to tensor<1x8x32xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_12[0, 0, 96] [1, 8, 32] [1, 1, 1] : tensor<1x8x128xf32> to tensor<1x8x32xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %36 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x4x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_17 = tensor.expand_shape %extracted_slice_13 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %37 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%37 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %extracted_slice_14 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<1x8x2x16xf32>) outs(%37 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_21 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_22 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_21 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %39 = tensor.empty() : tensor<1x4x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x4x8x8xf32>) outs(%39 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.negf %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_25 = tensor.concat dim(3) %40, %extracted_slice_23 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_22 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.addf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_21 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%37 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %44 = tensor.empty() : tensor<1x2x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x2x8x8xf32>) outs(%44 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.negf %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_28 = tensor.concat dim(3) %45, %extracted_slice_26 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_22 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%37 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.mulf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x8x16xf32>
    %47 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%37 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.addf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x2x8x16xf32>
    %48 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x2x8x16xf32>) outs(%48 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_29 = tensor.collapse_shape %49 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<1x2x8x16xf32>) outs(%48 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %51 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_30 = linalg.transpose ins(%collapsed_29 : tensor<1x4x8x16xf32>) outs(%51 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_31 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_30 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %52 = tensor.empty() : tensor<4x8x8xf32>
    %53 = linalg.fill ins(%cst : f32) outs(%52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %54 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_33 = tensor.expand_shape %54 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x4x8x8xf32>) outs(%39 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.mulf %in, %cst_8 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_11 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%39 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.addf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x8xf32>
    %57 = tensor.empty() : tensor<1x4x8xi64>
    %58 = linalg.fill ins(%c0_i64 : i64) outs(%57 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %59 = tensor.empty() : tensor<1x4x8xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %61:2 = linalg.generic {indexing_maps = [#map10, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<1x4x8x8xf32>) outs(%60, %58 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %77 = linalg.index 3 : index
      %78 = arith.index_cast %77 : index to i64
      %79 = arith.maximumf %in, %out : f32
      %80 = arith.cmpf ogt, %in, %out : f32
      %81 = arith.select %80, %78, %out_42 : i64
      linalg.yield %79, %81 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_34 = tensor.expand_shape %61#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_34 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%39 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.subf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x4x8x8xf32>) outs(%39 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = math.exp %in : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x8xf32>
    %64 = tensor.empty() : tensor<1x4x8x1xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map10, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<1x4x8x8xf32>) outs(%65 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %77 = arith.addf %in, %out : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map10, #map15, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %66 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%39 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.divf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_36 = tensor.collapse_shape %50 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %68 = tensor.empty() : tensor<4x8x16xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %70 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%69 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_37 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %71 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x4x8x16xf32>) outs(%71 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %72 = tensor.empty() : tensor<64x64xf32>
    %transposed_39 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%72 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %transposed_38 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %73 = tensor.empty() : tensor<8x64xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %75 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%74 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_41 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_41 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %77 = arith.addf %in, %in_42 : f32
      linalg.yield %77 : f32
    } -> tensor<1x8x64xf32>
    return %17, %76 : tensor<8xf32>, tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_1: "0x040000000000803FDD329A3E8C2EBA3D383ECF3C0E74DA3B383ECF3A17B7D1392A0FDD38",
      torch_tensor_8_torch.float32: "0x040000000000803FCEE0573ECDCC4C3DD8B32C3C6F12033B383ECF393EC3AE3860CBA537"
    }
  }
#-}
