"""Ranking rules of the title matcher on the shipped ESCO (issue 23 item 4, titles5 and titles6): generic role words
filed as one occupation's alternative label, a title's role word used as a modifier of another role, and an
assistant manager that is no management assistant. Titles written for these tests."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from normalize.matching.retrieval import MatchConfig, TitleMatcher, group_vote


@pytest.fixture(scope="module", autouse=True)
def answer_gate_off() -> Iterator[None]:
    # these tests are about the order of candidates; whether the first is answered at all is the answer gate's
    # (test_answer_gate.py), which would withdraw some alias hits here ("Care Worker", "Buyer")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(TitleMatcher, "answer_gate", property(lambda self: None))
        yield


@pytest.fixture(scope="module")
def answers() -> dict[str, list[dict]]:
    titles = ["Technician", "Planner", "Driver", "Care Worker", "Buyer", "Electrician", "Team Leader - Customer Support"]
    return dict(zip(titles, TitleMatcher("esco").match(titles, top_k=5), strict=True))


def test_a_generic_role_word_alias_is_no_exact_answer(answers: dict[str, list[dict]]) -> None:
    # ESCO files "technician" under consumer electronics repair technician, "planner" under land planner and
    # "driver" under hearse driver: each word ends the names of many other occupations
    for title in ("Technician", "Planner", "Driver"):
        assert all(m["score"] < 1.0 for m in answers[title]), title
    # ESCO files "team leader" under zoo section leader; the phrase ends four other occupations' names
    assert all(m["label"] != "zoo section leader" for m in answers["Team Leader - Customer Support"])


def test_a_generic_alias_close_to_its_preferred_label_stays_exact(answers: dict[str, list[dict]]) -> None:
    # "care worker" and "buyer" also end many occupations' names, but they are plain synonyms of social care worker
    # and purchaser (their embeddings lie close to the preferred labels')
    assert answers["Care Worker"][0] == {**answers["Care Worker"][0], "label": "social care worker", "score": 1.0}
    assert answers["Buyer"][0] == {**answers["Buyer"][0], "label": "purchaser", "score": 1.0}
    assert answers["Electrician"][0]["label"] == "electrician"


def test_a_generic_alias_still_competes_as_a_semantic_candidate() -> None:
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=5)).match(["Technician"])[0]
    assert any(m["label"] == "consumer electronics repair technician" for m in top)


@pytest.fixture
def night_nurse_unkeyed(monkeypatch: pytest.MonkeyPatch) -> None:
    # "Night Nurse" is the fixture title of ranking rules below the hand names; its hand name (titles29) would answer it
    # before they rank, so these tests run without that one key
    from normalize.matching import title_context

    monkeypatch.delitem(title_context.HAND_NAMES, "night nurse", raising=False)


@pytest.mark.usefixtures("night_nurse_unkeyed")
@pytest.mark.parametrize("title", ["Float Registered Nurse", "Night Nurse", "IV Infusion Nurse"])
def test_a_nurse_title_is_not_ranked_first_as_another_role_of_nurses(title: str) -> None:
    # "nurse assistant" and "advanced nurse practitioner" use the title's role word "nurse" as a modifier of
    # another role (assistant, practitioner) the title does not name
    on = MatchConfig(min_score=0.0, top_k=1, role_modifier_penalty=0.1)
    top = TitleMatcher("esco", config=on).match([title])[0]
    assert top and top[0]["label"] in ("nurse responsible for general care", "specialist nurse")


@pytest.mark.usefixtures("night_nurse_unkeyed")
def test_the_role_modifier_rule_is_off_by_default() -> None:
    off = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1, group_vote_weight=0.0))
    assert off.match(["Night Nurse"])[0][0]["label"] == "nurse assistant"


def test_a_title_naming_the_other_role_keeps_it() -> None:
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1, role_modifier_penalty=0.1)).match(
        ["Nurse Assistant", "Assistant Lecturer"])
    assert [t[0]["label"] for t in top] == ["nurse assistant", "assistant lecturer"]


def test_an_assistant_manager_is_no_exact_management_assistant() -> None:
    # ESCO files "assistant manager" under management assistant and executive assistant; in job ads it names a junior
    # manager of the function after it, so the label answers no such title (no exact hit, no semantic neighbour)
    titles = ["Assistant Manager - Sales", "Assistant Manager, Quality Control", "Assistant Manager"]
    answers = TitleMatcher("esco").match(titles, top_k=5)
    for title, found in zip(titles, answers, strict=True):
        assert all(m["label"] not in ("management assistant", "executive assistant") for m in found), title
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles[:1])
    assert "sales" in top[0][0]["label"]
    # the office role itself is still found
    assert TitleMatcher("esco").match(["Management Assistant"])[0][0]["label"] == "management assistant"


def test_the_words_before_of_are_no_title_of_their_own() -> None:
    # "assistant director" alone is ESCO's film assistant director: "Assistant Director of Nursing" is a nursing manager
    found = TitleMatcher("esco").match(["Assistant Director of Nursing (ADON)", "Deputy Head of IT Department"], top_k=5)
    assert all(m["label"] != "assistant video and motion picture director" for m in found[0])
    assert all(m["label"] != "deputy head teacher" for m in found[1])
    # "for" keeps the prefix: the field after it does not change the job
    assert TitleMatcher("esco").match(["Data Analyst for Retail Banking"])[0][0]["label"] == "data analyst"


def test_an_enterprise_suite_consultant_is_an_ict_consultant() -> None:
    # the encoder reads "SAP" and the module after it in their everyday senses (titles7): business consultant,
    # intellectual property consultant, manufacturing cost estimator
    from normalize.matching.title_context import with_context

    assert with_context("sap co consultant") == "sap ict co consultant"
    assert with_context("salesforce ict consultant") == "salesforce ict consultant"
    assert with_context("sap software engineer") == "sap software engineer"
    titles = ["SAP Consultant (m/w/d)", "Senior SAP CO Consultant", "SAP Product Costing Consultant"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ICT consultant"] * 3


def test_a_registered_or_licensed_nurse_is_no_nurse_assistant() -> None:
    # "registered" and "licensed" name a regulated profession: candidates filed in ISCO major groups 4-9 (nurse
    # assistant is 5321) lose a share of their score (titles7); "RN" and "LPN" read as these words after cleaning
    titles = ["RN ED FT Nights", "Float Registered Nurse", "Licensed Practical Nurse", "Contract Nurse - RN - Nights"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    for title, found in zip(titles, top, strict=True):
        assert found[0]["label"] != "nurse assistant", title
    assert top[0][0]["label"] == "nurse responsible for general care"
    # a nurse assistant's own title keeps its exact answer
    assert TitleMatcher("esco").match(["Nurse Assistant"])[0][0]["label"] == "nurse assistant"


def test_a_rank_before_the_separator_yields_to_the_worker_after_it() -> None:
    # "Deputy Manager - <worker>": a grade, then the job (titles9); the whole title read as a manager of finance.
    # A manager's own field after the rank ("Senior Manager - Purchasing") and a rank that is itself a job
    # ("Executive Assistant - ...") keep their answers
    titles = ["Deputy Manager - Financial Analyst", "Senior Manager - Purchasing", "Executive Assistant - Sales Office"]
    found = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=3)).match(titles)
    assert found[0][0] == {**found[0][0], "label": "financial analyst", "score": 1.0}
    assert found[1][0]["label"] == "purchasing manager"
    assert found[2][0] == {**found[2][0], "label": "executive assistant", "score": 1.0}


def test_a_software_qa_title_is_a_software_tester() -> None:
    # ESCO files "QA engineer" under quality engineer (product quality); a QA title with a software word is software
    # testing (titles9). A bare "QA Engineer" keeps ESCO's answer, and a developer listing QA among its areas stays one
    titles = ["Manual QA Engineer - Payments App", "Senior QA Automation Engineer (Kotlin)", "QA Engineer",
              "Python Developer - API, QA and Tooling"]
    found = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=2)).match(titles)
    assert [f[0]["label"] for f in found[:2]] == ["software tester", "software tester"]
    assert found[2][0] == {**found[2][0], "label": "quality engineer", "score": 1.0}
    assert found[3][0]["label"] != "software tester"


@pytest.mark.usefixtures("night_nurse_unkeyed")
def test_a_candidate_whose_isco_group_agrees_goes_first() -> None:
    # "bank account manager" (3312) tops "Technical Account Manager" alone; ICT account manager's neighbours (ICT
    # sales, 243) agree; "Night Nurse": nurse assistant (532) below the nursing professionals (222)
    titles = ["Technical Account Manager", "Night Nurse"]
    voted = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=5)).match(titles)
    plain = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=5, group_vote_weight=0.0)).match(titles)
    assert [t[0]["label"] for t in plain] == ["bank account manager", "nurse assistant"]
    assert [t[0]["label"] for t in voted] == ["ICT account manager", "specialist nurse"]
    for top in voted:  # scores still read best first
        assert [m["score"] for m in top] == sorted((m["score"] for m in top), reverse=True)
    # also where descriptions re-score the candidates (an empty one changes nothing)
    described = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=5)).match(titles[:1], descriptions=[""])
    assert described[0][0]["label"] == "ICT account manager"


def test_the_group_vote_keeps_an_exact_hit_and_an_ungrouped_list() -> None:
    groups = ["111", "222", "222", ""]
    assert group_vote([(0, 1.0), (1, 0.6), (2, 0.6)], groups, 0.1) == [(0, 1.0), (1, 0.6), (2, 0.6)]
    assert group_vote([(0, 0.7), (1, 0.698), (2, 0.69)], groups, 0.1) == [(1, 0.698), (0, 0.698), (2, 0.69)]
    assert group_vote([(0, 0.7), (3, 0.69)], ["", "", "", ""], 0.1) == [(0, 0.7), (3, 0.69)]


def test_a_bare_system_or_solutions_engineer_is_an_ict_one() -> None:
    # the encoder read "system engineer" as steam engineer, "systems engineer" as nanoengineer and "solutions engineer"
    # as environmental engineer (titles12); a specialty after the head noun keeps its own domain
    from normalize.matching.title_context import bare_engineer

    assert bare_engineer("systems engineer") == "ict system administration engineer"
    assert bare_engineer("principal solution engineer") == "ict presales solutions engineer"
    assert bare_engineer("power systems engineer") == "power systems engineer"
    assert bare_engineer("systems engineer satellite") == "systems engineer satellite"
    titles = ["System Engineer (m/w/d)", "Senior Systems Engineer, Cloud Operations", "Solutions Engineer - EMEA",
              "Lead Systems Engineer - Satellite Platforms"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ICT system administrator"] * 2 + ["ICT presales engineer", "satellite engineer"]


def test_an_hr_generalist_or_analyst_is_no_hr_assistant() -> None:
    # an HR generalist or analyst does professional HR work: human resources assistant (ISCO 4416) came first, above
    # human resources officer (2423) (titles12); an analyst of another field keeps its own ranking
    titles = ["HR Generalist (m/f/d)", "HR Reporting Analyst", "Senior Human Resources Generalist"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["human resources officer"] * 3


def test_an_advanced_grade_yields_to_its_unit_group_unless_the_title_names_it() -> None:
    # "advanced nurse practitioner" came first for staff nurse titles (its alternative labels reach clinical and
    # specialty-unit nurses; titles13): it trades scores with the best other occupation of its ISCO unit group, so the
    # group's vote is unchanged; a title naming the grade keeps it
    from normalize.matching.retrieval import _yield_advanced

    fused = np.array([[0.8, 0.5, 0.6, 0.7], [0.8, 0.5, 0.6, 0.7]])
    _yield_advanced(fused, ["clinical nurse", "advanced nurse practitioner"], [(0, np.array([1, 2]))])
    assert fused.tolist() == [[0.6, 0.5, 0.8, 0.7], [0.8, 0.5, 0.6, 0.7]]
    titles = ["Clinical Nurse II - Cardiac Step Down, Nights", "Critical Care RN - Float Pool", "Oncology Clinic RN",
              "Advanced Nurse Practitioner - Urgent Care"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 2 + [
        "specialist nurse", "advanced nurse practitioner"]
    # the switch (MatchConfig.advanced_grade_swap) turns it off: the staff nurse titles go back to the advanced grade
    off = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1, advanced_grade_swap=False)).match(titles[:2])
    assert [t[0]["label"] for t in off] == ["advanced nurse practitioner"] * 2


def test_a_security_analyst_is_an_ict_security_administrator() -> None:
    # the encoder read "security analyst" as ESCO's security consultant (physical security) or securities analyst, and
    # "SOC" / "InfoSec" not at all (titles14); a title saying physical security, or a data analyst, keeps its reading
    from normalize.matching.title_context import with_context

    assert with_context("infosec analyst") == "ict security administration analyst"
    assert with_context("analyst physical security") == "analyst physical security"
    # a data analyst keeps its reading (titles18: its field written after it)
    assert with_context("insider-risk data analyst security team") == "data analyst for insider-risk security team"
    titles = ["Security Analyst", "SOC Analyst L2", "Junior InfoSec Analyst", "Cyber Security Risk Analyst"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ICT security administrator"] * 4


def test_machine_learning_is_ict_intelligent_systems() -> None:
    # the encoder read the "machine" of machine learning (machine operator supervisor, maintenance and repair engineer,
    # debarker operator; titles14); a title that says data keeps its reading
    from normalize.matching.title_context import with_context

    assert with_context("ml engineer") == "ict intelligent systems engineer"
    assert with_context("senior data scientist machine learning") == "senior data scientist machine learning"
    assert with_context("machine tool engineer") == "machine tool engineer"
    titles = ["Staff Machine Learning Engineer - Search Ranking", "Engineer, Machine Learning", "Deep Learning Specialist"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ICT intelligent systems designer"] * 3


def test_a_licensed_practical_or_vocational_nurse_is_a_general_care_nurse() -> None:
    # ESCO has no practical nurse; the lead's answer: nurse responsible for general care. The encoder read "vocational"
    # as a vocational teacher and the care setting as another worker (care at home worker, palliative care social
    # worker; titles14)
    from normalize.matching.title_context import with_context

    assert with_context("licensed practical/vocational nurse") == "licensed general care nurse"
    assert with_context("practical nursing instructor") == "practical nursing instructor"
    titles = ["LVN - Per Diem Nights", "Home Health LPN", "Hospice Licensed Practical Nurse (LPN)"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 3


def test_a_plain_registered_nurse_title_is_answered_as_a_general_care_nurse() -> None:
    # ESCO 1.1.1 has no "registered nurse" label: the plain title ranked nurse responsible for general care first at
    # a calibrated 0.51, under the threshold, so make demo's nurse rows got no answer (title_context.HAND_NAMES)
    found = TitleMatcher("esco").match(["Registered Nurse – Night Shift", "RN", "RGN", "Registered Nurse - ICU"])
    assert [m[0]["label"] if m else None for m in found[:3]] == ["nurse responsible for general care"] * 3
    assert all(m[0]["score"] == 1.0 for m in found[:3])
    assert [m["score"] for m in found[3][:1]] == [1.0]  # a unit after the title is hand-named too (titles24)


def _hand_named_top(titles: list[str]) -> list[tuple[str, float] | None]:
    found = TitleMatcher("esco").match(titles)
    return [(m[0]["label"], m[0]["score"]) if m else None for m in found]


def test_a_registered_nurse_of_a_hospital_unit_is_answered_as_a_general_care_nurse() -> None:
    # unit RNs ranked general-care nurse first at a calibrated 0.65-0.70 and went unanswered (titles24: 40 of 40 read
    # ads general-care nurses; every dev gold unit RN accepts it); a role word keeps the title out
    from normalize.matching.title_context import hand_name

    gc = ("nurse responsible for general care", 1.0)
    assert _hand_named_top(["RN - Step Down Unit Nights", "Travel RN-Telemetry in Springfield, Ohio",
                            "Registered Nurse, Medical Surgical ICU"]) == [gc] * 3
    assert hand_name("registered nurse icu") == ("nurse responsible for general care", "2221")
    for query in ("registered nurse case management", "registered nurse supervisor", "registered nurse educator icu",
                  "registered nurse in springfield"):
        assert hand_name(query) is None


def test_frequent_unanswered_titles_are_hand_named() -> None:
    # titles24: the most frequent unanswered queries of the dev corpus, 10 random ads read each (>= 9 accepted)
    found = _hand_named_top(["LPN - Night Shift", "Licensed Vocational Nurse (LVN)", "Staff Nurse - Days",
                             "Trainee Dental Nurse", "Senior DevOps Engineer", "Machine Learning Engineer II",
                             "Python Developer", "Senior Java Developer", "Java Software Engineer", ".NET Developer",
                             "PHP Developer", "Full Stack Developer", "Full Stack Engineer", "Fullstack Developer",
                             "Android Developer", "Junior Frontend Developer", "Front End Developer",
                             "Assistant Director of Nursing"])
    assert found == [("nurse responsible for general care", 1.0)] * 3 + [
        ("dental chairside assistant", 1.0), ("cloud engineer", 1.0), ("ICT intelligent systems designer", 1.0)] + [
        ("software developer", 1.0)] * 8 + [("mobile application developer", 1.0)] + [
        ("user interface developer", 1.0)] * 2 + [("healthcare institution manager", 1.0)]


def test_more_frequent_unanswered_titles_are_hand_named() -> None:
    # titles26: the next frequent unanswered queries of the dev corpus, 10 random ads read each (all when fewer)
    found = _hand_named_top(["Big Data Engineer", "Staff Data Scientist", "Senior Backend Developer",
                             "Analista de Compras Pleno", "Analista de Suprimentos", "Accounting Staff",
                             "Staff Accounting", "Staff Pharmacist", "HR Generalist",
                             "Sales Development Representative", "Mechanical Design Engineer",
                             "Químico(a) Farmacéutico(a) Full Time", "Analista de Departamento Pessoal Jr.",
                             "Analista de Planejamento Financeiro"])
    assert found == [("data scientist", 1.0)] * 2 + [("software developer", 1.0)] + [("purchaser", 1.0)] * 2 + [
        ("accountant", 1.0)] * 2 + [("pharmacist", 1.0), ("human resources officer", 1.0),
                                    ("commercial sales representative", 1.0), ("mechanical engineer", 1.0),
                                    ("pharmacist", 1.0), ("human resources officer", 1.0), ("financial analyst", 1.0)]


def test_a_third_round_of_frequent_unanswered_titles_is_hand_named() -> None:
    # titles27: the next frequent unanswered queries of the dev corpus, 10 random ads read each (all when fewer)
    found = _hand_named_top(["Backend Engineer", "Mid Frontend Engineer", "Salesforce Developer",
                             "Data Scientist - Machine Learning", "Collaborateur comptable (H/F)",
                             "Ведущий инженер по охране труда", "Test Automation Engineer",
                             "HR Business Partner"])
    assert found == [("software developer", 1.0), ("user interface developer", 1.0), ("software developer", 1.0),
                     ("data scientist", 1.0), ("accountant", 1.0), ("health and safety engineer", 1.0),
                     ("software tester", 1.0), ("human resources officer", 1.0)]
    assert _hand_named_top(["RN / LPN - Evenings", "Operating Room RN"]) == [
        ("nurse responsible for general care", 1.0)] * 2


def test_a_night_nurse_is_answered_as_a_general_care_nurse() -> None:
    # titles27 read the 8 unlabelled dev "Night Nurse" ads (UK care-home RGN / RMN nights); keyed by titles29 once the
    # ranking tests that use the title ran without its key
    assert _hand_named_top(["Night Nurse - Part Time", "Night Nurse (Full Time)"]) == [
        ("nurse responsible for general care", 1.0)] * 2


def test_a_fourth_round_of_frequent_unanswered_titles_is_hand_named() -> None:
    # titles29: the next frequent unanswered queries of the dev corpus, 10 random ads read each (all when fewer)
    found = _hand_named_top(["Analista de Custos Pleno", "Analista de Faturamento Jr"])
    assert found == [("cost analyst", 1.0), ("billing clerk", 1.0)]
    found = _hand_named_top(["License Practical Nurse (LPN) Part time", "LPN/RN - Evenings", "LVN/LPN - Nights",
                             "Assistant Director of Nursing (ADON)", "Director of Nursing (DON)",
                             "General Duty Medical Laboratory Technologist", "FP&A Analyst", "Front End Engineer",
                             "Senior Python Engineer", "Software Development Engineer II", "UX Researcher",
                             "Systemadministrator (m/w/d)"])
    assert found == [("nurse responsible for general care", 1.0)] * 3 + [
        ("healthcare institution manager", 1.0)] * 2 + [
        ("biomedical scientist", 1.0), ("financial analyst", 1.0), ("user interface developer", 1.0)] + [
        ("software developer", 1.0)] * 2 + [("user experience analyst", 1.0), ("ICT system administrator", 1.0)]
    found = _hand_named_top(["Nurse (RN)", "Enfermeiro - Hospital São Lucas", "Lead Data Science Engineer",
                             "Data Scientist / ML Engineer", "Associate Data Scientist", "Payroll Specialist",
                             "Analista de Testes Jr", "Recruiter (m/w/d)",
                             "Инженер по охране труда и пожарной безопасности", "IT Support Technician",
                             "Technical Business Analyst", "Senior Application Security Engineer",
                             "SAP FI/CO Consultant (m/w/d)", "SAP Consultant (m/w/d)"])
    assert found == [("nurse responsible for general care", 1.0)] * 2 + [("data scientist", 1.0)] * 3 + [
        ("payroll clerk", 1.0), ("ICT test analyst", 1.0), ("recruitment consultant", 1.0),
        ("health and safety engineer", 1.0), ("ICT technician", 1.0), ("ICT business analyst", 1.0),
        ("ICT security engineer", 1.0)] + [("ICT consultant", 1.0)] * 2
    assert _hand_named_top(["Ведущий инженер-технолог (литьё пластмасс)", "Инженер-химик"]) == [
        ("process engineer", 1.0), ("chemist", 1.0)]
    found = _hand_named_top(["General Duty Laboratory Technologist", "Cath Lab RN - Days", "RN Visit Nurse - Home Health",
                             "LPN Pediatric Home Care - Nights", "Product Security Engineer II",
                             "Системный администратор / DevOps", "Системный администратор Linux / DevOps"])
    assert found == [("biomedical scientist", 1.0)] + [("nurse responsible for general care", 1.0)] * 3 + [
        ("ICT security engineer", 1.0)] + [("ICT system administrator", 1.0)] * 2


def test_a_ux_designer_is_answered_as_a_user_experience_analyst() -> None:
    # titles32, by the lead's answer to titles29 (the dev gold's precedent for UX designers)
    assert _hand_named_top(["Senior UX Designer", "UX/UI Designer (m/w/d)", "UI/UX Designer"]) == [
        ("user experience analyst", 1.0)] * 3


def test_the_fifth_round_of_hand_names_is_answered() -> None:
    # titles33: every unanswered ad of each query read, all right (invented titles of the same forms)
    gc = ("nurse responsible for general care", 1.0)
    assert _hand_named_top(["RN Outpatient Dialysis", "LVN - FT Days", "LPN (Office/On-site)", "RGN (Days)",
                            "Freestanding Emergency Room Registered Nurse", "Substitute School Nurse"]) == [gc] * 6
    assert _hand_named_top(["Desktop Support Engineer", "Analista de Suporte de TI Pleno"]) == [("ICT technician", 1.0)] * 2
    assert _hand_named_top(["Social Media Specialist"]) == [("online community manager", 1.0)]


def test_the_sixth_round_of_hand_names_is_answered() -> None:
    # titles35: financial accountants, Brazilian systems and tax analysts, Belarusian labour-protection engineers and
    # Chilean store floor staff went unanswered (an alias hit shared with a wrong occupation, or a weak lead); 10 ads
    # read per query (all when fewer), >= 9 right
    # ("financial accountant" is an alias of financial controller too: the raw title's exact hit must not put it first)
    assert _hand_named_top(["Financial Accountant", "Financial Accountant - 9 Month FTC"]) == [("accountant", 1.0)] * 2
    assert _hand_named_top(["Analista de Sistemas (Pleno) - Remoto", "Systems Analyst II"]) == [
        ("ICT system analyst", 1.0)] * 2
    assert _hand_named_top(["Инженер по охране труда (г. Гомель)"]) == [("health and safety engineer", 1.0)]
    assert _hand_named_top(["Analista Fiscal Sênior - Campinas"]) == [("tax advisor", 1.0)]
    assert _hand_named_top(["Asesor/a de Clientes Part Time 16 hrs / Tienda Centro"]) == [("sales assistant", 1.0)]


def test_a_chilean_store_operative_is_a_shop_assistant_by_the_glossary_not_by_a_chain_name() -> None:
    # "Operativo/a de Tienda" kept only "shop" and went unanswered; titles24 keyed the chain's query, the lead's answer
    # moves it to the glossary's general form (titles26): any store's operative, whatever the chain
    from normalize.matching.title_context import hand_name

    assert hand_name("sodimac hc shop") is None
    found = _hand_named_top(["Operativo/a de Tienda", "Operativa Tienda Jornada Part Time",
                             "Operativo de Tienda Homecenter Rancagua"])
    assert found == [("shop assistant", 1.0)] * 3


def test_a_bare_it_system_engineer_is_an_ict_system_administrator() -> None:
    # "IT System Engineer" went to ICT system developer / tester; the 8 dev ads read ran servers and networks (titles14)
    from normalize.matching.title_context import bare_engineer

    assert bare_engineer("ict systems engineer") == "ict system administration engineer"
    assert bare_engineer("ict solutions engineer") == "ict solutions engineer"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["IT System Engineer (m/w/d)"])
    assert top[0][0]["label"] == "ICT system administrator"


def test_the_esco_wording_rules_skip_a_taxonomy_without_isco_codes() -> None:
    # O*NET names these jobs itself ("Licensed Practical and Licensed Vocational Nurses", "Information Security
    # Analysts"): ESCO's wording is written only for an ISCO-coded taxonomy (titles14)
    from normalize.matching.title_context import with_context

    for query in ("licensed practical nurse", "security analyst", "machine learning engineer"):
        assert with_context(query, isco_wording=False) == query
        assert with_context(query) != query


def test_a_bare_care_support_worker_is_a_social_care_worker() -> None:
    # "Support Worker Job <town>" went to housing support worker (or employment / foster care support worker); the
    # UK ads read were personal and social care at home or in care homes (titles15). A client group after the head
    # keeps its own occupation
    from normalize.matching.title_context import bare_support_worker

    assert bare_support_worker("bank support worker job leeds") == "bank support worker social care job leeds"
    assert bare_support_worker("housing support worker") == "housing support worker"
    assert bare_support_worker("support worker", "support worker emergency services") == "support worker"
    titles = ["Support Worker Job Exampletown", "Relief Support Workers", "Support Worker Childrens"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["social care worker"] * 2 + ["residential childcare worker"]


def test_a_plant_maintenance_technician_is_no_microelectronics_one() -> None:
    # ESCO files "industrial maintenance technician" under microelectronics maintenance technician: a bare
    # "Maintenance Technician" went there; the plant ads read maintained production machinery (titles15). A domain
    # word of ESCO's own labels ("road", "lift") keeps the title as it is
    from normalize.matching.title_context import with_context

    assert with_context("senior maintenance technician") == "senior machinery maintenance and repair"
    assert with_context("technician maintenance") == "machinery maintenance and repair"
    assert with_context("road maintenance technician") == "road maintenance technician"
    assert with_context("maintenance technician", isco_wording=False) == "maintenance technician"
    titles = ["Maintenance Technician (m/f/d)", "Senior Maintenance Technician - Mechanical Systems"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=3)).match(titles)
    for cands in top:
        labels = [c["label"] for c in cands]
        # (titles16: the engineer, ISCO 2, went down: a "- Mechanical Systems" title has microelectronics third)
        assert "microelectronics maintenance technician" not in labels[:2]
        assert labels[0] == "industrial machinery mechanic"


def test_a_technician_head_prefers_a_trade_or_technician_occupation_to_a_professional() -> None:
    # the lead's answer (2026-12-06): an engineer (ISCO major group 2) is not acceptable for a technician-level post;
    # a title whose last word is technician or mechanic, with no engineering word, ranks ISCO 2 occupations a share
    # lower (titles16: maintenance and repair engineer, specialist nurse and chemical metallurgist went first)
    from normalize.matching.retrieval import _names_a_technician

    titles = ["Maintenance Technician", "Nurse Technician", "Chemical Technician", "Maintenance Engineer"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == [
        "industrial machinery mechanic", "nurse assistant", "chemistry technician", "maintenance and repair engineer"]
    # "tech" expanded inside another job's title names no technician ("Legal Counsel - Tech Company")
    assert not _names_a_technician(["legal", "counsel", "multinational", "technician", "company"])
    assert not _names_a_technician(["electronics", "engineering", "technician"])


def test_a_scrum_master_is_an_ict_project_manager() -> None:
    # ESCO has no scrum master; "Scrum Master" went to fisheries master (the encoder reads "master"); the dev gold
    # files one under ICT project manager (titles15)
    from normalize.matching.title_context import with_context

    assert with_context("senior scrum master") == "senior agile ict project manager"
    assert with_context("scrum master", isco_wording=False) == "scrum master"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Scrum Master (m/f/d)"])
    assert top[0][0]["label"] == "ICT project manager"


def test_weekly_hours_are_no_hr_word() -> None:
    # a Chilean store title's "FT 42 Hrs" made the encoder read HR: "Operativo Tienda ... Jornada FT42 hrs" went to
    # human resources officer (titles15)
    from normalize.matching.title_context import with_context

    assert with_context("shop operative 42 hrs") == "shop operative 42"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Encargado/a de Sección, FT Hrs, Tienda"])
    assert "human resources" not in top[0][0]["label"]


def test_talent_acquisition_is_recruitment() -> None:
    # the encoder read a performer's talent and a takeover ("Talent Acquisition Partner" went to talent agent, an
    # entertainer's agent; titles16); the ads read ran hiring, ESCO's recruitment consultant
    from normalize.matching.title_context import with_context

    assert with_context("talent acquisition partner") == "recruitment partner"
    assert with_context("talent sourcing assistant") == "recruitment assistant"
    assert with_context("talent acquisition partner", isco_wording=False) == "talent acquisition partner"
    titles = ["Talent Acquisition Partner (m/f/d)", "Senior Talent Acquisition Specialist", "Analista de Talent Acquisition"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["recruitment consultant"] * 3


def test_a_nurse_case_manager_is_a_nurse() -> None:
    # "Case Manager RN" went to restaurant manager (the words up to "manager" were ranked alone); the dev gold files an
    # RN case manager under nurse responsible for general care, and the 27 ads read were RN case management (titles17)
    from normalize.matching.title_context import with_context

    assert with_context("case manager registered nurse") == "case management registered nurse"
    assert with_context("nurse care manager") == "nurse case management"
    assert with_context("case manager") == "case manager"  # no nurse named: left as it is
    assert with_context("case manager registered nurse", isco_wording=False) == "case manager registered nurse"
    titles = ["Case Manager RN - Example Medical Center", "Care Manager RN", "Case Mgr RN"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 3


def test_master_data_work_is_data_quality() -> None:
    # "Master Data Analyst" went to data analyst and a Brazilian "Analista de Cadastro" to civil registrar; the 48 dev
    # ads read kept master records accurate and clean, ESCO's data quality specialist (titles17)
    from normalize.matching.title_context import with_context

    assert with_context("master data analyst") == "master data quality analyst"
    assert with_context("analyst masterdata") == "analyst master data quality"
    assert with_context("master data quality manager") == "master data quality manager"
    assert with_context("master data analyst", isco_wording=False) == "master data analyst"
    titles = ["Master Data Analyst (m/f/d)", "Analista de Cadastro Pleno", "Junior Specialist Master Data"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["data quality specialist"] * 3


def test_a_head_first_team_lead_is_read_with_its_field() -> None:
    # "Teamlead Data Engineering" and "Team Leader Checkout" went to zoo section leader, under which ESCO files "team
    # leader": the words up to the head noun were ranked alone (titles17)
    from normalize.matching.title_context import with_context

    assert with_context("team lead data engineering") == "team lead of data engineering"
    assert with_context("teamlead pricing") == "teamlead of pricing"
    assert with_context("team leader") == "team leader"
    assert with_context("team lead data engineering", isco_wording=False) == "team lead data engineering"
    titles = ["Teamlead Data Engineering (m/w/d)", "Team Leader Checkout", "Team Leader - Registered Nurse - ICU"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=3)).match(titles)
    assert [t[0]["label"] for t in top[:2]] == ["data scientist", "checkout supervisor"]
    assert "nurse responsible for general care" in [c["label"] for c in top[2]]


def test_a_specialty_hyphened_to_rn_is_read_apart() -> None:
    # "Travel RN-ICU-Intensive Care Unit" kept "nurse-icu-intensive" as one word: no head noun "nurse", and the
    # specialty led (midwife; "RN-OR-Operating Room" went to prosthetist-orthotist; titles17)
    from normalize.matching.title_context import with_context

    assert with_context("registered nurse-icu-intensive care unit") == "registered nurse icu intensive care unit"
    assert with_context("e-commerce manager") == "e-commerce manager"  # other hyphened words are kept
    titles = ["Travel RN-ICU-Intensive Care Unit in Exampletown", "Travel RN-OR-Operating Room", "RN-Oncology"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 3


def test_a_registered_nurse_after_setting_words_reads_nurse_first() -> None:
    # "Home Health Field RN" went to care at home worker and "Emergency Room Registered Nurse" to paramedic in emergency
    # responses; the ads read were staff RNs (titles17). A role word before the nurse keeps the title as it is
    from normalize.matching.title_context import with_context

    assert with_context("emergency room registered nurse") == "registered nurse emergency room"
    assert with_context("clinical educator registered nurse") == "clinical educator registered nurse"
    assert with_context("home health registered nurse", isco_wording=False) == "home health registered nurse"
    titles = ["Home Health Field RN PRN", "Emergency Room Registered Nurse", "In-Home Registered Nurse (RN)"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 3


def test_a_hospice_nurse_is_a_nurse() -> None:
    # "Hospice RN" went to palliative care social worker, whose alternative labels are "hospice worker" and "hospice
    # carer"; the 22 dev ads read were staff and case-manager RNs / LPNs of hospices (titles18)
    from normalize.matching.title_context import with_context

    assert with_context("hospice registered nurse") == "registered nurse"
    assert with_context("hospice and field registered nurse") == "registered nurse field"
    assert with_context("hospice clinical liaison") == "hospice clinical liaison"  # no nurse named: left as it is
    assert with_context("hospice registered nurse", isco_wording=False) == "hospice registered nurse"
    titles = ["Hospice RN - Example County", "RN - Hospice - Per Diem", "Hospice and Home Health RN Case Manager"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 3


def test_a_home_care_nurse_is_a_nurse() -> None:
    # "Home Care Registered Nurse" went to care at home worker (a carer); 17 of the 22 dev ads read were staff RNs /
    # LPNs visiting patients at home (titles18)
    from normalize.matching.title_context import with_context

    assert with_context("home care registered nurse") == "registered nurse"
    assert with_context("registered nurse home health care") == "registered nurse"
    assert with_context("home health aide") == "home health aide"  # no nurse named: left as it is
    assert with_context("home care registered nurse", isco_wording=False) == "home care registered nurse"
    titles = ["Home Care Registered Nurse (RN)", "Home Care Nurse - Exampletown", "RN, Home Care"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 3


def test_an_obstetric_nurse_is_a_nurse() -> None:
    # "RN - Obstetrics" and "Mother Baby Nurse" went to midwife, under which ESCO files "obstetric nurse"; the 22 dev ads
    # read were US staff RNs of labour-and-delivery, postpartum and mother-baby units (titles20; a US RN is no midwife)
    from normalize.matching.title_context import with_context

    assert with_context("registered nurse obstetrics") == "registered nurse"
    assert with_context("registered nurse labor and delivery postpartum") == "registered nurse"
    assert with_context("certified nurse midwife") == "certified nurse midwife"  # a nurse-midwife keeps the words
    assert with_context("obstetric sonographer") == "obstetric sonographer"  # no nurse named: left as it is
    assert with_context("registered nurse obstetrics", isco_wording=False) == "registered nurse obstetrics"
    titles = ["RN - Obstetrics - Nights", "Mother/Baby Nurse", "Registered Nurse - Postpartum Unit", "RN L&D Days"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse responsible for general care"] * 4


def test_compensation_is_hr_pay_work() -> None:
    # "Compensation Analyst" went to financial analyst and "Reward Analyst" to securities analyst; the 19 dev ads read
    # ran pay structures and benefit programmes (titles20): ESCO's human resources officer reviews salaries
    from normalize.matching.title_context import with_context

    assert with_context("compensation analyst") == "hr pay analyst"
    assert with_context("teamlead total rewards and benefits") == "teamlead of hr pay and benefits"
    assert with_context("workers compensation claims adjuster") == "workers compensation claims adjuster"
    assert with_context("customer rewards") == "customer rewards"  # a loyalty scheme: no role after it
    assert with_context("compensation analyst", isco_wording=False) == "compensation analyst"
    titles = ["Compensation Analyst", "Senior Reward Analyst", "Global Compensation Specialist"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["human resources officer"] * 3


def test_a_bare_technical_development_function_is_application_work() -> None:
    # "Assistant Manager, Technical Development (<plant>)" went to product development engineering technician once the
    # grade was dropped; the ads read ran customer application development at a chemical firm (titles19, titles20)
    from normalize.matching.title_context import with_context

    assert with_context("technical development example city") == "technical application specialist example city"
    assert with_context("technical development manager") == "technical development manager"  # a job word: kept
    assert with_context("technical development example", isco_wording=False) == "technical development example"
    titles = ["Assistant Manager, Technical Development (Suzhou)", "Assistant Manager - Technical Development Rigid PU"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["chemical application specialist"] * 2


def test_bancassurance_is_insurance_sales() -> None:
    # "Bancassurance Consultant" went to business valuer or legal consultant; the 9 dev ads read sold an insurer's plans
    # in a partner bank's branches (titles20; the dev gold: insurance broker)
    from normalize.matching.title_context import with_context

    assert with_context("bancassurance consultant") == "insurance sales consultant"
    assert with_context("bancassurance consultant", isco_wording=False) == "bancassurance consultant"
    titles = ["Bancassurance Consultant (Example City)", "Bancassurance Life Consultant - Example Area"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["insurance broker"] * 2


def test_ehs_is_health_and_safety() -> None:
    # "EHS Specialist" went to healthcare specialist lecturer and "HSE Advisor" to policy officer; the 14 dev ads read ran
    # workplace safety and environmental compliance (titles20)
    from normalize.matching.title_context import with_context

    assert with_context("ehs advisor") == "health and safety advisor"
    assert with_context("assistant manager ehs") == "health and safety"  # the grade is dropped first
    assert with_context("ehs advisor", isco_wording=False) == "ehs advisor"
    titles = ["HSE Advisor - Example Site", "EHS Advisor (Example County)"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["health and safety officer"] * 2


def test_a_bare_admin_title_is_office_administration() -> None:
    # "admin umum" went to museum scientist, "admin kantor" to ICT system administrator; the dev ads read filed
    # documents, entered data and kept office records (titles20); a field keeps the title as it is
    from normalize.matching.title_context import with_context

    assert with_context("administrator kantor") == "administrative assistant"
    assert with_context("staff administrator") == "administrative assistant"
    assert with_context("administrator sales") == "administrator sales"
    assert with_context("system administrator") == "system administrator"
    assert with_context("administrator kantor", isco_wording=False) == "administrator kantor"
    titles = ["Admin Umum", "General Admin", "Admin Kantor"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["administrative assistant"] * 3


def test_a_nursing_students_post_is_a_nurse_assistants() -> None:
    # "Student Nurse Extern" went to nursing lecturer; the dev ads read were nursing students giving basic care under an
    # RN (titles20); a registered nurse's internship (a new graduate's residency) keeps its words
    from normalize.matching.title_context import with_context

    assert with_context("student nurse extern icu") == "nurse assistant icu"
    assert with_context("registered nurse intern") == "registered nurse intern"
    assert with_context("nurse educator student programs") == "nurse educator student programs"
    assert with_context("student nurse extern", isco_wording=False) == "student nurse extern"
    titles = ["Student Nurse Extern - Example Unit", "Student Nurse Internship Program", "Nursing Student"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse assistant"] * 3


def test_a_nurse_extern_is_a_nursing_student() -> None:
    # clean_title moves "extern" / "intern" out as a level, so "Nurse Extern" went to general-care nurse; the dev ads
    # read were nursing students under an RN (titles21); a licensed nurse's internship with a field keeps its words
    from normalize.matching.title_context import student_nurse_query

    assert student_nurse_query("nurse icu", [("seniority", "Extern")]) == "student nurse icu"
    assert student_nurse_query("summer registered nurse icu", [("seniority", "Extern")]) == "student summer nurse icu"
    assert student_nurse_query("nurse ii", [("employment_type", "Intern")]) == "student nurse ii"
    assert student_nurse_query("perioperative or nurse", [("employment_type", "Internship")]) == "perioperative or nurse"
    assert student_nurse_query("nurse", [("seniority", "Senior")]) == "nurse"
    titles = ["Nurse Extern - Example Unit", "Summer RN Extern - Example Unit", "Nurse Intern", "Nursing Internship"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["nurse assistant"] * 4


def test_data_intelligence_is_data_analytics() -> None:
    # "Data Intelligence and Reporting Analyst" went to intelligence officer (titles20)
    from normalize.matching.title_context import with_context

    assert with_context("data intelligence analyst") == "data analytics analyst"
    assert with_context("data intelligence analyst", isco_wording=False) == "data intelligence analyst"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Data Intelligence Reporting Analyst"])
    assert top[0][0]["label"] == "data analyst"


def test_site_reliability_is_cloud_operations() -> None:
    # "Site Reliability Engineer" went to dependability engineer, under which ESCO files "reliability engineer"; the SRE
    # ads read ran cloud services, and the dev gold files one under cloud engineer (titles18)
    from normalize.matching.title_context import with_context

    assert with_context("site reliability engineer") == "cloud devops engineer"
    assert with_context("reliability engineer") == "reliability engineer"  # a plant's reliability engineer: left as it is
    assert with_context("site reliability engineer", isco_wording=False) == "site reliability engineer"
    titles = ["Site Reliability Engineer III", "Senior Engineer, Site Reliability", "Site Reliability Engineer - Example"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["cloud engineer"] * 3


def test_an_assistant_director_is_read_in_its_own_field() -> None:
    # "Assistant Director of Nursing" went to assistant video and motion picture director (ESCO files "assistant
    # director" there); the ADON ads read ran nursing departments under the director of nursing (titles18)
    from normalize.matching.title_context import with_context

    assert with_context("assistant director of nursing") == "director of nursing"
    assert with_context("first assistant director film") == "first assistant director film"  # film: left as it is
    assert with_context("assistant manager") == "assistant manager"
    assert with_context("assistant director of nursing", isco_wording=False) == "assistant director of nursing"
    titles = ["Assistant Director of Nursing (ADON)", "RN Assistant Director of Nursing", "Assistant Director Nursing RN"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["healthcare institution manager"] * 3


def test_a_fields_data_analyst_is_a_data_analyst() -> None:
    # "Sales Data Analyst" and "Customer Data Analyst" went to call centre analyst (ESCO files "customer data analyst"
    # there), "Trust and Safety Data Analyst" to personal trust officer; the ads read analysed a field's data (titles18)
    from normalize.matching.title_context import with_context

    assert with_context("sales data analyst") == "data analyst for sales"
    assert with_context("supply chain coordinator und data analyst") == "supply chain coordinator und data analyst"
    assert with_context("sales data analyst", isco_wording=False) == "sales data analyst"
    titles = ["Sales Data Analyst", "Customer Data Analyst", "Trust and Safety Data Analyst, Example - Singapore"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["data analyst"] * 3


def test_a_member_of_technical_staff_is_a_software_engineer() -> None:
    # "Member of Technical Staff AI Multimodal" went to technical communicator; the ads read built AI models and
    # distributed systems at software firms (titles18)
    from normalize.matching.title_context import with_context

    assert with_context("member of technical staff ai multimodal") == "software engineer ai multimodal"
    assert with_context("technical staff") == "technical staff"
    assert with_context("member of technical staff", isco_wording=False) == "member of technical staff"
    titles = ["Member of Technical Staff AI Example", "Member of the Technical Staff", "Member Technical Staff"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["software developer"] * 3


def test_an_assistant_manager_grade_before_a_field_is_dropped() -> None:
    # An Asian "Assistant Manager, <field>" is a grade of a field's specialist: "Assistant Manager, Finance & Tax"
    # went to management assistant (ESCO files "assistant manager" there); a UK pub deputy names no field (titles19)
    from normalize.matching.title_context import with_context

    assert with_context("assistant manager finance and tax") == "finance and tax"
    assert with_context("assistant manager regional trainer") == "regional trainer"
    assert with_context("assistant manager fresh food restaurant") == "assistant manager fresh food restaurant"
    assert with_context("sales assistant manager") == "sales assistant manager"
    assert with_context("assistant manager finance", isco_wording=False) == "assistant manager finance"
    titles = ["Assistant Manager, Finance & Tax", "Assistant Manager - Customer Service", "Assistant Manager, Regional Trainer"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["tax advisor", "customer service representative", "corporate trainer"]


def test_postdoc_is_a_university_researcher() -> None:
    # "Postdoc in <field>" went to postman/postwoman (the encoder read "postdoc" as post) and "Postdoctoral Researcher" to
    # biomedical scientist; the dev gold accepts university research assistant for a university postdoc (titles23)
    from normalize.matching.title_context import with_context

    assert with_context("postdoc in hydrogen mixing") == "university researcher in hydrogen mixing"
    assert with_context("postdoctoral researcher") == "university researcher"
    assert with_context("post-doc position in soil ecology") == "university researcher position in soil ecology"
    assert with_context("postdoc in hydrogen mixing", isco_wording=False) == "postdoc in hydrogen mixing"
    titles = ["Postdoc in Example Combustion Physics", "Postdoctoral Researcher", "Post-doc position in Soil Microbes"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["university research assistant"] * 3


def test_a_postdoc_title_naming_a_scientist_or_economics_keeps_its_words() -> None:
    # university research assistant is right only at a university (the lead's answer to titles23): an institute's
    # economics postdoc and a private lab's ecological economist went to it from economist / ecologist, right anywhere
    from normalize.matching.title_context import with_context

    assert with_context("postdoctoral fellow coastal economist") == "postdoctoral fellow coastal economist"
    assert with_context("postdoc researcher in labour economics and data") == "postdoc researcher in labour economics and data"
    assert with_context("postdoc in soil microbiologist group") == "postdoc in soil microbiologist group"
    titles = ["Postdoctoral Fellow - Applied Ecological Economist", "Postdoctoral Researcher Post In Labour Economics And Data X12"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ecologist", "economist"]


def test_an_account_manager_sells() -> None:
    # "Account Manager" went to bank account manager (ESCO files "account managers" under it); the 26 dev ads read were a
    # chemical maker's, an ad platform's and a recruiter's B2B sales (titles23)
    from normalize.matching.title_context import with_context

    assert with_context("account manager coatings") == "sales account manager coatings"
    assert with_context("key account manager") == "key account manager"  # ESCO's own label
    assert with_context("bank account manager") == "bank account manager"
    assert with_context("technical account manager catalysts") == "technical account manager catalysts"
    assert with_context("accounts manager") == "accounts manager"
    assert with_context("account manager coatings", isco_wording=False) == "account manager coatings"
    titles = ["Account Manager - Example Coatings", "Strategic Account Manager", "Account Manager, Example Ads (Italian)"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["sales account manager"] * 3


def test_a_react_developer_is_answered_as_a_user_interface_developer() -> None:
    # "React Developer" (make demo's row 6) ranked software developer first at a calibrated 0.48 and got no answer
    found = TitleMatcher("esco").match(["Senior React Developer"])
    assert found[0] and found[0][0]["label"] == "user interface developer" and found[0][0]["score"] == 1.0


def test_every_hand_name_is_still_reached_by_a_title() -> None:
    # the keys are queries after the gloss and the context rules: a later rule that rewrites a key's form would make its
    # hand name unreachable without any other test failing. A key is its own title unless a rule rewrites it (listed)
    from normalize.matching.title_context import HAND_NAMES

    titles = {"android mobile application developer": "Android Developer",  # the Android rule re-expands its own key
              "hr payroll analyst": "Analista de DP",  # an English "hr" is spelt out by clean_title
              # the glossary reads "pediatric" as "children's"; the key itself as a title loses the possessive
              "licensed general care nurse children's": "LPN Pediatric Home Care",
              "IT support analyst": "Analista de Suporte de TI Pleno"}  # the key is the glossary's form of a Portuguese title
    keys = list(HAND_NAMES)
    found = TitleMatcher("esco").match([titles.get(k, k) for k in keys])
    missed = [k for k, ms in zip(keys, found, strict=True)
              if not ms or ms[0]["label"] != HAND_NAMES[k][0] or ms[0]["score"] != 1.0]
    assert missed == []


def test_counsel_is_a_lawyer() -> None:
    # "Regional Counsel" went to social counsellor, "Associate Commercial Counsel, <product>" to cloud engineer: the encoder
    # read "counsel" as a counsellor (titles30; the dev gold files in-house counsel under lawyer and corporate lawyer)
    from normalize.matching.title_context import with_context

    assert with_context("regional counsel") == "regional lawyer"
    assert with_context("data protection counsel") == "data protection counsel"  # ESCO's own label (DPO)
    assert with_context("regional counsel", isco_wording=False) == "regional counsel"
    titles = ["Regional Counsel (Example Region)", "Associate Commercial Counsel, Example Cloud"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["lawyer"] * 2


def test_a_bare_platform_engineer_is_a_cloud_engineer() -> None:
    # "Platform Engineer" went to computer hardware engineer; the platform ads read ran cloud infrastructure, Kubernetes
    # and delivery pipelines (titles30; the dev gold files one under cloud engineer); a named platform keeps its words
    from normalize.matching.title_context import with_context

    assert with_context("technical lead platform engineering") == "technical lead cloud platform engineering"
    assert with_context("data platform engineer") == "data platform engineer"
    titles = ["Junior Platform Engineer", "Technical Lead Platform Engineering - Example"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["cloud engineer"] * 2


def test_an_implementation_specialist_configures_software() -> None:
    # "Implementation Specialist" went to compliance engineer, "Implementation Consultant" to employment and vocational
    # integration consultant; the ads read set a vendor's software up for its clients (titles30; the dev gold: ICT
    # application configurator); an investment portfolio's or a network's implementation keeps its words
    from normalize.matching.title_context import with_context

    assert with_context("implementation consultant") == "application configuration implementation consultant"
    assert with_context("portfolio implementation analyst") == "portfolio implementation analyst"
    assert with_context("network implementation engineer") == "network implementation engineer"
    titles = ["Implementation Specialist (Remote)", "Implementation Consultant - Example Payroll Software"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ICT application configurator"] * 2


def test_an_optical_or_beauty_adviser_sells() -> None:
    # "Trainee Optical Assistant" went to parliamentary assistant, "Beauty Advisor" to beauty salon attendant; the shop
    # ads read sold glasses or cosmetics (titles30; the dev gold: the eyewear and the cosmetics specialised sellers)
    from normalize.matching.title_context import with_context

    assert with_context("optical assistant") == "optical sales assistant"
    titles = ["Trainee Optical Assistant", "Beauty Advisor (Example Mall)"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["eyewear and optical equipment specialised seller",
                                             "cosmetics and perfume specialised seller"]


def test_a_controls_engineer_is_an_automation_engineer() -> None:
    # "Controls Engineer" went to robotics engineer or control panel tester; the plant ads read built PLC and machine
    # control systems (titles30; the dev gold: automation engineer); project controls (costs, schedules) keeps its words
    from normalize.matching.title_context import with_context

    assert with_context("controls engineer") == "automation control engineer"
    assert with_context("project controls engineer") == "project controls engineer"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Controls Engineer, Example Plant"])
    assert top[0][0]["label"] == "automation engineer"


def test_a_threat_analyst_is_an_ict_security_one() -> None:
    # "Threat Analyst L3" went to warfare specialist; the SOC ads read answered cyber alerts and incidents (titles30; the
    # dev gold: ICT security administrator); a threat intelligence analyst keeps its words (the dev gold: intelligence
    # officer for a cyber threat investigator)
    from normalize.matching.title_context import with_context

    assert with_context("threat detection analyst") == "ict security administration threat detection analyst"
    assert with_context("threat intelligence analyst") == "threat intelligence analyst"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Threat Analyst L2 - Example Bank"])
    assert top[0][0]["label"] == "ICT security administrator"


def test_order_to_cash_is_accounts_receivable() -> None:
    # "Senior Officer, Order to Cash" went to cashier (titles30; the dev gold: billing clerk); a collections analyst keeps
    # its words (its own reading is debt collector)
    from normalize.matching.title_context import with_context

    assert with_context("officer order to cash") == "officer accounts receivable"
    assert with_context("o2c collections analyst") == "o2c collections analyst"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Officer, Order to Cash (Example Speaker)"])
    assert top[0][0]["label"] == "billing clerk"


def test_an_application_analyst_configures_an_application() -> None:
    # "EHR Application Analyst" went to electronic equipment inspector; the ads read built and supported one business
    # application (Epic, Lawson, Dynamics 365; titles30; the dev gold: ICT application configurator)
    from normalize.matching.title_context import with_context

    assert with_context("epic application analyst") == "epic application configuration analyst"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Example Application Analyst"])
    assert top[0][0]["label"] == "ICT application configurator"


def test_a_building_trade_estimator_is_a_quantity_surveyor() -> None:
    # "Electrical Estimator" went to electrician, "Mechanical Estimator" to mechanical engineer; the contractors' ads read
    # priced tenders from drawings and bills of quantities (titles30; the dev gold: quantity surveyor); a title that also
    # names a manager keeps its words
    from normalize.matching.title_context import with_context

    assert with_context("electrical estimator") == "electrical quantity surveyor estimator"
    assert with_context("construction project manager estimator") == "construction project manager estimator"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Junior Mechanical Estimator"])
    assert top[0][0]["label"] == "quantity surveyor"


def test_a_product_owner_is_an_ict_product_manager() -> None:
    # ESCO has no product owner: "Product Owner" went to product assembly inspector; the ads read owned a digital
    # product's backlog in an agile team (titles30; the dev gold: ICT product manager, not product manager); a title that
    # also names an analyst ("Product Owner / Business Analyst") keeps its words
    from normalize.matching.title_context import with_context

    assert with_context("product owner data") == "ict product manager owner data"
    assert with_context("product owner business analyst agile") == "product owner business analyst agile"
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(["Product Owner (Example Payments)"])
    assert top[0][0]["label"] == "ICT product manager"


def test_unread_product_and_method_names_are_spelt_out() -> None:
    # the encoder does not know these names: "Netsecops Analyst" went to ICT system analyst, "Single Sign-On Engineer" to
    # sign maker, "OT Engineer" to optical engineer, "NGS Scientist" to environmental scientist, "NetSuite Engineer" to
    # ICT network engineer, "Murex Consultant" to midwife (titles31; the dev gold: ICT security administrator / engineer,
    # geneticist, ICT application configurator); a clinical OT (no engineer) and a title saying software keep their words
    from normalize.matching.title_context import with_context

    assert with_context("ot engineer") == "operational technology ict security engineer"
    assert with_context("case manager rn ot pt") == "case manager rn ot pt"
    assert with_context("ot security architect") == "ot security architect"
    assert with_context("software engineer netsuite development") == "software engineer netsuite development"
    assert with_context("ngs scientist", isco_wording=False) == "ngs scientist"
    titles = ["NetSecOps Analyst", "Single Sign-On Engineer (Example Bank)", "OT Engineer - Example Plant",
              "NGS Scientist II", "NetSuite Engineer", "Murex Consultant (Example Markets)"]
    top = TitleMatcher("esco", config=MatchConfig(min_score=0.0, top_k=1)).match(titles)
    assert [t[0]["label"] for t in top] == ["ICT security administrator", "ICT security engineer", "ICT security engineer",
                                            "geneticist", "ICT application developer", "ICT application configurator"]
