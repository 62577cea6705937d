/**
 * A PDF's accessibility as a reader sees it, with pdf.js (docs/accessibility.md#pdf): the
 * catalogue's promises (tagged, title shown, language), and the structure tree with the text of
 * each marked-content piece, so a test can read headings, lists and links as a screen reader
 * would. Text drawn outside any tagged piece is collected apart: PDF/UA wants none.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A structure element, or "#text": a piece of marked content with the text drawn in it. */
export interface StructNode {
  role: string;
  lang?: string;
  children: StructNode[];
  text: string;
}

export interface PdfAccessibility {
  title: string;
  /** /Lang of the catalogue. */
  lang: string | null;
  displayDocTitle: boolean;
  marked: boolean;
  pages: number;
  /** One tree per page, under the Document element. */
  trees: StructNode[];
  /** Text drawn outside any tagged marked content (neither content nor artifact). */
  untagged: string;
}

interface RawNode {
  role?: string;
  lang?: string;
  type?: string;
  id?: string;
  children?: RawNode[];
}

function build(raw: RawNode, textOf: Map<string, string>): StructNode {
  const children: StructNode[] = [];
  for (const child of raw.children ?? []) {
    if (child.type === "content")
      children.push({ role: "#text", children: [], text: textOf.get(child.id ?? "") ?? "" });
    else if (child.type === "annotation" || child.type === "object") continue;
    else children.push(build(child, textOf));
  }
  return { role: raw.role ?? "Root", ...(raw.lang ? { lang: raw.lang } : {}), children, text: "" };
}

export async function readPdfAccessibility(bytes: Uint8Array): Promise<PdfAccessibility> {
  const raw = new TextDecoder("latin1").decode(bytes);
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const pdf = await task.promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const trees: StructNode[] = [];
  let untagged = "";
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const textOf = new Map<string, string>();
    const open: (string | null)[] = [];
    for (const item of content.items as { type?: string; id?: string; str?: string; tag?: string }[]) {
      if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") {
        open.push(item.tag === "Artifact" ? "artifact" : (item.id ?? null));
        continue;
      }
      if (item.type === "endMarkedContent") {
        open.pop();
        continue;
      }
      const owner = [...open].reverse().find((id) => id !== null);
      if (owner === undefined) untagged += item.str ?? "";
      else if (owner !== "artifact") textOf.set(owner, (textOf.get(owner) ?? "") + (item.str ?? ""));
    }
    const tree = (await page.getStructTree()) as RawNode | null;
    if (tree) trees.push(build(tree, textOf));
  }
  await task.destroy();
  return {
    title: info.Title ?? "",
    lang: /\/Lang\s*\(([^)]*)\)/.exec(raw)?.[1] ?? null,
    displayDocTitle: /\/DisplayDocTitle\s+true/.test(raw),
    marked: /\/MarkInfo\s*<<[^>]*\/Marked\s+true/.test(raw),
    pages: pdf.numPages,
    trees,
    untagged: untagged.trim(),
  };
}

/** Every node of the trees, in reading order (depth first), with its depth. */
export function* walk(nodes: StructNode[], depth = 0): Generator<{ node: StructNode; depth: number }> {
  for (const node of nodes) {
    yield { node, depth };
    yield* walk(node.children, depth + 1);
  }
}

/** A node's whole text, its descendants' in order. */
export function textIn(node: StructNode): string {
  return node.text + node.children.map(textIn).join("");
}
