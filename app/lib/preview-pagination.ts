/**
 * Pages a resume the way print does, and makes print page it that way too (docs/fit-to-pages.md,
 * "One truth for pages"). The renderer's document is one long sheet on screen; this finds the
 * blocks print must not split (computed `break-inside: avoid`, a heading kept with what follows),
 * pushes each one that would cross a page edge down to the next page's top margin, and reports
 * the page count: the live preview shows those pages. The PDF renderer runs the same function in
 * its tab before printing (`forPrint`), where each push becomes a forced page break, so the PDF
 * breaks exactly where the preview does.
 *
 * Self-contained on purpose: the PDF renderer sends this function's source into a page
 * (puppeteer's evaluate), so it may use nothing from outside its own body.
 */

export interface PageMetrics {
  /** Full page height in CSS px (297 mm or 11 in). */
  pageHeight: number;
  pages: number;
  /** Where the content ends before paging (px from the sheet's top), for "lines over" (app/domain/layout/print-layout.ts). */
  contentBottom?: number;
  marginBottom?: number;
  /** The body's line height (px). */
  lineHeight?: number;
}

const MM = 96 / 25.4;
export const PAGE_HEIGHT_PX = { A4: 297 * MM, Letter: 11 * 96 } as const;

export function pageDocument(pageSize: "A4" | "Letter", forPrint: boolean, target?: Document): PageMetrics {
  const GAP_CLASS = "rf-page-gap";
  const MARK_CLASS = "rf-page-mark";
  const doc = target ?? document;
  const pageHeight = pageSize === "Letter" ? 11 * 96 : (297 * 96) / 25.4;
  const view = doc.defaultView;
  if (!view || !doc.body) return { pageHeight, pages: 1 };
  for (const old of Array.from(doc.querySelectorAll(`.${GAP_CLASS}, .${MARK_CLASS}`))) old.remove();
  // Breaks an earlier print paging forced are not the resume's own: page from scratch.
  for (const element of Array.from(doc.querySelectorAll("[data-rf-break]"))) {
    (element as HTMLElement).style.removeProperty("break-before");
    element.removeAttribute("data-rf-break");
  }
  // A page count left from an earlier paging must not hold the sheet open (fitting pages one document many times).
  doc.body.style.minHeight = "";

  // The blocks print keeps whole, outermost only, in document order; and the blocks that start a
  // page ("start on a new page"), which print breaks before whatever room is left. Each element's
  // style is read once: this runs on every keystroke (bench/preview.bench.mjs).
  const atoms: Element[] = [];
  const whole = new Set<Element>();
  const forced = new Set<Element>();
  const keptWithNext = new Set<Element>();
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      const style = view.getComputedStyle(child);
      const isAtom = style.breakInside === "avoid" || style.pageBreakInside === "avoid";
      if (style.breakAfter === "avoid" || style.pageBreakAfter === "avoid") keptWithNext.add(child);
      if (style.breakBefore === "page" || style.pageBreakBefore === "always") {
        atoms.push(child);
        forced.add(child);
        if (!isAtom) {
          walk(child);
          continue;
        }
      }
      // A heading that may itself break (a label in a grid row beside its content, stretched to
      // the row's height) cannot be orphaned: its content decides where the row breaks.
      if (isAtom) {
        atoms.push(child);
        whole.add(child);
      } else walk(child);
    }
  };
  walk(doc.body);
  const isAtom = (element: Element) => whole.has(element);
  const keepsWithNext = (element: Element) => keptWithNext.has(element);

  const bodyStyle = view.getComputedStyle(doc.body);
  const marginTop = parseFloat(bodyStyle.paddingTop) || 0;
  const marginBottom = parseFloat(bodyStyle.paddingBottom) || 0;
  const bodyTop = doc.body.getBoundingClientRect().top + view.scrollY;
  const top = (element: Element) => element.getBoundingClientRect().top + view.scrollY - bodyTop;

  const lineHeight = parseFloat(bodyStyle.lineHeight) || (parseFloat(bodyStyle.fontSize) || 13) * 1.4;
  const contentBottom = (doc.querySelector("main") ?? doc.body).getBoundingClientRect().bottom + view.scrollY - bodyTop;
  const pushed: Element[] = [];
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i]!;
    if (forced.has(atom) && (i === 0 || atoms[i - 1] !== atom)) {
      const start = top(atom);
      const page = Math.floor(start / pageHeight);
      // Already at the top of a page (or the first thing printed): nothing to move.
      if (start <= page * pageHeight + marginTop + 1 || start < marginTop + 1) continue;
      const spacer = doc.createElement("div");
      spacer.className = GAP_CLASS;
      spacer.setAttribute("aria-hidden", "true");
      spacer.style.cssText = `height:${(page + 1) * pageHeight + marginTop - start}px;margin:0;padding:0;border:0;break-inside:auto;`;
      atom.parentElement?.insertBefore(spacer, atom);
      if (!isAtom(atom)) continue;
    }
    const start = top(atom);
    const height = atom.getBoundingClientRect().height;
    const page = Math.floor(start / pageHeight);
    // Slack of half a line: screen and print round lines differently, and over a dense page the
    // print runs a few pixels longer (a block ending 2.8 px short of the edge on screen printed on
    // the next page: bench/layout.bench.mjs). A block that close moves in both.
    const contentEnd = (page + 1) * pageHeight - marginBottom - Math.max(4, lineHeight / 2);
    const tooTall = height > pageHeight - marginTop - marginBottom;
    if (start + height <= contentEnd || tooTall) continue;
    // A heading kept with this block moves with it.
    let first = atom;
    let back = i;
    while (back > 0 && keepsWithNext(atoms[back - 1]!) && top(atoms[back - 1]!) >= page * pageHeight + marginTop - 1) {
      back -= 1;
      first = atoms[back]!;
    }
    // The first block of a section takes the whole section along, heading included, whatever
    // the template's heading is (a grid label beside its content too): no heading ends a page.
    const section = atom.closest(".section");
    if (
      section &&
      section !== atom &&
      atoms.find((candidate) => section.contains(candidate) && candidate !== section) === atom &&
      top(section) >= page * pageHeight + marginTop - 1
    )
      first = section;
    const gap = (page + 1) * pageHeight + marginTop - top(first);
    if (gap <= 0) continue;
    const spacer = doc.createElement("div");
    spacer.className = GAP_CLASS;
    spacer.setAttribute("aria-hidden", "true");
    spacer.style.cssText = `height:${gap}px;margin:0;padding:0;border:0;break-inside:auto;`;
    first.parentElement?.insertBefore(spacer, first);
    pushed.push(first);
  }

  const contentHeight = doc.body.scrollHeight;
  const pages = Math.max(1, Math.ceil((contentHeight - 1) / pageHeight));
  if (forPrint) {
    // Print breaks where the preview did: every pushed block starts a new page, nothing else moves.
    for (const spacer of Array.from(doc.querySelectorAll(`.${GAP_CLASS}`))) spacer.remove();
    for (const element of pushed) {
      (element as HTMLElement).style.setProperty("break-before", "page");
      element.setAttribute("data-rf-break", "");
    }
    return { pageHeight, pages, contentBottom, marginBottom, lineHeight };
  }
  doc.body.style.minHeight = `${pages * pageHeight}px`;
  doc.body.style.position = "relative";
  for (let page = 1; page < pages; page++) {
    const mark = doc.createElement("div");
    mark.className = MARK_CLASS;
    mark.setAttribute("aria-hidden", "true");
    mark.textContent = `Page ${page + 1}`;
    mark.style.cssText = `position:absolute;left:0;right:0;top:${page * pageHeight}px;height:0;border-top:2px dashed #94a3b8;font:600 10px/1 system-ui,sans-serif;color:#64748b;text-align:right;padding-right:6px;pointer-events:none;`;
    doc.body.appendChild(mark);
  }
  return { pageHeight, pages, contentBottom, marginBottom, lineHeight };
}

/**
 * Takes out what paging added to the live preview (pageDocument's spacers and page marks), so a
 * new render can be patched in against the resume's own markup (app/lib/patch-document.ts). The
 * class names are pageDocument's, written again here: pageDocument may share nothing.
 */
export function unpage(doc: Document): void {
  for (const old of Array.from(doc.querySelectorAll(".rf-page-gap, .rf-page-mark"))) old.remove();
}

/** The live preview's paging of its iframe's document. */
export function paginate(doc: Document, pageSize: keyof typeof PAGE_HEIGHT_PX): PageMetrics {
  return pageDocument(pageSize, false, doc);
}
