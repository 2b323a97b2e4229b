"""The module the vector math accuracy tests compile: @f applies one f32
math op to every element of a [rows, columns] tensor, a linalg.generic that
rope-lower-to-llvm vectorizes (rows of target-wide vectors) and whose math
rope-approximate-vector-math rewrites."""


def elementwise_module(op, rows, columns, fastmath=None):
    """`fastmath`: the op's fast-math flags, e.g. "afn"."""
    flags = f" fastmath<{fastmath}>" if fastmath else ""
    t = f"tensor<{rows}x{columns}xf32>"
    m = "affine_map<(d0, d1) -> (d0, d1)>"
    return f"""
func.func @f(%x: {t}) -> {t} attributes {{llvm.emit_c_interface}} {{
  %e = tensor.empty() : {t}
  %r = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = ["parallel", "parallel"]}}
      ins(%x : {t}) outs(%e : {t}) {{
  ^bb0(%in: f32, %out: f32):
    %p = math.{op} %in{flags} : f32
    linalg.yield %p : f32
  }} -> {t}
  return %r : {t}
}}
"""
