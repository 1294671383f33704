"""Beam mode of script repair: each word decoded by a small beam search over the candidates the profile
allows for each noisy unit (and insertions of letters the dominant convention drops), scored by the
character n-gram model, a channel cost per change and a bonus for known words.

Part of :class:`normalize.script.repair.Repairer` (a mixin: it reads the repairer's tables). Hand-written:
no maintained library offers constrained character-lattice decoding with an n-gram model without native
build steps.
"""

from __future__ import annotations

import math

from normalize.script.fast import VOWEL_AFTER_HAMZA


class BeamDecoding:
    """Beam-mode methods of :class:`~normalize.script.repair.Repairer`."""

    def _decode(self, word: str, typed: frozenset[str], evidence: int) -> tuple[str, float, tuple[str, ...]]:
        if self._alef_hamza and word[0] == "ا" and word[1:2] in VOWEL_AFTER_HAMZA:
            out, score, rules = self._decode("ئ" + word[1:], typed, evidence)  # see _rewrite_words
            return out, score, ("ا→ئ", *rules)
        whole = self._lexical(word, typed, None)
        if whole is not None:
            return whole
        model = self.model
        letters = self.letters
        if model is None or (word in self.words and all(ch in letters for ch in word)):
            out, rules = self._deterministic(word)
            score = model.score_word(out) + self.weights.known_word if model is not None else 0.0
            return out, score, rules
        w = self.weights
        n = len(word)
        # beams[i]: hypotheses that consumed i noisy characters: out -> (score, inserts, rules)
        beams: list[dict[str, tuple[float, int, tuple[str, ...]]]] = [dict() for _ in range(n + 1)]
        beams[0][""] = (0.0, 0, ())
        deletable = tuple(d for d in self.profile.deletable if d not in typed)
        insert = w.insert - w.evidence * evidence
        for i in range(n):
            if not beams[i]:
                continue
            best = sorted(beams[i].items(), key=lambda kv: -kv[1][0])[: w.beam]
            for k in (1, 2):
                if i + k > n:
                    break
                unit = word[i:i + k]
                opts = self._options(unit, typed, evidence)
                if not opts:
                    continue
                for out, (score, ins, rules) in best:
                    for clean, cost in opts:
                        variants = [(clean, cost, ins, rules)]
                        if ins < w.max_inserts and deletable:
                            variants += [(clean + d, cost + insert, ins + 1, rules) for d in deletable]
                        for text, c, nins, r in variants:
                            new_out = out + text
                            s = score + c
                            hist = "^" + out
                            for ch in text:
                                s += model.logp(hist, ch)
                                hist += ch
                            if text != unit:
                                r = (*r, f"{unit}→{text}" if text else f"drop {unit}")
                            slot = beams[i + k]
                            prev = slot.get(new_out)
                            if prev is None or prev[0] < s:
                                slot[new_out] = (s, nins, r)
        best_out, best_score, best_rules = word, -math.inf, ()
        for out, (score, _ins, rules) in beams[n].items():
            total = score + model.logp("^" + out, "$")
            if out in self.words:
                total += w.known_word
            if total > best_score:
                best_out, best_score, best_rules = out, total, rules
        return best_out, best_score, best_rules

    def _deterministic(self, word: str) -> tuple[str, tuple[str, ...]]:
        """Rewrite only letters foreign to the language, with their first candidate (no statistics)."""
        letters = self.letters
        out: list[str] = []
        rules: list[str] = []
        i = 0
        while i < len(word):
            pair = word[i:i + 2]
            if len(pair) == 2 and pair in self.table and not all(c in letters for c in pair):
                out.append(self.table[pair][0])
                rules.append(f"{pair}→{self.table[pair][0]}")
                i += 2
                continue
            ch = word[i]
            if ch not in letters and ch in self.table:
                rep = self.table[ch][0]
                out.append(rep)
                rules.append(f"{ch}→{rep}" if rep else f"drop {ch}")
            else:
                out.append(ch)
            i += 1
        return "".join(out), tuple(rules)
