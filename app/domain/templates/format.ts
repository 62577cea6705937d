/** Dates and free text as they read on a resume. Pure and deterministic: previews are hashed. */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-01" becomes "Jan 2021"; anything that is not YYYY-MM is shown as typed. */
export function formatMonth(value: string | undefined): string {
  const text = (value ?? "").trim();
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return text;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : match[1]!;
}

/** En dash with spaces, the typographic convention for ranges of months. */
export const RANGE_SEPARATOR = " \u2013 ";

/** The one or two ends of a range as shown: ["Jan 2021", "Present"], ["Jun 2016"], or []. */
export function dateRangeParts(start: string, end: string, current = false): string[] {
  const from = formatMonth(start);
  const to = current ? "Present" : formatMonth(end);
  return [from, to].filter(Boolean);
}

export function formatDateRange(start: string, end: string, current = false): string {
  return dateRangeParts(start, end, current).join(RANGE_SEPARATOR);
}

export type TextBlock = { kind: "bullets"; items: string[] } | { kind: "paragraph"; text: string };

/** A bullet line as the templates read it (the marker and its space). */
export const BULLET = /^\s*(?:[•·▪‣◦●■□➢➤✓✔]\s*|[-–—*+]\s+)/;

/**
 * Descriptions are free text: lines starting with a bullet marker become list items (markers
 * dropped, the list supplies its own), other non-empty lines become paragraphs, in order.
 */
export function parseDescription(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "").trim();
      if (!item) continue;
      const last = blocks.at(-1);
      if (last?.kind === "bullets") last.items.push(item);
      else blocks.push({ kind: "bullets", items: [item] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}

export function clean(value: string | undefined): string {
  return (value ?? "").trim();
}
