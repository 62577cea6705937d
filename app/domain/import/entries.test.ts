import { describe, expect, it } from "vitest";
import { joinLines } from "./entries";

describe("import: a line and the one that continues it", () => {
  it("drops a typesetter's hyphen, keeps a word's own, and keeps a number's hyphen with the word after it", () => {
    expect(joinLines("a batch process-", "ing system")).toBe("a batch processing system");
    expect(joinLines("a well-", "measured plan")).toBe("a well-measured plan");
    expect(joinLines("on a 28-", "bed cardiac step-down unit")).toBe("on a 28-bed cardiac step-down unit");
    expect(joinLines("for 12 nurses and", "4 assistants")).toBe("for 12 nurses and 4 assistants");
  });
});
