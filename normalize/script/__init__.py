"""Script normalization: text of a language typed with a neighbouring dominant language's conventions
(Sorani typed with Arabic or Persian letters, Sindhi with Urdu, ...), per-token script detection, and
Ge'ez homophone folding.

    >>> normalize_script("بةرهةمةكاني", lang="ckb")
    'بەرهەمەکانی'
"""

from __future__ import annotations

from normalize.script.detect import TokenScript, detect_scripts, token_script
from normalize.script.geez import fold_homophones, homophone_rules
from normalize.script.profiles import PROFILES, Profile, get_profile

__all__ = [
    "PROFILES",
    "Profile",
    "TokenScript",
    "detect_scripts",
    "explain_script",
    "fold_homophones",
    "get_profile",
    "normalize_script",
    "token_script",
]


def explain_script(text: str, lang: str, source: str = "auto", geez_homophones: bool = False,
                   mode: str = "fast") -> tuple[str, list[str]]:
    """(normalized text, names of the rules that fired).

    ``lang`` is the ISO 639-3 code of the language the text is in; ``source`` the dominant convention it
    may be typed with (``auto``, ``ar``, ``fa``, ``ur``; ``ckb`` for Gorani). Rule names are
    ``"<lang>:<noisy>→<clean>"`` for letter repairs, ``"<lang>:merge split word"``, ``"mixed-script:<token>"``
    for a token mixing scripts (flagged, not changed) and ``"geez:<series>"`` for homophone folding.
    """
    from normalize.script.repair import get_repairer

    profile = get_profile(lang)
    rules: list[str] = [f"mixed-script:{t.token}" for t in detect_scripts(text) if t.mixed]
    out = text
    if profile.maps:
        out, fired = get_repairer(profile.lang, source, mode).repair_text(text)
        rules.extend(f"{profile.lang}:{r}" for r in dict.fromkeys(fired))
    if geez_homophones:
        rules.extend(homophone_rules(out))
        out = fold_homophones(out)
    return out, rules


def normalize_script(text: str, lang: str, source: str = "auto", geez_homophones: bool = False,
                     mode: str = "fast") -> str:
    """``text`` rewritten in the conventional orthography of ``lang`` (see :func:`explain_script`)."""
    return explain_script(text, lang, source, geez_homophones, mode)[0]
