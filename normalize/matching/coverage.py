"""Does a taxonomy speak the title's language? A title it cannot read abstains instead of guessing.

``"Eksekutif Pemasaran"`` (Indonesian) has no word of the builtin taxonomy's labels and no word that is
common in English, German, French, Spanish or Dutch, so matching it would only return the nearest
nonsense ("Electrician"); such titles get no candidates. A title with one word the taxonomy itself uses
("DevOps инженер") is still matched. Word frequencies come from ``wordfreq``; the rule is one set lookup
per word, no model.
"""

from __future__ import annotations

from functools import lru_cache

from normalize.matching.taxonomy import normalize_label

__all__ = ["unreadable", "singular_forms"]

MIN_ZIPF = 2.0  # a word at least this common in a language of the taxonomy counts as that language's
MIN_LETTERS = 3  # shorter tokens (acronyms, "de", "RH") say nothing about the language


@lru_cache(maxsize=4)
def _common_words(languages: tuple[str, ...]) -> frozenset[str]:
    """Words at least ``MIN_ZIPF`` common in any of ``languages``.

    Built from wordfreq once and kept as a plain word list in the user cache folder: reading five of
    wordfreq's frequency tables costs seconds, the list a tenth of that.
    """
    import os
    import tempfile
    from importlib.metadata import version
    from pathlib import Path

    from normalize.cache import cache_dir

    path = cache_dir() / f"common-words-{'-'.join(languages)}-{MIN_ZIPF}-{version('wordfreq')}.txt"
    try:
        return frozenset(path.read_text(encoding="utf-8").split("\n"))
    except OSError:
        pass
    from wordfreq import get_frequency_dict

    floor = 10 ** (MIN_ZIPF - 9)  # Zipf value = log10(frequency per billion words)
    words = {w for lang in languages for w, f in get_frequency_dict(lang).items() if f >= floor and "\n" not in w}
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write("\n".join(sorted(words)))
        os.replace(tmp, path)
    except OSError:  # a read-only cache folder only costs the rebuild next time
        if tmp:
            Path(tmp).unlink(missing_ok=True)
    return frozenset(words)


def unreadable(title: str, languages: tuple[str, ...] | None, vocabulary: frozenset[str]) -> bool:
    """True when ``title`` (cleaned) is written in a language the taxonomy does not cover: none of its
    words is a word of the taxonomy's labels (``vocabulary``) and at least half of them are not common in
    any of the taxonomy's ``languages``. Always False when the languages are unknown."""
    if not languages:
        return False
    words = [w for w in normalize_label(title).split() if len(w) >= MIN_LETTERS and not w.isdigit()]
    if not words or any(w in vocabulary for w in words):
        return False
    common = _common_words(tuple(languages))
    unknown = sum(1 for w in words if w not in common)
    return unknown * 2 >= len(words)


def singular_forms(title: str, vocabulary: frozenset[str]) -> str:
    """``title`` with each word the taxonomy does not use replaced by its singular when the taxonomy uses
    that ("copywriters" -> "copywriter", "nannies" -> "nanny"): labels are singular, and a plural the
    labels never spell would otherwise miss the exact and fuzzy steps (or abstain as unreadable)."""
    words = title.split()
    out = []
    for word in words:
        if word not in vocabulary and len(word) > MIN_LETTERS and word.endswith("s"):
            for singular in (word[:-3] + "y" if word.endswith("ies") else "", word[:-2], word[:-1]):
                if singular and singular in vocabulary:
                    word = singular
                    break
        out.append(word)
    return " ".join(out) if out != words else title
