"""What every ReportLab design of the foreign resumes shares: fonts with fallbacks and small layout helpers."""
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
