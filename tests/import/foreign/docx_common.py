"""What every python-docx design of the foreign resumes shares: document set-up, runs, borders, tabs, links."""

from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK, WD_TAB_ALIGNMENT
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

from resume_text import bullets, degree_line, full, iso, mon, numeric, render_all, span

# ----------------------------------------------------------------------------------------------
# python-docx helpers.

def new_document(data, font, size, margins=1.0, creator="Microsoft Office Word"):
    doc = Document()
    for section in doc.sections:
        section.left_margin = section.right_margin = Inches(margins)
        section.top_margin = section.bottom_margin = Inches(min(margins, 0.8))
    normal = doc.styles["Normal"]
    set_style_font(normal, font, size)
    normal.paragraph_format.space_after = Pt(2)
    props = doc.core_properties
    props.author = data["personalInfo"]["fullName"]
    props.title = "Resume"
    props.last_modified_by = creator
    return doc


def set_style_font(style, font, size=None, color=None, bold=None):
    """Set a style's font, dropping theme fonts that would override the name in Word."""
    style.font.name = font
    if size:
        style.font.size = Pt(size)
    if color:
        style.font.color.rgb = RGBColor.from_string(color)  # also drops the theme colour
    if bold is not None:
        style.font.bold = bold
    rfonts = style.element.get_or_add_rPr().find(qn("w:rFonts"))
    if rfonts is None:
        rfonts = OxmlElement("w:rFonts")
        style.element.get_or_add_rPr().append(rfonts)
    for attr in ("w:asciiTheme", "w:hAnsiTheme", "w:eastAsiaTheme", "w:cstheme"):
        if rfonts.get(qn(attr)) is not None:
            del rfonts.attrib[qn(attr)]
    for attr in ("w:ascii", "w:hAnsi", "w:eastAsia", "w:cs"):
        rfonts.set(qn(attr), font)


def run(paragraph, text, bold=False, italic=False, size=None, color=None, small_caps=False):
    r = paragraph.add_run(text)
    r.bold, r.italic = bold or None, italic or None
    if size:
        r.font.size = Pt(size)
    if color:
        r.font.color.rgb = RGBColor.from_string(color)
    if small_caps:
        r.font.small_caps = True
    return r


def spacing(paragraph, before=0, after=2):
    paragraph.paragraph_format.space_before = Pt(before)
    paragraph.paragraph_format.space_after = Pt(after)
    return paragraph


PPR_AFTER_PBDR = ("w:shd", "w:tabs", "w:suppressAutoHyphens", "w:kinsoku", "w:wordWrap", "w:overflowPunct",
                  "w:topLinePunct", "w:autoSpaceDE", "w:autoSpaceDN", "w:bidi", "w:adjustRightInd",
                  "w:snapToGrid", "w:spacing", "w:ind", "w:contextualSpacing", "w:mirrorIndents",
                  "w:suppressOverlap", "w:jc", "w:textDirection", "w:textAlignment", "w:textboxTightWrap",
                  "w:outlineLvl", "w:divId", "w:cnfStyle", "w:rPr", "w:sectPr", "w:pPrChange")


def bottom_border(paragraph, size=8, color="333333"):
    """A rule under the paragraph (a paragraph border, as Word's 'Borders > Bottom' makes)."""
    ppr = paragraph._p.get_or_add_pPr()
    border = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for key, value in (("w:val", "single"), ("w:sz", str(size)), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(key), value)
    border.append(bottom)
    ppr.insert_element_before(border, *PPR_AFTER_PBDR)


def hyperlink(paragraph, text, url=None, color="0563C1"):
    """A real w:hyperlink run, as Word makes when a link is typed."""
    if url is None:
        url = f"mailto:{text}" if "@" in text else (text if text.startswith("http") else f"https://{text}")
    r_id = paragraph.part.relate_to(url, RT.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), r_id)
    r = OxmlElement("w:r")
    rpr = OxmlElement("w:rPr")
    c = OxmlElement("w:color")
    c.set(qn("w:val"), color)
    u = OxmlElement("w:u")
    u.set(qn("w:val"), "single")
    rpr.append(c)
    rpr.append(u)
    r.append(rpr)
    t = OxmlElement("w:t")
    t.text = text
    t.set(qn("xml:space"), "preserve")
    r.append(t)
    link.append(r)
    paragraph._p.append(link)


def right_tab(paragraph, position):
    paragraph.paragraph_format.tab_stops.add_tab_stop(position, WD_TAB_ALIGNMENT.RIGHT)


def text_width(doc):
    section = doc.sections[0]
    return section.page_width - section.left_margin - section.right_margin


def borderless_table(doc, rows, widths):
    table = doc.add_table(rows=rows, cols=len(widths))  # no style: Word's Normal Table, no borders
    table.autofit = False
    table.alignment = WD_TABLE_ALIGNMENT.LEFT
    for row in table.rows:
        for cell, width in zip(row.cells, widths):
            cell.width = width
    return table


def typed_bullet(doc_or_cell, text, glyph, indent=0.25, size=None):
    """A bullet typed as a character and a tab, with a hanging indent (no list numbering)."""
    p = doc_or_cell.add_paragraph()
    p.paragraph_format.left_indent = Inches(indent)
    p.paragraph_format.first_line_indent = Inches(-0.18)
    p.paragraph_format.tab_stops.add_tab_stop(Inches(indent))
    spacing(p, 0, 1)
    run(p, f"{glyph}\t{text}", size=size)
    return p
