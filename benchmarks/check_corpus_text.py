"""Find repository text that occurs verbatim in the shared data sets (no corpus text may be in the repository).

Collects string literals (docstrings included) and comments of ``tests/``, ``normalize/``, ``models/``,
``benchmarks/*.py``, the text files of ``examples/``, the README and the model cards, and the ``note`` of every
item in ``benchmarks/gold/real/*.jsonl``; with ``--md`` it reads ``benchmarks/results/*.md`` and
``benchmarks/RESULTS.md`` instead. Each piece is compared, as words, with the texts of the shared data sets:

- ``postings``: descriptions and titles of ../shared/data/job_postings (through benchmarks/real_gold.py),
- ``multilexnorm``: raw and normalized sentences of every language, train and dev,
- ``skillspan``: SkillSpan sentences (json, train and dev) and the Decorte validation sentences built from them,
- ``wdc``: WDC-PAVE product titles and descriptions,
- ``jobbert``: the JobBERT evaluation vacancy titles,
- ``sproat``: the Sproat & Jaitly English sentences (bench_verbalize reads them),
- ``recognizers``: the inputs of the Recognizers-Text specs (bench_attributes reads the currency ones).

Comparison: both sides are NFC-normalized, lower-cased and cut into words (runs of letters and digits), so
punctuation, spacing and the tokenized form of MultiLexNorm and SkillSpan do not hide a copy. A hit is the longest
run of words of a repository piece that occurs in one text of a data set, when it is at least ``--min-words``
words (6) or, for a piece shorter than that, the whole piece of at least ``--min-chars`` characters (30).
With ``--md`` the cut is ``--md-words`` (12): results files quote a long run only when it is worth rewriting.

Generic language is not a copy, so a run is listed only when it is distinctive:

- found in texts of fewer than ``--generic-companies`` (5) different companies (a run many employers write is a
  board's form label, a standard legal phrase or a common title: counted as ``generic``), and
- at least ``--long-words`` (12) words long, or holding at least ``--rare`` (2) rare words: words that wordfreq
  gives a Zipf frequency under 3 in every corpus language (place and company names, street addresses, phone
  numbers, codes, odd figures). Shorter runs of common words ("is a plus but not required") count as ``common``.

The runs found by reading the hits that are generic for another reason are in ``ALLOWED`` with the reason.

Contacts are checked apart, whatever their length: every phone-shaped string (9 digits or more) and e-mail address
of the pieces that occurs as written in a posting is a hit (a posting's phone number or address is personal data).

    python benchmarks/check_corpus_text.py [--sets postings,multilexnorm,...] [--md] [--show-generic]

Prints one line per hit (file:line, data set, words, postings and companies it occurs in, the repository's words)
and exits 1 when any hit is not allowed. Without ../shared/data it says so and exits 0.
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import sys
import tokenize
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.real_gold import CORPUS, GOLD_DIR  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DATA = CORPUS.parent.parent
SETS = ("postings", "multilexnorm", "skillspan", "wdc", "jobbert", "sproat", "recognizers")
WORD_CUT = r"[^\p{L}\p{N}]+"  # polars (Rust) regex: everything that is not a letter or a digit separates words

# Runs (as words: lower case, letters and digits only) read and judged generic: text any employer or board writes,
# not one posting's wording. Each hit whose run lies inside one of these is allowed; the value says why.
ALLOWED: dict[str, str] = {
    "h4 estudios mínimos h4 br cursando grado br h4 experiencia mínima h4":
        "a Spanish board's form labels (Estudios mínimos, Experiencia mínima) around one value word; 3 companies' ads",
}


@dataclass
class Piece:
    path: str
    line: int
    text: str
    words: list[str] = field(default_factory=list)
    end: int = 0  # last source line of a Python literal (0: the text's own lines count)
    source: list[str] = field(default_factory=list, repr=False)


# --- repository pieces ---------------------------------------------------------------------------------------
def _python_pieces(path: Path) -> list[Piece]:
    source = path.read_text(encoding="utf-8")
    rel = str(path.relative_to(REPO))
    out: list[Piece] = []
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return out
    lines = source.splitlines()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            out.append(Piece(rel, node.lineno, node.value, end=node.end_lineno or node.lineno, source=lines))
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.COMMENT:
                out.append(Piece(rel, tok.start[0], tok.string.lstrip("#")))
    except (tokenize.TokenError, IndentationError):
        pass
    return out


def _text_pieces(path: Path) -> list[Piece]:
    rel = str(path.relative_to(REPO))
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    return [Piece(rel, number, line) for number, line in enumerate(lines, 1) if line.strip()]


def _note_pieces(path: Path) -> list[Piece]:
    rel = str(path.relative_to(REPO))
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("//"):  # the file's own comments
            out.append(Piece(rel, number, line.lstrip("/")))
            continue
        if not line.strip():
            continue
        note = json.loads(line).get("note")
        if isinstance(note, str) and note:
            out.append(Piece(rel, number, note))
    return out


# A run never crosses a line, a tab, a regex alternation, group, class or escape: the words of a pattern such as
# "remote|work from home|hybrid" are not a sentence, and a chance match across them is not a copy.
_BREAK = re.compile(r"[\n\t|\[\]{}]+|\(\?[:!=<]*|\\[a-zA-Z]")


def _line_of(piece: Piece, start: int, part: str) -> int:
    """The source line of a part of a piece: a Python literal's "\\n" escapes are not lines, so its longest word is
    looked up in the literal's lines."""
    if not piece.end:
        return piece.line + piece.text.count("\n", 0, start)
    word = max(re.findall(r"\w+", part) or [""], key=len)
    for number in range(piece.line, piece.end + 1):
        if word and word in piece.source[number - 1]:
            return number
    return piece.line


def _split(pieces: list[Piece]) -> list[Piece]:
    out = []
    for piece in pieces:
        start = 0
        for cut in [*_BREAK.finditer(piece.text), None]:
            end = cut.start() if cut else len(piece.text)
            part = piece.text[start:end]
            if part.strip():
                out.append(Piece(piece.path, _line_of(piece, start, part), part))
            start = cut.end() if cut else end
    return out


def repository_pieces(md: bool) -> list[Piece]:
    return _split(_repository_pieces(md))


def _repository_pieces(md: bool) -> list[Piece]:
    this = Path(__file__).resolve()
    if md:
        files = sorted((REPO / "benchmarks" / "results").glob("*.md")) + [REPO / "benchmarks" / "RESULTS.md"]
        return [p for f in files if f.exists() for p in _text_pieces(f)]
    pieces: list[Piece] = []
    python = [*sorted((REPO / "tests").rglob("*.py")), *sorted((REPO / "normalize").rglob("*.py")),
              *sorted((REPO / "models").rglob("*.py")), *sorted((REPO / "benchmarks").glob("*.py"))]
    for path in python:
        if path.resolve() != this:
            pieces += _python_pieces(path)
    texts = [REPO / "README.md", *sorted((REPO / "models").rglob("*.md")), *sorted((REPO / "normalize").rglob("*.md")),
             *sorted((REPO / "tests").rglob("*.txt")), *sorted(p for p in (REPO / "examples").rglob("*") if p.is_file()),
             *sorted((REPO / "benchmarks" / "gold").rglob("*.md"))]
    for path in texts:
        if path.suffix == ".py":
            pieces += _python_pieces(path)
        elif path.exists():
            pieces += _text_pieces(path)
    for path in sorted(GOLD_DIR.glob("*.jsonl")):
        pieces += _note_pieces(path)
    return pieces


# --- data set texts --------------------------------------------------------------------------------------------
def _tokens_file(path: Path, columns: int) -> list[list[str]]:
    """Sentences of a one-token-a-line file (blank line between sentences): one text per column."""
    sentences: list[list[str]] = [[] for _ in range(columns)]
    current: list[list[str]] = [[] for _ in range(columns)]
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines() + [""]:
        if not line.strip():
            for i in range(columns):
                if current[i]:
                    sentences[i].append(" ".join(current[i]))
                current[i] = []
            continue
        cells = line.split("\t")
        for i in range(columns):
            if i < len(cells) and cells[i] not in ("", "<self>", "sil"):
                current[i].append(cells[i])
    return sentences


def data_texts(name: str):
    """A polars frame (set, doc, company, text) of one data set; None when it is absent."""
    import polars as pl

    rows: list[tuple[str, str | None, str]] = []
    if name == "postings":
        if not CORPUS.exists():
            return None
        frame = pl.read_parquet(CORPUS, columns=["id", "company", "title", "description"])
        text = pl.concat_str([pl.col("title").fill_null(""), pl.col("description").fill_null("")], separator="\n\n")
        return frame.select(pl.lit(name).alias("set"), pl.col("id").alias("doc"), pl.col("company"),
                            text.alias("text"))
    if name == "multilexnorm":
        for path in sorted((DATA / "multilexnorm").glob("*/*.norm")):
            raw, norm = _tokens_file(path, 2)
            rel = f"{path.parent.name}/{path.name}"
            rows += [(f"{rel}:{i}", None, s) for i, s in enumerate(raw)]
            rows += [(f"{rel}:{i}:norm", None, s) for i, s in enumerate(norm)]
    elif name == "skillspan":
        for path in sorted((DATA / "skillspan" / "json").glob("*.json")):
            for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
                if line.strip():
                    rows.append((f"{path.name}:{i}", None, " ".join(json.loads(line)["tokens"])))
        import csv

        for path in sorted((DATA / "decorte_skill_extraction_dev").glob("*_annotations.csv")):
            with path.open(encoding="utf-8", newline="") as handle:
                seen = {r["sentence"] for r in csv.DictReader(handle)}
            rows += [(f"{path.name}:{i}", None, s) for i, s in enumerate(sorted(seen))]
    elif name == "wdc":
        seen_ids: set = set()
        for path in sorted((DATA / "wdc-pave").glob("*/*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                item = json.loads(line)
                if item.get("id") in seen_ids:
                    continue
                seen_ids.add(item.get("id"))
                for key in ("input_title", "input_description"):
                    if item.get(key):
                        rows.append((f"wdc:{item.get('id')}:{key}", None, str(item[key])))
    elif name == "jobbert":
        path = DATA / "jobbert_eval_dev" / "titles.csv"
        if path.exists():
            titles = pl.read_csv(path)["vacancyTitle"].drop_nulls().unique().to_list()
            rows = [(f"jobbert:{i}", None, t) for i, t in enumerate(sorted(titles))]
    elif name == "sproat":
        for path in sorted((DATA / "sproat_jaitly_en").rglob("*.tsv")):
            (raw,) = _tokens_file(path, 1)
            rows += [(f"{path.name}:{i}", None, s) for i, s in enumerate(raw)]
    elif name == "recognizers":
        for path in sorted((DATA / "recognizers-text-specs" / "Specs").rglob("*.json")):
            try:
                cases = json.loads(path.read_text(encoding="utf-8-sig"))
            except ValueError:
                continue
            rel = str(path.relative_to(DATA / "recognizers-text-specs" / "Specs"))
            rows += [(f"{rel}#{i}", None, str(c.get("Input") or "")) for i, c in enumerate(cases) if isinstance(c, dict)]
    if not rows:
        return None
    return pl.DataFrame(rows, schema={"doc": pl.String, "company": pl.String, "text": pl.String},
                        orient="row").select(pl.lit(name).alias("set"), "doc", "company", "text")


def _keyed(frame):
    """The text as ' w1 w2 ... ' (NFC, lower case, letters and digits only) so a word run matches on word edges."""
    import polars as pl

    key = pl.col("text").str.normalize("NFC").str.to_lowercase().str.replace_all(WORD_CUT, " ").str.strip_chars()
    return frame.with_columns((pl.lit(" ") + key + pl.lit(" ")).alias("key"))


# --- matching --------------------------------------------------------------------------------------------------
@dataclass
class Hit:
    piece: Piece
    set: str
    start: int
    end: int  # word offsets into piece.words
    docs: set = field(default_factory=set)
    companies: set = field(default_factory=set)

    @property
    def run(self) -> str:
        return " ".join(self.piece.words[self.start : self.end])


def find_hits(pieces: list[Piece], sets: list[str], min_words: int, min_chars: int) -> tuple[list[Hit], list[str]]:
    import polars as pl

    clean = [p.text.encode("utf-8", "replace").decode("utf-8") for p in pieces]  # hostile tests hold lone surrogates
    frame = _keyed(pl.DataFrame({"text": clean}))
    for piece, key in zip(pieces, frame["key"].to_list(), strict=True):
        piece.words = key.split()
    patterns: dict[str, list[tuple[int, int]]] = defaultdict(list)  # ' w.. ' -> (piece, first word)
    for index, piece in enumerate(pieces):
        words = piece.words
        if len(words) >= min_words:
            for start in range(len(words) - min_words + 1):
                patterns[" " + " ".join(words[start : start + min_words]) + " "].append((index, start))
        elif words and len(" ".join(words)) >= min_chars:
            patterns[" " + " ".join(words) + " "].append((index, 0))
    checked: list[str] = []
    best: dict[tuple[int, str], Hit] = {}
    for name in sets:
        texts = data_texts(name)
        if texts is None:
            print(f"# {name}: absent, not checked")
            continue
        checked.append(f"{name} ({texts.height} texts)")
        if not patterns:  # no piece long enough to compare
            continue
        texts = _keyed(texts)
        found = texts.select("doc", "company", "key",
                             pl.col("key").str.extract_many(list(patterns), overlapping=True).alias("found"))
        found = found.filter(pl.col("found").list.len() > 0)
        for doc, company, key, matched in found.iter_rows():
            starts: dict[int, set[int]] = defaultdict(set)
            for pattern in set(matched):
                for index, start in patterns[pattern]:
                    starts[index].add(start)
            for index, firsts in starts.items():
                words = pieces[index].words
                width = min(min_words, len(words))
                ordered = sorted(firsts)
                runs: list[tuple[int, int]] = []
                for first in ordered:  # consecutive windows found in one text: one run, checked as a whole
                    if runs and first == runs[-1][1] - width + 1:
                        runs[-1] = (runs[-1][0], first + width)
                    else:
                        runs.append((first, first + width))
                for start, end in runs:
                    if f" {' '.join(words[start:end])} " not in key:  # windows overlap in the text, not in a row
                        end = start + width
                    hit = best.get((index, name))
                    if hit is None or end - start > hit.end - hit.start:
                        best[(index, name)] = hit = Hit(pieces[index], name, start, end)
                    if (start, end) == (hit.start, hit.end) or (start <= hit.start and end >= hit.end):
                        hit.docs.add(doc)
                        hit.companies.add(company or doc)
    return sorted(best.values(), key=lambda h: (h.piece.path, h.piece.line, h.set)), checked


# The languages of the postings corpus; a word rare in all of them is a name, an address, a code or an odd figure.
RARE_LANGS = ("en", "de", "fr", "es", "nl", "pt", "sv", "it", "pl", "ru", "id", "tr", "da", "nb", "fi", "cs", "ro",
              "hu", "uk")
_ZIPF: dict[str, float] = {}


def rare_words(run: str) -> int:
    from wordfreq import zipf_frequency

    count = 0
    for word in run.split():
        if word not in _ZIPF:
            _ZIPF[word] = max(zipf_frequency(word, lang) for lang in RARE_LANGS)
        count += _ZIPF[word] < 3.0
    return count


_PHONE = re.compile(r"(?<![\w.,])\+?\(?\d[\d ().-]{7,}\d(?!\w)")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
# "35.000 - 39.000", "35 000 - 40 000", "1.32-.14": a range of figures or drawing data, no number
_FIGURES = re.compile(r"\d[.,]\d{2,3}\s*-\s*\.?\d|\d{1,3}(?: \d{3})+\s*-\s*\d{1,3}(?: \d{3})+")
# Phone-shaped strings that are no contact, read and kept: the value says why.
ALLOWED_CONTACTS: dict[str, str] = {
    "12016-10002874243": "a posting id (badata:<id>-S): the corpus reference results and gold use",
}


def contact_hits(pieces: list[Piece]) -> list[tuple[Piece, str, int]]:
    """(piece, phone number or e-mail address, postings holding it) for each one that occurs in a posting."""
    import polars as pl

    found: dict[str, list[Piece]] = defaultdict(list)
    for piece in pieces:
        for match in [*_PHONE.finditer(piece.text), *_EMAIL.finditer(piece.text)]:
            value = match.group(0)
            digits = sum(ch.isdigit() for ch in value)
            if ("@" in value or digits >= 9) and not _FIGURES.search(value) and value not in ALLOWED_CONTACTS:
                found[value].append(piece)
    if not found or not CORPUS.exists():
        return []
    texts = data_texts("postings")
    counts = (texts.select(pl.col("text").str.extract_many(sorted(found), overlapping=True).alias("f"))
              .explode("f").drop_nulls()["f"].value_counts())
    return [(piece, value, n) for value, n in counts.iter_rows() for piece in found[value]]


def allowed_reason(run: str) -> str | None:
    for phrase, reason in ALLOWED.items():
        if f" {run} " in f" {phrase} ":
            return reason
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", default=",".join(SETS), help="data sets to compare with (default: all)")
    parser.add_argument("--md", action="store_true", help="read the results files instead of code, docs and notes")
    parser.add_argument("--min-words", type=int, default=6)
    parser.add_argument("--min-chars", type=int, default=30)
    parser.add_argument("--md-words", type=int, default=12)
    parser.add_argument("--generic-companies", type=int, default=5)
    parser.add_argument("--long-words", type=int, default=12)
    parser.add_argument("--rare", type=int, default=2)
    parser.add_argument("--show-generic", action="store_true", help="list the generic and allowed runs too")
    parser.add_argument("--json", type=Path, help="also write every run found (generic ones too) here, one a line")
    args = parser.parse_args(argv)
    if not DATA.is_dir():
        print(f"{DATA} is absent: nothing to compare with (skipped)")
        return 0
    min_words = args.md_words if args.md else args.min_words
    pieces = repository_pieces(args.md)
    hits, checked = find_hits(pieces, [s for s in args.sets.split(",") if s], min_words, args.min_chars)
    print(f"# {len(pieces)} pieces read; compared with: {', '.join(checked) or 'nothing'}")
    counts = {"hit": 0, "generic": 0, "common": 0, "allowed": 0}
    if args.json:
        with args.json.open("w", encoding="utf-8") as handle:
            for hit in hits:
                handle.write(json.dumps({"path": hit.piece.path, "line": hit.piece.line, "set": hit.set,
                                         "words": hit.end - hit.start, "texts": len(hit.docs),
                                         "companies": len(hit.companies), "rare": rare_words(hit.run),
                                         "run": hit.run,
                                         "piece": hit.piece.text[:300], "doc": sorted(hit.docs)[:3]},
                                        ensure_ascii=False) + "\n")
    contacts = contact_hits(_repository_pieces(args.md))
    for piece, value, n in sorted(contacts, key=lambda c: (c[0].path, c[0].line)):
        print(f"{piece.path}:{piece.line}\tpostings\tcontact\t{n} texts\t[hit]\t{value}")
    counts["hit"] += len(contacts)
    for hit in hits:
        reason = allowed_reason(hit.run)
        if len(hit.companies) >= args.generic_companies:
            kind = "generic"
        elif hit.end - hit.start < args.long_words and rare_words(hit.run) < args.rare:
            kind = "common"
        elif reason:
            kind = "allowed"
        else:
            kind = "hit"
        counts[kind] += 1
        if kind == "hit" or args.show_generic:
            shown = f"{kind}: {reason}" if reason else kind
            print(f"{hit.piece.path}:{hit.piece.line}\t{hit.set}\t{hit.end - hit.start} words\t{len(hit.docs)} texts"
                  f"\t{len(hit.companies)} companies\t{rare_words(hit.run)} rare\t[{shown}]\t{hit.run}")
    print(f"# {counts['hit']} hits ({len(contacts)} contacts), {counts['allowed']} allowed, {counts['generic']} generic (>= {args.generic_companies}"
          f" companies), {counts['common']} common (< {args.long_words} words, < {args.rare} rare words); runs of"
          f" >= {min_words} words or a whole piece >= {args.min_chars} chars")
    return 1 if counts["hit"] else 0


if __name__ == "__main__":
    sys.exit(main())
