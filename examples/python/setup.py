"""Builds libsparseattn.so from sparseattn.h with the C compiler (no CUDA needed: the library finds the driver and
NVRTC at run time) and installs it inside the package, with the header's version."""
import os
import re
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))


def header_path():
    for p in (os.path.join(HERE, "..", "..", "sparseattn.h"), os.path.join(HERE, "sparseattn.h")):
        if os.path.exists(p):
            return os.path.abspath(p)
    sys.exit("sparseattn.h not found: build the package from the sparseattn repository (pip install ./examples/python)")


def header_version():
    with open(header_path(), encoding="utf-8") as f:
        return re.search(r'#define SPARSEATTN_VERSION_STRING "([^"]+)"', f.read()).group(1)


class BuildPyWithLibrary(build_py):
    def run(self):
        super().run()
        pkg = os.path.join(self.build_lib, "sparseattn")
        os.makedirs(pkg, exist_ok=True)
        cc = os.environ.get("CC", "cc")
        cmd = [cc, "-std=c99", "-O2", "-fPIC", "-shared", "-DSPARSEATTN_IMPLEMENTATION", "-x", "c", header_path(),
               "-o", os.path.join(pkg, "libsparseattn.so"), "-ldl", "-lpthread", "-lm"]
        print(" ".join(cmd))
        subprocess.check_call(cmd)
        with open(os.path.join(pkg, "_version.py"), "w", encoding="utf-8") as f:
            f.write(f'__version__ = "{header_version()}"\n')


class PlatformDistribution(Distribution):
    def has_ext_modules(self):   # the wheel holds a shared library: tag it for this platform
        return True


setup(version=header_version(), cmdclass={"build_py": BuildPyWithLibrary}, distclass=PlatformDistribution)
