"""Categorical facets of HR text: work mode, employment type, seniority, minimum years of experience,
education level and languages with CEFR level, in English, German, French, Spanish and Dutch.

The phrase tables are hand-written (no library carries "Vollzeit"/"CDI"/"bac+5"/"verhandlungssicher"),
matched on folded word tokens with :class:`~normalize.attributes.text.PhraseTable` (dict lookups, linear
time). Language names come from babel/CLDR in the five languages. Each finder returns the value and the
character span it was read from.
"""

from __future__ import annotations

import re
from functools import lru_cache

from normalize.attributes.location import _WORK_MODE
from normalize.attributes.text import PhraseTable, Tokens, fold

Span = tuple[int, int]


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


# --- work mode ---------------------------------------------------------------------------------------
_WORK_MODE_TEXT = _table({
    "remote": "remote work|work remotely|working remotely|remote position|remote role|remote job|fully remote|"
              "100 remote|remote first|work from anywhere|wfh|telecommute|telework|full remote|"
              "remote only|remote basis|remote possible|role is remote|position is remote|job is remote|"
              "this is a remote|remote moglich|remote arbeiten|fernarbeit|"
              "100 homeoffice|100 home office|vollstandig remote|komplett remote|"
              "teletravail complet|100 teletravail|full teletravail|en teletravail|"
              "teletrabajo|en remoto|trabajo remoto|100 remoto|"
              "volledig thuiswerken|op afstand|volledig remote",
    "hybrid": "hybrid work|hybrid working|hybrid role|hybrid position|hybrid model|hybrid set up|hybrid setup|"
              "hybrid remote|remote hybrid|hybrid office|hybrid schedule|hybrides arbeiten|hybride werken|"
              "hybride arbeidsvorm|trabajo hibrido|modelo hibrido|teletravail partiel|partly remote|"
              "partially remote|deels thuiswerken|home office|homeoffice|home office option|work from home|"
              "working from home|mobiles arbeiten|mobile working|teletravail possible|teletravail|"
              "thuiswerken|days remote|days from home|tage homeoffice|remote days",
    "onsite": "on site role|onsite role|on site position|onsite position|on site only|onsite only|"
              "fully on site|fully onsite|100 on site|100 onsite|office based|office based role|"
              "work on site|in office role|no remote|not remote|kein homeoffice|vor ort beim kunden|"
              "100 presencial|trabajo presencial|100 presentiel|en presentiel|op locatie|op kantoor",
})
# Single words that are a work mode only when they stand alone ("Remote", "(hybrid)", "Remote - US"),
# not as adjectives ("remote teams", "Agile hybrid DevOps teams", "onsite gym").
_BARE_MODE = {"remote": "remote", "hybrid": "hybrid", "hybride": "hybrid", "hibrido": "hybrid",
              "onsite": "onsite", "presencial": "onsite", "presentiel": "onsite", "remoto": "remote"}


def _bare_mode(tokens: Tokens) -> list[tuple[int, int, str]]:
    """Bare "Remote"/"(hybrid)"/"Onsite" in a short header-like line, followed by nothing, punctuation
    or a placeholder: "Remote - US", "München (hybrid)", "Remote <LOCATION>"."""
    out = []
    text = tokens.text
    for i, w in enumerate(tokens.words):
        mode = _BARE_MODE.get(w)
        if mode is None:
            continue
        start, end = tokens.starts[i], tokens.ends[i]
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if line_end - line_start > 80:
            continue
        after = text[end:line_end].lstrip(" ")
        if after and after[0] not in ")],-–|/;:<":
            continue
        out.append((i, 1, mode))
    return out


def find_work_mode(tokens: Tokens) -> tuple[str, Span] | None:
    """remote/hybrid/onsite: hybrid wins when both remote and hybrid (or on-site) are written."""
    hits = sorted(_WORK_MODE_TEXT.find_all(tokens) + _bare_mode(tokens))
    if not hits:
        return None
    values = {str(v) for _, _, v in hits}
    if "hybrid" in values or ("remote" in values and "onsite" in values):
        want = "hybrid" if "hybrid" in values else "remote"
    else:
        want = str(hits[0][2])
    for i, n, v in hits:
        if v == want:
            return want, _span(tokens, i, n)
    i, n, v = hits[0]
    return want, _span(tokens, i, n)


# --- employment type -----------------------------------------------------------------------------------
_EMPLOYMENT = _table({
    "full_time": "full time|fulltime|full time position|full time role|full time job|full time employment|"
                 "vollzeit|vollzeitstelle|in vollzeit|temps plein|plein temps|temps complet|"
                 "tiempo completo|jornada completa|voltijd|fulltime baan|36 40 uur|38 40 uur",
    "part_time": "part time|parttime|teilzeit|in teilzeit|teilzeitstelle|werkstudent|werkstudentin|"
                 "working student|temps partiel|mi temps|tiempo parcial|media jornada|jornada parcial|"
                 "deeltijd|parttime baan",
    "contract": "contractor|contract role|contract position|contract basis|contract assignment|"
                "contract to hire|on a contract|freelance|freelancer|freelancing|freiberuflich|"
                "freie mitarbeit|freier mitarbeiter|auf projektbasis|independant|auto entrepreneur|"
                "autonomo|zzp|zzp er|b2b contract|1099|c2c|corp to corp",
    "temporary": "temporary|temp role|temp position|fixed term|fixed term contract|befristet|befristete|"
                 "befristeter|befristeten|cdd|contrat a duree determinee|temporaire|interim|en interim|"
                 "mision temporal|contrato temporal|temporal|eventual|tijdelijk|tijdelijke|"
                 "seasonal|saisonal|saisonnier|zeitarbeit|leiharbeit|uitzend|uitzendbaan|maternity cover|"
                 "elternzeitvertretung|period of employment is|employment is temporary|time limited|"
                 "zeitlich befristet|duree determinee|duracion determinada|bepaalde tijd",
    "internship": "internship|intern|interns|summer intern|praktikum|pflichtpraktikum|praktikant|"
                  "praktikantin|stagiaire|offre de stage|stage de|en stage|stage pfe|alternance|"
                  "practicas|practicas profesionales|becario|becaria|beca|stagiair|stageplaats|"
                  "afstudeerstage|meewerkstage|stage bij",
})
# Permanent-contract words: evidence of full-time only when nothing more specific is written.
_PERMANENT = _table({"full_time": "permanent|permanent position|festanstellung|unbefristet|unbefristete|"
                                  "unbefristeten|cdi|contrat a duree indeterminee|indefinido|contrato indefinido|"
                                  "vast contract|vaste baan|vast dienstverband"})


def find_employment_type(tokens: Tokens) -> tuple[str, Span] | None:
    """full_time/part_time/contract/temporary/internship; internship wins, then the first one written."""
    hits = _EMPLOYMENT.find_all(tokens)
    if hits:
        # an internship named in the title (first 200 characters) or as the only type wins
        for i, n, v in hits:
            if v == "internship" and (tokens.starts[i] < 200 or all(h[2] == v for h in hits)):
                return "internship", _span(tokens, i, n)
        hits = [h for h in hits if h[2] != "internship"] or hits
        i, n, v = hits[0]
        return str(v), _span(tokens, i, n)
    hits = _PERMANENT.find_all(tokens)
    if hits:
        i, n, v = hits[0]
        return str(v), _span(tokens, i, n)
    return None


# --- seniority -------------------------------------------------------------------------------------------
_SENIORITY = _table({
    "intern": "intern|internship|praktikant|praktikantin|praktikum|werkstudent|werkstudentin|working student|"
              "stagiaire|stagiair|becario|becaria|practicas|apprentice|auszubildender|auszubildende|azubi|"
              "alternant|alternante",
    "junior": "junior|jr|entry level|entry|graduate|new grad|berufseinsteiger|berufseinsteigerin|einsteiger|"
              "absolvent|debutant|debutante|jeune diplome|recien titulado|recien graduado|sin experiencia|"
              "starter|associate level",
    "mid": "mid level|mid|intermediate|medior|confirme|confirmee|mid senior|professional level|"
           "berufserfahren|semi senior|marketing executive|sales executive|account executive|"
           "executive assistant|recruitment executive|business development executive",
    "senior": "senior|sr|senior level|experimente|experimentee|erfahrener|erfahrene|expert level|"
              "senior level position",
    "lead": "lead|team lead|tech lead|technical lead|lead developer|lead engineer|principal|staff engineer|"
            "staff scientist|teamleiter|teamleiterin|teamleitung|chef d equipe|lider tecnico|"
            "jefe de equipo|teamleider|tech lead manager",
    "manager": "manager|managerin|management|leiter|leiterin|abteilungsleiter|responsable|gerente|jefe|"
               "coordinador|teammanager|leidinggevende|afdelingshoofd",
    "director": "director|directora|head of|direktor|direktorin|directeur|directrice|bereichsleiter|"
                "bereichsleiterin|hoofd|directeur adjoint",
    "executive": "ceo|cto|cfo|coo|cio|cpo|cmo|chief|vp|vice president|svp|evp|executive|c level|"
                 "geschaftsfuhrer|geschaftsfuhrerin|managing director|vorstand|directeur general|"
                 "director general|director ejecutivo|algemeen directeur|partner",
})
# Words that are seniority only in a title-like first line, not anywhere in running text.
_TITLE_ONLY = {"lead", "manager", "managerin", "management", "leiter", "leiterin", "responsable", "jefe",
               "director", "directora", "executive", "partner", "principal", "chief", "entry", "graduate",
               "mid", "intern", "starter", "coordinador", "hoofd", "gerente", "directeur", "directrice"}


def find_seniority(tokens: Tokens) -> tuple[str, Span] | None:
    """intern/junior/mid/senior/lead/manager/director/executive.

    The first line (a title, up to 120 characters) decides when it names a level; otherwise the first
    unambiguous level phrase of the text ("senior", "entry level", "Berufseinsteiger") does.
    """
    hits = _SENIORITY.find_all(tokens)
    if not hits:
        return None
    text = tokens.text
    nl = text.find("\n")
    head_end = min(nl if nl >= 0 else len(text), 120)
    for i, n, v in hits:
        if tokens.starts[i] < head_end:
            return str(v), _span(tokens, i, n)
    for i, n, v in hits:
        if i >= 2 and tokens.words[i - 1] == "level" and tokens.words[i - 2] in ("experience", "seniority", "career", "job"):
            return str(v), _span(tokens, i, n)  # "Experience level: Lead"
    words = tokens.words
    hits = [h for h in hits if not ({"report", "reports", "reporting", "berichtet", "rapporte"} & set(words[max(0, h[0] - 4) : h[0]]))]
    for i, n, v in hits:
        if n > 1 or tokens.words[i] not in _TITLE_ONLY:
            if tokens.words[i] in ("senior", "sr") and i + 1 < len(tokens.words) and tokens.words[i + 1] in (
                    "management", "leadership", "stakeholders", "executives", "leaders", "colleagues", "team"):
                continue
            return str(v), _span(tokens, i, n)
    return None


# --- minimum years of experience -----------------------------------------------------------------------
_NUMBER_WORDS = {}
for _lang_words in (
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen",
    "ein zwei drei vier funf sechs sieben acht neun zehn elf zwolf",
    "un deux trois quatre cinq six sept huit neuf dix onze douze",
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce",
    "een twee drie vier vijf zes zeven acht negen tien elf twaalf",
):
    for _n, _w in enumerate(_lang_words.split(), start=1):
        _NUMBER_WORDS.setdefault(_w, _n)
_NUMBER_WORDS.update({"einem": 1, "einer": 1, "eins": 1, "une": 1, "una": 1, "a": 1, "an": 1})
_YEAR_WORDS = {"year", "years", "yrs", "yr", "jahr", "jahre", "jahren", "jahrige", "jahriger", "jahrigen",
               "ans", "an", "annees", "annee", "ano", "anos", "jaar", "jaren", "y"}
_EXPERIENCE_WORDS = {"experience", "exp", "erfahrung", "berufserfahrung", "praxiserfahrung",
                     "arbeitserfahrung", "projekterfahrung", "fuhrungserfahrung", "experiencia", "ervaring",
                     "werkervaring", "werkzaam", "background", "track", "professional", "expertise",
                     "industry", "working", "work", "relevant", "hands", "proven", "practical",
                     "berufspraxis", "praxis", "taetigkeit", "tatigkeit", "anciennete", "pratique",
                     "trayectoria", "werkzame", "in", "as", "als", "como", "comme", "en", "of"}
_STRONG_EXP = {"experience", "exp", "erfahrung", "berufserfahrung", "praxiserfahrung", "arbeitserfahrung",
               "projekterfahrung", "fuhrungserfahrung", "experiencia", "ervaring", "werkervaring",
               "berufspraxis", "anciennete", "trayectoria", "expertise", "background", "proficiency"}


_MIN_WORDS = {"least", "minimum", "min", "mindestens", "minimal", "moins", "minimo", "menos", "minimaal",
              "minstens", "minimale"}
# "at least 2 years old", "3+ years warranty": not experience
_NOT_EXPERIENCE = {"old", "ago", "warranty", "contract", "contracts", "garantie", "vertrag", "age", "alt", "ans",
                   "anos", "oud", "guarantee", "period", "lease"}


def _number_at(words: list[str], i: int) -> int | None:
    w = words[i]
    if w.isdigit() and len(w) <= 2:
        return int(w)
    return _NUMBER_WORDS.get(w) if w not in ("a", "an", "un", "een", "une", "una") else None


def find_min_years(tokens: Tokens) -> tuple[int, Span] | None:
    """Minimum years of experience asked ("3+ years", "mindestens 5 Jahre Berufserfahrung",
    "2 à 4 ans d'expérience", "tres años de experiencia", "3 jaar ervaring", "Experience - 3+ yrs")."""
    words = tokens.words
    nwords = len(words)
    for i in [k for k, w in enumerate(words) if w.isdigit() or w in _NUMBER_WORDS]:
        value = _number_at(words, i)
        if value is None or value > 40:
            continue
        j = i + 1
        # optional range end: "2-4 years", "2 to 4", "2 à 4", "2 bis 4"
        if j + 1 < nwords and words[j] in ("to", "bis", "a", "tot", "y", "o", "or", "oder", "ou", "of") and _number_at(words, j + 1) is not None:
            j += 2
        elif j < nwords and _number_at(words, j) is not None and tokens.text[tokens.ends[i] : tokens.starts[j]].strip() in ("-", "–", "—"):
            j += 1
        if j < nwords and words[j] in ("plus", "more"):
            j += 1
        if j >= nwords or words[j] not in _YEAR_WORDS:
            continue
        if words[j] in ("an", "y", "a") and tokens.text[tokens.ends[j - 1] : tokens.starts[j]].strip() not in ("", "+"):
            continue
        end = j
        after = words[j + 1 : j + 8]
        before = words[max(0, i - 8) : i]
        plus = tokens.text[tokens.ends[i] : tokens.ends[i] + 1] == "+"
        qualified = bool(set(words[max(0, i - 3) : i]) & _MIN_WORDS)
        if ((plus or qualified) and not set(after[:3]) & _NOT_EXPERIENCE) or any(w in _STRONG_EXP for w in after) or any(w in _STRONG_EXP for w in before) or any(
                w.endswith("erfahrung") or w.startswith("experien") or w.endswith("ervaring") for w in after):
            return value, (tokens.starts[i], tokens.ends[end])
    return None


# --- education ------------------------------------------------------------------------------------------
_EDUCATION_ORDER = ["none", "secondary", "vocational", "bachelor", "master", "doctorate"]
_EDUCATION = _table({
    "none": "no degree required|no degree needed|no formal education|no qualifications required|"
            "keine ausbildung erforderlich|kein abschluss erforderlich|ohne ausbildung|sans diplome|"
            "aucun diplome|sin titulacion|sin estudios|geen diploma|geen opleiding vereist",
    "secondary": "high school|high school diploma|ged|secondary school|secondary education|a levels|a level|"
                 "gcse|gcses|abitur|fachabitur|hochschulreife|fachhochschulreife|mittlere reife|"
                 "realschulabschluss|hauptschulabschluss|schulabschluss|baccalaureat|bac|niveau bac|"
                 "bachillerato|eso|educacion secundaria|havo|vwo|vmbo|middelbare school|mavo|"
                 "o level|o levels|spm|stpm|uec",
    "vocational": "vocational|vocational training|vocational qualification|apprenticeship|trade school|"
                  "associate degree|associate s degree|associates degree|nvq|btec|hnd|hnc|"
                  "ausbildung|berufsausbildung|abgeschlossene ausbildung|abgeschlossene berufsausbildung|"
                  "kaufmannische ausbildung|technische ausbildung|lehre|meister|techniker|staatlich gepruft|"
                  "cap|bep|bts|dut|bac 2|bac pro|formation professionnelle|formacion profesional|fp|fp2|"
                  "ciclo formativo|grado medio|grado superior|tecnico superior|mbo|mbo 3|mbo 4|mbo niveau|"
                  # a Commonwealth/Asian "Diploma" is a post-secondary, sub-degree qualification
                  "diploma|diploma in|advanced diploma|higher diploma|polytechnic diploma",
    "bachelor": "bachelor|bachelors|bachelor s|bachelor degree|bachelor s degree|bachelor degree in|"
                "bachelor s degree in|bachelors degree in|bsc|b sc|beng|b eng|"
                "ba degree|bs degree|b a degree|b s degree|bs or higher|ba or higher|bs in|ba in|bsc in|undergraduate degree|university degree|"
                "college degree|degree in|academic degree|four year degree|4 year degree|"
                "hochschulabschluss|hochschulstudium|fachhochschulstudium|abgeschlossenes studium|"
                "studium der|studium im bereich|studium|universitatsabschluss|fh|licence|bac 3|bac 4|"
                "diplome universitaire|diplome d ingenieur|licenciatura|grado universitario|"
                "titulacion universitaria|titulo universitario|estudios universitarios|ingenieria|"
                "grado en|hbo|hbo niveau|hbo diploma|wo|wo niveau|universitaire opleiding",
    "master": "master degree|master s|masters degree|master s degree|masters level|masters in|master of|master in|"
              "master degree in|master s degree in|masters degree in|msc degree|msc in|"
              "masterabschluss|masterstudium|msc|m sc|mba|meng|m eng|postgraduate|postgraduate degree|"
              "graduate degree|advanced degree|diplom|diplomstudium|magister|bac 5|master 2|m2|"
              "diplome de master|master universitario|maestria|posgrado|postgrado|wo master",
    "doctorate": "phd|ph d|phd degree|phd degree in|ph d degree|doctorate|doctoral degree|doctoral|promotion in|abgeschlossene promotion|"
                 "promoviert|doktor|doktorat|doctorat|doctorado|dphil|promotie|gepromoveerd",
})


_ENCLOSURE_CUES = ("must include", "should include", "must contain", "please attach", "please enclose",
                   "enclosures", "copy of", "copies of", "transcripts", "beizufugen", "beifugen", "joindre",
                   "adjuntar", "bijvoegen")


def find_education(tokens: Tokens) -> tuple[str, Span] | None:
    """Lowest education level the text accepts (none < secondary < vocational < bachelor < master <
    doctorate): "Bachelor's or Master's degree" -> bachelor."""
    hits = _EDUCATION.find_all(tokens)
    text = tokens.text
    kept = []
    for h in hits:
        # not the diplomas an application must enclose ("The file must include: CV, Diploma (MSc/PhD)")
        s = tokens.starts[h[0]]
        sent_start = max(text.rfind(".", 0, s), text.rfind("\n", 0, s)) + 1
        sentence = text[sent_start:s].lower()
        if any(cue in sentence for cue in _ENCLOSURE_CUES):
            continue
        kept.append(h)
    hits = kept
    if not hits:
        return None
    best = min(hits, key=lambda h: _EDUCATION_ORDER.index(str(h[2])))
    return str(best[2]), _span(tokens, best[0], best[1])


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
_CONTEXT = {"language", "languages", "speak", "speaks", "speaking", "spoken", "written", "write",
            "skills", "proficiency", "command", "sprache", "sprachen", "sprachkenntnisse", "kenntnisse",
            "wort", "schrift", "sprechen", "langue", "langues", "parle", "ecrit", "maitrise", "idioma",
            "idiomas", "hablado", "escrito", "nivel", "taal", "talen", "spreken", "schrijven",
            "beheersing", "niveau", "level", "cefr", "gerb", "ger", "cecr", "mcer", "and", "und", "et",
            "y", "en", "required", "requis", "erforderlich", "vereist", "imprescindible", "mandatory",
            "plus", "is", "ist", "est", "es"}
_CEFR = re.compile(r"[abc][12]")


@lru_cache(maxsize=1)
def _language_names() -> PhraseTable:
    """Language names in en/de/fr/es/nl (babel/CLDR) -> ISO 639-1, plus German "-kenntnisse" compounds."""
    from babel import Locale

    t = PhraseTable()
    for ui in ("en", "de", "fr", "es", "nl"):
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
                         ("filipino", "tl"), ("farsi", "fa")):
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

    A language name counts only in a language context (a level, CEFR code or a word such as
    "language", "Kenntnisse", "langue", "idioma", "taal" within a few words)."""
    names = _language_names()
    words = tokens.words
    out: dict[str, dict] = {}
    first = names.first
    if "kenntnisse" in tokens.text.lower():
        candidates = [k for k, w in enumerate(words) if w in first or w.endswith("kenntnisse")]
    else:
        candidates = [k for k, w in enumerate(words) if w in first]
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
        if code is None:
            continue
        window = words[max(0, i - 5) : i] + words[i + n : i + n + 5]
        level = _level_near(tokens, i, n)
        context = (not require_context or level is not None or any(x in _CONTEXT for x in window)
                   or w.endswith("kenntnisse"))
        if context and code not in out:
            out[code] = {"language": code, "level": level, "span": [tokens.starts[i], tokens.ends[i + n - 1]]}
        nxt = i + n
    return list(out.values())


__all__ = ["find_work_mode", "find_employment_type", "find_seniority", "find_min_years", "find_education",
           "find_languages", "fold", "_WORK_MODE"]
