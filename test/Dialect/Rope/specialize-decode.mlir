// RUN: rope-opt %s -split-input-file -rope-specialize-decode -verify-diagnostics | FileCheck %s
// RUN: rope-opt %s -rope-specialize-decode \
// RUN:   --remarks-filter='rope-specialize-decode' --remark-format=yaml \
// RUN:   --remarks-output-file=%t.yaml -o /dev/null
// RUN: FileCheck %s --input-file=%t.yaml --check-prefix=YAML
// RUN: rope-opt %s -split-input-file -rope-specialize-decode=chunk-queries=0 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=NOCHUNK
// RUN: not rope-opt %s -rope-specialize-decode=chunk-queries=-1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// rope-specialize-decode versions attention whose query length is dynamic
// on it: a copy of the op with one query where Sq == 1, a copy padded to
// chunk-queries (4) queries where Sq is 2 to 4, the op as it was otherwise.
// BAD: chunk-queries must not be negative, got -1

// A grouped-query decode step against a rotated cache, exported with
// symbolic query and key lengths.
// CHECK-LABEL: func.func @cached_decode
// CHECK-SAME:    (%[[Q:.*]]: tensor<1x8x?x128xbf16>, %[[K:.*]]: tensor<1x2x?x128xbf16>, %[[V:.*]]: tensor<1x2x?x128xbf16>, %[[P:.*]]: index)
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[SQ:.*]] = tensor.dim %[[Q]], %[[C2]]
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[ONE:.*]] = arith.cmpi eq, %[[SQ]], %[[C1]]
// CHECK:         %[[R:.*]] = scf.if %[[ONE]] -> (tensor<1x8x?x128xbf16>) {
// CHECK:           %[[Q1:.*]] = tensor.cast %[[Q]] : tensor<1x8x?x128xbf16> to tensor<1x8x1x128xbf16>
// CHECK:           %[[D:.*]] = rope.attention %[[Q1]], %[[K]], %[[V]] positions(%[[P]]) {{.*}} causal : tensor<1x8x1x128xbf16>, tensor<1x2x?x128xbf16>, tensor<1x2x?x128xbf16>, tensor<64xf64>, index -> tensor<1x8x1x128xbf16>
// CHECK:           %[[C:.*]] = tensor.cast %[[D]] : tensor<1x8x1x128xbf16> to tensor<1x8x?x128xbf16>
// CHECK:           scf.yield %[[C]]
// CHECK:         } else {
// CHECK:           %[[C4:.*]] = arith.constant 4 : index
// CHECK:           %[[FEW:.*]] = arith.cmpi ule, %[[SQ]], %[[C4]]
// CHECK:           %[[R2:.*]] = scf.if %[[FEW]] -> (tensor<1x8x?x128xbf16>) {
// CHECK:             %[[QP:.*]] = tensor.pad %[[Q]] low[0, 0, 0, 0] high[0, 0, %{{.*}}, 0]
// CHECK:               tensor.yield %{{.*}} : bf16
// CHECK:             } : tensor<1x8x?x128xbf16> to tensor<1x8x4x128xbf16>
// CHECK:             %[[SK:.*]] = tensor.dim %[[K]], %{{.*}} : tensor<1x2x?x128xbf16>
// CHECK:             %[[DIAG:.*]] = arith.subi %[[SK]], %[[SQ]] : index
// CHECK:             %[[P4:.*]] = rope.attention %[[QP]], %[[K]], %[[V]] positions(%[[P]]) {{.*}} causal diagonal(%[[DIAG]]) : tensor<1x8x4x128xbf16>, {{.*}} -> tensor<1x8x4x128xbf16>
// CHECK:             %[[ROWS:.*]] = tensor.extract_slice %[[P4]][0, 0, 0, 0] [1, 8, %[[SQ]], 128] [1, 1, 1, 1] : tensor<1x8x4x128xbf16> to tensor<1x8x?x128xbf16>
// CHECK:             scf.yield %[[ROWS]]
// CHECK:           } else {
// CHECK:             %[[A:.*]] = rope.attention %[[Q]], %[[K]], %[[V]] positions(%[[P]]) {{.*}} causal : tensor<1x8x?x128xbf16>, {{.*}} -> tensor<1x8x?x128xbf16>
// CHECK:             scf.yield %[[A]]
// CHECK:           }
// CHECK:           scf.yield %[[R2]]
// CHECK:         }
// CHECK:         return %[[R]]
// NOCHUNK-LABEL: func.func @cached_decode
// NOCHUNK:         scf.if
// NOCHUNK-NOT:     arith.cmpi ule
// NOCHUNK-NOT:     tensor.pad
// NOCHUNK:         return
// YAML:      --- !Passed
// YAML-NEXT: Pass: rope-specialize-decode
// YAML-NEXT: Name: SingleQuery
// YAML:      Function: cached_decode
func.func @cached_decode(%q: tensor<1x8x?x128xbf16>, %k: tensor<1x2x?x128xbf16>,
                         %v: tensor<1x2x?x128xbf16>, %p: index) -> tensor<1x8x?x128xbf16> {
  %f = rope.frequencies #rope.default<rotary_dim = 128> -> tensor<64xf64>
  // expected-remark @+1 {{versioned on the query length: a copy with one query (a decode step, static shapes) where it is 1, a copy padded to 4 queries where it is 2 to 4 (a short chunk), the op as it was otherwise}}
  %o = rope.attention %q, %k, %v positions(%p) frequencies(%f) layout(half) causal
     : tensor<1x8x?x128xbf16>, tensor<1x2x?x128xbf16>, tensor<1x2x?x128xbf16>, tensor<64xf64>, index -> tensor<1x8x?x128xbf16>
  return %o : tensor<1x8x?x128xbf16>
}

// -----

// Query positions of every form lose their dynamic last dimension with the
// query ([axes, batch, ?] with sections), and so do per-query limits; the
// key positions keep theirs. The padded copy pads them with zeros (the
// limits give it its diagonal: none is added).
// CHECK-LABEL: func.func @positions_and_limits
// CHECK-SAME:    %[[QP:[a-z0-9]+]]: tensor<3x2x?xi64>, %[[KP:[a-z0-9]+]]: tensor<3x2x?xi64>, %[[L:[a-z0-9]+]]: tensor<?xi32>
// CHECK:         scf.if
// CHECK-DAG:       %[[Q1:.*]] = tensor.cast %{{.*}} : tensor<2x4x?x32xf32> to tensor<2x4x1x32xf32>
// CHECK-DAG:       %[[QP1:.*]] = tensor.cast %[[QP]] : tensor<3x2x?xi64> to tensor<3x2x1xi64>
// CHECK-DAG:       %[[L1:.*]] = tensor.cast %[[L]] : tensor<?xi32> to tensor<1xi32>
// CHECK:           rope.attention %[[Q1]], %{{.*}}, %{{.*}} positions(%[[QP1]], %[[KP]]) {{.*}} limits(%[[L1]] : tensor<1xi32>) {{.*}} -> tensor<2x4x1x32xf32>
// CHECK:         } else {
// CHECK:           scf.if
// CHECK:             %[[Q4:.*]] = tensor.pad
// CHECK:             } : tensor<2x4x?x32xf32> to tensor<2x4x4x32xf32>
// CHECK:             %[[QP4:.*]] = tensor.pad %[[QP]]
// CHECK:               tensor.yield %{{.*}} : i64
// CHECK:             } : tensor<3x2x?xi64> to tensor<3x2x4xi64>
// CHECK:             %[[L4:.*]] = tensor.pad %[[L]]
// CHECK:             } : tensor<?xi32> to tensor<4xi32>
// CHECK-NOT:         arith.subi
// CHECK:             rope.attention %[[Q4]], %{{.*}}, %{{.*}} positions(%[[QP4]], %[[KP]]) {{.*}} causal limits(%[[L4]] : tensor<4xi32>) : tensor<2x4x4x32xf32>
// CHECK:           } else {
// CHECK:             rope.attention {{.*}} positions(%[[QP]], %[[KP]]) {{.*}} limits(%[[L]] : tensor<?xi32>) {{.*}} -> tensor<2x4x?x32xf32>
func.func @positions_and_limits(%q: tensor<2x4x?x32xf32>, %k: tensor<2x4x?x32xf32>,
                                %v: tensor<2x4x?x32xf32>, %qp: tensor<3x2x?xi64>,
                                %kp: tensor<3x2x?xi64>, %limits: tensor<?xi32>)
    -> tensor<2x4x?x32xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 32> -> tensor<16xf64>
  // expected-remark @+1 {{versioned on the query length}}
  %o = rope.attention %q, %k, %v positions(%qp, %kp) frequencies(%f) layout(interleaved)
       sections([4, 4, 8]) causal limits(%limits : tensor<?xi32>)
     : tensor<2x4x?x32xf32>, tensor<2x4x?x32xf32>, tensor<2x4x?x32xf32>, tensor<16xf64>,
       tensor<3x2x?xi64>, tensor<3x2x?xi64> -> tensor<2x4x?x32xf32>
  return %o : tensor<2x4x?x32xf32>
}

// -----

// Query positions of static length 1 with a dynamic query: Sq is 1 where
// the op runs at all; no padded copy (its positions could not be padded).
// CHECK-LABEL: func.func @one_position
// CHECK:         scf.if
// CHECK-NOT:     tensor.pad
// CHECK:         return
func.func @one_position(%q: tensor<1x4x?x64xf32>, %k: tensor<1x4x?x64xf32>,
                        %v: tensor<1x4x?x64xf32>, %p: tensor<1xi64>,
                        %kp: tensor<?xi64>) -> tensor<1x4x?x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  // expected-remark @+1 {{a copy with one query (a decode step, static shapes) where it is 1, the op as it was otherwise}}
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half)
     : tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<32xf64>,
       tensor<1xi64>, tensor<?xi64> -> tensor<1x4x?x64xf32>
  return %o : tensor<1x4x?x64xf32>
}

// -----

// One start offset for both queries and keys does not make Sq == Skv
// (a decode step whose cache starts at the same position): versioned.
// CHECK-LABEL: func.func @shared_offset
// CHECK:         scf.if
// CHECK:           rope.attention {{.*}} -> tensor<1x4x1x64xf32>
func.func @shared_offset(%q: tensor<1x4x?x64xf32>, %k: tensor<1x4x?x64xf32>,
                         %v: tensor<1x4x?x64xf32>, %p: index) -> tensor<1x4x?x64xf32> {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  // expected-remark @+1 {{versioned on the query length}}
  %o = rope.attention %q, %k, %v positions(%p, %p) frequencies(%f) layout(half)
     : tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<32xf64>,
       index, index -> tensor<1x4x?x64xf32>
  return %o : tensor<1x4x?x64xf32>
}

// -----

// Left alone: a static query length (the decode kernels apply already),
// self-attention whose queries and keys share one positions tensor (Sq ==
// Skv: one query is a one-token prompt), and query positions or limits of
// 5 queries (Sq is 5 if the op runs at all).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT:     scf.if
// CHECK-COUNT-4: rope.attention
// CHECK-NOT:     scf.if
// YAML:      --- !Missed
// YAML-NEXT: Pass: rope-specialize-decode
// YAML-NEXT: Name: NotSpecialized
// YAML:      Function: left_alone
// YAML:        not versioned on a single query: the query length is static
// YAML:      --- !Missed
// YAML:        not versioned on a single query: the queries and keys share their positions (Sq == Skv)
// YAML:        not versioned on a single query: the query positions fix the query length at another value
// YAML:        not versioned on a single query: the limits fix the query length at another value
func.func @left_alone(%q: tensor<1x4x1x64xf32>, %k: tensor<1x4x?x64xf32>,
                      %v: tensor<1x4x?x64xf32>, %p: index, %kp: tensor<?xi64>,
                      %sq: tensor<1x4x?x64xf32>, %sp: tensor<?xi64>,
                      %p5: tensor<5xi64>, %l5: tensor<5xindex>)
    -> (tensor<1x4x1x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>,
        tensor<1x4x?x64xf32>) {
  %f = rope.frequencies #rope.default<rotary_dim = 64> -> tensor<32xf64>
  %o = rope.attention %q, %k, %v positions(%p, %kp) frequencies(%f) layout(half)
     : tensor<1x4x1x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<32xf64>,
       index, tensor<?xi64> -> tensor<1x4x1x64xf32>
  %s = rope.attention %sq, %k, %v positions(%sp, %sp) frequencies(%f) layout(half) causal
     : tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<32xf64>,
       tensor<?xi64>, tensor<?xi64> -> tensor<1x4x?x64xf32>
  %a = rope.attention %sq, %k, %v positions(%p5, %kp) frequencies(%f) layout(half)
     : tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<32xf64>,
       tensor<5xi64>, tensor<?xi64> -> tensor<1x4x?x64xf32>
  %b = rope.attention %sq, %k, %v positions(%p, %kp) frequencies(%f) layout(half)
       causal limits(%l5 : tensor<5xindex>)
     : tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<32xf64>,
       index, tensor<?xi64> -> tensor<1x4x?x64xf32>
  return %o, %s, %a, %b : tensor<1x4x1x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>,
                          tensor<1x4x?x64xf32>
}

// -----

// Without rotation there are no positions to compare: self-attention shows
// in the sizes. Queries and keys sliced from one projection of one
// activation have provably equal lengths (Sq == Skv): left alone. A decode
// step without rotation (keys of their own length) is versioned as any.
// CHECK-LABEL: func.func @unrotated_self_attention
// CHECK-NOT:     scf.if
// CHECK:         rope.attention
// CHECK-LABEL: func.func @unrotated_decode
// CHECK:         scf.if
// YAML:      --- !Missed
// YAML:      Function: unrotated_self_attention
// YAML:        not versioned on a single query: the query and key lengths are provably equal (Sq == Skv)
// YAML:      --- !Passed
// YAML:      Function: unrotated_decode
func.func @unrotated_self_attention(%x: tensor<1x?x128xf32>) -> tensor<1x4x?x16xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c1 : tensor<1x?x128xf32>
  %qx = tensor.extract_slice %x[0, 0, 0] [1, %n, 64] [1, 1, 1] : tensor<1x?x128xf32> to tensor<1x?x64xf32>
  %kx = tensor.extract_slice %x[0, 0, 64] [1, %n, 64] [1, 1, 1] : tensor<1x?x128xf32> to tensor<1x?x64xf32>
  %q4 = tensor.expand_shape %qx [[0], [1], [2, 3]] output_shape [1, %n, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
  %k4 = tensor.expand_shape %kx [[0], [1], [2, 3]] output_shape [1, %n, 4, 16] : tensor<1x?x64xf32> into tensor<1x?x4x16xf32>
  %e = tensor.empty(%n) : tensor<1x4x?x16xf32>
  %q = linalg.transpose ins(%q4 : tensor<1x?x4x16xf32>) outs(%e : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3]
  %k = linalg.transpose ins(%k4 : tensor<1x?x4x16xf32>) outs(%e : tensor<1x4x?x16xf32>) permutation = [0, 2, 1, 3]
  %o = rope.attention %q, %k, %k causal : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32> -> tensor<1x4x?x16xf32>
  return %o : tensor<1x4x?x16xf32>
}

func.func @unrotated_decode(%q: tensor<1x4x?x16xf32>, %k: tensor<1x4x?x16xf32>) -> tensor<1x4x?x16xf32> {
  // expected-remark @+1 {{versioned on the query length}}
  %o = rope.attention %q, %k, %k causal : tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32> -> tensor<1x4x?x16xf32>
  return %o : tensor<1x4x?x16xf32>
}
