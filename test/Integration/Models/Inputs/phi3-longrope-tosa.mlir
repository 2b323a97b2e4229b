// Exported by scripts/export-graphs.py (phi3-longrope-tosa): HF Phi-3 attention block, LongRoPE
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Phi3DecoderLayer's input_layernorm + Phi3Attention (eager, additive causal mask) + residual: LongRoPE (short factors up to the original context of 64, long ones past it, chosen at run time from the largest position; attention factor sqrt(1 + ln 4 / ln 64)); the export returns the rotary inv_freq buffer it writes, first
// config: Phi3Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=256, original_max_position_embeddings=64, rope_parameters={'rope_type': 'longrope', 'rope_theta': 10000.0, 'short_factor': [1.0, 1.05, 1.1, 1.25, 1.5, 2.0, 2.5, 3.0], 'long_factor': [1.0, 1.5, 2.0, 3.0, 5.0, 8.0, 12.0, 16.0], 'original_max_position_embeddings': 64, 'partial_rotary_factor': 1.0})
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 norm.weight [64], a3 attn.o_proj.weight [64, 64], a4 attn.qkv_proj.weight [128, 64]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @phi3_longrope(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<128x64xf32>) -> (tensor<8xf32>, tensor<1x8x64xf32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
    %6 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "tosa.const"() <{values = dense<64> : tensor<i64>}> : () -> tensor<i64>
    %8 = tosa.const_shape  {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
    %9 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %12 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %13 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %14 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %16 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[1, 64, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[0, 0, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[0, 0, 96]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = tosa.const_shape  {values = dense<[1, 1, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %27 = tosa.const_shape  {values = dense<[0, 0, 0, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 16]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %30 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %31 = tosa.const_shape  {values = dense<[1, 4, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %32 = tosa.const_shape  {values = dense<[4, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %33 = tosa.const_shape  {values = dense<[4, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %34 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %35 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %36 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %37 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %38 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %39 = "tosa.const"() <{values = dense<1.15470052> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %40 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %41 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %42 = tosa.pow %arg0, %36 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %43 = tosa.reduce_sum %42 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %44 = tosa.mul %43, %37, %3 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %45 = tosa.add %44, %38 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %46 = tosa.rsqrt %45 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %47 = tosa.mul %arg0, %46, %3 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %48 = tosa.reshape %arg2, %4 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %49 = tosa.mul %48, %47, %3 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %50 = tosa.reduce_max %arg1 {axis = 1 : i32} : (tensor<1x8xi64>) -> tensor<1x1xi64>
    %51 = tosa.reshape %50, %5 : (tensor<1x1xi64>, !tosa.shape<0>) -> tensor<i64>
    %52 = tosa.cast %51 : (tensor<i64>) -> tensor<i32>
    %53 = tosa.add %52, %6 : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %54 = tosa.cast %53 : (tensor<i32>) -> tensor<i64>
    %55 = tosa.greater %54, %7 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %56 = tosa.reshape %55, %8 : (tensor<i1>, !tosa.shape<1>) -> tensor<1xi1>
    %57 = tosa.select %56, %2, %1 : (tensor<1xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %58 = tosa.reshape %arg1, %9 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %59 = tosa.cast %58 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %60 = tosa.reshape %57, %10 : (tensor<8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %61 = tosa.mul %59, %60, %3 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %62 = tosa.concat %61, %61 {axis = 2 : i32} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %63 = tosa.cos %62 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %64 = tosa.mul %63, %39, %3 : (tensor<1x8x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x16xf32>
    %65 = tosa.sin %62 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %66 = tosa.mul %65, %39, %3 : (tensor<1x8x16xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x16xf32>
    %67 = tosa.reshape %11, %12 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %68 = tosa.reshape %11, %13 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %69 = tosa.greater %67, %68 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %70 = tosa.select %69, %40, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %71 = tosa.reshape %70, %14 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %72 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %73 = tosa.reshape %72, %17 : (tensor<64x128xf32>, !tosa.shape<3>) -> tensor<1x64x128xf32>
    %74 = tosa.matmul %49, %73, %15, %15 : (tensor<1x8x64xf32>, tensor<1x64x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x128xf32>
    %75 = tosa.slice %74, %18, %16 : (tensor<1x8x128xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %76 = tosa.slice %74, %20, %19 : (tensor<1x8x128xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %77 = tosa.slice %74, %21, %19 : (tensor<1x8x128xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %78 = tosa.reshape %75, %22 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %79 = tosa.transpose %78 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %80 = tosa.reshape %76, %23 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %81 = tosa.transpose %80 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %82 = tosa.reshape %77, %23 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %83 = tosa.transpose %82 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %84 = tosa.reshape %64, %24 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %85 = tosa.reshape %66, %24 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %86 = tosa.mul %79, %84, %3 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %87 = tosa.slice %79, %26, %25 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %88 = tosa.slice %79, %27, %25 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %89 = tosa.negate %88, %15, %15 : (tensor<1x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8xf32>
    %90 = tosa.concat %89, %87 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %91 = tosa.mul %90, %85, %3 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %92 = tosa.add %86, %91 : (tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
    %93 = tosa.mul %81, %84, %3 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %94 = tosa.slice %81, %26, %28 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %95 = tosa.slice %81, %27, %28 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %96 = tosa.negate %95, %15, %15 : (tensor<1x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8xf32>
    %97 = tosa.concat %96, %94 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %98 = tosa.mul %97, %85, %3 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %99 = tosa.add %93, %98 : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %100 = tosa.reshape %99, %29 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %101 = tosa.tile %100, %30 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %102 = tosa.reshape %101, %31 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %103 = tosa.reshape %83, %29 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %104 = tosa.tile %103, %30 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %105 = tosa.transpose %102 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %106 = tosa.reshape %92, %32 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %107 = tosa.reshape %105, %33 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %108 = tosa.matmul %106, %107, %15, %15 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %109 = tosa.reshape %108, %25 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %110 = tosa.mul %109, %41, %3 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %111 = tosa.add %110, %71 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %112 = tosa.reduce_max %111 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %113 = tosa.sub %111, %112 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %114 = tosa.exp %113 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %115 = tosa.reduce_sum %114 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %116 = tosa.reciprocal %115 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %117 = tosa.mul %114, %116, %3 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %118 = tosa.reshape %117, %34 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %119 = tosa.reshape %104, %32 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %120 = tosa.matmul %118, %119, %15, %15 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %121 = tosa.reshape %120, %31 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %122 = tosa.transpose %121 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %123 = tosa.reshape %122, %16 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %124 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %125 = tosa.reshape %124, %35 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %126 = tosa.matmul %123, %125, %15, %15 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %127 = tosa.add %arg0, %126 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %57, %127 : tensor<8xf32>, tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_1: "0x040000000000803FDD329A3E8C2EBA3D383ECF3C0E74DA3B383ECF3A17B7D1392A0FDD38",
      torch_tensor_8_torch.float32: "0x040000000000803FCEE0573ECDCC4C3DD8B32C3C6F12033B383ECF393EC3AE3860CBA537"
    }
  }
#-}
