#!/usr/bin/python3
"""Render the PDF resumes of resumes.json with ReportLab, one design per resume.

    /usr/bin/python3 make_pdfs.py OUTDIR

Every design is a function taking (path, data). Each shows every non-empty field of its resume's
data (the ground truth); designs may add what the resume model has no place for (licences,
languages, locations of jobs, headlines), as real resumes do.
"""
import os
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch, mm
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.platypus import (BaseDocTemplate, CondPageBreak, Flowable, Frame, FrameBreak, HRFlowable,
                                KeepTogether, PageTemplate, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle, XPreformatted)

from resume_text import ap, bullets, degree_line, full, iso, mon, numeric, render_all, span

# ----------------------------------------------------------------------------------------------
# Fonts: ReportLab's standard 14 always work; the TTFs come from Debian's fonts-dejavu-core and
# fonts-liberation. A design that needs a TTF falls back to a standard font if it is missing.

TTF_FAMILIES = {
    "DejaVuSans": ("/usr/share/fonts/truetype/dejavu/", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
                   "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"),
    "LiberationSans": ("/usr/share/fonts/truetype/liberation/", "LiberationSans-Regular.ttf",
                       "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf", "LiberationSans-BoldItalic.ttf"),
    "LiberationSerif": ("/usr/share/fonts/truetype/liberation/", "LiberationSerif-Regular.ttf",
                        "LiberationSerif-Bold.ttf", "LiberationSerif-Italic.ttf", "LiberationSerif-BoldItalic.ttf"),
}
FALLBACK = {"DejaVuSans": "Helvetica", "LiberationSans": "Helvetica", "LiberationSerif": "Times"}


def family(name):
    """Register a TTF family; return (regular, bold, italic, bold italic) font names."""
    if name in ("Helvetica", "Courier"):
        return name, name + "-Bold", name + "-Oblique", name + "-BoldOblique"
    if name == "Times":
        return "Times-Roman", "Times-Bold", "Times-Italic", "Times-BoldItalic"
    folder, *files = TTF_FAMILIES[name]
    if not all(os.path.exists(folder + f) for f in files):
        return family(FALLBACK[name])
    names = (name, name + "-Bold", name + "-Italic", name + "-BoldItalic")
    if name not in pdfmetrics.getRegisteredFontNames():
        for font_name, file in zip(names, files):
            pdfmetrics.registerFont(TTFont(font_name, folder + file))
        pdfmetrics.registerFontFamily(name, normal=names[0], bold=names[1], italic=names[2], boldItalic=names[3])
    return names


def has_glyph(font_name, char):
    font = pdfmetrics.getFont(font_name)
    face = getattr(font, "face", None)
    return face is not None and ord(char) in face.charToGlyph


# ----------------------------------------------------------------------------------------------

def x(text):
    """Escape text for Paragraph markup."""
    return escape(text)


def style(name, font, size, leading=None, **kw):
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=leading or size * 1.25, **kw)


def no_pad_table(rows, widths, extra=()):
    table = Table(rows, colWidths=widths)
    table.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
        ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        *extra]))
    return table


def left_right(left, right, width, right_width=1.7 * inch):
    """A row with text at the left and text (usually dates) right-aligned at the right margin."""
    return no_pad_table([[left, right]], [width - right_width, right_width])


def set_info(doc_or_canvas, data, creator):
    name = data["personalInfo"]["fullName"]
    if isinstance(doc_or_canvas, canvas.Canvas):
        doc_or_canvas.setTitle(f"{name} - Resume")
        doc_or_canvas.setAuthor(name)
        doc_or_canvas.setCreator(creator)
    else:
        doc_or_canvas.title = f"{name} - Resume"
        doc_or_canvas.author = name
        doc_or_canvas.creator = creator


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


# ----------------------------------------------------------------------------------------------
# 6. mechanical-engineer-two-page: Times, stacked entry heads, two pages with a footer.

def mechanical_two_page(path, data):
    pi = data["personalInfo"]

    def footer(c, doc):
        c.saveState()
        c.setFont("Times-Italic", 9)
        c.setFillColor(colors.HexColor("#555555"))
        c.drawCentredString(LETTER[0] / 2, 0.45 * inch, f"{pi['fullName']}  -  Page {doc.page}")
        c.restoreState()

    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=inch, rightMargin=inch,
                            topMargin=0.8 * inch, bottomMargin=0.9 * inch)
    set_info(doc, data, "Microsoft Word for Microsoft 365")
    width = doc.width
    name = style("n", "Times-Bold", 20, 24)
    contact = style("c", "Times-Roman", 11, 14)
    heading = style("h", "Times-Bold", 13, 16, spaceBefore=14)
    body = style("b", "Times-Roman", 11.5, 15)
    org = style("o", "Times-Bold", 12, 15, spaceBefore=8)
    role = style("r", "Times-Bold", 11.5, 15, spaceBefore=3)
    when = style("w", "Times-Italic", 11, 14, textColor=colors.HexColor("#333333"), spaceAfter=3)
    bullet = style("bl", "Times-Roman", 11.5, 15, leftIndent=18, bulletIndent=6)

    def section(title):
        return [Paragraph(title, heading), HRFlowable(width="100%", thickness=0.75, color=colors.black,
                                                       spaceBefore=2, spaceAfter=4)]

    story = [Paragraph(x(pi["fullName"]), name),
             Paragraph(f"{x(pi['address'])}  |  {x(pi['phone'])}  |  {x(pi['email'])}", contact)]
    if pi["linkedIn"]:
        story.append(Paragraph(x(pi["linkedIn"]), contact))
    if data["summary"]:
        story += section("Summary of Qualifications") + [Paragraph(x(data["summary"]), body)]
    story += section("Professional Experience")
    previous = None
    for job in data["experience"]:
        block = []
        if job["company"] != previous:  # roles at the same employer are listed under one company line
            block.append(Paragraph(x(job["company"]), org))
        block += [Paragraph(x(job["position"]), role), Paragraph(span(job, full), when)]
        items = [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        story.append(KeepTogether(block + items[:1]))
        story += items[1:]
        previous = job["company"]
    story.append(CondPageBreak(2 * inch))
    story += section("Education")
    for edu in data["education"]:
        story.append(Paragraph(x(degree_line(edu)), role))
        story.append(Paragraph(x(edu["institution"]), body))
        story.append(Paragraph(span(edu, full), when))
    story += section("Technical Skills")
    skills = data["skills"]
    cols = 3
    rows = [[Paragraph("• " + x(s), body) for s in skills[i:i + cols]] for i in range(0, len(skills), cols)]
    rows = [r + [""] * (cols - len(r)) for r in rows]
    story.append(no_pad_table(rows, [width / cols] * cols, [("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    if data.get("projects"):
        story += section("Projects")
        for project in data["projects"]:
            story.append(Paragraph(x(project["name"]), role))
            story.append(Paragraph(x(project["description"]), body))
            if project["technologies"]:
                story.append(Paragraph("<i>Tools:</i> " + x(", ".join(project["technologies"])), body))
    story += section("Licenses and Professional Affiliations")
    for line in ["Professional Engineer (PE), State of Michigan, 2016",
                 "Member, SAE International, since 2008",
                 "Certified SolidWorks Professional (CSWP)"]:
        story.append(Paragraph(x(line), bullet, bulletText="•"))
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


# ----------------------------------------------------------------------------------------------
# 7. paralegal-courier: Courier, typewriter look with padded columns.

def paralegal_courier(path, data):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.9 * inch, rightMargin=0.9 * inch,
                            topMargin=0.7 * inch, bottomMargin=0.7 * inch)
    set_info(doc, data, "WordPerfect")
    cols = int(doc.width // 6)  # characters per line: Courier 10 pt is 6 pt a character
    name = style("n", "Courier-Bold", 16, 20)
    mono = style("m", "Courier", 10, 12.5)
    heading = style("h", "Courier-Bold", 10, 12.5, spaceBefore=12)
    bullet = style("bl", "Courier", 10, 12.5, leftIndent=18, bulletIndent=6, bulletFontName="Courier")

    def padded(left, right):
        gap = max(2, cols - len(left) - len(right))
        return XPreformatted(x(left) + " " * gap + x(right), mono)

    def section(title):
        return [Paragraph(title, heading), XPreformatted("-" * cols, mono), Spacer(1, 4)]

    story = [Paragraph(x(pi["fullName"]), name), Spacer(1, 2)]
    story += [XPreformatted(x(v), mono) for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v]
    if data["summary"]:
        story += section("SUMMARY") + [Paragraph(x(data["summary"]), mono)]
    story += section("EMPLOYMENT")
    for job in data["experience"]:
        story.append(Paragraph(f"<b>{x(job['company'])}</b>", mono))
        story.append(padded(job["position"], span(job, numeric, " - ")))
        story += [Paragraph(x(b), bullet, bulletText="-") for b in bullets(job["description"])]
        story.append(Spacer(1, 8))
    story += section("EDUCATION")
    for edu in data["education"]:
        story.append(padded(edu["institution"], numeric(edu["endDate"])))
        story.append(XPreformatted(x(degree_line(edu, ", ")), mono))
        story.append(Spacer(1, 6))
    story += section("SKILLS")
    skills = data["skills"]
    half = (len(skills) + 1) // 2
    for left, right in zip(skills[:half], skills[half:] + [""]):
        story.append(XPreformatted(x(f"- {left:<32}" + (f"- {right}" if right else "")), mono))
    story += section("CERTIFICATION")
    story.append(XPreformatted("NALA Certified Paralegal (CP), 2015", mono))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 8. marketing-banner: coloured banner drawn on the page, accent headings, skills grid.

def marketing_banner(path, data):
    pi = data["personalInfo"]
    page_w, page_h = LETTER
    banner_h = 1.35 * inch
    teal = colors.HexColor("#0F5E73")
    coral = colors.HexColor("#E4572E")

    def banner(c, doc):
        c.saveState()
        c.setFillColor(teal)
        c.rect(0, page_h - banner_h, page_w, banner_h, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont("Helvetica-Bold", 28)
        c.drawString(0.75 * inch, page_h - 0.62 * inch, pi["fullName"])
        c.setFont("Helvetica", 12)
        c.drawString(0.75 * inch, page_h - 0.88 * inch, "Marketing Manager  |  B2B SaaS & Consumer Brands")
        c.setFont("Helvetica", 9.5)
        parts = [pi["phone"], pi["email"], pi["linkedIn"], pi["address"]]
        c.drawString(0.75 * inch, page_h - 1.15 * inch, "   •   ".join(p for p in parts if p))
        c.restoreState()

    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.75 * inch, rightMargin=0.75 * inch,
                            topMargin=banner_h + 0.3 * inch, bottomMargin=0.6 * inch)
    set_info(doc, data, "Adobe InDesign 18.0")
    width = doc.width
    heading = style("h", "Helvetica-Bold", 13, 16, spaceBefore=12, spaceAfter=5, textColor=teal)
    body = style("b", "Helvetica", 10, 13.5)
    org = style("o", "Helvetica-Bold", 11, 14)
    right = style("r", "Helvetica", 10, 14, alignment=TA_RIGHT, textColor=colors.HexColor("#555555"))
    role = style("ro", "Helvetica-Oblique", 10.5, 14, textColor=teal, spaceAfter=2)
    bullet = style("bl", "Helvetica", 10, 13.5, leftIndent=14, bulletIndent=3, bulletColor=coral)

    story = []
    if data["summary"]:
        story += [Paragraph("Profile", heading), Paragraph(x(data["summary"]), body)]
    story.append(Paragraph("Experience", heading))
    for job in data["experience"]:
        story.append(left_right(Paragraph(x(job["company"]), org), Paragraph(span(job, ap), right), width))
        story.append(Paragraph(x(job["position"]), role))
        story += [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        story.append(Spacer(1, 6))
    story.append(Paragraph("Skills", heading))
    skills, cols = data["skills"], 3
    rows = [[Paragraph(x(s), bullet, bulletText="•") for s in skills[i:i + cols]] for i in range(0, len(skills), cols)]
    rows = [r + [""] * (cols - len(r)) for r in rows]
    story.append(no_pad_table(rows, [width / cols] * cols, [("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
    story.append(Paragraph("Education", heading))
    for edu in data["education"]:
        story.append(left_right(Paragraph(x(degree_line(edu, ", ")), org), Paragraph(span(edu, ap), right), width))
        story.append(Paragraph(x(edu["institution"]), body))
    doc.build(story, onFirstPage=banner, onLaterPages=banner)


# ----------------------------------------------------------------------------------------------
# 9. data-analyst-dejavu: DejaVu Sans TTF, bar headings, ISO dates, square bullets.

def data_analyst_dejavu(path, data):
    pi = data["personalInfo"]
    regular, bold_font, italic_font, _ = family("DejaVuSans")
    square = "▪" if has_glyph(regular, "▪") else "•"
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=15 * mm, bottomMargin=15 * mm)
    set_info(doc, data, "Google Docs Renderer")
    width = doc.width
    indigo = colors.HexColor("#3B4BA8")
    grey = colors.HexColor("#6E6E6E")
    name = style("n", bold_font, 21, 25)
    headline = style("hl", regular, 10.5, 14, textColor=indigo)
    contact = style("c", regular, 8.6, 11.5, alignment=TA_RIGHT)
    heading = style("h", bold_font, 10.5, 13, textColor=indigo)
    body = style("b", regular, 9, 12.3)
    title = style("t", bold_font, 9.6, 12.5, spaceBefore=5)
    dates = style("d", regular, 8.5, 11.5, textColor=grey, spaceAfter=2)
    bullet = style("bl", regular, 9, 12.3, leftIndent=12, bulletIndent=2, bulletColor=indigo)

    def section(title):
        bar = Table([[Paragraph(title, heading)]], colWidths=[width])
        bar.setStyle(TableStyle([("LINEBEFORE", (0, 0), (0, 0), 3, indigo), ("LEFTPADDING", (0, 0), (-1, -1), 6),
                                 ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
        return [Spacer(1, 9), bar, Spacer(1, 4)]

    contact_lines = "<br/>".join(x(v) for v in [pi["email"], pi["phone"], pi["address"], pi["linkedIn"], pi["github"]] if v)
    story = [no_pad_table([[[Paragraph(x(pi["fullName"]), name), Paragraph("Data Analyst", headline)],
                            Paragraph(contact_lines, contact)]], [width * 0.55, width * 0.45])]
    if data["summary"]:
        story += section("Summary") + [Paragraph(x(data["summary"]), body)]
    story += section("Experience")
    for job in data["experience"]:
        story.append(Paragraph(f"{x(job['position'])} <font name='{regular}' color='#6E6E6E'>·</font> "
                               f"{x(job['company'])}", title))
        story.append(Paragraph(span(job, iso, " to ", "present"), dates))
        story += [Paragraph(x(b), bullet, bulletText=square) for b in bullets(job["description"])]
    if data.get("projects"):
        story += section("Projects")
        for project in data["projects"]:
            story.append(Paragraph(x(project["name"]), title))
            story.append(Paragraph(x(project["description"]), body))
            meta = [f"Stack: {x(', '.join(project['technologies']))}"] if project["technologies"] else []
            meta += [x(l) for l in [project["githubLink"], project["liveLink"]] if l]
            story.append(Paragraph(" &nbsp;|&nbsp; ".join(meta), dates))
    story += section("Technical Skills") + [Paragraph(x(", ".join(data["skills"])), body)]
    story += section("Education")
    for edu in data["education"]:
        story.append(Paragraph(x(degree_line(edu)), title))
        story.append(Paragraph(x(edu["institution"]), body))
        line = span(edu, iso, " to ")
        if edu.get("gpa"):
            line += f" · GPA {edu['gpa']}"
        story.append(Paragraph(line, dates))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 10. electrician-canvas: everything drawn on the canvas, shape bullets.

class CanvasWriter:
    """A tiny layout helper for drawing straight onto a canvas with a y cursor."""

    def __init__(self, c, left, right, top):
        self.c, self.left, self.right, self.y = c, left, right, top

    def text(self, value, font, size, x_offset=0, leading=None, color=colors.black):
        self.c.setFont(font, size)
        self.c.setFillColor(color)
        self.c.drawString(self.left + x_offset, self.y - size, value)
        self.y -= leading or size * 1.3

    def wrapped(self, value, font, size, indent=0, leading=None, shape=None):
        leading = leading or size * 1.3
        lines = simpleSplit(value, font, size, self.right - self.left - indent)
        self.c.setFont(font, size)
        self.c.setFillColor(colors.black)
        for i, line in enumerate(lines):
            if i == 0 and shape:
                shape(self.left + indent - 9, self.y - size * 0.72)
            self.c.drawString(self.left + indent, self.y - size, line)
            self.y -= leading

    def gap(self, points):
        self.y -= points


def electrician_canvas(path, data):
    pi = data["personalInfo"]
    page_w, page_h = LETTER
    c = canvas.Canvas(path, pagesize=LETTER)
    set_info(c, data, "Zety")
    left, right = 0.7 * inch, page_w - 0.7 * inch
    dark = colors.HexColor("#23272E")
    amber = colors.HexColor("#F2A900")

    # Header bar
    c.setFillColor(dark)
    c.rect(0, page_h - 1.25 * inch, page_w, 1.25 * inch, stroke=0, fill=1)
    c.setFillColor(amber)
    c.rect(0, page_h - 1.31 * inch, page_w, 0.06 * inch, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont("Helvetica-Bold", 26)
    c.drawString(left, page_h - 0.6 * inch, pi["fullName"])
    c.setFillColor(amber)
    c.setFont("Helvetica-Bold", 11)
    c.drawString(left, page_h - 0.85 * inch, "JOURNEYMAN ELECTRICIAN")
    c.setFillColor(colors.HexColor("#D8DCE2"))
    c.setFont("Helvetica", 9.5)
    c.drawString(left, page_h - 1.08 * inch, "     ".join(v for v in [pi["phone"], pi["email"], pi["address"]] if v))

    w = CanvasWriter(c, left, right, page_h - 1.55 * inch)

    def square(x0, y0):
        c.setFillColor(amber)
        c.rect(x0, y0, 4, 4, stroke=0, fill=1)
        c.setFillColor(colors.black)

    def heading(title):
        w.gap(6)
        c.setFillColor(colors.HexColor("#E6E8EB"))
        c.rect(left - 4, w.y - 16, right - left + 8, 17, stroke=0, fill=1)
        c.setFillColor(dark)
        c.rect(left - 4, w.y - 16, 3, 17, stroke=0, fill=1)
        c.setFont("Helvetica-Bold", 11)
        c.drawString(left + 4, w.y - 12, title)
        w.gap(24)

    if data["summary"]:
        heading("Summary of Qualifications")
        w.wrapped(data["summary"], "Helvetica", 10, leading=13.5)
    heading("Work History")
    for job in data["experience"]:
        c.setFont("Helvetica", 10)
        c.setFillColor(colors.black)
        c.drawRightString(right, w.y - 10.5, span(job, mon, " - "))
        w.text(job["position"], "Helvetica-Bold", 10.5, leading=13.5)
        w.text(job["company"], "Helvetica-Oblique", 10, leading=14, color=colors.HexColor("#333333"))
        for b in bullets(job["description"]):
            w.wrapped(b, "Helvetica", 10, indent=14, leading=13, shape=square)
        w.gap(6)
    heading("Skills")
    skills, cols = data["skills"], 3
    col_w = (right - left) / cols
    for i in range(0, len(skills), cols):
        for j, skill in enumerate(skills[i:i + cols]):
            square(left + j * col_w + 5, w.y - 8)
            c.setFont("Helvetica", 10)
            c.drawString(left + j * col_w + 14, w.y - 10, skill)
        w.gap(14)
    heading("Training & Education")
    for edu in data["education"]:
        c.setFont("Helvetica", 10)
        c.drawRightString(right, w.y - 10.5, span(edu, mon, " - "))
        w.text(degree_line(edu, ", "), "Helvetica-Bold", 10.5, leading=13.5)
        w.text(edu["institution"], "Helvetica-Oblique", 10, leading=14)
    heading("Licenses")
    for line in ["Arizona Journeyman Electrician License (ROC)", "OSHA 30-Hour Construction Safety",
                 "NFPA 70E Arc Flash Safety Training"]:
        w.wrapped(line, "Helvetica", 10, indent=14, leading=13, shape=square)
    c.showPage()
    c.save()


# ----------------------------------------------------------------------------------------------
# 11. designer-liberation: Liberation Sans, contact block at the right of a large name.

def designer_liberation(path, data):
    pi = data["personalInfo"]
    regular, bold_font, italic_font, _ = family("LiberationSans")
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=16 * mm, bottomMargin=16 * mm)
    set_info(doc, data, "Affinity Publisher")
    width = doc.width
    coral = colors.HexColor("#D1495B")
    grey = colors.HexColor("#666666")
    name = style("n", bold_font, 30, 33)
    headline = style("hl", regular, 11, 15, textColor=grey)
    contact = style("c", regular, 9, 12.5, alignment=TA_RIGHT)
    heading = style("h", bold_font, 9.5, 12, textColor=coral, spaceBefore=13, spaceAfter=5)
    body = style("b", regular, 9.8, 13.3)
    title = style("t", regular, 10.2, 13.5)
    right = style("r", regular, 9.4, 13.5, alignment=TA_RIGHT, textColor=grey)
    small = style("s", regular, 9, 12, textColor=grey)
    bullet = style("bl", regular, 9.8, 13.3, leftIndent=12, bulletIndent=2, bulletColor=coral)

    contact_lines = "<br/>".join(x(v) for v in [pi["email"], pi["phone"], pi["address"], pi["linkedIn"]] if v)
    story = [no_pad_table([[[Paragraph(x(pi["fullName"]), name), Spacer(1, 4),
                             Paragraph("Graphic Designer — Brand &amp; Editorial", headline)],
                            Paragraph(contact_lines, contact)]], [width * 0.62, width * 0.38],
                          [("VALIGN", (1, 0), (1, 0), "BOTTOM")]),
             HRFlowable(width="100%", thickness=2, color=coral, spaceBefore=8, spaceAfter=2)]
    if data["summary"]:
        story += [Paragraph("ABOUT", heading), Paragraph(x(data["summary"]), body)]
    story.append(Paragraph("EXPERIENCE", heading))
    for job in data["experience"]:
        head = f"<font name='{bold_font}'>{x(job['position'])}</font> <font color='#999999'>|</font> " \
               f"<font color='#D1495B'>{x(job['company'])}</font>"
        story.append(left_right(Paragraph(head, title), Paragraph(span(job, mon, " – ", "Current"), right), width, 1.6 * inch))
        story.append(Spacer(1, 2))
        story += [Paragraph(x(b), bullet, bulletText="›") for b in bullets(job["description"])]
        story.append(Spacer(1, 6))
    if data.get("projects"):
        story.append(Paragraph("SELECTED WORK", heading))
        for project in data["projects"]:
            links = " · ".join(x(l) for l in [project["githubLink"], project["liveLink"]] if l)
            story.append(Paragraph(f"<font name='{bold_font}'>{x(project['name'])}</font>"
                                   + (f" <font color='#999999'>—</font> <font color='#D1495B'>{links}</font>" if links else ""),
                                   title))
            story.append(Paragraph(x(project["description"]), body))
            if project["technologies"]:
                story.append(Paragraph("Tools: " + x(", ".join(project["technologies"])), small))
            story.append(Spacer(1, 5))
    story.append(Paragraph("SKILLS", heading))
    story.append(Paragraph(" / ".join(x(s) for s in data["skills"]), body))
    story.append(Paragraph("EDUCATION", heading))
    for edu in data["education"]:
        story.append(left_right(Paragraph(f"<font name='{bold_font}'>{x(degree_line(edu, ', '))}</font>", title),
                                Paragraph(span(edu, mon), right), width, 1.6 * inch))
        story.append(Paragraph(x(edu["institution"]), body))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 12. logistics-compact: dense, 'Position, Company' with dates on the right.

def logistics_compact(path, data):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.6 * inch, rightMargin=0.6 * inch,
                            topMargin=0.5 * inch, bottomMargin=0.5 * inch)
    set_info(doc, data, "Microsoft Word 2016")
    width = doc.width
    navy = colors.HexColor("#1F3A5F")
    name = style("n", "Helvetica-Bold", 18, 21, textColor=navy)
    contact = style("c", "Helvetica", 8.8, 11.5, spaceBefore=2)
    heading = style("h", "Helvetica-Bold", 9.5, 12, textColor=navy)
    body = style("b", "Helvetica", 9, 11.6)
    bold = style("bo", "Helvetica-Bold", 9.3, 12)
    right = style("r", "Helvetica-Bold", 9, 12, alignment=TA_RIGHT)
    bullet = style("bl", "Helvetica", 9, 11.6, leftIndent=11, bulletIndent=2)

    def section(title):
        t = Table([[Paragraph(title.upper(), heading)]], colWidths=[width])
        t.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 1.2, navy), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 3)]))
        return [Spacer(1, 7), t]

    story = [Paragraph(x(pi["fullName"]), name),
             Paragraph("  •  ".join(x(v) for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v), contact)]
    if data["summary"]:
        story += section("Professional Summary") + [Paragraph(x(data["summary"]), body)]
    story += section("Employment")
    for job in data["experience"]:
        story.append(left_right(Paragraph(f"{x(job['position'])}, {x(job['company'])}", bold),
                                Paragraph(span(job, numeric), right), width, 1.5 * inch))
        story += [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        story.append(Spacer(1, 4))
    story += section("Core Competencies")
    skills = data["skills"]
    half = (len(skills) + 1) // 2
    rows = [[Paragraph(x(a), bullet, bulletText="•"), Paragraph(x(b), bullet, bulletText="•") if b else ""]
            for a, b in zip(skills[:half], skills[half:] + [""])]
    story.append(no_pad_table(rows, [width / 2, width / 2]))
    story += section("Academic Background")
    for edu in data["education"]:
        story.append(left_right(Paragraph(f"{x(degree_line(edu, ', '))} — {x(edu['institution'])}", bold),
                                Paragraph(span(edu, numeric), right), width, 1.5 * inch))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 13. physio-timeline: dates in a left gutter, a vertical line with dots, skills as tags.

class Dot(Flowable):
    """A filled dot drawn on the timeline line at the top of a row."""

    def __init__(self, color):
        super().__init__()
        self.color = color
        self.width, self.height = 0, 10

    def draw(self):
        self.canv.setFillColor(colors.white)
        self.canv.setStrokeColor(self.color)
        self.canv.setLineWidth(2)
        self.canv.circle(0, self.height - 5, 4, stroke=1, fill=1)


class Tags(Flowable):
    """Skills drawn as rounded tags that flow into lines."""

    def __init__(self, items, font, size, color):
        super().__init__()
        self.items, self.font, self.size, self.color = items, font, size, color

    def _layout(self, avail):
        placed, x0, y0 = [], 0, 0
        for item in self.items:
            w = pdfmetrics.stringWidth(item, self.font, self.size) + 14
            if x0 + w > avail and x0 > 0:
                x0, y0 = 0, y0 + self.size + 12
            placed.append((item, x0, y0, w))
            x0 += w + 6
        return placed, y0 + self.size + 10

    def wrap(self, avail_w, avail_h):
        self.placed, self.height = self._layout(avail_w)
        self.width = avail_w
        return self.width, self.height

    def draw(self):
        c = self.canv
        for item, x0, y0, w in self.placed:
            top = self.height - y0
            c.setFillColor(colors.HexColor("#E3F1F1"))
            c.setStrokeColor(self.color)
            c.roundRect(x0, top - self.size - 8, w, self.size + 8, 6, stroke=1, fill=1)
            c.setFillColor(colors.black)
            c.setFont(self.font, self.size)
            c.drawString(x0 + 7, top - self.size - 3.5, item)


def physio_timeline(path, data):
    pi = data["personalInfo"]
    doc = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=16 * mm, bottomMargin=16 * mm)
    set_info(doc, data, "Resume.io")
    width = doc.width
    teal = colors.HexColor("#138086")
    name = style("n", "Helvetica-Bold", 24, 28, textColor=teal)
    headline = style("hl", "Helvetica", 11, 14)
    contact = style("c", "Helvetica", 9, 12, textColor=colors.HexColor("#444444"), spaceBefore=4)
    heading = style("h", "Helvetica-Bold", 10.5, 13, textColor=teal, spaceBefore=14, spaceAfter=8)
    body = style("b", "Helvetica", 9.8, 13.3)
    date = style("d", "Helvetica-Bold", 8.8, 11.5, alignment=TA_RIGHT, textColor=colors.HexColor("#555555"))
    title = style("t", "Helvetica-Bold", 10.5, 13)
    org = style("o", "Helvetica", 9.8, 13, textColor=teal, spaceAfter=2)
    bullet = style("bl", "Helvetica", 9.6, 12.8, leftIndent=10, bulletIndent=0)
    gutter = 26 * mm

    def timeline(rows):
        table = Table([[Paragraph(d, date), Dot(teal), content] for d, content in rows],
                      colWidths=[gutter, 5 * mm, width - gutter - 5 * mm])
        table.setStyle(TableStyle([
            ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LINEAFTER", (0, 0), (0, -1), 1.5, teal),
            ("LEFTPADDING", (0, 0), (0, -1), 0), ("RIGHTPADDING", (0, 0), (0, -1), 8),
            ("LEFTPADDING", (1, 0), (1, -1), 0), ("RIGHTPADDING", (1, 0), (1, -1), 0),
            ("LEFTPADDING", (2, 0), (2, -1), 2), ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 10)]))
        return table

    story = [Paragraph(x(pi["fullName"]), name), Paragraph("Physical Therapist, DPT", headline),
             Paragraph("  |  ".join(x(v) for v in [pi["phone"], pi["email"], pi["address"], pi["linkedIn"]] if v), contact)]
    if data["summary"]:
        story += [Paragraph("PROFILE", heading), Paragraph(x(data["summary"]), body)]
    story.append(Paragraph("EXPERIENCE", heading))
    rows = []
    for job in data["experience"]:
        content = [Paragraph(x(job["position"]), title), Paragraph(x(job["company"]), org)]
        content += [Paragraph(x(b), bullet, bulletText="-") for b in bullets(job["description"])]
        rows.append((span(job, mon, "<br/>– "), content))
    story.append(timeline(rows))
    story.append(Paragraph("EDUCATION", heading))
    rows = [(span(edu, mon, "<br/>– "), [Paragraph(x(degree_line(edu)), title), Paragraph(x(edu["institution"]), org)])
            for edu in data["education"]]
    story.append(timeline(rows))
    story.append(Paragraph("SKILLS", heading))
    story.append(Tags(data["skills"], "Helvetica", 9, teal))
    doc.build(story)


# ----------------------------------------------------------------------------------------------
# 14. executive-assistant-classic: Liberation Serif, centred headings between rules.

class CentredHeading(Flowable):
    """A centred heading with a rule on each side."""

    def __init__(self, text, font, size):
        super().__init__()
        self.text, self.font, self.size = text, font, size

    def wrap(self, avail_w, avail_h):
        self.width, self.height = avail_w, self.size + 12
        return self.width, self.height

    def draw(self):
        c = self.canv
        text_w = pdfmetrics.stringWidth(self.text, self.font, self.size)
        mid, y = self.width / 2, 4
        c.setFont(self.font, self.size)
        c.drawCentredString(mid, y, self.text)
        c.setLineWidth(0.6)
        c.line(0, y + self.size * 0.35, mid - text_w / 2 - 10, y + self.size * 0.35)
        c.line(mid + text_w / 2 + 10, y + self.size * 0.35, self.width, y + self.size * 0.35)


def executive_classic(path, data):
    pi = data["personalInfo"]
    regular, bold_font, italic_font, _ = family("LiberationSerif")
    doc = SimpleDocTemplate(path, pagesize=LETTER, leftMargin=0.9 * inch, rightMargin=0.9 * inch,
                            topMargin=0.7 * inch, bottomMargin=0.7 * inch)
    set_info(doc, data, "Microsoft Word 2019")
    width = doc.width
    name = style("n", regular, 26, 30, alignment=TA_CENTER)
    contact = style("c", regular, 10.5, 14, alignment=TA_CENTER, spaceBefore=4)
    body = style("b", regular, 11, 14.5)
    org = style("o", bold_font, 11.5, 14.5)
    right = style("r", regular, 11, 14.5, alignment=TA_RIGHT)
    role = style("ro", italic_font, 11, 14.5, spaceAfter=2)
    bullet = style("bl", regular, 11, 14.5, leftIndent=16, bulletIndent=4)

    def section(title):
        return [Spacer(1, 12), CentredHeading(title, bold_font, 12), Spacer(1, 6)]

    diamond = "&nbsp;&nbsp;<font name='ZapfDingbats' size='7'>◆</font>&nbsp;&nbsp;"
    story = [Paragraph(x(pi["fullName"]), name),
             Paragraph(diamond.join(x(v) for v in [pi["address"], pi["phone"], pi["email"], pi["linkedIn"]] if v), contact)]
    if data["summary"]:
        story += section("Summary of Qualifications") + [Paragraph(x(data["summary"]), body)]
    story += section("Professional Experience")
    for job in data["experience"]:
        story.append(left_right(Paragraph(x(job["company"]), org), Paragraph(span(job, mon, " to "), right), width, 2 * inch))
        story.append(Paragraph(x(job["position"]), role))
        story += [Paragraph(x(b), bullet, bulletText="•") for b in bullets(job["description"])]
        story.append(Spacer(1, 7))
    story += section("Education")
    for edu in data["education"]:
        story.append(left_right(Paragraph(x(degree_line(edu)), org), Paragraph(span(edu, full), right), width, 2 * inch))
        story.append(Paragraph(x(edu["institution"]), role))
    story += section("Areas of Expertise")
    skills = data["skills"]
    half = (len(skills) + 1) // 2
    rows = [[Paragraph(x(a), bullet, bulletText="•"), Paragraph(x(b), bullet, bulletText="•") if b else ""]
            for a, b in zip(skills[:half], skills[half:] + [""])]
    story.append(no_pad_table(rows, [width / 2, width / 2]))
    doc.build(story)


# ----------------------------------------------------------------------------------------------

DESIGNS = {
    "nurse-plain": nurse_plain,
    "accountant-sidebar": accountant_sidebar,
    "teacher-table": teacher_table,
    "software-engineer-caps": software_engineer_caps,
    "chef-icons": chef_icons,
    "mechanical-engineer-two-page": mechanical_two_page,
    "paralegal-courier": paralegal_courier,
    "marketing-banner": marketing_banner,
    "data-analyst-dejavu": data_analyst_dejavu,
    "electrician-canvas": electrician_canvas,
    "designer-liberation": designer_liberation,
    "logistics-compact": logistics_compact,
    "physio-timeline": physio_timeline,
    "executive-assistant-classic": executive_classic,
}


if __name__ == "__main__":
    render_all("pdf", DESIGNS)
