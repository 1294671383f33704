"""Can a static phrase pre-score (model2vec style) spare the ONNX encoder most candidate phrases without losing links?

The measurement behind issue 27's "static" cascade (``benchmarks/results/ads_speed.md``):

1. a static token table distilled from the shipped encoder: every vocabulary token run through the ONNX graph
   alone (``[CLS] token [SEP]``, the graph's mean pooling and normalization), as model2vec distils a model;
   a phrase's static vector is the mean of its tokens' rows (model2vec's ``StaticModel.encode``: numpy and
   tokenizers only, written here in a few lines rather than adding the package for one benchmark);
2. a linear map from static vectors into the encoder's output space, fitted by ridge least squares either on
   the ESCO preferred labels alone (needs no data: the labels are encoded at index build anyway) or on the
   phrases of ``--train-rows`` other dev postings (which the shipped code could only use as a trained artifact);
3. on ``--rows`` dev postings (as ``bench_ads_speed.py`` draws them), every phrase
   ``SkillExtractor("esco").extract`` encodes today, its real best label cosine and whether it links: the
   static best cosine each phrase would get, and the cuts that lose 0, 1, 3, 10 or 30 linking phrases;
4. the cascade itself at some of those cuts (phrases under the cut are not encoded and count as unlinked,
   scoring -1 for the sub-phrase gate): extract CPU, phrases encoded, and the final skill links per posting
   against the run without it.

Dev split only; the postings' text stays in memory. Writes a section of ``benchmarks/results/ads_speed.md``.

    python benchmarks/bench_static_prescore.py [--rows 300] [--train-rows 1500]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_ads_speed  # noqa: E402
import results_file  # noqa: E402

LOSSES = (0, 1, 3, 10, 30)  # linking phrases lost at a cut


def dev_descriptions(rows: int) -> list[str]:
    import polars as pl

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "postings.parquet"
        bench_ads_speed.sample_postings(rows, path)
        return pl.read_parquet(path)["description"].fill_null("").to_list()


def token_table(encoder) -> tuple[np.ndarray, float, float]:
    """Per vocabulary id, the encoder's output for that token alone; with the CPU and wall seconds it took.
    ``Encoder.encode`` takes strings, and a word piece ("##ing") re-tokenized as a string is another input:
    the graph is fed the ids directly."""
    tok = encoder._tokenizer
    size = tok.get_vocab_size()
    cls, sep = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    table = np.zeros((size, encoder.dim), np.float32)
    cpu, wall = time.process_time(), time.perf_counter()
    for lo in range(0, size, 170):  # ~512 tokens per run, the encoder's own run size
        ids = np.arange(lo, min(size, lo + 170))
        feed = np.stack([np.full(len(ids), cls), ids, np.full(len(ids), sep)], axis=1).astype(np.int64)
        table[lo : lo + len(ids)] = encoder._run(feed, np.ones_like(feed))
    return table, time.process_time() - cpu, time.perf_counter() - wall


def static_vectors(tokenizer, table: np.ndarray, texts: list[str]) -> np.ndarray:
    """Unit-norm mean of each text's token rows (zeros for a text with no token)."""
    ids = [e.ids for e in tokenizer.encode_batch(texts, add_special_tokens=False)]
    lengths = np.array([len(x) for x in ids])
    out = np.zeros((len(texts), table.shape[1]), np.float32)
    has = lengths > 0
    if has.any():
        flat = np.fromiter((i for x in ids for i in x), dtype=np.int64, count=int(lengths.sum()))
        starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])[has]
        out[has] = np.add.reduceat(table[flat], starts, axis=0)
    return out / (np.linalg.norm(out, axis=1, keepdims=True) + 1e-9)


def fit_map(x: np.ndarray, y: np.ndarray, ridge: float = 1.0) -> np.ndarray:
    return np.linalg.solve(x.T @ x + ridge * np.eye(x.shape[1]), x.T @ y).astype(np.float32)


def best_cosines(vectors: np.ndarray, labels: np.ndarray, too_short: np.ndarray) -> np.ndarray:
    out = np.empty(len(vectors), np.float32)
    for lo in range(0, len(vectors), 256):
        sims = vectors[lo : lo + 256] @ labels.T
        sims[:, too_short] = -1.0
        out[lo : lo + 256] = sims.max(axis=1)
    return out


class Recorder:
    """Wraps ``SkillExtractor._link_phrases``: records every encoded phrase (real best cosine, links?) and,
    when ``score`` is set, skips the phrases whose static score is under ``cut``."""

    def __init__(self, skills_module) -> None:
        self.original = skills_module.SkillExtractor._link_phrases
        self.seen: dict[str, tuple[float, bool]] = {}
        self.score = None
        self.cut = -2.0
        self.asked = self.encoded = 0
        recorder = self

        def link_phrases(extractor, phrases):
            recorder.asked += len(phrases)
            keep = list(range(len(phrases)))
            if recorder.score is not None and phrases:
                static = recorder.score(phrases)
                keep = [i for i in keep if static[i] >= recorder.cut]
            recorder.encoded += len(keep)
            scores, links = recorder.original(extractor, [phrases[i] for i in keep], exact=True)
            full = [-1.0] * len(phrases)
            for i, score in zip(keep, scores, strict=True):
                full[i] = score
            links = [(ci, score, keep[i]) for ci, score, i in links]
            linked = {i for _, _, i in links}
            for i in keep:
                recorder.seen[phrases[i]] = (full[i], i in linked)
            return full, links

        skills_module.SkillExtractor._link_phrases = link_phrases

    def run(self, extractor, texts: list[str], score=None, cut: float = -2.0):
        extractor._phrases.data.clear()
        self.seen, self.score, self.cut, self.asked, self.encoded = {}, score, cut, 0, 0
        cpu = time.process_time()
        out = extractor.extract(texts)
        return time.process_time() - cpu, [{link["id"] for link in found} for found in out]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=300)
    parser.add_argument("--train-rows", type=int, default=1500, help="dev postings whose phrases fit a map")
    args = parser.parse_args()

    from normalize.matching import skills as skills_module
    from normalize.matching.encoder import default_encoder

    report = results_file.Report()
    encoder = default_encoder()
    recorder = Recorder(skills_module)
    extractor = skills_module.SkillExtractor("esco")
    label_emb = extractor.index.preferred_embeddings(encoder)
    _, labels, too_short, _ = extractor._semantic_label_rules
    table, build_cpu, build_wall = token_table(encoder)
    tok = encoder._tokenizer

    texts = dev_descriptions(args.rows)
    extractor.extract(texts[:2])  # warm: matchers, label matrices
    base_cpu, base_links = recorder.run(extractor, texts)
    phrases = dict(recorder.seen)
    base_encoded = recorder.encoded

    maps = {"labels": fit_map(static_vectors(tok, table, labels), label_emb)}
    if args.train_rows:
        recorder.run(extractor, dev_descriptions(args.train_rows))
        train = [p for p in recorder.seen if p not in phrases]
        x = np.vstack([static_vectors(tok, table, train), static_vectors(tok, table, labels)])
        maps["phrases"] = fit_map(x, np.vstack([encoder.encode(train), label_emb]))
    else:
        train = []

    names = list(phrases)
    real = np.array([phrases[p][0] for p in names])
    linked = np.array([phrases[p][1] for p in names])
    report(f"{args.rows:,} distinct dev postings (as `bench_ads_speed.py` draws them), `SkillExtractor(\"esco\")"
           f".extract` on their descriptions: {len(names):,} phrases encoded, {int(linked.sum()):,} of them link "
           f"(real best cosine >= 0.8 and the link rules), {int((real >= 0.65).sum()):,} reach the sub-phrase "
           f"gate (0.65). Static token table: {len(table):,} tokens through the shipped int8s encoder, "
           f"{build_cpu:.1f} CPU s ({build_wall:.1f} s wall) to build. Maps fitted on the {len(labels):,} ESCO "
           f"preferred labels (`labels`) or on them and the {len(train):,} phrases of {args.train_rows:,} other "
           f"dev postings (`phrases`).")
    report()
    report("| map | correlation with the real best cosine | linking phrases lost | cut | phrases skipped | "
           "gate-reaching phrases lost |")
    report("| --- | ---: | ---: | ---: | ---: | ---: |")
    cuts: dict[str, dict[int, float]] = {}
    scorers = {}
    for name, matrix in maps.items():
        mapped = table @ matrix

        def score(texts_, mapped=mapped):
            vectors = static_vectors(tok, mapped, texts_)
            return best_cosines(vectors, label_emb, too_short)

        scorers[name] = score
        static = score(names)
        corr = float(np.corrcoef(static, real)[0, 1])
        ordered = np.sort(static[linked])
        cuts[name] = {}
        for lost in LOSSES:
            cut = float(ordered[lost]) - 1e-6
            cuts[name][lost] = cut
            report(f"| {name} | {corr:.3f} | {lost} | {cut:.3f} | {np.mean(static < cut):.1%} | "
                   f"{int(((static < cut) & (real >= 0.65)).sum()):,} |")
    report()
    report("The cascade in `extract` (same postings, phrase cache cleared before each run, one process, runs "
           "one after another; final links = the set of skill ids per posting):")
    report()
    report("| map | cut (linking phrases lost on the curve) | phrases encoded | extract CPU s | skill links | "
           "lost / gained | postings with identical links |")
    report("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    report(f"| none | - | {base_encoded:,} | {base_cpu:.1f} | {sum(map(len, base_links)):,} | - | - |")
    for name in maps:
        for lost in (0, 10, 30):
            cpu, found = recorder.run(extractor, texts, scorers[name], cuts[name][lost])
            gone = sum(len(a - b) for a, b in zip(base_links, found, strict=True))
            new = sum(len(b - a) for a, b in zip(base_links, found, strict=True))
            same = sum(a == b for a, b in zip(base_links, found, strict=True))
            report(f"| {name} | {cuts[name][lost]:.3f} ({lost}) | {recorder.encoded:,} | {cpu:.1f} | "
                   f"{sum(map(len, found)):,} | {gone} / {new} | {same}/{len(texts)} |")
    again, _ = recorder.run(extractor, texts)
    report(f"| none, again | - | {recorder.encoded:,} | {again:.1f} | - | - | - |")
    results_file.write_section("ads_speed", "static phrase pre-score (model2vec style) as a cascade", report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
