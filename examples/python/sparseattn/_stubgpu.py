"""CPU tensors through the GPU path, with the library's GPU entry points replaced by stubs: the Python layer's own
host work (checks, caches, the argument structs, allocations) without a GPU. For bench_host.py, which times that
work on any machine, and for the tests of the GPU path's caches; never for results (no kernel runs).

    with sparseattn._stubgpu.stub_gpu() as calls:
        sparseattn.decode(q, k_cache, v_cache, seqlens_k, max_seqlen_k=S)   # CPU tensors, GPU path
    calls[-1]   # ("sa_decode", a copy of the sa_decode_args it was given)

Each stubbed entry point still goes through its ctypes function (on a NULL context, which the library refuses at
once), so the argument conversion is paid as on a GPU; it then returns SA_OK. sa_decode_plan_get answers
`workspace_bytes`. The allocations are the CPU allocator's, not the CUDA caching allocator's.
"""
import contextlib
import ctypes

from . import _core, _lib

# the entry points the GPU path calls on a context and a stream (the rest of the library is used as it is)
_STUBBED = ("sa_attention", "sa_decode", "sa_decode_plan_get", "sa_merge_states", "sa_block_sparse_attention",
            "sa_kascade_decode_plan_get", "sa_kascade_decode", "sa_kascade_prefill", "sa_attention_tiles")


class _Ctx:
    """A context that holds no device: NULL to the library."""
    device = 0
    ptr = ctypes.c_void_p()

    def check(self, st, what):
        _lib.check(st, what)


class _Lib:
    def __init__(self, real, calls, record, workspace_bytes):
        self._real = real
        for name in _STUBBED:
            setattr(self, name, self._stub(name, getattr(real, name), calls, record, workspace_bytes))

    @staticmethod
    def _stub(name, fn, calls, record, workspace_bytes):
        plan = name.endswith("_plan_get")

        def call(*args):
            fn(*args)                                  # ctypes' conversions, then the library's refusal of NULL
            if plan:
                args[2]._obj.workspace_bytes = workspace_bytes
            if record:
                s = args[1]._obj
                calls.append((name, type(s).from_buffer_copy(s)))
            return 0
        return call

    def __getattr__(self, name):
        return getattr(self._real, name)


_PATCHED = ("on_gpu", "ctx_of", "stream_of", "raw_stream", "lib")


@contextlib.contextmanager
def stub_gpu(record=True, workspace_bytes=1 << 20):
    """Within: every tensor takes the GPU path, and the GPU entry points are stubs (record: each call's name and a
    copy of its argument struct appended to the list yielded). The launch caches are emptied on entry and exit."""
    calls = []
    saved = {n: getattr(_core, n) for n in _PATCHED}
    ctx = _Ctx()
    _core.on_gpu = lambda t: True
    _core.ctx_of = lambda t: ctx
    _core.stream_of = lambda t: ctypes.c_void_p()
    _core.raw_stream = lambda device_index: 0
    _core.lib = _Lib(_lib.lib, calls, record, workspace_bytes)
    clear = getattr(_core, "clear_launch_caches", None)
    if clear:
        clear()
    try:
        yield calls
    finally:
        for n, v in saved.items():
            setattr(_core, n, v)
        if clear:
            clear()
