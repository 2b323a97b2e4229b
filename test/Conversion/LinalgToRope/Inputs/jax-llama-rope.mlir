// Exported by scripts/export-jax-graphs.py (jax-llama-rope): JAX rotate_half, inv_freq computed in the graph
// jax 0.10.2, iree-base-compiler 3.13.0; iree-compile --iree-input-type=stablehlo --compile-to=input, util.func written as func.func.
// inputs: x [1, 8, 4, 16] f32, positions [1, 8] i32; output: the rotated x.
// Regenerate: see scripts/export-jax-graphs.py; do not edit by hand.
module @jit_llama_rope {
  func.func @jax_llama_rope(%arg0: tensor<1x8x4x16xf32>, %arg1: tensor<1x8xi32>) -> tensor<1x8x4x16xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+04 : f32
    %cst_1 = arith.constant 1.600000e+01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x8xi32>) outs(%0 : tensor<1x8xf32>) {
    ^bb0(%in: i32, %out: f32):
      %38 = arith.sitofp %in : i32 to f32
      linalg.yield %38 : f32
    } -> tensor<1x8xf32>
    %expanded = tensor.expand_shape %1 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%2 : tensor<8xf32>) {
    ^bb0(%out: f32):
      %38 = linalg.index 0 : index
      %39 = arith.index_cast %38 : index to i32
      %40 = arith.sitofp %39 : i32 to f32
      linalg.yield %40 : f32
    } -> tensor<8xf32>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%4 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.mulf %in, %cst_3 : f32
      linalg.yield %38 : f32
    } -> tensor<8xf32>
    %6 = tensor.empty() : tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.addf %in, %cst_2 : f32
      linalg.yield %38 : f32
    } -> tensor<8xf32>
    %8 = tensor.empty() : tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<8xf32>) outs(%8 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.divf %in, %cst_1 : f32
      linalg.yield %38 : f32
    } -> tensor<8xf32>
    %10 = tensor.empty() : tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%9 : tensor<8xf32>) outs(%10 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = math.powf %cst_0, %in : f32
      linalg.yield %38 : f32
    } -> tensor<8xf32>
    %12 = tensor.empty() : tensor<8xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%11 : tensor<8xf32>) outs(%12 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.divf %cst, %in : f32
      linalg.yield %38 : f32
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
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %38 = arith.mulf %in, %in_8 : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x8xf32>
    %20 = tensor.empty() : tensor<1x8x16xf32>
    %inserted_slice = tensor.insert_slice %19 into %20[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %inserted_slice_4 = tensor.insert_slice %19 into %inserted_slice[0, 0, 8] [1, 8, 8] [1, 1, 1] : tensor<1x8x8xf32> into tensor<1x8x16xf32>
    %21 = tensor.empty() : tensor<1x8x16xf32>
    %22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_4 : tensor<1x8x16xf32>) outs(%21 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = math.cos %in : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x16xf32>
    %23 = tensor.empty() : tensor<1x8x16xf32>
    %24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%inserted_slice_4 : tensor<1x8x16xf32>) outs(%23 : tensor<1x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = math.sin %in : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x16xf32>
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %25 = tensor.empty() : tensor<1x8x4x8xf32>
    %26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x4x8xf32>) outs(%25 : tensor<1x8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.negf %in : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x4x8xf32>
    %extracted_slice_5 = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x16xf32> to tensor<1x8x4x8xf32>
    %27 = tensor.empty() : tensor<1x8x4x16xf32>
    %inserted_slice_6 = tensor.insert_slice %26 into %27[0, 0, 0, 0] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %inserted_slice_7 = tensor.insert_slice %extracted_slice_5 into %inserted_slice_6[0, 0, 0, 8] [1, 8, 4, 8] [1, 1, 1, 1] : tensor<1x8x4x8xf32> into tensor<1x8x4x16xf32>
    %28 = tensor.empty() : tensor<1x8x4x16xf32>
    %29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x16xf32>) outs(%28 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %30 = tensor.empty() : tensor<1x8x4x16xf32>
    %31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %29 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%30 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %38 = arith.mulf %in, %in_8 : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x4x16xf32>
    %32 = tensor.empty() : tensor<1x8x4x16xf32>
    %33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x8x16xf32>) outs(%32 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x4x16xf32>
    %34 = tensor.empty() : tensor<1x8x4x16xf32>
    %35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_7, %33 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%34 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %38 = arith.mulf %in, %in_8 : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x4x16xf32>
    %36 = tensor.empty() : tensor<1x8x4x16xf32>
    %37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<1x8x4x16xf32>, tensor<1x8x4x16xf32>) outs(%36 : tensor<1x8x4x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %38 = arith.addf %in, %in_8 : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x4x16xf32>
    return %37 : tensor<1x8x4x16xf32>
  }
}
