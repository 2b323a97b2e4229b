// RUN: rope-opt --rope-raise -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: rope-opt --rope-raise -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: rope-opt --rope-raise %S/../../Integration/Models/Inputs/glm-dynamic-lengths.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DYNAMIC
// RUN: rope-opt --rope-raise %S/../../Integration/Models/Inputs/cohere-dynamic-lengths.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DYNAMIC

// With symbolic lengths, torch-mlir repeats GLM's tables (and Cohere's
// angles) by its dynamic broadcast: a generic without inputs that copies
// [..., k, 1] into [..., k, 2] by tensor.extract, guarded for a dimension
// of size 1, then a collapse. rope-raise sees the repeat_interleave through
// it and raises both rotations (test/Integration/Models/Inputs, decode
// steps and prefill chunks in one graph).
// DYNAMIC-COUNT-2: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved
// DYNAMIC-NOT: not raised

// Hand-written GPT-J `x * cos + rotate_every_two(x) * sin` in torch-mlir's
// spelling (Inputs/gptj-rope.mlir is a real export), with [seq, D] tables
// broadcast by the indexing maps.

// Tables that repeat each value twice in a row (a broadcast generic along a
// new trailing dimension of 2, collapsed): an interleaved rotation by every
// other value; tables of unknown provenance keep the graph's values.
// CHECK-LABEL: func @repeated_tables
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x4x8xf32>,
// CHECK: %[[C:.*]] = tensor.extract_slice %{{.*}}[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
// CHECK: %[[R:.*]] = rope.rotate_with_tables %[[X]], %[[C]], %[[S]] layout(interleaved) : tensor<1x2x4x8xf32>, tensor<4x4xf32>, tensor<4x4xf32> -> tensor<1x2x4x8xf32>
// CHECK-NOT: tensor.concat
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: rotate_every_two rotation raised to rope.rotate_with_tables (layout interleaved, rotary_dim 8, the graph's cos/sin tables as given): exact angles not used: its tables are neither computed from positions nor gathered from a constant table
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#drop3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
func.func @repeated_tables(%x: tensor<1x2x4x8xf32>, %c: tensor<4x4xf32>, %s: tensor<4x4xf32>) -> tensor<1x2x4x8xf32> {
  %ce = tensor.empty() : tensor<4x4x2xf32>
  %cr = linalg.generic {indexing_maps = [#drop3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c : tensor<4x4xf32>) outs(%ce : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4x2xf32>
  %ct = tensor.collapse_shape %cr [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %se = tensor.empty() : tensor<4x4x2xf32>
  %sr = linalg.generic {indexing_maps = [#drop3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x4xf32>) outs(%se : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4x2xf32>
  %st = tensor.collapse_shape %sr [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #tab4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %ct : tensor<1x2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %ev = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %od = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%od : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %a1 = tensor.expand_shape %n [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %b1 = tensor.expand_shape %ev [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %j = tensor.concat dim(4) %a1, %b1 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %rh = tensor.collapse_shape %j [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #tab4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %st : tensor<1x2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// (x[2i+1], -x[2i]) is the rotation by the negated angle: not raised.
// CHECK-LABEL: func @other_sign
// CHECK-NOT: rope.
// CHECK: return
// REMARK: remark: rope-raise: rotate_every_two rotation not raised: its partner tensor has the other sign convention (the rotation by the negated angle)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#drop3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
func.func @other_sign(%x: tensor<1x2x4x8xf32>, %c: tensor<4x4xf32>, %s: tensor<4x4xf32>) -> tensor<1x2x4x8xf32> {
  %ce = tensor.empty() : tensor<4x4x2xf32>
  %cr = linalg.generic {indexing_maps = [#drop3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c : tensor<4x4xf32>) outs(%ce : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4x2xf32>
  %ct = tensor.collapse_shape %cr [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %se = tensor.empty() : tensor<4x4x2xf32>
  %sr = linalg.generic {indexing_maps = [#drop3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x4xf32>) outs(%se : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4x2xf32>
  %st = tensor.collapse_shape %sr [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #tab4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %ct : tensor<1x2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %ev = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %od = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ev : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %a1 = tensor.expand_shape %od [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %b1 = tensor.expand_shape %n [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %j = tensor.concat dim(4) %a1, %b1 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %rh = tensor.collapse_shape %j [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #tab4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %st : tensor<1x2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// Tables that are not repeat_interleave'd may differ within a pair: not
// raised.
// CHECK-LABEL: func @unrepeated_tables
// CHECK-NOT: rope.
// CHECK: return
// REMARK: remark: rope-raise: rotate_every_two rotation not raised: its cos/sin table is not a repeat_interleave (each value twice in a row) of a table or of the angles its trig function reads, so its pairs are not known to share one value
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#drop3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
func.func @unrepeated_tables(%x: tensor<1x2x4x8xf32>, %c: tensor<4x8xf32>, %s: tensor<4x8xf32>) -> tensor<1x2x4x8xf32> {
  %ct = tensor.collapse_shape %c [[0], [1]] : tensor<4x8xf32> into tensor<4x8xf32>
  %st = tensor.collapse_shape %s [[0], [1]] : tensor<4x8xf32> into tensor<4x8xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #tab4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %ct : tensor<1x2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %ev = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %od = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%od : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %a1 = tensor.expand_shape %n [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %b1 = tensor.expand_shape %ev [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %j = tensor.concat dim(4) %a1, %b1 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %rh = tensor.collapse_shape %j [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #tab4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %st : tensor<1x2x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// Cohere repeats the angles (`repeat_interleave(freqs, 2)`), then takes cos
// and sin: the angles before the repeat give exact angles.
// CHECK-LABEL: func @repeated_angles
// CHECK-SAME: (%[[X:[^:]*]]: tensor<1x2x4x8xf32>, %[[POS:[^:]*]]: tensor<1x4xi64>)
// CHECK: %[[P:.*]] = tensor.collapse_shape %[[POS]]
// CHECK: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %[[P]], %[[F]] layout(interleaved) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved, rotary_dim 8, exact angles): schedule #rope.default<rotary_dim = 8>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#drop4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @repeated_angles(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
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
  %erepa = tensor.empty() : tensor<1x4x4x2xf32>
  %repa = linalg.generic {indexing_maps = [#drop4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%f : tensor<1x4x4xf32>) outs(%erepa : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x4x2xf32>
  %a8 = tensor.collapse_shape %repa [[0], [1], [2, 3]] : tensor<1x4x4x2xf32> into tensor<1x4x8xf32>
  %etcos = tensor.empty() : tensor<1x4x8xf32>
  %etsin = tensor.empty() : tensor<1x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a8 : tensor<1x4x8xf32>) outs(%etcos : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a8 : tensor<1x4x8xf32>) outs(%etsin : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %cos4 = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %sin4 = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %ev = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %od = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%od : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %a1 = tensor.expand_shape %n [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %b1 = tensor.expand_shape %ev [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %j = tensor.concat dim(4) %a1, %b1 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %rh = tensor.collapse_shape %j [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}

// -----

// GLM computes Llama's tables of halves, `cos(cat(freqs, freqs))`, cuts
// them to their first half and repeats each value twice in a row
// (`cos[..., :D/2].repeat_interleave(2)`): exact angles as well.
// CHECK-LABEL: func @repeated_half_tables
// CHECK-SAME: (%[[X:[^:]*]]: tensor<1x2x4x8xf32>, %[[POS:[^:]*]]: tensor<1x4xi64>)
// CHECK: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 8> -> tensor<4xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[X]], %{{.*}}, %[[F]] layout(interleaved)
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: rotate_every_two rotation raised to rope.rotate (layout interleaved, rotary_dim 8, exact angles): schedule #rope.default<rotary_dim = 8>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#drop4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @repeated_half_tables(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
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
  %etcos = tensor.empty() : tensor<1x4x8xf32>
  %etsin = tensor.empty() : tensor<1x4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%etcos : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.cos %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ff : tensor<1x4x8xf32>) outs(%etsin : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.sin %in : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8xf32>
  %ch = tensor.extract_slice %cos[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %sh = tensor.extract_slice %sin[0, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x8xf32> to tensor<1x4x4xf32>
  %erepc = tensor.empty() : tensor<1x4x4x2xf32>
  %repc = linalg.generic {indexing_maps = [#drop4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ch : tensor<1x4x4xf32>) outs(%erepc : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x4x2xf32>
  %c8 = tensor.collapse_shape %repc [[0], [1], [2, 3]] : tensor<1x4x4x2xf32> into tensor<1x4x8xf32>
  %ereps = tensor.empty() : tensor<1x4x4x2xf32>
  %reps = linalg.generic {indexing_maps = [#drop4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sh : tensor<1x4x4xf32>) outs(%ereps : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x4x2xf32>
  %s8 = tensor.collapse_shape %reps [[0], [1], [2, 3]] : tensor<1x4x4x2xf32> into tensor<1x4x8xf32>
  %cos4 = tensor.expand_shape %c8 [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %sin4 = tensor.expand_shape %s8 [[0], [1, 2], [3]] output_shape [1, 1, 4, 8] : tensor<1x4x8xf32> into tensor<1x1x4x8xf32>
  %e = tensor.empty() : tensor<1x2x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %ev = tensor.extract_slice %x[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %od = tensor.extract_slice %x[0, 0, 0, 1] [1, 2, 4, 4] [1, 1, 1, 2] : tensor<1x2x4x8xf32> to tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%od : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.negf %in : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x4xf32>
  %a1 = tensor.expand_shape %n [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %b1 = tensor.expand_shape %ev [[0], [1], [2], [3, 4]] output_shape [1, 2, 4, 4, 1] : tensor<1x2x4x4xf32> into tensor<1x2x4x4x1xf32>
  %j = tensor.concat dim(4) %a1, %b1 : (tensor<1x2x4x4x1xf32>, tensor<1x2x4x4x1xf32>) -> tensor<1x2x4x4x2xf32>
  %rh = tensor.collapse_shape %j [[0], [1], [2], [3, 4]] : tensor<1x2x4x4x2xf32> into tensor<1x2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #bc4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rh, %sin4 : tensor<1x2x4x8xf32>, tensor<1x1x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.mulf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xc, %rs : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%e : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x8xf32>
  return %r : tensor<1x2x4x8xf32>
}
