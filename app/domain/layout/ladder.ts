/**
 * The fixed order in which fitting tightens a resume (docs/fit-to-pages.md): spacing first, then
 * line height, then margins, then font size, each within its bound. Every step keeps what the
 * steps before it reached, so the ladder only ever gets tighter and the first rung that fits is
 * the gentlest change that does.
 */
import type { Fitted } from "../resume/fit-settings";

const SPACING = [0.85, 0.7, 0.55] as const;
const LINE_HEIGHT = [0.96, 0.92] as const;
const MARGIN = [0.5, 1] as const;
const FONT = [0.97, 0.94, 0.91, 0.88, 0.85] as const;

function build(): readonly Fitted[] {
  const rungs: Fitted[] = [];
  let current: Fitted = { spacing: 1, lineHeight: 1, margin: 0, font: 1 };
  for (const spacing of SPACING) rungs.push((current = { ...current, spacing }));
  for (const lineHeight of LINE_HEIGHT) rungs.push((current = { ...current, lineHeight }));
  for (const margin of MARGIN) rungs.push((current = { ...current, margin }));
  for (const font of FONT) rungs.push((current = { ...current, font }));
  return Object.freeze(rungs.map((rung) => Object.freeze(rung)));
}

export const FIT_LADDER: readonly Fitted[] = build();
