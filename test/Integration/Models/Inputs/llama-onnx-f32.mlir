// Exported by scripts/export-graphs.py (llama-onnx-f32): HF Llama attention block, eager, float32, through ONNX (torch.onnx.export, torch-mlir's ONNX importer and pipelines)
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; torch.onnx.export(dynamo=True) (onnx 1.23.2, onnxscript 0.7.2), torch_mlir.tools.import_onnx, torch-mlir-opt --torch-onnx-to-torch-backend-pipeline --torch-backend-to-linalg-on-tensors-backend-pipeline, random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager, additive causal mask (finfo.min)) + residual
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_onnx_f32(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<[1.000000e+00, 0.316227764, 1.000000e-01, 0.0316227786, 0.00999999977, 0.00316227786, 1.000000e-03, 3.16227786E-4]> : tensor<8xf32>
    %cst_3 = arith.constant dense<[[[[0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, -3.40282347E+38], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]]]> : tensor<1x1x8x8xf32>
    %cst_4 = arith.constant dense<9.99999997E-7> : tensor<f32>
    %cst_5 = arith.constant dense<2.500000e-01> : tensor<f32>
    %cst_6 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %69 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.addf %in, %out : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.divf %in, %cst_6 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %cst_4 : tensor<1x8x1xf32>, tensor<f32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.addf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = math.sqrt %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.cmpf one, %in, %cst : f32
      cf.assert %69, "unimplemented: tensor with zero element"
      %70 = arith.divf %cst_0, %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %8 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x64xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %9 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %69 = arith.sitofp %in : i64 to f32
      linalg.yield %69 : f32
    } -> tensor<1x8x1xf32>
    %12 = tensor.empty() : tensor<1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_2 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%12 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %13, %13 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %14 = tensor.empty() : tensor<1x8x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%14 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = math.cos %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%14 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = math.sin %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x16xf32>
    %17 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%17 : tensor<64x64xf32>) permutation = [1, 0] 
    %18 = tensor.empty() : tensor<1x64x64xf32>
    %19 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed : tensor<64x64xf32>) outs(%18 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %20 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %21 = linalg.batch_matmul ins(%10, %19 : tensor<1x8x64xf32>, tensor<1x64x64xf32>) outs(%20 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %expanded_7 = tensor.expand_shape %21 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %22 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<1x8x4x16xf32>) outs(%22 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %23 = tensor.empty() : tensor<64x32xf32>
    %transposed_9 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%23 : tensor<64x32xf32>) permutation = [1, 0] 
    %24 = tensor.empty() : tensor<1x64x32xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_9 : tensor<64x32xf32>) outs(%24 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %26 = tensor.empty() : tensor<1x8x32xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %28 = linalg.batch_matmul ins(%10, %25 : tensor<1x8x64xf32>, tensor<1x64x32xf32>) outs(%27 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %expanded_10 = tensor.expand_shape %28 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %29 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x8x2x16xf32>) outs(%29 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%23 : tensor<64x32xf32>) permutation = [1, 0] 
    %30 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<64x32xf32>) outs(%24 : tensor<1x64x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x32xf32>
    %31 = linalg.batch_matmul ins(%10, %30 : tensor<1x8x64xf32>, tensor<1x64x32xf32>) outs(%27 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %expanded_13 = tensor.expand_shape %31 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x16xf32>) outs(%29 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_15 = tensor.expand_shape %15 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_16 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_8, %expanded_15 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%22 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_8[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_17 = tensor.extract_slice %transposed_8[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %33 = tensor.empty() : tensor<1x4x8x8xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.negf %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_18 = tensor.concat dim(3) %34, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_18, %expanded_16 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%22 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x16xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %35 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%22 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.addf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x16xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %expanded_15 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_11[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %38 = tensor.empty() : tensor<1x2x8x8xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x2x8x8xf32>) outs(%38 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.negf %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_21 = tensor.concat dim(3) %39, %extracted_slice_19 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_16 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%29 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x2x8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %40 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%29 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.addf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x2x8x16xf32>
    %42 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %43 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x2x8x16xf32>) outs(%42 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed = tensor.collapse_shape %43 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14 : tensor<1x2x8x16xf32>) outs(%42 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %45 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_22 = linalg.transpose ins(%collapsed : tensor<1x4x8x16xf32>) outs(%45 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_23 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %46 = tensor.empty() : tensor<4x8x8xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %48 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%47 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_25 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %cst_5 : tensor<1x4x8x8xf32>, tensor<f32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.mulf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %cst_3 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.addf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %51 = tensor.empty() : tensor<1x4x8xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %53 = tensor.empty() : tensor<1x4x8xf32>
    %54 = linalg.fill ins(%cst_1 : f32) outs(%53 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %55:2 = linalg.generic {indexing_maps = [#map5, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x4x8x8xf32>) outs(%54, %52 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %69 = linalg.index 3 : index
      %70 = arith.index_cast %69 : index to i64
      %71 = arith.maximumf %in, %out : f32
      %72 = arith.cmpf ogt, %in, %out : f32
      %73 = arith.select %72, %70, %out_33 : i64
      linalg.yield %71, %73 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_26 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_26 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.subf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x4x8x8xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = math.exp %in : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %58 = tensor.empty() : tensor<1x4x8x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x4x8x8xf32>) outs(%59 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %69 = arith.addf %in, %out : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%33 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.divf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_28 = tensor.collapse_shape %44 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %62 = tensor.empty() : tensor<4x8x16xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %64 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%63 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_29 = tensor.expand_shape %64 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %65 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_30 = linalg.transpose ins(%expanded_29 : tensor<1x4x8x16xf32>) outs(%65 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0], [1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<1x8x64xf32>
    %transposed_32 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%17 : tensor<64x64xf32>) permutation = [1, 0] 
    %66 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_32 : tensor<64x64xf32>) outs(%18 : tensor<1x64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x64xf32>
    %67 = linalg.batch_matmul ins(%collapsed_31, %66 : tensor<1x8x64xf32>, tensor<1x64x64xf32>) outs(%20 : tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %67 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %69 = arith.addf %in, %in_33 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x64xf32>
    return %68 : tensor<1x8x64xf32>
  }
}
