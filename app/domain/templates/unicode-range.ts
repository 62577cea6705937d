/** CSS `unicode-range` lists as number pairs, and the distinct code points of a text. */
export type RangeList = Array<[number, number]>;

export function parseUnicodeRange(range: string): RangeList {
  return range.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(from!, 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

/** Each code point once, sorted: a resume has a few hundred distinct characters at most. */
export function codePointsIn(text: string): number[] {
  const points = new Set<number>();
  for (const char of text) points.add(char.codePointAt(0)!);
  return [...points].sort((a, b) => a - b);
}
