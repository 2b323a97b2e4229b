// Exported by scripts/export-graphs.py (phi-partial): HF Phi attention block, partial rotary 0.4
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: PhiDecoderLayer's input_layernorm + PhiAttention (eager, additive causal mask) + residual: partial rotary (factor 0.4: 16 of head_dim 40; one head to keep the weights small), LayerNorm, biases
// config: PhiConfig(hidden_size=40, num_attention_heads=1, num_key_value_heads=1, partial_rotary_factor=0.4)
// inputs: hidden_states [1, 8, 40], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [40], a3 norm.bias [40], a4 attn.q_proj.weight [40, 40], a5 attn.q_proj.bias [40], a6 attn.k_proj.weight [40, 40], a7 attn.k_proj.bias [40], a8 attn.v_proj.weight [40, 40], a9 attn.v_proj.bias [40], a10 attn.dense.weight [40, 40], a11 attn.dense.bias [40]
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
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @phi_partial(%arg0: tensor<1x8x40xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<40xf32>, %arg3: tensor<40xf32>, %arg4: tensor<40x40xf32>, %arg5: tensor<40xf32>, %arg6: tensor<40x40xf32>, %arg7: tensor<40xf32>, %arg8: tensor<40x40xf32>, %arg9: tensor<40xf32>, %arg10: tensor<40x40xf32>, %arg11: tensor<40xf32>) -> tensor<1x8x40xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_4 = arith.constant 0.15811388300841897 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 4.000000e+01 : f64
    %cst_8 = arith.constant 4.000000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x40xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x40xf32>) outs(%0 : tensor<1x8x40xf64>) {
    ^bb0(%in: f32, %out: f64):
      %80 = arith.extf %in : f32 to f64
      linalg.yield %80 : f64
    } -> tensor<1x8x40xf64>
    %2 = tensor.empty() : tensor<1x8x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x40xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %80 = arith.addf %in, %out : f64
      linalg.yield %80 : f64
    } -> tensor<1x8x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %80 = arith.divf %in, %cst_7 : f64
      linalg.yield %80 : f64
    } -> tensor<1x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x8x40xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x40xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %80 = arith.subf %in, %in_45 : f64
      linalg.yield %80 : f64
    } -> tensor<1x8x40xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x8x40xf64>, tensor<1x8x40xf64>) outs(%0 : tensor<1x8x40xf64>) {
    ^bb0(%in: f64, %in_45: f64, %out: f64):
      %80 = arith.mulf %in, %in_45 : f64
      linalg.yield %80 : f64
    } -> tensor<1x8x40xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x8x40xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %80 = arith.addf %in, %out : f64
      linalg.yield %80 : f64
    } -> tensor<1x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %80 = arith.divf %in, %cst_7 : f64
      linalg.yield %80 : f64
    } -> tensor<1x8x1xf64>
    %10 = tensor.empty() : tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %80 = arith.truncf %in : f64 to f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x40xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.divf %in, %cst_8 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.truncf %cst_6 : f64 to f32
      %81 = arith.addf %in, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.rsqrt %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x40xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x8x40xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.subf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x40xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x8x40xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x40xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg2 : tensor<1x8x40xf32>, tensor<40xf32>) outs(%17 : tensor<1x8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x40xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg3 : tensor<1x8x40xf32>, tensor<40xf32>) outs(%17 : tensor<1x8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x40xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xi64> into tensor<1x8x1xi64>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xi64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %80 = arith.sitofp %in : i64 to f32
      linalg.yield %80 : f32
    } -> tensor<1x8x1xf32>
    %23 = tensor.empty() : tensor<1x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_5 : tensor<1x8x1xf32>, tensor<8xf32>) outs(%23 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %24, %24 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %25 = tensor.empty() : tensor<1x8x16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%25 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.cos %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x8x16xf32>) outs(%25 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.sin %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x16xf32>
    %28 = tensor.empty() : tensor<8xi64>
    %29 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%28 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %80 = linalg.index 0 : index
      %81 = arith.index_cast %80 : index to i64
      linalg.yield %81 : i64
    } -> tensor<8xi64>
    %expanded_9 = tensor.expand_shape %29 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_10 = tensor.expand_shape %29 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %30 = tensor.empty() : tensor<8x8xi1>
    %31 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_9, %expanded_10 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%30 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_45: i64, %out: i1):
      %80 = arith.cmpi sgt, %in, %in_45 : i64
      linalg.yield %80 : i1
    } -> tensor<8x8xi1>
    %32 = tensor.empty() : tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_2, %cst_3 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_45: f32, %in_46: f32, %out: f32):
      %80 = arith.select %in, %in_45, %in_46 : f32
      linalg.yield %80 : f32
    } -> tensor<8x8xf32>
    %expanded_11 = tensor.expand_shape %33 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x8x40xf32> into tensor<8x40xf32>
    %34 = tensor.empty() : tensor<40x40xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<40x40xf32>) outs(%34 : tensor<40x40xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<8x40xf32>
    %36 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed : tensor<8x40xf32>, tensor<40x40xf32>) outs(%36 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x40xf32>
    %39 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%37, %38 : tensor<8x40xf32>, tensor<8x40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<8x40xf32>
    %expanded_12 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 8, 1, 40] : tensor<8x40xf32> into tensor<1x8x1x40xf32>
    %40 = tensor.empty() : tensor<1x1x8x40xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x8x1x40xf32>) outs(%40 : tensor<1x1x8x40xf32>) permutation = [0, 2, 1, 3] 
    %transposed_14 = linalg.transpose ins(%arg6 : tensor<40x40xf32>) outs(%34 : tensor<40x40xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<8x40xf32>, tensor<40x40xf32>) outs(%36 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x40xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<8x40xf32>, tensor<8x40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<8x40xf32>
    %expanded_15 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [1, 8, 1, 40] : tensor<8x40xf32> into tensor<1x8x1x40xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x8x1x40xf32>) outs(%40 : tensor<1x1x8x40xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg8 : tensor<40x40xf32>) outs(%34 : tensor<40x40xf32>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<8x40xf32>, tensor<40x40xf32>) outs(%36 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x40xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<8x40xf32>, tensor<8x40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<8x40xf32>
    %expanded_18 = tensor.expand_shape %46 [[0, 1], [2, 3]] output_shape [1, 8, 1, 40] : tensor<8x40xf32> into tensor<1x8x1x40xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x8x1x40xf32>) outs(%40 : tensor<1x1x8x40xf32>) permutation = [0, 2, 1, 3] 
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x8x40xf32> to tensor<1x1x8x16xf32>
    %extracted_slice_20 = tensor.extract_slice %transposed_13[0, 0, 0, 16] [1, 1, 8, 24] [1, 1, 1, 1] : tensor<1x1x8x40xf32> to tensor<1x1x8x24xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 1, 8, 16] [1, 1, 1, 1] : tensor<1x1x8x40xf32> to tensor<1x1x8x16xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_16[0, 0, 0, 16] [1, 1, 8, 24] [1, 1, 1, 1] : tensor<1x1x8x40xf32> to tensor<1x1x8x24xf32>
    %expanded_23 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_24 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %47 = tensor.empty() : tensor<1x1x8x16xf32>
    %48 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice, %expanded_23 : tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) outs(%47 : tensor<1x1x8x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x16xf32>
    %extracted_slice_25 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xf32> to tensor<1x1x8x8xf32>
    %extracted_slice_26 = tensor.extract_slice %extracted_slice[0, 0, 0, 8] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xf32> to tensor<1x1x8x8xf32>
    %49 = tensor.empty() : tensor<1x1x8x8xf32>
    %50 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x1x8x8xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.negf %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x8xf32>
    %concat_27 = tensor.concat dim(3) %50, %extracted_slice_25 : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x16xf32>
    %51 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_27, %expanded_24 : tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) outs(%47 : tensor<1x1x8x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x16xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) outs(%47 : tensor<1x1x8x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x16xf32>
    %53 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %expanded_23 : tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) outs(%47 : tensor<1x1x8x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x16xf32>
    %extracted_slice_28 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xf32> to tensor<1x1x8x8xf32>
    %extracted_slice_29 = tensor.extract_slice %extracted_slice_21[0, 0, 0, 8] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<1x1x8x16xf32> to tensor<1x1x8x8xf32>
    %54 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x1x8x8xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.negf %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x8xf32>
    %concat_30 = tensor.concat dim(3) %54, %extracted_slice_28 : (tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x1x8x16xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_24 : tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) outs(%47 : tensor<1x1x8x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.mulf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x16xf32>
    %56 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %55 : tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) outs(%47 : tensor<1x1x8x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x16xf32>
    %concat_31 = tensor.concat dim(3) %52, %extracted_slice_20 : (tensor<1x1x8x16xf32>, tensor<1x1x8x24xf32>) -> tensor<1x1x8x40xf32>
    %concat_32 = tensor.concat dim(3) %56, %extracted_slice_22 : (tensor<1x1x8x16xf32>, tensor<1x1x8x24xf32>) -> tensor<1x1x8x40xf32>
    %57 = tensor.empty() : tensor<1x1x40x8xf32>
    %transposed_33 = linalg.transpose ins(%concat_32 : tensor<1x1x8x40xf32>) outs(%57 : tensor<1x1x40x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_34 = tensor.collapse_shape %concat_31 [[0], [1, 2], [3]] : tensor<1x1x8x40xf32> into tensor<1x8x40xf32>
    %collapsed_35 = tensor.collapse_shape %transposed_33 [[0], [1, 2], [3]] : tensor<1x1x40x8xf32> into tensor<1x40x8xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %59 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<1x8x40xf32>, tensor<1x40x8xf32>) outs(%58 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %expanded_36 = tensor.expand_shape %59 [[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x1x8x8xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.truncf %cst_4 : f64 to f32
      %81 = arith.mulf %in, %80 : f32
      linalg.yield %81 : f32
    } -> tensor<1x1x8x8xf32>
    %61 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_11 : tensor<1x1x8x8xf32>, tensor<1x1x8x8xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x8xf32>
    %62 = tensor.empty() : tensor<1x1x8xi64>
    %63 = linalg.fill ins(%c0_i64 : i64) outs(%62 : tensor<1x1x8xi64>) -> tensor<1x1x8xi64>
    %64 = tensor.empty() : tensor<1x1x8xf32>
    %65 = linalg.fill ins(%cst_1 : f32) outs(%64 : tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %66:2 = linalg.generic {indexing_maps = [#map9, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%61 : tensor<1x1x8x8xf32>) outs(%65, %63 : tensor<1x1x8xf32>, tensor<1x1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_45: i64):
      %80 = linalg.index 3 : index
      %81 = arith.index_cast %80 : index to i64
      %82 = arith.maximumf %in, %out : f32
      %83 = arith.cmpf ogt, %in, %out : f32
      %84 = arith.select %83, %81, %out_45 : i64
      linalg.yield %82, %84 : f32, i64
    } -> (tensor<1x1x8xf32>, tensor<1x1x8xi64>)
    %expanded_37 = tensor.expand_shape %66#0 [[0], [1], [2, 3]] output_shape [1, 1, 8, 1] : tensor<1x1x8xf32> into tensor<1x1x8x1xf32>
    %67 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_37 : tensor<1x1x8x8xf32>, tensor<1x1x8x1xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.subf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x1x8x8xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = math.exp %in : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x8xf32>
    %69 = tensor.empty() : tensor<1x1x8x1xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<1x1x8x1xf32>) -> tensor<1x1x8x1xf32>
    %71 = linalg.generic {indexing_maps = [#map9, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<1x1x8x8xf32>) outs(%70 : tensor<1x1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %in, %out : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x1xf32>
    %72 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %71 : tensor<1x1x8x8xf32>, tensor<1x1x8x1xf32>) outs(%49 : tensor<1x1x8x8xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.divf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x1x8x8xf32>
    %collapsed_38 = tensor.collapse_shape %72 [[0], [1, 2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %collapsed_39 = tensor.collapse_shape %transposed_19 [[0], [1, 2], [3]] : tensor<1x1x8x40xf32> into tensor<1x8x40xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<1x8x40xf32>) -> tensor<1x8x40xf32>
    %74 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<1x8x8xf32>, tensor<1x8x40xf32>) outs(%73 : tensor<1x8x40xf32>) -> tensor<1x8x40xf32>
    %expanded_40 = tensor.expand_shape %74 [[0], [1, 2], [3]] output_shape [1, 1, 8, 40] : tensor<1x8x40xf32> into tensor<1x1x8x40xf32>
    %75 = tensor.empty() : tensor<1x8x1x40xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x1x8x40xf32>) outs(%75 : tensor<1x8x1x40xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<1x8x1x40xf32> into tensor<8x40xf32>
    %transposed_43 = linalg.transpose ins(%arg10 : tensor<40x40xf32>) outs(%34 : tensor<40x40xf32>) permutation = [1, 0] 
    %76 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<8x40xf32>, tensor<40x40xf32>) outs(%36 : tensor<8x40xf32>) -> tensor<8x40xf32>
    %77 = linalg.generic {indexing_maps = [#map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x40xf32>
    %78 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%76, %77 : tensor<8x40xf32>, tensor<8x40xf32>) outs(%35 : tensor<8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<8x40xf32>
    %expanded_44 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 8, 40] : tensor<8x40xf32> into tensor<1x8x40xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_44 : tensor<1x8x40xf32>, tensor<1x8x40xf32>) outs(%17 : tensor<1x8x40xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %80 = arith.addf %in, %in_45 : f32
      linalg.yield %80 : f32
    } -> tensor<1x8x40xf32>
    return %79 : tensor<1x8x40xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
