// Exported by scripts/export-graphs.py (llama-prefill-chunk-dynamic-cache): HF Llama chunked prefill step (4 tokens) with a dynamic cache
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: chunked prefill step of LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual: 4 new tokens after 100 cached ones in a dynamic cache (keys = cat(past, rotate(k))), the causal mask built from arange(past, past + chunk) as LlamaModel builds it without a cache_position
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 4, 64], position_ids [1, 4] i64 (100..), past keys, past values [1, 2, 100, 16], then the weights
// outputs: block output [1, 4, 64], the key and value rows the step wrote into the cache [1, 2, 4, 16] (the keys rotated)
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.q_proj.weight [64, 64], a6 attn.k_proj.weight [32, 64], a7 attn.v_proj.weight [32, 64], a8 attn.o_proj.weight [64, 64]
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
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_prefill_chunk_dynamic_cache(%arg0: tensor<1x4x64xf32>, %arg1: tensor<1x4xi64>, %arg2: tensor<1x2x100x16xf32>, %arg3: tensor<1x2x100x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x4x64xf32>, tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) {
    %c100_i64 = arith.constant 100 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<4x104xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x4x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x64xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %71 : f32
    } -> tensor<1x4x64xf32>
    %2 = tensor.empty() : tensor<1x4x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x4x64xf32>) outs(%3 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.addf %in, %out : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x4x1xf32>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.divf %in, %cst_5 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x4x1xf32>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.truncf %cst_4 : f64 to f32
      %72 = arith.addf %in, %71 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x4x1xf32>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.rsqrt %in : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x4x64xf32>, tensor<1x4x1xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %8 : tensor<64xf32>, tensor<1x4x64xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x1xi64>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %71 = arith.sitofp %in : i64 to f32
      linalg.yield %71 : f32
    } -> tensor<1x4x1xf32>
    %11 = tensor.empty() : tensor<1x4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x4x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %13 = tensor.empty() : tensor<1x4x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x4x16xf32>) outs(%13 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.cos %in : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x4x16xf32>) outs(%13 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.sin %in : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x16xf32>
    %16 = tensor.empty() : tensor<4xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %71 = linalg.index 0 : index
      %72 = arith.index_cast %71 : index to i64
      %73 = arith.addi %72, %c100_i64 : i64
      linalg.yield %73 : i64
    } -> tensor<4xi64>
    %18 = tensor.empty() : tensor<104xi64>
    %19 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%18 : tensor<104xi64>) {
    ^bb0(%out: i64):
      %71 = linalg.index 0 : index
      %72 = arith.index_cast %71 : index to i64
      linalg.yield %72 : i64
    } -> tensor<104xi64>
    %expanded_7 = tensor.expand_shape %19 [[0, 1]] output_shape [1, 104] : tensor<104xi64> into tensor<1x104xi64>
    %expanded_8 = tensor.expand_shape %17 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %20 = tensor.empty() : tensor<4x104xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x104xi64>, tensor<4x1xi64>) outs(%20 : tensor<4x104xi1>) {
    ^bb0(%in: i64, %in_42: i64, %out: i1):
      %71 = arith.cmpi sgt, %in, %in_42 : i64
      linalg.yield %71 : i1
    } -> tensor<4x104xi1>
    %22 = tensor.empty() : tensor<4x104xf32>
    %23 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1, %cst_2 : tensor<4x104xi1>, tensor<f32>, tensor<4x104xf32>) outs(%22 : tensor<4x104xf32>) {
    ^bb0(%in: i1, %in_42: f32, %in_43: f32, %out: f32):
      %71 = arith.select %in, %in_42, %in_43 : f32
      linalg.yield %71 : f32
    } -> tensor<4x104xf32>
    %expanded_9 = tensor.expand_shape %23 [[0, 1, 2], [3]] output_shape [1, 1, 4, 104] : tensor<4x104xf32> into tensor<1x1x4x104xf32>
    %24 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x4x64xf32> into tensor<4x64xf32>
    %25 = tensor.empty() : tensor<4x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<4x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %expanded_10 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 4, 4, 16] : tensor<4x64xf32> into tensor<1x4x4x16xf32>
    %28 = tensor.empty() : tensor<1x4x4x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x4x4x16xf32>) outs(%28 : tensor<1x4x4x16xf32>) permutation = [0, 2, 1, 3] 
    %29 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%29 : tensor<64x32xf32>) permutation = [1, 0] 
    %30 = tensor.empty() : tensor<4x32xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %32 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<4x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %expanded_13 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 4, 2, 16] : tensor<4x32xf32> into tensor<1x4x2x16xf32>
    %33 = tensor.empty() : tensor<1x2x4x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x4x2x16xf32>) outs(%33 : tensor<1x2x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_15 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%29 : tensor<64x32xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<4x64xf32>, tensor<64x32xf32>) outs(%31 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %expanded_16 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [1, 4, 2, 16] : tensor<4x32xf32> into tensor<1x4x2x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x4x2x16xf32>) outs(%33 : tensor<1x2x4x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 4, 16] : tensor<1x4x16xf32> into tensor<1x1x4x16xf32>
    %expanded_19 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 4, 16] : tensor<1x4x16xf32> into tensor<1x1x4x16xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %expanded_18 : tensor<1x4x4x16xf32>, tensor<1x1x4x16xf32>) outs(%28 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 4, 4, 8] [1, 1, 1, 1] : tensor<1x4x4x16xf32> to tensor<1x4x4x8xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_11[0, 0, 0, 8] [1, 4, 4, 8] [1, 1, 1, 1] : tensor<1x4x4x16xf32> to tensor<1x4x4x8xf32>
    %36 = tensor.empty() : tensor<1x4x4x8xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x4x4x8xf32>) outs(%36 : tensor<1x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.negf %in : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x8xf32>
    %concat_21 = tensor.concat dim(3) %37, %extracted_slice : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x16xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_19 : tensor<1x4x4x16xf32>, tensor<1x1x4x16xf32>) outs(%28 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x16xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %38 : tensor<1x4x4x16xf32>, tensor<1x4x4x16xf32>) outs(%28 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.addf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x16xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_18 : tensor<1x2x4x16xf32>, tensor<1x1x4x16xf32>) outs(%33 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x2x4x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 2, 4, 8] [1, 1, 1, 1] : tensor<1x2x4x16xf32> to tensor<1x2x4x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 2, 4, 8] [1, 1, 1, 1] : tensor<1x2x4x16xf32> to tensor<1x2x4x8xf32>
    %41 = tensor.empty() : tensor<1x2x4x8xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x2x4x8xf32>) outs(%41 : tensor<1x2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.negf %in : f32
      linalg.yield %71 : f32
    } -> tensor<1x2x4x8xf32>
    %concat_24 = tensor.concat dim(3) %42, %extracted_slice_22 : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x16xf32>
    %43 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_24, %expanded_19 : tensor<1x2x4x16xf32>, tensor<1x1x4x16xf32>) outs(%33 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.mulf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x2x4x16xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) outs(%33 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.addf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x2x4x16xf32>
    %concat_25 = tensor.concat dim(2) %arg2, %44 : (tensor<1x2x100x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x104x16xf32>
    %concat_26 = tensor.concat dim(2) %arg3, %transposed_17 : (tensor<1x2x100x16xf32>, tensor<1x2x4x16xf32>) -> tensor<1x2x104x16xf32>
    %45 = tensor.empty() : tensor<1x2x2x104x16xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_25 : tensor<1x2x104x16xf32>) outs(%45 : tensor<1x2x2x104x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x104x16xf32>
    %collapsed_27 = tensor.collapse_shape %46 [[0], [1, 2], [3], [4]] : tensor<1x2x2x104x16xf32> into tensor<1x4x104x16xf32>
    %47 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_26 : tensor<1x2x104x16xf32>) outs(%45 : tensor<1x2x2x104x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x104x16xf32>
    %48 = tensor.empty() : tensor<1x4x16x104xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<1x4x104x16xf32>) outs(%48 : tensor<1x4x16x104xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %39 [[0, 1], [2], [3]] : tensor<1x4x4x16xf32> into tensor<4x4x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<1x4x16x104xf32> into tensor<4x16x104xf32>
    %49 = tensor.empty() : tensor<4x4x104xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<4x4x104xf32>) -> tensor<4x4x104xf32>
    %51 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x4x16xf32>, tensor<4x16x104xf32>) outs(%50 : tensor<4x4x104xf32>) -> tensor<4x4x104xf32>
    %expanded_31 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [1, 4, 4, 104] : tensor<4x4x104xf32> into tensor<1x4x4x104xf32>
    %52 = tensor.empty() : tensor<1x4x4x104xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x4x4x104xf32>) outs(%52 : tensor<1x4x4x104xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.mulf %in, %cst_6 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x104xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_9 : tensor<1x4x4x104xf32>, tensor<1x1x4x104xf32>) outs(%52 : tensor<1x4x4x104xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.addf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x104xf32>
    %55 = tensor.empty() : tensor<1x4x4xi64>
    %56 = linalg.fill ins(%c0_i64 : i64) outs(%55 : tensor<1x4x4xi64>) -> tensor<1x4x4xi64>
    %57 = tensor.empty() : tensor<1x4x4xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %59:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x4x4x104xf32>) outs(%58, %56 : tensor<1x4x4xf32>, tensor<1x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_42: i64):
      %71 = linalg.index 3 : index
      %72 = arith.index_cast %71 : index to i64
      %73 = arith.maximumf %in, %out : f32
      %74 = arith.cmpf ogt, %in, %out : f32
      %75 = arith.select %74, %72, %out_42 : i64
      linalg.yield %73, %75 : f32, i64
    } -> (tensor<1x4x4xf32>, tensor<1x4x4xi64>)
    %expanded_32 = tensor.expand_shape %59#0 [[0], [1], [2, 3]] output_shape [1, 4, 4, 1] : tensor<1x4x4xf32> into tensor<1x4x4x1xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_32 : tensor<1x4x4x104xf32>, tensor<1x4x4x1xf32>) outs(%52 : tensor<1x4x4x104xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.subf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x104xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x4x4x104xf32>) outs(%52 : tensor<1x4x4x104xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.exp %in : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x104xf32>
    %62 = tensor.empty() : tensor<1x4x4x1xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<1x4x4x104xf32>) outs(%63 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.addf %in, %out : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x1xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x4x4x104xf32>, tensor<1x4x4x1xf32>) outs(%52 : tensor<1x4x4x104xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.divf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x4x104xf32>
    %collapsed_33 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<1x4x4x104xf32> into tensor<4x4x104xf32>
    %collapsed_34 = tensor.collapse_shape %47 [[0, 1, 2], [3], [4]] : tensor<1x2x2x104x16xf32> into tensor<4x104x16xf32>
    %66 = tensor.empty() : tensor<4x4x16xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %68 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x4x104xf32>, tensor<4x104x16xf32>) outs(%67 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %expanded_35 = tensor.expand_shape %68 [[0, 1], [2], [3]] output_shape [1, 4, 4, 16] : tensor<4x4x16xf32> into tensor<1x4x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x4x16xf32>) outs(%28 : tensor<1x4x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<1x4x4x16xf32> into tensor<4x64xf32>
    %69 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %expanded_39 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, 4, 64] : tensor<4x64xf32> into tensor<1x4x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_39 : tensor<1x4x64xf32>, tensor<1x4x64xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_42: f32, %out: f32):
      %71 = arith.addf %in, %in_42 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x64xf32>
    %extracted_slice_40 = tensor.extract_slice %concat_25[0, 0, 100, 0] [1, 2, 4, 16] [1, 1, 1, 1] : tensor<1x2x104x16xf32> to tensor<1x2x4x16xf32>
    %extracted_slice_41 = tensor.extract_slice %concat_26[0, 0, 100, 0] [1, 2, 4, 16] [1, 1, 1, 1] : tensor<1x2x104x16xf32> to tensor<1x2x4x16xf32>
    return %70, %extracted_slice_40, %extracted_slice_41 : tensor<1x4x64xf32>, tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
