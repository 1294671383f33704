"""Job-title abbreviations expanded to full words ("Sr. SW Eng." -> "software engineer"; part of
``clean_title``)."""

from __future__ import annotations

import re

# abbreviations

_ABBREVIATIONS = {
    "eng": "engineer", "engr": "engineer", "engg": "engineering", "dev": "developer", "devs": "developers",
    "mgr": "manager", "mngr": "manager", "mgmt": "management", "exec": "executive", "execs": "executives",
    "asst": "assistant", "asst.": "assistant", "sw": "software", "hw": "hardware", "qa": "quality assurance",
    "qc": "quality control", "swe": "software engineer", "sde": "software development engineer",
    "hr": "human resources", "acct": "account", "accts": "accounts", "coord": "coordinator",
    "spec": "specialist", "rep": "representative", "reps": "representatives", "svc": "service",
    "svcs": "services", "ops": "operations", "dir": "director", "vp": "vice president",
    "cust": "customer", "supv": "supervisor", "supvr": "supervisor", "assoc": "associate", "tchr": "teacher",
    "mktg": "marketing", "mkt": "marketing", "dept": "department", "govt": "government",
    "intl": "international", "mech": "mechanical", "elec": "electrical", "maint": "maintenance",
    "mfg": "manufacturing", "prog": "programmer", "ux": "user experience", "ui": "user interface",
    "biz": "business", "dev.": "developer", "ass't": "assistant", "adm": "administrator",
    "tech": "technician", "techs": "technicians", "sys": "systems", "sysadmin": "system administrator",
    "devops": "devops", "fe": "front end", "be": "back end", "js": "javascript", "ml": "machine learning",
    "ai": "artificial intelligence", "bi": "business intelligence", "powerbi": "power business intelligence", "csr": "customer service representative",
    "rn": "registered nurse", "rgn": "registered general nurse", "rmn": "registered mental health nurse", "lpn": "licensed practical nurse", "lvn": "licensed vocational nurse", "cna": "certified nursing assistant",
    "hca": "healthcare assistant", "gp": "general practitioner", "np": "nurse practitioner",
    "pa": "personal assistant", "ea": "executive assistant", "cs": "customer service", "it": "IT",
}  # fmt: skip
_ADMIN_ADJ_NEXT = {"assistant", "officer", "support", "clerk", "coordinator", "secretary", "executive", "staff"}
_TECH_ADJ_NEXT = {
    "lead", "support", "writer", "sales", "recruiter", "manager", "director", "consultant", "specialist",
    "architect", "analyst", "officer", "engineer",
}  # fmt: skip
_WORD = re.compile(r"[\w'+#]+\.?|[^\w\s]|\s+")


def expand_abbreviations(text: str, removed: list[tuple[str, str]]) -> str:
    tokens = _WORD.findall(text)
    words = [i for i, t in enumerate(tokens) if t[:1].isalnum()]
    for n, i in enumerate(words):
        tok = tokens[i]
        key = tok.lower().rstrip(".")
        nxt = tokens[words[n + 1]].lower().rstrip(".") if n + 1 < len(words) else ""
        if key == "admin":
            full = "administrative" if nxt in _ADMIN_ADJ_NEXT else "administrator"
        elif key == "tech" and nxt in _TECH_ADJ_NEXT:
            full = "technical"
        elif key in ("it", "pa", "be") and tok != tok.upper():
            continue  # "it", "pa", "be" in lower case are words, not abbreviations
        else:
            full = _ABBREVIATIONS.get(key)
        if full is not None and full.lower() != key:
            removed.append(("abbreviation", f"{tok}->{full}"))
            tokens[i] = full
    return "".join(tokens)

