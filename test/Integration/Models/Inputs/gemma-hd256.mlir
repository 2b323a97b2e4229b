// Exported by scripts/export-graphs.py (gemma-hd256): HF Gemma attention block, head_dim 256
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: GemmaDecoderLayer's input_layernorm + GemmaAttention (eager, additive causal mask) + residual: head_dim 256 (one head, hidden 16 to keep the weights small), (1 + w) RMSNorm
// config: GemmaConfig(hidden_size=16, num_attention_heads=1, num_key_value_heads=1, head_dim=256)
// inputs: hidden_states [1, 8, 16], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [16], a3 attn.q_proj.weight [256, 16], a4 attn.k_proj.weight [256, 16], a5 attn.v_proj.weight [256, 16], a6 attn.o_proj.weight [16, 256]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @gemma_hd256(%arg0: tensor<1x8x16xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<16xf32>, %arg3: tensor<256x16xf32>, %arg4: tensor<256x16xf32>, %arg5: tensor<256x16xf32>, %arg6: tensor<16x256xf32>) -> tensor<1x8x16xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_4 = arith.constant 9.9999999999999995E-7 : f64
    %cst_5 = arith.constant 1.600000e+01 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %cst_7 = arith.constant 6.250000e-02 : f32
    %0 = tensor.empty() : tensor<1x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x16xf32>) outs(%0 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %66 : f32
    } -> tensor<1x8x16xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x16xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %out : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.divf %in, %cst_5 : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.truncf %cst_4 : f64 to f32
      %67 = arith.addf %in, %66 : f32
      linalg.yield %67 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.rsqrt %in : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x16xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x16xf32>
    %9 = tensor.empty() : tensor<16xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg2 : tensor<16xf32>) outs(%9 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %cst_6 : f32
      linalg.yield %66 : f32
    } -> tensor<16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x8x16xf32>, tensor<16xf32>) outs(%0 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x16xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %66 = arith.sitofp %in : i64 to f32
      linalg.yield %66 : f32
    } -> tensor<1x8x1xf32>
    %13 = tensor.empty() : tensor<1x8x128xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %cst_3 : tensor<1x8x1xf32>, tensor<128xf32>) outs(%13 : tensor<1x8x128xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x128xf32>
    %concat = tensor.concat dim(2) %14, %14 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>) -> tensor<1x8x256xf32>
    %15 = tensor.empty() : tensor<1x8x256xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x256xf32>) outs(%15 : tensor<1x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.cos %in : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x256xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x256xf32>) outs(%15 : tensor<1x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.sin %in : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x256xf32>
    %18 = tensor.empty() : tensor<8xi64>
    %19 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%18 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %66 = linalg.index 0 : index
      %67 = arith.index_cast %66 : index to i64
      linalg.yield %67 : i64
    } -> tensor<8xi64>
    %expanded_8 = tensor.expand_shape %19 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_9 = tensor.expand_shape %19 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %20 = tensor.empty() : tensor<8x8xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%20 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_38: i64, %out: i1):
      %66 = arith.cmpi sgt, %in, %in_38 : i64
      linalg.yield %66 : i1
    } -> tensor<8x8xi1>
    %22 = tensor.empty() : tensor<8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%22 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_38: f32, %in_39: f32, %out: f32):
      %66 = arith.select %in, %in_38, %in_39 : f32
      linalg.yield %66 : f32
    } -> tensor<8x8xf32>
    %expanded_10 = tensor.expand_shape %23 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %24 = tensor.empty() : tensor<16x256xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<256x16xf32>) outs(%24 : tensor<16x256xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %11 [[0, 1], [2]] : tensor<1x8x16xf32> into tensor<8x16xf32>
    %25 = tensor.empty() : tensor<8x256xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed : tensor<8x16xf32>, tensor<16x256xf32>) outs(%26 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %expanded_11 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 1, 256] : tensor<8x256xf32> into tensor<1x8x1x256xf32>
    %28 = tensor.empty() : tensor<1x1x8x256xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<1x8x1x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg4 : tensor<256x16xf32>) outs(%24 : tensor<16x256xf32>) permutation = [1, 0] 
    %29 = linalg.matmul ins(%collapsed, %transposed_13 : tensor<8x16xf32>, tensor<16x256xf32>) outs(%26 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %expanded_14 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [1, 8, 1, 256] : tensor<8x256xf32> into tensor<1x8x1x256xf32>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x8x1x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg5 : tensor<256x16xf32>) outs(%24 : tensor<16x256xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8x16xf32>, tensor<16x256xf32>) outs(%26 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %expanded_17 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 8, 1, 256] : tensor<8x256xf32> into tensor<1x8x1x256xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x8x1x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) permutation = [0, 2, 1, 3] 
    %expanded_19 = tensor.expand_shape %16 [[0], [1, 2], [3]] output_shape [1, 1, 8, 256] : tensor<1x8x256xf32> into tensor<1x1x8x256xf32>
    %expanded_20 = tensor.expand_shape %17 [[0], [1, 2], [3]] output_shape [1, 1, 8, 256] : tensor<1x8x256xf32> into tensor<1x1x8x256xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_12, %expanded_19 : tensor<1x1x8x256xf32>, tensor<1x1x8x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x256xf32>
    %extracted_slice = tensor.extract_slice %transposed_12[0, 0, 0, 0] [1, 1, 8, 128] [1, 1, 1, 1] : tensor<1x1x8x256xf32> to tensor<1x1x8x128xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_12[0, 0, 0, 128] [1, 1, 8, 128] [1, 1, 1, 1] : tensor<1x1x8x256xf32> to tensor<1x1x8x128xf32>
    %32 = tensor.empty() : tensor<1x1x8x128xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x1x8x128xf32>) outs(%32 : tensor<1x1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.negf %in : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x128xf32>
    %concat_22 = tensor.concat dim(3) %33, %extracted_slice : (tensor<1x1x8x128xf32>, tensor<1x1x8x128xf32>) -> tensor<1x1x8x256xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_22, %expanded_20 : tensor<1x1x8x256xf32>, tensor<1x1x8x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x256xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %34 : tensor<1x1x8x256xf32>, tensor<1x1x8x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.addf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x256xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_19 : tensor<1x1x8x256xf32>, tensor<1x1x8x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x256xf32>
    %extracted_slice_23 = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 1, 8, 128] [1, 1, 1, 1] : tensor<1x1x8x256xf32> to tensor<1x1x8x128xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 128] [1, 1, 8, 128] [1, 1, 1, 1] : tensor<1x1x8x256xf32> to tensor<1x1x8x128xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x1x8x128xf32>) outs(%32 : tensor<1x1x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.negf %in : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x128xf32>
    %concat_25 = tensor.concat dim(3) %37, %extracted_slice_23 : (tensor<1x1x8x128xf32>, tensor<1x1x8x128xf32>) -> tensor<1x1x8x256xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_20 : tensor<1x1x8x256xf32>, tensor<1x1x8x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.mulf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x256xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<1x1x8x256xf32>, tensor<1x1x8x256xf32>) outs(%28 : tensor<1x1x8x256xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.addf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x256xf32>
    %40 = tensor.empty() : tensor<1x1x256x8xf32>
    %transposed_26 = linalg.transpose ins(%39 : tensor<1x1x8x256xf32>) outs(%40 : tensor<1x1x256x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_27 = tensor.collapse_shape %35 [[0], [1, 2], [3]] : tensor<1x1x8x256xf32> into tensor<1x8x256xf32>
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0], [1, 2], [3]] : tensor<1x1x256x8xf32> into tensor<1x256x8xf32>
    %41 = tensor.empty() : tensor<1x8x8xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %43 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<1x8x256xf32>, tensor<1x256x8xf32>) outs(%42 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %expanded_29 = tensor.expand_shape %43 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %44 = tensor.empty() : tensor<1x1x8x8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x1x8x8xf32>) outs(%44 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.mulf %in, %cst_7 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x8xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_10 : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) outs(%44 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.addf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x8xf32>
    %47 = tensor.empty() : tensor<1x1x8xi64>
    %48 = linalg.fill ins(%c0_i64 : i64) outs(%47 : tensor<1x1x8xi64>) -> tensor<1x1x8xi64>
    %49 = tensor.empty() : tensor<1x1x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %51:2 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%46 : tensor<1x1x8x8xf32>) outs(%50, %48 : tensor<1x1x8xf32>, tensor<1x1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_38: i64):
      %66 = linalg.index 3 : index
      %67 = arith.index_cast %66 : index to i64
      %68 = arith.maximumf %in, %out : f32
      %69 = arith.cmpf ogt, %in, %out : f32
      %70 = arith.select %69, %67, %out_38 : i64
      linalg.yield %68, %70 : f32, i64
    } -> (tensor<1x1x8xf32>, tensor<1x1x8xi64>)
    %expanded_30 = tensor.expand_shape %51#0 [[0], [1], [2, 3]] output_shape [1, 1, 8, 1] : tensor<1x1x8xf32> into tensor<1x1x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_30 : tensor<1x1x8x8xf32>, tensor<1x1x8x1xf32>) outs(%44 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.subf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x8xf32>
    %53 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x1x8x8xf32>) outs(%44 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.exp %in : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x8xf32>
    %54 = tensor.empty() : tensor<1x1x8x1xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<1x1x8x1xf32>) -> tensor<1x1x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<1x1x8x8xf32>) outs(%55 : tensor<1x1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %out : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %56 : tensor<1x1x8x8xf32>, tensor<1x1x8x1xf32>) outs(%44 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.divf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x1x8x8xf32>
    %collapsed_31 = tensor.collapse_shape %57 [[0], [1, 2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_18 [[0], [1, 2], [3]] : tensor<1x1x8x256xf32> into tensor<1x8x256xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    %59 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<1x8x8xf32>, tensor<1x8x256xf32>) outs(%58 : tensor<1x8x256xf32>) -> tensor<1x8x256xf32>
    %expanded_33 = tensor.expand_shape %59 [[0], [1, 2], [3]] output_shape [1, 1, 8, 256] : tensor<1x8x256xf32> into tensor<1x1x8x256xf32>
    %60 = tensor.empty() : tensor<1x8x1x256xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x1x8x256xf32>) outs(%60 : tensor<1x8x1x256xf32>) permutation = [0, 2, 1, 3] 
    %61 = tensor.empty() : tensor<256x16xf32>
    %transposed_35 = linalg.transpose ins(%arg6 : tensor<16x256xf32>) outs(%61 : tensor<256x16xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<1x8x1x256xf32> into tensor<8x256xf32>
    %62 = tensor.empty() : tensor<8x16xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %64 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<8x256xf32>, tensor<256x16xf32>) outs(%63 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_37 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [1, 8, 16] : tensor<8x16xf32> into tensor<1x8x16xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_37 : tensor<1x8x16xf32>, tensor<1x8x16xf32>) outs(%0 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %66 = arith.addf %in, %in_38 : f32
      linalg.yield %66 : f32
    } -> tensor<1x8x16xf32>
    return %65 : tensor<1x8x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32: "0x040000000000803FF8396E3FD7AF5D3FAD4B4E3F11F93F3F06A5323FE03D263F2BB31A3F9AF50F3FEFF6053FCF53F93E5F04E83E9BE8D73E24EBC83E1BF8BA3EFFFCAD3E9BE8A13EEAAA963E04358C3E0979823E23D4723E35F8613EED47523E7CAE433E8718363E0974293E40B01D3E91BD123E778D083EE024FE3DD67FEC3D6614DC3DCDCCCC3DC694BE3D7859B13D5609A53D0D94993D6BEA8E3D4DFE843D1385773DC255663DE457563D3F76473D199D393D15BA2C3D1DBC203D4893153DCC300B3DE386013D7711F13CD254E03CA8C1D03C4F43C23C91C6B43C8B39A83C978B9C3C39AD913C0890873C334D7C3CE7C86A3CF27B5A3CB3504B3C11333D3C5210303C0AD7233C0577183C2DE10D3C7907043CB0B9F53B46AAE43B15CAD43B0F04C63B9C44B83B8379AB3BCC919F3BAE7D943B772E8A3B7D96803B0E526F3B7AB45E3B383E4F3BC5DA403B0F77333B5301273B0D691B3BDB9E103B6F94063BF078FA3A2815E93A73E6D83A5CD7C93AEDD3BB3A8EC9AE3AF7A6A23A0E5C973ADBD98C3A6F12833AA3F1733AE201633A283F533A8C94443A9EEE363A443B2A3AA5691E3A166A133A022E093AAC4FFF39E295ED392517DD3996BDCD39D774BF39FB29B23960CBA5399E489A3972928F39A99A853915A8783992646739E4535739C160483953773A3929852D39167921392443163972D40B392B1F0239E22CF238915CE138"
    }
  }
#-}
