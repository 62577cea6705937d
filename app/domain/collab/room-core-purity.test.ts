/**
 * The room core reads no clock, no randomness and makes no ids itself (room-core.ts RoomInputs):
 * that is what lets a test or a simulation replay a room exactly. A call slipped back in would
 * still pass every behaviour test (they only look at effects), so this reads the source instead.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** The room's cores: the resume's and the letters' (letter-core.ts), and the HTTP transport's halves. */
const CORES = ["./room-core.ts", "./letter-core.ts", "./http-channel.ts", "./token-bucket.ts"].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/** What the core must not touch, each as a pattern over code (comments stripped). */
const FORBIDDEN: Array<[name: string, pattern: RegExp]> = [
  ["Date.now", /\bDate\s*\.\s*now\b/],
  ["new Date(", /\bnew\s+Date\b/],
  ["Math.random", /\bMath\s*\.\s*random\b/],
  ["crypto", /\bcrypto\b/],
  ["performance.now", /\bperformance\s*\.\s*now\b/],
];

/** The code without its comments (the TypeScript printer, so a `//` in a string is no comment). */
function codeOf(source: string): string {
  const file = ts.createSourceFile("room-core.ts", source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return ts.createPrinter({ removeComments: true }).printFile(file);
}

function forbiddenIn(source: string): string[] {
  const code = codeOf(source);
  return FORBIDDEN.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}

describe("the room's cores are deterministic", () => {
  it.each(CORES)("%s calls no clock, random or id source of its own", (path) => {
    expect(forbiddenIn(readFileSync(path, "utf8"))).toEqual([]);
  });

  it("the check sees each one in code, and none in a comment", () => {
    expect(
      forbiddenIn(
        "const a = Date.now(); const b = new Date(); const c = Math.random(); const d = crypto.randomUUID(); const e = performance.now();",
      ),
    ).toEqual(["Date.now", "new Date(", "Math.random", "crypto", "performance.now"]);
    expect(forbiddenIn("function f(now = Date.now()) { return now; }")).toEqual(["Date.now"]);
    expect(
      forbiddenIn(
        "// Date.now() and Math.random()\n/** crypto.randomUUID, new Date() */\nconst url = 'https://example.com';",
      ),
    ).toEqual([]);
  });
});
