/**
 * The Worker does not carry the ATS tables (app/domain/ats/data.ts): it reads them from its assets,
 * before any route runs (tests/integration/ats-data.test.ts shows they are there). No server
 * source may bundle them instead.
 */
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(["/app/server/**/*.ts", "/app/routes/**/*.{ts,tsx}", "/workers/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the ATS tables on the server", () => {
  it("are never bundled into the Worker", () => {
    const bundling = Object.entries(sources)
      .filter(([, text]) => /ats\/(bundled-data|standalone)|occupations\.json|skills-dictionary\.json/.test(text))
      .map(([path]) => path);
    expect(bundling.filter((path) => !path.endsWith(".test.ts"))).toEqual([]);
  });
});
