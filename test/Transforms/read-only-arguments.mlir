// RUN: rope-opt --rope-read-only-arguments %s | FileCheck %s
// RUN: rope-opt --rope-read-only-arguments --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s --check-prefix=BUFFERS

// Public functions' tensor arguments become read-only for bufferization;
// an argument the user marked writable, scalars, private functions and
// declarations are left alone.
// CHECK-LABEL: func.func @update
// CHECK-SAME: (%{{.*}}: tensor<8x16xf32> {bufferization.writable = false}, %{{.*}}: tensor<1x16xf32> {bufferization.writable = false}, %{{.*}}: index)
// CHECK-LABEL: func.func @update_in_place
// CHECK-SAME: (%{{.*}}: tensor<8x16xf32> {bufferization.writable = true}, %{{.*}}: tensor<1x16xf32> {bufferization.writable = false}, %{{.*}}: index)
// CHECK-LABEL: func.func private @helper
// CHECK-SAME: (%{{.*}}: tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-LABEL: func.func private @external
// CHECK-SAME: (tensor<8x16xf32>)

// Bufferized, @update copies its cache before writing the row into the
// copy; @update_in_place writes into the caller's buffer.
// BUFFERS-LABEL: func.func @update(
// BUFFERS-SAME: %[[CACHE:.*]]: memref<8x16xf32
// BUFFERS: %[[COPY:.*]] = memref.alloc() {{.*}} : memref<8x16xf32>
// BUFFERS: memref.copy %[[CACHE]], %[[COPY]]
// BUFFERS: memref.subview %[[COPY]]
// BUFFERS-LABEL: func.func @update_in_place(
// BUFFERS-SAME: %[[CACHE:.*]]: memref<8x16xf32
// BUFFERS-NOT: memref.alloc
// BUFFERS: memref.subview %[[CACHE]]
// BUFFERS-NOT: memref.alloc
// BUFFERS: return %[[CACHE]]
func.func @update(%cache: tensor<8x16xf32>, %row: tensor<1x16xf32>, %at: index) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %row into %cache[%at, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

func.func @update_in_place(%cache: tensor<8x16xf32> {bufferization.writable = true}, %row: tensor<1x16xf32>, %at: index) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %row into %cache[%at, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

func.func private @helper(%t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  return %t : tensor<8x16xf32>
}

func.func private @external(tensor<8x16xf32>)
