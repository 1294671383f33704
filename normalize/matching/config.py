"""The matcher engines' configs, declared once: the stages' configs extend them, and the CLI options and
spaCy factory defaults read their defaults from here (a light module: no numpy, read at CLI start)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, TypeVar

from normalize.specs import Range

Count = Annotated[int, Range(1, 10_000)]
Share = Annotated[float, Range(0.0, 1.0)]  # a score, a probability or a weight in [0, 1]

T = TypeVar("T")

RANK_TOP_K = 10  # skills per text in rank mode when the user sets no top_k

#: the taxonomy every front door uses when none is named: ESCO v1.1.1 English, shipped in compact form
DEFAULT_TAXONOMY = "esco"
TAXONOMY_SPECS = "esco (shipped ESCO v1.1.1), esco:DIR (ESCO CSV release), builtin, onet:DIR (O*NET text) or csv:FILE"


@dataclass
class MatchConfig:
    """Knobs of the cascade; every default written out."""

    top_k: Count = 5
    # abstain threshold; None = the taxonomy's calibrated default (a probability), or 0.5 on the fused
    # score for a taxonomy without a fitted calibration
    min_score: Share | None = None
    calibrate: bool = True  # scores as P(acceptable) where the taxonomy has a fitted curve
    abstain_unreadable: bool = True  # no candidates for a title in a language the taxonomy does not cover
    # match a non-English title by its word-by-word English gloss (title_glossary.py) when the taxonomy is
    # English only ("ingeniero de datos" -> data engineer)
    gloss_titles: bool = True
    use_fuzzy: bool = True
    use_semantic: bool = True
    fuzzy_weight: Share = 0.25
    preferred_weight: Share = 0.4  # semantic = (best label + w * preferred label) / (1 + w)
    fuzzy_floor: Share = 0.88  # a fuzzy score at least this high scores fuzzy**2 even if the encoder disagrees
    rerank_weight: Share = 0.1
    # a candidate whose preferred label manages others when the title does not (or the reverse) keeps this
    # share less of its fused score ("Security Officer" is no security manager); see LabelIndex.managing
    level_penalty: Share = 0.15
    # a candidate whose preferred label uses the title's role word as a modifier of another role the title does
    # not name keeps this share less of its fused score ("Night Nurse" is no nurse assistant nor advanced nurse
    # practitioner); see LabelIndex.role_modifiers. Off by default: at 0.1 ESCO dev top-1 0.707 -> 0.712, but
    # JobBERT dev MRR 0.4028 -> 0.4021 (its gold reads "Office Executive" as executive assistant);
    # benchmarks/results/titles_gold.md, titles5
    role_modifier_penalty: Share = 0.0
    # weight of the cosine between the title and each occupation's description (its preferred label and
    # description, encoded once and cached like the labels): fused = (fused + w * cosine) / (1 + w). Off by
    # default: on ESCO dev it put an acceptable occupation in the top 5 for +0.009 of titles (top-1 equal),
    # short of the +0.02 bar (benchmarks/results/titles_gold.md, titlerecall round); taxonomies without
    # descriptions ignore it
    occupation_description_weight: Share = 0.0
    # order (not score) the first candidates of a title by fused score + w * the summed scores of the other
    # candidates of the same ISCO-08 minor group among them / the pool size (retrieval.group_vote): a lone
    # candidate loses first place to one whose neighbours agree on the field. Taxonomies without ISCO codes
    # (O*NET) are unchanged; benchmarks/results/titles_gold.md, titles11
    group_vote_weight: Share = 0.1
    # a title that names no grade ("RN", "Staff Nurse") does not go to an occupation whose preferred label says
    # "advanced" (advanced nurse practitioner) ahead of its unit group's best other occupation: the two swap
    # scores (retrieval._yield_advanced; benchmarks/results/titles_gold.md, titles13)
    advanced_grade_swap: bool = True
    chunk_size: Count = 512


# on 100 real ads judged by reading (benchmarks/results/skills.md) semantic links scoring 0.70-0.80 were
# acceptable about 1 time in 5; exact label hits score 1.0
UNGATED_MIN_SCORE = 0.8


@dataclass
class SkillConfig:
    """Knobs of skill extraction and ranking; every default written out."""

    # "extract": skill mentions with spans, linked above the thresholds below; "rank": every skill of the
    # taxonomy scored for the text (the protocol of the skill-linking benchmarks), top_k kept, no threshold
    mode: Literal["extract", "rank"] = "extract"
    # extract: every link above the thresholds unless the user sets a cap (the skills stage then says how
    # many links the cap cut); rank: the top RANK_TOP_K skills when unset
    top_k: Count | None = None
    # cosine floor of a semantic link; None: the taxonomy's own, its link gate's candidate floor where it has a
    # gate (the shipped ESCO: 0.7, the gate then keeps links by P(acceptable)), else UNGATED_MIN_SCORE. A value
    # set here applies on every taxonomy (with a gate: as the candidate floor under it)
    min_score: Share | None = None
    min_score_single_word: Share = 0.8
    # a one-word phrase is linked semantically only to a label it nearly spells (normalized Damerau-
    # Levenshtein similarity): typos pass ("Pyhton"), while a lone word that merely sits near a skill in
    # the embedding space ("clean" -> Cleaning, "Kontakt" -> Kotlin, "competitive" -> Competitive sport)
    # does not; measured in benchmarks/results/skills.md
    single_word_min_similarity: Share = 0.85
    # ... or is an inflection of a one-word label ("troubleshooting" -> troubleshoot; skills21, skills_esco.md)
    inflected_words: bool = True
    # ... or is a (word, skill) pair that readers of the dev ads judged right in several ads and wrong in (nearly)
    # none, as a lone word or as the word a phrase's link rests on ("spreadsheets" -> use spreadsheets software;
    # normalize/matching/lone_words.py, models/skill_lone_words.py; skills23, skills_esco.md)
    lone_word_pairs: bool = True
    # a multi-word phrase's link must beat each of its words' own cosine with the label by this much,
    # else it rests on that one word ("working hours" 0.78 vs "working" 0.76 -> Workday)
    phrase_margin: Share = 0.05
    use_semantic: bool = True
    # encode only the candidate phrases the semantic pass could link (normalize/matching/phrase_filter.py);
    # measured on real ads in benchmarks/results/ads_speed.md
    prefilter_phrases: bool = True
    # and only the phrase sites a learned model deems likely to end inside a kept link (word, line and zone
    # features; normalize/matching/phrase_model.py, models/skill_phrase_model.py); the threshold None: the model
    # file's own. Off: at 0.005 on the ESCO skill gold's dev split recall 0.625 -> 0.624, precision 0.8993 ->
    # 0.8990, for far less than the 20% of the stage's CPU asked (skillspeed9, benchmarks/results/ads_speed.md)
    phrase_model: bool = False
    phrase_model_threshold: Share | None = None
    max_ngram: Annotated[int, Range(1, 12)] = 4
    max_phrases_per_text: Count = 400
    # also encode the phrases past that window whose word stems are a label's or a label's less its first word
    # ("problem solving" / solve problems; normalize/matching/skill_candidates.py). On the ESCO skill gold's dev
    # split, 5-fold cross-validated with the gate: precision 0.826 -> 0.829, recall 0.457 -> 0.488, at 1.028x the
    # CPU of extract (benchmarks/results/skills_esco.md)
    named_phrases: bool = True
    # and the single words anywhere (wordfreq Zipf <= 4) that are a two-word label less its first word, which
    # may then link that label ("analytical" -> think analytically, "budgets" -> manage budgets); measured on the
    # same split: no recall over named_phrases alone at precision 0.82, so off
    named_words: bool = False
    # "<adjective> skill(s)" keeps its link to the label "<verb> <adverb>" of that trait although the adjective
    # alone scores as high ("analytical skills" -> think analytically; skills7, benchmarks/results/skills_esco.md)
    skill_trait_phrases: bool = True
    # a bridge word and an article or possessive after it join a phrase's words as a lone bridge word does
    # ("work in a team" -> work in teams, "cooperative with your colleagues"; skills8, skills_esco.md)
    determiner_bridges: bool = True
    # a two-word phrase keeps its link to a two-word label whose first word it shares although that word alone
    # scores as high ("cloud platforms" -> cloud technologies; skills8, benchmarks/results/skills_esco.md)
    shared_key_phrases: bool = True
    # a phrase ending in a "<verb> <bridge word> <noun>" label's last two words keeps its link although one word
    # alone scores as high ("work closely with colleagues" -> cooperate with colleagues; skills13, skills_esco.md)
    label_tail_phrases: bool = True
    # a phrase holding a label's words in order (two or more) and one word more, no adverb, keeps its link although
    # one word alone scores as high ("meet tight deadlines" -> meet deadlines; on 2,000 unlabelled English dev
    # postings ~129 concepts added, 0 gone, 49 read: 46 right / 2 wrong / 1 unsure; skills14, skills_esco.md)
    label_inside_phrases: bool = True
    # drop links in sentences about the workplace's culture or values (phrases.culture_ranges; skills16)
    culture_sentences: bool = True
    # drop links in the employer's or its client's profile: an "About us" section up to the next heading, a
    # sentence about the client (phrases.company_zone_ranges; skills17)
    company_zones: bool = True
    # an application or equal-opportunity cue in a "sentence" of glued lines over 300 chars drops the links of
    # its clause only, and "to apply" before a duty's object ("to apply statistical methods") is no such cue
    # (phrases.no_skill_ranges; skills19, benchmarks/results/skills_esco.md)
    no_skill_clauses: bool = True
    # a list of alternative subjects opened by words of study that name no diploma links none of them, as a degree's
    # list does ("coursework in", "enrolled student in", "academic background in", "BS or higher in"; a bare
    # "background in" only before "or a related field"; phrases._STUDY_SUBJECTS, skills32, skills_esco.md)
    study_lists: bool = True
    # drop links in the employer's notice on the applicant's data (how it keeps "your data" safe, who handles "your
    # personal data" as the controller under which privacy laws, its wrapped lines included;
    # normalize/matching/data_notices.py, skills22, benchmarks/results/skills_esco.md)
    data_notices: bool = True
    # drop links in a sentence stating what the employer or one of its sites offers its own clients ("our clinic
    # provides dermatology and sleep medicine", "the centre offers ...", "we are a certified ... unit"): a nurse's ad
    # names the hospital's specialties (normalize/matching/employer_offers.py; skills37, skills_esco.md)
    employer_offers: bool = True
    # drop links in a sentence stating the employer's recognitions ("<name> is ranked first in the state for its
    # research", "our centre is honoured each year for heart care", "a Magnet-designated hospital"): what
    # the organisation is praised for, not a skill asked (employer_offers.employer_recognition_ranges; skills43)
    employer_recognitions: bool = True
    # drop links in the job title of a person the worker deals with ("notifies the Team Leader", "assists the Project
    # Manager", "partner with product managers"): the title's field is that person's skill; "experience as a Project
    # Manager" keeps its link (normalize/matching/counterparts.py; skills40, skills_esco.md)
    counterpart_roles: bool = True
    # drop links in a header of the job's terms ("**Work Shift**", "PHYSICAL DEMANDS AND WORKING CONDITIONS"), a
    # flexible schedule and a condition of hire the applicant holds or passes ("a valid working permit", "criminal
    # background check"): "Work Shift" is no "work in shifts" (normalize/matching/work_terms.py; skills40, skills_esco.md)
    work_terms: bool = True
    # do not link a language, communication or migration where the words beside it say another sense ("Swedish
    # driving licence", "CAN communication", "data migration"; normalize/matching/word_senses.py, skills31)
    word_senses: bool = True
    # given the ad title's occupations (extract(..., occupations=)), drop a link found by meaning under P(acceptable)
    # 0.8 to a sector's skill whose ESCO occupations all do manual work (ISCO-08 groups 6-9) where the title matches
    # desk, care or sales work only (groups 1-5): a "clean driving licence" asked of a sales rep is no valeter's
    # skill (normalize/matching/occupation_fields.py; skills34, benchmarks/results/skills_esco.md)
    craft_skills_by_title: bool = True
    # lines glued by stripped markup are also split at a closing bracket before a capital, a semicolon between words
    # and a slash after "C++" / "C#" ("(SQL)Experience", "standards;Communicate", "C++/Java"), so the tool or skill
    # beside the mark is a word of its own (normalize/matching/text_glue.py; skills33, skills_esco.md)
    glued_marks: bool = True
    # each item but the last of a list sharing one "skills" is read as "<item> skills" ("strong analytical and
    # problem-solving skills" -> analytical skills -> think analytically; normalize/matching/coordinated_skills.py;
    # skills21, benchmarks/results/skills_esco.md)
    coordinated_skills: bool = True
    # do not link a (words, skill) pair that readers of the dev ads judged wrong in several ads and right in none
    # ("TensorFlow" -> computer vision, "data extraction" -> information extraction; models/skill_wrong_pairs.py,
    # benchmarks/results/skills_esco.md, skills18)
    wrong_pairs: bool = True
    # and other wordings of a listed pair: a listed skill's link whose words' embedding lies >= 0.8 to a listed key
    # and nearer to it than to every wording judged right ("pipelines and data" -> the pipeline-company database
    # skill; normalize/matching/wrong_neighbours.py, skills20)
    wrong_pair_neighbours: bool = True
    # on an English-only taxonomy, the candidate phrases of a German, French, Spanish, Dutch, Portuguese or
    # Italian ad are encoded as their word-by-word English gloss ("análisis de datos" -> data analysis;
    # normalize/matching/skill_glossary.py; skills10, benchmarks/results/skills_esco.md)
    gloss_phrases: bool = True
    semantic_labels: Literal["preferred", "all"] = "preferred"  # which labels the semantic pass compares with
    # the encoder of phrases, contexts and the skill label index: "shipped" (the bundled 6-layer model) or
    # "small" (its 3-layer student, models/distill.py; measured in benchmarks/results/ads_speed.md)
    phrase_encoder: Literal["shipped", "small"] = "shipped"
    # which of extraction's query texts the 3-layer phrase student encodes (normalize/data/phrase_student,
    # models/phrase_student.py): its vectors live in the shipped encoder's space, so the label index stays the
    # shipped one. "phrases": the candidate phrases; "contexts": the link gate's windows and the sense contexts
    # of alternative labels; "all": both; "off": none. Only with the shipped encoder (phrase_encoder "shipped",
    # no encoder given). Measured in benchmarks/results/ads_speed.md (skillspeed10)
    phrase_student: Literal["off", "phrases", "contexts", "all"] = "off"
    # rank: each skill's score less this share of its mean score over job-ad sentences in general (bundled,
    # models/skill_background.py; taxonomies without it are ranked as scored): "dies" or "plan" sit near any
    # sentence; chosen on the ESCO skill gold's dev split and TECH/HOUSE (benchmarks/results/skills_esco.md)
    rank_background_weight: Share = 0.4
    # rank, where the taxonomy has a skill-link gate: the skills the text's own mentions link to come first, by
    # P(acceptable) with the mention's span, then the rest of the taxonomy by rank score. On the ESCO skill
    # gold's dev split precision@5 0.562 -> 0.752 (0.670 with the gate's per-skill record, fitted on dev, left
    # out); the link search adds ~20% to rank mode's CPU (benchmarks/results/skills_esco.md)
    rank_links_first: bool = True
    # a label found verbatim is not linked when real ads use it in its skill's sense less often than this
    # (bundled statistics, models/skill_label_fit.py; taxonomies without them link every label)
    # chosen on the ESCO skill gold's dev split: on 21 ads, precision 0.665 at 0.5 and 0.726 at 0.75; on all 105
    # dev ads, the exact hits of labels measured at exactly 0.75 (6 of 8 uses) were 21 wrong of 25
    min_label_fit: Share = 0.8
    # an alternative label found verbatim ("Access" of Microsoft Access) is linked only when its context, the
    # mention left out, ranks the skill among this many skills closest to it (None: no check); chosen on the
    # ESCO skill gold's dev split (benchmarks/results/skills_esco.md)
    alt_label_context_top: Count | None = 3000
    # where the taxonomy has a skill-link gate (the shipped ESCO, normalize/matching/link_gate.py), candidates
    # are found at the gate's own floors (min_score, min_label_fit above then apply to other taxonomies) and
    # kept, ordered and capped by its P(acceptable); off: the calibrated raw score and the floors above decide.
    # On the ESCO skill gold's dev split, 5-fold cross-validated by ad: precision 0.728 -> 0.825 at recall
    # 0.449 -> 0.457 (benchmarks/results/skills_esco.md, models/cards/skill_link_gate.md)
    link_gate: bool = True
    # names of skills no label holds as such, matched as alternative labels: product names without their
    # vendor ("Excel"), German language compounds ("Englischkenntnisse") and a few hand aliases ("team
    # player"); normalize/matching/skill_aliases.py, measured in benchmarks/results/skills_esco.md (skills5)
    skill_aliases: bool = True
    # and the ads' own wordings of skills ESCO words otherwise, each keyed after reading ten random ads that hold it
    # ("PALS" -> resuscitation, "Power BI" -> business intelligence; skill_aliases.AD_WORDINGS, skills36, skills_esco.md)
    ad_wordings: bool = True


def engine_config(engine_cls: type[T], config: Any) -> T:
    """The engine config ``engine_cls`` holding the matching fields of ``config`` (a stage config that
    extends it)."""
    return engine_cls(**{f.name: getattr(config, f.name) for f in dataclasses.fields(engine_cls)})


def one_text_is_an_error(texts: Sequence[str | None]) -> Sequence[str | None]:
    """The list of texts, unchanged; a bare string raises: iterating it would match each character."""
    if isinstance(texts, str):
        raise TypeError("expected a list of texts; for one text pass [text]")
    return texts
