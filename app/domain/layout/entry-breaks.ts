/**
 * Where an entry may break across pages (docs/fit-to-pages.md#page-controls). A short entry is
 * always kept whole. A long one (four or more paragraphs and bullets) may break between them,
 * never leaving its heading or a single bullet or paragraph alone at a page's top or bottom: its
 * heading goes with its first two blocks, its last two blocks (and a technologies line after them)
 * go together. "Keep together" (`entry.keepTogether`) keeps a long entry whole too.
 *
 * The templates, the DOCX and the editor all ask these functions, so the three agree.
 */
import { parseDescription } from "../resume/format";

/** Fewer blocks than this and there is no break that leaves two on each side. */
export const LONG_ENTRY_BLOCKS = 4;

/** Paragraphs and bullets of a description, in order, flattened. */
export function descriptionBlocks(description: string): number {
  return parseDescription(description).reduce(
    (count, block) => count + (block.kind === "bullets" ? block.items.length : 1),
    0,
  );
}

export function isLongEntry(entry: { description: string }): boolean {
  return descriptionBlocks(entry.description) >= LONG_ENTRY_BLOCKS;
}

/** Whether print may break this entry between its blocks. */
export function mayBreakInside(entry: { description: string; keepTogether?: boolean }): boolean {
  return entry.keepTogether !== true && isLongEntry(entry);
}

/**
 * For an entry that may break, the blocks (flattened indexes) that must stay on the page of the
 * block after them: the first (so the heading keeps two blocks), the next to last (so the last
 * is never alone), and the last when a line follows it inside the entry (technologies).
 */
export function keptWithNext(blocks: number, lineAfter: boolean): Set<number> {
  const kept = new Set<number>([0, blocks - 2]);
  if (lineAfter) kept.add(blocks - 1);
  return kept;
}
