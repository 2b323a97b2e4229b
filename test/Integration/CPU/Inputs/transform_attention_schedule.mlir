// Transform schedule of transform-attention.py: raise the rotations, fuse
// the attention and decompose it into query tiles of 6 and key blocks of 5
// (neither divides the 16 queries and keys, so the partial tile and block
// are exercised), the keys rotated up front.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    %raised, %rotations = transform.rope.raise %func
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %attention = transform.rope.fuse_attention %raised {key_rotation = "up_front"}
        : (!transform.any_op) -> !transform.any_op
    %loops = transform.rope.decompose_attention %attention {query_tile = 6, key_tile = 5}
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
