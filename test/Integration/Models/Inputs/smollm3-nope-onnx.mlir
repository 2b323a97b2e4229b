// Exported by scripts/export-graphs.py (smollm3-nope-onnx): HF SmolLM3 attention block, a layer without RoPE, through ONNX
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; torch.onnx.export(dynamo=True) (onnx 1.23.2, onnxscript 0.7.2), torch_mlir.tools.import_onnx, torch-mlir-opt --torch-onnx-to-torch-backend-pipeline --torch-backend-to-linalg-on-tensors-backend-pipeline, random weights (torch.manual_seed(0)).
// model: SmolLM3DecoderLayer's input_layernorm + SmolLM3Attention (eager, additive causal mask) + residual: a NoPE layer, GQA, through ONNX
// config: SmolLM3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, no_rope_layers=[0])
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @smollm3_nope_onnx(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<[[[[0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]]> : tensor<1x1x8x8xf32>
    %cst_3 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_4 = arith.constant dense<2.500000e-01> : tensor<f32>
    %cst_5 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %54 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.divf %in, %cst_5 : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_3 : tensor<1x8x1xf32>, tensor<f32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.addf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.sqrt %in : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.cmpf one, %in, %cst : f32
      cf.assert %54, "unimplemented: tensor with zero element"
      %55 = arith.divf %cst_0, %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %8 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.mulf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x64xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %9 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.mulf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x64xf32>
    %11 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) permutation = [1, 0] 
    %12 = tensor.empty() : tensor<1x64x64xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<64x64xf32>) outs(%12 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %15 = linalg.batch_matmul ins(%10, %13 : tensor<1x8x64xf32>, tensor<1x64x64xf32>) outs(%14 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %15 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %16 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_6 = linalg.transpose ins(%expanded : tensor<1x8x4x16xf32>) outs(%16 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %17 = tensor.empty() : tensor<64x32xf32>
    %transposed_7 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%17 : tensor<64x32xf32>) permutation = [1, 0] 
    %18 = tensor.empty() : tensor<1x64x32xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_7 : tensor<64x32xf32>) outs(%18 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %20 = tensor.empty() : tensor<1x8x32xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %22 = linalg.batch_matmul ins(%10, %19 : tensor<1x8x64xf32>, tensor<1x64x32xf32>) outs(%21 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %expanded_8 = tensor.expand_shape %22 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %23 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<1x8x2x16xf32>) outs(%23 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_10 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%17 : tensor<64x32xf32>) permutation = [1, 0] 
    %24 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_10 : tensor<64x32xf32>) outs(%18 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %25 = linalg.batch_matmul ins(%10, %24 : tensor<1x8x64xf32>, tensor<1x64x32xf32>) outs(%21 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %expanded_11 = tensor.expand_shape %25 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x2x16xf32>) outs(%23 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_9 : tensor<1x2x8x16xf32>) outs(%26 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed = tensor.collapse_shape %27 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<1x2x8x16xf32>) outs(%26 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %29 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_13 = linalg.transpose ins(%collapsed : tensor<1x4x8x16xf32>) outs(%29 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_14 = tensor.collapse_shape %transposed_6 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_15 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %30 = tensor.empty() : tensor<4x8x8xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %32 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%31 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_16 = tensor.expand_shape %32 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %33 = tensor.empty() : tensor<1x4x8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %cst_4 : tensor<1x4x8x8xf32>, tensor<f32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.mulf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %cst_2 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.addf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x8x8xf32>
    %36 = tensor.empty() : tensor<1x4x8xi64>
    %37 = linalg.fill ins(%c0_i64 : i64) outs(%36 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %38 = tensor.empty() : tensor<1x4x8xf32>
    %39 = linalg.fill ins(%cst_1 : f32) outs(%38 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %40:2 = linalg.generic {indexing_maps = [#map7, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<1x4x8x8xf32>) outs(%39, %37 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_24: i64):
      %54 = linalg.index 3 : index
      %55 = arith.index_cast %54 : index to i64
      %56 = arith.maximumf %in, %out : f32
      %57 = arith.cmpf ogt, %in, %out : f32
      %58 = arith.select %57, %55, %out_24 : i64
      linalg.yield %56, %58 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_17 = tensor.expand_shape %40#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_17 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.subf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x8x8xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = math.exp %in : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x8x8xf32>
    %43 = tensor.empty() : tensor<1x4x8x1xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map7, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.addf %in, %out : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.divf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_18 = tensor.collapse_shape %46 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_19 = tensor.collapse_shape %28 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %47 = tensor.empty() : tensor<4x8x16xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %49 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%48 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_20 = tensor.expand_shape %49 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %50 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x4x8x16xf32>) outs(%50 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_22 = tensor.collapse_shape %transposed_21 [[0], [1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<1x8x64xf32>
    %transposed_23 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) permutation = [1, 0] 
    %51 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_23 : tensor<64x64xf32>) outs(%12 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %52 = linalg.batch_matmul ins(%collapsed_22, %51 : tensor<1x8x64xf32>, tensor<1x64x64xf32>) outs(%14 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %52 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %54 = arith.addf %in, %in_24 : f32
      linalg.yield %54 : f32
    } -> tensor<1x8x64xf32>
    return %53 : tensor<1x8x64xf32>
  }
}
