"""Word-level knowledge for script repair: frequent words a dominant convention misspells, and the known
words that a vowel-less spelling (ە left out, as Persian leaves out short vowels) belongs to.

- :func:`frequent_word_table`: every spelling the profile's convention can produce for one of the
  language's frequent words (authored in :mod:`normalize.script.profiles`), mapped back to the word
  ("له" → "لە", "ئێمه" → "ئێمە", "اوه" → "ئەوە").
- :class:`VowelIndex`: known words indexed by their *vowel-less skeleton* (the skeleton of
  :class:`~normalize.script.stats.ContextTagger` with every ە-class symbol removed, وو as و, a word-initial
  ئ or hamza-alef as ا), so that "دچم" finds "دەچم". A candidate is kept only if the noisy word can be
  spelt from it by the letter options of its line and leaving ە (or one و of وو) out.

Hand-written: a dictionary look-up and a small alignment; no library holds these orthographic relations.
"""

from __future__ import annotations

import itertools
import math
import re

from normalize.script.profiles import ZWNJ

#: word-initial letters that all stand for the alef of a Kurdish initial vowel (with or without ئ)
_INITIAL_ALEF = str.maketrans({"ئ": "ا", "أ": "ا", "إ": "ا", "آ": "ا"})
_WAW_RUN = re.compile("و+")


def _rules(word: str, out: str) -> tuple[str, ...]:
    """Rules fired by reading ``word`` as ``out`` (``out`` has the same letters or more): letter changes
    ``a→b`` and ``insert x`` for the letters a convention leaves out (ە, و)."""
    rules: list[str] = []
    i = 0
    for j, ch in enumerate(out):
        if i < len(word) and word[i] == ch:
            i += 1
        elif ch in "ەو" and len(out) - j > len(word) - i:
            rules.append(f"insert {ch}")
        elif i < len(word):
            rules.append(f"{word[i]}→{ch}")
            i += 1
        else:
            rules.append(f"insert {ch}")
    return tuple(rules)


def _variants(word: str, reverse: dict[str, tuple[str, ...]], droppable: str, limit: int = 256) -> set[str]:
    """Spellings of ``word`` under a convention: each letter as any noisy unit that stands for it
    (``reverse``), a ``droppable`` letter inside the word also left out, and a word-initial ئ plus vowel
    typed as a bare alef."""
    slots: list[tuple[str, ...]] = []
    for i, ch in enumerate(word):
        opts = set(reverse.get(ch, ())) | {ch}
        if ch in droppable and 0 < i < len(word) - 1:
            opts.add("")
        slots.append(tuple(sorted(opts)))
    out: set[str] = set()
    for combo in itertools.islice(itertools.product(*slots), limit):
        out.add("".join(combo))
    if word.startswith("ئ") and len(word) > 2:
        tail = word[1:] if word[1] in "اێۆو" else word[2:] if word[1] == "ە" else None
        if tail is not None:
            for v in _variants(tail, reverse, droppable, limit):
                out.add("ا" + v)
                if word[1] == "ێ":
                    out.add("ای" + v[1:] if v[:1] in "یيێ" else "ا" + v)
    return out


def frequent_word_table(words: tuple[str, ...], mapping: dict[str, tuple[str, ...]], known: dict[str, int],
                        letters: frozenset[str]) -> dict[str, str]:
    """Noisy spelling -> frequent word, for the ``words`` (most frequent first) that the statistics know.

    ``mapping`` is the convention's noisy unit -> clean candidates. A spelling that is itself one of the
    frequent words, or that several of them share, keeps the first (more frequent) word; spellings of
    one letter are left out (abbreviations and letters named on their own)."""
    reverse: dict[str, set[str]] = {}
    for noisy, cands in mapping.items():
        for clean in cands:
            if len(noisy) == 1 and len(clean) == 1 and noisy != clean:
                reverse.setdefault(clean, set()).add(noisy)
    rev = {c: tuple(sorted(n)) for c, n in reverse.items()}
    table: dict[str, str] = {}
    present = [w for w in words if w in known and letters.issuperset(w)]
    clean = set(present)
    for word in present:
        for v in _variants(word, rev, "ە"):
            if len(v) > 1 and v != word and v not in clean and v not in table:
                table[v] = word
    return table


def _initial(word: str) -> str:
    """A word-initial ئ (with ا after it: ئا) or hamza-alef written as the bare alef a convention types."""
    if word[:2] == "ئا":
        return word[1:]
    return word[:1].translate(_INITIAL_ALEF) + word[1:]


class VowelIndex:
    """Known words by vowel-less skeleton (see the module docstring): the skeleton (``sk_trans``) of the
    word with its initial alef normalized, the ە class left out and runs of the و class as one."""

    def __init__(self, words: dict[str, int], sk_trans: dict[int, str], insert_cost: float = -3.0) -> None:
        self.sk_trans = sk_trans
        self.e_sym = "ە".translate(sk_trans)
        self.w_run = re.compile(re.escape("و".translate(sk_trans)) + "+")
        self.w_sym = "و".translate(sk_trans)
        self.insert_cost = insert_cost
        index: dict[str, list[tuple[float, str, str, float]]] = {}
        for word, n in words.items():
            logn = math.log(n)
            # (upper bound of the score but for a constant, ە-class letters, word, its initial-alef form,
            # log count)
            init = _initial(word)
            sk = init.translate(sk_trans)
            index.setdefault(self.key(word), []).append(
                (logn + insert_cost * len(word), sk.count(self.e_sym), sk, word, init, logn))
        for cands in index.values():
            cands.sort(reverse=True)
        self.index = index

    def key(self, word: str) -> str:
        sk = _initial(word).translate(self.sk_trans).replace(self.e_sym, "")
        return self.w_run.sub(self.w_sym, sk)

    def lookup(self, noisy: str, optdicts: dict[str, dict[str, float]]) -> tuple[str, float] | None:
        """(known word, score) that ``noisy`` spells with ە (or one و of وو) left out, best first; None if
        no known word fits."""
        cands = self.index.get(self.key(noisy))
        if not cands:
            return None
        best, best_score = None, -math.inf
        noisy_n = _initial(noisy)
        offset = -self.insert_cost * len(noisy_n)
        noisy_sk = noisy_n.translate(self.sk_trans)
        e_count = noisy_sk.count(self.e_sym)
        for bound, cand_e, cand_sk, cand, cand_n, logn in cands:
            # every extra letter is an insertion and letter options cost <= 0: the bound only falls
            if bound + offset <= best_score:
                break
            # each ە-class letter typed stands for one of the word's; of the same length, only a word
            # with the same skeleton can be spelt so (no letter left out)
            if len(cand_n) < len(noisy_n) or cand_e < e_count or (len(cand_n) == len(noisy_n) and cand_sk != noisy_sk):
                continue
            cost = self._align(noisy_n, cand_n, optdicts)
            if cost > -math.inf and cost + logn > best_score:
                best, best_score = cand, cost + logn
        return None if best is None else (best, best_score)

    def _align(self, noisy: str, clean: str, optdicts: dict[str, dict[str, float]]) -> float:
        """Best score of spelling ``clean`` as ``noisy`` (letter options; ە and the second و of وو left
        out at ``insert_cost`` each), -inf if it cannot be. Walks both words letter by letter and branches
        only where a letter that may be left out could also be the typed one (words are short)."""
        n, m = len(noisy), len(clean)
        if n + sum(1 for j, ch in enumerate(clean) if ch == "ە" or (ch == "و" and clean[j - 1:j] == "و")) < m:
            return -math.inf
        best = -math.inf
        ins = self.insert_cost
        stack = [(0, 0, 0.0)]
        while stack:
            i, j, cost = stack.pop()
            while True:
                if j == m:
                    if i == n and cost > best:
                        best = cost
                    break
                target = clean[j]
                droppable = target == "ە" or (target == "و" and j > 0 and clean[j - 1] == "و")
                step = None
                if i < n:
                    ch = noisy[i]
                    opts = optdicts.get(ch)
                    if target == ch:
                        step = opts.get(ch, 0.0) if opts else 0.0
                    elif opts is not None:
                        step = opts.get(target)
                if step is not None:
                    if droppable:
                        stack.append((i, j + 1, cost + ins))
                    cost += step
                    i += 1
                elif droppable:
                    cost += ins
                else:
                    break
                j += 1
        return best


class LexicalReading:
    """Word-level readings of :class:`~normalize.script.repair.Repairer` that come before the letter by
    letter reading (a mixin: it reads the repairer's tables)."""

    def _init_lexicon(self) -> None:
        """Build the frequent-word spellings and the vowel-less index (after the repairer's tables)."""
        profile, words = self.profile, self.words
        table = frequent_word_table(profile.frequent_words, self.table, words, self.letters) if words else {}
        valid = {v: w for v, w in table.items() if v in words and self.letters.issuperset(v)}
        #: spellings of frequent words that are no word of the language: always read back
        self._frequent = {v: w for v, w in table.items() if v not in valid}
        #: spellings that the word lists also hold (a misspelling they absorbed, or a word of its own):
        #: read back only in a line typed without ە (the writer's keyboard lacks it)
        self._frequent_valid = {v: w for v, w in valid.items() if v not in profile.distinct_words}
        self._frequent_set = frozenset(profile.frequent_words)
        self._drops_e = "ە" in profile.deletable and bool(words)
        tagger = getattr(self, "tagger", None)
        self._vowels = VowelIndex(words, tagger.sk_trans) if self._drops_e and tagger is not None else None

    def _lexical(self, word: str, typed: frozenset[str], optdicts: dict[str, dict[str, float]] | None
                 ) -> tuple[str, float, tuple[str, ...]] | None:
        """(reading, score, rules) of a word decided as a whole, or None: a spelling of a frequent word;
        in a line typed without ە, a known word ending in ه whose ە form is known, and (fast mode,
        ``optdicts`` given) a known word the spelling gives with ە left out."""
        hit = self._frequent.get(word)
        no_e = self._drops_e and "ە" not in typed
        if hit is None and no_e:
            hit = self._frequent_valid.get(word)
        if hit is not None:
            return hit, self.weights.known_word, _rules(word, hit)
        if not no_e or len(word) < 2:
            return None
        words = self.words
        if word[-1] == "ه" and word in words and self.letters.issuperset(word):
            longer = word[:-1] + "ە"
            return (longer, self.weights.known_word, ("ه→ە",)) if longer in words else None
        if optdicts is None or self._vowels is None or ("∅ە" not in typed and "∅ە~" not in typed):
            return None  # insertions only where the line shows ە was left out inside its words
        found = self._vowels.lookup(word.replace(ZWNJ, ""), optdicts)
        if found is None:
            return None
        out = found[0]
        if out == word:
            return None  # the ordinary reading keeps it
        return out, found[1] + self.weights.known_word, _rules(word, out)
