// RUN: rope-opt %s --split-input-file --verify-diagnostics

func.func @one_input(%upd: tensor<4x16xf32>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{expects two inputs (updates, indices) and one output (original), has 1 and 1}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd : tensor<4x16xf32>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @float_indices(%upd: tensor<4x16xf32>, %idx: tensor<4x1xf32>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{expects indices [updates, depth] of integers, got 'tensor<4x1xf32>'}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xf32>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @dynamic_depth(%upd: tensor<4x16xf32>, %idx: tensor<4x?xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{expects a static index depth}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x?xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @map_size(%upd: tensor<4x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{has 2 dimension_map entries for index depth 1}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @map_out_of_range(%upd: tensor<4x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{dimension_map entry 2 is not a dimension of the rank-2 original}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 2>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @map_twice(%upd: tensor<4xf32>, %idx: tensor<4x2xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{dimension_map names dimension 0 twice}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 0>} unique_indices(true) ins(%upd, %idx : tensor<4xf32>, tensor<4x2xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @count_mismatch(%upd: tensor<4x16xf32>, %idx: tensor<3x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{has 4 updates but 3 index rows}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<3x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @slice_too_deep(%upd: tensor<4x2x8x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{has update slices of rank 3, more than the original's 2}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x2x8x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @unindexed_leading(%upd: tensor<4x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
  // expected-error @below {{leaves dimension 0 of the original neither indexed nor in the update slice}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 1>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<2x8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<2x8x16xf32>
  return %0 : tensor<2x8x16xf32>
}

// -----

func.func @slice_too_wide(%upd: tensor<4x32xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{update dimension 1 (32) exceeds the original's dimension 1 (16)}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x32xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @element_types(%upd: tensor<4x16xf16>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{updates 'tensor<4x16xf16>' and original 'tensor<8x16xf32>' have different element types}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf16>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f16, %old: f16):
    tm_tensor.yield %new : f16
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @region_arguments(%upd: tensor<4x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{expects a region with two 'f32' arguments (update, original)}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @yield_type(%upd: tensor<4x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    %i = arith.fptosi %new : f32 to i32
    // expected-error @below {{expects to yield one 'f32'}}
    tm_tensor.yield %i : i32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @result_type(%upd: tensor<4x16xf32>, %idx: tensor<4x1xi64>, %dst: tensor<8x16xf32>) -> tensor<8x8xf32> {
  // expected-error @below {{expects one result of the output's type 'tensor<8x16xf32>'}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : tensor<4x16xf32>, tensor<4x1xi64>) outs(%dst : tensor<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @memref(%upd: memref<4x16xf32>, %idx: memref<4x1xi64>, %dst: memref<8x16xf32>) {
  // expected-error @below {{operand #0 must be variadic of ranked tensor of any type values}}
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%upd, %idx : memref<4x16xf32>, memref<4x1xi64>) outs(%dst : memref<8x16xf32>) {
  ^bb0(%new: f32, %old: f32):
    tm_tensor.yield %new : f32
  }
  return
}
