"""Script normalization: text of a language typed with a neighbouring dominant language's conventions
(Sorani typed with Arabic or Persian letters, Sindhi with Urdu, ...), per-token script detection, and
Ge'ez homophone folding.

    >>> normalize_script("بةرهةمةكاني", lang="ckb")
    'بەرهەمەکانی'
"""

from __future__ import annotations

from normalize.script.detect import TokenScript, detect_scripts, mixed_tokens, token_script
from normalize.script.geez import fold_homophones, homophone_rules
from normalize.script.profiles import PROFILES, Profile, get_profile

__all__ = [
    "PROFILES",
    "Profile",
    "TokenScript",
    "detect_scripts",
    "explain_script",
    "explain_script_lines",
    "fold_homophones",
    "get_profile",
    "mixed_tokens",
    "normalize_script",
    "token_script",
]


def explain_script(text: str, lang: str, source: str = "auto", geez_homophones: bool = False,
                   mode: str = "fast") -> tuple[str, list[str]]:
    """(normalized text, names of the rules that fired).

    ``lang`` is the ISO 639-3 code of the language the text is in; ``source`` the dominant convention it
    may be typed with (``auto``, ``ar``, ``fa``, ``ur``; ``ckb`` for Gorani). Rule names are
    ``"<lang>:<noisy>→<clean>"`` for letter repairs, ``"<lang>:insert <letter>"`` for a letter the line's
    convention dropped, ``"<lang>:merge split word"``, ``"mixed-script:<token>"`` for a token mixing
    scripts (flagged, not changed) and ``"geez:<series>"`` for homophone folding.
    """
    return explain_script_lines([text], lang, source, geez_homophones, mode)[0]


def explain_script_lines(lines: list[str], lang: str, source: str = "auto", geez_homophones: bool = False,
                         mode: str = "fast", with_rules: bool = True) -> list[tuple[str, list[str]]]:
    """:func:`explain_script` for many texts at once (new words are read in one batch: faster).
    With ``with_rules=False`` the rule lists are left empty and no rule is worked out."""
    from normalize.script.repair import get_repairer

    profile = get_profile(lang)
    if profile.maps:
        repaired = get_repairer(profile.lang, source, mode).repair_lines(lines, with_rules)
    else:
        repaired = [(text, []) for text in lines]
    results = []
    for text, (out, fired) in zip(lines, repaired):  # noqa: B905 - one result per line
        rules: list[str] = []
        if with_rules:
            rules = [f"mixed-script:{tok}" for tok in mixed_tokens(text)]
            rules.extend(f"{profile.lang}:{r}" for r in dict.fromkeys(fired))
        if geez_homophones:
            if with_rules:
                rules.extend(homophone_rules(out))
            out = fold_homophones(out)
        results.append((out, rules))
    return results


def normalize_script(text: str, lang: str, source: str = "auto", geez_homophones: bool = False,
                     mode: str = "fast") -> str:
    """``text`` rewritten in the conventional orthography of ``lang`` (see :func:`explain_script`)."""
    return explain_script_lines([text], lang, source, geez_homophones, mode, with_rules=False)[0][0]
