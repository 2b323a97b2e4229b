// Exported by scripts/export-graphs.py (qwen2-bias-bf16): HF Qwen2 attention block, q/k/v biases, bfloat16
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Qwen2DecoderLayer's input_layernorm + Qwen2Attention (eager, additive causal mask) + residual: biases on the q, k and v projections, bfloat16 (softmax in float32)
// config: Qwen2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.bfloat16
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.q_proj.bias [64], a5 attn.k_proj.weight [32, 64], a6 attn.k_proj.bias [32], a7 attn.v_proj.weight [32, 64], a8 attn.v_proj.bias [32], a9 attn.o_proj.weight [64, 64]
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
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @qwen2_bias_bf16(%arg0: tensor<1x8x64xbf16>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<32x64xbf16>, %arg6: tensor<32xbf16>, %arg7: tensor<32x64xbf16>, %arg8: tensor<32xbf16>, %arg9: tensor<64x64xbf16>) -> tensor<1x8x64xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xbf16>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 2.500000e-01 : bf16
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xbf16>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<1x8x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %105 : f32
    } -> tensor<1x8x64xf32>
    %3 = tensor.empty() : tensor<1x8x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<1x8x64xf32>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.divf %in, %cst_5 : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.truncf %cst_4 : f64 to f32
      %106 = arith.addf %in, %105 : f32
      linalg.yield %106 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.rsqrt %in : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.mulf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x64xf32>
    %10 = tensor.empty() : tensor<1x8x64xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x64xf32>) outs(%10 : tensor<1x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<1x8x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %11 : tensor<64xbf16>, tensor<1x8x64xbf16>) outs(%10 : tensor<1x8x64xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.mulf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x8x64xbf16>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %105 = arith.sitofp %in : i64 to f32
      linalg.yield %105 : f32
    } -> tensor<1x8x1xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %cst_3 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.mulf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %15, %15 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %16 = tensor.empty() : tensor<1x8x16xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%16 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.cos %in : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%16 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.sin %in : f32
      linalg.yield %105 : f32
    } -> tensor<1x8x16xf32>
    %19 = tensor.empty() : tensor<1x8x16xbf16>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x16xf32>) outs(%19 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<1x8x16xbf16>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x16xf32>) outs(%19 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<1x8x16xbf16>
    %22 = tensor.empty() : tensor<8xi64>
    %23 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%22 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %105 = linalg.index 0 : index
      %106 = arith.index_cast %105 : index to i64
      linalg.yield %106 : i64
    } -> tensor<8xi64>
    %expanded_7 = tensor.expand_shape %23 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_8 = tensor.expand_shape %23 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %24 = tensor.empty() : tensor<8x8xi1>
    %25 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%24 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_38: i64, %out: i1):
      %105 = arith.cmpi sgt, %in, %in_38 : i64
      linalg.yield %105 : i1
    } -> tensor<8x8xi1>
    %26 = tensor.empty() : tensor<8x8xbf16>
    %27 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<bf16>, tensor<8x8xbf16>) outs(%26 : tensor<8x8xbf16>) {
    ^bb0(%in: i1, %in_38: bf16, %in_39: bf16, %out: bf16):
      %105 = arith.select %in, %in_38, %in_39 : bf16
      linalg.yield %105 : bf16
    } -> tensor<8x8xbf16>
    %expanded_9 = tensor.expand_shape %27 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xbf16> into tensor<1x1x8x8xbf16>
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
    %28 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xbf16>) outs(%28 : tensor<64x64xbf16>) permutation = [1, 0] 
    %29 = tensor.empty() : tensor<64xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg4 : tensor<64xbf16>) outs(%29 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<64xf32>
    %31 = tensor.empty() : tensor<8x64xf32>
    %32 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8x64xbf16>) outs(%31 : tensor<8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<8x64xf32>
    %33 = tensor.empty() : tensor<64x64xf32>
    %34 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<64x64xbf16>) outs(%33 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<64x64xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%31 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %36 = linalg.matmul ins(%32, %34 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%35 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<64xf32>) outs(%31 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x64xf32>
    %38 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%31 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.addf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<8x64xf32>
    %39 = tensor.empty() : tensor<8x64xbf16>
    %40 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x64xf32>) outs(%39 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<8x64xbf16>
    %expanded_10 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xbf16> into tensor<1x8x4x16xbf16>
    %41 = tensor.empty() : tensor<1x4x8x16xbf16>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<1x8x4x16xbf16>) outs(%41 : tensor<1x4x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %42 = tensor.empty() : tensor<64x32xbf16>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<32x64xbf16>) outs(%42 : tensor<64x32xbf16>) permutation = [1, 0] 
    %43 = tensor.empty() : tensor<32xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg6 : tensor<32xbf16>) outs(%43 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<32xf32>
    %45 = tensor.empty() : tensor<64x32xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed_12 : tensor<64x32xbf16>) outs(%45 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<64x32xf32>
    %47 = tensor.empty() : tensor<8x32xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %49 = linalg.matmul ins(%32, %46 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<32xf32>) outs(%47 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%47 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.addf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<8x32xf32>
    %52 = tensor.empty() : tensor<8x32xbf16>
    %53 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<8x32xf32>) outs(%52 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<8x32xbf16>
    %expanded_13 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %54 = tensor.empty() : tensor<1x2x8x16xbf16>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x2x16xbf16>) outs(%54 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_15 = linalg.transpose ins(%arg7 : tensor<32x64xbf16>) outs(%42 : tensor<64x32xbf16>) permutation = [1, 0] 
    %55 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg8 : tensor<32xbf16>) outs(%43 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<32xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%transposed_15 : tensor<64x32xbf16>) outs(%45 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<64x32xf32>
    %57 = linalg.matmul ins(%32, %56 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%48 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<32xf32>) outs(%47 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%57, %58 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%47 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.addf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<8x32xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%59 : tensor<8x32xf32>) outs(%52 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<8x32xbf16>
    %expanded_16 = tensor.expand_shape %60 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x2x16xbf16>) outs(%54 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_18 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xbf16> into tensor<1x1x8x16xbf16>
    %expanded_19 = tensor.expand_shape %21 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xbf16> into tensor<1x1x8x16xbf16>
    %61 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11, %expanded_18 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%41 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.mulf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x16xbf16>
    %extracted_slice = tensor.extract_slice %transposed_11[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %extracted_slice_20 = tensor.extract_slice %transposed_11[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xbf16> to tensor<1x4x8x8xbf16>
    %62 = tensor.empty() : tensor<1x4x8x8xbf16>
    %63 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x4x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %105 = arith.negf %in : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x8xbf16>
    %concat_21 = tensor.concat dim(3) %63, %extracted_slice : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x16xbf16>
    %64 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_21, %expanded_19 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%41 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.mulf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x16xbf16>
    %65 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<1x4x8x16xbf16>, tensor<1x4x8x16xbf16>) outs(%41 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.addf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x16xbf16>
    %66 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_14, %expanded_18 : tensor<1x2x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%54 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.mulf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x2x8x16xbf16>
    %extracted_slice_22 = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %extracted_slice_23 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xbf16> to tensor<1x2x8x8xbf16>
    %67 = tensor.empty() : tensor<1x2x8x8xbf16>
    %68 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x2x8x8xbf16>) outs(%67 : tensor<1x2x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %105 = arith.negf %in : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x2x8x8xbf16>
    %concat_24 = tensor.concat dim(3) %68, %extracted_slice_22 : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x16xbf16>
    %69 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_24, %expanded_19 : tensor<1x2x8x16xbf16>, tensor<1x1x8x16xbf16>) outs(%54 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.mulf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x2x8x16xbf16>
    %70 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<1x2x8x16xbf16>, tensor<1x2x8x16xbf16>) outs(%54 : tensor<1x2x8x16xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.addf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x2x8x16xbf16>
    %71 = tensor.empty() : tensor<1x2x2x8x16xbf16>
    %72 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x2x8x16xbf16>) outs(%71 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %collapsed_25 = tensor.collapse_shape %72 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<1x4x8x16xbf16>
    %73 = linalg.generic {indexing_maps = [#map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17 : tensor<1x2x8x16xbf16>) outs(%71 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %74 = tensor.empty() : tensor<1x4x16x8xbf16>
    %transposed_26 = linalg.transpose ins(%collapsed_25 : tensor<1x4x8x16xbf16>) outs(%74 : tensor<1x4x16x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_27 = tensor.collapse_shape %65 [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %75 = tensor.empty() : tensor<4x8x8xf32>
    %76 = linalg.fill ins(%cst : f32) outs(%75 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %77 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x8x16xbf16>, tensor<4x16x8xbf16>) outs(%76 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %78 = tensor.empty() : tensor<4x8x8xbf16>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<4x8x8xf32>) outs(%78 : tensor<4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<4x8x8xbf16>
    %expanded_29 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %80 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x4x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %105 = arith.mulf %in, %cst_6 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x8xbf16>
    %81 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_9 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.addf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x8xbf16>
    %82 = tensor.empty() : tensor<1x4x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<1x4x8x8xbf16>) outs(%82 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %105 = arith.extf %in : bf16 to f32
      linalg.yield %105 : f32
    } -> tensor<1x4x8x8xf32>
    %84 = tensor.empty() : tensor<1x4x8xi64>
    %85 = linalg.fill ins(%c0_i64 : i64) outs(%84 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %86 = tensor.empty() : tensor<1x4x8xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %88:2 = linalg.generic {indexing_maps = [#map9, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<1x4x8x8xf32>) outs(%87, %85 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_38: i64):
      %105 = linalg.index 3 : index
      %106 = arith.index_cast %105 : index to i64
      %107 = arith.maximumf %in, %out : f32
      %108 = arith.cmpf ogt, %in, %out : f32
      %109 = arith.select %108, %106, %out_38 : i64
      linalg.yield %107, %109 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_30 = tensor.expand_shape %88#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_30 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%82 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.subf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x4x8x8xf32>) outs(%82 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = math.exp %in : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x8x8xf32>
    %91 = tensor.empty() : tensor<1x4x8x1xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map9, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%90 : tensor<1x4x8x8xf32>) outs(%92 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %105 = arith.addf %in, %out : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map9, #map14, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %93 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%82 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %105 = arith.divf %in, %in_38 : f32
      linalg.yield %105 : f32
    } -> tensor<1x4x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x4x8x8xf32>) outs(%62 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<1x4x8x8xbf16>
    %collapsed_31 = tensor.collapse_shape %95 [[0, 1], [2], [3]] : tensor<1x4x8x8xbf16> into tensor<4x8x8xbf16>
    %collapsed_32 = tensor.collapse_shape %73 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<4x8x16xbf16>
    %96 = tensor.empty() : tensor<4x8x16xf32>
    %97 = linalg.fill ins(%cst : f32) outs(%96 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %98 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<4x8x8xbf16>, tensor<4x8x16xbf16>) outs(%97 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %99 = tensor.empty() : tensor<4x8x16xbf16>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x8x16xf32>) outs(%99 : tensor<4x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<4x8x16xbf16>
    %expanded_33 = tensor.expand_shape %100 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xbf16> into tensor<1x4x8x16xbf16>
    %101 = tensor.empty() : tensor<1x8x4x16xbf16>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x4x8x16xbf16>) outs(%101 : tensor<1x8x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_35 = linalg.transpose ins(%arg9 : tensor<64x64xbf16>) outs(%28 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<8x64xbf16>
    %102 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%35 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %103 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%102 : tensor<8x64xf32>) outs(%39 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %105 = arith.truncf %in : f32 to bf16
      linalg.yield %105 : bf16
    } -> tensor<8x64xbf16>
    %expanded_37 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xbf16> into tensor<1x8x64xbf16>
    %104 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_37 : tensor<1x8x64xbf16>, tensor<1x8x64xbf16>) outs(%10 : tensor<1x8x64xbf16>) {
    ^bb0(%in: bf16, %in_38: bf16, %out: bf16):
      %105 = arith.addf %in, %in_38 : bf16
      linalg.yield %105 : bf16
    } -> tensor<1x8x64xbf16>
    return %104 : tensor<1x8x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
