// Transform schedule of tile-and-fuse.py: tile every rotation by
// (1 head, 5 positions, 8 channels): tiles that split the head dimension.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.rotate", "rope.rotate_with_tables"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:3 = transform.structured.tile_using_for %ops tile_sizes [1, 5, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
