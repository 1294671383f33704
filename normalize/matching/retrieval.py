"""Candidate retrieval for job titles (and skill phrases): exact alias → fuzzy → semantic → fused score.

For each query (a cleaned title):

1. exact alias: the query's ``normalize_label`` key equals a concept label → that concept scores 1.0;
2. fuzzy: rapidfuzz ``process.cdist`` (``token_sort_ratio``) against every label, best label per concept;
3. semantic: cosine of the query's embedding (bundled ONNX encoder) with every label embedding (cached on
   disk, see ``index.py``): the best label per concept, blended with the preferred label's cosine
   (``preferred_weight``) so that one loose alternative label cannot carry a concept on its own;
4. fusion: ``(1 - fuzzy_weight) * semantic + fuzzy_weight * fuzzy``; the top-k concepts by fused score are
   returned, exact hits first; candidates under ``min_score`` are dropped, so an empty list means
   "no good match" rather than a weak one.

Optionally, skills found in the same record's description rerank a title's candidates: a candidate whose
taxonomy skills include skills mentioned in the description gains up to ``rerank_weight``.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np

from normalize.cache import SharedInstances
from normalize.matching.calibration import calibration_for
from normalize.matching.clean_title import CleanTitle, clean_title
from normalize.matching.config import MatchConfig, one_text_is_an_error
from normalize.matching.index import LabelIndex, get_index
from normalize.matching.taxonomy import DEFAULT_TAXONOMY, Taxonomy, load_taxonomy, normalize_label

if TYPE_CHECKING:
    from normalize.matching.encoder import Encoder

__all__ = ["MatchConfig", "TitleMatcher", "match_titles", "rank_concepts"]

RESCORE_POOL = 15  # candidates per title that the description's skills may re-order
PREFIX_MARGIN = 0.05  # how much higher the words up to the head noun must score to replace the whole title
# a title that names a registered or licensed professional ("Registered Nurse", RN and LPN after cleaning): candidates
# of ISCO major groups 4-9 keep this share less of their fused score ("RN ED Nights" went to nurse assistant, 5321)
CREDENTIAL_PENALTY = 0.1
_CREDENTIALS = frozenset({"registered", "licensed"})  # (regulated-profession words; no library lists them)
# an HR generalist or analyst is a professional ("HR Generalist", "HR Data Analyst" went to human resources assistant,
# 4416, above human resources officer, 2423): the same share less for ISCO major groups 4-9 (titles12; every analyst
# title so read moved 62 of 1,831 dev titles, cyber "Security Analyst" to securities analyst among them)
_PROFESSIONAL_HEADS = frozenset({"analyst", "generalist"})
_HR_WORDS = frozenset({"hr", "human", "people", "personnel"})
# a technician's or mechanic's title that names no engineering is not a professional's: candidates of ISCO major group 2
# keep this share less ("Maintenance Technician" went to maintenance and repair engineer, 2141, above industrial
# machinery mechanic, 7233; the lead's answer of 2026-12-06: an engineer is not acceptable for a technician-level post).
# 0.1 sent data scientist out of a Spanish "Técnico Data Science" top 5 (in Spain a técnico is often a professional)
TECHNICIAN_PENALTY = 0.06
_TECHNICIAN_HEADS = frozenset({"technician", "technicians", "mechanic", "mechanics"})
_ENGINEERING = frozenset({"engineer", "engineers", "engineering"})
_MACHINERY_REPAIR = "machinery maintenance and repair"
# "advanced nurse practitioner" names a grade above the registered nurse (its alternative labels reach "Clinical Nurse",
# "Critical Care RN"): unless the title names the grade, an occupation whose preferred label says "advanced" trades its
# fused score with the best other occupation of its ISCO unit group when that one scores lower. A swap within the group
# keeps the group's scores for the vote (a 10% cut moved "Psych Registered Nurse" to clinical psychologist); titles13.
# "specialist" names the grade too: a clinical specialist physiotherapist is ESCO's advanced physiotherapist
# (MatchConfig.advanced_grade_swap)
_ADVANCED_CUES = frozenset({
    "advanced", "practitioner", "practice", "np", "anp", "apn", "aprn", "arnp", "cns", "senior", "lead", "leader", "head",
    "consultant", "principal", "expert", "matron", "academic", "specialist",
})
GROUP_VOTE_POOL = 15  # candidates per title that vote by ISCO group (MatchConfig.group_vote_weight)
GATE_CANDIDATES = 3  # candidates per title the answer gate reads (answer_gate.GATE_FEATURES)


# "Deputy Manager - Data Analyst", "Vice President, Data Scientist": a first part made only of rank words (a grade, common
# in Asian postings) names no job; the part after the separator does when it names a worker (an occupation head noun
# shaped like an agent noun), so that part is matched as a title of its own and its candidates go first (the whole title
# went to stage manager). A function after a manager's rank ("Senior Manager - Marketing", "Director, Nursing") is the
# manager's own field, not a staff occupation: those titles stay whole.
_RANK_WORDS = frozenset({
    "assistant", "associate", "deputy", "manager", "director", "vice", "president", "vp", "avp", "svp", "evp", "senior",
    "sr", "junior", "jr", "lead", "head", "principal", "chief", "executive", "officer",
})
_RANK_ROLES = _RANK_WORDS - {"vice", "senior", "sr", "junior", "jr", "principal"}
_RANK_SEPARATOR = re.compile(r"\s*(?:,|\s[|:]\s|\s?[-\u2013\u2014]\s)\s*")
_WORD = re.compile(r"[^\W\d_]+")
_AGENT_NOUN = re.compile(r"(?:ist|yst|er|or|ant|ent|ian|nurse|clerk)$")
_NOT_AGENT = frozenset({"member", "department", "development", "equipment"})


def _names_a_worker(words: Sequence[str], nouns: frozenset[str]) -> bool:
    return any(w in nouns and w not in _RANK_WORDS and w not in _NOT_AGENT and _AGENT_NOUN.search(w) for w in words)


def _names_a_technician(words: Sequence[str]) -> bool:
    """A technician or mechanic as the last word (the head: "tech" expanded elsewhere names no job, "Legal Counsel - Tech
    Company", a university's "Research Assistant - Tech 4" grade) and no engineering word; "machinery maintenance and
    repair" is ``title_context``'s wording of a maintenance technician's or mechanic's head."""
    head = bool(words) and words[-1] in _TECHNICIAN_HEADS or _MACHINERY_REPAIR in " ".join(words)
    return head and _ENGINEERING.isdisjoint(words)


def _rank_tail(raw: str | None) -> str:
    """The part of ``raw`` after a first part made only of rank words ("" when there is none)."""
    parts = _RANK_SEPARATOR.split(raw.strip(), maxsplit=1) if raw else []
    if len(parts) != 2 or not _WORD.search(parts[1]):
        return ""
    words = [w.lower() for w in _WORD.findall(parts[0])]
    return parts[1] if words and set(words) <= _RANK_WORDS and not _RANK_ROLES.isdisjoint(words) else ""


def _head_phrase(query: str, nouns: frozenset[str]) -> str:
    """The words of ``query`` up to its first occupation head noun (and the head nouns right after it:
    "assistant nurse manager" is whole) when more words follow ("registered nurse" of "registered nurse
    emergency department") and the next is not "of", else ""."""
    words = query.split()
    for i, w in enumerate(words[:-1]):
        if w in nouns and i > 0:
            end = i + 1
            while end < len(words) and words[end] in nouns:
                end += 1
            if end < len(words) and words[end] == "of":
                # "assistant director of nursing": the field comes after "of", the words before it name no job
                # ("assistant director" is ESCO's film assistant director); "for" is kept ("data analyst for retail")
                return ""
            return " ".join(words[:end]) if end < len(words) else ""
    return ""


def group_vote(
    cands: list[tuple[int, float]], groups: Sequence[str], weight: float
) -> list[tuple[int, float]]:
    """``cands`` (best first) with its first ``GROUP_VOTE_POOL`` re-ordered by score + ``weight`` * the summed scores of
    the other pool candidates of the same group (``groups``: per concept, "" for none) / the pool size; a shown score
    is capped by the one above it, so the list still reads best first and a promoted candidate keeps its own score.
    An exact hit first (1.0) keeps its place."""
    pool = cands[:GROUP_VOTE_POOL]
    if weight <= 0 or len(pool) < 2 or pool[0][1] >= 1.0:
        return cands
    totals: dict[str, float] = {}
    for ci, score in pool:
        if groups[ci]:
            totals[groups[ci]] = totals.get(groups[ci], 0.0) + score
    voted = [score + weight * (totals[groups[ci]] - score) / GROUP_VOTE_POOL if groups[ci] else score
             for ci, score in pool]
    order = sorted(range(len(pool)), key=lambda i: -voted[i])  # (stable: ties keep the fused order)
    if order == list(range(len(pool))):
        return cands
    out, cap = [], pool[order[0]][1]
    for i in order:
        cap = min(cap, pool[i][1])
        out.append((pool[i][0], cap))
    return out + cands[GROUP_VOTE_POOL:]


def _yield_advanced(fused: np.ndarray, chunk: Sequence[str], peers: list[tuple[int, np.ndarray]]) -> None:
    """In place: per title not naming the grade, each advanced occupation above its unit group's best other occupation
    swaps scores with it (before the fuzzy floor, so "clinical trial nurse" keeps its near-spelled label)."""
    for j, q in enumerate(chunk):
        if not _ADVANCED_CUES.isdisjoint(q.split()):
            continue
        for a, group in peers:
            b = int(group[np.argmax(fused[j, group])])
            if fused[j, b] < fused[j, a]:
                fused[j, a], fused[j, b] = fused[j, b], fused[j, a]


def _threads() -> int:
    from normalize.matching.encoder import default_threads

    return default_threads()


def rank_concepts(
    index: LabelIndex,
    queries: Sequence[str],
    encoder: Encoder | None,
    config: MatchConfig,
    top_k: int | None = None,
    query_embeddings: np.ndarray | None = None,
    partial: Sequence[bool] | None = None,
) -> list[list[tuple[int, float]]]:
    """Top-k ``(concept index, score)`` pairs per query, best first, scores >= the abstain threshold.

    The score is the fused score, mapped to P(acceptable) when ``config.calibrate`` and the taxonomy has
    a fitted calibration (``calibration.py``); the threshold is ``config.min_score`` or its default.

    ``queries`` should already be cleaned. Empty queries get no candidates. ``encoder`` may be ``None``
    when ``config.use_semantic`` is false. ``query_embeddings`` (rows aligned with ``queries``) skips
    encoding the queries when the caller already has them. ``partial`` (aligned with ``queries``) marks a
    query that reads only part of its title (a gloss that dropped untranslated words): its exact hits and its
    fuzzy floor count only through preferred labels, as a remainder equal to a loose alternative label ("technician"
    of "technicien polyvalent", filed under consumer electronics repair technician) says little of the title.
    """
    k = max(1, top_k if top_k is not None else config.top_k)
    n_concepts = len(index)
    out: list[list[tuple[int, float]]] = [[] for _ in queries]
    if n_concepts == 0 or not queries:
        return out
    use_semantic = config.use_semantic and encoder is not None
    label_emb = index.embeddings(encoder) if use_semantic else None
    live = [i for i, q in enumerate(queries) if q and q.strip()]
    k_eff = min(k, n_concepts)
    curve = calibration_for(index.taxonomy) if config.calibrate else None
    min_score = threshold(config, index.taxonomy)
    trusted = index.trusted(encoder if use_semantic else None)
    untrusted = np.flatnonzero(~trusted)
    preferred = np.zeros_like(trusted)
    preferred[index.starts] = True
    managing = index.managing() if config.level_penalty > 0 else None
    staff_managers = index.staff_named_managers()
    roles = index.role_modifiers() if config.role_modifier_penalty > 0 else None
    w_described = config.occupation_description_weight if use_semantic else 0.0
    described = index.description_embeddings(encoder) if w_described > 0 else None
    for start in range(0, len(live), max(1, config.chunk_size)):
        rows = live[start : start + config.chunk_size]
        chunk = [queries[i] for i in rows]
        fused = np.zeros((len(rows), n_concepts), dtype=np.float32)
        weight_sum = 0.0
        if use_semantic:
            q_emb = query_embeddings[rows] if query_embeddings is not None else encoder.encode(chunk)
            sims = q_emb @ label_emb.T
            if staff_managers.any():
                sims[:, staff_managers] = -1.0  # (never a preferred label: every concept keeps one)
            sem = np.maximum.reduceat(sims, index.starts, axis=1)
            if config.preferred_weight > 0:
                sem = (sem + config.preferred_weight * sims[:, index.starts]) / (1.0 + config.preferred_weight)
            w = 1.0 - config.fuzzy_weight if config.use_fuzzy else 1.0
            fused += w * sem
            weight_sum += w
        fz = label_scores = None
        if config.use_fuzzy or not use_semantic:
            fz, label_scores = _fuzzy(index, chunk, untrusted)
            w = config.fuzzy_weight if use_semantic else 1.0
            fused += w * fz
            weight_sum += w
        if weight_sum and weight_sum != 1.0:
            fused /= weight_sum
        part = np.array([bool(partial[i]) for i in rows]) if partial is not None else np.zeros(len(rows), bool)
        if roles is not None:
            # "registered nurse": nurse assistant and advanced nurse practitioner name another role, of which
            # the title's own role word (its last word, "nurse") is only a modifier; before the fuzzy floor, so
            # a label the title nearly spells still counts ("clinical trial nurse" of advanced nurse practitioner)
            heads, before = roles
            for j, q in enumerate(chunk):
                words = normalize_label(q).split()
                cands = before.get(words[-1]) if words else None
                if cands is not None:
                    said = set(words)
                    # ("host/hostess": a gendered pair, not two roles)
                    hit = [ci for ci in cands.tolist()
                           if heads[ci] not in said and not heads[ci].startswith(words[-1])]
                    fused[j, hit] *= 1.0 - config.role_modifier_penalty
        if config.advanced_grade_swap:
            _yield_advanced(fused, chunk, index.advanced_peers())
        if fz is not None and use_semantic and config.fuzzy_floor > 0:
            # a near-identical string (typo, plural) is a match even when the encoder disagrees
            floor = np.where(fz >= config.fuzzy_floor, fz * fz, 0.0)
            if part.any():
                fz_pref = _preferred_fuzzy(index, label_scores, part)  # (only for the partial glosses)
                floor[part] = np.where(fz_pref >= config.fuzzy_floor, fz_pref * fz_pref, 0.0)
            np.maximum(fused, floor, out=fused)
        if managing is not None:
            # a staff title is not its manager's occupation, nor a manager's title its staff's
            from normalize.matching.title_facets import manages

            mismatch = managing[None, :] != np.array([manages(q) for q in chunk])[:, None]
            fused[mismatch] *= 1.0 - config.level_penalty
        if CREDENTIAL_PENALTY > 0:
            below = index.skill_level_below_associate()
            if below.any():
                for j, q in enumerate(chunk):
                    words = q.split()
                    hr_professional = not _PROFESSIONAL_HEADS.isdisjoint(words) and not _HR_WORDS.isdisjoint(words)
                    if hr_professional or _CREDENTIALS.intersection(words):
                        fused[j, below] *= 1.0 - CREDENTIAL_PENALTY
        if TECHNICIAN_PENALTY > 0:
            professional = index.professionals()
            for j, q in enumerate(chunk):
                if _names_a_technician(q.split()):
                    fused[j, professional] *= 1.0 - TECHNICIAN_PENALTY
        if described is not None:
            # the description knows the field a bare label does not ("single sign-on" is ICT security work)
            fused = (fused + w_described * (q_emb @ described.T)) / (1.0 + w_described)

        np.minimum(fused, 0.999, out=fused)  # 1.0 is reserved for exact alias hits
        if curve is not None:
            fused = curve.probability(fused)
        exact = [list(index.exact_hits(q, preferred if p else trusted)) for q, p in zip(chunk, part, strict=True)]
        for j, hits in enumerate(exact):
            fused[j, hits] = 1.0
        top = np.argpartition(-fused, k_eff - 1, axis=1)[:, :k_eff] if k_eff < n_concepts else (
            np.tile(np.arange(n_concepts), (len(rows), 1))
        )
        for j, row in enumerate(rows):
            # every exact hit competes for the first places: argpartition picks arbitrarily among ties, so
            # with k=1 the answer would otherwise not be the first of k=5 (order_ties breaks the tie)
            cand = np.union1d(top[j], exact[j]) if len(exact[j]) > 1 else top[j]
            scores = fused[j, cand]
            kept = [(int(c), float(s)) for c, s in zip(cand, scores, strict=True) if s >= min_score]
            out[row] = index.order_ties((chunk[j],), kept)[:k_eff]
    return out


def threshold(config: MatchConfig, taxonomy: Taxonomy) -> float:
    """The abstain threshold in force: ``config.min_score``, else the calibrated default, else 0.5."""
    if config.min_score is not None:
        return config.min_score
    curve = calibration_for(taxonomy) if config.calibrate else None
    return curve.threshold if curve is not None else 0.5


def _fuzzy(index: LabelIndex, chunk: list[str], untrusted: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Best token-sort ratio per concept, in [0, 1], shape ``(len(chunk), n_concepts)``, and the raw ratios per
    label (uint8, untrusted labels zeroed), from which :func:`_preferred_fuzzy` reads the preferred labels' alone.

    Equivalent to rapidfuzz ``token_sort_ratio``, but the labels' tokens are sorted once (``index.sorted_keys``)
    so ``cdist`` runs the plain, bit-parallel ``ratio``.
    """
    from rapidfuzz import fuzz, process

    keys = [" ".join(sorted(normalize_label(q).split())) for q in chunk]
    scores = process.cdist(keys, index.sorted_keys, scorer=fuzz.ratio, dtype=np.uint8, workers=_threads())
    if untrusted is not None and untrusted.size:
        scores[:, untrusted] = 0
    best = np.maximum.reduceat(scores, index.starts, axis=1)
    return best.astype(np.float32) / 100.0, scores


def _preferred_fuzzy(index: LabelIndex, scores: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The ratio of ``rows`` (a mask over the chunk) with each concept's preferred label alone, in [0, 1]."""
    return scores[rows][:, index.starts].astype(np.float32) / 100.0


class TitleMatcher:
    """Match raw job titles to taxonomy occupations; keeps the taxonomy, index and encoder warm.

    >>> matcher = TitleMatcher("esco")
    >>> matcher.match(["Sr. SW Eng. (m/w/d) - Python, Berlin"])[0][0]["label"]  # doctest: +SKIP
    'software developer'
    """

    def __init__(
        self,
        taxonomy: str | Taxonomy = DEFAULT_TAXONOMY,
        *,
        config: MatchConfig | None = None,
        encoder: Encoder | None = None,
        clean: bool = True,
        kind: str = "occupation",
    ) -> None:
        self.taxonomy = load_taxonomy(taxonomy)
        self.config = config or MatchConfig()
        self.clean = clean
        self.kind = kind
        self.index = get_index(self.taxonomy, kind)
        # ESCO's own wording for a few title families (title_context.with_context) only where the occupations carry
        # ISCO codes (not O*NET); once per matcher, not per call
        self._isco_wording = any(c.isco08 for c in self.taxonomy.occupations)
        self._encoder = encoder
        self._skills = None
        self._lock = threading.Lock()

    @property
    def encoder(self) -> Encoder | None:
        from normalize.matching.encoder import encoder_for

        return encoder_for(self._encoder, self.config.use_semantic)

    @property
    def calibration(self):
        """The title curve in force (``calibration.calibration_for``), or None: scores are then raw fused
        scores, not probabilities."""
        return calibration_for(self.taxonomy) if self.config.calibrate else None

    def warm(self) -> TitleMatcher:
        """Load the encoder and the label embeddings now (from the disk cache when present)."""
        if self.encoder is not None:
            self.index.embeddings(self.encoder)
        return self

    def clean_many(self, titles: Sequence[str | None]) -> list[CleanTitle | None]:
        """``clean_title`` of each string title (None for other values, or for every title when cleaning
        is off)."""
        if not self.clean:
            return [None] * len(titles)
        return [clean_title(t) if isinstance(t, str) else None for t in titles]

    def clean_and_match(
        self,
        titles: Sequence[str | None],
        top_k: int | None = None,
        descriptions: Sequence[str | None] | None = None,
    ) -> tuple[list[CleanTitle | None], list[list[dict[str, Any]]]]:
        """Clean each title once and match it: ``(clean results, candidates)``, both aligned with ``titles``."""
        cleaned = self.clean_many(titles)
        texts = [
            c.clean if c is not None else " ".join(t.split()) if isinstance(t, str) else ""
            for t, c in zip(titles, cleaned, strict=True)
        ]
        if self._isco_wording:  # ESCO's nurse assistant for a nursing extern (clean_title moved "extern" out)
            from normalize.matching.title_context import student_nurse_query

            texts = [student_nurse_query(t, c.removed) if c is not None else t for t, c in zip(texts, cleaned, strict=True)]
        raw = [t if isinstance(t, str) else None for t in titles]
        return cleaned, self.match_cleaned(texts, top_k=top_k, descriptions=descriptions, raw=raw)

    def match(
        self,
        titles: Sequence[str | None],
        top_k: int | None = None,
        descriptions: Sequence[str | None] | None = None,
    ) -> list[list[dict[str, Any]]]:
        """Top-k ``{"id", "label", "code", "score"}`` candidates per title, best first; ``[]`` = no good match.

        With ``descriptions`` (aligned with ``titles``), skills found in each description rerank that
        title's candidates (occupation-skill relations of the taxonomy).
        """
        return self.clean_and_match(titles, top_k=top_k, descriptions=descriptions)[1]

    def match_cleaned(
        self,
        cleaned: Sequence[str],
        top_k: int | None = None,
        descriptions: Sequence[str | None] | None = None,
        raw: Sequence[str | None] | None = None,
    ) -> list[list[dict[str, Any]]]:
        """As ``match`` for titles that are already cleaned."""
        k = top_k if top_k is not None else self.config.top_k
        gate = self.answer_gate
        queries, per_title = self.fused_candidates(cleaned, max(k, GATE_CANDIDATES) if gate else k,
                                                   descriptions=descriptions, raw=raw)
        curve = self.calibration
        floor = threshold(self.config, self.taxonomy)
        out = []
        for query, cands in zip(queries, per_title, strict=True):
            scores = curve.probability(np.array([s for _, s in cands])) if curve and cands else [s for _, s in cands]
            kept = [(ci, float(p)) for (ci, _), p in zip(cands, scores, strict=True) if p >= floor]
            if gate is not None and cands:
                kept = self._gated(gate, query, cands, kept)
            out.append([self._as_dict(ci, p) for ci, p in kept[:k]])
        return out

    @property
    def answer_gate(self):
        """The taxonomy's answer gate (``answer_gate.gate_for``) where it decides: the default threshold and
        calibrated scores; None otherwise."""
        from normalize.matching.answer_gate import gate_for

        if self.config.min_score is not None or not self.config.calibrate:
            return None
        return gate_for(self.taxonomy)

    def _gated(self, gate, query: str, cands: list[tuple[int, float]],
               kept: list[tuple[int, float]]) -> list[tuple[int, float]]:
        """As the curve kept them when the first candidate is certain (``answer_gate.is_certain``); else the first
        candidate, scored by the gate (an exact hit keeps 1.0), when the gate answers (the curve's later candidates
        below it, capped at its score), [] when it abstains."""
        from normalize.matching.answer_gate import is_certain

        first, fused = cands[0]
        read = [(self.index.concepts[ci], s) for ci, s in cands[:GATE_CANDIDATES]]
        if is_certain(query, read):
            return kept
        p = gate.probability(query, read)
        if p < gate.threshold:
            return []
        p = 1.0 if fused >= 1.0 else p
        return [(first, p)] + [(ci, min(s, p)) for ci, s in kept if ci != first]

    def fused_candidates(
        self,
        cleaned: Sequence[str],
        k: int,
        descriptions: Sequence[str | None] | None = None,
        raw: Sequence[str | None] | None = None,
    ) -> tuple[list[str], list[list[tuple[int, float]]]]:
        """Per cleaned title: the query the taxonomy was searched with (glossed, singular, in context; "" when
        unreadable) and its top-k ``(concept index, fused score)`` candidates, best first, no threshold."""
        from normalize.matching.coverage import singular_forms, unreadable

        distinct = list(dict.fromkeys(cleaned))
        vocabulary = self.index.vocabulary
        # an English-only taxonomy (ESCO and O*NET as shipped) reads other languages through the gloss; one
        # with labels in other languages (builtin) matches their words itself
        if self.config.gloss_titles and self.taxonomy.languages == ("en",):
            from normalize.matching.title_glossary import gloss_dropping

            glossed = [gloss_dropping(q, vocabulary, self.index.head_nouns()) for q in distinct]  # "ingeniero de datos" -> "data engineer"
            queries = [g for g, _ in glossed]
            partial = [dropped > 0 for _, dropped in glossed]
        else:
            queries, partial = distinct, [False] * len(distinct)
        from normalize.matching.title_context import with_context
        from normalize.matching.title_spelling import correct_spelling

        queries = [correct_spelling(q, vocabulary) for q in queries]  # "enginner" -> "engineer"
        # "copywriters" -> "copywriter"; "registered nurse registered nurse" (from "Registered Nurse (RN)")
        # -> "registered nurse"; "java engineer" -> "java software engineer"
        queries = [with_context(" ".join(dict.fromkeys(singular_forms(q, vocabulary).split())), self._isco_wording)
                   for q in queries]
        # a bare "systems engineer" is an ICT one; not read into a gloss that dropped words
        queries = [q if p else self._bare(q) for q, p in zip(queries, partial, strict=True)]
        if self.config.abstain_unreadable and self.taxonomy.languages:
            readable = [q if not unreadable(q, self.taxonomy.languages, vocabulary) else "" for q in queries]
        else:
            readable = queries
        pos = {q: i for i, q in enumerate(distinct)}
        rescore = descriptions is not None and bool(self.taxonomy.relations)
        widen = max(k * 3, RESCORE_POOL) if rescore else k
        groups = self.index.isco_groups() if self.config.group_vote_weight > 0 else None
        vote = groups is not None and any(groups)
        pooled = max(widen, GROUP_VOTE_POOL) if vote else widen
        # fused scores first (re-scoring works on them), then P(acceptable) and the threshold
        fused_config = replace(self.config, calibrate=False, min_score=-1.0)
        # "software engineer at google": the words before " at " are matched too, and win when they score
        # higher (an employer or a place after "at"); "care at home worker" keeps its own exact hit
        heads = [q.split(" at ", 1)[0] if " at " in q else "" for q in readable]
        # "data analyst finance domain fmcg": the words up to the first occupation head noun are matched
        # too, and win when they score clearly higher (a department, product or specialty after the head)
        nouns = self.index.head_nouns()
        prefixes = [_head_phrase(q, nouns) for q in readable]
        prefixes = [h if p else self._bare(h, q) for h, q, p in zip(prefixes, readable, partial, strict=True)]
        # each distinct query ranked once: many titles share a prefix ("registered nurse") or a head
        flags = [*partial, *partial, *partial]
        pool = list(dict.fromkeys((q, f) for q, f in zip([*readable, *heads, *prefixes], flags, strict=True) if q))
        ranks = rank_concepts(self.index, [q for q, _ in pool], self.encoder, fused_config, top_k=pooled,
                              partial=[f for _, f in pool])
        by_query = dict(zip(pool, ranks, strict=True))
        ranked = []
        for q, h, p, f in zip(readable, heads, prefixes, partial, strict=True):
            whole, head, prefix = by_query.get((q, f), []), by_query.get((h, f), []), by_query.get((p, f), [])
            best = head if head and (not whole or head[0][1] > whole[0][1]) else whole
            if prefix and (not best or prefix[0][1] > best[0][1] + PREFIX_MARGIN):
                merged = dict(best)  # the whole title's candidates stay in the running below the prefix's
                for ci, score in prefix:
                    merged[ci] = max(score, merged.get(ci, score))
                best = sorted(merged.items(), key=lambda cs: -cs[1])[: len(prefix)]
            ranked.append(best)
        hand = [self._hand_hits(q) for q in readable]
        ranked = [self._hand_named(hits, c) for hits, c in zip(hand, ranked, strict=True)]
        per_title = [ranked[pos[q]] for q in cleaned]
        if raw is not None:  # a raw title that is itself a label (before cleaning) is an exact hit too
            # (not where a hand name chose among the occupations sharing the title's alias: "Financial Accountant")
            per_title = [c if hand[pos[q]] else self._raw_exact(r, q, c)
                         for r, q, c in zip(raw, cleaned, per_title, strict=True)]
            per_title = self._rank_first(raw, per_title, k)
        if vote:
            per_title = [group_vote(c, groups, self.config.group_vote_weight)[:widen] for c in per_title]
        if rescore:
            per_title = self._rerank(per_title, descriptions)
        return [readable[pos[q]] for q in cleaned], per_title

    def _rank_first(
        self, raw: Sequence[str | None], per_title: list[list[tuple[int, float]]], k: int
    ) -> list[list[tuple[int, float]]]:
        """"Rank, Field" titles (``_rank_tail``): the field's candidates first, the whole title's below them."""
        tails = [_rank_tail(r) for r in raw]
        cleaned = [clean_title(t).clean if t else "" for t in tails]
        nouns = self.index.head_nouns()
        wanted = [i for i, c in enumerate(cleaned) if c and _names_a_worker(c.lower().split(), nouns)]
        if not wanted:
            return per_title
        _, found = self.fused_candidates([cleaned[i] for i in wanted], k, raw=[tails[i] for i in wanted])
        out = list(per_title)
        for i, tail in zip(wanted, found, strict=True):
            if tail:
                ids = {ci for ci, _ in tail}
                below = [(ci, min(s, tail[0][1])) for ci, s in per_title[i] if ci not in ids]
                out[i] = (tail + below)[: max(len(tail), len(per_title[i]))]
        return out

    def _hand_hits(self, query: str) -> list[int]:
        """The concepts ``title_context.HAND_NAMES`` names for the whole ``query`` (that preferred label and ISCO
        code; [] when none, or the taxonomy has no such concept)."""
        from normalize.matching.title_context import hand_name

        named = hand_name(query) if self._isco_wording else None
        if named is None:
            return []
        label, code = named
        return [ci for ci in self.index.lookup(label)
                if self.index.concepts[ci].label == label and self.index.concepts[ci].isco08 == code]

    @staticmethod
    def _hand_named(hits: list[int], cands: list[tuple[int, float]]) -> list[tuple[int, float]]:
        """``cands`` with the query's hand-named occupations (``hits``, :meth:`_hand_hits`) first, as an exact hit
        (1.0), the other exact hits just below it (0.999: the hand name chose among the occupations that share the
        query as an alias); unchanged when there are none."""
        if not hits:
            return cands
        return [(ci, 1.0) for ci in hits] + [(ci, min(s, 0.999)) for ci, s in cands if ci not in hits]

    def _raw_exact(
        self, raw: str | None, cleaned: str, cands: list[tuple[int, float]]
    ) -> list[tuple[int, float]]:
        if not raw:
            return cands
        hits = self.index.exact_hits(raw, self.index.trusted(self.encoder))
        if not hits:
            return cands
        rest = [(ci, s) for ci, s in cands if ci not in hits]
        return self.index.order_ties((raw, cleaned), [(ci, 1.0) for ci in hits] + rest)

    def _rerank(
        self, per_title: list[list[tuple[int, float]]], descriptions: Sequence[str | None]
    ) -> list[list[tuple[int, float]]]:
        from normalize.matching.skills import SkillExtractor

        if self._skills is None:
            self._skills = SkillExtractor(self.taxonomy, encoder=self._encoder)
        texts = [d or "" for d in descriptions]
        found = self._skills.extract(texts, top_k=50)
        out = []
        for cands, skills in zip(per_title, found, strict=True):
            ids = {s["id"] for s in skills}
            if not ids or not cands:
                out.append(cands)
                continue
            rescored = []
            for ci, score in cands:
                related = set(self.taxonomy.skills_of(self.index.concepts[ci].id))
                overlap = len(ids & related) / len(ids)
                bonus = 0.0 if score >= 1.0 else self.config.rerank_weight * overlap
                rescored.append((ci, min(0.999, score + bonus) if score < 1.0 else score))
            rescored = self.index.order_ties((), rescored)
            out.append(rescored)
        return out

    def _bare(self, query: str, title: str = "") -> str:
        """A bare "systems engineer" read as an ICT one; a bare care "support worker" as a social care one (ESCO's
        wording, so only for a taxonomy with ISCO codes); ``title``: the whole query ``query`` is the head phrase of."""
        from normalize.matching.title_context import bare_engineer, bare_support_worker

        query = bare_engineer(query)
        return bare_support_worker(query, title) if self._isco_wording else query

    def _as_dict(self, ci: int, score: float) -> dict[str, Any]:
        concept = self.index.concepts[ci]
        return {"id": concept.id, "label": concept.label, "code": concept.code, "score": round(float(score), 4)}


_MATCHERS: SharedInstances[TitleMatcher] = SharedInstances()


def get_matcher(
    taxonomy: str | Taxonomy = DEFAULT_TAXONOMY, config: MatchConfig | None = None, clean: bool = True
) -> TitleMatcher:
    """A process-wide ``TitleMatcher`` per (taxonomy spec, config, clean)."""
    config = config or MatchConfig()
    if not clean:
        key = (taxonomy if isinstance(taxonomy, str) else id(taxonomy), tuple(vars(config).items()), "raw")
        return _MATCHERS.get(key, lambda: TitleMatcher(taxonomy, config=config, clean=False))
    return _MATCHERS.for_taxonomy(taxonomy, config, lambda: TitleMatcher(taxonomy, config=config))


def match_titles(
    titles: list[str], taxonomy: str | Taxonomy = DEFAULT_TAXONOMY, top_k: int = 5
) -> list[list[dict[str, Any]]]:
    """Match raw job titles to occupations: per title, up to ``top_k`` ``{"id", "label", "code", "score"}`` dicts,
    best first (score 1.0 = exact alias; ``[]`` = no candidate above the abstain threshold)."""
    return get_matcher(taxonomy).match(one_text_is_an_error(titles), top_k=top_k)


def title_candidates(titles: Sequence[str | None], taxonomy: str | Taxonomy = DEFAULT_TAXONOMY,
                     top_k: int = 3) -> list[list[dict[str, Any]]]:
    """Per job title, its ``top_k`` occupation candidates with no abstain floor (``[]`` for a blank title): what
    ``SkillExtractor.extract(occupations=)`` reads, which weighs their scores itself."""
    given = [i for i, t in enumerate(titles) if isinstance(t, str) and t.strip()]
    out: list[list[dict[str, Any]]] = [[] for _ in titles]
    if given:
        matcher = get_matcher(taxonomy, MatchConfig(min_score=0.0, top_k=top_k))
        for i, candidates in zip(given, matcher.match([titles[i] for i in given]), strict=True):
            out[i] = candidates
    return out


class LazyTitleCandidates(Sequence):
    """:func:`title_candidates` of one title at a time, computed when first read and kept: the skills stage passes it
    as ``extract(occupations=)``, which reads a title only for the few ads holding a link its title could drop (a
    title match costs about as much as a tenth of an ad's skills; the lead's measure on 300 dev ads, 2026-12-07)."""

    def __init__(self, titles: Sequence[str | None], taxonomy: str | Taxonomy = DEFAULT_TAXONOMY, top_k: int = 3):
        self._titles, self._taxonomy, self._top_k = list(titles), taxonomy, top_k
        self._known: dict[int, list[dict[str, Any]]] = {}

    def __len__(self) -> int:
        return len(self._titles)

    def __getitem__(self, i):  # type: ignore[override]  # an int index only
        if i not in self._known:
            self._known[i] = title_candidates([self._titles[i]], self._taxonomy, self._top_k)[0]
        return self._known[i]
