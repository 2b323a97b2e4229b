// RUN: rope-opt %s -rope-to-linalg -split-input-file | FileCheck %s

// Q and K rotated at the same positions with the same frequencies share one
// cos/sin table generic, whatever their layouts and head counts.
// CHECK-LABEL: func @q_and_k
// CHECK: %[[T:.*]]:2 = linalg.generic
// CHECK: math.roundeven
// CHECK-NOT: math.roundeven
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %[[T]]#0, %[[T]]#1 : tensor<8x5x2x8xf32>
// CHECK-NOT: math.roundeven
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %[[T]]#0, %[[T]]#1 : tensor<2x5x8x2xbf16>
// CHECK-NOT: math.roundeven
func.func @q_and_k(%q: tensor<8x5x16xf32>, %k: tensor<2x5x16xbf16>, %p: tensor<5xi64>, %f: tensor<8xf64>) -> (tensor<8x5x16xf32>, tensor<2x5x16xbf16>) {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<8x5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<8x5x16xf32>
  %1 = rope.rotate %k, %p, %f layout(interleaved) inverse : tensor<2x5x16xbf16>, tensor<5xi64>, tensor<8xf64> -> tensor<2x5x16xbf16>
  return %0, %1 : tensor<8x5x16xf32>, tensor<2x5x16xbf16>
}

// -----

// Tables differ with the positions, the scale, the number of pairs or the
// sequence length of an offset: no sharing.
// CHECK-LABEL: func @no_sharing
// CHECK-COUNT-5: math.roundeven
// CHECK-NOT: math.roundeven
func.func @no_sharing(%q: tensor<5x16xf32>, %q2: tensor<6x16xf32>, %p: tensor<5xi64>, %p2: tensor<5xi64>, %f: tensor<8xf64>, %f4: tensor<4xf64>, %off: index, %s: f32) -> (tensor<5x16xf32>, tensor<5x16xf32>, tensor<5x16xf32>, tensor<5x16xf32>, tensor<5x16xf32>, tensor<6x16xf32>) {
  %0 = rope.rotate %q, %p, %f layout(half) : tensor<5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<5x16xf32>
  %1 = rope.rotate %q, %p2, %f layout(half) : tensor<5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<5x16xf32>
  %2 = rope.rotate %q, %p, %f layout(half) scale(%s : f32) : tensor<5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<5x16xf32>
  %3 = rope.rotate %q, %p, %f4 layout(half) rotary_dim(8) : tensor<5x16xf32>, tensor<5xi64>, tensor<4xf64> -> tensor<5x16xf32>
  // Shares the tables of %0.
  %4 = rope.rotate %q, %p, %f layout(interleaved) : tensor<5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<5x16xf32>
  %5 = rope.rotate %q2, %off, %f layout(half) : tensor<6x16xf32>, index, tensor<8xf64> -> tensor<6x16xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<5x16xf32>, tensor<5x16xf32>, tensor<5x16xf32>, tensor<5x16xf32>, tensor<5x16xf32>, tensor<6x16xf32>
}

// -----

// Offsets share when the offset and the static sequence length agree.
// CHECK-LABEL: func @offsets
// CHECK-COUNT-2: math.roundeven
// CHECK-NOT: math.roundeven
func.func @offsets(%q: tensor<4x5x16xf32>, %k: tensor<1x5x16xf32>, %v: tensor<1x6x16xf32>, %off: index, %f: tensor<8xf64>) -> (tensor<4x5x16xf32>, tensor<1x5x16xf32>, tensor<1x6x16xf32>) {
  %0 = rope.rotate %q, %off, %f layout(half) : tensor<4x5x16xf32>, index, tensor<8xf64> -> tensor<4x5x16xf32>
  %1 = rope.rotate %k, %off, %f layout(half) : tensor<1x5x16xf32>, index, tensor<8xf64> -> tensor<1x5x16xf32>
  %2 = rope.rotate %v, %off, %f layout(half) : tensor<1x6x16xf32>, index, tensor<8xf64> -> tensor<1x6x16xf32>
  return %0, %1, %2 : tensor<4x5x16xf32>, tensor<1x5x16xf32>, tensor<1x6x16xf32>
}

// -----

// Rotations in different blocks build their own tables.
// CHECK-LABEL: func @blocks
// CHECK: scf.if
// CHECK: math.roundeven
// CHECK: else
// CHECK: math.roundeven
func.func @blocks(%c: i1, %q: tensor<5x16xf32>, %p: tensor<5xi64>, %f: tensor<8xf64>) -> tensor<5x16xf32> {
  %r = scf.if %c -> tensor<5x16xf32> {
    %0 = rope.rotate %q, %p, %f layout(half) : tensor<5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<5x16xf32>
    scf.yield %0 : tensor<5x16xf32>
  } else {
    %1 = rope.rotate %q, %p, %f layout(half) inverse : tensor<5x16xf32>, tensor<5xi64>, tensor<8xf64> -> tensor<5x16xf32>
    scf.yield %1 : tensor<5x16xf32>
  }
  return %r : tensor<5x16xf32>
}
