"""
What both generators share: the truth's dates and descriptions as designs print them, and the
loop that renders every resume of one format with its design (make_pdfs.py, make_docx.py).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# Dates: the truth holds "YYYY-MM"; designs print them in the forms people use.

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
AP_MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def ym(value):
    year, month = value.split("-")
    return year, int(month)


def mon(value):  # Jan 2020
    year, month = ym(value)
    return f"{MONTHS[month - 1][:3]} {year}"


def full(value):  # January 2020
    year, month = ym(value)
    return f"{MONTHS[month - 1]} {year}"


def numeric(value):  # 01/2020
    year, month = ym(value)
    return f"{month:02d}/{year}"


def iso(value):  # 2020-01
    return value


def ap(value):  # Sept. 2020 (AP style abbreviations)
    year, month = ym(value)
    return f"{AP_MONTHS[month - 1]} {year}"


def span(entry, fmt, sep=" – ", present="Present"):
    """Start–end of an experience or education entry; only the end date if there is no start."""
    end = present if entry.get("current") else fmt(entry["endDate"])
    if not entry.get("startDate"):
        return end
    return f"{fmt(entry['startDate'])}{sep}{end}"


def bullets(description):
    """The lines of a description without their "- " markers."""
    lines = [line.strip() for line in description.split("\n") if line.strip()]
    return [line[2:] if line.startswith("- ") else line for line in lines]


def degree_line(edu, joiner=" in "):
    """'Bachelor of Science in Nursing' (or with ', ') - both parts, as printed."""
    if edu["fieldOfStudy"]:
        return f"{edu['degree']}{joiner}{edu['fieldOfStudy']}"
    return edu["degree"]


def render_all(fmt, designs):
    """`python3 make_<fmt>s.py OUTDIR`: every resume of this format, drawn by its design."""
    if len(sys.argv) != 2:
        sys.exit(f"usage: {os.path.basename(sys.argv[0])} OUTDIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(HERE, "resumes.json"), encoding="utf-8") as f:
        resumes = [r for r in json.load(f) if r["format"] == fmt]
    for resume in resumes:
        design = designs.get(resume["id"])
        if design is None:
            sys.exit(f"no {fmt.upper()} design for {resume['id']}")
        path = os.path.join(out, f"{resume['id']}.{fmt}")
        design(path, resume["data"])
        print(path)
