"""Skill phrases of German, French, Spanish, Dutch, Portuguese and Italian ads read through an English gloss
(issue 23 item 5, skills10: normalize/matching/skill_glossary.py). Sentences are invented."""

from __future__ import annotations

from functools import cache

import pytest

from normalize.matching.config import SkillConfig
from normalize.matching.skill_glossary import gloss_phrase, text_language
from normalize.matching.skills import SkillExtractor, get_extractor


@cache
def _vocabulary() -> frozenset[str]:
    return get_extractor("esco")._label_words


def _labels(text: str, **config) -> set[str]:
    extractor = get_extractor("esco", SkillConfig(**config)) if config else get_extractor("esco")
    return {m["label"] for m in extractor.extract([text])[0]}


@pytest.mark.parametrize(("phrase", "lang", "english"), [
    ("análisis de datos", "es", "data analysis"),  # head-first noun phrase read back to front
    ("revisar documentos legales", "es", "review legal documents"),  # the verb stays first
    ("analyser les besoins métier", "fr", "analyse business requirements"),
    ("datenmodelle erstellen", "de", "create data models"),  # German puts the verb last
    ("projektmanagement", "de", "project management"),  # compound of a glossary word and an English one
    ("kommunikationsstärke", "de", "communication skills"),  # linking "s" dropped
    ("trabajo en equipo", "es", "work in teams"),  # an idiom glossed as its ESCO skill
    ("beleidsanalyse", "nl", "policy analysis"),
    ("análise de dados", "pt", "data analysis"),
])
def test_a_skill_phrase_is_glossed_into_english(phrase: str, lang: str, english: str) -> None:
    assert gloss_phrase(phrase, lang, _vocabulary()) == english


@pytest.mark.parametrize(("phrase", "lang"), [
    ("python", "de"),  # nothing to gloss: the phrase is encoded as written
    ("java oder python", "de"),  # alternatives are not one skill
    ("erfahrung mit kubernetesclustern", "de"),  # an unknown word: a half-read phrase is not glossed
])
def test_a_phrase_without_a_full_gloss_is_left_as_written(phrase: str, lang: str) -> None:
    assert gloss_phrase(phrase, lang, _vocabulary()) is None


def test_the_language_of_an_ad_is_told_by_its_own_function_words() -> None:
    assert text_language("Wir suchen eine Fachkraft für die Buchhaltung, die mit uns und unserem Team wächst.") == "de"
    assert text_language("Buscamos una persona para el área de ventas que tenga experiencia en la gestión de "
                         "clientes. Nuestro equipo ofrece un contrato estable, y queremos que sea proactiva, "
                         "ordenada y muy puntual.") == "es"
    assert text_language("We are looking for an accountant who will join our growing team and own the "
                         "month-end close.") is None


_SPANISH_AD = ("Analista de negocio. Buscamos una persona que se una a nuestro equipo de ventas. Sus funciones serán "
               "el análisis de datos de ventas, la elaboración de informes mensuales y el trabajo en equipo con el "
               "área comercial. Requisitos: experiencia con SQL y Excel, y muchas ganas de aprender.")
_GERMAN_AD = ("Ihre Aufgaben: Sie übernehmen das Projektmanagement für unsere Kunden und sind für die Durchführung von "
              "Risikoanalysen verantwortlich. Ihr Profil: ein abgeschlossenes Studium, Teamfähigkeit und sehr gute "
              "Deutschkenntnisse. Wir bieten Ihnen ein spannendes Umfeld.")


def test_a_spanish_ad_links_the_skills_its_own_words_name() -> None:
    links = _labels(_SPANISH_AD)
    assert {"perform data analysis", "work in teams"} <= links
    assert not {"perform data analysis", "work in teams"} & _labels(_SPANISH_AD, gloss_phrases=False)


def test_a_german_ad_links_its_compounds() -> None:
    links = _labels(_GERMAN_AD)
    assert {"project management", "perform risk analysis", "work in teams"} <= links
    assert not {"perform risk analysis", "work in teams"} & _labels(_GERMAN_AD, gloss_phrases=False)


def test_an_english_ad_is_not_glossed() -> None:
    text = ("Requirements: data analysis in Excel, project management of client rollouts, and teamwork with "
            "the sales department.")
    assert _labels(text) == _labels(text, gloss_phrases=False)
    assert SkillExtractor("esco")._gloss_language(text) is None
