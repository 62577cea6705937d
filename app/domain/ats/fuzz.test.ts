import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeAts } from "./index";

/** Text of the kinds that broke parsers: long unbroken runs, repeated dates and bullets, odd Unicode. */
const hostileText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc.string({ unit: "binary", maxLength: 400 }),
  fc
    .tuple(
      fc.constantFrom(
        "a",
        "2019 - 2020 ",
        "• x\n",
        ".",
        "E X P ",
        "Ã©â€™",
        "\n",
        "SKILLS\n",
        "x@y.",
        "<script>",
        "\u0000",
        "\uD800",
      ),
      fc.integer({ min: 1, max: 4_000 }),
    )
    .map(([unit, times]) => unit.repeat(times)),
  fc
    .array(
      fc.constantFrom(
        "Senior Engineer",
        "Jan 2020 – Present",
        "Acme Corp",
        "• Led a team of 5",
        "EXPERIENCE",
        "Skills: Python, SQL",
        "B.S. Computer Science",
        "2019",
        "@",
        "\t",
      ),
      { maxLength: 200 },
    )
    .map((parts) => parts.join("\n")),
);

describe("ATS engine on any input", () => {
  it("never throws, and always answers a score from 0 to 100 with its parts", () => {
    fc.assert(
      fc.property(hostileText, hostileText, (resumeText, jobDescriptionText) => {
        const analysis = analyzeAts({ resumeText, jobDescriptionText, asOf: "2026-11" });
        expect(Number.isInteger(analysis.score)).toBe(true);
        expect(analysis.score).toBeGreaterThanOrEqual(0);
        expect(analysis.score).toBeLessThanOrEqual(100);
        expect(Array.isArray(analysis.suggestions)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
