// RUN: rope-opt %s | FileCheck %s
// RUN: rope-opt %s | rope-opt | FileCheck %s
// RUN: rope-opt %s --mlir-print-op-generic | rope-opt | FileCheck %s
// RUN: rope-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func @frequencies_default
// CHECK: rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf32>
// CHECK: rope.frequencies #rope.default<rotary_dim = 8, base = 5.000000e+05> -> tensor<4xf64>
// GENERIC-LABEL: sym_name = "frequencies_default"
// GENERIC: "rope.frequencies"() <{schedule = #rope.default<rotary_dim = 128>}> : () -> tensor<64xf32>
func.func @frequencies_default() -> (tensor<64xf32>, tensor<4xf64>) {
  %0 = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf32>
  %1 = rope.frequencies #rope.default<rotary_dim = 8, base = 500000.0> -> tensor<4xf64>
  return %0, %1 : tensor<64xf32>, tensor<4xf64>
}

// CHECK-LABEL: func @frequencies_explicit
// CHECK: rope.frequencies #rope.explicit<[1.000000e+00, 5.000000e-01, 2.500000e-01]> -> tensor<3xbf16>
func.func @frequencies_explicit() -> tensor<3xbf16> {
  %0 = rope.frequencies #rope.explicit<[1.0, 0.5, 0.25]> -> tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

// CHECK-LABEL: func @rotate_positions
// CHECK-SAME: (%[[Q:.*]]: tensor<1x32x16x128xbf16>, %[[P:.*]]: tensor<16xi64>, %[[F:.*]]: tensor<64xf32>)
// CHECK: rope.rotate %[[Q]], %[[P]], %[[F]] layout(half) : tensor<1x32x16x128xbf16>, tensor<16xi64>, tensor<64xf32> -> tensor<1x32x16x128xbf16>
// GENERIC-LABEL: sym_name = "rotate_positions"
// GENERIC: "rope.rotate"(%{{.*}}, %{{.*}}, %{{.*}}) <{layout = #rope.layout<half>}>
func.func @rotate_positions(%q: tensor<1x32x16x128xbf16>, %pos: tensor<16xi64>,
                            %f: tensor<64xf32>) -> tensor<1x32x16x128xbf16> {
  %0 = rope.rotate %q, %pos, %f layout(half)
         : tensor<1x32x16x128xbf16>, tensor<16xi64>, tensor<64xf32> -> tensor<1x32x16x128xbf16>
  return %0 : tensor<1x32x16x128xbf16>
}

// CHECK-LABEL: func @rotate_all_attributes
// CHECK-SAME: (%[[Q:.*]]: tensor<2x7x8xf16>, %[[P:.*]]: tensor<2x7xi32>, %[[F:.*]]: tensor<3xf64>, %[[S:.*]]: f32)
// CHECK: rope.rotate %[[Q]], %[[P]], %[[F]] layout(interleaved) rotary_dim(6) scale(%[[S]] : f32) inverse : tensor<2x7x8xf16>, tensor<2x7xi32>, tensor<3xf64> -> tensor<2x7x8xf16>
// GENERIC-LABEL: sym_name = "rotate_all_attributes"
// GENERIC: "rope.rotate"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{inverse, layout = #rope.layout<interleaved>, rotary_dim = 6 : i64}>
func.func @rotate_all_attributes(%q: tensor<2x7x8xf16>, %pos: tensor<2x7xi32>,
                                 %f: tensor<3xf64>, %s: f32) -> tensor<2x7x8xf16> {
  %0 = rope.rotate %q, %pos, %f layout(interleaved) rotary_dim(6) scale(%s : f32) inverse
         : tensor<2x7x8xf16>, tensor<2x7xi32>, tensor<3xf64> -> tensor<2x7x8xf16>
  return %0 : tensor<2x7x8xf16>
}

// CHECK-LABEL: func @rotate_sections
// CHECK: rope.rotate %{{.*}}, %{{.*}}, %{{.*}} layout(half) sections([1, 2, 3]) : tensor<2x4x7x12xbf16>, tensor<3x2x7xi64>, tensor<6xf64> -> tensor<2x4x7x12xbf16>
// GENERIC-LABEL: sym_name = "rotate_sections"
// GENERIC: "rope.rotate"(%{{.*}}, %{{.*}}, %{{.*}}) <{layout = #rope.layout<half>, sections = array<i64: 1, 2, 3>}>
func.func @rotate_sections(%q: tensor<2x4x7x12xbf16>, %pos: tensor<3x2x7xi64>,
                           %f: tensor<6xf64>) -> tensor<2x4x7x12xbf16> {
  %0 = rope.rotate %q, %pos, %f layout(half) sections([1, 2, 3])
         : tensor<2x4x7x12xbf16>, tensor<3x2x7xi64>, tensor<6xf64> -> tensor<2x4x7x12xbf16>
  return %0 : tensor<2x4x7x12xbf16>
}

// CHECK-LABEL: func @rotate_offset
// CHECK: rope.rotate %{{.*}}, %{{.*}}, %{{.*}} layout(half) : tensor<?x1x64xf32>, index, tensor<32xf32> -> tensor<?x1x64xf32>
func.func @rotate_offset(%q: tensor<?x1x64xf32>, %offset: index,
                         %f: tensor<32xf32>) -> tensor<?x1x64xf32> {
  %0 = rope.rotate %q, %offset, %f layout(half)
         : tensor<?x1x64xf32>, index, tensor<32xf32> -> tensor<?x1x64xf32>
  return %0 : tensor<?x1x64xf32>
}

// CHECK-LABEL: func @rotate_with_tables
// CHECK: rope.rotate_with_tables %{{.*}}, %{{.*}}, %{{.*}} layout(half) rotary_dim(32) inverse : tensor<4x16x64xf32>, tensor<4x16x16xbf16>, tensor<4x16x16xbf16> -> tensor<4x16x64xf32>
// GENERIC-LABEL: sym_name = "rotate_with_tables"
// GENERIC: "rope.rotate_with_tables"(%{{.*}}, %{{.*}}, %{{.*}}) <{inverse, layout = #rope.layout<half>, rotary_dim = 32 : i64}>
func.func @rotate_with_tables(%q: tensor<4x16x64xf32>, %cos: tensor<4x16x16xbf16>,
                              %sin: tensor<4x16x16xbf16>) -> tensor<4x16x64xf32> {
  %0 = rope.rotate_with_tables %q, %cos, %sin layout(half) rotary_dim(32) inverse
         : tensor<4x16x64xf32>, tensor<4x16x16xbf16>, tensor<4x16x16xbf16> -> tensor<4x16x64xf32>
  return %0 : tensor<4x16x64xf32>
}
