"""Model directories: ``model.json`` (tables and settings), ``ranker.npz`` (weights) and the sha256
manifest ``SHA256SUMS.json`` (:mod:`normalize.artifacts`), verified before anything is read. No pickle.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from pathlib import Path

from normalize import artifacts
from normalize.lexnorm.features import FEATURES
from normalize.lexnorm.lexicons import check_lang
from normalize.lexnorm.model import LexNormModel
from normalize.lexnorm.ranker import Ranker
from normalize.lexnorm.stats import Stats

FORMAT_VERSION = 2
FILES = ("model.json", "ranker.npz")


def save_model(model: LexNormModel, directory: str | Path) -> None:
    """Write a trained ``model`` to ``directory`` (created if needed)."""
    if not model.trained:
        raise ValueError("only a trained model can be saved")
    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    st = model.stats
    doc = {
        "format": FORMAT_VERSION,
        "lang": model.lang,
        "features": model.features,
        "meta": model.meta,
        "table": st.table,
        "raw_n": st.raw_n,
        "merges": st.merges,
        "bigrams": st.bigrams,
        "unigrams": st.unigrams,
        "context": st.ctx,
    }
    (d / "model.json").write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), "utf-8")
    model.ranker.save(d / "ranker.npz")
    artifacts.write_manifest(d, FILES)


def read_model(directory: str | Path) -> LexNormModel:
    """Read a model written by ``save_model``; raises ``ValueError`` if a checksum does not match."""
    d = Path(directory)
    for name in FILES:
        artifacts.verify_file(d / name)
    doc = json.loads((d / "model.json").read_text("utf-8"))
    features = doc.get("features")
    if doc.get("format") != FORMAT_VERSION or not features or not set(features) <= set(FEATURES):
        raise ValueError(f"{d}: model format does not match this version of hrnorm")
    stats = Stats(doc["table"], doc["raw_n"], doc["merges"], doc["bigrams"], doc["unigrams"], doc["context"])
    features = [f for f in FEATURES if f in set(features)]  # FEATURES order, as the ranker was trained
    if features != doc["features"]:
        raise ValueError(f"{d}: feature list out of order")
    return LexNormModel(doc["lang"], stats, Ranker.load(d / "ranker.npz"), doc.get("meta"), features)


def bundled_model_dir(lang: str) -> Path | None:
    """Directory of the bundled trained model for ``lang`` if the package ships one."""
    d = Path(str(resources.files("normalize").joinpath("data", "lexnorm", "models", check_lang(lang))))
    return d if (d / "model.json").exists() else None


def load_model(lang: str, model: str | Path | None = "auto") -> LexNormModel:
    """``model``: a directory, ``"auto"``/``None`` (bundled model for ``lang`` if any, else lexicon only)
    or ``"none"`` (lexicon only)."""
    if model in (None, "", "auto"):
        d = bundled_model_dir(lang)
        return read_model(d) if d else LexNormModel(lang)
    if str(model) == "none":
        return LexNormModel(lang)
    m = read_model(model)
    if m.lang != check_lang(lang):
        raise ValueError(f"model in {model} is for {m.lang!r}, not {lang!r}")
    return m


@lru_cache(maxsize=8)
def shared_model(lang: str, model: str = "auto") -> LexNormModel:
    """The process-wide model per (lang, model): the stage, ``normalize_text`` and the CLI share it."""
    return load_model(lang, model)
