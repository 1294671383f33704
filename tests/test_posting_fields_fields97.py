"""fields97 (issue 24): "based in <firm>'s <city> office" is onsite (the lead's answer of the session of 23:11)."""

import pytest

from normalize.attributes.extraction import extract


# the job placed in a named office of the firm: onsite; a remote, hybrid or home-work statement elsewhere wins, a city
# without an office stays a location, and a manager based there is not the job
@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("Payments Analyst\n\nThis position will be based out of the Halifax office. You will run daily payment "
         "batches.", "onsite"),
        ("Tax Associate\n\nYou will join the indirect tax team based in Brightwell's Leeds office. The team files VAT "
         "returns.", "onsite"),
        ("Network Engineer\n\nThe candidate should have 3 years of experience in routing.\tThis position is based at our "
         "Cebu office.\tMinimum 3 year(s) of experience is required", "onsite"),
        ("Stock Clerk\n\nJoin our stores team based in our Tallaght HQ, moving later this year to a new site.", "onsite"),
        ("Policy Officer\n\nThe role can be based in our Galway or Sligo office. Travel within the region.", "onsite"),
        ("Data Engineer\n\nThis role is based in our Cork office and follows a hybrid model with two days at home.",
         "hybrid"),
        ("Site Reliability Engineer\n\nThis role can be based out of our Cork office or remotely within Ireland.",
         "remote"),
        ("Account Manager\n\nThis role is based in Limerick. You will look after key accounts in the region.", None),
        ("Payroll Associate\n\nYou will report to the EMEA Payroll Manager based in our Cork or Paris office. You will "
         "run payroll for six countries.", None),
    ],
)
def test_fields97_based_in_a_named_office(text, mode):
    assert extract(text, "IE")["remote"] == mode
