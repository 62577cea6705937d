/**
 * The resume as a Word document with real structure: Title for the name, Heading 1 for sections,
 * Heading 2 for entries, real bulleted lists, so Word, LibreOffice and ATS parsers read it as
 * intended. Text goes in as text runs, never markup; ./wordml.server.ts writes the file and escapes it.
 *
 * Language: every run carries the resume's language (`w:lang`, with the East Asian or the
 * bidirectional slot for Chinese, Japanese, Arabic and Hebrew) so Word picks the right spelling
 * dictionary and fonts; a right-to-left resume has `w:bidi` on every paragraph and `w:rtl` on its
 * runs, except the runs that are always left to right (e-mail, phone, links, technologies).
 *
 * Pages (docs/fit-to-pages.md#measuring-and-one-truth-for-pages): the fitted settings scale its
 * fonts, line spacing, paragraph spacing and margins within the templates' bounds (body never
 * under 9.5 pt, margins never under 12 mm); "start on a new page" is a page break before the
 * section; headings keep with what follows; an entry is kept on one page unless it is long, and
 * then never leaves its heading, or a single bullet, alone (app/domain/layout/entry-breaks.ts).
 */
import { extraSectionItems } from "~/domain/resume/extra-sections";
import { keptWithNext, mayBreakInside } from "~/domain/layout/entry-breaks";
import { resolveFit, type ResolvedFit } from "~/domain/layout/fit-css";
import type { PageSection } from "~/domain/resume/fit-settings";
import { LANGUAGE_TAGS, settingsOf } from "~/domain/resume/language";
import type { PageSize, ResumeData } from "~/domain/resume/schema";
import { formatDateRange, parseDescription } from "~/domain/resume/format";
import { degreeLine, localeOf, type ResumeLocale } from "~/domain/resume/labels";
import { resumeDirection } from "~/domain/templates/render";
import { wordDocument, type WordDocument, type WordLanguage, type WordParagraph, type WordRun } from "./wordml.server";

/** The document as designed: Calibri 11 pt, margins of 1000 and 1100 twips (17.6 and 19.4 mm). */
const DESIGN = { bodyPt: 11, margin: "17.64mm 19.41mm", titlePt: 28, heading1Pt: 16, heading2Pt: 13 } as const;

/** The typeface of the resume and its cover letter. */
export const DOCX_FONT = "Calibri";

/** The designed sizes in half-points, as Word sizes text, scaled as fitted (the cover letter: as designed). */
export function docxSizes(fontScale = 1): WordDocument["sizes"] {
  const halfPoints = (pt: number) => Math.round(pt * 2 * fontScale);
  return {
    body: halfPoints(DESIGN.bodyPt),
    title: halfPoints(DESIGN.titlePt),
    heading1: halfPoints(DESIGN.heading1Pt),
    heading2: halfPoints(DESIGN.heading2Pt),
  };
}
/** Paragraph spacing (twips) scaled like the templates' vertical space. */
const space = (twips: number, fit: ResolvedFit) => Math.round(twips * fit.spacing);

interface DocxLocale extends ResumeLocale {
  rtl: boolean;
  fit: ResolvedFit;
  lang: WordLanguage;
}

function docxLocale(data: ResumeData): DocxLocale {
  const locale = localeOf(data);
  const tag = LANGUAGE_TAGS[locale.language];
  const lang = {
    value: tag,
    ...(locale.language === "zh" || locale.language === "ja" ? { eastAsia: tag } : {}),
    ...(locale.language === "ar" || locale.language === "he" ? { bidirectional: tag } : {}),
  };
  const fit = resolveFit(settingsOf(data).fitted ?? null, DESIGN.margin, `body { font-size: ${DESIGN.bodyPt}pt; }`);
  return { ...locale, rtl: resumeDirection(data) === "rtl", lang, fit };
}

/** A run in the resume's language; `ltr` marks text that stays left to right in a mirrored resume. */
function run(locale: DocxLocale, text: string, options: { bold?: boolean; ltr?: boolean } = {}): WordRun {
  return { text, ...(options.bold ? { bold: true } : {}), ...(locale.rtl && !options.ltr ? { rtl: true } : {}) };
}

type ParagraphOptions = Omit<WordParagraph, "runs" | "keepLines" | "bidi">;

/** Every paragraph is kept whole on a page (no widowed line) and spaced as fitted. */
function paragraph(locale: DocxLocale, runs: WordRun[], options: ParagraphOptions = {}): WordParagraph {
  const line = locale.fit.lineHeight === 1 ? undefined : Math.round(240 * locale.fit.lineHeight);
  const spacing = line === undefined ? options.spacing : { ...options.spacing, line };
  return {
    ...options,
    keepLines: true,
    ...(spacing ? { spacing } : {}),
    ...(locale.rtl ? { bidi: true } : {}),
    runs,
  };
}

const textParagraph = (locale: DocxLocale, text: string, options: ParagraphOptions = {}) =>
  paragraph(locale, [run(locale, text)], options);

function sectionHeading(locale: DocxLocale, text: string, newPage = false): WordParagraph {
  const fit = locale.fit;
  return textParagraph(locale, text, {
    style: "Heading1",
    keepNext: true,
    spacing: { before: space(240, fit), after: space(80, fit) },
    ...(newPage ? { pageBreakBefore: true } : {}),
  });
}

/** A paragraph made once its place in an entry says whether it keeps with the next. */
type Part = (keepNext: boolean) => WordParagraph;

/** The entry's title, and its dates at a right tab stop. */
function entryHeading(locale: DocxLocale, title: string, dates: string): Part {
  const runs = [run(locale, title, { bold: true })];
  if (dates) runs.push(run(locale, `\t${dates}`));
  return (keepNext) =>
    paragraph(locale, runs, {
      style: "Heading2",
      keepNext,
      rightTab: 9000,
      spacing: { before: space(160, locale.fit) },
    });
}

function description(locale: DocxLocale, text: string): Part[] {
  return parseDescription(text).flatMap((block): Part[] =>
    block.kind === "bullets"
      ? block.items.map((item) => (keepNext: boolean) => textParagraph(locale, item, { keepNext, bullet: true }))
      : [(keepNext: boolean) => textParagraph(locale, block.text, { keepNext })],
  );
}

/**
 * An entry's paragraphs: kept on one page, or, when it may break (a long entry, not kept
 * together), its heading with its first two blocks and its last two blocks with what follows them.
 */
function entry(head: Part, blocks: Part[], after: Part[], breakable: boolean): WordParagraph[] {
  const parts = [head, ...blocks, ...after];
  if (!breakable) return parts.map((part, index) => part(index < parts.length - 1));
  const kept = keptWithNext(blocks.length, after.length > 0);
  return [
    head(true),
    ...blocks.map((part, index) => part(kept.has(index))),
    ...after.map((part, index) => part(index < after.length - 1)),
  ];
}

/** "a | b | c" as runs: each part its own run, so the left-to-right ones (e-mail, phone, links) stay so. */
function contactLine(locale: DocxLocale, parts: Array<{ text: string; ltr: boolean }>): WordParagraph {
  const runs = parts.flatMap((part, index) => [
    ...(index ? [run(locale, " | ")] : []),
    run(locale, part.text, { ltr: part.ltr }),
  ]);
  return paragraph(locale, runs);
}

/** Each paper size in twips, as Word's page size (the resume's and its cover letter's). */
export const DOCX_PAPER: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  Letter: { width: 12240, height: 15840 },
};

/** Millimetres in twips (1440 to the inch). */
const twips = (mm: number) => Math.floor((mm / 25.4) * 1440);

/** The resume's paragraphs, in reading order. */
function resumeParagraphs(data: ResumeData, locale: DocxLocale): WordParagraph[] {
  const { labels, language } = locale;
  const newPage = new Set<PageSection>(settingsOf(data).newPageSections ?? []);
  const heading = (section: PageSection, text: string) => sectionHeading(locale, text, newPage.has(section));
  const info = data.personalInfo;
  const children: WordParagraph[] = [];
  if (info.fullName.trim()) children.push(textParagraph(locale, info.fullName.trim(), { style: "Title" }));
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

  if (data.summary.trim())
    children.push(heading("summary", labels.summary), textParagraph(locale, data.summary.trim()));
  if (data.skills.length)
    children.push(heading("skills", labels.skills), textParagraph(locale, data.skills.join(", ")));
  if (data.experience.length) {
    children.push(heading("experience", labels.experience));
    for (const item of data.experience) {
      const title = [item.position, item.company]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(", ");
      const head = entryHeading(locale, title, formatDateRange(item.startDate, item.endDate, item.current, language));
      children.push(...entry(head, description(locale, item.description), [], mayBreakInside(item)));
    }
  }
  if (data.education.length) {
    children.push(heading("education", labels.education));
    for (const item of data.education) {
      const degree = degreeLine(labels, item.degree.trim(), item.fieldOfStudy.trim());
      const head = entryHeading(
        locale,
        degree || item.institution,
        formatDateRange(item.endDate || item.startDate, "", false, language),
      );
      const lines: Part[] = [];
      if (degree && item.institution.trim())
        lines.push((keepNext) => textParagraph(locale, item.institution.trim(), { keepNext }));
      if (item.gpa?.trim())
        lines.push((keepNext) => textParagraph(locale, `${labels.gpa}: ${item.gpa?.trim()}`, { keepNext }));
      children.push(...entry(head, [], lines, false));
    }
  }
  if ((data.projects ?? []).length) {
    children.push(heading("projects", labels.projects));
    for (const project of data.projects ?? []) {
      const after: Part[] = [];
      if (project.technologies.length)
        after.push((keepNext) =>
          paragraph(
            locale,
            [run(locale, `${labels.technologies}: `), run(locale, project.technologies.join(", "), { ltr: true })],
            { keepNext },
          ),
        );
      for (const link of [project.githubLink, project.liveLink])
        if (link?.trim())
          after.push((keepNext) => paragraph(locale, [run(locale, link.trim(), { ltr: true })], { keepNext }));
      const blocks = description(locale, project.description);
      children.push(...entry(entryHeading(locale, project.name.trim(), ""), blocks, after, mayBreakInside(project)));
    }
  }
  for (const extra of data.extraSections ?? []) {
    const items = extraSectionItems(extra.description);
    if (extra.title.trim()) children.push(sectionHeading(locale, extra.title.trim()));
    children.push(...items.map((item) => textParagraph(locale, item, { bullet: true })));
  }
  return children;
}

export async function resumeToDocx(data: ResumeData, pageSize: PageSize = "A4"): Promise<Uint8Array<ArrayBuffer>> {
  const locale = docxLocale(data);
  const { fit, labels } = locale;
  const name = data.personalInfo.fullName.trim();
  const vertical = twips(fit.marginMm.vertical);
  const horizontal = twips(fit.marginMm.horizontal);
  return wordDocument({
    title: name ? `${name} – ${labels.resume}` : labels.resume,
    creator: "ResumeForge",
    language: locale.lang,
    font: DOCX_FONT,
    sizes: docxSizes(fit.fontScale),
    page: {
      ...DOCX_PAPER[pageSize],
      margin: { top: vertical, bottom: vertical, left: horizontal, right: horizontal },
    },
    paragraphs: resumeParagraphs(data, locale),
    at: new Date(),
  });
}
