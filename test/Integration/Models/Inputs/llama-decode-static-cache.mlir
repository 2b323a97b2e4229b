// Exported by scripts/export-graphs.py (llama-decode-static-cache): HF Llama decode step with a static cache
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: decode step of LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual, static cache [1, 2, 128, 16] (index_copy at cache_position = position, keys after it masked)
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 1, 64], position_ids [1, 1] i64 (100), past keys, past values, then the weights
// outputs: block output [1, 1, 64], the key and value rows the step wrote into the cache [1, 2, 1, 16] (the key rotated)
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.q_proj.weight [64, 64], a6 attn.k_proj.weight [32, 64], a7 attn.v_proj.weight [32, 64], a8 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_decode_static_cache(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1xi64>, %arg2: tensor<1x2x128x16xf32>, %arg3: tensor<1x2x128x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x1x64xf32>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x128xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 2.500000e-01 : f32
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<1x1x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x64xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %85 : f32
    } -> tensor<1x1x64xf32>
    %2 = tensor.empty() : tensor<1x1x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x1x64xf32>) outs(%3 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x1x1xf32>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_5 : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x1x1xf32>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_4 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x1x1xf32>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x1x64xf32>, tensor<1x1x1xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %8 : tensor<64xf32>, tensor<1x1x64xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 1, 1] : tensor<1x1xi64> into tensor<1x1x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x1xi64>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %85 = arith.sitofp %in : i64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x1x1xf32>
    %11 = tensor.empty() : tensor<1x1x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x1x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x1x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %13 = tensor.empty() : tensor<1x1x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.cos %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.sin %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x16xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x1xi64> into tensor<1xi64>
    %16 = tensor.empty() : tensor<128xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %85 = linalg.index 0 : index
      %86 = arith.index_cast %85 : index to i64
      linalg.yield %86 : i64
    } -> tensor<128xi64>
    %expanded_7 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
    %18 = tensor.empty() : tensor<1x128xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %arg1 : tensor<1x128xi64>, tensor<1x1xi64>) outs(%18 : tensor<1x128xi1>) {
    ^bb0(%in: i64, %in_53: i64, %out: i1):
      %85 = arith.cmpi sgt, %in, %in_53 : i64
      linalg.yield %85 : i1
    } -> tensor<1x128xi1>
    %20 = tensor.empty() : tensor<1x128xf32>
    %21 = linalg.generic {indexing_maps = [#map4, #map6, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<1x128xi1>, tensor<f32>, tensor<1x128xf32>) outs(%20 : tensor<1x128xf32>) {
    ^bb0(%in: i1, %in_53: f32, %in_54: f32, %out: f32):
      %85 = arith.select %in, %in_53, %in_54 : f32
      linalg.yield %85 : f32
    } -> tensor<1x128xf32>
    %expanded_8 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 1, 128] : tensor<1x128xf32> into tensor<1x1x1x128xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_9 = tensor.collapse_shape %9 [[0], [1, 2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %23 = tensor.empty() : tensor<1x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %25 = linalg.matmul ins(%collapsed_9, %transposed : tensor<1x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %expanded_10 = tensor.expand_shape %25 [[0], [1, 2, 3]] output_shape [1, 1, 4, 16] : tensor<1x64xf32> into tensor<1x1x4x16xf32>
    %26 = tensor.empty() : tensor<1x4x1x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x1x4x16xf32>) outs(%26 : tensor<1x4x1x16xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<1x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %30 = linalg.matmul ins(%collapsed_9, %transposed_12 : tensor<1x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %expanded_13 = tensor.expand_shape %30 [[0], [1, 2, 3]] output_shape [1, 1, 2, 16] : tensor<1x32xf32> into tensor<1x1x2x16xf32>
    %31 = tensor.empty() : tensor<1x2x1x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x1x2x16xf32>) outs(%31 : tensor<1x2x1x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_15 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%collapsed_9, %transposed_15 : tensor<1x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %expanded_16 = tensor.expand_shape %32 [[0], [1, 2, 3]] output_shape [1, 1, 2, 16] : tensor<1x32xf32> into tensor<1x1x2x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x1x2x16xf32>) outs(%31 : tensor<1x2x1x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 1, 16] : tensor<1x1x16xf32> into tensor<1x1x1x16xf32>
    %expanded_19 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 1, 16] : tensor<1x1x16xf32> into tensor<1x1x1x16xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %expanded_18 : tensor<1x4x1x16xf32>, tensor<1x1x1x16xf32>) outs(%26 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : tensor<1x4x1x16xf32> to tensor<1x4x1x8xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_11[0, 0, 0, 8] [1, 4, 1, 8] [1, 1, 1, 1] : tensor<1x4x1x16xf32> to tensor<1x4x1x8xf32>
    %34 = tensor.empty() : tensor<1x4x1x8xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x4x1x8xf32>) outs(%34 : tensor<1x4x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.negf %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x8xf32>
    %concat_21 = tensor.concat dim(3) %35, %extracted_slice : (tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>) -> tensor<1x4x1x16xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_19 : tensor<1x4x1x16xf32>, tensor<1x1x1x16xf32>) outs(%26 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x16xf32>
    %37 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %36 : tensor<1x4x1x16xf32>, tensor<1x4x1x16xf32>) outs(%26 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.addf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x16xf32>
    %38 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_18 : tensor<1x2x1x16xf32>, tensor<1x1x1x16xf32>) outs(%31 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x1x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 2, 1, 8] [1, 1, 1, 1] : tensor<1x2x1x16xf32> to tensor<1x2x1x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 2, 1, 8] [1, 1, 1, 1] : tensor<1x2x1x16xf32> to tensor<1x2x1x8xf32>
    %39 = tensor.empty() : tensor<1x2x1x8xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x2x1x8xf32>) outs(%39 : tensor<1x2x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.negf %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x1x8xf32>
    %concat_24 = tensor.concat dim(3) %40, %extracted_slice_22 : (tensor<1x2x1x8xf32>, tensor<1x2x1x8xf32>) -> tensor<1x2x1x16xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_24, %expanded_19 : tensor<1x2x1x16xf32>, tensor<1x1x1x16xf32>) outs(%31 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.mulf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x1x16xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) outs(%31 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.addf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x1x16xf32>
    %43 = tensor.empty() : tensor<16xi64>
    %44 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%43 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %85 = linalg.index 0 : index
      %86 = arith.index_cast %85 : index to i64
      linalg.yield %86 : i64
    } -> tensor<16xi64>
    %45 = tensor.empty() : tensor<2xi64>
    %46 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%45 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %85 = linalg.index 0 : index
      %86 = arith.index_cast %85 : index to i64
      linalg.yield %86 : i64
    } -> tensor<2xi64>
    %47 = tensor.empty() : tensor<1xi64>
    %48 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%47 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %49 = tensor.empty() : tensor<1x2x1x16xi64>
    %expanded_25 = tensor.expand_shape %48 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %50 = linalg.generic {indexing_maps = [#map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x1xi64>) outs(%49 : tensor<1x2x1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x1x16xi64>
    %collapsed_26 = tensor.collapse_shape %50 [[0, 1, 2, 3]] : tensor<1x2x1x16xi64> into tensor<32xi64>
    %expanded_27 = tensor.expand_shape %46 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %51 = linalg.generic {indexing_maps = [#map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x1xi64>) outs(%49 : tensor<1x2x1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x1x16xi64>
    %collapsed_28 = tensor.collapse_shape %51 [[0, 1, 2, 3]] : tensor<1x2x1x16xi64> into tensor<32xi64>
    %52 = linalg.generic {indexing_maps = [#map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1xi64>) outs(%49 : tensor<1x2x1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x1x16xi64>
    %collapsed_29 = tensor.collapse_shape %52 [[0, 1, 2, 3]] : tensor<1x2x1x16xi64> into tensor<32xi64>
    %53 = linalg.generic {indexing_maps = [#map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<16xi64>) outs(%49 : tensor<1x2x1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x1x16xi64>
    %collapsed_30 = tensor.collapse_shape %53 [[0, 1, 2, 3]] : tensor<1x2x1x16xi64> into tensor<32xi64>
    %expanded_31 = tensor.expand_shape %collapsed_26 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_32 = tensor.expand_shape %collapsed_28 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_33 = tensor.expand_shape %collapsed_29 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %expanded_34 = tensor.expand_shape %collapsed_30 [[0, 1]] output_shape [32, 1] : tensor<32xi64> into tensor<32x1xi64>
    %concat_35 = tensor.concat dim(1) %expanded_31, %expanded_32, %expanded_33, %expanded_34 : (tensor<32x1xi64>, tensor<32x1xi64>, tensor<32x1xi64>, tensor<32x1xi64>) -> tensor<32x4xi64>
    %collapsed_36 = tensor.collapse_shape %42 [[0, 1, 2, 3]] : tensor<1x2x1x16xf32> into tensor<32xf32>
    %expanded_37 = tensor.expand_shape %collapsed_36 [[0, 1, 2, 3, 4]] output_shape [32, 1, 1, 1, 1] : tensor<32xf32> into tensor<32x1x1x1x1xf32>
    %54 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_37, %concat_35 : tensor<32x1x1x1x1xf32>, tensor<32x4xi64>) outs(%arg2 : tensor<1x2x128x16xf32>) {
    ^bb0(%arg9: f32, %arg10: f32):
      tm_tensor.yield %arg9 : f32
    } -> tensor<1x2x128x16xf32>
    %collapsed_38 = tensor.collapse_shape %transposed_17 [[0, 1, 2, 3]] : tensor<1x2x1x16xf32> into tensor<32xf32>
    %expanded_39 = tensor.expand_shape %collapsed_38 [[0, 1, 2, 3, 4]] output_shape [32, 1, 1, 1, 1] : tensor<32xf32> into tensor<32x1x1x1x1xf32>
    %55 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_39, %concat_35 : tensor<32x1x1x1x1xf32>, tensor<32x4xi64>) outs(%arg3 : tensor<1x2x128x16xf32>) {
    ^bb0(%arg9: f32, %arg10: f32):
      tm_tensor.yield %arg9 : f32
    } -> tensor<1x2x128x16xf32>
    %56 = tensor.empty() : tensor<1x2x2x128x16xf32>
    %57 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x2x128x16xf32>) outs(%56 : tensor<1x2x2x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x128x16xf32>
    %collapsed_40 = tensor.collapse_shape %57 [[0], [1, 2], [3], [4]] : tensor<1x2x2x128x16xf32> into tensor<1x4x128x16xf32>
    %58 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x2x128x16xf32>) outs(%56 : tensor<1x2x2x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x128x16xf32>
    %59 = tensor.empty() : tensor<1x4x16x128xf32>
    %transposed_41 = linalg.transpose ins(%collapsed_40 : tensor<1x4x128x16xf32>) outs(%59 : tensor<1x4x16x128xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_42 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x4x1x16xf32> into tensor<4x1x16xf32>
    %collapsed_43 = tensor.collapse_shape %transposed_41 [[0, 1], [2], [3]] : tensor<1x4x16x128xf32> into tensor<4x16x128xf32>
    %60 = tensor.empty() : tensor<4x1x128xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %62 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<4x1x16xf32>, tensor<4x16x128xf32>) outs(%61 : tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %expanded_44 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 4, 1, 128] : tensor<4x1x128xf32> into tensor<1x4x1x128xf32>
    %63 = tensor.empty() : tensor<1x4x1x128xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x4x1x128xf32>) outs(%63 : tensor<1x4x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.mulf %in, %cst_6 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x128xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_8 : tensor<1x4x1x128xf32>, tensor<1x1x1x128xf32>) outs(%63 : tensor<1x4x1x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.addf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x128xf32>
    %66 = tensor.empty() : tensor<1x4x1xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<1x4x1xi64>) -> tensor<1x4x1xi64>
    %68 = tensor.empty() : tensor<1x4x1xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %70:2 = linalg.generic {indexing_maps = [#map7, #map15, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<1x4x1x128xf32>) outs(%69, %67 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_53: i64):
      %85 = linalg.index 3 : index
      %86 = arith.index_cast %85 : index to i64
      %87 = arith.maximumf %in, %out : f32
      %88 = arith.cmpf ogt, %in, %out : f32
      %89 = arith.select %88, %86, %out_53 : i64
      linalg.yield %87, %89 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_45 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_45 : tensor<1x4x1x128xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.subf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x128xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x4x1x128xf32>) outs(%63 : tensor<1x4x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.exp %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x128xf32>
    %73 = tensor.empty() : tensor<1x4x1x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<1x4x1x128xf32>) outs(%74 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map16, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<1x4x1x128xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x128xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.divf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1x128xf32>
    %collapsed_46 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<1x4x1x128xf32> into tensor<4x1x128xf32>
    %collapsed_47 = tensor.collapse_shape %58 [[0, 1, 2], [3], [4]] : tensor<1x2x2x128x16xf32> into tensor<4x128x16xf32>
    %77 = tensor.empty() : tensor<4x1x16xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %79 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<4x1x128xf32>, tensor<4x128x16xf32>) outs(%78 : tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %expanded_48 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 4, 1, 16] : tensor<4x1x16xf32> into tensor<1x4x1x16xf32>
    %80 = tensor.empty() : tensor<1x1x4x16xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x4x1x16xf32>) outs(%80 : tensor<1x1x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0], [1, 2, 3]] : tensor<1x1x4x16xf32> into tensor<1x64xf32>
    %81 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %expanded_52 = tensor.expand_shape %81 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_52 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %85 = arith.addf %in, %in_53 : f32
      linalg.yield %85 : f32
    } -> tensor<1x1x64xf32>
    %83 = linalg.generic {indexing_maps = [#map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1xi64>) outs(%31 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %85 = arith.index_cast %in : i64 to index
      %86 = linalg.index 1 : index
      %87 = linalg.index 3 : index
      %extracted = tensor.extract %54[%c0, %86, %85, %87] : tensor<1x2x128x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x1x16xf32>
    %84 = linalg.generic {indexing_maps = [#map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1xi64>) outs(%31 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %85 = arith.index_cast %in : i64 to index
      %86 = linalg.index 1 : index
      %87 = linalg.index 3 : index
      %extracted = tensor.extract %55[%c0, %86, %85, %87] : tensor<1x2x128x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x1x16xf32>
    return %82, %83, %84 : tensor<1x1x64xf32>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
