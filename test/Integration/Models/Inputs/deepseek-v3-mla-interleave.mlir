// Exported by scripts/export-graphs.py (deepseek-v3-mla-interleave): HF DeepSeek-V3 MLA block, rope_interleave=True
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: DeepseekV3DecoderLayer's input_layernorm + DeepseekV3Attention (eager, additive causal mask) + residual: multi-head latent attention, rope_interleave=True (8 rotated channels of 24)
// config: DeepseekV3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=4, q_lora_rank=32, kv_lora_rank=32, qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16, rope_interleave=True, first_k_dense_replace=1, n_routed_experts=4, num_experts_per_tok=2, moe_intermediate_size=32)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_a_proj.weight [32, 64], a4 attn.q_a_layernorm.weight [32], a5 attn.q_b_proj.weight [96, 32], a6 attn.kv_a_proj_with_mqa.weight [40, 64], a7 attn.kv_a_layernorm.weight [32], a8 attn.kv_b_proj.weight [128, 32], a9 attn.o_proj.weight [64, 64]
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
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @deepseek_v3_mla_interleave(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<32xf32>, %arg5: tensor<96x32xf32>, %arg6: tensor<40x64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<128x32xf32>, %arg9: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 0.20412414523193151 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %97 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %out : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.divf %in, %cst_6 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_5 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %97 = arith.sitofp %in : i64 to f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x4xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_4 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%11 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %13 = tensor.empty() : tensor<1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.cos %in : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%13 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.sin %in : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<8xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %97 = linalg.index 0 : index
      %98 = arith.index_cast %97 : index to i64
      linalg.yield %98 : i64
    } -> tensor<8xi64>
    %expanded_8 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %17 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_53: i64, %out: i1):
      %97 = arith.cmpi sgt, %in, %in_53 : i64
      linalg.yield %97 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_53: f32, %in_54: f32, %out: f32):
      %97 = arith.select %in, %in_53, %in_54 : f32
      linalg.yield %97 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %22 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%22 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %23 = tensor.empty() : tensor<8x32xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x32xf32>) outs(%24 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_11 = tensor.expand_shape %25 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %26 = tensor.empty() : tensor<1x8x32xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %97 : f32
    } -> tensor<1x8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%27 : tensor<1x8x32xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %out : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.divf %in, %cst_7 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_5 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<1x8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11, %31 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x32xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4, %32 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x32xf32>
    %34 = tensor.empty() : tensor<32x96xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<96x32xf32>) outs(%34 : tensor<32x96xf32>) permutation = [1, 0] 
    %collapsed_13 = tensor.collapse_shape %33 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %35 = tensor.empty() : tensor<8x96xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %37 = linalg.matmul ins(%collapsed_13, %transposed_12 : tensor<8x32xf32>, tensor<32x96xf32>) outs(%36 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %expanded_14 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 8, 4, 24] : tensor<8x96xf32> into tensor<1x8x4x24xf32>
    %38 = tensor.empty() : tensor<1x4x8x24xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x4x24xf32>) outs(%38 : tensor<1x4x8x24xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x24xf32> to tensor<1x4x8x16xf32>
    %extracted_slice_16 = tensor.extract_slice %transposed_15[0, 0, 0, 16] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x24xf32> to tensor<1x4x8x8xf32>
    %39 = tensor.empty() : tensor<64x40xf32>
    %transposed_17 = linalg.transpose ins(%arg6 : tensor<40x64xf32>) outs(%39 : tensor<64x40xf32>) permutation = [1, 0] 
    %40 = tensor.empty() : tensor<8x40xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<8x64xf32>, tensor<64x40xf32>) outs(%41 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %expanded_18 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [1, 8, 40] : tensor<8x40xf32> into tensor<1x8x40xf32>
    %extracted_slice_19 = tensor.extract_slice %expanded_18[0, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x40xf32> to tensor<1x8x32xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_18[0, 0, 32] [1, 8, 8] [1, 1, 1] : tensor<1x8x40xf32> to tensor<1x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_19 : tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %97 : f32
    } -> tensor<1x8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%43 : tensor<1x8x32xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %out : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.divf %in, %cst_7 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_5 : f64 to f32
      %98 = arith.addf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<1x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.rsqrt %in : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_19, %47 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %48 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x32xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %extracted_slice_22 = tensor.extract_slice %14[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_24 = tensor.extract_slice %15[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<1x8x8xf32> to tensor<1x8x4xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice_24 [[0], [1, 2], [3]] output_shape [1, 1, 8, 4] : tensor<1x8x4xf32> into tensor<1x1x8x4xf32>
    %extracted_slice_26 = tensor.extract_slice %extracted_slice_16[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_27 = tensor.extract_slice %extracted_slice_16[0, 0, 0, 1] [1, 4, 8, 4] [1, 1, 1, 2] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded_21[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 2] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
    %extracted_slice_29 = tensor.extract_slice %expanded_21[0, 0, 0, 1] [1, 1, 8, 4] [1, 1, 1, 2] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
    %50 = tensor.empty() : tensor<1x4x8x4xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_23 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%50 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x4xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %expanded_25 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%50 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x4xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %52 : tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) outs(%50 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.subf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x4xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %expanded_23 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%50 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x4xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %expanded_25 : tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>) outs(%50 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x4xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %55 : tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) outs(%50 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.addf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x4xf32>
    %concat_30 = tensor.concat dim(3) %53, %56 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %57 = tensor.empty() : tensor<1x1x8x4xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %expanded_23 : tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%57 : tensor<1x1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x1x8x4xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %expanded_25 : tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%57 : tensor<1x1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x1x8x4xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %59 : tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%57 : tensor<1x1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.subf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x1x8x4xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %expanded_23 : tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%57 : tensor<1x1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x1x8x4xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %expanded_25 : tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%57 : tensor<1x1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.mulf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x1x8x4xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %62 : tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) outs(%57 : tensor<1x1x8x4xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.addf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x1x8x4xf32>
    %concat_31 = tensor.concat dim(3) %60, %63 : (tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) -> tensor<1x1x8x8xf32>
    %concat_32 = tensor.concat dim(3) %extracted_slice, %concat_30 : (tensor<1x4x8x16xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x24xf32>
    %64 = tensor.empty() : tensor<32x128xf32>
    %transposed_33 = linalg.transpose ins(%arg8 : tensor<128x32xf32>) outs(%64 : tensor<32x128xf32>) permutation = [1, 0] 
    %collapsed_34 = tensor.collapse_shape %49 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %65 = tensor.empty() : tensor<8x128xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %67 = linalg.matmul ins(%collapsed_34, %transposed_33 : tensor<8x32xf32>, tensor<32x128xf32>) outs(%66 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %expanded_35 = tensor.expand_shape %67 [[0, 1], [2, 3]] output_shape [1, 8, 4, 32] : tensor<8x128xf32> into tensor<1x8x4x32xf32>
    %68 = tensor.empty() : tensor<1x4x8x32xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x8x4x32xf32>) outs(%68 : tensor<1x4x8x32xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice_37 = tensor.extract_slice %transposed_36[0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x32xf32> to tensor<1x4x8x16xf32>
    %extracted_slice_38 = tensor.extract_slice %transposed_36[0, 0, 0, 16] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x32xf32> to tensor<1x4x8x16xf32>
    %69 = tensor.empty() : tensor<1x4x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %concat_31 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_39 : tensor<1x8x8xf32>) outs(%69 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice_37 into %38[0, 0, 0, 0] [1, 4, 8, 16] [1, 1, 1, 1] : tensor<1x4x8x16xf32> into tensor<1x4x8x24xf32>
    %inserted_slice_40 = tensor.insert_slice %70 into %inserted_slice[0, 0, 0, 16] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x8xf32> into tensor<1x4x8x24xf32>
    %collapsed_41 = tensor.collapse_shape %concat_32 [[0, 1], [2], [3]] : tensor<1x4x8x24xf32> into tensor<4x8x24xf32>
    %71 = tensor.empty() : tensor<1x4x24x8xf32>
    %transposed_42 = linalg.transpose ins(%inserted_slice_40 : tensor<1x4x8x24xf32>) outs(%71 : tensor<1x4x24x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_43 = tensor.collapse_shape %transposed_42 [[0, 1], [2], [3]] : tensor<1x4x24x8xf32> into tensor<4x24x8xf32>
    %72 = tensor.empty() : tensor<4x8x8xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %74 = linalg.batch_matmul ins(%collapsed_41, %collapsed_43 : tensor<4x8x24xf32>, tensor<4x24x8xf32>) outs(%73 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_44 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x4x8x8xf32>) outs(%69 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.truncf %cst_3 : f64 to f32
      %98 = arith.mulf %in, %97 : f32
      linalg.yield %98 : f32
    } -> tensor<1x4x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_10 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%69 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.addf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x8xf32>
    %77 = tensor.empty() : tensor<1x4x8xi64>
    %78 = linalg.fill ins(%c0_i64 : i64) outs(%77 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %79 = tensor.empty() : tensor<1x4x8xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %81:2 = linalg.generic {indexing_maps = [#map8, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<1x4x8x8xf32>) outs(%80, %78 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_53: i64):
      %97 = linalg.index 3 : index
      %98 = arith.index_cast %97 : index to i64
      %99 = arith.maximumf %in, %out : f32
      %100 = arith.cmpf ogt, %in, %out : f32
      %101 = arith.select %100, %98, %out_53 : i64
      linalg.yield %99, %101 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_45 = tensor.expand_shape %81#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_45 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%69 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.subf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82 : tensor<1x4x8x8xf32>) outs(%69 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = math.exp %in : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x8xf32>
    %84 = tensor.empty() : tensor<1x4x8x1xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %86 = linalg.generic {indexing_maps = [#map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<1x4x8x8xf32>) outs(%85 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %97 = arith.addf %in, %out : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x1xf32>
    %87 = linalg.generic {indexing_maps = [#map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %86 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%69 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.divf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_46 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_47 = tensor.collapse_shape %extracted_slice_38 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %88 = tensor.empty() : tensor<4x8x16xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %90 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%89 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_48 = tensor.expand_shape %90 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %91 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x4x8x16xf32>) outs(%91 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %92 = tensor.empty() : tensor<64x64xf32>
    %transposed_50 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%92 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %transposed_49 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %93 = tensor.empty() : tensor<8x64xf32>
    %94 = linalg.fill ins(%cst : f32) outs(%93 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %95 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%94 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_52 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_52 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_53: f32, %out: f32):
      %97 = arith.addf %in, %in_53 : f32
      linalg.yield %97 : f32
    } -> tensor<1x8x64xf32>
    return %96 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
