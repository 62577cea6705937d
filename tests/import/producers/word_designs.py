"""
Word resumes made outside the team's corpus (issue 53, item 5), written with python-docx; the
build keeps each DOCX and has LibreOffice print it to PDF and save it again as DOCX.
`python3 word_designs.py OUTDIR DESIGN:ID ...` writes OUTDIR/<DESIGN>-<ID>.docx for people of
../foreign/resumes.json. Written as people write resumes, never to suit the parser.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "../foreign"))

from docx.enum.text import WD_ALIGN_PARAGRAPH  # noqa: E402
from docx.shared import Inches, Pt  # noqa: E402
from docx_common import borderless_table, new_document, run, set_style_font, spacing, text_width  # noqa: E402
from resume_text import bullets, degree_line, mon, span  # noqa: E402


def table_resume(path, data):
    """
    The whole resume in a two-column table, as Word's "resume table" templates lay it out: the
    employer in bold and the title under it in the left cell, the dates right-aligned in the right
    cell of the same row, the bullets under the title; schools the same way.
    """
    info = data["personalInfo"]
    doc = new_document(data, "Calibri", 10.5, margins=0.8)
    set_style_font(doc.styles["Heading 2"], "Calibri", 12, color="2E3B4E", bold=True)
    width = text_width(doc)
    p = doc.add_paragraph()
    run(p, info["fullName"], bold=True, size=20)
    contact = " | ".join(v for v in (info["email"], info["phone"], info["address"], info.get("linkedIn", "")) if v)
    doc.add_paragraph(contact)
    if data["summary"]:
        doc.add_heading("Profile", 2)
        doc.add_paragraph(data["summary"])

    def rows(entries, fill, when):
        table = borderless_table(doc, len(entries), [width - Inches(1.7), Inches(1.7)])
        for row, entry in zip(table.rows, entries):
            left, right = row.cells
            fill(left, entry)
            date = right.paragraphs[0]
            date.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            run(date, when(entry))

    def job(cell, entry):
        run(cell.paragraphs[0], entry["company"], bold=True)
        run(spacing(cell.add_paragraph(), 0, 2), entry["position"], italic=True)
        for line in bullets(entry["description"]):
            spacing(cell.add_paragraph(line, style="List Bullet"), 0, 1)
        spacing(cell.add_paragraph(), 0, 4)

    def school(cell, entry):
        run(cell.paragraphs[0], entry["institution"], bold=True)
        cell.add_paragraph(degree_line(entry))
        if entry.get("gpa"):
            cell.add_paragraph(f"GPA: {entry['gpa']}")

    doc.add_heading("Experience", 2)
    rows(data["experience"], job, lambda entry: span(entry, mon))
    doc.add_heading("Education", 2)
    rows(data["education"], school, lambda entry: span(entry, mon) if entry["startDate"] else mon(entry["endDate"]))
    doc.add_heading("Skills", 2)
    doc.add_paragraph(", ".join(data["skills"]))
    doc.save(path)


def skills_per_line(path, data):
    """
    A plain Word resume whose Skills heading is followed by one skill per paragraph, typed as
    plain lines (no list style, no commas), as people paste them from a list.
    """
    info = data["personalInfo"]
    doc = new_document(data, "Cambria", 11)
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(p, info["fullName"], bold=True, size=18)
    for value in (info["address"], info["phone"], info["email"]):
        if value:
            line = doc.add_paragraph(value)
            line.alignment = WD_ALIGN_PARAGRAPH.CENTER
            spacing(line, 0, 0)
    if data["summary"]:
        doc.add_heading("Summary", level=1)
        doc.add_paragraph(data["summary"])
    doc.add_heading("Skills", level=1)
    for skill in data["skills"]:
        spacing(doc.add_paragraph(skill), 0, 0)
    doc.add_heading("Work Experience", level=1)
    for entry in data["experience"]:
        p = doc.add_paragraph()
        run(p, entry["position"], bold=True)
        run(p, f" - {entry['company']}")
        spacing(doc.add_paragraph(span(entry, mon)), 0, 2)
        for line in bullets(entry["description"]):
            doc.add_paragraph(line, style="List Bullet")
    doc.add_heading("Education", level=1)
    for entry in data["education"]:
        p = doc.add_paragraph()
        run(p, degree_line(entry), bold=True)
        doc.add_paragraph(f"{entry['institution']}, {span(entry, mon) if entry['startDate'] else mon(entry['endDate'])}")
    doc.save(path)


DESIGNS = {"table": table_resume, "skills-per-line": skills_per_line}

if __name__ == "__main__":
    out, wanted = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(HERE, "../foreign/resumes.json"), encoding="utf-8") as f:
        people = {r["id"]: r["data"] for r in json.load(f)}
    for item in wanted:
        design, person = item.split(":", 1)
        DESIGNS[design](os.path.join(out, f"{design}-{person}.docx"), people[person])
        print(os.path.join(out, f"{design}-{person}.docx"))
