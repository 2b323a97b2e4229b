// Exported by scripts/export-jax-graphs.py (jax-gptj-rope): JAX rotate_every_two, inv_freq computed in the graph
// jax 0.10.2, iree-base-compiler 3.13.0; iree-compile --iree-input-type=stablehlo --compile-to=input, util.func written as func.func.
// inputs: x [1, 8, 4, 16] f32, positions [1, 8] i32; output: the rotated x.
// Regenerate: see scripts/export-jax-graphs.py; do not edit by hand.
module @jit_gptj_rope {
  func.func @jax_gptj_rope(%arg0: tensor<1x8x4x16xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x4x16xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+04 : f32
    %cst_1 = arith.constant 1.600000e+01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x8xi32>) outs(%0 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %41 = arith.sitofp %in : i32 to f32
      linalg.yield %41 : f32
    } -> tensor<1x8xf32>
    %expanded = tensor.expand_shape %1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%2 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i32
      %43 = arith.sitofp %42 : i32 to f32
      linalg.yield %43 : f32
    } -> tensor<8xf32>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.mulf %in, %cst_3 : f32
      linalg.yield %41 : f32
    } -> tensor<8xf32>
    %6 = tensor.empty() : tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.addf %in, %cst_2 : f32
      linalg.yield %41 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() : tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<8xf32>) outs(%8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.divf %in, %cst_1 : f32
      linalg.yield %41 : f32
    } -> tensor<8xf32>
    %10 = tensor.empty() : tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9 : tensor<8xf32>) outs(%10 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = math.powf %cst_0, %in : f32
      linalg.yield %41 : f32
    } -> tensor<8xf32>
    %12 = tensor.empty() : tensor<8xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%11 : tensor<8xf32>) outs(%12 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.divf %cst, %in : f32
      linalg.yield %41 : f32
    } -> tensor<8xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x1xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %16 = tensor.empty() : tensor<1x8x8xf32>
    %17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<8xf32>) outs(%16 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8xf32>
    %18 = tensor.empty() : tensor<1x8x8xf32>
    %19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %17 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%18 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %41 = arith.mulf %in, %in_10 : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x8xf32>
    %20 = tensor.empty() : tensor<1x8x8xf32>
    %21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x8xf32>) outs(%20 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = math.sin %in : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x8xf32>
    %22 = tensor.empty() : tensor<1x8x8x2xf32>
    %23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x8xf32>) outs(%22 : tensor<1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x2xf32>
    %collapsed = tensor.collapse_shape %23 [[0], [1], [2, 3]] : tensor<1x8x8x2xf32> into tensor<1x8x16xf32>
    %24 = tensor.empty() : tensor<1x8x8xf32>
    %25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x8xf32>) outs(%24 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = math.cos %in : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x8xf32>
    %26 = tensor.empty() : tensor<1x8x8x2xf32>
    %27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x8x8xf32>) outs(%26 : tensor<1x8x8x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x2xf32>
    %collapsed_4 = tensor.collapse_shape %27 [[0], [1], [2, 3]] : tensor<1x8x8x2xf32> into tensor<1x8x16xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 1] [1, 8, 4, 8] [1, 1, 1, 2] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %28 = tensor.empty() : tensor<1x8x4x8xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x8xf32>) outs(%28 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.negf %in : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_5 = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 2] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %expanded_6 = tensor.expand_shape %29 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 8, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x8x1xf32>
    %expanded_7 = tensor.expand_shape %extracted_slice_5 [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 8, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x8x1xf32>
    %30 = tensor.empty() : tensor<1x8x4x8x2xf32>
    %inserted_slice = tensor.insert_slice %expanded_6 into %30[0, 0, 0, 0, 0] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8x2xf32>
    %inserted_slice_8 = tensor.insert_slice %expanded_7 into %inserted_slice[0, 0, 0, 0, 1] [1, 8, 4, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x8x1xf32> into tensor<1x8x4x8x2xf32>
    %collapsed_9 = tensor.collapse_shape %inserted_slice_8 [[0], [1], [2], [3, 4]] : tensor<1x8x4x8x2xf32> into tensor<1x8x4x16xf32>
    %31 = tensor.empty() : tensor<1x8x4x16xf32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_4 : tensor<1x8x16xf32>) outs(%31 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %33 = tensor.empty() : tensor<1x8x4x16xf32>
    %34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %32 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%33 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %41 = arith.mulf %in, %in_10 : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x4x16xf32>
    %35 = tensor.empty() : tensor<1x8x4x16xf32>
    %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<1x8x16xf32>) outs(%35 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %37 = tensor.empty() : tensor<1x8x4x16xf32>
    %38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_9, %36 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%37 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %41 = arith.mulf %in, %in_10 : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x4x16xf32>
    %39 = tensor.empty() : tensor<1x8x4x16xf32>
    %40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %38 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%39 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %41 = arith.addf %in, %in_10 : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x4x16xf32>
    return %40 : tensor<1x8x4x16xf32>
  }
}
