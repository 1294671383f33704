"""English glosses of skill phrases in German, French, Spanish, Dutch, Portuguese and Italian ads, so the English
ESCO and the English encoder can link them.

``gloss_phrase("análisis de datos", "es", vocabulary)`` gives ``"data analysis"``; ``"Datenmodelle erstellen"``
(de) gives ``"create data models"``; ``"Teamfähigkeit"`` gives ``"work in teams"``. Without this, the candidate phrases
of a non-English ad reach the encoder as they are written and almost none links (skills8: the de/fr/es/nl ads
of the dev gold had recall 0.28 against 0.55 on English ads).

Written by hand, as the title glossary (``title_glossary.py``) is and for its reason: no offline library
translates skill words. It shares that module's machinery (accent folding, the title words of each language
as a fallback, Germanic compounds split into known parts) and adds what skill phrases need:

- the frequent skill nouns, adjectives and verbs of job ads in each language (below, from knowledge of the
  languages; a handful of soft-skill words are glossed straight to the English of their ESCO skill, as
  "Teamfähigkeit" -> work in teams, because a word-by-word gloss of them says nothing);
- function words (articles, prepositions) dropped; "and" kept;
- in the head-first languages the noun phrase read back to front ("gestión legal de casos" -> case legal
  management), a verb in first place staying first ("revisar documentos legales" -> review legal documents);
  in German and Dutch a verb at the end moved to the front ("Daten analysieren" -> analyse data);
- a phrase with a word that is neither glossed nor a word of the taxonomy's (English) labels is not glossed
  at all: a half-read phrase would link to whatever its one known word is near.

``text_language`` says which of these languages an ad is written in (by spaCy's stop-word lists, words
found in one language's list and no other's); English ads are never glossed.
"""

from __future__ import annotations

import re
from functools import lru_cache

from normalize.matching.title_glossary import _LINKS, HEAD_FIRST, _fold, _parse

__all__ = ["GLOSSED_LANGUAGES", "gloss_phrase", "phrase_words", "text_language"]

GLOSSED_LANGUAGES = ("de", "fr", "es", "nl", "pt", "it")
_DETECTED = ("en", *GLOSSED_LANGUAGES)
MIN_LANGUAGE_WORDS = 5  # fewer words of one language's own stop list say nothing about a text's language

# "word=english" pairs; "+" before the English marks a verb (it leads its phrase in English). Keys are folded
# (no accents, "ß" -> "ss"); plural and feminine forms are found from these by _variants.
_GLOSSARY = {
    "de": """
        analyse=analysis analysen=analysis analysieren=+analyse kenntnisse=knowledge kenntnis=knowledge
        erfahrung=experience fahigkeit=skills fahigkeiten=skills starke=skills kompetenz=skills
        kompetenzen=skills kommunikation=communication kommunikativ=communicative problemlosung=problem solving
        analytisch=analytical analytische=analytical analytisches=analytical analytischen=analytical
        denken=thinking denkweise=thinking arbeitsweise=working selbststandig=independent
        selbststandige=independent selbststandigkeit=working independently eigeninitiative=taking initiative
        eigenverantwortlich=independent sorgfaltig=careful sorgfaltige=careful sorgfalt=attention to detail
        strukturiert=structured strukturierte=structured kreativ=creative kreativitat=creativity
        proaktiv=proactive proaktivitat=proactive thinking zuverlassigkeit=reliability zuverlassig=reliable
        belastbarkeit=resilience flexibilitat=flexibility teamfahigkeit=work in teams teamgeist=work in teams
        teamarbeit=work in teams teamplayer=work in teams verhandlung=negotiation verhandlungsgeschick=negotiation skills
        prasentation=presentation fuhrerschein=driving licence fuhrung=leadership
        mitarbeiterfuhrung=staff management personalfuhrung=staff management
        kundenorientierung=customer orientation orientierung=orientation serviceorientierung=service orientation
        rechnungswesen=accounting rechnungslegung=financial reporting rechnung=invoice rechnungen=invoices
        zahlung=payment zahlungen=payments budget=budget planung=planning prognose=forecast
        programmierung=programming programmier=programming programmiersprache=programming language
        programmiersprachen=programming languages skripte=scripts skripten=scripts
        datenbank=database datenbanken=databases modell=model modelle=models modellen=models
        modellierung=modelling architektur=architecture datenschutz=data protection
        kunstliche=artificial kunstlicher=artificial intelligenz=intelligence maschinelles=machine
        lernen=learning bild=image verarbeitung=processing algorithmus=algorithm algorithmen=algorithms
        anforderungen=requirements anforderung=requirements prozess=process prozesse=processes
        prozessen=processes geschaft=business geschafts=business schulung=training schulungen=training
        anwender=user steuerung=control steuerungen=controls automatisierung=automation
        reparatur=repair montage=assembly fehler=fault fehlerdiagnose=troubleshooting
        fehlerbehebung=troubleshooting fehleranalyse=fault analysis diagnose=diagnosis risiko=risk
        risiken=risks verbesserung=improvement kontinuierliche=continuous kontinuierlich=continuous
        logistik=logistics vertrag=contract vertrage=contracts verwaltung=administration
        arbeitssicherheit=occupational safety integration=integration dokumentation=documentation
        implementierung=implementation optimierung=optimisation koordination=coordination
        texte=texts bericht=report berichte=reports mundlich=oral mundliche=oral mundlichen=oral
        schriftlich=written schriftliche=written gesetz=law recht=law steuern=tax rechnungsprufung=audit
        prufung=audit uberwachung=monitoring lager=warehouse bestand=stock bestande=stock
        umgang=handling kunden=customer kundenbetreuung=customer service beziehungen=relationships
        lieferanten=suppliers erstellen=+create erstellung=+create durchfuhrung=+perform
        durchfuhren=+perform sicherstellung=+ensure sicherstellen=+ensure entwickeln=+develop
        betreuen=+support betreuung=+support koordinieren=+coordinate planen=+plan uberwachen=+monitor
        pflegen=+maintain optimieren=+optimise implementieren=+implement dokumentieren=+document
        beraten=+advise verwalten=+manage leiten=+lead fuhren=+lead testen=+test verfassen=+write
        schreiben=+write konzeption=+design konzipieren=+design gestalten=+design steuern=+manage
        warten=+maintain reparieren=+repair installieren=+install bedienen=+operate unterstutzen=+support
        """,
    "fr": """
        analyse=analysis analyses=analysis analyser=+analyse besoin=requirements besoins=requirements
        exigence=requirements exigences=requirements metier=business commercial=business
        commerciale=business commerciales=business commerciaux=business gestion=management
        equipe=team equipes=team travail=work autonomie=working independently autonome=independent
        initiative=initiative rigueur=attention to detail rigoureux=rigorous rigoureuse=rigorous
        creatif=creative creative=creative creativite=creativity controle=control qualite=quality
        maintenance=maintenance preventive=preventive corrective=corrective amelioration=improvement
        continue=continuous lecture=reading plan=drawing plans=drawings redaction=+write
        reseaux=networks sociaux=social campagne=campaign campagnes=campaigns idee=ideas idees=ideas
        comptabilite=accounting comptable=accounting comptables=accounting principe=principles
        principes=principles financiere=financial financier=financial financieres=financial
        financiers=financial telephonique=telephone donnees=data base=base proprete=cleanliness
        locaux=premises vitres=windows lavage=washing nettoyage=cleaning produits=products
        portefeuille=portfolio relation=relationship relations=relationships collaborateurs=staff
        encadrement=supervision delais=deadlines delai=deadline detail=detail details=details
        specifications=specifications fonctionnelles=functional fonctionnel=functional tests=tests
        formation=training vente=sales ventes=sales encaissement=cash handling caisse=cash register
        stocks=stock inventaire=inventory fournitures=supplies securite=safety hygiene=hygiene
        soudure=welding usinage=machining tournage=turning fraisage=milling intelligence=intelligence
        artificielle=artificial logiciel=software logiciels=software developpement=development
        informatique=IT outil=tool outils=tools donnee=data processus=process fabrication=manufacturing
        production=production risque=risk risques=risks projet=project projets=project
        communication=communication orale=oral ecrite=written strategie=strategy strategies=strategy
        marketing=marketing parties=parties prenantes=stakeholders rapport=report rapports=reports
        reporting=reporting numerique=digital numeriques=digital machine=machine machines=machines
        reglementation=regulation juridique=legal droit=law fiscal=tax fiscale=tax paie=payroll
        recrutement=recruitment conseil=advice negociation=negotiation planification=planning
        analyser=+analyse evaluer=+assess rediger=+write gerer=+manage assurer=+ensure suivre=+monitor
        piloter=+manage developper=+develop concevoir=+design former=+train vendre=+sell
        accueillir=+greet conseiller=+advise approvisionner=+supply preparer=+prepare realiser=+perform
        controler=+check verifier=+check respecter=+meet travailler=+work manager=+manage encadrer=+supervise
        organiser=+organise planifier=+plan animer=+lead optimiser=+optimise installer=+install
        entretenir=+maintain reparer=+repair nettoyer=+clean monter=+assemble
        """,
    "es": """
        analisis=analysis datos=data informe=report informes=reports reporte=report reportes=reports
        habilidad=skills habilidades=skills capacidad=skills competencias=skills analitica=analytical
        analitico=analytical comunicacion=communication proactividad=proactive thinking proactivo=proactive
        proactiva=proactive actitud=attitude positiva=positive positivo=positive trabajo=work
        equipo=team equipos=team independiente=independent autonomia=working independently
        inteligencia=intelligence artificial=artificial aprendizaje=learning redes=networks
        neuronales=neural neuronal=neural base=base bases=bases venta=sales ventas=sales producto=products
        productos=products estanterias=shelves reposicion=restocking caja=cash register manejo=handling
        limpieza=cleaning precios=prices precio=price inventario=inventory inventarios=inventory
        vencimiento=expiry fechas=dates control=control correctivas=corrective correctivo=corrective
        correctiva=corrective preventivo=preventive preventiva=preventive mantencion=maintenance
        mantenciones=maintenance mantenimiento=maintenance electrico=electrical sistema=system
        sistemas=systems asesoria=advice legal=legal legales=legal derecho=law corporativo=corporate
        consumidores=consumer documentos=documents documento=documents gestion=management caso=cases
        casos=cases capacitacion=training capacitaciones=training formacion=training auditoria=audit
        auditorias=audits proceso=process procesos=process flujogramas=flowcharts riesgo=risk
        riesgos=risks hallazgos=findings orientacion=orientation detalle=detail detalles=detail
        presion=pressure tolerancia=tolerance cambio=change puntualidad=punctuality
        presentaciones=presentations presentacion=presentation soluciones=solutions solucion=solution
        soporte=support tecnico=technical tecnica=technical tecnicos=technical tecnologias=technologies
        tecnologia=technology conjuntos=sets grandes=large calidad=quality camaras=cameras
        extintores=fire extinguishers alarmas=alarms legislacion=legislation penal=criminal
        clientes=customers cliente=customer proyecto=project proyectos=project liderazgo=leadership
        negociacion=negotiation planificacion=planning organizacion=organisation contabilidad=accounting
        financiero=financial financiera=financial estados=statements seguridad=safety servicio=service
        herramientas=tools herramienta=tool programacion=programming desarrollo=development
        software=software nube=cloud necesidades=needs requerimientos=requirements requisitos=requirements
        negocio=business creatividad=creativity creativo=creative responsabilidad=responsibility
        analizar=+analyse tratar=+process vender=+sell reponer=+restock coordinar=+coordinate
        inspeccionar=+inspect revisar=+review realizar=+perform documentar=+document identificar=+identify
        elaboracion=+prepare elaborar=+prepare generacion=+generate generar=+generate creacion=+create
        crear=+create colaborar=+collaborate comprender=+understand monitorear=+monitor prevenir=+prevent
        saludar=+greet orientar=+guide ayudar=+assist atender=+serve gestionar=+manage desarrollar=+develop
        disenar=+design implementar=+implement planificar=+plan supervisar=+supervise controlar=+control
        mantener=+maintain reparar=+repair instalar=+install operar=+operate atencion=+serve trabajar=+work
        liderar=+lead dirigir=+manage preparar=+prepare asegurar=+ensure
        """,
    "nl": """
        kunstmatige=artificial intelligentie=intelligence gegevens=data analyse=analysis analytisch=analytical
        analytische=analytical probleemoplossend=problem solving probleemoplossende=problem solving
        vermogen=skills vaardigheden=skills vaardigheid=skills communicatieve=communication
        communicatie=communication beleid=policy nieuwe=new technologieen=technologies modellen=models
        model=model klant=customer klanten=customers kwaliteit=quality beheer=management
        technische=technical technisch=technical applicaties=applications ontwikkeling=development
        netwerken=networks rijbewijs=driving licence zelfstandig=independent zelfstandigheid=working independently
        samenwerking=work in teams samenwerken=+cooperate collega=colleagues collegas=colleagues
        opbouwen=+build onderhouden=+maintain ontwikkelen=+develop analyseren=+analyse beheren=+manage
        adviseren=+advise verkopen=+sell plannen=+plan
        """,
    "pt": """
        analise=analysis dados=data relatorio=report relatorios=reports habilidade=skills habilidades=skills
        capacidade=skills analitica=analytical analitico=analytical comunicacao=communication trabalho=work
        equipe=team equipa=team proatividade=proactive thinking proativo=proactive inteligencia=intelligence
        artificial=artificial aprendizado=learning vendas=sales produtos=products estoque=stock
        atendimento=customer service cliente=customer clientes=customers gestao=management projetos=project
        projeto=project qualidade=quality manutencao=maintenance preventiva=preventive seguranca=safety
        processos=process processo=process negociacao=negotiation lideranca=leadership planejamento=planning
        organizacao=organisation contabilidade=accounting financeira=financial ferramentas=tools
        desenvolvimento=development banco=base tecnico=technical tecnica=technical autonomia=working independently
        empatia=empathy escuta=listening ativa=active satisfacao=satisfaction reclamacao=complaints
        reclamacoes=complaints atencao=attention detalhes=detail controle=control documentos=documents
        documentacao=documentation treinamento=training treinamentos=training capacitacao=training
        indicadores=indicators melhoria=improvement melhorias=improvement continua=continuous
        fornecedores=suppliers contratos=contracts custos=costs planilhas=spreadsheets oral=oral escrita=written
        solucoes=solutions problemas=problems
        analisar=+analyse elaborar=+prepare desenvolver=+develop gerenciar=+manage realizar=+perform
        atender=+serve elaboracao=+prepare realizacao=+perform execucao=+perform acompanhamento=+monitor
        acompanhar=+monitor monitorar=+monitor controlar=+control garantir=+ensure apoiar=+support
        organizar=+organise planejar=+plan coordenar=+coordinate supervisionar=+supervise identificar=+identify
        preparar=+prepare criar=+create implementar=+implement revisar=+review atualizar=+update manter=+maintain
        conduzir=+lead vender=+sell negociar=+negotiate comunicar=+communicate redigir=+write
        """,
    "it": """
        analisi=analysis dati=data relazione=report relazioni=reports competenze=skills capacita=skills
        analitiche=analytical analitica=analytical comunicazione=communication comunicative=communication
        lavoro=work squadra=team gruppo=team intelligenza=intelligence artificiale=artificial
        apprendimento=learning vendita=sales vendite=sales prodotti=products magazzino=warehouse
        cliente=customer clienti=customers gestione=management progetti=project progetto=project
        qualita=quality manutenzione=maintenance sicurezza=safety processi=process processo=process
        contabilita=accounting strumenti=tools sviluppo=development banche=bases banca=base
        problemi=problems soluzione=solving risoluzione=solving
        analizzare=+analyse gestire=+manage sviluppare=+develop
        """,
}

# two content words (function words left out, folded) read as one English phrase: idioms a word-by-word gloss
# would garble ("base de datos" is a database, "esprit d'équipe" teamwork); a few are the English of their ESCO skill
_PHRASES = {
    "es": {"base datos": "database", "bases datos": "databases", "aprendizaje automatico": "machine learning",
           "trabajo equipo": "work in teams", "trabajar equipo": "work in teams", "atencion cliente": "customer service",
           "atencion publico": "customer service", "servicio cliente": "customer service",
           "bajo presion": "under pressure", "forma independiente": "independently",
           "forma autonoma": "independently", "redes sociales": "social media", "toma decisiones": "decision making",
           "resolucion problemas": "problem solving", "orientacion cliente": "customer orientation"},
    "fr": {"base donnees": "database", "bases donnees": "databases", "apprentissage automatique": "machine learning",
           "travail equipe": "work in teams", "travailler equipe": "work in teams", "esprit equipe": "work in teams",
           "esprit analyse": "analytical thinking", "capacite analyse": "analytical skills",
           "esprit initiative": "taking initiative", "prise initiative": "taking initiative",
           "reseaux sociaux": "social media", "permis conduire": "driving licence",
           "cahier charges": "specifications", "cahiers charges": "specifications",
           "service client": "customer service", "relation client": "customer relationship",
           "maniere autonome": "independently", "facon autonome": "independently",
           "resolution problemes": "problem solving", "prise decision": "decision making"},
    "de": {"maschinelles lernen": "machine learning", "kunstliche intelligenz": "artificial intelligence"},
    "nl": {"machine learning": "machine learning"},
    "pt": {"banco dados": "database", "trabalho equipe": "work in teams", "trabalho equipa": "work in teams",
           "aprendizado maquina": "machine learning", "atendimento cliente": "customer service",
           "tomada decisao": "decision making", "resolucao problemas": "problem solving"},
    "it": {"banca dati": "database", "banche dati": "databases", "lavoro squadra": "work in teams",
           "lavoro gruppo": "work in teams", "problem solving": "problem solving"},
}  # fmt: skip

# articles, prepositions and pronouns of each language: dropped, the English word order does without them
_FUNCTION_WORDS = {
    "de": "der die das den dem des ein eine einer einem einen eines von vom mit fur im in am an auf bei zu zum "
          "zur sowie ihre ihrer unsere unserer unser ihr",
    "fr": "de des du la le les l d un une en au aux a pour par avec sur dans vos votre nos notre ses son sa",
    "es": "de del la las el los en al a un una unos unas para por con su sus nuestro nuestra nuestros",
    "nl": "de het een van voor met in op te aan bij om",
    "pt": "de da do das dos o a os as em na no nas nos um uma para por com ao",
    "it": "di del della dei delle degli il lo la le gli i un una in con per al alla ai nel nella da",
}
# "and" joins two skills' words as it does in English ("health and safety"): kept, as the English word
_AND = {"de": "und", "fr": "et", "es": "y e", "nl": "en", "pt": "e", "it": "e ed"}
# "or" lists alternatives ("Java oder Python"): such a phrase is not glossed
_OR = {"de": "oder", "fr": "ou", "es": "o u", "nl": "of", "pt": "ou", "it": "o oppure"}
# prepositions and "and" a phrase may run across, and the articles that may follow them ("gestión de los casos"),
# as BRIDGE_WORDS and DETERMINERS do in English (phrases.candidate_phrases)
_BRIDGES = {"de": "von vom mit fur für zur zum im in der des und auf bei", "fr": "de des du d en et à a au aux avec pour sur",
            "es": "de del en y e a al con para por", "nl": "van voor met in en op",
            "pt": "de da do das dos em e com para", "it": "di del della dei delle in e con per"}
_ARTICLES = {"de": "der die das den dem des einer einem einen eines ihrer unserer",
             "fr": "la le les l un une vos nos", "es": "la las el los un una sus",
             "nl": "de het een", "pt": "o a os as um uma", "it": "il lo la le gli i un una"}
_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*|\S", re.UNICODE)


@lru_cache(maxsize=8)
def _entries(lang: str) -> tuple[dict[str, str], frozenset[str]]:
    """One language's words (folded word -> English), the skill words over the title glossary's, and the
    words among them that are verbs."""
    out = {k: english for k, (english, _) in _parse(lang).items()} if lang in _TITLE_LANGUAGES else {}
    verbs = set()
    for token in _GLOSSARY[lang].split():
        key, english = token.split("=", 1) if "=" in token else ("", token)
        if key:
            last = _fold(key)
            verbs.discard(last)
            if english.startswith("+"):
                verbs.add(last)
            out[last] = english.lstrip("+")
        else:  # the English of the last key runs on ("fire extinguishers")
            out[last] = f"{out[last]} {english}"
    return out, frozenset(verbs)


_TITLE_LANGUAGES = frozenset({"es", "pt", "fr", "it", "de", "nl"})


@lru_cache(maxsize=1)
def _stop_lists() -> dict[str, frozenset[str]]:
    """Per detected language, the words of its spaCy stop list found in no other's list."""
    import importlib

    stops = {lang: frozenset(importlib.import_module(f"spacy.lang.{lang}.stop_words").STOP_WORDS)
             for lang in _DETECTED}
    return {lang: stops[lang].difference(*(stops[o] for o in _DETECTED if o != lang)) for lang in _DETECTED}


_WORDS = re.compile(r"[^\W\d_]+")


def text_language(text: str) -> str | None:
    """The language of ``GLOSSED_LANGUAGES`` an ad is written in, or None (English, or too little to tell): the
    language whose own stop words (in no other's spaCy list) the text uses most, if at least
    ``MIN_LANGUAGE_WORDS`` times. On the 257 ads of the skill gold it named every ad's language right."""
    lists = _stop_lists()
    counts = dict.fromkeys(_DETECTED, 0)
    for word in _WORDS.findall(text.lower()):
        for lang, words in lists.items():
            if word in words:
                counts[lang] += 1
                break
    best = max(_DETECTED, key=lambda lang: counts[lang])  # ties: the first, English
    return best if best != "en" and counts[best] >= MIN_LANGUAGE_WORDS else None


@lru_cache(maxsize=8)
def phrase_words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(breakers, bridges, determiners) of ``candidate_phrases`` for an ad in ``lang``: the words of spaCy's
    stop list of the language end a phrase as English stop words do (a glossary word excepted: Spanish lists
    "realizar"), the prepositions and "and" of ``_BRIDGES`` may join two segments. Without the breakers a German
    or French ad's few hundred candidate n-grams ran through its function words ("analyse financière et
    comptable de") and filled the extractor's window of phrases before half the ad was read."""
    import importlib

    entries, _ = _entries(lang)
    stops = importlib.import_module(f"spacy.lang.{lang}.stop_words").STOP_WORDS
    breakers = frozenset(w for w in stops if _fold(w) not in entries)
    bridges = frozenset(_BRIDGES[lang].split())
    return breakers | bridges, bridges, frozenset(_ARTICLES[lang].split())


def _variants(word: str, lang: str) -> list[str]:
    """``word`` and forms it may be written in beyond the glossary's: plural, feminine, German/Dutch endings."""
    out = [word]
    if lang in ("de", "nl"):
        out += [word[: -len(e)] for e in ("en", "n", "e", "s", "er") if word.endswith(e) and len(word) - len(e) >= 4]
    else:
        out += [word[: -len(e)] for e in ("es", "s") if word.endswith(e) and len(word) - len(e) >= 4]
        if word.endswith("a") and lang in ("es", "pt", "it"):
            out.append(word[:-1] + "o")
        if word.endswith("e") and lang == "fr":
            out.append(word[:-1])
    return out


def _word(word: str, lang: str, vocabulary: frozenset[str]) -> tuple[str, bool] | None:
    """(English, is a verb) of one folded word, or None when it is unknown."""
    entries, verbs = _entries(lang)
    for form in _variants(word, lang):
        if form in entries:
            return entries[form], form in verbs
    if "-" in word:  # "data-analyse", "Kunden-ERP-System": each part on its own
        parts = [_word(p, lang, vocabulary) for p in word.split("-") if p]
        if parts and all(parts):
            return " ".join(p[0] for p in parts), False
        return None
    if lang in ("de", "nl"):
        found = _compound(word, lang, vocabulary)
        if found is not None:
            return found, False
    return None


def _compound(word: str, lang: str, vocabulary: frozenset[str], depth: int = 0) -> str | None:
    """A German or Dutch compound as modifier + head, each a glossary word, an English word of the taxonomy's
    labels or (once) a compound itself ("Datenqualität" -> data quality, "Anwenderschulungen" -> user training,
    "Projektmanagement" -> project management); linking elements dropped, as ``title_glossary._compound``."""
    entries, _ = _entries(lang)

    def known(part: str) -> str | None:
        for form in _variants(part, lang):
            if form in entries:
                return entries[form]
        if part in vocabulary and len(part) >= 3:
            return part
        return _compound(part, lang, vocabulary, depth + 1) if depth == 0 and len(part) >= 8 else None

    for cut in range(3, len(word) - 2):
        head = known(word[cut:])
        if head is None:
            continue
        modifier = word[:cut]
        for stem in [modifier] + [modifier[: -len(link)] for link in _LINKS if modifier.endswith(link)]:
            if len(stem) < 3:
                continue
            mod = entries.get(stem) or (stem if stem in vocabulary else None)
            if mod is not None and (mod != stem or head != word[cut:]):
                return f"{mod} {head}"
    return None


def gloss_phrase(phrase: str, lang: str, vocabulary: frozenset[str]) -> str | None:
    """The English gloss of a candidate skill phrase of a ``lang`` ad (``GLOSSED_LANGUAGES``), or None when some
    word is neither glossed nor English already (a word of the taxonomy's labels, ``vocabulary``), when it names
    alternatives ("or"), or when no word needed a gloss."""
    if lang not in _GLOSSARY:
        return None
    function = frozenset(_FUNCTION_WORDS[lang].split())
    ands, ors = frozenset(_AND[lang].split()), frozenset(_OR[lang].split())
    words = [_fold(w) for w in _TOKEN.findall(phrase.lower().replace("\u2019", " ").replace("'", " "))]
    words = [w for w in words if w not in function]
    if not words or any(w in ors or not w[0].isalpha() for w in words) or words[0] in ands or words[-1] in ands:
        return None
    phrases = _PHRASES.get(lang, {})
    glossed: list[tuple[str, bool]] = []  # (English, is a verb)
    changed = False
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2])
        if i + 1 < len(words) and pair in phrases:
            glossed.append((phrases[pair], False))
            changed, i = True, i + 2
            continue
        w = words[i]
        if w in ands:
            glossed.append(("and", False))
        else:
            found = _word(w, lang, vocabulary)
            if found is None:
                if w not in vocabulary:
                    return None
                found = (w, False)
            changed |= found[0] != w
            glossed.append(found)
        i += 1
    if not changed:
        return None
    verb: list[tuple[str, bool]] = []
    if lang in HEAD_FIRST:  # the verb leads, the noun phrase after it reads back to front
        if glossed[0][1]:
            verb, glossed = glossed[:1], glossed[1:]
        glossed = _reversed(glossed)
    elif len(glossed) > 1 and glossed[-1][1]:  # German and Dutch put the verb last
        verb, glossed = glossed[-1:], glossed[:-1]
    return " ".join(w for w, _ in verb + glossed)


def _reversed(glossed: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """A head-first noun phrase in English order: reversed, except across "and", whose sides each are."""
    out: list[tuple[str, bool]] = []
    part: list[tuple[str, bool]] = []
    for g in [*glossed, ("and", False)]:
        if g[0] == "and":
            out += part[::-1] + [g]
            part = []
        else:
            part.append(g)
    return out[:-1]
