"""
Word resumes that keep the contact details in the page header and footer, as many Word templates
do: the name in the header, e-mail, phone and place in the footer (python-docx; LibreOffice then
prints them to PDF). `python3 word_header_footer.py OUTDIR ID...` writes OUTDIR/<ID>.docx for
people of ../foreign/resumes.json.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "../foreign"))

from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Pt  # noqa: E402
from docx_common import new_document, run  # noqa: E402
from resume_text import bullets, degree_line, mon, span  # noqa: E402


def design(path, data):
    info = data["personalInfo"]
    doc = new_document(data, "Calibri", 11)
    section = doc.sections[0]
    head = section.header.paragraphs[0]
    head.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(head, info["fullName"], bold=True, size=20)
    foot = section.footer.paragraphs[0]
    foot.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(foot, "  |  ".join(v for v in (info["email"], info["phone"], info["address"], info.get("linkedIn", "")) if v), size=9)
    if data["summary"]:
        doc.add_heading("Summary", level=1)
        doc.add_paragraph(data["summary"])
    doc.add_heading("Experience", level=1)
    for job in data["experience"]:
        p = doc.add_paragraph()
        run(p, job["position"], bold=True)
        run(p, f", {job['company']}")
        doc.add_paragraph(span(job, mon)).paragraph_format.space_after = Pt(0)
        for line in bullets(job["description"]):
            doc.add_paragraph(line, style="List Bullet")
    doc.add_heading("Education", level=1)
    for school in data["education"]:
        p = doc.add_paragraph()
        run(p, degree_line(school), bold=True)
        doc.add_paragraph(f"{school['institution']}, {span(school, mon) if school['startDate'] else mon(school['endDate'])}")
        if school.get("gpa"):
            doc.add_paragraph(f"GPA: {school['gpa']}")
    doc.add_heading("Skills", level=1)
    doc.add_paragraph(", ".join(data["skills"]))
    doc.save(path)


if __name__ == "__main__":
    out, ids = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(HERE, "../foreign/resumes.json"), encoding="utf-8") as f:
        people = {r["id"]: r["data"] for r in json.load(f)}
    for person in ids:
        design(os.path.join(out, f"{person}.docx"), people[person])
        print(os.path.join(out, f"{person}.docx"))
