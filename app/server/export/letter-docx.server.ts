/**
 * A cover letter as a Word document: the name as Title, contact line, then the letter's parts as
 * plain paragraphs. Text goes in as text runs, never markup, so nothing needs escaping.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { formatLetterDate } from "~/domain/cover-letter/render";
import type { LetterContent } from "~/domain/cover-letter/schema";
import type { PageSize, ResumeData } from "~/domain/resume/schema";
import { DOCX_PAPER } from "./docx.server";

const lines = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One paragraph whose lines break inside it (an address), with space after. */
function block(textLines: string[], after = 240): Paragraph {
  return new Paragraph({
    spacing: { after },
    children: textLines.map((text, index) => new TextRun({ text, break: index > 0 ? 1 : 0 })),
  });
}

/** On the resume's paper (a US Letter resume gets a US Letter cover letter), with Word's own margins. */
export async function letterToDocx(
  letter: LetterContent,
  data: ResumeData,
  pageSize: PageSize,
): Promise<Uint8Array<ArrayBuffer>> {
  const info = data.personalInfo;
  const children: Paragraph[] = [];
  if (info.fullName.trim()) children.push(new Paragraph({ text: info.fullName.trim(), heading: HeadingLevel.TITLE }));
  const contact = [info.email, info.phone, info.address, info.linkedIn ?? "", info.github ?? ""]
    .map((v) => v.trim())
    .filter(Boolean);
  if (contact.length) children.push(block([contact.join(" | ")], 360));
  if (letter.date) children.push(block([formatLetterDate(letter.date)]));
  const recipient = [letter.recipient.name, letter.recipient.company, letter.recipient.address].flatMap(lines);
  if (recipient.length) children.push(block(recipient));
  if (letter.greeting.trim()) children.push(block([letter.greeting.trim()]));
  for (const paragraph of letter.paragraphs) if (paragraph.trim()) children.push(block(lines(paragraph)));
  if (letter.closing.trim()) children.push(block([letter.closing.trim()], 480));
  if (letter.signature.trim())
    children.push(new Paragraph({ children: [new TextRun({ text: letter.signature.trim(), bold: true })] }));
  const document = new Document({
    creator: "ResumeForge",
    title: "Cover letter",
    sections: [{ properties: { page: { size: DOCX_PAPER[pageSize] } }, children }],
  });
  const buffer = await Packer.toArrayBuffer(document);
  return new Uint8Array(buffer);
}
