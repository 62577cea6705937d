/**
 * Brings a live document (the editor's preview iframe) to the markup of a new render by changing
 * only the nodes that differ. A keystroke changes one text node of the resume; replacing the whole
 * document instead (innerHTML) re-parses every stylesheet and @font-face rule and lays out every
 * line from scratch, about 6 ms of a keystroke's one-frame budget (bench/preview.bench.mjs).
 * Patching leaves the same DOM a fresh parse would give (tags, attributes, text, in order), so
 * paging and fitting measure exactly what they measured before.
 */

const TEXT_NODE = 3;
const COMMENT_NODE = 8;
const ELEMENT_NODE = 1;

/**
 * Makes `doc` hold what `html` (a whole document, as the template renderer writes it) parses to.
 * The <html> element itself is kept, with only its lang and dir following the markup: fitting
 * sets its custom properties there (app/lib/page-fit-measure.ts), and keeping the element keeps
 * the iframe's loaded fonts.
 */
export function patchDocument(doc: Document, html: string): void {
  // The <head> (fonts, the template's CSS: half the markup) changes only with the template, the
  // page size, a new script or the fit: while it reads the same as the last time, only the rest is
  // parsed. Without its content the parser still gives the same tree around it (an empty head).
  const head = headMarkup(html);
  const sameHead = head !== null && shownHead.get(doc) === head.text;
  const markup = sameHead ? html.slice(0, head.start) + html.slice(head.end) : html;
  const parsed = new DOMParser().parseFromString(markup, "text/html");
  const root = doc.documentElement;
  for (const name of ["lang", "dir"]) {
    const value = parsed.documentElement.getAttribute(name);
    if (value === null) root.removeAttribute(name);
    else if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  // With the head left out, the live one stays as it is (the parsed one is empty).
  patchChildren(doc, root, parsed.documentElement, sameHead ? doc.head : undefined);
  if (head) shownHead.set(doc, head.text);
}

/** The last head markup patched into each document. */
const shownHead = new WeakMap<Document, string>();

/** Where the head's markup is in a rendered document, and that markup (null when it has no head tags). */
function headMarkup(html: string): { start: number; end: number; text: string } | null {
  const start = html.search(/<head[\s>]/i);
  const close = html.indexOf("</head>", start);
  if (start < 0 || close < 0) return null;
  return { start, end: close, text: html.slice(start, close) };
}

function sameKind(live: Node, next: Node): boolean {
  if (live.nodeType !== next.nodeType || live.nodeName !== next.nodeName) return false;
  return live.nodeType !== ELEMENT_NODE || (live as Element).namespaceURI === (next as Element).namespaceURI;
}

/** `live`'s children made equal to `next`'s, position by position; what has no counterpart is added or removed. */
function patchChildren(doc: Document, live: Node, next: Node, keep?: Node): void {
  let target = live.firstChild;
  let source = next.firstChild;
  while (source) {
    const nextSource: ChildNode | null = source.nextSibling;
    if (!target) {
      live.appendChild(doc.importNode(source, true));
    } else {
      const nextTarget: ChildNode | null = target.nextSibling;
      if (target === keep && sameKind(target, source)) {
        // Left as it is (see patchDocument).
      } else if (sameKind(target, source)) patchNode(doc, target, source);
      else live.replaceChild(doc.importNode(source, true), target);
      target = nextTarget;
    }
    source = nextSource;
  }
  while (target) {
    const nextTarget: ChildNode | null = target.nextSibling;
    live.removeChild(target);
    target = nextTarget;
  }
}

function patchNode(doc: Document, live: Node, next: Node): void {
  if (live.nodeType === TEXT_NODE || live.nodeType === COMMENT_NODE) {
    const data = (next as CharacterData).data;
    // Only a real change is written: an equal write still dirties the line's layout.
    if ((live as CharacterData).data !== data) (live as CharacterData).data = data;
    return;
  }
  if (live.nodeType !== ELEMENT_NODE) return;
  patchAttributes(live as Element, next as Element);
  patchChildren(doc, live, next);
}

function patchAttributes(live: Element, next: Element): void {
  for (const attribute of Array.from(live.attributes)) {
    if (!next.hasAttributeNS(attribute.namespaceURI, attribute.localName))
      live.removeAttributeNS(attribute.namespaceURI, attribute.localName);
  }
  for (const attribute of Array.from(next.attributes)) {
    if (live.getAttributeNS(attribute.namespaceURI, attribute.localName) !== attribute.value)
      live.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
  }
}
