// Exported by scripts/export-graphs.py (nemotron-partial): HF Nemotron attention block, partial rotary 0.5
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: NemotronDecoderLayer's input_layernorm + NemotronAttention (eager, additive causal mask) + residual: partial rotary (factor 0.5: 8 of head_dim 16), (1 + w) LayerNorm
// config: NemotronConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, partial_rotary_factor=0.5)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 norm.bias [64], a4 attn.q_proj.weight [64, 64], a5 attn.k_proj.weight [32, 64], a6 attn.v_proj.weight [32, 64], a7 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @nemotron_partial(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 6.400000e+01 : f64
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg2 : tensor<64xf32>) outs(%0 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %cst_6 : f32
      linalg.yield %85 : f32
    } -> tensor<64xf32>
    %2 = tensor.empty() : tensor<1x8x64xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%2 : tensor<1x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %85 = arith.extf %in : f32 to f64
      linalg.yield %85 : f64
    } -> tensor<1x8x64xf64>
    %4 = tensor.empty() : tensor<1x8x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<1x8x64xf64>) outs(%5 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf64>) outs(%4 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_7 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<1x8x64xf64>, tensor<1x8x1xf64>) outs(%2 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_47: f64, %out: f64):
      %85 = arith.subf %in, %in_47 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x64xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x8x64xf64>, tensor<1x8x64xf64>) outs(%2 : tensor<1x8x64xf64>) {
    ^bb0(%in: f64, %in_47: f64, %out: f64):
      %85 = arith.mulf %in, %in_47 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x64xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<1x8x64xf64>) outs(%5 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.addf %in, %out : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x1xf64>) outs(%4 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %85 = arith.divf %in, %cst_7 : f64
      linalg.yield %85 : f64
    } -> tensor<1x8x1xf64>
    %12 = tensor.empty() : tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1xf64>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %85 = arith.truncf %in : f64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%14 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.divf %in, %cst_8 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.truncf %cst_5 : f64 to f32
      %86 = arith.addf %in, %85 : f32
      linalg.yield %86 : f32
    } -> tensor<1x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x1xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.rsqrt %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %19 = tensor.empty() : tensor<1x8x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %16 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%19 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.subf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%19 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %1 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%19 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg3 : tensor<1x8x64xf32>, tensor<64xf32>) outs(%19 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.addf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %85 = arith.sitofp %in : i64 to f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %25 = tensor.empty() : tensor<1x8x4xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %cst_4 : tensor<1x8x1xf32>, tensor<4xf32>) outs(%25 : tensor<1x8x4xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x4xf32>
    %concat = tensor.concat dim(2) %26, %26 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = tensor.empty() : tensor<1x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%27 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.cos %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x8xf32>) outs(%27 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.sin %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x8xf32>
    %30 = tensor.empty() : tensor<8xi64>
    %31 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%30 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %85 = linalg.index 0 : index
      %86 = arith.index_cast %85 : index to i64
      linalg.yield %86 : i64
    } -> tensor<8xi64>
    %expanded_10 = tensor.expand_shape %31 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_11 = tensor.expand_shape %31 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %32 = tensor.empty() : tensor<8x8xi1>
    %33 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%32 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_47: i64, %out: i1):
      %85 = arith.cmpi sgt, %in, %in_47 : i64
      linalg.yield %85 : i1
    } -> tensor<8x8xi1>
    %34 = tensor.empty() : tensor<8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%34 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_47: f32, %in_48: f32, %out: f32):
      %85 = arith.select %in, %in_47, %in_48 : f32
      linalg.yield %85 : f32
    } -> tensor<8x8xf32>
    %expanded_12 = tensor.expand_shape %35 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %36 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %37 = tensor.empty() : tensor<8x64xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %39 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_13 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %40 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<1x8x4x16xf32>) outs(%40 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %41 = tensor.empty() : tensor<64x32xf32>
    %transposed_15 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%41 : tensor<64x32xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<8x32xf32>
    %43 = linalg.fill ins(%cst_0 : f32) outs(%42 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %44 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%43 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %45 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x8x2x16xf32>) outs(%45 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_18 = linalg.transpose ins(%arg6 : tensor<32x64xf32>) outs(%41 : tensor<64x32xf32>) permutation = [1, 0] 
    %46 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%43 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_19 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<1x8x2x16xf32>) outs(%45 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_21 = tensor.expand_shape %28 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %expanded_22 = tensor.expand_shape %29 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_14[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_14[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_17[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_17[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %47 = tensor.empty() : tensor<1x4x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_21 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %extracted_slice_26 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %extracted_slice_27 = tensor.extract_slice %extracted_slice[0, 0, 0, 4] [1, 4, 8, 4] [1, 1, 1, 1] : tensor<1x4x8x8xf32> to tensor<1x4x8x4xf32>
    %49 = tensor.empty() : tensor<1x4x8x4xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x4x8x4xf32>) outs(%49 : tensor<1x4x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.negf %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x4xf32>
    %concat_28 = tensor.concat dim(3) %50, %extracted_slice_26 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %51 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_22 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.addf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %53 = tensor.empty() : tensor<1x2x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %expanded_21 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x8xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_24[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %extracted_slice_30 = tensor.extract_slice %extracted_slice_24[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
    %55 = tensor.empty() : tensor<1x2x8x4xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x2x8x4xf32>) outs(%55 : tensor<1x2x8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.negf %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x4xf32>
    %concat_31 = tensor.concat dim(3) %56, %extracted_slice_29 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_22 : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.mulf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) outs(%53 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.addf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_32 = tensor.concat dim(3) %52, %extracted_slice_23 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %concat_33 = tensor.concat dim(3) %58, %extracted_slice_25 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %59 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%concat_33 : tensor<1x2x8x16xf32>) outs(%59 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_34 = tensor.collapse_shape %60 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %61 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<1x2x8x16xf32>) outs(%59 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %62 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_35 = linalg.transpose ins(%collapsed_34 : tensor<1x4x8x16xf32>) outs(%62 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_36 = tensor.collapse_shape %concat_32 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_37 = tensor.collapse_shape %transposed_35 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %63 = tensor.empty() : tensor<4x8x8xf32>
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %65 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%64 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_38 = tensor.expand_shape %65 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<1x4x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.mulf %in, %cst_9 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_12 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.addf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %68 = tensor.empty() : tensor<1x4x8xi64>
    %69 = linalg.fill ins(%c0_i64 : i64) outs(%68 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %70 = tensor.empty() : tensor<1x4x8xf32>
    %71 = linalg.fill ins(%cst_1 : f32) outs(%70 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %72:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<1x4x8x8xf32>) outs(%71, %69 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_47: i64):
      %85 = linalg.index 3 : index
      %86 = arith.index_cast %85 : index to i64
      %87 = arith.maximumf %in, %out : f32
      %88 = arith.cmpf ogt, %in, %out : f32
      %89 = arith.select %88, %86, %out_47 : i64
      linalg.yield %87, %89 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_39 = tensor.expand_shape %72#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %73 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_39 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.subf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %74 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x4x8x8xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = math.exp %in : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %75 = tensor.empty() : tensor<1x4x8x1xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%74 : tensor<1x4x8x8xf32>) outs(%76 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %85 = arith.addf %in, %out : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %77 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%47 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.divf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_40 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_41 = tensor.collapse_shape %61 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %79 = tensor.empty() : tensor<4x8x16xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %81 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%80 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_42 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %82 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_43 = linalg.transpose ins(%expanded_42 : tensor<1x4x8x16xf32>) outs(%82 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%36 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_45 = tensor.collapse_shape %transposed_43 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %83 = linalg.matmul ins(%collapsed_45, %transposed_44 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%38 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_46 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_46 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%19 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_47: f32, %out: f32):
      %85 = arith.addf %in, %in_47 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x64xf32>
    return %84 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
