"""Builds libsparseattn.so from sparseattn.h with the C compiler (no CUDA needed: the library finds the driver and
NVRTC at run time) and installs it inside the package, with the header's version: SPARSEATTN_VERSION_STRING is the
package's only version (pyproject.toml declares it dynamic; the package reads _version.py, written here).

The header: the repository's (../../sparseattn.h) when built from a checkout; in an sdist, the copy that `sdist` puts
beside this file (with LICENSE), so that `pip install sparseattn-X.tar.gz` builds anywhere."""
import os
import re
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def header_path():
    # an unpacked sdist (PKG-INFO beside setup.py) uses its own copy, never a sparseattn.h that happens to lie two
    # folders up; a checkout uses the repository's
    own = os.path.join(HERE, "sparseattn.h")
    if os.path.exists(os.path.join(HERE, "PKG-INFO")) and os.path.exists(own):
        return own
    for p in (os.path.join(REPO, "sparseattn.h"), own):
        if os.path.exists(p):
            return os.path.abspath(p)
    sys.exit("sparseattn.h not found: build the package from the sparseattn repository (pip install ./examples/python)"
             " or from its sdist (python3 setup.py sdist there)")


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


class SdistWithHeader(sdist):
    """The sdist carries the header (and LICENSE) beside setup.py: outside the repository nothing else provides it."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        lic = [p for p in (os.path.join(REPO, "LICENSE"), os.path.join(HERE, "LICENSE")) if os.path.exists(p)]
        for src in [header_path()] + lic[:1]:
            dst = os.path.join(base_dir, os.path.basename(src))
            if os.path.exists(dst):
                os.unlink(dst)                         # a hard link from an earlier tree: never write through it
            self.copy_file(src, dst)


class PlatformDistribution(Distribution):
    def has_ext_modules(self):   # the wheel holds a shared library: tag it for this platform
        return True


setup(version=header_version(), cmdclass={"build_py": BuildPyWithLibrary, "sdist": SdistWithHeader},
      distclass=PlatformDistribution)
