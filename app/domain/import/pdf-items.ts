/**
 * The text of a PDF as positioned runs, read through PDF.js. Typed structurally (no import of
 * pdfjs-dist), so the browser's build of PDF.js and the Node one used in tests both fit.
 * Open the document with `fontExtraProperties: true`: the real font names ("Inter-Bold") are
 * how bold text is told apart.
 */
import type { PositionedText } from "./types";

interface TextRun {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

interface PdfPageLike {
  getViewport(options: { scale: number }): { width: number; height: number };
  getTextContent(): Promise<{ items: Array<TextRun | { type: string }> }>;
  getOperatorList(): Promise<unknown>;
  getAnnotations(): Promise<Array<{ subtype?: string; url?: string }>>;
  commonObjs: { get(name: string): unknown };
}

export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
}

const BOLD = /bold|black|heavy|semibold|demi/i;
/**
 * Fonts of pictures, not letters: their text is bullets and icons. TeX's too: marvosym's phone is
 * "H", its letter "{"; the math symbols (CMSY, LMSY) hold \textbullet and $\cdot$; pifont is
 * ZapfDingbats; FontAwesome and academicons are icons.
 */
const SYMBOL_FONT =
  /dingbat|wingding|webding|symbol|fontawesome|icon|marvosym|^(?:[A-Z]{6}\+)?(?:cmsy|lmsy|msam|msbm)\d*|pzd|academicons/i;

/** Pages read at most: a resume is one to three; a 300-page file is not one, and would stall the tab. */
const MAX_PAGES = 10;

/**
 * The runs of every page, and the addresses of the document's links: a PDF shows
 * "linkedin.com/in/jane" but its link holds "https://www.linkedin.com/in/jane".
 */
export async function positionedText(
  document: PdfDocumentLike,
  onPage: (page: number, pages: number) => void = () => undefined,
  /** Characters read at most: past them reading stops, and the result holds what was read (the caller refuses such a file). */
  maxChars = Number.POSITIVE_INFINITY,
): Promise<{ items: PositionedText[]; pageWidth: number; links: string[] }> {
  let chars = 0;
  const items: PositionedText[] = [];
  const links: string[] = [];
  let pageWidth = 612;
  const pages = Math.min(document.numPages, MAX_PAGES);
  for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
    onPage(pageNumber, pages);
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale: 1 });
    pageWidth = viewport.width;
    // Loads the page's fonts, so their names (and so their weights) can be read.
    await page.getOperatorList();
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === "Link" && typeof annotation.url === "string" && /^https?:/i.test(annotation.url))
        links.push(annotation.url);
    }
    const content = await page.getTextContent();
    const fonts = new Map<string, { bold: boolean; symbols: boolean }>();
    for (const item of content.items) {
      if (!("str" in item)) continue;
      if (!fonts.has(item.fontName)) {
        let name = "";
        try {
          name = String((page.commonObjs.get(item.fontName) as { name?: string } | undefined)?.name ?? "");
        } catch {
          // Not loaded: weight unknown.
        }
        fonts.set(item.fontName, { bold: BOLD.test(name), symbols: SYMBOL_FONT.test(name) });
      }
      const font = fonts.get(item.fontName)!;
      const [a = 1, b = 0, , , e = 0, f = 0] = item.transform;
      const size = Math.hypot(a, b);
      // A symbol font's letters are pictures (ZapfDingbats "u" is a diamond, "(" a phone): a mark, not text.
      const text = font.symbols ? item.str.replace(/\S/g, "•") : item.str;
      items.push({ text, x: e, y: viewport.height - f, width: item.width, size, bold: font.bold, page: pageNumber });
      chars += text.length;
    }
    if (chars > maxChars) break;
  }
  return { items, pageWidth, links };
}
