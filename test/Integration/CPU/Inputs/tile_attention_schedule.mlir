// Transform schedule of attention-fused.py: tile every rope.attention by
// (batch 1, 3 query heads, 40 queries): head tiles that split key/value
// groups and query tiles that do not divide the length, with the causal
// diagonal moving with each tile.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:3 = transform.structured.tile_using_for %ops tile_sizes [1, 3, 40] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
