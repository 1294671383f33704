"""The shared tokens and phrase tables every attribute finder reads: spans point at the words as written,
and a phrase table returns the longest phrase that starts at a word."""

from normalize.attributes.text import PhraseTable, Tokens, words_of


def test_token_spans_point_at_the_written_words():
    for text in ("Senior engineer, Berlin (3+ yrs)", "Ingénieur à Genève — CDI", "İstanbul'da ẞtraße; Köln",
                 "", "  ", "___", "a\nb\tc"):
        tokens = Tokens(text)
        assert len(tokens.words) == len(tokens.starts) == len(tokens.ends)
        for word, s, e in zip(tokens.words, tokens.starts, tokens.ends, strict=True):
            assert text[s:e].strip() == text[s:e] and text[s:e]
            assert word == Tokens(text[s:e]).words[0]  # the same word, folded, read on its own
    assert Tokens("Ingénieur à Genève").words == ["ingenieur", "a", "geneve"]
    # a lower-case form longer than the text ("İ" -> "i̇") keeps the offsets of the text as written
    tokens = Tokens("İstanbul Köln")
    assert tokens.words[-1] == "koln" and tokens.text[tokens.starts[-1] : tokens.ends[-1]] == "Köln"



def test_words_of_reads_the_same_folded_words_as_the_tokens():
    for text in ("Senior engineer, Berlin (3+ yrs)", "Ingénieur à Genève — CDI", "İstanbul'da ẞtraße; Köln",
                 "", "  ", "___", "a\nb\tc", "ﬁnance ﬂow 45 000 руб."):
        assert words_of(text) == Tokens(text).words
    assert words_of("İstanbul Köln") == ["istanbul", "koln"]


def test_phrase_table_longest_match_wins_and_a_cut_phrase_does_not_match():
    table = PhraseTable([("full time", "full_time"), ("full time equivalent", "fte"), ("time", "t")])
    words = Tokens("Full-time equivalent role, full time, full time job, time equivalent").words
    assert table.match_at(words, 0) == (3, "fte")
    assert table.match_at(words, 4) == (2, "full_time")
    assert table.match_at(words, 1) == (1, "t")
    assert table.match_at(words, 3) is None  # "role"
    assert table.match_at(["full"], 0) is None  # a phrase cut by the end of the text
    assert [(i, n, v) for i, n, v in table.find_all(Tokens("full time equivalent, full time, time"))] == [
        (0, 3, "fte"), (3, 2, "full_time"), (5, 1, "t")]
    table.put(("full", "time"), "ft")  # put replaces a value
    assert table.match_at(["full", "time", "job"], 0) == (2, "ft")
    table.add("full time", "other")  # add keeps the earlier value
    assert table.match_at(["full", "time"], 0) == (2, "ft")


def test_a_table_made_after_a_text_was_read_still_finds_its_phrases_there():
    # the text's anchor words are found once; a phrase table made later (its words new to every table) must not
    # be gated on the words found before it existed
    tokens = Tokens("We offer a zqxwv plorbnik allowance and a free snorklewag")
    assert PhraseTable([("full time", "ft")]).find_all(tokens) == []  # (the text's anchor words found here)
    later = PhraseTable([("zqxwv plorbnik", "odd"), ("snorklewag", "other")])
    assert later.find_all(tokens) == [(3, 2, "odd"), (9, 1, "other")]
    assert later.may_match(tokens.vocab) and later.may_match(tokens.vocab, tokens.anchored())


def test_first_words_of_two_tables_follow_both_tables():
    a, b = PhraseTable([("full time", 1)]), PhraseTable([("part time", 2)])
    assert a.first_of_either(b) == {"full", "part"}
    b.add("temporary", 3)  # a table that grows after a scan is seen by the next one
    assert a.first_of_either(b) == {"full", "part", "temporary"}
    a.put(("interim",), 4)
    assert a.first_of_either(b) == {"full", "part", "temporary", "interim"}


def test_scan_finds_the_amounts_phones_and_dates_the_patterns_own_scan_finds():
    from normalize.attributes.contacts import _CANDIDATE_START, PHONE_CANDIDATE, phone_candidates
    from normalize.attributes.dates import _NUMERIC
    from normalize.attributes.money import _NUM
    from normalize.attributes.text import DIGIT, scan

    texts = ("Salary: $45,000 - $55,000 p.a., RM3,500, Rs.5000, MYR6,000, ISO9001, COVID19, A4, 12,00,000 INR",
             "Call +49 30 1234567 / (030) 123-4567 or 800\\-798\\-6035, 858-304-1518Job, 0049 89 12345678",
             "Start 01.03.2025, apply by 2025-02-14, 3/2024, v1.2.3, 12/31/2026, ٣٤٥ ٦٧٨٩ ١٢٣", "", "no digits",
             "1", "((((+", "2018/19 85 2018/1917 23.11.2015")
    for text in texts:
        for pattern, first in ((_NUM, DIGIT), (_NUMERIC, DIGIT), (PHONE_CANDIDATE, _CANDIDATE_START)):
            expected = [(m.span(), m.groups()) for m in pattern.finditer(text)]
            assert [(m.span(), m.groups()) for m in scan(pattern, first, text)] == expected
        assert [m.span() for m in phone_candidates(text)] == [m.span() for m in PHONE_CANDIDATE.finditer(text)]
    assert [m.group() for m in scan(_NUM, DIGIT, texts[0])][:3] == ["45,000", "55,000", "3,500"]


def test_a_perks_section_is_found_whatever_the_case_quotes_and_letters_of_the_text():
    from normalize.attributes.facets import offer_zones

    text = "Engineer\nWe build things.\nBENEFITS:\n- Remote work\n- Pension\nRequirements:\n- Python"
    (start, end), = offer_zones(text)
    assert text[start:].startswith("BENEFITS") and text[end:].startswith("Requirements")
    # curly quotes (lowered along the ASCII path), a non-ASCII letter and the long s, which a case-blind
    # "s" matches (read as written): the same section at the same offsets
    for variant in (text.replace("We build", "We’re building"), text.replace("We build", "Café builds"),
                    text.replace("BENEFITS", "Benefitſ")):
        shift = len(variant) - len(text)
        assert offer_zones(variant) == [(start + shift, end + shift)]


def test_a_stated_duration_or_dated_term_is_found_wherever_and_however_it_is_written():
    from normalize.attributes.facets.employment import (
        _DATED_TERM,
        _DATED_TERM_HEADS,
        _DURATION,
        _DURATION_HEADS,
        _search_at_heads,
        find_employment_type,
    )

    texts = ("Role: Tester\nDURATION : 3 Months\nPay: 20/h", "Duración: 6 meses", "We sign contract 6-12 month here",
             "kontrak selama 3 bulan", "Befriſtet auf 2 Jahre", "Lımited to 12 months", "İ Duration: 4 weeks",
             "Estimated length: 3 months", "Test EngineerDuration: 4 MonthsLocation: Leeds", "no duration here: 12",
             "The period of work will be from ASAP - December 31, 2026", "PERİOD OF WORK: May 4, 2026 - Aug 31, 2026",
             "Term Duration: June 2, 2025 to August 8, 2025", "")
    for text in texts:
        for pattern, heads in ((_DURATION, _DURATION_HEADS), (_DATED_TERM, _DATED_TERM_HEADS)):
            expected = pattern.search(text)
            got = _search_at_heads(pattern, heads, text)
            assert (got and (got.span(), got.groupdict())) == (expected and (expected.span(), expected.groupdict()))
    assert find_employment_type(Tokens("Software Tester\nDURATION : 3 Months\nStart ASAP"))[0] == "temporary"
    assert find_employment_type(Tokens("Willing to sign contract 6-12 month"))[0] == "contract"


def test_the_capitalized_words_of_a_text_are_found_in_ascii_and_other_texts_alike():
    assert Tokens("Nurse in Leeds, West Yorkshire (iOS, eBay)").capitalized() == [0, 2, 3, 4]
    assert Tokens("Pflegekraft in München, Ärztin am Öresund").capitalized() == [0, 2, 3, 5]
    assert Tokens("X").capitalized() == [0] and Tokens("").capitalized() == [] and Tokens("x y").capitalized() == []
