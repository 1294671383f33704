"""Context words the encoder misses in a job title, made explicit before matching.

A software-stack word makes an engineer a software engineer: "Java Engineer" went to marine engineer,
"Full Stack Engineer" to construction engineer and "DevSecOps Engineer" to mine development engineer on
ESCO, because the bundled English encoder reads "java", "stack" and "dev" in their everyday senses.
``software_context("java engineer")`` gives ``"java software engineer"``. The stack words are a hand list
(languages, frameworks and platforms that name software work in job titles): no library lists them.
"""

from __future__ import annotations

__all__ = ["software_context"]

_STACK = frozenset(  # noqa: SIM905 (a word list reads better as text)
    """
    java javascript typescript python golang go ruby rails php scala kotlin swift rust perl elixir
    c# c++ .net net dotnet node nodejs react angular vue django flask spring laravel
    fullstack full-stack backend back-end frontend front-end devops devsecops sre salesforce sap
    android ios flutter unity bazel kubernetes k8s aws azure gcp
    """.split()  # noqa: SIM905
)
_PAIRS = frozenset({("full", "stack"), ("back", "end"), ("front", "end")})
_HEADS = frozenset({"engineer", "developer", "architect", "programmer", "lead"})


def software_context(query: str) -> str:
    """``query`` (cleaned, lower case) with "software" put before its engineer/developer/architect head when
    a software-stack word names the domain and no "software" is there; otherwise ``query`` itself."""
    words = query.split()
    if "software" in words or not _HEADS.intersection(words):
        return query
    stack = any(w in _STACK for w in words) or any(pair in _PAIRS for pair in zip(words, words[1:], strict=False))
    if not stack:
        return query
    i = next(i for i, w in enumerate(words) if w in _HEADS)
    return " ".join([*words[:i], "software", *words[i:]])
