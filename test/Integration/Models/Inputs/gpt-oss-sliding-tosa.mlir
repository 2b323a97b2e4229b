// Exported by scripts/export-graphs.py (gpt-oss-sliding-tosa): HF gpt-oss attention block, sliding window and sinks
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: GptOssDecoderLayer's input_layernorm + GptOssAttention (eager, additive causal mask) + residual: sliding-window layer (window 4) with attention sinks
// config: GptOssConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['sliding_attention'], sliding_window=4, num_local_experts=4, num_experts_per_tok=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.sinks [4], a4 attn.q_proj.weight [64, 64], a5 attn.q_proj.bias [64], a6 attn.k_proj.weight [32, 64], a7 attn.k_proj.bias [32], a8 attn.v_proj.weight [32, 64], a9 attn.v_proj.bias [32], a10 attn.o_proj.weight [64, 64], a11 attn.o_proj.bias [64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @gpt_oss_sliding(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<4xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<32xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>) -> tensor<1x8x64xf32> {
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
    %35 = "tosa.const"() <{values = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %36 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %37 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %38 = tosa.pow %arg0, %30 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %39 = tosa.reduce_sum %38 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %40 = tosa.mul %39, %31, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %41 = tosa.add %40, %32 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %42 = tosa.rsqrt %41 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %43 = tosa.mul %arg0, %42, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %44 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %45 = tosa.mul %44, %43, %1 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %46 = tosa.reshape %arg1, %3 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %47 = tosa.cast %46 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %48 = tosa.mul %47, %33, %1 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %49 = tosa.cos %48 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %50 = tosa.mul %49, %34, %1 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %51 = tosa.sin %48 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %52 = tosa.mul %51, %34, %1 : (tensor<1x8x8xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %53 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %54 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %55 = tosa.greater %53, %54 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %56 = tosa.cast %54 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %57 = tosa.sub %56, %35 : (tensor<8x1xi32>, tensor<1x1xi32>) -> tensor<8x1xi32>
    %58 = tosa.cast %57 : (tensor<8x1xi32>) -> tensor<8x1xi64>
    %59 = tosa.greater_equal %58, %53 : (tensor<8x1xi64>, tensor<1x8xi64>) -> tensor<8x8xi1>
    %60 = tosa.logical_or %55, %59 : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %61 = tosa.select %60, %36, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %62 = tosa.reshape %61, %7 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %63 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %64 = tosa.reshape %63, %11 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %65 = tosa.matmul %45, %64, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %66 = tosa.reshape %65, %8 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %67 = tosa.reshape %arg5, %12 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %68 = tosa.add %66, %67 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %69 = tosa.reshape %68, %13 : (tensor<8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %70 = tosa.transpose %69 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %71 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %72 = tosa.reshape %71, %14 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %73 = tosa.matmul %45, %72, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %74 = tosa.reshape %73, %15 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %75 = tosa.reshape %arg7, %16 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %76 = tosa.add %74, %75 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %77 = tosa.reshape %76, %17 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %78 = tosa.transpose %77 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %79 = tosa.transpose %arg8 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %80 = tosa.reshape %79, %14 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %81 = tosa.matmul %45, %80, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %82 = tosa.reshape %81, %15 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %83 = tosa.reshape %arg9, %16 : (tensor<32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %84 = tosa.add %82, %83 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %85 = tosa.reshape %84, %17 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %86 = tosa.transpose %85 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %87 = tosa.reshape %50, %7 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %88 = tosa.reshape %52, %7 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %89 = tosa.slice %70, %19, %18 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %90 = tosa.slice %70, %20, %18 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %91 = tosa.mul %89, %87, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %92 = tosa.mul %90, %88, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %93 = tosa.sub %91, %92 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %94 = tosa.mul %90, %87, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %95 = tosa.mul %89, %88, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %96 = tosa.add %94, %95 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %97 = tosa.concat %93, %96 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %98 = tosa.slice %78, %19, %21 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %99 = tosa.slice %78, %20, %21 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %100 = tosa.mul %98, %87, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %101 = tosa.mul %99, %88, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %102 = tosa.sub %100, %101 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %103 = tosa.mul %99, %87, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %104 = tosa.mul %98, %88, %1 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %105 = tosa.add %103, %104 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %106 = tosa.concat %102, %105 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %107 = tosa.reshape %106, %22 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %108 = tosa.tile %107, %23 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %109 = tosa.reshape %108, %24 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %110 = tosa.reshape %86, %22 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %111 = tosa.tile %110, %23 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %112 = tosa.transpose %109 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %113 = tosa.reshape %97, %25 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %114 = tosa.reshape %112, %26 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %115 = tosa.matmul %113, %114, %9, %9 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %116 = tosa.reshape %115, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %117 = tosa.mul %116, %37, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %118 = tosa.add %117, %62 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %119 = tosa.reshape %arg3, %27 : (tensor<4xf32>, !tosa.shape<4>) -> tensor<1x4x1x1xf32>
    %120 = tosa.tile %119, %28 : (tensor<1x4x1x1xf32>, !tosa.shape<4>) -> tensor<1x4x8x1xf32>
    %121 = tosa.concat %118, %120 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %122 = tosa.reduce_max %121 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %123 = tosa.sub %121, %122 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %124 = tosa.reduce_max %123 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %125 = tosa.sub %123, %124 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x9xf32>
    %126 = tosa.exp %125 : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x9xf32>
    %127 = tosa.reduce_sum %126 {axis = 3 : i32} : (tensor<1x4x8x9xf32>) -> tensor<1x4x8x1xf32>
    %128 = tosa.reciprocal %127 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %129 = tosa.mul %126, %128, %1 : (tensor<1x4x8x9xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x9xf32>
    %130 = tosa.slice %129, %19, %18 : (tensor<1x4x8x9xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %131 = tosa.reshape %130, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %132 = tosa.reshape %111, %25 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %133 = tosa.matmul %131, %132, %9, %9 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %134 = tosa.reshape %133, %24 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %135 = tosa.transpose %134 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %136 = tosa.reshape %135, %10 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %137 = tosa.transpose %arg10 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %138 = tosa.reshape %137, %11 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %139 = tosa.matmul %136, %138, %9, %9 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %140 = tosa.reshape %139, %8 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %141 = tosa.reshape %arg11, %12 : (tensor<64xf32>, !tosa.shape<2>) -> tensor<1x64xf32>
    %142 = tosa.add %140, %141 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %143 = tosa.reshape %142, %10 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %144 = tosa.add %arg0, %143 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %144 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803FFAD3663E9421503D40A8DE3B3C54EF39289398378C92893628177835"
    }
  }
#-}
