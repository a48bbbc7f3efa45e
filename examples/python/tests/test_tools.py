"""Every command-line tool answers --help with its usage (exit 0) and an unknown argument with an error (exit 2)."""
import subprocess

import pytest

from conftest import ROOT

TOOLS = ["quickstart", "blasst_calibrate", "kascade_plan", "sa_tune", "sa_precompile"]


@pytest.fixture(scope="module")
def built():
    subprocess.check_call(["make", "-s"] + [f"build/{t}" for t in TOOLS], cwd=ROOT)


@pytest.mark.parametrize("tool", TOOLS)
def test_help(built, tool):
    r = subprocess.run([f"{ROOT}/build/{tool}", "--help"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("usage:"), (r.returncode, r.stdout[:300], r.stderr[:300])
    r = subprocess.run([f"{ROOT}/build/{tool}", "--no-such-option"], capture_output=True, text=True, timeout=60)
    assert r.returncode != 0 and "usage:" in r.stdout + r.stderr
