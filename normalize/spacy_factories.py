"""spaCy pipeline components over hrnorm's extractors.

    import spacy
    import normalize.spacy_factories  # or nothing, once the package's spacy_factories entry points are installed

    nlp = spacy.blank("en")
    nlp.add_pipe("hrnorm_attributes", config={"country": "DE"})
    nlp.add_pipe("hrnorm_skills", config={"top_k": 10})
    doc = nlp("Senior Python developer in Berlin, 60.000-70.000 EUR p.a.")
    doc._.hrnorm_attributes["salary"]            # the dict of normalize.extract
    [(s.text, s.label_) for s in doc.spans["hrnorm_attributes"]]   # SALARY, LOCATION, EMAIL, ...
    [(s.text, s.kb_id_) for s in doc.spans["hrnorm_skills"]]       # label SKILL, kb_id the skill id
    doc._.hrnorm_skills                          # [{"id", "label", "span", "score"}, ...], best first

``hrnorm_attributes`` wraps ``normalize.extract`` (one call per text); ``hrnorm_skills`` wraps the skill
extractor of ``normalize.matching.skills`` and sees whole batches under ``nlp.pipe``. Character spans
are snapped outward to token boundaries (``alignment_mode="expand"``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc, Span

from normalize.matching.config import DEFAULT_TAXONOMY, SkillConfig

_SKILL = SkillConfig()  # the factory's defaults are the extractor's

ATTRIBUTES_KEY = "hrnorm_attributes"
SKILLS_KEY = "hrnorm_skills"

for _name in (ATTRIBUTES_KEY, SKILLS_KEY):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)

# extract()'s keys holding one item or a list of items with a "span", and the span label for each
_ITEM_LABELS = {
    "salary": "SALARY", "locations": "LOCATION", "languages": "LANGUAGE", "emails": "EMAIL",
    "phones": "PHONE", "urls": "URL", "dates": "DATE",
}  # fmt: skip


def _char_span(doc: Doc, span: Any, label: str, kb_id: str = "") -> Span | None:
    if not isinstance(span, list | tuple) or len(span) != 2 or span[0] is None:
        return None
    return doc.char_span(int(span[0]), int(span[1]), label=label, kb_id=kb_id, alignment_mode="expand")


def attribute_spans(doc: Doc, found: dict[str, Any]) -> list[Span]:
    """Spans for every located item of an ``extract`` result, labelled by kind, in text order."""
    spans: list[Span | None] = []
    for key, label in _ITEM_LABELS.items():
        value = found.get(key)
        items = value if isinstance(value, list) else [value] if isinstance(value, dict) else []
        spans += [_char_span(doc, item.get("span"), label) for item in items if isinstance(item, dict)]
    for key, span in (found.get("spans") or {}).items():  # remote, seniority, min_years_experience, ...
        spans.append(_char_span(doc, span, key.upper()))
    return sorted((s for s in spans if s is not None), key=lambda s: (s.start_char, s.end_char, s.label_))


class AttributesComponent:
    """Sets ``doc._.hrnorm_attributes`` (the ``normalize.extract`` dict) and ``doc.spans["hrnorm_attributes"]``."""

    def __init__(self, nlp: Language, name: str, country: str = "") -> None:
        from normalize.attributes import extract

        self.name = name
        self.country = country or None
        self._extract = extract

    def __call__(self, doc: Doc) -> Doc:
        found = self._extract(doc.text, self.country)
        doc._.set(ATTRIBUTES_KEY, found)
        doc.spans[ATTRIBUTES_KEY] = attribute_spans(doc, found)
        return doc


class SkillsComponent:
    """Sets ``doc._.hrnorm_skills`` (skill dicts, best first) and ``doc.spans["hrnorm_skills"]`` (label SKILL,
    ``kb_id_`` the skill id); one extractor call per batch under ``nlp.pipe``."""

    def __init__(
        self, nlp: Language, name: str, taxonomy: str = DEFAULT_TAXONOMY, top_k: int | None = _SKILL.top_k,
        min_score: float | None = _SKILL.min_score, use_semantic: bool = _SKILL.use_semantic, mode: str = _SKILL.mode,
    ) -> None:
        self.name = name
        self.taxonomy = taxonomy
        self.top_k = top_k
        try:
            from normalize.matching.skills import SkillConfig, get_extractor

            config = SkillConfig(mode=mode, top_k=top_k, min_score=min_score, use_semantic=use_semantic)
            extractor = get_extractor(taxonomy, config)
            self._extract = lambda texts: extractor.run(texts, top_k=top_k)
        except ImportError:  # the documented one-function API only
            from normalize.matching.skills import extract_skills

            self._extract = lambda texts: extract_skills(texts, taxonomy, top_k)

    def _set(self, doc: Doc, found: list[dict[str, Any]]) -> Doc:
        doc._.set(SKILLS_KEY, found)
        spans = [_char_span(doc, item.get("span"), "SKILL", str(item.get("id", ""))) for item in found]
        doc.spans[SKILLS_KEY] = [s for s in spans if s is not None]
        return doc

    def __call__(self, doc: Doc) -> Doc:
        return self._set(doc, self._extract([doc.text])[0])

    def pipe(self, docs: Iterable[Doc], batch_size: int = 128) -> Iterator[Doc]:
        batch: list[Doc] = []
        for doc in docs:
            batch.append(doc)
            if len(batch) >= batch_size:
                yield from self._run(batch)
                batch = []
        if batch:
            yield from self._run(batch)

    def _run(self, docs: list[Doc]) -> Iterator[Doc]:
        for doc, found in zip(docs, self._extract([d.text for d in docs]), strict=True):
            yield self._set(doc, found)


@Language.factory("hrnorm_attributes", default_config={"country": ""})
def make_attributes(nlp: Language, name: str, country: str) -> AttributesComponent:
    """spaCy factory ``hrnorm_attributes`` (``country``: optional ISO 3166-1 alpha-2 market hint)."""
    return AttributesComponent(nlp, name, country)


@Language.factory(
    "hrnorm_skills",
    default_config={"taxonomy": DEFAULT_TAXONOMY, "mode": _SKILL.mode, "top_k": _SKILL.top_k, "min_score": _SKILL.min_score,
                    "use_semantic": _SKILL.use_semantic},
)
def make_skills(
    nlp: Language, name: str, taxonomy: str, mode: str, top_k: int | None, min_score: float | None, use_semantic: bool
) -> SkillsComponent:
    """spaCy factory ``hrnorm_skills`` (taxonomy spec as in ``hrnorm skills --taxonomy``; ``mode`` extract
    links mentions with spans, rank scores the whole taxonomy for the text and sets no spans)."""
    return SkillsComponent(nlp, name, taxonomy, top_k, min_score, use_semantic, mode)
