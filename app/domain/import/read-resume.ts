/**
 * Lines of a resume (from a PDF's layout or a DOCX's paragraphs) into the resume model, with the
 * fields it was unsure of flagged and the text it could not place kept for the user. Nothing is
 * invented: a field not found stays empty and is flagged "missing". See docs/import.md.
 */
import { languageOfHeadings } from "../ats/localized-headings";
import {
  joinSpacedLetters,
  normalizeBullets,
  normalizeCharacters,
  repairContacts,
  LEADING_BULLET as BULLET,
} from "../ats/normalize";
import { findPhone } from "../ats/phone";
import { EMAIL, wordCount } from "../ats/text";
import { emptyResume, LIMITS, newEntryId, type ResumeData } from "../resume/schema";
import { closesDateRange, describe, joinLines, readExperience, splitEntries } from "./entries";
import { readEducation, readProject } from "./education-projects";
import { composeAccents } from "./accents";
import { fromCapitals } from "./capitals";
import { readMasthead } from "./header";
import { splitSections, type Section } from "./sections";
import type { DocLine, FieldFlag, ImportResult } from "./types";

/**
 * Page furniture, not the resume: "Page 1 of 2", "2/3", "Jane Doe – Page 2", and what a browser
 * prints when its headers and footers are left on ("11/25/26, 4:30 AM", "about:blank", a file:// path).
 */
const PAGE_FURNITURE = [
  /^(?:[^|]{0,60}?\s[-–—|·,]\s*)?page\s+\d+(?:\s*(?:of|\/)\s*\d+)?$/i,
  /^\d{1,2}\s+of\s+\d{1,2}$/i,
  /^\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i,
  /^(?:about:blank|file:\/\/\S+|blob:\S+)$/i,
];
/** "2/3" is a page number where a date ("05/2012") is not: a small number over one no smaller. */
const pageOfPages = (text: string): boolean => {
  const match = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(text.trim());
  return match !== null && Number(match[1]) >= 1 && Number(match[1]) <= Number(match[2]) && Number(match[2]) <= 20;
};
const isFurniture = (text: string): boolean =>
  pageOfPages(text) || PAGE_FURNITURE.some((pattern) => pattern.test(text.trim()));

/** The reading step of the ATS engine, line by line (one module for both, app/domain/ats/normalize.ts). */

function mend(rawLines: readonly DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  // A browser's header and footer sit on one line, their parts at the page's edges.
  const lines = rawLines
    .map((line) => {
      const kept = line.segments
        .map((segment, index) => ({ segment, x: line.segmentX?.[index] }))
        .filter(({ segment }) => !isFurniture(segment));
      if (kept.length === line.segments.length) return line;
      // Beside the date or the address, a browser prints the page's title ("Resume"): furniture too.
      if (wordCount(kept.map(({ segment }) => segment).join(" ")) <= 8) return { ...line, segments: [] };
      const segments = kept.map(({ segment }) => segment);
      return {
        ...line,
        text: segments.join("  "),
        segments,
        segmentX: line.segmentX ? kept.map(({ x }) => x ?? line.x) : undefined,
      };
    })
    .filter((line) => line.segments.length > 0);
  for (const line of lines) {
    // Dot leaders ("Instructor ........ Acme") part a line like a tab stop does.
    const pieces = line.segments.flatMap((segment, index) =>
      segment.split(/\s*(?:\.{4,}|…{2,})\s*/).map((part) => ({ part, x: line.segmentX?.[index] })),
    );
    const mended = pieces.map(({ part }) =>
      repairContacts(
        joinSpacedLetters(normalizeCharacters(composeAccents(part)))
          .replace(/\s+/g, " ")
          .trim(),
      ),
    );
    const xs = pieces.map(({ x }) => x);
    const kept = mended.map((segment, index) => ({ segment, x: xs[index] })).filter((part) => part.segment);
    // A bullet set apart from its text by a tab or a hanging indent belongs to that text.
    let hangX: number | undefined;
    if (kept.length > 1 && BULLET.test(kept[0]!.segment) && !kept[0]!.segment.replace(BULLET, "")) {
      const [glyph, first] = kept.splice(0, 2) as [
        { segment: string; x: number | undefined },
        { segment: string; x: number | undefined },
      ];
      kept.unshift({ segment: `${glyph.segment} ${first.segment}`, x: glyph.x });
      hangX = first.x;
    }
    const segments = kept.map((part) => part.segment);
    if (segments.length === 0) continue;
    if (segments.length > 1) {
      out.push({
        ...line,
        text: segments.join("  "),
        segments,
        segmentX: line.segmentX ? kept.map((part) => part.x ?? line.x) : undefined,
        ...(hangX !== undefined ? { hangX } : {}),
      });
      continue;
    }
    // Several bullets on a line that opens with one are several items; inside a line that does
    // not, "·" parts a title from a company ("Data Analyst · Peak Outfitters") and stays.
    const parts =
      BULLET.test(segments[0]!) && !closesDateRange(segments[0]!) ? normalizeBullets(segments[0]!) : segments;
    for (const part of parts)
      out.push({
        ...line,
        text: part,
        segments: [part],
        ...(hangX !== undefined && parts.length === 1 ? { hangX } : {}),
      });
  }
  return out;
}

/**
 * Contact details in a page's footer (a Word template's "jane@example.com | 555-0100 | City"):
 * the last line of a page, set well apart from the text above it, holding an e-mail address or
 * a phone. They belong to the masthead, not to the section that ends the page.
 */
function pageFooterContacts(lines: readonly DocLine[]): DocLine[] {
  return lines.filter((line, index) => {
    const next = lines[index + 1];
    const lastOfPage = next === undefined || next.page !== line.page;
    return index > 3 && lastOfPage && line.gapBefore >= 2 && (EMAIL.test(line.text) || findPhone(line.text) !== "");
  });
}

/** A skills section: items split at commas, bullets, pipes and gaps; "Label: a, b" keeps a and b. */
function readSkills(rawLines: readonly DocLine[], unplaced: string[]): string[] {
  const skills: string[] = [];
  // A comma list wrapped mid-item ("..., ADP Workforce" / "Now, Onboarding, ...") is one list.
  // A wrapped line runs to the column's edge: about as long as the longest line of the list.
  const longest = Math.max(0, ...rawLines.map((line) => line.text.length));
  const lines: DocLine[] = [];
  for (const line of rawLines) {
    const previous = lines[lines.length - 1];
    const listGoesOn =
      previous !== undefined &&
      previous.text.length >= longest * 0.8 &&
      !/^[^:,]{2,30}:\s/.test(line.text) &&
      previous.segments.length === 1 &&
      line.segments.length === 1 &&
      !BULLET.test(line.text) &&
      !previous.bullet &&
      !line.bullet &&
      /,/.test(previous.text) &&
      !/[,;:.]$/.test(previous.text.trim()) &&
      line.gapBefore <= 0.6 &&
      line.page === previous.page;
    if (listGoesOn) {
      const text = `${previous.text.trim()} ${line.text.trim()}`;
      lines[lines.length - 1] = { ...previous, text, segments: [text] };
    } else lines.push(line);
  }
  for (const line of lines) {
    for (const segment of line.segments) {
      const body = segment.replace(BULLET, "").replace(/^[^:]{2,30}:\s+(?=\S)/, "");
      // "Typography / Figma": a slash set apart by spaces parts items; "CI/CD" stays one.
      for (const part of body.split(/\s*[,;|•·]\s*|\s+\/\s+|\s{2,}/)) {
        const item = part.replace(/[.]$/, "").trim();
        if (!item) continue;
        if (wordCount(item) > 6) unplaced.push(item);
        else if (!skills.includes(item)) skills.push(item);
      }
    }
  }
  return skills.slice(0, LIMITS.skills);
}

/** A short link as shown ("linkedin.com/in/jane") in full when the document's links hold it. */
function fullLink(shown: string, links: readonly string[]): string {
  if (!shown) return shown;
  const bare = (url: string) =>
    url
      .replace(/^https?:\/\//i, "")
      .replace(/^www\./i, "")
      .replace(/\/+$/, "")
      .toLowerCase();
  const found = links.find((link) => bare(link) === bare(shown));
  // Browsers write "https://site.dev" as "https://site.dev/"; the page showed no slash.
  return found ? (shown.endsWith("/") ? found : found.replace(/^(https?:\/\/[^/]+)\/$/i, "$1")) : shown;
}

/** Fields longer than the model holds are cut to fit, and flagged: a heading run into a paragraph reads long. */
function fitLimits(data: ResumeData, flags: Record<string, FieldFlag>): void {
  const fit = (value: string, max: number, path: string): string => {
    if (value.length <= max) return value;
    flags[path] = "unsure";
    return value.slice(0, max).trimEnd();
  };
  const info = data.personalInfo;
  for (const key of ["fullName", "email", "phone", "address"] as const)
    info[key] = fit(info[key], LIMITS.shortText, `personalInfo.${key}`);
  for (const key of ["linkedIn", "github"] as const)
    info[key] = fit(info[key] ?? "", LIMITS.url, `personalInfo.${key}`);
  data.skills = data.skills.map((skill) => skill.slice(0, LIMITS.skill));
  data.experience.forEach((entry, index) => {
    entry.position = fit(entry.position, LIMITS.shortText, `experience.${index}.position`);
    entry.company = fit(entry.company, LIMITS.shortText, `experience.${index}.company`);
    entry.description = fit(entry.description, LIMITS.description, `experience.${index}.description`);
  });
  data.education.forEach((entry, index) => {
    for (const key of ["institution", "degree", "fieldOfStudy"] as const)
      entry[key] = fit(entry[key], LIMITS.shortText, `education.${index}.${key}`);
    entry.gpa = fit(entry.gpa ?? "", 20, `education.${index}.gpa`);
  });
  (data.projects ?? []).forEach((entry, index) => {
    entry.name = fit(entry.name, LIMITS.shortText, `projects.${index}.name`);
    entry.description = fit(entry.description, LIMITS.description, `projects.${index}.description`);
    entry.technologies = entry.technologies.slice(0, LIMITS.technologies).map((item) => item.slice(0, LIMITS.skill));
    for (const key of ["githubLink", "liveLink"] as const)
      entry[key] = fit(entry[key] ?? "", LIMITS.url, `projects.${index}.${key}`);
  });
}

/**
 * A list section's lines as items, one per line ("BLS, American Heart Association" then "ACLS,
 * ..."): a line joins the one before only where a sentence runs on (no closing mark before it, a
 * small letter starting it), the way a wrapped line reads.
 */
function listItems(lines: readonly DocLine[]): string {
  const items: string[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const bulleted = line.bullet === true || BULLET.test(text);
    const body = text.replace(BULLET, "").trim();
    const last = items.length - 1;
    if (!bulleted && last >= 0 && /^\p{Ll}/u.test(body) && !/[.;:!?)]$/.test(items[last]!))
      items[last] = joinLines(items[last]!, body);
    else items.push(body);
  }
  return items.join("\n");
}

/** The masthead's first paragraph of prose (a line of 8 words or more, and the lines that wrap it), if any. */
function mastheadParagraph(header: readonly DocLine[]): DocLine[] {
  const start = header.findIndex(
    (line) =>
      line.segments.length === 1 &&
      wordCount(line.text) >= 8 &&
      !EMAIL.test(line.text) &&
      !/https?:|www\./i.test(line.text),
  );
  if (start < 0) return [];
  const paragraph = [header[start]!];
  for (const line of header.slice(start + 1)) {
    if (line.gapBefore > 0.6 || line.segments.length > 1 || EMAIL.test(line.text)) break;
    paragraph.push(line);
  }
  return paragraph;
}

export function readResume(
  rawLines: readonly DocLine[],
  { links = [] }: { links?: readonly string[] } = {},
): ImportResult {
  const mended = mend(rawLines);
  const footerContacts = pageFooterContacts(mended);
  const lines = mended.filter((line) => !footerContacts.includes(line));
  const sections = splitSections(lines);
  // A resume headed "Berufserfahrung", "Ausbildung" prints its headings and dates in German again.
  const language = languageOfHeadings(sections.map((section) => section.title)) ?? undefined;
  const flags: Record<string, FieldFlag> = {};
  const unplaced: string[] = [];
  const data: ResumeData = emptyResume();

  const header = sections.filter((section) => section.kind === "header").flatMap((section) => section.lines);
  const contact = sections.filter((section) => section.kind === "contact").flatMap((section) => section.lines);
  const masthead = readMasthead(header, [...contact, ...footerContacts]);
  data.personalInfo = {
    ...masthead.personalInfo,
    linkedIn: fullLink(masthead.personalInfo.linkedIn ?? "", links),
    github: fullLink(masthead.personalInfo.github ?? "", links),
  };
  Object.assign(flags, masthead.flags);
  unplaced.push(...masthead.rest);

  const of = (kind: Section["kind"]) => sections.filter((section) => section.kind === kind);
  data.summary = of("summary")
    .map((section) => describe(section.lines))
    .join("\n")
    .slice(0, LIMITS.summary);
  // No "Summary" heading: a paragraph under the name is one ("Marketing manager who turns...").
  if (!data.summary) {
    const prose = mastheadParagraph(header);
    if (prose.length > 0) {
      data.summary = describe(prose).slice(0, LIMITS.summary);
      const texts = new Set(prose.map((line) => line.text.trim()));
      for (let index = unplaced.length - 1; index >= 0; index -= 1)
        if (texts.has(unplaced[index]!.trim())) unplaced.splice(index, 1);
    }
  }
  data.skills = of("skills").flatMap((section) => readSkills(section.lines, unplaced));
  data.experience = of("experience")
    .flatMap((section) => splitEntries(section.lines))
    .slice(0, LIMITS.entries)
    .map((raw, index) => readExperience(raw, index, flags));
  data.education = of("education")
    .flatMap((section) => splitEntries(section.lines))
    .slice(0, LIMITS.entries)
    .map((raw, index) => readEducation(raw, index, flags, language));
  data.projects = of("projects")
    .flatMap((section) => splitEntries(section.lines, "projects"))
    .slice(0, LIMITS.entries)
    .map((raw, index) => readProject(raw, index, flags))
    .map((project) => ({
      ...project,
      githubLink: fullLink(project.githubLink ?? "", links),
      liveLink: fullLink(project.liveLink ?? "", links),
    }));

  // Certifications, awards, languages, volunteering...: kept as sections of their own, under the
  // heading the file gave them (docs/product.md#data-model), for the user to keep, rename or drop in the review.
  data.extraSections = sections
    .filter((section) => section.kind === "other" || section.kind === "certifications")
    .map((section) => ({
      id: newEntryId(),
      title: fromCapitals(section.title.trim()).slice(0, LIMITS.shortText),
      description: listItems(section.lines).slice(0, LIMITS.description),
    }))
    .filter((extra) => extra.description.trim())
    .slice(0, LIMITS.entries);
  if (language) data.settings = { language, direction: "auto" };
  fitLimits(data, flags);
  if (!data.summary) flags.summary = "missing";
  if (data.skills.length === 0) flags.skills = "missing";
  if (data.experience.length === 0) flags.experience = "missing";
  if (data.education.length === 0) flags.education = "missing";
  return { data, flags, unplaced };
}
