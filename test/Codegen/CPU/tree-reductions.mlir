// RUN: rope-opt %s -split-input-file -rope-tree-reductions | FileCheck %s

// A max of 64 lanes: halvings 64 -> 32 -> 16 -> 8 -> 4 -> 2 -> 1 by
// element-wise maxnumf, then the accumulator.
// CHECK-LABEL: func @max64
// CHECK-SAME: (%[[V:.*]]: vector<64xf32>, %[[ACC:.*]]: f32)
// CHECK-NOT: vector.reduction
// CHECK: %[[L32:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0], sizes = [32], strides = [1]}
// CHECK: %[[H32:.*]] = vector.extract_strided_slice %[[V]] {offsets = [32], sizes = [32], strides = [1]}
// CHECK: %[[M32:.*]] = arith.maxnumf %[[L32]], %[[H32]] : vector<32xf32>
// CHECK: arith.maxnumf {{.*}} : vector<16xf32>
// CHECK: arith.maxnumf {{.*}} : vector<8xf32>
// CHECK: arith.maxnumf {{.*}} : vector<4xf32>
// CHECK: arith.maxnumf {{.*}} : vector<2xf32>
// CHECK: %[[M1:.*]] = arith.maxnumf {{.*}} : vector<1xf32>
// CHECK: %[[S:.*]] = vector.extract %[[M1]][0] : f32 from vector<1xf32>
// CHECK: %[[R:.*]] = arith.maxnumf %[[S]], %[[ACC]] : f32
// CHECK: return %[[R]]
func.func @max64(%v: vector<64xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <maxnumf>, %v, %acc : vector<64xf32> into f32
  return %r : f32
}

// -----

// An odd lane count sets the last lane aside: 5 -> (4 -> 2 -> 1) and lane 4.
// CHECK-LABEL: func @min5
// CHECK-SAME: (%[[V:.*]]: vector<5xf32>)
// CHECK: %[[LAST:.*]] = vector.extract %[[V]][4] : f32 from vector<5xf32>
// CHECK: %[[FOUR:.*]] = vector.extract_strided_slice %[[V]] {offsets = [0], sizes = [4], strides = [1]} : vector<5xf32> to vector<4xf32>
// CHECK: arith.minimumf {{.*}} : vector<2xf32>
// CHECK: %[[ONE:.*]] = arith.minimumf {{.*}} : vector<1xf32>
// CHECK: %[[S:.*]] = vector.extract %[[ONE]][0]
// CHECK: %[[R:.*]] = arith.minimumf %[[S]], %[[LAST]] : f32
// CHECK: return %[[R]]
func.func @min5(%v: vector<5xf32>) -> f32 {
  %r = vector.reduction <minimumf>, %v : vector<5xf32> into f32
  return %r : f32
}

// -----

// Additions, masked reductions and one-lane vectors are left alone.
// CHECK-LABEL: func @left_alone
// CHECK: vector.reduction <add>
// CHECK: vector.mask %{{.*}} { vector.reduction <maxnumf>
// CHECK: vector.reduction <maximumf>, %{{.*}} : vector<1xf32>
func.func @left_alone(%v: vector<16xf32>, %m: vector<16xi1>, %one: vector<1xf32>) -> (f32, f32, f32) {
  %a = vector.reduction <add>, %v : vector<16xf32> into f32
  %b = vector.mask %m { vector.reduction <maxnumf>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  %c = vector.reduction <maximumf>, %one : vector<1xf32> into f32
  return %a, %b, %c : f32, f32, f32
}
