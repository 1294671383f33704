"""Languages a posting asks for, each with its CEFR level where the text gives one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from operator import itemgetter

from normalize.attributes.facets.common import may_be_glued, split_words, unglued
from normalize.attributes.text import PhraseTable, Tokens, fold
from normalize.attributes.triggers import TextFacts, any_of, check, lowered, words

_LANGS = ["en", "de", "fr", "es", "nl", "it", "pt", "pl", "ru", "zh", "ja", "ar", "tr", "sv", "da", "no", "fi", "cs", "sk", "hu", "ro", "bg", "el", "hr", "sr", "sl", "uk", "he", "hi", "ko", "th", "vi", "id", "ms", "lt", "lv", "et", "ca", "eu", "gl",
           "tl", "ta", "bn", "ur", "fa", "sw", "pa", "te", "mr", "gu", "kn", "ml", "my", "km", "ne", "si"]
_LEVEL_WORDS = {
    "native": "C2", "native speaker": "C2", "mother tongue": "C2", "muttersprache": "C2",
    "muttersprachlich": "C2", "muttersprachler": "C2", "langue maternelle": "C2", "nativo": "C2",
    "nativa": "C2", "lengua materna": "C2", "moedertaal": "C2", "bilingual": "C2", "bilingue": "C2",
    "fluent": "C1", "fluency": "C1", "fluently": "C1", "fliessend": "C1", "verhandlungssicher": "C1",
    "verhandlungssichere": "C1", "verhandlungssicheres": "C1", "fliessende": "C1", "courant": "C1",
    "couramment": "C1", "fluido": "C1", "fluida": "C1", "vloeiend": "C1", "excellent": "C1",
    "excellente": "C1", "excelente": "C1", "uitstekend": "C1", "sehr gute": "C1", "sehr gut": "C1", "sehr gutes": "C1", "fliessendes": "C1",
    "very good": "C1", "sehr guten": "C1", "guten": "B2", "proficient": "C1", "proficiency": "C1", "advanced": "C1", "avance": "C1",
    "avanzado": "C1", "business fluent": "C1", "good": "B2", "gute": "B2", "gut": "B2", "bon": "B2",
    "bonne": "B2", "buen": "B2", "buena": "B2", "goed": "B2", "goede": "B2", "working knowledge": "B2",
    "professional working": "B2", "solid": "B2", "intermediate": "B1", "intermedio": "B1",
    "basic": "A2", "grundkenntnisse": "A2", "basiskenntnisse": "A2",
    "notions": "A2", "basico": "A2", "basica": "A2", "basicas": "A2", "basicos": "A2",
    # Portuguese/Spanish "notions" ("Noções de inglês", "Nociones de inglés"): as French "notions"
    "nocoes": "A2", "nocoes basicas": "A2", "nociones": "A2", "nociones basicas": "A2", "basis": "A2", "elementary": "A2", "beginner": "A1",
    # a beginner's level is A1, also inside "conversational (beginner)" and Romanian "la nivel conversational (incepator)"
    # (the lead's decision of the session of 22:40). "conversational" alone gives no level (same decision, gold30's "на
    # уровне общения"): the language is still asked (_USE_BEFORE). Not French "débutant": beside a
    # language line it names the candidate's trade experience ("Débutant accepté"; fields61 census: 0 corpus postings where
    # it is a language's level)
    "incepator": "A1", "conversational beginner": "A1", "conversational incepator": "A1",
    # the course-book scale boards in Ukraine, Russia and elsewhere write in English ("Upper-Intermediate")
    "pre intermediate": "A2", "upper intermediate": "B2",
    "intermediario": "B1", "intermediaria": "B1", "intermediaire": "B1", "avancado": "C1", "avancada": "C1",
    "fluente": "C1",
    # Swedish "flytande" (RUNNING_TEXT_RULES: as fluent) and "mycket goda" (as sehr gut), Indonesian "fasih" (fluent) and "sangat
    # baik" (very good, gold26); Russian and Ukrainian "fluent command" (folded: й -> и)
    # Swedish "grundläggande" (basic, as "basic": "Grundläggande kunskaper i svenska och engelska krävs"; fields81: 2 unlabelled
    # dev postings)
    "grundlaggande": "A2",
    "flytande": "C1", "mycket god": "C1", "mycket goda": "C1", "mycket gott": "C1", "mycket bra": "C1", "obehindrat": "C1", "obehindrad": "C1", "obehindrade": "C1", "fasih": "C1", "sangat baik": "C1", "свободное": "C1", "свободныи": "C1", "свободным": "C1", "свободно": "C1", "вільне": "C1",
    "вільно": "C1", "вільним": "C1",
    # Russian "basic (knowledge)" ("английский - базовые знания", "базовый английский"), as "basic" (folded: й -> и)
    "базовыи": "A2", "базовые": "A2", "базовое": "A2", "базовая": "A2", "базовом": "A2", "базового": "A2", "базовым": "A2",
    "базовои": "A2", "базовую": "A2",
}
_LEVEL_TABLE = PhraseTable(_LEVEL_WORDS.items())
# ("conversational": "Conversational in Spanish", "Spanish at a conversational level": asked, with no level; the lead's
# decision of 22:40)
_CONTEXT = {"conversational", "language", "languages", "speak", "speaks", "speaking", "spoken", "written", "write", "writing",
            "skills", "proficiency", "command", "sprache", "sprachen", "sprachkenntnisse", "kenntnisse",
            "wort", "schrift", "sprechen", "langue", "langues", "parle", "ecrit", "maitrise", "maitriser",
            "idioma", "idiomas", "hablado", "escrito", "nivel", "taal", "talen", "spreken", "schrijven",
            "beheersing", "cefr", "gerb", "ger", "cecr", "mcer", "required", "requis", "preferred", "asset",
            "advantage", "plus", "vorteil", "wunschenswert", "erwunscht", "apprecie", "appreciee", "atout", "valorable",
            "deseable", "diferencial",  # a wish in other languages ("Französisch von Vorteil", "portugués valorable")
            "erforderlich", "vereist", "imprescindible", "mandatory", "indispensable", "obligatorio",
            "essential", "must", "speaker", "speakers", "native", "fluent", "fluently", "bahasa", "berbahasa",
            "fasih", "sprak", "sprakkunskaper", "flytande", "tal", "skrift", "talar", "skriver", "beharskar", "kommunicera", "muntligt", "skriftligt",
            # Swedish knowledge, ability to communicate or express oneself, required ("goda kunskaper i svenska och
            # engelska", "God kommunikationsförmåga på både svenska och engelska", "uttrycka dig väl på svenska"; fields81:
            # 10 unlabelled dev postings and 2 of its sample read no language there)
            "kunskaper", "kunskap", "kommunikationsformaga", "kommunikativ", "formaga", "uttrycka", "kravs",
            "язык", "языка", "языков",
            "языками", "языком", "языке", "языку", "уровень", "знание", "владение", "владения", "владеть", "мова", "мови",
            "мовою", "мову", "володіння", "знання", "lingua", "linguas", "fala", "escrita",
            # "can communicate in English", "communicatieve vaardigheden in Nederlands als Engels"
            "communicate", "communicates", "communicating", "communication", "communicative", "communicatieve", "vaardigheden", "kommunikation",
            # German compounds and verbs of communicating ("Kommunikationsfähigkeiten in Deutsch und Englisch", "du
            # kommunizierst in Deutsch und Englisch", "kommunikationsstark in Deutsch und Englisch": fields103 census, 9
            # unlabelled dev postings read no language there)
            "kommunikationsfahigkeiten", "kommunikationsfahigkeit", "kommunikationsstark", "kommunikationsstarke",
            "kommunizieren", "kommunizierst",
            "comunicacion", "comunicar", "communiquer", "converse",
            # reading (documentation) in a language ("чтение технической документации на английском", "Английский на
            # уровне чтения технической документации": gold26, gold67), Russian
            "чтение", "чтения", "читать",
            # written or spoken, or "at the level of" before a colon ("хороший письменный английский", "Английский на
            # уровне:"; fields87: 2 of the 200 unlabelled dev postings naming English in Russian read no language), folded
            "письменныи", "письменного", "письменным", "устныи", "устного", "устным", "уровне", "уровня"}
# Words that make a language context only right beside the name ("English level B2", "Nível: Básico").
_NEAR_CONTEXT = {"level", "niveau", "nivel", "nivo"}
# Words right before the name that ask for the language ("Knowledge of English", "applicants who can read Spanish"); not in
# _CONTEXT, whose five-word window would take "knowledge of the French market" or "read the English summary"
_ASKED_RIGHT_BEFORE = (("knowledge", "of"), ("knowledge", "in"), ("can", "read"))
# What may follow such a name (past its list) when it is the language asked, not an adjective of a noun ("knowledge of Thai
# culture", "Knowledge of Spanish and/or Belgium payroll legislation": the corpus diff's wrong readings)
_AFTER_ASKED = {"is", "are", "at", "would", "will", "a", "an", "language", "languages", "skill", "skills", "required",
                "preferred", "desirable", "desired", "advantageous", "mandatory", "essential"}
# The use of a language right before its name ("technical English", "технический английский"; not "Greek food
# business"); folded as the words are ("технический" -> "техническии")
_USE_BEFORE = {fold(w) for w in ("technical", "business", "conversational", "технический", "технического", "техническим",
                                 "разговорный", "разговорного", "деловой", "делового", "технічна", "технічної",
                                 "розмовна", "розмовної", "ділова", "ділової")}
# The same use written after the name in Spanish, Portuguese and French ("Inglés técnico (lectura de documentación)",
# "Inglês técnico para leitura", "anglais technique"): a language asked, no CEFR level (gold62, gold67)
_USE_AFTER = {"tecnico", "tecnica", "technique",
              "conversational"}  # "Spanish: conversational": asked, no level (the lead's decision of 22:40)
# Words that join language names into one requirement ("German and English", "Deutsch- und Englisch...").
_JOINERS = {"and", "und", "et", "y", "e", "or", "oder", "ou", "o", "och", "og", "en", "dan", "и", "или", "as", "well",
            "als", "zowel", "sowie"}
# "English Speaking Jobs in Germany" (a board footer), "commitment to learn French": not asked for
_NOT_ASKED_BEFORE = {"learn", "lernen", "apprendre", "aprender", "leren", "learning", "courses", "kurse", "cours", "обучение",
                     "курсы", "изучение", "навчання", "курси", "вивчення",
                     # training offered ("Umfassende Zusatzausbildung (Englisch, ...)", "Weiterbildung in Englisch")
                     "zusatzausbildung", "weiterbildung", "fortbildung",
                     # lessons paid by the employer, a perk ("оплата 50% стоимости уроков английского языка", "курсов
                     # английского", "clases de inglés", "aulas de inglês": gold80)
                     "уроки", "уроков", "курсов", "курсах", "занятия", "занятий", "clases", "cursos", "aulas",
                     # Russian perks: discounts "для изучения английского", "в школу английского языка", a conversation
                     # "клуб английского языка" (fields103 census: 6 unlabelled dev postings read English from such a perk)
                     "изучения", "обучения", "школу", "школы", "школе", "клуб"}
# a preposition between the lessons word and the name ("clases de inglés", "cours d'anglais", "занятия по английскому")
_COURSE_PREPOSITIONS = {"de", "d", "по"}
# "Chalmers offers Swedish courses", "free German lessons", "French classes": lessons offered (a perk), not asked for
_NOT_ASKED_AFTER = {"courses", "course", "classes", "lessons", "kurse", "sprachkurse", "cours", "cursos", "lessen",
                    "time", "timezone",  # ("10:00 to 19:00 Korean Time": a time zone)
                    # a country's adjective before what is not a language ("the Dutch market", "set by Indonesian
                    # regulations", "in Japanese companies", "a Filipino citizen": fields103
                    # census, 6 unlabelled dev postings read a language from these and asked none)
                    "market", "markets", "regulation", "regulations", "company", "companies", "citizen", "citizens",
                    "citizenship", "nationals", "nationality", "passport", "law", "laws", "government"}
_CEFR = re.compile(r"[abc][12]")
_LANGUAGE_NOUNS = {"language", "taal", "sprache", "langue", "idioma", "lingua", "språk", "sprak"}
# "English not required", "German skills are not required", "kein Französisch erforderlich": not asked for
_NOT_REQUIRED = re.compile(r"(?i)[\w ]{0,25}?\b(?:is |are |skills are |language is )?(?:not|no longer|niet|nicht|pas|no es|non) "
                           r"(?:your (?:native|first|mother)|required|necessary|needed|a must|a requirement|mandatory|vereist|nodig|erforderlich|notwendig|requis|"
                           r"n[ée]cessaire|obligatoire|necesario|requerido)")

# A wish between the name and the "not required" ("German is a plus but not required", "Swedish is an advantage but not a
# requirement"): the language is asked as nice-to-have (RUNNING_TEXT_RULES, fortieth reading (gold45): listed, no level)
_WISH_BEFORE_NOT = re.compile(r"(?i)\b(?:plus|advantage|asset|bonus|nice to have|desirable|beneficial|preferred|welcome)\b")


_UI_LOCALES = ("en", "de", "fr", "es", "nl", "pt", "sv", "id", "ru")


def _cldr_language_names() -> Iterator[tuple[str, str]]:
    """(name, ISO 639-1) of each known language as every UI locale writes it (babel/CLDR)."""
    from babel import Locale

    for ui in _UI_LOCALES:
        names = Locale(ui).languages
        for code in _LANGS:
            if code in names:
                yield names[code], code


# Russian and Ukrainian language names are adjectives that take a case ending ("английским языком", "англійською мовою");
# CLDR lists only the dictionary form and no installed library declines Russian or Ukrainian, so the endings are written here.
_SLAVIC_ENDINGS = {"ru": ("ий", "ого", "ому", "им", "ом", "ая", "ой", "ую", "ие", "их"),
                   "uk": ("а", "ої", "ою", "у", "ий", "ого", "ому", "им", "ій")}
_SLAVIC_DICTIONARY_ENDINGS = {"ru": "ий", "uk": "а"}


def _slavic_case_forms() -> Iterator[tuple[str, str]]:
    """(case form, ISO 639-1) of the one-word Russian and Ukrainian language names of CLDR."""
    from babel import Locale

    for ui, endings in _SLAVIC_ENDINGS.items():
        names = Locale(ui).languages
        tail = _SLAVIC_DICTIONARY_ENDINGS[ui]
        for code in _LANGS:
            name = names.get(code, "")
            if name.endswith(("ск" + tail, "цк" + tail, "ськ" + tail, "цьк" + tail)):
                yield from ((name[: -len(tail)] + ending, code) for ending in endings)


@lru_cache(maxsize=1)
def _language_names() -> PhraseTable:
    """Language names in the UI locales (babel/CLDR) -> ISO 639-1, plus hand-written inflected forms."""
    t = PhraseTable()
    for name, code in _cldr_language_names():
        t.add(name, code)
    # hand-written adjectival/inflected forms CLDR does not list
    for phrase, code in (("deutsche", "de"), ("deutschen", "de"), ("englische", "en"), ("englischen", "en"),
                         ("franzosische", "fr"), ("spanische", "es"), ("niederlandische", "nl"),
                         ("espanol", "es"), ("castellano", "es"), ("frances", "fr"), ("ingles", "en"),
                         ("aleman", "de"), ("neerlandes", "nl"), ("flemish", "nl"), ("vlaams", "nl"),
                         ("mandarin", "zh"), ("cantonese", "zh"), ("hokkien", "zh"), ("hakka", "zh"),
                         ("bahasa malaysia", "ms"), ("bahasa melayu", "ms"), ("bahasa indonesia", "id"),
                         ("filipino", "tl"), ("farsi", "fa"), ("inggris", "en"), ("mandarin chinese", "zh"),
                         # Dutch and French adjectives ("de Nederlandse taal", "la langue anglaise")
                         ("nederlandse", "nl"), ("engelse", "en"), ("duitse", "de"), ("franse", "fr"),
                         ("spaanse", "es"), ("anglaise", "en"), ("allemande", "de"), ("espagnole", "es"),
                         ("neerlandaise", "nl"), ("francaise", "fr"),
                         # the German dative/genitive with its noun ("Stilsicherheit in deutscher Sprache", "sicher in
                         # deutscher Sprache kommunizieren"; fields84: 7 unlabelled dev postings, 4 read no German)
                         # (and the first of two: "in deutscher und englischer Sprache", joined to the one in context)
                         ("deutscher sprache", "de"), ("englischer sprache", "en"), ("franzosischer sprache", "fr"),
                         ("deutscher", "de"), ("englischer", "en"), ("franzosischer", "fr"),
                         # Portuguese, Spanish and Italian adjectives ("domínio da língua portuguesa", "lengua inglesa")
                         ("portuguesa", "pt"), ("inglesa", "en"), ("espanhola", "es"), ("francesa", "fr"), ("alema", "de"),
                         ("alemana", "de"), ("espanola", "es"), ("italiana", "it"),
                         *_slavic_case_forms(), *_romanian_forms()):
        t.add(phrase, code)
    return t


def _romanian_forms() -> Iterator[tuple[str, str]]:
    """Romanian names after "limba"/"limbii" (language, of the language): CLDR's feminine adjective ("limba germană") and
    its genitive in -e ("Cunoașterea limbii germane"), which no installed library declines. Only after the noun: a bare
    "germane"/"romana" is also a plural adjective or a name (fields61: the corpus writes them in one board's Romanian ads)."""
    from babel import Locale

    names = Locale("ro").languages
    for code in _LANGS:
        name = fold(names.get(code, ""))
        if name.endswith("a") and " " not in name:
            yield f"limba {name}", code
            yield f"limbii {name[:-1]}e", code


@lru_cache(maxsize=1)
def language_words() -> frozenset[str]:
    """Folded one-word names of the languages this finder knows, in the languages of its UI table, that are
    not also a country's name: after a place cue they name a language ("in English", "in Deutsch")."""
    from babel import Locale

    names = {name.casefold() for name, _ in _cldr_language_names()}
    countries = {n.casefold() for ui in _UI_LOCALES for n in Locale(ui).territories.values()}
    return frozenset(n for n in names - countries if " " not in n)


_CYRILLIC_LOOKALIKE = {"в": "b", "с": "c", "а": "a"}


def _level_at(tokens: Tokens, k: int) -> str | None:
    """CEFR level of the CEFR code or level word at word ``k``, or None."""
    word = tokens.words[k]
    if len(word) == 2 and word[0] in _CYRILLIC_LOOKALIKE:
        word = _CYRILLIC_LOOKALIKE[word[0]] + word[1]  # "В1" typed with a Cyrillic В
    if _CEFR.fullmatch(word):
        return word.upper()
    hit = _LEVEL_TABLE.match_at(tokens.words, k) if word in _LEVEL_TABLE.first else None
    return str(hit[1]) if hit else None


def _between(tokens: Tokens, i: int, n: int, k: int) -> str:
    """The text between the name at words ``i .. i+n-1`` and word ``k``."""
    last = i + n - 1
    lo, hi = (tokens.ends[k], tokens.starts[i]) if k < i else (tokens.ends[last], tokens.starts[k])
    return tokens.text[lo:hi]


def _own_level(tokens: Tokens, i: int, n: int) -> str | None:
    """A CEFR code or a bracketed level right after the name at words ``i .. i+n-1`` ("Deutsch C1",
    "English (native), Spanish (B2)", "Anglais courant (C1)"): that name's own level."""
    k = _own_level_at(tokens, i, n)
    return _level_at(tokens, k) if k is not None else None


# A level word after the name and a "level" word ("Inglês - Nível Avançado", Brazilian boards' language field listing two
# languages with a level each, joined by "e"): the name's own, which a later name of the list does not take (fields103
# census of the unlabelled dev postings: 143 such fields join two languages, the second took the first one's level)
_LEVEL_LABELS = {"nivel", "level", "niveau"}


def _labelled_level(tokens: Tokens, i: int, n: int) -> bool:
    """Whether a "level" word and a level word follow the name at words ``i .. i+n-1`` (see _LEVEL_LABELS)."""
    words, k = tokens.words, i + n
    # (a minimum code after the level word is left to the nearest-level reading: "Inglés: nivel avanzado, mínimo B2")
    return k + 1 < len(words) and words[k] in _LEVEL_LABELS and words[k + 1] not in _WEAK_LEVEL_WORDS and bool(
        _level_at(tokens, k + 1)) and not _between(tokens, i, n, k).strip(" -–:") and not _second_level(tokens, k + 1, {})


def _own_level_at(tokens: Tokens, i: int, n: int) -> int | None:
    """The word holding the own level of the name at words ``i .. i+n-1`` (see :func:`_own_level`), or None."""
    words = tokens.words
    k = i + n
    if k + 1 < len(words) and words[k] in _LANGUAGE_NOUNS:
        k += 1  # "Nederlandse taal (C1)", "English language (B2)"
    if _labelled_level(tokens, i, n):
        return k + 1  # a board's "Espanhol - Nível Básico e Inglês - Nível Avançado": each name's own (see _LEVEL_LABELS)
    if k + 1 < len(words) and words[k] in _AT_LEAST and "(" in _between(tokens, i, n, k):
        k += 1  # "Englisch (mind. B2)", "English (min. C1)"
    if k >= len(words) or not _level_at(tokens, k):
        return None
    if _CEFR.fullmatch(words[k]) or "(" in _between(tokens, i, n, k):
        return k
    if k + 1 < len(words) and _CEFR.fullmatch(words[k + 1]) and "(" in _between(tokens, i, n, k + 1):
        return k + 1  # a level word, then its code in brackets: the code
    return None


# A blank line, or a line that opens another item of a bulleted list, ends the clause ("- Pacote office avançado\n- Inglês
# intermediário")
_NEW_ITEM = re.compile(r"\n\s*(?:\n|[-•*·▪●–])")
# A stop inside these abbreviations ends no clause ("Deutschkenntnisse mind. B2", "English (min. B2)")
_ABBREVIATION_STOPS = re.compile(r"(?i)\b(?:mind|min|m[ií]n|ca|bzw|ggf|approx)\.")
# Words between a level and a name that do not put them apart ("fluent in spoken and written English")
_SKILL_FILLERS = {"in", "spoken", "written", "verbal", "oral", "and", "both", "the", "of", "und", "et", "y", "mundlich",
                  "schriftlich", "wort", "schrift", "parle", "ecrit", "hablado", "escrito", "command",
                  # Russian and Ukrainian put the language noun and "at the level (not below / from)" between the name and
                  # its level ("английским языком на уровне от Pre-Intermediate", "язык не ниже уровня A2"); folded (й -> и)
                  "язык", "языка", "языком", "мова", "мови", "мовою", "на", "уровне", "уровня", "рівні", "рівня", "не",
                  "ниже", "нижче", "от", "від"}
# The skill a level is written for, between the two ("Fluent written and verbal communication in English": C1). Passed over
# only by a C1/C2 level: "good" (B2 in the table) is no CEFR level by the rules ("Good English skill", gold22), so a new
# reach must not spread it ("Good written and oral communication skills in English" stays without a level).
_SKILL_NOUNS = {"communication", "communications", "skills"}
_SKILL_NOUN_FLOOR = "C1"
_ALTERNATIVES = {"or", "oder", "ou", "o", "или", "of", "eller"}  # (Dutch "of", Swedish "eller")
_AT_LEAST = {"min", "mind", "minimum", "mindestens", "minimo", "minimal"}
# "good"/"gute" carry no CEFR level by the rules (gold22; the lead's decision after the thirtieth reading) though the table
# gives them B2: a level stated for the same language elsewhere ("good English required" ... "Languages: English -
# advanced") is the one the text gives, so it replaces theirs
_WEAK_LEVEL_WORDS = {"good", "gute", "gut", "gutes", "guten", "bon", "bonne", "buen", "buena", "goed", "goede"}
# "Some proficiency in German, Spanish, French or Dutch": a little of the language, no CEFR level ("proficiency" alone reads
# C1), as "good" (fields70 named it; fields73 census of the unlabelled dev postings: 3 "some proficiency/knowledge/
# understanding of <language>", 2 read C1)
_SOME_LEVEL_WORDS = {"proficiency", "fluency", "command"}
# A language's name before these names a driving licence of its country ("Swedish driving license B", "Swedish Drivers
# License (B)", "a valid Swedish driver's license": fields70; fields73 census: 27 unlabelled dev postings, 4 read Swedish)
_DRIVING = {"driving", "driver", "drivers"}
# Words after a name that make it a wish of its own ("Fluent English, German would be an advantage", "espagnol apprécié")
_WISH_AFTER = {"plus", "advantage", "asset", "bonus", "nice", "desirable", "beneficial", "meriterande", "meritterande", "apprecie", "appreciee", "atout",
               "vorteil", "wunschenswert", "ventaja", "valorable", "valorara", "deseable", "pluspunt", "diferencial", "desejavel"}


def _level_near(tokens: Tokens, i: int, n: int, owned: set[int], names: dict[int, int]) -> str | None:
    """The level of :func:`_level_word_near`."""
    return _level_word_near(tokens, i, n, owned, names)[0]


def _level_word_near(tokens: Tokens, i: int, n: int, owned: set[int], names: dict[int, int]) -> tuple[str | None, int | None]:
    """Level of the language named by words ``i .. i+n-1``: its own level, else the nearest level in the
    same clause that is not another name's own, the one before it winning a tie ("Fluent English and basic
    French": French is basic; "native English, fluent German"; "fluent in Malay; conversational Tagalog":
    Malay is fluent; "Deutsch- und Englischkenntnisse (B2)": B2 is English's alone). A level before another
    name (``names``: start -> length) is that name's when it has a level of its own ("Fluent English (C1),
    Spanish is a plus") or when this name is a wish of its own after a comma ("Excellent English, German
    would be an advantage"); a level after this name past a comma that opens another name's phrase is that name's
    ("Fluent in English, good knowledge of German": German's). Also the word the level was read at (None for an own
    level or none)."""
    own = _own_level(tokens, i, n)
    if own:
        return own, None
    last = i + n - 1
    wish = _wished(tokens, i, n)
    words = tokens.words
    for k in (k for d in range(1, 10) for k in (i - d, last + d) if 0 <= k < len(words)):
        gap = words[k + 1 : i] if k < i else words[last + 1 : k]
        skill_gap = False
        if len(gap) > 3 and not _SKILL_FILLERS.issuperset(gap) and not (k > last and _list_gap(gap, names, k, last)):
            if k > i or not (_SKILL_FILLERS | _SKILL_NOUNS).issuperset(gap):
                continue
            skill_gap = True  # at most four words away, not counting "in spoken and written" ("fluent in spoken and written English")
            # nor the rest of a list the level follows ("in English and Czech or Slovak fluently")
        if k < i and tokens.ends[k] == tokens.starts[k + 1] and _CEFR.fullmatch(words[k]):
            continue  # a code glued to the next word ends the line before ("English at least B2Knowledge of Spanish")
        between = _ABBREVIATION_STOPS.sub("", _between(tokens, i, n, k))
        if k in owned or any(c in ";.!?" for c in between) or "\n" in between and (k > i or _NEW_ITEM.search(between)):
            continue  # another sentence, list item or line ("English\n\nGood to have: ..."; a level before the name
            # may end the line above it: "sehr gute\nDeutschkenntnisse", a wrapped line)
        if k < i and any(k < j < i and _keeps_level(tokens, j, m, i, wish) for j, m in names.items()):
            continue
        if words[k] == "conversational" and not _level_at(tokens, k):
            # the nearest level word is "conversational": no CEFR level (the lead's decision of 22:40), not a farther
            # one ("Conversational Swedish language proficiency"); a level right before it stays ("Good conversational")
            return (_level_at(tokens, k - 1), k - 1) if k else (None, None)
        level = _level_at(tokens, k)
        if level and k < i and "," in between and any(j + m == k for j, m in names.items()):
            continue  # "Englisch fließend, Deutsch gut": the level after the name before the comma is that name's
        if level and k > last and "," in between and any(k < j <= k + 4 and not any(c in ",;.!?\n" for c in _between(
                tokens, k, 1, j)) for j in names):
            continue  # "Fluent in English, good knowledge of German": the level opens German's phrase
        if level and skill_gap and (_longer_level(tokens, k) or level) < _SKILL_NOUN_FLOOR:
            continue  # "Good written and oral communication skills in English": no level reaches past the skill
        if level:
            level = _longer_level(tokens, k) or level
            if k + 2 < len(words) and words[k + 1] in _ALTERNATIVES and (other := _level_at(tokens, k + 2)):
                level = min(level, other)  # "at a native or advanced level": the lower accepted (CEFR codes sort)
            if k and tokens.text[tokens.ends[k - 1] : tokens.starts[k]] in ("/", "-", " / ") and (before := _level_at(tokens, k - 1)):
                level = min(level, before)  # "B2/C1 English", "Intermediate/Advanced English", "Intermediate-Advanced
                # English": either level, the lower accepted ("Upper-Intermediate" is one level: both words read B2; the
                # slash may stand between spaces: "Intermediate / Advanced command of English", gold80)
            if k > last and (second := _second_level(tokens, k, names)):
                level = min(level, second)  # "Inglés: nivel avanzado, mínimo B2": two levels stated, the lower accepted
            if k < i and not _CEFR.fullmatch(words[k]) and (code := _code_after(tokens, last, names)):
                level = min(level, code)  # "Fluent English communication skills at a B2+ level": the code stated, lower
            return level, k
    return None, None


def _code_after(tokens: Tokens, last: int, names: dict[int, int]) -> str | None:
    """A CEFR code within eight words after the name ending at word ``last``, in its clause and before any other name
    ("Fluent English communication skills at a B2+ level")."""
    words = tokens.words
    for j in range(last + 1, min(last + 9, len(words))):
        if j in names or any(c in ";.!?\n" for c in _ABBREVIATION_STOPS.sub("", tokens.text[tokens.ends[last] : tokens.starts[j]])):
            return None
        if _CEFR.fullmatch(words[j]):
            return words[j].upper()
    return None


# A CEFR code written after the name at a "level" ("Has English at the level of min. B2", "Gutes Deutsch in Wort und Schrift
# (Level B2+)", "deutsche Sprache mindestens auf dem Level B2", "English corresponding to CEFR Level C1"): the name's level,
# past these words only (fields81: 7 unlabelled dev postings and gold86 read no level or no language there)
_LEVEL_GAP = {"at", "the", "a", "level", "of", "on", "min", "mind", "minimum", "mindestens", "auf", "dem", "einem", "least",
              "corresponding", "to", "cefr", "gerb", "ger", "niveau", "sprache", "sprachkenntnisse", "kenntnisse", "language",
              "skills"} | _SKILL_FILLERS


def _code_at_level(tokens: Tokens, last: int, names: dict[int, int]) -> str | None:
    """The CEFR code after the name ending at word ``last`` past a "level" word and the words of _LEVEL_GAP only, in its
    clause and before any other name; None otherwise."""
    words = tokens.words
    seen_level = False
    for j in range(last + 1, min(last + 10, len(words))):
        if j in names or any(c in ";.!?\n" for c in _ABBREVIATION_STOPS.sub("", tokens.text[tokens.ends[last] : tokens.starts[j]])):
            return None
        if _CEFR.fullmatch(words[j]):
            return words[j].upper() if seen_level else None
        if words[j] not in _LEVEL_GAP:
            return None
        seen_level = seen_level or words[j] in ("level", "niveau")
    return None


def _list_gap(gap: list[str], names: dict[int, int], k: int, last: int) -> bool:
    """Whether the words between a name (ending at word ``last``) and a level after it (word ``k``) are only the other
    names of its list, their joiners and the skill fillers ("English and Czech or Slovak fluently", "английского или
    немецкого языка на уровне не ниже A2"): one level written after a list is each name's (RUNNING_TEXT_RULES)."""
    in_names = {x for j, m in names.items() if last < j < k for x in range(j, j + m)}
    return all(w in _JOINERS or w in _ALTERNATIVES or w in _SKILL_FILLERS or last + 1 + x in in_names
               for x, w in enumerate(gap))


def _second_level(tokens: Tokens, k: int, names: dict[int, int]) -> str | None:
    """A CEFR code after "min."/"mínimo" within three words after the level word at ``k``, in its clause and before any
    other name ("Nivel Avanzado, mínimo B2")."""
    words = tokens.words
    for j in range(k + 1, min(k + 4, len(words) - 1)):
        if j in names or any(c in ";.!?\n" for c in _ABBREVIATION_STOPS.sub("", tokens.text[tokens.ends[k] : tokens.starts[j]])):
            return None
        if words[j] in _AT_LEAST and _CEFR.fullmatch(words[j + 1]):
            return words[j + 1].upper()
    return None


def _wished(tokens: Tokens, i: int, n: int) -> bool:
    """Whether a wish word follows the name at words ``i .. i+n-1`` ("Italian is a plus", "espagnol apprécié")."""
    return not _WISH_AFTER.isdisjoint(tokens.words[i + n : i + n + 4])


def _keeps_level(tokens: Tokens, j: int, m: int, i: int, wish: bool) -> bool:
    """Whether the name at words ``j .. j+m-1`` keeps a level written before it from the name at word ``i`` after it:
    when that name has a level of its own and only a comma, not a joining word, leads on ("Fluent English (C1), Italian";
    not "fließend in Deutsch (mind. C1) und Englisch"), or when the later name is a wish of its own after a comma."""
    if wish and "," in _between(tokens, j, m, i):
        return True
    own = _own_level_at(tokens, j, m)
    if own is None:
        return False
    gap = tokens.words[own + 1 : i]
    return wish or not gap or not all(w in _JOINERS for w in gap)


def _longer_level(tokens: Tokens, k: int) -> str | None:
    """The level of a longer phrase that starts up to two words before ``k`` and covers it: "sehr gute"
    (C1), not its last word "gute" (B2)."""
    words = tokens.words
    for j in (k - 2, k - 1):
        if j >= 0 and words[j] in _LEVEL_TABLE.first:
            hit = _LEVEL_TABLE.match_at(words, j)
            if hit and j + hit[0] > k:
                return str(hit[1])
    return None


# A language in an open list of examples ("kunskaper i andra språk såsom portugisiska, spanska, tyska", "another language
# such as Hungarian, German"): not asked (RUNNING_TEXT_RULES)
_OPEN_LIST = re.compile(r"(?i)\b(?:another|other|additional|further|andra|annat|weitere\w*|autres?|otros?|otras?|outr[oa]s?)\b"
                        r"[^.;:!?\n]{0,40}\b(?:such as|like|e\.\s?g\.|f\.\s?ex\.|s[åa]som|t\.\s?ex\.|wie z\.\s?b\.|z\.\s?b\.|como|"
                        r"tels? que|telles? que|par exemple|por ejemplo|por exemplo)[\s,][^.;!?\n]{0,160}$")
# Adjectival forms that name a language only beside the word language ("la langue anglaise", "de Nederlandse taal"), not
# in "l'agriculture française"
_ADJECTIVE_FORMS = {"anglaise", "allemande", "espagnole", "neerlandaise", "francaise", "nederlandse", "engelse", "duitse",
                    "franse", "spaanse", "portuguesa", "inglesa", "espanhola", "francesa", "alema", "alemana", "espanola",
                    "italiana"}
_ADJECTIVE_NOUNS = _LANGUAGE_NOUNS | {"langues", "lengua", "lenguas", "linguas"}  # the nouns one of them must stand beside ("les langues anglaise et ...")
_OPEN_CUES = (" such ", "som ", "wie ", "como ", "e.g", "e. g", "exemple", "ejemplo", "exemplo", " que ", " like ", "f.ex",
              "t.ex", "z.B", "z. B")
_MENU_GAP = 6  # words at most between two names of a careers site's language menu


def _without_menus(found: list[tuple[int, int, str, str | None, bool]]) -> list[tuple[int, int, str, str | None, bool]]:
    """The names outside a site's language menu ("Dansk (Danmark) Deutsch (Deutschland) English (United States) ...": 5+
    names a few words apart, none with a level), which is no requirement; the names asked elsewhere in the text stay."""
    menu: set[int] = set()
    start = 0
    for k in range(1, len(found) + 1):
        if k < len(found) and found[k][0] - (found[k - 1][0] + found[k - 1][1]) <= _MENU_GAP:
            continue
        run = found[start:k]
        if len(run) >= 5 and not any(f[3] for f in run):
            menu.update(range(start, k))
        start = k
    return [f for k, f in enumerate(found) if k not in menu]


def _offered_course(words: list[str], i: int, first: set[str]) -> bool:
    """A course or lessons word before the name at word ``i``, past the names and joiners of its list ("learn French",
    "курсы английского и немецкого языка", "обучение английскому/немецкому"): lessons offered, not a requirement."""
    for k in range(i - 1, max(-1, i - 5), -1):
        if words[k] in _NOT_ASKED_BEFORE or words[k] in _COURSE_PREPOSITIONS and k and words[k - 1] in _NOT_ASKED_BEFORE:
            return True
        if words[k] not in first and words[k] not in _JOINERS:
            return False
    return False


def _course_after(words: list[str], k: int, first: set[str]) -> bool:
    """A course or lessons word after the name ending before word ``k``, past the names, joiners and a language noun of
    its list ("English/Polish/Spanish language classes", "French and German courses"): lessons offered."""
    for j in range(k, min(len(words), k + 6)):
        if words[j] in _NOT_ASKED_AFTER:
            return True
        if words[j] not in first and words[j] not in _JOINERS and words[j] not in _LANGUAGE_NOUNS:
            return False
    return False


@lru_cache(maxsize=1)
def _name_openings() -> frozenset[str]:
    """The first four letters of the one-word language names (a cheap test for a word that may open with one)."""
    return frozenset(key[0][:4] for key in _language_names().table if len(key) == 1 and len(key[0]) >= 4)


def _split_glued_names(tokens: Tokens, names: PhraseTable) -> Tokens:
    """``tokens`` with each word that opens with a one-word language name glued to a capitalised word split after the
    name: a lost line break, where the next word has fewer lower-case letters than ``unglued`` needs ("EnglishTo have",
    "EnglishWE OFFER", "EnglishSAP")."""
    openings = _name_openings()
    glued = {w for w in tokens.vocab if len(w) > 5 and w[:4] in openings and w not in names.first}
    if not glued:
        return tokens
    text, cuts = tokens.text, []
    for k, w in enumerate(tokens.words):
        if w in glued:
            s, e = tokens.starts[k], tokens.ends[k]
            cut = next((p for p in range(s + 4, e) if text[p].isupper() and text[p - 1].islower()), None)
            if cut is not None and (fold(text[s:cut]),) in names.table:
                cuts.append(cut)
    return split_words(tokens, cuts) if cuts else tokens


# A CEFR code glued to the capitalised word after it by a lost line break ("English at least B2Knowledge of Spanish",
# "German and/or English level B1Benefits", "Inglés mínimo B2Requisitos"): the code is a word of its own. A code glued to
# a word far from any language's name ("B2Run-Teilnahme", a driving licence's "B1, and B2Must") stays no level: levels
# attach to names only.
_GLUED_CODE = re.compile(r"\b[ABC][12]\+?(?=[A-Z][a-z])")


def _split_glued_codes(tokens: Tokens) -> Tokens:
    cuts = [m.end() for m in _GLUED_CODE.finditer(tokens.text)]
    return split_words(tokens, cuts) if cuts else tokens


# Portuguese "desirable" beside a name asks for the language ("Desejável: Inglês", "Desejável conhecimento em inglês",
# "Inglês desejável", a heading "Desejável\n• Conhecimento em espanhol"; fields73 census of the unlabelled dev postings: 55
# with it beside "Inglês", 8 read no language). Within three words, before the name across a line break (a heading), after
# it in the same item only: "áreas a fins; • Desejável MBA" (a split "afins" read as the Dutch "Fins") is no language.
_WISH_PT = "desejavel"
_ITEM_BREAKS = re.compile(r"[;.!?\n•]")


def _wished_pt(tokens: Tokens, i: int, n: int) -> bool:
    """Whether "desejável" asks for the name at words ``i .. i+n-1`` (the comment above: before it, or after it in its item)."""
    words, text = tokens.words, tokens.text
    if any(words[k] == _WISH_PT and not re.search(r"[;.!?]", text[tokens.ends[k] : tokens.starts[i]])
           for k in range(max(0, i - 3), i)):
        return True
    last = i + n - 1
    return any(words[k] == _WISH_PT and not _ITEM_BREAKS.search(text[tokens.ends[last] : tokens.starts[k]])
               for k in range(i + n, min(len(words), i + n + 3)))


def _asked_right_before(tokens: Tokens, i: int, n: int, names: dict[int, int]) -> bool:
    """Whether the name at words ``i .. i+n-1`` follows "knowledge of" / "can read" and, past the names and joiners of its
    list, ends its clause or goes on with a word of _AFTER_ASKED ("Knowledge of Turkish and/or Polish is advantageous"; not
    "knowledge of Thai culture")."""
    words = tokens.words
    if tuple(words[max(0, i - 2) : i]) not in _ASKED_RIGHT_BEFORE:
        return False
    k = i + n
    while k < len(words):
        gap = tokens.text[tokens.ends[k - 1] : tokens.starts[k]]
        if not gap or gap.strip(" /&"):
            return True  # a mark ends the clause ("English.", "English, or"); no gap is a lost line break ("EnglishThe")
        if words[k] in _JOINERS or words[k] in _ALTERNATIVES:
            k += 1
        elif k in names:
            k += names[k]
        else:
            return words[k] in _AFTER_ASKED
    return True


# An application asked in a language ("All applications should be made in English", "Only CV in English will be
# processed", "Please apply online in English", "CV en inglés"): that language is asked, with no level (RUNNING_TEXT_RULES,
# gold39 and the lead's answer of 2026-12-07 06:16 to fields103). The application word up to _APPLICATION_REACH words
# before "in <name>", in the same sentence
_APPLICATION_WORDS = {"application", "applications", "apply", "cv", "cvs", "resume", "resumes", "cover", "candidature",
                      "candidatures", "candidatura", "candidaturas", "curriculum", "curriculo", "bewerbung",
                      "bewerbungen", "bewerbungsunterlagen", "unterlagen", "lebenslauf", "ansokan", "sollicitatie",
                      "резюме", "lamaran"}
_APPLICATION_IN = {"in", "en", "em", "auf", "pa", "на"}
_APPLICATION_REACH = 10
_SENTENCE_BREAK = re.compile(r"[.!?;\n]")


def _application_in(tokens: Tokens, i: int) -> bool:
    """Whether the name at word ``i`` follows "in" whose sentence asks the application ("applications ... in English")."""
    words = tokens.words
    if i < 2 or words[i - 1] not in _APPLICATION_IN:
        return False
    for k in range(i - 2, max(-1, i - 2 - _APPLICATION_REACH), -1):
        if _SENTENCE_BREAK.search(tokens.text, tokens.ends[k], tokens.starts[k + 1]):
            return False
        if words[k] in _APPLICATION_WORDS:
            return True
    return False


# "Bahasa" alone beside a named language ("English and Bahasa", "Bahasa and English", "Mandarin, English & Bahasa"): the
# English-language postings of Indonesia write it for Bahasa Indonesia (Malaysia's for Bahasa Malaysia). Only joined to a
# name (joiners alone between): alone it is the noun "language" ("bahasa pemrograman"; "Bahasa Inggris" names English).
# fields96: of the 228 unlabelled dev postings holding "bahasa", 16 gained Indonesian (15 right, 1 unsure)
def _bahasa_beside(tokens: Tokens, bare: list[int], named: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    words = tokens.words
    code = "ms" if "malaysia" in tokens.vocab else "id"

    def joined(lo: int, hi: int) -> bool:  # (a list: joiners, commas and "&" between; not a slash, "Sastra Inggris / Bahasa")
        gap = tokens.text[tokens.ends[lo - 1] : tokens.starts[hi]] if 0 < lo <= hi < len(words) else "/"
        return 0 <= hi - lo <= 3 and all(words[x] in _JOINERS for x in range(lo, hi)) and "/" not in gap

    return [(k, 1, code) for k in bare if any(joined(k + 1, i) or joined(i + n, k) for i, n, _ in named) and (
        "etc" not in words[k + 1 : k + 6])]  # (an example list: "one regional language (Bahasa, Khmer, etc)")


def find_languages(tokens: Tokens, require_context: bool = True) -> list[dict]:
    """Languages asked for, each ``{"language": ISO 639-1, "level": CEFR or None, "span": [s, e]}``.

    A language name counts only in a language context: a level or CEFR code nearby, a word such as
    "language", "Kenntnisse", "langue", "idioma", "taal", "språk", "язык" within a few words, or a joiner
    ("and", "und", ",") to a name that has one ("fluent German and English")."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    names = _language_names()
    if may_be_glued(tokens.text):
        tokens = _split_glued_names(tokens, names)
    tokens = _split_glued_codes(tokens)
    words = tokens.words
    first = names.first
    if "kenntnisse" in tokens.text.lower():  # (the dative "Englischkenntnissen"; "DeutschkenntnisseEDV-...": an acronym glued)
        candidates = [k for k, w in enumerate(words) if w in first or "kenntnisse" in w]
    elif tokens.vocab.isdisjoint(first):
        return []  # no language's name
    else:
        candidates = [k for k, w in enumerate(words) if w in first]
    named: list[tuple[int, int, str]] = []  # (i, n, code)
    bare_bahasa: list[int] = []  # "bahasa" before no language's name (see _bahasa_beside)
    text = tokens.text
    open_cue: bool | None = None  # a cue word of an open list in the text (asked at the first name that reaches it)
    nxt = 0
    for i in candidates:
        if i < nxt:
            continue
        w = words[i]
        hit = names.match_at(words, i) if w in first else None
        n = hit[0] if hit else 1
        code = str(hit[1]) if hit else None
        if code is None and "kenntnisse" in w and len(w) > 11:
            stem = w[: w.rindex("kenntnisse")]
            sub = names.table.get((stem,)) or names.table.get((stem + "e",))
            code = str(sub) if sub else None
        nxt = i + n
        if code is None and w == "bahasa" and (i + 1 >= len(words) or words[i + 1] not in first or (
                text[tokens.ends[i] : tokens.starts[i + 1]].strip() in ("&", ","))):
            bare_bahasa.append(i)  # ("Bahasa & English": a list; not "Bahasa Inggris", "Bahasa: Chinese")
        if code is None or _offered_course(words, i, first) or words[i + n : i + n + 2] == ["speaking", "jobs"] or (
                i + n < len(words) and (words[i + n] in _NOT_ASKED_AFTER or _course_after(words, i + n, first))):
            continue
        if tokens.text[tokens.ends[i + n - 1] : tokens.ends[i + n - 1] + 2] in ("'s", "’s"):
            continue  # "Indonesia's largest ...": a country
        if i + n < len(words) and words[i + n] in _DRIVING and not tokens.text[tokens.ends[i + n - 1] : tokens.starts[i + n]].strip():
            continue  # "Swedish driving license B", "a valid Swedish driver's license": a licence, no language asked
        if (nr := _NOT_REQUIRED.match(tokens.text, tokens.ends[i + n - 1], tokens.ends[i + n - 1] + 60)) and not (
                _WISH_BEFORE_NOT.search(nr.group())):
            continue  # "English not required"; not "German is a plus but not required" (asked as nice-to-have)
        if n == 1 and w in _ADJECTIVE_FORMS and _ADJECTIVE_NOUNS.isdisjoint(words[max(0, i - 1) : i] + words[i + 1 : i + 4]):
            continue
        if open_cue is None:
            open_cue = any(map(text.__contains__, _OPEN_CUES))  # (a cheap test before the open-list pattern)
        if open_cue and _OPEN_LIST.search(
                tokens.text, max(0, tokens.starts[i] - 240), tokens.starts[i]):
            continue  # an open list of example languages
        named.append((i, n, code))
    if bare_bahasa and named:
        named = sorted(named + _bahasa_beside(tokens, bare_bahasa, named))
    # the words holding a name's own level ("courant (C1)"): no other name takes that level
    owned = {x for i, n, _ in named if (k := _own_level_at(tokens, i, n)) is not None for x in range(i + n, k + 1)}
    starts = {i: n for i, n, _ in named}
    found: list[tuple[int, int, str, str | None, bool]] = []  # (i, n, code, level, context)
    weak: set[int] = set()  # the names whose level was read from a word of _WEAK_LEVEL_WORDS
    for i, n, code in named:
        window = words[max(0, i - 5) : i] + words[i + n : i + n + 5]
        near = words[max(0, i - 2) : i] + words[i + n : i + n + 2]
        level, at = _level_word_near(tokens, i, n, owned, starts)
        if level is None and (coded := _code_at_level(tokens, i + n - 1, starts)):
            level = coded
        if at is not None and (tokens.words[at] in _WEAK_LEVEL_WORDS and _longer_level(tokens, at) is None or (
                tokens.words[at] in _SOME_LEVEL_WORDS and at and tokens.words[at - 1] == "some")):
            if stated := _code_after(tokens, i + n - 1, starts):
                level = stated  # "gute Deutschkenntnisse (mindestens C1)", "Good English level (B2-C1)": the code is the
                # level stated, "good" names none (not the lower of the two, as beside a level word)
            else:
                weak.add(i)
        context = (not require_context or level is not None or any(x in _CONTEXT for x in window)
                   or words[i + n - 1] in _LANGUAGE_NOUNS  # (a name written with its noun: "in deutscher Sprache")
                   or any(x in _NEAR_CONTEXT for x in near) or "kenntnisse" in words[i]
                   or (i > 0 and words[i - 1] in _USE_BEFORE) or (i + n < len(words) and words[i + n] in _USE_AFTER)
                   or _wished_pt(tokens, i, n)
                   or _asked_right_before(tokens, i, n, starts) or _application_in(tokens, i))
        found.append((i, n, code, level, context))
    def joined(lo: int, hi: int) -> bool:  # only joiners and a name's own level between ("English C1, Spanish")
        return 0 <= hi - lo <= 3 and all(words[x] in _JOINERS or x in owned for x in range(lo, hi))

    for _ in range(2):  # a name joined to a name in context is in context too
        for k, (i, n, code, level, context) in enumerate(found):
            if context:
                continue
            for j, (i2, n2, _, _, c2) in enumerate(found):
                lo, hi = (i + n, i2) if i2 > i else (i2 + n2, i)
                if j != k and c2 and joined(lo, hi):
                    found[k] = (i, n, code, level, True)
                    break
    for k in range(1, len(found)):  # a list shares the level written before its first name ("Good command of English
        i, n, code, level, context = found[k]  # and French": both); a name's own level stays its own ("fließend in
        i0, n0, _, level0, _ = found[k - 1]  # Deutsch (mind. C1) und Englisch": English is fluent)
        if (level is not None and i not in weak) or i0 + n0 >= i or not joined(i0 + n0, i) or _keeps_level(
                tokens, i0, n0, i, _wished(tokens, i, n)):
            continue  # ("good" gives no level of its own: a list's level before it is the name's)
        if _own_level_at(tokens, i0, n0) is not None:
            level0 = next((lv for b in (i0 - 1, i0 - 2) if b >= 0 and (lv := _level_at(tokens, b))), None)
        if level0:
            found[k] = (i, n, code, level0, context)
            if i0 in weak:
                weak.add(i)
            else:
                weak.discard(i)  # "Fluent in Indonesian and English, good teamwork": the list's level, not "good"'s none
    if len(found) >= 5:
        found = _without_menus(found)
    out: dict[str, dict] = {}
    written: set[str] = set()  # the languages whose kept level is a CEFR code written after the name
    labelled: set[str] = set()  # the languages whose level a board field gave (see _LEVEL_LABELS)
    weak_out: set[str] = set()
    for i, n, code, level, context in found:
        own = _own_level_at(tokens, i, n) if context and level else None
        field = bool(context and level) and _labelled_level(tokens, i, n)  # a board field's level (see _LEVEL_LABELS)
        coded = own is not None and _CEFR.fullmatch(words[own]) is not None
        if context and code not in out:
            out[code] = {"language": code, "level": level, "span": [tokens.starts[i], tokens.ends[i + n - 1]]}
            if i in weak:
                weak_out.add(code)
        elif context and level and (out[code]["level"] is None or code in weak_out and i not in weak):
            out[code]["level"] = level  # named first without a level ("Intern (Mandarin Speaker)"), later with one
            if i in weak:  # (later with "good" only: still no level)
                weak_out.add(code)
            else:
                weak_out.discard(code)  # (or first with "good", later with a level: see _WEAK_LEVEL_WORDS)
        elif field and code in labelled:
            # a board field naming one language at several levels ("Inglês - Nível Avançado, Inglês - Nível
            # Intermediário"): the lower accepted (RUNNING_TEXT_RULES: two levels for one language keep the lower)
            out[code]["level"] = min(out[code]["level"] or level, level)
        elif context and coded and code not in written:
            # a level word first ("Excellent English communication skills"), a CEFR code written for the name later
            # ("Languages\nEnglish: C2 Proficient"): the written code is the level (RUNNING_TEXT_RULES, gold40, gold54)
            out[code]["level"] = level
        if coded and out[code]["level"] == level:
            written.add(code)
        if field:
            labelled.add(code)
    for code in weak_out:  # "Good English skills" and no other level for English: the language, no CEFR level (the rules:
        out[code]["level"] = None  # "good"/"gute"/"bon" name none; the lead's decision after the thirtieth reading)
    return list(out.values())


_FIRST_FOUR = itemgetter(slice(0, 4))  # (a word's first four letters, for map() at C speed)


def _may_split_glued_name(facts: TextFacts) -> bool:
    """Whether _split_glued_names cuts a language's name out of a word of the text: the split itself, on the tokens
    find_languages reads (the unglued ones). Its gates alone (a word opening with a name's first four letters: "portfolio",
    "engineering") fired alone on 131 of the speed bench's 1,880 texts of runs 2-3, the split on none (ext32); a text it
    does not split holds a name only as a word of the table's first words or a "kenntnisse", which the other parts read."""
    if not may_be_glued(facts.text):
        return False
    openings, names = _name_openings(), _language_names()
    # (its first gate, which stops at the first such word, before the split's whole pass: 140 bench texts of 622 pass it;
    # the words' first four letters looked up at C speed first: a text with none of the openings skips the loop, ext34)
    if openings.isdisjoint(map(_FIRST_FOUR, facts.vocab)) or not any(
            len(w) > 5 and w[:4] in openings and w not in names.first for w in facts.vocab):
        return False
    return _split_glued_names(facts.tokens, names) is not facts.tokens


# What every text find_languages reads a language from holds (extract calls it only then; see
# normalize.attributes.triggers): a word that opens a name (the names table's first words, read at the first text: the
# table is built on first use), "kenntnisse" (the glued "Englischkenntnisse"), or a word _split_glued_names cuts a name
# out of. A new way to name a language adds its words or marks here.
LANGUAGES_TRIGGER = any_of(words(lambda: _language_names().first), lowered("kenntnisse"), check(_may_split_glued_name))
