// Exported by scripts/export-graphs.py (gpt-oss-sinks-bf16-tosa): HF gpt-oss attention block, attention sinks, bfloat16
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: GptOssDecoderLayer's input_layernorm + GptOssAttention (eager, additive causal mask) + residual: attention sinks, split-halves rotation, YaRN, bfloat16 (softmax in bfloat16)
// config: GptOssConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['full_attention'], num_local_experts=4, num_experts_per_tok=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.bfloat16
// weights (arguments): a2 norm.weight [64], a3 attn.sinks [4], a4 attn.q_proj.weight [64, 64], a5 attn.q_proj.bias [64], a6 attn.k_proj.weight [32, 64], a7 attn.k_proj.bias [32], a8 attn.v_proj.weight [32, 64], a9 attn.v_proj.bias [32], a10 attn.o_proj.weight [64, 64], a11 attn.o_proj.bias [64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @gpt_oss_sinks_bf16(%arg0: tensor<1x8x64xbf16>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xbf16>, %arg3: tensor<4xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<32x64xbf16>, %arg7: tensor<32xbf16>, %arg8: tensor<32x64xbf16>, %arg9: tensor<32xbf16>, %arg10: tensor<64x64xbf16>, %arg11: tensor<64xbf16>) -> tensor<1x8x64xbf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xbf16>}> : () -> tensor<8x8xbf16>
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
    %27 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %28 = tosa.const_shape  {values = dense<[1, 4, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = tosa.const_shape  {values = dense<[1, 1, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %31 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %32 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %33 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %34 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %35 = "tosa.const"() <{values = dense<1.34657359> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<-3.389530e+38> : tensor<1x1xbf16>}> : () -> tensor<1x1xbf16>
    %37 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xbf16>}> : () -> tensor<1x1x1x1xbf16>
    %38 = tosa.cast %arg0 : (tensor<1x8x64xbf16>) -> tensor<1x8x64xf32>
    %39 = tosa.pow %38, %31 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %40 = tosa.reduce_sum %39 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %41 = tosa.mul %40, %32, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %42 = tosa.add %41, %33 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %43 = tosa.rsqrt %42 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %44 = tosa.mul %38, %43, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %45 = tosa.reshape %arg2, %2 : (tensor<64xbf16>, !tosa.shape<3>) -> tensor<1x1x64xbf16>
    %46 = tosa.cast %45 : (tensor<1x1x64xbf16>) -> tensor<1x1x64xf32>
    %47 = tosa.mul %46, %44, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %48 = tosa.cast %47 : (tensor<1x8x64xf32>) -> tensor<1x8x64xbf16>
    %49 = tosa.reshape %arg1, %3 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %50 = tosa.cast %49 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %51 = tosa.mul %50, %34, %1 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %52 = tosa.cos %51 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %53 = tosa.mul %52, %35, %1 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %54 = tosa.sin %51 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %55 = tosa.mul %54, %35, %1 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %56 = tosa.cast %53 : (tensor<1x8x8xf32>) -> tensor<1x8x8xbf16>
    %57 = tosa.cast %55 : (tensor<1x8x8xf32>) -> tensor<1x8x8xbf16>
    %58 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %59 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %60 = tosa.greater %58, %59 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %61 = tosa.select %60, %36, %0 : (tensor<8x8xi1>, tensor<1x1xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    %62 = tosa.reshape %61, %7 : (tensor<8x8xbf16>, !tosa.shape<4>) -> tensor<1x1x8x8xbf16>
    %63 = tosa.reshape %48, %8 : (tensor<1x8x64xbf16>, !tosa.shape<2>) -> tensor<8x64xbf16>
    %64 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %65 = tosa.cast %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %66 = tosa.cast %63 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %67 = tosa.cast %64 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %68 = tosa.reshape %66, %10 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %69 = tosa.reshape %67, %11 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %70 = tosa.matmul %68, %69, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %71 = tosa.reshape %70, %8 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %72 = tosa.reshape %65, %12 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %73 = tosa.add %71, %72 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %74 = tosa.cast %73 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %75 = tosa.reshape %74, %13 : (tensor<8x64xbf16>, !tosa.shape<4>) -> tensor<1x8x4x16xbf16>
    %76 = tosa.transpose %75 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xbf16>) -> tensor<1x4x8x16xbf16>
    %77 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %78 = tosa.cast %arg7 : (tensor<32xbf16>) -> tensor<32xf32>
    %79 = tosa.cast %77 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %80 = tosa.reshape %79, %14 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %81 = tosa.matmul %68, %80, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %82 = tosa.reshape %81, %15 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %83 = tosa.reshape %78, %16 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %84 = tosa.add %82, %83 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %85 = tosa.cast %84 : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %86 = tosa.reshape %85, %17 : (tensor<8x32xbf16>, !tosa.shape<4>) -> tensor<1x8x2x16xbf16>
    %87 = tosa.transpose %86 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xbf16>) -> tensor<1x2x8x16xbf16>
    %88 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<32x64xbf16>) -> tensor<64x32xbf16>
    %89 = tosa.cast %arg9 : (tensor<32xbf16>) -> tensor<32xf32>
    %90 = tosa.cast %88 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %91 = tosa.reshape %90, %14 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %92 = tosa.matmul %68, %91, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %93 = tosa.reshape %92, %15 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %94 = tosa.reshape %89, %16 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %95 = tosa.add %93, %94 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %96 = tosa.cast %95 : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %97 = tosa.reshape %96, %17 : (tensor<8x32xbf16>, !tosa.shape<4>) -> tensor<1x8x2x16xbf16>
    %98 = tosa.transpose %97 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xbf16>) -> tensor<1x2x8x16xbf16>
    %99 = tosa.reshape %56, %7 : (tensor<1x8x8xbf16>, !tosa.shape<4>) -> tensor<1x1x8x8xbf16>
    %100 = tosa.reshape %57, %7 : (tensor<1x8x8xbf16>, !tosa.shape<4>) -> tensor<1x1x8x8xbf16>
    %101 = tosa.slice %76, %19, %18 : (tensor<1x4x8x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xbf16>
    %102 = tosa.slice %76, %20, %18 : (tensor<1x4x8x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xbf16>
    %103 = tosa.mul %101, %99, %1 : (tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x4x8x8xbf16>
    %104 = tosa.mul %102, %100, %1 : (tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x4x8x8xbf16>
    %105 = tosa.sub %103, %104 : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x8xbf16>
    %106 = tosa.mul %102, %99, %1 : (tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x4x8x8xbf16>
    %107 = tosa.mul %101, %100, %1 : (tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x4x8x8xbf16>
    %108 = tosa.add %106, %107 : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x8xbf16>
    %109 = tosa.concat %105, %108 {axis = 3 : i32} : (tensor<1x4x8x8xbf16>, tensor<1x4x8x8xbf16>) -> tensor<1x4x8x16xbf16>
    %110 = tosa.slice %87, %19, %21 : (tensor<1x2x8x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xbf16>
    %111 = tosa.slice %87, %20, %21 : (tensor<1x2x8x16xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xbf16>
    %112 = tosa.mul %110, %99, %1 : (tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x2x8x8xbf16>
    %113 = tosa.mul %111, %100, %1 : (tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x2x8x8xbf16>
    %114 = tosa.sub %112, %113 : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x8xbf16>
    %115 = tosa.mul %111, %99, %1 : (tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x2x8x8xbf16>
    %116 = tosa.mul %110, %100, %1 : (tensor<1x2x8x8xbf16>, tensor<1x1x8x8xbf16>, tensor<1xi8>) -> tensor<1x2x8x8xbf16>
    %117 = tosa.add %115, %116 : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x8xbf16>
    %118 = tosa.concat %114, %117 {axis = 3 : i32} : (tensor<1x2x8x8xbf16>, tensor<1x2x8x8xbf16>) -> tensor<1x2x8x16xbf16>
    %119 = tosa.reshape %118, %22 : (tensor<1x2x8x16xbf16>, !tosa.shape<5>) -> tensor<1x2x1x8x16xbf16>
    %120 = tosa.tile %119, %23 : (tensor<1x2x1x8x16xbf16>, !tosa.shape<5>) -> tensor<1x2x2x8x16xbf16>
    %121 = tosa.reshape %120, %24 : (tensor<1x2x2x8x16xbf16>, !tosa.shape<4>) -> tensor<1x4x8x16xbf16>
    %122 = tosa.reshape %98, %22 : (tensor<1x2x8x16xbf16>, !tosa.shape<5>) -> tensor<1x2x1x8x16xbf16>
    %123 = tosa.tile %122, %23 : (tensor<1x2x1x8x16xbf16>, !tosa.shape<5>) -> tensor<1x2x2x8x16xbf16>
    %124 = tosa.transpose %121 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xbf16>) -> tensor<1x4x16x8xbf16>
    %125 = tosa.reshape %109, %25 : (tensor<1x4x8x16xbf16>, !tosa.shape<3>) -> tensor<4x8x16xbf16>
    %126 = tosa.reshape %124, %26 : (tensor<1x4x16x8xbf16>, !tosa.shape<3>) -> tensor<4x16x8xbf16>
    %127 = tosa.matmul %125, %126, %27, %27 : (tensor<4x8x16xbf16>, tensor<4x16x8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x8x8xf32>
    %128 = tosa.cast %127 : (tensor<4x8x8xf32>) -> tensor<4x8x8xbf16>
    %129 = tosa.reshape %128, %18 : (tensor<4x8x8xbf16>, !tosa.shape<4>) -> tensor<1x4x8x8xbf16>
    %130 = tosa.mul %129, %37, %1 : (tensor<1x4x8x8xbf16>, tensor<1x1x1x1xbf16>, tensor<1xi8>) -> tensor<1x4x8x8xbf16>
    %131 = tosa.add %130, %62 : (tensor<1x4x8x8xbf16>, tensor<1x1x8x8xbf16>) -> tensor<1x4x8x8xbf16>
    %132 = tosa.reshape %arg3, %28 : (tensor<4xbf16>, !tosa.shape<4>) -> tensor<1x4x1x1xbf16>
    %133 = tosa.tile %132, %29 : (tensor<1x4x1x1xbf16>, !tosa.shape<4>) -> tensor<1x4x8x1xbf16>
    %134 = tosa.concat %131, %133 {axis = 3 : i32} : (tensor<1x4x8x8xbf16>, tensor<1x4x8x1xbf16>) -> tensor<1x4x8x9xbf16>
    %135 = tosa.reduce_max %134 {axis = 3 : i32} : (tensor<1x4x8x9xbf16>) -> tensor<1x4x8x1xbf16>
    %136 = tosa.sub %134, %135 : (tensor<1x4x8x9xbf16>, tensor<1x4x8x1xbf16>) -> tensor<1x4x8x9xbf16>
    %137 = tosa.cast %136 : (tensor<1x4x8x9xbf16>) -> tensor<1x4x8x9xf32>
    %138 = tosa.reduce_max %137 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %139 = tosa.sub %137, %138 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %140 = tosa.exp %139 : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x9xf32>
    %141 = tosa.reduce_sum %140 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %142 = tosa.reciprocal %141 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %143 = tosa.mul %140, %142, %1 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x9xf32>
    %144 = tosa.cast %143 : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x9xbf16>
    %145 = tosa.slice %144, %19, %18 : (tensor<1x4x8x9xbf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xbf16>
    %146 = tosa.reshape %145, %30 : (tensor<1x4x8x8xbf16>, !tosa.shape<3>) -> tensor<4x8x8xbf16>
    %147 = tosa.reshape %123, %25 : (tensor<1x2x2x8x16xbf16>, !tosa.shape<3>) -> tensor<4x8x16xbf16>
    %148 = tosa.matmul %146, %147, %27, %27 : (tensor<4x8x8xbf16>, tensor<4x8x16xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<4x8x16xf32>
    %149 = tosa.cast %148 : (tensor<4x8x16xf32>) -> tensor<4x8x16xbf16>
    %150 = tosa.reshape %149, %24 : (tensor<4x8x16xbf16>, !tosa.shape<4>) -> tensor<1x4x8x16xbf16>
    %151 = tosa.transpose %150 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xbf16>) -> tensor<1x8x4x16xbf16>
    %152 = tosa.reshape %151, %8 : (tensor<1x8x4x16xbf16>, !tosa.shape<2>) -> tensor<8x64xbf16>
    %153 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %154 = tosa.cast %arg11 : (tensor<64xbf16>) -> tensor<64xf32>
    %155 = tosa.cast %152 : (tensor<8x64xbf16>) -> tensor<8x64xf32>
    %156 = tosa.cast %153 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %157 = tosa.reshape %155, %10 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %158 = tosa.reshape %156, %11 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %159 = tosa.matmul %157, %158, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %160 = tosa.reshape %159, %8 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %161 = tosa.reshape %154, %12 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %162 = tosa.add %160, %161 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %163 = tosa.cast %162 : (tensor<8x64xf32>) -> tensor<8x64xbf16>
    %164 = tosa.reshape %163, %10 : (tensor<8x64xbf16>, !tosa.shape<3>) -> tensor<1x8x64xbf16>
    %165 = tosa.add %arg0, %164 : (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>) -> tensor<1x8x64xbf16>
    return %165 : tensor<1x8x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FFAD3663E9421503D40A8DE3B3C54EF39289398378C92893628177835"
    }
  }
#-}
