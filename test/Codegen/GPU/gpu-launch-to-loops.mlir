// RUN: rope-opt %s --rope-gpu-launch-to-loops --split-input-file --verify-diagnostics | FileCheck %s

// A launch becomes one parallel loop over (blocks x, y, z, threads x, y, z)
// whose body is the launch body with the ids (and sizes) substituted.
// CHECK-LABEL: func.func @launch(
// CHECK-SAME: %[[A:.*]]: memref<6x8xf32>, %[[GX:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.parallel (%[[BX:.*]], %{{.*}}, %{{.*}}, %[[TX:.*]], %{{.*}}, %{{.*}}) = (%[[C0]], %[[C0]], %[[C0]], %[[C0]], %[[C0]], %[[C0]]) to (%[[GX]], %[[C1]], %[[C1]], %[[C8]], %[[C1]], %[[C1]])
// CHECK: memref.store %{{.*}}, %[[A]][%[[BX]], %[[TX]]]
// CHECK-NOT: gpu.
func.func @launch(%a: memref<6x8xf32>, %gx: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %gx, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c8, %v = %c1, %w = %c1) {
    %f = arith.index_cast %u : index to i32
    %g = arith.sitofp %f : i32 to f32
    memref.store %g, %a[%bx, %tx] : memref<6x8xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @barrier(%a: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{a launch with barriers cannot run as host loops}}
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    gpu.barrier
    gpu.terminator
  }
  return
}
