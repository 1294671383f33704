"""Skill words that ads also use in another sense, and the words beside a mention that say so.

A few taxonomy skills are named by a common word that job ads often use for something else, where no list of
wrong (words, skill) pairs can help: the word is the skill's own preferred label, right in other ads
(``models/skill_wrong_pairs.py`` never lists a preferred label). The words next to the mention tell the senses
apart:

- **a language's name** before a noun of the country's things names that thing: "a Finnish driving licence", "the
  Danish housing market", "a Korean owned firm" ask for no language ("English skills", "German language",
  "French speaking" do);
- **communication** of machines or a sector: "communication protocols / systems / technology", "CAN / serial /
  wireless communication", "information and communication technology" is not the skill of communicating;
- **migration** of data, applications or systems ("moving old reports onto a cloud platform", "data migration")
  is not the movement of people, ESCO's migration, unless the sentence speaks of people moving.

:func:`sense_kinds` finds the concerned skills of a taxonomy by their labels; :func:`other_sense` reads one
mention. Found on the dev gold's wrong links (skills31, ``benchmarks/results/skills_esco.md``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

LANGUAGE, COMMUNICATION, MIGRATION = "language", "communication", "migration"

# the nouns after a language's name that make it a country's thing, not its language (its market, laws, firms,
# driving licence); the other way round, a list of the words after it that keep the language (its use, level, ...)
# misread 7 of 17 such mentions in 8,000 corpus postings: a misspelt or cut word, "usage", a verb of preference
_COUNTRY_THINGS = frozenset([
    "market", "markets", "sector", "sectors", "business", "businesses", "company", "companies", "firm", "firms",
    "entity", "entities", "subsidiary", "subsidiaries", "government", "authorities", "law", "laws", "legislation",
    "regulation", "regulations", "regulatory", "tax", "taxation", "employment", "planning", "building", "construction",
    "property", "water", "energy", "manufacturing", "food", "cuisine", "restaurant", "patisserie", "driving", "driver",
    "licence", "license", "citizen", "citizens", "citizenship", "nationality", "nationals", "passport", "residents",
    "residency", "based", "owned", "domiciled", "headquartered",
])  # fmt: skip
_NEXT_WORD = re.compile(r"[ \t]+([a-z]+)\b")
# "Danish trade customs or some language knowledge": the language is asked further on in the clause
_LANGUAGE_AHEAD = re.compile(r"[^.;:\n]{0,60}?\b(?:language|speak\w*|spoken|fluen\w*|written|verbal)", re.IGNORECASE)

# "communication" of machines or of a sector
_COMMUNICATION_HEADS = (
    r"protocols?|systems?|technology|technologies|networks?|platforms?|links|bus|stack|interfaces?|modules?|"
    r"devices?|equipment|hardware|infrastructure|industry|compan(?:y|ies)|engineering"
)
_SKILLS_AFTER = re.compile(r"[ \t]+(?:[Ss]kills?|[Aa]bilit(?:y|ies))(?![a-z])")
_COMMUNICATION_AFTER = re.compile(rf"[ \t]+(?:{_COMMUNICATION_HEADS})\b", re.IGNORECASE)
_COMMUNICATION_BEFORE = re.compile(
    r"(?:\b(?:information|info)[ \t]+(?:and|&)|"
    r"\b(?-i:CAN|LIN|SPI|I2C|UART|TCP|IP|M2M|V2X|RF)|"
    r"\b(?:serial|wireless|radio|satellite|network|machine|vehicle|inter-?process|asynchronous|optical|mobile|data|"
    r"websockets?|socket|bus)|"
    r"\b(?:sistemas?|systèmes?|sistemi)[ \t]+(?:de|di)|"
    r"\b(?:información|informação|information)[ \t]+(?:y|e|et)(?:[ \t]+la)?)[ \t]*[-/]?[ \t]*$",
    re.IGNORECASE,
)

# a sentence about moving data, applications or systems; and one about people moving
_SENTENCE_END = re.compile(r"[.;!?\n]")
_IT_WORDS = re.compile(
    r"\b(?:data|databases?|cloud|legacy|systems?|platforms?|servers?|applications?|apps?|software|upgrades?|"
    r"SAP|S/4(?:HANA)?|ERP|CRM|AWS|Azure|GCP|Snowflake|on-?prem\w*|tenants?|Exchange|Office ?365|code|codebase|ETL|"
    r"schemas?|infrastructure|workloads?|versions?|IT|technology|technologies|tools?|environments?|reports|"
    r"repositor(?:y|ies)|warehouse|mainframe|banking|Power BI|Fabric|SQL|Oracle|Salesforce|network)\b",
    re.IGNORECASE,
)
_PEOPLE_MOVING = re.compile(
    r"\b(?:asylum|refugees?|immigra\w*|emigra\w*|migrants?|citizenship|diaspora|displaced|people|population|labou?r|"
    r"home affairs|visas?|integration of)\b",
    re.IGNORECASE,
)


def sense_kinds(concepts: Iterable[tuple[str, tuple[str, ...]]]) -> dict[int, str]:
    """Per (preferred label, alternative labels) of a taxonomy's skills, in index order: position -> the kind of
    word it is read as (:data:`LANGUAGE`: a skill with the alternative label "competent in <label>", ESCO's
    languages; :data:`COMMUNICATION`; :data:`MIGRATION`). Skills of no kind are left out."""
    out = {}
    for ci, (label, alts) in enumerate(concepts):
        if f"competent in {label}" in alts:
            out[ci] = LANGUAGE
        elif label.lower() in (COMMUNICATION, MIGRATION):
            out[ci] = label.lower()
    return out


def other_sense(kind: str, label: str, text: str, start: int, end: int) -> bool:
    """Whether the mention ``text[start:end]`` of a skill of this kind and preferred label is read in the word's
    other sense. A language is read so only where the mention ends in its English label ("a valid Swedish"; the next
    word is read as English)."""
    if kind == LANGUAGE:
        mention = text[start:end].lower()
        if not mention.endswith(label.lower()) or mention[: -len(label)][-1:].isalnum():
            return False
        m = _NEXT_WORD.match(text, end)
        return m is not None and m.group(1) in _COUNTRY_THINGS and not _LANGUAGE_AHEAD.match(text, m.end())
    if kind == COMMUNICATION:  # "data communication skills" are the skill
        if _SKILLS_AFTER.match(text, end):
            return False
        return bool(_COMMUNICATION_AFTER.match(text, end)) or bool(
            _COMMUNICATION_BEFORE.search(text, max(0, start - 40), start))
    if kind == MIGRATION:
        sentence = _sentence(text, start, end)
        return bool(_IT_WORDS.search(sentence)) and not _PEOPLE_MOVING.search(sentence)
    return False


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence (or line) holding ``text[start:end]``."""
    before = [m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 300), start)]
    after = _SENTENCE_END.search(text, end, end + 300)
    return text[before[-1] if before else max(0, start - 300): after.start() if after else end + 300]
