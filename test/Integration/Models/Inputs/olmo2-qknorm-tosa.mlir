// Exported by scripts/export-graphs.py (olmo2-qknorm-tosa): HF OLMo 2 attention block, post-norm, q/k norms over all heads
// torch 2.15.0+cu132, transformers 5.24.0, torch-mlir 20261001; fx.export_and_import(output_type=tosa), random weights (torch.manual_seed(0)).
// model: Olmo2Attention (eager, additive causal mask), then Olmo2DecoderLayer's post_attention_layernorm + residual: post-norm (x + norm(attention(x))), q/k RMSNorm over the whole projections before the heads are split
// config: Olmo2Config(hidden_size=64, num_attention_heads=4, num_key_value_heads=2)
// inputs: hidden_states [1, 8, 64], position_ids [1, 8] i64, then the weights
// dtype: torch.float32
// weights (arguments): a2 post_norm.weight [64], a3 attn.q_proj.weight [64, 64], a4 attn.k_proj.weight [32, 64], a5 attn.v_proj.weight [32, 64], a6 attn.o_proj.weight [64, 64], a7 attn.q_norm.weight [64], a8 attn.k_norm.weight [32]
// Regenerate: see scripts/export-graphs.py; do not edit by hand.
module {
  func.func @olmo2_qknorm(%arg0: tensor<1x8x64xf32>, %arg1: tensor<1x8xi64>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32xf32>) -> tensor<1x8x64xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %1 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %4 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = tosa.const_shape  {values = dense<[1, 64, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 1, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = tosa.const_shape  {values = dense<[1, 64, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 8, 4, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
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
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<1x1x8xf32>}> : () -> tensor<1x1x8xf32>
    %27 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %28 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %29 = "tosa.const"() <{values = dense<1.562500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %30 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %32 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %33 = tosa.reshape %arg1, %1 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %34 = tosa.cast %33 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %35 = tosa.mul %34, %26, %2 : (tensor<1x8x1xf32>, tensor<1x1x8xf32>, tensor<1xi8>) -> tensor<1x8x8xf32>
    %36 = tosa.concat %35, %35 {axis = 2 : i32} : (tensor<1x8x8xf32>, tensor<1x8x8xf32>) -> tensor<1x8x16xf32>
    %37 = tosa.cos %36 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %38 = tosa.sin %36 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %39 = tosa.reshape %3, %4 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %40 = tosa.reshape %3, %5 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %41 = tosa.greater %39, %40 : (tensor<1x8xi64>, tensor<8x1xi64>) -> tensor<8x8xi1>
    %42 = tosa.select %41, %27, %0 : (tensor<8x8xi1>, tensor<1x1xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %43 = tosa.reshape %42, %6 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %44 = tosa.transpose %arg3 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %45 = tosa.reshape %44, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %46 = tosa.matmul %arg0, %45, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %47 = tosa.pow %46, %28 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %48 = tosa.reduce_sum %47 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %49 = tosa.mul %48, %29, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %50 = tosa.add %49, %30 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %51 = tosa.rsqrt %50 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %52 = tosa.mul %46, %51, %2 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %53 = tosa.reshape %arg7, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %54 = tosa.mul %53, %52, %2 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %55 = tosa.transpose %arg4 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %56 = tosa.reshape %55, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %57 = tosa.matmul %arg0, %56, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %58 = tosa.pow %57, %28 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %59 = tosa.reduce_sum %58 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %60 = tosa.mul %59, %31, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %61 = tosa.add %60, %30 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %62 = tosa.rsqrt %61 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %63 = tosa.mul %57, %62, %2 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %64 = tosa.reshape %arg8, %12 : (tensor<32xf32>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %65 = tosa.mul %64, %63, %2 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %66 = tosa.transpose %arg5 {perms = array<i32: 1, 0>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %67 = tosa.reshape %66, %11 : (tensor<64x32xf32>, !tosa.shape<3>) -> tensor<1x64x32xf32>
    %68 = tosa.matmul %arg0, %67, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %69 = tosa.reshape %54, %13 : (tensor<1x8x64xf32>, !tosa.shape<4>) -> tensor<1x8x4x16xf32>
    %70 = tosa.transpose %69 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x16xf32>) -> tensor<1x4x8x16xf32>
    %71 = tosa.reshape %65, %14 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %72 = tosa.transpose %71 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %73 = tosa.reshape %68, %14 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %74 = tosa.transpose %73 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %75 = tosa.reshape %37, %15 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %76 = tosa.reshape %38, %15 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x1x8x16xf32>
    %77 = tosa.mul %70, %75, %2 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %78 = tosa.slice %70, %17, %16 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %79 = tosa.slice %70, %18, %16 : (tensor<1x4x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %80 = tosa.negate %79, %7, %7 : (tensor<1x4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x8xf32>
    %81 = tosa.concat %80, %78 {axis = 3 : i32} : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x16xf32>
    %82 = tosa.mul %81, %76, %2 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x4x8x16xf32>
    %83 = tosa.add %77, %82 : (tensor<1x4x8x16xf32>, tensor<1x4x8x16xf32>) -> tensor<1x4x8x16xf32>
    %84 = tosa.mul %72, %75, %2 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %85 = tosa.slice %72, %17, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %86 = tosa.slice %72, %18, %19 : (tensor<1x2x8x16xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %87 = tosa.negate %86, %7, %7 : (tensor<1x2x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x8xf32>
    %88 = tosa.concat %87, %85 {axis = 3 : i32} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
    %89 = tosa.mul %88, %76, %2 : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>, tensor<1xi8>) -> tensor<1x2x8x16xf32>
    %90 = tosa.add %84, %89 : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %91 = tosa.reshape %90, %20 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %92 = tosa.tile %91, %21 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %93 = tosa.reshape %92, %22 : (tensor<1x2x2x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %94 = tosa.reshape %74, %20 : (tensor<1x2x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x16xf32>
    %95 = tosa.tile %94, %21 : (tensor<1x2x1x8x16xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x16xf32>
    %96 = tosa.transpose %93 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x16xf32>) -> tensor<1x4x16x8xf32>
    %97 = tosa.reshape %83, %23 : (tensor<1x4x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %98 = tosa.reshape %96, %24 : (tensor<1x4x16x8xf32>, !tosa.shape<3>) -> tensor<4x16x8xf32>
    %99 = tosa.matmul %97, %98, %7, %7 : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %100 = tosa.reshape %99, %16 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %101 = tosa.mul %100, %32, %2 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %102 = tosa.add %101, %43 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %103 = tosa.reduce_max %102 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %104 = tosa.sub %102, %103 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %105 = tosa.exp %104 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %106 = tosa.reduce_sum %105 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %107 = tosa.reciprocal %106 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %108 = tosa.mul %105, %107, %2 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %109 = tosa.reshape %108, %25 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %110 = tosa.reshape %95, %23 : (tensor<1x2x2x8x16xf32>, !tosa.shape<3>) -> tensor<4x8x16xf32>
    %111 = tosa.matmul %109, %110, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x16xf32>
    %112 = tosa.reshape %111, %22 : (tensor<4x8x16xf32>, !tosa.shape<4>) -> tensor<1x4x8x16xf32>
    %113 = tosa.transpose %112 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x16xf32>) -> tensor<1x8x4x16xf32>
    %114 = tosa.reshape %113, %8 : (tensor<1x8x4x16xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %115 = tosa.transpose %arg6 {perms = array<i32: 1, 0>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %116 = tosa.reshape %115, %9 : (tensor<64x64xf32>, !tosa.shape<3>) -> tensor<1x64x64xf32>
    %117 = tosa.matmul %114, %116, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %118 = tosa.pow %117, %28 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %119 = tosa.reduce_sum %118 {axis = 2 : i32} : (tensor<1x8x64xf32>) -> tensor<1x8x1xf32>
    %120 = tosa.mul %119, %29, %2 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %121 = tosa.add %120, %30 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %122 = tosa.rsqrt %121 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %123 = tosa.mul %117, %122, %2 : (tensor<1x8x64xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %124 = tosa.reshape %arg2, %10 : (tensor<64xf32>, !tosa.shape<3>) -> tensor<1x1x64xf32>
    %125 = tosa.mul %124, %123, %2 : (tensor<1x1x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %126 = tosa.add %arg0, %125 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    return %126 : tensor<1x8x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
