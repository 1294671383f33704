"""Employment type of a posting: full_time, part_time, contract, temporary or internship."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable
from itertools import compress, pairwise

from normalize.attributes.facets.common import (
    PRAKTIKUM_COMPOUNDS,
    Hit,
    Span,
    in_zones,
    line_end,
    offer_zones,
    phrase_table,
    title_end,
    token_span,
    unglued,
    word_shortly_before,
)
from normalize.attributes.text import Tokens, has_digit, marks_in, words_of
from normalize.attributes.triggers import (
    DIGIT,
    TextFacts,
    all_of,
    any_of,
    check,
    in_title,
    lowered,
    phrase,
    substrings,
    words,
)

_EMPLOYMENT = phrase_table({
    "full_time": "full time|fulltime|full time position|full time role|full time job|full time employment|"
                 "vollzeit|vollzeitstelle|in vollzeit|temps plein|plein temps|temps complet|wholetime|whole time|"
                 "tiempo completo|jornada completa|voltijd|fulltime baan|36 40 uur|38 40 uur|"
                 # a Brazilian board's field "Jornada: Integral" (the full working day; fields83: 13 unlabelled dev postings of
                 # one board template, all read no type before)
                 "jornada integral|"
                 "tempo integral|penuh waktu|heltid|полная занятость|полный рабочий день|фуллтайм|фулл тайм|фултайм|"
                 # hh's schedule "полный день" (full day) written among the terms ("постоянная работа, полный день", "5/2,
                 # полный день"): the dev gold reads it full time (gold63, gold65; fields61)
                 "полный день|"
                 # Swedish "a full-time job" (one dev posting; no unlabelled one holds either word)
                 "heltidsjobb|heltidstjanst",
    "full_or_part": "full or part time|full and part time|full part time|full time or part time|"
                    # ... with "parttime" written as one word ("Full and parttime hours available"; fields66: 5 unlabelled dev
                    # postings, 3 read as part time)
                    "full and parttime|full or parttime|"
                    "full time and part time|full time part time|"
                    # both offered in French, German, Spanish, Russian (RUNNING_TEXT_RULES: null): a census of the 32,972
                    # unlabelled dev postings found 10 French, 27 German, 3 Spanish, 3 Russian such pairs, every one
                    # a choice of hours offered for the job ("à temps partiel ou à temps plein, c'est vous qui choisissez");
                    # not "Vollzeit / Teilzeit", a board field's label ("Vollzeit / Teilzeit: 100" states full time)
                    "temps plein ou partiel|temps plein ou temps partiel|temps plein ou a temps partiel|"
                    "temps partiel ou temps plein|temps partiel ou a temps plein|temps partiel et ou temps plein|"
                    "temps plein et ou temps partiel|temps complet ou partiel|temps complet ou temps partiel|"
                    "temps partiel ou temps complet|"
                    "voll oder teilzeit|voll und teilzeit|voll sowie teilzeit|voll bzw teilzeit|voll teilzeit|"
                    "vollzeit oder teilzeit|vollzeit und teilzeit|teil oder vollzeit|teil und vollzeit|"
                    "teilzeit oder vollzeit|teil vollzeit|"
                    "jornada completa o parcial|jornada completa y parcial|tiempo completo o parcial|"
                    "полная или частичная занятость|частичная или полная занятость|возможна частичная занятость|"
                    "возможность частичной занятости",
    "part_time": "part time|parttime|teilzeit|in teilzeit|teilzeitstelle|werkstudent|werkstudentin|"
                 # the working-student post itself ("diese Werkstudentenrolle"), not a "Werkstudententätigkeit" asked as
                 # past experience ("Erste Erfahrungen durch Praktika oder Werkstudententätigkeiten")
                 "werkstudentenstelle|werkstudentenrolle|werkstudentenjob|werkstudentenposition|"
                 "working student|temps partiel|mi temps|tiempo parcial|media jornada|jornada parcial|"
                 "deeltijd|parttime baan|meio periodo|meio expediente|paruh waktu|deltid|"
                 "частичная занятость|неполный рабочий день|"
                 # casual and zero-hours work: hours as needed, no guaranteed week (RUNNING_TEXT_RULES: part_time)
                 "casual position|casual role|casual basis|casual employment|casual job|casual vacancy|"
                 "casual contract|casual shifts|casual worker|casual staff|zero hours|zero hour|zero hours contract|zero hour contract|"
                 "roles are casual|role is casual|position is casual|casual ongoing|"
                 "nul urencontract|0 urencontract|oproepkracht|minijob|geringfugige beschaftigung|"
                 # as-needed shifts (RUNNING_TEXT_RULES: PRN/per diem = part_time); _as_needed drops the
                 # medication "PRN" and the travel allowance "per diem"
                 "prn|per diem",
    "contract": "contractor role|contractor position|independent contractor|as a contractor|contract role|"
                "contract position|contract basis|contract assignment|contract to hire|on a contract|"
                "travel contract|week contract|weeks contract|travel assignment|week assignment|"
                # "N-month contract" is contract (RUNNING_TEXT_RULES), also "12-month initial contract"
                "month contract|months contract|year contract|month initial contract|months initial contract|"
                # a "rolling contract" (renewed period by period, "3 month rolling contract"): a contractor's engagement
                # (fields74: 6 unlabelled dev postings say it, each a day-rate contractor; 4 read no type before)
                "rolling contract|"
                # hired as a consultant ("on a consultancy basis", "6 months consultancy contract"), not a firm's
                # "consultancy contracts" a lawyer drafts (a census of the unlabelled dev postings: 5 with the shapes, the
                # 3 of these two phrases each the job's own terms)
                "consultancy basis|month consultancy contract|months consultancy contract|"
                "week nursing assignment|month engagement|months engagement|freelance|freelancing|"
                "looking for freelancers|seeking freelancers|hiring freelancers|"
                "freelance position|freiberuflich|freie mitarbeit|freier mitarbeiter|auf projektbasis|"
                "independant|auto entrepreneur|autonomo|zzp|zzp er|b2b contract|contract b2b|type b2b|b2b umowa|"
                "b2b employment|1099 contract|"
                "1099 contractor|c2c|corp to corp|проектная работа|contract work|contract job|contract jobs|"
                "subcontracted role|subcontracted position|subcontracted basis|as a subcontractor|"
                "contract opportunity|"  # "a long term contract opportunity", "this contract opportunity": a contractor
                # a day rate is a contractor's pay (ATTRIBUTE_CONVENTIONS); IR35 is the UK contractors' tax rule
                "day rate contract|daily rate contract|day rate role|day rate position|day rate assignment|outside ir35|inside ir35|"
                # a Brazilian PJ (pessoa jurídica) is hired as a company on a service contract, not under CLT
                # ("Contratação: PJ"); "CLT ou PJ" offered side by side is no type (_pj_or_clt)
                # (a label's last words suffice: "Tipo de contratação: PJ" holds "contratacao pj")
                "contratacao pj|regime pj|contrato pj|vaga pj|contratacao via pj|contratacao como pj|"
                # ... the label's value written out ("Tipo de contratação: Pessoa Jurídica (PJ)") or an allocation to a client
                # as a PJ ("Contratação: Alocação PJ (Projeto com duração inicial de 12 meses)"); fields69: 4 unlabelled dev
                # postings, all read with no type before
                "contratacao pessoa juridica|alocacao pj|"
                # a Philippine "project-based employment" (hired for one project's length: RUNNING_TEXT_RULES gold24, a
                # project-based post accepts contract or temporary), named as the job's ("Willing for project-based
                # employment (9 months)", "Payroll Staff l Project based"); not "project-based work/learning/teams", nor a
                # US "project based role" (a role working on projects, with benefits; fields75: of 6 unlabelled dev postings
                # that say it of the job, the 4 PH ones by these words)
                "project based employment|project based hire|project based job",
    "temporary": "temporary|temporary position|temporary contract|temp role|temp position|fixed term|"
                 "fixed term contract|tijdelijk contract|tijdelijke contract|contrat temporaire|"
                 # "Fix Term" / "Fix-Term contract": a retail chain's Irish store template (its titles "(20 Hours, Fix
                 # Term, <street>)"; fields86: 7 unlabelled dev postings, all read no type before)
                 "fix term|fix term contract|"
                 # the Irish public and care sector's fixed-term "Specified Purpose Contract" (fields72: 25 unlabelled
                 # postings name it, 2 read as part or full time beside it; not the plural of a panel's future posts)
                 "specified purpose contract|"
                 "befristet|befristete|befristeter|befristeten|cdd|contrat a duree determinee|temporaire|"
                 # a project-limited post ("projektbefristet bis zum 31.12.2028") and the German academic fixed-term law
                 # (a contract "until <date>" under the WissZeitVG): fixed-term (fields75: 3 unlabelled dev postings
                 # read no type or full time; the other 23 naming the law already read temporary)
                 "projektbefristet|projektbefristete|projektbefristeten|wisszeitvg|wiss zeitvg|"
                 "en interim|mission d interim|contrat d interim|mision temporal|contrato temporal|contrato eventual|"
                 "trabajo temporal|puesto temporal|tijdelijk|tijdelijke|seasonal position|seasonal role|"
                 "seasonal job|seasonal work|seasonal employment|saisonal|saisonnier|zeitarbeit|leiharbeit|sommarjobb|sommarjobbare|"
                 "sommarvikariat|sommarvikarie|"
                 # a summer job is one of a stated season (RUNNING_TEXT_RULES: a 15-week summer job is temporary), not
                 # "summer jobs" named as past experience nor a company's "busy summer season" (the plural and "season" are
                 # left out)
                 "summer position|summer role|summer job|summer contract|summer employment|summer assignment|"
                 "seasonal opening|seasonal openings|seasonal vacancy|seasonal opportunity|seasonal contract|"
                 # seasonal staff sought ("now seeking Seasonal Lab Technicians", "hiring seasonal
                 # shop staff"; fields83: 4 unlabelled dev postings, read no type or part time before)
                 "seeking seasonal|hiring seasonal|recruiting seasonal|"
                 "full time seasonal|seasonal full time|part time seasonal|seasonal part time|"
                 # (not the German "Arbeitnehmerüberlassung": agency leasing names no fixed term, RUNNING_TEXT_RULES
                 # gold17, and the agency's contract is mostly open-ended; "Vollzeit" through it is full time)
                 "uitzend|uitzendbaan|maternity cover|elternzeitvertretung|"
                 "period of employment is|employment is temporary|zeitlich befristet|"
                 # time-limited said of the job ("The position is time-limited to 1 year", "a time-limited contract"), not of
                 # other things: "time limited interventions", "time-limited sale campaigns", "a time-limited, problem-solving
                 # environment", "The temporary Graduate Permit is time limited" (fields69: 6 unlabelled dev postings with the
                 # bare phrase, 5 of them such things read as temporary)
                 "position is time limited|role is time limited|post is time limited|job is time limited|"
                 "appointment is time limited|contract is time limited|employment is time limited|time limited contract|"
                 "time limited position|time limited role|time limited post|time limited appointment|time limited employment|"
                 "duree determinee|duracion determinada|bepaalde tijd|"
                 "position is limited|contract duration|duration 12 months|temporario|"
                 # a vacancy or a hiring said to be temporary ("Vaga temporária de 3 meses", "contratação temporária");
                 # a bare "temporária" stays out (the census: mostly Spanish "de manera temporaria", not the job)
                 "vaga temporaria|contratacao temporaria|"
                 # ... or the opening or post so called ("Oportunidade temporária (<n> meses)", "Posição temporária, <n> dias
                 # presenciais"; fields98: 3 unlabelled dev postings, all read no type before)
                 "oportunidade temporaria|posicao temporaria|"
                 # a contract for a fixed period ("Terceirizado pela CLT por período determinado"; 4 of 4 unlabelled
                 # postings with the phrase name the contract, as "prazo determinado" below)
                 "periodo determinado|"
                 "visstid|visstidsanstallning|vikariat|временная работа|"
                 # Brazilian fixed-term contract ("CLT - Contrato por Prazo Determinado", "Analista Pl - Prazo Determinado")
                 "prazo determinado|por prazo determinado|contrato por prazo determinado|contrato determinado|"
                 # ... and "por tempo determinado" when it is the contract's ("Contrato CLT por tempo determinado de 6 meses",
                 # "segue por tempo determinado de 1 ano"), not "viagens por tempo determinado" (trips of some length)
                 "clt por tempo determinado|contrato por tempo determinado|contratacao por tempo determinado|"
                 "tempo determinado de|"
                 # Chile's fixed-term contract ("Contrato a plazo fijo (60 + 60 días)", "Contrato plazo fijo, luego
                 # indefinido": temp to perm, RUNNING_TEXT_RULES' temporary), not a bank's "depósito a plazo fijo"
                 # (a census of the unlabelled dev postings: 37 with "plazo fijo", each the contract, none read as temporary)
                 "contrato a plazo fijo|contrato plazo fijo|contrato de plazo fijo|por un plazo fijo|activo plazo fijo|"
                 # "a 6-month, full-time position": a job of a stated length is fixed-term
                 "month position|month positions|months position|month role|month full time|limited term|"
                 # the Irish and British abbreviation of a fixed-term contract after its length ("12 Month FTC", "18mth
                 # FTC"); only after a length, as a bare "FTC" is also a US agency and a Chilean firm (a census of the
                 # unlabelled dev postings: 65 with "FTC", 40 after a length in months, all Irish/British contract lines)
                 "month ftc|months ftc|mth ftc|mths ftc|"
                 # a term of stated length (Canadian "Lab Technician - 7 Month Term", "a 5.5 month term position", "13 Month
                 # Term Appointment") or a duration after the length ("(15 Week Duration)"): fixed-term. A census of the
                 # unlabelled corpus found 22 such postings, 20 of them read as no type or as full/part time before
                 "month term|months term|week term|weeks term|month duration|months duration|week duration|weeks duration|"
                 "limited term employment|limited term appointment|"
                 # a Canadian term post ("This is a term position ending March 31", "a 2-year term position", "Job type:
                 # Term position", "Established Term Appointment"): fixed-term; not a long- or short-term one (_not_a_term)
                 "term position|term appointment|"
                 # Indonesian fixed-term employees (PKWT, the CDD of Indonesian law), not contractors
                 "karyawan kontrak|pegawai kontrak|status kontrak|sistem kontrak|pkwt|"
                 # a locum stands in for a while (RUNNING_TEXT_RULES: contract or temporary)
                 "locum|locum work|locum position|locum role|locum basis|locum shifts|locum tenens|"
                 "temp to perm|temp to permanent|temporary to permanent|срочный трудовой договор|"
                 # Belarusian hiring on a labour contract, which Belarusian law makes fixed-term ("контрактная форма найма",
                 # "оформление по контракту", "официальное трудоустройство (контракт)", "контракт на 1 год"):
                 # RUNNING_TEXT_RULES accepts contract or temporary; not a leave "по контракту" nor a firm's contracts
                 "контрактная форма найма|контрактную форму найма|контрактной формы найма|контрактной форме найма|"
                 "оформление по контракту|оформлением по контракту|трудоустройство по контракту|работа по контракту|"
                 "по трудовому контракту|трудоустройство контракт|рб контракт|"
                 "контракт на 1 год|контракт на год|контракту на год|контракту на 1 год|контракт сроком на|"
                 "контракта сроком на|контракту сроком на|"
                 # standing in for someone on leave is fixed-term
                 "reemplazo por|reemplazo de licencia|reemplazo licencia|suplencia|en remplacement|"
                 "pour remplacement|remplacement d un conge|remplacement conge|"
                 # ... named by the leave covered ("Auxiliar de Farmacia (Licencia prolongada)", "(Lic Prolongada)", "para
                 # cubrir licencia médica", "Vaga para cobertura de licença-maternidade"; fields79: 6 unlabelled postings,
                 # 4 read with no type, 2 as full time)
                 "licencia prolongada|lic prolongada|cubrir licencia|cubrir una licencia|cobertura de licenca|"
                 "cobertura da licenca|"
                 # a maternity cover in the body ("un/a Analista (Reemplazo Pre y Post Natal)", "para un reemplazo de pre y
                 # post natal"; the title's "Reemplazo" is read by _TITLE_EMPLOYMENT; fields79: 2 unlabelled postings)
                 "reemplazo pre|reemplazo de pre|reemplazo post|reemplazo de post|reemplazo prenatal|reemplazo postnatal|"
                 # a Belarusian maternity or child-care leave cover ("На время декретного отпуска основного работника", "на
                 # время социального отпуска по уходу за ребенком"; fields85: 3 unlabelled dev postings, all read no type)
                 "на время декретного отпуска|на период декретного отпуска|на время социального отпуска|"
                 "на период социального отпуска|на время отпуска по уходу|на период отпуска по уходу",
    "internship": "internship program|internship programme|summer internship|summer intern|this internship|"
                  "full time internship|part time internship|"
                  "an internship|paid internship|month internship|internship position|internship opportunity|"
                  "praktikum|pflichtpraktikum|praktikant|praktikantin|stagiaire|offre de stage|stage de|"
                  + PRAKTIKUM_COMPOUNDS + "|"
                  "en stage|stage pfe|stages de pfe|alternance|practicas|practicas profesionales|becario|"
                  "becaria|stagiair|stageplaats|afstudeerstage|meewerkstage|stage bij|estagio|estagiario|"
                  "magang|стажировка|praktikplats|"
                  # an apprenticeship is an internship (RUNNING_TEXT_RULES); "completed an apprenticeship" is education
                  "apprenticeship programme|apprenticeship program|this apprenticeship|lehrstelle|ausbildungsplatz|"
                  # the trainee this posting seeks ("We seek an intern to", "The Apprentice will be trained")
                  "start of the internship|during the internship|the internship will|the internship is|an intern to|for an intern|"
                  "seek an intern|seeking an intern|looking for an intern|hiring an intern|the intern will|an apprentice to|"
                  "for an apprentice|looking for an apprentice|seeking an apprentice|the apprentice will|apprenticeship opportunity|"
                  "month apprenticeship|months apprenticeship|"
                  # an Austrian/German apprenticeship this posting offers ("Kaufmännische Lehre bei ...", "als Lehrling im
                  # Bereich ..."); a completed one asked of the applicant is education (_completed_training)
                  # (not "als Lehrling": "als", a frequent first word, would be tried at each of its places)
                  "lehre bei|lehre als|lehre zum|lehre zur|lehrling im|lehrling als|lehrstelle als|"
                  # the dual study this posting offers, named as the applicant's or the firm's ("Elemente deines dualen
                  # Studiums", "dein duales Studium bei uns"): internship, as a "Duales Studium" title (fix3)
                  "deines dualen studiums|dein duales studium|ihres dualen studiums|ihr duales studium|"
                  "unser duales studium|unseres dualen studiums",
})
# Words that name this job's type only in the title ("Marketing Intern", "Travel RN - FT").
_TITLE_EMPLOYMENT = phrase_table({"internship": "intern|interns|internship|trainee intern|stage|beca|apprentice|"
                                                 "apprenticeship|lehre|lehrling|azubi|"
                                                 "practica|practicas|practicante|pasante|pasantia|pasantias|"
                                                 # Spanish/Portuguese apprentice ("Aprendiz Jefe/a de Local", "Programa de
                                                 # Aprendices", "Jovem Aprendiz"): an apprenticeship is an internship
                                                 "aprendiz|aprendices",
                            # "Staff (Kontrak)": an Indonesian fixed-term (PKWT) post, as "karyawan kontrak" above
                            "temporary": "seasonal|temp|interim|kontrak|temporario|temporaria|"  # ("(Temporária)")
                                         "plazo fijo|"  # ("Bodeguero(A) - Plazo Fijo (Quilpué)")
                                         # a Chilean replacement (RUNNING_TEXT_RULES: "Reemplazo" in a title is temporary)
                                         "reemplazo|"
                                         # a school's substitute stands in for a while (RUNNING_TEXT_RULES attr11: temporary)
                                         "substitute|substitutes",
                            # a freelancer named as a title segment ("Freelancer - Data Analyst - ...", "... Analyst/Freelancer");
                            # the body's "as a freelancer" stays out (an experience line lost a dev item, 295c9562)
                            "contract": "contract|contractor|freelancer|freelancers",
                            # casual work is part time (RUNNING_TEXT_RULES), also as a title's word ("Casual Pharmacy
                            # Assistant", "Registered Nurse Casual - Float Pool")
                            "part_time": "casual"})
# Title words that say an internship wherever they stand in the title ("Práctica en el área de ventas")
_INTERN_ANYWHERE = {"intern", "interns", "internship", "apprentice", "practica", "practicas", "practicante", "pasante", "pasantia",
                    "pasantias", "lehrling", "azubi", "aprendiz", "aprendices"}  # ("Lehrling im Bereich Finanzdienstleistung")
# "Reemplazo" says a replacement wherever it stands in the title ("Reemplazo de Ingeniero de Datos", "Analista /
# Reemplazo Pre y Post Natal"): a census of the unlabelled corpus found 18 titles with it, all a person's replacement
# "Substitute LPN", "SUBSTITUTE NURSES", "Per Diem Substitute School Nurse": a census of the unlabelled dev postings found
# 18 titles with the word, every one a school's substitute nurse
# "Seasonal" says a season's job wherever it stands in the title ("Seasonal Registered Nurse, CVICU", "Seasonal Sales
# Associate, <brand> <town>", "RN Med Surg Tele - Seasonal System Resource Pool"; RUNNING_TEXT_RULES: seasonal is temporary
# and beats full time): fields69, 35 unlabelled dev titles with the word, every one a seasonal post, 25 of them read as full
# time, part time or no type from a board's hours field before
_TEMPORARY_ANYWHERE = {"reemplazo", "substitute", "substitutes", "seasonal"}
# "Casual" names the hours wherever it stands in the title (a census of the unlabelled corpus: 25 titles with the word, each
# a casual post: "Casual Support Worker", "RN- ED Casual", "Staff Nurse RN (Casual)"); not a style ("Casual Dining Manager",
# "business casual")
_PART_ANYWHERE = {"casual"}
_CASUAL_STYLE = {"dining", "wear", "clothing", "attire", "dress", "games", "game", "restaurant"}
# "Lehre" (apprenticeship; also "teaching": "in Studium und Lehre") names the job only as the title's first word
# ("Lehre Bürokauffrau:mann in der Verwaltung"); so does "Ausbildung" (a German apprenticeship: "Ausbildung Chemikant:in
# (m/w/d)", "Ausbildung zum Fachlageristen"; RUNNING_TEXT_RULES: an apprenticeship is an internship), which elsewhere in a
# title is a training asked ("Quereinsteiger mit kaufmännischer Ausbildung als ..."). fields66: 61 unlabelled dev titles open
# with it, every one an apprenticeship offered, 55 read with no type before
_INTERN_OPENING = {"lehre", "ausbildung"}
# A German dual study ("Duales Studium - Data Science", "Dualer Student Elektrotechnik (m/w/d)"): a training contract with
# study, internship as an Ausbildung (RUNNING_TEXT_RULES, lead's decision of fields66's question); as the title's opening
# words only, as "Ausbildung" (fix3: 2 unlabelled dev titles open with it, both the study offered)
_DUAL_OPENING = {"duales", "dualer", "duale", "dualstudium"}
_TITLE_ABBREVIATIONS = {"ft": "full_time", "pt": "part_time"}
# "Jornada PT20 hrs": part time, 20 hours; the unit may be glued on ("Jornada FT42hrs", "PT25h"): a census of the
# unlabelled corpus found 37 titles with a glued unit (Chilean store titles), all the full or part time they say
_TITLE_HOURS = re.compile(r"(?i)(pt|ft)\d{1,2}(?:hrs?|h)?")
# where an ASCII text may hold such a word (its first three characters), a cheap test before the title's words
_HOURS_HINT = re.compile(r"[PpFf][Tt]\d")
_TITLE_WORDS = (frozenset(_TITLE_ABBREVIATIONS) | frozenset(_TITLE_EMPLOYMENT.first) | frozenset(_INTERN_OPENING)
                | frozenset(_DUAL_OPENING))
_HEADER_TYPES = {"contract": "contract", "contractor": "contract", "temporary": "temporary",
                 "internship": "internship", "freelance": "contract", "casual": "part_time",
                 "locum": "temporary"}
# "Duration: 6 months", "Duration: 3+ months": a job of a stated length is fixed-term (also as a bold label with no colon:
# "**Duration** 9 months"; fields72: 3 unlabelled postings of one contractor's template, read with no type before)
# (the label may be glued to the word before by a lost line break: "Test EngineerDuration: 4 Months"); a contract of a
# stated length in months ("Willing to sign contract 6-12 month", "kontrak selama 3-6 bulan") is one too
# A travel nurse's "Assignment Length: 13 weeks" and a staffing board's "Expected Length" field (its value on the next
# line or glued: "Expected Length13 weeks") are one too; a census of the unlabelled dev postings: 30 with a length after
# either label, every one a travel-nurse assignment of 6-13 weeks
# A "Contract:" field whose value is a length ("**Contract:** 6\\-9 months (possible extension)", "* Contract: 13 weeks";
# fields61: a census of the unlabelled postings found 46, 9 read with no type and 2 as full time) is an N-month contract:
# contract (the dev gold accepts contract in each of its 10 such lines), temporary where the value says fixed term ("**Contract:**
# 12 month FTC", "6 month Fixed Term Contract": the dev gold's fixed-term contract is temporary); the Portuguese and Spanish
# contract's term ("Prazo do contrato: 6 meses", "Tempo de contrato: 90 dias", "Duración del contrato / 1 año"): fixed-term
_DURATION = re.compile(r"(?i)(?:(?:duration|contract length|length of contract|estimated length|dauer|duree|duración|looptijd)"
                       r"(?:\s*[*_]*\s*:|[*_]{2}(?=\s*\d))\s*[*_]*|(?P<label>contract)\s*[*_]*\s*:\s*[*_]*|(?:assignment|expected) length\s*[*_]*\s*:?\s*[*_]*|"
                       r"(?:prazo|tempo|duração|duracao|duración|plazo)\s+d[eo]l?\s+contrat[oa]\s*[*_:/]*\s*(?:de\s+)?|"
                       r"\b(?:limited|befristet) (?:to|auf) |\b(?P<contract>contract|kontrak)(?: selama| for| of)? "
                       r"(?=\d+\s*(?:-\s*\d+\s*)?(?:months?|bulan)\b))\s*\(?\s*\d{1,2}(?:\.\d)?\s*\+?\s*(?:[-–‑]\s*\d{1,2}\s*)?(?:[-–‑]\s*)?"
                       r"(?:months?|weeks?|years?|monate|jahre|mois|meses|maanden|bulan|anos?|años?|dias|días)(?-i:(?![a-z]))")  # ("4 MonthsLocation")
# (the length may stand in brackets or with a decimal, "Duration: (3.5 months)", its hyphen a non-breaking one: "Contract:
# 1‑year initial engagement"; fields90: 2 unlabelled dev postings read no type)
# A travel nurse's assignment length alone on a line ("**13 Weeks**" under the start date; fields90: 7 unlabelled dev
# postings, 5 of them read temporary by other words, 2 with no type), not a field's value on the line after its label
_WEEKS_LINE = re.compile(r"(?m)^[ \t*_]*(?:[4-9]|1\d|2[0-6])[ \t]*(?:weeks?|Weeks?|WEEKS?)[ \t*_\\]*$")


# ... or as a "Weeks:" field of a travel assignment's details ("**Weeks:** 13" between the start date and the weekly hours;
# fields94: 7 unlabelled dev postings of a health system's travel template, read part time from its "Employment Type: Part
# time" field before; the RUNNING_TEXT_RULES read a 13-week travel assignment as temporary or contract)
_WEEKS_FIELD = re.compile(r"(?m)^[ \t*_]*(?:Weeks|WEEKS)[ \t*_]*:[ \t*_]*(?:[4-9]|1\d|2[0-6])(?![\d.,])")


def _weeks_line(text: str) -> re.Match[str] | None:
    """The first line holding only an assignment's length in weeks whose previous line is no label ("PTO:"), or a
    "Weeks: 13" field."""
    for m in _WEEKS_LINE.finditer(text):
        if not text[: m.start()].rstrip(" \t\n*_\\").endswith(":"):
            return m
    return _WEEKS_FIELD.search(text) if "WEEKS" in text or "Weeks" in text else None


# A contract's length stated of every contract of the post ("Contracts are <N> weeks", then an extension offered; a health
# system's travel-nurse template whose "FT" title gave full time; fields94: 11 unlabelled dev postings):
# an assignment of stated length, contract (RUNNING_TEXT_RULES: a travel nurse's 13-week contract accepts contract or
# temporary)
_CONTRACT_LENGTH = re.compile(r"(?i)\bcontracts?[ \t]+(?:are|is)[ \t]+\d{1,2}[ \t-]*(?:weeks?|months?)\b")
# A Canadian term (fixed-term) post written after its hours ("Category: Full-Time Term - with possibility of extension",
# "Position: Full Time, Term"): temporary, as "Term Full-Time" and "term position" (fields94: 6 unlabelled dev postings read
# full time before); not a British school's "full time, term time only" (the school terms, no fixed term)
_FULL_TIME_TERM = re.compile(r"(?i)\b(?:full|part)\\?[- ]?time,?[ \t]+(term)\b(?![ \t]*\\?[- ]?[ \t]*time)")
# The Irish/British fixed-term contract "FTC" as a tag ("Junior Software Engineer (FTC)", "(FTC until 31st March 2027 only)",
# "- FTC 24 months", "18mth FTC"): temporary. Not a bare "FTC", also the US Federal Trade Commission ("According to the FTC")
# and a Chilean firm ("ingresar a FTC", "Engineer (Salesforce) – FTC"); fields75: 5 unlabelled dev postings of these shapes
# read no type or full time
# A Canadian "Term" post written as a status ("Project Coordinator (Term)", "Seasonal (Term)", "Term: 12 months", "Term will last
# 15 weeks"): temporary, as a "term position" (RUNNING_TEXT_RULES attr5). fields100: 5 unlabelled dev postings, all read no
# type before
_TERM_POST = re.compile(r"\((Term)\)|\b(Term)[ \t*_]*:[ \t*_]*\d{1,2}[ \t]*(?:months?|weeks?|years?)(?![a-z])|\b(Term) will last \d{1,2}[ \t]+(?:weeks|months)\b")
# A German marginal job ("suchen wir ... in geringfügiger Beschäftigung", "Beauty Expert als GfB"): part time, as a Minijob
# (RUNNING_TEXT_RULES gold42); not the marginally employed staff a payroll clerk pays. fields100: 2 unlabelled dev postings
_MARGINAL_JOB = re.compile(r"\bin[ \t]+[\"„“]?geringfügiger[ \t]+Besch[äa]\w*|\bals[ \t]+GfB\b")
_FTC_TAG = re.compile(r"\(FTC\b|\bFTC[ \t]+(?:until|to|\d{1,2}[ \t]*(?:months?|mths?)\b)|\b\d{1,2}[ \t]*mths?[ \t]+FTC\b")
_FIXED_TERM_AFTER = re.compile(r"(?i)[^\n*]{0,12}?\b(?:fixed[- ]?term|ftc|temporary|maternity|secondment)")
# A rate in euros or pounds per day ("Rate: €200 - €250 per day", "**Day Rate** **€225-275 per day**", "Daily rate: €400"):
# a contractor's day rate (ATTRIBUTE_CONVENTIONS: day-rate = contract). Only a label naming a rate and a euro or pound
# amount: a US per-diem nurse's "$630/day" shift pay and daily wages elsewhere are not a contractor's (fields72: 11
# unlabelled postings with a rate per day, 3 read as temporary from a stated length, 1 with no type)
_DAY_RATE = re.compile(r"(?i)\b(?:day rate|daily rate|rate)\b[\s*_:\\]*(?:up to\s*)?[€£]\s?\d[\d,.]*"
                       r"(?:\s*(?:\\?[-–]|to)\s*[€£]?\s?\d[\d,.]*)?\s*(?:per day|/\s?day|a day)\b")
# German compounds that open with the hours: "Vollzeitbesetzung", "Teilzeitkraft", "Teilzeitverkäufer"
_COMPOUND_HOURS = (("vollzeit", "full_time"), ("teilzeit", "part_time"))
# Nouns after "full-time" that make it this job's hours even inside an offer list ("Full-time position,
# permanent contract" among the benefits)
_THIS_JOB_AFTER = {"position", "role", "job", "contract", "employment", "basis", "permanent", "hours", "post",
                   "vacancy", "stelle", "poste", "contrat"}
_PRECEDENCE = ("internship", "contract", "temporary")
_AUTHORIZATION = re.compile(r"(?i)authori[sz]ed to work|eligible to work|right to work")
# "full-time employees are eligible", "full-time clinical practice": hours of somebody else or of the past
# A term that ends on a stated date: "The period of work will be from **ASAP - December 31, 2026**", "Term Duration:
# June 2, 2025 to August 8, 2025", "TERM OF EMPLOYMENT: July 9, 2026 – August 19, 2026", a Canadian university's
# "Appointment Dates June 8, 2026 to June 8, 2027" (beside "Permanent: No"; 22 unlabelled postings, 20 of them read as
# full time or no type before) (fixed-term)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_DATED_TERM = re.compile(r"(?i)\b(?:period of (?:work|employment|appointment)|(?:term|contract|employment) (?:duration|period)|"
                         r"term of (?:employment|appointment)|appointment dates?|"
                         r"duration of (?:the )?(?:position|appointment|employment|contract))\s*(?:will be|is)?\s*:?\s*(?:from)?"
                         r"[\s*_]*(?:asap|immediately|" + _MONTH + r"\s+\d{1,2}(?:,?\s*\d{4})?)[\s*_\\]*(?:-|–|to|until|through)"
                         r"[\s*_]*" + _MONTH + r"\s+\d{1,2},?\s*\d{4}")
# A start date field whose value is a date range ("**Start date:** 11/17/2025\\-02/16/2026 ( 13 weeks )", "Start date :
# 04/28/2025\\=07/26/2025"): the assignment's term, fixed (RUNNING_TEXT_RULES attr5/gold25: a nurse assignment with a
# start and an end date is temporary or contract). A census of the unlabelled dev postings: 6 such fields, all one
# staffing board's nurse assignments (3 of them per-diem pools of six months: temporary, as gold58's "Per Diem for 26
# weeks" with dates)
_START_DATE_RANGE = re.compile(r"(?i)start date[ \t*_]*:[ \t*_]*\d{1,2}/\d{1,2}/\d{2,4}[ \t*_]*(?:[-–=]|to)[ \t*_]*"
                               r"\d{1,2}/\d{1,2}/\d{2,4}")
_START_DATE_HEADS = ("start date",)
# The word each match of _DURATION, of _DATED_TERM opens with, lower-cased
_DURATION_HEADS = ("duration", "contract", "length", "estimated", "assignment", "expected", "dauer", "duree", "duración", "looptijd", "limited",
                   "befristet", "kontrak", "prazo", "tempo", "duração", "duracao", "plazo")
_DATED_TERM_HEADS = ("period", "term", "contract", "employment", "duration", "appointment")


def _search_at_heads(pattern: re.Pattern[str], heads: tuple[str, ...], text: str) -> re.Match[str] | None:
    """``pattern.search(text)`` for a case-blind pattern whose every match opens with one of ``heads``: the pattern
    is tried only where one of them stands in the lowered text, in text order (a case-blind search tries it at every
    position: 28 us a 300-character text). Where lowering moves an offset, or the text holds one of the two letters
    a case-blind "i" or "s" matches whose lower case is another ("ı", "ſ"; checked over all code points), the whole
    search."""
    lower = text.lower()
    if not text.isascii() and (len(lower) != len(text) or "ı" in text or "ſ" in text):
        return pattern.search(text)
    at: set[int] = set()
    for w in heads:
        k = lower.find(w)
        while k >= 0:
            at.add(k)
            k = lower.find(w, k + 1)
    for k in sorted(at):
        if (m := pattern.match(text, k)) is not None:
            return m
    return None


_NOT_THIS_JOB = {"employees", "employee", "colleagues", "staff", "team", "workers", "associates", "clinical",
                 "practice", "experience", "students", "student", "roles", "positions", "hires",
                 "benefits", "benefit",  # "Our Full-time Benefits Include": what full-time staff get
                 # an Irish public-service panel "from which ... vacancies of full or part-time duration may be filled"
                 # (future posts, not this one; fields72: 4 unlabelled postings, all that boilerplate)
                 "duration",
                 # a course "designed for full-time researchers, graduate students, ..." (its audience's jobs; fields79: 14
                 # unlabelled postings, every one an online course read as full time)
                 "researchers", "professionals"}
# The people whose hours a "with full-time employment" after them describes ("designed with flexibility for professionals
# with full-time employment": a course's audience, not this job; fields79: 5 unlabelled postings, all online courses read
# as full time)
_PEOPLE_WITH = frozenset({"professionals", "people", "those", "individuals", "adults", "learners", "parents", "participants",
                          "students"})  # (not "candidates with full-time availability": the job's hours asked)


# ... and the hours of a headcount ("employing more than 280 full and part-time mental health professionals", "Its 34
# full-time faculty"): the firm's staff, not this job (fields79: found by a census of the "none" outputs; not "2 Full-time
# positions available", this job's openings)
_HEADCOUNT_BEFORE = frozenset({"over", "than", "of", "employ", "employs", "employing", "its", "our", "has", "have"})
_OPENINGS = frozenset({"positions", "position", "roles", "role", "openings", "opening", "vacancies", "vacancy", "posts",
                       "jobs", "job"})


def _others_hours(tokens: Tokens, i: int) -> bool:
    """The hours word at ``i`` follows "<people> with (a)" or a headcount of three or more: the hours of others."""
    words = tokens.words
    k = i - 1
    if k >= 0 and words[k] in ("a", "an"):
        k -= 1
    if k >= 1 and words[k] == "with" and words[k - 1] in _PEOPLE_WITH:
        return True
    if i >= 2 and words[i - 1].isdigit() and 3 <= int(words[i - 1]) < 1900 and tokens.text[
            tokens.ends[i - 1] : tokens.starts[i]] == " " and _HEADCOUNT_BEFORE.intersection(words[max(0, i - 4) : i - 1]):
        after = words[i + 1 : i + 6]  # (past "full and part time"; not a year, "Cyber 2026 Full time", a table's cell,
        # nor "Hiring 5 Full Time Drivers": a headcount word comes first)
        return not _OPENINGS.intersection(after) and "hours" not in after and "uur" not in after
    return False


def _title_types(tokens: Tokens) -> list[Hit]:
    """Type words written in the title line: table words, "FT"/"PT" as written in capitals."""
    end = title_end(tokens.text)
    out: list[Hit] = []
    if tokens.vocab.isdisjoint(_TITLE_WORDS) and not has_digit(tokens.text):
        return out  # no type word anywhere, so none in the title (nor a glued "PT20": a digit is asked too)
    n = bisect_left(tokens.starts, end)
    if has_digit(tokens.text) and (not tokens.text.isascii() or _HOURS_HINT.search(tokens.text, 0, end + 2)):
        indices: Iterable[int] = range(n)
    else:  # no "PT20" can be there: only the words of the two tables are read
        indices = compress(range(n), map(_TITLE_WORDS.__contains__, tokens.words[:n]))
    for i in indices:
        w = tokens.words[i]
        hours = _TITLE_HOURS.fullmatch(w) if w[:2] in ("pt", "ft") else None  # (words are folded: lower case)
        if hours and tokens.text[tokens.starts[i] : tokens.starts[i] + 2].isupper():
            out.append((i, 1, _TITLE_ABBREVIATIONS[hours.group(1).lower()]))
            continue
        if i == 0 and w in _INTERN_OPENING and tokens.words[1:2] not in (["und"], ["and"]):  # (not "Ausbildung und Training ...")
            out.append((0, 1, "internship"))
            continue
        if i == 0 and w in _DUAL_OPENING and (w == "dualstudium" or tokens.words[1:2] and tokens.words[1].startswith("stud")):
            # ("Duales Studium ...", "Dualer Student ...", "Duale Studentin ..."; both words, which a title's cleaning moves out)
            out.append((0, 1 if w == "dualstudium" else 2, "internship"))
            continue
        if w not in _TITLE_ABBREVIATIONS and w not in _TITLE_EMPLOYMENT.first:
            continue
        raw = tokens.text[tokens.starts[i] : tokens.ends[i]]
        if w in _TITLE_ABBREVIATIONS and raw.isupper():
            out.append((i, 1, _TITLE_ABBREVIATIONS[w]))
            continue
        if tokens.starts[i] and tokens.text[tokens.starts[i] - 1].islower():
            continue  # the second half of a camel-case name split as glued ("Data Engineer DataStage"), not a title word
        hit = _TITLE_EMPLOYMENT.match_at(tokens.words, i) if w in _TITLE_EMPLOYMENT.first else None
        # only as the last word of a title segment ("Marketing Intern", "(Travel/Contract)"), never as
        # part of an occupation ("Contract Manager", "Stage Manager")
        if hit and w in _PART_ANYWHERE and (tokens.words[i + 1 : i + 2] and tokens.words[i + 1] in _CASUAL_STYLE
                                           or i and tokens.words[i - 1] in ("business", "smart")):
            continue
        if hit and (w in _INTERN_ANYWHERE or w in _TEMPORARY_ANYWHERE or w in _PART_ANYWHERE or re.match(
                r"\s*(?:$|[-–|/,():]|\n)", tokens.text[tokens.ends[i + hit[0] - 1] : end + 1])):
            out.append((i, hit[0], hit[1]))
    return out


_STATUS_LABEL = re.compile(r"(?i)\b(?:status|type)[ \t*_]*:[ \t*_]*(?:\w+[ \t-]?){0,2}$")
# A field of the post whose value is the hours ("* Shift Details: Full time (40 budgeted hours)", "**Schedule:** Part
# time"): the job's own, also where a "Benefits Eligible: Yes" line before it made the block look like a perks list
# (fields79: a health system's "Posting Specifics" block, 1 of the sample's misses; the unlabelled corpus diff is in the notes)
_HOURS_FIELD_LABEL = re.compile(r"(?i)\b(?:shift details|(?:job |work )?schedule|job types?|employment type|work type|"
                                r"time type|position type)[ \t*_]*:[ \t*_]*"
                                r"(?:[\w\\ -]{1,30}?[ \t]*(?:,|/|&|\band\b|\bor\b)[ \t*_]*){0,2}$")  # (every value of "Job Type: fulltime, parttime")


def _hours_field(tokens: Tokens, i: int) -> bool:
    """The hours word at ``i`` is the value of a schedule/type field label on its line."""
    start = tokens.starts[i]
    line = tokens.text.rfind("\n", 0, start) + 1
    return _HOURS_FIELD_LABEL.search(tokens.text, max(line, start - 40), start) is not None


# Full time as a later prospect, not this job's hours ("grow to full-time", "transition into full-time"; a census of the unlabelled dev postings: 20 with the
# shape, 4 read as full time or from it beside another type)
_PROSPECT = frozenset({"grow", "growing", "transition", "transitioning", "convert", "converting", "progress", "progressing"})


def _later_prospect(tokens: Tokens, i: int) -> bool:
    """The full-time word at ``i`` follows "grow/transition/convert (in)to (a)" or "the potential for/of (a)" (an agency's
    "mostly weekend hours; however the potential for full time hours will be made available": fields66, 12 unlabelled dev
    postings of one template, 9 read as full time)."""
    words = tokens.words
    k = i - 1
    if k >= 0 and words[k] == "a":
        k -= 1
    if k >= 1 and words[k] in ("for", "of") and words[k - 1] == "potential":
        return True
    return k >= 1 and words[k] in ("to", "into") and words[k - 1] in _PROSPECT


_HOURS_GLUE = ("and", "or", "part", "full", "time", "und", "et", "y")


_ELIGIBLE_LABEL = re.compile(r"(?i)[ \t*_]*eligible[ \t*_]*:")


def _not_this_job(tokens: Tokens, k: int) -> bool:
    """Hours that belong to others or to the past: "full-time and part-time colleagues", "full-time
    clinical practice", "authorized to work ... on a full-time basis"."""
    words, text = tokens.words, tokens.text
    if _STATUS_LABEL.search(text, max(0, tokens.starts[k - 1] - 40), tokens.starts[k - 1]):
        return False  # "Employee Status : Full Time Employee": the job's own status field
    for j in range(k, min(k + 5, len(words))):
        gap = text[tokens.ends[j - 1] : tokens.starts[j]]
        if "\n" in gap or ("," in gap or ";" in gap) and words[j] not in _HOURS_GLUE:
            break  # ("Part Time, benefit eligible": the job's hours, then a benefit's note; fields66; not "Full-time, part-time
            # and PRN employees": a list of the hours of others)
        if words[j] == "work" and words[j + 1 : j + 2] == ["schedules"]:
            return True  # "leave rates modified for 12-hour & part-time work schedules (as applicable)": others' schedules
            # (fields79: a state employer's benefits line in 15 unlabelled postings whose "Category: Full Time" is the type)
        if words[j] in ("positions", "roles") and words[j + 1 : j + 2] == ["available"]:
            break  # "Full time positions available", "2 Full-time positions available": this job's openings
        if words[j] in ("benefits", "benefit") and _ELIGIBLE_LABEL.match(text, tokens.ends[j]):
            break  # "Status: Full time **Benefits Eligible:** Yes": the next field's label (fields86: a health system's
            # template, 2 of its 9 unlabelled dev postings read no type, their titles naming no hours)
        if words[j] in _NOT_THIS_JOB and not (
                words[j] in ("benefits", "benefit") and text[tokens.ends[j] : tokens.ends[j] + 3].lstrip("*_ ")[:1] == ":"
                and ":" in text[max(text.rfind("\n", 0, tokens.starts[k - 1]) + 1, tokens.starts[k - 1] - 40) : tokens.starts[k - 1]]):
            return True  # (not "Job Type: Full-time Benefits: ...": the next field's label; "FULL TIME BENEFITS:" heads a list)
        if words[j] not in _HOURS_GLUE:
            break
    start = text.rfind("\n", 0, tokens.starts[k - 1]) + 1
    return bool(_AUTHORIZATION.search(text, max(start, tokens.starts[k - 1] - 120), tokens.starts[k - 1]))


# The job's noun ending a table phrase ("full time position/role/job"), read as a noun after it would be; not "full time
# employment", a basis ("vacation days based on full time employment"). fields91: 4 of the 1,054 unlabelled dev postings
# with an hours word before a job noun changed, all read right.
_JOB_NOUN_IN_PHRASE = frozenset({"position", "role", "job"})


def _stated_for_job(tokens: Tokens, k: int) -> bool:
    """The hours word is followed by this job's noun or a weekly count ("Full-time position", "Full time
    39 hours/week"): it states the job even inside a benefits list."""
    words = tokens.words
    if k and words[k - 1] in _JOB_NOUN_IN_PHRASE:  # the phrase holds the noun ("full time position" is one table phrase)
        return True
    nxt = words[k : k + 2]
    return bool(nxt) and (nxt[0] in _THIS_JOB_AFTER or nxt[0].isdigit() and len(nxt) > 1 and nxt[1] in ("hours", "uur", "stunden", "heures"))


# A French contract word right before the hours ("Un CDI à temps plein" in an offer list, gold45): the hours of the contract
# offered, this job's, as a job noun after them is
_CONTRACT_BEFORE = {"cdi", "cdd"}


def _after_contract_word(words: list[str], i: int) -> bool:
    """The hours word follows "CDI"/"CDD" (with "à" between or not): it states this job's hours."""
    return bool(_CONTRACT_BEFORE.intersection(words[max(0, i - 2) : i]))


# "PRN medications" are given as needed; a "per diem" after an amount or before these words is an allowance
_PRN_NOT_HOURS = {"medication", "medications", "meds", "med", "orders", "order", "dose", "doses", "dosing", "drugs"}
_DIEM_NOT_HOURS = {"allowance", "allowances", "rate", "rates", "stipend", "stipends", "pay", "reimbursement",
                   "expenses", "expense", "meals", "meal", "housing", "lodging", "opportunities", "payments", "payment",
                   "amount", "included", "provided", "travel", "benefits", "compensation"}


def _as_needed(tokens: Tokens, hit: Hit) -> bool:
    """An as-needed schedule, not a medication order ("PRN meds") or an allowance ("$150 per diem", "per
    diem stipend", "Travel and Per Diem opportunities")."""
    i, n, _ = hit
    words = tokens.words
    nxt = words[i + n] if i + n < len(words) else ""
    if words[i] == "prn":
        return nxt not in _PRN_NOT_HOURS and tokens.text[tokens.starts[i] : tokens.ends[i]].isupper()
    prev = words[i - 1] if i else ""
    return nxt not in _DIEM_NOT_HOURS and not has_digit(prev) and prev not in ("travel", "daily", "meal", "and")


# Nouns after a bare "temporary" that make it this job's type ("temporary position", "Temporary Full-Time")
_TEMP_JOB = {"position", "role", "job", "contract", "employment", "post", "vacancy", "assignment", "appointment", "basis",
             "opportunity", "full", "part", "hire", "placement", "project", "work", "worker", "staff", "employee", "seasonal",
             "to", "until", "through", "for", "or", "and", "fixed", "casual", "contractor", "nurse", "cover"}  # (and a duration: "Temporary 6 months")


_SEEKING = {"need", "needs", "seek", "seeks", "seeking", "hire", "hiring", "for", "recruiting", "want", "wants", "as"}
_NOT_A_JOB = {"permit", "permits", "license", "licence", "licenses", "licences", "visa", "registration", "badge", "pass"}


def _temporary_mode(tokens: Tokens, i: int) -> bool:
    """"Temporary WFH", "Work Setup: Temporary Work From Home": how the job is done for now, not a fixed term (fields86: 5
    unlabelled dev postings of one Philippine agency, "Employment Type: Full-time" each, read temporary)."""
    words = tokens.words
    if i + 1 >= len(words) or tokens.text[tokens.ends[i] : tokens.starts[i + 1]].strip():
        return False  # ("This temporary, work-from-home position": a fixed term and a mode, both stated)
    return words[i + 1] in ("wfh", "remote", "hybrid", "onsite") or words[i + 1 : i + 3] == ["work", "from"]


def _temporary_job(tokens: Tokens, hit: Hit) -> bool:
    """A bare "temporary" names this job's type in the title, as a value ("Job Type: Temporary", "(temporary)") or
    before a job noun, not as an adjective of something else ("temporary pacing", "No Temporary Licenses",
    "Temporary associates are not benefits eligible")."""
    i = hit[0]
    if _temporary_mode(tokens, i):
        return False
    if tokens.starts[i] < title_end(tokens.text):
        return True
    nxt = tokens.words[i + 1] if i + 1 < len(tokens.words) else ""
    if i > 1 and tokens.words[i - 1] in ("a", "an") and tokens.words[i - 2] in _SEEKING and nxt and (
            tokens.text[tokens.starts[i + 1]].isupper() and nxt not in _NOT_A_JOB):
        return True  # "needs a temporary Data Management Analyst": the job's title follows (not "a Temporary Permit")
    after = tokens.text[tokens.ends[i] : tokens.ends[i] + 4].lstrip(" *_")
    return nxt in _TEMP_JOB or nxt.isdigit() or not after or after[0] in ")]-–|/;:.,\n\r"


# A board's type field lists its values ("Job Types: Full-time, Internship", "Type: Internship", "Employment Type:
# Travel/Contract"): these words are this job's type there, wherever the field stands
_TYPE_FIELD = re.compile(r"(?i)types?\s*[*_]*\s*:[\s*_]*([^\n*|]{1,80})")  # (any "... Type:" label)
_FIELD_TYPES = {**_HEADER_TYPES, "apprenticeship": "internship", "seasonal": "temporary"}
# (not "Contract Type: Permanent Contract": a permanent contract is no contract job, attr conventions)


# A health employer's field for a term (fixed-term) post, with its reason ("Reason for Term: Maternity Leave")
_TERM_REASON = re.compile(r"(?i)reason for term[ \t*_\\]*:[ \t*_\\]*(?=[A-Za-z])")


def _field_types(tokens: Tokens) -> list[Hit]:
    """Type words in the value of a "Job Type(s):" field; a filled "Reason for Term:" field (temporary)."""
    text = tokens.text
    if "eason for" in text and (m := _TERM_REASON.search(text)):
        return [(bisect_left(tokens.starts, m.start()), 1, "temporary"), *_field_type_words(tokens)]
    return _field_type_words(tokens)


def _field_type_words(tokens: Tokens) -> list[Hit]:
    text = tokens.text
    if "ype" not in text and ("Y" not in text or "YPE" not in text):  # (a one-character test first: memchr)
        return []
    out: list[Hit] = []
    for m in _TYPE_FIELD.finditer(text):
        k = bisect_left(tokens.starts, m.start(1))
        while k < len(tokens.words) and tokens.starts[k] < m.end(1):
            if tokens.words[k] in _FIELD_TYPES and not (tokens.words[k] == "contract" and tokens.words[k - 1] == "permanent") and not (
                    tokens.words[k] == "temporary" and _temporary_mode(tokens, k)):
                out.append((k, 1, _FIELD_TYPES[tokens.words[k]]))
            k += 1
    return out


def _label_half(tokens: Tokens, hit: Hit) -> bool:
    """"Regular/Temporary:" and "Full/Part Time:" are field labels, not values; so is "Regular or Temporary:" (a health
    system's field; fields83: 7 unlabelled dev postings, each read temporary from the label)."""
    i, n, _ = hit
    text = tokens.text
    before = text[max(0, tokens.starts[i] - 3) : tokens.ends[i + n - 1]]
    return ("/" in before or text[max(0, tokens.starts[i] - 4) : tokens.starts[i]].lower() == " or ") and re.match(
        r"\s*[*_]*\s*:", text[tokens.ends[i + n - 1] :]) is not None


# An Irish recruiter's opening run of bold fields, the type between the role and the site ("**Cloud Engineer** **Contract**
# **3 days on site \\-Cork**"; fields83: 2 unlabelled dev postings read no type, the board's lost line breaks
# made the line too long for a short header line)
_BOLD_RUN_TYPE = re.compile(r"\*\*[^*\n]{3,120}\*\*[ \t]+\*\*(Contract|Temporary|Fixed[- ]Term)\*\*[ \t]+\*\*")


def _bold_run_type(tokens: Tokens) -> list[Hit]:
    if "**" not in tokens.text:
        return []
    m = _BOLD_RUN_TYPE.search(tokens.text, 0, title_end(tokens.text) + 400)
    if m is None:
        return []
    kind = "contract" if m.group(1) == "Contract" else "temporary"
    return [(bisect_left(tokens.starts, m.start(1)), 1 if kind == "contract" or m.group(1) == "Temporary" else 2, kind)]


def _short_line_types(tokens: Tokens) -> list[Hit]:
    """Type words standing in a short header line near the top ("Full-time, Contract", "Temporary")."""
    out: list[Hit] = []
    if tokens.vocab.isdisjoint(_HEADER_TYPES):
        return out
    text = tokens.text
    for i in [k for k, w in enumerate(tokens.words) if w in _HEADER_TYPES]:
        w = tokens.words[i]
        if tokens.starts[i] > 1500:
            break
        ls = text.rfind("\n", 0, tokens.starts[i]) + 1
        le = text.find("\n", tokens.ends[i])
        le = len(text) if le < 0 else le
        if le - ls <= 40 and re.match(r"\s*(?:$|[-–|/,():])", text[tokens.ends[i] : le]) and not _label_half(tokens, (i, 1, w)):
            out.append((i, 1, _HEADER_TYPES[w]))  # (not "**Regular/Temporary:** Regular": the label of a field)
    return out


# A travel nurse's title ("Travel RN-ICU-Intensive Care Unit in <city>", "Travel Nurse – RN – PCU", "Flyer Travel
# Registered Nurse", "Travel LPN - Days"): an assignment for a while, contract (RUNNING_TEXT_RULES gold25/gold42: contract
# or temporary; every gold line of such a title accepts contract). A census of the unlabelled dev postings: 536 titles of
# these shapes, travel-nursing assignments but for a health system's internal travel pool ("Employment Type: Part time")
# and a clinic chain's "Flyer Travel Registered Nurse" (a full-time employee who travels between its sites), which state
# their hours; so the title is read only where no other type word is (a first version read it over stated hours: 20
# corpus changes, 11 of them such pools or roles). "Travel Consultant", "Travel Director of Nursing" are not read.
_TRAVEL_NURSE_TITLE = re.compile(r"(?i)(?<!flyer )\btravel[ \t-]+(?:rn|nurse|registered nurse|lpn)\b")
# ... with the unit's abbreviation between, as written in capitals ("Travel ICU RN", "Travel MS/Tele RN", "Travel ER RN"),
# and a body line that opens with the same title, bare or after a title label ("**Travel LPN: Med Surg**", "**Travel RN\-
# Med Surg**", "**Position: Travel Registered Nurse (RN) – Medical Surgical**", "Position: CHS Travel: Registered Nurse
# (RN)"): a staffing board's own header of the post. fields79: 7 unlabelled postings of these shapes read with no type, all
# travel assignments ("Traveling Registered Nurse ... System Flex", a health system's internal pool, is not read)
_TRAVEL_UNIT_TITLE = re.compile(r"\b(?:Travel|TRAVEL)[ \t-]+(?:[A-Z][A-Z&]{1,5}(?:/[A-Za-z]+)?[ \t-]+){1,2}(?:RN|Nurse|NURSE|LPN)\b")
_TRAVEL_NURSE_LINE = re.compile(r"(?m)^[ \t*#_]*(?:(?:Position|Job Title|Title)[ \t*_]*:[ \t*_]*)?(?:[A-Z]{2,5}[ \t]+)?"
                                r"(?:Travel|TRAVEL)[ \t]*(?::|\\?[-–])?[ \t]*(?:RN|LPN|Registered Nurse|Nurse)\b"
                                r"(?=[ \t]*(?:[-–:/(*\\|]|$))")  # (the title's end or its unit next: not "Travel RN positions ...")


def _travel_nurse_title(tokens: Tokens) -> Hit | None:
    """"Travel RN"/"Travel Nurse" in the title line or a body line of the post's title: a contract hit at its first word,
    else None."""
    text = tokens.text
    end = title_end(text)
    if "ravel" not in text and "RAVEL" not in text:
        return None
    m = (_TRAVEL_NURSE_TITLE.search(text, 0, end) or _TRAVEL_UNIT_TITLE.search(text, 0, end)
         or _TRAVEL_NURSE_LINE.search(text, end))
    return None if m is None else (bisect_left(tokens.starts, m.start()), 1, "contract")


# A thesis post named in the title ("Master Thesis - Unsupervised Learning ...", "Bachelor-/Masterarbeit in der
# Geräteentwicklung", "Abschlussarbeit Klimatechnik (m/w/d)", "Masterand:in Deep Learning ..."): a student's post at the firm,
# internship (RUNNING_TEXT_RULES gold45, gold78: a master-thesis post is internship); not a "PhD Thesis" (a doctoral
# candidate's post, no rule names its type). fields69: 19 unlabelled dev titles with a thesis word, 18 of these shapes, 10 of
# them read with no type before (the others as internship from "Praktikum" or temporary from a duration)
_THESIS_TITLE = re.compile(r"(?i)\b(?:(?:master|bachelor|diplom|diploma)(?:['’]?s)?[ \t-]+thesis|"
                           r"(?:abschluss|master|bachelor|diplom)arbeit|masterand(?:in)?|bachelorand(?:in)?)\b")
_THESIS_WORDS = frozenset({"thesis", "masterarbeit", "bachelorarbeit", "abschlussarbeit", "diplomarbeit", "masterand",
                           "masterandin", "bachelorand", "bachelorandin"})


# A project-based post named in the title ("Material Planner (Project-Based)", "Talent Attraction Associate | Project Based |
# Benguet", "Project-based Customer Service Representative", "Data Science (Project Based)"): hired for a project's length,
# contract (RUNNING_TEXT_RULES gold24/gold61: a BPO "Project-based" title is contract or temporary). Not a fixed-term or
# temporary one said so in the same tag ("(fixed-term project-based)", "(temporary-project based)": temporary, read from
# those words). fields75: 6 unlabelled dev titles of the shape (PH), all read with no type before
_PROJECT_TITLE = re.compile(r"(?i)(?<!term )(?<!temporary-)\bproject[- ]?based\b")


def _project_title(tokens: Tokens) -> list[Hit]:
    end = title_end(tokens.text)
    m = _PROJECT_TITLE.search(tokens.text, 0, end)
    if m is None:
        return []
    i = bisect_left(tokens.starts, m.start())
    return [(i, max(1, bisect_left(tokens.starts, m.end()) - i), "contract")]


def _thesis_title(tokens: Tokens) -> list[Hit]:
    """A bachelor's, master's or diploma thesis named in the title line: an internship hit over its words."""
    if tokens.vocab.isdisjoint(_THESIS_WORDS):
        return []
    m = _THESIS_TITLE.search(tokens.text, 0, title_end(tokens.text))
    if m is None:
        return []
    i = bisect_left(tokens.starts, m.start())
    return [(i, max(1, bisect_left(tokens.starts, m.end()) - i), "internship")]


# A stated full-time equivalent gives the hours (RUNNING_TEXT_RULES, the lead's decision of fields66's question): below 1
# ("0.8 FTE", ".9 FTE", "FTE: 0,6", "FTE 0.5", "0.70 FTE permanent position") part time, 1 ("1.0 FTE", "1 FTE", "FTE:
# 1.00") full time; "FTE" with no number none. Not a count of staff ("team of 12 FTE", "150 FTEs", "1.5 FTE"), a range
# ("0.5 to 1.0 FTE") nor a threshold ("to equal more than 1.0 FTE" of a benefits note); two different ones: none. Read only
# where no type word is (the posting's own "Full Time; 0.9 FTE or 72 hours" stands). fix3: 544 unlabelled dev postings
# write "FTE", 261 occurrences with a number beside it.
# (a page's escaped "0\\.9" is read without its markdown escape: extract and the callers of the finder remove them,
# text.unescape)
_FTE_NUMBER = r"(\d?[.,]\d{1,6}|\d)"  # ("0.9", ".9", "0,6")
_FTE = re.compile(r"(?i)(?<![\d.,])" + _FTE_NUMBER + r"[ \t\xa0]{0,2}FTE\b(?!s)|\bFTE(?!s)[ \t*_]*[:=(]?[ \t*_]*" + _FTE_NUMBER
                  + r"(?!\d|[.,]\d|[ \t]*(?:[-–]|to)[ \t]*\.?\d)")
_FTE_BEFORE = re.compile(r"(?i)(?:\d[ \t]*(?:[-–]|to|or)|\b(?:than|least|up to|minimum|maximum|min|max))[ \t*_:]*$")


def _stated_fte(tokens: Tokens) -> Hit | None:
    """The hours a stated FTE gives ("0.8 FTE": part time, "1.0 FTE": full time), at the FTE's first word; else None."""
    text = tokens.text
    kinds: dict[str, tuple[int, int]] = {}
    for m in _FTE.finditer(text):
        number = m.group(1) or m.group(2)
        if _FTE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # ("0.5 to 1.0 FTE", "more than 1.0 FTE")
        value = float(number.replace(",", "."))
        kind = "full_time" if value == 1 else "part_time" if 0 < value < 1 else None
        if kind:
            i = bisect_left(tokens.starts, m.start())  # (the whole "0.9 FTE", which a title's cleaning moves out)
            kinds.setdefault(kind, (i, max(1, bisect_left(tokens.starts, m.end()) - i)))
    if len(kinds) != 1:
        return None
    ((kind, (i, n)),) = kinds.items()
    return (i, n, kind)


def find_employment_type(tokens: Tokens) -> tuple[str, Span] | None:
    """Primary type by precedence internship > contract > temporary > full_time/part_time (only when
    exactly one of the two is stated); a permanent-contract word alone gives none."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    hits = type_hits(tokens)
    for kind in _PRECEDENCE:
        for i, n, v in hits:
            if v == kind:
                return kind, token_span(tokens, i, n)
    hours = {str(v) for _, _, v in hits}
    if len(hours) > 1 and (field := _single_hours_field(tokens, hits)) is not None:
        return field
    if "full_or_part" in hours:
        return None  # "Full or Part time RN position": both offered
    if hours == {"full_time", "part_time"}:
        hits = _settled_hours(tokens, hits)
        hours = {str(v) for _, _, v in hits}
    if len(hours) == 1:
        i, n, v = hits[0]
        return str(v), token_span(tokens, i, n)
    if not hits and "travel" in tokens.vocab and (travel := _travel_nurse_title(tokens)) is not None:
        return "contract", token_span(tokens, travel[0], travel[1])
    if not hits and has_digit(tokens.text) and ("FTE" in tokens.text or "fte" in tokens.text.lower()) and (
            fte := _stated_fte(tokens)) is not None:
        return str(fte[2]), token_span(tokens, fte[0], fte[1])
    # a permanent contract alone ("Permanent", "CDI", "vast contract", "Festanstellung") states neither
    # full nor part time: no value (ATTRIBUTE_CONVENTIONS: full_time/part_time only when one is stated)
    return None


def _may_hold_title_hours(facts: TextFacts) -> bool:
    """Where an ASCII text may hold a "PT20" (the hint _title_types reads before the hours pattern)."""
    return _HOURS_HINT.search(facts.text) is not None


def _reads_whole(facts: TextFacts) -> bool:
    """What a text with a digit and a character outside ASCII gives the rules that read it so (this part of the trigger
    fired on every such text: ext32 found 98 of the 282 calls on the speed bench's texts so, none finding anything):
    _search_at_heads searches the whole text where lowering moves an offset or a case-blind "i" or "s" is another letter
    ("ı", "ſ"), else only at the heads the lowered text holds (another part); _title_types reads every title word, for an
    "ＰＴ20" that folds to "pt20" (a word opening with "pt" or "ft") or an opening "Lehre" (_INTERN_OPENING)."""
    text = facts.text
    if facts.ascii:
        return False
    if "ı" in text or "ſ" in text or len(facts.lower()) != len(text) or not facts.vocab.isdisjoint(_INTERN_OPENING):
        return True
    return any(w[:2] in ("pt", "ft") for w in facts.vocab)


# ... and a labelled workload below it, alone or as a range ("Beschäftigungsgrad: 60-80%", "Pensum 10 %", "ETP : 80 %"):
# part time; not one open upwards ("Pensum: 80% oder mehr"); the label may be glued to the text before it. fields85: 5 unlabelled dev postings, all read no type before
_LABELLED_PART_WORKLOAD = re.compile(r"(?i)(?:pensum|taux d['’]activit[ée]|beschäftigungsgrad|workload|\bETP)"
                                     r"\s{0,2}:?\s{0,2}(?:[1-9]\d?\s?%?\s?[-–]\s?)?([1-9]\d?)\s?%(?!\s{0,2}(?:oder|ou|or|und)\b)")
_WORKLOAD_LABELS = ("pensum", "beschäftigungsgrad", "taux d", "workload", "etp")  # (_LABELLED_PART_WORKLOAD's gate words)


# What every text type_hits reads a type from holds (extract calls find_employment_type only then; see
# normalize.attributes.triggers), one part per source of hits in type_hits: the phrase table; the French "intérim";
# _title_types' words (its hours "PT20" need a digit and the hint, or a non-ASCII text folded); the travel-nurse title's
# "travel"; _short_line_types' and _field_type_words' type words; a digit and a head the duration searches open with, or
# _weeks_line's "weeks" (lowered; a non-ASCII text is
# searched whole); "%" and "100"; the gates of _field_types' "Reason for Term" and of the German compounds ("zeit"; both
# in any case in the lowered text). A new source of hits, or a gate that reads a new word or mark, adds it here.
EMPLOYMENT_TRIGGER = any_of(
    phrase(_EMPLOYMENT),  # (type_hits reads it by find_all of the unglued tokens: a phrase must stand there)
    words(("interim", "travel"), _TITLE_WORDS, _HEADER_TYPES, _FIELD_TYPES, _THESIS_WORDS),
    all_of(DIGIT, any_of(lowered(*_DURATION_HEADS, *_DATED_TERM_HEADS, *_START_DATE_HEADS, "weeks"),
                         check(_may_hold_title_hours), check(_reads_whole))),
    all_of(substrings("%"), substrings("100")),
    all_of(DIGIT, lowered("fte")),  # (a stated FTE: _stated_fte)
    all_of(substrings("€", "£"), lowered("rate")),  # (a rate per day: _DAY_RATE)
    in_title("project based", "project-based", "projectbased"),  # (_project_title)
    all_of(substrings("%"), substrings("CDI", "CDD")),  # (_PART_WORKLOAD)
    all_of(substrings("%"), lowered(*_WORKLOAD_LABELS)),  # (_LABELLED_PART_WORKLOAD)
    substrings("ставк", "СТАВК"),  # (_RATE_FRACTION)
    substrings("FTC"),  # (_FTC_TAG)
    substrings("(Term)", "GfB", "geringfügig"),  # (_TERM_POST without a digit; _MARGINAL_JOB)
    lowered("eason for", "zeit"),
)


# A Swiss employer's English "Workload: 100%" heading the body is the same field as "Pensum: 100%" (a census of the
# unlabelled dev postings: 6 with "Workload: <n>%", each 100% at the top of one Swiss firm's ads)
# (the workload written before the contract too: "Vendeur 100% CDI" in a title, gold45; a census of the unlabelled
# dev postings found no other shape of it, so only the two contract words take it)
_FULL_WORKLOAD = re.compile(r"(?i)\b(?:CDI|CDD|pensum|arbeitspensum|taux d'activit[ée]|beschäftigungsgrad|workload)\s{0,2}[:-]?\s{0,2}"
                            r"(100)\s?%|\b(100)\s?%\s{0,2}[-–]?\s{0,2}(?:CDI|CDD)\b")
# ... and a title's bare workload ("Software Engineer 100% (f/m/d)", "PhD Student ... (100 %)", a hospital's "Nurse III 100% FTE,
# <unit>") or "100% FTE" anywhere: full time, as "Pensum 100%" (RUNNING_TEXT_RULES); not a range's end ("80-100%": no type),
# "up to"/"bis" 100%, nor a share of something else ("100% remote", "(100% Research)", "TELETRABAJO 100%"). fields100: 13
# unlabelled dev postings, 12 read no type before
_BARE_FULL_WORKLOAD = re.compile(r"(?m)(?<![\d.,])\b100[ \t]?%(?:[ \t]*(FTE)\b|(?=[ \t]*(?:\)|,|\(|\||$|with verification\b)))")
_RANGE_BEFORE = re.compile(r"(?i)(?:\d[ \t]*%?[ \t]*(?:[-–]|bis|to|à)|\b(?:up to|bis zu|bis|jusqu'à)|"
                           r"\b(?:teletrabajo|remot[eo]|t[ée]l[ée]travail|home ?office|wfh)(?:[ \t]+al)?)[ \t]*$")  # ("Teletrabajo 100%")
# ... and a workload below it beside the contract word ("CDI à 80 %", "Psychologue ... - CDI 50%", "2 postes en CDI à 75%"):
# part time (RUNNING_TEXT_RULES gold63: "CDI à 80% (28h/semaine)" is part_time); fields75: 3 unlabelled dev postings, read no
# type or full time (from a pay quoted "pour un temps plein") before
_PART_WORKLOAD = re.compile(r"\b(?:CDI|CDD)\s{0,2}(?:à\s{0,2})?([1-9]\d)\s?%|\b([1-9]\d)\s?%\s{0,2}[-–]?\s{0,2}(?:CDI|CDD)\b")
# A Belarusian/Russian fraction of a full-time rate ("0,5 ставки", "на 0,25 ставки внешнее совместительство"): part time
# (RUNNING_TEXT_RULES gold63: "0,5 ставки" is part_time); not one offered as possible ("ВОЗМОЖНО ТРУДОУСТРОЙСТВО НА 0,5
# СТАВКИ"). fields75: 7 unlabelled dev postings say it, 5 of them read no type before
_RATE_FRACTION = re.compile(r"(?i)\b0[,.]\d{1,2}\s*ставк")
_RATE_OPTION = re.compile(r"(?i)возможн[^.;!?\n]{0,40}$")
_LATER = {"option", "possibility", "potential", "possible", "eventually", "later", "may", "could", "transition"}


def _bare_full_workload(tokens: Tokens) -> list[Hit]:
    """Full-time hits of a bare "100%" workload in the title, or of a "100% FTE" anywhere."""
    text, end = tokens.text, title_end(tokens.text)
    return [(bisect_left(tokens.starts, m.start()), 1, "full_time") for m in _BARE_FULL_WORKLOAD.finditer(text)
            if (m.start() < end or m.group(1)) and not _RANGE_BEFORE.search(text, max(0, m.start() - 14), m.start())]


def _settled_hours(tokens: Tokens, hits: list[Hit]) -> list[Hit]:
    """Full and part time both read: one offered later ("part-time opportunity with a potential option for
    full-time") yields; then the title's hours ("Nurse - Full time, Nights" over a keyword list) decide."""
    kept = [h for h in hits if not _LATER & set(words_of(_clause_before(tokens.text, tokens.starts[h[0]])))]
    if len({v for _, _, v in kept}) == 1:
        return kept
    end = title_end(tokens.text)
    titled = [h for h in kept if tokens.starts[h[0]] < end]
    return titled if len({v for _, _, v in titled}) == 1 else hits


# The post's own hours field with one value ("**Schedule:** Per Diem", "**Job Schedule:** Full time", "**Position Type:**
# Part Time") decides where a health system's template elsewhere names other hours (a perk for per-diem staff, staff
# who "move from PRN to Full or Part Time" work, "Full-Time and Part-Time hours offered"): fields83, a census of the unlabelled dev postings found 23 with such a field that read no type
def _single_hours_field(tokens: Tokens, hits: list[Hit]) -> tuple[str, Span] | None:
    fields = [h for h in hits if h[2] in ("full_time", "part_time") and _hours_field(tokens, h[0])]
    lines = {tokens.text.rfind("\n", 0, tokens.starts[h[0]]) for h in fields}
    end = title_end(tokens.text)
    if len({h[2] for h in fields}) != 1 or any(h not in fields and (
            tokens.text.rfind("\n", 0, tokens.starts[h[0]]) in lines or tokens.starts[h[0]] < end and h[2] != fields[0][2])
            for h in hits):
        return None  # (no field, fields that disagree, another hours word on a field's line - "Full-time, PRN" - or
        # a title that says other hours: "Case Manager / PRN" over "Work Type: Full Time" is left to the title)
    i, n, v = fields[0]
    return str(v), token_span(tokens, i, n)


def _clause_before(text: str, start: int) -> str:
    """Up to 40 characters before ``start``, not past a line, a tag or a sentence's end."""
    head = text[max(0, start - 40) : start]
    return head[max(head.rfind(c) for c in ("\n", ">", ". ", ";")) + 1 :]


_TYPE_NEGATIONS = {"not", "no", "nor", "never", "dont", "don", "keine", "kein", "keinen", "sin", "sans", "inte", "ej", "ikke",
                   "nicht", "niet"}  # ("KEINE Arbeitnehmerüberlassung")
_TYPE_GLUE = {"a", "an", "the", "traditional", "typical", "any", "do", "t", "offer", "use", "ett", "en", "ein", "eine", "um"}


def _type_negated(tokens: Tokens, hit: Hit) -> bool:
    """"This is not a traditional freelance role", "we don't do zero hours contracts", "not a seasonal
    position": the type is ruled out, not stated."""
    words = tokens.words
    k = hit[0] - 1
    while k >= 0 and hit[0] - k <= 4 and words[k] in _TYPE_GLUE:
        k -= 1
    return k >= 0 and hit[0] - k <= 4 and words[k] in _TYPE_NEGATIONS and (
        "\n" not in tokens.text[tokens.ends[k] : tokens.starts[hit[0]]]) and (
        words[k] != "don" or words[k + 1 : k + 2] == ["t"])  # (not a Director of Nursing's "(DON) full-time"; fields72)


# A type asked as a yes/no field and answered no ("Seasonal job:\nNO" closing an Indeed form, "Full-time: No" under a
# part-time title; fields83: 3 unlabelled dev postings, read temporary over "Job Type: Full-time" or no type before)
_ANSWERED_NO = re.compile(r"[ \t*_]*:[\s*_]*(?:no|non|nein)(?![\w\\-])", re.IGNORECASE)  # (not "Full-Time: Non-Exempt")


def _answered_no(tokens: Tokens, hit: Hit) -> bool:
    return _ANSWERED_NO.match(tokens.text, tokens.ends[hit[0] + hit[1] - 1]) is not None


# "in a professional or freelance capacity", "freelance experience": a kind of past work, not this job's type
# agency work names the employer's model, not a fixed term, when the contract is said to be open-ended
# (RUNNING_TEXT_RULES: agency work (Zeitarbeit) with "Vollzeit" and an indefinite contract is full_time; gold17's leasing)
_AGENCY_WORK = {"zeitarbeit", "leiharbeit"}
# (German "unbefristeter Arbeitsvertrag"; Romanian "contract de muncă nedeterminat" in a Hamburg agency's Romanian ads)
_INDEFINITE = frozenset({"unbefristet", "unbefristete", "unbefristeten", "unbefristeter", "unbefristetes", "unbefristetem",
                         "nedeterminat", "nedeterminata"})
_NOT_TYPE_AFTER = {"capacity", "experience", "projects", "portfolio", "work experience"}


_BEST = {"buenas", "mejores", "boas", "melhores"}  # "buenas prácticas": good practices, not an internship
# Practices of a field or a method in the body ("prácticas de seguridad/testing/ingeniería/gestión", "Desarrollo Agile y
# prácticas XP", "prácticas de trabajo inseguras"): ways of working, not an internship (fields79: 23 unlabelled postings
# with such a phrase, 9 read as internship; a title's "Prácticas en/de ..." is left to the title)
_PRACTICE_FIELDS = frozenset({"seguridad", "testing", "desarrollo", "ingenieria", "gestion", "trabajo", "codigo",
                              "programacion", "calidad", "gobierno", "devops", "xp", "agiles", "agile", "scrum", "tpm", "lean",
                              "sostenibles"})


# The body's "prácticas" names an internship only in an internship phrase: "en prácticas" (a trainee), "beca/programa/
# convenio/período de prácticas", "prácticas profesionales/curriculares/reales", "realizar/hacer (sus) prácticas", "durante
# las prácticas"; elsewhere it is practices ("Implementarás las prácticas de servicio", "estándares y prácticas", "prácticas
# modernas de desarrollo", "recomendaciones prácticas"). fields86: 16 unlabelled dev postings (Chilean and Spanish boards)
# read internship from such practices
_PRACTICAS_OF = frozenset({"beca", "becas", "programa", "programas", "convenio", "convenios", "periodo", "contrato", "acuerdo",
                           "alumno", "alumna", "alumnos", "estudiante", "estudiantes", "plan", "oferta", "puesto", "regimen"})
_PRACTICAS_KIND = frozenset({"profesionales", "curriculares", "extracurriculares", "laborales", "reales", "remuneradas",
                             "universitarias", "academicas"})
_PRACTICAS_DO = frozenset({"realizar", "hacer", "realices", "hagas", "cursar", "completar", "iniciar", "comenzar", "empezar",
                           "durante", "tras", "desee", "deseen", "finalizar"})


def _internship_practicas(tokens: Tokens, i: int) -> bool:
    words = tokens.words
    before = words[max(0, i - 3) : i]
    if before[-1:] == ["en"] or before[-2:-1] and before[-1] == "de" and before[-2] in _PRACTICAS_OF:
        return True
    return words[i + 1 : i + 2] and words[i + 1] in _PRACTICAS_KIND or not _PRACTICAS_DO.isdisjoint(before)


def _ways_of_working(tokens: Tokens, i: int) -> bool:
    """The body's "prácticas" at ``i`` names a field's or a method's practices."""
    if tokens.starts[i] < title_end(tokens.text):
        return False
    nxt = tokens.words[i + 1 : i + 3]
    return bool(nxt) and (nxt[0] in _PRACTICE_FIELDS or nxt[0] == "de" and nxt[1:] and nxt[1] in _PRACTICE_FIELDS)
_EXPERIENCE_WORDS = {"experience", "erfahrung", "berufserfahrung", "experiencia"}
_THROUGH = {"through", "gained", "including", "via"}


_PER = {"per", "a", "each", "every"}


# The hours of the years of experience asked, written after their count: "Have 5 years' full time (or equivalent) post
# qualification clinical experience", "6+ years of full-time, hands-on NGS experience" (fields66: 32 unlabelled dev
# postings with a year count before the hours, 9 read as full time, most of them an Irish health service template whose
# experience word stands past the five words _not_a_type reads). Not a job noun after the hours ("a 2 year full-time
# contract"), and the experience word in the same clause.
_YEAR_UNITS = frozenset({"year", "years", "yr", "yrs"})
# The hours of a study, not of this job: "B.Tech ... or Full time MBA from a premier b-school", "only suitable for those who
# are in full time education", "Attended full time University/College", "has done their full-time education abroad"
# (fields69: 8 unlabelled dev postings with such a noun after the hours, 6 read as full time from it; not a PhD fellowship's
# "three year full-time study", which is the job)
_STUDY_NOUNS = frozenset({"mba", "education", "university", "college", "degree", "degrees", "diploma", "pgdm", "mca", "studies",
                          "schooling"})
_COUNT_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})
_YEARS_REACH, _YEARS_BACK = 12, 6


def _years_of_experience(tokens: Tokens, i: int, n: int) -> bool:
    words = tokens.words
    k = i - 1
    while k >= 0 and i - k <= 2 and words[k] in ("of", "recent"):
        k -= 1
    if not (k >= 1 and words[k] in _YEAR_UNITS and (words[k - 1].isdigit() or words[k - 1] in _COUNT_WORDS)):
        return False
    if words[i + n : i + n + 1] and words[i + n] in _THIS_JOB_AFTER:
        return False
    text, end = tokens.text, tokens.ends[i + n - 1]
    for j in range(i + n, min(len(words), i + n + _YEARS_REACH)):
        if re.search(r"[.;:!?\n]", text[end : tokens.starts[j]]):
            break
        if words[j] in _EXPERIENCE_WORDS:
            return True
    # ... or the experience named before the count in the same sentence ("post qualification experience, of which 4 years'
    # full time (or equivalent) must be consecutive in the required area")
    start = tokens.starts[k - 1]
    for j in range(k - 2, max(-1, k - 2 - _YEARS_BACK), -1):
        if re.search(r"[.;:!?\n]", text[tokens.ends[j] : start]):
            break
        if words[j] in _EXPERIENCE_WORDS:
            return True
    return False


# French "indépendant" said of a firm ("supermarché BIO et indépendant", "premier réseau de recruteur indépendant", "Acteur
# local et indépendant de l'intérim", "un cabinet d'expertise-comptable indépendant") is no contractor's status; the
# status is the worker's where the word opens its line or sentence ("Indépendant, mais jamais seul", "Indépendant.e et
# jamais seul.e") or follows "statut d'", "en tant qu'", "travailleur" (fields75: 9 unlabelled dev postings read as contract
# from the word, 7 of them a firm's)
_STATUS_BEFORE = frozenset({"statut", "d", "qu", "travailleur", "travailleuse", "comme", "agent", "mandataire"})


def _firm_called_independent(tokens: Tokens, i: int) -> bool:
    text, start = tokens.text, tokens.starts[i]
    if not text[start : tokens.ends[i]].lower().startswith("indép"):
        return False  # (the English misspelling "independant contractor")
    if i and tokens.words[i - 1] in _STATUS_BEFORE:
        return False
    head = text[text.rfind("\n", 0, start) + 1 : start]
    return head.strip(" \t*_-•:") != "" and not re.search(r"[.!?:]\W*$", head)


# Brazilian "estágio" named as past experience ("Desejável experiência ou estágio em laboratório", "Vivência inicial ou
# estágio em ...", "experiência ... incluindo o período de estágio", "desconsiderando o período de estágio"), not the job
# (fields75: 9 unlabelled dev postings, every one an analyst's post read as internship from it)
_PAST_BEFORE = frozenset({"experiencia", "vivencia", "periodo", "experiencias", "vivencias"})
_PAST_REACH = 6


def _past_internship(tokens: Tokens, i: int) -> bool:
    return word_shortly_before(tokens, i, _PAST_BEFORE, _PAST_REACH)


# "Temporary" said of somewhere to live ("temporary staff accommodation available", "temporary housing") or of the
# applicant's record an application asks for ("State employees should include temporary assignment in the application
# profile. Temporary assignment verification forms can be uploaded ..."): not this job's term. fields79: a state
# employer's template in 15 unlabelled postings, every one read as temporary (their "Category: Full Time" is the type),
# and 1 nursing home's staff accommodation read as temporary
_LODGING = frozenset({"accommodation", "accommodations", "housing", "lodging"})
_APPLICATION_ASK = re.compile(r"(?i)\b(?:should|must|please)\s+(?:include|list|indicate|report|upload|attach)\s+(?:your\s+|any\s+)?$")


def _temporary_of_other(tokens: Tokens, i: int, n: int) -> bool:
    """The temporary hit at ``i`` names lodging or an application's record of the applicant."""
    words, text = tokens.words, tokens.text
    after = words[i + n : i + n + 2]
    if after and (after[0] in _LODGING or after[0] == "staff" and after[1:] and after[1] in _LODGING):
        return True
    tail = words[i + n - 1 : i + n + 1] if words[i + n - 1].startswith("assignment") else after
    if tail in (["assignment", "verification"], ["assignments", "verification"]):
        return True  # "Temporary assignment verification forms can be uploaded"
    start = tokens.starts[i]
    return _APPLICATION_ASK.search(text, max(0, start - 40), start) is not None


def _field_value_before_label(tokens: Tokens, i: int, k: int) -> bool:
    """"Employment Type: Full-Time Experience: Mid-Senior", "Job Type: Full TimeExperience: 2 years": the hours are a field's
    value and the experience word the next field's label (its line break lost), not the hours of the experience asked."""
    text = tokens.text
    return text[max(0, tokens.starts[i] - 6) : tokens.starts[i]].rstrip(" *\\").endswith(":") and (
        text[tokens.ends[k] : tokens.ends[k] + 4].lstrip(" *").startswith(":"))


def _induction_or_past(words: list[str], i: int) -> bool:
    """Russian "стажировка" as a new hire's paid induction among the offers ("Обучение и стажировка за счёт предприятия")
    or as past work asked ("Опыт работы/стажировка в проектной организации"), not an internship offered. fields88: 4 of the
    6 unlabelled dev postings read internship from the word were these."""
    return ("обучение" in words[max(0, i - 2) : i] or words[i + 1 : i + 3] == ["за", "счет"] or "опыт" in words[max(0, i - 3) : i]
            or _short_induction(words, i))


_RU_SMALL_NUMBERS = {"одна", "одну", "одной", "две", "двух", "три", "трех", "четыре", "пять", "десять", "несколько", "нескольких"}


def _short_induction(words: list[str], i: int) -> bool:
    """A length in weeks or days ("стажировка 2 недели", "в течение двух недель"; none in months) or newcomers named beside
    it ("для новичков", "новым сотрудникам"): the new hire's induction (the lead's answer to fields88: no internship)."""
    after = words[i + 1 : i + 7]
    if any(w.startswith("месяц") for w in after):
        return False  # ("стажировка 3 месяца": an internship's length)
    if any(v.startswith(("недел", "дня", "дней", "день")) and (u.isdigit() or u in _RU_SMALL_NUMBERS) for u, v in pairwise(after)):
        return True
    return any(v.startswith("новичк") or v.startswith("нов") and w.startswith("сотрудник")
               for v, w in pairwise(words[max(0, i - 4) : i + 6]))


def _not_a_type(tokens: Tokens, hit: Hit) -> bool:
    """Freelance as past work, "buenas prácticas" (good practices), and "one year of full-time acute care
    experience" (hours of the experience asked, not of this job)."""
    i, n, value = hit
    words = tokens.words
    if i and words[i] in ("practicas", "practica") and words[i - 1] in _BEST:
        return True
    if words[i] == "practicas" and (_ways_of_working(tokens, i) or tokens.starts[i] >= title_end(tokens.text)
                                    and not _internship_practicas(tokens, i)):
        return True
    if words[i] == "independant" and _firm_called_independent(tokens, i):
        return True
    if words[i] == "стажировка" and _induction_or_past(words, i):
        return True
    if words[i] in ("estagio", "estagios") and _past_internship(tokens, i):
        return True
    if words[i] == "summer" and (words[i + n : i + n + 1] in (["opportunities"], ["opportunity"]) or "whether" in words[max(0, i - 8) : i]):
        return True  # "summer employment opportunities are available", "whether you're looking for a summer role or a career"
    if words[i] == "summer" and _EXPERIENCE_WORDS & set(words[i + n : i + n + 4]) and not re.search(
            r"[,.;:\n]", tokens.text[tokens.ends[i + n - 1] : tokens.starts[min(len(words) - 1, i + n + 3)]]):
        return True  # "Part time/summer job/internship experience is a must": past work asked
    if value == "contract" and words[i] in ("week", "weeks") and i and words[i - 1] in _PER and (
            words[i + n : i + n + 1] in (["type"], ["types"]) or words[i + n : i + n + 2] == ["of", "employment"]):
        return True  # "38 hours per week Contract type: Permanent" (the hours, then a field's label), "Full-time 36
        # hours a week contract of employment" (not "a 36 hours per week contract in <town>", a travel contract)
    if value == "temporary" and _temporary_of_other(tokens, i, n):
        return True
    if value == "part_time" and (words[max(0, i - 2) : i] in (["abono", "de"], ["folga", "de"], ["dispensa", "de"])
                                 or words[i + n : i + n + 2] in (["no", "aniversario"], ["de", "folga"])):
        return True  # "Abono de meio-período no aniversário do(a) filho(a)": a half day off among the perks, not the
        # job's hours (fields79: one employer's template in 51 unlabelled postings, 50 read as part time)
    if value == "temporary" and words[i] in _AGENCY_WORK and _INDEFINITE & tokens.vocab:
        return True  # "Zeitarbeit" with "unbefristeter Arbeitsvertrag": agency work on an open-ended contract (gold63/65)
    if value in ("full_time", "part_time"):
        k = next((k for k in range(i + n, min(len(words), i + n + 5)) if words[k] in _EXPERIENCE_WORDS), None)
        if k is not None and not re.search(r"[,.;:\n]", tokens.text[tokens.ends[i + n - 1] : tokens.starts[k]]) and not (
                _field_value_before_label(tokens, i, k)):
            return True  # (not "Full Time, Salary dependant upon experience")
        if _years_of_experience(tokens, i, n):
            return True
        if words[i + n : i + n + 1] and words[i + n] in _STUDY_NOUNS and "\n" not in tokens.text[
                tokens.ends[i + n - 1] : tokens.starts[i + n]]:
            return True  # "Full time MBA from a premier b-school", "those who are in full time education": a study's hours
            # (not "Job Type: fulltime, parttime" over the next field's "Education:" label)
        if value == "part_time" and words[i + n : i + n + 1] in (["option"], ["options"], ["available"]):
            return True  # "Part-time option available", "Part-time available" among perks: an option offered, not the type
        before = words[max(0, i - 12) : i]
        if _EXPERIENCE_WORDS & set(before) and _THROUGH & set(before):
            return True  # "Experience gained through placements, part-time or voluntary roles"
    return words[i].startswith("freelanc") and n == 1 and (
        i + 1 < len(words) and words[i + 1] in _NOT_TYPE_AFTER or i > 0 and words[i - 1] == "including")


# The agency, not the job: "une entreprise de travail temporaire", "Agence d'intérim", "les métiers de l'intérim"
_AGENCY_FR = {"entreprise", "entreprises", "agence", "agences", "groupe", "societe", "cabinet", "reseau", "metiers", "specialiste"}
# "Mindestgrundgehalt auf Basis einer Vollzeitbeschäftigung": the basis a collective pay is quoted on, not the job's hours
_PAY_BASIS = {"basis", "grundlage"}


# An equal-opportunity clause lists kinds of work among what it disregards ("irrespective of ... part-time / fixed-term work")
_DISREGARD = re.compile(r"(?i)\b(?:irrespective of|regardless of|without regard to|no matter)\b[^.!?\n]{0,220}$")


# The schedule among the factors a pay range depends on (a US pay-transparency note listing skills, location "and/or
# schedule (full or part-time)" as what the offered pay may depend on): the kinds of schedule any hire may have, not this
# job's (fields75: 63 unlabelled dev postings of one firm's template, 35 of them stating the job's own hours elsewhere - "Per
# Diem", "Part Time", "Full time" - read as no type from the pair)
_PAY_FACTORS = re.compile(r"(?i)\b(?:pay|salary|compensation|factors)\b[^.!?\n]{0,300}$")


def _pay_factor_schedule(tokens: Tokens, hit: Hit) -> bool:
    i, _, value = hit
    if value != "full_or_part" or i < 1 or tokens.words[i - 1] != "schedule":
        return False
    text, start = tokens.text, tokens.starts[i]
    if text[tokens.ends[i - 1] : start].strip() != "(":
        return False
    return _PAY_FACTORS.search(text, max(0, start - 300), start) is not None


def _disregarded(tokens: Tokens, i: int) -> bool:
    start = tokens.starts[i]
    text = tokens.text
    return ("egard" in text or "rrespective" in text or "no matter" in text) and (
        _DISREGARD.search(text, max(0, start - 220), start) is not None)


# French contract kinds named side by side ("CDI, CDD ou Intérim", "missions d'intérim, contrats en CDD et CDI",
# "CDI/CDD/Intérim", "CDD ou CDI"): a temp agency's range of contracts or a choice of two, no type of this job
# (RUNNING_TEXT_RULES: an agency blurb "intérim, CDD, CDI" is no type, gold38/gold56; "CDD ou CDI" both offered, gold39).
# A census of the 32,912 unlabelled dev postings: 10 with such a list (7 agency blurbs, 3 choices of CDD or CDI), all
# read as temporary or contract from the list before.
_FR_KINDS = frozenset({"cdi", "cdd", "interim", "interimaire", "alternance", "apprentissage", "apprenant"})
# words that may stand between two kinds of one list ("des missions d'intérim, des contrats en CDD")
_KIND_GLUE = frozenset({"ou", "et", "en", "des", "de", "d", "contrats", "contrat", "missions", "mission", "encore",
                        "remplacement"})  # ("CDD de remplacement ou CDI": a replacement's CDD or a CDI, fields63)
_KIND_GAP = re.compile(r"[\s,/&'’()-]*")


def _kinds_listed(tokens: Tokens, hit: Hit) -> bool:
    """Whether the French contract word of ``hit`` stands in a list with another kind of contract."""
    i, n, _ = hit
    own = tokens.words[i + n - 1]
    if own not in _FR_KINDS or tokens.vocab.isdisjoint(_FR_KINDS - {own}):
        return False
    other = _listed_beside(tokens, i, n, 4, _KIND_GAP, _KIND_GLUE, _FR_KINDS)
    return other is not None and other != own


def _listed_beside(tokens: Tokens, i: int, n: int, reach: int, gap: re.Pattern[str], glue: frozenset[str] | set[str],
                   wanted: frozenset[str] | set[str], whole: bool = False) -> str | None:
    """The first word of ``wanted`` beside words ``i .. i+n`` (before them first, then after; up to ``reach`` words each
    way), joined to them only by gaps ``gap`` matches whole and by words of ``glue``; None when there is none. With
    ``whole``, ``gap`` is matched once, on all the text between words ``i .. i+n`` and the word found (glue words too)."""
    words, text = tokens.words, tokens.text
    for step, k in ((-1, i - 1), (1, i + n)):
        for _ in range(reach):
            if not 0 <= k < len(words):
                break
            lo, hi = (tokens.ends[k], tokens.starts[k + 1]) if step < 0 else (tokens.ends[k - 1], tokens.starts[k])
            if not whole and gap.fullmatch(text, lo, hi) is None:
                break
            if words[k] in wanted:
                lo, hi = (tokens.ends[k], tokens.starts[i]) if step < 0 else (tokens.ends[i + n - 1], tokens.starts[k])
                if not whole or gap.fullmatch(text, lo, hi) is not None:
                    return words[k]
                break
            if words[k] not in glue:
                break
            k += step
    return None


# A temp agency's own business named beside the word: "spécialisée en intérim et recrutement", "activités intérim et
# recrutement", "les métiers du travail temporaire", "travail temporaire et prestations de recrutement" (RUNNING_TEXT_RULES gold66: an agency's description of its business is no type of the client's job)
_BUSINESS_BEFORE = frozenset({"domaine", "metiers", "specialisee", "specialise", "specialisees", "specialistes", "activites",
                              "activite", "formats", "secteur", "leader", "acteur", "acteurs"})
_BUSINESS_AFTER = frozenset({"recrutement", "placement", "recrutements"})
_BUSINESS_GLUE = frozenset({"et", "prestations", "de", "du", "des", "bureaux", "la"})


def _agency_business(tokens: Tokens, hit: Hit) -> bool:
    i, n, value = hit
    words = tokens.words
    if value != "temporary" or words[i + n - 1] not in ("interim", "temporaire"):
        return False
    if not _BUSINESS_BEFORE.isdisjoint(words[max(0, i - 4) : i]):
        return True
    k = i + n
    while k < len(words) and k - (i + n) < 3 and words[k] in _BUSINESS_GLUE:
        k += 1
    return k < len(words) and words[k] in _BUSINESS_AFTER and "\n" not in tokens.text[tokens.ends[i + n - 1] : tokens.starts[k]]


# A temp agency's name ending in the word ("SLASH Intérim, premier réseau de recruteur ...", "TOMA Intérim Annonay intervient
# sur ..."): the agency, not a temporary job (its client's post is often a CDI; fields75: 2 unlabelled dev postings, both
# CDI posts read as temporary from the name); not a label's value ("Contrat Intérim", "Mission Intérim")
_NOT_A_NAME = frozenset({"contrat", "mission", "missions", "type", "poste", "emploi", "en", "offre", "job"})


def _agency_name(tokens: Tokens, i: int) -> bool:
    if i < 1 or tokens.words[i - 1] in _NOT_A_NAME:
        return False
    text = tokens.text
    prev = text[tokens.starts[i - 1] : tokens.ends[i - 1]]
    return prev[:1].isupper() and text[tokens.ends[i - 1] : tokens.starts[i]] == " " and "\n" not in prev


def _agency_or_pay_basis(tokens: Tokens, i: int, value: str) -> bool:
    """Not this job's type: an agency's, a collective pay's basis, or a choice of either ("seja ela efetiva ou por prazo
    determinado": any vacancy of a selection process)."""
    before = tokens.words[max(0, i - 4) : i]
    if value == "temporary" and (tokens.words[i] == "por" and before[-1:] == ["ou"] or (
            tokens.words[i] == "prazo" and before[-2:] == ["ou", "por"])):
        return True
    if value == "temporary":
        return not _AGENCY_FR.isdisjoint(before) and ("de" in before or "d" in before or "l" in before)
    return value in ("full_time", "part_time") and (
        not _PAY_BASIS.isdisjoint(before) and "auf" in before or _pay_quoted_on_hours(tokens, i)
        or value == "full_time" and _pay_noun_basis(tokens, i))


# The hours an English pay is quoted on, in brackets right after its noun or "based on" it: "Gross annual salary
# (full-time): 35.000 - 39.000 EUR", "salary range ... based on full-time employment". The pay's basis names no type
# (RUNNING_TEXT_RULES: "the pay's full-time basis is no employment type"); a census of the 32,972 unlabelled dev postings
# found 24 bracketed and 3 "based on full-time" after a pay noun. "for full-time employees" (a benefit's reach) is left.
_PAY_NOUNS = frozenset({"salary", "pay", "wage", "wages", "compensation", "remuneration"})
_BASED_ON = re.compile(r"(?i)\bbased on (?:an? )?$")


def _pay_noun_basis(tokens: Tokens, i: int) -> bool:
    """Whether the "full" at ``i`` is a pay noun's bracketed basis or follows "based on" with a pay noun before."""
    words, text = tokens.words, tokens.text
    if i < 1 or words[i] != "full":
        return False
    if words[i - 1] in _PAY_NOUNS:
        return text[tokens.ends[i - 1] : tokens.starts[i]].strip() == "("
    start = tokens.starts[i]
    if _BASED_ON.search(text, max(0, start - 16), start) is None:
        return False
    return not _PAY_NOUNS.isdisjoint(words[max(0, i - 22) : i])  # ("salary range ... from $34.23 to $61.15 per hour based on")


# The hours a German/Austrian pay is quoted on, written beside the pay: "€ 2.700,- brutto (auf Vollzeitbasis)", "ab EUR
# 53.000 brutto/Jahr (Basis Vollzeit)", "Das Bruttojahresgehalt bei Vollzeit (38,5 h/Woche) beträgt", "auf Vollzeit-Basis":
# Austrian ads must state a minimum pay and quote it on full time for part-time jobs too, so it names no type
# (RUNNING_TEXT_RULES, gold19); so does a "Vollzeitgehalt" a part-time pay is scaled from. A census of the 45 unlabelled corpus postings with the shapes found 7 read as full time
# from the pay's basis alone. Without a pay word in the clause ("Wir suchen auf Vollzeitbasis") it is the job's hours.
_PAY_WORD = re.compile(r"(?i)gehalt|lohn|entlohnung|verg[üu]tung|einkommen|brutto|€|\bEUR\b|\bCHF\b")
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[A-ZÄÖÜ])|\n")
_PAY_BEFORE, _PAY_AFTER = 120, 60
# ... or last in a bracket that opens with "Basis" ("Jahresbruttogehalt ab € 33.894,-- (Basis: KV für Angestellte und Lehrlinge
# in Handelsbetrieben 2024, 10. Jahr, Vollzeit)" of a 20-25 hours-a-week post; fields66: 8 unlabelled dev postings of one
# template read as full time)
_BASIS_BRACKET = re.compile(r"(?i)\(\s*basis\b[^()\n]*$")


def _pay_quoted_on_hours(tokens: Tokens, i: int) -> bool:
    words, text = tokens.words, tokens.text
    word = words[i]
    if not word.startswith("vollzeit"):
        return False  # (a pay "auf Teilzeitbasis" is quoted on this job's own part-time hours)
    if word.endswith(("gehalt", "lohn", "entgelt")):
        return True  # "wird dem Vollzeitgehalt entsprechend angepasst": the full-time pay a part-time pay is scaled from
    start, end = tokens.starts[i], tokens.ends[i]
    bracket = _BASIS_BRACKET.search(text, max(0, start - _PAY_BEFORE), start)
    if bracket is not None and _PAY_WORD.search(text, max(0, bracket.start() - _PAY_AFTER), bracket.start()) is not None:
        return True  # "... Jahresbruttogehalt ab € 33.894,-- (Basis: KV ..., 10. Jahr, Vollzeit)": the pay's basis
    # "das Mindestgehalt für eine Vollzeitbeschäftigung ist EUR ...": "für" a full-time post, with a pay word in the clause
    if not (word.endswith(("basis", "grundlage")) or words[i + 1 : i + 2] == ["basis"]
            or words[i - 1 : i] in (["basis"], ["bei"], ["fur"]) or words[i - 2 : i] in (["fur", "eine"], ["fur", "einer"])):
        return False
    lo = max(0, start - _PAY_BEFORE)
    lo = max([lo, *(m.end() for m in _SENTENCE_END.finditer(text, lo, start))])
    hi = min(end + _PAY_AFTER, line_end(text, end))
    return _PAY_WORD.search(text, lo, start) is not None or _PAY_WORD.search(text, end, hi) is not None


# Part time offered as an option of the job ("Designer | Teilzeit möglich", "Teilzeit ist auch möglich", "Horaire de temps
# partiel possible entre 50% et 100%", "part-time considered"): full and part time both offered, no type (RUNNING_TEXT_RULES,
# gold29); read as "full or part time" so that a full time written elsewhere does not win alone
_OPTION_AFTER = {"moglich", "possible", "denkbar", "optional", "envisageable", "posible", "possivel", "considered", "geeignet"}
_OPTION_GLUE = {"ist", "auch", "grundsatzlich", "ebenfalls", "est", "is", "also", "es"}
# ... or with the option word before it ("Die Stelle kann auch in Teilzeit besetzt werden", "ist grundsätzlich auch in
# Teilzeit möglich"): a census of the unlabelled dev postings found 12 with "auch (in) Teilzeit", every one a full-time
# post offered part time too. German only: an English "also part-time" often names other openings ("we also have
# part-time roles")
_OPTION_BEFORE = {"auch", "ebenfalls"}
# German hours compounds that name an option, a model or the people, not this job's hours ("Teilzeitmodelle" and
# "Teilzeitmöglichkeiten" among the perks, "für Teilzeitbeschäftigte geeignet"): a census of the unlabelled corpus found
# 41 postings read as part time from these words alone (34 "Teilzeitmodelle")
_OPTION_COMPOUNDS = ("modell", "modelle", "modellen", "moglichkeit", "moglichkeiten", "losung", "losungen", "option",
                     "optionen", "anstellungen")  # (the plural: "bieten wir Teilzeitanstellungen an", a family-friendly perk)
# ... and those that offer this job in part time too ("Vollzeitstelle, grundsätzlich auch teilzeitfähig", "mit zwei
# Teilzeitbeschäftigten besetzt werden", "Teilzeitwünschen stehen wir offen"): full and part time both offered
# ... and those that name this job's post, read in an offer list too ("Unser Angebot: - Vollzeitstelle mit Zukunftsaussichten",
# "Eine unbefristete Vollzeitstelle mit fairem Gehalt"), as an English "Full-time position" among the perks
_JOB_COMPOUNDS = ("stelle", "anstellung", "position", "beschaftigung", "arbeitsverhaltnis", "job", "tatigkeit", "vertrag")


# "Voll- oder Teilzeitvertrag", "Voll- sowie Teilzeitkräfte", "Teil- oder Vollzeitstelle": the other hours' stem before
# the compound, both offered (the plain "Voll- oder Teilzeit" is a phrase of the table)
_PAIR_STEMS = {"voll", "teil"}
_PAIR_GLUE = {"oder", "und", "sowie", "bzw"}


def _paired_hours(words: list[str], i: int) -> bool:
    """Whether the hours compound at ``i`` follows the other stem ("Voll-", "Voll- oder")."""
    return i > 0 and (words[i - 1] in _PAIR_STEMS or i > 1 and words[i - 1] in _PAIR_GLUE and words[i - 2] in _PAIR_STEMS)


def _job_compound(word: str) -> bool:
    return word.startswith(("vollzeit", "teilzeit")) and word.endswith(_JOB_COMPOUNDS)


def _with_option_on_line(tokens: Tokens, hit: Hit, zones: list) -> Hit:
    """A full-time post in an offer list with a part-time option on its line ("unbefristete Vollzeitstelle mit
    Möglichkeit zur Teilzeitarbeit"): both offered."""
    i, n, value = hit
    if value != "full_time" or not _job_compound(tokens.words[i + n - 1]) or not in_zones(tokens.starts[i], zones):
        return hit
    text = tokens.text
    line = text[tokens.ends[i + n - 1] : line_end(text, tokens.ends[i + n - 1])]
    return (i, n, "full_or_part") if "eilzeit" in line else hit


_BOTH_COMPOUNDS = ("geeignet", "fahig", "beschaftigte", "beschaftigten", "wunsch", "wunsche", "wunschen")


# Part time as one item of a comma list of flexible arrangements offered (flexitime, time off in lieu, home office ...), an option (as "Teilzeit möglich"; RUNNING_TEXT_RULES gold62: Teilzeit in a perk
# list gives no type). A census of the unlabelled dev postings: 2 with the shape (one firm's template).
_FLEX_ITEMS = re.compile(r"(?i)gleitzeit|flexible arbeitszeit|zeitausgleich|home[- ]?office|mobiles arbeiten|sabbatical|"
                         r"vertrauensarbeitszeit|jobrad|workation")
_FLEX_REACH = 70


def _flex_list_item(tokens: Tokens, i: int) -> bool:
    """"Teilzeit" at ``i`` is an item of a comma list that names a flexible arrangement within its sentence."""
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i]
    if text[max(0, start - 2) : start] != ", " or not re.match(r"\s*(?:,|und\b|sowie\b)", text[end : end + 6]):
        return False
    lo, hi = max(0, start - _FLEX_REACH), min(len(text), end + _FLEX_REACH)
    lo = max([lo, *(m.end() for m in _SENTENCE_END.finditer(text, lo, start))])
    stop = _SENTENCE_END.search(text, end, hi)
    return _FLEX_ITEMS.search(text, lo, stop.start() if stop else hi) is not None


# Part time named among a firm's flexible working arrangements ("we offer a range of flexible working practices, including
# hybrid, part-time and flexible working patterns", "We also provide part-time and flexible working arrangements", "flexible
# working options, including hybrid working and part-time hours"): a perk offered to staff, not this job's hours (fields75: 8
# unlabelled dev postings, 7 read as part time from it; "part-time or flexible work" sought by the applicant stays)
_FLEX_EN_BEFORE = re.compile(r"(?i)\bflexib\w*\s+work(?:ing)?\s+(?:practices|options|arrangements|patterns|policies)\s*,?\s*"
                             r"(?:such as|including|like)\b[^.!?;\n]{0,60}$")
_FLEX_EN_AFTER = re.compile(r"(?i)(?:\s+hours)?\s*(?:,|and|&)\s*(?:other\s+)?flexib\w*\s+work(?:ing)?\s+"
                            r"(?:practices|options|arrangements|patterns|policies)\b")


def _flexible_perk(tokens: Tokens, hit: Hit) -> bool:
    i, n, value = hit
    if value != "part_time" or tokens.words[i] not in ("part", "parttime"):
        return False
    text, start, end = tokens.text, tokens.starts[i], tokens.ends[i + n - 1]
    return _FLEX_EN_AFTER.match(text, end) is not None or _FLEX_EN_BEFORE.search(text, max(0, start - 160), start) is not None


def _hours_option(tokens: Tokens, hit: Hit) -> Hit:
    i, n, value = hit
    if value != "part_time":
        return hit
    words = tokens.words
    if n == 1 and words[i] in ("teilzeit", "teilzeitarbeit") and _flex_list_item(tokens, i):
        return (i, n, "full_or_part")
    k = i + n
    while k < len(words) and k - (i + n) < 2 and words[k] in _OPTION_GLUE:
        k += 1
    if k < len(words) and words[k] in _OPTION_AFTER and "\n" not in tokens.text[tokens.ends[i + n - 1] : tokens.starts[k]]:
        return (i, n, "full_or_part")
    if i > 0 and words[i - 1] in _OPTION_BEFORE:
        return (i, n, "full_or_part")
    return hit


_COMPLETED = ("abgeschlossen", "absolviert", "erfolgreich", "abschluss")


def _completed_training(tokens: Tokens, hit: Hit) -> bool:
    """"eine abgeschlossene kaufmännische Lehre als ...": an apprenticeship asked of the applicant, not offered; "Studium
    und Lehre zum nächstmöglichen Zeitpunkt": teaching (a university department), no apprenticeship."""
    i, _, value = hit
    words = tokens.words
    if value != "internship" or words[i] not in ("lehre", "lehrling", "lehrstelle"):
        return False
    return any(w.startswith(_COMPLETED) for w in words[max(0, i - 3) : i]) or words[i - 1 : i] in (["und"], ["and"])


_TERM_WORDS = {"term", "duration"}


# "a long-term position" (lasting), "short-term assignments" and "fixed-term" (read by its own phrase) are no term post
_TERM_QUALIFIERS = {"long", "longer", "short", "shorter", "mid", "medium", "near", "fixed"}


def _not_a_term(tokens: Tokens, hit: Hit) -> bool:
    """"a 38-week, term-time role" (school terms of a recurring job): a length and "term" that are not one phrase;
    "a long-term position": a lasting post, not a term one; "Contract Duration: Permanent": no term at all."""
    i, n, _ = hit
    words = tokens.words
    if words[i : i + 2] == ["contract", "duration"]:
        return words[i + 2 : i + 3] in (["permanent"], ["indefinite"], ["ongoing"])  # "Contract Duration: Permanent": a field's value
    if words[i] == "term" and n == 2:  # (and an applicant's move: "when applying for a term post or from a term post")
        return i > 0 and words[i - 1] in _TERM_QUALIFIERS or words[max(0, i - 3) : i] in (["applying", "for", "a"], ["out", "of", "a"])
    if n != 2 or words[i + 1] not in _TERM_WORDS or words[i] not in ("week", "weeks", "month", "months"):
        return False
    gap = tokens.text[tokens.ends[i] : tokens.starts[i + 1]]
    return gap.strip(" -\\") != "" or words[i + 2 : i + 3] == ["time"]


def _pj_or_clt(tokens: Tokens, hit: Hit) -> bool:
    """"Contratação: PJ ou CLT", "Regime: CLT/PJ": the two offered side by side, no type."""
    i, n, _ = hit
    if "clt" not in tokens.vocab or tokens.words[i + n - 1] != "pj":
        return False
    return "clt" in tokens.words[max(0, i - 3) : i + n + 3]


# A fixed term named side by side with a permanent post ("Permanent/Fixed Term", "Perm or Temp", "a permanent or temporary
# post", "temporary and permanent markets|works|disability|licensure"): both offered, or no post at all - no temporary
# type (RUNNING_TEXT_RULES: both offered give no type, as "CDD ou CDI"). fields63: 9 unlabelled dev postings, all 9 right.
_PERMANENT = frozenset({"permanent", "perm"})
_OR_AND = frozenset({"or", "and"})  # (also the glue of clinicians' credentials: "RN or PT")
_PERMANENT_GAP = re.compile(r"[\s,/&()*\\-]*")


def _beside_permanent(tokens: Tokens, hit: Hit) -> bool:
    i, n, value = hit
    if value != "temporary" or tokens.vocab.isdisjoint(_PERMANENT):
        return False
    return _listed_beside(tokens, i, n, 2, _PERMANENT_GAP, _OR_AND, _PERMANENT) is not None


def _permanent_contract(tokens: Tokens, hit: Hit) -> bool:
    """"Employment Type: Permanent contract" on a short line, "Contract Type: Full time, permanent contract** **Work ...":
    a permanent contract is no contract job (ATTRIBUTE_CONVENTIONS; the type field already skips it, the short-line and
    phrase readers did not: fields94, 2 unlabelled dev postings)."""
    i, _, value = hit
    return value == "contract" and i > 0 and tokens.words[i] == "contract" and tokens.words[i - 1] == "permanent"


_FRENCH_MARKS = (" le ", " la ", " les ", " et ", " des ", " vous ")  # the commonest words of French prose


def _english_cdd(tokens: Tokens, hit: Hit) -> bool:
    """"CDD" in an English text is no French fixed-term contract: Customer Due Diligence ("KYC/CDD/AML", "Fin CEN CDD
    Rule") or a product's name ("BSW and CDD deliveries"); fields63: 6 unlabelled dev postings read as temporary, all 6 so."""
    i, n, _ = hit
    if n != 1 or tokens.words[i] != "cdd":
        return False
    head = tokens.text[:1500].lower()
    english = marks_in(head)
    return english >= 4 and english > marks_in(head, _FRENCH_MARKS)


# "PT" listed with other clinicians' credentials is a physical therapist, no part time: "Director of Operations (RN or PT)",
# "(Hybrid, RN/PT/OT/ST)", "Care Coordinator Full Time (RN, PT, LMSW)" (fields63: 6 unlabelled dev postings; a
# bare space keeps the hours: "RN PT Nights")
_DISCIPLINES = frozenset({"rn", "lpn", "lvn", "ot", "ota", "otr", "cota", "slp", "st", "rt", "pta", "dpt", "msw", "lmsw",
                          "sw", "bsw", "hha", "np", "rpn", "cna"})
_DISCIPLINE_GAP = re.compile(r"\s*(?:[,/&]|\bor\b|\band\b)\s*")  # one of these between the two (matched whole)


def _discipline_pt(tokens: Tokens, hit: Hit) -> bool:
    i, n, _ = hit
    if n != 1 or tokens.words[i] != "pt" or tokens.vocab.isdisjoint(_DISCIPLINES):
        return False
    return _listed_beside(tokens, i, 1, 2, _DISCIPLINE_GAP, _OR_AND, _DISCIPLINES, whole=True) is not None


# Spanish/Portuguese "autónomo" is a self-employed hire only beside a word for the worker or the contract ("Buscamos un
# profesional autónomo", "on an autonomo contract", "Tipo de contrato: Autónomo"); as a trait ("perfil analítico, organizado y
# autónomo", "trabajo autónomo") or TPM's "Mantenimiento Autónomo" it is no type. fields86: 16 of 18 unlabelled dev postings
# read contract from it were traits
_AUTONOMO_BEFORE = frozenset({"profesional", "profesionales", "trabajador", "trabajadores", "trabajadora", "como", "contrato",
                              "regimen", "contratacion", "colaborador", "colaboradores", "freelance", "um", "un", "una"})


def _autonomo_trait(tokens: Tokens, hit: Hit) -> bool:
    i, n, _ = hit
    words = tokens.words
    if n != 1 or words[i] != "autonomo":
        return False
    if i + 1 < len(words) and words[i + 1] in ("contract", "contrato", "contracts"):
        return False
    if tokens.text[max(0, tokens.starts[i] - 4) : tokens.starts[i]].rstrip(" *_")[-1:] == ":":
        return False  # a type field's value
    return i == 0 or words[i - 1] not in _AUTONOMO_BEFORE


def _kontrak_listed(tokens: Tokens, hit: Hit) -> bool:
    """"karyawan, kontrak kerja" / "data karyawan (kontrak kerja, asuransi, ...)": two items of an HR duty list (employee
    records, the work contract), not a fixed-term employee. fields86: 2 unlabelled dev postings read temporary before."""
    i, n, _ = hit
    if n != 2 or tokens.words[i + 1] != "kontrak":
        return False
    return any(c in tokens.text[tokens.ends[i] : tokens.starts[i + 1]] for c in ",(;/")


def type_hits(tokens: Tokens) -> list[Hit]:
    """Every phrase read as this job's employment type, in text order, with the type it states (the
    phrase-level reading that :func:`find_employment_type` sums up by precedence)."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    text, words = tokens.text, tokens.words
    found = _EMPLOYMENT.find_all(tokens)
    table_hits = [h for h in found if not _label_half(tokens, h) and (
        tokens.words[h[0]] not in ("prn", "per") or _as_needed(tokens, h)) and (
        h[1] > 1 or tokens.words[h[0]] != "temporary" or _temporary_job(tokens, h)) and not (
        h[2] == "internship" and h[0] and tokens.words[h[0] - 1] in ("not", "no", "nor")) and not (  # "not seeking an intern"
        _type_negated(tokens, h) or _answered_no(tokens, h) or _not_a_type(tokens, h) or _agency_or_pay_basis(tokens, h[0], str(h[2]))
        or _disregarded(tokens, h[0]) or _completed_training(tokens, h) or _pj_or_clt(tokens, h) or _not_a_term(tokens, h)
        or _kinds_listed(tokens, h) or _agency_business(tokens, h) or _english_cdd(tokens, h) or _pay_factor_schedule(tokens, h)
        or _flexible_perk(tokens, h) or _kontrak_listed(tokens, h) or _autonomo_trait(tokens, h))]
    if "interim" in tokens.vocab:
        table_hits += [(i, 1, "temporary") for i, w in enumerate(words) if w == "interim"
                       and text[tokens.starts[i] : tokens.ends[i]].lower() == "intérim"  # French, not "interim review"
                       and not _agency_or_pay_basis(tokens, i, "temporary") and not _kinds_listed(tokens, (i, 1, "temporary"))
                       and not _agency_business(tokens, (i, 1, "temporary")) and not _agency_name(tokens, i)]
    table_hits = [_hours_option(tokens, h) for h in table_hits]
    covered = {k for i, n, _ in table_hits for k in range(i, i + n)}
    hits = [h for h in _title_types(tokens) + _thesis_title(tokens) + _short_line_types(tokens) + _field_types(tokens)
            + _bold_run_type(tokens)
            + (_project_title(tokens) if "based" in tokens.vocab or "projectbased" in tokens.vocab else [])
            if h[0] not in covered]
    # (the remembered digit test before the substring searches: most short texts hold no digit)
    duration = _search_at_heads(_DURATION, _DURATION_HEADS, text) if has_digit(text) and (
        ":" in text or "limited" in text or "befristet" in text or "ontra" in text or "ength" in text
        or "uration**" in text) else None  # (a duration has its number)
    if duration is None and has_digit(text) and (
            "eriod" in text or "uration" in text or "erm of" in text or "ERM OF" in text or "ppointment Date" in text):
        duration = _search_at_heads(_DATED_TERM, _DATED_TERM_HEADS, text)  # "The period of work is from June 1, 2026 - September 30, 2026"
    if duration is None and has_digit(text) and ("tart date" in text or "TART DATE" in text or "tart Date" in text):
        duration = _search_at_heads(_START_DATE_RANGE, _START_DATE_HEADS, text)
    if duration is None and has_digit(text) and ("eeks" in text or "EEKS" in text):
        duration = _weeks_line(text)  # ("**13 Weeks**" alone on its line)
    if "ontract" in text and has_digit(text) and (m := _CONTRACT_LENGTH.search(text)) is not None:
        hits.append((bisect_left(tokens.starts, m.start()), 1, "contract"))  # ("Contracts are <N> weeks")
    if "erm" in text and (m := _FULL_TIME_TERM.search(text)) is not None:
        hits.append((bisect_left(tokens.starts, m.start(1)), 1, "temporary"))  # ("Category: Full-Time Term")
    if ("€" in text or "£" in text) and ("ate" in text or "ATE" in text) and (m := _DAY_RATE.search(text)) is not None:
        hits.append((bisect_left(tokens.starts, m.start()), 1, "contract"))  # ("Rate: €200 - €250 per day")
    # cheap test before the compound scan (a one-character test first: memchr)
    compounds = ("z" in text or "Z" in text) and ("zeit" in text or "Zeit" in text or "ZEIT" in text)
    # the perks sections are looked for only when an hours word could fall in one (full_or_part too: a merge
    # with rules that drop it there must not find the sections missing)
    zones = offer_zones(text) if compounds or any(
        v in ("full_time", "part_time", "full_or_part") for _, _, v in table_hits) else []
    if duration:  # ("contract 6-12 month": a contractor's, ATTRIBUTE_CONVENTIONS' "N-month contract")
        hits.append((bisect_left(tokens.starts, duration.start()), 1, "contract" if duration.re is _DURATION and (
            duration.group("contract") or duration.group("label") and not _FIXED_TERM_AFTER.match(text, duration.end()))
            else "temporary"))
    for i, n, v in table_hits:
        if v in ("full_time", "part_time", "full_or_part") and (
                in_zones(tokens.starts[i], zones) and not _stated_for_job(tokens, i + n) and not _job_compound(words[i + n - 1])
                and not _after_contract_word(words, i) and not _hours_field(tokens, i)
                or _not_this_job(tokens, i + n) or _others_hours(tokens, i) or v == "full_time" and _later_prospect(tokens, i)):
            continue
        hits.append(_with_option_on_line(tokens, (i, n, v), zones))
    if "%" in text and "100" in text:  # "CDI 100%", "Pensum: 100%": a full workload
        hits += [(bisect_left(tokens.starts, m.start(m.lastindex)), 1, "full_time") for m in _FULL_WORKLOAD.finditer(text)]
        hits += _bare_full_workload(tokens)
    if "Term" in text and (m := _TERM_POST.search(text)) is not None:
        hits.append((bisect_left(tokens.starts, m.start(m.lastindex)), 1, "temporary"))  # ("Project Coordinator (Term)")
    if ("GfB" in text or "geringfügig" in text) and (m := _MARGINAL_JOB.search(text)) is not None:
        hits.append((bisect_left(tokens.starts, m.start()), 1, "part_time"))  # ("in geringfügiger Beschäftigung")
    if "FTC" in text:  # "(FTC)", "FTC 24 months": a fixed-term contract's tag
        hits += [(bisect_left(tokens.starts, m.start() + (m.group(0)[0] == "(")), 1, "temporary") for m in _FTC_TAG.finditer(text)]
    if "%" in text and ("CDI" in text or "CDD" in text):  # "CDI à 80 %": a part workload
        hits += [(bisect_left(tokens.starts, m.start(m.lastindex)), 1, "part_time") for m in _PART_WORKLOAD.finditer(text)]
    if "%" in text and any(w in text.lower() for w in _WORKLOAD_LABELS):  # "Beschäftigungsgrad: 60-80%"
        hits += [(bisect_left(tokens.starts, m.start(1)), 1, "part_time") for m in _LABELLED_PART_WORKLOAD.finditer(text)]
    if "ставк" in text or "СТАВК" in text:  # "0,5 ставки": a fraction of the full-time rate
        hits += [(bisect_left(tokens.starts, m.start()), 1, "part_time") for m in _RATE_FRACTION.finditer(text)
                 if not _RATE_OPTION.search(text, max(0, m.start() - 40), m.start())]
    if compounds:
        for i, w in enumerate(words):
            for prefix, kind in _COMPOUND_HOURS:
                if w.startswith(prefix) and len(w) > len(prefix) + 2 and w not in _EMPLOYMENT.first and (
                        not in_zones(tokens.starts[i], zones) or _job_compound(w)) and (
                        not _agency_or_pay_basis(tokens, i, kind)) and not w.endswith(_OPTION_COMPOUNDS):
                    hit = (i, 1, "full_or_part" if kind == "part_time" and w.endswith(_BOTH_COMPOUNDS)
                           or _paired_hours(words, i) else kind)
                    hits.append(_with_option_on_line(tokens, _hours_option(tokens, hit), zones))
    hits.sort()
    return [h for h in hits if not _beside_permanent(tokens, h) and not _discipline_pt(tokens, h)
            and not _permanent_contract(tokens, h)]
