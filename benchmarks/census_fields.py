"""Census of work-mode, employment-type, education and experience phrases over the real postings corpus
(issue 24 item 4).

Broad patterns find every phrase that could state a work mode or an employment type; each occurrence is put
in a family (folded surface + context shape: field value, field label, negated, conditional, list of options,
perks section, bare line, running text) and the families are counted. Postings of a running-text gold's test
split are never read. Occurrences (references only: id, offsets, family) go to ``--out`` (outside the repo);
the phrase gold (``gold/real/field_phrases.jsonl``) is a read sample of them.

    python benchmarks/census_fields.py --out /tmp/attr7/occ.jsonl [--kinds mode,type,edu,exp] [--readings]

With ``--readings`` (attr11) each occurrence also gets ``read``: the value the extractor's phrase reading gives it
(as ``bench_field_phrases.py`` scores it), or null; the report then counts, per surface, the occurrences read and not
read (a work mode, type or experience phrase that states a value and is not read is a miss; an education phrase read
where it states none is a false level).
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
# Degree levels in the corpus languages (attr9): names, abbreviations, school-leaving and vocational awards.
EDU = re.compile(
    r"(?i)\b(?:bachelor'?s?|bachelors?|b\.?\s?sc|b\.?\s?s\.|b\.?\s?a\.|b\.?\s?eng|licence|licenciatura|licenciado|"
    r"master'?s?|m\.?\s?sc|mba|m\.?\s?eng|ph\.?\s?d|doctorate|doctoral|doctorat|doctorado|doutorado|"
    r"(?:university|college|undergraduate|graduate|post-?graduate|tertiary|academic|related|relevant|4-year|four-year|"
    r"associate'?s?) degree|degree|diploma|dipl[ôo]me|high school|secondary school|secondary education|ged|"
    r"a[- ]levels?|matura|abitur|baccalaur[ée]at|bac(?:\s?\+\s?\d)?|bachillerato|ensino m[ée]dio|ensino superior|"
    r"ensino t[ée]cnico|curso t[ée]cnico|gradua[çc][ãa]o|superior completo|forma[çc][ãa]o superior|vocational|"
    r"apprenticeship|trade certificate|cert(?:ificate)? (?:iii|iv)|ausbildung|berufsausbildung|studium|"
    r"hochschulabschluss|formaci[óo]n profesional|t[íi]tulo universitario|estudios universitarios|grado|ingenier[oa]|"
    r"hbo|mbo|wo|s1|d3|sma|smk|qqi|высшее|среднее|образование|or equivalent(?: experience)?)\b")
_NUM = (r"(?:\d{1,2}(?:[.,]5)?|one|two|three|four|five|six|seven|eight|nine|ten|un|une|deux|trois|quatre|cinq|dos|"
        r"tres|cuatro|cinco|ein\w*|zwei|drei|vier|f[üu]nf|один|одного|двух|трех|тр[её]х|пяти)")
EXP = re.compile(
    r"(?i)(?:\b" + _NUM + r"\s?\+?\s?(?:\(\d+\)\s?)?(?:(?:-|–|to|a|à|bis|or|ou|o|до)\s?" + _NUM + r"\s?\+?\s?)?"
    r"(?:plus |or more |o m[áa]s |ou plus )?(?:years?|yrs?|y\.?o\.?e|ans?|ann[ée]es?|a[ñn]os?|jahre?n?|jaar|jaren|"
    r"tahun|лет|года?|months?|mois|meses|monate?n?|maanden|месяц\w*)\b"
    r"|\b(?:no (?:prior |previous )?experience|without experience|sin experiencia|sem experi[êe]ncia|"
    r"sans exp[ée]rience|без опыта|опыт не требуется|fresh(?:er|ers| graduates?)|recent graduates?|"
    r"entry[- ]level|experience (?:is )?(?:a plus|preferred|desired|helpful|an advantage|required))\b)")
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


PREF = re.compile(r"(?i)\b(?:preferred|prefer|nice to have|desir\w*|ideally|bonus|a plus|advantage\w*|beneficial|"
                  r"von vorteil|w[üu]nschenswert|souhait\w*|deseable|valorable|diferencial|gewenst|pluspunt)\b")
ALT = re.compile(r"(?i)\b(?:or|oder|ou|o|ili|или|in lieu|instead|equivalent|equivalente|[ée]quivalent)\b")
COMPANY = re.compile(r"(?i)\b(?:we|our|we're|nous|wir|unser\w*|nuestra|somos|founded|established|since|history|"
                     r"company|empresa|firm|group|anniversary)\b")
_BREAK = re.compile(r"[.!?;](?=\s)|\n")


def _sentence(text: str, start: int, end: int) -> str:
    lo = max((m.end() for m in _BREAK.finditer(text, max(0, start - 250), start)), default=max(0, start - 250))
    hi = _BREAK.search(text, end, end + 250)
    return text[lo : hi.start() if hi else min(len(text), end + 250)]


def req_shape(text: str, start: int, end: int, kind: str, zones, pattern: re.Pattern) -> str:
    """The context of an education or experience phrase: perks, company text, an alternative, a wish, a
    field line, or a requirement in running text; the base shapes otherwise."""
    sent = _sentence(text, start, end)
    if in_zones(start, zones):
        return "perks"
    if kind == "exp" and COMPANY.search(sent) and not re.search(r"(?i)\b(?:you|your|candidate|applicant|must|require)", sent):
        return "company"
    if ALT.search(sent):
        return "alternative"
    if PREF.search(sent):
        return "preferred"
    return shape(text, start, end, kind, [], pattern)


KINDS = {"mode": MODE, "type": TYPE, "edu": EDU, "exp": EXP}


def census(rows: list[dict], kinds: tuple[str, ...] = ("mode", "type"), readings: bool = False) -> list[dict]:
    out = []
    for row in rows:
        text = posting_text(row)
        zones = offer_zones(text)
        first = len(out)
        for kind, pattern in ((k, KINDS[k]) for k in kinds):
            if kind in ("edu", "exp"):
                for m in pattern.finditer(text):
                    out.append({"id": row["id"], "start": m.start(), "end": m.end(), "kind": kind,
                                "surface": surface(m.group()),
                                "shape": req_shape(text, m.start(), m.end(), kind, zones, pattern)})
                continue
            for m in pattern.finditer(text):
                out.append({"id": row["id"], "start": m.start(), "end": m.end(), "kind": kind,
                            "surface": surface(m.group()), "shape": shape(text, m.start(), m.end(), kind, zones, pattern)})
        if readings and len(out) > first:
            from benchmarks.bench_field_phrases import predict
            from normalize.attributes.text import Tokens

            tokens = Tokens(text)
            for o in out[first:]:
                o["read"] = predict(tokens, o)
    return out


def allowed_ids(corpus: dict[str, dict]) -> list[str]:
    """Every posting but those of a gold file that fall in the test split (never opened)."""
    gold_ids = set()
    for path in GOLD_DIR.glob("*.jsonl"):
        gold_ids |= {item["id"] for item in read_gold(path.stem) if "id" in item}
    return [pid for pid in corpus if not (pid in gold_ids and split_of(pid) == "test")]


def report(occ: list[dict], top: int, kinds: tuple[str, ...] = ("mode", "type")) -> list[str]:
    lines = []
    for kind in kinds:
        sub = [o for o in occ if o["kind"] == kind]
        fam = Counter(o["surface"] for o in sub)
        shapes = Counter(o["shape"] for o in sub)
        lines.append(f"## {kind}: {len(sub)} occurrences in {len({o['id'] for o in sub})} postings, "
                     f"{len(fam)} surfaces")
        lines.append("shapes: " + ", ".join(f"{k} {v}" for k, v in shapes.most_common()))
        cum = 0
        read = Counter(o["surface"] for o in sub if o.get("read") is not None)
        lines.append("| surface | n | cum % | read | shapes |")
        for s, n in fam.most_common(top):
            cum += n
            sh = Counter(o["shape"] for o in sub if o["surface"] == s)
            lines.append(f"| {s} | {n} | {100 * cum / len(sub):.1f} | {read[s] if 'read' in sub[0] else '-'} | "
                         + ", ".join(f"{k} {v}" for k, v in sh.most_common(5)) + " |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True, help="occurrences (jsonl, references only; keep outside the repo)")
    ap.add_argument("--top", type=int, default=60)
    ap.add_argument("--kinds", default="mode,type", help="comma list of mode, type, edu, exp")
    ap.add_argument("--readings", action="store_true", help="also record the extractor's reading of each occurrence")
    args = ap.parse_args()
    kinds = tuple(args.kinds.split(","))
    corpus = load_corpus()
    ids = allowed_ids(corpus)
    occ = census([corpus[i] for i in ids], kinds, args.readings)
    with args.out.open("w", encoding="utf-8") as fh:
        for o in occ:
            fh.write(json.dumps(o) + "\n")
    print(f"postings read: {len(ids)} of {len(corpus)}")
    print("\n".join(report(occ, args.top, kinds)))


if __name__ == "__main__":
    main()
