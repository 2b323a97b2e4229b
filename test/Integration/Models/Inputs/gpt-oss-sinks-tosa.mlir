// Exported by scripts/export-graphs.py (gpt-oss-sinks-tosa): HF gpt-oss attention block, attention sinks
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: GptOssDecoderLayer's input_layernorm + GptOssAttention (eager, additive causal mask) + residual: attention sinks (a learned logit per query head in the softmax), rotation of the split halves (torch.chunk, cat), YaRN (factor 32, original context 4096, base 150000, band not truncated, attention factor 1.35), biases
// config: GptOssConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['full_attention'], num_local_experts=4, num_experts_per_tok=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.sinks [4], a4 attn.q_proj.weight [64, 64], a5 attn.q_proj.bias [64], a6 attn.k_proj.weight [32, 64], a7 attn.k_proj.bias [32], a8 attn.v_proj.weight [32, 64], a9 attn.v_proj.bias [32], a10 attn.o_proj.weight [64, 64], a11 attn.o_proj.bias [64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @gpt_oss_sinks(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<4xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %5 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<[8, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %9 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %10 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[1, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %13 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[0, 0, 0, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %23 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %24 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %27 = tosa.const_shape  {values = dense<[1, 4, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[1, 1, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %30 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %32 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %33 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %34 = "tosa.const"() <{values = dense<1.34657359> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %35 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %36 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %37 = tosa.pow %arg0, %30 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %38 = tosa.reduce_sum %37 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %39 = tosa.mul %38, %31, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %40 = tosa.add %39, %32 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %41 = tosa.rsqrt %40 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %42 = tosa.mul %arg0, %41, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %43 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %44 = tosa.mul %43, %42, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %45 = tosa.reshape %arg1, %3 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %46 = tosa.cast %45 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %47 = tosa.mul %46, %33, %1 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %48 = tosa.cos %47 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %49 = tosa.mul %48, %34, %1 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %50 = tosa.sin %47 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %51 = tosa.mul %50, %34, %1 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %52 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %53 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %54 = tosa.greater %52, %53 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %55 = tosa.select %54, %35, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %56 = tosa.reshape %55, %7 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %57 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %58 = tosa.reshape %57, %11 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %59 = tosa.matmul %44, %58, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %60 = tosa.reshape %59, %8 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %61 = tosa.reshape %arg5, %12 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %62 = tosa.add %60, %61 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %63 = tosa.reshape %62, %13 : (tensor<8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %64 = tosa.transpose %63 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %65 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %66 = tosa.reshape %65, %14 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %67 = tosa.matmul %44, %66, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %68 = tosa.reshape %67, %15 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %69 = tosa.reshape %arg7, %16 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %70 = tosa.add %68, %69 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %71 = tosa.reshape %70, %17 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %72 = tosa.transpose %71 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %73 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %74 = tosa.reshape %73, %14 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %75 = tosa.matmul %44, %74, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %76 = tosa.reshape %75, %15 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %77 = tosa.reshape %arg9, %16 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %78 = tosa.add %76, %77 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %79 = tosa.reshape %78, %17 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %80 = tosa.transpose %79 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %81 = tosa.reshape %49, %7 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %82 = tosa.reshape %51, %7 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %83 = tosa.slice %64, %19, %18 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %84 = tosa.slice %64, %20, %18 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %85 = tosa.mul %83, %81, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %86 = tosa.mul %84, %82, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %87 = tosa.sub %85, %86 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %88 = tosa.mul %84, %81, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %89 = tosa.mul %83, %82, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %90 = tosa.add %88, %89 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %91 = tosa.concat %87, %90 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %92 = tosa.slice %72, %19, %21 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %93 = tosa.slice %72, %20, %21 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %94 = tosa.mul %92, %81, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %95 = tosa.mul %93, %82, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %96 = tosa.sub %94, %95 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %97 = tosa.mul %93, %81, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %98 = tosa.mul %92, %82, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %99 = tosa.add %97, %98 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %100 = tosa.concat %96, %99 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %101 = tosa.reshape %100, %22 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %102 = tosa.tile %101, %23 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %103 = tosa.reshape %102, %24 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %104 = tosa.reshape %80, %22 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %105 = tosa.tile %104, %23 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %106 = tosa.transpose %103 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %107 = tosa.reshape %91, %25 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %108 = tosa.reshape %106, %26 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %109 = tosa.matmul %107, %108, %9, %9 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %110 = tosa.reshape %109, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %111 = tosa.mul %110, %36, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %112 = tosa.add %111, %56 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %113 = tosa.reshape %arg3, %27 : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x4x1x1xf32>
    %114 = tosa.tile %113, %28 : (tensor<1x4x1x1xf32>, !tosa.shape<4>) -> tensor<1x4x8x1xf32>
    %115 = tosa.concat %112, %114 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %116 = tosa.reduce_max %115 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %117 = tosa.sub %115, %116 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %118 = tosa.reduce_max %117 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %119 = tosa.sub %117, %118 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %120 = tosa.exp %119 : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x9xf32>
    %121 = tosa.reduce_sum %120 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %122 = tosa.reciprocal %121 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %123 = tosa.mul %120, %122, %1 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x9xf32>
    %124 = tosa.slice %123, %19, %18 : (tensor<1x4x8x9xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %125 = tosa.reshape %124, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %126 = tosa.reshape %105, %25 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %127 = tosa.matmul %125, %126, %9, %9 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %128 = tosa.reshape %127, %24 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %129 = tosa.transpose %128 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %130 = tosa.reshape %129, %10 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %131 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %132 = tosa.reshape %131, %11 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %133 = tosa.matmul %130, %132, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %134 = tosa.reshape %133, %8 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %135 = tosa.reshape %arg11, %12 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %136 = tosa.add %134, %135 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %137 = tosa.reshape %136, %10 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %138 = tosa.add %arg0, %137 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %138 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FFAD3663E9421503D40A8DE3B3C54EF39289398378C92893628177835"
    }
  }
#-}
