"""Rebuild the bundled lexical normalization models (normalize/data/lexnorm/models/<lang>/).

    OPENBLAS_NUM_THREADS=1 .venv/bin/python models/lexnorm_build.py [--data ../shared/data/multilexnorm] [LANG...]

Trains one model per language on ``<data>/<lang>/train.norm`` (MultiLexNorm, W-NUT 2021) exactly as
``hrnorm lexnorm-train <data>/<lang>/train.norm --lang <lang> -o normalize/data/lexnorm/models/<lang>``
does (with ``--hidden``/``--epochs``/``--members``/``--l2``/``--features`` from ``SETTINGS``), then prints the ERR on
``<data>/<lang>/dev.norm``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from normalize.lexnorm.evaluate import evaluate_sentences  # noqa: E402
from normalize.lexnorm.io import read_multilexnorm  # noqa: E402
from normalize.lexnorm.model import LexNormModel, train  # noqa: E402

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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("langs", nargs="*", default=LANGS)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "multilexnorm")
    ap.add_argument("--out", type=Path, default=ROOT / "normalize" / "data" / "lexnorm" / "models")
    ap.add_argument("--epochs", type=int, default=None, help="default: per language (SETTINGS)")
    ap.add_argument("--hidden", type=int, default=None, help="default: per language (SETTINGS)")
    ap.add_argument("--members", type=int, default=None, help="default: per language (SETTINGS)")
    args = ap.parse_args()
    for lang in args.langs:
        t = time.perf_counter()
        sents = read_multilexnorm(args.data / lang / "train.norm")
        hidden, epochs, members, l2, features = SETTINGS.get(lang, (16, 300, 5, 1e-4, "all"))
        hidden, epochs, members = args.hidden or hidden, args.epochs or epochs, args.members or members
        model = train(
            sents, lang, epochs=epochs, hidden=hidden, members=members, l2=l2, features=features, log=print
        )
        model.meta["train_files"] = [f"multilexnorm/{lang}/train.norm"]
        model.save(args.out / lang)
        loaded = LexNormModel.load(args.out / lang)
        dev_path = args.data / lang / "dev.norm"
        if dev_path.exists():
            dev = read_multilexnorm(dev_path)
            scores = evaluate_sentences(dev, loaded.normalize_many([[r for r, _ in s] for s in dev]))
            print(f"{lang}: dev ERR {scores['err']:.2f} ({time.perf_counter() - t:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
