"""Skills named by a list that shares one "skills" at its end: "strong analytical and problem-solving skills".

Each earlier item of such a list means "<item> skills" ("analytical skills"), but the ad writes the noun once, so the
item's own candidate phrase is a lone word ("analytical") that the one-word rule refuses. On the ESCO skill gold's
dev split such items were ~20 of the misses whose best phrase was a lone word (skills21,
``benchmarks/results/skills_esco.md``). :func:`coordinated_items` gives each item of at most two words with the
phrase it stands for; the extractor links that phrase as it would link it written out.
"""

from __future__ import annotations

import re

__all__ = ["coordinated_items"]

_SHARED = re.compile(r"\bskills\b", re.IGNORECASE)
# the list before the shared noun: back to a sentence end, a colon, a line break or a bullet
_LIST_START = re.compile(r"[.!?;:\n•·*()]|\s-\s|\bskills\b", re.IGNORECASE)
_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+|&\s*|or\s+)?|&|\band\b|\bor\b)\s*", re.IGNORECASE)
# grading words before an item ("strong", "excellent"): no part of the skill
_GRADE = re.compile(
    r"(?:(?:very|highly|strong|excellent|good|great|solid|sound|proven|outstanding|exceptional|effective|"
    r"advanced|basic|superb|demonstrated|first-class|well-developed)\s+)+", re.IGNORECASE)
_WORD = re.compile(r"^[^\W\d_][\w-]*(?:\s[^\W\d_][\w-]*)?$")
# items that are no skill of their own: modes of the last item ("written and verbal communication skills") and
# what an ad lists beside skills ("experience and people skills")
_NOT_ITEMS = frozenset(["written", "verbal", "oral", "spoken", "experience", "knowledge", "ability", "abilities",
                        "qualifications", "education", "training", "attitude", "personal", "people", "soft", "hard"])
_REACH = 160  # characters of list read before the shared noun
_MAX_ITEM_WORDS = 2


def coordinated_items(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, phrase)`` for each item but the last of a list that ends in "skills", where the item (less
    grading words) has at most two words: the phrase is "<item> skills" in lower case."""
    out: list[tuple[int, int, str]] = []
    for shared in _SHARED.finditer(text):
        lo = max(0, shared.start() - _REACH)
        starts = [m.end() for m in _LIST_START.finditer(text, lo, shared.start())]
        # the list starts at a mark or the text's start; else it runs past the reach and its first item is unknown
        opened = bool(starts) or lo == 0
        lo = starts[-1] if starts else lo
        seps = list(_SEPARATOR.finditer(text, lo, shared.start()))
        if not seps:
            continue
        bounds = [lo, *[x for m in seps for x in (m.start(), m.end())], shared.start()]
        items = list(zip(bounds[::2], bounds[1::2], strict=True))[:-1]  # the last one's phrase is written out
        for k, (start, end) in enumerate(items):
            item = text[start:end]
            grade = _GRADE.match(item) if k else _last_grade(item)
            if grade is not None:
                start += grade.end()
                item = text[start:end]
            elif k == 0 and not (opened and len(item.split()) <= _MAX_ITEM_WORDS):
                continue  # a first item without a grading word is the sentence before the list
            if _WORD.match(item) and "skill" not in item.lower() and item.lower() not in _NOT_ITEMS:
                out.append((start, end, f"{item.lower()} skills"))
    return out


def _last_grade(item: str) -> re.Match[str] | None:
    """The last run of grading words in the first item ("requires strong communication" -> "strong ")."""
    found = None
    for m in re.finditer(r"\S+", item):
        g = _GRADE.match(item, m.start())
        if g is not None:
            found = g
    return found
