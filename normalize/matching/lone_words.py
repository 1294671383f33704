"""One word -> skill links that readers of real ads judged right, allowed past the spelling rule.

A one-word phrase, or the one word a longer phrase's link rests on, links a label only when it nearly spells it
(``SkillExtractor._spells``): a lone word near a skill in the embedding space mostly names another thing. Some
words do name their skill ("spreadsheets" -> use spreadsheets software, "mentorship" -> mentor individuals):
the pairs whose links readers of the ESCO skill gold's dev ads judged right in several ads and wrong in (nearly)
none are listed by ``models/skill_lone_words.py`` (``normalize/data/skills/lone_words.json``, checksum verified)
and pass (``SkillConfig.lone_word_pairs``; the link gate still decides). Each pair carries the cosine its word needs
(the one-word floor, 0.80; 0.70, the phrases' floor, only for a pair whose links at 0.70 were also read mostly right
on unlabelled postings: "initiative" -> show initiative scores 0.7-0.8 in most ads that ask for it).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

LONE_WORDS_FILE = Path(__file__).resolve().parents[1] / "data" / "skills" / "lone_words.json"


@lru_cache(maxsize=2)
def lone_word_pairs(skill_fingerprint: str) -> MappingProxyType[tuple[str, str], float]:
    """(word as a label key, concept id) -> the cosine its word needs, for the pairs of the bundled list, if built on
    the taxonomy with this fingerprint; else none."""
    from normalize.artifacts import verified_for_skills

    payload = verified_for_skills(LONE_WORDS_FILE, skill_fingerprint) if LONE_WORDS_FILE.exists() else None
    pairs = [] if payload is None else payload["pairs"]
    return MappingProxyType({(word, cid): floor for word, cid, floor in pairs})
