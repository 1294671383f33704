"""Seniority of a job from explicit level words (the title first)."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator

from normalize.attributes.facets.common import (
    PRAKTIKUM_COMPOUNDS,
    Hit,
    Span,
    case_blind_finditer,
    phrase_table,
    title_end,
    token_span,
    unglued,
)
from normalize.attributes.text import Tokens
from normalize.attributes.triggers import TextFacts, any_of, check, in_title, substrings, table, words

_SENIORITY = phrase_table({
    "intern": "intern|interns|internship|offre de stage|offre de stages|stages pfe|stage de fin d etudes|praktikant|praktikantin|praktikum|pflichtpraktikum|werkstudent|werkstudentin|"
              + PRAKTIKUM_COMPOUNDS + "|"
              "working student|stagiaire|stagiair|becario|becaria|practicas|apprentice|auszubildender|"
              # an apprenticeship post named as such ("1st year Refrigeration Apprenticeship", "Electrical Apprentices"): as
              # "apprentice" (RUNNING_TEXT_RULES: an apprentice is junior or intern; fields87: 27 unlabelled dev titles)
              "apprenticeship|apprenticeships|apprentices|"
              "auszubildende|azubi|alternant|alternante|alternance|estagio|estagiario|estagiaria|стажер|stage pfe|magang|"
              "practica|practicante|pasante|pasantia|pasantias|aprendiz|aprendices|lehrling|lehrlinge|lehrstelle|"
              "praktik|lia praktik|lia praktikant|"  # Swedish "LIA-praktik" (workplace learning of a YH programme)
              # a thesis post ("Master Thesis - ...", "Abschlussarbeit ...", "Masterand:in ..."): a student's post, intern
              # (RUNNING_TEXT_RULES: a Diplom- or master-thesis post is intern); not a "PhD Thesis" (a doctoral post).
              # fields96: 18 unlabelled dev titles with a thesis word, 14 of these shapes read with no level before
              "master thesis|masters thesis|master s thesis|bachelor thesis|bachelors thesis|bachelor s thesis|"
              "diploma thesis|diplom thesis|masterarbeit|bachelorarbeit|abschlussarbeit|diplomarbeit|masterand|"
              "masterandin|bachelorand|bachelorandin",
    "junior": "junior|jr|entry level|graduate|graduates|fresh graduate|fresh graduates|new grad|new college grad|new college graduate|trainee|berufseinsteiger|berufseinsteigerin|einsteiger|"
              "absolvent|debutant|debutante|jeune diplome|premier emploi|recien titulado|recien graduado|sin experiencia|"
              "starter|associate level|младший|начинающий|молодой специалист|младшего|младшую",
    "mid": "mid level|mid|intermediate|medior|confirme|confirmee|mid senior|professional level|"
           "berufserfahren|semi senior|semi sr|pleno|pl|middle|миддл",  # "Middle Python Developer" (UA/RU boards)
    "senior": "senior|sr|snr|senior level|experimente|experimentee|erfahrener|erfahrene|expert level|"
              "senior level position|старший|seniora|"
              "старшего|старшую",  # the hire named in the body's accusative ("в поисках Старшего DevOps engineer": gold80)
    "lead": "lead|team lead|team leader|teamleader|teamlead|tech lead|technical lead|lead developer|"
            "lead engineer|principal|staff engineer|staff scientist|staff software|staff backend|"
            "staff frontend|staff data|staff machine|staff product|staff security|staff site|staff platform|"
            "staff infrastructure|staff research|staff ml|staff ai|staff cloud|staff devops|staff full|staff mobile|"
            "staff systems|staff applied|teamleiter|teamleiterin|"
            "teamleitung|chef d equipe|lider tecnico|jefe de equipo|teamleider|tech lead manager|ведущий|ведущего|ведущую|"
            "главный|leader|head",  # "Head Nurse", "Head Chef" (not "Head of": director; not "Head Office")
    "manager": "manager|mgr|managerin|leiter|leiterin|abteilungsleiter|responsable|gerente|jefe|jefa|"
               "coordinador|teammanager|leidinggevende|afdelingshoofd|руководитель|начальник|заведующий|заведующая|kepala|"
               "section head|head of section|department head|unit head|chef d atelier|"
               "chef de service|chef de rayon|chef de chantier|chef de projet|chef de projets|mando intermedio|mandos intermedios|"
               # the title's short form without "de" ("CHEF PROJET METHODES"; the lead after gold60: manager, as Project
               # Manager); no unlabelled dev posting holds it, a spelling of the phrase above
               "chef projet|chef projets",
    "director": "director|directora|head of|direktor|direktorin|directeur|directrice|bereichsleiter|"
                "bereichsleiterin|hoofd|directeur adjoint|direktor",
    "executive": "ceo|cto|cfo|coo|cio|cpo|cmo|chief|vp|vice president|svp|evp|c level|chief executive|"
                 "executive director|executive vice president|geschaftsfuhrer|geschaftsfuhrerin|"
                 "managing director|managing partner|vorstand|directeur general|director general|"
                 "director ejecutivo|algemeen directeur",
})
# ("mgr": US boards' abbreviation of manager in titles, "Mgr, Field Service", "Prog. Mgr."; fields82: 19 corpus titles, "RN Case
# Mgr" a case manager as "Case Manager")
# Level words that are not levels in context: "Intermediate Care" (a hospital unit), "Graduate
# Assistantship" and "Graduate Teaching Assistant" (a graduate student's post, RUNNING_TEXT_RULES gold19), "Staff Nurse" is
# not in the table at all.
_NOT_LEVEL_NEXT = {"intermediate": {"care"}, "graduate": {"assistant", "assistantship", "assistants", "assistantships",
                                                          "student", "students",
                                                          "school", "research", "researcher", "teaching"},
                   "lead": {"generation", "times", "time"}, "principal": {"investigator"},
                   # the staff of an apprenticeship scheme ("Apprenticeship Instructor - Metal Fabrication"), not an apprentice
                   "apprenticeship": {"instructor", "instructors", "coordinator", "officer", "manager", "assessor", "tutor",
                                      "trainer", "advisor", "adviser", "teacher", "lead", "recruiter", "administrator"},
                   "head": {"office", "offices", "quarters", "count", "hunter", "hunters", "start", "teacher", "to", "for",
                            "and", "&", "up", "injury", "injuries", "lice", "trauma", "neck"},
                   # "RN - Full-time, Mid Shift": the hours; "Mid-Market Account Executive", "Mid-Cities", "Mid Wales",
                   # "Mid-Atlantic": a segment or a region, not the level
                   "mid": {"shift", "shifts", "market", "county", "cities", "city", "wales", "atlantic", "west", "western",
                           "sized", "size", "year", "high", "rise", "range", "term"},  # ("MID-HIGH RISE": buildings)
                   "middle": {"school", "schools", "east", "eastern", "office", "management", "manager", "managers",
                              "grade", "grades", "years", "market", "level", "child", "ear"}}
# "a global leader in ...", "the market leader": the employer's standing, not a job's level
# "Leader de l'expertise comptable", "leader mondial du ...": a French firm's standing opening its blurb (fields87: an accounting
# firm's template read lead in 2 unlabelled dev postings)
_STANDING_AFTER_LEADER = {"de", "du", "des", "mondial", "europeen", "francais", "national", "incontournable"}
_NOT_LEADER_PREV = {"a", "an", "the", "global", "market", "industry", "world", "thought", "digital", "leading", "worldwide",
                    "international", "national", "sector", "technology", "recognised", "recognized"}
# Portuguese board abbreviations: "Analista Pl" (pleno), "Analista Jr", only beside a Portuguese role word.
_PT_ROLES = {"analista", "desenvolvedor", "desenvolvedora", "engenheiro", "engenheira", "programador",
             "consultor", "consultora", "assistente", "especialista", "auxiliar", "tecnico", "coordenador"}
_ASSISTS = {"assistant", "assistent", "assistentin", "secretary", "sekretarin", "secretaire", "aide", "pa", "asisten",
            "asistente", "assistente"}
_ASSIST_LINKS = {"to", "for", "of", "der", "des", "de", "du", "del", "van"}
# French "adjoint(e)" beside a manager word makes a deputy ("Responsable Production Adjoint", "Manager Adjoint(e)",
# "Adjoint-e Responsable de Boutique"): no level stated, as an assistant manager (RUNNING_TEXT_RULES)
_DEPUTY = {"adjoint", "adjointe", "adj", "adjoints", "adjointes"}
# "Manager" after these names a role, not a level: the readings of RUNNING_TEXT_RULES give "Account Manager" and "Case
# Manager" no seniority (the corpus's titles hold 116 and 202 of them; "Care Manager" or "Unit Manager" run a team)
_ROLE_MANAGERS = {"account", "accounts", "case"}
# a French accounting firm's "Responsable de dossiers": the holder of client files, a role as an account manager (fields87:
# 3 unlabelled dev titles, each read manager, none leading staff)
_FILE_HOLDER = (["de", "dossiers"], ["de", "dossier"])
# A "Social Media Manager" runs a brand's channels; with no team stated it is a role, not a level (RUNNING_TEXT_RULES: "a
# Social Media Manager of a small shop with no team is no level"; the 3 dev gold titles none). fields82 census of the 11
# unlabelled dev postings with the title: 10 name no team (now none), 1 builds and manages a department team (kept manager)
_LEADS_TEAM = re.compile(r"(?i)\b(?:lead|leads|leading|manage|manages|managing|supervis\w*|head|build|mentor\w*|oversee\w*)"
                         r"\s+(?:an?|the|our|your)?\s*(?:\w+\s+){0,3}team\b|\bteam of\b|\bdirect reports\b|\bline manage")
# graduates a title is only open to ("Open to Fresh Graduates", "New Graduates Welcome", "fresh graduates may apply"): no
# level stated (RUNNING_TEXT_RULES: a title "(FRESH GRADUATES)" is junior, "fresh graduates welcome" in a body is none)
_OPEN_BEFORE = {"open", "opens"}
# "Care Manager" beside a nurse's credential on its line ("RN Care Manager", "Care Manager RN - Case Management", "Enhanced
# Care Manager- Licensed Vocational Nurse") is a nurse case manager (care coordination, utilization review, a caseload): no
# level; "Patient/Resident Care Manager" supervises a unit's nursing staff and "Domiciliary Care Manager" runs a branch (no
# nurse word): manager. fields65 read 40 of the 67 unlabelled dev titles with "Care Manager": 33 case-manager roles, each
# with a nurse word or "Case Management" but for one bare "Care Manager", 7 unit or branch managers, none with one
_CARE_UNIT = {"patient", "resident", "domiciliary", "homecare", "unit"}
_NURSE_LINE = re.compile(r"(?i)\b(?:RN|LPN|LVN|nurse|case management)\b")
# a bracketed level word opening the title or a part of it, before the role it qualifies ("(Senior) Consultant")
_OPTIONAL_LEVEL = re.compile(r"\.?\) [^\W\d_]")  # (an abbreviation's dot: "(Sr.) Data Scientist", gold65)
# the same after a word of the title ("SAP (Senior) Consultant", "Cybersecurity (Senior) Consultant"): the next word a
# capitalised word of letters only (a capital, then small letters), as a role is; "Data Analyst (Senior) ID27457" (an id
# after it) keeps its level. The corpus's 56,809 titles hold 10 such mid-title brackets: 8 of this shape, 2 before an id
# (fields42 census)
_OPTIONAL_LEVEL_MID = re.compile(r"\.?\) [A-ZÀ-ÞА-ЯЁ][a-zß-ÿа-яё]+(?!\w)")
_OPEN_AFTER = {"welcome", "welcomed", "may", "can", "are", "is"}
# a report word names the person reported to only before a link ("reporting to the Senior Manager", "berichtet an den
# Teamleiter", "reports directly to"); in a title it is the work's noun ("Regulatory Reporting Intern", "Financial Reporting
# (Senior Analyst)", "Compliance and Reporting Manager": fields87, 5 unlabelled dev titles read no level)
_REPORT_LINKS = {"to", "into", "directly", "direct", "directement", "direkt", "an", "au", "a", "al", "aux", "line", "se"}
_REPORTS = {"report", "reports", "reporting", "berichtet", "rapporte", "reportando", "reportando se"}
# "We are seeking an organised and motivated Entry-Level Customs Clerk": a level right after a hiring cue
# Spanish and Portuguese "busca un(a)", "estamos buscando", "em busca de um(a)", "estamos contratando" (fields45 census: in
# the corpus's postings with no level found, 17 of these cues had a level within six words after them, each the hire's)
_HIRING_CUE = re.compile(r"(?i)\b(?:seeking|looking for|hiring|to hire|recruiting|searching for|recherchons|suchen|"
                         r"buscamos|procuramos|zoeken|söker|ищем|(?:em|en) busca de|busca|buscando|contratando|"
                         # Russian "находимся в поисках", "требуется" (fields71 census: 9 unlabelled dev postings hold one of
                         # "ищем / в поисках / требуется" before a rank word, 3 of them read no level)
                         r"в поисках|требуется|требуются)\b")
# The first word of each cue of _HIRING_CUE that an ASCII text can hold, lowered: in such a text every match is a whole
# word run (a word boundary on both sides) that the text's tokens hold too, so a text without one of them needs no scan of the
# case-blind pattern (~10 us a 300-character text)
_HIRING_WORDS = frozenset({"seeking", "looking", "hiring", "hire", "recruiting", "searching", "recherchons", "suchen",
                           "buscamos", "procuramos", "zoeken", "busca", "buscando", "contratando"})
_HIRING_REACH = 800  # the cue is looked for in the text's first characters
# The hire named a capitalised "... Manager" right after the cue, under a level-free title ("Project Coordinator" over "is
# seeking a skilled Project Manager", "looking for an IT Project Manager"): manager (RUNNING_TEXT_RULES: a coordinator title
# whose body seeks "a skilled Project Manager" is manager). Only an article, up to two small adjectives and capitalised role
# words between: not "looking for someone to support the Project Manager"
# (an assistant's or deputy's manager title is no level; a manager of partners', clients' or accounts' business is a role, as
# "Account Manager": the census's "Assistant Project Manager", 4 "Partner Manager", a "Wealth Manager")
_NOT_MANAGER_HIRE = frozenset({"assistant", "deputy", "partner", "partners", "wealth", "relationship", "client", "account",
                               "accounts", "case"})
_MANAGER_HIRE = re.compile(r"\s+(?:for\s+)?(?:an?|our)\s+(?:[a-z]+\s+){0,2}(?:[A-Z][\w&/.-]*\s+){1,4}")

# The hire named a capitalised "Lead" or "Principal" before a capitalised role word right after the cue, under a level-free
# title ("Data Engineer" over "seeking an experienced Lead Data Engineer", "hiring a Principal Analyst"): that level
# (fields103 census of the unlabelled dev postings: 4 such hires under a level-free title, none read before; "Staff Nurse"
# is no rank and is left out). Only an article and up to two small words between, not "to lead the Data team"
_LEAD_HIRE = re.compile(r"\s+(?:for\s+)?(?:an?|our)\s+(?:[a-z]+\s+){0,2}")


# The hire named at two levels after a hiring cue ("hiring Junior or mid-level testers", "a Senior Clerk or Junior Clerk", "a
# Designer (Senior or Mid)", "a Senior Analyst and an Intermediate Analyst", "Engineers (from Junior to Lead)", "Technicians at
# junior and mid-career levels"): no level stated, as a dual-level
# title (fields103 census: 7 of the 209 unlabelled dev postings read a level from the body held this shape, all read the first)
# ("to" only after "from": not "a senior IT architect to lead ...")
_OFFERED_JOINERS = frozenset({"or", "and", "oder", "und", "ou", "et", "o", "y", "e", "или", "и"})
_OFFERED_REACH = 6  # words at most between the two levels


def _second_level_offered(tokens: Tokens, i: int, n: int, v: str, found: list[Hit]) -> bool:
    """Whether another level follows the level at words ``i .. i+n-1`` within _OFFERED_REACH words of its clause, joined by
    one of _OFFERED_JOINERS."""
    end = tokens.ends[i + n - 1]
    for j, _, w in _level_hits(tokens, end, end + 80, found)[:1]:
        between = tokens.words[i + n : j]
        joined = not _OFFERED_JOINERS.isdisjoint(between) or "to" in between and "from" in tokens.words[max(0, i - 2) : i]
        return w != v and len(between) <= _OFFERED_REACH and joined and not any(
            c in ".;:!?\n" for c in tokens.text[end : tokens.starts[j]])
    return False


def _lead_hire(tokens: Tokens, i: int, n: int) -> bool:
    """A capitalised single "Lead"/"Principal" followed by a capitalised word (the hire's role)."""
    text = tokens.text
    return n == 1 and tokens.words[i] in ("lead", "principal") and text[tokens.starts[i]].isupper() and (
        i + 1 < len(tokens.words) and text[tokens.starts[i + 1]].isupper())


def _may_hold_hiring_cue(text: str, vocab: frozenset[str]) -> bool:
    """False when ``_HIRING_CUE`` finds nothing in ``text[:_HIRING_REACH]``: an ASCII text (a non-ASCII one may match
    case-blind in other ways: "ı" for "i") whose words ``vocab`` hold none of ``_HIRING_WORDS``, with no word cut at
    the reach (the pattern reads the cut piece as a word: "hire" of "hired")."""
    if not text.isascii():
        return True
    cut = len(text) > _HIRING_REACH and (text[_HIRING_REACH - 1] + text[_HIRING_REACH]).replace("_", "a").isalnum()
    return cut or not vocab.isdisjoint(_HIRING_WORDS)


# _HIRING_CUE without ignoring case, for a text whose letters are all ASCII, lowered (common.case_blind_finditer, as the
# perks headings are read): a case-blind alternation is tried letter by letter, this at a third of the cost (~27 -> ~8 us
# the 800 characters)
_HIRING_CUE_LOWERED = re.compile(_HIRING_CUE.pattern.removeprefix("(?i)"))


def _hiring_cues(text: str) -> Iterator[re.Match[str]]:
    """``_HIRING_CUE``'s matches in ``text[:_HIRING_REACH]`` (the same spans, read lowered where its letters allow)."""
    head = text[:_HIRING_REACH]
    return case_blind_finditer(_HIRING_CUE, _HIRING_CUE_LOWERED, head, head.lower())


# (the hyphen may be a Unicode one: "This entry‑level position" with U+2011, the non-breaking hyphen boards write; fields73
# census of the unlabelled dev postings: 10 "entry‑level" with a Unicode hyphen, 2 body statements read no level)
_HYPHENS = "-\u2010\u2011\u2012\u2013"
_ENTRY_ROLE = re.compile(rf"(?i)\b(?:this|it) is an? (entry|mid|senior)[{_HYPHENS} ]level (?:role|position|job|opportunity)\b")
_ROLE_LEVELS = {"entry": "junior", "mid": "mid", "senior": "senior"}
# "For this junior position we are looking for ...", "This senior role is responsible for ...", "This entry-level position
# assists ...", "This Graduate opportunity is offered as ...": the body names the job by its level (fields50 census of the
# unlabelled corpus: 9 postings, each the job's own level)
# (the hours may stand between, after a comma: "This mid-level, full-time position is in <city>", gold61; no unlabelled
# dev posting holds that shape)
_THIS_LEVEL_ROLE = re.compile(rf"(?i)\bthis (junior|senior|graduate|entry|mid)(?:[{_HYPHENS} ]level)?(?:, (?:full|part)[- ]time,?)? "
                              r"(?:role|position|job|opportunity)\b")
_THIS_LEVELS = {"junior": "junior", "senior": "senior", "graduate": "junior", "entry": "junior", "mid": "mid"}
# "this 5-month internship offers ...", "The internship is unpaid", "This is a full-time remote role for an Intern at ...":
# under a level-free title the body names the job an internship (fields84: 7 unlabelled dev postings read no level); not
# "mileage ... during the internship will be reimbursed" of a fellowship (gold: no level)
_INTERNSHIP_KIND = r"(?:(?:\d+[- ]months?|\d+[- ]weeks?|paid|unpaid|summer|full[- ]time|part[- ]time|remote)[ ,]+)*"
_THIS_INTERNSHIP = re.compile(rf"(?i)\bthis {_INTERNSHIP_KIND}(internship) (?:offers|is|will|runs|lasts|starts)\b|"
                              rf"(?<!during )(?<!after )(?<!before )(?<!of )(?<!for )\bthe {_INTERNSHIP_KIND}(internship) "
                              r"(?:offers|is|runs|lasts|starts)\b|\b(?:role|position) for an (intern)\b")
# "Nurse - Monroe Carell Jr. Children's Hospital": "Jr." closing a person's name (after a separator two capitalised words,
# then "Jr." or "Jr.," and the name of what is named after them) is no level; the corpus's titles hold this shape only so
_NAME_BEFORE_JR = re.compile(r"[-–|,] [A-Z][a-z]+ [A-Z][a-z]+ $")
_NAMED_AFTER_JR = re.compile(r"\.,? [A-Z]")
_BULLETS = ("* ", "- ", "• ", "· ", "– ", "▪ ", "● ")
_SAFE_TEXT_LEVELS = {"junior", "jr", "entry level", "senior", "sr", "confirme", "confirmee", "mid level", "semi senior", "semi sr",
                     "medior", "trainee", "seniora",
                     # Russian ranks after a hiring cue ("требуется ведущий инженер", "ищем Старшего DevOps инженера")
                     # (folded words: "й" is read as "и")
                     "старшии", "старшего", "старшую", "младшии", "младшего", "младшую", "ведущии", "ведущего", "ведущую"}  # (Swedish "Vi söker seniora utvecklare": the plural)


_BRACKETED = re.compile(r"\([^()]*\)?")


def _dual_level(title: str, start: int) -> bool:
    """"Analyst/Senior Analyst", "Engineer / Senior Engineer (ARTC)": the same role at two levels; "Ведущий
    инженер-технолог (инженер-технолог)", "Инженер (ведущий инженер)": a bracket restating the role without (or
    with) the level."""
    if _restated_in_bracket(title):
        return True
    parts = [p.strip(" -–|,") for p in re.split(r"/| or | oder | ou | o ", title)]
    if len(parts) < 2:
        return False
    heads = [p.split()[-1].casefold() if p.split() else "" for p in parts]
    # the role before a comma ("Senior Scientist, Artificial Intelligence")
    heads_cut = [p.split(",")[0].split()[-1].casefold() if p.split(",")[0].split() else "" for p in parts]
    # the roles without brackets and level words: "Research Engineer / Senior Research Engineer (ARTC)"
    bare = [_LEVEL_WORDS.sub("", _BRACKETED.sub("", p)).strip(" -–|,").casefold() for p in parts]
    pos = 0
    for k, p in enumerate(parts):
        pos = title.find(p, pos)
        if pos <= start < pos + len(p):
            return any(h == heads[k] for j, h in enumerate(heads) if j != k and h) or any(
                b == bare[k] for j, b in enumerate(bare) if j != k and b) or any(
                h == heads_cut[k] for j, h in enumerate(heads_cut) if j != k and h)
        pos += len(p)
    return False


# Russian ranks that the level table reads alike (both "lead") and readers do not: a title whose slash parts carry two
# different ranks ("Главный специалист/Ведущий инженер", "Главный/ведущий инженер") offers two levels (gold27, gold45)
_RU_RANK = re.compile(r"(?i)\b(главн|ведущ|старш|младш)")


def _two_ranks(title: str) -> bool:
    """Slash parts of the title that open with or hold different Russian ranks: two levels, none stated."""
    if "/" not in title or not ("лавн" in title or "едущ" in title or "тарш" in title or "ладш" in title):
        return False  # (substring tests first: most titles with a slash are "(m/w/d)", "H/F")
    ranks = {m.group(1).casefold() for part in title.split("/") for m in _RU_RANK.finditer(part)}
    return len(ranks) > 1 and sum(1 for part in title.split("/") if _RU_RANK.search(part)) > 1


# A slash part that is a Russian rank alone ("Ведущий/Инженер – проектировщик") or the role without the rank before it with
# the rank ("Инженер-технолог / ведущий инженер-технолог", "Инженер/ведущий инженер отдела"): the role at two levels, none
# stated. The corpus's titles with a rank in one slash part of several: 34; this shape in 6 of them (2 already none), all
# read as dual; a ranked role before another role ("Ведущий инженер ПТО/инженер-сметчик": the rank may cover both) keeps
# its rank (fields45 census)
_RU_RANK_LEAD = re.compile(r"(?i)^(?:главн|ведущ|старш|младш)\w*\s*")


def _rank_and_plain_role(title: str) -> bool:
    """A slash part that is a rank alone, or a part with no level that names the role a later part ranks."""
    if "/" not in title or not ("лавн" in title or "едущ" in title or "тарш" in title or "ладш" in title):
        return False
    parts = [p.strip(" -–|,") for p in title.split("/")]
    for k, part in enumerate(parts):
        rest = _RU_RANK_LEAD.sub("", part, count=1)
        if rest == part:
            continue
        if not rest:
            return True  # "Ведущий/Инженер"
        head = _first_word(rest)
        if any(_first_word(p) == head and not _RU_RANK.search(p) and not _LEVEL_WORDS.search(p) for p in parts[:k]):
            return True
    return False


# a title's bracket listing levels to choose from ("Developer (Jr., Sr., and Lead)", "(I or II, or Senior)", "(Entry Level
# or Full Performance)", "(Staff or Senior)"): two or more short items naming different levels is a range of levels offered,
# none stated (gold74). The corpus's unlabelled dev titles: 2,378 with a bracket holding a list, 6 changed (fields65); an
# item naming no level ("(Graduate Trainee/CAN START ASAP)", "(poca experiencia o recién titulado)") keeps the level
# items the level table does not read but that name a level here: a grade number ("I or II"), a federal grade's "Full
# Performance", a tech ladder's "Staff" (above senior)
_LEVEL_ITEM = re.compile(r"(?i)I{1,3}|IV|staff|full performance")
_BRACKET_ITEMS = re.compile(r",? (?:or|and|to|oder|ou|o|y|et) |\s*[/,|]\s*")


def _level_list_in_bracket(tokens: Tokens, hits: list[Hit], end: int) -> bool:
    """The title's first level inside a bracket of 2+ short items (1-3 words) naming two different levels."""
    i = hits[0][0]
    text, start = tokens.text, tokens.starts[i]
    lo, hi = text.rfind("(", 0, start), text.find(")", start, end)
    if lo < 0 or hi < 0 or ")" in text[lo:start]:
        return False
    items, pos = [], lo + 1
    for m in [*_BRACKET_ITEMS.finditer(text, lo + 1, hi), None]:
        items.append((pos, m.start() if m else hi))
        pos = m.end() if m else hi
    items = [(a, b) for a, b in items if text[a:b].strip()]
    if len(items) < 2 or any(len(text[a:b].split()) > 3 for a, b in items):
        return False
    levels = {w for k, _, w in hits if lo < tokens.starts[k] < hi}
    return len(levels) > 1 or any(_LEVEL_ITEM.fullmatch(text[a:b].strip()) for a, b in items)


# a level word alone as the first slash part of a title ("Senior / Analyst", "Senior/Business Consultant", "Lead / Associate
# Engineer", "Senior/Reg. Frontend Developer"): the role offered with or without the level, or at two levels; none stated
# (fields62's open shape; gold none). fields65 census of the unlabelled dev titles: 7 read senior or lead before this
_ALONE_WORDS = {"senior", "sr", "lead", "mid", "middle"}  # (the word itself: not "Fachteamleiter/in", a gender slash)
_PART_ALONE_NEXT = re.compile(r"\.?\s*/\s*\w")


def _ranks_in_two_roles(tokens: Tokens, hits: list[Hit], end: int) -> bool:
    """Two roles of one title joined by a slash, each with its own rank ("Senior Procurement / Assistant Manager",
    "Sr. Machine Learning Engineer / Head of Data Science", "Senior Analyst / Manager"): two levels offered, none stated
    (ATTRIBUTE_CONVENTIONS' dual-level titles; the lead's decision of 17:20 on titles of several roles). An assistant's or
    deputy's manager/head rank is a rank of its own (no level, RUNNING_TEXT_RULES) in another part."""
    title = tokens.text[:end]
    cuts = [m.start() for m in re.finditer(r"\s/\s|(?<=[a-z.])/(?=\s*[A-Z])", title)]
    if not cuts:
        return False

    def part(pos: int) -> int:
        return sum(1 for c in cuts if c < pos)

    bounds = [0, *cuts, len(title)]
    hit_words = {x for i, n, _ in hits for x in range(i, i + n)}

    def has_role(k: int) -> bool:  # a word of part k that is no level word ("SVP / VP, Lead ...": "SVP" is a rank alone)
        return any(bounds[k] <= tokens.starts[x] < bounds[k + 1] and x not in hit_words and tokens.words[x].isalpha()
                   for x in range(len(tokens.words)) if tokens.starts[x] < end)

    def head(k: int) -> str:  # the part's last word before a bracket or dash ("Influencer Manager (m/w/d)": manager)
        words = re.findall(r"\w+", re.split(r"[(\[]| [-–] ", title[bounds[k] : bounds[k + 1]])[0])
        return words[-1].casefold() if words else ""

    first_part, first_level = part(tokens.starts[hits[0][0]]), hits[0][2]
    if not has_role(first_part):
        return False
    if any(part(tokens.starts[i]) != first_part and v != first_level and {v, first_level} != {"senior", "lead"}
           and has_role(part(tokens.starts[i])) and head(part(tokens.starts[i])) != head(first_part)
           for i, _, v in hits[1:]):
        return True  # (not a senior role beside a lead's: "Senior ML Engineer / Tech Lead" keeps its level, gold74; not
        # one role word in both parts, the level heading the title: "Junior Content Manager / Community Manager")
    words = tokens.words
    for i, w in enumerate(words):
        if tokens.starts[i] >= end:
            break
        if w in ("manager", "head") and i and words[i - 1] in _ASSISTS | {"deputy"} and part(tokens.starts[i]) != first_part:
            return True
    return False


def _level_part_alone(text: str, tokens: Tokens, hit: Hit) -> bool:
    """The title's first level hit (senior, lead or mid) is the whole first slash part, opening the title."""
    i, n, _ = hit
    start, stop = tokens.starts[i], tokens.ends[i + n - 1]
    word = text[start:stop].casefold()
    nxt = _PART_ALONE_NEXT.match(text, stop)
    # (the next part not the same level: "Middle/Middle+ QA" is mid)
    return word in _ALONE_WORDS and not text[:start].strip() and bool(nxt) and not text[nxt.end() - 1 :].casefold().startswith(word)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _first_word(part: str) -> str:
    """The part's first word before a hyphen or space, folded ("Инженер-проектировщик" -> "инженер")."""
    words = re.split(r"[\s\-–(]+", part.strip(), maxsplit=1)
    return words[0].casefold() if words else ""


_LEVEL_WORDS = re.compile(r"(?i)\b(?:senior|junior|sr|jr|lead|ведущий|главный|старший|младший)\b\.?\s*")
_ROLE_AND_BRACKET = re.compile(r"([^()]+)\(([^()]+)\)")


def _restated_in_bracket(title: str) -> bool:
    """A role and a bracket that are the same once level words are dropped, one of them with a level."""
    m = _ROLE_AND_BRACKET.match(title)
    if not m:
        return False
    role, bracket = (x.strip(" -–,").casefold() for x in m.groups())
    bare_role, bare_bracket = (_LEVEL_WORDS.sub("", x).strip() for x in (role, bracket))
    return bool(bare_role) and bare_role == bare_bracket and (bare_role != role or bare_bracket != bracket)


def _two_levels(tokens: Tokens, hits: list[Hit]) -> bool:
    """"Junior/Medior Developer", "Mid or Senior Engineer": two different levels joined by a slash or "or"."""
    if len(hits) < 2 or hits[0][2] == hits[1][2]:
        return False
    if hits[0][2] == "intern" and hits[1][2] in ("manager", "lead", "director", "junior"):
        return False  # "Alternance - Chef de projet": a work-study post in the role; "Intern/Trainee": both the entry
    (i, n, _), (k, _, _) = hits[0], hits[1]
    between = tokens.text[tokens.ends[i + n - 1] : tokens.starts[k]].strip().casefold()
    return between in ("/", "\\", "|", "or", "oder", "ou", "o", "of", "&", "and", "to", "-", "–") or (
        between.endswith(("/", "\\")) and " " not in between)  # "Middle Strong/Senior", "Middle+\\Senior": a qualifier, then the slash


def _on_line(tokens: Tokens, k: int, n: int) -> list[str]:
    """Up to ``n`` words from ``k`` that stand on word ``k - 1``'s line ("Graduate Engineer\n\nAre you ready": not "are")."""
    line_end = tokens.text.find("\n", tokens.ends[k - 1]) if k else -1
    return [w for j, w in enumerate(tokens.words[k : k + n], k) if line_end < 0 or tokens.starts[j] < line_end]


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
        if words[i] == "leader" and i and words[i - 1] in _NOT_LEADER_PREV:
            continue
        if words[i] == "leader" and n == 1 and nxt in _STANDING_AFTER_LEADER:
            continue
        if words[i] == "jr" and _NAMED_AFTER_JR.match(tokens.text, tokens.ends[i]) and (
                _NAME_BEFORE_JR.search(tokens.text, max(0, s - 60), s)):
            continue
        if words[i] == "pl" and not (_PT_ROLES & set(words[max(0, i - 5) : i])):
            continue
        if any(w in _REPORTS and words[k + 1] in _REPORT_LINKS for k, w in enumerate(words[max(0, i - 4) : i], max(0, i - 4))):
            continue
        before = words[max(0, i - 5) : i]
        if v in ("manager", "lead") and words[i + n : i + n + 2] == ["in", "training"]:
            out.append((i, n + 2, "junior"))  # "Manager in Training": a trainee (RUNNING_TEXT_RULES: trainee = junior)
            continue
        if words[i] == "responsable" and words[i + n : i + n + 2] in _FILE_HOLDER:
            continue  # "Responsable de Dossiers (Comptables)": an accountant who holds a client portfolio, no team (fields87)
        if v == "manager" and i and words[i - 1] in _ROLE_MANAGERS:
            continue  # "Account Manager", "RN Case Manager": a role that manages accounts or cases, no level (RUNNING_TEXT_RULES)
        if v == "manager" and words[max(0, i - 2) : i] == ["social", "media"] and not _LEADS_TEAM.search(tokens.text):
            continue  # "Social Media Manager" who manages channels, no team: a role, no level (see _LEADS_TEAM)
        if v == "manager" and i and words[i - 1] == "care" and (i < 2 or words[i - 2] not in _CARE_UNIT) and (
                _NURSE_LINE.search(tokens.text, tokens.text.rfind("\n", 0, s) + 1, _line_end(tokens.text, s))):
            continue  # "RN Care Manager": a nurse case manager, no level (fields65)
        if n == 1 and v in ("junior", "senior", "mid", "lead") and tokens.text[s - 1 : s] == "(" and (
                _OPTIONAL_LEVEL.match(tokens.text, tokens.ends[i])) and (
                tokens.text[: s - 1].rstrip()[-1:] in ("", "/", "-", "–", ":", "|", "\n")):
            continue  # "(Senior) Consultant SAP": the level offered as optional, either level (RUNNING_TEXT_RULES, gold34)
        if n == 1 and v in ("junior", "senior", "mid", "lead") and tokens.text[s - 1 : s] == "(" and (
                _OPTIONAL_LEVEL_MID.match(tokens.text, tokens.ends[i])) and tokens.text[: s - 1].rstrip()[-1:].isalpha():
            continue  # "SAP (Senior) Consultant Data Migration": optional after a word of the title too (fields42)
        if words[i + n - 1] in ("graduate", "graduates", "grads") and (
                not _OPEN_BEFORE.isdisjoint(words[max(0, i - 3) : i]) or not _OPEN_AFTER.isdisjoint(_on_line(tokens, i + n, 2))):
            continue
        if v == "manager" and not _DEPUTY.isdisjoint(words[max(0, i - 2) : i + n + 3]):
            continue  # "Responsable Prod. Adj": a deputy
        if words[i] == "head" and i and (words[i - 1] in _ASSISTS or words[i - 1] in ("deputy", "vice")):
            continue  # "Assistant Head Store", "Deputy Head": a deputy, no level stated
        if v in ("manager", "executive") and i and words[i - 1] in _ASSISTS:
            continue  # "Finance Accounting Assistant Manager", "Assistant Vice President": a deputy, no level stated (RUNNING_TEXT_RULES)
        if words[i : i + n] == ["mid", "senior"] and "/" in tokens.text[tokens.ends[i] : tokens.starts[i + 1]]:
            continue  # "Mid/Senior Vue.js Dev": two levels offered, none (LinkedIn's "Mid-Senior level" is one)
        if nxt in _ASSISTS and "\n" not in tokens.text[tokens.ends[i + n - 1] : tokens.starts[i + n]] or any(
                a in _ASSISTS and b in _ASSIST_LINKS for a, b in zip(before, before[1:], strict=False)):
            continue  # "Assistant to the Director", "CEO assistant": the level of the person assisted (on the level's
            # line: "Assistente Técnico Pleno" over a body opening "Assistente ..." keeps its level, fields82)
        out.append((i, n, v))
    return out


# German compounds on -leiter name the head of what the first part says ("Projektleiter", "Bauleiter", "Filialleiterin"); a
# phrase table matches whole words only, so the title's words are tested for the ending. "Begleiter" (a companion) is none.
_LEAD_COMPOUNDS = ("team", "fachteam", "gruppen", "schicht")
_ROLE_COMPOUNDS = ("account", "keyaccount", "case")  # as "Account Manager" and "Case Manager": a role, no level
# the same head written as the post's noun on -leitung ("Abteilungsleitung Hardwareentwicklung", "Projektleitung Tiefbau";
# RUNNING_TEXT_RULES: a retail "Abteilungsleitung" accepts lead or manager, a "Filialleitung" manager or lead): the -leiter
# reading; not a deputy's or an assistant's post ("stellvertretende Abteilungsleitung", "Assistenz der Zentrumsleitung").
# fields87: 12 unlabelled dev titles hold a -leitung word, 6 read no level, 4 of them a head's post
_LEITUNG_DIRECTOR = ("bereichsleitung",)  # as "Bereichsleiter"
_NOT_THE_HEAD_BEFORE = ("stellvertret", "komm", "assistenz", "der", "des", "zur", "mit")


_EXTERN_WORDS = {"extern", "externs", "externship", "externships"}


def _compound_head(tokens: Tokens, end: int) -> list[Hit]:
    """A German -leiter/-leiterin or -manager compound in the title (``[0, end)``): manager, a team's or shift's leader
    lead; a title opening with "Lehre", or an (nurse) "Extern"/"Externship" title: intern."""
    if tokens.words and tokens.words[0] == "lehre":
        return [(0, 1, "intern")]  # an Austrian title opening with "Lehre" is an apprenticeship (not "Studium und Lehre")
    if "extern" in tokens.text[:end].lower():
        for i, word in enumerate(tokens.words):
            if tokens.starts[i] >= end:
                break
            if word in _EXTERN_WORDS:
                return [(i, 1, "intern")]  # a (nurse) extern is a student's clinical placement, as an intern (fields70;
                # title only: the German adjective "extern" of a body is no level)
    head = tokens.text[:end].lower()
    if "leiter" not in head and "manager" not in head and "leitung" not in head:
        return []
    for i, word in enumerate(tokens.words):
        if tokens.starts[i] >= end:
            break
        if word.endswith("leitung") and len(word) > 9:
            if i and tokens.words[i - 1].startswith(_NOT_THE_HEAD_BEFORE):
                continue
            level = "lead" if word.startswith(_LEAD_COMPOUNDS) else "director" if word in _LEITUNG_DIRECTOR else "manager"
            return [(i, 1, level)]
        if word.endswith(("leiter", "leiterin")) and not word.endswith(("begleiter", "begleiterin")) and len(word) > 8:
            return [(i, 1, "lead" if word.startswith(_LEAD_COMPOUNDS) else "manager")]
        if word.endswith(("manager", "managerin")) and len(word) > 10 and not word.startswith(_ROLE_COMPOUNDS):
            return [(i, 1, "manager")]  # "Projektmanager", "Digitalisierungsmanager", as "Project Manager" (not "Accountmanager")
    return []


# A Chilean retail "Encargado/a" (of a shift, a section, a store) whose text says the post leads its staff: manager
# (RUNNING_TEXT_RULES gold23/gold66: a store or shift Encargado/a leading the team accepts manager or lead). The word alone
# also names a person in charge of a function with no team ("Encargado/a de Comunicaciones Internas", "de Inventarios"),
# so the duty is read: a leading verb (a run of them: "liderar, motivar, coordinar y entrenar") before the team or staff,
# "liderazgo de equipo", or staff "a (su) cargo"; not the experience asked ("Experiencia liderando equipos"), nor work
# with a team ("Coordinar con el equipo"). The fields60 census of the unlabelled corpus: 61 such titles (all clrec).
_IN_CHARGE = frozenset({"encargado", "encargada", "encargados", "encargadas"})
_LEADS_STAFF = re.compile(
    r"(?i)(?<!experiencia )(?<!experiencia en )\b(?:lider(?:ar|a|ando)|supervis(?:ar|a|ando)|coordin(?:ar|a|ando)|dirigir|"
    r"capacitar|entrenar|motivar|fiscalizar)(?:(?:,| y| e) \w+(?:ar|er|ir)){0,3} (?:a |al |a su |a sus |su |sus |el |del |"
    r"los |las |la )?(?:equipos?|personal|colaboradores|trabajadores|dotaci[oó]n)\b|"
    r"\bliderazgo de(?:l)? equipo\b|\b(?:personal|colaboradores|equipo) a (?:su )?cargo\b")


def _encargado_leading(tokens: Tokens, end: int) -> list[Hit]:
    """An "Encargado/a" title (``[0, end)``) over a text that says the post leads its staff: manager."""
    for i, word in enumerate(tokens.words):
        if tokens.starts[i] >= end:
            return []
        if word in _IN_CHARGE:
            return [(i, 1, "manager")] if _LEADS_STAFF.search(tokens.text, end) else []
    return []


# Polish boards' "Regular" opening a title ("Regular .NET Developer", "Regular & Senior Python Developer") is the middle
# level (RUNNING_TEXT_RULES gold52/gold77: mid). Only as the title's first word before a role: elsewhere "Regular" is a
# contract's kind ("RN- Emergency Department Regular Part Time", US hospitals). The fields68 census of the unlabelled dev
# postings: 11 titles hold the word, 9 open with it before a role (nofluff, segov), 2 nurse titles name "Regular Part Time"
_REGULAR_NOT_ROLE = frozenset({"part", "full", "pt", "ft", "time", "shift", "shifts", "hours", "schedule", "status", "basis",
                               "position", "employee", "staff", "day", "days", "night", "nights", "relief"})


def _regular_leading(tokens: Tokens, end: int) -> list[Hit]:
    """The title (``[0, end)``) opens with a capitalised "Regular" before a role: mid (see _REGULAR_NOT_ROLE)."""
    words = tokens.words
    if len(words) < 2 or words[0] != "regular" or tokens.starts[1] >= end or not tokens.text.startswith("R"):
        return []
    return [] if words[1] in _REGULAR_NOT_ROLE else [(0, 1, "mid")]


def _jun_abbreviation(tokens: Tokens, end: int) -> list[Hit]:
    """A title's "jun." before a role word ("Системный администратор (jun. devops)"): junior, as "Jr." is; not the month
    ("Jun. 2025", a digit after). The table's words cannot hold it: "Jun" alone is June. Not in a later slash part ("Системный
    администратор Linux / jun. DevOps": two roles, one with a level, none by the lead's decision of 17:20). The corpus's titles
    hold "jun" twice, both before a role (hh.ru, fields82): the bracket one read junior, the slash one none."""
    words, text = tokens.words, tokens.text
    for i, word in enumerate(words[:-1]):
        if tokens.starts[i] >= end:
            break
        if word == "jun" and text[tokens.ends[i] : tokens.ends[i] + 1] == "." and tokens.starts[i + 1] < end and (
                words[i + 1].isalpha()) and "/" not in text[: tokens.starts[i]]:
            return [(i, 1, "junior")]
    return []


def _lower_after(tokens: Tokens, hit: Hit) -> bool:
    """Whether the word after a level phrase opens with no capital: below the body's first prose a line "Lead market
    research ...", "Graduate or Post Graduate in ..." or "MID 12 800PLN - ..." opens with a verb, a degree or a pay band,
    not a restated title ("Senior System Design Engineer")."""
    i, n, _ = hit
    return i + n < len(tokens.words) and not tokens.text[tokens.starts[i + n]].isupper()


def _role_pleno(tokens: Tokens, i: int) -> bool:
    """Brazilian "Pleno" (mid) or "Pl" after a role ("em busca de um(a) Analista de Compliance Pleno"): capitalised, as a
    title's level is; a small "pleno" is the adjective "full" ("pleno domínio", "pleno funcionamento")."""
    return tokens.words[i] in ("pleno", "pl") and tokens.text[tokens.starts[i]].isupper()


# "Сейчас мы в поисках Middle DevOPS Engineer", "Мы ищем middle DevOps engineer": the RU/UA boards' middle rank named after a
# hiring cue under a level-free title (RUNNING_TEXT_RULES: "Middle DevOps Engineer" is mid). Capitalised or before a
# capitalised role word (not "looking for the middle of ..."); not joined to a second rank ("Middle/Senior QA", "middle+ /
# senior", "Middle и Senior уровня": two levels offered). fields93 census of the unlabelled dev postings: 6 cues before a
# middle rank, the 2 single ones the hire's level, 4 joined to senior
_ANOTHER_RANK = re.compile(r"(?i)\+?\s*(?:[/\\|]|и|или|or|and)\s*(?:senior|sr|junior|jr|lead|сеньор|джун)")


def _middle_hire(tokens: Tokens, i: int) -> bool:
    """A single "Middle" rank of the hire after a hiring cue (see _ANOTHER_RANK)."""
    text, end = tokens.text, tokens.ends[i]
    if tokens.words[i] not in ("middle", "миддл") or _ANOTHER_RANK.match(text, end):
        return False
    return text[tokens.starts[i]].isupper() or i + 1 < len(tokens.words) and text[tokens.starts[i + 1]].isupper()


# A career-change title ("Buyer to Recruitment Consultant", "From Luxury Retail to Recruitment", "Teaching to Recruitment:
# ..."): recruitment agencies hiring people of another trade into recruitment (RUNNING_TEXT_RULES, gold58: "Junior Project
# Coordinator to Recruitment", "Junior Buyers ... who want to pivot" give no level). The fields50 census of the unlabelled
# corpus found the shape in 9 titles (dublin), none with a level read; a hand pattern: no library reads a title's roles
_CAREER_CHANGE = re.compile(r"(?i)\bto (?:a )?(?:career in )?recruit(?:ment|er|ing)\b")


def _career_change(text: str, end: int) -> int | None:
    """Where the new role's "to recruitment" starts in a career-change title (``text[:end]``), or None."""
    if "ecruit" not in text[:end]:
        return None
    m = _CAREER_CHANGE.search(text, 0, end)
    return None if m is None else m.start()


def find_seniority(tokens: Tokens) -> tuple[str, Span] | None:
    """intern/junior/mid/senior/lead/manager/director/executive, from explicit level words.

    The title (first line) decides; a dual-level title ("Analyst/Senior Analyst") gives None. Without a
    level in the title: a short subtitle line right below it, then a level word right after a hiring cue
    in the opening of the text ("we are seeking a senior ..."), then an "Experience level: X" field.
    """
    vocab = tokens.vocab  # (the words as the text's word runs: the unglued tokens split some of them)
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    text = tokens.text
    end = title_end(text)
    found = _SENIORITY.find_all(tokens)
    title_hits = (_level_hits(tokens, 0, end, found) if found else []) or _compound_head(tokens, end) or (
        _encargado_leading(tokens, end) if not _IN_CHARGE.isdisjoint(vocab) else [])
    if not title_hits and "jun" in vocab:
        title_hits = _jun_abbreviation(tokens, end)
    if "regular" in vocab and (regular := _regular_leading(tokens, end)):
        title_hits = regular + title_hits  # ("Regular & Senior ...": two levels, none, below)
    if not found and not title_hits:
        return _board_level_value(text) if "nivel" in vocab else None
    if (change := _career_change(text, end)) is not None:
        # "Junior Project Coordinator to Recruitment": the level before "to" is the candidates' current role, and so is
        # the body's ("hiring Junior Buyers ... who want to pivot"); only a level of the new role counts
        title_hits = [h for h in title_hits if tokens.starts[h[0]] >= change]
        return (str(title_hits[0][2]), token_span(tokens, title_hits[0][0], title_hits[0][1])) if title_hits else None
    if title_hits:
        i, n, v = title_hits[0]
        if _dual_level(text[:end], tokens.starts[i]) or _two_levels(tokens, title_hits) or _two_ranks(text[:end]) or (
                _rank_and_plain_role(text[:end])) or _level_list_in_bracket(tokens, title_hits, end) or (
                _level_part_alone(text[:end], tokens, title_hits[0])) or _ranks_in_two_roles(tokens, title_hits, end):
            return None
        return str(v), token_span(tokens, i, n)
    # short subtitle lines below the title ("**Junior ServiceNow Administrator - €50-55K**")
    pos, seen, prose = end, 0, False
    while seen < 4 and pos < min(len(text), 600):
        line_end = text.find("\n", pos + 1)
        line_end = len(text) if line_end < 0 else line_end
        line = text[pos:line_end].strip()
        if line:
            seen += 1
            if len(line) > 100 or line.rstrip("*_ ").endswith((".", "!", "?", ":")):
                prose = True  # (a heading "Requirements:" opens the body too)
            elif not line.startswith(_BULLETS):
                # (a list item is no subtitle: "* Graduate from an accredited nursing program")
                hits = _level_hits(tokens, pos, line_end, found)
                first = bisect_left(tokens.starts, pos)
                if hits and hits[0][0] - first <= 1 and hits[0][2] not in ("manager", "director", "executive") and not (
                        prose and _lower_after(tokens, hits[0])):
                    i, n, v = hits[0]
                    return str(v), token_span(tokens, i, n)
        pos = line_end
    title = text[:end].split("(")[0].split(" - ")[0].strip()
    # the role: the title's last two words ("Wealth Management Data Analyst" -> "Data Analyst")
    role = " ".join(title.split()[-2:]).casefold() if len(title.split()) > 2 else title.casefold()
    if len(title) >= 8:  # the body opens with the title at a level: "Network Architect (Azure)" / "Senior Network Architect"
        for i, n, v in _level_hits(tokens, end, min(len(text), end + 400), found)[:3]:
            at, after = tokens.starts[i], tokens.ends[i + n - 1] + 1
            if (text.startswith(title, after) or text[after : after + len(role)].casefold() == role) and (
                    " ".join(tokens.words[i : i + n]) in _SAFE_TEXT_LEVELS) and (
                    text[text.rfind("\n", 0, at) + 1 : at].strip(" *#_") == ""):  # (opening a line, not "the Senior Cost Planner")
                return str(v), token_span(tokens, i, n)
    for i, n, v in _level_hits(tokens, end, min(len(text), 800), found):
        if n == 2 and tokens.words[i + 1] == "level" and text[tokens.starts[i] - 1 : tokens.starts[i]] == "(" and (
                text[tokens.ends[i + 1] : tokens.ends[i + 1] + 1] == ")") and tokens.words[i] != "expert":
            return str(v), token_span(tokens, i, n)  # "Position : ENGINEERING COORDINATOR (Senior Level)"; not a skill's
            # level ("Excel (expert level)": fields73, the 2 unlabelled dev postings with the bracket)
    for m in _hiring_cues(text) if _may_hold_hiring_cue(text, vocab) else ():
        for i, n, v in _level_hits(tokens, m.end(), m.end() + 80, found)[:1]:
            gap = i - bisect_left(tokens.starts, m.end())
            if _second_level_offered(tokens, i, n, v, found):
                break  # "hiring Junior or mid-level testers": two levels offered, none stated (see _OFFERED_JOINERS)
            if text[: tokens.starts[i]].rstrip().endswith(("/", " or")):
                break  # "a Recruitment Consultant/Senior Consultant": the role at two levels, none stated
            if gap <= 6 and (" ".join(tokens.words[i : i + n]) in _SAFE_TEXT_LEVELS or _role_pleno(tokens, i) or (
                    _middle_hire(tokens, i))):
                return str(v), token_span(tokens, i, n)
            if _lead_hire(tokens, i, n) and _LEAD_HIRE.fullmatch(text, m.end(), tokens.starts[i]):
                return str(v), token_span(tokens, i, n)  # "seeking an experienced Lead Data Engineer" (see _LEAD_HIRE)
            if tokens.words[i : i + n] == ["manager"] and text[tokens.starts[i]] == "M" and (
                    _MANAGER_HIRE.fullmatch(text, m.end(), tokens.starts[i])) and (
                    _NOT_MANAGER_HIRE.isdisjoint(tokens.words[i - gap : i])):
                return str(v), token_span(tokens, i, n)  # "seeking a skilled Project Manager" (see _MANAGER_HIRE)
    if "level" in tokens.vocab and not tokens.vocab.isdisjoint(_ROLE_LEVELS) and (m := _ENTRY_ROLE.search(text)):
        # "While this is an entry-level role, ...", "This is a mid-level position": the body states the job's level
        return _ROLE_LEVELS[m.group(1).lower()], m.span(1)
    if "this" in tokens.vocab and not tokens.vocab.isdisjoint(_THIS_LEVELS) and (m := _THIS_LEVEL_ROLE.search(text)) and (
            m.group(1).lower() not in ("entry", "mid") or text[m.end(1) : m.end(1) + 1] in _HYPHENS + " " and text[m.end(1) + 1 : m.end(1) + 6].lower() == "level"):
        return _THIS_LEVELS[m.group(1).lower()], m.span(1)  # "For this junior position ..." (see _THIS_LEVEL_ROLE)
    if ("intern" in vocab or "internship" in vocab) and (m := _THIS_INTERNSHIP.search(text, end)):
        return "intern", m.span(next(k for k in (1, 2, 3) if m.group(k)))  # (see _THIS_INTERNSHIP)
    if "nivel" in vocab and (board := _board_level_value(text)):
        return board
    words = tokens.words
    for i, n, v in found:
        if _BOARD_LEVEL_FIELD.search(text[max(0, tokens.starts[i] - 30) : tokens.starts[i]]):
            return str(v), token_span(tokens, i, n)  # InfoJobs' "<br>Nivel<br>Mando intermedio" (see _BOARD_LEVEL_FIELD)
        if _experience_field_level(tokens, i, n):
            return str(v), token_span(tokens, i, n)  # "Experience: Junior (1-3 years)" (see _EXPERIENCE_FIELD_END)
        if i >= 2 and words[i - 1] in ("level", "nivel", "niveau") and (words[i - 2] in (
                "experience", "seniority", "career", "job", "position") or text[tokens.ends[i - 1] : tokens.starts[i]].strip(" :") == "\n"
                and text[tokens.starts[i - 1] - 1 : tokens.starts[i - 1]] == "\n"):
            return str(v), token_span(tokens, i, n)  # "Experience level: Lead"; a board's field on its own line ("Nivel\nMando intermedio")
    if not vocab.isdisjoint(_THE_LEVEL_WORDS) and (m := _the_level_role(text, end)):
        return _THE_LEVELS[m.group(1).casefold().rstrip(".")], m.span(1)
    if not vocab.isdisjoint(_TITLE_FIELD_WORDS):
        return _title_field_level(tokens, found)
    return None


# An "Experience:" field whose value is a level alone ("Experience: Junior (1-3 years)", "*EXPERIENCE:* Entry level (none
# needed)", "Experience: Mid-Senior Reports to: ..."): the job's level, as "Experience
# level: Lead". The level ends the value: a bracket, a stop or a line end, or the next inline label; not "Experience: Senior
# living communities" (fields103 census of the unlabelled dev postings: 9 level fields under a level-free title, 3 of this
# shape read none before)
_EXPERIENCE_FIELD_END = re.compile(r"[ \t\\*]*(?:[(\n,;.•*<]|\Z|[A-Z][\w ]{0,25}?:)")


def _experience_field_level(tokens: Tokens, i: int, n: int) -> bool:
    """A level word that is the whole value of an "Experience:" field (see _EXPERIENCE_FIELD_END)."""
    text, words = tokens.text, tokens.words
    if i < 1 or words[i - 1] != "experience" or " ".join(words[i : i + n]) not in _FIELD_LEVELS:
        return False
    between = text[tokens.ends[i - 1] : tokens.starts[i]]
    return ":" in between and between.strip(" \t:*_\\") == "" and bool(_EXPERIENCE_FIELD_END.match(text, tokens.ends[i + n - 1]))


_FIELD_LEVELS = frozenset({"junior", "jr", "entry level", "senior", "sr", "mid", "mid level", "mid senior", "intermediate"})


# A board's level field written in HTML, its label and value each between line breaks ("...<br>Nivel<br>Mando
# intermedio<br>Número de vacantes"): the value is the job's level, as the same field on its own lines (fields103 census of
# the unlabelled dev postings: 58 InfoJobs blocks, 15 in HTML; the 2 HTML ones with a level value read none before)
_BOARD_LEVEL_FIELD = re.compile(r"<br\s*/?>[ \t]*(?:Nivel|Niveau|Level)[ \t:]*<br\s*/?>[ \t]*\Z")


# InfoJobs' top two level values, which no level word of the table spells: "Nivel" then "Dirección / gerencia" (director)
# or "Consejo directivo" (executive), on its own line or between HTML breaks (RUNNING_TEXT_RULES, the lead's answer of
# 2026-12-07 06:16 to fields103: the field states the level; 1 unlabelled dev posting each)
_BOARD_LEVEL_VALUE = re.compile(r"(?:^|\n|<br\s*/?>)[ \t]*Nivel[ \t]*(?::[ \t]*|\n[ \t]*|<br\s*/?>[ \t]*)"
                                r"(Direcci[oó]n ?/ ?gerencia|Consejo directivo)[ \t]*(?=\n|<br|\Z)", re.MULTILINE)
_BOARD_LEVEL_VALUES = {"consejo directivo": "executive"}


def _board_level_value(text: str) -> tuple[str, Span] | None:
    """The level of InfoJobs' "Nivel" field when its value is one of _BOARD_LEVEL_VALUE's."""
    if m := _BOARD_LEVEL_VALUE.search(text):
        return _BOARD_LEVEL_VALUES.get(m.group(1).casefold(), "director"), m.span(1)
    return None

# "**Summary** The Junior Data Centre Engineer supports ...", "The Senior NLP Engineer will be a member of ...": the body's
# opening names the hire by a level and a capitalised role whose last word is a word of the level-free title ("Data Center
# Engineer"), before a verb of what the job does. Not after "for/to/with the" ("For the Senior Developer role ...",
# "reporting to the Senior Engineer"). fields82 census of the 32,065 unlabelled dev postings: 12 such openings under a
# level-free title, the 6 this reads (the role word in the title) each the hire's level
_THE_LEVEL_ROLE = re.compile(r"(?<![Ff]or )(?<![Tt]o )(?<![Ww]ith )\b[Tt]he (Junior|Senior|Jr\.|Sr\.|Jr|Sr) "
                             r"(?:[A-Z][\w&/-]*\s){0,4}?([A-Z][\w-]*) (?:will|is|plays|supports|provides|works|would|shall)\b")
_THE_LEVELS = {"junior": "junior", "jr": "junior", "senior": "senior", "sr": "senior"}
_THE_LEVEL_WORDS = frozenset(_THE_LEVELS)
_THE_LEVEL_REACH = 1500


def _the_level_role(text: str, end: int) -> re.Match[str] | None:
    """The first "The <level> <Role> <verb>" of the body's opening whose role word is a word of the title (``[0, end)``)."""
    title_words = {w.casefold() for w in re.findall(r"[^\W\d_]+", text[:end])}
    for m in _THE_LEVEL_ROLE.finditer(text, end, min(len(text), end + _THE_LEVEL_REACH)):
        if m.group(2).casefold() in title_words:
            return m
    return None


# A board's title field opening a line of the body with a level: "**Job Title:** Senior Treasury Analyst", "*Position:* Junior
# Shipping Clerk", "Role : Sr Devops Engineer" (fields45 census: 30 such labels before a level within the first 1,500
# characters of the corpus's postings with no level found; the level opening the value, before a capitalised role word, read
# right in each; "ABOUT THE ROLE: ... senior leadership" has no label opening a line, "Role: Senior Associate / Associate"
# two levels)
# (looked for backwards from each level word of the text's opening: a text has a few, and the label is short)
_TITLE_FIELD = re.compile(r"(?i)[\n>*#][ \t]*(?:job title|position title|job position|working title|title|role|position|"
                          r"job|cargo|vaga|puesto)[ \t]*\**[ \t]*[:：][ \t]*[*_]*[ \t]*\Z")
_TITLE_FIELD_WORDS = frozenset({"title", "role", "position", "job", "cargo", "vaga", "puesto"})
_TITLE_FIELD_REACH = 1500
_VALUE_END = re.compile(r"\*|<| {2,}")  # the field's value ends at the next markup ("... Associate** **Department:")


def _title_field_level(tokens: Tokens, found: list[Hit]) -> tuple[str, Span] | None:
    """The level opening a title field's value, before a capitalised word; none where two levels are offered."""
    text = tokens.text
    for k, hit in enumerate(hits := _level_hits(tokens, 0, _TITLE_FIELD_REACH, found)):
        i, n, v = hit
        at = tokens.starts[i]
        if " ".join(tokens.words[i : i + n]) not in _SAFE_TEXT_LEVELS or not _upper_after(tokens, hit) or (
                not _TITLE_FIELD.search(("\n" if at <= 40 else "") + text[max(0, at - 40) : at])):
            continue
        line_end = text.find("\n", at, at + 120)
        value = _VALUE_END.split(text[at : line_end if line_end >= 0 else at + 120], 1)[0]
        if _two_levels(tokens, hits[k:]) or _dual_level(value, 0):
            return None  # "Junior - Mid Test Analyst", "Senior Associate / Associate": two levels offered
        return str(v), token_span(tokens, i, n)
    return None


def _upper_after(tokens: Tokens, hit: Hit) -> bool:
    """Whether the word after a level phrase opens with a capital (a role: "Senior Treasury Analyst")."""
    i, n, _ = hit
    return i + n < len(tokens.words) and tokens.text[tokens.starts[i + n]].isupper()


def _may_hold_compound_head(facts: TextFacts) -> bool:
    """_compound_head's gate: a -leiter, -leitung or -manager compound can stand in the title only where these letters do."""
    head = facts.title()
    return "leiter" in head or "manager" in head or "leitung" in head


# What every text find_seniority reads a level from holds (extract calls it only then; see normalize.attributes.triggers):
# every reading goes through the phrase table's hits, _compound_head's ("Lehre" opening the title, a -leiter or
# -manager compound in the title: its gate) or _encargado_leading's (an "Encargado/a" title). A new source of levels
# adds its words or marks here.
SENIORITY_TRIGGER = any_of(table(_SENIORITY), words(("lehre",), _IN_CHARGE), check(_may_hold_compound_head),
                           in_title("regular"), in_title("extern"), in_title("jun."),  # _regular_leading's, _compound_head's and _jun_abbreviation's title words
                           substrings("Consejo directivo", "/ gerencia", "/gerencia"))  # (see _BOARD_LEVEL_VALUE)
