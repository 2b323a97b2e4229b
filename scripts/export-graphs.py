#!/usr/bin/env python3
"""Export small PyTorch attention graphs to linalg-on-tensors MLIR.

The graphs are the test inputs of `rope-raise`
(test/Conversion/LinalgToRope/Inputs/): RoPE as real frontends spell it.
Every model is a tiny configuration with random weights (seeded), so nothing
is downloaded but the packages themselves. Run it in a virtual environment
with the pinned versions of scripts/export-requirements.txt:

    python3 -m venv build/export-venv
    build/export-venv/bin/pip install -r scripts/export-requirements.txt
    build/export-venv/bin/python scripts/export-graphs.py \
        test/Conversion/LinalgToRope/Inputs [name ...]
    build/export-venv/bin/python scripts/export-graphs.py --tosa \
        test/Conversion/LinalgToRope/Inputs [name ...]

With --tosa the same models are exported through torch-mlir's TOSA output
instead, as <name>-tosa.mlir / <name>-tosa.npz (rope-raise reads them after
the upstream TOSA-to-linalg passes).

Each file starts with a header naming the versions and the configuration it
was exported with; <name>.npz beside it holds the example inputs (a0, a1,
...) and eager PyTorch's outputs for them (r0, r1, ...). torch-mlir prints a newer MLIR than the project's; the
script strips what MLIR 22 cannot parse (the `{-# dialect_resources #-}`
blob section is kept, since `dense_resource` constants refer to it).
"""

import argparse
import math
import os
import re
import sys

import numpy as np
import torch
import transformers
import torch_mlir
from torch_mlir import fx
from torch_mlir.compiler_utils import OutputType

try:
    from importlib.metadata import version as _dist_version
except ImportError:  # pragma: no cover
    _dist_version = None


def dist_version(name):
    try:
        return _dist_version(name)
    except Exception:  # noqa: BLE001 - a missing distribution is reported as such
        return "unknown"


SEED = 0
BATCH = 1
SEQ = 8


# The torch-mlir output type of this run (--tosa switches it).
OUTPUT_TYPE = OutputType.LINALG_ON_TENSORS
OUTPUT_NAMES = {OutputType.LINALG_ON_TENSORS: "linalg-on-tensors", OutputType.TOSA: "tosa"}


def header(name, what, config):
    lines = [
        f"// Exported by scripts/export-graphs.py ({name}): {what}",
        f"// torch {torch.__version__}, transformers {transformers.__version__}, "
        f"torch-mlir {dist_version('torch-mlir')}; "
        f"fx.export_and_import(output_type={OUTPUT_NAMES[OUTPUT_TYPE]}), random weights "
        f"(torch.manual_seed({SEED})).",
    ]
    for key, value in config.items():
        lines.append(f"// {key}: {value}")
    lines.append("// Regenerate: see scripts/export-graphs.py; do not edit by hand.")
    return "\n".join(lines) + "\n"


# Eager PyTorch's outputs for the export's example inputs, per export name
# (written next to the MLIR as <name>.npz: inputs a0, a1, ..., outputs r0,
# r1, ...), which test/Integration/CPU/raise-exports.py compares with.
EAGER = {}


def as_numpy(tensor):
    """numpy has no bfloat16: such tensors are kept as their uint16 bit patterns."""
    if tensor.dtype == torch.bfloat16:
        return tensor.view(torch.int16).numpy().view(np.uint16)
    return tensor.numpy()


def export(module, args, func_name, dynamic_shapes=None):
    module.eval()
    # torch-mlir's frozen import looks buffers up in the state dict, which
    # leaves out non-persistent ones (inv_freq): make them persistent.
    for sub in module.modules():
        sub._non_persistent_buffers_set.clear()
    with torch.no_grad():
        outputs = module(*args)
        mlir = fx.export_and_import(module, *args, output_type=OUTPUT_TYPE,
                                    func_name=func_name, dynamic_shapes=dynamic_shapes)
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    EAGER[func_name] = ({f"a{i}": as_numpy(a) for i, a in enumerate(args)} |
                        {f"r{i}": as_numpy(r.contiguous()) for i, r in enumerate(outputs)})
    return str(mlir)


def position_ids(seq=SEQ, start=0):
    return torch.arange(start, start + seq, dtype=torch.int64).unsqueeze(0).expand(BATCH, seq)


# --------------------------------------------------------------------------
# Hugging Face Llama: rotate_half, cos/sin from position_ids * inv_freq.
# --------------------------------------------------------------------------

def llama_config(**overrides):
    from transformers import LlamaConfig
    cfg = dict(hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
               intermediate_size=128, num_hidden_layers=1, vocab_size=128,
               max_position_embeddings=256, attention_bias=False)
    cfg.update(overrides)
    return LlamaConfig(**cfg)


class LlamaAttentionBlock(torch.nn.Module):
    """LlamaRotaryEmbedding + LlamaAttention, as LlamaModel wires them."""

    def __init__(self, config):
        super().__init__()
        from transformers.models.llama import modeling_llama as m
        self.rotary = m.LlamaRotaryEmbedding(config)
        self.attn = m.LlamaAttention(config, layer_idx=0)

    def forward(self, hidden_states, position_ids):
        cos, sin = self.rotary(hidden_states, position_ids)
        out, _ = self.attn(hidden_states, (cos, sin), attention_mask=None)
        return out


class LlamaRopeQK(torch.nn.Module):
    """The rotation alone: q, k projections rotated and returned, v untouched."""

    def __init__(self, config):
        super().__init__()
        from transformers.models.llama import modeling_llama as m
        self.rotary = m.LlamaRotaryEmbedding(config)
        self.config = config
        d = config.head_dim
        self.q = torch.nn.Linear(config.hidden_size, config.num_attention_heads * d, bias=False)
        self.k = torch.nn.Linear(config.hidden_size, config.num_key_value_heads * d, bias=False)
        self.v = torch.nn.Linear(config.hidden_size, config.num_key_value_heads * d, bias=False)

    def forward(self, hidden_states, position_ids):
        from transformers.models.llama.modeling_llama import apply_rotary_pos_emb
        b, s, _ = hidden_states.shape
        d = self.config.head_dim
        q = self.q(hidden_states).view(b, s, -1, d).transpose(1, 2)
        k = self.k(hidden_states).view(b, s, -1, d).transpose(1, 2)
        v = self.v(hidden_states).view(b, s, -1, d).transpose(1, 2)
        cos, sin = self.rotary(hidden_states, position_ids)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        return q, k, v


def hidden(config, seq=SEQ):
    return torch.randn(BATCH, seq, config.hidden_size)


def export_llama_sdpa_attention():
    config = llama_config(_attn_implementation="sdpa")
    model = LlamaAttentionBlock(config)
    args = (hidden(config), position_ids())
    return export(model, args, "llama_sdpa_attention"), {
        "model": "transformers LlamaRotaryEmbedding + LlamaAttention (attn_implementation=sdpa, "
                 "attention_mask=None: causal)",
        "config": "hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000",
        "inputs": f"hidden_states [{BATCH}, {SEQ}, 64] f32, position_ids [{BATCH}, {SEQ}] i64 (0..{SEQ - 1})",
        "output": f"attention output [{BATCH}, {SEQ}, 64] f32",
    }


def export_llama_rope(name, rope_parameters, what, dtype=torch.float32, dynamic=False):
    config = llama_config(rope_parameters=rope_parameters)
    model = LlamaRopeQK(config).to(dtype)
    args = (hidden(config).to(dtype), position_ids())
    seq = torch.export.Dim("seq", min=2, max=4096)
    dynamic_shapes = ({"hidden_states": {1: seq}, "position_ids": {1: seq}} if dynamic
                      else None)
    return export(model, args, name.replace("-", "_"), dynamic_shapes), {
        "model": f"q/k/v projections of a Llama layer, q and k through apply_rotary_pos_emb ({what})",
        "config": "hidden 64, heads 4, kv heads 2, head_dim 16",
        "rope_parameters": rope_parameters,
        "dtype": str(dtype),
        "sequence length": "dynamic (2 to 4096)" if dynamic else SEQ,
        "inputs": f"hidden_states [{BATCH}, {SEQ}, 64], position_ids [{BATCH}, {SEQ}] i64",
        "outputs": "q [1, 4, S, 16] (rotated), k [1, 2, S, 16] (rotated), v [1, 2, S, 16]",
    }


# --------------------------------------------------------------------------
# GPT-J: interleaved pairs, sin/cos gathered from a constant table.
# --------------------------------------------------------------------------

class GPTJRopeQK(torch.nn.Module):
    def __init__(self, config):
        super().__init__()
        from transformers.models.gptj import modeling_gptj as m
        self.m = m
        self.config = config
        self.head_dim = config.n_embd // config.n_head
        self.rotary_dim = config.rotary_dim
        self.q = torch.nn.Linear(config.n_embd, config.n_embd, bias=False)
        self.k = torch.nn.Linear(config.n_embd, config.n_embd, bias=False)
        self.v = torch.nn.Linear(config.n_embd, config.n_embd, bias=False)
        self.register_buffer("embed_positions",
                             m.create_sinusoidal_positions(config.n_positions, self.rotary_dim),
                             persistent=False)

    def forward(self, hidden_states, position_ids):
        m = self.m
        b, s, _ = hidden_states.shape
        h = self.config.n_head
        q = self.q(hidden_states).view(b, s, h, self.head_dim)
        k = self.k(hidden_states).view(b, s, h, self.head_dim)
        v = self.v(hidden_states).view(b, s, h, self.head_dim).permute(0, 2, 1, 3)
        sincos = self.embed_positions[position_ids]
        sin, cos = torch.split(sincos, sincos.shape[-1] // 2, dim=-1)
        r = self.rotary_dim
        q = torch.cat([m.apply_rotary_pos_emb(q[:, :, :, :r], sin, cos), q[:, :, :, r:]], dim=-1)
        k = torch.cat([m.apply_rotary_pos_emb(k[:, :, :, :r], sin, cos), k[:, :, :, r:]], dim=-1)
        return q.permute(0, 2, 1, 3), k.permute(0, 2, 1, 3), v


def export_gptj(name="gptj-rope", rotary_dim=16):
    from transformers import GPTJConfig
    config = GPTJConfig(n_embd=64, n_head=4, rotary_dim=rotary_dim, n_positions=64, n_layer=1,
                        vocab_size=128)
    model = GPTJRopeQK(config)
    args = (torch.randn(BATCH, SEQ, 64), position_ids())
    return export(model, args, name.replace("-", "_")), {
        "model": "q/k/v of a GPT-J layer, q and k through modeling_gptj.apply_rotary_pos_emb "
                 "(interleaved, sin/cos gathered from create_sinusoidal_positions)",
        "config": f"n_embd 64, heads 4, head_dim 16, rotary_dim {rotary_dim}, n_positions 64",
        "inputs": f"hidden_states [{BATCH}, {SEQ}, 64] f32, position_ids [{BATCH}, {SEQ}] i64",
        "outputs": "q, k (rotated), v: [1, 4, S, 16]",
    }


# --------------------------------------------------------------------------
# GPT-NeoX: fused QKV projection, partial rotary (rotate_half on the first R).
# --------------------------------------------------------------------------

class NeoXRopeQK(torch.nn.Module):
    def __init__(self, config):
        super().__init__()
        from transformers.models.gpt_neox import modeling_gpt_neox as m
        self.m = m
        self.config = config
        self.rotary = m.GPTNeoXRotaryEmbedding(config)
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = torch.nn.Linear(config.hidden_size, 3 * config.hidden_size)

    def forward(self, hidden_states, position_ids):
        b, s, _ = hidden_states.shape
        qkv = self.qkv(hidden_states).view(b, s, -1, 3 * self.head_dim).transpose(1, 2)
        q, k, v = qkv.chunk(3, dim=-1)
        cos, sin = self.rotary(hidden_states, position_ids)
        q, k = self.m.apply_rotary_pos_emb(q, k, cos, sin)
        return q, k, v


def export_neox():
    from transformers import GPTNeoXConfig
    config = GPTNeoXConfig(hidden_size=64, num_attention_heads=4, intermediate_size=128,
                           num_hidden_layers=1, vocab_size=128, max_position_embeddings=256,
                           rotary_pct=0.25)
    model = NeoXRopeQK(config)
    args = (torch.randn(BATCH, SEQ, 64), position_ids())
    return export(model, args, "neox_rope"), {
        "model": "fused QKV of a GPT-NeoX layer, q and k through modeling_gpt_neox.apply_rotary_pos_emb "
                 "(partial rotary: first 4 of 16 channels, rotate_half)",
        "config": "hidden 64, heads 4, head_dim 16, rotary_pct 0.25, rope default base 10000",
        "inputs": f"hidden_states [{BATCH}, {SEQ}, 64] f32, position_ids [{BATCH}, {SEQ}] i64",
        "outputs": "q, k (rotated), v: [1, 4, S, 16]",
    }


# --------------------------------------------------------------------------
# Meta LLaMA reference code: complex multiply with freqs_cis.
# --------------------------------------------------------------------------

def precompute_freqs_cis(dim, end, theta=10000.0):
    freqs = 1.0 / (theta ** (torch.arange(0, dim, 2)[: (dim // 2)].float() / dim))
    t = torch.arange(end, device=freqs.device)
    freqs = torch.outer(t, freqs).float()
    return torch.polar(torch.ones_like(freqs), freqs)


class MetaRopeQK(torch.nn.Module):
    """llama/model.py's Attention up to the rotation (apply_rotary_emb)."""

    def __init__(self, dim=64, n_heads=4, max_seq=64):
        super().__init__()
        self.n_heads = n_heads
        self.head_dim = dim // n_heads
        self.wq = torch.nn.Linear(dim, dim, bias=False)
        self.wk = torch.nn.Linear(dim, dim, bias=False)
        self.wv = torch.nn.Linear(dim, dim, bias=False)
        self.max_seq = max_seq

    def forward(self, x, start_pos: int = 0):
        b, s, _ = x.shape
        xq = self.wq(x).view(b, s, self.n_heads, self.head_dim)
        xk = self.wk(x).view(b, s, self.n_heads, self.head_dim)
        xv = self.wv(x).view(b, s, self.n_heads, self.head_dim)
        freqs_cis = precompute_freqs_cis(self.head_dim, self.max_seq)[start_pos:start_pos + s]
        xq_ = torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))
        xk_ = torch.view_as_complex(xk.float().reshape(*xk.shape[:-1], -1, 2))
        freqs_cis = freqs_cis.view(1, s, 1, xq_.shape[-1])
        xq_out = torch.view_as_real(xq_ * freqs_cis).flatten(3)
        xk_out = torch.view_as_real(xk_ * freqs_cis).flatten(3)
        return xq_out.type_as(xq), xk_out.type_as(xk), xv


def export_meta_complex():
    model = MetaRopeQK()
    args = (torch.randn(BATCH, SEQ, 64),)
    return export(model, args, "meta_complex_rope"), {
        "model": "Meta llama/model.py apply_rotary_emb (view_as_complex * freqs_cis, view_as_real)",
        "config": "dim 64, heads 4, head_dim 16, theta 10000, freqs_cis for positions 0..S-1",
        "inputs": f"x [{BATCH}, {SEQ}, 64] f32",
        "outputs": "xq, xk (rotated), xv: [1, S, 4, 16] (B, S, H, D)",
    }


# --------------------------------------------------------------------------
# Qwen2-VL: multimodal rotary (three position rows, sections).
# --------------------------------------------------------------------------

class Qwen2VLRopeQK(torch.nn.Module):
    def __init__(self, config):
        super().__init__()
        from transformers.models.qwen2_vl import modeling_qwen2_vl as m
        self.m = m
        self.config = config
        self.rotary = m.Qwen2VLRotaryEmbedding(config=config)
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.q = torch.nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.k = torch.nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.v = torch.nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, position_ids):
        b, s, _ = hidden_states.shape
        q = self.q(hidden_states).view(b, s, -1, self.head_dim).transpose(1, 2)
        k = self.k(hidden_states).view(b, s, -1, self.head_dim).transpose(1, 2)
        v = self.v(hidden_states).view(b, s, -1, self.head_dim).transpose(1, 2)
        # Transformers 5.x recomposes the sections inside the rotary embedding.
        cos, sin = self.rotary(hidden_states, position_ids)
        q, k = self.m.apply_rotary_pos_emb(q, k, cos, sin)
        return q, k, v


def export_qwen2vl():
    from transformers import Qwen2VLTextConfig
    sections = [2, 3, 3]
    config = Qwen2VLTextConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=4,
                               intermediate_size=128, num_hidden_layers=1, vocab_size=128,
                               max_position_embeddings=256,
                               rope_parameters={"rope_type": "default", "rope_theta": 10000.0,
                                                "mrope_section": sections})
    model = Qwen2VLRopeQK(config)
    pos = torch.stack([torch.arange(SEQ), torch.arange(SEQ) // 2, torch.arange(SEQ) % 3])
    pos = pos.unsqueeze(1).expand(3, BATCH, SEQ).contiguous()
    args = (torch.randn(BATCH, SEQ, 64), pos)
    return export(model, args, "qwen2vl_rope"), {
        "model": "q/k/v of a Qwen2-VL text layer, Qwen2VLRotaryEmbedding (sections recomposed) and apply_rotary_pos_emb",
        "config": f"hidden 64, heads 4, head_dim 16, mrope_section {sections}, base 10000",
        "inputs": f"hidden_states [{BATCH}, {SEQ}, 64] f32, position_ids [3, {BATCH}, {SEQ}] i64",
        "outputs": "q, k (rotated), v: [1, 4, S, 16]",
    }


EXPORTS = {
    "llama-sdpa-attention": (export_llama_sdpa_attention, "HF Llama attention layer with SDPA"),
    "llama-rope": (lambda: export_llama_rope("llama-rope", {"rope_type": "default",
                                                            "rope_theta": 10000.0},
                                             "default schedule"),
                   "HF Llama rotate_half rotation of q and k"),
    "llama3-rope": (lambda: export_llama_rope("llama3-rope", {
        "rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0,
        "low_freq_factor": 1.0, "high_freq_factor": 4.0,
        "original_max_position_embeddings": 64}, "llama3 schedule"),
                    "HF Llama 3 schedule"),
    "yarn-rope": (lambda: export_llama_rope("yarn-rope", {
        "rope_type": "yarn", "rope_theta": 10000.0, "factor": 4.0,
        "original_max_position_embeddings": 64}, "YaRN schedule, attention factor on cos/sin"),
                  "HF Llama with YaRN scaling"),
    "llama-dynamic-rope": (lambda: export_llama_rope("llama-dynamic-rope", {
        "rope_type": "default", "rope_theta": 10000.0}, "default schedule, dynamic sequence length",
        dynamic=True), "HF Llama rotate_half rotation with a dynamic sequence length"),
    "llama-bf16-rope": (lambda: export_llama_rope("llama-bf16-rope", {
        "rope_type": "default", "rope_theta": 10000.0}, "default schedule, bfloat16 model",
        dtype=torch.bfloat16), "HF Llama rotate_half rotation in bfloat16"),
    "gptj-rope": (export_gptj, "GPT-J interleaved rotation"),
    "gptj-partial-rope": (lambda: export_gptj("gptj-partial-rope", rotary_dim=4),
                          "GPT-J interleaved partial rotation (rotary_dim 4 of 16, as 64 of 256 "
                          "in GPT-J-6B)"),
    "neox-rope": (export_neox, "GPT-NeoX partial rotary"),
    "meta-complex-rope": (export_meta_complex, "Meta LLaMA complex form"),
    "qwen2vl-rope": (export_qwen2vl, "Qwen2-VL multimodal rotation"),
}


# Models that torch-mlir 20261001's TOSA backend cannot lower (--tosa skips
# them unless named).
TOSA_UNSUPPORTED = {
    "llama-dynamic-rope": "dynamic sizes: torch.aten.size.int is not legalized to TOSA",
    "meta-complex-rope": "complex numbers: torch.aten.polar is not legalized to TOSA",
}


def clean(text):
    """Drops what MLIR 22 does not print back the same (none known so far)."""
    return text.rstrip() + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tosa", action="store_true",
                        help="export through torch-mlir's TOSA output, as <name>-tosa.mlir")
    parser.add_argument("out_dir")
    parser.add_argument("names", nargs="*", help=f"exports to write (default: all of {list(EXPORTS)})")
    args = parser.parse_args()
    global OUTPUT_TYPE
    if args.tosa:
        OUTPUT_TYPE = OutputType.TOSA
    suffix = "-tosa" if args.tosa else ""
    names = args.names or [name for name in EXPORTS
                           if not (args.tosa and name in TOSA_UNSUPPORTED)]
    os.makedirs(args.out_dir, exist_ok=True)
    for name in names:
        fn, what = EXPORTS[name]
        torch.manual_seed(SEED)
        text, config = fn()
        path = os.path.join(args.out_dir, f"{name}{suffix}.mlir")
        with open(path, "w") as f:
            f.write(header(name + suffix, what, config))
            f.write(clean(text))
        np.savez_compressed(os.path.join(args.out_dir, f"{name}{suffix}.npz"),
                            **EAGER[name.replace("-", "_")])
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
