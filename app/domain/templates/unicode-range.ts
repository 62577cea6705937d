/** CSS `unicode-range` lists as number pairs, and the distinct code points of a text. */
export type RangeList = Array<[number, number]>;

export function parseUnicodeRange(range: string): RangeList {
  return range.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(from!, 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

/**
 * Each code point once, sorted: a resume has a few hundred distinct characters at most. Runs on
 * every keystroke in the editor (the preview's render, the editor's fonts), over the whole resume:
 * a seen-table over UTF-16 units, not a Set of every character. The table is kept between calls
 * (allocating 64K entries each time cost more than the scan): an entry counts as seen when it
 * holds this call's stamp.
 */
let seen: Uint32Array | null = null;
let stamp = 0;

export function codePointsIn(text: string): number[] {
  if (!seen || stamp === 0xffffffff) {
    seen = new Uint32Array(0x10000);
    stamp = 0;
  }
  stamp += 1;
  const points: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let point = text.charCodeAt(i);
    // A surrogate pair is one code point; a lone surrogate stays itself (as `for…of` gives it).
    if (point >= 0xd800 && point <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        point = (point - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    if (point < 0x10000) {
      if (seen[point] === stamp) continue;
      seen[point] = stamp;
      points.push(point);
    } else if (!points.includes(point)) points.push(point);
  }
  return points.sort((a, b) => a - b);
}

/**
 * The text's distinct characters, spaced apart (sorted, a lone high surrogate could otherwise pair
 * with a low one): a test for a script or a range answers on it as on the whole text, at a
 * fraction of the scan.
 */
export function distinctCharacters(text: string): string {
  return codePointsIn(text)
    .map((point) => String.fromCodePoint(point))
    .join(" ");
}
