// RUN: rope-opt %s -rope-memref-copy-to-linalg | FileCheck %s

// A copy between strided views becomes linalg.copy (loops, no runtime call);
// a copy between identity layouts stays a memref.copy (a memcpy).
// CHECK-LABEL: func @copies
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>)
// CHECK: %[[SA:.*]] = memref.subview %[[A]]
// CHECK: %[[SB:.*]] = memref.subview %[[B]]
// CHECK: linalg.copy ins(%[[SA]] : memref<4x2xf32, strided<[8, 1], offset: 2>>) outs(%[[SB]] : memref<4x2xf32, strided<[8, 1], offset: 2>>)
// CHECK: memref.copy %[[A]], %[[B]] : memref<4x8xf32> to memref<4x8xf32>
func.func @copies(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  %sa = memref.subview %a[0, 2] [4, 2] [1, 1] : memref<4x8xf32> to memref<4x2xf32, strided<[8, 1], offset: 2>>
  %sb = memref.subview %b[0, 2] [4, 2] [1, 1] : memref<4x8xf32> to memref<4x2xf32, strided<[8, 1], offset: 2>>
  memref.copy %sa, %sb : memref<4x2xf32, strided<[8, 1], offset: 2>> to memref<4x2xf32, strided<[8, 1], offset: 2>>
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  return
}
