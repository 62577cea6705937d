/**
 * The user's own sections (schema.ts `extraSections`): a heading and one item per line. Every
 * export reads the items the same way: blank lines dropped, a leading bullet mark ("-", "•", "*")
 * dropped, since the document draws its own.
 */
const BULLET = /^\s*[-•*▪●◦‣·]\s+/;

export function extraSectionItems(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET, "").trim())
    .filter(Boolean);
}
