// RUN: rope-opt --rope-raise -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: rope-opt --rope-raise -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// Positions converted with `arith.uitofp` are unsigned, and rope ops read
// positions as signed integers: rope-raise widens narrower unsigned
// positions to i64 with `arith.extui` (i16 position 65535 stays 65535, not
// -1), and keeps the graph's tables for unsigned 64-bit positions, which no
// signed integer holds. test/Integration/CPU/raise-unsigned-positions.py
// runs both at positions 32768..65535.

// CHECK-LABEL: func @unsigned_i16
// CHECK-SAME: %[[POS:[^:]*]]: tensor<1x4xi16>
// CHECK: %[[P:.*]] = tensor.collapse_shape %[[POS]] {{\[\[}}0, 1]] : tensor<1x4xi16> into tensor<4xi16>
// CHECK: %[[W:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<4xi16>) outs(%{{.*}} : tensor<4xi64>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i16, %{{.*}}: i64):
// CHECK-NEXT: %[[E:.*]] = arith.extui %[[IN]] : i16 to i64
// CHECK-NEXT: linalg.yield %[[E]] : i64
// CHECK: rope.rotate %{{.*}}, %[[W]], %{{.*}} layout(half) : tensor<1x2x4x8xf32>, tensor<4xi64>, tensor<4xf64> -> tensor<1x2x4x8xf32>
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate (layout half, rotary_dim 8, exact angles)
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @unsigned_i16(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi16>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 3.000000e-01, 2.000000e-02, 7.000000e-03]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi16> into tensor<1x4x1xi16>
  %e0 = tensor.empty() : tensor<1x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x4x1xi16>) outs(%e0 : tensor<1x4x1xf32>) {
  ^bb0(%in: i16, %out: f32):
    %v = arith.uitofp %in : i16 to f32
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

// CHECK-LABEL: func @unsigned_i64
// CHECK-NOT: arith.extui
// CHECK: rope.rotate_with_tables
// REMARK: remark: rope-raise: rotate_half rotation raised to rope.rotate_with_tables (layout half, rotary_dim 8, the graph's cos/sin tables as given): exact angles not used: its positions are unsigned 64-bit integers (arith.uitofp), which rope ops would read as signed
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#pos3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#freq3 = affine_map<(d0, d1, d2) -> (d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bc4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
func.func @unsigned_i64(%x: tensor<1x2x4x8xf32>, %pos: tensor<1x4xi64>) -> tensor<1x2x4x8xf32> {
  %inv = arith.constant dense<[1.000000e+00, 3.000000e-01, 2.000000e-02, 7.000000e-03]> : tensor<4xf32>
  %pe = tensor.expand_shape %pos [[0], [1, 2]] output_shape [1, 4, 1] : tensor<1x4xi64> into tensor<1x4x1xi64>
  %e0 = tensor.empty() : tensor<1x4x1xf32>
  %pf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%pe : tensor<1x4x1xi64>) outs(%e0 : tensor<1x4x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %v = arith.uitofp %in : i64 to f32
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
