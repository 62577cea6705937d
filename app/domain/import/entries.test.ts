import { describe, expect, it } from "vitest";
import { describe as describeLines, joinLines } from "./entries";
import { line } from "../../../tests/fixtures/import-lines";

describe("import: a line and the one that continues it", () => {
  it("drops a typesetter's hyphen, keeps a word's own, and keeps a number's hyphen with the word after it", () => {
    expect(joinLines("a batch process-", "ing system")).toBe("a batch processing system");
    expect(joinLines("a well-", "measured plan")).toBe("a well-measured plan");
    expect(joinLines("on a 28-", "bed cardiac step-down unit")).toBe("on a 28-bed cardiac step-down unit");
    expect(joinLines("for 12 nurses and", "4 assistants")).toBe("for 12 nurses and 4 assistants");
  });
});

describe("import: list items whose bullets are drawn as shapes, on an even line grid", () => {
  // Every line 0.5 em apart; the items' text indented past the entry's edge (x 43); about 5 points a character.
  const at = (text: string) => line(text, { x: 55, gapBefore: 0.5, right: 55 + text.length * 5 });
  it("ends an item at a line that left room for the next line's first word, and joins a line that did not", () => {
    const lines = [
      at("Coordinate assignments for 12 nurses and 4 nursing assistants on a"),
      at("cardiac step-down unit"),
      at("Monitor telemetry and titrate drips per protocol for post-PCI and"),
      at("Heart Failure patients on the unit"),
    ];
    expect(describeLines(lines, 43)).toBe(
      "- Coordinate assignments for 12 nurses and 4 nursing assistants on a cardiac step-down unit\n- Monitor telemetry and titrate drips per protocol for post-PCI and Heart Failure patients on the unit",
    );
  });
});
