"""Skill mentions in free text, linked to taxonomy skills with character spans and scores.

Two passes over each text:

1. exact: a spaCy ``PhraseMatcher`` (``attr="LOWER"``, on ``spacy.blank("en")``: no model download) over
   every skill label of the taxonomy → score 1.0;
2. semantic: candidate phrases (token n-grams inside segments delimited by punctuation and stop words;
   noun chunks would need a trained parser) are encoded with the bundled ONNX encoder and compared with
   the skills' preferred-label embeddings (cached on disk, see ``index.py``; ESCO's many alternative labels
   add more false friends than recall here, measured in ``benchmarks/bench_skills.py``); the best skill per
   phrase is kept when its cosine is at least ``min_score`` (``min_score_single_word`` for a one-word
   phrase: a lone common word such as "salary" or "business" sits near many skill labels). Past a text's
   window of ``max_phrases_per_text`` spans, only phrases whose words are a label's are encoded
   (``skill_candidates.py``).

A label found verbatim is not linked where real ads mostly use it in another sense (measured statistics,
``models/skill_label_fit.py``), nor inside text that names no skill the job needs (``phrases.py``). Per
text, each skill keeps its best mention. Where the taxonomy has a skill-link calibration (the shipped ESCO)
scores are P(the link is acceptable) and links under its threshold are dropped; elsewhere they stay raw
(1.0 for a verbatim label, else the cosine). Results are sorted by score, with no cap unless ``top_k`` is
set. Spans are ``[start, end)`` character offsets into the input text.

Rank mode scores every skill against the whole text; where the taxonomy has background statistics (the
shipped ESCO, ``models/skill_background.py``) a share of each skill's mean score on job-ad sentences in general
is subtracted, so skills that sit near any sentence do not fill the top of every ranking. With a link gate
the skills the text's own mentions link to head the ranking (``SkillConfig.rank_links_first``).
"""

from __future__ import annotations

import os
import re
import threading
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from rapidfuzz.distance import DamerauLevenshtein

from normalize.cache import BoundedCache, SharedInstances
from normalize.forking import one_blas_thread
from normalize.matching.calibration import Calibration, calibration_for
from normalize.matching.config import RANK_TOP_K, UNGATED_MIN_SCORE, SkillConfig, one_text_is_an_error
from normalize.matching.coordinated_skills import coordinated_items
from normalize.matching.counterparts import counterpart_ranges
from normalize.matching.data_notices import data_notice_ranges
from normalize.matching.employer_offers import employer_offer_ranges, employer_recognition_ranges
from normalize.matching.index import LabelIndex, get_index
from normalize.matching.link_context import window_ranks
from normalize.matching.link_gate import gate_for
from normalize.matching.lone_words import lone_word_pairs
from normalize.matching.occupation_fields import LINK_BOUND, desk_title, manual_skills
from normalize.matching.phrase_filter import PhraseFilter
from normalize.matching.phrase_model import PhraseModel, SiteFeatures, model_for
from normalize.matching.phrases import (
    AD_WORDS,
    BENEFIT_TERMS,
    BRIDGE_WORDS,
    DETERMINERS,
    INNER_WORDS,
    STEM,
    benefit_ranges,
    candidate_phrases,
    company_voice_ranges,
    company_zone_ranges,
    culture_ranges,
    negated,
    no_skill_ranges,
    one_word,
    place_follows,
    words_of,
)
from normalize.matching.skill_aliases import Alias, skill_aliases
from normalize.matching.skill_candidates import LabelKeys, named_sites
from normalize.matching.taxonomy import DEFAULT_TAXONOMY, Taxonomy, load_taxonomy, normalize_label
from normalize.matching.text_glue import apart_from_seams, glue_infixes, seams, within_line
from normalize.matching.word_senses import other_sense, sense_kinds
from normalize.matching.work_terms import work_terms_ranges
from normalize.matching.wrong_neighbours import Wordings, drop_near_wrong_pairs, wordings

if TYPE_CHECKING:
    from normalize.matching.encoder import Encoder

__all__ = ["SkillExtractor", "SkillConfig", "extract_skills", "candidate_phrases"]

_MIN_LABEL_CHARS = 3  # shorter labels ("C", "R", "Go") match only case-sensitively, as a whole token
MODES = ("extract", "rank")
# a phrase of three or more words is encoded only if a shorter phrase inside it scored this high on a label
SUB_PHRASE_GATE = 0.65
# phrases per encoder call, its runs sorted by token length across the whole call, one length per run (10%
# of the tokens were padding with calls of 256); a multiple of the 256 phrases of one label product, ~6 MB
_ENCODE_BLOCK = 4096
# the bound of SkillExtractor._best_labels: principal directions kept, the float32 error it allows for, and
# the fewest labels for which it pays
_BOUND_DIMS = 128
_BOUND_SLACK = 1e-3
_BOUND_MIN_LABELS = 2048
_BOUND_GROUP = 32  # queries compared in full with one union of labels
PHRASE_CACHE_ENTRIES = int(os.environ.get("HRNORM_PHRASE_CACHE_ENTRIES", "300000"))
PHRASE_CACHE_BYTES = int(float(os.environ.get("HRNORM_PHRASE_CACHE_MB", "48")) * 2**20)
WORD_CACHE_BYTES = int(float(os.environ.get("HRNORM_WORD_CACHE_MB", "16")) * 2**20)
CONTEXT_CACHE_BYTES = 4 * 2**20  # ~25,000 contexts
WINDOW_CACHE_BYTES = 4 * 2**20  # ~25,000 (window, concept) ranks of the link gate
GLOSS_CACHE_ENTRIES = 50_000  # phrase -> its English gloss (SkillExtractor._gloss), ~200 bytes each


_NLP_LOCK = threading.Lock()
SPLIT_GLUE = True  # lines glued by stripped markup split again ("PythonExperience"; text_glue.py)
# words a text pipeline's vocabulary may gain before a fresh one replaces it (see _Renewed): ~500 bytes each
VOCAB_WORDS = int(os.environ.get("HRNORM_SPACY_VOCAB_WORDS", "50000"))


def _blank(marks: bool = True):
    """A blank English pipeline whose tokenizer splits glued lines (with ``marks`` also their other glued marks:
    text_glue.py, ``SkillConfig.glued_marks``)."""
    import spacy
    from spacy.attrs import IS_CURRENCY, IS_PUNCT, IS_SPACE, IS_STOP, LIKE_NUM, LOWER

    nlp = spacy.blank("en")
    # every word not seen before becomes a lexeme, running each attribute getter of the language (~20
    # Python calls); only these are read here (phrase matchers, candidate_phrases): 15-20% less tokenizer
    # CPU on unseen text, same tokens (the tokenizer reads no lexeme attribute)
    read = {LOWER, IS_PUNCT, IS_SPACE, IS_STOP, LIKE_NUM, IS_CURRENCY}
    nlp.vocab.lex_attr_getters = {k: f for k, f in nlp.vocab.lex_attr_getters.items() if k in read}
    if SPLIT_GLUE:  # texts and labels alike: a label split so still matches its text ("DataStage")
        nlp.tokenizer.infix_finditer = glue_infixes(nlp.tokenizer.infix_finditer, marks)
    return nlp


def _blank_unmarked():
    return _blank(marks=False)


def _with_sentencizer():
    nlp = _blank(marks=False)  # rank mode's sentences: the glued marks would move no sentence end
    nlp.add_pipe("sentencizer")
    return nlp


class _Renewed:
    """A spaCy pipeline for texts, replaced by a fresh one once its vocabulary holds ``words`` more words than
    at its start. spaCy keeps a lexeme (and its strings and tokenizer cache entries) for every word it ever
    saw: on a feed of distinct ads that grew without bound (250,000 words, +190 MB, after 20,000 real ads).
    Tokens and the attributes read here are the same from any vocabulary, and the phrase matchers match
    by attribute hashes, so they keep their own (labels-only) pipeline."""

    def __init__(self, make, words: int) -> None:
        self._make = make
        self.words = words
        self.renewed = 0  # fresh pipelines made after the first
        self._nlp = None
        self._start = 0

    def get(self):
        with _NLP_LOCK:
            if self._nlp is None or len(self._nlp.vocab) > self._start + self.words:
                self.renewed += self._nlp is not None
                self._nlp = self._make()
                self._start = len(self._nlp.vocab)
            return self._nlp


_LABELS = _Renewed(_blank, words=2**62)  # the pipeline of the phrase matchers: label words only, never renewed
_TEXTS = _Renewed(_blank, VOCAB_WORDS)
# the same two with SkillConfig.glued_marks off: labels and texts are always split alike
_LABELS_UNMARKED = _Renewed(_blank_unmarked, words=2**62)
_TEXTS_UNMARKED = _Renewed(_blank_unmarked, VOCAB_WORDS)
_SENTENCES = _Renewed(_with_sentencizer, VOCAB_WORDS)


def _nlp(marks: bool = True):
    """The tokenizer pipeline of the taxonomy's labels (the phrase matchers' vocabulary); ``marks``:
    ``SkillConfig.glued_marks``."""
    return (_LABELS if marks else _LABELS_UNMARKED).get()


def _texts(marks: bool):
    """The tokenizer pipeline of the texts (``marks``: ``SkillConfig.glued_marks``)."""
    return (_TEXTS if marks else _TEXTS_UNMARKED).get()


def _letters(text: str) -> int:
    return sum(ch.isalpha() for ch in text)


class SkillExtractor:
    """Find and link skill mentions; keeps the matcher, index and encoder warm."""

    def __init__(
        self,
        taxonomy: str | Taxonomy = DEFAULT_TAXONOMY,
        *,
        config: SkillConfig | None = None,
        encoder: Encoder | None = None,
    ) -> None:
        self.taxonomy = load_taxonomy(taxonomy)
        self.config = config or SkillConfig()
        self.gate = gate_for(self.taxonomy.fingerprint("skill")) if self.config.link_gate else None
        if self.gate is not None:  # candidates at the gate's floors (a min_score set by the user stays); its
            # probability keeps them
            floor = self.gate.min_score if self.config.min_score is None else self.config.min_score
            self.config = replace(self.config, min_score=floor, min_label_fit=self.gate.min_label_fit)
        elif self.config.min_score is None:
            self.config = replace(self.config, min_score=UNGATED_MIN_SCORE)
        self.index: LabelIndex = get_index(self.taxonomy, "skill")
        self._encoder = encoder
        self._matcher = None
        self._benefits = None
        # phrase -> (its best label cosine, None if it was not encoded; its link or None), across calls:
        # ads repeat many phrases ("project management"); 42% of the phrases of 5,000 real ads repeat
        self._phrases = BoundedCache(PHRASE_CACHE_ENTRIES, PHRASE_CACHE_BYTES)
        # word -> embedding, for the one-word test of phrase links: 61% of those words on 600 real ads had
        # been embedded in an earlier call
        self._word_vectors = BoundedCache(PHRASE_CACHE_ENTRIES, WORD_CACHE_BYTES)
        self._lone_phrases: set[str] = set()  # phrases linked by SkillExtractor._allowed, kept as _key_phrases
        self._key_phrases: set[str] = set()  # phrases linked by :func:`_shares_key`, kept as the phrase cache is
        # (context, concept) -> whether an alternative label found verbatim there is kept (_in_context)
        self._contexts = BoundedCache(PHRASE_CACHE_ENTRIES, CONTEXT_CACHE_BYTES)
        # (window, concept) -> the link gate's window rank (link_context.window_ranks): a rank depends on the window
        # and the concept alone; 3.6% of the windows of 1,000 real ads repeat one of an earlier call (boilerplate)
        self._windows = BoundedCache(PHRASE_CACHE_ENTRIES, WINDOW_CACHE_BYTES)
        self._lock = threading.Lock()

    @property
    def encoder(self) -> Encoder | None:
        """The encoder of extraction's phrases, contexts and label index (``SkillConfig.phrase_encoder``)."""
        from normalize.matching.encoder import encoder_for

        return encoder_for(self._encoder, self.config.use_semantic, self.config.phrase_encoder)

    def query_encoder(self, kind: str) -> Encoder | None:
        """The encoder of extraction's ``kind`` of query text ("phrases" or "contexts"): the phrase student where
        ``SkillConfig.phrase_student`` names that kind and the shipped encoder serves (its label index stays the
        shipped one: the student gives vectors in its space), else :attr:`encoder`."""
        wanted = self.config.phrase_student in (kind, "all")
        if not wanted or self._encoder is not None or self.config.phrase_encoder != "shipped" or (
                self.encoder is None):
            return self.encoder
        from normalize.matching.encoder import student_encoder

        return student_encoder()

    @property
    def text_encoder(self) -> Encoder | None:
        """The encoder of rank mode (whole sentences): always the shipped model, which the small phrase
        student was not trained to stand in for."""
        from normalize.matching.encoder import encoder_for

        return encoder_for(self._encoder, self.config.use_semantic)

    def _phrase_matcher(self):
        with self._lock:
            if self._matcher is None:
                from spacy.matcher import PhraseMatcher

                nlp = _nlp(self.config.glued_marks)
                matchers = {
                    "LOWER": PhraseMatcher(nlp.vocab, attr="LOWER"),
                    "ORTH": PhraseMatcher(nlp.vocab, attr="ORTH"),
                }
                by_concept: dict[tuple[str, int], list[str]] = {}
                for label, ci in zip(self.index.labels, self.index.owner.tolist(), strict=True):
                    # short labels and acronyms ("SEND", "SEM") only as written: "send" is a verb
                    acronym = label.isupper() and " " not in label
                    attr = "LOWER" if len(label) >= _MIN_LABEL_CHARS and not acronym else "ORTH"
                    by_concept.setdefault((attr, ci), []).append(label)
                for alias, ci, attr, _ in self._aliases:  # names no label holds as such ("Excel")
                    by_concept.setdefault((attr, ci), []).append(alias)
                for (attr, ci), labels in by_concept.items():
                    matchers[attr].add(str(ci), list(nlp.tokenizer.pipe(labels)))
                self._benefits = PhraseMatcher(nlp.vocab, attr="LOWER")
                self._benefits.add("benefit", list(nlp.tokenizer.pipe(BENEFIT_TERMS)))
                self._matcher = list(matchers.values())
            return self._matcher

    @one_blas_thread()
    def extract(self, texts: Sequence[str | None], top_k: int | None = None,
                occupations: Sequence[Sequence[dict[str, Any]]] | None = None) -> list[list[dict[str, Any]]]:
        """Per text, ``{"id", "label", "span": [start, end], "score"}`` of every linked skill (at most ``top_k``
        when given or configured), best first. ``occupations`` (aligned with ``texts``, optional): the occupation
        candidates of each ad's title, ``{"code", "score"}`` best first (``retrieval.title_candidates``); where
        they are desk work, a craft skill found by meaning goes (``SkillConfig.craft_skills_by_title``)."""
        k = top_k if top_k is not None else self.config.top_k
        if len(self.index) == 0:
            return [[] for _ in texts]
        matchers = self._phrase_matcher()
        marks = self.config.glued_marks
        strings = _nlp(marks).vocab.strings  # the matchers' ids
        tokenized = [_tokenizable(t) for t in texts]
        docs = list(_texts(marks).tokenizer.pipe(tokenized))
        prefilter = self._prefilter if self.config.use_semantic and self.config.prefilter_phrases else None
        best: list[dict[int, tuple[float, int, int]]] = [{} for _ in docs]
        phrase_sites: dict[str, list[tuple[int, int, int]]] = {}
        # an alternative label found verbatim is linked only where its context speaks of its skill
        check_sense = self.config.use_semantic and self.config.alt_label_context_top is not None
        sense_checks: list[tuple[int, int, tuple[int, int], str]] = []
        blocked: list[tuple[str, list[tuple[int, int]]]] = []  # per text: its text, ranges that name no skill
        doc_texts = tokenized  # each doc's text (spaCy keeps it whole; doc.text rebuilds it from the tokens)
        keys = (self._label_keys if self.config.use_semantic and (self.config.named_phrases or self.config.named_words)
                else None)
        named: set[str] = set()
        exact_spans: list[list[tuple[int, int]]] = []  # per text, the spans the exact pass found (the phrase model)
        glossed: list[bool] = []  # per text, whether its phrases are glosses of another language
        for d, doc in enumerate(docs):
            text = doc_texts[d]
            # benefits on offer and sentences about the company itself name no skill the job needs
            # so do equal-opportunity and application text, form headers and degree-subject lists
            benefits = benefit_ranges(doc, self._benefits) + company_voice_ranges(text) + no_skill_ranges(
                text, self.config.no_skill_clauses, self.config.study_lists)
            if self.config.culture_sentences:  # and so does praise of the workplace's culture
                benefits += culture_ranges(text)
            if self.config.company_zones:  # and the employer's or its client's profile
                benefits += company_zone_ranges(text)
            if self.config.data_notices:  # and the employer's notice on the applicant's data
                benefits += data_notice_ranges(text)
            if self.config.employer_offers:  # and what the employer offers its own clients
                benefits += employer_offer_ranges(text)
            if self.config.employer_recognitions:  # and the employer's rankings, awards and accreditations
                benefits += employer_recognition_ranges(text)
            # token offsets read as arrays once: a spaCy Token object per span end cost ~2% of extraction
            edges = _token_edges(doc)
            starts, ends = edges
            # two lines glued together: no label or phrase runs across their seam ("processData")
            cuts = seams(text, edges) if SPLIT_GLUE else []
            exact = [
                (int(strings[match_id]), (starts[i], ends[j - 1]))
                for matcher in matchers
                for match_id, i, j in matcher(doc)
                if not cuts or within_line(cuts, i, j)
            ]
            exact_spans.append([span for _, span in exact])
            for ci, span in _outermost(exact):
                if not _overlaps(span, benefits) and self._fits(text, span) and _asked_for(text, span) and (
                        not self._in_other_sense(ci, text, span[0], span[1])):
                    context = _context(doc, span, edges) if check_sense else ""
                    # a short text gives too little context to judge the sense: its label stands
                    key = normalize_label(text[span[0]:span[1]])
                    if len(context.split()) >= _CONTEXT_TOKENS and key != self._preferred_keys[ci] and (
                            (key, ci) not in self._unchecked):
                        sense_checks.append((d, ci, span, context))
                    else:
                        _keep(best[d], ci, self._exact_score(text, span), span)
            if self.config.use_semantic:
                blocked.append((text, benefits))
                lang = self._gloss_language(text)
                glossed.append(lang is not None)
                breakers, bridges, determiners, inner = AD_WORDS, BRIDGE_WORDS, DETERMINERS, INNER_WORDS
                if lang is not None:  # the ad's own function words end and join its phrases
                    (breakers, bridges, determiners), inner = _phrase_words(lang), frozenset()
                spans = candidate_phrases(doc, self.config.max_ngram, breakers, bridges,
                                          determiners if self.config.determiner_bridges else frozenset(), inner)
                if cuts:
                    spans = apart_from_seams(spans, cuts)
                for i, j in spans[: self.config.max_phrases_per_text]:
                    start, end = starts[i], ends[j - 1]
                    phrase = text[start:end].lower()
                    if lang is not None:  # a German, French, Spanish... phrase is encoded as its English gloss
                        phrase = self._gloss(phrase, lang) or phrase
                    phrase_sites.setdefault(phrase, []).append((d, start, end))
                if self.config.coordinated_skills and lang is None:
                    # "strong analytical and problem-solving skills": "analytical" stands for "analytical skills"
                    for start, end, phrase in coordinated_items(text):
                        phrase_sites.setdefault(phrase, []).append((d, start, end))
                        named.add(phrase)
                if keys is not None:  # phrases naming a label that the window and the filter leave out
                    beyond, names = named_sites(text, spans, edges, self.config.max_phrases_per_text, keys, d,
                                                self.config.named_words)
                    for p, where in beyond.items():
                        phrase_sites.setdefault(p, []).extend(where)
                    named |= names
        linked: dict[str, tuple[int, float]] = {}
        if phrase_sites and self.encoder is not None:
            # the cheap phrase filter first: the per-site checks below then run on few phrases' sites
            phrases = list(phrase_sites) if prefilter is None else prefilter.select(list(phrase_sites))
            if prefilter is not None:  # a word listed under the one-word floor spells no label: the filter drops it
                phrases += self._lone_words_past_filter(phrase_sites, set(phrases))
            if named:
                phrases += sorted(named.difference(phrases))
            # a text's n-grams share their starts and ends: each negation and place test is made once per
            # offset (they were ~2% of extraction on real ads, most of it repeated)
            said: dict[tuple[int, int], bool] = {}
            placed: dict[tuple[int, int], bool] = {}
            for p in phrases:
                phrase_sites[p] = [
                    (d, start, end) for d, start, end in phrase_sites[p]
                    if not _overlaps((start, end), blocked[d][1])
                    and not _memo(said, (d, start), negated, blocked[d][0], start)
                    and not _memo(placed, (d, end), place_follows, blocked[d][0], end)]
            phrases = [p for p in phrases if phrase_sites[p]]
            if self._phrase_model is not None:  # the sites a learned model deems worth encoding
                phrases = self._modelled(phrases, phrase_sites, named, doc_texts, exact_spans, glossed)
            linked = self._linked(phrases)
        if sense_checks and self.encoder is not None:  # kept first, as found: a tie goes to the first kept
            scores = [self._exact_score(doc_texts[d], span) for d, _, span, _ in sense_checks]
            links = ((linked[p], phrase_sites[p]) for p in linked)
            rivals = _rivals(best, links, {(d, ci) for d, ci, _, _ in sense_checks})
            for (d, ci, span, _), score, ok in zip(
                    sense_checks, scores, self._senses(sense_checks, scores, rivals), strict=True):
                if ok:
                    _keep(best[d], ci, score, span)
        for p, (ci, score) in linked.items():
            if p in self._lone_phrases:
                continue
            alone = p in self._key_phrases  # linked by its shared first word: only where it is a phrase of its own
            for d, start, end in phrase_sites[p]:
                if (not alone or _alone(doc_texts[d], start, end)) and not self._in_other_sense(
                        ci, doc_texts[d], start, end):
                    _keep(best[d], ci, score, (start, end))
        # a link past the spelling rule by a listed word adds a skill: it does not displace a phrase's link of the
        # same skill, which the gate judges by its own words ("collaborate with stakeholders", not "stakeholders")
        by_phrases = [set(found) for found in best]
        for p, (ci, score) in linked.items():
            if p in self._lone_phrases:
                for d, start, end in phrase_sites[p]:
                    if ci not in by_phrases[d] and not _ownership(doc_texts[d], start, end) and (
                            not self._in_other_sense(ci, doc_texts[d], start, end)):
                        _keep(best[d], ci, score, (start, end))
        curve = self.calibration
        if self.gate is not None:  # P(acceptable) from the link gate; candidates under its threshold go
            background = skill_background(self.taxonomy.fingerprint("skill"))
            best = self.gate.keep_all(doc_texts, best, self.index, self._label_fit, background, self._alias_keys,
                                      window=self._window_ranks if self.encoder is not None else None)
        elif curve is not None:  # raw link scores -> P(acceptable); links under the calibrated threshold go
            for found in best:
                items = list(found.items())
                probs = curve.probability(np.array([v[0] for _, v in items], dtype=np.float32))
                found.clear()
                found.update((ci, (float(p), s, e)) for (ci, (_, s, e)), p in zip(items, probs, strict=True)
                             if p >= curve.threshold)
        # words -> skill links that readers judged wrong again and again; after the gate, whose candidate
        # counts then stay as they were (before it, 12 links on 2,000 ads near its threshold moved)
        if self.config.wrong_pairs:
            _drop_pairs(doc_texts, best, self._wrong_pairs)
            if self.config.wrong_pair_neighbours and self.encoder is not None:
                drop_near_wrong_pairs(doc_texts, best, self._wrong_wordings, self._word_embeddings)
        # after the gate, whose candidate counts then stay as they were: a link whose words start inside the job
        # title of a person the worker deals with, and one touching a header of the job's terms or a condition of hire
        if self.config.counterpart_roles:
            _drop_links_in(doc_texts, best, counterpart_ranges, first_character=True)
        if self.config.work_terms:
            _drop_links_in(doc_texts, best, work_terms_ranges)
        if occupations is not None and self.config.craft_skills_by_title and self._manual_skills:
            self._drop_craft_links(doc_texts, best, occupations)
        out: list[list[dict[str, Any]]] = []
        for found in best:
            ranked = sorted(found.items(), key=lambda kv: (-kv[1][0], kv[1][1]))[:k]  # k None: all
            out.append(
                [
                    {
                        "id": self.index.concepts[ci].id,
                        "label": self.index.concepts[ci].label,
                        "span": [s, e],
                        "score": round(float(score), 4),
                    }
                    for ci, (score, s, e) in ranked
                ]
            )
        return out

    @cached_property
    def _manual_skills(self) -> frozenset[int]:
        """Concepts whose occupations all do manual work (:func:`occupation_fields.manual_skills`)."""
        return frozenset(self._ci_of[cid] for cid in manual_skills(self.taxonomy) if cid in self._ci_of)

    @cached_property
    def _manual_keys(self) -> dict[int, frozenset[str]]:
        """Per manual-work concept, the keys of its labels and aliases: a mention spelling one was found
        verbatim, not by meaning."""
        keys: dict[int, set[str]] = {ci: set() for ci in self._manual_skills}
        for label, ci in zip(self.index.labels, self.index.owner.tolist(), strict=True):
            if ci in keys:
                keys[ci].add(normalize_label(label))
        for alias, ci, _, _ in self._aliases:
            if ci in keys:
                keys[ci].add(normalize_label(alias))
        return {ci: frozenset(k) for ci, k in keys.items()}

    def _drop_craft_links(self, texts: list[str], best: list[dict[int, tuple[float, int, int]]],
                          occupations: Sequence[Sequence[dict[str, Any]]]) -> None:
        """Drop, in each ad whose title's occupations are desk work (:func:`desk_title`), the links to a
        manual-work skill found by meaning and kept under ``LINK_BOUND``: an object of the ad named by another
        occupation's craft."""
        for i, (text, found) in enumerate(zip(texts, best, strict=True)):
            craft = [ci for ci, (score, start, end) in found.items() if ci in self._manual_skills
                     and score < LINK_BOUND and normalize_label(text[start:end]) not in self._manual_keys[ci]]
            # the title is read only where a link could go (``occupations`` may compute it on first read)
            if craft and desk_title(occupations[i]):
                for ci in craft:
                    del found[ci]

    def _window_ranks(self, texts: list[str], links: list[list[tuple[int, int, int]]]) -> list[np.ndarray]:
        """The link gate's window ranks of these links (``link_context.window_ranks``)."""
        return window_ranks(texts, links, self.query_encoder("contexts"), self.index.preferred_embeddings(self.encoder),
                            self._windows)

    def _gloss_language(self, text: str) -> str | None:
        """The language of ``skill_glossary.GLOSSED_LANGUAGES`` whose phrases are glossed in ``text``, or None
        (an English ad, glossing off, or a taxonomy with labels in other languages than English)."""
        if not self.config.gloss_phrases or self.taxonomy.languages != ("en",):
            return None
        from normalize.matching.skill_glossary import text_language

        return text_language(text)

    def _gloss(self, phrase: str, lang: str) -> str | None:
        """``skill_glossary.gloss_phrase`` of one phrase, kept across calls (ads repeat their phrases)."""
        key = (phrase, lang)
        known = self._glosses.get(key, False)
        if known is False:
            from normalize.matching.skill_glossary import gloss_phrase

            if len(self._glosses) >= GLOSS_CACHE_ENTRIES:
                self._glosses.clear()
            known = self._glosses[key] = gloss_phrase(phrase, lang, self._label_words)
        return known

    @cached_property
    def _glosses(self) -> dict[tuple[str, str], str | None]:
        return {}

    @cached_property
    def _label_words(self) -> frozenset[str]:
        """The lower-case words of the taxonomy's skill labels: words a gloss keeps as they are (English)."""
        return frozenset(w for label in self.index.labels for w in _WORD.findall(label.lower()))

    @cached_property
    def _aliases(self) -> list[Alias]:
        """Names of skills that no label holds as such, matched as alternative labels (``skill_aliases.py``)."""
        if not self.config.skill_aliases:
            return []
        return skill_aliases(self.index.concepts, self.index.alias, ad_wordings=self.config.ad_wordings)

    @cached_property
    def _alias_keys(self) -> frozenset[tuple[str, int]]:
        """(label key, concept) of each alias: the link gate reads them as alternative labels found verbatim."""
        return frozenset((normalize_label(alias), ci) for alias, ci, _, _ in self._aliases)

    @cached_property
    def _unchecked(self) -> frozenset[tuple[str, int]]:
        """(label key, concept) of the aliases of one sense, linked without the context check of their sense."""
        return frozenset((normalize_label(alias), ci) for alias, ci, _, checked in self._aliases if not checked)

    @cached_property
    def _preferred_keys(self) -> list[str]:
        return [normalize_label(c.label) for c in self.index.concepts]

    def _senses(self, checks: list[tuple[int, int, tuple[int, int], str]], scores: list[float],
                rivals: dict[tuple[int, int], tuple[float, int]]) -> list[bool]:
        """Per sense check (doc, concept, span, context) with its mention's score, whether the mention is kept:
        :meth:`_in_context`, run only where the outcome can change the text's links. A mention that another
        mention of its skill in the text outranks (``rivals``: (doc, concept) -> the best (score, start) linked
        anyway; a higher score, or the same and an earlier start) never becomes the link, and the skill is
        linked anyway: it is not checked (23% of the checks on real ads were such repeats). The best mention
        of each (doc, concept) is checked first; the others only if it fails."""
        out = [False] * len(checks)
        order = sorted(range(len(checks)), key=lambda k: (-scores[k], checks[k][2][0]))
        for first_round in (True, False):
            run, seen = [], set()
            for k in order:
                d, ci, span, _ = checks[k]
                rival = rivals.get((d, ci))
                if out[k] or (rival is not None and _outranks(rival, (scores[k], span[0]))):
                    continue
                if first_round and (d, ci) in seen:
                    continue
                seen.add((d, ci))
                run.append(k)
            for k, ok in zip(run, self._in_context([checks[k] for k in run]), strict=True):
                out[k] = ok
                d, ci, span, _ = checks[k]
                rival = rivals.get((d, ci))
                if ok and (rival is None or _outranks((scores[k], span[0]), rival)):
                    rivals[(d, ci)] = (scores[k], span[0])
        return out

    def _in_context(self, checks: list[tuple[int, int, tuple[int, int], str]]) -> list[bool]:
        """Per (doc, concept, span, context) check: whether the context, the mention left out, ranks the
        concept among the ``alt_label_context_top`` skills closest to it ("internet access" is not Microsoft
        Access; "Access and Excel reports" is). Measured per occurrence, as ``models/skill_label_fit.py``
        measures whole labels."""
        out = self._contexts.get_many((ctx, ci) for _, ci, _, ctx in checks)
        todo = [check for check in checks if (check[3], check[1]) not in out]
        if todo:
            # an outcome depends on the context and the concept alone: kept across calls (11% of the checks of
            # 1,300 real ads repeat one of an earlier call)
            label_emb = self.index.preferred_embeddings(self.encoder)
            emb = self.query_encoder("contexts").encode([ctx for *_, ctx in todo])
            fresh = {}
            for lo in range(0, len(todo), 256):
                sims = emb[lo : lo + 256] @ label_emb.T
                own = sims[np.arange(len(sims)), [ci for _, ci, _, _ in todo[lo : lo + 256]]]
                ranks = (sims > own[:, None]).sum(axis=1).tolist()
                fresh.update(((ctx, ci), rank < self.config.alt_label_context_top)
                             for (_, ci, _, ctx), rank in zip(todo[lo : lo + 256], ranks, strict=True))
            self._contexts.put_many(fresh.items())
            out.update(fresh)
        return [out[(ctx, ci)] for _, ci, _, ctx in checks]

    @cached_property
    def _sense_kinds(self) -> dict[int, str]:
        """Concept position -> the kind of common word its label is (:func:`word_senses.sense_kinds`); empty
        when ``SkillConfig.word_senses`` is off."""
        if not self.config.word_senses:
            return {}
        return sense_kinds((c.label, c.alt_labels) for c in self.index.concepts)

    def _in_other_sense(self, ci: int, text: str, start: int, end: int) -> bool:
        """Whether the words beside ``text[start:end]`` read it in another sense than skill ``ci``'s."""
        kind = self._sense_kinds.get(ci)
        return kind is not None and other_sense(kind, self.index.concepts[ci].label, text, start, end)

    @cached_property
    def _ci_of(self) -> dict[str, int]:
        """Concept id -> its position in the label index."""
        return {c.id: ci for ci, c in enumerate(self.index.concepts)}

    @cached_property
    def _wrong_pairs(self) -> frozenset[tuple[str, int]]:
        """(label key, concept) of the bundled wrong pairs (:func:`wrong_pairs`) this taxonomy holds."""
        pairs = wrong_pairs(self.taxonomy.fingerprint("skill"))
        return frozenset((key, self._ci_of[cid]) for key, cid in pairs if cid in self._ci_of)

    @cached_property
    def _wrong_wordings(self) -> Wordings:
        """The listed skills' wrong keys (:attr:`_wrong_pairs`) and the keys judged right for them
        (:mod:`wrong_neighbours`)."""
        _, acceptable = wrong_pair_wordings(self.taxonomy.fingerprint("skill"))
        labels = {ci: c.label for ci, c in enumerate(self.index.concepts)}
        return wordings(self._wrong_pairs, ((k, self._ci_of[c]) for k, c in acceptable if c in self._ci_of), labels)

    @cached_property
    def _label_fit(self) -> dict[str, list[float]]:
        """Per label key, ``[occurrences, fit rate]`` measured on real ads (``models/skill_label_fit.py``),
        when the bundled statistics were measured on this very taxonomy (by fingerprint); else empty."""
        return label_fit(self.taxonomy.fingerprint("skill"))

    @cached_property
    def calibration(self) -> Calibration | None:
        """The skill-link curve of this taxonomy (``calibration.calibration_for(..., "skill")``), or None:
        scores then stay raw (1.0 for a label found verbatim, else the phrase's cosine)."""
        return calibration_for(self.taxonomy, "skill")

    def _exact_score(self, text: str, span: tuple[int, int]) -> float:
        """Raw score of a label found verbatim: 1.0, or for a label whose use in real ads was measured,
        0.8 + 0.2 x the share of its uses in the skill's sense (so the calibrated probability reflects it)."""
        stat = self._label_fit.get(normalize_label(text[span[0]:span[1]]))
        if stat is None or stat[0] < MIN_FIT_OCCURRENCES:
            return 1.0
        return 0.8 + 0.2 * float(stat[1])

    def _fits(self, text: str, span: tuple[int, int]) -> bool:
        """A label found verbatim is linked unless real ads mostly use those words in another sense
        ("schedule", "form", "current", "equipment": ESCO alternative labels of other skills)."""
        stat = self._label_fit.get(normalize_label(text[span[0]:span[1]]))
        return stat is None or stat[0] < MIN_FIT_OCCURRENCES or stat[1] >= self.config.min_label_fit

    def run(self, texts: Sequence[str | None], top_k: int | None = None,
            occupations: Sequence[Sequence[dict[str, Any]]] | None = None) -> list[list[dict[str, Any]]]:
        """The configured mode: :meth:`extract` (mentions with spans; ``occupations`` as there) or :meth:`rank`
        (whole taxonomy)."""
        return self.rank(texts, top_k) if self.config.mode == "rank" else self.extract(texts, top_k, occupations)

    @one_blas_thread()
    def rank(self, texts: Sequence[str | None], top_k: int | None = None) -> list[list[dict[str, Any]]]:
        """Per text, the ``top_k`` skills of the whole taxonomy it most requires, best first, each
        ``{"id", "label", "span": None, "score"}``, with no threshold applied (see :meth:`rank_scores`).
        Empty or null texts give an empty list."""
        k = top_k if top_k is not None else self.config.top_k
        k = min(RANK_TOP_K if k is None else k, len(self.index))
        concepts = self.index.concepts
        out: list[list[dict[str, Any]]] = []
        for lo in range(0, len(texts), 256):
            block = texts[lo : lo + 256]
            scores = self.rank_scores(block)
            linked = self._linked_first(block, k)
            for text, row, first in zip(block, scores, linked, strict=True):
                if k <= 0 or not (text or "").strip():
                    out.append([])
                    continue
                taken = {m["id"] for m in first}
                top = np.argpartition(-row, min(k + len(taken), len(row)) - 1)[: k + len(taken)]
                top = [ci for ci in top[np.lexsort((top, -row[top]))].tolist() if concepts[ci].id not in taken]
                out.append(first + [{"id": concepts[ci].id, "label": concepts[ci].label, "span": None,
                                     "score": round(float(row[ci]), 4)} for ci in top[: k - len(first)]])
        return out

    def _linked_first(self, texts: Sequence[str | None], k: int) -> list[list[dict[str, Any]]]:
        """Per text, the skills its own mentions link to that head the ranking (``SkillConfig.rank_links_first``,
        taxonomies with a link gate): at most ``k``, by P(acceptable), span null as every rank answer."""
        if self.gate is None or not self.config.rank_links_first or k <= 0:
            return [[] for _ in texts]
        return [[{**m, "span": None} for m in links] for links in self.extract(texts, top_k=k)]

    @one_blas_thread()
    def rank_scores(self, texts: Sequence[str | None]) -> np.ndarray:
        """``(len(texts), n_skills)``: each skill's best :meth:`score_matrix` (``"fused"``) score over the
        text's sentences (spaCy's rule-based sentencizer), so a long ad ranks the skills of all its
        sentences, less ``rank_background_weight`` x the skill's mean score on job-ad sentences in general
        where the taxonomy has that statistic (:func:`skill_background`); 0 for an empty text."""
        pieces, owners = _sentences(texts)
        out = np.zeros((len(texts), len(self.index)), dtype=np.float32)
        seen = np.zeros(len(texts), dtype=bool)
        for lo in range(0, len(pieces), 256):  # long ads have many sentences: bound the score matrices
            scores = self.score_matrix(pieces[lo : lo + 256])
            for row, owner in zip(scores, owners[lo : lo + 256], strict=True):
                np.maximum(out[owner], row, out=out[owner])
                seen[owner] = True
        background = skill_background(self.taxonomy.fingerprint("skill"))
        if background is not None and self.config.rank_background_weight > 0:
            out[seen] -= self.config.rank_background_weight * background
        return out

    def _semantic_labels(self, encoder: Encoder) -> tuple[np.ndarray, np.ndarray | None]:
        """Label embeddings used by the semantic pass and, for ``labels="all"``, the concept ``starts``."""
        if self.config.semantic_labels == "preferred":
            return self.index.preferred_embeddings(encoder), None
        return self.index.embeddings(encoder), self.index.starts

    def score_matrix(self, texts: Sequence[str], mode: str = "fused") -> np.ndarray:
        """Dense ``(len(texts), n_skills)`` scores for ranking every skill against each text.

        ``mode="fused"`` (default): the mean of the whole text's cosine with the skill and the best cosine
        of any candidate phrase with it; ``"sentence"`` and ``"phrase"`` use one side only. Skills are
        represented by their preferred labels (``SkillConfig.semantic_labels``). This is the sentence-level
        ranking of the TECH/HOUSE skill-linking benchmarks.
        """
        encoder = self.text_encoder
        if encoder is None:
            raise ValueError("score_matrix needs the semantic pass (use_semantic=True)")
        if mode not in ("fused", "sentence", "phrase"):
            raise ValueError(f"mode must be fused, sentence or phrase, got {mode!r}")
        label_emb, starts = self._semantic_labels(encoder)

        def per_skill(sims: np.ndarray) -> np.ndarray:
            return sims if starts is None else np.maximum.reduceat(sims, starts, axis=-1)

        n_skills = len(self.index)
        sentence = np.zeros((len(texts), n_skills), dtype=np.float32)
        phrase = np.zeros((len(texts), n_skills), dtype=np.float32)
        if mode in ("fused", "sentence"):
            emb = encoder.encode([t or "" for t in texts])
            for lo in range(0, len(texts), 64):
                sentence[lo : lo + 64] = per_skill(emb[lo : lo + 64] @ label_emb.T)
        if mode in ("fused", "phrase"):
            per_text = []
            for doc in _texts(self.config.glued_marks).tokenizer.pipe([_tokenizable(t) for t in texts]):
                spans = candidate_phrases(doc, self.config.max_ngram)[: self.config.max_phrases_per_text]
                per_text.append(list(dict.fromkeys(doc[i:j].text.lower() for i, j in spans)))
            # every distinct phrase of the batch is encoded once, in the encoder's own batches
            distinct = list(dict.fromkeys(p for phrases in per_text for p in phrases))
            row_of = {p: i for i, p in enumerate(distinct)}
            phrase_emb = encoder.encode(distinct) if distinct else None
            # texts' phrases scored in blocks by one matrix product each (one small product per text ran
            # BLAS far below its speed), then each text keeps its best phrase per label
            for lo in range(0, len(per_text), 32):
                block = [(d, phrases) for d, phrases in enumerate(per_text[lo : lo + 32], lo) if phrases]
                if block:
                    rows = [row_of[p] for _, phrases in block for p in phrases]
                    starts_of = np.cumsum([0] + [len(phrases) for _, phrases in block[:-1]])
                    best = np.maximum.reduceat(phrase_emb[rows] @ label_emb.T, starts_of, axis=0)
                    phrase[[d for d, _ in block]] = per_skill(best)
            if mode == "fused":
                empty = [d for d, phrases in enumerate(per_text) if not phrases]
                phrase[empty] = sentence[empty]
        if mode == "sentence":
            return sentence
        if mode == "phrase":
            return phrase
        return 0.5 * (sentence + phrase)

    @cached_property
    def _semantic_label_rules(self) -> tuple[np.ndarray, list[str], np.ndarray, list[frozenset[str]]]:
        """Per label of the semantic pass: its concept, its text, whether it is too short to embed and the
        acronyms it is written with; derived from the taxonomy once, not on every call."""
        preferred_only = self.config.semantic_labels == "preferred"
        owner = np.arange(len(self.index)) if preferred_only else self.index.owner
        labels = [self.index.labels[i] for i in self.index.starts] if preferred_only else self.index.labels
        # a one- or two-letter label ("R", "C") has no meaning an embedding can carry: such skills are
        # found by the exact phrase matcher only, never by similarity to some short phrase
        too_short = np.array([len(label.strip()) < 3 for label in labels])
        # an acronym in a label ("VAT", "perform VATS") is likewise only found as written: its embedding
        # sits near any short capitalised word ("Vaga CLT" -> VAT), so the phrase must contain it
        return owner, labels, too_short, [_acronyms(label) for label in labels]

    @cached_property
    def _label_heads(self) -> frozenset[str]:
        """Words that end at least ``_HEAD_LABELS`` labels of more than one word (preferred or alternative): the
        head nouns of skill names ("platforms", "environment", "support"), read by :func:`_shares_key`."""
        counts: dict[str, int] = {}
        for label in self.index.labels:
            words = label.lower().split()
            if len(words) > 1:
                counts[words[-1]] = counts.get(words[-1], 0) + 1
        return frozenset(w for w, n in counts.items() if n >= _HEAD_LABELS)

    @cached_property
    def _label_keys(self) -> LabelKeys:
        return LabelKeys(self._semantic_label_rules[1])

    @cached_property
    def _phrase_model(self) -> PhraseModel | None:
        """The bundled phrase-site model (``SkillConfig.phrase_model``), None when off or not fitted on this
        taxonomy."""
        if not (self.config.phrase_model and self.config.use_semantic):
            return None
        return model_for(self.taxonomy.fingerprint("skill"))

    @cached_property
    def _site_features(self) -> SiteFeatures:
        _, labels, too_short, _ = self._semantic_label_rules
        return SiteFeatures([label for label, short in zip(labels, too_short, strict=True) if not short],
                            self._label_heads)

    def _site_rows(self, phrases: list[str], phrase_sites: dict[str, list[tuple[int, int, int]]], named: set[str],
                   texts: list[str], exact: list[list[tuple[int, int]]], glossed: list[bool],
                   ) -> tuple[list[tuple[str, int, int, int]], np.ndarray]:
        """The sites ``(phrase, doc, start, end)`` the phrase model judges (those of phrases not in ``named``,
        which their rules chose) and their feature rows."""
        sites = [(p, d, start, end) for p in phrases if p not in named for d, start, end in phrase_sites[p]]
        return sites, self._site_features.rows(texts, sites, exact, glossed)

    def _modelled(self, phrases: list[str], phrase_sites: dict[str, list[tuple[int, int, int]]], named: set[str],
                  texts: list[str], exact: list[list[tuple[int, int]]], glossed: list[bool]) -> list[str]:
        """``phrases`` less those with no site the phrase model keeps; ``phrase_sites`` keeps only the kept
        sites (a link stands only where the model let its phrase be encoded, whatever the batch)."""
        sites, rows = self._site_rows(phrases, phrase_sites, named, texts, exact, glossed)
        kept: dict[str, list[tuple[int, int, int]]] = {}
        for (p, d, start, end), keep in zip(sites, self._phrase_model.keep(rows, self.config.phrase_model_threshold),
                                            strict=True):
            if keep:
                kept.setdefault(p, []).append((d, start, end))
        for p in phrases:
            if p not in named:
                phrase_sites[p] = kept.get(p, [])
        return [p for p in phrases if phrase_sites[p]]

    @cached_property
    def _prefilter(self) -> PhraseFilter:
        _, labels, too_short, _ = self._semantic_label_rules
        return PhraseFilter(labels, too_short.tolist(), self.config.single_word_min_similarity)

    def _linked(self, phrases: list[str]) -> dict[str, tuple[int, float]]:
        """Phrase -> (concept, cosine) for the phrases that link; each phrase's outcome depends on the phrase
        alone, so it is kept across calls (bounded by entries and bytes)."""
        known = self._phrases.get_many(phrases)
        todo = [p for p in phrases if p not in known]
        if todo:
            fresh = self._link_by_length(todo, known)
            self._phrases.put_many(fresh.items())
            known.update(fresh)
        return {p: link for p in phrases if (link := known[p][1]) is not None}

    def _link_by_length(
        self, phrases: list[str], known: dict[str, tuple[float | None, tuple[int, float] | None]],
    ) -> dict[str, tuple[float | None, tuple[int, float] | None]]:
        """Phrase -> (best label cosine or None, link or None) for ``phrases``; ``known``: outcomes of other
        phrases of the call, read by the gate. Phrases of one and two words are encoded; a longer one only
        when it bridges a stop word ("attention to detail") or some shorter phrase inside it, encoded as a
        candidate itself, came within ``SUB_PHRASE_GATE`` of some label: a long phrase reaching ``min_score``
        on a label with no part of it near any label was not seen on real ads
        (``benchmarks/results/ads_speed.md``). A bridged phrase's parts across the bridge ("attention to")
        are no candidates: scoring them only to gate it cost more than encoding it."""
        # the ungated phrases (one and two words, bridged ones) in one encoder pass, then each longer length:
        # the gate of a length reads only shorter phrases, and fewer, larger passes pad fewer tokens
        by_words: dict[int, list[str]] = {}
        for p in phrases:
            n = len(p.split())
            by_words.setdefault(2 if n <= 2 or _bridged(p) else n, []).append(p)
        out: dict[str, tuple[float | None, tuple[int, float] | None]] = {}

        def best(phrase: str) -> float:
            outcome = out.get(phrase) or known.get(phrase) or self._phrases.data.get(phrase)
            return -1.0 if outcome is None or outcome[0] is None else outcome[0]

        for n in sorted(by_words):
            todo = by_words[n]
            if n > 2:
                gated = [p for p in todo if all(
                    best(" ".join(w[i : i + k])) < SUB_PHRASE_GATE
                    for w in [p.split()] for k in range(1, n) for i in range(n - k + 1))]
                out.update((p, (None, None)) for p in gated)
                todo = [p for p in todo if p not in out]
            scores, links = self._link_phrases(todo)
            out.update((p, (score, None)) for p, score in zip(todo, scores, strict=True))
            out.update((todo[i], (out[todo[i]][0], (ci, score))) for ci, score, i in links)
        return out

    def _link_phrases(
        self, phrases: list[str], exact: bool = False,
    ) -> tuple[list[float], list[tuple[int, float, int]]]:
        """Each phrase's best label cosine, and (concept index, cosine, phrase index) for each phrase whose
        best skill reaches ``min_score``. A best cosine under every threshold that reads it (the sub-phrase
        gate, ``min_score``) is only known to be under them: the cosine of some label, not always the best
        one, unless ``exact`` (see :meth:`_best_labels`)."""
        label_emb, _ = self._semantic_labels(self.encoder)
        encoder = self.query_encoder("phrases")
        owner, labels, too_short, acronyms = self._semantic_label_rules
        needed_from = min(SUB_PHRASE_GATE, self.config.min_score, self.config.min_score_single_word)
        keys = self._label_keys if self.config.named_words else None
        scores: list[float] = []
        out: list[tuple[int, float, int, int]] = []  # concept, cosine, phrase, matched label
        emb = np.empty((0, label_emb.shape[1]), dtype=np.float32)
        for start in range(0, len(phrases), 256):
            chunk = phrases[start : start + 256]
            if start % _ENCODE_BLOCK == 0:  # one encoder call per block: sorted by token length across it
                emb = encoder.encode(phrases[start : start + _ENCODE_BLOCK], one_width=True)
            lo = start % _ENCODE_BLOCK
            best_label, best_score = self._best_labels(emb[lo : lo + len(chunk)], -1.0 if exact else needed_from)
            scores += best_score.tolist()
            single = np.array([one_word(phrase) for phrase in chunk])
            floor = np.where(single, self.config.min_score_single_word, self.config.min_score)
            for p in np.nonzero(single & (best_score >= self.config.min_score) & (best_score < floor))[0]:
                floor[p] = self._lone_word_floor(chunk[p], int(owner[best_label[p]]), floor[p])
            for p in np.nonzero(best_score >= floor)[0]:
                label = labels[best_label[p]]
                if _letters(chunk[p]) < 3 or (single[p] and not self._spells(chunk[p], label) and not (
                        keys is not None and keys.fits(chunk[p], label))
                        and not self._allowed(chunk[p], int(owner[best_label[p]]), chunk[p])):
                    continue
                needed = acronyms[best_label[p]]
                if needed and not needed <= set(_WORD.findall(chunk[p].lower())):
                    continue
                if label[:6].lower() == "teach " and not _TEACHING.search(chunk[p]):
                    continue
                out.append((int(owner[best_label[p]]), float(best_score[p]), start + int(p), int(best_label[p])))
        return scores, self._drop_one_word_links(phrases, out, label_emb, labels)

    def _best_labels(self, queries: np.ndarray, needed_from: float) -> tuple[np.ndarray, np.ndarray]:
        """Per query vector, its best label of the semantic pass (the first of equals) and their cosine,
        wherever that cosine is at least ``needed_from``; elsewhere some label whose cosine is under it.

        Comparing every query with every label was ~12% of extraction. A cosine splits into its part in
        the labels' top principal directions and the rest, and the rest is at most the product of the two
        rests' norms (Cauchy-Schwarz): that upper bound is one product in ``_BOUND_DIMS`` + 1 dimensions.
        Only the labels whose bound reaches, for some query, both ``needed_from`` and the cosine of that
        query's most promising label are then compared in full, per group of queries: a label left out
        cannot be a query's best where the best counts; the cosines compared are those of the full product
        to float32 rounding (other product shapes may differ in the last bits)."""
        label_emb, _ = self._semantic_labels(self.encoder)
        too_short = self._semantic_label_rules[2]
        bound = self._label_bound
        if bound is None or needed_from <= -1.0:
            sims = queries @ label_emb.T
            sims[:, too_short] = -1.0
            best_label = sims.argmax(axis=1)
            return best_label, sims[np.arange(len(queries)), best_label]
        basis, augmented = bound
        inner = queries @ basis
        rest = np.linalg.norm(queries - inner @ basis.T, axis=1)
        upper = np.hstack([inner, rest[:, None]]) @ augmented
        upper[:, too_short] = -2.0
        guess = upper.argmax(axis=1)
        found = np.einsum("ij,ij->i", queries, label_emb[guess])
        passing = upper >= (np.maximum(found, needed_from) - _BOUND_SLACK)[:, None]
        # per group of queries, the union of the labels that pass for one of them (~16 per query, ~1,500 for
        # 256 queries): 12% less CPU than one product over the union of all; a group with none keeps its guesses
        for lo in range(0, len(queries), _BOUND_GROUP):
            columns = np.flatnonzero(passing[lo : lo + _BOUND_GROUP].any(axis=0))
            if len(columns):
                sims = queries[lo : lo + _BOUND_GROUP] @ label_emb[columns].T
                best = sims.argmax(axis=1)
                guess[lo : lo + _BOUND_GROUP] = columns[best]
                found[lo : lo + _BOUND_GROUP] = sims[np.arange(len(sims)), best]
        return guess, found

    @cached_property
    def _label_bound(self) -> tuple[np.ndarray, np.ndarray] | None:
        """``(basis, augmented)`` for :meth:`_best_labels`: the labels' top ``_BOUND_DIMS`` principal
        directions (``(dim, k)``) and per label its coordinates there and the norm of its rest (``(k + 1,
        n_labels)``); None for a taxonomy too small for the bound to pay."""
        label_emb, _ = self._semantic_labels(self.encoder)
        if len(label_emb) < _BOUND_MIN_LABELS or label_emb.shape[1] <= _BOUND_DIMS:
            return None
        wide = label_emb.astype(np.float64)
        _, vectors = np.linalg.eigh(wide.T @ wide)  # ascending eigenvalues
        basis = vectors[:, ::-1][:, :_BOUND_DIMS]
        inner = wide @ basis
        rest = np.linalg.norm(wide - inner @ basis.T, axis=1)
        augmented = np.ascontiguousarray(np.vstack([inner.T, rest[None, :]]), dtype=np.float32)
        return basis.astype(np.float32), augmented

    def _word_embeddings(self, words: list[str]) -> dict[str, np.ndarray]:
        """Word -> its embedding, kept across calls (bounded by entries and bytes)."""
        out = self._word_vectors.get_many(words)
        todo = [w for w in words if w not in out]
        if todo:
            # a copy per row: a row of the encoder's output would keep the whole array alive in the cache
            fresh = {w: vector.copy() for w, vector in zip(todo, self.encoder.encode(todo), strict=True)}
            self._word_vectors.put_many(fresh.items())
            out.update(fresh)
        return out

    def _spells(self, word: str, label: str) -> bool:
        """A one-word phrase may stand for a label only if it nearly spells it (typos, inflections): a lone
        word that merely sits near a skill in the embedding space rarely names it."""
        similarity = DamerauLevenshtein.normalized_similarity(word.lower(), label.lower())
        return similarity >= self.config.single_word_min_similarity or (
            self.config.inflected_words and _inflects(word.lower(), label.lower()))

    def _allowed(self, word: str, ci: int, phrase: str) -> bool:
        """Whether readers judged ``word`` -> concept ``ci`` right in several dev ads (:mod:`lone_words`); such a
        ``phrase`` is remembered: it links only a skill no other phrase of the text links (see :meth:`extract`)."""
        if not (self.config.lone_word_pairs and (normalize_label(word), ci) in self._lone_word_pairs):
            return False
        _remember(self._lone_phrases, phrase)
        return True

    def _lone_word_floor(self, word: str, ci: int, floor: float) -> float:
        """The cosine a one-word phrase needs for concept ``ci``: its listed pair's own floor where that is lower
        ("initiative" -> show initiative at 0.70), else ``floor``."""
        if not self.config.lone_word_pairs:
            return floor
        return min(floor, self._lone_word_pairs.get((normalize_label(word), ci), floor))

    def _lone_words_past_filter(self, phrase_sites: dict[str, list], selected: set[str]) -> list[str]:
        """The one-word phrases the phrase filter left out whose word is listed under the one-word floor."""
        if not self.config.lone_word_pairs or not self._low_floor_keys:
            return []
        keys = self._low_floor_keys
        return [p for p in phrase_sites if p not in selected and one_word(p) and normalize_label(p) in keys]

    @cached_property
    def _lone_word_pairs(self) -> dict[tuple[str, int], float]:
        """(word key, concept) -> floor of the bundled lone-word pairs (:func:`lone_word_pairs`) this taxonomy holds."""
        pairs = lone_word_pairs(self.taxonomy.fingerprint("skill"))
        return {(key, self._ci_of[cid]): floor for (key, cid), floor in pairs.items() if cid in self._ci_of}

    @cached_property
    def _low_floor_keys(self) -> frozenset[str]:
        """The words of the pairs listed under the one-word floor."""
        return frozenset(key for (key, _), floor in self._lone_word_pairs.items()
                         if floor < self.config.min_score_single_word)

    def _drop_one_word_links(
        self, phrases: list[str], links: list[tuple[int, float, int, int]], label_emb: np.ndarray,
        labels: list[str],
    ) -> list[tuple[int, float, int]]:
        """Drop a multi-word phrase's link that rests on one of its words alone ("clean UK" -> Cleaning
        scores no higher than "clean" does; "working hours" -> Workday scarcely higher than "working"):
        such a word must then pass :meth:`_spells` itself, unless every word of the phrase is a word of the
        label, as written or inflected ("attention to detail" -> attend to detail, "problem-solving" -> solve
        problems: the label's own words, not one word near it), or the phrase is a trait written as "<adjective>
        skill(s)" and the label that trait as "<verb> <adverb>" (:func:`_manner`: "analytical skills" -> think
        analytically; on corpus ads "documentation skills" -> provide documentation and "negotiation skills" ->
        moderate in negotiations were mostly wrong). ``links`` carry the label each one matched."""
        # a phrase that says its label keeps its link whatever its words score: their embeddings are not needed
        fits = self._label_keys.fits if self.config.skill_trait_phrases else None
        tested = [not one_word(phrases[p]) and not _says_label(words_of(phrases[p]), labels[label])
                  and not (fits is not None and _manner(labels[label]) and fits(phrases[p], labels[label]))
                  and not (self.config.label_tail_phrases and _ends_with_tail(words_of(phrases[p]), labels[label]))
                  and not (self.config.label_inside_phrases and _holds_label(words_of(phrases[p]), labels[label]))
                  for _, _, p, label in links]
        word_emb = self._word_embeddings(
            sorted({w for (_, _, p, _), test in zip(links, tested, strict=True) if test for w in words_of(phrases[p])}))
        kept = []
        for (ci, score, p, label), test in zip(links, tested, strict=True):
            if test:
                phrase_words = words_of(phrases[p])
                row = label_emb[label]
                best_word = max(phrase_words, key=lambda w: float(word_emb[w] @ row))
                word_score = float(word_emb[best_word] @ row)
                if word_score >= score - self.config.phrase_margin and not self._spells(best_word, labels[label]):
                    if self.config.shared_key_phrases and _shares_key(phrase_words, labels[label], self._label_heads):
                        _remember(self._key_phrases, phrases[p])
                    elif not self._allowed(best_word, ci, phrases[p]):
                        continue
            kept.append((ci, score, p))
        return kept


_LONG_RUN = re.compile(r"\S{200,}")
# HTML tags and entities left in scraped ads: spaCy glues a tag to the word beside it ("PostgreSQL</li",
# "/>-Knowledge"), so that word matched no label. Blanked in place, spans stay valid. A block tag ends a
# sentence there (phrases._SENTENCE_END read it so): it becomes "; ", not a line break, under which a list
# item's "Communication:" would read as a form header (phrases.no_skill_ranges).
_BLOCK_TAG = re.compile(r"</?(?:p|br|li|ul|ol|div|h\d)\b[^<>]{0,200}>")
# lower-case names only: "<ORGANIZATION>", "<LOCATION>" are the placeholders of anonymised text, not HTML
_HTML_TAG = re.compile(r"</?[a-z][a-z0-9]*\b[^<>]{0,200}>")
_NBSP = re.compile(r"&(?:nbsp|#160|#xa0);", re.IGNORECASE)  # other entities stay: "R&amp;D" is one word


@lru_cache(maxsize=8)
def _phrase_words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The breakers, bridges and determiners of ``candidate_phrases`` in an ad of ``lang`` (a language of
    ``skill_glossary.GLOSSED_LANGUAGES``): the English ones and the language's own."""
    from normalize.matching.skill_glossary import phrase_words

    own = phrase_words(lang)
    return AD_WORDS | own[0], BRIDGE_WORDS | own[1], DETERMINERS | own[2]


def _bridged(phrase: str) -> bool:
    """Whether a stop word of ``BRIDGE_WORDS`` joins the phrase's words ("attention to detail")."""
    return any(w in BRIDGE_WORDS for w in phrase.split()[1:-1])


def _shares_key(words: list[str], label: str, heads: frozenset[str]) -> bool:
    """Whether a two-word phrase and a two-word label share their first word and differ in the second, a word
    that ends labels of the taxonomy (``heads``: "cloud platforms" -> cloud technologies, "agile environment" ->
    Agile development, "customer support" -> customer service): the shared first word says which skill, the
    second is a skill's head noun. On dev ads (skills8) a second word that ends no label was mostly wrong: a
    participle or adverb ("warehouse organised", "dig extensively") or a stray token ("customer s", "cloud et")."""
    content = [w.lower() for w in _WORD.findall(label)]
    if len(words) != 2 or len(content) != 2 or any(w in BRIDGE_WORDS or w in DETERMINERS for w in content):
        return False
    first, second = (w.lower() for w in words)
    return first[:STEM] == content[0][:STEM] and second[:STEM] != content[1][:STEM] and second in heads


_INFLECTIONS = ("ing", "ed", "d", "ion", "ions")  # plurals: the edit distance already passes long ones
_MIN_INFLECTED = 5  # letters of the shorter word: "dock" / "docks" is no test of a skill's name


def _inflects(word: str, label: str) -> bool:
    """Whether a one-word ``label`` and ``word`` are forms of one word: one is the other (less a final "e")
    with an inflection after it ("troubleshooting" / troubleshoot, "communicate" / communication)."""
    if " " in label or min(len(word), len(label)) < _MIN_INFLECTED:
        return False
    short, long = sorted((word, label), key=len)
    stems = (short, short[:-1]) if short.endswith("e") else (short,)
    return any(long == stem + end for stem in stems for end in _INFLECTIONS)


def _alone(text: str, start: int, end: int) -> bool:
    """Whether the words at ``text[start:end]`` are a phrase of their own: no word other than a stop word right
    before or after them (punctuation or a line between). Inside a longer name the two words were mostly part
    of another thing on corpus ads (skills8): "Cloud Systems Operations Team", "Google Cloud Platform" aside."""
    # the word before is looked for in a short window: searched from the text's start, "(\w+)[ \t]*$" retries
    # every position of a long run of letters ending in punctuation (quadratic on a 1 MB cell)
    before = _WORD_BEFORE.search(text, max(0, start - _WORD_WINDOW), start)
    after = _WORD_AFTER.match(text, end)
    vocab = _nlp().vocab
    return all(m is None or vocab[m.group(1).lower()].is_stop for m in (before, after))


_WORD_BEFORE = re.compile(r"(\w+)[ \t]*$")
_WORD_AFTER = re.compile(r"[ \t]*(\w+)")
_WORD_WINDOW = 64  # no stop word is this long, so a longer word cut at the window is still "a word"
_HEAD_LABELS = 5  # a word ending this many labels is a head noun of skill names (ESCO: 3,035 words)


def _manner(label: str) -> bool:
    """A label of a verb and the adverb of its manner ("think analytically", "work independently")."""
    words = label.split()
    return len(words) == 2 and words[1].endswith("ly")


def _says_label(words: list[str], label: str) -> bool:
    """Whether each word of a phrase (bridge words aside) is a word of ``label`` or an inflection of one."""
    label_words = {w[:STEM] for w in _WORD.findall(label.lower())}
    content = _content_words(words)
    return bool(content) and all(w[:STEM] in label_words for w in content)
_WORD = re.compile(r"\w+")


def _content_words(words: list[str]) -> list[str]:
    """A phrase's words lower-cased, its bridge words and determiners left out."""
    return [low for w in words if (low := w.lower()) not in BRIDGE_WORDS and low not in DETERMINERS]


def _holds_label(words: list[str], label: str) -> bool:
    """Whether a phrase holds the words of a label of two or more words in the label's order (as written or
    inflected) and one word more, no adverb ("meet tight deadlines" -> meet deadlines): the label's own words
    and a qualifier. In another order the words ran across two list items ("tools Improve software" of two
    lines); with an adverb the phrase says how, a second skill ("write well English" beside English)."""
    label_words = [w[:STEM] for w in _content_words(_WORD.findall(label.lower()))]
    content = _content_words(words)
    if len(label_words) < 2 or len(content) != len(label_words) + 1:
        return False
    for k in range(len(content)):  # the one word left out, the rest the label's words in order
        extra, rest = content[k], content[:k] + content[k + 1:]
        if [w[:STEM] for w in rest] == label_words:
            return not extra.endswith("ly")
    return False


# the bridge words that join a label's verb to its object; "of" is left out: "<noun> of <noun>" labels
# (characteristics of products) met other nouns' "of" phrases on corpus ads ("aspects of a product")
_TAIL_BRIDGES = frozenset(["with", "to", "in", "for", "on"])
# the label's first word must be its verb: a label led by a noun names a field, which "preferably in
# agriculture" does not ask for (a dev gold ad's wrong link)
_NOUN_ENDINGS = ("tion", "sion", "ity", "ness", "ance", "ence", "ism", "ogy")


def _ends_with_tail(words: list[str], label: str) -> bool:
    """Whether a phrase of at least three words ends with the bridge word and object of a "<verb> <bridge>
    <object>" label, the object as written or inflected ("working closely with stakeholders" -> engage with
    stakeholders, "strong attention to detail" -> attend to detail): the shared tail says which skill, the
    verb that differs is how the ad words it, while the object alone (the word that scores as high) is no skill."""
    label_words = [w for w in _WORD.findall(label.lower()) if w not in DETERMINERS]
    content = [w.lower() for w in words if w.lower() not in DETERMINERS]
    if len(label_words) != 3 or label_words[1] not in _TAIL_BRIDGES or len(content) < 3:
        return False
    if label_words[0].endswith(_NOUN_ENDINGS):  # a noun's label: legislation in agriculture
        return False
    # a gerund is another word than the label's noun of its stem ("experience with scheduling software" is no
    # comply with schedule; 2 of the 74 links this rule added on corpus ads, both wrong)
    gerund = content[-1].endswith("ing") and not label_words[2].endswith("ing")
    return content[-2] == label_words[1] and content[-1][:STEM] == label_words[2][:STEM] and not gerund


def _remember(phrases: set[str], phrase: str) -> None:
    """Adds ``phrase`` to a set of phrase strings kept beside the phrase cache, cleared at the cache's entry bound."""
    if len(phrases) >= PHRASE_CACHE_ENTRIES:
        phrases.clear()
    phrases.add(phrase)


# "an independently owned and operated business" says how the employer is owned, not that the worker works alone
_OWNED = re.compile(r"[\s-]*\b(?:owned|operated)\b", re.IGNORECASE)


def _ownership(text: str, start: int, end: int) -> bool:
    """Whether a listed lone word's site is followed by "owned" / "operated" or holds one of them."""
    return _OWNED.match(text, end) is not None or _OWNED.search(text, start, end) is not None


# ESCO's "teach X" skills (teach communication to clients, teach customer service techniques) are the teaching of
# X: a phrase linked to one by meaning must say so ("communication with clients" is no teaching). On 2,000 corpus
# postings such links without a teaching word in the phrase were 11 of 11 wrong; on the skill gold's dev split
# 13 judged, none acceptable (skills11, benchmarks/results/skills_esco.md)
_TEACHING = re.compile(r"teach|tutor|instruct|lectur|train|educat", re.IGNORECASE)
_ACRONYM = re.compile(r"\b[A-Z]{2,}s?\b")


def _acronyms(label: str) -> frozenset[str]:
    """The acronyms a label is written with ("perform VATS" -> {"vats"}), lower-cased."""
    return frozenset(a.lower() for a in _ACRONYM.findall(label))



_CONTEXT_TOKENS = 8  # each side of a mention, as models/skill_label_fit.py reads a label's uses


def _context(doc, span: tuple[int, int], edges: tuple[list[int], list[int]]) -> str:
    """The tokens around a mention, the mention itself left out (its words would vouch for their own label).
    ``edges``: the doc's token start and end offsets (:func:`_token_edges`)."""
    starts, ends = edges
    i = bisect_right(ends, span[0])  # the first token ending after the mention's start
    j = bisect_left(starts, span[1], lo=i)  # the first token starting at or after its end
    before = doc[max(0, i - _CONTEXT_TOKENS) : i].text
    after = doc[j : j + _CONTEXT_TOKENS].text
    return " ".join(f"{before} {after}".split())


def _token_edges(doc) -> tuple[list[int], list[int]]:
    """Start and end character offsets of a doc's tokens, both ascending (searched by bisection: walking
    the tokens to each mention cost 3% of extraction on real ads)."""
    starts, lengths = doc.to_array(["IDX", "LENGTH"]).T.tolist() if len(doc) else ([], [])
    return starts, [a + n for a, n in zip(starts, lengths, strict=True)]


def _tokenizable(text: str | None) -> str:
    """``text`` with HTML tags and every run of 200+ non-space characters blanked (same length, so spans
    stay valid).

    spaCy's tokenizer strips suffixes one character at a time, each a regex search over the rest of the
    token: quadratic in a token's length (8,000 colons took 8 s). No skill is written as such a run
    (separator lines, base64, long URLs)."""
    if not text:
        return ""
    if "<" in text:
        text = _BLOCK_TAG.sub(lambda m: ";" + " " * (len(m.group()) - 1), text)
        text = _HTML_TAG.sub(lambda m: " " * len(m.group()), text)
    if "&" in text:
        text = _NBSP.sub(lambda m: " " * len(m.group()), text)
    return _LONG_RUN.sub(lambda m: " " * len(m.group()), text) if len(text) >= 200 else text


def _sentences(texts: Sequence[str | None]) -> tuple[list[str], list[int]]:
    """Non-empty sentences of every text and, for each, the index of its text."""
    pieces: list[str] = []
    owners: list[int] = []
    for t, doc in enumerate(_SENTENCES.get().pipe([_tokenizable(t) for t in texts])):
        for sent in doc.sents:
            if sent.text.strip():
                pieces.append(sent.text.strip())
                owners.append(t)
    return pieces, owners


def _asked_for(text: str, span: tuple[int, int]) -> bool:
    """Not negated ("not ... deep learning") and not a place name before a state code ("Botany, NSW")."""
    return not negated(text, span[0]) and not place_follows(text, span[1])


MIN_FIT_OCCURRENCES = 3  # fewer measured uses say nothing about a label
LABEL_FIT_FILE = Path(__file__).resolve().parents[1] / "data" / "skills" / "label_fit.json"


@lru_cache(maxsize=2)
def label_fit(skill_fingerprint: str) -> dict[str, list[float]]:
    """The bundled label-fit statistics (checksum verified) if they were measured on the taxonomy whose
    skills have this fingerprint, else ``{}``."""
    from normalize.artifacts import verified_for_skills

    payload = verified_for_skills(LABEL_FIT_FILE, skill_fingerprint)
    return {} if payload is None else payload["labels"]


WRONG_PAIRS_FILE = LABEL_FIT_FILE.with_name("wrong_pairs.json")


def wrong_pairs(skill_fingerprint: str) -> list[tuple[str, str]]:
    """(label key, concept id) links judged wrong in several dev ads of the ESCO skill gold and acceptable in none
    (``models/skill_wrong_pairs.py``, checksum verified), if listed for the taxonomy with this fingerprint."""
    return wrong_pair_wordings(skill_fingerprint)[0]


@lru_cache(maxsize=2)
def wrong_pair_wordings(skill_fingerprint: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """:func:`wrong_pairs` and the (label key, concept id) wordings judged right for their skills, if listed."""
    from normalize.artifacts import verified_for_skills

    payload = verified_for_skills(WRONG_PAIRS_FILE, skill_fingerprint)
    if payload is None:
        return [], []
    return ([(key, cid) for key, cid in payload["pairs"]],
            [(key, cid) for key, cid in payload.get("acceptable", [])])


def _drop_pairs(texts: list[str], best: list[dict[int, tuple[float, int, int]]],
                pairs: frozenset[tuple[str, int]]) -> None:
    """Remove from each text's candidates the links whose (mention as a label key, concept) is in ``pairs``."""
    if not pairs:
        return
    for text, found in zip(texts, best, strict=True):
        for ci in [ci for ci, (_, s, e) in found.items() if (normalize_label(text[s:e]), ci) in pairs]:
            del found[ci]


BACKGROUND_FILE = LABEL_FIT_FILE.with_name("background.json")


@lru_cache(maxsize=2)
def skill_background(skill_fingerprint: str) -> np.ndarray | None:
    """Per skill, its mean rank-mode score over job-ad sentences in general (``models/skill_background.py``,
    checksum verified), if measured on the taxonomy whose skills have this fingerprint; else None."""
    from normalize.artifacts import verified_for_skills

    payload = verified_for_skills(BACKGROUND_FILE, skill_fingerprint)
    return None if payload is None else np.asarray(payload["mean"], dtype=np.float32)


def _outermost(matches: list[tuple[int, tuple[int, int]]]) -> list[tuple[int, tuple[int, int]]]:
    """Exact matches not lying inside a longer match: "warehousing" of "data warehousing" is not
    Warehouse operations. One sweep in start order (a text may hold thousands of matches)."""
    kept = []
    reach, reach_start = -1, -1
    for ci, (s, e) in sorted(matches, key=lambda m: (m[1][0], -m[1][1])):
        if e < reach or (e == reach and reach_start < s):
            continue  # inside an earlier-starting, longer match
        kept.append((ci, (s, e)))
        if e > reach:
            reach, reach_start = e, s
    return kept


def _memo(memo: dict, key: tuple[int, int], test, text: str, offset: int) -> bool:
    """``test(text, offset)``, kept in ``memo`` under ``key``."""
    known = memo.get(key)
    if known is None:
        known = memo[key] = test(text, offset)
    return known


def _overlaps(span: tuple[int, int], ranges: list[tuple[int, int]]) -> bool:
    return any(span[0] < end and start < span[1] for start, end in ranges)


def _drop_links_in(texts: list[str], best: list[dict[int, tuple[float, int, int]]],
                   ranges_of: Callable[[str], list[tuple[int, int]]], first_character: bool = False) -> None:
    """Drop from each text's links (concept -> (score, start, end)) those whose span - or, with
    ``first_character``, whose first character - overlaps a range of ``ranges_of(text)``."""
    for text, links in zip(texts, best, strict=True):
        ranges = ranges_of(text) if links else []
        if ranges:
            for ci in [ci for ci, (_, start, end) in links.items()
                       if _overlaps((start, start + 1) if first_character else (start, end), ranges)]:
                del links[ci]


def _outranks(a: tuple[float, int], b: tuple[float, int]) -> bool:
    """Whether a mention of (score, start) ``a`` wins a skill's link over ``b`` whichever :func:`_keep` sees
    first: a higher score, or the same and an earlier start."""
    return a[0] > b[0] or (a[0] == b[0] and a[1] < b[1])


def _rivals(best: list[dict[int, tuple[float, int, int]]], links, wanted: set[tuple[int, int]],
            ) -> dict[tuple[int, int], tuple[float, int]]:
    """(doc, concept) -> the (score, start) of its best mention linked anyway, for the pairs ``wanted``:
    ``best``'s kept mentions and the sites of the phrase ``links`` (((concept, score), [(doc, start, end)])),
    scores capped at 1 as :func:`_keep` stores them."""
    out = {(d, ci): (found[ci][0], found[ci][1]) for d, ci in wanted if ci in (found := best[d])}
    for (ci, score), sites in links:
        for d, start, _ in sites:
            if (d, ci) in wanted:
                mention = (min(score, 1.0), start)
                rival = out.get((d, ci))
                if rival is None or _outranks(mention, rival):
                    out[(d, ci)] = mention
    return out


def _keep(found: dict[int, tuple[float, int, int]], ci: int, score: float, span: tuple[int, int]) -> None:
    old = found.get(ci)
    if old is None or _outranks((score, span[0]), (old[0], old[1])):
        found[ci] = (min(score, 1.0), span[0], span[1])


_EXTRACTORS: SharedInstances[SkillExtractor] = SharedInstances()


def get_extractor(taxonomy: str | Taxonomy = DEFAULT_TAXONOMY, config: SkillConfig | None = None) -> SkillExtractor:
    """A process-wide ``SkillExtractor`` per (taxonomy spec, config)."""
    config = config or SkillConfig()
    return _EXTRACTORS.for_taxonomy(taxonomy, config, lambda: SkillExtractor(taxonomy, config=config))


def extract_skills(
    texts: list[str], taxonomy: str | Taxonomy = DEFAULT_TAXONOMY, top_k: int | None = None
) -> list[list[dict[str, Any]]]:
    """Skill mentions per text: every linked skill (at most ``top_k`` when given) as ``{"id", "label",
    "span": [start, end], "score"}`` dicts, best first (P(acceptable) on a calibrated taxonomy, else raw)."""
    return get_extractor(taxonomy).extract(one_text_is_an_error(texts), top_k=top_k)
