// REQUIRES: rope-fuzz
// rope-fuzz does not parse the inputs that crash upstream MLIR 22's parser
// (README, known issues): each of these would end the run with a segfault or
// an 8 GiB allocation; screened, each counts as an input and none verifies.
// RUN: rm -rf %t && mkdir -p %t
// RUN: printf 'func.func @f(%%%%a: i32) -> i32 {\n  return %%%%r#536870912 : i32\n}\n' > %t/result-number.mlir
// RUN: printf 'func.func @f(%%%%a: tensor<2xf32>, %%%%b: tensor<2x2xf32>) -> tensor<2x2xf32> {\n  %%%%0 = linalg.broadcast ins(%%%%a : tensor<2xf32>) outs(%%%%b : tensor<2x2xf32>) dimensions = [9223372036854775808]\n  return %%%%0 : tensor<2x2xf32>\n}\n' > %t/broadcast.mlir
// RUN: printf 'func.func @f(%%%%a: tensor<2x3xf32>, %%%%b: tensor<3x2xf32>) -> tensor<3x2xf32> {\n  %%%%0 = linalg.transpose ins(%%%%a : tensor<2x3xf32>) outs(%%%%b : tensor<3x2xf32>) permutation = [1, x]\n  return %%%%0 : tensor<3x2xf32>\n}\n' > %t/transpose.mlir
// RUN: printf 'func.func @f(%%%%a: tensor<2x4xf32>) -> tensor<2x8xf32> {\n  %%%%0 = tensor.concat dim(-1) %%%%a, %%%%a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>\n  return %%%%0 : tensor<2x8xf32>\n}\n' > %t/concat.mlir
// RUN: printf 'func.func @f(%%%%a: tensor<2x4xf32>) -> tensor<2x8xf32> {\n  %%%%0 = tensor.concat dim(18446744073709551615) %%%%a, %%%%a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>\n  return %%%%0 : tensor<2x8xf32>\n}\n' > %t/concat-wrapped.mlir
// RUN: printf 'func.func @f(%%%%a: tensor<2x4xf32>) -> tensor<2x8xf32> {\n  %%%%0 = "tensor.concat"(%%%%a, %%%%a) <{dim = -1 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>\n  return %%%%0 : tensor<2x8xf32>\n}\n' > %t/concat-generic.mlir
// RUN: env ASAN_OPTIONS=allow_user_poisoning=0 rope-fuzz -rss_limit_mb=2048 %t/result-number.mlir %t/broadcast.mlir %t/transpose.mlir %t/concat.mlir %t/concat-wrapped.mlir %t/concat-generic.mlir 2>&1 | FileCheck %s
// CHECK: rope-fuzz: {{[0-9]+}} inputs: 0 verified
//
// A well-formed permutation and a concat along dimension 1 are parsed and
// verified. (Not this file: its RUN lines hold the malformed lists.)
// RUN: printf 'func.func @f(%%%%a: tensor<2x3xf32>, %%%%b: tensor<3x2xf32>) -> tensor<3x2xf32> {\n  %%%%0 = linalg.transpose ins(%%%%a : tensor<2x3xf32>) outs(%%%%b : tensor<3x2xf32>) permutation = [1, 0]\n  return %%%%0 : tensor<3x2xf32>\n}\n' > %t/well-formed.mlir
// RUN: printf 'func.func @f(%%%%a: tensor<2x4xf32>) -> tensor<2x8xf32> {\n  %%%%0 = tensor.concat dim(1) %%%%a, %%%%a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>\n  return %%%%0 : tensor<2x8xf32>\n}\n' > %t/concat-ok.mlir
// RUN: env ASAN_OPTIONS=allow_user_poisoning=0 rope-fuzz %t/well-formed.mlir 2>&1 | FileCheck %s --check-prefix=OK
// RUN: env ASAN_OPTIONS=allow_user_poisoning=0 rope-fuzz %t/concat-ok.mlir 2>&1 | FileCheck %s --check-prefix=OK
// OK: rope-fuzz: {{[0-9]+}} inputs: {{[1-9][0-9]*}} verified
