/**
 * Lines into sections. A heading is recognised by its wording (the standard names an ATS looks
 * for, in app/domain/ats/headings.ts), by the source's own markup (a DOCX heading), or by how it
 * is set: a short line in capitals, bold or larger than the text around it, with space above.
 */
import { headingForm, headingKind, type ResumeSectionKind } from "../ats/headings";
import { wordCount } from "../ats/text";
import { looksLikeName } from "./header";
import type { DocLine } from "./types";

type SectionKind = ResumeSectionKind | "contact";

export interface Section {
  kind: SectionKind;
  /** The heading as written ("Awards"), empty for the part before the first heading. */
  title: string;
  lines: DocLine[];
}

/** Headings of the contact block some designs give a sidebar. */
const CONTACT_HEADINGS = new Set([
  "contact",
  "contact information",
  "contact info",
  "contact details",
  "personal details",
  "personal information",
  "details",
]);

/** Lines of one wrapped paragraph sit at most this far apart (in font sizes). */
const WRAPPED_GAP = 0.6;

const ENTRY_KINDS = new Set<SectionKind>(["experience", "education", "projects"]);

/** A line this many times the body size is a masthead's name, wherever the layout put it. */
const MASTHEAD_SIZE = 1.6;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The section a heading line opens (known or not), and text after "Heading:" on the same line. */
export function headingOf(
  line: DocLine,
  bodySize: number,
  index: number,
  inEntries = false,
): { kind: SectionKind; title: string; rest: string } | null {
  const text = line.text.trim();
  if (!text || text.length > 60) return null;
  const [head, ...restParts] = text.split(/:\s*/);
  const form = headingForm(restParts.length > 0 ? (head ?? "") : text);
  const rest = restParts.join(": ").trim();
  if (CONTACT_HEADINGS.has(form)) return { kind: "contact", title: text, rest };
  const known = headingKind(restParts.length > 0 ? (head ?? "") : text);
  if (known) return { kind: known, title: restParts.length > 0 ? (head ?? text) : text, rest };
  // Unknown wording: only by its setting, never in the opening lines (a name, a title), never a link.
  // Nor a list ("BLS, ACLS, PALS" is set in capitals too).
  if (index < 3 || /[@\d/,;|•]|\.[a-z]{2,}\b/.test(text) || wordCount(text) > 4 || rest) return null;
  const capitals = text === text.toUpperCase() && /[A-Z]{3}/.test(text);
  // Among entries, a bold title-case line is an entry's title ("Ledgerlint"); a new section is in capitals.
  const standsOut =
    line.heading === true ||
    (line.bold && (capitals || (!inEntries && line.size > bodySize * 1.05))) ||
    (capitals && line.size >= bodySize);
  return standsOut && line.gapBefore >= 0.3 ? { kind: "other", title: text, rest: "" } : null;
}

export function splitSections(lines: readonly DocLine[]): Section[] {
  const bodySize =
    median(lines.filter((line) => wordCount(line.text) >= 6).map((line) => line.size)) ||
    median(lines.map((line) => line.size));
  const sections: Section[] = [{ kind: "header", title: "", lines: [] }];
  // When a document sets its headings apart (bold, larger, capitals), a heading's word set like the
  // text, tight under the line above, is that text wrapped ("Education in Middle Childhood" /
  // "Education" in a narrow column).
  const setApart = (line: DocLine) =>
    line.heading === true ||
    line.bold ||
    line.size > bodySize * 1.05 ||
    (line.text === line.text.toUpperCase() && /[A-Z]{3}/.test(line.text));
  const styledHeadings = lines.filter(
    (line) => line.segments.length === 1 && headingKind(line.text.trim()) !== undefined && setApart(line),
  ).length;
  const markedHeadings = lines.filter((line) => line.heading === true).length;
  const wrappedWord = (line: DocLine) => styledHeadings >= 2 && !setApart(line) && line.gapBefore <= WRAPPED_GAP;
  lines.forEach((line, index) => {
    const inEntries = ENTRY_KINDS.has(sections[sections.length - 1]!.kind);
    // A heading set in a margin column, on the first line of its section: "SKILLS   TypeScript  Go".
    const first = line.segments[0] ?? "";
    const marginKind =
      line.segments.length > 1
        ? CONTACT_HEADINGS.has(headingForm(first))
          ? "contact"
          : headingKind(first)
        : undefined;
    if (marginKind) {
      const kind = marginKind;
      const segments = line.segments.slice(1);
      const segmentX = line.segmentX?.slice(1);
      sections.push({
        kind,
        title: first,
        lines: [{ ...line, text: segments.join("  "), segments, segmentX, x: segmentX?.[0] ?? line.x, bold: false }],
      });
      return;
    }
    // A name set large below a sidebar (the sidebar's column is read first) opens the masthead.
    if (index > 0 && line.size >= bodySize * MASTHEAD_SIZE && line.segments.length === 1 && looksLikeName(line.text)) {
      sections.push({ kind: "header", title: "", lines: [line] });
      return;
    }
    let heading = wrappedWord(line) ? null : headingOf(line, bodySize, index, inEntries);
    // A heading of unknown wording right under another heading is the first line of that section
    // ("SKILLS" then "SQL", set in capitals as acronyms are).
    const current = sections[sections.length - 1]!;
    if (heading?.kind === "other" && current.kind !== "header" && current.lines.length === 0) heading = null;
    // Nor one in a list ("SEO" among skills typed one per paragraph): where the document marks its
    // headings (a DOCX's heading styles), a line without the mark; otherwise a line in capitals set
    // as the line under it is (no more space above, same size, not bold).
    const below = lines[index + 1];
    if (heading?.kind === "other" && !line.heading) {
      const inList =
        !line.bold &&
        below !== undefined &&
        line.gapBefore <= below.gapBefore + 0.1 &&
        Math.abs(line.size - below.size) < 0.5;
      if (markedHeadings >= 2 || inList) heading = null;
    }
    // Inside entries, "Technologies: Rust, Go" is a line of the entry; inside skills,
    // "Languages: Go, Python" is a group of skills: neither opens a section.
    if (heading?.rest && (inEntries || current.kind === "skills")) heading = null;
    if (heading) {
      sections.push({ kind: heading.kind, title: heading.title, lines: [] });
      if (heading.rest)
        sections[sections.length - 1]!.lines.push({
          ...line,
          text: heading.rest,
          segments: [heading.rest],
          bold: false,
        });
      return;
    }
    sections[sections.length - 1]!.lines.push(line);
  });
  return sections.filter((section, index) => index === 0 || section.lines.length > 0 || section.kind !== "other");
}
