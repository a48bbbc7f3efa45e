"""sparseattn.generate end to end on a tiny random model on the CPU (the references)."""
import json

import sparseattn.generate as gen


def test_generate_tiny(tmp_path, capsys):
    out = tmp_path / "gen.json"
    assert gen.main(["--model", "tiny-random", "--device", "cpu", "--prompt-tokens", "80", "--new", "3", "--reps", "1",
                     "--json", str(out)]) == 0
    r = json.loads(out.read_text())
    names = [row["method"] for row in r["rows"]]
    assert names[0].startswith("transformers sdpa") and "dense" in names and len(names) == 6
    dense = next(row for row in r["rows"] if row["method"] == "dense")
    assert dense["equal_to_dense"] == 1.0 and dense["common_prefix"] == 3
    for row in r["rows"]:
        assert len(row["tokens"]) == 3 and row["prefill_s"] > 0 and 0 <= row["equal_to_dense"] <= 1
    assert "decode tok/s" in capsys.readouterr().out
