#!/usr/bin/env python3
"""SASS checks of the sm90 kernels' register-A wgmma groups (the P.V of the warp-specialized loop).

    python3 tools/wgmma_sass_check.py generated/fwd_prefill__bf16_d128_m128n128w8s3__sm90_causal.cu [...]

Each source is compiled as NVRTC compiles it (nvcc -cubin -arch=sm_90a) and disassembled with nvdisasm ($NVDISASM,
else PATH; pip's nvidia-cuda-nvdisasm wheel has one). For every group of HGMMAs that read A from registers, every
path from its last HGMMA is followed to the next `WARPGROUP.DEPBAR.LE gsb0, 0x0`:
- hazard: an instruction on the way writes one of the group's A registers. ptxas does not keep those registers live
  until the wait (it coalesced a copy into them once, and the exps overwrote the P.V's operands in flight);
- overlap: whether a MUFU.EX2 lies on the way (the exps run while the P.V is in flight) or not.
Exit status 1 when any kernel has a hazard. Needs the CUDA toolkit's nvcc; not part of `make test` (no nvdisasm there).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def sass_of(src, tmp):
    cubin = os.path.join(tmp, "k.cubin")
    subprocess.run(["nvcc", "-cubin", "-arch=sm_90a", "-std=c++17", "--fmad=true", "-x", "cu", src, "-o", cubin],
                   check=True, capture_output=True)
    nvdisasm = os.environ.get("NVDISASM") or shutil.which("nvdisasm")
    if not nvdisasm:
        sys.exit("nvdisasm not found: set NVDISASM (pip download nvidia-cuda-nvdisasm has one)")
    return subprocess.run([nvdisasm, "-c", cubin], check=True, capture_output=True, text=True).stdout


def parse(sass):
    ins, labels = [], {}
    for line in sass.splitlines():
        m = re.match(r"^\s*(\.L_x_\d+):", line)
        if m:
            labels[m.group(1)] = len(ins)
            continue
        m = re.search(r"/\*[0-9a-f]{4,}\*/\s+(.*?)\s*;", line)
        if m:
            ins.append(m.group(1))
    return ins, labels


def walk(ins, labels, start, a_regs):
    """Every path from start to the next full wait: (writes of a_regs, whether a MUFU.EX2 was met)."""
    hits, mufu, seen, stack = [], False, set(), [start]
    while stack:
        k = stack.pop()
        while k < len(ins) and k not in seen:
            seen.add(k)
            words = ins[k].split()
            pred = words[0].startswith("@")
            op = words[1:] if pred else words
            if not op:
                k += 1
                continue
            if op[0] == "WARPGROUP.DEPBAR.LE" and "0x0" in ins[k] and not pred:
                break
            if op[0] == "EXIT" and not pred:
                break
            if op[0].startswith("BRA"):
                t = re.search(r"(\.L_x_\d+)", ins[k])
                if t:
                    stack.append(labels[t.group(1)])
                if not pred and not re.match(r"!?P\d", op[1] if len(op) > 1 else ""):
                    break
                k += 1
                continue
            if op[0].startswith("MUFU.EX2"):
                mufu = True
            if len(op) > 1 and not op[0].startswith(("HGMMA", "ST", "SYNCS", "RED", "ATOM", "BAR", "WARPGROUP")):
                d = re.match(r"R(\d+)", op[1])
                if d and int(d.group(1)) in a_regs:
                    hits.append(ins[k])
            k += 1
    return hits, mufu


def check(src):
    with tempfile.TemporaryDirectory() as tmp:
        ins, labels = parse(sass_of(src, tmp))
    bad, groups, i = 0, [], 0
    while i < len(ins):
        if "HGMMA" in ins[i] and ".tnspB" in ins[i]:
            a_regs, j = set(), i
            while j < len(ins):
                m = re.search(r"HGMMA\.\S+ R\d+, R(\d+),", ins[j])
                if m:
                    a_regs |= {int(m.group(1)) + r for r in range(4)}
                if "HGMMA" in ins[j] and "gsb0" in ins[j]:
                    break
                j += 1
            hits, mufu = walk(ins, labels, j + 1, a_regs)
            groups.append((len(hits), mufu))
            if hits:
                bad += 1
                print(f"  hazard: A registers R{min(a_regs)}-R{max(a_regs)} written before the wait: {hits[:3]}")
            i = j + 1
        else:
            i += 1
    print(f"{os.path.basename(src)}: {len(groups)} register-A groups, {bad} with hazards, "
          f"exps before the wait: {sum(1 for _, m in groups if m)}/{len(groups)}")
    return bad == 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ok = all([check(s) for s in sys.argv[1:]])
    sys.exit(0 if ok else 1)
