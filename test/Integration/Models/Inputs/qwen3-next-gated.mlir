// Exported by scripts/export-graphs.py (qwen3-next-gated): HF Qwen3-Next attention block, gated attention
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Qwen3NextDecoderLayer's input_layernorm + Qwen3NextAttention (eager, additive causal mask) + residual: gated attention (the output times sigmoid of a gate projected with the queries), partial rotary 0.25, (1 + w) q/k norms
// config: Qwen3NextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['full_attention'], partial_rotary_factor=0.25, num_experts=4, num_experts_per_tok=2, moe_intermediate_size=32, shared_expert_intermediate_size=32)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [128, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [16], a8 attn.k_norm.weight [16]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @qwen3_next_gated(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 1.600000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %101 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.divf %in, %cst_6 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_5 : f64 to f32
      %102 = arith.addf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.rsqrt %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x64xf32>
    %9 = tensor.empty() : tensor<64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<64xf32>) outs(%9 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %cst_1 : f32
      linalg.yield %101 : f32
    } -> tensor<64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %101 = arith.sitofp %in : i64 to f32
      linalg.yield %101 : f32
    } -> tensor<1x8x1xf32>
    %13 = tensor.empty() : tensor<1x8x2xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %cst_4 : tensor<1x8x1xf32>, tensor<2xf32>) outs(%13 : tensor<1x8x2xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2xf32>
    %concat = tensor.concat dim(2) %14, %14 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %15 = tensor.empty() : tensor<1x8x4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%15 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.cos %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x4xf32>) outs(%15 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.sin %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4xf32>
    %18 = tensor.empty() : tensor<8xi64>
    %19 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%18 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %101 = linalg.index 0 : index
      %102 = arith.index_cast %101 : index to i64
      linalg.yield %102 : i64
    } -> tensor<8xi64>
    %expanded_9 = tensor.expand_shape %19 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_10 = tensor.expand_shape %19 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %20 = tensor.empty() : tensor<8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%20 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_50: i64, %out: i1):
      %101 = arith.cmpi sgt, %in, %in_50 : i64
      linalg.yield %101 : i1
    } -> tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%22 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_50: f32, %in_51: f32, %out: f32):
      %101 = arith.select %in, %in_50, %in_51 : f32
      linalg.yield %101 : f32
    } -> tensor<8x8xf32>
    %expanded_11 = tensor.expand_shape %23 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %24 = tensor.empty() : tensor<64x128xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<128x64xf32>) outs(%24 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %25 = tensor.empty() : tensor<8x128xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x128xf32>) outs(%26 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %expanded_12 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 4, 32] : tensor<8x128xf32> into tensor<1x8x4x32xf32>
    %extracted_slice = tensor.extract_slice %expanded_12[0, 0, 0, 0] [1, 8, 4, 16] [1, 1, 1, 1] : tensor<1x8x4x32xf32> to tensor<1x8x4x16xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded_12[0, 0, 0, 16] [1, 8, 4, 16] [1, 1, 1, 1] : tensor<1x8x4x32xf32> to tensor<1x8x4x16xf32>
    %collapsed_14 = tensor.collapse_shape %extracted_slice_13 [[0], [1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<1x8x64xf32>
    %28 = tensor.empty() : tensor<1x8x4x16xf32>
    %29 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %101 : f32
    } -> tensor<1x8x4x16xf32>
    %30 = tensor.empty() : tensor<1x8x4x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x8x4x16xf32>) outs(%31 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4x1xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x4x1xf32>) outs(%30 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.divf %in, %cst_7 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4x1xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x4x1xf32>) outs(%30 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_5 : f64 to f32
      %102 = arith.addf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<1x8x4x1xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x8x4x1xf32>) outs(%30 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.rsqrt %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4x1xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %35 : tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4x16xf32>
    %37 = tensor.empty() : tensor<16xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg7 : tensor<16xf32>) outs(%37 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %cst_1 : f32
      linalg.yield %101 : f32
    } -> tensor<16xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<1x8x4x16xf32>, tensor<16xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4x16xf32>
    %40 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_15 = linalg.transpose ins(%39 : tensor<1x8x4x16xf32>) outs(%40 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %41 = tensor.empty() : tensor<64x32xf32>
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%41 : tensor<64x32xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<8x32xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %44 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%43 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_17 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %45 = tensor.empty() : tensor<1x8x2x16xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%45 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %101 : f32
    } -> tensor<1x8x2x16xf32>
    %47 = tensor.empty() : tensor<1x8x2x1xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<1x8x2x16xf32>) outs(%48 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2x1xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x2x1xf32>) outs(%47 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.divf %in, %cst_7 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2x1xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x2x1xf32>) outs(%47 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.truncf %cst_5 : f64 to f32
      %102 = arith.addf %in, %101 : f32
      linalg.yield %102 : f32
    } -> tensor<1x8x2x1xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x8x2x1xf32>) outs(%47 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.rsqrt %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2x1xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %52 : tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>) outs(%45 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2x16xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg8 : tensor<16xf32>) outs(%37 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %cst_1 : f32
      linalg.yield %101 : f32
    } -> tensor<16xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %54 : tensor<1x8x2x16xf32>, tensor<16xf32>) outs(%45 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2x16xf32>
    %56 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_18 = linalg.transpose ins(%55 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%41 : tensor<64x32xf32>) permutation = [1, 0] 
    %57 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%43 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_20 = tensor.expand_shape %57 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %expanded_23 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_15[0, 0, 0, 4] [1, 4, 8, 12] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x12xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x4xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 4] [1, 2, 8, 12] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x12xf32>
    %58 = tensor.empty() : tensor<1x4x8x4xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %expanded_22 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%58 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x4xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_24[0, 0, 0, 0] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xf32> to tensor<1x4x8x2xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_24[0, 0, 0, 2] [1, 4, 8, 2] [1, 1, 1, 1] : tensor<1x4x8x4xf32> to tensor<1x4x8x2xf32>
    %60 = tensor.empty() : tensor<1x4x8x2xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x4x8x2xf32>) outs(%60 : tensor<1x4x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.negf %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x2xf32>
    %concat_30 = tensor.concat dim(3) %61, %extracted_slice_28 : (tensor<1x4x8x2xf32>, tensor<1x4x8x2xf32>) -> tensor<1x4x8x4xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_23 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%58 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x4xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %62 : tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) outs(%58 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.addf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x4xf32>
    %64 = tensor.empty() : tensor<1x2x8x4xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_22 : tensor<1x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%64 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x2x8x4xf32>
    %extracted_slice_31 = tensor.extract_slice %extracted_slice_26[0, 0, 0, 0] [1, 2, 8, 2] [1, 1, 1, 1] : tensor<1x2x8x4xf32> to tensor<1x2x8x2xf32>
    %extracted_slice_32 = tensor.extract_slice %extracted_slice_26[0, 0, 0, 2] [1, 2, 8, 2] [1, 1, 1, 1] : tensor<1x2x8x4xf32> to tensor<1x2x8x2xf32>
    %66 = tensor.empty() : tensor<1x2x8x2xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x2x8x2xf32>) outs(%66 : tensor<1x2x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.negf %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x2x8x2xf32>
    %concat_33 = tensor.concat dim(3) %67, %extracted_slice_31 : (tensor<1x2x8x2xf32>, tensor<1x2x8x2xf32>) -> tensor<1x2x8x4xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_23 : tensor<1x2x8x4xf32>, tensor<1x1x8x4xf32>) outs(%64 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x2x8x4xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) outs(%64 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.addf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x2x8x4xf32>
    %concat_34 = tensor.concat dim(3) %63, %extracted_slice_25 : (tensor<1x4x8x4xf32>, tensor<1x4x8x12xf32>) -> tensor<1x4x8x16xf32>
    %concat_35 = tensor.concat dim(3) %69, %extracted_slice_27 : (tensor<1x2x8x4xf32>, tensor<1x2x8x12xf32>) -> tensor<1x2x8x16xf32>
    %70 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %71 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_35 : tensor<1x2x8x16xf32>) outs(%70 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_36 = tensor.collapse_shape %71 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %72 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<1x2x8x16xf32>) outs(%70 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %73 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_37 = linalg.transpose ins(%collapsed_36 : tensor<1x4x8x16xf32>) outs(%73 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_38 = tensor.collapse_shape %concat_34 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %74 = tensor.empty() : tensor<4x8x8xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %76 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%75 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_40 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %77 = tensor.empty() : tensor<1x4x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x4x8x8xf32>) outs(%77 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.mulf %in, %cst_8 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x8xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_11 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%77 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.addf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x8xf32>
    %80 = tensor.empty() : tensor<1x4x8xi64>
    %81 = linalg.fill ins(%c0_i64 : i64) outs(%80 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %82 = tensor.empty() : tensor<1x4x8xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %84:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%79 : tensor<1x4x8x8xf32>) outs(%83, %81 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_50: i64):
      %101 = linalg.index 3 : index
      %102 = arith.index_cast %101 : index to i64
      %103 = arith.maximumf %in, %out : f32
      %104 = arith.cmpf ogt, %in, %out : f32
      %105 = arith.select %104, %102, %out_50 : i64
      linalg.yield %103, %105 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_41 = tensor.expand_shape %84#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_41 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%77 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.subf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x4x8x8xf32>) outs(%77 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = math.exp %in : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x8xf32>
    %87 = tensor.empty() : tensor<1x4x8x1xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x4x8x8xf32>) outs(%88 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.addf %in, %out : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x1xf32>
    %90 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %89 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%77 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.divf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_42 = tensor.collapse_shape %90 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_43 = tensor.collapse_shape %72 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %91 = tensor.empty() : tensor<4x8x16xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %93 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%92 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_44 = tensor.expand_shape %93 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_45 = linalg.transpose ins(%expanded_44 : tensor<1x4x8x16xf32>) outs(%28 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0], [1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<1x8x64xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %101 = arith.negf %in : f32
      %102 = math.exp %101 : f32
      %103 = arith.addf %102, %cst_1 : f32
      %104 = arith.divf %cst_1, %103 : f32
      linalg.yield %104 : f32
    } -> tensor<1x8x64xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_46, %94 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.mulf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x64xf32>
    %96 = tensor.empty() : tensor<64x64xf32>
    %transposed_47 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%96 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_48 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %97 = tensor.empty() : tensor<8x64xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %99 = linalg.matmul ins(%collapsed_48, %transposed_47 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%98 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_49 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_49 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_50: f32, %out: f32):
      %101 = arith.addf %in, %in_50 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x64xf32>
    return %100 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
