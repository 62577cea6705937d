import { describe, expect, it } from "vitest";
import { fittableCss } from "./fit-css";

describe("fittable template CSS", () => {
  it("scales vertical space, line height and font size, and leaves horizontal space alone", () => {
    const css = fittableCss(
      ".a { margin-top: 14pt; font-size: 10.6pt; line-height: 1.36; margin: 2pt 8pt; margin-inline-start: 8pt; }",
    );
    expect(css).toContain("margin-top: calc(14pt * var(--rf-space, 1))");
    expect(css).toContain("font-size: calc(10.6pt * var(--rf-font, 1))");
    expect(css).toContain("line-height: calc(1.36 * var(--rf-lh, 1))");
    expect(css).toContain("margin: calc(2pt * var(--rf-space, 1)) 8pt");
    expect(css).toContain("margin-inline-start: 8pt");
  });

  it("does not scale twice", () => {
    const once = fittableCss(".a { margin-top: 14pt; }");
    expect(fittableCss(once)).toBe(once);
  });
});
