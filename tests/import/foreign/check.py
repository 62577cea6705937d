#!/usr/bin/python3
"""Check that every built document shows every non-empty field of its truth.

    /usr/bin/python3 check.py OUTDIR

For each resume of resumes.json, OUTDIR/<id>.pdf (text from pdftotext, poppler-utils) or
OUTDIR/<id>.docx (text of every paragraph, tables included) must contain, after white space is
folded: the personal details, the summary, each company, position, bullet line, institution,
degree, field of study, GPA, skill, project name, description, technology and link, and every
date in one of the forms people print ("Jan 2020", "January 2020", "Sept. 2020", "01/2020",
"2020-01"); a current job must show "Present", "Current", "present" or "Since". Exits 1 and lists
what is missing otherwise.
"""
import json
import os
import re
import subprocess
import sys
import unicodedata
import zipfile
from xml.etree import ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
AP_MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def fold(text):
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def pdf_texts(path):
    """The text in pdftotext's three reading modes: a string is found if any mode has it whole."""
    texts = []
    for mode in ([], ["-layout"], ["-raw"]):
        out = subprocess.run(["pdftotext", *mode, path, "-"], capture_output=True, text=True, check=True).stdout
        texts.append(fold(out))
    return texts


def docx_texts(path):
    with zipfile.ZipFile(path) as z:
        root = ElementTree.fromstring(z.read("word/document.xml"))
    paragraphs = []
    for p in root.iter(W + "p"):
        parts = []
        for r in p.iter(W + "r"):  # runs, those inside hyperlinks included
            for node in r:
                if node.tag == W + "t":
                    parts.append(node.text or "")
                elif node.tag == W + "tab":
                    parts.append("\t")
                elif node.tag in (W + "br", W + "cr"):
                    parts.append("\n")
        paragraphs.append("".join(parts))
    return [fold("\n".join(paragraphs))]


def date_forms(value):
    year, month = value.split("-")
    m = int(month)
    return {f"{MONTHS[m - 1][:3]} {year}", f"{MONTHS[m - 1]} {year}", f"{AP_MONTHS[m - 1]} {year}",
            f"{month}/{year}", value}


def expectations(data):
    """(label, [acceptable strings]) for every non-empty field of the truth."""
    pi = data["personalInfo"]
    out = [(f"personal.{k}", [pi[k]]) for k in ("fullName", "email", "phone", "address", "linkedIn", "github")
           if pi.get(k)]
    if data["summary"]:
        out.append(("summary", [data["summary"]]))
    for i, job in enumerate(data["experience"]):
        out += [(f"experience[{i}].company", [job["company"]]), (f"experience[{i}].position", [job["position"]])]
        for line in job["description"].split("\n"):
            line = re.sub(r"^\s*[-–•*]\s*", "", line).strip()
            if line:
                out.append((f"experience[{i}].description", [line]))
        if job["startDate"]:
            out.append((f"experience[{i}].startDate", sorted(date_forms(job["startDate"]))))
        if job["current"]:
            out.append((f"experience[{i}].current", ["Present", "present", "Current", "Since"]))
        elif job["endDate"]:
            out.append((f"experience[{i}].endDate", sorted(date_forms(job["endDate"]))))
    for i, edu in enumerate(data["education"]):
        for key in ("institution", "degree", "fieldOfStudy", "gpa"):
            if edu.get(key):
                out.append((f"education[{i}].{key}", [edu[key]]))
        for key in ("startDate", "endDate"):
            if edu.get(key):
                out.append((f"education[{i}].{key}", sorted(date_forms(edu[key]))))
    out += [("skills", [skill]) for skill in data["skills"]]
    for i, project in enumerate(data.get("projects") or []):
        for key in ("name", "description", "githubLink", "liveLink"):
            if project.get(key):
                out.append((f"projects[{i}].{key}", [project[key]]))
        out += [(f"projects[{i}].technologies", [t]) for t in project["technologies"]]
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check.py OUTDIR")
    out = sys.argv[1]
    with open(os.path.join(HERE, "resumes.json"), encoding="utf-8") as f:
        resumes = json.load(f)
    failures = 0
    for resume in resumes:
        path = os.path.join(out, f"{resume['id']}.{resume['format']}")
        if not os.path.exists(path):
            print(f"MISSING FILE {path}")
            failures += 1
            continue
        texts = pdf_texts(path) if resume["format"] == "pdf" else docx_texts(path)
        missing = [(label, forms) for label, forms in expectations(resume["data"])
                   if not any(fold(form) in text for form in forms for text in texts)]
        checked = len(expectations(resume["data"]))
        if missing:
            failures += 1
            print(f"FAIL {os.path.basename(path)}: {len(missing)} of {checked} not found")
            for label, forms in missing:
                print(f"    {label}: {forms[0]!r}" + (f" (or {len(forms) - 1} other forms)" if len(forms) > 1 else ""))
        else:
            print(f"ok   {os.path.basename(path)}: all {checked} truth strings shown")
    if failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
