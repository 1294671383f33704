"""A location string cut into alternatives and parts ("Leeds; Remote", "Andheri East, Mumbai (MH)",
"US-TX-HOUSTON"), scraped markup and board address objects undone, and its work-mode words found."""

from __future__ import annotations

import json
import re

from normalize.attributes.gazetteer import fold_phrase, subdivisions
from normalize.attributes.place_names import (
    SUB_TYPE,
    country_named,
    country_tables,
    is_code,
    localities,
    part_words,
    subdivisions_named,
)
from normalize.attributes.text import PhraseTable, Tokens

# Remote/hybrid/on-site markers (hand-written: no library lists them across these languages).
_WORK_MODE = PhraseTable()
for _p in ("remote", "fully remote", "100 remote", "remote first", "work from home", "working from home", "wfh",
           "home office", "homeoffice", "home based", "telework", "teletravail", "teletravail complet",
           "teletrabajo", "remoto", "en remoto", "a distancia", "thuiswerken", "werk van thuis", "op afstand",
           "anywhere", "mobiles arbeiten", "full remote", "distanciel", "remote work allowed", "virtual",
           "udalenno", "удаленно", "удалённо", "удаленная работа", "удалённая работа", "віддалено",
           "віддалена робота", "trabalho remoto", "home office 100", "distans", "på distans"):
    _WORK_MODE.add(_p, "remote")
for _p in ("hybrid", "hybride", "hibrido", "hybrid remote", "partly remote", "partially remote", "remote hybrid",
           "semi presencial", "hybride werken", "hybrid work", "гибрид", "гибридный формат", "гібрид"):
    _WORK_MODE.add(_p, "hybrid")
for _p in ("on site", "onsite", "on premise", "in office", "office based", "vor ort", "sur site", "presencial",
           "presentiel", "op locatie", "op kantoor", "in person", "fysiek", "on location", "site based"):
    _WORK_MODE.add(_p, "onsite")

_MARKUP = re.compile(r"<[^>]*>|&nbsp;|\\(?=\W)|\*+|_{2,}")
_GLUED = re.compile(r"(?<=[a-z]{4})(?=[A-Z][a-z])|(?<=\b[A-Z]{2})(?=[A-Z][a-z]{3})")
_GROUP_SPLIT = re.compile(r"[;|\n\r•·]|\s+or\s+|\s+/\s+(?=\w{4,})|(?<=\w{3})/(?=\w{3,})|\s+and\s+(?=[A-Z])")
_PART_SPLIT = re.compile(r"\s[-–—]\s|[,()\[\]/:]|\s[-–—](?=\d)|(?<=\d)[-–—]\s|\s{2,}|\t|\s\d{3,}\b"
                         r"|(?<=\w{4})\.\s+(?=[A-Z])")
_TRAILING_NUMBER = re.compile(r"\s+\d{1,2}$")  # "DUBLIN 6": a postal district number
_TRAILING_CODE = re.compile(r"^(.*[^\W\d_].*?)\s+([A-Z]{2,3})(?:\s+[\d-]+)?$")
_LEADING_CODE = re.compile(r"^([A-Z]{2,3})\s+([A-Z][a-z].*)$")
_COMPACT = re.compile(r"^([A-Z]{2,3})[-_ ]([A-Z]{2,3})[-_ ](\S.*)$|^([A-Za-z]{2,3})[-_](\S.*)$")
_STRUCT_KEYS = re.compile(
    r"""['"](ort|city|stadt|locality|addresslocality|town|municipality|region|addressregion|bundesland|state|"""
    r"""land|country|addresscountry|countrycode)['"]\s*:\s*['"]([^'"]{1,80})['"]""", re.IGNORECASE)
_STRUCT_ORDER = {"ort": 0, "city": 0, "stadt": 0, "locality": 0, "addresslocality": 0, "town": 0,
                 "municipality": 0, "region": 1, "addressregion": 1, "bundesland": 1, "state": 1, "land": 2,
                 "country": 2, "addresscountry": 2, "countrycode": 2}


def work_mode(text: str) -> tuple[str | None, list[tuple[int, int]]]:
    """remote/hybrid/onsite written in ``text`` (hybrid wins over remote, remote over onsite) and the spans."""
    tokens = Tokens(text)
    mode = None
    spans = []
    for i, n, value in _WORK_MODE.find_all(tokens):
        spans.append((tokens.starts[i], tokens.ends[i + n - 1]))
        if mode is None or value == "hybrid" or (value == "remote" and mode == "onsite"):
            mode = str(value)
    return mode, spans


def unwrap_structured(text: str) -> str:
    """A JSON or Python-repr address object ("[{'adresse': {'ort': 'Mannheim', ...}}]") -> "Mannheim, ..."."""
    if not text.lstrip().startswith(("{", "[")):
        return text
    found: dict[int, str] = {}
    for m in _STRUCT_KEYS.finditer(text):
        found.setdefault(_STRUCT_ORDER[m.group(1).lower()], m.group(2))
    if not found:
        try:
            data = json.loads(text)
        except ValueError:
            return text
        return ", ".join(str(v) for v in (data.values() if isinstance(data, dict) else data) if isinstance(v, str))
    return ", ".join(found[k] for k in sorted(found))


def clean_markup(text: str) -> str:
    """Scraped markup out (HTML tags, markdown bold and escapes), glued words apart ("San DiegoJoin us")."""
    text = _MARKUP.sub(" , ", text)
    return _GLUED.sub(" , ", text)


def location_groups(text: str) -> list[list[str]]:
    """Alternative locations, each a list of raw parts (compact codes unpacked, "Maitland NSW" split)."""
    out = []
    for group in _GROUP_SPLIT.split(text):
        group = group.strip(" -–—.\t")
        if not group:
            continue
        m = _COMPACT.match(group)
        if m:
            unpacked = _unpack_compact(m)
            if unpacked:
                out.append(unpacked)
                continue
        parts: list[str] = []
        for part in _PART_SPLIT.split(group):
            part = _TRAILING_NUMBER.sub("", (part or "").strip(" -–—.\t"))
            if not part:
                continue
            words = [fold_phrase(w) for w in part_words(part)]
            if parts and words and not is_code(part) and all(w in SUB_TYPE for w in words):
                parts[-1] = f"{parts[-1]} {part}"  # "Utrecht (provincie)": the type word names a region
                continue
            m = _TRAILING_CODE.match(part)
            lead = _LEADING_CODE.match(part) if parts else None
            if m and (subdivisions_named(m.group(2)) or country_named(m.group(2))):
                parts.extend((m.group(1).strip(), m.group(2)))
            elif lead and (subdivisions_named(lead.group(1)) or country_named(lead.group(1))):
                parts.extend((lead.group(1), lead.group(2)))  # "VIC Rate: ...": a code, then a label
            else:
                parts.append(part)
        if parts:
            out.append(parts)
    return out


def _unpack_compact(m: re.Match[str]) -> list[str] | None:
    """"US-TX-HOUSTON" -> [HOUSTON, TX, US] when the codes are a country and one of its subdivisions."""
    _, codes, alpha3 = country_tables()
    if m.group(1):
        cc, sub, rest = m.group(1).upper(), m.group(2).upper(), m.group(3)
    else:
        cc, sub, rest = m.group(4).upper(), None, m.group(5)
    cc = "GB" if cc == "UK" else (cc if cc in codes else alpha3.get(cc, ""))
    if not cc:
        return None
    if sub and not any(s.country == cc for s in subdivisions(sub.lower())):
        return None
    key = fold_phrase(rest)
    if not any(p.country == cc for p in localities(key)) and not any(s.country == cc for s in subdivisions(key)):
        return None
    return [rest, sub, cc] if sub else [rest, cc]
