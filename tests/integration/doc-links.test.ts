/**
 * The code's pointers into the docs resolve, and no comment cites an issue number
 * (scripts/lib/doc-links.mjs; `node scripts/check-doc-links.mjs` runs the same check outside the suite).
 * The files come in through Vite's glob at transform time: the test runs in workerd, without a disk.
 */
import { describe, expect, it } from "vitest";
import { decisionStatusProblems, docLinkProblems, writtenPathProblems } from "../../scripts/lib/doc-links.mjs";

const fromRoot = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^\//, ""), text]));
const sources = fromRoot(
  import.meta.glob(["/app/**/*.{ts,tsx,mjs,js}", "/workers/**/*.{ts,tsx,mjs,js}", "/scripts/**/*.{ts,mjs,js}"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
);
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
    const code = {
      "app/x.ts": "// See docs/api.md#accounts, docs/api.md#no-such-heading,\n// docs/nowhere.md and issue 33.",
    };
    expect(docLinkProblems(code, docs).map(({ line, target }) => `${line} ${target}`)).toEqual([
      "1 docs/api.md#no-such-heading",
      "2 docs/nowhere.md",
      "2 issue 33",
    ]);
  });

  it("every decision record has a status and a date", () => {
    expect(decisionStatusProblems(docs)).toEqual([]);
    const undated = {
      "docs/decisions/x.md": "# X\n\nStatus: accepted.\n",
      "docs/decisions/y.md": "# Y\n\nStatus: accepted, 2026-11-25.\n",
    };
    expect(decisionStatusProblems(undated).map(({ file }) => file)).toEqual(["docs/decisions/x.md"]);
  });

  it("finds a written path that names no file or folder, from the root or from the doc's folder", () => {
    const files = ["app/domain/collab/room-core.ts", "docs/limits.md", "docs/decisions/trash.md"];
    const written = {
      "docs/a.md":
        "The core (`app/domain/collab/room-core.ts`, in `app/domain/collab/`) and `app/domain/collab/gone.ts`; see [limits](limits.md).",
      "docs/decisions/b.md":
        "See [limits](../limits.md) and [trash](./trash.md), not [x](../nowhere.md); `app/**/*.test.ts` is a pattern.",
    };
    // A folder that builds or tests make (git ignores it) is not looked for.
    const made = { "docs/c.md": "Screenshots land in `tests/e2e/screenshots/` and `tests/e2e/screenshots/x.png`." };
    expect(writtenPathProblems(made, files, ["tests/e2e/screenshots/"])).toEqual([]);
    expect(writtenPathProblems(made, files)).toHaveLength(2);
    expect(writtenPathProblems(written, files).map(({ file, target }) => `${file} ${target}`)).toEqual([
      "docs/a.md app/domain/collab/gone.ts",
      "docs/decisions/b.md ../nowhere.md",
    ]);
  });
});
