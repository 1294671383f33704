"""Candidate generation for one token: everything the ranker may choose from.

Sources (bit flags in ``Candidate.sources``): the token itself, the learned replacement table, the bundled
lexicon, elongation collapsing ("soooo" -> "so"), spelling correction (SymSpell-style deletes against the
wordfreq vocabulary, verified with rapidfuzz's Levenshtein distance), accent restoration ("cok" -> "çok",
"fuer" -> "für"), 1-to-2 splits ("alot" -> "a lot") and learned n-to-1 merges (handled by the model).
Case: lookups are case-insensitive and a title-cased token gives title-cased candidates.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import product

from rapidfuzz.distance import Levenshtein

from normalize.lexnorm.lexicons import Vocabulary
from normalize.lexnorm.tokenizer import is_number, is_protected

IDENT, TABLE, LEX, ELONG, SPELL, SPLIT, ACCENT, MERGE, RULE, SKEL = (1 << i for i in range(10))

# Spelling-variant rules per language: (suffix, replacement); a rule fires only when the result is a
# known word. Authored: dropped g ("chillin" -> "chilling"), British -> American spelling (the English
# data's convention), Dutch clipped infinitives ("moete" -> "moeten", "drinkn" -> "drinken").
SUFFIX_RULES: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("in", "ing"),
        ("in'", "ing"),
        ("en", "ing"),
        ("our", "or"),
        ("ours", "ors"),
        ("ise", "ize"),
        ("ised", "ized"),
        ("ising", "izing"),
        ("isation", "ization"),
        ("tre", "ter"),
        ("yse", "yze"),
        ("a", "er"),
        ("z", "s"),
    ],
    "nl": [("e", "en"), ("n", "en"), ("t", "d"), ("d", "t")],
    "de": [("", "e"), ("n", "en")],
    # Jakarta colloquial -in for standard -kan ("ributin" -> "ributkan").
    "iden": [("in", "kan"), ("inn", "kan")],
    "id": [("in", "kan"), ("inn", "kan")],
}
# Prefix rules of the same kind: English "th"-stopping ("dese" -> "these", "dere" -> "there").
PREFIX_RULES: dict[str, list[tuple[str, str]]] = {"en": [("d", "th")]}
_VOWELS = frozenset("aeiou")


def skeleton(word: str) -> str:
    """``word`` as chat abbreviations write it: vowels after the first letter dropped and doubled letters
    collapsed ("people" -> "ppl", "already" -> "alrdy", "tomorrow" -> "tmrw")."""
    out = word[:1]
    for prev, ch in zip(word, word[1:], strict=False):
        if ch not in _VOWELS and ch != prev:
            out += ch
    return out


# Indonesian reduplication written with a 2: "anak2nya" -> "anak-anaknya".
_REDUP_RE = re.compile(r"^([^\W\d_]{2,})2([^\W\d_]*)$")

_RUN_RE = re.compile(r"(.)\1{2,}")  # a character repeated 3+ times; a single group, no nesting
_DOUBLE_RE = re.compile(r"(.)\1(?!\1)")  # a doubled character (its first copy); no nesting
_ALPHA_RE = re.compile(r"^[^\W\d_]+(?:['’][^\W\d_]+)*$")

# German transliterations of umlauts and sharp s, used by accent restoration ("fuer" -> "für").
_DE_TRANSLIT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
# Turkish dotless i and similar letters have no decomposition; fold them by hand.
_EXTRA_FOLD = str.maketrans({"ı": "i", "ł": "l", "ø": "o", "đ": "d", "ß": "ss"})


def fold(word: str) -> str:
    """``word`` without diacritics ("çok" -> "cok", "için" -> "icin")."""
    decomposed = unicodedata.normalize("NFD", word.translate(_EXTRA_FOLD))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def transfer_case(token: str, cand: str) -> str:
    """Give ``cand`` the capitalisation of ``token`` when the token is title-cased."""
    if cand and token[:1].isupper() and not token.isupper() and cand[:1].islower():
        return cand[:1].upper() + cand[1:]
    return cand


def elongation_variants(low: str, limit: int = 8) -> list[str]:
    """Forms of ``low`` with each run of 3+ equal characters collapsed to 1 or 2 ("soooo" -> so, soo)."""
    runs = list(_RUN_RE.finditer(low))
    if not runs:
        return []
    runs = runs[:3]  # 2**3 combinations at most
    out: list[str] = []
    for keep in product((1, 2), repeat=len(runs)):
        pieces, pos = [], 0
        for m, k in zip(runs, keep, strict=True):
            pieces.append(low[pos : m.start()])
            pieces.append(m.group(1) * k)
            pos = m.end()
        pieces.append(low[pos:])
        out.append("".join(pieces))
    return out[:limit]


class SpellIndex:
    """SymSpell-style index: each vocabulary word under itself and its 1-character deletes.

    A query looks up the token and its 1-deletes, which finds words within edit distance 2 (insertions,
    deletions, substitutions, transpositions), then checks the true Levenshtein distance.
    """

    def __init__(self, words: list[str]) -> None:
        index: dict[str, list[str]] = {}
        for w in words:
            index.setdefault(w, []).append(w)
            for i in range(len(w)):
                index.setdefault(w[:i] + w[i + 1 :], []).append(w)
        self.index = index
        self.longest = max(map(len, words), default=0)

    def lookup(self, low: str, max_distance: int = 2) -> dict[str, int]:
        # The deletes in position order (not a set): the result's order then does not depend on the
        # per-process string hash, so two runs rank ties the same way.
        if len(low) > self.longest + max_distance:  # no word is that close; the deletes would cost len(low)**2
            return {}
        keys = dict.fromkeys([low] + [low[:i] + low[i + 1 :] for i in range(len(low))])
        found: dict[str, int] = {}
        get = self.index.get
        dist = Levenshtein.distance
        for k in keys:
            for w in get(k, ()):
                if w not in found and w != low:
                    d = dist(low, w, score_cutoff=max_distance)
                    if d <= max_distance:
                        found[w] = d
        return found


class CandidateGenerator:
    """Static (model-independent) candidates of a token; cached per distinct token."""

    def __init__(
        self,
        lang: str,
        vocab: Vocabulary,
        lexicon: dict[str, str],
        spell_top: int = 5,
        split_min_zipf: float = 3.0,
    ) -> None:
        self.lang = lang
        self.vocab = vocab
        self.lexicon = lexicon
        self.spell_top = spell_top
        self.split_min_zipf = split_min_zipf
        self._spell: SpellIndex | None = None
        self._accent: dict[str, str] | None = None
        self._skeletons: dict[str, list[str]] | None = None
        self._cache: dict[str, tuple[dict[str, int], tuple[str, ...]]] = {}

    # -- lazily built indexes -------------------------------------------------------------------------
    @property
    def spell(self) -> SpellIndex:
        if self._spell is None:
            self._spell = SpellIndex(self.vocab.spelling_words)
        return self._spell

    @property
    def accent(self) -> dict[str, str]:
        """Folded form -> most frequent vocabulary word with diacritics that folds to it."""
        if self._accent is None:
            acc: dict[str, str] = {}
            for w in self.vocab.spelling_words:  # most frequent first: the first writer wins
                for f in {fold(w), w.translate(_DE_TRANSLIT) if self.lang == "de" else w}:
                    if f != w:
                        acc.setdefault(f, w)
            self._accent = acc
        return self._accent

    @property
    def skeletons(self) -> dict[str, list[str]]:
        """Skeleton -> the (up to 3) most frequent vocabulary words of Zipf >= 3 that have it."""
        if self._skeletons is None:
            sk: dict[str, list[str]] = {}
            zget = self.vocab.zipf_table.get
            for w in self.vocab.spelling_words:  # most frequent first
                if zget(w, 0.0) < 3.0:
                    break
                if len(w) >= 3:
                    lst = sk.setdefault(skeleton(w), [])
                    if len(lst) < 3:
                        lst.append(w)
            self._skeletons = sk
        return self._skeletons

    def build_indexes(self) -> None:
        """Build the lazily built indexes now (spelling, accents, abbreviations), e.g. before timing."""
        self.spell, self.accent, self.skeletons  # noqa: B018

    # -- candidates -----------------------------------------------------------------------------------
    def static(self, token: str) -> tuple[dict[str, int], tuple[str, ...]]:
        """``(candidates -> source flags, table keys to look up)`` for ``token``; cached."""
        hit = self._cache.get(token)
        if hit is not None:
            return hit
        res = self._static(token)
        if len(self._cache) > 200_000:
            self._cache.clear()
        self._cache[token] = res
        return res

    def _static(self, token: str) -> tuple[dict[str, int], tuple[str, ...]]:
        cands: dict[str, int] = {token: IDENT}
        low = token.lower()
        keys = [low]
        if is_protected(token) or (is_number(token) and len(token) > 1):
            return cands, ()

        def add(c: str, flag: int) -> None:
            c = transfer_case(token, c)
            cands[c] = cands.get(c, 0) | flag

        if low in self.lexicon:
            add(self.lexicon[low], LEX)
        if low != token and self.vocab.zipf(low) > 0 and self.lang != "de":
            add(low, IDENT)
        if self.lang in ("id", "iden"):
            m = _REDUP_RE.match(low)
            if m:
                add(f"{m.group(1)}-{m.group(1)}{m.group(2)}", RULE)
        if not _ALPHA_RE.match(low):
            # Mixed letters and digits ("gr8", "2morrow") only through lexicon/table.
            return cands, tuple(keys)
        zget = self.vocab.zipf_table.get  # lower-cased single words: the table directly (hot path)
        for v in elongation_variants(low):
            keys.append(v)
            if v in self.lexicon:
                add(self.lexicon[v], ELONG | LEX)
            if zget(v, 0.0) > 0:
                add(v, ELONG)
        z_tok = zget(low, 0.0)
        # Elongation by one doubled letter ("noo" -> "no", "andd" -> "and", "dogg" -> "dog"): the
        # 3+ rule above misses it; only for rare tokens and common results (en: doubled letters are
        # otherwise normal spelling).
        # (a token over one letter longer than any word cannot become one by dropping a letter)
        if self.lang == "en" and z_tok < 3.5 and 3 <= len(low) <= self.vocab.longest + 1:
            for m in _DOUBLE_RE.finditer(low):
                if m.start() and low[m.start() - 1] == m.group(1):
                    continue  # the tail of a longer run, handled above
                v = low[: m.start()] + low[m.start() + 1 :]
                if zget(v, 0.0) >= 4.0:
                    keys.append(v)
                    add(v, ELONG)
        if len(low) >= 2 and z_tok < 4.0:
            found = self.spell.lookup(low)
            if found:
                ranked = sorted((d * 1.5 - zget(w, 0.0), w) for w, d in found.items())
                for _, w in ranked[: self.spell_top]:
                    add(w, SPELL)
        min_rule = 0.5 if self.lang in ("id", "iden") else 2.5
        for suf, rep in SUFFIX_RULES.get(self.lang, ()):
            if low.endswith(suf) and len(low) > len(suf) + 1:
                v = low[: len(low) - len(suf)] + rep
                if v != low and zget(v, 0.0) >= min_rule:
                    add(v, RULE)
        for pre, rep in PREFIX_RULES.get(self.lang, ()):
            if low.startswith(pre) and len(low) > len(pre) + 1:
                v = rep + low[len(pre) :]
                if zget(v, 0.0) >= min_rule:
                    add(v, RULE)
        # German enclitic "es" ("machts" -> "macht es", "habs" -> "habe es"), a productive pattern the
        # replacement table only knows for the forms it has seen.
        if self.lang == "de" and low.endswith("s") and len(low) >= 4 and z_tok < 4.0:
            base = low[:-1]
            for v in (base, base + "e"):
                if zget(v, 0.0) >= 3.0:
                    add(f"{v} es", RULE)
        # Vowel-less abbreviations ("slp", "alrdy"): the token is its own skeleton and no common word.
        if self.lang == "en" and 2 <= len(low) <= 6 and z_tok < 3.5 and skeleton(low) == low:
            for w in self.skeletons.get(low, ()):
                if w != low:
                    add(w, SKEL)
        acc = self.accent.get(low)
        if acc is not None:
            add(acc, ACCENT)
        if len(low) >= 4 and z_tok < 4.5 and not _RUN_RE.search(low):
            lo = self.split_min_zipf
            splits = []
            # both halves must be vocabulary words, so only cuts leaving each at most the longest word
            # long are tried: linear, not quadratic, in the length of a pathological token
            longest = self.vocab.longest
            for i in range(max(1, len(low) - longest), min(len(low), longest + 1)):
                za = zget(low[:i], 0.0)
                if za >= lo:
                    zb = zget(low[i:], 0.0)
                    if zb >= lo:
                        splits.append((min(za, zb), f"{low[:i]} {low[i:]}"))
            splits.sort(reverse=True)
            for _, sp in splits[:2]:
                add(sp, SPLIT)
        return cands, tuple(dict.fromkeys(keys))
