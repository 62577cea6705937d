"""ReportLab designs 11-14 of the foreign PDF resumes (make_pdfs.py renders them)."""
from pdf_common import *  # noqa: F401,F403 - the designs share ReportLab's names and the helpers

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
