"""Categorical facets of HR text: work mode, employment type, seniority, minimum years of experience,
education level and languages with CEFR level, in English, German, French, Spanish and Dutch, with the
common board words of Portuguese, Swedish, Indonesian and Russian postings.

The phrase tables are hand-written (no library carries "Vollzeit"/"CDI"/"bac+5"/"verhandlungssicher"),
matched on folded word tokens with :class:`~normalize.attributes.text.PhraseTable` (dict lookups, linear
time). Language names come from babel/CLDR. Each finder takes :class:`Tokens` and returns the value and
the character span it was read from; what a right answer is: ``../shared/ATTRIBUTE_CONVENTIONS.md``.

Public and stable (title cleaning calls them on a title alone): :func:`find_work_mode`,
:func:`find_employment_type`, :func:`find_seniority`, :func:`find_min_years`, :func:`find_education`,
:func:`find_languages`.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from normalize.attributes.text import PhraseTable, Tokens, fold

Span = tuple[int, int]
Hit = tuple[int, int, object]  # (first token, number of tokens, value)


def _table(spec: dict[str, str]) -> PhraseTable:
    """Build a table from {value: "phrase one|phrase two|..."}."""
    t = PhraseTable()
    for value, phrases in spec.items():
        for p in phrases.split("|"):
            if p.strip():
                t.add(p.strip(), value)
    return t


def _span(tokens: Tokens, i: int, n: int) -> Span:
    return tokens.starts[i], tokens.ends[i + n - 1]


def _title_end(text: str) -> int:
    """End of the first line (the title, at most 120 characters)."""
    nl = text.find("\n")
    return min(nl if nl >= 0 else len(text), 120)


# --- sections: what an employer offers ------------------------------------------------------------------
# "work from home" or "full-time and part-time colleagues" written among the perks says nothing about this
# job's work mode or hours. A perks section starts at one of these headings and ends at the next
# requirements/duties heading or after _ZONE_CHARS characters.
# A heading: a perks/requirements phrase at a line start, after a bullet/markup/colon/sentence end, and
# followed by ":", "?", "!", a line end or a closing tag within two words ("Benefits:", "**What we
# offer**", "Wat bieden wij jou?"). The phrases are found first, the heading shape checked around them.
_OFFER_PHRASES = re.compile(
    r"(?i)\b(?:benefits?|perks|what we offer|we offer|our offer|what'?s on offer|what'?s in it for you|why join us|"
    r"was wir (?:dir |ihnen )?bieten|wir bieten|unser angebot|deine vorteile|ihre vorteile|"
    r"nous vous offrons|ce que nous (?:vous )?offrons|nos avantages|avantages|r[ée]mun[ée]ration et avantages|"
    r"(?:te )?ofrecemos|beneficios|qu[ée] te ofrecemos|o que oferecemos|benef[íi]cios|"
    r"wat (?:bieden wij|wij bieden|we bieden)|arbeidsvoorwaarden|vi erbjuder|f[öo]rm[åa]ner)\b")
_OTHER_PHRASES = re.compile(
    r"(?i)\b(?:requirements?|qualifications?|what you(?:'ll)? (?:do|need|bring)|about you|"
    r"your profile|who you are|responsibilities|anforderungen|ihr profil|dein profil|ihre aufgaben|deine aufgaben|"
    r"votre profil|vos missions|profil recherch[ée]|requisitos|funciones|wat vragen wij|wie zoeken wij|"
    r"требования|обязанности)\b")
_HEAD_BEFORE = re.compile(r"(?i)(?:^|[*#•:>]\s*|[.!?]\s+|\s{2,}|\n\s*)(?:job |employee |our |the |your )?$")
_HEAD_AFTER = re.compile(r"(?:\s+\w+){0,2}\s*(?:\*\*)?\s*(?:[:?!\n<]|$)")
_ZONE_CHARS = 1500


def _headings(pattern: re.Pattern, text: str, lo: int = 0, hi: int | None = None) -> list[int]:
    hi = len(text) if hi is None else hi
    return [m.start() for m in pattern.finditer(text, lo, hi)
            if _HEAD_BEFORE.search(text, max(0, m.start() - 20), m.start()) and _HEAD_AFTER.match(text, m.end())]


_OFFER_STEMS = ("benefi", "perk", "offer", "biete", "angebot", "vorteil", "offrons", "avantage", "ofrecemos",
                "oferecemos", "benefí", "bieden", "arbeidsvoorwaarden", "erbjuder", "förmån", "forman", "join us",
                "in it for you")


@lru_cache(maxsize=16)
def offer_zones(text: str) -> list[Span]:
    """Character ranges of the perks sections of ``text`` (empty when it has none)."""
    zones: list[Span] = []
    lower = text.lower()
    if not any(stem in lower for stem in _OFFER_STEMS):
        return zones
    for start in _headings(_OFFER_PHRASES, text):
        if zones and start < zones[-1][1]:
            continue
        end = min(len(text), start + _ZONE_CHARS)
        other = _headings(_OTHER_PHRASES, text, start + 1, end)
        zones.append((start, other[0] if other else end))
    return zones


def _in_zones(pos: int, zones: list[Span]) -> bool:
    return any(s <= pos < e for s, e in zones)


# --- work mode ---------------------------------------------------------------------------------------
# Strong phrases state this job's work mode; weak ones ("home office", "work from home", "télétravail")
# are also how perks are written and are ignored inside a perks section.
_WORK_MODE_STRONG = _table({
    "remote": "remote position|remote role|remote job|fully remote|100 remote|remote first|work from anywhere|"
              "full remote|remote only|remote basis|on a remote basis|role is remote|position is remote|"
              "job is remote|this is a remote|role is fully remote|based remotely|located remotely|"
              "can be based remotely|vollstandig remote|komplett remote|100 homeoffice|100 home office|"
              "teletravail complet|100 teletravail|full teletravail|en remoto|trabajo remoto|100 remoto|"
              "modalidad remoto|modalidad de trabajo remoto|trabalho remoto|regime remoto|volledig thuiswerken|"
              "volledig remote|permanent work from home|work from home position|wfh|"
              "удаленная работа|удаленный формат|удаленно|удаленка|distansarbete|på distans|helt på distans|"
              "work arrangement remote|work model remote|workplace type remote",
    "hybrid": "hybrid work|hybrid working|hybrid role|hybrid position|hybrid model|hybrid set up|hybrid setup|"
              "hybrid remote|remote hybrid|hybrid office|hybrid schedule|hybrid attendance|hybrides arbeiten|"
              "hybrides arbeitsmodell|hybride werken|hybride arbeidsvorm|trabajo hibrido|modelo hibrido|"
              "teletravail partiel|rythme de travail hybride|partly remote|partially remote|some remote|"
              "days remote|days from home|days in office|days in the office|days onsite|days on site|"
              "day on site|day onsite|days per week in office|remote working per week|day remote|"
              "tage homeoffice|remote days|jours de teletravail|jours par semaine de teletravail|"
              "гибридный|гибридный формат|гибрид|modelo de trabalho hibrido|regime hibrido|modelo hibrido de trabalho",
    "onsite": "on site role|onsite role|on site position|onsite position|on site only|onsite only|"
              "fully on site|fully onsite|100 on site|100 onsite|office based|office based role|in office|"
              "work on site|work onsite|based on site|based onsite|on site presence|onsite presence|"
              "in person position|in person role|location in person|arrangement in person|non remote|"
              "in office role|no remote|not remote|kein homeoffice|vor ort beim kunden|arbeit vor ort|"
              "100 presencial|trabajo presencial|trabalho presencial|atuacao presencial|regime presencial|"
              "modelo de trabalho presencial|100 presentiel|en presentiel|travail sur site|modele de travail sur site|"
              "sur site|op locatie|op kantoor|modalidad presencial",
})
_WORK_MODE_WEAK = _table({
    "remote": "remote work|work remotely|working remotely|remote possible|remote moglich|remote arbeiten|"
              "fernarbeit|telecommute|telework|teletrabajo|work from home|working from home|"
              "werk van thuis|vanuit huis|remote work opportunity|remote work opportunities",
    "hybrid": "home office|homeoffice|home office option|mobiles arbeiten|mobile working|teletravail possible|"
              "teletravail|thuiswerken|deels thuiswerken|flexible working from home",
})
# Single words that are a work mode only when they stand alone ("Remote", "(hybrid)", "Remote - US"), or
# open the title ("Remote Node Developer"), not as adjectives ("remote teams", "onsite gym").
_BARE_MODE = {"remote": "remote", "hybrid": "hybrid", "hybride": "hybrid", "hibrido": "hybrid",
              "onsite": "onsite", "presencial": "onsite", "presentiel": "onsite", "remoto": "remote",
              "remota": "remote", "distans": "remote"}
_NEGATIONS = {"non", "not", "no", "kein", "keine", "sin", "sem", "pas", "geen"}


def _bare_mode(tokens: Tokens) -> list[Hit]:
    out: list[Hit] = []
    text = tokens.text
    for i in [k for k, w in enumerate(tokens.words) if w in _BARE_MODE]:
        w = tokens.words[i]
        mode = _BARE_MODE[w]
        if (i > 0 and tokens.words[i - 1] in _NEGATIONS):
            continue
        if i == 0 and mode == "remote":
            out.append((i, 1, mode))  # "Remote Node Developer"
            continue
        start, end = tokens.starts[i], tokens.ends[i]
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if line_end - line_start > 80:
            continue
        after = text[end:line_end].lstrip(" ")
        if after and after[0] not in ")],-–|/;:<(*":
            continue
        out.append((i, 1, mode))
    return out


def _find_both(tokens: Tokens, first: PhraseTable, second: PhraseTable) -> tuple[list[Hit], list[Hit]]:
    """``first.find_all`` and ``second.find_all`` from one scan of the words (the tables' first words)."""
    words = tokens.words
    both = first.first | second.first
    out: tuple[list[Hit], list[Hit]] = ([], [])
    nxt = [0, 0]
    for i in [k for k, w in enumerate(words) if w in both]:
        for t, table in enumerate((first, second)):
            if i >= nxt[t] and words[i] in table.first:
                hit = table.match_at(words, i)
                if hit is not None:
                    out[t].append((i, hit[0], hit[1]))
                    nxt[t] = i + hit[0]
    return out


_DAY_WORDS = {"day", "days", "jours", "tage", "dagen", "dias"}
_COUNTS = {"1", "2", "3", "4", "one", "two", "three", "four", "ein", "zwei", "drei", "vier", "un", "deux", "trois",
           "quatre", "uno", "dos", "tres", "een", "twee", "drie", "x", "5", "half"}
_NEGATED_VALUE = re.compile(r"(?i)\s*(?:eligible|available|possible|option)?\s*[*_]*\s*:\s*[*_]*\s*(?:no|none|non|nein|nee|n/a)\b")


def _mode_ok(tokens: Tokens, hit: Hit) -> bool:
    """"2 days on site" needs its count ("each day onsite" is a duty); "Telework eligible: No" is no."""
    i, n, _ = hit
    words = tokens.words
    if words[i] in _DAY_WORDS and not (i and words[i - 1] in _COUNTS):
        return False
    return not _NEGATED_VALUE.match(tokens.text, tokens.ends[i + n - 1])


def find_work_mode(tokens: Tokens) -> tuple[str, Span] | None:
    """remote/hybrid/onsite: hybrid wins when both remote and hybrid (or on-site) are written; weak
    phrases ("home office", "work from home") inside a perks section do not count."""
    strong, weak = _find_both(tokens, _WORK_MODE_STRONG, _WORK_MODE_WEAK)
    if weak:
        zones = offer_zones(tokens.text)
        weak = [h for h in weak if not _in_zones(tokens.starts[h[0]], zones)]
    hits = [h for h in sorted(strong + weak + _bare_mode(tokens)) if _mode_ok(tokens, h)]
    if not hits:
        return None
    values = {str(v) for _, _, v in hits}
    if "hybrid" in values or ("remote" in values and "onsite" in values):
        want = "hybrid" if "hybrid" in values else "remote"
    else:
        want = str(hits[0][2])
    i, n, _ = next(h for h in hits if h[2] == want)
    return want, _span(tokens, i, n)


# --- employment type -----------------------------------------------------------------------------------
_EMPLOYMENT = _table({
    "full_time": "full time|fulltime|full time position|full time role|full time job|full time employment|"
                 "vollzeit|vollzeitstelle|in vollzeit|temps plein|plein temps|temps complet|"
                 "tiempo completo|jornada completa|voltijd|fulltime baan|36 40 uur|38 40 uur|"
                 "tempo integral|penuh waktu|heltid|полная занятость|полный рабочий день",
    "full_or_part": "full or part time|full and part time|full part time|full time or part time|"
                    "full time and part time|full time part time",
    "part_time": "part time|parttime|teilzeit|in teilzeit|teilzeitstelle|werkstudent|werkstudentin|"
                 "working student|temps partiel|mi temps|tiempo parcial|media jornada|jornada parcial|"
                 "deeltijd|parttime baan|meio periodo|meio expediente|paruh waktu|deltid|"
                 "частичная занятость|неполный рабочий день",
    "contract": "contractor role|contractor position|independent contractor|as a contractor|contract role|"
                "contract position|contract basis|contract assignment|contract to hire|on a contract|"
                "travel contract|week contract|weeks contract|travel assignment|week assignment|"
                "week nursing assignment|month engagement|months engagement|freelance|freelancing|"
                "freelance position|freiberuflich|freie mitarbeit|freier mitarbeiter|auf projektbasis|"
                "independant|auto entrepreneur|autonomo|zzp|zzp er|b2b contract|contract b2b|type b2b|b2b umowa|"
                "b2b employment|1099 contract|"
                "1099 contractor|c2c|corp to corp|проектная работа|contract work|contract job|contract jobs",
    "temporary": "temporary|temporary position|temporary contract|temp role|temp position|fixed term|"
                 "fixed term contract|tijdelijk contract|tijdelijke contract|contrat temporaire|"
                 "befristet|befristete|befristeter|befristeten|cdd|contrat a duree determinee|temporaire|"
                 "en interim|mission d interim|contrat d interim|mision temporal|contrato temporal|contrato eventual|"
                 "trabajo temporal|puesto temporal|tijdelijk|tijdelijke|seasonal position|seasonal role|"
                 "seasonal job|seasonal work|seasonal employment|saisonal|saisonnier|zeitarbeit|leiharbeit|"
                 "arbeitnehmeruberlassung|uitzend|uitzendbaan|maternity cover|elternzeitvertretung|"
                 "period of employment is|employment is temporary|time limited|zeitlich befristet|"
                 "duree determinee|duracion determinada|bepaalde tijd|month contract|months contract|"
                 "year contract|position is limited|contract duration|duration 12 months|temporario|"
                 "visstid|visstidsanstallning|vikariat|временная работа",
    "internship": "internship program|internship programme|summer internship|summer intern|this internship|"
                  "an internship|paid internship|month internship|internship position|internship opportunity|"
                  "praktikum|pflichtpraktikum|praktikant|praktikantin|stagiaire|offre de stage|stage de|"
                  "en stage|stage pfe|stages de pfe|alternance|practicas|practicas profesionales|becario|"
                  "becaria|stagiair|stageplaats|afstudeerstage|meewerkstage|stage bij|estagio|estagiario|"
                  "magang|стажировка|praktikplats",
})
# Words that name this job's type only in the title ("Marketing Intern", "Travel RN - FT").
_TITLE_EMPLOYMENT = _table({"internship": "intern|interns|internship|trainee intern|stage|beca",
                            "temporary": "seasonal|temp|interim", "contract": "contract|contractor"})
_TITLE_ABBREVIATIONS = {"ft": "full_time", "pt": "part_time"}
_HEADER_TYPES = {"contract": "contract", "contractor": "contract", "temporary": "temporary",
                 "internship": "internship", "freelance": "contract"}
# Permanent-contract words: evidence of full-time only when nothing more specific is written.
_PERMANENT = _table({"full_time": "permanent|permanent position|festanstellung|unbefristet|unbefristete|"
                                  "unbefristeten|cdi|contrat a duree indeterminee|indefinido|contrato indefinido|"
                                  "vast contract|vaste baan|vast dienstverband|постоянная работа|постоянную работу|постоянной работы|"
                                  "оформление в штат|в штат компании|efetivo|permanente|contrato permanente|"
                                  "contrat permanent|unbefristeter|unbefristetes|"
                                  "karyawan tetap|tillsvidare|tillsvidareanstallning"})
_PRECEDENCE = ("internship", "contract", "temporary")
# "permanent residency/resident": a visa status, not the contract
_NOT_CONTRACT_NEXT = {"residency", "resident", "residents", "residence", "address", "establishment", "makeup"}
_AUTHORIZATION = re.compile(r"(?i)authori[sz]ed to work|eligible to work|right to work")
# "full-time employees are eligible", "full-time clinical practice": hours of somebody else or of the past
_NOT_THIS_JOB = {"employees", "employee", "colleagues", "staff", "team", "workers", "associates", "clinical",
                 "practice", "experience", "students", "student", "roles", "positions", "hires"}


def _title_types(tokens: Tokens) -> list[Hit]:
    """Type words written in the title line: table words, "FT"/"PT" as written in capitals."""
    end = _title_end(tokens.text)
    out: list[Hit] = []
    for i in range(bisect_left(tokens.starts, end)):
        w = tokens.words[i]
        if w not in _TITLE_ABBREVIATIONS and w not in _TITLE_EMPLOYMENT.first:
            continue
        raw = tokens.text[tokens.starts[i] : tokens.ends[i]]
        if w in _TITLE_ABBREVIATIONS and raw.isupper():
            out.append((i, 1, _TITLE_ABBREVIATIONS[w]))
            continue
        hit = _TITLE_EMPLOYMENT.match_at(tokens.words, i) if w in _TITLE_EMPLOYMENT.first else None
        # only as the last word of a title segment ("Marketing Intern", "(Travel/Contract)"), never as
        # part of an occupation ("Contract Manager", "Stage Manager")
        if hit and (w in ("intern", "interns", "internship") or re.match(
                r"\s*(?:$|[-–|/,():]|\n)", tokens.text[tokens.ends[i + hit[0] - 1] : end + 1])):
            out.append((i, hit[0], hit[1]))
    return out


def _not_this_job(tokens: Tokens, k: int) -> bool:
    """Hours that belong to others or to the past: "full-time and part-time colleagues", "full-time
    clinical practice", "authorized to work ... on a full-time basis"."""
    words, text = tokens.words, tokens.text
    for j in range(k, min(k + 5, len(words))):
        if "\n" in text[tokens.ends[j - 1] : tokens.starts[j]]:
            break
        if words[j] in _NOT_THIS_JOB:
            return True
        if words[j] not in ("and", "or", "part", "full", "time", "und", "et", "y"):
            break
    start = text.rfind("\n", 0, tokens.starts[k - 1]) + 1
    return bool(_AUTHORIZATION.search(text, max(start, tokens.starts[k - 1] - 120), tokens.starts[k - 1]))


def _label_half(tokens: Tokens, hit: Hit) -> bool:
    """"Regular/Temporary:" and "Full/Part Time:" are field labels, not values."""
    i, n, _ = hit
    text = tokens.text
    before = text[max(0, tokens.starts[i] - 3) : tokens.ends[i + n - 1]]
    return "/" in before and re.match(r"\s*[*_]*\s*:", text[tokens.ends[i + n - 1] :]) is not None


def _short_line_types(tokens: Tokens) -> list[Hit]:
    """Type words standing in a short header line near the top ("Full-time, Contract", "Temporary")."""
    out: list[Hit] = []
    text = tokens.text
    for i, w in enumerate(tokens.words):
        if tokens.starts[i] > 1500:
            break
        if w not in _HEADER_TYPES:
            continue
        ls = text.rfind("\n", 0, tokens.starts[i]) + 1
        le = text.find("\n", tokens.ends[i])
        le = len(text) if le < 0 else le
        if le - ls <= 40 and re.match(r"\s*(?:$|[-–|/,():])", text[tokens.ends[i] : le]):
            out.append((i, 1, _HEADER_TYPES[w]))
    return out


def find_employment_type(tokens: Tokens) -> tuple[str, Span] | None:
    """Primary type by precedence internship > contract > temporary > full_time/part_time (only when
    exactly one of the two is stated) > a permanent-contract word (full_time)."""
    text, words = tokens.text, tokens.words
    zones = offer_zones(text)
    found, permanent = _find_both(tokens, _EMPLOYMENT, _PERMANENT)
    table_hits = [h for h in found if not _label_half(tokens, h)]
    table_hits += [(i, 1, "temporary") for i, w in enumerate(words) if w == "interim"
                   and text[tokens.starts[i] : tokens.ends[i]].lower() == "intérim"]  # French, not "interim review"
    covered = {k for i, n, _ in table_hits for k in range(i, i + n)}
    hits = [h for h in _title_types(tokens) + _short_line_types(tokens) if h[0] not in covered]
    for i, n, v in table_hits:
        if v in ("full_time", "part_time") and (_in_zones(tokens.starts[i], zones) or _not_this_job(tokens, i + n)):
            continue
        hits.append((i, n, v))
    hits.sort()
    for kind in _PRECEDENCE:
        for i, n, v in hits:
            if v == kind:
                return kind, _span(tokens, i, n)
    hours = {str(v) for _, _, v in hits}
    if "full_or_part" in hours:
        return None  # "Full or Part time RN position": both offered
    if len(hours) == 1:
        i, n, v = hits[0]
        return str(v), _span(tokens, i, n)
    if hours:
        return None  # full-time and part-time both offered
    for i, n, v in permanent:
        if (words[i + n] if i + n < len(words) else "") not in _NOT_CONTRACT_NEXT:
            return str(v), _span(tokens, i, n)
    return None


# --- seniority -------------------------------------------------------------------------------------------
_SENIORITY = _table({
    "intern": "intern|internship|praktikant|praktikantin|praktikum|pflichtpraktikum|werkstudent|werkstudentin|"
              "working student|stagiaire|stagiair|becario|becaria|practicas|apprentice|auszubildender|"
              "auszubildende|azubi|alternant|alternante|estagiario|estagiaria|стажер|stage pfe|magang",
    "junior": "junior|jr|entry level|graduate|new grad|trainee|berufseinsteiger|berufseinsteigerin|einsteiger|"
              "absolvent|debutant|debutante|jeune diplome|recien titulado|recien graduado|sin experiencia|"
              "starter|associate level|младший",
    "mid": "mid level|mid|intermediate|medior|confirme|confirmee|mid senior|professional level|"
           "berufserfahren|semi senior|pleno|pl",
    "senior": "senior|sr|senior level|experimente|experimentee|erfahrener|erfahrene|expert level|"
              "senior level position|старший",
    "lead": "lead|team lead|team leader|teamleader|teamlead|tech lead|technical lead|lead developer|"
            "lead engineer|principal|staff engineer|staff scientist|staff software|staff backend|"
            "staff frontend|staff data|staff machine|staff product|staff security|teamleiter|teamleiterin|"
            "teamleitung|chef d equipe|lider tecnico|jefe de equipo|teamleider|tech lead manager|ведущий|"
            "главный",
    "manager": "manager|managerin|leiter|leiterin|abteilungsleiter|responsable|gerente|jefe|jefa|"
               "coordinador|teammanager|leidinggevende|afdelingshoofd|руководитель|начальник",
    "director": "director|directora|head of|direktor|direktorin|directeur|directrice|bereichsleiter|"
                "bereichsleiterin|hoofd|directeur adjoint|direktor",
    "executive": "ceo|cto|cfo|coo|cio|cpo|cmo|chief|vp|vice president|svp|evp|c level|chief executive|"
                 "executive director|executive vice president|geschaftsfuhrer|geschaftsfuhrerin|"
                 "managing director|managing partner|vorstand|directeur general|director general|"
                 "director ejecutivo|algemeen directeur",
})
# Level words that are not levels in context: "Intermediate Care" (a hospital unit), "Graduate
# Assistantship" (a student post), "Staff Nurse" is not in the table at all.
_NOT_LEVEL_NEXT = {"intermediate": {"care"}, "graduate": {"assistant", "assistantship", "student", "students",
                                                          "school", "research", "researcher"},
                   "lead": {"generation", "times", "time"}, "principal": {"investigator"}}
# Portuguese board abbreviations: "Analista Pl" (pleno), "Analista Jr", only beside a Portuguese role word.
_PT_ROLES = {"analista", "desenvolvedor", "desenvolvedora", "engenheiro", "engenheira", "programador",
             "consultor", "consultora", "assistente", "especialista", "auxiliar", "tecnico", "coordenador"}
_REPORTS = {"report", "reports", "reporting", "berichtet", "rapporte", "reportando", "reportando se"}
# "We are seeking an organised and motivated Entry-Level Customs Clerk": a level right after a hiring cue
_HIRING_CUE = re.compile(r"(?i)\b(?:seeking|looking for|hiring|recruiting|searching for|recherchons|suchen|"
                         r"buscamos|procuramos|zoeken|söker|ищем)\b")
_SAFE_TEXT_LEVELS = {"junior", "jr", "entry level", "senior", "sr", "confirme", "confirmee", "mid level",
                     "medior", "trainee"}


def _dual_level(title: str, start: int) -> bool:
    """"Analyst/Senior Analyst", "Engineer / Senior Engineer": the same role at two levels."""
    parts = [p.strip(" -–|,") for p in re.split(r"/| or | oder | ou | o ", title)]
    if len(parts) < 2:
        return False
    heads = [p.split()[-1].casefold() if p.split() else "" for p in parts]
    pos = 0
    for k, p in enumerate(parts):
        pos = title.find(p, pos)
        if pos <= start < pos + len(p):
            return any(h == heads[k] for j, h in enumerate(heads) if j != k and h)
        pos += len(p)
    return False


def _level_hits(tokens: Tokens, lo: int, hi: int, found: list[Hit] | None = None) -> list[Hit]:
    """Level phrases whose first character lies in ``[lo, hi)``, with the in-context exceptions removed."""
    out = []
    words = tokens.words
    for i, n, v in _SENIORITY.find_all(tokens) if found is None else found:
        s = tokens.starts[i]
        if s < lo:
            continue
        if s >= hi:
            break
        nxt = words[i + n] if i + n < len(words) else ""
        if nxt in _NOT_LEVEL_NEXT.get(words[i], ()):
            continue
        if words[i] == "pl" and not (_PT_ROLES & set(words[max(0, i - 5) : i])):
            continue
        if set(words[max(0, i - 4) : i]) & _REPORTS:
            continue
        out.append((i, n, v))
    return out


def find_seniority(tokens: Tokens) -> tuple[str, Span] | None:
    """intern/junior/mid/senior/lead/manager/director/executive, from explicit level words.

    The title (first line) decides; a dual-level title ("Analyst/Senior Analyst") gives None. Without a
    level in the title: a short subtitle line right below it, then a level word right after a hiring cue
    in the opening of the text ("we are seeking a senior ..."), then an "Experience level: X" field.
    """
    text = tokens.text
    end = _title_end(text)
    found = _SENIORITY.find_all(tokens)
    if not found:
        return None
    title_hits = _level_hits(tokens, 0, end, found)
    if title_hits:
        i, n, v = title_hits[0]
        if _dual_level(text[:end], tokens.starts[i]):
            return None
        return str(v), _span(tokens, i, n)
    # short subtitle lines below the title ("**Junior ServiceNow Administrator - €50-55K**")
    pos, seen = end, 0
    while seen < 4 and pos < min(len(text), 600):
        line_end = text.find("\n", pos + 1)
        line_end = len(text) if line_end < 0 else line_end
        line = text[pos:line_end].strip()
        if line:
            seen += 1
            if len(line) <= 100 and not line.rstrip("*_ ").endswith((".", "!", "?", ":")):
                hits = _level_hits(tokens, pos, line_end, found)
                first = bisect_left(tokens.starts, pos)
                if hits and hits[0][0] - first <= 1 and hits[0][2] not in ("manager", "director", "executive"):
                    i, n, v = hits[0]
                    return str(v), _span(tokens, i, n)
        pos = line_end
    for m in _HIRING_CUE.finditer(text, 0, min(len(text), 800)):
        for i, n, v in _level_hits(tokens, m.end(), m.end() + 80, found)[:1]:
            gap = i - bisect_left(tokens.starts, m.end())
            if gap <= 6 and " ".join(tokens.words[i : i + n]) in _SAFE_TEXT_LEVELS:
                return str(v), _span(tokens, i, n)
    words = tokens.words
    for i, n, v in found:
        if i >= 2 and words[i - 1] in ("level", "nivel", "niveau") and words[i - 2] in (
                "experience", "seniority", "career", "job", "position"):
            return str(v), _span(tokens, i, n)  # "Experience level: Lead"
    return None


# --- minimum years of experience -----------------------------------------------------------------------
_NUMBER_WORDS: dict[str, int] = {}
for _lang_words in (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
    "ein zwei drei vier funf sechs sieben acht neun zehn elf zwolf",
    "un deux trois quatre cinq six sept huit neuf dix onze douze",
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce",
    "een twee drie vier vijf zes zeven acht negen tien elf twaalf",
    "um dois tres quatro cinco seis sete oito nove dez",
):
    for _n, _w in enumerate(_lang_words.split(), start=1):
        _NUMBER_WORDS.setdefault(_w, _n)
_NUMBER_WORDS.update({"einem": 1, "einer": 1, "eins": 1, "une": 1, "una": 1, "a": 1, "an": 1, "uma": 1})
# words that can start a count ("a"/"un" only ever end a range: "2 a 4 ans")
_NUMBER_START = set(_NUMBER_WORDS) - {"a", "an", "un", "een", "une", "una", "uma"}
_YEAR_WORDS = {"year", "years", "yrs", "yr", "jahr", "jahre", "jahren", "jahrige", "jahriger", "jahrigen",
               "ans", "an", "annees", "annee", "ano", "anos", "jaar", "jaren", "y", "tahun", "ar", "ars",
               "лет", "года", "год"}
_MONTH_WORDS = {"month", "months", "monate", "monaten", "mois", "mes", "meses", "maanden", "maand", "bulan",
                "manader", "месяцев", "месяца"}
_STRONG_EXP = {"experience", "exp", "erfahrung", "berufserfahrung", "praxiserfahrung", "arbeitserfahrung",
               "projekterfahrung", "fuhrungserfahrung", "experiencia", "ervaring", "werkervaring",
               "berufspraxis", "anciennete", "trayectoria", "expertise", "background", "proficiency",
               "pengalaman", "berpengalaman", "erfarenhet", "опыт", "опыта"}
_MIN_WORDS = {"least", "minimum", "min", "mindestens", "minimal", "moins", "minimo", "menos", "minimaal",
              "minstens", "minimale", "minst", "от", "менее", "mind", "desde"}
# "at least 18 years old", "25 years in business", "years of service": not experience
_NOT_EXPERIENCE = {"old", "ago", "warranty", "contract", "contracts", "garantie", "vertrag", "age", "alt",
                   "oud", "guarantee", "period", "lease", "berusia", "usia", "legacy", "anniversary"}
_NOT_EXPERIENCE_PAIRS = {("of", "service"), ("of", "age"), ("in", "business"), ("of", "history"),
                         ("de", "idade"), ("de", "edad"), ("d", "age")}
# "less than 6 months", "a maximum of two years since graduation": upper bounds, not minimums
_UPPER_BOUND = {"less", "maximum", "max", "maks", "maksimal", "maximal", "under", "upto"}
_COMPANY_CUE = re.compile(r"(?i)\b(?:we|our|we're|nous|nosotros|wir|unser|somos|company|empresa|grupo|group|"
                          r"fazemos|founded|established|legacy|since|firm|organi[sz]ation|institution)\b")
_APPLICANT_CUE = re.compile(r"(?i)\b(?:you|your|candidate|applicant|looking for|seeking|required|requires|"
                            r"must|minimum|at least|você|vous|du|sie|ervaring|experience in|experience as|"
                            r"experience with)\b")
_PREFERRED_CUE = re.compile(r"(?i)\b(?:preferred|prefer|nice to have|desirable|ideally|bonus|a plus|"
                            r"advantage|wünschenswert|von vorteil|idealerweise|souhait|deseable|valorable|"
                            r"diferencial|pr[ée]f[ée]r|gewenst|meriterande)")
_REQUIRED_HEAD = re.compile(r"(?i)\b(?:basic|minimum|required|must[- ]have|essential) (?:qualifications|requirements|skills)|"
                            r"\brequirements\b|\bwhat you(?:'ll)? need\b|\banforderungen\b|\bexigences\b|\brequisitos\b")
_ZERO_EXPERIENCE = _table({"0": "no prior experience|no previous experience|no experience necessary|"
                                "no experience is necessary|no experience required|no experience needed|"
                                "no prior experience required|without experience|freshers|fresher|"
                                "fresh graduate|fresh graduates|sin experiencia|sem experiencia|"
                                "keine berufserfahrung erforderlich|geen ervaring vereist|debutants acceptes|"
                                "debutant accepte|debutants bienvenus|tidak diperlukan pengalaman|"
                                "lulusan baru|опыт работы не важен|опыт не требуется|без опыта|"
                                "experience required none"})


def _number_at(words: list[str], i: int) -> int | None:
    w = words[i]
    if w.isdigit() and len(w) <= 2:
        return int(w)
    return _NUMBER_WORDS.get(w) if w not in ("a", "an", "un", "een", "une", "una", "uma") else None


_SENTENCE_BREAK = re.compile(r"[.!?;](?=\s)|\n")


def _sentence(text: str, pos: int, reach: int = 300) -> str:
    """The sentence around ``pos`` (a period inside "3.000" or "Dr." does not end it), at most ``reach``
    characters either side."""
    lo = max(0, pos - reach)
    starts = [m.end() for m in _SENTENCE_BREAK.finditer(text, lo, pos)]
    end = _SENTENCE_BREAK.search(text, pos, pos + reach)
    return text[starts[-1] if starts else lo : end.start() if end else min(len(text), pos + reach)]


def _years_hits(tokens: Tokens) -> list[tuple[float, int, int]]:
    """Every "N years (of) experience" of the text: (years, start, end)."""
    words, text = tokens.words, tokens.text
    nwords = len(words)
    out = []
    consumed = -1
    for i in [k for k, w in enumerate(words) if w in _NUMBER_START or w.isdigit()]:
        if i <= consumed:
            continue  # the end of a range already read ("2 à 4 ans")
        value = _number_at(words, i)
        if value is None or value > 40:
            continue
        j = i + 1
        if j < nwords and words[j] == str(value) and text[tokens.ends[i] : tokens.starts[j]].strip() == "(":
            j += 1  # "Two (2) years"
        # optional range end: "2-4 years", "2 to 4", "2 à 4", "2 bis 4", "two (2) to five (5)"
        if j + 1 < nwords and words[j] in ("to", "bis", "a", "tot", "y", "o", "or", "oder", "ou", "of", "ate", "do", "sampai", "hingga", "till") and _number_at(words, j + 1) is not None:
            j += 2
            if j < nwords and words[j].isdigit() and text[tokens.ends[j - 1] : tokens.starts[j]].strip() == "(":
                j += 1
        elif j < nwords and _number_at(words, j) is not None and text[tokens.ends[j - 1] : tokens.starts[j]].strip() in ("-", "–", "—", "\\-"):
            j += 1
        if j < nwords and words[j] in ("plus", "more", "х", "x"):
            j += 1  # "3 plus years", "3-х лет"
        elif j + 1 < nwords and words[j] == "or" and words[j + 1] in ("more", "longer"):
            j += 2  # "one or more years"
        if j >= nwords:
            continue
        months = words[j] in _MONTH_WORDS
        if not months and words[j] not in _YEAR_WORDS:
            continue
        if words[j] in ("an", "y", "a", "ar", "год") and text[tokens.ends[j - 1] : tokens.starts[j]].strip() not in ("", "+"):
            continue
        after = words[j + 1 : j + (5 if months else 8)]
        before = words[max(0, i - (3 if months else 8)) : i]
        if (after[:1] and after[0] in _NOT_EXPERIENCE) or tuple(after[:2]) in _NOT_EXPERIENCE_PAIRS or (
                set(words[max(0, i - 3) : i]) & _UPPER_BOUND):
            continue
        plus = text[tokens.ends[i] : tokens.ends[i] + 2].lstrip("\\")[:1] == "+"
        qualified = bool(set(words[max(0, i - 3) : i]) & _MIN_WORDS)
        strong = (any(w in _STRONG_EXP for w in after) or any(w in _STRONG_EXP for w in before)
                  or any(w.endswith("erfahrung") or w.startswith("experien") or w.endswith("ervaring") for w in after))
        if not (strong if months else (plus or qualified or strong)):
            continue
        sentence = _sentence(text, tokens.starts[i])
        if _COMPANY_CUE.search(sentence) and not _APPLICANT_CUE.search(sentence) and not (plus or qualified):
            continue  # "with 40 years of experience, our group ..."
        years = round(value / 12, 2) if months else value
        out.append((years, tokens.starts[i], tokens.ends[j]))
        consumed = j
    return out


def _preferred(text: str, pos: int, lo: int) -> bool:
    """Whether the item at ``pos`` is a preference: its sentence says so, or the nearest heading above it
    (within its paragraph) is a "Preferred qualifications" one rather than a required one."""
    if _PREFERRED_CUE.search(_sentence(text, pos)):
        return True
    window = text[max(lo, pos - 600) : pos]
    pref = [m.end() for m in _PREFERRED_CUE.finditer(window)]
    req = [m.end() for m in _REQUIRED_HEAD.finditer(window)]
    return bool(pref) and (not req or pref[-1] > req[-1])


def find_min_years(tokens: Tokens) -> tuple[float, Span] | None:
    """Minimum years of experience asked ("3+ years", "mindestens 5 Jahre Berufserfahrung", "2 à 4 ans
    d'expérience", "minimal 2 tahun", "от 3 лет", "6 months" -> 0.5). Required beats preferred; several
    required items of one paragraph give the largest; "no experience required"/"fresh graduates" -> 0."""
    text = tokens.text
    zones = offer_zones(text)
    hits = [h for h in _years_hits(tokens) if not _in_zones(h[1], zones)]  # "after working three years" (pension)
    if not hits:
        for i, n, _ in _ZERO_EXPERIENCE.find_all(tokens)[:1]:
            return 0, _span(tokens, i, n)
        return None
    first = hits[0][1]
    para_start = text.rfind("\n\n", 0, first) + 1
    para_end = text.find("\n\n", first)
    para_end = len(text) if para_end < 0 else para_end
    para = [h for h in hits if para_start <= h[1] < para_end]
    required = [h for h in para if not _preferred(text, h[1], para_start)]
    best = max(required, key=lambda h: h[0]) if required else para[0]
    value = int(best[0]) if float(best[0]).is_integer() else best[0]
    return value, (best[1], best[2])


# --- education ------------------------------------------------------------------------------------------
_EDUCATION_ORDER = ["none", "secondary", "vocational", "bachelor", "master", "doctorate"]
_EDUCATION = _table({
    "none": "no degree required|no degree needed|no formal education|no qualifications required|"
            "no prior qualifications|no formal qualifications|no qualifications needed|"
            "keine ausbildung erforderlich|kein abschluss erforderlich|ohne ausbildung|sans diplome|"
            "aucun diplome|sin titulacion|sin estudios|geen diploma|geen opleiding vereist|"
            "education required none|sem escolaridade",
    "secondary": "high school|high school diploma|ged|secondary school|secondary education|a levels|a level|"
                 "gcse|gcses|year 12|12th|12th pass|hsc|leaving certificate|leaving cert|"
                 "abitur|fachabitur|hochschulreife|fachhochschulreife|mittlere reife|"
                 "realschulabschluss|hauptschulabschluss|schulabschluss|baccalaureat|bac|niveau bac|"
                 "bachillerato|eso|educacion secundaria|havo|vwo|vmbo|middelbare school|mavo|"
                 "o level|o levels|spm|stpm|uec|sma|smk|slta|ensino medio|ensino medio completo|"
                 "gymnasieexamen|gymnasieutbildning|gymnasial|среднее образование|среднее общее",
    "vocational": "vocational|vocational training|vocational qualification|apprenticeship|trade school|"
                  "trade qualification|trade certificate|craft certificate|"
                  "associate degree|associate s degree|associates degree|associate s|adn|"
                  "nvq|svq|btec|hnd|hnc|diphe|cert iii|cert iv|certificate iii|certificate iv|"
                  "practical nursing|"
                  "ausbildung|berufsausbildung|abgeschlossene ausbildung|abgeschlossene berufsausbildung|"
                  "kaufmannische ausbildung|technische ausbildung|lehre|meister|techniker|staatlich gepruft|"
                  "cap bep|titulaire d un cap|bep|bts|dut|bac 2|bac pro|formation professionnelle|"
                  "formacion profesional|fp|fp2|ciclo formativo|grado medio|grado superior|tecnico superior|"
                  "mbo|mbo 3|mbo 4|mbo niveau|curso tecnico|ensino tecnico|d3|d 3|yrkeshogskola|"
                  "среднее специальное|средне специальное|среднее профессиональное|"
                  # a Commonwealth/Asian "Diploma" is a post-secondary, sub-degree qualification
                  "diploma|diploma in|advanced diploma|higher diploma|polytechnic diploma",
    "bachelor": "bachelor|bachelors|bachelor s|bachelor degree|bachelor s degree|bachelor degree in|"
                "bachelor s degree in|bachelors degree in|bsc|b sc|beng|b eng|bsn|bs|"
                "ba degree|bs degree|b a degree|b s degree|bs or higher|ba or higher|bs in|ba in|bsc in|"
                "ba bs|bs ba|bs ms|ba ma|bsc msc|undergraduate degree|university degree|"
                "college degree|degree in|academic degree|four year degree|4 year degree|any graduate|"
                "hochschulabschluss|hochschulstudium|fachhochschulstudium|abgeschlossenes studium|"
                "studium der|studium im bereich|studium|universitatsabschluss|fh|licence|bac 3|bac 4|"
                "diplome universitaire|licenciatura|grado universitario|ingeniero|ingeniera|"
                "titulacion universitaria|titulo universitario|estudios universitarios|ingenieria|"
                "grado en|hbo|hbo niveau|hbo diploma|hbo opleiding|universitaire opleiding|"
                "ensino superior|formacao superior|superior completo|graduacao|graduacao completa|"
                "s1|s 1|sarjana|d4|kandidatexamen|hogskoleexamen|hogskoleutbildning|"
                "высшее образование|высшее техническое|высшее профессиональное|образование высшее",
    "master": "master degree|master s|masters degree|master s degree|masters level|masters in|master of|master in|"
              "master degree in|master s degree in|masters degree in|msc degree|msc in|master|masters|"
              "masterdiploma|masterabschluss|masterstudium|msc|m sc|mba|meng|m eng|postgraduate|"
              "postgraduate degree|ms in|ms degree|ms or phd|ms phd|"
              "graduate degree|advanced degree|diplom|diplomstudium|magister|bac 5|master 2|m2|"
              "diplome de master|diplome d ingenieur|ecole d ingenieurs|ecole d ingenieur|ingenieur diplome|"
              "master universitario|maestria|posgrado|postgrado|wo|wo master|wo niveau|wo opleiding|"
              "pos graduacao|mestrado|s2|masterexamen|civilingenjor",
    "doctorate": "phd|ph d|doctor of|pharmd|pharm d|phd degree|phd degree in|ph d degree|doctorate|doctoral degree|doctoral|promotion in|abgeschlossene promotion|"
                 "promoviert|doktor|doktorat|doctorat|doctorado|dphil|promotie|gepromoveerd|doutorado",
})
# Abbreviations that are education only as written in capitals ("BS", "MS or PhD", "S1", "WO"), and
# "master" only when not part of another term ("Scrum Master", "Master Data", "master patient index").
_CAPS_ONLY = {"bs", "ba", "ged", "bac", "fp", "s1", "s2", "s3", "d3", "d4", "sma", "smk", "wo", "hsc", "adn",
              "bep", "bts", "dut", "fh", "eso", "spm", "uec", "msc"}
_NOT_MASTER_PREV = {"scrum", "web", "quiz", "head", "post", "grand", "zen", "ring", "chess", "quarter",
                    "toast", "dungeon", "key", "burger", "task", "project", "data"}
_NOT_MASTER_NEXT = {"data", "patient", "index", "file", "files", "class", "classes", "plan", "schedule",
                    "record", "records", "card", "key", "list", "branch", "node", "service", "services",
                    "agreement", "agreements", "brand", "production", "builder", "copy", "mind", "chef",
                    "of", "level", "levels", "i", "ii", "iii", "iv", "suite", "scheduler", "craftsman"}
_ID_CODES = {"s1", "s2", "d3", "d4", "sma", "smk", "slta"}
_ID_CUES = {"minimal", "minimum", "min", "pendidikan", "lulusan", "s1", "d3", "d4", "s2", "atau", "or",
            "requirements", "education", "qualification", "qualifications", "kualifikasi", "sma", "smk"}
_ID_NEXT = {"degree", "teknik", "akuntansi", "jurusan", "di", "dari", "semua", "in", "of", "ekonomi",
            "manajemen", "hukum", "sistem", "informatika", "atau", "or", "sederajat", "smk", "d3", "s1"}
_LEVEL_NEXT = {"i", "ii", "iii", "iv", "v", "1", "2", "3", "4", "5", "6", "of"}
_ENCLOSURE_CUES = ("must include", "should include", "must contain", "please attach", "please enclose",
                   "enclosures", "copy of", "copies of", "transcripts", "beizufugen", "beifugen", "joindre",
                   "adjuntar", "bijvoegen", "study towards", "work towards", "working towards", "tuition",
                   "we offer", "we provide", "will be provided", "opportunity to study", "formacion de posgrado",
                   "acceso a formacion", "not eligible", "nicht erforderlich")


def _education_ok(tokens: Tokens, i: int, n: int) -> bool:
    words, text = tokens.words, tokens.text
    w = words[i]
    raw = text[tokens.starts[i] : tokens.ends[i]]
    nxt = words[i + n] if i + n < len(words) else ""
    if n == 1 and w in _CAPS_ONLY and not raw.isupper():
        return w == "wo" and nxt in ("opleiding", "niveau", "master", "denkniveau")
    if w in ("master", "masters") and n == 1:
        prev = words[i - 1] if i else ""
        if prev in _NOT_MASTER_PREV or nxt in _NOT_MASTER_NEXT or not raw[:1].isupper() and prev not in (
                "or", "and", "a", "oder", "ou", "o", "of", "en", "une", "un", "een"):
            return False
    if w in ("a", "o") and n > 1:  # "A levels", not "a Level III NICU" or "a level of"
        return raw.isupper() and nxt not in _LEVEL_NEXT
    if w in _ID_CODES and n == 1:  # "S1 Teknik", "minimal D3", not AWS "S3" or the "D3" library
        prev = set(words[max(0, i - 3) : i])
        return bool(prev & _ID_CUES) or nxt in _ID_NEXT
    if w in ("meng", "beng") and n == 1 and not raw[:1].isupper():
        return False  # Indonesian "meng-implementasikan"
    if w == "licence" and n == 1:  # French "licence" (bachelor), not a driving or nursing licence
        return (words[i - 1] if i else "") in ("une", "la", "de", "en", "niveau", "ou", "type", "diplome", "bac")
    if w in ("ingeniero", "ingeniera") and n == 1 and tokens.starts[i] < _title_end(text):
        return False  # "Ingeniero de Ventas" as the job title
    return not (w == "bs" and n == 1 and nxt in ("office", "excel", "word", "teams"))


_COMPLETED = {"abgeschlossenes", "abgeschlossenem", "abgeschlossener", "abgeschlossene"}


def _completed_studies(tokens: Tokens) -> list[Hit]:
    """"abgeschlossenes Informatikstudium": a German compound on -studium (any subject, so no word list)
    after "abgeschlossen..." is a degree, as "abgeschlossenes Studium" is (bachelor)."""
    words = tokens.words
    return [(i, 1, "bachelor") for i in range(1, len(words))
            if words[i - 1] in _COMPLETED and len(words[i]) > 7 and words[i].endswith("studium")
            and _EDUCATION.match_at(words, i) is None]


def find_education(tokens: Tokens) -> tuple[str, Span] | None:
    """Lowest education level the text accepts (none < secondary < vocational < bachelor < master <
    doctorate): "Bachelor's or Master's degree" -> bachelor; "S1 or minimum D3" -> vocational."""
    text = tokens.text
    kept = []
    for h in _EDUCATION.find_all(tokens):
        if not _education_ok(tokens, h[0], h[1]):
            continue
        # not the diplomas an application must enclose, nor those the employer offers to fund
        sentence = fold_sentence(_sentence(text, tokens.starts[h[0]], reach=150))
        if any(cue in sentence for cue in _ENCLOSURE_CUES):
            continue
        kept.append(h)
    kept += _completed_studies(tokens)
    if not kept:
        return None
    best = min(kept, key=lambda h: _EDUCATION_ORDER.index(str(h[2])))
    return str(best[2]), _span(tokens, best[0], best[1])


def fold_sentence(sentence: str) -> str:
    """A sentence folded word by word and joined with single spaces (for cue lookups)."""
    return " ".join(fold(w) for w in re.findall(r"\w+", sentence))


# --- languages --------------------------------------------------------------------------------------------
_LANGS = ["en", "de", "fr", "es", "nl", "it", "pt", "pl", "ru", "zh", "ja", "ar", "tr", "sv", "da", "no", "fi", "cs", "sk", "hu", "ro", "bg", "el", "hr", "sr", "sl", "uk", "he", "hi", "ko", "th", "vi", "id", "ms", "lt", "lv", "et", "ca", "eu", "gl",
           "tl", "ta", "bn", "ur", "fa", "sw", "pa", "te", "mr", "gu", "kn", "ml", "my", "km", "ne", "si"]
_LEVEL_WORDS = {
    "native": "C2", "native speaker": "C2", "mother tongue": "C2", "muttersprache": "C2",
    "muttersprachlich": "C2", "muttersprachler": "C2", "langue maternelle": "C2", "nativo": "C2",
    "nativa": "C2", "lengua materna": "C2", "moedertaal": "C2", "bilingual": "C2", "bilingue": "C2",
    "fluent": "C1", "fluency": "C1", "fluently": "C1", "fliessend": "C1", "verhandlungssicher": "C1",
    "verhandlungssichere": "C1", "verhandlungssicheres": "C1", "fliessende": "C1", "courant": "C1",
    "couramment": "C1", "fluido": "C1", "fluida": "C1", "vloeiend": "C1", "excellent": "C1",
    "excellente": "C1", "excelente": "C1", "uitstekend": "C1", "sehr gute": "C1", "sehr gut": "C1",
    "very good": "C1", "proficient": "C1", "proficiency": "C1", "advanced": "C1", "avance": "C1",
    "avanzado": "C1", "business fluent": "C1", "good": "B2", "gute": "B2", "gut": "B2", "bon": "B2",
    "bonne": "B2", "buen": "B2", "buena": "B2", "goed": "B2", "goede": "B2", "working knowledge": "B2",
    "professional working": "B2", "solid": "B2", "intermediate": "B1", "intermedio": "B1",
    "conversational": "B1", "basic": "A2", "grundkenntnisse": "A2", "basiskenntnisse": "A2",
    "notions": "A2", "basico": "A2", "basis": "A2", "elementary": "A2", "beginner": "A1",
}
_LEVEL_TABLE = PhraseTable(_LEVEL_WORDS.items())
_CONTEXT = {"language", "languages", "speak", "speaks", "speaking", "spoken", "written", "write", "writing",
            "skills", "proficiency", "command", "sprache", "sprachen", "sprachkenntnisse", "kenntnisse",
            "wort", "schrift", "sprechen", "langue", "langues", "parle", "ecrit", "maitrise", "maitriser",
            "idioma", "idiomas", "hablado", "escrito", "nivel", "taal", "talen", "spreken", "schrijven",
            "beheersing", "cefr", "gerb", "ger", "cecr", "mcer", "required", "requis", "preferred", "asset",
            "advantage", "plus",
            "erforderlich", "vereist", "imprescindible", "mandatory", "indispensable", "obligatorio",
            "essential", "must", "speaker", "speakers", "native", "fluent", "fluently", "bahasa", "berbahasa",
            "fasih", "sprak", "sprakkunskaper", "flytande", "tal", "skrift", "язык", "языка", "языков",
            "языками", "уровень", "знание", "lingua", "linguas", "fala", "escrita"}
# Words that make a language context only right beside the name ("English level B2", "Nível: Básico").
_NEAR_CONTEXT = {"level", "niveau", "nivel", "nivo"}
# Words that join language names into one requirement ("German and English", "Deutsch- und Englisch...").
_JOINERS = {"and", "und", "et", "y", "e", "or", "oder", "ou", "o", "och", "og", "en", "dan", "и", "или", "as", "well"}
# "English Speaking Jobs in Germany" (a board footer), "commitment to learn French": not asked for
_NOT_ASKED_BEFORE = {"learn", "lernen", "apprendre", "aprender", "leren", "learning", "courses", "kurse", "cours"}
_CEFR = re.compile(r"[abc][12]")


@lru_cache(maxsize=1)
def _language_names() -> PhraseTable:
    """Language names in en/de/fr/es/nl (babel/CLDR) -> ISO 639-1, plus German "-kenntnisse" compounds."""
    from babel import Locale

    t = PhraseTable()
    for ui in ("en", "de", "fr", "es", "nl", "pt", "sv", "id", "ru"):
        names = Locale(ui).languages
        for code in _LANGS:
            if code in names:
                t.add(names[code], code)
    # hand-written adjectival/inflected forms CLDR does not list
    for phrase, code in (("deutsche", "de"), ("deutschen", "de"), ("englische", "en"), ("englischen", "en"),
                         ("franzosische", "fr"), ("spanische", "es"), ("niederlandische", "nl"),
                         ("espanol", "es"), ("castellano", "es"), ("frances", "fr"), ("ingles", "en"),
                         ("aleman", "de"), ("neerlandes", "nl"), ("flemish", "nl"), ("vlaams", "nl"),
                         ("mandarin", "zh"), ("cantonese", "zh"), ("hokkien", "zh"), ("hakka", "zh"),
                         ("bahasa malaysia", "ms"), ("bahasa melayu", "ms"), ("bahasa indonesia", "id"),
                         ("filipino", "tl"), ("farsi", "fa"), ("английского", "en"), ("английским", "en"),
                         ("английском", "en"), ("немецкого", "de"), ("немецким", "de"), ("французского", "fr"),
                         ("китайского", "zh"), ("inggris", "en"), ("mandarin chinese", "zh")):
        t.add(phrase, code)
    return t


def _level_at(tokens: Tokens, k: int) -> str | None:
    """CEFR level of the CEFR code or level word at word ``k``, or None."""
    word = tokens.words[k]
    if _CEFR.fullmatch(word):
        return word.upper()
    hit = _LEVEL_TABLE.match_at(tokens.words, k) if word in _LEVEL_TABLE.first else None
    return str(hit[1]) if hit else None


def _level_near(tokens: Tokens, i: int, n: int) -> str | None:
    """Level of the language named by words ``i .. i+n-1``: a CEFR code or a bracketed level right after
    it ("Deutsch C1", "English (native), Spanish (B2)"), else the nearest level in the same clause, the one
    before it winning a tie ("Fluent English and basic French": French is basic; "native English, fluent
    German"; "fluent in Malay; conversational Tagalog": Malay is fluent)."""
    words, last = tokens.words, i + n - 1

    def between(k: int) -> str:
        lo, hi = (tokens.ends[k], tokens.starts[i]) if k < i else (tokens.ends[last], tokens.starts[k])
        return tokens.text[lo:hi]

    if last + 1 < len(words):
        level = _level_at(tokens, last + 1)
        if level and (_CEFR.fullmatch(words[last + 1]) or "(" in between(last + 1)):
            return level
    for k in (k for d in range(1, 5) for k in (i - d, last + d) if 0 <= k < len(words)):
        if any(c in ";.!?" for c in between(k)):
            continue
        level = _level_at(tokens, k)
        if level:
            return level
    return None


def find_languages(tokens: Tokens, require_context: bool = True) -> list[dict]:
    """Languages asked for, each ``{"language": ISO 639-1, "level": CEFR or None, "span": [s, e]}``.

    A language name counts only in a language context: a level or CEFR code nearby, a word such as
    "language", "Kenntnisse", "langue", "idioma", "taal", "språk", "язык" within a few words, or a joiner
    ("and", "und", ",") to a name that has one ("fluent German and English")."""
    names = _language_names()
    words = tokens.words
    first = names.first
    if "kenntnisse" in tokens.text.lower():
        candidates = [k for k, w in enumerate(words) if w in first or w.endswith("kenntnisse")]
    else:
        candidates = [k for k, w in enumerate(words) if w in first]
    found: list[tuple[int, int, str, str | None, bool]] = []  # (i, n, code, level, context)
    nxt = 0
    for i in candidates:
        if i < nxt:
            continue
        w = words[i]
        hit = names.match_at(words, i) if w in first else None
        n = hit[0] if hit else 1
        code = str(hit[1]) if hit else None
        if code is None and w.endswith("kenntnisse") and len(w) > 10:
            stem = w[: -len("kenntnisse")]
            sub = names.table.get((stem,)) or names.table.get((stem + "e",))
            code = str(sub) if sub else None
        nxt = i + n
        if code is None or (i and words[i - 1] in _NOT_ASKED_BEFORE) or words[i + n : i + n + 2] == ["speaking", "jobs"]:
            continue
        if tokens.text[tokens.ends[i + n - 1] : tokens.ends[i + n - 1] + 2] in ("'s", "’s"):
            continue  # "Indonesia's largest ...": a country
        window = words[max(0, i - 5) : i] + words[i + n : i + n + 5]
        near = words[max(0, i - 2) : i] + words[i + n : i + n + 2]
        level = _level_near(tokens, i, n)
        context = (not require_context or level is not None or any(x in _CONTEXT for x in window)
                   or any(x in _NEAR_CONTEXT for x in near) or w.endswith("kenntnisse"))
        found.append((i, n, code, level, context))
    for _ in range(2):  # a name joined to a name in context is in context too
        for k, (i, n, code, level, context) in enumerate(found):
            if context:
                continue
            for j, (i2, n2, _, _, c2) in enumerate(found):
                lo, hi = (i + n, i2) if i2 > i else (i2 + n2, i)
                if j != k and c2 and 0 <= hi - lo <= 2 and all(x in _JOINERS for x in words[lo:hi]):
                    found[k] = (i, n, code, level, True)
                    break
    if len(found) >= 5 and found[4][0] - found[0][0] <= 20 and not any(f[3] for f in found[:5]):
        return []  # a site's language menu ("Dansk Deutsch English Español ..."), not a requirement
    out: dict[str, dict] = {}
    for i, n, code, level, context in found:
        if context and code not in out:
            out[code] = {"language": code, "level": level, "span": [tokens.starts[i], tokens.ends[i + n - 1]]}
    return list(out.values())


__all__ = ["find_work_mode", "find_employment_type", "find_seniority", "find_min_years", "find_education",
           "find_languages", "offer_zones"]
