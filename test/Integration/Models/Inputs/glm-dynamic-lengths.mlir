// Exported by scripts/export-graphs.py (glm-dynamic-lengths): HF GLM decode steps and prefill chunks in one graph: symbolic new-token and cache lengths (the tables repeated by torch-mlir's dynamic broadcast)
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: GlmDecoderLayer's input_layernorm + GlmAttention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: GlmConfig(hidden 64, heads 4, kv heads 2, head_dim 16): partial rotary 0.5, interleaved pairs (repeat_interleave tables)
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64 (past..), past keys, past values [1, 2, past, 16] (exported at new = 4, past = 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 64, past 1 to 4096
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.q_proj.weight [64, 64], a6 attn.q_proj.bias [64], a7 attn.k_proj.weight [32, 64], a8 attn.k_proj.bias [32], a9 attn.v_proj.weight [32, 64], a10 attn.v_proj.bias [32], a11 attn.o_proj.weight [64, 64]
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
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<()[s0, s1] -> (s0 + s1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @glm_dynamic_lengths(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x?x16xf32>, %arg3: tensor<1x2x?x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<32xf32>, %arg11: tensor<64x64xf32>) -> (tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) {
    %true = arith.constant true
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_4 = arith.constant 1.562500e-07 : f64
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
      %170 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %170 : f32
    } -> tensor<1x?x64xf32>
    %4 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x?x64xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.divf %in, %cst_5 : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.truncf %cst_4 : f64 to f32
      %171 = arith.addf %in, %170 : f32
      linalg.yield %171 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.rsqrt %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x64xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %10 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x64xf32>
    %dim_8 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_8, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %12 = tensor.empty(%dim_8) : tensor<1x?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%12 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %170 = arith.sitofp %in : i64 to f32
      linalg.yield %170 : f32
    } -> tensor<1x?x1xf32>
    %14 = tensor.empty(%dim_8) : tensor<1x?x4xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_3 : tensor<1x?x1xf32>, tensor<4xf32>) outs(%14 : tensor<1x?x4xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x4xf32>
    %concat = tensor.concat dim(2) %15, %15 : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_9 = tensor.dim %15, %c1 : tensor<1x?x4xf32>
    %16 = tensor.empty(%dim_9) : tensor<1x?x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%16 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.cos %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%16 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.sin %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x8xf32>
    %19 = arith.addi %1, %0 : i64
    %20 = tensor.empty(%dim) : tensor<?xi64>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%20 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.addi %1, %171 : i64
      linalg.yield %172 : i64
    } -> tensor<?xi64>
    %22 = arith.index_cast %19 : i64 to index
    %23 = tensor.empty(%22) : tensor<?xi64>
    %24 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%23 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %170 = linalg.index 0 : index
      %171 = arith.index_cast %170 : index to i64
      linalg.yield %171 : i64
    } -> tensor<?xi64>
    %expanded_10 = tensor.expand_shape %24 [[0, 1]] output_shape [1, %22] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_11 = tensor.expand_shape %21 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %25 = tensor.empty(%dim, %22) : tensor<?x?xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%25 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_78: i64, %out: i1):
      %170 = arith.cmpi sgt, %in, %in_78 : i64
      linalg.yield %170 : i1
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
    ^bb0(%in: i1, %in_78: f32, %in_79: f32, %out: f32):
      %170 = arith.select %in, %in_78, %in_79 : f32
      linalg.yield %170 : f32
    } -> tensor<?x?xf32>
    %expanded_12 = tensor.expand_shape %34 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %22] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %35 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %36 = tensor.empty(%dim) : tensor<?x64xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%37 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %39 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %39, "negative values not allowed in new dimensions"
    %40 = tensor.empty(%dim) : tensor<?x64xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<64xf32>) outs(%40 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %42 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%38, %41 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%36 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<?x64xf32>
    %expanded_13 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %43 = arith.cmpi slt, %0, %c0_i64 : i64
    %44 = arith.select %43, %c1_i64, %0 : i64
    %45 = arith.extui %43 : i1 to i64
    %46 = arith.addi %45, %c1_i64 : i64
    %47 = arith.muli %44, %c16_i64 : i64
    %48 = arith.cmpi sle, %46, %c1_i64 : i64
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %49 = arith.muli %0, %c64_i64 : i64
    %50 = arith.divsi %49, %47 : i64
    %51 = arith.select %43, %50, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %51, %50, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_13(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %52 = arith.index_cast %51 : i64 to index
    %53 = tensor.empty(%52) : tensor<1x4x?x16xf32>
    %transposed_14 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%53 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %54 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%54 : tensor<64x32xf32>) permutation = [1, 0] 
    %55 = tensor.empty(%dim) : tensor<?x32xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %57 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %39, "negative values not allowed in new dimensions"
    %58 = tensor.empty(%dim) : tensor<?x32xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<32xf32>) outs(%58 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %60 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%57, %59 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%55 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %60 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %61 = arith.muli %0, %c32_i64 : i64
    %62 = arith.divsi %61, %47 : i64
    %63 = arith.select %43, %62, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %63, %62, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %64 = arith.index_cast %63 : i64 to index
    %65 = tensor.empty(%64) : tensor<1x2x?x16xf32>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%65 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg9 : tensor<32x64xf32>) outs(%54 : tensor<64x32xf32>) permutation = [1, 0] 
    %66 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %39, "negative values not allowed in new dimensions"
    %67 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<32xf32>) outs(%58 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %68 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%55 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<?x32xf32>
    %expanded_21 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %reshape_22 = tensor.reshape %expanded_21(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x2x16xf32>) outs(%65 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_25 = tensor.expand_shape %18 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %extracted_slice = tensor.extract_slice %expanded_24[0, 0, 0, 0] [1, 1, %dim_9, 4] [1, 1, 1, 1] : tensor<1x1x?x8xf32> to tensor<1x1x?x4xf32>
    %expanded_26 = tensor.expand_shape %extracted_slice [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_9, 4, 1] : tensor<1x1x?x4xf32> into tensor<1x1x?x4x1xf32>
    cf.assert %39, "unimplemented: dynamic negative broadcast sizes"
    %69 = tensor.empty(%dim) : tensor<1x1x?x4x2xf32>
    %70 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%69 : tensor<1x1x?x4x2xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 2 : index
      %171 = linalg.index 3 : index
      %172 = arith.cmpi eq, %dim_9, %c1 : index
      %173 = arith.select %172, %c0, %170 : index
      %extracted = tensor.extract %expanded_26[%c0, %c0, %173, %171, %c0] : tensor<1x1x?x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x?x4x2xf32>
    %collapsed_27 = tensor.collapse_shape %70 [[0], [1], [2], [3, 4]] : tensor<1x1x?x4x2xf32> into tensor<1x1x?x8xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded_25[0, 0, 0, 0] [1, 1, %dim_9, 4] [1, 1, 1, 1] : tensor<1x1x?x8xf32> to tensor<1x1x?x4xf32>
    %expanded_29 = tensor.expand_shape %extracted_slice_28 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_9, 4, 1] : tensor<1x1x?x4xf32> into tensor<1x1x?x4x1xf32>
    cf.assert %39, "unimplemented: dynamic negative broadcast sizes"
    %71 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%69 : tensor<1x1x?x4x2xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 2 : index
      %171 = linalg.index 3 : index
      %172 = arith.cmpi eq, %dim_9, %c1 : index
      %173 = arith.select %172, %c0, %170 : index
      %extracted = tensor.extract %expanded_29[%c0, %c0, %173, %171, %c0] : tensor<1x1x?x4x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x?x4x2xf32>
    %collapsed_30 = tensor.collapse_shape %71 [[0], [1], [2], [3, 4]] : tensor<1x1x?x4x2xf32> into tensor<1x1x?x8xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 4, %52, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, %52, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_33 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 2, %64, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_34 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [1, 2, %64, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %72 = arith.cmpi eq, %52, %dim : index
    cf.assert %72, "mismatched size for broadcast"
    %73 = tensor.empty(%52) : tensor<1x4x?x8xf32>
    %74 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %collapsed_27 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%73 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice_35 = tensor.extract_slice %extracted_slice_31[0, 0, 0, 0] [1, 4, %52, 4] [1, 1, 1, 2] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %extracted_slice_36 = tensor.extract_slice %extracted_slice_31[0, 0, 0, 1] [1, 4, %52, 4] [1, 1, 1, 2] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %75 = tensor.empty(%52) : tensor<1x4x?x4xf32>
    %76 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<1x4x?x4xf32>) outs(%75 : tensor<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x4xf32>
    %expanded_37 = tensor.expand_shape %76 [[0], [1], [2], [3, 4]] output_shape [1, 4, %52, 4, 1] : tensor<1x4x?x4xf32> into tensor<1x4x?x4x1xf32>
    %expanded_38 = tensor.expand_shape %extracted_slice_35 [[0], [1], [2], [3, 4]] output_shape [1, 4, %52, 4, 1] : tensor<1x4x?x4xf32> into tensor<1x4x?x4x1xf32>
    %concat_39 = tensor.concat dim(4) %expanded_37, %expanded_38 : (tensor<1x4x?x4x1xf32>, tensor<1x4x?x4x1xf32>) -> tensor<1x4x?x4x2xf32>
    %collapsed_40 = tensor.collapse_shape %concat_39 [[0], [1], [2], [3, 4]] : tensor<1x4x?x4x2xf32> into tensor<1x4x?x8xf32>
    %dim_41 = tensor.dim %expanded_37, %c2 : tensor<1x4x?x4x1xf32>
    %77 = arith.cmpi eq, %dim_41, %dim : index
    cf.assert %77, "mismatched size for broadcast"
    %78 = tensor.empty(%dim_41) : tensor<1x4x?x8xf32>
    %79 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_40, %collapsed_30 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%78 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x8xf32>
    %80 = arith.cmpi eq, %52, %dim_41 : index
    cf.assert %80, "mismatched size for broadcast"
    %81 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %79 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%73 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x8xf32>
    %82 = arith.cmpi eq, %64, %dim : index
    cf.assert %82, "mismatched size for broadcast"
    %83 = tensor.empty(%64) : tensor<1x2x?x8xf32>
    %84 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %collapsed_27 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%83 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_42 = tensor.extract_slice %extracted_slice_33[0, 0, 0, 0] [1, 2, %64, 4] [1, 1, 1, 2] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %extracted_slice_43 = tensor.extract_slice %extracted_slice_33[0, 0, 0, 1] [1, 2, %64, 4] [1, 1, 1, 2] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %85 = tensor.empty(%64) : tensor<1x2x?x4xf32>
    %86 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43 : tensor<1x2x?x4xf32>) outs(%85 : tensor<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.negf %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x2x?x4xf32>
    %expanded_44 = tensor.expand_shape %86 [[0], [1], [2], [3, 4]] output_shape [1, 2, %64, 4, 1] : tensor<1x2x?x4xf32> into tensor<1x2x?x4x1xf32>
    %expanded_45 = tensor.expand_shape %extracted_slice_42 [[0], [1], [2], [3, 4]] output_shape [1, 2, %64, 4, 1] : tensor<1x2x?x4xf32> into tensor<1x2x?x4x1xf32>
    %concat_46 = tensor.concat dim(4) %expanded_44, %expanded_45 : (tensor<1x2x?x4x1xf32>, tensor<1x2x?x4x1xf32>) -> tensor<1x2x?x4x2xf32>
    %collapsed_47 = tensor.collapse_shape %concat_46 [[0], [1], [2], [3, 4]] : tensor<1x2x?x4x2xf32> into tensor<1x2x?x8xf32>
    %dim_48 = tensor.dim %expanded_44, %c2 : tensor<1x2x?x4x1xf32>
    %87 = arith.cmpi eq, %dim_48, %dim : index
    cf.assert %87, "mismatched size for broadcast"
    %88 = tensor.empty(%dim_48) : tensor<1x2x?x8xf32>
    %89 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_47, %collapsed_30 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%88 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.mulf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x2x?x8xf32>
    %90 = arith.cmpi eq, %64, %dim_48 : index
    cf.assert %90, "mismatched size for broadcast"
    %91 = linalg.generic {indexing_maps = [#map10, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %89 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) outs(%83 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x2x?x8xf32>
    %concat_49 = tensor.concat dim(3) %81, %extracted_slice_32 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %concat_50 = tensor.concat dim(3) %91, %extracted_slice_34 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %concat_51 = tensor.concat dim(2) %arg2, %concat_50 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %concat_52 = tensor.concat dim(2) %arg3, %transposed_23 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %dim_53 = tensor.dim %concat_50, %c2 : tensor<1x2x?x16xf32>
    %92 = affine.apply #map12()[%dim_7, %dim_53]
    %expanded_54 = tensor.expand_shape %concat_51 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %92, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %93 = arith.cmpi sge, %19, %c0_i64 : i64
    cf.assert %93, "unimplemented: dynamic negative broadcast sizes"
    %94 = tensor.empty(%22) : tensor<1x2x2x?x16xf32>
    %95 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%94 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 1 : index
      %171 = linalg.index 3 : index
      %172 = linalg.index 4 : index
      %173 = arith.cmpi eq, %92, %c1 : index
      %174 = arith.select %173, %c0, %171 : index
      %extracted = tensor.extract %expanded_54[%c0, %170, %c0, %174, %172] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_55 = tensor.collapse_shape %95 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_56 = tensor.dim %arg3, %c2 : tensor<1x2x?x16xf32>
    %dim_57 = tensor.dim %transposed_23, %c2 : tensor<1x2x?x16xf32>
    %96 = affine.apply #map12()[%dim_56, %dim_57]
    %expanded_58 = tensor.expand_shape %concat_52 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %96, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %93, "unimplemented: dynamic negative broadcast sizes"
    %97 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%94 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 1 : index
      %171 = linalg.index 3 : index
      %172 = linalg.index 4 : index
      %173 = arith.cmpi eq, %96, %c1 : index
      %174 = arith.select %173, %c0, %171 : index
      %extracted = tensor.extract %expanded_58[%c0, %170, %c0, %174, %172] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_59 = tensor.collapse_shape %97 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %98 = tensor.empty(%22) : tensor<1x4x16x?xf32>
    %transposed_60 = linalg.transpose ins(%collapsed_55 : tensor<1x4x?x16xf32>) outs(%98 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %39, "unimplemented: dynamic negative broadcast sizes"
    %99 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %100 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 1 : index
      %171 = linalg.index 2 : index
      %172 = linalg.index 3 : index
      %dim_78 = tensor.dim %81, %c2 : tensor<1x4x?x8xf32>
      %173 = arith.cmpi eq, %dim_78, %c1 : index
      %174 = arith.select %173, %c0, %171 : index
      %extracted = tensor.extract %concat_49[%c0, %170, %174, %172] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_61 = tensor.collapse_shape %100 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %93, "unimplemented: dynamic negative broadcast sizes"
    %101 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%98 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 1 : index
      %171 = linalg.index 2 : index
      %172 = linalg.index 3 : index
      %173 = arith.cmpi eq, %22, %c1 : index
      %174 = arith.select %173, %c0, %172 : index
      %extracted = tensor.extract %transposed_60[%c0, %170, %171, %174] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_62 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %102 = tensor.empty(%dim, %22) : tensor<4x?x?xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %104 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%103 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %105 = arith.muli %0, %c4_i64 : i64
    %106 = arith.select %43, %c4_i64, %105 : i64
    %107 = arith.muli %106, %19 : i64
    %108 = arith.cmpi slt, %19, %c0_i64 : i64
    %109 = arith.select %108, %106, %107 : i64
    %110 = arith.select %108, %46, %45 : i64
    %111 = arith.cmpi sle, %110, %c1_i64 : i64
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %105, %19 : i64
    %113 = arith.divsi %112, %109 : i64
    %114 = arith.select %43, %113, %0 : i64
    %115 = arith.select %108, %113, %19 : i64
    %from_elements_63 = tensor.from_elements %c1_i64, %c4_i64, %114, %115 : tensor<4xi64>
    %reshape_64 = tensor.reshape %104(%from_elements_63) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %116 = arith.index_cast %114 : i64 to index
    %117 = arith.index_cast %115 : i64 to index
    %118 = tensor.empty(%116, %117) : tensor<1x4x?x?xf32>
    %119 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_64 : tensor<1x4x?x?xf32>) outs(%118 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.mulf %in, %cst_6 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x?xf32>
    %120 = arith.cmpi eq, %116, %dim : index
    cf.assert %120, "mismatched size for broadcast"
    %121 = arith.cmpi eq, %117, %22 : index
    cf.assert %121, "mismatched size for broadcast"
    %122 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_12 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%118 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x?xf32>
    %123 = tensor.empty(%116) : tensor<1x4x?xi64>
    %124 = linalg.fill ins(%c0_i64 : i64) outs(%123 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %125 = tensor.empty(%116) : tensor<1x4x?xf32>
    %126 = linalg.fill ins(%cst_0 : f32) outs(%125 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %127:2 = linalg.generic {indexing_maps = [#map10, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<1x4x?x?xf32>) outs(%126, %124 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_78: i64):
      %170 = linalg.index 3 : index
      %171 = arith.index_cast %170 : index to i64
      %172 = arith.maximumf %in, %out : f32
      %173 = arith.cmpf ogt, %in, %out : f32
      %174 = arith.select %173, %171, %out_78 : i64
      linalg.yield %172, %174 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_65 = tensor.expand_shape %127#0 [[0], [1], [2, 3]] output_shape [1, 4, %116, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %128 = linalg.generic {indexing_maps = [#map10, #map14, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_65 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%118 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.subf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x?xf32>
    %129 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x4x?x?xf32>) outs(%118 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = math.exp %in : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x?xf32>
    %130 = tensor.empty(%116) : tensor<1x4x?x1xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %132 = linalg.generic {indexing_maps = [#map10, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<1x4x?x?xf32>) outs(%131 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %170 = arith.addf %in, %out : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x1xf32>
    %133 = linalg.generic {indexing_maps = [#map10, #map14, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %132 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%118 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.divf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %39, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %93, "unimplemented: dynamic negative broadcast sizes"
    %134 = tensor.empty(%dim, %22) : tensor<1x4x?x?xf32>
    %135 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%134 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 1 : index
      %171 = linalg.index 2 : index
      %172 = linalg.index 3 : index
      %173 = arith.cmpi eq, %116, %c1 : index
      %174 = arith.select %173, %c0, %171 : index
      %175 = arith.cmpi eq, %117, %c1 : index
      %176 = arith.select %175, %c0, %172 : index
      %extracted = tensor.extract %133[%c0, %170, %174, %176] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %from_elements_66 = tensor.from_elements %c4_i64, %114, %115 : tensor<3xi64>
    %reshape_67 = tensor.reshape %135(%from_elements_66) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %93, "unimplemented: dynamic negative broadcast sizes"
    %136 = tensor.empty(%22) : tensor<1x4x?x16xf32>
    %137 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%136 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %170 = linalg.index 1 : index
      %171 = linalg.index 2 : index
      %172 = linalg.index 3 : index
      %173 = arith.cmpi eq, %22, %c1 : index
      %174 = arith.select %173, %c0, %171 : index
      %extracted = tensor.extract %collapsed_59[%c0, %170, %174, %172] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_68 = tensor.collapse_shape %137 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %138 = arith.cmpi eq, %115, %19 : i64
    cf.assert %138, "mismatching contracting dimension"
    %139 = tensor.empty(%116) : tensor<4x?x16xf32>
    %140 = linalg.fill ins(%cst : f32) outs(%139 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %141 = linalg.batch_matmul ins(%reshape_67, %collapsed_68 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%140 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_69 = tensor.expand_shape %141 [[0, 1], [2], [3]] output_shape [1, 4, %116, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %142 = tensor.empty(%116) : tensor<1x?x4x16xf32>
    %transposed_70 = linalg.transpose ins(%expanded_69 : tensor<1x4x?x16xf32>) outs(%142 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %48, "must have at most one inferred (negative) dimension"
    %143 = arith.muli %114, %c64_i64 : i64
    %144 = arith.divsi %143, %44 : i64
    %145 = arith.select %43, %144, %0 : i64
    %from_elements_71 = tensor.from_elements %c1_i64, %145, %144 : tensor<3xi64>
    %reshape_72 = tensor.reshape %transposed_70(%from_elements_71) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_73 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%35 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %reshape_72 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %146 = arith.index_cast %145 : i64 to index
    %147 = tensor.empty(%146) : tensor<?x64xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %149 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%148 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_75 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [1, %146, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %150 = arith.cmpi eq, %dim, %146 : index
    cf.assert %150, "mismatched size for broadcast"
    %151 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_75 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_78: f32, %out: f32):
      %170 = arith.addf %in, %in_78 : f32
      linalg.yield %170 : f32
    } -> tensor<1x?x64xf32>
    %152 = arith.subi %c0_i64, %0 : i64
    %153 = arith.index_cast %92 : index to i64
    %154 = arith.addi %152, %153 : i64
    %155 = arith.cmpi sge, %152, %c0_i64 : i64
    %156 = arith.select %155, %152, %154 : i64
    %157 = arith.maxsi %156, %c0_i64 : i64
    %158 = arith.minsi %157, %153 : i64
    %159 = arith.index_cast %158 : i64 to index
    %160 = arith.subi %92, %159 : index
    %161 = arith.maxsi %160, %c0 : index
    %extracted_slice_76 = tensor.extract_slice %concat_51[0, 0, %159, 0] [1, 2, %161, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    %162 = arith.index_cast %96 : index to i64
    %163 = arith.addi %152, %162 : i64
    %164 = arith.select %155, %152, %163 : i64
    %165 = arith.maxsi %164, %c0_i64 : i64
    %166 = arith.minsi %165, %162 : i64
    %167 = arith.index_cast %166 : i64 to index
    %168 = arith.subi %96, %167 : index
    %169 = arith.maxsi %168, %c0 : index
    %extracted_slice_77 = tensor.extract_slice %concat_52[0, 0, %167, 0] [1, 2, %169, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    return %151, %extracted_slice_76, %extracted_slice_77 : tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
