"""The skill-link gate: P(a candidate skill link is acceptable) from cheap features of the link and its ad.

Skill extraction finds candidate links (a label found verbatim, or a phrase whose cosine with a skill's
label reaches a floor) and, where the taxonomy has a gate (the shipped ESCO, by skill fingerprint), keeps a
candidate when the gate's probability reaches its threshold; scores are then that probability, and links
are ordered and capped by it. The gate is a logistic model over features that exist at extraction time
(:data:`FEATURES`): the link's raw score and kind (verbatim or by meaning), the label's measured fit in real
ads (``models/skill_label_fit.py``), how common the words are (wordfreq Zipf), the mention's length and case,
the section it sits in (the last heading-like cue before it), company voice and negation nearby, its place
in the ad and how many candidates the ad has. Weights: ``normalize/data/skills/link_gate.json`` (checksum
verified), fitted on judged dev links by ``models/skill_link_gate.py`` (card ``models/cards/skill_link_gate.md``).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from normalize.matching.link_context import label_verbs, loose_span
from normalize.matching.phrases import STEM, english_zipf
from normalize.matching.taxonomy import normalize_label

if TYPE_CHECKING:
    from normalize.matching.index import LabelIndex

__all__ = ["LinkGate", "Prior", "gate_for", "link_features", "FEATURES", "GATE_FILE"]

GATE_FILE = Path(__file__).resolve().parents[1] / "data" / "skills" / "link_gate.json"
MIN_FIT_OCCURRENCES = 3  # as skills.MIN_FIT_OCCURRENCES: fewer measured uses say nothing about a label

FEATURES = (
    "semantic_cosine",  # the phrase's cosine with the label (0 for a label found verbatim)
    "exact",  # a label found verbatim
    "exact_fit",  # its measured share of uses in the skill's sense (0 when unmeasured or semantic)
    "exact_unmeasured",  # verbatim, with too few measured uses
    "alternative_label",  # verbatim, and not the skill's preferred label
    "zipf",  # wordfreq Zipf frequency of the mention's words (English), / 8
    "words",  # words in the mention, at most 4
    "capitalised",  # the mention holds a capital letter
    "section_requirements",  # the last section cue before it speaks of the job (requirements, duties)
    "section_other",  # ... of the company, benefits or the application
    "company_voice",  # its sentence speaks as the company ("we", "our")
    "negation_near",  # a negation word in the 60 characters before it
    "position",  # where in the ad it starts (0..1)
    "links",  # log(1 + candidates of the ad)
    "label_overlap",  # Dice share of word stems the mention and the skill's preferred label have in common
    "label_words",  # words of the preferred label, at most 6
    "background",  # the skill's mean rank score over job-ad sentences in general (skills.skill_background)
    "bullet_line",  # the mention's line starts with a bullet, dash or number
    "short_line",  # the mention's line is short (a heading or a one-item line)
    "strong",  # a cosine of 0.8 or more, or a label found verbatim whose measured fit (if any) is 0.8 or more
    "asked_cue",  # its sentence asks for something before it ("experience with", "knowledge of", "ability to")
    "offer_cue",  # its sentence offers something (benefits, perks, "we provide")
    "repeats",  # log of how often the mention's words occur in the ad
    "cosine_high",  # a cosine of 0.85 or more
    "cosine_low",  # a cosine under 0.75
    "exact_zipf",  # exact x zipf: a common word found verbatim
    "window_rank",  # found by meaning: log(1 + skills closer than its own to the mention and 4 tokens each side)
    "bridged",  # a bridge word (and, to, of, ...) inside the mention
    "dangling",  # the mention ends in a bridge word and a label-heading verb: "projects and manage"
    "concept_prior",  # log-odds that a candidate link to this skill was acceptable in the judged dev ads
)
# how a link was found, read by the prior of a skill the record lacks (Prior.link_weights)
PRIOR_LINK_FEATURES = ("semantic_cosine", "exact", "alternative_label", "cosine_high", "cosine_low")
_PRIOR_COLUMNS = tuple(FEATURES.index(name) for name in PRIOR_LINK_FEATURES)
PRIOR_SMOOTH = 2.0  # pseudo-links at the prior rate (a never-judged skill's) added to each skill's judged record
_ASKED = re.compile(
    r"\b(?:experience[ds]?|knowledge|skills?|ability|able to|proficien\w*|familiar\w*|understanding|expertise|"
    r"required|require[sd]?|must|responsible for|background in|degree|certifi\w*|years|will|you)\b")
_OFFER = re.compile(
    r"\b(?:offer\w*|benefits?|perks?|discounts?|insurance|paid|bonus\w*|free|allowance|pension|retirement|"
    r"wellness|leave|we provide|package|enjoy|vacation|holidays?)\b")
_WORD = re.compile(r"\w+")
_BULLET = re.compile(r"[ \t]*(?:[-*•·▪️✅–]|\d+[.)])")

_REQUIREMENT_CUES = re.compile(
    r"\b(?:requirements?|qualifications?|responsibilit\w*|duties|what you(?:'ll| will)? (?:do|bring|need)|"
    r"about you|your profile|skills|experience|essential|desirable|key tasks|the role|your role|tasks|you will|"
    r"must have|aufgaben|profil|anforderungen|missions?|requisitos|funciones|taken|vereisten|wat je)\b",

)
_OTHER_CUES = re.compile(
    r"\b(?:about us|who we are|about the company|our company|benefits|we offer|what we offer|perks|why join|"
    r"why work|compensation|salary|equal opportunit\w*|how to apply|apply now|wir bieten|über uns|"
    r"nous offrons|avantages|ofrecemos|beneficios|wij bieden)\b",
)
_COMPANY = re.compile(r"\b(?:we|our|us)\b")
_NEGATION = re.compile(r"\b(?:not|no|never|without|nor)\b|n't\b")
_SENTENCE_BREAK = re.compile(r"[.!?;\n•]")


@dataclass(frozen=True)
class LinkGate:
    """A fitted gate: standardisation, logistic weights, the keep threshold and the candidate floors it was
    fitted at (``SkillConfig.min_score`` / ``min_label_fit`` stand in for them while the gate is on)."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    threshold: float
    min_score: float
    min_label_fit: float
    prior: Prior

    def probability(self, features: np.ndarray) -> np.ndarray:
        """P(acceptable) per row of ``features`` (columns :data:`FEATURES`)."""
        z = (features - np.asarray(self.mean)) / np.asarray(self.scale)
        return 1.0 / (1.0 + np.exp(-(z @ np.asarray(self.weights) + self.bias)))

    def keep(self, text: str, found: dict[int, tuple[float, int, int]], index: LabelIndex,
             fit: dict[str, list[float]], background: np.ndarray | None,
             aliases: frozenset[tuple[str, int]] = frozenset(), window: WindowRanks | None = None,
             ) -> dict[int, tuple[float, int, int]]:
        """The candidates of one text (concept -> (raw score, start, end)) whose probability reaches the
        threshold, each with that probability as its score; see :meth:`keep_all`."""
        return self.keep_all([text], [found], index, fit, background, aliases, window)[0]

    def keep_all(self, texts: list[str], founds: list[dict[int, tuple[float, int, int]]], index: LabelIndex,
                 fit: dict[str, list[float]], background: np.ndarray | None,
                 aliases: frozenset[tuple[str, int]] = frozenset(), window: WindowRanks | None = None,
                 ) -> list[dict[int, tuple[float, int, int]]]:
        """:meth:`keep` per text. ``aliases``: see :func:`link_features`; ``window``: the window ranks of links
        ``(texts, [[(concept, start, end)]]) -> [array]`` (``link_context.window_ranks`` with the extractor's
        encoder), asked, in one call for all texts, only for the links found by meaning that its best value
        could still keep (the others go whatever it says); None: every link read at that best value."""
        items = [list(found.items()) for found in founds]
        feats = [link_features(text, [(ci, *v) for ci, v in these], index, fit, background, self.prior, aliases)
                 if these else np.zeros((0, len(FEATURES))) for text, these in zip(texts, items, strict=True)]
        col = FEATURES.index("window_rank")
        # the window rank's best value for a link (0, no skill closer, while its weight is negative)
        best = 0.0 if self.weights[col] <= 0 else math.log1p(len(index))
        probs = []
        asked: list[list[int]] = []
        for x in feats:
            by_meaning = x[:, FEATURES.index("exact")] == 0  # a label found verbatim keeps its 0, as when fitted
            x[by_meaning, col] = best
            p = self.probability(x)
            probs.append(p)
            asked.append(np.flatnonzero(by_meaning & (p >= self.threshold)).tolist())
        if window is not None and any(asked):
            ranks = window(texts, [[(these[r][0], these[r][1][1], these[r][1][2]) for r in rows]
                                   for these, rows in zip(items, asked, strict=True)])
            for d, (rows, values) in enumerate(zip(asked, ranks, strict=True)):
                if rows:
                    feats[d][rows, col] = values
                    probs[d][rows] = self.probability(feats[d][rows])
        return [{ci: (float(p), s, e) for (ci, (_, s, e)), p in zip(these, ps, strict=True) if p >= self.threshold}
                for these, ps in zip(items, probs, strict=True)]


WindowRanks = Callable[[list[str], list[list[tuple[int, int, int]]]], list[np.ndarray]]


@dataclass(frozen=True)
class Prior:
    """Judged record per skill id (``[acceptable, judged]`` candidate links) and what a link to a skill is worth before
    any of its links is judged: ``rate``, or, where ``by_concept`` has the skill (per concept, the taxonomy's order),
    the logistic rate ``by_concept[concept] + link_weights . (the link's PRIOR_LINK_FEATURES)``
    (``models/skill_prior.py``: from what ESCO says of the skill and how the link was found)."""

    rate: float
    records: dict[str, tuple[int, int]]
    by_concept: tuple[float, ...] = ()
    link_weights: tuple[float, ...] = ()

    def logit(self, skill_id: str, concept: int = -1, link: np.ndarray | None = None) -> float:
        """The skill's log-odds of acceptable: its judged record smoothed towards its own rate for this link
        (``link``: the link's feature row, :data:`FEATURES`), or towards ``rate``."""
        good, n = self.records.get(skill_id, (0, 0))
        rate = self.rate
        if 0 <= concept < len(self.by_concept) and link is not None:
            z = self.by_concept[concept] + sum(w * link[c] for w, c in zip(self.link_weights, _PRIOR_COLUMNS, strict=True))
            rate = 1.0 / (1.0 + math.exp(-z))
        p = (good + PRIOR_SMOOTH * rate) / (n + PRIOR_SMOOTH)
        return math.log(p / (1.0 - p))


def link_features(text: str, links: list[tuple[int, float, int, int]], index: LabelIndex,
                  fit: dict[str, list[float]], background: np.ndarray | None, prior: Prior,
                  aliases: frozenset[tuple[str, int]] = frozenset(), window: np.ndarray | None = None,
                  ) -> np.ndarray:
    """``(len(links), len(FEATURES))`` for the candidate links ``(concept, raw score, start, end)`` of one
    text; ``fit``: label key -> ``[occurrences, fit rate]`` (``skills.label_fit``); ``background``: per
    skill its mean score on job-ad sentences (``skills.skill_background``) or None; ``prior``: the skills'
    judged records; ``aliases``: (label key, concept) of names the extractor matches as alternative labels
    (``skill_aliases.py``), read as such; ``window``: per link its window rank (``link_context.window_ranks``;
    0 for a label found verbatim whatever is given; None: 0 for every link)."""
    lowered = text.lower()  # the cue patterns are lower case: searched without IGNORECASE, ~3x faster
    if len(lowered) != len(text):  # a few characters lower-case to two ("İ"): offsets must hold
        lowered = "".join(ch.lower()[0] for ch in text)
    requirement = [m.start() for m in _REQUIREMENT_CUES.finditer(lowered)]
    other = [m.start() for m in _OTHER_CUES.finditer(lowered)]
    size = math.log1p(len(links))
    breaks = [m.start() for m in _SENTENCE_BREAK.finditer(text)]
    verbs = label_verbs(index)
    out = np.zeros((len(links), len(FEATURES)), dtype=np.float64)
    for row, (ci, raw, start, end) in enumerate(links):
        mention = text[start:end]
        key = normalize_label(mention)
        exact = (key, ci) in index.alias_labels or (key, ci) in aliases
        stat = fit.get(key) if exact else None
        measured = stat is not None and stat[0] >= MIN_FIT_OCCURRENCES
        last_requirement = _last_before(requirement, start)
        last_other = _last_before(other, start)
        i = bisect_left(breaks, start)
        lo = breaks[i - 1] + 1 if i else 0
        j = bisect_left(breaks, end)
        sentence = lowered[lo : breaks[j] if j < len(breaks) else len(text)]
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line = text[line_start : len(text) if line_end < 0 else line_end]
        mention_stems = {w[:STEM] for w in _WORD.findall(key)}
        label_stems = {w[:STEM] for w in _WORD.findall(index.preferred_keys[ci])}
        overlap = 2 * len(mention_stems & label_stems) / max(len(mention_stems) + len(label_stems), 1)
        bridged, dangling = (0.0, 0.0) if exact else loose_span(mention, verbs)
        out[row] = (
            0.0 if exact else raw,
            float(exact),
            float(stat[1]) if measured else 0.0,
            float(exact and not measured),
            float(exact and key != index.preferred_keys[ci]),
            english_zipf(key) / 8.0,
            min(len(key.split()), 4),
            float(mention != mention.lower()),
            float(last_requirement > last_other),
            float(last_other > last_requirement),
            float(_COMPANY.search(sentence) is not None),
            float(_NEGATION.search(lowered, max(0, start - 60), start) is not None),
            start / max(len(text), 1),
            size,
            overlap,
            min(len(label_stems), 6),
            0.0 if background is None else float(background[ci]),
            float(_BULLET.match(line) is not None),
            float(len(line.split()) <= 6),
            float(raw >= 0.8 and (not exact or not measured or stat[1] >= 0.8)),
            float(_ASKED.search(lowered, lo, start) is not None),
            float(_OFFER.search(sentence) is not None),
            math.log(max(lowered.count(mention.lower()), 1)),
            float(not exact and raw >= 0.85),
            float(not exact and raw < 0.75),
            float(exact) * english_zipf(key) / 8.0,
            0.0 if exact or window is None else float(window[row]),
            bridged,
            dangling,
            0.0,
        )
        out[row, -1] = prior.logit(index.concepts[ci].id, ci, out[row])
    return out


def _last_before(positions: list[int], start: int) -> int:
    """The last cue position before ``start``, or -1."""
    i = bisect_left(positions, start)
    return positions[i - 1] if i else -1


@lru_cache(maxsize=2)
def gate_for(skill_fingerprint: str) -> LinkGate | None:
    """The bundled gate (checksum verified) if it was fitted on the taxonomy whose skills have this
    fingerprint, else None."""
    from normalize.artifacts import verified_for_skills

    payload = verified_for_skills(GATE_FILE, skill_fingerprint)
    if payload is None or tuple(payload.get("features", ())) != FEATURES:
        return None
    gate = {k: tuple(v) if isinstance(v, list) else v for k, v in payload["gate"].items()}
    prior = payload["prior"]
    records = {skill: (int(good), int(n)) for skill, (good, n) in prior["records"].items()}
    by_concept = tuple(prior.get("skill_logits", ()))  # the taxonomy's order
    return LinkGate(**gate, prior=Prior(float(prior["rate"]), records, by_concept, tuple(prior.get("link_weights", ()))))
