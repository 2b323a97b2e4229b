"""Compile a PyTorch module end to end: torch-mlir -> rope-raise -> fusion -> CPU.

``compile(module, example_inputs)`` exports ``module`` with torch-mlir's
``fx.export_and_import`` to linalg-on-tensors (weights become constants;
static shapes unless ``dynamic_shapes`` names dynamic sizes),
runs ``rope-opt --rope-raise --rope-lower-to-llvm`` on it (RoPE raised to
rope ops, attention fused into ``rope.attention`` where the graph has it,
the CPU strategy), builds a shared library with ``rope_mlir.aot`` and
returns a callable that takes and returns torch tensors of the example
inputs' shapes and dtypes.

Needs ``torch`` and ``torch_mlir`` (importable by the interpreter that
calls it; the versions that work together are pinned in
scripts/export-requirements.txt), plus ``rope-opt`` (see ``rope_mlir.aot``).
The core package does not import this module.

Arguments are passed without copying when they are contiguous CPU tensors
(``Tensor.numpy()`` shares their memory); results are copied out of the
library's buffers. bfloat16 tensors travel as their uint16 bit patterns.

``module`` itself is not changed: the export works on a deep copy, put in
eval mode, whose non-persistent buffers are made persistent (torch-mlir's
import looks buffers up in the state dict). The compiled code has no
backward: calling it with grad mode on and an input that requires
gradients raises ``RuntimeError`` (call it under ``torch.no_grad()``). For
dynamic sizes and a fallback to eager, use the ``torch.compile`` backend
(``rope_mlir.torch_backend``).
"""

import copy

import numpy as np

from rope_mlir import aot, remarks

__all__ = ["compile", "CompiledModule"]

_DTYPES = {"f32": "float32", "f64": "float64", "f16": "float16",
           "bf16": "bfloat16", "i64": "int64", "i32": "int32", "i1": "bool"}


class CompiledModule:
    """A compiled module: call it with torch tensors; ``exported`` and
    ``raised`` hold the MLIR text before and after rope-raise and fusion,
    ``remarks`` what rope-raise and rope-fuse-attention reported
    (``rope_mlir.remarks.Remark`` records; ``str()`` gives the message)."""

    def __init__(self, library, name, exported, raised, remarks):
        self.library = library
        self.name = name
        self.exported = exported
        self.raised = raised
        self.remarks = remarks

    def __call__(self, *tensors):
        import torch

        if torch.is_grad_enabled() and any(
                isinstance(t, torch.Tensor) and t.requires_grad for t in tensors):
            raise RuntimeError(
                f"@{self.name}: an input requires gradients and grad mode is on, but the "
                "compiled code has no backward; call it under torch.no_grad() or "
                "torch.inference_mode(), or detach the inputs")
        signature = aot.signature(self.library, self.name)
        args = [aot.from_torch(t) if isinstance(t, torch.Tensor) else t for t in tensors]
        specs = []
        for entry in signature["results"]:
            dtype = {"bf16": np.uint16, "f32": np.float32, "f64": np.float64,
                     "f16": np.float16, "i64": np.int64,
                     "i32": np.int32}[entry["type"]]
            # Dynamic sizes (-1) come back as the function returned them.
            specs.append((tuple(None if n < 0 else n for n in entry["shape"]), dtype))
        results = aot.call(self.library, self.name, args, specs)
        if len(specs) == 1:
            results = (results,)
        out = []
        for result, entry in zip(results, signature["results"]):
            value = torch.from_numpy(np.ascontiguousarray(result))
            if entry["type"] == "bf16":
                value = value.view(torch.int16).view(torch.bfloat16)
            out.append(value)
        return out[0] if len(out) == 1 else tuple(out)


def export(module, example_inputs, func_name="forward", dynamic_shapes=None):
    """Returns ``module`` exported by torch-mlir to linalg-on-tensors (text).

    The export works on a deep copy of ``module`` in eval mode whose
    non-persistent buffers (Hugging Face's ``inv_freq``) are made
    persistent: torch-mlir's import looks buffers up in the state dict,
    which leaves them out. ``module`` itself is left as it was.
    """
    import torch
    from torch_mlir import fx

    module = copy.deepcopy(module)
    module.eval()
    for sub in module.modules():
        sub._non_persistent_buffers_set.clear()
    with torch.no_grad():
        exported = fx.export_and_import(module, *example_inputs,
                                        output_type="linalg-on-tensors",
                                        func_name=func_name,
                                        dynamic_shapes=dynamic_shapes)
    return str(exported)


def compile(module, example_inputs, *, opt_tool=None, func_name="forward",
            pipeline="rope-lower-to-llvm", dynamic_shapes=None):
    """Exports, raises, fuses and compiles ``module``; returns a
    CompiledModule. ``pipeline`` is the rope-opt pipeline after rope-raise
    (with its options, e.g. ``rope-lower-to-llvm=num-threads=1``).
    ``dynamic_shapes`` is ``torch.export``'s: sizes given a
    ``torch.export.Dim`` stay dynamic, so one library takes every size."""
    exported = export(module, example_inputs, func_name, dynamic_shapes)
    tool = aot.find_opt_tool(opt_tool)
    raised, found = remarks.run(tool, ["--rope-raise", "--rope-fuse-attention",
                                       "--mlir-print-op-on-diagnostic=false"], exported)
    if raised.returncode != 0:
        raise aot.ToolError(f"rope-opt --rope-raise failed:\n{raised.stderr}")
    library = aot.compile_module(exported, opt_tool=opt_tool,
                                 pipeline=["--rope-raise", "--" + pipeline])
    return CompiledModule(library, func_name, exported, raised.stdout, found)
