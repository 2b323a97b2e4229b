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

With --blocks the script writes whole attention blocks instead
(test/Integration/Models/Inputs/, read by test/Integration/Models/blocks.py):
a decoder layer's input norm, its attention module (projections, q/k norms,
RoPE, mask, softmax, output projection) and the residual, one per family and
form (BLOCK_EXPORTS), with every parameter a function argument after the
activations (the header names them in order) and buffers such as inv_freq
as constants (but llama-inv-freq-input, which takes inv_freq as an argument
before the weights, as torch.compile lifts buffers into graph inputs):

    build/torch-venv/bin/python scripts/export-graphs.py --blocks \
        test/Integration/Models/Inputs [name ...]

A block's <name>.npz holds, besides a0.. (inputs, weights included) and
r0.. (eager outputs) at the exported positions:

    starts         int64 [n]: the first position of each position set,
                   relative to the exported positions (0 first; then 1000
                   and 2^20 where positions are an input)
    f64_r<i>       float64 eager outputs for a0..: the model in float64,
                   rotary angles included (HF computes them in float32
                   whatever the model's dtype; inv_freq recomputed in
                   float64, an inv_freq argument too), softmax and norms
                   in float64
    at<P>_a<i>     the position inputs moved by P (P in starts after the
                   first); the other inputs (activations, weights, caches)
                   are a<i>
    at<P>_r<i>     eager outputs for them
    at<P>_f64_r<i> float64 eager outputs for them
    input_sets     str [m] (dynamic shapes only): labels L of other
                   activations, e.g. len5 for another sequence length
    L_a<i>, L_r<i>, L_f64_r<i>
                   those activations (the weights are a<i>) and the eager
                   and float64 outputs for them

Each file starts with a header naming the versions and the configuration it
was exported with; <name>.npz beside it holds the example inputs (a0, a1,
...) and eager PyTorch's outputs for them (r0, r1, ...). torch-mlir prints a newer MLIR than the project's; the
script strips what MLIR 22 cannot parse (the `{-# dialect_resources #-}`
blob section is kept, since `dense_resource` constants refer to it).
"""

import argparse
import copy
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
        + config.pop("export path",
                     f"fx.export_and_import(output_type={OUTPUT_NAMES[OUTPUT_TYPE]})")
        + f", random weights (torch.manual_seed({SEED})).",
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


# --------------------------------------------------------------------------
# Whole attention blocks (test/Integration/Models/Inputs/): a decoder
# layer's input norm, its attention module (projections, q/k norms where
# the family has them, RoPE, mask, softmax, output projection) and the
# residual, as the family's own modules wire them. Every parameter is a
# function argument (after the activations, in named_parameters() order,
# named in the header), so a test can tell Q, K and V apart; buffers
# (inv_freq) stay constants (but in llama-inv-freq-input, InvFreqInputBlock).
# --------------------------------------------------------------------------

BLOCK_START_POSITIONS = (0, 1000, 1 << 20)
DECODE_POSITION = 100


class WeightsAsArguments(torch.nn.Module):
    """Calls `block` with its parameters taken from the trailing arguments."""

    def __init__(self, block, num_inputs):
        super().__init__()
        self.block = block
        self.num_inputs = num_inputs
        self.names = [name for name, _ in block.named_parameters()]

    def forward(self, *args):
        inputs, weights = args[:self.num_inputs], args[self.num_inputs:]
        return torch.func.functional_call(self.block, dict(zip(self.names, weights)), inputs)


class _Float64:
    """Within it, eager code that asks for float32 (HF rotary embeddings'
    `.float()` angles, softmax in float32, norms' `.to(torch.float32)`)
    computes in float64 instead: the float64 reference of an export."""

    def __enter__(self):
        self.saved = (torch.Tensor.float, torch.Tensor.to, torch.nn.functional.softmax)
        to, softmax = torch.Tensor.to, torch.nn.functional.softmax

        def wide(value):
            return torch.float64 if value is torch.float32 else value

        def tensor_to(tensor, *args, **kwargs):
            args = tuple(wide(a) for a in args)
            if "dtype" in kwargs:
                kwargs["dtype"] = wide(kwargs["dtype"])
            return to(tensor, *args, **kwargs)

        def wide_softmax(*args, **kwargs):
            if "dtype" in kwargs:
                kwargs["dtype"] = wide(kwargs["dtype"])
            return softmax(*args, **kwargs)

        torch.Tensor.float = lambda tensor, *a, **k: to(tensor, torch.float64)
        torch.Tensor.to = tensor_to
        torch.nn.functional.softmax = wide_softmax
        return self

    def __exit__(self, *exc):
        torch.Tensor.float, torch.Tensor.to, torch.nn.functional.softmax = self.saved


class _WideTorch:
    """`torch` as transformers' rope initializers see it under
    hf_inverse_frequencies_f64: float32 is float64."""

    def __getattr__(self, name):
        return torch.float64 if name in ("float", "float32") else getattr(torch, name)


def hf_inverse_frequencies_f64(config, layer_type=None, **kwargs):
    """(inv_freq, attention_factor) of config's scaled rope type (llama3,
    yarn, ...) computed by transformers' own initializer in float64: the
    module's `torch.float` and `torch.float32` read as float64 while it
    runs. `kwargs` go to the initializer (LongRoPE's `seq_len`)."""
    import transformers.modeling_rope_utils as rope_utils
    params = config.rope_parameters
    if layer_type is not None and layer_type in params:
        params = params[layer_type]
    init = rope_utils.ROPE_INIT_FUNCTIONS[params["rope_type"]]
    saved = rope_utils.torch
    rope_utils.torch = _WideTorch()
    try:
        if layer_type is not None:
            kwargs["layer_type"] = layer_type
        return init(config, "cpu", **kwargs)
    finally:
        rope_utils.torch = saved


def exact_inv_freq(module, bases):
    """Replaces every rotary inv_freq buffer of `module` (a float64 copy) by
    its values computed in float64, checking they match the float32 ones:
    base^(-2i/d) for the default rope type, transformers' initializer in
    float64 for the scaled ones (llama3, yarn)."""
    for sub in module.modules():
        rope_type = getattr(sub, "rope_type", "default")
        for name in ("inv_freq", "original_inv_freq", *(f"{t}_inv_freq" for t in bases)):
            buf = sub._buffers.get(name)
            if buf is None:
                continue
            if rope_type != "default" and name in ("inv_freq", "original_inv_freq"):
                exact, _ = hf_inverse_frequencies_f64(sub.config)
            else:
                # inv_freq, original_inv_freq: "default"; <layer type>_inv_freq: its own.
                base = bases.get(name.removesuffix("_inv_freq"), bases["default"])
                dim = 2 * buf.shape[-1]
                exact = base ** (-torch.arange(0, dim, 2, dtype=torch.float64) / dim)
            assert torch.allclose(exact.float(), buf.float(), rtol=1e-6), (name, rope_type)
            sub._buffers[name] = exact
        if rope_type == "longrope":
            # The long factors' frequencies, which transformers computes (in
            # float32) at the first call past the original context.
            params = sub.config.rope_parameters
            sub.long_inv_freq, _ = hf_inverse_frequencies_f64(
                sub.config, seq_len=params["original_max_position_embeddings"] + 1)


def shifted_positions(args, position_args, start, first):
    """args with the position arguments moved to start at `start` instead
    of `first`."""
    args = list(args)
    for i in position_args:
        args[i] = args[i] - first + start
    return tuple(args)


def export_onnx(module, args, func_name, dynamic_shapes=None):
    """Like export, through ONNX: torch.onnx.export (dynamo), torch-mlir's
    ONNX importer, then torch-mlir-opt's ONNX-to-torch and
    torch-to-linalg-on-tensors pipelines (the tools of this interpreter's
    torch-mlir)."""
    import subprocess
    import tempfile
    module.eval()
    for sub in module.modules():
        sub._non_persistent_buffers_set.clear()
    with torch.no_grad():
        outputs = module(*args)
    with tempfile.TemporaryDirectory() as tmp:
        model, imported = os.path.join(tmp, "model.onnx"), os.path.join(tmp, "onnx.mlir")
        torch.onnx.export(module, args, model, dynamo=True, external_data=False,
                          input_names=[f"a{i}" for i in range(len(args))])
        subprocess.run([sys.executable, "-m", "torch_mlir.tools.import_onnx", model, "-o",
                        imported], check=True)
        opt = os.path.join(os.path.dirname(sys.executable), "torch-mlir-opt")
        text = subprocess.run([opt, "--torch-onnx-to-torch-backend-pipeline",
                               "--torch-backend-to-linalg-on-tensors-backend-pipeline", imported],
                              check=True, capture_output=True, text=True).stdout
    text = re.sub(r"func\.func @\w+\(", f"func.func @{func_name}(", text, count=1)
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    EAGER[func_name] = ({f"a{i}": as_numpy(a) for i, a in enumerate(args)} |
                        {f"r{i}": as_numpy(r.contiguous()) for i, r in enumerate(outputs)})
    return text


def export_block(name, block, inputs, what, config_lines, dtype=torch.float32,
                 position_args=(1,), first_position=0, starts=BLOCK_START_POSITIONS,
                 rope_bases=None, dynamic_shapes=None, exporter=None, input_sets=None,
                 exact_inputs=None, mutated_buffers=()):
    """Exports `block` with its parameters as arguments and records eager
    outputs (dtype and float64) at every start position, and for every
    other set of activations in `input_sets` ({label: inputs}).
    `exact_inputs` ({argument index: float64 tensor}) replaces those
    arguments in the float64 runs (an inv_freq argument: its exact values,
    not its float32 ones widened). `mutated_buffers` names the buffers of
    `block` that the forward writes (LongRoPE's inv_freq): torch.export
    returns their new values before the block's outputs, and so are they
    recorded."""
    # Parameters in dtype, buffers (inv_freq) left in float32, as
    # from_pretrained(dtype=...) leaves them.
    block.eval()
    # transformers allocates gpt-oss's sinks with torch.empty and fills them
    # only in from_pretrained's weight init: draw them here, seeded, or the
    # export holds whatever the memory held (zeros or denormals).
    for param_name, param in block.named_parameters():
        if param_name.endswith("sinks"):
            with torch.no_grad():
                param.normal_(generator=torch.Generator().manual_seed(SEED))
    for param in block.parameters():
        param.data = param.data.to(dtype)

    def cast(values):
        return tuple(x.to(dtype) if x.is_floating_point() else x for x in values)

    inputs = cast(inputs)
    model = WeightsAsArguments(block, len(inputs))
    weights = tuple(p.detach() for p in block.parameters())
    args = inputs + weights
    func_name = name.replace("-", "_")
    text = (exporter or export)(model, args, func_name, dynamic_shapes)
    wide = copy.deepcopy(block).double()
    exact_inv_freq(wide, rope_bases or {"default": 10000.0})
    wide_model = WeightsAsArguments(wide, len(inputs))
    record = dict(EAGER[func_name])

    def run(prefix, at, stored):
        with torch.no_grad():
            eager = model(*at)
            with _Float64():
                exact = wide_model(*((exact_inputs or {}).get(
                    i, x.double() if x.is_floating_point() else x) for i, x in enumerate(at)))
        eager = eager if isinstance(eager, tuple) else (eager,)
        exact = exact if isinstance(exact, tuple) else (exact,)
        # Copies: the next call writes the buffers in place.
        eager = tuple(block.get_buffer(n).clone() for n in mutated_buffers) + eager
        exact = tuple(wide.get_buffer(n).clone() for n in mutated_buffers) + exact
        for i in stored:
            record[f"{prefix}a{i}"] = as_numpy(at[i])
        for i, (r, r64) in enumerate(zip(eager, exact)):
            record[f"{prefix}r{i}"] = as_numpy(r.contiguous())
            record[f"{prefix}f64_r{i}"] = r64.contiguous().numpy()

    record["starts"] = np.array(starts, dtype=np.int64)
    for start in starts:
        at = shifted_positions(args, position_args, start + first_position, first_position)
        first = start == starts[0]
        run("" if first else f"at{start}_", at, range(len(at)) if first else position_args)
    if input_sets:
        record["input_sets"] = np.array(list(input_sets))
        for label, values in input_sets.items():
            run(f"{label}_", cast(values) + weights, range(len(values)))
    EAGER[func_name] = record
    names = ", ".join(f"a{len(inputs) + i} {n} {list(p.shape)}"
                      for i, (n, p) in enumerate(block.named_parameters()))
    path = {"export path": f"torch.onnx.export(dynamo=True) (onnx {dist_version('onnx')}, "
                           f"onnxscript {dist_version('onnxscript')}), "
                           "torch_mlir.tools.import_onnx, torch-mlir-opt "
                           "--torch-onnx-to-torch-backend-pipeline "
                           "--torch-backend-to-linalg-on-tensors-backend-pipeline"
            } if exporter is export_onnx else {}
    return text, {**path, "model": what, **config_lines, "dtype": str(dtype),
                  "weights (arguments)": names}


def causal_mask(dtype, query_positions, kv_len, window=None):
    """HF's eager additive mask: the smallest finite value where a key lies
    after the query's cache position (or `window` or more before it), 0
    elsewhere ([1, 1, q, kv])."""
    keys = torch.arange(kv_len)
    masked = keys[None, :] > query_positions[:, None]
    if window is not None:
        masked = masked | (keys[None, :] <= query_positions[:, None] - window)
    mask = torch.zeros(masked.shape, dtype=dtype).masked_fill(masked, torch.finfo(dtype).min)
    return mask[None, None]


class AttentionBlock(torch.nn.Module):
    """x + attention(norm(x)) of one decoder layer of a Hugging Face family
    (`module`: its modeling_* module, `prefix`: its class name prefix), or
    x + norm(attention(x)) where the layer has no input norm (post-norm)."""

    def __init__(self, module, prefix, config, layer_idx=0, rotary_args=(), window=None,
                 patches=None, rotary=True):
        super().__init__()
        self.window = window
        # Functions of `module` replaced while the block runs (a form of the
        # family that transformers no longer ships).
        self.module_name, self.patches = module.__name__, patches or {}
        layer = getattr(module, f"{prefix}DecoderLayer")(config, layer_idx)
        # Post-norm families (OLMo 2) normalize the attention's output, not
        # its input: their block is x + norm(attention(x)).
        self.norm = getattr(layer, "input_layernorm", torch.nn.Identity())
        self.post_norm = (layer.post_attention_layernorm
                          if not hasattr(layer, "input_layernorm") else None)
        self.attn = layer.self_attn
        # Without `rotary` (a layer that never reads its position embeddings,
        # such as Llama 4's NoPE layers, whose rotary module returns complex
        # frequencies) the attention gets None for them.
        self.rotary = getattr(module, f"{prefix}RotaryEmbedding")(config) if rotary else None
        self.rotary_args = rotary_args
        self.eager = config._attn_implementation == "eager"

    def forward(self, hidden_states, position_ids):
        import importlib
        module = importlib.import_module(self.module_name)
        saved = {name: getattr(module, name) for name in self.patches}
        for name, function in self.patches.items():
            setattr(module, name, function)
        try:
            return self.block(hidden_states, position_ids)
        finally:
            for name, function in saved.items():
                setattr(module, name, function)

    def block(self, hidden_states, position_ids):
        x = self.norm(hidden_states)
        embeddings = (self.rotary(x, position_ids, *self.rotary_args)
                      if self.rotary is not None else None)
        seq = x.shape[1]
        mask = (causal_mask(x.dtype, torch.arange(seq), seq, self.window) if self.eager
                else None)
        out, _ = self.attn(hidden_states=x, position_embeddings=embeddings, attention_mask=mask)
        if self.post_norm is not None:
            out = self.post_norm(out)
        return hidden_states + out


class InvFreqInputBlock(AttentionBlock):
    """AttentionBlock whose rotary embedding reads its inverse frequencies
    from an argument instead of its inv_freq buffer, as in a torch.compile
    (dynamo) graph, which lifts module buffers into graph inputs: the
    rotary module's own forward runs with the argument as its inv_freq."""

    def forward(self, hidden_states, position_ids, inv_freq):
        buffers = self.rotary._buffers
        saved = buffers["inv_freq"]
        buffers["inv_freq"] = inv_freq
        try:
            return super().forward(hidden_states, position_ids)
        finally:
            buffers["inv_freq"] = saved


class _ConcatCache:
    """What HF's DynamicCache does in a decode step: the layer's keys and
    values are the cached ones followed by the new (rotated) ones."""

    def __init__(self, keys, values):
        self.keys, self.values = keys, values

    def update(self, key_states, value_states, *args, **kwargs):
        self.keys = torch.cat([self.keys, key_states], dim=-2)
        self.values = torch.cat([self.values, value_states], dim=-2)
        return self.keys, self.values


class _StaticCache:
    """What HF's StaticCache does: the new keys and values are written into
    the preallocated cache at the next cache position (index_copy_, here out
    of place so that the export is a pure function)."""

    def __init__(self, keys, values, position):
        self.keys, self.values, self.position = keys, values, position

    def update(self, key_states, value_states, *args, **kwargs):
        self.keys = self.keys.index_copy(2, self.position, key_states)
        self.values = self.values.index_copy(2, self.position, value_states)
        return self.keys, self.values


class DecodeBlock(AttentionBlock):
    """New tokens attending to a cache (one: a decode step; several: a chunk
    of a chunked prefill); returns the block's output and the key and value
    rows the step added to the cache (the keys rotated)."""

    def __init__(self, module, prefix, config, static, always_mask=False):
        super().__init__(module, prefix, config)
        self.static = static
        # Build the causal mask for one new token too (all zeros then), so
        # that one graph with symbolic lengths serves decode and chunks.
        self.always_mask = always_mask

    def forward(self, hidden_states, position_ids, past_keys, past_values):
        x = self.norm(hidden_states)
        cos, sin = self.rotary(x, position_ids)
        position = position_ids[0]
        if self.static:
            cache = _StaticCache(past_keys, past_values, position)
            # Keys not written yet (after the token's cache position) are masked.
            mask = causal_mask(x.dtype, position, past_keys.shape[2])
        else:
            cache = _ConcatCache(past_keys, past_values)
            mask = None  # a single query sees every cached key
            chunk = hidden_states.shape[1]
            if chunk > 1 or self.always_mask:
                # As LlamaModel builds it when no cache_position is given:
                # arange(past, past + chunk), the mask from it.
                past = past_keys.shape[2]
                cache_position = torch.arange(past, past + chunk)
                mask = causal_mask(x.dtype, cache_position, past + chunk)
        out, _ = self.attn(hidden_states=x, position_embeddings=(cos, sin), attention_mask=mask,
                           cache=cache)
        if self.static:
            return (hidden_states + out, cache.keys.index_select(2, position),
                    cache.values.index_select(2, position))
        chunk = hidden_states.shape[1]
        return hidden_states + out, cache.keys[:, :, -chunk:], cache.values[:, :, -chunk:]


def block_inputs(config, seq=SEQ, batch=BATCH):
    positions = torch.arange(seq, dtype=torch.int64).unsqueeze(0).expand(batch, seq).contiguous()
    return torch.randn(batch, seq, config.hidden_size), positions


def family(name):
    import importlib
    return importlib.import_module(f"transformers.models.{name}.modeling_{name}")










def family_config(config_cls, **overrides):
    """A one-layer eager configuration of `config_cls` with `overrides`."""
    import transformers as tf
    config = getattr(tf, config_cls)(**{"num_hidden_layers": 1, "vocab_size": 128,
                                        "intermediate_size": 128,
                                        "max_position_embeddings": 256, **overrides})
    config._attn_implementation = "eager"
    return config


def gpt_oss_config(**overrides):
    return family_config("GptOssConfig", **{
        "hidden_size": 64, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 16,
        "layer_types": ["full_attention"], "num_local_experts": 4, "num_experts_per_tok": 2,
        **overrides})


# The grouped-query configuration most family blocks use.
SMALL_GQA = {"hidden_size": 64, "num_attention_heads": 4, "num_key_value_heads": 2,
             "head_dim": 16}

LLAMA_LINES = {"config": "hidden 64, heads 4, kv heads 2, head_dim 16, rope default base 10000",
               "inputs": f"hidden_states [{BATCH}, {SEQ}, 64], position_ids [{BATCH}, {SEQ}] i64, "
                         "then the weights"}


def export_llama_block(name, attn, dtype, dynamic=False, onnx=False):
    config = llama_config(_attn_implementation=attn)
    block = AttentionBlock(family("llama"), "Llama", config)
    inputs = block_inputs(config)
    dynamic_shapes = input_sets = None
    if dynamic:
        seq = torch.export.Dim("seq", min=2, max=4096)
        # One entry: the wrapper's *args.
        dynamic_shapes = (({1: seq}, {1: seq}) + (None,) * len(list(block.parameters())),)
        input_sets = {"len5": block_inputs(config, seq=5)}
    mask = "additive causal mask (finfo.min)" if attn == "eager" else "attention_mask=None (causal)"
    return export_block(name, block, inputs, f"LlamaDecoderLayer's input_layernorm + LlamaAttention "
                        f"({attn}, {mask}) + residual", LLAMA_LINES | (
                            {"sequence length": "dynamic (2 to 4096)"} if dynamic else {}),
                        dtype=dtype, dynamic_shapes=dynamic_shapes, input_sets=input_sets,
                        exporter=export_onnx if onnx else None)


def export_llama_inv_freq_input(name):
    """llama-eager-f32 (the same weights and activations) with inv_freq an
    argument after position_ids: cos and sin computed in the graph from it."""
    config = llama_config(_attn_implementation="eager")
    block = InvFreqInputBlock(family("llama"), "Llama", config)
    hidden_states, positions = block_inputs(config)
    inv_freq = block.rotary.inv_freq.detach().clone()  # HF's own, float32
    base, dim = config.rope_parameters["rope_theta"], config.head_dim
    exact = base ** (-torch.arange(0, dim, 2, dtype=torch.float64) / dim)
    assert torch.allclose(exact.float(), inv_freq, rtol=1e-6), (exact, inv_freq)
    return export_block(name, block, (hidden_states, positions, inv_freq),
                        "LlamaDecoderLayer's input_layernorm + LlamaAttention (eager, additive "
                        "causal mask (finfo.min)) + residual, LlamaRotaryEmbedding's inv_freq "
                        "buffer an argument (as torch.compile/dynamo lifts buffers into graph "
                        "inputs): cos/sin computed in the graph from position_ids and it",
                        {"config": LLAMA_LINES["config"],
                         "inputs": f"hidden_states [{BATCH}, {SEQ}, 64], position_ids "
                                   f"[{BATCH}, {SEQ}] i64, inv_freq [{dim // 2}] f32 (a2: the "
                                   f"model's own buffer, 1 / {base:g}^(2i/{dim}) as HF computes "
                                   "it in float32), then the weights"},
                        exact_inputs={2: exact})


def cache_shape(config):
    """The heads and head sizes of a layer's cached keys and values:
    (kv heads, head_dim, head_dim), or for multi-head latent attention,
    whose cache holds the compressed latent and the rotated key channels as
    one head each (transformers 5), (1, kv_lora_rank, qk_rope_head_dim)."""
    if getattr(config, "kv_lora_rank", None):
        return 1, config.kv_lora_rank, config.qk_rope_head_dim
    return config.num_key_value_heads, config.head_dim, config.head_dim


def past_cache(config, static):
    """Past keys and values of a decode step or chunk: DECODE_POSITION of
    them (a dynamic cache), or a static cache of 128 slots whose slots from
    DECODE_POSITION on are not written yet (zero)."""
    kv_heads, key_dim, value_dim = cache_shape(config)
    length = 128 if static else DECODE_POSITION
    past = [torch.randn(BATCH, kv_heads, length, dim) for dim in (key_dim, value_dim)]
    if static:
        for cache in past:
            cache[:, :, DECODE_POSITION:] = 0
    return past


def export_llama_decode(name, static):
    config = llama_config(_attn_implementation="eager")
    block = DecodeBlock(family("llama"), "Llama", config, static)
    hidden_states = torch.randn(BATCH, 1, config.hidden_size)
    positions = torch.full((BATCH, 1), DECODE_POSITION, dtype=torch.int64)
    past = past_cache(config, static)
    cache = ("static cache [1, 2, 128, 16] (index_copy at cache_position = position, keys after "
             "it masked)" if static else
             f"dynamic cache: {DECODE_POSITION} past keys/values [1, 2, {DECODE_POSITION}, 16], "
             "keys = cat(past, rotate(k))")
    return export_block(name, block, (hidden_states, positions, *past),
                        f"decode step of LlamaDecoderLayer's input_layernorm + LlamaAttention "
                        f"(eager) + residual, {cache}",
                        {"config": LLAMA_LINES["config"],
                         "inputs": "hidden_states [1, 1, 64], position_ids [1, 1] i64 "
                                   f"({DECODE_POSITION}), past keys, past values, then the weights",
                         "outputs": "block output [1, 1, 64], the key and value rows the step "
                                    "wrote into the cache [1, 2, 1, 16] (the key rotated)"},
                        first_position=DECODE_POSITION,
                        starts=(0,) if static else BLOCK_START_POSITIONS)


def export_llama_prefill_chunk(name, chunk=4, static=False):
    """A chunk of a chunked prefill: `chunk` new tokens at DECODE_POSITION..
    after DECODE_POSITION cached ones, in HF's dynamic cache or (static) its
    static cache of 128 slots, written at cache_position = position_ids[0]."""
    config = llama_config(_attn_implementation="eager")
    block = DecodeBlock(family("llama"), "Llama", config, static=static)
    hidden_states = torch.randn(BATCH, chunk, config.hidden_size)
    positions = (DECODE_POSITION + torch.arange(chunk, dtype=torch.int64)).unsqueeze(0)
    past = past_cache(config, static)
    length = past[0].shape[2]
    if static:
        cache = (f"{DECODE_POSITION} cached ones in a static cache [1, 2, 128, 16] (index_copy "
                 "at cache_position = position_ids[0], read at run time), the causal mask built "
                 "from that cache_position (keys after each query's cache position masked)")
    else:
        cache = (f"{DECODE_POSITION} cached ones in a dynamic cache (keys = cat(past, "
                 "rotate(k))), the causal mask built from arange(past, past + chunk) "
                 "as LlamaModel builds it without a cache_position")
    return export_block(name, block, (hidden_states, positions, *past),
                        f"chunked prefill step of LlamaDecoderLayer's input_layernorm + "
                        f"LlamaAttention (eager) + residual: {chunk} new tokens after {cache}",
                        {"config": LLAMA_LINES["config"],
                         "inputs": f"hidden_states [1, {chunk}, 64], position_ids [1, {chunk}] "
                                   f"i64 ({DECODE_POSITION}..), past keys, past values "
                                   f"[1, 2, {length}, 16]"
                                   f"{' (slots >= %d zero)' % DECODE_POSITION if static else ''}"
                                   ", then the weights",
                         "outputs": f"block output [1, {chunk}, 64], the key and value rows the "
                                    f"step wrote into the cache [1, 2, {chunk}, 16] (the keys "
                                    "rotated)"},
                        first_position=DECODE_POSITION,
                        # A 128-slot cache holds no position near 1000 or 2^20.
                        starts=(0,) if static else BLOCK_START_POSITIONS)


def export_llama_dynamic_lengths(name, dtype=torch.float32, module="llama", prefix="Llama",
                                 config=None, config_line=LLAMA_LINES["config"]):
    """One graph for decode steps and prefill chunks: a dynamic cache whose
    past length and new-token count are both symbolic (torch.export Dims),
    the causal mask built from arange(past, past + new) for any count. Input
    sets: one token (decode, the case rope-specialize-decode versions) and 3
    tokens after 40 cached. Another family's decoder layer (`module`,
    `prefix`, its `config`) takes Llama's place where given."""
    config = config or llama_config(_attn_implementation="eager")
    block = DecodeBlock(family(module), prefix, config, static=False, always_mask=True)
    chunk = 4
    hidden_states = torch.randn(BATCH, chunk, config.hidden_size)
    positions = (DECODE_POSITION + torch.arange(chunk, dtype=torch.int64)).unsqueeze(0)
    past = past_cache(config, False)
    new = torch.export.Dim("new", min=1, max=64)
    length = torch.export.Dim("past", min=1, max=4096)
    dynamic_shapes = (({1: new}, {1: new}, {2: length}, {2: length})
                      + (None,) * len(list(block.parameters())),)

    def step(tokens, cached):
        kv_heads, key_dim, value_dim = cache_shape(config)
        return (torch.randn(BATCH, tokens, config.hidden_size),
                (cached + torch.arange(tokens, dtype=torch.int64)).unsqueeze(0),
                torch.randn(BATCH, kv_heads, cached, key_dim),
                torch.randn(BATCH, kv_heads, cached, value_dim))

    return export_block(name, block, (hidden_states, positions, *past),
                        f"{prefix}DecoderLayer's input_layernorm + {prefix}Attention (eager) + "
                        "residual over a dynamic cache (keys = cat(past, rotate(k))), with "
                        "symbolic new-token and past lengths: one graph for decode steps and "
                        "prefill chunks, the causal mask from arange(past, past + new)",
                        {"config": config_line,
                         "inputs": f"hidden_states [1, new, 64], position_ids [1, new] i64 "
                                   f"(past..), past keys, past values [1, 2, past, 16] (exported "
                                   f"at new = {chunk}, past = {DECODE_POSITION}), then the weights",
                         "outputs": "block output [1, new, 64], the key and value rows the step "
                                    "wrote into the cache [1, 2, new, 16] (the keys rotated)",
                         "sequence length": "dynamic: new 1 to 64, past 1 to 4096"},
                        dtype=dtype, first_position=DECODE_POSITION,
                        dynamic_shapes=dynamic_shapes,
                        input_sets={"decode": step(1, 300), "chunk3": step(3, 40)},
                        starts=(0,))


def export_llama_static_cache_dynamic_new(name):
    """HF's static cache of 128 slots with a symbolic count of new tokens
    (decode steps and prefill chunks in one graph), written at their cache
    positions (position_ids[0], read at run time) by index_copy, the mask
    built from those positions."""
    config = llama_config(_attn_implementation="eager")
    block = DecodeBlock(family("llama"), "Llama", config, static=True)
    chunk = 4
    hidden_states = torch.randn(BATCH, chunk, config.hidden_size)
    positions = (DECODE_POSITION + torch.arange(chunk, dtype=torch.int64)).unsqueeze(0)
    past = past_cache(config, True)
    new = torch.export.Dim("new", min=1, max=28)
    dynamic_shapes = (({1: new}, {1: new}, None, None)
                      + (None,) * len(list(block.parameters())),)

    def step(tokens, at):
        cache = past_cache(config, True)
        for part in cache:
            part[:, :, at:] = 0
        return (torch.randn(BATCH, tokens, config.hidden_size),
                (at + torch.arange(tokens, dtype=torch.int64)).unsqueeze(0), *cache)

    return export_block(name, block, (hidden_states, positions, *past),
                        "LlamaDecoderLayer's input_layernorm + LlamaAttention (eager) + "
                        "residual over a static cache of 128 slots (index_copy at the new "
                        "tokens' cache positions = position_ids[0], read at run time; keys "
                        "after each token's position masked), a symbolic count of new tokens: "
                        "one graph for decode steps and prefill chunks",
                        {"config": LLAMA_LINES["config"],
                         "inputs": "hidden_states [1, new, 64], position_ids [1, new] i64, past "
                                   "keys, past values [1, 2, 128, 16] (exported at new = 4 at "
                                   f"{DECODE_POSITION}), then the weights",
                         "outputs": "block output [1, new, 64], the key and value rows the step "
                                    "wrote into the cache [1, 2, new, 16] (the keys rotated)",
                         "sequence length": "dynamic: new 1 to 28"},
                        dtype=torch.float32, first_position=DECODE_POSITION,
                        dynamic_shapes=dynamic_shapes,
                        input_sets={"decode": step(1, 120), "chunk3": step(3, 40)},
                        starts=(0,))


def deepseek_view_transpose_rope(q, k, cos, sin, unsqueeze_dim=1):
    """DeepSeek's own modeling_deepseek.py form of the interleaved rotation
    (before transformers' strided-slice rewrite): the pairs de-interleaved
    with view/transpose/reshape, then rotate_half."""
    from transformers.models.llama.modeling_llama import rotate_half

    def deinterleave(x):
        b, h, s, d = x.shape
        return x.view(b, h, s, d // 2, 2).transpose(4, 3).reshape(b, h, s, d)

    cos, sin = cos.unsqueeze(unsqueeze_dim), sin.unsqueeze(unsqueeze_dim)
    q, k = deinterleave(q), deinterleave(k)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin


def export_family_block(name, module, prefix, config_cls, what, batch=BATCH, rope_bases=None,
                        rotary_args=(), window=None, patches=None, dtype=torch.float32,
                        mutated_buffers=(), rotary=True, multimodal=False, onnx=False,
                        **overrides):
    config = family_config(config_cls, **overrides)
    block = AttentionBlock(family(module), prefix, config, rotary_args=rotary_args, window=window,
                           patches=patches, rotary=rotary)
    inputs = block_inputs(config, batch=batch)
    position_shape = [batch, SEQ]
    if multimodal:
        # Multimodal RoPE's three rows of positions (temporal, height,
        # width), as an image's tokens get them: i, i // 2, i % 3.
        i = torch.arange(SEQ)
        rows = torch.stack([i, i // 2, i % 3]).unsqueeze(1).expand(3, batch, SEQ)
        inputs = (inputs[0], rows.contiguous())
        position_shape = [3, batch, SEQ]
    lines = {"config": f"{config_cls}(" + ", ".join(f"{k}={v!r}" for k, v in overrides.items())
                       + ")",
             "inputs": f"hidden_states [{batch}, {SEQ}, {config.hidden_size}], position_ids "
                       f"{position_shape} i64, then the weights"}
    rope_bases = rope_bases or {"default": config.rope_parameters["rope_theta"]}
    layers = (f"{prefix}Attention (eager, additive causal mask), then {prefix}DecoderLayer's "
              f"post_attention_layernorm" if block.post_norm is not None else
              f"{prefix}DecoderLayer's input_layernorm + {prefix}Attention (eager, additive "
              f"causal mask)")
    return export_block(name, block, inputs, f"{layers} + residual: {what}", lines,
                        dtype=dtype, rope_bases=rope_bases, mutated_buffers=mutated_buffers,
                        exporter=export_onnx if onnx else None)


BLOCK_EXPORTS = {
    "llama-eager-f32": (lambda: export_llama_block("llama-eager-f32", "eager", torch.float32),
                        "HF Llama attention block, eager attention, float32"),
    "llama-inv-freq-input": (lambda: export_llama_inv_freq_input("llama-inv-freq-input"),
                             "HF Llama eager block with inv_freq as an input (torch.compile-style)"),
    "llama-eager-bf16": (lambda: export_llama_block("llama-eager-bf16", "eager", torch.bfloat16),
                         "HF Llama attention block, eager attention, bfloat16"),
    "llama-eager-f16": (lambda: export_llama_block("llama-eager-f16", "eager", torch.float16),
                        "HF Llama attention block, eager attention (softmax in float32), float16"),
    "llama-sdpa-f32": (lambda: export_llama_block("llama-sdpa-f32", "sdpa", torch.float32),
                       "HF Llama attention block, SDPA, float32"),
    "llama-onnx-f32": (lambda: export_llama_block("llama-onnx-f32", "eager", torch.float32,
                                                  onnx=True),
                       "HF Llama attention block, eager, float32, through ONNX (torch.onnx.export, "
                       "torch-mlir's ONNX importer and pipelines)"),
    "llama-eager-dynamic": (lambda: export_llama_block("llama-eager-dynamic", "eager",
                                                       torch.float32, dynamic=True),
                            "HF Llama attention block, eager, dynamic sequence length"),
    "llama-eager-bf16-dynamic": (lambda: export_llama_block("llama-eager-bf16-dynamic", "eager",
                                                            torch.bfloat16, dynamic=True),
                                 "HF Llama attention block, eager, bfloat16, dynamic sequence "
                                 "length"),
    "llama-decode-dynamic-cache": (lambda: export_llama_decode("llama-decode-dynamic-cache", False),
                                   "HF Llama decode step with a dynamic cache"),
    "llama-decode-static-cache": (lambda: export_llama_decode("llama-decode-static-cache", True),
                                  "HF Llama decode step with a static cache"),
    "llama-prefill-chunk-dynamic-cache": (
        lambda: export_llama_prefill_chunk("llama-prefill-chunk-dynamic-cache"),
        "HF Llama chunked prefill step (4 tokens) with a dynamic cache"),
    "llama-dynamic-lengths": (
        lambda: export_llama_dynamic_lengths("llama-dynamic-lengths"),
        "HF Llama decode steps and prefill chunks in one graph: symbolic new-token and "
        "cache lengths"),
    "llama-dynamic-lengths-bf16": (
        lambda: export_llama_dynamic_lengths("llama-dynamic-lengths-bf16", torch.bfloat16),
        "HF Llama decode steps and prefill chunks in one graph, bfloat16: symbolic new-token "
        "and cache lengths"),
    "gpt-oss-dynamic-lengths": (
        lambda: export_llama_dynamic_lengths(
            "gpt-oss-dynamic-lengths", module="gpt_oss", prefix="GptOss",
            config=gpt_oss_config(), config_line="GptOssConfig(hidden 64, heads 4, kv heads 2, "
            "head_dim 16, full attention, YaRN factor 32): attention sinks"),
        "HF gpt-oss decode steps and prefill chunks in one graph (attention sinks): symbolic "
        "new-token and cache lengths"),
    "smollm3-nope-dynamic-lengths": (
        lambda: export_llama_dynamic_lengths(
            "smollm3-nope-dynamic-lengths", module="smollm3", prefix="SmolLM3",
            config=family_config("SmolLM3Config", **SMALL_GQA, no_rope_layers=[0],
                                 rope_parameters={"rope_type": "default",
                                                  "rope_theta": 10000.0}), config_line="SmolLM3Config(hidden 64, heads 4, kv "
            "heads 2, head_dim 16, no_rope_layers [0]): a NoPE layer, keys = cat(past, k)"),
        "HF SmolLM3 NoPE layer, decode steps and prefill chunks in one graph: symbolic "
        "new-token and cache lengths"),
    "deepseek-v3-mla-dynamic-lengths": (
        lambda: export_llama_dynamic_lengths(
            "deepseek-v3-mla-dynamic-lengths", module="deepseek_v3", prefix="DeepseekV3",
            config=family_config(
                "DeepseekV3Config", hidden_size=64, num_attention_heads=4,
                num_key_value_heads=4, q_lora_rank=32, kv_lora_rank=32, qk_rope_head_dim=8,
                qk_nope_head_dim=16, v_head_dim=16, rope_interleave=False,
                first_k_dense_replace=1, n_routed_experts=4, num_experts_per_tok=2,
                moe_intermediate_size=32), config_line="DeepseekV3Config(hidden 64, heads 4, "
            "q_lora 32, kv_lora 32, qk_nope 16, qk_rope 8, v 16, rope_interleave False): MLA, "
            "its cache the compressed latent and the rotated key channels"),
        "HF DeepSeek-V3 MLA decode steps and prefill chunks in one graph: symbolic new-token "
        "and cache lengths"),
    "glm-dynamic-lengths": (
        lambda: export_llama_dynamic_lengths(
            "glm-dynamic-lengths", module="glm", prefix="Glm", config=family_config(
                "GlmConfig", **SMALL_GQA), config_line="GlmConfig(hidden 64, heads 4, kv heads "
            "2, head_dim 16): partial rotary 0.5, interleaved pairs (repeat_interleave tables)"),
        "HF GLM decode steps and prefill chunks in one graph: symbolic new-token and cache "
        "lengths (the tables repeated by torch-mlir's dynamic broadcast)"),
    "cohere-dynamic-lengths": (
        lambda: export_llama_dynamic_lengths(
            "cohere-dynamic-lengths", module="cohere", prefix="Cohere", config=family_config(
                "CohereConfig", **SMALL_GQA, rope_parameters={"rope_type": "default",
                                                             "rope_theta": 10000.0}),
            config_line="CohereConfig(hidden 64, heads 4, kv heads 2, head_dim 16): "
            "interleaved pairs (the angles repeated before cos and sin)"),
        "HF Cohere decode steps and prefill chunks in one graph: symbolic new-token and "
        "cache lengths"),
    "llama-static-cache-dynamic-new": (
        lambda: export_llama_static_cache_dynamic_new("llama-static-cache-dynamic-new"),
        "HF Llama decode steps and prefill chunks in one graph over a static cache: a "
        "symbolic count of new tokens"),
    "llama-prefill-chunk-static-cache": (
        lambda: export_llama_prefill_chunk("llama-prefill-chunk-static-cache", static=True),
        "HF Llama chunked prefill step (4 tokens) with a static cache"),
    "mistral-eager-gqa": (lambda: export_family_block(
        "mistral-eager-gqa", "mistral", "Mistral", "MistralConfig",
        "batch 2, grouped-query attention (4 heads, 2 kv heads)", batch=2, hidden_size=64,
        num_attention_heads=4, num_key_value_heads=2, head_dim=16),
        "HF Mistral attention block, batch 2, GQA"),
    "phi-partial": (lambda: export_family_block(
        "phi-partial", "phi", "Phi", "PhiConfig",
        "partial rotary (factor 0.4: 16 of head_dim 40; one head to keep the weights small), "
        "LayerNorm, biases", hidden_size=40, num_attention_heads=1, num_key_value_heads=1,
        partial_rotary_factor=0.4),
        "HF Phi attention block, partial rotary 0.4"),
    "stablelm-partial": (lambda: export_family_block(
        "stablelm-partial", "stablelm", "StableLm", "StableLmConfig",
        "partial rotary (factor 0.25: 4 of head_dim 16), LayerNorm", hidden_size=64,
        num_attention_heads=4, num_key_value_heads=4, partial_rotary_factor=0.25),
        "HF StableLM attention block, partial rotary 0.25"),
    "gemma-hd256": (lambda: export_family_block(
        "gemma-hd256", "gemma", "Gemma", "GemmaConfig",
        "head_dim 256 (one head, hidden 16 to keep the weights small), (1 + w) RMSNorm",
        hidden_size=16, num_attention_heads=1, num_key_value_heads=1, head_dim=256),
        "HF Gemma attention block, head_dim 256"),
    "qwen3-qknorm": (lambda: export_family_block(
        "qwen3-qknorm", "qwen3", "Qwen3", "Qwen3Config", "q/k RMSNorm before the rotation",
        hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16),
        "HF Qwen3 attention block, q/k norms"),
    "gemma3-sliding": (lambda: export_family_block(
        "gemma3-sliding", "gemma3", "Gemma3", "Gemma3TextConfig",
        "q/k norms, sliding-window layer (window 4, local base 10000)", window=4,
        rope_bases={"default": 10000.0, "sliding_attention": 10000.0,
                    "full_attention": 1000000.0},
        rotary_args=("sliding_attention",), hidden_size=64, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, sliding_window=4,
        layer_types=["sliding_attention"], query_pre_attn_scalar=16),
        "HF Gemma 3 attention block, sliding-window layer"),
    "gemma2-softcap": (lambda: export_family_block(
        "gemma2-softcap", "gemma2", "Gemma2", "Gemma2Config",
        "global layer with attention logit soft-capping (50), (1 + w) RMSNorm",
        rope_bases={"default": 10000.0}, hidden_size=64, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, attn_logit_softcapping=50.0,
        layer_types=["full_attention"], query_pre_attn_scalar=16),
        "HF Gemma 2 attention block, logit soft-capping"),
    "cohere-interleaved": (lambda: export_family_block(
        "cohere-interleaved", "cohere", "Cohere", "CohereConfig",
        "interleaved rotate_half (repeat_interleave tables), LayerNorm", hidden_size=64,
        num_attention_heads=4, num_key_value_heads=2),
        "HF Cohere attention block, interleaved pairs"),
    "glm-partial": (lambda: export_family_block(
        "glm-partial", "glm", "Glm", "GlmConfig",
        "interleaved partial rotary (repeat_interleave tables, factor 0.5)", hidden_size=64,
        num_attention_heads=4, num_key_value_heads=2, head_dim=16, partial_rotary_factor=0.5),
        "HF GLM attention block"),
    "deepseek-v3-mla-interleave": (lambda: export_family_block(
        "deepseek-v3-mla-interleave", "deepseek_v3", "DeepseekV3", "DeepseekV3Config",
        "multi-head latent attention, rope_interleave=True (8 rotated channels of 24)",
        hidden_size=64, num_attention_heads=4, num_key_value_heads=4, q_lora_rank=32,
        kv_lora_rank=32, qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16,
        rope_interleave=True, first_k_dense_replace=1, n_routed_experts=4,
        num_experts_per_tok=2, moe_intermediate_size=32),
        "HF DeepSeek-V3 MLA block, rope_interleave=True"),
    "deepseek-v3-mla-half": (lambda: export_family_block(
        "deepseek-v3-mla-half", "deepseek_v3", "DeepseekV3", "DeepseekV3Config",
        "multi-head latent attention, rope_interleave=False (8 rotated channels of 24)",
        hidden_size=64, num_attention_heads=4, num_key_value_heads=4, q_lora_rank=32,
        kv_lora_rank=32, qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16,
        rope_interleave=False, first_k_dense_replace=1, n_routed_experts=4,
        num_experts_per_tok=2, moe_intermediate_size=32),
        "HF DeepSeek-V3 MLA block, rope_interleave=False"),
    "deepseek-v3-mla-view-transpose": (lambda: export_family_block(
        "deepseek-v3-mla-view-transpose", "deepseek_v3", "DeepseekV3", "DeepseekV3Config",
        "multi-head latent attention, rope_interleave=True with DeepSeek's own view/transpose "
        "de-interleave (deepseek_view_transpose_rope in place of "
        "apply_rotary_pos_emb_interleave)",
        patches={"apply_rotary_pos_emb_interleave": deepseek_view_transpose_rope},
        hidden_size=64, num_attention_heads=4, num_key_value_heads=4, q_lora_rank=32,
        kv_lora_rank=32, qk_rope_head_dim=8, qk_nope_head_dim=16, v_head_dim=16,
        rope_interleave=True, first_k_dense_replace=1, n_routed_experts=4,
        num_experts_per_tok=2, moe_intermediate_size=32),
        "HF DeepSeek-V3 MLA block, DeepSeek's original view/transpose de-interleave"),
    "qwen2-bias": (lambda: export_family_block(
        "qwen2-bias", "qwen2", "Qwen2", "Qwen2Config", "biases on the q, k and v projections",
        hidden_size=64, num_attention_heads=4, num_key_value_heads=2),
        "HF Qwen2 attention block, q/k/v biases"),
    "qwen2-bias-bf16": (lambda: export_family_block(
        "qwen2-bias-bf16", "qwen2", "Qwen2", "Qwen2Config",
        "biases on the q, k and v projections, bfloat16 (softmax in float32)",
        dtype=torch.bfloat16, hidden_size=64, num_attention_heads=4, num_key_value_heads=2),
        "HF Qwen2 attention block, q/k/v biases, bfloat16"),
    "olmo2-qknorm": (lambda: export_family_block(
        "olmo2-qknorm", "olmo2", "Olmo2", "Olmo2Config",
        "post-norm (x + norm(attention(x))), q/k RMSNorm over the whole projections before "
        "the heads are split", hidden_size=64, num_attention_heads=4, num_key_value_heads=2),
        "HF OLMo 2 attention block, post-norm, q/k norms over all heads"),
    "granite-multiplier": (lambda: export_family_block(
        "granite-multiplier", "granite", "Granite", "GraniteConfig",
        "attention_multiplier 0.3 as the score scale (not 1/sqrt(head_dim))", hidden_size=64,
        num_attention_heads=4, num_key_value_heads=2, attention_multiplier=0.3),
        "HF Granite attention block, attention multiplier"),
    "nemotron-partial": (lambda: export_family_block(
        "nemotron-partial", "nemotron", "Nemotron", "NemotronConfig",
        "partial rotary (factor 0.5: 8 of head_dim 16), (1 + w) LayerNorm", hidden_size=64,
        num_attention_heads=4, num_key_value_heads=2, partial_rotary_factor=0.5),
        "HF Nemotron attention block, partial rotary 0.5"),
    "gpt-oss-sinks": (lambda: export_family_block(
        "gpt-oss-sinks", "gpt_oss", "GptOss", "GptOssConfig",
        "attention sinks (a learned logit per query head in the softmax), rotation of the "
        "split halves (torch.chunk, cat), YaRN (factor 32, original context 4096, base "
        "150000, band not truncated, attention factor 1.35), biases", **SMALL_GQA,
        layer_types=["full_attention"], num_local_experts=4, num_experts_per_tok=2),
        "HF gpt-oss attention block, attention sinks"),
    "gpt-oss-sinks-bf16": (lambda: export_family_block(
        "gpt-oss-sinks-bf16", "gpt_oss", "GptOss", "GptOssConfig",
        "attention sinks, split-halves rotation, YaRN, bfloat16 (softmax in bfloat16)",
        dtype=torch.bfloat16, **SMALL_GQA, layer_types=["full_attention"],
        num_local_experts=4, num_experts_per_tok=2),
        "HF gpt-oss attention block, attention sinks, bfloat16"),
    "gpt-oss-sliding": (lambda: export_family_block(
        "gpt-oss-sliding", "gpt_oss", "GptOss", "GptOssConfig",
        "sliding-window layer (window 4) with attention sinks", window=4, **SMALL_GQA,
        layer_types=["sliding_attention"], sliding_window=4, num_local_experts=4,
        num_experts_per_tok=2),
        "HF gpt-oss attention block, sliding window and sinks"),
    "llama31-scaled": (lambda: export_family_block(
        "llama31-scaled", "llama", "Llama", "LlamaConfig",
        "Llama 3.1's rope scaling (rope_type llama3: factor 8, low/high frequency factors 1 "
        "and 4, original context 8192, base 500000)", **SMALL_GQA,
        rope_parameters={"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0,
                         "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                         "original_max_position_embeddings": 8192}),
        "HF Llama attention block, Llama 3.1 rope scaling"),
    "qwen3-yarn": (lambda: export_family_block(
        "qwen3-yarn", "qwen3", "Qwen3", "Qwen3Config",
        "q/k norms, YaRN (factor 4, original context 64, base 1000000; attention factor "
        "1.14 on cos and sin)", **SMALL_GQA,
        rope_parameters={"rope_type": "yarn", "rope_theta": 1000000.0, "factor": 4.0,
                         "original_max_position_embeddings": 64}),
        "HF Qwen3 attention block, YaRN"),
    "qwen3-next-gated": (lambda: export_family_block(
        "qwen3-next-gated", "qwen3_next", "Qwen3Next", "Qwen3NextConfig",
        "gated attention (the output times sigmoid of a gate projected with the queries), "
        "partial rotary 0.25, (1 + w) q/k norms", **SMALL_GQA,
        layer_types=["full_attention"], partial_rotary_factor=0.25, num_experts=4,
        num_experts_per_tok=2, moe_intermediate_size=32, shared_expert_intermediate_size=32),
        "HF Qwen3-Next attention block, gated attention"),
    "cohere2-sliding": (lambda: export_family_block(
        "cohere2-sliding", "cohere2", "Cohere2", "Cohere2Config",
        "sliding-window layer (window 4), interleaved pairs, LayerNorm", window=4,
        hidden_size=64, num_attention_heads=4, num_key_value_heads=2,
        layer_types=["sliding_attention"], sliding_window=4),
        "HF Cohere 2 attention block, sliding window, interleaved pairs"),
    "phi3-longrope": (lambda: export_family_block(
        "phi3-longrope", "phi3", "Phi3", "Phi3Config",
        "LongRoPE (short factors up to the original context of 64, long ones past it, chosen "
        "at run time from the largest position; attention factor sqrt(1 + ln 4 / ln 64)); "
        "the export returns the rotary inv_freq buffer it writes, first",
        mutated_buffers=("rotary.inv_freq",), hidden_size=64, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=256, original_max_position_embeddings=64,
        rope_parameters={"rope_type": "longrope", "rope_theta": 10000.0,
                         "short_factor": [1.0, 1.05, 1.1, 1.25, 1.5, 2.0, 2.5, 3.0],
                         "long_factor": [1.0, 1.5, 2.0, 3.0, 5.0, 8.0, 12.0, 16.0],
                         "original_max_position_embeddings": 64}),
        "HF Phi-3 attention block, LongRoPE"),
    # Layers without positional embedding (NoPE): nothing to raise; the
    # attention fuses without a rotation.
    "smollm3-nope": (lambda: export_family_block(
        "smollm3-nope", "smollm3", "SmolLM3", "SmolLM3Config",
        "a NoPE layer (no_rope_layers [0]: no rotary position embedding), GQA",
        **SMALL_GQA, no_rope_layers=[0]),
        "HF SmolLM3 attention block, a layer without RoPE"),
    "smollm3-nope-onnx": (lambda: export_family_block(
        "smollm3-nope-onnx", "smollm3", "SmolLM3", "SmolLM3Config",
        "a NoPE layer, GQA, through ONNX", onnx=True, **SMALL_GQA, no_rope_layers=[0]),
        "HF SmolLM3 attention block, a layer without RoPE, through ONNX"),
    "smollm3-nope-bf16": (lambda: export_family_block(
        "smollm3-nope-bf16", "smollm3", "SmolLM3", "SmolLM3Config",
        "a NoPE layer, GQA, bfloat16", dtype=torch.bfloat16, **SMALL_GQA, no_rope_layers=[0]),
        "HF SmolLM3 attention block, a layer without RoPE, bfloat16"),
    "llama4-nope": (lambda: export_family_block(
        "llama4-nope", "llama4", "Llama4Text", "Llama4TextConfig",
        "a NoPE layer (no_rope_layers [0]) with attention temperature tuning (queries scaled "
        "by 1 + 0.1 log1p(floor((i + 1) / 4)) at query index i; floor_scale 4), GQA",
        rotary=False, **SMALL_GQA, no_rope_layers=[0], floor_scale=4, attn_scale=0.1,
        intermediate_size_mlp=128, num_local_experts=2, moe_layers=[]),
        "HF Llama 4 attention block, a NoPE layer with temperature tuning"),
    "cohere2-global": (lambda: export_family_block(
        "cohere2-global", "cohere2", "Cohere2", "Cohere2Config",
        "a global layer (full attention: no rotary position embedding), LayerNorm",
        hidden_size=64, num_attention_heads=4, num_key_value_heads=2,
        layer_types=["full_attention"], sliding_window=4),
        "HF Cohere 2 attention block, a global layer without RoPE"),
    # Hunyuan normalizes q and k per head after rotating them: the
    # rotations stay outside the fused attention.
    "hunyuan-qknorm-after-rope": (lambda: export_family_block(
        "hunyuan-qknorm-after-rope", "hunyuan_v1_dense", "HunYuanDenseV1",
        "HunYuanDenseV1Config", "q/k RMSNorm per head after the rotation", **SMALL_GQA),
        "HF Hunyuan dense attention block, q/k norms after RoPE"),
    # EXAONE 4's hybrid attention: sliding-window layers with RoPE, global
    # layers without.
    "exaone4-sliding": (lambda: export_family_block(
        "exaone4-sliding", "exaone4", "Exaone4", "Exaone4Config",
        "a sliding-window layer (window 4) with RoPE, q/k norms, post-norm", window=4,
        **SMALL_GQA, layer_types=["sliding_attention"], sliding_window=4),
        "HF EXAONE 4 attention block, a sliding layer"),
    "exaone4-global": (lambda: export_family_block(
        "exaone4-global", "exaone4", "Exaone4", "Exaone4Config",
        "a global layer (full attention, no RoPE), q/k norms, post-norm", **SMALL_GQA,
        layer_types=["full_attention"], sliding_window=4),
        "HF EXAONE 4 attention block, a global layer without RoPE"),
    # Multimodal RoPE (three rows of positions): Qwen2-VL's sections in
    # contiguous runs of frequencies, Qwen3-VL's interleaved.
    "qwen2vl-mrope": (lambda: export_family_block(
        "qwen2vl-mrope", "qwen2_vl", "Qwen2VL", "Qwen2VLTextConfig",
        "multimodal RoPE (mrope_section [2, 3, 3]: frequencies 0-1 of the temporal row, 2-4 "
        "of the height row, 5-7 of the width row), q/k/v biases", multimodal=True,
        **SMALL_GQA, rope_parameters={"rope_type": "default", "rope_theta": 10000.0,
                                      "mrope_section": [2, 3, 3]}),
        "HF Qwen2-VL text attention block, multimodal RoPE"),
    "qwen3vl-mrope-interleaved": (lambda: export_family_block(
        "qwen3vl-mrope-interleaved", "qwen3_vl", "Qwen3VLText", "Qwen3VLTextConfig",
        "interleaved multimodal RoPE (mrope_section [4, 2, 2]: frequency i of the height row "
        "for i = 1 mod 3 below 6, of the width row for i = 2 mod 3 below 6, else of the "
        "temporal row), q/k norms", multimodal=True, **SMALL_GQA,
        rope_parameters={"rope_type": "default", "rope_theta": 10000.0,
                         "mrope_section": [4, 2, 2], "mrope_interleaved": True}),
        "HF Qwen3-VL text attention block, interleaved multimodal RoPE"),
    "ernie45-interleaved": (lambda: export_family_block(
        "ernie45-interleaved", "ernie4_5", "Ernie4_5", "Ernie4_5Config",
        "interleaved pairs (its own rotate_half on even/odd channels), base 500000",
        hidden_size=64, num_attention_heads=4, num_key_value_heads=2, head_dim=16),
        "HF ERNIE 4.5 attention block, interleaved pairs"),
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
    parser.add_argument("--blocks", action="store_true",
                        help=f"export the whole attention blocks {list(BLOCK_EXPORTS)} "
                             "(test/Integration/Models/Inputs)")
    parser.add_argument("out_dir")
    parser.add_argument("names", nargs="*", help=f"exports to write (default: all of {list(EXPORTS)})")
    args = parser.parse_args()
    global OUTPUT_TYPE
    if args.tosa:
        OUTPUT_TYPE = OutputType.TOSA
    suffix = "-tosa" if args.tosa else ""
    exports = BLOCK_EXPORTS if args.blocks else EXPORTS
    names = args.names or [name for name in exports
                           if not (args.tosa and name in TOSA_UNSUPPORTED)]
    os.makedirs(args.out_dir, exist_ok=True)
    for name in names:
        fn, what = exports[name]
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
