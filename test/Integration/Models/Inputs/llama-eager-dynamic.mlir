// Exported by scripts/export-graphs.py (llama-eager-dynamic): HF Llama attention block, eager, dynamic sequence length
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager, additive causal mask (finfo.min)) + residual
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// sequence length: dynamic (2 to 4096)
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
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
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_eager_dynamic(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x?x64xf32> {
    %true = arith.constant true
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %c4_i64 = arith.constant 4 : i64
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
      %123 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %123 : f32
    } -> tensor<1x?x64xf32>
    %3 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<1x?x64xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x?x1xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.divf %in, %cst_5 : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.truncf %cst_4 : f64 to f32
      %124 = arith.addf %in, %123 : f32
      linalg.yield %124 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%3 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.rsqrt %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %8 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %9 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x64xf32>
    %dim_7 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_7, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %11 = tensor.empty(%dim_7) : tensor<1x?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%11 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %123 = arith.sitofp %in : i64 to f32
      linalg.yield %123 : f32
    } -> tensor<1x?x1xf32>
    %13 = tensor.empty(%dim_7) : tensor<1x?x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %cst_3 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%13 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x8xf32>
    %concat = tensor.concat dim(2) %14, %14 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_8 = tensor.dim %14, %c1 : tensor<1x?x8xf32>
    %15 = tensor.empty(%dim_8) : tensor<1x?x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%15 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.cos %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%15 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.sin %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x16xf32>
    %18 = tensor.empty(%dim) : tensor<?xi64>
    %19 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%18 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %123 = linalg.index 0 : index
      %124 = arith.index_cast %123 : index to i64
      linalg.yield %124 : i64
    } -> tensor<?xi64>
    %expanded_9 = tensor.expand_shape %19 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_10 = tensor.expand_shape %19 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %20 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%20 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_52: i64, %out: i1):
      %123 = arith.cmpi sgt, %in, %in_52 : i64
      linalg.yield %123 : i1
    } -> tensor<?x?xi1>
    %22 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %22, "negative values not allowed in new dimensions"
    cf.assert %22, "negative values not allowed in new dimensions"
    %23 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %24 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%23 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %25 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1, %24 : tensor<?x?xi1>, tensor<f32>, tensor<?x?xf32>) outs(%25 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_52: f32, %in_53: f32, %out: f32):
      %123 = arith.select %in, %in_52, %in_53 : f32
      linalg.yield %123 : f32
    } -> tensor<?x?xf32>
    %expanded_11 = tensor.expand_shape %26 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %dim] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %27 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%27 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %10 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %28 = tensor.empty(%dim) : tensor<?x64xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%29 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_12 = tensor.expand_shape %30 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %31 = arith.cmpi slt, %0, %c0_i64 : i64
    %32 = arith.select %31, %c1_i64, %0 : i64
    %33 = arith.extui %31 : i1 to i64
    %34 = arith.addi %33, %c1_i64 : i64
    %35 = arith.muli %32, %c16_i64 : i64
    %36 = arith.cmpi sle, %34, %c1_i64 : i64
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %37 = arith.muli %0, %c64_i64 : i64
    %38 = arith.divsi %37, %35 : i64
    %39 = arith.select %31, %38, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %39, %38, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_12(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %40 = arith.index_cast %39 : i64 to index
    %41 = tensor.empty(%40) : tensor<1x4x?x16xf32>
    %transposed_13 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%41 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%42 : tensor<64x32xf32>) permutation = [1, 0] 
    %43 = tensor.empty(%dim) : tensor<?x32xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %45 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%44 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_15 = tensor.expand_shape %45 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %46 = arith.muli %0, %c32_i64 : i64
    %47 = arith.divsi %46, %35 : i64
    %48 = arith.select %31, %47, %0 : i64
    %from_elements_16 = tensor.from_elements %c1_i64, %48, %47, %c16_i64 : tensor<4xi64>
    %reshape_17 = tensor.reshape %expanded_15(%from_elements_16) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %49 = arith.index_cast %48 : i64 to index
    %50 = tensor.empty(%49) : tensor<1x2x?x16xf32>
    %transposed_18 = linalg.transpose ins(%reshape_17 : tensor<1x?x2x16xf32>) outs(%50 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%42 : tensor<64x32xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%44 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_20 = tensor.expand_shape %51 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %reshape_21 = tensor.reshape %expanded_20(%from_elements_16) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_22 = linalg.transpose ins(%reshape_21 : tensor<1x?x2x16xf32>) outs(%50 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, %dim_8, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %expanded_24 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, %dim_8, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %52 = arith.cmpi eq, %40, %dim_8 : index
    cf.assert %52, "mismatched size for broadcast"
    %53 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_23 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%41 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [1, 4, %40, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [1, 4, %40, 8] [1, 1, 1, 1] : tensor<1x4x?x16xf32> to tensor<1x4x?x8xf32>
    %54 = tensor.empty(%40) : tensor<1x4x?x8xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x4x?x8xf32>) outs(%54 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.negf %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x8xf32>
    %concat_26 = tensor.concat dim(3) %55, %extracted_slice : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x16xf32>
    %dim_27 = tensor.dim %55, %c2 : tensor<1x4x?x8xf32>
    %56 = arith.cmpi eq, %dim_27, %dim_8 : index
    cf.assert %56, "mismatched size for broadcast"
    %57 = tensor.empty(%dim_27) : tensor<1x4x?x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_24 : tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) outs(%57 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x16xf32>
    %59 = arith.cmpi eq, %40, %dim_27 : index
    cf.assert %59, "mismatched size for broadcast"
    %60 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %58 : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) outs(%41 : tensor<1x4x?x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.addf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x16xf32>
    %61 = arith.cmpi eq, %49, %dim_8 : index
    cf.assert %61, "mismatched size for broadcast"
    %62 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_23 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%50 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 2, %49, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_18[0, 0, 0, 8] [1, 2, %49, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %63 = tensor.empty(%49) : tensor<1x2x?x8xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x2x?x8xf32>) outs(%63 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.negf %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x2x?x8xf32>
    %concat_30 = tensor.concat dim(3) %64, %extracted_slice_28 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_31 = tensor.dim %64, %c2 : tensor<1x2x?x8xf32>
    %65 = arith.cmpi eq, %dim_31, %dim_8 : index
    cf.assert %65, "mismatched size for broadcast"
    %66 = tensor.empty(%dim_31) : tensor<1x2x?x16xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_24 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%66 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.mulf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x2x?x16xf32>
    %68 = arith.cmpi eq, %49, %dim_31 : index
    cf.assert %68, "mismatched size for broadcast"
    %69 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %67 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%50 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.addf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x2x?x16xf32>
    %expanded_32 = tensor.expand_shape %69 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %49, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %70 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    %71 = tensor.empty(%dim) : tensor<1x2x2x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%71 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 1 : index
      %124 = linalg.index 3 : index
      %125 = linalg.index 4 : index
      %126 = arith.cmpi eq, %49, %c1 : index
      %127 = arith.select %126, %c0, %124 : index
      %extracted = tensor.extract %expanded_32[%c0, %123, %c0, %127, %125] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_33 = tensor.collapse_shape %72 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %expanded_34 = tensor.expand_shape %transposed_22 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %49, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    %73 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%71 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 1 : index
      %124 = linalg.index 3 : index
      %125 = linalg.index 4 : index
      %126 = arith.cmpi eq, %49, %c1 : index
      %127 = arith.select %126, %c0, %124 : index
      %extracted = tensor.extract %expanded_34[%c0, %123, %c0, %127, %125] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_35 = tensor.collapse_shape %73 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %74 = tensor.empty(%dim) : tensor<1x4x16x?xf32>
    %transposed_36 = linalg.transpose ins(%collapsed_33 : tensor<1x4x?x16xf32>) outs(%74 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    %75 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %76 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%75 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 1 : index
      %124 = linalg.index 2 : index
      %125 = linalg.index 3 : index
      %126 = arith.cmpi eq, %40, %c1 : index
      %127 = arith.select %126, %c0, %124 : index
      %extracted = tensor.extract %60[%c0, %123, %127, %125] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_37 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    %77 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%74 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 1 : index
      %124 = linalg.index 2 : index
      %125 = linalg.index 3 : index
      %126 = arith.cmpi eq, %dim, %c1 : index
      %127 = arith.select %126, %c0, %125 : index
      %extracted = tensor.extract %transposed_36[%c0, %123, %124, %127] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_38 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %78 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%78 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %80 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%79 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %81 = arith.muli %0, %c4_i64 : i64
    %82 = arith.select %31, %c4_i64, %81 : i64
    %83 = arith.muli %82, %0 : i64
    %84 = arith.select %31, %c4_i64, %83 : i64
    %85 = arith.select %31, %34, %33 : i64
    %86 = arith.cmpi sle, %85, %c1_i64 : i64
    cf.assert %86, "must have at most one inferred (negative) dimension"
    %87 = arith.muli %81, %0 : i64
    %88 = arith.divsi %87, %84 : i64
    %89 = arith.select %31, %88, %0 : i64
    %from_elements_39 = tensor.from_elements %c1_i64, %c4_i64, %89, %89 : tensor<4xi64>
    %reshape_40 = tensor.reshape %80(%from_elements_39) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %90 = arith.index_cast %89 : i64 to index
    %91 = tensor.empty(%90, %90) : tensor<1x4x?x?xf32>
    %92 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_40 : tensor<1x4x?x?xf32>) outs(%91 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.mulf %in, %cst_6 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x?xf32>
    %93 = arith.cmpi eq, %90, %dim : index
    cf.assert %93, "mismatched size for broadcast"
    cf.assert %93, "mismatched size for broadcast"
    %94 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_11 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%91 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.addf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x?xf32>
    %95 = tensor.empty(%90) : tensor<1x4x?xi64>
    %96 = linalg.fill ins(%c0_i64 : i64) outs(%95 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %97 = tensor.empty(%90) : tensor<1x4x?xf32>
    %98 = linalg.fill ins(%cst_0 : f32) outs(%97 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %99:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%94 : tensor<1x4x?x?xf32>) outs(%98, %96 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_52: i64):
      %123 = linalg.index 3 : index
      %124 = arith.index_cast %123 : index to i64
      %125 = arith.maximumf %in, %out : f32
      %126 = arith.cmpf ogt, %in, %out : f32
      %127 = arith.select %126, %124, %out_52 : i64
      linalg.yield %125, %127 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_41 = tensor.expand_shape %99#0 [[0], [1], [2, 3]] output_shape [1, 4, %90, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %100 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_41 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%91 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.subf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x?xf32>
    %101 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<1x4x?x?xf32>) outs(%91 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = math.exp %in : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x?xf32>
    %102 = tensor.empty(%90) : tensor<1x4x?x1xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %104 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<1x4x?x?xf32>) outs(%103 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %123 = arith.addf %in, %out : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x1xf32>
    %105 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %104 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%91 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.divf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    %106 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %107 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%106 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 1 : index
      %124 = linalg.index 2 : index
      %125 = linalg.index 3 : index
      %126 = arith.cmpi eq, %90, %c1 : index
      %127 = arith.select %126, %c0, %124 : index
      %128 = arith.select %126, %c0, %125 : index
      %extracted = tensor.extract %105[%c0, %123, %127, %128] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %86, "must have at most one inferred (negative) dimension"
    %from_elements_42 = tensor.from_elements %c4_i64, %89, %89 : tensor<3xi64>
    %reshape_43 = tensor.reshape %107(%from_elements_42) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %70, "unimplemented: dynamic negative broadcast sizes"
    %108 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%75 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %123 = linalg.index 1 : index
      %124 = linalg.index 2 : index
      %125 = linalg.index 3 : index
      %126 = arith.cmpi eq, %dim, %c1 : index
      %127 = arith.select %126, %c0, %124 : index
      %extracted = tensor.extract %collapsed_35[%c0, %123, %127, %125] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_44 = tensor.collapse_shape %108 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %109 = arith.cmpi eq, %89, %0 : i64
    cf.assert %109, "mismatching contracting dimension"
    %110 = tensor.empty(%90) : tensor<4x?x16xf32>
    %111 = linalg.fill ins(%cst : f32) outs(%110 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %112 = linalg.batch_matmul ins(%reshape_43, %collapsed_44 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%111 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_45 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [1, 4, %90, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %113 = tensor.empty(%90) : tensor<1x?x4x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x4x?x16xf32>) outs(%113 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %36, "must have at most one inferred (negative) dimension"
    %114 = arith.muli %89, %c64_i64 : i64
    %115 = arith.divsi %114, %32 : i64
    %116 = arith.select %31, %115, %0 : i64
    %from_elements_47 = tensor.from_elements %c1_i64, %116, %115 : tensor<3xi64>
    %reshape_48 = tensor.reshape %transposed_46(%from_elements_47) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_49 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%27 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %reshape_48 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %117 = arith.index_cast %116 : i64 to index
    %118 = tensor.empty(%117) : tensor<?x64xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %120 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%119 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_51 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, %117, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %121 = arith.cmpi eq, %dim, %117 : index
    cf.assert %121, "mismatched size for broadcast"
    %122 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_51 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %123 = arith.addf %in, %in_52 : f32
      linalg.yield %123 : f32
    } -> tensor<1x?x64xf32>
    return %122 : tensor<1x?x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
