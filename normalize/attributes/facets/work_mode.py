"""Work mode of a posting: remote, hybrid or onsite."""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import chain

from normalize.attributes.facets.common import (
    Hit,
    Span,
    find_both,
    in_zones,
    line_end,
    offer_zones,
    phrase_table,
    title_end,
    token_span,
    unglued,
)
from normalize.attributes.gazetteer import places
from normalize.attributes.place_names import country_named
from normalize.attributes.text import Tokens, fold
from normalize.attributes.triggers import all_of, any_of, lowered, phrase, substrings, words

# Strong phrases state this job's work mode; weak ones ("home office", "work from home", "télétravail")
# are also how perks are written and are ignored inside a perks section.
_WORK_MODE_STRONG = phrase_table({
    "remote": "remote position|remote role|remote job|remote mode of work|remote mode|remote work mode|remote work format|fully remote|100 remote|remote first|work from anywhere|"
              "full remote|remote only|remote basis|on a remote basis|role is remote|position is remote|"
              "job is remote|this is a remote|role is fully remote|based remotely|located remotely|"
              "can be based remotely|vollstandig remote|komplett remote|100 homeoffice|100 home office|"
              "teletravail complet|100 teletravail|full teletravail|"
              # Spanish "100% teletrabajo" / "Teletrabajo 100%" / "al 100%" as the job's mode even among the offer's items
              # ("Localización: España – Teletrabajo 100%"); a census of the unlabelled dev postings: 22 with the shape
              "100 teletrabajo|teletrabajo 100|teletrabajo al 100|en remoto|trabajo remoto|100 remoto|"
              # the share after the word too ("Ingeniero/a de Datos ... Remoto 100%", "Modalidad: Remoto 100%"; fields61)
              "remoto 100|remota 100|"
              "modalidad remoto|modalidad remota|modalidad de trabajo remoto|trabalho remoto|regime remoto|volledig thuiswerken|"
              "volledig remote|permanent work from home|work from home position|wfh|"
              "удаленная работа|удаленный формат|удаленно|удаленка|distansarbete|på distans|helt på distans|"
              # the accusative of the offer's terms ("Мы предлагаем: 100% удаленную работу", "<li>Удаленную работу;</li>");
              # fields85: 10 unlabelled dev postings, 9 read no mode
              "удаленную работу|"
              # remote cooperation as the term ("<li>удаленное сотрудничество на постоянной основе</li>", "Удаленное
              # сотрудничество: можете помогать ..."); its genitive after "возможность" is an option. fields86: 3 postings
              "удаленное сотрудничество|"
              "work arrangement remote|work model remote|workplace type remote|remote within|"
              "work setting remote|work mode remote|working model remote|"
              "100 remotely|fully remotely|completely remote|completely remotely|remote from anywhere|"
              "work setup remote|work set up remote|work setup wfh|work setup work from home|work type remote|"
              "working arrangement remote|"
              "role will be remote|position will be remote|job will be remote|this role is remote|"
              "віддалена робота|віддалено|дистанційна робота|дистанційно|"
              # the Russian "distance work" as the job's term ("Дистанционная работа." as an item of the terms, "Организация
              # работы - дистанционная работа"); "возможна дистанционная работа" is an option (_offered_possible), and the
              # oblique cases ("оборудование для дистанционной работы", "в случае дистанционной работы") are not read
              "дистанционная работа|дистанционный формат|дистанционный формат работы|"
              # living or working anywhere, said of the applicant ("Вы можете проживать в любой точке и работать у нас", "можно
              # работать с любой точки мира"); not "возможность работать из любой точки" (an option). fields77: 3 postings
              # outside the test split, read as no mode before (gold85's "live anywhere" line remote)
              "можете проживать в любои точке|можете жить в любои точке|можно работать из любои точки|"
              "можно работать с любои точки|можете работать из любои точки|можете работать с любои точки|"
              # office or remote at the candidate's choice (RUNNING_TEXT_RULES: both accepted)
              "офис или удаленную работу|офис или удаленно|офиса или удаленно|удаленно или в офисе|удаленно или из офиса|"
              "travail a distance|stage a distance|stage pfe a distance|poste a distance|100 a distance|"
              "entierement a distance|totalement a distance|100 en ligne|"
              # the work itself "conducted remotely" ("The work described in this posting will be conducted remotely",
              # "conducted primarily remotely with occasional in person meetings"; an in-person part after it makes it
              # hybrid, _conducted_mix; the recruitment process conducted remotely is _not_the_job's). A census of the
              # 33,091 unlabelled dev postings: 8 with the shape, 7 of them read as no mode before
              "conducted remotely|conducted primarily remotely|conducted mainly remotely|conducted mostly remotely|"
              "conducted largely remotely",
    # the verb with the bare mode ("Willing to work hybrid (<area>)", "We're based in <town> and work hybrid"), and the job
    # called a hybrid opportunity or internship ("This role is a hybrid opportunity, offering 2-3 days ...", "a 10-week hybrid
    # internship"); fields100: 4 unlabelled dev postings, all read no mode before
    "hybrid": "work hybrid|hybrid opportunity|hybrid internship|hybrid work|hybrid working|hybrid role|hybrid workplace|hybrid mode|hybrid arrangement|hybrid basis|hybrid position|hybrid model|hybrid set up|hybrid setup|"
              "hybrid remote|remote hybrid|hybrid office|hybrid schedule|hybrid attendance|hybrides arbeiten|"
              # hybrid working joined to another way of working by "and" ("Hybrid and flexible working" among the rewards,
              # "A hybrid and flexible work model", "Flexible, hybrid and agile working"): hybrid stated flatly, as "Hybrid
              # working" (the lead's option rule); Deloitte Spain's "Un día a día híbrido-flexible: ... equilibrio entre el
              # teletrabajo y ... nuestras oficinas" (its "teletrabajo" alone read remote). fields86: 17 unlabelled dev postings
              "hybrid and flexible work|hybrid and flexible working|hybrid and flexible work model|"
              "hybrid and flexible working model|hybrid and flexible working arrangements|hybrid and agile working|"
              "dia a dia hibrido|"
              "hybrides arbeitsmodell|hybride werken|hybride arbeidsvorm|trabajo hibrido|modelo hibrido|"
              "teletravail partiel|rythme de travail hybride|partly remote|partially remote|some remote|"
              "days remote|days from home|days in office|days in the office|days onsite|days on site|"
              "day on site|day onsite|days per week in office|remote working per week|day remote|"
              "tage homeoffice|remote days|jours de teletravail|jours par semaine de teletravail|"
              "гибридный|гибридный формат|гибрид|"
              # the declined forms with a format noun ("Работа в гибридном формате", "Гибридная схема работы"); not a bare
              # "гибридная"/"гибридной" (hybrid infrastructure, architecture: a census of the unlabelled dev postings found
              # 5 such technical uses among 24 declined forms)
              "гибридном формате|гибридном режиме|гибридном графике|гибридная схема|гибридного формата|гибридного графика|"
              "гибридный режим|гибридный график|гибридная модель работы|гибридным графиком|"
              # partly remote and a mixed schedule in Russian ("работа по смешанному графику: частично удаленно и в офисе",
              # "Частично удалённый формат работы", "Смешанный формат работы (удаленно или в офисе)"): hybrid, as "partly
              # remote"; offered as a possibility they are an option (_declined_hybrid_offered). fields80: 9 unlabelled
              # dev postings, 5 read as remote before
              "частично удаленно|частично удаленная работа|частично удаленной работы|частично удаленный формат|"
              "частично удаленная занятость|частично удаленный формат работы|смешанный формат работы|смешанный формат|"
              "смешанный график работы|смешанному графику|смешанного графика|смешанный режим работы|смешанного режима|"
              "modelo de trabalho hibrido|regime hibrido|modelo hibrido de trabalho|"
              # remote days counted beside office days in Portuguese ("Atuação 3 vezes por semana na sede e 2 dias
              # remoto", "2 vezes presencial e 3 vezes home"), to work "híbrida", and a Russian week split
              # "часть времени из дома, часть в офисе": hybrid. fields83: 8 unlabelled dev postings, all read no mode before
              "dia remoto|dias remoto|dias remotos|dias de home office|dias em home office|vezes home|vezes remoto|"
              "atuar hibrida|atuar hibrido|atuar de forma hibrida|часть времени из дома|часть времени удаленно|"
              "atuacao hibrida|formato hibrido|modalidade hibrida|modalidad hibrida|"
              # office days counted in Spanish or Portuguese ("con 2 días presenciales a la semana", "1 dia presencial x 4
              # remoto", "Ofrecemos: 4 días presenciales"): a share of the week, hybrid (RUNNING_TEXT_RULES: "más del 50% de
              # presencialidad" is hybrid). fields85: 53 unlabelled dev postings, none saying five office days
              "dia presencial|dias presencial|dias presenciales|dias presenciais|dia de presencialidad|"
              "dias de presencialidad|trabajar hibrido|"
              # office and remote work combined ("совмещать очную и удаленную работу"), not the accusative remote term alone
              "очную и удаленную работу|офисную и удаленную работу|"
              "jornada hibrida|jornada de trabalho hibrida|trabalho hibrido|regime de trabalho hibrido|"
              "hours on site|hours onsite|hours in the office|hours in office|uur op kantoor|stunden vor ort|"
              "wfh option|wfh flexibility|some wfh|some hybrid|flexible remote|flexible remote working|"
              "work setting hybrid|work model hybrid|work mode hybrid|working model hybrid|workplace type hybrid|"
              "work arrangement hybrid|work setup hybrid|work set up hybrid|work type hybrid|"
              # a careers site's closing field "Working Arrangement" (often glued to the sentence before and to its value:
              # "...contact recruitment@<firm>.com.Working ArrangementHybrid"; fields69: 5 unlabelled dev postings, one
              # insurer's template, all read with no mode before: the glued value ends a long line)
              "working arrangement hybrid|"
              # a pharma careers site's closing field "Flexible Work Arrangements: Hybrid" (beside its firm-wide blurb "a
              # new hybrid working model for office-based colleagues", which says no mode alone; fields72: 9 unlabelled
              # postings with a value, 6 of them "Not Applicable")
              "flexible work arrangements hybrid|"
              "position is hybrid|role is hybrid|job is hybrid|role will be hybrid|position will be hybrid|"
              "it will be hybrid|hybrid telework|hybrid teleworking|"
              # office first, some remote ("an office-first culture: 4+ days per week in the office"), as "mainly office-based"
              "office first|office first role|office first position|office first culture|"
              "work location type hybrid|arbeite hybrid|hybrid arbeiten|"
              # Swedish "partly remote" ("Arbetsort: Delvis på distans i Göteborg"), not the "på distans" of a remote job
              "delvis på distans|delvis distans|"
              # Swedish hybrid work as the job's ("Vi erbjuder hybridarbete", hybrid work applied with some work from
              # home beside a remote word; fields85: 3 unlabelled dev postings, 2 read no mode, 1 remote)
              "hybridarbete",
    "onsite": "on site role|onsite role|on site position|onsite position|on site only|onsite only|"
              # a manufacturing post's "This is an onsite shift role", "This role is a site-based position" (fields72: 14
              # unlabelled postings with the shape, 11 of them read with no mode or from a firm's hybrid blurb)
              "onsite shift role|on site shift role|site based role|site based position|"
              "fully on site|fully onsite|100 on site|100 onsite|office based|office based role|in office|"
              "work on site|work onsite|based on site|based onsite|on site presence|onsite presence|"
              "in person position|in person role|location in person|arrangement in person|non remote|"
              "conducted in person|position is in person|role is in person|job is in person|position is onsite|"
              "role is onsite|position is on site|role is on site|job is onsite|job is on site|"
              "in office role|no remote|not remote|kein homeoffice|vor ort beim kunden|arbeit vor ort|"
              "100 presencial|presencial 100|wfo|work from office|working from office|trabajo presencial|trabalho presencial|atuacao presencial|regime presencial|"
              "trabalhar presencial|trabalhar presencialmente|trabajar presencial|trabajar presencialmente|"
              "modelo de trabalho presencial|100 presentiel|en presentiel|travail sur site|modele de travail sur site|"
              # the job said to be in person ("Esta vaga é presencial para <town>", "o modelo de atuação é presencial";
              # fields80: 6 unlabelled dev postings, 5 read with no mode)
              "vaga e presencial|vaga sera presencial|vaga e 100 presencial|atuacao e presencial|atuacao sera presencial|"
              "sur site|op locatie|op kantoor|modalidad presencial|bei kunden vor ort|beim kunden vor ort|"
              # the hours and the mode as one Chilean "modalidad" ("en modalidad Part Time y presencial"; fields85: 4
              # unlabelled dev postings of one restaurant template, all read no mode)
              "modalidad part time y presencial|modalidad full time y presencial|"
              # work or availability "in person" written with a manner word or a vacancy noun ("Disponibilidad presencial en
              # Las Condes", "trabajar de forma presencial en Madrid", "modalidad full presencial", "atuar PRESENCIAL em
              # <town>", "(Vaga Presencial em <town>)"; gold35's in-person availability: onsite)
              "disponibilidad presencial|disponibilidade presencial|trabajar de forma presencial|trabajar de manera presencial|"
              "trabalhar de forma presencial|jornada presencial|atuar presencial|atuar presencialmente|atuar de forma presencial|"
              "actuar de forma presencial|modalidad full presencial|modalidade full presencial|vaga presencial|"
              "5 days on site|5 days onsite|five days on site|5 days in office|5 days in the office|"
              "five days in the office|on site 5 days|onsite 5 days|in the office five days|in the office 5 days|"
              "in office five days|in office 5 days|in person attendance|in office attendance|work setting on site|work setting onsite|"
              "work model on site|work model onsite|workplace type on site|workplace type onsite|"
              "work setup onsite|work setup on site|work set up onsite|work set up on site|work type onsite|"
              # ("Work Set-up: Full On-site", a Philippine board's field; fields83: 2 unlabelled dev postings read no mode)
              "work setup full onsite|work setup full on site|work set up full onsite|work set up full on site|"
              "work type on site|work arrangement onsite|work arrangement on site|work location type onsite|"
              "working arrangement onsite|working arrangement on site|"
              "работа в офисе|работы в офисе|работать в офисе|работа в офисе компании|формат работы офис|"
              "робота в офісі|роботи в офісі|працювати в офісі|"
              # Russian "office format (of work)" ("График 5/2 (преимущественно офисный формат)")
              "офисный формат|офисный формат работы|формат работы офисный|"
              # the accusative after a verb ("предлагаем работу в офисе", "шукаємо на роботу в офісі")
              "работу в офисе|роботу в офісі|"
              # work on the employer's (or the client's) premises: hh's field "Место работы: На территории работодателя",
              # "Работа на территории Заказчика и/или в офисе" (RUNNING_TEXT_RULES: onsite); not "фитнес на территории
              # работодателя" (an amenity) nor duties done "на территории Заказчика" (the work's noun is needed)
              "место работы на территории работодателя|работа на территории работодателя|работу на территории работодателя|"
              "рабочий день на территории работодателя|работа на территории заказчика|работу на территории заказчика|"
              # ... and the Belarusian labour code's word for the employer ("работа на территории нанимателя по адресу: ...";
              # fields69: 3 unlabelled dev postings, one plant's template, read with no mode before)
              "работа на территории нанимателя|работу на территории нанимателя|"
              # Swedish "on site": a board's field "Arbetssätt: På plats", "(arbetar) på plats med oss på kontoret", "arbetet
              # utförs/sker på plats" (not "på plats hos kunden": at the customer's; a census of the 32 corpus postings with
              # "på plats": these shapes, 21 postings, none read before; "most of the work happens on site" with some hybrid
              # work is hybrid by the rules, so "arbetet sker på plats" is left out)
              "arbetssatt pa plats|pa plats med oss pa kontoret|arbetet utfors pa plats|"
              # the verb's other forms beside "work on site" ("This position works on-site at our head office", "working
              # on-site at the venue"); a census of the 33,484 unlabelled dev postings found 94 with "work(s/ing) on-site
              # at/in", 14 of them not read as onsite (most of those 14 rightly hybrid: a share of the week beside the phrase)
              "working on site|working onsite|works on site|works onsite|"
              # the hours and the mode in one value ("ASSIGNMENT TYPE: Full-time onsite", "Employment: Full-time, onsite",
              # "Willing to work full time onsite in <city>"), and the applicant's readiness for it ("Can do onsite work",
              # "Amenable to onsite work at <industrial park>"): a census of the unlabelled dev postings found 16 and 5
              # postings with these shapes, each the job's own place of work
              "full time onsite|full time on site|can do onsite work|can do on site work|amenable to onsite work|"
              "amenable to on site work|"
              # "(working full time (40 hours/week)) onsite in our office": the job's place; Indonesian "Bekerja secara
              # offline" (working offline, i.e. not online: onsite, the lead's decision after gold60)
              "onsite in our office|on site in our office|onsite in the office|on site in the office|bekerja secara offline|"
              # the job placed in the firm's office in a named town ("This is a paid internship based in our office in
              # <district>", Swedish "Tjänsten är placerad på vårt kontor i <town>"): onsite (gold62's reading); "based in our
              # <town> office" / "<town> HQ" is read last, by _named_office (the lead, session of 23:11)
              "based in our office in|based at our office in|based in our offices in|based at our offices in|"
              # ... and its head or main office ("Based in our Head Office in <business park>, the successful candidate will
              # work in our Operations Control Centre"; fields72: 11 unlabelled postings, none read before)
              "based in our head office in|based at our head office in|based in our main office in|based at our main office in|"
              "placerad pa vart kontor|"
              # the office asked of the applicant: Brazilian "Disponibilidade para atuar no escritório de <town>" (availability
              # to work at the office, as gold35's "Disponibilidad presencial": onsite), the EIB's "based at our Luxembourg
              # headquarters and requires regular office presence". fields66: 22 and 10 unlabelled dev postings, none read
              # before (not "some/occasional office presence": a hybrid share)
              "disponibilidade para atuar no escritorio|disponibilidade para trabalhar no escritorio|"
              "requires regular office presence|require regular office presence|requires office presence|"
              # the job done in the firm's corporate building ("para desempeñarse en nuestro edificio corporativo ubicado en
              # <commune>"): onsite (gold74, the 02:30 rule: the work done there, not only where the offices are). fields77: 9
              # postings outside the test split, 4 read as no mode before; the same verb with a store or plant
              # ("desempeñarse en nuestra sucursal/planta") is read no mode by the dev gold (8 lines) and left to the lead
              "desempenarse en nuestro edificio corporativo|trabajar en nuestro edificio corporativo|"
              "desempenarse en el edificio corporativo|trabajar en el edificio corporativo",
})
# A Spanish/Portuguese work-model label and its value, the colon dropped by the tokens ("Modelo de trabalho: Híbrido",
# "Modalidad de trabajo híbrida: 3 días presenciales", "Regime: Presencial"), every label and gender written out
# (not "de forma remota", also how a support task is done)
_MODEL_LABELS = ("modelo", "modalidad", "modalidade", "regime", "formato")
# (" strong": the label closed by an HTML tag before its value, "<strong>Modalidad:</strong> Híbrida"; fields83: 2 unlabelled
# dev postings read no mode)
_MODEL_OF = ("", " de trabajo", " de trabalho", " de atuacao", " strong")
# ("Modelo de Trabalho: Flex Office": a Brazilian firm's name for hybrid office days; fields83: 4 unlabelled dev postings,
# read no mode before)
_MODEL_VALUES = {"hybrid": ("hibrido", "hibrida", "flex office"), "remote": ("remoto", "remota", "100 remoto", "100 remota", "home office"),
                 "onsite": ("presencial", "100 presencial")}
for _mode, _values in _MODEL_VALUES.items():
    for _label in _MODEL_LABELS:
        for _of in _MODEL_OF:
            for _value in _values:
                _WORK_MODE_STRONG.add(f"{_label}{_of} {_value}", _mode)
# ("conhecimento ... tanto no formato presencial quanto virtual": formats of some activity listed side by side, no mode)
_OTHER_FORMAT = {"virtual", "online", "remoto", "remota", "hibrido", "hibrida", "presencial", "distancia"}
_FORMAT_JOIN = {"quanto", "ou", "o", "e", "y", "como", "and", "or"}


def _formats_listed(tokens: Tokens, hit: Hit) -> bool:
    """A work-model label's value followed by "or/and/as well as" and another format."""
    i, n, _ = hit
    words = tokens.words
    if words[i] not in _MODEL_LABELS:
        return False
    after = words[i + n : i + n + 3]
    return bool(after) and after[0] in _FORMAT_JOIN and not _OTHER_FORMAT.isdisjoint(after[1:])


_WORK_MODE_WEAK = phrase_table({
    "remote": "remote work|work remotely|working remotely|remote possible|remote moglich|remote arbeiten|"
              "fernarbeit|telecommute|telework|teletrabajo|work from home|working from home|"
              "werk van thuis|vanuit huis|remote work opportunity|remote work opportunities|"
              # where the job is done, one place being remote ("based in our Dublin office or remotely")
              "or remotely|either remotely|performed remotely|be done remotely|удаленной работы|"
              # Ukrainian/Russian IT slang for remote work ("співпраця передбачає ремоут")
              "ремоут",
    "hybrid": "home office|homeoffice|home office option|mobiles arbeiten|mobile working|teletravail possible|"
              "teletravail|thuiswerken|deels thuiswerken|flexible working from home",
})
# Single words that are a work mode only when they stand alone ("Remote", "(hybrid)", "Remote - US"), or
# open the title ("Remote Node Developer"), not as adjectives ("remote teams", "onsite gym").
# ("hibrida": the feminine after a feminine noun, "Vaga híbrida", "Modalidad: Híbrida (3 días presencial)", "... | Híbrida.";
# fields66: 11 unlabelled dev postings read as no mode, remote or onsite before, each the job's hybrid mode)
_BARE_MODE = {"remote": "remote", "hybrid": "hybrid", "hybride": "hybrid", "hibrido": "hybrid", "hibrida": "hybrid",
              "onsite": "onsite", "presencial": "onsite", "presentiel": "onsite", "remoto": "remote",
              "remota": "remote", "distans": "remote", "remotely": "remote"}
_SUPPORT_BEFORE = {"acesso", "acceso", "suporte", "soporte", "assistencia", "asistencia", "monitoramento", "monitoreo",
                   "controle", "acces"}
_SUPPORT_JOIN = {"e", "y", "ou", "o"}  # (fields69: "Prestar suporte presencial e remoto" read as remote; 1 unlabelled posting)
_NEGATIONS = {"non", "not", "no", "kein", "keine", "sin", "sem", "pas", "geen", "не"}  # ("не удалённая работа!")
# "Availability to sometimes work from home", "opportunity to work remotely": occasional home working, a perk,
# not how the job is done (RUNNING_TEXT_RULES)
_HEDGED = {"sometimes", "occasionally", "occasional", "possibility", "option", "availability", "opportunity",
           "opportunities", "moglichkeit", "возможность", "возможностью", "возможна", "возможен", "вариант",
           "possibilite", "posibilidad", "possibilidade"}  # ("la possibilité de télétravail", "Posibilidad de teletrabajo"; fields77)


# A suspended hyphen joins the word to a later compound's head ("hybrid- och eldrivlinor", "Hybrid- und
# Elektrofahrzeuge", "hybrid- and cloud-based"): a technology, not a work mode, unless the other half is a mode too
_SUSPENDED = re.compile(r"-[ \t]+(?:och|and|und|et|og|oder|or|en|e|y|ou|eller|u\.|bzw\.?)[ \t]+([^\W\d_]+)")


def _bare_mode(tokens: Tokens) -> list[Hit]:
    out: list[Hit] = []
    text = tokens.text
    if ")" in text and ("site)" in text or "Site)" in text):  # "Concentrix Solo, Indonesia (On-site)": a bracket holds the mode alone
        out += [(k, 2, "onsite") for m in _ON_SITE_BRACKET.finditer(text)
                if (k := bisect_left(tokens.starts, m.start(1))) + 1 < len(tokens.words) and tokens.starts[k] == m.start(1)]
    if "|" in text and "ite" in text:
        out += [(k, 2, "onsite") for m in _ON_SITE_PIPE.finditer(text)
                if (k := bisect_left(tokens.starts, m.start(m.lastindex))) + 1 < len(tokens.words)
                and tokens.starts[k] == m.start(m.lastindex)]
    if tokens.vocab.isdisjoint(_BARE_MODE):
        return out
    for i in [k for k, w in enumerate(tokens.words) if w in _BARE_MODE]:
        w = tokens.words[i]
        mode = _BARE_MODE[w]
        if i > 0 and (tokens.words[i - 1] in _NEGATIONS or tokens.words[i - 1] in _SUPPORT_BEFORE):
            continue  # ("Acesso Remoto", "soporte remoto": remote access or support, a skill)
        if i > 2 and tokens.words[i - 1] in _SUPPORT_JOIN and not _SUPPORT_BEFORE.isdisjoint(tokens.words[i - 3 : i - 1]):
            continue  # ("Prestar suporte presencial e remoto", "soporte técnico y remoto": support given both ways, a duty)
        if "/" in text and _in_pair_label(text, tokens.starts[i], tokens.ends[i]):
            continue  # ("Hybrid/Onsite: Onsite": the label's words; _mode_pair_field reads its value)
        if i == 0 and mode == "remote":
            out.append((i, 1, mode))  # "Remote Node Developer"
            continue
        start, end = tokens.starts[i], tokens.ends[i]
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if _after_country(tokens, i) or _after_town(tokens, i) or _before_town(tokens, i) or (
                _ends_fields(text, line_start, start, end, line_end)):
            out.append((i, 1, mode))  # a board's fields run together: "... India Hybrid Credits ...", "Dublin - Hybrid"
            continue
        if text[max(0, start - 4) : start].upper() == "#LI-" or text[start - 1 : start] == "#" and text[start].isupper():
            # a recruiter's workplace tag ("... | #LI-Hybrid" closing a long field line, fields80; a bare "#Hybrid" or
            # "\#Onsite" among a posting's closing tags, "#JoinUs#Hybrid": fields100, 5 unlabelled dev postings read no mode)
            out.append((i, 1, mode))
            continue
        in_place = _IN_PLACE.match(text, end) is not None or (  # "Hybrid in Dublin 1", "(Hybrid in Makati/Day Shift)"
            text[start].isupper() and _IN_PLACE_PT.match(text, end) is not None)  # "- Presencial em Cajamar/SP"
        if _list_item(text, start, end):
            out.append((i, 1, mode))
            continue
        if line_end - line_start > 80 and not _after_place(text, start, end) and not _alone_in_brackets(text, start, end) and not (
                _opens_label(text, start, end)) and not in_place:
            continue  # a long line: only "Eindhoven (hybrid)", "(Hybrid)" or "... Hybrid: 3 days" says the mode
        after = text[end:line_end].lstrip(" ")
        if after[:1] == "-" and _SUSPENDED.match(after) and fold(_SUSPENDED.match(after).group(1)) not in _TITLE_MODE:
            continue  # "hybrid- och eldrivlinor", "Hybrid- und Elektrofahrzeuge": the first half of a compound
        if after and not in_place and (after[0] not in ")],-–|/;:<(*.!" or after[0] in ".!" and text[line_start:start].strip(" -*•")):
            continue  # ("híbrido." alone on its line is the mode; "presencial, híbrido e remoto." lists options)
        out.append((i, 1, mode))
    return out


# A title writes the mode as one segment of itself: "Officer Treasury (m/f/d) - Hybrid Option GER", "Data Engineer
# (Remote Europe)", "LPN (Office/On-Site)", "Intern - ONSITE - San Antonio", "Analista - Presencial na Vila Mariana"
_TITLE_OPEN = "-–(/|,[:."
_TITLE_CLOSE = ")]-–|/,!:."
_TITLE_MODE = {**_BARE_MODE, "hibrida": "hybrid", "hybride": "hybrid", "hybrides": "hybrid"}  # ("... - hybrides Arbeit")


def _title_mode(tokens: Tokens) -> list[Hit]:
    """A mode word that opens or closes a segment of the title line, not a technology ("Hybrid Cloud")."""
    if tokens.vocab.isdisjoint(_TITLE_MODE) and "site" not in tokens.vocab:
        return []
    text, words = tokens.text, tokens.words
    end = title_end(text)
    if text.find("\n") != end:
        return []  # a text of one line (or a first line over 120 characters) has no title line
    out: list[Hit] = []
    for i in range(bisect_left(tokens.starts, end)):
        n, mode = _mode_word(words, i)
        if mode is None or tokens.ends[i + n - 1] > end:
            continue
        if i + n < len(words) and words[i + n] in _MODE_COMPOUNDS:
            continue
        if mode == "remote" and 0 < i <= 3 and all(w in _TITLE_LEAD for w in words[:i]):
            out.append((i, n, mode))  # "Junior Remote PHP Developer", "Mid to Senior Remote ...", "Part-time Remote ..."
            continue
        before = text[: tokens.starts[i]].rstrip(" *")
        after = text[tokens.ends[i + n - 1] : end].lstrip(" *")
        closes = not after or after[0] in _TITLE_CLOSE or after.startswith(("from ", "in ", "Option"))
        opens = bool(before) and before[-1] in _TITLE_OPEN and (before[-1] != "." or closes)  # ("Datos. HIBRIDA.")
        if (opens and (closes or i + n >= len(words) or words[i + n] not in _NOUN_AFTER_MODE)) or (closes and before):
            out.append((i, n, mode))
    return out


# Level and hours words a title may open with before its mode word ("Junior Remote PHP Developer"; a census of corpus
# titles with "remote" found these the only words before a mode word that opens the occupation)
_TITLE_LEAD = {"junior", "jr", "senior", "sr", "mid", "to", "middle", "lead", "principal", "part", "full", "time", "parttime",
               "fulltime"}


def _mode_word(words: list[str], i: int) -> tuple[int, str | None]:
    """The mode word at ``i`` and its length in words ("on site" is two), or (1, None)."""
    if words[i] == "on" and i + 1 < len(words) and words[i + 1] == "site":
        return 2, "onsite"
    return 1, _TITLE_MODE.get(words[i])


# ("- Remote Support Engineer", "- Hybrid App Developer": the mode word is the first word of an occupation)
_NOUN_AFTER_MODE = {"support", "engineer", "developer", "technician", "app", "apps", "application", "applications",
                    "nurse", "nursing", "assistant", "agent", "worker", "workers", "analyst", "specialist"}


# A location field whose value holds the mode: "**Location:** Dublin, Ireland (Hybrid – 1 day onsite per week)",
# "Location: Dublin City - Hybrid**", "Location: Onsite – Dublin", "Location: Remote / Worldwide", each value bold on its
# own ("**Location:** **Remote** **Duration:** ...")
# (a label may be glued to the previous field's value by a lost line break: "Harwood GlobalLocation: Remote")
_LOCATION_LABEL = re.compile(r"(?i)(?:\b|(?-i:(?<=[a-z])(?=[A-Z])))(?:location|standort|arbeitsort|lieu de travail|local de trabalho|"
                             r"ubicaci[óo]n|lugar de trabajo|locatie|werklocatie|working pattern|work pattern|working system|work system|"
                             r"working arrangement|work arrangement|work style|working style|role|work mode|work model|workplace type)[ \t]*\**[ \t]*(?::|-|–)[ \t*]*")
_LABEL_VALUE = re.compile(r"[^\n*•|]{0,60}")
_LABEL_LABELS = {"location", "standort", "arbeitsort", "lieu", "local", "ubicacion", "lugar", "locatie", "werklocatie",
                  "pattern", "system", "arrangement", "style", "role", "mode", "model", "type"}


def _label_mode(tokens: Tokens) -> list[Hit]:
    """A capitalized mode word in the value of a location field (up to the next line, bold mark or bullet)."""
    if tokens.vocab.isdisjoint(_LABEL_LABELS) or (tokens.vocab.isdisjoint(_TITLE_MODE) and "site" not in tokens.vocab):
        return []
    text, words = tokens.text, tokens.words
    out: list[Hit] = []
    for m in _LOCATION_LABEL.finditer(text):
        value = _LABEL_VALUE.match(text, m.end())
        i = bisect_left(tokens.starts, m.end())
        while i < len(words) and tokens.starts[i] < value.end():
            n, mode = _mode_word(words, i)
            if mode and text[tokens.starts[i]].isupper() and not (i + n < len(words) and words[i + n] in _MODE_COMPOUNDS):
                out.append((i, n, mode))
            i += n
    return out


_MODE_COMPOUNDS = {"sensing", "status", "cloud", "clouds", "monitoring", "access", "support", "control", "desktop", "patient",
                   "vehicle", "vehicles", "engine", "engines", "systems", "system", "operations", "operator", "pilot"}


def _after_country(tokens: Tokens, i: int) -> bool:
    """A capitalized mode word right after a country's name, as a board runs its fields together
    ("Logistics Brasil Presencial Credits", "Digitalization India Hybrid")."""
    text = tokens.text
    if i == 0 or not text[tokens.starts[i]].isupper() or text[tokens.ends[i - 1] : tokens.starts[i]] != " ":
        return False
    if i + 1 < len(tokens.words) and tokens.words[i + 1] in _MODE_COMPOUNDS:
        return False  # "Germany Remote Sensing", "Hybrid Cloud": a technology, not the work mode
    return country_named(text[tokens.starts[i - 1] : tokens.ends[i - 1]]) is not None and (
        text[tokens.starts[i - 1]].isupper())


_TOWN_GAPS = (" ", " - ", " \\- ", " – ", ", ")


def _after_town(tokens: Tokens, i: int) -> bool:
    """A capitalized mode word right after a town of 50,000+ ("Business Analyst Dublin Hybrid 550 per day",
    "**Dublin \\- Hybrid**"), not a technology ("Berlin Remote Sensing")."""
    text = tokens.text
    if i == 0 or not text[tokens.starts[i]].isupper() or text[tokens.ends[i - 1] : tokens.starts[i]] not in _TOWN_GAPS:
        return False
    if i + 1 < len(tokens.words) and tokens.words[i + 1] in _MODE_COMPOUNDS:
        return False
    return _sizeable_town(text[tokens.starts[i - 1] : tokens.ends[i - 1]])


def _before_town(tokens: Tokens, i: int) -> bool:
    """A capitalized mode word, a dash, then a town of 50,000+: "Hybrid – Amsterdam (2 x per week)"."""
    text = tokens.text
    if i + 1 >= len(tokens.words) or not text[tokens.starts[i]].isupper() or (
            text[tokens.ends[i] : tokens.starts[i + 1]] not in (" - ", " \\- ", " – ")):
        return False
    return _sizeable_town(text[tokens.starts[i + 1] : tokens.ends[i + 1]])


def _sizeable_town(word: str) -> bool:
    """A capitalized word ("Dublin", not "DUBLIN" or "dublin") naming a town of 50,000 people or more."""
    return word[:1].isupper() and word[1:2].islower() and any(p.population >= 50_000 for p in places(fold(word)))


def _ends_fields(text: str, line_start: int, start: int, end: int, line_end: int) -> bool:
    """The mode word is the last field of a line of fields: "08:00 às 17:00 / Híbrido", "16h15 | Híbrido."."""
    return text[line_start:start].rstrip(" *").endswith((" |", " /")) and text[end:line_end].strip(" .*") == ""


_IN_PLACE = re.compile(r" in (?:[A-Z][a-z]|[A-Z]{2,}\b)")  # a capitalized mode word, then "in" and a place's name
# the same in Portuguese and Spanish, the mode word capitalized as a field's value ("Presencial em Barueri, SP"; not a duty
# "atendimento presencial em <town>")
_IN_PLACE_PT = re.compile(r" e[mn] (?:[A-ZÁÉÍÓÚ][a-zà-ú]|[A-ZÁÉÍÓÚ]{2,}\b)")
_ON_SITE_BRACKET = re.compile(r"\S\s{0,2}\((on)[- ]site\)", re.IGNORECASE)
# ... or a segment of a pipe-separated header ("Dublin | On-Site | €45,000", "**Type:** Full-time | Permanent | On-site"):
# the mode alone in its segment (fields75: 3 unlabelled dev postings read no mode; "Onsite" as one word is a bare mode)
_ON_SITE_PIPE = re.compile(r"\|[ \t*_]*(on)[- ]site\b(?=[ \t*_]*\|)|\|[^|\n]{1,40}\|[ \t*_]*(on)[- ]site\b", re.IGNORECASE)


_FOR_NOW = {"initially", "until"}  # (not "Work remotely / * Temporarily due to COVID-19": an Indeed field, remote)


# a remote set-up called temporary ("Work Setup: Temporary Work From Home", "<title> | Temporary WFH | Makati"): a start, no
# mode (the lead's preference in the fields89 brief; fields89: 8 unlabelled dev postings, all read as remote before)
_TEMPORARY = {"temporary", "temporarily"}


def _for_now(tokens: Tokens, hit: Hit) -> bool:
    """"This role will be remote initially and then based in the office": a start, not the job's mode."""
    i, n, mode = hit
    after = tokens.words[i + n : i + n + 2]
    return bool(_FOR_NOW & set(after)) or after in (["at", "first"], ["for", "now"]) or (
        mode == "remote" and not _TEMPORARY.isdisjoint(tokens.words[max(0, i - 2) : i]))


# a working day's end written before the bracket ("6° 08:00 às 17:00 (Híbrido);": a Brazilian schedule line's mode)
_CLOCK = re.compile(r"\d{1,2}[:h]\d{2}")


def _alone_in_brackets(text: str, start: int, end: int) -> bool:
    """The mode word is all a bracket holds, after a capitalized name: "**Office: Wicklow** (Hybrid)", "Indonesia
    (Remotely)", "com 1 hora de intervalo.(Presencial)", "08:00 às 17:00 (Híbrido)" (not "no local (presencial)")."""
    before = text[max(0, start - 30) : start - 1].split("\n")[-1].replace("*", " ").split()
    return text[start - 1 : start] == "(" and text[end : end + 1] == ")" and bool(before) and (
        before[-1][:1].isupper() or before[-1][-1:] in ".;:" or _CLOCK.fullmatch(before[-1]) is not None) and text[start].isupper()  # (a board's value is capitalized; "Hochflexible (hybride) Arbeitszeitmodelle" is no mode)


def _opens_label(text: str, start: int, end: int) -> bool:
    """"... for 6 months. Hybrid: 3 days per week onsite": the mode word opens a sentence as a label."""
    return text[end : end + 1] == ":" and text[max(0, start - 2) : start] in (". ", "* ", "• ") and (
        _PART_SHARE.search(text, end, end + 30) is not None)


def _after_place(text: str, start: int, end: int) -> bool:
    """The mode word is written in brackets right after a town's name: "based around Eindhoven (hybrid)"."""
    if text[start - 2 : start] != " (" or text[end : end + 1] != ")":
        return False
    prev = text[max(0, start - 40) : start - 2].split()
    return bool(prev) and prev[-1][:1].isupper() and any(p.population >= 10_000 for p in places(fold(prev[-1])))


_DAY_WORDS = {"day", "days", "jours", "tage", "dagen", "dias"}
_HOUR_WORDS = {"hours", "uur", "stunden"}
_PART_OF = {"including", "incl", "of", "whereof", "waarvan", "davon", "dont"}
_COUNTS = {"1", "2", "3", "4", "one", "two", "three", "four", "ein", "zwei", "drei", "vier", "un", "deux", "trois",
           "quatre", "uno", "dos", "tres", "een", "twee", "drie", "x", "5", "half"}
# (also a question field answered "N": Marriott's "**Located Remotely?** N" beside the hotel's address; fields66: 14 unlabelled
# dev postings of the template, every one read as remote)
_NEGATED_VALUE = re.compile(r"(?i)[\s*_]*(?:eligible|available|possible|option)?\s*[*_]*\s*(?::\s*[*_]*\s*(?:no|none|non|nein|nee|n/a)"
                            r"(?:\b|(?=(?-i:[A-Z])))|"  # (glued to the next label by a lost break: "Work From Home: NoTravel")
                            r"\?\s*[*_]*\s*(?:no|n)\b)")


def _mode_ok(tokens: Tokens, hit: Hit) -> bool:
    """"2 days on site" needs its count ("each day onsite" is a duty)."""
    i, n, _ = hit
    words = tokens.words
    if words[i] in _DAY_WORDS and not (i and words[i - 1] in _COUNTS):
        return False

    # a share whose mode word stands on a later line (a physical-demands list whose last item ends "(67-100%)", then a
    # "Remote Type" field whose value is "Onsite"): no "100% remote" (fields98: 5 unlabelled dev postings, all read remote)
    if n > 1 and words[i].isdigit() and "\n" in tokens.text[tokens.ends[i] : tokens.starts[i + 1]]:
        return False
    # "40 hours per week, including 24 hours on site": part of the week; "8 hours on site" is not
    return words[i] not in _HOUR_WORDS or (i > 1 and words[i - 1].isdigit() and words[i - 2] in _PART_OF)


# "in office" as a modifier of a noun ("experience in office management", "in-office events", "Collaboration in office
# spaces", "Nintendo Switch in-office gaming") says nothing of where the job is done. The last row: the nouns after an
# "in office" read as onsite in a census of the 33,444 unlabelled dev postings (51 such hits) that were a perk ("In-office
# gym", "in-office massages", "happy hours"), a trade or a product ("office imaging equipment", "office interiors
# procurement", "Proficient in Office 365") or the experience asked ("preferably in office settings"), never the mode
_OFFICE_NOUNS = {"management", "manager", "services", "service", "administration", "administrative", "events", "event",
                 "spaces", "space", "gaming", "games", "equipment", "supplies", "environment", "procedures", "software",
                 "applications", "skills", "support", "meetings", "automation", "products", "suite", "tools", "perks",
                 "snacks", "lunches", "amenities",
                 "gym", "massages", "happy", "imaging", "interiors", "settings", "365",
                 # a clinic's "in-office ultrasounds / testing / lab procedures", a perk's "in-office culinary options", a
                 # physical-demands line "Works in office area(s) as well as ..." (fields72: 11 unlabelled postings)
                 "ultrasounds", "ultrasound", "testing", "lab", "culinary", "technical", "area"}


# office-based care ("an office-based anesthesiology practice", "Office Based Surgical Center" among the experience asked) is a
# kind of clinic, and "the office based on the skills" a post followed by "based on": no mode (fields86: 6 unlabelled dev
# postings, all read onsite from it)
_OFFICE_BASED_NOUNS = frozenset({"surgical", "surgery", "surgeries", "anesthesia", "anesthesiology", "anaesthesia",
                                 "anaesthesiology", "practice", "practices", "procedures", "on"})


def _office_noun(tokens: Tokens, hit: Hit) -> bool:
    i, n, _ = hit
    words = tokens.words
    if n == 2 and words[i : i + 2] == ["office", "based"]:
        return i + 2 < len(words) and words[i + 2] in _OFFICE_BASED_NOUNS
    if n == 2 and words[i : i + 3] == ["in", "office", "based"]:  # ("recovery in office-based anesthesia")
        return i + 3 < len(words) and words[i + 3] in _OFFICE_BASED_NOUNS
    return words[i : i + 2] == ["in", "office"] and n == 2 and i + 2 < len(words) and words[i + 2] in _OFFICE_NOUNS and (
        tokens.text[tokens.ends[i + 1] : tokens.starts[i + 2]].strip() == "")


# A remote word as a field's label whose value is the hybrid mode ("Teletrabajo: híbrido" among a Spanish board's
# perks, "TELETRABAJO: Híbrido (2 días oficina)", "Homeoffice: hybrides Arbeiten"): the value states the mode, hybrid
# (gold85). The value may be glued to the next item by a lost break ("Teletrabajo: híbridoHorario flexible"). fields77: 4
# postings outside the test split with the shape, the 3 Spanish ones read as remote before.
_HYBRID_VALUE = re.compile(r"(?i)[ \t]*:[ \t]*(?:<[^<>]{1,200}>|[\s*_])*(?:h[íi]brid[oa]|hybrid|hybride[sn]?|mixt[oa])(?-i:(?![a-zà-ÿ]))")


def _hybrid_value(tokens: Tokens, hit: Hit) -> Hit:
    """A remote label with a hybrid value is hybrid (kept among the perks too, where a weak phrase is dropped)."""
    i, n, mode = hit
    if mode == "remote" and _HYBRID_VALUE.match(tokens.text, tokens.ends[i + n - 1]):
        return (i, n, "hybrid")
    return hit


# Indeed's field "Work Remotely" with its value as a bullet on the next line ("Work Remotely\n\n* No\n\nJob Type: ..."), or
# run into one line by a board that lost the breaks ("... Work remotely * No Job Types: Full-time"): the job is not remote
# (as "Located Remotely? N", fields66). Not a sentence going on after the bullet ("* No experience needed"). fields80: 7
# unlabelled dev postings with the field's "No", all read as remote before.
_BULLET_NO = re.compile(r"(?i)[ \t\\]*(?:\n[ \t\\]*)*[*•][ \t]*no\b(?![ \t]*(?-i:[a-z]))")


def _negated_value(tokens: Tokens, hit: Hit) -> Hit:
    """"Telework eligible: No", "Remote: No", "Work Remotely * No": the field says the job is not remote, so it is
    onsite."""
    i, n, mode = hit
    end = tokens.ends[i + n - 1]
    if mode != "onsite" and (_NEGATED_VALUE.match(tokens.text, end) or _BULLET_NO.match(tokens.text, end)):
        return (i, n, "onsite")
    return hit


# A negation closing the sentence of a remote/hybrid phrase: "... is not possible", "ist leider nicht möglich",
# "n'est pas possible", "no es posible", "is niet mogelijk", "не предусмотрена" (within a few words); also refused
# outright: "remote or hybrid work will not be considered", "Remote work not accepted" (a census of the corpus found
# 24 unlabelled postings with a mode word before "not considered/accepted/allowed/permitted", 22 read as that mode).
_AFTER_NEGATION = re.compile(
    r"(?i)[^.!?;\n]{0,40}?\b(?:not|nicht|pas|niet|no|не)\s+(?:\w+\s+)?(?:possible|available|offered|an option|the option|"
    r"considered|accepted|allowed|permitted|"
    r"möglich|moglich|angeboten|vorgesehen|mogelijk|posible|possível|possivel|предусмотрен\w*|возможн\w*)")
# (also "You will not have the option to telework", "not a remote/telework opportunity")
_NEGATION_GLUE = {"a", "an", "the", "is", "for", "any", "possible", "option", "de", "een", "du", "en", "to", "have", "remote"}
_NEGATION_REACH = 5  # words between the negation and the phrase, all glue
# the nouns of a work model after Portuguese "no" ("in the": "no formato híbrido"), which is then no negation
_PT_MODE_NOUNS = {"formato", "modelo", "regime", "modalidade", "modalidad", "sistema"}


def _negated(tokens: Tokens, hit: Hit) -> Hit:
    """A remote or hybrid phrase under a negation ("No remote work", "not a remote position", "no
    telecommuting", "geen thuiswerken") states the opposite: onsite."""
    i, n, mode = hit
    if mode == "onsite" or tokens.words[i + n - 1] == "first":
        return hit  # ("we're not remote-first": office first, not office only)
    words = tokens.words
    k = i - 1
    while k >= 0 and i - k <= _NEGATION_REACH and words[k] in _NEGATION_GLUE:
        k -= 1
    if k >= 0 and i - k <= _NEGATION_REACH and words[k] in _NEGATIONS and "\n" not in tokens.text[tokens.ends[k] : tokens.starts[i]] and not (
            words[k] == "no" and words[i] in _PT_MODE_NOUNS):  # Portuguese "no formato híbrido" is "in the"
        return (i, n, "onsite")
    end = tokens.ends[i + n - 1]
    after = _AFTER_NEGATION.match(tokens.text, end)
    if after is not None:
        return (i, n, "onsite")  # "Homeoffice ist in dieser Funktion leider nicht möglich"
    if k >= 2 and words[k] in ("or", "nor") and (words[k - 2] in _NEGATIONS or k >= 3 and words[k - 3] in _NEGATIONS) and (
            "\n" not in tokens.text[tokens.ends[k - 3] : tokens.starts[i]]):
        return (i, n, "onsite")  # "No telecommuting or remote work options"
    return hit


def _part_week(tokens: Tokens, hit: Hit) -> Hit:
    """"4.5 days on site" is a part of the week (hybrid), not the five days on site it ends with; so is
    "trabajar presencial 2 días a la semana"."""
    i, n, mode = hit
    if mode == "onsite" and tokens.words[i] == "5" and tokens.text[tokens.starts[i] - 1 : tokens.starts[i]] in ".,":
        return (i, n, "hybrid")
    if mode == "onsite" and tokens.words[i] in ("trabajar", "trabalhar") and _PART_SHARE.search(
            tokens.text, tokens.ends[i + n - 1], tokens.ends[i + n - 1] + 16):
        return (i, n, "hybrid")
    return hit


# A share of the week beside a remote phrase makes it part-time remote: "Teletrabajo 50%", "50% teletrabajo",
# "Teletrabajo de 2 días a la semana", "2x Remoto", "Work from Home 2-3 days", "up to 80% telework"; a single day is
# written in the singular ("1 día de teletrabajo a la semana", "1 Tag Homeoffice", "1 jour de télétravail")
_PART_SHARE = re.compile(r"(?i)(?<![\d.,])(?:[1-9]\d?\s*%|[1-4]\s*(?:-\s*[1-4]\s*)?x(?!\w)|(?:[1-4]|\b(?:one|two|three|four|"
                         r"un|deux|trois|dos|tres|zwei|drei))\s*(?:-\s*[1-4]\s*)?(?:days?|d[ií]as?|jours?|tage?|dag(?:en)?|dias?)\b)")
# Remote days counted further on in the clause (the role "allows work-from-home flexibility on up to 2 days" a week, "the
# option to request remote work for up to one (1) day" a week): a share of the week, hybrid; fields72: 4
# unlabelled postings (one firm's template x3) read as remote before
_UP_TO_DAYS = re.compile(r"(?i)[^.!?\n]{0,30}?\bup to\s+(?:[1-4]|one|two|three|four)(?:\s*\\?\(\s*\d\s*\\?\))?\s*days?\b"
                         r"(?!\s*(?:per|a|an|each|every|/|in a|in the)\s*(?:month|year|annum|quarter)\b)")  # (not a yearly count)
# A month split into weeks on site and weeks at home ("Location: 1 week on site, Dublin - 3 weeks working from home"): hybrid
# (fields72: 2 unlabelled postings of one agency, read as remote before)
_WEEKS_BEFORE = re.compile(r"(?i)\b(?:[1-3]|one|two|three)\s+weeks?\s+$")
_WEEKS_ON_SITE = re.compile(r"(?i)\b(?:[1-3]|one|two|three)\s+weeks?\s+(?:on[\s\\-]*site|in (?:the )?office)\b")
# In person N times a week in Portuguese or Spanish ("Modalidade: Presencial (3x por semana)", "Modelo de trabalho: Presencial
# 4x na semana", "Disponibilidade para atuação presencial em <town> 3 vezes na semana"): a share of the week in the office,
# hybrid (RUNNING_TEXT_RULES: "3x presencial e 2 remoto", "presencial 2 días a la semana" are hybrid). fields69: 7
# unlabelled dev postings with the shape, all read as onsite before
_PT_WEEK_SHARE = re.compile(r"(?i)\b[1-4]\s*(?:x|vezes|veces|d[ií]as?)\s*(?:na|por|a|ao|en|/)?\s*(?:la\s+)?semana\b")
# ... or in words: "work remotely for part of the week", "from home some days" (fields63: a share, not the whole week)
_PART_WORDS = re.compile(r"(?i)[ \t]*(?:for |on )?(?:part of the (?:week|time)|(?:some|certain|a few) days\b)")
# A remote phrase naming a perk's object, not the job's mode: "WFH budget", "home office stipend", "Home-Office
# Ausstattung", "gastos de teletrabajo", "#wfh"
_PERK_AFTER = {"locations", "sites", "budget", "stipend", "stipends", "allowance", "allowances", "equipment", "reimbursement",
               "ausstattung", "pauschale", "tools", "expenses", "policy", "френдли"}  # ("Ремоут-френдли": remote-friendly, a perk)
_HYBRID_WORDS = {"hybrid", "hybride", "hybrides", "hibrido", "hibrida", "гибридный", "гибрид"}
_PERK_BEFORE = {"gastos", "ayuda", "allowance", "stipend", "budget", "equipment", "ausstattung"}
_AGREEMENT = {"accord", "charte"}  # "accord sur le télétravail", "charte de télétravail": a company agreement (a perk)


def _share_of_week(tokens: Tokens, hit: Hit) -> Hit:
    """A remote phrase with a share of the week on its line, within a few characters, is hybrid; so is an
    office phrase followed by one ("in-person attendance expected at least 3 days per week")."""
    i, n, mode = hit
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    if mode == "onsite" and tokens.words[i] in ("in", "on", "onsite") and _PART_SHARE.search(
            text, end, min(end + 40, line_end(text, end))):
        return (i, n, "hybrid")
    if mode == "onsite" and "presencial" in tokens.words[i : i + n] and _PT_WEEK_SHARE.search(
            text, end, min(end + 45, line_end(text, end))):
        return (i, n, "hybrid")  # ("Modalidade: Presencial (3x por semana)", "presencial em <town> 3 vezes na semana")
    if mode != "remote":
        return hit
    ls = max(text.rfind("\n", 0, start) + 1, start - 14)
    le = text.find("\n", end)
    le = min(end + 24, len(text) if le < 0 else le)
    if _PART_SHARE.search(text, ls, start) or _PART_SHARE.search(text, end, le) or _PART_WORDS.match(text, end):
        return (i, n, "hybrid")
    if "up to" in text and _UP_TO_DAYS.match(text, end):
        return (i, n, "hybrid")  # ("work from home flexibility on up to 2 days")
    if "week" in text and _WEEKS_BEFORE.search(text, ls, start) and _WEEKS_ON_SITE.search(
            text, text.rfind("\n", 0, start) + 1, start):
        return (i, n, "hybrid")  # ("1 week on site, Dublin - 3 weeks working from home")
    if ("onth" in text or "ois" in text) and _MONTH_SHARE.search(text, max(ls, start - 20), le):
        return (i, n, "hybrid")
    return hit


# A monthly count of remote days ("as many as six work-from-home days per month", "6 jours de
# télétravail par mois"): a share of the time, hybrid (RUNNING_TEXT_RULES gold45: "6 jours par mois" is hybrid); not one
# day a month (occasional). fields69: 2 unlabelled dev postings (one firm's template) read as remote before
_MONTH_SHARE = re.compile(r"(?i)\b(?:[2-9]|1\d|two|three|four|five|six|seven|eight|nine|ten|deux|trois|quatre|cinq|six|huit)\b"
                          r"[^.\n]{0,40}?\b(?:days?|jours?|tage?|d[ií]as)\b[^.\n]{0,25}?\b(?:per|a|each|every|par|al|pro|im)\s+"
                          r"(?:month|mois|mes|monat)\b")


def _perk_object(tokens: Tokens, hit: Hit) -> bool:
    """(Not a hybrid phrase: "Hybrid working policy" states the mode.)"""
    i, n, _ = hit
    words = tokens.words
    if words[i] in _HYBRID_WORDS:
        return False
    if i + n < len(words) and words[i + n] in _PERK_AFTER:
        return True
    if i and (words[i - 1] in _PERK_BEFORE or i > 1 and words[i - 1] == "de" and words[i - 2] in _PERK_BEFORE):
        return True
    if not _AGREEMENT.isdisjoint(words[max(0, i - 3) : i]):  # (with a share of the week it is the job's: hybrid)
        end = tokens.ends[i + n - 1]
        return _PART_SHARE.search(tokens.text, end, end + 60) is None
    start = tokens.starts[i]  # ("#wfh": a tag; a capitalized "#Onsite" among the closing tags is the workplace's, fields100)
    return tokens.text[start - 1 : start] == "#" and not (tokens.text[start].isupper() and words[i] in _BARE_MODE)


# The weak hybrid phrases written as a perk in German postings ("Homeoffice nach Absprache möglich", "Wir bieten
# mobiles Arbeiten", a "Mobiles Arbeiten" bullet under "Deine Benefits"): occasional home working, no mode
# (RUNNING_TEXT_RULES); a share of the week keeps them hybrid ("bis zu drei Tage pro Woche im Homeoffice").
_HOME_PERK = {"home office", "homeoffice", "mobiles arbeiten", "mobile working", "home office option"}
_OFFER_CUE = re.compile(r"(?i)m[öo]glich|option|absprache|biete|angebot|flexib|vorteil|benefit|selbstverst[äa]ndlich|"
                        r"zuschuss|nach der einarbeitung|ab dem \d")
# A Brazilian "home office" is the whole job done from home ("Modelo de Trabalho: Home Office"): remote
_PT_CUE = re.compile(r"(?i)\b(?:trabalho|vaga|modelo|modalidade|regime|atua[çc][ãa]o|descri[çc][ãa]o|escala|hor[áa]rio)\b")
_PERK_REACH = 250


def _home_office(tokens: Tokens, hit: Hit) -> Hit | None:
    """A weak "home office" / "mobiles Arbeiten": hybrid with a share of the week, remote in Portuguese,
    no mode beside an offer or possibility cue (None), else as it was."""
    i, n, mode = hit
    if mode != "hybrid" or " ".join(tokens.words[i : i + n]) not in _HOME_PERK or _negated(tokens, hit)[2] == "onsite":
        return hit  # ("Homeoffice ist in dieser Funktion leider nicht möglich": onsite, read by _negated)
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    lo = max(0, start - _PERK_REACH)
    if _PART_SHARE.search(text, max(0, start - 30), min(len(text), end + 40)) or "ybrid" in text[start - 40 : end + 40]:
        return hit  # ("Homeoffice-Option (Hybridmodell)")
    if i and tokens.words[i - 1] == "the":
        return None  # "We work closely with the Home Office" (the UK ministry), "reports to the home office" (the head office)
    if _office_days(text, start, end):
        return hit  # "segunda à quinta-feira presencial, sexta-feira home office": office days and home days, hybrid
    if _PT_CUE.search(text, lo, min(len(text), end + 80)):
        return (i, n, "remote")
    if text[max(0, start - 3) : start].strip(" ") == "|":
        return hit  # a field of a header line ("Full-time | Berlin | Home office option")
    if _english_noun(tokens, i, n) or _perk_list_item(text, start, end):
        return None
    if _OFFER_CUE.search(text, lo, min(len(text), end + 60)):
        return None
    return hit


# In English "home office" is mostly a thing, not a way of working: the head office ("our Home Office in Winnipeg",
# "District Managers, Home Office, Regional Office"), the UK ministry ("as per Home Office regulations"), a room ("bedroom,
# home office, closet"), a team or a desk ("a dedicated home office team", "their own home office space"). A census of the
# phrase read as hybrid in 2,000+ English corpus postings found these in about half; it states the mode when a work
# word comes before it ("work from your home office", "Remote from your home office") or a mode word after it ("home
# office options", "home office days"); a share of the week or "hybrid" near it is read before this.
_EN_FUNCTION = frozenset({"the", "and", "with", "for", "our", "your", "their", "of", "is", "are", "to", "a", "an", "in"})
_NOT_EN = frozenset({"und", "der", "die", "das", "im", "mit", "zu", "dem", "bis", "ist", "aus", "tage", "woche", "de", "da",
                     "do", "em", "e", "dias", "semana", "la", "el", "y", "en", "et", "les", "des", "het", "van"})
_EN_WORK_BEFORE = frozenset({"work", "works", "working", "worked", "remote", "remotely", "telework", "teleworking",
                             "wfh", "based"})
_EN_MODE_AFTER = frozenset({"option", "options", "model", "days", "day", "possible", "possibility", "work", "working",
                            "basis", "arrangement", "arrangements", "schedule", "position", "role", "job"})


def _english_noun(tokens: Tokens, i: int, n: int) -> bool:
    """"home office" in English words with neither a work word before it nor a mode word after it."""
    words = tokens.words
    if words[i] not in ("home", "homeoffice"):
        return False
    around = set(words[max(0, i - 8) : i + n + 8])
    if around.isdisjoint(_EN_FUNCTION) or not around.isdisjoint(_NOT_EN):
        return False
    return _EN_WORK_BEFORE.isdisjoint(words[max(0, i - 4) : i]) and (
        i + n >= len(words) or words[i + n] not in _EN_MODE_AFTER)


def _perk_list_item(text: str, start: int, end: int) -> bool:
    """One item of a comma list ("Kantine, Firmenveranstaltungen, Sonderzahlungen, Homeoffice, Firmenparkplatz"): the
    perks written in a row, a share of the week or a hybrid word having been read before this."""
    return text[max(0, start - 2) : start].strip(" ").endswith(",") and text[end : end + 2].strip(" ")[:1] in (",", ";")


# Office days written beside the home-office days on one line ("(segunda à quinta-feira presencial, sexta-feira home
# office)", "presencial 3x na semana e home office"): a week split between the two
_PRESENCE = re.compile(r"(?i)presencia|escrit[óo]rio")
_WEEK_PT = re.compile(r"(?i)segunda|ter[çc]a|quarta|quinta|sexta|semana|\d\s?x\b")
_OFFICE_DAYS_REACH = 100


def _office_days(text: str, start: int, end: int) -> bool:
    lo = max(text.rfind("\n", 0, start) + 1, start - _OFFICE_DAYS_REACH)
    hi = min(line_end(text, end), end + _OFFICE_DAYS_REACH)
    return _PRESENCE.search(text, lo, hi) is not None and _WEEK_PT.search(text, lo, hi) is not None


_PLACE_WORDS = {"office", "offices", "site", "onsite", "hub", "hubs", "location", "locations", "bureau", "kantoor"}


def _remote_choice(tokens: Tokens, hit: Hit) -> bool:
    """"or remotely" says where the job is done only after an office ("based in our Dublin office or
    remotely"), not after a way of delivering something ("training delivered in person or remotely")."""
    i, n, _ = hit
    words = tokens.words
    return words[i] not in ("or", "either") or bool(_PLACE_WORDS & set(words[max(0, i - 8) : i]))


# A remote phrase about the hiring steps ("o processo seletivo acontece de forma 100% remota", "remote
# interviews") says nothing of how the job is done
_PROCESS_CUE = re.compile(r"(?i)processo seletivo|sele[çc][ãa]o|selection process|recruitment process|hiring process|"
                          r"interview|entrevista|proceso de selecci[óo]n|recrutamento|собеседован")
# a French interview held in person ("puis un entretien en présentiel", "Entretien en présentiel :", "conduire des
# entretiens individuels (téléphoniques ou en présentiel)"): the selection process or a duty (fields89: 3 postings)
_ENTRETIEN_BEFORE = re.compile(r"(?i)\bentretiens?\b[^.;:\n]{0,40}$")
_PROCESS_AFTER = re.compile(r"\s+(?:interview|interviews|selection|hiring|recruitment|onboarding)\b", re.I)
# An in-person interview, also inside a chain of its synonyms ("Onsite interview Must", "In-Person / Onsite / Face to
# Face interview required"): the selection process, not the job's mode
_INTERVIEW_AFTER = re.compile(r"(?i)(?:\s*/\s*[\w-]+(?: to [\w-]+)?)*\s*[-(]?\s*interviews?\b")
# ("time": a job's header "Full time office based in Dublin 2", the hours then the mode)
_BE_WORDS = {"is", "be", "are", "will", "role", "position", "job", "fully", "mainly", "primarily", "predominantly", "100",
             "an", "a", "time"}


# Before "works on site", a word that makes "works" the verb of this job ("This position works on-site", "* Works onsite
# at the facility"); after any other word it is mostly the noun ("electrical works on site", "CSA works on site": the
# corpus diff of the rule read both).
_WORKS_SUBJECT = {"position", "role", "job", "who", "and", "also", "person", "candidate"}
_ITEM_START = re.compile(r"(?:^|[\n•●▪*\-:>])[ \t]*$")


def _others_on_site(tokens: Tokens, hit: Hit) -> bool:
    """"works on site" as a noun ("mechanical works on site") or "working on site" after a plural ("subcontractors
    working on site"): other people's work on site, not this job's mode."""
    i, n, mode = hit
    w = tokens.words[i]
    if mode != "onsite" or w not in ("works", "working") or i == 0 or n > 3:
        return False  # (only the four phrases of the table, "works/working on site/onsite")
    prev = tokens.words[i - 1]
    if w == "works":
        start = tokens.starts[i]
        return prev not in _WORKS_SUBJECT and _ITEM_START.search(tokens.text, max(0, start - 6), start) is None
    return len(prev) > 3 and prev.endswith("s") and prev not in ("always", "sometimes")


# Remote work asked as a skill at the head of a requirement item ("* Ability to work remotely and in an office setting when
# required", "Have the ability to work remotely with the teams in <country>"): a capability, not how this job is done
# (fields86: 6 unlabelled dev postings, field nurses and a field technician among them, all read remote or hybrid before;
# not "flexible hours, and the ability to work from home" offered mid-sentence)
_ABILITY_ITEM = re.compile(r"(?i)(?:^|[\n•●▪*;.\-][ \t\\*]*)(?:(?:candidates |you )?(?:must |should )?have (?:the )?)?abilit(?:y|ies) to[ \t]+$")


# ... and remote work as the experience asked ("Proven experience working remotely and managing remote teams", "Experience
# working with remote, globally distributed teams"; fields89: 3 unlabelled dev postings read as remote)
_EXPERIENCE_BEFORE = re.compile(r"(?i)\bexperience (?:in |of )?(?:working |collaborating )?(?:with )?$")


def _ability_asked(tokens: Tokens, hit: Hit) -> bool:
    i, _, mode = hit
    if mode == "remote" and i > 1 and "experience" in tokens.words[i - 3 : i] and _EXPERIENCE_BEFORE.search(
            tokens.text, max(0, tokens.starts[i] - 40), tokens.starts[i]):
        return True
    if mode == "onsite" or i < 2 or tokens.words[i - 1] != "to" or tokens.words[i - 2] not in ("ability", "abilities"):
        return False
    start = tokens.starts[i]
    return _ABILITY_ITEM.search(tokens.text, max(0, start - 50), start) is not None


# A "hybrid role" whose clause names the duties it joins ("a hybrid role that combines vendor management, deskside support
# and project delivery", "a critical, hybrid role that serves as a technical consultant", "a hybrid role that will enable you
# to work across several teams"): a role of mixed functions, not a mode; the clause that says where the work is done stays
# ("a hybrid role that asks for three office days each week"). fields86: 6 unlabelled dev
# postings, all read hybrid before. fields98 added the clauses "focused on", "combines", "means", "of", "with", "requiring"
# ("a hybrid role focused on <quality work>", "a hybrid role with ~30% <other> duties", "a hybrid role requiring a mix of
# <two kinds of sales>"; "a hybrid role with 2 days in the office" keeps its place words)
_DUTIES_AFTER = frozenset({"that", "which", "combining", "bridging", "spanning", "serving", "focused", "focusing", "combines",
                           "blending", "blends", "means", "of", "with", "requiring", "involving", "encompassing"})
_PLACE_CLAUSE = re.compile(r"(?i)office|home|remote|telecommut|telework|on[- ]?site|in[- ]person|\bdays?\b|week|travel|"
                           r"location|\bsite\b|percentage|split")
_CLAUSE_END = re.compile(r"[.!?;\n]")


def _hybrid_of_duties(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    words = tokens.words
    if mode != "hybrid" or words[i + n - 1] not in ("role", "position") or i + n >= len(words) or words[i + n] not in _DUTIES_AFTER:
        return False
    text, end = tokens.text, tokens.ends[i + n - 1]
    stop = _CLAUSE_END.search(text, end, end + 200)
    return _PLACE_CLAUSE.search(text, end, stop.start() if stop else end + 200) is None


# "work on site" as a noun after a determiner ("All work on site is to follow the permit rules", "liaising
# with subcontractors for work on site"): the work done there, a duty, not the job's mode (fields69: 4 unlabelled dev postings,
# all read as onsite from it)
_WORK_NOUN_BEFORE = frozenset({"all", "any", "the", "for", "of"})


def _work_noun_on_site(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    return mode == "onsite" and tokens.words[i] == "work" and i > 0 and tokens.words[i - 1] in _WORK_NOUN_BEFORE and (
        "\n" not in tokens.text[tokens.ends[i - 1] : tokens.starts[i]]) and tokens.words[i - 2 : i] != ["type", "of"]
    # (a board's field "Type of work On-site" states the mode: one dev line)


# "bei (den) Kunden vor Ort", "vor Ort beim Kunden": at the clients' sites. In a body sentence it is mostly a duty or the
# travel the job needs (workshops held there, a readiness to travel to them, the firm's service there), which
# RUNNING_TEXT_RULES reads as no mode; it states the job's place only in the title (an installer's title naming the
# clients' sites) or after a work-place label ("Arbeitsort ... beim Kunden"). A census of the 33,444 unlabelled dev
# postings: 22 with the phrase, 13 read onsite from it, 1 of those a work-place label, the other 12 duties, travel or the
# firm's service.
_WORKPLACE_LABEL = re.compile(r"(?i)\b(?:arbeitsort|einsatzort|dienstort)\b[^.!?;\n]{0,40}$")


def _client_site_duty(tokens: Tokens, hit: Hit) -> bool:
    """An onsite phrase naming the clients' sites ("bei Kunden vor Ort") in the body with no work-place label before
    it: a duty or the travel the job needs, not its mode."""
    i, n, mode = hit
    if mode != "onsite" or "kunden" not in tokens.words[i : i + n]:
        return False
    text, start = tokens.text, tokens.starts[i]
    return start >= title_end(text) and _WORKPLACE_LABEL.search(text, max(0, start - 60), start) is None


# A bare French "sur site" says where a duty is done far more often than how the job is done ("finitions sur site",
# "formation sur site", "diagnostic et devis sur site client", "plus de 120 collaborateurs sur site", "restauration sur
# site" among perks): RUNNING_TEXT_RULES reads the duty's site as no mode ("sur site client", "nettoyage ... sur site
# industriel"; only "Mode de travail : Sur site" and a post "sur site (H/F)" are onsite). It states the mode after a
# label, alone in its line or item, in the title, after (H/F), or after the post, work or presence it qualifies ("poste
# sur site", "100% présentiel sur site", "vous travaillerez sur site", "Exigences sur site"). fields80: 40 unlabelled
# dev postings with the phrase, 17 read onsite from it alone, most of them duties.
_SUR_SITE_AFTER = frozenset({"poste", "postes", "emploi", "presentiel", "100", "exigences", "base", "basee", "bases",
                             "basees", "situe", "situee", "localise", "localisee"})
_SUR_SITE_LABEL = re.compile(r"[:：][ \t*_]*$")
_SUR_SITE_CREDITS = re.compile(r"[ \t]+Credits\b")
_SUR_SITE_HF = re.compile(r"[ \t]*\(?[ \t]*[HF][ \t]*/[ \t]*[HF]\b")


def _site_duty_fr(tokens: Tokens, hit: Hit) -> bool:
    """A bare "sur site" that names where a duty is done, not the job's mode (the list above)."""
    i, n, mode = hit
    words, text = tokens.words, tokens.text
    if mode != "onsite" or n != 2 or words[i] != "sur" or words[i + 1] != "site":
        return False
    start, end = tokens.starts[i], tokens.ends[i + 1]
    if start < title_end(text) or (i and (words[i - 1] in _SUR_SITE_AFTER or words[i - 1].startswith("travaill"))) or (
            i > 1 and words[i - 2] == "100"):  # ("100% présentiel sur site", its adjective misspelt)
        return False
    if _SUR_SITE_CREDITS.match(text, end):
        return False  # a careers site's footer: "France Sur site Credits" (_footer_mode's work model)
    line_start = max(text.rfind("\n", 0, start), text.rfind(">", 0, start)) + 1
    before = text[line_start:start]
    if _SUR_SITE_LABEL.search(before) or _SUR_SITE_HF.match(text, end):
        return False
    rest = text[end : line_end(text, end)]
    return bool(before.strip(" \t-*•·–—_")) or bool(rest.strip(" \t.;,*_<"))


# A board's location block that names a place and then ticks "remote work allowed" on its own line ("Location:\nEl Campo,
# Texas\nremote work allowed"): remote work offered as an option beside the job's place, no mode (the lead's 02:30 decision:
# a board line "Remote work available" is an option). With no place ("Location:\nremote work allowed", an online course)
# the line is the location itself: remote (gold76). fields80: 7 unlabelled dev postings with a place, all read remote.
_ALLOWED_LINE = re.compile(r"[ \t]+allowed[ \t]*(?:\n|$)")
_LOCATION_LINE = re.compile(r"(?i)location:?[ \t]*\n?$")


def _allowed_beside_place(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    if mode != "remote" or tokens.words[i : i + n] != ["remote", "work"] or not _ALLOWED_LINE.match(text, end):
        return False
    if start and text[start - 1] != "\n":
        return False
    prev_start = text.rfind("\n", 0, max(0, start - 1)) + 1
    return _LOCATION_LINE.search(text[prev_start:start]) is None


# Home and office work blended ("We offer flexibility to blend working from home or office"): hybrid, not remote. fields80: 5
# unlabelled dev postings of one template, all read remote.
_BLEND = frozenset({"blend", "blending", "blended", "mix", "mixing", "combine", "combining"})


def _blended(tokens: Tokens, hit: Hit) -> Hit:
    i, n, mode = hit
    words = tokens.words
    if mode == "remote" and i and words[i - 1] in _BLEND and "office" in words[i + n : i + n + 3]:
        return (i, n, "hybrid")
    return hit


def _not_the_job(tokens: Tokens, hit: Hit) -> bool:
    """A remote or in-person phrase about the selection process, or "office based in X" naming where an office is ("join
    their Dublin office based in the city centre"), not this job's mode."""
    i, n, mode = hit
    words, text = tokens.words, tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    if mode == "remote" or words[i] == "conducted":  # (also "interviews will be conducted in person")
        lo = max(0, start - 120)
        brk = max(text.rfind(".", lo, start), text.rfind("\n", lo, start), text.rfind(";", lo, start),
                  # an HTML list item or paragraph ends there too ("... на собеседовании</li> </ul> <p>Условия работы:</p>
                  # <ul> <li>Дистанционная работа": the interview is the item before's; fields72)
                  *(text.rfind(tag, lo, start) for tag in ("</li>", "</p>", "<li>", "<p>") if "<" in text))
        return bool(_PROCESS_CUE.search(text, max(lo, brk + 1), start) or _PROCESS_AFTER.match(text, end))
    if mode == "onsite" and _INTERVIEW_AFTER.match(text, end):
        return True
    if "presentiel" in words[i : i + 2] and _ENTRETIEN_BEFORE.search(text, max(0, start - 60), start):
        return True
    if words[i + n - 1] == "remote" and i + n < len(words) and words[i + n] == "first" and mode == "onsite":
        return True  # "we're not remote-first": office first, not office only
    # only the bare "office based" names an office's place; "office-based role in Dublin" is the job's own mode
    return (words[i : i + 2] == ["office", "based"] and n == 2 and i + n < len(words) and words[i + n] in ("in", "at")
            and i > 0 and words[i - 1] not in _BE_WORDS and text[start : start + 1] == "o"
            and "\n" not in text[tokens.ends[i - 1] : start])  # (not an "Office based in Leeds" line)


# A careers site's footer runs its fields together and ends the work model with "Credits" ("... Deutschland
# On-site Credits Data protection", "Arbeitsmodell: Hybrid Credits", "México Presencial Credits"): the mode
_FOOTER_MODE = re.compile(r"(?i)(?<![\w-])(on-site|onsite|on site|sur site|hybrid|hybride|h[íi]brido|remote|remoto|presencial)"
                          r"[ \t]+Credits\b")
_FOOTER_VALUES = {"hybrid": "hybrid", "hybride": "hybrid", "hibrido": "hybrid", "remote": "remote", "remoto": "remote"}


def _footer_mode(tokens: Tokens) -> list[Hit]:
    if "credits" not in tokens.vocab:
        return []
    text = tokens.text
    out: list[Hit] = []
    for m in _FOOTER_MODE.finditer(text):
        i = bisect_left(tokens.starts, m.start(1))
        n = max(1, bisect_left(tokens.starts, m.end(1)) - i)
        out.append((i, n, _FOOTER_VALUES.get(fold(m.group(1)).replace(" ", ""), "onsite")))
    return out


def _remote_first(tokens: Tokens, hit: Hit) -> Hit:
    """"Flexible remote-first work culture": the longer "flexible remote" (hybrid) hides "remote first" (remote)."""
    i, n, mode = hit
    words = tokens.words
    if mode == "hybrid" and n > 1 and words[i + n - 1] == "remote" and i + n < len(words) and words[i + n] == "first":
        return (i + n - 1, 2, "remote")
    return hit


# An offer list's item that is the mode word alone between dashes or bullets: "8 hours/day) — Remote — No tracking"
_LIST_MARKS = "—–•·;"


def _list_item(text: str, start: int, end: int) -> bool:
    before, after = text[max(0, start - 3) : start].strip(" "), text[end : end + 3].strip(" ")
    return bool(before) and bool(after) and before[-1] in _LIST_MARKS and after[0] in _LIST_MARKS and text[start].isupper()


# Japanese writes the hybrid mode as a katakana word, alone as a field's value ("働き方: ハイブリット") or before 勤務
# ("ハイブリッド勤務", hybrid work); the words are folded (ブ -> フ) and a run of kana/kanji is one word, so the word's
# head is matched, and only these endings (not "ハイブリッドクラウド", a hybrid cloud)
_JA_HYBRID = ("ハイフリット", "ハイフリッド")
_JA_HYBRID_ENDS = ("", "勤務", "ワーク", "型勤務", "な働き方", "勤務制度")


def _japanese_mode(tokens: Tokens) -> list[Hit]:
    if "ハイブリ" not in tokens.text:
        return []
    return [(i, 1, "hybrid") for i, w in enumerate(tokens.words)
            if w.startswith(_JA_HYBRID) and w[len(_JA_HYBRID[0]) :] in _JA_HYBRID_ENDS]


# Working from the office asked of the applicant: "Willing to work from the office (Bandung)", "You are required to
# work from the office", "Ability to work from the office in Wroclaw", a bullet "Work from our offices in Gothenburg":
# onsite; with a share of the week ("must work from the office at least 2 days/week", "four days working from the
# office"): hybrid. Not a choice ("whether you like working from the office, home or ..."), an occasional visit
# ("as needed"), a desk ("office space") or a team ("the Middle Office team"). The cue may be glued to a heading by a
# lost line break ("QualificationsAbility to work from the office"). A census of the phrase in 2,000+ corpus
# postings found it read as no mode in about a third, most of them one of these two shapes.
_OFFICE_WORK = re.compile(r"\b(?:[Ww]ork|[Ww]orking)(?: (?:from|in|out of|at)) (?:the|our) (?:[A-Z][\w-]+ ){0,2}(?:[Oo]ffices?)\b")
_OFFICE_ASKED = re.compile(r"(?i)(?:\b|(?-i:(?<=[a-z])(?=[A-Z])))(?:must|required|requires?|requirement|expected|willing|willingness|able|ability|amenable|"
                           r"need to|needs to|will|you can|you'll|are to|is to|based|availability|available|commit)\b[^.!?\n]{0,40}$")
_OFFICE_NOT = re.compile(r"(?i)(?:[ \t]*(?:space|spaces|team|teams|department|function|or|,\s*(?:or|home|remote))\b|"
                         r"[^.!?\n]{0,30}\b(?:occasionally|as needed|when needed|if needed|sometimes|or (?:from )?home|or remote))")
_OFFICE_NOT_BEFORE = re.compile(r"(?i)\b(?:whether|if|don't|do not|not|or)\b[^.!?\n]{0,40}$")
_OFFICE_NAMES = ("Middle", "Back", "Front", "Home", "Post")  # (desks of a bank, the UK ministry, the post office)


def _office_work(tokens: Tokens) -> list[Hit]:
    if "office" not in tokens.vocab and "offices" not in tokens.vocab or (
            "work" not in tokens.vocab and "working" not in tokens.vocab):
        return []
    text = tokens.text
    out: list[Hit] = []
    for m in _OFFICE_WORK.finditer(text):
        if any(f" {name} " in m.group() for name in _OFFICE_NAMES):
            continue
        start, end = m.start(), m.end()
        before = text[max(0, start - 60) : start]
        line_open = _ITEM_OPEN.search(text, max(0, start - 12), start) is not None or before.rstrip(" \t*_").endswith(
            (".", ":", "•", "-", "–", "—"))
        if _OFFICE_NOT.match(text, end) or _OFFICE_NOT_BEFORE.search(before) or not (
                _OFFICE_ASKED.search(before) or line_open):
            continue
        share = _PART_SHARE.search(text, end, min(end + 60, line_end(text, end))) or _PART_SHARE.search(
            text, max(start - 30, text.rfind("\n", 0, start) + 1), start)
        i = bisect_left(tokens.starts, start)
        n = max(1, bisect_left(tokens.starts, end) - i)
        out.append((i, n, "hybrid" if share else "onsite"))
    return out


# Office days of a week asked of everyone: "come to the office two days a week", "be in the office 2 days a week",
# "requires presence in our office for three days per week": hybrid (the phrase table holds "days in the office", the
# share written first). A census of the shape in the corpus found 50 postings, 8 of them read as no mode before.
# One to four days only: five days in the office is the whole week.
# fields98: an aside in brackets may follow the office ("come to the office (based in <district>) a minimum of one day a week")
_OFFICE_SHARE = re.compile(r"(?i)\b(?:to|in|into|at|from) (?:the|our) (?:[A-Z][\w-]+ )?offices? (?:\([^()\n]{1,60}\) )?"
                           r"(?:for |at least |a minimum of |"
                           r"minimum )?(?:[1-4]|one|two|three|four)(?:\s?-\s?[1-4]|\s(?:or|to)\s(?:[1-4]|two|three|four))?"
                           r" ?days?(?: a| per| each| every|/)\s?week\b")


# The word "Hybrid" followed by the share of the week ("Hybrid 3 days per week in the office", "Hybrid: 3 days per week
# onsite", "Hybrid (1 day a week on site)"), often inside a long one-line header where the bare word is not read: a
# census of the shape found 64 corpus postings, all hybrid, 6 of them read as no mode before
_HYBRID_SHARE = re.compile(r"(?i)\bhybrid[ \t]*[:–-]?[ \t]*\(?[ \t]*(?:[1-4]|one|two|three|four)(?:\s?-\s?[1-4])?[ \t]*(?:days?|x)\b")


# Being on site asked of the applicant in running words: "requires someone to be on-site with our team", "the role
# requires the successful candidate to be onsite", "with a requirement to be onsite 3 days a week" (a share of the week:
# hybrid). Not a call-out ("required to be onsite within 30 minutes if called in") nor an occasional visit ("as needed",
# "in cases of outages"). fields71: a census of the 32,421 unlabelled dev postings found 12 such phrases, 3 of them read
# as no mode (gold79's onsite, two hybrid shares).
# fields89: also the applicant's readiness or the role's verb ("Willing to be assigned onsite at our plant", "will function
# on-site at our client", "required to come onsite 3 days a week": hybrid) and "This is an on-site contract role" (a word
# or two between the mode and the noun, which the phrase table's "onsite role" misses); not a visit "once a week/month"
_ON_SITE_ASKED = re.compile(r"(?i)\b(?:requires?|required|requirement|must|needs? to)\b(?: [\w'’]+){0,3}? (?:to )?(?:be|come|report) "
                            r"(?:on[- ]?site|onsite)\b|"
                            r"\b(?:willing(?:ness)?|amenable|expected|able) to (?:be )?(?:work|report|function|locate|relocate|"
                            r"assigned|stationed|based)(?: full[- ]time)? (?:on[- ]?site|onsite)\b|"
                            r"\bwill (?:be )?(?:function|functioning|based|report|reporting) (?:on[- ]?site|onsite)\b|"
                            r"\b(?:is|be) an? (?:on[- ]?site|onsite)(?: [\w-]+){0,2}? (?:role|position|job)\b")
_ON_SITE_VERBS = ("be", "willing", "willingness", "amenable", "expected", "able", "will", "is")
_ON_SITE_NOT = re.compile(r"(?i)[^.!?\n]{0,40}\b(?:within|if|when|as needed|as required|occasionally|sometimes|in cases?|"
                          r"once|twice)\b")
_ON_SITE_NOT_BEFORE = re.compile(r"(?i)\b(?:if|when|as needed|in cases?|occasionally|not)\b[^.!?\n]{0,60}$")


def _on_site_asked(tokens: Tokens) -> list[Hit]:
    if "site" not in tokens.vocab and "onsite" not in tokens.vocab or tokens.vocab.isdisjoint(_ON_SITE_VERBS):
        return []
    text = tokens.text
    out: list[Hit] = []
    for m in _ON_SITE_ASKED.finditer(text):
        start, end = m.start(), m.end()
        if _ON_SITE_NOT.match(text, end) or _ON_SITE_NOT_BEFORE.search(text, max(0, start - 60), start):
            continue
        share = _PART_SHARE.search(text, end, min(end + 40, line_end(text, end)))
        i = bisect_left(tokens.starts, start)
        n = max(1, bisect_left(tokens.starts, end) - i)
        out.append((i, n, "hybrid" if share else "onsite"))
    return out


# The job said to be home based: "The role is home based", "This role will be home-based in <city>", "**Location:** Home
# based", a title "<Title> (Home Based)" or "Home Based <Title>": remote (RUNNING_TEXT_RULES: a home-based job is done from
# home). Not a care or nursing "home based in <town>" nor "home based care" (a census of the 59 unlabelled dev postings
# with "home based": 4 such job statements read no mode, the rest homes, care settings or "allowance for home-based workers")
_HOME_BASED = re.compile(r"(?i)\b(?:role|position|job|post)\s+(?:is|will be)\s+(?:fully\s+|entirely\s+)?home[- ]based\b|"
                         r"\blocation\b[ \t*:]{1,8}home[- ]based\b|\A[ \t*]*home[- ]based\b(?=[^\n]*\n)|"
                         r"\A[^\n]{0,100}\(home[- ]based\)")


def _home_based(tokens: Tokens) -> list[Hit]:
    if "based" not in tokens.vocab or "home" not in tokens.vocab:
        return []
    out: list[Hit] = []
    for m in _HOME_BASED.finditer(tokens.text):
        i = bisect_left(tokens.starts, m.start() + m.group().lower().rfind("home"))
        out.append((i, 2, "remote"))  # ("home based": two words)
    return out


# In person asked in Spanish or Portuguese with the hours: availability ("Disponibilidad para jornada Part Time presencial",
# "Disponibilidad por <n> meses presencial en <town>", availability to work the weekdays, the hours, "presencialmente em
# <town>") or a weekday schedule closed by the mode ("<hours> - Segunda a sexta-feira - Presencial.", "lunes a viernes ...
# (presencial)"): onsite, hybrid with office days counted ("3x por semana presencial"). fields89: a census of the 693
# unlabelled dev postings with "presencial" found these shapes in 10 read no mode
_IN_PERSON_ASKED = re.compile(r"(?i)\bdisponibilidade?\b[^.;:\n()]{0,70}?\b(presencial(?:mente)?)\b|"
                              r"\b(?:segunda|lunes)\b[^\n]{0,40}?\b(?:sexta|viernes)\b[^\n]{0,60}?[-–(.][ \t]*(presencial)\b")
_IN_PERSON_WORDS = ("presencial", "presencialmente")


def _in_person_asked(tokens: Tokens) -> list[Hit]:
    if tokens.vocab.isdisjoint(_IN_PERSON_WORDS):
        return []
    text = tokens.text
    out: list[Hit] = []
    for m in _IN_PERSON_ASKED.finditer(text):
        k = bisect_left(tokens.starts, m.start(m.lastindex))
        if k < len(tokens.words) and tokens.starts[k] == m.start(m.lastindex):
            share = _PT_WEEK_SHARE.search(text, m.start(), min(m.end() + 45, line_end(text, m.end())))
            out.append((k, 1, "hybrid" if share else "onsite"))
    return out


# "On-site" as a segment of its own in a header or a field run: between dashes, bullets, pipes or tags, in brackets after any
# word ("Chattanooga, TN (onsite)", "Dublin 18 (Onsite)", "**Ashbourne Branch** **(onsite)**"), after a label's colon ("Work
# Set-up:</strong> Full On-site", "shift:&nbsp;Onsite |"), as a list item ("<li>On site work</li>", "* Dublin * Onsite *")
# or before a capitalized place ("FULL ONSITE, BGC AREA"); not before a noun or a lower-case run ("On-site parking",
# "On-site, state-of-the-art training amenities"). fields89: 15 unlabelled dev postings read no mode before
_ON_SITE_SEGMENT = re.compile(r"(?im)(?:^|(?<=[\n*•|>(:;])|(?<=\s[-–]))[ \t\xa0]*(?:(?:full|fully)[ \t]+)?(on)[- ]?site(?:[ \t]+work)?"
                              r"[ \t\xa0]*(?=$|[*•|<)]|\s[-–]\s|,[ \t]*(?-i:[A-Z])(?!ome\b|emote\b|ybrid\b))")
# (not a bold heading alone, "<strong>Onsite</strong>" over a walk-in recruitment's address, nor a list of arrangements
# "(On Site, Home or Hybrid)")
_BOLD_OPEN = ("<strong>", "<b>")
# ... or glued to the item before it by a lost line break, as the work ("<district> CityOn site work&nbsp;<heading>", "<N>
# months contract employmentOnsite work-arrangement: <area>") or a label ("<tool>Onsite : <city>"); not "...Onsite Interview",
# "...Onsite gym" (fields98: 4 unlabelled dev postings read no mode)
_ON_SITE_GLUED = re.compile(r"(?<=[a-z])(On)[- ]?(site)(?:[ \t]+work\b|[ \t]*:)")


# ... and "(remote)" or "(hybrid)" alone in brackets after a lower-case word or a state code ("Research Triangle Park area
# (Remote)", "Parma, ID (hybrid)", "Dublin based (Hybrid)"), which _alone_in_brackets leaves to a capitalized name
_MODE_BRACKET = re.compile(r"(?i)(?<=[a-z,] \()(?:fully |100% )?(remote|hybrid)(?=\))")


def _mode_in_brackets(tokens: Tokens) -> list[Hit]:
    if "(" not in tokens.text or tokens.vocab.isdisjoint(("remote", "hybrid")):
        return []
    out: list[Hit] = []
    for m in _MODE_BRACKET.finditer(tokens.text):
        k = bisect_left(tokens.starts, m.start(1))
        if k < len(tokens.words) and tokens.starts[k] == m.start(1):
            out.append((k, 1, fold(m.group(1))))
    return out


def _on_site_segment(tokens: Tokens) -> list[Hit]:
    if tokens.vocab.isdisjoint(("site", "onsite")):
        return []
    text = tokens.text
    out: list[Hit] = []
    for m in chain(_ON_SITE_SEGMENT.finditer(text), _ON_SITE_GLUED.finditer(text)):
        k = bisect_left(tokens.starts, m.start(1))
        if k < len(tokens.words) and tokens.starts[k] == m.start(1) and not text.endswith(_BOLD_OPEN, 0, m.start()):
            out.append((k, 1 if tokens.words[k] == "onsite" else 2, "onsite"))
        elif m.re is _ON_SITE_GLUED and (k := bisect_left(tokens.starts, m.start(2))) < len(tokens.words) \
                and tokens.starts[k] == m.start(2):
            out.append((k, 1, "onsite"))  # ("CityOn site work": the glued word stays one token, "site" is read)
    return out


def _has_week(text: str) -> bool:
    """The word "week" in any of its three casings ("days a week", "2 Days Per Week", "DAYS/WEEK"): the cheap test
    before the office-days patterns, which read all three."""
    return "week" in text or "Week" in text or "WEEK" in text


def _hybrid_share(tokens: Tokens) -> list[Hit]:
    if "hybrid" not in tokens.vocab:
        return []
    return [(k, 1, "hybrid") for m in _HYBRID_SHARE.finditer(tokens.text)
            if (k := bisect_left(tokens.starts, m.start())) < len(tokens.words) and tokens.starts[k] == m.start()]


def _office_share(tokens: Tokens) -> list[Hit]:
    if "office" not in tokens.vocab and "offices" not in tokens.vocab or not _has_week(tokens.text):
        return []
    out: list[Hit] = []
    for m in _OFFICE_SHARE.finditer(tokens.text):
        i = bisect_left(tokens.starts, m.start())
        out.append((i, max(1, bisect_left(tokens.starts, m.end()) - i), "hybrid"))
    return out


# The share of the week written first, then the place: "3 days per week in the office", "2 days a week onsite",
# "(2\-3 days/week onsite)", "2 days a week from home" (the phrase table holds only "days in the office", with no
# "per week" between). One to four days: five is the whole week. A census of the corpus found 114 English postings
# with "N days a/per week in/at/on the office/site", 25 of them read as no mode or as remote before.
_COUNT = r"(?:[1-4]|one|two|three|four)(?:\s?(?:[-–]|to|or)\s?(?:[1-4]|two|three|four))?"
_WEEK_SITE_EN = re.compile(
    rf"(?i)\b{_COUNT}\s?days?\s?(?:a|per|each|every|/|in\s+a)\s?week[\s*_]+(?:(?:at\s+least|minimum)\s+)?"
    r"(?:(?:in|at|on|into)\s+(?:the\s+|our\s+|an?\s+)?(?:[A-Z][\w-]+\s+)?(?:offices?|site|hq|headquarters)\b|"
    r"on[- ]?site\b|from\s+(?:home|the\s+office)\b|remotely\b)")
# German: a share of the week beside an office, presence or home-office word on its line ("eine Anwesenheit von 4
# Tagen/Woche in der Zentrale", "Unsere Regel: 2 Tage pro Woche im Büro", "mobiles Arbeiten an bis zu 2 Tagen pro Woche",
# "BÜRO-ANWESENHEIT = 2 TAGE/WOCHE"): hybrid (RUNNING_TEXT_RULES: a German home office with a share of the week). Not
# days at a university or a vocational school (a dual study's week), nor travel days. A census of the corpus found 38
# German postings with "N Tage/Woche", 18 of them read as no mode before.
_WEEK_DE = re.compile(rf"(?i)\b(?:{_COUNT}|ein|zwei|drei|vier)(?:\s?(?:bis|oder)\s?(?:[1-4]|zwei|drei|vier))?\s?"
                      r"(?:tage?n?|x)\s?(?:/|pro|die|in\s+der|je)\s?woche\b")
_PLACE_DE = re.compile(r"(?i)b[üu]ro|office|vor ort|standort|zentrale|anwesenheit|pr[äa]senz|mobil|remote|hybrid")
_NOT_OFFICE_DE = re.compile(r"(?i)hochschule|schule|universit|studium|studierst|reise")
_WEEK_DE_REACH = 60


def _week_site(tokens: Tokens) -> list[Hit]:
    """Office (or home) days of a week written as a share: hybrid."""
    text = tokens.text
    out: list[Hit] = []
    if _has_week(text):
        out += [(bisect_left(tokens.starts, m.start()), 1, "hybrid") for m in _WEEK_SITE_EN.finditer(text)]
    if "woche" in text or "Woche" in text or "WOCHE" in text:
        for m in _WEEK_DE.finditer(text):
            lo = max(text.rfind("\n", 0, m.start()) + 1, m.start() - _WEEK_DE_REACH)
            hi = min(line_end(text, m.end()), m.end() + _WEEK_DE_REACH)
            if _PLACE_DE.search(text, lo, hi) and not _NOT_OFFICE_DE.search(text, lo, hi):
                out.append((bisect_left(tokens.starts, m.start()), 1, "hybrid"))
    return [h for h in out if h[0] < len(tokens.words)]


# A share of the working time in per cent done remotely ("up to 50% remote working within Germany", "the possibility of
# working 90% remotely", "bis zu 40% mobil zu arbeiten", "we work 40-60% from home", "50% Homeoffice/Monat"), also among
# the perks: hybrid (RUNNING_TEXT_RULES attr9: home office offered as a perk is no mode, hybrid with a share of the week;
# gold41's "mindestens 40% Homeoffice möglich"). Not 100% (the whole week, which the remote rules read), nor a share of
# people ("60% of our staff work remotely") or of a technology ("50% remote sensing"). fields69: 20 unlabelled dev postings
# with the shape below 100%, 19 of them read with no mode before (no phrase of the tables holds "remote working" or "mobil
# zu arbeiten", and a weak phrase among the perks is dropped before its share is read)
_PERCENT_REMOTE = re.compile(r"(?i)(?<![\d.,])[1-9]\d?\s*(?:%\s*)?(?:(?:[-–]|to|bis)\s*[1-9]\d?\s*)?%\s*"
                             r"(?:remote(?:ly)?|from home|home[- ]?office|mobil\w*|t[ée]l[ée]travail|teletrabajo|wfh)\b"
                             r"(?!\s*(?:sensing|support|monitoring|access|control|teams?|employees|workforce|staff|workers))")
_PERCENT_WORDS = ("remote", "home", "mobil", "télétravail", "teletravail", "teletrabajo", "wfh")  # the gate (lowered text)


def _percent_share(tokens: Tokens) -> list[Hit]:
    text = tokens.text
    if "%" not in text:
        return []
    low = text.lower()
    if not any(w in low for w in _PERCENT_WORDS):
        return []
    out: list[Hit] = []
    for m in _PERCENT_REMOTE.finditer(text):
        k = bisect_left(tokens.starts, m.start())
        if k < len(tokens.words) and tokens.starts[k] == m.start():
            out.append((k, max(1, bisect_left(tokens.starts, m.end()) - k), "hybrid"))
    return out


# "on-site in <Place>" naming where the job is done ("The working model is on site in <town>.", "a 6-month contract, on-site
# in Dublin", "role located on-site in Jakarta", "Willing to report on-site in <district>", "Full time, 40 hours/week. On-site
# in Auburn, MA."): onsite. Not a duty or other people there ("provide support on-site in Cork", "our staff on site in 20
# countries"): the word before decides. fields69: 114 unlabelled dev postings with the shape, 7 read with no mode before
_ONSITE_IN = re.compile(r"(?<![\w-])(?:on[ \t]*[- ]?[ \t]*site|onsite)[ \t]+in[ \t]+(?=[A-Z])", re.IGNORECASE)
_ONSITE_IN_NOT_AFTER = frozenset({"support", "supports", "services", "service", "training", "trainings", "staff", "teams",
                                  "team", "engineers", "clients", "customers", "visits", "visit", "presence", "events",
                                  "meetings", "work", "works", "assistance", "care", "installation", "installations",
                                  "inspections", "audits", "testing", "operations", "people", "employees", "colleagues"})


def _onsite_in_place(tokens: Tokens) -> list[Hit]:
    text = tokens.text
    if "ite in " not in text and "ITE IN " not in text and "ite In " not in text:
        return []
    out: list[Hit] = []
    for m in _ONSITE_IN.finditer(text):
        if not text[m.end() : m.end() + 1].isupper():
            continue  # (the look-ahead is case-blind under the flag: a place's name is capitalised)
        k = bisect_left(tokens.starts, m.start())
        if k >= len(tokens.words) or tokens.starts[k] != m.start() or (k and tokens.words[k - 1] in _ONSITE_IN_NOT_AFTER):
            continue
        out.append((k, 2 if tokens.words[k] == "on" else 1, "onsite"))
    return out


# A field whose label names the modes it chooses between, then its value ("**Hybrid/Onsite: Onsite**", "Remote / Hybrid:
# Hybrid"): the value is the mode (the label's words are no mode stated)
_MODE_PAIR_FIELD = re.compile(r"(?i)\b(?:hybrid|remote|on-?site)[ \t]*/[ \t]*(?:hybrid|remote|on-?site)[ \t*_]*:[ \t*_]*"
                              r"(hybrid|remote|on-?site)\b")


_PAIR_AFTER = re.compile(r"(?i)[ \t]*/[ \t]*(?:hybrid|remote|on-?site)[ \t*_]*:")
_PAIR_BEFORE = re.compile(r"(?i)(?:hybrid|remote|on-?site)[ \t]*/[ \t]*$")
_PAIR_COLON = re.compile(r"[ \t*_]*:")


def _in_pair_label(text: str, start: int, end: int) -> bool:
    """The mode word at ``start:end`` is one of the two of a "Hybrid/Onsite:" label."""
    return _PAIR_AFTER.match(text, end) is not None or (
        _PAIR_BEFORE.search(text, max(0, start - 12), start) is not None and _PAIR_COLON.match(text, end) is not None)


def _mode_pair_field(tokens: Tokens) -> list[Hit]:
    text = tokens.text
    if "/" not in text or ":" not in text:
        return []
    out: list[Hit] = []
    for m in _MODE_PAIR_FIELD.finditer(text):
        k = bisect_left(tokens.starts, m.start(1))
        if k < len(tokens.words) and tokens.starts[k] == m.start(1):
            value = m.group(1).lower().replace("-", "")
            out.append((k, 1, value))
    return out


def _merged(hits: list[Hit], footer: list[Hit], fields: list[Hit]) -> list[Hit]:
    """The phrase hits, a careers footer's, and a title's or location field's mode words not inside a phrase hit."""
    if fields:
        fields = [f for f in fields if not any(i <= f[0] < i + n for i, n, _ in hits)]
    return sorted(set(hits + footer + fields)) if footer or fields else sorted(hits)


# The office offered in a Russian ad's terms ("Современный офис в г. Минске", "Офис в центре Москвы", "Оборудованное
# рабочее место в офисе по адресу ..."): onsite (RUNNING_TEXT_RULES, gold25/gold35's office in the offer). Read only where
# no phrase states the mode and the text names no remote or hybrid work at all: IT ads offer the office beside remote
# work ("удаленную работу или комфортный офис", "если ты в Москве, ждём в уютном офисе"). A census found 194 unlabelled
# postings with these shapes, 136 read as no mode; not a bare "новый офис" (a firm's news). The work in an office with any
# one or two adjectives ("работа в головном офисе ...", "Работу в хорошем офисе", "роботу в сучасному офісі"; fields46: a
# census of the unlabelled corpus found 31 matches: the head office, a good or comfortable one, the workplace); not a
# perk "при работе в московском офисе" (meals when working in the Moscow office: a perk in the office, audit2).
_OFFICE_OFFERED = re.compile(r"(?i)\b(?:(?:современн|комфортн|уютн|просторн|светл)(?:ый|ом)\s+офис|офиса?е?\s+в\s+центре|"
                             r"рабоч(?:ее|им)\s+мест(?:о|ом)\s+в\s+(?:[а-яё]+(?:ом|ем)\s+){0,2}офисе|"
                             r"(?<!при\s)(?:работ[аеуы]|работать)\s+(?:преимущественно|только|исключительно)\s+в\s+офисе|"
                             r"(?<!при\s)(?:работ[аеуы]|работать|робот[аиу]|працювати)\s+в\s+(?:(?:[а-яёіїє]+(?:ом|ем|ому|ій)\s+){1,2}|"
                             r"[а-яёіїє]+-)(?:офисе|офісі)\b)")  # (a compound: "Работу в лофт-офисе", fields61)
# A list item of the terms that opens with the office, Russian or Ukrainian (audit2's reading 1: the office offered among
# the conditions is the workplace): "<li>Офис в 5 минутах от метро ...", "— офис в центре города;", "Комфортабельный офис
# рядом со ст.м. ...", "<li>Офис: ул. ...", "Уютный офис</li>", and the office's place as the item ("Удобное расположение
# офиса", "Место нахождения офиса: ...", "Адрес офиса: ...", "Офис находится на ..."). Up to three adjectives before the
# noun; not a firm's head office ("Головной/Центральный офис ..."), nor "Офис" in quotes (MS Office). A census of the
# 813 unlabelled corpus postings with the word found item-opening offices in about 330 of them (hhby, hhsk, hhjc, douua);
# the remote guard below still applies ("офис/удаленка/гибрид", "офис или удаленка": a choice of formats).
# (";" opens an item, not the one ending a quote entity: "ООО &quot;Офис Комфорт&quot;" is a firm's name)
_OFFICE_ITEM_START = r"(?:<li>|<p>|\n|[•●·▪—–*]|(?<!&quot)(?<!&laquo)(?<!&ldquo);|^)[ \t]*(?:<(?:strong|b|em)>[ \t]*)?"
_OFFICE_ITEM = re.compile(
    rf"(?im)(?:{_OFFICE_ITEM_START}|(?<![^\s>])-[ \t]+)(?:(?:наш|наши|наш[іа])[ \t]+)?"
    r"(?:(?P<adj>(?:[а-яёіїє]+(?:ый|ий|ой|ая|ое|ые|ний|ній|ні)[ \t,]+(?:(?:и|і|та)[ \t]+)?){0,3})"
    r"(?:офисы?|офіси?)(?![а-яёіїє-]|&quot;|[\"»“”]|[ \t]*/[ \t]*дом)|"
    r"(?:удобное[ \t]+|зручне[ \t]+|удобного[ \t]+|зручного[ \t]+)?(?:расположение|месторасположение|место[ \t]*нахождени[ея]|"
    r"местонахождение|адрес|локация|розташування|адреса)[ \t]+(?:офиса|офісу)\b)")
_HEAD_OFFICE = ("головн", "центральн", "главн")
_OFFICE_WORDS = ("офис", "Офис", "офіс", "Офіс")  # _office_offered's gate words (Russian, Ukrainian) and its trigger's
_ANY_REMOTE = re.compile(r"(?i)удал[её]н(?!и[еяюи]\b|ием\b)|дистанц|гибрид(?!н\w*[ \t]+(?:инфраструктур|облак|архитектур|решени))|"
                         r"гібрид|віддал|из дома|или дома|з дому|вдома|remote|hybrid|"
                         r"home office|офисе? или|або в офіс|офіс або|или в офисе|(?<![а-яёіїє])формат(?!ов|ы\b|ами|ах)")
# (fields94: not a deletion, "удаление" among the duties, a hybrid infrastructure or cloud, nor file or streaming "форматов":
# words of the duties that hid the office offered in the terms; 85 unlabelled dev postings offer an office beside such a word,
# a random 25 of them held 4 of these)
# ("формат" as a word of its own: not inside "трансформаторных подстанций" or "информативный", which hid an office offered
# in the terms; fields80)


# The workplace named in a Russian/Belarusian ad's terms by its metro station or a business centre, with no office word
# (the lead's decision of the session of 22:40: "an office offered in the conditions is onsite however it is named, by its
# metro station included"): a list item that opens with the station ("<li>м. <Station> (в шаговой доступности)"), with the
# walk to it ("3-мин. пешком от метро ...", "5 минут от ст. м. ..."), with the work near it ("Работа в шаговой доступности от
# метро ..."), with a business centre ("БЦ <Name>"), or a place-of-work item naming either ("Место работы - БЦ ...",
# "Место работы в деловом центре ...", "Место работы: недалеко от метро ...", or the station itself, "Место работы: м.
# <Station>": fields91, 2 of the 30 unlabelled dev postings with the label). A census of the 1,856 unlabelled Cyrillic
# corpus postings found these items in 10 postings (7 read as no mode); the station must be capitalised ("метрология" is a
# duty), and a dash opens no business-centre item ("Наши проекты – БЦ ...": the firm's projects). Staff transport from a
# station ("Корпоративный транспорт от м. ...") and a plant located by one ("работа в <town>, 10 минут от ст.м.") open with
# other words and stay no mode (audit4 left them for the lead).
_METRO = r"(?:ст\.?[ \t]?м\.|станци[ия][ \t]+метро|ст\.?[ \t]?метро|метро|м\.)"
_MINUTES_FROM = (r"(?:(?:в[ \t]+)?(?:\d+(?:[-–]\d+)?|двух|тр[её]х|пяти|десяти)(?:-?х)?[ \t-]*мин(?:ут[аы]?|утах)?\.?"
                 r"(?:[ \t]+(?:пешком|ходьбы))?[ \t]+(?:от|до)|(?:в[ \t]+)?шаговой[ \t]+доступности[ \t]+от)")
_NEAR = r"(?:недалеко[ \t]+от|рядом[ \t]+с|возле|около|вблизи)"
_BC_ITEM_START = r"(?:<li>|<p>|\n|[•●·▪*]|^)[ \t]*(?:<(?:strong|b|em)>[ \t]*)*(?:<p>[ \t]*)?"
_WORKPLACE_ITEM = re.compile(
    rf"(?im){_OFFICE_ITEM_START}(?:<(?:strong|b|em)>[ \t]*)*(?:<p>[ \t]*)?(?:"
    rf"{_METRO}[ \t]*(?:&quot;|[«\"])?[ \t]*(?-i:[А-ЯЁ])|"
    rf"{_MINUTES_FROM}[ \t]+{_METRO}|"
    rf"работ[ау][ \t]+(?:{_MINUTES_FROM}|{_NEAR})[ \t]+{_METRO}|"
    rf"место[ \t]+работы[ \t]*[-–—:]?[ \t]*(?:в[ \t]+)?(?:бц\b|бизнес[- ]центр|делов(?:ом|ой)[ \t]+центр|"
    rf"(?:{_NEAR}|{_MINUTES_FROM})[ \t]+{_METRO}|{_METRO}[ \t]*(?-i:[А-ЯЁ])))"
    rf"|{_BC_ITEM_START}(?-i:БЦ|[Бб]изнес[- ]центр)\b")
# The work offered at a plant ("работа на современном промышленном предприятии ...", "работа на заводе"): a station item
# then locates the plant, which audit4 left for the lead (no mode); a corpus diff read one such posting
_PLANT_WORK = re.compile(r"(?i)\bработ[ау][ \t]+на[ \t]+(?:[а-яё-]+[ \t]+){0,3}(?:предприятии|заводе|производстве|фабрике|"
                         r"комбинате|объекте)\b")
_WORKPLACE_WORDS = ("метро", "м.", "БЦ", "изнес-центр", "изнес центр", "деловом центре")  # _WORKPLACE_ITEM's gate words


# Remote or hybrid work offered as possible in the same terms ("возможен удаленный формат работы", "возможность работать
# из дома", "Возможна полная или частичная удаленная работа"): an option, no mode (the lead's option rule), so it does not
# hide the office offered beside it (the lead's office rule; gold35/gold60/gold65/gold67/gold68 read such ads onsite, a
# choice "офис или удаленно" onsite or remote). The clause runs to the end of its item or sentence; "не возможна" is a
# refusal, left to the remote guard.
_REMOTE_OPTION = re.compile(r"(?i)(?<!не )\bвозмож(?:на|но|ны|ен|ность|ностью)\b[^.!?;:\n<]{0,40}?(?:удал[её]нн?|дистанц|гибрид|"
                            r"из дома|з дому|вдома|віддал)[^.!?;\n<]*")


def _office_item(text: str) -> re.Match[str] | None:
    """The first list item that opens with the office offered (not a firm's head office)."""
    for m in _OFFICE_ITEM.finditer(text):
        adj = (m.group("adj") or "").lower()
        if not any(h in adj for h in _HEAD_OFFICE):
            return m
    return None


def _match_hits(tokens: Tokens, m: re.Match[str], value: str) -> list[Hit]:
    """The words a regex match covers as one hit of ``value`` (none when the match starts past the last word's start)."""
    i = bisect_left(tokens.starts, m.start())
    return [(i, max(1, bisect_left(tokens.starts, m.end()) - i), value)] if i < len(tokens.words) else []


def _office_offered(tokens: Tokens) -> list[Hit]:
    """An office offered in a Russian or Ukrainian ad's terms, where nothing in the text speaks of remote or hybrid work:
    onsite."""
    text = tokens.text
    office = any(w in text for w in _OFFICE_WORDS)
    workplace = any(w in text for w in _WORKPLACE_WORDS)
    if not (office or workplace) or _ANY_REMOTE.search(_REMOTE_OPTION.sub(" ", text) if "озмож" in text else text):
        return []
    m = (_OFFICE_OFFERED.search(text) or _office_item(text) if office else None) or (
        _WORKPLACE_ITEM.search(text) if workplace and not _PLANT_WORK.search(text) else None)
    if m is None:
        return []
    return _match_hits(tokens, m, "onsite")


# Staff transport to the workplace offered in a Russian or Belarusian ad's terms ("доставка служебным транспортом от ст.
# м. ...", "Подвоз транспортом предприятия к месту работы", "корпоративный транспорт от ст. метро ...", "развозной
# автобус", "трансфер из Минска в парк ..."): onsite, the job is done where the bus goes (the lead's decision of the
# session of 09:53, RUNNING_TEXT_RULES). Not a vehicle for the duties ("служебный транспорт для выполнения обязанностей",
# "разъездной характер работы"), the delivery of goods, nor a shuttle to a station or the town
# centre (the lead: no mode). fields77: of the 39,915 corpus postings outside the test split, 288 hold a gate word; the rule
# changed 85 of them (no mode -> onsite), each read: 83 right, 2 unsure (a bare "бесплатный служебный транспорт" at a plant).
# fields91: the employer's vehicle named by its owner ("транспортом компании/нанимателя/организации", "возит наш транспорт")
# and staff carried from a named town or station (the second-pass wordings; 6 dev lines were missed, 5 of the 186 unlabelled
# dev postings with a gate word changed, all read right); a dot only inside a clock time ("(в 24.00)") is crossed.
_CARRY = r"(?:доставк[аиуе]|подвоз\w*|развоз\w*|трансфер\b|проезд\w*|транспортная[ \t]+доставка|возит\b|возим\b)"
_STAFF_VEHICLE = (r"(?:(?:служебн|корпоративн|развозн)\w*[ \t]+(?:транспорт|автобус)\w*|транспорт\w*[ \t]+(?:предприятия|"
                  r"компании|нанимателя|работодателя|организации|завода)|наш\w*[ \t]+транспорт\w*)")
# the town or station the staff are carried from ("Доставка осуществляется из г. <Town> на ... транспорте со ст. метро ...")
_CARRIED_FROM = r"\b(?:из|от|со?)[ \t]+(?:г\.|города|ст\.|станци|метро\b|м\.)"
_TO_WORK = (r"(?:до|к|в|на)[ \t]+(?:мест[ау][ \t]+(?:работы|расположения)|месту[ \t]+(?:работы|расположения)|работ[уы]\b|"
            r"рабоч\w+[ \t]+мест|(?:[а-яё]+(?:ый|ий|ой)[ \t]+)?(?:офис|парк|завод|предприяти))")
_STAFF_TRANSPORT = re.compile(
    rf"(?i){_CARRY}(?:[^.;<\n]|\.(?=\d)){{0,60}}?(?:{_STAFF_VEHICLE}|{_TO_WORK}|сотрудников|работников|{_CARRIED_FROM})|"
    rf"{_STAFF_VEHICLE}[^.;<\n]{{0,40}}?(?:\(|\b(?:от|со?|из)[ \t]+|{_TO_WORK})|"
    rf"развозн\w*[ \t]+(?:транспорт|автобус)|(?:бесплатн|корпоративн)\w*[ \t]+(?:служебн\w*[ \t]+)?(?:транспорт|автобус)\w*[ \t]*[.;<)]")
_TRANSPORT_NOT = re.compile(r"(?i)обязанност|разъезд|груз|товар|заказ|продукци|клиент|"
                            r"\b(?:до|к)[ \t]+(?:ст\.|станци|метро|м\.|вокзал|центр)")
_TRANSPORT_WORDS = ("транспорт", "Транспорт", "ТРАНСПОРТ", "подвоз", "Подвоз", "развоз", "Развоз", "трансфер", "Трансфер",
                    "доставк", "Доставк")  # _staff_transport's gate and its trigger's


def _staff_transport(tokens: Tokens) -> list[Hit]:
    """Staff transport to the workplace offered in the terms, where nothing speaks of remote or hybrid work: onsite."""
    text = tokens.text
    if not any(w in text for w in _TRANSPORT_WORDS) or _ANY_REMOTE.search(
            _REMOTE_OPTION.sub(" ", text) if "озмож" in text else text):
        return []
    for m in _STAFF_TRANSPORT.finditer(text):
        lo = max(text.rfind("<", 0, m.start()), text.rfind("\n", 0, m.start()), text.rfind(";", 0, m.start()), 0)
        hi = min((k for k in (text.find("<", m.end()), text.find("\n", m.end()), text.find(";", m.end())) if k >= 0),
                 default=len(text))
        if _TRANSPORT_NOT.search(text, lo, hi):
            continue
        if hits := _match_hits(tokens, m, "onsite"):
            return hits
    return []


# Staff buses in a Chilean or Brazilian ad's benefits ("Buses de acercamiento", "Bus de acercamiento en turno de tarde",
# "Transporte de acercamiento"; "Fretado", "Ônibus fretado", "Transporte fretado", "Fretado para as regiões: Caieiras,
# Cajamar ..."): the firm carries its staff to the site, onsite (the lead's 09:53 decision, second pass: "Chilean buses de
# acercamiento, Brazilian fretado to the site from named regions"). Not the station shuttle the lead keeps no mode
# ("Fretado do condomínio para pontos estratégicos (Metrô, Central ...)"), a refund of the fare ("reembolso do fretado":
# an allowance), nor a bus the firm says it lacks ("La empresa NO cuenta con bus de acercamiento"); only where no remote,
# hybrid or telework word is written (as _staff_transport).
# ("[^\S\n]": the benefits lists of one Chilean template use no-break spaces)
_STAFF_BUS = re.compile(r"(?i)\b(?:bus(?:es)?|transportes?|micro(?:bus(?:es)?)?|furg[óo]n(?:es)?)[^\S\n]+de[^\S\n]+acercamiento\b|"
                        r"\bfretados?\b")
_STAFF_BUS_NOT = re.compile(r"(?i)\bno[^\S\n]+(?:cuenta|contamos|tenemos|hay|incluye|ofrece)|\bsin\b|\bn[ãa]o\b|\bsem\b|reembols|estrat[ée]gicos|metr[ôo]\b|esta[çc][ãa]o|"
                            r"estaci[óo]n|\bvlt\b")
_ANY_REMOTE_ES_PT = re.compile(r"(?i)teletrab|remot[oa]s?\b|h[íi]brid|distancia|dist[âa]ncia|desde (?:tu |su )?casa|"
                               r"home ?office|trabajo en casa|de casa\b")
_STAFF_BUS_WORDS = ("acercamiento", "Acercamiento", "ACERCAMIENTO", "fretado", "Fretado", "FRETADO")  # its gate and trigger's


def _staff_bus(tokens: Tokens) -> list[Hit]:
    """A staff bus among a Chilean or Brazilian ad's benefits (_STAFF_BUS), where nothing speaks of remote, hybrid or
    telework: onsite."""
    text = tokens.text
    if not any(w in text for w in _STAFF_BUS_WORDS) or _ANY_REMOTE_ES_PT.search(text) or _ANY_REMOTE.search(text):
        return []
    for m in _STAFF_BUS.finditer(text):
        lo = max(text.rfind(c, 0, m.start()) for c in "<\n;.")
        hi = min((k for k in (text.find(c, m.end()) for c in "<\n;.") if k >= 0), default=len(text))
        if _STAFF_BUS_NOT.search(text, lo + 1, hi):
            continue
        if hits := _match_hits(tokens, m, "onsite"):
            return hits
    return []


# The job placed in the firm's own office or corporate building in a named commune or town, in a Spanish ad ("para
# realizar su práctica en nuestro Edificio Corporativo en <commune>", "para el área de ... en nuestra oficina ubicada en
# <town>", "un/a ... para nuestras oficinas ubicadas en <commune>", "desempeñarse en nuestro edificio corporativo ubicado en
# la comuna de <commune>"): onsite (the lead's answer of the session of 20:58; the 02:30 office rule). Read only where nothing
# else states the mode and nothing speaks of remote, hybrid or telework ("en Modalidad Híbrida, en nuestras oficinas
# ubicadas en ..." stays hybrid); not a shop ("en nuestra sucursal": no mode, the lead) nor a plant. fields94: 44 unlabelled
# dev postings hold the shape, most of them two Chilean templates.
_FIRM_OFFICE = re.compile(
    r"\b(?:en|para)[ \t]+(?:nuestr[oa]s?|el)[ \t]+(?:(?:oficinas?|[Oo]ficinas?)[ \t]+(?:ubicad[oa]s?[ \t]+)?en[ \t]+nuestr[oa]s?[ \t]+)?"
    r"(?:[Ee]dificio[ \t]+[Cc]orporativo(?:[ \t]+[A-Z]{2,5})?|[Oo]ficinas?(?:[ \t]+(?:centrales|corporativas?))?)"
    r"(?:[ \t]+ubicad[oa]s?)?[ \t]+en[ \t]+(?:la[ \t]+comuna[ \t]+de[ \t]+|Av\.?[ \t]+)?(?=[A-ZÁÉÍÓÚÑ])")
_FIRM_OFFICE_WORDS = ("ficina", "dificio")  # its gate and trigger's


def _firm_office(tokens: Tokens) -> list[Hit]:
    """The job's place the firm's office or corporate building in a named town, where nothing speaks of remote, hybrid or
    telework: onsite."""
    text = tokens.text
    # (the shape first: the remote guards scan the whole text)
    m = _FIRM_OFFICE.search(text) if any(w in text for w in _FIRM_OFFICE_WORDS) else None
    if m is None or _ANY_REMOTE_ES_PT.search(text) or _ANY_REMOTE.search(text):
        return []
    return _match_hits(tokens, m, "onsite")


# An intern who must do the internship at the firm's office in a named city ("Must be available to intern at <firm>'s <city>
# office from July to December", "Be able to complete a minimum 10 weeks ... in the <firm> <city> office"): onsite (gold32,
# the lead's answer of the session of 20:58). fields94: 6 dev gold lines of one board's intern template, none in the
# unlabelled dev postings.
_INTERN_OFFICE = re.compile(r"(?:\bavailable to intern at|\bcomplete a minimum(?: of)? \d{1,2}[- ]weeks?\b[^.\n]{0,60}?\bin) "
                            r"(?:the )?(?:[A-Z][\w&.-]*(?:['’]s)? ){1,3}office\b")


def _intern_office(tokens: Tokens) -> list[Hit]:
    text = tokens.text
    m = _INTERN_OFFICE.search(text) if "office" in text and ("to intern" in text or "minimum" in text) else None
    if m is None:
        return []
    return _match_hits(tokens, m, "onsite")


# The job placed in a named office of the firm ("the post is based at our <city> office", "based in <firm>'s <city>
# office", "based out of the <city> office", "based in our <city> HQ"): onsite (the lead's answer of the session of 23:11,
# replacing gold38's location-only reading), as "based in our office in <city>" (_WORK_MODE_STRONG). Read last and only where
# nothing speaks of remote, hybrid or home work (the <city> office beside a hybrid model stays hybrid, beside "or remotely"
# remote). Not "based in <city>" without an office (a location only). fields97: 118 unlabelled dev postings hold the shape;
# of a random 40 read, 24 were read with no mode before.
_NAME = r"[A-Z][\w&.-]*"
_NAMED_OFFICE = re.compile(
    rf"\bbased[ \t]+(?:in|at|out[ \t]+of|from)[ \t]+(?:the|our|(?:{_NAME}[ \t]+){{0,2}}{_NAME}['’]s?)[ \t]+(?:new[ \t]+)?"
    rf"{_NAME}(?:[ \t]+{_NAME}){{0,2}}(?:[ \t]+(?:or|and)[ \t]+{_NAME})?[ \t]+"
    r"(?:[Oo]ffices?|OFFICES?|HQ|[Hh]eadquarters|[Hh]ead[ \t]+[Oo]ffice)\b")
# (a manager or head the job reports to is based there, not the job: "You will report to the <role> Manager based in our
# <city> or <city> office")
_REPORTS_TO = re.compile(r"\b(?:[Mm]anager|MANAGER|[Dd]irector|[Hh]ead|[Ll]ead|[Ss]upervisor|VP)[ \t]*,?[ \t]*$")
_HOME_WORK = re.compile(r"(?i)\bwork(?:ing)?[ \t-]+from[ \t-]+home|\bwfh\b|telework|telecommut")


def _named_office(tokens: Tokens) -> list[Hit]:
    text = tokens.text
    if "based" not in text:
        return []
    # (the shape first: the remote guards scan the whole text)
    m = next((m for m in _NAMED_OFFICE.finditer(text) if not _REPORTS_TO.search(text, max(0, m.start() - 40), m.start())), None)
    if m is None or _ANY_REMOTE.search(text) or _HOME_WORK.search(text):
        return []
    return _match_hits(tokens, m, "onsite")


# An Indonesian work system stated as wholly online ("Sistem Kerja: sistem kerja di <firm> full online, ..."): remote (the
# job is done online from anywhere; 3 dev lines of one template read remote, 2 unlabelled dev postings hold it). Not
# "lowongan kerja online" nor selling "secara online" (a duty).
_ONLINE_SYSTEM = re.compile(r"(?i)\bsistem\s+kerja\b[^.\n*]{0,40}?\b(?:full|100\s*%?)\s+(?-i:online)\b")


def _online_work_system(tokens: Tokens) -> list[Hit]:
    m = _ONLINE_SYSTEM.search(tokens.text) if "online" in tokens.text else None
    if m is None:
        return []
    return _match_hits(tokens, m, "remote")


# A hybrid model written as the firm's, for a class of its staff or as one of several arrangements ("In our hybrid work
# environment, we provide the flexibility ...", "some plant roles can join a hybrid work model", "a new hybrid
# working model for office-based colleagues", "staff on site, hybrid or remote alike",
# "an office, remote or hybrid model by location", "the opportunity to participate in our hybrid work
# from home program"): it yields to a mode the posting states for this job outside that passage ("(Remote Europe)" in the
# title, "This is a fully on-site role", "This is an in-office role"); alone it stays as read. fields66 and fields69 saw the
# shape beat a stated remote or onsite job (hybrid wins where it is written beside another mode).
_COMPANY_HYBRID = re.compile(
    r"(?i)\bin our hybrid\b|\b(?:roles|positions|employees|colleagues|staff)\s+(?:may|might|can)\s+be\s+eligible\s+for\s+(?:a|our)\s+"
    r"hybrid|hybrid\b[^.!?\n]{0,60}\bfor\s+office[\s-]*based\s+(?:colleagues|staff|employees|roles|team|people|workers)|"
    r"\bwhether\s+(?:they|you)\b[^.!?\n]{0,40}\bhybrid\b[^.!?\n]{0,30}\bor\b|"
    r"\bhybrid\b[^.!?\n]{0,40}\bdepending\s+on\s+the\s+(?:site|role|team|location|position|office)\b|"
    # (hybrid and flexible work offered "for most of our" staff, by their nickname: fields86, 4 postings)
    r"\boffer\s+hybrid\b[^.!?\n]{0,40}\bfor\s+(?:most|many|all)\s+of\s+our\b")
_COMPANY_REACH = 120


def _sentence_end(text: str, m: re.Match[str]) -> bool:
    """A stop that ends a sentence: not a dot inside a name or an address ("recruitment@firm.com")."""
    return m.group() != "." or text[m.end() : m.end() + 1] in (" ", "\n", "")


def _company_hybrid(tokens: Tokens, hit: Hit) -> tuple[int, int] | None:
    """Where the hybrid phrase at ``hit`` stands in a sentence that writes the hybrid model as the firm's
    (_COMPANY_HYBRID): that sentence and the next, which goes on about it ("For these roles, onsite presence is ...",
    "This program is subject to change"), as text offsets; else None."""
    text = tokens.text
    start, end = tokens.starts[hit[0]], tokens.ends[hit[0] + hit[1] - 1]
    lo = max(0, start - _COMPANY_REACH)
    lo = max([lo, *(m.end() for m in _SENTENCE_STOP.finditer(text, lo, start) if _sentence_end(text, m))])
    stop = next((m for m in _SENTENCE_STOP.finditer(text, end, end + _COMPANY_REACH) if _sentence_end(text, m)), None)
    hi = stop.start() if stop else min(len(text), end + _COMPANY_REACH)
    if _COMPANY_HYBRID.search(text, lo, hi) is None:
        return None
    nxt = next((m for m in _SENTENCE_STOP.finditer(text, hi + 1, hi + 1 + 2 * _COMPANY_REACH) if _sentence_end(text, m)), None)
    return lo, nxt.end() if nxt else min(len(text), hi + 1 + 2 * _COMPANY_REACH)


_POSSESSIVE = frozenset({"your", "their", "own", "his", "her"})


def _flexible_remote(tokens: Tokens, hits: list[Hit]) -> list[Hit]:
    """The hybrid hits, when each is a "flexible remote" phrase or one's own "home office" and a remote is stated outside
    them ("Location: Remote" or "Fully Remote" beside "Competitive pay and flexible remote work"; "This is a FULLY remote
    role ... be it a co-working space, your home office, or your dining room table"): flexible remote work of a remote job,
    and the room it is done in, are remote, not a share of the week. fields86: 13 unlabelled dev postings, all read hybrid
    before."""
    words = tokens.words
    flexible = [h for h in hits if h[2] == "hybrid"]
    if not all(words[i] == "flexible" or words[i : i + 2] == ["home", "office"] and i and words[i - 1] in _POSSESSIVE
               for i, _, _ in flexible):
        return []
    spans = [(i, i + n) for i, n, _ in flexible]
    stated = any(v == "remote" and not any(lo <= i < hi for lo, hi in spans) for i, _, v in hits)
    return flexible if stated else []


def find_work_mode(tokens: Tokens) -> tuple[str, Span] | None:
    """remote/hybrid/onsite: hybrid wins when both remote and hybrid (or on-site) are written; weak
    phrases ("home office", "work from home") inside a perks section do not count; an office offered in a Russian ad
    is read last, where nothing else states the mode."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    hits = (mode_hits(tokens) or _office_offered(tokens) or _staff_transport(tokens) or _staff_bus(tokens)
            or _online_work_system(tokens) or _firm_office(tokens) or _intern_office(tokens)
            or _named_office(tokens))
    if not hits:
        return None
    values = {str(v) for _, _, v in hits}
    if "hybrid" in values and "hybrid" in tokens.text.lower():
        spans = [_company_hybrid(tokens, h) for h in hits if h[2] == "hybrid"]
        if all(spans):  # every hybrid phrase writes the firm's model: a mode stated outside those passages wins
            own = [h for h in hits if not any(lo <= tokens.starts[h[0]] < hi for lo, hi in spans if spans)]
            if not own:  # the firm's model alone (a template over its postings) is no mode of this job (fields72)
                return None
            hits, values = own, {str(v) for _, _, v in own}
    if values == {"hybrid", "remote"} and (flexible := _flexible_remote(tokens, hits)):
        hits = [h for h in hits if h not in flexible]
        values = {str(v) for _, _, v in hits}
    if "hybrid" in values or ("remote" in values and "onsite" in values):
        want = "hybrid" if "hybrid" in values else "remote"
    else:
        want = str(hits[0][2])
    i, n, _ = next(h for h in hits if h[2] == want)
    return want, token_span(tokens, i, n)


# What every text mode_hits reads a mode from holds (extract calls find_work_mode only then; see
# normalize.attributes.triggers), one part per source of hits in mode_hits: the two phrase tables (find_both); the mode
# words of _bare_mode, _title_mode and _label_mode and their "site" ("On site"; each "(on-site)" the bracket pattern reads
# holds it too), _footer_mode's "credits", _office_work's and _office_share's "office", _hybrid_share's "hybrid" (a
# _BARE_MODE word); what the gates of _japanese_mode and _week_site test ("week" or "WEEK", "woche" in three cases: the
# lowered text holds all of them). A new source of hits, or a gate that reads a new word or mark, adds it here.
# (ext32: the title and label modes' words and "site" fire only with a title line or a location label, as those two read
# them; "office" only with "work", as _office_work reads it: those words alone fired 62 of the 170 calls that found nothing
# on the speed bench's texts, which are single lines)
WORK_MODE_TRIGGER = any_of(
    phrase(_WORK_MODE_STRONG), phrase(_WORK_MODE_WEAK),  # (mode_hits reads them by find_both of the unglued tokens)
    words(_BARE_MODE, ("credits",)),  # _bare_mode's words ("hybrid": _hybrid_share's too), _footer_mode's "credits"
    substrings("site)", "Site)"),  # _bare_mode's bracket gate
    all_of(substrings("|"), words(("site",))),  # _bare_mode's pipe-segment gate
    # _title_mode reads a text with a title line only ("\n" where the title ends), _label_mode one with a location label
    all_of(words(_TITLE_MODE, ("site",)), any_of(substrings("\n"), words(_LABEL_LABELS))),
    all_of(words(("office", "offices")), words(("work", "working"))),  # _office_work's gate (_office_share's: "week")
    all_of(words(("site", "onsite")), words(_ON_SITE_VERBS)),  # _on_site_asked's gate
    words(_IN_PERSON_WORDS),  # _in_person_asked's gate
    words(("onsite", "remote", "hybrid")), all_of(words(("on",)), words(("site",))),  # _on_site_segment's and _mode_in_brackets' gates
    lowered("week", "woche"),
    substrings("ハイブリ"),
    substrings(*_OFFICE_WORDS, *_WORKPLACE_WORDS),  # _office_offered's gate
    substrings(*_TRANSPORT_WORDS),  # _staff_transport's gate
    substrings(*_STAFF_BUS_WORDS),  # _staff_bus's gate
    all_of(lowered("sistem"), substrings("online")),  # _online_work_system's gate
    substrings(*_FIRM_OFFICE_WORDS),  # _firm_office's gate
    all_of(substrings("office"), substrings("to intern", "minimum")),  # _intern_office's gate
    all_of(substrings("based"), substrings("ffice", "FFICE", "HQ", "eadquarters")),  # _named_office's gate
    all_of(substrings("%"), lowered(*_PERCENT_WORDS)),  # _percent_share's gate
    substrings("ite in ", "ITE IN ", "ite In "),  # _onsite_in_place's gate
    all_of(words(("home",)), words(("based",))),  # _home_based's gate
    substrings("On site work", "Onsite work", "On-site work", "Onsite :", "Onsite:", "On site:", "On-site:"),  # _ON_SITE_GLUED
)


_ITEM_OPEN = re.compile(r"(?:^|[\n●•·▪*;,>-])[ \t]*$")
_ITEM_CLOSE = re.compile(r"[ \t]*(?:[.;,]?[ \t]*(?:$|\n|<)|with\b)")


def _term_item(tokens: Tokens, hit: Hit) -> bool:
    """"- remote work;", "permanent contract, flexible hours, remote work.", "● Remote work with meetings in the
    office once a month": a list item of the job's terms that is the mode alone, stated among the perks (not
    "budget for remote work", "the opportunity to work from home")."""
    i, n, value = hit
    if value != "remote" or tokens.words[i] != "remote":
        return False
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    return _ITEM_OPEN.search(text, max(0, start - 12), start) is not None and _ITEM_CLOSE.match(text, end) is not None


_POSSIBILITY = frozenset({"возможность", "возможностью", "posibilidad", "possibilidade", "possibilite"})
# ("с возможностью работать удаленно", the instrumental after a flexible schedule: the same option; fields80)
# the declined Russian hybrid forms offered as a possibility ("возможность работать в гибридном режиме") are an option,
# no mode, as remote work offered so (the lead's option rule); the base form keeps its older reading
_MIXED_FIRST = frozenset({"частично", "смешанного", "смешанный", "смешанному"})  # (partly remote, mixed: fields80)
_MAY_SHORT = frozenset({"возможен", "возможна", "возможно", "возможны"})  # ("возможна частично удаленная работа")
_DECLINED_HYBRID = frozenset({"гибридном", "гибридного", "гибридная", "гибридным"}) | _MIXED_FIRST
_RU_CHOICE = re.compile(r"(?i)офис")  # (an office among the formats: the job's arrangement as a choice, as the remote rule's)


def _declined_hybrid_offered(tokens: Tokens, hit: Hit) -> bool:
    """A declined hybrid form with a possibility word up to six words before it and no other format named in the clause
    ("возможность ... гибридного формата"); a choice of formats with an office among them ("в офисе, гибридном графике
    или удаленно") stays."""
    i, n, _ = hit
    words = tokens.words
    if words[i] not in _DECLINED_HYBRID:
        return False
    may = _POSSIBILITY | _MAY_SHORT if words[i] in _MIXED_FIRST else _POSSIBILITY
    k = next((k for k in range(i - 1, max(-1, i - 7), -1) if words[k] in may), None)
    if k is None:
        return False
    if words[i] in _MIXED_FIRST:
        return True  # (a mixed schedule offered as possible: its office is part of the mix, no choice; an option)
    text, end = tokens.text, tokens.ends[i + n - 1]
    stop = _SENTENCE_STOP.search(text, end, end + 60)
    return _RU_CHOICE.search(text, tokens.starts[k], stop.start() if stop else end + 60) is None
# A job board's "Benefits:" field (Indeed's template: "Benefits: * Company pension * Work from home Work Location: ...",
# glued on some boards: "Benefits:Paid trainingWork from homeSchedule:") lists its items without sentences; the
# heading follows a field value on the same line, so offer_zones does not see it. "Work from home" there is a perk,
# ignored (ATTRIBUTE_CONVENTIONS); the board's own "Work Location: Hybrid remote" field still says the mode.
_BENEFITS_FIELD = "Benefits:"
_BENEFITS_REACH = 300
_HOME_TITLE = re.compile(r"(?i)\bhome[- ]?based\b|\bwork(?:ing)? from home\b|\bwfh\b")
_FIELD_BREAK = re.compile(r"[:!?]|\.\s|\n\s*\n")


def _benefits_item(tokens: Tokens, hit: Hit) -> bool:
    """A weak phrase that is an item of a board's "Benefits:" field: the field label within reach before it and
    nothing between them that ends the field (another label, a sentence end, a blank line)."""
    text = tokens.text
    start = tokens.starts[hit[0]]
    label = text.rfind(_BENEFITS_FIELD, max(0, start - _BENEFITS_REACH), start)
    if label < 0 or _FIELD_BREAK.search(text, label + len(_BENEFITS_FIELD), start) is not None:
        return False
    if _HOME_TITLE.search(text, 0, title_end(text)):
        return False  # ("Home-Based Online ESL Teacher": the title says the job is done from home; the item agrees)
    end = tokens.ends[hit[0] + hit[1] - 1]  # ("Work from home 2 days a week" among them: the job's hybrid week)
    return _PART_SHARE.search(text, end, min(len(text), end + 40)) is None


# Remote or hybrid work offered as possible ("Télétravail partiel possible", "Remote-Arbeit aus ganz Deutschland möglich",
# "Возможна полная или частичная удаленная работа"): an option, no mode (the lead's decision after the thirtieth
# reading, attr4/attr9); a share of the week there is the job's hybrid week ("Homeoffice bis zu 40% möglich"), and a
# refusal ("n'est pas possible") is read by _negated.
_POSSIBLE_AFTER = re.compile(r"(?i)[^.!?;:\n]{0,40}?\b(?:possible|possibles|m[öo]glich|mogelijk|posible|poss[íi]vel)\b")
# ("возможен": the short masculine form, "возможен удаленный формат", has no н before its ending)
_POSSIBLE_BEFORE = re.compile(r"(?i)(?<!не )\bвозмож(?:на|но|ны|ен)\b[^.!?;:\n]{0,30}$")
_BRACKET_OPEN = re.compile(r"\(\s*(?:100\s*%\s*)?$")
_CHOICE_AFTER = re.compile(r"(?i)[^.!?;\n]{0,60}?(?:офис|гибрид)")
_CHOICE_BEFORE = re.compile(r"(?i)удал[её]н|гибрид|офис")
# the full or the partial remote format offered ("возможен удаленный/частично-удаленный формат"): both remote, no choice
_FULL_OR_PART = re.compile(r"(?i)удал[её]нн\w*[ \t]*(?:/|или|либо)[ \t]*частично-?[ \t]*$")
_POSSIBLE_HINTS = ("ossib", "glich", "ogelijk", "osib", "ossív", "озможн", "озможе")


def _offered_possible(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    text = tokens.text
    if mode == "onsite" or not any(h in text for h in _POSSIBLE_HINTS):
        return False
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    after = _POSSIBLE_AFTER.match(text, end)
    before = _POSSIBLE_BEFORE.search(text, max(0, start - 40), start)
    if after is None and before is None:
        return False
    if after is not None and _BRACKET_OPEN.search(text, max(0, start - 10), start):
        return False  # "Entwickler in Homeoffice (100% remote sind möglich)": the job's mode, spelled out in brackets
    if before is not None and (_CHOICE_AFTER.match(text, end) or (
            _CHOICE_BEFORE.search(before.group()) and not _FULL_OR_PART.search(before.group()))):
        return False  # "Возможна удаленная работа, либо работа в офисе", "удаленно или гибридный формат": a choice
    lo, hi = (max(0, start - 15), min(after.end() + 30, line_end(text, end))) if after else (before.start(), end + 30)
    # ("Du télétravail est possible 1 à 2 jours par semaine": the job's hybrid week)
    return _PART_SHARE.search(text, lo, hi) is None and _negated(tokens, hit)[2] != "onsite"


# A remote phrase followed by "option(s)" ("remote work options available for eligible roles", "Flexible work from home
# options available", "based in <city> with local telework options"): remote work offered as an option, no mode (the
# lead's decision after the thirtieth reading: a "work-from-home option" is none). A census of the 33,091 unlabelled dev
# postings found 29 with the shape, 15 read as remote from it. Not a field label ("Telecommuting Options: Remote"), a
# share of the week, a refusal ("does not offer ... remote work options", _negated) nor a hybrid word ("hybrid work
# options" states the hybrid mode among rewards, as "Hybrid working").
_OPTION_WORDS = frozenset({"option", "options"})
_OPTION_GLUE = frozenset({"work", "working"})


# Hybrid or remote work named as an opportunity (possible "opportunities for hybrid working" under a public body's
# blended-working policy, flexible hours "including opportunities for hybrid working"): an option, no mode (the
# lead's option rule); with a share of the week it is the job's week. fields72: 2 unlabelled postings, both read hybrid before.
# So is "the option of" / "the possibility of" hybrid work among the perks (RUNNING_TEXT_RULES: "Möglichkeit zu hybridem
# Arbeiten" in a benefits list is no mode); fields100: 4 unlabelled dev postings (two templates) read hybrid before
# (a hybrid phrase only: "Possibility of remote, hybrid and on-site work in the office" lists the job's formats, a choice)
_OPPORTUNITY_FOR = re.compile(r"(?i)\bopportunit(?:y|ies) for[ \t]+$")
_HYBRID_OPTION = re.compile(r"(?i)\b(?:opportunit(?:y|ies) for|(?:option|possibility) of)[ \t]+$")
_OPTION_HINTS = ("pportunit", "ption of", "ossibility of")


def _opportunity_for(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    if mode == "onsite" or not any(h in text[max(0, start - 30) : start] for h in _OPTION_HINTS):
        return False
    option = _HYBRID_OPTION if tokens.words[i] in _HYBRID_WORDS else _OPPORTUNITY_FOR
    return option.search(text, max(0, start - 30), start) is not None and _PART_SHARE.search(
        text, end, min(end + 40, line_end(text, end))) is None


def _work_option(tokens: Tokens, hit: Hit) -> bool:
    """A remote (or flexible-remote) phrase followed by "option(s)", offered as a choice, not the job's mode."""
    i, n, mode = hit
    words = tokens.words
    if mode == "onsite" or not _HYBRID_WORDS.isdisjoint(words[i : i + n]) or " ".join(words[i : i + n]) in _HOME_PERK:
        return False  # (a German "Homeoffice-Option (Hybridmodell)": _home_office reads it)
    k = i + n + (i + n < len(words) and words[i + n] in _OPTION_GLUE)
    if k >= len(words) or (words[k] not in _OPTION_WORDS and words[k] != "opportunities"):
        return False  # ("flexible work schedules and work-from-home opportunities" among the benefits; not the singular
        # "This is a remote opportunity", the job itself; fields80: 45 postings of one public employer's template read remote)
    text, end = tokens.text, tokens.ends[k]
    if text[end : end + 3].lstrip(" *")[:1] == ":" or _PART_SHARE.search(text, end, min(end + 40, line_end(text, end))):
        return False
    return _negated(tokens, hit)[2] != "onsite"


# A yearly allowance of remote time ("3 semaines de télétravail / an", "15 remote working days a year", "work remotely
# for up to 3 months per year"): a perk beside the job, not how it is done (RUNNING_TEXT_RULES: occasional home working is
# no mode; gold63/gold65 read "3 semaines de télétravail / an" as none). A census of the 32,912 unlabelled dev postings:
# 5 with a remote phrase and a yearly count, 3 of them beside a weekly share or a hybrid model (those stay: the week decides).
_YEAR_MARK = (r"(?:\bpar an\b|/\s?an\b|\bper (?:year|annum)\b|\ba year\b|\bannually\b|\bpro jahr\b|\bim jahr\b|"
              r"\bj[äa]hrlich\b|\b(?:al|por) año\b|\bper år\b|\bom året\b|\bв год\b)")
_TIME_UNIT = (r"(?:jours?|semaines?|mois|days?|weeks?|months?|tage?n?|wochen|monate|d[ií]as|semanas|meses|dagar|veckor|"
              r"дн[ея]й|недел[иья])")
# the year mark right after the phrase ("télétravail / an"), after its unit ("remote working days a year") or after a
# count of time ("remotely for up to 3 months per year"); not a later noun's ("Home office ... days holiday per year")
# (the count joined by "for (up to)" only: a hybrid model "and N weeks per year" of telework abroad is the model)
_PER_YEAR_AFTER = re.compile(r"(?i)(?:(?:\s+(?:for|up to|bis zu|jusqu'à|pendant|durante|hasta|de))*\s+\d{1,3}\s*" + _TIME_UNIT
                             + r"|\s*" + _TIME_UNIT + r")?\s*" + _YEAR_MARK)
_COUNT_UNIT = re.compile(r"(?i)\b\d{1,3}\s*" + _TIME_UNIT + r"\b")
_PER_WEEK = re.compile(r"(?i)per week|a week|/\s?week|par semaine|pro woche|/\s?woche|por semana|a la semana|i veckan|в неделю|%")


def _yearly_allowance(tokens: Tokens, hit: Hit) -> bool:
    """A remote or hybrid phrase counted per year (days, weeks, months a year), with no weekly share beside it."""
    i, n, mode = hit
    if mode == "onsite" or not _HYBRID_WORDS.isdisjoint(tokens.words[i : i + n]):
        return False  # ("Hybrid working model" states the model; RUNNING_TEXT_RULES: a mode stated among rewards counts)
    text = tokens.text
    start, end = tokens.starts[i], tokens.ends[i + n - 1]
    after = _PER_YEAR_AFTER.match(text, end)
    if after is None:
        return False
    lo = max(text.rfind("\n", 0, start) + 1, start - 40)
    return _COUNT_UNIT.search(text, lo, after.end()) is not None and _PER_WEEK.search(text, lo, after.end() + 30) is None


# Remote work "as needed" / "if required" (among the benefits, or "work from home if required"): occasional home working, no mode (RUNNING_TEXT_RULES); "Be it remote work, or ...": one of
# the flexible arrangements offered, no mode (segov's template: 9 unlabelled dev postings, 1 dev line read none)
_AS_NEEDED_AFTER = re.compile(r"(?i)[ \t]*(?:as|when|if|where)[ \t]+(?:needed|required|necessary)\b")


def _occasional(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    if mode == "onsite":
        return False
    if i > 1 and tokens.words[i - 2 : i] == ["be", "it"]:
        return True
    return _AS_NEEDED_AFTER.match(tokens.text, tokens.ends[i + n - 1]) is not None


# "conducted (primarily) remotely" with an in-person part later in its sentence ("with occasional in person meetings
# required", "remotely and in-person", "but some on-site archival research"): hybrid; not a time between them
# ("conducted remotely during this time / in-person": remote now, in person later, two modes of which remote is one)
_IN_PERSON_AFTER = re.compile(r"(?i)(?:(?!during|initially|for now|until)[^.!?;\n]){0,60}?\b(?:in[- \\]{1,2}person|on[- \\]{0,2}site)\b")


# the job's mode joined by "and" to the other one: "Opportunity to work on-site and remotely", "a mix of remote and onsite
# work" - both in one week, hybrid (fields63)
_AND_OTHER = {"onsite": re.compile(r"(?i)[ \t]+(?:and|&)[ \t]+remote(?:ly)?\b"),
              "remote": re.compile(r"(?i)[ \t]+(?:and|&)[ \t]+(?:on[- ]?site|in[- ]office|in the office)\b")}


def _conducted_mix(tokens: Tokens, hit: Hit) -> Hit:
    i, n, mode = hit
    if mode == "remote" and tokens.words[i] == "conducted" and _IN_PERSON_AFTER.match(tokens.text, tokens.ends[i + n - 1]):
        return (i, n, "hybrid")
    if mode in _AND_OTHER and _AND_OTHER[mode].match(tokens.text, tokens.ends[i + n - 1]):
        return (i, n, "hybrid")
    return _weekly_office(tokens, hit)


# Remote with a weekly day in the office later in the sentence ("remote, with every Wednesday in the office", remote
# "pero ... en la oficina una vez a la semana"): part of the week in the office,
# hybrid (RUNNING_TEXT_RULES gold27: "almost fully remote with every Wednesday in the office" = hybrid). A census of the
# 32,912 unlabelled dev postings: 13 with a remote phrase and a weekly office day after it, 3 read as remote.
_WEEKLY = re.compile(r"(?i)\b(?:once|one day) (?:a|per|each|every) week\b|\bevery (?:week|monday|tuesday|wednesday|thursday|"
                     r"friday)\b|\buna vez (?:a la|por) semana\b|\bune fois par semaine\b|\beinmal (?:pro|die|in der) woche\b|"
                     r"\bcada semana\b|\bjeden (?:montag|dienstag|mittwoch|donnerstag|freitag)\b")
_OFFICE_PLACE = re.compile(r"(?i)\boffice\b|\boficinas?\b|\bbureaux?\b|\bbüro\b|\bon-?site\b|\bin[- ]person\b|\bkontoret\b")
_SENTENCE_STOP = re.compile(r"[.!?;\n<]")
_WEEKLY_REACH = 90


def _weekly_office(tokens: Tokens, hit: Hit) -> Hit:
    i, n, mode = hit
    if mode != "remote":
        return hit
    text = tokens.text
    end = tokens.ends[i + n - 1]
    if not ("eek" in text or "eman" in text or "oche" in text or "aine" in text or "day" in text):
        return hit
    stop = _SENTENCE_STOP.search(text, end, end + _WEEKLY_REACH)
    hi = stop.start() if stop else min(len(text), end + _WEEKLY_REACH)
    if _WEEKLY.search(text, end, hi) and _OFFICE_PLACE.search(text, end, hi):
        return (i, n, "hybrid")
    return hit


# The hedge written after the phrase: "Want to work from home sometimes? No problem.", "Working from home - Flexibility to
# work occasionally from home" (a perk list's heading and its item): occasional home working, no mode (RUNNING_TEXT_RULES:
# "sometimes work from home" is none). Not an occasional visit elsewhere ("work from home, travelling occasionally to
# clients"). fields75: 11 unlabelled dev postings hold such a hedge beside a home-working phrase, 3 read as remote from it
_HEDGE_AFTER = frozenset({"sometimes", "occasionally"})
_HEDGE_NOT = frozenset({"travel", "travelling", "traveling", "visit", "visits", "visiting", "office", "site", "onsite", "person",
                        "meet", "meeting", "meetings", "clients", "client", "customers"})
_HEDGE_REACH = 6


def _hedged_after(tokens: Tokens, hit: Hit) -> bool:
    i, n, mode = hit
    if mode != "remote":
        return False
    words, text = tokens.words, tokens.text
    for k in range(i + n, min(len(words), i + n + _HEDGE_REACH)):
        if re.search(r"[.!?;\n]", text[tokens.ends[k - 1] : tokens.starts[k]]) or words[k] in _HEDGE_NOT:
            return False
        if words[k] in _HEDGE_AFTER:
            return True
    return False


def _share_kept(tokens: Tokens, hit: Hit) -> bool:
    """A hedged weak phrase is kept with a share of the week ("the opportunity to work remotely 2 days per week"). A weak
    hybrid phrase ("la possibilité de télétravail", "Home-Office-Möglichkeit") was kept by its own mode before; it now needs
    the share too (fields77: the option rule, gold85's FP; with French, Spanish and Portuguese "possibility" hedging, 9 postings
    outside the test split changed, all "Possibilité de télétravail" or "Posibilidad de teletrabajo" among perks, all right)."""
    if hit[2] != "hybrid":
        return _share_of_week(tokens, hit)[2] == "hybrid"
    start, end = tokens.starts[hit[0]], tokens.ends[hit[0] + hit[1] - 1]
    return _PART_SHARE.search(tokens.text, max(0, start - 40), min(len(tokens.text), end + 40)) is not None


def _item_start(text: str, pos: int) -> int:
    """Where the list item, paragraph or line holding ``pos`` starts (at most 200 characters back)."""
    lo = max(0, pos - 200)
    return max([lo, text.rfind("\n", lo, pos) + 1, *(text.rfind(m, lo, pos) + len(m) for m in ("<li>", "<p>", "<br", ";")
                                                      if text.rfind(m, lo, pos) >= 0)])


# a Russian remote option followed by another choice (remote work possible "или переезд" to another country): the
# job's arrangement as a choice (a dev gold line reads remote or onsite), kept
_RU_OR_AFTER = re.compile(r"(?i)[^.!?;\n<]{0,25}?\b(?:или|либо)\b")


def _office_in_item(tokens: Tokens, hit: Hit) -> bool:
    """An office named earlier in the item of a remote phrase offered as possible ("офис в центре ..., гибкий график с
    возможностью удаленной работы"): office or remote, audit2's choice, not an option alone."""
    start = tokens.starts[hit[0]]
    return hit[2] == "remote" and "офис" in tokens.text[_item_start(tokens.text, start) : start]


# "Mobile working" said of a field worker who travels between sites ("You will be a mobile working covering a number of
# schools", "Ready to mobile working." among a sales rep's traits): travel, not a remote share (fields100: 2 unlabelled dev
# postings, both read hybrid before)
_MOBILE_BEFORE = frozenset({"a", "to"})
_MOBILE_AFTER = frozenset({"covering", "across", "between"})


def _mobile_field_work(tokens: Tokens, hit: Hit) -> bool:
    i, n, _ = hit
    words = tokens.words
    return words[i : i + 2] == ["mobile", "working"] and (
        i > 0 and words[i - 1] in _MOBILE_BEFORE or words[i + 2 : i + 3] and words[i + 2] in _MOBILE_AFTER)


# readers of a whole shape (a title, a label, an office or on-site sentence, a share of the week, ...), in the order their
# hits are merged after the phrase-table hits and the footer's
_SHAPE_READERS = (_title_mode, _label_mode, _office_work, _office_share, _hybrid_share, _week_site, _on_site_asked,
                  _in_person_asked, _mode_in_brackets, _home_based, _on_site_segment, _percent_share, _onsite_in_place,
                  _mode_pair_field)
# a hit that one of these says is not this job's mode is dropped (a perk, others on site, a duty at a client's site, ...)
_NOT_THIS_JOBS_MODE = (_mobile_field_work, _perk_object, _others_on_site, _client_site_duty, _work_noun_on_site, _ability_asked,
                       _hybrid_of_duties, _office_noun, _not_the_job, _site_duty_fr, _allowed_beside_place, _for_now,
                       _formats_listed, _offered_possible, _work_option, _yearly_allowance, _occasional, _opportunity_for)
# then each kept hit's mode is adjusted, in this order (each reads the hit the one before returned)
_ADJUSTMENTS = (_remote_first, _part_week, _negated_value, _hybrid_value, _share_of_week, _negated, _conducted_mix,
                _blended)


def mode_hits(tokens: Tokens) -> list[Hit]:
    """Every phrase read as this job's work mode, in text order, with the mode it states (the phrase-level
    reading that :func:`find_work_mode` sums up; benchmarks score it phrase by phrase)."""
    tokens = unglued(tokens)  # (words a lost line break glued: "preferableFresh graduates")
    strong, weak = find_both(tokens, _WORK_MODE_STRONG, _WORK_MODE_WEAK)
    if weak and strong:  # a weak phrase inside a strong one is that one ("100% home office" is no hybrid)
        weak = [h for h in weak if not any(i <= h[0] and h[0] + h[1] <= i + n for i, n, _ in strong)]
    if weak:
        zones = offer_zones(tokens.text)
        weak = [h for h in weak if (not in_zones(tokens.starts[h[0]], zones) or _term_item(tokens, h)
                                   or _HYBRID_VALUE.match(tokens.text, tokens.ends[h[0] + h[1] - 1])) and (not _HEDGED & set(
            tokens.words[max(0, h[0] - 3) : h[0]]) or _negated(tokens, h)[2] == "onsite"  # ("not have the option to")
            or _office_in_item(tokens, h) or _RU_OR_AFTER.match(tokens.text, tokens.ends[h[0] + h[1] - 1])
            or _share_kept(tokens, h)) and not _hedged_after(tokens, h)]  # ("the opportunity to work remotely 2 days per week")
        weak = [h2 for h in weak if (h2 := _home_office(tokens, h)) is not None and _remote_choice(tokens, h2)]
        if _BENEFITS_FIELD in tokens.text:
            weak = [h for h in weak if not _benefits_item(tokens, h)]
    if strong and not (tokens.vocab.isdisjoint(_POSSIBILITY) and tokens.vocab.isdisjoint(_MAY_SHORT)):  # "Возможность работать удаленно", "Posibilidad de
        # trabajo remoto" (a perk): a possibility, no mode
        strong = [h for h in strong if not _declined_hybrid_offered(tokens, h) if (
                  h[2] != "remote" or _POSSIBILITY.isdisjoint(tokens.words[max(0, h[0] - 3) : h[0]])
                  or "офис" in tokens.text[tokens.ends[h[0] + h[1] - 1] : tokens.ends[h[0] + h[1] - 1] + 60]
                  or _office_in_item(tokens, h) or _RU_OR_AFTER.match(tokens.text, tokens.ends[h[0] + h[1] - 1]))]
        # ("как удаленно, так и в офисе": office or remote, a choice, kept; so is an office offered earlier in the same item,
        # "офис в центре ..., гибкий график с возможностью удаленной работы": audit2's office-or-remote item)
    found = strong + weak + _bare_mode(tokens) + _japanese_mode(tokens)
    footer = _footer_mode(tokens)
    shapes = [h for read in _SHAPE_READERS for h in read(tokens)]
    out = []
    for h in _merged(found, footer, shapes):
        if _mode_ok(tokens, h) and not any(reject(tokens, h) for reject in _NOT_THIS_JOBS_MODE):
            for adjust in _ADJUSTMENTS:
                h = adjust(tokens, h)
            out.append(h)
    return out
