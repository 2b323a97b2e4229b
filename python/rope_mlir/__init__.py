"""Python side of rope-mlir.

* ``rope_mlir.reference``: an independent float64 numpy oracle for rotary
  position embedding (RoPE) and attention, used to check compiled code.
* ``rope_mlir.bf16``: bfloat16 <-> float32 conversion on uint16 bit patterns.
* ``rope_mlir.aot``: compile MLIR ahead of time to a shared library and call
  its C interface through ctypes.

The submodules are imported explicitly (``from rope_mlir import reference``);
importing the package itself loads nothing but this docstring and
``__version__``.
"""

# rope-mlir's version: the top-level CMakeLists.txt's project(VERSION), which
# rope-opt --version prints too (test/Tools/version.py checks they agree).
__version__ = "0.2.0"
