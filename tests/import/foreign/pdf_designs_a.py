"""ReportLab designs 1-5 of the foreign PDF resumes (make_pdfs.py renders them)."""
from pdf_common import *  # noqa: F401,F403 - the designs share ReportLab's names and the helpers

# ----------------------------------------------------------------------------------------------
# 1. nurse-plain: plain one column, Helvetica.

def nurse_plain(path, data):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                            topMargin=0.6 * inch, bottomMargin=0.6 * inch)
    set_info(doc, data, "Microsoft Word")
    width = doc.width
    name = style("name", "Helvetica-Bold", 20, 24, alignment=TA_CENTER)
    contact = style("contact", "Helvetica", 9.5, alignment=TA_CENTER, spaceBefore=4)
    heading = style("h", "Helvetica-Bold", 12, spaceBefore=12, spaceAfter=4)
    body = style("body", "Helvetica", 10, 13)
    right = style("right", "Helvetica", 10, 13, alignment=TA_RIGHT)
    bold = style("bold", "Helvetica-Bold", 10.5, 13)
    italic = style("italic", "Helvetica-Oblique", 10, 13, spaceAfter=2)
    bullet = style("bullet", "Helvetica", 10, 13, leftIndent=14, bulletIndent=4)

    story = [Paragraph(x(pi["fullName"]), name)]
    parts = [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]]
    story.append(Paragraph(" | ".join(x(p) for p in parts if p), contact))
    if data["summary"]:
        story += [Paragraph("Summary", heading), Paragraph(x(data["summary"]), body)]
    story.append(Paragraph("Professional Experience", heading))
    for job in data["experience"]:
        story.append(left_right(Paragraph(x(job["position"]), bold), Paragraph(span(job, mon), right), width))
        story.append(Paragraph(x(job["company"]), italic))
        story += [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        story.append(Spacer(1, 6))
    story.append(Paragraph("Education", heading))
    for edu in data["education"]:
        story.append(left_right(Paragraph(x(degree_line(edu)), bold), Paragraph(span(edu, mon), right), width))
        story.append(Paragraph(x(edu["institution"]), italic))
    story.append(Paragraph("Skills", heading))
    story.append(Paragraph(x(", ".join(data["skills"])), body))
    story.append(Paragraph("Licenses &amp; Certifications", heading))
    for line in ["Registered Nurse, Oregon State Board of Nursing",
                 "BLS and ACLS, American Heart Association",
                 "Progressive Care Certified Nurse (PCCN)"]:
        story.append(Paragraph(x(line), bullet, bulletText="•"))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 2. accountant-sidebar: two frames, a shaded left sidebar for contact and skills.

def accountant_sidebar(path, data):
    pi = data["personalInfo"]
    page_w, page_h = LETTER
    side_w = 2.35 * inch
    sidebar = Frame(0.3 * inch, 0.5 * inch, side_w - 0.5 * inch, page_h - 1.0 * inch, id="side",
                    leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    main = Frame(side_w + 0.35 * inch, 0.5 * inch, page_w - side_w - 0.8 * inch, page_h - 1.0 * inch, id="main",
                 leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    slate = colors.HexColor("#2E3D4F")

    def paint(c, doc):
        c.saveState()
        c.setFillColor(slate)
        c.rect(0, 0, side_w, page_h, stroke=0, fill=1)
        c.restoreState()

    doc = BaseDocTemplate(path, pagesize=LETTER, pageTemplates=[PageTemplate("two", [sidebar, main], onPage=paint)])
    set_info(doc, data, "Canva")
    s_head = style("sh", "Helvetica-Bold", 10.5, spaceBefore=16, spaceAfter=6, textColor=colors.HexColor("#9FC3E6"))
    s_text = style("st", "Helvetica", 8.8, 12, textColor=colors.white)
    name = style("name", "Helvetica-Bold", 24, 28, textColor=slate)
    headline = style("hl", "Helvetica", 11.5, 15, textColor=colors.HexColor("#5A6B7D"), spaceAfter=6)
    heading = style("h", "Helvetica-Bold", 12, spaceBefore=14, spaceAfter=5, textColor=slate)
    body = style("b", "Helvetica", 9.8, 13.2)
    title = style("t", "Helvetica-Bold", 10.5, 13.5, spaceBefore=6)
    dates = style("d", "Helvetica", 9, 12, textColor=colors.HexColor("#6B7785"), spaceAfter=2)
    bullet = style("bl", "Helvetica", 9.6, 12.8, leftIndent=12, bulletIndent=2)

    story = [Paragraph("CONTACT", s_head)]
    for label, value in [("Phone", pi["phone"]), ("Email", pi["email"]), ("Location", pi["address"]),
                         ("LinkedIn", pi["linkedIn"])]:
        if value:
            story += [Paragraph(f"<font color='#9FC3E6'>{label}</font>", s_text), Paragraph(x(value), s_text),
                      Spacer(1, 5)]
    story.append(Paragraph("CORE COMPETENCIES", s_head))
    story += [Paragraph(x(skill), s_text) for skill in data["skills"]]
    story.append(Paragraph("CERTIFICATIONS", s_head))
    story.append(Paragraph("Certified Public Accountant, Minnesota Board of Accountancy (2020)", s_text))
    story.append(Paragraph("LANGUAGES", s_head))
    story.append(Paragraph("English, Swedish (conversational)", s_text))
    story.append(FrameBreak())

    story += [Paragraph(x(pi["fullName"]), name), Paragraph("Certified Public Accountant", headline),
              HRFlowable(width="100%", thickness=1.2, color=slate, spaceAfter=2)]
    if data["summary"]:
        story += [Paragraph("Profile", heading), Paragraph(x(data["summary"]), body)]
    story.append(Paragraph("Work History", heading))
    for job in data["experience"]:
        story.append(Paragraph(f"{x(job['position'])}, {x(job['company'])}", title))
        story.append(Paragraph(span(job, numeric, " - "), dates))
        story += [Paragraph(x(b), bullet, bulletText="–") for b in bullets(job["description"])]
    story.append(Paragraph("Education", heading))
    for edu in data["education"]:
        story.append(Paragraph(x(degree_line(edu, ", ")), title))
        story.append(Paragraph(x(edu["institution"]), body))
        extra = f"Graduated {numeric(edu['endDate'])}"
        if edu.get("gpa"):
            extra += f"  |  GPA: {edu['gpa']}"
        story.append(Paragraph(extra, dates))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 3. teacher-table: Times, a dates | details table.

def teacher_table(path, data):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.8 * inch, rightMargin=0.8 * inch,
                            topMargin=0.6 * inch, bottomMargin=0.6 * inch)
    set_info(doc, data, "LibreOffice Writer")
    width = doc.width
    name = style("n", "Times-Bold", 22, 26, alignment=TA_CENTER)
    contact = style("c", "Times-Roman", 10.5, alignment=TA_CENTER, spaceBefore=3, spaceAfter=6)
    heading = style("h", "Times-Bold", 12.5, spaceBefore=12, spaceAfter=1)
    body = style("b", "Times-Roman", 10.8, 13.5)
    date = style("d", "Times-Roman", 10.5, 13)
    org = style("o", "Times-Bold", 11, 13.5)
    role = style("r", "Times-Italic", 10.8, 13.5, spaceAfter=2)
    bullet = style("bl", "Times-Roman", 10.8, 13.5, leftIndent=12, bulletIndent=2)

    def section(title):
        return [Paragraph(title, heading), HRFlowable(width="100%", thickness=0.5, color=colors.black,
                                                       spaceBefore=1, spaceAfter=6)]

    def dated_table(rows):
        table = Table(rows, colWidths=[1.25 * inch, width - 1.25 * inch])
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (0, -1), 8),
                                   ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 8)]))
        return table

    story = [Paragraph(x(pi["fullName"]), name),
             Paragraph(" • ".join(x(p) for p in [pi["address"], pi["phone"], pi["email"]] if p), contact)]
    if data["summary"]:
        story += section("Profile") + [Paragraph(x(data["summary"]), body)]
    rows = []
    for job in data["experience"]:
        when = span(job, mon, " –<br/>")
        cell = [Paragraph(x(job["company"]), org), Paragraph(x(job["position"]), role)]
        cell += [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        rows.append([Paragraph(when, date), cell])
    story += section("Teaching Experience") + [dated_table(rows)]
    rows = []
    for edu in data["education"]:
        rows.append([Paragraph(span(edu, mon, " –<br/>"), date),
                     [Paragraph(x(edu["institution"]), org), Paragraph(x(degree_line(edu, ", ")), role)]])
    story += section("Education") + [dated_table(rows)]
    story += section("Certification") + [Paragraph(
        "Ohio Professional Teaching License, Grades 4-9, Science and Mathematics", body)]
    story += section("Skills") + [Paragraph(x("; ".join(data["skills"])), body)]
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 4. software-engineer-caps: ALL-CAPS headings with rules, grouped skills, projects.

SKILL_GROUPS = {
    "software-engineer-caps": [("Languages", ["Go", "Python", "TypeScript", "SQL"]),
                               ("Infrastructure", ["Kubernetes", "Terraform", "AWS", "Kafka"]),
                               ("Data &amp; APIs", ["PostgreSQL", "Redis", "gRPC"]),
                               ("Observability", ["OpenTelemetry"])],
}


def software_engineer_caps(path, data, resume_id="software-engineer-caps"):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.7 * inch, rightMargin=0.7 * inch,
                            topMargin=0.55 * inch, bottomMargin=0.55 * inch)
    set_info(doc, data, "LaTeX with hyperref")
    width = doc.width
    name = style("n", "Helvetica-Bold", 22, 26)
    contact = style("c", "Helvetica", 9, 12, spaceBefore=2)
    heading = style("h", "Helvetica-Bold", 11, 13, spaceBefore=10)
    body = style("b", "Helvetica", 9.8, 12.8)
    bold = style("bo", "Helvetica-Bold", 10.2, 13)
    right = style("r", "Helvetica", 9.8, 13, alignment=TA_RIGHT)
    italic = style("i", "Helvetica-Oblique", 9.8, 12.8)
    italic_r = style("ir", "Helvetica-Oblique", 9.8, 12.8, alignment=TA_RIGHT)
    bullet = style("bl", "Helvetica", 9.8, 12.8, leftIndent=13, bulletIndent=3)

    def section(title):
        return [Paragraph(title, heading), HRFlowable(width="100%", thickness=0.9, color=colors.black,
                                                       spaceBefore=2, spaceAfter=5)]

    story = [Paragraph(x(pi["fullName"]), name)]
    parts = [pi["address"], pi["phone"], pi["email"], pi["linkedIn"], pi["github"]]
    story.append(Paragraph(" | ".join(x(p) for p in parts if p), contact))
    if data["summary"]:
        story += section("SUMMARY") + [Paragraph(x(data["summary"]), body)]
    story += section("PROFESSIONAL EXPERIENCE")
    locations = ["Austin, TX", "Remote", "Austin, TX"]
    for i, job in enumerate(data["experience"]):
        story.append(left_right(Paragraph(x(job["position"]), bold), Paragraph(span(job, mon), right), width))
        story.append(left_right(Paragraph(x(job["company"]), italic),
                                Paragraph(locations[i % len(locations)], italic_r), width))
        story += [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        story.append(Spacer(1, 5))
    if data.get("projects"):
        story += section("PROJECTS")
        for project in data["projects"]:
            links = [l for l in [project["githubLink"], project["liveLink"]] if l]
            head = f"<b>{x(project['name'])}</b>"
            if links:
                head += " | " + " | ".join(x(l) for l in links)
            story.append(Paragraph(head, body))
            story.append(Paragraph(x(project["description"]), bullet, bulletText="•"))
            if project["technologies"]:
                story.append(Paragraph("Technologies: " + x(", ".join(project["technologies"])), bullet,
                                       bulletText="•"))
            story.append(Spacer(1, 4))
    story += section("TECHNICAL SKILLS")
    groups = SKILL_GROUPS[resume_id]
    grouped = [s for _, items in groups for s in items]
    assert sorted(grouped) == sorted(data["skills"]), "skill groups must hold exactly the skills"
    for label, items in groups:
        story.append(Paragraph(f"<b>{label}:</b> {x(', '.join(items))}", body))
    story += section("EDUCATION")
    for edu in data["education"]:
        story.append(left_right(Paragraph(x(edu["institution"]), bold), Paragraph(span(edu, mon), right), width))
        line = degree_line(edu)
        if edu.get("gpa"):
            line += f", GPA {edu['gpa']}"
        story.append(Paragraph(x(line), body))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 5. chef-icons: Times, ZapfDingbats icons and arrow bullets.

def chef_icons(path, data):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.85 * inch, rightMargin=0.85 * inch,
                            topMargin=0.6 * inch, bottomMargin=0.6 * inch)
    set_info(doc, data, "Pages")
    width = doc.width
    wine = colors.HexColor("#6B1F2A")
    name = style("n", "Times-Bold", 28, 32, alignment=TA_CENTER, textColor=wine)
    contact = style("c", "Times-Roman", 11, 14, alignment=TA_CENTER)
    heading = style("h", "Times-Bold", 14, 17, spaceBefore=14, spaceAfter=6, textColor=wine)
    org = style("o", "Times-Bold", 11.5, 14)
    right = style("r", "Times-Italic", 11, 14, alignment=TA_RIGHT)
    role = style("ro", "Times-Italic", 11, 14, spaceAfter=3)
    bullet = style("bl", "Times-Roman", 11, 14, leftIndent=18, bulletIndent=2, bulletFontName="ZapfDingbats",
                   bulletFontSize=8, bulletColor=wine)
    body = style("b", "Times-Roman", 11, 14)

    def icon(char):
        return f"<font name='ZapfDingbats' color='#6B1F2A'>{char}</font>"

    def since(job):
        if job["current"]:
            return f"Since {full(job['startDate'])}"
        return span(job, mon)

    story = [Paragraph(x(pi["fullName"]), name),
             HRFlowable(width="100%", thickness=1.5, color=wine, spaceBefore=4, spaceAfter=1.5),
             HRFlowable(width="100%", thickness=0.5, color=wine, spaceAfter=6)]
    items = [(icon("✆"), pi["phone"]), (icon("✉"), pi["email"]), (icon("☛"), pi["address"])]
    story.append(Paragraph("&nbsp;&nbsp;&nbsp;&nbsp;".join(f"{i}&nbsp;{x(v)}" for i, v in items if v), contact))
    if data["summary"]:
        story += [Paragraph("Profile", heading), Paragraph(x(data["summary"]), body)]
    story.append(Paragraph("Career History", heading))
    for job in data["experience"]:
        story.append(left_right(Paragraph(x(job["company"]), org), Paragraph(since(job), right), width, 2.0 * inch))
        story.append(Paragraph(x(job["position"]), role))
        story += [Paragraph(x(b), bullet, bulletText="➢") for b in bullets(job["description"])]
        story.append(Spacer(1, 7))
    story.append(Paragraph("Education", heading))
    for edu in data["education"]:
        story.append(left_right(Paragraph(x(edu["institution"]), org), Paragraph(span(edu, full), right), width,
                                2.0 * inch))
        story.append(Paragraph(x(degree_line(edu)), role))
    story.append(Paragraph("Skills", heading))
    skills = data["skills"]
    cols = 3
    rows = [[Paragraph(f"{icon('✓')} {x(s)}", body) for s in skills[i:i + cols]] for i in range(0, len(skills), cols)]
    for row in rows:
        row += [""] * (cols - len(row))
    story.append(no_pad_table(rows, [width / cols] * cols, [("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story.append(Paragraph("Languages", heading))
    story.append(Paragraph("Italian (native), English (fluent), Spanish (kitchen)", body))
    doc.build(story)
