"""Prints a DOCX's text as python-docx reads it: the body's paragraphs and tables in document order,
one paragraph per line (bench/parsers.bench.mjs). Debian's python3-docx."""
import sys

from docx import Document
from docx.table import Table
from docx.text.paragraph import Paragraph

document = Document(sys.argv[1])
for block in document.element.body.iterchildren():
    tag = block.tag.rsplit("}", 1)[-1]
    if tag == "p":
        print(Paragraph(block, document).text)
    elif tag == "tbl":
        for row in Table(block, document).rows:
            for cell in row.cells:
                for paragraph in cell.paragraphs:
                    print(paragraph.text)
