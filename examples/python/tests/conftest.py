"""The package from this source tree (examples/python) and the library of `make lib`, unless SPARSEATTN_LIB says
otherwise or an installed package is asked for (SPARSEATTN_TEST_INSTALLED=1)."""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
if os.environ.get("SPARSEATTN_TEST_INSTALLED") != "1":
    sys.path.insert(0, os.path.join(ROOT, "examples", "python"))


def cuda_ok():
    import torch
    return torch.cuda.is_available()


gpu = pytest.mark.skipif(not cuda_ok(), reason="no CUDA GPU")
