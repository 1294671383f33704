"""Merging words that a dominant-convention "ه " (Kurdish ە typed as ه plus a space) split apart.

Part of :class:`normalize.script.repair.Repairer` (a mixin): :meth:`Merging._assemble` joins a line's
repaired words back, merging split parts where the statistics prefer the merged word.
"""

from __future__ import annotations

import re

from normalize.script.fast import char_rules

#: at most this many space-split parts are merged back into one word
MAX_MERGE_PARTS = 5
#: ە-reading letters inside a word / before a space or the end (split lines have few of the first)
_INSIDE_RE = re.compile("[هة][\u0620-\u064a\u0660-\u06ff]")
_END_RE = re.compile("[هة](?: |$)")
#: ە typed without a space after it: ة inside a word, or ه with a ZWNJ (Persian-keyboard habit)
_NO_SPLIT_RE = re.compile("ة[\u0620-\u064a\u0660-\u06ff]|ه\u200c")


class Merging:
    """Merge methods of :class:`~normalize.script.repair.Repairer`."""

    def _fast_merge(self, word: str, out: str, nxt: str, nxt_key: tuple, line_key: tuple
                    ) -> tuple[str, float, tuple[str, ...] | None] | None:
        """Fast mode: (merged reading, score, rules fired or None, see :func:`char_rules`) of ``word`` (read as ``out``) and the next word ``nxt``, which
        a dominant-convention "ه " may have split from it, or None to keep them apart.

        The merged word is read as one word; it is kept when the character model scores it above the two
        words read apart by more than nothing once the weights' ``merge`` bias is added (a split costs a word
        end and a word start that the model has seen often) and each known word among the readings
        counts ``known_word``. Where the parts read as before, only the characters near the junction are
        scored: the rest scores the same either way."""
        words, model, w, cache = self.words, self.model, self.weights, self._cache
        hit = cache.get(nxt_key)
        n_out = hit[0] if hit is not None else self._repair_word(nxt, line_key)[0]
        m_key = self._word_key(word + nxt, line_key)
        hit = cache.get(m_key)
        m_out, m_score, m_fired = hit if hit is not None else self._repair_word(word + nxt, line_key)
        free = self.profile.free_words
        if free and (out in free or out[:-1] + "ە" in free or n_out in free):  # (له before a space is لە)
            return None
        if self._separate_words(out, n_out, m_out):
            return None
        cut = len(out)
        if m_out[cut:] == n_out:  # the parts read as before (up to the junction letter): score the junction
            gain = model.junction_gain(m_out[:cut], n_out)
            if m_out[:cut] != out:
                gain += model.score_word(m_out[:cut]) - model.score_word(out)
        else:
            gain = model.score_word(m_out) - model.score_word(out) - model.score_word(n_out)
        gain += w.merge
        if m_out in words:
            gain += w.known_word
        if out in words:
            gain -= w.known_word
        if n_out in words:
            gain -= w.known_word
        if gain <= 0:
            return None
        return m_out, m_score, m_fired

    def _separate_words(self, out: str, n_out: str, m_out: str) -> bool:
        """Whether the next part, read as ``n_out``, stays a word of its own after ``out`` (read so):
        ``out`` is one of the language's frequent words and the merged reading ``m_out`` is no known word
        (or the next part is a known word too: the word lists hold glued typos such as "ئەوەزۆر"), or the
        next part is a known word of three letters or more, not one of the suffixes a split leaves
        standing alone, and ``m_out`` is no known word. Shorter known parts (ره, مە) are mostly pieces."""
        words = self.words
        if n_out in self.profile.split_suffixes:
            return False
        if out in self._frequent_set and (m_out not in words or n_out in words):
            return True
        return len(n_out) >= 3 and n_out in words and m_out not in words

    def _may_split(self, text: str, typed: frozenset[str]) -> bool:
        """Whether words of the line ``text`` may be split by a dominant-convention "ه " (or "ة ") that
        stands for ە: not if the writer typed ە, nor if a ە-reading letter shows inside a word without
        a space after it (ة followed by a letter, or ه + ZWNJ: the writer's keyboard types ە that way)."""
        if not self.can_split or "ە" in typed:
            return False
        for pattern in self._split_patterns:
            if pattern in text:
                break
        else:
            return False
        if _NO_SPLIT_RE.search(text) is not None:
            return False
        # the writer's ە: typed "ه " (or "ة ") only if these letters rarely stand inside a word
        return len(_INSIDE_RE.findall(text)) <= len(_END_RE.findall(text))

    def _assemble(self, parts: list[str], typed: frozenset[str], line_key: tuple, keys: list[tuple],
                  with_rules: bool = True) -> tuple[str, list[str]]:
        """Join a line split by ``_SPLIT_RE`` (text, word, text, word, ..., text) back, words repaired."""
        pieces: list[str] = [parts[0]]
        rules: list[str] = []
        cache = self._cache
        can_split = self.can_split and self.model is not None and "ە" not in typed
        split_after = self.profile.split_after
        n = len(keys)
        j = 0
        while j < n:
            word = parts[2 * j + 1]
            hit = cache.get(keys[j])
            out, score, fired = hit if hit is not None else self._repair_word(word, line_key)
            # merge words split by a dominant-convention "ه " inside a word
            start = j
            was_merged = False
            while (can_split and j + 1 < n and j - start + 1 < MAX_MERGE_PARTS and word[-1] in split_after
                   and parts[2 * j + 2] == " "):
                nxt = parts[2 * j + 3]
                if self.tagger is not None:  # fast mode
                    merged = self._fast_merge(word, out, nxt, keys[j + 1], line_key)
                    if merged is None:
                        break
                    out, score, fired = merged
                    word += nxt
                    j += 1
                    was_merged = True
                    continue
                n_out, n_score, _n_fired = self._repair_word(nxt, line_key)
                m_out, m_score, m_fired = self._repair_word(word + nxt, line_key)
                if m_score + self.weights.merge <= score + n_score or self._separate_words(out, n_out, m_out):
                    break
                word, out, score = word + nxt, m_out, m_score
                fired = (*m_fired, "merge split word")
                j += 1
            pieces.append(out)
            pieces.append(parts[2 * j + 2])
            if with_rules:
                rules.extend(fired if fired is not None else char_rules(word, out))
                if was_merged:
                    rules.append("merge split word")
            j += 1
        return "".join(pieces), rules
