// RUN: rope-opt %s --split-input-file --verify-diagnostics

// The attributes of the transform.rope ops, checked when the script is
// parsed.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{query_tile must be at least 1, got 0}}
    %loops = transform.rope.decompose_attention %ops {query_tile = 0} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{key_tile must be at least 1, got -4}}
    %loops = transform.rope.decompose_attention %ops {key_tile = -4} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{key_splits must be at least 1, got 0}}
    %loops = transform.rope.decompose_attention %ops {key_splits = 0} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["rope.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{key_rotation must be auto, on_read or up_front, got 'eager'}}
    %loops = transform.rope.decompose_attention %ops {key_rotation = "eager"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{key_rotation must be auto, on_read or up_front, got 'later'}}
    %a = transform.rope.fuse_attention %f {key_rotation = "later"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{register_block must be [rows, columns], got 3 values}}
    %l = transform.rope.vectorize_contraction %mm {register_block = array<i64: 4, 16, 2>} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{register_block sizes must be at least 1, got [0, 16]}}
    %l = transform.rope.vectorize_contraction %mm {register_block = array<i64: 0, 16>} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{register_block columns (12) must be a multiple of the 8 f32 lanes of a 256-bit register}}
    %l = transform.rope.vectorize_contraction %mm {register_block = array<i64: 4, 12>, vector_bits = 256} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{vector_bits must be a power of two from 128 to 2048, got 384}}
    %l = transform.rope.vectorize_contraction %mm {register_block = array<i64: 4, 24>, vector_bits = 384} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
