// Exported by scripts/export-graphs.py (smollm3-nope-dynamic-lengths): HF SmolLM3 NoPE layer, decode steps and prefill chunks in one graph: symbolic new-token and cache lengths
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: SmolLM3DecoderLayer's input_layernorm + SmolLM3Attention (eager) + residual over a dynamic cache (keys = cat(past, rotate(k))), with symbolic new-token and past lengths: one graph for decode steps and prefill chunks, the causal mask from arange(past, past + new)
// config: SmolLM3Config(hidden 64, heads 4, kv heads 2, head_dim 16, no_rope_layers [0]): a NoPE layer, keys = cat(past, k)
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
#map8 = affine_map<()[s0, s1] -> (s0 + s1)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @smollm3_nope_dynamic_lengths(%arg0: tensor<1x?x64xf32>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x2x?x16xf32>, %arg3: tensor<1x2x?x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x64xf32>) -> (tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) {
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
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 6.400000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_5 = arith.constant 2.500000e-01 : f32
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_6 = tensor.dim %arg2, %c2 : tensor<1x2x?x16xf32>
    %1 = arith.index_cast %dim_6 : index to i64
    %2 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %132 : f32
    } -> tensor<1x?x64xf32>
    %4 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x?x64xf32>) outs(%5 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<1x?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_4 : f32
      linalg.yield %132 : f32
    } -> tensor<1x?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.truncf %cst_3 : f64 to f32
      %133 = arith.addf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<1x?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x?x1xf32>) outs(%4 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.rsqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %9 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %132 = arith.mulf %in, %in_45 : f32
      linalg.yield %132 : f32
    } -> tensor<1x?x64xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %10 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %132 = arith.mulf %in, %in_45 : f32
      linalg.yield %132 : f32
    } -> tensor<1x?x64xf32>
    %12 = arith.addi %1, %0 : i64
    %13 = tensor.empty(%dim) : tensor<?xi64>
    %14 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%13 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %132 = linalg.index 0 : index
      %133 = arith.index_cast %132 : index to i64
      %134 = arith.addi %1, %133 : i64
      linalg.yield %134 : i64
    } -> tensor<?xi64>
    %15 = arith.index_cast %12 : i64 to index
    %16 = tensor.empty(%15) : tensor<?xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %132 = linalg.index 0 : index
      %133 = arith.index_cast %132 : index to i64
      linalg.yield %133 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %17 [[0, 1]] output_shape [1, %15] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_7 = tensor.expand_shape %14 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %18 = tensor.empty(%dim, %15) : tensor<?x?xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%18 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_45: i64, %out: i1):
      %132 = arith.cmpi sgt, %in, %in_45 : i64
      linalg.yield %132 : i1
    } -> tensor<?x?xi1>
    %20 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %20, "negative values not allowed in new dimensions"
    %21 = arith.cmpi sge, %12, %c0_i64 : i64
    cf.assert %21, "negative values not allowed in new dimensions"
    %22 = arith.index_cast %12 : i64 to index
    %23 = tensor.empty(%dim, %22) : tensor<?x?xf32>
    %24 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%23 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    cf.assert %true, "mismatched size for broadcast"
    %25 = arith.cmpi eq, %15, %22 : index
    cf.assert %25, "mismatched size for broadcast"
    %26 = tensor.empty(%dim, %15) : tensor<?x?xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %24 : tensor<?x?xi1>, tensor<f32>, tensor<?x?xf32>) outs(%26 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %132 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %132 : f32
    } -> tensor<?x?xf32>
    %expanded_8 = tensor.expand_shape %27 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %15] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %28 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%28 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %29 = tensor.empty(%dim) : tensor<?x64xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %31 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x64xf32>) outs(%30 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_9 = tensor.expand_shape %31 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
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
    %reshape = tensor.reshape %expanded_9(%from_elements) : (tensor<1x?x64xf32>, tensor<4xi64>) -> tensor<1x?x4x16xf32>
    %41 = arith.index_cast %40 : i64 to index
    %42 = tensor.empty(%41) : tensor<1x4x?x16xf32>
    %transposed_10 = linalg.transpose ins(%reshape : tensor<1x?x4x16xf32>) outs(%42 : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<64x32xf32>
    %transposed_11 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%43 : tensor<64x32xf32>) permutation = [1, 0] 
    %44 = tensor.empty(%dim) : tensor<?x32xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %46 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%45 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_12 = tensor.expand_shape %46 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %47 = arith.muli %0, %c32_i64 : i64
    %48 = arith.divsi %47, %36 : i64
    %49 = arith.select %32, %48, %0 : i64
    %from_elements_13 = tensor.from_elements %c1_i64, %49, %48, %c16_i64 : tensor<4xi64>
    %reshape_14 = tensor.reshape %expanded_12(%from_elements_13) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %50 = arith.index_cast %49 : i64 to index
    %51 = tensor.empty(%50) : tensor<1x2x?x16xf32>
    %transposed_15 = linalg.transpose ins(%reshape_14 : tensor<1x?x2x16xf32>) outs(%51 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg7 : tensor<32x64xf32>) outs(%43 : tensor<64x32xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%45 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_17 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %reshape_18 = tensor.reshape %expanded_17(%from_elements_13) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %transposed_19 = linalg.transpose ins(%reshape_18 : tensor<1x?x2x16xf32>) outs(%51 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %concat = tensor.concat dim(2) %arg2, %transposed_15 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %concat_20 = tensor.concat dim(2) %arg3, %transposed_19 : (tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) -> tensor<1x2x?x16xf32>
    %dim_21 = tensor.dim %transposed_15, %c2 : tensor<1x2x?x16xf32>
    %53 = affine.apply #map8()[%dim_6, %dim_21]
    %expanded_22 = tensor.expand_shape %concat [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %53, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    %54 = arith.cmpi sge, %12, %c0_i64 : i64
    cf.assert %54, "unimplemented: dynamic negative broadcast sizes"
    %55 = tensor.empty(%15) : tensor<1x2x2x?x16xf32>
    %56 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%55 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 1 : index
      %133 = linalg.index 3 : index
      %134 = linalg.index 4 : index
      %135 = arith.cmpi eq, %53, %c1 : index
      %136 = arith.select %135, %c0, %133 : index
      %extracted = tensor.extract %expanded_22[%c0, %132, %c0, %136, %134] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_23 = tensor.collapse_shape %56 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %dim_24 = tensor.dim %arg3, %c2 : tensor<1x2x?x16xf32>
    %dim_25 = tensor.dim %transposed_19, %c2 : tensor<1x2x?x16xf32>
    %57 = affine.apply #map8()[%dim_24, %dim_25]
    %expanded_26 = tensor.expand_shape %concat_20 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %57, 16] : tensor<1x2x?x16xf32> into tensor<1x2x1x?x16xf32>
    cf.assert %54, "unimplemented: dynamic negative broadcast sizes"
    %58 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%55 : tensor<1x2x2x?x16xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 1 : index
      %133 = linalg.index 3 : index
      %134 = linalg.index 4 : index
      %135 = arith.cmpi eq, %57, %c1 : index
      %136 = arith.select %135, %c0, %133 : index
      %extracted = tensor.extract %expanded_26[%c0, %132, %c0, %136, %134] : tensor<1x2x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x16xf32>
    %collapsed_27 = tensor.collapse_shape %58 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x16xf32> into tensor<1x4x?x16xf32>
    %59 = tensor.empty(%15) : tensor<1x4x16x?xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_23 : tensor<1x4x?x16xf32>) outs(%59 : tensor<1x4x16x?xf32>) permutation = [0, 1, 3, 2] 
    %60 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %60, "unimplemented: dynamic negative broadcast sizes"
    %61 = tensor.empty(%dim) : tensor<1x4x?x16xf32>
    %62 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%61 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 1 : index
      %133 = linalg.index 2 : index
      %134 = linalg.index 3 : index
      %135 = arith.cmpi eq, %41, %c1 : index
      %136 = arith.select %135, %c0, %133 : index
      %extracted = tensor.extract %transposed_10[%c0, %132, %136, %134] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_29 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    cf.assert %54, "unimplemented: dynamic negative broadcast sizes"
    %63 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%59 : tensor<1x4x16x?xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 1 : index
      %133 = linalg.index 2 : index
      %134 = linalg.index 3 : index
      %135 = arith.cmpi eq, %15, %c1 : index
      %136 = arith.select %135, %c0, %134 : index
      %extracted = tensor.extract %transposed_28[%c0, %132, %133, %136] : tensor<1x4x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16x?xf32>
    %collapsed_30 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<1x4x16x?xf32> into tensor<4x16x?xf32>
    %64 = tensor.empty(%dim, %15) : tensor<4x?x?xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %66 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x?x16xf32>, tensor<4x16x?xf32>) outs(%65 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %67 = arith.muli %0, %c4_i64 : i64
    %68 = arith.select %32, %c4_i64, %67 : i64
    %69 = arith.muli %68, %12 : i64
    %70 = arith.cmpi slt, %12, %c0_i64 : i64
    %71 = arith.select %70, %68, %69 : i64
    %72 = arith.select %70, %35, %34 : i64
    %73 = arith.cmpi sle, %72, %c1_i64 : i64
    cf.assert %73, "must have at most one inferred (negative) dimension"
    %74 = arith.muli %67, %12 : i64
    %75 = arith.divsi %74, %71 : i64
    %76 = arith.select %32, %75, %0 : i64
    %77 = arith.select %70, %75, %12 : i64
    %from_elements_31 = tensor.from_elements %c1_i64, %c4_i64, %76, %77 : tensor<4xi64>
    %reshape_32 = tensor.reshape %66(%from_elements_31) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %78 = arith.index_cast %76 : i64 to index
    %79 = arith.index_cast %77 : i64 to index
    %80 = tensor.empty(%78, %79) : tensor<1x4x?x?xf32>
    %81 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_32 : tensor<1x4x?x?xf32>) outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.mulf %in, %cst_5 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x?x?xf32>
    %82 = arith.cmpi eq, %78, %dim : index
    cf.assert %82, "mismatched size for broadcast"
    %83 = arith.cmpi eq, %79, %15 : index
    cf.assert %83, "mismatched size for broadcast"
    %84 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_8 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %132 = arith.addf %in, %in_45 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x?x?xf32>
    %85 = tensor.empty(%78) : tensor<1x4x?xi64>
    %86 = linalg.fill ins(%c0_i64 : i64) outs(%85 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %87 = tensor.empty(%78) : tensor<1x4x?xf32>
    %88 = linalg.fill ins(%cst_0 : f32) outs(%87 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %89:2 = linalg.generic {indexing_maps = [#map10, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%84 : tensor<1x4x?x?xf32>) outs(%88, %86 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %132 = linalg.index 3 : index
      %133 = arith.index_cast %132 : index to i64
      %134 = arith.maximumf %in, %out : f32
      %135 = arith.cmpf ogt, %in, %out : f32
      %136 = arith.select %135, %133, %out_45 : i64
      linalg.yield %134, %136 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_33 = tensor.expand_shape %89#0 [[0], [1], [2, 3]] output_shape [1, 4, %78, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %90 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_33 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %132 = arith.subf %in, %in_45 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x?x?xf32>
    %91 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x4x?x?xf32>) outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.exp %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x?x?xf32>
    %92 = tensor.empty(%78) : tensor<1x4x?x1xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%92 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %94 = linalg.generic {indexing_maps = [#map10, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%91 : tensor<1x4x?x?xf32>) outs(%93 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %out : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x?x1xf32>
    %95 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %94 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%80 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %132 = arith.divf %in, %in_45 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %60, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %54, "unimplemented: dynamic negative broadcast sizes"
    %96 = tensor.empty(%dim, %15) : tensor<1x4x?x?xf32>
    %97 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%96 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 1 : index
      %133 = linalg.index 2 : index
      %134 = linalg.index 3 : index
      %135 = arith.cmpi eq, %78, %c1 : index
      %136 = arith.select %135, %c0, %133 : index
      %137 = arith.cmpi eq, %79, %c1 : index
      %138 = arith.select %137, %c0, %134 : index
      %extracted = tensor.extract %95[%c0, %132, %136, %138] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %73, "must have at most one inferred (negative) dimension"
    %from_elements_34 = tensor.from_elements %c4_i64, %76, %77 : tensor<3xi64>
    %reshape_35 = tensor.reshape %97(%from_elements_34) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %54, "unimplemented: dynamic negative broadcast sizes"
    %98 = tensor.empty(%15) : tensor<1x4x?x16xf32>
    %99 = linalg.generic {indexing_maps = [#map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%98 : tensor<1x4x?x16xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 1 : index
      %133 = linalg.index 2 : index
      %134 = linalg.index 3 : index
      %135 = arith.cmpi eq, %15, %c1 : index
      %136 = arith.select %135, %c0, %133 : index
      %extracted = tensor.extract %collapsed_27[%c0, %132, %136, %134] : tensor<1x4x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x16xf32>
    %collapsed_36 = tensor.collapse_shape %99 [[0, 1], [2], [3]] : tensor<1x4x?x16xf32> into tensor<4x?x16xf32>
    %100 = arith.cmpi eq, %77, %12 : i64
    cf.assert %100, "mismatching contracting dimension"
    %101 = tensor.empty(%78) : tensor<4x?x16xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %103 = linalg.batch_matmul ins(%reshape_35, %collapsed_36 : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%102 : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
    %expanded_37 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [1, 4, %78, 16] : tensor<4x?x16xf32> into tensor<1x4x?x16xf32>
    %104 = tensor.empty(%78) : tensor<1x?x4x16xf32>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<1x4x?x16xf32>) outs(%104 : tensor<1x?x4x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %37, "must have at most one inferred (negative) dimension"
    %105 = arith.muli %76, %c64_i64 : i64
    %106 = arith.divsi %105, %33 : i64
    %107 = arith.select %32, %106, %0 : i64
    %from_elements_39 = tensor.from_elements %c1_i64, %107, %106 : tensor<3xi64>
    %reshape_40 = tensor.reshape %transposed_38(%from_elements_39) : (tensor<1x?x4x16xf32>, tensor<3xi64>) -> tensor<1x?x64xf32>
    %transposed_41 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%28 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %reshape_40 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %108 = arith.index_cast %107 : i64 to index
    %109 = tensor.empty(%108) : tensor<?x64xf32>
    %110 = linalg.fill ins(%cst : f32) outs(%109 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %111 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%110 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_43 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [1, %108, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %112 = arith.cmpi eq, %dim, %108 : index
    cf.assert %112, "mismatched size for broadcast"
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_43 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%2 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %132 = arith.addf %in, %in_45 : f32
      linalg.yield %132 : f32
    } -> tensor<1x?x64xf32>
    %114 = arith.subi %c0_i64, %0 : i64
    %115 = arith.index_cast %53 : index to i64
    %116 = arith.addi %114, %115 : i64
    %117 = arith.cmpi sge, %114, %c0_i64 : i64
    %118 = arith.select %117, %114, %116 : i64
    %119 = arith.maxsi %118, %c0_i64 : i64
    %120 = arith.minsi %119, %115 : i64
    %121 = arith.index_cast %120 : i64 to index
    %122 = arith.subi %53, %121 : index
    %123 = arith.maxsi %122, %c0 : index
    %extracted_slice = tensor.extract_slice %concat[0, 0, %121, 0] [1, 2, %123, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    %124 = arith.index_cast %57 : index to i64
    %125 = arith.addi %114, %124 : i64
    %126 = arith.select %117, %114, %125 : i64
    %127 = arith.maxsi %126, %c0_i64 : i64
    %128 = arith.minsi %127, %124 : i64
    %129 = arith.index_cast %128 : i64 to index
    %130 = arith.subi %57, %129 : index
    %131 = arith.maxsi %130, %c0 : index
    %extracted_slice_44 = tensor.extract_slice %concat_20[0, 0, %129, 0] [1, 2, %131, 16] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x16xf32>
    return %113, %extracted_slice, %extracted_slice_44 : tensor<1x?x64xf32>, tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>
  }
}
