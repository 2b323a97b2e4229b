// Exported by scripts/export-jax-blocks.py (jax-llama-block): Llama-style block: RMSNorm, rotate_half, GQA 4/2, causal mask (finfo.min), jax.nn-style softmax, residual
// jax 0.10.2, iree-base-compiler 3.13.0; iree-compile --iree-input-type=stablehlo --compile-to=input, util.func written as func.func.
// inputs: hidden [1, 8, 64] f32, positions [1, 8] i32, norm weight, wq, wk, wv, wo; output: the block output [1, 8, 64].
// Regenerate: see scripts/export-jax-blocks.py; do not edit by hand.
module @jit_forward {
  func.func @jax_llama_block(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %cst_1 = arith.constant 4.000000e+00 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 1.000000e+04 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 2.000000e+00 : f32
    %cst_6 = arith.constant 9.99999997E-7 : f32
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x8x64xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x64xf32>) outs(%0 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.mulf %in, %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8xf32>
    %3 = linalg.fill ins(%cst_8 : f32) outs(%2 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %out, %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %5 = tensor.empty() : tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xf32>) outs(%5 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_7 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x1xf32>
    %7 = tensor.empty() : tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_6 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x1xf32>
    %9 = tensor.empty() : tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.sqrt %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x64xf32>
    %13 = tensor.empty() : tensor<1x8x64xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %12 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%13 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.divf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x64xf32>
    %15 = tensor.empty() : tensor<1x8x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%15 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x64xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.mulf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x64xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %19 = tensor.empty() : tensor<8x64xf32>
    %20 = linalg.fill ins(%cst_8 : f32) outs(%19 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %21 = linalg.matmul ins(%collapsed, %arg3 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%20 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_9 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [1, 8, 4, 16] : tensor<8x64xf32> into tensor<1x8x4x16xf32>
    %22 = tensor.empty() : tensor<8x32xf32>
    %23 = linalg.fill ins(%cst_8 : f32) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = linalg.matmul ins(%collapsed, %arg4 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%23 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_10 = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %25 = tensor.empty() : tensor<8x32xf32>
    %26 = linalg.fill ins(%cst_8 : f32) outs(%25 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %27 = linalg.matmul ins(%collapsed, %arg5 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%26 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_11 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %28 = tensor.empty() : tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%28 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %132 = linalg.index 0 : index
      %133 = arith.index_cast %132 : index to i32
      %134 = arith.sitofp %133 : i32 to f32
      linalg.yield %134 : f32
    } -> tensor<8xf32>
    %30 = tensor.empty() : tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.mulf %in, %cst_5 : f32
      linalg.yield %132 : f32
    } -> tensor<8xf32>
    %32 = tensor.empty() : tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%31 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %in, %cst_8 : f32
      linalg.yield %132 : f32
    } -> tensor<8xf32>
    %34 = tensor.empty() : tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%34 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_4 : f32
      linalg.yield %132 : f32
    } -> tensor<8xf32>
    %36 = tensor.empty() : tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%35 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.powf %cst_3, %in : f32
      linalg.yield %132 : f32
    } -> tensor<8xf32>
    %38 = tensor.empty() : tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%37 : tensor<8xf32>) outs(%38 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %cst_2, %in : f32
      linalg.yield %132 : f32
    } -> tensor<8xf32>
    %40 = tensor.empty() : tensor<1x8xf32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x8xi32>) outs(%40 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %132 = arith.sitofp %in : i32 to f32
      linalg.yield %132 : f32
    } -> tensor<1x8xf32>
    %expanded_12 = tensor.expand_shape %41 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %42 = tensor.empty() : tensor<1x8x8xf32>
    %43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x8x1xf32>) outs(%42 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %44 = tensor.empty() : tensor<1x8x8xf32>
    %45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8xf32>) outs(%44 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %46 = tensor.empty() : tensor<1x8x8xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %45 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%46 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.mulf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x8xf32>
    %48 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %47 into %48[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_13 = tensor.insert_slice %47 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %49 = tensor.empty() : tensor<1x8x16xf32>
    %50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_13 : tensor<1x8x16xf32>) outs(%49 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.cos %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x16xf32>
    %51 = tensor.empty() : tensor<1x8x16xf32>
    %52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_13 : tensor<1x8x16xf32>) outs(%51 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.sin %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x16xf32>
    %extracted_slice = tensor.extract_slice %expanded_9[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %53 = tensor.empty() : tensor<1x8x4x8xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x8xf32>) outs(%53 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.negf %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded_9[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %55 = tensor.empty() : tensor<1x8x4x16xf32>
    %inserted_slice_15 = tensor.insert_slice %54 into %55[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %inserted_slice_16 = tensor.insert_slice %extracted_slice_14 into %inserted_slice_15[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %56 = tensor.empty() : tensor<1x8x4x16xf32>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x16xf32>) outs(%56 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %58 = tensor.empty() : tensor<1x8x4x16xf32>
    %59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %57 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%58 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.mulf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x4x16xf32>
    %60 = tensor.empty() : tensor<1x8x4x16xf32>
    %61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x8x16xf32>) outs(%60 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %62 = tensor.empty() : tensor<1x8x4x16xf32>
    %63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_16, %61 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%62 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.mulf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x4x16xf32>
    %64 = tensor.empty() : tensor<1x8x4x16xf32>
    %65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %63 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%64 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.addf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x4x16xf32>
    %extracted_slice_17 = tensor.extract_slice %expanded_10[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %66 = tensor.empty() : tensor<1x8x2x8xf32>
    %67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_17 : tensor<1x8x2x8xf32>) outs(%66 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.negf %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x2x8xf32>
    %extracted_slice_18 = tensor.extract_slice %expanded_10[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %68 = tensor.empty() : tensor<1x8x2x16xf32>
    %inserted_slice_19 = tensor.insert_slice %67 into %68[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %inserted_slice_20 = tensor.insert_slice %extracted_slice_18 into %inserted_slice_19[0, 0, 0, 8] [1, 8, 2, 8] [1, 1, 1, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x16xf32>
    %69 = tensor.empty() : tensor<1x8x2x16xf32>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x16xf32>) outs(%69 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %71 = tensor.empty() : tensor<1x8x2x16xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %70 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%71 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.mulf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x2x16xf32>
    %73 = tensor.empty() : tensor<1x8x2x16xf32>
    %74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x8x16xf32>) outs(%73 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %75 = tensor.empty() : tensor<1x8x2x16xf32>
    %76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_20, %74 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%75 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.mulf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x2x16xf32>
    %77 = tensor.empty() : tensor<1x8x2x16xf32>
    %78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %76 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%77 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.addf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x2x16xf32>
    %79 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x8x2x16xf32>) outs(%79 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_21 = tensor.collapse_shape %80 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %81 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x8x2x16xf32>) outs(%81 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_22 = tensor.collapse_shape %82 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %83 = tensor.empty() : tensor<1x4x8x16xf32>
    %84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x8x4x16xf32>) outs(%83 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x16xf32>
    %85 = tensor.empty() : tensor<1x4x16x8xf32>
    %86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_21 : tensor<1x8x4x16xf32>) outs(%85 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_23 = tensor.collapse_shape %84 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_24 = tensor.collapse_shape %86 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %87 = tensor.empty() : tensor<4x8x8xf32>
    %88 = linalg.fill ins(%cst_8 : f32) outs(%87 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %89 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%88 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_25 = tensor.expand_shape %89 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %90 = tensor.empty() : tensor<1x4x8x8xf32>
    %91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<1x4x8x8xf32>) outs(%90 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.divf %in, %cst_1 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8x8xf32>
    %92 = tensor.empty() : tensor<8x8xi32>
    %93 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%92 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %132 = linalg.index 0 : index
      %133 = arith.index_cast %132 : index to i32
      linalg.yield %133 : i32
    } -> tensor<8x8xi32>
    %94 = tensor.empty() : tensor<8x8xi32>
    %95 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%94 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %132 = linalg.index 1 : index
      %133 = arith.index_cast %132 : index to i32
      linalg.yield %133 : i32
    } -> tensor<8x8xi32>
    %96 = tensor.empty() : tensor<8x8xi1>
    %97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%93, %95 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%96 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_31: i32, %out: i1):
      %132 = arith.cmpi sge, %in, %in_31 : i32
      linalg.yield %132 : i1
    } -> tensor<8x8xi1>
    %98 = tensor.empty() : tensor<1x4x8x8xi1>
    %99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<8x8xi1>) outs(%98 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %100 = tensor.empty() : tensor<1x4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %91 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>) outs(%100 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_31: f32, %out: f32):
      %132 = arith.select %in, %in_31, %cst_0 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8x8xf32>
    %102 = tensor.empty() : tensor<1x4x8xf32>
    %103 = linalg.fill ins(%cst : f32) outs(%102 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%101 : tensor<1x4x8x8xf32>) outs(%103 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.maximumf %out, %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8xf32>
    %105 = tensor.empty() : tensor<1x4x8x8xf32>
    %106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x4x8xf32>) outs(%105 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %107 = tensor.empty() : tensor<1x4x8x8xf32>
    %108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %106 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%107 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.subf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8x8xf32>
    %109 = tensor.empty() : tensor<1x4x8x8xf32>
    %110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x4x8x8xf32>) outs(%109 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = math.exp %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8x8xf32>
    %111 = tensor.empty() : tensor<1x4x8xf32>
    %112 = linalg.fill ins(%cst_8 : f32) outs(%111 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%110 : tensor<1x4x8x8xf32>) outs(%112 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %132 = arith.addf %out, %in : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8xf32>
    %114 = tensor.empty() : tensor<1x4x8x8xf32>
    %115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x4x8xf32>) outs(%114 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %116 = tensor.empty() : tensor<1x4x8x8xf32>
    %117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %115 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%116 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.divf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x4x8x8xf32>
    %118 = tensor.empty() : tensor<1x4x16x8xf32>
    %119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_22 : tensor<1x8x4x16xf32>) outs(%118 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %120 = tensor.empty() : tensor<1x4x8x8xf32>
    %121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x4x8x8xf32>) outs(%120 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_26 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_27 = tensor.collapse_shape %121 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %122 = tensor.empty() : tensor<4x16x8xf32>
    %123 = linalg.fill ins(%cst_8 : f32) outs(%122 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %124 = linalg.batch_matmul ins(%collapsed_26, %collapsed_27 : tensor<4x16x8xf32>, tensor<4x8x8xf32>) outs(%123 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %expanded_28 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
    %125 = tensor.empty() : tensor<1x8x4x16xf32>
    %126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<1x4x16x8xf32>) outs(%125 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %collapsed_29 = tensor.collapse_shape %126 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %127 = tensor.empty() : tensor<8x64xf32>
    %128 = linalg.fill ins(%cst_8 : f32) outs(%127 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %129 = linalg.matmul ins(%collapsed_29, %arg6 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%128 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_30 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %130 = tensor.empty() : tensor<1x8x64xf32>
    %131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_30 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%130 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %132 = arith.addf %in, %in_31 : f32
      linalg.yield %132 : f32
    } -> tensor<1x8x64xf32>
    return %131 : tensor<1x8x64xf32>
  }
}
