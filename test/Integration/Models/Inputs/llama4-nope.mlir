// Exported by scripts/export-graphs.py (llama4-nope): HF Llama 4 attention block, a NoPE layer with temperature tuning
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Llama4TextDecoderLayer's input_layernorm + Llama4TextAttention (eager, additive causal mask) + residual: a NoPE layer (no_rope_layers [0]) with attention temperature tuning (queries scaled by 1 + 0.1 log1p(floor((i + 1) / 4)) at query index i; floor_scale 4), GQA
// config: Llama4TextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, no_rope_layers=[0], floor_scale=4, attn_scale=0.1, intermediate_size_mlp=128, num_local_experts=2, moe_layers=[])
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
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama4_nope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 4.000000e+00 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %63 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %out : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.divf %in, %cst_5 : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.truncf %cst_4 : f64 to f32
      %64 = arith.addf %in, %63 : f32
      linalg.yield %64 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.rsqrt %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.mulf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %arg2 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.mulf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x64xf32>
    %10 = tensor.empty() : tensor<8xi64>
    %11 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%10 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %63 = linalg.index 0 : index
      %64 = arith.index_cast %63 : index to i64
      linalg.yield %64 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %11 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %11 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %12 = tensor.empty() : tensor<8x8xi1>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_33: i64, %out: i1):
      %63 = arith.cmpi sgt, %in, %in_33 : i64
      linalg.yield %63 : i1
    } -> tensor<8x8xi1>
    %14 = tensor.empty() : tensor<8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%14 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_33: f32, %in_34: f32, %out: f32):
      %63 = arith.select %in, %in_33, %in_34 : f32
      linalg.yield %63 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %15 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %16 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%16 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %17 = tensor.empty() : tensor<8x64xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %19 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%18 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_11 = tensor.expand_shape %19 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %20 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %21 = tensor.empty() : tensor<8x32xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_13 = tensor.expand_shape %23 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%20 : tensor<64x32xf32>) permutation = [1, 0] 
    %24 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_15 = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %25 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%11 : tensor<8xi64>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %63 = arith.sitofp %in : i64 to f32
      linalg.yield %63 : f32
    } -> tensor<8xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%27 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %cst_6 : f32
      linalg.yield %63 : f32
    } -> tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%28 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.divf %in, %cst_7 : f32
      linalg.yield %63 : f32
    } -> tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.floor %in : f32
      linalg.yield %63 : f32
    } -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%30 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.log1p %in : f32
      linalg.yield %63 : f32
    } -> tensor<8xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%31 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.truncf %cst_3 : f64 to f32
      %64 = arith.mulf %in, %63 : f32
      linalg.yield %64 : f32
    } -> tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%32 : tensor<8xf32>) outs(%26 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %cst_6 : f32
      linalg.yield %63 : f32
    } -> tensor<8xf32>
    %expanded_17 = tensor.expand_shape %33 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %34 = tensor.empty() : tensor<1x8x4x16xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %expanded_17 : tensor<1x8x4x16xf32>, tensor<1x8x1x1xf32>) outs(%34 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.mulf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x4x16xf32>
    %36 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_18 = linalg.transpose ins(%35 : tensor<1x8x4x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %38 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<1x2x8x16xf32>) outs(%37 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_20 = tensor.collapse_shape %38 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %39 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16 : tensor<1x2x8x16xf32>) outs(%37 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %40 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_21 = linalg.transpose ins(%collapsed_20 : tensor<1x4x8x16xf32>) outs(%40 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_22 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_23 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %41 = tensor.empty() : tensor<4x8x8xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %43 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%42 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_24 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %44 = tensor.empty() : tensor<1x4x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_24 : tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.mulf %in, %cst_8 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_10 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.addf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x8x8xf32>
    %47 = tensor.empty() : tensor<1x4x8xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %49 = tensor.empty() : tensor<1x4x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %51:2 = linalg.generic {indexing_maps = [#map8, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<1x4x8x8xf32>) outs(%50, %48 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %63 = linalg.index 3 : index
      %64 = arith.index_cast %63 : index to i64
      %65 = arith.maximumf %in, %out : f32
      %66 = arith.cmpf ogt, %in, %out : f32
      %67 = arith.select %66, %64, %out_33 : i64
      linalg.yield %65, %67 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_25 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_25 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.subf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.exp %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x8x8xf32>
    %54 = tensor.empty() : tensor<1x4x8x1xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<1x4x8x8xf32>) outs(%55 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %out : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map14, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%44 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.divf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_26 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %39 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %58 = tensor.empty() : tensor<4x8x16xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %60 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%59 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_28 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x4x8x16xf32>) outs(%34 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_30 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%16 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_31 = tensor.collapse_shape %transposed_29 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %61 = linalg.matmul ins(%collapsed_31, %transposed_30 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%18 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_32 = tensor.expand_shape %61 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_32 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %63 = arith.addf %in, %in_33 : f32
      linalg.yield %63 : f32
    } -> tensor<1x8x64xf32>
    return %62 : tensor<1x8x64xf32>
  }
}
