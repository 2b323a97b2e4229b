// RUN: rope-opt %s --rope-fuse-attention=unrotated=false -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: rope-opt %s --rope-fuse-attention -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
//
// rope-fuzz's finding (seed 186714982): the expand_shape of the values
// names result dimension 2^62 in its reassociation, which the verifier lets
// through. The layout matcher read the permutation at that index (undefined
// behaviour, which UBSan reports in the hardening suite); it must reject
// the expansion instead, and the attention stays unfused for its own
// reason.
//
// CHECK-NOT: runtime error
// CHECK: remark: attention not fused: neither the queries nor the keys are rotated by rope.rotate
// CHECK-NOT: runtime error
//
// Fused without a rotation by default, the malformed reshape taken as it is
// (no runtime error either):
// FUSED-NOT: runtime error
// FUSED: remark: fused into rope.attention: {{.*}}no rotation
// FUSED-NOT: runtime error

func.func @graph_41(%a0: tensor<2x8x8x4xf32>, %a1: tensor<2x2x8x4xf32>, %a2: tensor<2x2x8x4xf32>, %a3: tensor<8xi64>) -> (tensor<2x8x8x4xf32>) {
  %v1 = tensor.expand_shape %a3 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
  %v2 = arith.constant dense<[1.000000000e+00, 9.999999776e-03]> : tensor<2xf32>
  %v3 = tensor.empty() : tensor<8x2xf32>
  %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1, %v2 : tensor<8x1xi64>, tensor<2xf32>) outs(%v3 : tensor<8x2xf32>) {
  ^bb0(%in0: i64, %in1: f32, %out: f32):
    %p = arith.sitofp %in0 : i64 to f32
    %r = arith.mulf %p, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<8x2xf32>
  %v5 = tensor.empty() : tensor<8x2xf32>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<8x2xf32>) outs(%v5 : tensor<8x2xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.cos %in0 : f32
    %c = arith.constant 7.500000000e-01 : f32
    %r = arith.mulf %t, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x2xf32>
  %v7 = tensor.empty() : tensor<8x2x2xf32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v6 : tensor<8x2xf32>) outs(%v7 : tensor<8x2x2xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x2x2xf32>
  %v9 = tensor.collapse_shape %v8 [[0], [1, 2]] : tensor<8x2x2xf32> into tensor<8x4xf32>
  %v10 = tensor.empty() : tensor<8x2xf32>
  %v11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4 : tensor<8x2xf32>) outs(%v10 : tensor<8x2xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.sin %in0 : f32
    %c = arith.constant 7.500000000e-01 : f32
    %r = arith.mulf %t, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x2xf32>
  %v12 = tensor.empty() : tensor<8x2x2xf32>
  %v13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v11 : tensor<8x2xf32>) outs(%v12 : tensor<8x2x2xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x2x2xf32>
  %v14 = tensor.collapse_shape %v13 [[0], [1, 2]] : tensor<8x2x2xf32> into tensor<8x4xf32>
  %v15 = tensor.extract_slice %a0[0, 0, 0, 0] [2, 8, 8, 2] [1, 1, 1, 2] : tensor<2x8x8x4xf32> to tensor<2x8x8x2xf32>
  %v16 = tensor.extract_slice %a0[0, 0, 0, 1] [2, 8, 8, 2] [1, 1, 1, 2] : tensor<2x8x8x4xf32> to tensor<2x8x8x2xf32>
  %v17 = tensor.empty() : tensor<2x8x8x2xf32>
  %v18 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v16 : tensor<2x8x8x2xf32>) outs(%v17 : tensor<2x8x8x2xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %r = arith.negf %in0 : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x2xf32>
  %v19 = tensor.expand_shape %v18 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 2, 1] : tensor<2x8x8x2xf32> into tensor<2x8x8x2x1xf32>
  %v20 = tensor.expand_shape %v15 [[0], [1], [2], [3, 4]] output_shape [2, 8, 8, 2, 1] : tensor<2x8x8x2xf32> into tensor<2x8x8x2x1xf32>
  %v21 = tensor.concat dim(4) %v19, %v20 : (tensor<2x8x8x2x1xf32>, tensor<2x8x8x2x1xf32>) -> tensor<2x8x8x2x2xf32>
  %v22 = tensor.collapse_shape %v21 [[0], [1], [2], [3, 4]] : tensor<2x8x8x2x2xf32> into tensor<2x8x8x4xf32>
  %v23 = tensor.empty() : tensor<2x8x8x4xf32>
  %v24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a0, %v9 : tensor<2x8x8x4xf32>, tensor<8x4xf32>) outs(%v23 : tensor<2x8x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.mulf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x4xf32>
  %v25 = tensor.empty() : tensor<2x8x8x4xf32>
  %v26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v22, %v14 : tensor<2x8x8x4xf32>, tensor<8x4xf32>) outs(%v25 : tensor<2x8x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.mulf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x4xf32>
  %v27 = tensor.empty() : tensor<2x8x8x4xf32>
  %v28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v24, %v26 : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%v27 : tensor<2x8x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.addf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x4xf32>
  %v29 = tensor.extract_slice %a1[0, 0, 0, 0] [2, 2, 8, 2] [1, 1, 1, 2] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
  %v30 = tensor.extract_slice %a1[0, 0, 0, 1] [2, 2, 8, 2] [1, 1, 1, 2] : tensor<2x2x8x4xf32> to tensor<2x2x8x2xf32>
  %v31 = tensor.empty() : tensor<2x2x8x2xf32>
  %v32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v30 : tensor<2x2x8x2xf32>) outs(%v31 : tensor<2x2x8x2xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %r = arith.negf %in0 : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x2xf32>
  %v33 = tensor.expand_shape %v32 [[0], [1], [2], [3, 4]] output_shape [2, 2, 8, 2, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x2x1xf32>
  %v34 = tensor.expand_shape %v29 [[0], [1], [2], [3, 4]] output_shape [2, 2, 8, 2, 1] : tensor<2x2x8x2xf32> into tensor<2x2x8x2x1xf32>
  %v35 = tensor.concat dim(4) %v33, %v34 : (tensor<2x2x8x2x1xf32>, tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2x2xf32>
  %v36 = tensor.collapse_shape %v35 [[0], [1], [2], [3, 4]] : tensor<2x2x8x2x2xf32> into tensor<2x2x8x4xf32>
  %v37 = tensor.empty() : tensor<2x2x8x4xf32>
  %v38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a1, %v9 : tensor<2x2x8x4xf32>, tensor<8x4xf32>) outs(%v37 : tensor<2x2x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.mulf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x4xf32>
  %v39 = tensor.empty() : tensor<2x2x8x4xf32>
  %v40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v36, %v14 : tensor<2x2x8x4xf32>, tensor<8x4xf32>) outs(%v39 : tensor<2x2x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.mulf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x4xf32>
  %v41 = tensor.empty() : tensor<2x2x8x4xf32>
  %v42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v38, %v40 : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%v41 : tensor<2x2x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %r = arith.addf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x4xf32>
  %v43 = tensor.empty() : tensor<2x8x8x4xf32>
  %v44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v28 : tensor<2x8x8x4xf32>) outs(%v43 : tensor<2x8x8x4xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %c = arith.constant 1.250000000e-01 : f32
    %r = arith.mulf %in0, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x4xf32>
  %v45 = tensor.expand_shape %v42 [[0], [1, 2], [3], [4]] output_shape [2, 2, 1, 8, 4] : tensor<2x2x8x4xf32> into tensor<2x2x1x8x4xf32>
  %v46 = tensor.empty() : tensor<2x2x4x8x4xf32>
  %v47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v45 : tensor<2x2x1x8x4xf32>) outs(%v46 : tensor<2x2x4x8x4xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x2x4x8x4xf32>
  %v48 = tensor.collapse_shape %v47 [[0], [1, 2], [3], [4]] : tensor<2x2x4x8x4xf32> into tensor<2x8x8x4xf32>
  %v49 = tensor.expand_shape %a2 [[4611686018427387904], [1, 2], [3], [4]] output_shape [2, 2, 1, 8, 4] : tensor<2x2x8x4xf32> into tensor<2x2x1x8x4xf32>
  %v50 = tensor.empty() : tensor<2x2x4x8x4xf32>
  %v51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%v49 : tensor<2x2x1x8x4xf32>) outs(%v50 : tensor<2x2x4x8x4xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x2x4x8x4xf32>
  %v52 = tensor.collapse_shape %v51 [[0], [1, 2], [3], [4]] : tensor<2x2x4x8x4xf32> into tensor<2x8x8x4xf32>
  %v53 = arith.constant 0.000000000e+00 : f32
  %v54 = tensor.empty() : tensor<2x8x8x8xf32>
  %v55 = linalg.fill ins(%v53 : f32) outs(%v54 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %v56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%v44, %v48 : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%v55 : tensor<2x8x8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %p = arith.mulf %in0, %in1 : f32
    %r = arith.addf %out, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x8xf32>
  %v57 = tensor.empty() : tensor<2x8x8x8xf32>
  %v58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%v56, %a3 : tensor<2x8x8x8xf32>, tensor<8xi64>) outs(%v57 : tensor<2x8x8x8xf32>) {
  ^bb0(%in0: f32, %in1: i64, %out: f32):
    %j = linalg.index 3 : index
    %ji = arith.index_cast %j : index to i64
    %h = arith.cmpi sgt, %ji, %in1 : i64
    %m = arith.constant 0xFF800000 : f32
    %r = arith.select %h, %m, %in0 : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x8xf32>
  %v59 = tensor.empty() : tensor<2x8x8x8xf32>
  %v60 = linalg.softmax dimension(3) ins(%v58 : tensor<2x8x8x8xf32>) outs(%v59 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %v61 = arith.constant 0.000000000e+00 : f32
  %v62 = tensor.empty() : tensor<2x8x8x4xf32>
  %v63 = linalg.fill ins(%v61 : f32) outs(%v62 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %v64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%v60, %v52 : tensor<2x8x8x8xf32>, tensor<2x8x8x4xf32>) outs(%v63 : tensor<2x8x8x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %p = arith.mulf %in0, %in1 : f32
    %r = arith.addf %out, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x4xf32>
  return %v64 : tensor<2x8x8x4xf32>
}
