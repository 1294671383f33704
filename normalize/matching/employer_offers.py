"""What the employer offers its own clients (``SkillConfig.employer_offers``; skills37).

A sentence whose subject is the employer or one of its sites, stating what it provides, is known for or is ("our
clinic provides dermatology and sleep medicine", "the centre offers hip surgery", "we are a certified burns unit
and provide dialysis", "<name> is a 300-bed teaching hospital"), names the employer's services, not a skill asked
of the worker: a nurse's ad names the hospital's specialties. The
company-voice reader (``phrases.company_voice_ranges``) misses it when the subject is "our <site>" rather than "we",
or where a word it reads as the role's ("plus", "technology") stands in it; the "About us" zone misses it in the
body. A sentence holding a word of the worker or the role (you, candidates, experience, skills, required, ...)
keeps its links. English only, as the other sentence readers.
"""

from __future__ import annotations

import re

from normalize.matching.phrases import sentences_saying

# the employer's sites and offer as a subject (a team, unit or department is the worker's own: not here)
_SITE = (r"(?:facility|facilities|hospitals?|clinics?|(?:medical |health ?care |cancer |trauma )?cent(?:er|re)s?|"
         r"health system|healthcare system|health network|campus(?:es)?|practice|organi[sz]ation|company|firm|"
         r"services|programs?|programmes?|portfolio|products|mission)")
_OFFERS = (r"(?:provides?|offers?|includes?|features?|speciali[sz]es|serves?|(?:is|are) (?:known|renowned|"
           r"recognized|recognised|home)|(?:has|have) (?:been )?(?:recognized|recognised|named|ranked|earned|"
           r"received))")
_OFFER = re.compile(
    # "our two city hospitals are known for ...", "the clinic offers ...", "our mission is to bring"
    rf"\b(?:our|the|this|its)\s+(?:[\w,\\-]+\s+){{0,4}}?{_SITE}\s+(?:(?:also|now|proudly)\s+)?{_OFFERS}\b|"
    r"\bour mission is\b|"
    # "we provide ...", "we are a certified ... centre", "we specialise in" (a "What we offer" heading is the benefits)
    r"(?<!what )\bwe(?:'re|\u2019re| are)?\s+(?:also\s+|proud(?:ly)?\s+(?:to\s+)?)?(?:provide|offer|speciali[sz]e|"
    r"an? (?:accredited|certified|designated|full-service|comprehensive|award-winning|nationally|regional|"
    r"leading))\b|"
    # "among <group>'s five hospitals is ..."
    r"\bamong (?:our|its|the|[\w.&\\-]+(?:'s|\u2019s))\s+(?:[\w,\\-]+\s+){0,4}?(?:hospitals|facilities|clinics|"
    r"cent(?:er|re)s)\b|"
    # "<name> is a 300-bed teaching hospital"
    r"\bis (?:a|an|the|one of the)\s+(?:[\w,\\-]+\s+){0,6}?(?:hospital|medical cent(?:er|re)|referral cent(?:er|re)|"
    r"clinic|health system|healthcare system|trauma cent(?:er|re)|cancer cent(?:er|re))s?\b",
    re.IGNORECASE,
)
# a word of the worker or the role: the sentence asks something of the hire or states a duty ("the lead will see to")
_ASKS = re.compile(
    r"\b(?:you|your|you'(?:ll|re|ve)|candidates?|applicants?|role|position|responsib\w*|requir\w*|must|skills?|"
    r"qualifi\w*|experience[ds]?|knowledge|abilit\w*|able to|degree|looking for|seeking|hiring|will|"
    # "the programme offers the chance and the opportunity to ...": an offer to the worker
    r"opportunit\w*)\b",
    re.IGNORECASE,
)
_SENTENCE = 400  # characters: a longer "sentence" is glued lines (``phrases.sentences_saying``)


def employer_offer_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of the sentences of ``text`` stating what the employer offers (see the module)."""
    return sentences_saying(text, _OFFER, _ASKS, longest=_SENTENCE)


# The employer's recognitions (``SkillConfig.employer_recognitions``; skills43): a sentence stating that the employer
# or one of its sites was ranked, recognised, awarded, named, designated, accredited or verified ("<name> is ranked
# first in the state for its research", "our centre is honoured each year for heart care", "is a
# Magnet-designated hospital", "named one of the best places to work") names what the organisation is praised for, not
# a skill asked of the worker. Only the passive or perfect form counts: "graduate of an accredited programme", "a
# designated time frame" and "recognises and responds to emergencies" are the worker's.
_ADVERBS = r"(?:(?:\w+ly|also|again|now|once|repeatedly|proudly)\s+){0,3}"
_RECOGNISED = re.compile(
    rf"\b(?:is|are|was|were|be|been|being)\s+{_ADVERBS}(?:(?:ranked|recogni[sz]ed|honou?red|awarded|accredited|"
    r"designated|verified|voted)\b|named\s+(?:as\s+)?(?:one|a|an|the|to|among|in|by|#|\d)\b|certified\s+as\b|"
    # "is XYZ accredited for", "is a Board-accredited stroke unit", "a Magnet-designated hospital"
    r"(?:an?\s+)?(?:[\w&\\-]+\s+){0,3}?(?-i:[A-Z][\w&®]*)(?:\s|-|\\-)(?:accredited|designated)\b)|"
    # "has received three awards for its outcomes in ...", "earned Magnet status"
    r"\b(?:received|earned|achieved|won|holds?)\s+(?:[\w'\u2019®-]+\s+){0,6}?(?:awards?|designations?|recognitions?|"
    r"accreditations?|honou?rs|status)\b|"
    # "one of the country's best hospitals for hip care", "one of the top 100 employers"
    r"\bone of (?:[\w'\u2019]+\s+){0,2}?(?:best|top(?:\s+\d+)?|leading|most\s+\w+)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:hospitals|employers|places|companies|workplaces|firms|organi[sz]ations|health systems|medical cent(?:er|re)s)"
    r"\b",
    re.IGNORECASE,
)


def employer_recognition_ranges(text: str) -> list[tuple[int, int]]:
    """Character ranges of the sentences of ``text`` stating the employer's recognitions (see above)."""
    return sentences_saying(text, _RECOGNISED, _ASKS, longest=_SENTENCE)
