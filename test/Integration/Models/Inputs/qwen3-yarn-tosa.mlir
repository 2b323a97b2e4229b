// Exported by scripts/export-graphs.py (qwen3-yarn-tosa): HF Qwen3 attention block, YaRN
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Qwen3DecoderLayer's input_layernorm + Qwen3Attention (eager, additive causal mask) + residual: q/k norms, YaRN (factor 4, original context 64, base 1000000; attention factor 1.14 on cos and sin)
// config: Qwen3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, rope_parameters={'rope_type': 'yarn', 'rope_theta': 1000000.0, 'factor': 4.0, 'original_max_position_embeddings': 64})
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [16], a8 attn.k_norm.weight [16]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @qwen3_yarn(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
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
    %12 = tosa.const_shape  {values = dense<[1, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 1, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[0, 0, 0, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %21 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %22 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %25 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %30 = "tosa.const"() <{values = dense<1.13862944> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %32 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %33 = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %34 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %35 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %36 = tosa.pow %arg0, %26 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %37 = tosa.reduce_sum %36 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %38 = tosa.mul %37, %27, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %39 = tosa.add %38, %28 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %40 = tosa.rsqrt %39 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %41 = tosa.mul %arg0, %40, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %42 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %43 = tosa.mul %42, %41, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %44 = tosa.reshape %arg1, %3 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %45 = tosa.cast %44 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %46 = tosa.mul %45, %29, %1 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %47 = tosa.concat %46, %46 {axis = 2 : i32} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %48 = tosa.cos %47 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %49 = tosa.mul %48, %30, %1 : (tensor<1x8x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x16xf32>
    %50 = tosa.sin %47 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %51 = tosa.mul %50, %30, %1 : (tensor<1x8x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x16xf32>
    %52 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %53 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %54 = tosa.greater %52, %53 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %55 = tosa.select %54, %31, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %56 = tosa.reshape %55, %7 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %57 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %58 = tosa.reshape %57, %10 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %59 = tosa.matmul %43, %58, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %60 = tosa.reshape %59, %11 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %61 = tosa.pow %60, %32 : (tensor<1x8x4x16xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x4x16xf32>
    %62 = tosa.reduce_sum %61 {axis = 3 : i32} : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x1xf32>
    %63 = tosa.mul %62, %33, %1 : (tensor<1x8x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x4x1xf32>
    %64 = tosa.add %63, %34 : (tensor<1x8x4x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x4x1xf32>
    %65 = tosa.rsqrt %64 : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %66 = tosa.mul %60, %65, %1 : (tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>, tensor<1xi8>) -> tensor<1x8x4x16xf32>
    %67 = tosa.reshape %arg7, %12 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %68 = tosa.mul %67, %66, %1 : (tensor<1x1x1x16xf32>, tensor<1x8x4x16xf32>, tensor<1xi8>) -> tensor<1x8x4x16xf32>
    %69 = tosa.transpose %68 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %70 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %71 = tosa.reshape %70, %13 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %72 = tosa.matmul %43, %71, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %73 = tosa.reshape %72, %14 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %74 = tosa.pow %73, %32 : (tensor<1x8x2x16xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x2x16xf32>
    %75 = tosa.reduce_sum %74 {axis = 3 : i32} : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x1xf32>
    %76 = tosa.mul %75, %33, %1 : (tensor<1x8x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x2x1xf32>
    %77 = tosa.add %76, %34 : (tensor<1x8x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x2x1xf32>
    %78 = tosa.rsqrt %77 : (tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %79 = tosa.mul %73, %78, %1 : (tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>, tensor<1xi8>) -> tensor<1x8x2x16xf32>
    %80 = tosa.reshape %arg8, %12 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %81 = tosa.mul %80, %79, %1 : (tensor<1x1x1x16xf32>, tensor<1x8x2x16xf32>, tensor<1xi8>) -> tensor<1x8x2x16xf32>
    %82 = tosa.transpose %81 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %83 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %84 = tosa.reshape %83, %13 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %85 = tosa.matmul %43, %84, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %86 = tosa.reshape %85, %14 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %87 = tosa.transpose %86 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %88 = tosa.reshape %49, %15 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %89 = tosa.reshape %51, %15 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %90 = tosa.mul %69, %88, %1 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %91 = tosa.slice %69, %17, %16 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %92 = tosa.slice %69, %18, %16 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %93 = tosa.negate %92, %8, %8 : (tensor<1x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8xf32>
    %94 = tosa.concat %93, %91 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %95 = tosa.mul %94, %89, %1 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %96 = tosa.add %90, %95 : (tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
    %97 = tosa.mul %82, %88, %1 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %98 = tosa.slice %82, %17, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %99 = tosa.slice %82, %18, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %100 = tosa.negate %99, %8, %8 : (tensor<1x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8xf32>
    %101 = tosa.concat %100, %98 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %102 = tosa.mul %101, %89, %1 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %103 = tosa.add %97, %102 : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %104 = tosa.reshape %103, %20 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %105 = tosa.tile %104, %21 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %106 = tosa.reshape %105, %22 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %107 = tosa.reshape %87, %20 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %108 = tosa.tile %107, %21 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %109 = tosa.transpose %106 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %110 = tosa.reshape %96, %23 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %111 = tosa.reshape %109, %24 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %112 = tosa.matmul %110, %111, %8, %8 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %113 = tosa.reshape %112, %16 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %114 = tosa.mul %113, %35, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %115 = tosa.add %114, %56 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %116 = tosa.reduce_max %115 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %117 = tosa.sub %115, %116 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %118 = tosa.exp %117 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %119 = tosa.reduce_sum %118 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %120 = tosa.reciprocal %119 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %121 = tosa.mul %118, %120, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %122 = tosa.reshape %121, %25 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %123 = tosa.reshape %108, %23 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %124 = tosa.matmul %122, %123, %8, %8 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %125 = tosa.reshape %124, %22 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %126 = tosa.transpose %125 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %127 = tosa.reshape %126, %9 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %128 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %129 = tosa.reshape %128, %10 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %130 = tosa.matmul %127, %129, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %131 = tosa.add %arg0, %130 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %131 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FA99EE33DE386013C9C44B83A6F12833953773A38B2A20437C1B0BC35"
    }
  }
#-}
