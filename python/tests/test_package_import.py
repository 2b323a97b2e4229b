"""`import rope_mlir` needs neither torch nor anything beyond the standard
library; the torch.compile backend is registered only where torch is."""

import importlib.util
import subprocess
import sys
import os

import pytest

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.skipif(importlib.util.find_spec("torch") is not None,
                    reason="torch is installed here: the lit tests under "
                           "test/Integration/Torch cover the registration")
def test_import_without_torch_loads_no_backend():
    code = ("import sys, rope_mlir; "
            "print('rope_mlir.torch_backend' in sys.modules, 'torch' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": PYTHON_DIR}, check=True)
    assert done.stdout.split() == ["False", "False"]
    assert done.stderr == ""
