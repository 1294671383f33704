"""Spelling slips in job titles put right against the taxonomy's own words: "enginner" -> "engineer".

A title word is corrected only when every one of these holds:

- it is no word of the taxonomy's labels, rare in English (under ``coverage.MIN_ZIPF``) and no common word
  of a language the title glossary reads: a real word of any of them ("superviser", "assistent") is no slip;
- it has at least ``MIN_LETTERS`` letters (short words are acronyms and names more often than slips);
- exactly one word at one edit (rapidfuzz's optimal string alignment: a letter missing, doubled, two letters
  swapped, a vowel for a vowel, a neighbour typed twice) is a taxonomy word or a common English word, and that one is a taxonomy
  word at least ``TARGET_MIN_ZIPF`` common in English ("fuctional" is one edit from "fictional" and from
  "functional": left alone). Other slips (a consonant for a consonant, a stray letter) are as often a
  place or a trade name one edit from a word ("Dorking", "capster") and are left alone.

Written by hand on rapidfuzz and wordfreq: no offline spelling library knows the taxonomy's vocabulary,
and a general English corrector would rewrite the place and product names that job titles carry.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["correct_spelling"]

MIN_LETTERS = 7
TARGET_MIN_ZIPF = 3.0  # a correction this common in English ("engineer" 4.5; ESCO's own slip "enginer" 1.1)
COMPETITOR_WORDS = 30_000  # the most common English words that make a correction ambiguous (Zipf >~ 2.9)
_VOWELS = frozenset("aeiouy")


def _is_word(word: str) -> bool:
    """A word of English (``coverage.MIN_ZIPF``) or of a language the title glossary reads (its word lists of
    words more common there than in English): the lists the matcher builds for its other rules anyway."""
    from normalize.matching.coverage import _common_words
    from normalize.matching.title_glossary import _WORDFREQ_LANGUAGES, _foreign_words

    return word in _common_words(("en",)) or any(word in _foreign_words(lang) for lang in sorted(_WORDFREQ_LANGUAGES))


@lru_cache(maxsize=1)
def _competitors() -> tuple[str, ...]:
    """The most common English words (letters only, four or more), kept in the user cache."""
    from importlib.metadata import version

    from normalize.cache import cached_json

    def build() -> list[str]:
        import wordfreq

        return [w for w in wordfreq.top_n_list("en", COMPETITOR_WORDS) if w.isalpha() and len(w) >= 4]

    name = f"spelling-competitors-en-{COMPETITOR_WORDS}-wordfreq-{version('wordfreq')}.json"
    return tuple(cached_json(name, "the common English words a spelling fix must not be near", build))


def _is_slip(word: str, target: str) -> bool:
    """One edit of the kinds typing makes: a letter left out, a letter doubled, two neighbours swapped, a
    vowel written for another vowel."""
    from rapidfuzz.distance import Levenshtein

    ops = Levenshtein.editops(word, target)
    if len(ops) == 2:  # one transposition is two Levenshtein edits (OSA counts it as one)
        return len(word) == len(target) and sorted(word) == sorted(target)
    if len(ops) != 1:
        return False
    op = ops[0]
    if op.tag == "insert":  # the title lacks a letter of the target
        return True
    i = op.src_pos
    doubled = (i > 0 and word[i - 1] == word[i]) or (i + 1 < len(word) and word[i + 1] == word[i])
    if op.tag == "delete":  # the title has a letter more: only a doubled one ("asssistant")
        return doubled
    # a letter for another: a vowel for a vowel, or a neighbour typed twice ("enginner")
    return doubled or (word[i] in _VOWELS and target[op.dest_pos] in _VOWELS)


@lru_cache(maxsize=4096)
def _correction(word: str, vocabulary: frozenset[str]) -> str | None:
    from rapidfuzz import process
    from rapidfuzz.distance import OSA
    from wordfreq import zipf_frequency

    if len(word) < MIN_LETTERS or not word.isascii() or not word.isalpha() or word in vocabulary:
        return None
    if _is_word(word):
        return None
    by_length = _candidates(vocabulary)
    near = {t for n in (len(word) - 1, len(word), len(word) + 1)
            for t, _, _ in process.extract(word, by_length.get(n, ()), scorer=OSA.distance, score_cutoff=1, limit=None)}
    near.discard(word)
    if len(near) != 1:
        return None
    target = near.pop()
    if target not in vocabulary or zipf_frequency(target, "en") < TARGET_MIN_ZIPF or not _is_slip(word, target):
        return None
    return target


@lru_cache(maxsize=4)
def _candidates(vocabulary: frozenset[str]) -> dict[int, tuple[str, ...]]:
    """The words a slip may have been meant as, by length: the common English words and the taxonomy's
    words that are common in some language (its own slips, ESCO's "enginer", compete with nothing)."""
    words = set(_competitors()) | {w for w in vocabulary if w.isalpha() and _is_word(w)}
    out: dict[int, list[str]] = {}
    for w in words:
        if len(w) >= MIN_LETTERS - 1:
            out.setdefault(len(w), []).append(w)
    return {n: tuple(sorted(ws)) for n, ws in out.items()}


def correct_spelling(title: str, vocabulary: frozenset[str]) -> str:
    """``title`` (cleaned, lower case) with each slipped word replaced by the one taxonomy word it was meant
    to be; ``title`` itself when no word changes. ``vocabulary``: the words of the taxonomy's labels."""
    words = title.split()
    fixed = [_correction(w, vocabulary) or w for w in words]
    return " ".join(fixed) if fixed != words else title
