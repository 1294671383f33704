"""Per-language script profiles: how text typed with a dominant language's conventions maps back.

Each profile is authored by the project from the languages' published orthographies (it is not copied
from any data set). For a language (ISO 639-3) and a source convention (the dominant orthography the
writer's keyboard follows: ``ar``, ``fa`` or ``ur``) it gives, for every *noisy* character sequence, the
clean units it can stand for. A single candidate is a deterministic rule; several candidates are
ambiguous and are resolved word by word by :mod:`normalize.script.repair` with learned statistics.

Hand-written because no maintained library holds these orthography mappings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

ZWNJ = "\u200c"
TATWEEL = "\u0640"
#: Arabic harakat, shadda, sukun, superscript alef: dropped where a language does not write them.
ARABIC_DIACRITICS = frozenset("\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670")

CONVENTIONS = ("ar", "fa", "ur")

_PERSIAN_LETTERS = "آأؤإئابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیةء"
_ARABIC_LETTERS = "آأؤإئابتثجحخدذرزسشصضطظعغفقكلمنوهيىةء"
_URDU_LETTERS = "آأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۓء"
_KURDISH_LETTERS = "ئابپتجچحخدرڕزژسشعغفڤقکگلڵمنوۆەهھیێ"
# Arabic loan letters: not in the Kurdish alphabet, yet kept in many loanwords by careful writers.
_KURDISH_LOAN_LETTERS = "طضظذصث"

# Loan letters that Kurdish orthography spells with native letters (a hypercorrection when typed).
_KURDISH_LOAN = {"ط": ("ط", "ت"), "ض": ("ض", "ز"), "ظ": ("ظ", "ز"), "ذ": ("ذ", "ز"), "ص": ("ص", "س"),
                 "ث": ("ث", "س")}
# Hamza-carrying alifs and vowel-marked alifs typed for a Kurdish word-initial vowel.
_KURDISH_ALIF = {
    "أ": ("ئە",),
    "إ": ("ئێ",),
    "آ": ("ئا",),
    "اَ": ("ئە",),
    "اُ": ("ئۆ", "ئو", "ئوو"),
    "اِ": ("ئێ",),
    "ؤ": ("ۆ",),
}


@dataclass(frozen=True)
class Profile:
    """Orthography profile of one language.

    ``maps[convention]`` maps a noisy unit (1–2 characters) to its clean candidates, best guess first.
    Characters of ``letters`` map to themselves unless listed. ``deletable`` are clean units a dominant
    convention may drop entirely; ``split_after`` are noisy letters after which a dominant-convention
    typist inserts a space inside a word (Kurdish ە typed as "ه ").
    """

    lang: str
    name: str
    script: str
    dominant: str
    letters: frozenset[str]
    maps: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    deletable: tuple[str, ...] = ()
    split_after: frozenset[str] = frozenset()
    keeps_zwnj: bool = True
    keeps_diacritics: bool = True
    #: single characters of a clean word that the dominant convention never produces (clean-text signal)
    markers: frozenset[str] = frozenset()
    #: cost of reading a letter as another one, where the default does not suit the language (fast mode)
    change_cost: float | None = None
    #: fast mode: how much more a change costs (times the weights' ``evidence``) when the line shows 0, 1,
    #: 2 or 3+ of the language's own letters (the writer's keyboard has them, so the rest was typed on purpose)
    evidence_levels: tuple[float, float, float, float] = (0.0, 1.0, 2.0, 3.0)
    #: free-standing words (conjunctions, prepositions) never merged with a neighbour split off by "ه "
    #: unless the merged word is a known word
    free_words: frozenset[str] = frozenset()
    #: frequent words, most frequent first: every spelling a convention gives them is read back to them
    frequent_words: tuple[str, ...] = ()
    #: suffixes that a "ه " split leaves as a part of their own: such a part may be glued back even
    #: though it is also a word; any other known word is glued only if the merged word is known too
    split_suffixes: frozenset[str] = frozenset()
    #: spellings of a frequent word that are words in their own right (Sorani سی "thirty" beside سێ
    #: "three"): never read as the frequent word
    distinct_words: frozenset[str] = frozenset()

    def conventions(self) -> tuple[str, ...]:
        return tuple(self.maps)

    def mapping(self, source: str = "auto") -> dict[str, tuple[str, ...]]:
        """Noisy unit -> clean candidates for ``source`` (``auto``: the union over all conventions)."""
        return _merged(self.lang, source)


def _kurdish_maps(extra_letters: str = "") -> dict[str, dict[str, tuple[str, ...]]]:
    """Mappings shared by Sorani, Kurmanji (Arabic script) and Gorani."""
    ar = {
        "ي": ("ی", "ێ"),
        "ى": ("ی", "ێ"),
        "ك": ("ک", "گ"),
        "ة": ("ە",),
        "ه": ("ە", "ه"),
        "ە": ("ە",),
        "ی": ("ی", "ێ"),
        "و": ("و", "ۆ", "ڤ", "وو"),
        "ر": ("ر", "ڕ"),
        "ل": ("ل", "ڵ"),
        "ب": ("ب", "پ"),
        "ج": ("ج", "چ"),
        "ز": ("ز", "ژ"),
        "ف": ("ف", "ڤ"),
        "ئ": ("ئ", "ێ"),
        "ا": ("ا", "ئا", "ئە", "ئێ", "ئۆ", "ئو"),
        **_KURDISH_LOAN,
        **_KURDISH_ALIF,
    }
    fa = {
        "ه": ("ە", "ه"),
        "ه" + ZWNJ: ("ە",),
        "ة": ("ە",),
        "ی": ("ی", "ێ"),
        "ي": ("ی", "ێ"),
        "ى": ("ی",),
        "ك": ("ک",),
        "و": ("و", "ۆ", "ڤ", "وو"),
        "ر": ("ر", "ڕ"),
        "ل": ("ل", "ڵ"),
        "ئ": ("ئ", "ێ"),
        "ا": ("ا", "ئا", "ئە", "ئێ", "ئۆ", "ئو"),
        **_KURDISH_LOAN,
        **_KURDISH_ALIF,
    }
    ur = {**fa, "ہ": ("ە", "ه"), "ے": ("ێ", "ە"), "ۓ": ("ێ",), "ں": ("ن",), "ٹ": ("ت",), "ڈ": ("د",),
          "ڑ": ("ڕ",)}
    return {"ar": ar, "fa": fa, "ur": ur}


# Words written apart that a "ه " split must not glue to a neighbour (authored): the conjunction و and
# common prepositions/conjunctions of each language. Suffixes and prefixes that also stand alone in a
# split (کە, وە, بە, دە) are deliberately not listed.
_SORANI_FREE_WORDS = frozenset(["و", "لە", "بۆ", "یان", "تا", "لەگەڵ", "ئەگەر", "چونکە"])
_KURMANJI_FREE_WORDS = frozenset(["و", "ژ", "ل", "د", "ب", "بۆ", "یان", "تا", "ئەگەر"])
_GORANI_FREE_WORDS = frozenset(["و", "جە", "پەی", "یان", "تا", "ئەگەر"])


# Frequent words of each language (authored from the languages' grammars: pronouns, prepositions,
# conjunctions, demonstratives, copulas and a few very common words), most frequent first. Only those the
# statistics know are used.
_SORANI_FREQUENT = (
    "و", "لە", "بە", "کە", "ئەو", "ئەم", "ئەوە", "ئەمە", "بۆ", "من", "تۆ", "ئێمە", "ئێوە", "ئەوان", "زۆر",
    "لەگەڵ", "یان", "هەر", "هەموو", "وەک", "بەڵام", "ئەگەر", "چونکە", "ئێستا", "هەیە", "نییە", "بوو", "کرد",
    "دەبێت", "دەکات", "خۆی", "خۆم", "ئیتر", "لێرە", "ئەوێ", "چۆن", "چی", "کێ", "کەی", "باشە", "سوپاس",
    "سەر", "دوای", "پێش", "ناو", "نێو", "لای", "هیچ", "یەک", "دوو", "سێ", "ئەوەی", "ئەمەش", "ئەوەش",
    "تەنها", "زیاتر", "کورد", "کوردستان", "خەڵک", "ڕۆژ", "کار", "ماڵ", "دەوڵەت", "هەروەها", "پاشان",
)
_KURMANJI_FREQUENT = (
    "و", "ژ", "ل", "د", "ب", "کو", "ئەو", "ئەز", "تو", "ئەم", "هوون", "وان", "ژی", "دێ", "بۆ", "یان",
    "هەر", "هەمی", "زۆر", "ئەڤە", "ئەڤ", "ڤێ", "وێ", "نە", "تشت", "چاوا", "چی", "کی", "بەلێ", "دگەل",
)
#: spellings of frequent Sorani words that are other words (سی 30, نیو half, مال property, سر numb, جی
#: jeans, تو mulberry/seed, کی "who" kept where typed so, خوی "his own" in older spelling)
_SORANI_DISTINCT = frozenset(["سی", "نیو", "مال", "سر", "جی", "تو", "کی", "خوی"])
_GORANI_FREQUENT = ("و", "جە", "پەی", "یان", "تا", "ئەگەر", "ئانە", "ئینە", "ئێمە", "ئەو", "چە", "زۆر")
# Sorani (and, close enough, Gorani) suffixes that a "ه " split leaves standing alone (the definite -ەکە, plural -ەکان, possessive
# clitics, the additive -یش, the postposition -ەوە ...)
_SORANI_SUFFIXES = frozenset([
    "کە", "کان", "کانی", "کەی", "کەم", "کەت", "کەمان", "کەتان", "کەیان", "کانمان", "کانتان", "کانیان",
    "مان", "تان", "یان", "م", "ت", "ی", "ش", "یش", "وە", "ن", "ین", "یت", "تر", "ترین", "یەک", "یەکی", "دا",
    "یە", "یەکە", "کەش", "کانیش"])


# Sorani and Gorani: one Kurdish letter in a line is weak evidence of a Kurdish keyboard (a writer may
# type one by hand, or the text is only partly noisy): it does not make a change dearer; two or more do.
# (Chosen on the synthetic dev sets; Kurmanji keeps the default, which suits its clean text better.)
_KURDISH_EVIDENCE = (0.0, 0.0, 2.0, 3.0)


def _kmr_maps() -> dict[str, dict[str, tuple[str, ...]]]:
    """Kurmanji in Arabic script writes a word-final ى (Badini usage) besides the Sorani letters."""
    maps = _kurdish_maps()
    for conv in maps:
        maps[conv] = dict(maps[conv])
        maps[conv]["ى"] = ("ى", "ی", "ێ")
        maps[conv]["ي"] = ("ی", "ێ", "ى")
    return maps


def _gorani_maps() -> dict[str, dict[str, tuple[str, ...]]]:
    maps = _kurdish_maps()
    for conv in maps:
        maps[conv] = dict(maps[conv])
        maps[conv]["د"] = ("د", "ڎ")
        maps[conv]["ذ"] = ("ڎ", "ز")
        maps[conv]["و"] = ("و", "ۆ", "ڤ", "وو", "ۉ", "ۋ", "وٙ")
        maps[conv]["ؤ"] = ("ۆ", "ۉ", "ۋ", "وٙ")
        maps[conv]["ی"] = ("ی", "ێ", "یْ", "یٛ")
        maps[conv]["ي"] = ("ی", "ێ", "یْ", "یٛ")
    # Gorani typed with Sorani conventions: only Gorani-specific letters differ.
    maps["ckb"] = {
        "و": ("و", "ۉ", "ۋ", "وٙ"),
        "ی": ("ی", "یْ", "یٛ"),
        "د": ("د", "ڎ"),
        "ذ": ("ڎ",),
    }
    return maps


def _persianate_maps(extra: dict[str, tuple[str, ...]]) -> dict[str, dict[str, tuple[str, ...]]]:
    """Languages written with the Persian alphabet plus a few letters (Gilaki, Mazanderani, Azeri)."""
    fa = dict(extra)
    ar = {"ي": ("ی",), "ى": ("ی",), "ك": ("ک",), "ة": ("ه",), **extra}
    if "ی" in extra:
        ar["ي"] = extra["ی"]
    ur = {"ي": ("ی",), "ك": ("ک",), "ہ": ("ه",), "ے": ("ی",), "ں": ("ن",), **extra}
    return {"fa": fa, "ar": ar, "ur": ur}


def _urdu_family_maps(extra: dict[str, tuple[str, ...]]) -> dict[str, dict[str, tuple[str, ...]]]:
    """Languages written with the Urdu alphabet plus letters (Kashmiri, Sindhi)."""
    ur = dict(extra)
    fa = {"ه": ("ہ",), **extra}
    ar = {"ي": ("ی",), "ى": ("ی",), "ك": ("ک",), "ة": ("ہ",), "ه": ("ہ",), **extra}
    return {"ur": ur, "fa": fa, "ar": ar}


def _build_profiles() -> dict[str, Profile]:
    kurdish = frozenset(_KURDISH_LETTERS + _KURDISH_LOAN_LETTERS)
    profiles = [
        Profile("ckb", "Central Kurdish (Sorani)", "Arabic", "ar", kurdish, _kurdish_maps(),
                deletable=("ێ", "ە", "ۆ", "و"), split_after=frozenset("هة"),
                keeps_zwnj=False, keeps_diacritics=False, markers=frozenset("ەێۆڕڵڤ"),
                free_words=_SORANI_FREE_WORDS, evidence_levels=_KURDISH_EVIDENCE,
                frequent_words=_SORANI_FREQUENT, split_suffixes=_SORANI_SUFFIXES,
                distinct_words=_SORANI_DISTINCT),
        Profile("kmr", "Northern Kurdish (Kurmanji, Arabic script)", "Arabic", "ar", kurdish | {"ى"}, _kmr_maps(),
                deletable=("ێ", "ە", "ۆ", "و"), split_after=frozenset("هة"),
                keeps_zwnj=False, keeps_diacritics=False, markers=frozenset("ەێۆڕڵڤ"),
                free_words=_KURMANJI_FREE_WORDS, frequent_words=_KURMANJI_FREQUENT),
        Profile("hac", "Gorani (Hawrami)", "Arabic", "ar", kurdish | frozenset("ڎۉۋۍ\u0652\u065b\u0659\u0658"),
                _gorani_maps(), deletable=("ێ", "ە", "ۆ", "و"), split_after=frozenset("هة"),
                keeps_zwnj=False, keeps_diacritics=False, markers=frozenset("ەێۆڕڵڤڎۉۋ"),
                free_words=_GORANI_FREE_WORDS, evidence_levels=_KURDISH_EVIDENCE,
                frequent_words=_GORANI_FREQUENT, split_suffixes=_SORANI_SUFFIXES),
        Profile("glk", "Gilaki", "Arabic", "fa", frozenset(_PERSIAN_LETTERS + "ۊۋˇ" + ZWNJ),
                _persianate_maps({"و": ("و", "ۊ", "ۋ")}), deletable=("ˇ",), markers=frozenset("ۊۋˇ")),
        Profile("mzn", "Mazanderani", "Arabic", "fa", frozenset(_PERSIAN_LETTERS + "ˇ" + ZWNJ),
                _persianate_maps({}), deletable=("ˇ",), markers=frozenset("ˇ")),
        Profile("azb", "South Azerbaijani", "Arabic", "fa", frozenset(_PERSIAN_LETTERS + "ۆۇؽ" + ZWNJ + "\u0652"),
                _persianate_maps({"و": ("و", "ۆ", "ۇ", "وْ"), "ی": ("ی", "ؽ")}), markers=frozenset("ۆۇؽ"),
                # its specific letters are rare even in clean text: a change needs more evidence
                change_cost=-3.0),
        Profile("ks", "Kashmiri", "Arabic", "ur", frozenset(_URDU_LETTERS + "ٲٳۄؠ\u065a\u0657"),
                _urdu_family_maps({"و": ("و", "ۄ", "ۆ", "وٗ"), "ا": ("ا", "ٲ", "ٳ"), "اُ": ("ٲ",), "اِ": ("ٳ",),
                                   "إ": ("ٳ",), "ے": ("ے", "ؠ", "ےٚ")}),
                keeps_zwnj=False, markers=frozenset("ٲٳۄؠ")),
        Profile("sd", "Sindhi", "Arabic", "ur", frozenset(
            "آأؤإئابپتثجچحخدذرزسشصضطظعغفقکگلمنوهيىءٻڀٺٽٿڄڃڇڊڌڍڏڙڦڪڱڳڻھۃ"),
                _urdu_family_maps({
                    "ہ": ("ه",), "ی": ("ي",), "ے": ("ي",), "ں": ("ڻ",), "ٹ": ("ٿ",), "ڈ": ("ڀ",),
                    "ت": ("ت", "ٺ", "ٽ"), "ب": ("ب", "ٻ"), "پ": ("پ", "ٻ"), "ج": ("ج", "ڄ"), "چ": ("چ", "ڇ"),
                    "د": ("د", "ڊ", "ڍ"), "ذ": ("ذ", "ڌ", "ڏ"), "ژ": ("ڙ",), "ڑ": ("ڙ",), "ف": ("ف", "ڦ"),
                    "ک": ("ڪ", "ک"), "گ": ("گ", "ڳ", "ڱ"), "ە": ("ڃ",),
                }),
                keeps_zwnj=False, markers=frozenset("ٻڀٺٽٿڄڃڇڊڌڍڏڙڦڪڱڳڻ")),
        # Dominant languages: only letters foreign to the language's own alphabet are rewritten.
        Profile("fa", "Persian", "Arabic", "ar", frozenset(_PERSIAN_LETTERS + ZWNJ + "ۀ"),
                {"ar": {"ي": ("ی",), "ى": ("ی",), "ك": ("ک",)},
                 "ur": {"ي": ("ی",), "ك": ("ک",), "ہ": ("ه",), "ے": ("ی",), "ۓ": ("ی",), "ں": ("ن",),
                        "ھ": ("ه",), "ۃ": ("ة",)}}),
        Profile("ar", "Arabic", "Arabic", "fa", frozenset(_ARABIC_LETTERS),
                {"fa": {"ی": ("ي",), "ک": ("ك",), "ۀ": ("ة",)},
                 "ur": {"ی": ("ي",), "ک": ("ك",), "ہ": ("ه",), "ۃ": ("ة",), "ے": ("ي",), "ں": ("ن",)}},
                keeps_zwnj=False),
        Profile("ur", "Urdu", "Arabic", "fa", frozenset(_URDU_LETTERS + ZWNJ + "ۃۂ"),
                {"fa": {"ي": ("ی",), "ى": ("ی",), "ك": ("ک",), "ه": ("ہ",), "ۀ": ("ۂ",)},
                 "ar": {"ي": ("ی",), "ى": ("ی",), "ك": ("ک",), "ه": ("ہ",), "ة": ("ۃ",)}}),
        # Ge'ez-script languages: no dominant-convention mapping; homophone folding is an output option.
        Profile("am", "Amharic", "Ethiopic", "am", frozenset(), {}),
        Profile("ti", "Tigrinya", "Ethiopic", "ti", frozenset(), {}),
    ]
    return {p.lang: p for p in profiles}


PROFILES: dict[str, Profile] = _build_profiles()
#: Common aliases accepted for ``lang``.
ALIASES = {"kas": "ks", "snd": "sd", "fas": "fa", "pes": "fa", "arb": "ar", "urd": "ur", "amh": "am",
           "tir": "ti", "sdh": "ckb", "kur": "ckb"}


def get_profile(lang: str) -> Profile:
    """The profile of ISO 639-3 code ``lang`` (a few 639-1/639-3 aliases accepted); KeyError if unknown."""
    code = ALIASES.get(lang.lower(), lang.lower())
    if code not in PROFILES:
        raise KeyError(f"no script profile for {lang!r}; known: {', '.join(sorted(PROFILES))}")
    return PROFILES[code]


@lru_cache(maxsize=64)
def _merged(lang: str, source: str) -> dict[str, tuple[str, ...]]:
    profile = PROFILES[lang]
    if source != "auto":
        if source not in profile.maps:
            if source == profile.lang:
                return {}
            raise KeyError(f"{lang}: unknown source convention {source!r}; known: auto, {', '.join(profile.maps)}")
        return dict(profile.maps[source])
    merged: dict[str, list[str]] = {}
    for conv in profile.maps.values():
        for noisy, cands in conv.items():
            slot = merged.setdefault(noisy, [])
            slot.extend(c for c in cands if c not in slot)
    return {k: tuple(v) for k, v in merged.items()}
