"""Peer for the foundation benchmark: a plain-Python loop applying the same fixes row by row.

    python benchmarks/plain_python_unicode.py IN.csv OUT.csv
"""

from __future__ import annotations

import csv
import sys

from normalize.stages.unicode import fix_text

COLUMNS = ("title", "location", "description")


def main(src: str, dst: str) -> None:
    csv.field_size_limit(2**31 - 1)
    with open(src, newline="", encoding="utf-8") as fin, open(dst, "w", newline="", encoding="utf-8") as fout:
        reader = csv.DictReader(fin)
        names = list(reader.fieldnames or []) + [f"{c}_norm" for c in COLUMNS]
        writer = csv.DictWriter(fout, fieldnames=names)
        writer.writeheader()
        for row in reader:
            for column in COLUMNS:
                row[f"{column}_norm"] = fix_text(row[column])
            writer.writerow(row)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
