"""sparseattn.distributed against sparseattn.attention / decode on the full tensors: ring_attention (zigzag and
contiguous, causal and not, padded and packed, BLASST) and sharded_decode (contiguous and paged cache shards, GQA,
speculative causal, sinks, FP8), on 2 and 3 CPU processes of one spawn (gloo; the 2-rank cases on a subgroup) and on
2+ GPUs (NCCL); the shard helpers and the refusals."""
import datetime
import os
import socket
import time
import traceback
import zlib

import pytest
import torch

import sparseattn as sa
import sparseattn.distributed as sd

BF16, FP16 = torch.bfloat16, torch.float16
TOL = {BF16: 2e-2, FP16: 4e-3}
D = 64

RING = [
    dict(name="causal_bf16", dtype=BF16, B=2, S=200, Hq=4, Hkv=2, causal=True, lse=True),
    dict(name="causal_fp16_nolse", dtype=FP16, B=1, S=77, Hq=4, Hkv=4, causal=True, lse=False),
    dict(name="full_bf16", dtype=BF16, B=2, S=131, Hq=4, Hkv=2, causal=False, lse=True),
    dict(name="full_fp16_nolse", dtype=FP16, B=1, S=97, Hq=2, Hkv=1, causal=False, lse=False),
    dict(name="contiguous_bf16", dtype=BF16, B=1, S=150, Hq=4, Hkv=2, causal=True, lse=True, layout="contiguous"),
    dict(name="varlen_causal_bf16", dtype=BF16, lens=[37, 120, 5], Hq=4, Hkv=2, causal=True, lse=True),
    dict(name="varlen_full_fp16", dtype=FP16, lens=[64, 9], Hq=4, Hkv=1, causal=False, lse=True),
    dict(name="blasst_bf16", dtype=BF16, B=1, S=700, Hq=4, Hkv=2, causal=True, lse=True, blasst=1e-6, worlds=(2,)),
]
DECODE = [
    dict(name="contiguous_bf16", dtype=BF16, lens=[150, 2], Hq=4, Hkv=2, q_len=1),
    dict(name="paged_fp16", dtype=FP16, lens=[97, 160], Hq=4, Hkv=1, q_len=1, page=16),
    dict(name="empty_sequence_bf16", dtype=BF16, lens=[0, 45], Hq=4, Hkv=2, q_len=1),
    dict(name="speculative_bf16", dtype=BF16, lens=[120, 66], Hq=4, Hkv=2, q_len=3, causal=True),
    dict(name="speculative_paged_fp16", dtype=FP16, lens=[90, 200], Hq=4, Hkv=2, q_len=4, causal=True, page=16),
    dict(name="q3d_bf16", dtype=BF16, lens=[80, 33], Hq=4, Hkv=2, q_len=1, q3d=True),
    dict(name="sinks_softcap_bf16", dtype=BF16, lens=[70, 2], Hq=4, Hkv=2, q_len=2, sinks=True, softcap=5.0),
    dict(name="fp8_bf16", dtype=BF16, lens=[100, 40], Hq=4, Hkv=2, q_len=1, fp8=True, page=16),
    dict(name="blasst_bf16", dtype=BF16, lens=[150, 70], Hq=4, Hkv=2, q_len=1, blasst=1e-3),
]
REFUSALS = ["zigzag_lengths", "heads_differ", "one_rank_dtype", "decode_scale_factor", "decode_window",
            "decode_speculative_short"]
RING_CASES = [(c["name"], w) for c in RING for w in c.get("worlds", (2, 3))]
DECODE_CASES = [(c["name"], w) for c in DECODE for w in (2, 3)]


def _seed(name):
    return zlib.crc32(name.encode())


def _randn(g, *shape):
    return torch.randn(*shape, generator=g)


# ---------------------------------------------------------------------------------------------------------------
# inputs (the same in the workers and in the test process: seeded CPU generators)
# ---------------------------------------------------------------------------------------------------------------

def ring_inputs(c, device):
    g = torch.Generator().manual_seed(_seed("ring " + c["name"]))
    lead = (sum(c["lens"]),) if "lens" in c else (c["B"], c["S"])
    q, k, v = _randn(g, *lead, c["Hq"], D), _randn(g, *lead, c["Hkv"], D), _randn(g, *lead, c["Hkv"], D)
    if c.get("blasst"):   # a strong sink at key 0: something for BLASST to skip
        q[..., 0] = 4.0
        k[:, 0, :, 0] = 60.0
    cu = None
    if "lens" in c:
        cu = torch.tensor([0] + [sum(c["lens"][:i + 1]) for i in range(len(c["lens"]))], dtype=torch.int32,
                          device=device)
    return [x.to(c["dtype"]).to(device) for x in (q, k, v)] + [cu]


def _cuts(n, world):
    """Each rank's token range of a sequence of n tokens (uneven; ranks in sequence order)."""
    fr = {2: [0.6], 3: [0.45, 0.9]}[world]
    c = [0] + [int(n * f) for f in fr] + [n]
    return list(zip(c, c[1:]))


def decode_inputs(c, device):
    g = torch.Generator().manual_seed(_seed("decode " + c["name"]))
    B, cap = len(c["lens"]), max(max(c["lens"]), 1)
    q = _randn(g, B, c["q_len"], c["Hq"], D).to(c["dtype"]).to(device)
    kc, vc = _randn(g, B, cap, c["Hkv"], D), _randn(g, B, cap, c["Hkv"], D)
    ks = vs = None
    if c.get("fp8"):
        kc, vc = (x.clamp(-8, 8).to(torch.float8_e4m3fn).to(device) for x in (kc, vc))
        ks = (torch.rand(B, c["Hkv"], generator=g) + 0.5).to(device)
        vs = (torch.rand(B, c["Hkv"], generator=g) + 0.5).to(device)
    else:
        kc, vc = kc.to(c["dtype"]).to(device), vc.to(c["dtype"]).to(device)
    lens = torch.tensor(c["lens"], dtype=torch.int32, device=device)
    sinks = (_randn(g, c["Hq"]) * 2).to(device) if c.get("sinks") else None
    return q, kc, vc, lens, sinks, ks, vs


def decode_kwargs(c, sinks, ks, vs):
    kw = dict(causal=c.get("causal", False), softcap=c.get("softcap", 0.0), sinks=sinks, k_scale=ks, v_scale=vs,
              return_lse=True)
    if c.get("blasst"):
        kw["blasst_lambda"] = c["blasst"]
    return kw


def shard_cache(kc, vc, c, rank, world):
    """This rank's token range of every sequence: a contiguous cache, or pages (shuffled) with a block table."""
    B, Hkv = kc.shape[0], kc.shape[2]
    ranges = [_cuts(n, world)[rank] for n in c["lens"]]
    lens = [b - a for a, b in ranges]
    page = c.get("page")
    if page is None:
        cap = max(max(lens), 1)
        lk = torch.zeros(B, cap, Hkv, D, dtype=kc.dtype, device=kc.device)
        lv = torch.zeros_like(lk)
        for i, (a, b) in enumerate(ranges):
            lk[i, :b - a], lv[i, :b - a] = kc[i, a:b], vc[i, a:b]
        return lk, lv, torch.tensor(lens, dtype=torch.int32, device=kc.device), None
    npg = [-(-n // page) for n in lens]
    total = max(sum(npg), 1)
    order = torch.randperm(total, generator=torch.Generator().manual_seed(rank)).tolist()
    pk = torch.zeros(total, page, Hkv, D, dtype=kc.dtype, device=kc.device)
    pv = torch.zeros_like(pk)
    bt = torch.zeros(B, max(max(npg), 1), dtype=torch.int32)
    at = 0
    for i, (a, b) in enumerate(ranges):
        for j in range(npg[i]):
            p, t0, t1 = order[at], a + j * page, min(a + (j + 1) * page, b)
            pk[p, :t1 - t0], pv[p, :t1 - t0] = kc[i, t0:t1], vc[i, t0:t1]
            bt[i, j] = p
            at += 1
    return pk, pv, torch.tensor(lens, dtype=torch.int32, device=kc.device), bt.to(kc.device)


# ---------------------------------------------------------------------------------------------------------------
# the workers
# ---------------------------------------------------------------------------------------------------------------

def run_ring(c, rank, world, group, device):
    q, k, v, cu = ring_inputs(c, device)
    cu_loc = None
    if cu is not None:
        (ql, cu_loc), (kl, _), (vl, _) = (sd.shard_zigzag_varlen(x, cu, rank, world) for x in (q, k, v))
    elif c.get("layout") == "contiguous":
        ql, kl, vl = (torch.tensor_split(x, world, 1)[rank].contiguous() for x in (q, k, v))
    else:
        ql, kl, vl = (sd.shard_zigzag(x, 1, rank, world) for x in (q, k, v))
    counters = torch.zeros(2, dtype=torch.int64, device=device) if c.get("blasst") else None
    r = sd.ring_attention(ql, kl, vl, group=group, causal=c["causal"], return_lse=c["lse"],
                          layout=c.get("layout", "zigzag"), cu_seqlens=cu_loc, blasst_lambda=c.get("blasst"),
                          counters=counters)
    if c["lse"]:
        o, lse = r
    else:
        assert isinstance(r, torch.Tensor)
        o, lse = r, None
    return {"o": o, "lse": lse, "cu": cu_loc, "counters": counters}


def run_decode(c, rank, world, group, device):
    q, kc, vc, lens, sinks, ks, vs = decode_inputs(c, device)
    lk, lv, llens, bt = shard_cache(kc, vc, c, rank, world)
    kw = decode_kwargs(c, sinks, ks, vs)
    if c.get("q3d"):
        o, lse = sd.sharded_decode(q[:, 0], lk, lv, llens, group=group, block_table=bt, **kw)
        o, lse = o[:, None], lse[..., None]
    else:
        o, lse = sd.sharded_decode(q, lk, lv, llens, group=group, block_table=bt, **kw)
    return {"o": o, "lse": lse}


def run_refusal(name, rank, world, group, device):
    """Returns the SparseAttnError's message (None: nothing raised)."""
    def t(*shape, dtype=BF16):
        return torch.randn(*shape).to(dtype).to(device)
    try:
        if name == "zigzag_lengths":   # uneven shards that are no zigzag split
            x = t(1, 40 + 10 * rank, 4, D)
            sd.ring_attention(x, x[..., :2, :], x[..., :2, :], group=group)
        elif name == "heads_differ":
            q = t(1, 50, 2 if rank == 1 else 4, D)
            sd.ring_attention(q, t(1, 50, 2, D), t(1, 50, 2, D), group=group, causal=False)
        elif name == "one_rank_dtype":
            q = t(1, 50, 4, D, dtype=torch.float32 if rank == 0 else BF16)
            sd.ring_attention(q, t(1, 50, 2, D), t(1, 50, 2, D), group=group)
        elif name in ("decode_scale_factor", "decode_window"):
            kw = {"blasst_scale_factor": 1.0} if name == "decode_scale_factor" else {"window_size": (8, 0)}
            sd.sharded_decode(t(1, 1, 4, D), t(1, 16, 2, D), t(1, 16, 2, D),
                              torch.tensor([16], dtype=torch.int32, device=device), group=group, **kw)
        elif name == "decode_speculative_short":   # checked on the last rank, before any collective
            if rank != world - 1:
                return "not called on this rank"
            sd.sharded_decode(t(1, 3, 4, D), t(1, 16, 2, D), t(1, 16, 2, D),
                              torch.tensor([2], dtype=torch.int32, device=device), group=group, causal=True)
    except sa.SparseAttnError as e:
        return str(e)
    return None


def _worker(rank, world, port, backend, outdir, worlds):
    res = {}
    try:
        if backend == "nccl":
            torch.cuda.set_device(rank)
            device = torch.device("cuda", rank)
        else:
            device = torch.device("cpu")
            torch.set_num_threads(1)
        torch.distributed.init_process_group(backend, init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                                             world_size=world, timeout=datetime.timedelta(seconds=60))
        groups = {w: (None if w == world else torch.distributed.new_group(list(range(w)))) for w in worlds}
        for w in worlds:
            if rank >= w:
                continue
            for kind, cases, run in (("ring", RING, run_ring), ("decode", DECODE, run_decode)):
                for c in cases:
                    if w not in c.get("worlds", worlds):
                        continue
                    try:
                        out = run(c, rank, w, groups[w], device)
                    except Exception:   # recorded: the test process reports it
                        out = {"err": traceback.format_exc()}
                    res[(kind, c["name"], w)] = out
            for name in REFUSALS:
                res[("refusal", name, w)] = run_refusal(name, rank, w, groups[w], device)
        torch.distributed.barrier()
        torch.distributed.destroy_process_group()
    except Exception:
        res["fatal"] = traceback.format_exc()
    torch.save(res, os.path.join(outdir, f"rank{rank}.pt"))


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def spawn(outdir, world, backend, worlds, limit=300):
    """One spawn of `world` processes running every case; returns each rank's results."""
    import torch.multiprocessing as mp
    ctx = mp.start_processes(_worker, args=(world, _free_port(), backend, str(outdir), worlds), nprocs=world,
                             join=False, start_method="spawn")
    deadline = time.time() + limit
    while not ctx.join(timeout=1):
        if time.time() > deadline:
            for p in ctx.processes:
                if p.is_alive():
                    p.kill()
            pytest.fail(f"the {world} processes did not finish within {limit} s")
    res = [torch.load(os.path.join(outdir, f"rank{r}.pt"), weights_only=False) for r in range(world)]
    for r, x in enumerate(res):
        assert "fatal" not in x, f"rank {r}: {x['fatal']}"
    return res


# ---------------------------------------------------------------------------------------------------------------
# checks (in the test process)
# ---------------------------------------------------------------------------------------------------------------

def close(out, ref, dtype, what):
    assert out.shape == ref.shape and out.dtype == ref.dtype, f"{what}: {out.dtype} {tuple(out.shape)}"
    assert not torch.isnan(out).any(), f"{what}: NaN in the output"
    err = (out.double().cpu() - ref.double().cpu()).abs().max().item() if out.numel() else 0.0
    scale = max(ref.abs().max().item() if ref.numel() else 0.0, 1e-3)
    assert err <= TOL[dtype] * scale + 1e-3, f"{what}: max error {err} (scale {scale})"


def close_lse(lse, ref, what):
    assert lse.shape == ref.shape and lse.dtype == torch.float32, f"{what}: LSE {lse.dtype} {tuple(lse.shape)}"
    lse, ref = lse.cpu(), ref.cpu()
    fin = torch.isfinite(ref)
    assert torch.equal(torch.isfinite(lse), fin), f"{what}: LSE finite where the reference is not (or not)"
    assert torch.equal(lse[~fin], ref[~fin]), f"{what}: infinite LSEs differ"
    if fin.any():
        err = (lse[fin] - ref[fin]).abs().max().item()
        assert err < 1e-3, f"{what}: LSE max error {err}"


def _results(res, key, world):
    parts = [res[r][key] for r in range(world)]
    for r, p in enumerate(parts):
        assert "err" not in p, f"rank {r}: {p['err']}"
    return parts


def check_ring(res, name, world, device):
    c = next(x for x in RING if x["name"] == name)
    parts = _results(res, ("ring", name, world), world)
    q, k, v, cu = ring_inputs(c, device)
    if cu is not None:
        n = max(c["lens"])
        ro, rl = sa.attention(q, k, v, causal=c["causal"], cu_seqlens_q=cu, cu_seqlens_k=cu, max_seqlen_q=n,
                              max_seqlen_k=n, return_lse=True)
        o, cu_back = sd.unshard_zigzag_varlen([p["o"].to(device) for p in parts], [p["cu"] for p in parts])
        assert torch.equal(cu_back.cpu(), cu.cpu())
        lse = sd.unshard_zigzag_varlen([p["lse"] for p in parts], [p["cu"] for p in parts], dim=1)[0] \
            if c["lse"] else None
    else:
        ro, rl = sa.attention(q, k, v, causal=c["causal"], return_lse=True)
        if c.get("layout") == "contiguous":
            o = torch.cat([p["o"] for p in parts], 1)
            lse = torch.cat([p["lse"] for p in parts], 2) if c["lse"] else None
        else:
            o = sd.unshard_zigzag([p["o"] for p in parts], 1)
            lse = sd.unshard_zigzag([p["lse"] for p in parts], 2) if c["lse"] else None
    what = f"ring {name}, {world} ranks"
    close(o, ro, c["dtype"], what)
    if c["lse"]:
        close_lse(lse, rl, what)
    else:
        assert all(p["lse"] is None for p in parts)
    if c.get("blasst"):
        cnt = sum(p["counters"].cpu() for p in parts)
        assert cnt[0] > 0 and cnt[1] > 0, f"{what}: BLASST skipped nothing (counters {cnt.tolist()})"


def check_decode(res, name, world, device):
    c = next(x for x in DECODE if x["name"] == name)
    parts = _results(res, ("decode", name, world), world)
    q, kc, vc, lens, sinks, ks, vs = decode_inputs(c, device)
    ro, rl = sa.decode(q, kc, vc, lens, **decode_kwargs(c, sinks, ks, vs))
    for r, p in enumerate(parts):
        what = f"decode {name}, {world} ranks, rank {r}"
        close(p["o"], ro, c["dtype"], what)
        close_lse(p["lse"], rl, what)
        assert torch.equal(p["o"].cpu(), parts[0]["o"].cpu()), f"{what}: differs from rank 0's result"


REFUSAL_NEEDLES = {
    "zigzag_lengths": lambda r, w: "a zigzag shard of",
    "heads_differ": lambda r, w: "q's heads differs",
    "one_rank_dtype": lambda r, w: "q is torch.float32" if r == 0 else "rank(s) [0] of the group refused",
    "decode_scale_factor": lambda r, w: "blasst_scale_factor",
    "decode_window": lambda r, w: "window_size",
    "decode_speculative_short": lambda r, w: "seqlens_k_local" if r == w - 1 else "not called",
}


def check_refusals(res, world):
    for name in REFUSALS:
        for r in range(world):
            msg = res[r][("refusal", name, world)]
            needle = REFUSAL_NEEDLES[name](r, world)
            assert msg is not None, f"{name}: rank {r} of {world} raised nothing"
            assert needle in msg, f"{name}: rank {r} of {world} raised {msg!r}, expected {needle!r}"


# ---------------------------------------------------------------------------------------------------------------
# the tests
# ---------------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def cpu_results(tmp_path_factory):
    if not torch.distributed.is_available() or not torch.distributed.is_gloo_available():
        pytest.skip("torch.distributed with gloo is not available")
    return spawn(tmp_path_factory.mktemp("cp_cpu"), 3, "gloo", (2, 3))


@pytest.mark.parametrize("name,world", RING_CASES)
def test_ring_attention_cpu(cpu_results, name, world):
    check_ring(cpu_results, name, world, "cpu")


@pytest.mark.parametrize("name,world", DECODE_CASES)
def test_sharded_decode_cpu(cpu_results, name, world):
    check_decode(cpu_results, name, world, "cpu")


@pytest.mark.parametrize("world", [2, 3])
def test_refusals_across_ranks_cpu(cpu_results, world):
    check_refusals(cpu_results, world)


@pytest.mark.skipif(not torch.cuda.is_available() or torch.cuda.device_count() < 2, reason="needs 2+ CUDA GPUs")
def test_nccl(tmp_path):
    """The same cases on 2 GPUs (3 where there are 3+) with NCCL, against one GPU's results."""
    n = min(torch.cuda.device_count(), 3)
    worlds = (2, 3) if n >= 3 else (2,)
    res = spawn(tmp_path, n, "nccl", worlds, limit=600)
    dev = "cuda:0"
    for name, w in RING_CASES:
        if w in worlds:
            check_ring([{k: _to(v, dev) for k, v in x.items()} for x in res], name, w, dev)
    for name, w in DECODE_CASES:
        if w in worlds:
            check_decode([{k: _to(v, dev) for k, v in x.items()} for x in res], name, w, dev)
    for w in worlds:
        check_refusals(res, w)


def _to(x, dev):
    if isinstance(x, dict):
        return {k: (v.to(dev) if isinstance(v, torch.Tensor) else v) for k, v in x.items()}
    return x


@pytest.mark.parametrize("world", [1, 2, 3, 5])
def test_shard_helpers_round_trip(world):
    x = torch.arange(2 * 83 * 3).view(2, 83, 3)
    shards = [sd.shard_zigzag(x, 1, r, world) for r in range(world)]
    assert [s.shape[1] for s in shards] == [a + b for a, b in sd.zigzag_sizes(83, world)]
    assert torch.equal(sd.unshard_zigzag(shards, 1), x)
    if world > 1:   # chunks r and 2w-1-r of tensor_split's sizes
        parts = torch.tensor_split(x, 2 * world, 1)
        assert torch.equal(shards[1], torch.cat([parts[1], parts[2 * world - 2]], 1))
    cu = torch.tensor([0, 7, 7, 50, 83], dtype=torch.int32)
    xs = x[0]
    loc = [sd.shard_zigzag_varlen(xs, cu, r, world) for r in range(world)]
    assert sum(int(c[-1]) for _, c in loc) == 83
    back, cu2 = sd.unshard_zigzag_varlen([a for a, _ in loc], [c for _, c in loc])
    assert torch.equal(back, xs) and torch.equal(cu2, cu)


@pytest.mark.parametrize("call,needle", [
    (lambda: sd.ring_attention(*[torch.zeros(1, 8, 2, D, dtype=BF16)] * 3), "not initialized"),
    (lambda: sd.sharded_decode(torch.zeros(1, 1, 2, D, dtype=BF16), torch.zeros(1, 8, 2, D, dtype=BF16),
                               torch.zeros(1, 8, 2, D, dtype=BF16), torch.tensor([8], dtype=torch.int32)),
     "not initialized"),
    (lambda: sd.ring_attention(*[torch.zeros(1, 8, 2, D, dtype=BF16)] * 3, layout="ring"), "layout"),
    (lambda: sd.momo(None, None, None), "sparseattn.distributed.momo"),
    (lambda: sd.kascade_prefill(None, None, None, None, None), "sparseattn.distributed.kascade_prefill"),
    (lambda: sd.kascade_decode(), "sparseattn.distributed.kascade_decode"),
    (lambda: sd.block_sparse(), "sparseattn.distributed.block_sparse"),
    (lambda: sd.shard_zigzag(torch.zeros(4, 4), 2, 0, 2), "dim"),
    (lambda: sd.shard_zigzag(torch.zeros(4, 4), 0, 2, 2), "rank"),
    (lambda: sd.unshard_zigzag([torch.zeros(3, 2), torch.zeros(1, 2)], 0), "shards[0]"),
    (lambda: sd.shard_zigzag_varlen(torch.zeros(9, 2), torch.tensor([0, 4], dtype=torch.int32), 0, 2),
     "cu_seqlens ends at"),
], ids=["ring_uninit", "decode_uninit", "layout", "momo", "kascade_prefill", "kascade_decode", "block_sparse",
        "dim", "rank", "unshard_sizes", "varlen_cu"])
def test_refusals_local(call, needle):
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        pytest.skip("a process group is initialized in this process")
    with pytest.raises(sa.SparseAttnError) as e:
        call()
    assert needle in str(e.value), str(e.value)



def _torchrun_cpu(script, *args):
    """examples/python/<script> on 2 gloo processes through torch.distributed.run; fails with its output's tail."""
    import subprocess
    import sys
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=here + os.pathsep + os.environ.get("PYTHONPATH", ""), OMP_NUM_THREADS="1")
    r = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2",
                        os.path.join(here, script), "--cpu", *map(str, args)],
                       cwd=here, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]


def test_cp_example_json_and_scaling_plot(tmp_path):
    """cp_example.py --cpu on 2 gloo processes, decode and prefill, keeps one JSON line a run (the one-process figure
    and the error with it), and plots.scaling draws them; scaling_rows puts one GPU at 1.0."""
    import json
    out = tmp_path / "cp.jsonl"
    for extra in (["--decode", "--batch", "2", "--seqlen", "100"], ["--seqlen", "96", "--batch", "1"]):
        _torchrun_cpu("cp_example.py", "--heads", 4, "--heads-kv", 2, "--dim", 64, "--iters", 1, "--warmup", 0,
                      "--json", out, *extra)
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["mode"] for r in rows] == ["decode", "prefill"] and all(r["world"] == 2 for r in rows)
    for r in rows:
        assert r["ms"] > 0 and r["one_ms"] > 0 and abs(r["speedup"] - r["one_ms"] / r["ms"]) < 1e-9
        assert r["max_err"] < 2e-2   # bf16, against one process over the whole sequence
    from sparseattn import plots
    series = plots.scaling_rows(rows)
    assert series[("decode", "B2 x 100")][1] == 1.0 and series[("prefill", "B1 x 96")][2] == rows[1]["speedup"]
    png = tmp_path / "cp.png"
    assert plots.main(["scaling", str(out), "--out", str(png)]) == 0 and png.stat().st_size > 1000


def test_cp_blasst_cpu(tmp_path):
    """cp_blasst.py on 2 gloo processes: a JSON line per (mode, lambda); dense (lambda 0) skips nothing and differs
    from one process by the merge's rounding only; BLASST's skip fractions are fractions, and one process's grow
    with lambda."""
    import json
    out = tmp_path / "b.jsonl"
    _torchrun_cpu("cp_blasst.py", "--seqlen", 256, "--decode-seqlen", 2048, "--heads", 4, "--heads-kv", 2, "--dim", 64,
                  "--batch", 2, "--lambdas", 0, 1e-3, 1e-2, "--json", out)
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [(x["mode"], x["lambda"]) for x in rows] == [(m, lam) for m in ("prefill", "decode")
                                                         for lam in (0.0, 1e-3, 1e-2)]
    for x in rows:
        assert x["world"] == 2 and 0 <= x["one_skipped"] <= 1 and 0 <= x["sharded_skipped"] <= 1
        if x["lambda"] == 0:
            assert x["one_skipped"] == x["sharded_skipped"] == 0 and x["one_rel_err"] == 0
            assert x["sharded_rel_err"] < 1e-2 and x["max_diff"] < 5e-2
        else:
            assert x["one_tiles"] > 0 and x["sharded_tiles"] > 0
    dec = [x for x in rows if x["mode"] == "decode"]
    assert dec[1]["one_skipped"] <= dec[2]["one_skipped"] and dec[2]["one_skipped"] > 0
