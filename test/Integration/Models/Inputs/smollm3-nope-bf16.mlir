// Exported by scripts/export-graphs.py (smollm3-nope-bf16): HF SmolLM3 attention block, a layer without RoPE, bfloat16
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: SmolLM3DecoderLayer's input_layernorm + SmolLM3Attention (eager, additive causal mask) + residual: a NoPE layer, GQA, bfloat16
// config: SmolLM3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, no_rope_layers=[0])
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.bfloat16
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
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @smollm3_nope_bf16(%arg0: tensor<1x8x64xbf16>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<32x64xbf16>, %arg5: tensor<32x64xbf16>, %arg6: tensor<64x64xbf16>) -> tensor<1x8x64xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xbf16>
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 6.400000e+01 : f32
    %cst_5 = arith.constant 2.500000e-01 : bf16
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xbf16>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %70 = arith.extf %in : bf16 to f32
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    %3 = tensor.empty() : tensor<1x8x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2 : tensor<1x8x64xf32>) outs(%4 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_4 : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_3 : f64 to f32
      %71 = arith.addf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x1xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %8 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %70 = arith.mulf %in, %in_29 : f32
      linalg.yield %70 : f32
    } -> tensor<1x8x64xf32>
    %10 = tensor.empty() : tensor<1x8x64xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x64xf32>) outs(%10 : tensor<1x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<1x8x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %11 : tensor<64xbf16>, tensor<1x8x64xbf16>) outs(%10 : tensor<1x8x64xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %70 = arith.mulf %in, %in_29 : bf16
      linalg.yield %70 : bf16
    } -> tensor<1x8x64xbf16>
    %13 = tensor.empty() : tensor<8xi64>
    %14 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%13 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %70 = linalg.index 0 : index
      %71 = arith.index_cast %70 : index to i64
      linalg.yield %71 : i64
    } -> tensor<8xi64>
    %expanded = tensor.expand_shape %14 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_6 = tensor.expand_shape %14 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %15 = tensor.empty() : tensor<8x8xi1>
    %16 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_6 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%15 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_29: i64, %out: i1):
      %70 = arith.cmpi sgt, %in, %in_29 : i64
      linalg.yield %70 : i1
    } -> tensor<8x8xi1>
    %17 = tensor.empty() : tensor<8x8xbf16>
    %18 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<bf16>, tensor<8x8xbf16>) outs(%17 : tensor<8x8xbf16>) {
    ^bb0(%in: i1, %in_29: bf16, %in_30: bf16, %out: bf16):
      %70 = arith.select %in, %in_29, %in_30 : bf16
      linalg.yield %70 : bf16
    } -> tensor<8x8xbf16>
    %expanded_7 = tensor.expand_shape %18 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xbf16> into tensor<1x1x8x8xbf16>
    %19 = tensor.empty() : tensor<64x64xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xbf16>) outs(%19 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %12 [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
    %20 = tensor.empty() : tensor<8x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %22 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%21 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %23 = tensor.empty() : tensor<8x64xbf16>
    %24 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x64xf32>) outs(%23 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<8x64xbf16>
    %expanded_8 = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xbf16> into tensor<1x8x4x16xbf16>
    %25 = tensor.empty() : tensor<1x4x8x16xbf16>
    %transposed_9 = linalg.transpose ins(%expanded_8 : tensor<1x8x4x16xbf16>) outs(%25 : tensor<1x4x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<64x32xbf16>
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<32x64xbf16>) outs(%26 : tensor<64x32xbf16>) permutation = [1, 0] 
    %27 = tensor.empty() : tensor<8x32xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = tensor.empty() : tensor<8x32xbf16>
    %31 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<8x32xf32>) outs(%30 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<8x32xbf16>
    %expanded_11 = tensor.expand_shape %31 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %32 = tensor.empty() : tensor<1x2x8x16xbf16>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x2x16xbf16>) outs(%32 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg5 : tensor<32x64xbf16>) outs(%26 : tensor<64x32xbf16>) permutation = [1, 0] 
    %33 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x32xf32>) outs(%30 : tensor<8x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<8x32xbf16>
    %expanded_14 = tensor.expand_shape %34 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x2x16xbf16>) outs(%32 : tensor<1x2x8x16xbf16>) permutation = [0, 2, 1, 3] 
    %35 = tensor.empty() : tensor<1x2x2x8x16xbf16>
    %36 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<1x2x8x16xbf16>) outs(%35 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %collapsed_16 = tensor.collapse_shape %36 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<1x4x8x16xbf16>
    %37 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15 : tensor<1x2x8x16xbf16>) outs(%35 : tensor<1x2x2x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x8x16xbf16>
    %38 = tensor.empty() : tensor<1x4x16x8xbf16>
    %transposed_17 = linalg.transpose ins(%collapsed_16 : tensor<1x4x8x16xbf16>) outs(%38 : tensor<1x4x16x8xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_18 = tensor.collapse_shape %transposed_9 [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %collapsed_19 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %39 = tensor.empty() : tensor<4x8x8xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %41 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<4x8x16xbf16>, tensor<4x16x8xbf16>) outs(%40 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %42 = tensor.empty() : tensor<4x8x8xbf16>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<4x8x8xf32>) outs(%42 : tensor<4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<4x8x8xbf16>
    %expanded_20 = tensor.expand_shape %43 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %44 = tensor.empty() : tensor<1x4x8x8xbf16>
    %45 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<1x4x8x8xbf16>) outs(%44 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %70 = arith.mulf %in, %cst_5 : bf16
      linalg.yield %70 : bf16
    } -> tensor<1x4x8x8xbf16>
    %46 = linalg.generic {indexing_maps = [#map10, #map11, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_7 : tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) outs(%44 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %70 = arith.addf %in, %in_29 : bf16
      linalg.yield %70 : bf16
    } -> tensor<1x4x8x8xbf16>
    %47 = tensor.empty() : tensor<1x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x4x8x8xbf16>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %70 = arith.extf %in : bf16 to f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %49 = tensor.empty() : tensor<1x4x8xi64>
    %50 = linalg.fill ins(%c0_i64 : i64) outs(%49 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %51 = tensor.empty() : tensor<1x4x8xf32>
    %52 = linalg.fill ins(%cst_0 : f32) outs(%51 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %53:2 = linalg.generic {indexing_maps = [#map10, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x4x8x8xf32>) outs(%52, %50 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_29: i64):
      %70 = linalg.index 3 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.maximumf %in, %out : f32
      %73 = arith.cmpf ogt, %in, %out : f32
      %74 = arith.select %73, %71, %out_29 : i64
      linalg.yield %72, %74 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_21 = tensor.expand_shape %53#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %54 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_21 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %70 = arith.subf %in, %in_29 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %55 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x4x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.exp %in : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %56 = tensor.empty() : tensor<1x4x8x1xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %58 = linalg.generic {indexing_maps = [#map10, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x4x8x8xf32>) outs(%57 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x1xf32>
    %59 = linalg.generic {indexing_maps = [#map10, #map13, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %58 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %70 = arith.divf %in, %in_29 : f32
      linalg.yield %70 : f32
    } -> tensor<1x4x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x4x8x8xf32>) outs(%44 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<1x4x8x8xbf16>
    %collapsed_22 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<1x4x8x8xbf16> into tensor<4x8x8xbf16>
    %collapsed_23 = tensor.collapse_shape %37 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xbf16> into tensor<4x8x16xbf16>
    %61 = tensor.empty() : tensor<4x8x16xf32>
    %62 = linalg.fill ins(%cst : f32) outs(%61 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %63 = linalg.batch_matmul ins(%collapsed_22, %collapsed_23 : tensor<4x8x8xbf16>, tensor<4x8x16xbf16>) outs(%62 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %64 = tensor.empty() : tensor<4x8x16xbf16>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<4x8x16xf32>) outs(%64 : tensor<4x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<4x8x16xbf16>
    %expanded_24 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xbf16> into tensor<1x4x8x16xbf16>
    %66 = tensor.empty() : tensor<1x8x4x16xbf16>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x4x8x16xbf16>) outs(%66 : tensor<1x8x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_26 = linalg.transpose ins(%arg6 : tensor<64x64xbf16>) outs(%19 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed_27 = tensor.collapse_shape %transposed_25 [[0, 1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<8x64xbf16>
    %67 = linalg.matmul ins(%collapsed_27, %transposed_26 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%21 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<8x64xf32>) outs(%23 : tensor<8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %70 = arith.truncf %in : f32 to bf16
      linalg.yield %70 : bf16
    } -> tensor<8x64xbf16>
    %expanded_28 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xbf16> into tensor<1x8x64xbf16>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_28 : tensor<1x8x64xbf16>, tensor<1x8x64xbf16>) outs(%10 : tensor<1x8x64xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %70 = arith.addf %in, %in_29 : bf16
      linalg.yield %70 : bf16
    } -> tensor<1x8x64xbf16>
    return %69 : tensor<1x8x64xbf16>
  }
}
