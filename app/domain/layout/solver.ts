/**
 * The fit-to-pages solver: pure and deterministic. It is given a way to measure a resume under
 * candidate settings (a real layout engine does that: the preview's iframe, the PDF's browser tab)
 * and walks the fixed ladder (./ladder.ts), stopping at the first rung that fits. When even the
 * tightest rung does not fit it changes nothing and says by how many lines it is over.
 */
import type { Fitted } from "../resume/fit-settings";
import { FIT_LADDER } from "./ladder";

export interface Measurement {
  pages: number;
  /** Body lines past the last allowed page (0 when it fits). */
  overflowLines: number;
}

export type Measure = (settings: Fitted | null) => Measurement;

export type FitResult =
  /** Fits: `fitted` is null when it already fits as designed. */
  | { ok: true; fitted: Fitted | null; pages: number; tried: number }
  /** Cannot fit within the bounds: keep what the resume has; `overBy` measured at the tightest rung. */
  | { ok: false; overBy: { lines: number }; pages: number; tried: number };

export function solveFit(target: 1 | 2, measure: Measure, ladder: readonly Fitted[] = FIT_LADDER): FitResult {
  const designed = measure(null);
  if (designed.pages <= target) return { ok: true, fitted: null, pages: designed.pages, tried: 1 };
  let last = designed;
  for (let index = 0; index < ladder.length; index++) {
    const rung = ladder[index]!;
    last = measure(rung);
    if (last.pages <= target) return { ok: true, fitted: rung, pages: last.pages, tried: index + 2 };
  }
  return { ok: false, overBy: { lines: Math.max(1, last.overflowLines) }, pages: last.pages, tried: ladder.length + 1 };
}
