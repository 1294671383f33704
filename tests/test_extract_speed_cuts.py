"""ext31's exact speed cuts of ``extract``: each rewritten pattern or added gate answers as the form it replaced."""

import re
from itertools import product

from normalize.attributes import extract
from normalize.attributes.places import _POSTCODE_LIKE

# the postcode pattern as it was written before (opened by its look-behind: tried at every offset of every text)
_POSTCODE_LIKE_BEFORE = re.compile(r"(?<!\d)\d{4,5} [A-ZÀ-Ý]")


def test_postcode_pattern_finds_what_the_look_behind_form_found():
    heads = ["", "x", "5", " ", "A-", "Ganzjahresstelle", "\n", "٣"]
    runs = ["1", "123", "4563", "12345", "123456", "٤٥٦٣", "1234567", "45 63"]
    tails = [" Micheldorf", " micheldorf", "  Wien", " Évian", " Ära", "", "\nGraz", " É 1234 Linz"]
    for head, run, tail in product(heads, runs, tails):
        text = f"{head}{run}{tail}"
        assert [m.span() for m in _POSTCODE_LIKE.finditer(text)] == [
            m.span() for m in _POSTCODE_LIKE_BEFORE.finditer(text)], repr(text)


def test_a_town_after_a_postcode_is_still_read_without_a_market():
    def towns(text):
        return [(loc["city"], loc["country"]) for loc in extract(text)["locations"]]

    # (no cue before the town: read only after its postcode)
    assert towns("Verkauf | 6830 Rankweil") == [("Rankweil", "AT")]
    assert towns("Dorfstrasse 12 4563 Micheldorf") == [("Micheldorf", "AT")]
    assert towns("Hauptstrasse 5 6281 Hochdorf") == [("Hochdorf", "CH")]
    assert towns("Verkauf | 123456 Rankweil") == []


def test_every_written_at_mark_holds_a_bracket():
    # (find_written_emails asks for a bracket before it searches the marks)
    from normalize.attributes.contacts import _BRACKET_MARKS, find_written_emails

    assert all("(" in mark or "[" in mark for mark in _BRACKET_MARKS)
    assert [x["value"] for x in find_written_emails("Mail info(at)acme.de or jo [AT] acme.se")] == ["info@acme.de", "jo@acme.se"]
    assert find_written_emails("Mail info at acme.de") == []


# ext33: the places path's scans that opened with a look-behind (tried at every offset of the text), written to open
# with a character, or run only after a search of a literal part every match holds; and the list-gap test bounded

_SHORT_COUNTRY_BEFORE = re.compile(r"(?<![\w.$])(?:U\.S\.A\.|U\.S\.|U\.K\.|EE\.UU\.|USA|UK|UAE|EEUU|US)(?![\w$]|\.\w)")
_FR_DEPARTMENT_BEFORE = re.compile(r"(?:(?<=\S) \(|(?<=\S) [-–] |(?<=\S), )(\d{2}|2[AB])\)")


def _found(pattern, text):
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


def test_short_country_pattern_finds_what_the_look_behind_form_found():
    from normalize.attributes.places import _SHORT_COUNTRY

    heads = ["", "x", " ", ".", "$", "the ", "1", "é", "\n", "_"]
    names = ["US", "USA", "U.S.", "U.S.A.", "UK", "U.K.", "UAE", "EEUU", "EE.UU.", "UE", "E", "U"]
    tails = ["", " ", "$", "x", ".x", ".", "-based", "S", ",", "\n"]
    for head, name, tail in product(heads, names, tails):
        text = f"{head}{name}{tail}"
        assert _found(_SHORT_COUNTRY, text) == _found(_SHORT_COUNTRY_BEFORE, text), repr(text)
        assert _found(_SHORT_COUNTRY, text + text) == _found(_SHORT_COUNTRY_BEFORE, text + text), repr(text + text)


def test_department_pattern_finds_what_the_look_behind_form_found():
    from normalize.attributes.places import _FR_DEPARTMENT

    heads = ["", "x", " ", "Lyon", "Lyon ", ",", "\n"]
    gaps = [" (", " - ", " – ", ", ", "  (", "(", " -", ",  "]
    codes = ["69)", "2A)", "2B)", "7)", "123)", "69", "2C)"]
    for head, gap, code in product(heads, gaps, codes):
        text = f"{head}{gap}{code}"
        assert _found(_FR_DEPARTMENT, text) == _found(_FR_DEPARTMENT_BEFORE, text), repr(text)


def test_every_chilean_region_and_uk_ireland_match_holds_the_searched_part():
    from normalize.attributes.places import (
        _CHILE_HINT,
        _CHILE_REGION_NUMBER,
        _UK_IRELAND_HINT,
        _UK_IRELAND_NAME,
    )

    for head, numeral, gap, word in product(["", " ", "x", "."], ["I", "V", "XIII", "XVI", "IIII"], [" ", "  ", "\n", ""],
                                            ["Región", "region", "Region", "regiones"]):
        text = f"{head}{numeral}{gap}{word} del Maule"
        if _CHILE_REGION_NUMBER.search(text):
            assert _CHILE_HINT.search(text), repr(text)
    for name, gap, ireland in product(["Acme", "acme", "OCS"], [" UK & ", " UK and ", " UK/", " UK&", " UK "],
                                      ["Ireland", "Irelands", "IRE", "I", "Irl team"]):
        text = f"{name}{gap}{ireland}"
        if _UK_IRELAND_NAME.search(text):
            assert _UK_IRELAND_HINT.search(text), repr(text)


def test_list_gap_limit_holds_every_gap_the_list_pattern_matches():
    from normalize.attributes.places import _LIST_GAP, _list_gap_limit

    parts = [")", " ", "  ", "\n", ",", "/", "&", "(", " and ", " or ", " eller ", " atau ", " та ", ", and ", " de ", " d'",
             " du ", "St. ", "Ste. ", "Ste ", "Mt ", "x", "Paris", "é"]
    for a, b, c, d in product(parts, repeat=4):
        gap = f"{a}{b}{c}{d}"
        text = f"Lyon{gap}Nice"
        if _LIST_GAP.fullmatch(text, 4, 4 + len(gap)):
            assert 4 + len(gap) <= _list_gap_limit(text, 4), repr(text)
    longest = ") eller de Ste. "  # 12 characters other than white space: a gap the pattern still matches
    assert _LIST_GAP.fullmatch(longest) and _list_gap_limit(longest + "x", 0) == len(longest)


def test_places_still_read_through_the_rewritten_scans():
    def places(text, market=None):
        return [(loc["city"], loc["region"], loc["country"]) for loc in extract(text, market)["locations"]]

    assert (None, None, "US") in places("Our team works across the US and Canada.")
    assert (None, None, "GB") in places("Roles based in the U.K. only.")
    assert (None, "CL-ML", "CL") in places("Trabajo en la VII Región del Maule.")
    assert ("Lyon", "FR-69", "FR") in places("Poste basé à Lyon (69) dès que possible.")
    # a list of towns goes on over its gaps (after one cue), also after a long stretch of other words
    assert [city for city, _, _ in places("Postes à Strasbourg, Nancy, Dijon et Lille.", "FR")] == [
        "Strasbourg", "Nancy", "Dijon", "Lille"]
    listed = places("Offices in Leeds, York and Sheffield. " + "We hire people who like data. " * 5 + "Also Bristol and Bath.", "GB")
    assert [city for city, _, _ in listed] == ["Leeds", "York", "Sheffield", "Bristol", "Bath"]


def test_a_text_with_no_place_found_spares_the_filters_searches(monkeypatch):
    import normalize.attributes.places as places_module
    from normalize.attributes.text import Tokens

    asked = []

    class Counted:
        def __init__(self, pattern):
            self.pattern = pattern

        def search(self, *args):
            asked.append(args[0])
            return self.pattern.search(*args)

    monkeypatch.setattr(places_module, "_INSTITUTION_HINT", Counted(places_module._INSTITUTION_HINT))
    monkeypatch.setattr(places_module, "_LICENCE_WORD", Counted(places_module._LICENCE_WORD))
    text = "We value the skills of our Hospital staff and their licence to practise; apply at jobs@acme.example."
    assert places_module.find_places(Tokens(text), None) == []
    assert asked == []  # nothing found: no filter, no licence test
    assert [loc["region"] for loc in places_module.find_places(Tokens("Nurses in Texas with a license"), "US")] == []


# ext34: an any_of's word parts and its substring parts of each kind merged into one part each (nested any_of's taken
# in), and the language trigger's glued-name check looking the words' first four letters up at C speed first

def test_an_any_of_merges_its_word_and_substring_parts_and_answers_as_its_parts():
    from normalize.attributes import triggers as tr
    from normalize.attributes.text import Tokens

    parts = (tr.words(("salary",)), tr.substrings("ite in "), tr.lowered("week"),
             tr.any_of(tr.words(("remote",)), tr.substrings("PFE"), tr.in_title("intern")), tr.in_title("thesis"),
             tr.all_of(tr.DIGIT, tr.words(("years",))))
    merged = tr.any_of(*parts)
    # one word part, one part of substrings as written, one lowered, one in the title, and the all_of
    assert len(merged.parts) == 5
    texts = ["Salary on request", "onsite in Leeds", "3 days a WEEK", "we are remote", "Stage PFE", "Intern\nbody",
             "Thesis work\nx", "5 years", "years", "5", "nothing at all", "body\nintern in the body", ""]
    for text in texts:
        facts = tr.TextFacts(Tokens(text))
        assert merged.fires(facts) == any(p.fires(facts) for p in parts), text
    assert not merged.fires(tr.TextFacts(Tokens("nothing at all")))


def test_a_word_opening_with_no_language_name_spares_the_glued_name_loop(monkeypatch):
    from normalize.attributes.facets import languages
    from normalize.attributes.text import Tokens
    from normalize.attributes.triggers import TextFacts

    seen = []
    real = languages._name_openings

    class Openings(frozenset):
        def __contains__(self, key):
            seen.append(key)
            return frozenset.__contains__(self, key)

    monkeypatch.setattr(languages, "_name_openings", lambda: Openings(real()))
    # glued ("teamWork", "inBerlin") but no word opens like a language's name: the words are not looked at one by one
    assert not languages._may_split_glued_name(TextFacts(Tokens("Our teamWork grows inBerlin")))
    assert seen == []
    assert languages._may_split_glued_name(TextFacts(Tokens("Skills: fluent EnglishSAP knowledge")))


def test_a_phrase_table_may_match_where_an_anchor_and_its_partner_stand_and_only_there():
    # (may_match tests each present anchor's partners at C speed, ext34: the same answer as anchor by anchor)
    from normalize.attributes.text import PhraseTable, Tokens

    table = PhraseTable([("remote work", 1), ("work from home", 2), ("hybrid", 3), ("home office", 4)])

    def by_anchor(vocab):
        present = table.anchors & vocab
        return bool(present & table._alone) or any(table._partners[w] & vocab for w in present)

    for text in ["remote work", "work remote", "remote only", "from home we work", "home office", "office at home",
                 "hybrid", "nothing here", "work", "from home"]:
        vocab = Tokens(text).vocab
        assert table.may_match(vocab) == by_anchor(vocab), text
    assert not table.may_match(Tokens("remote only").vocab)
    assert table.may_match(Tokens("we work remote").vocab)


def test_the_url_hint_pattern_leaves_the_scheme_mark_to_a_substring_test():
    from normalize.attributes.contacts import _URL_HINT, find_urls

    # (the pattern opens with its dot only: the engine skips to the dots, not to every ":" as well)
    assert _URL_HINT.search("see https://jobs.acme.ai/123 today") is None
    assert [u["value"] for u in find_urls("see https://jobs.acme.ai/123 today")] == ["https://jobs.acme.ai/123"]
    assert [u["value"] for u in find_urls("apply at www.acme-group.com.")] == ["www.acme-group.com"]
    assert find_urls("Java 5. No scheme here: none") == []


def test_a_glued_count_is_searched_once_a_text_by_the_years_trigger_and_finder(monkeypatch):
    from normalize.attributes import facets
    from normalize.attributes.facets import experience
    from normalize.attributes.text import Tokens
    from normalize.attributes.triggers import TextFacts

    searched = []
    real = experience._GLUED

    class Counting:
        def search(self, text, *args):
            searched.append(text)
            return real.search(text, *args)

    monkeypatch.setattr(experience, "_GLUED", Counting())
    getattr(experience, "_has_glued_count", None) and experience._has_glued_count.cache_clear()  # (a text seen before)
    text = "Java developer with 5yrs experience in backend teams, 3 projects a quarter"
    tokens = Tokens(text)
    assert facets.YEARS_TRIGGER.fires(TextFacts(facets.unglued(tokens)))
    assert facets.find_min_years(tokens)[0] == 5
    assert searched == [text]


def test_plain_english_is_told_once_enough_marks_are_counted():
    from normalize.attributes.market_inference import text_language
    from normalize.attributes.text import marks_in, marks_reach

    class Read(tuple):
        def __iter__(self):
            for mark in tuple.__iter__(self):
                read.append(mark)
                yield mark

    read = []
    head = " the team and the office of the firm and the town "
    assert marks_reach(head, 4, Read((" the ", " and ", " of ")))
    assert read == [" the "]  # four found in the first mark's count: the others are not counted
    for text in ["", " the ", " the and to of you ", " and  and ", "the and to of you", " you  you  you  you "]:
        assert marks_reach(text, 4) == (marks_in(text) >= 4), text
    assert text_language("We are hiring: the team and the office of the firm need you to apply") == "en"


# ext35: an any_of's or all_of's test written out as one function (its parts' tests inlined, substrings as ``in`` tests
# after a test of their rarest character)

def _part_by_part(trigger, facts):
    from normalize.attributes import triggers as tr

    if type(trigger) is tr._AnyOf:
        return any(_part_by_part(p, facts) for p in trigger.parts)
    if type(trigger) is tr._AllOf:
        return all(_part_by_part(p, facts) for p in trigger.parts)
    return bool(trigger.fires(facts))


def test_an_any_of_answers_in_one_function_as_its_parts_do(monkeypatch):
    from normalize.attributes import triggers as tr
    from normalize.attributes.text import Tokens

    trigger = tr.any_of(tr.words(("salary",)), tr.substrings("site)", "Site)", "%", "1%", "ставк"), tr.in_title("intern"),
                        tr.all_of(tr.DIGIT, tr.lowered("week", "woche", "k")), tr.all_of(tr.NON_ASCII, tr.substrings("€")),
                        tr.check(lambda facts: "zz" in facts.text))
    texts = ["Salary on request", "work on site) now", "On Site) only", "up to 10%", "1 percent more", "ставка 5", "Intern\nbody",
             "3 days a WEEK", "3 Wochen", "days a week", "k 9", "pay 50 €", "pay 50 EUR", "buzz", "nothing at all", "",
             "body\nintern in the body"]
    answers = [_part_by_part(trigger, tr.TextFacts(Tokens(text))) for text in texts]
    assert answers == [True, True, True, True, False, True, True, True, True, False, True, True, False, True, False, False,
                       False]

    def asked(self, facts):
        raise AssertionError("a part's own test was called")

    for kind in (tr.Words, tr._Substrings, tr._InTitle, tr._Digit, tr._NonAscii):
        monkeypatch.setattr(kind, "fires", asked)
    assert [trigger.fires(tr.TextFacts(Tokens(text))) for text in texts] == answers


def test_a_text_with_no_lower_case_letter_before_a_capital_spares_the_glued_towns_classes(monkeypatch):
    from normalize.attributes import places as places_module
    from normalize.attributes.facets.common import may_be_glued
    from normalize.attributes.text import Tokens

    # (ungluing's test: an ASCII text with no "aA" holds no "aAa"; a non-ASCII text is always read)
    for text in ["Nurses for the ward", "teamWork", "jobOrt: Graz", "ABCDef", "mixed CASE words", "São PauloSP", ""]:
        assert may_be_glued(text) or b"aAa" not in places_module._glued_classes(text), text
    read = []
    real = places_module._glued_classes
    monkeypatch.setattr(places_module, "_glued_classes", lambda text: read.append(text) or real(text))
    places_module.find_places(Tokens("Nurses wanted for the night shift on the ward."), None)
    assert read == []
    places_module.find_places(Tokens("Nurses wanted for the night shift on the wardJoin us."), None)
    assert read == ["Nurses wanted for the night shift on the wardJoin us."]



def test_the_plain_marks_are_no_letter_digit_or_currency_sign():
    import unicodedata

    from normalize.attributes.currencies import BEYOND_PLAIN, SYMBOLS, _local_signs, currency_data

    plain = [chr(c) for c in range(0x80, 0x10000) if not BEYOND_PLAIN.match(chr(c))]
    assert len(plain) > 50
    assert not [c for c in plain if re.match(r"\w", c) or unicodedata.category(c) == "Sc"]
    written = set("".join(SYMBOLS)) | set("".join(_local_signs()[0])) | {c for k in currency_data()[1].table for w in k
                                                                          for c in w}
    assert not written.intersection(plain)


def _pay(text, country=None):
    from normalize.attributes.salary import find_salaries
    from normalize.attributes.text import Tokens

    return find_salaries(text, country, vocab=Tokens(text).vocab)


def test_a_text_with_no_pay_cue_reads_no_amount(monkeypatch):
    from normalize.attributes import salary

    def no_call(*args, **kwargs):
        raise AssertionError("amounts read")

    monkeypatch.setattr(salary, "pay_amounts", no_call)
    for text in ("Join our team of 45 engineers in 3 offices.", "Founded in 1990 \u2013 2 sites, 500 people\u2019s home.",
                 "Grade 7 role, 37.5 hours a week, 25 days of leave", "We've grown to 300 <ORGANIZATION> staff"):
        assert _pay(text) == [] and _pay(text, "GB") == []
        assert extract(text)["salaries"] == []


def test_the_pay_gate_lets_every_kind_of_pay_statement_through():
    for text, country in [("We pay 45,000 a year.", None), ("Up to 70k annually", None), ("EUR 3000 monthly", None),
                          ("3000 euros per month", None), ("Rs 40000 per month", None), ("Salary: 40000", None),
                          ("Base 40,000 per annum", None), ("Earn 40,000 per annum", None), ("from 30 000 z\u0142", None),
                          ("Developer \u2013 45.000 \u20ac brutto", None), ("8-10 lakhs per annum", None),
                          ("OTE 60,000 per year", None), ("Job Type: PermanentPay: 32,000 per month", None),
                          ("Monthly rate 45 000 kr", "SE"), ("R 25 000 per month", "ZA"), ("CHF 90 000", None),
                          ("Gehalt 50.000", None), ("Sueldo 2500", None), ("Budget for the role: 35,000 - 45,000 per month", None),
                          ("45,000 US dollars a year", None), ("Up to 45 thousand a year", None), ("45K a year", None)]:
        assert _pay(text, country), text
        assert extract(text, country)["salaries"], text


def test_the_pay_gate_sees_a_cue_cut_out_of_a_word_by_a_verdict_window():
    from normalize.attributes.salary import _may_state_pay
    from normalize.attributes.text import Tokens

    def gate(text):
        return _may_state_pay(text, None, Tokens(text).vocab)

    # "unpaid" cut 60 characters before a number leaves "paid", "database" cut 200 before one "base"; "payments" cut 40
    # characters after a number leaves "pay"
    assert gate("zzunpaid" + " " * 56 + "5") and not gate("zzunpaid" + " " * 57 + "5")
    assert gate("database" + " " * 196 + "12") and not gate("database" + " " * 195 + "12")
    assert gate("5" + " " * 37 + "payments") and not gate("5" + " " * 36 + "payments")


def test_every_text_the_pay_gate_turns_away_states_no_pay():
    from normalize.attributes import salary
    from normalize.attributes.text import Tokens

    heads = ["", "Team of ", "We pay ", "Salary: ", "Rate ", "Budget: ", "EUR ", "$", "Rs. ", "USD", "living allowance ",
             "Mon-Fri ", "Paid ", "pays ", "Gross ", "l'\u00e9quipe ", "I'm in ", "a ", "Belgian "]
    numbers = ["45", "45,000", "1.500", "70k", "5 lakh", "12 - 15", "2024", "9", "30,-", "3 million", "4 m", "5 t"]
    tails = ["", " engineers", " a year", " per hour", " euros", " dollars", " USD", " PHP", " kr", " hours",
             " annually", " monthly pay", " starting", " \u20ac", " US dollars", " in 3 offices", " francs", " Ft"]
    turned_away = []
    for head, number, tail in product(heads, numbers, tails):
        text = f"{head}{number}{tail}"
        for country in (None, "US", "SE", "PH", "HU"):
            if not salary._may_state_pay(text, country, Tokens(text).vocab):
                turned_away.append((text, country))
    assert len(turned_away) > 100
    assert [(t, c) for t, c in turned_away if salary.find_salaries(t, c)] == []


# ext38: find_min_years asks _new_graduates_welcome only where a part of WELCOME_TRIGGER fires, on the trigger facts extract
# made (triggers.facts_of keeps the last pair)

def test_a_count_alone_spares_the_new_graduates_sources(monkeypatch):
    from normalize.attributes.facets import experience
    from normalize.attributes.text import Tokens

    asked = []
    real = experience._new_graduates_welcome
    monkeypatch.setattr(experience, "_new_graduates_welcome", lambda tokens: asked.append(tokens.text) or real(tokens))
    assert experience.find_min_years(Tokens("Java developer with 3+ years of experience in backend teams"))[0] == 3
    assert asked == []
    students = "Retail assistant\nOpen to university students from any college. 1 year of experience in retail"
    assert experience.find_min_years(Tokens(students)) == (0, (25, 44))
    assert asked == [students]


def test_each_new_graduates_source_still_fires_the_years_trigger():
    from normalize.attributes import facets
    from normalize.attributes.facets import experience
    from normalize.attributes.text import Tokens
    from normalize.attributes.triggers import facts_of

    texts = ["Open to university students from any college", "Quereinsteiger willkommen", "Werkstudent Vertrieb\nText",
             "Thesis: battery cells\nText", "Must be pursuing a degree", "Ensino superior cursando",
             "PhD student position in optics\nText", "Marketing Intern\nText", "Recent graduates are welcome",
             "Currently enrolled in a college"]
    for text in texts:
        facts = facts_of(facets.unglued(Tokens(text)))
        assert experience.WELCOME_TRIGGER.fires(facts) and facets.YEARS_TRIGGER.fires(facts), text
    assert not experience.WELCOME_TRIGGER.fires(facts_of(Tokens("3+ years of Java")))


def test_the_trigger_facts_of_the_last_tokens_are_kept_without_a_reference_cycle():
    import gc

    from normalize.attributes.text import Tokens
    from normalize.attributes.triggers import facts_of

    tokens = Tokens("Senior nurse, 2 years")
    facts = facts_of(tokens)
    assert facts_of(tokens) is facts and facts.text == tokens.text
    other = Tokens("Senior nurse, 2 years")
    assert facts_of(other) is not facts and facts_of(other).tokens is other
    assert not gc.get_referrers(facts) or all(r is not tokens for r in gc.get_referrers(facts))


def test_the_graduate_study_check_waits_for_a_gate_word_in_the_title(monkeypatch):
    from normalize.attributes.facets import experience
    from normalize.attributes.text import Tokens
    from normalize.attributes.triggers import TextFacts

    read = []

    class Gate(tuple):
        def __iter__(self):
            read.append(1)
            return super().__iter__()

    monkeypatch.setattr(experience, "_GRADUATE_STUDY_GATE", Gate(experience._GRADUATE_STUDY_GATE))
    assert not experience.WELCOME_TRIGGER.fires(TextFacts(Tokens("Java developer\nWe build payment systems")))
    assert read == []  # (no gate word in the title: the check is not called)
    assert experience.WELCOME_TRIGGER.fires(TextFacts(Tokens("MSc research assistantship in optics\nText")))
    assert read


def test_the_glued_fresh_graduates_pattern_is_searched_only_where_its_words_stand(monkeypatch):
    from normalize.attributes.facets import experience

    searched = []

    class Spy:
        def search(self, text):
            searched.append(text)
            return experience._GLUED_FRESH.search(text)

    monkeypatch.setattr(experience, "_GLUED_FRESH", Spy())
    assert experience._glued_fresh_graduates("Three years of retail work, evenings and weekends") is None
    assert searched == []  # (no "Fresh", "FRESH", "orfresh" or "andfresh": the pattern cannot match)
    monkeypatch.undo()
    assert experience._glued_fresh_graduates("Grade point average 3.10Fresh graduates may apply") is not None
    assert experience._glued_fresh_graduates("a plus orfresh graduateare invited") is not None
    assert experience._glued_fresh_graduates("Fresh graduates welcome") is None  # (nothing glued before it)



def test_the_hiring_cue_is_read_lowered_where_every_letter_is_ascii(monkeypatch):
    from normalize.attributes.facets import seniority as s
    from normalize.attributes.text import Tokens

    texts = ["We are SEEKING a Senior Nurse", "We’re Hiring – Senior Developer", "ſeeking a lead", "Мы ИЩЕМ ведущего",
             "x" * 796 + " hiring", "nothing here"]
    spans = [[m.span() for m in s._HIRING_CUE.finditer(t, 0, min(len(t), s._HIRING_REACH))] for t in texts]
    assert [[m.span() for m in s._hiring_cues(t)] for t in texts] == spans
    text = "Care Assistant\nOur home is seeking an Entry-Level Care Assistant for nights."
    level = s.find_seniority(Tokens(text))

    class CaseBlind:
        def finditer(self, *args):
            raise AssertionError("an ASCII text read with the case-blind pattern")

    monkeypatch.setattr(s, "_HIRING_CUE", CaseBlind())
    assert s.find_seniority(Tokens(text)) == level and level is not None


def test_the_token_split_gives_the_word_runs_of_backslash_w_and_skips_separators_by_its_first_character():
    # (ext42: the split spells the ASCII word characters out, first character alone, so the engine tests a bitmap
    # before \w's category call and jumps over separators at C speed; the parts must stay those of (\w+))
    from re import _compiler, _constants, _parser

    from normalize.attributes.text import _SPLIT, _SPLIT_ASCII

    texts = ["", " ", "a", "_x9 ", "Sr. Engineer (m/w/d) - 50k€/yr", "C++ & C#, 3+ yrs", "a\tb\nc  d--e__f",
             "Ingénieur·e à Zürich", "Straße ǅ Kelvin K", "Инженер-программист, Москва", "日本語 テスト",
             "e\u0301te\u0301", "٣٤ سنوات", "x\u200by", "①②", "ʼn ǈ"]
    for text in texts:
        assert _SPLIT.split(text) == re.split(r"(\w+)", text), repr(text)
        assert _SPLIT.split(text.lower()) == re.split(r"(\w+)", text.lower()), repr(text)
        if text.isascii():
            assert _SPLIT_ASCII.split(text) == re.split(r"(\w+)", text, flags=re.ASCII), repr(text)
    for pattern in (_SPLIT, _SPLIT_ASCII):
        code = _compiler._code(_parser.parse(pattern.pattern, pattern.flags), pattern.flags)
        assert code[0] == _constants.INFO and code[2] & _constants.SRE_INFO_CHARSET, pattern.pattern
