// Exported by scripts/export-graphs.py (llama-decode-dynamic-cache): HF Llama decode step with a dynamic cache
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: decode step of LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual, dynamic cache: 100 past keys/values [1, 2, 100, 16], keys = cat(past, rotate(k))
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 1, 64], position_ids [1, 1] i64 (100), past keys, past values, then the weights
// outputs: block output [1, 1, 64], the key and value rows the step wrote into the cache [1, 2, 1, 16] (the key rotated)
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.q_proj.weight [64, 64], a6 attn.k_proj.weight [32, 64], a7 attn.v_proj.weight [32, 64], a8 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_decode_dynamic_cache(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1xi64>, %arg2: tensor<1x2x100x16xf32>, %arg3: tensor<1x2x100x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x1x64xf32>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_2 = arith.constant 9.9999999999999995E-7 : f64
    %cst_3 = arith.constant 6.400000e+01 : f32
    %cst_4 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x1x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1x64xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %63 : f32
    } -> tensor<1x1x64xf32>
    %2 = tensor.empty() : tensor<1x1x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x1x64xf32>) outs(%3 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %out : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x1x1xf32>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.divf %in, %cst_3 : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x1x1xf32>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.truncf %cst_2 : f64 to f32
      %64 = arith.addf %in, %63 : f32
      linalg.yield %64 : f32
    } -> tensor<1x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x1x1xf32>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.rsqrt %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x1x64xf32>, tensor<1x1x1xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %8 : tensor<64xf32>, tensor<1x1x64xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 1, 1] : tensor<1x1xi64> into tensor<1x1x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x1xi64>) outs(%2 : tensor<1x1x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %63 = arith.sitofp %in : i64 to f32
      linalg.yield %63 : f32
    } -> tensor<1x1x1xf32>
    %11 = tensor.empty() : tensor<1x1x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_1 : tensor<1x1x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x1x8xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x16xf32>
    %13 = tensor.empty() : tensor<1x1x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.cos %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.sin %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x16xf32>
    %16 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%16 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0], [1, 2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %17 = tensor.empty() : tensor<1x64xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %19 = linalg.matmul ins(%collapsed, %transposed : tensor<1x64xf32>, tensor<64x64xf32>) outs(%18 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %expanded_5 = tensor.expand_shape %19 [[0], [1, 2, 3]] output_shape [1, 1, 4, 16] : tensor<1x64xf32> into tensor<1x1x4x16xf32>
    %20 = tensor.empty() : tensor<1x4x1x16xf32>
    %transposed_6 = linalg.transpose ins(%expanded_5 : tensor<1x1x4x16xf32>) outs(%20 : tensor<1x4x1x16xf32>) permutation = [0, 2, 1, 3] 
    %21 = tensor.empty() : tensor<64x32xf32>
    %transposed_7 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%21 : tensor<64x32xf32>) permutation = [1, 0] 
    %22 = tensor.empty() : tensor<1x32xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %24 = linalg.matmul ins(%collapsed, %transposed_7 : tensor<1x64xf32>, tensor<64x32xf32>) outs(%23 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %expanded_8 = tensor.expand_shape %24 [[0], [1, 2, 3]] output_shape [1, 1, 2, 16] : tensor<1x32xf32> into tensor<1x1x2x16xf32>
    %25 = tensor.empty() : tensor<1x2x1x16xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<1x1x2x16xf32>) outs(%25 : tensor<1x2x1x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%21 : tensor<64x32xf32>) permutation = [1, 0] 
    %26 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<1x64xf32>, tensor<64x32xf32>) outs(%23 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %expanded_11 = tensor.expand_shape %26 [[0], [1, 2, 3]] output_shape [1, 1, 2, 16] : tensor<1x32xf32> into tensor<1x1x2x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x1x2x16xf32>) outs(%25 : tensor<1x2x1x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_13 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 1, 16] : tensor<1x1x16xf32> into tensor<1x1x1x16xf32>
    %expanded_14 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 1, 16] : tensor<1x1x16xf32> into tensor<1x1x1x16xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_6, %expanded_13 : tensor<1x4x1x16xf32>, tensor<1x1x1x16xf32>) outs(%20 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_6[0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : tensor<1x4x1x16xf32> to tensor<1x4x1x8xf32>
    %extracted_slice_15 = tensor.extract_slice %transposed_6[0, 0, 0, 8] [1, 4, 1, 8] [1, 1, 1, 1] : tensor<1x4x1x16xf32> to tensor<1x4x1x8xf32>
    %28 = tensor.empty() : tensor<1x4x1x8xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_15 : tensor<1x4x1x8xf32>) outs(%28 : tensor<1x4x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.negf %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x8xf32>
    %concat_16 = tensor.concat dim(3) %29, %extracted_slice : (tensor<1x4x1x8xf32>, tensor<1x4x1x8xf32>) -> tensor<1x4x1x16xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_16, %expanded_14 : tensor<1x4x1x16xf32>, tensor<1x1x1x16xf32>) outs(%20 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x16xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x4x1x16xf32>, tensor<1x4x1x16xf32>) outs(%20 : tensor<1x4x1x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.addf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9, %expanded_13 : tensor<1x2x1x16xf32>, tensor<1x1x1x16xf32>) outs(%25 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x2x1x16xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_9[0, 0, 0, 0] [1, 2, 1, 8] [1, 1, 1, 1] : tensor<1x2x1x16xf32> to tensor<1x2x1x8xf32>
    %extracted_slice_18 = tensor.extract_slice %transposed_9[0, 0, 0, 8] [1, 2, 1, 8] [1, 1, 1, 1] : tensor<1x2x1x16xf32> to tensor<1x2x1x8xf32>
    %33 = tensor.empty() : tensor<1x2x1x8xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18 : tensor<1x2x1x8xf32>) outs(%33 : tensor<1x2x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.negf %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x2x1x8xf32>
    %concat_19 = tensor.concat dim(3) %34, %extracted_slice_17 : (tensor<1x2x1x8xf32>, tensor<1x2x1x8xf32>) -> tensor<1x2x1x16xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_19, %expanded_14 : tensor<1x2x1x16xf32>, tensor<1x1x1x16xf32>) outs(%25 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.mulf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x2x1x16xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) outs(%25 : tensor<1x2x1x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.addf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x2x1x16xf32>
    %concat_20 = tensor.concat dim(2) %arg2, %36 : (tensor<1x2x100x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x101x16xf32>
    %concat_21 = tensor.concat dim(2) %arg3, %transposed_12 : (tensor<1x2x100x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x101x16xf32>
    %37 = tensor.empty() : tensor<1x2x2x101x16xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_20 : tensor<1x2x101x16xf32>) outs(%37 : tensor<1x2x2x101x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x101x16xf32>
    %collapsed_22 = tensor.collapse_shape %38 [[0], [1, 2], [3], [4]] : tensor<1x2x2x101x16xf32> into tensor<1x4x101x16xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_21 : tensor<1x2x101x16xf32>) outs(%37 : tensor<1x2x2x101x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x101x16xf32>
    %40 = tensor.empty() : tensor<1x4x16x101xf32>
    %transposed_23 = linalg.transpose ins(%collapsed_22 : tensor<1x4x101x16xf32>) outs(%40 : tensor<1x4x16x101xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_24 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<1x4x1x16xf32> into tensor<4x1x16xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<1x4x16x101xf32> into tensor<4x16x101xf32>
    %41 = tensor.empty() : tensor<4x1x101xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<4x1x101xf32>) -> tensor<4x1x101xf32>
    %43 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x1x16xf32>, tensor<4x16x101xf32>) outs(%42 : tensor<4x1x101xf32>) -> tensor<4x1x101xf32>
    %expanded_26 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [1, 4, 1, 101] : tensor<4x1x101xf32> into tensor<1x4x1x101xf32>
    %44 = tensor.empty() : tensor<1x4x1x101xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x4x1x101xf32>) outs(%44 : tensor<1x4x1x101xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.mulf %in, %cst_4 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x101xf32>
    %46 = tensor.empty() : tensor<1x4x1xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<1x4x1xi64>) -> tensor<1x4x1xi64>
    %48 = tensor.empty() : tensor<1x4x1xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %50:2 = linalg.generic {indexing_maps = [#map3, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<1x4x1x101xf32>) outs(%49, %47 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_37: i64):
      %63 = linalg.index 3 : index
      %64 = arith.index_cast %63 : index to i64
      %65 = arith.maximumf %in, %out : f32
      %66 = arith.cmpf ogt, %in, %out : f32
      %67 = arith.select %66, %64, %out_37 : i64
      linalg.yield %65, %67 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_27 = tensor.expand_shape %50#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_27 : tensor<1x4x1x101xf32>, tensor<1x4x1x1xf32>) outs(%44 : tensor<1x4x1x101xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.subf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x101xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x4x1x101xf32>) outs(%44 : tensor<1x4x1x101xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.exp %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x101xf32>
    %53 = tensor.empty() : tensor<1x4x1x1xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<1x4x1x101xf32>) outs(%54 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %out : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<1x4x1x101xf32>, tensor<1x4x1x1xf32>) outs(%44 : tensor<1x4x1x101xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.divf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x1x101xf32>
    %collapsed_28 = tensor.collapse_shape %56 [[0, 1], [2], [3]] : tensor<1x4x1x101xf32> into tensor<4x1x101xf32>
    %collapsed_29 = tensor.collapse_shape %39 [[0, 1, 2], [3], [4]] : tensor<1x2x2x101x16xf32> into tensor<4x101x16xf32>
    %57 = tensor.empty() : tensor<4x1x16xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %59 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x1x101xf32>, tensor<4x101x16xf32>) outs(%58 : tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %expanded_30 = tensor.expand_shape %59 [[0, 1], [2], [3]] output_shape [1, 4, 1, 16] : tensor<4x1x16xf32> into tensor<1x4x1x16xf32>
    %60 = tensor.empty() : tensor<1x1x4x16xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x4x1x16xf32>) outs(%60 : tensor<1x1x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_32 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%16 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_33 = tensor.collapse_shape %transposed_31 [[0], [1, 2, 3]] : tensor<1x1x4x16xf32> into tensor<1x64xf32>
    %61 = linalg.matmul ins(%collapsed_33, %transposed_32 : tensor<1x64xf32>, tensor<64x64xf32>) outs(%18 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %expanded_34 = tensor.expand_shape %61 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_34 : tensor<1x1x64xf32>, tensor<1x1x64xf32>) outs(%0 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %63 = arith.addf %in, %in_37 : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_35 = tensor.extract_slice %concat_20[0, 0, 100, 0] [1, 2, 1, 16] [1, 1, 1, 1] : tensor<1x2x101x16xf32> to tensor<1x2x1x16xf32>
    %extracted_slice_36 = tensor.extract_slice %concat_21[0, 0, 100, 0] [1, 2, 1, 16] [1, 1, 1, 1] : tensor<1x2x101x16xf32> to tensor<1x2x1x16xf32>
    return %62, %extracted_slice_35, %extracted_slice_36 : tensor<1x1x64xf32>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
