"""Rebuild the learned tables of the English verbalizer.

    python -m models.verbalize_build

Reads the train side of ``../shared/data/sproat_jaitly_en/proteno/train.tsv`` (the dev side, see
``models/verbalize_data.py``, is never read here) and writes ``normalize/data/verbalize/en.json.gz``:
- ``context``: for ambiguous tokens (bare numbers, roman numerals, a dash, colon or dot between numbers)
  the reading seen most often per (kind, shape, previous class, next class) and its back-offs, kept only
  where it differs from what the back-off would say;
- ``lexicon``: words whose spoken form differs from what the rules alone would say (letters spelled or
  not, abbreviations), seen often enough;
- ``vocab``: the frequent neighbour words of numbers that are context classes of their own.
Deterministic: the same input gives a byte-identical file.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

from models.verbalize_data import TRAIN, Sentence, available, split
from normalize import artifacts
from normalize.verbalize.context import number_shape, roman_value, token_class
from normalize.verbalize.en import build_profile
from normalize.verbalize.engine import Sentence as Reader

OUT = Path(__file__).resolve().parents[1] / "normalize" / "data" / "verbalize" / "en.json.gz"
VOCAB_SIZE = 200
MIN_CONTEXT = 3  # a context key seen fewer times is left to its back-off
MIN_LEXICON = 2  # a word seen fewer times keeps the rules' reading (except letters, see below)
LEVELS = ((True, True), (True, False), (False, True), (False, False))


def _neighbour_vocab(sentences: list[Sentence]) -> list[str]:
    counts: Counter[str] = Counter()
    for sent in sentences:
        for i, (w, _) in enumerate(sent):
            if w.isdecimal() or w in ("-", ":", ".") or w.isupper() and len(w) < 4:
                for j in (i - 1, i + 1):
                    if 0 <= j < len(sent) and sent[j][0].isalpha():
                        counts[sent[j][0].lower()] += 1
    ranked = sorted(((c, w) for w, c in counts.items() if c >= 5), key=lambda cw: (-cw[0], cw[1]))
    return sorted(w for _, w in ranked[:VOCAB_SIZE])


def _number_reading(written: str, spoken: str, profile) -> str | None:
    cands = {"year": profile.year(written), "cardinal": profile.cardinal(written),
             "digits": profile.digits(written), "ordinal": profile.ordinal(written)}
    cands["the_ordinal"] = "the " + cands["ordinal"]
    order = ["year", "cardinal"] if number_shape(written) == "4y" else ["cardinal", "year"]
    for name in order + ["digits", "ordinal", "the_ordinal"]:
        if cands[name] == spoken:
            return name
    return None


def _roman_reading(written: str, spoken: str, profile) -> str:
    value = str(roman_value(written))
    if spoken == profile.cardinal(value):
        return "cardinal"
    if spoken == "the " + profile.ordinal(value):
        return "the_ordinal"
    return "letters"


def _observations(sentences: list[Sentence], profile, vocab: frozenset[str]):
    """(kind, shape, prev class, next class, reading) for every ambiguous token of the train side."""
    months = profile.months
    for sent in sentences:
        words = [w for w, _ in sent]
        for i, (w, s) in enumerate(sent):
            prev_w = words[i - 1] if i > 0 else None
            next_w = words[i + 1] if i + 1 < len(words) else None
            prev = token_class(prev_w, months, vocab)
            nxt = token_class(next_w, months, vocab)
            s = s.lower()
            if w.isdecimal():
                reading = _number_reading(w, s, profile)
                if reading:
                    yield "num", number_shape(w), prev, nxt, reading
            elif w in ("-", ":") and prev_w and next_w and prev_w.isdecimal() and next_w.isdecimal():
                yield ("dash" if w == "-" else "colon"), number_shape(prev_w), number_shape(next_w), "", \
                    "to" if s == "to" else "none"
            elif w == "." and next_w and next_w.isdecimal():
                kind = "numdot" if prev_w and prev_w.isdecimal() else "dotnum"
                shape = number_shape(next_w)
                prev_shape = number_shape(prev_w) if kind == "numdot" else prev
                yield kind, shape, prev_shape, "", "point" if s == "point" else "none"
            elif w.isupper() and roman_value(w) is not None:
                yield "roman", w if len(w) == 1 else "R", prev, nxt, _roman_reading(w, s, profile)


def build_context(sentences: list[Sentence], profile, vocab: frozenset[str]) -> dict[str, str]:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for kind, shape, prev, nxt, reading in _observations(sentences, profile, vocab):
        for use_prev, use_next in LEVELS:
            counts[f"{kind}|{shape}|{prev if use_prev else ''}|{nxt if use_next else ''}"][reading] += 1
    best = {key: min(c.items(), key=lambda kv: (-kv[1], kv[0]))[0]
            for key, c in counts.items() if sum(c.values()) >= MIN_CONTEXT}
    kept: dict[str, str] = {}
    # from the most general level to the most specific: a key stays only if it changes the decision
    for depth in (3, 2, 1, 0):
        for key in sorted(best):
            kind, shape, prev, nxt = key.split("|")
            level = LEVELS.index((bool(prev), bool(nxt)))
            if level != depth:
                continue
            fallback = None
            for use_prev, use_next in LEVELS[level + 1:]:
                k = f"{kind}|{shape}|{prev if use_prev else ''}|{nxt if use_next else ''}"
                if k in kept:
                    fallback = kept[k]
                    break
            if best[key] != fallback:
                kept[key] = best[key]
    return dict(sorted(kept.items()))


def build_lexicon(sentences: list[Sentence], rules_profile) -> dict[str, str]:
    seen: dict[str, Counter[str]] = defaultdict(Counter)
    for sent in sentences:
        for w, s in sent:
            if any(c.isalpha() for c in w) and not w.isdecimal() and w.lower() not in rules_profile.months:
                seen[w][s.lower()] += 1
    lexicon = {}
    for w in sorted(seen):
        spoken, count = min(seen[w].items(), key=lambda kv: (-kv[1], kv[0]))
        total = sum(seen[w].values())
        if not spoken or count / total < 0.6 or (w.isupper() and roman_value(w) is not None):
            continue
        by_rules = Reader(w, rules_profile).spans()
        rule_says = by_rules[0].spoken.lower() if by_rules else w.lower()
        if spoken == rule_says:
            continue
        letters = spoken.replace(" ", "").replace("'", "") == w.lower().replace("'", "")
        if count >= MIN_LEXICON or (letters and w.isupper()):
            lexicon[w] = spoken
    return lexicon


def main() -> int:
    if not available():
        print(f"training data not found: {TRAIN}", file=sys.stderr)
        return 1
    train, _ = split()
    rules_profile = build_profile({})
    vocab = _neighbour_vocab(train)
    table = {
        "source": "sproat_jaitly_en/proteno/train.tsv, train side (crc32 of the sentence % 10 != 0)",
        "n_train_sentences": len(train),
        "vocab": vocab,
        "context": build_context(train, rules_profile, frozenset(vocab)),
        "lexicon": build_lexicon(train, rules_profile),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    payload = json.dumps(table, ensure_ascii=False, sort_keys=True, indent=0).encode("utf-8")
    with OUT.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as fh:
        fh.write(payload)
    artifacts.write_manifest(OUT.parent, [OUT.name])
    print(f"wrote {OUT} ({OUT.stat().st_size:,} bytes): {len(table['context'])} context keys, "
          f"{len(table['lexicon'])} lexicon words, {len(vocab)} vocabulary words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
