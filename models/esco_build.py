"""Build the shipped ESCO taxonomy: ``normalize/data/taxonomy/esco/esco-v1.1.1-en.json.gz``.

``make model MODEL=esco`` (= ``python -m models esco [--source DIR]``) reads the official ESCO v1.1.1 English
CSV release (default ``../shared/data/esco_v1.1.1``) through the same loader as ``--taxonomy esco:DIR``, so
the shipped form has the same concepts, labels and order (hence the same fingerprint and label-embedding
caches), and adds what that loader does not keep: ISCO-08 groups, skill types and reuse levels, and the
descriptions. Compaction: concept URIs lose their common prefix, relations are concept indices, and the JSON
is gzip-compressed. A ``SHA256SUMS.json`` manifest is written beside it. See ``models/cards/esco.md``.
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

import polars as pl

from normalize.artifacts import write_manifest
from normalize.matching.taxonomy import ESCO_FILE, ESCO_PREFIX, _load_esco

DEFAULT_SOURCE = Path(__file__).resolve().parents[2] / "shared" / "data" / "esco_v1.1.1"


def _text(value: str | None) -> str:
    return " ".join((value or "").split())


def _strip(uri: str, kind: str) -> str:
    prefix = ESCO_PREFIX[kind]
    if not uri.startswith(prefix):
        raise ValueError(f"unexpected ESCO {kind} URI {uri!r}")
    return uri[len(prefix):]


def build(source: Path, target: Path = ESCO_FILE) -> dict:
    """Write the compact ESCO file from an official CSV folder; returns a summary (counts, bytes)."""
    taxonomy = _load_esco(source)
    read = {"infer_schema": False, "encoding": "utf8-lossy"}
    occ = pl.read_csv(source / "occupations_en.csv", **read)
    skills = pl.read_csv(source / "skills_en.csv", **read)
    groups = pl.read_csv(source / "ISCOGroups_en.csv", **read)
    occ_extra = {r[0]: r[1:] for r in occ.select("conceptUri", "code", "description").iter_rows()}
    skill_extra = {
        r[0]: r[1:] for r in skills.select("conceptUri", "skillType", "reuseLevel", "description").iter_rows()
    }
    skill_index = {s.id: i for i, s in enumerate(taxonomy.skills)}
    occupations = []
    for concept in taxonomy.occupations:
        code, description = occ_extra[concept.id]
        essential, optional = [], []
        for sid, rel in taxonomy.relations.get(concept.id, []):
            (essential if rel == "essential" else optional).append(skill_index[sid])
        occupations.append([
            _strip(concept.id, "occupation"), concept.label, list(concept.alt_labels), concept.isco08 or "",
            code or "", _text(description), essential, optional,
        ])
    skill_rows = []
    for concept in taxonomy.skills:
        skill_type, reuse, description = skill_extra[concept.id]
        skill_rows.append([
            _strip(concept.id, "skill"), concept.label, list(concept.alt_labels), skill_type or "",
            reuse or "", _text(description),
        ])
    isco = [
        [code, _text(label), _text(description)]
        for code, label, description in groups.select("code", "preferredLabel", "description").iter_rows()
    ]
    payload = {
        "about": "ESCO v1.1.1 English, compacted for hrnorm (models/esco_build.py). ESCO (c) European Union, "
                 "https://esco.ec.europa.eu; reuse under Commission Decision 2011/833/EU. Modified: selected "
                 "fields only, whitespace collapsed, URIs shortened. No endorsement by the European Commission.",
        "version": "v1.1.1",
        "language": "en",
        "uri_prefix": ESCO_PREFIX,
        "occupation_fields": ["uuid", "label", "alt_labels", "isco08", "esco_code", "description",
                              "essential_skills", "optional_skills"],
        "skill_fields": ["uuid", "label", "alt_labels", "skill_type", "reuse_level", "description"],
        "isco_group_fields": ["code", "label", "description"],
        "occupations": occupations,
        "skills": skill_rows,
        "isco_groups": isco,
    }
    raw = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    target.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0: the same source gives the same bytes, hence the same checksum
    target.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
    write_manifest(target.parent, [target.name])
    return {"occupations": len(occupations), "skills": len(skill_rows), "isco_groups": len(isco),
            "relations": sum(len(o[6]) + len(o[7]) for o in occupations), "json_bytes": len(raw),
            "file_bytes": target.stat().st_size}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="official ESCO v1.1.1 CSV folder")
    args = parser.parse_args(argv)
    print(json.dumps(build(args.source.resolve())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
