"""Candidate skill phrases in a job-ad text: where a mention may start and end, and what is never one.

Pure token rules over a spaCy ``Doc`` (tokenizer only); the skill extractor encodes the phrases these
rules let through and links them to taxonomy skills.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["AD_WORDS", "sentences_saying", "BENEFIT_TERMS", "BRIDGE_WORDS", "DETERMINERS", "INNER_WORDS", "candidate_phrases", "benefit_ranges",
           "company_voice_ranges", "company_zone_ranges", "culture_ranges", "negated", "no_skill_ranges", "one_word",
           "place_follows", "words_of"]

# Words that structure a job ad rather than name a skill ("We are hiring!", "Salary:", "Requirements:"):
# when extracting, they end a candidate phrase like a stop word, so "hiring" is not linked to recruitment.
# (Ranking a whole sentence keeps them: there they do carry meaning, e.g. HR duties.)
AD_WORDS = frozenset(
    [
        "hiring",
        "hire",
        "apply",
        "applicants",
        "applicant",
        "salary",
        "salaries",
        "requirements",
        "requirement",
        "responsibilities",
        "benefits",
        "qualifications",
        "vacancy",
        "vacancies",
        "opening",
        "openings",
        "candidate",
        "candidates",
    ]
)

# Benefits an ad offers and its own procedure, not skills it asks for: a skill label found inside one of these ("insurance" of
# "health insurance", "childcare" of "childcare vouchers") is not linked. Compounds only: a lone
# "childcare" or "insurance" stays a skill.
BENEFIT_TERMS = (
    "health insurance", "life insurance", "dental insurance", "vision insurance", "medical insurance",
    "travel insurance", "disability insurance", "income protection", "medical cover", "private medical",
    "dental and vision insurance", "childcare vouchers", "childcare allowance", "childcare support",
    "cycle to work", "gym membership", "employee discounts", "pension scheme", "pension plan",
    "holiday pay", "sick pay", "annual leave", "parental leave", "maternity leave", "paternity leave",
    "paid time off", "company car", "car allowance", "meal vouchers", "free parking", "stock options",
    "wellness program", "wellness programme", "employee assistance programme", "employee assistance program",
    "team building events", "relocation package", "tuition reimbursement", "training budget",
    # the ad's own procedure
    "recruitment process", "application process", "hiring process", "selection process", "interview process",
    "recruitment agency", "recruitment consultancy",
    # the job's hours ("Full time role" is not "time management")
    "full time", "full-time", "part time", "part-time",
)


# Stop words that join the two halves of many skill names ("attention to detail", "work in teams", "health
# and safety", "relationships with suppliers"): a candidate may run across one of them (never start or end
# on it) when it stands alone between two segments. Measured on the ESCO skill gold's dev split
# (benchmarks/results/skills_esco.md).
BRIDGE_WORDS = frozenset(["to", "in", "of", "with", "and", "for", "on"])
# an article or possessive may follow the bridge word ("work in a team", "cooperate with your colleagues"): the
# skill's words sit on both sides of the pair as they do across a lone bridge word (skills8)
DETERMINERS = frozenset(["a", "an", "the", "your", "our", "their"])
# a stop word that may sit inside a phrase (never start or end it) when a bridge word follows it: "work well in
# teams" is otherwise cut to a lone "teams", under the one-word floor (skills26's miss table)
INNER_WORDS = frozenset(["well"])
_WORD_BREAKS = re.compile(r"[\s\-\u2010\u2011]+")


STEM = 4  # words sharing their first four letters are taken as inflections of one another ("solving", "solve")


@lru_cache(maxsize=65536)
def english_zipf(text: str) -> float:
    """wordfreq's Zipf frequency of ``text`` in English (0 for an empty string); the same mentions and
    words recur across ads, hence the cache."""
    from wordfreq import zipf_frequency

    return zipf_frequency(text, "en") if text else 0.0


def words_of(phrase: str) -> list[str]:
    """The words of a phrase, hyphenated compounds split ("problem-solving" -> problem, solving)."""
    return [w for w in _WORD_BREAKS.split(phrase.strip()) if w]


# two words: a character that is no break, breaks, then another (what makes words_of give two or more)
_TWO_WORDS = re.compile(r"[^\s\-\u2010\u2011][\s\-\u2010\u2011]+[^\s\-\u2010\u2011]")


def one_word(phrase: str) -> bool:
    """Whether a phrase is a single word; a hyphenated compound ("problem-solving") is two. Same answer as
    ``len(words_of(phrase)) <= 1`` without building the list (it runs on every candidate phrase)."""
    return _TWO_WORDS.search(phrase) is None


def candidate_phrases(
    doc, max_ngram: int = 4, breakers: frozenset[str] = frozenset(), bridges: frozenset[str] = frozenset(),
    determiners: frozenset[str] = frozenset(), inner: frozenset[str] = frozenset(),
) -> list[tuple[int, int]]:
    """Token ranges ``(i, j)`` (end exclusive) of candidate phrases in a spaCy ``Doc``.

    The doc is cut into segments at punctuation, stop words, numbers, amounts, country names, line breaks
    and the lower-cased words in ``breakers``; every n-gram of up to ``max_ngram`` tokens inside a segment
    is a candidate, except those that start or end inside a hyphenated word ("time position" of
    "Full-time position" is not a phrase; "Full-time position" is). A lone word of ``bridges`` between two
    segments joins them for n-grams that run across it ("attention to detail"), as does such a word followed by
    one word of ``determiners`` ("work in a team"). A word of ``inner`` inside a segment and followed by a
    bridge word does not cut it ("work well in teams"), but no n-gram starts or ends on it.
    """
    n = len(doc)
    if n == 0:
        return []
    # token attributes read as arrays, and whether a word breaks a phrase decided once per distinct word
    # (a lexeme property): reading each attribute from a spaCy Token object cost more than the rules
    orths, spaced = doc.to_array(["ORTH", "SPACY"]).T.tolist()
    vocab = doc.vocab
    hyphen = {vocab.strings.add(h) for h in _HYPHEN_TOKENS}
    glued = [0 < i < n - 1 and orths[i] in hyphen and not spaced[i - 1] and not spaced[i] for i in range(n)]
    # the parts of a hyphenated word ("full" of "full-time") are never cut out as stop words
    compound = [glued[i] or (i > 0 and glued[i - 1]) or (i + 1 < n and glued[i + 1]) for i in range(n)]
    known = _BREAKERS.setdefault(breakers, {})
    if len(known) > _BREAKER_WORDS:
        known.clear()
    inside = [False] * n
    segments: list[tuple[int, int]] = []
    start = None
    for i, orth in enumerate(orths):
        breaker = known.get(orth)
        if breaker is None:
            breaker = known[orth] = _breaks(vocab[orth], breakers)
        if breaker and inner and start is not None and i + 1 < n and doc[i].lower_ in inner and (
                doc[i + 1].lower_ in bridges):
            inside[i] = True
        elif breaker and not compound[i]:
            if start is not None:
                segments.append((start, i))
                start = None
        elif start is None:
            start = i
    if start is not None:
        segments.append((start, n))
    out: list[tuple[int, int]] = []
    for k, (s, e) in enumerate(segments):
        # a following segment after exactly one bridge word extends where n-grams starting here may end
        reach, gap = e, 0
        if k + 1 < len(segments) and doc[e].lower_ in bridges:
            gap = segments[k + 1][0] - e
            if gap == 1 or (gap == 2 and doc[e + 1].lower_ in determiners):
                reach = segments[k + 1][1]
        for i in range(s, e):
            if glued[i] or (i > 0 and glued[i - 1]) or inside[i]:
                continue
            for j in range(i + 1, min(reach, i + max_ngram) + 1):
                if e < j <= e + gap or inside[j - 1]:
                    continue  # ending on the bridge word (or its determiner) itself
                if not glued[j - 1] and not (j < n and glued[j]):
                    out.append((i, j))
    return out


_HYPHEN_TOKENS = ("-", "\u2010", "\u2011")
_BREAKERS: dict[frozenset[str], dict[int, bool]] = {}  # per breakers set: word (orth id) -> breaks a phrase
_BREAKER_WORDS = 500_000


def _breaks(lex, breakers: frozenset[str]) -> bool:
    """Whether a word (a spaCy ``Lexeme``) ends a candidate phrase, outside a hyphenated word."""
    if lex.lower_ in ("c++", "c#", ".net"):
        return False
    return bool(
        lex.is_punct or lex.is_space or lex.is_stop or lex.like_num or not lex.text.strip()
        # an amount ("k€", "45k", "$") or a country ("Germany" is no German skill) ends a phrase too
        or lex.is_currency or _is_amount(lex.text)
        or lex.lower_ in breakers or lex.lower_ in _countries()
    )


def _is_amount(text: str) -> bool:
    """A token that starts with a digit ("45k", "2x") or holds a currency sign ("k€", "RM3,500")."""
    if text.isalpha():  # most tokens: no digit, no sign (skips the per-character look-up)
        return False
    return text[:1].isdigit() or any(unicodedata.category(ch) == "Sc" for ch in text)


_COUNTRY_WORDS: frozenset[str] | None = None


def _countries() -> frozenset[str]:
    """Lower-cased one-word country names (pycountry), which end a candidate phrase."""
    global _COUNTRY_WORDS
    if _COUNTRY_WORDS is None:
        import pycountry

        names = set()
        for c in pycountry.countries:
            for name in (c.name, getattr(c, "common_name", None)):
                if name and " " not in name:
                    names.add(name.lower())
        _COUNTRY_WORDS = frozenset(names)
    return _COUNTRY_WORDS


def benefit_ranges(doc, matcher) -> list[tuple[int, int]]:
    """Character ranges of the benefit terms found in ``doc`` by ``matcher`` (a PhraseMatcher built
    from :data:`BENEFIT_TERMS`)."""
    return [(doc[i].idx, doc[j - 1].idx + len(doc[j - 1].text)) for _, i, j in matcher(doc)]


# A sentence in the company's voice about itself ("At Acme we value creativity", "Acme is a leading
# lending platform") names what the company does or values, not what the job needs. It is recognised by
# first-person-plural or company-profile cues and the absence of any cue that speaks of the role or the
# candidate; English only (other languages keep every mention).
_COMPANY_VOICE = re.compile(
    r"\bwe\b|\bus\b|\bis (?:a|an|the) (?:leading|global|world|premier|fast|growing)|"
    r"\bfounded\b|\bheadquartered\b|\bmission\b|"
    # "Acme is a German-based company", "Acme is an investment firm focused on ...": a profile of the employer
    r"\bis (?:a|an|the|one of(?: the)?|[A-Z][\w-]*'s)\s(?:[^.!?;\n]{0,50}?\s)?(?:company|companies|firm|"
    r"organi[sz]ations?|start-?up|employer|provider|agency|institution|non-?profit|charity|leader|school|university|"
    r"college|hospital)\b",
    re.IGNORECASE,
)
_ROLE_CUES = re.compile(
    r"\b(?:you|your|you'll|you're|candidates?|applicants?|role|position|job|experience|experienced|knowledge|"
    r"skills?|proficien\w*|familiar\w*|ability|able to|required|requirements?|must|looking for|seeking|hire|"
    r"hiring|join|responsib\w*|duties|degree|qualifications?|will be|uses?|using|stack|tools?|work with|"
    r"built with|technolog\w*|needs?|require\w*|expect\w*|want\w*|ideal\w*|prefer\w*|plus)\b",
    re.IGNORECASE,
)
# (an HTML block tag left in a description ends its sentence too: "... expertise</p> <p>Acme is a ...")
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[a-z][.!?])(?=[A-Z])|\n+|\s[•·*]\s|</?(?:p|br|li|ul|ol|div|h\d)\b[^<>]{0,200}>",
                           re.IGNORECASE)


@lru_cache(maxsize=1)
def _sentence_spans(text: str) -> tuple[tuple[int, int], ...]:
    """``text`` cut at :data:`_SENTENCE_END` into consecutive (start, end) spans covering it; kept for the last text,
    which the four sentence readers below (voice, culture, company zones, no-skill) all read in turn."""
    ends = [m.start() for m in _SENTENCE_END.finditer(text)] + [len(text)]
    return tuple(zip([0, *ends[:-1]], ends, strict=True))


def sentences_saying(text: str, says: re.Pattern[str], keeps: re.Pattern[str],
                     longest: int | None = None) -> list[tuple[int, int]]:
    """(start, end) of the sentences of ``text`` that ``says`` matches and ``keeps`` does not; with ``longest``, only
    sentences of at most that many characters (a longer "sentence" is lines glued without a break: it holds more
    than one statement)."""
    ranges = []
    for start, boundary in _sentence_spans(text):
        sentence = text[start:boundary]
        if (longest is None or len(sentence) <= longest) and says.search(sentence) and not keeps.search(sentence):
            ranges.append((start, boundary))
    return ranges


# A firm's or public body's name ends in a legal form or "Group" / "Department" ("Acme Robotics Ltd", "the State Parks
# and Forestry Department", "the Sales Department"): a skill word inside it names the employer or another unit, not
# what the job does. Capitalised words only.
_FIRM_NAME = re.compile(
    r"\b(?:[A-Z][\w&'.-]*(?:[ \t]+(?:and|of|&))?[ \t]+){1,5}"
    r"(?:Group|Ltd|Limited|Inc|LLC|GmbH|AG|Pte|Corporation|Corp|plc|Holdings|Department)\b"
    r"(?![ \t]+[A-Z][a-z])"  # "Group Policy", "Department Head": the name goes on, a role or product follows
)


def company_voice_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of the sentences of ``text`` that speak only of the company itself, and of firms' names."""
    return [m.span() for m in _FIRM_NAME.finditer(text)] + sentences_saying(text, _COMPANY_VOICE, _ROLE_CUES)


# A sentence about the workplace's culture or values ("a unit that values teamwork and compassion", "our core values
# of respect and integrity", "an environment of innovation and teamwork") praises the team, not a skill the job
# asks: the company-voice cues miss it when it speaks of "you" ("you'll find a workplace where ..."). A duty or a
# requirement in the sentence keeps it ("create an environment of teamwork", "teamwork skills"). English only.
_CULTURE = re.compile(
    r"\b(?:our|core|shared|team|unit|department|hospital) values\b|\bvalues of\b|\b(?:that|which|who) values?\b|"
    r"\bculture (?:of|that|where|which)\b|\b(?:company|team|work(?:place)?|open|inclusive|collaborative|supportive|"
    r"rich|positive|great|communication) culture\b|"
    r"\b(?:environment|workplace|atmosphere|setting) (?:that|where|which|of)\b|\bplace (?:that|where)\b|"
    r"\bteamwork environment\b",
    re.IGNORECASE,
)
# ("skills" may run into the next line's first word where a posting lost its line breaks: "skillsAbility")
_CULTURE_KEEPS = re.compile(
    r"\bskills?|\babilit\w*|\bdemonstrat\w*|\bpromot\w*|\bfoster\w*|\bcreat\w*|\bencourag\w*|\bmaintain\w*|"
    r"\bmust\b|\brequired\b|\bmandatory\b|\bpreferred\b|\bexpect\w*|\bexperience\b|\bexposure\b|"
    r"\bknowledge\b|\bproficien\w*|\blooking for\b|\bseeking\b|\bif you\b|\bteam player\b|\bthrives?\b|"
    r"\byou (?:value|enjoy|thrive|embrace|bring|have|are)\b|\byou(?:'ll|\u2019ll| will) (?!find|enjoy|join|be\b)|"
    r"\b(?:support|contribute to|build|drive|develop|guide|engender)\w* (?:a|the) culture\b|"
    r"\bcandidates?\b|\bmindset\b|\battitude\b",
    re.IGNORECASE,
)
_CULTURE_SENTENCE = 300


def culture_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of the sentences of ``text`` that describe the workplace's culture or values."""
    return sentences_saying(text, _CULTURE, _CULTURE_KEEPS, longest=_CULTURE_SENTENCE)


# The employer's or its client's own profile under an "About us" heading ("About us", "Company Description", "Our
# client", "Über uns", "Qui sommes-nous", "Sobre nós", "O nas") names its products, sector and services, not a skill
# asked of the worker; it runs to the next heading. So does a sentence about the client or a "join one of the
# leading ..." line in the ad's body. A sentence in such a zone that speaks of the candidate or the role keeps its
# links. (skills17; skills16 found 17 of 67 wrong links on fresh ads in such text.)
_ZONE_HEAD = re.compile(
    # (the extractor blanks HTML tags and writes a block tag as ";": "<div><b>Who is Acme?</b>" reaches it as
    # ";    ;  Who is Acme?")
    r"(?:^|\n|;|</?(?:p|br|div|h\d|b|strong)[^<>]{0,200}>|\*\*|#\s)[ \t*#•-]*"
    r"(?P<head>about (?:us|the company|the employer|the organi[sz]ation|our (?:client|company|organi[sz]ation)|"
    r"the client)|company (?:description|overview|profile|information|background)|who we are|our client|"
    r"über uns|wer wir sind|das sind wir|unternehmensprofil|qui sommes[- ]nous|l'entreprise|notre (?:entreprise|"
    r"société)|sobre (?:nós|nosotros|a empresa|la empresa)|quem somos|quiénes somos|o nas|o firmie|over ons|"
    r"chi siamo|where you(?:'|\u2019)ll work|"
    # "About Acme", "Über Acme", "Who is Acme?": a name of one to four capitalised words (not "About the role",
    # "About You", "Who are you?")
    r"(?:about|über|à propos de|who (?:is|are))[ \t]+(?!(?:the|our|your|this)\b|(?:you|team|role|job|position|"
    r"opportunity)\b)(?-i:[A-Z])[\w&.'\u2019-]+(?:[ \t](?-i:[A-Z])[\w&.'\u2019-]+){0,3})"
    # a heading stands alone: a colon or question mark, the line's end, markup, or the next line glued on with its
    # capital
    r"(?=[\u2122\u00ae]?\s*[:?\-\u2013]|\s*\n|\s*$|\s*\*\*|\s*<|[ \t]*(?-i:[A-Z]))",
    re.IGNORECASE,
)
# the next section of the ad ends the zone: a heading of the job's own parts, a markup heading, or a short line
_ZONE_END = re.compile(
    # (a heading glued to the line before it starts at its capital: "...AcmeQualifications")
    r"(?:\b|(?-i:(?<=[a-z])(?=[A-Z])))(?:the role|your role|role (?:description|summary|overview)|"
    r"about the (?:role|job|position)|job description|the job|the position|position (?:summary|overview)|"
    r"responsibilities|requirements|qualifications|what you|you will|"
    r"your (?:tasks|profile|responsibilities|mission)|duties|key |who you are|we are looking|we're looking|"
    r"looking for|seeking|we offer|benefits|aufgabe\w*|ihr profil|dein profil|anforderung\w*|wir bieten|"
    r"was (?:sie|du|dich|wir)|missions?|votre (?:profil|mission|rôle)|profil recherché|responsabilidades|"
    r"requisitos|funciones|atribuições|atividades|oferecemos|ofrecemos|buscamos|procuramos|obowiązki|"
    r"wymagania|oferujemy)(?-i:(?![a-z]))"  # (a glued heading: "Job DescriptionYou will ...")
    r"|\n[ \t]*(?:#|\*\*|<h\d)|\n[ \t]*[^\n.!?]{2,50}:?[ \t]*\n|\*\*[^*\n]{2,60}\*\*",
    re.IGNORECASE,
)
_ZONE_CHARS = 1500
# a sentence about the client or a "join one of the leading ..." line, anywhere in the ad
_CLIENT_VOICE = re.compile(
    r"\b(?:my|our|the) (?:client|customer)(?:'s)? (?:is|are|was|has|produces|provides|offers|develops|designs|"
    r"manufactures|speciali[sz]es|operates|serves|delivers|sells|builds|supplies)\b|\byou are joining\b|"
    # a recruiter's unnamed client: "This company has produced ...", "This start up is backed by ..."
    r"^\W*this (?:company|client|firm|start-?up|business|organi[sz]ation) (?:is|was|has|have|produces|provides|"
    r"offers|develops|designs|manufactures|operates|serves|delivers|sells|builds)\b|"
    r"\bjoin (?:one of the|the|a|an) (?:leading|largest|biggest|world'?s?|global|fastest)\b|"
    r"^\W*one of the (?:largest|leading|biggest|fastest)\b",
    re.IGNORECASE,
)
# what speaks of the worker or the role in such a sentence (English and the zone headings' languages)
_ZONE_KEEPS = re.compile(
    r"\b(?:you(?!\s+are\s+joining)|your|candidates?|applicants?|looking for|seeking|hiring|recruit\w*|role|"
    r"position|responsib\w*|requir\w*|must|skills?|qualifi\w*|experience[ds]?|knowledge|abilit\w*|degree|"
    r"sie|ihre?[rsnm]?|du|deine?[rsnm]?|dich|dir|kandidat\w*|bewerber\w*|candidat\w*|vous|votre|você|seu|sua|"
    r"usted|tu|buscamos|procuramos|suchen)\b",
    re.IGNORECASE,
)


def company_zone_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of ``text`` in an employer's or client's profile (an "About us" section, a sentence
    about the client) that say nothing of the worker or the role."""
    zones = []
    for m in _ZONE_HEAD.finditer(text):
        start = m.end("head")
        stop = min(len(text), start + _ZONE_CHARS)
        end = _ZONE_END.search(text, start + 1, stop)
        zones.append((start, end.start() if end else stop))
    ranges = []
    for start, boundary in _sentence_spans(text):
        sentence = text[start:boundary]
        first = boundary - len(sentence.lstrip())  # its first word: in the zone, or glued to the zone's heading
        inside = any(a - 60 <= first < b and boundary > a for a, b in zones)
        if (inside or _CLIENT_VOICE.search(sentence.strip())) and not _ZONE_KEEPS.search(sentence):
            ranges.append((start, boundary))
    return ranges


# Text that names no skill the job needs, whatever words it holds (English; other languages keep every
# mention): equal-opportunity statements, the application procedure, and the fields of job-board forms
# whose header ("Schedule:", "Job Type:") or whose value (shift patterns, pay, places) is about the job's
# terms. A sentence is cut as in company_voice_ranges.
_NO_SKILL_SENTENCE = re.compile(
    r"\bequal (?:employment )?opportunit|\bregardless of (?:race|age|gender|sex|religion)|\bwithout regard to\b|"
    r"\bprotected (?:veteran|characteristic|status)|\baffirmative action\b|\bdiscriminat|"
    r"\breasonable accommodation|\bto apply\b|\bapply (?:now|today|online|here|via|through)\b|"
    r"\bsend (?:your|us your|an? updated) (?:cv|resume|résumé|application)|\bsubmit (?:your|an?) (?:cv|resume|"
    r"application)|\bclick (?:on )?(?:the )?apply\b|\bapplications? (?:close|closing|deadline)|"
    r"\bshortlisted candidates\b|\bonly successful (?:candidates|applicants)\b|"
    # a recruiter's legal line ("Acme Ltd is acting as an Employment Agency in relation to this vacancy") and the
    # applicant's privacy notice ("the processing of your personal data", "Privacy statement"): 2,000 corpus
    # postings held 21 links there, 20 wrong (negotiate with employment agencies, data protection; skills11)
    r"\bacting as an? (?:employment )?(?:agency|business)\b|\byour personal data\b|"
    r"\bprivacy (?:policy|notice|statement)\b",
    re.IGNORECASE,
)
# a form field: one to four words at the start of a line, then a colon
_FIELD = re.compile(r"(?m)^[ \t•·*-]*([A-Za-z][\w/&' -]{0,40}?)[ \t]*:")
# fields whose value states the job's terms, not a skill ("Schedule: Monday to Friday", "Pay: $20")
_TERMS_FIELDS = frozenset([
    "schedule", "shift", "shifts", "job type", "job types", "employment type", "pay", "salary", "compensation",
    "benefits", "perks", "work location", "location", "locations", "hours", "working hours", "start date",
    "expected start date", "contract", "contract length", "contract type", "application deadline", "deadline",
    "supplemental pay", "supplemental pay types", "work remotely", "ability to commute", "ability to relocate",
    "application question", "application questions", "job id", "reference", "ref", "posted", "date posted",
    "closing date", "company", "department", "industry", "seniority level", "job function",
])  # fmt: skip
# "a degree in computer science, mathematics or a related field": the subjects a diploma may be in
_DEGREE_OPENERS = (
    # an abbreviation keeps its dot ("Ph.D. in ..."); a plain word's dot ends its sentence
    r"(?:\b(?:degree|diploma|bachelor'?s?|master'?s?|b\.?sc\.?|m\.?sc\.?|ph\.?d\.?|doctorate|studies|studium)(?!\w)"
    # the US abbreviations, in capitals and before "in" ("BA/BS in Computer Science, Statistics or ..."; "MS Office"
    # is no degree): 2,000 corpus postings held 26 links in such lists, 25 of them one of the alternatives (skills11)
    r"|\b(?-i:B\.?S|B\.?A|M\.?S|M\.?A)\b\.?(?=\s+in\b)"
    # or a student's major, a graduate's or a qualification's subject, named as such ("majoring in", "a graduate
    # of", "qualification in"; a bare "Qualifications:" heading is not one: its list is what the job asks)
    r"|\b(?:major(?:ing|ed|s)?|graduates?)(?=\s+(?:in|of)\b)|\bqualifications?(?=\s+in\b))"
)
_SUBJECT_LIST = (
    # then the subjects: after "with a major in" / "with an emphasis on" just after the degree word, or after
    # in/of/e.g./such as (within a few words), or straight after ("Degree Maths, ...")
    r"(?:[^.;\n]{0,12}?\bwith an? (?:emphasis|focus|concentration|major|speciali[sz]ation) (?:in|on)\b"
    r"|(?=[^.;\n]{0,30}?(?:\b(?:in|of|such as)\b|\(e\.g\.)|:?\s+(?-i:[A-Z])))"
    # the list ends at what the job asks beside the degree ("... with 3 years of experience", "... with a focus
    # on FEA"), not at a compound's part ("final-year student in"); and where text glued without a break starts
    # the next line ("related fieldExperience in ...", markup stripped from a posting)
    # (and at a bullet inside a line: "... Food Science is desirable * Fluency in English")
    r"(?:(?!(?<![-\u2010\u2011])\b(?:experience|years?|with|skills?|knowledge|(?:and|to) be)\b|(?-i:(?<=[a-z])[A-Z][a-z])"
    r"|\s[*\u2022\u00b7\u25aa]\s)"
    r"(?:e\.g\.|i\.e\.|[^.;\n])){1,190}"
)
_DEGREE_SUBJECTS = re.compile(_DEGREE_OPENERS + _SUBJECT_LIST, re.IGNORECASE)
# The same lists opened by words of study that name no diploma: "coursework (or experience) in", "enrolled student in",
# "(educational / academic) background in", "BS or higher in", "a quantitative field such as", and a degree word glued
# to the heading before it ("QualificationsDegree in"). A bare "background in" also opens lists of skills ("red
# teaming, adversary emulation, or offensive security"): it counts only where the list ends in "or a related field".
# On 2,502 + 8,000 unseen dev postings 41 links gone, 39 of them one of the alternatives (skills32, skills_esco.md).
_GLUED = r"(?:\b|(?-i:(?<=[a-z])(?=[A-Z])))"
_STUDY_OPENERS = (
    rf"(?:{_GLUED}(?:coursework(?:\s+or\s+experience)?(?=\s+in\b)"
    r"|enrolled(?:\s+(?:college|university|undergraduate|graduate|bachelor'?s|master'?s))?\s+students?(?=\s+in\b)"
    r"|(?:educational|academic|university|college)\s+background(?=\s+in\b)"
    r"|(?:quantitative|technical|scientific|stem|engineering)\s+(?:field|discipline)s?(?=\s+such as\b)"
    r")|(?-i:(?<=[a-z])(?:Degree|Diploma|Bachelor'?s?|Master'?s?))(?=\s+in\b)"
    r"|\b(?-i:B\.?S|B\.?A|M\.?S|M\.?A)\b\.?(?=\s+or\s+(?:higher|above|equivalent)\s+in\b)"
    rf"|{_GLUED}(?P<bare>background)(?=\s+in\b))"
)
_STUDY_SUBJECTS = re.compile(_STUDY_OPENERS + _SUBJECT_LIST, re.IGNORECASE)
# the items of such a list: split at commas, slashes and or/and; "a related field" is no subject
_LIST_SPLIT = re.compile(r",|/|\bor\b|\band\b|\boder\b|\bof\b(?= iets)", re.IGNORECASE)
_ANY_FIELD = re.compile(r"\b(?:related|similar|equivalent|comparable|relevant|verwandt\w*|vergleichbar\w*)\b",
                        re.IGNORECASE)


# the same lists in a German, French, Spanish, Portuguese, Dutch or Italian ad ("Studium der Physik, Chemie oder
# vergleichbar", "formação superior em Economia, Direito ou áreas afins"): on 800 unlabelled non-English dev postings
# 27 links gone, 26 of them one of the alternatives (skills14, benchmarks/results/skills_esco.md)
DEGREE_LISTS_OTHER = True
_ASKED_BESIDE = (  # what the job asks beside the degree ends its list ("... sowie Erfahrung in", "Deutschkenntnisse")
    r"(?!\b(?:\w*erfahrung\w*|\w*kenntniss\w*|jahre\w*|sowie|mit|expérience|ans|avec|connaissances?|maîtrise|"
    r"experiencia|años|con|conocimientos?|experiência|anos|com|conhecimentos?|ervaring|jaar|met|kennis|esperienza|"
    r"anni|conoscenz\w*)\b)"
)
_DEGREE_SUBJECTS_OTHER = re.compile(
    r"\b(?:studium|studiums|studiengang|hochschulstudium|hochschulabschluss|ausbildung|berufsausbildung|diplom|"
    r"diplôme|formation|licence|bts|dut|grado(?= en\b)|licenciatura|titulación|título|ingeniería|carrera|"
    r"graduação|formação|bacharelado|curso superior|opleiding|laurea)\b"
    # the subjects follow a preposition or article within a few words, or a colon
    rf"(?:{_ASKED_BESIDE}[^.;\n]){{0,30}}?(?:\b(?:in|im|der|des|en|em|de|d'|da|do|na|no|dans|richting)\b|:)"
    # and run to the sentence's end or to what the job asks beside the degree
    rf"(?P<subjects>(?:{_ASKED_BESIDE}[^.;\n]){{1,190}})",
    re.IGNORECASE,
)
# alternatives are split at commas, slashes and "or" ("y", "und", "et": a list joined by "and" may ask for each)
_BRACKETED = re.compile(r"\([^()]*(?:\)|$)")
_LIST_SPLIT_OTHER = re.compile(r",|/|\b(?:ou|o|oder|of|oppure)\b", re.IGNORECASE)
_ANY_FIELD_OTHER = re.compile(
    r"\b(?:verwandt\w*|vergleichbar\w*|ähnlich\w*|équivalent\w*|similaire\w*|connexe\w*|afin\w*|afín|similar\w*|"
    r"relacionad\w*|equivalente\w*|correlat\w*|gelijkwaardig\w*|vergelijkba\w*|gerelateerd\w*|affin\w*)\b",
    re.IGNORECASE,
)


def _other_alternatives(subjects: str) -> bool:
    """:func:`_alternatives` for a degree's subject list in another language; a list in brackets names the
    diplomas of one subject ("comptabilité (BTS CGO, DCG, DSCG)"), not alternative subjects."""
    items = [i for i in _LIST_SPLIT_OTHER.split(_BRACKETED.sub(" ", subjects))
             if i.strip() and not _ANY_FIELD_OTHER.search(i)]
    return len(items) >= 2


def _alternatives(span: str) -> bool:
    """Whether a degree's subject text names two or more subjects (alternatives: none of them is the skill
    the job needs); one subject ("a degree in physics or a related field") is."""
    items = [i for i in _LIST_SPLIT.split(span) if i.strip() and not _ANY_FIELD.search(i)]
    return len(items) >= 2


# a list of alternatives says "or" ("coursework in AI, machine learning, and image analysis" asks for each of them)
_ALTERNATIVE_CUE = re.compile(r"\bor\b|/|\be\.g\.|\bsuch as\b", re.IGNORECASE)
# a subject list ends in "or a related field" ("or any related 3D software", "or similar" end lists of tools)
_RELATED_FIELD = re.compile(
    r"\b(?:related|similar|equivalent|comparable|relevant)(?:\s+[\w-]+)?\s+(?:fields?|disciplines?|subjects?|areas?|"
    r"sciences?|studies|degrees?)\b",
    re.IGNORECASE,
)


_OR_BEFORE = re.compile(r"\bor\s+(?:[\w-]+\s+)?$", re.IGNORECASE)
# a spaced dash ends the list ("coursework in vision and robotics - Or - BS plus 2 years": the "or" of two diplomas),
# and so does what the job asks beside it ("..., or related fields, as well as strong problem-solving skills")
_LIST_END = re.compile(r"\s[-\u2013\u2014]\s|,?\s+as well as\b", re.IGNORECASE)


def _study_range(match: re.Match) -> tuple[int, int] | None:
    """The range of a list opened by a word of study when it names alternative subjects (two or more joined by
    "or"; after a bare "background in" only a list that ends in a related field), else None."""
    span = _LIST_END.split(match.group(), maxsplit=1)[0]
    if not (_alternatives(span) and _ALTERNATIVE_CUE.search(span)):
        return None
    if match.group("bare") and not _RELATED_FIELD.search(span):
        return None
    # what follows "or a related field" is the next thing asked ("ecology or related field, biostatistics (...)"); a
    # related field the list starts from ("a relevant field, e.g. ...") is no end
    last = next((m for m in _RELATED_FIELD.finditer(span) if _OR_BEFORE.search(span, 0, m.start())), None)
    return match.start(), match.start() + (last.end() if last else len(span))


_NEGATION = re.compile(r"\bnot\b(?! (?:limited|only|just|necessarily|least)\b)|\b(?:no|never|without|nor|don't|doesn't|isn't|aren't|won't|needn't)\b|n't\b",
                       re.IGNORECASE)
_CLAUSE_START = re.compile(r"[.;:!?\n]|\bbut\b|\bhowever\b", re.IGNORECASE)


def no_skill_ranges(text: str, clauses: bool = True, study_lists: bool = True) -> list[tuple[int, int]]:
    """Character ranges of ``text`` that give no skill links: equal-opportunity and application-procedure
    sentences, form-field headers (and the whole line of a field about the job's terms), the subject
    lists of degree requirements and a site's language picker. ``clauses``: see :func:`_no_skill_clauses`;
    ``study_lists``: also the subject lists opened by words of study (:data:`_STUDY_SUBJECTS`)."""
    ranges = []
    for start, boundary in _sentence_spans(text):
        if clauses:
            ranges.extend(_no_skill_clauses(text, start, boundary))
        elif _NO_SKILL_SENTENCE.search(text, start, boundary):
            ranges.append((start, boundary))
    for m in _FIELD.finditer(text):
        name = " ".join(m.group(1).lower().split())
        if len(name.split()) > 4:
            continue
        if name in _TERMS_FIELDS:
            line_end = text.find("\n", m.end())
            ranges.append((m.start(1), len(text) if line_end < 0 else line_end))
        else:
            ranges.append((m.start(1), m.end()))  # the header word itself ("Language:", "Experience:")
    ranges.extend(m.span() for m in _DEGREE_SUBJECTS.finditer(text) if _alternatives(m.group()))
    if study_lists:
        ranges.extend(r for r in map(_study_range, _STUDY_SUBJECTS.finditer(text)) if r)
    if DEGREE_LISTS_OTHER:
        ranges.extend(m.span() for m in _DEGREE_SUBJECTS_OTHER.finditer(text)
                      if _other_alternatives(m.group("subjects")))
    ranges.extend(m.span() for m in _LOCALE_PICKER.finditer(text))
    return ranges


# Lines glued without a sentence end (stripped markup, emoji bullets) make one "sentence" of a whole requirement
# list and the application line after it: on the dev split's clear skills 33 were lost so ("... Strong problem
# solving ... Should this appeal, mail your CV"; skills19). Past this length a no-skill sentence gives only the
# clause around its cue, cut at a glued seam ("experienceIf", "ASAPInterested") or an emoji / bullet sign.
_LONG_SENTENCE = 300
_CLAUSE_REACH = 150
_GLUED_SEAM = re.compile(r"(?<=[a-z0-9)\]])(?=[A-Z][a-z])|(?<=[A-Z]{2})(?=[A-Z][a-z])|"
                         r"[\u2022\u25aa\u25cf\u2600-\u27bf\U0001f300-\U0001faff]")
# "to apply" before such a word is the application ("to apply for", "to apply now", "to apply, send"); before
# another lower-case word it is a duty ("to apply statistical methods", "to apply your knowledge")
_APPLY_PROCEDURE = frozenset([
    "for", "in", "to", "and", "or", "please", "email", "e-mail", "now", "through", "even", "once", "by", "regardless",
    "via", "as", "if", "online", "today", "send", "at", "directly", "on", "with", "just", "click", "you", "anyway",
    "early", "here", "immediately", "asap", "soon", "quickly", "before", "is", "visit", "submit", "contact", "simply",
    "below", "within", "from", "whether", "but", "so", "right", "using", "we", "they", "too", "no",
])  # fmt: skip
# an equal-opportunity cue's clause runs on over its list of protected grounds (no seam inside it)
_EQUALITY_REACH = 400
_EQUALITY_CUE = re.compile(r"equal|regardless|without regard|protected|affirmative|discriminat|reasonable", re.IGNORECASE)
_NEXT_WORD = re.compile(r"\s+([a-z][\w-]*)")


def _no_skill_clauses(text: str, start: int, boundary: int) -> list[tuple[int, int]]:
    """The no-skill ranges of one sentence: the whole sentence, or past ``_LONG_SENTENCE`` chars only the clause
    of each cue; "to apply" followed by a duty's object is no cue."""
    cues = [m for m in _NO_SKILL_SENTENCE.finditer(text, start, boundary) if not _applies_a_skill(text, m)]
    if not cues or boundary - start <= _LONG_SENTENCE:
        return [(start, boundary)] if cues else []
    return [_clause(text, start, boundary, m) for m in cues]


def _applies_a_skill(text: str, cue: re.Match) -> bool:
    nxt = _NEXT_WORD.match(text, cue.end())
    return cue.group().lower() == "to apply" and nxt is not None and nxt.group(1) not in _APPLY_PROCEDURE


def _clause(text: str, start: int, boundary: int, cue: re.Match) -> tuple[int, int]:
    """The cue's clause: from the last glued seam before it to the first after it, at most _CLAUSE_REACH chars
    back and as far on (an equal-opportunity cue: _EQUALITY_REACH), inside its sentence."""
    reach = _EQUALITY_REACH if _EQUALITY_CUE.match(cue.group()) else _CLAUSE_REACH
    lo, hi = max(start, cue.start() - _CLAUSE_REACH), min(boundary, cue.end() + reach)
    before = [m.end() for m in _GLUED_SEAM.finditer(text, lo, cue.start())]
    after = _GLUED_SEAM.search(text, cue.end(), hi)
    return (before[-1] if before else lo), (after.start() if after else hi)


# a site's language picker left in the description: five or more "Name (Region)" items in a row, separated
# by spaces alone ("Deutsch (Deutschland) Español (España) Français (France) ..."); its language names ask
# for no language. (A requirement list has commas or words between its items: "Deutsch (C1), Englisch (B2)".)
_PICKER_ITEM = r"[^\W\d_][\w-]*(?: [^\W\d_][\w-]*)? \u200e?\((?=[^\W\d_])[^()\n]{2,40}\)"
_LOCALE_PICKER = re.compile(rf"(?:{_PICKER_ITEM}\s+){{4,}}{_PICKER_ITEM}")


def negated(text: str, start: int) -> bool:
    """Whether the mention starting at ``start`` sits in a negated clause ("not ... deep learning", "no
    Java needed"): a negation word between the clause's start and the mention."""
    lo = max(0, start - 80)
    clause = text[lo:start]
    cuts = list(_CLAUSE_START.finditer(clause))
    if cuts:
        clause = clause[cuts[-1].end():]
    return _NEGATION.search(clause) is not None


_STATE_CODE = re.compile(r"(?:, ?| \()([A-Z]{2,3})\b")


@lru_cache(maxsize=1)
def _state_codes() -> frozenset[str]:
    """States and provinces of Australia, the United States and Canada (pycountry), and UK/USA/UAE."""
    import pycountry

    codes = {s.code.split("-", 1)[1] for c in ("AU", "US", "CA") for s in pycountry.subdivisions.get(country_code=c)}
    return frozenset(codes | {"UK", "USA", "UAE"})


def place_follows(text: str, end: int) -> bool:
    """Whether a mention ending at ``end`` is followed by a state or country code ("Botany, NSW"; "Reading,
    UK"): then the mention is a place name."""
    m = _STATE_CODE.match(text, end)
    return m is not None and m.group(1) in _state_codes()
