// Exported by scripts/export-graphs.py (hunyuan-qknorm-after-rope): HF Hunyuan dense attention block, q/k norms after RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: HunYuanDenseV1DecoderLayer's input_layernorm + HunYuanDenseV1Attention (eager, additive causal mask) + residual: q/k RMSNorm per head after the rotation
// config: HunYuanDenseV1Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.query_layernorm.weight [16], a8 attn.key_layernorm.weight [16]
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
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @hunyuan_qknorm_after_rope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 1.600000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_5 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_4 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %85 = arith.sitofp %in : i64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %13 = tensor.empty() : tensor<1x8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.cos %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.sin %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x16xf32>
    %16 = tensor.empty() : tensor<8xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %85 = linalg.index 0 : index
      %86 = arith.index_cast %85 : index to i64
      linalg.yield %86 : i64
    } -> tensor<8xi64>
    %expanded_8 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %17 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_39: i64, %out: i1):
      %85 = arith.cmpi sgt, %in, %in_39 : i64
      linalg.yield %85 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_39: f32, %in_40: f32, %out: f32):
      %85 = arith.select %in, %in_39, %in_40 : f32
      linalg.yield %85 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %23 = tensor.empty() : tensor<8x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_11 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %26 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x4x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %27 = tensor.empty() : tensor<64x32xf32>
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<8x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %31 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x2x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %32 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_17 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_20 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %34 = tensor.empty() : tensor<1x4x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.negf %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_22 = tensor.concat dim(3) %35, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %36 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.addf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x16xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %39 = tensor.empty() : tensor<1x2x8x8xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x2x8x8xf32>) outs(%39 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.negf %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_25 = tensor.concat dim(3) %40, %extracted_slice_23 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x16xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.addf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %85 : f32
    } -> tensor<1x4x8x16xf32>
    %44 = tensor.empty() : tensor<1x4x8x1xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<1x4x8x16xf32>) outs(%45 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x4x8x1xf32>) outs(%44 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_6 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x4x8x1xf32>) outs(%44 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_4 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x4x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x4x8x1xf32>) outs(%44 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %49 : tensor<1x4x8x16xf32>, tensor<1x4x8x1xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7, %50 : tensor<16xf32>, tensor<1x4x8x16xf32>) outs(%26 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x2x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %85 : f32
    } -> tensor<1x2x8x16xf32>
    %53 = tensor.empty() : tensor<1x2x8x1xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<1x2x8x16xf32>) outs(%54 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x2x8x1xf32>) outs(%53 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_6 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x2x8x1xf32>) outs(%53 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_4 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x2x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x2x8x1xf32>) outs(%53 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %58 : tensor<1x2x8x16xf32>, tensor<1x2x8x1xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map11, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %59 : tensor<16xf32>, tensor<1x2x8x16xf32>) outs(%31 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.mulf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x16xf32>
    %61 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %62 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x2x8x16xf32>) outs(%61 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_26 = tensor.collapse_shape %62 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %63 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x2x8x16xf32>) outs(%61 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %64 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_27 = linalg.transpose ins(%collapsed_26 : tensor<1x4x8x16xf32>) outs(%64 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_28 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %65 = tensor.empty() : tensor<4x8x8xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %67 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%66 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_30 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.mulf %in, %cst_7 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_10 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.addf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %70 = tensor.empty() : tensor<1x4x8xi64>
    %71 = linalg.fill ins(%c0_i64 : i64) outs(%70 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %72 = tensor.empty() : tensor<1x4x8xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %74:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<1x4x8x8xf32>) outs(%73, %71 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_39: i64):
      %85 = linalg.index 3 : index
      %86 = arith.index_cast %85 : index to i64
      %87 = arith.maximumf %in, %out : f32
      %88 = arith.cmpf ogt, %in, %out : f32
      %89 = arith.select %88, %86, %out_39 : i64
      linalg.yield %87, %89 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_31 = tensor.expand_shape %74#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %75 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_31 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.subf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x4x8x8xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.exp %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<1x4x8x8xf32>) outs(%45 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %77 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%34 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.divf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %63 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %79 = tensor.empty() : tensor<4x8x16xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %81 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%80 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_34 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %82 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x4x8x16xf32>) outs(%82 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %83 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_38 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_38 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %85 = arith.addf %in, %in_39 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    return %84 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
