// RUN: rope-opt --rope-import-tosa %s | FileCheck %s
// RUN: not rope-opt --pass-pipeline='builtin.module(rope-import-tosa{x=1})' %s 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not rope-opt --pass-pipeline='builtin.module(func.func(rope-import-tosa))' %s 2>&1 | FileCheck %s --check-prefix=NESTED

// rope-import-tosa converts TOSA to linalg-on-tensors in every function,
// the form rope-raise reads: here rotate_half's slices, negation and
// concatenation.

// CHECK-LABEL: func.func @rotate_half
// CHECK-NOT: tosa.slice
// CHECK: %[[LO:.*]] = tensor.extract_slice %{{.*}}[0, 0] [8, 8] [1, 1]
// CHECK: %[[HI:.*]] = tensor.extract_slice %{{.*}}[0, 8] [8, 8] [1, 1]
// CHECK: %[[NEG:.*]] = linalg.generic
// CHECK: arith.negf
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<8x16xf32>
// CHECK: %[[A:.*]] = tensor.insert_slice %[[NEG]] into %[[EMPTY]][0, 0] [8, 8] [1, 1]
// CHECK: tensor.insert_slice %[[LO]] into %[[A]][0, 8] [8, 8] [1, 1]
// CHECK-NOT: tosa.concat
// OPTIONS: rope-import-tosa takes no options
// NESTED: rope-import-tosa runs on 'builtin.module', not on 'func.func'
func.func @rotate_half(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %zero = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %start_lo = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %start_hi = tosa.const_shape {values = dense<[0, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[8, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %lo = tosa.slice %x, %start_lo, %size : (tensor<8x16xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x8xf32>
  %hi = tosa.slice %x, %start_hi, %size : (tensor<8x16xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<8x8xf32>
  %neg = tosa.negate %hi, %zero, %zero : (tensor<8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x8xf32>
  %r = tosa.concat %neg, %lo {axis = 1 : i32} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
