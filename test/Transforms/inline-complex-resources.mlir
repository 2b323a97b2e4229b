// RUN: rope-opt %s -rope-inline-complex-resources -split-input-file | FileCheck %s
// RUN: rope-opt %s -split-input-file -rope-lower-to-llvm=target-cpu=znver4 | mlir-translate --mlir-to-llvmir -split-input-file | FileCheck %s --check-prefix=LLVMIR

// A complex<f32> table as torch-mlir exports a registered complex buffer
// (Meta's freqs_cis): the resource becomes dense elements of its pairs of
// real and imaginary parts, which mlir-translate writes as an array of
// structs ("no known conversion for innermost element type" otherwise).
// CHECK-LABEL: func @table32
// CHECK: arith.constant dense<{{\[}}[(1.000000e+00,0.000000e+00), (5.000000e-01,-2.000000e+00)], [(0.000000e+00,1.000000e+00), (-1.000000e+00,2.500000e-01)], [(2.000000e+00,3.000000e+00), (-5.000000e-01,-5.000000e-01)]]> : tensor<3x2xcomplex<f32>>
// CHECK-NOT: dense_resource
// LLVMIR: private constant [3 x [2 x { float, float }]] {{\[}}[2 x { float, float }] [{ float, float } { float 1.000000e+00, float 0.000000e+00 }, { float, float } { float 5.000000e-01, float -2.000000e+00 }]
// LLVMIR-LABEL: define {{.*}} @table32(
func.func @table32(%i: index, %j: index) -> complex<f32> {
  %t = arith.constant dense_resource<freqs32> : tensor<3x2xcomplex<f32>>
  %z = tensor.extract %t[%i, %j] : tensor<3x2xcomplex<f32>>
  return %z : complex<f32>
}

{-#
  dialect_resources: {
    builtin: {
      freqs32: "0x080000000000803F000000000000003F000000C0000000000000803F000080BF0000803E0000004000004040000000BF000000BF"
    }
  }
#-}

// -----

// complex<f64> too, and a memref.global holding the resource.
// CHECK-LABEL: memref.global "private" constant @table64 : memref<2xcomplex<f64>> = dense<[(1.000000e+00,0.000000e+00), (0.000000e+00,-1.000000e+00)]>
// CHECK-LABEL: func @read64
// LLVMIR: @table64 = private constant [2 x { double, double }] [{ double, double } { double 1.000000e+00, double 0.000000e+00 }, { double, double } { double 0.000000e+00, double -1.000000e+00 }]
memref.global "private" constant @table64 : memref<2xcomplex<f64>> = dense_resource<freqs64>
func.func @read64(%i: index) -> complex<f64> {
  %t = memref.get_global @table64 : memref<2xcomplex<f64>>
  %z = memref.load %t[%i] : memref<2xcomplex<f64>>
  return %z : complex<f64>
}

{-#
  dialect_resources: {
    builtin: {
      freqs64: "0x10000000000000000000F03F00000000000000000000000000000000000000000000F0BF"
    }
  }
#-}

// -----

// Resources of other element types stay.
// CHECK-LABEL: func @real
// CHECK: dense_resource<reals> : tensor<2xf32>
func.func @real(%i: index) -> f32 {
  %t = arith.constant dense_resource<reals> : tensor<2xf32>
  %x = tensor.extract %t[%i] : tensor<2xf32>
  return %x : f32
}

{-#
  dialect_resources: {
    builtin: {
      reals: "0x040000000000803F00000040"
    }
  }
#-}
