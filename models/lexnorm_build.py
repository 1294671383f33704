"""Rebuild the bundled lexical normalization models (normalize/data/lexnorm/models/<lang>/).

    make model MODEL=lexnorm-en          (or MODEL=lexnorm for en, de, nl and iden)
    OPENBLAS_NUM_THREADS=1 .venv/bin/python -m models.lexnorm_build [--data ../shared/data/multilexnorm] [LANG...]

Trains one model per language on ``<data>/<lang>/train.norm`` (MultiLexNorm, W-NUT 2021) exactly as
``hrnorm lexnorm-train <data>/<lang>/train.norm --lang <lang> -o normalize/data/lexnorm/models/<lang>``
does (with ``--hidden``/``--epochs``/``--members``/``--l2``/``--features`` from ``SETTINGS``), then prints the ERR on
``<data>/<lang>/dev.norm``.

    ... -m models.lexnorm_build en --seed-spread 20

trains 20 single rankers (seeds 0-19, the language's settings) and prints the dev ERR of each, of the
ensembles of 5 and 10 over disjoint seed sets and of all of them, without saving anything.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from normalize.lexnorm.evaluate import evaluate_sentences
from normalize.lexnorm.io import read_multilexnorm
from normalize.lexnorm.ranker import Ranker
from normalize.lexnorm.storage import read_model, save_model
from normalize.lexnorm.training import train

ROOT = Path(__file__).resolve().parents[1]

LANGS = ["en", "de", "nl", "iden"]
#: Ranker hidden units, epochs, ensemble members (seeds averaged), weight decay and feature set per
#: language. de/nl/iden: hidden units and epochs chosen on the dev splits among (8|16|32|48 hidden,
#: 300-800 epochs), the first 43 features ("core"). en: all features, weight decay 1e-3 and 32 hidden /
#: 500 epochs chosen by 5-fold cross-validation on en train (held-out decisions).
SETTINGS = {
    "en": (32, 500, 5, 1e-3, "all"),
    "de": (8, 300, 5, 1e-4, "core"),
    "nl": (16, 300, 5, 1e-4, "core"),
    "iden": (16, 300, 5, 1e-4, "core"),
}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("langs", nargs="*", default=LANGS)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "multilexnorm")
    ap.add_argument("--out", type=Path, default=ROOT / "normalize" / "data" / "lexnorm" / "models")
    ap.add_argument("--epochs", type=int, default=None, help="default: per language (SETTINGS)")
    ap.add_argument("--hidden", type=int, default=None, help="default: per language (SETTINGS)")
    ap.add_argument("--members", type=int, default=None, help="default: per language (SETTINGS)")
    ap.add_argument("--seed-spread", type=int, default=0, help="report dev ERR over this many seeds instead")
    args = ap.parse_args(argv)
    for lang in args.langs:
        t = time.perf_counter()
        sents = read_multilexnorm(args.data / lang / "train.norm")
        hidden, epochs, members, l2, features = SETTINGS.get(lang, (16, 300, 5, 1e-4, "core"))
        hidden, epochs, members = args.hidden or hidden, args.epochs or epochs, args.members or members
        if args.seed_spread:
            seed_spread(
                lang, sents, args.data / lang / "dev.norm", args.seed_spread, hidden, epochs, l2, features
            )
            continue
        model = train(
            sents, lang, epochs=epochs, hidden=hidden, members=members, l2=l2, features=features, log=print
        )
        model.meta["train_files"] = [f"multilexnorm/{lang}/train.norm"]
        save_model(model, args.out / lang)
        loaded = read_model(args.out / lang)
        dev_path = args.data / lang / "dev.norm"
        if dev_path.exists():
            dev = read_multilexnorm(dev_path)
            scores = evaluate_sentences(dev, loaded.normalize_many([[r for r, _ in s] for s in dev]))
            print(f"{lang}: dev ERR {scores['err']:.2f} ({time.perf_counter() - t:.0f} s)", flush=True)


def seed_spread(lang, sents, dev_path, n, hidden, epochs, l2, features) -> None:
    """Dev ERR of ``n`` single-seed rankers and of their ensembles over disjoint seed sets."""
    dev = read_multilexnorm(dev_path)
    raw = [[r for r, _ in s] for s in dev]
    parts, model = [], None
    for seed in range(n):
        model = train(sents, lang, epochs=epochs, hidden=hidden, l2=l2, features=features, seed=seed)
        parts.append(model.ranker)

    def dev_err(ranker: Ranker) -> float:
        model.ranker = ranker
        model._decision_cache.clear()
        return evaluate_sentences(dev, model.normalize_many(raw))["err"]

    singles = [dev_err(r) for r in parts]
    print(f"{lang} singles (seeds 0-{n - 1}): " + ", ".join(f"{e:.2f}" for e in singles))
    print(f"{lang} singles mean {sum(singles) / n:.2f} min {min(singles):.2f} max {max(singles):.2f}")
    for k in (5, 10):
        ens = [dev_err(Ranker.merge(parts[i : i + k])) for i in range(0, n - k + 1, k)]
        print(f"{lang} ensembles of {k} (disjoint seed sets): " + ", ".join(f"{e:.2f}" for e in ens))
    print(f"{lang} ensemble of all {n}: {dev_err(Ranker.merge(parts)):.2f}", flush=True)


if __name__ == "__main__":
    main()
