// Exported by scripts/export-graphs.py (cohere2-global): HF Cohere 2 attention block, a global layer without RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Cohere2DecoderLayer's input_layernorm + Cohere2Attention (eager, additive causal mask) + residual: a global layer (full attention: no rotary position embedding), LayerNorm
// config: Cohere2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, layer_types=['full_attention'], sliding_window=4)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
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
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @cohere2_global(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 6.400000e+01 : f32
    %cst_5 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%1 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %in, %out : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.divf %in, %cst_4 : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x1xf32>
    %4 = tensor.empty() : tensor<1x8x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %3 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.subf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %57 : f32
    } -> tensor<1x8x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x8x64xf32>) outs(%1 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %in, %out : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.divf %in, %cst_4 : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.truncf %cst_3 : f64 to f32
      %58 = arith.addf %in, %57 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = math.rsqrt %in : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %10 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.mulf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x64xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %11 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.mulf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x64xf32>
    %13 = tensor.empty() : tensor<8xi64>
    %14 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%13 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %57 = linalg.index 0 : index
      %58 = arith.index_cast %57 : index to i64
      linalg.yield %58 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %14 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_6 = tensor.expand_shape %14 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %15 = tensor.empty() : tensor<8x8xi1>
    %16 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_6 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%15 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_29: i64, %out: i1):
      %57 = arith.cmpi sgt, %in, %in_29 : i64
      linalg.yield %57 : i1
    } -> tensor<8x8xi1>
    %17 = tensor.empty() : tensor<8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%17 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %57 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %57 : f32
    } -> tensor<8x8xf32>
    %expanded_7 = tensor.expand_shape %18 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %19 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%19 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %20 = tensor.empty() : tensor<8x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %22 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%21 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_8 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %23 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<1x8x4x16xf32>) outs(%23 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %24 = tensor.empty() : tensor<64x32xf32>
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%24 : tensor<64x32xf32>) permutation = [1, 0] 
    %25 = tensor.empty() : tensor<8x32xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%26 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_11 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %28 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x2x16xf32>) outs(%28 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%24 : tensor<64x32xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%26 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x2x16xf32>) outs(%28 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %30 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<1x2x8x16xf32>) outs(%30 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_16 = tensor.collapse_shape %31 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<1x2x8x16xf32>) outs(%30 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %33 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_17 = linalg.transpose ins(%collapsed_16 : tensor<1x4x8x16xf32>) outs(%33 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_18 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %34 = tensor.empty() : tensor<4x8x8xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %36 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%35 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_20 = tensor.expand_shape %36 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %37 = tensor.empty() : tensor<1x4x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<1x4x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.mulf %in, %cst_5 : f32
      linalg.yield %57 : f32
    } -> tensor<1x4x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_7 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.addf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x4x8x8xf32>
    %40 = tensor.empty() : tensor<1x4x8xi64>
    %41 = linalg.fill ins(%c0_i64 : i64) outs(%40 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %42 = tensor.empty() : tensor<1x4x8xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %44:2 = linalg.generic {indexing_maps = [#map10, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<1x4x8x8xf32>) outs(%43, %41 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_29: i64):
      %57 = linalg.index 3 : index
      %58 = arith.index_cast %57 : index to i64
      %59 = arith.maximumf %in, %out : f32
      %60 = arith.cmpf ogt, %in, %out : f32
      %61 = arith.select %60, %58, %out_29 : i64
      linalg.yield %59, %61 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_21 = tensor.expand_shape %44#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_21 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.subf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x4x8x8xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = math.exp %in : f32
      linalg.yield %57 : f32
    } -> tensor<1x4x8x8xf32>
    %47 = tensor.empty() : tensor<1x4x8x1xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map10, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<1x4x8x8xf32>) outs(%48 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %in, %out : f32
      linalg.yield %57 : f32
    } -> tensor<1x4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%37 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.divf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_22 = tensor.collapse_shape %50 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %32 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %51 = tensor.empty() : tensor<4x8x16xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %53 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%52 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_24 = tensor.expand_shape %53 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %54 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x4x8x16xf32>) outs(%54 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%19 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %55 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%21 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_28 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_28 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %57 = arith.addf %in, %in_29 : f32
      linalg.yield %57 : f32
    } -> tensor<1x8x64xf32>
    return %56 : tensor<1x8x64xf32>
  }
}
