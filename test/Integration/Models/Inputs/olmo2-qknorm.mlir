// Exported by scripts/export-graphs.py (olmo2-qknorm): HF OLMo 2 attention block, post-norm, q/k norms over all heads
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Olmo2Attention (eager, additive causal mask), then Olmo2DecoderLayer's post_attention_layernorm + residual: post-norm (x + norm(attention(x))), q/k RMSNorm over the whole projections before the heads are split
// config: Olmo2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 post_norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [64], a8 attn.k_norm.weight [32]
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
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @olmo2_qknorm(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32xf32>) -> tensor<1x8x64xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_5 = arith.constant 6.400000e+01 : f32
    %cst_6 = arith.constant 3.200000e+01 : f32
    %cst_7 = arith.constant 2.500000e-01 : f32
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %0 = tensor.empty() : tensor<1x8x1xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %84 = arith.sitofp %in : i64 to f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<1x8x8xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %cst_4 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%2 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %3, %3 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %4 = tensor.empty() : tensor<1x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.cos %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%4 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.sin %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x16xf32>
    %7 = tensor.empty() : tensor<8xi64>
    %8 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%7 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %84 = linalg.index 0 : index
      %85 = arith.index_cast %84 : index to i64
      linalg.yield %85 : i64
    } -> tensor<8xi64>
    %expanded_8 = tensor.expand_shape %8 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %8 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %9 = tensor.empty() : tensor<8x8xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%9 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_41: i64, %out: i1):
      %84 = arith.cmpi sgt, %in, %in_41 : i64
      linalg.yield %84 : i1
    } -> tensor<8x8xi1>
    %11 = tensor.empty() : tensor<8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%10, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%11 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_41: f32, %in_42: f32, %out: f32):
      %84 = arith.select %in, %in_41, %in_42 : f32
      linalg.yield %84 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %12 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %13 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%13 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %14 = tensor.empty() : tensor<8x64xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%15 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_11 = tensor.expand_shape %16 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<1x8x64xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.addf %in, %out : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.divf %in, %cst_5 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.truncf %cst_3 : f64 to f32
      %85 = arith.addf %in, %84 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.rsqrt %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11, %23 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %24 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    %26 = tensor.empty() : tensor<64x32xf32>
    %transposed_12 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%26 : tensor<64x32xf32>) permutation = [1, 0] 
    %27 = tensor.empty() : tensor<8x32xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_13 = tensor.expand_shape %29 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %30 = tensor.empty() : tensor<1x8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x8x32xf32>) outs(%30 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %84 : f32
    } -> tensor<1x8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<1x8x32xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.addf %in, %out : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.divf %in, %cst_6 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.truncf %cst_3 : f64 to f32
      %85 = arith.addf %in, %84 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.rsqrt %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13, %35 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%30 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %36 : tensor<32xf32>, tensor<1x8x32xf32>) outs(%30 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x32xf32>
    %transposed_14 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%26 : tensor<64x32xf32>) permutation = [1, 0] 
    %38 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_15 = tensor.expand_shape %25 [[0], [1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<1x8x64xf32> into tensor<1x8x4x16xf32>
    %39 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x4x16xf32>) outs(%39 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_17 = tensor.expand_shape %37 [[0], [1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<1x8x32xf32> into tensor<1x8x2x16xf32>
    %40 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %38 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<1x8x2x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_21 = tensor.expand_shape %5 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_22 = tensor.expand_shape %6 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %41 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_21 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%39 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %42 = tensor.empty() : tensor<1x4x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.negf %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_24 = tensor.concat dim(3) %43, %extracted_slice : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %44 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_24, %expanded_22 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%39 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x16xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %44 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%39 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.addf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x16xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_21 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %47 = tensor.empty() : tensor<1x2x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x2x8x8xf32>) outs(%47 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.negf %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_27 = tensor.concat dim(3) %48, %extracted_slice_25 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_22 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x8x16xf32>
    %50 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%40 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.addf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x2x8x16xf32>
    %51 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x2x8x16xf32>) outs(%51 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_28 = tensor.collapse_shape %52 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_20 : tensor<1x2x8x16xf32>) outs(%51 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %54 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_29 = linalg.transpose ins(%collapsed_28 : tensor<1x4x8x16xf32>) outs(%54 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_30 = tensor.collapse_shape %45 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_31 = tensor.collapse_shape %transposed_29 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %55 = tensor.empty() : tensor<4x8x8xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %57 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_32 = tensor.expand_shape %57 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.mulf %in, %cst_7 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_10 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.addf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x8xf32>
    %60 = tensor.empty() : tensor<1x4x8xi64>
    %61 = linalg.fill ins(%c0_i64 : i64) outs(%60 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %62 = tensor.empty() : tensor<1x4x8xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %64:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<1x4x8x8xf32>) outs(%63, %61 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_41: i64):
      %84 = linalg.index 3 : index
      %85 = arith.index_cast %84 : index to i64
      %86 = arith.maximumf %in, %out : f32
      %87 = arith.cmpf ogt, %in, %out : f32
      %88 = arith.select %87, %85, %out_41 : i64
      linalg.yield %86, %88 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_33 = tensor.expand_shape %64#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %65 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_33 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.subf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x4x8x8xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.exp %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x8xf32>
    %67 = tensor.empty() : tensor<1x4x8x1xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<1x4x8x8xf32>) outs(%68 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.addf %in, %out : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x1xf32>
    %70 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%42 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.divf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %53 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %71 = tensor.empty() : tensor<4x8x16xf32>
    %72 = linalg.fill ins(%cst : f32) outs(%71 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %73 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%72 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_36 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %74 = tensor.empty() : tensor<1x8x4x16xf32>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<1x4x8x16xf32>) outs(%74 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%13 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %75 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%15 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_40 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<1x8x64xf32>) outs(%19 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.addf %in, %out : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.divf %in, %cst_5 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = arith.truncf %cst_3 : f64 to f32
      %85 = arith.addf %in, %84 : f32
      linalg.yield %85 : f32
    } -> tensor<1x8x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x8x1xf32>) outs(%0 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %84 = math.rsqrt %in : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %80 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %81 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.mulf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %82 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_41: f32, %out: f32):
      %84 = arith.addf %in, %in_41 : f32
      linalg.yield %84 : f32
    } -> tensor<1x8x64xf32>
    return %83 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
