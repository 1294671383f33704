"""Training pairs for the title encoder, built from ESCO v1.1.1 and O*NET (never from the JobBERT eval set).

Each pair is ``(anchor, positive, group, source)``: ``group`` names the concept both texts belong to, so
the batch sampler never puts two pairs of the same concept in one batch (they would be false in-batch
negatives); ``source`` keeps ESCO and O*NET in separate batches for the same reason (the two taxonomies
share many titles under different ids).

Kinds of pairs:
- ESCO alt/hidden label <-> preferred label, and alt label <-> another alt label of the same occupation;
- noised label <-> clean label (synthetic job-board noise: seniority, abbreviations, gender markers,
  locations, "urgent", employment type, requisition ids, salary, typos; see :func:`noisy_title`);
- occupation label <-> its essential skills joined with ", " (JobBERT/VacancySBERT-style co-occurrence);
- occupation label <-> first sentence of its ESCO description;
- O*NET alternate / reported titles <-> the O*NET occupation title (and noised alternate titles);
- O*NET title <-> two of its occupation's task statements, and <-> five of its technology-skill examples
  (O*NET 29.2; the JobBERT idea of learning titles from what the job does, with O*NET's own co-occurrence).
The noise lexicon below is written by the project (not extracted from any data set).
"""

from __future__ import annotations

import csv
import random
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO.parent / "shared" / "data"
ESCO_DIR = DATA / "esco_v1.1.1"
ONET_TITLES_DIR = DATA / "onet_30_3_titles"
ONET_DB_DIR = DATA / "onet_29_2"

# --- the project's own noise lexicon -------------------------------------------------------------
SENIORITY_PREFIX = ["Senior", "Sr.", "Sr", "Snr", "Junior", "Jr.", "Jr", "Lead", "Principal", "Chief",
                    "Experienced", "Entry Level", "Graduate", "Trainee", "Intern", "Internship",
                    "Assistant", "Associate", "Staff", "Head", "Deputy", "Mid-level", "Fresh Graduate"]
SENIORITY_SUFFIX = ["I", "II", "III", "IV", "1", "2", "Level 2", "(Senior)", "(Junior)", "- Senior",
                    "(Entry Level)", "Trainee", "Intern"]
ABBREVIATIONS = {
    "senior": ["sr.", "sr", "snr"], "junior": ["jr.", "jr"], "engineer": ["eng.", "engr", "eng"],
    "engineering": ["eng.", "engg"], "manager": ["mgr", "mgr."], "management": ["mgmt"],
    "developer": ["dev", "dev."], "development": ["dev", "devt"], "assistant": ["asst", "asst.", "assist."],
    "executive": ["exec", "exec."], "representative": ["rep", "rep."], "administrator": ["admin"],
    "administrative": ["admin"], "administration": ["admin"], "technician": ["tech", "tech."],
    "technical": ["tech"], "technology": ["tech"], "software": ["sw", "s/w"], "coordinator": ["coord"],
    "supervisor": ["supv", "spv"], "director": ["dir"], "accountant": ["acct"], "accounting": ["acctg"],
    "accounts": ["a/c", "acc"], "department": ["dept"], "operations": ["ops"], "operator": ["optr", "op"],
    "information": ["info"], "human resources": ["hr"], "customer service": ["cs"], "quality assurance": ["qa"],
    "quality control": ["qc"], "research and development": ["r&d"], "business development": ["bd", "bizdev"],
    "specialist": ["spec.", "specialist"], "mechanical": ["mech"], "electrical": ["elec"],
    "maintenance": ["maint"], "international": ["intl"], "government": ["govt"], "general": ["gen."],
    "professional": ["pro"], "production": ["prod"], "marketing": ["mktg"], "and": ["&", "/", "and"],
}
GENDER_MARKERS = ["(m/w/d)", "(m/f/d)", "(w/m/d)", "(f/m/x)", "(m/f)", "(H/F)", "(F/H)", "m/w/d", "(all genders)",
                  "(m/f/x)", "(d/f/m)", "(gn)", "(m/w)", "(w/m/x)"]
LOCATIONS = ["Kuala Lumpur", "KL", "Selangor", "Penang", "Johor Bahru", "Shah Alam", "Petaling Jaya", "Ipoh",
             "Singapore", "Jakarta", "Manila", "Bangkok", "Berlin", "Munich", "Hamburg", "Paris", "Lyon",
             "London", "Manchester", "Dublin", "Amsterdam", "Brussels", "Madrid", "Milan", "Vienna", "Zurich",
             "New York, NY", "Austin, TX", "Chicago, IL", "Toronto", "Sydney", "Melbourne", "Dubai",
             "Bangalore", "Mumbai", "Remote", "Hybrid", "Home Office", "Nationwide", "East Coast", "Klang Valley"]
LOCATION_FORMATS = ["{t} - {l}", "{t}, {l}", "{t} ({l})", "{t} | {l}", "{t} in {l}", "{t} @ {l}", "{l} - {t}",
                    "{t} - {l} (Hybrid)"]
NOISE_PHRASES = ["URGENT", "Urgent!", "URGENT HIRING", "Immediate Start", "Hiring Now", "Hiring Immediately",
                 "Walk-in Interview", "Full Time", "Full-time", "Part Time", "Part-time", "Contract", "Temporary",
                 "Permanent", "Freelance", "Night Shift", "Day Shift", "Rotating Shifts", "Weekends",
                 "Fresh Graduates Welcome", "No Experience Needed", "Immediate Hiring", "With Accommodation",
                 "Good Salary", "Attractive Package", "Sign-on Bonus", "Work From Home", "Many Vacancies",
                 "Open Interview", "Apply Now", "Start ASAP", "6 months contract", "12-month FTC"]
SALARIES = ["RM 3,000", "RM2500 - RM3500", "$20/hr", "$55k-$70k", "£30,000", "€45.000 p.a.", "up to 60K",
            "SGD 4000/month", "$18 per hour", "45-55k EUR"]
REQ_FORMATS = ["#REQ{n}", "Ref: {n}", "(Job ID {n})", "[{n}]", "JR{n}", "Req. {n}", "#{n}"]
TITLE_CONNECTORS = [" - ", " / ", ", ", " | ", " – ", " (", ": "]


@dataclass(frozen=True)
class Pair:
    anchor: str
    positive: str
    group: str
    source: str


def _split_multi(cell: str | None) -> list[str]:
    return [x.strip() for x in (cell or "").split("\n") if x.strip()]


def _typo(text: str, rng: random.Random) -> str:
    if len(text) < 5:
        return text
    i = rng.randrange(1, len(text) - 1)
    op = rng.random()
    if op < 0.3:
        return text[:i] + text[i + 1:]                        # drop
    if op < 0.6:
        return text[:i] + text[i + 1] + text[i] + text[i + 2:]  # swap
    if op < 0.8:
        return text[:i] + text[i] + text[i:]                    # double
    return text[:i] + " " + text[i:]                            # split a word


def _abbreviate(text: str, rng: random.Random) -> str:
    out = text
    for word, subs in ABBREVIATIONS.items():
        if rng.random() < 0.5 and re.search(rf"\b{re.escape(word)}\b", out, flags=re.I):
            out = re.sub(rf"\b{re.escape(word)}\b", rng.choice(subs), out, count=1, flags=re.I)
    return out


def _case(text: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.3:
        return text.upper()
    if r < 0.6:
        return text.title()
    return text


def noisy_title(title: str, rng: random.Random, skills: list[str] | None = None) -> str:
    """A job-board-style rendering of ``title`` (same occupation): 1-3 noise operations."""
    t = title
    ops = rng.sample(["seniority", "abbrev", "gender", "location", "noise", "salary", "req", "skill",
                      "typo", "suffix"], k=rng.choice([1, 2, 2, 3]))
    if "abbrev" in ops:
        t = _abbreviate(t, rng)
    if "seniority" in ops:
        t = f"{rng.choice(SENIORITY_PREFIX)} {t}"
    if "suffix" in ops:
        t = f"{t} {rng.choice(SENIORITY_SUFFIX)}"
    if "skill" in ops and skills:
        sk = rng.choice(skills)
        if len(sk) <= 30:
            t = rng.choice([f"{t} - {sk}", f"{t} ({sk})", f"{t}, {sk}"])
    if "typo" in ops:
        t = _typo(t, rng)
    if "gender" in ops:
        t = f"{t} {rng.choice(GENDER_MARKERS)}"
    if "location" in ops:
        t = rng.choice(LOCATION_FORMATS).format(t=t, l=rng.choice(LOCATIONS))
    if "noise" in ops:
        p = rng.choice(NOISE_PHRASES)
        t = rng.choice([f"{p} - {t}", f"{t} - {p}", f"{t} ({p})", f"{p}: {t}", f"{t} {p}", f"{t}!!! {p}"])
    if "salary" in ops:
        t = f"{t}{rng.choice(TITLE_CONNECTORS)}{rng.choice(SALARIES)}"
    if "req" in ops:
        t = f"{t} {rng.choice(REQ_FORMATS).format(n=rng.randrange(100, 99999))}"
    return _case(t, rng)


# --- loaders -------------------------------------------------------------------------------------
@dataclass
class EscoOccupation:
    uri: str
    isco: str
    preferred: str
    alts: list[str]
    hidden: list[str]
    description: str
    essential_skills: list[str]
    optional_skills: list[str]


def load_esco(esco_dir: Path = ESCO_DIR) -> list[EscoOccupation]:
    skill_label: dict[str, str] = {}
    with (esco_dir / "skills_en.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            skill_label[row["conceptUri"]] = row["preferredLabel"].strip()
    ess: dict[str, list[str]] = defaultdict(list)
    opt: dict[str, list[str]] = defaultdict(list)
    with (esco_dir / "occupationSkillRelations.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            lab = skill_label.get(row["skillUri"])
            if lab:
                (ess if row["relationType"] == "essential" else opt)[row["occupationUri"]].append(lab)
    occs = []
    with (esco_dir / "occupations_en.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            pref = row["preferredLabel"].strip()
            alts = [a for a in _split_multi(row["altLabels"]) if a.lower() != pref.lower()]
            occs.append(EscoOccupation(row["conceptUri"], row["iscoGroup"] or "", pref, alts, _split_multi(row["hiddenLabels"]),
                                       (row["description"] or "").strip(), ess[row["conceptUri"]],
                                       opt[row["conceptUri"]]))
    return occs


def load_onet(onet_dir: Path = ONET_TITLES_DIR) -> dict[str, tuple[str, list[str]]]:
    """SOC code -> (occupation title, alternate + reported titles)."""
    out: dict[str, tuple[str, list[str]]] = {}
    for name, col in (("job_titles.csv", "Job Title"), ("sample_of_reported_titles.csv", "Reported Job Title")):
        with (onet_dir / name).open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                code, title = row["O*NET-SOC Code"], row["Title"].strip()
                alt = (row[col] or "").strip()
                entry = out.setdefault(code, (title, []))
                if alt and alt.lower() != title.lower():
                    entry[1].append(alt)
    return out


def load_onet_content(db_dir: Path = ONET_DB_DIR) -> dict[str, tuple[list[str], list[str]]]:
    """SOC code -> (core task statements, technology-skill examples) from the O*NET database text files."""
    out: dict[str, tuple[list[str], list[str]]] = defaultdict(lambda: ([], []))
    if not db_dir.is_dir():
        return {}
    with (db_dir / "Task Statements.txt").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["Task Type"] == "Core" and row["Task"]:
                out[row["O*NET-SOC Code"]][0].append(row["Task"].strip())
    with (db_dir / "Technology Skills.txt").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if row["Example"]:
                out[row["O*NET-SOC Code"]][1].append(row["Example"].strip())
    return dict(out)


def _first_sentence(text: str) -> str:
    m = re.match(r"(.{20,300}?[.!?])(\s|$)", text.replace("\n", " "))
    return m.group(1) if m else text[:200]


def build_pairs(seed: int = 13, noise_per_label: int = 2, esco_dir: Path = ESCO_DIR,
                onet_dir: Path = ONET_TITLES_DIR, onet_db_dir: Path = ONET_DB_DIR,
                content_per_occupation: int = 0) -> list[Pair]:
    """All training pairs (deterministic for a seed).

    ``content_per_occupation`` > 0 adds that many title <-> tasks and title <-> technology-skill pairs per
    O*NET occupation (sources ``onet_tasks`` / ``onet_tech``).
    """
    rng = random.Random(seed)
    pairs: list[Pair] = []
    for occ in load_esco(esco_dir):
        g = occ.uri
        labels = [occ.preferred, *occ.alts]
        for alt in occ.alts + occ.hidden:
            pairs.append(Pair(alt, occ.preferred, g, "esco"))
        if len(occ.alts) >= 2:
            for alt in occ.alts:
                other = rng.choice([a for a in occ.alts if a != alt])
                pairs.append(Pair(alt, other, g, "esco"))
        short_skills = [s for s in occ.essential_skills if len(s) <= 30]
        for lab in labels:
            for _ in range(noise_per_label):
                pairs.append(Pair(noisy_title(lab, rng, short_skills), rng.choice([lab, occ.preferred]), g,
                                  "esco"))
        for _ in range(2 if occ.essential_skills else 0):
            sk = rng.sample(occ.essential_skills, k=min(len(occ.essential_skills), 6))
            pairs.append(Pair(rng.choice(labels), ", ".join(sk), g, "esco_skills"))
        if occ.description:
            pairs.append(Pair(rng.choice(labels), _first_sentence(occ.description), g, "esco_desc"))
    if onet_dir.is_dir():
        onet = load_onet(onet_dir)
        for code, (title, alts) in onet.items():
            g = f"onet:{code}"
            for alt in alts:
                pairs.append(Pair(alt, title, g, "onet"))
                if rng.random() < 0.5:
                    pairs.append(Pair(noisy_title(alt, rng), alt, g, "onet"))
        content = load_onet_content(onet_db_dir) if content_per_occupation else {}
        for code, (title, alts) in onet.items():
            tasks, tech = content.get(code, ([], []))
            g = f"onet:{code}"
            for _ in range(content_per_occupation if tasks else 0):
                pairs.append(Pair(rng.choice([title, *alts]), " ".join(rng.sample(tasks, k=min(2, len(tasks)))),
                                  g, "onet_tasks"))
            for _ in range(content_per_occupation if len(tech) >= 3 else 0):
                pairs.append(Pair(rng.choice([title, *alts]), ", ".join(rng.sample(tech, k=min(5, len(tech)))),
                                  g, "onet_tech"))
    rng.shuffle(pairs)
    return pairs


def batches(pairs: list[Pair], batch_size: int, seed: int, clusters: dict[str, str] | None = None,
            clustered_share: float = 0.0) -> list[list[Pair]]:
    """Batches of one source each, with no two pairs of the same group (or same text) in a batch.

    With ``clusters`` (group -> cluster key, e.g. an ESCO occupation's 2-digit ISCO group), a
    ``clustered_share`` of each source's pairs is ordered cluster by cluster before batching, so those
    batches hold related occupations: harder in-batch negatives without a separate mining pass.
    """
    rng = random.Random(seed)
    by_source: dict[str, list[Pair]] = defaultdict(list)
    for p in pairs:
        by_source[p.source].append(p)
    out: list[list[Pair]] = []
    for items in by_source.values():
        items = items[:]
        rng.shuffle(items)
        if clusters and clustered_share > 0:
            cut = int(len(items) * clustered_share)
            order = {c: rng.random() for c in set(clusters.values())}
            items = sorted(items[:cut], key=lambda p: order.get(clusters.get(p.group, ""), 2.0)) + items[cut:]
        pending = items
        while pending:
            leftover: list[Pair] = []
            cur: list[Pair] = []
            seen_g: set[str] = set()
            seen_t: set[str] = set()
            for p in pending:
                key_a, key_p = p.anchor.lower(), p.positive.lower()
                if p.group in seen_g or key_a in seen_t or key_p in seen_t:
                    leftover.append(p)
                    continue
                cur.append(p)
                seen_g.add(p.group)
                seen_t.update((key_a, key_p))
                if len(cur) == batch_size:
                    out.append(cur)
                    cur, seen_g, seen_t = [], set(), set()
            if len(cur) >= batch_size // 2:
                out.append(cur)
            if len(leftover) == len(pending):
                break
            pending = leftover
    rng.shuffle(out)
    return out


if __name__ == "__main__":
    ps = build_pairs()
    from collections import Counter

    print(len(ps), Counter(p.source for p in ps))
    for p in ps[:25]:
        print(f"{p.source:12s} {p.anchor!r:60s} -> {p.positive!r}")
    bs = batches(ps, 128, 0)
    print(len(bs), "batches", sum(len(b) for b in bs), "pairs in batches")
