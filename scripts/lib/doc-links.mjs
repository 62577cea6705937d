/**
 * Pointers from code comments into the docs, checked (scripts/check-doc-links.mjs, and
 * tests/integration/doc-links.test.ts in the test suite): each `docs/….md` or `docs/….md#anchor`
 * must name a file that exists and, with an anchor, a heading of it (or an explicit `<a id>`).
 * And comments give the doc or the reason, not an issue number. Pure: no file system here.
 */

const POINTER = /docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
/** The word issue and a number, or a hash and a number in brackets: the tracker cited where a doc or a reason belongs. */
const ISSUE_CITATION = /\bissues?\s+#?\d+\b|\(#\d+\)/gi;

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file: its headings' (outside fenced code, -1, -2… for repeats) and explicit `<a id="…">`s. */
export function anchorsOf(markdown) {
  const anchors = new Set([...markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)].map((match) => match[1]));
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/**
 * Every broken pointer and every issue-number citation in `sources` ({path: text}), given the
 * docs as {path: text} with paths from the repository's root (`docs/api.md`).
 * @param {Record<string, string>} sources
 * @param {Record<string, string>} docs
 * @returns {{ file: string; line: number; target: string; problem: string }[]}
 */
export function docLinkProblems(sources, docs) {
  const anchorCache = new Map();
  const anchorsIn = (doc) => {
    if (!anchorCache.has(doc)) anchorCache.set(doc, anchorsOf(docs[doc]));
    return anchorCache.get(doc);
  };
  const problems = [];
  for (const [file, text] of Object.entries(sources)) {
    text.split("\n").forEach((content, index) => {
      const where = { file, line: index + 1 };
      for (const [target] of content.matchAll(POINTER)) {
        const [doc, anchor] = target.split("#");
        if (!(doc in docs)) problems.push({ ...where, target, problem: `no file ${doc}` });
        else if (anchor && !anchorsIn(doc).has(anchor))
          problems.push({ ...where, target, problem: `no heading #${anchor} in ${doc}` });
      }
      for (const [target] of content.matchAll(ISSUE_CITATION)) {
        problems.push({ ...where, target, problem: "cites an issue number: point at the doc, or say the reason" });
      }
    });
  }
  return problems;
}

/** The folders a path written in the docs may start with. */
const ROOTS = "app|workers|scripts|tests|bench|docs|migrations|public|\\.ci";
/**
 * A repository path in a code span (`app/domain/x.ts`, `workers/room/`: from the root) or a link's
 * target ([limits](../limits.md): from the doc's folder, or the root if it starts with one).
 */
const WRITTEN_PATH = new RegExp(`(\`|\\]\\()((?:\\.\\.?/)+[^\`)\\s#:]+|(?:${ROOTS})/[^\`)\\s#:]*)`, "g");
/** Placeholders and patterns name no one file: `app/**\/*.test.ts`, `docs/{name}.md`, `tests/…`. */
const PATTERN = /[*{}<>…$]|\.\.\.$/;

/**
 * Every path written in the docs that names no file or folder of the repository. `files` is every
 * file's path from the root; a path may name a folder. A link beginning with `./` or `../` is read
 * from the doc's own folder.
 * @param {Record<string, string>} docs {path: text}, paths from the root (`docs/api.md`, `README.md`)
 * @param {Iterable<string>} files
 * @param {readonly string[]} made paths that builds and tests make and git ignores (`build/`,
 *   `tests/e2e/screenshots/`): what the docs say of them cannot be checked on a clean clone
 * @returns {{ file: string; line: number; target: string; problem: string }[]}
 */
export function writtenPathProblems(docs, files, made = []) {
  const known = new Set();
  for (const file of files) {
    known.add(file);
    for (let cut = file.lastIndexOf("/"); cut > 0; cut = file.lastIndexOf("/", cut - 1)) known.add(file.slice(0, cut));
  }
  const problems = [];
  for (const [doc, text] of Object.entries(docs)) {
    const folder = doc.includes("/") ? doc.slice(0, doc.lastIndexOf("/")) : "";
    text.split("\n").forEach((content, index) => {
      for (const [, opener, written] of content.matchAll(WRITTEN_PATH)) {
        // A code span starting with ../ is a path outside the repository (../shared/...), not checked.
        if (PATTERN.test(written) || (opener === "`" && written.startsWith("."))) continue;
        const path = resolveFrom(folder, written.replace(/[.,;]+$/, "")).replace(/\/$/, "");
        if (made.some((prefix) => `${path}/`.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))) continue;
        if (!known.has(path))
          problems.push({ file: doc, line: index + 1, target: written, problem: `no file or folder ${path}` });
      }
    });
  }
  return problems;
}

function resolveFrom(folder, written) {
  if (!written.startsWith(".")) return written;
  const parts = folder ? folder.split("/") : [];
  for (const part of written.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Decision records say whether they stand and since when: a `Status:` line with a date near the top. */
export function decisionStatusProblems(docs) {
  return Object.entries(docs)
    .filter(([doc]) => doc.startsWith("docs/decisions/"))
    .filter(
      ([, text]) =>
        !/^(?:\*\*)?Status:?(?:\*\*)?:?\s.*\b\d{4}-\d{2}-\d{2}\b/m.test(text.split("\n").slice(0, 12).join("\n")),
    )
    .map(([doc]) => ({
      file: doc,
      line: 1,
      target: "Status:",
      problem: "a decision record starts with `Status: <accepted|superseded by …>, <YYYY-MM-DD>`",
    }));
}
