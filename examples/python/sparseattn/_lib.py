"""Loading libsparseattn.so: where it is looked for, its version and its struct layout checked, its contexts."""
import ctypes
import os
import threading

from . import _abi
from ._abi import *  # noqa: F401,F403  (the structs, under their C names)

_HERE = os.path.dirname(os.path.abspath(__file__))

STATUS = ["ok", "invalid argument", "unsupported", "no CUDA driver", "no CUDA device", "no NVRTC",
          "kernel compilation failed", "CUDA error", "out of host memory", "I/O error", "internal error"]


class SparseAttnError(RuntimeError):
    """Every failure of sparseattn: a refused argument (the message names it), a missing driver, GPU or NVRTC, a
    kernel that did not compile, a library that does not match this package."""


def _candidates():
    env = os.environ.get("SPARSEATTN_LIB")
    if env:
        return [env]                               # nothing else is tried when it is set
    return [os.path.join(_HERE, "libsparseattn.so"),                        # installed package
            os.path.join(_HERE, "..", "..", "..", "build", "libsparseattn.so")]  # source tree (make lib)


def _version():
    try:
        from ._version import __version__
        return __version__
    except ImportError:                            # source tree: the header's version
        import re
        with open(os.path.join(_HERE, "..", "..", "..", "sparseattn.h"), encoding="utf-8") as f:
            return re.search(r'#define SPARSEATTN_VERSION_STRING "([^"]+)"', f.read()).group(1)


__version__ = _version()


def check_layout(lib, path):
    """Compare every ctypes struct of _abi.py with the library's sa_abi_layout(); raise on the first difference."""
    n = ctypes.c_int()
    table = lib.sa_abi_layout(ctypes.byref(n))
    have = {}
    for i in range(n.value):
        e = table[i]
        have[(e.type.decode(), e.member.decode())] = (e.offset, e.size)
    for cls in _abi.STRUCTS:
        s = cls.__name__
        if (s, "") not in have:
            raise SparseAttnError(f"{path}: the library has no struct {s}: it was built from another version of "
                                  f"sparseattn.h than this package ({__version__})")
        for fname, _ in cls._fields_:
            f = getattr(cls, fname)
            lib_f = have.get((s, fname))
            if lib_f is None:
                raise SparseAttnError(f"{path}: {s}.{fname} is not in the library's layout: it was built from another "
                                      f"version of sparseattn.h than this package ({__version__})")
            if lib_f != (f.offset, f.size):
                raise SparseAttnError(
                    f"{path}: {s}.{fname} is at offset {lib_f[0]} (size {lib_f[1]}) in the library but at offset "
                    f"{f.offset} (size {f.size}) in this package: the library was built from another version of "
                    f"sparseattn.h; rebuild it (pip install ./examples/python, or make lib)")
        lib_members = sorted(m for (t, m) in have if t == s and m)
        extra = set(lib_members) - {f for f, _ in cls._fields_}
        if extra:
            raise SparseAttnError(f"{path}: {s}.{sorted(extra)[0]} is in the library but not in this package: the "
                                  f"library was built from another version of sparseattn.h")
        if have[(s, "")][1] != ctypes.sizeof(cls):
            raise SparseAttnError(f"{path}: {s} is {have[(s, '')][1]} bytes in the library but {ctypes.sizeof(cls)} in "
                                  f"this package: the library was built from another version of sparseattn.h")


P = ctypes.POINTER
_c = ctypes
_PROTOS = {
    # name: (restype, argtypes)
    "sa_abi_layout": (P(sa_abi_entry), [P(_c.c_int)]),  # noqa: F405
    "sa_version_string": (_c.c_char_p, []),
    "sa_status_string": (_c.c_char_p, [_c.c_int]),
    "sa_last_error": (_c.c_char_p, [_c.c_void_p]),
    "sa_context_create": (_c.c_int, [P(sa_context_options), P(_c.c_void_p)]),  # noqa: F405
    "sa_context_destroy": (None, [_c.c_void_p]),
    "sa_device_info_get": (_c.c_int, [_c.c_void_p, P(sa_device_info)]),  # noqa: F405
    "sa_kernel_count": (_c.c_int, []),
    "sa_kernel_name": (_c.c_char_p, [_c.c_int]),
    "sa_kernel_info_get": (_c.c_int, [_c.c_void_p, _c.c_int, P(sa_kernel_info)]),  # noqa: F405
    "sa_precompile": (_c.c_int, [_c.c_void_p, P(sa_precompile_options), P(sa_precompile_report)]),  # noqa: F405
    "sa_attention": (_c.c_int, [_c.c_void_p, P(sa_attention_args), _c.c_void_p]),  # noqa: F405
    "sa_attention_tiles": (_c.c_int, [_c.c_void_p, P(sa_attention_args), P(sa_tiles)]),  # noqa: F405
    "sa_decode": (_c.c_int, [_c.c_void_p, P(sa_decode_args), _c.c_void_p]),  # noqa: F405
    "sa_merge_states": (_c.c_int, [_c.c_void_p, P(sa_merge_args), _c.c_void_p]),  # noqa: F405
    "sa_ref_merge_states": (_c.c_int, [P(sa_merge_args), _c.c_int, _c.c_void_p, _c.c_void_p]),  # noqa: F405
    "sa_decode_plan_get": (_c.c_int, [_c.c_void_p, P(sa_decode_args), P(sa_decode_plan)]),  # noqa: F405
    "sa_block_sparse_attention": (_c.c_int, [_c.c_void_p, P(sa_block_sparse_args), _c.c_void_p]),  # noqa: F405
    "sa_momo_workspace_size": (_c.c_int, [P(sa_momo_args), P(_c.c_size_t)]),  # noqa: F405
    "sa_momo_buffers_get": (_c.c_int, [P(sa_momo_args), P(sa_momo_buffers)]),  # noqa: F405
    "sa_momo_qsa": (_c.c_int, [_c.c_void_p, P(sa_momo_args), P(sa_momo_buffers), _c.c_void_p]),  # noqa: F405
    "sa_momo_union_trim": (_c.c_int, [_c.c_void_p, P(sa_momo_args), P(sa_momo_buffers), _c.c_void_p]),  # noqa: F405
    "sa_momo_prefill": (_c.c_int, [_c.c_void_p, P(sa_momo_args), _c.c_void_p]),  # noqa: F405
    "sa_kascade_sparse_attention": (_c.c_int, [_c.c_void_p, P(sa_kascade_sparse_args), _c.c_void_p]),  # noqa: F405
    "sa_kascade_prefill_workspace_size": (_c.c_int, [P(sa_kascade_prefill_args), P(_c.c_size_t)]),  # noqa: F405
    "sa_kascade_prefill": (_c.c_int, [_c.c_void_p, P(sa_kascade_prefill_args), _c.c_void_p]),  # noqa: F405
    "sa_kascade_decode_plan_get": (_c.c_int, [_c.c_void_p, P(sa_kascade_decode_args), P(sa_decode_plan)]),  # noqa: F405
    "sa_kascade_decode": (_c.c_int, [_c.c_void_p, P(sa_kascade_decode_args), _c.c_void_p]),  # noqa: F405
    "sa_kascade_similarity": (_c.c_int, [P(sa_kascade_sim_params), P(sa_kascade_prompt), _c.c_int,  # noqa: F405
                                         _c.c_void_p, _c.c_void_p]),
    "sa_kascade_similarity_gpu_workspace_size": (_c.c_int, [P(sa_kascade_sim_gpu_args), P(_c.c_size_t)]),  # noqa: F405
    "sa_kascade_similarity_gpu": (_c.c_int, [_c.c_void_p, P(sa_kascade_sim_gpu_args), _c.c_void_p]),  # noqa: F405
    "sa_kascade_layer_similarity": (_c.c_int, [_c.c_void_p, _c.c_int, _c.c_int, _c.c_void_p]),
    "sa_kascade_importance": (_c.c_int, [_c.c_void_p, _c.c_void_p, _c.c_int, _c.c_int, _c.c_int, _c.c_void_p]),
    "sa_kascade_plan_build": (_c.c_int, [_c.c_void_p, _c.c_void_p, _c.c_void_p, _c.c_int, _c.c_int, _c.c_int,
                                         P(sa_kascade_plan), P(_c.c_double)]),  # noqa: F405
    "sa_synth_generate": (_c.c_int, [P(sa_synth_options), _c.c_void_p, _c.c_void_p, _c.c_void_p]),  # noqa: F405
    "sa_ref_attention_ex": (_c.c_int, [P(sa_attention_args), P(sa_ref_options), _c.c_void_p, _c.c_void_p]),  # noqa: F405
    "sa_ref_decode": (_c.c_int, [P(sa_decode_args), P(sa_ref_options), _c.c_void_p, _c.c_void_p]),  # noqa: F405
    "sa_ref_block_sparse": (_c.c_int, [P(sa_block_sparse_args), _c.c_int, _c.c_void_p, _c.c_void_p]),  # noqa: F405
    "sa_ref_momo_qsa": (_c.c_int, [P(sa_momo_args), _c.c_int, _c.c_void_p, _c.c_void_p, _c.c_void_p,  # noqa: F405
                                   _c.c_void_p]),
    "sa_ref_momo_prefill": (_c.c_int, [P(sa_momo_args), _c.c_int, _c.c_void_p]),  # noqa: F405
    "sa_ref_momo_union_trim": (_c.c_int, [P(sa_momo_args), _c.c_void_p, _c.c_void_p, _c.c_void_p,  # noqa: F405
                                          _c.c_void_p]),
    "sa_ref_kascade_prefill_scores": (_c.c_int, [P(sa_kascade_sparse_args), _c.c_void_p]),  # noqa: F405
    "sa_ref_kascade_decode_scores": (_c.c_int, [P(sa_decode_args), _c.c_void_p]),  # noqa: F405
    "sa_ref_kascade_topk": (_c.c_int, [_c.c_void_p, _c.c_int64, _c.c_int, _c.c_void_p, _c.c_int, _c.c_float,
                                       _c.c_int, _c.c_void_p, _c.c_void_p, _c.c_int]),
    "sa_ref_kascade_sparse_attention": (_c.c_int, [P(sa_kascade_sparse_args), _c.c_int, _c.c_void_p,  # noqa: F405
                                                   _c.c_void_p]),
}


def _load():
    tried = []
    for path in _candidates():
        path = os.path.abspath(path)
        if not os.path.exists(path):
            tried.append(path)
            continue
        try:
            lib = ctypes.CDLL(path)
        except OSError as e:
            raise SparseAttnError(f"{path} could not be loaded: {e}") from None
        for name, (res, args) in _PROTOS.items():
            try:
                fn = getattr(lib, name)
            except AttributeError:
                raise SparseAttnError(f"{path} has no function {name}: it was built from another version of "
                                      f"sparseattn.h than this package ({__version__})") from None
            fn.restype, fn.argtypes = res, args
        v = lib.sa_version_string().decode()
        if v != __version__:
            raise SparseAttnError(f"{path} is sparseattn {v} but this package is {__version__}: reinstall the package "
                                  f"(pip install ./examples/python) or rebuild the library (make lib)")
        check_layout(lib, path)
        return lib, path
    raise SparseAttnError("libsparseattn.so not found (tried " + ", ".join(tried) + "): install the package with "
                          "`pip install ./examples/python`, or run `make lib` in the source tree, or set SPARSEATTN_LIB")


lib, lib_path = _load()


def last_error(ctx=None):
    m = lib.sa_last_error(ctx)
    return m.decode() if m else ""


def check(st, what, ctx=None):
    if st != 0:
        name = STATUS[st] if 0 <= st < len(STATUS) else f"status {st}"
        raise SparseAttnError(f"{what}: {name}: {last_error(ctx)}")


class Context:
    """An sa_context on one CUDA device (it retains the device's primary context, which torch shares)."""

    def __init__(self, device=0, cache_dir=None, max_family=0, no_tuning=False, validate=False, max_smem_per_block=0):
        opts = sa_context_options()  # noqa: F405
        opts.device = int(device)
        self._cache_dir = cache_dir.encode() if cache_dir else None
        opts.cache_dir = self._cache_dir
        opts.max_family = int(max_family)
        opts.no_tuning = int(bool(no_tuning))
        opts.validate = int(bool(validate))
        opts.max_smem_per_block = int(max_smem_per_block)
        ctx = ctypes.c_void_p()
        st = lib.sa_context_create(ctypes.byref(opts), ctypes.byref(ctx))
        if st != 0:
            raise SparseAttnError(f"sa_context_create: {STATUS[st]}: {last_error(None)}")
        self.ptr = ctx
        self.device = int(device)
        self.launches = {}   # the launch cache of calls on this context (_core.launches)

    def close(self):
        getattr(self, "launches", {}).clear()
        if getattr(self, "ptr", None):
            lib.sa_context_destroy(self.ptr)
            self.ptr = None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def check(self, st, what):
        check(st, what, self.ptr)


_contexts = {}
_contexts_lock = threading.Lock()


def context_for(device_index):
    """The shared context of a CUDA device (created on first use)."""
    c = _contexts.get(device_index)
    if c is None:
        with _contexts_lock:
            c = _contexts.get(device_index)
            if c is None:
                c = _contexts[device_index] = Context(device_index)
    return c
