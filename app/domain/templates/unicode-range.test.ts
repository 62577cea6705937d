import { describe, expect, it } from "vitest";
import { codePointsIn, distinctCharacters } from "./unicode-range";

/** What codePointsIn answered before its seen-table: a Set over `for…of`. */
function reference(text: string): number[] {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0)!);
  return [...points].sort((a, b) => a - b);
}

describe("codePointsIn", () => {
  const texts = [
    "",
    "Led a platform team",
    "Ünïcödé – “quotes” and 漢字 かな 한글 العربية עברית",
    "astral 𝒜𝒷 😀😀 and 𠀀",
    "lone \ud800 high, lone \udc00 low, reversed \udc00\ud800, pair \ud83d\ude00",
    "\ud83d",
  ];
  it("gives each code point once, sorted, as iterating the string does, call after call", () => {
    for (const text of [...texts, ...texts]) expect(codePointsIn(text)).toEqual(reference(text));
  });
  it("keeps lone surrogates apart in the distinct characters", () => {
    expect([...distinctCharacters("\udc00 x \ud800")].filter((char) => char !== " ")).toHaveLength(3);
  });
});
