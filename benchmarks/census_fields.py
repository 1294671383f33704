"""Census of work-mode and employment-type phrases over the real postings corpus (issue 24 item 4).

Broad patterns find every phrase that could state a work mode or an employment type; each occurrence is put
in a family (folded surface + context shape: field value, field label, negated, conditional, list of options,
perks section, bare line, running text) and the families are counted. Postings of a running-text gold's test
split are never read. Occurrences (references only: id, offsets, family) go to ``--out`` (outside the repo);
the phrase gold (``gold/real/field_phrases.jsonl``) is a read sample of them.

    python benchmarks/census_fields.py --out /tmp/attr7/occ.jsonl
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.real_gold import GOLD_DIR, load_corpus, posting_text, read_gold, split_of  # noqa: E402
from normalize.attributes.facets.common import in_zones, offer_zones  # noqa: E402
from normalize.attributes.text import fold  # noqa: E402

# Broad on purpose: the census wants every way a mode or a type is written, the extractor decides later.
MODE = re.compile(
    r"(?i)\b(?:fully[ -]|100\s?%\s?)?(?:remote(?:ly)?|hybrid[eo]?|h[íi]brid[oa]|on[- ]?site|in[- ]office|office[- ]based|"
    r"in[- ]person|work(?:ing)? from home|wfh|tele-?commut\w*|tele-?work\w*|home[- ]?office|t[ée]l[ée]-?travail|"
    r"teletrabajo|thuiswerk\w*|presencial|pr[ée]sentiel|mobile[ns]? arbeiten|remot[oa]|"
    r"\d\s*(?:days?|jours|tage|dagen|d[íi]as) (?:a week |per week |par semaine |pro woche )?(?:in|at|on|from|au|im|op|en)"
    r" (?:the )?(?:office|site|home|bureau|b[üu]ro|kantoor|oficina)|"
    r"удал[её]н\w*|дистанц\w*|гибрид\w*|distans\w*|trabalho remoto|work from anywhere)\b")
TYPE = re.compile(
    r"(?i)\b(?:full[- ]?time|part[- ]?time|permanent|fixed[- ]term|temporary|temp|contract(?:or)?|casual|"
    r"freelanc\w*|intern(?:ship)?|apprentice(?:ship)?|seasonal|per[- ]diem|prn|zero[- ]hours?|locum|"
    r"vollzeit|teilzeit|unbefristet\w*|befristet\w*|festanstellung|cdi|cdd|int[ée]rim|stage|alternance|"
    r"tiempo (?:completo|parcial)|jornada (?:completa|parcial)|indefinido|temporal|pr[áa]cticas|est[áa]gio|clt|"
    r"voltijd|deeltijd|vast(?:e)? (?:contract|dienstverband)|tijdelijk\w*|fulltime|parttime|"
    r"heltid|deltid|visstid\w*|tillsvidare\w*|полн\w+ занятость|частичн\w+ занятость|"
    r"job type|employment type|tipo de contrato|vertragsart|type de contrat|type d'emploi|contract type)\b")
LABELS = {"job type", "employment type", "tipo de contrato", "vertragsart", "type de contrat", "type d emploi",
          "contract type", "type d'emploi"}
NEG = re.compile(r"(?i)\b(?:no|not|non|kein\w*|sin|sem|pas|geen|nicht|ohne|without)\W+(?:\w+\W+){0,2}$")
NEG_AFTER = re.compile(r"(?i)^[^.\n;]{0,40}\b(?:not|nicht|pas|niet|no)\s+(?:\w+\s+)?(?:possible|available|offered|"
                       r"an option|m[öo]glich|mogelijk|posible)")
COND = re.compile(r"(?i)\b(?:possibility|possible|option|optional|opportunit\w*|may|might|can|could|occasional\w*|"
                  r"sometimes|flexib\w*|m[öo]glichkeit|mogelijkheid|eligible|up to)\W+(?:\w+\W+){0,3}$")
FIELD = re.compile(r"^[ \t*_#-]*[^\W\d][^:\n]{1,40}:[ \t*_]*")


def surface(text: str) -> str:
    s = fold(text).replace("-", " ")
    return re.sub(r"\s+", " ", re.sub(r"\d", "#", s)).strip()


def shape(text: str, start: int, end: int, kind: str, zones, pattern: re.Pattern) -> str:
    """The context a phrase stands in, first match wins."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    le = len(text) if le < 0 else le
    line_before, line_after = text[ls:start], text[end:le]
    if kind == "type" and surface(text[start:end]) in LABELS:
        return "label"
    if NEG.search(line_before[-40:]) or NEG_AFTER.match(line_after):
        return "negated"
    if COND.search(line_before[-60:]):
        return "conditional"
    field = FIELD.match(text[ls:le])
    if field and ls + field.end() <= start:
        return "field"
    if len(list(pattern.finditer(text, ls, le))) > 1 and re.search(r"[/,|]|\bor\b|\band\b", text[ls:le]):
        return "list"
    if in_zones(start, zones):
        return "perks"
    if le - ls <= (end - start) + 6:
        return "bare_line"
    if ls == 0:
        return "title"
    return "running"


def census(rows: list[dict]) -> list[dict]:
    out = []
    for row in rows:
        text = posting_text(row)
        zones = offer_zones(text)
        for kind, pattern in (("mode", MODE), ("type", TYPE)):
            for m in pattern.finditer(text):
                out.append({"id": row["id"], "start": m.start(), "end": m.end(), "kind": kind,
                            "surface": surface(m.group()), "shape": shape(text, m.start(), m.end(), kind, zones, pattern)})
    return out


def allowed_ids(corpus: dict[str, dict]) -> list[str]:
    """Every posting but those of a gold file that fall in the test split (never opened)."""
    gold_ids = set()
    for path in GOLD_DIR.glob("*.jsonl"):
        gold_ids |= {item["id"] for item in read_gold(path.stem) if "id" in item}
    return [pid for pid in corpus if not (pid in gold_ids and split_of(pid) == "test")]


def report(occ: list[dict], top: int) -> list[str]:
    lines = []
    for kind in ("mode", "type"):
        sub = [o for o in occ if o["kind"] == kind]
        fam = Counter(o["surface"] for o in sub)
        shapes = Counter(o["shape"] for o in sub)
        lines.append(f"## {kind}: {len(sub)} occurrences in {len({o['id'] for o in sub})} postings, "
                     f"{len(fam)} surfaces")
        lines.append("shapes: " + ", ".join(f"{k} {v}" for k, v in shapes.most_common()))
        cum = 0
        lines.append("| surface | n | cum % | shapes |")
        for s, n in fam.most_common(top):
            cum += n
            sh = Counter(o["shape"] for o in sub if o["surface"] == s)
            lines.append(f"| {s} | {n} | {100 * cum / len(sub):.1f} | " + ", ".join(f"{k} {v}" for k, v in sh.most_common(5)) + " |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True, help="occurrences (jsonl, references only; keep outside the repo)")
    ap.add_argument("--top", type=int, default=60)
    args = ap.parse_args()
    corpus = load_corpus()
    ids = allowed_ids(corpus)
    occ = census([corpus[i] for i in ids])
    with args.out.open("w", encoding="utf-8") as fh:
        for o in occ:
            fh.write(json.dumps(o) + "\n")
    print(f"postings read: {len(ids)} of {len(corpus)}")
    print("\n".join(report(occ, args.top)))


if __name__ == "__main__":
    main()
