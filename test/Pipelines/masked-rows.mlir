// Rows of dynamic length through rope-lower-to-llvm: softmax over a dynamic
// number of scores runs as vectors of the target's width, whole tiles
// unmasked and the rest of each row as masked loads and stores, with no
// stack buffers and no scalar loop over a row.
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=znver4 target-features=+avx512f,+avx512vl,+fma num-threads=1" | FileCheck %s --check-prefixes=CHECK,AVX512
// RUN: rope-opt %s --rope-lower-to-llvm="target-cpu=x86-64-v3 num-threads=1" | FileCheck %s --check-prefixes=CHECK,AVX2

// CHECK-LABEL: llvm.func @softmax(
// CHECK-NOT: llvm.alloca
// The row maximum: 16 (8) partial maxima carried through the loop, then
// reduced by halves (rope-tree-reductions: 8, 4, 2, 1 lanes); the rest of
// the row a masked load reduced under its mask.
// AVX512-DAG: llvm.fcmp "{{.*}}" %{{.*}}, %{{.*}} : vector<16xf32>
// AVX512-DAG: llvm.fcmp "ugt" %{{.*}}, %{{.*}} : vector<8xf32>
// AVX512-DAG: llvm.fcmp "ugt" %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK-NOT: llvm.intr.vector.reduce.fmax
// AVX512-DAG: "llvm.intr.vp.reduce.fmax"(%{{.*}}) : (f32, vector<16xf32>, vector<16xi1>, i32) -> f32
// AVX512-DAG: "llvm.intr.vp.reduce.fadd"(%{{.*}}) : (f32, vector<16xf32>, vector<16xi1>, i32) -> f32
// AVX512-DAG: llvm.intr.masked.load %{{.*}} : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
// AVX512-DAG: llvm.intr.masked.store %{{.*}} : vector<16xf32>, vector<16xi1> into !llvm.ptr
// AVX2-DAG: llvm.fcmp "{{.*}}" %{{.*}}, %{{.*}} : vector<8xf32>
// AVX2-DAG: "llvm.intr.vp.reduce.fmax"(%{{.*}}) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
// AVX2-DAG: llvm.intr.masked.load %{{.*}} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// AVX2-DAG: llvm.intr.masked.store %{{.*}} : vector<8xf32>, vector<8xi1> into !llvm.ptr
// CHECK-NOT: llvm.alloca
// CHECK: llvm.return
func.func @softmax(%x: tensor<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = tensor.dim %x, %c0 : tensor<?x?xf32>
  %n = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%rows, %n) : tensor<?x?xf32>
  %p = linalg.softmax dimension(1) ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  bufferization.materialize_in_destination %p in restrict writable %out : (tensor<?x?xf32>, memref<?x?xf32>) -> ()
  return
}
