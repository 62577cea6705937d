/**
 * Pages the live preview the way print does. The renderer's document is one long sheet on
 * screen; print breaks it into pages, moving any block that must not split (an entry, a heading
 * with what follows it) to the next page. This does the same in the preview iframe: it finds
 * those blocks by their computed `break-inside: avoid`, pushes each one that would cross a page
 * edge down to the next page's top margin, and reports the page count, so what the preview shows
 * page by page is what the PDF prints.
 */

const GAP_CLASS = "rf-page-gap";
const MARK_CLASS = "rf-page-mark";

interface PageMetrics {
  /** Full page height in CSS px (297 mm or 11 in). */
  pageHeight: number;
  pages: number;
}

const MM = 96 / 25.4;
export const PAGE_HEIGHT_PX = { A4: 297 * MM, Letter: 11 * 96 } as const;

function isAtom(element: Element, view: Window): boolean {
  const style = view.getComputedStyle(element);
  return style.breakInside === "avoid" || style.pageBreakInside === "avoid";
}

function keepsWithNext(element: Element, view: Window): boolean {
  const style = view.getComputedStyle(element);
  return style.breakAfter === "avoid" || style.pageBreakAfter === "avoid";
}

/** The blocks print keeps whole, outermost only, in document order. */
function atomsOf(doc: Document, view: Window): Element[] {
  const atoms: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (child.classList.contains(GAP_CLASS) || child.classList.contains(MARK_CLASS)) continue;
      if (isAtom(child, view) || keepsWithNext(child, view)) atoms.push(child);
      else walk(child);
    }
  };
  walk(doc.body);
  return atoms;
}

export function paginate(doc: Document, pageSize: keyof typeof PAGE_HEIGHT_PX): PageMetrics {
  const view = doc.defaultView;
  const pageHeight = PAGE_HEIGHT_PX[pageSize];
  if (!view || !doc.body) return { pageHeight, pages: 1 };
  for (const old of Array.from(doc.querySelectorAll(`.${GAP_CLASS}, .${MARK_CLASS}`))) old.remove();

  const bodyStyle = view.getComputedStyle(doc.body);
  const marginTop = parseFloat(bodyStyle.paddingTop) || 0;
  const marginBottom = parseFloat(bodyStyle.paddingBottom) || 0;
  const bodyTop = doc.body.getBoundingClientRect().top + view.scrollY;
  const top = (element: Element) => element.getBoundingClientRect().top + view.scrollY - bodyTop;

  const atoms = atomsOf(doc, view);
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i]!;
    const start = top(atom);
    const height = atom.getBoundingClientRect().height;
    const page = Math.floor(start / pageHeight);
    const contentEnd = (page + 1) * pageHeight - marginBottom;
    const tooTall = height > pageHeight - marginTop - marginBottom;
    if (start + height <= contentEnd || tooTall) continue;
    // A heading kept with this block moves with it.
    let first = atom;
    while (i > 0 && first === atom && keepsWithNext(atoms[i - 1]!, view) && top(atoms[i - 1]!) >= page * pageHeight) {
      first = atoms[i - 1]!;
    }
    const gap = (page + 1) * pageHeight + marginTop - top(first);
    if (gap <= 0) continue;
    const spacer = doc.createElement("div");
    spacer.className = GAP_CLASS;
    spacer.setAttribute("aria-hidden", "true");
    spacer.style.cssText = `height:${gap}px;margin:0;padding:0;border:0;break-inside:auto;`;
    first.parentElement?.insertBefore(spacer, first);
  }

  const contentHeight = doc.body.scrollHeight;
  const pages = Math.max(1, Math.ceil((contentHeight - 1) / pageHeight));
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
  return { pageHeight, pages };
}
