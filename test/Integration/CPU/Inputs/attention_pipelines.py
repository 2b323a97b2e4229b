"""The pipelines the attention integration tests compile each case with.

`CPU` holds the vectorized flash loop nest (rope-lower-to-llvm), the scalar
one (vectorize=0) and the graph form (rope-decompose-attention's
form=graph, then rope-lower-to-llvm); `ALL` adds the GPU lowering's graph
with its launches run as host loops (rope-gpu-launch-to-loops), so that
the kernels' arithmetic is checked on a machine without a GPU. Each value
is what `rope_mlir.aot.compile_module` takes as `pipeline`.
"""

CPU = {
    "flash (rope-lower-to-llvm)": "rope-lower-to-llvm",
    "scalar (vectorize=0)": "rope-lower-to-llvm=vectorize=0",
    "graph (form=graph)": ["--rope-decompose-attention=form=graph", "--rope-lower-to-llvm"],
}

ALL = {
    **CPU,
    "gpu loops (form=graph, rope-gpu-launch-to-loops)": [
        "--pass-pipeline=builtin.module(func.func(rope-decompose-attention{form=graph}),"
        "rope-to-gpu,rope-materialize-tables,rope-to-gpu,rope-to-linalg,"
        "rope-decompose-aggregated-ops,one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map},func.func("
        "convert-linalg-to-parallel-loops,rope-gpu-map-parallel-loops,"
        "convert-parallel-loops-to-gpu),rope-gpu-launch-to-loops,rope-lower-to-llvm)"],
}
