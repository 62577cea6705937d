/** Builders of lines and placed text for the import's unit tests. */
import type { DocLine, PositionedText } from "./types";

export function line(text: string, options: Partial<DocLine> = {}): DocLine {
  const segments = options.segments ?? text.split(/\s{3,}/);
  return { text: segments.join("  "), segments, size: 10, bold: false, page: 1, x: 50, gapBefore: 0.4, ...options };
}

/** A run of text at (x, y) on page 1, about 0.5 em per character wide. */
export function run(text: string, x: number, y: number, options: Partial<PositionedText> = {}): PositionedText {
  const size = options.size ?? 10;
  return { text, x, y, width: text.length * size * 0.5, size, bold: false, page: 1, ...options };
}
