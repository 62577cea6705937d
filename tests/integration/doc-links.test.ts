/**
 * The code's pointers into the docs resolve, and no comment cites an issue number
 * (scripts/lib/doc-links.mjs; `node scripts/check-doc-links.mjs` runs the same check outside the suite).
 * The files come in through Vite's glob at transform time: the test runs in workerd, without a disk.
 */
import { describe, expect, it } from "vitest";
import { docLinkProblems } from "../../scripts/lib/doc-links.mjs";

const fromRoot = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^\//, ""), text]));
const sources = fromRoot(import.meta.glob(["/app/**/*.{ts,tsx,mjs,js}", "/workers/**/*.{ts,tsx,mjs,js}", "/scripts/**/*.{ts,mjs,js}"], { query: "?raw", import: "default", eager: true }));
const docs = fromRoot(import.meta.glob("/docs/**/*.md", { query: "?raw", import: "default", eager: true }));

describe("pointers into the docs", () => {
  it("reads the code and the docs", () => {
    expect(Object.keys(sources)).toContain("app/root.tsx");
    expect(Object.keys(sources)).toContain("workers/entry.ts");
    expect(Object.keys(docs)).toContain("docs/api.md");
  });

  it("each names a file that exists and a heading of it, and no comment cites an issue number", () => {
    expect(docLinkProblems(sources, docs)).toEqual([]);
  });

  it("finds a pointer to a missing heading, a missing file and an issue citation", () => {
    const code = { "app/x.ts": "// See docs/api.md#accounts, docs/api.md#no-such-heading,\n// docs/nowhere.md and issue 33." };
    expect(docLinkProblems(code, docs).map(({ line, target }) => `${line} ${target}`)).toEqual(["1 docs/api.md#no-such-heading", "2 docs/nowhere.md", "2 issue 33"]);
  });
});
