"""Education level: the lowest level a posting accepts."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from normalize.attributes.facets.common import (
    STUDENTS_TRIGGER,
    Hit,
    Span,
    final_project_offered,
    phrase_table,
    sentence_bounds,
    split_words,
    students_as_a_rule,
    students_sought,
    title_end,
    token_span,
    unglued,
    word_shortly_before,
)
from normalize.attributes.text import Tokens, fold, words_of
from normalize.attributes.triggers import TextFacts, all_of, any_of, check, phrase, substrings, words


def _nfq_floor(levels: str) -> str:
    """Table phrases of an NFQ level named as a floor beside a qualification word ("Level 8 or above in <field>",
    "Level 7 or higher qualification", "Degree (Level 8 or higher)"): not a bare "level 8 or above"."""
    return "|".join(f"{before}level {n} or {w}{after}" for n in levels for w in ("above", "higher")
                    for before, after in (("", " in"), ("", " qualification"), ("", " qualifications"), ("degree ", "")))


_EDUCATION_ORDER = ["none", "secondary", "vocational", "bachelor", "master", "doctorate"]
_BARE_DEGREES = ("degree or equivalent", "degree or relevant", "degree or related", "degree preferably", "law degree",
                 "business degree", "engineering degree", "technical degree", "science degree", "degree graduate",
                 "degree or comparable education")  # (fields101: 2 unlabelled dev postings of one template read no level)
_EDUCATION = phrase_table({
    "none": "no degree required|no degree needed|no formal education|no qualifications required|"
            "no prior qualifications|no formal qualifications|no qualifications needed|"
            "keine ausbildung erforderlich|kein abschluss erforderlich|ohne ausbildung|sans diplome|"
            "aucun diplome|sin titulacion|sin estudios|geen diploma|geen opleiding vereist|"
            "education required none|sem escolaridade|"
            # French "no particular training required" ("Pas de formations spécifiques requises", "aucune formation requise")
            "pas de formation specifique requise|pas de formations specifiques requises|pas de formation requise|"
            "aucune formation requise|aucune formation specifique requise|aucune formation specifique|pas de diplome requis|"
            "aucun diplome requis|aucun diplome n est requis|aucune qualification requise|"
            # France Travail's field "Niveau d'études minimum requis : Non diplômé" (no diploma asked)
            "minimum requis non diplome|"
            # Canada's Job Bank field "Education: No degree, certificate or diploma" (fields81: 3 corpus postings, each read
            # vocational from "certificate or diploma")
            "no degree certificate or diploma",
    "secondary": "high school|high school diploma|ged|secondary school|secondary education|a levels|a level|"
                 # Ireland's lower-secondary certificate (Indeed's "Education: Junior Certificate (preferred)" field)
                 "junior certificate|junior cert|"
                 # Canada and South Africa name the school-leaving level by its grade ("Completed Grade 12 or equivalent")
                 "gcse|gcses|year 12|grade 12|12th|12th pass|hsc|leaving certificate|leaving cert|"
                 "abitur|fachabitur|hochschulreife|fachhochschulreife|mittlere reife|"
                 "realschulabschluss|hauptschulabschluss|schulabschluss|baccalaureat|bac|niveau bac|"
                 # "Bac" written in title case, which the capitals test of a bare "bac" drops ("Bac ou équivalent", "Bac
                 # avec N ans"; fields92: 3 unlabelled dev postings read no level)
                 "bac ou equivalent|bac avec|"
                 # Austria's compulsory school, the entry of a Lehre ("Positiver Pflichtschulabschluss", "abgeschlossene
                 # 9-jährige Schulpflicht"): as the German Hauptschulabschluss (fields60 census: 2 unlabelled postings)
                 "pflichtschulabschluss|pflichtschule|schulpflicht|"
                 "abgeschlossene schulausbildung|abgeschlossener schulausbildung|schulausbildung abgeschlossen|"
                 "bachillerato|eso|educacion secundaria|havo|vwo|vmbo|middelbare school|mavo|"
                 "o level|o levels|liceo tecnico|ensino fundamental|ensino fundamental completo|spm|stpm|uec|sma|smk|slta|ensino medio|ensino medio completo|ensenanza media|"
                 # Chile's other name of the school-leaving level ("Contar con educación media completa")
                 "educacion media|"
                 # Indonesia's older names of the upper-secondary schools: SMU (general, now SMA) and STM (technical, now
                 # SMK, which reads as secondary above), read only beside an Indonesian education word (see _ID_OLD_CODES)
                 "smu|stm|"
                 "gymnasieexamen|gymnasieutbildning|gymnasial|среднее образование|среднее общее|"
                 "не ниже среднего|образование среднее|"
                 # Ukrainian ("повна загальна середня освіта", "освіта не нижче середньої")
                 "середня освіта|освіта середня|повна загальна середня|не нижче середньої",
    "vocational": "vocational|vocational training|vocational qualification|apprenticeship|trade school|"
                  # the English of "abgeschlossene kaufmännische Ausbildung" ("successfully completed commercial training";
                  # fields81: 2 unlabelled dev postings and a sample posting read no level)
                  "completed commercial training|"
                  # a completed British/Irish trade apprenticeship ("must be apprentice trained", "a time served electrician")
                  "apprentice trained|time served|timeserved|"
                  "post secondary education|postsecondary education|post secondary diploma|post secondary degree|"
                  "trade qualification|trade certificate|craft certificate|"
                  "associate degree|associated degree|associate s degree|associates degree|associate s|adn|"
                  "nvq|svq|btec|hnd|hnc|diphe|cert iii|cert iv|certificate iii|certificate iv|"
                  # the level glued to the name ("Achieved an NVQ4 or equivalent", "hold an NVQ4/ QCF Level 4")
                  "nvq1|nvq2|nvq3|nvq4|nvq5|svq1|svq2|svq3|svq4|svq5|"
                  "practical nursing|"
                  "ausbildung|berufsausbildung|abgeschlossene ausbildung|abgeschlossene berufsausbildung|"
                  "kaufmannische ausbildung|technische ausbildung|lehre|meister|techniker|staatlich gepruft|"
                  "cap bep|titulaire d un cap|bep|bts|dut|bac 2|bac pro|bac professionnel|formation professionnelle|"
                  # "niveau BAC + 2": the longer phrase, so that "niveau bac" (secondary) does not take its words (a census
                  # of the unlabelled postings: 8 "niveau bac + 2", 2 "+ 4"; every one read as secondary)
                  "niveau bac 2|"
                  "formacion profesional|formacion tecnica|"
                  # Brazilian technical course ("Formação técnica ou graduação em ...": the lowest accepted)
                  "formacao tecnica|"
                  # an American two-year (associate) degree ("4-year degree ... or a 2-year degree")
                  "2 year degree|two year degree|2 year technical degree|two year technical degree|2 year college degree|"
                  "fp|fp2|ciclo formativo|grado medio|grado superior|tecnico superior|"
                  "mbo|mbo 3|mbo 4|mbo niveau|curso tecnico|cursando tecnico|ensino tecnico|tecnico completo|d3|d 3|diii|yrkeshogskola|"
                  "среднее специальное|средне специальное|среднее профессиональное|не ниже среднего специального|"
                  "не ниже среднего профессионального|"
                  # the noun first ("Образование среднее специальное или высшее"): the longer phrase, so that secondary's
                  # "образование среднее" does not take its words (fields105: 3 unlabelled dev postings read secondary)
                  "образование среднее специальное|образование среднее профессиональное|образование среднее техническое|"
                  "освіта середня спеціальна|освіта середня професійна|"
                  # Ukrainian vocational tracks ("професійно-технічна освіта", "середня спеціальна", "фахова передвища")
                  "професійно технічна|професійна технічна|середня спеціальна|середня професійна|"
                  "не нижче середньої спеціальної|фахова передвища|"
                  # a Commonwealth/Asian "Diploma" is a post-secondary, sub-degree qualification
                  "diploma|diploma in|advanced diploma|higher diploma|polytechnic diploma|"
                  # Austria's HTL (a higher technical college: upper-secondary, with a vocational diploma; read as the Bac
                  # pro, RUNNING_TEXT_RULES) in English postings ("Completed studies (HTL, Uni/FH)"; fields95: 3 unlabelled
                  # dev postings read no level or bachelor), in capitals only
                  "htl|htl matura|"
                  # Ireland's QQI framework: levels 5-6 are further-education awards, 7-8 degrees
                  "qqi level 5|qqi level 6|qqi 5|qqi 6|level 5 qqi|level 6 qqi|fetac level 5|fetac level 6|"
                  "nfq level 5|nfq level 6|level 5 nfq|level 6 nfq|"
                  f"{_nfq_floor('56')}|"
                  # the level named with no framework word ("Level 6 qualification in a science discipline"; fields90: 18
                  # unlabelled dev postings, all Irish, read no level)
                  "level 5 qualification|level 6 qualification|level 5 qualifications|level 6 qualifications|"
                  "level 5 certificate|level 6 certificate|level 5 award|level 6 award|"
                  # Australian "tertiary qualifications" take a TAFE diploma as well as a degree (lowest: vocational)
                  "tertiary qualification|tertiary qualifications|tertiary education|"
                  # Ireland's "third level" is its word for tertiary: a higher certificate (NFQ 6) as well as a degree
                  # ("third level degree" stays a bachelor's, below)
                  "third level qualification|third level qualifications|3rd level qualification|3rd level qualifications|"
                  "third level education|3rd level education|"
                  # part of a degree done ("College graduate or completed at least 2 years in college")
                  "2 years in college|2 years of college|two years of college|two years in college|some college|"
                  # the French state care diplomas (RUNNING_TEXT_RULES: a care diploma is vocational)
                  "diplome aide soignant|diplome d aide soignant|diplome d etat d aide soignant|deas|"
                  "diplome d auxiliaire de puericulture|diplome d etat d auxiliaire de puericulture|"
                  # the French state diplomas of the care and social professions (nurse, physiotherapist, educator)
                  "diplome d etat|diplome ide|diplome infirmier|diplome d infirmier|diplome infirmiere|"
                  # the French early-childhood diplomas (CAP AEPE and the like), "diplômé(e) de la petite enfance"
                  "diplome de la petite enfance|diplomee de la petite enfance|diplome petite enfance|cap petite enfance|cap aepe|"
                  # Chile's technical track: a CFT (Centro de Formación Técnica) or Instituto Profesional title
                  "estudios tecnicos|cft|instituto profesional|tecnico de nivel superior|"
                  # Chilean higher technical studies ("Carrera Técnica de Nivel Superior", "Técnico Nivel Superior")
                  "carrera tecnica|tecnico nivel superior|carrera tecnica de nivel superior|"
                  # Chile's "Título Técnico (Profesional)": a technical title (a census of the unlabelled postings: 25, 11
                  # read as no level)
                  "titulo tecnico|"
                  # Chile's "Técnico profesional (en logística)": a technical title of an IP or CFT (fields87: 9 unlabelled dev
                  # postings of one retail template read no level)
                  "tecnico profesional|"
                  # Ireland's "Advanced/Higher Certificate" (NFQ 6) and a QQI award named without its level
                  "higher certificate|advanced certificate|qqi|"
                  # Swedish post-secondary studies and the higher vocational school's award
                  "eftergymnasial utbildning|yrkeshogskoleexamen",
    "bachelor": "bachelor diploma|bachelordiploma|bachelor|bachelors|bachelor s|bachelor degree|bachelor s degree|bachelor degree in|"
                "bachelor s degree in|bachelors degree in|bsc|b sc|beng|b eng|bsn|bs|b s|b a|"
                "ba degree|bs degree|b a degree|b s degree|bs or higher|ba or higher|bs in|ba in|bsc in|"
                "ba bs|bs ba|bs ms|ba ma|bsc msc|undergraduate degree|university degree|"
                # Indian degree names ("B.Tech in Computer Science", "BE/BTech", "BCA", "B.Com")
                "btech|b tech|bca|bcom|b com|"
                # US engineering and science bachelor's named by field ("a BSEE or a BSCS"; fields87: 6
                # unlabelled dev postings read no level), in capitals only
                "bsee|bsce|bscs|bsme|bsche|bsece|bscpe|"
                # "Educated to degree level", "degree level qualification" (UK and Irish postings)
                "degree level|educated to degree|"
                "college degree|degree in|academic degree|four year degree|4 year degree|any graduate|"
                "hochschulabschluss|hochschulstudium|fachhochschulstudium|abgeschlossenes studium|"
                "studium der|studium im bereich|studium|universitatsabschluss|fh|licence|bac 3|bac 4|niveau bac 3|niveau bac 4|"
                # a completed course of university studies ("Studienabschluss in Informatik"; a census of the unlabelled
                # corpus: 32 uses, 11 postings read as no level, each a degree asked)
                "studienabschluss|"
                "diplome universitaire|licenciatura|grado universitario|ingeniero|ingeniera|"
                "titulacion universitaria|titulo universitario|estudios universitarios|ingenieria|"
                "formacion profesional universitaria|profesional universitario|formacion universitaria|"
                # a university technical degree ("Formación técnica universitaria tecnológica (IT)"; see _technical_track)
                "formacion tecnica universitaria|"
                # Chile's university professional title ("Título profesional de Periodismo": gold85, bachelor)
                "titulo profesional de|titulo profesional en|"
                "grado en|hbo|hbo niveau|hbo diploma|hbo opleiding|universitaire opleiding|"
                "ensino superior|formacao superior|superior completo|"
                "ensino super completo|"  # (the word cut short: fields101, 2 unlabelled dev postings of one template)
                # "Formação de nível superior em <field>", "Nível superior em Farmácia" (fields95: 2 unlabelled dev postings
                # read no level, or master from an MBA only wished)
                "formacao de nivel superior|nivel superior em|"
                # a higher-education course under way ("Superior cursando ou completo", "Superior em andamento", "Cursando
                # nível superior"): a degree being pursued is bachelor (RUNNING_TEXT_RULES; the dev gold's 8 such lines
                # read bachelor; fields75: 30 unlabelled dev postings with the shapes read no level before)
                "superior cursando|superior em andamento|cursando superior|cursando nivel superior|nivel superior cursando|"
                # Brazilian "Formação em Administração ..." / "Formação completa em ...": a course named by its field
                # (a degree; a completed course may be a tecnólogo, which the gold also accepts)
                "formacao em|formacao completa em|graduacao|graduacao completa|"
                # "Educação Superior completa", "(Curso) superior concluído em Logística", "Formação acadêmica completa em
                # ...", "Formação completa ou cursando final em ..." (fields87: 8 unlabelled dev postings read no level)
                "educacao superior|superior concluido|superior concluida|formacao academica completa em|"
                "formacao completa ou cursando|"
                # Brazilian "Bacharelado em Administração" (the bachelor's course; "bacharel" its holder) and the masculine
                # typo "Formação completo em Farmácia" (fields73 census of the unlabelled dev postings: 18 "bacharelado", 15
                # read no level; 20 "formação completo/a em|no|na", 1 read no level)
                "bacharelado|bacharelado em|bacharel|bacharel em|formacao completo em|"
                # one-word German compounds ("einen Bachelorabschluss in BWL", "im Bachelorstudium") and the UK "degree-qualified"
                # with its hyphen lost ("Degreequalified or equivalent"; fields73 census: 6 + 14 + 5 unlabelled dev postings)
                "bachelorabschluss|bachelorstudium|bachelorstudiums|degreequalified|"
                # Indonesia's pharmacist programme after a bachelor's ("Pendidikan Profesi Apoteker"), accepted as master or
                # bachelor (RUNNING_TEXT_RULES; fields84: 4 unlabelled dev postings, all read no level)
                "pendidikan apoteker|pendidikan profesi apoteker|lulusan apoteker|lulusan profesi apoteker|"
                "s1|s 1|sarjana|d4|kandidatexamen|hogskoleexamen|hogskoleutbildning|"
                # Swedish degrees written as one compound (a census of the corpus's "-examen"/"-utbildning" words): a
                # university degree or studies, a three-year engineering degree; "högskole- eller civilingenjörsexamen"
                # (a bachelor's or an engineering master's) accepts the bachelor
                "universitetsexamen|universitetsutbildning|ingenjorsexamen|hogskoleingenjorsexamen|akademisk examen|"
                "hogskole eller civilingenjorsexamen|hogskole eller civilingenjorsutbildning|hogskole civilingenjorsexamen|"
                # the engineer herself: a three-year engineering degree ("civil- eller högskoleingenjör inom Datateknik",
                # "Civilingenjör eller Högskoleingenjör"; fields81: 7 unlabelled dev postings, 2 read no level), the lowest
                # of the pair
                "hogskoleingenjor|civil eller hogskoleingenjor|hogskole eller civilingenjor|"
                "graduate of|graduate in|graduado em|graduada em|graduado en|graduada en|formado em|formada em|"
                "высшее образование|высшее техническое|высшее профессиональное|образование высшее|"
                "высшим образованием|высшего образования|"
                # Ukrainian higher education in its cases ("вища освіта", "з вищою освітою", "вищу освіту")
                "вища освіта|освіта вища|вищу освіту|вищої освіти|вищою освітою|"
                # a degree without its level, asked of the applicant ("an IT-related degree", "degree holder")
                # the English of "abgeschlossenes Studium" on German boards ("Completed studies in computer science",
                # "Successfully completed university studies in ..."; fields81: 18 unlabelled dev postings, 16 read no level)
                "completed studies|completed university studies|completed technical studies|completed academic studies|"
                "related degree|relevant degree|degree holder|degree holders|possessing degree|"
                "possess a degree|hold a degree|holds a degree|have a degree|degree qualified|degree educated|"
                # a degree with a postgraduate one as its alternative ("A Degree or post graduate qualification", "Degree or
                # postgraduate qualification in <field>"): the degree, the lowest (fields101: 2 unlabelled dev postings read
                # no level or master); Chile's accountant's professional title, "Contador Auditor titulado/a" (2 read none)
                "degree or postgraduate|degree or post graduate|contador auditor titulado|contador auditor titulada|"
                # a degree asked with no "in" after it ("A CS/CE degree or equivalent experience", "Degree or relevant
                # qualification in Engineering", "Degree preferably in HR", "Law degree or relevant qualifications", "a
                # business degree or relevant commercial experience"; fields95: 238 unlabelled dev postings with a bare
                # "degree" read no level; a random 40 of the 85 it gave bachelor read: 34 right, 3 unsure, 3 wrong, since
                # handled by _BARE_VOCATIONAL_NEXT and _HIGHER_BEFORE_BARE); read only when the posting
                # names no other level (_BARE_DEGREES: beside "M.Sc. degree (or equivalent)" or a separate "MSc
                # (Essential)" item it would undercut the level asked)
                f"{'|'.join(_BARE_DEGREES)}|"
                "qqi level 7|qqi level 8|level 7 qqi|level 8 qqi|"
                # Ireland's NFQ: an ordinary (level 7) or honours (level 8) bachelor's degree
                "honours degree|honors degree|hons degree|ordinary degree|primary degree|third level degree|"
                "level 7 degree|level 8 degree|level 7 8 degree|nfq level 7|nfq level 8|level 7 nfq|level 8 nfq|"
                "minimum level 8|nfq level 7 8|level 8 on qqi|level 7 on qqi|"
                "level 7 qualification|level 8 qualification|level 7 qualifications|level 8 qualifications|"
                "level 8 honours|level 7 award|level 8 award|"
                # the NFQ level as a floor ("Level 8 or above in <field>", "Level 7 or higher
                # qualification"; fields92: 15 unlabelled dev postings hold the shape, all Irish, 4 read no level)
                f"{_nfq_floor('78')}|"
                # a degree named as the qualification, its level unsaid ("Degree qualification in <field>",
                # "a <field> or <field> degree qualification"; fields92: 22 unlabelled dev postings,
                # 12 read no level)
                "degree qualification|degree qualifications|"
                # France's state accounting diploma (DCG, Bac+3, licence grade), on the way to the DSCG (master grade);
                # read only beside accounting words (_education_ok: not Intel's "Data Center Group (DCG)")
                "dcg|"
                # "Qualification: Graduate" (Indian boards), "college graduate", "a degree from a recognized institution"
                "qualification graduate|qualifications graduate|college graduate|college graduates|"
                "degree from a recognized|degree from a recognised|tertiary degree",
    "master": "master degree|master s|masters degree|master s degree|masters level|masters in|master of|master in|"
              "master degree in|master s degree in|masters degree in|msc degree|msc in|master|masters|"
              "masterdiploma|masterabschluss|masterstudium|msc|m sc|mba|meng|m eng|postgraduate|"
              # ("Laufendes Master-Studium": the compound hyphenated, gold79)
              "master studium|master studiums|"
              "postgraduate degree|ms in|ms degree|ms or phd|ms phd|"
              # ... with the doctorate written "Ph.D." ("MS or Ph.D. in Computer Science": the master the lowest; fields75: 6
              # unlabelled dev postings read doctorate)
              "ms or ph d|ms or ph d degree|ms or phd degree|"
              # "Advance degree in a quantitative field" (the "d" lost), "PhD, MS or equivalent experience" (the master
              # the lowest; with "or" so "PhD/ MS degree" still reads "MS degree"): gold79
              "advance degree|phd ms or|"
              # "M.S.", "M.A." written with periods (fields27: "M.S. or Ph.D." read only the doctorate); checked
              # in _education_ok as "B.S." is, so "M/s ABC Ltd" is none
              "m s|m a|m s degree|m a degree|m s in|m a in|"
              "graduate degree|graduate level degree|advanced degree|diplom|diplomstudium|magister|bac 5|niveau bac 5|master 2|m2|"
              "diplome de master|diplome d ingenieur|ecole d ingenieurs|ecole d ingenieur|ingenieur diplome|"
              "master universitario|maestria|posgrado|postgrado|wo|wo master|wo niveau|wo opleiding|"
              "pos graduacao|mestrado|s2|masterexamen|civilingenjor|mtech|m tech|mca|nfq level 9|level 9 nfq|qqi level 9|"
              "level 9 qqi|"
              # France's accounting diplomas at master grade: the DSCG, the Master CCA (its university twin, named with
              # a capital acronym the "Master Card" name test would drop) and the expert-comptable's DEC (fields92: 4
              # unlabelled dev postings read no level)
              "dscg|master cca|diplome du dec|diplome e du dec|diplomee du dec|titulaire du dec|"
              # Swedish five-year degrees as one compound: engineering (civilingenjör), law, medicine, economics, the magister
              "civilingenjorsexamen|civilingenjorsutbildning|juristexamen|lakarexamen|civilekonomexamen|magisterexamen|"
              # an academic degree "at magister/master level" (the bare "akademisk examen" is a bachelor's)
              "akademisk examen pa magister|akademisk examen pa magisterniva|akademisk examen pa masterniva|"
              "akademisk examen pa avancerad niva",
    "doctorate": "s3|phd|ph d|doctor of|pharmd|pharm d|phd degree|phd degree in|ph d degree|doctorate|doctoral degree|doctoral|abgeschlossene promotion|"
                 "promoviert|doktor|doktorat|doctorat|doctorado|dphil|promotie|gepromoveerd|doutorado|"
                 # the French state doctorates of medicine, pharmacy and dentistry ("Diplôme d'État de Docteur en Pharmacie"),
                 # longer than the care professions' "diplôme d'État" (vocational) that starts them (RUNNING_TEXT_RULES)
                 "diplome d etat de docteur",
})
# Abbreviations that are education only as written in capitals ("BS", "MS or PhD", "S1", "WO"), and
# "master" only when not part of another term ("Scrum Master", "Master Data", "master patient index").
_CAPS_ONLY = {"smu", "stm", "cft", "qqi", "bca", "mca", "bs", "ba", "ged", "bac", "fp", "s1", "s2", "s3", "d3", "diii", "d4", "sma", "smk", "wo", "hsc", "adn",
              "bep", "bts", "dut", "fh", "eso", "spm", "uec", "msc", "bsee", "bsce", "bscs", "bsme", "bsche", "bsece", "bscpe",
              "htl"}
_NOT_MASTER_PREV = {"scrum", "web", "quiz", "head", "post", "grand", "zen", "ring", "chess", "quarter",
                    "toast", "dungeon", "key", "burger", "task", "project", "data", "asset"}
_NOT_MASTER_NEXT = {"our", "your", "the", "data", "patient", "index", "file", "files", "class", "classes", "plan", "schedule",
                    "record", "records", "card", "key", "list", "branch", "node", "service", "services",
                    "agreement", "agreements", "brand", "production", "builder", "copy", "mind", "chef",
                    "of", "level", "levels", "i", "ii", "iii", "iv", "suite", "scheduler", "craftsman",
                    "licence", "license", "electrician", "plumber"}  # "Master Licence Number"
# The verb "master" (to learn a thing thoroughly): after a modal, "to" or "learn and", or before an article, a possessive or
# "new" ("A drive to learn and master new technologies", "Tech Stack You Will Master:", "Master a Specialized Field"): no
# degree (fields81: 14 unlabelled dev postings read master from it, 13 by the verb alone; gold86)
_VERB_BEFORE_MASTER = {"will", "to", "can", "must", "quickly", "fully", "help", "helps"}
_WISH_AFTER_A = {"plus", "bonus", "must", "advantage", "requirement", "prerequisite"}  # "Masters a plus": the degree
_LEARN_AND = {"learn", "understand", "explore", "embrace"}
_VERB_OBJECT_AFTER_MASTER = {"a", "an", "new", "these", "this", "that", "it", "them", "their", "his", "her", "its", "all",
                             "every", "any", "complex", "skills", "technologies", "tools"}
_MASTER_NAME_NEXT = {"degree", "degrees", "diploma", "studies", "study", "programme", "program", "level", "thesis",
                     "student", "students", "graduate", "graduates", "qualification", "s", "or", "and", "in", "of"}
# what may follow the degree's "Master" in a requirement beside _MASTER_NAME_NEXT: a joiner of another language, a wish
# ("Master preferred"); any other small word after an item-opening "Master" is the verb's object ("* Master policy
# knowledge", "Stay in the Know: Master product features"), after "a master" a noun's ("maintain a master tracker")
_MASTER_DEGREE_NEXT = _MASTER_NAME_NEXT | {"a", "an", "from", "with", "oder", "und", "ou", "o", "y", "e", "en", "de", "em",
                                           "para", "di", "preferred", "required", "desired", "desirable", "essential", "plus",
                                           "welcome", "mandatory", "advantage", "holder", "holders", "universitario",
                                           "universitaria", "oficial", "propio", "professionnel", "specialise", "recherche", "im",
                                           "i", "inom", "och", "eller", "na", "no", "del", "dans"}
_ITEM_OPENERS = "*•·-–:.!?\n"
# a Brazilian board's grade after a role ("Analista de Dados Master", "Engenheiro Master Ou Analista Especialista"): the
# ladder júnior / pleno / sênior / master, no degree (fields87: 8 unlabelled dev postings of one employer's template)
_PT_GRADE_ROLES = {"analista", "engenheiro", "engenheira", "consultor", "consultora", "especialista", "desenvolvedor",
                   "desenvolvedora", "tecnico", "tecnica", "coordenador", "coordenadora", "assistente", "arquiteto", "arquiteta"}
# Malaysia's school-leaving certificate "SPM" is also a product's name ("CSM, ITSM, and SPM modules", "Strategic Portfolio
# Management (SPM)"): a level only beside a word of education (fields87: 5 unlabelled dev postings, 3 such names)
_SPM_CUES = {"certificate", "sijil", "qualification", "qualifications", "minimum", "min", "least", "education", "pendidikan",
             "lulusan", "kelulusan", "holder", "holders", "pass", "spmv", "stpm", "uec", "diploma", "degree", "leavers"}
_S3_CUES = {"pendidikan", "lulusan", "minimal", "s2", "gelar", "jenjang"}
_ID_CODES = {"s1", "s2", "d3", "diii", "d4", "sma", "smk", "slta"}
_ID_CUES = {"minimal", "minimum", "min", "pendidikan", "lulusan", "s1", "d3", "d4", "s2", "atau", "or",
            "requirements", "education", "qualification", "qualifications", "kualifikasi", "sma", "smk"}
_ID_NEXT = {"degree", "teknik", "akuntansi", "jurusan", "di", "dari", "semua", "in", "of", "ekonomi",
            "manajemen", "hukum", "sistem", "informatika", "atau", "or", "sederajat", "smk", "d3", "s1",
            "diii", "d4", "s2", "slta", "sma"}  # (a ladder of codes: "SLTA/DIII/S1")
# "SMU" and "STM" name other things in the corpus (Chile's supermarket group SMU, Singapore Management University; scanning
# tunnelling microscopes, STM32 chips): a school level only after an Indonesian education word or in a ladder of codes
_ID_OLD_CODES = {"smu", "stm"}
_ID_OLD_CUES = {"minimal", "min", "pendidikan", "lulusan", "tamatan", "sma", "smk", "slta", "smu", "stm", "d3", "s1", "diii"}
_ID_OLD_NEXT = {"sederajat", "sma", "smk", "smu", "stm", "slta", "d3", "diii", "s1", "atau", "dengan", "dan", "diploma"}
_LEVEL_NEXT = {"i", "ii", "iii", "iv", "v", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "of"}
_ENCLOSURE_CUES = ("must include", "should include", "must contain", "please attach", "please enclose",
                   "enclosures", "copy of", "copies of", "transcripts", "beizufugen", "beifugen", "joindre",
                   "adjuntar", "bijvoegen", "study towards", "work towards", "working towards", "tuition",
                   "we offer", "we provide", "will be provided", "opportunity to study", "formacion de posgrado",
                   "acceso a formacion", "not eligible", "nicht erforderlich",
                   # "Eine Ausbildung ist nicht zwingend erforderlich": a training said not to be required (gold59)
                   "nicht zwingend",
                   # German studies under way are no level asked ("passend zum Studium"); an English "currently
                   # pursuing a BS" is (RUNNING_TEXT_RULES: "pursuing a BS" = bachelor)
                   "eingeschrieben", "immatrikuliert", "zum studium", "neben dem studium", "laufendes studium",
                   "im studium", "actuellement etudiant",
                   # "Leistungen im bisherigen Studium": a student's grades so far, no degree asked (fields84)
                   "bisherigen studium")


# the offer section's heading in capitals run into the requirement before it by a lost line break ("<degree in fields>
# WHAT WE OFFER <perks>"): a heading, not an offer of the degree (fields87: 7 unlabelled dev postings of one employer's
# template read no level)
_OFFER_HEADING = re.compile(r"\b(?:WHAT )?WE OFFER\b")


# Words that make an Australian "tertiary qualification" a wish (the older postings gold gives it no level)
_WISHED = {"desirable", "desired", "preferred", "advantageous", "regarded", "ideally", "beneficial"}


_EQUIVALENT_DE = {"gleichwertiger", "gleichwertigen", "gleichwertigem", "vergleichbarer", "vergleichbaren", "vergleichbarem",
                  "entsprechender", "entsprechenden", "aquivalenter", "aquivalenten"}
_POSSESSIVES = {"notre", "votre", "son", "sa", "leur", "nos", "l", "d", "su", "nuestro", "nuestra", "our", "their", "its"}
_DNA_BEFORE = {"el", "al", "del", "le", "la", "du", "de", "con", "avec", "un", "mismo", "meme", "ce", "este", "nuestros"}


# an Indonesian school code typed in lower case inside an education line ("pendidikan min sma/smk sederajat", "minimal
# s1 akuntansi"): an education word before it and a code or "sederajat" after it, or another code before it (fields76: a
# lower-case line of the sample read no level; the capitals rule stays for every other use of the letters)
_ID_LOWER_BEFORE = frozenset({"pendidikan", "min", "minimal", "lulusan", "tamatan"})
_ID_LOWER_AFTER = frozenset({"sederajat", "smk", "sma", "slta", "d3", "s1", "jurusan", "semua"})


def _id_code_in_lower_case(words: list[str], i: int, nxt: str) -> bool:
    """The lower-case code at ``i`` stands in an Indonesian education line (see _ID_LOWER_BEFORE)."""
    prev = words[i - 1] if i else ""
    return (prev in _ID_LOWER_BEFORE or prev in _ID_CODES) and (nxt in _ID_LOWER_AFTER or prev in _ID_LOWER_BEFORE and (
        i >= 2 and words[i - 2] in _ID_LOWER_BEFORE))


def _master_not_a_degree(tokens: Tokens, i: int, raw: str, nxt: str) -> bool:
    """The word "Master" at ``i`` is a verb opening an item, a noun's modifier after "a", or a Brazilian grade."""
    words, text = tokens.words, tokens.text
    if not nxt or nxt in _MASTER_DEGREE_NEXT:
        return False
    if text[tokens.ends[i] : tokens.ends[i] + 2] in (" " + nxt[:1],) and nxt.isalpha():
        before = text[max(0, tokens.starts[i] - 12) : tokens.starts[i]].rstrip(" \t")[-1:]
        if not before and tokens.starts[i] < 12 or before in _ITEM_OPENERS or i and words[i - 1] == "a":
            return True
    line_start = text.rfind("\n", 0, tokens.starts[i]) + 1
    return raw == "Master" and any(words[k] in _PT_GRADE_ROLES and tokens.starts[k] >= line_start for k in range(max(0, i - 4), i))


# "die Ausbildung der/von <people>": the training the job or the firm gives others (a duty "Unterstützung der
# Ausbildung der <staff>", a university "in der Ausbildung von N Studierenden"; fields92: 5 unlabelled dev postings read vocational),
# not "eine abgeschlossene Ausbildung der Fachrichtung ..." (no definite article) nor "Ausbildung von Vorteil"
_OTHERS_AFTER = {"der", "von", "unserer", "neuer", "junger"}


_ACCOUNTING_WORDS = frozenset({"dscg", "bts", "comptabilite", "comptable", "comptables", "expertise", "cca"})


def _training_of_others(words: list[str], i: int) -> bool:
    after = words[i + 2] if i + 2 < len(words) else ""
    return bool(i) and words[i - 1] in ("der", "die") and i + 1 < len(words) and words[i + 1] in _OTHERS_AFTER and (
        not after.endswith("richtung") and after != "vorteil")


# Spain's "FP" (formación profesional) is written among Spanish words ("un Grado, Ingeniería o FP relacionada", "FP de grado
# superior", "Titulación: FP II"); as a capitalised abbreviation in other text it is a place, a plan or functional programming.
# fields101: 10 unlabelled dev postings read vocational from an "FP", 8 of them none of Spain's
_SPANISH_BESIDE_FP = frozenset({"o", "y", "u", "de", "del", "en", "la", "el", "un", "una", "con", "grado", "ciclo", "ciclos",
                                "formacion", "titulacion", "titulo", "estudios", "superior", "medio", "relacionada",
                                "relacionado", "rama", "tecnico", "tecnica", "bachillerato", "ingenieria", "arquitectura",
                                "minimo", "minima", "requisitos", "dual", "basica", "nivel", "ii", "fp2", "equivalente"})


# Diploma acronyms that English text uses for other things, defined in the same posting ("Health Support Center (HSC)",
# "BIM Execution Plan (BEP)", "business technology services (BTS)", "Equipment Sign-Off (ESO) program", "DUT (Device Under
# Test)"): the acronym is that name, not the diploma. Not where the words defined are the diploma's own ("Higher School
# Certificate (HSC)"). fields101: 22 unlabelled dev postings read a level from one of these acronyms used for something
# else, 8 of them with its definition
_SPELLED_OUT_ACRONYMS = frozenset({"hsc", "bts", "dut", "bep", "eso"})
_DIPLOMA_NAME_WORDS = frozenset({"school", "certificate", "diploma", "college", "education", "secondary", "higher", "brevet",
                                 "technicien", "superieur", "universitaire", "technologie", "enseignement", "obligatoria"})


def _spelled_out(text: str, acronym: str) -> bool:
    """``acronym`` is defined in ``text`` by words starting with its letters, right before "(ACRONYM)" or right after
    "ACRONYM (", none of them a diploma's word."""
    up = acronym.upper()
    spelled = r"[\W_]+".join(rf"{c}\w*" for c in acronym)
    m = re.search(rf"(?i)\b({spelled})[ \t]*\([ \t]*{up}[ \t]*\)|\b{up}[ \t]*\([ \t]*({spelled})[ \t]*\)", text)
    return m is not None and _DIPLOMA_NAME_WORDS.isdisjoint(words_of(m.group(1) or m.group(2)))


def _education_ok(tokens: Tokens, i: int, n: int) -> bool:
    words, text = tokens.words, tokens.text
    w = words[i]
    if "@" in (text[tokens.ends[i + n - 1] : tokens.ends[i + n - 1] + 1], text[tokens.starts[i] - 1 : tokens.starts[i]]):
        return False  # "ausbildung@firm.com": an e-mail address, not a level
    if w == "s" and text[tokens.starts[i] - 1 : tokens.starts[i]] in ("'", "’"):
        return False  # "the world's #1 source": a possessive, not the Indonesian S1
    if w == "adn" and n == 1 and i and (words[i - 1] in _POSSESSIVES or words[i - 1] in _DNA_BEFORE):
        # "au cœur de notre ADN", "Buscamos el ADN Rosen", "talentos con ADN ganador": the company's DNA (French and
        # Spanish ADN), not an Associate Degree in Nursing (a census of the unlabelled postings: 64 "ADN" outside the US
        # nursing ads, clrec 32, esli 14, frindeed 9, ftfr 7, each the DNA; an English article or "or" stands before the
        # nursing degree)
        return False
    if w in _TRAINING_WORDS and n == 1 and words[max(0, i - 2) : i] in (["in", "eine"], ["in", "die"]):
        return False  # "Chancen, im Anschluss direkt in eine Ausbildung zu starten": where the job leads, not asked
    if w == "dcg" and n == 1:
        return not tokens.vocab.isdisjoint(_ACCOUNTING_WORDS)
    if w == "ausbildung" and n == 1 and _training_of_others(words, i):
        return False  # "Unterstützung der Ausbildung der <staff>": a duty or the firm's work, not a level asked
    raw = text[tokens.starts[i] : tokens.ends[i]]
    nxt = words[i + n] if i + n < len(words) else ""
    if n == 1 and w in _CAPS_ONLY and not raw.isupper() and raw != "MSc":  # ("MSc." is the degree's own spelling)
        if w in _ID_CODES and _id_code_in_lower_case(words, i, nxt):
            return True
        return w == "wo" and nxt in ("opleiding", "niveau", "master", "denkniveau")
    if n == 1 and w in _CAPS_ONLY and _AMPERSAND_ACRONYM.match(text, tokens.ends[i]):
        return False  # "FP&A", "BA&E", markdown "FP\\&A" or "FP \\& A", HTML "FP&amp;A": part of another acronym
    if n == 1 and w in _SPELLED_OUT_ACRONYMS and _spelled_out(text, w):
        return False  # "Health Support Center (HSC)", "Equipment Sign Off (ESO)", "DUT (Device Under Test)": not the diploma
    if n == 1 and w == "fp" and (nxt == "a" or _SPANISH_BESIDE_FP.isdisjoint(words[max(0, i - 3) : i + 4])):
        return False  # "Freeport (FP)", "OOP and FP in Python", "RM/FP Rejections", an "FP A" that lost its "&": no FP
    if n == 1 and w == "spm" and _SPM_CUES.isdisjoint(words[max(0, i - 6) : i + 7]):
        return False
    if w in ("master", "masters") and n == 1 and _master_not_a_degree(tokens, i, raw, nxt):
        return False
    if w in ("master", "masters") and n > 1 and i and words[i - 1] in _NOT_MASTER_PREV:
        return False  # "experience as a Scrum Master in software delivery": the role, not the table's "master in"
    if w in ("master", "masters") and n == 1:
        prev = words[i - 1] if i else ""
        if prev in _NOT_MASTER_PREV or nxt in _NOT_MASTER_NEXT or not raw[:1].isupper() and prev not in (
                "or", "and", "a", "oder", "ou", "o", "of", "en", "une", "un", "een"):
            return False
        if nxt not in _MASTER_NAME_NEXT and (prev in _VERB_BEFORE_MASTER or nxt in _VERB_OBJECT_AFTER_MASTER and not (
                nxt in ("a", "an") and i + n + 1 < len(words) and words[i + n + 1] in _WISH_AFTER_A) or (
                prev == "and" and i > 1 and words[i - 2] in _LEARN_AND)):
            return False  # the verb: "learn and master new tools", "You Will Master:", "Master a Specialized Field"
        after = tokens.text[tokens.ends[i] : tokens.ends[i] + 2]
        if nxt and after[:1] == " " and after[1:2].isupper() and nxt not in _MASTER_NAME_NEXT:
            return False  # "Master Dog", "Master Card": a name, not "Master Degree" or "Master of"
    if w == "diploma" and (words[max(0, i - 3) : i] == ["master", "s", "degree"] or words[max(0, i - 2) : i] == ["masters", "degree"]) and (
            text[tokens.ends[i - 1] : tokens.starts[i]].strip() == "/"):
        return False  # "a master's degree / diploma programme in engineering" (a German board): the Diplom, the same degree
    if w == "studienabschluss" and n == 1 and i and words[i - 1] in _EQUIVALENT_DE:
        return False  # "Master oder gleichwertiger Studienabschluss": the equivalent of the degree named before it
    if w == "vocational" and n == 2 and nxt == "rmk":
        return False  # "Duration Vocational training (RMK):" an empty field of BASF's careers-site template
    if w == "time" and n == 2 and ((words[i - 1] if i else "") in _NOT_TIME_SERVED or nxt in ("as", "in", "at", "with", "on") or not re.match(
            r" [A-Za-z]", text[tokens.ends[i + 1] : tokens.ends[i + 1] + 2]) and (words[i - 1] if i else "") not in ("be", "a")):
        return False  # "promotions based on performance, not time served", "time served as a technician" (years in a
        # job): no trade; "a time served Electrician" is one
    if w == "vocational" and n == 1 and nxt in ("nurse", "nurses", "nursing", "rehabilitation", "counselor", "counsellor"):
        return False  # "Licensed Vocational Nurse": a job title, not a level asked
    if w in ("gcse", "gcses") and n == 1 and _school_curriculum(tokens, i, n):
        return False  # "GCSE students", "from Year 7 through GCSE": what a school teaches, not a level asked
    if w in ("a", "o") and n > 1:  # "A levels", not "a Level III NICU", "A Level 8 degree" (Irish NFQ) or "a level of"
        return raw.isupper() and nxt not in _LEVEL_NEXT and not _other_a_level(tokens, i, n) and not _school_curriculum(tokens, i, n)
    if w == "s3" and n == 1:  # "Pendidikan S3", "S2/S3": a doctorate only after an Indonesian education word (AWS "S3")
        return not _S3_CUES.isdisjoint(words[max(0, i - 3) : i])
    if w in _ID_OLD_CODES and n == 1:  # "Pendidikan minimal SMU atau sederajat", "Min. SMU/ STM/ Sederajat"
        return not _ID_OLD_CUES.isdisjoint(words[max(0, i - 3) : i]) or nxt in _ID_OLD_NEXT
    if w in _ID_CODES and n == 1:  # "S1 Teknik", "minimal D3", not AWS "S3" or the "D3" library
        prev = set(words[max(0, i - 3) : i])
        return bool(prev & _ID_CUES) or nxt in _ID_NEXT
    if w in ("meng", "beng") and n == 1 and not raw[:1].isupper():
        return False  # Indonesian "meng-implementasikan"
    if w == "licence" and n == 1:  # French "licence" (bachelor), not a driving or nursing licence
        return (words[i - 1] if i else "") in ("une", "la", "de", "en", "niveau", "ou", "type", "diplome", "bac")
    if w in ("b", "m") and n == 2:  # "B.S.", "B.A." written with periods, never "b s" in running words
        if w == "m" and re.match(r"\.?(?:[A-Za-z]|\s*\d)", text[tokens.ends[i + 1] : tokens.ends[i + 1] + 5]):
            return False  # "the M.A.P team", "Per M.S. 43A.111" (Minnesota Statutes): no degree
        if w == "m" and (tokens.starts[i] < title_end(text) or not _STUDENT_WORDS.isdisjoint(words[i + n : i + n + 9])):
            return False  # "M.S. Student in Population Genomics", "either M.S. (two years of support) or Ph.D. students":
            # the study that is the job names no level (RUNNING_TEXT_RULES)
        return re.fullmatch(r"[BM]\.\s?(?:[AS]\.?|Tech\.?|Sc\.?|Eng\.?)|[BM]\s?Tech\.?|B\.\s?Com\.?", text[tokens.starts[i] : tokens.ends[i + 1] + 1].strip()) is not None
    if w in ("qualification", "qualifications") and nxt in ("of", "from", "in"):
        return False  # "Qualifications: Graduate of a school of nursing": the school, read by _graduate_level
    if w == "promotie" and n == 1:  # Dutch "promotie" is a PhD only once completed; else a promotion (a perk)
        return (words[i - 1] if i else "") in ("afgeronde", "voltooide", "succesvolle")
    if words[i + n - 1] == "school" and (nxt in _SCHOOL_PEOPLE or _school_name(tokens, i, n)):
        return False  # "Secondary School German Teacher", "high school students", "our own Providence High School"
    if w == "cft" and n == 1 and not ((words[i - 1] if i else "") in ("o", "u", "y", "de", "en", "un", "del") or nxt in ("o", "u", "y")):
        return False  # "AML/CFT framework" (terrorist financing); the Chilean "Instituto Profesional, CFT o Liceo"
    if i and words[i - 1] in _OFFERED_FREE:
        return False  # "free NVQ training", "formation gratuite": a perk the employer offers, not a level asked
    if _BOARD_CATEGORY.search(text, max(0, tokens.starts[i] - 40), tokens.starts[i]):
        return False  # "Funktionsbereich: Ausbildung/Duales Studium": a board's category field, not a level asked
    if w == "apprenticeship" and n == 1 and _in_job_types_list(text, tokens.starts[i]):
        return False  # "Job Types: Full-time, Apprenticeship": the type of the job offered, not a level asked
    if _experience_source(text, tokens.starts[i]):
        return False  # "Erste Erfahrung (Studium, Ausbildung oder Praxis)": where experience may come from
    if w == "grade" and n == 2:
        return _grade_12_alone(tokens, i + n)
    if w == "12th" and nxt in _MONTHS:
        return False  # "Closing Date: Sunday, 12th April": a date, not the Indian 12th-standard pass
    if w in ("techniker", "meister") and n == 1 and re.match(r"[:*_/(-]{0,2}[iI]nnen|\(in\)", text[tokens.ends[i] : tokens.ends[i] + 8]):
        return False  # "Techniker:innen und Monteur:innen": the company's staff, not a level asked
    if w in ("ingeniero", "ingeniera") and n == 1 and (tokens.starts[i] < title_end(text) or _engineer_job(tokens, i)):
        return False  # "Ingeniero de Ventas" as the job title; "Como ingeniero de software, ..." the job, not a degree
    if w == "ingenieria" and n == 1 and _firm_engineering(words, i):
        return False  # "servicios de ingeniería", "equipos de ingeniería": the firm's work or teams, not a degree
    if _supervised(tokens, i, n):
        return False  # "supervise master's and PhD students": the degrees of people the job supervises
    return not (w == "bs" and n == 1 and nxt in ("office", "excel", "word", "teams"))


# Nouns of a firm's engineering work or units before "de/e ingeniería" (fields90: a consultancy's "servicios de ingeniería"
# read as a degree asked)
_ENGINEERING_WORK = {"servicios", "servicio", "equipo", "equipos", "empresa", "empresas", "consultoria", "consultora",
                     "departamento", "area", "areas", "principios", "plasticos", "soluciones", "firma", "compania",
                     "oficina", "gerencia", "direccion", "division", "sector", "proyectos", "trabajo",
                     "plataformas"}  # ("... el software, las plataformas e ingeniería digitales": a firm's intro, fields99)


def _firm_engineering(words: list[str], i: int) -> bool:
    """"ingeniería" at ``i`` after a firm's work noun: "servicios de ingeniería", or as the second field of it ("servicios de
    IT e Ingeniería": fields99, a consultancy's intro on 4 unlabelled dev postings read bachelor)."""
    if i < 2 or words[i - 1] not in ("de", "e", "y"):
        return False
    return words[i - 2] in _ENGINEERING_WORK or words[i - 1] != "de" and any(
        words[k] == "de" and words[k - 1] in _ENGINEERING_WORK for k in range(max(1, i - 4), i - 2))


# A Spanish "ingeniero" after "como" is the job ("Como ingeniero de software, tus tareas serán ..."), after an article too
# when the title names an engineer ("búsqueda de un Ingeniero en Redes" for a Network Engineer); else it is the profession asked ("Buscamos un
# Ingeniero Agrónomo" for a sales representative, "Título de Ingeniero", "titulado como Ingeniero/a o Técnico")
_JOB_NOUN_BEFORE = {"como", "un", "una", "el", "la", "nuestro", "nuestra", "al", "del", "tu", "eres"}
_ENGINEER_TITLE = {"ingeniero", "ingeniera", "engineer", "engenheiro", "engenheira", "ingenieur"}
_TITLED = {"titulado", "titulada", "titulo", "egresado", "egresada", "profesional", "formacion"}


def _engineer_job(tokens: Tokens, i: int) -> bool:
    words = tokens.words
    if not i or words[i - 1] not in _JOB_NOUN_BEFORE or i > 1 and words[i - 2] in _TITLED:
        return False
    if words[i - 1] == "como":
        return True  # ("Como ingeniero de software embebido tus tareas serán ...": the job's duties follow)
    title = tokens.words[: bisect_left(tokens.starts, title_end(tokens.text))]
    return not _ENGINEER_TITLE.isdisjoint(title)
# Degrees of the people a job supervises or teaches ("supervise master's and PhD students", "mentor PhD candidates")
_SUPERVISE = ("supervis", "mentor", "advis", "teach", "train", "guid", "coach", "betreu", "encadr")
_STUDENT_WORDS = {"student", "students", "candidates", "researchers", "trainees", "studierende", "doktoranden", "etudiants"}
_LISTED_DEGREES = {"and", "or", "level", "s", "thesis", "phd", "doctoral", "master", "masters", "bachelor", "msc", "undergraduate",
                   "graduate", "und", "et"}


def _supervised(tokens: Tokens, i: int, n: int) -> bool:
    words = tokens.words
    after = words[i + n : i + n + 4]
    k = next((k for k, w in enumerate(after) if w in _STUDENT_WORDS or w.startswith("theses")), None)
    if k is None or any(w not in _LISTED_DEGREES for w in after[:k]):
        return False
    if not after[k].startswith("theses"):  # (a lost line break may glue the next word: "thesesBe")
        j = i
        while j and words[j - 1] in _LISTED_DEGREES:
            j -= 1
        if not (j and words[j - 1].isdigit() and int(words[j - 1]) >= 100):  # (not "2 master students" sought)
            return any(w.startswith(_SUPERVISE) for w in words[max(0, i - 5) : i])
    return True  # others' theses ("Bachelor's and Master's theses"), a body of students ("9,700 Bachelor and Master's students")


_OFFERED_FREE = {"free", "funded", "gratuit", "gratuite", "kostenlose", "kostenlos", "kostenfreie", "gratis", "gratuita"}
# a board's category label right before the level word (the field names a job family, not a level asked)
_BOARD_CATEGORY = re.compile(r"(?i)(?:funktionsbereich|berufsfeld|t[äa]tigkeitsbereich|jobkategorie|kategorie|category|"
                             r"categor[íi]a|job function|job family|fachbereich)\s*:\s*[^:\n]{0,30}$")
# a board's "Job Types:" field (Indeed) lists the types of the job offered, comma-separated, right before the word
_JOB_TYPES_LIST = re.compile(r"(?i)\bjob\s?types?\W{0,4}:\W{0,4}(?:[^,:\n]{1,30},[ \t]*)*$")
_JOB_TYPES_REACH = 160  # characters before the word: the longest board lists ("Full-time, Part-time, Permanent, ...")
_AMPERSAND_ACRONYM = re.compile(r"(?:&|&amp;)[A-Z]|\s(?:&|&amp;)\s[A-Z]\b")  # (spaced: "FP & A", not "BA & MA")


def _in_job_types_list(text: str, at: int) -> bool:
    """True when ``at`` is an item of a board's "Job Type(s):" field."""
    start = max(0, at - _JOB_TYPES_REACH)
    return "job" in text[start:at].lower() and _JOB_TYPES_LIST.search(text, start, at) is not None


_PRACTICE_ALT = re.compile(r"(?i)\b(?:oder|or|ou|o)\s+(?:praxis|practice|berufserfahrung|work experience|pratique|experiencia)\b")


def _experience_source(text: str, at: int) -> bool:
    """True when ``at`` lies inside brackets that list practice as an alternative ("(Studium, Ausbildung oder
    Praxis)"): the sources of an experience asked, so no level is required."""
    # (a cheap necessary condition first: an opening bracket within 60 characters before, on the same line)
    open_at = text.rfind("(", max(0, at - 60), at)
    if open_at < 0 or ")" in text[open_at:at] or "\n" in text[open_at:at]:
        return False
    close_at = text.find(")", at, at + 80)
    return close_at > 0 and _PRACTICE_ALT.search(text, open_at, close_at) is not None


_NOT_TIME_SERVED = {"not", "about", "on", "just", "from", "than", "of"}
_MONTHS = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
           "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "of"}
_SCHOOL_LEVEL_NEXT = {"diploma", "diplomas", "degree", "graduate", "graduates", "graduation", "education", "level",
                      "equivalent", "or", "and", "certificate", "completion", "leaving", "qualification", "required"}


def _school_name(tokens: Tokens, i: int, n: int) -> bool:
    """"Providence High School", "Lincoln High School": a school named by the word before it (written in
    capitals, right before it on the same line), not a level ("a High School Diploma", "Min High School")."""
    if i == 0 or n != 2:
        return False
    text = tokens.text
    prev_raw = text[tokens.starts[i - 1] : tokens.ends[i - 1]]
    nxt = tokens.words[i + n] if i + n < len(tokens.words) else ""
    return (text[tokens.ends[i - 1] : tokens.starts[i]] == " " and prev_raw[:1].isupper() and prev_raw[1:2].islower()
            and text[tokens.starts[i]].isupper() and nxt not in _SCHOOL_LEVEL_NEXT
            and tokens.words[i - 1] not in _NOT_SCHOOL_NAME)


_NOT_SCHOOL_NAME = {"min", "minimum", "completed", "complete", "education", "required", "requirement", "requirements",
                    "qualification", "qualifications", "finished", "basic", "senior", "junior", "graduate", "any",
                    "with", "have", "has", "or", "and", "a", "the", "of", "plus", "level", "degree", "diploma"}
_SCHOOL_PEOPLE = {"teacher", "teachers", "student", "students", "pupils", "teaching", "principal", "counselor",
                  "counsellor", "coach", "math", "maths", "english", "science", "german", "french", "spanish", "history"}
# after an A-level or GCSE word: the people or lessons of a school's curriculum ("A-Level students", "GCSE classes")
_CURRICULUM_NEXT = {"teacher", "teachers", "student", "students", "pupils", "teaching", "classes", "lessons", "tutor",
                    "tutors", "tutoring", "tuition", "lecturer", "lecturers", "courses"}
_TEACHING_TITLE = {"teacher", "tutor", "lecturer", "teaching", "instructor"}


def _school_curriculum(tokens: Tokens, i: int, n: int) -> bool:
    """True when the A-level/GCSE words at ``i`` name what a school teaches: the end of a span of years ("from
    Reception through A-Levels"), before its pupils or lessons, or in a teaching job's title ("A-Level Maths Teacher")."""
    words = tokens.words
    nxt = words[i + n] if i + n < len(words) else ""
    if (words[i - 1] if i else "") == "through" or nxt in _CURRICULUM_NEXT:
        return True
    end = title_end(tokens.text)
    if tokens.starts[i] >= end:
        return False
    return not _TEACHING_TITLE.isdisjoint(words_of(tokens.text[:end].lower()))


def _other_a_level(tokens: Tokens, i: int, n: int) -> bool:
    """True when "A level" is another phrase: a grade glued after a hyphen ("FSTD-A Level D") or "level-headed"."""
    text = tokens.text
    return text[tokens.starts[i] - 1 : tokens.starts[i]] == "-" or text[tokens.ends[i + n - 1] : tokens.ends[i + n - 1] + 5] == "-head"


_COMPLETED = {"abgeschlossenes", "abgeschlossenem", "abgeschlossener", "abgeschlossene"}


def _completed_studies(tokens: Tokens) -> list[Hit]:
    """"abgeschlossenes Informatikstudium": a German compound on -studium (any subject, so no word list)
    after "abgeschlossen..." is a degree, as "abgeschlossenes Studium" is (bachelor)."""
    words = tokens.words
    if tokens.vocab.isdisjoint(_COMPLETED):
        return []
    return [(i, 1, "bachelor") for i in range(1, len(words))
            if words[i - 1] in _COMPLETED and len(words[i]) > 7 and words[i].endswith("studium")
            and _EDUCATION.match_at(words, i) is None]


# "Abschluss in/der <academic field>" ("Abschluss der Informatik, Physik oder artverwandt", "einen Abschluss in Wirtschaft,
# Data Science", "Einen Abschluss in einem relevanten Studienfeld") and a university's or academic "Abschluss": a degree,
# bachelor; fields99: 5 unlabelled dev postings read no level. Not the degree a word before names ("Master-Abschluss in",
# "Bachelor, Master oder gleichwertiger Abschluss in": read there), nor where the item names a trade's training beside it
# ("Abschluss in Informatik, als Fachinformatiker ...", "akademischer Abschluss ... oder Maschinenbautechniker"), which the
# trade's own reading decides.
_ABSCHLUSS_FIELDS = {"informatik", "wirtschaftsinformatik", "physik", "mathematik", "statistik", "wirtschaft", "data",
                     "ingenieurwesen", "ingenieurwissenschaften", "naturwissenschaften", "betriebswirtschaftslehre", "bwl",
                     "elektrotechnik", "maschinenbau", "chemie", "biologie", "studienfeld", "studiengang", "studienfach",
                     "studienrichtung", "rechtswissenschaften", "wirtschaftswissenschaften"}
_ABSCHLUSS_FILLER = {"einem", "einer", "relevanten", "verwandten", "technischen", "bereich", "fach", "den", "die"}
_ACADEMIC_BEFORE = {"universitaren", "universitarer", "universitarem", "akademischer", "akademischen", "akademischem"}
_TRADE_BESIDE = re.compile(r"(?i)\bals\s+\w|techniker|ausbildung|meister")


def _abschluss_field(tokens: Tokens) -> list[Hit]:
    """"Abschluss in/der/im <academic field>" (see _ABSCHLUSS_FIELDS): bachelor."""
    if "abschluss" not in tokens.vocab:
        return []
    words, text = tokens.words, tokens.text
    out = []
    for i in range(1, len(words) - 2):
        if words[i] != "abschluss" or text[tokens.starts[i] - 1] == "-":
            continue
        academic = words[i - 1] in _ACADEMIC_BEFORE
        field = next((w for w in words[i + 2 : i + 6] if w not in _ABSCHLUSS_FILLER), None)
        if not academic and (words[i + 1] not in ("in", "der", "im") or field not in _ABSCHLUSS_FIELDS):
            continue
        item = _ITEM_END.split(text[tokens.ends[i] : tokens.ends[i] + 160], maxsplit=1)[0]
        if not _TRADE_BESIDE.search(item):
            out.append((i - academic, 1 + academic, "bachelor"))
    return out


_COMPLETE_PT = {"completo", "completa"}
_SUPERIOR_FIELD_REACH = 6  # words at most between "em" and "completo" (the field: "Sistemas de Informação")


# A Chilean requirement "Título (profesional) de/en <field>" (a title earned by a course named by its field): bachelor, as
# the gold reads "Título de Ingeniería ..." and "Título profesional de Contador Auditor"; "Título de Técnico en ..." vocational
# (RUNNING_TEXT_RULES: "Título de Técnico ... o de Ingeniería" vocational). A trade's field ("Título de Mecánica,
# Electromecánico") may be a school's technical track: left unread. fields87: 12 unlabelled dev postings read no level
# ("Título de químico farmacéutico", "Título de Arquitectura", "Título en Administración de Empresas", ...)
_TITLE_ES = {"titulo"}
# ... and its holder asked ("Titulado en Diseño Gráfico ... o carrera afín", "Titulado/a de Ing. Comercial"; fields90: 11
# unlabelled dev postings, 9 of them one retail template, read no level), the gender ending "/a" skipped
_TITLED_ES = {"titulado", "titulada", "titulados", "tituladas"}
_TITLE_ES_QUALIFIERS = {"profesional", "universitario"}
_TRADE_FIELDS = {"mecanica", "mecanico", "electromecanico", "electromecanica", "electricidad", "electrico", "electrica",
                 "electronica", "gastronomia", "cocina", "soldadura", "refrigeracion", "automotriz", "tens", "paramedico",
                 "enfermeria", "contabilidad", "secretariado", "liceo", "ensenanza", "educacion", "cuarto"}


def _chilean_title(tokens: Tokens) -> list[Hit]:
    """"Título (profesional) de/en <field>": bachelor, "de Técnico" vocational (see _TITLE_ES)."""
    if "titulo" not in tokens.vocab and tokens.vocab.isdisjoint(_TITLED_ES):
        return []
    words, hits = tokens.words, []
    for i, w in enumerate(words[:-2]):
        k = i + 1 + (words[i + 1] in _TITLE_ES_QUALIFIERS or w in _TITLED_ES and words[i + 1] in ("a", "o", "as", "os"))
        if w not in _TITLE_ES and w not in _TITLED_ES or k + 1 >= len(words) or words[k] not in ("de", "en") or words[k + 1] in _TRADE_FIELDS:
            continue
        if i and words[i - 1] in ("de", "del", "su", "el", "tu"):
            continue  # "revalidación de título", "el título": the title named, not asked as a requirement
        hits.append((i, k + 2 - i, "vocational" if words[k + 1].startswith("tecnic") else "bachelor"))
    return hits


def _superior_completed(tokens: Tokens) -> list[Hit]:
    """Brazilian "Superior em <field> completo" (a completed higher-education course named by its field): bachelor, as
    "Superior completo" is; the field is any words, so no phrase of the table can hold it. "Superior em andamento" (under
    way) and a "superior" without "completo" in its line stay unread."""
    if "superior" not in tokens.vocab or tokens.vocab.isdisjoint(_COMPLETE_PT):
        return []
    words, text = tokens.words, tokens.text
    hits = []
    for i in range(len(words) - 2):
        if words[i] != "superior" or words[i + 1] != "em":
            continue
        for k in range(i + 3, min(len(words), i + 3 + _SUPERIOR_FIELD_REACH)):
            if any(c in ".;\n" for c in text[tokens.ends[k - 1] : tokens.starts[k]]):
                break
            if words[k] in _COMPLETE_PT:
                hits.append((i, k - i + 1, "bachelor"))
                break
    return hits


# Brazilian "Superior em <field>" (a higher-education course named by its field, with no "completo"), "Superior em
# andamento", "Superior cursando em ...", "Curso superior em ...", "Cursando superior em ...": bachelor (RUNNING_TEXT_RULES,
# gold85: "Superior em <fields>" bachelor; line 1729: "Superior cursando" bachelor, as a degree being pursued). Read only
# where "superior" opens a line or item or follows a course word ("curso", "cursando", "formação", "necessário", "ou"): a
# sentence's "desempenho superior em" is an adjective. fields76 census of the 32,194 unlabelled dev postings: 292 postings
# hold such a "superior ... em", 43 of them read no level (requirements lists of one Brazilian board, brvagas, mostly).
_SUPERIOR_FIELD = re.compile(r"(?i)(?:^|[\n•;:*·\t(]|\n[ \t]*[-–]|\b(?:curso|cursando|necess[áa]ri[oa]|forma[çc][ãa]o|ou)\s)"
                             r"[ \t\xa0\u202f]*(superior)\s+(?:(?:completo|completa|cursando|incompleto)\s+)?em\s+\w")


def _superior_field(tokens: Tokens) -> list[Hit]:
    """"Superior em <field>" and its shapes (see _SUPERIOR_FIELD): bachelor, the "superior" word's hit."""
    if "superior" not in tokens.vocab or "em" not in tokens.vocab:
        return []
    hits = []
    text = tokens.text
    for m in _SUPERIOR_FIELD.finditer(text):
        i = bisect_left(tokens.starts, m.start(1))
        if i < len(tokens.words) and tokens.starts[i] == m.start(1):
            # "Técnico completo ou superior cursando em ...": the technician's course is accepted, the lowest (line 1625)
            line = text[text.rfind("\n", 0, m.start(1)) + 1 : m.start(1)]
            technician = m.group().lower().lstrip().startswith("ou") and _TECHNICIAN_PT.search(line) is not None
            hits.append((i, 1, "vocational" if technician else "bachelor"))
    return hits


_TECHNICIAN_PT = re.compile(r"(?i)\bt[ée]cnic[oa]\b")


# An English "higher education" asked of the applicant (Polish and Swedish boards: "• Higher education min. engineering",
# "a higher education within data engineering"): bachelor (RUNNING_TEXT_RULES: "Higher education" alone bachelor). Read only
# where it opens an item or follows "a"/"completed"/"have", and a field, a qualifier or the item's end follows: "access to
# higher education and ...", "higher education sector", "Higher education tuition assistance" are no level asked (fields84:
# 171 unlabelled dev postings hold the words, 5 in the asked shape, 4 of them read no level).
_HIGHER_EDUCATION_EN = re.compile(
    r"(?:^|[\n•*·\t;:]|\s[-–]\s|\b(?:[Aa]|[Cc]ompleted|[Ff]inished|[Hh]ave|[Hh]old)\s)[ \t\xa0]*([Hh]igher)\s+education"
    r"(?=[ \t]*(?:$|[\n,.;(/–-]|(?:in|min|within|required|preferred|preferably|ideally|or|with)\b))", re.MULTILINE)


def _higher_education_en(tokens: Tokens) -> list[Hit]:
    """"Higher education in <field>" and its shapes (see _HIGHER_EDUCATION_EN): bachelor, the "higher" word's hit."""
    if "higher" not in tokens.vocab or "education" not in tokens.vocab:
        return []
    hits = []
    for m in _HIGHER_EDUCATION_EN.finditer(tokens.text):
        i = bisect_left(tokens.starts, m.start(1))
        if i < len(tokens.words) and tokens.starts[i] == m.start(1):
            hits.append((i, 2, "bachelor"))
    return hits


_GRADUATE_OF = {"graduate", "graduado", "graduada", "formado", "formada"}
_DEGREE_WORDS = {"university", "universidad", "universidade", "college", "degree", "bachelor", "bachelors", "4yr",
                 "pharmacy", "medicine", "law", "dentistry"}
# (not "course": a Philippine "graduate of any Business course" is a four-year degree)
_SCHOOL_WORDS = {"school", "program", "programme", "academy", "institute"}


# "Graduate of an accredited school of (professional/practical) nursing": a nursing programme (diploma, associate degree or
# BSN) ends there, vocational the lowest (RUNNING_TEXT_RULES: "a graduate of an RN school with a bachelor only preferred is
# vocational"; every dev gold line holding it accepts vocational). A census of the 33,836 unlabelled dev postings: 882 hold it
_NURSING_SCHOOL_WORDS = {"school", "program", "programme", "college"}
_NOT_NURSING_DIPLOMA = {"baccalaureate", "bachelor", "bachelors", "bsn", "university", "graduate", "masters", "master"}
# the programme named by the nurse it trains ("Graduate of an accredited RN program", "an accredited Registered Nurse (RN)
# program"): the same nursing programme (fields73 census of the unlabelled dev postings: 58 "graduate of ... RN/registered
# nurse/professional nursing", 8 read bachelor, most from a BSN only preferred)
_NURSE_WORDS = {"nursing", "nurse", "rn", "lpn", "lvn"}
# a graduate nursing specialty's programme ("an accredited nurse anesthesia program": a master's or doctorate), not a diploma
_GRADUATE_NURSING = {"anesthesia", "anaesthesia", "anesthetist", "practitioner", "midwifery"}
# the words a programme's name may stack before "nursing" ("an accredited licensed practical / vocational nursing program",
# "an approved LPN/LVN program"; fields87: 53 unlabelled dev postings of the LPN/LVN shapes read no level)
_NURSING_QUALIFIERS = {"a", "an", "accredited", "approved", "state", "licensed", "practical", "vocational", "professional",
                       "registered", "or", "and", "lpn", "lvn"}
# the nurse named in the plural after the school ("an approved school for practical nurses"), and a second name of the same
# programme before its school word ("an accredited practical nurse or vocational nursing program"); fields99: 7 unlabelled
# dev postings of these two shapes read no level
_NURSE_NOUNS = _NURSE_WORDS | {"nurses"}


# ... unless the text requires the bachelor's itself ("BSN required", "with a Bachelor of Science in Nursing (BSN) required"):
# then the school is where that degree is earned and the bachelor is the lowest accepted. Not a bachelor to be gained after
# hire ("BSN required within five (5) years", "bachelor's ... or obtained within 3 years") nor a wish
_BACHELOR_REQUIRED = re.compile(r"(?i)\b(?:bsn|b\.s\.n\.?|bachelor(?:'s|’s|s)?|baccalaureate|msn|master(?:'s|’s|s)?)\b[^\n.;]{0,80}?\b(?:is |are )?required\b"
                                r"(?![^\n.;]{0,40}\b(?:within|after|by)\b)")
_BACHELOR_NOT_ASKED = re.compile(r"(?i)\b(?:preferred|within|obtain\w*|enrolled|pursu\w*|commitment)\b")


def _bachelor_required(text: str) -> bool:
    """The text states a bachelor's (a BSN) as required of the applicant now (see _BACHELOR_REQUIRED)."""
    return any(_BACHELOR_NOT_ASKED.search(m.group()) is None for m in _BACHELOR_REQUIRED.finditer(text))


_DEGREE_AFTER_SCHOOL = {"bachelor", "bachelors", "bsn", "bs", "baccalaureate", "master", "masters", "msn", "practitioner"}


_ITEM_END = re.compile(r"[.;\n]")


def _nursing_school(tokens: Tokens, k: int) -> bool:
    """The words from ``k`` (after "graduate of") name a school or programme of nursing and no degree ("an accredited RN
    school of nursing"); not one that names its degree after it in its sentence ("... school of nursing (BS, or BSN)", "with
    a minimum of a master's degree"), unless that degree is only preferred."""
    words = tokens.words
    after = words[k : k + 8]
    at = next((x for x, w in enumerate(after) if w in _NURSE_NOUNS), None)
    if at is None or at and "\n" in tokens.text[tokens.starts[k] : tokens.starts[k + at]]:
        return False  # (not a nurse word of the next list item: "an approved discipline program\n* 1 year RN experience")
    head = after[:at]
    # the school word before "nursing" ("a school of practical nursing") or right after it ("an accredited nursing
    # program", "a practical (vocational) nursing school": the same programme, the other word order; "an accredited
    # Registered Nurse (RN) program": the abbreviation between)
    school_after = [w for w in after[at + 1 : at + 6] if w not in _NURSE_WORDS and w not in _NURSING_QUALIFIERS][:2]
    # (also past a typo: "LPN/LNV School", and past the programme's second name: "practical nurse or vocational nursing program")
    if _NURSING_SCHOOL_WORDS.isdisjoint(head) and (_NURSING_SCHOOL_WORDS.isdisjoint(school_after) or len(head) > 4 and not (
            _NURSING_QUALIFIERS.issuperset(head))):
        return False
    if not _NOT_NURSING_DIPLOMA.isdisjoint(head) or not _GRADUATE_NURSING.isdisjoint(school_after):
        return False
    end = tokens.ends[k + len(head)]
    tail = words_of(_ITEM_END.split(tokens.text[end : end + 90], maxsplit=1)[0])
    return _DEGREE_AFTER_SCHOOL.isdisjoint(tail) or "preferred" in tail


def _graduates_from_nursing_school(tokens: Tokens) -> list[Hit]:
    """"Graduate from an accredited school of nursing", "a degree from an accredited school of nursing": vocational, as
    "graduate of" one is (see _nursing_school); other "graduate from" phrases stay unread (the phrase table has no
    "graduate from")."""
    if _NURSE_WORDS.isdisjoint(tokens.vocab) or "from" not in tokens.vocab:
        return []
    words = tokens.words
    return [(i, 2, "vocational") for i in range(len(words) - 2)
            if words[i + 1] == "from" and (words[i] in ("graduate", "graduates", "graduated", "graduation") or (
                # "A degree from an accredited school of nursing" (a nursing degree of any level: ADN, diploma or BSN)
                words[i] == "degree" and i and words[i - 1] in ("a", "an", "nursing")))
            and (_nursing_school(tokens, i + 2) or words[i] == "degree" and words[i - 1] == "nursing" and (
                _college_named(tokens, i + 2)))
            and _nursing_diploma_accepted(tokens, i)]


# "Nursing degree from an accredited college or university": a nursing degree of any level (ADN or BSN), the college
# named by its kind (RUNNING_TEXT_RULES: it accepts vocational or bachelor; fields105: 10 unlabelled dev postings changed,
# all read right). Not where a practical nurse's programme is the alternative ("... or be a graduate of an approved LPN/LVN
# program": no level).
_COLLEGE_WORDS = {"college", "university", "institution", "school"}
_PRACTICAL_ALTERNATIVE = {"lpn", "lvn", "practical", "vocational"}


def _college_named(tokens: Tokens, k: int) -> bool:
    """The words from ``k`` (after "nursing degree from") name a college of some kind within the item, and the item offers
    no practical nurse's programme instead."""
    end = tokens.ends[min(k + 6, len(tokens.words) - 1)]
    item = _ITEM_END.split(tokens.text[tokens.starts[k] : end + 120], maxsplit=1)[0]
    words = words_of(item)
    return not _COLLEGE_WORDS.isdisjoint(words[:6]) and _PRACTICAL_ALTERNATIVE.isdisjoint(words) and (
        _NOT_NURSING_DIPLOMA.isdisjoint(set(words[:6]) - {"university"}))


def _nursing_diploma_accepted(tokens: Tokens, i: int) -> bool:
    """The nursing-school graduate at word ``i`` accepts any nursing diploma: no bachelor's asked right before it ("4 year
    Bachelor Degree / Graduate of ...", "Bachelor's Degree - Graduate of ...") nor required anywhere (_bachelor_required)."""
    before = tokens.words[max(0, i - 5) : i]
    asked_before = not _DEGREE_AFTER_SCHOOL.isdisjoint(before) and "preferred" not in before
    return not asked_before and not _bachelor_required(tokens.text)


# "Graduate of an approved Medical Laboratory Technology program", "a Veterinary Technician program": a college's technician
# programme, vocational (RUNNING_TEXT_RULES: "Graduate of an approved Medical Laboratory Technology program" is vocational)
# ... its field named after the school word too ("an Accredited Program in Surgical Technology"), and a radiographer's
# ("an approved Medical Radiography program": a college diploma, RUNNING_TEXT_RULES' radiographer accepts vocational); fields99
_TECHNICIAN_WORDS = {"technician", "technology", "technologist", "radiography"}


def _technician_programme(after: list[str]) -> bool:
    """The words after "graduate of" name a technician's programme ("an approved Medical Laboratory Technology program")."""
    school = next((k for k, w in enumerate(after) if w in _NURSING_SCHOOL_WORDS), None)
    if school is None or not _NOT_NURSING_DIPLOMA.isdisjoint(after[:school]):
        return False
    field_after = after[school + 2 : school + 5] if after[school + 1 : school + 2] == ["in"] else []
    return not _TECHNICIAN_WORDS.isdisjoint(after[:school]) or not _TECHNICIAN_WORDS.isdisjoint(field_after)


def _nurse_discipline_programme(tokens: Tokens, after: list[str]) -> bool:
    """"Graduate of an approved discipline specific program" in a nurse's posting: the programme of the nurse's own
    discipline (an LPN or RN programme; the lowest, a diploma or associate degree: vocational). fields95: one hospital
    template, 88 unlabelled dev postings, all RN or LPN posts, 87 read no level."""
    return after[2:5] == ["discipline", "specific", "program"] and not _NURSE_WORDS.isdisjoint(tokens.vocab)


def _graduate_level(tokens: Tokens, i: int, n: int) -> str | None:
    """"graduate of Industrial Engineering" is a degree; "graduate of an accredited school of nursing" is a nursing
    programme, vocational (see _NURSING_SCHOOL_WORDS); another school names no level; "graduate in 2024" is no level."""
    words = tokens.words
    after = words[i + n : i + n + 8]
    if not after or after[0].isdigit() or i and words[i - 1] in ("to", "will", "shall", "you"):
        return None  # "slated to graduate in May 2026": a verb
    if _nursing_school(tokens, i + n):
        return "vocational" if _nursing_diploma_accepted(tokens, i) else None
    if _technician_programme(after) or _nurse_discipline_programme(tokens, after):
        return "vocational"
    if set(after) & _DEGREE_WORDS or any(a in ("4", "four") and b == "year" for a, b in zip(after, after[1:], strict=False)):
        return "bachelor"
    return None if set(after) & _SCHOOL_WORDS else "bachelor"


# The study or training that is the job itself, not a level asked of the applicant: a doctoral student's post
# ("PhD position", "As a doctoral student at ..."), and an apprentice's training ("Ausbildung Koch (m/w/d)",
# "während deiner Ausbildung", "we can complete your apprenticeship").
_PHD_JOB_NEXT = {"student", "students", "candidate", "candidates", "position", "positions", "studentship", "studentships",
                 "assistantship", "assistantships", "fellowship", "fellowships", "researcher", "researchers", "thesis",
                 "project", "scholarship", "stelle", "doktorand"}
_TRAINING_WORDS = {"ausbildung", "berufsausbildung", "apprenticeship", "lehre"}
_TRAINING_TITLE = {"ausbildung", "azubi", "auszubildende", "auszubildender", "apprenticeship", "apprentice", "duales", "lehre",
                   "dualer", "lehrling", "lehrstelle"}
_PHD_TITLE = {"phd", "doctoral", "doktorand", "doktorandin", "promotionsstelle"}
_YOUR = {"deine", "deiner", "deinen", "your", "unsere", "unserer", "our"}  # ("Unsere Ausbildung ... macht dich fit")


def _the_job_itself(tokens: Tokens, hit: Hit, title_words: set[str]) -> bool:
    i, n, level = hit
    words = tokens.words
    w = words[i]
    if level == "doctorate":
        return bool(title_words & _PHD_TITLE) or i + n < len(words) and words[i + n] in _PHD_JOB_NEXT
    if w in _TRAINING_WORDS and n == 1:
        return bool(title_words & _TRAINING_TITLE) or i > 0 and words[i - 1] in _YOUR and not (
            i > 1 and words[i - 2] in _COMPLETED)
    return False


def _grade_12_alone(tokens: Tokens, k: int) -> bool:
    """"Grade 12" (word ``k`` follows it) written as the whole qualification: "or equivalent", "Grade 12 Diploma.",
    "Grade 12 (National Senior Certificate)". Not "Grade 12 students", nor "Grade 12 and a ... Certificate" /
    "Grade 12 Diploma plus ... education" (both required: a post-secondary level, which the lowest-level reading would
    lose), nor a bare "Grade 12." list item (a corpus census of 11 postings: all three were followed by a required
    programme or certificate)."""
    words, text = tokens.words, tokens.text
    nxt = words[k] if k < len(words) else ""
    if nxt == "or" or text[tokens.ends[k - 1] : tokens.ends[k - 1] + 2].lstrip().startswith("("):
        return True
    after = words[k + 1] if k + 1 < len(words) else ""
    return nxt == "diploma" and after not in ("plus", "and", "with")


def _formation_label(tokens: Tokens) -> list[Hit]:
    """"Formação: Administração, Engenharia ou áreas correlatas": a Brazilian requirement label naming the
    fields of a course is a degree (bachelor), as "Formação em Administração" is."""
    words, text = tokens.words, tokens.text
    if "formacao" not in tokens.vocab:
        return []
    return [(i, 1, "bachelor") for i, w in enumerate(words[:-1]) if w == "formacao"
            and _FORMATION_LABEL.match(text, tokens.ends[i]) is not None]


# the label's colon, maybe after "Completa"/"Acadêmica" ("Formação Completa:\nJornalismo, Marketing e Publicidade"), then
# a capitalised field on the same or the next line
_FORMATION_LABEL = re.compile(r"(?:\s+(?:[Cc]omplet[ao]|[Aa]cad[êe]mica))?\s*:[ \t]*\n?[ \t]*[A-ZÁÉÍÓÚÂÊÔÃÕÇ]|"
                              # ("Formação Completa - Administração, Gestão de RH": the dash as the label's colon)
                              r"\s+[Cc]omplet[ao][ \t]+[-–][ \t]+[A-ZÁÉÍÓÚÂÊÔÃÕÇ]")


_HIGHER_RU = {"высшее", "высшим", "высшего", "вища", "вищу", "вищої", "вищою"}  # (Russian, Ukrainian)


# "среднее или высшее профессиональное образование": the adjective after the second level serves both (secondary or
# higher vocational), so the lowest accepted is the vocational level
_SECONDARY_RU = {"среднее", "среднего", "средним"}
_OR_RU = {"или", "либо"}
_VOCATIONAL_RU = ("профессиональн", "специальн", "техническ")


def _secondary_or_higher_ru(tokens: Tokens) -> list[Hit]:
    words = tokens.words
    if tokens.vocab.isdisjoint(_SECONDARY_RU) or tokens.vocab.isdisjoint(_HIGHER_RU):
        return []
    return [(i, 1, "vocational") for i, w in enumerate(words[:-3]) if w in _SECONDARY_RU and words[i + 1] in _OR_RU
            and words[i + 2] in _HIGHER_RU and words[i + 3].startswith(_VOCATIONAL_RU)]


# "Техническое образование" (also "радиотехническое", "инженерно-техническое", Ukrainian "технічна освіта") with no higher
# level named before it accepts a technical college as well as a degree: vocational, the lowest (RUNNING_TEXT_RULES:
# "Образование техническое" without высшее). A census of the unlabelled dev postings: 279 with the phrase, 36 read no level.
_TECHNICAL_RU = re.compile(r"\w*(?:техническ(?:ое|ого|им|ом)|технічн(?:а|у|ої|ою))")
_EDUCATION_RU = ("образован", "освіт")
# words before the adjective that make it a secondary-track qualification even after a higher one ("высшее или среднее
# техническое", "высшего или средне-специального технического", "высшее либо профессионально-техническое"); not
# "высшее профессиональное (техническое)", a degree
_SECONDARY_RU_UK = ("средн", "середн")
_SECONDARY_TRACK_RU = {"профессионально", "професійно"}
_OR_RU_UK = {"или", "либо", "або", "чи"}  # "высшее или техническое образование": either, the lowest is vocational


def _secondary_track(words: list[str], i: int) -> bool:
    """The adjective at ``i`` follows "среднее", "средне-специальное" or "профессионально-" (a college track)."""
    before = words[i - 1] if i else ""
    if before.startswith(_SECONDARY_RU_UK) or before in _SECONDARY_TRACK_RU:
        return True
    return before.startswith(("специальн", "спеціальн")) and i > 1 and words[i - 2].startswith(_SECONDARY_RU_UK)


def _technical_ru(tokens: Tokens) -> list[Hit]:
    """"Техническое образование" with no higher level before or after it: vocational (see _TECHNICAL_RU)."""
    text, words = tokens.text, tokens.words
    if "ехническ" not in text and "ехнічн" not in text:  # (either case of the first letter)
        return []
    out: list[Hit] = []
    higher: bool | None = None  # whether the text names a higher education (looked up once, when needed)
    for i, w in enumerate(words):
        if _TECHNICAL_RU.fullmatch(w) is None:
            continue
        after = words[i + 1] if i + 1 < len(words) else ""
        before = words[i - 1] if i else ""
        if not (after.startswith(_EDUCATION_RU) or before.startswith(_EDUCATION_RU)):
            continue
        if not _HIGHER_RU.isdisjoint(words[i + 1 : i + 3]):
            continue  # "техническое образование (высшее)", "образование-техническое высшее"
        if _secondary_track(words, i) or before in _OR_RU_UK:
            out.append((i, 1, "vocational"))
            continue
        if not _HIGHER_RU.isdisjoint(words[max(0, i - 6) : i]):
            continue  # "высшее техническое образование", "высшее инженерно-техническое или иное техническое": a degree
        if higher is None:
            higher = _states_higher(words)
        if not higher:
            out.append((i, 1, "vocational"))
    return out


# "Инженерное образование" (engineering education, Ukrainian "інженерна освіта") with no higher level named: an engineer's
# is a university qualification, bachelor (gold74's reading, as gold72's higher technical education); not after a secondary
# track or a technical level ("среднее инженерное", "техническое (инженерное)"). A census of the unlabelled dev postings: 7 with the phrase, 6 without "высшее", none read.
_ENGINEERING_RU = frozenset({"инженерное", "инженерного", "инженерным", "инженерном", "інженерна", "інженерну", "інженерної",
                             "інженерною"})


def _engineering_ru(tokens: Tokens) -> list[Hit]:
    """"Инженерное образование" with no higher level before it: bachelor (see _ENGINEERING_RU); "среднее инженерное
    образование" (a secondary track's engineering training, as "среднее техническое"): vocational (the lead's brief of
    fields67; no unlabelled dev posting holds it)."""
    words = tokens.words
    if tokens.vocab.isdisjoint(_ENGINEERING_RU):
        return []
    out: list[Hit] = []
    for i, w in enumerate(words):
        if w not in _ENGINEERING_RU or i + 1 >= len(words) or not words[i + 1].startswith(_EDUCATION_RU):
            continue
        if any(x.startswith(_SECONDARY_RU_UK) for x in words[max(0, i - 2) : i]):
            out.append((i, 1, "vocational"))
        elif not any(_college_track_word(x) for x in words[max(0, i - 4) : i]):
            out.append((i, 1, "bachelor"))
    return out


def _college_track_word(word: str) -> bool:
    """A higher, secondary or technical level word: "инженерное" after it only names its field ("высшее (профессионально-
    техническое) техническое (инженерное) образование": vocational, read by _technical_ru)."""
    return word in _HIGHER_RU or word in _SECONDARY_TRACK_RU or word.startswith(_SECONDARY_RU_UK) or (
        _TECHNICAL_RU.fullmatch(word) is not None)


def _states_higher(words: list[str]) -> bool:
    """A higher education is named ("Высшее образование ... Техническое образование приветствуется": the technical one
    is then the field of that degree, no lower level)."""
    return any(w in _HIGHER_RU and any(x.startswith(_EDUCATION_RU) for x in words[j + 1 : j + 4])
               for j, w in enumerate(words))


def _higher_ru(tokens: Tokens) -> list[Hit]:
    """"Высшее профильное / экономическое / строительное образование": higher education (bachelor) with the
    field between, as "высшее образование" is."""
    words = tokens.words
    if tokens.vocab.isdisjoint(_HIGHER_RU):
        return []
    return [(i, 1, "bachelor") for i, w in enumerate(words) if w in _HIGHER_RU and _EDUCATION.match_at(words, i) is None
            and _higher_education_after(_words_after(tokens, i, 6))]


def _higher_education_after(after: list[str]) -> bool:
    """An education word two or three words after "высшее" ("высшее профильное образование"), or two fields (below)."""
    return any(x.startswith(_EDUCATION_RU) for x in after[1:3]) or _two_fields_ru(after) or _field_list_ru(after)


def _two_fields_ru(after: list[str]) -> bool:
    """The words after "высшее" name two fields of one higher education joined by "или"/"либо" ("Высшее математическое или
    ИТ-образование", "высшее строительное либо экономическое образование": bachelor, gold86; fields81: 1 unlabelled dev
    posting, read no level); not when the second names a college track ("высшее техническое или среднее специальное")."""
    return len(after) > 3 and after[1] in _OR_RU_UK and not _college_track_word(after[2]) and not _college_track_word(
        after[0]) and any(x.startswith(_EDUCATION_RU) for x in after[2:4])


_OTHER_RU = {"иное", "иного", "другое", "другого", "інша", "інше", "іншої"}


def _field_list_ru(after: list[str]) -> bool:
    """The words after "высшее" list fields joined by "или" up to the education word, a field a hyphenated compound or one
    of several ("высшее химико-технологическое или химическое образование", "Высшее инженерное-экономическое, техническое
    или математическое образование": bachelor; fields99: 2 unlabelled dev postings read no level); no college track among
    them ("высшее техническое или среднее специальное"), nor "other" education as the alternative ("высшее инженерно-
    техническое или иное техническое": vocational, RUNNING_TEXT_RULES)."""
    end = next((k for k, x in enumerate(after) if x.startswith(_EDUCATION_RU)), None)
    fields = after[:end] if end is not None else []
    return len(fields) >= 3 and not _OR_RU_UK.isdisjoint(fields) and _OTHER_RU.isdisjoint(fields) and all(
        x in _OR_RU_UK or x.endswith(("ое", "о")) and x not in _SECONDARY_TRACK_RU and not x.startswith(_SECONDARY_RU_UK)
        for x in fields)


# inline emphasis tags a posting's HTML puts inside the phrase ("Высшее <strong>ИНЖЕНЕРНОЕ</strong> образование")
_INLINE_TAGS = {"strong", "b", "em", "i", "u", "span"}


def _words_after(tokens: Tokens, i: int, n: int) -> list[str]:
    """The up to ``n`` words after ``i``, leaving out the names of inline tags (a word right after "<" or "</")."""
    words, text, starts = tokens.words, tokens.text, tokens.starts
    return [w for j, w in enumerate(words[i + 1 : i + 1 + n], i + 1)
            if not (w in _INLINE_TAGS and text[max(0, starts[j] - 2) : starts[j]].endswith(("<", "</")))]


# A graduate student's post at a university ("Graduate Research Assistantship", "MS Graduate Student Recruitment", "Masters
# student opportunity", "Master of <field> Program"): the master's or doctorate the student will study for is the job, not a
# level asked ("will develop a masters or dissertation project", "to pursue a Master's Degree"; RUNNING_TEXT_RULES gold17:
# an assistantship for a master's student with no degree asked names no level, one asking "B.S. in ..." is bachelor). A
# degree the applicant must already hold ("must have obtained an MS degree") stays asked, and a title naming only a
# doctoral post keeps its master's (the PhD applicant's entry degree). Read from the title's words only: the body of
# graduate-entry jobs ("Graduate Programme", "Fresh Graduate") asks degrees of its own.
_GRAD_POST_WORDS = frozenset({"assistantship", "assistantships", "assistanship", "gra", "gras"})
_AFTER_GRADUATE = frozenset({"assistant", "assistants", "student", "students", "research", "teaching"})
_MASTER_TITLE = frozenset({"ms", "msc", "masters", "master"})
_AFTER_MASTER = frozenset({"student", "students", "position", "positions", "opportunity", "opportunities", "graduate",
                           "research"}) | _GRAD_POST_WORDS
_PROGRAMME_WORDS = frozenset({"program", "programme"})
# every graduate student's post names one of these in its title (or the "m" and "s" of "M.S."): the cheap test first
_GRAD_TITLE_GATE = _GRAD_POST_WORDS | _MASTER_TITLE | {"graduate"}
_HELD_BEFORE = frozenset({"obtained", "completed", "hold", "holds", "holding", "possess", "possesses", "have", "has",
                          "earned"})


def _master_word(words: list[str], k: int) -> bool:
    """Word ``k`` names a master's degree: "MS", "MSc", "Masters", or the "s" of a split "M.S."."""
    return words[k] in _MASTER_TITLE or words[k] == "s" and k > 0 and words[k - 1] == "m"


def _graduate_study_levels(title: list[str]) -> frozenset[str]:
    """The levels a graduate student's post (named by its ``title`` words) studies for: master and doctorate, or
    doctorate alone when the title names a doctoral post ("Ph.D. Assistantship") and no master's; empty for any other
    title."""
    if "thesis" in title:
        return frozenset()  # ("Master Thesis Student": an enrolled student's thesis, the degree pursued is the level)
    post = masters = phd = False
    for k, w in enumerate(title):
        nxt = title[k + 1 : k + 3]
        phd = phd or w in _PHD_TITLE or w == "ph" and nxt[:1] == ["d"]
        if w in _GRAD_POST_WORDS or w == "graduate" and nxt[:1] and nxt[0] in _AFTER_GRADUATE:
            post = True
        elif _master_word(title, k):
            masters = True
            post = post or not _AFTER_MASTER.isdisjoint(nxt) or (
                w == "master" and nxt[:1] == ["of"] and not _PROGRAMME_WORDS.isdisjoint(title[k + 2 : k + 8]))
    if not post:
        return frozenset()
    return frozenset({"doctorate"}) if phd and not masters else frozenset({"master", "doctorate"})


def _studied_for(tokens: Tokens, hit: Hit, levels: frozenset[str]) -> bool:
    """The hit is the degree a graduate student's post studies for (``levels`` from its title), not one already held."""
    i, _, level = hit
    return level in levels and _HELD_BEFORE.isdisjoint(tokens.words[max(0, i - 3) : i])


# A title that opens with the degree the job leads to: "Bachelor of Science Betriebswirtschaftslehre (m/w/d)" (a dual
# study), "Master of Science in Integrative Biology", "Ph.D./MS Positions: Forest Ecology", "Ph.D. and M.S. GRAs"
_PROGRAMME_NEXT = {"of", "in", "positions", "position", "gras", "gra", "assistantship", "assistantships", "opportunities",
                   "opportunity", "ms", "m", "and", "or", "program", "programme", "studentship"}
_PROGRAMME_LEVELS = {"bachelor", "master", "doctorate"}
_PROGRAMME_ALSO = {"m", "ms", "msc", "master", "masters", "ph", "phd"}


def _programme_title(tokens: Tokens, found: list[Hit]) -> tuple[tuple[str, ...], str] | None:
    """The degree programme that opens the title (its words and the word after it), or None."""
    if not found or found[0][0] != 0 or found[0][2] not in _PROGRAMME_LEVELS:
        return None
    i, n, _ = found[0]
    words = tokens.words
    nxt = words[i + n] if i + n < len(words) else ""
    if words[i + n - 1] not in ("of", "in") and nxt not in _PROGRAMME_NEXT:
        return None
    if nxt in ("and", "or") and (words[i + n + 1 : i + n + 2] or [""])[0] not in _PROGRAMME_ALSO:
        return None  # ("Ph.D. and M.S. GRAs", not "MBA and Finance Intern")
    return tuple(words[i : i + n]), nxt


# Japanese degree words inside a run of kanji/kana that is one word ("学歴 学士号または修士号": bachelor's or master's
# degree): a scan of the text for each, mapped to the word that holds it; gated on the kanji shared by all three
_JA_DEGREES = re.compile(r"(学士|修士|博士)(?:号|課程修了|以上)")
_JA_LEVELS = {"学士": "bachelor", "修士": "master", "博士": "doctorate"}


def _japanese_degrees(tokens: Tokens) -> list[Hit]:
    if "士" not in tokens.text:
        return []
    return [(max(0, bisect_right(tokens.starts, m.start()) - 1), 1, _JA_LEVELS[m.group(1)])
            for m in _JA_DEGREES.finditer(tokens.text)]


# Chinese degree words, likewise inside one run of hanzi ("大专及以上学历": junior college or above; "本科学历"; "硕士研究生"),
# simplified or traditional; 大专 (a three-year vocational college) is vocational. Gated on a non-ASCII text.
_ZH_DEGREES = re.compile(r"(大专|大專|本科|硕士|碩士|博士)(?=及以上|或以上|以上|学历|學歷|学位|學位|研究生)")
_ZH_LEVELS = {"大专": "vocational", "大專": "vocational", "本科": "bachelor", "硕士": "master", "碩士": "master",
              "博士": "doctorate"}


def _chinese_degrees(tokens: Tokens) -> list[Hit]:
    if tokens.text.isascii():
        return []
    return [(max(0, bisect_right(tokens.starts, m.start()) - 1), 1, _ZH_LEVELS[m.group(1)])
            for m in _ZH_DEGREES.finditer(tokens.text)]


# A qualification the applicant may gain after hire is no level asked: one the employer offers to support ("we will
# support you to undertake the NVQ diploma after a qualifying period", "the opportunity to undertake vocational
# qualifications"), one the applicant may instead be willing to gain ("have or be willing to undertake NVQ 3", "an NVQ
# Level 2 (or be willing to work towards this)", "NVQ Level 4 ... or be willing to complete within six months")
# (RUNNING_TEXT_RULES: "NVQ Level 2 (or equivalent) or ... willing to study for this qualification" names no level).
# A level held before a willingness to gain another one is still asked ("NVQ Level 3 is essential ... willing to work
# towards the Level 5 Diploma"). Written from the UK care postings of the corpus, where the shape is common.
_ACQUIRE_VERBS = r"(?:work(?:ing)? towards|undertak(?:e|ing)|complet(?:e|ing)|study(?:ing)? (?:for|towards)|obtain(?:ing)?|" \
                 r"achiev(?:e|ing)|gain(?:ing)?|attain(?:ing)?|acquir(?:e|ing))"
_WILLING_TO_ACQUIRE = re.compile(rf"(?i)\bwilling(?:ness)? to {_ACQUIRE_VERBS}\b")
_OFFERED_TO_ACQUIRE = re.compile(rf"(?i)\b(?:(?:support|help|fund|assist|sponsor|enabl)\w* (?:you |staff )?(?:to|in|with|through)|"
                                 rf"opportunit(?:y|ies) to) {_ACQUIRE_VERBS}\b")
# what may follow the willing verb when the qualification named before it is its object ("willing to work towards this")
_PRONOUN_OBJECT = re.compile(r"(?i)\s*(?:[).,;:]|$|(?:this|it|these|them|one|the same|so|within|if|as|once|in the)\b)")
_ACQUIRE_GATE = frozenset({"willing", "willingness", "opportunity", "opportunities", "support", "supported", "supporting",
                           "help", "fund", "funded", "assist", "sponsor", "enable"})
_OBJECT_REACH = 60  # characters after the cue that hold the qualification to be gained ("undertake the NVQ diploma in ...")


# a list item's edge between the cue and the level (a bullet, a bracket, a line break): the level is another item
_ITEM_EDGE = re.compile(r"[()•;]|\s\*\s|\n")
_LIST_EDGE = re.compile(r"[•;]|\s\*\s|\n")  # (brackets aside: "Level 5 (or equivalent) or willingness to obtain it")
# "willingness to study for supervisory qualification GCSE (or equivalent)": a capitalized level right after a generic
# qualification noun starts the next item of a flattened list, it is not the object
_NEXT_ITEM = re.compile(r"(?i)\b(?:qualifications?|award)\s+$")


def _object_of(text: str, cue_end: int, start: int) -> bool:
    """The level at ``start`` is the object of the cue ending at ``cue_end`` ("undertake the NVQ diploma")."""
    if not cue_end <= start <= cue_end + _OBJECT_REACH or _PRONOUN_OBJECT.match(text, cue_end) is not None:
        return False
    between = text[cue_end:start]
    return _ITEM_EDGE.search(between) is None and not (_NEXT_ITEM.search(between) and text[start : start + 1].isupper())


def _to_be_acquired(text: str, start: int, end: int) -> bool:
    """The level at [start, end) is one the applicant may gain after hire (see _WILLING_TO_ACQUIRE), not one asked."""
    lo, hi = sentence_bounds(text, start, reach=200)
    for m in _OFFERED_TO_ACQUIRE.finditer(text, lo, hi):
        if _object_of(text, m.end(), start):
            return True
    for m in _WILLING_TO_ACQUIRE.finditer(text, lo, hi):
        if _object_of(text, m.end(), start):
            return True
        if end <= m.start() and _PRONOUN_OBJECT.match(text, m.end(), hi) is not None and (
                _LIST_EDGE.search(text, end, m.start()) is None):
            return True  # the level before, then "(or be) willing to work towards this" in the same item
    return False


# An Irish "third level qualification" (vocational, the lowest third-level award) whose level the text gives beside it: an
# honours grade before it ("a 2.1 result in a relevant third level qualification") or "(Hons)" after it make it an honours
# degree; a bracket naming the minimum ("(minimum: NFQ Level 8, Honours Bachelor Degree)") is read by itself
_THIRD_LEVEL = frozenset({"third", "3rd"})
_HONOURS_AFTER = re.compile(r"\s*\((?:hons|honours|honors)\b", re.IGNORECASE)
_MINIMUM_AFTER = re.compile(r"\s*\((?:minimum|min\b|nfq|level)", re.IGNORECASE)
_HONOURS_BEFORE = re.compile(r"\b(?:2[.:]1|2:2|first[- ]class|honou?rs)\b[^.\n]{0,40}$", re.IGNORECASE)


def _third_level(tokens: Tokens, hit: Hit) -> Hit | None:
    """The third-level hit as the text qualifies it: bachelor (an honours grade), None (a bracket gives the level)."""
    end = tokens.ends[hit[0] + hit[1] - 1]
    if _MINIMUM_AFTER.match(tokens.text, end):
        return None
    start = tokens.starts[hit[0]]
    if _HONOURS_AFTER.match(tokens.text, end) or _HONOURS_BEFORE.search(tokens.text, max(0, start - 60), start):
        return hit[0], hit[1], "bachelor"
    return hit


# An Indonesian education code glued to the next requirement by a lost line break ("Pendidikan minimal S1Pengalaman 2
# tahun", "Minimal lulusan D3Menyukai ..."), or to the word before it when a ladder of codes follows ("Kriteria:28-35
# TahunD3/S1Semua Jurusan"): common's ungluing splits only letter-case junctions, and a digit or a run of capitals beside a
# capitalized word is no junction in general ("MP3Player", "SMARTPhone"), so it is split here for these codes only, and
# only in a text holding an Indonesian requirement word (a census of the unlabelled corpus: 140 postings hold a code glued
# after it, 135 of them one of these words; 73 were read as no level; 7 codes glued before it, each a code)
_GLUED_ID_CODE = re.compile(r"(?:(?<![A-Za-z0-9])|(?<=[a-z]{2}))(?:S[123]|D[1-4]|DIII|SLTA|SM[AKU]|STM)(?=[A-Z][a-z]|/)")
_ID_REQUIREMENT_WORDS = frozenset({"pendidikan", "lulusan", "tamatan", "kualifikasi", "persyaratan", "tahun", "usia",
                                   "pengalaman", "jurusan", "sederajat", "memiliki", "menguasai", "mampu", "bersedia"})


def education_tokens(tokens: Tokens) -> Tokens:
    """The tokens education_hits reads and indexes its hits into: ``tokens`` with the words a lost line break glued split
    ("preferableFresh graduates"; common.unglued), and each glued Indonesian education code too (see _GLUED_ID_CODE)."""
    tokens = unglued(tokens)
    if tokens.vocab.isdisjoint(_ID_REQUIREMENT_WORDS):
        return tokens
    text, cuts = tokens.text, []
    for m in _GLUED_ID_CODE.finditer(text):
        if text[m.start() - 1 : m.start()].islower():
            cuts.append(m.start())  # ("TahunD3/S1": the word before)
        if text[m.end()] != "/":
            cuts.append(m.end())  # ("S1Pengalaman": the word after)
    starts = set(tokens.starts)
    cuts = [c for c in cuts if c not in starts]
    return split_words(tokens, cuts) if cuts else tokens


# A German degree whose kind a bracket names ("wissenschaftlicher Hochschulabschluss (Master/Diplom)", "Hochschulabschluss
# (Master oder gleichwertig)"): that degree, not a bare "Hochschulabschluss" (bachelor); fields75: 9 unlabelled dev postings,
# all read bachelor or lower before
_MASTER_BRACKET = re.compile(r"[ \t]*\([ \t]*(?:Master|Diplom|Dipl\.|MSc|M\.[ \t]?Sc|Uni-Diplom|Universitätsdiplom)")
_BRACKETED_HEADS = frozenset({"hochschulabschluss", "hochschulstudium", "studium", "universitatsstudium", "studienabschluss"})
# The degrees of students or theses the job supervises ("Betreuung von Bachelor- und Masterstudierenden", "Du betreust
# Bachelor- und Masterarbeiten", "bei der Anfertigung von Abschlussarbeiten (Bachelor/Master/Diplom) unterstützen"): no level
# asked of the applicant (fields75: 5 unlabelled dev postings of research posts read bachelor from them)
_SUPERVISING = frozenset({"betreuung", "betreust", "betreuen", "anleitung", "anfertigung", "begleitung", "betreut"})
_SUPERVISING_REACH = 6


def _supervised_degree(tokens: Tokens, i: int) -> bool:
    return word_shortly_before(tokens, i, _SUPERVISING, _SUPERVISING_REACH)


# German "Lehre" is an apprenticeship asked of the applicant only as one completed or of a trade ("Abschluss einer Lehre als
# ...", "abgeschlossene kaufmännische Lehre", "Kochausbildung (Lehre)"); elsewhere it is a university's teaching ("in Forschung
# und Lehre", "Mitarbeit in der Lehre (2 LVS)", "Unterstützung im Bereich Lehre"). fields75: 27 unlabelled dev postings read
# vocational from the word, 25 of them the teaching
_LEHRE_BEFORE = ("abgeschlossen", "abschluss", "absolviert", "erfolgreich", "kaufmannisch", "gewerblich", "technisch",
                 "handwerklich", "einschlagig", "fachspezifisch", "facheinschlagig")


def _apprenticeship_lehre(tokens: Tokens, i: int) -> bool:
    words, text = tokens.words, tokens.text
    if any(w.startswith(_LEHRE_BEFORE) for w in words[max(0, i - 3) : i]) or words[i + 1 : i + 2] in (["als"], ["zum"], ["zur"]):
        return True
    return i > 0 and words[i - 1].endswith("ausbildung") and "(" in text[tokens.ends[i - 1] : tokens.starts[i]]


def _wished_item(tokens: Tokens, h: Hit) -> bool:
    """True when the hit's own item says it is only wished ("Tertiary qualification in human services (desirable)"); a
    wish after a semicolon is another item's ("Tertiary education in <field>; <field> graduates preferred")."""
    start, end = _hit_bounds(tokens, h[0], h[1])
    item = tokens.text[start:end]
    cut = item.find(";", tokens.ends[h[0] + h[1] - 1] - start)
    return not _WISHED.isdisjoint(fold_sentence(item[: cut if cut >= 0 else None]).split())


def _hit_sentence(tokens: Tokens, i: int, n: int) -> str:
    start, end = _hit_bounds(tokens, i, n)
    return tokens.text[start:end]


def _hit_bounds(tokens: Tokens, i: int, n: int) -> tuple[int, int]:
    """The bounds of the sentence around the hit of ``n`` tokens at ``i``, cut at the nearest words a lost line break
    glued on either side ("a degree in ChemistryWhat we offerA pension": the offer heading opens another item, not the
    degree's sentence; fields92: 9 unlabelled dev postings read no level or a level of another sentence). ``tokens`` are unglued: a word that starts right after
    a letter is such a junction."""
    text, starts = tokens.text, tokens.starts
    start, end = sentence_bounds(text, starts[i], reach=150)
    k = i + n
    while k < len(starts) and starts[k] < end and not text[starts[k] - 1].isalpha():
        k += 1
    if k < len(starts) and starts[k] < end:
        end = starts[k]
    k = i
    while k > 0 and starts[k] > start and not text[starts[k] - 1].isalpha():
        k -= 1
    if starts[k] > start and text[starts[k] - 1 : starts[k]].isalpha():
        start = starts[k]
    return start, end


def education_hits(tokens: Tokens) -> list[Hit]:
    """Every education phrase the text states as asked of the applicant: (first token, tokens, level). ``tokens`` are
    ``education_tokens(...)`` of the text (its callers make them once and index the hits into them)."""
    text = tokens.text
    kept = []
    found = _EDUCATION.find_all(tokens)
    title = tokens.words[: bisect_left(tokens.starts, title_end(text))] if found else []
    title_words = set(title)
    programme = _programme_title(tokens, found)
    studied = _graduate_study_levels(title) if not _GRAD_TITLE_GATE.isdisjoint(title_words) or (
        "m" in title_words and "s" in title_words) else frozenset()
    acquire = found and not tokens.vocab.isdisjoint(_ACQUIRE_GATE)
    graduate_degree = -1
    not_asked = "not" in tokens.vocab  # (_said_not_required's gate)
    next_starts = sorted({tokens.starts[h[0]] for h in found}) if not_asked else []
    for h in found:
        if h[1] == 2 and tokens.words[h[0]] in ("qualification", "qualifications") and (
                tokens.words[h[0] + 2 : h[0] + 3] in (["of"], ["in"])):
            h = (h[0] + 1, 2, "bachelor")  # "Qualifications: Graduate of ...": read as the "graduate of" it holds
        elif h[1] == 2 and tokens.words[h[0]] in ("qualification", "qualifications") and (
                tokens.words[h[0] + 2 : h[0] + 3] == ["degree"]):
            h = (h[0] + 1, 2, "master")  # "Basic Qualifications\nGraduate degree in ...": the graduate degree it holds
            graduate_degree = h[0] + 1  # (its "degree in" is part of it, no bachelor's of its own)
        elif h[0] == graduate_degree:
            continue
        if not _education_ok(tokens, h[0], h[1]) or _the_job_itself(tokens, h, title_words):
            continue
        if h[1] == 1 and tokens.words[h[0]] == "lehre" and not _apprenticeship_lehre(tokens, h[0]):
            continue  # "Forschung und Lehre", "Mitarbeit in der Lehre": a university's teaching, no apprenticeship asked
        if h[2] in ("bachelor", "master") and tokens.words[h[0]] in ("bachelor", "master", "masters", "msc") and (
                _supervised_degree(tokens, h[0])):
            continue  # "Betreuung von Bachelor- und Masterstudierenden": the degrees of those supervised
        if h[2] == "bachelor" and tokens.words[h[0] + h[1] - 1] in _BRACKETED_HEADS and _MASTER_BRACKET.match(
                text, tokens.ends[h[0] + h[1] - 1]):
            continue  # "Hochschulabschluss (Master oder gleichwertig)": the bracket names the degree, the master read there
        if h[1] == 1 and tokens.words[h[0]] == "qqi" and h[0] and tokens.words[h[0] - 1] == "by":
            continue  # "(validated by QQI)", "(recognised by QQI)": the awarding body named, no level (its Level 7 is read)
        if studied and _studied_for(tokens, h, studied):
            continue
        if acquire and _to_be_acquired(text, *token_span(tokens, h[0], h[1])):
            continue
        if h[2] == "vocational" and tokens.words[h[0]] in _THIRD_LEVEL and (h := _third_level(tokens, h)) is None:
            continue
        if h[2] == "vocational" and _postgraduate_diploma(tokens.words, h[0]):
            if "bachelor" in tokens.words[max(0, h[0] - 14) : h[0] - 1]:
                continue  # "at least Bachelor's Degree/Post Graduate Diploma/Professional Degree": no vocational diploma
            h = (h[0], h[1], "master")  # a lone "Postgraduate Diploma in <nursing specialty>": a postgraduate qualification
        if programme and tuple(tokens.words[h[0] : h[0] + h[1]]) == programme[0] and (
                tokens.words[h[0] + h[1] : h[0] + h[1] + 1] == [programme[1]]):
            continue  # the programme the job is (the title, and its repeats in the body)
        # not the diplomas an application must enclose, nor those the employer offers to fund
        sentence = fold_sentence(_OFFER_HEADING.sub(" ", _hit_sentence(tokens, h[0], h[1])))
        if any(cue in sentence for cue in _ENCLOSURE_CUES) and not _before_towards(sentence, tokens.words[h[0]]) and (
                not _pursued_towards(sentence, tokens.words[h[0]])):
            continue
        if not_asked and _said_not_required(text, tokens.ends[h[0] + h[1] - 1], next_starts):
            continue
        if tokens.words[h[0]] == "formacao" and "diferencial" in sentence and len(found) > 1:
            continue  # "Formação Técnica ... será considerada um diferencial" beside a degree asked: an extra, not the level
        if h[1] == 2 and tokens.words[h[0] : h[0] + 2] == ["formacion", "profesional"] and _university_career_after(tokens, h):
            h = (h[0], h[1], "bachelor")  # Chile's "Formación profesional en Ingeniería Comercial, ...": a university career
        if h[1] == 2 and tokens.words[h[0] : h[0] + 2] == ["formacion", "tecnica"] and not _technical_track(tokens, h[0]):
            continue  # a Spanish "sólida formación técnica", a "Formación técnica deseable" skills heading: no level
        if tokens.words[h[0]] == "tertiary" and _wished_item(tokens, h):
            continue  # "Tertiary qualification in human services (desirable)": a wish, not the level asked
        if tokens.words[h[0]] in _GRADUATE_OF and h[1] == 2 and tokens.words[h[0] + 1] in ("of", "in", "em", "en"):
            level = _graduate_level(tokens, h[0], h[1])
            if level is None:
                continue
            h = (h[0], h[1], level)
        kept.append(h)
    hits = kept + [h for read in _SHAPE_READERS for h in read(tokens)]
    if any(" ".join(tokens.words[h[0] : h[0] + h[1]]) in _BARE_DEGREES for h in hits):
        hits = _bare_degrees_kept(tokens, hits)
    return hits or _students_as_a_rule(tokens)  # (a template's default: a level the posting asks wins)


# A postgraduate diploma is a diploma after a degree, not the vocational diploma "diploma" reads. Named beside a bachelor's
# (a board template's minimum "Bachelor's Degree/Post Graduate Diploma/Professional Degree", the field after it;
# "Bachelor's degree in <field> or Post Graduate Diploma in <field>"; up to 12 words before) the bachelor's is the lowest
# (fields101: 21 unlabelled dev postings hold a postgraduate diploma, all read vocational; 9 name a bachelor's
# before it); alone (a nurse's specialty diploma) it is master, ISCED 7, as "postgraduate qualification" (RUNNING_TEXT_RULES,
# session of 2026-12-07 03:58; fields102: 17 unlabelled dev postings hold one, 4 of them alone)
def _postgraduate_diploma(words: list[str], i: int) -> bool:
    """The hit at token ``i`` is the diploma of "post graduate diploma" / "postgraduate diploma"."""
    return words[i] == "diploma" and (words[max(0, i - 2) : i] == ["post", "graduate"] or i > 0 and (
        words[i - 1] == "postgraduate"))


_HIGHER_BEFORE_BARE = {"master", "masters", "msc", "ms", "ma", "mba", "phd", "doctorate", "doctoral", "advanced", "graduate",
                       "postgraduate", "jd"}
# what after a bare degree makes a vocational level its lowest ("Technical Degree (2 years)", "Engineering Degree and/or Trade")
_BARE_VOCATIONAL_NEXT = (["2", "years"], ["2", "year"], ["two", "years"], ["two", "year"], ["and", "or", "trade"],
                         ["or", "trade"])


def _bare_degrees_kept(tokens: Tokens, hits: list[Hit]) -> list[Hit]:
    """The hits without the bare degrees (_BARE_DEGREES) that must not count: one after a higher degree's word ("Master
    of Science degree in", "an advanced technical degree") always, another when the posting names a level elsewhere
    (a bare degree is read only alone), unless "in" follows it ("an honours Science Degree in Biology", "Degree graduate
    in Law": the "degree in" the table reads elsewhere)."""
    words = tokens.words

    def bare(h: Hit) -> bool:
        return " ".join(words[h[0] : h[0] + h[1]]) in _BARE_DEGREES

    def under_higher(h: Hit) -> bool:
        before = words[max(0, h[0] - 3) : h[0]]
        return not _HIGHER_BEFORE_BARE.isdisjoint(before) or before[-2:] == ["m", "sc"]  # ("M.Sc. degree (or equivalent)")

    kept = [h if not bare(h) or not any(words[h[0] + h[1] : h[0] + h[1] + len(n)] == n for n in _BARE_VOCATIONAL_NEXT)
            else (h[0], h[1], "vocational") for h in hits if not (bare(h) and under_higher(h))]
    named = [h for h in kept if not bare(h) or words[h[0] + h[1] : h[0] + h[1] + 1] == ["in"]]
    return named or kept


# A Chilean title asked as "Ingeniero/a o Técnico en <field>" (or "estudiantes de Ingeniería o Técnico en <field>"):
# the técnico's title is accepted too, the lowest (vocational); a bare "Técnico" is no table phrase (a job title as
# often). fields92: 2 unlabelled dev postings read bachelor.
_ENGINEER_OR_TECHNICIAN = re.compile(r"(?i)\bingenier(?:[oa](?:/a|\(a\))?|[ií]a)\s+(?:o|u|y/o)\s+(t[ée]cnic[oa])"
                                     r"(?=\s+(?:en|de|superior|profesional|nivel)\b)")


def _engineer_or_technician(tokens: Tokens) -> list[Hit]:
    if "tecnico" not in tokens.vocab and "tecnica" not in tokens.vocab:
        return []
    starts = tokens.starts
    return [(k, 1, "vocational") for m in _ENGINEER_OR_TECHNICIAN.finditer(tokens.text)
            if (k := bisect_left(starts, m.start(1))) < len(starts) and starts[k] == m.start(1)]


# A Chilean "Técnico/a (de nivel superior) en <field>" asked as a requirement (a requirement cue before it on its line:
# título de, titulado/a, egresado/a, formación, estudios, requisitos, requerido, "(debes) ser"): the CFT title, vocational;
# in a list with engineer titles the lowest wins (the lead after fields105). As a job title ("busca ... Técnico en",
# "cargo:", the posting's first line) it is no requirement. Census of the unlabelled dev postings: 54 hold the form,
# 13 Chilean requirement lists read bachelor or nothing (fields106)
_TECHNICIAN_IN = re.compile(r"(?i)\bt[ée]cnic[oa](?:/a|\(a\)|/o)?(?:\s+(?:de\s+)?nivel\s+superior|\s+superior)?\s+en\s+(?=\w)")
_REQUIREMENT_CUE = re.compile(r"(?i)\bt[íi]tulo\b|\btitulad|\begresad|\bformaci[óo]n\b|\bestudios\b|\brequisitos\b|"
                              r"\brequerid[oa]\b|(?:^|:|[-·•]\s*)\s*ser\b")
# "busca (incorporar a) Técnico en", not "Perfil que buscamos: Formación: Técnico en"
_JOB_TITLE_CUE = re.compile(r"(?i)\bbusca\w*\b(?![^:]*:)|\bcargo\b|\bpuesto\b|\bvacante\b")
_TRACK_BEFORE = re.compile(r"(?i)formaci[óo]n\s*$")  # "formación técnica en": _technical_track's


def _technician_required(tokens: Tokens) -> list[Hit]:
    """A "Técnico/a en <field>" after a requirement cue on its line, not the posting's title (see above): vocational."""
    if "tecnico" not in tokens.vocab and "tecnica" not in tokens.vocab:
        return []
    text, starts, hits = tokens.text, tokens.starts, []
    for m in _TECHNICIAN_IN.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - 120) : m.start()]
        if line_start == 0 or _TRACK_BEFORE.search(before) or _JOB_TITLE_CUE.search(before):
            continue  # the first line (the posting's title); "formación técnica en" is _technical_track's
        if _REQUIREMENT_CUE.search(before) and (k := bisect_left(starts, m.start())) < len(starts) and starts[k] == m.start():
            hits.append((k, 1, "vocational"))
    return hits


# "Formación profesional" is Spain's vocational training (FP), but a Chilean ad's "Formación profesional en Ingeniería
# Comercial, Psicología o carrera afín" names a university professional career (bachelor, as gold85's "Título profesional"):
# read so where a career only a university teaches follows it on its line and no technical track is named (fields76 sample;
# census of the 32,194 unlabelled dev postings: 31 hold the phrase, 8 Chilean ones name such a career after it)
_UNIVERSITY_CAREER = re.compile(r"(?i)ingenier[ií]a|ingeniero|psicolog|universitari|derecho|arquitectura|medicina")
_TECHNICAL_TRACK = re.compile(r"(?i)t[ée]cnic|grado (?:superior|medio)|\bfp\b")


def _university_career_after(tokens: Tokens, h: Hit) -> bool:
    """The "formación profesional" hit ``h`` names a university career after it on its line (see _UNIVERSITY_CAREER)."""
    text = tokens.text
    end = tokens.ends[h[0] + h[1] - 1]
    line_end = text.find("\n", end)
    after = text[end : min(end + 100, len(text) if line_end < 0 else line_end)]
    return _UNIVERSITY_CAREER.search(after) is not None and _TECHNICAL_TRACK.search(after) is None


# Spanish "formación técnica" is a technical track (vocational) only where it is offered beside another schooling or names
# its field or level ("Formación técnica o universitaria", "Enseñanza media completa o formación técnica", "formación técnica
# en Administración", "formación Técnica Nivel Superior": Chile's técnico de nivel superior); elsewhere it is a technical
# background or a firm's training ("una sólida formación técnica y experiencia", "Programa de formación técnica,
# certificaciones e idiomas", a "Formación técnica deseable" heading over a skills list: gold84 no level). fields76 census of
# the 32,194 unlabelled dev postings: 21 hold it; the 12 Chilean ones have those shapes, the 8 Spanish ones not
_TRACK_AFTER = frozenset({"o", "en", "nivel", "completa", "completo", "superior",
                          # its school named after it ("Formación técnica (Liceo Industrial)")
                          "liceo", "instituto", "cft", "tecnico"})


def _technical_track(tokens: Tokens, i: int) -> bool:
    """The "formación técnica" at word ``i`` is a technical track (see _TRACK_AFTER)."""
    words = tokens.words
    after = words[i + 2 : i + 4]
    return bool(after) and (after[0] in _TRACK_AFTER or after == ["de", "nivel"]) or (i > 0 and words[i - 1] == "o")


def _students_as_a_rule(tokens: Tokens) -> list[Hit]:
    """A post normally held by university students ("are normally students, in a University of <city> undergraduate
    program"): a degree being pursued, bachelor (RUNNING_TEXT_RULES, the lead after attr16 and gold57)."""
    out = []
    for start, end in students_as_a_rule(tokens):
        i = bisect_left(tokens.starts, start)
        out.append((i, max(1, bisect_left(tokens.starts, end) - i), "bachelor"))
    return out


# A job board's field "Education Required: Some Undergraduate" (41 postings of the corpus): some university study under way
# or done, a degree pursued: bachelor (gold23's decision)
_SOME_UNDERGRADUATE = re.compile(r"(?i)education required:[ \t*_]*\n?[ \t*_]*(some undergraduate)\b")


# InfoJobs' field "Estudios mínimos: Grado" (a Spanish university degree: bachelor; "Cursando: grado", a degree being
# pursued, too). Its other values ("Ciclo Formativo Grado Superior", "Licenciatura", ...) are phrase-table words; a bare
# "Grado" is not ("Grado Medio", "grado de ..."): read only as the field's whole value (a census of the unlabelled dev
# postings: 140 hold the field, 9 of its "Grado" values were read as no level)
_MINIMUM_STUDIES_GRADO = re.compile(r"Estudios mínimos(?:</h4><br>|[ \t]*\n[ \t]*)((?:Cursando: )?[Gg]rado)(?=[ \t]*(?:<|\n| - |$))")


def _minimum_studies_grado(tokens: Tokens) -> list[Hit]:
    if "Estudios mínimos" not in tokens.text:
        return []
    return [(bisect_left(tokens.starts, m.start(1)), 1, "bachelor") for m in _MINIMUM_STUDIES_GRADO.finditer(tokens.text)]


# A master's written as a bare "MS"/"M.Sc." on a rung of a degree ladder ("Ph.D. in computer science or MS with 3+ years
# of related experience", "BS + 6 years, MS + 4 years, PhD + 1 year"): master (the phrase table reads "MS in", "MS
# degree", not a bare "MS", which is also Microsoft). Only with a count of years after "with"/"and"/"+" (a census of the
# unlabelled dev postings: 24 such rungs, each a degree)
_MS_RUNG = re.compile(r"\b(M\.?Sc?\.?|MSc)(?: degree)?\s*(?:with|and|\+)\s*(?:a minimum of |at least |minimum )?\d")


def _may_hold_ms_rung(facts: TextFacts) -> bool:
    return _MS_RUNG.search(facts.text) is not None


def _ms_rung(tokens: Tokens) -> list[Hit]:
    if "ms" not in tokens.vocab and "msc" not in tokens.vocab and "m" not in tokens.vocab:
        return []
    return [(bisect_left(tokens.starts, m.start(1)), 1, "master") for m in _MS_RUNG.finditer(tokens.text)]


def _some_undergraduate(tokens: Tokens) -> list[Hit]:
    if "ndergraduate" not in tokens.text:
        return []
    return [(bisect_left(tokens.starts, m.start(1)), 2, "bachelor") for m in _SOME_UNDERGRADUATE.finditer(tokens.text)]


# The French CAP (certificat d'aptitude professionnelle, a trade certificate: vocational) written alone: "Vous avez un CAP
# boulanger", "le CAP pâtissier", "Diplôme(s) exigé(s) : CAP", "(CAP ou BP)". Only in capitals after a French article or
# the diploma label: "CAP" is also an English acronym ("RN CAP 1" of a nursing ladder, "CAP Frameworks", "CISA, CAP");
# a census of the unlabelled dev French postings: 38 with "CAP", 9 read no level, each the diploma
_FRENCH_CAP = re.compile(r"(?:\b(?:[Uu]n|[Ll]e|[Dd]u|[Dd]['’]un|[Ee]n)\s+|exigée?\(?s?\)?\s*:\s*|\(\s*(?=CAP (?:ou|et)\b))"
                         r"(CAP)\b(?!\s*\d)")


def _french_cap(tokens: Tokens) -> list[Hit]:
    if "CAP" not in tokens.text:
        return []
    return [(bisect_left(tokens.starts, m.start(1)), 1, "vocational") for m in _FRENCH_CAP.finditer(tokens.text)]


def _final_project(tokens: Tokens) -> list[Hit]:
    """An end-of-studies internship (PFE) offered: its students pursue a licence or a master; bachelor, the lower."""
    span = final_project_offered(tokens.text)
    if span is None:
        return []
    i = bisect_left(tokens.starts, span[0])
    return [(i, max(1, bisect_left(tokens.starts, span[1]) - i), "bachelor")]


def _students(tokens: Tokens) -> list[Hit]:
    """University students welcome as applicants: a degree being pursued, bachelor."""
    out = []
    for start, end in students_sought(tokens):
        i = bisect_left(tokens.starts, start)
        out.append((i, max(1, bisect_left(tokens.starts, end) - i), "bachelor"))
    return out


# A French posting's "Diplôme" field whose value, on the next line, names the diploma by its profession alone ("- Diplôme\n
# o Aide soignant", "- Diplôme\nMoniteur Educateur", "- Diplôme\nAide médico psychologique ou Accompagnant Educatif et
# Social"): the care and social-work diplomas of a medico-social employer's template, vocational (as their "diplôme
# d'État", RUNNING_TEXT_RULES; gold79). Only where the value holds no level of its own ("Diplôme\nLicence de psychologie"
# keeps its bachelor). fields71: 7 unlabelled dev postings hold the field, 4 of them read no level.
_DIPLOMA_FIELD = re.compile(r"(?m)(?:^|[-•*]\s*)Dipl[ôo]mes?(?:\s+(?:requis|exigée?s?|obligatoires?))?\s*:?[ \t]*\n+[ \t]*"
                            r"(?:o[ \t]+|[-•*][ \t]*)?([A-ZÀ-Ý][^\n]{2,100})")


def _diploma_field(tokens: Tokens, kept: list[Hit]) -> list[Hit]:
    if "Dipl" not in tokens.text:
        return []
    out: list[Hit] = []
    for m in _DIPLOMA_FIELD.finditer(tokens.text):
        i = bisect_left(tokens.starts, m.start(1))
        j = bisect_left(tokens.starts, m.end(1))
        if i < j and not any(i <= h[0] < j for h in kept):
            out.append((i, j - i, "vocational"))
    return out


# A university major asked with no degree word read anywhere in the text ("Final grade student, majoring in Information
# Technology", "Graduated from reputable university majoring in Accounting", "with a major in Environmental Science"):
# bachelor (a university major; gold80's reading, a judgment the lead may confirm). Only as the last resort: where a
# level is read ("PhD or Masters degree ..., with a major in computer science", "D3 majoring in Chemical") it stands.
# fields71: 88 unlabelled dev postings hold the phrase; in a random 40, 9 read no level, each a university major.
_MAJOR_IN = re.compile(r"(?i)\b(?:majoring|majored|(?:with|preferably|preferable|and) (?:an? )?major|, major|a major) in\b(?!-)"
                       r"(?= (?:[A-Z]|(?:accounting|business|finance|marketing|economics|computer|engineering|science|"
                       r"management|mechanical|tax)\b))")


def _major_in(tokens: Tokens) -> list[Hit]:
    if "major" not in tokens.text and "Major" not in tokens.text and "MAJOR" not in tokens.text:
        return []
    m = _MAJOR_IN.search(tokens.text)
    if m is None:
        return []
    i = bisect_left(tokens.starts, m.start())
    return [(i, max(1, bisect_left(tokens.starts, m.end()) - i), "bachelor")]


# An internship programme's "Becario/a Ingeniería Data Analytics" names the intern's area, not a degree asked: no level
# from it (the lead after fields105; census of the unlabelled dev postings: 23 hold "becario", 2 read bachelor so)
_INTERN_WORDS = frozenset({"becario", "becaria", "becarios", "becarias"})


def _internship_area(words: list[str], i: int) -> bool:
    """The education hit at word ``i`` follows "Becario/a (de)" directly."""
    k = i - (i > 0 and words[i - 1] in ("de", "del", "en"))
    k -= k > 1 and words[k - 1] in ("a", "o") and words[k - 2] in _INTERN_WORDS
    return k > 0 and words[k - 1] in _INTERN_WORDS

def find_education(tokens: Tokens) -> tuple[str, Span] | None:
    """Lowest education level the text accepts (none < secondary < vocational < bachelor < master <
    doctorate): "Bachelor's or Master's degree" -> bachelor; "S1 or minimum D3" -> vocational."""
    tokens = education_tokens(tokens)  # (the tokens the hits index into)
    kept = education_hits(tokens)
    if not tokens.vocab.isdisjoint(_INTERN_WORDS):
        kept = [h for h in kept if not _internship_area(tokens.words, h[0])]
    kept = kept + _diploma_field(tokens, kept)
    if not kept:
        kept = _major_in(tokens)
    if not kept:
        return None
    best = min(kept, key=lambda h: _EDUCATION_ORDER.index(str(h[2])))
    return str(best[2]), token_span(tokens, best[0], best[1])


# What every text education_hits reads a level from holds (extract calls find_education only then; see
# normalize.attributes.triggers), one part per source of hits: the phrase table; the gates' words of _completed_studies,
# _superior_completed, _formation_label, _higher_ru, _engineering_ru and _secondary_or_higher_ru (which needs a _HIGHER_RU word too) and of the students
# sought; the word every match of _some_undergraduate's and _french_cap's patterns reads ("undergraduate", "CAP": each
# stands between word bounds there); the substrings the gates of _technical_ru and _japanese_degrees test; the degree
# words every _ZH_DEGREES match opens with. A new source of hits, or a gate that reads a new word or mark, adds it here.
EDUCATION_TRIGGER = any_of(
    phrase(_EDUCATION),  # (education_hits reads it by find_all of the unglued tokens: a phrase must stand there)
    words(_COMPLETED, ("formacao", "undergraduate", "cap", "superior"), _HIGHER_RU),  # ("superior": _superior_completed)
    STUDENTS_TRIGGER,
    substrings("ехническ", "ехнічн", "士", *_ZH_LEVELS),
    substrings("Estudios mínimos"),  # _minimum_studies_grado's gate
    words(_ID_REQUIREMENT_WORDS),  # education_tokens's gate (a glued "S1Pengalaman" is no word of the table)
    words(_ENGINEERING_RU),  # _engineering_ru's gate
    words(("titulo", *_TITLED_ES)),  # _chilean_title's nouns
    words(("tecnico", "tecnica")),  # _technician_required's gate
    words(("abschluss",)),  # _abschluss_field's noun
    words(("graduation",)),  # _graduates_from_nursing_school's noun ("Graduation from an accredited nursing program")
    all_of(words(("towards",)), words(("degree",))),  # _degree_worked_towards's gate
    all_of(words(("degree",)), words(("nursing",)), words(("from",))),  # _graduates_from_nursing_school's "degree from"
    # _graduates_from_nursing_school's gate and words ("graduated from an accredited school of nursing": no phrase of the
    # table, whose may_match had stood for it; extspeed3)
    all_of(words(_NURSE_WORDS), words(("from",)), words(("graduate", "graduates", "graduated", "graduation", "degree"))),
    all_of(words(("ms", "msc", "m")), check(_may_hold_ms_rung)),  # _ms_rung's gate and pattern
    substrings("Diplôme", "Diplome"),  # _diploma_field's gate
    words(("majoring", "majored", "major")),  # _major_in's words
    all_of(words(("higher",)), words(("education",))),  # _higher_education_en's gate
)


# "A bachelor's degree is a plus but not required", "BSN (preferred, not required)": a degree said, in its own
# clause, not to be asked is no level (RUNNING_TEXT_RULES, gold57), unlike one that "is a plus" alone. English only: the German
# "nicht erforderlich" / "nicht zwingend" are _ENCLOSURE_CUES; Spanish "(no excluyente)" marks a wish, which gives its level.
# The cue must close the degree's own item: list items run together in the corpus (tabs, "</li><li>", " * ", glued lines
# "degreePreferred", markdown bold, a dash), and there the cue belongs to the next item ("Being a CPA is an advantage but not required"). A
# licence or certificate named between them is what is not required ("BS in Accountancy (CPA License not required)"),
# a bracket opened between them holding other words is its own remark ("(Engineering preferred but not required)"), and a
# cue before a colon is a label of what follows ("Desired Not Essential:").
_NOT_REQUIRED = re.compile(r"(?i)\bnot (?:required|mandatory|essential|necessary|a requirement)\b(?! by\b)(?!\W*:)")
_ITEM_BREAK = re.compile(r"[\n\t<•·]|&nbsp;|\*\*| [*–—-] |[.!?;:](?:\s|[A-Z])|[a-z][A-Z]|(?i:licen[cs]|certifi|\bcpa\b)")
_REQUIRED_FIRST = re.compile(r"(?i)\b(?:required|requirement|essential|mandatory|must|necessary|needed)\b")
_JOINED = re.compile(r"(?i)['’s]*\s*(?:or|and|with|/|,|&)(?:\s*[\w-]+){0,2}\s*")  # ("or good", "with a four-year")
_WISH_IN_BRACKET = re.compile(r"(?i)\((?:\s|,|but|a|an|plus|preferred|preferably|desirable|desired|advantage|nice)*$")
# "... qualification in <field> – desirable but not essential": a dash that opens the cue's own remark on the item, not the
# next item (the dash is an item break elsewhere)
_DASHED_REMARK = re.compile(r"(?i) [–—-] (?:(?:desirable|desired|preferred|preferable|advantageous|an advantage|a plus|but|,)\s*)*$")


def _said_not_required(text: str, end: int, hit_starts: list[int]) -> bool:
    """True when the degree ending at ``end`` is said, later in its own item, not to be required (and not first said
    to be: "Degree required, experience not necessary" keeps the degree). ``hit_starts``: where the text's education
    phrases start; another one between them, unless joined by "or"/"and"/"/", is what the cue speaks of ("Bachelor's
    degree in statistics Masters preferred but not required")."""
    m = _NOT_REQUIRED.search(text, end, min(len(text), end + 120))
    if m is None:
        return False
    between = text[end : m.start()]
    k = bisect_right(hit_starts, end)
    if k < len(hit_starts) and hit_starts[k] < m.start() and not _JOINED.fullmatch(text, end, hit_starts[k]):
        return False
    remark = _DASHED_REMARK.search(between)
    cut = m.start() if remark is None else end + remark.start()
    if _ITEM_BREAK.search(text, end - 1, cut) or _REQUIRED_FIRST.search(between):
        return False
    bracket = between.rfind("(")
    return bracket < 0 or bracket < between.rfind(")") or _WISH_IN_BRACKET.search(between[bracket:]) is not None


_TOWARDS = ("study towards", "work towards", "working towards")


def _before_towards(sentence: str, word: str) -> bool:
    """"Masters degree- working towards completion of PhD": a level held, written before the only cue, a
    "towards" that names the study under way (the cue covers what follows it, not what precedes it)."""
    cues = [c for c in _ENCLOSURE_CUES if c in sentence]
    if not cues or any(c not in _TOWARDS for c in cues):
        return False
    at = sentence.find(word)
    return 0 <= at < min(sentence.find(c) for c in cues)


# Words before "working towards" that make the degree after it one to acquire, not the applicant's studies under way
_NOT_PURSUED_BEFORE = {"willing", "willingness", "opportunity", "opportunities", "chance", "support", "supports",
                       "supported", "supporting", "help", "helps", "helping", "encourage", "encourages", "encouraged",
                       "while", "learn", "will", "fund", "funded", "funding", "sponsor", "sponsored", "sponsorship", "you"}


def _to_acquire(words: list[str], at: int) -> bool:
    """Whether a word of _NOT_PURSUED_BEFORE stands in the three words before the verb of the "<verb> towards" whose
    "towards" is ``words[at]``: the degree after it is one to acquire after hire, not the applicant's studies."""
    return not _NOT_PURSUED_BEFORE.isdisjoint(words[max(0, at - 4) : at - 1])


def _pursued_towards(sentence: str, word: str) -> bool:
    """"Be working towards a Bachelor's degree", "Recently completed or working towards a degree in HR": the applicant's
    studies under way, whose degree is the level (RUNNING_TEXT_RULES: the degree being pursued, as "pursuing a BS" is
    bachelor; the brief of fields70), when ``word`` stands within six words after the only cue. Not a qualification to
    acquire after hire ("willing to work towards NVQ Level 2", "the opportunity to study towards a degree", "you'll learn
    while working towards a Level 3 qualification": :func:`_to_acquire`)."""
    cues = [c for c in _ENCLOSURE_CUES if c in sentence]
    if not cues or any(c not in _TOWARDS for c in cues):
        return False
    words = sentence.split()
    for p, w in enumerate(words):
        if w != "towards" or not p or " ".join(words[p - 1 : p + 1]) not in _TOWARDS:
            continue
        if word in words[p + 1 : p + 7] and not _to_acquire(words, p):
            return True
    return False


_HIGHER_DEGREE_WORDS = {"master", "masters", "graduate", "postgraduate", "phd", "doctoral", "doctorate", "msc", "ms", "mba"}


def _degree_worked_towards(tokens: Tokens) -> list[Hit]:
    """"Be working towards a Degree or Masters level qualification", "working towards degree in mechanical engineering": a
    bare "degree" the applicant studies for (no phrase of the table reads it alone) is a bachelor's, the lowest degree
    (RUNNING_TEXT_RULES: "Degrees: <fields>" with no level named is bachelor; the degree pursued is the level). Not one
    to acquire after hire (:func:`_to_acquire`), nor a higher degree named before it."""
    if "towards" not in tokens.vocab or "degree" not in tokens.vocab:
        return []
    words, text = tokens.words, tokens.text
    hits = []
    for i in range(1, len(words)):
        if words[i] != "towards" or words[i - 1] not in ("working", "work", "studying", "study"):
            continue
        if _to_acquire(words, i):
            continue
        for j in range(i + 1, min(i + 6, len(words))):
            if any(c in ".;!?\n" for c in text[tokens.ends[j - 1] : tokens.starts[j]]) or words[j] in _HIGHER_DEGREE_WORDS:
                break
            if words[j] == "degree":
                hits.append((j, 1, "bachelor"))
                break
    return hits


def fold_sentence(sentence: str) -> str:
    """A sentence folded word by word and joined with single spaces (for cue lookups)."""
    return " ".join(fold(w) for w in re.findall(r"\w+", sentence))


# readers of a whole shape (completed studies, a Russian "высшее", a French CAP, a nursing school's graduates, a Chilean
# title, ...), whose hits follow the phrase-table hits in this order
_SHAPE_READERS = (_completed_studies, _abschluss_field, _higher_ru, _secondary_or_higher_ru, _technical_ru, _engineering_ru,
                  _formation_label, _japanese_degrees, _chinese_degrees, _students, _some_undergraduate, _french_cap,
                  _final_project, _minimum_studies_grado, _graduates_from_nursing_school, _chilean_title,
                  _superior_completed, _superior_field, _ms_rung, _higher_education_en, _engineer_or_technician, _technician_required,
                  _degree_worked_towards)
