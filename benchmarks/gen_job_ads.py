"""Generate a job-ad-like CSV for benchmarks: title, location, salary and a ~300-character description.

Values repeat as they do in real feeds (a few thousand titles and places, reposted descriptions), and a
share of them carry the damage the unicode stage repairs (mojibake, full-width, zero-width, HTML, NBSP,
Cyrillic look-alikes). Deterministic for a given seed.

    python benchmarks/gen_job_ads.py ROWS OUT.csv [--seed 0]
"""

from __future__ import annotations

import argparse
import csv
import random

ROLES = [
    "Software Engineer",
    "Data Analyst",
    "Registered Nurse",
    "Warehouse Operative",
    "Sales Manager",
    "Accountant",
    "Truck Driver",
    "Customer Service Advisor",
    "Chef",
    "Electrician",
    "Teacher",
    "Marketing Executive",
    "HR Business Partner",
    "Project Manager",
    "Mechanical Engineer",
    "Cleaner",
    "Security Officer",
    "Care Assistant",
    "Barista",
    "DevOps Engineer",
    "Product Designer",
    "Paralegal",
]
LEVELS = ["", "Senior ", "Junior ", "Lead ", "Sr. ", "Principal ", "Trainee ", "Head of "]
SUFFIX = ["", " (m/w/d)", " - Remote", " (H/F)", " - URGENT", " - Night Shift", " (Contract)", " II"]
CITIES = [
    "Berlin, DE",
    "London",
    "New York, NY",
    "München (hybrid)",
    "Paris, France",
    "Remote - US",
    "Madrid",
    "Amsterdam, NL",
    "Leeds",
    "Toronto, ON",
    "Dublin",
    "Zürich",
    "Kraków",
    "São Paulo",
]
SALARIES = [
    "£30,000 - £35,000 per annum",
    "$53K-$91K",
    "45.000 - 55.000 € brutto p.a.",
    "up to 80k",
    "from 4.500 EUR/Monat",
    "$31-$44 Per Hour",
    "Competitive",
    "€60k–€80k",
    "CAD 18/hour",
]
WORDS = [
    "team",
    "data",
    "customers",
    "build",
    "deliver",
    "support",
    "manage",
    "develop",
    "quality",
    "safety",
    "growth",
    "training",
    "flexible",
    "benefits",
    "pension",
    "holiday",
    "office",
    "remote",
    "hybrid",
    "systems",
    "process",
    "reports",
    "clients",
    "projects",
    "experience",
    "skills",
    "communication",
    "excellent",
    "opportunity",
    "career",
    "company",
]


def damage(text: str, rng: random.Random) -> str:
    """Apply one kind of damage to about a fifth of the values."""
    roll = rng.random()
    if roll < 0.04:
        return text.encode("utf-8").decode("latin-1", errors="replace").replace("\x80", "€") + " – café"
    if roll < 0.08:
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text[:30]) + text[30:]
    if roll < 0.12:
        return text.replace(" ", "\u200b ", 2).replace("e", "е", 1)  # zero-width + Cyrillic е
    if roll < 0.16:
        return f"<p>{text}</p> &amp; <br>"
    if roll < 0.20:
        return text.replace(" ", "\u00a0 ", 3)
    return text


def generate(rows: int, path: str, seed: int = 0) -> None:
    rng = random.Random(seed)
    titles = [damage(rng.choice(LEVELS) + rng.choice(ROLES) + rng.choice(SUFFIX), rng) for _ in range(5000)]
    places = [damage(rng.choice(CITIES), rng) for _ in range(2000)]
    salaries = [damage(rng.choice(SALARIES), rng) for _ in range(3000)]
    descriptions = []
    # a fixed pool, so a file of any length is a sample of the same feed (repetition does not depend on
    # the file's length; memory comparisons between file sizes then measure streaming, not the data)
    for _ in range(50_000):
        words = " ".join(rng.choice(WORDS) for _ in range(60))[:300]
        descriptions.append(damage(words, rng))
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["id", "title", "location", "salary", "description"])
        for i in range(rows):
            writer.writerow(
                [i, rng.choice(titles), rng.choice(places), rng.choice(salaries), rng.choice(descriptions)]
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("rows", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    generate(args.rows, args.out, args.seed)
