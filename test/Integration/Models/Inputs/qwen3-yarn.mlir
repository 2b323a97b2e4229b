// Exported by scripts/export-graphs.py (qwen3-yarn): HF Qwen3 attention block, YaRN
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Qwen3DecoderLayer's input_layernorm + Qwen3Attention (eager, additive causal mask) + residual: q/k norms, YaRN (factor 4, original context 64, base 1000000; attention factor 1.14 on cos and sin)
// config: Qwen3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, rope_parameters={'rope_type': 'yarn', 'rope_theta': 1000000.0, 'factor': 4.0, 'original_max_position_embeddings': 64})
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [16], a8 attn.k_norm.weight [16]
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
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @qwen3_yarn(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.1386294361119891 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant 6.400000e+01 : f32
    %cst_7 = arith.constant 1.600000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_6 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %90 = arith.sitofp %in : i64 to f32
      linalg.yield %90 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_4 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %13 = tensor.empty() : tensor<1x8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.cos %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.sin %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_3 : f64 to f32
      %91 = arith.mulf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x16xf32>
    %18 = tensor.empty() : tensor<8xi64>
    %19 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%18 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %90 = linalg.index 0 : index
      %91 = arith.index_cast %90 : index to i64
      linalg.yield %91 : i64
    } -> tensor<8xi64>
    %expanded_9 = tensor.expand_shape %19 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_10 = tensor.expand_shape %19 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %20 = tensor.empty() : tensor<8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%20 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_40: i64, %out: i1):
      %90 = arith.cmpi sgt, %in, %in_40 : i64
      linalg.yield %90 : i1
    } -> tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%22 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %90 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %90 : f32
    } -> tensor<8x8xf32>
    %expanded_11 = tensor.expand_shape %23 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %24 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %25 = tensor.empty() : tensor<8x64xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_12 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %28 = tensor.empty() : tensor<1x8x4x16xf32>
    %29 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x8x4x16xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %90 : f32
    } -> tensor<1x8x4x16xf32>
    %30 = tensor.empty() : tensor<1x8x4x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x8x4x16xf32>) outs(%31 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x4x1xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x4x1xf32>) outs(%30 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x4x1xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x4x1xf32>) outs(%30 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x4x1xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x8x4x1xf32>) outs(%30 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x4x1xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %35 : tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x4x16xf32>
    %37 = linalg.generic {indexing_maps = [#map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7, %36 : tensor<16xf32>, tensor<1x8x4x16xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x4x16xf32>
    %38 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_13 = linalg.transpose ins(%37 : tensor<1x8x4x16xf32>) outs(%38 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %39 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%39 : tensor<64x32xf32>) permutation = [1, 0] 
    %40 = tensor.empty() : tensor<8x32xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%41 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_15 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %43 = tensor.empty() : tensor<1x8x2x16xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x8x2x16xf32>) outs(%43 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %90 : f32
    } -> tensor<1x8x2x16xf32>
    %45 = tensor.empty() : tensor<1x8x2x1xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<1x8x2x16xf32>) outs(%46 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x2x1xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x2x1xf32>) outs(%45 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.divf %in, %cst_7 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x2x1xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x8x2x1xf32>) outs(%45 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.truncf %cst_5 : f64 to f32
      %91 = arith.addf %in, %90 : f32
      linalg.yield %91 : f32
    } -> tensor<1x8x2x1xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x2x1xf32>) outs(%45 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.rsqrt %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x2x1xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_15, %50 : tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x2x16xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %51 : tensor<16xf32>, tensor<1x8x2x16xf32>) outs(%43 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x2x16xf32>
    %53 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_16 = linalg.transpose ins(%52 : tensor<1x8x2x16xf32>) outs(%53 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%39 : tensor<64x32xf32>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%41 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_18 = tensor.expand_shape %54 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x8x2x16xf32>) outs(%53 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_21 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%38 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %56 = tensor.empty() : tensor<1x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<1x4x8x8xf32>) outs(%56 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.negf %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_23 = tensor.concat dim(3) %57, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%38 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x16xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%38 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.addf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%53 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %61 = tensor.empty() : tensor<1x2x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x2x8x8xf32>) outs(%61 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.negf %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_26 = tensor.concat dim(3) %62, %extracted_slice_24 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%53 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.mulf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x16xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %63 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%53 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.addf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x2x8x16xf32>
    %65 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %66 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x2x8x16xf32>) outs(%65 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_27 = tensor.collapse_shape %66 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %67 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<1x2x8x16xf32>) outs(%65 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %68 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<1x4x8x16xf32>) outs(%68 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %69 = tensor.empty() : tensor<4x8x8xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %71 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%70 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_31 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x4x8x8xf32>) outs(%56 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.mulf %in, %cst_8 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_11 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%56 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.addf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %74 = tensor.empty() : tensor<1x4x8xi64>
    %75 = linalg.fill ins(%c0_i64 : i64) outs(%74 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %76 = tensor.empty() : tensor<1x4x8xf32>
    %77 = linalg.fill ins(%cst_0 : f32) outs(%76 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %78:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%73 : tensor<1x4x8x8xf32>) outs(%77, %75 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_40: i64):
      %90 = linalg.index 3 : index
      %91 = arith.index_cast %90 : index to i64
      %92 = arith.maximumf %in, %out : f32
      %93 = arith.cmpf ogt, %in, %out : f32
      %94 = arith.select %93, %91, %out_40 : i64
      linalg.yield %92, %94 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_32 = tensor.expand_shape %78#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_32 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%56 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.subf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x4x8x8xf32>) outs(%56 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = math.exp %in : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %81 = tensor.empty() : tensor<1x4x8x1xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<1x4x8x8xf32>) outs(%82 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %90 = arith.addf %in, %out : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %83 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%56 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.divf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %67 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %85 = tensor.empty() : tensor<4x8x16xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %87 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%86 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_35 = tensor.expand_shape %87 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x8x16xf32>) outs(%28 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %88 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%26 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_39 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_39 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %90 = arith.addf %in, %in_40 : f32
      linalg.yield %90 : f32
    } -> tensor<1x8x64xf32>
    return %89 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FA99EE33DE386013C9C44B83A6F12833953773A38B2A20437C1B0BC35"
    }
  }
#-}
