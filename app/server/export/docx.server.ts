/**
 * The resume as a Word document with real structure: Title for the name, Heading 1 for sections,
 * Heading 2 for entries, real bulleted lists, so Word, LibreOffice and ATS parsers read it as
 * intended. Text goes in as text runs, never markup, so nothing needs escaping.
 *
 * Language: every run carries the resume's language (`w:lang`, with the East Asian or the
 * bidirectional slot for Chinese, Japanese, Arabic and Hebrew) so Word picks the right spelling
 * dictionary and fonts; a right-to-left resume has `w:bidi` on every paragraph and `w:rtl` on its
 * runs, except the runs that are always left to right (e-mail, phone, links, technologies).
 */
import { extraSectionItems } from "~/domain/resume/extra-sections";
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun, type IParagraphOptions } from "docx";
import type { ResumeLanguage } from "~/domain/resume/language";
import type { ResumeData } from "~/domain/resume/schema";
import { formatDateRange, parseDescription } from "~/domain/templates/format";
import { degreeLine, localeOf, type ResumeLocale } from "~/domain/templates/labels";
import { resumeDirection } from "~/domain/templates/render";

const BULLETS = "resume-bullets";

/** Word's language ids (RFC 1766 style) for each resume language. */
const WORD_LANGUAGE: Record<ResumeLanguage, string> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  pt: "pt-BR",
  pl: "pl-PL",
  ar: "ar-SA",
  he: "he-IL",
  zh: "zh-CN",
  ja: "ja-JP",
};

interface DocxLocale extends ResumeLocale {
  rtl: boolean;
  lang: { value: string; eastAsia?: string; bidirectional?: string };
}

function docxLocale(data: ResumeData): DocxLocale {
  const locale = localeOf(data);
  const tag = WORD_LANGUAGE[locale.language];
  const lang = {
    value: tag,
    ...(locale.language === "zh" || locale.language === "ja" ? { eastAsia: tag } : {}),
    ...(locale.language === "ar" || locale.language === "he" ? { bidirectional: tag } : {}),
  };
  return { ...locale, rtl: resumeDirection(data) === "rtl", lang };
}

/** A run in the resume's language; `ltr` marks text that stays left to right in a mirrored resume. */
function run(locale: DocxLocale, text: string, options: { bold?: boolean; ltr?: boolean } = {}): TextRun {
  const rightToLeft = locale.rtl && !options.ltr;
  return new TextRun({ text, bold: options.bold, language: locale.lang, ...(rightToLeft ? { rightToLeft } : {}) });
}

function paragraph(locale: DocxLocale, runs: TextRun[], options: Omit<IParagraphOptions, "children" | "text"> = {}): Paragraph {
  return new Paragraph({ ...options, children: runs, ...(locale.rtl ? { bidirectional: true } : {}) });
}

const textParagraph = (locale: DocxLocale, text: string, options: Omit<IParagraphOptions, "children" | "text"> = {}) => paragraph(locale, [run(locale, text)], options);

function sectionHeading(locale: DocxLocale, text: string): Paragraph {
  return textParagraph(locale, text, { heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 } });
}

function entryHeading(locale: DocxLocale, title: string, dates: string): Paragraph {
  const runs = [run(locale, title, { bold: true })];
  if (dates) runs.push(run(locale, `\t${dates}`));
  return paragraph(locale, runs, { heading: HeadingLevel.HEADING_2, tabStops: [{ type: "right", position: 9000 }], spacing: { before: 160 } });
}

function description(locale: DocxLocale, text: string): Paragraph[] {
  return parseDescription(text).flatMap((block) =>
    block.kind === "bullets" ? block.items.map((item) => textParagraph(locale, item, { numbering: { reference: BULLETS, level: 0 } })) : [textParagraph(locale, block.text)],
  );
}

/** "a | b | c" as runs: each part its own run, so the left-to-right ones (e-mail, phone, links) stay so. */
function contactLine(locale: DocxLocale, parts: Array<{ text: string; ltr: boolean }>): Paragraph {
  const runs = parts.flatMap((part, index) => [...(index ? [run(locale, " | ")] : []), run(locale, part.text, { ltr: part.ltr })]);
  return paragraph(locale, runs);
}

export function resumeToDocxDocument(data: ResumeData): Document {
  const locale = docxLocale(data);
  const { labels, language } = locale;
  const info = data.personalInfo;
  const children: Paragraph[] = [];
  if (info.fullName.trim()) children.push(textParagraph(locale, info.fullName.trim(), { heading: HeadingLevel.TITLE, alignment: AlignmentType.START }));
  const contact = [
    { text: info.email, ltr: true },
    { text: info.phone, ltr: true },
    { text: info.address, ltr: false },
    { text: info.linkedIn ?? "", ltr: true },
    { text: info.github ?? "", ltr: true },
  ]
    .map((part) => ({ ...part, text: part.text.trim() }))
    .filter((part) => part.text);
  if (contact.length) children.push(contactLine(locale, contact));

  if (data.summary.trim()) children.push(sectionHeading(locale, labels.summary), textParagraph(locale, data.summary.trim()));
  if (data.skills.length) children.push(sectionHeading(locale, labels.skills), textParagraph(locale, data.skills.join(", ")));
  if (data.experience.length) {
    children.push(sectionHeading(locale, labels.experience));
    for (const entry of data.experience) {
      const title = [entry.position, entry.company].map((v) => v.trim()).filter(Boolean).join(", ");
      children.push(entryHeading(locale, title, formatDateRange(entry.startDate, entry.endDate, entry.current, language)));
      children.push(...description(locale, entry.description));
    }
  }
  if (data.education.length) {
    children.push(sectionHeading(locale, labels.education));
    for (const entry of data.education) {
      const degree = degreeLine(labels, entry.degree.trim(), entry.fieldOfStudy.trim());
      children.push(entryHeading(locale, degree || entry.institution, formatDateRange(entry.endDate || entry.startDate, "", false, language)));
      if (degree && entry.institution.trim()) children.push(textParagraph(locale, entry.institution.trim()));
      if (entry.gpa?.trim()) children.push(textParagraph(locale, `${labels.gpa}: ${entry.gpa.trim()}`));
    }
  }
  if ((data.projects ?? []).length) {
    children.push(sectionHeading(locale, labels.projects));
    for (const project of data.projects ?? []) {
      children.push(entryHeading(locale, project.name.trim(), ""));
      children.push(...description(locale, project.description));
      if (project.technologies.length) children.push(paragraph(locale, [run(locale, `${labels.technologies}: `), run(locale, project.technologies.join(", "), { ltr: true })]));
      for (const link of [project.githubLink, project.liveLink]) if (link?.trim()) children.push(paragraph(locale, [run(locale, link.trim(), { ltr: true })]));
    }
  }
  for (const extra of data.extraSections ?? []) {
    const items = extraSectionItems(extra.description);
    if (extra.title.trim()) children.push(sectionHeading(locale, extra.title.trim()));
    children.push(...items.map((item) => textParagraph(locale, item, { numbering: { reference: BULLETS, level: 0 } })));
  }

  return new Document({
    creator: "ResumeForge",
    title: info.fullName.trim() ? `${info.fullName.trim()} – ${labels.resume}` : labels.resume,
    styles: { default: { document: { run: { font: "Calibri", size: 22, language: locale.lang } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.START, style: { paragraph: { indent: { start: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children }],
  });
}

export async function resumeToDocx(data: ResumeData): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await Packer.toBlob(resumeToDocxDocument(data));
  return new Uint8Array(await blob.arrayBuffer());
}
