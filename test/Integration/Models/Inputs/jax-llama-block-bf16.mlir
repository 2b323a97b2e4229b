// Exported by scripts/export-jax-blocks.py (jax-llama-block-bf16): the Llama-style block with bf16 activations and weights: norm, angles and softmax in f32, projections and attention products in bf16 (bf16 results)
// jax 0.10.2, iree-base-compiler 3.13.0; iree-compile --iree-input-type=stablehlo --compile-to=input, util.func written as func.func.
// inputs: hidden [1, 8, 64] bf16, positions [1, 8] i32, norm weight, wq, wk, wv, wo; output: the block output [1, 8, 64].
// Regenerate: see scripts/export-jax-blocks.py; do not edit by hand.
module @jit_forward {
  func.func @jax_llama_block_bf16(%arg0: tensor<1x8x64xbf16>, %arg1: tensor<1x8xi32>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64xbf16>, %arg4: tensor<64x32xbf16>, %arg5: tensor<64x32xbf16>, %arg6: tensor<64x64xbf16>) -> tensor<1x8x64xbf16> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -3.389530e+38 : bf16
    %cst_1 = arith.constant 4.000000e+00 : bf16
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant 0.000000e+00 : bf16
    %cst_7 = arith.constant 9.99999997E-7 : f32
    %cst_8 = arith.constant 6.400000e+01 : f32
    %cst_9 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xbf16>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %146 = arith.extf %in : bf16 to f32
      linalg.yield %146 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<64xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<64xbf16>) outs(%2 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %146 = arith.extf %in : bf16 to f32
      linalg.yield %146 : f32
    } -> tensor<64xf32>
    %4 = tensor.empty() : tensor<1x8x64xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x64xf32>) outs(%4 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x64xf32>
    %6 = tensor.empty() : tensor<1x8xf32>
    %7 = linalg.fill ins(%cst_9 : f32) outs(%6 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x8x64xf32>) outs(%7 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.addf %out, %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x8xf32>
    %expanded = tensor.expand_shape %8 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %9 = tensor.empty() : tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.divf %in, %cst_8 : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x1xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.addf %in, %cst_7 : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x1xf32>
    %13 = tensor.empty() : tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x1xf32>) outs(%13 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.sqrt %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x1xf32>
    %15 = tensor.empty() : tensor<1x8x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x1xf32>) outs(%15 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x64xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %146 = arith.divf %in, %in_32 : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x64xf32>
    %19 = tensor.empty() : tensor<1x8x64xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<64xf32>) outs(%19 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x64xf32>
    %21 = tensor.empty() : tensor<1x8x64xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %20 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%21 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %146 = arith.mulf %in, %in_32 : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x64xf32>
    %23 = tensor.empty() : tensor<1x8x64xbf16>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x64xf32>) outs(%23 : tensor<1x8x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %146 = arith.truncf %in : f32 to bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x64xbf16>
    %collapsed = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
    %25 = tensor.empty() : tensor<8x64xbf16>
    %26 = linalg.fill ins(%cst_6 : bf16) outs(%25 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %27 = linalg.matmul ins(%collapsed, %arg3 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%26 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %expanded_10 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xbf16> into tensor<1x8x4x16xbf16>
    %28 = tensor.empty() : tensor<8x32xbf16>
    %29 = linalg.fill ins(%cst_6 : bf16) outs(%28 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %30 = linalg.matmul ins(%collapsed, %arg4 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%29 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %expanded_11 = tensor.expand_shape %30 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %31 = tensor.empty() : tensor<8x32xbf16>
    %32 = linalg.fill ins(%cst_6 : bf16) outs(%31 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %33 = linalg.matmul ins(%collapsed, %arg5 : tensor<8x64xbf16>, tensor<64x32xbf16>) outs(%32 : tensor<8x32xbf16>) -> tensor<8x32xbf16>
    %expanded_12 = tensor.expand_shape %33 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xbf16> into tensor<1x8x2x16xbf16>
    %34 = tensor.empty() : tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%34 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %146 = linalg.index 0 : index
      %147 = arith.index_cast %146 : index to i32
      %148 = arith.sitofp %147 : i32 to f32
      linalg.yield %148 : f32
    } -> tensor<8xf32>
    %36 = tensor.empty() : tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%35 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.mulf %in, %cst_5 : f32
      linalg.yield %146 : f32
    } -> tensor<8xf32>
    %38 = tensor.empty() : tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%37 : tensor<8xf32>) outs(%38 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.addf %in, %cst_9 : f32
      linalg.yield %146 : f32
    } -> tensor<8xf32>
    %40 = tensor.empty() : tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%39 : tensor<8xf32>) outs(%40 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.divf %in, %cst_4 : f32
      linalg.yield %146 : f32
    } -> tensor<8xf32>
    %42 = tensor.empty() : tensor<8xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%41 : tensor<8xf32>) outs(%42 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.powf %cst_3, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8xf32>
    %44 = tensor.empty() : tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%43 : tensor<8xf32>) outs(%44 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.divf %cst_2, %in : f32
      linalg.yield %146 : f32
    } -> tensor<8xf32>
    %46 = tensor.empty() : tensor<1x8xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x8xi32>) outs(%46 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %146 = arith.sitofp %in : i32 to f32
      linalg.yield %146 : f32
    } -> tensor<1x8xf32>
    %expanded_13 = tensor.expand_shape %47 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %48 = tensor.empty() : tensor<1x8x8xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x8x1xf32>) outs(%48 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %50 = tensor.empty() : tensor<1x8x8xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<8xf32>) outs(%50 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %52 = tensor.empty() : tensor<1x8x8xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %51 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%52 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %146 = arith.mulf %in, %in_32 : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x8xf32>
    %54 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %53 into %54[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_14 = tensor.insert_slice %53 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %55 = tensor.empty() : tensor<1x8x16xf32>
    %56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_14 : tensor<1x8x16xf32>) outs(%55 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.cos %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x16xf32>
    %57 = tensor.empty() : tensor<1x8x16xbf16>
    %58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<1x8x16xf32>) outs(%57 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %146 = arith.truncf %in : f32 to bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x16xbf16>
    %59 = tensor.empty() : tensor<1x8x16xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_14 : tensor<1x8x16xf32>) outs(%59 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.sin %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x8x16xf32>
    %61 = tensor.empty() : tensor<1x8x16xbf16>
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x8x16xf32>) outs(%61 : tensor<1x8x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %146 = arith.truncf %in : f32 to bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x16xbf16>
    %extracted_slice = tensor.extract_slice %expanded_10[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %63 = tensor.empty() : tensor<1x8x4x8xbf16>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x8xbf16>) outs(%63 : tensor<1x8x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %146 = arith.negf %in : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x4x8xbf16>
    %extracted_slice_15 = tensor.extract_slice %expanded_10[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xbf16> to tensor<1x8x4x8xbf16>
    %65 = tensor.empty() : tensor<1x8x4x16xbf16>
    %inserted_slice_16 = tensor.insert_slice %64 into %65[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xbf16> into tensor<1x8x4x16xbf16>
    %inserted_slice_17 = tensor.insert_slice %extracted_slice_15 into %inserted_slice_16[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xbf16> into tensor<1x8x4x16xbf16>
    %66 = tensor.empty() : tensor<1x8x4x16xbf16>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x16xbf16>) outs(%66 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x4x16xbf16>
    %68 = tensor.empty() : tensor<1x8x4x16xbf16>
    %69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %67 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) outs(%68 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.mulf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x4x16xbf16>
    %70 = tensor.empty() : tensor<1x8x4x16xbf16>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x8x16xbf16>) outs(%70 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x4x16xbf16>
    %72 = tensor.empty() : tensor<1x8x4x16xbf16>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_17, %71 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) outs(%72 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.mulf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x4x16xbf16>
    %74 = tensor.empty() : tensor<1x8x4x16xbf16>
    %75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %73 : tensor<1x8x4x16xbf16>, tensor<1x8x4x16xbf16>) outs(%74 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.addf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x4x16xbf16>
    %extracted_slice_18 = tensor.extract_slice %expanded_11[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xbf16> to tensor<1x8x2x8xbf16>
    %76 = tensor.empty() : tensor<1x8x2x8xbf16>
    %77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_18 : tensor<1x8x2x8xbf16>) outs(%76 : tensor<1x8x2x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %146 = arith.negf %in : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x2x8xbf16>
    %extracted_slice_19 = tensor.extract_slice %expanded_11[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xbf16> to tensor<1x8x2x8xbf16>
    %78 = tensor.empty() : tensor<1x8x2x16xbf16>
    %inserted_slice_20 = tensor.insert_slice %77 into %78[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xbf16> into tensor<1x8x2x16xbf16>
    %inserted_slice_21 = tensor.insert_slice %extracted_slice_19 into %inserted_slice_20[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xbf16> into tensor<1x8x2x16xbf16>
    %79 = tensor.empty() : tensor<1x8x2x16xbf16>
    %80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x8x16xbf16>) outs(%79 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x16xbf16>
    %81 = tensor.empty() : tensor<1x8x2x16xbf16>
    %82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11, %80 : tensor<1x8x2x16xbf16>, tensor<1x8x2x16xbf16>) outs(%81 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.mulf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x2x16xbf16>
    %83 = tensor.empty() : tensor<1x8x2x16xbf16>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x8x16xbf16>) outs(%83 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x16xbf16>
    %85 = tensor.empty() : tensor<1x8x2x16xbf16>
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_21, %84 : tensor<1x8x2x16xbf16>, tensor<1x8x2x16xbf16>) outs(%85 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.mulf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x2x16xbf16>
    %87 = tensor.empty() : tensor<1x8x2x16xbf16>
    %88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %86 : tensor<1x8x2x16xbf16>, tensor<1x8x2x16xbf16>) outs(%87 : tensor<1x8x2x16xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.addf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x2x16xbf16>
    %89 = tensor.empty() : tensor<1x8x2x2x16xbf16>
    %90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x8x2x16xbf16>) outs(%89 : tensor<1x8x2x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x2x16xbf16>
    %collapsed_22 = tensor.collapse_shape %90 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xbf16> into tensor<1x8x4x16xbf16>
    %91 = tensor.empty() : tensor<1x8x2x2x16xbf16>
    %92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x8x2x16xbf16>) outs(%91 : tensor<1x8x2x2x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x2x2x16xbf16>
    %collapsed_23 = tensor.collapse_shape %92 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xbf16> into tensor<1x8x4x16xbf16>
    %93 = tensor.empty() : tensor<1x4x8x16xbf16>
    %94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x8x4x16xbf16>) outs(%93 : tensor<1x4x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x8x16xbf16>
    %95 = tensor.empty() : tensor<1x4x16x8xbf16>
    %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<1x8x4x16xbf16>) outs(%95 : tensor<1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x16x8xbf16>
    %collapsed_24 = tensor.collapse_shape %94 [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %collapsed_25 = tensor.collapse_shape %96 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %97 = tensor.empty() : tensor<4x8x8xbf16>
    %98 = linalg.fill ins(%cst_6 : bf16) outs(%97 : tensor<4x8x8xbf16>) -> tensor<4x8x8xbf16>
    %99 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<4x8x16xbf16>, tensor<4x16x8xbf16>) outs(%98 : tensor<4x8x8xbf16>) -> tensor<4x8x8xbf16>
    %expanded_26 = tensor.expand_shape %99 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xbf16> into tensor<1x4x8x8xbf16>
    %100 = tensor.empty() : tensor<1x4x8x8xbf16>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x4x8x8xbf16>) outs(%100 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %146 = arith.divf %in, %cst_1 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x4x8x8xbf16>
    %102 = tensor.empty() : tensor<8x8xi32>
    %103 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%102 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %146 = linalg.index 0 : index
      %147 = arith.index_cast %146 : index to i32
      linalg.yield %147 : i32
    } -> tensor<8x8xi32>
    %104 = tensor.empty() : tensor<8x8xi32>
    %105 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%104 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %146 = linalg.index 1 : index
      %147 = arith.index_cast %146 : index to i32
      linalg.yield %147 : i32
    } -> tensor<8x8xi32>
    %106 = tensor.empty() : tensor<8x8xi1>
    %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%103, %105 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%106 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_32: i32, %out: i1):
      %146 = arith.cmpi sge, %in, %in_32 : i32
      linalg.yield %146 : i1
    } -> tensor<8x8xi1>
    %108 = tensor.empty() : tensor<1x4x8x8xi1>
    %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<8x8xi1>) outs(%108 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %110 = tensor.empty() : tensor<1x4x8x8xbf16>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %101 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xbf16>) outs(%110 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: i1, %in_32: bf16, %out: bf16):
      %146 = arith.select %in, %in_32, %cst_0 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x4x8x8xbf16>
    %112 = tensor.empty() : tensor<1x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x4x8x8xbf16>) outs(%112 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %146 = arith.extf %in : bf16 to f32
      linalg.yield %146 : f32
    } -> tensor<1x4x8x8xf32>
    %114 = tensor.empty() : tensor<1x4x8xf32>
    %115 = linalg.fill ins(%cst : f32) outs(%114 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<1x4x8x8xf32>) outs(%115 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.maximumf %out, %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x4x8xf32>
    %117 = tensor.empty() : tensor<1x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x4x8xf32>) outs(%117 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %119 = tensor.empty() : tensor<1x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %118 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%119 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %146 = arith.subf %in, %in_32 : f32
      linalg.yield %146 : f32
    } -> tensor<1x4x8x8xf32>
    %121 = tensor.empty() : tensor<1x4x8x8xf32>
    %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x4x8x8xf32>) outs(%121 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = math.exp %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x4x8x8xf32>
    %123 = tensor.empty() : tensor<1x4x8xf32>
    %124 = linalg.fill ins(%cst_9 : f32) outs(%123 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%122 : tensor<1x4x8x8xf32>) outs(%124 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %146 = arith.addf %out, %in : f32
      linalg.yield %146 : f32
    } -> tensor<1x4x8xf32>
    %126 = tensor.empty() : tensor<1x4x8x8xf32>
    %127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x4x8xf32>) outs(%126 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %128 = tensor.empty() : tensor<1x4x8x8xf32>
    %129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %127 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%128 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %146 = arith.divf %in, %in_32 : f32
      linalg.yield %146 : f32
    } -> tensor<1x4x8x8xf32>
    %130 = tensor.empty() : tensor<1x4x8x8xbf16>
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x4x8x8xf32>) outs(%130 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %146 = arith.truncf %in : f32 to bf16
      linalg.yield %146 : bf16
    } -> tensor<1x4x8x8xbf16>
    %132 = tensor.empty() : tensor<1x4x16x8xbf16>
    %133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_23 : tensor<1x8x4x16xbf16>) outs(%132 : tensor<1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x16x8xbf16>
    %134 = tensor.empty() : tensor<1x4x8x8xbf16>
    %135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x4x8x8xbf16>) outs(%134 : tensor<1x4x8x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x8x8xbf16>
    %collapsed_27 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %collapsed_28 = tensor.collapse_shape %135 [[0, 1], [2], [3]] : tensor<1x4x8x8xbf16> into tensor<4x8x8xbf16>
    %136 = tensor.empty() : tensor<4x16x8xbf16>
    %137 = linalg.fill ins(%cst_6 : bf16) outs(%136 : tensor<4x16x8xbf16>) -> tensor<4x16x8xbf16>
    %138 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<4x16x8xbf16>, tensor<4x8x8xbf16>) outs(%137 : tensor<4x16x8xbf16>) -> tensor<4x16x8xbf16>
    %expanded_29 = tensor.expand_shape %138 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xbf16> into tensor<1x4x16x8xbf16>
    %139 = tensor.empty() : tensor<1x8x4x16xbf16>
    %140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<1x4x16x8xbf16>) outs(%139 : tensor<1x8x4x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x8x4x16xbf16>
    %collapsed_30 = tensor.collapse_shape %140 [[0, 1], [2, 3]] : tensor<1x8x4x16xbf16> into tensor<8x64xbf16>
    %141 = tensor.empty() : tensor<8x64xbf16>
    %142 = linalg.fill ins(%cst_6 : bf16) outs(%141 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %143 = linalg.matmul ins(%collapsed_30, %arg6 : tensor<8x64xbf16>, tensor<64x64xbf16>) outs(%142 : tensor<8x64xbf16>) -> tensor<8x64xbf16>
    %expanded_31 = tensor.expand_shape %143 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xbf16> into tensor<1x8x64xbf16>
    %144 = tensor.empty() : tensor<1x8x64xbf16>
    %145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_31 : tensor<1x8x64xbf16>, tensor<1x8x64xbf16>) outs(%144 : tensor<1x8x64xbf16>) {
    ^bb0(%in: bf16, %in_32: bf16, %out: bf16):
      %146 = arith.addf %in, %in_32 : bf16
      linalg.yield %146 : bf16
    } -> tensor<1x8x64xbf16>
    return %145 : tensor<1x8x64xbf16>
  }
}
