// Exported by scripts/export-graphs.py (llama-static-cache-dynamic-new): HF Llama decode steps and prefill chunks in one graph over a static cache: a symbolic count of new tokens
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual over a static cache of 128 slots (index_copy at the new tokens' cache positions = position_ids[0], read at run time; keys after each token's position masked), a symbolic count of new tokens: one graph for decode steps and prefill chunks
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64, past keys, past values [1, 2, 128, 16] (exported at new = 4 at 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 28
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
#map12 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map13 = affine_map<()[s0] -> (s0 * 32)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d2)>
module {
  func.func @llama_static_cache_dynamic_new(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x128x16xf32>, %arg3: tensor<1x2x128x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) {
    %c16_i64 = arith.constant 16 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_6 = arith.constant 2.500000e-01 : f32
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %138 : f32
    } -> tensor<1x?x64xf32>
    %3 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<1x?x64xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %out : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x?x1xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.divf %in, %cst_5 : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.truncf %cst_4 : f64 to f32
      %139 = arith.addf %in, %138 : f32
      linalg.yield %139 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.rsqrt %in : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %8 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %9 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x64xf32>
    %dim_7 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_7, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %11 = tensor.empty(%dim_7) : tensor<1x?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %138 = arith.sitofp %in : i64 to f32
      linalg.yield %138 : f32
    } -> tensor<1x?x1xf32>
    %13 = tensor.empty(%dim_7) : tensor<1x?x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %cst_3 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%13 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x8xf32>
    %concat = tensor.concat dim(2) %14, %14 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_8 = tensor.dim %14, %c1 : tensor<1x?x8xf32>
    %15 = tensor.empty(%dim_8) : tensor<1x?x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%15 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.cos %in : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%15 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.sin %in : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x16xf32>
    %extracted_slice = tensor.extract_slice %arg1[0, 0] [1, %dim_7] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1]] : tensor<1x?xi64> into tensor<?xi64>
    %18 = tensor.empty() : tensor<128xi64>
    %19 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%18 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %138 = linalg.index 0 : index
      %139 = arith.index_cast %138 : index to i64
      linalg.yield %139 : i64
    } -> tensor<128xi64>
    %expanded_9 = tensor.expand_shape %19 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
    %expanded_10 = tensor.expand_shape %collapsed [[0, 1]] output_shape [%dim_7, 1] : tensor<?xi64> into tensor<?x1xi64>
    %20 = tensor.empty(%dim_7) : tensor<?x128xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x128xi64>, tensor<?x1xi64>) outs(%20 : tensor<?x128xi1>) {
    ^bb0(%in: i64, %in_62: i64, %out: i1):
      %138 = arith.cmpi sgt, %in, %in_62 : i64
      linalg.yield %138 : i1
    } -> tensor<?x128xi1>
    %22 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %22, "negative values not allowed in new dimensions"
    %23 = tensor.empty(%dim) : tensor<?x128xf32>
    %24 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%23 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x128xf32>
    %25 = arith.cmpi eq, %dim_7, %dim : index
    cf.assert %25, "mismatched size for broadcast"
    %26 = tensor.empty(%dim_7) : tensor<?x128xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1, %24 : tensor<?x128xi1>, tensor<f32>, tensor<?x128xf32>) outs(%26 : tensor<?x128xf32>) {
    ^bb0(%in: i1, %in_62: f32, %in_63: f32, %out: f32):
      %138 = arith.select %in, %in_62, %in_63 : f32
      linalg.yield %138 : f32
    } -> tensor<?x128xf32>
    %expanded_11 = tensor.expand_shape %27 [[0, 1, 2], [3]] output_shape [1, 1, %dim_7, 128] : tensor<?x128xf32> into tensor<1x1x?x128xf32>
    %28 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%28 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_12 = tensor.collapse_shape %10 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %29 = tensor.empty(%dim) : tensor<?x64xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %31 = linalg.matmul ins(%collapsed_12, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_13 = tensor.expand_shape %31 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %32 = arith.cmpi slt, %0, %c0_i64 : i64
    %33 = arith.select %32, %c1_i64, %0 : i64
    %34 = arith.extui %32 : i1 to i64
    %35 = arith.addi %34, %c1_i64 : i64
    %36 = arith.muli %33, %c16_i64 : i64
    %37 = arith.cmpi sle, %35, %c1_i64 : i64
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %38 = arith.muli %0, %c64_i64 : i64
    %39 = arith.divsi %38, %36 : i64
    %40 = arith.select %32, %39, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %40, %39, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_13(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %41 = arith.index_cast %40 : i64 to index
    %42 = tensor.empty(%41) : tensor<1x4x?x16xf32>
    %transposed_14 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%43 : tensor<64x32xf32>) permutation = [1, 0] 
    %44 = tensor.empty(%dim) : tensor<?x32xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %46 = linalg.matmul ins(%collapsed_12, %transposed_15 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%45 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_16 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %47 = arith.muli %0, %c32_i64 : i64
    %48 = arith.divsi %47, %36 : i64
    %49 = arith.select %32, %48, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %49, %48, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %50 = arith.index_cast %49 : i64 to index
    %51 = tensor.empty(%50) : tensor<1x2x?x16xf32>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%51 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%43 : tensor<64x32xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed_12, %transposed_20 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%45 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_21 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %reshape_22 = tensor.reshape %expanded_21(%from_elements_17) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x2x16xf32>) outs(%51 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, %dim_8, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %expanded_25 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, %dim_8, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %53 = arith.cmpi eq, %41, %dim_8 : index
    cf.assert %53, "mismatched size for broadcast"
    %54 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_24 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 4, %41, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, %41, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %55 = tensor.empty(%41) : tensor<1x4x?x8xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x4x?x8xf32>) outs(%55 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.negf %in : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x8xf32>
    %concat_28 = tensor.concat dim(3) %56, %extracted_slice_26 : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_29 = tensor.dim %56, %c2 : tensor<1x4x?x8xf32>
    %57 = arith.cmpi eq, %dim_29, %dim_8 : index
    cf.assert %57, "mismatched size for broadcast"
    %58 = tensor.empty(%dim_29) : tensor<1x4x?x16xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_25 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%58 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x16xf32>
    %60 = arith.cmpi eq, %41, %dim_29 : index
    cf.assert %60, "mismatched size for broadcast"
    %61 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %59 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.addf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x16xf32>
    %62 = arith.cmpi eq, %50, %dim_8 : index
    cf.assert %62, "mismatched size for broadcast"
    %63 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_24 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%51 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_30 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 2, %50, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [1, 2, %50, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %64 = tensor.empty(%50) : tensor<1x2x?x8xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<1x2x?x8xf32>) outs(%64 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.negf %in : f32
      linalg.yield %138 : f32
    } -> tensor<1x2x?x8xf32>
    %concat_32 = tensor.concat dim(3) %65, %extracted_slice_30 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_33 = tensor.dim %65, %c2 : tensor<1x2x?x8xf32>
    %66 = arith.cmpi eq, %dim_33, %dim_8 : index
    cf.assert %66, "mismatched size for broadcast"
    %67 = tensor.empty(%dim_33) : tensor<1x2x?x16xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_25 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%67 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.mulf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x2x?x16xf32>
    %69 = arith.cmpi eq, %50, %dim_33 : index
    cf.assert %69, "mismatched size for broadcast"
    %70 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %68 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%51 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.addf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x2x?x16xf32>
    %71 = tensor.empty() : tensor<16xi64>
    %72 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%71 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %138 = linalg.index 0 : index
      %139 = arith.index_cast %138 : index to i64
      linalg.yield %139 : i64
    } -> tensor<16xi64>
    %73 = tensor.empty() : tensor<2xi64>
    %74 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%73 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %138 = linalg.index 0 : index
      %139 = arith.index_cast %138 : index to i64
      linalg.yield %139 : i64
    } -> tensor<2xi64>
    %75 = tensor.empty() : tensor<1xi64>
    %76 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%75 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %77 = arith.index_cast %dim_7 : index to i64
    %78 = arith.maxsi %77, %c1_i64 : i64
    %79 = arith.index_cast %78 : i64 to index
    %80 = arith.cmpi sge, %78, %c0_i64 : i64
    cf.assert %80, "unimplemented: dynamic negative broadcast sizes"
    %81 = tensor.empty(%79) : tensor<1x2x?x16xf32>
    %82 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %138 = linalg.index 1 : index
      %139 = linalg.index 2 : index
      %140 = linalg.index 3 : index
      %141 = arith.cmpi eq, %50, %c1 : index
      %142 = arith.select %141, %c0, %139 : index
      %extracted = tensor.extract %70[%c0, %138, %142, %140] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %83 = arith.cmpi slt, %78, %c0_i64 : i64
    %84 = arith.select %83, %c1, %79 : index
    %85 = tensor.empty(%84) : tensor<1x2x?x16xi64>
    %86 = linalg.generic {indexing_maps = [#map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1xi64>) outs(%85 : tensor<1x2x?x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x?x16xi64>
    %collapsed_34 = tensor.collapse_shape %86 [[0, 1, 2, 3]] : tensor<1x2x?x16xi64> into tensor<?xi64>
    %87 = linalg.generic {indexing_maps = [#map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<2xi64>) outs(%85 : tensor<1x2x?x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x?x16xi64>
    %collapsed_35 = tensor.collapse_shape %87 [[0, 1, 2, 3]] : tensor<1x2x?x16xi64> into tensor<?xi64>
    cf.assert %80, "unimplemented: dynamic negative broadcast sizes"
    %88 = tensor.empty(%79) : tensor<1x2x?x16xi64>
    %89 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x2x?x16xi64>) {
    ^bb0(%out: i64):
      %138 = linalg.index 2 : index
      %139 = arith.cmpi eq, %dim_7, %c1 : index
      %140 = arith.select %139, %c0, %138 : index
      %extracted = tensor.extract %expanded_10[%140, %c0] : tensor<?x1xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x2x?x16xi64>
    %collapsed_36 = tensor.collapse_shape %89 [[0, 1, 2, 3]] : tensor<1x2x?x16xi64> into tensor<?xi64>
    cf.assert %80, "negative values not allowed in new dimensions"
    %90 = linalg.generic {indexing_maps = [#map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<16xi64>) outs(%88 : tensor<1x2x?x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1x2x?x16xi64>
    %collapsed_37 = tensor.collapse_shape %90 [[0, 1, 2, 3]] : tensor<1x2x?x16xi64> into tensor<?xi64>
    %91 = affine.apply #map13()[%84]
    %expanded_38 = tensor.expand_shape %collapsed_34 [[0, 1]] output_shape [%91, 1] : tensor<?xi64> into tensor<?x1xi64>
    %expanded_39 = tensor.expand_shape %collapsed_35 [[0, 1]] output_shape [%91, 1] : tensor<?xi64> into tensor<?x1xi64>
    %92 = affine.apply #map13()[%79]
    %expanded_40 = tensor.expand_shape %collapsed_36 [[0, 1]] output_shape [%92, 1] : tensor<?xi64> into tensor<?x1xi64>
    %expanded_41 = tensor.expand_shape %collapsed_37 [[0, 1]] output_shape [%92, 1] : tensor<?xi64> into tensor<?x1xi64>
    %concat_42 = tensor.concat dim(1) %expanded_38, %expanded_39, %expanded_40, %expanded_41 : (tensor<?x1xi64>, tensor<?x1xi64>, tensor<?x1xi64>, tensor<?x1xi64>) -> tensor<?x4xi64>
    %collapsed_43 = tensor.collapse_shape %82 [[0, 1, 2, 3]] : tensor<1x2x?x16xf32> into tensor<?xf32>
    %expanded_44 = tensor.expand_shape %collapsed_43 [[0, 1, 2, 3, 4]] output_shape [%92, 1, 1, 1, 1] : tensor<?xf32> into tensor<?x1x1x1x1xf32>
    %93 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_44, %concat_42 : tensor<?x1x1x1x1xf32>, tensor<?x4xi64>) outs(%arg2 : tensor<1x2x128x16xf32>) {
    ^bb0(%arg9: f32, %arg10: f32):
      tm_tensor.yield %arg9 : f32
    } -> tensor<1x2x128x16xf32>
    cf.assert %80, "unimplemented: dynamic negative broadcast sizes"
    %94 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %138 = linalg.index 1 : index
      %139 = linalg.index 2 : index
      %140 = linalg.index 3 : index
      %141 = arith.cmpi eq, %50, %c1 : index
      %142 = arith.select %141, %c0, %139 : index
      %extracted = tensor.extract %transposed_23[%c0, %138, %142, %140] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    cf.assert %80, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %80, "negative values not allowed in new dimensions"
    %collapsed_45 = tensor.collapse_shape %94 [[0, 1, 2, 3]] : tensor<1x2x?x16xf32> into tensor<?xf32>
    %expanded_46 = tensor.expand_shape %collapsed_45 [[0, 1, 2, 3, 4]] output_shape [%92, 1, 1, 1, 1] : tensor<?xf32> into tensor<?x1x1x1x1xf32>
    %95 = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2, 3>} unique_indices(true) ins(%expanded_46, %concat_42 : tensor<?x1x1x1x1xf32>, tensor<?x4xi64>) outs(%arg3 : tensor<1x2x128x16xf32>) {
    ^bb0(%arg9: f32, %arg10: f32):
      tm_tensor.yield %arg9 : f32
    } -> tensor<1x2x128x16xf32>
    %96 = tensor.empty() : tensor<1x2x2x128x16xf32>
    %97 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x2x128x16xf32>) outs(%96 : tensor<1x2x2x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x128x16xf32>
    %collapsed_47 = tensor.collapse_shape %97 [[0], [1, 2], [3], [4]] : tensor<1x2x2x128x16xf32> into tensor<1x4x128x16xf32>
    %98 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x2x128x16xf32>) outs(%96 : tensor<1x2x2x128x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x128x16xf32>
    %99 = tensor.empty() : tensor<1x4x16x128xf32>
    %transposed_48 = linalg.transpose ins(%collapsed_47 : tensor<1x4x128x16xf32>) outs(%99 : tensor<1x4x16x128xf32>) permutation = [0, 1, 3, 2] 
    %100 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %100, "unimplemented: dynamic negative broadcast sizes"
    %101 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %102 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%101 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %138 = linalg.index 1 : index
      %139 = linalg.index 2 : index
      %140 = linalg.index 3 : index
      %141 = arith.cmpi eq, %41, %c1 : index
      %142 = arith.select %141, %c0, %139 : index
      %extracted = tensor.extract %61[%c0, %138, %142, %140] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_49 = tensor.collapse_shape %102 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %collapsed_50 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x4x16x128xf32> into tensor<4x16x128xf32>
    %103 = tensor.empty(%dim) : tensor<4x?x128xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<4x?x128xf32>) -> tensor<4x?x128xf32>
    %105 = linalg.batch_matmul ins(%collapsed_49, %collapsed_50 : tensor<4x?x16xf32>, tensor<4x16x128xf32>) outs(%104 : tensor<4x?x128xf32>) -> tensor<4x?x128xf32>
    %expanded_51 = tensor.expand_shape %105 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 128] : tensor<4x?x128xf32> into tensor<1x4x?x128xf32>
    %106 = tensor.empty(%dim) : tensor<1x4x?x128xf32>
    %107 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_51 : tensor<1x4x?x128xf32>) outs(%106 : tensor<1x4x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.mulf %in, %cst_6 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x128xf32>
    %108 = arith.cmpi eq, %dim, %dim_7 : index
    cf.assert %108, "mismatched size for broadcast"
    %109 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_11 : tensor<1x4x?x128xf32>, tensor<1x1x?x128xf32>) outs(%106 : tensor<1x4x?x128xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.addf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x128xf32>
    %110 = tensor.empty(%dim) : tensor<1x4x?xi64>
    %111 = linalg.fill ins(%c0_i64 : i64) outs(%110 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %112 = tensor.empty(%dim) : tensor<1x4x?xf32>
    %113 = linalg.fill ins(%cst_0 : f32) outs(%112 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %114:2 = linalg.generic {indexing_maps = [#map8, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<1x4x?x128xf32>) outs(%113, %111 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_62: i64):
      %138 = linalg.index 3 : index
      %139 = arith.index_cast %138 : index to i64
      %140 = arith.maximumf %in, %out : f32
      %141 = arith.cmpf ogt, %in, %out : f32
      %142 = arith.select %141, %139, %out_62 : i64
      linalg.yield %140, %142 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_52 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [1, 4, %dim, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_52 : tensor<1x4x?x128xf32>, tensor<1x4x?x1xf32>) outs(%106 : tensor<1x4x?x128xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.subf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x128xf32>
    %116 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x4x?x128xf32>) outs(%106 : tensor<1x4x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = math.exp %in : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x128xf32>
    %117 = tensor.empty(%dim) : tensor<1x4x?x1xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<1x4x?x128xf32>) outs(%118 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %138 = arith.addf %in, %out : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x1xf32>
    %120 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %119 : tensor<1x4x?x128xf32>, tensor<1x4x?x1xf32>) outs(%106 : tensor<1x4x?x128xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.divf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x4x?x128xf32>
    cf.assert %100, "unimplemented: dynamic negative broadcast sizes"
    %121 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%106 : tensor<1x4x?x128xf32>) {
    ^bb0(%out: f32):
      %138 = linalg.index 1 : index
      %139 = linalg.index 2 : index
      %140 = linalg.index 3 : index
      %141 = arith.cmpi eq, %dim, %c1 : index
      %142 = arith.select %141, %c0, %139 : index
      %extracted = tensor.extract %120[%c0, %138, %142, %140] : tensor<1x4x?x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x128xf32>
    %collapsed_53 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<1x4x?x128xf32> into tensor<4x?x128xf32>
    %collapsed_54 = tensor.collapse_shape %98 [[0, 1, 2], [3], [4]] : tensor<1x2x2x128x16xf32> into tensor<4x128x16xf32>
    %122 = tensor.empty(%dim) : tensor<4x?x16xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %124 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<4x?x128xf32>, tensor<4x128x16xf32>) outs(%123 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_55 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [1, 4, %dim, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %125 = tensor.empty(%dim) : tensor<1x?x4x16xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x4x?x16xf32>) outs(%125 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %126 = arith.muli %0, %c64_i64 : i64
    %127 = arith.divsi %126, %33 : i64
    %128 = arith.select %32, %127, %0 : i64
    %from_elements_57 = tensor.from_elements %c1_i64, %128, %127 : tensor<3xi64>
    %reshape_58 = tensor.reshape %transposed_56(%from_elements_57) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_59 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%28 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_60 = tensor.collapse_shape %reshape_58 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %129 = arith.index_cast %128 : i64 to index
    %130 = tensor.empty(%129) : tensor<?x64xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %132 = linalg.matmul ins(%collapsed_60, %transposed_59 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%131 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_61 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [1, %129, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %133 = arith.cmpi eq, %dim, %129 : index
    cf.assert %133, "mismatched size for broadcast"
    %134 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_61 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_62: f32, %out: f32):
      %138 = arith.addf %in, %in_62 : f32
      linalg.yield %138 : f32
    } -> tensor<1x?x64xf32>
    %135 = tensor.empty(%dim_7) : tensor<1x2x?x16xf32>
    %136 = linalg.generic {indexing_maps = [#map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<?xi64>) outs(%135 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %138 = arith.index_cast %in : i64 to index
      %139 = linalg.index 1 : index
      %140 = linalg.index 3 : index
      %extracted = tensor.extract %93[%c0, %139, %138, %140] : tensor<1x2x128x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %137 = linalg.generic {indexing_maps = [#map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<?xi64>) outs(%135 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %138 = arith.index_cast %in : i64 to index
      %139 = linalg.index 1 : index
      %140 = linalg.index 3 : index
      %extracted = tensor.extract %95[%c0, %139, %138, %140] : tensor<1x2x128x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    return %134, %136, %137 : tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
