"""Label index of one kind of taxonomy concept: exact-alias dict, fuzzy keys and label embeddings.

Label embeddings are computed once per (taxonomy, kind, model) and cached on disk as a raw ``.npy`` file
(read back with ``allow_pickle=False``) under ``$HRNORM_CACHE_DIR`` (default ``~/.cache/hrnorm``). The file
name carries a hash of the taxonomy's ids and labels and the encoder's model id, so a changed taxonomy or
model never reads a stale file. Files are written atomically (temporary file + ``os.replace``).
"""

from __future__ import annotations

import hashlib
import io
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from normalize.cache import building, cache_dir, read_cached, write_cached
from normalize.matching.taxonomy import Concept, Taxonomy, normalize_label

if TYPE_CHECKING:
    from normalize.matching.encoder import Encoder

__all__ = ["LabelIndex", "cache_dir", "get_index"]

log = logging.getLogger("normalize.matching")

# an English alternative label whose embedding is further than this from its preferred label's is no
# synonym to rely on (about the lowest tenth of ESCO's occupation labels; see LabelIndex.trusted)
ALIAS_MIN_RELIABILITY = 0.5


_PREPOSITIONS = frozenset(["for", "of", "in", "at"])  # an English label's head comes before them ("head of IT")
HEAD_MIN_LABELS = 5  # a word ending this many labels is an occupation head noun (LabelIndex.head_nouns)
# an alternative label that ends the preferred labels (the names) of this many other occupations is a generic
# role word, no synonym ("technician", filed under consumer electronics repair technician, ends 200 ESCO
# occupations' names; see LabelIndex.generic_aliases). 4, not 5 (titles6): "team leader", filed under zoo section
# leader, ends 4 names and answered every "Team Leader ..." title of the corpus at 1.00; the corpus diff of 4 against 5
# (150 non-test titles holding one of the aliases it adds) changed 20 answers, all right (16 team leaders withdrawn,
# "Auditor" accountant -> financial auditor)
GENERIC_ALIAS_MIN_HEADS = 4
# ... unless its embedding is at least this close to its preferred label's ("buyer" of purchaser 0.79, "technician"
# of consumer electronics repair technician 0.54, "planner" of land planner 0.73; set from a corpus diff, where 0.8
# also took 1.00 from "care worker" and "buyer", titles5 in benchmarks/results/titles_gold.md)
GENERIC_ALIAS_MIN_RELIABILITY = 0.75
# ESCO files "assistant manager" under management assistant and executive assistant, but "Assistant Manager - Sales"
# names a junior sales manager: 52 of the corpus's 57 non-test titles starting "Assistant Manager" were answered
# management assistant at 1.00, and all 30 read were a function's or a shop's junior manager (titles6). A label ending
# in one of these words names a manager, unless the word before it makes a role of it ("account manager", "case
# manager", as the seniority facet reads them), whatever seniority word precedes it (the facet reads "assistant
# manager" as no level, "paper mill senior manager" as senior)
MANAGER_WORDS = frozenset(["manager", "director"])
ROLE_MANAGER_WORDS = frozenset(["account", "accounts", "case"])


def _names_a_manager(label: str) -> bool:
    """True when ``label`` ends in a manager word not made a role by the word before it ("assistant manager", "paper
    mill senior manager"; not "key account manager")."""
    words = normalize_label(label).split()
    return bool(words) and words[-1] in MANAGER_WORDS and not (len(words) > 1 and words[-2] in ROLE_MANAGER_WORDS)


class LabelIndex:
    """The labels of one kind of concept (``occupation`` or ``skill``) of a taxonomy.

    Labels are stored grouped by concept (preferred label first), so per-concept maxima over label scores
    are one ``np.maximum.reduceat`` over ``starts``.
    """

    def __init__(self, taxonomy: Taxonomy, kind: str = "occupation") -> None:
        self.taxonomy = taxonomy
        self.kind = kind
        self.concepts: list[Concept] = list(taxonomy.concepts(kind))
        labels: list[str] = []
        keys: list[str] = []
        owner: list[int] = []
        starts: list[int] = []
        self.alias: dict[str, list[int]] = {}
        self.alias_labels: dict[tuple[str, int], list[int]] = {}  # (key, concept) -> its labels with that key
        for ci, concept in enumerate(self.concepts):
            starts.append(len(labels))
            for label in concept.labels:
                # each label normalized once (it was three times: ~0.4 CPU s of every process's start on ESCO)
                key = normalize_label(label)
                if key:
                    hits = self.alias.setdefault(key, [])
                    if ci not in hits:
                        hits.append(ci)
                    self.alias_labels.setdefault((key, ci), []).append(len(labels))
                labels.append(label)
                keys.append(key)
                owner.append(ci)
        self.labels = labels
        self.preferred_keys = [keys[i] for i in starts]  # a concept's preferred label comes first
        self.vocabulary = frozenset(w for key in keys for w in key.split())
        self._frequency: np.ndarray | None = None
        self.keys = keys
        self.sorted_keys = [" ".join(sorted(key.split())) for key in self.keys]
        self.owner = np.asarray(owner, dtype=np.int32)
        self.starts = np.asarray(starts, dtype=np.int64)
        self._embeddings: dict[str | tuple[str, str], np.ndarray] = {}
        self._managing: np.ndarray | None = None
        self._staff_managers: np.ndarray | None = None
        self._below_associate: np.ndarray | None = None
        self._professionals: np.ndarray | None = None
        self._advanced: list[tuple[int, np.ndarray]] | None = None
        self._groups: dict[str, list[str]] = {}
        self._heads: frozenset[str] | None = None
        self._roles: tuple[list[str | None], dict[str, np.ndarray]] | None = None
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.concepts)

    def lookup(self, text: str) -> list[int]:
        """Concept indices whose label equals ``text`` after ``normalize_label`` (the exact-alias step)."""
        return self.alias.get(normalize_label(text), [])

    def managing(self) -> np.ndarray:
        """Per concept: does its preferred label name a role that manages others (``title_facets.manages``)?"""
        if self._managing is None:
            from normalize.matching.title_facets import manages

            self._managing = np.array([manages(c.label) for c in self.concepts], dtype=bool)
        return self._managing

    def head_nouns(self) -> frozenset[str]:
        """Occupation head nouns: words that end at least ``HEAD_MIN_LABELS`` labels ("nurse", "engineer")."""
        if self._heads is None:
            from collections import Counter

            ends = Counter(key.rsplit(" ", 1)[-1] for key in self.keys if key)
            self._heads = frozenset(w for w, n in ends.items() if n >= HEAD_MIN_LABELS)
        return self._heads

    def generic_aliases(self) -> np.ndarray:
        """Per label: is it an alternative label that ends the preferred labels of at least
        ``GENERIC_ALIAS_MIN_HEADS`` other concepts ("technician", "supervisor", "driver": the role word of a whole
        family, filed under one arbitrary member)? Such a label is no exact alias unless it is close to its
        preferred label (``trusted``); its semantic similarity counts either way."""
        from collections import defaultdict

        ends: dict[str, set[int]] = defaultdict(set)
        for ci, key in enumerate(self.preferred_keys):
            words = key.split()
            for n in range(1, len(words)):
                ends[" ".join(words[-n:])].add(ci)
        out = np.zeros(len(self.labels), dtype=bool)
        for i, (key, ci) in enumerate(zip(self.keys, self.owner.tolist(), strict=True)):
            others = ends.get(key)
            out[i] = others is not None and len(others - {ci}) >= GENERIC_ALIAS_MIN_HEADS
        out[self.starts] = False
        return out

    def role_modifiers(self) -> tuple[list[str | None], dict[str, np.ndarray]]:
        """Per concept, the head of its preferred label (the last word before "for", "of", "in" or "at", when it is
        an occupation head noun: "assistant" of "nurse assistant", "responsible" of "nurse responsible for general
        care" is none); and per head noun, the concepts whose preferred label has it right before that head
        ("nurse" -> nurse assistant, advanced nurse practitioner)."""
        if self._roles is None:
            nouns = self.head_nouns()
            heads: list[str | None] = []
            before: dict[str, list[int]] = {}
            for ci, key in enumerate(self.preferred_keys):
                words = key.split()
                for i, w in enumerate(words):
                    if w in _PREPOSITIONS and i > 0:
                        words = words[:i]
                        break
                head = words[-1] if len(words) > 1 and words[-1] in nouns else None
                heads.append(head)
                if head is not None and words[-2] in nouns:
                    before.setdefault(words[-2], []).append(ci)
            # only a word that itself names an occupation (ends a preferred label: "nurse", "assistant") is a role;
            # "service", "education", "operations" end titles that name a field
            named = {key.rsplit(" ", 1)[-1] for key in self.preferred_keys if key}
            self._roles = (heads, {w: np.asarray(c, dtype=np.int64) for w, c in before.items() if w in named})
        return self._roles

    def skill_level_below_associate(self) -> np.ndarray:
        """Per concept: is it filed in an ISCO-08 major group of clerks, service, trade, operator or elementary work
        (4-9; False where the taxonomy gives no ISCO code)?"""
        if self._below_associate is None:
            self._below_associate = np.array(
                [bool(c.isco08) and str(c.isco08)[:1] in "456789" for c in self.concepts], dtype=bool)
        return self._below_associate

    def professionals(self) -> np.ndarray:
        """Per concept: is it filed in ISCO-08 major group 2, the professionals, under a preferred label that names no
        technician or mechanic (ESCO files after-sales service technician there)? False where the taxonomy gives no
        ISCO code."""
        if self._professionals is None:
            trades = {"technician", "mechanic"}
            self._professionals = np.array(
                [str(c.isco08 or "")[:1] == "2" and trades.isdisjoint(c.label.lower().split()) for c in self.concepts],
                dtype=bool)
        return self._professionals

    def advanced_peers(self) -> list[tuple[int, np.ndarray]]:
        """Each concept whose preferred label names an advanced grade ("advanced nurse practitioner"), with the other
        concepts of its ISCO-08 unit group that name none (empty where it has no group or no such peer)."""
        if self._advanced is None:
            groups = self.isco_groups(4)
            adv = ["advanced" in c.label.lower().split() for c in self.concepts]
            self._advanced = []
            for a in np.flatnonzero(adv):
                peers = [i for i, g in enumerate(groups) if g and g == groups[a] and not adv[i]]
                if peers:
                    self._advanced.append((int(a), np.array(peers)))
        return self._advanced

    def isco_groups(self, digits: int = 3) -> list[str]:
        """Per concept: its ISCO-08 group of ``digits`` digits (3: the minor group), "" where the taxonomy gives none."""
        key = f"isco{digits}"
        if key not in self._groups:
            self._groups[key] = [str(c.isco08)[:digits] if c.isco08 else "" for c in self.concepts]
        return self._groups[key]

    def staff_named_managers(self) -> np.ndarray:
        """Per label: an alternative label that names a manager (``_names_a_manager``) on an occupation that manages no
        one ("assistant manager" of management assistant). No exact alias, no fuzzy key (``trusted``) and no semantic
        neighbour (``rank_concepts``): kept in the semantic maximum, "Assistant Manager - Sales" still met it at cosine
        1.0. Only this way round: "senior X manager" of X manager keeps its standing."""
        if self._staff_managers is None:
            from normalize.matching.title_facets import manages

            # (a label the facet reads as a manager is already no alias of a staff occupation: ``trusted``)
            names = np.array([_names_a_manager(label) and not manages(label) for label in self.labels], dtype=bool)
            names[self.starts] = False
            self._staff_managers = names & ~self.managing()[self.owner]
        return self._staff_managers

    def trusted(self, encoder: Encoder | None) -> np.ndarray:
        """Per label: may it stand for its concept? Preferred labels always; an alternative label only when
        it names the same level as the preferred one (ESCO files "security officer" under security manager)
        and, for an English-only taxonomy with an encoder at hand, when its embedding's cosine with the
        preferred label's is at least ``ALIAS_MIN_RELIABILITY`` (ESCO's "AI engineer" on the animal
        artificial insemination technician: 0.25). An untrusted label is no exact alias and no fuzzy key;
        its semantic similarity still counts, blended with the preferred label's (dropping it there too
        cost JobBERT dev MRR: 0.292 -> 0.279 on the first 2,500 titles). A generic role word
        (``generic_aliases``) is trusted only when its cosine is at least ``GENERIC_ALIAS_MIN_RELIABILITY``."""
        model = getattr(encoder, "model_id", None) if encoder is not None else None
        key = ("trusted", model or "")
        with self._lock:
            cached = self._embeddings.get(key)
        if cached is not None:
            return cached
        from normalize.matching.title_facets import manages

        managing = self.managing()
        label_manages = np.array([manages(label) for label in self.labels], dtype=bool)
        trusted = label_manages == managing[self.owner]
        trusted &= ~self.staff_named_managers()
        generic = self.generic_aliases()
        if encoder is not None and self.taxonomy.languages == ("en",):
            emb = self.embeddings(encoder)
            reliability = np.einsum("ij,ij->i", emb, emb[self.starts[self.owner]])
            trusted &= reliability >= ALIAS_MIN_RELIABILITY
            generic &= reliability < GENERIC_ALIAS_MIN_RELIABILITY
        trusted &= ~generic
        trusted[self.starts] = True
        with self._lock:
            self._embeddings[key] = trusted
        return trusted

    def exact_hits(self, text: str, trusted: np.ndarray | None = None) -> list[int]:
        """``lookup`` restricted to labels in ``trusted`` (all when None)."""
        hits = self.lookup(text)
        if trusted is None or not hits:
            return hits
        key = normalize_label(text)
        return [ci for ci in hits if any(trusted[i] for i in self.alias_labels[(key, ci)])]

    def frequency(self, ci: int) -> float:
        """How common the concept's preferred label is in English (wordfreq Zipf value, 0 when unknown);
        orders concepts that tie on score ("accountant" before "accounting technician")."""
        if self._frequency is None:
            with self._lock:
                if self._frequency is None:
                    self._frequency = self._label_frequencies()
        return float(self._frequency[ci])

    def _label_frequencies(self) -> np.ndarray:
        """Zipf values of all preferred labels, cached on disk next to the embeddings (loading wordfreq's
        English table costs more than a short run's whole start-up)."""
        path = cache_dir() / f"label-frequency-{self.kind}-{self.taxonomy.fingerprint(self.kind)[:24]}.npy"
        cached = _read_cache(path, len(self.concepts), None)
        if cached is not None:
            return cached
        from wordfreq import zipf_frequency

        with building(f"word frequencies of {len(self.concepts):,} {self.taxonomy.name} {self.kind} labels"):
            values = np.array([zipf_frequency(c.label, "en") for c in self.concepts], dtype=np.float32)
        _write_cache(path, values)
        return values

    def order_ties(self, queries: tuple[str, ...], cands: list[tuple[int, float]]) -> list[tuple[int, float]]:
        """``cands`` best first by score (to 4 decimals, as users see it); ties go to the concept whose
        preferred label is one of ``queries`` (the raw or the cleaned title), then to the more common
        preferred label."""
        if len(cands) < 2:
            return list(cands)
        rounded = [round(s, 4) for _, s in cands]
        order = sorted(range(len(cands)), key=lambda i: -rounded[i])  # stable
        out = [cands[i] for i in order]
        keys: set[str] | None = None
        start = 0
        while start < len(out):  # only runs of equal scores need the slower tie key
            end = start + 1
            while end < len(out) and rounded[order[end]] == rounded[order[start]]:
                end += 1
            if end - start > 1:
                if keys is None:
                    keys = {normalize_label(q) for q in queries if q}
                out[start:end] = sorted(
                    out[start:end], key=lambda p: (self.preferred_keys[p[0]] not in keys, -self.frequency(p[0]))
                )
            start = end
        return out

    def cache_path(self, encoder: Encoder, subset: str = "") -> Path:
        """The embedding cache file of these labels (``subset="preferred"``: of the preferred labels only)."""
        fp = self.taxonomy.fingerprint(self.kind)
        model = getattr(encoder, "model_id", "model")
        key = hashlib.sha256(f"{fp}|{model}|{encoder.dim}".encode()).hexdigest()[:24]
        return cache_dir() / f"labels-{self.kind}{'-' + subset if subset else ''}-{key}.npy"

    def embeddings(self, encoder: Encoder) -> np.ndarray:
        """``(n_labels, dim)`` float32 label embeddings; from the disk cache when present, else encoded
        (labels in batches) and written to the cache atomically."""
        model = getattr(encoder, "model_id", "model")
        with self._lock:
            cached = self._embeddings.get(model)
            if cached is not None:
                return cached
            return self._cached_encoding(encoder, model, "", self.labels, "")

    def _encode_labels(self, encoder: Encoder, labels: list[str] | None = None, what: str = "",
                       piece: int = 2048) -> np.ndarray:
        """``labels`` (default: every label) encoded in pieces, with progress on stderr (the first ESCO run
        encodes ~130,000)."""
        labels = self.labels if labels is None else labels
        n = len(labels)
        what = what or f"the {self.taxonomy.name} {self.kind} index ({n:,} labels to encode)"
        with building(what, n, "labels") as advance:
            parts = []
            for start in range(0, n, piece):
                parts.append(np.asarray(encoder.encode(labels[start : start + piece]), dtype=np.float32))
                advance(len(parts[-1]))
        return np.ascontiguousarray(np.concatenate(parts) if parts else np.zeros((0, encoder.dim), np.float32))

    def preferred_embeddings(self, encoder: Encoder) -> np.ndarray:
        """``(n_concepts, dim)`` embeddings of the preferred labels only: rows ``starts`` of
        :meth:`embeddings` when those are at hand (memory or disk cache), else only these labels are encoded
        and cached on their own (ESCO's skills: 13,896 preferred labels instead of 99,120 labels with the alternative ones)."""
        model = getattr(encoder, "model_id", "model")
        key = ("preferred", model)
        with self._lock:
            cached = self._embeddings.get(key)
            if cached is not None:
                return cached
            full = self._embeddings.get(model)
            if full is None:
                full = _read_cache(self.cache_path(encoder), len(self.labels), encoder.dim)
            if full is not None:
                self._embeddings[key] = np.ascontiguousarray(full[self.starts])
                return self._embeddings[key]
            labels = [self.labels[i] for i in self.starts.tolist()]
            what = f"the {self.taxonomy.name} {self.kind} index ({len(labels):,} preferred labels to encode)"
            return self._cached_encoding(encoder, key, "preferred", labels, what)

    def description_embeddings(self, encoder: Encoder) -> np.ndarray | None:
        """``(n_concepts, dim)`` embeddings of "preferred label: description" per concept (the label alone
        where the taxonomy has no description for it), cached like the labels; None when the taxonomy has no
        descriptions at all."""
        descriptions = self.taxonomy.descriptions
        if not descriptions:
            return None
        model = getattr(encoder, "model_id", "model")
        key = ("descriptions", model)
        with self._lock:
            cached = self._embeddings.get(key)
            if cached is not None:
                return cached
            texts = [f"{c.label}: {descriptions[c.id]}" if descriptions.get(c.id) else c.label for c in self.concepts]
            digest = hashlib.sha256("\x1e".join(texts).encode()).hexdigest()[:12]
            what = f"the {self.taxonomy.name} {self.kind} descriptions ({len(texts):,} to encode)"
            return self._cached_encoding(encoder, key, f"descriptions-{digest}", texts, what)

    def _cached_encoding(self, encoder: Encoder, key: str | tuple[str, str], suffix: str, texts: list[str],
                         what: str) -> np.ndarray:
        """One row per text: read from the disk cache ``suffix`` ("": the cache of every label), else encoded
        and written there; kept in memory under ``key`` (the caller holds the lock)."""
        path = self.cache_path(encoder, suffix)
        matrix = _read_cache(path, len(texts), encoder.dim)
        if matrix is None:
            matrix = self._encode_labels(encoder, texts, what)
            _write_cache(path, matrix)
        self._embeddings[key] = matrix
        return matrix


def _read_cache(path: Path, rows: int, dim: int | None) -> np.ndarray | None:
    """The cached matrix if the file matches its digest and shape (else it is rebuilt by the caller)."""
    data = read_cached(path)
    if data is None:
        return None
    try:
        matrix = np.load(io.BytesIO(data), allow_pickle=False)
    except (OSError, ValueError) as exc:
        log.warning("ignoring unreadable embedding cache %s: %s", path, exc)
        return None
    if matrix.dtype != np.float32 or matrix.shape != ((rows, dim) if dim is not None else (rows,)):
        log.warning("ignoring embedding cache %s with shape %s (expected %s)", path, matrix.shape, (rows, dim))
        return None
    return matrix


def _write_cache(path: Path, matrix: np.ndarray) -> None:
    buffer = io.BytesIO()
    np.save(buffer, matrix, allow_pickle=False)
    write_cached(path, buffer.getvalue())  # a read-only home only costs the re-encoding next run


_INDEXES: dict[tuple[int, str], LabelIndex] = {}
_INDEX_LOCK = threading.Lock()


def get_index(taxonomy: Taxonomy, kind: str = "occupation") -> LabelIndex:
    """A process-wide ``LabelIndex`` per (taxonomy object, kind)."""
    key = (id(taxonomy), kind)
    with _INDEX_LOCK:
        index = _INDEXES.get(key)
        if index is None or index.taxonomy is not taxonomy:
            if len(_INDEXES) >= 16:
                _INDEXES.pop(next(iter(_INDEXES)))
            index = _INDEXES[key] = LabelIndex(taxonomy, kind)
        return index
