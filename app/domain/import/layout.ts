/**
 * From text placed on pages (what a PDF holds) to lines in reading order. A PDF stores runs of
 * glyphs at positions; words, lines, columns and reading order are ours to rebuild:
 *  - runs on one baseline of one column form a line; a gap wider than a space inside a word
 *    joins without a space ("d elivering" is not made here), a wide gap (a tab stop, chips of a
 *    skill list, a right-aligned date) splits the line into segments;
 *  - a page whose runs leave a vertical gutter between two blocks of lines is read as two
 *    columns, the left one first, after the lines that span both (a masthead).
 * See docs/import.md.
 */
import { headingKind } from "../ats/headings";
import type { DocLine, PositionedText } from "./types";

/** A gap this many ems wide or more starts a new segment of the line. */
const SEGMENT_GAP_EM = 1.2;
/** A gap this many ems wide or more is a space between words. */
const SPACE_GAP_EM = 0.18;
/** Lines whose baselines differ by less than this share of the font size are one line. */
const SAME_LINE = 0.45;
/** A gutter is at least this wide (points), and both columns hold this many runs. */
const MIN_GUTTER = 12;
const MIN_COLUMN_RUNS = 6;
/** A left block whose runs mostly sit on the baselines of the right block is a margin, not a column. */
const MARGIN_ALIGNED = 0.5;
/** How far down the page (points) a masthead over one column may reach. */
const MASTHEAD_BAND = 120;

interface Column {
  items: PositionedText[];
}

/** The x-position of a vertical gutter that splits the page's body into two columns, if any. */
function findGutter(items: readonly PositionedText[], pageWidth: number): number | null {
  const body = items.filter((item) => item.text.trim());
  if (body.length < MIN_COLUMN_RUNS * 2) return null;
  // Coverage of every x by text, in 2-point bins.
  const bins = new Uint16Array(Math.ceil(pageWidth / 2) + 1);
  for (const item of body) {
    for (
      let x = Math.max(0, Math.floor(item.x / 2));
      x <= Math.min(bins.length - 1, Math.floor((item.x + item.width) / 2));
      x += 1
    )
      bins[x]! += 1;
  }
  // Runs that span a candidate gutter are allowed only above the columns (the masthead).
  let best: { start: number; end: number } | null = null;
  let runStart = -1;
  for (let x = Math.floor((pageWidth * 0.15) / 2); x < Math.floor((pageWidth * 0.85) / 2); x += 1) {
    if (bins[x] === 0) {
      if (runStart < 0) runStart = x;
    } else if (runStart >= 0) {
      if (!best || x - runStart > best.end - best.start) best = { start: runStart, end: x };
      runStart = -1;
    }
  }
  if (!best || (best.end - best.start) * 2 < MIN_GUTTER) return null;
  // Bins are 2 points wide: the middle bin (start + end) / 2 is at start + end points.
  const gutter = best.start + best.end;
  const left = body.filter((item) => item.x + item.width <= gutter);
  const right = body.filter((item) => item.x >= gutter);
  if (left.length < MIN_COLUMN_RUNS || right.length < MIN_COLUMN_RUNS) return null;
  // A margin of labels (dates beside entries, headings beside sections) shares its baselines with
  // the text it labels: those are rows of one column, not two columns.
  // Within a point or two: two columns on their own line grids meet within the looser SAME_LINE
  // by chance (a sidebar of skills beside a main column), a margin's labels sit on the baseline.
  // Unless the right block names sections of its own ("Contact", "Education", "Skills"): then it is
  // a column set on the same line grid as the main one (a one-size page), not a margin.
  if (sectionHeadings(right) >= 2) return gutter;
  const sharesLine = (run: PositionedText) =>
    right.some((other) => Math.abs(other.y - run.y) < Math.max(1.5, 0.15 * Math.max(run.size, other.size)));
  const aligned = left.filter(sharesLine).length;
  return aligned / left.length >= MARGIN_ALIGNED ? null : gutter;
}

/** How many of a block's rows are a section's heading by their wording alone. */
function sectionHeadings(items: readonly PositionedText[]): number {
  const rows = new Map<number, PositionedText[]>();
  for (const item of items) rows.set(Math.round(item.y), [...(rows.get(Math.round(item.y)) ?? []), item]);
  let count = 0;
  for (const row of rows.values()) {
    const sorted = [...row].sort((a, b) => a.x - b.x);
    const text = sorted
      .map(
        (run, index) =>
          (index > 0 && run.x - (sorted[index - 1]!.x + sorted[index - 1]!.width) >= run.size * SPACE_GAP_EM
            ? " "
            : "") + run.text,
      )
      .join("")
      .trim();
    if (
      text.length <= 40 &&
      (headingKind(text) !== undefined || /^contact(?:\s+(?:details|info(?:rmation)?))?$/i.test(text))
    )
      count += 1;
  }
  return count;
}

/** Splits a page's runs into what spans the page (at its top) and its columns, in reading order. */
function columns(items: readonly PositionedText[], pageWidth: number): Column[] {
  // Only runs below the last full-width line count for the gutter: a masthead spans both.
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const gutterOf = (candidates: readonly PositionedText[]) => findGutter(candidates, pageWidth);
  let gutter = gutterOf(sorted);
  let top: PositionedText[] = [];
  let rest = sorted;
  if (gutter === null) {
    // A masthead across the page hides the gutter below it: try without the first lines.
    for (let skip = 1; skip <= 8 && gutter === null; skip += 1) {
      const cut = sorted.findIndex((item) => item.y > (sorted[0]?.y ?? 0) + skip * 14);
      if (cut <= 0) break;
      gutter = gutterOf(sorted.slice(cut));
      if (gutter !== null) {
        top = sorted.slice(0, cut);
        rest = sorted.slice(cut);
      }
    }
  }
  if (gutter === null) return [{ items: sorted }];
  const g = gutter;
  // A masthead set over one column only (a name above the main column): what lies above both
  // columns' first lines is read first, within the page's opening band.
  const firstLeft = Math.min(...rest.filter((item) => item.x + item.width <= g).map((item) => item.y));
  const firstRight = Math.min(...rest.filter((item) => item.x >= g).map((item) => item.y));
  const band = Math.min(Math.max(firstLeft, firstRight), (sorted[0]?.y ?? 0) + MASTHEAD_BAND);
  // Columns that start level (a sidebar's name beside the main column's first heading, set
  // larger so its baseline sits lower) have no masthead over one of them.
  const firstSize = Math.max(
    ...rest.filter((item) => item.y <= Math.min(firstLeft, firstRight) + 1).map((item) => item.size),
    1,
  );
  const level = Math.abs(firstLeft - firstRight) < firstSize * 1.6;
  const above = level ? [] : rest.filter((item) => item.y < band - item.size * SAME_LINE);
  if (above.length > 0) {
    top = [...top, ...above];
    rest = rest.filter((item) => !above.includes(item));
  }
  const spanning = rest.filter((item) => item.x < g && item.x + item.width > g);
  return [
    { items: [...top, ...spanning] },
    { items: rest.filter((item) => item.x + item.width <= g && !spanning.includes(item)) },
    { items: rest.filter((item) => item.x >= g && !spanning.includes(item)) },
  ].filter((column) => column.items.length > 0);
}

/**
 * The letter spacing of a row set one glyph per run with extra space between letters (CSS
 * letter-spacing, spaced-out headings and names): the typical gap between single letters, or 0.
 */
function letterSpacing(row: readonly PositionedText[]): number {
  const letters = row.filter((run) => run.text.trim().length === 1);
  if (letters.length < 4 || letters.length < row.filter((run) => run.text.trim()).length * 0.6) return 0;
  const gaps: number[] = [];
  for (let index = 1; index < letters.length; index += 1) {
    const previous = letters[index - 1]!;
    gaps.push(letters[index]!.x - (previous.x + previous.width));
  }
  gaps.sort((a, b) => a - b);
  const typical = gaps[Math.floor(gaps.length / 2)] ?? 0;
  return typical > 0 ? typical : 0;
}

/** Rows whose text starts at the column's edge; a margin needs this many rows beside it. */
const MARGIN_MIN_ROWS = 2;

/**
 * A margin beside the column's text (moderncv's dates, "Jun" over "2021–Present" right-aligned
 * a few points from the text): its pieces are set apart from the text they label, and a label
 * wrapped over rows set tight is one label again, on its first row. Without this, a margin date
 * runs into the bullet beside it ("2021–Present • Lead a team").
 */
function withMargin(rows: readonly PositionedText[][]): PositionedText[][] {
  const starts = new Map<number, number>();
  for (const row of rows) {
    const x = Math.round(Math.min(...row.map((run) => run.x)));
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  // The text's edge: where most rows start.
  const [edge = 0, count = 0] = [...starts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (count < rows.length * 0.3) return rows as PositionedText[][];
  const inMargin = (run: PositionedText) => run.x < edge - 5 && run.x + run.width <= edge + 1;
  const label = (runs: readonly PositionedText[]) =>
    runs
      .map((run) => run.text)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  // Labels only: not a hanging bullet or a list number.
  const isLabel = (runs: readonly PositionedText[]) => (label(runs).match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 3;
  const split = rows.map((row) => {
    const margin = row.filter(inMargin);
    const main = row.filter((run) => !inMargin(run));
    // A label beside text that starts right at the edge, or a label alone (its wrapped part).
    const labelled =
      isLabel(margin) && (main.length === 0 || Math.abs(Math.min(...main.map((run) => run.x)) - edge) <= 2);
    return {
      margin: labelled ? margin : [],
      main: labelled ? main : row,
      y: row[0]!.y,
      size: Math.max(...row.map((run) => run.size)),
    };
  });
  if (split.filter((row) => row.margin.length > 0 && row.main.length > 0).length < MARGIN_MIN_ROWS)
    return rows as PositionedText[][];
  const out: PositionedText[][] = [];
  let labelRow: { run: PositionedText; y: number; size: number } | null = null;
  for (const row of split) {
    if (row.margin.length > 0 && labelRow && row.y - labelRow.y <= labelRow.size * 1.45) {
      // The label goes on from the row above: one label, on its first row.
      labelRow.run.text = `${labelRow.run.text} ${label(row.margin)}`;
      labelRow.y = row.y;
      if (row.main.length > 0) out.push(row.main);
      continue;
    }
    if (row.margin.length === 0) {
      labelRow = null;
      out.push(row.main);
      continue;
    }
    const first = row.margin[0]!;
    const labelRun: PositionedText = { ...first, text: label(row.margin), width: Math.max(1, edge - 4 - first.x) };
    out.push([
      labelRun,
      // A gap wide enough to part segments: the label is not the text's first words.
      { ...first, text: " ", x: edge - 3, width: first.size * 4 },
      ...row.main,
    ]);
    labelRow = { run: labelRun, y: row.y, size: row.size };
  }
  return out;
}

/** A run PDF.js gives for letter-spaced text: single letters set apart by single spaces ("W O R K"). */
const LETTER_SPACED = /^(?:\S ){2,}\S$/u;

/** The words a row opens with in bold, when bold stops there and plain text follows. */
function leadBold(row: readonly PositionedText[]): { leadBoldWords?: number } {
  const visible = row.filter((run) => run.text.trim());
  const plainAt = visible.findIndex((run) => !run.bold);
  if (plainAt <= 0 || visible.slice(plainAt).some((run) => run.bold)) return {};
  const words = visible
    .slice(0, plainAt)
    .map((run) => run.text)
    .join(" ")
    .trim()
    .split(/\s+/).length;
  return words <= 8 ? { leadBoldWords: words } : {};
}

/** Runs of one column into lines, top to bottom. */
function columnLines(items: readonly PositionedText[], page: number): DocLine[] {
  const runs = items.filter((item) => item.text.length > 0).sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const run of runs) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    if (row && anchor && Math.abs(run.y - anchor.y) < SAME_LINE * Math.max(run.size, anchor.size)) row.push(run);
    else rows.push([run]);
  }
  const lines: DocLine[] = [];
  let previousBottom: number | null = null;
  for (const row of withMargin(rows)) {
    row.sort((a, b) => a.x - b.x);
    const tracking = letterSpacing(row);
    const segments: string[] = [];
    const starts: number[] = [];
    let current = "";
    let currentStart = 0;
    let end = -Infinity;
    let size = 0;
    let boldChars = 0;
    let chars = 0;
    row.forEach((run, index) => {
      const em = Math.max(run.size, 1);
      // Between two letter-spaced words ("W O R K", "H I S T O R Y", as PDF.js gives CSS
      // letter-spacing), a space is a word gap, however wide: kept as two spaces, the mark
      // app/domain/ats/normalize.ts joins letters by.
      const between =
        index > 0 &&
        index < row.length - 1 &&
        LETTER_SPACED.test(row[index - 1]!.text.trim()) &&
        LETTER_SPACED.test(row[index + 1]!.text.trim());
      if (between && !run.text.trim() && run.width < 3 * em) {
        if (current.trim()) current = `${current.trimEnd()}  `;
        return;
      }
      // A run of spaces is a gap, however it is drawn: a wide one (a tab, a flex gap) parts segments.
      if (!run.text.trim()) {
        if (run.width >= SEGMENT_GAP_EM * em && current.trim()) {
          segments.push(current.trim());
          starts.push(currentStart);
          current = "";
        } else if (current && !current.endsWith(" ")) current += " ";
        return;
      }
      const gap = run.x - end;
      // In letter-spaced text ("J O R D A N"), a space is a gap well past the tracking.
      const spaceGap = Math.max(SPACE_GAP_EM * em, tracking * 1.8);
      const segmentGap = Math.max(SEGMENT_GAP_EM * em, tracking * 3 + 0.9 * em);
      if (current.trim() && gap >= segmentGap) {
        segments.push(current.trim());
        starts.push(currentStart);
        current = "";
      } else if (current && gap >= spaceGap && !current.endsWith(" ") && !run.text.startsWith(" ")) {
        current +=
          LETTER_SPACED.test(run.text.trim()) && LETTER_SPACED.test(current.trim().split(/ {2,}/).pop() ?? "")
            ? "  "
            : " ";
      }
      if (!current.trim()) currentStart = run.x;
      current += run.text;
      end = Math.max(end, run.x + run.width);
      const visible = run.text.trim().length;
      size = Math.max(size, run.size);
      chars += visible;
      if (run.bold) boldChars += visible;
    });
    if (current.trim()) {
      segments.push(current.trim());
      starts.push(currentStart);
    }
    // White space is one space, but for the word gaps of letter-spaced text (two, see above).
    const parts = segments.map((segment) => segment.replace(/\s+/g, (space) => (space === "  " ? space : " ")));
    if (parts.length === 0) continue;
    const top = Math.min(...row.map((run) => run.y - run.size));
    const gapBefore = previousBottom === null ? 0 : Math.max(0, (top - previousBottom) / Math.max(size, 1));
    previousBottom = Math.max(...row.map((run) => run.y));
    lines.push({
      text: parts.join("  "),
      segments: parts,
      segmentX: starts,
      right: Math.max(...row.map((run) => run.x + run.width)),
      size,
      bold: chars > 0 && boldChars / chars > 0.6,
      page,
      x: starts[0] ?? row[0]!.x,
      gapBefore,
      ...leadBold(row),
    });
  }
  return lines;
}

/** All pages' runs into lines in reading order. */
export function linesFromPositioned(items: readonly PositionedText[], pageWidth: number): DocLine[] {
  const pages = [...new Set(items.map((item) => item.page))].sort((a, b) => a - b);
  return pages.flatMap((page) =>
    columns(
      items.filter((item) => item.page === page),
      pageWidth,
    ).flatMap((column) => columnLines(column.items, page)),
  );
}
