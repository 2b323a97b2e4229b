// Exported by scripts/export-graphs.py (llama-sdpa-f32-tosa): HF Llama attention block, SDPA, float32
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (sdpa, attention_mask=None (causal)) + residual
// config: hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @llama_sdpa_f32(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x8x8xf32>}> : () -> tensor<1x4x8x8xf32>
    %1 = "tosa.const"() <{values = dense<true> : tensor<8x8xi1>}> : () -> tensor<8x8xi1>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %6 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[1, 1, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[0, 0, 0, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %17 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %20 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %21 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %30 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<0> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %32 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %33 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %34 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %35 = tosa.pow %arg0, %26 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %36 = tosa.reduce_sum %35 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %37 = tosa.mul %36, %27, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %38 = tosa.add %37, %28 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %39 = tosa.rsqrt %38 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %40 = tosa.mul %arg0, %39, %2 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %41 = tosa.reshape %arg2, %3 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %42 = tosa.mul %41, %40, %2 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %43 = tosa.reshape %arg1, %4 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %44 = tosa.cast %43 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %45 = tosa.mul %44, %29, %2 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %46 = tosa.concat %45, %45 {axis = 2 : i32} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %47 = tosa.cos %46 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %48 = tosa.sin %46 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %49 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = tosa.reshape %49, %7 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %51 = tosa.matmul %42, %50, %5, %5 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %52 = tosa.reshape %51, %8 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %53 = tosa.transpose %52 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %54 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %55 = tosa.reshape %54, %9 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %56 = tosa.matmul %42, %55, %5, %5 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %57 = tosa.reshape %56, %10 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %58 = tosa.transpose %57 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %59 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %60 = tosa.reshape %59, %9 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %61 = tosa.matmul %42, %60, %5, %5 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %62 = tosa.reshape %61, %10 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %63 = tosa.transpose %62 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %64 = tosa.reshape %47, %11 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %65 = tosa.reshape %48, %11 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %66 = tosa.mul %53, %64, %2 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %67 = tosa.slice %53, %13, %12 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %68 = tosa.slice %53, %14, %12 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %69 = tosa.negate %68, %5, %5 : (tensor<1x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8xf32>
    %70 = tosa.concat %69, %67 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %71 = tosa.mul %70, %65, %2 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %72 = tosa.add %66, %71 : (tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
    %73 = tosa.mul %58, %64, %2 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %74 = tosa.slice %58, %13, %15 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %75 = tosa.slice %58, %14, %15 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %76 = tosa.negate %75, %5, %5 : (tensor<1x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8xf32>
    %77 = tosa.concat %76, %74 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %78 = tosa.mul %77, %65, %2 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %79 = tosa.add %73, %78 : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %80 = tosa.mul %72, %30, %2 : (tensor<1x4x8x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %81 = tosa.reshape %16, %17 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %82 = tosa.reshape %16, %18 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %83 = tosa.cast %82 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %84 = tosa.cast %81 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %85 = tosa.sub %84, %83 : (tensor<1x8xi32>, tensor<8x1xi32>) -> tensor<8x8xi32>
    %86 = tosa.cast %85 : (tensor<8x8xi32>) -> tensor<8x8xi64>
    %87 = tosa.greater_equal %31, %86 : (tensor<1x1xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %88 = tosa.logical_and %87, %1 : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %89 = tosa.select %88, %32, %33 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<8x8xf32>
    %90 = tosa.reshape %79, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %91 = tosa.tile %90, %20 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %92 = tosa.reshape %91, %21 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %93 = tosa.reshape %63, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %94 = tosa.tile %93, %20 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %95 = tosa.transpose %92 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %96 = tosa.mul %95, %30, %2 : (tensor<1x4x16x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x16x8xf32>
    %97 = tosa.reshape %80, %22 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %98 = tosa.reshape %96, %23 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %99 = tosa.matmul %97, %98, %5, %5 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %100 = tosa.reshape %99, %12 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %101 = tosa.reshape %89, %24 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %102 = tosa.add %100, %101 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %103 = tosa.reduce_max %102 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %104 = tosa.sub %102, %103 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %105 = tosa.exp %104 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %106 = tosa.reduce_sum %105 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %107 = tosa.reciprocal %106 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %108 = tosa.mul %105, %107, %2 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %109 = tosa.cast %102 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf64>
    %110 = tosa.equal %109, %34 : (tensor<1x4x8x8xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x8x8xi1>
    %111 = tosa.reduce_all %110 {axis = 3 : i32} : (tensor<1x4x8x8xi1>) -> tensor<1x4x8x1xi1>
    %112 = tosa.select %111, %0, %108 : (tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %113 = tosa.reshape %112, %25 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %114 = tosa.reshape %94, %22 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %115 = tosa.matmul %113, %114, %5, %5 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %116 = tosa.reshape %115, %21 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %117 = tosa.transpose %116 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %118 = tosa.reshape %117, %6 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %119 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %120 = tosa.reshape %119, %7 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %121 = tosa.matmul %118, %120, %5, %5 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %122 = tosa.add %arg0, %121 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %122 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
