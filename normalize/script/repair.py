"""Word-level repair of text typed with a dominant language's conventions: :class:`Repairer` holds a
language's tables, reads a line's evidence (which letters the writer typed), caches every word and joins
the repaired words back.

The jobs live in their own modules, mixed into :class:`Repairer`:
- :mod:`normalize.script.fast` (the default mode): each ambiguous letter read from its skeleton context,
  new words of many lines read in one numpy batch (:mod:`normalize.script.windows`), dropped letters put back;
- :mod:`normalize.script.beam`: a beam search per word over the candidates the mapping allows, scored by a
  character 5-gram model, a channel cost per change and a bonus for known words;
- :mod:`normalize.script.merge`: words split by a dominant-convention space after "ه"/"ة" merged back.
A word's identity reading costs nothing, so already-conventional text is kept unless the statistics
strongly prefer a change.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from normalize.script.beam import BeamDecoding
from normalize.script.fast import FastReading, _gap_model, _tagger, char_rules
from normalize.script.lexicon import LexicalReading
from normalize.script.merge import MAX_MERGE_PARTS, Merging
from normalize.script.profiles import ARABIC_DIACRITICS, TATWEEL, ZWNJ, Profile, get_profile
from normalize.script.stats import CharModel, load_stats
from normalize.script.weights import DEFAULT_WEIGHTS, FAST_WEIGHTS, Weights
from normalize.script.windows import LineContext, WindowCoder

__all__ = ["DEFAULT_WEIGHTS", "FAST_WEIGHTS", "Repairer", "Weights", "get_repairer", "prepare"]

ORDER = 5
WORD_RE = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c\u02c7]+")
_SPLIT_RE = re.compile("(" + WORD_RE.pattern + ")")


def prepare(text: str, profile: Profile) -> str:
    """Drop what the language does not write: tatweel; diacritics and ZWNJ where the profile says so."""
    text = text.replace(TATWEEL, "")
    if not profile.keeps_diacritics:
        text = "".join(ch for ch in text if ch not in ARABIC_DIACRITICS or ch in profile.letters)
    if not profile.keeps_zwnj:
        text = text.replace(ZWNJ, "")
    return text


class Repairer(LexicalReading, FastReading, BeamDecoding, Merging):
    """Repairs text of one language typed with one (or any: ``auto``) dominant convention (fast mode in
    :mod:`~normalize.script.fast`, beam mode in :mod:`~normalize.script.beam`, merging split words in
    :mod:`~normalize.script.merge`)."""

    def __init__(self, lang: str, source: str = "auto", weights: Weights | None = None,
                 use_stats: bool = True, mode: str = "fast") -> None:
        if mode not in ("fast", "beam"):
            raise ValueError(f"mode must be 'fast' or 'beam', not {mode!r}")
        self.mode = mode
        self.use_typed = True
        self.profile = get_profile(lang)
        if weights is None:
            weights = FAST_WEIGHTS if mode == "fast" else DEFAULT_WEIGHTS
            if mode == "fast" and self.profile.change_cost is not None:
                weights = replace(weights, change=self.profile.change_cost)
        self.lang = self.profile.lang
        self.source = source
        self._evidence_levels = self.profile.evidence_levels if mode == "fast" else (0.0, 1.0, 2.0, 3.0)
        self.weights = weights
        stats = load_stats(self.lang) if use_stats else None
        self.letters = self.profile.letters | _habitual_letters(self.lang) if stats else self.profile.letters
        self.table = self._build_table()
        self.model = CharModel(stats, weights.backoff) if stats else None
        self.words: dict[str, int] = stats["words"] if stats else {}
        # Kurdish ە typed as "ه " splits words; only then are merges attempted.
        self.can_split = bool(self.profile.split_after) and any(
            "ە" in cands for unit, cands in self.table.items() if unit in ("ه", "ة"))
        self._split_patterns = tuple(c + " " for c in sorted(self.profile.split_after))
        self._cache: dict[tuple[str, frozenset[str], int], tuple[str, float, tuple[str, ...]]] = {}
        self._opt_memo: dict[tuple[str, frozenset[str], int], list[tuple[str, float]]] = {}
        self._deletable = frozenset(self.profile.deletable)
        self._pair_units = frozenset(u for u in self.table if len(u) == 2 and not all(c in self.letters for c in u))
        self._targets = frozenset(
            c for unit, cands in self.table.items() for c in cands
            if len(c) == 1 and c != unit and c in self.letters) | frozenset(self.profile.deletable)
        attested = _attested_letters(self.lang) if stats else frozenset()
        self._attested = {f: self.table[f][0] for f in sorted(attested)
                          if f in self.table and f not in self.letters and len(self.table[f][0]) == 1}
        self.tagger = _tagger(self.lang) if stats and mode == "fast" and use_stats else None
        self._alef_hamza = "ئە" in self.table.get("ا", ())
        # fast mode: per-line settings -> context; words free of dropped marks and pair units take the
        # character path (skeleton by str.translate, one memoized decision per ambiguous window)
        self._contexts: dict[tuple[frozenset[str], int], LineContext] = {}
        # a line's typed letters -> (those without the dropped-letter tokens, the "∅" + d tokens)
        self._typed_split: dict[frozenset[str], tuple[frozenset[str], frozenset[str]]] = {}
        self._line_keys: dict[frozenset[str], tuple[frozenset[str], tuple[tuple[str, frozenset[str]], ...], int]] = {}
        triggers: dict[str, set[str]] = {}
        for unit, cands in self.table.items():
            for c in cands:
                if len(unit) == 1 and len(c) == 1 and c in self._targets:
                    triggers.setdefault(c, set()).add(unit)
        self._triggers = {t: frozenset(chs) for t, chs in triggers.items()}
        if self.tagger is not None:
            self._sk_trans = self.tagger.sk_trans
            # words with these take the unit path: second characters of two-character units, and foreign
            # characters without a one-character reading (dropped marks, أ→ئە)
            self._slow_chars = frozenset(u[1] for u in self._pair_units) | frozenset(
                c for c, cands in self.table.items()
                if len(c) == 1 and c not in self.letters and cands and not any(len(o) == 1 for o in cands))
            self._windows = WindowCoder(self.tagger, self.table)
            self._gaps = _gap_model(self.lang) if self.profile.deletable else None
            self._drop_classes = self._dropped_letter_classes(stats) if self._gaps is not None else ()
        self._init_lexicon()

    def _build_table(self) -> dict[str, tuple[str, ...]]:
        table = dict(self.profile.mapping(self.source))
        letters = self.letters
        if not self.profile.keeps_diacritics:
            for d in ARABIC_DIACRITICS - letters:
                table.setdefault(d, ("",))
        if not self.profile.keeps_zwnj:
            table.setdefault(ZWNJ, ("",))
        table.setdefault(TATWEEL, ("",))
        return table

    # -- one word ----------------------------------------------------------------------------------
    def clear_caches(self) -> None:
        """Forget every memoized word and decision (benchmarks time cold runs with it)."""
        self._cache.clear()
        self._contexts.clear()
        if self.model is not None:
            self.model.clear_memo()
        if self.tagger is not None:
            self._windows.reset()
            self.tagger.clear_memo()

    def _line_key(self, typed: frozenset[str]) -> tuple[frozenset[str], tuple[tuple[str, frozenset[str]], ...], int]:
        """For the typed letters of a line: (letters relevant to every word, (letter, the noisy characters
        that make it relevant to a word) for the others, evidence level)."""
        hit = self._line_keys.get(typed)
        if hit is None:
            markers = self.profile.markers
            usable = typed & markers if markers else typed
            always = usable & self._deletable | {t for t in typed if t[0] == "∅"}
            cond = tuple((t, self._triggers.get(t, frozenset())) for t in sorted(usable - always)) + tuple(
                (f, frozenset(f)) for f in sorted(typed & self._attested.keys()))
            if len(self._line_keys) > 10_000:
                self._line_keys.clear()
            hit = self._line_keys[typed] = (always, cond, min(len(typed & markers), 3))
        return hit

    def repair_word(self, word: str, typed: frozenset[str] = frozenset()) -> tuple[str, float, tuple[str, ...]]:
        """(repaired word, its score, rules fired) for one Arabic-script word; memoized.

        ``typed``: letters seen in the word's line (see :meth:`typed_letters`); by default none.
        """
        return self._repair_word(word, self._line_key(typed) if self.use_typed else (frozenset(), (), 0))

    @staticmethod
    def _word_key(word: str, line_key: tuple) -> tuple[str, frozenset[str], int]:
        """Cache key of a word in a line: only the typed letters this word could be read into, and how many
        language-specific letters the line shows (capped), change the reading; a small key, so repeated
        words hit the cache."""
        always, cond, evidence = line_key
        if cond:
            extra = [t for t, trig in cond if not trig.isdisjoint(word)]
            if extra:
                return word, always.union(extra), evidence
        return word, always, evidence

    def _repair_word(self, word: str, line_key: tuple) -> tuple[str, float, tuple[str, ...]]:
        key = self._word_key(word, line_key)
        hit = self._cache.get(key)
        if hit is not None:
            return hit if hit[2] is not None else (hit[0], hit[1], char_rules(word, hit[0]))
        _word, rel, evidence = key
        result = self._tag(word, rel, evidence) if self.tagger is not None else self._decode(word, rel, evidence)
        if len(self._cache) > 200_000:
            self._cache.clear()
        self._cache[key] = result
        return result

    def _options(self, unit: str, typed: frozenset[str], evidence: int) -> list[tuple[str, float]]:
        """(clean reading, channel cost) for a noisy unit, or [] when the unit has no mapping.

        ``typed`` are letters the writer demonstrably typed elsewhere in the same line: a letter the
        writer can type is not read into a different letter they typed (their keyboard has it).
        """
        key = (unit, typed, evidence)
        hit = self._opt_memo.get(key)
        if hit is not None:
            return hit
        cands = self.table.get(unit)
        w = self.weights
        if len(unit) == 1 and unit in self.letters:
            opts = [(unit, 0.0)]
            if cands:
                change = w.change - w.evidence * self._evidence_levels[evidence]
                opts += [(c, change) for c in cands if c != unit and c not in typed]
        elif cands is None or (unit in typed and unit in self._attested):
            opts = [(unit, 0.0)] if len(unit) == 1 else []
        else:
            opts = [(c, w.foreign_rank * i) for i, c in enumerate(cands)]
        self._opt_memo[key] = opts
        return opts

    def typed_letters(self, text: str) -> frozenset[str]:
        """Letters of ``text`` that are a non-trivial reading of some noisy unit (evidence of the keyboard)."""
        typed = self._targets.intersection(text)
        if self._attested:
            # a foreign letter that the language's clean text does use, written next to the letter it would
            # be read as: the writer's keyboard has both, so it was chosen on purpose (kept, see _options)
            kept = [f for f, c in self._attested.items() if f in text and c in text]
            if kept:
                typed = typed.union(kept)
        return typed

    # -- running text ------------------------------------------------------------------------------
    def repair_text(self, text: str) -> tuple[str, list[str]]:
        """(repaired text, rules fired) for a line of text; non-Arabic-script parts are kept verbatim."""
        return self.repair_lines([text])[0]

    def repair_lines(self, lines: list[str], with_rules: bool = True) -> list[tuple[str, list[str]]]:
        """(repaired text, rules fired) for each line (see :meth:`repair_text`; rules are left empty
        when ``with_rules`` is false). In fast mode the words not yet in the cache are read together in
        one batch."""
        cache = self._cache
        parsed = []
        pending: dict[tuple[str, frozenset[str], int], None] = {}
        no_key = (frozenset(), (), 0)
        split_after = self.profile.split_after
        fast = self.tagger is not None
        for text in lines:
            parts = _SPLIT_RE.split(text)
            if len(parts) == 1:  # no Arabic-script word
                parsed.append((parts, frozenset(), no_key, [], False))
                continue
            words = parts[1::2]
            typed = self.typed_letters(text)
            if fast and self._drop_classes:
                dropped = self._dropped(text)
                if dropped:
                    typed = typed | dropped
            line_key = self._line_key(typed) if self.use_typed else no_key
            always, cond, evidence = line_key
            keys = ([self._word_key(w, line_key) for w in words] if cond
                    else [(w, always, evidence) for w in words])
            merges = False
            if fast:
                for key in keys:
                    if key not in cache:
                        pending[key] = None
                # words that _assemble may merge: read them too
                if self._may_split(text, typed):
                    n_words = len(words)
                    for j in range(n_words - 1):
                        merged = words[j]
                        k = j
                        # every chain of split parts _assemble may build from here (bounded length)
                        while (k + 1 < n_words and k - j + 1 < MAX_MERGE_PARTS and words[k][-1] in split_after
                               and parts[2 * k + 2] == " "):
                            k += 1
                            merged += words[k]
                            merges = True
                            key = self._word_key(merged, line_key)
                            if key not in cache:
                                pending[key] = None
            else:
                merges = self.model is not None and self._may_split(text, typed)
            parsed.append((parts, typed, line_key, keys, merges))
        if pending:
            if len(cache) + len(pending) > 200_000:
                cache.clear()
            todo = list(pending)
            cache.update(zip(todo, self._tag_many(todo)))  # noqa: B905
        out = []
        for parts, typed, line_key, keys, merges in parsed:
            if merges or not fast:
                out.append(self._assemble(parts, typed, line_key, keys, with_rules))
                continue
            # no merge possible: every word is read on its own
            hits = [cache.get(k) or self._repair_word(k[0], line_key) for k in keys]
            parts[1::2] = [h[0] for h in hits]
            rules: list[str] = []
            if with_rules:
                for k, h in zip(keys, hits):  # noqa: B905
                    rules.extend(h[2] if h[2] is not None else char_rules(k[0], h[0]))
            out.append(("".join(parts), rules))
        return out


@lru_cache(maxsize=16)
def _habitual_letters(lang: str, share: float = 0.002) -> frozenset[str]:
    """Letters outside the profile's alphabet that the language's clean text uses habitually (at least
    ``share`` of its letters, e.g. Arabic yeh in Gilaki Wikipedia) and that its usual dominant convention
    does not mistype: kept as written, never rewritten."""
    stats = load_stats(lang)
    if not stats:
        return frozenset()
    unigrams = {g: c for g, c in stats["ngrams"].items() if len(g) == 1 and g not in "^$"}
    total = sum(unigrams.values()) or 1
    profile = get_profile(lang)
    own = set(profile.maps.get(profile.dominant, {}))  # what the usual keyboard mistypes is never habitual
    return frozenset(g for g, c in unigrams.items() if c / total >= share and g not in own) - profile.letters


@lru_cache(maxsize=16)
def _attested_letters(lang: str, share: float = 0.0005) -> frozenset[str]:
    """Letters outside the profile's alphabet that the language's clean text still uses now and then
    (at least ``share`` of its letters; e.g. Urdu ی and ہ in Sindhi word lists). Such a letter is kept
    where the line also has the letter it would be rewritten to (the writer's keyboard has both)."""
    stats = load_stats(lang)
    if not stats:
        return frozenset()
    unigrams = {g: c for g, c in stats["ngrams"].items() if len(g) == 1 and g not in "^$"}
    total = sum(unigrams.values()) or 1
    return frozenset(g for g, c in unigrams.items() if c / total >= share) - get_profile(lang).letters


@lru_cache(maxsize=64)
def get_repairer(lang: str, source: str = "auto", mode: str = "fast") -> Repairer:
    """A shared, memoized :class:`Repairer` for ``lang``, ``source`` and ``mode`` (``fast`` or ``beam``)."""
    return Repairer(get_profile(lang).lang, source, mode=mode)
