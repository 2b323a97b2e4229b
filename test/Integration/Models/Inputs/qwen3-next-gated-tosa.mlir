// Exported by scripts/export-graphs.py (qwen3-next-gated-tosa): HF Qwen3-Next attention block, gated attention
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Qwen3NextDecoderLayer's input_layernorm + Qwen3NextAttention (eager, additive causal mask) + residual: gated attention (the output times sigmoid of a gate projected with the queries), partial rotary 0.25, (1 + w) q/k norms
// config: Qwen3NextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, layer_types=['full_attention'], partial_rotary_factor=0.25, num_experts=4, num_experts_per_tok=2, moe_intermediate_size=32, shared_expert_intermediate_size=32)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [128, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [16], a8 attn.k_norm.weight [16]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @qwen3_next_gated(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<128x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>) -> tensor<1x8x64xf32> {
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
    %10 = tosa.const_shape  {values = dense<[1, 64, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[1, 8, 4, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[0, 0, 0, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = tosa.const_shape  {values = dense<[1, 1, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[1, 4, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[1, 4, 8, 12]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = tosa.const_shape  {values = dense<[0, 0, 0, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[1, 2, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[1, 2, 8, 12]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = tosa.const_shape  {values = dense<[1, 4, 8, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[0, 0, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = tosa.const_shape  {values = dense<[1, 2, 8, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %27 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %28 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %29 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %31 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %32 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %33 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %34 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %35 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %37 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %38 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %39 = "tosa.const"() <{values = dense_resource<torch_tensor_2_torch.float32> : tensor<1x1x2xf32>}> : () -> tensor<1x1x2xf32>
    %40 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %41 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %42 = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %43 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %44 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %45 = tosa.pow %arg0, %35 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %46 = tosa.reduce_sum %45 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %47 = tosa.mul %46, %36, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %48 = tosa.add %47, %37 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %49 = tosa.rsqrt %48 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %50 = tosa.mul %arg0, %49, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %51 = tosa.add %arg2, %38 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %52 = tosa.reshape %51, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %53 = tosa.mul %50, %52, %1 : (tensor<1x8x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %54 = tosa.reshape %arg1, %3 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %55 = tosa.cast %54 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %56 = tosa.mul %55, %39, %1 : (tensor<1x8x1xf32>, tensor<1x1x2xf32>, tensor<1xi8>) -> tensor<1x8x2xf32>
    %57 = tosa.concat %56, %56 {axis = 2 : i32} : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %58 = tosa.cos %57 : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %59 = tosa.sin %57 : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %60 = tosa.reshape %4, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %61 = tosa.reshape %4, %6 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %62 = tosa.greater %60, %61 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %63 = tosa.select %62, %40, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %64 = tosa.reshape %63, %7 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %65 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %66 = tosa.reshape %65, %10 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %67 = tosa.matmul %53, %66, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x128xf32>
    %68 = tosa.reshape %67, %11 : (tensor<1x8x128xf32>, !tosa.shape<4>) -> tensor<1x8x4x32xf32>
    %69 = tosa.slice %68, %13, %12 : (tensor<1x8x4x32xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %70 = tosa.slice %68, %14, %12 : (tensor<1x8x4x32xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %71 = tosa.reshape %70, %9 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %72 = tosa.pow %69, %41 : (tensor<1x8x4x16xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x4x16xf32>
    %73 = tosa.reduce_sum %72 {axis = 3 : i32} : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x1xf32>
    %74 = tosa.mul %73, %42, %1 : (tensor<1x8x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x4x1xf32>
    %75 = tosa.add %74, %43 : (tensor<1x8x4x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x4x1xf32>
    %76 = tosa.rsqrt %75 : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1xf32>
    %77 = tosa.mul %69, %76, %1 : (tensor<1x8x4x16xf32>, tensor<1x8x4x1xf32>, tensor<1xi8>) -> tensor<1x8x4x16xf32>
    %78 = tosa.add %arg7, %38 : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %79 = tosa.reshape %78, %15 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %80 = tosa.mul %77, %79, %1 : (tensor<1x8x4x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x4x16xf32>
    %81 = tosa.transpose %80 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %82 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %83 = tosa.reshape %82, %16 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %84 = tosa.matmul %53, %83, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %85 = tosa.reshape %84, %17 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %86 = tosa.pow %85, %41 : (tensor<1x8x2x16xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x2x16xf32>
    %87 = tosa.reduce_sum %86 {axis = 3 : i32} : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x1xf32>
    %88 = tosa.mul %87, %42, %1 : (tensor<1x8x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x2x1xf32>
    %89 = tosa.add %88, %43 : (tensor<1x8x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x2x1xf32>
    %90 = tosa.rsqrt %89 : (tensor<1x8x2x1xf32>) -> tensor<1x8x2x1xf32>
    %91 = tosa.mul %85, %90, %1 : (tensor<1x8x2x16xf32>, tensor<1x8x2x1xf32>, tensor<1xi8>) -> tensor<1x8x2x16xf32>
    %92 = tosa.add %arg8, %38 : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %93 = tosa.reshape %92, %15 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %94 = tosa.mul %91, %93, %1 : (tensor<1x8x2x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x8x2x16xf32>
    %95 = tosa.transpose %94 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %96 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %97 = tosa.reshape %96, %16 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %98 = tosa.matmul %53, %97, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %99 = tosa.reshape %98, %17 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %100 = tosa.transpose %99 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %101 = tosa.reshape %58, %18 : (tensor<1x8x4xf32>, !tosa.shape<4>) -> tensor<1x1x8x4xf32>
    %102 = tosa.reshape %59, %18 : (tensor<1x8x4xf32>, !tosa.shape<4>) -> tensor<1x1x8x4xf32>
    %103 = tosa.slice %81, %13, %19 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %104 = tosa.slice %81, %21, %20 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x12xf32>
    %105 = tosa.slice %95, %13, %22 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %106 = tosa.slice %95, %21, %23 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x12xf32>
    %107 = tosa.mul %103, %101, %1 : (tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>, tensor<1xi8>) -> tensor<1x4x8x4xf32>
    %108 = tosa.slice %103, %13, %24 : (tensor<1x4x8x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x2xf32>
    %109 = tosa.slice %103, %25, %24 : (tensor<1x4x8x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x2xf32>
    %110 = tosa.negate %109, %8, %8 : (tensor<1x4x8x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x2xf32>
    %111 = tosa.concat %110, %108 {axis = 3 : i32} : (tensor<1x4x8x2xf32>, tensor<1x4x8x2xf32>) -> tensor<1x4x8x4xf32>
    %112 = tosa.mul %111, %102, %1 : (tensor<1x4x8x4xf32>, tensor<1x1x8x4xf32>, tensor<1xi8>) -> tensor<1x4x8x4xf32>
    %113 = tosa.add %107, %112 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x4xf32>
    %114 = tosa.mul %105, %101, %1 : (tensor<1x2x8x4xf32>, tensor<1x1x8x4xf32>, tensor<1xi8>) -> tensor<1x2x8x4xf32>
    %115 = tosa.slice %105, %13, %26 : (tensor<1x2x8x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x2xf32>
    %116 = tosa.slice %105, %25, %26 : (tensor<1x2x8x4xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x2xf32>
    %117 = tosa.negate %116, %8, %8 : (tensor<1x2x8x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x2xf32>
    %118 = tosa.concat %117, %115 {axis = 3 : i32} : (tensor<1x2x8x2xf32>, tensor<1x2x8x2xf32>) -> tensor<1x2x8x4xf32>
    %119 = tosa.mul %118, %102, %1 : (tensor<1x2x8x4xf32>, tensor<1x1x8x4xf32>, tensor<1xi8>) -> tensor<1x2x8x4xf32>
    %120 = tosa.add %114, %119 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
    %121 = tosa.concat %113, %104 {axis = 3 : i32} : (tensor<1x4x8x4xf32>, tensor<1x4x8x12xf32>) -> tensor<1x4x8x16xf32>
    %122 = tosa.concat %120, %106 {axis = 3 : i32} : (tensor<1x2x8x4xf32>, tensor<1x2x8x12xf32>) -> tensor<1x2x8x16xf32>
    %123 = tosa.reshape %122, %27 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %124 = tosa.tile %123, %28 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %125 = tosa.reshape %124, %29 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %126 = tosa.reshape %100, %27 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %127 = tosa.tile %126, %28 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %128 = tosa.transpose %125 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %129 = tosa.reshape %121, %30 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %130 = tosa.reshape %128, %31 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %131 = tosa.matmul %129, %130, %8, %8 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %132 = tosa.reshape %131, %32 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %133 = tosa.mul %132, %44, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %134 = tosa.add %133, %64 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %135 = tosa.reduce_max %134 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %136 = tosa.sub %134, %135 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %137 = tosa.exp %136 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %138 = tosa.reduce_sum %137 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %139 = tosa.reciprocal %138 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %140 = tosa.mul %137, %139, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %141 = tosa.reshape %140, %33 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %142 = tosa.reshape %127, %30 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %143 = tosa.matmul %141, %142, %8, %8 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %144 = tosa.reshape %143, %29 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %145 = tosa.transpose %144 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %146 = tosa.reshape %145, %9 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %147 = tosa.sigmoid %71 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %148 = tosa.mul %146, %147, %1 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %149 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %150 = tosa.reshape %149, %34 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %151 = tosa.matmul %148, %150, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %152 = tosa.add %arg0, %151 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %152 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float32: "0x040000000000803F0AD7233C"
    }
  }
#-}
