"""Bundled slang/abbreviation lexicons and word-frequency vocabularies per language.

The lexicons (``normalize/data/lexnorm/<lang>.tsv``) are authored by the project from its own knowledge of
chat language; the vocabularies come from ``wordfreq`` (its data ships in the wheel, no download).
"""

from __future__ import annotations

import math
from functools import lru_cache
from importlib import resources

#: Language codes accepted by the lexnorm tools -> the lexicon files and wordfreq languages they use.
LANGUAGES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("en",), ("en",)),
    "de": (("de",), ("de",)),
    "nl": (("nl",), ("nl",)),
    "es": (("es",), ("es",)),
    "id": (("id",), ("id",)),
    "iden": (("id", "en"), ("id", "en")),
    "tr": (("tr",), ("tr",)),
}


def check_lang(lang: str) -> str:
    """Return ``lang`` lower-cased if supported, else raise ``ValueError``."""
    lang = lang.lower()
    if lang not in LANGUAGES:
        raise ValueError(
            f"unsupported language {lang!r}; known: {', '.join(sorted(LANGUAGES))} (another language needs a "
            "lexicon normalize/data/lexnorm/<lang>.tsv and an entry in normalize.lexnorm.lexicons.LANGUAGES)"
        )
    return lang


@lru_cache(maxsize=16)
def load_lexicon(lang: str) -> dict[str, str]:
    """Lower-cased raw form -> normalization from the bundled lexicon(s) of ``lang`` (earlier files win)."""
    files, _ = LANGUAGES[check_lang(lang)]
    out: dict[str, str] = {}
    for code in files:
        text = resources.files("normalize").joinpath("data", "lexnorm", f"{code}.tsv").read_text("utf-8")
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            raw, _, norm = line.partition("\t")
            raw, norm = raw.strip().lower(), norm.strip()
            if raw and norm and raw != norm.lower():
                out.setdefault(raw, norm)
    return out


class Vocabulary:
    """Word frequencies (Zipf scale) of a language from wordfreq, lower-cased.

    ``zipf(word)`` is 0.0 for unknown words; ``spelling_words`` are the ``top_n`` most frequent alphabetic
    words, used as targets of spelling correction.
    """

    def __init__(self, lang: str, top_n: int = 60000) -> None:
        import wordfreq  # imported here: loading its data takes a moment and only lexnorm needs it

        _, wf_langs = LANGUAGES[check_lang(lang)]
        freq: dict[str, float] = {}
        for code in wf_langs:
            for word, f in wordfreq.get_frequency_dict(code).items():
                if f > freq.get(word, 0.0):
                    freq[word] = f
        self.zipf_table: dict[str, float] = {w: math.log10(f) + 9.0 for w, f in freq.items() if f > 0}
        self.longest: int = max(map(len, self.zipf_table), default=0)
        ranked = sorted(
            (w for w in self.zipf_table if w.replace("'", "").isalpha()),
            key=self.zipf_table.__getitem__,
            reverse=True,
        )
        self.spelling_words: list[str] = ranked[:top_n]

    def zipf(self, word: str) -> float:
        """Zipf frequency of a word or of the rarest word of a multi-word string (0.0 if unknown)."""
        if " " in word:
            return min((self.zipf_table.get(w.lower(), 0.0) for w in word.split()), default=0.0)
        return self.zipf_table.get(word.lower(), 0.0)


@lru_cache(maxsize=8)
def load_vocabulary(lang: str) -> Vocabulary:
    """Cached ``Vocabulary`` of ``lang``."""
    return Vocabulary(check_lang(lang))


#: Languages whose candidates get web bigram features (the wordsegment package ships English counts).
WEB_BIGRAM_LANGS = ("en",)


class WebBigrams:
    """English word-pair counts from the Google Web 1T corpus, as shipped by the ``wordsegment``
    package (Peter Norvig's ``count_2w`` subset; lower-case, letters and digits only, so lookups drop
    apostrophes: "it's" is looked up as "its"). Used as language-model evidence for candidates next to
    their neighbours; ``after[a][b]`` holds ``log1p(count)``."""

    def __init__(self) -> None:
        text = resources.files("wordsegment").joinpath("bigrams.txt").read_text("utf-8")
        after: dict[str, dict[str, float]] = {}
        seconds: set[str] = set()
        log1p = math.log1p
        for line in text.splitlines():
            pair, _, count = line.partition("\t")
            a, _, b = pair.partition(" ")
            if not b:
                continue
            after.setdefault(a, {})[b] = log1p(float(count))
            seconds.add(b)
        self.after = after
        #: words that occur as the second word of some pair
        self.seconds = frozenset(seconds)

    def pair(self, a: str, b: str) -> float:
        """``log1p`` of the count of ``a b`` (0.0 if unseen)."""
        return self.after.get(clean_web(a), {}).get(clean_web(b), 0.0)


def clean_web(word: str) -> str:
    """A word as the web bigram counts spell it: lower-case, no apostrophes."""
    word = word.lower()
    if "'" in word or "’" in word:  # rare: skip the two replaces for the common case
        return word.replace("'", "").replace("’", "")
    return word


@lru_cache(maxsize=2)
def load_web_bigrams(lang: str) -> WebBigrams | None:
    """Cached ``WebBigrams`` for languages in ``WEB_BIGRAM_LANGS``, else ``None``."""
    return WebBigrams() if check_lang(lang) in WEB_BIGRAM_LANGS else None
