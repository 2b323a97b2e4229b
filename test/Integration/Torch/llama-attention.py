# REQUIRES: torch
# RUN: %torch_python %s | FileCheck %s
#
# rope_mlir.torch_frontend end to end: a Hugging Face Llama attention layer
# (LlamaRotaryEmbedding + LlamaAttention, sdpa, causal; head_dim 32, whose
# score scale torch-mlir applies as an f64 constant truncated to f32;
# random weights) exported by torch-mlir, raised (both rotations become rope.rotate
# with the default schedule recovered), fused into rope.attention and
# compiled for the CPU, called with torch tensors: the result must match
# eager PyTorch within 1e-5 of the largest output, in f32, at positions 0..15
# and at a KV-cache-like offset (positions 3000..3015, where the exact angles
# differ from PyTorch's float32 angles by up to about 1e-4 radians: 2e-4).
# The module is left as it was (state_dict keys and values, training flag),
# and a call with an input that requires gradients under grad mode raises
# a RuntimeError that says so (the compiled code has no backward).
# With dynamic_shapes (the sequence a torch.export.Dim), one library takes
# sequences of 16 and 9.
# Runs where lit finds an interpreter with torch, torch-mlir and
# transformers (see test/lit.cfg.py).
#
# CHECK: rope-raise: rotate_half rotation raised to rope.rotate
# CHECK: rope-raise: rotate_half rotation raised to rope.rotate
# CHECK: fused into rope.attention: {{.*}}causal mask{{.*}}grouped-query attention, 2 query heads per key/value head
# CHECK: raised IR: 1 rope.attention
# CHECK-NEXT: module unchanged: True, training: True
# CHECK-NEXT: RuntimeError @forward: an input requires gradients and grad mode is on, but the compiled code has no backward
# CHECK-NOT: FAIL
# CHECK: ok positions 0..15
# CHECK: ok positions 3000..3015
# CHECK: dynamic_shapes: ok sequence 16
# CHECK: dynamic_shapes: ok sequence 9

import os
import sys

import torch

from rope_mlir import torch_frontend


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from llama_block import LlamaAttentionBlock  # noqa: E402


def main():
    from transformers import LlamaConfig
    torch.manual_seed(0)
    config = LlamaConfig(hidden_size=128, num_attention_heads=4, num_key_value_heads=2,
                         head_dim=32, intermediate_size=128, num_hidden_layers=1,
                         vocab_size=128, max_position_embeddings=4096,
                         attention_bias=False)
    config._attn_implementation = "sdpa"
    model = LlamaAttentionBlock(config)
    hidden = torch.randn(1, 16, 128)
    positions = torch.arange(16).unsqueeze(0)
    state = {k: v.clone() for k, v in model.state_dict().items()}
    compiled = torch_frontend.compile(model, (hidden, positions))
    for remark in compiled.remarks:
        print(remark)
    print(f"raised IR: {compiled.raised.count('rope.attention ')} rope.attention")
    after = model.state_dict()
    unchanged = list(after) == list(state) and all(torch.equal(after[k], v)
                                                   for k, v in state.items())
    print(f"module unchanged: {unchanged}, training: {model.training}")
    try:
        compiled(hidden.clone().requires_grad_(), positions)
        print("FAIL: no error for an input that requires gradients")
    except RuntimeError as error:
        print(f"RuntimeError {error}")
    failed = False
    for start, tolerance in ((0, 1e-5), (3000, 2e-4)):
        at = positions + start
        with torch.no_grad():
            want = model(hidden, at)
        got = compiled(hidden, at)
        err = float((got - want).abs().max() / want.abs().max())
        ok = err <= tolerance
        failed |= not ok
        print(f"{'ok' if ok else 'FAIL'} positions {start}..{start + 15}: max error "
              f"{err:.1e} relative to eager PyTorch (tolerance {tolerance:.0e})")
    seq = torch.export.Dim("seq", min=2, max=4096)
    dynamic = torch_frontend.compile(model, (hidden, positions),
                                     dynamic_shapes=({1: seq}, {1: seq}))
    for length in (16, 9):
        h, at = torch.randn(1, length, 128), torch.arange(length).unsqueeze(0)
        with torch.no_grad():
            want = model(h, at)
        got = dynamic(h, at)
        err = float((got - want).abs().max() / want.abs().max())
        ok = got.shape == want.shape and err <= 1e-5
        failed |= not ok
        print(f"dynamic_shapes: {'ok' if ok else 'FAIL'} sequence {length}: max error {err:.1e}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
