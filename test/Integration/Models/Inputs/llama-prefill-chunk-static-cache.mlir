// Exported by scripts/export-graphs.py (llama-prefill-chunk-static-cache): HF Llama chunked prefill step (4 tokens) with a static cache
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: chunked prefill step of LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual: 4 new tokens after 100 cached ones in a static cache [1, 2, 128, 16] (index_copy at cache_position = position_ids[0], read at run time), the causal mask built from that cache_position (keys after each query's cache position masked)
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 4, 64], position_ids [1, 4] i64 (100..), past keys, past values [1, 2, 128, 16] (slots >= 100 zero), then the weights
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
#map10 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_prefill_chunk_static_cache(%arg0: tensor<1x4x64xf32>, %arg1: tensor<1x4xi64>, %arg2: tensor<1x2x128x16xf32>, %arg3: tensor<1x2x128x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x4x64xf32>, tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<4x128xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 2.500000e-01 : f32
    %c0 = arith.constant 0 : index
    %0 = tensor.empty() : tensor<1x4x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x64xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %84 : f32
    } -> tensor<1x4x64xf32>
    %2 = tensor.empty() : tensor<1x4x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x4x64xf32>) outs(%3 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.addf %in, %out : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x4x1xf32>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.divf %in, %cst_5 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x4x1xf32>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.truncf %cst_4 : f64 to f32
      %85 = arith.addf %in, %84 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x4x1xf32>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.rsqrt %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x4x64xf32>, tensor<1x4x1xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %8 : tensor<64xf32>, tensor<1x4x64xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x1xi64>) outs(%2 : tensor<1x4x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %84 = arith.sitofp %in : i64 to f32
      linalg.yield %84 : f32
    } -> tensor<1x4x1xf32>
    %11 = tensor.empty() : tensor<1x4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x4x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>
    %13 = tensor.empty() : tensor<1x4x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x4x16xf32>) outs(%13 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.cos %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x4x16xf32>) outs(%13 : tensor<1x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.sin %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x16xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1]] : tensor<1x4xi64> into tensor<4xi64>
    %16 = tensor.empty() : tensor<128xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %84 = linalg.index 0 : index
      %85 = arith.index_cast %84 : index to i64
      linalg.yield %85 : i64
    } -> tensor<128xi64>
    %expanded_7 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
    %expanded_8 = tensor.expand_shape %collapsed [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %18 = tensor.empty() : tensor<4x128xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x128xi64>, tensor<4x1xi64>) outs(%18 : tensor<4x128xi1>) {
    ^bb0(%in: i64, %in_52: i64, %out: i1):
      %84 = arith.cmpi sgt, %in, %in_52 : i64
      linalg.yield %84 : i1
    } -> tensor<4x128xi1>
    %20 = tensor.empty() : tensor<4x128xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<4x128xi1>, tensor<f32>, tensor<4x128xf32>) outs(%20 : tensor<4x128xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %84 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %84 : f32
    } -> tensor<4x128xf32>
    %expanded_9 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 4, 128] : tensor<4x128xf32> into tensor<1x1x4x128xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_10 = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x4x64xf32> into tensor<4x64xf32>
    %23 = tensor.empty() : tensor<4x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %25 = linalg.matmul ins(%collapsed_10, %transposed : tensor<4x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %expanded_11 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 4, 4, 16] : tensor<4x64xf32> into tensor<1x4x4x16xf32>
    %26 = tensor.empty() : tensor<1x4x4x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x4x4x16xf32>) outs(%26 : tensor<1x4x4x16xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<64x32xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<4x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %30 = linalg.matmul ins(%collapsed_10, %transposed_13 : tensor<4x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %expanded_14 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 4, 2, 16] : tensor<4x32xf32> into tensor<1x4x2x16xf32>
    %31 = tensor.empty() : tensor<1x2x4x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x4x2x16xf32>) outs(%31 : tensor<1x2x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%collapsed_10, %transposed_16 : tensor<4x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %expanded_17 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 4, 2, 16] : tensor<4x32xf32> into tensor<1x4x2x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x4x2x16xf32>) outs(%31 : tensor<1x2x4x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 4, 16] : tensor<1x4x16xf32> into tensor<1x1x4x16xf32>
    %expanded_20 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 4, 16] : tensor<1x4x16xf32> into tensor<1x1x4x16xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<1x4x4x16xf32>, tensor<1x1x4x16xf32>) outs(%26 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 4, 4, 8] [1, 1, 1, 1] : tensor<1x4x4x16xf32> to tensor<1x4x4x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 8] [1, 4, 4, 8] [1, 1, 1, 1] : tensor<1x4x4x16xf32> to tensor<1x4x4x8xf32>
    %34 = tensor.empty() : tensor<1x4x4x8xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x4x4x8xf32>) outs(%34 : tensor<1x4x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.negf %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x8xf32>
    %concat_22 = tensor.concat dim(3) %35, %extracted_slice : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x16xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<1x4x4x16xf32>, tensor<1x1x4x16xf32>) outs(%26 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x16xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %36 : tensor<1x4x4x16xf32>, tensor<1x4x4x16xf32>) outs(%26 : tensor<1x4x4x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.addf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x16xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<1x2x4x16xf32>, tensor<1x1x4x16xf32>) outs(%31 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x4x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 2, 4, 8] [1, 1, 1, 1] : tensor<1x2x4x16xf32> to tensor<1x2x4x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 8] [1, 2, 4, 8] [1, 1, 1, 1] : tensor<1x2x4x16xf32> to tensor<1x2x4x8xf32>
    %39 = tensor.empty() : tensor<1x2x4x8xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x2x4x8xf32>) outs(%39 : tensor<1x2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.negf %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x4x8xf32>
    %concat_25 = tensor.concat dim(3) %40, %extracted_slice_23 : (tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x4x16xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<1x2x4x16xf32>, tensor<1x1x4x16xf32>) outs(%31 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.mulf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x4x16xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>) outs(%31 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.addf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x4x16xf32>
    %43 = tensor.empty() : tensor<16xi64>
    %44 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%43 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %84 = linalg.index 0 : index
      %85 = arith.index_cast %84 : index to i64
      linalg.yield %85 : i64
    } -> tensor<16xi64>
    %45 = tensor.empty() : tensor<2xi64>
    %46 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%45 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %84 = linalg.index 0 : index
      %85 = arith.index_cast %84 : index to i64
      linalg.yield %85 : i64
    } -> tensor<2xi64>
    %47 = tensor.empty() : tensor<1xi64>
    %48 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%47 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %49 = tensor.empty() : tensor<1x2x4x16xi64>
    %50 = linalg.generic {indexing_maps = [#map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1xi64>) outs(%49 : tensor<1x2x4x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x4x16xi64>
    %collapsed_26 = tensor.collapse_shape %50 [[0, 1, 2, 3]] : tensor<1x2x4x16xi64> into tensor<128xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2xi64>) outs(%49 : tensor<1x2x4x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x4x16xi64>
    %collapsed_27 = tensor.collapse_shape %51 [[0, 1, 2, 3]] : tensor<1x2x4x16xi64> into tensor<128xi64>
    %52 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<4xi64>) outs(%49 : tensor<1x2x4x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x4x16xi64>
    %collapsed_28 = tensor.collapse_shape %52 [[0, 1, 2, 3]] : tensor<1x2x4x16xi64> into tensor<128xi64>
    %53 = linalg.generic {indexing_maps = [#map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<16xi64>) outs(%49 : tensor<1x2x4x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x4x16xi64>
    %collapsed_29 = tensor.collapse_shape %53 [[0, 1, 2, 3]] : tensor<1x2x4x16xi64> into tensor<128xi64>
    %expanded_30 = tensor.expand_shape %collapsed_26 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %expanded_31 = tensor.expand_shape %collapsed_27 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %expanded_32 = tensor.expand_shape %collapsed_28 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %expanded_33 = tensor.expand_shape %collapsed_29 [[0, 1]] output_shape [128, 1] : tensor<128xi64> into tensor<128x1xi64>
    %concat_34 = tensor.concat dim(1) %expanded_30, %expanded_31, %expanded_32, %expanded_33 : (tensor<128x1xi64>, tensor<128x1xi64>, tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x4xi64>
    %collapsed_35 = tensor.collapse_shape %42 [[0, 1, 2, 3]] : tensor<1x2x4x16xf32> into tensor<128xf32>
    %expanded_36 = tensor.expand_shape %collapsed_35 [[0, 1, 2, 3, 4]] output_shape [128, 1, 1, 1, 1] : tensor<128xf32> into tensor<128x1x1x1x1xf32>
    %54 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_36, %concat_34 : tensor<128x1x1x1x1xf32>, tensor<128x4xi64>) outs(%arg2 : tensor<1x2x128x16xf32>) {
    ^bb0(%arg9: f32, %arg10: f32):
      tm_tensor.yield %arg9 : f32
    } -> tensor<1x2x128x16xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_18 [[0, 1, 2, 3]] : tensor<1x2x4x16xf32> into tensor<128xf32>
    %expanded_38 = tensor.expand_shape %collapsed_37 [[0, 1, 2, 3, 4]] output_shape [128, 1, 1, 1, 1] : tensor<128xf32> into tensor<128x1x1x1x1xf32>
    %55 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_38, %concat_34 : tensor<128x1x1x1x1xf32>, tensor<128x4xi64>) outs(%arg3 : tensor<1x2x128x16xf32>) {
    ^bb0(%arg9: f32, %arg10: f32):
      tm_tensor.yield %arg9 : f32
    } -> tensor<1x2x128x16xf32>
    %56 = tensor.empty() : tensor<1x2x2x128x16xf32>
    %57 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x2x128x16xf32>) outs(%56 : tensor<1x2x2x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x128x16xf32>
    %collapsed_39 = tensor.collapse_shape %57 [[0], [1, 2], [3], [4]] : tensor<1x2x2x128x16xf32> into tensor<1x4x128x16xf32>
    %58 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x2x128x16xf32>) outs(%56 : tensor<1x2x2x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x128x16xf32>
    %59 = tensor.empty() : tensor<1x4x16x128xf32>
    %transposed_40 = linalg.transpose ins(%collapsed_39 : tensor<1x4x128x16xf32>) outs(%59 : tensor<1x4x16x128xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_41 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x4x4x16xf32> into tensor<4x4x16xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_40 [[0, 1], [2], [3]] : tensor<1x4x16x128xf32> into tensor<4x16x128xf32>
    %60 = tensor.empty() : tensor<4x4x128xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<4x4x128xf32>) -> tensor<4x4x128xf32>
    %62 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<4x4x16xf32>, tensor<4x16x128xf32>) outs(%61 : tensor<4x4x128xf32>) -> tensor<4x4x128xf32>
    %expanded_43 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 4, 4, 128] : tensor<4x4x128xf32> into tensor<1x4x4x128xf32>
    %63 = tensor.empty() : tensor<1x4x4x128xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x4x4x128xf32>) outs(%63 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.mulf %in, %cst_6 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x128xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_9 : tensor<1x4x4x128xf32>, tensor<1x1x4x128xf32>) outs(%63 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.addf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x128xf32>
    %66 = tensor.empty() : tensor<1x4x4xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<1x4x4xi64>) -> tensor<1x4x4xi64>
    %68 = tensor.empty() : tensor<1x4x4xf32>
    %69 = linalg.fill ins(%cst_0 : f32) outs(%68 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %70:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<1x4x4x128xf32>) outs(%69, %67 : tensor<1x4x4xf32>, tensor<1x4x4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_52: i64):
      %84 = linalg.index 3 : index
      %85 = arith.index_cast %84 : index to i64
      %86 = arith.maximumf %in, %out : f32
      %87 = arith.cmpf ogt, %in, %out : f32
      %88 = arith.select %87, %85, %out_52 : i64
      linalg.yield %86, %88 : f32, i64
    } -> (tensor<1x4x4xf32>, tensor<1x4x4xi64>)
    %expanded_44 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [1, 4, 4, 1] : tensor<1x4x4xf32> into tensor<1x4x4x1xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_44 : tensor<1x4x4x128xf32>, tensor<1x4x4x1xf32>) outs(%63 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.subf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x128xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x4x4x128xf32>) outs(%63 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.exp %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x128xf32>
    %73 = tensor.empty() : tensor<1x4x4x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<1x4x4x128xf32>) outs(%74 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.addf %in, %out : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x1xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<1x4x4x128xf32>, tensor<1x4x4x1xf32>) outs(%63 : tensor<1x4x4x128xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.divf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x4x128xf32>
    %collapsed_45 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<1x4x4x128xf32> into tensor<4x4x128xf32>
    %collapsed_46 = tensor.collapse_shape %58 [[0, 1, 2], [3], [4]] : tensor<1x2x2x128x16xf32> into tensor<4x128x16xf32>
    %77 = tensor.empty() : tensor<4x4x16xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %79 = linalg.batch_matmul ins(%collapsed_45, %collapsed_46 : tensor<4x4x128xf32>, tensor<4x128x16xf32>) outs(%78 : tensor<4x4x16xf32>) -> tensor<4x4x16xf32>
    %expanded_47 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 4, 4, 16] : tensor<4x4x16xf32> into tensor<1x4x4x16xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x4x4x16xf32>) outs(%26 : tensor<1x4x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2, 3]] : tensor<1x4x4x16xf32> into tensor<4x64xf32>
    %80 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<4x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %expanded_51 = tensor.expand_shape %80 [[0, 1], [2]] output_shape [1, 4, 64] : tensor<4x64xf32> into tensor<1x4x64xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_51 : tensor<1x4x64xf32>, tensor<1x4x64xf32>) outs(%0 : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %84 = arith.addf %in, %in_52 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x64xf32>
    %82 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<4xi64>) outs(%31 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %84 = arith.index_cast %in : i64 to index
      %85 = linalg.index 1 : index
      %86 = linalg.index 3 : index
      %extracted = tensor.extract %54[%c0, %85, %84, %86] : tensor<1x2x128x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x4x16xf32>
    %83 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<4xi64>) outs(%31 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %84 = arith.index_cast %in : i64 to index
      %85 = linalg.index 1 : index
      %86 = linalg.index 3 : index
      %extracted = tensor.extract %55[%c0, %85, %84, %86] : tensor<1x2x128x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x4x16xf32>
    return %81, %82, %83 : tensor<1x4x64xf32>, tensor<1x2x4x16xf32>, tensor<1x2x4x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
