// RUN: rope-opt %s -rope-approximate-vector-math | FileCheck %s

// f32 math on vectors becomes polynomial code; scalars and f64 keep their
// math ops (libm calls later).
// CHECK-LABEL: func @mixed
// CHECK-NOT: math.exp %{{.*}} : vector<16xf32>
// CHECK-DAG: math.exp %{{.*}} : f32
// CHECK-DAG: math.exp %{{.*}} : vector<8xf64>
// CHECK: return
func.func @mixed(%v: vector<16xf32>, %s: f32, %d: vector<8xf64>) -> (vector<16xf32>, f32, vector<8xf64>) {
  %a = math.exp %v : vector<16xf32>
  %b = math.exp %s : f32
  %c = math.exp %d : vector<8xf64>
  return %a, %b, %c : vector<16xf32>, f32, vector<8xf64>
}

// f32 exp on vectors: rope-mlir's own 2^n exp r (VectorExp.cpp), one
// vector op per step: the clamps (NaN passes), n rounded by adding
// 1.5 * 2^23 + 126, r = x - n ln 2 in two FMAs, 2 exp r by a degree-6
// Horner polynomial, 2^(n - 1) from the exponent bits, one product.
// CHECK-LABEL: func @exp
// CHECK-SAME: (%[[X:.*]]: vector<8xf32>)
// CHECK: %[[LO:.*]] = arith.constant dense<-8.750000e+01> : vector<8xf32>
// CHECK: %[[BELOW:.*]] = arith.cmpf olt, %[[X]], %[[LO]]
// CHECK: %[[X1:.*]] = arith.select %[[BELOW]], %[[LO]], %[[X]]
// CHECK: %[[HI:.*]] = arith.constant dense<8.900000e+01> : vector<8xf32>
// CHECK: %[[ABOVE:.*]] = arith.cmpf ogt, %[[X1]], %[[HI]]
// CHECK: %[[X2:.*]] = arith.select %[[ABOVE]], %[[HI]], %[[X1]]
// CHECK: %[[SHIFT:.*]] = arith.constant dense<0x4B40007E> : vector<8xf32>
// CHECK: %[[T:.*]] = math.fma %[[X2]], %{{.*}}, %[[SHIFT]]
// CHECK: %[[N:.*]] = arith.subf %[[T]], %[[SHIFT]]
// CHECK: %[[R0:.*]] = math.fma %[[N]], %{{.*}}, %[[X2]]
// CHECK: %[[R:.*]] = math.fma %[[N]], %{{.*}}, %[[R0]]
// CHECK-COUNT-6: math.fma %{{.*}}, %[[R]], %{{.*}} : vector<8xf32>
// CHECK: %[[BITS:.*]] = arith.bitcast %[[T]] : vector<8xf32> to vector<8xi32>
// CHECK: %[[C23:.*]] = arith.constant dense<23> : vector<8xi32>
// CHECK: %[[SHIFTED:.*]] = arith.shli %[[BITS]], %[[C23]]
// CHECK: %[[SCALE:.*]] = arith.bitcast %[[SHIFTED]] : vector<8xi32> to vector<8xf32>
// CHECK: %[[E:.*]] = arith.mulf %{{.*}}, %[[SCALE]]
// CHECK: return %[[E]]
// CHECK-NOT: math.exp
func.func @exp(%x: vector<8xf32>) -> vector<8xf32> {
  %e = math.exp %x : vector<8xf32>
  return %e : vector<8xf32>
}

// With `afn` (bf16 attention's probabilities): r = x - n ln 2 in one FMA
// and a degree-3 polynomial, 10 operations; clamps and scale as above.
// CHECK-LABEL: func @exp_afn
// CHECK-SAME: (%[[X:.*]]: vector<16xf32>)
// CHECK: arith.cmpf olt
// CHECK: arith.cmpf ogt
// CHECK: %[[X2:.*]] = arith.select
// CHECK: %[[T:.*]] = math.fma %[[X2]]
// CHECK: %[[N:.*]] = arith.subf %[[T]]
// CHECK: %[[LN2:.*]] = arith.constant dense<-0.693147182> : vector<16xf32>
// CHECK: %[[R:.*]] = math.fma %[[N]], %[[LN2]], %[[X2]]
// CHECK-COUNT-3: math.fma %{{.*}}, %[[R]], %{{.*}} : vector<16xf32>
// CHECK-NOT: math.fma
// CHECK: arith.shli
// CHECK: %[[E:.*]] = arith.mulf
// CHECK: return %[[E]]
// CHECK-NOT: math.exp
func.func @exp_afn(%x: vector<16xf32>) -> vector<16xf32> {
  %e = math.exp %x fastmath<afn> : vector<16xf32>
  return %e : vector<16xf32>
}

// rsqrt stays: its approximation would be an x86vector intrinsic (8 lanes),
// a dialect the pipeline neither loads nor lowers (RMSNorm's rows with AVX2
// crashed).
// CHECK-LABEL: func @rsqrt
// CHECK: math.rsqrt %{{.*}} : vector<8xf32>
// CHECK: math.rsqrt %{{.*}} : vector<1x1x8xf32>
// CHECK-NOT: x86vector
func.func @rsqrt(%v: vector<8xf32>, %w: vector<1x1x8xf32>) -> (vector<8xf32>, vector<1x1x8xf32>) {
  %a = math.rsqrt %v : vector<8xf32>
  %b = math.rsqrt %w : vector<1x1x8xf32>
  return %a, %b : vector<8xf32>, vector<1x1x8xf32>
}
