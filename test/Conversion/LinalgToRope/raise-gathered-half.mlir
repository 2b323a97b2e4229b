// RUN: rope-opt --rope-raise -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: rope-opt --rope-raise -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: rope-opt --rope-raise=exact-angles=false -split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=TABLES

// IREE's dispatch form of rotate_half. The generic of @iree_dispatch is
// copied unchanged from the dispatch that IREE 3.13 forms for q
// (`iree-compile --iree-hal-target-device=local
// --iree-hal-local-target-device-backends=llvm-cpu
// --compile-to=dispatch-creation Inputs/llama-rope.mlir`): rotate_half is
// a gather from the [seq, heads, 2, D/2] view of the projection, negated by
// a select, fused with the multiply-add, and q is transposed by the
// indexing map. Outside the dispatch, IREE's `flow.tensor.reshape`s of the
// projection are written as the `tensor.expand_shape`s they come from, and
// the cos/sin tables, which IREE computes in dispatches of their own, as
// the linalg export computes them (positions * inv_freq, concatenated with
// itself, cos and sin).

// CHECK-LABEL: func.func @iree_dispatch
// CHECK-SAME: %[[PROJ:.*]]: tensor<8x64xf32>, %[[POS:.*]]: tensor<8xi64>
// CHECK: %[[X:.*]] = tensor.expand_shape %[[PROJ]] {{\[\[}}0], [1, 2]] output_shape [8, 4, 16]
// CHECK: %[[XT:.*]] = linalg.transpose ins(%[[X]] : tensor<8x4x16xf32>) outs(%{{.*}} : tensor<4x8x16xf32>) permutation = [1, 0, 2]
// CHECK: %[[F:.*]] = rope.frequencies #rope.default<rotary_dim = 16> -> tensor<8xf64>
// CHECK: %[[R:.*]] = rope.rotate %[[XT]], %[[POS]], %[[F]] layout(half) : tensor<4x8x16xf32>, tensor<8xi64>, tensor<8xf64> -> tensor<4x8x16xf32>
// CHECK-NOT: tensor.extract
// CHECK: return %[[R]]
// REMARK: remark: rope-raise: gathered rotate_half (IREE dispatch) rotation raised to rope.rotate (layout half, rotary_dim 16, exact angles): schedule #rope.default<rotary_dim = 16>
// TABLES-LABEL: func.func @iree_dispatch
// TABLES: rope.rotate_with_tables %{{.*}} layout(half) : tensor<4x8x16xf32>, tensor<8x8xf32>, tensor<8x8xf32> -> tensor<4x8x16xf32>
func.func @iree_dispatch(%proj: tensor<8x64xf32>, %pos: tensor<8xi64>) -> tensor<4x8x16xf32> {
  %inv = arith.constant dense<[1.0, 0.316227764, 0.100000001, 0.0316227749, 0.00999999977, 0.00316227763, 0.00100000005, 3.16227757E-4]> : tensor<8xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%pos : tensor<8xi64>) outs(%e8 : tensor<8xf32>) {
  ^bb0(%in: i64, %out: f32):
    %0 = arith.sitofp %in : i64 to f32
    linalg.yield %0 : f32
  } -> tensor<8xf32>
  %e88 = tensor.empty() : tensor<8x8xf32>
  %ang = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<8xf32>, tensor<8xf32>) outs(%e88 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.mulf %in, %in_0 : f32
    linalg.yield %0 : f32
  } -> tensor<8x8xf32>
  %cat = tensor.concat dim(1) %ang, %ang : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %e816 = tensor.empty() : tensor<8x16xf32>
  %cos = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cat : tensor<8x16xf32>) outs(%e816 : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.cos %in : f32
    linalg.yield %0 : f32
  } -> tensor<8x16xf32>
  %sin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cat : tensor<8x16xf32>) outs(%e816 : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.sin %in : f32
    linalg.yield %0 : f32
  } -> tensor<8x16xf32>
  %x = tensor.expand_shape %proj [[0], [1, 2]] output_shape [8, 4, 16] : tensor<8x64xf32> into tensor<8x4x16xf32>
  %x2 = tensor.expand_shape %proj [[0], [1, 2, 3]] output_shape [8, 4, 2, 8] : tensor<8x64xf32> into tensor<8x4x2x8xf32>
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %35 = tensor.empty() : tensor<4x8x16xf32>
  %36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %cos, %sin : tensor<8x4x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%35 : tensor<4x8x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %37 = linalg.index 0 : index
    %38 = linalg.index 1 : index
    %39 = linalg.index 2 : index
    %40 = arith.remsi %39, %c8 : index
    %41 = arith.divsi %39, %c8 : index
    %42 = arith.subi %c1, %41 : index
    %extracted = tensor.extract %x2[%38, %37, %42, %40] : tensor<8x4x2x8xf32>
    %43 = arith.negf %extracted : f32
    %44 = arith.cmpi eq, %42, %c1 : index
    %45 = arith.select %44, %43, %extracted : f32
    %46 = arith.mulf %45, %in_3 : f32
    %47 = arith.mulf %in, %in_2 : f32
    %48 = arith.addf %47, %46 : f32
    linalg.yield %48 : f32
  } -> tensor<4x8x16xf32>
  return %36 : tensor<4x8x16xf32>
}

// -----

// The other sign convention (the select negates the first half's partner
// only when it reads the first half): the rotation by the negated angle,
// not raised.

// CHECK-LABEL: func.func @other_sign
// CHECK-NOT: rope.rotate
// REMARK: remark: rope-raise: gathered rotate_half (IREE dispatch) rotation not raised: its partner tensor has the other sign convention (the rotation by the negated angle)
func.func @other_sign(%x: tensor<8x16xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %x2 = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %cos, %sin : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %s = linalg.index 0 : index
    %k = linalg.index 1 : index
    %m = arith.remui %k, %c8 : index
    %h = arith.divui %k, %c8 : index
    %p = arith.subi %c1, %h : index
    %g = tensor.extract %x2[%s, %p, %m] : tensor<8x2x8xf32>
    %n = arith.negf %g : f32
    %first = arith.cmpi eq, %p, %c0 : index
    %v = arith.select %first, %n, %g : f32
    %a = arith.mulf %v, %in_3 : f32
    %b = arith.mulf %in, %in_2 : f32
    %c = arith.addf %b, %a : f32
    linalg.yield %c : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// Tables of unknown provenance (function arguments): their halves are not
// known to be equal, so the rotation is not raised, with a remark.

// CHECK-LABEL: func.func @tables_unknown
// CHECK-NOT: rope.rotate
// REMARK: remark: rope-raise: gathered rotate_half (IREE dispatch) rotation not raised: its cos/sin table is not an elementwise function of `concat(%f, %f)`
func.func @tables_unknown(%x: tensor<8x16xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %x2 = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %cos, %sin : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %s = linalg.index 0 : index
    %k = linalg.index 1 : index
    %m = arith.remsi %k, %c8 : index
    %h = arith.divsi %k, %c8 : index
    %p = arith.subi %c1, %h : index
    %g = tensor.extract %x2[%s, %p, %m] : tensor<8x2x8xf32>
    %n = arith.negf %g : f32
    %neg = arith.cmpi eq, %p, %c1 : index
    %v = arith.select %neg, %n, %g : f32
    %a = arith.mulf %v, %in_3 : f32
    %b = arith.mulf %in, %in_2 : f32
    %c = arith.addf %b, %a : f32
    linalg.yield %c : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A gather from a tensor other than the rotated one's pair view: not this
// form, left alone without a remark.

// CHECK-LABEL: func.func @other_tensor
// CHECK-NOT: rope.rotate
// REMARK-NOT: other_tensor
// REMARK-NOT: remark
func.func @other_tensor(%x: tensor<8x16xf32>, %y: tensor<8x2x8xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %cos, %sin : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
    %s = linalg.index 0 : index
    %k = linalg.index 1 : index
    %m = arith.remsi %k, %c8 : index
    %h = arith.divsi %k, %c8 : index
    %p = arith.subi %c1, %h : index
    %g = tensor.extract %y[%s, %p, %m] : tensor<8x2x8xf32>
    %n = arith.negf %g : f32
    %neg = arith.cmpi eq, %p, %c1 : index
    %v = arith.select %neg, %n, %g : f32
    %a = arith.mulf %v, %in_3 : f32
    %b = arith.mulf %in, %in_2 : f32
    %c = arith.addf %b, %a : f32
    linalg.yield %c : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
