// Exported by scripts/export-graphs.py (qwen3-qknorm): HF Qwen3 attention block, q/k norms
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Qwen3DecoderLayer's input_layernorm + Qwen3Attention (eager, additive causal mask) + residual: q/k RMSNorm before the rotation
// config: Qwen3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16)
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
  func.func @qwen3_qknorm(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 1.600000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %88 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.addf %in, %out : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.divf %in, %cst_5 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.truncf %cst_4 : f64 to f32
      %89 = arith.addf %in, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.rsqrt %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %88 = arith.sitofp %in : i64 to f32
      linalg.yield %88 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_3 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%11 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %12, %12 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %13 = tensor.empty() : tensor<1x8x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.cos %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%13 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.sin %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x16xf32>
    %16 = tensor.empty() : tensor<8xi64>
    %17 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%16 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %88 = linalg.index 0 : index
      %89 = arith.index_cast %88 : index to i64
      linalg.yield %89 : i64
    } -> tensor<8xi64>
    %expanded_8 = tensor.expand_shape %17 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %17 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %18 = tensor.empty() : tensor<8x8xi1>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%18 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_39: i64, %out: i1):
      %88 = arith.cmpi sgt, %in, %in_39 : i64
      linalg.yield %88 : i1
    } -> tensor<8x8xi1>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_39: f32, %in_40: f32, %out: f32):
      %88 = arith.select %in, %in_39, %in_40 : f32
      linalg.yield %88 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %21 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %22 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %23 = tensor.empty() : tensor<8x64xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_11 = tensor.expand_shape %25 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %26 = tensor.empty() : tensor<1x8x4x16xf32>
    %27 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x8x4x16xf32>) outs(%26 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %88 : f32
    } -> tensor<1x8x4x16xf32>
    %28 = tensor.empty() : tensor<1x8x4x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %30 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<1x8x4x16xf32>) outs(%29 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.addf %in, %out : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x4x1xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x4x1xf32>) outs(%28 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.divf %in, %cst_6 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x4x1xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x4x1xf32>) outs(%28 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.truncf %cst_4 : f64 to f32
      %89 = arith.addf %in, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<1x8x4x1xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x4x1xf32>) outs(%28 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.rsqrt %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x4x1xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %33 : tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>) outs(%26 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x4x16xf32>
    %35 = linalg.generic {indexing_maps = [#map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7, %34 : tensor<16xf32>, tensor<1x8x4x16xf32>) outs(%26 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x4x16xf32>
    %36 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_12 = linalg.transpose ins(%35 : tensor<1x8x4x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %37 = tensor.empty() : tensor<64x32xf32>
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%37 : tensor<64x32xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<8x32xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %40 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%39 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %41 = tensor.empty() : tensor<1x8x2x16xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x8x2x16xf32>) outs(%41 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %88 : f32
    } -> tensor<1x8x2x16xf32>
    %43 = tensor.empty() : tensor<1x8x2x1xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<1x8x2x16xf32>) outs(%44 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.addf %in, %out : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x2x1xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.divf %in, %cst_6 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x2x1xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.truncf %cst_4 : f64 to f32
      %89 = arith.addf %in, %88 : f32
      linalg.yield %89 : f32
    } -> tensor<1x8x2x1xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x2x1xf32>) outs(%43 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.rsqrt %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x2x1xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14, %48 : tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>) outs(%41 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x2x16xf32>
    %50 = linalg.generic {indexing_maps = [#map10, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %49 : tensor<16xf32>, tensor<1x8x2x16xf32>) outs(%41 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x2x16xf32>
    %51 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_15 = linalg.transpose ins(%50 : tensor<1x8x2x16xf32>) outs(%51 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%37 : tensor<64x32xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%39 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_17 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%51 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_20 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %54 = tensor.empty() : tensor<1x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x4x8x8xf32>) outs(%54 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.negf %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_22 = tensor.concat dim(3) %55, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x16xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%36 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.addf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x16xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%51 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %59 = tensor.empty() : tensor<1x2x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x2x8x8xf32>) outs(%59 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.negf %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_25 = tensor.concat dim(3) %60, %extracted_slice_23 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%51 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.mulf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x2x8x16xf32>
    %62 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %61 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%51 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.addf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x2x8x16xf32>
    %63 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %64 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x2x8x16xf32>) outs(%63 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_26 = tensor.collapse_shape %64 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %65 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x2x8x16xf32>) outs(%63 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %66 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_27 = linalg.transpose ins(%collapsed_26 : tensor<1x4x8x16xf32>) outs(%66 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_28 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %67 = tensor.empty() : tensor<4x8x8xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %69 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%68 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_30 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x4x8x8xf32>) outs(%54 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.mulf %in, %cst_7 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x8xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_10 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%54 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.addf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x8xf32>
    %72 = tensor.empty() : tensor<1x4x8xi64>
    %73 = linalg.fill ins(%c0_i64 : i64) outs(%72 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %74 = tensor.empty() : tensor<1x4x8xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %76:2 = linalg.generic {indexing_maps = [#map8, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x4x8x8xf32>) outs(%75, %73 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_39: i64):
      %88 = linalg.index 3 : index
      %89 = arith.index_cast %88 : index to i64
      %90 = arith.maximumf %in, %out : f32
      %91 = arith.cmpf ogt, %in, %out : f32
      %92 = arith.select %91, %89, %out_39 : i64
      linalg.yield %90, %92 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_31 = tensor.expand_shape %76#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_31 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%54 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.subf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x4x8x8xf32>) outs(%54 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = math.exp %in : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x8xf32>
    %79 = tensor.empty() : tensor<1x4x8x1xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%78 : tensor<1x4x8x8xf32>) outs(%80 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %88 = arith.addf %in, %out : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %81 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%54 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.divf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %65 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %83 = tensor.empty() : tensor<4x8x16xf32>
    %84 = linalg.fill ins(%cst : f32) outs(%83 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %85 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%84 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_34 = tensor.expand_shape %85 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x4x8x16xf32>) outs(%26 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_36 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%22 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %86 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_38 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_38 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %88 = arith.addf %in, %in_39 : f32
      linalg.yield %88 : f32
    } -> tensor<1x8x64xf32>
    return %87 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
