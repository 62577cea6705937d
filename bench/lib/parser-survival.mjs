/**
 * What a reader got back from an exported resume, field by field: the checks of the parser-survival
 * table (bench/parsers.bench.mjs, docs/parser-survival.md). Pure: text in, verdicts out.
 *
 * A reader gives back either plain text (pdftotext, pdf.js, pdfminer, mammoth, python-docx,
 * LibreOffice) or a parsed resume (a resume parser: name, e-mail, phone and the text it filed under
 * each section). Both are checked for the same fields:
 *  - the name, the e-mail and the phone;
 *  - every section heading, standing on a line of its own (a heading beside its content in another
 *    column is what made a parser read the name as "SUMMARY");
 *  - in Experience and Education, each entry's organisation, title and dates before its first
 *    line of text, then every line of its text, in order, inside that section.
 * Comparison ignores case, white space, bullet glyphs and the kind of dash: line wrapping and
 * uppercase headings are layout, not lost text.
 */

/** Case, white space, bullet glyphs, soft hyphens and dash kinds do not count. */
export function normalize(text) {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\s\u00ad\u200b-\u200f\u2022\u25aa\u25cf\u25e6\u2023\u2043\u00b7]+/g, "");
}

const unescapeHtml = (text) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The section headings a template's HTML prints, in its order, with the section each stands for. */
export function headingsInHtml(html) {
  return [...html.matchAll(/<section class="section section-(\w+)">\s*<h2 class="section-title">([^<]*)<\/h2>/g)].map(
    (match) => ({ key: match[1], text: unescapeHtml(match[2]) }),
  );
}

/**
 * The fields a reader should find, as the product prints them: `domain` brings the product's own
 * formatting (formatDateRange, parseDescription, degreeLine, localeOf from app/domain/resume), so
 * dates and degree lines are expected exactly as printed.
 */
export function expectedFields(domain, data, headings) {
  const { formatDateRange, parseDescription, degreeLine, localeOf } = domain;
  const { language, labels } = localeOf(data);
  const lines = (description) =>
    parseDescription(description).flatMap((block) => (block.kind === "bullets" ? block.items : [block.text]));
  return {
    name: data.personalInfo.fullName,
    email: data.personalInfo.email,
    phone: data.personalInfo.phone,
    headings,
    experience: data.experience.map((entry) => ({
      org: entry.company,
      title: entry.position,
      dates: formatDateRange(entry.startDate, entry.endDate, entry.current, language),
      lines: lines(entry.description),
    })),
    education: data.education.map((entry) => ({
      org: entry.institution,
      title: degreeLine(labels, entry.degree, entry.fieldOfStudy),
      dates: formatDateRange(entry.endDate || entry.startDate, "", false, language),
      lines: [],
    })),
  };
}

/**
 * How many verdicts a check gives: one per field.
 * @param {{ name: string, email: string, phone: string,
 *   headings: { key: string, text: string }[],
 *   experience: { org: string, title: string, dates: string, lines: string[] }[],
 *   education: { org: string, title: string, dates: string, lines: string[] }[] }} expected
 */
export function fieldCount(expected) {
  const entries = [...expected.experience, ...expected.education];
  return 3 + expected.headings.length + entries.reduce((sum, entry) => sum + 3 + entry.lines.length, 0);
}

/**
 * Each entry's head (organisation, title, dates) in any order before its first line of text, then
 * its lines in order, all inside [from, to) of `text` (normalized). Pushes one verdict per field.
 */
function checkEntries(text, from, to, entries, section, verdicts) {
  let cursor = from;
  for (const [index, entry] of entries.entries()) {
    const label = `${section} ${index + 1}`;
    const lines = entry.lines.map(normalize).filter(Boolean);
    const first = lines.length > 0 ? text.indexOf(lines[0], cursor) : -1;
    const headEnd = first >= 0 && first < to ? first : to;
    let after = cursor;
    for (const [field, value] of [
      ["organisation", entry.org],
      ["title", entry.title],
      ["dates", entry.dates],
    ]) {
      const needle = normalize(value);
      const at = needle ? text.indexOf(needle, cursor) : -1;
      const ok = at >= 0 && at + needle.length <= headEnd;
      verdicts.push({ field: `${label} ${field}`, ok });
      if (ok) after = Math.max(after, at + needle.length);
    }
    cursor = after;
    for (const [lineIndex, line] of lines.entries()) {
      const at = text.indexOf(line, cursor);
      const ok = at >= 0 && at + line.length <= to;
      verdicts.push({ field: `${label} line ${lineIndex + 1}`, ok });
      if (ok) cursor = at + line.length;
    }
  }
}

/**
 * Plain text from a text extractor. Headings are lines equal to the heading; a section runs from
 * its heading to the next of the resume's headings.
 * @returns {{ field: string, ok: boolean }[]}
 */
export function checkText(raw, expected) {
  const verdicts = [];
  // The normalized text, and where each line starts in it.
  const lineStarts = [];
  let text = "";
  for (const line of raw.split(/\r?\n|\f/)) {
    const normal = normalize(line);
    if (!normal) continue;
    lineStarts.push({ at: text.length, normal });
    text += normal;
  }
  const headingAt = new Map();
  for (const heading of expected.headings) {
    const wanted = normalize(heading.text);
    const line = lineStarts.find((candidate) => candidate.normal === wanted);
    verdicts.push({ field: `heading ${heading.text}`, ok: line !== undefined });
    if (line) headingAt.set(heading.key, line.at);
  }
  const firstHeading = Math.min(text.length, ...headingAt.values());
  const name = text.indexOf(normalize(expected.name));
  verdicts.push({ field: "name", ok: name >= 0 && name < firstHeading });
  verdicts.push({ field: "e-mail", ok: text.includes(normalize(expected.email)) });
  verdicts.push({ field: "phone", ok: text.includes(normalize(expected.phone)) });
  const starts = [...headingAt.values()].sort((a, b) => a - b);
  for (const key of ["experience", "education"]) {
    const from = headingAt.get(key);
    const entries = expected[key];
    if (from === undefined) {
      // No heading, no section: every field of its entries is lost to a reader that files by heading.
      checkEntries("", 0, 0, entries, key, verdicts);
      continue;
    }
    const to = starts.find((start) => start > from) ?? text.length;
    checkEntries(text, from, to, entries, key, verdicts);
  }
  return verdicts;
}

/**
 * A resume parser's answer: `{ name, email, phone, sections: { experience: text, ... } }`, where
 * the section keys are the product's (the bench maps the parser's own names onto them).
 * @returns {{ field: string, ok: boolean }[]}
 */
export function checkParsed(parsed, expected) {
  const verdicts = [];
  const same = (a, b) => normalize(a ?? "") === normalize(b ?? "") && normalize(b ?? "") !== "";
  verdicts.push({ field: "name", ok: same(parsed.name, expected.name) });
  verdicts.push({ field: "e-mail", ok: same(parsed.email, expected.email) });
  verdicts.push({ field: "phone", ok: same(parsed.phone, expected.phone) });
  for (const heading of expected.headings)
    verdicts.push({ field: `heading ${heading.text}`, ok: normalize(parsed.sections[heading.key] ?? "") !== "" });
  for (const key of ["experience", "education"]) {
    const text = normalize(parsed.sections[key] ?? "");
    checkEntries(text, 0, text.length, expected[key], key, verdicts);
  }
  return verdicts;
}
