// Exported by scripts/export-jax-blocks.py (jax-gptj-block): the same block with GPT-J's rotate_every_two
// jax 0.10.2, iree-base-compiler 3.13.0; iree-compile --iree-input-type=stablehlo --compile-to=input, util.func written as func.func.
// inputs: hidden [1, 8, 64] f32, positions [1, 8] i32, norm weight, wq, wk, wv, wo; output: the block output [1, 8, 64].
// Regenerate: see scripts/export-jax-blocks.py; do not edit by hand.
module @jit_forward {
  func.func @jax_gptj_block(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
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
      %135 = arith.mulf %in, %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x64xf32>
    %2 = tensor.empty() : tensor<1x8xf32>
    %3 = linalg.fill ins(%cst_8 : f32) outs(%2 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x64xf32>) outs(%3 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %out, %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8xf32>
    %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %5 = tensor.empty() : tensor<1x8x1xf32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xf32>) outs(%5 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_7 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x1xf32>
    %7 = tensor.empty() : tensor<1x8x1xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %cst_6 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x1xf32>
    %9 = tensor.empty() : tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf32>) outs(%9 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.sqrt %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x1xf32>
    %11 = tensor.empty() : tensor<1x8x64xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x1xf32>) outs(%11 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x64xf32>
    %13 = tensor.empty() : tensor<1x8x64xf32>
    %14 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %12 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%13 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.divf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x64xf32>
    %15 = tensor.empty() : tensor<1x8x64xf32>
    %16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<64xf32>) outs(%15 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x64xf32>
    %17 = tensor.empty() : tensor<1x8x64xf32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%17 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.mulf %in, %in_37 : f32
      linalg.yield %135 : f32
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
      %135 = linalg.index 0 : index
      %136 = arith.index_cast %135 : index to i32
      %137 = arith.sitofp %136 : i32 to f32
      linalg.yield %137 : f32
    } -> tensor<8xf32>
    %30 = tensor.empty() : tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%30 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.mulf %in, %cst_5 : f32
      linalg.yield %135 : f32
    } -> tensor<8xf32>
    %32 = tensor.empty() : tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%31 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %in, %cst_8 : f32
      linalg.yield %135 : f32
    } -> tensor<8xf32>
    %34 = tensor.empty() : tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%33 : tensor<8xf32>) outs(%34 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_4 : f32
      linalg.yield %135 : f32
    } -> tensor<8xf32>
    %36 = tensor.empty() : tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%35 : tensor<8xf32>) outs(%36 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.powf %cst_3, %in : f32
      linalg.yield %135 : f32
    } -> tensor<8xf32>
    %38 = tensor.empty() : tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%37 : tensor<8xf32>) outs(%38 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %cst_2, %in : f32
      linalg.yield %135 : f32
    } -> tensor<8xf32>
    %40 = tensor.empty() : tensor<1x8xf32>
    %41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x8xi32>) outs(%40 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %135 = arith.sitofp %in : i32 to f32
      linalg.yield %135 : f32
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
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.mulf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x8xf32>
    %48 = tensor.empty() : tensor<1x8x8xf32>
    %49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x8xf32>) outs(%48 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.sin %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x8xf32>
    %50 = tensor.empty() : tensor<1x8x8x2xf32>
    %51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x8xf32>) outs(%50 : tensor<1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x2xf32>
    %collapsed_13 = tensor.collapse_shape %51 [[0], [1], [2, 3]] : tensor<1x8x8x2xf32> into tensor<1x8x16xf32>
    %52 = tensor.empty() : tensor<1x8x8xf32>
    %53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x8xf32>) outs(%52 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.cos %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x8xf32>
    %54 = tensor.empty() : tensor<1x8x8x2xf32>
    %55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x8x8xf32>) outs(%54 : tensor<1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x2xf32>
    %collapsed_14 = tensor.collapse_shape %55 [[0], [1], [2, 3]] : tensor<1x8x8x2xf32> into tensor<1x8x16xf32>
    %extracted_slice = tensor.extract_slice %expanded_9[0, 0, 0, 1] [1, 8, 4, 8] [1, 1, 1, 2] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %56 = tensor.empty() : tensor<1x8x4x8xf32>
    %57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x8xf32>) outs(%56 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.negf %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_15 = tensor.extract_slice %expanded_9[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 2] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %expanded_16 = tensor.expand_shape %57 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 8, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x8x1xf32>
    %expanded_17 = tensor.expand_shape %extracted_slice_15 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 8, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x8x1xf32>
    %58 = tensor.empty() : tensor<1x8x4x8x2xf32>
    %inserted_slice = tensor.insert_slice %expanded_16 into %58[0, 0, 0, 0, 0] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8x2xf32>
    %inserted_slice_18 = tensor.insert_slice %expanded_17 into %inserted_slice[0, 0, 0, 0, 1] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8x2xf32>
    %collapsed_19 = tensor.collapse_shape %inserted_slice_18 [[0], [1], [2], [3, 4]] : tensor<1x8x4x8x2xf32> into tensor<1x8x4x16xf32>
    %59 = tensor.empty() : tensor<1x8x4x16xf32>
    %60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<1x8x16xf32>) outs(%59 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %61 = tensor.empty() : tensor<1x8x4x16xf32>
    %62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9, %60 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%61 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.mulf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x4x16xf32>
    %63 = tensor.empty() : tensor<1x8x4x16xf32>
    %64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<1x8x16xf32>) outs(%63 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %65 = tensor.empty() : tensor<1x8x4x16xf32>
    %66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_19, %64 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%65 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.mulf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x4x16xf32>
    %67 = tensor.empty() : tensor<1x8x4x16xf32>
    %68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %66 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%67 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.addf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x4x16xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_10[0, 0, 0, 1] [1, 8, 2, 8] [1, 1, 1, 2] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %69 = tensor.empty() : tensor<1x8x2x8xf32>
    %70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x8x2x8xf32>) outs(%69 : tensor<1x8x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.negf %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x2x8xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_10[0, 0, 0, 0] [1, 8, 2, 8] [1, 1, 1, 2] : tensor<1x8x2x16xf32> to tensor<1x8x2x8xf32>
    %expanded_22 = tensor.expand_shape %70 [[0], [1], [2], [3, 4]] output_shape [1, 8, 2, 8, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x8x1xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2], [3, 4]] output_shape [1, 8, 2, 8, 1] : tensor<1x8x2x8xf32> into tensor<1x8x2x8x1xf32>
    %71 = tensor.empty() : tensor<1x8x2x8x2xf32>
    %inserted_slice_24 = tensor.insert_slice %expanded_22 into %71[0, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8x2xf32>
    %inserted_slice_25 = tensor.insert_slice %expanded_23 into %inserted_slice_24[0, 0, 0, 0, 1] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8x2xf32>
    %collapsed_26 = tensor.collapse_shape %inserted_slice_25 [[0], [1], [2], [3, 4]] : tensor<1x8x2x8x2xf32> into tensor<1x8x2x16xf32>
    %72 = tensor.empty() : tensor<1x8x2x16xf32>
    %73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_14 : tensor<1x8x16xf32>) outs(%72 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %74 = tensor.empty() : tensor<1x8x2x16xf32>
    %75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %73 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%74 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.mulf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x2x16xf32>
    %76 = tensor.empty() : tensor<1x8x2x16xf32>
    %77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_13 : tensor<1x8x16xf32>) outs(%76 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x16xf32>
    %78 = tensor.empty() : tensor<1x8x2x16xf32>
    %79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_26, %77 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%78 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.mulf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x2x16xf32>
    %80 = tensor.empty() : tensor<1x8x2x16xf32>
    %81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %79 : tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) outs(%80 : tensor<1x8x2x16xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.addf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x2x16xf32>
    %82 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x2x16xf32>) outs(%82 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_27 = tensor.collapse_shape %83 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %84 = tensor.empty() : tensor<1x8x2x2x16xf32>
    %85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x8x2x16xf32>) outs(%84 : tensor<1x8x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x2x2x16xf32>
    %collapsed_28 = tensor.collapse_shape %85 [[0], [1], [2, 3], [4]] : tensor<1x8x2x2x16xf32> into tensor<1x8x4x16xf32>
    %86 = tensor.empty() : tensor<1x4x8x16xf32>
    %87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x8x4x16xf32>) outs(%86 : tensor<1x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x16xf32>
    %88 = tensor.empty() : tensor<1x4x16x8xf32>
    %89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_27 : tensor<1x8x4x16xf32>) outs(%88 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %collapsed_29 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<1x4x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_30 = tensor.collapse_shape %89 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %90 = tensor.empty() : tensor<4x8x8xf32>
    %91 = linalg.fill ins(%cst_8 : f32) outs(%90 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %92 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%91 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %expanded_31 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [1, 4, 8, 8] : tensor<4x8x8xf32> into tensor<1x4x8x8xf32>
    %93 = tensor.empty() : tensor<1x4x8x8xf32>
    %94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x4x8x8xf32>) outs(%93 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.divf %in, %cst_1 : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8x8xf32>
    %95 = tensor.empty() : tensor<8x8xi32>
    %96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%95 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %135 = linalg.index 0 : index
      %136 = arith.index_cast %135 : index to i32
      linalg.yield %136 : i32
    } -> tensor<8x8xi32>
    %97 = tensor.empty() : tensor<8x8xi32>
    %98 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%97 : tensor<8x8xi32>) {
    ^bb0(%out: i32):
      %135 = linalg.index 1 : index
      %136 = arith.index_cast %135 : index to i32
      linalg.yield %136 : i32
    } -> tensor<8x8xi32>
    %99 = tensor.empty() : tensor<8x8xi1>
    %100 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%96, %98 : tensor<8x8xi32>, tensor<8x8xi32>) outs(%99 : tensor<8x8xi1>) {
    ^bb0(%in: i32, %in_37: i32, %out: i1):
      %135 = arith.cmpi sge, %in, %in_37 : i32
      linalg.yield %135 : i1
    } -> tensor<8x8xi1>
    %101 = tensor.empty() : tensor<1x4x8x8xi1>
    %102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<8x8xi1>) outs(%101 : tensor<1x4x8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x4x8x8xi1>
    %103 = tensor.empty() : tensor<1x4x8x8xf32>
    %104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %94 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>) outs(%103 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: i1, %in_37: f32, %out: f32):
      %135 = arith.select %in, %in_37, %cst_0 : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8x8xf32>
    %105 = tensor.empty() : tensor<1x4x8xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%104 : tensor<1x4x8x8xf32>) outs(%106 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.maximumf %out, %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8xf32>
    %108 = tensor.empty() : tensor<1x4x8x8xf32>
    %109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107 : tensor<1x4x8xf32>) outs(%108 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %110 = tensor.empty() : tensor<1x4x8x8xf32>
    %111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %109 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%110 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.subf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8x8xf32>
    %112 = tensor.empty() : tensor<1x4x8x8xf32>
    %113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111 : tensor<1x4x8x8xf32>) outs(%112 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = math.exp %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8x8xf32>
    %114 = tensor.empty() : tensor<1x4x8xf32>
    %115 = linalg.fill ins(%cst_8 : f32) outs(%114 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<1x4x8x8xf32>) outs(%115 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %135 = arith.addf %out, %in : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8xf32>
    %117 = tensor.empty() : tensor<1x4x8x8xf32>
    %118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x4x8xf32>) outs(%117 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %119 = tensor.empty() : tensor<1x4x8x8xf32>
    %120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %118 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%119 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.divf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x4x8x8xf32>
    %121 = tensor.empty() : tensor<1x4x16x8xf32>
    %122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_28 : tensor<1x8x4x16xf32>) outs(%121 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x16x8xf32>
    %123 = tensor.empty() : tensor<1x4x8x8xf32>
    %124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x4x8x8xf32>) outs(%123 : tensor<1x4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x8x8xf32>
    %collapsed_32 = tensor.collapse_shape %122 [[0, 1], [2], [3]] : tensor<1x4x16x8xf32> into tensor<4x16x8xf32>
    %collapsed_33 = tensor.collapse_shape %124 [[0, 1], [2], [3]] : tensor<1x4x8x8xf32> into tensor<4x8x8xf32>
    %125 = tensor.empty() : tensor<4x16x8xf32>
    %126 = linalg.fill ins(%cst_8 : f32) outs(%125 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %127 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<4x16x8xf32>, tensor<4x8x8xf32>) outs(%126 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %expanded_34 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xf32> into tensor<1x4x16x8xf32>
    %128 = tensor.empty() : tensor<1x8x4x16xf32>
    %129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34 : tensor<1x4x16x8xf32>) outs(%128 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %collapsed_35 = tensor.collapse_shape %129 [[0, 1], [2, 3]] : tensor<1x8x4x16xf32> into tensor<8x64xf32>
    %130 = tensor.empty() : tensor<8x64xf32>
    %131 = linalg.fill ins(%cst_8 : f32) outs(%130 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %132 = linalg.matmul ins(%collapsed_35, %arg6 : tensor<8x64xf32>, tensor<64x64xf32>) outs(%131 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %expanded_36 = tensor.expand_shape %132 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %133 = tensor.empty() : tensor<1x8x64xf32>
    %134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_36 : tensor<1x8x64xf32>, tensor<1x8x64xf32>) outs(%133 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %135 = arith.addf %in, %in_37 : f32
      linalg.yield %135 : f32
    } -> tensor<1x8x64xf32>
    return %134 : tensor<1x8x64xf32>
  }
}
