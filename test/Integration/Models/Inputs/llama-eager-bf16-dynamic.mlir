// Exported by scripts/export-graphs.py (llama-eager-bf16-dynamic): HF Llama attention block, eager, bfloat16, dynamic sequence length
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager, additive causal mask (finfo.min)) + residual
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// sequence length: dynamic (2 to 4096)
// dtype: torch.bfloat16
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
  func.func @llama_eager_bf16_dynamic(%arg0: tensor<1x?x64xbf16>, %arg1: tensor<1x?xi64>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<32x64xbf16>, %arg5: tensor<32x64xbf16>, %arg6: tensor<64x64xbf16>) -> tensor<1x?x64xbf16> {
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
    %cst_1 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_6 = arith.constant 2.500000e-01 : bf16
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xbf16>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %143 = arith.extf %in : bf16 to f32
      linalg.yield %143 : f32
    } -> tensor<1x?x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %143 : f32
    } -> tensor<1x?x64xf32>
    %4 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x?x64xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = arith.addf %in, %out : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = arith.divf %in, %cst_5 : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = arith.truncf %cst_4 : f64 to f32
      %144 = arith.addf %in, %143 : f32
      linalg.yield %144 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = math.rsqrt %in : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %9 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %143 = arith.mulf %in, %in_52 : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x64xf32>
    %11 = tensor.empty(%dim) : tensor<1x?x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x?x64xf32>) outs(%11 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<1x?x64xbf16>
    %13 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %12 : tensor<64xbf16>, tensor<1x?x64xbf16>) outs(%11 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.mulf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x?x64xbf16>
    %dim_7 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_7, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %14 = tensor.empty(%dim_7) : tensor<1x?x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%14 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %143 = arith.sitofp %in : i64 to f32
      linalg.yield %143 : f32
    } -> tensor<1x?x1xf32>
    %16 = tensor.empty(%dim_7) : tensor<1x?x8xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_3 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%16 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %143 = arith.mulf %in, %in_52 : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x8xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_8 = tensor.dim %17, %c1 : tensor<1x?x8xf32>
    %18 = tensor.empty(%dim_8) : tensor<1x?x16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%18 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = math.cos %in : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%18 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = math.sin %in : f32
      linalg.yield %143 : f32
    } -> tensor<1x?x16xf32>
    %21 = tensor.empty(%dim_8) : tensor<1x?x16xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x?x16xf32>) outs(%21 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<1x?x16xbf16>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x?x16xf32>) outs(%21 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<1x?x16xbf16>
    %24 = tensor.empty(%dim) : tensor<?xi64>
    %25 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%24 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %143 = linalg.index 0 : index
      %144 = arith.index_cast %143 : index to i64
      linalg.yield %144 : i64
    } -> tensor<?xi64>
    %expanded_9 = tensor.expand_shape %25 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_10 = tensor.expand_shape %25 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %26 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%26 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_52: i64, %out: i1):
      %143 = arith.cmpi sgt, %in, %in_52 : i64
      linalg.yield %143 : i1
    } -> tensor<?x?xi1>
    %28 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %28, "negative values not allowed in new dimensions"
    cf.assert %28, "negative values not allowed in new dimensions"
    %29 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %30 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<bf16>) outs(%29 : tensor<?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<?x?xbf16>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %31 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %32 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_1, %30 : tensor<?x?xi1>, tensor<bf16>, tensor<?x?xbf16>) outs(%31 : tensor<?x?xbf16>) {
    ^bb0(%in: i1, %in_52: bf16, %in_53: bf16, %out: bf16):
      %143 = arith.select %in, %in_52, %in_53 : bf16
      linalg.yield %143 : bf16
    } -> tensor<?x?xbf16>
    %expanded_11 = tensor.expand_shape %32 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %dim] : tensor<?x?xbf16> into tensor<1x1x?x?xbf16>
    %33 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xbf16>) outs(%33 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %13 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %34 = tensor.empty(%dim) : tensor<?x64xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %36 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xbf16>, tensor<64x64xbf16>) outs(%35 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %37 = tensor.empty(%dim) : tensor<?x64xbf16>
    %38 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<?x64xf32>) outs(%37 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<?x64xbf16>
    %expanded_12 = tensor.expand_shape %38 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
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
    %reshape = tensor.reshape %expanded_12(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x4x16xbf16>
    %48 = arith.index_cast %47 : i64 to index
    %49 = tensor.empty(%48) : tensor<1x4x?x16xbf16>
    %transposed_13 = linalg.transpose ins(%reshape : tensor<1x?x4x16xbf16>) outs(%49 : tensor<1x4x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %50 = tensor.empty() : tensor<64x32xbf16>
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<32x64xbf16>) outs(%50 : tensor<64x32xbf16>) permutation = [1, 0] 
    %51 = tensor.empty(%dim) : tensor<?x32xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %53 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<?x64xbf16>, tensor<64x32xbf16>) outs(%52 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %54 = tensor.empty(%dim) : tensor<?x32xbf16>
    %55 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<?x32xf32>) outs(%54 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<?x32xbf16>
    %expanded_15 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %56 = arith.muli %0, %c32_i64 : i64
    %57 = arith.divsi %56, %43 : i64
    %58 = arith.select %39, %57, %0 : i64
    %from_elements_16 = tensor.from_elements %c1_i64, %58, %57, %c16_i64 : tensor<4xi64>
    %reshape_17 = tensor.reshape %expanded_15(%from_elements_16) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x2x16xbf16>
    %59 = arith.index_cast %58 : i64 to index
    %60 = tensor.empty(%59) : tensor<1x2x?x16xbf16>
    %transposed_18 = linalg.transpose ins(%reshape_17 : tensor<1x?x2x16xbf16>) outs(%60 : tensor<1x2x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<32x64xbf16>) outs(%50 : tensor<64x32xbf16>) permutation = [1, 0] 
    %61 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<?x64xbf16>, tensor<64x32xbf16>) outs(%52 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<?x32xf32>) outs(%54 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<?x32xbf16>
    %expanded_20 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %reshape_21 = tensor.reshape %expanded_20(%from_elements_16) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x2x16xbf16>
    %transposed_22 = linalg.transpose ins(%reshape_21 : tensor<1x?x2x16xbf16>) outs(%60 : tensor<1x2x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, %dim_8, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %expanded_24 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, %dim_8, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %63 = arith.cmpi eq, %48, %dim_8 : index
    cf.assert %63, "mismatched size for broadcast"
    %64 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_23 : tensor<1x4x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%49 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.mulf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x16xbf16>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [1, 4, %48, 8] [1, 1, 1, 1] : tensor<1x4x?x16xbf16> to tensor<1x4x?x8xbf16>
    %extracted_slice_25 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [1, 4, %48, 8] [1, 1, 1, 1] : tensor<1x4x?x16xbf16> to tensor<1x4x?x8xbf16>
    %65 = tensor.empty(%48) : tensor<1x4x?x8xbf16>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x4x?x8xbf16>) outs(%65 : tensor<1x4x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %143 = arith.negf %in : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x8xbf16>
    %concat_26 = tensor.concat dim(3) %66, %extracted_slice : (tensor<1x4x?x8xbf16>, tensor<1x4x?x8xbf16>) -> tensor<1x4x?x16xbf16>
    %dim_27 = tensor.dim %66, %c2 : tensor<1x4x?x8xbf16>
    %67 = arith.cmpi eq, %dim_27, %dim_8 : index
    cf.assert %67, "mismatched size for broadcast"
    %68 = tensor.empty(%dim_27) : tensor<1x4x?x16xbf16>
    %69 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_24 : tensor<1x4x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%68 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.mulf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x16xbf16>
    %70 = arith.cmpi eq, %48, %dim_27 : index
    cf.assert %70, "mismatched size for broadcast"
    %71 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %69 : tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) outs(%49 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.addf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x16xbf16>
    %72 = arith.cmpi eq, %59, %dim_8 : index
    cf.assert %72, "mismatched size for broadcast"
    %73 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_23 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%60 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.mulf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_28 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 2, %59, 8] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_29 = tensor.extract_slice %transposed_18[0, 0, 0, 8] [1, 2, %59, 8] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %74 = tensor.empty(%59) : tensor<1x2x?x8xbf16>
    %75 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x2x?x8xbf16>) outs(%74 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %143 = arith.negf %in : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x2x?x8xbf16>
    %concat_30 = tensor.concat dim(3) %75, %extracted_slice_28 : (tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>) -> tensor<1x2x?x16xbf16>
    %dim_31 = tensor.dim %75, %c2 : tensor<1x2x?x8xbf16>
    %76 = arith.cmpi eq, %dim_31, %dim_8 : index
    cf.assert %76, "mismatched size for broadcast"
    %77 = tensor.empty(%dim_31) : tensor<1x2x?x16xbf16>
    %78 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_24 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%77 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.mulf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x2x?x16xbf16>
    %79 = arith.cmpi eq, %59, %dim_31 : index
    cf.assert %79, "mismatched size for broadcast"
    %80 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%60 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.addf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x2x?x16xbf16>
    %expanded_32 = tensor.expand_shape %80 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %59, 16] : tensor<1x2x?x16xbf16> into tensor<1x2x1x?x16xbf16>
    %81 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    %82 = tensor.empty(%dim) : tensor<1x2x2x?x16xbf16>
    %83 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%82 : tensor<1x2x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %143 = linalg.index 1 : index
      %144 = linalg.index 3 : index
      %145 = linalg.index 4 : index
      %146 = arith.cmpi eq, %59, %c1 : index
      %147 = arith.select %146, %c0, %144 : index
      %extracted = tensor.extract %expanded_32[%c0, %143, %c0, %147, %145] : tensor<1x2x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x16xbf16>
    %collapsed_33 = tensor.collapse_shape %83 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xbf16> into tensor<1x4x?x16xbf16>
    %expanded_34 = tensor.expand_shape %transposed_22 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %59, 16] : tensor<1x2x?x16xbf16> into tensor<1x2x1x?x16xbf16>
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    %84 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%82 : tensor<1x2x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %143 = linalg.index 1 : index
      %144 = linalg.index 3 : index
      %145 = linalg.index 4 : index
      %146 = arith.cmpi eq, %59, %c1 : index
      %147 = arith.select %146, %c0, %144 : index
      %extracted = tensor.extract %expanded_34[%c0, %143, %c0, %147, %145] : tensor<1x2x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x16xbf16>
    %collapsed_35 = tensor.collapse_shape %84 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xbf16> into tensor<1x4x?x16xbf16>
    %85 = tensor.empty(%dim) : tensor<1x4x16x?xbf16>
    %transposed_36 = linalg.transpose ins(%collapsed_33 : tensor<1x4x?x16xbf16>) outs(%85 : tensor<1x4x16x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    %86 = tensor.empty(%dim) : tensor<1x4x?x16xbf16>
    %87 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%86 : tensor<1x4x?x16xbf16>) {
    ^bb0(%out: bf16):
      %143 = linalg.index 1 : index
      %144 = linalg.index 2 : index
      %145 = linalg.index 3 : index
      %146 = arith.cmpi eq, %48, %c1 : index
      %147 = arith.select %146, %c0, %144 : index
      %extracted = tensor.extract %71[%c0, %143, %147, %145] : tensor<1x4x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x16xbf16>
    %collapsed_37 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<1x4x?x16xbf16> into tensor<4x?x16xbf16>
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    %88 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<1x4x16x?xbf16>) {
    ^bb0(%out: bf16):
      %143 = linalg.index 1 : index
      %144 = linalg.index 2 : index
      %145 = linalg.index 3 : index
      %146 = arith.cmpi eq, %dim, %c1 : index
      %147 = arith.select %146, %c0, %145 : index
      %extracted = tensor.extract %transposed_36[%c0, %143, %144, %147] : tensor<1x4x16x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x16x?xbf16>
    %collapsed_38 = tensor.collapse_shape %88 [[0, 1], [2], [3]] : tensor<1x4x16x?xbf16> into tensor<4x16x?xbf16>
    %89 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %90 = linalg.fill ins(%cst : f32) outs(%89 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %91 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x?x16xbf16>, tensor<4x16x?xbf16>) outs(%90 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %92 = tensor.empty(%dim, %dim) : tensor<4x?x?xbf16>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<4x?x?xf32>) outs(%92 : tensor<4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<4x?x?xbf16>
    %94 = arith.muli %0, %c4_i64 : i64
    %95 = arith.select %39, %c4_i64, %94 : i64
    %96 = arith.muli %95, %0 : i64
    %97 = arith.select %39, %c4_i64, %96 : i64
    %98 = arith.select %39, %42, %41 : i64
    %99 = arith.cmpi sle, %98, %c1_i64 : i64
    cf.assert %99, "must have at most one inferred (negative) dimension"
    %100 = arith.muli %94, %0 : i64
    %101 = arith.divsi %100, %97 : i64
    %102 = arith.select %39, %101, %0 : i64
    %from_elements_39 = tensor.from_elements %c1_i64, %c4_i64, %102, %102 : tensor<4xi64>
    %reshape_40 = tensor.reshape %93(%from_elements_39) : (tensor<4x?x?xbf16>, tensor<4xi64>) -> tensor<1x4x?x?xbf16>
    %103 = arith.index_cast %102 : i64 to index
    %104 = tensor.empty(%103, %103) : tensor<1x4x?x?xbf16>
    %105 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_40 : tensor<1x4x?x?xbf16>) outs(%104 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %143 = arith.mulf %in, %cst_6 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x?xbf16>
    %106 = arith.cmpi eq, %103, %dim : index
    cf.assert %106, "mismatched size for broadcast"
    cf.assert %106, "mismatched size for broadcast"
    %107 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_11 : tensor<1x4x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%104 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.addf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x?xbf16>
    %108 = tensor.empty(%103, %103) : tensor<1x4x?x?xf32>
    %109 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x4x?x?xbf16>) outs(%108 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %143 = arith.extf %in : bf16 to f32
      linalg.yield %143 : f32
    } -> tensor<1x4x?x?xf32>
    %110 = tensor.empty(%103) : tensor<1x4x?xi64>
    %111 = linalg.fill ins(%c0_i64 : i64) outs(%110 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %112 = tensor.empty(%103) : tensor<1x4x?xf32>
    %113 = linalg.fill ins(%cst_0 : f32) outs(%112 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %114:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<1x4x?x?xf32>) outs(%113, %111 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_52: i64):
      %143 = linalg.index 3 : index
      %144 = arith.index_cast %143 : index to i64
      %145 = arith.maximumf %in, %out : f32
      %146 = arith.cmpf ogt, %in, %out : f32
      %147 = arith.select %146, %144, %out_52 : i64
      linalg.yield %145, %147 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_41 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [1, 4, %103, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_41 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%108 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %143 = arith.subf %in, %in_52 : f32
      linalg.yield %143 : f32
    } -> tensor<1x4x?x?xf32>
    %116 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x4x?x?xf32>) outs(%108 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = math.exp %in : f32
      linalg.yield %143 : f32
    } -> tensor<1x4x?x?xf32>
    %117 = tensor.empty(%103) : tensor<1x4x?x1xf32>
    %118 = linalg.fill ins(%cst : f32) outs(%117 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %119 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<1x4x?x?xf32>) outs(%118 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %143 = arith.addf %in, %out : f32
      linalg.yield %143 : f32
    } -> tensor<1x4x?x1xf32>
    %120 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %119 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%108 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_52: f32, %out: f32):
      %143 = arith.divf %in, %in_52 : f32
      linalg.yield %143 : f32
    } -> tensor<1x4x?x?xf32>
    %121 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x4x?x?xf32>) outs(%104 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    %122 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xbf16>
    %123 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%122 : tensor<1x4x?x?xbf16>) {
    ^bb0(%out: bf16):
      %143 = linalg.index 1 : index
      %144 = linalg.index 2 : index
      %145 = linalg.index 3 : index
      %146 = arith.cmpi eq, %103, %c1 : index
      %147 = arith.select %146, %c0, %144 : index
      %148 = arith.select %146, %c0, %145 : index
      %extracted = tensor.extract %121[%c0, %143, %147, %148] : tensor<1x4x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %99, "must have at most one inferred (negative) dimension"
    %from_elements_42 = tensor.from_elements %c4_i64, %102, %102 : tensor<3xi64>
    %reshape_43 = tensor.reshape %123(%from_elements_42) : (tensor<1x4x?x?xbf16>, tensor<3xi64>) -> tensor<4x?x?xbf16>
    cf.assert %81, "unimplemented: dynamic negative broadcast sizes"
    %124 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%86 : tensor<1x4x?x16xbf16>) {
    ^bb0(%out: bf16):
      %143 = linalg.index 1 : index
      %144 = linalg.index 2 : index
      %145 = linalg.index 3 : index
      %146 = arith.cmpi eq, %dim, %c1 : index
      %147 = arith.select %146, %c0, %144 : index
      %extracted = tensor.extract %collapsed_35[%c0, %143, %147, %145] : tensor<1x4x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x16xbf16>
    %collapsed_44 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<1x4x?x16xbf16> into tensor<4x?x16xbf16>
    %125 = arith.cmpi eq, %102, %0 : i64
    cf.assert %125, "mismatching contracting dimension"
    %126 = tensor.empty(%103) : tensor<4x?x16xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %128 = linalg.batch_matmul ins(%reshape_43, %collapsed_44 : tensor<4x?x?xbf16>, tensor<4x?x16xbf16>) outs(%127 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %129 = tensor.empty(%103) : tensor<4x?x16xbf16>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<4x?x16xf32>) outs(%129 : tensor<4x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<4x?x16xbf16>
    %expanded_45 = tensor.expand_shape %130 [[0, 1], [2], [3]] output_shape [1, 4, %103, 16] : tensor<4x?x16xbf16> into tensor<1x4x?x16xbf16>
    %131 = tensor.empty(%103) : tensor<1x?x4x16xbf16>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x4x?x16xbf16>) outs(%131 : tensor<1x?x4x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %44, "must have at most one inferred (negative) dimension"
    %132 = arith.muli %102, %c64_i64 : i64
    %133 = arith.divsi %132, %40 : i64
    %134 = arith.select %39, %133, %0 : i64
    %from_elements_47 = tensor.from_elements %c1_i64, %134, %133 : tensor<3xi64>
    %reshape_48 = tensor.reshape %transposed_46(%from_elements_47) : (tensor<1x?x4x16xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %transposed_49 = linalg.transpose ins(%arg6 : tensor<64x64xbf16>) outs(%33 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %reshape_48 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %135 = arith.index_cast %134 : i64 to index
    %136 = tensor.empty(%135) : tensor<?x64xf32>
    %137 = linalg.fill ins(%cst : f32) outs(%136 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %138 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<?x64xbf16>, tensor<64x64xbf16>) outs(%137 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %139 = tensor.empty(%135) : tensor<?x64xbf16>
    %140 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%138 : tensor<?x64xf32>) outs(%139 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %143 = arith.truncf %in : f32 to bf16
      linalg.yield %143 : bf16
    } -> tensor<?x64xbf16>
    %expanded_51 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, %135, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %141 = arith.cmpi eq, %dim, %135 : index
    cf.assert %141, "mismatched size for broadcast"
    %142 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_51 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%11 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_52: bf16, %out: bf16):
      %143 = arith.addf %in, %in_52 : bf16
      linalg.yield %143 : bf16
    } -> tensor<1x?x64xbf16>
    return %142 : tensor<1x?x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
