// RUN: rope-opt %s --rope-gpu-device-memory --split-input-file --verify-diagnostics | FileCheck %s

// Buffers a kernel writes, and returned ones, are GPU memory; their
// deallocations and host copies go through the GPU dialect; a global the
// kernel reads moves into it.
// CHECK-LABEL: func.func @device(
// CHECK: %[[A:.*]] = gpu.alloc () : memref<64xf32>
// CHECK: %[[B:.*]] = gpu.alloc () : memref<64xf32>
// CHECK: %[[HOST:.*]] = memref.alloc() : memref<4xf32>
// CHECK: gpu.launch
// CHECK: %[[G:.*]] = memref.get_global @table : memref<64xf32>
// CHECK: memref.load %[[G]]
// CHECK: memref.store %{{.*}}, %[[A]]
// CHECK: gpu.memcpy %[[B]], %[[A]] : memref<64xf32>, memref<64xf32>
// CHECK: gpu.dealloc %[[A]] : memref<64xf32>
// CHECK: memref.dealloc %[[HOST]]
// CHECK: return %[[B]]
memref.global "private" constant @table : memref<64xf32> = dense<1.0>
func.func @device() -> memref<64xf32> {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %g = memref.get_global @table : memref<64xf32>
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  %host = memref.alloc() : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c64, %v = %c1, %w = %c1) {
    %e = memref.load %g[%tx] : memref<64xf32>
    memref.store %e, %a[%tx] : memref<64xf32>
    gpu.terminator
  }
  memref.copy %a, %b : memref<64xf32> to memref<64xf32>
  memref.dealloc %a : memref<64xf32>
  memref.dealloc %host : memref<4xf32>
  return %b : memref<64xf32>
}

// -----

func.func @host_reads_device() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    %f = arith.constant 1.0 : f32
    memref.store %f, %a[%tx] : memref<4xf32>
    gpu.terminator
  }
  // expected-error @+1 {{host code accesses a buffer in GPU memory}}
  %r = memref.load %a[%c0] : memref<4xf32>
  return %r : f32
}

// -----

func.func @stack_buffer() {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{a kernel uses a buffer on the host's stack}}
  %a = memref.alloca() : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
    %f = arith.constant 1.0 : f32
    memref.store %f, %a[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}
