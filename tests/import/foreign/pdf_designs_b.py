"""ReportLab designs 6-10 of the foreign PDF resumes (make_pdfs.py renders them)."""
from pdf_common import *  # noqa: F401,F403 - the designs share ReportLab's names and the helpers

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
