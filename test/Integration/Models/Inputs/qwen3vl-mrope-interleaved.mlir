// Exported by scripts/export-graphs.py (qwen3vl-mrope-interleaved): HF Qwen3-VL text attention block, interleaved multimodal RoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=linalg-on-tensors), random weights (torch.manual_seed(0)).
// model: Qwen3VLTextDecoderLayer's input_layernorm + Qwen3VLTextAttention (eager, additive causal mask) + residual: interleaved multimodal RoPE (mrope_section [4, 2, 2]: frequency i of the height row for i = 1 mod 3 below 6, of the width row for i = 2 mod 3 below 6, else of the temporal row), q/k norms
// config: Qwen3VLTextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, rope_parameters={'rope_type': 'default', 'rope_theta': 10000.0, 'mrope_section': [4, 2, 2], 'mrope_interleaved': True})
// inputs: hidden_states [1, 8, 64], position_ids [3, 1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [16], a8 attn.k_norm.weight [16]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map9 = affine_map<(d0, d1) -> (0, d1)>
#map10 = affine_map<(d0, d1) -> (d0, 0)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @qwen3vl_mrope_interleaved(%arg0: tensor<1x8x64xf32>, %arg1: tensor<3x1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
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
      %100 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %100 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.addf %in, %out : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.divf %in, %cst_5 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.truncf %cst_4 : f64 to f32
      %101 = arith.addf %in, %100 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%2 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.rsqrt %in : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %7 : tensor<1x8x64xf32>, tensor<1x8x1xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %8 : tensor<64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x64xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1], [2, 3]] output_shape [3, 1, 8, 1] : tensor<3x1x8xi64> into tensor<3x1x8x1xi64>
    %10 = tensor.empty() : tensor<3x1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<3x1x8x1xi64>) outs(%10 : tensor<3x1x8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %100 = arith.sitofp %in : i64 to f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x1xf32>
    %12 = tensor.empty() : tensor<3x1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %cst_3 : tensor<3x1x8x1xf32>, tensor<8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.cos %in : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.sin %in : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %extracted_slice = tensor.extract_slice %15[1, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %extracted_slice_8 = tensor.extract_slice %collapsed[0, 0, 1] [1, 8, 2] [1, 1, 3] : tensor<1x8x8xf32> to tensor<1x8x2xf32>
    %extracted_slice_9 = tensor.extract_slice %15[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_10 = tensor.collapse_shape %extracted_slice_9 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice_8 into %collapsed_10[0, 0, 1] [1, 8, 2] [1, 1, 3] : tensor<1x8x2xf32> into tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<3xi64>
    %17 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%16 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %100 = linalg.index 0 : index
      %101 = arith.index_cast %100 : index to i64
      linalg.yield %101 : i64
    } -> tensor<3xi64>
    %expanded_11 = tensor.expand_shape %17 [[0, 1, 2, 3]] output_shape [3, 1, 1, 1] : tensor<3xi64> into tensor<3x1x1x1xi64>
    %18 = tensor.empty() : tensor<3x1x1x1xi1>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<3x1x1x1xi64>) outs(%18 : tensor<3x1x1x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %100 = arith.cmpi eq, %in, %c0_i64 : i64
      linalg.yield %100 : i1
    } -> tensor<3x1x1x1xi1>
    %20 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice : tensor<1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map8, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %20, %15 : tensor<3x1x1x1xi1>, tensor<3x1x8x8xf32>, tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %100 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %extracted_slice_12 = tensor.extract_slice %21[2, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_13 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %extracted_slice_14 = tensor.extract_slice %collapsed_13[0, 0, 2] [1, 8, 2] [1, 1, 3] : tensor<1x8x8xf32> to tensor<1x8x2xf32>
    %extracted_slice_15 = tensor.extract_slice %21[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_15 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %inserted_slice_17 = tensor.insert_slice %extracted_slice_14 into %collapsed_16[0, 0, 2] [1, 8, 2] [1, 1, 3] : tensor<1x8x2xf32> into tensor<1x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_17 : tensor<1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x1x8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map8, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22, %21 : tensor<3x1x1x1xi1>, tensor<3x1x8x8xf32>, tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %100 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %extracted_slice_18 = tensor.extract_slice %23[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_18 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %concat = tensor.concat dim(2) %collapsed_19, %collapsed_19 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %extracted_slice_20 = tensor.extract_slice %14[1, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_21 = tensor.collapse_shape %extracted_slice_20 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %extracted_slice_22 = tensor.extract_slice %collapsed_21[0, 0, 1] [1, 8, 2] [1, 1, 3] : tensor<1x8x8xf32> to tensor<1x8x2xf32>
    %extracted_slice_23 = tensor.extract_slice %14[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %extracted_slice_23 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %inserted_slice_25 = tensor.insert_slice %extracted_slice_22 into %collapsed_24[0, 0, 1] [1, 8, 2] [1, 1, 3] : tensor<1x8x2xf32> into tensor<1x8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_25 : tensor<1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x1x8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map8, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %24, %14 : tensor<3x1x1x1xi1>, tensor<3x1x8x8xf32>, tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %100 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %extracted_slice_26 = tensor.extract_slice %25[2, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_27 = tensor.collapse_shape %extracted_slice_26 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %extracted_slice_28 = tensor.extract_slice %collapsed_27[0, 0, 2] [1, 8, 2] [1, 1, 3] : tensor<1x8x8xf32> to tensor<1x8x2xf32>
    %extracted_slice_29 = tensor.extract_slice %25[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_30 = tensor.collapse_shape %extracted_slice_29 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %inserted_slice_31 = tensor.insert_slice %extracted_slice_28 into %collapsed_30[0, 0, 2] [1, 8, 2] [1, 1, 3] : tensor<1x8x2xf32> into tensor<1x8x8xf32>
    %26 = linalg.generic {indexing_maps = [#map7, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_31 : tensor<1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x1x8x8xf32>
    %27 = linalg.generic {indexing_maps = [#map8, #map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %26, %25 : tensor<3x1x1x1xi1>, tensor<3x1x8x8xf32>, tensor<3x1x8x8xf32>) outs(%12 : tensor<3x1x8x8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %100 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %100 : f32
    } -> tensor<3x1x8x8xf32>
    %extracted_slice_32 = tensor.extract_slice %27[0, 0, 0, 0] [1, 1, 8, 8] [1, 1, 1, 1] : tensor<3x1x8x8xf32> to tensor<1x1x8x8xf32>
    %collapsed_33 = tensor.collapse_shape %extracted_slice_32 [[0, 1], [2], [3]] : tensor<1x1x8x8xf32> into tensor<1x8x8xf32>
    %concat_34 = tensor.concat dim(2) %collapsed_33, %collapsed_33 : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %28 = tensor.empty() : tensor<8xi64>
    %29 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%28 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %100 = linalg.index 0 : index
      %101 = arith.index_cast %100 : index to i64
      linalg.yield %101 : i64
    } -> tensor<8xi64>
    %expanded_35 = tensor.expand_shape %29 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_36 = tensor.expand_shape %29 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %30 = tensor.empty() : tensor<8x8xi1>
    %31 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel"]} ins(%expanded_35, %expanded_36 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%30 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_68: i64, %out: i1):
      %100 = arith.cmpi sgt, %in, %in_68 : i64
      linalg.yield %100 : i1
    } -> tensor<8x8xi1>
    %32 = tensor.empty() : tensor<8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map11, #map12, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_1, %cst_2 : tensor<8x8xi1>, tensor<f32>, tensor<8x8xf32>) outs(%32 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %100 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %100 : f32
    } -> tensor<8x8xf32>
    %expanded_37 = tensor.expand_shape %33 [[0, 1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<8x8xf32> into tensor<1x1x8x8xf32>
    %34 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %35 = tensor.empty() : tensor<8x64xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %37 = linalg.matmul ins(%collapsed_38, %transposed : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_39 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %38 = tensor.empty() : tensor<1x8x4x16xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x8x4x16xf32>) outs(%38 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %100 : f32
    } -> tensor<1x8x4x16xf32>
    %40 = tensor.empty() : tensor<1x8x4x1xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<1x8x4x16xf32>) outs(%41 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.addf %in, %out : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x4x1xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x4x1xf32>) outs(%40 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.divf %in, %cst_6 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x4x1xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x8x4x1xf32>) outs(%40 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.truncf %cst_4 : f64 to f32
      %101 = arith.addf %in, %100 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x4x1xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x8x4x1xf32>) outs(%40 : tensor<1x8x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.rsqrt %in : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x4x1xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39, %45 : tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>) outs(%38 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x4x16xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg7, %46 : tensor<16xf32>, tensor<1x8x4x16xf32>) outs(%38 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x4x16xf32>
    %48 = tensor.empty() : tensor<1x4x8x16xf32>
    %transposed_40 = linalg.transpose ins(%47 : tensor<1x8x4x16xf32>) outs(%48 : tensor<1x4x8x16xf32>) permutation = [0, 2, 1, 3] 
    %49 = tensor.empty() : tensor<64x32xf32>
    %transposed_41 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%49 : tensor<64x32xf32>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<8x32xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %52 = linalg.matmul ins(%collapsed_38, %transposed_41 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%51 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_42 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %53 = tensor.empty() : tensor<1x8x2x16xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x8x2x16xf32>) outs(%53 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %100 : f32
    } -> tensor<1x8x2x16xf32>
    %55 = tensor.empty() : tensor<1x8x2x1xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x8x2x16xf32>) outs(%56 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.addf %in, %out : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x2x1xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x8x2x1xf32>) outs(%55 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.divf %in, %cst_6 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x2x1xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x2x1xf32>) outs(%55 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.truncf %cst_4 : f64 to f32
      %101 = arith.addf %in, %100 : f32
      linalg.yield %101 : f32
    } -> tensor<1x8x2x1xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x8x2x1xf32>) outs(%55 : tensor<1x8x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.rsqrt %in : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x2x1xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_42, %60 : tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>) outs(%53 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x2x16xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %61 : tensor<16xf32>, tensor<1x8x2x16xf32>) outs(%53 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x2x16xf32>
    %63 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_43 = linalg.transpose ins(%62 : tensor<1x8x2x16xf32>) outs(%63 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_44 = linalg.transpose ins(%arg5 : tensor<32x64xf32>) outs(%49 : tensor<64x32xf32>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%collapsed_38, %transposed_44 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%51 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_45 = tensor.expand_shape %64 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_46 = linalg.transpose ins(%expanded_45 : tensor<1x8x2x16xf32>) outs(%63 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_47 = tensor.expand_shape %concat_34 [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %expanded_48 = tensor.expand_shape %concat [[0], [1, 2], [3]] output_shape [1, 1, 8, 16] : tensor<1x8x16xf32> into tensor<1x1x8x16xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40, %expanded_47 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%48 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x16xf32>
    %extracted_slice_49 = tensor.extract_slice %transposed_40[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %extracted_slice_50 = tensor.extract_slice %transposed_40[0, 0, 0, 8] [1, 4, 8, 8] [1, 1, 1, 1] : tensor<1x4x8x16xf32> to tensor<1x4x8x8xf32>
    %66 = tensor.empty() : tensor<1x4x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.negf %in : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x8xf32>
    %concat_51 = tensor.concat dim(3) %67, %extracted_slice_49 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_51, %expanded_48 : tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>) outs(%48 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x16xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %68 : tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) outs(%48 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.addf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x16xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43, %expanded_47 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%63 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x2x8x16xf32>
    %extracted_slice_52 = tensor.extract_slice %transposed_43[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %extracted_slice_53 = tensor.extract_slice %transposed_43[0, 0, 0, 8] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x16xf32> to tensor<1x2x8x8xf32>
    %71 = tensor.empty() : tensor<1x2x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<1x2x8x8xf32>) outs(%71 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.negf %in : f32
      linalg.yield %100 : f32
    } -> tensor<1x2x8x8xf32>
    %concat_54 = tensor.concat dim(3) %72, %extracted_slice_52 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_54, %expanded_48 : tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) outs(%63 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.mulf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x2x8x16xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %73 : tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) outs(%63 : tensor<1x2x8x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.addf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x2x8x16xf32>
    %75 = tensor.empty() : tensor<1x2x2x8x16xf32>
    %76 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x2x8x16xf32>) outs(%75 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %collapsed_55 = tensor.collapse_shape %76 [[0], [1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<1x4x8x16xf32>
    %77 = linalg.generic {indexing_maps = [#map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_46 : tensor<1x2x8x16xf32>) outs(%75 : tensor<1x2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x8x16xf32>
    %78 = tensor.empty() : tensor<1x4x16x8xf32>
    %transposed_56 = linalg.transpose ins(%collapsed_55 : tensor<1x4x8x16xf32>) outs(%78 : tensor<1x4x16x8xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_57 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %79 = tensor.empty() : tensor<4x8x8xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %81 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%80 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_59 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %82 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.mulf %in, %cst_7 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map13, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_37 : tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) outs(%66 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.addf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x8xf32>
    %84 = tensor.empty() : tensor<1x4x8xi64>
    %85 = linalg.fill ins(%c0_i64 : i64) outs(%84 : tensor<1x4x8xi64>) -> tensor<1x4x8xi64>
    %86 = tensor.empty() : tensor<1x4x8xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %88:2 = linalg.generic {indexing_maps = [#map3, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<1x4x8x8xf32>) outs(%87, %85 : tensor<1x4x8xf32>, tensor<1x4x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %100 = linalg.index 3 : index
      %101 = arith.index_cast %100 : index to i64
      %102 = arith.maximumf %in, %out : f32
      %103 = arith.cmpf ogt, %in, %out : f32
      %104 = arith.select %103, %101, %out_68 : i64
      linalg.yield %102, %104 : f32, i64
    } -> (tensor<1x4x8xf32>, tensor<1x4x8xi64>)
    %expanded_60 = tensor.expand_shape %88#0 [[0], [1], [2, 3]] output_shape [1, 4, 8, 1] : tensor<1x4x8xf32> into tensor<1x4x8x1xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_60 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%66 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.subf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x4x8x8xf32>) outs(%66 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = math.exp %in : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x8xf32>
    %91 = tensor.empty() : tensor<1x4x8x1xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%90 : tensor<1x4x8x8xf32>) outs(%92 : tensor<1x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %100 = arith.addf %in, %out : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x1xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %93 : tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) outs(%66 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.divf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %94 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %collapsed_62 = tensor.collapse_shape %77 [[0, 1, 2], [3], [4]] : tensor<1x2x2x8x16xf32> into tensor<4x8x16xf32>
    %95 = tensor.empty() : tensor<4x8x16xf32>
    %96 = linalg.fill ins(%cst : f32) outs(%95 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %97 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<4x8x8xf32>, tensor<4x8x16xf32>) outs(%96 : tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %expanded_63 = tensor.expand_shape %97 [[0, 1], [2], [3]] output_shape [1, 4, 8, 16] : tensor<4x8x16xf32> into tensor<1x4x8x16xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<1x4x8x16xf32>) outs(%38 : tensor<1x8x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%34 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %transposed_64 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %98 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%36 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_67 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_67 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %100 = arith.addf %in, %in_68 : f32
      linalg.yield %100 : f32
    } -> tensor<1x8x64xf32>
    return %99 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
