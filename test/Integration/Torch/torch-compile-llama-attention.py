# REQUIRES: torch
# RUN: rm -rf %t && ROPE_MLIR_DUMP_DIR=%t %torch_python %s %t | FileCheck %s
#
# torch.compile(backend="rope_mlir") of a Hugging Face Llama attention layer
# (LlamaRotaryEmbedding + LlamaAttention, sdpa, causal, grouped-query; tiny
# config, random weights). Under torch.compile the weights, inv_freq and the
# score scale reach the backend as graph inputs; the backend makes them
# constants, so rope-raise recovers the exact default schedule and
# rope-fuse-attention makes one rope.attention (the IR kept in
# $ROPE_MLIR_DUMP_DIR is read back). With dynamic=True the sequence length is
# symbolic: lengths 16 and 23 run on ONE compilation (the backend is called
# once, dynamo reports no recompilation). Each result is compared with the
# same model in float64 eager PyTorch (a deep copy, so the compiled model is
# not touched) within 1e-5 of the largest output. The user's module keeps its
# state_dict (keys and values, no inv_freq added) and its training flag.
#
# CHECK: backend calls: 1
# CHECK-NEXT: unique graphs: 1
# CHECK-NEXT: compiled: True
# CHECK: kept IR: exported.mlir raised.mlir lowered.mlir
# CHECK-NEXT: exported: 0 rope.attention, dynamic sequence: True
# CHECK-NEXT: raised: 1 rope.attention
# CHECK-NEXT: remark: {{.*}}schedule #rope.default<rotary_dim = 32>
# CHECK-NEXT: remark: {{.*}}fused into rope.attention
# CHECK-NEXT: state_dict unchanged: True (inv_freq in it: False)
# CHECK-NEXT: training flag unchanged: True
# CHECK-NOT: FAIL
# CHECK: ok sequence 16
# CHECK: ok sequence 23
# CHECK: ok sequence 16 at positions 3000

import copy
import os
import sys

import torch

import rope_mlir  # noqa: F401 - registers the backend
from rope_mlir import torch_backend


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "Inputs"))
from llama_block import LlamaAttentionBlock  # noqa: E402


def main():
    from torch._dynamo.utils import counters
    from transformers import LlamaConfig

    dump_dir = sys.argv[1]
    torch.manual_seed(0)
    config = LlamaConfig(hidden_size=128, num_attention_heads=4, num_key_value_heads=2,
                         head_dim=32, intermediate_size=128, num_hidden_layers=1,
                         vocab_size=128, max_position_embeddings=4096,
                         attention_bias=False)
    config._attn_implementation = "sdpa"
    model = LlamaAttentionBlock(config)
    reference = copy.deepcopy(model).double()
    state_before = {k: v.clone() for k, v in model.state_dict().items()}
    training_before = [m.training for m in model.modules()]

    compiled = torch.compile(model, backend="rope_mlir", dynamic=True)
    counters.clear()
    results = []
    with torch.no_grad():
        for length, start in ((16, 0), (23, 0), (16, 3000)):
            hidden = torch.randn(1, length, 128)
            positions = torch.arange(start, start + length).unsqueeze(0)
            got = compiled(hidden, positions)
            want = reference(hidden.double(), positions)
            results.append((length, start, float((got.double() - want).abs().max()
                                                 / want.abs().max())))

    print(f"backend calls: {len(torch_backend.compilations)}")
    print(f"unique graphs: {counters['stats']['unique_graphs']}")
    record = torch_backend.compilations[0]
    print(f"compiled: {record.compiled} {record.reason}")
    folder = os.path.join(dump_dir, f"0-{record.graph_name}")
    kept = [name for name in ("exported.mlir", "raised.mlir", "lowered.mlir")
            if os.path.exists(os.path.join(folder, name))]
    print("kept IR: " + " ".join(kept))
    with open(os.path.join(folder, "exported.mlir")) as f:
        exported = f.read()
    with open(os.path.join(folder, "raised.mlir")) as f:
        raised = f.read()
    print(f"exported: {exported.count('rope.attention ')} rope.attention, dynamic sequence: "
          f"{'tensor<1x?x128xf32>' in exported}")
    print(f"raised: {raised.count('rope.attention ')} rope.attention")
    for remark in record.remarks[1:3]:
        print(f"remark: {remark}")

    state_after = model.state_dict()
    same = (list(state_after) == list(state_before) and
            all(torch.equal(state_after[k], v) for k, v in state_before.items()))
    print(f"state_dict unchanged: {same} (inv_freq in it: "
          f"{any('inv_freq' in k for k in state_after)})")
    print(f"training flag unchanged: {[m.training for m in model.modules()] == training_before}")

    failed = False
    for length, start, err in results:
        ok = err <= 1e-5
        failed |= not ok
        at = f" at positions {start}" if start else ""
        print(f"{'ok' if ok else 'FAIL'} sequence {length}{at}: max error {err:.1e} relative "
              "to float64 eager PyTorch (tolerance 1e-05)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
