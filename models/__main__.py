"""Rebuild one bundled model: ``make model MODEL=NAME`` (= ``python -m models NAME [builder options]``).

NAME: ``encoder`` (the title encoder, ``models.build``), ``lexnorm`` (every lexnorm language) or
``lexnorm-<lang>`` (en, de, nl, iden), ``script`` (the script statistics), ``verbalize`` (the English
verbalizer's tables), ``esco`` (the shipped ESCO taxonomy), ``place-ambiguity`` (how often place names are
common words or products), ``skill-label-fit`` and ``skill-background`` (the skill statistics), ``skill-link-gate`` (the skill-link gate; ``--write`` writes it), ``skill-wrong-pairs`` (skill links judged wrong again and again), ``skill-lone-words`` (one-word links judged right again and again), ``skill-phrase-model`` (the phrase sites worth encoding; ``--write`` writes it), ``phrase-student`` (the skills stage's 3-layer phrase encoder in the shipped encoder's space). Each builder writes its files and their ``SHA256SUMS.json`` under ``normalize/data/``;
its model card is in ``models/cards/``.
"""

from __future__ import annotations

import sys
from importlib import import_module

LEXNORM_LANGS = ("en", "de", "nl", "iden")
#: name -> (builder module, fixed arguments; None: a builder that takes no arguments)
BUILDERS: dict[str, tuple[str, list[str] | None]] = {
    "encoder": ("models.build", []),
    "lexnorm": ("models.lexnorm_build", []),
    **{f"lexnorm-{lang}": ("models.lexnorm_build", [lang]) for lang in LEXNORM_LANGS},
    "script": ("models.script_build", []),
    "verbalize": ("models.verbalize_build", None),
    "esco": ("models.esco_build", []),
    "skill-label-fit": ("models.skill_label_fit", []),
    "skill-background": ("models.skill_background", []),
    "skill-link-gate": ("models.skill_link_gate", []),
    "skill-wrong-pairs": ("models.skill_wrong_pairs", []),
    "skill-lone-words": ("models.skill_lone_words", []),
    "skill-phrase-model": ("models.skill_phrase_model", []),
    "place-ambiguity": ("models.place_ambiguity_build", []),
    "place-chains": ("models.place_chains_build", []),
    "phrase-student": ("models.phrase_student", []),
}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in BUILDERS:
        sys.stderr.write(f"usage: make model MODEL=NAME; NAME one of: {', '.join(BUILDERS)}\n")
        return 2
    module, args = BUILDERS[argv[0]]
    build = import_module(module).main
    if args is None:
        if argv[1:]:
            sys.stderr.write(f"{argv[0]} takes no options\n")
            return 2
        return build() or 0
    return build([*args, *argv[1:]]) or 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
