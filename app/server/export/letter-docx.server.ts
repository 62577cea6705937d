/**
 * A cover letter as a Word document: the name as Title, contact line, then the letter's parts as
 * plain paragraphs (an address's lines break inside its paragraph). Written by ./wordml.server.ts,
 * which escapes the text.
 */
import { formatLetterDate } from "~/domain/cover-letter/render";
import type { LetterContent } from "~/domain/cover-letter/schema";
import type { PageSize, ResumeData } from "~/domain/resume/schema";
import { DOCX_FONT, DOCX_PAPER, docxSizes } from "./docx.server";
import { wordDocument, type WordParagraph } from "./wordml.server";

/** Word's own margins: an inch all round. */
const INCH = 1440;

const lines = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One paragraph whose lines break inside it (an address), with space after. */
function block(textLines: string[], after = 240): WordParagraph {
  return { spacing: { after }, runs: textLines.map((text, index) => ({ text, newLine: index > 0 })) };
}

/** On the resume's paper (a US Letter resume gets a US Letter cover letter), with Word's own margins. */
export async function letterToDocx(
  letter: LetterContent,
  data: ResumeData,
  pageSize: PageSize,
): Promise<Uint8Array<ArrayBuffer>> {
  const info = data.personalInfo;
  const paragraphs: WordParagraph[] = [];
  if (info.fullName.trim()) paragraphs.push({ style: "Title", runs: [{ text: info.fullName.trim() }] });
  const contact = [info.email, info.phone, info.address, info.linkedIn ?? "", info.github ?? ""]
    .map((v) => v.trim())
    .filter(Boolean);
  if (contact.length) paragraphs.push(block([contact.join(" | ")], 360));
  if (letter.date) paragraphs.push(block([formatLetterDate(letter.date)]));
  const recipient = [letter.recipient.name, letter.recipient.company, letter.recipient.address].flatMap(lines);
  if (recipient.length) paragraphs.push(block(recipient));
  if (letter.greeting.trim()) paragraphs.push(block([letter.greeting.trim()]));
  for (const paragraph of letter.paragraphs) if (paragraph.trim()) paragraphs.push(block(lines(paragraph)));
  if (letter.closing.trim()) paragraphs.push(block([letter.closing.trim()], 480));
  if (letter.signature.trim()) paragraphs.push({ runs: [{ text: letter.signature.trim(), bold: true }] });
  return wordDocument({
    title: "Cover letter",
    creator: "ResumeForge",
    language: null,
    font: DOCX_FONT,
    sizes: docxSizes(),
    page: { ...DOCX_PAPER[pageSize], margin: { top: INCH, right: INCH, bottom: INCH, left: INCH } },
    paragraphs,
    at: new Date(),
  });
}
