"""Packaging: the header's SPARSEATTN_VERSION_STRING is the package's only version, and the sdist carries sparseattn.h
so that `pip install sparseattn-X.tar.gz` builds the library anywhere (no GPU needed: the CPU reference answers); the
README's way to point the C tools at the nvidia-cuda-nvrtc wheel."""
import glob
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile

import pytest

import sparseattn as sa
from conftest import ROOT

PKG = os.path.join(ROOT, "examples", "python")


def _header():
    with open(os.path.join(ROOT, "sparseattn.h"), encoding="utf-8") as f:
        return f.read()


def test_version_has_one_source():
    h = _header()
    parts = [re.search(rf"#define SPARSEATTN_VERSION_{k} (\d+)", h).group(1) for k in ("MAJOR", "MINOR", "PATCH")]
    string = re.search(r'#define SPARSEATTN_VERSION_STRING "([^"]+)"', h).group(1)
    assert string == ".".join(parts)
    assert sa.__version__ == string == sa.library_version
    with open(os.path.join(PKG, "pyproject.toml"), encoding="utf-8") as f:
        toml = f.read()
    assert re.search(r'^dynamic\s*=\s*\[[^\]]*"version"', toml, re.M), "pyproject.toml must take the version from setup.py"
    # no hand-kept number anywhere in the package's sources
    kept = re.compile(r"""(?:__version__|\bversion)\s*[=:]\s*["']\d+\.\d+""")
    files = [os.path.join(PKG, n) for n in ("pyproject.toml", "setup.py")]
    files += glob.glob(os.path.join(PKG, "sparseattn", "*.py"))
    for path in files:
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f, 1):
                assert not kept.search(line), f"{path}:{i} keeps a version by hand: {line.strip()}"


def _source_copy(dst, version):
    """The repository's parts the package needs (header, LICENSE, examples/python without build outputs), the header's
    version set to `version`."""
    os.makedirs(os.path.join(dst, "examples"))
    h = _header()
    major, minor, patch = version.split(".")
    for k, v in (("MAJOR", major), ("MINOR", minor), ("PATCH", patch)):
        h, n = re.subn(rf"#define SPARSEATTN_VERSION_{k} \d+", f"#define SPARSEATTN_VERSION_{k} {v}", h)
        assert n == 1
    h, n = re.subn(r'#define SPARSEATTN_VERSION_STRING "[^"]+"', f'#define SPARSEATTN_VERSION_STRING "{version}"', h)
    assert n == 1
    with open(os.path.join(dst, "sparseattn.h"), "w", encoding="utf-8") as f:
        f.write(h)
    shutil.copy(os.path.join(ROOT, "LICENSE"), dst)
    shutil.copytree(PKG, os.path.join(dst, "examples", "python"),
                    ignore=shutil.ignore_patterns("build", "dist", "__pycache__", "*.egg-info", "*.so", "_version.py"))
    return h


def _sdist(src, out):
    os.makedirs(out)
    # the `build` front end when installed (asked in a subprocess: a build/ folder on sys.path would pass for it)
    if subprocess.run([sys.executable, "-m", "build", "--version"], cwd=out, capture_output=True).returncode == 0:
        cmd = [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", out, src]
    else:
        cmd = [sys.executable, "setup.py", "-q", "sdist", "--dist-dir", out]
    r = subprocess.run(cmd, cwd=src, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    made = glob.glob(os.path.join(out, "*.tar.gz"))
    assert len(made) == 1, made
    return made[0]


def test_sdist_carries_the_header_and_installs(tmp_path):
    # a version no file of the package holds: it can only come from the header
    version = "9.8.7"
    header = _source_copy(str(tmp_path / "repo"), version)
    sdist = _sdist(str(tmp_path / "repo" / "examples" / "python"), str(tmp_path / "dist"))
    assert os.path.basename(sdist) == f"sparseattn-{version}.tar.gz"
    with tarfile.open(sdist) as t:
        names = t.getnames()
        top = f"sparseattn-{version}"
        assert f"{top}/sparseattn.h" in names, names
        assert f"{top}/LICENSE" in names, names
        assert t.extractfile(f"{top}/sparseattn.h").read().decode() == header
        pkg_info = t.extractfile(f"{top}/PKG-INFO").read().decode()
    assert re.search(rf"^Version: {re.escape(version)}$", pkg_info, re.M), pkg_info[:500]

    # pip builds it away from the repository: only the sdist's own header is there to compile
    target = tmp_path / "site"
    r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "--target",
                        str(target), sdist], capture_output=True, text=True, cwd=str(tmp_path))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    env = {k: v for k, v in os.environ.items() if k not in ("SPARSEATTN_LIB", "PYTHONPATH")}
    env["PYTHONPATH"] = str(target)
    code = ("import sparseattn, torch\n"
            "print(sparseattn.__version__, sparseattn.library_version, sparseattn.lib_path)\n"
            "torch.manual_seed(0)\n"
            "q, k, v = (torch.randn(1, 24, 4, 64) for _ in range(3))\n"
            "o = sparseattn.attention(q.bfloat16(), k.bfloat16(), v.bfloat16(), causal=True).float()\n"
            "r = torch.nn.functional.scaled_dot_product_attention(*(t.bfloat16().float().transpose(1, 2)\n"
            "    for t in (q, k, v)), is_causal=True).transpose(1, 2)\n"
            "print((o - r).abs().max().item())\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr[-3000:]
    line, err = r.stdout.split("\n")[:2]
    got_version, lib_version, lib_path = line.split()
    assert got_version == lib_version == version
    assert lib_path.startswith(str(target)), lib_path
    assert float(err) < 2e-2, err    # NaN fails too


def test_readme_nvrtc_one_liner():
    """The README's SPARSEATTN_NVRTC line names an NVRTC of the nvidia-cuda-nvrtc wheel, with its builtins beside it."""
    if importlib.util.find_spec("nvidia") is None:
        pytest.skip("no nvidia-* wheel installed")
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        m = re.search(r'^export SPARSEATTN_NVRTC=\$\(python3 -c "(.+)"\)$', f.read(), re.M)
    assert m, "the README's Install section has no SPARSEATTN_NVRTC line"
    r = subprocess.run([sys.executable, "-c", m.group(1)], capture_output=True, text=True)
    if r.returncode != 0 and "max() arg is an empty sequence" in r.stderr:
        pytest.skip("the nvidia-cuda-nvrtc wheel is not installed")
    assert r.returncode == 0, r.stderr[-2000:]
    path = r.stdout.strip()
    assert os.path.isfile(path) and re.fullmatch(r"libnvrtc\.so\.1\d", os.path.basename(path)), path
    assert glob.glob(os.path.join(os.path.dirname(path), "libnvrtc-builtins.so.*")), os.listdir(os.path.dirname(path))
