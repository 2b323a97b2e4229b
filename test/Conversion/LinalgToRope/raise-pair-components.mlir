// RUN: rope-opt --rope-raise -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: rope-opt --rope-raise -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Rotations written on the two components of each pair, sliced out of x:
// o1 = x1 * cos - x2 * sin, o2 = x2 * cos + x1 * sin, one table value per
// pair.

// DeepSeek's even/odd rotation as Hugging Face writes it for interleaved
// weights (`apply_rotary_pos_emb_interleave`, torch-mlir's spelling):
// x1, x2 = x[..., 0::2], x[..., 1::2]; cat([x1 * cos - x2 * sin,
// x2 * cos + x1 * sin], -1), the tables `cos[..., :D/2]` of Llama-style
// tables of halves. It is the half rotation of concat(x1, x2).

// CHECK-LABEL: func @even_odd
// CHECK-SAME: (%[[X:[^:]*]]: tensor<1x2x4x8xf32>, %[[POS:[^:]*]]: tensor<1x4xi64>)
// CHECK-DAG: %[[X1:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2]
// CHECK-DAG: %[[X2:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2]
// CHECK: %[[D:.*]] = tensor.concat dim(3) %[[X1]], %[[X2]] : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
// CHECK: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[D]], %{{.*}}, %[[F]] layout(half) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: even/odd rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles): schedule #rope.default<rotary_dim = 8>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @even_odd(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %ch = tensor.extract_slice %cos[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %ch [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %sh = tensor.extract_slice %sin[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %s4 = tensor.expand_shape %sh [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p3, %p4 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %r = tensor.concat dim(3) %h1, %h2 : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// The odd channels' half reads another cos table than the even ones': not
// one rotation, left with a remark.
// CHECK-LABEL: func @different_tables
// CHECK-NOT: rope.rotate
// CHECK: return
// REMARK: remark: rope-raise: even/odd rotation not raised: its two components are not rotated by the same cos and sin tables
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @different_tables(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %ch = tensor.extract_slice %cos[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %ch [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %sh = tensor.extract_slice %sin[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %s4 = tensor.expand_shape %sh [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p3, %p4 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %r = tensor.concat dim(3) %h1, %h2 : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// A sin table computed from cos values (`cos[..., :D/2]` read twice):
// raised over the graph's tables, not exact angles.
// CHECK-LABEL: func @cos_as_sin
// CHECK: rope.rotate_with_tables
// REMARK: remark: rope-raise: even/odd rotation raised to rope.rotate_with_tables (layout half, rotary_dim 8, the graph's cos/sin tables as given): exact angles not used: its tables are not cos and sin of the angles
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @cos_as_sin(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%e2 : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %ch = tensor.extract_slice %cos[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %ch [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %sh = tensor.extract_slice %cos[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %s4 = tensor.expand_shape %sh [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p3, %p4 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %r = tensor.concat dim(3) %h1, %h2 : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// gpt-oss's and vLLM's native GPT-NeoX rotation: x1, x2 = torch.chunk(x, 2,
// -1); cat([o1, o2], -1), with [..., D/2] tables cos(angles) (no table of
// halves). It is the half rotation of x itself.

// CHECK-LABEL: func @split_halves
// CHECK-SAME: (%[[X:[^:]*]]: tensor<1x2x4x8xf32>, %[[POS:[^:]*]]: tensor<1x4xi64>)
// CHECK: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %{{.*}}, %[[F]] layout(half) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor.concat
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: split halves rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles): schedule #rope.default<rotary_dim = 8>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @split_halves(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %s4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p4, %p3 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %r = tensor.concat dim(3) %h1, %h2 : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// The same as the upstream TOSA-to-tensor lowering writes `tosa.concat`:
// insert_slices of the rotated halves into a tensor.empty.

// CHECK-LABEL: func @split_halves_inserted
// CHECK-SAME: (%[[X:[^:]*]]: tensor<1x2x4x8xf32>, %[[POS:[^:]*]]: tensor<1x4xi64>)
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %{{.*}}, %{{.*}} layout(half)
// CHECK-NOT: tensor.insert_slice
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: split halves rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @split_halves_inserted(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %s4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p4, %p3 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %e8 = tensor.empty() : tensor<1x2x4x8xf32>
  %i1 = tensor.insert_slice %h1 into %e8[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x8xf32>
  %r = tensor.insert_slice %h2 into %i1[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// vLLM's native GPT-J rotation: x1, x2 = x[..., 0::2], x[..., 1::2];
// stack([o1, o2], -1).flatten(-2) (expand_shapes, a concat and a
// collapse_shape). It is the interleaved rotation of x.

// CHECK-LABEL: func @stacked_pairs
// CHECK-SAME: (%[[X:[^:]*]]: tensor<1x2x4x8xf32>, %[[POS:[^:]*]]: tensor<1x4xi64>)
// CHECK: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %{{.*}}, %[[F]] layout(interleaved) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor.collapse_shape
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: even/odd rotation raised to rope.rotate (layout interleaved, rotary_dim 8, exact angles): schedule #rope.default<rotary_dim = 8>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @stacked_pairs(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %s4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p4, %p3 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %o1 = tensor.expand_shape %h1 [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %o2 = tensor.expand_shape %h2 [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %st = tensor.concat dim(4) %o1, %o2 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %r = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// Halves put back as pairs (stack of halves): no rotation of x or of its
// pairs; left as it is.

// CHECK-LABEL: func @halves_stacked
// CHECK-NOT: rope.rotate
// CHECK: return
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @halves_stacked(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 0.100000001, 0.00999999977, 0.00100000005]> : tensor<4xf32>
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
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%e1 : tensor<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4xf32>
  %c4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %s4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 4] : tensor<1x4x4xf32> into tensor<1x1x4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 4] [1, 2, 4, 4] [1, 1, 1, 1] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %p1 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p2 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p1, %p2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.subf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p3 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %c4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %p4 = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %s4 : tensor<1x2x4x4xf32>, tensor<1x1x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p4, %p3 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %o1 = tensor.expand_shape %h1 [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %o2 = tensor.expand_shape %h2 [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %st = tensor.concat dim(4) %o1, %o2 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %r = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}
