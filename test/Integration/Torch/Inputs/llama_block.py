"""The Hugging Face Llama attention layer with its rotary embedding, as one
module taking hidden states and position ids: what the torch tests compile
(torch_frontend in llama-attention.py, torch.compile in
torch-compile-llama-attention.py)."""

import torch


class LlamaAttentionBlock(torch.nn.Module):
    def __init__(self, config):
        super().__init__()
        from transformers.models.llama import modeling_llama as m
        self.rotary = m.LlamaRotaryEmbedding(config)
        self.attn = m.LlamaAttention(config, layer_idx=0)

    def forward(self, hidden_states, position_ids):
        cos, sin = self.rotary(hidden_states, position_ids)
        out, _ = self.attn(hidden_states, (cos, sin), attention_mask=None)
        return out
