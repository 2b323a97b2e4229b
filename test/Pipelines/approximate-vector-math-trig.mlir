// RUN: rope-opt %s -rope-approximate-vector-math | FileCheck %s

// f32 sin and cos on vectors reduce x by multiples of pi/2 in f64 lanes:
// k = round(x * 2/pi) (adding 1.5 * 2^52), then x - k*P1 - k*P2 - k*P3 by three fused
// multiply-adds with pi/2 split in three doubles (MLIR's approximation
// reduced with one f32 constant: 1e-3 off at 1e6 rad), f64 polynomials,
// one truncation to f32; a vector with a lane beyond 2^48 calls libm per
// lane (scalar math.cos).
// CHECK-LABEL: func @cos
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK-DAG: %[[TWO_OVER_PI:.*]] = arith.constant dense<0.63661977236758138> : vector<8xf64>
// CHECK-DAG: %[[P1:.*]] = arith.constant dense<1.5707963267948966> : vector<8xf64>
// CHECK-DAG: %[[P2:.*]] = arith.constant dense<6.123233995736766E-17> : vector<8xf64>
// CHECK-DAG: %[[P3:.*]] = arith.constant dense<-1.4973849048591698E-33> : vector<8xf64>
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<2.8147497671065600E+14> : vector<8xf64>
// CHECK-DAG: %[[SHIFT:.*]] = arith.constant dense<6.755399441055744E+15> : vector<8xf64>
// CHECK: %[[XD:.*]] = arith.extf %[[X]] : vector<8xf32> to vector<8xf64>
// CHECK: %[[PRODUCT:.*]] = arith.mulf %[[XD]], %[[TWO_OVER_PI]] : vector<8xf64>
// CHECK: %[[SUM:.*]] = arith.addf %[[PRODUCT]], %[[SHIFT]] : vector<8xf64>
// CHECK: %[[SHIFTED:.*]] = arith.select %{{.*}}, %[[SUM]], %[[SHIFT]] : vector<8xi1>, vector<8xf64>
// CHECK: %[[K:.*]] = arith.subf %[[SHIFTED]], %[[SHIFT]] : vector<8xf64>
// CHECK: %[[NEG_K:.*]] = arith.negf %[[K]] : vector<8xf64>
// CHECK: %[[R1:.*]] = math.fma %[[NEG_K]], %[[P1]], %[[XD]] : vector<8xf64>
// CHECK: %[[R2:.*]] = math.fma %[[NEG_K]], %[[P2]], %[[R1]] : vector<8xf64>
// CHECK: %[[R3:.*]] = math.fma %[[NEG_K]], %[[P3]], %[[R2]] : vector<8xf64>
// CHECK: arith.mulf %[[R3]], %[[R3]] : vector<8xf64>
// CHECK: arith.bitcast %[[SHIFTED]] : vector<8xf64> to vector<8xi64>
// CHECK: %[[NEAR:.*]] = arith.truncf %{{.*}} : vector<8xf64> to vector<8xf32>
// CHECK: %[[ANY:.*]] = vector.reduction <or>, %{{.*}} : vector<8xi1> into i1
// CHECK: %[[R:.*]] = scf.if %[[ANY]] -> (vector<8xf32>) {
// CHECK-COUNT-8: math.cos %{{.*}} : f32
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[NEAR]] : vector<8xf32>
// CHECK: return %[[R]]
func.func @cos(%x: vector<8xf32>) -> vector<8xf32> {
  %c = math.cos %x : vector<8xf32>
  return %c : vector<8xf32>
}

// sin: the same reduction; multi-dimensional vectors flatten for the libm
// lanes; scalar sin stays (libm).
// CHECK-LABEL: func @sin
// CHECK-NOT: math.sin %{{.*}} : vector
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf64>
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf64>
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf64>
// CHECK: scf.if
// CHECK: vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
// CHECK-COUNT-8: math.sin %{{.*}} : f32
// CHECK: math.sin %{{.*}} : f32
// CHECK: return
func.func @sin(%x: vector<2x4xf32>, %s: f32) -> (vector<2x4xf32>, f32) {
  %a = math.sin %x : vector<2x4xf32>
  %b = math.sin %s : f32
  return %a, %b : vector<2x4xf32>, f32
}
