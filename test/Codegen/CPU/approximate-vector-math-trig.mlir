// RUN: rope-opt %s -rope-approximate-vector-math | FileCheck %s

// f32 sin and cos on vectors reduce x by multiples of pi/2 in f64 lanes:
// k = round(x * 2/pi) (adding 1.5 * 2^52), then x - k*P1 - k*P2 - k*P3 by three fused
// multiply-adds with pi/2 split in three doubles (MLIR's approximation
// reduced with one f32 constant: 1e-3 off at 1e6 rad), f64 polynomials,
// one truncation to f32; a vector with a lane beyond 2^48 calls libm per
// lane (scalar math.cos).
// CHECK-LABEL: func @cos
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK: %[[XD:.*]] = arith.extf %[[X]] : vector<8xf32> to vector<8xf64>
// CHECK: %[[ABS:.*]] = math.absf %[[XD]] : vector<8xf64>
// CHECK: %[[MAX:.*]] = arith.constant dense<0x42F0000000000000> : vector<8xf64>
// CHECK: %[[REDUCED:.*]] = arith.cmpf ole, %[[ABS]], %[[MAX]] : vector<8xf64>
// CHECK: %[[TWO_OVER_PI:.*]] = arith.constant dense<0.63661977236758138> : vector<8xf64>
// CHECK: %[[PRODUCT:.*]] = arith.mulf %[[XD]], %[[TWO_OVER_PI]] : vector<8xf64>
// CHECK: %[[SHIFT:.*]] = arith.constant dense<0x4338000000000000> : vector<8xf64>
// CHECK: %[[SUM:.*]] = arith.addf %[[PRODUCT]], %[[SHIFT]] : vector<8xf64>
// CHECK: %[[SHIFTED:.*]] = arith.select %[[REDUCED]], %[[SUM]], %[[SHIFT]] : vector<8xi1>, vector<8xf64>
// CHECK: %[[K:.*]] = arith.subf %[[SHIFTED]], %[[SHIFT]] : vector<8xf64>
// CHECK: %[[NEG_K:.*]] = arith.negf %[[K]] : vector<8xf64>
// CHECK: %[[P1:.*]] = arith.constant dense<1.5707963267948966> : vector<8xf64>
// CHECK: %[[R1:.*]] = math.fma %[[NEG_K]], %[[P1]], %[[XD]] : vector<8xf64>
// CHECK: %[[P2:.*]] = arith.constant dense<6.123233995736766E-17> : vector<8xf64>
// CHECK: %[[R2:.*]] = math.fma %[[NEG_K]], %[[P2]], %[[R1]] : vector<8xf64>
// CHECK: %[[P3:.*]] = arith.constant dense<-1.4973849048591698E-33> : vector<8xf64>
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

// Long vectors (a reduction's whole row) call libm in a loop.
// CHECK-LABEL: func @long
// CHECK: scf.if
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<1024xf32>)
// CHECK: %[[LANE:.*]] = vector.extract %{{.*}}[%[[I]]] : f32 from vector<1024xf32>
// CHECK: %[[C:.*]] = math.cos %[[LANE]] : f32
// CHECK: vector.insert %[[C]], %[[ACC]] [%[[I]]] : f32 into vector<1024xf32>
func.func @long(%x: vector<1x1024xf32>) -> vector<1x1024xf32> {
  %c = math.cos %x : vector<1x1024xf32>
  return %c : vector<1x1024xf32>
}
