// RUN: rope-opt --rope-raise -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: rope-opt --rope-raise -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: rope-opt --rope-raise=exact-angles=false -split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=TABLES

// Hand-written `x * cos + rotate_half(x) * sin` graphs in torch-mlir's
// spelling (see Inputs/ for real exports): what rope-raise raises, to what,
// and what it leaves.

// Batched positions ([batch, seq], tables varying with the batch), a linear
// schedule (base 10000, factor 2) and an attention factor on cos and sin.
// CHECK-LABEL: func @batched_linear_scaled
// CHECK-SAME: (%[[X:.*]]: tensor<2x2x4x8xf32>, %[[POS:.*]]: tensor<2x4xi64>)
// CHECK-DAG: %[[S:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG: %[[F:.*]] = rope.frequencies #rope.linear<rotary_dim = 8, factor = 2.000000e+00> -> tensor<4xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %[[POS]], %[[F]] layout(half) scale(%[[S]] : f32) : tensor<2x2x4x8xf32>, tensor<2x4xi64>, tensor<4xf64> -> tensor<2x2x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles): schedule #rope.linear<rotary_dim = 8, factor = 2.000000e+00> (the graph's 4 f32 inverse frequencies are this schedule's values within rounding), scale 1.500000e+00
// TABLES-LABEL: func @batched_linear_scaled
// TABLES: %[[C:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0, 0] [2, 1, 4, 4] [1, 1, 1, 1] : tensor<2x1x4x8xf32> to tensor<2x4x4xf32>
// TABLES: %[[SN:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0, 0] [2, 1, 4, 4] [1, 1, 1, 1] : tensor<2x1x4x8xf32> to tensor<2x4x4xf32>
// TABLES: rope.rotate_with_tables %{{.*}}, %[[C]], %[[SN]] layout(half) : tensor<2x2x4x8xf32>, tensor<2x4x4xf32>, tensor<2x4x4xf32> -> tensor<2x2x4x8xf32>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @batched_linear_scaled(%x: tensor<2x2x4x8xf32>, %pos: tensor<2x4xi64>) -> tensor<2x2x4x8xf32> {
  %inv = arith.constant dense<[5.000000e-01, 5.000000e-02, 5.000000e-03, 5.000000e-04]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi64> into tensor<2x4x1xi64>
  %e0 = tensor.empty() : tensor<2x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<2x4x1xi64>) outs(%e0 : tensor<2x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<2x4x1xf32>
  %e1 = tensor.empty() : tensor<2x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<2x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.cos %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.sin %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %e3 = tensor.empty() : tensor<2x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %e4 = tensor.empty() : tensor<2x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<2x2x4x4xf32>) outs(%e4 : tensor<2x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

// -----

// Frequencies of no named schedule stay as given; one batch row: the
// positions become [seq].
// CHECK-LABEL: func @explicit
// CHECK: %[[P:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<1x4xi64> into tensor<4xi64>
// CHECK: %[[F:.*]] = rope.frequencies #rope.explicit<[1.000000e+00, 0.30000001192092896, 0.019999999552965164, 0.0070000002160668373]> -> tensor<4xf64>
// CHECK: rope.rotate %{{.*}}, %[[P]], %[[F]] layout(half) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles): schedule #rope.explicit<{{.*}}> (the graph's 4 f32 inverse frequencies match no named schedule and are kept as given)
// TABLES-LABEL: func @explicit
// TABLES: rope.rotate_with_tables {{.*}} : tensor<1x2x4x8xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<1x2x4x8xf32>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @explicit(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 3.000000e-01, 2.000000e-02, 7.000000e-03]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
  %e0 = tensor.empty() : tensor<1x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x4x1xi64>) outs(%e0 : tensor<1x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<1x4x1xf32>
  %e1 = tensor.empty() : tensor<1x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<1x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
  %e2 = tensor.empty() : tensor<1x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %e3 = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// concat(x2, -x1) is the rotation by the negated angle, not Hugging Face's
// rotate_half: left as it is, with a remark.
// CHECK-LABEL: func @other_sign
// CHECK-NOT: rope.
// CHECK: return
// REMARK: remark: rope-raise: rotate_half rotation not raised: its partner tensor has the other sign convention (the rotation by the negated angle)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @other_sign(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[5.000000e-01, 5.000000e-02, 5.000000e-03, 5.000000e-04]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
  %e0 = tensor.empty() : tensor<1x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x4x1xi64>) outs(%e0 : tensor<1x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<1x4x1xf32>
  %e1 = tensor.empty() : tensor<1x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<1x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
  %e2 = tensor.empty() : tensor<1x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %e3 = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%lo : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %rh = tensor.concat dim(3) %hi, %n : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// A cos table of unknown provenance may not repeat its halves: not raised.
// CHECK-LABEL: func @table_argument
// CHECK-NOT: rope.
// CHECK: return
// REMARK: remark: rope-raise: rotate_half rotation not raised: its cos/sin table is not an elementwise function of `concat(%f, %f)` along the last dimension, so its halves are not known to be equal
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @table_argument(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>, %table: tensor<1x1x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[5.000000e-01, 5.000000e-02, 5.000000e-03, 5.000000e-04]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
  %e0 = tensor.empty() : tensor<1x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x4x1xi64>) outs(%e0 : tensor<1x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<1x4x1xf32>
  %e1 = tensor.empty() : tensor<1x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<1x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
  %e2 = tensor.empty() : tensor<1x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %e3 = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %table : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A slice/negate/concat that no rotation uses, and one of mismatched halves
// (the slices do not split one tensor): untouched, no remark.
// CHECK-LABEL: func @not_rotations
// CHECK-NOT: rope.
// CHECK: return
// REMARK-NOT: remark
func.func @not_rotations(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %lo = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %hi = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %yhi = tensor.extract_slice %y[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%hi : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %ny = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%yhi : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %rh = tensor.concat dim(1) %n, %lo : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %mixed = tensor.concat dim(1) %ny, %lo : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mixed : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%p, %mixed : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %rh, %s : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A geometric prefix over the whole head and zeros after: Gemma 4's
// proportional schedule (head_dim 8, half of the pairs rotating).
// CHECK-LABEL: func @proportional
// CHECK: %[[F:.*]] = rope.frequencies #rope.proportional<head_dim = 8, partial_rotary_factor = 5.000000e-01> -> tensor<4xf64>
// CHECK: rope.rotate %{{.*}}, %{{.*}}, %[[F]] layout(half) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles): schedule #rope.proportional<head_dim = 8, partial_rotary_factor = 5.000000e-01>
// TABLES-LABEL: func @proportional
// TABLES: rope.rotate_with_tables
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @proportional(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 1.000000e-01, 0.000000e+00, 0.000000e+00]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
  %e0 = tensor.empty() : tensor<1x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x4x1xi64>) outs(%e0 : tensor<1x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<1x4x1xf32>
  %e1 = tensor.empty() : tensor<1x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<1x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
  %e2 = tensor.empty() : tensor<1x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %e3 = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e3 : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A generic on buffers has no result to replace: not a candidate (it once
// crashed the matcher).
// CHECK-LABEL: func @buffers
// CHECK: linalg.generic
// CHECK-NOT: rope.
func.func @buffers(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// rotate_half(x) multiplied by a table, the product used some other way
// than summed with x * cos: not raised, and the remark says where.
// CHECK-LABEL: func @partner_product
// CHECK-NOT: rope.
// CHECK: return
// REMARK: remark: rope-raise: rotate_half rotation not raised: its partner tensor is multiplied here, but the product is not added to a product of the input by a cos table
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @partner_product(%x: tensor<1x2x4x8xf32>, %s: tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32> {
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %p = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %s : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %p : tensor<1x2x4x8xf32>
}

// -----

// Inverse frequencies read at run time (torch.compile lifts `inv_freq` into
// a graph input): exact angles from them, the argument as the frequencies.
// CHECK-LABEL: func @runtime_frequencies
// CHECK-SAME: (%[[X:.*]]: tensor<2x2x4x8xf32>, %[[POS:.*]]: tensor<2x4xi64>, %[[INV:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %[[POS]], %[[INV]] layout(half) scale(%{{.*}} : f32) : tensor<2x2x4x8xf32>, tensor<2x4xi64>, tensor<4xf32> -> tensor<2x2x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles): the graph's 4 f32 inverse frequencies, read at run time from block argument #2, scale 1.500000e+00
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @runtime_frequencies(%x: tensor<2x2x4x8xf32>, %pos: tensor<2x4xi64>, %inv: tensor<4xf32>) -> tensor<2x2x4x8xf32> {
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi64> into tensor<2x4x1xi64>
  %e0 = tensor.empty() : tensor<2x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<2x4x1xi64>) outs(%e0 : tensor<2x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<2x4x1xf32>
  %e1 = tensor.empty() : tensor<2x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freq3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<2x4x1xf32>, tensor<4xf32>) outs(%e1 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.cos %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.sin %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %e3 = tensor.empty() : tensor<2x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %e4 = tensor.empty() : tensor<2x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<2x2x4x4xf32>) outs(%e4 : tensor<2x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}

// -----

// Near-miss: frequencies that vary with the batch ([2, 4]) are not one
// vector: the tables are kept, with the reason.
// CHECK-LABEL: func @runtime_frequencies_per_batch
// CHECK: rope.rotate_with_tables
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate_with_tables (layout half, rotary_dim 8, the graph's cos/sin tables as given): exact angles not used: its angles are not positions times a vector of frequencies
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freqb = affine_map<(d0, d1, d2) -> (d0, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @runtime_frequencies_per_batch(%x: tensor<2x2x4x8xf32>, %pos: tensor<2x4xi64>, %inv: tensor<2x4xf32>) -> tensor<2x2x4x8xf32> {
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi64> into tensor<2x4x1xi64>
  %e0 = tensor.empty() : tensor<2x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<2x4x1xi64>) outs(%e0 : tensor<2x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.sitofp %in : i64 to f32
    linalg.yield %v : f32
  } -> tensor<2x4x1xf32>
  %e1 = tensor.empty() : tensor<2x4x4xf32>
  %f = linalg.generic {indexing_maps = [#pos3, #freqb, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pf, %inv : tensor<2x4x1xf32>, tensor<2x4xf32>) outs(%e1 : tensor<2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  %ff = tensor.concat dim(2) %f, %f : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.cos %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<2x4x8xf32>) outs(%e2 : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.sin %in : f32
    %c = arith.constant 1.500000e+00 : f32
    %v = arith.mulf %t, %c : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [2, 1, 4, 8] : tensor<2x4x8xf32> into tensor<2x1x4x8xf32>
  %e3 = tensor.empty() : tensor<2x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %lo = tensor.extract_slice %x[0, 0, 0, 0] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %hi = tensor.extract_slice %x[0, 0, 0, 4] [2, 2, 4, 4] [1, 1, 1, 1] : tensor<2x2x4x8xf32> to tensor<2x2x4x4xf32>
  %e4 = tensor.empty() : tensor<2x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hi : tensor<2x2x4x4xf32>) outs(%e4 : tensor<2x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x4xf32>
  %rh = tensor.concat dim(3) %n, %lo : (tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<2x2x4x8xf32>, tensor<2x1x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>) outs(%e3 : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<2x2x4x8xf32>
  return %r : tensor<2x2x4x8xf32>
}
