// Exported by scripts/export-graphs.py (deepseek-v3-mla-dynamic-lengths): HF DeepSeek-V3 MLA decode steps and prefill chunks in one graph: symbolic new-token and cache lengths
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: DeepseekV3DecoderLayer's input_layernorm + DeepseekV3Attention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: DeepseekV3Config(hidden 64, heads 4, q_lora 32, kv_lora 32, qk_nope 16, qk_rope 8, v 16, rope_interleave False): MLA, its cache the compressed latent and the rotated key channels
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64 (past..), past keys, past values [1, 2, past, 16] (exported at new = 4, past = 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 64, past 1 to 4096
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.q_a_proj.weight [32, 64], a6 attn.q_a_layernorm.weight [32], a7 attn.q_b_proj.weight [96, 32], a8 attn.kv_a_proj_with_mqa.weight [40, 64], a9 attn.kv_a_layernorm.weight [32], a10 attn.kv_b_proj.weight [128, 32], a11 attn.o_proj.weight [64, 64]
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
#map10 = affine_map<()[s0, s1] -> (s0 + s1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @deepseek_v3_mla_dynamic_lengths(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x1x?x32xf32>, %arg3: tensor<1x1x?x8xf32>, %arg4: tensor<64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<32xf32>, %arg7: tensor<96x32xf32>, %arg8: tensor<40x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<128x32xf32>, %arg11: tensor<64x64xf32>) -> (tensor<1x?x64xf32>, tensor<1x1x?x32xf32>, tensor<1x1x?x8xf32>) {
    %true = arith.constant true
    %c24_i64 = arith.constant 24 : i64
    %c32_i64 = arith.constant 32 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 0.20412414523193151 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 3.200000e+01 : f32
    %c96_i64 = arith.constant 96 : i64
    %c128_i64 = arith.constant 128 : i64
    %c64_i64 = arith.constant 64 : i64
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_8 = tensor.dim %arg2, %c2 : tensor<1x1x?x32xf32>
    %1 = arith.index_cast %dim_8 : index to i64
    %2 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %191 : f32
    } -> tensor<1x?x64xf32>
    %4 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x?x64xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_6 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_5 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x64xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %10 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x64xf32>
    %dim_9 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_9, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %12 = tensor.empty(%dim_9) : tensor<1x?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%12 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %191 = arith.sitofp %in : i64 to f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %14 = tensor.empty(%dim_9) : tensor<1x?x4xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_4 : tensor<1x?x1xf32>, tensor<4xf32>) outs(%14 : tensor<1x?x4xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x4xf32>
    %concat = tensor.concat dim(2) %15, %15 : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_10 = tensor.dim %15, %c1 : tensor<1x?x4xf32>
    %16 = tensor.empty(%dim_10) : tensor<1x?x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%16 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.cos %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%16 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.sin %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x8xf32>
    %19 = arith.addi %1, %0 : i64
    %20 = tensor.empty(%dim) : tensor<?xi64>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%20 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %191 = linalg.index 0 : index
      %192 = arith.index_cast %191 : index to i64
      %193 = arith.addi %1, %192 : i64
      linalg.yield %193 : i64
    } -> tensor<?xi64>
    %22 = arith.index_cast %19 : i64 to index
    %23 = tensor.empty(%22) : tensor<?xi64>
    %24 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%23 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %191 = linalg.index 0 : index
      %192 = arith.index_cast %191 : index to i64
      linalg.yield %192 : i64
    } -> tensor<?xi64>
    %expanded_11 = tensor.expand_shape %24 [[0, 1]] output_shape [1, %22] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_12 = tensor.expand_shape %21 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %25 = tensor.empty(%dim, %22) : tensor<?x?xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %expanded_12 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%25 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_70: i64, %out: i1):
      %191 = arith.cmpi sgt, %in, %in_70 : i64
      linalg.yield %191 : i1
    } -> tensor<?x?xi1>
    %27 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %27, "negative values not allowed in new dimensions"
    %28 = arith.cmpi sge, %19, %c0_i64 : i64
    cf.assert %28, "negative values not allowed in new dimensions"
    %29 = arith.index_cast %19 : i64 to index
    %30 = tensor.empty(%dim, %29) : tensor<?x?xf32>
    %31 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%30 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    cf.assert %true, "mismatched size for broadcast"
    %32 = arith.cmpi eq, %22, %29 : index
    cf.assert %32, "mismatched size for broadcast"
    %33 = tensor.empty(%dim, %22) : tensor<?x?xf32>
    %34 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_1, %31 : tensor<?x?xi1>, tensor<f32>, tensor<?x?xf32>) outs(%33 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_70: f32, %in_71: f32, %out: f32):
      %191 = arith.select %in, %in_70, %in_71 : f32
      linalg.yield %191 : f32
    } -> tensor<?x?xf32>
    %expanded_13 = tensor.expand_shape %34 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %22] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %35 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%35 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %36 = tensor.empty(%dim) : tensor<?x32xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x32xf32>) outs(%37 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_14 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %39 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x?x32xf32>) outs(%39 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %191 : f32
    } -> tensor<1x?x32xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<1x?x32xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_7 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_5 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x?x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14, %44 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%39 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x32xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %45 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%39 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x32xf32>
    %47 = tensor.empty() : tensor<32x96xf32>
    %transposed_15 = linalg.transpose ins(%arg7 : tensor<96x32xf32>) outs(%47 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_16 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %48 = tensor.empty(%dim) : tensor<?x96xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %50 = linalg.matmul ins(%collapsed_16, %transposed_15 : tensor<?x32xf32>, tensor<32x96xf32>) outs(%49 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %expanded_17 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [1, %dim, 96] : tensor<?x96xf32> into tensor<1x?x96xf32>
    %51 = arith.cmpi slt, %0, %c0_i64 : i64
    %52 = arith.select %51, %c1_i64, %0 : i64
    %53 = arith.extui %51 : i1 to i64
    %54 = arith.addi %53, %c1_i64 : i64
    %55 = arith.muli %52, %c24_i64 : i64
    %56 = arith.cmpi sle, %54, %c1_i64 : i64
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %57 = arith.muli %0, %c96_i64 : i64
    %58 = arith.divsi %57, %55 : i64
    %59 = arith.select %51, %58, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %59, %58, %c24_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_17(%from_elements) : (tensor<1x?x96xf32>, tensor<4xi64>) -> tensor<1x?x4x24xf32>
    %60 = arith.index_cast %59 : i64 to index
    %61 = tensor.empty(%60) : tensor<1x4x?x24xf32>
    %transposed_18 = linalg.transpose ins(%reshape : tensor<1x?x4x24xf32>) outs(%61 : tensor<1x4x?x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 4, %60, 16] [1, 1, 1, 1] : tensor<1x4x?x24xf32> to tensor<1x4x?x16xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_18[0, 0, 0, 16] [1, 4, %60, 8] [1, 1, 1, 1] : tensor<1x4x?x24xf32> to tensor<1x4x?x8xf32>
    %62 = tensor.empty() : tensor<64x40xf32>
    %transposed_20 = linalg.transpose ins(%arg8 : tensor<40x64xf32>) outs(%62 : tensor<64x40xf32>) permutation = [1, 0] 
    %63 = tensor.empty(%dim) : tensor<?x40xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<?x40xf32>) -> tensor<?x40xf32>
    %65 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<?x64xf32>, tensor<64x40xf32>) outs(%64 : tensor<?x40xf32>) -> tensor<?x40xf32>
    %expanded_21 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [1, %dim, 40] : tensor<?x40xf32> into tensor<1x?x40xf32>
    %extracted_slice_22 = tensor.extract_slice %expanded_21[0, 0, 0] [1, %dim, 32] [1, 1, 1] : tensor<1x?x40xf32> to tensor<1x?x32xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded_21[0, 0, 32] [1, %dim, 8] [1, 1, 1] : tensor<1x?x40xf32> to tensor<1x?x8xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<1x?x32xf32>) outs(%39 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %191 : f32
    } -> tensor<1x?x32xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%66 : tensor<1x?x32xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.divf %in, %cst_7 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_5 : f64 to f32
      %192 = arith.addf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x?x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.rsqrt %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %70 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%39 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x32xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %71 : tensor<32xf32>, tensor<1x?x32xf32>) outs(%39 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x32xf32>
    %expanded_24 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [1, 1, %dim, 32] : tensor<1x?x32xf32> into tensor<1x1x?x32xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice_23 [[0, 1], [2], [3]] output_shape [1, 1, %dim, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_26 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, %dim_10, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_27 = tensor.expand_shape %18 [[0], [1, 2], [3]] output_shape [1, 1, %dim_10, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %73 = arith.cmpi eq, %60, %dim_10 : index
    cf.assert %73, "mismatched size for broadcast"
    %74 = tensor.empty(%60) : tensor<1x4x?x8xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %expanded_26 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%74 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_19[0, 0, 0, 0] [1, 4, %60, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_19[0, 0, 0, 4] [1, 4, %60, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %76 = tensor.empty(%60) : tensor<1x4x?x4xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x4x?x4xf32>) outs(%76 : tensor<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.negf %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x4xf32>
    %concat_30 = tensor.concat dim(3) %77, %extracted_slice_28 : (tensor<1x4x?x4xf32>, tensor<1x4x?x4xf32>) -> tensor<1x4x?x8xf32>
    %dim_31 = tensor.dim %77, %c2 : tensor<1x4x?x4xf32>
    %78 = arith.cmpi eq, %dim_31, %dim_10 : index
    cf.assert %78, "mismatched size for broadcast"
    %79 = tensor.empty(%dim_31) : tensor<1x4x?x8xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_27 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%79 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x8xf32>
    %81 = arith.cmpi eq, %60, %dim_31 : index
    cf.assert %81, "mismatched size for broadcast"
    %82 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %80 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%74 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.addf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x8xf32>
    %83 = arith.cmpi eq, %dim, %dim_10 : index
    cf.assert %83, "mismatched size for broadcast"
    %84 = tensor.empty(%dim) : tensor<1x1x?x8xf32>
    %85 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %expanded_26 : tensor<1x1x?x8xf32>, tensor<1x1x?x8xf32>) outs(%84 : tensor<1x1x?x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1x?x8xf32>
    %extracted_slice_32 = tensor.extract_slice %expanded_25[0, 0, 0, 0] [1, 1, %dim, 4] [1, 1, 1, 1] : tensor<1x1x?x8xf32> to tensor<1x1x?x4xf32>
    %extracted_slice_33 = tensor.extract_slice %expanded_25[0, 0, 0, 4] [1, 1, %dim, 4] [1, 1, 1, 1] : tensor<1x1x?x8xf32> to tensor<1x1x?x4xf32>
    %86 = tensor.empty(%dim) : tensor<1x1x?x4xf32>
    %87 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<1x1x?x4xf32>) outs(%86 : tensor<1x1x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.negf %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x1x?x4xf32>
    %concat_34 = tensor.concat dim(3) %87, %extracted_slice_32 : (tensor<1x1x?x4xf32>, tensor<1x1x?x4xf32>) -> tensor<1x1x?x8xf32>
    %dim_35 = tensor.dim %87, %c2 : tensor<1x1x?x4xf32>
    %88 = arith.cmpi eq, %dim_35, %dim_10 : index
    cf.assert %88, "mismatched size for broadcast"
    %89 = tensor.empty(%dim_35) : tensor<1x1x?x8xf32>
    %90 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_34, %expanded_27 : tensor<1x1x?x8xf32>, tensor<1x1x?x8xf32>) outs(%89 : tensor<1x1x?x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.mulf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1x?x8xf32>
    %91 = arith.cmpi eq, %dim, %dim_35 : index
    cf.assert %91, "mismatched size for broadcast"
    %92 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %90 : tensor<1x1x?x8xf32>, tensor<1x1x?x8xf32>) outs(%84 : tensor<1x1x?x8xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.addf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x1x?x8xf32>
    %concat_36 = tensor.concat dim(2) %arg2, %expanded_24 : (tensor<1x1x?x32xf32>, tensor<1x1x?x32xf32>) -> tensor<1x1x?x32xf32>
    %concat_37 = tensor.concat dim(2) %arg3, %92 : (tensor<1x1x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x1x?x8xf32>
    %concat_38 = tensor.concat dim(3) %extracted_slice, %82 : (tensor<1x4x?x16xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x24xf32>
    %93 = tensor.empty() : tensor<32x128xf32>
    %transposed_39 = linalg.transpose ins(%arg10 : tensor<128x32xf32>) outs(%93 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_40 = tensor.collapse_shape %concat_36 [[0, 1, 2], [3]] : tensor<1x1x?x32xf32> into tensor<?x32xf32>
    %dim_41 = tensor.dim %expanded_24, %c2 : tensor<1x1x?x32xf32>
    %94 = affine.apply #map10()[%dim_8, %dim_41]
    %95 = tensor.empty(%94) : tensor<?x128xf32>
    %96 = linalg.fill ins(%cst : f32) outs(%95 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %97 = linalg.matmul ins(%collapsed_40, %transposed_39 : tensor<?x32xf32>, tensor<32x128xf32>) outs(%96 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %expanded_42 = tensor.expand_shape %97 [[0, 1, 2], [3]] output_shape [1, 1, %94, 128] : tensor<?x128xf32> into tensor<1x1x?x128xf32>
    %98 = arith.cmpi slt, %19, %c0_i64 : i64
    %99 = arith.select %98, %c1_i64, %19 : i64
    %100 = arith.extui %98 : i1 to i64
    %101 = arith.addi %100, %c1_i64 : i64
    %102 = arith.muli %99, %c32_i64 : i64
    %103 = arith.cmpi sle, %101, %c1_i64 : i64
    cf.assert %103, "must have at most one inferred (negative) dimension"
    %104 = arith.index_cast %94 : index to i64
    %105 = arith.muli %104, %c128_i64 : i64
    %106 = arith.divsi %105, %102 : i64
    %107 = arith.select %98, %106, %19 : i64
    %from_elements_43 = tensor.from_elements %c1_i64, %107, %106, %c32_i64 : tensor<4xi64>
    %reshape_44 = tensor.reshape %expanded_42(%from_elements_43) : (tensor<1x1x?x128xf32>, tensor<4xi64>) -> tensor<1x?x4x32xf32>
    %108 = arith.index_cast %107 : i64 to index
    %109 = tensor.empty(%108) : tensor<1x4x?x32xf32>
    %transposed_45 = linalg.transpose ins(%reshape_44 : tensor<1x?x4x32xf32>) outs(%109 : tensor<1x4x?x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_46 = tensor.extract_slice %transposed_45[0, 0, 0, 0] [1, 4, %108, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %extracted_slice_47 = tensor.extract_slice %transposed_45[0, 0, 0, 16] [1, 4, %108, 16] [1, 1, 1, 1] : tensor<1x4x?x32xf32> to tensor<1x4x?x16xf32>
    %dim_48 = tensor.dim %arg3, %c2 : tensor<1x1x?x8xf32>
    %dim_49 = tensor.dim %92, %c2 : tensor<1x1x?x8xf32>
    %110 = affine.apply #map10()[%dim_48, %dim_49]
    %111 = tensor.empty(%110) : tensor<1x4x?x8xf32>
    %collapsed_50 = tensor.collapse_shape %concat_37 [[0, 1], [2], [3]] : tensor<1x1x?x8xf32> into tensor<1x?x8xf32>
    %112 = linalg.generic {indexing_maps = [#map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_50 : tensor<1x?x8xf32>) outs(%111 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x8xf32>
    %113 = tensor.empty(%22) : tensor<1x4x?x24xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    %114 = tensor.empty(%29) : tensor<1x4x?x16xf32>
    %115 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%114 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %191 = linalg.index 1 : index
      %192 = linalg.index 2 : index
      %193 = linalg.index 3 : index
      %194 = arith.cmpi eq, %108, %c1 : index
      %195 = arith.select %194, %c0, %192 : index
      %extracted = tensor.extract %extracted_slice_46[%c0, %191, %195, %193] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %inserted_slice = tensor.insert_slice %115 into %113[0, 0, 0, 0] [1, 4, %22, 16] [1, 1, 1, 1] : tensor<1x4x?x16xf32> into tensor<1x4x?x24xf32>
    cf.assert %28, "unimplemented: dynamic negative broadcast sizes"
    %116 = tensor.empty(%29) : tensor<1x4x?x8xf32>
    %117 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%116 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %191 = linalg.index 1 : index
      %192 = linalg.index 2 : index
      %193 = linalg.index 3 : index
      %194 = arith.cmpi eq, %110, %c1 : index
      %195 = arith.select %194, %c0, %192 : index
      %extracted = tensor.extract %112[%c0, %191, %195, %193] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %inserted_slice_51 = tensor.insert_slice %117 into %inserted_slice[0, 0, 0, 16] [1, 4, %22, 8] [1, 1, 1, 1] : tensor<1x4x?x8xf32> into tensor<1x4x?x24xf32>
    %118 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %118, "unimplemented: dynamic negative broadcast sizes"
    %119 = tensor.empty(%dim) : tensor<1x4x?x24xf32>
    %120 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%119 : tensor<1x4x?x24xf32>) {
    ^bb0(%out: f32):
      %191 = linalg.index 1 : index
      %192 = linalg.index 2 : index
      %193 = linalg.index 3 : index
      %194 = arith.cmpi eq, %60, %c1 : index
      %195 = arith.select %194, %c0, %192 : index
      %extracted = tensor.extract %concat_38[%c0, %191, %195, %193] : tensor<1x4x?x24xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x24xf32>
    %collapsed_52 = tensor.collapse_shape %120 [[0, 1], [2], [3]] : tensor<1x4x?x24xf32> into tensor<4x?x24xf32>
    %121 = tensor.empty(%22) : tensor<1x4x24x?xf32>
    %transposed_53 = linalg.transpose ins(%inserted_slice_51 : tensor<1x4x?x24xf32>) outs(%121 : tensor<1x4x24x?xf32>) permutation = [0, 1, 3, 2] 
    %122 = arith.cmpi sge, %19, %c0_i64 : i64
    cf.assert %122, "unimplemented: dynamic negative broadcast sizes"
    %123 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%121 : tensor<1x4x24x?xf32>) {
    ^bb0(%out: f32):
      %191 = linalg.index 1 : index
      %192 = linalg.index 2 : index
      %193 = linalg.index 3 : index
      %194 = arith.cmpi eq, %22, %c1 : index
      %195 = arith.select %194, %c0, %193 : index
      %extracted = tensor.extract %transposed_53[%c0, %191, %192, %195] : tensor<1x4x24x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x24x?xf32>
    %collapsed_54 = tensor.collapse_shape %123 [[0, 1], [2], [3]] : tensor<1x4x24x?xf32> into tensor<4x24x?xf32>
    %124 = tensor.empty(%dim, %22) : tensor<4x?x?xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%124 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %126 = linalg.batch_matmul ins(%collapsed_52, %collapsed_54 : tensor<4x?x24xf32>, tensor<4x24x?xf32>) outs(%125 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %127 = arith.muli %0, %c4_i64 : i64
    %128 = arith.select %51, %c4_i64, %127 : i64
    %129 = arith.muli %128, %19 : i64
    %130 = arith.select %98, %128, %129 : i64
    %131 = arith.select %98, %54, %53 : i64
    %132 = arith.cmpi sle, %131, %c1_i64 : i64
    cf.assert %132, "must have at most one inferred (negative) dimension"
    %133 = arith.muli %127, %19 : i64
    %134 = arith.divsi %133, %130 : i64
    %135 = arith.select %51, %134, %0 : i64
    %136 = arith.select %98, %134, %19 : i64
    %from_elements_55 = tensor.from_elements %c1_i64, %c4_i64, %135, %136 : tensor<4xi64>
    %reshape_56 = tensor.reshape %126(%from_elements_55) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %137 = arith.index_cast %135 : i64 to index
    %138 = arith.index_cast %136 : i64 to index
    %139 = tensor.empty(%137, %138) : tensor<1x4x?x?xf32>
    %140 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_56 : tensor<1x4x?x?xf32>) outs(%139 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.truncf %cst_3 : f64 to f32
      %192 = arith.mulf %in, %191 : f32
      linalg.yield %192 : f32
    } -> tensor<1x4x?x?xf32>
    %141 = arith.cmpi eq, %137, %dim : index
    cf.assert %141, "mismatched size for broadcast"
    %142 = arith.cmpi eq, %138, %22 : index
    cf.assert %142, "mismatched size for broadcast"
    %143 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_13 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%139 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.addf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x?xf32>
    %144 = tensor.empty(%137) : tensor<1x4x?xi64>
    %145 = linalg.fill ins(%c0_i64 : i64) outs(%144 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %146 = tensor.empty(%137) : tensor<1x4x?xf32>
    %147 = linalg.fill ins(%cst_0 : f32) outs(%146 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %148:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%143 : tensor<1x4x?x?xf32>) outs(%147, %145 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_70: i64):
      %191 = linalg.index 3 : index
      %192 = arith.index_cast %191 : index to i64
      %193 = arith.maximumf %in, %out : f32
      %194 = arith.cmpf ogt, %in, %out : f32
      %195 = arith.select %194, %192, %out_70 : i64
      linalg.yield %193, %195 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_57 = tensor.expand_shape %148#0 [[0], [1], [2, 3]] output_shape [1, 4, %137, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %149 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_57 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%139 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.subf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x?xf32>
    %150 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<1x4x?x?xf32>) outs(%139 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = math.exp %in : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x?xf32>
    %151 = tensor.empty(%137) : tensor<1x4x?x1xf32>
    %152 = linalg.fill ins(%cst : f32) outs(%151 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %153 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%150 : tensor<1x4x?x?xf32>) outs(%152 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %191 = arith.addf %in, %out : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x1xf32>
    %154 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %153 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%139 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.divf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %118, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %122, "unimplemented: dynamic negative broadcast sizes"
    %155 = tensor.empty(%dim, %22) : tensor<1x4x?x?xf32>
    %156 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%155 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %191 = linalg.index 1 : index
      %192 = linalg.index 2 : index
      %193 = linalg.index 3 : index
      %194 = arith.cmpi eq, %137, %c1 : index
      %195 = arith.select %194, %c0, %192 : index
      %196 = arith.cmpi eq, %138, %c1 : index
      %197 = arith.select %196, %c0, %193 : index
      %extracted = tensor.extract %154[%c0, %191, %195, %197] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %132, "must have at most one inferred (negative) dimension"
    %from_elements_58 = tensor.from_elements %c4_i64, %135, %136 : tensor<3xi64>
    %reshape_59 = tensor.reshape %156(%from_elements_58) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %122, "unimplemented: dynamic negative broadcast sizes"
    %157 = tensor.empty(%22) : tensor<1x4x?x16xf32>
    %158 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%157 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %191 = linalg.index 1 : index
      %192 = linalg.index 2 : index
      %193 = linalg.index 3 : index
      %194 = arith.cmpi eq, %108, %c1 : index
      %195 = arith.select %194, %c0, %192 : index
      %extracted = tensor.extract %extracted_slice_47[%c0, %191, %195, %193] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_60 = tensor.collapse_shape %158 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %159 = arith.cmpi eq, %136, %19 : i64
    cf.assert %159, "mismatching contracting dimension"
    %160 = tensor.empty(%137) : tensor<4x?x16xf32>
    %161 = linalg.fill ins(%cst : f32) outs(%160 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %162 = linalg.batch_matmul ins(%reshape_59, %collapsed_60 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%161 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_61 = tensor.expand_shape %162 [[0, 1], [2], [3]] output_shape [1, 4, %137, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %163 = tensor.empty(%137) : tensor<1x?x4x16xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<1x4x?x16xf32>) outs(%163 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %56, "must have at most one inferred (negative) dimension"
    %164 = arith.muli %135, %c64_i64 : i64
    %165 = arith.divsi %164, %52 : i64
    %166 = arith.select %51, %165, %0 : i64
    %from_elements_63 = tensor.from_elements %c1_i64, %166, %165 : tensor<3xi64>
    %reshape_64 = tensor.reshape %transposed_62(%from_elements_63) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %167 = tensor.empty() : tensor<64x64xf32>
    %transposed_65 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%167 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %reshape_64 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %168 = arith.index_cast %166 : i64 to index
    %169 = tensor.empty(%168) : tensor<?x64xf32>
    %170 = linalg.fill ins(%cst : f32) outs(%169 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %171 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%170 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_67 = tensor.expand_shape %171 [[0, 1], [2]] output_shape [1, %168, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %172 = arith.cmpi eq, %dim, %168 : index
    cf.assert %172, "mismatched size for broadcast"
    %173 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_67 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_70: f32, %out: f32):
      %191 = arith.addf %in, %in_70 : f32
      linalg.yield %191 : f32
    } -> tensor<1x?x64xf32>
    %174 = arith.subi %c0_i64, %0 : i64
    %175 = arith.addi %174, %104 : i64
    %176 = arith.cmpi sge, %174, %c0_i64 : i64
    %177 = arith.select %176, %174, %175 : i64
    %178 = arith.maxsi %177, %c0_i64 : i64
    %179 = arith.minsi %178, %104 : i64
    %180 = arith.index_cast %179 : i64 to index
    %181 = arith.subi %94, %180 : index
    %182 = arith.maxsi %181, %c0 : index
    %extracted_slice_68 = tensor.extract_slice %concat_36[0, 0, %180, 0] [1, 1, %182, 32] [1, 1, 1, 1] : tensor<1x1x?x32xf32> to tensor<1x1x?x32xf32>
    %183 = arith.index_cast %110 : index to i64
    %184 = arith.addi %174, %183 : i64
    %185 = arith.select %176, %174, %184 : i64
    %186 = arith.maxsi %185, %c0_i64 : i64
    %187 = arith.minsi %186, %183 : i64
    %188 = arith.index_cast %187 : i64 to index
    %189 = arith.subi %110, %188 : index
    %190 = arith.maxsi %189, %c0 : index
    %extracted_slice_69 = tensor.extract_slice %concat_37[0, 0, %188, 0] [1, 1, %190, 8] [1, 1, 1, 1] : tensor<1x1x?x8xf32> to tensor<1x1x?x8xf32>
    return %173, %extracted_slice_68, %extracted_slice_69 : tensor<1x?x64xf32>, tensor<1x1x?x32xf32>, tensor<1x1x?x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
