"""Taxonomies of occupations and skills, loaded into one in-memory model.

``load_taxonomy(spec)`` understands five kinds of spec:

- ``esco`` (default): ESCO v1.1.1 English, shipped in compact form in ``normalize/data/taxonomy/esco/``
  (built by ``models/esco_build.py`` from the official release; checksummed); it has the same concepts,
  labels and order as ``esco:DIR`` on that release, hence the same fingerprint;
- ``builtin``: the small hand-written starter taxonomy bundled in ``normalize/data/taxonomy/``
  (``builtin_occupations.csv``: id,label,alt_labels,isco08,skills; ``builtin_skills.csv``: id,label,alt_labels);
- ``esco:DIR``: an official ESCO CSV release folder (``occupations_en.csv``, ``skills_en.csv``,
  ``occupationSkillRelations*.csv``);
- ``onet:DIR``: the O*NET text release (``Occupation Data.txt``, ``Alternate Titles.txt``, optionally
  ``Sample of Reported Titles.txt`` and ``Technology Skills.txt``);
- ``csv:FILE``: the user's own taxonomy, columns ``id,label`` and optionally ``alt_labels`` (separated by
  ``|`` or newlines), ``kind`` (occupation/skill, default occupation), ``code`` (any occupation code the user keeps; ``isco08``
  is read when there is no ``code`` column) and ``skills``.

Every occupation carries a ``code``: the ISCO-08 unit group for ESCO and builtin, the O*NET-SOC code for
O*NET, the user's ``code`` (or ``isco08``) column for csv.

Loading is done with polars and cached in-process (keyed by the resolved path and file modification times),
so a long-running process pays for a taxonomy once.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import polars as pl

from normalize.matching.config import DEFAULT_TAXONOMY

__all__ = ["Concept", "Taxonomy", "TaxonomyError", "load_taxonomy", "normalize_label", "BUILTIN_DIR", "ESCO_FILE",
           "DEFAULT_TAXONOMY"]

BUILTIN_DIR = Path(__file__).resolve().parents[1] / "data" / "taxonomy"
ESCO_FILE = BUILTIN_DIR / "esco" / "esco-v1.1.1-en.json.gz"
ESCO_PREFIX = {"occupation": "http://data.europa.eu/esco/occupation/", "skill": "http://data.europa.eu/esco/skill/"}

OCCUPATION = "occupation"
SKILL = "skill"
_KINDS = (OCCUPATION, SKILL)


class TaxonomyError(ValueError):
    """A taxonomy spec that cannot be loaded (unknown scheme, missing folder, file or column)."""


@dataclass(frozen=True)
class Concept:
    """One taxonomy concept: an occupation or a skill."""

    id: str
    label: str
    alt_labels: tuple[str, ...] = ()
    kind: str = OCCUPATION
    isco08: str | None = None
    code: str | None = None  # occupation code shown to users: ISCO-08 (ESCO, builtin), O*NET-SOC, or csv's

    @property
    def labels(self) -> tuple[str, ...]:
        """Preferred label first, then the distinct alternative labels."""
        seen = {self.label}
        out = [self.label]
        for alt in self.alt_labels:
            if alt not in seen:
                seen.add(alt)
                out.append(alt)
        return tuple(out)


@dataclass
class Taxonomy:
    """Occupations, skills and occupation→skill relations of one taxonomy.

    ``relations`` maps an occupation id to ``(skill id, relation type)`` pairs (``essential``/``optional``,
    or ``related`` where the source does not say).
    """

    name: str
    occupations: list[Concept] = field(default_factory=list)
    skills: list[Concept] = field(default_factory=list)
    relations: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    # ISO 639-1 codes of the languages its labels are written in (None: unknown, e.g. a user's csv)
    languages: tuple[str, ...] | None = None
    # concept id -> description, and ISCO-08 group code -> label (the shipped ESCO carries both)
    descriptions: dict[str, str] = field(default_factory=dict)
    isco_groups: dict[str, str] = field(default_factory=dict)
    # skill id -> ESCO's reuse level (transversal, cross-sector, sector-specific, occupation-specific), where known
    reuse_levels: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._by_id: dict[str, Concept] = {}
        for concept in (*self.occupations, *self.skills):
            self._by_id.setdefault(concept.id, concept)
        self._fingerprints: dict[str, str] = {}

    def concepts(self, kind: str = OCCUPATION) -> list[Concept]:
        """The concepts of one kind (``occupation`` or ``skill``)."""
        if kind not in _KINDS:
            raise ValueError(f"kind must be one of {_KINDS}, got {kind!r}")
        return self.occupations if kind == OCCUPATION else self.skills

    def get(self, concept_id: str) -> Concept | None:
        return self._by_id.get(concept_id)

    def skills_of(self, occupation_id: str, essential_only: bool = False) -> list[str]:
        """Ids of the skills related to an occupation."""
        pairs = self.relations.get(occupation_id, [])
        return [s for s, rel in pairs if not essential_only or rel == "essential"]

    def fingerprint(self, kind: str = OCCUPATION) -> str:
        """sha256 of the ids and labels of one kind of concept, in order (keys on-disk embedding caches)."""
        if kind not in self._fingerprints:
            h = hashlib.sha256()
            for concept in self.concepts(kind):
                h.update(concept.id.encode())
                for label in concept.labels:
                    h.update(b"\x1f" + label.encode())
                h.update(b"\x1e")
            self._fingerprints[kind] = h.hexdigest()
        return self._fingerprints[kind]

    def __repr__(self) -> str:
        return (
            f"Taxonomy({self.name!r}, occupations={len(self.occupations)}, skills={len(self.skills)}, "
            f"relations={sum(len(v) for v in self.relations.values())})"
        )


# --------------------------------------------------------------------------------------------------------
# label normalization (shared by the exact-alias lookup of the retrieval cascade)

_NON_WORD = re.compile(r"[^\w+#]+")  # keep + and # (c++, c#) - one character class, linear time


def normalize_label(text: str) -> str:
    """Casefold, NFKC, strip accents-free punctuation and collapse whitespace: the exact-alias key."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(_NON_WORD.sub(" ", text).split())


# --------------------------------------------------------------------------------------------------------
# loading

_CACHE: dict[tuple, Taxonomy] = {}
_LOCK = threading.Lock()


def load_taxonomy(spec: str | Taxonomy = DEFAULT_TAXONOMY) -> Taxonomy:
    """Load a taxonomy from a spec (``esco``, ``builtin``, ``esco:DIR``, ``onet:DIR``, ``csv:FILE``); cached
    in-process.

    Raises ``TaxonomyError`` with a clear message for an unknown scheme or a missing folder, file or column.
    """
    if isinstance(spec, Taxonomy):
        return spec
    spec = (spec or DEFAULT_TAXONOMY).strip()
    scheme, target, paths, loader = locate_taxonomy(spec)
    key = (scheme, str(target), tuple((str(p), _mtime(p)) for p in paths))
    with _LOCK:
        cached = _CACHE.get(key)
    if cached is not None:
        return cached
    taxonomy = loader(target)
    taxonomy.name = spec if spec.partition(":")[2] else scheme
    with _LOCK:
        if len(_CACHE) >= 8:  # bounded: a process rarely needs more than a couple of taxonomies
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = taxonomy
    return taxonomy


def locate_taxonomy(spec: str) -> tuple[str, Path, list[Path], Callable[[Path], Taxonomy]]:
    """(scheme, folder or file, its files, loader) of a taxonomy spec, without reading it: a spec whose
    scheme is unknown or whose folder or file does not exist raises ``TaxonomyError`` (stages check their
    spec with it when they are built, before any row is read)."""
    spec = (spec or DEFAULT_TAXONOMY).strip()
    scheme, _, arg = spec.partition(":")
    scheme = scheme.lower()
    if scheme == "esco" and ":" not in spec:
        paths = [ESCO_FILE]
        loader = _load_esco_shipped
        target = ESCO_FILE
    elif scheme == "builtin" and not arg:
        paths = [BUILTIN_DIR / "builtin_occupations.csv", BUILTIN_DIR / "builtin_skills.csv"]
        loader = _load_builtin
        target = BUILTIN_DIR
    elif scheme in ("esco", "onet"):
        if not arg:
            raise TaxonomyError(f"taxonomy spec {spec!r}: expected {scheme}:DIR")
        target = Path(arg).expanduser().resolve()
        if not target.is_dir():
            raise TaxonomyError(f"taxonomy spec {spec!r}: folder {target} does not exist")
        paths = sorted(p for p in target.iterdir() if p.is_file())
        loader = _load_esco if scheme == "esco" else _load_onet
    elif scheme == "csv":
        if not arg:
            raise TaxonomyError(f"taxonomy spec {spec!r}: expected csv:FILE")
        target = Path(arg).expanduser().resolve()
        if not target.is_file():
            raise TaxonomyError(f"taxonomy spec {spec!r}: file {target} does not exist")
        paths = [target]
        loader = _load_csv
    else:
        raise TaxonomyError(
            f"unknown taxonomy spec {spec!r}: use esco, builtin, esco:DIR, onet:DIR or csv:FILE"
        )
    return scheme, target, paths, loader


def _mtime(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return -1


def _require(path: Path, what: str) -> Path:
    if not path.is_file():
        raise TaxonomyError(f"{what}: file {path} does not exist")
    return path


def _require_columns(df: pl.DataFrame, columns: Iterable[str], path: Path) -> None:
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise TaxonomyError(
            f"{path}: missing column(s) {missing}; found {df.columns[:20]}"
        )


_SPLIT_LABELS = re.compile(r"[|\r\n]+")


def _split(cell: str | None) -> tuple[str, ...]:
    """Split a multi-valued cell (``|`` or newline separated), trimming and dropping empties and repeats."""
    if not cell:
        return ()
    out: list[str] = []
    seen: set[str] = set()
    for part in _SPLIT_LABELS.split(cell):
        part = " ".join(part.split())
        if part and part not in seen:
            seen.add(part)
            out.append(part)
    return tuple(out)


def _read_csv(path: Path, columns: list[str] | None = None, separator: str = ",") -> pl.DataFrame:
    try:
        df = pl.read_csv(
            path,
            separator=separator,
            infer_schema=False,  # every column as text: ids such as ISCO codes keep leading zeros
            quote_char=None if separator == "\t" else '"',
            encoding="utf8-lossy",
        )
    except (pl.exceptions.ComputeError, pl.exceptions.NoDataError, OSError) as exc:
        raise TaxonomyError(f"{path}: cannot read ({exc})") from exc
    if columns:
        _require_columns(df, columns, path)
    return df


def _concepts_from_frame(
    df: pl.DataFrame,
    kind: str,
    id_col: str,
    label_col: str,
    alt_cols: list[str],
    isco_col: str | None,
    code_col: str | None = None,
) -> list[Concept]:
    """Concepts of one frame; ``code`` comes from ``code_col`` when given, else from ``isco_col``."""
    out: list[Concept] = []
    extra = ([isco_col] if isco_col else []) + ([code_col] if code_col else [])
    cols = [id_col, label_col, *alt_cols, *extra]
    for row in df.select(cols).iter_rows():
        cid, label = (row[0] or "").strip(), " ".join((row[1] or "").split())
        if not cid or not label:
            continue
        alts: list[str] = []
        for cell in row[2 : 2 + len(alt_cols)]:
            alts.extend(a for a in _split(cell) if a != label)
        tail = [(cell or "").strip() or None for cell in row[2 + len(alt_cols) :]]
        isco = tail[0] if isco_col else None
        code = tail[-1] if code_col else isco
        out.append(Concept(cid, label, tuple(dict.fromkeys(alts)), kind, isco, code if kind == OCCUPATION else None))
    return out


# -- ESCO ----------------------------------------------------------------------------------------------


def _load_esco(folder: Path) -> Taxonomy:
    occ_path = _require(folder / "occupations_en.csv", "ESCO release")
    skill_path = _require(folder / "skills_en.csv", "ESCO release")
    occ = _read_csv(occ_path, ["conceptUri", "preferredLabel", "altLabels"])
    alt_cols = ["altLabels"] + (["hiddenLabels"] if "hiddenLabels" in occ.columns else [])
    isco_col = "iscoGroup" if "iscoGroup" in occ.columns else None
    occupations = _concepts_from_frame(occ, OCCUPATION, "conceptUri", "preferredLabel", alt_cols, isco_col)
    sk = _read_csv(skill_path, ["conceptUri", "preferredLabel", "altLabels"])
    skills = _concepts_from_frame(sk, SKILL, "conceptUri", "preferredLabel", ["altLabels"], None)
    reuse = {}
    if "reuseLevel" in sk.columns:
        reuse = {uri: level for uri, level in sk.select(["conceptUri", "reuseLevel"]).iter_rows() if uri and level}
    relations: dict[str, list[tuple[str, str]]] = {}
    rel_paths = sorted(folder.glob("occupationSkillRelations*.csv"))
    for rel_path in rel_paths:
        rel = _read_csv(rel_path, ["occupationUri", "skillUri"])
        rel_type = "relationType" if "relationType" in rel.columns else None
        cols = ["occupationUri", "skillUri"] + ([rel_type] if rel_type else [])
        for row in rel.select(cols).iter_rows():
            relations.setdefault(row[0], []).append((row[1], row[2] if rel_type else "related"))
    return Taxonomy("esco", occupations, skills, relations, languages=("en",), reuse_levels=reuse)


def _load_esco_shipped(path: Path) -> Taxonomy:
    """The compact ESCO file written by ``models/esco_build.py``, checked against its manifest first."""
    from normalize.artifacts import ChecksumError, verify_file

    try:
        data = path.read_bytes()
        verify_file(path, data)
        payload = json.loads(gzip.decompress(data))
    except (OSError, ValueError, ChecksumError) as exc:  # ChecksumError is a ValueError; named for the reader
        raise TaxonomyError(f"shipped ESCO taxonomy {path}: {exc}") from exc
    occ_prefix, skill_prefix = payload["uri_prefix"]["occupation"], payload["uri_prefix"]["skill"]
    skills = [Concept(skill_prefix + row[0], row[1], tuple(row[2]), SKILL) for row in payload["skills"]]
    occupations: list[Concept] = []
    relations: dict[str, list[tuple[str, str]]] = {}
    descriptions: dict[str, str] = {}
    for uuid, label, alts, isco, _code, description, essential, optional in payload["occupations"]:
        cid = occ_prefix + uuid
        occupations.append(Concept(cid, label, tuple(alts), OCCUPATION, isco or None, isco or None))
        pairs = [(skills[i].id, "essential") for i in essential] + [(skills[i].id, "optional") for i in optional]
        if pairs:
            relations[cid] = pairs
        if description:
            descriptions[cid] = description
    for concept, row in zip(skills, payload["skills"], strict=True):
        if row[5]:
            descriptions[concept.id] = row[5]
    groups = {code: label for code, label, _ in payload["isco_groups"]}
    reuse = {concept.id: row[4] for concept, row in zip(skills, payload["skills"], strict=True) if row[4]}
    return Taxonomy("esco", occupations, skills, relations, languages=("en",), descriptions=descriptions,
                    isco_groups=groups, reuse_levels=reuse)


# -- O*NET ---------------------------------------------------------------------------------------------

_ONET_CODE = "O*NET-SOC Code"


def _load_onet(folder: Path) -> Taxonomy:
    occ_path = _require(folder / "Occupation Data.txt", "O*NET release")
    occ = _read_csv(occ_path, [_ONET_CODE, "Title"], separator="\t")
    alts: dict[str, list[str]] = {}
    alt_path = folder / "Alternate Titles.txt"
    if alt_path.is_file():
        df = _read_csv(alt_path, [_ONET_CODE, "Alternate Title"], separator="\t")
        short = "Short Title" if "Short Title" in df.columns else None
        for row in df.select([_ONET_CODE, "Alternate Title"] + ([short] if short else [])).iter_rows():
            alts.setdefault(row[0], []).append(row[1])
            if short and row[2] and row[2] != "n/a":
                alts[row[0]].append(row[2])
    reported_path = folder / "Sample of Reported Titles.txt"
    if reported_path.is_file():
        df = _read_csv(reported_path, [_ONET_CODE, "Reported Job Title"], separator="\t")
        for code, title in df.select([_ONET_CODE, "Reported Job Title"]).iter_rows():
            alts.setdefault(code, []).append(title)
    occupations: list[Concept] = []
    for code, title in occ.select([_ONET_CODE, "Title"]).iter_rows():
        label = " ".join((title or "").split())
        if not code or not label:
            continue
        alt = tuple(dict.fromkeys(" ".join(a.split()) for a in alts.get(code, ()) if a and a.strip() != label))
        occupations.append(Concept(code, label, alt, OCCUPATION, None, code))
    # O*NET's "skills" shipped in the text release are technologies (Technology Skills.txt "Example").
    skills: list[Concept] = []
    relations: dict[str, list[tuple[str, str]]] = {}
    tech_path = folder / "Technology Skills.txt"
    if tech_path.is_file():
        df = _read_csv(tech_path, [_ONET_CODE, "Example"], separator="\t")
        seen: dict[str, str] = {}
        for code, example in df.select([_ONET_CODE, "Example"]).iter_rows():
            name = " ".join((example or "").split())
            if not name:
                continue
            sid = seen.get(name)
            if sid is None:
                sid = seen[name] = "tech:" + name
                skills.append(Concept(sid, name, (), SKILL, None))
            relations.setdefault(code, []).append((sid, "related"))
    return Taxonomy("onet", occupations, skills, relations, languages=("en",))


# -- user CSV and builtin ------------------------------------------------------------------------------


def _load_csv(path: Path) -> Taxonomy:
    df = _read_csv(path, ["id", "label"])
    kind_col = "kind" if "kind" in df.columns else None
    occupations: list[Concept] = []
    skills: list[Concept] = []
    alt_cols = ["alt_labels"] if "alt_labels" in df.columns else []
    isco_col = "isco08" if "isco08" in df.columns else None
    code_col = "code" if "code" in df.columns else None
    kinds = df[kind_col].to_list() if kind_col else [OCCUPATION] * df.height
    concepts = _concepts_from_frame(df, OCCUPATION, "id", "label", alt_cols, isco_col, code_col)
    # _concepts_from_frame skips rows without id/label; re-align kinds on the rows it kept
    kept = [
        k
        for k, (cid, label) in zip(kinds, df.select(["id", "label"]).iter_rows(), strict=True)
        if (cid or "").strip() and (label or "").strip()
    ]
    for concept, kind in zip(concepts, kept, strict=True):
        kind = (kind or OCCUPATION).strip().lower()
        if kind not in _KINDS:
            raise TaxonomyError(f"{path}: kind must be occupation or skill, got {kind!r} for {concept.id!r}")
        if kind == SKILL:
            skills.append(Concept(concept.id, concept.label, concept.alt_labels, SKILL, concept.isco08))
        else:
            occupations.append(concept)
    taxonomy = Taxonomy("csv", occupations, skills, {})
    if "skills" in df.columns:
        _link_skills(taxonomy, df, path)
    return taxonomy


def _load_builtin(folder: Path) -> Taxonomy:
    occ_path = _require(folder / "builtin_occupations.csv", "builtin taxonomy")
    occ = _read_csv(occ_path, ["id", "label", "alt_labels"])
    isco_col = "isco08" if "isco08" in occ.columns else None
    occupations = _concepts_from_frame(occ, OCCUPATION, "id", "label", ["alt_labels"], isco_col)
    skills: list[Concept] = []
    skill_path = folder / "builtin_skills.csv"
    if skill_path.is_file():
        sk = _read_csv(skill_path, ["id", "label"])
        alt_cols = ["alt_labels"] if "alt_labels" in sk.columns else []
        skills = _concepts_from_frame(sk, SKILL, "id", "label", alt_cols, None)
    # English labels, plus German, French, Spanish and Dutch titles of everyday occupations (README.md)
    taxonomy = Taxonomy("builtin", occupations, skills, {}, languages=("en", "de", "fr", "es", "nl"))
    if "skills" in occ.columns:
        _link_skills(taxonomy, occ, occ_path)
    return taxonomy


def _slug(text: str) -> str:
    return "-".join(normalize_label(text).split())


def _link_skills(taxonomy: Taxonomy, df: pl.DataFrame, path: Path) -> None:
    """Fill ``taxonomy.relations`` from a ``skills`` column holding skill ids or skill labels.

    A reference that is neither a known skill id nor a known skill label becomes a new skill concept
    (id ``skill:<slug>``), so a taxonomy file can name its typical skills inline.
    """
    by_id = {s.id: s.id for s in taxonomy.skills}
    by_label: dict[str, str] = {}
    for s in taxonomy.skills:
        for label in s.labels:
            by_label.setdefault(normalize_label(label), s.id)
    new_skills: list[Concept] = []
    for cid, cell in df.select(["id", "skills"]).iter_rows():
        cid = (cid or "").strip()
        if not cid:
            continue
        linked: list[tuple[str, str]] = []
        for ref in _split(cell):
            sid = by_id.get(ref) or by_label.get(normalize_label(ref))
            if sid is None:
                sid = "skill:" + _slug(ref)
                if sid not in by_id:
                    new_skills.append(Concept(sid, ref, (), SKILL, None))
                    by_id[sid] = sid
                    by_label[normalize_label(ref)] = sid
            if all(sid != s for s, _ in linked):
                linked.append((sid, "essential"))
        if linked:
            taxonomy.relations[cid] = linked
    if new_skills:
        taxonomy.skills.extend(new_skills)
        for concept in new_skills:
            taxonomy._by_id.setdefault(concept.id, concept)
