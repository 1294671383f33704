"""What the facet finders share: phrase tables, token spans, the title line, sentences, and the
perks sections of a posting (where "work from home" or "full-time colleagues" say nothing about this job)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from functools import lru_cache
from itertools import compress

from normalize.attributes.text import PhraseTable, Tokens, fold

# (the facets import title_end from here; it is defined beside the tokens, as the triggers read the title line too)
from normalize.attributes.text import title_end as title_end
from normalize.attributes.triggers import any_of, substrings, words

Span = tuple[int, int]
Hit = tuple[int, int, object]  # (first token, number of tokens, value)
# German compounds of Praktikum naming an internship ("Berufspraktikum R&D", "eines bezahlten Berufspraktikums",
# "Jahrespraktikum": gold79, fields71): employment type internship, seniority intern (phrase-table alternatives)
PRAKTIKUM_COMPOUNDS = "berufspraktikum|berufspraktikums|jahrespraktikum|sommerpraktikum|fachpraktikum|vorpraktikum"


def phrase_table(spec: dict[str, str]) -> PhraseTable:
    """Build a table from {value: "phrase one|phrase two|..."}."""
    t = PhraseTable()
    for value, phrases in spec.items():
        for p in phrases.split("|"):
            if p.strip():
                t.add(p.strip(), value)
    return t


def token_span(tokens: Tokens, i: int, n: int) -> Span:
    return tokens.starts[i], tokens.ends[i + n - 1]


# --- sections: what an employer offers ------------------------------------------------------------------
# "work from home" or "full-time and part-time colleagues" written among the perks says nothing about this
# job's work mode or hours. A perks section starts at one of these headings and ends at the next
# requirements/duties heading or after _ZONE_CHARS characters.
# A heading: a perks/requirements phrase at a line start, after a bullet/markup/colon/sentence end, and
# followed by ":", "?", "!", a line end or a closing tag within two words ("Benefits:", "**What we
# offer**", "Wat bieden wij jou?"). The phrases are found first, the heading shape checked around them.
_OFFER_PHRASES = re.compile(
    r"(?i)\b(?:benefits?|perks|what we offer|we offer|our offer|what'?s on offer|what'?s in it for you|why join us|"
    r"pourquoi nous rejoindre|pourquoi (?:rejoindre|choisir) \w+|warum wir|por qu[ée] unirte|"
    r"was wir (?:dir |ihnen )?bieten|wir bieten|unser angebot|deine vorteile|ihre vorteile|"
    r"nous vous offrons|ce que nous (?:vous )?offrons|nos avantages|avantages|r[ée]mun[ée]ration et avantages|"
    r"(?:te )?ofrecemos|beneficios|qu[ée] te ofrecemos|o que oferecemos|benef[íi]cios|"
    r"wat (?:bieden wij|wij bieden|we bieden)|arbeidsvoorwaarden|vi erbjuder|f[öo]rm[åa]ner|"
    # Spanish/Portuguese "advantages", Italian "we offer" (not the Russian "Мы предлагаем:", whose list states the job's
    # terms: "полная занятость, гибкий график")
    r"ventajas|vantagens|offriamo|cosa offriamo)\b")
_OTHER_PHRASES = re.compile(
    r"(?i)\b(?:requirements?|qualifications?|what you(?:'ll| will)? (?:do|need|bring)|what you will be doing|about you|"
    r"your profile|who you are|responsibilities|anforderungen|ihr profil|dein profil|ihre aufgaben|deine aufgaben|"
    r"votre profil|vos missions|profil recherch[ée]|requisitos|funciones|wat vragen wij|wie zoeken wij|"
    r"требования|обязанности)\b")
_HEAD_BEFORE = re.compile(r"(?i)(?:^|[*#•:>]\s*|[.!?]\s+|\s{2,}|\n\s*)(?:job |employee |our |the |your |key |essential |basic |minimum |main |core |general )?$")
_HEAD_AFTER = re.compile(r"(?:\s+\w+){0,2}\s*(?:\*\*)?\s*(?:[:?!\n<]|\.\.\.|…|$)")  # ("Minimum Qualifications... Outlined")
_ZONE_CHARS = 1500


# The same phrases, case-sensitive, for a text lowered whose letters are all ASCII (lowering then keeps every
# offset, and the letters that ignoring case adds, the Kelvin sign or the long s, are not there): a case-blind
# alternation is tried letter by letter, this one at a third of the cost (a perks stem is in most postings)
_LOWERED = {p: re.compile(p.pattern.removeprefix("(?i)")) for p in (_OFFER_PHRASES, _OTHER_PHRASES)}
_NON_ASCII_LETTER = re.compile(r"[^\W\d_\x00-\x7f]")  # (and the non-ASCII numerals "²", "Ⅻ": no case of ours)


def ascii_letters(text: str, lower: str) -> bool:
    """No letter of ``text`` is non-ASCII (curly quotes, dashes and bullets may be) and lowering kept its length."""
    return text.isascii() or len(lower) == len(text) and _NON_ASCII_LETTER.search(text) is None


def case_blind_finditer(pattern: re.Pattern[str], lowered: re.Pattern[str], text: str, lower: str | None,
                        lo: int = 0, hi: int | None = None) -> Iterator[re.Match[str]]:
    """The matches of ``pattern`` (case-blind, "(?i)") in ``text[lo:hi]``: found by ``lowered`` (the same pattern without
    "(?i)") in ``lower`` (``text.lower()``, or None) where every letter of ``text`` is ASCII - the same spans, read at a
    third of the cost - and by ``pattern`` in ``text`` otherwise."""
    hi = len(text) if hi is None else hi
    if lower is not None and ascii_letters(text, lower):
        return lowered.finditer(lower, lo, hi)
    return pattern.finditer(text, lo, hi)


def _headings(pattern: re.Pattern, text: str, lo: int = 0, hi: int | None = None,
              lower: str | None = None) -> list[int]:
    """Starts of ``pattern``'s phrases in ``text[lo:hi]`` that stand as headings; ``lower``: ``text.lower()``."""
    found = case_blind_finditer(pattern, _LOWERED[pattern], text, lower, lo, hi)
    return [m.start() for m in found
            if _HEAD_BEFORE.search(text, max(0, m.start() - 20), m.start()) and _HEAD_AFTER.match(text, m.end())]


_OFFER_STEMS = ("benefi", "perk", "offer", "biete", "angebot", "vorteil", "offrons", "avantage", "ofrecemos",
                "oferecemos", "benefí", "bieden", "arbeidsvoorwaarden", "erbjuder", "förmån", "forman", "join us",
                "pourquoi", "warum wir", "unirte", "ventajas", "vantagens", "offriamo",
                "in it for you")


@lru_cache(maxsize=16)
def offer_zones(text: str) -> list[Span]:
    """Character ranges of the perks sections of ``text`` (empty when it has none)."""
    zones: list[Span] = []
    lower = text.lower()
    if not any(stem in lower for stem in _OFFER_STEMS):
        return zones
    for start in _headings(_OFFER_PHRASES, text, lower=lower):
        if zones and start < zones[-1][1]:
            continue
        end = min(len(text), start + _ZONE_CHARS)
        other = _headings(_OTHER_PHRASES, text, start + 1, end, lower)
        if other:
            end = other[0]
        label = _LABEL_LINE.search(text, text.find("\n", start) + 1 if "\n" in text[start:end] else end, end)
        end = label.start() if label else end
        first_item = text.find(" * ", start, end)  # (a label after an item: not the heading's own "Perks: *")
        inline = _INLINE_LABEL.search(text, first_item + 2, end) if first_item >= 0 else None
        zones.append((start, inline.start(1) if inline else end))
    return zones


# Any heading line ends a perks section: a short label alone on its line ("Experience:", "**Schedule**",
# "## Requirements"), so a "Benefits:" list does not hide the "Experience: 1 year (required)" after it.
_LABEL_LINE = re.compile(r"(?m)^[ \t]*(?:\*\*)?[^\W\d_][^\n:*]{0,40}?(?:\*\*[ \t]*:?|:[ \t]*(?:\*\*)?)[ \t]*$"
                         r"|^[ \t]*#{1,6}[ \t]+[^\n]{1,60}$")


# The same on one line: Indeed's footer flattened ("Benefits: * Company pension * Sick pay Experience: * Sales: 1 year
# (preferred) Language: * English"), a label whose items open with " * " ends the perks list
# (issue 24: 5 of 65 such unlabelled footers lost their experience to it)
# (the zone ends at the label's last word: "Sick pay Experience:" cannot be told apart from a label of three words)
_INLINE_LABEL = re.compile(r"[ \t]([\w/()'&-]+):[ \t]+\*[ \t]")


def in_zones(pos: int, zones: list[Span]) -> bool:
    return any(s <= pos < e for s, e in zones)


def find_both(tokens: Tokens, first: PhraseTable, second: PhraseTable) -> tuple[list[Hit], list[Hit]]:
    """``first.find_all`` and ``second.find_all`` from one scan of the words (the tables' first words)."""
    out: tuple[list[Hit], list[Hit]] = ([], [])
    anchored = tokens.anchored()
    if not first.may_match(tokens.vocab, anchored) and not second.may_match(tokens.vocab, anchored):
        return out  # no phrase of either table has all its words in the text
    words = tokens.words
    both = first.first_of_either(second)
    nxt = [0, 0]
    for i in compress(range(len(words)), map(both.__contains__, words)):  # the words that start a phrase (C speed)
        for t, table in enumerate((first, second)):
            if i >= nxt[t] and words[i] in table.first:
                hit = table.match_at(words, i)
                if hit is not None:
                    out[t].append((i, hit[0], hit[1]))
                    nxt[t] = i + hit[0]
    return out


SENTENCE_BREAK = re.compile(r"[.!?;](?=\s)|\n")  # a stop before a space, or a line break


def sentence_bounds(text: str, pos: int, reach: int = 300) -> tuple[int, int]:
    """Start and end offsets of the sentence around ``pos`` (as :func:`sentence_at` cuts it)."""
    lo = max(0, pos - reach)
    starts = [m.end() for m in SENTENCE_BREAK.finditer(text, lo, pos)]
    end = SENTENCE_BREAK.search(text, pos, pos + reach)
    return starts[-1] if starts else lo, end.start() if end else min(len(text), pos + reach)


_CLAUSE_STOP = re.compile(r"[.;:!?\n]")


def word_shortly_before(tokens: Tokens, i: int, found: frozenset[str], reach: int) -> bool:
    """True when one of the ``reach`` words before word ``i`` is in ``found``, with no clause stop (.;:!?, a line
    break) between it and word ``i``."""
    words, text = tokens.words, tokens.text
    for k in range(i - 1, max(-1, i - 1 - reach), -1):
        if _CLAUSE_STOP.search(text, tokens.ends[k], tokens.starts[k + 1]):
            return False
        if words[k] in found:
            return True
    return False


def line_end(text: str, pos: int) -> int:
    """The offset of the first line break at or after ``pos``, else the text's length."""
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def sentence_at(text: str, pos: int, reach: int = 300) -> str:
    """The sentence around ``pos`` (a period inside "3.000" or "Dr." does not end it), at most ``reach``
    characters either side."""
    start, end = sentence_bounds(text, pos, reach)
    return text[start:end]


# --- words glued by a lost line break ------------------------------------------------------------------
# Stripped HTML and flattened bullet lists run the last word of one line into the first of the next
# ("preferableFresh graduate are welcome", "QUALIFICATIONSBachelor or Master", "flexibilityHybrid work model",
# "Duration: 4 MonthsLocation", "RequirementsB.Sc."): one token the phrase tables never see. A lower-case run of 2+
# letters then a capitalized word of 3+, a capital run of 3+ then a capitalized word, or a lower-case run then a
# dotted abbreviation, or a lower-case run of 3+ then a capital run of 4+ before a space or colon ("Work Set-up:
# HybridQUALIFICATIONS:", "Support AnalystFULL TIME"; not "MasterSCADA-системы", a product) or a lower-case letter (a
# capital label glued on both sides, "Full-timeSTARTas of now") is such a junction ("JavaScript",
# "YouTube" split too, harmlessly; "iPhone", "McKinsey", "PhD", "LinkedIn" do not). Hand-written: no library
# splits line-break glue, and the shared Tokens stay as they are for the places and pay readers.
_LOW = "a-zß-öø-ÿа-яё"
_UP = "A-ZÀ-ÖØ-ÞА-ЯЁ"
# (the capital first, so the regex engine skips to the capitals of the text: a scan of lower-case runs cost 5x more)
_GLUE = re.compile(f"[{_UP}](?:(?<=[{_LOW}]{{2}}[{_UP}])(?=[{_LOW}]{{2}})|(?<=[{_UP}]{{4}})(?=[{_LOW}]{{3}})|"
                   f"(?<=[{_LOW}]{{3}}[{_UP}])(?=\\.[{_UP}])|(?<=[{_LOW}]{{3}}[BM])(?=(?:S|A|Sc|BA|Eng)\\b)|"
                   # a heading glued to a doctorate ("What You Need To SucceedPh.D. in CS", "Your profilePhD in"; fields73:
                   # 36 unlabelled dev postings, 6 read no level)
                   f"(?<=[{_LOW}]{{3}}P)(?=h\\.?D\\b)|"
                   # German "Du" opening the next line ("HauptschulabschlussDu bist ..."; fields106: 14 unlabelled dev postings)
                   f"(?<=[{_LOW}]{{3}}D)(?=u\\b)|"
                   f"(?<=[{_LOW}]{{3}}[{_UP}])(?=[{_UP}]{{3,}}[\\s:{_LOW}]))")


# An ASCII text's letters by case for the test below (bytes.translate: a-z -> "l", A-Z -> "U", the rest -> ".")
_CASES = bytes(108 if 97 <= b <= 122 else 85 if 65 <= b <= 90 else 46 for b in range(256))


@lru_cache(maxsize=16)  # (asked of the same text by ungluing, the languages' names split and their trigger)
def may_be_glued(text: str) -> bool:
    """False when ``text`` can hold no junction of ``_GLUE``: in an ASCII text each has a lower-case letter right
    before a capital or four capitals before a lower-case letter, which a C-speed test of the translated bytes
    finds (the pattern itself costs 2.5 us a 300-character text, and 87% of such texts hold neither)."""
    if not text.isascii():
        return True
    cases = text.encode().translate(_CASES)
    return b"lU" in cases or b"UUUUl" in cases


def unglued(tokens: Tokens) -> Tokens:
    """``tokens`` with the words glued by a lost line break split at the junction (offsets into the same
    text); ``tokens`` itself when the text has no such junction. Made once per ``tokens`` (each facet asks)."""
    if tokens.unglued is not False:
        return tokens if tokens.unglued is None else tokens.unglued
    text = tokens.text
    cuts = [m.start() for m in _GLUE.finditer(text)] if may_be_glued(text) else []
    if not cuts:
        tokens.unglued = None
        return tokens
    out = split_words(tokens, cuts)
    out.unglued = None  # (split already: every junction now opens a word, so a second pass splits nothing)
    tokens.unglued = out
    return out


def split_words(tokens: Tokens, cuts: list[int]) -> Tokens:
    """A copy of ``tokens`` whose words are split at the text offsets ``cuts`` (ascending) that fall inside a word."""
    text = tokens.text
    words, starts, ends = list(tokens.words), list(tokens.starts), list(tokens.ends)
    for cut in reversed(cuts):
        k = bisect_right(starts, cut) - 1
        if k < 0 or not starts[k] < cut < ends[k]:
            continue
        words[k : k + 1] = [fold(text[starts[k] : cut]), fold(text[cut : ends[k]])]
        starts[k : k + 1] = [starts[k], cut]
        ends[k : k + 1] = [cut, ends[k]]
    out = object.__new__(Tokens)
    out.text, out.words, out.starts, out.ends, out.vocab = text, words, starts, ends, frozenset(words)
    out._anchored = None  # (the words that anchor a phrase table's phrase: found on first use)
    out.unglued = None
    return out


# Students sought: a university or college student named beside a word of welcome in one sentence ("open to undergraduate
# and graduate students from any college or university", "we accept undergrad or grad students", "university students in
# their 2nd year or above would be ideal"): a degree being pursued (bachelor, RUNNING_TEXT_RULES) and no experience asked
# (0). Not the students a job teaches, tutors or supervises, nor school pupils.
_STUDENT_WORDS = frozenset({"student", "students"})
_STUDENT = re.compile(r"(?i)\b(?:(?:university|college|undergrad(?:uate)?|grad(?:uate)?) students?|"
                      r"students? (?:from|at|of|in) (?:any |a |an |the )?(?:colleges?|universit(?:y|ies)))\b")
_STUDENT_WELCOME = re.compile(r"(?i)\b(?:open to|accept\w*|welcom\w*|(?:may|can|to) apply|eligible|ideal for|"
                              r"designed for|applications? from|interested in receiving)")
# "Research Assistants are normally students, in a University of <city> undergraduate program", "... are normally graduate
# students, or ... undergraduate students": the post is held by university students, who are sought (RUNNING_TEXT_RULES,
# the lead after attr16 and gold57: 0 and bachelor). The fields60 census of the unlabelled corpus: 48 postings hold "are
# normally/usually/typically ... students", all of one university's two research-assistant templates, each with a
# university word in the sentence; left where the sentence names no university or college (school pupils, trainees)
_STUDENTS_AS_A_RULE = re.compile(r"(?i)\b(?:are|is) (?:normally|usually|typically|generally) (?:[\w-]+ )?students?\b")
_AS_A_RULE_WORDS = frozenset({"normally", "usually", "typically", "generally"})
_UNIVERSITY_STUDY = re.compile(r"(?i)\b(?:universit(?:y|ies)|college|undergraduate|graduate)\b")
STUDENTS_SERVED = re.compile(r"(?i)\b(?:teach\w*|tutor\w*|mentor\w*|supervis\w*|advis\w*|instruct\w*|lectur\w*|"
                             r"high school|secondary school|tuition|scholarships?|credits?|"
                             # everyone, whatever the job ("From college students to seasoned professionals, apply")
                             r"from (?:\w+ ){0,2}students? to)\b")


# Students sought in other words (fields27; the unseen readers' first family): a student of any field named beside a word
# of seeking or considering in one sentence, in the corpus' other languages ("en búsqueda de un/a estudiante de ...",
# "Buscamos estudiantes", "nous recherchons des étudiants", "Studierende sind herzlich willkommen", "рассматриваем также
# студентов", "можно также студент последнего курса") and in English an enrolled or current student ("enrolled student
# with a mandatory internship", "Current ... student or recent graduate", "Are you a nursing student"). Hand-written: the
# census (34,355 unlabelled dev postings, 2,631 with a student word) found these seeking words; the student word alone
# is mostly the students a job serves (a school's, a university's, loans).
_STUDENT_ANY_WORDS = frozenset({"estudiante", "estudiantes", "etudiant", "etudiante", "etudiants", "etudiantes",
                                "studierende", "studierenden", "studenten", "estudantes", "студент", "студента",
                                "студентов", "студенты", "студентам", "студентка", "student", "students"})
_STUDENT_ANY = re.compile(r"(?i)\b(?:estudiantes?|[ée]tudiant(?:e|\(e\))?s?|studierende[nr]?|studenten|estudantes|"
                          r"студент(?:а|ов|ы|ка)?|"
                          r"((?:enrolled|current(?:ly enrolled)?) (?:(?!of |on |and )[\w-]+ ){0,3}students?|"
                          r"are you an? (?:[\w-]+ ){0,2}student))(?!\w)")
# the seeking word right before the student ("búsqueda de un/a", "¿Qué buscamos? ✔️", "рассмотрим также") or a welcome after
_STUDENT_SEEKING_BEFORE = re.compile(r"(?i)(?:\bb[úu]squeda de|\bbuscamos|\bser|\brecherch\w*|\bvous [êe]tes|"
                                     r"\bрассматрива\w*|\bрассмотр\w*|\bможно|\bprocuramos)\W+(?:\w+\W+){0,3}$")
_STUDENT_WELCOME_AFTER = re.compile(r"(?i)^\W+(?:\w+\W+){0,2}(?:herzlich )?willkommen\b")
# an English enrolled/current student is sought only where the passage states a requirement
_STUDENT_REQUIRED = re.compile(r"(?i)\b(?:must|requirements?|qualifications?|looking for|seeking|recruiting|applicants?|"
                               r"candidates?|you are|are you|you offer|should be|eligib\w*)\b")
_STUDENTS_SERVED_ANY = re.compile(r"(?i)\b(?:atend\w*|betreu\w*|обучени\w*|инструктаж\w*|учащи\w*|accompagn\w*|"
                                  r"formations?|loans?|aid)\b")


# A French engineering or business school's end-of-studies internship (PFE: projet/stage de fin d'études) seeks students in
# their last year (RUNNING_TEXT_RULES: students sought = 0; an engineering student's PFE accepts master or bachelor).
# "PFE" only in capitals and only where the text also names an internship word: censuses of the unlabelled dev postings
# found it in 10 postings (fields30) and the shape with an internship word in 8 (fields33), each a final project.
_FINAL_PROJECT = re.compile(r"\bPFE\b|\b(?:[Pp]rojets?|[Ss]tages?) de [Ff]in d['’][ÉéEe]tudes\b")
_FINAL_PROJECT_CONTEXT = re.compile(r"(?i)\b(?:stages?|stagiaires?|internships?|interns?)\b")
_FINAL_PROJECT_GATE = ("PFE", "in d'", "in d’")  # every match holds "PFE" or the apostrophe of "fin d'études"


def final_project_offered(text: str) -> Span | None:
    """Where an end-of-studies internship (PFE) is offered: the (start, end) of its first mention, or None."""
    if not any(g in text for g in _FINAL_PROJECT_GATE):
        return None
    m = _FINAL_PROJECT.search(text)
    if m is None or not _FINAL_PROJECT_CONTEXT.search(text):
        return None
    return m.start(), m.end()


# What every text :func:`students_sought`, :func:`students_of_any_field_sought`, :func:`students_as_a_rule` or
# :func:`final_project_offered` reads something from holds (their gates' words and marks); the facets that read students
# add it to their triggers. A new student word or mark in any of them goes here too.
STUDENTS_TRIGGER = any_of(words(_STUDENT_WORDS, _STUDENT_ANY_WORDS), substrings(*_FINAL_PROJECT_GATE))


# Argentina's "estudiantes avanzados o recibidos de Carreras Universitarias de <field>" (advanced students or graduates of a
# university career): students sought, bachelor and 0 (RUNNING_TEXT_RULES, session of 2026-12-07 03:58). fields102: no
# unlabelled dev posting holds it (one in an earlier sample); written narrow, the requirement's own words, opening a field
# or an item (not the students a job supports: "Apoyo a estudiantes avanzados ...")
_UNIVERSITY_CAREER_STUDENTS = re.compile(r"(?im)(?:^|[:•*·>-])[ \t]*(estudiantes avanzad[oa]s (?:(?:o|y|/) (?:recibid|egresad|"
                                         r"graduad)[oa]s )?de carreras? universitarias?)\b")


def students_sought(tokens: Tokens) -> list[Span]:
    """Where the text welcomes university or college students as applicants: (start, end) each. A student only wished
    for ("would be ideal", "ideally ... undergraduate student") is left: two dev gold lines read that shape apart."""
    out = [] if tokens.vocab.isdisjoint(_STUDENT_WORDS) else _students_in_sentences(tokens.text, _STUDENT, _STUDENT_WELCOME)
    if "estudiantes" in tokens.vocab:
        out += [m.span(1) for m in _UNIVERSITY_CAREER_STUDENTS.finditer(tokens.text)]
    return out


def students_as_a_rule(tokens: Tokens) -> list[Span]:
    """Where the text says its post is normally held by university students ("Research Assistants are normally students,
    in a University of <city> undergraduate program"): (start, end) each. A default of the template: the facets read it
    only where the posting states no requirement of its own (a master's degree and two years asked stay)."""
    if tokens.vocab.isdisjoint(_AS_A_RULE_WORDS) or tokens.vocab.isdisjoint(_STUDENT_WORDS):
        return []
    return _students_in_sentences(tokens.text, _STUDENTS_AS_A_RULE, _UNIVERSITY_STUDY)


def _students_in_sentences(text: str, found: re.Pattern[str], context: re.Pattern[str]) -> list[Span]:
    """The spans of ``found`` whose sentence ``context`` matches and that serve no students (a tutoring job's)."""
    out = []
    for m in found.finditer(text):
        sentence = sentence_at(text, m.start(), reach=200)
        if context.search(sentence) and not STUDENTS_SERVED.search(sentence):
            out.append((m.start(), m.end()))
    return out


def students_of_any_field_sought(tokens: Tokens) -> list[Span]:
    """Where the text seeks or considers students of any field as applicants (in English an enrolled or current
    student where a requirement is stated): (start, end) each. No level is read from these (a student of a
    technician's course is no bachelor)."""
    if tokens.vocab.isdisjoint(_STUDENT_ANY_WORDS):
        return []
    text = tokens.text
    out = []
    for m in _STUDENT_ANY.finditer(text):
        start, end = sentence_bounds(text, m.start(), reach=200)
        if m.group(1):
            sought = _STUDENT_REQUIRED.search(text, max(0, start - 60), end) is not None
        else:
            sought = bool(_STUDENT_SEEKING_BEFORE.search(text[max(0, m.start() - 60) : m.start()])
                          or _STUDENT_WELCOME_AFTER.search(text[m.end() : m.end() + 40]))
        sentence = text[start:end]
        if sought and not STUDENTS_SERVED.search(sentence) and not _STUDENTS_SERVED_ANY.search(sentence):
            out.append((m.start(), m.end()))
    return out
