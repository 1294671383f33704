"""Phrases past the window of skill extraction, picked by their words alone (normalize/matching/skill_candidates.py)."""

from __future__ import annotations

from normalize.matching.phrases import AD_WORDS, BRIDGE_WORDS, candidate_phrases
from normalize.matching.skill_candidates import LabelKeys, named_sites
from normalize.matching.skills import SkillConfig, SkillExtractor, _nlp, _token_edges

LABELS = ["solve problems", "attend to detail", "manage budgets", "manage quality", "budget management"]

AD = ("We are a friendly bakery in town. We bake bread, cakes and pastries every morning for our neighbours. "
      "Our shop opens early and closes late. The role: you will work with our team on the shop floor, serve "
      "customers at the counter and keep the display full. Ideal candidates bring strong problem solving and "
      "attention to detail.")


def test_a_phrase_names_a_label_by_its_words_in_any_order_and_form() -> None:
    keys = LabelKeys(LABELS)
    assert keys.names_label("problem solving")  # solve problems, reordered and inflected
    assert keys.names_label("attention to detail")  # attend to detail
    assert keys.names_label("budgets")  # manage budgets less its verb
    assert not keys.names_label("quality")  # a common word names too many things
    assert not keys.names_label("shop floor")


def test_a_single_word_fits_only_the_label_it_names() -> None:
    keys = LabelKeys(LABELS)
    assert keys.fits("budgets", "manage budgets")
    assert not keys.fits("budgets", "budget management")  # that label less its first word is "management"


def test_named_sites_are_the_phrases_past_the_window_that_name_a_label() -> None:
    doc = _nlp().tokenizer(AD)
    spans = candidate_phrases(doc, 4, AD_WORDS, BRIDGE_WORDS)
    beyond, named = named_sites(AD, spans, _token_edges(doc), 10, LabelKeys(LABELS), 0)
    assert {"problem solving", "attention to detail"} <= named
    (d, start, end), = beyond["problem solving"]
    assert (d, AD[start:end]) == (0, "problem solving")
    inside, _ = named_sites(AD, spans, _token_edges(doc), len(spans), LabelKeys(LABELS), 0)
    assert inside == {}  # within the window nothing is added


def test_skills_late_in_a_long_ad_are_found_only_with_named_phrases() -> None:
    def labels(named: bool) -> dict[str, str]:
        config = SkillConfig(max_phrases_per_text=20, named_phrases=named)
        found = SkillExtractor("esco", config=config).extract([AD])[0]
        return {m["label"]: AD[m["span"][0] : m["span"][1]] for m in found}

    assert "solve problems" not in labels(False)
    got = labels(True)
    assert got["solve problems"] == "problem solving"
    assert got["attend to detail"] == "attention to detail"


def test_a_lone_word_links_the_label_it_names_only_with_named_words() -> None:
    text = "You will prepare the budgets for each site and report to the director every month."

    def labels(words: bool) -> dict[str, str]:
        config = SkillConfig(link_gate=False, named_words=words)
        found = SkillExtractor("esco", config=config).extract([text])[0]
        return {m["label"]: text[m["span"][0] : m["span"][1]] for m in found}

    assert "manage budgets" not in labels(False)
    assert labels(True)["manage budgets"] == "budgets"
