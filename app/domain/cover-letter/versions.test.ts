import { describe, expect, it } from "vitest";
import { emptyLetter } from "./schema";
import { summarizeLetterChanges } from "./versions";

const before = { ...emptyLetter("2026-11-23", "Ada"), paragraphs: ["One.", "Two."] };

describe("letter version summaries", () => {
  it("names the fields that changed, paragraphs added, removed and edited", () => {
    expect(summarizeLetterChanges(null, before)).toBe("First version");
    expect(summarizeLetterChanges(before, structuredClone(before))).toBe("No changes");
    expect(
      summarizeLetterChanges(before, {
        ...before,
        greeting: "Hi,",
        recipient: { ...before.recipient, company: "Navy" },
      }),
    ).toBe("Company edited; Greeting edited");
    expect(summarizeLetterChanges(before, { ...before, paragraphs: ["One!", "Two.", "Three."] })).toBe(
      "+1 paragraph; 1 paragraph edited",
    );
    expect(summarizeLetterChanges(before, { ...before, paragraphs: [] })).toBe("-2 paragraphs");
  });
});
