// Exported by scripts/export-graphs.py (llama-dynamic-lengths-bf16): HF Llama decode steps and prefill chunks in one graph, bfloat16: symbolic new-token and cache lengths
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, new, 64], position_ids [1, new] i64 (past..), past keys, past values [1, 2, past, 16] (exported at new = 4, past = 100), then the weights
// outputs: block output [1, new, 64], the key and value rows the step wrote into the cache [1, 2, new, 16] (the keys rotated)
// sequence length: dynamic: new 1 to 64, past 1 to 4096
// dtype: torch.bfloat16
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
  func.func @llama_dynamic_lengths_bf16(%arg0: tensor<1x?x64xbf16>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x?x16xbf16>, %arg3: tensor<1x2x?x16xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64x64xbf16>, %arg6: tensor<32x64xbf16>, %arg7: tensor<32x64xbf16>, %arg8: tensor<64x64xbf16>) -> (tensor<1x?x64xbf16>, tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) {
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
    %cst_1 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_6 = arith.constant 2.500000e-01 : bf16
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xbf16>
    %0 = arith.index_cast %dim : index to i64
    %dim_7 = tensor.dim %arg2, %c2 : tensor<1x2x?x16xbf16>
    %1 = arith.index_cast %dim_7 : index to i64
    %2 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xbf16>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %177 = arith.extf %in : bf16 to f32
      linalg.yield %177 : f32
    } -> tensor<1x?x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %177 : f32
    } -> tensor<1x?x64xf32>
    %5 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x?x64xf32>) outs(%6 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_5 : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_4 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x?x1xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %10 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %177 = arith.mulf %in, %in_60 : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x64xf32>
    %12 = tensor.empty(%dim) : tensor<1x?x64xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x?x64xf32>) outs(%12 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<1x?x64xbf16>
    %14 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %13 : tensor<64xbf16>, tensor<1x?x64xbf16>) outs(%12 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.mulf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x?x64xbf16>
    %dim_8 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, %dim_8, 1] : tensor<1x?xi64> into tensor<1x?x1xi64>
    %15 = tensor.empty(%dim_8) : tensor<1x?x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x?x1xi64>) outs(%15 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.sitofp %in : i64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x?x1xf32>
    %17 = tensor.empty(%dim_8) : tensor<1x?x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %cst_3 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%17 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %177 = arith.mulf %in, %in_60 : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x8xf32>
    %concat = tensor.concat dim(2) %18, %18 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_9 = tensor.dim %18, %c1 : tensor<1x?x8xf32>
    %19 = tensor.empty(%dim_9) : tensor<1x?x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%19 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.cos %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x16xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x16xf32>) outs(%19 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.sin %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x?x16xf32>
    %22 = tensor.empty(%dim_9) : tensor<1x?x16xbf16>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x?x16xf32>) outs(%22 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<1x?x16xbf16>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x?x16xf32>) outs(%22 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<1x?x16xbf16>
    %25 = arith.addi %1, %0 : i64
    %26 = tensor.empty(%dim) : tensor<?xi64>
    %27 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%26 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.addi %1, %178 : i64
      linalg.yield %179 : i64
    } -> tensor<?xi64>
    %28 = arith.index_cast %25 : i64 to index
    %29 = tensor.empty(%28) : tensor<?xi64>
    %30 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%29 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i64
      linalg.yield %178 : i64
    } -> tensor<?xi64>
    %expanded_10 = tensor.expand_shape %30 [[0, 1]] output_shape [1, %28] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_11 = tensor.expand_shape %27 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %31 = tensor.empty(%dim, %28) : tensor<?x?xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%31 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_60: i64, %out: i1):
      %177 = arith.cmpi sgt, %in, %in_60 : i64
      linalg.yield %177 : i1
    } -> tensor<?x?xi1>
    %33 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %33, "negative values not allowed in new dimensions"
    %34 = arith.cmpi sge, %25, %c0_i64 : i64
    cf.assert %34, "negative values not allowed in new dimensions"
    %35 = arith.index_cast %25 : i64 to index
    %36 = tensor.empty(%dim, %35) : tensor<?x?xbf16>
    %37 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<bf16>) outs(%36 : tensor<?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<?x?xbf16>
    cf.assert %true, "mismatched size for broadcast"
    %38 = arith.cmpi eq, %28, %35 : index
    cf.assert %38, "mismatched size for broadcast"
    %39 = tensor.empty(%dim, %28) : tensor<?x?xbf16>
    %40 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%32, %cst_1, %37 : tensor<?x?xi1>, tensor<bf16>, tensor<?x?xbf16>) outs(%39 : tensor<?x?xbf16>) {
    ^bb0(%in: i1, %in_60: bf16, %in_61: bf16, %out: bf16):
      %177 = arith.select %in, %in_60, %in_61 : bf16
      linalg.yield %177 : bf16
    } -> tensor<?x?xbf16>
    %expanded_12 = tensor.expand_shape %40 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %28] : tensor<?x?xbf16> into tensor<1x1x?x?xbf16>
    %41 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xbf16>) outs(%41 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %14 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %42 = tensor.empty(%dim) : tensor<?x64xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %44 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xbf16>, tensor<64x64xbf16>) outs(%43 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %45 = tensor.empty(%dim) : tensor<?x64xbf16>
    %46 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<?x64xf32>) outs(%45 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<?x64xbf16>
    %expanded_13 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %47 = arith.cmpi slt, %0, %c0_i64 : i64
    %48 = arith.select %47, %c1_i64, %0 : i64
    %49 = arith.extui %47 : i1 to i64
    %50 = arith.addi %49, %c1_i64 : i64
    %51 = arith.muli %48, %c16_i64 : i64
    %52 = arith.cmpi sle, %50, %c1_i64 : i64
    cf.assert %52, "must have at most one inferred (negative) dimension"
    %53 = arith.muli %0, %c64_i64 : i64
    %54 = arith.divsi %53, %51 : i64
    %55 = arith.select %47, %54, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %55, %54, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_13(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x4x16xbf16>
    %56 = arith.index_cast %55 : i64 to index
    %57 = tensor.empty(%56) : tensor<1x4x?x16xbf16>
    %transposed_14 = linalg.transpose ins(%reshape : tensor<1x?x4x16xbf16>) outs(%57 : tensor<1x4x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %58 = tensor.empty() : tensor<64x32xbf16>
    %transposed_15 = linalg.transpose ins(%arg6 : tensor<32x64xbf16>) outs(%58 : tensor<64x32xbf16>) permutation = [1, 0] 
    %59 = tensor.empty(%dim) : tensor<?x32xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%59 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %61 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<?x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %62 = tensor.empty(%dim) : tensor<?x32xbf16>
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<?x32xf32>) outs(%62 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<?x32xbf16>
    %expanded_16 = tensor.expand_shape %63 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %52, "must have at most one inferred (negative) dimension"
    %64 = arith.muli %0, %c32_i64 : i64
    %65 = arith.divsi %64, %51 : i64
    %66 = arith.select %47, %65, %0 : i64
    %from_elements_17 = tensor.from_elements %c1_i64, %66, %65, %c16_i64 : tensor<4xi64>
    %reshape_18 = tensor.reshape %expanded_16(%from_elements_17) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x2x16xbf16>
    %67 = arith.index_cast %66 : i64 to index
    %68 = tensor.empty(%67) : tensor<1x2x?x16xbf16>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xbf16>) outs(%68 : tensor<1x2x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg7 : tensor<32x64xbf16>) outs(%58 : tensor<64x32xbf16>) permutation = [1, 0] 
    %69 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<?x64xbf16>, tensor<64x32xbf16>) outs(%60 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<?x32xf32>) outs(%62 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<?x32xbf16>
    %expanded_21 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %52, "must have at most one inferred (negative) dimension"
    %reshape_22 = tensor.reshape %expanded_21(%from_elements_17) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x2x16xbf16>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x2x16xbf16>) outs(%68 : tensor<1x2x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_24 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %expanded_25 = tensor.expand_shape %24 [[0], [1, 2], [3]] output_shape [1, 1, %dim_9, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %71 = arith.cmpi eq, %56, %dim_9 : index
    cf.assert %71, "mismatched size for broadcast"
    %72 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_24 : tensor<1x4x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%57 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.mulf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x16xbf16>
    %extracted_slice = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 4, %56, 8] [1, 1, 1, 1] : tensor<1x4x?x16xbf16> to tensor<1x4x?x8xbf16>
    %extracted_slice_26 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, %56, 8] [1, 1, 1, 1] : tensor<1x4x?x16xbf16> to tensor<1x4x?x8xbf16>
    %73 = tensor.empty(%56) : tensor<1x4x?x8xbf16>
    %74 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x4x?x8xbf16>) outs(%73 : tensor<1x4x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %177 = arith.negf %in : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x8xbf16>
    %concat_27 = tensor.concat dim(3) %74, %extracted_slice : (tensor<1x4x?x8xbf16>, tensor<1x4x?x8xbf16>) -> tensor<1x4x?x16xbf16>
    %dim_28 = tensor.dim %74, %c2 : tensor<1x4x?x8xbf16>
    %75 = arith.cmpi eq, %dim_28, %dim_9 : index
    cf.assert %75, "mismatched size for broadcast"
    %76 = tensor.empty(%dim_28) : tensor<1x4x?x16xbf16>
    %77 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_25 : tensor<1x4x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%76 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.mulf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x16xbf16>
    %78 = arith.cmpi eq, %56, %dim_28 : index
    cf.assert %78, "mismatched size for broadcast"
    %79 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) outs(%57 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.addf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x16xbf16>
    %80 = arith.cmpi eq, %67, %dim_9 : index
    cf.assert %80, "mismatched size for broadcast"
    %81 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_24 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%68 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.mulf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_29 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 2, %67, 8] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_30 = tensor.extract_slice %transposed_19[0, 0, 0, 8] [1, 2, %67, 8] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %82 = tensor.empty(%67) : tensor<1x2x?x8xbf16>
    %83 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x2x?x8xbf16>) outs(%82 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %177 = arith.negf %in : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x2x?x8xbf16>
    %concat_31 = tensor.concat dim(3) %83, %extracted_slice_29 : (tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>) -> tensor<1x2x?x16xbf16>
    %dim_32 = tensor.dim %83, %c2 : tensor<1x2x?x8xbf16>
    %84 = arith.cmpi eq, %dim_32, %dim_9 : index
    cf.assert %84, "mismatched size for broadcast"
    %85 = tensor.empty(%dim_32) : tensor<1x2x?x16xbf16>
    %86 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_25 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%85 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.mulf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x2x?x16xbf16>
    %87 = arith.cmpi eq, %67, %dim_32 : index
    cf.assert %87, "mismatched size for broadcast"
    %88 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %86 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%68 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.addf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_33 = tensor.concat dim(2) %arg2, %88 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xbf16>
    %concat_34 = tensor.concat dim(2) %arg3, %transposed_23 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x16xbf16>
    %dim_35 = tensor.dim %88, %c2 : tensor<1x2x?x16xbf16>
    %89 = affine.apply #map10()[%dim_7, %dim_35]
    %expanded_36 = tensor.expand_shape %concat_33 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %89, 16] : tensor<1x2x?x16xbf16> into tensor<1x2x1x?x16xbf16>
    %90 = arith.cmpi sge, %25, %c0_i64 : i64
    cf.assert %90, "unimplemented: dynamic negative broadcast sizes"
    %91 = tensor.empty(%28) : tensor<1x2x2x?x16xbf16>
    %92 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%91 : tensor<1x2x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %177 = linalg.index 1 : index
      %178 = linalg.index 3 : index
      %179 = linalg.index 4 : index
      %180 = arith.cmpi eq, %89, %c1 : index
      %181 = arith.select %180, %c0, %178 : index
      %extracted = tensor.extract %expanded_36[%c0, %177, %c0, %181, %179] : tensor<1x2x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x16xbf16>
    %collapsed_37 = tensor.collapse_shape %92 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xbf16> into tensor<1x4x?x16xbf16>
    %dim_38 = tensor.dim %arg3, %c2 : tensor<1x2x?x16xbf16>
    %dim_39 = tensor.dim %transposed_23, %c2 : tensor<1x2x?x16xbf16>
    %93 = affine.apply #map10()[%dim_38, %dim_39]
    %expanded_40 = tensor.expand_shape %concat_34 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %93, 16] : tensor<1x2x?x16xbf16> into tensor<1x2x1x?x16xbf16>
    cf.assert %90, "unimplemented: dynamic negative broadcast sizes"
    %94 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%91 : tensor<1x2x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %177 = linalg.index 1 : index
      %178 = linalg.index 3 : index
      %179 = linalg.index 4 : index
      %180 = arith.cmpi eq, %93, %c1 : index
      %181 = arith.select %180, %c0, %178 : index
      %extracted = tensor.extract %expanded_40[%c0, %177, %c0, %181, %179] : tensor<1x2x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x16xbf16>
    %collapsed_41 = tensor.collapse_shape %94 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xbf16> into tensor<1x4x?x16xbf16>
    %95 = tensor.empty(%28) : tensor<1x4x16x?xbf16>
    %transposed_42 = linalg.transpose ins(%collapsed_37 : tensor<1x4x?x16xbf16>) outs(%95 : tensor<1x4x16x?xbf16>) permutation = [0, 1, 3, 2] 
    %96 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %96, "unimplemented: dynamic negative broadcast sizes"
    %97 = tensor.empty(%dim) : tensor<1x4x?x16xbf16>
    %98 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%97 : tensor<1x4x?x16xbf16>) {
    ^bb0(%out: bf16):
      %177 = linalg.index 1 : index
      %178 = linalg.index 2 : index
      %179 = linalg.index 3 : index
      %180 = arith.cmpi eq, %56, %c1 : index
      %181 = arith.select %180, %c0, %178 : index
      %extracted = tensor.extract %79[%c0, %177, %181, %179] : tensor<1x4x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x16xbf16>
    %collapsed_43 = tensor.collapse_shape %98 [[0, 1], [2], [3]] : tensor<1x4x?x16xbf16> into tensor<4x?x16xbf16>
    cf.assert %90, "unimplemented: dynamic negative broadcast sizes"
    %99 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x4x16x?xbf16>) {
    ^bb0(%out: bf16):
      %177 = linalg.index 1 : index
      %178 = linalg.index 2 : index
      %179 = linalg.index 3 : index
      %180 = arith.cmpi eq, %28, %c1 : index
      %181 = arith.select %180, %c0, %179 : index
      %extracted = tensor.extract %transposed_42[%c0, %177, %178, %181] : tensor<1x4x16x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x16x?xbf16>
    %collapsed_44 = tensor.collapse_shape %99 [[0, 1], [2], [3]] : tensor<1x4x16x?xbf16> into tensor<4x16x?xbf16>
    %100 = tensor.empty(%dim, %28) : tensor<4x?x?xf32>
    %101 = linalg.fill ins(%cst : f32) outs(%100 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %102 = linalg.batch_matmul ins(%collapsed_43, %collapsed_44 : tensor<4x?x16xbf16>, tensor<4x16x?xbf16>) outs(%101 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %103 = tensor.empty(%dim, %28) : tensor<4x?x?xbf16>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<4x?x?xf32>) outs(%103 : tensor<4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<4x?x?xbf16>
    %105 = arith.muli %0, %c4_i64 : i64
    %106 = arith.select %47, %c4_i64, %105 : i64
    %107 = arith.muli %106, %25 : i64
    %108 = arith.cmpi slt, %25, %c0_i64 : i64
    %109 = arith.select %108, %106, %107 : i64
    %110 = arith.select %108, %50, %49 : i64
    %111 = arith.cmpi sle, %110, %c1_i64 : i64
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %105, %25 : i64
    %113 = arith.divsi %112, %109 : i64
    %114 = arith.select %47, %113, %0 : i64
    %115 = arith.select %108, %113, %25 : i64
    %from_elements_45 = tensor.from_elements %c1_i64, %c4_i64, %114, %115 : tensor<4xi64>
    %reshape_46 = tensor.reshape %104(%from_elements_45) : (tensor<4x?x?xbf16>, tensor<4xi64>) -> tensor<1x4x?x?xbf16>
    %116 = arith.index_cast %114 : i64 to index
    %117 = arith.index_cast %115 : i64 to index
    %118 = tensor.empty(%116, %117) : tensor<1x4x?x?xbf16>
    %119 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_46 : tensor<1x4x?x?xbf16>) outs(%118 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %177 = arith.mulf %in, %cst_6 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x?xbf16>
    %120 = arith.cmpi eq, %116, %dim : index
    cf.assert %120, "mismatched size for broadcast"
    %121 = arith.cmpi eq, %117, %28 : index
    cf.assert %121, "mismatched size for broadcast"
    %122 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_12 : tensor<1x4x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%118 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.addf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x?xbf16>
    %123 = tensor.empty(%116, %117) : tensor<1x4x?x?xf32>
    %124 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x4x?x?xbf16>) outs(%123 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %177 = arith.extf %in : bf16 to f32
      linalg.yield %177 : f32
    } -> tensor<1x4x?x?xf32>
    %125 = tensor.empty(%116) : tensor<1x4x?xi64>
    %126 = linalg.fill ins(%c0_i64 : i64) outs(%125 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %127 = tensor.empty(%116) : tensor<1x4x?xf32>
    %128 = linalg.fill ins(%cst_0 : f32) outs(%127 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %129:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%124 : tensor<1x4x?x?xf32>) outs(%128, %126 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_60: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_60 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_47 = tensor.expand_shape %129#0 [[0], [1], [2, 3]] output_shape [1, 4, %116, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %130 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_47 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%123 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %177 = arith.subf %in, %in_60 : f32
      linalg.yield %177 : f32
    } -> tensor<1x4x?x?xf32>
    %131 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x4x?x?xf32>) outs(%123 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x4x?x?xf32>
    %132 = tensor.empty(%116) : tensor<1x4x?x1xf32>
    %133 = linalg.fill ins(%cst : f32) outs(%132 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %134 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<1x4x?x?xf32>) outs(%133 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x4x?x1xf32>
    %135 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %134 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%123 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_60: f32, %out: f32):
      %177 = arith.divf %in, %in_60 : f32
      linalg.yield %177 : f32
    } -> tensor<1x4x?x?xf32>
    %136 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x4x?x?xf32>) outs(%118 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %96, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %90, "unimplemented: dynamic negative broadcast sizes"
    %137 = tensor.empty(%dim, %28) : tensor<1x4x?x?xbf16>
    %138 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x4x?x?xbf16>) {
    ^bb0(%out: bf16):
      %177 = linalg.index 1 : index
      %178 = linalg.index 2 : index
      %179 = linalg.index 3 : index
      %180 = arith.cmpi eq, %116, %c1 : index
      %181 = arith.select %180, %c0, %178 : index
      %182 = arith.cmpi eq, %117, %c1 : index
      %183 = arith.select %182, %c0, %179 : index
      %extracted = tensor.extract %136[%c0, %177, %181, %183] : tensor<1x4x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %from_elements_48 = tensor.from_elements %c4_i64, %114, %115 : tensor<3xi64>
    %reshape_49 = tensor.reshape %138(%from_elements_48) : (tensor<1x4x?x?xbf16>, tensor<3xi64>) -> tensor<4x?x?xbf16>
    cf.assert %90, "unimplemented: dynamic negative broadcast sizes"
    %139 = tensor.empty(%28) : tensor<1x4x?x16xbf16>
    %140 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%139 : tensor<1x4x?x16xbf16>) {
    ^bb0(%out: bf16):
      %177 = linalg.index 1 : index
      %178 = linalg.index 2 : index
      %179 = linalg.index 3 : index
      %180 = arith.cmpi eq, %28, %c1 : index
      %181 = arith.select %180, %c0, %178 : index
      %extracted = tensor.extract %collapsed_41[%c0, %177, %181, %179] : tensor<1x4x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x16xbf16>
    %collapsed_50 = tensor.collapse_shape %140 [[0, 1], [2], [3]] : tensor<1x4x?x16xbf16> into tensor<4x?x16xbf16>
    %141 = arith.cmpi eq, %115, %25 : i64
    cf.assert %141, "mismatching contracting dimension"
    %142 = tensor.empty(%116) : tensor<4x?x16xf32>
    %143 = linalg.fill ins(%cst : f32) outs(%142 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %144 = linalg.batch_matmul ins(%reshape_49, %collapsed_50 : tensor<4x?x?xbf16>, tensor<4x?x16xbf16>) outs(%143 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %145 = tensor.empty(%116) : tensor<4x?x16xbf16>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<4x?x16xf32>) outs(%145 : tensor<4x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<4x?x16xbf16>
    %expanded_51 = tensor.expand_shape %146 [[0, 1], [2], [3]] output_shape [1, 4, %116, 16] : tensor<4x?x16xbf16> into tensor<1x4x?x16xbf16>
    %147 = tensor.empty(%116) : tensor<1x?x4x16xbf16>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x4x?x16xbf16>) outs(%147 : tensor<1x?x4x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %52, "must have at most one inferred (negative) dimension"
    %148 = arith.muli %114, %c64_i64 : i64
    %149 = arith.divsi %148, %48 : i64
    %150 = arith.select %47, %149, %0 : i64
    %from_elements_53 = tensor.from_elements %c1_i64, %150, %149 : tensor<3xi64>
    %reshape_54 = tensor.reshape %transposed_52(%from_elements_53) : (tensor<1x?x4x16xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %transposed_55 = linalg.transpose ins(%arg8 : tensor<64x64xbf16>) outs(%41 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed_56 = tensor.collapse_shape %reshape_54 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %151 = arith.index_cast %150 : i64 to index
    %152 = tensor.empty(%151) : tensor<?x64xf32>
    %153 = linalg.fill ins(%cst : f32) outs(%152 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %154 = linalg.matmul ins(%collapsed_56, %transposed_55 : tensor<?x64xbf16>, tensor<64x64xbf16>) outs(%153 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %155 = tensor.empty(%151) : tensor<?x64xbf16>
    %156 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%154 : tensor<?x64xf32>) outs(%155 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %177 = arith.truncf %in : f32 to bf16
      linalg.yield %177 : bf16
    } -> tensor<?x64xbf16>
    %expanded_57 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, %151, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %157 = arith.cmpi eq, %dim, %151 : index
    cf.assert %157, "mismatched size for broadcast"
    %158 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_57 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%12 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_60: bf16, %out: bf16):
      %177 = arith.addf %in, %in_60 : bf16
      linalg.yield %177 : bf16
    } -> tensor<1x?x64xbf16>
    %159 = arith.subi %c0_i64, %0 : i64
    %160 = arith.index_cast %89 : index to i64
    %161 = arith.addi %159, %160 : i64
    %162 = arith.cmpi sge, %159, %c0_i64 : i64
    %163 = arith.select %162, %159, %161 : i64
    %164 = arith.maxsi %163, %c0_i64 : i64
    %165 = arith.minsi %164, %160 : i64
    %166 = arith.index_cast %165 : i64 to index
    %167 = arith.subi %89, %166 : index
    %168 = arith.maxsi %167, %c0 : index
    %extracted_slice_58 = tensor.extract_slice %concat_33[0, 0, %166, 0] [1, 2, %168, 16] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    %169 = arith.index_cast %93 : index to i64
    %170 = arith.addi %159, %169 : i64
    %171 = arith.select %162, %159, %170 : i64
    %172 = arith.maxsi %171, %c0_i64 : i64
    %173 = arith.minsi %172, %169 : i64
    %174 = arith.index_cast %173 : i64 to index
    %175 = arith.subi %93, %174 : index
    %176 = arith.maxsi %175, %c0 : index
    %extracted_slice_59 = tensor.extract_slice %concat_34[0, 0, %174, 0] [1, 2, %176, 16] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x16xbf16>
    return %158, %extracted_slice_58, %extracted_slice_59 : tensor<1x?x64xbf16>, tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
