// Exported by scripts/export-graphs.py (llama4-nope-tosa): HF Llama 4 attention block, a NoPE layer with temperature tuning
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Llama4TextDecoderLayer's input_layernorm + Llama4TextAttention (eager, additive causal mask) + residual: a NoPE layer (no_rope_layers [0]) with attention temperature tuning (queries scaled by 1 + 0.1 log1p(floor((i + 1) / 4)) at query index i; floor_scale 4), GQA
// config: Llama4TextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16, no_rope_layers=[0], floor_scale=4, attn_scale=0.1, intermediate_size_mlp=128, num_local_experts=2, moe_layers=[])
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @llama4_nope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %4 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[1, 8, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %15 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %16 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %23 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %24 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %25 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %26 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %27 = "tosa.const"() <{values = dense<1.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %28 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %29 = tosa.pow %arg0, %21 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %30 = tosa.reduce_sum %29 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %31 = tosa.mul %30, %22, %1 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %32 = tosa.add %31, %23 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %33 = tosa.rsqrt %32 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %34 = tosa.mul %arg0, %33, %1 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %35 = tosa.reshape %arg2, %2 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %36 = tosa.mul %34, %35, %1 : (tensor<1x8x64xf32>, tensor<1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %37 = tosa.reshape %3, %4 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %38 = tosa.reshape %3, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %39 = tosa.greater %37, %38 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %40 = tosa.select %39, %24, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %41 = tosa.reshape %40, %6 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %42 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %43 = tosa.reshape %42, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %44 = tosa.matmul %36, %43, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %45 = tosa.reshape %44, %10 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %46 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %47 = tosa.reshape %46, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %48 = tosa.matmul %36, %47, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %49 = tosa.reshape %48, %12 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %50 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %51 = tosa.reshape %50, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %52 = tosa.matmul %36, %51, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %53 = tosa.reshape %52, %12 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %54 = tosa.transpose %53 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %55 = tosa.cast %3 : (tensor<8xi64>) -> tensor<8xi32>
    %56 = tosa.cast %55 : (tensor<8xi32>) -> tensor<8xf32>
    %57 = tosa.add %56, %25 : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %58 = tosa.mul %57, %26, %1 : (tensor<8xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<8xf32>
    %59 = tosa.floor %58 : (tensor<8xf32>) -> tensor<8xf32>
    %60 = tosa.add %59, %25 : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %61 = tosa.log %60 : (tensor<8xf32>) -> tensor<8xf32>
    %62 = tosa.mul %61, %27, %1 : (tensor<8xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<8xf32>
    %63 = tosa.add %62, %25 : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %64 = tosa.reshape %63, %13 : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x8x1x1xf32>
    %65 = tosa.mul %45, %64, %1 : (tensor<1x8x4x16xf32>, tensor<1x8x1x1xf32>, tensor<1xi8>) -> tensor<1x8x4x16xf32>
    %66 = tosa.transpose %65 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %67 = tosa.transpose %49 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %68 = tosa.reshape %67, %14 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %69 = tosa.tile %68, %15 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %70 = tosa.reshape %69, %16 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %71 = tosa.reshape %54, %14 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %72 = tosa.tile %71, %15 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %73 = tosa.transpose %70 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %74 = tosa.reshape %66, %17 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %75 = tosa.reshape %73, %18 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %76 = tosa.matmul %74, %75, %7, %7 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %77 = tosa.reshape %76, %19 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %78 = tosa.mul %77, %28, %1 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %79 = tosa.add %78, %41 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %80 = tosa.reduce_max %79 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %81 = tosa.sub %79, %80 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %82 = tosa.exp %81 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %83 = tosa.reduce_sum %82 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %84 = tosa.reciprocal %83 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %85 = tosa.mul %82, %84, %1 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %86 = tosa.reshape %85, %20 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %87 = tosa.reshape %72, %17 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %88 = tosa.matmul %86, %87, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %89 = tosa.reshape %88, %16 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %90 = tosa.transpose %89 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %91 = tosa.reshape %90, %8 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %92 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %93 = tosa.reshape %92, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %94 = tosa.matmul %91, %93, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %95 = tosa.add %arg0, %94 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %95 : tensor<1x8x64xf32>
  }
}
