"""python-docx designs of the foreign DOCX resumes (make_docx.py renders them)."""
from docx_common import *  # noqa: F401,F403 - the designs share python-docx's names and the helpers

# ----------------------------------------------------------------------------------------------
# 1. office-manager-headings: Title and Heading 1 styles, List Bullet.

def office_manager_headings(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Calibri", 11)
    doc.add_heading(pi["fullName"], 0)
    doc.add_paragraph(" | ".join(v for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v))
    if data["summary"]:
        doc.add_heading("Summary", 1)
        doc.add_paragraph(data["summary"])
    doc.add_heading("Professional Experience", 1)
    for job in data["experience"]:
        run(spacing(doc.add_paragraph(), 8, 0), job["position"], bold=True, size=12)
        run(spacing(doc.add_paragraph(), 0, 0), job["company"], bold=True, color="595959")
        run(spacing(doc.add_paragraph(), 0, 3), span(job, full))
        for b in bullets(job["description"]):
            spacing(doc.add_paragraph(b, style="List Bullet"), 0, 1)
    doc.add_heading("Education", 1)
    for edu in data["education"]:
        run(spacing(doc.add_paragraph(), 4, 0), degree_line(edu), bold=True)
        spacing(doc.add_paragraph(edu["institution"]), 0, 0)
        spacing(doc.add_paragraph(span(edu, full)), 0, 4)
    doc.add_heading("Skills", 1)
    for skill in data["skills"]:
        spacing(doc.add_paragraph(skill, style="List Bullet"), 0, 0)
    doc.save(path)


# ----------------------------------------------------------------------------------------------
# 2. hr-bold-headings: bold paragraphs with a bottom border as headings, typed bullets.

def hr_bold_headings(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Arial", 10.5, margins=0.8)

    def heading(title):
        p = spacing(doc.add_paragraph(), 12, 4)
        run(p, title, bold=True, size=11.5)
        bottom_border(p)

    run(spacing(doc.add_paragraph(), 0, 2), pi["fullName"], bold=True, size=20)
    doc.add_paragraph("  •  ".join(v for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v))
    if data["summary"]:
        heading("SUMMARY")
        doc.add_paragraph(data["summary"])
    heading("PROFESSIONAL EXPERIENCE")
    for job in data["experience"]:
        p = spacing(doc.add_paragraph(), 6, 2)
        run(p, job["position"], bold=True)
        run(p, f" | {job['company']} | {span(job, numeric, ' - ')}")
        for b in bullets(job["description"]):
            typed_bullet(doc, b, "•")
    heading("EDUCATION")
    for edu in data["education"]:
        p = spacing(doc.add_paragraph(), 2, 2)
        run(p, degree_line(edu), bold=True)
        run(p, f" | {edu['institution']} | {span(edu, numeric, ' - ')}")
    heading("SKILLS")
    skills = data["skills"]
    for i in range(0, len(skills), 3):
        p = spacing(doc.add_paragraph(), 0, 1)
        for tab in (2.3, 4.6):
            p.paragraph_format.tab_stops.add_tab_stop(Inches(tab))
        run(p, "\t".join(f"• {s}" for s in skills[i:i + 3]))
    heading("CERTIFICATIONS")
    typed_bullet(doc, "SHRM Certified Professional (SHRM-CP), 2020", "•")
    doc.save(path)


# ----------------------------------------------------------------------------------------------
# 3. civil-engineer-tables: a contact table at the top and date-column tables.

def civil_engineer_tables(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Arial", 10, margins=0.75)
    set_style_font(doc.styles["Heading 2"], "Arial", 12, color="1F4E79", bold=True)
    width = text_width(doc)

    top = borderless_table(doc, 1, [int(width * 0.55), int(width * 0.45)])
    left, right = top.rows[0].cells
    run(left.paragraphs[0], pi["fullName"], bold=True, size=22, color="1F4E79")
    run(left.add_paragraph(), "Civil Engineer | Site Development & Drainage", size=11, color="595959")
    lines = [v for v in [pi["email"], pi["phone"], pi["address"], pi["linkedIn"]] if v]
    for i, line in enumerate(lines):
        p = right.paragraphs[0] if i == 0 else right.add_paragraph()
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        spacing(p, 0, 0)
        run(p, line, size=9.5)

    def dated(rows):
        table = borderless_table(doc, len(rows), [Inches(1.45), width - Inches(1.45)])
        for row, (when, fill) in zip(table.rows, rows):
            run(row.cells[0].paragraphs[0], when, bold=True, size=9.5, color="404040")
            fill(row.cells[1])
        return table

    if data["summary"]:
        doc.add_heading("Summary", 2)
        doc.add_paragraph(data["summary"])
    doc.add_heading("Experience", 2)

    def job_cell(job):
        def fill(cell):
            run(cell.paragraphs[0], job["position"], bold=True)
            run(spacing(cell.add_paragraph(), 0, 2), job["company"], italic=True)
            for b in bullets(job["description"]):
                spacing(cell.add_paragraph(b, style="List Bullet"), 0, 1)
            spacing(cell.add_paragraph(), 0, 0)
        return fill

    dated([(span(job, mon), job_cell(job)) for job in data["experience"]])
    doc.add_heading("Education", 2)

    def edu_cell(edu):
        def fill(cell):
            run(cell.paragraphs[0], degree_line(edu), bold=True)
            run(cell.add_paragraph(), edu["institution"], italic=True)
        return fill

    dated([(span(edu, mon), edu_cell(edu)) for edu in data["education"]])
    doc.add_heading("Skills", 2)
    doc.add_paragraph(", ".join(data["skills"]))
    doc.add_heading("Licenses", 2)
    doc.add_paragraph("Professional Engineer (P.E.), Texas, 2021")
    doc.save(path)


# ----------------------------------------------------------------------------------------------
# 4. pharmacist-tabstops: right-aligned tab stop for dates, small-caps headings.

def pharmacist_tabstops(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Georgia", 10.5, margins=0.9)
    width = text_width(doc)

    def heading(title):
        run(spacing(doc.add_paragraph(), 14, 4), title, bold=True, size=12.5, small_caps=True, color="2E5C4E")

    run(spacing(doc.add_paragraph(), 0, 0), pi["fullName"], bold=True, size=20)
    spacing(doc.add_paragraph(" · ".join(v for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v)), 2, 4)
    if data["summary"]:
        heading("Professional Summary")
        doc.add_paragraph(data["summary"])
    heading("Experience")
    for job in data["experience"]:
        p = spacing(doc.add_paragraph(), 6, 0)
        right_tab(p, width)
        run(p, job["position"], bold=True)
        run(p, "\t" + span(job, mon))
        run(spacing(doc.add_paragraph(), 0, 2), job["company"], italic=True)
        for b in bullets(job["description"]):
            spacing(doc.add_paragraph(b, style="List Bullet"), 0, 1)
    heading("Education")
    for edu in data["education"]:
        p = spacing(doc.add_paragraph(), 4, 0)
        right_tab(p, width)
        run(p, degree_line(edu, ", "), bold=True)
        run(p, "\t" + span(edu, mon))
        run(spacing(doc.add_paragraph(), 0, 0), edu["institution"], italic=True)
        if edu.get("gpa"):
            doc.add_paragraph(f"GPA: {edu['gpa']}")
    heading("Clinical Skills")
    doc.add_paragraph(" · ".join(data["skills"]))
    heading("Licensure")
    for line in ["Washington State Pharmacist License", "APhA Pharmacy-Based Immunization Delivery Certificate",
                 "Basic Life Support (BLS)"]:
        spacing(doc.add_paragraph(line, style="List Bullet"), 0, 1)
    doc.save(path)


# ----------------------------------------------------------------------------------------------
# 5. support-lead-banner: name in a large coloured run, restyled Heading 1, ISO dates at a tab.

def support_lead_banner(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Verdana", 9.5, margins=0.85)
    blue = "1F6FB2"
    set_style_font(doc.styles["Heading 1"], "Verdana", 12, color=blue, bold=True)
    doc.styles["Heading 1"].paragraph_format.space_before = Pt(14)
    doc.styles["Heading 1"].paragraph_format.space_after = Pt(4)
    width = text_width(doc)

    p = spacing(doc.add_paragraph(), 0, 2)
    run(p, pi["fullName"], bold=True, size=28, color=blue)
    p.add_run().add_break(WD_BREAK.LINE)
    run(p, "Customer Support Team Lead", size=13, color="7F7F7F")
    doc.add_paragraph(" | ".join(v for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v))
    if data["summary"]:
        doc.add_heading("Summary", 1)
        doc.add_paragraph(data["summary"])
    doc.add_heading("Experience", 1)
    for job in data["experience"]:
        p = spacing(doc.add_paragraph(), 6, 0)
        right_tab(p, width)
        run(p, job["company"], bold=True)
        run(p, "\t" + span(job, iso, " to ", "present"), color="595959")
        run(spacing(doc.add_paragraph(), 0, 2), job["position"], italic=True)
        for b in bullets(job["description"]):
            spacing(doc.add_paragraph(b, style="List Bullet"), 0, 1)
    doc.add_heading("Education", 1)
    for edu in data["education"]:
        p = spacing(doc.add_paragraph(), 2, 0)
        right_tab(p, width)
        run(p, edu["institution"], bold=True)
        run(p, "\t" + span(edu, iso, " to "), color="595959")
        doc.add_paragraph(degree_line(edu, ", "))
    doc.add_heading("Skills", 1)
    doc.add_paragraph(", ".join(data["skills"]))
    doc.save(path)


# ----------------------------------------------------------------------------------------------
# 6. frontend-dev-docx: Heading 2 sections, real hyperlinks, projects.

def frontend_dev(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Calibri", 10.5, margins=0.8)
    set_style_font(doc.styles["Heading 2"], "Segoe UI", 12, color="111111", bold=True)

    run(spacing(doc.add_paragraph(), 0, 2), pi["fullName"], bold=True, size=22)
    p = spacing(doc.add_paragraph(), 0, 6)
    run(p, f"{pi['address']} · {pi['phone']} · ")
    links = [v for v in [pi["email"], pi["linkedIn"], pi["github"]] if v]
    for i, link in enumerate(links):
        hyperlink(p, link)
        if i < len(links) - 1:
            run(p, " · ")
    if data["summary"]:
        doc.add_heading("About", 2)
        doc.add_paragraph(data["summary"])
    doc.add_heading("Experience", 2)
    for job in data["experience"]:
        p = spacing(doc.add_paragraph(), 6, 0)
        run(p, job["position"], bold=True)
        run(p, f" — {job['company']}")
        run(spacing(doc.add_paragraph(), 0, 2), span(job, mon), color="7F7F7F", size=9.5)
        for b in bullets(job["description"]):
            spacing(doc.add_paragraph(b, style="List Bullet"), 0, 1)
    if data.get("projects"):
        doc.add_heading("Projects", 2)
        for project in data["projects"]:
            run(spacing(doc.add_paragraph(), 6, 0), project["name"], bold=True)
            spacing(doc.add_paragraph(project["description"]), 0, 0)
            if project["technologies"]:
                p = spacing(doc.add_paragraph(), 0, 0)
                run(p, "Tech: ", italic=True)
                run(p, ", ".join(project["technologies"]))
            parts = [(label, link) for label, link in (("Code", project["githubLink"]), ("Live", project["liveLink"])) if link]
            if parts:
                p = spacing(doc.add_paragraph(), 0, 2)
                for i, (label, link) in enumerate(parts):
                    run(p, ("   " if i else "") + f"{label}: ")
                    hyperlink(p, link)
    doc.add_heading("Skills", 2)
    doc.add_paragraph(", ".join(data["skills"]))
    doc.add_heading("Education", 2)
    for edu in data["education"]:
        run(spacing(doc.add_paragraph(), 2, 0), degree_line(edu), bold=True)
        doc.add_paragraph(f"{edu['institution']} · {span(edu, mon)}")
    doc.save(path)


# ----------------------------------------------------------------------------------------------
# 7. social-worker-times: Times New Roman, centred header and headings, typed en-dash bullets.

def social_worker_times(path, data):
    pi = data["personalInfo"]
    doc = new_document(data, "Times New Roman", 11.5)

    def heading(title):
        p = spacing(doc.add_paragraph(), 14, 6)
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
        run(p, title, bold=True, size=12)

    p = spacing(doc.add_paragraph(), 0, 2)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    run(p, pi["fullName"], bold=True, size=18)
    p = doc.add_paragraph(" | ".join(v for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v))
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if data["summary"]:
        heading("PROFILE")
        doc.add_paragraph(data["summary"])
    heading("WORK HISTORY")
    for job in data["experience"]:
        run(spacing(doc.add_paragraph(), 6, 0), job["company"], bold=True)
        spacing(doc.add_paragraph(job["position"]), 0, 0)
        run(spacing(doc.add_paragraph(), 0, 2), span(job, full), italic=True)
        for b in bullets(job["description"]):
            typed_bullet(doc, b, "–")
    heading("EDUCATION")
    for edu in data["education"]:
        run(spacing(doc.add_paragraph(), 4, 0), degree_line(edu), bold=True)
        spacing(doc.add_paragraph(edu["institution"]), 0, 0)
        run(spacing(doc.add_paragraph(), 0, 2), span(edu, full), italic=True)
    heading("SKILLS")
    for skill in data["skills"]:
        typed_bullet(doc, skill, "–")
    doc.save(path)


# ----------------------------------------------------------------------------------------------
