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
