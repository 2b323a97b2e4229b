// Exported by scripts/export-graphs.py (mistral-eager-gqa-tosa): HF Mistral attention block, batch 2, GQA
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: MistralDecoderLayer's input_layernorm + MistralAttention (eager, additive causal mask) + residual: batch 2, grouped-query attention (4 heads, 2 kv heads)
// config: MistralConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16)
// inputs: hidden_states [2, 8, 64], position_ids [2, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @mistral_eager_gqa(%arg0: tensor<2x8x64xf32>, %arg1: tensor<2x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<2x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[2, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %5 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.const_shape  {values = dense<[1, 16, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[2, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[2, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[2, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[2, 1, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[2, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[0, 0, 0, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[2, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[2, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %21 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %22 = tosa.const_shape  {values = dense<[2, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[8, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[8, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = tosa.const_shape  {values = dense<8> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %30 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %31 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %32 = tosa.pow %arg0, %26 : (tensor<2x8x64xf32>, tensor<1x1x1xf32>) -> tensor<2x8x64xf32>
    %33 = tosa.reduce_sum %32 {axis = 2 : i32} : (tensor<2x8x64xf32>) -> tensor<2x8x1xf32>
    %34 = tosa.mul %33, %27, %1 : (tensor<2x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<2x8x1xf32>
    %35 = tosa.add %34, %28 : (tensor<2x8x1xf32>, tensor<1x1x1xf32>) -> tensor<2x8x1xf32>
    %36 = tosa.rsqrt %35 : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %37 = tosa.mul %arg0, %36, %1 : (tensor<2x8x64xf32>, tensor<2x8x1xf32>, tensor<1xi8>) -> tensor<2x8x64xf32>
    %38 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %39 = tosa.mul %38, %37, %1 : (tensor<1x1x64xf32>, tensor<2x8x64xf32>, tensor<1xi8>) -> tensor<2x8x64xf32>
    %40 = tosa.reshape %arg1, %3 : (tensor<2x8xi64>, !tosa.shape<3>) -> tensor<2x8x1xi64>
    %41 = tosa.cast %40 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %42 = tosa.mul %41, %29, %1 : (tensor<2x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<2x8x8xf32>
    %43 = tosa.concat %42, %42 {axis = 2 : i32} : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x16xf32>
    %44 = tosa.cos %43 : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %45 = tosa.sin %43 : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %46 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %47 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %48 = tosa.greater %46, %47 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %49 = tosa.select %48, %30, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %50 = tosa.reshape %49, %7 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %51 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %52 = tosa.reshape %39, %9 : (tensor<2x8x64xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %53 = tosa.reshape %51, %10 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %54 = tosa.matmul %52, %53, %8, %8 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %55 = tosa.reshape %54, %12 : (tensor<1x16x64xf32>, !tosa.shape<4>) -> tensor<2x8x4x16xf32>
    %56 = tosa.transpose %55 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x8x4x16xf32>) -> tensor<2x4x8x16xf32>
    %57 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %58 = tosa.reshape %57, %13 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %59 = tosa.matmul %52, %58, %8, %8 : (tensor<1x16x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
    %60 = tosa.reshape %59, %14 : (tensor<1x16x32xf32>, !tosa.shape<4>) -> tensor<2x8x2x16xf32>
    %61 = tosa.transpose %60 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %62 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %63 = tosa.reshape %62, %13 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %64 = tosa.matmul %52, %63, %8, %8 : (tensor<1x16x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x32xf32>
    %65 = tosa.reshape %64, %14 : (tensor<1x16x32xf32>, !tosa.shape<4>) -> tensor<2x8x2x16xf32>
    %66 = tosa.transpose %65 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %67 = tosa.reshape %44, %15 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<2x1x8x16xf32>
    %68 = tosa.reshape %45, %15 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<2x1x8x16xf32>
    %69 = tosa.mul %56, %67, %1 : (tensor<2x4x8x16xf32>, tensor<2x1x8x16xf32>, tensor<1xi8>) -> tensor<2x4x8x16xf32>
    %70 = tosa.slice %56, %17, %16 : (tensor<2x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x4x8x8xf32>
    %71 = tosa.slice %56, %18, %16 : (tensor<2x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x4x8x8xf32>
    %72 = tosa.negate %71, %8, %8 : (tensor<2x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x8x8xf32>
    %73 = tosa.concat %72, %70 {axis = 3 : i32} : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
    %74 = tosa.mul %73, %68, %1 : (tensor<2x4x8x16xf32>, tensor<2x1x8x16xf32>, tensor<1xi8>) -> tensor<2x4x8x16xf32>
    %75 = tosa.add %69, %74 : (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) -> tensor<2x4x8x16xf32>
    %76 = tosa.mul %61, %67, %1 : (tensor<2x2x8x16xf32>, tensor<2x1x8x16xf32>, tensor<1xi8>) -> tensor<2x2x8x16xf32>
    %77 = tosa.slice %61, %17, %19 : (tensor<2x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x2x8x8xf32>
    %78 = tosa.slice %61, %18, %19 : (tensor<2x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<2x2x8x8xf32>
    %79 = tosa.negate %78, %8, %8 : (tensor<2x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x8x8xf32>
    %80 = tosa.concat %79, %77 {axis = 3 : i32} : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x16xf32>
    %81 = tosa.mul %80, %68, %1 : (tensor<2x2x8x16xf32>, tensor<2x1x8x16xf32>, tensor<1xi8>) -> tensor<2x2x8x16xf32>
    %82 = tosa.add %76, %81 : (tensor<2x2x8x16xf32>, tensor<2x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %83 = tosa.reshape %82, %20 : (tensor<2x2x8x16xf32>, !tosa.shape<5>) -> tensor<2x2x1x8x16xf32>
    %84 = tosa.tile %83, %21 : (tensor<2x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<2x2x2x8x16xf32>
    %85 = tosa.reshape %84, %22 : (tensor<2x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<2x4x8x16xf32>
    %86 = tosa.reshape %66, %20 : (tensor<2x2x8x16xf32>, !tosa.shape<5>) -> tensor<2x2x1x8x16xf32>
    %87 = tosa.tile %86, %21 : (tensor<2x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<2x2x2x8x16xf32>
    %88 = tosa.transpose %85 {perms = array<i32: 0, 1, 3, 2>} : (tensor<2x4x8x16xf32>) -> tensor<2x4x16x8xf32>
    %89 = tosa.reshape %75, %23 : (tensor<2x4x8x16xf32>, !tosa.shape<3>) -> tensor<8x8x16xf32>
    %90 = tosa.reshape %88, %24 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %91 = tosa.matmul %89, %90, %8, %8 : (tensor<8x8x16xf32>, tensor<8x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x8x8xf32>
    %92 = tosa.reshape %91, %16 : (tensor<8x8x8xf32>, !tosa.shape<4>) -> tensor<2x4x8x8xf32>
    %93 = tosa.mul %92, %31, %1 : (tensor<2x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x8x8xf32>
    %94 = tosa.add %93, %50 : (tensor<2x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = tosa.reduce_max %94 {axis = 3 : i32} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x1xf32>
    %96 = tosa.sub %94, %95 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %97 = tosa.exp %96 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = tosa.reduce_sum %97 {axis = 3 : i32} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x1xf32>
    %99 = tosa.reciprocal %98 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %100 = tosa.mul %97, %99, %1 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>, tensor<1xi8>) -> tensor<2x4x8x8xf32>
    %101 = tosa.reshape %100, %25 : (tensor<2x4x8x8xf32>, !tosa.shape<3>) -> tensor<8x8x8xf32>
    %102 = tosa.reshape %87, %23 : (tensor<2x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<8x8x16xf32>
    %103 = tosa.matmul %101, %102, %8, %8 : (tensor<8x8x8xf32>, tensor<8x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x8x16xf32>
    %104 = tosa.reshape %103, %22 : (tensor<8x8x16xf32>, !tosa.shape<4>) -> tensor<2x4x8x16xf32>
    %105 = tosa.transpose %104 {perms = array<i32: 0, 2, 1, 3>} : (tensor<2x4x8x16xf32>) -> tensor<2x8x4x16xf32>
    %106 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %107 = tosa.reshape %105, %9 : (tensor<2x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x16x64xf32>
    %108 = tosa.reshape %106, %10 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %109 = tosa.matmul %107, %108, %8, %8 : (tensor<1x16x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x64xf32>
    %110 = tosa.reshape %109, %11 : (tensor<1x16x64xf32>, !tosa.shape<3>) -> tensor<2x8x64xf32>
    %111 = tosa.add %arg0, %110 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    return %111 : tensor<2x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
