"""Model selection on the held-in vacancies (``models.vacancy_data.is_heldin``), never on a dev file.

    python -m models.heldin DIR [DIR ...]     # saved Hugging Face folders; "base" = all-MiniLM-L6-v2,
                                              # "bundled" = the installed ONNX encoder

Figures:
- ``title_skills_mrr``: each held-in ad's raw title ranks the skill lists (", ".join of up to 8 preferred
  labels, fixed sample) of all held-in ads; MRR of its own ad's list (JobBERT's co-occurrence signal);
- ``sentence_rp5``: each held-in sentence holding a skill mention ranks all ESCO skills' preferred labels;
  RP@5 = |top 5 & its mentioned skills| / min(5, their number) (the distant labels, as in the skill
  benchmarks' protocol).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from models.vacancy_data import MAX_SKILLS_PER_LIST, WORK, EscoSkills

HELDIN_FILE = WORK / "heldin.json"


def skill_list(skills: list[str], esco: EscoSkills, key: str) -> str:
    rng = random.Random(key)
    chosen = rng.sample(skills, k=min(MAX_SKILLS_PER_LIST, len(skills)))
    return ", ".join(esco.label[s] for s in chosen)


def torch_embedder(model_dir: Path, threads: int = 2):
    """``embed(texts, max_len) -> (n, 384)`` L2-normalized float32, mean pooling (as the ONNX export)."""
    import torch
    from transformers import AutoModel, AutoTokenizer

    from models.export import base_model_dir

    torch.set_num_threads(threads)
    tok = AutoTokenizer.from_pretrained(str(base_model_dir()), local_files_only=True)
    model = AutoModel.from_pretrained(str(model_dir), local_files_only=True).eval()

    def embed(texts: list[str], max_len: int = 64) -> np.ndarray:
        out = []
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        with torch.inference_mode():
            for lo in range(0, len(texts), 256):
                idx = order[lo:lo + 256]
                enc = tok([texts[i] for i in idx], padding=True, truncation=True, max_length=max_len,
                          return_tensors="pt")
                hidden = model(**enc).last_hidden_state
                mask = enc["attention_mask"].unsqueeze(-1).to(hidden.dtype)
                pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
                out.append(torch.nn.functional.normalize(pooled, dim=1).numpy())
        emb = np.vstack(out)
        back = np.empty_like(emb)
        back[order] = emb
        return back

    return embed


def onnx_embedder():
    """The installed ONNX encoder (its own max_seq_length; ``max_len`` is ignored)."""
    from normalize.matching.encoder import default_encoder

    enc = default_encoder()
    return lambda texts, max_len=64: enc.encode(texts)


def evaluate(embed, held: dict, esco: EscoSkills) -> dict[str, float]:
    """The held-in figures (see the module docstring) for one embedder."""
    titles = held["titles"]
    q = embed([t["title"] for t in titles], 32)
    docs = embed([skill_list(t["skills"], esco, t["id"]) for t in titles], 64)
    sims = q @ docs.T
    own = np.diag(sims)
    ranks = (sims > own[:, None]).sum(1) + 1
    uris = sorted(esco.label)
    labels = embed([esco.label[u] for u in uris], 32)
    col = {u: i for i, u in enumerate(uris)}
    sents = held["sentences"]
    s_emb = embed([s["sentence"] for s in sents], 64)
    rp = []
    for lo in range(0, len(sents), 512):
        scores = s_emb[lo:lo + 512] @ labels.T
        top = np.argpartition(-scores, 5, axis=1)[:, :5]
        for row, s in zip(top, sents[lo:lo + 512], strict=True):
            gold = {col[u] for u in s["skills"]}
            rp.append(len(gold & set(row.tolist())) / min(5, len(gold)))
    return {"title_skills_mrr": round(float(np.mean(1.0 / ranks)), 4), "n_titles": len(titles),
            "sentence_rp5": round(float(np.mean(rp)), 4), "n_sentences": len(sents)}


def main(argv: list[str] | None = None) -> None:
    from models.export import base_model_dir
    from models.vacancy_data import load_esco_skills

    args = argv if argv is not None else sys.argv[1:]
    held = json.loads(HELDIN_FILE.read_text())
    esco = load_esco_skills()
    for name in args:
        t0 = time.time()
        if name == "bundled":
            figures = evaluate(onnx_embedder(), held, esco)
        else:
            figures = evaluate(torch_embedder(base_model_dir() if name == "base" else Path(name)), held, esco)
        print(json.dumps({"model": name, **figures, "seconds": round(time.time() - t0)}), flush=True)


if __name__ == "__main__":
    main()
