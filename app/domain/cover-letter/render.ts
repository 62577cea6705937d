/**
 * A cover letter as an HTML page in its resume's template: the resume's masthead (name and contact),
 * fonts and colours, then the letter. One function for the live preview (iframe srcdoc) and the PDF
 * export, so what the editor shows is what prints. Every user value is escaped here.
 */
import type { ResumeData } from "../resume/schema";
import { escapeHtml } from "../templates/escape";
import type { TemplateId } from "../resume/template-ids";
import { localeOf } from "../resume/labels";
import { renderDocument, resumeDirection, type RenderOptions } from "../templates/render";
import { renderMasthead } from "../templates/sections";
import type { LetterContent } from "./schema";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-23" reads "November 23, 2026" on a letter; anything else is shown as stored. */
export function formatLetterDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

/** Lines of a multi-line field (an address), escaped, joined with <br>. */
const lines = (value: string): string =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(escapeHtml)
    .join("<br>\n");

/** Spacing of a business letter; type, colours and the masthead come from the template. */
const LETTER_CSS = `
.letter .masthead { margin-bottom: 18pt; }
.letter-date { margin-bottom: 14pt; }
.letter-recipient { margin-bottom: 14pt; }
.letter-greeting { margin-bottom: 10pt; }
.letter-body p { margin: 0 0 10pt; break-inside: avoid; white-space: pre-line; }
.letter-closing { margin-top: 14pt; break-after: avoid; }
.letter-signature { margin-top: 22pt; font-weight: 600; }
`;

function letterBodyHtml(letter: LetterContent, data: ResumeData): string {
  const recipient = [letter.recipient.name, letter.recipient.company, letter.recipient.address]
    .map(lines)
    .filter(Boolean);
  const paragraphs = letter.paragraphs.map((p) => p.trim()).filter(Boolean);
  return [
    renderMasthead(data),
    letter.date ? `<p class="letter-date">${escapeHtml(formatLetterDate(letter.date))}</p>` : "",
    recipient.length
      ? `<address class="letter-recipient" style="font-style: normal">\n${recipient.join("<br>\n")}\n</address>`
      : "",
    letter.greeting.trim() ? `<p class="letter-greeting">${escapeHtml(letter.greeting.trim())}</p>` : "",
    paragraphs.length
      ? `<div class="letter-body">\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}\n</div>`
      : "",
    letter.closing.trim() ? `<p class="letter-closing">${escapeHtml(letter.closing.trim())}</p>` : "",
    letter.signature.trim() ? `<p class="letter-signature">${escapeHtml(letter.signature.trim())}</p>` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export function renderCoverLetterHtml(
  letter: LetterContent,
  data: ResumeData,
  templateId: TemplateId,
  options: RenderOptions = {},
): string {
  const name = data.personalInfo.fullName.trim();
  const text = [
    JSON.stringify(data.personalInfo),
    letter.date,
    JSON.stringify(letter.recipient),
    letter.greeting,
    ...letter.paragraphs,
    letter.closing,
    letter.signature,
  ].join("\n");
  return renderDocument({
    templateId,
    options,
    // The resume's language and direction: a letter is written in the language of its resume.
    language: localeOf(data).language,
    title: name ? `${name} \u2013 Cover letter` : "Cover letter",
    allText: text,
    dir: resumeDirection(data),
    name,
    extraCss: LETTER_CSS,
    main: () => `<main class="resume letter">\n${letterBodyHtml(letter, data)}\n</main>`,
  });
}

/** The letter as plain text: the TXT export. */
export function letterToPlainText(letter: LetterContent, data: ResumeData): string {
  const info = data.personalInfo;
  const contact = [info.email, info.phone, info.address]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(" | ");
  const recipient = [letter.recipient.name, letter.recipient.company, letter.recipient.address]
    .map((v) => v.trim())
    .filter(Boolean)
    .join("\n");
  const blocks = [
    [info.fullName.trim(), contact].filter(Boolean).join("\n"),
    formatLetterDate(letter.date),
    recipient,
    letter.greeting.trim(),
    ...letter.paragraphs.map((p) => p.trim()),
    [letter.closing.trim(), letter.signature.trim()].filter(Boolean).join("\n\n"),
  ];
  return `${blocks.filter(Boolean).join("\n\n")}\n`;
}
