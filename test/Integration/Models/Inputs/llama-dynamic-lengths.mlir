// Exported by scripts/export-graphs.py (llama-dynamic-lengths): HF Llama decode steps and prefill chunks in one graph: symbolic new-token and cache lengths
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64 (past..), past keys, past values [1, 2, past, 16] (exported at new = 4, past = 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 64, past 1 to 4096
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
#map10 = affine_map<()[s0, s1] -> (s0 + s1)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_dynamic_lengths(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x?x16xf32>, %arg3: tensor<1x2x?x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) {
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_6 = arith.constant 2.500000e-01 : f32
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_7 = tensor.dim %arg2, %c2 : tensor<1x2x?x16xf32>
    %1 = arith.index_cast %dim_7 : index to i64
    %2 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %157 : f32
    } -> tensor<1x?x64xf32>
    %4 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x?x64xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.addf %in, %out : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.divf %in, %cst_5 : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.truncf %cst_4 : f64 to f32
      %158 = arith.addf %in, %157 : f32
      linalg.yield %158 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.rsqrt %in : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x64xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %10 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x64xf32>
    %dim_8 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_8, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %12 = tensor.empty(%dim_8) : tensor<1x?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%12 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %157 = arith.sitofp %in : i64 to f32
      linalg.yield %157 : f32
    } -> tensor<1x?x1xf32>
    %14 = tensor.empty(%dim_8) : tensor<1x?x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_3 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x8xf32>
    %concat = tensor.concat dim(2) %15, %15 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_9 = tensor.dim %15, %c1 : tensor<1x?x8xf32>
    %16 = tensor.empty(%dim_9) : tensor<1x?x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%16 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.cos %in : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%16 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.sin %in : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x16xf32>
    %19 = arith.addi %1, %0 : i64
    %20 = tensor.empty(%dim) : tensor<?xi64>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%20 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %157 = linalg.index 0 : index
      %158 = arith.index_cast %157 : index to i64
      %159 = arith.addi %1, %158 : i64
      linalg.yield %159 : i64
    } -> tensor<?xi64>
    %22 = arith.index_cast %19 : i64 to index
    %23 = tensor.empty(%22) : tensor<?xi64>
    %24 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%23 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %157 = linalg.index 0 : index
      %158 = arith.index_cast %157 : index to i64
      linalg.yield %158 : i64
    } -> tensor<?xi64>
    %expanded_10 = tensor.expand_shape %24 [[0, 1]] output_shape [1, %22] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_11 = tensor.expand_shape %21 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %25 = tensor.empty(%dim, %22) : tensor<?x?xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%25 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_60: i64, %out: i1):
      %157 = arith.cmpi sgt, %in, %in_60 : i64
      linalg.yield %157 : i1
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
    ^bb0(%in: i1, %in_60: f32, %in_61: f32, %out: f32):
      %157 = arith.select %in, %in_60, %in_61 : f32
      linalg.yield %157 : f32
    } -> tensor<?x?xf32>
    %expanded_12 = tensor.expand_shape %34 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %22] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %35 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %36 = tensor.empty(%dim) : tensor<?x64xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_13 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %39 = arith.cmpi slt, %0, %c0_i64 : i64
    %40 = arith.select %39, %c1_i64, %0 : i64
    %41 = arith.extui %39 : i1 to i64
    %42 = arith.addi %41, %c1_i64 : i64
    %43 = arith.muli %40, %c16_i64 : i64
    %44 = arith.cmpi sle, %42, %c1_i64 : i64
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %45 = arith.muli %0, %c64_i64 : i64
    %46 = arith.divsi %45, %43 : i64
    %47 = arith.select %39, %46, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %47, %46, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_13(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %48 = arith.index_cast %47 : i64 to index
    %49 = tensor.empty(%48) : tensor<1x4x?x16xf32>
    %transposed_14 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%49 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %50 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%50 : tensor<64x32xf32>) permutation = [1, 0] 
    %51 = tensor.empty(%dim) : tensor<?x32xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %53 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %54 = arith.muli %0, %c32_i64 : i64
    %55 = arith.divsi %54, %43 : i64
    %56 = arith.select %39, %55, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %56, %55, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %57 = arith.index_cast %56 : i64 to index
    %58 = tensor.empty(%57) : tensor<1x2x?x16xf32>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%58 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%50 : tensor<64x32xf32>) permutation = [1, 0] 
    %59 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%52 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_21 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %reshape_22 = tensor.reshape %expanded_21(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x2x16xf32>) outs(%58 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %expanded_25 = tensor.expand_shape %18 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %60 = arith.cmpi eq, %48, %dim_9 : index
    cf.assert %60, "mismatched size for broadcast"
    %61 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_24 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%49 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 4, %48, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, %48, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %62 = tensor.empty(%48) : tensor<1x4x?x8xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x4x?x8xf32>) outs(%62 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.negf %in : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x8xf32>
    %concat_27 = tensor.concat dim(3) %63, %extracted_slice : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_28 = tensor.dim %63, %c2 : tensor<1x4x?x8xf32>
    %64 = arith.cmpi eq, %dim_28, %dim_9 : index
    cf.assert %64, "mismatched size for broadcast"
    %65 = tensor.empty(%dim_28) : tensor<1x4x?x16xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_25 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%65 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x16xf32>
    %67 = arith.cmpi eq, %48, %dim_28 : index
    cf.assert %67, "mismatched size for broadcast"
    %68 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %66 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%49 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.addf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x16xf32>
    %69 = arith.cmpi eq, %57, %dim_9 : index
    cf.assert %69, "mismatched size for broadcast"
    %70 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_24 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%58 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 2, %57, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [1, 2, %57, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %71 = tensor.empty(%57) : tensor<1x2x?x8xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x2x?x8xf32>) outs(%71 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.negf %in : f32
      linalg.yield %157 : f32
    } -> tensor<1x2x?x8xf32>
    %concat_31 = tensor.concat dim(3) %72, %extracted_slice_29 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_32 = tensor.dim %72, %c2 : tensor<1x2x?x8xf32>
    %73 = arith.cmpi eq, %dim_32, %dim_9 : index
    cf.assert %73, "mismatched size for broadcast"
    %74 = tensor.empty(%dim_32) : tensor<1x2x?x16xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_25 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%74 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.mulf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x2x?x16xf32>
    %76 = arith.cmpi eq, %57, %dim_32 : index
    cf.assert %76, "mismatched size for broadcast"
    %77 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%58 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.addf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x2x?x16xf32>
    %concat_33 = tensor.concat dim(2) %arg2, %77 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %concat_34 = tensor.concat dim(2) %arg3, %transposed_23 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %dim_35 = tensor.dim %77, %c2 : tensor<1x2x?x16xf32>
    %78 = affine.apply #map10()[%dim_7, %dim_35]
    %expanded_36 = tensor.expand_shape %concat_33 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %78, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %79 = arith.cmpi sge, %19, %c0_i64 : i64
    cf.assert %79, "unimplemented: dynamic negative broadcast sizes"
    %80 = tensor.empty(%22) : tensor<1x2x2x?x16xf32>
    %81 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%80 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %157 = linalg.index 1 : index
      %158 = linalg.index 3 : index
      %159 = linalg.index 4 : index
      %160 = arith.cmpi eq, %78, %c1 : index
      %161 = arith.select %160, %c0, %158 : index
      %extracted = tensor.extract %expanded_36[%c0, %157, %c0, %161, %159] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_37 = tensor.collapse_shape %81 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_38 = tensor.dim %arg3, %c2 : tensor<1x2x?x16xf32>
    %dim_39 = tensor.dim %transposed_23, %c2 : tensor<1x2x?x16xf32>
    %82 = affine.apply #map10()[%dim_38, %dim_39]
    %expanded_40 = tensor.expand_shape %concat_34 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %82, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %79, "unimplemented: dynamic negative broadcast sizes"
    %83 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%80 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %157 = linalg.index 1 : index
      %158 = linalg.index 3 : index
      %159 = linalg.index 4 : index
      %160 = arith.cmpi eq, %82, %c1 : index
      %161 = arith.select %160, %c0, %158 : index
      %extracted = tensor.extract %expanded_40[%c0, %157, %c0, %161, %159] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_41 = tensor.collapse_shape %83 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %84 = tensor.empty(%22) : tensor<1x4x16x?xf32>
    %transposed_42 = linalg.transpose ins(%collapsed_37 : tensor<1x4x?x16xf32>) outs(%84 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    %85 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    %86 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %87 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%86 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %157 = linalg.index 1 : index
      %158 = linalg.index 2 : index
      %159 = linalg.index 3 : index
      %160 = arith.cmpi eq, %48, %c1 : index
      %161 = arith.select %160, %c0, %158 : index
      %extracted = tensor.extract %68[%c0, %157, %161, %159] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_43 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %79, "unimplemented: dynamic negative broadcast sizes"
    %88 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%84 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %157 = linalg.index 1 : index
      %158 = linalg.index 2 : index
      %159 = linalg.index 3 : index
      %160 = arith.cmpi eq, %22, %c1 : index
      %161 = arith.select %160, %c0, %159 : index
      %extracted = tensor.extract %transposed_42[%c0, %157, %158, %161] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_44 = tensor.collapse_shape %88 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %89 = tensor.empty(%dim, %22) : tensor<4x?x?xf32>
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %91 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%90 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %92 = arith.muli %0, %c4_i64 : i64
    %93 = arith.select %39, %c4_i64, %92 : i64
    %94 = arith.muli %93, %19 : i64
    %95 = arith.cmpi slt, %19, %c0_i64 : i64
    %96 = arith.select %95, %93, %94 : i64
    %97 = arith.select %95, %42, %41 : i64
    %98 = arith.cmpi sle, %97, %c1_i64 : i64
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %99 = arith.muli %92, %19 : i64
    %100 = arith.divsi %99, %96 : i64
    %101 = arith.select %39, %100, %0 : i64
    %102 = arith.select %95, %100, %19 : i64
    %from_elements_45 = tensor.from_elements %c1_i64, %c4_i64, %101, %102 : tensor<4xi64>
    %reshape_46 = tensor.reshape %91(%from_elements_45) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %103 = arith.index_cast %101 : i64 to index
    %104 = arith.index_cast %102 : i64 to index
    %105 = tensor.empty(%103, %104) : tensor<1x4x?x?xf32>
    %106 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_46 : tensor<1x4x?x?xf32>) outs(%105 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.mulf %in, %cst_6 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x?xf32>
    %107 = arith.cmpi eq, %103, %dim : index
    cf.assert %107, "mismatched size for broadcast"
    %108 = arith.cmpi eq, %104, %22 : index
    cf.assert %108, "mismatched size for broadcast"
    %109 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_12 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%105 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.addf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x?xf32>
    %110 = tensor.empty(%103) : tensor<1x4x?xi64>
    %111 = linalg.fill ins(%c0_i64 : i64) outs(%110 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %112 = tensor.empty(%103) : tensor<1x4x?xf32>
    %113 = linalg.fill ins(%cst_0 : f32) outs(%112 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %114:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<1x4x?x?xf32>) outs(%113, %111 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_60: i64):
      %157 = linalg.index 3 : index
      %158 = arith.index_cast %157 : index to i64
      %159 = arith.maximumf %in, %out : f32
      %160 = arith.cmpf ogt, %in, %out : f32
      %161 = arith.select %160, %158, %out_60 : i64
      linalg.yield %159, %161 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_47 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [1, 4, %103, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_47 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%105 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.subf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x?xf32>
    %116 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x4x?x?xf32>) outs(%105 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = math.exp %in : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x?xf32>
    %117 = tensor.empty(%103) : tensor<1x4x?x1xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<1x4x?x?xf32>) outs(%118 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %157 = arith.addf %in, %out : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x1xf32>
    %120 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %119 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%105 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.divf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %79, "unimplemented: dynamic negative broadcast sizes"
    %121 = tensor.empty(%dim, %22) : tensor<1x4x?x?xf32>
    %122 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%121 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %157 = linalg.index 1 : index
      %158 = linalg.index 2 : index
      %159 = linalg.index 3 : index
      %160 = arith.cmpi eq, %103, %c1 : index
      %161 = arith.select %160, %c0, %158 : index
      %162 = arith.cmpi eq, %104, %c1 : index
      %163 = arith.select %162, %c0, %159 : index
      %extracted = tensor.extract %120[%c0, %157, %161, %163] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %from_elements_48 = tensor.from_elements %c4_i64, %101, %102 : tensor<3xi64>
    %reshape_49 = tensor.reshape %122(%from_elements_48) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %79, "unimplemented: dynamic negative broadcast sizes"
    %123 = tensor.empty(%22) : tensor<1x4x?x16xf32>
    %124 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%123 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %157 = linalg.index 1 : index
      %158 = linalg.index 2 : index
      %159 = linalg.index 3 : index
      %160 = arith.cmpi eq, %22, %c1 : index
      %161 = arith.select %160, %c0, %158 : index
      %extracted = tensor.extract %collapsed_41[%c0, %157, %161, %159] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_50 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %125 = arith.cmpi eq, %102, %19 : i64
    cf.assert %125, "mismatching contracting dimension"
    %126 = tensor.empty(%103) : tensor<4x?x16xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %128 = linalg.batch_matmul ins(%reshape_49, %collapsed_50 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%127 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_51 = tensor.expand_shape %128 [[0, 1], [2], [3]] output_shape [1, 4, %103, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %129 = tensor.empty(%103) : tensor<1x?x4x16xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x4x?x16xf32>) outs(%129 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %130 = arith.muli %101, %c64_i64 : i64
    %131 = arith.divsi %130, %40 : i64
    %132 = arith.select %39, %131, %0 : i64
    %from_elements_53 = tensor.from_elements %c1_i64, %132, %131 : tensor<3xi64>
    %reshape_54 = tensor.reshape %transposed_52(%from_elements_53) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_55 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %reshape_54 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %133 = arith.index_cast %132 : i64 to index
    %134 = tensor.empty(%133) : tensor<?x64xf32>
    %135 = linalg.fill ins(%cst : f32) outs(%134 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %136 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%135 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_57 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [1, %133, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %137 = arith.cmpi eq, %dim, %133 : index
    cf.assert %137, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_57 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %157 = arith.addf %in, %in_60 : f32
      linalg.yield %157 : f32
    } -> tensor<1x?x64xf32>
    %139 = arith.subi %c0_i64, %0 : i64
    %140 = arith.index_cast %78 : index to i64
    %141 = arith.addi %139, %140 : i64
    %142 = arith.cmpi sge, %139, %c0_i64 : i64
    %143 = arith.select %142, %139, %141 : i64
    %144 = arith.maxsi %143, %c0_i64 : i64
    %145 = arith.minsi %144, %140 : i64
    %146 = arith.index_cast %145 : i64 to index
    %147 = arith.subi %78, %146 : index
    %148 = arith.maxsi %147, %c0 : index
    %extracted_slice_58 = tensor.extract_slice %concat_33[0, 0, %146, 0] [1, 2, %148, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    %149 = arith.index_cast %82 : index to i64
    %150 = arith.addi %139, %149 : i64
    %151 = arith.select %142, %139, %150 : i64
    %152 = arith.maxsi %151, %c0_i64 : i64
    %153 = arith.minsi %152, %149 : i64
    %154 = arith.index_cast %153 : i64 to index
    %155 = arith.subi %82, %154 : index
    %156 = arith.maxsi %155, %c0 : index
    %extracted_slice_59 = tensor.extract_slice %concat_34[0, 0, %154, 0] [1, 2, %156, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    return %138, %extracted_slice_58, %extracted_slice_59 : tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
