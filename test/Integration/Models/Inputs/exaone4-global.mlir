// Exported by scripts/export-graphs.py (exaone4-global): HF EXAONE 4 attention block, a global layer without RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Exaone4Attention (eager, additive causal mask), then Exaone4DecoderLayer's post_attention_layernorm + residual: a global layer (full attention, no RoPE), q/k norms, post-norm
// config: Exaone4Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['full_attention'], sliding_window=4)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 post_norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [16], a8 attn.k_norm.weight [16]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map14 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @exaone4_global(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 2.500000e-01 : f32
    %cst_6 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %70 = linalg.index 0 : index
      %71 = arith.index_cast %70 : index to i64
      linalg.yield %71 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_7 = tensor.expand_shape %1 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %2 = tensor.empty() : tensor<8x8xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%2 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_30: i64, %out: i1):
      %70 = arith.cmpi sgt, %in, %in_30 : i64
      linalg.yield %70 : i1
    } -> tensor<8x8xi1>
    %4 = tensor.empty() : tensor<8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%4 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_30: f32, %in_31: f32, %out: f32):
      %70 = arith.select %in, %in_30, %in_31 : f32
      linalg.yield %70 : f32
    } -> tensor<8x8xf32>
    %expanded_8 = tensor.expand_shape %5 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %6 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%6 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %7 = tensor.empty() : tensor<8x64xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %9 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_9 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %10 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_10 = linalg.transpose ins(%expanded_9 : tensor<1x8x4x16xf32>) outs(%10 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %11 = tensor.empty() : tensor<64x32xf32>
    %transposed_11 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%11 : tensor<64x32xf32>) permutation = [1, 0] 
    %12 = tensor.empty() : tensor<8x32xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %14 = linalg.matmul ins(%collapsed, %transposed_11 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%13 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_12 = tensor.expand_shape %14 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %15 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x8x2x16xf32>) outs(%15 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%11 : tensor<64x32xf32>) permutation = [1, 0] 
    %16 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%13 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_15 = tensor.expand_shape %16 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x2x16xf32>) outs(%15 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %17 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<1x4x8x16xf32>) outs(%10 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %70 : f32
    } -> tensor<1x4x8x16xf32>
    %18 = tensor.empty() : tensor<1x4x8x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<1x4x8x16xf32>) outs(%19 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x4x8x1xf32>) outs(%18 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_4 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x4x8x1xf32>) outs(%18 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_3 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<1x4x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x4x8x1xf32>) outs(%18 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_10, %23 : tensor<1x4x8x16xf32>, tensor<1x4x8x1xf32>) outs(%10 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.mulf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x16xf32>
    %25 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7, %24 : tensor<16xf32>, tensor<1x4x8x16xf32>) outs(%10 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.mulf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13 : tensor<1x2x8x16xf32>) outs(%15 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %70 : f32
    } -> tensor<1x2x8x16xf32>
    %27 = tensor.empty() : tensor<1x2x8x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<1x2x8x16xf32>) outs(%28 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<1x2x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x2x8x1xf32>) outs(%27 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_4 : f32
      linalg.yield %70 : f32
    } -> tensor<1x2x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x2x8x1xf32>) outs(%27 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_3 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<1x2x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x2x8x1xf32>) outs(%27 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x2x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %32 : tensor<1x2x8x16xf32>, tensor<1x2x8x1xf32>) outs(%15 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.mulf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x2x8x16xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %33 : tensor<16xf32>, tensor<1x2x8x16xf32>) outs(%15 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.mulf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x2x8x16xf32>
    %35 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x2x8x16xf32>) outs(%35 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_17 = tensor.collapse_shape %36 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<1x2x8x16xf32>) outs(%35 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %38 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_18 = linalg.transpose ins(%collapsed_17 : tensor<1x4x8x16xf32>) outs(%38 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_19 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %39 = tensor.empty() : tensor<4x8x8xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %41 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%40 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_21 = tensor.expand_shape %41 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %42 = tensor.empty() : tensor<1x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.mulf %in, %cst_5 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map10, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_8 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.addf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %45 = tensor.empty() : tensor<1x4x8xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %47 = tensor.empty() : tensor<1x4x8xf32>
    %48 = linalg.fill ins(%cst_0 : f32) outs(%47 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %49:2 = linalg.generic {indexing_maps = [#map5, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<1x4x8x8xf32>) outs(%48, %46 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_30: i64):
      %70 = linalg.index 3 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.maximumf %in, %out : f32
      %73 = arith.cmpf ogt, %in, %out : f32
      %74 = arith.select %73, %71, %out_30 : i64
      linalg.yield %72, %74 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_22 = tensor.expand_shape %49#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_22 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.subf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.exp %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<1x4x8x8xf32>) outs(%19 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %52 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.divf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_23 = tensor.collapse_shape %53 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %37 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %54 = tensor.empty() : tensor<4x8x16xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%55 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_25 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %57 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<1x4x8x16xf32>) outs(%57 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%6 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %58 = linalg.matmul ins(%collapsed_28, %transposed_27 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_29 = tensor.expand_shape %58 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %59 = tensor.empty() : tensor<1x8x64xf32>
    %60 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x8x64xf32>) outs(%59 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    %61 = tensor.empty() : tensor<1x8x1xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<1x8x64xf32>) outs(%62 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %64 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<1x8x1xf32>) outs(%61 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_6 : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x8x1xf32>) outs(%61 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_3 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<1x8x1xf32>
    %66 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<1x8x1xf32>) outs(%61 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29, %66 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%59 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.mulf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map14, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %67 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%59 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.mulf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    %69 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %68 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%59 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %70 = arith.addf %in, %in_30 : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    return %69 : tensor<1x8x64xf32>
  }
}
