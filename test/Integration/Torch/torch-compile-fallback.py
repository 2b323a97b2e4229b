# REQUIRES: torch
# RUN: %torch_python %s 2>&1 | FileCheck %s
#
# Graphs the rope_mlir backend cannot take run eagerly, with the reason logged
# on the "rope_mlir" logger, and never raise:
# * an FFT (complex numbers, which the CPU pipeline does not take): the
#   result equals eager PyTorch's;
# * gradients: a module called with grad mode on (its parameters require
#   gradients) runs eagerly with autograd: backward gives the gradients of
#   the same module run eagerly (a deep copy), and the module is unchanged.
# * a buffer changed in place (a counter): it is counted on both calls.
# The same module under torch.no_grad() is compiled (a second backend call:
# dynamo guards grad mode), through options={"dump_dir": ...}.
#
# CHECK: WARNING rope_mlir: rope_mlir: graph0 runs eagerly: {{.*}}
# CHECK: fft: compiled False, equal to eager: True
# CHECK: WARNING rope_mlir: rope_mlir: graph1 runs eagerly: grad mode is on and inputs or parameters require gradients; rope_mlir compiles inference only
# CHECK: grad: compiled False, output has grad_fn: True, gradients equal to eager: True
# CHECK: WARNING rope_mlir: rope_mlir: graph2 runs eagerly: the graph changes inputs or buffers in place
# CHECK: counter: 2.0
# CHECK: no_grad: compiled True, equal to eager: True, dump kept: True

import copy
import logging
import os
import sys
import tempfile

import torch

import rope_mlir  # noqa: F401 - registers the backend
from rope_mlir import torch_backend


class Spectrum(torch.nn.Module):
    def forward(self, x):
        return torch.fft.rfft(x).abs()


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("calls", torch.zeros(()))

    def forward(self, x):
        self.calls.add_(1)
        return x * 2


class Rotary(torch.nn.Module):
    """q/k projection and a rotate_half rotation, as in Llama."""

    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(32, 32, bias=False)
        inv_freq = 1.0 / (10000.0 ** (torch.arange(0, 32, 2).float() / 32))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, x, positions):
        q = self.proj(x)
        freqs = positions[..., None].float() * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        x1, x2 = q[..., :16], q[..., 16:]
        return q * emb.cos() + torch.cat((-x2, x1), dim=-1) * emb.sin()


def main():
    logging.basicConfig(format="%(levelname)s %(name)s: %(message)s", stream=sys.stdout)
    torch.manual_seed(0)

    x = torch.randn(4, 64)
    got = torch.compile(Spectrum(), backend="rope_mlir")(x)
    print(f"fft: compiled {torch_backend.compilations[-1].compiled}, equal to eager: "
          f"{torch.equal(got, torch.fft.rfft(x).abs())}")

    model = Rotary()
    eager = copy.deepcopy(model)
    state = {k: v.clone() for k, v in model.state_dict().items()}
    x = torch.randn(1, 8, 32)
    positions = torch.arange(8).unsqueeze(0)
    out = torch.compile(model, backend="rope_mlir")(x, positions)
    out.square().sum().backward()
    eager(x, positions).square().sum().backward()
    print(f"grad: compiled {torch_backend.compilations[-1].compiled}, output has grad_fn: "
          f"{out.grad_fn is not None}, gradients equal to eager: "
          f"{torch.allclose(model.proj.weight.grad, eager.proj.weight.grad)}")

    counter = Counter()
    with torch.no_grad():
        compiled = torch.compile(counter, backend="rope_mlir")
        compiled(x)
        compiled(x)
    print(f"counter: {counter.calls.item()}")

    with tempfile.TemporaryDirectory() as folder, torch.no_grad():
        compiled = torch.compile(model, backend="rope_mlir", options={"dump_dir": folder})
        got = compiled(x, positions)
        record = torch_backend.compilations[-1]
        kept = os.path.exists(os.path.join(record.dump_dir, "raised.mlir"))
        print(f"no_grad: compiled {record.compiled}, equal to eager: "
              f"{torch.allclose(got, eager(x, positions), atol=1e-5)}, dump kept: "
              f"{kept and record.dump_dir.startswith(folder)}")
    same = (list(model.state_dict()) == list(state) and
            all(torch.equal(model.state_dict()[k], v) for k, v in state.items()))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
