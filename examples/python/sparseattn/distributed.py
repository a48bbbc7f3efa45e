"""Context parallelism on torch.distributed: one long sequence (or one KV cache) sharded across the ranks of a process
group, with the library's attention, decode and merge_states on each rank.

    import torch.distributed as dist, sparseattn.distributed as sd
    q_loc = sd.shard_zigzag(q, 1, rank, world)                 # and k, v: chunks rank and 2*world-1-rank
    o_loc, lse_loc = sd.ring_attention(q_loc, k_loc, v_loc, causal=True, return_lse=True)
    o = sd.unshard_zigzag(all_gathered_o_shards, 1)
    o = sd.sharded_decode(q, k_cache_loc, v_cache_loc, seqlens_k_loc, max_seqlen_k=n)   # each rank its token range

Prefill, ring_attention: every rank holds its shard of q, k and v ([B, S_local, H, D], or packed [T_local, H, D]
with cu_seqlens); K/V circulate around the ring (torch.distributed.batch_isend_irecv, the next step's transfer issued
before the local attention so that they overlap) and each step's partial (O, LSE) is merged into an fp32 accumulator
(the online-softmax merge of merge_states, done in fp32 because a ring has any number of steps and a step covers
part of the rows). Causal attention needs the "zigzag" layout (the sequence cut into 2*world chunks by
torch.tensor_split's rule, rank r holding chunks r and 2*world-1-r: every rank gets the same share of the causal
work) or "contiguous" (rank r the r-th range, ranks in sequence order: simple, unbalanced). With zigzag each step is
one call: the local chunks against themselves causally (step 0), both local chunks against the first chunk of an
earlier rank's pair, or the local second chunk against both chunks of a later rank's pair, without a mask. Packed
batches (cu_seqlens, int32 [B + 1], this rank's rows) shard each sequence on its own (shard_zigzag_varlen).
Non-causal attention takes any sharding. Each call gathers the ranks' shapes once (a small all_gather read on the
host): arguments refused on one rank are refused on all of them instead of leaving the others waiting, and
uneven shards need no padding. Eager only (not under torch.compile or CUDA-graph capture).

Decode, sharded_decode: every rank holds the same q and its own token range (or pages) of each sequence's cache
(seqlens_k_local: its token counts, 0 where it holds none of a sequence); each rank decodes its shard with
return_lse=True (an empty shard gives O = 0, LSE = -inf), one all_gather brings every rank's (O, LSE) into one
preallocated buffer, and merge_states (up to 16 ranks; fp32 online merge above) gives every rank the full result.
Learned sinks are counted once (by the group's rank 0). Causal decode of q_len > 1 new tokens (speculative) needs
the new tokens' keys on the group's last rank, ranks in sequence order: the last rank attends causally, the others
to every key they hold (the new tokens follow all of them); the last rank checks that it holds at least q_len keys of
each sequence (a host read, skipped under CUDA-graph capture). Refused by name: window_size (a window is measured
from the sequence's end, which a shard does not know), blasst_scale_factor (lambda = factor / Sk would take the
shard's length), and arguments refused on one rank only leave the others waiting in the all_gather (pass the same
shapes on every rank).

Results are exact for dense attention: the partial results merge by their LSE. BLASST (blasst_lambda) decides on
each rank against the running maximum of the keys that rank's call has seen (its shard, or the visiting chunk in a
ring step), not against the sequence's: the tiles it skips differ from one GPU's, and so can the output, within
BLASST's own error. Kascade and MOMO on sharded data are not built (their top-k selections are global over the keys):
kascade_prefill, kascade_decode, momo and block_sparse here refuse by name.
"""
import math

import torch

from . import _api
from . import _core as C
from ._core import fail
from ._lib import SparseAttnError

try:
    import torch.distributed as dist
except ImportError:  # pragma: no cover (torch built without distributed)
    dist = None

LAYOUTS = ("zigzag", "contiguous")


# ---------------------------------------------------------------------------------------------------------------
# shards
# ---------------------------------------------------------------------------------------------------------------

def _chunks(n, parts):
    """torch.tensor_split's sizes: the first n % parts chunks one longer."""
    return [n // parts + (1 if i < n % parts else 0) for i in range(parts)]


def zigzag_sizes(seqlen, world):
    """(first, second) chunk lengths of each rank's zigzag shard of a sequence of seqlen tokens."""
    c = _chunks(int(seqlen), 2 * int(world))
    return [(c[r], c[2 * world - 1 - r]) for r in range(world)]


def _world_arg(rank, world):
    if int(world) < 1 or not 0 <= int(rank) < int(world):
        fail(f"rank {rank} and world {world}: need world >= 1 and 0 <= rank < world")
    return int(rank), int(world)


def _dim_arg(x, dim, name="x"):
    C.tensor(x, name)
    d = int(dim)
    if not -x.dim() <= d < x.dim():
        fail(f"dim is {dim} but {name} has {x.dim()} dimensions")
    return d % x.dim()


def shard_zigzag(x, dim, rank, world):
    """This rank's zigzag shard of x along dim: the sequence cut into 2*world chunks (torch.tensor_split's sizes),
    chunks rank and 2*world-1-rank concatenated (a new tensor)."""
    rank, world = _world_arg(rank, world)
    d = _dim_arg(x, dim)
    parts = torch.tensor_split(x, 2 * world, dim=d)
    return torch.cat([parts[rank], parts[2 * world - 1 - rank]], dim=d)


def unshard_zigzag(shards, dim):
    """The full tensor from every rank's zigzag shard (rank order, as all_gather returns them)."""
    if not isinstance(shards, (list, tuple)) or not shards:
        fail("shards must be a non-empty list of every rank's shard, in rank order")
    world = len(shards)
    d = _dim_arg(shards[0], dim, "shards[0]")
    n = sum(s.shape[d] for s in shards)
    sizes = zigzag_sizes(n, world)
    pieces = [None] * (2 * world)
    for r, s in enumerate(shards):
        C.tensor(s, f"shards[{r}]", shards[0].dim())
        a, b = sizes[r]
        if s.shape[d] != a + b:
            fail(f"shards[{r}] has {s.shape[d]} rows on dim {d}; a zigzag shard of {n} rows over {world} ranks has "
                 f"{a + b}")
        pieces[r], pieces[2 * world - 1 - r] = s.narrow(d, 0, a), s.narrow(d, a, b)
    return torch.cat(pieces, dim=d)


def _cu_list(cu, name):
    C.index(cu, name)
    if cu.dim() != 1 or cu.shape[0] < 1:
        fail(f"{name} must be 1-D of batch + 1 entries, got shape {tuple(cu.shape)}")
    v = [int(x) for x in cu.tolist()]
    if v[0] != 0 or any(b < a for a, b in zip(v, v[1:])):
        fail(f"{name} must start at 0 and never decrease, got {v}")
    return v


def shard_zigzag_varlen(x, cu_seqlens, rank, world, dim=0):
    """A packed batch's zigzag shard: every sequence (rows cu_seqlens[i]:cu_seqlens[i+1] of dim) sharded on its own.
    Returns (x_local, cu_seqlens_local int32 on cu_seqlens' device)."""
    rank, world = _world_arg(rank, world)
    d = _dim_arg(x, dim)
    cu = _cu_list(cu_seqlens, "cu_seqlens")
    if cu[-1] != x.shape[d]:
        fail(f"cu_seqlens ends at {cu[-1]} but x has {x.shape[d]} rows on dim {d}")
    pieces, lens = [], []
    for s0, s1 in zip(cu, cu[1:]):
        sh = shard_zigzag(x.narrow(d, s0, s1 - s0), d, rank, world)
        pieces.append(sh)
        lens.append(sh.shape[d])
    out = torch.cat(pieces, dim=d) if pieces else x.narrow(d, 0, 0).clone()
    local = torch.tensor([0] + [sum(lens[:i + 1]) for i in range(len(lens))], dtype=torch.int32,
                         device=cu_seqlens.device)
    return out, local


def unshard_zigzag_varlen(shards, cu_seqlens_shards, dim=0):
    """The packed batch from every rank's varlen zigzag shard and its cu_seqlens. Returns (x, cu_seqlens)."""
    if not isinstance(shards, (list, tuple)) or not shards or not isinstance(cu_seqlens_shards, (list, tuple)) \
            or len(cu_seqlens_shards) != len(shards):
        fail("shards and cu_seqlens_shards must be lists of every rank's shard and its cu_seqlens, in rank order")
    cus = [_cu_list(c, f"cu_seqlens_shards[{r}]") for r, c in enumerate(cu_seqlens_shards)]
    if len({len(c) for c in cus}) != 1:
        fail("every rank's cu_seqlens must have one length (batch + 1)")
    d = _dim_arg(shards[0], dim, "shards[0]")
    seqs, lens = [], []
    for i in range(len(cus[0]) - 1):
        seqs.append(unshard_zigzag([s.narrow(d, c[i], c[i + 1] - c[i]) for s, c in zip(shards, cus)], d))
        lens.append(seqs[-1].shape[d])
    out = torch.cat(seqs, dim=d) if seqs else shards[0].narrow(d, 0, 0).clone()
    cu = torch.tensor([0] + [sum(lens[:i + 1]) for i in range(len(lens))], dtype=torch.int32,
                      device=cu_seqlens_shards[0].device)
    return out, cu


# ---------------------------------------------------------------------------------------------------------------
# process groups
# ---------------------------------------------------------------------------------------------------------------

def _group(group):
    if dist is None or not dist.is_available():
        fail("sparseattn.distributed: this torch has no torch.distributed")
    if not dist.is_initialized():
        fail("sparseattn.distributed: torch.distributed is not initialized (call torch.distributed."
             "init_process_group first)")
    rank = dist.get_rank(group)
    if rank < 0:
        fail("group: this process is not a member of the process group passed")
    return rank, dist.get_world_size(group)


def _peer(group, group_rank):
    """A group rank as the global rank that P2POp takes."""
    if group is None or group is dist.group.WORLD:
        return group_rank
    return dist.get_global_rank(group, group_rank)


def _merge_into(acc_o, acc_lse, o, lse):
    """acc (fp32 O [.., S, H, D], LSE [.., H, S]) <- merge(acc, (o, lse)) in place: what merge_states computes, in
    fp32. Rows neither part saw keep O = 0, LSE = -inf."""
    new = torch.logaddexp(acc_lse, lse)
    ref = torch.where(new == -math.inf, torch.zeros_like(new), new)
    wa = torch.exp(acc_lse - ref).transpose(-1, -2).unsqueeze(-1)
    wb = torch.exp(lse - ref).transpose(-1, -2).unsqueeze(-1)
    acc_o.mul_(wa).add_(o.float() * wb)
    acc_lse.copy_(new)


# ---------------------------------------------------------------------------------------------------------------
# ring attention (prefill)
# ---------------------------------------------------------------------------------------------------------------

_META = 10   # status, packed, batch, rows, Hq, Hkv, D, dtype, causal, layout


def _ring_local_checks(q, k, v, cu_seqlens, counters, softmax_scale, blasst_lambda):
    packed = cu_seqlens is not None
    _api._prefill_common(q, k, v, packed)
    if packed:
        cu = _cu_list(cu_seqlens, "cu_seqlens")
        if cu[-1] != q.shape[0]:
            fail(f"cu_seqlens ends at {cu[-1]} but q has {q.shape[0]} rows")
        if k.shape[0] != q.shape[0]:
            fail(f"k has {k.shape[0]} rows but q has {q.shape[0]}: q, k and v are one shard of the same tokens")
    elif tuple(k.shape[:2]) != tuple(q.shape[:2]):
        fail(f"k is [{k.shape[0]}, {k.shape[1]}, ...] but q is [{q.shape[0]}, {q.shape[1]}, ...]: q, k and v are one "
             f"shard of the same tokens")
    C.same_device([("q", q), ("k", k), ("v", v), ("cu_seqlens", cu_seqlens)])
    C.scale_of(softmax_scale, q.shape[-1])
    C.blasst_of(blasst_lambda, None)
    C.counters_arg(counters, q.device)
    return cu if packed else None


def _gather_ints(vals, device, group, world):
    t = torch.tensor(vals, dtype=torch.int64, device=device)
    out = torch.empty(world * len(vals), dtype=torch.int64, device=device)
    dist.all_gather_into_tensor(out, t, group=group)
    return out.view(world, len(vals)).tolist()


def _ring_plan(q, k, v, cu_seqlens, counters, softmax_scale, blasst_lambda, group, rank, world, causal, layout):
    """Checks on every rank, then the ranks' shapes: (rows per sequence per rank, rows per rank), or a refusal raised
    on every rank."""
    err, cu = None, None
    try:
        cu = _ring_local_checks(q, k, v, cu_seqlens, counters, softmax_scale, blasst_lambda)
    except SparseAttnError as e:
        err = e
    packed = cu_seqlens is not None
    if err is None:
        meta = [0, int(packed), len(cu) - 1 if packed else q.shape[0], q.shape[0] if packed else q.shape[1],
                q.shape[-2], k.shape[-2], q.shape[-1], C.DTYPES[q.dtype], int(bool(causal)), LAYOUTS.index(layout)]
    else:
        meta = [1] + [0] * (_META - 1)
    device = q.device if isinstance(q, torch.Tensor) else torch.device("cpu")
    if device.type == "cpu" and dist.get_backend(group) == "nccl":
        device = torch.device("cuda", torch.cuda.current_device())
    metas = _gather_ints(meta, device, group, world)
    bad = [r for r in range(world) if metas[r][0]]
    if err is not None:
        raise err
    if bad:
        fail(f"ring_attention: rank(s) {bad} of the group refused their arguments (the error is raised there)")
    names = ["status", "packed (cu_seqlens given)", "batch", "rows", "q's heads", "k's heads", "head dim", "dtype",
             "causal", "layout"]
    for i in (1, 2, 4, 5, 6, 7, 8, 9):
        vals = [m[i] for m in metas]
        if len(set(vals)) != 1:
            fail(f"ring_attention: {names[i]} differs across the group's ranks ({vals}); every rank must pass the "
                 f"same shapes and options")
    if packed:
        cus = _gather_ints(cu, device, group, world)
        lens = [[c[i + 1] - c[i] for i in range(len(c) - 1)] for c in cus]
    else:
        lens = [[m[3]] * m[2] for m in metas]   # per rank, per sequence
    sizes = [m[3] for m in metas]               # per rank: S_r (padded) or T_r (packed)
    if causal and layout == "zigzag":
        for i in range(len(lens[0]) if packed else min(len(lens[0]), 1)):   # padded: one length for every row
            n = sum(lens[r][i] for r in range(world))
            want = [a + b for a, b in zigzag_sizes(n, world)]
            got = [lens[r][i] for r in range(world)]
            if got != want:
                what = f"sequence {i}" if packed else "the sequence"
                fail(f"ring_attention: {what} has {got} rows on the group's ranks; a zigzag shard of {n} rows over "
                     f"{world} ranks has {want} (shard with sparseattn.distributed.shard_zigzag"
                     f"{'_varlen' if packed else ''}, or pass layout='contiguous')")
    return lens, sizes


def ring_attention(q, k, v, *, group=None, causal=True, softmax_scale=None, blasst_lambda=None, return_lse=False,
                   layout="zigzag", cu_seqlens=None, counters=None):
    """Attention over a sequence sharded across the group's ranks (ring attention). q [B, S_local, Hq, D], k/v
    [B, S_local, Hkv, D]: this rank's shard of one long sequence per batch row (the same tokens in q, k and v), or
    packed q [T_local, Hq, D], k/v [T_local, Hkv, D] with cu_seqlens int32 [B + 1] (this rank's rows of each
    sequence). causal: bottom-right over the whole sequence; layout "zigzag" (shard_zigzag / shard_zigzag_varlen)
    or "contiguous" (rank r the r-th range, ranks in sequence order); non-causal takes any sharding. Returns this
    rank's rows of the output, or (out, lse) with lse fp32 [B, Hq, S_local] ([Hq, T_local]). counters: int64 [2]
    to which this rank's BLASST tiles (considered, skipped) are added. Every rank of the group must call it."""
    if layout not in LAYOUTS:
        fail(f"layout is {layout!r}; use one of {list(LAYOUTS)}")
    rank, world = _group(group)
    lens, sizes = _ring_plan(q, k, v, cu_seqlens, counters, softmax_scale, blasst_lambda, group, rank, world, causal,
                             layout)
    packed, causal = cu_seqlens is not None, bool(causal)
    zig = causal and layout == "zigzag"
    dev = q.device
    kw = dict(softmax_scale=softmax_scale, blasst_lambda=blasst_lambda, counters=counters, return_lse=True)
    # first[r][i]: the first zigzag chunk's rows of sequence i on rank r (padded: one length for every row)
    first = None
    if zig and packed:
        seq_first = [[a for a, _ in zigzag_sizes(sum(lr[i] for lr in lens), world)] for i in range(len(lens[0]))]
        first = [[f[r] for f in seq_first] for r in range(world)]
    pad_first = [a for a, _ in zigzag_sizes(sum(sizes), world)] if zig and not packed else None
    # each rank's K/V block, flat in a buffer: packed [2, T_r, Hkv, D], padded [2, B, S_r, Hkv, D]
    tail = tuple(k.shape[-2:])
    shape = [(2, sizes[r]) + tail if packed else (2, q.shape[0], sizes[r]) + tail for r in range(world)]
    numel = [math.prod(sh) for sh in shape]

    def kv_view(buf, r):
        return buf[:numel[r]].view(shape[r])

    bufs = [torch.empty(max(max(numel), 1), dtype=q.dtype, device=dev) for _ in range(min(world, 2))]
    cur = kv_view(bufs[0], rank)
    cur[0].copy_(k)
    cur[1].copy_(v)

    if packed:
        def cu_of(ls):
            c = [0]
            for n in ls:
                c.append(c[-1] + n)
            return torch.tensor(c, dtype=torch.int32, device=dev), max(ls, default=0)
        cus = [cu_of(lens[r]) for r in range(world)]
        if zig:
            def firsts(r):   # rank r's rows of the first chunk of each sequence: indices, cu_seqlens, longest
                idx, at = [], 0
                for n, a in zip(lens[r], first[r]):
                    idx.extend(range(at, at + a))
                    at += n
                return (torch.tensor(idx, dtype=torch.long, device=dev),) + cu_of(first[r])
            sec_idx, at = [], 0   # this rank's rows of each sequence's second chunk
            for n, a in zip(lens[rank], first[rank]):
                sec_idx.extend(range(at + a, at + n))
                at += n
            sec_idx = torch.tensor(sec_idx, dtype=torch.long, device=dev)
            sec_cu = cu_of([n - a for n, a in zip(lens[rank], first[rank])])
            q_sec = q.index_select(0, sec_idx)

    acc_o, acc_lse = None, None

    def merge(o, lse, part=None):
        nonlocal acc_o, acc_lse
        if acc_o is None:
            acc_o = torch.zeros(q.shape, dtype=torch.float32, device=dev)
            acc_lse = torch.full(C.lse_shape(q, packed), -math.inf, dtype=torch.float32, device=dev)
            if part is None:
                acc_o.copy_(o)
                acc_lse.copy_(lse)
                return
        if part is None:
            _merge_into(acc_o, acc_lse, o, lse)
        elif isinstance(part, slice):   # padded: rows part of each sequence
            _merge_into(acc_o[:, part], acc_lse[:, :, part], o, lse)
        else:                           # packed: the row indices part
            so, sl = acc_o.index_select(0, part), acc_lse.index_select(1, part)
            _merge_into(so, sl, o, lse)
            acc_o.index_copy_(0, part, so)
            acc_lse.index_copy_(1, part, sl)

    def attend(qx, kx, vx, causal_, cu_k=None, cu_q=None, part=None):
        if qx.numel() == 0 or kx.numel() == 0:
            return
        if packed:
            cu_q = cus[rank] if cu_q is None else cu_q
            o, lse = _api.attention(qx, kx, vx, causal=causal_, cu_seqlens_q=cu_q[0], cu_seqlens_k=cu_k[0],
                                    max_seqlen_q=cu_q[1], max_seqlen_k=cu_k[1], **kw)
        else:
            o, lse = _api.attention(qx, kx, vx, causal=causal_, **kw)
        merge(o, lse, part)

    def step(kv, src):
        kx, vx = kv[0], kv[1]
        if not causal or src == rank:   # step 0 of causal: the local rows against themselves, causally
            attend(q, kx, vx, causal, cus[src] if packed else None)
        elif not zig:                   # contiguous: earlier ranks wholly in the past, later ones in the future
            if src < rank:
                attend(q, kx, vx, False, cus[src] if packed else None)
        elif src < rank:                # zigzag: every local row sees the first chunk of src's pair
            if packed:
                idx, cu_f, mf = firsts(src)
                attend(q, kx.index_select(0, idx), vx.index_select(0, idx), False, (cu_f, mf))
            else:
                a = pad_first[src]
                attend(q, kx[:, :a], vx[:, :a], False)
        else:                           # zigzag, src > rank: the local second chunks see both of src's chunks
            if packed:
                attend(q_sec, kx, vx, False, cus[src], sec_cu, sec_idx)
            else:
                a = pad_first[rank]
                attend(q[:, a:], kx, vx, False, part=slice(a, None))

    send_to, recv_from = _peer(group, (rank + 1) % world), _peer(group, (rank - 1) % world)
    cur_buf, nxt_buf = 0, 1
    for s in range(world):
        src, nsrc = (rank - s) % world, (rank - s - 1) % world
        reqs = []
        if s + 1 < world:   # the next step's K/V travel while this step attends
            n_send, n_recv = numel[src], numel[nsrc]
            ops = []
            if n_send:
                ops.append(dist.P2POp(dist.isend, bufs[cur_buf][:n_send], send_to, group))
            if n_recv:
                ops.append(dist.P2POp(dist.irecv, bufs[nxt_buf][:n_recv], recv_from, group))
            if ops:
                reqs = dist.batch_isend_irecv(ops)
        step(kv_view(bufs[cur_buf], src), src)
        for r in reqs:
            r.wait()
        cur_buf, nxt_buf = nxt_buf, cur_buf

    if acc_o is None:   # no rows, or no keys anywhere
        acc_o = torch.zeros(q.shape, dtype=torch.float32, device=dev)
        acc_lse = torch.full(C.lse_shape(q, packed), -math.inf, dtype=torch.float32, device=dev)
    out = acc_o.to(q.dtype)
    return (out, acc_lse) if return_lse else out


# ---------------------------------------------------------------------------------------------------------------
# decode over a sharded cache
# ---------------------------------------------------------------------------------------------------------------

def sharded_decode(q, k_cache, v_cache, seqlens_k_local, *, group=None, max_seqlen_k=None, block_table=None,
                   causal=False, softmax_scale=None, blasst_lambda=None, blasst_scale_factor=None, counters=None,
                   num_splits=0, workspace=None, return_lse=False, window_size=(-1, -1), softcap=0.0, sinks=None,
                   out=None, k_scale=None, v_scale=None):
    """sparseattn.decode over a cache sharded across the group's ranks: q (the same on every rank) [B, q_len, Hq, D]
    or [B, Hq, D]; k_cache/v_cache this rank's part (contiguous [B, capacity, Hkv, D], or pages with block_table),
    seqlens_k_local int32 [B] its token count per sequence (0: none); max_seqlen_k this rank's longest. The other
    arguments as sparseattn.decode's (counters: this rank's BLASST tiles). Returns the full result on every rank:
    out, or (out, lse). Every rank of the group must call it."""
    rank, world = _group(group)
    if blasst_scale_factor is not None:
        fail("blasst_scale_factor is not supported by sharded_decode: lambda = factor / Sk would take each shard's "
             "length, not the sequence's; pass blasst_lambda")
    if tuple(window_size) != (-1, -1):
        fail(f"window_size is {tuple(window_size)}: a window over a sharded cache is not supported (it is measured "
             f"from the sequence's end, which a shard does not see)")
    C.tensor(q, "q")
    if q.dim() == 3:   # [B, Hq, D]: one token per sequence
        if out is not None:
            C.data(out, "out", 3)
        r = sharded_decode(q.unsqueeze(1), k_cache, v_cache, seqlens_k_local, group=group, max_seqlen_k=max_seqlen_k,
                           block_table=block_table, causal=causal, softmax_scale=softmax_scale,
                           blasst_lambda=blasst_lambda, counters=counters, num_splits=num_splits,
                           workspace=workspace, return_lse=return_lse, softcap=softcap, sinks=sinks,
                           out=None if out is None else out.unsqueeze(1), k_scale=k_scale, v_scale=v_scale)
        o = out if out is not None else (r[0] if return_lse else r).squeeze(1)
        return (o, r[1].squeeze(-1)) if return_lse else o
    C.data(q, "q", 4)
    C.sinks_arg(sinks, q.shape[2], q.device)
    q_len = q.shape[1]
    last = rank == world - 1
    if causal and q_len > 1 and last:
        C.index(seqlens_k_local, "seqlens_k_local", shape=(q.shape[0],))
        capturing = _api._compiling() or (q.is_cuda and torch.cuda.is_current_stream_capturing())
        if not capturing and seqlens_k_local.numel() and int(seqlens_k_local.min()) < q_len:
            fail(f"seqlens_k_local: causal decode of q_len {q_len} over a sharded cache needs the {q_len} new "
                 f"tokens' keys on the group's last rank (rank {rank}), which holds only "
                 f"{int(seqlens_k_local.min())} keys of a sequence")
    o, lse = _api.decode(q, k_cache, v_cache, seqlens_k_local, max_seqlen_k=max_seqlen_k, block_table=block_table,
                         causal=bool(causal) and last, softmax_scale=softmax_scale, blasst_lambda=blasst_lambda,
                         counters=counters, num_splits=num_splits, workspace=workspace, return_lse=True,
                         softcap=softcap, sinks=sinks if rank == 0 else None,
                         out=out if world == 1 else None, k_scale=k_scale, v_scale=v_scale)
    if world == 1:
        return (o, lse) if return_lse else o
    if out is not None:
        out = _api._out_arg(out, q)
    # one all_gather of every rank's (O, LSE), packed as bytes in one buffer (16-byte aligned parts)
    n_o = o.numel() * o.element_size()
    at_l = -(-n_o // 16) * 16
    n = -(-(at_l + lse.numel() * 4) // 16) * 16
    send = torch.empty(n, dtype=torch.uint8, device=q.device)
    send[:n_o].view(o.dtype).view(o.shape).copy_(o)
    send[at_l:at_l + lse.numel() * 4].view(torch.float32).view(lse.shape).copy_(lse)
    recv = torch.empty(world * n, dtype=torch.uint8, device=q.device)
    dist.all_gather_into_tensor(recv, send, group=group)
    outs = [recv[i * n:i * n + n_o].view(o.dtype).view(o.shape) for i in range(world)]
    lses = [recv[i * n + at_l:i * n + at_l + lse.numel() * 4].view(torch.float32).view(lse.shape)
            for i in range(world)]
    if world <= C.MAX_MERGE_PARTS:
        mo, ml = _api.merge_states(outs, lses, out=out)
    else:   # more parts than one merge takes: an fp32 online merge
        acc_o, acc_l = outs[0].float(), lses[0].clone()
        for po, pl in zip(outs[1:], lses[1:]):
            _merge_into(acc_o, acc_l, po, pl)
        mo, ml = (acc_o.to(o.dtype) if out is None else out.copy_(acc_o)), acc_l
    return (mo, ml) if return_lse else mo


# ---------------------------------------------------------------------------------------------------------------
# not built
# ---------------------------------------------------------------------------------------------------------------

def _not_built(name, why):
    def refuse(*args, **kwargs):
        fail(f"sparseattn.distributed.{name}: {why} over sharded data is not built; run sparseattn.{name} on one "
             f"GPU (the whole sequence) or use ring_attention / sharded_decode (dense or BLASST)")
    refuse.__name__ = name
    refuse.__doc__ = f"Not built: refuses by name ({why} selects keys over the whole sequence)."
    return refuse


momo = _not_built("momo", "MOMO (a global top-k of key blocks per query block)")
block_sparse = _not_built("block_sparse", "block-sparse attention (block lists over the whole sequence)")
kascade_prefill = _not_built("kascade_prefill", "Kascade (top-k key lists over the whole sequence)")
kascade_decode = _not_built("kascade_decode", "Kascade (top-k key lists over the whole sequence)")

__all__ = ["ring_attention", "sharded_decode", "shard_zigzag", "unshard_zigzag", "shard_zigzag_varlen",
           "unshard_zigzag_varlen", "zigzag_sizes", "momo", "block_sparse", "kascade_prefill", "kascade_decode"]
