// Exported by scripts/export-graphs.py (gpt-oss-dynamic-lengths): HF gpt-oss decode steps and prefill chunks in one graph (attention sinks): symbolic new-token and cache lengths
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: GptOssDecoderLayer's input_layernorm + GptOssAttention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: GptOssConfig(hidden 64, heads 4, kv heads 2, head_dim 16, full attention, YaRN factor 32): attention sinks
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64 (past..), past keys, past values [1, 2, past, 16] (exported at new = 4, past = 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 64, past 1 to 4096
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.sinks [4], a6 attn.q_proj.weight [64, 64], a7 attn.q_proj.bias [64], a8 attn.k_proj.weight [32, 64], a9 attn.k_proj.bias [32], a10 attn.v_proj.weight [32, 64], a11 attn.v_proj.bias [32], a12 attn.o_proj.weight [64, 64], a13 attn.o_proj.bias [64]
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
#map11 = affine_map<()[s0, s1] -> (s0 + s1)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<()[s0] -> (s0 + 1)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @gpt_oss_dynamic_lengths(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x?x16xf32>, %arg3: tensor<1x2x?x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<4xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>) -> (tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) {
    %true = arith.constant true
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c-1 = arith.constant -1 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.3465735902799727 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_7 = arith.constant 2.500000e-01 : f32
    %c3 = arith.constant 3 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_8 = tensor.dim %arg2, %c2 : tensor<1x2x?x16xf32>
    %1 = arith.index_cast %dim_8 : index to i64
    %2 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %183 : f32
    } -> tensor<1x?x64xf32>
    %4 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x?x64xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.addf %in, %out : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.divf %in, %cst_6 : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.truncf %cst_5 : f64 to f32
      %184 = arith.addf %in, %183 : f32
      linalg.yield %184 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = math.rsqrt %in : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x64xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %10 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x64xf32>
    %dim_9 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_9, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %12 = tensor.empty(%dim_9) : tensor<1x?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%12 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %183 = arith.sitofp %in : i64 to f32
      linalg.yield %183 : f32
    } -> tensor<1x?x1xf32>
    %14 = tensor.empty(%dim_9) : tensor<1x?x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_4 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x?x8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = math.cos %in : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.truncf %cst_3 : f64 to f32
      %184 = arith.mulf %in, %183 : f32
      linalg.yield %184 : f32
    } -> tensor<1x?x8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x?x8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = math.sin %in : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x8xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x?x8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.truncf %cst_3 : f64 to f32
      %184 = arith.mulf %in, %183 : f32
      linalg.yield %184 : f32
    } -> tensor<1x?x8xf32>
    %20 = arith.addi %1, %0 : i64
    %21 = tensor.empty(%dim) : tensor<?xi64>
    %22 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%21 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %183 = linalg.index 0 : index
      %184 = arith.index_cast %183 : index to i64
      %185 = arith.addi %1, %184 : i64
      linalg.yield %185 : i64
    } -> tensor<?xi64>
    %23 = arith.index_cast %20 : i64 to index
    %24 = tensor.empty(%23) : tensor<?xi64>
    %25 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%24 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %183 = linalg.index 0 : index
      %184 = arith.index_cast %183 : index to i64
      linalg.yield %184 : i64
    } -> tensor<?xi64>
    %expanded_10 = tensor.expand_shape %25 [[0, 1]] output_shape [1, %23] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_11 = tensor.expand_shape %22 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %26 = tensor.empty(%dim, %23) : tensor<?x?xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%26 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_63: i64, %out: i1):
      %183 = arith.cmpi sgt, %in, %in_63 : i64
      linalg.yield %183 : i1
    } -> tensor<?x?xi1>
    %28 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %28, "negative values not allowed in new dimensions"
    %29 = arith.cmpi sge, %20, %c0_i64 : i64
    cf.assert %29, "negative values not allowed in new dimensions"
    %30 = arith.index_cast %20 : i64 to index
    %31 = tensor.empty(%dim, %30) : tensor<?x?xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%31 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    cf.assert %true, "mismatched size for broadcast"
    %33 = arith.cmpi eq, %23, %30 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%dim, %23) : tensor<?x?xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_1, %32 : tensor<?x?xi1>, tensor<f32>, tensor<?x?xf32>) outs(%34 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_63: f32, %in_64: f32, %out: f32):
      %183 = arith.select %in, %in_63, %in_64 : f32
      linalg.yield %183 : f32
    } -> tensor<?x?xf32>
    %expanded_12 = tensor.expand_shape %35 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %23] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %36 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %37 = tensor.empty(%dim) : tensor<?x64xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %39 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %40 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %40, "negative values not allowed in new dimensions"
    %41 = tensor.empty(%dim) : tensor<?x64xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<64xf32>) outs(%41 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %43 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%39, %42 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%37 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<?x64xf32>
    %expanded_13 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %44 = arith.cmpi slt, %0, %c0_i64 : i64
    %45 = arith.select %44, %c1_i64, %0 : i64
    %46 = arith.extui %44 : i1 to i64
    %47 = arith.addi %46, %c1_i64 : i64
    %48 = arith.muli %45, %c16_i64 : i64
    %49 = arith.cmpi sle, %47, %c1_i64 : i64
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %50 = arith.muli %0, %c64_i64 : i64
    %51 = arith.divsi %50, %48 : i64
    %52 = arith.select %44, %51, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %52, %51, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_13(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %53 = arith.index_cast %52 : i64 to index
    %54 = tensor.empty(%53) : tensor<1x4x?x16xf32>
    %transposed_14 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%54 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %55 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%arg8 : tensor<32x64xf32>) outs(%55 : tensor<64x32xf32>) permutation = [1, 0] 
    %56 = tensor.empty(%dim) : tensor<?x32xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %58 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%57 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %40, "negative values not allowed in new dimensions"
    %59 = tensor.empty(%dim) : tensor<?x32xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<32xf32>) outs(%59 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %61 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58, %60 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%56 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %62 = arith.muli %0, %c32_i64 : i64
    %63 = arith.divsi %62, %48 : i64
    %64 = arith.select %44, %63, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %64, %63, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %65 = arith.index_cast %64 : i64 to index
    %66 = tensor.empty(%65) : tensor<1x2x?x16xf32>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%66 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg10 : tensor<32x64xf32>) outs(%55 : tensor<64x32xf32>) permutation = [1, 0] 
    %67 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%57 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %40, "negative values not allowed in new dimensions"
    %68 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<32xf32>) outs(%59 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %69 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%56 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<?x32xf32>
    %expanded_21 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %reshape_22 = tensor.reshape %expanded_21(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x2x16xf32>) outs(%66 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_25 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 4, %53, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, %53, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %70 = arith.cmpi eq, %53, %dim_9 : index
    cf.assert %70, "mismatched size for broadcast"
    %71 = tensor.empty(%53) : tensor<1x4x?x8xf32>
    %72 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_24 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %70, "mismatched size for broadcast"
    %73 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_25 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x8xf32>
    %74 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %73 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.subf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %70, "mismatched size for broadcast"
    %75 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_24 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x8xf32>
    cf.assert %70, "mismatched size for broadcast"
    %76 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_25 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x8xf32>
    %77 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %76 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x8xf32>
    %concat = tensor.concat dim(3) %74, %77 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 2, %65, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [1, 2, %65, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %78 = arith.cmpi eq, %65, %dim_9 : index
    cf.assert %78, "mismatched size for broadcast"
    %79 = tensor.empty(%65) : tensor<1x2x?x8xf32>
    %80 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %expanded_24 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%79 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x?x8xf32>
    cf.assert %78, "mismatched size for broadcast"
    %81 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %expanded_25 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%79 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x?x8xf32>
    %82 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %81 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) outs(%79 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.subf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x?x8xf32>
    cf.assert %78, "mismatched size for broadcast"
    %83 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %expanded_24 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%79 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x?x8xf32>
    cf.assert %78, "mismatched size for broadcast"
    %84 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %expanded_25 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%79 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.mulf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x?x8xf32>
    %85 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %84 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) outs(%79 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x?x8xf32>
    %concat_29 = tensor.concat dim(3) %82, %85 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %concat_30 = tensor.concat dim(2) %arg2, %concat_29 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %concat_31 = tensor.concat dim(2) %arg3, %transposed_23 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %dim_32 = tensor.dim %concat_29, %c2 : tensor<1x2x?x16xf32>
    %86 = affine.apply #map11()[%dim_8, %dim_32]
    %expanded_33 = tensor.expand_shape %concat_30 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %86, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %87 = arith.cmpi sge, %20, %c0_i64 : i64
    cf.assert %87, "unimplemented: dynamic negative broadcast sizes"
    %88 = tensor.empty(%23) : tensor<1x2x2x?x16xf32>
    %89 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %183 = linalg.index 1 : index
      %184 = linalg.index 3 : index
      %185 = linalg.index 4 : index
      %186 = arith.cmpi eq, %86, %c1 : index
      %187 = arith.select %186, %c0, %184 : index
      %extracted = tensor.extract %expanded_33[%c0, %183, %c0, %187, %185] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_34 = tensor.collapse_shape %89 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_35 = tensor.dim %arg3, %c2 : tensor<1x2x?x16xf32>
    %dim_36 = tensor.dim %transposed_23, %c2 : tensor<1x2x?x16xf32>
    %90 = affine.apply #map11()[%dim_35, %dim_36]
    %expanded_37 = tensor.expand_shape %concat_31 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %90, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %87, "unimplemented: dynamic negative broadcast sizes"
    %91 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %183 = linalg.index 1 : index
      %184 = linalg.index 3 : index
      %185 = linalg.index 4 : index
      %186 = arith.cmpi eq, %90, %c1 : index
      %187 = arith.select %186, %c0, %184 : index
      %extracted = tensor.extract %expanded_37[%c0, %183, %c0, %187, %185] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_38 = tensor.collapse_shape %91 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %92 = tensor.empty(%23) : tensor<1x4x16x?xf32>
    %transposed_39 = linalg.transpose ins(%collapsed_34 : tensor<1x4x?x16xf32>) outs(%92 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %40, "unimplemented: dynamic negative broadcast sizes"
    %93 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %94 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%93 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %183 = linalg.index 1 : index
      %184 = linalg.index 2 : index
      %185 = linalg.index 3 : index
      %dim_63 = tensor.dim %74, %c2 : tensor<1x4x?x8xf32>
      %186 = arith.cmpi eq, %dim_63, %c1 : index
      %187 = arith.select %186, %c0, %184 : index
      %extracted = tensor.extract %concat[%c0, %183, %187, %185] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_40 = tensor.collapse_shape %94 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %87, "unimplemented: dynamic negative broadcast sizes"
    %95 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%92 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %183 = linalg.index 1 : index
      %184 = linalg.index 2 : index
      %185 = linalg.index 3 : index
      %186 = arith.cmpi eq, %23, %c1 : index
      %187 = arith.select %186, %c0, %185 : index
      %extracted = tensor.extract %transposed_39[%c0, %183, %184, %187] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_41 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %96 = tensor.empty(%dim, %23) : tensor<4x?x?xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %98 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%97 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %99 = arith.muli %0, %c4_i64 : i64
    %100 = arith.select %44, %c4_i64, %99 : i64
    %101 = arith.muli %100, %20 : i64
    %102 = arith.cmpi slt, %20, %c0_i64 : i64
    %103 = arith.select %102, %100, %101 : i64
    %104 = arith.select %102, %47, %46 : i64
    %105 = arith.cmpi sle, %104, %c1_i64 : i64
    cf.assert %105, "must have at most one inferred (negative) dimension"
    %106 = arith.muli %99, %20 : i64
    %107 = arith.divsi %106, %103 : i64
    %108 = arith.select %44, %107, %0 : i64
    %109 = arith.select %102, %107, %20 : i64
    %from_elements_42 = tensor.from_elements %c1_i64, %c4_i64, %108, %109 : tensor<4xi64>
    %reshape_43 = tensor.reshape %98(%from_elements_42) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %110 = arith.index_cast %108 : i64 to index
    %111 = arith.index_cast %109 : i64 to index
    %112 = tensor.empty(%110, %111) : tensor<1x4x?x?xf32>
    %113 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_43 : tensor<1x4x?x?xf32>) outs(%112 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.mulf %in, %cst_7 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x?xf32>
    %114 = arith.cmpi eq, %110, %dim : index
    cf.assert %114, "mismatched size for broadcast"
    %115 = arith.cmpi eq, %111, %23 : index
    cf.assert %115, "mismatched size for broadcast"
    %116 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_12 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%112 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x?xf32>
    %117 = arith.select %44, %c1, %dim : index
    %118 = tensor.empty(%117) : tensor<1x4x?x1xf32>
    %expanded_44 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %119 = linalg.generic {indexing_maps = [#map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x4x1xf32>) outs(%118 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x1xf32>
    %concat_45 = tensor.concat dim(3) %116, %119 : (tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) -> tensor<1x4x?x?xf32>
    %dim_46 = tensor.dim %116, %c2 : tensor<1x4x?x?xf32>
    %120 = tensor.empty(%dim_46) : tensor<1x4x?xi64>
    %121 = linalg.fill ins(%c0_i64 : i64) outs(%120 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %122 = tensor.empty(%dim_46) : tensor<1x4x?xf32>
    %123 = linalg.fill ins(%cst_0 : f32) outs(%122 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %124:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%concat_45 : tensor<1x4x?x?xf32>) outs(%123, %121 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %183 = linalg.index 3 : index
      %184 = arith.index_cast %183 : index to i64
      %185 = arith.maximumf %in, %out : f32
      %186 = arith.cmpf ogt, %in, %out : f32
      %187 = arith.select %186, %184, %out_63 : i64
      linalg.yield %185, %187 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_47 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [1, 4, %dim_46, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %dim_48 = tensor.dim %116, %c3 : tensor<1x4x?x?xf32>
    %125 = affine.apply #map15()[%dim_48]
    %126 = tensor.empty(%dim_46, %125) : tensor<1x4x?x?xf32>
    %127 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_45, %expanded_47 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%126 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.subf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x?xf32>
    %128:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%127 : tensor<1x4x?x?xf32>) outs(%123, %121 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_63: i64):
      %183 = linalg.index 3 : index
      %184 = arith.index_cast %183 : index to i64
      %185 = arith.maximumf %in, %out : f32
      %186 = arith.cmpf ogt, %in, %out : f32
      %187 = arith.select %186, %184, %out_63 : i64
      linalg.yield %185, %187 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_49 = tensor.expand_shape %128#0 [[0], [1], [2, 3]] output_shape [1, 4, %dim_46, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %129 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_49 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%126 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.subf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x?xf32>
    %130 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x4x?x?xf32>) outs(%126 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = math.exp %in : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x?xf32>
    %131 = tensor.empty(%dim_46) : tensor<1x4x?x1xf32>
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %133 = linalg.generic {indexing_maps = [#map9, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<1x4x?x?xf32>) outs(%132 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %183 = arith.addf %in, %out : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x1xf32>
    %134 = linalg.generic {indexing_maps = [#map9, #map16, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %133 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%126 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.divf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x4x?x?xf32>
    %135 = arith.index_cast %125 : index to i64
    %136 = arith.minsi %135, %c0_i64 : i64
    %137 = arith.index_cast %136 : i64 to index
    %138 = arith.addi %125, %c-1 : index
    %139 = arith.cmpi slt, %138, %c0 : index
    %140 = arith.select %139, %c-1, %138 : index
    %141 = arith.minsi %140, %125 : index
    %142 = arith.subi %141, %137 : index
    %143 = arith.maxsi %142, %c0 : index
    %extracted_slice_50 = tensor.extract_slice %134[0, 0, 0, %137] [1, 4, %dim_46, %143] [1, 1, 1, 1] : tensor<1x4x?x?xf32> to tensor<1x4x?x?xf32>
    cf.assert %40, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %87, "unimplemented: dynamic negative broadcast sizes"
    %144 = tensor.empty(%dim, %23) : tensor<1x4x?x?xf32>
    %145 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%144 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %183 = linalg.index 1 : index
      %184 = linalg.index 2 : index
      %185 = linalg.index 3 : index
      %186 = arith.cmpi eq, %dim_46, %c1 : index
      %187 = arith.select %186, %c0, %184 : index
      %188 = arith.cmpi eq, %143, %c1 : index
      %189 = arith.select %188, %c0, %185 : index
      %extracted = tensor.extract %extracted_slice_50[%c0, %183, %187, %189] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %105, "must have at most one inferred (negative) dimension"
    %from_elements_51 = tensor.from_elements %c4_i64, %108, %109 : tensor<3xi64>
    %reshape_52 = tensor.reshape %145(%from_elements_51) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %87, "unimplemented: dynamic negative broadcast sizes"
    %146 = tensor.empty(%23) : tensor<1x4x?x16xf32>
    %147 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %183 = linalg.index 1 : index
      %184 = linalg.index 2 : index
      %185 = linalg.index 3 : index
      %186 = arith.cmpi eq, %23, %c1 : index
      %187 = arith.select %186, %c0, %184 : index
      %extracted = tensor.extract %collapsed_38[%c0, %183, %187, %185] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_53 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %148 = arith.cmpi eq, %109, %20 : i64
    cf.assert %148, "mismatching contracting dimension"
    %149 = tensor.empty(%110) : tensor<4x?x16xf32>
    %150 = linalg.fill ins(%cst : f32) outs(%149 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %151 = linalg.batch_matmul ins(%reshape_52, %collapsed_53 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%150 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_54 = tensor.expand_shape %151 [[0, 1], [2], [3]] output_shape [1, 4, %110, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %152 = tensor.empty(%110) : tensor<1x?x4x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x4x?x16xf32>) outs(%152 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %49, "must have at most one inferred (negative) dimension"
    %153 = arith.muli %108, %c64_i64 : i64
    %154 = arith.divsi %153, %45 : i64
    %155 = arith.select %44, %154, %0 : i64
    %from_elements_56 = tensor.from_elements %c1_i64, %155, %154 : tensor<3xi64>
    %reshape_57 = tensor.reshape %transposed_55(%from_elements_56) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %collapsed_58 = tensor.collapse_shape %reshape_57 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %transposed_59 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %156 = arith.index_cast %155 : i64 to index
    %157 = tensor.empty(%156) : tensor<?x64xf32>
    %158 = linalg.fill ins(%cst : f32) outs(%157 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %159 = linalg.matmul ins(%collapsed_58, %transposed_59 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%158 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %40, "negative values not allowed in new dimensions"
    %160 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<64xf32>) outs(%41 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    %161 = arith.cmpi eq, %156, %dim : index
    cf.assert %161, "mismatched size for broadcast"
    %162 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%159, %160 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%157 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<?x64xf32>
    %expanded_60 = tensor.expand_shape %162 [[0, 1], [2]] output_shape [1, %156, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %163 = arith.cmpi eq, %dim, %156 : index
    cf.assert %163, "mismatched size for broadcast"
    %164 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_60 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_63: f32, %out: f32):
      %183 = arith.addf %in, %in_63 : f32
      linalg.yield %183 : f32
    } -> tensor<1x?x64xf32>
    %165 = arith.subi %c0_i64, %0 : i64
    %166 = arith.index_cast %86 : index to i64
    %167 = arith.addi %165, %166 : i64
    %168 = arith.cmpi sge, %165, %c0_i64 : i64
    %169 = arith.select %168, %165, %167 : i64
    %170 = arith.maxsi %169, %c0_i64 : i64
    %171 = arith.minsi %170, %166 : i64
    %172 = arith.index_cast %171 : i64 to index
    %173 = arith.subi %86, %172 : index
    %174 = arith.maxsi %173, %c0 : index
    %extracted_slice_61 = tensor.extract_slice %concat_30[0, 0, %172, 0] [1, 2, %174, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    %175 = arith.index_cast %90 : index to i64
    %176 = arith.addi %165, %175 : i64
    %177 = arith.select %168, %165, %176 : i64
    %178 = arith.maxsi %177, %c0_i64 : i64
    %179 = arith.minsi %178, %175 : i64
    %180 = arith.index_cast %179 : i64 to index
    %181 = arith.subi %90, %180 : index
    %182 = arith.maxsi %181, %c0 : index
    %extracted_slice_62 = tensor.extract_slice %concat_31[0, 0, %180, 0] [1, 2, %182, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    return %164, %extracted_slice_61, %extracted_slice_62 : tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FFAD3663E9421503D40A8DE3B3C54EF39289398378C92893628177835"
    }
  }
#-}
