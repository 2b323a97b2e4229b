// Exported by scripts/export-graphs.py (llama31-scaled-tosa): HF Llama attention block, Llama 3.1 rope scaling
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: LlamaDecoderLayer's input_layernorm + LlamaAttention (eager, additive causal mask) + residual: Llama 3.1's rope scaling (rope_type llama3: factor 8, low/high frequency factors 1 and 4, original context 8192, base 500000)
// config: LlamaConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, rope_parameters={'rope_type': 'llama3', 'rope_theta': 500000.0, 'factor': 8.0, 'low_freq_factor': 1.0, 'high_freq_factor': 4.0, 'original_max_position_embeddings': 8192})
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @llama31_scaled(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %5 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 1, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[0, 0, 0, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %20 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %21 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %26 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %29 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %30 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %31 = tosa.pow %arg0, %25 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %32 = tosa.reduce_sum %31 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %33 = tosa.mul %32, %26, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %34 = tosa.add %33, %27 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %35 = tosa.rsqrt %34 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %36 = tosa.mul %arg0, %35, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %37 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %38 = tosa.mul %37, %36, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %39 = tosa.reshape %arg1, %3 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %40 = tosa.cast %39 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %41 = tosa.mul %40, %28, %1 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %42 = tosa.concat %41, %41 {axis = 2 : i32} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %43 = tosa.cos %42 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %44 = tosa.sin %42 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %45 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %46 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %47 = tosa.greater %45, %46 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %48 = tosa.select %47, %29, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %49 = tosa.reshape %48, %7 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %50 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %51 = tosa.reshape %50, %10 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %52 = tosa.matmul %38, %51, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %53 = tosa.reshape %52, %11 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %54 = tosa.transpose %53 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %55 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %56 = tosa.reshape %55, %12 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %57 = tosa.matmul %38, %56, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %58 = tosa.reshape %57, %13 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %59 = tosa.transpose %58 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %60 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %61 = tosa.reshape %60, %12 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %62 = tosa.matmul %38, %61, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %63 = tosa.reshape %62, %13 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %64 = tosa.transpose %63 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %65 = tosa.reshape %43, %14 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %66 = tosa.reshape %44, %14 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %67 = tosa.mul %54, %65, %1 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %68 = tosa.slice %54, %16, %15 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %69 = tosa.slice %54, %17, %15 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %70 = tosa.negate %69, %8, %8 : (tensor<1x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8xf32>
    %71 = tosa.concat %70, %68 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %72 = tosa.mul %71, %66, %1 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %73 = tosa.add %67, %72 : (tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
    %74 = tosa.mul %59, %65, %1 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %75 = tosa.slice %59, %16, %18 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %76 = tosa.slice %59, %17, %18 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %77 = tosa.negate %76, %8, %8 : (tensor<1x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8xf32>
    %78 = tosa.concat %77, %75 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %79 = tosa.mul %78, %66, %1 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %80 = tosa.add %74, %79 : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %81 = tosa.reshape %80, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %82 = tosa.tile %81, %20 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %83 = tosa.reshape %82, %21 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %84 = tosa.reshape %64, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %85 = tosa.tile %84, %20 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %86 = tosa.transpose %83 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %87 = tosa.reshape %73, %22 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %88 = tosa.reshape %86, %23 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %89 = tosa.matmul %87, %88, %8, %8 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %90 = tosa.reshape %89, %15 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %91 = tosa.mul %90, %30, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %92 = tosa.add %91, %49 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %93 = tosa.reduce_max %92 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %94 = tosa.sub %92, %93 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %95 = tosa.exp %94 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %96 = tosa.reduce_sum %95 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %97 = tosa.reciprocal %96 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %98 = tosa.mul %95, %97, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %99 = tosa.reshape %98, %24 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %100 = tosa.reshape %85, %22 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %101 = tosa.matmul %99, %100, %8, %8 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %102 = tosa.reshape %101, %21 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %103 = tosa.transpose %102 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %104 = tosa.reshape %103, %9 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %105 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %106 = tosa.reshape %105, %10 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %107 = tosa.matmul %104, %106, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %108 = tosa.add %arg0, %107 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %108 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FB093463EC8081A3D4FF7EE3BD295093AF8C80F38C410DF36A707AD35"
    }
  }
#-}
