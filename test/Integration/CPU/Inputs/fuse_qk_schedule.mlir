// Transform schedule of tile-and-fuse.py: tile every QK^T batch_matmul by
// (head, 16 queries) and fuse its producers, the rotations of Q and K.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %l:2 = transform.structured.fuse %mm tile_sizes [1, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
