"""Train/dev split of the script-normalization resources (Ahmadi & Anastasopoulos 2023), used by both
``models.script_build`` (statistics are learned on the train side only) and ``benchmarks/bench_script.py``
(synthetic noisy dev sets are made from the dev side only).

Split rule, fixed and deterministic:
- languages with a running-text corpus (glk, hac, ks): a corpus line goes to dev when the md5 of the line
  is 0 mod 10; statistics use the other lines only (the word lists of these languages are derived from the
  whole corpus, so they are not used at all);
- languages with word lists and dictionaries only (ckb, kmr, mzn, azb, sd): a *word* goes to dev when its
  md5 is 0 mod 10; it is removed from every training source, and dev "sentences" are random sequences of
  dev words (so every dev word is unseen by the statistics).
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterator
from pathlib import Path

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "script_normalization_ahmadi2023"

#: lang -> (corpus files, word-list files, files whose first TAB column is a clean word)
SOURCES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "ckb": ([], ["wordlist/ckb_Pewan_corpus_wordlist.txt", "dictionary/SoraniKurdish.txt"],
            ["common/Sorani_Arabic_common.txt", "common/Sorani_Persian_common.txt"]),
    "kmr": ([], ["wordlist/kmr-arab_corpus_wordlist.txt"],
            ["common/Kurmanji_Arabic_common.txt", "common/Kurmanji_Persian_common.txt"]),
    "hac": (["corpus/hac_arb_all.txt"], [], []),
    "glk": (["corpus/glkwiki-20221201.txt"], [], []),
    "ks": (["corpus/kswiki-20221201.txt"], [], []),
    "mzn": ([], ["wordlist/mznwiki-20221201_wordlist.txt"], ["common/Mazanderani_Persian_common.txt"]),
    "azb": ([], ["wordlist/azbwiki-20221201_wordlist.txt"], ["common/AzeriTurkish_Persian_common.txt"]),
    "sd": ([], ["wordlist/sdnwiki-20221201_wordlist.txt", "dictionary/Sindhi.txt"],
           ["common/Sindhi_Urdu_common.txt"]),
}

#: (lang, convention) -> the paper's published clean->dominant mapping used to synthesize noise
NOISE_MAPS: dict[tuple[str, str], str] = {
    ("ckb", "ar"): "scripts/Kurdish-Arabic.tsv",
    ("ckb", "fa"): "scripts/Kurdish-Persian.tsv",
    ("kmr", "ar"): "scripts/Kurdish-Arabic.tsv",
    ("kmr", "fa"): "scripts/Kurdish-Persian.tsv",
    ("hac", "ar"): "scripts/Gorani-Arabic.tsv",
    ("hac", "fa"): "scripts/Gorani-Persian.tsv",
    ("hac", "ckb"): "scripts/Gorani-Kurdish.tsv",
    ("glk", "fa"): "scripts/Gilaki-Persian.tsv",
    ("mzn", "fa"): "scripts/Mazanderani-Persian.tsv",
    ("azb", "fa"): "scripts/AzeriTurkish-Persian.tsv",
    ("ks", "ur"): "scripts/Kashmiri-Urdu.tsv",
    ("sd", "ur"): "scripts/Sindhi-Urdu.tsv",
}

# Runs of Arabic-script letters/marks (plus ZWNJ and the Gilaki/Mazanderani caron) form one word.
WORD_RE = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c\u02c7]+")


def available() -> bool:
    return DATA.is_dir()


def _is_dev(key: str) -> bool:
    return int(hashlib.md5(key.encode("utf-8")).hexdigest(), 16) % 10 == 0


def _read_lines(rel: str) -> list[str]:
    path = DATA / rel
    if not path.exists():
        return []
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _word_sources(lang: str) -> list[str]:
    _, wordlists, common = SOURCES[lang]
    words: list[str] = []
    for rel in wordlists:
        words.extend(_read_lines(rel))
    for rel in common:
        words.extend(line.split("\t", 1)[0] for line in _read_lines(rel))
    return words


def train_texts(lang: str, holdout: bool = True) -> Iterator[str]:
    """Clean training text of ``lang`` (lines of a corpus, or single words), dev part excluded unless
    ``holdout`` is false (the shipped statistics use everything; benchmarks use a held-out build)."""
    corpora, _, _ = SOURCES[lang]
    for rel in corpora:
        for line in _read_lines(rel):
            if not holdout or not _is_dev(line):
                yield line
    for word in _word_sources(lang):
        # a dictionary entry may be a multi-word expression: every word of it must be a train word
        if not holdout or not any(_is_dev(w) for w in WORD_RE.findall(word)):
            yield word


def dev_sentences(lang: str, limit: int = 600, seed: int = 13, known_share: float = 0.0) -> list[str]:
    """Clean dev sentences of ``lang`` (3–19 Arabic-script words each), disjoint from ``train_texts``.

    For word-list languages, ``known_share`` > 0 draws that share of the words from the train words
    instead (known to the held-out statistics, as most words of real text are known to a word list);
    corpus languages' sentences are real lines and ignore it."""
    corpora, _, _ = SOURCES[lang]
    rng = random.Random(seed)
    out: list[str] = []
    if corpora:
        for rel in corpora:
            for line in _read_lines(rel):
                if not _is_dev(line):
                    continue
                words = WORD_RE.findall(line)
                for start in range(0, len(words), 15):
                    chunk = words[start:start + 15]
                    if len(chunk) >= 3:
                        out.append(" ".join(chunk))
        rng.shuffle(out)
        return out[:limit]
    words = {w for entry in _word_sources(lang) for w in WORD_RE.findall(entry)}
    vocab = sorted(w for w in words if _is_dev(w))
    if known_share <= 0:
        for _ in range(limit):
            out.append(" ".join(rng.choice(vocab) for _ in range(rng.randint(4, 12))))
        return out
    known = sorted(w for w in words if not _is_dev(w))
    for _ in range(limit):
        out.append(" ".join(rng.choice(known if rng.random() < known_share else vocab)
                            for _ in range(rng.randint(4, 12))))
    return out


def noise_map(lang: str, convention: str) -> dict[str, list[str]]:
    """The published clean-unit -> noisy-options mapping for a pair (``NULL`` becomes deletion)."""
    table: dict[str, list[str]] = {}
    for line in _read_lines(NOISE_MAPS[(lang, convention)])[1:]:
        cells = line.split("\t")
        opts = []
        for cell in cells[1:]:
            if cell == "":
                continue
            opt = "" if cell == "NULL" else cell
            if opt not in opts:
                opts.append(opt)
        if cells and cells[0] and opts:
            table[cells[0]] = opts
    return table


def corrupt(sentence: str, table: dict[str, list[str]], level: int, rng: random.Random) -> str:
    """Synthesize unconventional writing the way the paper did: pick ``level``% of the distinct mapped
    characters of the sentence and replace every occurrence of each with one random dominant-script option.
    """
    chars = [c for c in dict.fromkeys(sentence) if c in table]
    rng.shuffle(chars)
    n = round(len(chars) * level / 100)
    for ch in chars[:n]:
        sentence = sentence.replace(ch, rng.choice(table[ch]))
    return " ".join(sentence.split())
