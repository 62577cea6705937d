/**
 * From a Word document, as mammoth renders it to HTML (headings, paragraphs, lists, tables,
 * bold runs, links), to the lines the import reads. mammoth's HTML is generated and escaped, so a
 * small tag walker reads it the same in the browser and in Node, with no DOM.
 *  - one paragraph, heading or list item is one line; a tab parts it into segments (a date set
 *    at a right tab stop), a line break into lines;
 *  - a table row of short cells is one line of segments ("Jan 2020 – Present | Accountant"), and
 *    so is a long cell's first paragraph with the label cells beside it (a job in the left cell,
 *    its dates in the right); a row of long cells (a sidebar beside the main column) is read cell
 *    by cell, left first;
 *  - headings: the level whose headings are section names ("Experience") opens sections; a
 *    level above it is the masthead, levels below are entries' titles (set as bold lines).
 * See docs/import.md.
 */
import { strFromU8, unzipSync } from "fflate";
import { headingKind } from "../ats/headings";
import type { DocLine } from "./types";

/** Paragraph spacing: no two paragraphs of a Word document are one wrapped line. */
const PARAGRAPH_GAP = 1;
const BODY_SIZE = 11;

interface Block {
  text: string;
  boldChars: number;
  chars: number;
  level: number;
  bullet: boolean;
}

interface Cell {
  blocks: Block[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const value = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "";
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });

/** The blocks of mammoth's HTML, with table rows kept together, and the document's links. */
function readBlocks(html: string): { rows: Array<Block | Cell[]>; links: string[] } {
  const rows: Array<Block | Cell[]> = [];
  const links: string[] = [];
  let block: Block | null = null;
  let boldDepth = 0;
  let listDepth = 0;
  let row: Cell[] | null = null;
  let cell: Cell | null = null;
  let tableDepth = 0;

  const emit = (done: Block) => {
    if (!done.text.trim()) return;
    if (cell) cell.blocks.push(done);
    else rows.push(done);
  };
  const open = (level: number, bullet: boolean) => {
    if (block) emit(block);
    block = { text: "", boldChars: 0, chars: 0, level, bullet };
  };
  const close = () => {
    if (block) emit(block);
    block = null;
  };

  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    const [, closing, rawTag, attributes, text] = match;
    if (text !== undefined) {
      const value = decode(text);
      if (!block) block = { text: "", boldChars: 0, chars: 0, level: 0, bullet: listDepth > 0 };
      (block as Block).text += value;
      const visible = value.replace(/\s/g, "").length;
      (block as Block).chars += visible;
      if (boldDepth > 0) (block as Block).boldChars += visible;
      continue;
    }
    const tag = (rawTag ?? "").toLowerCase();
    if (closing) {
      if (tag === "strong" || tag === "b") boldDepth = Math.max(0, boldDepth - 1);
      else if (/^(?:p|h[1-6]|li)$/.test(tag)) close();
      else if (tag === "ul" || tag === "ol") listDepth = Math.max(0, listDepth - 1);
      else if (tag === "td" || tag === "th") {
        close();
        cell = null;
      } else if (tag === "tr") {
        if (row && tableDepth === 1) rows.push(row);
        row = tableDepth === 1 ? null : row;
      } else if (tag === "table") tableDepth = Math.max(0, tableDepth - 1);
      continue;
    }
    if (tag === "strong" || tag === "b") boldDepth += 1;
    else if (tag === "br") {
      const level = (block as Block | null)?.level ?? 0;
      const bullet = (block as Block | null)?.bullet ?? false;
      open(level, bullet);
    } else if (tag === "p") open(0, false);
    else if (/^h[1-6]$/.test(tag)) open(Number(tag[1]), false);
    else if (tag === "li") open(0, true);
    else if (tag === "ul" || tag === "ol") {
      // A list nested in an item: the item's own text ends here.
      close();
      listDepth += 1;
    } else if (tag === "table") {
      close();
      tableDepth += 1;
    } else if (tag === "tr" && tableDepth === 1) row = [];
    else if ((tag === "td" || tag === "th") && tableDepth === 1) {
      close();
      cell = { blocks: [] };
      row?.push(cell);
    } else if (tag === "a") {
      const href = /href="([^"]*)"/i.exec(attributes ?? "")?.[1];
      if (href && /^https?:/i.test(decode(href))) links.push(decode(href));
    }
  }
  close();
  return { rows, links };
}

const lineOf = (block: Block, extra: Partial<DocLine> = {}): DocLine => {
  const segments = block.text
    .split(/\t+|\u00a0{3,}| {4,}/)
    .map((segment) => segment.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return {
    text: segments.join("  "),
    segments,
    size: BODY_SIZE,
    bold: block.chars > 0 && block.boldChars / block.chars > 0.6,
    page: 1,
    x: block.bullet ? 18 : 0,
    gapBefore: PARAGRAPH_GAP,
    ...(block.bullet ? { bullet: true } : {}),
    ...extra,
  };
};

/** The heading level that names sections: the one whose headings most often read as section names. */
function sectionLevel(blocks: readonly Block[]): number {
  const named = new Map<number, number>();
  for (const block of blocks) {
    if (block.level > 0 && headingKind(block.text.trim()) !== undefined)
      named.set(block.level, (named.get(block.level) ?? 0) + 1);
  }
  const best = [...named.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return best?.[0] ?? 1;
}

/** At most two short paragraphs: a date, a place, a label beside an entry. */
const LABEL_CHARS = 40;
const isLabelCell = (cell: Cell): boolean =>
  cell.blocks.length <= 2 && cell.blocks.every((block) => block.text.trim().length <= LABEL_CHARS);

export function linesFromDocxHtml(html: string): { lines: DocLine[]; links: string[] } {
  const { rows, links } = readBlocks(html);
  const all = rows.flatMap((row) => (Array.isArray(row) ? row.flatMap((cell) => cell.blocks) : [row]));
  const level = sectionLevel(all);
  const style = (block: Block): Partial<DocLine> => {
    if (block.level === 0) return {};
    if (block.level === level) return { heading: true, bold: true };
    // Above the section level: the name (set large); below it: an entry's title.
    return block.level < level ? { size: BODY_SIZE * 2 } : { bold: true };
  };
  const lines: DocLine[] = [];
  for (const row of rows) {
    if (!Array.isArray(row)) {
      lines.push(lineOf(row, style(row)));
      continue;
    }
    const cells = row.filter((cell) => cell.blocks.length > 0);
    const tall = cells.filter((cell) => cell.blocks.length > 3);
    // A tall cell beside cells that are only a label or two (the dates of a job set in the row's
    // other column) is an entry, not a sidebar: the labels belong on the entry's first line.
    const labels = tall.length === 1 && cells.every((cell) => tall.includes(cell) || isLabelCell(cell));
    if (cells.length > 1 && (tall.length === 0 || labels)) {
      // Short cells side by side: their first paragraphs are one line, the rest follow cell by cell.
      const firsts = cells.map((cell) => lineOf(cell.blocks[0]!, style(cell.blocks[0]!)));
      const segments = firsts.flatMap((line) => line.segments);
      lines.push({
        ...firsts[0]!,
        text: segments.join("  "),
        segments,
        bold: firsts.every((line) => line.bold),
        heading: firsts.some((line) => line.heading) || undefined,
      });
      for (const cell of cells) for (const block of cell.blocks.slice(1)) lines.push(lineOf(block, style(block)));
    } else {
      for (const cell of cells) for (const block of cell.blocks) lines.push(lineOf(block, style(block)));
    }
  }
  return { lines, links };
}

/**
 * The paragraphs of a DOCX's page headers and footers (word/header1.xml, word/footer1.xml...),
 * which mammoth leaves out: many Word templates keep the name and contact details there. Read
 * from the part's XML, a line per paragraph, tabs as wide gaps; they open the document, as a
 * masthead does.
 */
/** The parts of a DOCX that hold its page headers and footers. */
const HEADER_FOOTER_PART = /^word\/(?:header|footer)\d*\.xml$/;

/** A DOCX's page headers and footers as XML text (bounds checked by the caller); none when unreadable. */
export function docxHeaderFooterParts(bytes: Uint8Array): string[] {
  try {
    return Object.values(unzipSync(bytes, { filter: (file) => HEADER_FOOTER_PART.test(file.name) })).map((content) =>
      strFromU8(content),
    );
  } catch {
    return [];
  }
}

export function linesFromDocxHeaderFooter(parts: readonly string[]): DocLine[] {
  const lines: DocLine[] = [];
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  for (const xml of parts) {
    for (const paragraph of xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []) {
      const text = (paragraph.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|<w:tab\/>/g) ?? [])
        .map((piece) => (piece === "<w:tab/>" ? "    " : decode(piece.replace(/<[^>]+>/g, ""))))
        .join("");
      const segments = text
        .split(/\s{3,}/)
        .map((segment) => segment.trim())
        .filter(Boolean);
      if (segments.length > 0 && !lines.some((line) => line.text === segments.join("  ")))
        lines.push({ text: segments.join("  "), segments, size: 11, bold: false, page: 1, x: 0, gapBefore: 0 });
    }
  }
  return lines;
}
