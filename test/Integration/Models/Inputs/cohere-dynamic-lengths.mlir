// Exported by scripts/export-graphs.py (cohere-dynamic-lengths): HF Cohere decode steps and prefill chunks in one graph: symbolic new-token and cache lengths
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: CohereDecoderLayer's input_layernorm + CohereAttention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: CohereConfig(hidden 64, heads 4, kv heads 2, head_dim 16): interleaved pairs (the angles repeated before cos and sin)
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64 (past..), past keys, past values [1, 2, past, 16] (exported at new = 4, past = 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 64, past 1 to 4096
// dtype: torch.float32
// weights (arguments): a4 norm.weight [64], a5 attn.q_proj.weight [64, 64], a6 attn.k_proj.weight [32, 64], a7 attn.v_proj.weight [32, 64], a8 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<()[s0, s1] -> (s0 + s1)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @cohere_dynamic_lengths(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x?x16xf32>, %arg3: tensor<1x2x?x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) {
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c16_i64 = arith.constant 16 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_6 = arith.constant 2.500000e-01 : f32
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_7 = tensor.dim %arg2, %c2 : tensor<1x2x?x16xf32>
    %1 = arith.index_cast %dim_7 : index to i64
    %2 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.addf %in, %out : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x?x1xf32>) outs(%2 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.divf %in, %cst_5 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x1xf32>
    %6 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.subf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x64xf32>) outs(%6 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %162 : f32
    } -> tensor<1x?x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x?x64xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.addf %in, %out : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x?x1xf32>) outs(%2 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.divf %in, %cst_5 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x?x1xf32>) outs(%2 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.truncf %cst_4 : f64 to f32
      %163 = arith.addf %in, %162 : f32
      linalg.yield %163 : f32
    } -> tensor<1x?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x?x1xf32>) outs(%2 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = math.rsqrt %in : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %12 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%6 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x64xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %13 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%6 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x64xf32>
    %dim_8 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_8, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %15 = tensor.empty(%dim_8) : tensor<1x?x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%15 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %162 = arith.sitofp %in : i64 to f32
      linalg.yield %162 : f32
    } -> tensor<1x?x1xf32>
    %17 = tensor.empty(%dim_8) : tensor<1x?x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_3 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%17 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x8xf32>
    %expanded_9 = tensor.expand_shape %18 [[0], [1], [2, 3]] output_shape [1, %dim_8, 8, 1] : tensor<1x?x8xf32> into tensor<1x?x8x1xf32>
    %19 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %20 = tensor.empty(%dim) : tensor<1x?x8x2xf32>
    %21 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<1x?x8x2xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = arith.cmpi eq, %dim_8, %c1 : index
      %165 = arith.select %164, %c0, %162 : index
      %extracted = tensor.extract %expanded_9[%c0, %165, %163, %c0] : tensor<1x?x8x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x8x2xf32>
    %collapsed = tensor.collapse_shape %21 [[0], [1], [2, 3]] : tensor<1x?x8x2xf32> into tensor<1x?x16xf32>
    %22 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x?x16xf32>) outs(%22 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = math.cos %in : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x?x16xf32>) outs(%22 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = math.sin %in : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x16xf32>
    %25 = arith.addi %1, %0 : i64
    %26 = tensor.empty(%dim) : tensor<?xi64>
    %27 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%26 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %162 = linalg.index 0 : index
      %163 = arith.index_cast %162 : index to i64
      %164 = arith.addi %1, %163 : i64
      linalg.yield %164 : i64
    } -> tensor<?xi64>
    %28 = arith.index_cast %25 : i64 to index
    %29 = tensor.empty(%28) : tensor<?xi64>
    %30 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%29 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %162 = linalg.index 0 : index
      %163 = arith.index_cast %162 : index to i64
      linalg.yield %163 : i64
    } -> tensor<?xi64>
    %expanded_10 = tensor.expand_shape %30 [[0, 1]] output_shape [1, %28] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_11 = tensor.expand_shape %27 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %31 = tensor.empty(%dim, %28) : tensor<?x?xi1>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%31 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_66: i64, %out: i1):
      %162 = arith.cmpi sgt, %in, %in_66 : i64
      linalg.yield %162 : i1
    } -> tensor<?x?xi1>
    %33 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %33, "negative values not allowed in new dimensions"
    %34 = arith.cmpi sge, %25, %c0_i64 : i64
    cf.assert %34, "negative values not allowed in new dimensions"
    %35 = arith.index_cast %25 : i64 to index
    %36 = tensor.empty(%dim, %35) : tensor<?x?xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%36 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    cf.assert %true, "mismatched size for broadcast"
    %38 = arith.cmpi eq, %28, %35 : index
    cf.assert %38, "mismatched size for broadcast"
    %39 = tensor.empty(%dim, %28) : tensor<?x?xf32>
    %40 = linalg.generic {indexing_maps = [#map7, #map8, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_1, %37 : tensor<?x?xi1>, tensor<f32>, tensor<?x?xf32>) outs(%39 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_66: f32, %in_67: f32, %out: f32):
      %162 = arith.select %in, %in_66, %in_67 : f32
      linalg.yield %162 : f32
    } -> tensor<?x?xf32>
    %expanded_12 = tensor.expand_shape %40 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %28] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %41 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_13 = tensor.collapse_shape %14 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %42 = tensor.empty(%dim) : tensor<?x64xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %44 = linalg.matmul ins(%collapsed_13, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%43 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_14 = tensor.expand_shape %44 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %45 = arith.cmpi slt, %0, %c0_i64 : i64
    %46 = arith.select %45, %c1_i64, %0 : i64
    %47 = arith.extui %45 : i1 to i64
    %48 = arith.addi %47, %c1_i64 : i64
    %49 = arith.muli %46, %c16_i64 : i64
    %50 = arith.cmpi sle, %48, %c1_i64 : i64
    cf.assert %50, "must have at most one inferred (negative) dimension"
    %51 = arith.muli %0, %c64_i64 : i64
    %52 = arith.divsi %51, %49 : i64
    %53 = arith.select %45, %52, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %53, %52, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_14(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %54 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%54 : tensor<64x32xf32>) permutation = [1, 0] 
    %55 = tensor.empty(%dim) : tensor<?x32xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %57 = linalg.matmul ins(%collapsed_13, %transposed_15 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %50, "must have at most one inferred (negative) dimension"
    %58 = arith.muli %0, %c32_i64 : i64
    %59 = arith.divsi %58, %49 : i64
    %60 = arith.select %45, %59, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %60, %59, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_19 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%54 : tensor<64x32xf32>) permutation = [1, 0] 
    %61 = linalg.matmul ins(%collapsed_13, %transposed_19 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%56 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_20 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %50, "must have at most one inferred (negative) dimension"
    %reshape_21 = tensor.reshape %expanded_20(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %62 = arith.index_cast %53 : i64 to index
    %63 = tensor.empty(%62) : tensor<1x4x?x16xf32>
    %transposed_22 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%63 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %64 = arith.index_cast %60 : i64 to index
    %65 = tensor.empty(%64) : tensor<1x2x?x16xf32>
    %transposed_23 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%65 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%reshape_21 : tensor<1x?x2x16xf32>) outs(%65 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, %dim, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %expanded_26 = tensor.expand_shape %24 [[0], [1, 2], [3]] output_shape [1, 1, %dim, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %66 = arith.cmpi eq, %62, %dim : index
    cf.assert %66, "mismatched size for broadcast"
    %67 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_25 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%63 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_22[0, 0, 0, 0] [1, 4, %62, 8] [1, 1, 1, 2] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_22[0, 0, 0, 1] [1, 4, %62, 8] [1, 1, 1, 2] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %68 = tensor.empty(%62) : tensor<1x4x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x4x?x8xf32>) outs(%68 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.negf %in : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x8xf32>
    %expanded_28 = tensor.expand_shape %69 [[0], [1], [2], [3, 4]] output_shape [1, 4, %62, 8, 1] : tensor<1x4x?x8xf32> into tensor<1x4x?x8x1xf32>
    %expanded_29 = tensor.expand_shape %extracted_slice [[0], [1], [2], [3, 4]] output_shape [1, 4, %62, 8, 1] : tensor<1x4x?x8xf32> into tensor<1x4x?x8x1xf32>
    %concat = tensor.concat dim(4) %expanded_28, %expanded_29 : (tensor<1x4x?x8x1xf32>, tensor<1x4x?x8x1xf32>) -> tensor<1x4x?x8x2xf32>
    %collapsed_30 = tensor.collapse_shape %concat [[0], [1], [2], [3, 4]] : tensor<1x4x?x8x2xf32> into tensor<1x4x?x16xf32>
    %dim_31 = tensor.dim %expanded_28, %c2 : tensor<1x4x?x8x1xf32>
    %70 = arith.cmpi eq, %dim_31, %dim : index
    cf.assert %70, "mismatched size for broadcast"
    %71 = tensor.empty(%dim_31) : tensor<1x4x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_30, %expanded_26 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%71 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x16xf32>
    %73 = arith.cmpi eq, %62, %dim_31 : index
    cf.assert %73, "mismatched size for broadcast"
    %74 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %72 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%63 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.addf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x16xf32>
    %75 = arith.cmpi eq, %64, %dim : index
    cf.assert %75, "mismatched size for broadcast"
    %76 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23, %expanded_25 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%65 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_23[0, 0, 0, 0] [1, 2, %64, 8] [1, 1, 1, 2] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_33 = tensor.extract_slice %transposed_23[0, 0, 0, 1] [1, 2, %64, 8] [1, 1, 1, 2] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %77 = tensor.empty(%64) : tensor<1x2x?x8xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_33 : tensor<1x2x?x8xf32>) outs(%77 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.negf %in : f32
      linalg.yield %162 : f32
    } -> tensor<1x2x?x8xf32>
    %expanded_34 = tensor.expand_shape %78 [[0], [1], [2], [3, 4]] output_shape [1, 2, %64, 8, 1] : tensor<1x2x?x8xf32> into tensor<1x2x?x8x1xf32>
    %expanded_35 = tensor.expand_shape %extracted_slice_32 [[0], [1], [2], [3, 4]] output_shape [1, 2, %64, 8, 1] : tensor<1x2x?x8xf32> into tensor<1x2x?x8x1xf32>
    %concat_36 = tensor.concat dim(4) %expanded_34, %expanded_35 : (tensor<1x2x?x8x1xf32>, tensor<1x2x?x8x1xf32>) -> tensor<1x2x?x8x2xf32>
    %collapsed_37 = tensor.collapse_shape %concat_36 [[0], [1], [2], [3, 4]] : tensor<1x2x?x8x2xf32> into tensor<1x2x?x16xf32>
    %dim_38 = tensor.dim %expanded_34, %c2 : tensor<1x2x?x8x1xf32>
    %79 = arith.cmpi eq, %dim_38, %dim : index
    cf.assert %79, "mismatched size for broadcast"
    %80 = tensor.empty(%dim_38) : tensor<1x2x?x16xf32>
    %81 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_37, %expanded_26 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%80 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.mulf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2x?x16xf32>
    %82 = arith.cmpi eq, %64, %dim_38 : index
    cf.assert %82, "mismatched size for broadcast"
    %83 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %81 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%65 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.addf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x2x?x16xf32>
    %concat_39 = tensor.concat dim(2) %arg2, %83 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %concat_40 = tensor.concat dim(2) %arg3, %transposed_24 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %dim_41 = tensor.dim %83, %c2 : tensor<1x2x?x16xf32>
    %84 = affine.apply #map10()[%dim_7, %dim_41]
    %expanded_42 = tensor.expand_shape %concat_39 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %84, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %85 = arith.cmpi sge, %25, %c0_i64 : i64
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    %86 = tensor.empty(%28) : tensor<1x2x2x?x16xf32>
    %87 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%86 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 3 : index
      %164 = linalg.index 4 : index
      %165 = arith.cmpi eq, %84, %c1 : index
      %166 = arith.select %165, %c0, %163 : index
      %extracted = tensor.extract %expanded_42[%c0, %162, %c0, %166, %164] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_43 = tensor.collapse_shape %87 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_44 = tensor.dim %arg3, %c2 : tensor<1x2x?x16xf32>
    %dim_45 = tensor.dim %transposed_24, %c2 : tensor<1x2x?x16xf32>
    %88 = affine.apply #map10()[%dim_44, %dim_45]
    %expanded_46 = tensor.expand_shape %concat_40 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %88, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    %89 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%86 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 3 : index
      %164 = linalg.index 4 : index
      %165 = arith.cmpi eq, %88, %c1 : index
      %166 = arith.select %165, %c0, %163 : index
      %extracted = tensor.extract %expanded_46[%c0, %162, %c0, %166, %164] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_47 = tensor.collapse_shape %89 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %90 = tensor.empty(%28) : tensor<1x4x16x?xf32>
    %transposed_48 = linalg.transpose ins(%collapsed_43 : tensor<1x4x?x16xf32>) outs(%90 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %91 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %92 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%91 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %62, %c1 : index
      %166 = arith.select %165, %c0, %163 : index
      %extracted = tensor.extract %74[%c0, %162, %166, %164] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_49 = tensor.collapse_shape %92 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    %93 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%90 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %28, %c1 : index
      %166 = arith.select %165, %c0, %164 : index
      %extracted = tensor.extract %transposed_48[%c0, %162, %163, %166] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_50 = tensor.collapse_shape %93 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %94 = tensor.empty(%dim, %28) : tensor<4x?x?xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %96 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%95 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %97 = arith.muli %0, %c4_i64 : i64
    %98 = arith.select %45, %c4_i64, %97 : i64
    %99 = arith.muli %98, %25 : i64
    %100 = arith.cmpi slt, %25, %c0_i64 : i64
    %101 = arith.select %100, %98, %99 : i64
    %102 = arith.select %100, %48, %47 : i64
    %103 = arith.cmpi sle, %102, %c1_i64 : i64
    cf.assert %103, "must have at most one inferred (negative) dimension"
    %104 = arith.muli %97, %25 : i64
    %105 = arith.divsi %104, %101 : i64
    %106 = arith.select %45, %105, %0 : i64
    %107 = arith.select %100, %105, %25 : i64
    %from_elements_51 = tensor.from_elements %c1_i64, %c4_i64, %106, %107 : tensor<4xi64>
    %reshape_52 = tensor.reshape %96(%from_elements_51) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %108 = arith.index_cast %106 : i64 to index
    %109 = arith.index_cast %107 : i64 to index
    %110 = tensor.empty(%108, %109) : tensor<1x4x?x?xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_52 : tensor<1x4x?x?xf32>) outs(%110 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.mulf %in, %cst_6 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x?xf32>
    %112 = arith.cmpi eq, %108, %dim : index
    cf.assert %112, "mismatched size for broadcast"
    %113 = arith.cmpi eq, %109, %28 : index
    cf.assert %113, "mismatched size for broadcast"
    %114 = linalg.generic {indexing_maps = [#map3, #map9, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_12 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%110 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.addf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x?xf32>
    %115 = tensor.empty(%108) : tensor<1x4x?xi64>
    %116 = linalg.fill ins(%c0_i64 : i64) outs(%115 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %117 = tensor.empty(%108) : tensor<1x4x?xf32>
    %118 = linalg.fill ins(%cst_0 : f32) outs(%117 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %119:2 = linalg.generic {indexing_maps = [#map3, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<1x4x?x?xf32>) outs(%118, %116 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_66: i64):
      %162 = linalg.index 3 : index
      %163 = arith.index_cast %162 : index to i64
      %164 = arith.maximumf %in, %out : f32
      %165 = arith.cmpf ogt, %in, %out : f32
      %166 = arith.select %165, %163, %out_66 : i64
      linalg.yield %164, %166 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_53 = tensor.expand_shape %119#0 [[0], [1], [2, 3]] output_shape [1, 4, %108, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_53 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%110 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.subf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x?xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x4x?x?xf32>) outs(%110 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = math.exp %in : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x?xf32>
    %122 = tensor.empty(%108) : tensor<1x4x?x1xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x4x?x?xf32>) outs(%123 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %162 = arith.addf %in, %out : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x1xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %124 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%110 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.divf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    %126 = tensor.empty(%dim, %28) : tensor<1x4x?x?xf32>
    %127 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%126 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %108, %c1 : index
      %166 = arith.select %165, %c0, %163 : index
      %167 = arith.cmpi eq, %109, %c1 : index
      %168 = arith.select %167, %c0, %164 : index
      %extracted = tensor.extract %125[%c0, %162, %166, %168] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %103, "must have at most one inferred (negative) dimension"
    %from_elements_54 = tensor.from_elements %c4_i64, %106, %107 : tensor<3xi64>
    %reshape_55 = tensor.reshape %127(%from_elements_54) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %85, "unimplemented: dynamic negative broadcast sizes"
    %128 = tensor.empty(%28) : tensor<1x4x?x16xf32>
    %129 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%128 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %162 = linalg.index 1 : index
      %163 = linalg.index 2 : index
      %164 = linalg.index 3 : index
      %165 = arith.cmpi eq, %28, %c1 : index
      %166 = arith.select %165, %c0, %163 : index
      %extracted = tensor.extract %collapsed_47[%c0, %162, %166, %164] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_56 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %130 = arith.cmpi eq, %107, %25 : i64
    cf.assert %130, "mismatching contracting dimension"
    %131 = tensor.empty(%108) : tensor<4x?x16xf32>
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %133 = linalg.batch_matmul ins(%reshape_55, %collapsed_56 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%132 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_57 = tensor.expand_shape %133 [[0, 1], [2], [3]] output_shape [1, 4, %108, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %134 = tensor.empty(%108) : tensor<1x?x4x16xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x4x?x16xf32>) outs(%134 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %50, "must have at most one inferred (negative) dimension"
    %135 = arith.muli %106, %c64_i64 : i64
    %136 = arith.divsi %135, %46 : i64
    %137 = arith.select %45, %136, %0 : i64
    %from_elements_59 = tensor.from_elements %c1_i64, %137, %136 : tensor<3xi64>
    %reshape_60 = tensor.reshape %transposed_58(%from_elements_59) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_61 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %reshape_60 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %138 = arith.index_cast %137 : i64 to index
    %139 = tensor.empty(%138) : tensor<?x64xf32>
    %140 = linalg.fill ins(%cst : f32) outs(%139 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %141 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%140 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_63 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [1, %138, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %142 = arith.cmpi eq, %dim, %138 : index
    cf.assert %142, "mismatched size for broadcast"
    %143 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_63 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%6 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_66: f32, %out: f32):
      %162 = arith.addf %in, %in_66 : f32
      linalg.yield %162 : f32
    } -> tensor<1x?x64xf32>
    %144 = arith.subi %c0_i64, %0 : i64
    %145 = arith.index_cast %84 : index to i64
    %146 = arith.addi %144, %145 : i64
    %147 = arith.cmpi sge, %144, %c0_i64 : i64
    %148 = arith.select %147, %144, %146 : i64
    %149 = arith.maxsi %148, %c0_i64 : i64
    %150 = arith.minsi %149, %145 : i64
    %151 = arith.index_cast %150 : i64 to index
    %152 = arith.subi %84, %151 : index
    %153 = arith.maxsi %152, %c0 : index
    %extracted_slice_64 = tensor.extract_slice %concat_39[0, 0, %151, 0] [1, 2, %153, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    %154 = arith.index_cast %88 : index to i64
    %155 = arith.addi %144, %154 : i64
    %156 = arith.select %147, %144, %155 : i64
    %157 = arith.maxsi %156, %c0_i64 : i64
    %158 = arith.minsi %157, %154 : i64
    %159 = arith.index_cast %158 : i64 to index
    %160 = arith.subi %88, %159 : index
    %161 = arith.maxsi %160, %c0 : index
    %extracted_slice_65 = tensor.extract_slice %concat_40[0, 0, %159, 0] [1, 2, %161, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    return %143, %extracted_slice_64, %extracted_slice_65 : tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
