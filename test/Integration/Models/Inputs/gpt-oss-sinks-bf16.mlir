// Exported by scripts/export-graphs.py (gpt-oss-sinks-bf16): HF gpt-oss attention block, attention sinks, bfloat16
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: GptOssDecoderLayer's input_layernorm + GptOssAttention (eager, additive causal mask) + residual: attention sinks, split-halves rotation, YaRN, bfloat16 (softmax in bfloat16)
// config: GptOssConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['full_attention'], num_local_experts=4, num_experts_per_tok=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.bfloat16
// weights (arguments): a2 norm.weight [64], a3 attn.sinks [4], a4 attn.q_proj.weight [64, 64], a5 attn.q_proj.bias [64], a6 attn.k_proj.weight [32, 64], a7 attn.k_proj.bias [32], a8 attn.v_proj.weight [32, 64], a9 attn.v_proj.bias [32], a10 attn.o_proj.weight [64, 64], a11 attn.o_proj.bias [64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1) -> (d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @gpt_oss_sinks_bf16(%arg0: tensor<1x8x64xbf16>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xbf16>, %arg3: tensor<4xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<32x64xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32x64xbf16>, %arg9: tensor<32xbf16>, %arg10: tensor<64x64xbf16>, %arg11: tensor<64xbf16>) -> tensor<1x8x64xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF80 : bf16
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x8xbf16>
    %cst_4 = arith.constant 1.3465735902799727 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : bf16
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xbf16>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<1x8x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %122 : f32
    } -> tensor<1x8x64xf32>
    %3 = tensor.empty() : tensor<1x8x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<1x8x64xf32>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.divf %in, %cst_7 : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_6 : f64 to f32
      %123 = arith.addf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.rsqrt %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.mulf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x64xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %9 : tensor<64xbf16>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: bf16, %in_43: f32, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      %123 = arith.mulf %122, %in_43 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x64xf32>
    %11 = tensor.empty() : tensor<1x8x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x64xf32>) outs(%11 : tensor<1x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<1x8x64xbf16>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %122 = arith.sitofp %in : i64 to f32
      linalg.yield %122 : f32
    } -> tensor<1x8x1xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_5 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.mulf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.cos %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_4 : f64 to f32
      %123 = arith.mulf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.sin %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.truncf %cst_4 : f64 to f32
      %123 = arith.mulf %in, %122 : f32
      linalg.yield %123 : f32
    } -> tensor<1x8x8xf32>
    %20 = tensor.empty() : tensor<1x8x8xbf16>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x8xf32>) outs(%20 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<1x8x8xbf16>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x8xf32>) outs(%20 : tensor<1x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<1x8x8xbf16>
    %23 = tensor.empty() : tensor<8xi64>
    %24 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%23 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %122 = linalg.index 0 : index
      %123 = arith.index_cast %122 : index to i64
      linalg.yield %123 : i64
    } -> tensor<8xi64>
    %expanded_9 = tensor.expand_shape %24 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_10 = tensor.expand_shape %24 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %25 = tensor.empty() : tensor<8x8xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%25 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_43: i64, %out: i1):
      %122 = arith.cmpi sgt, %in, %in_43 : i64
      linalg.yield %122 : i1
    } -> tensor<8x8xi1>
    %27 = tensor.empty() : tensor<8x8xbf16>
    %28 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<bf16>, tensor<8x8xbf16>) outs(%27 : tensor<8x8xbf16>) {
    ^bb0(%in: i1, %in_43: bf16, %in_44: bf16, %out: bf16):
      %122 = arith.select %in, %in_43, %in_44 : bf16
      linalg.yield %122 : bf16
    } -> tensor<8x8xbf16>
    %expanded_11 = tensor.expand_shape %28 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xbf16> into tensor<1x1x8x8xbf16>
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
    %29 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xbf16>) outs(%29 : tensor<64x64xbf16>) permutation = [1, 0] 
    %30 = tensor.empty() : tensor<64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg5 : tensor<64xbf16>) outs(%30 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<64xf32>
    %32 = tensor.empty() : tensor<8x64xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8x64xbf16>) outs(%32 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<8x64xf32>
    %34 = tensor.empty() : tensor<64x64xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<64x64xbf16>) outs(%34 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%32 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %37 = linalg.matmul ins(%33, %35 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<64xf32>) outs(%32 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%32 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.addf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<8x64xf32>
    %40 = tensor.empty() : tensor<8x64xbf16>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x64xf32>) outs(%40 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<8x64xbf16>
    %expanded_12 = tensor.expand_shape %41 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xbf16> into tensor<1x8x4x16xbf16>
    %42 = tensor.empty() : tensor<1x4x8x16xbf16>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x8x4x16xbf16>) outs(%42 : tensor<1x4x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<64x32xbf16>
    %transposed_14 = linalg.transpose ins(%arg6 : tensor<32x64xbf16>) outs(%43 : tensor<64x32xbf16>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<32xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg7 : tensor<32xbf16>) outs(%44 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<32xf32>
    %46 = tensor.empty() : tensor<64x32xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed_14 : tensor<64x32xbf16>) outs(%46 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<64x32xf32>
    %48 = tensor.empty() : tensor<8x32xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %50 = linalg.matmul ins(%33, %47 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%49 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%45 : tensor<32xf32>) outs(%48 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%48 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.addf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<8x32xf32>
    %53 = tensor.empty() : tensor<8x32xbf16>
    %54 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<8x32xf32>) outs(%53 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<8x32xbf16>
    %expanded_15 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %55 = tensor.empty() : tensor<1x2x8x16xbf16>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x2x16xbf16>) outs(%55 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg8 : tensor<32x64xbf16>) outs(%43 : tensor<64x32xbf16>) permutation = [1, 0] 
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg9 : tensor<32xbf16>) outs(%44 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<32xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed_17 : tensor<64x32xbf16>) outs(%46 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<64x32xf32>
    %58 = linalg.matmul ins(%33, %57 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%49 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%56 : tensor<32xf32>) outs(%48 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%48 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.addf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<8x32xf32>) outs(%53 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<8x32xbf16>
    %expanded_18 = tensor.expand_shape %61 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x8x2x16xbf16>) outs(%55 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
    %expanded_21 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xbf16> into tensor<1x1x8x8xbf16>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %62 = tensor.empty() : tensor<1x4x8x8xbf16>
    %63 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_20 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %64 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %expanded_21 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %65 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %64 : tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.subf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %66 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22, %expanded_20 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %67 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_21 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %68 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %67 : tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.addf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %concat = tensor.concat dim(3) %65, %68 : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x16xbf16>
    %extracted_slice_23 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %69 = tensor.empty() : tensor<1x2x8x8xbf16>
    %70 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %expanded_20 : tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x2x8x8xbf16>
    %71 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %expanded_21 : tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x2x8x8xbf16>
    %72 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %71 : tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) outs(%69 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.subf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x2x8x8xbf16>
    %73 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %expanded_20 : tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x2x8x8xbf16>
    %74 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %expanded_21 : tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%69 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.mulf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x2x8x8xbf16>
    %75 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %74 : tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) outs(%69 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.addf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x2x8x8xbf16>
    %concat_25 = tensor.concat dim(3) %72, %75 : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x16xbf16>
    %76 = tensor.empty() : tensor<1x2x2x8x16xbf16>
    %77 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_25 : tensor<1x2x8x16xbf16>) outs(%76 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %collapsed_26 = tensor.collapse_shape %77 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<1x4x8x16xbf16>
    %78 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<1x2x8x16xbf16>) outs(%76 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %79 = tensor.empty() : tensor<1x4x16x8xbf16>
    %transposed_27 = linalg.transpose ins(%collapsed_26 : tensor<1x4x8x16xbf16>) outs(%79 : tensor<1x4x16x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_28 = tensor.collapse_shape %concat [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %80 = tensor.empty() : tensor<4x8x8xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%80 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %82 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x8x16xbf16>, tensor<4x16x8xbf16>) outs(%81 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %83 = tensor.empty() : tensor<4x8x8xbf16>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<4x8x8xf32>) outs(%83 : tensor<4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<4x8x8xbf16>
    %expanded_30 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %85 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x4x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %122 = arith.mulf %in, %cst_8 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %86 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_11 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.addf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x8xbf16>
    %87 = tensor.empty() : tensor<1x4x8x1xbf16>
    %expanded_31 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xbf16> into tensor<1x4x1xbf16>
    %88 = linalg.generic {indexing_maps = [#map13, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x4x1xbf16>) outs(%87 : tensor<1x4x8x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x8x1xbf16>
    %concat_32 = tensor.concat dim(3) %86, %88 : (tensor<1x4x8x8xbf16>, tensor<1x4x8x1xbf16>) -> tensor<1x4x8x9xbf16>
    %89 = tensor.empty() : tensor<1x4x8xi64>
    %90 = linalg.fill ins(%c0_i64 : i64) outs(%89 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %91 = tensor.empty() : tensor<1x4x8xbf16>
    %92 = linalg.fill ins(%cst_0 : bf16) outs(%91 : tensor<1x4x8xbf16>) -> tensor<1x4x8xbf16>
    %93:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%concat_32 : tensor<1x4x8x9xbf16>) outs(%92, %90 : tensor<1x4x8xbf16>, tensor<1x4x8xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_43: i64):
      %122 = linalg.index 3 : index
      %123 = arith.index_cast %122 : index to i64
      %124 = arith.maximumf %in, %out : bf16
      %125 = arith.cmpf ogt, %in, %out : bf16
      %126 = arith.select %125, %123, %out_43 : i64
      linalg.yield %124, %126 : bf16, i64
    } -> (tensor<1x4x8xbf16>, tensor<1x4x8xi64>)
    %expanded_33 = tensor.expand_shape %93#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xbf16> into tensor<1x4x8x1xbf16>
    %94 = tensor.empty() : tensor<1x4x8x9xbf16>
    %95 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_32, %expanded_33 : tensor<1x4x8x9xbf16>, tensor<1x4x8x1xbf16>) outs(%94 : tensor<1x4x8x9xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.subf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x9xbf16>
    %96 = tensor.empty() : tensor<1x4x8x9xf32>
    %97 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x4x8x9xbf16>) outs(%96 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<1x4x8x9xf32>
    %98 = tensor.empty() : tensor<1x4x8xf32>
    %99 = linalg.fill ins(%cst_1 : f32) outs(%98 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %100:2 = linalg.generic {indexing_maps = [#map9, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%97 : tensor<1x4x8x9xf32>) outs(%99, %90 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_43: i64):
      %122 = linalg.index 3 : index
      %123 = arith.index_cast %122 : index to i64
      %124 = arith.maximumf %in, %out : f32
      %125 = arith.cmpf ogt, %in, %out : f32
      %126 = arith.select %125, %123, %out_43 : i64
      linalg.yield %124, %126 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_34 = tensor.expand_shape %100#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_34 : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%96 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.subf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<1x4x8x9xf32>
    %102 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x4x8x9xf32>) outs(%96 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = math.exp %in : f32
      linalg.yield %122 : f32
    } -> tensor<1x4x8x9xf32>
    %103 = tensor.empty() : tensor<1x4x8x1xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %105 = linalg.generic {indexing_maps = [#map9, #map15], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%102 : tensor<1x4x8x9xf32>) outs(%104 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %122 = arith.addf %in, %out : f32
      linalg.yield %122 : f32
    } -> tensor<1x4x8x1xf32>
    %106 = linalg.generic {indexing_maps = [#map9, #map15, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %105 : tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) outs(%96 : tensor<1x4x8x9xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.divf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<1x4x8x9xf32>
    %107 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x4x8x9xf32>) outs(%94 : tensor<1x4x8x9xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<1x4x8x9xbf16>
    %extracted_slice_35 = tensor.extract_slice %107[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x9xbf16> to tensor<1x4x8x8xbf16>
    %collapsed_36 = tensor.collapse_shape %extracted_slice_35 [[0, 1], [2], [3]] : tensor<1x4x8x8xbf16> into tensor<4x8x8xbf16>
    %collapsed_37 = tensor.collapse_shape %78 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<4x8x16xbf16>
    %108 = tensor.empty() : tensor<4x8x16xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %110 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<4x8x8xbf16>, tensor<4x8x16xbf16>) outs(%109 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %111 = tensor.empty() : tensor<4x8x16xbf16>
    %112 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<4x8x16xf32>) outs(%111 : tensor<4x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<4x8x16xbf16>
    %expanded_38 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xbf16> into tensor<1x4x8x16xbf16>
    %113 = tensor.empty() : tensor<1x8x4x16xbf16>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<1x4x8x16xbf16>) outs(%113 : tensor<1x8x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_40 = tensor.collapse_shape %transposed_39 [[0, 1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<8x64xbf16>
    %transposed_41 = linalg.transpose ins(%arg10 : tensor<64x64xbf16>) outs(%29 : tensor<64x64xbf16>) permutation = [1, 0] 
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xbf16>) outs(%30 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<64xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_40 : tensor<8x64xbf16>) outs(%32 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<8x64xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed_41 : tensor<64x64xbf16>) outs(%34 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %122 = arith.extf %in : bf16 to f32
      linalg.yield %122 : f32
    } -> tensor<64x64xf32>
    %117 = linalg.matmul ins(%115, %116 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %118 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%114 : tensor<64xf32>) outs(%32 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %119 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%117, %118 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%32 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_43: f32, %out: f32):
      %122 = arith.addf %in, %in_43 : f32
      linalg.yield %122 : f32
    } -> tensor<8x64xf32>
    %120 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<8x64xf32>) outs(%40 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %122 = arith.truncf %in : f32 to bf16
      linalg.yield %122 : bf16
    } -> tensor<8x64xbf16>
    %expanded_42 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xbf16> into tensor<1x8x64xbf16>
    %121 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_42 : tensor<1x8x64xbf16>, tensor<1x8x64xbf16>) outs(%11 : tensor<1x8x64xbf16>) {
    ^bb0(%in: bf16, %in_43: bf16, %out: bf16):
      %122 = arith.addf %in, %in_43 : bf16
      linalg.yield %122 : bf16
    } -> tensor<1x8x64xbf16>
    return %121 : tensor<1x8x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FFAD3663E9421503D40A8DE3B3C54EF39289398378C92893628177835"
    }
  }
#-}
