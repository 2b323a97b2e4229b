#!/usr/bin/env python3
"""A Hugging Face Llama attention layer compiled end to end from PyTorch.

    bash scripts/setup-torch-venv.sh  # once: build/torch-venv
    build/torch-venv/bin/python examples/llama_attention_torch.py

rope_mlir.torch_frontend.compile exports the layer (LlamaRotaryEmbedding +
LlamaAttention with SDPA, a tiny random-weight config) with torch-mlir,
raises its rotate_half rotations to rope.rotate (rope-raise), fuses them
with QK^T, the causal mask, softmax and PV into one rope.attention
(rope-fuse-attention), compiles it for this CPU and returns a callable on
torch tensors. This script prints what the compiler did (the remarks and the
raised, fused IR) and checks the result against eager PyTorch.

Environment: ROPE_OPT (default build/bin/rope-opt), LLVM_TOOLS_DIR.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
os.environ.setdefault("ROPE_OPT", os.path.join(ROOT, "build", "bin", "rope-opt"))

import torch  # noqa: E402
from transformers import LlamaConfig  # noqa: E402
from transformers.models.llama import modeling_llama  # noqa: E402

from rope_mlir import torch_frontend  # noqa: E402


class LlamaAttentionBlock(torch.nn.Module):
    """LlamaRotaryEmbedding + LlamaAttention, wired as LlamaModel wires them."""

    def __init__(self, config):
        super().__init__()
        self.rotary = modeling_llama.LlamaRotaryEmbedding(config)
        self.attn = modeling_llama.LlamaAttention(config, layer_idx=0)

    def forward(self, hidden_states, position_ids):
        cos, sin = self.rotary(hidden_states, position_ids)
        out, _ = self.attn(hidden_states, (cos, sin), attention_mask=None)
        return out


def main():
    torch.manual_seed(0)
    config = LlamaConfig(hidden_size=256, num_attention_heads=8, num_key_value_heads=2,
                         head_dim=32, intermediate_size=512, num_hidden_layers=1,
                         vocab_size=128, max_position_embeddings=4096,
                         attention_bias=False)
    config._attn_implementation = "sdpa"
    model = LlamaAttentionBlock(config)
    hidden = torch.randn(1, 128, config.hidden_size)
    positions = torch.arange(128).unsqueeze(0)

    compiled = torch_frontend.compile(model, (hidden, positions))
    for remark in compiled.remarks:
        print("remark:", remark)
    print("raised and fused IR (rope ops):")
    for line in compiled.raised.splitlines():
        if "rope." in line:
            print("  " + line.strip()[:160])

    with torch.no_grad():
        want = model(hidden, positions)
    got = compiled(hidden, positions)
    error = float((got - want).abs().max() / want.abs().max())
    print(f"max |compiled - eager PyTorch| / max |eager| = {error:.1e}")
    if error > 1e-5:
        print("FAIL")
        return 1
    print("PASS: the compiled layer matches eager PyTorch")
    return 0


if __name__ == "__main__":
    sys.exit(main())
