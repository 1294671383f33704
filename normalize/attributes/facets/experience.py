"""Minimum years of experience a posting asks for."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import compress
from operator import or_

from normalize.attributes.facets.common import (
    SENTENCE_BREAK,
    STUDENTS_SERVED,
    STUDENTS_TRIGGER,
    Span,
    final_project_offered,
    in_zones,
    offer_zones,
    phrase_table,
    sentence_at,
    sentence_bounds,
    students_as_a_rule,
    students_of_any_field_sought,
    students_sought,
    title_end,
    token_span,
    unglued,
)
from normalize.attributes.text import Tokens, has_digit, words_of
from normalize.attributes.triggers import (
    DIGIT,
    TextFacts,
    all_of,
    any_of,
    check,
    facts_of,
    fires,
    in_title,
    phrase,
    substrings,
    words,
)

_NUMBER_WORDS: dict[str, int] = {}
for _lang_words in (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
    "ein zwei drei vier funf sechs sieben acht neun zehn elf zwolf",
    "un deux trois quatre cinq six sept huit neuf dix onze douze",
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce",
    "een twee drie vier vijf zes zeven acht negen tien elf twaalf",
    "um dois tres quatro cinco seis sete oito nove dez",
    "один два три четыре пять шесть семь восемь девять десять",
    "одного двух трех четырех пяти шести семи восьми девяти десяти",  # "от двух лет" (genitive)
    # Swedish as num2words writes them, folded ("minst tre års erfarenhet"; a test checks them against
    # num2words, which is not imported here: its 50 language modules cost 19 ms at import); Swedish "en" (a
    # French/Spanish preposition) and "sex" (an English word of every equal-opportunity notice) are left out
    "ett tva tre fyra fem - sju atta nio tio elva tolv",
):
    for _n, _w in enumerate(_lang_words.split(), start=1):
        if _w != "-":
            _NUMBER_WORDS.setdefault(_w, _n)
_NUMBER_WORDS.update({"einem": 1, "einer": 1, "eins": 1, "une": 1, "una": 1, "a": 1, "an": 1, "uma": 1})
# words that can start a count ("a"/"un" only ever end a range: "2 a 4 ans")
_NUMBER_START = set(_NUMBER_WORDS) - {"a", "an", "un", "een", "une", "una", "uma"}
# Russian "не менее з-х лет": the Cyrillic letter "з" typed for the digit 3 (they look alike), read only before "-х" (as
# "3-х лет"); alone "з" is the Ukrainian and Belarusian preposition "with/from" ("з досвідом"). No library reads a
# letter typed for a digit; the census of the unlabelled corpus found no other such letter before "-х лет"
_ZE_FOR_THREE = "з"
_NUMBER_START.add(_ZE_FOR_THREE)
_YEAR_WORDS = {"year", "years", "yrs", "yr", "jahr", "jahre", "jahren", "jahrige", "jahriger", "jahrigen", "jahriges",
               "ans", "an", "annees", "annee", "ano", "anos", "jaar", "jaren", "y", "tahun", "ar", "ars",
               # Indonesian abbreviations of "tahun" ("Pengalaman min. 2 th", "minimal 2thn"; fields81: 14 unlabelled dev
               # postings, 8 read no count; a glued "7th" stays an ordinal: only "thn" is split off a digit)
               "th", "thn",
               "лет", "года", "год", "рік", "роки", "років", "року"}
# "mos" is the US abbreviation of months ("At least 6 mos. experience"); a census of the unlabelled dev postings found it
# after a count only as months
_MONTH_WORDS = {"month", "months", "mos", "monate", "monaten", "mois", "mes", "meses", "maanden", "maand", "bulan",
                "manader", "месяцев", "месяца", "місяців", "місяці"}
_STRONG_EXP = {"experience", "exp", "erfahrung", "berufserfahrung", "praxiserfahrung", "arbeitserfahrung",
               "projekterfahrung", "fuhrungserfahrung", "experiencia", "ervaring", "werkervaring",
               "berufspraxis", "anciennete", "trayectoria", "expertise", "background", "proficiency",
               "pengalaman", "berpengalaman", "erfarenhet", "опыт", "опыта", "pqe", "досвід", "досвіду"}
_MIN_WORDS = {"least", "minimum", "min", "mindestens", "minimal", "moins", "minimo", "menos", "minimaal",
              "minstens", "minimale", "minst", "от", "менее", "mind", "desde", "від", "щонайменше"}
# "at least 18 years old", "25 years in business", "years of service": not experience ("N years of service experience" is:
# a board template's item, fields101: 2 unlabelled dev postings)
_NOT_EXPERIENCE = {"old", "olds", "ago", "warranty", "contract", "contracts", "garantie", "vertrag", "age", "alt",
                   "oud", "guarantee", "period", "lease", "berusia", "usia", "legacy", "anniversary",
                   # "a four-year university", "3-year degree": the length of a study, not experience
                   "university", "universities", "college", "colleges", "degree", "degrees", "program",
                   "programme", "course", "bachelor", "bachelors", "diploma", "school", "institution"}
_NOT_EXPERIENCE_PAIRS = {("of", "service"), ("of", "age"), ("in", "business"), ("of", "history"),
                         ("de", "idade"), ("de", "edad"), ("d", "age"),
                         ("d", "anciennete")}  # "12 mois d'ancienneté": tenure for a benefit
# "5-7 years in Business Data Analytics" names a field, not a firm's "25 years in business" (a census of the unlabelled
# postings: 13 "N years in business" followed by "and", "," or a line end, 3 by "Data"): the field's second word, by hand
_BUSINESS_FIELD = frozenset({"data", "analysis", "analytics", "intelligence", "development", "administration", "operations",
                             "systems", "management", "process", "processes", "consulting", "strategy", "partnering"})
# "less than 6 months", "a maximum of two years since graduation": upper bounds, not minimums
_UPPER_BOUND = {"less", "maximum", "max", "maks", "maksimal", "maximal", "under", "upto", "hasta", "ate"}
# how long a licence is held, not experience ("Hold a full EU Driver's License for minimum 12 months")
_LICENCE_HELD = re.compile(r"(?i)\b(?:licen[cs]es?|held)\b[^\n.;*]{0,40}\bfor (?:an? )?(?:minimum|at least|min\.?) (?:of )?\(?$")
_WINDOW_WORDS = {"within", "last", "past", "next", "previous", "coming", "recent", "berusia", "usia", "kurang"}
_RATE_UNITS = {"hour", "hr", "hours", "week", "day", "shift", "visit", "month"}
_COMPANY_CUE = re.compile(r"(?i)\b(?:we|our|we're|nous|nosotros|wir|unser|somos|company|empresa|grupo|group|"
                          r"fazemos|founded|established|legacy|since|firm|organi[sz]ation|institution)\b")
# a firm the applicant worked for, named with an indefinite article ("N-M years of experience doing X (having worked for a
# B2B company is a plus)", "at an agency or a consulting firm"), is no company statement (fields105: 5 unlabelled dev
# postings changed, all read right)
# (not near a colleague's story: a named colleague who led a team at some company and brings N years to the firm, with
# "he"/"she" around it)
_THIRD_PERSON = re.compile(r"(?i)\b(?:he|his|him|she|her)\b")
_PAST_EMPLOYER = re.compile(r"(?i)\b(?:for|at|in|with|within|from) (?:a|an|any|another) (?:[\w/&+-]+ ){0,5}?"
                            r"(?:company|firm|organi[sz]ation|institution|group|empresa)\b")
# a self-description before the count: "<company> is a ... firm with (over) N years", its subject no applicant
# (the whole-sentence cues above let "experience in" keep it; a person named before the count keeps it too)
_COMPANY_WITH = re.compile(r"(?i)\b(?:is|are) (?:a|an|one of the)\b[^.!?\n]{0,100}\bwith (?:over |more than |nearly |almost )?$")
# an organisation named before "with (over) N years" in its clause, no applicant between ("a Canadian-owned business and
# systems integrator with over 37 years of experience", "industrial constructor with more than 20 years"): the firm's years;
# a census of the unlabelled postings found 58 counts read after "with over/more than", about half a firm's (15 to 40 years)
# ("business" as a degree's subject is no firm: a master's in Business or IT "together with 5-8 years", a "Degree in
# Business/Maths, with 3+ years"; fields93: 2 unlabelled dev postings lost their count to it)
_ORG_WITH = re.compile(r"(?i)\b(?:agency|company|firm|organi[sz]ation|contractor|constructor|integrator|installers|providers?|"
                       r"practices|(?<!\bin )(?<!\bof )business|consultancy|manufacturer|distributor|player)\b[^.!?;:\n]{0,80}\bwith "
                       r"(?:over |more than |nearly |almost |some )?$")
# the German of the same: a firm named before "mit (über) N Jahren (Branchen)Erfahrung" in its clause ("Die <X> GmbH bietet mit
# über 20 Jahren Branchenerfahrung ...", "ein mittelständisches Unternehmen ... mit über 40 Jahren Erfahrung"; fields81: 9
# unlabelled dev postings with the phrase, 5 read the firm's years)
_ORG_WITH_DE = re.compile(r"(?i)\b(?:gmbh|ag|kg|se|unternehmen|familienunternehmen|personalberatung|firma|konzern|"
                          r"dienstleister|mittelst[äa]ndler|beratungsunternehmen|softwareunternehmen)\b[^.!?;:\n]{0,80}\b"
                          r"(?:mit|dank) (?:über |mehr als |rund |fast |nahezu )?$")
_SOMEONE = frozenset({"who", "person", "individual", "someone", "somebody", "he", "she", "hire", "ideal", "ideally"})
_APPLICANT_CUE = re.compile(r"(?i)\b(?:you|your|candidate|applicant|looking for|seeking|required|requires|"
                            r"must|minimum|at least|você|vous|du|sie|ervaring|experience in|experience as|"
                            r"experience with|m[íi]nim[oa]|requisitos?|experi[êe]ncia m[íi]nima|"  # ("Experiência mínima: 2 anos")
                            # Indonesian: you, candidate, applicant, seek, sought, needed, required, requirements
                            r"anda|kandidat|pelamar|mencari|dicari|dibutuhkan|diperlukan|persyaratan|kualifikasi|syarat)\b")
_PREFERRED_CUE = re.compile(r"(?i)\b(?:preferred|prefer|nice to have|desirable|ideally|bonus|a plus|"
                            r"advantage|wünschenswert|von vorteil|idealerweise|souhait|deseable|valorable|"
                            r"diferencial|pr[ée]f[ée]r|gewenst|meriterande)")
_REQUIRED_HEAD = re.compile(r"(?i)\b(?:basic|minimum|required|must[- ]have|essential) (?:qualifications|requirements|skills)|"
                            r"\brequirements\b|\bwhat you(?:'ll)? need\b|\banforderungen\b|\bexigences\b|\brequisitos\b")
_RECENT_GRADUATE = ("suit a recent graduate|suits a recent graduate|suit recent graduates|suits recent graduates|"
                    "ideal for a recent graduate|ideal for recent graduates|suitable for a recent graduate|"
                    "suitable for recent graduates")
# a role said to suit a beginner ("The job suits someone at the start of a career in sales support")
_CAREER_START = ("ideal for someone starting their career|ideal for people starting their career|"
                 "ideal for those starting their career|ideal for someone early in their career|"
                 "ideal for those early in their career|ideal for people early in their career|"
                 "ideal for someone starting out in their career|"
                 "ideal for someone beginning their career|ideal for someone at the start of their career|"
                 "perfect for someone starting their career|perfect for someone early in their career")
_NEW_GRADUATE_TOO = ("experienced or new graduate|experienced or new graduates|experienced or a new graduate|"
                     "experienced or recent graduate|experienced or recent graduates|experienced or newly qualified|"
                     "recent graduates or|recent graduate or|new graduates or|"
                     "applications from recent graduates|also consider newly qualified|newly qualified considered|"
                     "debutants peuvent|debutants peuvent egalement postuler|debutant e accepte|debutants acceptes|"
                     "minimum requis debutant|experience debutant|recien graduados|recien graduado|recien titulados|"
                     "recien titulado")
# "não precisa ter experiência com as três stacks", "no se requiere experiencia en todos los ...": no experience of one
# kind is needed, not none at all
_SCOPE_AFTER = {"com", "con", "em", "en", "nas", "nos", "na", "no", "nel"}
_SCOPED_ZERO = {"nao precisa ter experiencia", "nao precisa de experiencia", "nao e necessario experiencia",
                "no necesitas experiencia", "no se requiere experiencia"}


def _scoped(tokens: Tokens, i: int, n: int) -> bool:
    """A Portuguese/Spanish "no experience needed" phrase followed by the kind of experience ("com as três stacks")."""
    return i + n < len(tokens.words) and tokens.words[i + n] in _SCOPE_AFTER and " ".join(tokens.words[i : i + n]) in _SCOPED_ZERO
_FRESH_VARIANTS = "fresh graduated|freshgraduated|freshgraduates|freshgraduation|fresh gradute|fresh gradutes"
_ZERO_EXPERIENCE = phrase_table({"0": "no prior experience|no previous experience|no experience necessary|"
                                "no experience is necessary|no experience required|no experience needed|"
                                "no prior experience required|without experience|freshers|fresher|"
                                "fresh graduate|fresh graduates|sin experiencia|sem experiencia|"
                                "nao precisa ter experiencia|nao precisa de experiencia|nao e necessario experiencia|"
                                "no necesitas experiencia|no se requiere experiencia|"
                                "keine berufserfahrung erforderlich|geen ervaring vereist|debutants acceptes|"
                                "debutant accepte|debutants bienvenus|tidak diperlukan pengalaman|"
                                "lulusan baru|опыт работы не важен|опыт не требуется|без опыта|"
                                "experience required none|sans experience|no experience needed|"
                                "experience is not required|experience not required|"
                                "fresh graduates are welcome|fresh graduate are welcome|fresh graduates welcome|"
                                "recent graduates welcome|avec ou sans experience|experiencia no requerida|"
                                # a Chilean board's label "Experiencia: No es necesaria (buscamos actitud y ganas)"
                                # (fields76: 6 unlabelled postings of one template, all read no experience)
                                "experiencia no es necesaria|"
                                # a Spanish board's form field "Experiencia mínima: No Requerida" (fields84: 11 unlabelled
                                # dev postings, 9 read no years), also as its HTML ("<h4>Experiencia mínima</h4><br>No Requerida")
                                "experiencia minima no requerida|experiencia minima h4 br no requerida|"
                                "no experience is required|no previous experience required|"
                                "keine erfahrung erforderlich|ohne berufserfahrung|geen ervaring nodig|"
                                "freshgraduate|fresh grads|fresh grad|без опыта работы|no experienced needed|no experience necessary|"
                                # Indonesian boards' English: "Fresh Graduated are welcome", "Freshgraduates are welcome",
                                # "Fresh gradute"; applicants "with or without experience" ("With / without experience")
                                # (fields81: every posting of the corpus diff they changed was read right, bar one unsure)
                                + _FRESH_VARIANTS + "|with or without experience|with without experience|"
                                "with or without prior experience|with or without previous experience|"
                                "lack of experience is not an issue|no experience no problem|"
                                # experienced or new applicants alike ("Whether you have experience or are new to ...")
                                "whether you have experience or|whether you are experienced or|whether you re experienced or|"
                                "recent graduates are welcome|recent graduates are encouraged|graduates are welcome|"
                                # a new graduate named beside the experienced one ("suit either an experienced or new
                                # graduate", "open to recent graduates or candidates with up to 2 years")
                                + _NEW_GRADUATE_TOO + "|"
                                # a recent graduate named as the applicant sought ("would suit a recent graduate")
                                + _RECENT_GRADUATE + "|" + _CAREER_START})
# statements that applicants with no experience are accepted: the lowest accepted requirement is then 0
_ACCEPTS_NONE = {*_FRESH_VARIANTS.split("|"), "with or without experience", "with without experience",
                 "with or without prior experience", "with or without previous experience",
                 "sans experience", "fresh graduates are welcome", "fresh graduate are welcome",
                 "fresh graduates welcome", "recent graduates welcome", "avec ou sans experience",
                 "no experience required", "no experience necessary", "no experience needed", "freshgraduate",
                 "fresh graduate", "fresh graduates", "freshers", "fresher", "lulusan baru", "без опыта", "без опыта работы",
                 "опыт не требуется", "no experience is required", "experience required none",
                 "lack of experience is not an issue", "no experience no problem",
                 "recent graduates are welcome", "recent graduates are encouraged", "graduates are welcome",
                 "fresh grad", *_RECENT_GRADUATE.split("|"), *_NEW_GRADUATE_TOO.split("|"), *_CAREER_START.split("|")}


def _number_at(words: list[str], i: int) -> int | None:
    w = words[i]
    if w.isdecimal() and len(w) <= 2:  # not isdigit: "⓶" is a digit int() cannot read
        return None if w[0] == "0" and len(w) == 2 else int(w)  # "05 years": a mangled "0-5" (an age band)
    return _NUMBER_WORDS.get(w) if w not in ("a", "an", "un", "een", "une", "una", "uma") else None


# a cheap first test (a digit scan): a count glued to its year word or to a letter before it
_GLUED = re.compile(r"\d(?:[yY](?:[rR][sS]?|[eE][aA][rR][sS]?)\b|(?<=[^\W\d_]\d)\d?\b|"
                    r"(?i:a[ñn]os?|jahren?|tahun|thn|ans|ann[ée]es?|jaar|jaren|år|лет|года?)(?![^\W\d_]))")


@lru_cache(maxsize=16)
def _has_glued_count(text: str) -> bool:
    """Whether ``_GLUED`` matches in ``text``: asked of the same text by three parts of the years trigger and by the
    finder's two gates (ext34: searched once a text, ~2 us a 300-character text each time)."""
    return _GLUED.search(text) is not None


# German writes a number word glued to "-jährig" ("mindestens zweijährige Berufserfahrung"): the word split in two,
# as a glued "5years"; no dictionary splits these compounds (wordfreq keeps them whole), so they are built here
_GLUED_JAHRIG = {f"{w}{unit}": (w, unit) for w in ("ein", "zwei", "drei", "vier", "funf", "sechs",
                                                     "sieben", "acht", "neun", "zehn")
                 for unit in ("jahrige", "jahriger", "jahrigen", "jahriges")}
# "5years", and glued to a heading run into it ("Qualifications3years"), or to a short word a lost space joined ("Looking
# For5+ years", "Minimum of3 years": a census of the unlabelled postings found 17 glued counts unread, 5 of them so)
_GLUED_WORD = re.compile(r"((?:[^\W\d_]{4,})?)(\d{1,2})(yrs?|years?)|([^\W\d_]{4,}|[Ff]or|[Oo]f)(\d{1,2})")
# a count glued to the year word of another language ("5años", "3Jahre", "min 1tahun", "от 3лет", "3 à 5ans"), folded:
# split as "5years" is (the brief of fields67: known families left; a census of the unlabelled dev postings found 2
# "от 3лет" and 3 "min 1tahun" unread, and ages glued alike, "Usia maksimal 30tahun", which the age rules then refuse)
_GLUED_OTHER_UNIT = re.compile(r"(\d{1,2})(anos|ano|jahre|jahren|tahun|thn|ans|annees|jaar|jaren|ar|лет|года|год)")


_COUNTED_UNITS = frozenset(_YEAR_WORDS | _MONTH_WORDS)
_UNIT_GATE = _COUNTED_UNITS | {"pqe"}  # every word a count ends on ("1-3 PQE": see _years_hits)
# Russian writes a numeral's case ending after the digits, hyphenated or glued: "от 3-х лет", "от 3х лет", "от 3-ех лет",
# "от 2-ух лет", "от 5-ти лет", "от 1-го года", "не менее 1-ого года" (a census of the unlabelled hh.ru postings: 182 "N-х",
# 48 "Nх", 19 "N-ти", 7 "N-го", 4 "N-ух", 3 "N-ёх", 2 "N-ого" before лет/года); the ending is skipped as "plus" is
_CASE_ENDINGS = frozenset({"х", "ех", "ух", "ти", "го", "ого"})
_CASE_UNITS = frozenset({"лет", "года"})
_GLUED_CASE = re.compile(r"(?i)\b(\d{1,2})(х|ех|ёх|ух|ти)\b")


def _split_glued_counts(tokens: Tokens) -> tuple[list[str], list[int], list[int]]:
    """The words with a number glued to its year word ("1-2yrs", "5years") split in two, so "2yrs" reads
    as "2 yrs"; the tokens themselves are shared with the other facets and stay as they are."""
    jahrig = not tokens.vocab.isdisjoint(_GLUED_JAHRIG)
    cased = not tokens.vocab.isdisjoint(_CASE_UNITS) and _GLUED_CASE.search(tokens.text) is not None
    if not jahrig and not cased and not _has_glued_count(tokens.text):
        return tokens.words, tokens.starts, tokens.ends  # read only: no copy needed
    words, starts, ends = list(tokens.words), list(tokens.starts), list(tokens.ends)
    for k in range(len(words) - 1, -1, -1):
        w = words[k]
        if cased and (m := _GLUED_CASE.fullmatch(w)):  # "от 3х лет" -> "3" "х"
            cut = starts[k] + len(m.group(1))
            words[k : k + 1] = [m.group(1), m.group(2)]
            starts[k : k + 1] = [starts[k], cut]
            ends[k : k + 1] = [cut, ends[k]]
            continue
        if jahrig and w in _GLUED_JAHRIG:  # "zweijährige" -> "zwei" "jahrige"
            number, unit = _GLUED_JAHRIG[w]
            cut = starts[k] + len(number)
            words[k : k + 1] = [number, unit]
            starts[k : k + 1] = [starts[k], cut]
            ends[k : k + 1] = [cut, ends[k]]
            continue
        if w[0].isdigit() and (m := _GLUED_OTHER_UNIT.fullmatch(w)):  # "5anos" -> "5" "anos"
            cut = starts[k] + len(m.group(1))
            words[k : k + 1] = [m.group(1), m.group(2)]
            starts[k : k + 1] = [starts[k], cut]
            ends[k : k + 1] = [cut, ends[k]]
            continue
        if not (w[-1].isdigit() or w[-1] in "rs" and w[0].isdigit() or w[-1] in "rs" and "year" in w or w.endswith("yr")):
            continue
        m = _GLUED_WORD.fullmatch(w)
        if m and m.group(4):  # "Engineering5 - 7 years", "Additionally2+ years": a heading run into the count
            cut = starts[k] + len(m.group(4))
            words[k : k + 1] = [m.group(4), m.group(5)]
            starts[k : k + 1] = [starts[k], cut]
            ends[k : k + 1] = [cut, ends[k]]
        elif m:
            head, number, unit = m.group(1), m.group(2), m.group(3)
            cut0 = starts[k] + len(head)
            cut = cut0 + len(number)
            pieces = ([head] if head else []) + [number, unit]
            words[k : k + 1] = pieces
            starts[k : k + 1] = ([starts[k]] if head else []) + [cut0, cut]
            ends[k : k + 1] = ([cut0] if head else []) + [cut, ends[k]]
    return words, starts, ends


# A range whose two ends each carry the unit ("EXPERIENCE: 5 Years To 8 Years", "1 year – 2 years' experience"): one count,
# its lower end asked; read alone, the upper end made a second count and the larger won (fields99: a board line read 8)
_UNIT_RANGE_JOIN = frozenset({"to", "bis", "a", "hingga", "sampai"})
_DASHES = ("-", "–", "—", "\\-")


def _unit_range_end(text: str, words: list[str], starts: list[int], ends: list[int], j: int, value: float) -> int:
    """The index of the second unit of "N years to M years" / "N years - M years" whose first unit is at ``j``, else
    ``j``; the upper end must be larger and carry a unit of the same kind (not "6 months to 2 years")."""
    k = j + 1
    if k + 1 >= len(words):
        return j
    if words[k] in _UNIT_RANGE_JOIN and text[ends[j] : starts[k]].strip() == "":
        k += 1
    elif text[ends[j] : starts[k]].strip() not in _DASHES:
        return j
    upper = _number_at(words, k)
    kind = _MONTH_WORDS if words[j] in _MONTH_WORDS else _YEAR_WORDS
    if upper is None or upper <= value or k + 1 >= len(words) or words[k + 1] not in kind:
        return j
    return k + 1


def _experience_heading_before(words: list[str], i: int) -> bool:
    """The word right before the count at ``i`` is the experience a window word qualified ("Past Experience: 0-6 years",
    "Previous Experience • 1 - 5 years in ...": the heading's "past", no time window; fields99: 4 unlabelled dev postings)."""
    return i > 1 and words[i - 2] in ("past", "previous", "recent", "last") and (
        words[i - 1].startswith("experien") or words[i - 1] in _STRONG_EXP)


def _years_hits(tokens: Tokens) -> list[tuple[float, int, int]]:
    """Every "N years (of) experience" of the text: (years, start, end)."""
    text = tokens.text
    if not has_digit(text) and "un" not in tokens.vocab and tokens.vocab.isdisjoint(_NUMBER_START) and (
            tokens.vocab.isdisjoint(_GLUED_JAHRIG)):
        return []  # no count: no number word ("un" too: "d'un an") and no decimal digit (nor a glued "5yrs")
    if tokens.vocab.isdisjoint(_UNIT_GATE) and not (has_digit(text) and _has_glued_count(text)) and (
            tokens.vocab.isdisjoint(_GLUED_JAHRIG)):
        return []  # every hit ends on a year or month word: none in the text, none glued to a number
    words, starts, ends = _split_glued_counts(tokens)
    nwords = len(words)
    out = []
    consumed = -1
    if "un" in words:
        counts = [k for k, w in enumerate(words) if w in _NUMBER_START or w.isdigit() or w == "un" and k and (
            words[k - 1] == "d" or _min_before(words, k))]  # "d'un an", "mínimo un año", "al menos un año"
    else:  # the same words picked at C speed
        counts = list(compress(range(nwords), map(or_, map(_NUMBER_START.__contains__, words), map(str.isdigit, words))))
    for i in counts:
        if i <= consumed:
            continue  # the end of a range already read ("2 à 4 ans")
        value = 1 if words[i] == "un" else _number_at(words, i)  # "une expérience d'un an"
        if words[i] == _ZE_FOR_THREE:
            if i + 1 >= nwords or words[i + 1] != "х" or text[ends[i] : starts[i + 1]].strip() != "-":
                continue
            value = 3  # "з-х лет" (see _ZE_FOR_THREE)
        # "Mínimo de 03 anos": a padded count after a minimum word (else a mangled age band, "05 years")
        padded = value is None and len(words[i]) == 2 and words[i][0] == "0" and words[i][1] != "0" and (
            _min_before(words, i) or _padded_experience(words, i))
        if padded:
            value = int(words[i])
        if value is None or value > 40:
            continue
        before_count = text[max(0, starts[i] - 2) : starts[i]]
        if before_count[-1:] in "$€£" and before_count or before_count[-1:] in ".," and before_count[:1].isdigit():
            continue  # "$35 an hour" is pay; the "5" of "1,5 лет" was read with its "1"
        j = i + 1
        if j + 1 < nwords and text[ends[i] : starts[j]] in (",", ".") and words[j] in ("5", "25", "75") and (
                words[j + 1] in _COUNTED_UNITS
                or _number_at(words, j + 1) is not None and text[ends[j] : starts[j + 1]].strip() in ("-", "–", "—", "\\-")
                or words[j + 1] == "to" and j + 2 < nwords and _number_at(words, j + 2) is not None):
            value = float(f"{value}.{words[j]}")  # "1,5 лет", "2.5 years"; a range's lower end "1.5 - 2 years"
            j += 1
        if j < nwords and words[j] == str(value) and text[ends[i] : starts[j]].strip() == "(":
            j += 1  # "Two (2) years"
        # optional range end: "2-4 years", "2 to 4", "2 à 4", "2 bis 4", "two (2) to five (5)"
        if j + 1 < nwords and words[j] in ("to", "bis", "a", "tot", "y", "o", "or", "oder", "ou", "of", "ate", "do", "sampai", "hingga", "till") and _number_at(words, j + 1) is not None:
            j += 2
            if j < nwords and words[j].isdigit() and text[ends[j - 1] : starts[j]].strip() == "(":
                j += 1
        elif j < nwords and _number_at(words, j) is not None and text[ends[j - 1] : starts[j]].strip() in ("-", "–", "—", "\\-"):
            j += 1
        elif j + 1 < nwords and words[j].isdecimal() and text[ends[j - 1] : starts[j]].strip() == "/" and (
                _number_at(words, j) or 0) > value:
            j += 1  # "2/3+ years", "Minimum 8/10 years": a range written with a slash, its lower end asked (a census of
            # the unlabelled postings: 3 such counts, each read at its upper end before)
        elif j + 1 < nwords and words[j].isdecimal() and text[ends[j - 1] : starts[j]] == " " and (
                value < int(words[j]) <= value + 10) and words[j + 1] in _YEAR_WORDS:
            j += 1  # "3 5 years", "Relevant Experience : 5 7Years": a range whose dash was lost, its lower end (fields101:
            # 3 unlabelled dev postings, each read at its upper end before)
        if j < nwords and (words[j] in ("plus", "more", "х", "x") or words[j] in _CASE_ENDINGS and (
                text[ends[j - 1] : starts[j]].strip() in ("", "-"))):
            j += 1  # "3 plus years", "3-х лет", "3х лет", "5-ти лет", "1-го года" (see _CASE_ENDINGS)
        elif j + 1 < nwords and words[j] in ("or", "o", "ou", "oder", "eller") and words[j + 1] in (
                "more", "longer", "mas", "plus", "mehr", "fler", "mer"):
            j += 2  # "one or more years", "3 o más años", Swedish "2 eller fler års"
        if j >= nwords:
            continue
        months = words[j] in _MONTH_WORDS
        # a lawyer's "1-3 PQE", "(3–5 PQE)": years of post-qualification experience with the year word left out (a census
        # of the unlabelled postings: 15 such counts, every one in a solicitor's or a lawyer's ad)
        pqe = words[j] == "pqe" and j - i >= 1
        if not months and not pqe and words[j] not in _YEAR_WORDS:
            continue
        if words[j] in ("an", "y", "a", "ar", "год") and text[ends[j - 1] : starts[j]].strip() not in ("", "+"):
            continue
        if words[j] == "an" and j + 1 < nwords and words[j + 1] in _RATE_UNITS:
            continue  # "40 an hour": a rate, not the French "an"
        if words[j] == "th" and not _MIN_WORDS & set(words[max(0, i - 2) : i]):
            continue  # "th" as "tahun" only after a minimum word ("min. 4 th"): not "the 5 th floor", "20 th century"
        j = _unit_range_end(text, words, starts, ends, j, value)  # "5 Years To 8 Years": one range, its lower end
        # the whole count is read or refused here: a refused range's end is no count of its own ("or above 2-5 years"
        # refused as a degree's alternative read 5, "every 2-3 years" read 3)
        consumed = j
        # months need their experience word close by (a count of months is often a contract's or a course's length);
        # after a minimum word it may stand a little further, before ("Experiência na área no mínimo 6 meses") or after
        # ("at least 6 months of BPO Healthcare account experience": a census of the unlabelled postings found 38 "at
        # least/minimum N months of" with the word four or five words on, 5 of them not read)
        floor = months and _min_before(words, i)
        if floor and _LICENCE_HELD.search(text, max(0, starts[i] - 80), starts[i]):
            continue  # "You have held a full EU Driver's License for at least 12 months and drive with confidence": held
        after = words[j + 1 : j + ((7 if floor else 5) if months else 8)]
        before = words[max(0, i - ((6 if floor else 3) if months else 8)) : i]
        study = next((k for k, w in enumerate(after[:5]) if w in _STUDY_WORDS), None)
        if study is not None and after[0] in ("of", "in", "at", "toward", "towards") and not any(
                w in _STRONG_EXP or w.startswith("experien") or w in _ALTERNATIVE for w in after[:study]):
            continue  # "at least three years of a mathematics degree": the length of a study
        if words[j].startswith("jahrig") and after and after[0].endswith(_GERMAN_TRAINING):
            continue  # "zweijährige Ausbildung", "3-jährige Berufsausbildung": the length of a training, not experience
        if i and (words[i - 1] in ("every", "chaque", "alle", "cada") or words[i - 1] == "les" and i > 1 and words[i - 2] == "tous"):
            continue  # "tous les deux ans", "every 2 years": how often, not how long
        if _seniority_premium(words, i) or _driving_with_licence(text, words, starts, i, j):
            continue  # "prime d'ancienneté dès 3 ans": a benefit's tenure; "опыт вождения от 1 года" beside a licence
        if months and i and words[i - 1] == "sur":
            continue  # "salaire ... sur 12 mois": a census of French postings found "sur N mois" only as pay paid over N months
        if words[max(0, i - 2) : i] in (["maior", "de"], ["mayor", "de"]) and not months:
            continue  # "Maior de 18 anos", "Mayor de 18 años": an age floor ("older than"), not experience
        if _WINDOW_WORDS & set(words[max(0, i - 2) : i]) and not _experience_heading_before(words, i):
            continue  # "within the last ten (10) years", "over the next 20+ years": a time window, not experience
        if _SCREENING.intersection(after[:3]):
            continue  # "a 5-Year Security Background Check": the period a vetting covers, not experience
        if _age_before(text, words, starts, i):
            consumed = j  # (its range too: not "30" of "Usia minimal 25-30 tahun" read on its own)
            continue  # "Minimum Age Requirement – 18 Years", "Usia 18 s/d 35 Tahun": an age, not experience
        if (after[:1] and after[0] in _NOT_EXPERIENCE) or tuple(after[:2]) in _NOT_EXPERIENCE_PAIRS and not (
                after[1] == "business" and after[2:3] and after[2] in _BUSINESS_FIELD) and not (
                after[1] == "service" and after[2:3] and after[2].startswith("experien")) or (
                _upper_bound_before(text, words, starts, ends, i)) or text[max(0, starts[i] - 2) : starts[i]].strip() == "<":
            continue
        if _INELIGIBLE.match(text, ends[i]):
            continue  # "Candidates with greater than 12 months of experience are not eligible": a ceiling, no minimum
        ranged = j - i >= 2 and _number_at(words, j - 1) is not None
        # "3+ years", and a range open at its top ("3-5+ years", "5 to 8+ years": the lower end is asked)
        plus = text[ends[i] : ends[i] + 2].lstrip("\\")[:1] == "+" or ranged and (
            text[ends[j - 1] : ends[j - 1] + 2].lstrip("\\")[:1] == "+")
        qualified = bool(set(words[max(0, i - 3) : i]) & _MIN_WORDS) or words[max(0, i - 3) : i] in (
            ["no", "less", "than"], ["not", "less", "than"])  # "You will have no less than 3 years experience"
        strong = pqe or (any(w in _STRONG_EXP for w in after) or any(w in _STRONG_EXP for w in before)
                  or any(w.endswith("erfahrung") or w.startswith(("experien", "experian")) or w.endswith("ervaring")
                         for w in after))  # ("experiance": a common misspelling)
        if (ranged or plus) and not months and j + 1 < nwords and (words[j + 1] in ("in", "as", "within") or (
                len(words[j + 1]) > 5 and words[j + 1].endswith("ing"))):
            # "3-5 years in marketing", "4+ years in a regulated company", "5-8 years developing SQL queries" asked of
            # the applicant (a company's own years are refused below by its cue words)
            strong = True
        if not (strong if months else (plus or qualified or strong)) or (padded or words[i] == "un") and not strong and (
                words[i - 1] != "d"):
            continue  # (a padded or "un" count needs its experience word: not "au moins un an de cours")
        sentence = _count_sentence(text, starts[i])
        company = _COMPANY_CUE.search(sentence)
        # (blanking a past employer only removes words, so it is looked at only where a cue stands: most counts have none)
        if company and not _THIRD_PERSON.search(text, max(0, starts[i] - 200), ends[i] + 200):
            company = _COMPANY_CUE.search(_PAST_EMPLOYER.sub(" ", sentence))
        if company and not _APPLICANT_CUE.search(sentence) and not (qualified or plus and strong) and not (
                _opens_bullet(text, starts[i]) and any(w in _STRONG_EXP or w.startswith("experien") for w in after[:3])):
            continue  # "with 40 years of experience, our group ...", "For 30+ years, our clients have trusted us"
        if company and _COMPANY_WITH.search(text, max(0, starts[i] - 140), starts[i]) and (
                not _APPLICANT_CUE.search(text, max(0, starts[i] - 140), starts[i])) and (
                _SOMEONE.isdisjoint(words[max(0, i - 20) : i])):
            continue  # "Acme Group is a seasoned consulting practice with over 30 years of experience in ...": its age
        if (org := _ORG_WITH.search(text, max(0, starts[i] - 120), starts[i]) or _ORG_WITH_DE.search(
                text, max(0, starts[i] - 120), starts[i])) and not _APPLICANT_CUE.search(org.group()) and (
                _SOMEONE.isdisjoint(words_of(org.group()))):
            continue  # "an international recruitment agency with over 16 years of experience": the firm's own years
        if "kami" in words[max(0, i - 10) : i] and not _APPLICANT_CUE.search(text, starts[max(0, i - 10)], starts[i]):
            continue  # "Kami adalah perusahaan yang berpengalaman selama lebih dari 15 tahun": we (the company), its age
        has = next((k for k in range(len(before) - 1, max(-1, len(before) - 4), -1) if before[k] in _HAS_WORDS), None)
        if has is not None and all(w in _HEDGES for w in before[has + 1 :]) and not (set(before[has - 2 : has]) & _PERSONS) and (
                not _opens_item(text, starts[i - len(before) + has])):
            continue  # "Acme has (more than) 17 years of experience in IT services": the company's age
        if _QUALIFICATION_OR.search(text, max(0, starts[i] - 60), starts[i]) or (
                _EDUCATION_OR_MINIMUM.search(text, max(0, starts[i] - 140), starts[i])):
            continue  # "Relevant qualification or minimum 2 years of experience": an alternative to a diploma
        if _degree_alternative(text, starts[i], ends[j]) or _degree_after(text, starts[i], ends[j]):
            consumed = j  # (the whole count: not "7" of "5-7 years" read on its own)
            continue
        if _SUBSTITUTE.search(_unglued_sentence(text, starts[i])):
            continue  # "2 years of experience may substitute for the diploma": an alternative, not required
        years = round(value / 12, 2) if months else value
        out.append((years, starts[i], ends[j]))
        consumed = j
    return out


# A bullet right before the count, the item asking experience ("**Essential Requirements:** * 1\-2 years' experience working in
# a similar role * ..."): a flattened list's requirement, whatever company words its run-on sentence holds (fields93)
_BULLET_BEFORE = re.compile(r"(?:^|\s)[*•·▪●-][ \t]*$")


def _opens_bullet(text: str, start: int) -> bool:
    return _BULLET_BEFORE.search(text, max(0, start - 4), start) is not None


# A markdown heading ("### **Job Description**") ends the sentence a count's company test reads: a board's field block
# run into the next section ("Work Experience 1\-3 years City Dundalk ... ### **Job Description** **About PSC Biotech**
# **Who are we?**") is no company statement. fields93 census of the unlabelled dev postings: 14 such field blocks, 7
# read no years
_MD_HEADING = re.compile(r"#{2,6}[ \t]")


def _count_sentence(text: str, pos: int) -> str:
    """The sentence around ``pos`` (sentence_at) cut at the markdown headings on either side of it."""
    start, end = sentence_bounds(text, pos)
    if "#" in text[start:end]:
        for m in _MD_HEADING.finditer(text, start, end):
            if m.start() < pos:
                start = m.end()
            else:
                end = m.start()
                break
    return text[start:end]


# An age named a few words before the count, nothing between but a range's start or filler ("Idade mínima, no ato da
# inscrição: 18 anos", "Maximum age of applicants is 35 years", "Umur minimal 27 - 33 tahun"); an experience word or
# another count between ends the look ("Aged 23+ with a minimum of 2 years' driving experience" keeps 2). A census of
# the unlabelled dev postings: 10 of 74 readings beside an age word were the age (Indonesian, Brazilian, Irish).
_AGE_WORDS = frozenset({"age", "aged", "ages", "usia", "umur", "idade", "edad", "возраст", "alter"})
_RANGE_JOIN = frozenset({"s", "d", "sd", "to", "sampai", "hingga", "until", "a", "bis", "ate"})
_SCREENING = frozenset({"check", "checks", "vetting", "screening"})
_AGE_OF_WHOM = frozenset({"children", "child", "kids", "people", "persons", "adults", "adult", "youth", "students", "pupils",
                          "population", "groups", "group", "anak", "ninos", "criancas"})
_AGE_STOP = frozenset({"with", "dengan", "pengalaman", "and", "dan", "e", "y"})


def _age_before(text: str, words: list[str], starts: list[int], i: int) -> bool:
    """The count at ``i`` is an age: an age word stands within six words before it, in its sentence (see _AGE_WORDS)."""
    for k in range(i - 1, max(-1, i - 7), -1):
        w = words[k]
        if w in _AGE_WORDS:  # not the tail of an earlier age ("18 years of age, and one year ...") nor "school aged children"
            return not (k and words[k - 1] == "of" or k + 1 < i and words[k + 1] in _AGE_OF_WHOM or (
                SENTENCE_BREAK.search(text, starts[k], starts[i])))  # ("... race, sex or age. Two years of experience")
        if w in _AGE_STOP or w in _STRONG_EXP or w.startswith("experien"):
            return False
        if w.isdigit() and not all(x in _RANGE_JOIN or x in _MONTH_WORDS for x in words[k + 1 : i]):
            return False  # another count, not the start of this one's range
    return False


# A French seniority premium ("prime d'ancienneté dès 3 ans", "à partir de 3 ans", "au bout de 3 ans", "mensuelle (15 cts /
# 2 ans ...)"): the tenure that earns a benefit, not experience asked ("ancienneté" is an experience word elsewhere: "une
# ancienneté de 3 ans minimum"). The fields50 census of the unlabelled corpus found "prime d'ancienneté" before a count in 7
# postings (ftfr), each a benefit
_PREMIUM = frozenset({"prime", "primes"})


def _seniority_premium(words: list[str], i: int) -> bool:
    """"prime d'ancienneté" within the eight words before the count at ``i``."""
    for k in range(i - 1, max(1, i - 9), -1):
        if words[k] == "anciennete":
            return words[k - 1] == "d" and words[k - 2] in _PREMIUM
    return False


# Driving experience asked beside a driving licence ("водительское удостоверение категории B, опыт вождения от 1 года"):
# a condition of the licence, not the job's experience (RUNNING_TEXT_RULES, gold55). Russian only: the fields50 census of
# the unlabelled corpus found "опыт/стаж вождения" in 4 postings (hhby), each after a licence in the same requirements; the
# English "driving experience" (27 postings) is mostly a driver's own trade, left as it is; so is a title naming a driver
# ("водитель": driving is then the job; the diff found an engineer post titled "(личный водитель)")
_DRIVING = frozenset({"вождения"})
_LICENCE = re.compile(r"(?i)удостоверени|водительск|\bправа\b|категори")


def _driving_with_licence(text: str, words: list[str], starts: list[int], i: int, j: int) -> bool:
    """The count at ``i`` (unit at ``j``) is driving experience ("вождения" among the three words before it or right
    after its unit) with a driving licence named in the 200 characters before, in a job whose title names no driver."""
    if _DRIVING.isdisjoint(words[max(0, i - 3) : i]) and _DRIVING.isdisjoint(words[j + 1 : j + 2]):
        return False
    return _LICENCE.search(text, max(0, starts[i] - 200), starts[i]) is not None and (
        "водител" not in text[: title_end(text)].lower())


# a padded count beside an experience word ("experiência mínima de 02 anos", "necessário 06 meses de experiência em X"):
# Brazilian boards pad the count; not an age band ("crianças de 05 anos"). fields96: 12 unlabelled dev
# postings hold a padded count before a year or month word; 2 gained their count (the others: a minimum word read it
# already, a contract length, a computer's age, or a count with no experience word)
_PADDED_EXPERIENCE = frozenset({*_STRONG_EXP, "vivencia", "experiencias", "minima", "necessario", "atuacao"})


def _padded_experience(words: list[str], i: int) -> bool:
    return not _PADDED_EXPERIENCE.isdisjoint(words[max(0, i - 3) : i] + words[i + 2 : i + 4])


def _min_before(words: list[str], i: int) -> bool:
    """A minimum word among the three before ``i``; "menos" only as "al/pelo/por lo menos" (not "a menos de": less than)."""
    for k in range(max(0, i - 3), i):
        if words[k] in _MIN_WORDS and (words[k] != "menos" or k and words[k - 1] in ("al", "pelo", "lo")):
            return True
    return False


_STUDY_WORDS = {"degree", "degrees", "diploma", "university", "college", "program", "programme", "course", "studies",
                "bachelor", "bachelors", "phd", "doctorate", "undergraduate", "schooling", "study"}
# German trainings an "-jährige" length qualifies ("Berufsausbildung", "Lehre", "Studium")
_GERMAN_TRAINING = ("ausbildung", "lehre", "studium", "umschulung", "weiterbildung", "fortbildung")
_NO_X_BEFORE = re.compile(r"(?i)\bno (?:[\w-]+ ){0,2}e$")  # "No BPO E|xperience"
_NO_X_AFTER = re.compile(r"(?i)xperience (?:is )?(?:required|needed|necessary)\b")


def _no_x_experience(text: str) -> tuple[int, int] | None:
    """"No BPO Experience Required": the span of a statement that no experience (of a kind) is asked."""
    k = text.find("xperience")
    while k > 0:
        if _NO_X_AFTER.match(text, k) and (m := _NO_X_BEFORE.search(text, max(0, k - 30), k)):
            return m.start(), _NO_X_AFTER.match(text, k).end()
        k = text.find("xperience", k + 9)
    return None
_HAS_WORDS = {"has", "boasts", "had"}  # "Acme has 17+ years of experience": a company's age


def _opens_item(text: str, pos: int) -> bool:
    """"Has 3 years work experience" opening a bullet or a sentence is asked of the applicant (no company before it);
    so does one glued to the item before by a lost line break ("Job RequirementsHas 3-5 years")."""
    if not text[pos : pos + 1].isupper():
        return False
    if pos and text[pos - 1].islower():
        return True  # glued: a capital right after a lower-case letter opens a new item
    before = text[max(0, pos - 40) : pos].rstrip(" \t*_")
    return not before or before[-1] in ".!?:;\n•·>-\t"


def _less_than_ru(words: list[str], k: int) -> bool:
    """Word ``k`` is Russian "менее" (less) with no "не" before it ("не менее": not less than, a minimum)."""
    return words[k] == "менее" and (k == 0 or words[k - 1] != "не")


def _upper_bound_before(text: str, words: list[str], starts: list[int], ends: list[int], i: int) -> bool:
    """An upper-bound word ("less", "maximum", "max") among the three words before the count at ``i``, in its
    sentence: not "max. 35 MB).\n\n2-5 years", whose bound belongs to the line before (a stop right after the
    word is its abbreviation's: "max. 2 years" stays bounded); Russian "менее" with no "не" before it ("не менее":
    not less than, a minimum) is "less than" too."""
    if i > 0 and _less_than_ru(words, i - 1):
        return True
    if words[max(0, i - 2) : i] in (["up", "to"], ["upp", "till"]) and (i < 3 or _number_at(words, i - 3) is None):
        return True  # "up to 3 years of experience", Swedish "Upp till 5 års erfarenhet": a ceiling, no minimum
    for k in range(max(0, i - 3), i):
        if words[k] in _UPPER_BOUND and not SENTENCE_BREAK.search(text, ends[k] + 1, starts[i]) and not (
                words[k] == "less" and k and words[k - 1] in ("no", "not")) and (  # ("no less than 3 years": a minimum)
                words[k] != "under" or k == i - 1):  # ("under pressure Minimum 6 months": "under" bounds only its count)
            return True
    return False


# the rest of a count's sentence refuses the applicants who have it (a new-graduate programme's ceiling)
_INELIGIBLE = re.compile(r"(?i)[^.!?\n]{0,80}?\b(?:(?:are|is) (?:not eligible|ineligible)|will not be (?:eligible|considered))\b")


_HEDGES = {"more", "than", "over", "almost", "nearly", "about", "around", "some", "well"}
# (not a level's floor, "Bachelor's degree or above 4+ years", nor a second diploma, "a comparable degree or certification
# at least 2 years": a new item follows them, glued where the list's line breaks were lost; nor the high-school diploma's
# equivalent, "High school diploma or GED with 1+ years experience": fields101, 3 unlabelled dev postings lost their count)
_QUALIFICATION_OR = re.compile(r"(?i)\b(?:(?:qualifications?|degree|diploma|certificate|certification|equivalent|g\.?e\.?d)[ \t]+|"
                               r"(?:university|college)[ \t]*[;,][ \t]*)or[ \t]+(?!above\b|higher\b|better\b|"
                               r"(?:an?[ \t]+)?(?:comparable[ \t]+|equivalent[ \t]+|similar[ \t]+)?"
                               r"(?:certification|certificate|diploma|degree|qualification)s?\b|g\.?e\.?d\b)(?:\w+[ \t]+){0,3}(?<!\t)$")
# the education named with its field before "or" and a minimum ("college education in <field> OR minimum of N years'
# experience", "a degree in <field>, <field>, or a related field or at least N years", "a degree or higher in <field> OR at
# least one year"): experience offered in its place, null (RUNNING_TEXT_RULES).
# No count between (a ladder's rung keeps its counts). fields96: 6 unlabelled dev postings lost such a count
_EDUCATION_OR_MINIMUM = re.compile(r"(?i)\b(?:education|degree|diploma|qualifications?|certificate|training)\b[^.;:!?\n*•<>\d]{0,100}?"
                                   r"(?:[^\S\n]|/)or[^\S\n]+(?:an?[ \t]+)?(?:minimum|min\.?|at least)(?:[ \t]+of)?[ \t]+$")
# (a tab right before the count parts two items of a flattened list: "Bachelor's degree or equivalent experience\t3+ years of
# experience in an executive assistant role" asks 3; fields93: 1 unlabelled dev posting of 3 with the shape)
# the degree named with its field before the alternative ("PhD in optics, remote sensing, or a close field, or 6+
# years of relevant experience", "Bachelor's degree in a relevant scientific discipline or 10+ years"): no count, bracket or
# sentence end between, and only a minimum word after the "or" ("High School Diploma or GED Minimum Four years" is no
# alternative: a second diploma comes after the "or")
_DEGREE_OR = re.compile(r"(?i)\b(?:degree|ph\.?\s?d\b\.?|doctorate|bachelor\S*|master\S*)[^.;:()*•\n\d+]{0,100}?[ \t,]or[ \t]+"
                        r"(?:at least[ \t]+|a minimum of[ \t]+|minimum[ \t]+|min\.?[ \t]+|over[ \t]+|more than[ \t]+)?$")
# a rung of a degree ladder after the count ("3+ years with a PhD or 6+ years with a Master's degree", "or 3 years for
# PhDs"): the count goes with a degree, it is no alternative to one
_RUNG_AFTER = re.compile(r"(?i)[^.;\n]{0,40}?\b(?:with|for)\s+(?:an?\s+|the\s+)?(?:ph\.?\s?d|doctora|master|bachelor|m\.?s\b|"
                         r"b\.?s\b|b\.?a\b|degree|advanced degree|graduate degree)")


def _degree_alternative(text: str, start: int, end: int) -> bool:
    """The count at [start, end) is offered in place of a degree named before it (see _DEGREE_OR), not asked."""
    return " or " in text[max(0, start - 25) : start].lower() and _DEGREE_OR.search(text, max(0, start - 140), start) is not None and (
        _RUNG_AFTER.match(text, end) is None)


# a degree named after the count as its alternative, with no count of its own ("2+ years industry experience or PhD",
# "3-5 years of work experience or a PhD in a science field"): experience offered in place of a degree, null
# (RUNNING_TEXT_RULES, gold84; gold26's alternative). Not a ladder's rung: a degree before the count in its sentence
# ("BS + 5 years or PhD") or a count after the degree ("or PhD with 3+ years") keeps the counts (attr6, line 136)
_DEGREE_AFTER = re.compile(r"(?i)[^.;\n•<]{0,70}?(?<!and/)\bor\s+(?:an?\s+)?(?:ph\.?\s?d\b\.?|doctorate|master\S*|m\.s\b\.?|"
                           r"advanced degree|graduate degree)[^.;\n•<]*")
_DEGREE_BEFORE = re.compile(r"(?i)\b(?:degree|bachelor\S*|b\.?s\b|b\.?a\b|m\.?s\b|master\S*|ph\.?\s?d|doctora\w*|diploma)")
_LINE_START = re.compile(r"(?:[.!?;]\s+(?=[A-Z])|\n|•|>)")


def _degree_after(text: str, start: int, end: int) -> bool:
    """The count at [start, end) is offered in place of a degree named after it (see _DEGREE_AFTER); not where the
    degree's rung holds a count or "without experience" of its own, nor where degrees are listed before the "or" ("with a
    Bachelors, MS or PhD": the degree asked beside the count)."""
    m = _DEGREE_AFTER.match(text, end)
    if m is None or has_digit(m.group()):
        return False
    cut = m.group().lower().rfind(" or ")
    if "experience" in m.group()[cut:].lower() or _DEGREE_BEFORE.search(m.group(), 0, cut) or not (
            _NUMBER_START.isdisjoint(words_of(m.group()[cut:]))):
        return False
    lo = max(0, start - 150)
    heads = [m.end() for m in _LINE_START.finditer(text, lo, start)]
    return _DEGREE_BEFORE.search(text, heads[-1] if heads else lo, start) is None


# a stop glued to the next sentence's capital by a lost space ("... equivalent work experience.Prior experience ...
# plan.Minimum 3-5 years of experience"): a sentence's end for the substitute test (fields87: a glued requirements list
# read the count as the degree's substitute; SENTENCE_BREAK itself is shared by every reader and stays)
_GLUED_STOP = re.compile(r"[.!?;](?=[A-ZÀ-ÖØ-Þ][a-zß-ÿ])")


def _unglued_sentence(text: str, pos: int) -> str:
    """The sentence around ``pos`` (sentence_at) cut at stops glued to the next word's capital."""
    start, end = sentence_bounds(text, pos)
    cuts = [m.end() for m in _GLUED_STOP.finditer(text, start, end)]
    lo = max([c for c in cuts if c <= pos], default=start)
    hi = min([c for c in cuts if c > pos], default=end)
    return text[lo:hi]


_PERSONS = {"candidate", "applicant", "who", "person", "individual", "you", "he", "she", "hire", "professional",
            "engineer", "manager", "nurse", "developer", "ideally", "also", "ideal"}
_SUBSTITUTE = re.compile(r"(?i)\b(?:in lieu of|instead of|substitut\w*|equivalent to (?:a|the) (?:degree|diploma)|"
                         r"in place of|anstelle|au lieu d)")
_ALTERNATIVE = {"or", "oder", "ou", "o", "alternatively", "alternately", "или",  # ("от 3-х лет или ... от 1 года")
                "atau", "eller"}  # Indonesian, Swedish ("minimal 2 tahun, atau ... minimal 1 tahun")
_CASE_JUNCTION = re.compile(r"(?<=[a-z])(?=[A-Z])")  # a lost line break between two words ("atauMemiliki")


_RUNG_WORDS = frozenset({"degree", "bachelor", "bachelors", "master", "masters", "doctorate", "phd", "diploma", "associate",
                         "graduate", "mba", "bs", "ba", "ms", "msc", "bsc"})


def _joined_as_alternatives(text: str, lo: int, hi: int) -> bool:
    """Whether an "or" between two counts joins them: not where a comma follows its last "or", which then closed a list
    inside the first item ("N+ years in A, B, or C,M+ years with D": two items of a flattened list, the largest asked), unless
    a degree rung follows an "or". fields105: 17 of the 23,297 unlabelled dev postings changed, 14 right, 1 wrong (a glued
    required/preferred block the preference test misses), 2 degree ladders whose rungs are both accepted."""
    between = _CASE_JUNCTION.sub(" ", text[lo:hi])  # (a word glued to the next by a lost line break: "atauMemiliki")
    words = words_of(between)
    joins = [k for k, w in enumerate(words) if w in _ALTERNATIVE]
    if not joins:
        return False
    # (a rung of a degree ladder after an "or" still is one: "N years, OR a master's and related experience, M years")
    return "," not in between[_last_word_end(between, words[joins[-1]]) :] or not _RUNG_WORDS.isdisjoint(words[joins[0] + 1 :])


def _last_word_end(between: str, word: str) -> int:
    """The offset in ``between`` right after its last whole-word ``word`` (case-insensitive)."""
    found = list(re.finditer(rf"(?i)(?<!\w){re.escape(word)}(?!\w)", between))
    return found[-1].end() if found else 0


def _alternatives(text: str, hits: list[tuple[float, int, int]]) -> list[tuple[float, int, int]]:
    """Items of one sentence joined by "or" are alternatives ("B.S. + 5 yrs, Master's + 3, or PhD"): only
    the lowest of them stays."""
    out: list[tuple[float, int, int]] = []
    for h in hits:
        if out and not _SENTENCE_GAP.search(text, out[-1][2], h[1]) and (nested := _NESTED.search(text, out[-1][2], h[1])) and (
                not _ALTERNATIVE & set(words_of(text[nested.end() : h[1]]))):
            continue  # a part of the requirement before it, not a requirement of its own
        if out and (not _SENTENCE_GAP.search(text, out[-1][2], h[1]) or _OR_RUNG.search(text, out[-1][2], h[1])) and (
                _joined_as_alternatives(text, out[-1][2], h[1]) or _LAST_RUNG.match(text, h[2])):
            if h[0] < out[-1][0]:
                out[-1] = h
            continue
        out.append(h)
    return out


# "7+ years of development or architecture experience, with at least 3 years in senior roles": a part of the
# first requirement, not an alternative to it
_NESTED = re.compile(r"\b(?:with at least|with a minimum|including|of which|thereof|davon|dont)\b")  # (lower case: "With at least" opens an item)
# (a list item's HTML tags part two items as a line break does: "<li>от 5 лет ...</li> ... <li>... или ...</li>")
# (a flattened list's inline bullet too: "* 2\+ years of experience with a tech company or in banking * 1 year of experience
# managing people" are two items, not alternatives; not after "or": "... service or * Have 3+ years ... or * Have 1+ years"
# lists entry routes; fields93)
_SENTENCE_GAP = re.compile(r"[.!?;]\s|\n|</?(?:li|p|ul)\b|(?<![Oo][Rr])\s[*•·▪●]\s")
# a rung of a degree ladder written as its own sentence: "... and 2+ years of experience. OR Master's degree and 1+ year"
_OR_RUNG = re.compile(r"[.;]\s+OR\s+[^.;\n]{0,120}$")
_LAST_RUNG = re.compile(r"[^.;\n]{0,12}?,\s{0,2}(?:or|oder|ou|o)\s")  # "..., Master's + 3 years, or PhD"


def _preferred(text: str, pos: int, lo: int) -> bool:
    """Whether the item at ``pos`` is a preference: its sentence says so, or the nearest heading above it
    (within its paragraph) is a "Preferred qualifications" one rather than a required one."""
    return bool(_PREFERRED_CUE.search(sentence_at(text, pos))) or _preferred_heading(text, pos, lo)


def _preferred_heading(text: str, pos: int, lo: int = 0) -> bool:
    """Whether the last cue in the 600 characters above ``pos`` (from ``lo``) is a preference, not a requirement."""
    window = text[max(lo, pos - 600) : pos]
    pref = [m.end() for m in _PREFERRED_CUE.finditer(window)]
    req = [m.end() for m in _REQUIRED_HEAD.finditer(window)]
    return bool(pref) and (not req or pref[-1] > req[-1])


# Chinese/Japanese "N年以上" (N years or more) inside a run of hanzi the tokenizer keeps whole ("3年以上相关工作经验",
# "実務経験5年以上"): read where an experience word (经验/經驗/経験/经历) stands in the same clause close by, so that a
# company's age ("成立20年以上") is not read. Gated on the two characters every match holds.
_CJK_YEARS = re.compile(r"(\d{1,2}|[一二两三四五六七八九十])\s?年以上")
_CJK_EXPERIENCE = re.compile(r"经验|經驗|経験|经历|經歷")
_CJK_CLAUSE_END = re.compile(r"[。；;\n!?！？]")
_CJK_NUMERALS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def _cjk_years(text: str) -> list[tuple[float, int, int]]:
    """"N年以上" beside an experience word in its clause: (N, start, end) each."""
    if "年以上" not in text:
        return []
    out = []
    for m in _CJK_YEARS.finditer(text):
        before = _CJK_CLAUSE_END.split(text[max(0, m.start() - 12) : m.start()])[-1]
        after = _CJK_CLAUSE_END.split(text[m.end() : m.end() + 25])[0]
        if _CJK_EXPERIENCE.search(before) or _CJK_EXPERIENCE.search(after):
            n = m.group(1)
            out.append((float(n) if n.isdigit() else float(_CJK_NUMERALS[n]), m.start(), m.end()))
    return out


# Russian names one year with no count after a minimum word: "Опыт работы от года", "не менее года", "более года", and half a
# year "от полугода" (a census of the unlabelled hh.ru postings: 12 "от года", 6 "не менее года", 3 "более/больше года", 1
# "от полугода"); read where the experience word stands a few words before in the same sentence ("менее года" alone is an
# upper bound: not read)
_YEAR_ALONE = {"года": 1, "полугода": 0.5}
_YEAR_ALONE_BEFORE = frozenset({"от", "менее", "более", "больше"})
_RU_EXPERIENCE = frozenset({"опыт", "опыта", "опытом", "стаж", "стажа", "стажем"})


def _year_alone(tokens: Tokens) -> list[tuple[float, int, int]]:
    """"опыт работы от года" and the like (see _YEAR_ALONE): (1 or 0.5, start, end) each."""
    vocab, words = tokens.vocab, tokens.words
    if vocab.isdisjoint(_YEAR_ALONE) or vocab.isdisjoint(_YEAR_ALONE_BEFORE) or vocab.isdisjoint(_RU_EXPERIENCE):
        return []
    out: list[tuple[float, int, int]] = []
    for k in range(1, len(words)):
        if words[k] not in _YEAR_ALONE or words[k - 1] not in _YEAR_ALONE_BEFORE:
            continue
        if _less_than_ru(words, k - 1):
            continue  # "менее года": less than a year
        cue = next((m for m in range(k - 2, max(-1, k - 11), -1) if words[m] in _RU_EXPERIENCE), None)
        if cue is None or SENTENCE_BREAK.search(tokens.text, tokens.ends[cue], tokens.starts[k]):
            continue
        out.append((_YEAR_ALONE[words[k]], tokens.starts[k - 1], tokens.ends[k]))
    return out


# A count written straight before "experience" with the year word left out ("2+ experience as Data Analyst", "3-5
# experience with the major cloud providers", "* 3 Work Experience Required", "at least 3 working experience"): years,
# as "1-3 PQE" is (fields76; a census of the 32,194 unlabelled dev postings: 28 such counts, 12 of them asked years and
# not read; the rest a pay's decimals "$54\\.82 Experience based", hashtags "#3 Experience", "9.2 experience" of a
# version). Read only with a "+", a range, a minimum word before it or opening a list item or line: a bare number
# inside a sentence may count something else
_BARE_COUNT = re.compile(r"(?i)(?<![\w.,$€£#\\/+:-])(\d{1,2})(\s*(?:-|–|to)\s*\d{1,2})?(\s*\+*)\s+"
                         r"(?:(?:work|working|related|relevant|professional|industry)\s+)?experiences?\b(?!\s+based)")
_BARE_MIN = re.compile(r"(?i)\b(?:at least|minimum(?: of)?|min\.?|range)\s*$")
_BARE_ITEM = re.compile(r"(?:^|\n)[ \t]*(?:[*•·-]|\d{1,2}[.)])?[ \t]*$")


def _bare_counts(text: str) -> list[tuple[float, int, int]]:
    """Counts of experience with no year word (see _BARE_COUNT): (years, start, end) each."""
    out: list[tuple[float, int, int]] = []
    if "xperience" not in text:
        return out
    for m in _BARE_COUNT.finditer(text):
        if not (m.group(2) or "+" in m.group(3) or _BARE_MIN.search(text, max(0, m.start() - 20), m.start())
                or _BARE_ITEM.search(text, max(0, m.start() - 12), m.start())):
            continue
        out.append((float(m.group(1)), m.start(), m.end()))
    return out


def _may_hold_bare_count(facts: TextFacts) -> bool:
    """_bare_counts' gate: its pattern anywhere in the text."""
    return "xperience" in facts.text and _BARE_COUNT.search(facts.text) is not None


def _asked_years(tokens: Tokens) -> list[tuple[float, int, int]]:
    """The counts of experience outside the perks sections ("after working three years" of a pension)."""
    hits = _years_hits(tokens)
    if bare := [b for b in _bare_counts(tokens.text) if not any(h[1] < b[2] and b[1] < h[2] for h in hits)]:
        hits = sorted(hits + bare, key=lambda h: h[1])
    if alone := _year_alone(tokens):
        hits = sorted(hits + alone, key=lambda h: h[1])
    if not tokens.text.isascii():
        hits = sorted(hits + _cjk_years(tokens.text), key=lambda h: h[1])
    if hits:  # (the perks sections are looked for only when there is something to drop)
        zones = offer_zones(tokens.text)
        hits = [h for h in hits if not in_zones(h[1], zones) or _experience_item(tokens.text, h[1])
                or _bold_label_between(tokens.text, zones, h[1]) or _asking_heading_between(tokens.text, zones, h[1])]
    return hits


# A requirements heading the perks zone ran past (offer_zones ends a zone only at the headings it shares with the work-mode
# and employment readers): "**What We Look For** * 1-5 years", "Who Are We Looking For?", "Is this you?", "What you need is:",
# "**Qualifications and Experience requirements:**", "EXPERIENCE AND EDUCATION", "Experience\n3 years", a heading glued to
# the text before ("... the team.RequirementsAt least 5 years", "environmentWho Are We Looking For?"). The heading opens a
# line, follows markup, a colon, a tab or a sentence's end, or is capitalised after a space or a glued small letter; it ends
# on markup, a colon, a question mark, a line end or a glued capital. fields93 census of the unlabelled dev postings: 81 with
# a count dropped as a perk (most a pension's, a bonus's or a firm's years); 17 read anew, 15 of them none -> the requirement
# (fields99: the singular "Requirement:" and Indonesian "Persyaratan"/"Kualifikasi" glued after a "Benefit:" line; fields101:
# "What You'll Bring" after a growth-opportunities line)
_ASKING_HEADING = re.compile(
    r"(?i)(?:what (?:we(?:'re| are)?|are we) look(?:ing)? for|who (?:we(?:'re| are)?|are we) looking for|is this you|"
    r"what you need(?: is)?|what you(?:['’]ll| will)? bring|(?:basic |minimum |preferred )?qualifications(?: (?:and|&) (?:skills|experience(?: requirements)?))?"
    r"(?: - \w+)?|requirements?|persyaratan|kualifikasi|experience and education|experience(?: range)*(?: \(years\))?)"
    r"(?:\*\*|</?\w+>|[ \t]*[:?\n\t]|(?=[A-Z*]))")
_HEADING_OPENS = re.compile(r"(?:^|[\n>*#•:\t.!?]|\s\s)[ \t]*$")


def _asking_heading_between(text: str, zones: list[tuple[int, int]], pos: int) -> bool:
    """A requirements heading (_ASKING_HEADING) stands between the start of the perks zone holding ``pos`` and ``pos``."""
    start = next((s for s, e in zones if s <= pos < e), None)
    if start is None:
        return False
    for m in _ASKING_HEADING.finditer(text, start + 1, pos):
        before = text[max(0, m.start() - 3) : m.start()]
        if _HEADING_OPENS.search(before) or text[m.start()].isupper() and (before[-1:].isalpha() or before[-1:] == " "):
            return True
    return False


# A bold label opening a bulleted list on the same line ("**Benefits:** Pension, ... **The Role:** * Lead ... **The
# Candidate:** * 5\+ years' experience"): a scraped board's flattened sections, the perks section ended there (fields73:
# offer_zones ends a zone at such a label only without the bold marks, which the employment and work-mode readers share)
_BOLD_LABEL = re.compile(r"\*\*[^*\n]{1,40}:\*\*[ \t]+\*[ \t]")


def _bold_label_between(text: str, zones: list[tuple[int, int]], pos: int) -> bool:
    """A bold label opening a list (_BOLD_LABEL) stands between the start of the perks zone holding ``pos`` and ``pos``."""
    start = next((s for s, e in zones if s <= pos < e), None)
    return start is not None and _BOLD_LABEL.search(text, start + 1, pos) is not None


# A list item that opens with a count of experience ("* 1 year of home care experience as a Registered Nurse (RN)."): a
# requirement even where a perks section seems to run on (a requirements list after the benefits with no heading between,
# nurseus: gold57), as no perk is written so
_EXPERIENCE_ITEM = re.compile(r"(?i)\d{1,2}\+?\s*(?:years?|yrs?)\s+of\s+(?:[\w-]+\s+){0,4}?experience\b")
_ITEM_OPENING = re.compile(r"(?:^|\n)[ \t]*(?:[*•·-]|\d{1,2}[.)])[ \t]*$")


def _experience_item(text: str, start: int) -> bool:
    """The count at ``start`` opens a list item "N years of ... experience" (see _EXPERIENCE_ITEM)."""
    return _EXPERIENCE_ITEM.match(text, start) is not None and _ITEM_OPENING.search(text, max(0, start - 12), start) is not None


# Applicants without experience accepted, written as a new graduate named beside a word of welcome in one sentence ("we
# welcome applications from both experienced professionals and new graduates", "will accept new graduates", "Newly qualified
# nurses will be considered", "les débutant(e)s sont les bienvenus", "Are you a new graduate nurse?"): 0, the lowest accepted.
# Not where the sentence refuses them ("we can't consider newly qualified nurses") nor where no welcome is said ("Grace
# periods for new graduates"). A title for them ("Software Engineer - New College Grad") and a sentence seeking them
# ("Seeking enthusiastic student or recent graduate") accept them too. A first job ("Premier emploi - Ingénieur(e)") is the
# same applicant (RUNNING_TEXT_RULES, gold55: 0).
_NEW_GRADUATE = re.compile(r"(?i)\b(?:new(?:ly)? (?:college )?grad(?:uate)?s?|recent(?:ly)? (?:college )?grad(?:uate)?s?|"
                           r"newly[- ]qualified|d[ée]butant(?:\(e\)|e)?s?|jeunes? dipl[ôo]m[ée](?:\(e\)|e)?s?|"
                           r"reci[ée]n (?:graduad|titulad|egresad)[oa]s?|rec[ée]m[- ]formad[oa]s?|premiers? emplois?|"
                           r"выпускник(?:и|ов|а|ам)?)(?!\w)")
_WELCOME = re.compile(r"(?i)\b(?:welcom\w*|accept\w*|consider\w*|encourag\w*|bienvenu\w*|bienvenid\w*|bem[- ]vind\w*|"
                      r"invit\w*|open to|applications? from|(?:may|can|to) apply|eligible|postuler|are you an?|designed for|"
                      r"suit\w*|ideal for|aceptamos|acept\w*|aceit\w*|acceptons|accept[ée]\w*|seek\w*|"
                      # Russian: "возможно - выпускник", "рассмотрим выпускников", "от 2 лет ... или выпускник ВУЗа"
                      r"возможн\w*|рассмотр\w*|или выпускник\w*|"
                      # French "débutant(e) ou expérimenté(e)" / "... ou confirmé": beginners offered the job beside the
                      # experienced (fields74: 6 unlabelled dev postings say it, each of the job's applicants)
                      r"ou (?:exp[ée]riment|confirm)\w*|(?:exp[ée]riment|confirm)[ée]?(?:\(e\)|e)?s? ou\b|"
                      # the graduate programme's applicant: "A final year student or recent graduate with a relevant degree"
                      # (fields87: 4 unlabelled dev postings read no count)
                      r"(?:final|penultimate)[- ]year students? ?(?:or\b|/))")
# ("Experience: No minimum requirement, new graduates welcomed": the "no" waives a minimum, it refuses no one; fields81: one
# nurse template, 3 unlabelled dev postings)
_REFUSED = re.compile(r"(?i)\b(?:not|cannot|can't|can’t|unable|won't|no(?! minimum\b)|ne|pas|sin|não|не (?:рассматр|принима|подойд)\w*)\b")
# (Russian "выпускник", a graduate, is one word: it is its own first word; a census of the unlabelled hh.ru postings found it
# beside "возможно", "рассмотрим", "можно" or "или" after a count as applicants accepted, and as the firm's staff otherwise)
_RU_GRADUATE = ("выпускник", "выпускники", "выпускников", "выпускника", "выпускникам")
_NEW_GRADUATE_WORDS = frozenset({"graduate", "graduates", "grad", "grads", "qualified", "debutant", "debutants", "debutante",
                                 "debutantes", "diplome", "diplomes", "diplomee", "diplomees", "graduado", "graduados",
                                 "graduada", "graduadas", "titulado", "titulados", "egresado", "egresados", "formado",
                                 "formados", "formada", "formadas", "emploi", "emplois", *_RU_GRADUATE})
# A word each _NEW_GRADUATE match holds too, folded (its first): a text with none is not scanned (a case-blind
# alternation is tried at every position); "ı", which a case-blind "i" matches and folding keeps, aside
_NEW_GRADUATE_FIRST = frozenset({"new", "newly", "recent", "recently", "debutant", "debutante", "debutants", "debutantes",
                                 "jeune", "jeunes", "recien", "recem", "premier", "premiers", *_RU_GRADUATE})


# German career changers ("Quereinsteiger") welcome or sought, as the job's applicants: no experience of the trade asked, 0
# (RUNNING_TEXT_RULES: "Quereinsteiger ... sind gerne willkommen" is 0, as "applicants without experience can apply"). Read
# in the title (the job is offered to them) or where its sentence welcomes or offers them the job, or names them as the
# alternative to a training ("Ausbildung oder Quereinsteiger"); not an agency's list of everyone it places ("Vom Helfer,
# Quereinsteiger bis hin zum Doktor - bei uns sind Sie richtig"), nor a sentence that refuses them. A census of the 33,836
# unlabelled dev postings: 35 name them, main read no experience in 31
_CAREER_CHANGER = re.compile(r"(?i)\bquereinsteig\w*")
_CHANGER_WELCOME = re.compile(r"(?i)\b(?:willkommen|chance|gerne?|auch|ebenso|oder|suchen|bieten|freuen|geeignet|m[öo]glich)\b")
_CHANGER_REFUSED = re.compile(r"(?i)\b(?:keine?|nicht)\b")


def _welcomed(text: str, who: re.Pattern[str], welcome: re.Pattern[str], refused: re.Pattern[str]
              ) -> list[tuple[float, int, int]]:
    """Each mention of ``who`` in the title line, or in a sentence that ``welcome`` finds and ``refused`` does not: the
    job is offered to them, (0, start, end) each."""
    title = title_end(text)
    out = []
    for m in who.finditer(text):
        sentence = sentence_at(text, m.start(), reach=160)
        if (m.start() < title or welcome.search(sentence)) and not refused.search(sentence):
            out.append((0.0, m.start(), m.end()))
    return out


def _career_changers_welcome(text: str) -> list[tuple[float, int, int]]:
    """Where career changers are welcome as applicants (see _CAREER_CHANGER): (0, start, end) each."""
    if "uereinsteig" not in text:
        return []
    return _welcomed(text, _CAREER_CHANGER, _CHANGER_WELCOME, _CHANGER_REFUSED)


def _final_project_offered(text: str) -> list[tuple[float, int, int]]:
    """An end-of-studies internship (PFE) offered: its students accept no experience, (0, start, end)."""
    span = final_project_offered(text)
    return [] if span is None else [(0.0, *span)]


# A working student (Werkstudent:in, Werkstudierende, Working Student) named in the title is the job: a student employed
# beside their studies, so students are sought (RUNNING_TEXT_RULES: 0). Title only: the fields34 census of the unlabelled
# corpus found the shape in 30 titles, each a working-student job; the 15 postings naming it only in the body use it for
# prior experience asked ("Praktika oder Werkstudententätigkeiten"), perks of other staff or HR duties.
# A Brazilian internship (estagiário/a, estágio) in the title is the same shape (fields36): the census of the unlabelled
# corpus found it in 27 titles (brvagas, one basf), each an internship for students ("Cursando ...", "bolsa-auxílio").
# A Chilean professional internship (práctica, "Alumno/a en práctica", practicante) in the title is the same shape
# (fields47): the census of the unlabelled corpus found the word in 181 titles (173 clrec, 5 esli, 3 basf), each opening
# with "Práctica(s)" or "Alumno/a en práctica", each an internship for students.
# A German "Studentische(r) Mitarbeiter(in)" / "Studentische Hilfskraft" (a student assistant) in the title is the same
# shape by its name (fields54): the census of the unlabelled corpus found it in 7 titles (badata 5), each a student job.
# A Swedish "LIA-praktik" / "LIA-praktikant" (workplace learning, a part of a YH programme) in the title is the same shape
# (fields50; RUNNING_TEXT_RULES, gold57: an LIA intern is a student, 0): one title in the corpus, no other "LIA" title.
_WORKING_STUDENT = re.compile(r"(?i)\b(?:werkstudent(?:in|en|innen)?|werkstudierende[rn]?|working students?|"
                              r"estagi[áa]ri[oa]s?(?:\(a\))?|est[áa]gios?|pr[áa]cticas?|practicantes?|"
                              r"lia[- ]praktik(?:ant)?|studentische[rn]? (?:mitarbeiter|hilfskraft|aushilfe)\w*)(?!\w)")
# in the lowered title; every match holds one (the práctica part reads "practical" too: YEARS_TRIGGER takes its words)
_STUDENT_WORKER_GATE = ("erkstud", "orking stud", "estagi", "estági", "lia-praktik", "lia praktik", "studentisch")
_WORKING_STUDENT_GATE = (*_STUDENT_WORKER_GATE, "ráctic", "practic")
# the práctica words, folded, for YEARS_TRIGGER ("practic" as a substring of the whole text would fire on "practical")
_PRACTICA_WORDS = ("practica", "practicas", "practicante", "practicantes")
# a count of experience stated outright ("1-2 years of experience", "2 Jahre Berufserfahrung") keeps the count: the diff
# found one working-student post asking it; the other counts the title's posts hold are the assignment's length
# ("mindestens ein Jahr lang", "for 6 months", "1 year left of your studies"), which the students-sought 0 replaces
_EXPERIENCE_COUNT = re.compile(r"(?i)\b\d+(?:\s*[-–]\s*\d+)?\+?\s*(?:years?|yrs?|jahre?n?|a[nñ]os?)\b\W*(?:\w+\W+){0,2}?"
                               r"(?:experience|(?:berufs)?erfahrung|experi[êe]ncia)")


def _working_student_title(text: str) -> list[tuple[float, int, int]]:
    """A working-student job named in the title line and no count of experience stated: (0, start, end), or nothing."""
    end = title_end(text)
    title = text[:end].lower()
    if not any(g in title for g in _WORKING_STUDENT_GATE):
        return []
    m = _WORKING_STUDENT.search(text, 0, end)
    if m is None or _EXPERIENCE_COUNT.search(text):
        return []
    return [(0.0, m.start(), m.end())]


# A graduate-study post named in the title line is the job: a PhD or master's student's assistantship, position or
# studentship ("PhD Assistantship - ...", "Ph.D./MS Positions: ...", "Graduate Research Assistant", "Doctoral student in
# ...", "Master Thesis Student"), so students are sought (RUNNING_TEXT_RULES: PhD-student assistantships 0, as audit1 and
# the fellowship reading). Title only, as the working student: the body names students served or taught. Not "Graduate
# Position/Opportunity" (a graduate scheme, which may ask experience) nor a bare "PhD" (a degree asked of a researcher).
_STUDY = r"(?:ph\.?\s?d\.?|m\.\s?sc?\.?|msc|ms|masters?|master['’]s|doctoral)"
_GRADUATE_STUDY_POST = re.compile(
    rf"(?i)\b(?:{_STUDY}(?:\s*(?:/|,|&|or|and)\s*{_STUDY})*\s*[-–:]?\s*(?:(?:graduate|research|teaching|thesis|student)\s+){{0,2}}"
    r"(?:students?|studentships?|positions?|opportunit(?:y|ies)|assistan(?:t(?:ship)?|ship)s?|candidates?|fellowships?)|"
    r"graduate\s+(?:(?:research|teaching|student)\s+)?(?:assistan(?:t(?:ship)?|ship)s?|students?)|"
    r"(?:research|teaching)\s+assistant?ships?)(?!\w)")
# in the lowered title; every match holds one (its noun)
_GRADUATE_STUDY_GATE = ("student", "assistan", "position", "opportunit", "candidate", "fellowship")
# a board's label stating the count ("Experience Required: at least 2 years") keeps it, as _EXPERIENCE_COUNT does: the
# fields41 corpus diff found five assistantships of one board with it
_EXPERIENCE_LABEL_COUNT = re.compile(r"(?i)\bexperience required\W{0,5}(?:at least\s+)?\d+(?:\.\d+)?\s*(?:years?|months?)\b")


def _title_post(text: str, gate: tuple[str, ...], post: re.Pattern[str]) -> re.Match[str] | None:
    """The post ``post`` names in the title line (which holds one of ``gate``) when the text states no count of
    experience, or None."""
    end = title_end(text)
    title = text[:end].lower()
    # a first line naming experience is no title: keyvalues reads an "Experience: ..." line on its own, whose
    # "research assistantship" is prior experience asked, not the job
    if not any(g in title for g in gate) or "experience" in title:
        return None
    m = post.search(text, 0, end)
    if m is None or _EXPERIENCE_COUNT.search(text) or _EXPERIENCE_LABEL_COUNT.search(text):
        return None
    return m


def _graduate_study_title(text: str) -> list[tuple[float, int, int]]:
    """A PhD or master's student's post named in the title line and no count of experience stated: (0, start, end), or
    nothing."""
    m = _title_post(text, _GRADUATE_STUDY_GATE, _GRADUATE_STUDY_POST)
    return [] if m is None else [(0.0, m.start(), m.end())]


# An internship named in the title line ("Marketing Intern", "Summer Internship", "Praktikum (m/w/d) ...", "Offre de stage",
# "Magang ...") whose body names its applicant a student ("currently studying", "laufendes Studium", "étudiant(e)",
# "mahasiswa", "undergraduate", "enrolled", "recent graduates") is a post for students: 0 (RUNNING_TEXT_RULES: a posting
# that seeks students or recent graduates accepts no experience). An internship title with no student named in the body is
# left (an open question of the rules: an English "Intern" with no enrolment stated), as are apprentices and trainees (the
# rules keep an apprenticeship or trainee programme naming no students null). French "stage" only in its French shapes
# ("Stage Manager" is a theatre job). Hand-written: no library reads who a post is for. Census of the unlabelled corpus
# (fields54, title line): an English intern word in 524 titles (392 with a student word in the body), Praktikum/Praktikant
# in 50 (44), a French stage shape in 11 (3), "magang" in 2.
_INTERNSHIP_TITLE = re.compile(r"(?i)\b(?:intern(?:s|ships?)?|(?:berufs|jahres|sommer|fach|vor)?praktik(?:um|a|ant|antin|anten|antinnen)|praktikumsstellen?|"
                               r"pflichtpraktikum|offre de stage|stages? (?:de|d['’]|en|pfe)|stagiaires?|magang)(?!\w)")
# in the lowered title; every match holds one
_INTERNSHIP_GATE = ("intern", "praktik", "stage", "magang")
# every match is one of these words (folded), for YEARS_TRIGGER ("intern" as a substring would fire on "international")
_INTERNSHIP_WORDS = ("intern", "interns", "internship", "internships", "praktikum", "praktika", "praktikant", "praktikantin",
                     "praktikanten", "praktikantinnen", "praktikumsstelle", "praktikumsstellen", "pflichtpraktikum", "stage",
                     # (German compounds: "Berufspraktikum", "Jahrespraktikum"; fields71)
                     "berufspraktikum", "berufspraktika", "jahrespraktikum", "jahrespraktika", "sommerpraktikum", "sommerpraktika",
                     "fachpraktikum", "fachpraktika", "vorpraktikum", "vorpraktika",
                     "stages", "stagiaire", "stagiaires", "magang")
# the applicant named a student or a new graduate in the body (a study being followed, not one completed)
_STUDY_CUE = re.compile(r"(?i)\b(?:(students?|student(?:\*|:)?in(?:nen)?|studierende[nr]?|[ée]tudiant(?:e|\(e\))?s?|"
                        r"mahasiswa|estudiantes?)|studierst|(?:sie|du) studieren|studium|studiums|(?<!by )studying|"
                        r"(?:ongoing|current) studies|enrol(?:led|ment|lment)|"
                        # a degree pursued, not "pursuing patents" or "the innovation we are pursuing"
                        r"pursuing(?=\W+(?:[\w'’.-]+\W+){0,5}?(?:degree|bachelor|master|ph\.?d|mba|b\.?\s?sc?\b|m\.?\s?sc?\b|"
                        r"b\.?a\b|diploma|undergraduate|graduate|stud(?:y|ies)|program|course|pharm))|degrees? you are pursuing|"
                        # an undergraduate (a student), not "an undergraduate degree" asked
                        r"undergraduates?(?! (?:or (?:post)?graduate )?(?:degree|qualification|diploma|level))|"
                        r"final[- ]year|penultimate[- ]year|"
                        r"(?:fresh|recent|new) graduates?|"
                        r"working towards? (?:an? |the |your )?(?:[\w'’]+ ){0,2}(?:degree|ph\.?d|master|bachelor)\w*)(?!\w)")
# students a job's product or firm serves, beside the shared guard's teaching words (the fields54 corpus diff: "apoyar a
# estudiantes", "how students learn", "the International Student Identity Card"): no applicant named
_STUDENTS_SERVED_HERE = re.compile(r"(?i)\b(?:(?:apoy|support|help)\w* (?:a |to |the |our )?(?:[\w-]+ )?(?:estudiantes|students)|"
                                   r"students? learn|para estudiantes|student (?:identity|id|card|loans?|union|housing)|"
                                   # an audience or an employer's everyone ("among ... academics and students", "career
                                   # opportunities for students, university graduates and professionals")
                                   r"(?:academics|teachers|parents|professors|faculty|pupils|researchers),? (?:and |& )?students|"
                                   r"(?:students|studierende), (?:university graduates|hochschulabsolventen),? (?:and|und) "
                                   r"professionals)\b")
# "abgeschlossenes Studium" (a completed degree) and the like: a study finished, not followed - unless an ongoing one is
# named beside it ("ein laufendes oder abgeschlossenes Studium": students accepted, RUNNING_TEXT_RULES gold46)
_STUDY_DONE = re.compile(r"(?i)\b(?:abgeschlossen\w*|completed|completion of|graduated from)\W+(?:\w+\W+){0,3}$")
_STUDY_ONGOING = re.compile(r"(?i)\b(?:laufend\w*|current\w*|ongoing|in progress)\W+(?:\w+\W+){0,4}$")


def _internship_title_for_students(tokens: Tokens) -> list[tuple[float, int, int]]:
    """An internship named in the title line, a student or new graduate named as its applicant in the body, and no count
    of experience stated or read: (0, start, end) of the title's word, or nothing."""
    text = tokens.text
    m = _title_post(text, _INTERNSHIP_GATE, _INTERNSHIP_TITLE)
    if m is None:
        return []
    for cue in _STUDY_CUE.finditer(text, title_end(text)):
        before = text[max(0, cue.start() - 60) : cue.start()]
        if _STUDY_DONE.search(before) and not _STUDY_ONGOING.search(before):
            continue
        # a student noun may name the students a job serves ("tutoring students"); a study verb names the applicant's
        sentence = sentence_at(text, cue.start(), reach=200) if cue.group(1) else ""
        if not (STUDENTS_SERVED.search(sentence) or _STUDENTS_SERVED_HERE.search(sentence)):
            # a count read anywhere ("6 months of relevant experience") is the post's ask, kept (the first corpus diff)
            return [] if _asked_years(tokens) else [(0.0, m.start(), m.end())]
    return []


# An enrolled student asked as a requirement ("Currently enrolled in a Bachelor's degree program in ...", "Must be
# enrolled in a full-time degree program", "Be currently enrolled in any major at a university in ...", "You're currently
# enrolled in college", "Must be a first year student in a two year ... MBA program"): the hire is a student, so no
# experience is asked (RUNNING_TEXT_RULES: students sought = 0). Hand-written (no library reads who a requirement names):
# the fields47 census of the unlabelled corpus found "enrolled in" + a study word in 168 postings; it is the applicant's
# requirement only where it opens an item or follows "must (be)" / "currently" / "be" - elsewhere it names staff put on a
# residency or sales training programme, landowners in a conservation programme, or an RN's bridge programme.
# fields84: also "Current enrollment in an NLN approved nursing program", "Currently enrolled in good standing at an
# accredited nursing program" (the standing words between), "Must be currently enrolled in a professional school of
# nursing" (13 unlabelled dev postings, nurse externs and techs, read no years)
_ENROLLED = re.compile(r"(?i)\benroll(?:ed|ment) in (?:good (?:academic )?standing (?:at|in) )?(?:an? |the |any )?"
                       r"(?:[\w'’-]+ ){0,5}?(?:degree|bachelor\S*|master\S*|mba|"
                       r"ph\.?d|pharmd|undergraduate|graduate|universit(?:y|ies)|college|program(?:me)?|school of nursing|"
                       r"nursing school)\b")
_ENROLLED_BEFORE = re.compile(r"(?i)(?:(?:^|[\n*•·>:;.!?]|<li>)\s*(?:(?:are|be|you(?:['’]re| are))\s+)?(?:currently\s+)?|"
                              r"\bmust (?:be )?(?:currently )?|\bcurrently |\bcurrent )$")
_MUST_BE_STUDENT = re.compile(r"(?i)\bmust be an? (?:[\w-]+ ){0,3}?student in an? (?:[\w()-]+ ){0,10}?program(?:me)?\b")
# a programme that is no study of the applicant's (the census' staff programmes; an RN's bridge or BSN completion; an
# apprentice's trade programme, which is no university or college study)
_NOT_STUDY = re.compile(r"(?i)\b(?:residency|training|orientation|bridge|completion|apprentic\w*|conservation|benefits?|"
                        r"retirement|wellness)\b")
# a deadline after the programme ("enrol in a BSN program within 1 year of starting"): a licensed hire's duty
_DEADLINE_AFTER = re.compile(r"(?i)^\W{0,3}within\b")
# every _ENROLLED match holds "nrolled"; every _MUST_BE_STUDENT one "ust be a" and the word student, which
# STUDENTS_TRIGGER already names (YEARS_TRIGGER takes "nrolled" alone: "must be able" is in most texts)
_ENROLLED_GATE = "nrolled"
_ENROLLMENT_GATE = "nrollment in"
# the Philippine boards' "Currently taking (up) a Bachelor's degree in ...", "Must be currently taking a degree in ... or any
# related course" (fields84: 6 unlabelled dev postings, interns and student assistants, read no years); read as "enrolled in"
_TAKING = re.compile(r"(?i)(?<=currently )taking (?:up )?(?:an? |any )?(?:[\w'’/-]+ ){0,6}?(?:degree|bachelor\S*|course|"
                     r"program(?:me)?)\b")
_TAKING_GATE = "urrently taking"
_MUST_BE_GATE = "ust be a"
_STUDENT_WORD = frozenset({"student", "students"})


def _enrolled_student_sought(tokens: Tokens) -> list[tuple[float, int, int]]:
    """An enrolled student asked as the job's requirement and no count of experience read anywhere: (0, start, end)
    each. (A count beside it is a licensed hire's: "... enrolled in a BSN program with two years of experience as an RN".)"""
    text = tokens.text
    enrolled = _ENROLLED_GATE in text or _ENROLLMENT_GATE in text
    taking = _TAKING_GATE in text
    must_be = _MUST_BE_GATE in text and not tokens.vocab.isdisjoint(_STUDENT_WORD)
    if not (enrolled or must_be or taking):
        return []
    out = []
    found = [*(_ENROLLED.finditer(text) if enrolled else ()), *(_TAKING.finditer(text) if taking else ())]
    for m in found:
        if (_ENROLLED_BEFORE.search(text, max(0, m.start() - 40), m.start()) and not _NOT_STUDY.search(text, m.start(), m.end() + 16)
                and not _DEADLINE_AFTER.search(text[m.end() : m.end() + 12])):
            out.append((0.0, m.start(), m.end()))
    if must_be:
        out += [(0.0, m.start(), m.end()) for m in _MUST_BE_STUDENT.finditer(text) if not _NOT_STUDY.search(m.group())]
    if not out or _asked_years(tokens):
        return []
    return sorted(out, key=lambda h: h[1])


# A thesis post named in the title line ("Master Thesis - ...", "Masterarbeit: ...", "Bachelor-/Masterarbeit in ...",
# "Masterand:in ...", "Abschlussarbeit ...", "Tesis de máster"): the hire writes a thesis, a student (RUNNING_TEXT_RULES line
# 2092 and gold84: a master-thesis post is 0). Title only, as the graduate-study title: the body of a research post may
# name theses it supervises ("Du betreust Bachelor- und Masterarbeiten") or one sent as a writing sample. fields76 census
# of the 32,194 unlabelled dev postings: 9 such titles read no experience, none a count.
_THESIS_TITLE = re.compile(r"(?i)\b(?:(?:master|bachelor|diplom|abschluss)(?:\s*-\s*/?\s*|\s+)?(?:arbeit(?:en)?|thesis)|"
                           r"(?:master|bachelor)['’]?s?\s+thesis|thesis\s+(?:student|position|project)|"
                           r"(?:master|bachelor|diplom)and(?:(?::|\*|_)?in(?:nen)?)?|tesis de (?:m[aá]ster|grado)|"
                           r"stage de fin d['’][ée]tudes)(?!\w)")
# in the lowered title; every match holds one
_THESIS_GATE = ("thesis", "arbeit", "masterand", "bachelorand", "diplomand", "tesis", "fin d")


def _thesis_title(text: str) -> list[tuple[float, int, int]]:
    """A thesis post named in the title line (see _THESIS_TITLE) and no count of experience stated: (0, start, end)."""
    m = _title_post(text, _THESIS_GATE, _THESIS_TITLE)
    return [] if m is None else [(0.0, m.start(), m.end())]


# A degree being pursued asked as a requirement ("Pursuing a degree in Computer Science ...", "Candidates must be pursuing
# a bachelor's or master's level degree", "graduates who are currently pursuing a Masters or Bachelors degree"): the hire
# is a student, no experience asked (RUNNING_TEXT_RULES: students sought 0; line 2094's "Currently pursuing a degree or
# diploma" 0), as _enrolled_student_sought's "enrolled in". Only opening an item or sentence or after "currently"/"must
# be" (_ENROLLED_BEFORE), and not where a count is read. fields76 census: 8 such postings of the pool read no experience.
_PURSUING = re.compile(r"(?i)\bpursuing (?:an? |the |your )?(?:[\w'’-]+ ){0,4}?(?:degree|bachelor\S*|master\S*|ph\.?d|mba|"
                       r"diploma|undergraduate)(?!\w)")
_PURSUING_GATE = "ursuing"


def _pursuing_student_sought(tokens: Tokens) -> list[tuple[float, int, int]]:
    """A degree being pursued asked of the applicant (see _PURSUING) and no count read: (0, start, end) each."""
    text = tokens.text
    if _PURSUING_GATE not in text:
        return []
    out = [(0.0, m.start(), m.end()) for m in _PURSUING.finditer(text)
           if _ENROLLED_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _opens_item(text, m.start())]
    if not out or _asked_years(tokens):
        return []
    return out


# A Brazilian higher-education course accepted while under way ("Ensino superior completo ou cursando", "Superior cursando
# em ...", "Ensino superior em andamento ou concluído", "Cursando ensino superior"): students are accepted, no experience
# asked (RUNNING_TEXT_RULES line 1729 and gold82/gold85: "cursando ou completo" 0). Not where it is only a plus ("Diferenciais:
# Ensino superior cursando" under a required "Ensino médio completo": a wish, not who is sought) nor where a count is read.
# fields76 census of the 32,194 unlabelled dev postings: 160 hold "completo ou cursando" or its shapes, 148 read no experience.
_STUDYING_PT = re.compile(r"(?i)\b(?:(?:ensino |curso |forma[çc][ãa]o )?superior|gradua[çc][ãa]o|faculdade)\b[^\n;.]{0,40}?"
                          r"\b(?:cursando|em andamento)\b|\bcursando (?:o |a )?(?:ensino |curso )?(?:superior|gradua[çc][ãa]o|faculdade)\b"
                          # a final-year student accepted beside the graduate ("cursando o último ano ou possuam formação
                          # superior completa"; RUNNING_TEXT_RULES "a final-year student also accepted" gives 0)
                          r"|\bcursando (?:o |a )?[úu]ltimo (?:ano|semestre|per[íi]odo)\b[^\n;.]{0,60}?\b(?:superior|gradua[çc][ãa]o)\b")
# (the pattern ignores case, so the gate does too: "Ensino Superior Cursando ou Completo" is written capitalised on many
# boards; fields105: a gate of the lower-case words alone let those postings read no experience; 13 unlabelled dev
# postings changed, all read right)
_STUDYING_GATE = ("ursando", "URSANDO", "ndamento", "NDAMENTO")
_WISH_PT = re.compile(r"(?i)desej[áa]ve|diferencia")
# the last heading word before the course (a wish heading, or a required one after it)
_HEAD_PT = re.compile(r"(?i)desej[áa]ve|diferencia|requisito|obrigat[óo]ri|necess[áa]ri|forma[çc][ãa]o\b|qualifica[çc]")
_POSTGRADUATE_PT = re.compile(r"(?i)p[óo]s[- ]?gradua|especializa|mestrado|\bmba\b")
# Experience asked with no count ("Experiência na área.", "Sólida experiência em ...", "Vivência prévia/estágio ...",
# "Necessário vivência em indústria", "Ter experiência em operações", "... e experiência em indústria"): the ad states
# experience, so the accepted course does not make it 0 (the lead's reading of 12-06, fields78: "0 where nothing else
# states experience"). Either a line opening with it (after a bullet and a "required"/"have" word) or the word followed
# by what it is in ("em", "com", "na área", "prévia", "anterior"); not the customer's or patient's experience, a trial
# period ("período de experiência"), nor a clause that wishes for it or says it is not needed.
_EXPERIENCE_ASKED_PT = re.compile(
    r"(?im)^[^\w\n]*(?:(?:requisitos?|obrigat[óo]ri[oa]s?|necess[áa]ri[oa]|imprescind[íi]vel|é|ter|possuir|a|uma)"
    r"[^\S\n]*:?[^\S\n]*){0,4}(?:s[óo]lida |ampla |boa )?(?:experi[êe]ncia|viv[êe]ncia)\b"
    r"(?! (?:d[oa]s?|de) (?:paciente|cliente|usu[áa]rio|consumidor))"
    r"|(?<!per[íi]odo de )\b(?:experi[êe]ncia|viv[êe]ncia)(?: (?:s[óo]lida|pr[ée]via|anterior|comprovada|profissional))?"
    r" (?:em|com|na|no|nas|nos|pr[ée]via|anterior|comprovada)\b")
_NOT_ASKED_PT = re.compile(r"(?i)desej[áa]ve|diferencia|\bn[ãa]o\b|\bsem\b")
_PREFERRED_PT = re.compile(r"(?i)preferencial")
_CLAUSE_END = re.compile(r"[\n;.]")
_HEADING_LINE = re.compile(r"(?m)^[^\n]*:[^\S\n]*$")  # a line ending with a colon ("Requisitos desejáveis:")


def _experience_asked_pt(text: str) -> bool:
    """A required experience clause with no count (_EXPERIENCE_ASKED_PT), not a wish nor under a wish heading."""
    for m in _EXPERIENCE_ASKED_PT.finditer(text):
        end = _CLAUSE_END.search(text, m.end())
        start = max(text.rfind(c, 0, m.start()) for c in "\n;.") + 1
        if _NOT_ASKED_PT.search(text, start, len(text) if end is None else end.start()) or _PREFERRED_PT.search(
                text, start, m.start()):
            continue  # "Desejável experiência em ...", "Experiência em X será um diferencial", "Preferencialmente ..."
        heads = list(_HEADING_LINE.finditer(text, max(0, m.start() - 300), m.start()))
        if heads and _WISH_PT.search(heads[-1].group()):
            continue
        return True
    return False


def _studying_pt_accepted(tokens: Tokens) -> list[tuple[float, int, int]]:
    """A higher-education course under way accepted (see _STUDYING_PT) and no count read: (0, start, end) each."""
    text = tokens.text
    if not any(g in text for g in _STUDYING_GATE):
        return []
    out = []
    for m in _STUDYING_PT.finditer(text):
        if _POSTGRADUATE_PT.search(text, max(0, m.start() - 6), m.start() + 12):
            continue  # "Pós-graduação (mínimo cursando)" beside a completed degree: a graduate sought, not a student
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if line_end - line_start > 300:  # a whole ad on one line (a careers site's page): the sentence, not the line
            line_start = max(line_start, *(text.rfind(c, 0, m.start()) + 1 for c in ".;"))
            line_end = min(e for e in (text.find(".", m.end()), text.find(";", m.end()), line_end) if e >= 0)
        heads = list(_HEAD_PT.finditer(text, max(0, m.start() - 300), m.start()))
        if _WISH_PT.search(text, line_start, line_end) or (
                heads and _WISH_PT.match(heads[-1].group())):
            continue  # a plus ("Desejável:", "Diferenciais", "... será considerado como diferencial")
        out.append((0.0, m.start(), m.end()))
    if not out or _asked_years(tokens) or _experience_asked_pt(text):
        return []
    return out


def _students_as_a_rule(tokens: Tokens) -> list[tuple[float, int, int]]:
    """A post normally held by university students (:func:`students_as_a_rule`) where no count of experience is read:
    (0, start, end) each ("2+ years experience in data entry" asked of one such post keeps its 2)."""
    spans = students_as_a_rule(tokens)
    return [] if not spans or _asked_years(tokens) else [(0.0, s, e) for s, e in spans]


def _new_graduates_welcome(tokens: Tokens) -> list[tuple[float, int, int]]:
    """The statements that a new graduate, a university student, a final-project intern or a career changer is
    welcome: (0, start, end) each."""
    students = [(0.0, start, end) for start, end in students_sought(tokens)]
    students += _apart_from(students, [(0.0, s, e) for s, e in students_of_any_field_sought(tokens)])
    students += _apart_from(students, _final_project_offered(tokens.text))
    students += _career_changers_welcome(tokens.text)
    students += _apart_from(students, _working_student_title(tokens.text))
    students += _apart_from(students, _graduate_study_title(tokens.text))
    students += _apart_from(students, _internship_title_for_students(tokens))
    students += _apart_from(students, _enrolled_student_sought(tokens))
    students += _apart_from(students, _thesis_title(tokens.text))
    students += _apart_from(students, _pursuing_student_sought(tokens))
    students += _apart_from(students, _studying_pt_accepted(tokens))
    students += _apart_from(students, _students_as_a_rule(tokens))
    students.sort(key=lambda h: h[1])
    if tokens.vocab.isdisjoint(_NEW_GRADUATE_WORDS) or tokens.vocab.isdisjoint(_NEW_GRADUATE_FIRST) and "ı" not in tokens.text:
        return students
    out = _welcomed(tokens.text, _NEW_GRADUATE, _WELCOME, _REFUSED)
    return sorted(out + students, key=lambda h: h[1])


# "Fresh graduate(s)" glued by a lost line break to a capital or a digit before it ("Pendidikan di bidang HRFresh graduate are
# welcome", "GPA of 3.00Fresh graduate are welcome", "SAN JUANFRESH GRADUATES MAY APPLY"), which the word split leaves whole:
# no experience accepted, as the phrase table's "fresh graduate" (fields81: 7 postings of the corpus diff, all read right)
# ... and to "or"/"and" before it ("... is a plus orfresh graduateare invited", gold86)
_GLUED_FRESH = re.compile(r"(?:(?<=[A-Z0-9])(?:Fresh|FRESH)|\b(?:or|and)fresh) ?(?:[Gg]rad|GRAD)\w*(?! (?:are |is )?not\b)")
# (each match holds one of these: the pattern opens with a look-behind, so the engine tries it at every position of a
# text, ~8 us a 300-character one, where these substring tests take a fraction of a us; its trigger part reads them too)
_FRESH_WORDS = ("Fresh", "FRESH", "orfresh", "andfresh")


def _glued_fresh_graduates(text: str) -> tuple[int, int] | None:
    if not any(map(text.__contains__, _FRESH_WORDS)):
        return None
    m = _GLUED_FRESH.search(text)
    return (m.start(), m.end()) if m else None


# Newcomers named beside experienced applicants as the people sought ("Whether new to care or already experienced, get in
# touch", "Whether you are an experienced nurse or only starting out"): no experience needed where
# the text asks no count (gold20's starters, gold86); a count stated elsewhere is the job's own ask and wins (the care
# groups' blurbs stand beside "1 year as an RN"). fields81: 27 unlabelled dev postings, 24 read none.
_NEWCOMERS_TOO = re.compile(
    r"(?i)\bwhether (?:you(?:['’]re| are| will be) )?(?:new to (?:care|caring|the (?:care )?sector|the industry)\b[^.;!?\n]{0,30}?"
    r"\bor (?:you(?:['’]re| are) )?(?:already )?(?:experienced|have\b[^.;!?\n]{0,30}?\bexperience)|"
    r"(?:an? )?experienced\b[^.;!?\n]{0,30}?\bor (?:you(?:['’]re| are) )?(?:just |only )?(?:starting|looking to start|beginning|"
    r"new to (?:care|caring|the (?:care )?sector|the industry)))")


def _newcomers_too(text: str) -> tuple[int, int] | None:
    if "hether" not in text:
        return None
    m = _NEWCOMERS_TOO.search(text)
    return (m.start(), m.end()) if m else None


def _apart_from(kept: list[tuple[float, int, int]], hits: list[tuple[float, int, int]]) -> list[tuple[float, int, int]]:
    """The ``hits`` that overlap none of ``kept`` (a statement read by an earlier student rule is not read twice)."""
    return [h for h in hits if not any(h[1] < b and a < h[2] for _, a, b in kept)]


def students_zero(tokens: Tokens, span: Span) -> bool:
    """Whether the 0 read at ``span`` is students sought ("estudiantes avanzados de carreras universitarias ...",
    "enrolled students welcome"): beside a board's "Experiencia: 2 años" pair the students' 0 stays, the lowest stated
    (RUNNING_TEXT_RULES, lead's later answer of the session of 2026-12-07 03:58), where other labels beat running text."""
    tokens = unglued(tokens)
    found = [*students_sought(tokens), *students_of_any_field_sought(tokens)]
    found += [h[1:] for h in (*_enrolled_student_sought(tokens), *_pursuing_student_sought(tokens),
                              *_internship_title_for_students(tokens), *_working_student_title(tokens.text))]
    return any(start < span[1] and span[0] < end for start, end in found)


# A board's experience field set to "Less than 1 year" ("Experience Level:\n\nLess than 1 year", "Applicable Experience:
# Less than 1 year", "* < 1 year applicable experience", "- EXPERIENCE - Less than 1 Year of Experience"): 0, the lowest
# stated (RUNNING_TEXT_RULES, session of 2026-12-07 03:58). Only as a field: under an experience label or before the
# experience word, at an item's start ("If less than 1 year clinical experience ...", "nurses with less than one year of
# experience" are conditions or a programme's ceiling). fields102: 48 unlabelled dev postings hold it, all nurseus.
_UNDER_A_YEAR = r"(?:[Ll]ess than (?:1|one)|\\?<[ \t]*1)[ \t]?(?:[Yy]ears?|[Yy]rs?)\b"
_UNDER_A_YEAR_FIELD = re.compile(
    r"(?m)(?:^[ \t]*(?:[*•·-][ \t]*)?|(?P<label>(?i:experience)[ \t]*\\?[-:–][ \t]*))(?P<count>" + _UNDER_A_YEAR + r")")
_EXPERIENCE_LABEL = re.compile(r"(?i)experience[^\n]{0,20}\n(?:[ \t*-]*\n){0,6}[ \t]*(?:[*•·-][ \t]*)?$")
_EXPERIENCE_AFTER = re.compile(r"(?i)[ \t]+(?:of[ \t]+)?(?:applicable|relevant|related|work|clinical|nursing)?[ \t]*experience\b")


def _under_a_year_field(text: str) -> tuple[int, int] | None:
    """The span of a board's "Less than 1 year" experience field (_UNDER_A_YEAR_FIELD's comment), if the text holds one."""
    if "ess than" not in text and "<" not in text:
        return None
    for m in _UNDER_A_YEAR_FIELD.finditer(text):
        start, end = m.span("count")
        if m.group("label") or _EXPERIENCE_AFTER.match(text, end) or _EXPERIENCE_LABEL.search(text[max(0, start - 120) : start]):
            return start, end
    return None


# A count the text itself requires ("must have a minimum of one year", the lead's example) wins over the board's
# "Less than 1 year" band (RUNNING_TEXT_RULES, lead's later answer of the session of 2026-12-07 03:58); a preferred count
# ("a year of experience ... preferred", a "Preferred Experience:" heading above the count) or a ladder's rung does not.
_MUST = re.compile(r"(?i)\b(?:must|required|requires|mandatory)\b")
_PREFERRED_WORD = re.compile(r"(?i)\b(?:preferred|desirable|desired|nice to have|a plus|an advantage)\b")


def _required_beside_band(text: str, hits: list[tuple[float, int, int]], band: tuple[int, int]) -> bool:
    """Whether a count outside the board's band is asked with a must-word in its own sentence and no preference."""
    for _, start, _ in hits:
        if band[0] <= start < band[1]:
            continue
        sentence = sentence_at(text, start)
        if _MUST.search(sentence) and not _PREFERRED_WORD.search(sentence) and not _preferred_heading(text, start):
            return True
    return False



def preferred_field_beside_required(tokens: Tokens, pair: list[int], running: tuple[int, int] | list[int]) -> bool:
    """A labelled field at ``pair`` ("EDUCATION AND EXPERIENCE: ... one year ... and three years ... preferred") whose
    counts are all preferred loses to the count at ``running``, outside it, that the text requires ("Required* 2
    year(s)": the lead after fields105, fields103's required count over a board's band extended)."""
    tokens = unglued(tokens)
    text = tokens.text
    if pair[0] <= running[0] < pair[1]:
        return False
    inside = [h for h in _asked_years(tokens) if pair[0] <= h[1] < pair[1]]
    if not inside or not all(_preferred(text, h[1], pair[0]) for h in inside):
        return False
    return _required_beside_band(text, [(0.0, running[0], running[1])], (pair[0], pair[1]))


def years_readings(tokens: Tokens) -> list[tuple[float, int, int]]:
    """Every experience statement read on its own, before any choice between them: (years, start, end);
    "no experience required" and the like are 0."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    hits = _asked_years(tokens)
    zero = [(0.0, *token_span(tokens, i, n)) for i, n, _ in _ZERO_EXPERIENCE.find_all(tokens)
            if not _scoped(tokens, i, n)]
    if not zero and (no_x := _no_x_experience(tokens.text)):
        zero = [(0.0, *no_x)]
    if not zero and (glued := _glued_fresh_graduates(tokens.text) or _newcomers_too(tokens.text)):
        zero = [(0.0, *glued)]
    zero += [z for z in _new_graduates_welcome(tokens) if not any(s < z[2] and z[1] < e for _, s, e in zero)]
    if under := _under_a_year_field(tokens.text):
        zero.append((0.0, *under))
    return sorted(hits + zero, key=lambda h: h[1])


def _paragraph(text: str, pos: int) -> tuple[int, int]:
    """Start and end of the paragraph (text between blank lines) holding offset ``pos``."""
    end = text.find("\n\n", pos)
    return text.rfind("\n\n", 0, pos) + 1, len(text) if end < 0 else end


def find_min_years(tokens: Tokens) -> tuple[float, Span] | None:
    """Minimum years of experience asked ("3+ years", "mindestens 5 Jahre Berufserfahrung", "2 à 4 ans
    d'expérience", "minimal 2 tahun", "от 3 лет", "6 months" -> 0.5). Required beats preferred; several
    required items of one paragraph give the largest; "no experience required"/"fresh graduates" -> 0."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    text = tokens.text
    hits = _asked_years(tokens)
    zero = [z for z in _ZERO_EXPERIENCE.find_all(tokens)
            if not _scoped(tokens, z[0], z[1])]
    if not zero and (no_x := _no_x_experience(text)):
        return 0, no_x  # "No BPO Experience Required but accepts 1-2 years": none accepted
    if (under := _under_a_year_field(text)) and not _required_beside_band(text, hits, under):
        return 0, under  # a board's "Experience Level: Less than 1 year" beside a count elsewhere: the lowest stated
    for i, n, _ in zero:
        # "fresh graduates are welcome" beside "minimal 1 tahun": no experience is accepted, the lowest
        if not hits or " ".join(tokens.words[i : i + n]) in _ACCEPTS_NONE:
            return 0, token_span(tokens, i, n)
    if not zero and (glued := _glued_fresh_graduates(text)):
        return 0, glued
    if not hits and not zero and (newcomers := _newcomers_too(text)):
        return 0, newcomers
    # (the facts of extract's trigger pass, kept on the tokens)
    welcome = _new_graduates_welcome(tokens) if fires(WELCOME_TRIGGER, facts_of(tokens)) else None
    if welcome:
        return 0, welcome[0][1:]
    if not hits:
        return None
    hits = _alternatives(text, hits)
    para_start, para_end = _paragraph(text, hits[0][1])
    para = [h for h in hits if para_start <= h[1] < para_end]
    required = [h for h in para if not _preferred(text, h[1], para_start)]
    if not required:  # a requirement in a later paragraph beats the preference of the first ("Preferably at least
        # 2 years" in the English part, "Diperlukan 1 tahun pengalaman" in the board's Indonesian block)
        later = next((h for h in hits[len(para):] if h[1] >= para_end
                      and not _preferred(text, h[1], _paragraph(text, h[1])[0])), None)
        if later is not None:
            para_start, para_end = _paragraph(text, later[1])
            required = [h for h in hits if para_start <= h[1] < para_end and not _preferred(text, h[1], para_start)]
    best = max(required, key=lambda h: h[0]) if required else para[0]
    value = int(best[0]) if float(best[0]).is_integer() else best[0]
    return value, (best[1], best[2])


def _may_hold_glued_count(facts: TextFacts) -> bool:
    """_years_hits' second gate for a text without a year or month word: a count glued to its unit or to a word."""
    return _has_glued_count(facts.text)


def _may_keep_count(facts: TextFacts) -> bool:
    """The rest of _COUNT_KEPT: a glued count (_split_glued_counts then makes words the text's tokens lack), an
    experience word by its stem ("experienced", "Berufserfahrung"), or two counts (a range: "2-4 years in sales")."""
    if _has_glued_count(facts.text):
        return True
    if any(w.startswith(("experien", "experian")) or w.endswith(("erfahrung", "ervaring")) for w in facts.vocab):
        return True
    words = facts.tokens.words
    # (a range's two ends are each a count of _years_hits' loop: a digit word, a number word or "un")
    return sum(map(str.isdigit, words)) + sum(map(_NUMBER_START.__contains__, words)) + words.count("un") >= 2


def _unit_after_count(facts: TextFacts) -> bool:
    """A year or month word (or "PQE") with a count among the eight words before it, where _years_hits reads its unit
    (the count, then at most a decimal, a "(2)", a range's "to 4 (4)" and an "or more": the unit is at most eight words
    on); or a glued count or case ending, which _split_glued_counts splits into words the tokens lack. The unit words
    alone fire on most texts: the French "an" is the English article."""
    if _has_glued_count(facts.text) or not facts.vocab.isdisjoint(_GLUED_JAHRIG) or not facts.vocab.isdisjoint(
            _CASE_UNITS):
        return True
    words = facts.tokens.words
    for j in compress(range(len(words)), map(_UNIT_GATE.__contains__, words)):
        if any(w.isdigit() or w in _NUMBER_START or w == "un" for w in words[max(0, j - 8) : j]):
            return True
    return False


# _years_hits keeps a count only with a "+" after it (its "plus"), a minimum word or "no less than" before it
# ("qualified"), an experience word within eight words of it or "PQE" ("strong"), or as a range's first end (two counts):
# a text with a count and a unit word but none of these ("3 years ago", "a two-year contract", "founded 20 years ago")
# gives it nothing, and its gate parts below need this too (ext32: 120 of the 460 calls on the speed bench's texts).
# On the words as _years_hits reads them: a glued count or a Russian case ending split off fires (_may_keep_count).
_COUNT_KEPT = any_of(substrings("+"), words(_MIN_WORDS, ("less",), _STRONG_EXP, _CASE_UNITS, _GLUED_JAHRIG),
                     check(_may_keep_count))


def _may_name_graduate_study(facts: TextFacts) -> bool:
    """_graduate_study_title's title tests as _title_post makes them: a gate word and no "experience" in the lowered
    title line, and its post's pattern there. The gate words alone ("position", "candidate") stand in many first lines
    (129 of the 460 years calls on the speed bench's texts fired on them alone, none finding anything: ext32); the
    pattern's search of one line costs a few us, the finder's call 15-30."""
    title = facts.title()
    return any(g in title for g in _GRADUATE_STUDY_GATE) and "experience" not in title and (
        _GRADUATE_STUDY_POST.search(facts.text, 0, facts.title_end()) is not None)


# What every text _new_graduates_welcome reads a statement from holds, one part per source: the students sought, and its
# other sources' gate words. find_min_years calls it only then: YEARS_TRIGGER fires on a count alone on most texts it
# calls find_min_years on (173 of the 229 calls on the speed bench's runs 2-3 fired none of these; ext38). A new source
# of _new_graduates_welcome, or a gate that reads a new word or mark, adds it here.
WELCOME_TRIGGER = any_of(
    STUDENTS_TRIGGER,
    substrings("uereinsteig"),  # _career_changers_welcome's gate
    # the title rules' gates test the title line only (in_title), as the rules do: a whole text holds "position" or
    # "candidate" nearly always (ext30); a práctica or internship match is also one of its words in the text
    in_title(*_STUDENT_WORKER_GATE),  # _working_student_title's gate
    all_of(words(_PRACTICA_WORDS), in_title("ráctic", "practic")),  # (likewise, its práctica words)
    substrings(_ENROLLED_GATE, _ENROLLMENT_GATE, _TAKING_GATE),  # _enrolled_student_sought's gate (its other gate's student words: STUDENTS_TRIGGER)
    in_title(*_THESIS_GATE),  # _thesis_title's title words
    substrings(_PURSUING_GATE),  # _pursuing_student_sought's gate
    substrings(*_STUDYING_GATE),  # _studying_pt_accepted's gate
    # _graduate_study_title's title tests, asked only where a gate word stands in the title line, which the check needs
    # too (the inline test spares the check's call on most texts: ext38)
    all_of(in_title(*_GRADUATE_STUDY_GATE), check(_may_name_graduate_study)),
    all_of(words(_INTERNSHIP_WORDS), in_title(*_INTERNSHIP_GATE)),  # _internship_title_for_students' title words
    all_of(words(_NEW_GRADUATE_WORDS), any_of(words(_NEW_GRADUATE_FIRST), substrings("ı"))),
)


# What every text find_min_years reads a count from holds (extract calls it only then; see normalize.attributes.triggers),
# one part per source: _years_hits' two gates (a count: a digit or a number word; and a year or month word, or a digit
# and a glued count: so a digit and a unit word or a glued count, or a number word and a unit word), _cjk_years'
# "年以上", the zero phrases' table, _no_x_experience's "xperience" after a "no", the students sought and
# _new_graduates_welcome's gate words. A new source, or a gate that reads a new word or mark, adds it here.
# (a digit alone fired on 925 of the 2,820 bench texts, half of them with no unit word: ext27)
YEARS_TRIGGER = any_of(
    all_of(DIGIT, any_of(words(_UNIT_GATE), check(_may_hold_glued_count)), _COUNT_KEPT, check(_unit_after_count)),
    all_of(words(("un",), _NUMBER_START), words(_UNIT_GATE), _COUNT_KEPT, check(_unit_after_count)),
    words(_GLUED_JAHRIG),  # _split_glued_counts' German "zweijährige"
    all_of(DIGIT, check(_may_hold_bare_count)),  # _bare_counts' "2+ experience"
    all_of(words(_YEAR_ALONE), words(_YEAR_ALONE_BEFORE), words(_RU_EXPERIENCE)),  # _year_alone's gate
    substrings("年以上"),
    phrase(_ZERO_EXPERIENCE),  # (find_min_years reads it by find_all of the unglued tokens: a phrase must stand there)
    all_of(words(("no",)), substrings("xperience")),
    substrings(*_FRESH_WORDS),  # _glued_fresh_graduates' words (glued to the word before)
    substrings("hether"),  # _newcomers_too's gate
    WELCOME_TRIGGER,
)
