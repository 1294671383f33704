"""A noise model of real writing for Kurdish (ckb, kmr) and Gorani (hac) typed with Persian or Arabic
conventions: what a writer whose keyboard or schooling follows the dominant language actually types.

The paper's synthetic data (``models.script_data.corrupt``) replaces a share of the distinct letters of a
sentence by a uniformly chosen option of the published mapping, so the vowel letter ە is as often "ە ",
"ه‌" or "ه" as it is left out, and a writer changes keyboard letter by letter. Real writers differ:

- **Persian convention.** Persian script leaves short vowels unwritten inside a word and writes a
  word-final -e with ه (خانه). A Sorani writer schooled in it omits ە inside a word ("دچم" for دەچم,
  "دزانم" for دەزانم) and writes it ه at the end ("باشه", "له"); a word-initial ئە is Persian's initial
  short vowel, a bare ا. The long vowels are written with Persian's letters: ێ as ی, ۆ and وو as و,
  initial ئێ / ئۆ / ئو / ئی as ای / او / او / ای. The Persian keyboard has no ڵ ڕ ڤ: ل, ر, و or ف. Short
  Kurdish و between consonants (کورد) is sometimes left out as Persian's short o is. Where ە is written ه
  inside a word, a space may follow it (Persian's final heh does not join; the ZWNJ that Persian puts there
  is dropped by Kurdish normalization, a space is not).
- **Arabic convention.** Arabic writes short vowels as diacritics that nobody types, but Kurdish
  readers taught in Arabic script keep ە as a letter: ه, and at a word end often ة (tāʾ marbūṭa); it is
  left out far less than under the Persian convention. ی and ێ become Arabic ي (word-final sometimes ى),
  ک becomes ك; the letters an Arabic keyboard lacks (گ پ چ ژ ڤ) are typed as the nearest Arabic letter
  (ك ب ج ز ف/و) part of the time (many Iraqi keyboards have them); ۆ is و or ؤ; ڵ ڕ are ل ر.

Rates are set from this linguistic description and the paper's published description of the two
conventions (its mapping tables list, for ە, ێ, ۆ and و, deletion beside substitution; its character
alignment matrices, ``CAT/*.json``, give deletion more weight than any single substitution for ە and ێ
under both conventions). They were not fitted to any test or dev file.

``level`` (0–100) is the share of the writer's Kurdish-specific spellings typed with the dominant
convention: for each sentence (one writer), each letter the tables cover (ە, ێ, ڵ, the initial ئە, ...)
follows the convention with that probability *throughout the sentence*, else it is spelt right, as a
writer's keyboard either has a letter or lacks it (a phone keyboard with some Kurdish letters, or a writer
who knows some of them). The choices among the convention's renderings (ە left out or written ه) are
then made per occurrence. 100 is a writer with only the dominant keyboard.
"""

from __future__ import annotations

import random

from models.script_data import noise_map

# (rendering, probability) choices per clean unit and word position ("i" initial, "m" inside, "f" final).
# A rendering "" leaves the letter out. Word-initial vowels with their ئ are units of their own.
Choices = tuple[tuple[str, float], ...]

PERSIAN: dict[str, dict[str, Choices]] = {
    "ئە": {"i": (("ا", 0.85), ("ئه", 0.1), ("أ", 0.05))},
    "ئێ": {"i": (("ای", 0.6), ("ا", 0.2), ("ئی", 0.2))},
    "ئۆ": {"i": (("او", 0.8), ("ا", 0.1), ("ئو", 0.1))},
    "ئوو": {"i": (("او", 0.9), ("ئو", 0.1))},
    "ئو": {"i": (("او", 0.9), ("ئو", 0.1))},
    "ئی": {"i": (("ای", 0.9), ("ئی", 0.1))},
    "ئا": {"i": (("ا", 0.6), ("آ", 0.3), ("ئا", 0.1))},
    "ە": {"m": (("", 0.7), ("ه", 0.3)), "f": (("ه", 0.85), ("", 0.15))},
    "ێ": {"*": (("ی", 0.9), ("", 0.1))},
    "ۆ": {"*": (("و", 0.95), ("", 0.05))},
    "وو": {"*": (("و", 0.85), ("وو", 0.15))},
    "ڵ": {"*": (("ل", 1.0),)},
    "ڕ": {"*": (("ر", 1.0),)},
    "ڤ": {"*": (("و", 0.5), ("ف", 0.5))},
    "ھ": {"*": (("ه", 1.0),)},
    "ي": {"*": (("ی", 1.0),)},
    "ك": {"*": (("ک", 1.0),)},
}

ARABIC: dict[str, dict[str, Choices]] = {
    "ئە": {"i": (("ا", 0.6), ("أ", 0.3), ("ئه", 0.1))},
    "ئێ": {"i": (("اي", 0.5), ("إ", 0.3), ("ئي", 0.2))},
    "ئۆ": {"i": (("او", 0.6), ("أو", 0.2), ("اؤ", 0.1), ("ئو", 0.1))},
    "ئوو": {"i": (("او", 0.8), ("ئو", 0.2))},
    "ئو": {"i": (("او", 0.8), ("ئو", 0.2))},
    "ئی": {"i": (("اي", 0.8), ("ئي", 0.2))},
    "ئا": {"i": (("ا", 0.6), ("آ", 0.3), ("ئا", 0.1))},
    "ە": {"m": (("ه", 0.75), ("", 0.2), ("ة", 0.05)), "f": (("ه", 0.6), ("ة", 0.35), ("", 0.05))},
    "ێ": {"m": (("ي", 0.9), ("", 0.1)), "f": (("ي", 0.8), ("ى", 0.15), ("", 0.05))},
    "ی": {"m": (("ي", 1.0),), "f": (("ي", 0.85), ("ى", 0.15))},
    "ۆ": {"*": (("و", 0.9), ("ؤ", 0.1))},
    "وو": {"*": (("و", 0.7), ("وو", 0.3))},
    "ک": {"*": (("ك", 1.0),)},
    "گ": {"*": (("ك", 0.5), ("گ", 0.5))},
    "پ": {"*": (("ب", 0.4), ("پ", 0.6))},
    "چ": {"*": (("ج", 0.4), ("چ", 0.6))},
    "ژ": {"*": (("ز", 0.5), ("ژ", 0.5))},
    "ڤ": {"*": (("ف", 0.6), ("و", 0.4))},
    "ڵ": {"*": (("ل", 1.0),)},
    "ڕ": {"*": (("ر", 1.0),)},
    "ھ": {"*": (("ه", 1.0),)},
}

#: inside a word, a short Kurdish و between two consonants is left out (Persian / Arabic short o, u)
SHORT_U_DROP = {"fa": 0.15, "ar": 0.05}
#: a space typed after ە written as ه/ة inside a word (the dominant script's final form does not join)
SPLIT_AFTER_E = {"fa": 0.1, "ar": 0.15}
RULES = {"fa": PERSIAN, "ar": ARABIC}
LANGS = ("ckb", "kmr", "hac")
_VOWELS = frozenset("اەێۆویئ")


def realistic_pairs() -> tuple[tuple[str, str], ...]:
    """(language, convention) pairs the realistic model covers."""
    return tuple((lang, conv) for lang in LANGS for conv in RULES)


def _pick(choices: Choices, rng: random.Random) -> str:
    x = rng.random()
    for text, p in choices:
        x -= p
        if x < 0:
            return text
    return choices[-1][0]


def _word(word: str, rules: dict[str, dict[str, Choices]], extra: dict[str, list[str]], conv: str,
          follows: set[str], rng: random.Random) -> str:
    out: list[str] = []
    i = 0
    n = len(word)
    while i < n:
        unit = ""
        for k in (3, 2, 1):  # longest unit first (ئوو, ئە, وو ...)
            cand = word[i:i + k]
            if len(cand) == k and cand in rules and (k == 1 or cand[0] != "ئ" or i == 0):
                unit = cand
                break
        if not unit:
            unit = word[i]
        pos = "i" if i == 0 else "f" if i + len(unit) == n else "m"
        by_pos = rules.get(unit)
        choices = (by_pos.get(pos) or by_pos.get("*") or (by_pos.get("m") if pos == "i" else None)) if by_pos else None
        follow = unit in follows
        if choices and follow:
            text = _pick(choices, rng)
            if unit == "ە" and pos == "m" and text and rng.random() < SPLIT_AFTER_E[conv]:
                text += " "
        elif not choices and follow and unit == "و" and 0 < i < n - 1 and word[i - 1] not in _VOWELS \
                and word[i + 1] not in _VOWELS and rng.random() < SHORT_U_DROP[conv]:
            text = ""
        elif not choices and follow and unit in extra and unit not in rules:
            text = extra[unit][0]  # a letter of the language the model does not cover (Gorani ڎ ۉ ...)
        else:
            text = unit
        out.append(text)
        i += len(unit)
    return "".join(out)


def corrupt_realistic(sentence: str, lang: str, conv: str, level: int, rng: random.Random) -> str:
    """``sentence`` (clean ``lang``) as a writer following convention ``conv`` types it, ``level`` % of
    the Kurdish-specific spellings following the convention (see the module docstring)."""
    rules = RULES[conv]
    extra = {u: [o for o in opts if o] or [""] for u, opts in noise_map(lang, conv).items() if len(u) == 1}
    units = sorted(set(rules) | set(extra) | {"و"})
    follows = {u for u in units if rng.random() < level / 100}
    words = [_word(w, rules, extra, conv, follows, rng) for w in sentence.split(" ")]
    return " ".join(" ".join(words).split())
