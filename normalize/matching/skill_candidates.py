"""Candidate phrases of skill extraction that its window of phrases leaves out, found by their words alone.

The semantic pass encodes the candidate phrases of the first ``SkillConfig.max_phrases_per_text`` spans of a
text and links a lone word only to a label it nearly spells. On the ESCO skill gold's dev split 68 of 105 ads
have more spans than that window, and of the 495 listed clear skills with no candidate link, 192 lay wholly
beyond it and 79 were a lone word whose best label holds it as a different word form ("analytical" -> think
analytically, "budgets" -> manage budgets) (``benchmarks/results/skills_esco.md``). Encoding every span cost
1.49x the CPU of extraction; a label-word test costs no encoding: beyond the window, and for single words
anywhere, only phrases whose word stems are a label's (:class:`LabelKeys`) are encoded, and the encoder still
picks the skill.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from normalize.matching.phrases import STEM, english_zipf, one_word

__all__ = ["LabelKeys", "named_sites"]

Site = tuple[int, int, int]  # (text index, start, end)
_WORDS = re.compile(r"[^\W\d_]+")


_GENERIC = frozenset(["skill", "skills"])  # "analytical skills" names the label "think analytically"
_MAX_KEY_WORDS = 4
_CACHE_PHRASES = 200_000
# a single word names the label it is part of only if it is this rare (wordfreq Zipf, English): on the dev
# split's new one-word candidates, those over 4.0 ("quality", "information", "reports") were mostly not skills
MAX_WORD_ZIPF = 4.0


class LabelKeys:
    """Order-free word-stem keys of a taxonomy's labels (stop words aside), to pick the phrases worth encoding
    that the window leaves out, and one-word mentions of a two-word label ("budgets" of "manage budgets").

    A phrase *names a label* when its key is a label's key, or the key of the label less its first word (the
    verb of most ESCO skill labels: "problem solving" / "solve problems", "change management" / "apply change
    management"); a single word names a label only the second way ("analytical" / "think analytically").
    The encoder still decides which skill a named phrase links to (:meth:`fits` then lets a one-word phrase
    link the label it names, which the one-word spelling rule would refuse)."""

    def __init__(self, labels: Sequence[str]) -> None:
        from spacy.lang.en.stop_words import STOP_WORDS

        self._stop = frozenset(STOP_WORDS) | _GENERIC
        self._stem: dict[str, str] = {}
        self.whole: set[frozenset[str]] = set()
        self.headless: set[frozenset[str]] = set()
        self._label_keys: dict[str, tuple[frozenset[str], frozenset[str] | None]] = {}
        for label in labels:
            key, rest = self._label_key(label)
            if key is not None and len(key) <= _MAX_KEY_WORDS:
                self.whole.add(key)
                if rest:
                    self.headless.add(rest)
        self._names: dict[str, bool] = {}

    def _stems(self, phrase: str) -> list[str]:
        stem = self._stem
        return [s for w in _WORDS.findall(phrase.lower()) if (s := stem.get(w)) or (s := self._new_stem(w))]

    def _new_stem(self, word: str) -> str:
        """The stem of a word not seen before ("" for a stop word), remembered."""
        if len(self._stem) >= _CACHE_PHRASES:
            self._stem.clear()
        out = self._stem[word] = "" if word in self._stop else word[:STEM]
        return out

    def _label_key(self, label: str) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        known = self._label_keys.get(label)
        if known is None:
            stems = self._stems(label)
            key = frozenset(stems) if stems else None
            rest = frozenset(stems[1:]) if len(stems) >= 2 and stems[0] not in stems[1:] else None
            known = self._label_keys[label] = (key, rest)  # type: ignore[assignment]
        return known

    def names_label(self, phrase: str) -> bool:
        """Whether ``phrase`` (lower-cased) names some label (see the class docstring); cached per phrase."""
        known = self._names.get(phrase)
        if known is None:
            stems = self._stems(phrase)
            key = frozenset(stems)
            if len(stems) == 1:  # a common word names many things ("quality" of manage quality, "reports")
                known = key in self.headless and english_zipf(phrase) <= MAX_WORD_ZIPF
            else:
                known = len(stems) > 1 and (key in self.whole or key in self.headless)
            if len(self._names) >= _CACHE_PHRASES:
                self._names.clear()
            self._names[phrase] = known
        return known

    def fits(self, word: str, label: str) -> bool:
        """Whether the one-word phrase ``word`` names ``label`` itself (the label less its first word)."""
        _, rest = self._label_key(label)
        return rest is not None and frozenset(self._stems(word)) == rest


def named_sites(
    text: str, spans: Sequence[tuple[int, int]], edges: tuple[Sequence[int], Sequence[int]], window: int,
    keys: LabelKeys, d: int, words: bool = False,
) -> tuple[dict[str, list[Site]], set[str]]:
    """For text ``d``, its candidate spans (token ranges, reading order) and its tokens' start and end offsets:
    the phrases past the first ``window`` spans that name a label, with their sites; and the phrases to encode
    although the phrase filter would drop them: those of several words and, with ``words``, the single words
    naming a label anywhere (else a single word past the window is encoded only if it nearly spells a label,
    the filter's rule)."""
    starts, ends = edges
    beyond: dict[str, list[Site]] = {}
    named: set[str] = set()
    names = keys.names_label
    for k in range(0 if words else window, len(spans)):
        i, j = spans[k]
        start, end = starts[i], ends[j - 1]
        phrase = text[start:end].lower()
        if k < window:  # inside the window (words only): a single word naming a label
            if one_word(phrase) and names(phrase):
                named.add(phrase)
        elif names(phrase):
            beyond.setdefault(phrase, []).append((d, start, end))
            if words or not one_word(phrase):  # else the phrase filter decides, as inside the window
                named.add(phrase)
    return beyond, named

