"""The tools an installed rope_mlir carries.

The wheel of ``pip install .`` (pyproject.toml, cmake/Wheel.cmake) puts
rope-opt in ``rope_mlir/bin`` and libRopeMLIR-C.so and
librope_cuda_runtime.so in ``rope_mlir/lib``, beside the modules. A source
checkout has neither folder.
"""

import os

PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


def packaged_file(folder, name):
    """Return the path of ``folder/name`` ("bin" or "lib") inside the
    installed package, or None where the package does not hold it."""
    path = os.path.join(PACKAGE_DIR, folder, name)
    return path if os.path.exists(path) else None
